// defvar: top level, in record bodies, in foreach bodies, in multiclasses,
// shadowing rules between scopes, and defvars holding every kind of value.
defvar TopInt = 42;
defvar TopStr = "top";
defvar TopList = [1, 2, 3];
def TopDagOp;
defvar TopDag = (TopDagOp 1, 2);
defvar TopBits = 0b1010;
defvar Derived = !add(TopInt, 1);
defvar Pasted = TopStr # "_" # TopInt;

// In LLVM 14 a defvar in a class body is parsed without the class as
// context: it may use globals and earlier defvars, not template arguments
// or fields.
class C<int a> {
  defvar twice = !mul(TopInt, 2);
  defvar thrice = !add(twice, TopInt);
  int A = a;
  int Twice = twice;
  int Thrice = thrice;
  int Top = TopInt;
}

def UsesTop {
  int i = TopInt;
  string s = TopStr;
  list<int> l = TopList;
  dag g = TopDag;
  int d = Derived;
  string p = Pasted;
  bits<4> b = TopBits;
  int asint = TopBits;
}

def InBody {
  defvar local = !sub(TopInt, 2);
  int L = local;
  defvar local2 = !mul(local, 2);
  int L2 = local2;
}

def C5 : C<5>;

foreach i = 0-2 in {
  defvar sq = !mul(i, i);
  defvar name = "Sq" # i;
  def Sq#i {
    int Square = sq;
    string Name = name;
  }
  foreach j = [10, 20] in {
    defvar s = !add(sq, j);
    def Sum#i#_#j {
      int S = s;
    }
  }
}

multiclass MC<int v> {
  defvar plus = !add(v, 100);
  defvar nm = NAME # "_nm";
  def _a {
    int P = plus;
    string N = nm;
  }
  foreach k = 0-1 in {
    defvar pk = !add(plus, k);
    def _b#k {
      int PK = pk;
    }
  }
}
defm M : MC<1>;

// defvar in a let block scope and in an if body.
class HasExtra {
  int Extra = 0;
}
let Extra = 1 in {
  defvar InLet = 7;
  def WithLet : HasExtra {
    int V = InLet;
  }
}
if !eq(TopInt, 42) then {
  defvar InIf = "if";
  def WithIf {
    string S = InIf;
  }
}
// defvar holding a record reference.
def Target {
  int T = 3;
}
defvar TheTarget = Target;
def UsesRecVar {
  int T = TheTarget.T;
}
