// expect: 2 does not fit in a bit
// llvm-tblgen: 3:1: Initializer of 'b' in 'A' could not be fully resolved: !cast<bit>(2)
def A {
  bit b = 2;
}
