// expect: undefined identifier 'nope' in a value
// llvm-tblgen: 4:11: Variable not defined: 'nope'
def A {
  int x = nope;
}
