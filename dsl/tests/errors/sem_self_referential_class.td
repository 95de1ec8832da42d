// expect: class A inherits from itself (llvm only notices when A is used)
// llvm-tblgen: 4:9: Already subclass of 'A'!
class A : A;
def B : A;
