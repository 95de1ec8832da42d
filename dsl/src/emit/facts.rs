//! Spillway's backend facts (part 2 of `spillway/Target.td`), read from the
//! records: subtarget features, opcodes, per-class copy/spill/reload
//! opcodes, cross-class moves, special registers, MIR register-mask names
//! and target-triple architectures.
//!
//! Invariants:
//! - Records are found by class (`RecordKeeper::derived_defs`), so every
//!   list is in record-name order; a target that does not use part 2 of the
//!   prelude (no such classes) gets empty lists and no special registers.
//! - Every by-HwMode choice is resolved here to one entry per HwMode of the
//!   register model (`RegisterInfo::hw_modes`), falling back to
//!   `DefaultMode`; a mode with neither is an error at the record.
//! - Nothing here panics on bad input: each problem is a [`Diagnostic`] at
//!   the record or field.

use super::forms::{self, Form, Kind};
use crate::diag::Diagnostic;
use crate::record::{RecId, RecordKeeper};
use crate::regs::fields;
use crate::regs::RegisterInfo;
use crate::source::Span;
use std::collections::BTreeMap;

/// A `SubtargetFeature` def.
pub struct Feature {
    /// The def in the [`RecordKeeper`].
    pub rec: RecId,
    /// The def's name (e.g. `FeatureStdExtD`).
    pub name: String,
    /// `Name`: the feature as `-mattr` spells it.
    pub mattr: String,
    /// `Desc`: the one-line description.
    pub desc: String,
    /// `Implies`: the features this one turns on, as indices into [`Facts::features`].
    pub implies: Vec<usize>,
    /// Where the def is.
    pub span: Span,
}

/// A `TripleArch` def.
pub struct TripleArch {
    /// The def's name.
    pub name: String,
    /// `Arch`: a triple's architecture (`riscv64`).
    pub arch: String,
    /// `Implies`: features the architecture turns on, as indices into [`Facts::features`].
    pub implies: Vec<usize>,
    /// Where the def is.
    pub span: Span,
}

