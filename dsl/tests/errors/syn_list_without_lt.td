// expect: list must be followed by '<' type '>'
// llvm-tblgen: 4:8: expected '<' after list type
class A {
  list int l;
}
