include "target.td"
def T2 : Target { let InstructionSet = TInstrInfo; }
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
