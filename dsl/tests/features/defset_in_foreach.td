// A defset written inside a foreach body is accepted, but the defs of the
// loop body are only created when the loop is instantiated, after the
// defset has closed: the list stays empty. (A defset inside a multiclass is
// a syntax error.)
class Reg<int n> {
  int Num = n;
}
foreach i = 0-1 in {
  defset list<Reg> InLoop = {
    def X#i : Reg<i>;
  }
}
// A defset that contains a foreach collects the loop's defs.
defset list<Reg> AroundLoop = {
  foreach i = 0-1 in {
    def Y#i : Reg<i>;
  }
}
def Check {
  list<Reg> InLoopList = InLoop;
  list<Reg> AroundLoopList = AroundLoop;
}
