//! [`TargetDesc`]: one target's description as plain data — registers,
//! register classes, callee-saved sets, opcodes, spill and copy forms,
//! cross-class moves, special registers — in the shape the backend binds
//! (`backend::target::Target::bind`).
//!
//! A description is made in one place, `dsl::emit::describe`, from the
//! records of a target's `.td` files and their register model, with every
//! target-fact check. It reaches the backend in one of two ways, with the
//! same value:
//! - compiled in: `tables/build.rs` writes the value `dsl::emit::describe`
//!   built as a Rust `static` (`tables::riscv::DESC`, one module per folder
//!   under `targets/`);
//! - at run time: `spillway ... --td PATH` calls `dsl::emit::describe` on
//!   the `.td` files and keeps the value for the rest of the process (it is
//!   leaked: a command reads one description).
//!
//! Invariants (kept by `dsl::emit::describe`, relied on by the backend,
//! which indexes with them without checking):
//! - A [`RegIdx`] `i` indexes [`TargetDesc::regs`] and is LLVM's register
//!   enum value `i + 1` (0 is `NoRegister`); a [`ClassIdx`] indexes
//!   [`TargetDesc::classes`] (LLVM's class order); an [`OpcodeIdx`]
//!   [`TargetDesc::opcodes`]; a [`FeatureIdx`] [`TargetDesc::features`]; a
//!   [`ModeIdx`] [`TargetDesc::hw_modes`] (0 is the default mode). Every
//!   index stored anywhere is in range.
//! - Every per-mode list (`RegClassDesc::sizes`, `SpillDesc::copy`, ...) has
//!   one entry per hardware mode.
//! - Register bit masks ([`CalleeSavedDesc::reg_mask`]) have bit `n` =
//!   register enum value `n`, i.e. [`RegIdx`] `n - 1`.
//! - Lists are in the register model's order or in record-name order, so
//!   the same `.td` input gives an equal value (`PartialEq`).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// A register: index into [`TargetDesc::regs`] (LLVM enum value − 1).
pub type RegIdx = u16;
/// A register class: index into [`TargetDesc::classes`].
pub type ClassIdx = u16;
/// An opcode: index into [`TargetDesc::opcodes`].
pub type OpcodeIdx = u16;
/// A subtarget feature: index into [`TargetDesc::features`].
pub type FeatureIdx = u16;
/// A hardware mode: index into [`TargetDesc::hw_modes`] (0: the default).
pub type ModeIdx = u16;

/// One target, every hardware mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetDesc {
    /// The `Target` record's name (`RISCV`).
    pub name: &'static str,
    /// Target-triple architectures whose MIR this target reads (its
    /// `TripleArch` records); empty: the target does not say.
    pub triple_archs: &'static [TripleArchDesc],
    /// Hardware modes; mode 0 is the default.
    pub hw_modes: &'static [HwModeDesc],
    /// Subtarget features, in record-name order.
    pub features: &'static [FeatureDesc],
    /// Sub-register indices; index `i` has LLVM enum value `i + 1`.
    pub sub_reg_indices: &'static [SubRegIndexDesc],
    /// Registers, in LLVM's enum order.
    pub regs: &'static [RegDesc],
    /// Number of register units (two registers overlap iff they share one).
    pub num_reg_units: u32,
    /// Register classes, in LLVM's order (defined and synthesized).
    pub classes: &'static [RegClassDesc],
    /// Copy/spill/reload descriptions (`RegClassSpillInfo`), by record name.
    pub spill_infos: &'static [SpillDesc],
    /// Opcodes (`MIROpcode`), by record name.
    pub opcodes: &'static [OpcodeDesc],
    /// Callee-saved sets (`CalleeSavedRegs`), by record name.
    pub callee_saved: &'static [CalleeSavedDesc],
    /// Cross-class moves (`CrossClassMove`), by record name.
    pub cross_moves: &'static [CrossMoveDesc],
    /// Registers with a fixed role (`SpecialRegisters`).
    pub special: SpecialRegsDesc,
    /// How frame lowering adjusts sp (`FrameLoweringOps`), if the target
    /// says.
    pub frame_ops: Option<FrameOpsDesc>,
    // Value semantics, operand ties, register banks.
    /// Sub-register indices (enum values, ≥ 1) whose writes zero the rest
    /// of every super-register (`ZeroesSuperRegOnWrite`), ascending.
    pub zeroing_sub_regs: &'static [u16],
    /// Operand ties (`TiedOperands`), by opcode, then use operand.
    pub ties: &'static [TieDesc],
    /// GlobalISel register banks (`RegisterBank`), by record name.
    pub reg_banks: &'static [RegBankDesc],
    /// How frame-index offsets of load/store opcodes are encoded
    /// (`FrameAccess` records), by opcode record name; an opcode without
    /// one takes a signed byte offset of the frame ops' `add_imm_bits`.
    pub frame_accesses: &'static [FrameAccessDesc],
    /// Which `CostPerUse` column applies under which features
    /// (`CostPerUseColumn` records).
    pub cost_columns: &'static [CostColumnDesc],
    /// The allocator's costs (the `AllocationCosts` record, or its
    /// defaults).
    pub alloc_costs: AllocCostsDesc,
}

