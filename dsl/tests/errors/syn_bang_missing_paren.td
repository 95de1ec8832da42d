// expect: bang operator needs '('
// llvm-tblgen: 4:16: expected '(' after binary operator
def A {
  int x = !add 1, 2;
}
