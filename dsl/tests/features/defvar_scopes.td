// defvar scoping: a local defvar may shadow a global one; inner scopes
// (nested foreach, record bodies, if bodies, let blocks) see outer
// variables; loop iterators are visible to defvars; a defvar in a class
// body sees globals and earlier local defvars.
defvar X = 1;
defvar Y = "global";

foreach i = [10] in {
  defvar X = 2;                         // shadows the global X
  def Shadow#i {
    int Seen = X;
    string Global = Y;
  }
  foreach j = [20] in {
    defvar X = 3;                       // shadows the outer loop's X
    defvar Sum = !add(i, j, X);
    def Inner#i#_#j {
      int Seen = X;
      int S = Sum;
    }
  }
  def After#i {
    int Seen = X;                       // back to the loop's X
  }
}

def Global {
  int Seen = X;
}

def BodyScope {
  defvar X = 4;
  int Seen = X;
  defvar Z = !mul(X, 10);
  int Z2 = Z;
}

if 1 then {
  defvar X = 5;
  def IfScope {
    int Seen = X;
  }
}

class InClass {
  defvar X = 6;
  defvar W = !add(X, 1);
  int Seen = X;
  int SeenW = W;
}
def IC : InClass;

multiclass MC<int a> {
  defvar X = !add(a, 100);
  def _m {
    int Seen = X;
  }
  foreach k = [1] in {
    defvar X = 7;
    def _k#k {
      int Seen = X;
    }
  }
}
defm M : MC<1>;
