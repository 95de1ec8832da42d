def A {
  bits<4> b = 0x1FF;
}
