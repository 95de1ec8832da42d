// expect: record R has no field 'nope'
// llvm-tblgen: 7:13: Cannot access field 'nope' of value 'R'
def R {
  int a = 1;
}
def A {
  int x = R.nope;
}
