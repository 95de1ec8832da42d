//! Execution: the transfer functions of the checker. `exec_matched` runs
//! a pre instruction's semantics on its matched post instruction's
//! registers (checking every use, operand class and constraint),
//! `exec_post_only` interprets an allocated instruction without
//! counterpart (copy, spill, reload, cross-class move, remat, frame
//! arithmetic), `apply_skip` applies the effect of a pre instruction the
//! allocated code left out; plus stack addressing (`address`,
//! `clear_near`) and the frame-lowering constant arithmetic.
//!
//! Invariants:
//! - A use is accepted only when the post register certainly holds the
//!   pre value (the same value, an alias from a skipped pre copy, or a
//!   rematerialisable twin), or the value is undefined on every path.
//! - `exec_post_only` returns `None` without changing the state when the
//!   instruction is none of the allowed kinds.
//! - A memory access forgets every stack slot it may overlap (both bases,
//!   through [`super::state::entry_range`]); an address computation or a
//!   plain load forgets none.
//! - Stack-pointer arithmetic wraps at the width of the stack pointer's
//!   class, like the register.

use std::rc::Rc;

use super::errors::{render_operand, render_reg, Report, Side};
use super::matching::{copy_regs, op_remat_key, FormKind, FormMatch, RegPair, SlotRef};
use super::state::{entry_range, sorted, undef_in, Base, Slot, State, Value};
use super::{Checker, PostOnly};
use crate::mir::{Inst, Operand, Reg, RegOperand};
use crate::target::{PReg, SubRegIdx};

