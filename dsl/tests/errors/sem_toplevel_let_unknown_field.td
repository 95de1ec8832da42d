// expect: top-level let of a field the record does not have
// llvm-tblgen: 3:5: Value 'nope' unknown!
let nope = 1 in
def A;
