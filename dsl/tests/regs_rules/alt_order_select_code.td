// Rule: AltOrderSelect is C++ that llvm-tblgen copies into its output as
// written (X86's `return MF.getSubtarget<X86Subtarget>().is64Bit();`); the
// alternative orders are tables, also of the classes LLVM synthesizes
// (their orders are the super-class's orders filtered to their members).
// Spillway keeps the code as text and allocates from the default order;
// a constant `return k;` picks order k.
include "llvm/Target/Target.td"
def II : InstrInfo;
def T : Target { let InstructionSet = II; }
def lo : SubRegIndex<16>;
let Namespace = "T" in {
foreach i = 0-7 in def H#i : Register<"h"#i>;
let SubRegIndices = [lo] in
foreach i = 0-7 in def R#i : Register<"r"#i> { let SubRegs = [!cast<Register>("H"#i)]; }
}
def GR : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 7)> {
  let AltOrders = [(sub GR, R6, R7), (rotl GR, 3)];
  let AltOrderSelect = [{
    return MF.getSubtarget<TSubtarget>().useSmallSet() ? 1 : 2;
  }];
}
def GRLow : RegisterClass<"T", [i32], 32, (sequence "R%u", 0, 3)> {
  let AltOrders = [(rotr GRLow, 1)];
  let AltOrderSelect = [{ return 1; }];
}
def HR : RegisterClass<"T", [i16], 16, (sequence "H%u", 0, 7)> {
  let AltOrders = [(add H7, H6)];
  let AltOrderSelect = [{return isSmall(MF);}];
}
def GRX : RegisterClass<"T", [i32], 32, (add R1, R3, R5, R7, H0)>;
// An empty alternative order (ARM's hGPR_and_tcGPR gets one by filtering).
def GRE : RegisterClass<"T", [i32], 32, (add R0, R1)> {
  let AltOrders = [(sub GRE, R0, R1), (add R1)];
  let AltOrderSelect = [{ return isThumb1(MF) ? 1 : 0; }];
}
