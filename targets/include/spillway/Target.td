//===- spillway/Target.td - Spillway's TableGen prelude -------------------===//
//
// Part of Spillway, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The classes a Spillway target description is written with. Include it
// first:
//
//     include "spillway/Target.td"      // with -I targets/include
//
// Part 1 declares the register vocabulary of LLVM's TableGen backends with
// the same class names, template parameters and field names (so a register
// file written for LLVM reads the same here, and `llvm-tblgen
// -gen-register-info` accepts a Spillway description). Only the register
// part is declared: no instructions, patterns, scheduling or asm matching.
//
// Part 2 adds what Spillway's allocator, spiller and soften-spills pass need
// and LLVM keeps in C++: opcodes and their control-flow flags, how to copy,
// spill and reload each register class, cross-class moves that can hold a
// spilled value in a register, the special registers and the names of the
// register masks that appear in MIR.
//
// Conventions: sizes are in bits unless a field name says otherwise; a list
// of HwModes that is empty means "every mode".
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Part 1: the LLVM-compatible register vocabulary
//===----------------------------------------------------------------------===//

//----- Value types -----------------------------------------------------------
// A machine value type. `Value` is the number of the type in LLVM 14's
// MVT::SimpleValueType enumeration; it must match LLVM's for llvm-tblgen's
// backends, which decode it. Only the types register classes here need.
class ValueType<int size, int value> {
  string Namespace = "MVT";
  int Size = size;     // bits
  int Value = value;   // MVT::SimpleValueType number (LLVM 14)
}

def i1      : ValueType<1,   2>;
def i8      : ValueType<8,   3>;
def i16     : ValueType<16,  4>;
def i32     : ValueType<32,  5>;
def i64     : ValueType<64,  6>;
def f16     : ValueType<16,  9>;
def f32     : ValueType<32, 10>;
def f64     : ValueType<64, 11>;
def untyped : ValueType<8, 174>;   // tuples / unknown contents

// More scalar and the 64- and 128-bit vector types (AArch64's FP/SIMD
// register classes hold them).
def bf16    : ValueType<16,   8>;
def f128    : ValueType<128, 13>;
def v8i8    : ValueType<64,  29>;
def v16i8   : ValueType<128, 30>;
def v4i16   : ValueType<64,  40>;
def v8i16   : ValueType<128, 41>;
def v2i32   : ValueType<64,  49>;
def v4i32   : ValueType<128, 51>;
def v1i64   : ValueType<64,  64>;
def v2i64   : ValueType<128, 65>;
def v4f16   : ValueType<64,  78>;
def v8f16   : ValueType<128, 79>;
def v4bf16  : ValueType<64,  88>;
def v8bf16  : ValueType<128, 89>;
def v2f32   : ValueType<64,  95>;
def v4f32   : ValueType<128, 97>;
def v1f64   : ValueType<64, 110>;
def v2f64   : ValueType<128, 111>;

//----- Hardware modes ---------------------------------------------------------
// A hardware mode is a set of subtarget features ("+64bit"); fields that
// differ between modes are given per mode with a *ByHwMode selection.
class HwMode<string FS> {
  string Features = FS;
}

// The mode used when no other mode matches. Its name is special to LLVM.
def DefaultMode : HwMode<"">;

// Base of every per-mode selection: `Objects[i]` applies in `Modes[i]`.
class HwModeSelect<list<HwMode> Ms> {
  list<HwMode> Modes = Ms;
}

// A value type that depends on the mode (e.g. XLenVT: i32 on RV32, i64 on
// RV64). It is a ValueType itself so it can stand in a list<ValueType>.
class ValueTypeByHwMode<list<HwMode> Ms, list<ValueType> Ts>
    : HwModeSelect<Ms>, ValueType<0, 0> {
  list<ValueType> Objects = Ts;
}

// Register size, spill slot size and spill slot alignment, in bits.
class RegInfo<int RS, int SS, int SA> {
  int RegSize = RS;
  int SpillSize = SS;
  int SpillAlignment = SA;
}

