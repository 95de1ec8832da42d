//===- aarch64/InstrInfo.td - AArch64 opcodes Spillway needs --------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The opcodes Spillway emits or must recognise in LLVM 14 AArch64 MIR,
// named as MIR prints them: copies, spills and reloads per register class
// (what LLVM's AArch64InstrInfo::copyPhysReg, storeRegToStackSlot and
// loadRegFromStackSlot build; checked against llc-14 -stop-after=greedy and
// -stop-after=postrapseudos), GPR <-> FPR moves for softened spills, calls,
// returns and terminators, and the opcodes LLVM marks isAsCheapAsAMove.
// The flags, implicit defs and uses are LLVM 14's (AArch64InstrInfo.td).
// Any other opcode is an ordinary instruction to Spillway.
//
// What the prelude cannot express yet: copies through super-registers
// (FPR16, FPR8 and the tuples use the generic COPY, see below).
//
// Needs the features of top.td and the classes of RegisterInfo.td.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Copies, spills and reloads
//===----------------------------------------------------------------------===//
// Copies as copyPhysReg writes them for the registers an allocator hands
// out (a copy from or to sp is `ADDXri $src, 0, 0` instead; sp is never
// allocated):
//   GPR64:  $x1 = ORRXrr $xzr, $x0      (mov x1, x0)
//   GPR32:  $w1 = ORRWrr $wzr, $w0      (mov w1, w0)
//   FPR64:  $d1 = FMOVDr $d0
//   FPR32:  $s1 = FMOVSr $s0
//   FPR128: $q1 = ORRv16i8 $q0, $q0     (with NEON, which clang always enables)
// FPR16 and FPR8 registers are copied by an FMOVSr of their S
// super-registers, and tuples by one ORRv8i8/ORRv16i8 per member: neither
// is expressible as a form on $dst/$src, so those classes use the generic
// COPY, which llc expands after prologue/epilogue insertion
// (ExpandPostRAPseudos calls the same copyPhysReg).
let isAsCheapAsAMove = true in {
def ORRXrr : MIROpcode;
def ORRWrr : MIROpcode;
}
def FMOVDr   : MIROpcode;
def FMOVSr   : MIROpcode;
def ORRv16i8 : MIROpcode;
def COPY     : MIROpcode;

// Spill slots are addressed `%stack.N, 0`. The offset of every *ui form is
// an unsigned 12-bit immediate counted in units of the access size (the
// byte offset of `STRXui $x0, $sp, 3` is 24): the FrameAccess records
// under "Frame lowering" say so.
let mayStore = true in {
def STRXui : MIROpcode;
def STRWui : MIROpcode;
def STRDui : MIROpcode;
def STRSui : MIROpcode;
def STRQui : MIROpcode;
def STRHui : MIROpcode;
def STRBui : MIROpcode;
// D and Q tuples: ST1 of 2-4 registers, base register only (no offset
// operand: the frame index becomes an address in a scratch register).
def ST1Twov1d   : MIROpcode;
def ST1Threev1d : MIROpcode;
def ST1Fourv1d  : MIROpcode;
def ST1Twov2d   : MIROpcode;
def ST1Threev2d : MIROpcode;
def ST1Fourv2d  : MIROpcode;
}
let mayLoad = true in {
def LDRXui : MIROpcode;
def LDRWui : MIROpcode;
def LDRDui : MIROpcode;
def LDRSui : MIROpcode;
def LDRQui : MIROpcode;
def LDRHui : MIROpcode;
def LDRBui : MIROpcode;
def LD1Twov1d   : MIROpcode;
def LD1Threev1d : MIROpcode;
def LD1Fourv1d  : MIROpcode;
def LD1Twov2d   : MIROpcode;
def LD1Threev2d : MIROpcode;
def LD1Fourv2d  : MIROpcode;
}

// Every class Spillway allocates from that holds spillable values. A
// class without its own record uses its closest super-class's: GPR64,
// GPR64common, GPR64sp, tcGPR64, GPR64noip ... copy and spill like
// GPR64all, the GPR32 classes like GPR32all, FPR16_lo like FPR16,
// FPR64_lo like FPR64, FPR128_lo like FPR128.
def GPR64Spill : RegClassSpillInfo<GPR64all,
    ORRXrr, "$dst = OP $xzr, $src",
    STRXui, "OP $src, $slot, 0",
    LDRXui, "$dst = OP $slot, 0">;

def GPR32Spill : RegClassSpillInfo<GPR32all,
    ORRWrr, "$dst = OP $wzr, $src",
    STRWui, "OP $src, $slot, 0",
    LDRWui, "$dst = OP $slot, 0">;

