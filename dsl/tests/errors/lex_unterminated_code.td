// expect: unterminated code block [{ ... }]
// llvm-tblgen: 4:12: Unterminated code block
def A {
  code c = [{ abc;
}
