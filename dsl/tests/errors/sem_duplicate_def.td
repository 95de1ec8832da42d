// expect: duplicate def 'A'
// llvm-tblgen: 4:1: def already exists: A (note: location of previous definition)
def A;
def A;
