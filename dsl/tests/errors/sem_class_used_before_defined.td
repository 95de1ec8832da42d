// expect: class B used before it is defined
// llvm-tblgen: 3:9: Couldn't find class 'B'
def X : B;
class B;