/// A plain `MIROpcode` def (not by-HwMode).
pub struct Opcode {
    /// The def's name.
    pub name: String,
    /// `MIRName`: the opcode as MIR prints it (the def's name unless set).
    pub mir_name: String,
    /// The flags of [`OPCODE_FLAGS`], in that order: (accessor name, value).
    pub flags: Vec<(&'static str, bool)>,
    /// `Defs`: implicit definitions, as register indices of the register model.
    pub defs: Vec<usize>,
    /// `Uses`: implicit uses, as register indices of the register model.
    pub uses: Vec<usize>,
    /// Where the def is.
    pub span: Span,
}

/// The `MIROpcode` fields copied into the tables, with the accessor names
/// of the generated `Opcode`.
pub const OPCODE_FLAGS: [(&str, &str); 11] = [
    ("isCall", "is_call"),
    ("isReturn", "is_return"),
    ("isTerminator", "is_terminator"),
    ("isBranch", "is_branch"),
    ("isIndirectBranch", "is_indirect_branch"),
    ("isBarrier", "is_barrier"),
    ("mayLoad", "may_load"),
    ("mayStore", "may_store"),
    ("isCallWhenLinking", "is_call_when_linking"),
    ("isAsCheapAsAMove", "is_as_cheap_as_a_move"),
    ("isCallFrameSetup", "is_call_frame_setup"),
];

/// A `RegClassSpillInfo` def; opcodes are indices into `Facts::opcodes`,
/// one per HwMode.
pub struct SpillInfo {
    /// The def's name.
    pub name: String,
    /// `RegClass`: the class it describes, as a class index of the register model.
    pub class: usize,
    /// `CopyOpcode`, one index into [`Facts::opcodes`] per HwMode.
    pub copy: Vec<usize>,
    /// `CopyForm`: the MIR text of a copy, with `$dst`, `$src` and `OP` placeholders.
    pub copy_form: Form,
    /// `StoreOpcode`, one index into [`Facts::opcodes`] per HwMode.
    pub store: Vec<usize>,
    /// `StoreForm`: the MIR text of a spill store (`$src`, `$slot`, `OP`).
    pub store_form: Form,
    /// `LoadOpcode`, one index into [`Facts::opcodes`] per HwMode.
    pub load: Vec<usize>,
    /// `LoadForm`: the MIR text of a reload (`$dst`, `$slot`, `OP`).
    pub load_form: Form,
    /// `StoreCost`: one spill store, in [`Move::cost`] units (stack access = 100).
    pub store_cost: i64,
    /// `LoadCost`: one reload, in [`Move::cost`] units (stack access = 100).
    pub load_cost: i64,
    /// Where the def is.
    pub span: Span,
}

/// A `CrossClassMove` def.
pub struct Move {
    /// The def's name.
    pub name: String,
    /// `Opcode`, one index into [`Facts::opcodes`] per HwMode.
    pub opcode: Vec<usize>,
    /// `Form`: the move (`$dst`, `$src`, `OP`), parsed.
    pub form: Form,
    /// `SrcClass`, as a class index of the register model.
    pub from: usize,
    /// `DstClass`, as a class index of the register model.
    pub to: usize,
    /// `Requires`: features that must all be enabled, as indices into [`Facts::features`].
    pub requires: Vec<usize>,
    /// `Modes`: HwModes where the move is usable (empty: every mode).
    pub modes: Vec<usize>,
    /// `ValueBits`: the move carries exactly the low `value_bits` bits of the source.
    pub value_bits: i64,
    /// `SignExtendsResult`: the destination's bits above `value_bits` copy bit `value_bits - 1`.
    pub sign_extends_result: bool,
    /// `Cost`, relative to the stack store or load it replaces (= 100).
    pub cost: i64,
    /// Where the def is.
    pub span: Span,
}

/// The `SpecialRegisters` def.
pub struct Special {
    /// The def's name.
    pub name: String,
    /// `StackPointer`, as a register index of the register model.
    pub sp: usize,
    /// `FramePointer` (reserved too when a function uses one).
    pub fp: usize,
    /// `ReturnAddress`: the link register of calls.
    pub ra: usize,
    /// `ZeroRegister`: reads as 0, writes are discarded.
    pub zero: usize,
    /// `Reserved`: never allocated.
    pub reserved: Vec<usize>,
    /// `StackAlignmentBytes`: the ABI's stack alignment.
    pub stack_align: i64,
    /// Where the def is.
    pub span: Span,
}

/// The `FrameLoweringOps` def.
pub struct FrameOps {
    /// The def's name.
    pub name: String,
    /// `AddImm`: `$dst = OP $src, imm`, an index into [`Facts::opcodes`].
    pub add_imm: usize,
    /// `AddImmBits`: width of AddImm's signed immediate.
    pub add_imm_bits: i64,
    /// `LoadUpper`: `$dst = OP hi` (`hi << add_imm_bits`), an index into
    /// [`Facts::opcodes`]; `None` when `LoadConst` builds constants.
    pub load_upper: Option<usize>,
    /// `LoadUpperBits`: width of LoadUpper's unsigned field.
    pub load_upper_bits: i64,
    /// `AddReg`: `$dst = OP $a, $b`, an index into [`Facts::opcodes`].
    pub add_reg: usize,
    /// `AndImm`: `$dst = OP $src, -alignment` (stack realignment), if set.
    pub and_imm: Option<usize>,
    /// `BasePointer`: the register that keeps the realigned sp in functions
    /// with dynamic allocas, if set.
    pub base_pointer: Option<usize>,
    // Frame facts whose defaults keep the add-immediate shape.
    /// `SubImm`, if set.
    pub sub_imm: Option<usize>,
    /// `AddImmShifts`.
    pub add_imm_shifts: Vec<i64>,
    /// `LoadConst`, if set.
    pub load_const: Option<usize>,
    /// `AddRegForm`, parsed.
    pub add_reg_form: Form,
    /// `AndImmLogical`.
    pub and_imm_logical: bool,
    /// `AndImmReadsSP`.
    pub and_imm_reads_sp: bool,
    /// `FramePointerAtRecord`.
    pub frame_pointer_at_record: bool,
    /// `PreferSPAddressing`.
    pub prefer_sp: bool,
    /// `ScratchClass`, a class index of the register model, if set.
    pub scratch_class: Option<usize>,
    /// `ByteOffsetsByDefault`.
    pub byte_offsets_by_default: bool,
    /// Where the def is.
    pub span: Span,
}

/// A `FrameAccess` def.
pub struct FrameAccess {
    /// `Opcode`, an index into [`Facts::opcodes`].
    pub opcode: usize,
    /// `Scale`: bytes per offset unit.
    pub scale: i64,
    /// `Bits`: width of the offset (0: none).
    pub bits: i64,
    /// `Signed`.
    pub signed: bool,
    /// `Unscaled`: the byte-offset twin, if set.
    pub unscaled: Option<usize>,
    /// Where the def is.
    pub span: Span,
}

/// A `MIRRegMask` def, attached to its callee-saved set.
pub struct RegMaskName {
    /// `MIRName`: the mask's name as MIR prints it (`csr_ilp32d_lp64d`).
    pub mir_name: String,
    /// The ABIs (`target-abi` values) whose calls carry this mask.
    pub abis: Vec<String>,
    /// Where the def is.
    pub span: Span,
}

// Values, operand ties, register banks.

/// A `TiedOperands` def: explicit use operand `use_` of `opcode` is
/// allocated to the register of explicit def operand `def`.
pub struct Tie {
    /// `Opcode`, an index into [`Facts::opcodes`].
    pub opcode: usize,
    /// `Def`: the def operand's number (MIR order, from 0).
    pub def: i64,
    /// `Use`: the use operand's number (MIR order, from 0).
    pub use_: i64,
    /// Where the def is.
    pub span: Span,
}

/// A `RegisterBank` def.
pub struct RegBank {
    /// `Name` (`GPR`); MIR prints it in lower case.
    pub name: String,
    /// `RegisterClasses`, as class indices of the register model.
    pub classes: Vec<usize>,
    /// Where the def is.
    pub span: Span,
}

/// The facts of the value-facts block of the prelude.
#[derive(Default)]
pub struct ValueFacts {
    /// `ZeroesSuperRegOnWrite` indices, as indices of the register
    /// model's sub-register indices, ascending.
    pub zeroing_sub_regs: Vec<usize>,
    /// Every `TiedOperands` def, by opcode then use operand.
    pub ties: Vec<Tie>,
    /// Every `RegisterBank` def, in record-name order.
    pub banks: Vec<RegBank>,
}

fn gather_values(cx: &Ctx<'_>, opcodes: &[Opcode], diags: &mut Vec<Diagnostic>) -> ValueFacts {
    let rk = cx.rk;
    let info = cx.info;
    let mut out = ValueFacts::default();
    for z in rk.derived_defs("ZeroesSuperRegOnWrite") {
        let r = (|| -> R<usize> {
            let d = cx.def(z, "Index")?;
            info.sub_reg_indices
                .iter()
                .position(|s| s.def == Some(d))
                .ok_or_else(|| {
                    Diagnostic::error(
                        rk.get(z).span,
                        format!("'{}' is not a SubRegIndex", cx.name(d)),
                    )
                })
        })();
        match r {
            Ok(i) if out.zeroing_sub_regs.contains(&i) => diags.push(
                Diagnostic::error(
                    rk.get(z).span,
                    format!(
                        "two ZeroesSuperRegOnWrite records for '{}'",
                        info.sub_reg_indices[i].name
                    ),
                )
                .with_note("keep one record per sub-register index"),
            ),
            Ok(i) => out.zeroing_sub_regs.push(i),
            Err(e) => diags.push(e),
        }
    }
    out.zeroing_sub_regs.sort_unstable();
    for t in rk.derived_defs("TiedOperands") {
        let r = (|| -> R<Tie> {
            let d = cx.def(t, "Opcode")?;
            Ok(Tie {
                opcode: cx.lookup(&cx.opcode_of, "a plain MIROpcode", t, d, "Opcode")?,
                def: fields::int(rk, t, "Def")?,
                use_: fields::int(rk, t, "Use")?,
                span: rk.get(t).span,
            })
        })();
        match r {
            Ok(x) => {
                // Explicit defs come first in MIR, so a tied use follows
                // its def; operand numbers fit a u8 in the tables.
                if x.def < 0 || x.use_ <= x.def || x.use_ > 255 {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!(
                                "operand tie Def = {}, Use = {}: the use must come after the def \
                                 and both be operand numbers 0..255",
                                x.def, x.use_
                            ),
                        )
                        .with_note(
                            "operands are numbered as MIR prints them, from 0, explicit defs first",
                        ),
                    );
                } else if let Some(prev) = out
                    .ties
                    .iter()
                    .find(|p| p.opcode == x.opcode && (p.use_ == x.use_ || p.def == x.def))
                {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!("'{}' ties an operand twice", cx.opcodes_name(x.opcode)),
                        )
                        .with_secondary(prev.span, "the other tie is here")
                        .with_note("an operand is tied to at most one other"),
                    );
                } else {
                    out.ties.push(x);
                }
            }
            Err(e) => diags.push(e),
        }
    }
    out.ties.sort_by_key(|t| (t.opcode, t.use_));
    // The spiller recomputes isAsCheapAsAMove opcodes wherever a value is
    // needed (operand rematerialization): one that also writes a register
    // implicitly (flags: `implicit-def $nzcv`) would clobber it there.
    for o in opcodes {
        let cheap = o
            .flags
            .iter()
            .any(|(a, v)| *a == "is_as_cheap_as_a_move" && *v);
        if cheap && !o.defs.is_empty() {
            diags.push(
                Diagnostic::error(
                    o.span,
                    format!(
                        "opcode '{}' is isAsCheapAsAMove but writes {} implicitly (Defs)",
                        o.name,
                        o.defs
                            .iter()
                            .map(|&r| info.registers[r].name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
                .with_note(
                    "the spiller recomputes such opcodes where a value is needed, which would \
                     clobber a live register it writes (e.g. the flags); drop isAsCheapAsAMove",
                ),
            );
        }
    }
    for b in rk.derived_defs("RegisterBank") {
        let r = (|| -> R<RegBank> {
            Ok(RegBank {
                name: fields::string(rk, b, "Name")?,
                classes: fields::list_of_defs(rk, b, "RegisterClasses")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.class_of, "a register class", b, d, "RegisterClasses"))
                    .collect::<R<_>>()?,
                span: rk.get(b).span,
            })
        })();
        match r {
            Ok(x) => {
                let mir = x.name.to_lowercase();
                if let Some(c) = info.classes.iter().find(|c| c.name.to_lowercase() == mir) {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!(
                                "register bank '{}' has the MIR name of register class '{}'",
                                x.name, c.name
                            ),
                        )
                        .with_note("MIR could not tell them apart; rename the bank"),
                    );
                } else if let Some(prev) = out.banks.iter().find(|p| p.name.to_lowercase() == mir) {
                    diags.push(
                        Diagnostic::error(x.span, format!("two register banks named '{}'", x.name))
                            .with_secondary(prev.span, "the other one is here"),
                    );
                } else if mir.is_empty() || mir == "_" {
                    diags.push(Diagnostic::error(
                        x.span,
                        "a register bank needs a name other than '' and '_' (MIR's \"no class\")",
                    ));
                } else {
                    out.banks.push(x);
                }
            }
            Err(e) => diags.push(e),
        }
    }
    out
}

