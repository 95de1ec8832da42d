// Rule: a sub-register index LLVM synthesizes as the concatenation of
// others (`getConcatSubRegIndex`) has the 16-bit sum of their sizes, an
// unknown size (0xffff) included: 64 + 0xffff wraps to 63. Its offset is
// the first part's when every part starts where the previous one ends
// (compared without wrapping), else unknown. AArch64's tuples of SVE
// registers with `SubRegIndex<128, -1>` make `dsub_zsub1_then_dsub`.
include "llvm/Target/Target.td"
def II : InstrInfo;
def T : Target { let InstructionSet = II; }

let Namespace = "T" in {
def dsub : SubRegIndex<64>;
def zsub : SubRegIndex<128>;
def dsub0 : SubRegIndex<64>;
def dsub1 : SubRegIndex<64, 64>;
def qsub0 : SubRegIndex<128>;
def qsub1 : SubRegIndex<128, 128>;
def zsub0 : SubRegIndex<128, -1>;
def zsub1 : SubRegIndex<128, -1>;
foreach i = 0-3 in {
  def D#i : Register<"d"#i>;
  let SubRegIndices = [dsub] in
  def Q#i : Register<"q"#i> { let SubRegs = [!cast<Register>("D"#i)]; }
  let SubRegIndices = [zsub] in
  def Z#i : Register<"z"#i> { let SubRegs = [!cast<Register>("Q"#i)]; }
}
}
def DPR : RegisterClass<"T", [i64], 64, (sequence "D%u", 0, 3)>;
def QPR : RegisterClass<"T", [v2i64], 128, (sequence "Q%u", 0, 3)>;
def ZPR : RegisterClass<"T", [v2i64], 128, (sequence "Z%u", 0, 3)>;
def DD : RegisterTuples<[dsub0, dsub1], [(rotl DPR, 0), (rotl DPR, 1)]>;
def QQ : RegisterTuples<[qsub0, qsub1], [(rotl QPR, 0), (rotl QPR, 1)]>;
def ZZ : RegisterTuples<[zsub0, zsub1], [(rotl ZPR, 0), (rotl ZPR, 1)]>;
def DDR : RegisterClass<"T", [v2i64], 128, (add DD)>;
def QQR : RegisterClass<"T", [v4i64], 256, (add QQ)>;
def ZZR : RegisterClass<"T", [v4i64], 256, (add ZZ)>;
