//! The register-info model: what LLVM 14's register-info backend
//! (`CodeGenRegisters.cpp` + the data parts of `RegisterInfoEmitter.cpp`)
//! computes from the records, as plain Rust data.
//!
//! Phases, one module each, run by [`compute`] in this order:
//! [`sets`] (set expressions and tuple expansion, used by all phases) →
//! [`registers`] (sub-register indices, registers, sub-/super-registers,
//! register units) → [`classes`] (register classes, synthesized classes,
//! topological order, sub-/super-classes) → [`pressure`] (unit weights,
//! pressure sets) → [`csr`] (callee-saved lists and register masks).
//!
//! Invariants of a [`RegisterInfo`]:
//! - Everything is referenced by index: register `i` has LLVM enum value
//!   `i + 1` (0 is `NoRegister`), sub-register index `i` has enum value
//!   `i + 1` (0 is `NoSubRegister`), class `i` has ID `i`, unit `u` is `u`.
//! - The orders are LLVM's: the tables of `llvm-tblgen -gen-register-info`
//!   can be produced from this model without re-sorting anything.
//! - [`compute`] never panics on bad input; errors are [`Diagnostic`]s with
//!   the span of the offending record or field.

pub mod classes;
pub mod csr;
pub(crate) mod fields;
pub mod pressure;
pub mod registers;
pub mod sets;

pub use classes::{RegSizeInfo, RegSizeInfoByHwMode, RegisterClass};
pub use csr::CalleeSaved;
pub use pressure::PressureSet;
pub use registers::{RegUnit, Register};

use crate::diag::Diagnostic;
use crate::record::{Map, RecId, RecordKeeper};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A sub-register index (LLVM's `CodeGenSubRegIndex`).
#[derive(Clone, Debug)]
pub struct SubRegIndex {
    /// The def's name (e.g. `sub_32`), or the composed name of a synthesized index.
    pub name: String,
    /// `Namespace` (e.g. `RISCV`).
    pub namespace: String,
    /// Size in bits; `u16::MAX` when unknown (LLVM's `(uint16_t)-1`).
    pub size: u16,
    /// Offset in bits; `u16::MAX` when unknown.
    pub offset: u16,
    /// The def; `None` for synthesized indices.
    pub def: Option<RecId>,
    /// `isArtificial`: the index names no real bits of the register (LLVM
    /// excludes it from lane masks).
    pub artificial: bool,
    /// Every register with a sub-register at this index has sub-registers that cover all its bits.
    pub all_super_regs_covered: bool,
    /// `B → C`: composing this index with `B` gives `C`.
    pub composed: BTreeMap<usize, usize>,
    /// The leaf indices this one is the concatenation of (empty for leaves).
    pub concatenation_of: Vec<usize>,
}

/// The register model of a target.
#[derive(Clone, Debug, Default)]
pub struct RegisterInfo {
    /// The name of the single `Target` def.
    pub target: String,
    /// HwMode names; index = mode number, `hw_modes[0] == "Default"`.
    pub hw_modes: Vec<String>,
    /// Sub-register indices, in LLVM's enum order (index `i` is enum `i + 1`).
    pub sub_reg_indices: Vec<SubRegIndex>,
    /// Registers, in LLVM's enum order (index `i` is enum `i + 1`; `NoRegister` is not listed).
    pub registers: Vec<Register>,
    /// All units: native ones first, then units adopted for pressure weights.
    pub reg_units: Vec<RegUnit>,
    /// How many of [`RegisterInfo::reg_units`] are native (one per leaf
    /// register, or per pair of aliasing registers); two registers overlap iff
    /// they share a native unit.
    pub num_native_reg_units: usize,
    /// Register classes, in LLVM's class ID order (`classes[i].enum_value ==
    /// i`), synthesized classes included.
    pub classes: Vec<RegisterClass>,
    /// Register pressure sets, in LLVM's order.
    pub pressure_sets: Vec<PressureSet>,
    /// Per class: indices into `pressure_sets` (empty if not allocatable).
    pub class_pressure_sets: Vec<Vec<usize>>,
    /// The `CalleeSavedRegs` defs, in record-name order, with their masks.
    pub callee_saved: Vec<CalleeSaved>,
    /// Columns of the CostPerUse table: the longest `CostPerUse` list (≥ 1).
    pub num_reg_costs: usize,
    pub(crate) reg_of: Map<sets::Elem, usize>,
}

/// An ordered set of indices (LLVM's `SetVector`).
#[derive(Clone, Debug, Default)]
pub struct IndexSet {
    /// The members, in insertion order.
    pub items: Vec<usize>,
    seen: rustc_hash::FxHashSet<usize>,
}

impl IndexSet {
    /// Adds `i` at the end unless it is already there; `true` if it was added.
    pub fn insert(&mut self, i: usize) -> bool {
        if self.seen.insert(i) {
            self.items.push(i);
            true
        } else {
            false
        }
    }
    /// Is `i` a member?
    pub fn contains(&self, i: usize) -> bool {
        self.seen.contains(&i)
    }
}

/// Answers `getAllDerivedDefinitions` queries: the defs deriving from a
/// class, sorted by name (only those are sorted, not every def).
pub(crate) struct Defs<'a> {
    rk: &'a RecordKeeper,
}

