//! Register classes (LLVM's `CodeGenRegisterClass` and the class half of
//! `CodeGenRegBank`): members from set expressions, allocation orders,
//! HwMode-dependent sizes, the classes LLVM synthesizes
//! (`computeInferredRegisterClasses`), the topological order and the
//! sub-/super-class relations.
//!
//! Invariants (after `build`):
//! - `classes[i].enum_value == i`; the order is LLVM's `TopoOrderRC`
//!   (size info, then more members first, then name), so every class comes
//!   before its strict sub-classes.
//! - `members` is sorted by register enum value and duplicate-free;
//!   `orders[0]` is the set expression's order, the other orders are
//!   `AltOrders`. For a synthesized class, every order is the closest
//!   super-class's order filtered to the members.
//! - The allocation order is `orders[k]` where `AltOrderSelect` is empty
//!   (k = 0) or a constant `return k;` with `k < orders.len()` (the only
//!   C++ Spillway evaluates); any other `AltOrderSelect` is kept as opaque
//!   text and allocation uses `orders[0]`, as llvm-tblgen keeps every order
//!   and leaves the choice to the C++ at run time.
//! - `sub_classes` includes the class itself (LLVM's `SubClassMask`);
//!   `super_classes` excludes it and is sorted by enum value.
//! - No two non-artificial classes have the same (members, size info) key,
//!   except defined classes that duplicate each other (LLVM keeps both).

use super::fields;
use super::sets::{Elem, RecSet};
use super::{Defs, RegisterInfo};
use crate::diag::Diagnostic;
use crate::record::{Init, RecId};
use crate::source::Span;
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Register, spill slot size and spill alignment in bits for one HwMode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct RegSizeInfo {
    /// Register size in bits.
    pub reg_size: u32,
    /// Spill slot size in bits.
    pub spill_size: u32,
    /// Spill slot alignment in bits.
    pub spill_alignment: u32,
}

impl RegSizeInfo {
    fn is_sub_class_of(&self, o: &RegSizeInfo) -> bool {
        self.reg_size <= o.reg_size
            && self.spill_alignment != 0
            && o.spill_alignment.is_multiple_of(self.spill_alignment)
            && self.spill_size <= o.spill_size
    }
}

/// Size info per HwMode (mode 0 is the default mode), LLVM's
/// `RegSizeInfoByHwMode`. Comparisons look at the first mode of the left
/// operand only, as LLVM does.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RegSizeInfoByHwMode {
    /// Mode number → sizes; mode 0 is the default mode.
    pub map: BTreeMap<u32, RegSizeInfo>,
}

impl RegSizeInfoByHwMode {
    /// The info for `mode`, falling back to the default mode.
    pub fn get(&self, mode: u32) -> RegSizeInfo {
        self.map
            .get(&mode)
            .or_else(|| self.map.get(&0))
            .copied()
            .unwrap_or_default()
    }
    fn m0(&self) -> u32 {
        self.map.keys().next().copied().unwrap_or(0)
    }
    /// LLVM's `operator<` (on the left operand's first mode).
    pub fn less(&self, o: &Self) -> bool {
        let m = self.m0();
        self.get(m) < o.get(m)
    }
    /// LLVM's `operator==` (on the left operand's first mode).
    pub fn same(&self, o: &Self) -> bool {
        let m = self.m0();
        self.get(m) == o.get(m)
    }
    /// Can a register of this size live in a class of size `o` (register no
    /// larger, spill no larger, alignment dividing)?
    pub fn is_sub_class_of(&self, o: &Self) -> bool {
        let m = self.m0();
        self.get(m).is_sub_class_of(&o.get(m))
    }
    /// Is the spill slot larger, or as large and more aligned, than `o`'s?
    pub fn has_stricter_spill_than(&self, o: &Self) -> bool {
        let m = self.m0();
        let (a, b) = (self.get(m), o.get(m));
        (a.spill_size, a.spill_alignment) > (b.spill_size, b.spill_alignment)
    }
    /// Only one mode: the size does not depend on the HwMode.
    pub fn is_simple(&self) -> bool {
        self.map.len() == 1
    }
}

