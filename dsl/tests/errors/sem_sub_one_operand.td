// expect: !sub needs exactly two operands
// llvm-tblgen: 4:11: expected two operands to operator
def A {
  int x = !sub(1);
}
