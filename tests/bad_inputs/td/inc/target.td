// A minimal target on Spillway's prelude: one Target, two registers.
include "spillway/Target.td"
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
def sub_lo : SubRegIndex<32>;
def R0 : Register<"r0">;
def R1 : Register<"r1">;
