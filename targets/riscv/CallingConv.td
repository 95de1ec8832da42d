//===- riscv/CallingConv.td - RISC-V callee-saved registers ---------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Callee-saved register sets of the RISC-V psABI as LLVM 14 defines them
// (same record names, members and order), the register-mask names MIR
// prints on calls, and the registers with fixed roles.
//
//===----------------------------------------------------------------------===//

// Integer ABIs (ilp32, lp64): ra, gp, tp, s0-s11. sp is preserved by the
// calling sequence itself, not saved.
def CSR_ILP32_LP64
    : CalleeSavedRegs<(add X1, X3, X4, X8, X9, (sequence "X%u", 18, 27))>;

// Single-float ABIs (ilp32f, lp64f): also the 32-bit fs0-fs11.
def CSR_ILP32F_LP64F
    : CalleeSavedRegs<(add CSR_ILP32_LP64,
                       F8_F, F9_F, (sequence "F%u_F", 18, 27))>;

// Double-float ABIs (ilp32d, lp64d): also the 64-bit fs0-fs11.
def CSR_ILP32D_LP64D
    : CalleeSavedRegs<(add CSR_ILP32_LP64,
                       F8_D, F9_D, (sequence "F%u_D", 18, 27))>;

// Nothing preserved (LLVM's getNoPreservedMask).
def CSR_NoRegs : CalleeSavedRegs<(add)>;

// Interrupt handlers save every integer register they use except x0 and sp.
def CSR_Interrupt : CalleeSavedRegs<(add X1, (sequence "X%u", 3, 31))>;

// Interrupt handlers with F: also every 32-bit FP register, caller-saved
// ones first.
def CSR_XLEN_F32_Interrupt : CalleeSavedRegs<(add CSR_Interrupt,
    (sequence "F%u_F", 0, 7),
    (sequence "F%u_F", 10, 17),
    (sequence "F%u_F", 28, 31),
    (sequence "F%u_F", 8, 9),
    (sequence "F%u_F", 18, 27))>;

// Interrupt handlers with D: also every 64-bit FP register.
def CSR_XLEN_F64_Interrupt : CalleeSavedRegs<(add CSR_Interrupt,
    (sequence "F%u_D", 0, 7),
    (sequence "F%u_D", 10, 17),
    (sequence "F%u_D", 28, 31),
    (sequence "F%u_D", 8, 9),
    (sequence "F%u_D", 18, 27))>;

//===----------------------------------------------------------------------===//
// Register masks in MIR
//===----------------------------------------------------------------------===//
// A call in MIR names its mask (`PseudoCALL @f, csr_ilp32d_lp64d, ...`);
// registers not preserved by the mask are clobbered by the call. The names
// are LLVM's: the CalleeSavedRegs record name in lower case.

def : MIRRegMask<"csr_ilp32_lp64", CSR_ILP32_LP64, ["ilp32", "lp64"]>;
def : MIRRegMask<"csr_ilp32f_lp64f", CSR_ILP32F_LP64F, ["ilp32f", "lp64f"]>;
def : MIRRegMask<"csr_ilp32d_lp64d", CSR_ILP32D_LP64D, ["ilp32d", "lp64d"]>;
def : MIRRegMask<"csr_noregs", CSR_NoRegs>;
def : MIRRegMask<"csr_interrupt", CSR_Interrupt>;
def : MIRRegMask<"csr_xlen_f32_interrupt", CSR_XLEN_F32_Interrupt>;
def : MIRRegMask<"csr_xlen_f64_interrupt", CSR_XLEN_F64_Interrupt>;

//===----------------------------------------------------------------------===//
// Registers with fixed roles
//===----------------------------------------------------------------------===//
// sp = x2, fp = s0 = x8 (reserved only in functions that need a frame
// pointer), ra = x1, zero = x0. Reserved as in LLVM 14's
// RISCVRegisterInfo::getReservedRegs: zero, sp, gp (x3), tp (x4), and the
// fcsr fields frm and fflags (their values are the program's floating-point
// environment, not values an allocator moves). The psABI stack alignment is
// 16 bytes (ilp32e, not described here, uses 4).
def RISCVSpecialRegs : SpecialRegisters<X2, X8, X1, X0,
                                        [X0, X2, X3, X4, FRM, FFLAGS], 16>;
