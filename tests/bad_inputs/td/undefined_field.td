def A {
  int x = 1;
}
def B {
  int y = A.nope;
}
