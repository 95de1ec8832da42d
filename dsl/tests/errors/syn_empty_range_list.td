// expect: empty bit range {} (expected an integer or range)
// llvm-tblgen: 5:17: Unknown or reserved token when parsing a value
def A {
  bits<4> b = 0;
  bits<2> c = b{};
}
