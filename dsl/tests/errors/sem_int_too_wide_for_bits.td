// expect: 5 does not fit in bits<2>
// llvm-tblgen: 3:1: Initializer of 'b' in 'A' could not be fully resolved: { !cast<bits<2>>(5){1}, !cast<bits<2>>(5){0} }
def A {
  bits<2> b = 5;
}
