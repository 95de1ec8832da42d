class A : A;
def B : A;
