// Name lookup order: a field declared in the body hides a template argument
// of the same name from that point on; a loop variable vs a global def;
// multiclass arguments vs fields; a def name equal to a class name.
class C<int x> {
  int y = x;            // template argument (nothing else named x yet)
  int x = 5;
  int z = x;            // now the field
}
def D : C<3>;

def i { int Val = 100; }
foreach i = [1, 2] in
  def Loop#i {
    int I = i;          // the loop variable, not the def `i`
  }

multiclass M<int Val> {
  def _a {
    int Arg = Val;      // the multiclass argument
  }
}
defm MM : M<7>;

class Same {
  int F = 1;
}
def Same : Same;        // a def may share its name with a class
def UsesSame {
  Same S = Same;        // as a value: the def
}
