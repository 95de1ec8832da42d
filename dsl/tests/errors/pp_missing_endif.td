// expect: #ifdef is never closed by #endif
// llvm-tblgen: 5:1: Reached EOF without matching #endif
#ifdef FOO
def A;
