// expect: `[{` always starts a code literal (as in TGLexer), so `[{0, 1}, 7]` with no `}]` after it is an unterminated code literal, not a list of bits
// llvm-tblgen: 5:21: Unterminated code block
class P<list<bits<2>> l> { list<bits<2>> L = l; }
def A {
  list<bits<2>> L = [{0, 1}, 7];
}