impl Defs<'_> {
    pub fn derived(&self, class: &str) -> Vec<RecId> {
        self.rk.derived_defs(class)
    }
}

impl RegisterInfo {
    /// The register named `name`.
    pub fn register(&self, name: &str) -> Option<usize> {
        self.registers.iter().position(|r| r.name == name)
    }
    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<usize> {
        self.classes.iter().position(|c| c.name == name)
    }
    /// Sub-registers of `r` in LLVM's pre-order (explicit tree first, then
    /// the other ones by index), as the MC `SubRegs` lists.
    pub fn sub_regs_pre_order(&self, r: usize) -> Vec<usize> {
        let mut s = IndexSet::default();
        registers::add_sub_regs_pre_order(&self.registers, r, &mut s);
        s.items
    }
    /// The index under which `sub` is a sub-register of `r`.
    pub fn sub_reg_index(&self, r: usize, sub: usize) -> Option<usize> {
        self.registers[r].sub_reg_index.get(&sub).copied()
    }
    /// The effective DWARF numbers of `r` (through `DwarfAlias`).
    pub fn dwarf_numbers(&self, r: usize) -> &[i64] {
        match self.registers[r].dwarf_alias {
            Some(a) => &self.registers[a].dwarf_own,
            None => &self.registers[r].dwarf_own,
        }
    }
    /// The CostPerUse row of `r`, padded with zeros to `num_reg_costs`.
    pub fn cost_per_use(&self, r: usize) -> Vec<i64> {
        let mut v = self.registers[r].cost_per_use.clone();
        v.resize(self.num_reg_costs.max(v.len()), 0);
        v
    }
    /// Is `r` in the allocation order of some allocatable class?
    pub fn in_allocatable_class(&self, r: usize) -> bool {
        self.classes
            .iter()
            .any(|c| c.allocatable && c.orders.first().is_some_and(|o| o.contains(&r)))
    }
    /// Do `a` and `b` share a register unit?
    pub fn regs_overlap(&self, a: usize, b: usize) -> bool {
        self.registers[a]
            .native_units
            .iter()
            .any(|u| self.registers[b].native_units.contains(u))
    }
    /// The name of HwMode `m`.
    pub fn mode_name(&self, m: u32) -> &str {
        self.hw_modes.get(m as usize).map_or("?", |s| s.as_str())
    }

