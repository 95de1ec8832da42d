def A {
  int x = "not a number";
}
