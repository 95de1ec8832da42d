// expect: assertion in a class fails when instantiated
// llvm-tblgen: 4:10: assertion failed (note: n must be positive)
class C<int n> {
  assert !gt(n, 0), "n must be positive";
}
def A : C<0>;
