class A : B;
class B : A;
def X : A;
