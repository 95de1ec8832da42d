// expect: top-level let needs 'in'
// llvm-tblgen: 4:1: expected 'in' at end of top-level 'let'
let x = 1
def A;