def FPR128Spill : RegClassSpillInfo<FPR128,
    ORRv16i8, "$dst = OP $src, $src",
    STRQui,   "OP $src, $slot, 0",
    LDRQui,   "$dst = OP $slot, 0">;

def FPR64Spill : RegClassSpillInfo<FPR64,
    FMOVDr, "$dst = OP $src",
    STRDui, "OP $src, $slot, 0",
    LDRDui, "$dst = OP $slot, 0">;

def FPR32Spill : RegClassSpillInfo<FPR32,
    FMOVSr, "$dst = OP $src",
    STRSui, "OP $src, $slot, 0",
    LDRSui, "$dst = OP $slot, 0">;

def FPR16Spill : RegClassSpillInfo<FPR16,
    COPY,   "$dst = OP $src",
    STRHui, "OP $src, $slot, 0",
    LDRHui, "$dst = OP $slot, 0">;

def FPR8Spill : RegClassSpillInfo<FPR8,
    COPY,   "$dst = OP $src",
    STRBui, "OP $src, $slot, 0",
    LDRBui, "$dst = OP $slot, 0">;

def DDSpill : RegClassSpillInfo<DD,
    COPY, "$dst = OP $src", ST1Twov1d, "OP $src, $slot", LD1Twov1d, "$dst = OP $slot">;
def DDDSpill : RegClassSpillInfo<DDD,
    COPY, "$dst = OP $src", ST1Threev1d, "OP $src, $slot", LD1Threev1d, "$dst = OP $slot">;
def DDDDSpill : RegClassSpillInfo<DDDD,
    COPY, "$dst = OP $src", ST1Fourv1d, "OP $src, $slot", LD1Fourv1d, "$dst = OP $slot">;
def QQSpill : RegClassSpillInfo<QQ,
    COPY, "$dst = OP $src", ST1Twov2d, "OP $src, $slot", LD1Twov2d, "$dst = OP $slot">;
def QQQSpill : RegClassSpillInfo<QQQ,
    COPY, "$dst = OP $src", ST1Threev2d, "OP $src, $slot", LD1Threev2d, "$dst = OP $slot">;
def QQQQSpill : RegClassSpillInfo<QQQQ,
    COPY, "$dst = OP $src", ST1Fourv2d, "OP $src, $slot", LD1Fourv2d, "$dst = OP $slot">;

//===----------------------------------------------------------------------===//
// Moves between GPRs and FPRs (softened spills)
//===----------------------------------------------------------------------===//
// A GPR value spilled to a free FP register instead of the stack:
//   64 bits:  $d3 = FMOVXDr $x12  ...  $x26 = FMOVDXr $d3
//   32 bits:  $s3 = FMOVWSr $w12  ...  $w26 = FMOVSWr $s3
// (a GPR <-> FPR COPY of these classes would also be valid MIR on AArch64,
// but the moves are written explicitly, as on RISC-V). FMOVSWr writes a W
// register, which clears the upper half of the X register: the 32-bit
// round trip carries exactly a GPR32 value. Only the low 64 bits of a
// callee-saved v8-v15 survive a call.
//
// Cost: llvm-mca-14 (-mtriple=aarch64, one instruction, 100 iterations)
// gives an fmov between register files latency 5 on cortex-a57,
// cortex-a72 and neoverse-n1 (ldr from sp: 4, str: 1) and 3 on cortex-a55
// (ldr: 3, str: 1): not cheaper in latency than the reload, but no memory
// access, no stack slot and no load/store pipe. Counted as half a stack
// access, as on RISC-V, until measured on this target.

def FMOVXDr : MIROpcode;
def FMOVDXr : MIROpcode;
def FMOVWSr : MIROpcode;
def FMOVSWr : MIROpcode;

def : CrossClassMove<FMOVXDr, GPR64, FPR64, [FeatureFPARMv8], [], 64>;
def : CrossClassMove<FMOVDXr, FPR64, GPR64, [FeatureFPARMv8], [], 64>;
def : CrossClassMove<FMOVWSr, GPR32, FPR32, [FeatureFPARMv8], [], 32>;
def : CrossClassMove<FMOVSWr, FPR32, GPR32, [FeatureFPARMv8], [], 32>;

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//
// A call clobbers every register its register-mask operand does not
// preserve (see CallingConv.td), defines lr and reads sp:
//   BL @f, csr_aarch64_aapcs, implicit-def dead $lr, implicit $sp, ...

