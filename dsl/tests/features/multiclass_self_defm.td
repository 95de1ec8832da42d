// A multiclass may instantiate itself: TGParser registers a multiclass
// before it parses its parents and body, so a `defm` (or a parent reference)
// naming the multiclass being defined instantiates the entries collected so
// far: none for the first statement, not those of an unfinished `foreach`,
// and not the ones that `defm` itself adds. Template arguments passed to it
// may refer to the outer ones.
class C<int v> { int V = v; }

multiclass Regs<int n> {
  defm Y : Regs<5>;
  def _a : C<n>;
  def _b : C<!add(n, 1)>;
  defm X : Regs<!mul(n, 10)>;
  foreach i = [1, 2] in {
    def _l#i : C<!add(n, i)>;
    defm Z#i : Regs<i>;
  }
  defm W : Regs<7>;
  def _c : C<!add(n, 2)>;
}

defm T : Regs<1>;

// As a parent it has no entries yet: nothing is added.
multiclass Both<int n> : Both<!add(n, 100)> {
  def _d : C<n>;
}
defm U : Both<3>;
