// expect: multiclass defines the same def name twice
// llvm-tblgen: 5:3: def already exists: X_a (note: instantiated from multiclass)
multiclass M {
  def _a;
  def _a;
}
defm X : M;
