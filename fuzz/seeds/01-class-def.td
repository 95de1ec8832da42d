// Classes with template arguments, defaults, inheritance and let.
class Base<int n, string s = "base"> {
  int N = n;
  string S = s # "_" # n;
  bits<4> B = {1, 0, ?, 1};
  list<int> L = [n, !add(n, 1)];
}
class Derived<int n> : Base<n, "derived"> {
  let N = !mul(n, 2);
  bit Flag = !eq(n, 3);
}
def A : Base<1>;
def B : Derived<3> { let S = "bee"; }
let Flag = 0 in {
  def C : Derived<4>;
  def : Derived<5>;
}
