// Anonymous records made in loops and multiclasses: anonymous defs in a
// foreach, anonymous instantiations inside loop bodies (one record per
// distinct argument list), nested anonymous instantiations, and anonymous
// instantiations inside multiclass defs.
class R<int v> {
  int V = v;
}
class Box<R r> {
  R Inner = r;
  int InnerV = r.V;
}

foreach i = 0-2 in
  def : R<i>;

foreach i = [5, 6] in {
  def Loop#i {
    R r = R<i>;
    R same = R<5>;                     // R<5> is made only once
  }
}

foreach i = [7, 8] in
  def Nest#i {
    Box b = Box<R<i>>;
    int v = Box<R<!add(i, 100)>>.InnerV;
  }

multiclass MC<int v> {
  def _a {
    Box b = Box<R<v>>;
  }
  def : Box<R<!mul(v, 2)>>;
}
defm M1 : MC<1>;
defm M2 : MC<2>;
def Last : R<99>;
def : R<100>;
