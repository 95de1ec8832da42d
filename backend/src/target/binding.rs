//! [`Target`]: the runtime view of one generated target module, in one
//! hardware mode, that the MIR reader, the analyses and the allocator use.
//!
//! Nothing here knows RISC-V: [`Target::bind`] reads the items every
//! generated module has (`REGS`, `CLASSES`, `CALLEE_SAVED`, `SPECIAL_REGS`,
//! `FEATURES`, `HwMode`, ...) through the `bind_target!` macro, and the
//! hardware mode is picked from the features a MIR file's IR module enables
//! (`"target-features"="+64bit,..."`) by the modes' own feature lists.
//!
//! Invariants:
//! - `PReg(i)` is `regs[i]`, in the target's register enum order (LLVM's);
//!   `RegClass(i)` is `classes[i]` (LLVM's class order); `RegMaskId(i)` is
//!   `reg_masks[i]`.
//! - Two registers alias iff their `units` intersect.
//! - A class's `alloc_order` excludes reserved registers.

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
    /// Register-to-register copy opcode and its MIR form
    /// (`$dst = OP $src, 0`).
    pub copy: (&'static str, &'static str),
    /// Store to a stack slot and its form (`OP $src, $slot, 0`).
    pub store: (&'static str, &'static str),
    /// Load from a stack slot and its form (`$dst = OP $slot, 0`).
    pub load: (&'static str, &'static str),
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

/// A register mask named on calls: what a call preserves.
#[derive(Clone, Debug)]
pub struct RegMaskInfo {
    /// The MIR name (`csr_ilp32d_lp64d`).
    pub mir_name: &'static str,
    /// The record name (`CSR_ILP32D_LP64D`).
    pub name: &'static str,
    /// The callee-saved registers to save, in order.
    pub save_list: Vec<PReg>,
    preserved: Vec<bool>,
}

impl RegMaskInfo {
    /// Does a call with this mask preserve `r`?
    pub fn preserves(&self, r: PReg) -> bool {
        self.preserved[r.index()]
    }
}

/// A GPR<->FPR style move that may hold a spilled value in another class.
#[derive(Clone, Debug)]
pub struct CrossMove {
    /// Opcode for the bound mode.
    pub opcode: &'static str,
    /// MIR form.
    pub form: &'static str,
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
#[derive(Clone, Debug)]
pub struct FrameOps {
    /// Add-immediate opcode.
    pub add_imm: &'static str,
    /// Width of its signed immediate (and of frame-index offsets).
    pub imm_bits: u32,
    /// Load-upper-immediate opcode.
    pub load_upper: &'static str,
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
        t
    }
    /// The sub-register of `r` at `idx`, if any.
    pub fn sub_reg(&self, r: PReg, idx: SubRegIdx) -> Option<PReg> {
        self.regs[r.index()]
            .sub_regs
            .iter()
            .find(|(_, i)| *i == idx)
            .map(|(s, _)| *s)
    }

    /// The RISC-V target (`targets/riscv`) for a feature list in MIR
    /// attribute spelling (`["64bit", "m", "a", "f", "d", "c"]`).
    pub fn riscv(features: &[&str], abi: Option<&str>) -> Target {
        bind_target!(super::riscv, features, abi)
    }