/// A register class.
#[derive(Clone, Debug)]
pub struct RegisterClass {
    /// The def's name, or for a synthesized class LLVM's composed name (`GPRC_and_GPRTC`, ...).
    pub name: String,
    /// The def; `None` for a class synthesized by the register-info backend.
    pub def: Option<RecId>,
    /// Where the def is (for a synthesized class, the def of the class it was derived from).
    pub span: Span,
    /// The class ID (equal to its index in [`super::RegisterInfo::classes`]).
    pub enum_value: usize,
    /// `Namespace` (e.g. `RISCV`).
    pub namespace: String,
    /// `RegTypes` by name (for a synthesized class: its closest super-class's).
    pub value_types: Vec<String>,
    /// The members, as register indices sorted by LLVM's enum order (a set, not
    /// an allocation order).
    pub members: Vec<usize>,
    /// The allocation orders: `orders[0]` is `MemberList` in the order written;
    /// `orders[k]` is the `k`-th of `AltOrders` (same members).
    pub orders: Vec<Vec<usize>>,
    /// Register and spill sizes per HwMode.
    pub rsi: RegSizeInfoByHwMode,
    /// `CopyCost`: cost of a copy between two registers of the class (negative: very expensive).
    pub copy_cost: i64,
    /// `isAllocatable`: may hold virtual registers.
    pub allocatable: bool,
    /// `isArtificial`.
    pub artificial: bool,
    /// `AltOrderSelect`: the C++ body choosing among [`RegisterClass::orders`]
    /// (Spillway evaluates a constant `return N;`).
    pub alt_order_select: String,
    /// `AllocationPriority` (0..63, higher is allocated first).
    pub allocation_priority: u32,
    /// `GeneratePressureSet`.
    pub generate_pressure_set: bool,
    /// `TSFlags`: target-specific flags (LLVM's `TSFlags` of the class).
    pub tsflags: u8,
    /// `Weight` when set in the def.
    pub weight: Option<i64>,
    /// Sub-classes (classes all of whose members are in this one, with
    /// compatible sizes), as class IDs sorted, this class included.
    pub sub_classes: Vec<usize>,
    /// Proper super-classes, as class IDs sorted.
    pub super_classes: Vec<usize>,
    /// Sub-register index → the largest sub-class whose members all have it.
    pub sub_class_with_sub_reg: BTreeMap<usize, usize>,
    /// Sub-register index → classes whose members' sub-registers at that
    /// index all lie in this class (LLVM's `SuperRegClasses`).
    pub super_reg_classes: BTreeMap<usize, BTreeSet<usize>>,
}

impl RegisterClass {
    /// Is register `reg` a member?
    pub fn contains(&self, reg: usize) -> bool {
        self.members.binary_search(&reg).is_ok()
    }
    /// Is class `c` a sub-class of this one (or this one)?
    pub fn has_sub_class(&self, c: usize) -> bool {
        self.sub_classes.binary_search(&c).is_ok()
    }
}

fn members_less(a: &[usize], b: &[usize]) -> bool {
    a < b
}

struct Bank<'i> {
    info: &'i mut RegisterInfo,
    /// (members, size info, class) in insertion order (LLVM's `Key2RC`).
    keys: Vec<(Vec<usize>, RegSizeInfoByHwMode, usize)>,
    /// Members of the first classes as bitsets (bit `r` = register `r`), for
    /// membership tests; filled by `ensure_bits` (members never change once
    /// a class exists).
    bits: Vec<Vec<u64>>,
    /// [`Bank::pairs_of`] by (class, sub-register index), made once.
    pairs: crate::record::Map<(usize, usize), Pairs>,
}

