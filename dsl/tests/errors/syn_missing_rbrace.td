// expect: expected '}' closing the record body (hits end of file)
// llvm-tblgen: 5:1: Unknown token when expecting a type
def A {
  int x = 1;
