// defset: collects the defs made inside it (directly, through defm,
// through foreach and in nested defsets) into a global list.
class Reg<int n> {
  int Num = n;
}

multiclass Pair<int n> {
  def _lo : Reg<n>;
  def _hi : Reg<!add(n, 1)>;
}

defset list<Reg> AllRegs = {
  def R0 : Reg<0>;
  def R1 : Reg<1>;
  defm P : Pair<10>;
  foreach i = 2-3 in
    def R#i : Reg<i>;
  defset list<Reg> Inner = {
    def R4 : Reg<4>;
    def : Reg<5>;                 // anonymous defs are collected too
  }
  let Num = 66 in
    def R6 : Reg<6>;
}

defset list<Reg> EmptySet = {}

// A defset of a superclass type collects subclass records.
class Special<int n> : Reg<n>;
defset list<Reg> Mixed = {
  def S0 : Special<100>;
  def N0 : Reg<101>;
}

def Lists {
  list<Reg> All = AllRegs;
  list<Reg> In = Inner;
  list<Reg> E = EmptySet;
  int Count = !size(AllRegs);
  list<int> Nums = !foreach(r, AllRegs, r.Num);
  list<Reg> M = Mixed;
}

// defset nested in foreach and in a multiclass body... defsets cannot be
// inside a multiclass, but foreach and defm can be inside a defset.
defset list<Reg> FromLoop = {
  foreach i = [20, 21] in {
    def L#i : Reg<i>;
    foreach j = 0-1 in
      def L#i#_#j : Reg<!add(i, j)>;
  }
}
def LoopList {
  list<Reg> L = FromLoop;
}