let isCall = true, Defs = [LR], Uses = [SP] in {
def BL           : MIROpcode;              // bl f
def BLR          : MIROpcode;              // blr xN (GPR64)
def BLRNoIP      : MIROpcode;              // blr xN, xN not x16/x17/lr
def BLR_RVMARKER : MIROpcode;              // blr + marker (ObjC ARC)
}

// Tail calls end the function: calls, returns and terminators at once.
// TCRETURNdi @f, 0 (a symbol) or TCRETURNri $xN, 0 (tcGPR64; rtcGPR64
// with BTI); the second operand is the stack adjustment (0 in C).
let isCall = true, isTerminator = true, isReturn = true, isBarrier = true,
    Uses = [SP] in {
def TCRETURNdi    : MIROpcode;
def TCRETURNri    : MIROpcode;
def TCRETURNriBTI : MIROpcode;
def TCRETURNriALL : MIROpcode;
}

// Around a call's argument set-up; they adjust sp:
//   ADJCALLSTACKDOWN 16, 0, implicit-def dead $sp, implicit $sp
let Defs = [SP], Uses = [SP] in {
def ADJCALLSTACKDOWN : MIROpcode { let isCallFrameSetup = true; }
def ADJCALLSTACKUP   : MIROpcode;
}

//===----------------------------------------------------------------------===//
// Returns and branches
//===----------------------------------------------------------------------===//

// RET_ReallyLR (the pseudo isel emits: ret through lr, `implicit $w0` ...
// for the return value) and RET $lr.
let isReturn = true, isTerminator = true, isBarrier = true in {
def RET_ReallyLR : MIROpcode;
def RET          : MIROpcode;
}

let isBranch = true, isTerminator = true, isBarrier = true in {
def B : MIROpcode;                         // b bb
let isIndirectBranch = true in
def BR : MIROpcode;                        // br xN (computed goto, jump tables)
}

// Conditional branches: terminators that may fall through. Bcc reads the
// flags (`Bcc 11, %bb.3, implicit $nzcv`); the others test a register.
let isBranch = true, isTerminator = true in {
def Bcc : MIROpcode { let Uses = [NZCV]; }
def CBZW  : MIROpcode;
def CBZX  : MIROpcode;
def CBNZW : MIROpcode;
def CBNZX : MIROpcode;
def TBZW  : MIROpcode;
def TBZX  : MIROpcode;
def TBNZW : MIROpcode;
def TBNZX : MIROpcode;
}

//===----------------------------------------------------------------------===//
// Operand rematerialization
//===----------------------------------------------------------------------===//
// The opcodes LLVM 14 marks isAsCheapAsAMove (AArch64InstrInfo.td; for the
// generic CPU, AArch64InstrInfo::isAsCheapAsAMove returns the flag): ADD
// and SUB without flags, the logical operations without flags, the
// immediate-move pseudos, FP immediates and zeros, vector immediates.
// ORRXrr and ORRWrr are above. Flag-setting forms (ADDS, SUBS, ANDS) are
// not: recomputing them would also write NZCV.

let isAsCheapAsAMove = true in {
def ADDWri : MIROpcode;
def ADDXri : MIROpcode;
def SUBWri : MIROpcode;
def SUBXri : MIROpcode;
def ADDWrr : MIROpcode;
def ADDXrr : MIROpcode;
def SUBWrr : MIROpcode;
def SUBXrr : MIROpcode;
def ADDWrs : MIROpcode;
def ADDXrs : MIROpcode;
def SUBWrs : MIROpcode;
def SUBXrs : MIROpcode;
def ANDWri : MIROpcode;
def ANDXri : MIROpcode;
def EORWri : MIROpcode;
def EORXri : MIROpcode;
def ORRWri : MIROpcode;
def ORRXri : MIROpcode;
def ANDWrr : MIROpcode;
def ANDXrr : MIROpcode;
def BICWrr : MIROpcode;
def BICXrr : MIROpcode;
def EONWrr : MIROpcode;
def EONXrr : MIROpcode;
def EORWrr : MIROpcode;
def EORXrr : MIROpcode;
def ORNWrr : MIROpcode;
def ORNXrr : MIROpcode;
def MOVi32imm : MIROpcode;                 // expanded to MOVZ/MOVN/MOVK/ORR
def MOVi64imm : MIROpcode;                 //   after prologue/epilogue insertion
def FMOVH0 : MIROpcode;
def FMOVS0 : MIROpcode;
def FMOVD0 : MIROpcode;
def FMOVHi : MIROpcode;
def FMOVSi : MIROpcode;
def FMOVDi : MIROpcode;
def MOVID       : MIROpcode;
def MOVIv2d_ns  : MIROpcode;
def MOVIv16b_ns : MIROpcode;
def MOVIv8b_ns  : MIROpcode;
def MOVIv2i32   : MIROpcode;
def MOVIv4i32   : MIROpcode;
def MOVIv4i16   : MIROpcode;
def MOVIv8i16   : MIROpcode;
def MOVIv2s_msl : MIROpcode;
def MOVIv4s_msl : MIROpcode;
def MVNIv2i32   : MIROpcode;
def MVNIv4i32   : MIROpcode;
def MVNIv4i16   : MIROpcode;
def MVNIv8i16   : MIROpcode;
def MVNIv2s_msl : MIROpcode;
def MVNIv4s_msl : MIROpcode;
}