    /// The target a MIR file's IR module asks for: its functions'
    /// `"target-features"` give the features (and so the hardware mode)
    /// and the `"target-abi"` module flag the ABI (and so the callee-saved
    /// set); a `target triple` whose architecture ends in `64` adds the
    /// `64bit` feature, as llc does. Without an IR module,
    /// `default_features` is used and no ABI.
    pub fn for_ir_module(ir_module: Option<&str>, default_features: &[&str]) -> Target {
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
        // LLVM's convention (RISC-V, x86): a 64-bit triple architecture
        // (`riscv64`, `x86_64`) implies the `64bit` subtarget feature. llc
        // adds it from the triple, so IR that clang did not write (llc
        // -mattr=+m,... on llvm-stress or hand-written IR) has function
        // attributes without it; ignoring the triple then picked the 32-bit
        // mode for 64-bit code (4-byte spills and callee-saved copies).
        let triple_64 = ir_module
            .and_then(|ir| ir.split("target triple = \"").nth(1))
            .and_then(|rest| rest.split('"').next())
            .is_some_and(|t| t.split('-').next().unwrap_or("").ends_with("64"));
        if triple_64 && !feats.iter().any(|f| f == "64bit") {
            feats.push("64bit".to_string());
        }
        let abi = ir_module.and_then(|ir| {
            let rest = ir.split("!\"target-abi\", !\"").nth(1)?;
            rest.split('"').next()
        });
        let refs: Vec<&str> = feats.iter().map(|s| s.as_str()).collect();
        Target::riscv(&refs, abi)
    }
}

