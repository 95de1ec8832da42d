class C<int n> {
  int v = n;
}
def X : C<3>;
