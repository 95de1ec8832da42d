// expect: a value is not a statement (expected class/def/defm/let/...)
// llvm-tblgen: 4:1: Unexpected token at top level
def A;
42
