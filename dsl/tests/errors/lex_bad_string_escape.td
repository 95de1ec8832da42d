// expect: string ends in a lone backslash / unterminated
// llvm-tblgen: 4:19: escaped newlines not supported in tblgen
def A {
  string s = "abc\
";
}
