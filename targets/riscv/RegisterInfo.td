//===- riscv/RegisterInfo.td - RISC-V registers for Spillway --------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The integer registers x0-x31 and the F/D floating-point registers of
// RISC-V, and the register classes LLVM 14 allocates from. Register names,
// encodings, DWARF numbers, CostPerUse, the sub-register structure and the
// allocation orders are those of LLVM 14.0.6's RISC-V backend (MIR names
// registers by lower-casing the record name: X10 -> $x10, F3_D -> $f3_d,
// classes likewise: GPRNoX0 -> gprnox0). Also the floating-point CSR
// fields frm and fflags that MIR names on FP instructions (`implicit $frm`).
// Not described: the V, Zfh (F*_H), Zfinx/Zdinx and the vector special
// (vl, vtype, vxsat, vxrm, vlenb) registers.
//
// Needs RV32 (= DefaultMode) and RV64 from top.td.
//
//===----------------------------------------------------------------------===//

let Namespace = "RISCV" in {
// Selects the ABI names (a0, sp, fs0 ...) as the alternative names.
def ABIRegAltName : RegAltNameIndex;

// The low 32 bits of a 64-bit FP register: F3_F is sub_32 of F3_D.
def sub_32 : SubRegIndex<32>;
}

//===----------------------------------------------------------------------===//
// Integer registers
//===----------------------------------------------------------------------===//

// x<num>: encoding and DWARF number `num`, ABI name(s) `abi`.
class RVGPR<int num, list<string> abi> : Register<"x" # num, abi>,
                                         DwarfRegNum<[num]> {
  let Namespace = "RISCV";
  let HWEncoding = num;
  let RegAltNameIndices = [ABIRegAltName];
}

// CostPerUse has two columns. LLVM 14 uses column 1 when the C extension is
// enabled: registers that compressed (16-bit) instructions cannot encode
// (outside x8-x15) then cost 1 more, so the greedy allocator prefers x8-x15.
// x0 is never allocated and keeps the default.
defvar NotRVC = [0, 1];

def X0  : RVGPR<0,  ["zero"]>;
let CostPerUse = NotRVC in {
def X1  : RVGPR<1,  ["ra"]>;
def X2  : RVGPR<2,  ["sp"]>;
def X3  : RVGPR<3,  ["gp"]>;
def X4  : RVGPR<4,  ["tp"]>;
def X5  : RVGPR<5,  ["t0"]>;
def X6  : RVGPR<6,  ["t1"]>;
def X7  : RVGPR<7,  ["t2"]>;
}
def X8  : RVGPR<8,  ["s0", "fp"]>;
def X9  : RVGPR<9,  ["s1"]>;
def X10 : RVGPR<10, ["a0"]>;
def X11 : RVGPR<11, ["a1"]>;
def X12 : RVGPR<12, ["a2"]>;
def X13 : RVGPR<13, ["a3"]>;
def X14 : RVGPR<14, ["a4"]>;
def X15 : RVGPR<15, ["a5"]>;
let CostPerUse = NotRVC in {
def X16 : RVGPR<16, ["a6"]>;
def X17 : RVGPR<17, ["a7"]>;
def X18 : RVGPR<18, ["s2"]>;
def X19 : RVGPR<19, ["s3"]>;
def X20 : RVGPR<20, ["s4"]>;
def X21 : RVGPR<21, ["s5"]>;
def X22 : RVGPR<22, ["s6"]>;
def X23 : RVGPR<23, ["s7"]>;
def X24 : RVGPR<24, ["s8"]>;
def X25 : RVGPR<25, ["s9"]>;
def X26 : RVGPR<26, ["s10"]>;
def X27 : RVGPR<27, ["s11"]>;
def X28 : RVGPR<28, ["t3"]>;
def X29 : RVGPR<29, ["t4"]>;
def X30 : RVGPR<30, ["t5"]>;
def X31 : RVGPR<31, ["t6"]>;
}

