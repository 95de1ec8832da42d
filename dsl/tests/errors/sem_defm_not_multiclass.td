// expect: defm of a class, not a multiclass
// llvm-tblgen: 4:10: Couldn't find multiclass 'C'
class C;
defm X : C;
