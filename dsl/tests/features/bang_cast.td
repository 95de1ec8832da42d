// !cast: to string from int/bits/bit/string/record, to int from bits and
// bit, to bits from int, to a record class from a string (incl. records
// defined later, resolved lazily in classes), and unresolved forms.
class Base {
  int V = 0;
}
class Derived : Base;
def Early : Base;

def Casts {
  string fromInt = !cast<string>(42);
  string fromNeg = !cast<string>(-7);
  string fromBits = !cast<string>(0b1010);
  string fromBit = !cast<string>(true);
  string fromStr = !cast<string>("same");
  string fromRec = !cast<string>(Early);
  int intFromBits = !cast<int>(0b1010);
  int intFromBit = !cast<int>(1);
  int intFromInt = !cast<int>(5);
  bits<4> bitsFromInt = !cast<bits<4>>(5);
  bit bitFromInt = !cast<bit>(1);
  Base recFromStr = !cast<Base>("Early");
  Base recFromPaste = !cast<Base>("Ea" # "rly");
  int fieldOfCast = !cast<Base>("Early").V;
  list<int> listFromList = !cast<list<int>>([1, 2]);
}

def Later : Derived {
  let V = 9;
}

class ByName<string n> {
  Base R = !cast<Base>(n);
  int RV = !cast<Base>(n).V;
  string S = !cast<string>(R);
  string I = !cast<string>(!size(n));
  Base Self = !cast<Base>(NAME);
}
def BN : ByName<"Later">, Base;

// !cast of a record that is defined after the class but before the def.
class Forward {
  Base F = !cast<Base>("FwdTarget");
}
def FwdTarget : Base {
  let V = 77;
}
def FwdUser : Forward;

// Self reference by name inside a multiclass.
multiclass SelfRef {
  def _a : Base {
    let V = 1;
  }
  def _b {
    Base Sibling = !cast<Base>(NAME # "_a");
    int SiblingV = !cast<Base>(NAME # "_a").V;
  }
}
defm SR : SelfRef;