//===----------------------------------------------------------------------===//
// Frame lowering
//===----------------------------------------------------------------------===//
// LLVM 14's AArch64 frame lowering, read off llc-14 -stop-after=prologepilog
// (AArch64FrameLowering, AArch64RegisterInfo::eliminateFrameIndex):
//   - sp moves by `$sp = SUBXri $sp, imm, shift` / `ADDXri`: an unsigned
//     12-bit immediate, shifted left by 0 or 12, the sign in the opcode
//     (`$sp = SUBXri $sp, 3, 12` then `SUBXri $sp, 2512, 0` for 14800);
//   - a larger constant is one MOVi64imm pseudo (expanded to MOVZ/MOVK
//     after frame lowering), added with the extended-register form, which
//     can read and write sp: `$sp = ADDXrx64 $sp, $x16, 24` (24: UXTX, no
//     shift; ADDXrr cannot name sp);
//   - realignment ands a copy of sp (ANDXri cannot read sp) with the mask
//     in the logical-immediate encoding: `$x9 = ADDXri $sp, 0, 0`,
//     `$sp = ANDXri killed $x9, 7800` (128 bytes);
//   - the frame record is fp and lr, fp pointing at it (lr above it):
//     CSR_AArch64_AAPCS lists LR then FP, so their save slots are adjacent
//     in that order; lr is callee-saved and saved when the function calls
//     (calls define it);
//   - locals are addressed from sp whenever sp does not move (LLVM prefers
//     sp too), from fp when dynamic allocas move sp;
//   - the base pointer of a realigned frame with dynamic allocas is x19.
// Callee-saved registers are saved one by one (STRXui/STRDui) in the
// layout LLVM uses; llc's load/store optimizer (aarch64-ldst-opt, which
// runs after prologepilog at -O1 and above) pairs adjacent saves into
// STPXi itself (measured in the AArch64 survey, 1.6).
def ADDXrx64 : MIROpcode;

def AArch64FrameLowering : FrameLoweringOps<ADDXri, 12, ?, 0, ADDXrx64> {
  let SubImm = SUBXri;
  let AddImmShifts = [0, 12];
  let LoadConst = MOVi64imm;
  let AddRegForm = "$dst = OP $base, $index, 24";
  let AndImm = ANDXri;
  let AndImmLogical = true;
  let AndImmReadsSP = false;
  let FramePointerAtRecord = true;
  let PreferSPAddressing = true;
  let ScratchClass = GPR64common;
  let BasePointer = X19;
  let ByteOffsetsByDefault = false;
}

// Frame-index offsets. The *ui forms take an unsigned 12-bit offset in
// units of the access size; their unscaled twins (STUR*/LDUR*) a signed
// 9-bit byte offset; ADDXri (the address of a local: `ADDXri %stack.2, 0,
// 0`, the offset then the shift) an unsigned 12-bit byte offset; the
// ST1/LD1 tuple forms no offset at all. Any other opcode that addresses a
// stack object is an error (ByteOffsetsByDefault = 0).
let mayStore = true in {
def STRBBui : MIROpcode;
def STRHHui : MIROpcode;
def STURXi  : MIROpcode;
def STURWi  : MIROpcode;
def STURDi  : MIROpcode;
def STURSi  : MIROpcode;
def STURQi  : MIROpcode;
def STURHi  : MIROpcode;
def STURBi  : MIROpcode;
def STURBBi : MIROpcode;
def STURHHi : MIROpcode;
}
let mayLoad = true in {
def LDRBBui  : MIROpcode;
def LDRHHui  : MIROpcode;
def LDRSBWui : MIROpcode;
def LDRSBXui : MIROpcode;
def LDRSHWui : MIROpcode;
def LDRSHXui : MIROpcode;
def LDRSWui  : MIROpcode;
def LDURXi   : MIROpcode;
def LDURWi   : MIROpcode;
def LDURDi   : MIROpcode;
def LDURSi   : MIROpcode;
def LDURQi   : MIROpcode;
def LDURHi   : MIROpcode;
def LDURBi   : MIROpcode;
def LDURBBi  : MIROpcode;
def LDURHHi  : MIROpcode;
def LDURSBWi : MIROpcode;
def LDURSBXi : MIROpcode;
def LDURSHWi : MIROpcode;
def LDURSHXi : MIROpcode;
def LDURSWi  : MIROpcode;
}