// XLEN-sized values and registers: 32 bits on RV32, 64 on RV64.
def XLenVT : ValueTypeByHwMode<[RV32, RV64], [i32, i64]>;
def XLenRI : RegInfoByHwMode<[RV32, RV64],
                             [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;

//===----------------------------------------------------------------------===//
// Floating-point registers
//===----------------------------------------------------------------------===//

// f<num> as a 32-bit register (F extension): F<num>_F, with ABI name `abi`
// (temporaries ft*, saved fs*, arguments fa*). DWARF numbers 32-63.
class RVFPR32<int num, string abi> : Register<"f" # num, [abi]>,
                                     DwarfRegNum<[!add(num, 32)]> {
  let Namespace = "RISCV";
  let HWEncoding = num;
  let RegAltNameIndices = [ABIRegAltName];
}

def F0_F  : RVFPR32<0,  "ft0">;
def F1_F  : RVFPR32<1,  "ft1">;
def F2_F  : RVFPR32<2,  "ft2">;
def F3_F  : RVFPR32<3,  "ft3">;
def F4_F  : RVFPR32<4,  "ft4">;
def F5_F  : RVFPR32<5,  "ft5">;
def F6_F  : RVFPR32<6,  "ft6">;
def F7_F  : RVFPR32<7,  "ft7">;
def F8_F  : RVFPR32<8,  "fs0">;
def F9_F  : RVFPR32<9,  "fs1">;
def F10_F : RVFPR32<10, "fa0">;
def F11_F : RVFPR32<11, "fa1">;
def F12_F : RVFPR32<12, "fa2">;
def F13_F : RVFPR32<13, "fa3">;
def F14_F : RVFPR32<14, "fa4">;
def F15_F : RVFPR32<15, "fa5">;
def F16_F : RVFPR32<16, "fa6">;
def F17_F : RVFPR32<17, "fa7">;
def F18_F : RVFPR32<18, "fs2">;
def F19_F : RVFPR32<19, "fs3">;
def F20_F : RVFPR32<20, "fs4">;
def F21_F : RVFPR32<21, "fs5">;
def F22_F : RVFPR32<22, "fs6">;
def F23_F : RVFPR32<23, "fs7">;
def F24_F : RVFPR32<24, "fs8">;
def F25_F : RVFPR32<25, "fs9">;
def F26_F : RVFPR32<26, "fs10">;
def F27_F : RVFPR32<27, "fs11">;
def F28_F : RVFPR32<28, "ft8">;
def F29_F : RVFPR32<29, "ft9">;
def F30_F : RVFPR32<30, "ft10">;
def F31_F : RVFPR32<31, "ft11">;

// f<num> as a 64-bit register (D extension): F<num>_D, whose low half is
// F<num>_F. The two share a register unit: writing one clobbers the other.
// Same names as the 32-bit view; not CoveredBySubRegs (the high half has no
// register of its own), as in LLVM 14.
class RVFPR64<RVFPR32 low> : Register<low.AsmName, low.AltNames>,
                             DwarfRegNum<low.DwarfNumbers> {
  let Namespace = "RISCV";
  let HWEncoding = low.HWEncoding;
  let SubRegs = [low];
  let SubRegIndices = [sub_32];
  let RegAltNameIndices = [ABIRegAltName];
}

foreach i = 0-31 in
  def F # i # _D : RVFPR64<!cast<RVFPR32>("F" # i # "_F")>;

//===----------------------------------------------------------------------===//
// Special registers
//===----------------------------------------------------------------------===//

// A register with a 5-bit encoding and no DWARF number (LLVM 14's RISCVReg).
class RISCVReg<bits<5> Enc, string n, list<string> alt = []> : Register<n> {
  let HWEncoding{4-0} = Enc;
  let AltNames = alt;
}

// The accrued exception flags and the dynamic rounding mode of the fcsr
// register: FP instructions with a dynamic rounding mode read frm, and
// every FP instruction that may raise an exception writes fflags. As in
// LLVM 14 they belong to no register class, so they are never allocated.
let Namespace = "RISCV" in {
def FFLAGS : RISCVReg<0, "fflags">;
def FRM    : RISCVReg<0, "frm">;
}

//===----------------------------------------------------------------------===//
// Register classes
//===----------------------------------------------------------------------===//
// The order of the members is the allocation order: caller-saved
// (argument registers first), then callee-saved, then registers that are
// reserved anyway. Class names are LLVM 14's (MIR spells them lower-case).

let RegInfos = XLenRI in {
// All integer registers.
def GPR : RegisterClass<"RISCV", [XLenVT], 32, (add
    (sequence "X%u", 10, 17),   // a0-a7
    (sequence "X%u", 5, 7),     // t0-t2
    (sequence "X%u", 28, 31),   // t3-t6
    (sequence "X%u", 8, 9),     // s0-s1
    (sequence "X%u", 18, 27),   // s2-s11
    (sequence "X%u", 0, 4))>;   // zero, ra, sp, gp, tp

def GPRX0 : RegisterClass<"RISCV", [XLenVT], 32, (add X0)>;
def GPRNoX0 : RegisterClass<"RISCV", [XLenVT], 32, (sub GPR, X0)>;
def GPRNoX0X2 : RegisterClass<"RISCV", [XLenVT], 32, (sub GPR, X0, X2)>;

// Targets of indirect jumps and calls (PseudoBRIND, PseudoCALLIndirect):
// not x1/x5 (return-address-stack hints) nor the reserved x0, x2-x4.
def GPRJALR : RegisterClass<"RISCV", [XLenVT], 32,
                            (sub GPR, (sequence "X%u", 0, 5))>;

// The registers compressed instructions can encode: x8-x15.
def GPRC : RegisterClass<"RISCV", [XLenVT], 32, (add
    (sequence "X%u", 10, 15),
    (sequence "X%u", 8, 9))>;

// Indirect tail-call targets: caller-saved and not x5.
def GPRTC : RegisterClass<"RISCV", [XLenVT], 32, (add
    (sequence "X%u", 6, 7),
    (sequence "X%u", 10, 17),
    (sequence "X%u", 28, 31))>;

def SP : RegisterClass<"RISCV", [XLenVT], 32, (add X2)>;
} // RegInfos = XLenRI

def FPR32 : RegisterClass<"RISCV", [f32], 32, (add
    (sequence "F%u_F", 0, 7),     // ft0-ft7
    (sequence "F%u_F", 10, 17),   // fa0-fa7
    (sequence "F%u_F", 28, 31),   // ft8-ft11
    (sequence "F%u_F", 8, 9),     // fs0-fs1
    (sequence "F%u_F", 18, 27))>; // fs2-fs11

def FPR32C : RegisterClass<"RISCV", [f32], 32, (add
    (sequence "F%u_F", 10, 15),
    (sequence "F%u_F", 8, 9))>;

def FPR64 : RegisterClass<"RISCV", [f64], 64, (add
    (sequence "F%u_D", 0, 7),
    (sequence "F%u_D", 10, 17),
    (sequence "F%u_D", 28, 31),
    (sequence "F%u_D", 8, 9),
    (sequence "F%u_D", 18, 27))>;

def FPR64C : RegisterClass<"RISCV", [f64], 64, (add
    (sequence "F%u_D", 10, 15),
    (sequence "F%u_D", 8, 9))>;
