//! Registers, sub-register indices and register units (the first half of
//! LLVM's `CodeGenRegBank` constructor).
//!
//! Invariants (after `build`):
//! - Sub-register indices: the named `SubRegIndex` defs come first, sorted
//!   like LLVM's `LessRecord` (names compared with numbers as numbers), then
//!   the synthesized ones (`A_then_B` compositions and `A_B` concatenations)
//!   in creation order. Index `i` has enum value `i + 1` (0 is
//!   `NoSubRegister`).
//! - Registers: `Register` defs sorted like LLVM's `LessRecordRegister`,
//!   then for each `RegisterTuples` def (by name) its synthesized registers,
//!   also sorted. Register `i` has enum value `i + 1` (0 is `NoRegister`).
//! - `sub_regs` of a register maps every sub-register index valid for it to
//!   the sub-register (transitively, including inferred and secondary ones);
//!   every sub-register has exactly one index (`sub_reg_index`).
//! - `super_regs` is in LLVM's topological order (a register is appended to
//!   its sub-registers' lists after all of their own sub-registers).
//! - Register units: one per leaf register without ad hoc aliases, one per
//!   alias edge; two registers overlap iff their unit sets intersect.
//!   `native_units` is fixed here; `units` may grow later with units adopted
//!   for pressure weights (see `pressure.rs`).

use super::fields;
use super::sets::{Elem, Sets};
use super::{RegisterInfo, SubRegIndex};
use crate::diag::Diagnostic;
use crate::record::{Map, RecId};
use crate::source::Span;
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// A register (LLVM's `CodeGenRegister`).
#[derive(Clone, Debug)]
pub struct Register {
    /// The def's name (e.g. `X10`, `F3_D`), or the composed name of a tuple.
    pub name: String,
    /// The def, `None` for a register synthesized by `RegisterTuples`.
    pub def: Option<RecId>,
    /// Where the def is (for a tuple, the `RegisterTuples` def).
    pub span: Span,
    /// `Namespace` (e.g. `RISCV`).
    pub namespace: String,
    /// `AsmName`: the name in assembly (`x10`); MIR prints `$` and the lower-cased record name.
    pub asm_name: String,
    /// `AltNames` (e.g. the ABI name `a0`).
    pub alt_names: Vec<String>,
    /// `HWEncoding`.
    pub hw_encoding: u64,
    /// `CostPerUse`: the cost of using the register, one entry per cost column.
    pub cost_per_use: Vec<i64>,
    /// `CoveredBySubRegs`: its sub-registers cover all of its bits.
    pub covered_by_sub_regs: bool,
    /// `isArtificial`: a register that only structures the model, not real hardware.
    pub artificial: bool,
    /// `DwarfNumbers` of the register itself.
    pub dwarf_own: Vec<i64>,
    /// `DwarfAlias`: the register whose DWARF numbers this one uses.
    pub dwarf_alias: Option<usize>,
    /// `SubRegs` as written in the def, in order.
    pub explicit_sub_regs: Vec<usize>,
    /// `SubRegIndices` as written, parallel to [`Register::explicit_sub_regs`].
    pub explicit_sub_reg_indices: Vec<usize>,
    /// `Aliases` as written, made symmetric (`b` is in `a`'s list iff `a` is in
    /// `b`'s): registers that overlap without a sub-register relation.
    pub explicit_aliases: Vec<usize>,
    /// Registers with `CoveredBySubRegs` whose first explicit sub-register is
    /// this one.
    pub leading_super_regs: Vec<usize>,
    /// Sub-register index → sub-register, ordered by index.
    pub sub_regs: BTreeMap<usize, usize>,
    /// Sub-register → its index.
    pub sub_reg_index: Map<usize, usize>,
    /// Every register that has this one as a sub-register, in LLVM's order.
    pub super_regs: Vec<usize>,
    /// Every register unit (native and adopted), sorted; two registers alias
    /// iff they share a native unit.
    pub units: BTreeSet<u32>,
    /// The native units only.
    pub native_units: BTreeSet<u32>,
    /// LLVM's `HasDisjunctSubRegs`: more than one explicit sub-register, or a
    /// sub-register that has this property itself.
    pub has_disjunct_sub_regs: bool,
    /// The set element this register was made from.
    pub elem: Elem,
    sub_regs_complete: bool,
    super_regs_complete: bool,
}