def : FrameAccess<STRXui,  8, 12, 0, STURXi>;
def : FrameAccess<STRWui,  4, 12, 0, STURWi>;
def : FrameAccess<STRDui,  8, 12, 0, STURDi>;
def : FrameAccess<STRSui,  4, 12, 0, STURSi>;
def : FrameAccess<STRQui, 16, 12, 0, STURQi>;
def : FrameAccess<STRHui,  2, 12, 0, STURHi>;
def : FrameAccess<STRBui,  1, 12, 0, STURBi>;
def : FrameAccess<STRBBui, 1, 12, 0, STURBBi>;
def : FrameAccess<STRHHui, 2, 12, 0, STURHHi>;
def : FrameAccess<LDRXui,  8, 12, 0, LDURXi>;
def : FrameAccess<LDRWui,  4, 12, 0, LDURWi>;
def : FrameAccess<LDRDui,  8, 12, 0, LDURDi>;
def : FrameAccess<LDRSui,  4, 12, 0, LDURSi>;
def : FrameAccess<LDRQui, 16, 12, 0, LDURQi>;
def : FrameAccess<LDRHui,  2, 12, 0, LDURHi>;
def : FrameAccess<LDRBui,  1, 12, 0, LDURBi>;
def : FrameAccess<LDRBBui, 1, 12, 0, LDURBBi>;
def : FrameAccess<LDRHHui, 2, 12, 0, LDURHHi>;
def : FrameAccess<LDRSBWui, 1, 12, 0, LDURSBWi>;
def : FrameAccess<LDRSBXui, 1, 12, 0, LDURSBXi>;
def : FrameAccess<LDRSHWui, 2, 12, 0, LDURSHWi>;
def : FrameAccess<LDRSHXui, 2, 12, 0, LDURSHXi>;
def : FrameAccess<LDRSWui,  4, 12, 0, LDURSWi>;
foreach op = [STURXi, STURWi, STURDi, STURSi, STURQi, STURHi, STURBi,
              STURBBi, STURHHi, LDURXi, LDURWi, LDURDi, LDURSi, LDURQi,
              LDURHi, LDURBi, LDURBBi, LDURHHi, LDURSBWi, LDURSBXi,
              LDURSHWi, LDURSHXi, LDURSWi] in
def : FrameAccess<op, 1, 9, 1, ?>;
def : FrameAccess<ADDXri, 1, 12, 0, ?>;
foreach op = [ST1Twov1d, ST1Threev1d, ST1Fourv1d, ST1Twov2d, ST1Threev2d,
              ST1Fourv2d, LD1Twov1d, LD1Threev1d, LD1Fourv1d, LD1Twov2d,
              LD1Threev2d, LD1Fourv2d] in
def : FrameAccess<op, 1, 0, 0, ?>;

//===----------------------------------------------------------------------===//
// Operand ties
//===----------------------------------------------------------------------===//
// LLVM's instruction constraints (`Constraints = "$Rn = $wback"`, from
// AArch64InstrInfo.td and AArch64InstrFormats.td), which MIR does not print:
// the allocator must give the tied use the def's register. Operands are
// numbered as MIR prints them, defs first:
//   early-clobber %1:gpr64sp, %2:gpr64 = LDRXpost %1, 8      Def 0, Use 2
//   %5:gpr32 = BFMWri %5, %4, 0, 5                          Def 0, Use 1
// The opcodes: every one llc-14 emits with a tie in the MIR of the corpus
// (tests/constructs, tests/programs, the rig kernels, real code: pre- and
// post-indexed loads and stores, BFM, INS, vector multiply-accumulate,
// shift-insert and accumulate, immediate BIC/ORR, lane loads, post-indexed
// structure loads and stores) and the rest of their families.
// tests/targets_aarch64.rs (`operand_ties_are_llvms`) checks, against
// llvm-tblgen-14 -print-records on LLVM's AArch64.td, that every opcode
// this description names has exactly LLVM's ties.

