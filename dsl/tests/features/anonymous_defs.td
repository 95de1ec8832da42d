// Anonymous defs (`def : Foo;`) are named anonymous_N; N counts up across
// the whole file, shared with anonymous class instantiations and
// anonymous defms. Names sort as strings (anonymous_10 < anonymous_2).
class Foo<int v> {
  int V = v;
}
def : Foo<0>;
def : Foo<1>;
def Named : Foo<2>;
def : Foo<3> {
  int Extra = 3;
}
def : Foo<4>;
def : Foo<5>;
def : Foo<6>;
def : Foo<7>;
def : Foo<8>;
def : Foo<9>;
def : Foo<10>;
def : Foo<11>;
// An anonymous def without parents.
def {
  int Bare = 1;
}