/// The allocator's costs, in the unit of a stack store or load (100 by
/// default, `StoreCost`/`LoadCost`): an `AllocationCosts` record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocCostsDesc {
    /// One ordinary instruction (`InstrCost`, > 0).
    pub instr_cost: u32,
    /// The first use of a callee-saved register (`CSRFirstUseCost`).
    pub csr_first_use_cost: u32,
}

impl Default for AllocCostsDesc {
    /// The prelude's defaults (`class AllocationCosts`).
    fn default() -> Self {
        AllocCostsDesc {
            instr_cost: 50,
            csr_first_use_cost: 800,
        }
    }
}

/// `CostPerUse` column `column` applies when every feature of `requires`
/// is enabled (a `CostPerUseColumn` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostColumnDesc {
    /// The column.
    pub column: u32,
    /// The features it needs.
    pub requires: &'static [FeatureIdx],
}

// ---- Value semantics, operand ties, register banks ----

/// An operand tie (a `TiedOperands` record): explicit use operand `use_`
/// of `opcode` gets the register of explicit def operand `def` (operands
/// numbered as MIR prints them, from 0, defs first; `def < use_`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TieDesc {
    /// The opcode.
    pub opcode: OpcodeIdx,
    /// The def operand.
    pub def: u8,
    /// The use operand.
    pub use_: u8,
}

/// A GlobalISel register bank (a `RegisterBank` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegBankDesc {
    /// `Name` (`GPR`).
    pub name: &'static str,
    /// The name MIR prints (`gpr`: `Name` in lower case).
    pub mir_name: &'static str,
    /// The classes it holds (`RegisterClasses`).
    pub classes: &'static [ClassIdx],
}

/// A target-triple architecture (a `TripleArch` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TripleArchDesc {
    /// The architecture: a triple's text before the first `-` (`riscv64`).
    pub arch: &'static str,
    /// Features the architecture implies (llc adds them from the triple).
    pub implies: &'static [FeatureIdx],
}

/// A hardware mode (a `HwMode` record; mode 0 is `DefaultMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HwModeDesc {
    /// The mode's name (`Default` for mode 0).
    pub name: &'static str,
    /// The features that select it, as written (`"+64bit"`; empty for the
    /// default mode).
    pub features: &'static str,
}

/// A subtarget feature (a `SubtargetFeature` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureDesc {
    /// The record name.
    pub name: &'static str,
    /// The name `-mattr` and MIR's `"target-features"` use (`64bit`).
    pub mattr: &'static str,
    /// Features it implies (`Implies`).
    pub implies: &'static [FeatureIdx],
}

/// A sub-register index (a `SubRegIndex` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubRegIndexDesc {
    /// The record name, as MIR prints it (`sub_32`).
    pub name: &'static str,
    /// Size in bits (`u16::MAX`: unknown).
    pub size: u16,
    /// Offset in bits (`u16::MAX`: unknown).
    pub offset: u16,
}

