// Rule: the encoding table reads HWEncoding bit by bit and counts every bit
// that is not 0 or 1 (`?`) as 0 (Hexagon's `def USR_OVF : Rc<?, "usr.ovf">`
// leaves `HWEncoding{4-0}` unset).
include "llvm/Target/Target.td"
def II : InstrInfo;
def T : Target { let InstructionSet = II; }
class R5<bits<5> num, string n> : Register<n> { let HWEncoding{4-0} = num; }
let Namespace = "T" in {
def A : R5<3, "a">;
def B : R5<?, "b">;
def C : R5<{1, ?, 0, ?, 1}, "c">;
def D : Register<"d"> { let HWEncoding{15} = 1; let HWEncoding{3-0} = ?; }
}
def GPR : RegisterClass<"T", [i32], 32, (add A, B, C, D)>;
