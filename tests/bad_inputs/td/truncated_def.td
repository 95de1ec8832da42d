class C<int a, int b>;
def X : C<1,
