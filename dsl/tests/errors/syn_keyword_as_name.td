// expect: 'def' is a keyword and cannot name a field
// llvm-tblgen: 4:7: Expected identifier in declaration
class A {
  int def = 1;
}
