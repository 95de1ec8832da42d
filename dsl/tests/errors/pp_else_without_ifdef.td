// expect: #else without matching #ifdef/#ifndef
// llvm-tblgen: 4:2: #else without #ifdef or #ifndef
def A;
#else
def B;