class RegInfoByHwMode<list<HwMode> Ms = [], list<RegInfo> Ts = []>
    : HwModeSelect<Ms> {
  list<RegInfo> Objects = Ts;
}

//----- Subtarget features ----------------------------------------------------
// A feature as `-mattr` spells it (`Name`), the subtarget flag it sets and
// what it implies. Spillway uses these in `Requires` lists.
class SubtargetFeature<string n, string a, string v, string d,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string Attribute = a;
  string Value = v;
  string Desc = d;
  list<SubtargetFeature> Implies = i;
}

//----- Sub-register indices ---------------------------------------------------
// Names one part of a larger register: `Size` bits starting at bit
// `Offset` (-1: unknown).
class SubRegIndex<int size, int offset = 0> {
  string Namespace = "";
  int Size = size;
  int Offset = offset;
  // Set when this index is the composition of others (first A, then B).
  list<SubRegIndex> ComposedOf = [];
  // Indices whose parts together cover this one.
  list<SubRegIndex> CoveringSubRegIndices = [];
}

// Index B within the part named by A.
class ComposedSubRegIndex<SubRegIndex A, SubRegIndex B>
    : SubRegIndex<B.Size, !if(!or(!eq(A.Offset, -1), !eq(B.Offset, -1)),
                              -1, !add(A.Offset, B.Offset))> {
  let ComposedOf = [A, B];
}

//----- Registers -------------------------------------------------------------
// Selects one of a register's alternative assembly names.
class RegAltNameIndex {
  string Namespace = "";
  RegAltNameIndex FallbackRegAltNameIndex = ?;
}

def NoRegAltName : RegAltNameIndex;

class Register<string n, list<string> altNames = []> {
  string Namespace = "";
  string AsmName = n;                         // printed name
  list<string> AltNames = altNames;           // one per RegAltNameIndices entry
  list<Register> Aliases = [];                // overlapping, not sub/super
  list<Register> SubRegs = [];                // direct sub-registers ...
  list<SubRegIndex> SubRegIndices = [];       // ... and their indices
  list<RegAltNameIndex> RegAltNameIndices = [];
  list<int> DwarfNumbers = [];                // one per DWARF flavour
  // Extra allocation cost; one column per cost model (LLVM 14 picks the
  // column with TargetRegisterInfo::getRegisterCostTableIndex).
  list<int> CostPerUse = [0];
  bit CoveredBySubRegs = false;               // sub-registers cover all bits
  bits<16> HWEncoding = 0;
  bit isArtificial = false;                   // not a real register
}

class RegisterWithSubRegs<string n, list<Register> subregs> : Register<n> {
  let SubRegs = subregs;
}

// Mixed into a Register: its DWARF numbers.
class DwarfRegNum<list<int> Numbers> {
  list<int> DwarfNumbers = Numbers;
}

// Mixed into a Register: use another register's DWARF numbers.
class DwarfRegAlias<Register reg> {
  Register DwarfAlias = reg;
}

//----- Register sets ---------------------------------------------------------
// Dag operators evaluated on register sets (register classes, callee-saved
// lists). Each is a plain record; its name is the operation:
//   (add A, B...)        union, in order
//   (sub A, B...)        A without the others
//   (and A, B)           intersection, in A's order
//   (shl A, N)           A without its first N members
//   (rotl A, N)          A rotated left by N
//   (rotr A, N)          A rotated right by N
//   (trunc A, N)         the first N members of A
//   (sequence "X%u", F, L [, S])  registers named by the format, F..L by S
//   (decimate A, N)      every Nth member of A
//   (interleave A, B...) A[0], B[0], A[1], B[1], ...
def add;
def sub;
def and;
def shl;
def rotl;
def rotr;
def trunc;
def sequence;
def decimate;
def interleave;

// Registers made from lists of registers: tuple i is made of the i-th
// member of every dag in Regs, with sub-register indices Indices.
class RegisterTuples<list<SubRegIndex> Indices, list<dag> Regs,
                     list<string> RegNames = []> {
  list<dag> SubRegs = Regs;
  list<SubRegIndex> SubRegIndices = Indices;
  list<string> RegAsmNames = RegNames;
}

