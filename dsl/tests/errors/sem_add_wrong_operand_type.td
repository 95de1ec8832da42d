// expect: !add of a string operand
// llvm-tblgen: 4:19: expected value of type 'int', got 'string'
def A {
  int x = !add(1, "two");
}
