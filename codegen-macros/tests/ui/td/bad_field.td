// Used by tests/ui/target_error_in_file.rs.
include "spillway/Target.td"

def A0 : Register<"a0">;
def GPR : RegisterClass<"T", [i32], 32, (add A0)> {
  let Alignment = "wide";
}
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
