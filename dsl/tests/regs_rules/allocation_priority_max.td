// Rule: LLVM 14 accepts AllocationPriority in [0,63] (PowerPC's ACCRC and
// AMDGPU's tuple classes use values above 31); see
// allocation_priority_out_of_range.td for 64.
include "llvm/Target/Target.td"
def II : InstrInfo;
def T : Target { let InstructionSet = II; }
let Namespace = "T" in
foreach i = 0-3 in def R#i : Register<"r"#i>;
def Hi : RegisterClass<"T", [i32], 32, (add R0, R1)> { let AllocationPriority = 63; }
def Mid : RegisterClass<"T", [i32], 32, (add R2)> { let AllocationPriority = 32; }
def Lo : RegisterClass<"T", [i32], 32, (add R3, R0)>;
