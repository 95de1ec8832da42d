class C<int n> {
  int v = n;
}
def X : C<"three">;
