// expect: expected ';' after field definition
// llvm-tblgen: 5:3: expected ';' after declaration
class A {
  int x = 1
  int y = 2;
}
