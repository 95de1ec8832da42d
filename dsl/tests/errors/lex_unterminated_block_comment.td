// expect: unterminated /* comment
// llvm-tblgen: 4:1: Unterminated comment!
def A;
/* this comment
   never ends
def B;
