// expect: a class name is not a value (only defs are)
// llvm-tblgen: 5:9: Variable not defined: 'A'
class A;
def B {
  A a = A;
}
