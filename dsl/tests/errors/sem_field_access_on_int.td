// expect: field access .x on an int value
// llvm-tblgen: 5:13: Cannot access field 'x' of value 'y'
def A {
  int y = 1;
  int z = y.x;
}
