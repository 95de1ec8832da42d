// Used by tests/macros.rs: a tiny target read with target!.
include "spillway/Target.td"

def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def GPR : RegisterClass<"Tiny", [i32], 32, (add R2, R1, R0)>;
def ACC : RegisterClass<"Tiny", [i32], 32, (add R0)>;
def CSR_Tiny : CalleeSavedRegs<(add R2)>;

def TinyInstrInfo : InstrInfo;
def Tiny : Target { let InstructionSet = TinyInstrInfo; }