    /// The model as JSON (see `doc/DESIGN.md`, "Register info"):
    /// registers without `NoRegister`, `units` = native units,
    /// `sub_regs` = `{"index", "reg"}` in pre-order, `dwarf` = effective
    /// DWARF numbers (flavour per position), `cost_per_use` padded to
    /// `num_reg_costs` columns, class `spill_size`/`spill_alignment` as an
    /// object keyed by HwMode name (`"Default"` = mode 0), `sub_classes`
    /// including the class itself, `reg_mask` as `u32` words.
    pub fn to_json(&self) -> String {
        let mut o = String::with_capacity(1 << 18);
        let rname = |r: usize| json_str(&self.registers[r].name);
        let names =
            |v: &mut dyn Iterator<Item = String>| -> String { v.collect::<Vec<_>>().join(", ") };
        let _ = write!(
            o,
            "{{\n  \"target\": {},\n  \"registers\": [\n",
            json_str(&self.target)
        );
        let allocatable: Vec<bool> = {
            let mut v = vec![false; self.registers.len()];
            for c in &self.classes {
                if c.allocatable {
                    for &r in c.orders.first().into_iter().flatten() {
                        v[r] = true;
                    }
                }
            }
            v
        };
        for (i, r) in self.registers.iter().enumerate() {
            let subs = self
                .sub_regs_pre_order(i)
                .into_iter()
                .map(|s| {
                    let idx = self
                        .sub_reg_index(i, s)
                        .map_or("?", |x| self.sub_reg_indices[x].name.as_str());
                    format!("{{\"index\": {}, \"reg\": {}}}", json_str(idx), rname(s))
                })
                .collect::<Vec<_>>()
                .join(", ");
            let _ = writeln!(
                o,
                "    {{\"name\": {}, \"enum\": {}, \"units\": [{}], \"sub_regs\": [{}], \"super_regs\": [{}], \"alt_names\": [{}], \"dwarf\": [{}], \"cost_per_use\": [{}], \"allocatable\": {}}}{}",
                rname(i),
                i + 1,
                names(&mut r.native_units.iter().map(|u| u.to_string())),
                subs,
                names(&mut r.super_regs.iter().map(|&s| rname(s))),
                names(&mut r.alt_names.iter().map(|s| json_str(s))),
                names(&mut self.dwarf_numbers(i).iter().map(|d| d.to_string())),
                names(&mut self.cost_per_use(i).iter().map(|d| d.to_string())),
                allocatable[i],
                if i + 1 < self.registers.len() { "," } else { "" }
            );
        }
        let _ = write!(
            o,
            "  ],\n  \"num_reg_units\": {},\n  \"sub_reg_indices\": [{}],\n  \"classes\": [\n",
            self.num_native_reg_units,
            names(&mut self.sub_reg_indices.iter().map(|s| json_str(&s.name)))
        );
        for (i, c) in self.classes.iter().enumerate() {
            let by_mode = |f: &dyn Fn(&RegSizeInfo) -> u32| -> String {
                names(
                    &mut c
                        .rsi
                        .map
                        .iter()
                        .map(|(m, ri)| format!("{}: {}", json_str(self.mode_name(*m)), f(ri))),
                )
            };
            let _ = writeln!(
                o,
                "    {{\"name\": {}, \"id\": {}, \"members\": [{}], \"synthesized\": {}, \"spill_size\": {{{}}}, \"spill_alignment\": {{{}}}, \"sub_classes\": [{}], \"super_classes\": [{}]}}{}",
                json_str(&c.name),
                c.enum_value,
                names(&mut c.orders.first().into_iter().flatten().map(|&r| rname(r))),
                c.def.is_none(),
                by_mode(&|r| r.spill_size),
                by_mode(&|r| r.spill_alignment),
                names(&mut c.sub_classes.iter().map(|&s| json_str(&self.classes[s].name))),
                names(&mut c.super_classes.iter().map(|&s| json_str(&self.classes[s].name))),
                if i + 1 < self.classes.len() { "," } else { "" }
            );
        }
        o.push_str("  ],\n  \"pressure_sets\": [\n");
        for (i, p) in self.pressure_sets.iter().enumerate() {
            let _ = writeln!(
                o,
                "    {{\"name\": {}, \"limit\": {}}}{}",
                json_str(&p.name),
                p.limit,
                if i + 1 < self.pressure_sets.len() {
                    ","
                } else {
                    ""
                }
            );
        }
        o.push_str("  ],\n  \"callee_saved\": [\n");
        for (i, c) in self.callee_saved.iter().enumerate() {
            let _ = writeln!(
                o,
                "    {{\"name\": {}, \"save_list\": [{}], \"reg_mask\": [{}]}}{}",
                json_str(&c.name),
                names(&mut c.save_list.iter().map(|&r| rname(r))),
                names(&mut c.reg_mask.iter().map(|w| w.to_string())),
                if i + 1 < self.callee_saved.len() {
                    ","
                } else {
                    ""
                }
            );
        }
        o.push_str("  ]\n}\n");
        o
    }
}

fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            '\t' => o.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// Computes the register model from evaluated records.
pub fn compute(rk: &RecordKeeper) -> Result<RegisterInfo, Vec<Diagnostic>> {
    let defs = Defs { rk };
    let mut info = RegisterInfo::default();

    let targets = defs.derived("Target");
    match targets.len() {
        1 => info.target = rk.get(targets[0]).name_str().into_owned(),
        0 => {
            let span = rk
                .class("Target")
                .map(|c| rk.get(c).span)
                .unwrap_or_default();
            return Err(vec![Diagnostic::error(
                span,
                "No 'Target' subclasses defined!",
            )
            .with_note("define exactly one record deriving from Target")]);
        }
        _ => {
            let mut d = Diagnostic::error(
                rk.get(targets[1]).span,
                "Multiple subclasses of Target defined!",
            );
            d = d.with_secondary(rk.get(targets[0]).span, "another Target is defined here");
            return Err(vec![d]);
        }
    }
    info.hw_modes.push("Default".to_string());
    for m in defs.derived("HwMode") {
        let n = rk.get(m).name_str();
        if n != "DefaultMode" {
            info.hw_modes.push(n.into_owned());
        }
    }

    let mut sets = sets::Sets::new(rk);
    registers::build(&mut info, &mut sets, &defs)?;
    classes::build(&mut info, &mut sets, &defs)?;
    pressure::build(&mut info)?;
    csr::build(&mut info, &mut sets, &defs)?;
    info.num_reg_costs = info
        .registers
        .iter()
        .map(|r| r.cost_per_use.len())
        .max()
        .unwrap_or(1)
        .max(1);
    Ok(info)
}
