// expect: !add needs at least two operands (note: !add(1, 2, 3) IS valid: add/mul/and/or/xor are variadic)
// llvm-tblgen: 4:11: expected two operands to operator
def A {
  int x = !add(1);
}
