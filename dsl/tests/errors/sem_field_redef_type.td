// expect: field 'x' redefined with a different type (int vs string)
// llvm-tblgen: 7:14: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
class A {
  int x = 1;
}
def B : A {
  string x = "s";
}