/// Everything part 2 of the prelude adds to the register model.
pub struct Facts {
    /// `Features` of each HwMode (index = mode).
    pub mode_features: Vec<String>,
    /// Span of each HwMode's def (`None` for a mode without one).
    pub mode_spans: Vec<Option<Span>>,
    /// Every `SubtargetFeature` def, in record-name order.
    pub features: Vec<Feature>,
    /// Every plain `MIROpcode` def (by-HwMode opcodes are resolved into these),
    /// in record-name order.
    pub opcodes: Vec<Opcode>,
    /// Every `RegClassSpillInfo` def, in record-name order.
    pub spill_infos: Vec<SpillInfo>,
    /// Per register class: the spill info it uses (its own, else the closest
    /// super-class's).
    pub class_spill: Vec<Option<usize>>,
    /// Every `CrossClassMove` def, in record-name order.
    pub moves: Vec<Move>,
    /// The `SpecialRegisters` def, if the target has one.
    pub special: Option<Special>,
    /// The `FrameLoweringOps` def, if the target has one.
    pub frame_ops: Option<FrameOps>,
    /// Every `FrameAccess` def, in record-name order (distinct opcodes).
    pub frame_accesses: Vec<FrameAccess>,
    /// Every `CostPerUseColumn` def: (column, required features as
    /// indices into [`Facts::features`], span).
    pub cost_columns: Vec<(i64, Vec<usize>, Span)>,
    /// The `AllocationCosts` def, if the target has one: (`InstrCost`,
    /// `CSRFirstUseCost`, span).
    pub alloc_costs: Option<(i64, i64, Span)>,
    /// Callee-saved set index → its MIR mask name.
    pub reg_masks: BTreeMap<usize, RegMaskName>,
    /// Every `TripleArch` def, in record-name order (distinct `arch`es).
    pub triple_archs: Vec<TripleArch>,
    /// Sub-register write semantics, operand ties, register banks (the
    /// value-facts block of the prelude).
    pub values: ValueFacts,
}

