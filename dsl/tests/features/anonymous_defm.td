// Anonymous defm and anonymous defs inside multiclasses: how the
// anonymous_N numbers are shared between anonymous defs, anonymous defms,
// anonymous defs inside multiclasses and anonymous class instantiations.
class R<int v> {
  int V = v;
  string N = NAME;
}

multiclass M<int v> {
  def _a : R<v>;
  def : R<!add(v, 1)>;              // anonymous def inside a multiclass
  def : R<!add(v, 2)>;
}

def : R<0>;
defm : M<10>;
def : R<1>;
defm Named : M<20>;
defm : M<30>;
def X {
  R r = R<99>;                     // anonymous instantiation
}
def : R<2>;

multiclass UsesAnonInst<int v> {
  def _u {
    R r = R<v>;
    int rv = R<!add(v, 1000)>.V;
  }
}
defm U : UsesAnonInst<5>;
defm : UsesAnonInst<6>;
