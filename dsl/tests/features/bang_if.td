// !if: with int/bit/string conditions, every result type, nested, lazily
// evaluated, mixed result types (int vs bits), and unresolved in classes.
class R;
def R1 : R;
def R2 : R;
def op;
def If {
  int i1 = !if(1, 10, 20);
  int i0 = !if(0, 10, 20);
  int iNonZero = !if(42, 1, 2);
  string s = !if(!eq("a", "a"), "yes", "no");
  list<int> l = !if(0, [1], [2, 3]);
  dag d = !if(1, (op 1), (op 2));
  bits<3> b = !if(1, 0b101, 0b010);
  R r = !if(0, R1, R2);
  int nested = !if(0, 1, !if(1, 2, 3));
  string cond = !if(!and(!gt(3, 2), !lt(1, 2)), "both", "not");
  int unsetBranch = !if(1, ?, 5);
  list<string> emptyBranch = !if(1, []<string>, ["x"]);
}

class C<int x, string s = ""> {
  int Max = !if(!gt(x, 10), x, 10);
  string Kind = !if(!eq(s, ""), "default", s);
  bit Flag = !if(x, 1, 0);
  list<int> L = !if(!eq(x, 0), [], [x]);
  int Const = !if(1, 5, x);                  // folded even in a class
  int Nested = !if(!lt(x, 0), -1, !if(!eq(x, 0), 0, 1));
  bits<4> B = !if(x, 0b1111, 0b0000);
}
def C0 : C<0>;
def C5 : C<5, "five">;
def C20 : C<20>;
def Cneg : C<-3>;
