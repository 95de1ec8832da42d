// expect: duplicate class 'A'
// llvm-tblgen: 4:7: Class 'A' already defined
class A { int x = 1; }
class A { int y = 2; }