/// A register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegDesc {
    /// The record name (`X10`).
    pub name: &'static str,
    /// The name MIR prints after `$` (the record name in lower case).
    pub mir_name: &'static str,
    /// `AsmName` (`x10`).
    pub asm_name: &'static str,
    /// `AltNames` (ABI names: `a0`).
    pub alt_names: &'static [&'static str],
    /// Register units (native units, ascending).
    pub units: &'static [u16],
    /// All sub-registers, in LLVM's pre-order.
    pub sub_regs: &'static [RegIdx],
    /// The sub-register index (enum value, ≥ 1) of each of `sub_regs`.
    pub sub_reg_indices: &'static [u16],
    /// All super-registers, in LLVM's order.
    pub super_regs: &'static [RegIdx],
    /// `CostPerUse`, one column per cost model.
    pub cost_per_use: &'static [u8],
}

/// Register size, spill slot size and spill alignment in one mode, in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegSizeDesc {
    /// Register size.
    pub reg_size: u32,
    /// Spill slot size.
    pub spill_size: u32,
    /// Spill slot alignment.
    pub spill_alignment: u32,
}

/// A register class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegClassDesc {
    /// The record name, or LLVM's name for a synthesized class
    /// (`GPRC_and_GPRTC`).
    pub name: &'static str,
    /// The name MIR uses (the record name in lower case, LLVM's rule).
    pub mir_name: &'static str,
    /// Members, in enum order.
    pub members: &'static [RegIdx],
    /// The allocation order (reserved registers included).
    pub alloc_order: &'static [RegIdx],
    /// Sizes per hardware mode.
    pub sizes: &'static [RegSizeDesc],
    /// `isAllocatable`.
    pub allocatable: bool,
    /// `CopyCost`.
    pub copy_cost: i32,
    /// Sub-classes, the class itself included.
    pub sub_classes: &'static [ClassIdx],
    /// Strict super-classes, in LLVM's order.
    pub super_classes: &'static [ClassIdx],
    /// How to copy, spill and reload: index into [`TargetDesc::spill_infos`]
    /// of the class's own record, else of its closest super-class's.
    pub spill: Option<u16>,
}

/// How to copy, spill and reload a class (a `RegClassSpillInfo` record).
/// Forms are parsed once, when the description is made ([`FormDesc`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpillDesc {
    /// The record name.
    pub name: &'static str,
    /// The class it was written for.
    pub class: ClassIdx,
    /// Copy opcode per mode.
    pub copy: &'static [OpcodeIdx],
    /// Copy form.
    pub copy_form: FormDesc,
    /// Spill (store) opcode per mode.
    pub store: &'static [OpcodeIdx],
    /// Spill form.
    pub store_form: FormDesc,
    /// Reload opcode per mode.
    pub load: &'static [OpcodeIdx],
    /// Reload form.
    pub load_form: FormDesc,
    /// Cost of a spill store (a stack access = 100).
    pub store_cost: i32,
    /// Cost of a reload.
    pub load_cost: i32,
}

/// An opcode (an `MIROpcode` record; by-mode opcodes are resolved into
/// these).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct OpcodeDesc {
    /// The record name.
    pub name: &'static str,
    /// The name MIR prints.
    pub mir_name: &'static str,
    /// `isCall`.
    pub is_call: bool,
    /// `isReturn`.
    pub is_return: bool,
    /// `isTerminator`.
    pub is_terminator: bool,
    /// `isBranch`.
    pub is_branch: bool,
    /// `isIndirectBranch`.
    pub is_indirect_branch: bool,
    /// `isBarrier`.
    pub is_barrier: bool,
    /// `mayLoad`.
    pub may_load: bool,
    /// `mayStore`.
    pub may_store: bool,
    /// `isCallWhenLinking`.
    pub is_call_when_linking: bool,
    /// `isAsCheapAsAMove`.
    pub is_as_cheap_as_a_move: bool,
    /// `isCallFrameSetup`: the call-frame set-up pseudo (the other
    /// call-frame pseudo destroys the frame).
    pub is_call_frame_setup: bool,
    /// Implicit definitions (`Defs`).
    pub defs: &'static [RegIdx],
    /// Implicit uses (`Uses`).
    pub uses: &'static [RegIdx],
}

/// A callee-saved set (`CalleeSavedRegs`) and the mask name MIR prints for
/// it (`MIRRegMask`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalleeSavedDesc {
    /// The record name.
    pub name: &'static str,
    /// The register-mask name MIR prints on calls, if the target names one.
    pub mir_name: Option<&'static str>,
    /// ABIs (`"target-abi"` values) whose calls carry the mask.
    pub abis: &'static [&'static str],
    /// Registers to save, in order.
    pub save_list: &'static [RegIdx],
    /// Preserved registers: bit `n` = register enum value `n`.
    pub reg_mask: &'static [u32],
}

