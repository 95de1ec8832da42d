// Late binding: fields that reference other fields see the final value
// after lets in derived classes, in def bodies and top-level lets; chains
// of references; references to fields declared in a superclass.
class Base {
  int Size = 4;
  int Bytes = !mul(Size, 8);
  string Name = "base";
  string Desc = "(" # Name # ")";
  list<int> Sizes = [Size, Bytes];
  bits<8> Enc = 0;
  bit TopBit = Enc{7};
}

class Derived : Base {
  let Size = 8;
}
class MoreDerived : Derived {
  let Name = "more";
  int Chain = !add(Bytes, 1);      // refers to a field that refers to another
}

def B : Base;
def D : Derived;
def M : MoreDerived;
def M2 : MoreDerived {
  let Size = 1;
  let Enc = 0x80;
}
let Size = 2, Name = "top" in
  def T : MoreDerived;

// A class template argument used in a field that a def overrides.
class Param<int n> {
  int N = n;
  int Twice = !mul(N, 2);
}
def P1 : Param<3>;
def P2 : Param<3> {
  let N = 10;
}

// Multiple parents: a field from the second parent overrides what the
// first parent's expression sees.
class HasWidth {
  int Width = 1;
}
class UsesWidth {
  int Width = 0;
  int Mask = !sub(!shl(1, Width), 1);
}
class Wide {
  int Width = 16;
}
def W : UsesWidth, Wide;

// Field referencing another record's field, which itself is late bound.
def Ref {
  int FromM2 = M2.Bytes;
  string FromT = T.Desc;
}