//----- Register classes ------------------------------------------------------
// A set of registers that hold the same value types. The order of
// MemberList is the allocation order.
class RegisterClass<string namespace, list<ValueType> regTypes, int alignment,
                    dag regList, RegAltNameIndex idx = NoRegAltName> {
  string Namespace = namespace;
  list<ValueType> RegTypes = regTypes;
  RegInfoByHwMode RegInfos;       // sizes per mode; unset: from the types
  int Size = 0;                   // register size in bits; 0: from the types
  int Alignment = alignment;      // spill slot alignment in bits
  dag MemberList = regList;
  RegAltNameIndex altNameIndex = idx;
  int CopyCost = 1;               // -1: copies are very expensive
  bit isAllocatable = true;
  list<dag> AltOrders = [];       // alternative allocation orders ...
  code AltOrderSelect = [{}];     // ... and the C++ that picks one
  int AllocationPriority = 0;     // 0..63, higher is allocated first
  bit GeneratePressureSet = true;
  int Weight = ?;                 // register pressure weight; unset: computed
  string DiagnosticType = "";
  string DiagnosticString = "";
  bits<8> TSFlags = 0;
}

//----- Calling convention ----------------------------------------------------
// The registers a function must preserve, in save order. OtherPreserved adds
// registers to the mask without saving them.
class CalleeSavedRegs<dag saves> {
  dag SaveList = saves;
  dag OtherPreserved;
}

//----- Target ----------------------------------------------------------------
// Present so that llvm-tblgen's register backend finds a target; Spillway
// itself only reads the name of the Target record.
class InstrInfo {
  bit isLittleEndianEncoding = false;
  bit guessInstructionProperties = true;
  bit decodePositionallyEncodedOperands = false;
  bit noNamedPositionallyEncodedOperands = false;
}

// Exactly one record of this class names the target (prefix of generated
// names, e.g. RISCVGenRegisterInfo).
class Target {
  InstrInfo InstructionSet;
  int AllowRegisterRenaming = 0;
}

//===----------------------------------------------------------------------===//
// Part 2: Spillway's backend facts
//===----------------------------------------------------------------------===//

//----- Opcodes ---------------------------------------------------------------
// A machine opcode, named exactly as MIR prints it (the record name, unless
// MIRName is set). Flags use LLVM's Instruction field names; only the ones
// Spillway needs to split blocks and find calls are here.
class MIROpcode {
  string MIRName = NAME;
  bit isCall = false;           // clobbers the call's register mask
  bit isReturn = false;
  bit isTerminator = false;     // ends a block (with everything after it)
  bit isBranch = false;
  bit isIndirectBranch = false;
  bit isBarrier = false;        // control does not fall through
  bit mayLoad = false;
  bit mayStore = false;
  // A call only when operand 0 (the link register it writes) is the
  // target's return-address register (JAL/JALR; with x0 it is a jump).
  bit isCallWhenLinking = false;
  // One simple ALU operation (LLVM's flag of the same name): recomputing
  // its result from registers that still hold its operands costs no more
  // than a register copy, so the spiller may rematerialize it from live
  // operands instead of reloading it (operand rematerialization).
  bit isAsCheapAsAMove = false;
  // The pseudo that sets up a call's outgoing-argument area (LLVM's
  // getCallFrameSetupOpcode); its partner, the destroy pseudo, is the other
  // opcode whose implicit defs and uses are exactly the stack pointer.
  bit isCallFrameSetup = false;
  list<Register> Defs = [];     // implicit definitions
  list<Register> Uses = [];     // implicit uses
}

// An opcode that depends on the hardware mode (e.g. SW on RV32, SD on
// RV64). It can stand wherever an MIROpcode can; it has no MIR name itself.
class MIROpcodeByHwMode<list<HwMode> Ms, list<MIROpcode> Os>
    : HwModeSelect<Ms>, MIROpcode {
  let MIRName = "";
  list<MIROpcode> Objects = Os;
}

