// expect: unterminated string literal
// llvm-tblgen: 4:15: End of line in string literal
def A {
  string s = "abc;
}