struct Ctx<'a> {
    rk: &'a RecordKeeper,
    info: &'a RegisterInfo,
    reg_of: BTreeMap<RecId, usize>,
    class_of: BTreeMap<RecId, usize>,
    mode_of: BTreeMap<RecId, usize>,
    feature_of: BTreeMap<RecId, usize>,
    opcode_of: BTreeMap<RecId, usize>,
}

type R<T> = Result<T, Diagnostic>;

impl Ctx<'_> {
    fn opcodes_name(&self, o: usize) -> String {
        self.opcode_of
            .iter()
            .find(|(_, &i)| i == o)
            .map_or_else(String::new, |(&id, _)| self.name(id))
    }

    fn name(&self, id: RecId) -> String {
        self.rk.get(id).name_str().into_owned()
    }

    fn def(&self, id: RecId, field: &str) -> R<RecId> {
        fields::opt_def(self.rk, id, field)?.ok_or_else(|| {
            Diagnostic::error(
                self.rk.get(id).span,
                format!(
                    "record '{}', field '{field}' is not set",
                    self.rk.get(id).name_str()
                ),
            )
        })
    }

    fn lookup(
        &self,
        map: &BTreeMap<RecId, usize>,
        what: &str,
        id: RecId,
        of: RecId,
        field: &str,
    ) -> R<usize> {
        map.get(&of).copied().ok_or_else(|| {
            let rec = self.rk.get(id);
            let span = rec.value(field).map_or(rec.span, |v| v.span);
            Diagnostic::error(
                span,
                format!(
                    "record '{}', field '{field}': '{}' is not {what}",
                    rec.name_str(),
                    self.rk.get(of).name_str()
                ),
            )
        })
    }

    /// The form in string field `field` of record `id`, parsed as a
    /// form of `kind`; an error at the record.
    fn form(&self, id: RecId, field: &str, kind: Kind) -> R<Form> {
        let text = fields::string(self.rk, id, field)?;
        forms::parse(self.info, kind, &text).map_err(|m| {
            Diagnostic::error(
                self.rk.get(id).span,
                format!("record '{}', field '{field}': {m}", self.name(id)),
            )
            .with_note(
                "targets/include/spillway/Target.td (RegClassSpillInfo, FrameLoweringOps) \
                 lists what a form may contain",
            )
        })
    }

    fn reg(&self, id: RecId, field: &str) -> R<usize> {
        let d = self.def(id, field)?;
        self.lookup(&self.reg_of, "a register", id, d, field)
    }

    fn regs(&self, id: RecId, field: &str) -> R<Vec<usize>> {
        fields::list_of_defs(self.rk, id, field)?
            .into_iter()
            .map(|d| self.lookup(&self.reg_of, "a register", id, d, field))
            .collect()
    }

    fn class(&self, id: RecId, field: &str) -> R<usize> {
        let d = self.def(id, field)?;
        self.lookup(&self.class_of, "a register class", id, d, field)
    }

    /// The opcode in `field`, one per HwMode.
    fn opcode_per_mode(&self, id: RecId, field: &str) -> R<Vec<usize>> {
        let op = self.def(id, field)?;
        if let Some(&o) = self.opcode_of.get(&op) {
            return Ok(vec![o; self.info.hw_modes.len()]);
        }
        let by_mode = self.rk.class("MIROpcodeByHwMode");
        if !by_mode.is_some_and(|c| self.rk.get(op).is_subclass_of(c)) {
            // Not an opcode at all: `lookup` reports it.
            self.lookup(&self.opcode_of, "an MIROpcode", id, op, field)?;
        }
        let modes = fields::list_of_defs(self.rk, op, "Modes")?;
        let objects = fields::list_of_defs(self.rk, op, "Objects")?;
        let span = self.rk.get(op).span;
        if modes.len() != objects.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "'{}' has {} modes but {} opcodes",
                    self.name(op),
                    modes.len(),
                    objects.len()
                ),
            )
            .with_note("give one opcode per mode in the same order"));
        }
        let mut by: BTreeMap<usize, usize> = BTreeMap::new();
        for (&m, &o) in modes.iter().zip(&objects) {
            let m = self.lookup(&self.mode_of, "a HwMode", op, m, "Modes")?;
            let o = self.lookup(&self.opcode_of, "a plain MIROpcode", op, o, "Objects")?;
            by.insert(m, o);
        }
        (0..self.info.hw_modes.len())
            .map(|m| {
                by.get(&m).or_else(|| by.get(&0)).copied().ok_or_else(|| {
                    Diagnostic::error(
                        span,
                        format!(
                            "'{}' has no opcode for HwMode '{}' and none for DefaultMode",
                            self.name(op),
                            self.info.mode_name(m as u32)
                        ),
                    )
                    .with_note("add the mode (or DefaultMode) to its Modes list")
                })
            })
            .collect()
    }
}

