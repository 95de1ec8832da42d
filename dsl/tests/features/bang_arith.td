// Arithmetic and bitwise bang operators: !add !sub !mul !and !or !xor
// !shl !sra !srl !not, incl. variadic forms, negative numbers, bits and
// bit operands, 64-bit wraparound, and their unresolved forms in classes.
def Arith {
  int add2 = !add(1, 2);
  int add4 = !add(1, 2, 3, 4);
  int addNeg = !add(-5, 3);
  int sub = !sub(10, 3);
  int subNeg = !sub(3, 10);
  int mul = !mul(6, 7);
  int mul3 = !mul(2, 3, 4);
  int mulNeg = !mul(-3, 5);
  int and = !and(0xF0, 0x3C);
  int and3 = !and(0xFF, 0xF0, 0x30);
  int or = !or(0xF0, 0x0F);
  int or3 = !or(1, 2, 4);
  int xor = !xor(0xFF, 0x0F);
  int xor3 = !xor(1, 3, 7);
  int shl = !shl(1, 10);
  int sra = !sra(-16, 2);
  int srl = !srl(-16, 60);
  int sraPos = !sra(256, 4);
  int not0 = !not(0);
  int not1 = !not(1);
  int not5 = !not(5);
  int wrap = !add(0x7FFFFFFFFFFFFFFF, 1);
  int mulWrap = !mul(0x100000000, 0x100000000);
  int nested = !add(!mul(2, 3), !sub(10, !shl(1, 2)));
  bits<4> toBits = !add(3, 4);
  int fromBits = !add(0b0101, 0b0011);
  bit andBits = !and(1, 0);
  bit orBits = !or(0, 1);
  bit notTrue = !not(true);
  int withBitOperand = !add(true, true);
}

class Unresolved<int a, int b> {
  int Add = !add(a, b);
  int Add3 = !add(a, b, 1);
  int Sub = !sub(a, b);
  int Mul = !mul(a, 2);
  int And = !and(a, b, 7);
  int Or = !or(a, b);
  int Xor = !xor(a, 1);
  int Shl = !shl(a, b);
  int Sra = !sra(a, 1);
  int Srl = !srl(a, 1);
  bit Not = !not(a);
  int Partial = !add(a, !mul(3, 4));
}
def U : Unresolved<12, 2>;
