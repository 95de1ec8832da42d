//===- aarch64/RegisterInfo.td - AArch64 registers for Spillway -----------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The general-purpose registers (X0-X28, FP = x29, LR = x30, SP, XZR and
// their 32-bit halves W0-W30, WSP, WZR), the condition flags NZCV, the
// FP/SIMD registers at every width (B, H, S, D, Q: each the low part of the
// next), the D and Q register tuples of the NEON structure loads and
// stores, and the register classes LLVM 14 allocates from.
//
// Register and class names, encodings, DWARF numbers, the sub-register
// structure, the member lists and the allocation orders are those of LLVM
// 14.0.6's AArch64 backend, so llc-14's MIR reads unchanged: MIR names a
// register by lower-casing the record name (X8 -> $x8, FP -> $fp, LR ->
// $lr, D0_D1 -> $d0_d1) and a class likewise (GPR64common -> gpr64common,
// tcGPR64 -> tcgpr64). No register has a CostPerUse (LLVM 14 gives none).
//
// Not described: SVE (Z, P, FFR, VG), SME (ZA and its tiles), the CASP
// register pairs (WSeqPairsClass, XSeqPairsClass; used only with +lse) and
// the LS64 GPR tuples (GPR64x8Class). tests/targets_aarch64.rs compares the
// rest with LLVM 14's own AArch64RegisterInfo.td.
//
//===----------------------------------------------------------------------===//

let Namespace = "AArch64" in {
// The low 32 bits of an X register: W<n> is sub_32 of X<n>.
def sub_32 : SubRegIndex<32>;

// The FP/SIMD views: B<n> is bsub of H<n>, H<n> hsub of S<n>, S<n> ssub of
// D<n>, D<n> dsub of Q<n> (each the low bits of the next).
def bsub : SubRegIndex<8>;
def hsub : SubRegIndex<16>;
def ssub : SubRegIndex<32>;
def dsub : SubRegIndex<64>;

// The members of a D tuple (DD, DDD, DDDD) and of a Q tuple (QQ, QQQ,
// QQQQ). LLVM gives them no offset.
def dsub0 : SubRegIndex<64>;
def dsub1 : SubRegIndex<64>;
def dsub2 : SubRegIndex<64>;
def dsub3 : SubRegIndex<64>;
def qsub0 : SubRegIndex<128>;
def qsub1 : SubRegIndex<128>;
def qsub2 : SubRegIndex<128>;
def qsub3 : SubRegIndex<128>;

// Alternative assembly names of the D and Q registers: `v<n>` (NEON
// arrangement syntax) and the empty name of a vector-list element.
def vreg : RegAltNameIndex;
def vlist1 : RegAltNameIndex;
}

// An AArch64 register: 5-bit encoding `enc` (31 is sp or the zero
// register, depending on the instruction), printed name `n`.
class A64Reg<int enc, string n, list<Register> subs = [],
             list<string> alt = []> : Register<n, alt> {
  let Namespace = "AArch64";
  let HWEncoding = enc;
  let SubRegs = subs;
}

//===----------------------------------------------------------------------===//
// General-purpose registers
//===----------------------------------------------------------------------===//

// W0-W30 carry the DWARF numbers 0-30 (the X registers use theirs);
// WSP is 31. WZR shares WSP's encoding and DWARF number.
foreach i = 0-30 in
  def W # i : A64Reg<i, "w" # i>, DwarfRegNum<[i]>;
def WSP : A64Reg<31, "wsp">, DwarfRegNum<[31]>;
def WZR : A64Reg<31, "wzr">, DwarfRegAlias<WSP>;

