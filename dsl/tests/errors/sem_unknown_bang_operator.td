// expect: unknown operator !frobnicate
// llvm-tblgen: 4:11: Unknown operator
def A {
  int x = !frobnicate(1);
}