/// A register unit.
#[derive(Clone, Debug)]
pub struct RegUnit {
    /// Pressure weight (0 until `pressure.rs` computes it).
    pub weight: u32,
    /// The one or two registers the unit was created for (none for adopted
    /// units).
    pub roots: Vec<usize>,
    /// `isArtificial`: the unit belongs only to artificial registers.
    pub artificial: bool,
}

/// `StringRef::compare_numeric`: digit runs compare as numbers.
pub fn compare_numeric(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let e = a.len().min(b.len());
    let mut i = 0;
    while i < e {
        if a[i].is_ascii_digit() && b[i].is_ascii_digit() {
            let mut j = i + 1;
            while j != e + 1 {
                let ld = j < a.len() && a[j].is_ascii_digit();
                let rd = j < b.len() && b[j].is_ascii_digit();
                if ld != rd {
                    return if rd {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                if !rd {
                    break;
                }
                j += 1;
            }
            match a[i..j].cmp(&b[i..j]) {
                Ordering::Equal => {}
                o => return o,
            }
            i = j;
            continue;
        }
        if a[i] != b[i] {
            return a[i].cmp(&b[i]);
        }
        i += 1;
    }
    a.len().cmp(&b.len())
}

fn parts(s: &str) -> Vec<(bool, &str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=b.len() {
        if i == b.len() || b[i].is_ascii_digit() != b[start].is_ascii_digit() {
            out.push((b[start].is_ascii_digit(), &s[start..i]));
            start = i;
        }
    }
    out
}

/// LLVM's `LessRecordRegister` as an ordering: the number of alternating
/// alpha/digit parts first, then the alpha parts as strings, then the digit
/// parts by length and value.
pub fn compare_register_names(a: &str, b: &str) -> Ordering {
    compare_parts(&parts(a), &parts(b))
}

/// Sorts `v` stably by [`compare_register_names`] of `name(x)`, splitting
/// each name into parts once (not once per comparison).
fn sort_by_register_name<T: Copy>(v: &mut [T], name: impl Fn(T) -> String) {
    let names: Vec<String> = v.iter().map(|&x| name(x)).collect();
    let mut keyed: Vec<(Vec<(bool, &str)>, T)> = names
        .iter()
        .zip(v.iter())
        .map(|(n, &x)| (parts(n), x))
        .collect();
    keyed.sort_by(|a, b| compare_parts(&a.0, &b.0));
    for (slot, (_, x)) in v.iter_mut().zip(keyed) {
        *slot = x;
    }
}

fn compare_parts(pa: &[(bool, &str)], pb: &[(bool, &str)]) -> Ordering {
    if pa.len() != pb.len() {
        return pa.len().cmp(&pb.len());
    }
    let n = pa.len();
    for i in (0..n).step_by(2) {
        match pa[i].1.cmp(pb[i].1) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    for i in (1..n).step_by(2) {
        let (x, y) = (pa[i].1, pb[i].1);
        if x.len() != y.len() {
            return x.len().cmp(&y.len());
        }
        let (vx, vy) = (x.parse::<u128>().ok(), y.parse::<u128>().ok());
        match vx.cmp(&vy) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    Ordering::Equal
}

struct RegFields {
    span: Span,
    namespace: String,
    asm_name: String,
    alt_names: Vec<String>,
    hw_encoding: u64,
    sub_regs: Vec<Elem>,
    sub_reg_indices: Vec<RecId>,
    aliases: Vec<Elem>,
    dwarf: Vec<i64>,
    dwarf_alias: Option<Elem>,
    cost_per_use: Vec<i64>,
    covered: bool,
    artificial: bool,
}

fn reg_fields(sets: &Sets, e: Elem) -> Result<RegFields, Diagnostic> {
    let rk = sets.rk;
    match e {
        Elem::Def(id) => Ok(RegFields {
            span: rk.get(id).span,
            namespace: fields::string(rk, id, "Namespace")?,
            asm_name: fields::string(rk, id, "AsmName")?,
            alt_names: fields::list_of_strings(rk, id, "AltNames")?,
            hw_encoding: fields::bits_unset_as_zero(rk, id, "HWEncoding")?,
            sub_regs: fields::list_of_defs(rk, id, "SubRegs")?
                .into_iter()
                .map(Elem::Def)
                .collect(),
            sub_reg_indices: fields::list_of_defs(rk, id, "SubRegIndices")?,
            aliases: fields::list_of_defs(rk, id, "Aliases")?
                .into_iter()
                .map(Elem::Def)
                .collect(),
            dwarf: fields::list_of_ints(rk, id, "DwarfNumbers")?,
            dwarf_alias: fields::opt_def(rk, id, "DwarfAlias")?.map(Elem::Def),
            cost_per_use: fields::list_of_ints(rk, id, "CostPerUse")?,
            covered: fields::bit(rk, id, "CoveredBySubRegs")?,
            artificial: fields::bit_or_false(rk, id, "isArtificial")?,
        }),
        Elem::Tuple(t) => {
            let tup = &sets.tuples[t as usize];
            let proto = reg_fields(sets, tup.proto)?;
            Ok(RegFields {
                span: rk.get(tup.def).span,
                sub_regs: tup.subs.clone(),
                asm_name: tup.asm_name.clone(),
                covered: true,
                sub_reg_indices: fields::list_of_defs(rk, tup.def, "SubRegIndices")?,
                dwarf: Vec::new(),
                dwarf_alias: None,
                aliases: Vec::new(),
                ..proto
            })
        }
    }
}

/// Fills `info.sub_reg_indices`, `info.registers` and `info.reg_units`.
pub(crate) fn build(
    info: &mut RegisterInfo,
    sets: &mut Sets,
    defs: &super::Defs,
) -> Result<(), Vec<Diagnostic>> {
    let rk = sets.rk;
    let one = |d: Diagnostic| vec![d];

    // Named sub-register indices.
    let mut sris = defs.derived("SubRegIndex");
    sris.sort_by(|a, b| compare_numeric(&rk.get(*a).name_str(), &rk.get(*b).name_str()));
    let mut idx_of_def: Map<RecId, usize> = Map::default();
    for &d in &sris {
        let r = rk.get(d);
        let namespace = if r.value("Namespace").is_some() {
            fields::string(rk, d, "Namespace").map_err(one)?
        } else {
            String::new()
        };
        idx_of_def.insert(d, info.sub_reg_indices.len());
        info.sub_reg_indices.push(SubRegIndex {
            name: r.name_str().into_owned(),
            namespace,
            size: fields::int(rk, d, "Size").map_err(one)? as u16,
            offset: fields::int(rk, d, "Offset").map_err(one)? as u16,
            def: Some(d),
            artificial: true,
            all_super_regs_covered: true,
            composed: BTreeMap::new(),
            concatenation_of: Vec::new(),
        });
    }
    let sub_idx = |d: RecId, span: Span| -> Result<usize, Vec<Diagnostic>> {
        idx_of_def.get(&d).copied().ok_or_else(|| {
            vec![Diagnostic::error(
                span,
                format!("'{}' is not a SubRegIndex", rk.get(d).name_str()),
            )]
        })
    };
    for (i, &d) in sris.iter().enumerate() {
        let comps = fields::list_of_defs(rk, d, "ComposedOf").map_err(one)?;
        if !comps.is_empty() {
            if comps.len() != 2 {
                return Err(one(Diagnostic::error(
                    rk.get(d).span,
                    "ComposedOf must have exactly two entries",
                )));
            }
            let a = sub_idx(comps[0], rk.get(d).span)?;
            let b = sub_idx(comps[1], rk.get(d).span)?;
            if add_composite(&mut info.sub_reg_indices, a, b, i).is_some() {
                return Err(one(Diagnostic::error(
                    rk.get(d).span,
                    "Ambiguous ComposedOf entries",
                )));
            }
        }
        if rk.get(d).value("CoveringSubRegIndices").is_some() {
            let parts = fields::list_of_defs(rk, d, "CoveringSubRegIndices").map_err(one)?;
            if !parts.is_empty() {
                if parts.len() < 2 {
                    return Err(one(Diagnostic::error(
                        rk.get(d).span,
                        "CoveredBySubRegs must have two or more entries",
                    )));
                }
                let mut ps = Vec::new();
                for p in parts {
                    ps.push(sub_idx(p, rk.get(d).span)?);
                }
                if info.sub_reg_indices[i].concatenation_of.is_empty() {
                    info.sub_reg_indices[i].concatenation_of = ps;
                }
            }
        }
    }

    // Registers, then tuples.
    let mut elems: Vec<Elem> = Vec::new();
    let mut reg_of: Map<Elem, usize> = Map::default();
    let mut regs = defs.derived("Register");
    sort_by_register_name(&mut regs, |r| rk.get(r).name_str().into_owned());
    for r in regs {
        if reg_of.insert(Elem::Def(r), elems.len()).is_none() {
            elems.push(Elem::Def(r));
        }
    }
    for t in defs.derived("RegisterTuples") {
        let mut v = sets.expand(t).map_err(one)?.unwrap_or_default();
        sort_by_register_name(&mut v, |e| sets.elem_name(e));
        for e in v {
            if let std::collections::hash_map::Entry::Vacant(slot) = reg_of.entry(e) {
                slot.insert(elems.len());
                elems.push(e);
            }
        }
    }
    let reg_index = |e: Elem, span: Span, sets: &Sets| -> Result<usize, Vec<Diagnostic>> {
        reg_of.get(&e).copied().ok_or_else(|| {
            vec![Diagnostic::error(span, format!("'{}' is not a register", sets.elem_name(e)))
                .with_note("only defs deriving from Register (or tuples made by RegisterTuples) can be used here")]
        })
    };

    // Object graph.
    let mut aliases: Vec<(usize, usize)> = Vec::new();
    for (i, &e) in elems.iter().enumerate() {
        let f = reg_fields(sets, e).map_err(one)?;
        if f.sub_regs.len() != f.sub_reg_indices.len() {
            return Err(one(Diagnostic::error(
                f.span,
                "SubRegs and SubRegIndices must have the same size",
            )));
        }
        let mut esr = Vec::new();
        let mut esi = Vec::new();
        for (s, x) in f.sub_regs.iter().zip(&f.sub_reg_indices) {
            esi.push(sub_idx(*x, f.span)?);
            esr.push(reg_index(*s, f.span, sets)?);
        }
        for a in &f.aliases {
            aliases.push((i, reg_index(*a, f.span, sets)?));
        }
        let dwarf_alias = match f.dwarf_alias {
            Some(a) => Some(reg_index(a, f.span, sets)?),
            None => None,
        };
        info.registers.push(Register {
            name: sets.elem_name(e),
            def: match e {
                Elem::Def(d) => Some(d),
                Elem::Tuple(_) => None,
            },
            span: f.span,
            namespace: f.namespace,
            asm_name: f.asm_name,
            alt_names: f.alt_names,
            hw_encoding: f.hw_encoding,
            cost_per_use: f.cost_per_use,
            covered_by_sub_regs: f.covered,
            artificial: f.artificial,
            dwarf_own: f.dwarf,
            dwarf_alias,
            explicit_sub_regs: esr,
            explicit_sub_reg_indices: esi,
            explicit_aliases: Vec::new(),
            leading_super_regs: Vec::new(),
            sub_regs: BTreeMap::new(),
            sub_reg_index: Map::default(),
            super_regs: Vec::new(),
            units: BTreeSet::new(),
            native_units: BTreeSet::new(),
            has_disjunct_sub_regs: false,
            elem: e,
            sub_regs_complete: false,
            super_regs_complete: false,
        });
    }
    for i in 0..info.registers.len() {
        let r = &info.registers[i];
        if r.covered_by_sub_regs && !r.explicit_sub_regs.is_empty() {
            let first = r.explicit_sub_regs[0];
            info.registers[first].leading_super_regs.push(i);
        }
    }
    for (a, b) in aliases {
        info.registers[a].explicit_aliases.push(b);
        info.registers[b].explicit_aliases.push(a);
    }
    info.reg_of = reg_of;

    // Sub-registers and native units.
    for i in 0..info.registers.len() {
        compute_sub_regs(info, i, 0)?;
    }
    let mut concat_idx: BTreeMap<Vec<usize>, usize> = BTreeMap::new();
    for i in 0..info.sub_reg_indices.len() {
        concat_closure(&mut info.sub_reg_indices, i, 0).map_err(one)?;
        let c = &info.sub_reg_indices[i].concatenation_of;
        if !c.is_empty() {
            concat_idx.entry(c.clone()).or_insert(i);
        }
    }
    for i in 0..info.registers.len() {
        if info.registers[i].covered_by_sub_regs {
            secondary_sub_regs(info, i, &mut concat_idx)?;
        }
    }
    for i in 0..info.registers.len() {
        compute_super_regs(info, i, 0);
    }
    for r in 0..info.registers.len() {
        if info.registers[r].artificial {
            continue;
        }
        let subs: Vec<(usize, usize)> = info.registers[r]
            .sub_regs
            .iter()
            .map(|(a, b)| (*a, *b))
            .collect();
        for (idx, sr) in subs {
            if !info.registers[sr].artificial {
                info.sub_reg_indices[idx].artificial = false;
            }
        }
    }
    info.num_native_reg_units = info.reg_units.len();

    // DWARF aliases (RegisterInfoEmitter: after the own numbers are read).
    Ok(())
}

/// `CodeGenSubRegIndex::addComposite` on `this`: returns the conflicting
/// previous composite, if any.
pub(crate) fn add_composite(
    idxs: &mut [SubRegIndex],
    this: usize,
    a: usize,
    b: usize,
) -> Option<usize> {
    let prev = *idxs[this].composed.entry(a).or_insert(b);
    let (off, aoff, asize) = (idxs[this].offset, idxs[a].offset, idxs[a].size);
    if off != u16::MAX && aoff != u16::MAX && idxs[b].offset == u16::MAX {
        idxs[b].offset = off.wrapping_add(aoff);
        idxs[b].size = asize;
    }
    if prev == b {
        None
    } else {
        Some(prev)
    }
}

fn new_sub_reg_index(idxs: &mut Vec<SubRegIndex>, name: String, namespace: String) -> usize {
    idxs.push(SubRegIndex {
        name,
        namespace,
        size: u16::MAX,
        offset: u16::MAX,
        def: None,
        artificial: true,
        all_super_regs_covered: true,
        composed: BTreeMap::new(),
        concatenation_of: Vec::new(),
    });
    idxs.len() - 1
}

fn composite_index(info: &mut RegisterInfo, a: usize, b: usize) -> usize {
    if let Some(&c) = info.sub_reg_indices[a].composed.get(&b) {
        return c;
    }
    let name = format!(
        "{}_then_{}",
        info.sub_reg_indices[a].name, info.sub_reg_indices[b].name
    );
    let ns = info.sub_reg_indices[a].namespace.clone();
    let c = new_sub_reg_index(&mut info.sub_reg_indices, name, ns);
    add_composite(&mut info.sub_reg_indices, a, b, c);
    c
}

fn new_reg_unit(info: &mut RegisterInfo, r0: usize, r1: Option<usize>) -> u32 {
    let mut artificial = info.registers[r0].artificial;
    let mut roots = vec![r0];
    if let Some(r1) = r1 {
        artificial |= info.registers[r1].artificial;
        roots.push(r1);
    }
    info.reg_units.push(RegUnit {
        weight: 0,
        roots,
        artificial,
    });
    info.reg_units.len() as u32 - 1
}

const MAX_DEPTH: usize = 256;

fn depth_error(info: &RegisterInfo, r: usize) -> Vec<Diagnostic> {
    vec![Diagnostic::error(
        info.registers[r].span,
        format!(
            "sub-registers of '{}' nest too deeply (a cycle?)",
            info.registers[r].name
        ),
    )]
}

fn compute_sub_regs(
    info: &mut RegisterInfo,
    r: usize,
    depth: usize,
) -> Result<(), Vec<Diagnostic>> {
    if info.registers[r].sub_regs_complete {
        return Ok(());
    }
    if depth > MAX_DEPTH {
        return Err(depth_error(info, r));
    }
    info.registers[r].sub_regs_complete = true;
    let explicit = info.registers[r].explicit_sub_regs.clone();
    let explicit_idx = info.registers[r].explicit_sub_reg_indices.clone();
    let mut disjunct = explicit.len() > 1;
    let mut sub_regs: BTreeMap<usize, usize> = BTreeMap::new();
    let mut sub_reg_index: Map<usize, usize> = Map::default();
    for (&sr, &idx) in explicit.iter().zip(&explicit_idx) {
        if !info.registers[sr].artificial {
            info.sub_reg_indices[idx].artificial = false;
        }
        if sub_regs.insert(idx, sr).is_some() {
            return Err(vec![Diagnostic::error(
                info.registers[r].span,
                format!(
                    "SubRegIndex {} appears twice in Register {}",
                    info.sub_reg_indices[idx].name, info.registers[r].name
                ),
            )]);
        }
        sub_reg_index.entry(sr).or_insert(idx);
    }
    let mut orphans: BTreeSet<usize> = BTreeSet::new();
    for &esr in &explicit {
        compute_sub_regs(info, esr, depth + 1)?;
        disjunct |= info.registers[esr].has_disjunct_sub_regs;
        for (&k, &v) in &info.registers[esr].sub_regs {
            if let std::collections::btree_map::Entry::Vacant(e) = sub_regs.entry(k) {
                e.insert(v);
            } else {
                orphans.insert(v);
            }
        }
    }
    let mut indices = explicit_idx.clone();
    let mut i = 0;
    while i < indices.len() {
        let idx = indices[i];
        i += 1;
        let comps: Vec<(usize, usize)> = info.sub_reg_indices[idx]
            .composed
            .iter()
            .map(|(a, b)| (*a, *b))
            .collect();
        let Some(&sr) = sub_regs.get(&idx) else {
            continue;
        };
        compute_sub_regs(info, sr, depth + 1)?;
        for (a, b) in comps {
            let Some(&srr) = info.registers[sr].sub_regs.get(&a) else {
                continue;
            };
            if sub_regs.contains_key(&b) || !orphans.remove(&srr) {
                continue;
            }
            sub_regs.insert(b, srr);
            indices.push(b);
        }
    }
    while !orphans.is_empty() {
        let Some(idx) = indices.pop() else { break };
        let Some(&sr) = sub_regs.get(&idx) else {
            continue;
        };
        let map: Vec<(usize, usize)> = info.registers[sr]
            .sub_regs
            .iter()
            .map(|(a, b)| (*a, *b))
            .collect();
        for (k, v) in map {
            if orphans.remove(&v) {
                let c = composite_index(info, idx, k);
                sub_regs.insert(c, v);
            }
        }
    }
    let covered = info.registers[r].covered_by_sub_regs;
    for (&idx, &sr) in &sub_regs {
        if sr == r {
            return Err(vec![Diagnostic::error(
                info.registers[r].span,
                format!(
                    "Register {} has itself as a sub-register",
                    info.registers[r].name
                ),
            )]);
        }
        if !covered {
            info.sub_reg_indices[idx].all_super_regs_covered = false;
        }
        let prev = *sub_reg_index.entry(sr).or_insert(idx);
        if prev != idx {
            return Err(vec![Diagnostic::error(
                info.registers[r].span,
                format!(
                    "Sub-register can't have two names: {} available as {} and {}",
                    info.registers[sr].name,
                    info.sub_reg_indices[idx].name,
                    info.sub_reg_indices[prev].name
                ),
            )]);
        }
    }
    // Offer explicit sub-registers' own splits as concatenation spellings.
    for (i, &sr) in explicit.iter().enumerate() {
        let s = &info.registers[sr];
        if !s.covered_by_sub_regs || s.explicit_sub_regs.len() <= 1 || s.artificial {
            continue;
        }
        let mut parts = Vec::new();
        for (&ssr, &ssi) in s.explicit_sub_regs.iter().zip(&s.explicit_sub_reg_indices) {
            if !info.sub_reg_indices[ssi].artificial {
                if let Some(&p) = sub_reg_index.get(&ssr) {
                    parts.push(p);
                }
            }
        }
        let idx = explicit_idx[i];
        if info.sub_reg_indices[idx].concatenation_of.is_empty() {
            info.sub_reg_indices[idx].concatenation_of = parts;
        }
    }
    // Units given to this register by alias edges come first.
    let mut units = std::mem::take(&mut info.registers[r].units);
    for &sr in &explicit {
        units.extend(info.registers[sr].units.iter().copied());
    }
    info.registers[r].units = units;
    let aliases = info.registers[r].explicit_aliases.clone();
    for ar in aliases {
        if info.registers[ar].sub_regs_complete {
            continue;
        }
        let u = new_reg_unit(info, r, Some(ar));
        info.registers[r].units.insert(u);
        info.registers[ar].units.insert(u);
    }
    if info.registers[r].units.is_empty() {
        let u = new_reg_unit(info, r, None);
        info.registers[r].units.insert(u);
    }
    let reg = &mut info.registers[r];
    reg.native_units = reg.units.clone();
    reg.sub_regs = sub_regs;
    reg.sub_reg_index = sub_reg_index;
    reg.has_disjunct_sub_regs = disjunct;
    Ok(())
}

fn concat_closure(idxs: &mut [SubRegIndex], i: usize, depth: usize) -> Result<(), Diagnostic> {
    if depth > MAX_DEPTH {
        return Err(Diagnostic::error(
            Span::default(),
            format!(
                "sub-register index {} is a concatenation of itself",
                idxs[i].name
            ),
        ));
    }
    let parts = idxs[i].concatenation_of.clone();
    let mut out = Vec::new();
    for p in parts {
        concat_closure(idxs, p, depth + 1)?;
        if idxs[p].concatenation_of.is_empty() {
            out.push(p);
        } else {
            out.extend(idxs[p].concatenation_of.iter().copied());
        }
    }
    idxs[i].concatenation_of = out;
    Ok(())
}

fn concat_index(
    info: &mut RegisterInfo,
    parts: Vec<usize>,
    concat_idx: &mut BTreeMap<Vec<usize>, usize>,
) -> usize {
    if let Some(&i) = concat_idx.get(&parts) {
        return i;
    }
    // LLVM's `getConcatSubRegIndex` adds the parts' 16-bit sizes and
    // compares offsets in `unsigned` arithmetic and stores the sum in the
    // 16-bit `Size`: an unknown size (0xffff) is not special, it wraps
    // (`dsub` (64) + an unknown size = 63, AArch64's `dsub_zsub1_then_dsub`).
    let idxs = &info.sub_reg_indices;
    let mut name = idxs[parts[0]].name.clone();
    let mut continuous = true;
    let mut size = idxs[parts[0]].size as u32;
    let mut last_offset = idxs[parts[0]].offset as u32;
    let mut last_size = idxs[parts[0]].size as u32;
    for &p in &parts[1..] {
        name.push('_');
        name.push_str(&idxs[p].name);
        size = size.wrapping_add(idxs[p].size as u32);
        if idxs[p].offset as u32 != last_offset + last_size {
            continuous = false;
        }
        last_offset = idxs[p].offset as u32;
        last_size = idxs[p].size as u32;
    }
    let offset = if continuous {
        idxs[parts[0]].offset
    } else {
        u16::MAX
    };
    let ns = idxs[parts[0]].namespace.clone();
    let i = new_sub_reg_index(&mut info.sub_reg_indices, name, ns);
    info.sub_reg_indices[i].size = size as u16;
    info.sub_reg_indices[i].offset = offset;
    info.sub_reg_indices[i].concatenation_of = parts.clone();
    concat_idx.insert(parts, i);
    i
}

fn secondary_sub_regs(
    info: &mut RegisterInfo,
    r: usize,
    concat_idx: &mut BTreeMap<Vec<usize>, usize>,
) -> Result<(), Vec<Diagnostic>> {
    let mut new_sub_regs: Vec<(usize, usize)> = Vec::new();
    let mut queue: VecDeque<(usize, usize)> = info.registers[r]
        .sub_regs
        .iter()
        .map(|(a, b)| (*a, *b))
        .collect();
    while let Some((_, sub_reg)) = queue.pop_front() {
        let leads = info.registers[sub_reg].leading_super_regs.clone();
        for cand in leads {
            if cand == r || info.registers[r].sub_reg_index.contains_key(&cand) {
                continue;
            }
            if info.registers[cand].explicit_sub_regs.len() == 1 {
                continue;
            }
            let mut parts = Vec::new();
            for &s in &info.registers[cand].explicit_sub_regs {
                if let Some(&si) = info.registers[r].sub_reg_index.get(&s) {
                    let c = &info.sub_reg_indices[si].concatenation_of;
                    if c.is_empty() {
                        parts.push(si);
                    } else {
                        parts.extend(c.iter().copied());
                    }
                } else {
                    parts.clear();
                    break;
                }
            }
            if parts.is_empty() {
                continue;
            }
            if parts.len() < 2 {
                return Err(vec![Diagnostic::error(
                    info.registers[r].span,
                    format!(
                        "cannot name sub-register {} of {}",
                        info.registers[cand].name, info.registers[r].name
                    ),
                )]);
            }
            let concat = concat_index(info, parts, concat_idx);
            let reg = &mut info.registers[r];
            if reg.sub_regs.contains_key(&concat) {
                continue;
            }
            reg.sub_regs.insert(concat, cand);
            new_sub_regs.push((concat, cand));
            queue.push_back((concat, cand));
            reg.sub_reg_index.entry(cand).or_insert(concat);
        }
    }
    for (new_idx, new_sub) in new_sub_regs {
        let subs: Vec<(usize, usize)> = info.registers[new_sub]
            .sub_regs
            .iter()
            .map(|(a, b)| (*a, *b))
            .collect();
        for (k, v) in subs {
            let Some(&si) = info.registers[r].sub_reg_index.get(&v) else {
                return Err(vec![Diagnostic::error(
                    info.registers[r].span,
                    format!(
                        "No SubRegIndex for {} in {}",
                        info.registers[v].name, info.registers[r].name
                    ),
                )]);
            };
            add_composite(&mut info.sub_reg_indices, new_idx, k, si);
        }
    }
    Ok(())
}

fn compute_super_regs(info: &mut RegisterInfo, r: usize, depth: usize) {
    if info.registers[r].super_regs_complete || depth > MAX_DEPTH {
        return;
    }
    info.registers[r].super_regs_complete = true;
    let subs: Vec<usize> = info.registers[r].sub_regs.values().copied().collect();
    for &s in &subs {
        compute_super_regs(info, s, depth + 1);
    }
    for s in subs {
        if info.registers[s].super_regs.last() == Some(&r) {
            continue;
        }
        info.registers[s].super_regs.push(r);
    }
}

/// `CodeGenRegister::addSubRegsPreOrder`.
pub fn add_sub_regs_pre_order(regs: &[Register], r: usize, set: &mut super::IndexSet) {
    for &sr in &regs[r].explicit_sub_regs {
        if set.insert(sr) {
            add_sub_regs_pre_order(regs, sr, set);
        }
    }
    for &sr in regs[r].sub_regs.values() {
        set.insert(sr);
    }
}
