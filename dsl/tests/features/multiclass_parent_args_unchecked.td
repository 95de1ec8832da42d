// Rule: the arguments of a multiclass's parent list (`multiclass N :
// M<args>`) are parsed with the argument types as expected types but not
// checked or cast (TGParser's ParseSubMultiClassReference has no
// CheckTemplateArgValues): ARM's SUDOTLane passes `null_frag` for a `dag`
// argument, and it ends up inside a dag. `defm` and class references do
// check (see errors/).
def ops;
class SDPatternOperator;
def null_frag : SDPatternOperator;
class C<dag d> { dag D = d; }

multiclass Q<dag d, bits<4> b, list<int> l> {
  def _a : C<(ops d, b)> {
    string S = !cast<string>(b);
    bits<4> B = b;
    list<int> L = l;
  }
}
multiclass N : Q<null_frag, 5, []>;
multiclass P<SDPatternOperator p> : Q<p, 0b0011, [1, 2]>;
defm n : N;
defm p : P<null_frag>;
defm q : Q<(ops), 5, []>;