impl CalleeSavedDesc {
    /// Does the mask preserve register `r`?
    pub fn preserves(&self, r: RegIdx) -> bool {
        let e = r as usize + 1;
        self.reg_mask
            .get(e / 32)
            .is_some_and(|w| (w >> (e % 32)) & 1 != 0)
    }
}

/// A move between classes that can hold a spilled value instead of the
/// stack (a `CrossClassMove` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrossMoveDesc {
    /// The record name.
    pub name: &'static str,
    /// The opcode per mode.
    pub opcode: &'static [OpcodeIdx],
    /// MIR form (`$dst`, `$src`, `OP`).
    pub form: FormDesc,
    /// Source class.
    pub from: ClassIdx,
    /// Destination class.
    pub to: ClassIdx,
    /// Features that must all be enabled.
    pub requires: &'static [FeatureIdx],
    /// Modes it is valid in (empty: every mode).
    pub modes: &'static [ModeIdx],
    /// Low bits carried exactly.
    pub value_bits: u32,
    /// Upper destination bits copy bit `value_bits - 1`.
    pub sign_extends_result: bool,
    /// Cost (a stack access = 100).
    pub cost: i32,
}

/// Registers with a fixed role (the `SpecialRegisters` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecialRegsDesc {
    /// The stack pointer.
    pub stack_pointer: RegIdx,
    /// The frame pointer.
    pub frame_pointer: RegIdx,
    /// The link register of calls.
    pub return_address: RegIdx,
    /// Reads as zero, writes are discarded.
    pub zero: RegIdx,
    /// Never allocated (nor any register sharing a unit with one).
    pub reserved: &'static [RegIdx],
    /// Stack alignment in bytes.
    pub stack_alignment: u32,
}

// ---- Typed forms and frame facts -------------------------------------------

/// One operand of a [`FormDesc`], in MIR order. Each stands for one MIR
/// operand, except [`FormOperand::Slot`] (two: the frame index and its
/// offset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormOperand {
    /// `$dst`: the destination register (a def when left of ` = `, a use
    /// otherwise).
    Dst,
    /// `$src`: the source register.
    Src,
    /// `$slot, 0`: a frame index followed by its offset operand, in the
    /// opcode's units (see [`FrameAccessDesc`]).
    Slot,
    /// `$slot` with no offset after it: the frame index is the whole
    /// address (a base register once lowered).
    SlotBase,
    /// `$base`: frame-lowering forms only: the register an offset is added
    /// to (may be the stack pointer).
    Base,
    /// `$index`: frame-lowering forms only: the register holding the
    /// addend.
    Index,
    /// `$a` / `$b`: frame-lowering forms only: the two addends, in the
    /// order the caller gives them (the operation commutes).
    A,
    /// See [`FormOperand::A`].
    B,
    /// A fixed register (`$xzr`): a use, or a def left of ` = `.
    Reg(RegIdx),
    /// `$noreg`.
    NoReg,
    /// An integer immediate.
    Imm(i64),
    /// `implicit-def $r`.
    ImplicitDef(RegIdx),
    /// `implicit $r`.
    ImplicitUse(RegIdx),
}

/// An instruction form (`$dst = OP $xzr, $src`), parsed and checked when
/// the description is made: the operands left of ` = ` are the first
/// `defs` of `operands`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormDesc {
    /// The form as written in the `.td`.
    pub text: &'static str,
    /// How many of `operands` are explicit defs (left of ` = `).
    pub defs: u8,
    /// The operands, in MIR order (implicit ones last).
    pub operands: &'static [FormOperand],
}

impl FormDesc {
    /// Does the form name operand `o`?
    pub fn has(&self, o: FormOperand) -> bool {
        self.operands.contains(&o)
    }
}

