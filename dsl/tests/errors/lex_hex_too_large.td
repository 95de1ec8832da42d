// expect: hexadecimal integer does not fit in 64 bits
// llvm-tblgen: 4:11: Hexadecimal number out of range
def A {
  int x = 0x1FFFFFFFFFFFFFFFF;
}
