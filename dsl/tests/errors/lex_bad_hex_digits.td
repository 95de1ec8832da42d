// expect: '0xZZ' is not a hex literal: it lexes as an identifier (names may start with digits) that is undefined
// llvm-tblgen: 4:11: Variable not defined: '0xZZ'
def A {
  int x = 0xZZ;
}
