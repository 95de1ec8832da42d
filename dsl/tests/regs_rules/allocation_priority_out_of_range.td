// Rule: AllocationPriority 64 is out of LLVM 14's range [0,63].
// EXPECT-ERROR: AllocationPriority out of range [0,63]
include "llvm/Target/Target.td"
def II : InstrInfo;
def T : Target { let InstructionSet = II; }
let Namespace = "T" in
foreach i = 0-3 in def R#i : Register<"r"#i>;
def C : RegisterClass<"T", [i32], 32, (add R0, R1)> { let AllocationPriority = 64; }
