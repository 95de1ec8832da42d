// bits with unset and partially set bits, bits built from `{...}` lists
// of bits/fields/slices, int <-> bits conversions, and bits initialized
// from template args (printed bit by bit in classes).
class Enc<bits<4> op> {
  bits<8> Inst;
  let Inst{0} = 1;
  let Inst{7-4} = op;
  bits<4> Imm;
  bits<8> Composed = {Imm, 0b10, ?, 1};
  bits<3> FromBitList = {1, 0, 1};
  bits<2> OneUnset = {?, 1};
}
def E1 : Enc<0b1001>;
def E2 : Enc<0b0110> {
  let Imm = 0b1111;
}
def E3 : Enc<0b0000> {
  let Imm{1} = 1;
  let Inst{2-1} = 0b11;
}

def Conv {
  bits<8> fromInt = 200;
  bits<8> fromNegInt = -56;
  int fromBits = { 1, 1, 0, 0, 1, 0, 0, 0 };
  bits<4> fromIntExpr = !add(5, 5);
  bits<2> fromBitsSlice = fromInt{7-6};
  int fromSlice = fromInt{3-0};
  bits<16> fromHexInt = 0xBEEF;
  bit fromBitsOfInt = fromInt{3};
  bits<1> oneBit = 1;
  bits<4> fromSingleBits = { fromBitsOfInt, fromBitsOfInt, 0, 1 };
}

// A bits field filled with bits of other fields, resolved late.
class Late {
  bits<2> Lo = 0;
  bits<2> Hi = 0;
  bits<4> All = {Hi, Lo};
}
def LateDef : Late {
  let Lo = 0b01;
  let Hi = 0b10;
}

// An int template argument converted to bits.
class FromIntArg<int v> {
  bits<4> B = v;
  int Back = B;
}
def FI : FromIntArg<11>;
