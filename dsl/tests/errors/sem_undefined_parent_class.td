// expect: undefined class 'Nope' used as a parent
// llvm-tblgen: 3:9: Couldn't find class 'Nope'
def A : Nope;
