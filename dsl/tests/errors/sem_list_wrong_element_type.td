// expect: list<int> initialized with a string element
// llvm-tblgen: 4:30: Incompatible types in list elements
def A {
  list<int> l = [1, "two", 3];
}
