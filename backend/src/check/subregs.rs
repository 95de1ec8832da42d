//! Sub-register write semantics in the checker, from the target's
//! `ZeroesSuperRegOnWrite` records ([`Target::zeroes_super_on_write`]): on
//! AArch64 a write to `$w9` zero-extends into `$x9`, and a scalar write to
//! `$b0`/`$h0`/`$s0`/`$d0` zeroes the rest of `$q0`. LLVM relies on it:
//! `undef %83.sub_32:gpr64 = FCVTZSUWDr %81` defines all of `%83` (its
//! upper half is undefined in MIR, and zero on the machine), and
//! `%8:gpr64 = SUBREG_TO_REG 0, %7, %subreg.sub_32` claims `%7`'s register
//! already has zero upper bits.
//!
//! Facts added here (on top of [`super::state`]'s):
//! - `(Value::Zext(m, idx), P)`: `P`'s sub-register at zeroing index `idx`
//!   was written (by a post instruction: `Checker::write`) with vreg `m`,
//!   whose class holds that sub-register: `P` is `m` zero-extended.
//! - `(Value::V(n), P)` for a write of `%n.idx` into `P`'s sub-register at
//!   `idx` when `n`'s bits outside `idx` are zero or undefined: `n` is in
//!   [`zext_vregs`], or the def is `undef %n.idx = ...` (the rest of `%n`
//!   undefined, so zero is a right value for it).
//!
//! Invariants:
//! - A fact `(v, r)` of the state does not always mean `r` was *written*
//!   as `r` (the copy-skipping rule of `apply_skip` records `%5 = COPY
//!   %4.sub_32` under `$w9` although `$x9` was written; the entry state
//!   has facts for sub-registers), so no rule here reads "the rest is
//!   zero" from such a fact: super-register values come only from real
//!   writes ([`Checker::zext_facts`], called by `Checker::write`) and from
//!   `Zext` facts, which only real writes make.
//! - Only super-registers with exactly the units of the written register
//!   get facts (a write cannot define units it does not cover).
//! - A target without `ZeroesSuperRegOnWrite` records gets no fact from
//!   here: every function returns early.

use std::collections::HashMap;
use std::rc::Rc;

use super::errors::{Report, Side};
use super::matching::{copy_regs, RegPair};
use super::state::{State, Value};
use super::Checker;
use crate::mir::{Function, Inst, Operand, Reg};
use crate::target::{PReg, SubRegIdx, Target};

/// Vregs whose bits outside a zeroing sub-register index are always zero
/// or undefined, with that index: every def is a def of the sub-register
/// at that index (`undef %n.sub_32 = ...` or the partial `%n.sub_32 =
/// ...`), a `SUBREG_TO_REG` through it, or an undefined whole def
/// (`IMPLICIT_DEF`, or a copy of a vreg only `IMPLICIT_DEF` defines: the
/// -O0 any-extend `%119 = COPY %120` then `%119.sub_32 = COPY %63`), and
/// at least one is of the first two kinds.
pub(super) fn zext_vregs(pre: &Function, t: &Target) -> HashMap<u32, SubRegIdx> {
    if t.zeroing_sub_regs.is_empty() {
        return HashMap::new();
    }
    // Per vreg: Some(Some(idx)) = only zeroing defs at idx so far (plus
    // undefined ones), Some(None) = only undefined defs so far, None = not
    // a candidate.
    let mut state: HashMap<u32, Option<Option<SubRegIdx>>> = HashMap::new();
    let only_implicit_def = implicit_def_only(pre);
    for inst in pre.blocks.iter().flat_map(|b| &b.insts) {
        for d in inst.defs() {
            let Reg::Virt(v) = d.reg else { continue };
            let kind: Option<Option<SubRegIdx>> = if let Some(idx) = d.sub_reg {
                t.zeroes_super_on_write(idx).then_some(Some(idx))
            } else if inst.opcode == "SUBREG_TO_REG" {
                subreg_to_reg_index(inst, t)
                    .filter(|i| t.zeroes_super_on_write(*i))
                    .map(Some)
            } else if inst.opcode == "IMPLICIT_DEF" {
                Some(None)
            } else if inst.is_copy() {
                match copy_regs(inst) {
                    Some((_, s))
                        if s.sub_reg.is_none()
                            && matches!(s.reg, Reg::Virt(u) if only_implicit_def.contains_key(&u.0)) =>
                    {
                        Some(None)
                    }
                    _ => None,
                }
            } else {
                None
            };
            let e = state.entry(v.0).or_insert(Some(None));
            *e = match (*e, kind) {
                (None, _) | (_, None) => None,
                (Some(None), Some(k)) => Some(k),
                (Some(Some(a)), Some(None)) => Some(Some(a)),
                (Some(Some(a)), Some(Some(b))) => (a == b).then_some(Some(a)),
            };
        }
    }
    state
        .into_iter()
        .filter_map(|(v, k)| Some((v, k??)))
        .collect()
}

