//! [`Target`]: one target description ([`TargetDesc`]) bound to a hardware
//! mode and an ABI, the view the MIR reader, the analyses and the
//! allocator use.
//!
//! Nothing here knows a target: [`Target::bind`] reads a description, which
//! is data (compiled in by the `tables` crate or loaded from `.td` files at
//! run time, the same value either way); [`Target::for_ir_module`] picks the
//! description whose `TripleArch` records list the MIR's target-triple
//! architecture, and the hardware mode from the features the MIR's IR
//! module enables (`"target-features"="+64bit,..."`, plus those the triple
//! implies) by the modes' own feature lists.
//!
//! Invariants:
//! - `PReg(i)` is `regs[i]`, in the target's register enum order (LLVM's);
//!   `RegClass(i)` is `classes[i]` (LLVM's class order); `RegMaskId(i)` is
//!   `reg_masks[i]`.
//! - Two registers alias iff their `units` intersect.
//! - A class's `alloc_order` excludes reserved registers.
//! - Binding the same description with the same features and ABI gives the
//!   same `Target`, wherever the description came from.

use crate::analysis::bitset::BitSet;
use target_desc::{FormDesc, TargetDesc};

/// A physical register: an index into [`Target::regs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PReg(pub u16);

/// A register class: an index into [`Target::classes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RegClass(pub u16);

/// A register mask (a callee-saved set named on calls): an index into
/// [`Target::reg_masks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RegMaskId(pub u16);

/// A sub-register index: its enum value (1-based, LLVM's order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SubRegIdx(pub u16);

impl PReg {
    /// The index into [`Target::regs`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl RegClass {
    /// The index into [`Target::classes`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A physical register.
#[derive(Clone, Debug)]
pub struct RegInfo {
    /// Record name (`X10`).
    pub name: &'static str,
    /// MIR name without `$` (`x10`).
    pub mir_name: &'static str,
    /// Assembly name (`x10`) and ABI alternatives (`a0`).
    pub asm_name: &'static str,
    /// ABI names.
    pub alt_names: &'static [&'static str],
    /// Register units.
    pub units: &'static [u16],
    /// All sub-registers with their sub-register index.
    pub sub_regs: Vec<(PReg, SubRegIdx)>,
    /// All super-registers.
    pub super_regs: Vec<PReg>,
    /// `CostPerUse` columns (index 0: default; later: per cost model).
    pub cost_per_use: &'static [u8],
    /// Reserved: never allocated and never tracked as a value holder.
    pub reserved: bool,
}