// The 64-bit registers, each with its W register as sub_32 (a write to a
// W register zeroes the upper 32 bits of the X register). x29 and x30 are
// named FP and LR, as in LLVM (MIR prints $fp and $lr).
let SubRegIndices = [sub_32] in {
foreach i = 0-28 in
  def X # i : A64Reg<i, "x" # i, [!cast<Register>("W" # i)]>,
              DwarfRegAlias<!cast<Register>("W" # i)>;
def FP  : A64Reg<29, "x29", [W29]>, DwarfRegAlias<W29>;
def LR  : A64Reg<30, "x30", [W30]>, DwarfRegAlias<W30>;
def SP  : A64Reg<31, "sp",  [WSP]>, DwarfRegAlias<WSP>;
def XZR : A64Reg<31, "xzr", [WZR]>, DwarfRegAlias<WSP>;
}

// The condition flags, written by flag-setting instructions (ADDS, SUBS,
// FCMP ...: `implicit-def $nzcv`) and read by conditional ones (Bcc, CSEL
// ...: `implicit $nzcv`). In no allocatable class.
def NZCV : A64Reg<0, "nzcv">;

//===----------------------------------------------------------------------===//
// FP/SIMD registers
//===----------------------------------------------------------------------===//
// One 128-bit register file seen at five widths. B<n> has DWARF number
// 64+n; the wider views use B<n>'s. D and Q registers also print as v<n>.

foreach i = 0-31 in {
  def B # i : A64Reg<i, "b" # i>, DwarfRegNum<[!add(i, 64)]>;
  def H # i : A64Reg<i, "h" # i, [!cast<Register>("B" # i)]>,
              DwarfRegAlias<!cast<Register>("B" # i)> {
    let SubRegIndices = [bsub];
  }
  def S # i : A64Reg<i, "s" # i, [!cast<Register>("H" # i)]>,
              DwarfRegAlias<!cast<Register>("B" # i)> {
    let SubRegIndices = [hsub];
  }
  def D # i : A64Reg<i, "d" # i, [!cast<Register>("S" # i)], ["v" # i, ""]>,
              DwarfRegAlias<!cast<Register>("B" # i)> {
    let SubRegIndices = [ssub];
    let RegAltNameIndices = [vreg, vlist1];
  }
  def Q # i : A64Reg<i, "q" # i, [!cast<Register>("D" # i)], ["v" # i, ""]>,
              DwarfRegAlias<!cast<Register>("B" # i)> {
    let SubRegIndices = [dsub];
    let RegAltNameIndices = [vreg, vlist1];
  }
}

//===----------------------------------------------------------------------===//
// General-purpose register classes
//===----------------------------------------------------------------------===//
// LLVM 14 allocates every GPR class except the tail-call, argument and
// sp-only ones in its alternative order: the member list rotated left by
// 8, so x8 comes first and the argument registers x0-x7 last
// (`AltOrderSelect` returns 1 for all of them).

// x0-x28, fp, lr: what most instructions accept as a register operand.
def GPR32common : RegisterClass<"AArch64", [i32], 32, (sequence "W%u", 0, 30)> {
  let AltOrders = [(rotl GPR32common, 8)];
  let AltOrderSelect = [{ return 1; }];
}
def GPR64common : RegisterClass<"AArch64", [i64], 64,
                                (add (sequence "X%u", 0, 28), FP, LR)> {
  let AltOrders = [(rotl GPR64common, 8)];
  let AltOrderSelect = [{ return 1; }];
}

// ... and the zero register (encoding 31 read as 0).
def GPR32 : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WZR)> {
  let AltOrders = [(rotl GPR32, 8)];
  let AltOrderSelect = [{ return 1; }];
}
def GPR64 : RegisterClass<"AArch64", [i64], 64, (add GPR64common, XZR)> {
  let AltOrders = [(rotl GPR64, 8)];
  let AltOrderSelect = [{ return 1; }];
}

// ... or the stack pointer instead (encoding 31 read as sp: the base of a
// load or store, ADD/SUB immediate).
def GPR32sp : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WSP)> {
  let AltOrders = [(rotl GPR32sp, 8)];
  let AltOrderSelect = [{ return 1; }];
}
def GPR64sp : RegisterClass<"AArch64", [i64], 64, (add GPR64common, SP)> {
  let AltOrders = [(rotl GPR64sp, 8)];
  let AltOrderSelect = [{ return 1; }];
}

def GPR32sponly : RegisterClass<"AArch64", [i32], 32, (add WSP)>;
def GPR64sponly : RegisterClass<"AArch64", [i64], 64, (add SP)>;

// The argument registers.
def GPR32arg : RegisterClass<"AArch64", [i32], 32, (sequence "W%u", 0, 7)>;
def GPR64arg : RegisterClass<"AArch64", [i64], 64, (sequence "X%u", 0, 7)>;

// Every GPR, zero register and sp included (COPY operands, function
// arguments at -O0).
def GPR32all : RegisterClass<"AArch64", [i32], 32, (add GPR32common, WZR, WSP)>;
def GPR64all : RegisterClass<"AArch64", [i64], 64, (add GPR64common, XZR, SP)>;

// Targets of indirect tail calls (TCRETURNri): no callee-saved register,
// since the epilogue restores those before the jump.
def tcGPR64 : RegisterClass<"AArch64", [i64], 64,
    (sub GPR64common, X19, X20, X21, X22, X23, X24, X25, X26, X27, X28,
                      FP, LR)>;

// Targets of indirect tail calls when branch target enforcement is on
// (TCRETURNriBTI): only x16 and x17 may branch to a `bti c`.
def rtcGPR64 : RegisterClass<"AArch64", [i64], 64, (add X16, X17)>;

// Not the intra-procedure-call registers x16/x17 nor lr (operands of
// pseudos that become calls, such as BLRNoIP).
def GPR64noip : RegisterClass<"AArch64", [i64], 64, (sub GPR64, X16, X17, LR)>;

// The flags: never allocated, never copied.
def CCR : RegisterClass<"AArch64", [i32], 32, (add NZCV)> {
  let CopyCost = -1;
  let isAllocatable = false;
}

//===----------------------------------------------------------------------===//
// FP/SIMD register classes
//===----------------------------------------------------------------------===//
// All in register-number order (v0-v7 arguments, v8-v15 callee-saved in
// their low 64 bits, v16-v31 temporaries). The *_lo classes are v0-v15,
// what the by-element forms (FMLA v.s[i] ...) encode.