/// Vregs whose every def is a whole `IMPLICIT_DEF`.
fn implicit_def_only(pre: &Function) -> HashMap<u32, ()> {
    let mut m: HashMap<u32, bool> = HashMap::new();
    for inst in pre.blocks.iter().flat_map(|b| &b.insts) {
        for d in inst.defs() {
            if let Reg::Virt(v) = d.reg {
                let ok = inst.opcode == "IMPLICIT_DEF" && d.sub_reg.is_none();
                let e = m.entry(v.0).or_insert(true);
                *e &= ok;
            }
        }
    }
    m.into_iter()
        .filter(|(_, ok)| *ok)
        .map(|(v, _)| (v, ()))
        .collect()
}

/// The sub-register index of `SUBREG_TO_REG imm, %src, %subreg.IDX`.
pub(super) fn subreg_to_reg_index(inst: &Inst, t: &Target) -> Option<SubRegIdx> {
    match inst.operands.get(3)? {
        Operand::Verbatim(s) => t.sub_reg_by_name(s.strip_prefix("%subreg.")?),
        _ => None,
    }
}

impl Checker<'_> {
    /// The super-registers of `p` that a write of `p` defines whole (the
    /// index `p` has in them zeroes the rest, and they have no unit `p`
    /// lacks), with that index.
    fn zeroed_supers(&self, p: PReg) -> Vec<(PReg, SubRegIdx)> {
        let t = self.t;
        if t.zeroing_sub_regs.is_empty() {
            return Vec::new();
        }
        let units = t.reg(p).units;
        t.reg(p)
            .super_regs
            .iter()
            .filter_map(|&sup| {
                let idx = self.sub_index(sup, p)?;
                (t.zeroes_super_on_write(idx) && t.reg(sup).units.iter().all(|u| units.contains(u)))
                    .then_some((sup, idx))
            })
            .collect()
    }

    /// The facts a write of `vals` into `p` adds to its super-registers
    /// (see the module doc): `Zext(m, idx)` for a whole vreg `m` whose
    /// class holds `p`, and `%n` itself for `%n.idx` with `n` zero outside
    /// `idx`.
    pub(super) fn zext_facts(&self, p: PReg, vals: &[Value]) -> Vec<(Value, PReg)> {
        let mut out = Vec::new();
        for (sup, idx) in self.zeroed_supers(p) {
            for &v in vals {
                match v {
                    Value::V(m) => {
                        let fits = self
                            .pre
                            .vreg_class(crate::mir::VReg(m))
                            .is_some_and(|c| self.t.class(c).contains(p));
                        if fits {
                            out.push((Value::Zext(m, idx.0), sup));
                        }
                    }
                    Value::VSub(n, i) if i == idx.0 && self.zext.get(&n) == Some(&idx) => {
                        out.push((Value::V(n), sup));
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Does the unit fact `x` imply `y`: is `y`'s register a sub-register
    /// of `x`'s, holding the part of `x`'s value the tables define (`(%5,
    /// $x9)` implies `(%5.sub_32, $w9)`; `(Zext(%5, sub_32), $x9)`
    /// implies `(%5, $w9)`), or the same register holding a
    /// [`Value::Part`] of `x`'s vreg? Used by the meet ([`State::meet`]).
    pub(super) fn implies_fact(&self, x: &(Value, PReg), y: &(Value, PReg)) -> bool {
        if x.1 == y.1 {
            return x.0 != y.0 && super::state::value_implies(x.0, y.0);
        }
        self.sub_index(x.1, y.1)
            .and_then(|idx| self.sub_value(x.0, idx))
            == Some(y.0)
    }

    /// What a copy of all of register `p`'s bits (a spill store, a copy,
    /// a full-width cross-class move) carries: `p`'s contents and the
    /// [`Value::Part`]s of its sub-registers (`%n.idx` held by the
    /// sub-register at `idx` when `p` does not hold `%n` whole).
    pub(super) fn image(&self, st: &State, p: PReg) -> Vec<Value> {
        let vals = self.contents(st, p);
        let parts = self.parts(st, p, &vals);
        if parts.is_empty() {
            vals
        } else {
            super::state::sorted([vals, parts].concat())
        }
    }

    fn parts(&self, st: &State, p: PReg, vals: &[Value]) -> Vec<Value> {
        // Kept to targets whose sub-register writes define the rest of
        // the super-register (`ZeroesSuperRegOnWrite`), where a partial
        // def (`%105.sub_32 = ...`) leaves the super-register's other
        // bits to the machine; other targets get no parts (their proofs
        // stay as they were).
        if self.t.zeroing_sub_regs.is_empty() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (sub, idx) in self.t.reg(p).sub_regs.iter().copied() {
            for v in self.contents(st, sub) {
                if let Value::VSub(n, i) = v {
                    if i == idx.0 && !vals.contains(&Value::V(n)) {
                        out.push(Value::Part(n, i));
                    }
                }
            }
        }
        out
    }

    /// Adds the fact `(v, p)` to every unit of `p`.
    fn add_fact(&self, st: &mut State, p: PReg, v: Value) {
        if !self.tracked(p) {
            return;
        }
        st.note(v);
        for &u in self.t.reg(p).units {
            let facts = &mut st.units[u as usize];
            if let Err(k) = facts.binary_search(&(v, p)) {
                Rc::make_mut(facts).insert(k, (v, p));
            }
        }
    }

    /// After a matched instruction wrote its defs: a def `%n.idx` written
    /// into `x` defines `%n` in `x`'s super-register at `idx` when `n` is
    /// zero (or undefined) outside `idx` (`undef` def, or [`zext_vregs`]).
    pub(super) fn zext_defs(&self, pairs: &[RegPair], st: &mut State) {
        if self.t.zeroing_sub_regs.is_empty() {
            return;
        }
        for pr in pairs.iter().filter(|pr| pr.pre.is_def) {
            let (Reg::Virt(n), Some(idx), Reg::Phys(x)) = (pr.pre.reg, pr.pre.sub_reg, pr.post.reg)
            else {
                continue;
            };
            if !(pr.pre.undef || self.zext.get(&n.0) == Some(&idx)) {
                continue;
            }
            for (sup, i) in self.zeroed_supers(x) {
                if i == idx {
                    self.add_fact(st, sup, Value::V(n.0));
                }
            }
        }
    }

    /// A skipped copy into a sub-register (`undef %41.dsub:fpr128 = COPY
    /// %36`, coalesced): every register holding `%36` zero-extended
    /// through the same index holds `%41` (when the rest of `%41` is zero
    /// or undefined), and `%41.dsub` equals `%36` while both live.
    pub(super) fn zext_skipped_copy(&self, q: &Inst, st: &mut State) {
        if self.t.zeroing_sub_regs.is_empty() {
            return;
        }
        let Some((d, s)) = copy_regs(q) else { return };
        let (Reg::Virt(n), Some(idx)) = (d.reg, d.sub_reg) else {
            return;
        };
        if !self.t.zeroes_super_on_write(idx) {
            return;
        }
        // `%n.idx` equals the source (a vreg, a sub-register of one, the
        // zero register) wherever the source is.
        if let Some(sv) = self.pre_value(s) {
            st.add_alias((Value::VSub(n.0, idx.0), sv));
        }
        if !(d.undef || self.zext.get(&n.0) == Some(&idx)) {
            return;
        }
        // Registers holding the source zero-extended through `idx` hold
        // `%n`: those written with the whole vreg `%m` through `idx`
        // (`Zext`), and, for a source `%m.idx` with `%m` zero outside
        // `idx`, those holding `%m` itself.
        let src = match (s.reg, s.sub_reg) {
            (Reg::Virt(m), None) => Value::Zext(m.0, idx.0),
            (Reg::Virt(m), Some(i)) if i == idx && self.zext.get(&m.0) == Some(&idx) => {
                Value::V(m.0)
            }
            _ => return,
        };
        let want = (src, Value::V(n.0));
        // ... and `%n` equals the source zero-extended wherever that is
        // later (the source's register may be reloaded after this point:
        // a reload through `idx` writes `Zext`).
        st.add_alias((want.1, want.0));
        let holders: Vec<PReg> = st
            .units
            .iter()
            .flat_map(|f| f.iter())
            .filter(|(v, _)| *v == want.0)
            .map(|(_, r)| *r)
            .collect();
        for r in holders {
            self.add_fact(st, r, want.1);
        }
    }

    /// `%x = SUBREG_TO_REG 0, %m, %subreg.idx` matched as `$X = SUBREG_TO_REG
    /// 0, $W, ...`: LLVM expands it to nothing when `$W` is `$X`'s
    /// sub-register at `idx`, so `$X` must then already be `%m`
    /// zero-extended (its sub-register written with `%m` by an
    /// instruction that zeroes the rest); with another `$W` it becomes a
    /// copy of the sub-register, which zero-extends. Checked before the
    /// defs are written.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_subreg_to_reg(
        &self,
        b: usize,
        j: usize,
        q: &Inst,
        p: &Inst,
        pairs: &[RegPair],
        st: &State,
        rep: &mut Report,
    ) {
        if q.opcode != "SUBREG_TO_REG" {
            return;
        }
        let Some(idx) = subreg_to_reg_index(q, self.t) else {
            return;
        };
        let def = pairs.iter().find(|pr| pr.pre.is_def && !pr.pre.implicit);
        let src = pairs.iter().find(|pr| !pr.pre.is_def && !pr.pre.implicit);
        let (Some(def), Some(src)) = (def, src) else {
            return;
        };
        let (Reg::Phys(x), Reg::Phys(w), Reg::Virt(m)) = (def.post.reg, src.post.reg, src.pre.reg)
        else {
            return;
        };
        if self.t.sub_reg(x, idx) != Some(w) {
            return;
        }
        let held = self.contents(st, x);
        let ok = held.contains(&Value::Zext(m.0, idx.0))
            || self.pre_value(def.pre).is_some_and(|v| held.contains(&v))
            || self.maybe_undef(st, Value::V(m.0));
        if !ok {
            self.error(
                rep,
                b,
                Side::Post,
                j,
                p,
                None,
                Some(format!(
                    "${} holding %{} zero-extended",
                    self.t.mir_name(x),
                    m.0
                )),
                Some(format!(
                    "{} in ${}",
                    self.render_values(&held),
                    self.t.mir_name(x)
                )),
                "SUBREG_TO_REG of a register whose upper bits are not known to be zero \
                 (its sub-register was not written with the value by an instruction that \
                 zeroes the rest)"
                    .to_string(),
            );
        }
    }

    /// After a matched `SUBREG_TO_REG`: the source vreg equals the def's
    /// sub-register (a later use of `%m` may read `$W` holding `%x.idx`).
    pub(super) fn subreg_to_reg_alias(&self, q: &Inst, st: &mut State) {
        if q.opcode != "SUBREG_TO_REG" {
            return;
        }
        let Some(idx) = subreg_to_reg_index(q, self.t) else {
            return;
        };
        let (Some(Operand::Reg(d)), Some(Operand::Reg(s))) =
            (q.operands.first(), q.operands.get(2))
        else {
            return;
        };
        if let (Reg::Virt(x), None, Reg::Virt(m), None) = (d.reg, d.sub_reg, s.reg, s.sub_reg) {
            st.add_alias((Value::V(m.0), Value::VSub(x.0, idx.0)));
        }
    }
}

/// Per register: the sub-registers that tile it exactly (adjacent,
/// non-overlapping bit ranges from 0 to the register's width, the widest
/// of each offset: `$q2_q3` = `$q2` (qsub0) + `$q3` (qsub1)), when they do.
/// `$x9` (only `sub_32`, 32 of 64 bits) and RISC-V's `$f10_d` are not
/// tiled.
pub(super) fn tilings(t: &Target) -> Vec<Option<Vec<(PReg, SubRegIdx)>>> {
    let width = |p: PReg| {
        t.classes
            .iter()
            .filter(|c| c.contains(p))
            .map(|c| c.spill_size * 8)
            .max()
    };
    t.regs
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let w = width(PReg(i as u16))?;
            let mut at = 0u32;
            let mut out = Vec::new();
            while at < w {
                let best = r
                    .sub_regs
                    .iter()
                    .filter_map(|&(s, idx)| {
                        let d = t.desc.sub_reg_indices.get(idx.0 as usize - 1)?;
                        (d.offset as u32 == at && d.size != u16::MAX && d.size > 0).then_some((
                            d.size as u32,
                            s,
                            idx,
                        ))
                    })
                    .max_by_key(|x| x.0)?;
                out.push((best.1, best.2));
                at += best.0;
            }
            (at == w && out.len() > 1).then_some(out)
        })
        .collect()
}

impl Checker<'_> {
    /// The vregs `p` holds whole because each sub-register of its tiling
    /// ([`tilings`]) holds that vreg's part (`undef %33.qsub0:qq = ...`,
    /// `%33.qsub1:qq = ...` in `$q2` and `$q3` make `$q2_q3` hold `%33`).
    pub(super) fn tiled_contents(&self, st: &State, p: PReg) -> Vec<Value> {
        let Some(Some(tiles)) = self.tiles.get(p.index()) else {
            return Vec::new();
        };
        let Some(&(first, idx0)) = tiles.first() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for v in self.contents(st, first) {
            let Value::VSub(n, i) = v else { continue };
            if i != idx0.0 {
                continue;
            }
            let whole = tiles[1..]
                .iter()
                .all(|&(s, idx)| self.contents(st, s).contains(&Value::VSub(n, idx.0)));
            if whole {
                out.push(Value::V(n));
            }
        }
        out
    }
}
