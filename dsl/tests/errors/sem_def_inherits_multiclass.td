// expect: def cannot inherit from a multiclass
// llvm-tblgen: 6:9: Couldn't find class 'M'. Use 'defm' if you meant to use multiclass 'M'
multiclass M {
  def _a;
}
def X : M;
