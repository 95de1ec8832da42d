// expect: #endif without matching #ifdef/#ifndef
// llvm-tblgen: 4:2: #endif without #ifdef
def A;
#endif
