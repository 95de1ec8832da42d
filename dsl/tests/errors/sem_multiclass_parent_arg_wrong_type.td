// expect: a multiclass parent's argument is not type-checked, so the int reaches the dag field, which rejects it
// llvm-tblgen: error: Invalid value of type 'int' found when setting field 'E' of type 'dag' after resolving references: 1
multiclass M<dag d> { def _a { dag E = d; } }
multiclass N : M<1>;
defm n : N;
