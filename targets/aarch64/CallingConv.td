//===- aarch64/CallingConv.td - AArch64 callee-saved registers ------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The callee-saved register sets of the AArch64 procedure call standard
// (AAPCS64) and its variants as LLVM 14 defines them for ELF targets (same
// record names, members and save order), the register-mask names MIR
// prints on calls, and the registers with fixed roles.
//
// Not described: the sets that need SVE registers (CSR_AArch64_SVE_AAPCS*)
// and the Darwin and Windows variants.
//
//===----------------------------------------------------------------------===//

// AAPCS64: x19-x28, the frame record (lr, fp) and the low 64 bits of
// v8-v15 (d8-d15; the upper halves of q8-q15 are not preserved). The save
// order is LLVM's: the frame lowering pairs neighbours (x19/x20 ... lr/fp,
// d8/d9 ...).
def CSR_AArch64_AAPCS : CalleeSavedRegs<(add X19, X20, X21, X22, X23, X24,
                                             X25, X26, X27, X28, LR, FP,
                                             D8, D9, D10, D11,
                                             D12, D13, D14, D15)>;

// AAPCS64 with the platform register x18 preserved too (-ffixed-x18 ABIs).
def CSR_AArch64_AAPCS_X18 : CalleeSavedRegs<(add X18, CSR_AArch64_AAPCS)>;

// The vector PCS (aarch64_vector_pcs): all of q8-q23.
def CSR_AArch64_AAVPCS : CalleeSavedRegs<(add X19, X20, X21, X22, X23, X24,
                                              X25, X26, X27, X28, LR, FP,
                                              (sequence "Q%u", 8, 23))>;

// swifttailcc: x20 (swiftself) and x22 (swiftasync) are not preserved.
def CSR_AArch64_AAPCS_SwiftTail
    : CalleeSavedRegs<(sub CSR_AArch64_AAPCS, X20, X22)>;

// Calls to functions that return their first argument (memcpy, memset,
// constructors returning `this`): x0 is preserved as well. LLVM uses only
// the mask of this set.
def CSR_AArch64_AAPCS_ThisReturn
    : CalleeSavedRegs<(add CSR_AArch64_AAPCS, X0)>;

// swifterror: x21 carries the error value back.
def CSR_AArch64_AAPCS_SwiftError
    : CalleeSavedRegs<(sub CSR_AArch64_AAPCS, X21)>;

// The TLS-descriptor resolver preserves everything but x0 and lr.
def CSR_AArch64_TLS_ELF
    : CalleeSavedRegs<(add (sequence "X%u", 1, 28), FP,
                           (sequence "Q%u", 0, 31))>;

// Everything (e.g. the mask of calls that preserve all registers).
def CSR_AArch64_AllRegs
    : CalleeSavedRegs<(add (sequence "W%u", 0, 30), WSP,
                           (sequence "X%u", 0, 28), FP, LR, SP,
                           (sequence "B%u", 0, 31), (sequence "H%u", 0, 31),
                           (sequence "S%u", 0, 31), (sequence "D%u", 0, 31),
                           (sequence "Q%u", 0, 31))>;

// Nothing (LLVM's getNoPreservedMask).
def CSR_AArch64_NoRegs : CalleeSavedRegs<(add)>;

// preserve_mostcc: also x9-x15.
def CSR_AArch64_RT_MostRegs : CalleeSavedRegs<(add CSR_AArch64_AAPCS,
                                                   (sequence "X%u", 9, 15))>;

// Shadow call stack (-fsanitize=shadow-call-stack): x18 holds the shadow
// stack pointer and is preserved by every convention.
def CSR_AArch64_NoRegs_SCS
    : CalleeSavedRegs<(add CSR_AArch64_NoRegs, X18)>;
def CSR_AArch64_AllRegs_SCS
    : CalleeSavedRegs<(add CSR_AArch64_AllRegs, X18)>;