/// How the frame-index offset of one opcode is encoded (a `FrameAccess`
/// record): after frame lowering the operand pair `%stack.N, k` becomes
/// `$base, v / scale`, valid when `v` is a multiple of `scale` and
/// `v / scale` fits `bits` bits (signed or unsigned); otherwise the
/// `unscaled` twin opcode takes the byte offset, or a scratch register
/// holds the address. `bits == 0`: no offset operand at all (base only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameAccessDesc {
    /// The opcode.
    pub opcode: OpcodeIdx,
    /// Bytes per offset unit.
    pub scale: u32,
    /// Width of the offset field (0: no offset operand).
    pub bits: u32,
    /// The offset is signed.
    pub signed: bool,
    /// The opcode that takes the same access with an unscaled (byte)
    /// offset, if any (it has its own record).
    pub unscaled: Option<OpcodeIdx>,
}

/// The instructions frame lowering builds sp adjustments and sp-relative
/// addresses with (the `FrameLoweringOps` record).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameOpsDesc {
    /// `$dst = OP $src, imm`.
    pub add_imm: OpcodeIdx,
    /// Width of its signed immediate (and of frame-index offsets).
    pub add_imm_bits: u32,
    /// `$dst = OP hi`: `hi << add_imm_bits` (`None`: the target builds
    /// constants with `load_const`).
    pub load_upper: Option<OpcodeIdx>,
    /// Width of its unsigned immediate field.
    pub load_upper_bits: u32,
    /// `$dst = OP $a, $b`.
    pub add_reg: OpcodeIdx,
    /// `$dst = OP $src, -alignment`: stack realignment (`AndImm`), if the
    /// target can realign.
    pub and_imm: Option<OpcodeIdx>,
    /// The register keeping the realigned sp in functions with dynamic
    /// allocas (`BasePointer`), if the target has one.
    pub base_pointer: Option<RegIdx>,
    /// `SubImm`: `$dst = OP $src, imm` subtracts; set when the
    /// add-immediate's immediate is unsigned (the sign is in the opcode).
    pub sub_imm: Option<OpcodeIdx>,
    /// `AddImmShifts`: the add/sub-immediate forms end with a shift
    /// operand, and the amount is `imm << shift` for one of these (empty:
    /// no shift operand).
    pub add_imm_shifts: &'static [u32],
    /// `LoadConst`: `$dst = OP imm` loads any 64-bit constant (a pseudo
    /// expanded after frame lowering).
    pub load_const: Option<OpcodeIdx>,
    /// `AddRegForm`: the form of `add_reg`.
    pub add_reg_form: FormDesc,
    /// `AndImmLogical`: the and-immediate's operand is the mask in the
    /// logical-immediate encoding (N:immr:imms), not `-alignment`.
    pub and_imm_logical: bool,
    /// `AndImmReadsSP`: the and-immediate may read sp (else sp is copied
    /// to a scratch register first).
    pub and_imm_reads_sp: bool,
    /// `FramePointerAtRecord`: the frame pointer points at its own save
    /// slot (the frame record), not at the top of the frame.
    pub frame_pointer_at_record: bool,
    /// `PreferSPAddressing`: objects are addressed from sp whenever sp
    /// does not move in the body, even with a frame pointer.
    pub prefer_sp: bool,
    /// `ScratchClass`: the class of scratch address registers, if not the
    /// class whose copy opcode is the add-immediate.
    pub scratch_class: Option<ClassIdx>,
    /// `ByteOffsetsByDefault`: an opcode without a [`FrameAccessDesc`]
    /// takes a signed `add_imm_bits` byte offset (else it cannot address
    /// a stack object).
    pub byte_offsets_by_default: bool,
}

// ---- end of typed forms and frame facts -----------------------------------

impl TargetDesc {
    /// The frame access of opcode `o`, if it has a `FrameAccess` record.
    pub fn frame_access(&self, o: OpcodeIdx) -> Option<&FrameAccessDesc> {
        self.frame_accesses.iter().find(|a| a.opcode == o)
    }

    /// The triple architecture entry for `arch`, if the target lists it.
    pub fn triple_arch(&self, arch: &str) -> Option<&TripleArchDesc> {
        self.triple_archs.iter().find(|a| a.arch == arch)
    }

    /// Does the target read MIR for a triple with architecture `arch`? A
    /// target that lists no architecture reads any.
    pub fn accepts_arch(&self, arch: &str) -> bool {
        self.triple_archs.is_empty() || self.triple_arch(arch).is_some()
    }
}
