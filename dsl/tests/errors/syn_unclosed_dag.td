// expect: dag '(' never closed with ')'
// llvm-tblgen: 5:20: expected ')' in dag init
def ops;
def A {
  dag d = (ops 1, 2;
}
