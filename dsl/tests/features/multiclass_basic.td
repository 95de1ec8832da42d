// multiclass / defm: NAME, name pasting, template arguments, defs with
// and without NAME, records sorted with everything else.
class Inst<string asm, int op> {
  string Asm = asm;
  int Opcode = op;
  string Self = NAME;
}

multiclass ALU<int base> {
  def rr : Inst<"rr", base>;
  def ri : Inst<"ri", !add(base, 1)>;
  def _x : Inst<"x", !add(base, 2)>;
  def NAME#_pasted : Inst<NAME, !add(base, 3)>;
  def X#NAME : Inst<"X" # NAME, !add(base, 4)>;
  def NAME : Inst<"plain", !add(base, 5)>;
  def Pre#NAME#Post : Inst<"pp", !add(base, 6)>;
}

defm ADD : ALU<10>;
defm SUB : ALU<20>;

// Default template argument on a multiclass.
multiclass WithDefault<int a, int b = !mul(a, 2)> {
  def _A : Inst<"a", a>;
  def _B : Inst<"b", b>;
}
defm D1 : WithDefault<1>;
defm D2 : WithDefault<1, 5>;

// A def without NAME inside a multiclass is still prefixed with NAME.
multiclass Implicit {
  def one {
    string n = NAME;
  }
}
defm Imp : Implicit;
