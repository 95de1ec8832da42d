// How unresolved values print in class bodies: template args (Class:arg),
// multiclass-independent NAME (Class:NAME), fields, anonymous class
// instantiations with unresolved args, field access on them, list/bit
// slices of args, !cast wrappers added by type conversion, and values
// that fold even inside a class.
class Foo<int v> {
  int X = v;
}
class Bar<string s, int n, list<int> l, Foo f, dag d, bits<4> b> {
  Foo Inst = Foo<n>;
  int InstX = Foo<n>.X;
  Foo Const = Foo<5>;                   // concrete: made at once
  int FieldX = f.X;
  int Elem = l[1];
  list<int> Sub = l[0-1];
  bit B2 = b{2};
  bits<2> BHi = b{3-2};
  string Str = s # n;
  int Len = !size(s);
  list<string> LS = [s, "lit"];
  dag D2 = (d n, s:$name);
  int FromBits = b;
  bits<4> FromInt = n;
  string Cond = !if(!eq(n, 0), s, "x");
  list<Foo> Foos = [f, Foo<n>];
  int Empty = !empty(l);
  int Folded = !add(1, 2);
  string FoldedStr = "a" # "b";
}
def d_op;
def B : Bar<"str", 3, [7, 8, 9], Foo<1>, (d_op), 0b1010>;

// Fields referring to other fields in the same class.
class Self {
  int A = 1;
  int B = A;
  int C = !add(A, B);
  list<int> L = [A, B, C];
  string S = !cast<string>(C);
}