//----- Copies, spills and reloads -------------------------------------------
// How to copy, spill and reload the registers of one register class.
// The forms are MIR text with placeholders, parsed when the tables are
// made (a form that does not parse is an error at its record):
//   $dst, $src  the physical registers (e.g. $x10, $f3_d)
//   $slot, 0    the stack slot operand and its offset (e.g. %stack.3, 0);
//               the offset counts the opcode's units (see FrameAccess)
//   $slot       alone (last, or before another operand that is not an
//               integer): the slot is the whole address, no offset operand
//   $xzr        any register of the target, by its MIR name (fixed)
//   $noreg, integers, `implicit-def $r`, `implicit $r`
//   OP          the opcode's MIR name (for a by-mode opcode: the current mode's)
// The spill slot's size and alignment are the class's SpillSize and
// SpillAlignment for the mode (RegInfos); the memory operand is derived
// from them (`:: (store (s64) into %stack.3)`).
class RegClassSpillInfo<RegisterClass rc,
                        MIROpcode copy, string copyForm,
                        MIROpcode store, string storeForm,
                        MIROpcode load, string loadForm> {
  RegisterClass RegClass = rc;
  MIROpcode CopyOpcode = copy;
  string CopyForm = copyForm;
  MIROpcode StoreOpcode = store;
  string StoreForm = storeForm;
  MIROpcode LoadOpcode = load;
  string LoadForm = loadForm;
  // Cost of one spill store and one reload, in the unit of
  // CrossClassMove.Cost (a load or store to the stack = 100).
  int StoreCost = 100;
  int LoadCost = 100;
}

//----- Softened spills --------------------------------------------------------
// A move of a value from a register of SrcClass to one of DstClass. A
// spill of class A can be softened into a free register of class B when a
// move A -> B and a move B -> A are both usable. A move is usable when
// every feature in Requires is enabled, the mode is in Modes (empty: any
// mode), and the value fits in ValueBits.
class CrossClassMove<MIROpcode op, RegisterClass src, RegisterClass dst,
                     list<SubtargetFeature> requires, list<HwMode> modes,
                     int valueBits> {
  MIROpcode Opcode = op;
  string Form = "$dst = OP $src";
  RegisterClass SrcClass = src;
  RegisterClass DstClass = dst;
  list<SubtargetFeature> Requires = requires;
  list<HwMode> Modes = modes;
  // The move carries the low ValueBits bits of the source exactly.
  int ValueBits = valueBits;
  // The destination's bits above ValueBits are copies of bit ValueBits-1
  // (e.g. FMV_X_W on RV64); 0: they are unspecified or the move is full width.
  bit SignExtendsResult = false;
  // Cost relative to the stack store or load it replaces (= 100).
  int Cost = 50;
}

