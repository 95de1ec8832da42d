// Rule: a def whose name is `?` is anonymous, exactly like a def without a
// name (TGParser: ParseObjectName gives `?` for both). The same for `defm`.
class R<int v> { int V = v; }
multiclass M<int v> { def _a : R<v>; def _b : R<!add(v, 1)>; }
def ? : R<1>;
def Named : R<2>;
def ? { int W = 3; }
def : R<4>;
defm ? : M<5>;
defm : M<7>;
foreach i = [9, 10] in def ? : R<i>;
