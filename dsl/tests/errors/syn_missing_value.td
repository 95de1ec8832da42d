// expect: expected a value after '='
// llvm-tblgen: 4:11: Unknown or reserved token when parsing a value
def A {
  int x = ;
}
