// expect: file is not valid UTF-8 (byte 0xFF)
// llvm-tblgen: 5:3: Unexpected character
def A {
  int x = 1;
  ÿþ
}
