// if/then/else statements: at top level, nested, without else, with
// braced and single-statement bodies, in foreach and in multiclasses.
class R<int v> {
  int V = v;
}
defvar Flag = 1;

if Flag then
  def TopThen : R<1>;

if !not(Flag) then
  def TopNotMade : R<0>;
else
  def TopElse : R<2>;

if 0 then {
  def NotMade1;
  def NotMade2;
} else {
  def ElseBlock1 : R<3>;
  if 1 then {
    def NestedThen : R<4>;
  } else {
    def NestedNotMade;
  }
}

foreach i = 0-5 in {
  if !eq(!and(i, 1), 0) then
    def Even#i : R<i>;
  else if !eq(i, 3) then
    def Three#i : R<i>;
  else
    def Odd#i : R<i>;
}

multiclass M<int v, bit extra> {
  def _base : R<v>;
  if extra then {
    def _extra : R<!add(v, 1)>;
  }
  if !gt(v, 10) then
    def _big : R<v>;
  else
    def _small : R<v>;
  foreach i = [1, 2] in
    if !eq(i, v) then
      def _match#i : R<i>;
}
defm A : M<1, 0>;
defm B : M<20, 1>;
defm C : M<2, 1>;

// The condition may be any int/bit-valued expression, incl. a string
// comparison and a record field.
def Cfg {
  bit Enabled = 1;
  string Kind = "fast";
}
if Cfg.Enabled then
  def FromField;
if !eq(Cfg.Kind, "fast") then
  def FastKind;
if 5 then              // nonzero int is true
  def IntCond;
