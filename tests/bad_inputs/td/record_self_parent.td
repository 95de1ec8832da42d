class C;
def X : X;
