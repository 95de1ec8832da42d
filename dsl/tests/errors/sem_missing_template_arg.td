// expect: template argument 'y' has no default and was not given
// llvm-tblgen: 6:9: Value not specified for template argument 'A:y' (#1) of parent class 'A'
class A<int x, int y> {
  int v = !add(x, y);
}
def B : A<1>;
