// expect: type mismatch: string value for int field
// llvm-tblgen: 4:11: Field 'x' of type 'int' is incompatible with value '"hello"' of type 'string'
def A {
  int x = "hello";
}
