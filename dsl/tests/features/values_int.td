// Integer literals: decimal, hex, binary, negative, large values, and
// binary literals assigned to bits (the width must match exactly; an int
// literal may be narrower than the bits),
// and to ints. A 0b literal inside list<int> stays a bits value.
def Ints {
  int zero = 0;
  int dec = 12345;
  int neg = -42;
  int plus = +7;
  int hex = 0x1F;
  int hexUpper = 0xAB;
  int hexMixed = 0xDeadBeef;
  int bin = 0b1011;
  int binLeadingZeros = 0b00001;
  int big = 9223372036854775807;
  int bigNeg = -9223372036854775807;
  int hexBig = 0x7FFFFFFFFFFFFFFF;
  int hexAllOnes = 0xFFFFFFFFFFFFFFFF;
}

def BitsFromLiterals {
  bits<4> exact = 0b1010;
  bits<8> wider = 0b00001010;
  bits<4> leadingZeros = 0b0001;
  bits<3> fromHex = 0x5;
  bits<4> fromDec = 9;
  bits<16> fromNegDec = -2;
  bits<1> single = 0b1;
  bits<6> zeroWidthBin = 0b000000;
  bit bitFromBin = 0b1;
  bit bitFromInt = 0;
}

// Binary literals are "bits" values: a paste or !cast<string> of a 0b
// literal shows how it is kept.
def BinaryAsValue {
  int i = 0b111;
  string s = !cast<string>(0b111);
  string h = !cast<string>(0x10);
  list<int> l = [0b1, 0x2, 3];
}
