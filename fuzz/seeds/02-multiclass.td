// multiclass / defm / defvar / foreach / NAME.
class Reg<string n, int enc> {
  string AsmName = n;
  bits<5> Encoding = enc;
}
multiclass Pair<int base> {
  def _lo : Reg<NAME # "lo", base>;
  def _hi : Reg<NAME # "hi", !add(base, 1)>;
}
defm P0 : Pair<0>;
defm P2 : Pair<2>;
defvar Names = ["a", "b", "c"];
foreach i = 0...3 in
  def X#i : Reg<"x"#i, i>;
foreach n = Names in
  def N_#n : Reg<n, 7>;
