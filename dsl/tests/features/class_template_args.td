// Classes with template arguments, default values, defaults that refer to
// earlier arguments, and every template-argument type.
class NoArgs {
  int A = 1;
}

class Point<int x, int y> {
  int X = x;
  int Y = y;
}

class WithDefaults<int a, int b = 7, string s = "dflt", bit f = 1> {
  int A = a;
  int B = b;
  string S = s;
  bit F = f;
}

class EarlierArgs<int a, int b = !add(a, 1), int c = !mul(b, 2),
                  string n = "n" # a # "_" # c> {
  int A = a;
  int B = b;
  int C = c;
  string N = n;
}

def ops;
class Empty;
class TypesArgs<bit b, bits<3> bs, int i, string s, code c, list<int> l,
                dag d, Empty e, list<Empty> le> {
  bit B = b;
  bits<3> BS = bs;
  int I = i;
  string S = s;
  code C = c;
  list<int> L = l;
  dag D = d;
  Empty E = e;
  list<Empty> LE = le;
}

class WithDefaultsAll<list<int> l = [1, 2], dag d = (ops), bits<2> bs = 0b10,
                      code c = [{ default code }]>;

def NoArgsDef : NoArgs;
def P : Point<1, -2>;
def W1 : WithDefaults<1>;
def W2 : WithDefaults<1, 2>;
def W3 : WithDefaults<1, 2, "three">;
def W4 : WithDefaults<1, 2, "four", 0>;
def E1 : EarlierArgs<3>;
def E2 : EarlierArgs<3, 10>;
def E3 : EarlierArgs<3, 10, 100>;
def E4 : EarlierArgs<3, 10, 100, "explicit">;
def AnEmpty : Empty;
def T : TypesArgs<1, 0b101, 42, "str", [{ code }], [1, 2, 3], (ops 1, "x"),
                  AnEmpty, [AnEmpty, AnEmpty]>;
def WD : WithDefaultsAll;
def WD2 : WithDefaultsAll<[], (ops ops), 1>;