impl Checker<'_> {
    /// After a skipped copy `dv = COPY sv`: every location holding the
    /// source (or, for a source `%m.idx`, the sub-register at `idx` of a
    /// register holding `%m`) holds the destination too, and so does every
    /// slot holding the source.
    fn copy_locations(&self, st: &mut State, sv: Value, dv: Value) {
        // Every location holding the source now holds the dest too.
        let mut adds: Vec<(u16, (Value, PReg))> = Vec::new();
        for (u, facts) in st.units.iter().enumerate() {
            for &(val, r) in facts.iter() {
                if val == sv {
                    adds.push((u as u16, (dv, r)));
                }
                // A register holding the source zero-extended holds
                // the copy zero-extended (check/subregs.rs).
                if let (Value::Zext(m, i), Value::V(sn), Value::V(dn)) = (val, sv, dv) {
                    if m == sn {
                        adds.push((u as u16, (Value::Zext(dn, i), r)));
                    }
                }
            }
        }
        // (Such a fact does not claim the sub-register was written
        // by a zeroing instruction: check/subregs.rs derives
        // super-register values only from `Zext` facts.)
        if let Value::VSub(n, idx) = sv {
            for facts in &st.units {
                for &(val, r) in facts.iter() {
                    if val == Value::V(n) {
                        if let Some(sub) = self.t.sub_reg(r, SubRegIdx(idx)) {
                            for &u in self.t.reg(sub).units {
                                adds.push((u, (dv, sub)));
                            }
                        }
                    }
                }
            }
        }
        // (Only the units written to are re-sorted: the others are
        // sorted already.)
        st.note(dv);
        adds.sort_unstable_by_key(|&(u, _)| u);
        for (k, &(u, f)) in adds.iter().enumerate() {
            let facts = Rc::make_mut(&mut st.units[u as usize]);
            facts.push(f);
            if adds.get(k + 1).is_none_or(|&(next, _)| next != u) {
                facts.sort();
                facts.dedup();
            }
        }
        if st.slots.values().any(|vs| vs.contains(&sv)) {
            for vs in Rc::make_mut(&mut st.slots).values_mut() {
                if vs.contains(&sv) {
                    vs.push(dv);
                    vs.sort();
                    vs.dedup();
                }
            }
        }
    }

    /// Applies the effect of a pre instruction absent from post.
    pub(super) fn apply_skip(&self, q: &Inst, st: &mut State) {
        if q.is_copy() {
            let Some((d, s)) = copy_regs(q) else { return };
            let (Some(dv), sv) = (self.pre_value(d), self.pre_value(s)) else {
                return;
            };
            // `%0 = COPY %0` (an identity copy the allocator deleted) changes
            // nothing; killing `%0` first would lose it everywhere.
            if sv == Some(dv) {
                return;
            }
            self.kill_def(st, dv);
            if d.sub_reg.is_some() {
                // A copy into a sub-register: `%n.idx` is wherever the
                // source is (`undef %12.sub_32 = COPY %14.sub_32` coalesced:
                // `$w8` of the `$x8` holding `%14`), and what its write
                // semantics give (check/subregs.rs).
                if let Some(sv) = sv {
                    self.copy_locations(st, sv, dv);
                }
                self.zext_skipped_copy(q, st);
                return;
            }
            let Some(sv) = sv else { return };
            // A copy of an undefined value is undefined.
            if undef_in(&st.undef, &sv) {
                st.set_undef(dv);
            }
            // Invariant: `dv` was just killed, so no older alias names it.
            // Aliases are kept transitively closed: `%16 = COPY %12` then
            // `$x10 = COPY %16`, both skipped, with `%12` rematerialised
            // into `$x10` after them, needs `$x10` ≡ `%12` (as long as
            // both live, `dv` equals whatever `sv` equals).
            let mut new: Vec<(Value, Value)> = st
                .aliases
                .iter()
                .filter(|(a, _)| *a == sv)
                .map(|&(_, t)| (dv, t))
                .filter(|&(_, t)| t != dv)
                .collect();
            new.push((dv, sv));
            for x in new {
                st.add_alias(x);
            }
            self.copy_locations(st, sv, dv);
            return;
        }
        // Other skippable instructions: their defs no longer hold anywhere
        // (an `IMPLICIT_DEF`'s whole def is undefined instead).
        for d in q.defs() {
            if let Some(v) = self.pre_value(d) {
                self.kill_def(st, v);
                if q.opcode == "IMPLICIT_DEF" && d.sub_reg.is_none() {
                    st.set_undef(v);
                }
            }
        }
    }

    /// Executes a matched pair: `q`'s semantics on `p`'s registers.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exec_matched(
        &self,
        b: usize,
        j: usize,
        q: &Inst,
        p: &Inst,
        pairs: &[RegPair],
        st: &mut State,
        rep: &mut Report,
    ) {
        rep.stats.matched += 1;
        // Uses.
        for pr in pairs.iter().filter(|pr| !pr.pre.is_def) {
            let Some(val) = self.pre_value(pr.pre) else {
                continue;
            };
            let preg = match pr.post.reg {
                Reg::Phys(x) => x,
                _ => {
                    self.error(
                        rep,
                        b,
                        Side::Post,
                        j,
                        p,
                        Some(self.operand_name(pr.index, pr.post)),
                        Some(self.render_value(val)),
                        None,
                        "operand is not a physical register after allocation".to_string(),
                    );
                    continue;
                }
            };
            self.check_class(b, j, p, pr, preg, rep);
            if pr.pre.undef {
                continue;
            }
            if let Reg::Virt(v) = pr.pre.reg {
                if self.partial_undef_vregs.contains(&v) {
                    continue;
                }
            }
            if self.maybe_undef(st, val) {
                continue;
            }
            rep.stats.uses_checked += 1;
            let c = self.contents(st, preg);
            if !c
                .iter()
                .any(|&w| st.same_value(val, w) || self.remat_twins(val, w))
            {
                let wher = self.locations_of(st, val);
                self.error(
                    rep,
                    b,
                    Side::Post,
                    j,
                    p,
                    Some(self.operand_name(pr.index, pr.post)),
                    Some(format!(
                        "{}{}{}",
                        self.render_value(val),
                        match pr.pre.reg {
                            Reg::Virt(_) => " (its value before allocation)",
                            _ => "",
                        },
                        if wher.is_empty() {
                            ", which is nowhere".to_string()
                        } else {
                            format!(", which is in {}", wher.join(", "))
                        }
                    )),
                    Some(format!(
                        "{} in ${}",
                        self.render_values(&c),
                        self.t.mir_name(preg)
                    )),
                    "use reads the wrong value".to_string(),
                );
            }
        }
        self.check_constraints(b, j, p, rep);
        self.check_subreg_to_reg(b, j, q, p, pairs, st, rep);
        self.check_return(b, j, p, st, rep);
        // Memory the instruction addresses: no longer a known spill slot.
        // The add-immediate (`%a = ADDI %stack.0, 4`, `$x10 = ADDI $x2,
        // 20`) computes an address and accesses nothing: the slots stay.
        // (Spill slots never have their address taken, so no access
        // through such an address reaches them.)
        // A plain load (its memory operands say so: a frame walker reading
        // the saved return address through the frame pointer) changes
        // nothing either.
        // (the target's add-immediate, `ADDXri %stack.0, 0, 0`,
        // is the address computation where it is not the copy opcode.)
        let add_imm = self.t.frame_ops.as_ref().map(|o| o.add_imm);
        let addresses_only = self.addi.as_deref() == Some(q.opcode.as_str())
            || add_imm == Some(q.opcode.as_str())
            || loads_only(q);
        if !addresses_only {
            for (k, o) in q.operands.iter().enumerate() {
                if let Operand::FrameIndex { fixed, id, .. } = o {
                    let (fixed, id) = (*fixed, *id);
                    let of_object = |s: &Slot| matches!(s, Slot::Frame { fixed: f, id: i, .. } if *f == fixed && *i == id);
                    if st.slots.keys().any(of_object) {
                        Rc::make_mut(&mut st.slots).retain(|s, _| !of_object(s));
                    }
                    {
                        if let (Some(Operand::Imm(off)), Some(a)) =
                            (q.operands.get(k + 1), self.object_address(st, fixed, id, 0))
                        {
                            let off = off.wrapping_mul(self.fi_scale(&q.opcode));
                            self.clear_near(st, (a.0, a.1.wrapping_add(off)), self.access_width(q));
                        }
                    }
                }
            }
            for (k, o) in p.operands.iter().enumerate() {
                if let (Operand::Reg(r), Some(Operand::Imm(off))) = (o, p.operands.get(k + 1)) {
                    if let (Reg::Phys(base), false) = (r.reg, r.is_def) {
                        let off = off.wrapping_mul(self.fi_scale(&p.opcode));
                        if let Some(a) = self.address(st, base, off) {
                            self.clear_near(st, a, self.access_width(p));
                        }
                    }
                }
            }
        }
        // A frame-lowering constant (`$x5 = LUI 1` matching a pre
        // `%v = LUI 1`) is also tracked as such, for sp arithmetic.
        let konst = self
            .frame_value(p, st)
            .filter(|v| matches!(v, Value::Const(_)));
        // Calls: registers the mask does not preserve lose their values.
        self.apply_masks(p, st);
        // Defs. A matched COPY: the def's value joins the source's
        // locations (they are equal), and the dest gets all of them.
        let copy_src: Option<Vec<Value>> = if q.is_copy() && copy_regs(q).is_some() {
            self.apply_skip(q, st);
            pairs
                .iter()
                .find(|pr| !pr.pre.is_def)
                .and_then(|pr| match pr.post.reg {
                    Reg::Phys(s) => Some(self.contents(st, s)),
                    _ => None,
                })
        } else {
            None
        };
        // A matched cross-class move (`%13 = FMV_X_D %12` as `$x12 =
        // FMV_X_D $f0`) copies bits exactly, so its dest also holds what
        // the source held, as a post-only move's would: a later move back
        // may serve as a softened reload of the source.
        let cross_src = if copy_src.is_none() {
            self.cross_move_contents(p, st).map(|mut v| {
                v.extend(
                    self.cross_srcs(p)
                        .into_iter()
                        .flat_map(|s| self.derived_of(st, p, s)),
                );
                sorted(v)
            })
        } else {
            None
        };
        // `%d = OP %s` with OP a cross-class move: remember it (after the
        // defs are written, below), so a post-only `OP` of `%s` yields `%d`.
        let derive: Option<(Value, u16, Value)> = if copy_src.is_none() {
            self.cross_form(p).and_then(|(k, _)| {
                let mut uses = pairs.iter().filter(|pr| !pr.pre.is_def);
                let mut defs = pairs.iter().filter(|pr| pr.pre.is_def && !pr.pre.implicit);
                let (u, d) = (uses.next()?, defs.next()?);
                if uses.any(|pr| !pr.pre.implicit) || defs.next().is_some() {
                    return None;
                }
                let (Reg::Virt(_), None, Reg::Virt(_), None) =
                    (u.pre.reg, u.pre.sub_reg, d.pre.reg, d.pre.sub_reg)
                else {
                    return None;
                };
                let (sv, dv) = (self.pre_value(u.pre)?, self.pre_value(d.pre)?);
                (sv != dv).then_some((sv, k as u16, dv))
            })
        } else {
            None
        };
        let defs: Vec<(Value, PReg)> = pairs
            .iter()
            .filter(|pr| pr.pre.is_def)
            .filter_map(|pr| match (self.pre_value(pr.pre), pr.post.reg) {
                (Some(v), Reg::Phys(x)) => Some((v, x)),
                _ => None,
            })
            .collect();
        for pr in pairs.iter().filter(|pr| pr.pre.is_def) {
            if let Reg::Phys(x) = pr.post.reg {
                self.check_class(b, j, p, pr, x, rep);
            }
        }
        if copy_src.is_none() {
            for (v, _) in &defs {
                self.kill_def(st, *v);
            }
        }
        for pr in pairs.iter().filter(|pr| pr.pre.is_def) {
            if let (None, Reg::Phys(x)) = (self.pre_value(pr.pre), pr.post.reg) {
                // A def of an untracked pre register (reserved): clobber.
                self.write(st, x, &[]);
            }
        }
        // The program itself moving sp (a dynamic alloca: `$sp = COPY %1`)
        // makes it unknown until the epilogue restores it from the frame
        // pointer. (Calls and call-frame pseudos define sp implicitly: they
        // leave it balanced.)
        if p.operands.iter().any(|o| {
            matches!(o, Operand::Reg(r) if r.is_def && !r.implicit && r.reg == Reg::Phys(self.sp))
        }) {
            st.sp = None;
        }
        // A constant computation (`%59 = ADDI %stack.2, 0`, kept because
        // `%59` has other definitions) also yields every rematerialisable
        // pre value defined identically (`%58 = ADDI %stack.2, 0`, deleted
        // and served from `%59`'s register).
        let twins = if copy_src.is_none() && defs.len() == 1 {
            self.constant_twins(q)
        } else {
            Vec::new()
        };
        for &(v, _) in &defs {
            // ... and, until redefined, equals them wherever they are (a
            // later rematerialisation of `%58` serves a use of `%59`).
            for &w in twins.iter().filter(|w| **w != v) {
                st.add_alias((v, w));
            }
        }
        for (v, x) in defs {
            let mut vals = vec![v];
            vals.extend(twins.iter().copied().filter(|w| *w != v));
            if let Some(src) = &copy_src {
                vals.extend(src.iter().copied());
            }
            if let Some(src) = &cross_src {
                vals.extend(src.iter().copied().filter(|w| *w != v));
            }
            vals.extend(konst);
            self.write(st, x, &vals);
        }
        if let Some(x) = derive {
            st.add_derived(x);
        }
        // Sub-register defs that define the whole register
        // (check/subregs.rs).
        self.zext_defs(pairs, st);
        self.subreg_to_reg_alias(q, st);
        if q.opcode == "IMPLICIT_DEF" {
            for d in q.defs().filter(|d| d.sub_reg.is_none()) {
                if let Some(v) = self.pre_value(d) {
                    st.set_undef(v);
                }
            }
        }
    }

    /// The cross-class move form `p` has (its index in the forms, and the
    /// match).
    pub(super) fn cross_form(&self, p: &Inst) -> Option<(usize, FormMatch)> {
        self.forms.iter().enumerate().find_map(|(k, f)| {
            if !matches!(f.kind, FormKind::Cross { .. }) || f.opcode != p.opcode {
                return None;
            }
            let m = self.match_form(f, p)?;
            (m.dst.is_some() && !m.srcs.is_empty()).then_some((k, m))
        })
    }

    /// The source registers of `p` as a cross-class move.
    pub(super) fn cross_srcs(&self, p: &Inst) -> Vec<PReg> {
        self.cross_form(p).map(|(_, m)| m.srcs).unwrap_or_default()
    }

    /// The pre values a cross-class move `p` computes from source register
    /// `s` through the derived facts of `st` (see [`State::derived`]).
    pub(super) fn derived_of(&self, st: &State, p: &Inst, s: PReg) -> Vec<Value> {
        if st.derived.is_empty() {
            return Vec::new();
        }
        let held = self.contents(st, s);
        st.derived
            .iter()
            .filter(|(sv, k, _)| {
                self.forms
                    .get(*k as usize)
                    .is_some_and(|f| f.opcode == p.opcode)
                    && held.contains(sv)
            })
            .map(|(_, _, d)| *d)
            .collect()
    }

    /// When `p` has the shape of one of the target's cross-class moves,
    /// what its source register holds, restricted to the values the move
    /// carries whole (see the module doc).
    pub(super) fn cross_move_contents(&self, p: &Inst, st: &State) -> Option<Vec<Value>> {
        for f in &self.forms {
            let FormKind::Cross { bits, full } = f.kind else {
                continue;
            };
            if f.opcode != p.opcode {
                continue;
            }
            let Some(m) = self.match_form(f, p) else {
                continue;
            };
            let (Some(_), Some(&s)) = (m.dst, m.srcs.first()) else {
                continue;
            };
            if m.srcs.iter().any(|x| *x != s) || !self.tracked(s) {
                continue;
            }
            let vals = self.contents(st, s);
            return Some(if full {
                vals
            } else {
                vals.into_iter()
                    .filter(|v| self.value_width(*v).is_some_and(|w| w <= bits))
                    .collect()
            });
        }
        None
    }

    pub(super) fn check_class(
        &self,
        b: usize,
        j: usize,
        p: &Inst,
        pr: &RegPair,
        preg: PReg,
        rep: &mut Report,
    ) {
        let Reg::Virt(v) = pr.pre.reg else { return };
        let Some(c) = self.pre.vreg_class(v) else {
            return;
        };
        let ci = self.t.class(c);
        if !self.in_class(pr.pre, preg) {
            self.error(
                rep,
                b,
                Side::Post,
                j,
                p,
                Some(self.operand_name(pr.index, pr.post)),
                Some(format!(
                    "a register of class {} (for %{})",
                    ci.mir_name, v.0
                )),
                Some(format!("${}", self.t.mir_name(preg))),
                "register is not in the virtual register's class".to_string(),
            );
        }
    }

    /// Tied operands share the def's register; early-clobber defs share no
    /// unit with a use.
    pub(super) fn check_constraints(&self, b: usize, j: usize, p: &Inst, rep: &mut Report) {
        for (k, r) in p.reg_operands() {
            if let Some(t) = self.t.tied_def(p, k) {
                let ok = matches!(p.operands.get(t), Some(Operand::Reg(d)) if d.reg == r.reg);
                if !ok {
                    let d = match p.operands.get(t) {
                        Some(o) => render_operand(o, self.post, self.t),
                        None => "nothing".to_string(),
                    };
                    self.error(
                        rep,
                        b,
                        Side::Post,
                        j,
                        p,
                        Some(self.operand_name(k, r)),
                        Some(format!("the register of operand {t}")),
                        Some(d),
                        "tied use is not in the register of its def".to_string(),
                    );
                }
            }
            if r.is_def && r.early_clobber {
                let Reg::Phys(d) = r.reg else { continue };
                for (k2, u) in p.reg_operands() {
                    // A use tied to this def is its input (`$Rn =
                    // $wback` of a post-indexed load), not an overlap.
                    if u.is_def || u.undef || self.t.tied_def(p, k2) == Some(k) {
                        continue;
                    }
                    if let Reg::Phys(x) = u.reg {
                        if self.tracked(x) && self.t.overlaps(x, d) {
                            self.error(
                                rep,
                                b,
                                Side::Post,
                                j,
                                p,
                                Some(self.operand_name(k, r)),
                                Some(
                                    "a register sharing no unit with the instruction's uses"
                                        .to_string(),
                                ),
                                Some(format!(
                                    "{} is also use {}",
                                    render_reg(r.reg, self.post, self.t),
                                    self.operand_name(k2, u)
                                )),
                                "early-clobber def overlaps a use".to_string(),
                            );
                        }
                    }
                }
            }
        }
    }

    pub(super) fn apply_masks(&self, p: &Inst, st: &mut State) {
        for m in p.reg_masks() {
            let mask = self.t.reg_mask(m);
            let kept = |&(_, r): &(Value, PReg)| mask.preserves(r) || self.t.is_zero_reg(r);
            for facts in &mut st.units {
                if !facts.iter().all(kept) {
                    Rc::make_mut(facts).retain(kept);
                }
            }
        }
    }

    /// Interprets a post instruction with no pre counterpart; `None` if it
    /// is not one of the allowed kinds (the state is then unchanged).
    pub(super) fn exec_post_only(&self, p: &Inst, st: &mut State) -> Option<PostOnly> {
        let explicit_defs: Vec<&RegOperand> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Reg(r) if r.is_def && !r.implicit => Some(r),
                _ => None,
            })
            .collect();
        if p.opcode == "KILL"
            || ((p.is_debug() || p.opcode == "CFI_INSTRUCTION") && explicit_defs.is_empty())
        {
            return Some(PostOnly::Frame);
        }
        if p.opcode == "IMPLICIT_DEF" {
            for d in &explicit_defs {
                if let Reg::Phys(x) = d.reg {
                    self.write(st, x, &[]);
                }
            }
            return Some(PostOnly::Frame);
        }
        let dst = match explicit_defs.as_slice() {
            [d] => match d.reg {
                Reg::Phys(x) if d.sub_reg.is_none() => Some(x),
                _ => return None,
            },
            [] => None,
            _ => return None,
        };
        // COPY $dst, $src.
        if p.is_copy() {
            let (Some(d), Some((_, s))) = (dst, p.reg_operands().find(|(_, r)| !r.is_def)) else {
                return None;
            };
            let Reg::Phys(sr) = s.reg else { return None };
            if s.sub_reg.is_some() {
                return None;
            }
            let vals = self.image(st, sr);
            self.write(st, d, &vals);
            return Some(PostOnly::Copy);
        }
        // Rematerialisation (never into sp: `$sp = ADDI $sp, -N` is not a
        // remat of `%a = ADDI %stack.K, 0` when object K sits at sp + 0).
        if let (Some(d), Some(list)) = (
            dst.filter(|d| *d != self.sp),
            self.remat.get(p.opcode.as_str()),
        ) {
            let vals: Vec<Value> = list
                .iter()
                .filter(|(_, q)| {
                    q.operands.len() == p.operands.len()
                        && self
                            .pair_operands_scaled(
                                &q.operands[1..],
                                &p.operands[1..],
                                st,
                                1,
                                (self.fi_scale(&q.opcode), self.fi_scale(&p.opcode)),
                            )
                            .is_some()
                })
                .map(|(v, q)| super::matching::remat_value(*v, q))
                .collect();
            if !vals.is_empty() {
                // A remat that is also frame arithmetic (`$x5 = LUI 1`
                // when some pre `%v = LUI 1` exists) keeps its constant,
                // and a stack address stays one (`$x8 = frame-setup
                // ADDXri $sp, 0, 0`, the copy of sp a realignment ands, is
                // also a remat of `%67 = ADDXri %stack.0, 0, 0`).
                let mut vals = vals;
                vals.extend(
                    self.frame_value(p, st)
                        .filter(|v| matches!(v, Value::Const(_) | Value::SpAddr(..))),
                );
                // ... and a stack address stays one (`$x9 = ADDI $sp, 0`
                // keeping the realigned sp is also a remat of `%7 = ADDI
                // %stack.0, 0` when that object sits at sp + 0).
                vals.extend(self.addi_address(p, st));
                let vals = sorted(vals);
                self.write(st, d, &vals);
                return Some(PostOnly::Remat);
            }
        }
        // Operand rematerialisation: `$r = OP $s, imm` recomputes `%v = OP
        // %w, imm` (its unique def, `%w` defined once in the entry block)
        // when `$s` holds `%w`'s value and `$r` is in `%v`'s class.
        if let (Some(d), Some(list)) = (
            dst.filter(|d| *d != self.sp && !self.op_remat.is_empty()),
            self.op_remat.get(&op_remat_key(p)),
        ) {
            let vals: Vec<Value> = list
                .iter()
                .filter(|(_, q)| self.op_remat_matches(q, p, d, st))
                .map(|(v, _)| Value::V(v.0))
                .collect();
            if !vals.is_empty() {
                self.write(st, d, &sorted(vals));
                return Some(PostOnly::Remat);
            }
        }
        // Stack-pointer arithmetic: `$r = ADDI $base, k`.
        if self.addi.as_deref() == Some(p.opcode.as_str()) {
            if let (Some(d), [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)]) =
                (dst, p.operands.as_slice())
            {
                if let Reg::Phys(br) = base.reg {
                    if let Some(a) = self.address(st, br, *k) {
                        if d == self.sp {
                            st.sp = Some(a);
                        } else {
                            self.write(st, d, &[Value::SpAddr(a.0, a.1)]);
                        }
                        return Some(PostOnly::Frame);
                    }
                }
            }
        }
        // Stack realignment in the prologue: `$sp = ANDI $sp, -A` (the
        // target's `AndImm`) with sp known relative to its entry value
        // starts the realigned base.
        // (or `$sp = ANDXri $x9, <logical immediate>` with $x9
        // a copy of sp, on a target whose AndImm cannot read sp.)
        let fo = self.t.frame_ops.as_ref();
        if let (Some(d), Some(and_imm)) = (dst, fo.and_then(|o| o.and_imm)) {
            let logical = fo.is_some_and(|o| o.and_imm_logical);
            if p.opcode == and_imm && d == self.sp {
                if let (
                    [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)],
                    Some((Base::Entry, s)),
                ) = (p.operands.as_slice(), st.sp)
                {
                    let a = if logical {
                        decode_align_mask(*k)
                    } else {
                        k.checked_neg()
                    }
                    .filter(|a| *a > 0 && (*a as u64).is_power_of_two());
                    if let (Some(a), Reg::Phys(br)) = (a, base.reg) {
                        let is_sp =
                            br == self.sp || self.address(st, br, 0) == Some((Base::Entry, s));
                        if is_sp && st.realign.is_none() {
                            st.sp = Some((Base::Realigned, 0));
                            st.realign = Some((s, a));
                            return Some(PostOnly::Frame);
                        }
                    }
                }
            }
        }
        if let Some(k) = self.frame_arith(p, dst, st) {
            return Some(k);
        }
        // A call frame pushed or popped (`$sp = ADDI $sp, -16`, `$sp =
        // SUBXri $sp, 16, 0`: any of the target's sp adjustments that
        // reads sp) while dynamic allocas have made sp unknown: it stays
        // unknown.
        if st.sp.is_none()
            && self.is_sp_adjustment(p)
            && matches!(p.reg_operands().find(|(_, r)| !r.is_def), Some((_, r)) if r.reg == Reg::Phys(self.sp))
        {
            return Some(PostOnly::Frame);
        }
        // Copy, spill, reload and cross-class move forms.
        for f in &self.forms {
            if f.opcode != p.opcode {
                continue;
            }
            let Some(m) = self.match_form(f, p) else {
                continue;
            };
            match f.kind {
                FormKind::Copy | FormKind::Cross { .. } => {
                    let (Some(d), Some(&s)) = (m.dst, m.srcs.first()) else {
                        continue;
                    };
                    // A cross-class move may read the zero register (a
                    // softened spill of a constant): its contents are known.
                    let zero_cross =
                        self.t.is_zero_reg(s) && matches!(f.kind, FormKind::Cross { .. });
                    if m.srcs.iter().any(|x| *x != s) || (!self.tracked(s) && !zero_cross) {
                        continue;
                    }
                    let mut vals: Vec<Value> = match f.kind {
                        FormKind::Cross { bits, full: false } => self
                            .contents(st, s)
                            .into_iter()
                            .filter(|v| self.value_width(*v).is_some_and(|w| w <= bits))
                            .collect(),
                        _ => self.image(st, s),
                    };
                    if matches!(f.kind, FormKind::Cross { .. }) {
                        vals.extend(self.derived_of(st, p, s));
                        vals = sorted(vals);
                    }
                    self.write(st, d, &vals);
                    return Some(if f.kind == FormKind::Copy {
                        PostOnly::Copy
                    } else {
                        PostOnly::Cross
                    });
                }
                FormKind::Store => {
                    let (Some(&s), Some(sr)) = (m.srcs.first(), m.slot) else {
                        continue;
                    };
                    let Some(slot) = self.slot_of(st, sr, f.width) else {
                        continue;
                    };
                    // With the parts its sub-registers hold (check/subregs.rs).
                    let vals = self.image(st, s);
                    if let Slot::Sp(b, a, w) = slot {
                        self.clear_near(st, (b, a), w);
                    }
                    for &v in &vals {
                        st.note(v);
                    }
                    let slots = Rc::make_mut(&mut st.slots);
                    slots.remove(&slot);
                    if !vals.is_empty() {
                        slots.insert(slot, vals);
                    }
                    return Some(PostOnly::Spill);
                }
                FormKind::Load => {
                    let (Some(d), Some(sr)) = (m.dst, m.slot) else {
                        continue;
                    };
                    let Some(slot) = self.slot_of(st, sr, f.width) else {
                        continue;
                    };
                    let vals = st.slots.get(&slot).cloned().unwrap_or_default();
                    self.write(st, d, &vals);
                    return Some(PostOnly::Reload);
                }
            }
        }
        None
    }

    /// The constant register `p` certainly holds (the zero register: 0).
    pub(super) fn constant(&self, st: &State, p: PReg) -> Option<i64> {
        if self.t.is_zero_reg(p) {
            return Some(0);
        }
        self.contents(st, p).iter().find_map(|v| match v {
            Value::Const(c) => Some(*c),
            _ => None,
        })
    }

    /// Large-frame arithmetic with the target's frame-lowering opcodes
    /// ([`crate::target::FrameOps`]): `$r = LUI hi` and `$r = ADDI $r, k`
    /// build constants, `$d = ADD $a, $b` with one side the stack pointer
    /// (or a stack address) and the other a constant computes an address
    /// (or moves sp). The sums wrap like the register (width of the stack
    /// pointer's class).
    pub(super) fn frame_arith(
        &self,
        p: &Inst,
        dst: Option<PReg>,
        st: &mut State,
    ) -> Option<PostOnly> {
        let d = dst?;
        let result = self.frame_value(p, st)?;
        if d == self.sp {
            let Value::SpAddr(b, a) = result else {
                return None;
            };
            st.sp = Some((b, a));
        } else {
            self.write(st, d, &[result]);
        }
        Some(PostOnly::Frame)
    }

    /// The constant or stack address post instruction `p` computes with
    /// the frame-lowering opcodes (see [`Checker::frame_arith`]).
    pub(super) fn frame_value(&self, p: &Inst, st: &State) -> Option<Value> {
        let fo = self.t.frame_ops.as_ref()?;
        // Only the frame-lowering opcodes compute anything here.
        let is = |o: Option<&str>| o == Some(p.opcode.as_str());
        if !is(fo.load_upper)
            && !is(fo.load_const)
            && !is(fo.sub_imm)
            && p.opcode != fo.add_imm
            && p.opcode != fo.add_reg
        {
            return None;
        }
        let regs: Vec<(PReg, bool)> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Reg(r) if !r.is_def && !r.implicit && r.sub_reg.is_none() => match r.reg {
                    Reg::Phys(x) => Some((x, true)),
                    _ => Some((PReg(0), false)),
                },
                _ => None,
            })
            .collect();
        if regs.iter().any(|(_, ok)| !ok) {
            return None;
        }
        let imms: Vec<i64> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Imm(n) => Some(*n),
                _ => None,
            })
            .collect();
        // Implicit defs (flags) are not operands of the arithmetic.
        let implicit = p
            .operands
            .iter()
            .filter(|o| matches!(o, Operand::Reg(r) if r.implicit))
            .count();
        if imms.len() + regs.len() + 1 + implicit != p.operands.len() {
            return None;
        }
        let width = self.sp_bits;
        let wrap = |x: i64| -> i64 {
            if width >= 64 {
                x
            } else {
                let sh = 64 - width;
                (x << sh) >> sh
            }
        };
        // The add/sub-immediate's addend: `imm` or `imm << shift` (a
        // target whose form has a shift operand), negated by SubImm.
        let addend = || -> Option<i64> {
            let v = match (fo.shifts.is_empty(), imms.as_slice()) {
                (true, [v]) => *v,
                (false, [v, sh]) if fo.shifts.contains(&u32::try_from(*sh).ok()?) => {
                    v.checked_shl(*sh as u32)?
                }
                _ => return None,
            };
            Some(if is(fo.sub_imm) { -v } else { v })
        };
        // The register add's addends: its form's trailing immediates are
        // part of the opcode (`ADDXrx64 $sp, $x, 24`), not addends.
        let add_reg_imms = fo
            .add_reg_form
            .operands
            .iter()
            .filter(|o| matches!(o, crate::target::form::FormOperand::Imm(_)))
            .count();
        Some(if is(fo.load_upper) && regs.is_empty() && imms.len() == 1 {
            // Invariant: `hi << imm_bits` sign-extended from bit
            // `imm_bits + upper_bits - 1` (the FrameOps contract).
            let top = (fo.imm_bits + fo.upper_bits).clamp(1, 64);
            let v = imms[0].wrapping_shl(fo.imm_bits);
            let sh = 64 - top;
            Value::Const(wrap((v << sh) >> sh))
        } else if is(fo.load_const) && regs.is_empty() && imms.len() == 1 {
            Value::Const(wrap(imms[0]))
        } else if (p.opcode == fo.add_imm || is(fo.sub_imm)) && regs.len() == 1 {
            let k = addend()?;
            if let Some(c) = self.constant(st, regs[0].0) {
                Value::Const(wrap(c.wrapping_add(k)))
            } else {
                // `$fp = ADDXri $sp, 16, 0`: a stack address.
                let (b, a) = self.address(st, regs[0].0, k)?;
                Value::SpAddr(b, wrap(a))
            }
        } else if p.opcode == fo.add_reg && regs.len() == 2 && imms.len() == add_reg_imms {
            let (a, b) = (regs[0].0, regs[1].0);
            let base = |r: PReg| self.address(st, r, 0);
            match (base(a), base(b), self.constant(st, a), self.constant(st, b)) {
                (Some((b, x)), _, _, Some(c)) | (_, Some((b, x)), Some(c), _) => {
                    Value::SpAddr(b, wrap(x.wrapping_add(c)))
                }
                (_, _, Some(x), Some(y)) => Value::Const(wrap(x.wrapping_add(y))),
                _ => return None,
            }
        } else {
            return None;
        })
    }

    /// The stack address post instruction `p` computes when it is the
    /// add-immediate of a register holding one (`$x8 = ADDI $sp, 16`).
    pub(super) fn addi_address(&self, p: &Inst, st: &State) -> Option<Value> {
        if self.addi.as_deref() != Some(p.opcode.as_str()) {
            return None;
        }
        let [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)] = p.operands.as_slice() else {
            return None;
        };
        let Reg::Phys(br) = base.reg else { return None };
        self.address(st, br, *k).map(|(b, a)| Value::SpAddr(b, a))
    }

    /// Is post instruction `p` frame arithmetic on the stack pointer (`$sp
    /// = ADDI $sp, k`, `$sp = ADD $sp, $r`: the target's frame-lowering
    /// opcodes, with sp the only explicit def)?
    pub(super) fn is_sp_adjustment(&self, p: &Inst) -> bool {
        let Some(fo) = self.t.frame_ops.as_ref() else {
            return false;
        };
        let mut defs = p
            .operands
            .iter()
            .filter(|o| matches!(o, Operand::Reg(r) if r.is_def && !r.implicit));
        matches!(
            (defs.next(), defs.next()),
            (Some(Operand::Reg(r)), None) if r.reg == Reg::Phys(self.sp)
        ) && (p.opcode == fo.add_imm
            || p.opcode == fo.add_reg
            || fo.sub_imm == Some(p.opcode.as_str()))
    }

    /// The stack address `base + off` if `base` is the stack pointer or
    /// holds a stack address (a frame or base pointer).
    pub(super) fn address(&self, st: &State, base: PReg, off: i64) -> Option<(Base, i64)> {
        if base == self.sp {
            return st.sp.map(|(b, s)| (b, s + off));
        }
        self.contents(st, base).iter().find_map(|v| match v {
            Value::SpAddr(b, a) => Some((*b, a + off)),
            _ => None,
        })
    }

    pub(super) fn slot_of(&self, st: &State, r: SlotRef, width: i64) -> Option<Slot> {
        match r {
            SlotRef::Fi { fixed, id, off } => Some(Slot::Frame { fixed, id, off }),
            SlotRef::Based(b, off) => self
                .address(st, b, off)
                .map(|(base, a)| Slot::Sp(base, a, width)),
        }
    }

    /// The address of a frame object + offset, from the allocated
    /// function's frame tables (post-PEI: offsets are final). Objects are
    /// at entry sp + their offset, except, in a realigned frame, the ones
    /// frame lowering places below the realigned sp's frame (not fixed, not
    /// callee-saved save slots): realigned sp + `stackSize` + offset.
    pub(super) fn object_address(
        &self,
        st: &State,
        fixed: bool,
        id: u32,
        off: i64,
    ) -> Option<(Base, i64)> {
        let o = if fixed {
            self.post.fixed_stack_object(id)
        } else {
            self.post.stack_object(id)
        }?;
        if st.realign.is_some() && !fixed && o.callee_saved_register.is_none() {
            return Some((
                Base::Realigned,
                self.post.frame.stack_size as i64 + o.offset + off,
            ));
        }
        Some((Base::Entry, o.offset + off))
    }

    /// Forgets the sp slots that `w` bytes at `base + addr` may overlap.
    pub(super) fn clear_near(&self, st: &mut State, (base, addr): (Base, i64), w: i64) {
        let realign = st.realign;
        let this = entry_range(realign, base, addr, w);
        let kept = |k: &Slot| match *k {
            Slot::Sp(b, a, aw) if b == base => !(a < addr + w && addr < a + aw),
            Slot::Sp(b, a, aw) => {
                let probe = entry_range(realign, b, a, aw);
                match (this, probe) {
                    (Some((lo, hi)), Some((plo, phi))) => !(plo < hi && lo < phi),
                    _ => false,
                }
            }
            Slot::Frame { .. } => true,
        };
        if !st.slots.keys().all(kept) {
            Rc::make_mut(&mut st.slots).retain(|k, _| kept(k));
        }
    }

    /// The bytes an instruction accesses, from its memory operand
    /// (`store (s32) ...`); for a type the operand does not size
    /// (`(p0)`, a vector), the unit of the opcode's scaled frame access
    /// (`STRXui`: 8) or of the access it is the byte-offset twin of
    /// (`STURXi`: 8) if it has one; else the widest spill slot.
    pub(super) fn access_width(&self, inst: &Inst) -> i64 {
        inst.mem
            .iter()
            .filter_map(|m| {
                let rest = &m[m.find("(s")? + 2..];
                let bits: i64 = rest[..rest.find(')')?].parse().ok()?;
                Some((bits + 7) / 8)
            })
            .max()
            .or_else(|| Some(self.fi_scale(&inst.opcode)).filter(|&s| s > 1))
            .or_else(|| self.twin_unit(&inst.opcode))
            .unwrap_or(self.slot_width)
    }

    /// The unit of the scaled frame access whose byte-offset twin is
    /// `opcode` (`STURXi`, the twin of `STRXui`: 8), if above 1.
    fn twin_unit(&self, opcode: &str) -> Option<i64> {
        let d = self.t.desc;
        d.frame_accesses
            .iter()
            .find(|a| {
                a.unscaled
                    .is_some_and(|u| d.opcodes[u as usize].mir_name == opcode)
            })
            .map(|a| i64::from(a.scale))
            .filter(|&s| s > 1)
    }
}

/// Do `i`'s memory operands say it only reads memory (`:: (load (s64)
/// from ...)`, with any flags before `load`; not an atomic `load store`)?
/// Without memory operands nothing is known: `false`.
pub(super) fn loads_only(i: &Inst) -> bool {
    !i.mem.is_empty()
        && i.mem.iter().all(|m| {
            let words: Vec<&str> = m
                .split_whitespace()
                .take_while(|w| !w.starts_with('('))
                .collect();
            words.contains(&"load") && !words.contains(&"store")
        })
}

/// The alignment whose mask `!(align - 1)` has the 64-bit logical-immediate
/// encoding `enc` (N:immr:imms), if it is such a mask.
fn decode_align_mask(enc: i64) -> Option<i64> {
    let (n, immr, imms) = ((enc >> 12) & 1, (enc >> 6) & 63, enc & 63);
    if n != 1 || enc >> 13 != 0 || immr == 0 {
        return None;
    }
    let k = 64 - immr;
    (imms == 63 - k).then(|| 1i64 << k)
}
