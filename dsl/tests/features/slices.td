// Bit slices `{7-4}`, `{0-3}`, `{5}`, `{0,2,4}` on bits and int values,
// list slices `[1-3]`, `[0,2]`, `[2]`, `[3-1]`, and slices of fields, of
// template arguments (unresolved in classes) and chained suffixes.
def Src {
  bits<8> B = 0b10110100;
  int I = 0x5A;
  list<int> L = [10, 11, 12, 13, 14, 15];
  list<string> S = ["a", "b", "c"];
  list<list<int>> LL = [[1, 2], [3, 4, 5]];
}

def BitSlices {
  bits<4> hi = Src.B{7-4};
  bits<4> lo = Src.B{3-0};
  bits<4> rev = Src.B{0-3};
  bit one = Src.B{5};
  bits<3> pick = Src.B{0, 2, 4};
  bits<4> fromInt = Src.I{7-4};
  bits<2> fromIntLow = Src.I{1-0};
  bits<3> mixed = Src.B{7, 1-0};
  bits<4> literalSlice = 0b1100{3-0};
  bits<2> ofInt = 6{2-1};
}

defvar Seven89 = [7, 8, 9];
def ListSlices {
  list<int> range = Src.L[1-3];
  list<int> pick = Src.L[0, 2];
  int single = Src.L[2];
  list<int> rev = Src.L[3-1];
  list<int> mixed = Src.L[5, 0-1];
  list<int> ellipsis = Src.L[1...2];
  string s = Src.S[1];
  list<string> ss = Src.S[2, 0];
  int nested = Src.LL[1][2];
  list<int> inner = Src.LL[0];
  int indexOfVar = Seven89[1];
}

class Sliced<bits<8> b, list<int> l> {
  bits<4> Hi = b{7-4};
  bit B0 = b{0};
  list<int> First2 = l[0-1];
  int Last = l[2];
}
def SL : Sliced<0xA5, [1, 2, 3]>;

// A slice of a field in the same record (resolved late).
class SelfSlice {
  bits<8> Enc = 0;
  bits<4> EncHi = Enc{7-4};
}
def SS : SelfSlice {
  let Enc = 0xF0;
}
