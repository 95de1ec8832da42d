// A miniature register description, in the style of LLVM's Target.td.
class RegisterClass<list<int> types, int align, dag regs> {
  list<int> RegTypes = types;
  int Alignment = align;
  dag MemberList = regs;
}
class Register<string n, list<string> alt = []> {
  string AsmName = n;
  list<string> AltNames = alt;
  list<Register> SubRegs = [];
  int CostPerUse = 0;
  bits<16> HWEncoding = 0;
}
def add;
def sequence;
let CostPerUse = 1 in
foreach i = 0...7 in {
  def R#i : Register<"r"#i, ["a"#i]> { let HWEncoding{2-0} = i; }
}
def SP : Register<"sp">;
def GPR : RegisterClass<[32, 64], 32, (add (sequence "R%u", 0, 7), SP)>;
defvar RegList = [R0, R1, SP];
def First { Register Reg = !head(RegList); string Name = Reg.AsmName; }
