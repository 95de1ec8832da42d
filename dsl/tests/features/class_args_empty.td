// `Class<>`: an empty template-argument list (every argument defaulted),
// in a value, a parent class list, a defm and a multiclass parent list
// (AArch64's `MatrixTileListAsmOperand<>`).
class Foo<int a = 1, string s = "x"> {
  int A = a;
  string S = s;
}
class NoArgs { int z = 3; }
class Wrap<Foo f = Foo<>> { Foo F = f; int FA = f.A; }

def d1 { Foo f = Foo<>; }
def d2 : Foo<>;
def d3 : NoArgs<>, Foo< >;
def d4 { int q = Foo<>.A; NoArgs n = NoArgs<>; }
def d5 : Wrap<>;
defvar v = Foo<>;
def d6 { string s = v.S; }

multiclass M<int x = 5> { def _a : Foo<x>; }
multiclass N : M<> { def _b : Foo<>; }
defm m : M<>;
defm n : N<>;
defm o : M<>, NoArgs<>;
