// expect: bits<x>: the bit count must be an integer literal
// llvm-tblgen: 4:8: expected integer in bits<n> type
class A {
  bits<x> b;
}
