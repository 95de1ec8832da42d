// expect: #ifdef needs a macro name
// llvm-tblgen: 3:7: Expected macro name after #ifdef
#ifdef
def A;
#endif
