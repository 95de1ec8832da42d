// expect: invalid character '@'
// llvm-tblgen: 4:13: Unexpected character
def A {
  int x = 1 @ 2;
}
