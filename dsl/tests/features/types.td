// Every type: bit, bits<n>, int, string, code, list<T>, dag, class types,
// lists of class types, lists of lists, and how each prints when unset
// and when set. Note: `code` is printed as "code" only when the value is a
// [{...}] literal, otherwise as "string".
class Base {
  int B = 1;
}
class Derived : Base;

def BaseDef : Base;
def DerivedDef : Derived;
def op;

def Unset {
  bit b;
  bits<1> b1;
  bits<5> b5;
  bits<64> b64;
  int i;
  string s;
  code c;
  list<int> li;
  list<string> ls;
  list<list<int>> lli;
  list<bits<3>> lb;
  dag d;
  Base r;
  list<Base> lr;
  list<dag> ld;
}

def Set {
  bit b = 1;
  bits<1> b1 = 1;
  bits<5> b5 = 0b10110;
  bits<64> b64 = 0xFFFFFFFFFFFFFFFF;
  int i = -5;
  string s = "str";
  code c = [{ code body }];
  string s_code = [{ a code literal in a string field }];
  code c_str = "a string literal in a code field";
  list<int> li = [1, 2, 3];
  list<string> ls = ["a", "b"];
  list<list<int>> lli = [[1], [], [2, 3]];
  list<bits<3>> lb = [0b101, 7, 0];
  dag d = (op 1, "two");
  Base r = DerivedDef;        // subclass value in a class-typed field
  Base r2 = BaseDef;
  list<Base> lr = [BaseDef, DerivedDef];
  list<dag> ld = [(op), (op op)];
  list<list<string>> lls = [["x", "y"], ["z"]];
  list<list<list<int>>> l3 = [[[1, 2]], [[3], [4]]];
}

// Class-typed template arguments and fields holding subclass values.
class Holder<Base b> {
  Base Held = b;
  int HeldB = b.B;
}
def H1 : Holder<DerivedDef>;
def H2 : Holder<BaseDef>;

// An int field assigned a bits value and a bit value, a bits field
// assigned an int, a bit field assigned an int.
def Conversions {
  int fromBits = 0b1101;
  bit b = 1;
  int fromBit = b;
  bits<4> fromInt = 5;
  bits<8> fromNegative = -1;
  bit bitFromInt = 1;
  bits<2> fromBitsLit = 0b10;
  bits<3> fromExpr = !add(1, 2);
}
