// expect: expected '>' (or ',') closing the template argument list
// llvm-tblgen: 3:14: expected '>' at end of template argument list
class A<int x;
def B : A<1>;
