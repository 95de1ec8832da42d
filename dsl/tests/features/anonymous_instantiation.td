// Anonymous class instantiation `Foo<...>` used as a value: it creates an
// anonymous record (numbered together with anonymous defs), can be used as
// a field value, and its fields can be accessed (`Foo<1>.x`).
class Foo<int v> {
  int x = v;
  int y = !mul(v, 10);
}
class Holder<Foo f> {
  Foo F = f;
  int FX = f.x;
}
class Pair<Foo a, Foo b> {
  Foo A = a;
  Foo B = b;
}

def : Foo<100>;                  // anonymous_0
def UsesField {
  int a = Foo<1>.x;              // instantiates anonymous_1
  int b = Foo<2>.y;
  Foo f = Foo<3>;
  list<Foo> l = [Foo<4>, Foo<5>];
}
def H : Holder<Foo<6>>;
def HH : Pair<Foo<7>, Foo<8>>;
// The same arguments instantiate the same anonymous record only once.
def Same1 {
  Foo f = Foo<3>;
}
def : Foo<200>;
// Nested: an anonymous instantiation whose argument is another one.
class Wrap<Foo f> {
  Foo Inner = f;
  int InnerX = f.x;
}
def Nested {
  Wrap w = Wrap<Foo<9>>;
  int x = Wrap<Foo<10>>.InnerX;
}