def CSR_AArch64_AAPCS_SwiftError_SCS
    : CalleeSavedRegs<(add CSR_AArch64_AAPCS_SwiftError, X18)>;
def CSR_AArch64_RT_MostRegs_SCS
    : CalleeSavedRegs<(add CSR_AArch64_RT_MostRegs, X18)>;
def CSR_AArch64_AAVPCS_SCS
    : CalleeSavedRegs<(add CSR_AArch64_AAVPCS, X18)>;
def CSR_AArch64_AAPCS_SCS
    : CalleeSavedRegs<(add CSR_AArch64_AAPCS, X18)>;

//===----------------------------------------------------------------------===//
// Register masks in MIR
//===----------------------------------------------------------------------===//
// A call in MIR names its mask (`BL @f, csr_aarch64_aapcs, ...`);
// registers the mask does not preserve are clobbered by the call. The
// names are LLVM's: the CalleeSavedRegs record name in lower case. The
// ABI of ordinary calls is `aapcs` (clang's -target-abi for Linux).

def : MIRRegMask<"csr_aarch64_aapcs", CSR_AArch64_AAPCS, ["aapcs"]>;
def : MIRRegMask<"csr_aarch64_aapcs_x18", CSR_AArch64_AAPCS_X18>;
def : MIRRegMask<"csr_aarch64_aavpcs", CSR_AArch64_AAVPCS>;
def : MIRRegMask<"csr_aarch64_aapcs_swifttail", CSR_AArch64_AAPCS_SwiftTail>;
def : MIRRegMask<"csr_aarch64_aapcs_thisreturn", CSR_AArch64_AAPCS_ThisReturn>;
def : MIRRegMask<"csr_aarch64_aapcs_swifterror", CSR_AArch64_AAPCS_SwiftError>;
def : MIRRegMask<"csr_aarch64_tls_elf", CSR_AArch64_TLS_ELF>;
def : MIRRegMask<"csr_aarch64_allregs", CSR_AArch64_AllRegs>;
def : MIRRegMask<"csr_aarch64_noregs", CSR_AArch64_NoRegs>;
def : MIRRegMask<"csr_aarch64_rt_mostregs", CSR_AArch64_RT_MostRegs>;
def : MIRRegMask<"csr_aarch64_noregs_scs", CSR_AArch64_NoRegs_SCS>;
def : MIRRegMask<"csr_aarch64_allregs_scs", CSR_AArch64_AllRegs_SCS>;
def : MIRRegMask<"csr_aarch64_aapcs_swifterror_scs",
                 CSR_AArch64_AAPCS_SwiftError_SCS>;
def : MIRRegMask<"csr_aarch64_rt_mostregs_scs", CSR_AArch64_RT_MostRegs_SCS>;
def : MIRRegMask<"csr_aarch64_aavpcs_scs", CSR_AArch64_AAVPCS_SCS>;
def : MIRRegMask<"csr_aarch64_aapcs_scs", CSR_AArch64_AAPCS_SCS>;

//===----------------------------------------------------------------------===//
// Registers with fixed roles
//===----------------------------------------------------------------------===//
// sp, fp = x29 (LLVM keeps a frame record in every non-leaf function on
// Linux: clang's "frame-pointer"="non-leaf"), lr = x30 (the link register
// BL and BLR write), xzr (its 32-bit view wzr reads as 0 too). Reserved as
// in LLVM 14's AArch64RegisterInfo::getReservedRegs for Linux: sp and the
// zero register (with their W views). x18 is an ordinary temporary on
// Linux. NZCV belongs to no allocatable class, so it is never allocated,
// but it is not reserved: the flags' liveness matters (a flag-setting
// instruction must not be placed between a flag def and its use). The
// base pointer of functions with both realigned locals and dynamic
// allocas is x19 (LLVM's AArch64RegisterInfo::getBaseRegister). The stack
// is 16-byte aligned.
def AArch64SpecialRegs : SpecialRegisters<SP, FP, LR, XZR, [SP, XZR], 16>;
