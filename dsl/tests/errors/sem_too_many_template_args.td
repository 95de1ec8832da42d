// expect: class A takes 1 template argument, 2 given
// llvm-tblgen: 6:14: Too many template arguments: 2
class A<int x> {
  int v = x;
}
def B : A<1, 2>;