/// How a class's values are copied, spilled and reloaded: opcodes as MIR
/// prints them, for the bound hardware mode.
#[derive(Clone, Debug)]
pub struct SpillOps {
    /// Register-to-register copy opcode and its form
    /// (`$dst = OP $src, 0`).
    pub copy: (&'static str, FormDesc),
    /// Store to a stack slot and its form (`OP $src, $slot, 0`).
    pub store: (&'static str, FormDesc),
    /// Load from a stack slot and its form (`$dst = OP $slot, 0`).
    pub load: (&'static str, FormDesc),
    /// Cost of one spill store (`StoreCost`; a stack access = 100, the
    /// unit of cross-class move costs).
    pub store_cost: i32,
    /// Cost of one reload (`LoadCost`).
    pub load_cost: i32,
}

/// A register class.
#[derive(Clone, Debug)]
pub struct ClassInfo {
    /// Record name (`GPR`).
    pub name: &'static str,
    /// MIR name (`gpr`: the record name in lower case, LLVM's rule).
    pub mir_name: String,
    /// Members, in enum order.
    pub members: Vec<PReg>,
    /// Allocation order without reserved registers.
    pub alloc_order: Vec<PReg>,
    /// Spill size and alignment in bytes for the bound mode.
    pub spill_size: u32,
    /// Spill alignment in bytes for the bound mode.
    pub spill_align: u32,
    /// Allocatable (`isAllocatable`).
    pub allocatable: bool,
    /// Sub-classes (including itself).
    pub sub_classes: Vec<RegClass>,
    /// Super-classes.
    pub super_classes: Vec<RegClass>,
    /// Copy/spill/reload opcodes, if the target describes them for a class
    /// containing this one.
    pub spill: Option<SpillOps>,
    member_bits: Vec<u64>,
}

impl ClassInfo {
    /// Is `r` a member?
    pub fn contains(&self, r: PReg) -> bool {
        let i = r.index();
        self.member_bits
            .get(i / 64)
            .is_some_and(|w| (w >> (i % 64)) & 1 != 0)
    }
}

/// A register mask named on calls: what a call preserves, and what that
/// means for register units.
///
/// This is the one place the backend turns a mask into clobbers; LLVM's
/// rule is per register (`MachineOperand::clobbersPhysReg`): a value in `r`
/// survives a call iff the mask preserves `r`. Units are shared by
/// registers of different widths, so a unit can belong both to a preserved
/// register and to a clobbered one (AArch64's AAPCS64 preserves D8, the low
/// half of Q8, but not Q8). Hence two unit sets:
/// - [`RegMaskInfo::killed_units`]: units no preserved register owns; the
///   call overwrites them (a def, for liveness);
/// - [`RegMaskInfo::clobbered_units`]: units of some clobbered register;
///   some bits of them may change.
///
/// Invariants: `killed_units ⊆ clobbered_units`; a reserved register is
/// neither clobbered nor counted (it is not tracked); for a register `r`
/// with [`RegMaskInfo::clobbers`]`(r)` whose units are all killed the unit
/// sets say everything, otherwise ([`RegMaskInfo::partly_clobbers`]) a
/// client that places a value in `r` across the call must ask the mask.
#[derive(Clone, Debug)]
pub struct RegMaskInfo {
    /// The MIR name (`csr_ilp32d_lp64d`).
    pub mir_name: &'static str,
    /// The record name (`CSR_ILP32D_LP64D`).
    pub name: &'static str,
    /// The callee-saved registers to save, in order.
    pub save_list: Vec<PReg>,
    preserved: Vec<bool>,
    clobbered: Vec<bool>,
    partial: Vec<bool>,
    splits_units: bool,
    killed_units: BitSet,
    clobbered_units: BitSet,
}

impl RegMaskInfo {
    /// Does a call with this mask preserve `r`?
    pub fn preserves(&self, r: PReg) -> bool {
        self.preserved[r.index()]
    }
    /// Does a value held in `r` not survive a call with this mask (`r` is
    /// neither preserved nor reserved)?
    pub fn clobbers(&self, r: PReg) -> bool {
        self.clobbered[r.index()]
    }
    /// Does the call clobber `r` although some unit of `r` is not killed
    /// (AArch64's Q8, whose low half D8 is preserved)? Only for such a
    /// register do the killed units not tell whether a value survives.
    pub fn partly_clobbers(&self, r: PReg) -> bool {
        self.partial[r.index()]
    }
    /// Does some register need [`RegMaskInfo::partly_clobbers`]? (False
    /// for a mask whose preserved and clobbered registers share no unit:
    /// every RISC-V mask a function of one ABI carries.)
    pub fn splits_units(&self) -> bool {
        self.splits_units
    }
    /// The units the call overwrites: those of clobbered registers that no
    /// preserved register owns.
    pub fn killed_units(&self) -> &BitSet {
        &self.killed_units
    }
    /// The units of every clobbered register (a superset of
    /// [`RegMaskInfo::killed_units`]).
    pub fn clobbered_units(&self) -> &BitSet {
        &self.clobbered_units
    }
    /// Recomputes the clobber sets from `preserved` and the registers'
    /// `reserved` flags.
    fn compute_clobbers(&mut self, regs: &[RegInfo], num_units: usize) {
        self.clobbered = regs
            .iter()
            .zip(&self.preserved)
            .map(|(r, &p)| !r.reserved && !p)
            .collect();
        let mut clobbered = BitSet::new(num_units);
        let mut kept = BitSet::new(num_units);
        for (i, r) in regs.iter().enumerate() {
            let set = if self.clobbered[i] {
                &mut clobbered
            } else if self.preserved[i] && !r.reserved {
                &mut kept
            } else {
                continue;
            };
            for &u in r.units {
                set.insert(u as usize);
            }
        }
        let mut killed = clobbered.clone();
        killed.subtract(&kept);
        self.partial = regs
            .iter()
            .zip(&self.clobbered)
            .map(|(r, &c)| c && r.units.iter().any(|&u| !killed.contains(u as usize)))
            .collect();
        self.splits_units = self.partial.iter().any(|&p| p);
        self.killed_units = killed;
        self.clobbered_units = clobbered;
    }
}

/// A GPR<->FPR style move that may hold a spilled value in another class.
#[derive(Clone, Debug)]
pub struct CrossMove {
    /// Opcode for the bound mode.
    pub opcode: &'static str,
    /// Its form.
    pub form: FormDesc,
    /// From class.
    pub from: RegClass,
    /// To class.
    pub to: RegClass,
    /// Low bits carried exactly.
    pub value_bits: u32,
    /// Upper destination bits copy bit `value_bits - 1`.
    pub sign_extends_result: bool,
    /// Cost (a stack access = 100).
    pub cost: i32,
}

/// Opcode facts: what kind of instruction an opcode (by MIR name) is.
#[derive(Clone, Debug, Default)]
pub struct OpcodeInfo {
    /// MIR name.
    pub mir_name: &'static str,
    /// A call.
    pub is_call: bool,
    /// A return.
    pub is_return: bool,
    /// A terminator.
    pub is_terminator: bool,
    /// A branch.
    pub is_branch: bool,
    /// Control does not fall through.
    pub is_barrier: bool,
    /// A call when it writes the return-address register.
    pub is_call_when_linking: bool,
    /// Recomputing it from live operands costs no more than a copy.
    pub is_as_cheap_as_a_move: bool,
    /// The call-frame set-up pseudo (the other call-frame pseudo destroys).
    pub is_call_frame_setup: bool,
    /// Implicit defs.
    pub defs: Vec<PReg>,
    /// Implicit uses.
    pub uses: Vec<PReg>,
}

/// One target in one hardware mode.
#[derive(Clone, Debug)]
pub struct Target {
    /// The description this was bound from.
    pub desc: &'static TargetDesc,
    /// The target's name (`RISCV`).
    pub name: &'static str,
    /// The hardware mode's name (`RV64`, or `Default`).
    pub mode: &'static str,
    /// The features the mode was picked from (MIR attribute spelling,
    /// without `+`).
    pub features: Vec<String>,
    /// Registers, by [`PReg`].
    pub regs: Vec<RegInfo>,
    /// Number of register units.
    pub num_units: usize,
    /// Classes, by [`RegClass`].
    pub classes: Vec<ClassInfo>,
    /// Sub-register index names (index `i` is `SubRegIdx(i + 1)`).
    pub sub_reg_names: Vec<&'static str>,
    /// Register masks, by [`RegMaskId`].
    pub reg_masks: Vec<RegMaskInfo>,
    /// Cross-class moves valid in this mode and feature set.
    pub cross_moves: Vec<CrossMove>,
    /// Opcodes the target describes.
    pub opcodes: Vec<OpcodeInfo>,
    /// The stack pointer.
    pub stack_pointer: PReg,
    /// The frame pointer.
    pub frame_pointer: PReg,
    /// The return-address register.
    pub return_address: PReg,
    /// The zero register.
    pub zero: PReg,
    /// Stack alignment in bytes.
    pub stack_alignment: u32,
    /// The callee-saved set of the function ABI (the mask named on calls
    /// to functions of the same ABI), if the features pick one.
    pub abi_callee_saved: Option<RegMaskId>,
    /// How frame lowering adds constants to the stack pointer (`None`: the
    /// target does not say; frame lowering then refuses to run).
    pub frame_ops: Option<FrameOps>,
    // Value semantics, operand ties, register banks.
    /// Sub-register indices whose writes zero the rest of every
    /// super-register (`ZeroesSuperRegOnWrite`), ascending.
    pub zeroing_sub_regs: Vec<SubRegIdx>,
    /// Operand ties by opcode MIR name (`TiedOperands`): `(def, use)`
    /// operand numbers, by use.
    pub ties: std::collections::HashMap<&'static str, Vec<(usize, usize)>>,
    /// The MIR names of the GlobalISel register banks (`gpr`).
    pub reg_banks: Vec<&'static str>,
    /// The `CostPerUse` column the allocator reads (the target's
    /// `CostPerUseColumn` records for the enabled features; 0 by default).
    pub cost_column: usize,
    /// One ordinary instruction in the cost unit of every allocation
    /// decision, a stack store or load (`StoreCost`/`LoadCost`, 100 by
    /// default): the `AllocationCosts` record's `InstrCost`.
    pub instr_cost: i32,
    /// The first use of a callee-saved register, same unit
    /// (`CSRFirstUseCost`).
    pub csr_first_use_cost: i32,
}

/// The opcodes and immediate widths frame lowering (`crate::frame`) builds
/// sp adjustments and sp-relative addresses with: the target's
/// `FrameLoweringOps` record (`None` without one). The forms are:
/// - `add_imm`: `$dst = OP $src, imm`, `imm` a signed `imm_bits`-bit value
///   (the GPR copy opcode in its add-immediate form); a frame-index operand
///   pair `%stack.N, imm` is a base + signed `imm_bits`-bit offset too;
/// - `load_upper`: `$dst = OP hi`, `$dst = hi << imm_bits`, `hi` an
///   unsigned `upper_bits`-bit field (the result is sign-extended from bit
///   `imm_bits + upper_bits - 1` on wider registers);
/// - `add_reg`: `$dst = OP $a, $b`.
///
/// A target shaped otherwise says so with the fields after `base_pointer`
/// (unsigned immediates with the sign in the opcode, a shift operand, a
/// load-constant pseudo, a non-commuting register add, ...).
#[derive(Clone, Debug)]
pub struct FrameOps {
    /// Add-immediate opcode.
    pub add_imm: &'static str,
    /// Width of its immediate (signed unless `sub_imm` is set; also the
    /// default frame-index offset width).
    pub imm_bits: u32,
    /// Load-upper-immediate opcode (`None`: `load_const` instead).
    pub load_upper: Option<&'static str>,
    /// Width of its immediate field.
    pub upper_bits: u32,
    /// Register + register add opcode.
    pub add_reg: &'static str,
    /// And-immediate opcode (`$dst = OP $src, -alignment`): stack
    /// realignment; `None` if the target cannot realign.
    pub and_imm: Option<&'static str>,
    /// The register keeping the realigned sp in a function that also has
    /// dynamic allocas (LLVM's base pointer); `None` if the target has none.
    pub base_pointer: Option<PReg>,
    // Frame facts whose defaults keep the add-immediate shape.
    /// Subtract-immediate opcode: set when `add_imm`'s immediate is
    /// unsigned.
    pub sub_imm: Option<&'static str>,
    /// Shifts of the trailing shift operand (empty: no such operand).
    pub shifts: &'static [u32],
    /// `$dst = OP imm` for any 64-bit constant.
    pub load_const: Option<&'static str>,
    /// The form of `add_reg`.
    pub add_reg_form: FormDesc,
    /// The and-immediate takes the logical-immediate encoding of the mask.
    pub and_imm_logical: bool,
    /// The and-immediate may read sp.
    pub and_imm_reads_sp: bool,
    /// The frame pointer points at its own save slot (the frame record).
    pub fp_at_record: bool,
    /// Address objects from sp whenever sp does not move.
    pub prefer_sp: bool,
    /// The class of scratch address registers, if the target names one.
    pub scratch_class: Option<RegClass>,
    /// Opcodes without a `FrameAccess` record take byte offsets.
    pub byte_offsets_by_default: bool,
}

/// How one opcode encodes the offset after a frame index (a `FrameAccess`
/// record, or the default: a signed `imm_bits` byte offset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameAccess {
    /// Bytes per offset unit.
    pub scale: i64,
    /// Width of the offset field (0: no offset operand).
    pub bits: u32,
    /// Signed offset.
    pub signed: bool,
    /// The byte-offset twin opcode.
    pub unscaled: Option<&'static str>,
}

impl FrameAccess {
    /// The encoded offset of byte offset `v`, if this access can hold it.
    pub fn encode(&self, v: i64) -> Option<i64> {
        if self.bits == 0 {
            return (v == 0).then_some(0);
        }
        if v % self.scale != 0 {
            return None;
        }
        let u = v / self.scale;
        let ok = if self.signed {
            let half = 1i64 << (self.bits - 1);
            (-half..half).contains(&u)
        } else {
            (0..(1i64 << self.bits)).contains(&u)
        };
        ok.then_some(u)
    }
}

impl FrameOps {
    /// Can one add/sub-immediate instruction add `v`? Returns the opcode,
    /// the immediate and the shift operand (if the form has one).
    pub fn add_imm_parts(&self, v: i64) -> Option<(&'static str, i64, Option<u32>)> {
        let Some(sub) = self.sub_imm else {
            let half = 1i64 << (self.imm_bits - 1);
            return (-half..half)
                .contains(&v)
                .then_some((self.add_imm, v, None));
        };
        let (op, m) = if v < 0 {
            (sub, v.checked_neg()?)
        } else {
            (self.add_imm, v)
        };
        let limit = 1i64 << self.imm_bits;
        if self.shifts.is_empty() {
            return (m < limit).then_some((op, m, None));
        }
        for &sh in self.shifts {
            if m % (1i64 << sh) == 0 && (m >> sh) < limit {
                return Some((op, m >> sh, Some(sh)));
            }
        }
        None
    }

    /// The largest positive amount one add-immediate adds.
    pub fn max_add_imm(&self) -> i64 {
        if self.sub_imm.is_some() {
            (1i64 << self.imm_bits) - 1
        } else {
            (1i64 << (self.imm_bits - 1)) - 1
        }
    }
}

impl Target {
    /// The register MIR calls `$name` (`name` without `$`).
    pub fn reg_by_mir_name(&self, name: &str) -> Option<PReg> {
        self.regs
            .iter()
            .position(|r| r.mir_name == name)
            .map(|i| PReg(i as u16))
    }
    /// The class MIR calls `name` (`gpr`).
    pub fn class_by_mir_name(&self, name: &str) -> Option<RegClass> {
        self.classes
            .iter()
            .position(|c| c.mir_name == name)
            .map(|i| RegClass(i as u16))
    }
    /// The register mask MIR calls `name`.
    pub fn reg_mask_by_name(&self, name: &str) -> Option<RegMaskId> {
        self.reg_masks
            .iter()
            .position(|m| m.mir_name == name)
            .map(|i| RegMaskId(i as u16))
    }
    /// The sub-register index MIR calls `name` (`sub_32`).
    pub fn sub_reg_by_name(&self, name: &str) -> Option<SubRegIdx> {
        self.sub_reg_names
            .iter()
            .position(|n| *n == name)
            .map(|i| SubRegIdx(i as u16 + 1))
    }
    /// How `opcode` (a MIR name) encodes a frame-index offset: its
    /// `FrameAccess` record, else a signed byte offset of the frame ops'
    /// width (`None` without frame ops and record).
    pub fn frame_access(&self, opcode: &str) -> Option<FrameAccess> {
        let d = self.desc;
        let rec = d
            .frame_accesses
            .iter()
            .find(|a| d.opcodes[a.opcode as usize].mir_name == opcode);
        match rec {
            Some(a) => Some(FrameAccess {
                scale: i64::from(a.scale.max(1)),
                bits: a.bits,
                signed: a.signed,
                unscaled: a.unscaled.map(|u| d.opcodes[u as usize].mir_name),
            }),
            None => self
                .frame_ops
                .as_ref()
                .filter(|o| o.byte_offsets_by_default)
                .map(|o| FrameAccess {
                    scale: 1,
                    bits: o.imm_bits,
                    signed: true,
                    unscaled: None,
                }),
        }
    }

    /// The opcode facts for a MIR opcode name (`None`: an ordinary
    /// instruction the target does not describe).
    pub fn opcode(&self, mir_name: &str) -> Option<&OpcodeInfo> {
        self.opcodes.iter().find(|o| o.mir_name == mir_name)
    }
    /// Is `mir_name` a call-frame pseudo (LLVM's ADJCALLSTACKDOWN/UP)? The
    /// target describes them as opcodes that are not calls and whose
    /// implicit defs and uses are exactly the stack pointer. With a reserved
    /// call frame, frame lowering erases them.
    pub fn is_call_frame_pseudo(&self, mir_name: &str) -> bool {
        self.opcode(mir_name).is_some_and(|o| {
            !o.is_call && o.defs == [self.stack_pointer] && o.uses == [self.stack_pointer]
        })
    }
    /// Is `mir_name` the call-frame set-up pseudo (`ADJCALLSTACKDOWN`)?
    pub fn is_call_frame_setup(&self, mir_name: &str) -> bool {
        self.is_call_frame_pseudo(mir_name)
            && self.opcode(mir_name).is_some_and(|o| o.is_call_frame_setup)
    }
    /// The operand ties of opcode `mir_name` the target describes
    /// (`(def, use)` explicit operand numbers), whether or not the MIR
    /// prints them.
    pub fn ties(&self, mir_name: &str) -> &[(usize, usize)] {
        self.ties.get(mir_name).map_or(&[], |v| v.as_slice())
    }
    /// The def operand explicit use operand `k` of opcode `mir_name` is
    /// tied to by the target's description, if any.
    pub fn tied_def_of(&self, mir_name: &str, k: usize) -> Option<usize> {
        self.ties(mir_name)
            .iter()
            .find(|(_, u)| *u == k)
            .map(|(d, _)| *d)
    }
    /// The def operand that operand `k` of `inst` is tied to: printed
    /// (`(tied-def N)`) or, for an explicit use, from the target's
    /// description of the opcode (`TiedOperands`; MIR does not print
    /// those).
    pub fn tied_def(&self, inst: &crate::mir::Inst, k: usize) -> Option<usize> {
        let crate::mir::Operand::Reg(r) = inst.operands.get(k)? else {
            return None;
        };
        if r.is_def {
            return None;
        }
        if let Some(n) = r.tied_def {
            return Some(n as usize);
        }
        if r.implicit {
            return None;
        }
        let d = self.tied_def_of(&inst.opcode, k)?;
        // The described def must be an explicit register def of this
        // instruction (a malformed instruction gets no tie).
        matches!(inst.operands.get(d), Some(crate::mir::Operand::Reg(x)) if x.is_def && !x.implicit)
            .then_some(d)
    }
    /// The use operand tied to def operand `d` of `inst` (see
    /// [`Target::tied_def`]), if any.
    pub fn tied_use(&self, inst: &crate::mir::Inst, d: usize) -> Option<usize> {
        (0..inst.operands.len()).find(|&k| self.tied_def(inst, k) == Some(d))
    }
    /// Does a write through sub-register index `idx` zero the rest of
    /// the super-register (`ZeroesSuperRegOnWrite`)?
    pub fn zeroes_super_on_write(&self, idx: SubRegIdx) -> bool {
        self.zeroing_sub_regs.binary_search(&idx).is_ok()
    }
    /// Is `name` the MIR name of a GlobalISel register bank (`gpr`)?
    pub fn is_reg_bank(&self, name: &str) -> bool {
        self.reg_banks.contains(&name)
    }
    /// Does `r` read as zero: the zero register or one of its
    /// sub-registers (`$wzr` of `$xzr`)? Writes to them are discarded.
    pub fn is_zero_reg(&self, r: PReg) -> bool {
        r == self.zero || self.reg(self.zero).sub_regs.iter().any(|(s, _)| *s == r)
    }
    /// The register.
    pub fn reg(&self, r: PReg) -> &RegInfo {
        &self.regs[r.index()]
    }
    /// The class.
    pub fn class(&self, c: RegClass) -> &ClassInfo {
        &self.classes[c.index()]
    }
    /// The mask.
    pub fn reg_mask(&self, m: RegMaskId) -> &RegMaskInfo {
        &self.reg_masks[m.0 as usize]
    }
    /// Do `a` and `b` share a register unit?
    pub fn overlaps(&self, a: PReg, b: PReg) -> bool {
        let (ua, ub) = (self.regs[a.index()].units, self.regs[b.index()].units);
        ua.iter().any(|u| ub.contains(u))
    }
    /// `$name` of a register, for printing.
    pub fn mir_name(&self, r: PReg) -> &'static str {
        self.regs[r.index()].mir_name
    }
    /// Is `r` reserved (never allocated, not tracked)?
    pub fn is_reserved(&self, r: PReg) -> bool {
        self.regs[r.index()].reserved
    }

    /// This target with `extra` (and every register overlapping one of
    /// them) reserved as well: the registers one function keeps for its
    /// frame (LLVM's per-function `getReservedRegs`: the frame pointer when
    /// the function has one). Allocation orders lose them.
    pub fn with_reserved(&self, extra: &[PReg]) -> Target {
        let mut t = self.clone();
        if extra.is_empty() {
            return t;
        }
        let hit: Vec<bool> = (0..self.regs.len())
            .map(|i| extra.iter().any(|&e| self.overlaps(e, PReg(i as u16))))
            .collect();
        for (r, h) in t.regs.iter_mut().zip(&hit) {
            r.reserved |= *h;
        }
        for c in &mut t.classes {
            c.alloc_order.retain(|r| !hit[r.index()]);
        }
        t.compute_clobbers();
        t
    }

    /// Recomputes every mask's clobber sets (after `reserved` flags
    /// change).
    fn compute_clobbers(&mut self) {
        for m in &mut self.reg_masks {
            m.compute_clobbers(&self.regs, self.num_units);
        }
    }
    /// The sub-register of `r` at `idx`, if any.
    pub fn sub_reg(&self, r: PReg, idx: SubRegIdx) -> Option<PReg> {
        self.regs[r.index()]
            .sub_regs
            .iter()
            .find(|(_, i)| *i == idx)
            .map(|(s, _)| *s)
    }

    /// Does the target read MIR for `triple` (`riscv64-unknown-linux-gnu`)?
    /// Yes when its description lists the triple's architecture (the text
    /// before the first `-`), or lists none.
    pub fn accepts_triple(&self, triple: &str) -> bool {
        self.desc
            .accepts_arch(triple.split('-').next().unwrap_or(""))
    }

    /// The compiled-in RISC-V target, for the backend's unit tests.
    #[cfg(test)]
    pub fn riscv(features: &[&str], abi: Option<&str>) -> Target {
        Target::bind(&tables::riscv::DESC, features, abi)
    }

    /// The target a MIR file's IR module asks for, from `descs` (the
    /// compiled-in descriptions, or the one `--td` loaded): the one whose
    /// `TripleArch` records list the architecture of the module's `target
    /// triple` (else the first: the MIR reader then reports the foreign
    /// triple), bound with the features of the functions'
    /// `"target-features"` plus those the triple's architecture implies
    /// (llc adds them: `riscv64` is `+64bit`), and the ABI of the
    /// `"target-abi"` module flag (which picks the callee-saved set).
    /// Without an IR module, `default_features` are used and no ABI. `None`
    /// when `descs` is empty.
    pub fn for_ir_module(
        descs: &[&'static TargetDesc],
        ir_module: Option<&str>,
        default_features: &[&str],
    ) -> Option<Target> {
        let mut feats: Vec<String> = Vec::new();
        if let Some(ir) = ir_module {
            for part in ir.split("\"target-features\"=\"").skip(1) {
                let list = part.split('"').next().unwrap_or("");
                for f in list.split(',') {
                    if let Some(f) = f.strip_prefix('+') {
                        if !feats.iter().any(|g| g == f) {
                            feats.push(f.to_string());
                        }
                    }
                }
            }
        }
        if feats.is_empty() {
            feats = default_features.iter().map(|s| s.to_string()).collect();
        }
        let arch = ir_module
            .and_then(|ir| ir.split("target triple = \"").nth(1))
            .and_then(|rest| rest.split('"').next())
            .map(|t| t.split('-').next().unwrap_or(""));
        let desc = arch
            .and_then(|a| descs.iter().find(|d| d.triple_arch(a).is_some()))
            .or(descs.first())?;
        // IR that clang did not write (llc -mattr=... on llvm-stress or
        // hand-written IR) has function attributes without the features
        // the triple implies; ignoring the triple then picked a 32-bit
        // mode for 64-bit code (4-byte spills and callee-saved copies).
        if let Some(ta) = arch.and_then(|a| desc.triple_arch(a)) {
            for &f in ta.implies {
                let m = desc.features[f as usize].mattr;
                if !feats.iter().any(|g| g == m) {
                    feats.push(m.to_string());
                }
            }
        }
        let abi = ir_module.and_then(|ir| {
            let rest = ir.split("!\"target-abi\", !\"").nth(1)?;
            rest.split('"').next()
        });
        let refs: Vec<&str> = feats.iter().map(|s| s.as_str()).collect();
        Some(Target::bind(desc, &refs, abi))
    }

    /// Binds a description with a feature list (MIR attribute spelling,
    /// without `+`: `["64bit", "m", "a", "f", "d", "c"]`) and an ABI
    /// (`"target-abi"`, e.g. `lp64d`: picks [`Target::abi_callee_saved`]).
    /// The hardware mode is the last declared mode whose features are all
    /// enabled (modes list their required features as `"+a,+b"`).
    pub fn bind(desc: &'static TargetDesc, features: &[&str], abi: Option<&str>) -> Target {
        let d = desc;
        // The features the given ones imply (`Implies`, transitively) are
        // enabled too, as in LLVM (AArch64's `+neon` implies `fp-armv8`).
        let mut closed: Vec<&str> = features.to_vec();
        let mut k = 0;
        while k < closed.len() {
            if let Some(f) = d.features.iter().find(|f| f.mattr == closed[k]) {
                for &i in f.implies {
                    let m = d.features[i as usize].mattr;
                    if !closed.contains(&m) {
                        closed.push(m);
                    }
                }
            }
            k += 1;
        }
        let features: &[&str] = &closed;
        let has = |mattr: &str| features.contains(&mattr);
        let mut mi = 0usize;
        for (i, m) in d.hw_modes.iter().enumerate() {
            if m.features
                .split(',')
                .filter(|s| !s.is_empty())
                .all(|s| features.iter().any(|g| Some(*g) == s.strip_prefix('+')))
            {
                mi = i;
            }
        }
        let preg = |r: u16| PReg(r);
        let is_reserved = |r: usize| {
            let units = d.regs[r].units;
            d.special
                .reserved
                .iter()
                .any(|&x| d.regs[x as usize].units.iter().any(|u| units.contains(u)))
        };
        let regs: Vec<RegInfo> = d
            .regs
            .iter()
            .enumerate()
            .map(|(i, r)| RegInfo {
                name: r.name,
                mir_name: r.mir_name,
                asm_name: r.asm_name,
                alt_names: r.alt_names,
                units: r.units,
                sub_regs: r
                    .sub_regs
                    .iter()
                    .zip(r.sub_reg_indices)
                    .map(|(s, i)| (preg(*s), SubRegIdx(*i)))
                    .collect(),
                super_regs: r.super_regs.iter().map(|s| preg(*s)).collect(),
                cost_per_use: r.cost_per_use,
                reserved: is_reserved(i),
            })
            .collect();
        let op_name = |o: u16| d.opcodes[o as usize].mir_name;
        let spill_of = |c: &target_desc::RegClassDesc| -> Option<SpillOps> {
            // The spill info of this class (its own or its closest
            // super-class's, as the description resolved it).
            let s = &d.spill_infos[c.spill? as usize];
            Some(SpillOps {
                copy: (op_name(s.copy[mi]), s.copy_form),
                store: (op_name(s.store[mi]), s.store_form),
                load: (op_name(s.load[mi]), s.load_form),
                store_cost: s.store_cost,
                load_cost: s.load_cost,
            })
        };
        let classes: Vec<ClassInfo> = d
            .classes
            .iter()
            .map(|c| {
                let members: Vec<PReg> = c.members.iter().map(|r| preg(*r)).collect();
                let mut member_bits = vec![0u64; regs.len().div_ceil(64)];
                for m in &members {
                    member_bits[m.index() / 64] |= 1 << (m.index() % 64);
                }
                ClassInfo {
                    name: c.name,
                    mir_name: c.mir_name.to_string(),
                    alloc_order: c
                        .alloc_order
                        .iter()
                        .filter(|r| !is_reserved(**r as usize))
                        .map(|r| preg(*r))
                        .collect(),
                    members,
                    spill_size: c.sizes[mi].spill_size / 8,
                    spill_align: c.sizes[mi].spill_alignment / 8,
                    allocatable: c.allocatable,
                    sub_classes: c.sub_classes.iter().map(|i| RegClass(*i)).collect(),
                    super_classes: c.super_classes.iter().map(|i| RegClass(*i)).collect(),
                    spill: spill_of(c),
                    member_bits,
                }
            })
            .collect();
        let reg_masks: Vec<RegMaskInfo> = d
            .callee_saved
            .iter()
            .filter_map(|c| {
                Some(RegMaskInfo {
                    mir_name: c.mir_name?,
                    name: c.name,
                    save_list: c.save_list.iter().map(|r| preg(*r)).collect(),
                    preserved: (0..d.regs.len()).map(|r| c.preserves(r as u16)).collect(),
                    clobbered: Vec::new(),
                    partial: Vec::new(),
                    splits_units: false,
                    killed_units: BitSet::new(0),
                    clobbered_units: BitSet::new(0),
                })
            })
            .collect();
        let cross_moves: Vec<CrossMove> = d
            .cross_moves
            .iter()
            .filter(|m| {
                m.requires
                    .iter()
                    .all(|&f| has(d.features[f as usize].mattr))
            })
            .filter(|m| m.modes.is_empty() || m.modes.contains(&(mi as u16)))
            .map(|m| CrossMove {
                opcode: op_name(m.opcode[mi]),
                form: m.form,
                from: RegClass(m.from),
                to: RegClass(m.to),
                value_bits: m.value_bits,
                sign_extends_result: m.sign_extends_result,
                cost: m.cost,
            })
            .collect();
        let opcodes: Vec<OpcodeInfo> = d
            .opcodes
            .iter()
            .map(|o| OpcodeInfo {
                mir_name: o.mir_name,
                is_call: o.is_call,
                is_return: o.is_return,
                is_terminator: o.is_terminator,
                is_branch: o.is_branch,
                is_barrier: o.is_barrier,
                is_call_when_linking: o.is_call_when_linking,
                is_as_cheap_as_a_move: o.is_as_cheap_as_a_move,
                is_call_frame_setup: o.is_call_frame_setup,
                defs: o.defs.iter().map(|r| preg(*r)).collect(),
                uses: o.uses.iter().map(|r| preg(*r)).collect(),
            })
            .collect();
        // The function ABI's own callee-saved set: the mask whose record
        // lists the ABI (`abis`), e.g. "lp64d".
        // Without a "target-abi" flag (clang writes none for AArch64),
        // the target's only ABI when just one mask lists ABIs.
        let with_abi = |m: &RegMaskInfo| {
            d.callee_saved.iter().any(|c| {
                c.name == m.name && abi.map_or(!c.abis.is_empty(), |a| c.abis.contains(&a))
            })
        };
        let candidates: Vec<usize> = (0..reg_masks.len())
            .filter(|&i| with_abi(&reg_masks[i]))
            .collect();
        let abi_callee_saved = match (abi, candidates.as_slice()) {
            (Some(_), [i, ..]) | (None, [i]) => Some(RegMaskId(*i as u16)),
            _ => None,
        };
        let cost_column = d
            .cost_columns
            .iter()
            .filter(|c| {
                c.requires
                    .iter()
                    .all(|&f| has(d.features[f as usize].mattr))
            })
            .map(|c| c.column as usize)
            .max()
            .unwrap_or(0);
        let sp = &d.special;
        let mut t = Target {
            cost_column,
            instr_cost: d.alloc_costs.instr_cost.max(1) as i32,
            csr_first_use_cost: d.alloc_costs.csr_first_use_cost as i32,
            desc,
            name: d.name,
            mode: d.hw_modes[mi].name,
            features: features.iter().map(|s| s.to_string()).collect(),
            regs,
            num_units: d.num_reg_units as usize,
            classes,
            sub_reg_names: d.sub_reg_indices.iter().map(|s| s.name).collect(),
            reg_masks,
            cross_moves,
            opcodes,
            stack_pointer: preg(sp.stack_pointer),
            frame_pointer: preg(sp.frame_pointer),
            return_address: preg(sp.return_address),
            zero: preg(sp.zero),
            stack_alignment: sp.stack_alignment,
            abi_callee_saved,
            frame_ops: d.frame_ops.map(|o| FrameOps {
                add_imm: op_name(o.add_imm),
                imm_bits: o.add_imm_bits,
                load_upper: o.load_upper.map(op_name),
                upper_bits: o.load_upper_bits,
                add_reg: op_name(o.add_reg),
                and_imm: o.and_imm.map(op_name),
                base_pointer: o.base_pointer.map(preg),
                sub_imm: o.sub_imm.map(op_name),
                shifts: o.add_imm_shifts,
                load_const: o.load_const.map(op_name),
                add_reg_form: o.add_reg_form,
                and_imm_logical: o.and_imm_logical,
                and_imm_reads_sp: o.and_imm_reads_sp,
                fp_at_record: o.frame_pointer_at_record,
                prefer_sp: o.prefer_sp,
                scratch_class: o.scratch_class.map(RegClass),
                byte_offsets_by_default: o.byte_offsets_by_default,
            }),
            zeroing_sub_regs: d.zeroing_sub_regs.iter().map(|&i| SubRegIdx(i)).collect(),
            ties: {
                let mut m: std::collections::HashMap<&'static str, Vec<(usize, usize)>> =
                    std::collections::HashMap::new();
                for t in d.ties {
                    m.entry(op_name(t.opcode))
                        .or_default()
                        .push((t.def as usize, t.use_ as usize));
                }
                m
            },
            reg_banks: d.reg_banks.iter().map(|b| b.mir_name).collect(),
        };
        t.compute_clobbers();
        t
    }
}