/// Binds a generated target module (a path such as `super::riscv`) with a
/// feature list: converts its `&'static` tables into a [`Target`].
macro_rules! bind_target {
    ($m:path, $features:expr, $abi:expr) => {{
        use $m as t;
        let features: &[&str] = $features;
        let has = |f: &t::Feature| features.iter().any(|g| *g == f.mattr());
        // The mode: the last declared mode whose features are all enabled
        // (modes list their required features as "+a,+b").
        let mut mode = t::HwMode::ALL[0];
        for m in t::HwMode::ALL {
            let req = m.features();
            if req
                .split(',')
                .filter(|s| !s.is_empty())
                .all(|s| features.iter().any(|g| Some(*g) == s.strip_prefix('+')))
            {
                mode = m;
            }
        }
        let mi = mode.index();
        let preg = |r: t::Reg| PReg(r.index() as u16);
        let reserved: Vec<t::Reg> = t::SPECIAL_REGS.reserved.to_vec();
        let is_reserved = |r: t::Reg| {
            reserved
                .iter()
                .any(|x| x.units().iter().any(|u| r.units().contains(u)))
        };
        let regs: Vec<RegInfo> = t::Reg::ALL
            .iter()
            .map(|&r| {
                let d = r.desc();
                RegInfo {
                    name: d.name,
                    mir_name: d.mir_name,
                    asm_name: d.asm_name,
                    alt_names: d.alt_names,
                    units: d.units,
                    sub_regs: d
                        .sub_regs
                        .iter()
                        .zip(d.sub_reg_indices)
                        .map(|(s, i)| (preg(*s), SubRegIdx(*i)))
                        .collect(),
                    super_regs: d.super_regs.iter().map(|s| preg(*s)).collect(),
                    cost_per_use: d.cost_per_use,
                    reserved: is_reserved(r),
                }
            })
            .collect();
        let spill_of = |c: &t::RegClassInfo| -> Option<SpillOps> {
            // The spill info of this class or of the nearest super-class
            // that has one.
            let own = c.spill.or_else(|| {
                c.super_classes
                    .iter()
                    .filter_map(|s| t::CLASSES[*s as usize].spill)
                    .next()
            })?;
            Some(SpillOps {
                copy: (own.copy[mi].mir_name(), own.copy_form),
                store: (own.store[mi].mir_name(), own.store_form),
                load: (own.load[mi].mir_name(), own.load_form),
            })
        };
        let classes: Vec<ClassInfo> = t::CLASSES
            .iter()
            .map(|c| {
                let members: Vec<PReg> = c.members.iter().map(|r| preg(*r)).collect();
                let mut member_bits = vec![0u64; regs.len().div_ceil(64)];
                for m in &members {
                    member_bits[m.index() / 64] |= 1 << (m.index() % 64);
                }
                ClassInfo {
                    name: c.name,
                    mir_name: c.name.to_lowercase(),
                    alloc_order: c
                        .alloc_order
                        .iter()
                        .filter(|r| !is_reserved(**r))
                        .map(|r| preg(*r))
                        .collect(),
                    members,
                    spill_size: c.spill_size_bytes(mode),
                    spill_align: c.spill_alignment_bytes(mode),
                    allocatable: c.allocatable,
                    sub_classes: c.sub_classes.iter().map(|i| RegClass(*i)).collect(),
                    super_classes: c.super_classes.iter().map(|i| RegClass(*i)).collect(),
                    spill: spill_of(c),
                    member_bits,
                }
            })
            .collect();
        let reg_masks: Vec<RegMaskInfo> = t::CALLEE_SAVED
            .iter()
            .filter_map(|c| {
                let mir_name = c.mir_name?;
                Some(RegMaskInfo {
                    mir_name,
                    name: c.name,
                    save_list: c.save_list.iter().map(|r| preg(*r)).collect(),
                    preserved: t::Reg::ALL.iter().map(|r| c.preserves(*r)).collect(),
                })
            })
            .collect();
        let enabled: Vec<t::Feature> = t::Feature::ALL.iter().copied().filter(|f| has(f)).collect();
        let cross_moves: Vec<CrossMove> = t::CROSS_CLASS_MOVES
            .iter()
            .filter(|m| m.requires.iter().all(|f| enabled.contains(f)))
            .filter(|m| m.modes.is_empty() || m.modes.contains(&mode))
            .map(|m| CrossMove {
                opcode: m.opcode[mi].mir_name(),
                form: m.form,
                from: RegClass(m.from),
                to: RegClass(m.to),
                value_bits: m.value_bits,
                sign_extends_result: m.sign_extends_result,
                cost: m.cost,
            })
            .collect();
        let opcodes: Vec<OpcodeInfo> = t::Opcode::ALL
            .iter()
            .map(|o| {
                let d = o.desc();
                OpcodeInfo {
                    mir_name: d.mir_name,
                    is_call: d.is_call,
                    is_return: d.is_return,
                    is_terminator: d.is_terminator,
                    is_branch: d.is_branch,
                    is_barrier: d.is_barrier,
                    is_call_when_linking: d.is_call_when_linking,
                    is_as_cheap_as_a_move: d.is_as_cheap_as_a_move,
                    is_call_frame_setup: d.is_call_frame_setup,
                    defs: d.defs.iter().map(|r| preg(*r)).collect(),
                    uses: d.uses.iter().map(|r| preg(*r)).collect(),
                }
            })
            .collect();
        // The function ABI's own callee-saved set: the mask whose record
        // lists the ABI (`abis`), e.g. "lp64d".
        let abi_callee_saved = $abi
            .and_then(|abi: &str| {
                reg_masks.iter().position(|m| {
                    t::CALLEE_SAVED
                        .iter()
                        .any(|c| c.name == m.name && c.abis.contains(&abi))
                })
            })
            .map(|i| RegMaskId(i as u16));
        let sp = t::SPECIAL_REGS;
        Target {
            name: t::TARGET,
            mode: mode.name(),
            features: features.iter().map(|s| s.to_string()).collect(),
            regs,
            num_units: t::NUM_REG_UNITS,
            classes,
            sub_reg_names: t::SUB_REG_INDICES.iter().map(|s| s.name).collect(),
            reg_masks,
            cross_moves,
            opcodes,
            stack_pointer: preg(sp.stack_pointer),
            frame_pointer: preg(sp.frame_pointer),
            return_address: preg(sp.return_address),
            zero: preg(sp.zero),
            stack_alignment: sp.stack_alignment_bytes,
            abi_callee_saved,
            frame_ops: t::FRAME_OPS.map(|o| FrameOps {
                add_imm: o.add_imm.mir_name(),
                imm_bits: o.add_imm_bits,
                load_upper: o.load_upper.mir_name(),
                upper_bits: o.load_upper_bits,
                add_reg: o.add_reg.mir_name(),
                and_imm: o.and_imm.map(|a| a.mir_name()),
                base_pointer: o.base_pointer.map(preg),
            }),
        }
    }};
}
use bind_target;