/// Reads the backend facts of a target.
pub fn gather(rk: &RecordKeeper, info: &RegisterInfo) -> Result<Facts, Vec<Diagnostic>> {
    let mut cx = Ctx {
        rk,
        info,
        reg_of: BTreeMap::new(),
        class_of: BTreeMap::new(),
        mode_of: BTreeMap::new(),
        feature_of: BTreeMap::new(),
        opcode_of: BTreeMap::new(),
    };
    for (i, r) in info.registers.iter().enumerate() {
        if let Some(d) = r.def {
            cx.reg_of.insert(d, i);
        }
    }
    for (i, c) in info.classes.iter().enumerate() {
        if let Some(d) = c.def {
            cx.class_of.insert(d, i);
        }
    }
    let mut diags = Vec::new();
    let mut mode_features = vec![String::new(); info.hw_modes.len()];
    let mut mode_spans = vec![None; info.hw_modes.len()];
    for m in rk.derived_defs("HwMode") {
        let name = rk.get(m).name_str();
        let idx = if name == "DefaultMode" {
            Some(0)
        } else {
            info.hw_modes.iter().position(|n| *n == name)
        };
        if let Some(idx) = idx {
            cx.mode_of.insert(m, idx);
            mode_spans[idx] = Some(rk.get(m).span);
            match fields::string(rk, m, "Features") {
                Ok(s) => mode_features[idx] = s,
                Err(e) => diags.push(e),
            }
        }
    }

    let feature_defs = rk.derived_defs("SubtargetFeature");
    for (i, &f) in feature_defs.iter().enumerate() {
        cx.feature_of.insert(f, i);
    }
    let mut features = Vec::new();
    for &f in &feature_defs {
        let r = (|| -> R<Feature> {
            Ok(Feature {
                rec: f,
                name: cx.name(f),
                mattr: fields::string(rk, f, "Name")?,
                desc: fields::string(rk, f, "Desc")?,
                implies: fields::list_of_defs(rk, f, "Implies")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.feature_of, "a SubtargetFeature", f, d, "Implies"))
                    .collect::<R<_>>()?,
                span: rk.get(f).span,
            })
        })();
        match r {
            Ok(x) => features.push(x),
            Err(e) => diags.push(e),
        }
    }

    let by_mode = rk.class("MIROpcodeByHwMode");
    let plain: Vec<RecId> = rk
        .derived_defs("MIROpcode")
        .into_iter()
        .filter(|&d| !by_mode.is_some_and(|c| rk.get(d).is_subclass_of(c)))
        .collect();
    for (i, &o) in plain.iter().enumerate() {
        cx.opcode_of.insert(o, i);
    }
    let mut opcodes = Vec::new();
    for &o in &plain {
        let r = (|| -> R<Opcode> {
            let mut flags = Vec::new();
            for (f, acc) in OPCODE_FLAGS {
                flags.push((acc, fields::bit_or_false(rk, o, f)?));
            }
            Ok(Opcode {
                name: cx.name(o),
                mir_name: fields::string(rk, o, "MIRName")?,
                flags,
                defs: cx.regs(o, "Defs")?,
                uses: cx.regs(o, "Uses")?,
                span: rk.get(o).span,
            })
        })();
        match r {
            Ok(x) => opcodes.push(x),
            Err(e) => diags.push(e),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }

    let mut spill_infos: Vec<SpillInfo> = Vec::new();
    for s in rk.derived_defs("RegClassSpillInfo") {
        let r = (|| -> R<SpillInfo> {
            Ok(SpillInfo {
                name: cx.name(s),
                class: cx.class(s, "RegClass")?,
                copy: cx.opcode_per_mode(s, "CopyOpcode")?,
                copy_form: cx.form(s, "CopyForm", Kind::Copy)?,
                store: cx.opcode_per_mode(s, "StoreOpcode")?,
                store_form: cx.form(s, "StoreForm", Kind::Store)?,
                load: cx.opcode_per_mode(s, "LoadOpcode")?,
                load_form: cx.form(s, "LoadForm", Kind::Load)?,
                store_cost: fields::int(rk, s, "StoreCost")?,
                load_cost: fields::int(rk, s, "LoadCost")?,
                span: rk.get(s).span,
            })
        })();
        match r {
            Ok(x) => {
                if let Some(prev) = spill_infos.iter().find(|p| p.class == x.class) {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!(
                                "register class '{}' has two RegClassSpillInfo records",
                                info.classes[x.class].name
                            ),
                        )
                        .with_secondary(prev.span, "the other one is here")
                        .with_note("keep one RegClassSpillInfo per register class"),
                    );
                }
                spill_infos.push(x)
            }
            Err(e) => diags.push(e),
        }
    }
    // A class without its own record copies and spills like its closest
    // super-class that has one (super-classes are in topological order, so
    // the last one with a record is the most specific).
    let own: BTreeMap<usize, usize> = spill_infos
        .iter()
        .enumerate()
        .map(|(i, s)| (s.class, i))
        .collect();
    let class_spill = info
        .classes
        .iter()
        .enumerate()
        .map(|(c, rc)| {
            own.get(&c).copied().or_else(|| {
                rc.super_classes
                    .iter()
                    .rev()
                    .find_map(|s| own.get(s).copied())
            })
        })
        .collect();

    let mut moves = Vec::new();
    for m in rk.derived_defs("CrossClassMove") {
        let r = (|| -> R<Move> {
            Ok(Move {
                name: cx.name(m),
                opcode: cx.opcode_per_mode(m, "Opcode")?,
                form: cx.form(m, "Form", Kind::Move)?,
                from: cx.class(m, "SrcClass")?,
                to: cx.class(m, "DstClass")?,
                requires: fields::list_of_defs(rk, m, "Requires")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.feature_of, "a SubtargetFeature", m, d, "Requires"))
                    .collect::<R<_>>()?,
                modes: fields::list_of_defs(rk, m, "Modes")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.mode_of, "a HwMode", m, d, "Modes"))
                    .collect::<R<_>>()?,
                value_bits: fields::int(rk, m, "ValueBits")?,
                sign_extends_result: fields::bit(rk, m, "SignExtendsResult")?,
                cost: fields::int(rk, m, "Cost")?,
                span: rk.get(m).span,
            })
        })();
        match r {
            Ok(x) => moves.push(x),
            Err(e) => diags.push(e),
        }
    }

    let specials = rk.derived_defs("SpecialRegisters");
    let mut special = None;
    if specials.len() > 1 {
        diags.push(
            Diagnostic::error(
                rk.get(specials[1]).span,
                "more than one SpecialRegisters record",
            )
            .with_secondary(rk.get(specials[0]).span, "another one is here")
            .with_note("a target has exactly one SpecialRegisters record"),
        );
    } else if let Some(&s) = specials.first() {
        let r = (|| -> R<Special> {
            Ok(Special {
                name: cx.name(s),
                sp: cx.reg(s, "StackPointer")?,
                fp: cx.reg(s, "FramePointer")?,
                ra: cx.reg(s, "ReturnAddress")?,
                zero: cx.reg(s, "ZeroRegister")?,
                reserved: cx.regs(s, "Reserved")?,
                stack_align: fields::int(rk, s, "StackAlignmentBytes")?,
                span: rk.get(s).span,
            })
        })();
        match r {
            Ok(x) => special = Some(x),
            Err(e) => diags.push(e),
        }
    }

    let frame_defs = rk.derived_defs("FrameLoweringOps");
    let mut frame_ops = None;
    if frame_defs.len() > 1 {
        diags.push(
            Diagnostic::error(
                rk.get(frame_defs[1]).span,
                "more than one FrameLoweringOps record",
            )
            .with_secondary(rk.get(frame_defs[0]).span, "another one is here")
            .with_note("a target has at most one FrameLoweringOps record"),
        );
    } else if let Some(&s) = frame_defs.first() {
        let op = |field: &str| -> R<usize> {
            let d = cx.def(s, field)?;
            cx.lookup(&cx.opcode_of, "a plain MIROpcode", s, d, field)
        };
        let opt_op = |field: &str| -> R<Option<usize>> {
            match fields::opt_def(rk, s, field)? {
                Some(d) => Ok(Some(cx.lookup(
                    &cx.opcode_of,
                    "a plain MIROpcode",
                    s,
                    d,
                    field,
                )?)),
                None => Ok(None),
            }
        };
        let r = (|| -> R<FrameOps> {
            Ok(FrameOps {
                name: cx.name(s),
                add_imm: op("AddImm")?,
                add_imm_bits: fields::int(rk, s, "AddImmBits")?,
                load_upper: match fields::opt_def(rk, s, "LoadUpper")? {
                    Some(d) => {
                        Some(cx.lookup(&cx.opcode_of, "a plain MIROpcode", s, d, "LoadUpper")?)
                    }
                    None => None,
                },
                load_upper_bits: fields::int(rk, s, "LoadUpperBits")?,
                add_reg: op("AddReg")?,
                and_imm: match fields::opt_def(rk, s, "AndImm")? {
                    Some(d) => {
                        Some(cx.lookup(&cx.opcode_of, "a plain MIROpcode", s, d, "AndImm")?)
                    }
                    None => None,
                },
                base_pointer: match fields::opt_def(rk, s, "BasePointer")? {
                    Some(d) => Some(cx.lookup(&cx.reg_of, "a register", s, d, "BasePointer")?),
                    None => None,
                },
                sub_imm: opt_op("SubImm")?,
                add_imm_shifts: fields::list_of_ints(rk, s, "AddImmShifts")?,
                load_const: opt_op("LoadConst")?,
                add_reg_form: cx.form(s, "AddRegForm", Kind::AddReg)?,
                and_imm_logical: fields::bit(rk, s, "AndImmLogical")?,
                and_imm_reads_sp: fields::bit(rk, s, "AndImmReadsSP")?,
                frame_pointer_at_record: fields::bit(rk, s, "FramePointerAtRecord")?,
                prefer_sp: fields::bit(rk, s, "PreferSPAddressing")?,
                scratch_class: match fields::opt_def(rk, s, "ScratchClass")? {
                    Some(d) => {
                        Some(cx.lookup(&cx.class_of, "a register class", s, d, "ScratchClass")?)
                    }
                    None => None,
                },
                byte_offsets_by_default: fields::bit(rk, s, "ByteOffsetsByDefault")?,
                span: rk.get(s).span,
            })
        })();
        match r {
            Ok(x) => frame_ops = Some(x),
            Err(e) => diags.push(e),
        }
    }

    let mut frame_accesses: Vec<FrameAccess> = Vec::new();
    for a in rk.derived_defs("FrameAccess") {
        let r = (|| -> R<FrameAccess> {
            let op = |field: &str| -> R<Option<usize>> {
                match fields::opt_def(rk, a, field)? {
                    Some(d) => Ok(Some(cx.lookup(
                        &cx.opcode_of,
                        "a plain MIROpcode",
                        a,
                        d,
                        field,
                    )?)),
                    None => Ok(None),
                }
            };
            let span = rk.get(a).span;
            let opcode = op("Opcode")?.ok_or_else(|| {
                Diagnostic::error(
                    span,
                    format!("record '{}', field 'Opcode' is not set", cx.name(a)),
                )
            })?;
            Ok(FrameAccess {
                opcode,
                scale: fields::int(rk, a, "Scale")?,
                bits: fields::int(rk, a, "Bits")?,
                signed: fields::bit(rk, a, "Signed")?,
                unscaled: op("Unscaled")?,
                span,
            })
        })();
        match r {
            Ok(x) => {
                if let Some(prev) = frame_accesses.iter().find(|p| p.opcode == x.opcode) {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!(
                                "opcode '{}' has two FrameAccess records",
                                opcodes[x.opcode].name
                            ),
                        )
                        .with_secondary(prev.span, "the other one is here")
                        .with_note("keep one FrameAccess per opcode"),
                    );
                } else {
                    frame_accesses.push(x);
                }
            }
            Err(e) => diags.push(e),
        }
    }
    for x in &frame_accesses {
        if let Some(u) = x.unscaled {
            if !frame_accesses.iter().any(|y| y.opcode == u) {
                diags.push(
                    Diagnostic::error(
                        x.span,
                        format!(
                            "the unscaled twin '{}' of '{}' has no FrameAccess record",
                            opcodes[u].name, opcodes[x.opcode].name
                        ),
                    )
                    .with_note("add `def : FrameAccess<TWIN, 1, BITS, SIGNED>;` for it"),
                );
            }
        }
    }

    let mut cost_columns = Vec::new();
    for c in rk.derived_defs("CostPerUseColumn") {
        let r = (|| -> R<(i64, Vec<usize>, Span)> {
            Ok((
                fields::int(rk, c, "Column")?,
                fields::list_of_defs(rk, c, "Requires")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.feature_of, "a SubtargetFeature", c, d, "Requires"))
                    .collect::<R<_>>()?,
                rk.get(c).span,
            ))
        })();
        match r {
            Ok(x) => cost_columns.push(x),
            Err(e) => diags.push(e),
        }
    }

    let cost_defs = rk.derived_defs("AllocationCosts");
    let mut alloc_costs = None;
    if cost_defs.len() > 1 {
        diags.push(
            Diagnostic::error(
                rk.get(cost_defs[1]).span,
                "more than one AllocationCosts record",
            )
            .with_secondary(rk.get(cost_defs[0]).span, "another one is here")
            .with_note("a target has at most one AllocationCosts record"),
        );
    } else if let Some(&c) = cost_defs.first() {
        let r = (|| -> R<(i64, i64, Span)> {
            Ok((
                fields::int(rk, c, "InstrCost")?,
                fields::int(rk, c, "CSRFirstUseCost")?,
                rk.get(c).span,
            ))
        })();
        match r {
            Ok(x) => alloc_costs = Some(x),
            Err(e) => diags.push(e),
        }
    }

    let mut reg_masks = BTreeMap::new();
    for m in rk.derived_defs("MIRRegMask") {
        let r = (|| -> R<(usize, RegMaskName)> {
            let p = cx.def(m, "Preserved")?;
            let pname = rk.get(p).name_str();
            let idx = info
                .callee_saved
                .iter()
                .position(|c| c.name == pname)
                .ok_or_else(|| {
                    Diagnostic::error(
                        rk.get(m).span,
                        format!("'{pname}' is not a CalleeSavedRegs record"),
                    )
                })?;
            Ok((
                idx,
                RegMaskName {
                    mir_name: fields::string(rk, m, "MIRName")?,
                    abis: fields::list_of_strings(rk, m, "ABIs")?,
                    span: rk.get(m).span,
                },
            ))
        })();
        match r {
            Ok((idx, x)) => {
                if let Some(prev) = reg_masks.get(&idx) {
                    let prev: &RegMaskName = prev;
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!(
                                "callee-saved set '{}' has two MIR mask names",
                                info.callee_saved[idx].name
                            ),
                        )
                        .with_secondary(prev.span, "the other one is here"),
                    );
                } else {
                    reg_masks.insert(idx, x);
                }
            }
            Err(e) => diags.push(e),
        }
    }

    let mut triple_archs: Vec<TripleArch> = Vec::new();
    for a in rk.derived_defs("TripleArch") {
        let r = (|| -> R<TripleArch> {
            Ok(TripleArch {
                name: cx.name(a),
                arch: fields::string(rk, a, "Arch")?,
                implies: fields::list_of_defs(rk, a, "Implies")?
                    .into_iter()
                    .map(|d| cx.lookup(&cx.feature_of, "a SubtargetFeature", a, d, "Implies"))
                    .collect::<R<_>>()?,
                span: rk.get(a).span,
            })
        })();
        match r {
            Ok(x) => {
                if let Some(prev) = triple_archs.iter().find(|p| p.arch == x.arch) {
                    diags.push(
                        Diagnostic::error(
                            x.span,
                            format!("two TripleArch records for '{}'", x.arch),
                        )
                        .with_secondary(prev.span, "the other one is here")
                        .with_note("keep one TripleArch record per architecture"),
                    );
                }
                triple_archs.push(x)
            }
            Err(e) => diags.push(e),
        }
    }

    let values = gather_values(&cx, &opcodes, &mut diags);

    if !diags.is_empty() {
        return Err(diags);
    }
    Ok(Facts {
        mode_features,
        mode_spans,
        features,
        opcodes,
        spill_infos,
        class_spill,
        moves,
        special,
        frame_ops,
        frame_accesses,
        cost_columns,
        alloc_costs,
        reg_masks,
        triple_archs,
        values,
    })
}
