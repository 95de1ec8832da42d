//===- riscv/InstrInfo.td - RISC-V opcodes Spillway needs -----------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The opcodes Spillway emits or must recognise in LLVM 14 RISC-V MIR, named
// as MIR prints them: copies, spills and reloads per register class (LLVM's
// RISCVInstrInfo::copyPhysReg / storeRegToStackSlot / loadRegFromStackSlot),
// GPR <-> FPR moves for softened spills, calls and terminators. Any other
// opcode is an ordinary instruction to Spillway.
//
// Needs the features and modes of top.td and the classes of
// RegisterInfo.td.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Copies, spills and reloads
//===----------------------------------------------------------------------===//

def ADDI    : MIROpcode {                 // GPR copy: addi rd, rs, 0 (mv)
  let isAsCheapAsAMove = true;
}
def FSGNJ_S : MIROpcode;                   // FPR32 copy: fsgnj.s rd, rs, rs
def FSGNJ_D : MIROpcode;                   // FPR64 copy: fsgnj.d rd, rs, rs

let mayStore = true in {
def SW  : MIROpcode;
def SD  : MIROpcode;                       // RV64 only
def FSW : MIROpcode;
def FSD : MIROpcode;
}
let mayLoad = true in {
def LW  : MIROpcode;
def LD  : MIROpcode;                       // RV64 only
def FLW : MIROpcode;
def FLD : MIROpcode;
}

// XLEN-wide stack access: SW/LW on RV32, SD/LD on RV64.
def StoreXLen : MIROpcodeByHwMode<[RV32, RV64], [SW, SD]> { let mayStore = true; }
def LoadXLen  : MIROpcodeByHwMode<[RV32, RV64], [LW, LD]> { let mayLoad = true; }

// Every class Spillway allocates from that holds spillable values. The
// GPR sub-classes (GPRNoX0, GPRC, ...) copy and spill like GPR, FPR32C like
// FPR32, FPR64C like FPR64.
def GPRSpill : RegClassSpillInfo<GPR,
    ADDI,      "$dst = OP $src, 0",
    StoreXLen, "OP $src, $slot, 0",
    LoadXLen,  "$dst = OP $slot, 0">;

def FPR32Spill : RegClassSpillInfo<FPR32,
    FSGNJ_S, "$dst = OP $src, $src",
    FSW,     "OP $src, $slot, 0",
    FLW,     "$dst = OP $slot, 0">;

def FPR64Spill : RegClassSpillInfo<FPR64,
    FSGNJ_D, "$dst = OP $src, $src",
    FSD,     "OP $src, $slot, 0",
    FLD,     "$dst = OP $slot, 0">;

//===----------------------------------------------------------------------===//
// Moves between GPRs and FPRs (softened spills)
//===----------------------------------------------------------------------===//
// A GPR value spilled to a free FPR instead of the stack:
//   RV64 + D:  $f3_d = FMV_D_X $x12  ...  $x26 = FMV_X_D $f3_d
//   F (RV32):  $f3_f = FMV_W_X $x12  ...  $x26 = FMV_X_W $f3_f
// (a GPR <-> FPR COPY is not valid MIR for LLVM 14; the moves must be
// explicit). On RV64, FMV_W_X/FMV_X_W carry only the low 32 bits, and
// FMV_X_W sign-extends bit 31: only values already sign-extended from 32
// bits (i32 results of W instructions, LW) survive the round trip.
//
// Cost: on LLVM 14's SiFive 7 model (llvm-mca -mcpu=sifive-7-rv64) an fmv
// and a load both have latency 3, but the move needs no memory access, no
// stack slot and no load/store pipe; it is counted as half a stack access.

def FMV_D_X : MIROpcode;
def FMV_X_D : MIROpcode;
def FMV_W_X : MIROpcode;
def FMV_X_W : MIROpcode;

