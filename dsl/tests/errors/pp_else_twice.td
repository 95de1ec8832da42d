// expect: a second #else in the same #ifdef
// llvm-tblgen: 7:2: double #else
#ifdef FOO
def A;
#else
def B;
#else
def C;
#endif
