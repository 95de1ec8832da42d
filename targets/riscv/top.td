//===- riscv/top.td - Spillway's RISC-V target ----------------------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// RV32/RV64 with the F and D extensions, as LLVM 14 compiles for
// rv32gc/ilp32d and rv64gc/lp64d. Read with
//
//   spillway tblgen -I targets/include -I targets/riscv targets/riscv/top.td
//
// llvm-tblgen 14 reads the same files (-print-records prints the same
// bytes; -gen-register-info accepts them).
//
//===----------------------------------------------------------------------===//

include "spillway/Target.td"

//===----------------------------------------------------------------------===//
// Features and hardware modes
//===----------------------------------------------------------------------===//
// LLVM 14's names (`-mattr=+64bit,+f,+d,+c`).

def Feature64Bit
    : SubtargetFeature<"64bit", "HasRV64", "true", "Implements RV64">;
def FeatureStdExtF
    : SubtargetFeature<"f", "HasStdExtF", "true",
                       "'F' (Single-Precision Floating-Point)">;
def FeatureStdExtD
    : SubtargetFeature<"d", "HasStdExtD", "true",
                       "'D' (Double-Precision Floating-Point)",
                       [FeatureStdExtF]>;
def FeatureStdExtC
    : SubtargetFeature<"c", "HasStdExtC", "true",
                       "'C' (Compressed Instructions)">;

// Registers x8-x15 and f8-f15 are cheaper with compressed instructions:
// the allocator reads CostPerUse column 1 when C is enabled
// (RISCVRegisterInfo::getRegisterCostTableIndex).
def : CostPerUseColumn<1, [FeatureStdExtC]>;

// RV32 is the default mode; RV64 is selected by +64bit. XLEN-sized things
// (GPR size, spill slot, XLenVT) are given for both.
defvar RV32 = DefaultMode;
def RV64 : HwMode<"+64bit">;

// The triples of MIR this target reads; riscv64 implies +64bit, as in llc.
def TripleRISCV32 : TripleArch<"riscv32">;
def TripleRISCV64 : TripleArch<"riscv64", [Feature64Bit]>;

//===----------------------------------------------------------------------===//
// The description
//===----------------------------------------------------------------------===//

include "RegisterInfo.td"
include "CallingConv.td"
include "InstrInfo.td"

def RISCVInstrInfo : InstrInfo;

def RISCV : Target {
  let InstructionSet = RISCVInstrInfo;
}
