// expect: !foreach over a value that is not a list or dag
// llvm-tblgen: 4:32: !foreach must have a list or dag argument
def A {
  list<int> l = !foreach(x, 5, x);
}
