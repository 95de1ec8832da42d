// expect: R is a def (record), not a class, so it cannot be a parent
// llvm-tblgen: 4:9: Couldn't find class 'R'
def R;
def S : R;
