// expect: junk after the #define macro name
// llvm-tblgen: 3:13: Only comments are supported after #define NAME
#define FOO BAR
def A;
