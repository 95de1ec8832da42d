// expect: let of a field the record does not have
// llvm-tblgen: 4:14: Value 'nope' unknown!
def A {
  let nope = 1;
}