impl Bank<'_> {
    fn find_key(&self, members: &[usize], rsi: &RegSizeInfoByHwMode) -> Option<usize> {
        self.keys.iter().find_map(|(m, r, c)| {
            let lt = members_less(m, members) || (m == members && r.less(rsi));
            let gt = members_less(members, m) || (m == members && rsi.less(r));
            (!lt && !gt).then_some(*c)
        })
    }
    fn add_to_maps(&mut self, c: usize) {
        let rc = &self.info.classes[c];
        if self.find_key(&rc.members, &rc.rsi).is_none() {
            self.keys.push((rc.members.clone(), rc.rsi.clone(), c));
        }
    }
    /// Bitsets of the members of every class below `n`.
    fn ensure_bits(&mut self, n: usize) {
        let words = self.info.registers.len().div_ceil(64);
        while self.bits.len() < n {
            let mut b = vec![0u64; words];
            for &r in &self.info.classes[self.bits.len()].members {
                b[r / 64] |= 1 << (r % 64);
            }
            self.bits.push(b);
        }
    }

    /// The class with these members and `rc`'s size info, created (named
    /// by `name`, only then built) if there is none.
    fn get_or_create_sub_class(
        &mut self,
        rc: usize,
        members: Vec<usize>,
        name: impl FnOnce(&RegisterInfo) -> String,
    ) -> usize {
        let rsi = self.info.classes[rc].rsi.clone();
        if let Some(c) = self.find_key(&members, &rsi) {
            return c;
        }
        let name = name(self.info);
        let artificial = members.iter().all(|&r| self.info.registers[r].artificial);
        let span = self.info.classes[rc].span;
        self.info.classes.push(RegisterClass {
            name,
            def: None,
            span,
            enum_value: 0,
            namespace: String::new(),
            value_types: Vec::new(),
            members,
            orders: Vec::new(),
            rsi,
            copy_cost: 0,
            allocatable: true,
            artificial,
            alt_order_select: String::new(),
            allocation_priority: 0,
            generate_pressure_set: false,
            tsflags: 0,
            weight: None,
            sub_classes: Vec::new(),
            super_classes: Vec::new(),
            sub_class_with_sub_reg: BTreeMap::new(),
            super_reg_classes: BTreeMap::new(),
        });
        let c = self.info.classes.len() - 1;
        self.add_to_maps(c);
        c
    }

    fn infer_sub_class_with_sub_reg(&mut self, rc: usize) {
        let mut sets: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for &r in &self.info.classes[rc].members {
            let reg = &self.info.registers[r];
            if reg.artificial {
                continue;
            }
            for &idx in reg.sub_regs.keys() {
                if !self.info.sub_reg_indices[idx].artificial {
                    sets.entry(idx).or_default().push(r);
                }
            }
        }
        for idx in 0..self.info.sub_reg_indices.len() {
            if self.info.sub_reg_indices[idx].artificial {
                continue;
            }
            let Some(set) = sets.remove(&idx) else {
                continue;
            };
            if set.len() == self.info.classes[rc].members.len() {
                self.info.classes[rc].sub_class_with_sub_reg.insert(idx, rc);
                continue;
            }
            let sub = self.get_or_create_sub_class(rc, set, |info| {
                format!(
                    "{}_with_{}",
                    info.classes[rc].name, info.sub_reg_indices[idx].name
                )
            });
            self.info.classes[rc]
                .sub_class_with_sub_reg
                .insert(idx, sub);
        }
    }

    fn infer_common_sub_class(&mut self, rc: usize) {
        let last = self.info.classes.len();
        for other in 0..last {
            if other == rc {
                continue;
            }
            let (m1, m2) = (
                &self.info.classes[rc].members,
                &self.info.classes[other].members,
            );
            let inter = intersect(m1, m2);
            if inter.is_empty() {
                continue;
            }
            let (mut a, mut b) = (rc, other);
            if self.info.classes[b]
                .rsi
                .has_stricter_spill_than(&self.info.classes[a].rsi)
            {
                std::mem::swap(&mut a, &mut b);
            }
            self.get_or_create_sub_class(a, inter, |info| {
                format!("{}_and_{}", info.classes[a].name, info.classes[b].name)
            });
        }
    }

    fn infer_matching_super_reg_class(&mut self, rc: usize, first: usize) {
        for idx in 0..self.info.sub_reg_indices.len() {
            if self.info.classes[rc].sub_class_with_sub_reg.get(&idx) != Some(&rc) {
                continue;
            }
            // (members and sub-registers never change once a class
            // exists: the pairs of (rc, idx) are made once.)
            let (pairs, sub_bits, lo, hi) = match self.pairs.remove(&(rc, idx)) {
                Some(p) => p,
                None => self.pairs_of(rc, idx),
            };
            let last = self.info.classes.len();
            self.ensure_bits(last);
            for sub_rc in first..last {
                if self.info.classes[sub_rc].artificial {
                    continue;
                }
                // A class that holds none of the pairs' sub-registers
                // gives an empty subset, one that holds all of them the
                // whole list (the `sup`s are distinct members).
                let bits = &self.bits[sub_rc][lo..hi];
                let (mut any, mut all) = (false, true);
                for (s, b) in sub_bits.iter().zip(bits) {
                    any |= s & b != 0;
                    all &= s & !b == 0;
                }
                if !any {
                    continue;
                }
                // The `sup`s whose sub-register `sub_rc` holds; `None`
                // when that is all of them (a super-register class).
                let subset = if all {
                    None
                } else {
                    let bits = &self.bits[sub_rc];
                    let mut subset: Vec<usize> = pairs
                        .iter()
                        .filter(|(_, sub)| bits[sub / 64] >> (sub % 64) & 1 == 1)
                        .map(|(sup, _)| *sup)
                        .collect();
                    if subset.is_empty() {
                        continue;
                    }
                    subset.sort_unstable();
                    subset.dedup();
                    (subset.len() != pairs.len()).then_some(subset)
                };
                let Some(subset) = subset else {
                    self.info.classes[sub_rc]
                        .super_reg_classes
                        .entry(idx)
                        .or_default()
                        .insert(rc);
                    continue;
                };
                self.get_or_create_sub_class(rc, subset, |info| {
                    format!(
                        "{}_with_{}_in_{}",
                        info.classes[rc].name,
                        info.sub_reg_indices[idx].name,
                        info.classes[sub_rc].name
                    )
                });
            }
            self.pairs.insert((rc, idx), (pairs, sub_bits, lo, hi));
        }
    }

    /// The `(sup, sub)` pairs of class `rc` at index `idx` (members with a
    /// sub-register there, in member order), and the `sub`s as a bitset:
    /// words `lo..hi` of it, the others being zero.
    fn pairs_of(&self, rc: usize, idx: usize) -> Pairs {
        let pairs: Vec<(usize, usize)> = self.info.classes[rc]
            .members
            .iter()
            .filter_map(|&sup| {
                self.info.registers[sup]
                    .sub_regs
                    .get(&idx)
                    .map(|&sub| (sup, sub))
            })
            .collect();
        let mut bits = vec![0u64; self.info.registers.len().div_ceil(64)];
        for &(_, sub) in &pairs {
            bits[sub / 64] |= 1 << (sub % 64);
        }
        let lo = bits.iter().position(|&w| w != 0).unwrap_or(0);
        let hi = bits.iter().rposition(|&w| w != 0).map_or(lo, |p| p + 1);
        (pairs, bits[lo..hi].to_vec(), lo, hi)
    }
}

