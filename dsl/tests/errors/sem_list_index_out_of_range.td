// expect: list index 5 out of range for a 2-element list
// llvm-tblgen: 3:1: Initializer of 'm' in 'A' could not be fully resolved: [1, 2][5]
def A {
  list<int> l = [1, 2];
  int m = l[5];
}