//----- Frame lowering --------------------------------------------------------
// The instructions prologue/epilogue insertion builds sp adjustments and
// sp-relative addresses with; at most one record per target:
//   AddImm:    $dst = OP $src, imm   imm: a signed AddImmBits-bit value
//              (frame-index offsets `%stack.N, imm` are base + such an imm)
//   LoadUpper: $dst = OP hi          $dst = hi << AddImmBits, hi: an
//              unsigned LoadUpperBits-bit field (sign-extended on wider
//              registers from bit AddImmBits + LoadUpperBits - 1)
//   AddReg:    $dst = OP $a, $b
// Offsets that do not fit AddImmBits are built as LoadUpper + AddImm into a
// free scratch register, then AddReg.
//
// Functions with over-aligned locals realign sp in the prologue (they also
// get a frame pointer, SpecialRegisters' FramePointer, to restore it):
//   AndImm:    $dst = OP $src, imm   (imm = -alignment, an AddImmBits value)
// A function with both over-aligned locals and dynamic allocas addresses
// its locals from BasePointer, a copy of sp made right after realignment
// (sp itself moves with the allocas). Without these, such functions are
// an error.
//
// The fields after the template arguments describe targets whose
// instructions are shaped otherwise (their defaults say the above):
//   SubImm:       set: AddImm's immediate is unsigned (AddImmBits wide) and
//                 `$dst = SubImm $src, imm` subtracts (the sign is in the
//                 opcode)
//   AddImmShifts: non-empty: AddImm/SubImm end with a shift operand,
//                 `$dst = OP $src, imm, shift`, adding imm << shift
//   LoadConst:    set (LoadUpper then `?`): `$dst = OP imm` loads any
//                 64-bit value (a pseudo expanded after frame lowering)
//   AddRegForm:   the form of AddReg: `$a`, `$b` are the addends in either
//                 order (it commutes); `$base` (may be sp) and `$index`
//                 (the register holding the constant) when it does not
//   AndImmLogical: AndImm's operand is the mask in the logical-immediate
//                 encoding (N:immr:imms), not -alignment
//   AndImmReadsSP: 0: AndImm cannot read sp; sp is copied into a scratch
//                 register (`$s = AddImm $sp, 0`) that AndImm reads
//   FramePointerAtRecord: the frame pointer points at its own save slot
//                 (the frame record: fp, then the return address above
//                 it), not at the top of the frame
//   PreferSPAddressing: locals are addressed from sp whenever sp does not
//                 move in the body (no dynamic allocas, no realignment),
//                 even in a function with a frame pointer
//   ScratchClass: the class scratch address registers come from (unset:
//                 the class whose copy opcode is AddImm)
//   ByteOffsetsByDefault: 0: an opcode that addresses a stack object must
//                 have a FrameAccess record (else its offset is taken as a
//                 signed AddImmBits byte offset)
class FrameLoweringOps<MIROpcode addImm, int addImmBits, MIROpcode loadUpper,
                       int loadUpperBits, MIROpcode addReg> {
  MIROpcode AddImm = addImm;
  int AddImmBits = addImmBits;
  MIROpcode LoadUpper = loadUpper;
  int LoadUpperBits = loadUpperBits;
  MIROpcode AddReg = addReg;
  MIROpcode AndImm = ?;
  Register BasePointer = ?;
  MIROpcode SubImm = ?;
  list<int> AddImmShifts = [];
  MIROpcode LoadConst = ?;
  string AddRegForm = "$dst = OP $a, $b";
  bit AndImmLogical = false;
  bit AndImmReadsSP = true;
  bit FramePointerAtRecord = false;
  bit PreferSPAddressing = false;
  RegisterClass ScratchClass = ?;
  bit ByteOffsetsByDefault = true;
}

// How a load or store opcode encodes the offset after a frame index
// (`%stack.N, k`): in units of Scale bytes, a Bits-bit field (Signed or
// not). An offset that is not a multiple of Scale or does not fit uses
// the Unscaled twin opcode (which has its own record) when it fits there,
// else an address in a scratch register. Bits = 0: the opcode takes no
// offset after the frame index (base register only). An opcode without a
// record takes a signed FrameLoweringOps.AddImmBits byte offset. Pass `?`
// as Unscaled for an opcode without a twin.
class FrameAccess<MIROpcode op, int scale, int width, bit signed,
                  MIROpcode unscaled> {
  MIROpcode Opcode = op;
  int Scale = scale;
  int Bits = width;
  bit Signed = signed;
  MIROpcode Unscaled = unscaled;
}

//----- Special registers and register masks ---------------------------------
// Registers with a fixed role; exactly one record per target.
class SpecialRegisters<Register sp, Register fp, Register ra, Register zero,
                       list<Register> reserved, int stackAlign> {
  Register StackPointer = sp;
  Register FramePointer = fp;       // reserved too when a function uses one
  Register ReturnAddress = ra;      // the link register of calls
  Register ZeroRegister = zero;     // reads as 0, writes are discarded
  list<Register> Reserved = reserved;   // never allocated
  int StackAlignmentBytes = stackAlign;
}

// The name MIR prints for a call's register mask (`csr_ilp32d_lp64d`), the
// callee-saved set it stands for (registers it preserves), and the ABIs
// whose calls carry it.
class MIRRegMask<string name, CalleeSavedRegs preserved,
                 list<string> abis = []> {
  string MIRName = name;
  CalleeSavedRegs Preserved = preserved;
  list<string> ABIs = abis;
}

