// expect: '0b2' is not a binary literal: it lexes as an identifier (names may start with digits) that is undefined
// llvm-tblgen: 4:15: Variable not defined: '0b2'
def A {
  bits<2> x = 0b2;
}