/// See [`Bank::pairs_of`].
type Pairs = (Vec<(usize, usize)>, Vec<u64>, usize, usize);

fn intersect(a: &[usize], b: &[usize]) -> Vec<usize> {
    let (mut i, mut j, mut out) = (0, 0, Vec::new());
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            Ordering::Less => i += 1,
            Ordering::Greater => j += 1,
            Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// Is every member of `sub` in `sup` (both sorted and duplicate-free)?
fn includes(sup: &[usize], sub: &[usize]) -> bool {
    let mut i = 0;
    for &x in sub {
        while i < sup.len() && sup[i] < x {
            i += 1;
        }
        if i == sup.len() || sup[i] != x {
            return false;
        }
        i += 1;
    }
    true
}

fn test_sub_class(a: &RegisterClass, b: &RegisterClass) -> bool {
    a.rsi.is_sub_class_of(&b.rsi) && includes(&a.members, &b.members)
}

fn topo_less(a: &RegisterClass, b: &RegisterClass) -> bool {
    if a.rsi.less(&b.rsi) {
        return true;
    }
    if !a.rsi.same(&b.rsi) {
        return false;
    }
    if a.members.len() != b.members.len() {
        return a.members.len() > b.members.len();
    }
    a.name < b.name
}

/// The HwMode number of a mode def (`DefaultMode` is 0).
pub(crate) fn mode_id(
    info: &RegisterInfo,
    rk: &crate::RecordKeeper,
    d: RecId,
    span: Span,
) -> Result<u32, Diagnostic> {
    let name = rk.get(d).name_str();
    if name == "DefaultMode" {
        return Ok(0);
    }
    info.hw_modes
        .iter()
        .skip(1)
        .position(|m| *m == name)
        .map(|p| p as u32 + 1)
        .ok_or_else(|| Diagnostic::error(span, format!("'{name}' is not a HwMode")))
}

fn reg_size_info_by_hw_mode(
    info: &RegisterInfo,
    rk: &crate::RecordKeeper,
    d: RecId,
) -> Result<RegSizeInfoByHwMode, Diagnostic> {
    let modes = fields::list_of_defs(rk, d, "Modes")?;
    let objs = fields::list_of_defs(rk, d, "Objects")?;
    let span = rk.get(d).span;
    if modes.len() != objs.len() {
        return Err(Diagnostic::error(
            span,
            format!("in record {} derived from HwModeSelect: the lists Modes and Objects should have the same size", rk.get(d).name_str()),
        ));
    }
    let mut out = RegSizeInfoByHwMode::default();
    for (m, o) in modes.into_iter().zip(objs) {
        let id = mode_id(info, rk, m, span)?;
        let ri = RegSizeInfo {
            reg_size: fields::int(rk, o, "RegSize")? as u32,
            spill_size: fields::int(rk, o, "SpillSize")? as u32,
            spill_alignment: fields::int(rk, o, "SpillAlignment")? as u32,
        };
        if out.map.insert(id, ri).is_some() {
            return Err(Diagnostic::error(
                span,
                format!("duplicate entry for HwMode '{}'", rk.get(m).name_str()),
            ));
        }
    }
    Ok(out)
}

fn regs_of(
    info: &RegisterInfo,
    sets: &super::sets::Sets,
    elems: &[Elem],
    span: Span,
) -> Result<Vec<usize>, Diagnostic> {
    elems
        .iter()
        .map(|e| {
            info.reg_of.get(e).copied().ok_or_else(|| {
                Diagnostic::error(span, format!("'{}' is not a register", sets.elem_name(*e)))
                    .with_note("a register class may contain only registers, register classes and register tuples")
            })
        })
        .collect()
}

impl RegisterClass {
    /// The allocation order Spillway allocates from: `orders[k]` when
    /// `AltOrderSelect` is empty (k = 0) or a constant `return k;`; for any
    /// other code (C++ that reads the subtarget, which Spillway does not run)
    /// the default order `orders[0]`. The alternative orders and the code
    /// stay in the model (`orders[1..]`, `alt_order_select`).
    pub fn alloc_order(&self) -> &[usize] {
        let k = alt_order_index(&self.alt_order_select).unwrap_or(0);
        self.orders
            .get(k)
            .or(self.orders.first())
            .map_or(&[], |o| o.as_slice())
    }
}

/// The constant `AltOrderSelect` picks: `Some(0)` for an empty body,
/// `Some(k)` for `return k;`, `None` for any other C++.
pub fn alt_order_index(code: &str) -> Option<usize> {
    let body = code.trim();
    if body.is_empty() {
        return Some(0);
    }
    let rest = body.strip_prefix("return")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let num = rest.trim().strip_suffix(';')?.trim();
    num.parse().ok()
}

fn defined_class(
    info: &RegisterInfo,
    sets: &mut super::sets::Sets,
    d: RecId,
) -> Result<RegisterClass, Diagnostic> {
    let rk = sets.rk;
    let rec = rk.get(d);
    let span = rec.span;
    let vts = fields::list_of_defs(rk, d, "RegTypes")?;
    if vts.is_empty() {
        return Err(Diagnostic::error(span, "RegTypes list must not be empty!"));
    }
    let vt_class = rk.class("ValueType");
    let hw_select = rk.class("HwModeSelect");
    for &vt in &vts {
        if vt_class.is_none_or(|c| !rk.get(vt).is_subclass_of(c)) {
            return Err(Diagnostic::error(
                span,
                format!(
                    "RegTypes list member '{}' does not derive from the ValueType class!",
                    rk.get(vt).name_str()
                ),
            ));
        }
    }
    let member_span = span;
    let elems = sets.expand(d)?.unwrap_or_default();
    let order0 = regs_of(info, sets, &elems, member_span)?;
    let mut members = order0.clone();
    members.sort_unstable();
    members.dedup();
    let artificial = members.iter().all(|&r| info.registers[r].artificial);
    let mut orders = vec![order0];
    let alt = fields::field(rk, d, "AltOrders")?;
    let alt_span = span;
    if let Init::List(items, _) = &*alt.value.clone() {
        for it in items {
            let mut s = RecSet::default();
            sets.evaluate(it, &mut s, alt_span)?;
            let o = regs_of(info, sets, &s.items, alt_span)?;
            for &r in &o {
                if members.binary_search(&r).is_err() {
                    return Err(Diagnostic::error(
                        alt_span,
                        format!(
                            " AltOrder register {} is not a class member",
                            info.registers[r].name
                        ),
                    ));
                }
            }
            orders.push(o);
        }
    } else {
        return Err(Diagnostic::error(alt_span, "AltOrders must be a list"));
    }
    let mut rsi = match fields::opt_def(rk, d, "RegInfos")? {
        Some(ri) => reg_size_info_by_hw_mode(info, rk, ri)?,
        None => RegSizeInfoByHwMode::default(),
    };
    let size = fields::int(rk, d, "Size")?;
    if let std::collections::btree_map::Entry::Vacant(e) = rsi.map.entry(0) {
        let vt0 = vts[0];
        let simple = hw_select.is_none_or(|c| !rk.get(vt0).is_subclass_of(c));
        if size == 0 && !simple {
            return Err(
                Diagnostic::error(span, "Impossible to determine register size").with_note(
                    "set `Size` or `RegInfos` when a register type depends on the HwMode",
                ),
            );
        }
        let sz = if size != 0 {
            size
        } else {
            fields::int(rk, vt0, "Size")?
        };
        let a = fields::int(rk, d, "Alignment")?;
        e.insert(RegSizeInfo {
            reg_size: sz as u32,
            spill_size: sz as u32,
            spill_alignment: a as u32,
        });
    }
    // `AltOrderSelect` is C++ that llvm-tblgen copies into its output; it is
    // kept as text. Only a constant `return k;` is evaluated (and must pick
    // an existing order); any other code leaves allocation on the default
    // order (see `RegisterClass::alloc_order`).
    let alt_order_select = fields::string(rk, d, "AltOrderSelect")?;
    if let Some(k) = alt_order_index(&alt_order_select) {
        if k >= orders.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "AltOrderSelect picks order {k}, but the class has {} (the member order and {} AltOrders)",
                    orders.len(),
                    orders.len() - 1
                ),
            ));
        }
    }
    let prio = fields::int(rk, d, "AllocationPriority")?;
    if !(0..64).contains(&prio) {
        return Err(Diagnostic::error(
            span,
            "AllocationPriority out of range [0,63]",
        ));
    }
    let weight = match rec.value("Weight").map(|v| &*v.value) {
        Some(Init::Int(w)) => Some(*w),
        _ => None,
    };
    Ok(RegisterClass {
        name: rec.name_str().into_owned(),
        def: Some(d),
        span,
        enum_value: 0,
        namespace: fields::string(rk, d, "Namespace")?,
        value_types: vts
            .iter()
            .map(|v| rk.get(*v).name_str().into_owned())
            .collect(),
        members,
        orders,
        rsi,
        copy_cost: fields::int(rk, d, "CopyCost")?,
        allocatable: fields::bit(rk, d, "isAllocatable")?,
        artificial,
        alt_order_select,
        allocation_priority: prio as u32,
        generate_pressure_set: if rec.value("GeneratePressureSet").is_some() {
            fields::bit(rk, d, "GeneratePressureSet")?
        } else {
            true
        },
        tsflags: if rec.value("TSFlags").is_some() {
            fields::bits(rk, d, "TSFlags")? as u8
        } else {
            0
        },
        weight,
        sub_classes: Vec::new(),
        super_classes: Vec::new(),
        sub_class_with_sub_reg: BTreeMap::new(),
        super_reg_classes: BTreeMap::new(),
    })
}