let mayLoad = true in {
def LD1i16 : MIROpcode;
def LD2Twov16b_POST : MIROpcode;
def LD2Twov4s_POST : MIROpcode;
def LD3Threev4s_POST : MIROpcode;
def LD4Fourv8b_POST : MIROpcode;
def LDRBBpost : MIROpcode;
def LDRBBpre : MIROpcode;
def LDRBpost : MIROpcode;
def LDRBpre : MIROpcode;
def LDRDpost : MIROpcode;
def LDRDpre : MIROpcode;
def LDRHHpost : MIROpcode;
def LDRHHpre : MIROpcode;
def LDRHpost : MIROpcode;
def LDRHpre : MIROpcode;
def LDRQpost : MIROpcode;
def LDRQpre : MIROpcode;
def LDRSBWpost : MIROpcode;
def LDRSBWpre : MIROpcode;
def LDRSBXpost : MIROpcode;
def LDRSBXpre : MIROpcode;
def LDRSHWpost : MIROpcode;
def LDRSHWpre : MIROpcode;
def LDRSHXpost : MIROpcode;
def LDRSHXpre : MIROpcode;
def LDRSWpost : MIROpcode;
def LDRSWpre : MIROpcode;
def LDRSpost : MIROpcode;
def LDRSpre : MIROpcode;
def LDRWpost : MIROpcode;
def LDRWpre : MIROpcode;
def LDRXpost : MIROpcode;
def LDRXpre : MIROpcode;
}
let mayStore = true in {
def ST2Twov4s_POST : MIROpcode;
def ST2Twov8b_POST : MIROpcode;
def ST4Fourv4s_POST : MIROpcode;
def STRBBpost : MIROpcode;
def STRBBpre : MIROpcode;
def STRBpost : MIROpcode;
def STRBpre : MIROpcode;
def STRDpost : MIROpcode;
def STRDpre : MIROpcode;
def STRHHpost : MIROpcode;
def STRHHpre : MIROpcode;
def STRHpost : MIROpcode;
def STRHpre : MIROpcode;
def STRQpost : MIROpcode;
def STRQpre : MIROpcode;
def STRSpost : MIROpcode;
def STRSpre : MIROpcode;
def STRWpost : MIROpcode;
def STRWpre : MIROpcode;
def STRXpost : MIROpcode;
def STRXpre : MIROpcode;
}
def BFMWri : MIROpcode;
def BFMXri : MIROpcode;
def BICv2i32 : MIROpcode;
def BICv4i16 : MIROpcode;
def BICv4i32 : MIROpcode;
def BICv8i16 : MIROpcode;
def BIFv16i8 : MIROpcode;
def BIFv8i8 : MIROpcode;
def BITv16i8 : MIROpcode;
def BITv8i8 : MIROpcode;
def FMLAv2f32 : MIROpcode;
def FMLAv2f64 : MIROpcode;
def FMLAv4f16 : MIROpcode;
def FMLAv4f32 : MIROpcode;
def FMLAv8f16 : MIROpcode;
def FMLSv2f32 : MIROpcode;
def FMLSv2f64 : MIROpcode;
def FMLSv4f16 : MIROpcode;
def FMLSv4f32 : MIROpcode;
def FMLSv8f16 : MIROpcode;
def INSvi16gpr : MIROpcode;
def INSvi16lane : MIROpcode;
def INSvi32gpr : MIROpcode;
def INSvi32lane : MIROpcode;
def INSvi64gpr : MIROpcode;
def INSvi64lane : MIROpcode;
def INSvi8gpr : MIROpcode;
def INSvi8lane : MIROpcode;
def MLAv16i8 : MIROpcode;
def MLAv2i32 : MIROpcode;
def MLAv4i16 : MIROpcode;
def MLAv4i32 : MIROpcode;
def MLAv8i16 : MIROpcode;
def MLAv8i8 : MIROpcode;
def MLSv16i8 : MIROpcode;
def MLSv2i32 : MIROpcode;
def MLSv4i16 : MIROpcode;
def MLSv4i32 : MIROpcode;
def MLSv8i16 : MIROpcode;
def MLSv8i8 : MIROpcode;
def MOVKWi : MIROpcode;
def MOVKXi : MIROpcode;
def ORRv2i32 : MIROpcode;
def ORRv4i16 : MIROpcode;
def ORRv4i32 : MIROpcode;
def ORRv8i16 : MIROpcode;
def SLIv16i8_shift : MIROpcode;
def SLIv2i32_shift : MIROpcode;
def SLIv2i64_shift : MIROpcode;
def SLIv4i16_shift : MIROpcode;
def SLIv4i32_shift : MIROpcode;
def SLIv8i16_shift : MIROpcode;
def SLIv8i8_shift : MIROpcode;
def SRIv16i8_shift : MIROpcode;
def SRIv2i32_shift : MIROpcode;
def SRIv2i64_shift : MIROpcode;
def SRIv4i16_shift : MIROpcode;
def SRIv4i32_shift : MIROpcode;
def SRIv8i16_shift : MIROpcode;
def SRIv8i8_shift : MIROpcode;
def SSRAv16i8_shift : MIROpcode;
def SSRAv2i32_shift : MIROpcode;
def SSRAv2i64_shift : MIROpcode;
def SSRAv4i16_shift : MIROpcode;
def SSRAv4i32_shift : MIROpcode;
def SSRAv8i16_shift : MIROpcode;
def SSRAv8i8_shift : MIROpcode;
def USRAv16i8_shift : MIROpcode;
def USRAv2i32_shift : MIROpcode;
def USRAv2i64_shift : MIROpcode;
def USRAv4i16_shift : MIROpcode;
def USRAv4i32_shift : MIROpcode;
def USRAv8i16_shift : MIROpcode;
def USRAv8i8_shift : MIROpcode;

