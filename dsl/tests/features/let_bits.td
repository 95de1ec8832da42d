// Bit-range lets: `let X{3-0} = ...` in bodies and `let X<3-0> = ...` at
// top level, single bits, lists of ranges, descending and ascending ranges,
// and ints/bits values of different sizes.
class Enc {
  bits<8> Inst = 0;
  bits<16> Wide;
  bits<4> Partial;
  bit One;
}

def B1 : Enc {
  let Inst{3-0} = 0b1010;
  let Inst{7} = 1;
}
def B2 : Enc {
  let Inst{7-4} = 0xF;
  let Inst{0} = 1;
  let Wide{15-8} = 0xAB;
}
def B3 : Enc {
  let Inst{0-3} = 0b0011;      // ascending range: bit 0 gets the MSB
  let Partial{1} = 1;
  let Partial{2} = 0;
}
def B4 : Enc {
  let Inst{7-6, 1-0} = 0b1101;
  let Wide{0, 2, 4} = 0b111;
  let One = 1;
}
def B5 : Enc {
  let Inst = 0xFF;
  let Inst{3-0} = 0;           // later let overrides part of it
}

let Inst<3-0> = 0b1001 in
  def T2 : Enc;

let Inst<7-4> = 0b1100, Wide<3-0> = 5 in {
  def T3 : Enc;
  let Inst<0> = 1 in
    def T4 : Enc;
}

let Partial<3, 1> = 0b11 in
  def T5 : Enc;

// Bit lets on fields whose bits come from template arguments.
class Op<bits<4> op> : Enc {
  let Inst{3-0} = op;
  let Inst{7-4} = !add(op, 1);
}
def O1 : Op<0b0101>;
let Inst<7> = 0 in
  def O2 : Op<0b0111>;

// A bit let referring to another field, resolved late.
class FieldRef : Enc {
  bits<4> Src = 0b0110;
  let Inst{3-0} = Src;
}
def F1 : FieldRef;
def F2 : FieldRef {
  let Src = 0b1001;
}
