// expect: #define needs a macro name
// llvm-tblgen: 3:8: Expected macro name after #define
#define
def A;
