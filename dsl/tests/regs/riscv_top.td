// The RISC-V register files of LLVM 14 without the instructions, for the
// register-info and print-records tests when ../shared/td/riscv is absent
// (read with -I <llvm>/include -I <llvm>/lib/Target/RISCV, the sources
// scripts/llvm-src.sh fetches). Like RISCV.td it defines the 64-bit
// feature and the RV64 hardware mode (RV32 is the default mode), includes
// the system operands (VLENB's DwarfRegNum reads SysRegVLENB.Encoding), the
// registers and the callee-saved lists, and names the target RISCV.
include "llvm/Target/Target.td"

def Feature64Bit
    : SubtargetFeature<"64bit", "HasRV64", "true", "Implements RV64">;

defvar RV32 = DefaultMode;
def RV64 : HwMode<"+64bit">;

include "RISCVSystemOperands.td"
include "RISCVRegisterInfo.td"
include "RISCVCallingConv.td"

def RISCVInstrInfo : InstrInfo;

def RISCV : Target {
  let InstructionSet = RISCVInstrInfo;
}
