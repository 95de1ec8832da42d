// foreach inside multiclasses (over template arguments, nested, with
// defvar and defm inside), and defm inside a top-level foreach.
class R<int v> {
  int V = v;
  string N = NAME;
}

multiclass Regs<int n, list<string> names> {
  foreach i = 0-1 in
    def _r#i : R<!add(n, i)>;
  foreach s = names in {
    defvar idx = !find(!interleave(names, ""), s);
    def _#s : R<idx>;
  }
  foreach i = [1, 2] in
    foreach j = [3, 4] in
      def _n#i#j : R<!mul(i, j)>;
}

defm X : Regs<10, ["a", "bb"]>;

multiclass Inner<int v> {
  def _in : R<v>;
}
multiclass LoopDefm<list<int> vals> {
  foreach v = vals in
    defm _v#v : Inner<v>;
}
defm Y : LoopDefm<[7, 8]>;

foreach i = 0-1 in
  defm Z#i : Inner<i>;

foreach i = 0-1 in {
  defm W#i : Regs<i, ["q"]>;
}

// Iterating over a template argument list of records.
def A : R<100>;
def B : R<200>;
multiclass OverRecs<list<R> rs> {
  foreach r = rs in
    def _#r : R<!add(r.V, 1)>;
}
defm O : OverRecs<[A, B]>;
