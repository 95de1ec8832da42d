// assert statements that pass: at top level, in class bodies (checked per
// instantiation), in def bodies, in multiclasses, in foreach bodies.
// (A failing assert makes llvm-tblgen exit with an error.)
defvar Limit = 10;
assert !lt(5, Limit), "5 must be below the limit";
assert 1, "trivially true";

class Bounded<int v> {
  assert !le(v, Limit), "value " # v # " too large";
  assert !ge(v, 0), "negative value";
  int V = v;
}
def B0 : Bounded<0>;
def B10 : Bounded<10>;

def Plain {
  int X = 3;
  assert !eq(X, 3), "X should be 3";
}

multiclass M<int v> {
  assert !gt(v, 0), "multiclass arg must be positive";
  def _a : Bounded<v>;
  def _b {
    assert !eq(v, v), "always";
    int W = v;
  }
}
defm M5 : M<5>;

foreach i = 0-2 in {
  assert !lt(i, 3), "loop index";
  def L#i : Bounded<i>;
}

// Assert conditions may use strings and record fields.
assert !eq(!strconcat("a", "b"), "ab"), "string equality";
assert !eq(Plain.X, 3), "field access";
assert !empty([]<int>), "empty list";