def FPR8 : RegisterClass<"AArch64", [untyped], 8, (sequence "B%u", 0, 31)> {
  let Size = 8;
}
def FPR16 : RegisterClass<"AArch64", [f16, bf16], 16, (sequence "H%u", 0, 31)> {
  let Size = 16;
}
def FPR16_lo : RegisterClass<"AArch64", [f16], 16, (trunc FPR16, 16)> {
  let Size = 16;
}
def FPR32 : RegisterClass<"AArch64", [f32, i32], 32, (sequence "S%u", 0, 31)>;
def FPR64 : RegisterClass<"AArch64",
    [f64, i64, v2f32, v1f64, v8i8, v4i16, v2i32, v1i64, v4f16, v4bf16],
    64, (sequence "D%u", 0, 31)>;
def FPR64_lo : RegisterClass<"AArch64",
    [v8i8, v4i16, v2i32, v1i64, v4f16, v4bf16, v2f32, v1f64],
    64, (trunc FPR64, 16)>;
def FPR128 : RegisterClass<"AArch64",
    [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64, f128, v8f16, v8bf16],
    128, (sequence "Q%u", 0, 31)>;
def FPR128_lo : RegisterClass<"AArch64",
    [v16i8, v8i16, v4i32, v2i64, v4f32, v2f64, v8f16, v8bf16],
    128, (trunc FPR128, 16)>;

// Consecutive (modulo 32) D and Q registers for LD2-LD4/ST2-ST4 and the
// table lookups: tuple i of DSeqPairs is D<i>_D<i+1>, and so on.
def DSeqPairs   : RegisterTuples<[dsub0, dsub1],
                                 [(rotl FPR64, 0), (rotl FPR64, 1)]>;
def DSeqTriples : RegisterTuples<[dsub0, dsub1, dsub2],
                                 [(rotl FPR64, 0), (rotl FPR64, 1),
                                  (rotl FPR64, 2)]>;
def DSeqQuads   : RegisterTuples<[dsub0, dsub1, dsub2, dsub3],
                                 [(rotl FPR64, 0), (rotl FPR64, 1),
                                  (rotl FPR64, 2), (rotl FPR64, 3)]>;
def QSeqPairs   : RegisterTuples<[qsub0, qsub1],
                                 [(rotl FPR128, 0), (rotl FPR128, 1)]>;
def QSeqTriples : RegisterTuples<[qsub0, qsub1, qsub2],
                                 [(rotl FPR128, 0), (rotl FPR128, 1),
                                  (rotl FPR128, 2)]>;
def QSeqQuads   : RegisterTuples<[qsub0, qsub1, qsub2, qsub3],
                                 [(rotl FPR128, 0), (rotl FPR128, 1),
                                  (rotl FPR128, 2), (rotl FPR128, 3)]>;

def DD   : RegisterClass<"AArch64", [untyped], 64, (add DSeqPairs)>   { let Size = 128; }
def DDD  : RegisterClass<"AArch64", [untyped], 64, (add DSeqTriples)> { let Size = 192; }
def DDDD : RegisterClass<"AArch64", [untyped], 64, (add DSeqQuads)>   { let Size = 256; }
def QQ   : RegisterClass<"AArch64", [untyped], 128, (add QSeqPairs)>   { let Size = 256; }
def QQQ  : RegisterClass<"AArch64", [untyped], 128, (add QSeqTriples)> { let Size = 384; }
def QQQQ : RegisterClass<"AArch64", [untyped], 128, (add QSeqQuads)>   { let Size = 512; }

//===----------------------------------------------------------------------===//
// Sub-register writes and register banks
//===----------------------------------------------------------------------===//
// A write to W<n> zero-extends into X<n>; a scalar write to B/H/S/D<n>
// zeroes the rest of Q<n> (Arm ARM: "writes to a W register clear the
// upper 32 bits"; scalar FP/SIMD writes clear the unused upper bits of the
// vector register). LLVM relies on both (`undef %x.sub_32 = ...` for a
// zero-extension, SUBREG_TO_REG).
def : ZeroesSuperRegOnWrite<sub_32>;
def : ZeroesSuperRegOnWrite<bsub>;
def : ZeroesSuperRegOnWrite<hsub>;
def : ZeroesSuperRegOnWrite<ssub>;
def : ZeroesSuperRegOnWrite<dsub>;

// GlobalISel's banks (LLVM 14's AArch64RegisterBanks.td names them GPR,
// FPR and CC; LLVM lists the widest classes, XSeqPairsClass and QQQQ, of
// which every class of the bank is a sub-class or a sub-register class;
// here the classes of this description that the bank holds). -O0 MIR
// lists the vregs instruction selection deleted with their bank
// (`class: gpr`).
def GPRRegBank : RegisterBank<"GPR", [GPR64all, GPR32all, GPR64sp, GPR32sp]>;
def FPRRegBank : RegisterBank<"FPR", [FPR8, FPR16, FPR32, FPR64, FPR128,
                                      DD, DDD, DDDD, QQ, QQQ, QQQQ]>;
def CCRegBank : RegisterBank<"CC", [CCR]>;
// (end of the sub-register writes and register banks)
