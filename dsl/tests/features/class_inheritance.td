// Multiple inheritance, let overrides in bodies, field order and the
// superclass list printed after the record name.
class A {
  int a = 1;
  int shared = 10;
}
class B {
  int b = 2;
  string name = "B";
}
class C<int v> : A {
  int c = v;
  let a = !add(v, 100);
}
class D<int v> : C<v>, B {
  int d = !mul(v, 2);
  let name = "D";
}

def X : A, B;
def Y : B, A {
  let shared = 20;
  let name = "Y";
  int y = 5;
}
def Z : D<3>;
def W : D<4> {
  let a = 0;
  let b = 99;
}
def V : C<1>, B {
  let c = 42;
  let a = 43;
}
class E : D<5> {
  let d = 0;
  int e = d;
}
def U : E;
// Inheriting from a class that inherits from a class with arguments.
class F<string s> : E {
  let name = s;
}
def T : F<"tee">;
