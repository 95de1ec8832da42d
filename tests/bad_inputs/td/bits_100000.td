def A {
  bits<100000> b;
}
