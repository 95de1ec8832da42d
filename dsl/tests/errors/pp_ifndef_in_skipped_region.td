// expect: an #ifndef inside a skipped region is refused (llvm-tblgen 14 cannot skip it)
// llvm-tblgen: error: prepIsDirective() and lexPreprocessor() returned different token kinds
#ifdef NOT_DEFINED
#ifndef ALSO_NOT_DEFINED
def A;
#endif
#endif
def B;
