def A {
  int x = Undefined;
}
