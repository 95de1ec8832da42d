// Used by tests/ui/target_include_not_found.rs.
include "spillway/Target.td"
include "NotThere.td"

def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