//----- Register costs ----------------------------------------------------------
// Which column of the registers' CostPerUse lists the allocator reads
// (LLVM's getRegisterCostTableIndex): Column when every feature of
// Requires is enabled (the largest such column); 0 without a record that
// applies.
class CostPerUseColumn<int column, list<SubtargetFeature> requires> {
  int Column = column;
  list<SubtargetFeature> Requires = requires;
}

// The allocator's costs in the one unit of every allocation decision: a
// stack store or load (RegClassSpillInfo's StoreCost and LoadCost, 100 by
// default; CrossClassMove.Cost is in it too). A target has at most one
// AllocationCosts record; without one the defaults below apply.
class AllocationCosts {
  // One ordinary instruction (a copy, a recomputed constant). A register's
  // CostPerUse counts instructions: its cost per use is CostPerUse *
  // InstrCost.
  int InstrCost = 50;
  // What using a callee-saved register the function does not use yet adds
  // when the greedy allocator picks the cheapest free register (LLVM's
  // getCSRFirstUseCost: its save and restore, and a bias to leave such
  // registers to values that live across calls).
  int CSRFirstUseCost = 800;
}

//----- Target triples ---------------------------------------------------------
// A target-triple architecture whose MIR this target reads (the text of a
// triple before its first '-': "riscv64" in "riscv64-unknown-linux-gnu"),
// and the subtarget features it implies (llc adds them from the triple even
// when the IR's "target-features" do not name them). A MIR file's
// `target triple` picks the target that lists its architecture; MIR for an
// architecture the target does not list is refused. A target without
// TripleArch records reads MIR of any triple.
class TripleArch<string arch, list<SubtargetFeature> implies = []> {
  string Arch = arch;
  list<SubtargetFeature> Implies = implies;
}

//===--- Values, operand ties, register banks ----------------------------===//
// (Kept together in one block; every record class here is optional: a
// target without such records keeps the behaviour described above.)

//----- Sub-register write semantics -------------------------------------------
// A write to a register through sub-register index Index zeroes the rest of
// every super-register that has Index (AArch64: writing W<n> zero-extends
// into X<n>; writing B/H/S/D<n> zeroes the rest of Q<n>). The checker then
// knows the super-register's value after such a write: a value whose
// sub-register at Index was written and whose other bits are zero (LLVM's
// `undef %x.sub_32 = ...` defs, SUBREG_TO_REG). Without a record for an
// index, a write through it leaves the rest of the super-register unknown.
class ZeroesSuperRegOnWrite<SubRegIndex idx> {
  SubRegIndex Index = idx;
}

//----- Operand ties -------------------------------------------------------------
// An instruction constraint of opcode Opcode (LLVM's `Constraints = "$src =
// $dst"`): explicit use operand Use must be allocated to the same register
// as explicit def operand Def, whether or not the MIR prints `(tied-def
// N)` (MIRPrinter prints ties only when they differ from the instruction's
// description). Operands are numbered as MIR prints them, from 0, defs
// first: `early-clobber %1:gpr64sp, %2:gpr64 = LDRXpost %1, 8` is LDRXpost
// with Def 0 (the write-back), Use 2 (the base).
class TiedOperands<MIROpcode op, int defIdx, int useIdx> {
  MIROpcode Opcode = op;
  int Def = defIdx;
  int Use = useIdx;
}

//----- Register banks -------------------------------------------------------------
// A GlobalISel register bank (LLVM's RegisterBank): MIR written by
// GlobalISel (AArch64 at -O0) lists vregs that instruction selection
// deleted with their bank instead of a class (`class: gpr`, the bank's Name
// in lower case). The MIR reader accepts a bank only for a vreg the body
// does not name; RegisterClasses documents which classes the bank holds.
class RegisterBank<string name, list<RegisterClass> classes> {
  string Name = name;
  list<RegisterClass> RegisterClasses = classes;
}
//===--- end of values, operand ties, register banks ---------------------===//
