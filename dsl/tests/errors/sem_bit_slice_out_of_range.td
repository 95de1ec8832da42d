// expect: bit 7 is out of range for bits<4>
// llvm-tblgen: 5:16: Invalid bit range for value
def A {
  bits<4> b = 0;
  bits<2> c = b{7-6};
}
