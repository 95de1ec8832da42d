//===- aarch64/top.td - Spillway's AArch64 target -------------------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// AArch64 (ARMv8-A, little endian) as LLVM 14 compiles for
// aarch64-linux-gnu: the AAPCS64 ABI (clang's -target-abi `aapcs`), the
// FP/SIMD registers of the base architecture. Read with
//
//   spillway tblgen -I targets/include -I targets/aarch64 targets/aarch64/top.td
//
// llvm-tblgen 14 reads the same files (-print-records prints the same
// bytes; -gen-register-info accepts them).
//
//===----------------------------------------------------------------------===//

include "spillway/Target.td"

//===----------------------------------------------------------------------===//
// Features
//===----------------------------------------------------------------------===//
// LLVM 14's names (`-mattr=+neon`); clang enables `+neon` for every
// ARMv8-A target. There are no hardware modes: every register has one size.

def FeatureFPARMv8
    : SubtargetFeature<"fp-armv8", "HasFPARMv8", "true", "Enable ARMv8 FP">;
def FeatureNEON
    : SubtargetFeature<"neon", "HasNEON", "true",
                       "Enable Advanced SIMD instructions", [FeatureFPARMv8]>;

// The triples of MIR this target reads (arm64 is Darwin's spelling).
def TripleAArch64 : TripleArch<"aarch64">;
def TripleARM64 : TripleArch<"arm64">;

//===----------------------------------------------------------------------===//
// The description
//===----------------------------------------------------------------------===//

include "RegisterInfo.td"
include "CallingConv.td"
include "InstrInfo.td"

def AArch64InstrInfo : InstrInfo;

def AArch64 : Target {
  let InstructionSet = AArch64InstrInfo;
}
