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
    /// Removes every member (keeping the buffers).
    pub fn clear(&mut self) {
        self.items.clear();
        self.seen.clear();
    }
}

/// Answers `getAllDerivedDefinitions` queries: the defs deriving from a
/// class, sorted by name (only those are sorted, not every def).
pub(crate) struct Defs<'a> {
    rk: &'a RecordKeeper,
    /// The answers for [`QUERIED`], found in one pass over the defs.
    found: Vec<Vec<RecId>>,
}

/// The classes whose defs [`compute`] asks for.
const QUERIED: [&str; 7] = [
    "Target",
    "HwMode",
    "SubRegIndex",
    "Register",
    "RegisterTuples",
    "RegisterClass",
    "CalleeSavedRegs",
];

impl<'a> Defs<'a> {
    fn new(rk: &'a RecordKeeper) -> Self {
        Defs {
            rk,
            found: rk.derived_defs_many(&QUERIED),
        }
    }
    pub fn derived(&self, class: &str) -> Vec<RecId> {
        match QUERIED.iter().position(|c| *c == class) {
            Some(k) => self.found[k].clone(),
            None => self.rk.derived_defs(class),
        }
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
    /// `num_reg_costs` columns, class `members` in the default allocation
    /// order, `allocation_order` the order `AltOrderSelect` picks,
    /// `alt_orders` (`AltOrders`, each a list of registers) and
    /// `alt_order_select` (the `AltOrderSelect` C++ as written, `""` if
    /// none), class `spill_size`/`spill_alignment` as an
    /// object keyed by HwMode name (`"Default"` = mode 0), `sub_classes`
    /// including the class itself, `reg_mask` as `u32` words.
    pub fn to_json(&self) -> String {
        let mut o = String::with_capacity(1 << 18);
        // Each name quoted once: registers and classes are named many
        // times (sub-/super-registers, members, sub-/super-classes).
        let rnames: Vec<String> = self.registers.iter().map(|r| json_str(&r.name)).collect();
        let cnames: Vec<String> = self.classes.iter().map(|c| json_str(&c.name)).collect();
        o.push_str("{\n  \"target\": ");
        push_json_str(&mut o, &self.target);
        o.push_str(",\n  \"registers\": [\n");
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
        let mut subs = IndexSet::default();
        for (i, r) in self.registers.iter().enumerate() {
            o.push_str("    {\"name\": ");
            o.push_str(&rnames[i]);
            o.push_str(", \"enum\": ");
            push_num(&mut o, (i + 1) as i64);
            o.push_str(", \"units\": [");
            join(&mut o, &r.native_units, |o, &u| push_num(o, i64::from(u)));
            o.push_str("], \"sub_regs\": [");
            subs.clear();
            registers::add_sub_regs_pre_order(&self.registers, i, &mut subs);
            join(&mut o, &subs.items, |o, &s| {
                o.push_str("{\"index\": ");
                match self.sub_reg_index(i, s) {
                    Some(x) => push_json_str(o, &self.sub_reg_indices[x].name),
                    None => push_json_str(o, "?"),
                }
                o.push_str(", \"reg\": ");
                o.push_str(&rnames[s]);
                o.push('}');
            });
            o.push_str("], \"super_regs\": [");
            join(&mut o, &r.super_regs, |o, &s| o.push_str(&rnames[s]));
            o.push_str("], \"alt_names\": [");
            join(&mut o, &r.alt_names, |o, s| push_json_str(o, s));
            o.push_str("], \"dwarf\": [");
            join(&mut o, self.dwarf_numbers(i), |o, &d| push_num(o, d));
            o.push_str("], \"cost_per_use\": [");
            join(&mut o, &r.cost_per_use, |o, &d| push_num(o, d));
            for _ in r.cost_per_use.len()..self.num_reg_costs {
                o.push_str(if o.ends_with('[') { "0" } else { ", 0" });
            }
            o.push_str("], \"allocatable\": ");
            o.push_str(if allocatable[i] { "true" } else { "false" });
            o.push_str(if i + 1 < self.registers.len() {
                "},\n"
            } else {
                "}\n"
            });
        }
        o.push_str("  ],\n  \"num_reg_units\": ");
        push_num(&mut o, self.num_native_reg_units as i64);
        o.push_str(",\n  \"sub_reg_indices\": [");
        join(&mut o, &self.sub_reg_indices, |o, s| {
            push_json_str(o, &s.name)
        });
        o.push_str("],\n  \"classes\": [\n");
        for (i, c) in self.classes.iter().enumerate() {
            let by_mode = |o: &mut String, f: &dyn Fn(&RegSizeInfo) -> u32| {
                join(o, &c.rsi.map, |o, (m, ri)| {
                    push_json_str(o, self.mode_name(*m));
                    o.push_str(": ");
                    push_num(o, i64::from(f(ri)));
                });
            };
            o.push_str("    {\"name\": ");
            o.push_str(&cnames[i]);
            o.push_str(", \"id\": ");
            push_num(&mut o, c.enum_value as i64);
            o.push_str(", \"members\": [");
            join(&mut o, c.orders.first().into_iter().flatten(), |o, &r| {
                o.push_str(&rnames[r])
            });
            o.push_str("], \"allocation_order\": [");
            join(&mut o, c.alloc_order(), |o, &r| o.push_str(&rnames[r]));
            o.push_str("], \"alt_orders\": [");
            join(&mut o, c.orders.iter().skip(1), |o, order| {
                o.push('[');
                join(o, order, |o, &r| o.push_str(&rnames[r]));
                o.push(']');
            });
            o.push_str("], \"alt_order_select\": ");
            push_json_str(&mut o, &c.alt_order_select);
            o.push_str(", \"synthesized\": ");
            o.push_str(if c.def.is_none() { "true" } else { "false" });
            o.push_str(", \"spill_size\": {");
            by_mode(&mut o, &|r| r.spill_size);
            o.push_str("}, \"spill_alignment\": {");
            by_mode(&mut o, &|r| r.spill_alignment);
            o.push_str("}, \"sub_classes\": [");
            join(&mut o, &c.sub_classes, |o, &s| o.push_str(&cnames[s]));
            o.push_str("], \"super_classes\": [");
            join(&mut o, &c.super_classes, |o, &s| o.push_str(&cnames[s]));
            o.push_str(if i + 1 < self.classes.len() {
                "]},\n"
            } else {
                "]}\n"
            });
        }
        o.push_str("  ],\n  \"pressure_sets\": [\n");
        for (i, p) in self.pressure_sets.iter().enumerate() {
            o.push_str("    {\"name\": ");
            push_json_str(&mut o, &p.name);
            o.push_str(", \"limit\": ");
            push_num(&mut o, i64::from(p.limit));
            o.push_str(if i + 1 < self.pressure_sets.len() {
                "},\n"
            } else {
                "}\n"
            });
        }
        o.push_str("  ],\n  \"callee_saved\": [\n");
        for (i, c) in self.callee_saved.iter().enumerate() {
            o.push_str("    {\"name\": ");
            push_json_str(&mut o, &c.name);
            o.push_str(", \"save_list\": [");
            join(&mut o, &c.save_list, |o, &r| o.push_str(&rnames[r]));
            o.push_str("], \"reg_mask\": [");
            join(&mut o, &c.reg_mask, |o, &w| push_num(o, i64::from(w)));
            o.push_str(if i + 1 < self.callee_saved.len() {
                "]},\n"
            } else {
                "]}\n"
            });
        }
        o.push_str("  ]\n}\n");
        o
    }
}

/// Appends the items, each written by `f`, separated by `, `.
fn join<T>(o: &mut String, items: impl IntoIterator<Item = T>, mut f: impl FnMut(&mut String, T)) {
    for (k, x) in items.into_iter().enumerate() {
        if k > 0 {
            o.push_str(", ");
        }
        f(o, x);
    }
}

/// Appends the decimal text of `v`.
fn push_num(o: &mut String, v: i64) {
    crate::record::push_int(o, v);
}

fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    push_json_str(&mut o, s);
    o
}

/// Appends `s` as a JSON string: quoted, with `"`, `\` and control
/// characters escaped (anything else, non-ASCII included, as it is).
fn push_json_str(o: &mut String, s: &str) {
    o.push('"');
    if s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\') {
        o.push_str(s);
    } else {
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
    }
    o.push('"');
}

/// Computes the register model from evaluated records.
pub fn compute(rk: &RecordKeeper) -> Result<RegisterInfo, Vec<Diagnostic>> {
    let defs = Defs::new(rk);
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
