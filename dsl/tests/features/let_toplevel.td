// Top-level `let ... in`: single statements and braced blocks, nested
// lets, several bindings in one let, inner lets overriding outer ones, lets
// over defm and foreach, and lets of fields that depend on template args.
class C<int v> {
  int A = 0;
  int B = 0;
  string S = "s";
  int Dep = !mul(v, 2);
  int UsesA = !add(A, v);
  list<int> L = [];
}

let A = 1 in
  def L1 : C<1>;

let A = 2, B = 3 in {
  def L2 : C<2>;
  let A = 4 in {
    def L3 : C<3>;
    let S = "inner", B = 5 in
      def L4 : C<4>;
  }
  def L5 : C<5>;
}

// let overriding a field whose class value depends on a template argument.
let Dep = 100 in
  def L6 : C<6>;

// A field that refers to another field sees the let value.
let A = 1000 in
  def L7 : C<7>;

// The body's own let runs after the top-level let.
let A = 1 in
  def L8 : C<8> {
    let A = 2;
  }

multiclass M<int v> {
  def _a : C<v>;
  def _b : C<v> {
    let B = 77;
  }
}
let B = 9, S = "from-let" in
  defm M1 : M<1>;

let L = [1, 2] in
foreach i = 0-1 in
  def F#i : C<i>;

let S = "outer" in {
  let S = "middle" in {
    let S = "innermost" in
      def Deep : C<0>;
    def Middle : C<0>;
  }
  def Outer : C<0>;
}

// let inside a multiclass body applies to the defs it encloses.
multiclass WithLet<int v> {
  let A = v in {
    def _x : C<v>;
    let B = !add(v, 1) in
      def _y : C<v>;
  }
}
defm W : WithLet<50>;

// A let value may use a defvar and an expression.
defvar Base = 10;
let A = !mul(Base, 3) in
  def Expr : C<0>;
