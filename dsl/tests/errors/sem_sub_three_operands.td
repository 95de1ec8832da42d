// expect: !sub takes exactly two operands, three given
// llvm-tblgen: 4:11: expected two operands to operator
def A {
  int x = !sub(5, 2, 1);
}