def : TiedOperands<BFMWri, 0, 1>;
def : TiedOperands<BFMXri, 0, 1>;
def : TiedOperands<BICv2i32, 0, 1>;
def : TiedOperands<BICv4i16, 0, 1>;
def : TiedOperands<BICv4i32, 0, 1>;
def : TiedOperands<BICv8i16, 0, 1>;
def : TiedOperands<BIFv16i8, 0, 1>;
def : TiedOperands<BIFv8i8, 0, 1>;
def : TiedOperands<BITv16i8, 0, 1>;
def : TiedOperands<BITv8i8, 0, 1>;
def : TiedOperands<FMLAv2f32, 0, 1>;
def : TiedOperands<FMLAv2f64, 0, 1>;
def : TiedOperands<FMLAv4f16, 0, 1>;
def : TiedOperands<FMLAv4f32, 0, 1>;
def : TiedOperands<FMLAv8f16, 0, 1>;
def : TiedOperands<FMLSv2f32, 0, 1>;
def : TiedOperands<FMLSv2f64, 0, 1>;
def : TiedOperands<FMLSv4f16, 0, 1>;
def : TiedOperands<FMLSv4f32, 0, 1>;
def : TiedOperands<FMLSv8f16, 0, 1>;
def : TiedOperands<INSvi16gpr, 0, 1>;
def : TiedOperands<INSvi16lane, 0, 1>;
def : TiedOperands<INSvi32gpr, 0, 1>;
def : TiedOperands<INSvi32lane, 0, 1>;
def : TiedOperands<INSvi64gpr, 0, 1>;
def : TiedOperands<INSvi64lane, 0, 1>;
def : TiedOperands<INSvi8gpr, 0, 1>;
def : TiedOperands<INSvi8lane, 0, 1>;
def : TiedOperands<LD1i16, 0, 1>;
def : TiedOperands<LD2Twov16b_POST, 0, 2>;
def : TiedOperands<LD2Twov4s_POST, 0, 2>;
def : TiedOperands<LD3Threev4s_POST, 0, 2>;
def : TiedOperands<LD4Fourv8b_POST, 0, 2>;
def : TiedOperands<LDRBBpost, 0, 2>;
def : TiedOperands<LDRBBpre, 0, 2>;
def : TiedOperands<LDRBpost, 0, 2>;
def : TiedOperands<LDRBpre, 0, 2>;
def : TiedOperands<LDRDpost, 0, 2>;
def : TiedOperands<LDRDpre, 0, 2>;
def : TiedOperands<LDRHHpost, 0, 2>;
def : TiedOperands<LDRHHpre, 0, 2>;
def : TiedOperands<LDRHpost, 0, 2>;
def : TiedOperands<LDRHpre, 0, 2>;
def : TiedOperands<LDRQpost, 0, 2>;
def : TiedOperands<LDRQpre, 0, 2>;
def : TiedOperands<LDRSBWpost, 0, 2>;
def : TiedOperands<LDRSBWpre, 0, 2>;
def : TiedOperands<LDRSBXpost, 0, 2>;
def : TiedOperands<LDRSBXpre, 0, 2>;
def : TiedOperands<LDRSHWpost, 0, 2>;
def : TiedOperands<LDRSHWpre, 0, 2>;
def : TiedOperands<LDRSHXpost, 0, 2>;
def : TiedOperands<LDRSHXpre, 0, 2>;
def : TiedOperands<LDRSWpost, 0, 2>;
def : TiedOperands<LDRSWpre, 0, 2>;
def : TiedOperands<LDRSpost, 0, 2>;
def : TiedOperands<LDRSpre, 0, 2>;
def : TiedOperands<LDRWpost, 0, 2>;
def : TiedOperands<LDRWpre, 0, 2>;
def : TiedOperands<LDRXpost, 0, 2>;
def : TiedOperands<LDRXpre, 0, 2>;
def : TiedOperands<MLAv16i8, 0, 1>;
def : TiedOperands<MLAv2i32, 0, 1>;
def : TiedOperands<MLAv4i16, 0, 1>;
def : TiedOperands<MLAv4i32, 0, 1>;
def : TiedOperands<MLAv8i16, 0, 1>;
def : TiedOperands<MLAv8i8, 0, 1>;
def : TiedOperands<MLSv16i8, 0, 1>;
def : TiedOperands<MLSv2i32, 0, 1>;
def : TiedOperands<MLSv4i16, 0, 1>;
def : TiedOperands<MLSv4i32, 0, 1>;
def : TiedOperands<MLSv8i16, 0, 1>;
def : TiedOperands<MLSv8i8, 0, 1>;
def : TiedOperands<MOVKWi, 0, 1>;
def : TiedOperands<MOVKXi, 0, 1>;
def : TiedOperands<ORRv2i32, 0, 1>;
def : TiedOperands<ORRv4i16, 0, 1>;
def : TiedOperands<ORRv4i32, 0, 1>;
def : TiedOperands<ORRv8i16, 0, 1>;
def : TiedOperands<SLIv16i8_shift, 0, 1>;
def : TiedOperands<SLIv2i32_shift, 0, 1>;
def : TiedOperands<SLIv2i64_shift, 0, 1>;
def : TiedOperands<SLIv4i16_shift, 0, 1>;
def : TiedOperands<SLIv4i32_shift, 0, 1>;
def : TiedOperands<SLIv8i16_shift, 0, 1>;
def : TiedOperands<SLIv8i8_shift, 0, 1>;
def : TiedOperands<SRIv16i8_shift, 0, 1>;
def : TiedOperands<SRIv2i32_shift, 0, 1>;
def : TiedOperands<SRIv2i64_shift, 0, 1>;
def : TiedOperands<SRIv4i16_shift, 0, 1>;
def : TiedOperands<SRIv4i32_shift, 0, 1>;
def : TiedOperands<SRIv8i16_shift, 0, 1>;
def : TiedOperands<SRIv8i8_shift, 0, 1>;
def : TiedOperands<SSRAv16i8_shift, 0, 1>;
def : TiedOperands<SSRAv2i32_shift, 0, 1>;
def : TiedOperands<SSRAv2i64_shift, 0, 1>;
def : TiedOperands<SSRAv4i16_shift, 0, 1>;
def : TiedOperands<SSRAv4i32_shift, 0, 1>;
def : TiedOperands<SSRAv8i16_shift, 0, 1>;
def : TiedOperands<SSRAv8i8_shift, 0, 1>;
def : TiedOperands<ST2Twov4s_POST, 0, 2>;
def : TiedOperands<ST2Twov8b_POST, 0, 2>;
def : TiedOperands<ST4Fourv4s_POST, 0, 2>;
def : TiedOperands<STRBBpost, 0, 2>;
def : TiedOperands<STRBBpre, 0, 2>;
def : TiedOperands<STRBpost, 0, 2>;
def : TiedOperands<STRBpre, 0, 2>;
def : TiedOperands<STRDpost, 0, 2>;
def : TiedOperands<STRDpre, 0, 2>;
def : TiedOperands<STRHHpost, 0, 2>;
def : TiedOperands<STRHHpre, 0, 2>;
def : TiedOperands<STRHpost, 0, 2>;
def : TiedOperands<STRHpre, 0, 2>;
def : TiedOperands<STRQpost, 0, 2>;
def : TiedOperands<STRQpre, 0, 2>;
def : TiedOperands<STRSpost, 0, 2>;
def : TiedOperands<STRSpre, 0, 2>;
def : TiedOperands<STRWpost, 0, 2>;
def : TiedOperands<STRWpre, 0, 2>;
def : TiedOperands<STRXpost, 0, 2>;
def : TiedOperands<STRXpre, 0, 2>;
def : TiedOperands<USRAv16i8_shift, 0, 1>;
def : TiedOperands<USRAv2i32_shift, 0, 1>;
def : TiedOperands<USRAv2i64_shift, 0, 1>;
def : TiedOperands<USRAv4i16_shift, 0, 1>;
def : TiedOperands<USRAv4i32_shift, 0, 1>;
def : TiedOperands<USRAv8i16_shift, 0, 1>;
def : TiedOperands<USRAv8i8_shift, 0, 1>;
// (end of the operand ties)
