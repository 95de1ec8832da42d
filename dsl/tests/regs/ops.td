// Synthetic target for dsl/tests/register_info.rs: every set operator,
// sequence strides, AltOrders, RegisterTuples, ad hoc aliases, a
// non-allocatable class, HwMode sizes and callee-saved lists with
// OtherPreserved. Compared live with llvm-tblgen -gen-register-info.
include "llvm/Target/Target.td"
def MyInstrInfo : InstrInfo;
let Namespace = "T" in {
foreach i = 0-15 in def R#i : Register<"r"#i>, DwarfRegNum<[i]>;
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
}
let Namespace = "T" in {
def FLAGS : Register<"flags">;
def ALIASED : Register<"aliased"> { let Aliases = [R0, R1]; }
}
def M64 : HwMode<"+m64">;
def Pairs : RegisterTuples<[lo, hi], [(add (sequence "R%u", 0, 15, 2)), (add (sequence "R%u", 1, 15, 2))]>;
def AllR : RegisterClass<"T", [i32], 32, (add (sequence "R%u", 15, 0))>;
def ShlR : RegisterClass<"T", [i32], 32, (shl AllR, 3)>;
def RotlR : RegisterClass<"T", [i32], 32, (rotl (sequence "R%u", 0, 5), 2)>;
def RotrR : RegisterClass<"T", [i32], 32, (rotr (sequence "R%u", 0, 5), 2)>;
def TruncR : RegisterClass<"T", [i32], 32, (trunc AllR, 5)>;
def DecR : RegisterClass<"T", [i32], 32, (decimate (sequence "R%u", 0, 15), 3)>;
def IntR : RegisterClass<"T", [i32], 32, (interleave (sequence "R%u", 0, 3), (sequence "R%u", 8, 13))>;
def AndR : RegisterClass<"T", [i32], 32, (and AllR, (sequence "R%u", 4, 9))>;
def SubR : RegisterClass<"T", [i32], 32, (sub AllR, R3, (sequence "R%u", 10, 12))>;
def StrideR : RegisterClass<"T", [i32], 32, (add (sequence "R%u", 1, 9, 4))> { let AltOrders = [(rotl StrideR, 1)]; }
def PairR : RegisterClass<"T", [i64], 64, (add Pairs)>;
def Special : RegisterClass<"T", [i32], 32, (add FLAGS, ALIASED)> { let isAllocatable = 0; }
def Wide : RegisterClass<"T", [i32], 32, (add R0, R1, R2, R3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def CSR_A : CalleeSavedRegs<(add R4, R5, (sequence "R%u", 8, 9))>;
def CSR_B : CalleeSavedRegs<(add CSR_A, R1)> { let OtherPreserved = (add R2, R3); }
def T : Target { let InstructionSet = MyInstrInfo; }