def : CrossClassMove<FMV_D_X, GPR, FPR64, [FeatureStdExtD], [RV64], 64>;
def : CrossClassMove<FMV_X_D, FPR64, GPR, [FeatureStdExtD], [RV64], 64>;
def : CrossClassMove<FMV_W_X, GPR, FPR32, [FeatureStdExtF], [], 32>;
def : CrossClassMove<FMV_X_W, FPR32, GPR, [FeatureStdExtF], [], 32> {
  let SignExtendsResult = true;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//
// A call clobbers every register its register-mask operand does not
// preserve (see CallingConv.td) and defines ra.

let isCall = true, Defs = [X1] in {
def PseudoCALL         : MIROpcode;        // call symbol (auipc + jalr)
def PseudoCALLIndirect : MIROpcode;        // jalr ra, rs, 0
}
// call rd, symbol: links into any register; LLVM 14 marks it a barrier.
def PseudoCALLReg : MIROpcode {
  let isCall = true;
  let isBarrier = true;
}

// Tail calls end the function: calls, returns and terminators at once.
let isCall = true, isTerminator = true, isReturn = true, isBarrier = true,
    Uses = [X2] in {
def PseudoTAIL         : MIROpcode;
def PseudoTAILIndirect : MIROpcode;        // target in GPRTC
}

// The plain jumps: a call when they write ra (jal ra, f / jalr ra, rs),
// a jump or return when they write x0.
let isCallWhenLinking = true in {
def JAL  : MIROpcode;
def JALR : MIROpcode;
}

// Around a call's argument set-up; they adjust sp.
let Defs = [X2], Uses = [X2] in {
def ADJCALLSTACKDOWN : MIROpcode { let isCallFrameSetup = true; }
def ADJCALLSTACKUP   : MIROpcode;
}

//===----------------------------------------------------------------------===//
// Frame lowering
//===----------------------------------------------------------------------===//
// Prologue/epilogue insertion (backend/src/frame) adds constants to sp with
// ADDI (`$dst = ADDI $src, imm`, imm a signed 12-bit value); frame-index
// operands (`%stack.N, imm`) are base + signed 12-bit offset pairs. A
// constant that does not fit is built in a free GPR with LUI + ADDI and
// added with ADD (LLVM's RISCVRegisterInfo::eliminateFrameIndex and
// RISCVFrameLowering::adjustReg do the same):
//   $dst = LUI hi          hi: the upper 20 bits; $dst = hi << 12 (RV64:
//                          sign-extended from bit 31)
//   $dst = ADD $a, $b      then sp + $dst (or base = $dst, offset = low 12)

def LUI : MIROpcode { let isAsCheapAsAMove = true; }
def ADD : MIROpcode;
def ANDI : MIROpcode;

// Stack realignment is `andi sp, sp, -align`; with dynamic allocas as well,
// the realigned sp is kept in s1 (x9), LLVM's RISCVABI::getBPReg().
def RISCVFrameLowering : FrameLoweringOps<ADDI, 12, LUI, 20, ADD> {
  let AndImm = ANDI;
  let BasePointer = X9;
}

//===----------------------------------------------------------------------===//
// Operand rematerialization: instead of reloading a spilled value, the
// spiller may recompute it from registers still holding its operands when
// its opcode is as cheap as a move. ADDI and LUI above are; so are these
// (LLVM's RISCVInstrInfo.td marks the same four isAsCheapAsAMove).
//===----------------------------------------------------------------------===//

def XORI : MIROpcode { let isAsCheapAsAMove = true; }
def ORI  : MIROpcode { let isAsCheapAsAMove = true; }

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

let isReturn = true, isTerminator = true, isBarrier = true in
def PseudoRET : MIROpcode;                 // jalr x0, ra, 0

let isBranch = true, isTerminator = true, isBarrier = true in {
def PseudoBR : MIROpcode;                  // jal x0, bb
let isIndirectBranch = true in
def PseudoBRIND : MIROpcode;               // jalr x0, rs, imm
}

// Conditional branches: terminators that may fall through.
let isBranch = true, isTerminator = true in {
def BEQ  : MIROpcode;
def BNE  : MIROpcode;
def BLT  : MIROpcode;
def BGE  : MIROpcode;
def BLTU : MIROpcode;
def BGEU : MIROpcode;
}
