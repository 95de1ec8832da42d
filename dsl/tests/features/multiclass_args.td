// Multiclass template arguments: every type, defaults that use earlier
// arguments, NAME and arguments passed on to class template arguments and
// to nested defms, and arguments pasted into def names.
class Inst<string mnemonic, int opc, list<int> ops = []> {
  string Mnemonic = mnemonic;
  int Opcode = opc;
  list<int> Ops = ops;
}
def GPR;
def ins;

multiclass Arith<string mn, int base, int step = 1,
                 string asm = mn # ".w", list<int> ops = [base, step],
                 dag pat = (ins GPR:$a)> {
  def _rr : Inst<mn, base, ops>;
  def _ri : Inst<asm, !add(base, step)>;
  def _#mn : Inst<NAME, !mul(base, 2)>;
  def _pat {
    dag Pattern = pat;
    string Which = NAME # ":" # mn;
  }
}
defm ADD : Arith<"add", 10>;
defm SUB : Arith<"sub", 20, 5, "subtract", [1]>;

multiclass Wrapper<string mn, int base> {
  defm W : Arith<mn, base, 2>;
  defm NAME#_again : Arith<!strconcat(mn, "2"), !add(base, 1)>;
}
defm MUL : Wrapper<"mul", 30>;

// A bits argument and a record argument.
multiclass Enc<bits<4> op, Inst proto> {
  def _e {
    bits<8> Encoding = {op, 0b0000};
    string From = proto.Mnemonic;
  }
}
defm XOR : Enc<0b1100, ADD_rr>;