/// Fills `info.classes`.
pub(crate) fn build(
    info: &mut RegisterInfo,
    sets: &mut super::sets::Sets,
    defs: &Defs,
) -> Result<(), Vec<Diagnostic>> {
    let rcs = defs.derived("RegisterClass");
    if rcs.is_empty() {
        let span = sets
            .rk
            .class("RegisterClass")
            .map(|c| sets.rk.get(c).span)
            .unwrap_or_default();
        return Err(vec![Diagnostic::error(
            span,
            "No 'RegisterClass' subclasses defined!",
        )]);
    }
    let mut diags = Vec::new();
    for d in rcs {
        match defined_class(info, sets, d) {
            Ok(c) => info.classes.push(c),
            Err(e) => diags.push(e),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let mut bank = Bank {
        info,
        keys: Vec::new(),
        bits: Vec::new(),
        pairs: Default::default(),
    };
    for c in 0..bank.info.classes.len() {
        if !bank.info.classes[c].artificial {
            bank.add_to_maps(c);
        }
    }

    // computeInferredRegisterClasses.
    let mut first_new = bank.info.classes.len() - 1;
    let mut i = 0;
    while i < bank.info.classes.len() {
        if bank.info.classes[i].artificial {
            i += 1;
            continue;
        }
        bank.infer_sub_class_with_sub_reg(i);
        bank.infer_common_sub_class(i);
        bank.infer_matching_super_reg_class(i, 0);
        if i == first_new {
            let next_new = bank.info.classes.len() - 1;
            for i2 in 0..=first_new {
                bank.infer_matching_super_reg_class(i2, first_new + 1);
            }
            first_new = next_new;
        }
        i += 1;
    }

    // Topological order.
    let info = bank.info;
    let n = info.classes.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        let (ca, cb) = (&info.classes[a], &info.classes[b]);
        if a == b {
            Ordering::Equal
        } else if topo_less(ca, cb) {
            Ordering::Less
        } else if topo_less(cb, ca) {
            Ordering::Greater
        } else {
            Ordering::Equal
        }
    });
    let mut new_of = vec![0usize; n];
    for (new, &old) in order.iter().enumerate() {
        new_of[old] = new;
    }
    let mut old_classes: Vec<Option<RegisterClass>> = std::mem::take(&mut info.classes)
        .into_iter()
        .map(Some)
        .collect();
    for (new, &old) in order.iter().enumerate() {
        let mut c = old_classes[old].take().expect("each class is moved once");
        c.enum_value = new;
        c.sub_class_with_sub_reg = c
            .sub_class_with_sub_reg
            .into_iter()
            .map(|(k, v)| (k, new_of[v]))
            .collect();
        c.super_reg_classes = c
            .super_reg_classes
            .into_iter()
            .map(|(k, s)| (k, s.into_iter().map(|v| new_of[v]).collect()))
            .collect();
        info.classes.push(c);
    }

    // computeSubClasses.
    let mut subs: Vec<Vec<bool>> = vec![Vec::new(); n];
    for rc in (0..n).rev() {
        let mut bv = vec![false; n];
        bv[rc] = true;
        if !info.classes[rc].artificial {
            for sub in rc + 1..n {
                if bv[sub] || !test_sub_class(&info.classes[rc], &info.classes[sub]) {
                    continue;
                }
                for (k, &b) in subs[sub].iter().enumerate() {
                    if b {
                        bv[k] = true;
                    }
                }
            }
            let mut i2 = rc;
            while i2 > 0 && test_sub_class(&info.classes[rc], &info.classes[i2 - 1]) {
                bv[i2 - 1] = true;
                i2 -= 1;
            }
        }
        subs[rc] = bv;
    }
    for (rc, sub) in subs.iter().enumerate() {
        info.classes[rc].sub_classes = (0..n).filter(|&s| sub[s]).collect();
        for (s, &is_sub) in sub.iter().enumerate() {
            if is_sub && s != rc {
                info.classes[s].super_classes.push(rc);
            }
        }
    }
    // Synthesized classes inherit from their closest super-class.
    for rc in 0..n {
        if info.classes[rc].def.is_some() {
            continue;
        }
        let Some(&sup) = info.classes[rc].super_classes.last() else {
            return Err(vec![Diagnostic::error(
                info.classes[rc].span,
                format!(
                    "synthesized register class {} has no super-class",
                    info.classes[rc].name
                ),
            )]);
        };
        let s = info.classes[sup].clone();
        let allocatable = info.classes[rc]
            .super_classes
            .iter()
            .any(|&c| info.classes[c].allocatable);
        let c = &mut info.classes[rc];
        c.namespace = s.namespace.clone();
        c.value_types = s.value_types.clone();
        c.copy_cost = s.copy_cost;
        c.allocatable = allocatable;
        c.alt_order_select = s.alt_order_select.clone();
        c.allocation_priority = s.allocation_priority;
        c.tsflags = s.tsflags;
        c.generate_pressure_set |= s.generate_pressure_set;
        let members = c.members.clone();
        c.orders = s
            .orders
            .iter()
            .map(|o| {
                o.iter()
                    .copied()
                    .filter(|r| members.binary_search(r).is_ok())
                    .collect()
            })
            .collect();
    }
    Ok(())
}
