//! Instruction matching: pairing a post (allocated) instruction with the
//! next pre instruction (same opcode, same non-register operands,
//! registers compatible), the target's copy/spill/reload/cross-class move
//! forms, which pre instructions may be absent from post (`skippable`),
//! rematerialisable definitions (constant and operand remats), and the
//! ordering rules of the block walk (spill code that resembles the next pre
//! instruction, remats feeding a skipped copy, deleted twins).
//!
//! Invariants:
//! - Matching never changes the state it is given; rules that need to
//!   look ahead run `exec_post_only` on a clone (`trial`).
//! - A rematerialisable definition (`is_remat_candidate`) reads only
//!   reserved registers and immutable fixed stack objects and is the
//!   single definition of its vreg, so it has one value per call wherever
//!   it is recomputed; an operand remat's register operands are single
//!   definitions in an entry block no edge enters.
//! - Every ordering choice keeps every use checked: leaving a pre
//!   definition out only removes its value from the state.

use super::state::{undef_in, Base, State, Value};
use super::{Checker, PostOnly};
use crate::mir::{Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::form::{FormDesc, FormOperand};
use crate::target::{PReg, SubRegIdx, Target};

/// How many post-only instructions may separate spill code that resembles
/// a pre instruction from that instruction's real counterpart.
pub(super) const SPILL_LOOKAHEAD: usize = 32;

/// How a form (`$dst = OP $slot, 0`) names its operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum FormItem {
    Src,
    Slot,
    Imm(i64),
    /// A fixed register use (`$xzr`), or `$noreg` (`None`).
    Fixed(Option<PReg>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FormKind {
    Copy,
    Store,
    Load,
    /// A cross-class move carrying `bits` low bits exactly; `full` when
    /// that covers the whole source register (every value survives).
    /// Otherwise only values whose own width fits in `bits` survive.
    Cross {
        bits: u32,
        full: bool,
    },
}

#[derive(Clone, Debug)]
pub(super) struct Form {
    pub(super) kind: FormKind,
    /// Bytes a store or load of this form accesses (the class's spill size).
    pub(super) width: i64,
    pub(super) opcode: String,
    pub(super) has_dst: bool,
    pub(super) items: Vec<FormItem>,
    /// Bytes per unit of the offset after a lowered slot (`$sp, 3` is
    /// sp + 3 * scale): the opcode's frame access.
    pub(super) scale: i64,
}

/// The checker's view of a target form (typed when the description was
/// made): `None` for a form it does not match (a def other than `$dst`,
/// `$dst` read, `$base`-style frame placeholders).
pub(super) fn parse_form(
    kind: FormKind,
    width: u32,
    opcode: &str,
    form: &FormDesc,
    t: &Target,
) -> Option<Form> {
    let defs = form.defs as usize;
    let has_dst = match &form.operands[..defs] {
        [] => false,
        [FormOperand::Dst] => true,
        _ => return None,
    };
    let mut items = Vec::new();
    for o in &form.operands[defs..] {
        if *o == FormOperand::Slot {
            items.push(FormItem::Slot);
        }
        items.push(match *o {
            FormOperand::Src => FormItem::Src,
            FormOperand::Slot => FormItem::Imm(0),
            FormOperand::SlotBase => FormItem::Slot,
            FormOperand::Imm(n) => FormItem::Imm(n),
            FormOperand::Reg(r) => FormItem::Fixed(Some(PReg(r))),
            FormOperand::NoReg => FormItem::Fixed(None),
            // Implicit operands are not matched (`match_form` skips them).
            FormOperand::ImplicitDef(_) | FormOperand::ImplicitUse(_) => continue,
            _ => return None,
        });
    }
    Some(Form {
        kind,
        width: width as i64,
        opcode: opcode.to_string(),
        has_dst,
        items,
        scale: t.frame_access(opcode).map_or(1, |a| a.scale),
    })
}

/// Where a matched form's slot operand points.
#[derive(Clone, Copy, Debug)]
pub(super) enum SlotRef {
    Fi { fixed: bool, id: u32, off: i64 },
    Based(PReg, i64),
}

pub(super) struct FormMatch {
    pub(super) dst: Option<PReg>,
    pub(super) srcs: Vec<PReg>,
    pub(super) slot: Option<SlotRef>,
}

/// One aligned pair of register operands of a matched instruction.
pub(super) struct RegPair<'a> {
    pub(super) index: usize,
    pub(super) pre: &'a RegOperand,
    pub(super) post: &'a RegOperand,
}

impl Checker<'_> {
    /// Pairs the operands of pre instruction `q` and post instruction `p`
    /// if `p` can be `q` after allocation.
    pub(super) fn try_match<'b>(
        &self,
        q: &'b Inst,
        p: &'b Inst,
        st: &State,
    ) -> Option<Vec<RegPair<'b>>> {
        // Frame lowering may give an access the byte-offset
        // twin of its opcode (`STRWui %stack.0, 0` -> `STURWi $fp, -4`).
        let twin = || {
            self.post_pei
                && self
                    .t
                    .frame_access(&q.opcode)
                    .and_then(|a| a.unscaled)
                    .is_some_and(|u| u == p.opcode)
        };
        if (q.opcode != p.opcode && !twin()) || q.operands.len() != p.operands.len() {
            return None;
        }
        let scales = (self.fi_scale(&q.opcode), self.fi_scale(&p.opcode));
        self.pair_operands_scaled(&q.operands, &p.operands, st, 0, scales)
    }

    /// Bytes per unit of the offset after a frame index or a lowered base
    /// register in `opcode` (its `FrameAccess`; 1 without one).
    pub(super) fn fi_scale(&self, opcode: &str) -> i64 {
        self.t.frame_access(opcode).map_or(1, |a| a.scale)
    }

    /// Pairs the operands `qs` of a pre instruction with the operands `ps`
    /// of a post one (`base`: the index of `qs[0]`); `scales` are the
    /// offset units of their frame accesses (`%stack.N, k` is `k *
    /// scales.0` bytes, `$sp, k` after frame lowering `k * scales.1`).
    pub(super) fn pair_operands_scaled<'b>(
        &self,
        qs: &'b [Operand],
        ps: &'b [Operand],
        st: &State,
        base: usize,
        scales: (i64, i64),
    ) -> Option<Vec<RegPair<'b>>> {
        if qs.len() != ps.len() {
            return None;
        }
        let mut pairs = Vec::new();
        let mut k = 0;
        while k < qs.len() {
            match (&qs[k], &ps[k]) {
                (Operand::Reg(a), Operand::Reg(b)) => {
                    if a.is_def != b.is_def || a.implicit != b.implicit {
                        return None;
                    }
                    match (a.reg, b.reg) {
                        // No allocator gives a vreg a reserved register: the
                        // prologue's `$x2 = ADDI $x2, -16` is not `%2 = ADDI
                        // %stack.0, 0` although both compute entry sp - 16.
                        (Reg::Virt(_), Reg::Phys(y)) if a.is_def && self.t.is_reserved(y) => {
                            return None
                        }
                        (Reg::Virt(_), _) => {}
                        (Reg::Phys(x), Reg::Phys(y)) if x == y => {}
                        (Reg::NoReg, Reg::NoReg) => {}
                        _ => return None,
                    }
                    pairs.push(RegPair {
                        index: base + k,
                        pre: a,
                        post: b,
                    });
                }
                (Operand::Block(a), Operand::Block(b)) => {
                    let na = self.pre.blocks.get(a.index()).map(|x| x.number);
                    let nb = self.post.blocks.get(b.index()).map(|x| x.number);
                    if na.is_none() || na != nb {
                        return None;
                    }
                }
                (Operand::FrameIndex { fixed, id, .. }, Operand::Reg(b)) if !b.is_def => {
                    // `%stack.N, off` became `$sp, off'` in post-PEI code.
                    let (Some(Operand::Imm(qo)), Some(Operand::Imm(po)), Reg::Phys(br)) =
                        (qs.get(k + 1), ps.get(k + 1), b.reg)
                    else {
                        return None;
                    };
                    let want = self.object_address(st, *fixed, *id, qo.wrapping_mul(scales.0))?;
                    if self.address(st, br, po.wrapping_mul(scales.1)) != Some(want) {
                        return None;
                    }
                    k += 1;
                }
                (
                    Operand::FrameIndex {
                        fixed: f1, id: i1, ..
                    },
                    Operand::FrameIndex {
                        fixed: f2, id: i2, ..
                    },
                ) => {
                    if f1 != f2 || i1 != i2 {
                        return None;
                    }
                }
                (a, b) => {
                    if a != b {
                        return None;
                    }
                }
            }
            k += 1;
        }
        Some(pairs)
    }

    /// The value a pre register operand uses or defines (`None`: not tracked).
    pub(super) fn pre_value(&self, r: &RegOperand) -> Option<Value> {
        match r.reg {
            Reg::Virt(v) => Some(match r.sub_reg {
                Some(s) => Value::VSub(v.0, s.0),
                None => Value::V(v.0),
            }),
            // In a function with a frame pointer, the pre function reading
            // it (`__builtin_frame_address`) reads the frame address: the
            // CFA less the area above the frame (LLVM's frame pointer).
            Reg::Phys(p) if self.frame_pointer.is_some_and(|(fp, _)| fp == p) => {
                match (r.sub_reg, self.frame_pointer) {
                    (None, Some((_, a))) => Some(Value::SpAddr(Base::Entry, a)),
                    _ => None,
                }
            }
            Reg::Phys(p)
                if self
                    .frame_pointer
                    .is_some_and(|(fp, _)| self.t.overlaps(fp, p)) =>
            {
                None
            }
            // Writes to the zero registers are discarded: no value.
            Reg::Phys(p) if r.is_def && self.t.is_zero_reg(p) => None,
            Reg::Phys(p) if self.tracked(p) || self.t.is_zero_reg(p) => Some(match r.sub_reg {
                Some(s) => Value::Phys(self.t.sub_reg(p, s).unwrap_or(p).0),
                None => Value::Phys(p.0),
            }),
            _ => None,
        }
    }

    /// Is `val` undefined here (after an `IMPLICIT_DEF` of it, or a copy of
    /// one, on every path to here), equal through a skipped pre copy to a
    /// value undefined here, or a vreg with a sub-register `IMPLICIT_DEF`
    /// (not tracked)? Its value may be anything, so no location is wrong
    /// for it.
    pub(super) fn maybe_undef(&self, st: &State, val: Value) -> bool {
        let undef = |v: Value| {
            undef_in(&st.undef, &v)
                || match v {
                    Value::V(x) | Value::VSub(x, _) => self.partial_undef_vregs.contains(&VReg(x)),
                    _ => false,
                }
        };
        undef(val) || st.aliases.iter().any(|&(d, s)| d == val && undef(s))
    }

    /// Would the uses of `q` read the right values through `pairs`?
    pub(super) fn uses_ok(&self, pairs: &[RegPair], st: &State) -> bool {
        pairs
            .iter()
            .filter(|pr| !pr.pre.is_def && !pr.pre.undef)
            .all(|pr| {
                if let Reg::Virt(v) = pr.pre.reg {
                    if self.partial_undef_vregs.contains(&v) {
                        return true;
                    }
                }
                match (self.pre_value(pr.pre), pr.post.reg) {
                    (None, _) => true,
                    (Some(val), _) if self.maybe_undef(st, val) => true,
                    // The same test as `exec_matched`'s (aliases of skipped
                    // copies and rematerialisable twins count).
                    (Some(val), Reg::Phys(p)) => {
                        let c = self.contents(st, p);
                        c.contains(&val)
                            || c.iter()
                                .any(|&w| st.same_value(val, w) || self.remat_twins(val, w))
                    }
                    (Some(_), _) => false,
                }
            })
    }

    /// Would every register of `pairs` be in its pre vreg's class?
    pub(super) fn classes_ok(&self, pairs: &[RegPair]) -> bool {
        pairs.iter().all(|pr| match pr.post.reg {
            Reg::Phys(preg) => self.in_class(pr.pre, preg),
            _ => true,
        })
    }

    /// Is `preg` a register the pre operand `r` may be given (in its
    /// vreg's class, through its sub-register index)? True for a pre
    /// physical register or a vreg without a class.
    pub(super) fn in_class(&self, r: &RegOperand, preg: PReg) -> bool {
        let Reg::Virt(v) = r.reg else { return true };
        let Some(c) = self.pre.vreg_class(v) else {
            return true;
        };
        let ci = self.t.class(c);
        match r.sub_reg {
            None => ci.contains(preg),
            Some(s) => ci
                .members
                .iter()
                .any(|m| self.t.sub_reg(*m, s) == Some(preg)),
        }
    }

    /// Can `q` be absent from post (and what does its absence do)?
    pub(super) fn skippable(&self, q: &Inst) -> bool {
        if q.is_debug() || q.opcode == "KILL" || q.opcode == "IMPLICIT_DEF" {
            return true;
        }
        if q.is_copy() {
            return copy_regs(q).is_some();
        }
        if let Some((v, _)) = self.remat_of_pre(q) {
            let _ = v;
            return true;
        }
        // An operand remat's def: its value exists only where a checked
        // post-only recomputation (`op_remat_matches`) writes it.
        if self.op_remat_at.contains(&(q as *const Inst)) {
            return true;
        }
        if self.post_pei {
            if let Some(info) = self.t.opcode(&q.opcode) {
                return !info.is_call
                    && !info.is_branch
                    && !info.is_return
                    && !info.is_terminator
                    && !info.defs.is_empty()
                    && info.defs.iter().all(|d| *d == self.sp);
            }
        }
        false
    }

    /// Is post instruction `p` a rematerialisation of the source of pre
    /// copy `q` (`%d = COPY %s` with `%s` rematerialisable, `p` recomputing
    /// `%s`)? Then `p` is executed before `q` is skipped.
    pub(super) fn remat_feeds_copy(&self, q: &Inst, p: &Inst, st: &State) -> bool {
        if !q.is_copy() {
            return false;
        }
        let Some((_, s)) = copy_regs(q) else {
            return false;
        };
        let (Reg::Virt(sv), None) = (s.reg, s.sub_reg) else {
            return false;
        };
        if !self
            .remat
            .get(p.opcode.as_str())
            .is_some_and(|l| l.iter().any(|(v, _)| *v == sv))
        {
            return false;
        }
        let mut trial = st.clone();
        if !matches!(self.exec_post_only(p, &mut trial), Some(PostOnly::Remat)) {
            return false;
        }
        p.defs().any(|d| {
            matches!(d.reg, Reg::Phys(x) if !d.implicit
                && self.contents(&trial, x).contains(&Value::V(sv.0)))
        })
    }

    /// Is `q` an operand remat's definition and `p`, which is not the next
    /// pre instruction that must be matched, a post-only copy,
    /// spill, reload, cross-class move or frame instruction (prologue code
    /// included: to be executed before `q` is reached, rather than leaving
    /// `q` out now, so the two checks of one allocation, before and after
    /// frame lowering, pair the same instructions)?
    pub(super) fn post_only_before_op_remat(
        &self,
        q: &Inst,
        p: &Inst,
        rest_pre: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        if !self.op_remat_at.contains(&(q as *const Inst)) {
            return false;
        }
        // `p` is the next pre instruction that must be matched (past the
        // definitions that may be left out), not spill code that only
        // resembles it (`FSW $f1_f, %stack.0, 28` storing to a local
        // array looks like a spill store).
        if self.next_pre_matches(rest_pre, p, st) {
            return false;
        }
        let mut trial = st.clone();
        matches!(
            self.exec_post_only(p, &mut trial),
            Some(
                PostOnly::Copy
                    | PostOnly::Spill
                    | PostOnly::Reload
                    | PostOnly::Cross
                    | PostOnly::Frame
            )
        )
    }

    /// Does the next pre instruction of `rest_pre` that must be matched
    /// (not skippable) match `p`?
    fn next_pre_matches(&self, rest_pre: &[(usize, &Inst)], p: &Inst, st: &State) -> bool {
        rest_pre
            .iter()
            .map(|&(_, x)| x)
            .find(|x| !self.skippable(x))
            .is_some_and(|n| self.try_match(n, p, st).is_some())
    }

    /// Is `q` a copy from a register the state does not track (the stack
    /// pointer: `%35 = COPY $sp` after a call-frame pseudo) and `p`, which
    /// does not match `q`, a post-only instruction that is not the next
    /// pre instruction that must be matched? Leaving such a copy out
    /// records nothing (its source is in no location), so `p` runs first
    /// and `q` stays to meet its allocated copy (`$x8 = COPY $sp` after a
    /// spill store the allocator put after the call). Either order is
    /// sound: post-only instructions only move or recompute values.
    pub(super) fn post_only_before_untracked_copy(
        &self,
        q: &Inst,
        p: &Inst,
        rest_pre: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        let untracked = q.is_copy()
            && copy_regs(q).is_some_and(|(d, s)| {
                matches!(d.reg, Reg::Virt(_))
                    && matches!(s.reg, Reg::Phys(r) if !self.tracked(r) && !self.t.is_zero_reg(r))
            });
        if !untracked || self.next_pre_matches(rest_pre, p, st) {
            return false;
        }
        let mut trial = st.clone();
        self.exec_post_only(p, &mut trial).is_some()
    }

    /// Post instruction `p` looks like pre instruction `q` (same opcode and
    /// immediates: `LW $x2, 12` reloading a spill slot at sp + 12 vs
    /// `LW %a, 12`) but is spill code: read as a post-only instruction, a
    /// later post instruction of `rest` is `q` with every use right, and
    /// the ones in between (at most [`SPILL_LOOKAHEAD`]) are post-only
    /// spill code too (`SW $x10, $x2, 0` spilling, `$x10 = LW $x2, 4`
    /// reloading, then the real `SW $x10, $x8, 0`). Then `p` is taken as
    /// spill code when its uses as `q` would be wrong.
    pub(super) fn spill_code_first(
        &self,
        q: &Inst,
        p: &Inst,
        rest: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        let mut trial = st.clone();
        if self.exec_post_only(p, &mut trial).is_none() {
            return false;
        }
        self.apply_masks(p, &mut trial);
        // Prologue code does not count against the lookahead: CFI
        // directives, and moves of callee-saved registers' entry values
        // (a softened save `$f5_f = FMV_W_X killed $x1` per saved
        // register, each resembling a pre `FMV_W_X`).
        let mut counted = 0;
        for &(_, n) in rest {
            if counted > SPILL_LOOKAHEAD {
                break;
            }
            if self
                .try_match(q, n, &trial)
                .is_some_and(|pairs| self.uses_ok(&pairs, &trial))
            {
                return true;
            }
            let saves_entry = self.reads_entry_value(n, &trial);
            match self.exec_post_only(n, &mut trial) {
                None => return false,
                Some(PostOnly::Frame) => {}
                Some(_) if saves_entry => {}
                Some(_) => counted += 1,
            }
            self.apply_masks(n, &mut trial);
        }
        false
    }

    /// Does `p` read a register holding a callee-saved register's entry
    /// value (a prologue save)?
    pub(super) fn reads_entry_value(&self, p: &Inst, st: &State) -> bool {
        p.reg_operands().any(|(_, r)| {
            !r.is_def
                && matches!(r.reg, Reg::Phys(x) if self.contents(st, x).iter().any(|v| matches!(v, Value::Entry(_))))
        })
    }

    /// Pre instruction `q` is a deletable rematerialisable definition and a
    /// later pre instruction `n` of the same run of rematerialisable-shaped
    /// definitions (`rest_pre` follows `q`) computes the same thing (`%a =
    /// ADDI $x0, 1; %c = LUI 5; %b = ADDI $x0, 1; %d = LUI 5`) but may not
    /// be deleted (`%b` has several definitions): post instruction `p`,
    /// which matches both, is `n`'s, so `q` is taken as deleted (matching
    /// `p` to `q` would leave `n` without a counterpart) — unless one of
    /// the post instructions after `p` within the run's length (`rest_post`)
    /// matches `n` too: then both definitions are there, in order.
    /// (Taking a deletable definition as deleted is always a sound reading:
    /// every use of its value is still checked.)
    pub(super) fn deleted_twin(
        &self,
        q: &Inst,
        p: &Inst,
        rest_pre: &[(usize, &Inst)],
        rest_post: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        if self.remat_of_pre(q).is_none() || self.try_match(q, p, st).is_none() {
            return false;
        }
        let uses = non_def_operands;
        let run = rest_pre
            .iter()
            .take_while(|(_, x)| is_remat_candidate(x, self.pre, self.t))
            .count();
        let mine = uses(q);
        let Some(&(_, n)) = rest_pre[..run]
            .iter()
            .find(|(_, x)| x.opcode == q.opcode && uses(x) == mine)
        else {
            return false;
        };
        if self.skippable(n) {
            return false;
        }
        let window = &rest_post[..rest_post.len().min(run)];
        if window
            .iter()
            .any(|&(_, a)| self.try_match(n, a, st).is_some())
        {
            return false;
        }
        self.try_match(n, p, st)
            .is_some_and(|pairs| self.uses_ok(&pairs, st))
    }

    pub(super) fn remat_of_pre(&self, q: &Inst) -> Option<(VReg, &Inst)> {
        let v = *self.remat_at.get(&(q as *const Inst as usize))?;
        // Invariant: `remat_at` and `remat_def` index the same entries.
        self.remat_def.get(&v.0).map(|i| (v, *i))
    }

    /// Is the post-only `p` (explicit def `d`) a recomputation of the pre
    /// operand remat `q`: same opcode and non-register operands, `d` in
    /// the class of `q`'s def, every register use of `p` a location
    /// holding the value of `q`'s vreg in the same position (the
    /// `uses_ok` test of matched instructions), no sub-registers.
    pub(super) fn op_remat_matches(&self, q: &Inst, p: &Inst, d: PReg, st: &State) -> bool {
        if q.opcode != p.opcode || q.operands.len() != p.operands.len() {
            return false;
        }
        q.operands
            .iter()
            .zip(&p.operands)
            .all(|(a, b)| match (a, b) {
                (Operand::Reg(a), Operand::Reg(b)) => {
                    if a.is_def != b.is_def
                        || a.implicit != b.implicit
                        || a.sub_reg.is_some()
                        || b.sub_reg.is_some()
                    {
                        return false;
                    }
                    match (a.reg, b.reg) {
                        (Reg::Virt(_), Reg::Phys(y)) if a.is_def => y == d && self.in_class(a, y),
                        (Reg::Virt(w), Reg::Phys(y)) => {
                            let val = Value::V(w.0);
                            self.in_class(a, y)
                                && self
                                    .contents(st, y)
                                    .iter()
                                    .any(|&c| c == val || st.same_value(val, c))
                        }
                        (Reg::Phys(x), Reg::Phys(y)) => x == y && !a.is_def,
                        _ => false,
                    }
                }
                (Operand::Reg(_), _) | (_, Operand::Reg(_)) => false,
                (a, b) => a == b,
            })
    }

    /// Are `a` and `b` rematerialisable pre values (single definitions
    /// that read only reserved registers and immutable memory, see
    /// [`is_remat_candidate`]) defined by identical instructions? Then
    /// they are equal everywhere, as rematerialisation itself assumes: an
    /// allocator may delete one of two identical definitions (`%170 = ADDI
    /// $x0, 7; %1108 = ADDI $x0, 7`) once the other's register serves both.
    pub(super) fn remat_twins(&self, a: Value, b: Value) -> bool {
        let (Value::V(a), Value::V(b)) = (a, b) else {
            return false;
        };
        let def_of = |v: u32| self.remat_def.get(&v).copied();
        let (Some(x), Some(y)) = (def_of(a), def_of(b)) else {
            return false;
        };
        let uses = non_def_operands;
        x.opcode == y.opcode
            && self.pre.vreg_class(VReg(a)) == self.pre.vreg_class(VReg(b))
            && uses(x) == uses(y)
    }

    /// The rematerialisable pre values defined by an instruction identical
    /// to `q` (same opcode and operands but the def), when `q` itself reads
    /// only constants (see [`is_remat_candidate`]): they equal `q`'s def.
    pub(super) fn constant_twins(&self, q: &Inst) -> Vec<Value> {
        let Some(list) = self.remat.get(q.opcode.as_str()) else {
            return Vec::new();
        };
        if !is_remat_candidate(q, self.pre, self.t) {
            return Vec::new();
        }
        let uses = non_def_operands;
        let mine = uses(q);
        list.iter()
            .filter(|(_, i)| uses(i) == mine)
            .map(|(v, _)| Value::V(v.0))
            .collect()
    }

    pub(super) fn match_form(&self, f: &Form, p: &Inst) -> Option<FormMatch> {
        let mut ops: Vec<&Operand> = p
            .operands
            .iter()
            .filter(|o| !matches!(o, Operand::Reg(r) if r.implicit))
            .collect();
        let mut dst = None;
        if f.has_dst {
            match ops.first() {
                Some(Operand::Reg(r)) if r.is_def => {
                    let Reg::Phys(x) = r.reg else { return None };
                    dst = Some(x);
                }
                _ => return None,
            }
            ops.remove(0);
        }
        let mut srcs = Vec::new();
        let mut slot = None;
        let (mut i, mut k) = (0, 0);
        while i < f.items.len() {
            let o = ops.get(k)?;
            match &f.items[i] {
                FormItem::Src => {
                    let Operand::Reg(r) = o else { return None };
                    if r.is_def || r.sub_reg.is_some() {
                        return None;
                    }
                    let Reg::Phys(x) = r.reg else { return None };
                    srcs.push(x);
                }
                FormItem::Slot => match o {
                    Operand::FrameIndex { fixed, id, .. } => {
                        let off = match (f.items.get(i + 1), ops.get(k + 1)) {
                            (Some(FormItem::Imm(_)), Some(Operand::Imm(n))) => {
                                i += 1;
                                k += 1;
                                *n
                            }
                            _ => 0,
                        };
                        slot = Some(SlotRef::Fi {
                            fixed: *fixed,
                            id: *id,
                            off,
                        });
                    }
                    Operand::Reg(r) if !r.is_def => {
                        let Reg::Phys(base) = r.reg else { return None };
                        let (Some(FormItem::Imm(_)), Some(Operand::Imm(n))) =
                            (f.items.get(i + 1), ops.get(k + 1))
                        else {
                            return None;
                        };
                        slot = Some(SlotRef::Based(base, n.wrapping_mul(f.scale)));
                        i += 1;
                        k += 1;
                    }
                    _ => return None,
                },
                FormItem::Imm(n) => {
                    if *o != &Operand::Imm(*n) {
                        return None;
                    }
                }
                FormItem::Fixed(r) => {
                    let Operand::Reg(x) = o else { return None };
                    let want = r.map_or(Reg::NoReg, Reg::Phys);
                    if x.is_def || x.reg != want {
                        return None;
                    }
                }
            }
            i += 1;
            k += 1;
        }
        if k != ops.len() {
            return None;
        }
        Some(FormMatch { dst, srcs, slot })
    }
}

/// `COPY`'s def and use (one each).
pub(super) fn copy_regs(q: &Inst) -> Option<(&RegOperand, &RegOperand)> {
    let mut regs = q.reg_operands().map(|(_, r)| r);
    let d = regs.next()?;
    let s = regs.next()?;
    if !d.is_def || s.is_def || regs.next().is_some() {
        return None;
    }
    Some((d, s))
}

/// An instruction's operands but its register defs (what two identical
/// definitions share).
/// What a rematerialisable definition computes, its def aside: the
/// operands that are not defs, and the sub-register index its def writes
/// (`undef %4.sub_32 = MOVi32imm 7` and `%5 = MOVi32imm 7` differ).
pub(super) fn non_def_operands(i: &Inst) -> (Option<SubRegIdx>, Vec<Operand>) {
    let sub = match i.operands.first() {
        Some(Operand::Reg(r)) if r.is_def => r.sub_reg,
        _ => None,
    };
    let ops = i
        .operands
        .iter()
        .filter(|o| !matches!(o, Operand::Reg(r) if r.is_def))
        .cloned()
        .collect();
    (sub, ops)
}

/// The value a recomputation of the rematerialisable pre definition `q`
/// of `v` writes into its destination register: `%v`, or `%v.idx` for a
/// def of a sub-register (`undef %v.idx = ...`).
pub(super) fn remat_value(v: VReg, q: &Inst) -> Value {
    match q.operands.first() {
        Some(Operand::Reg(r)) if r.is_def && r.sub_reg.is_some() => {
            Value::VSub(v.0, r.sub_reg.map_or(0, |i| i.0))
        }
        _ => Value::V(v.0),
    }
}

/// The index of operand remats: the opcode and the operands that are not
/// registers (what a recomputation repeats exactly).
pub(super) fn op_remat_key(i: &Inst) -> String {
    let mut k = i.opcode.clone();
    for o in i.operands.iter().filter(|o| !matches!(o, Operand::Reg(_))) {
        k.push_str(&format!(" {o:?}"));
    }
    k
}

/// A pre definition that may be recomputed anywhere (a constant
/// rematerialisation): one explicit def (a whole vreg, or `undef
/// %v.idx` with `idx` a sub-register index whose writes zero the rest of
/// the register: then the value a recomputation writes is `%v.idx`,
/// `Value::VSub`, and check/subregs.rs derives `%v` in the
/// super-register), no implicit operands, register
/// uses only of constant registers (reserved, not the stack or frame
/// pointer: [`crate::regalloc::spill::is_constant_reg`]), memory only on
/// immutable fixed stack objects. This is the checker's own rule, kept
/// apart from the spiller's [`crate::regalloc::spill::remat_rule`] so the
/// proof does not trust the code it checks; it accepts a superset of what
/// the spiller rematerializes (also a `COPY` of a constant register, which
/// the spiller leaves alone): every remat the spiller makes is accepted
/// (measured on the AArch64 corpus: backend/tests/check_aarch64.rs and
/// doc/RELIABILITY.md). Operand rematerialisations use the spiller's rule
/// itself (`Checker::new`).
pub(super) fn is_remat_candidate(inst: &Inst, f: &Function, t: &Target) -> bool {
    if inst.is_copy() || inst.opcode == "IMPLICIT_DEF" || inst.is_phi() {
        // A COPY of a reserved register is a constant too.
        if !(inst.is_copy()
            && copy_regs(inst).is_some_and(|(_, s)| {
                matches!(s.reg, Reg::Phys(p) if crate::regalloc::spill::is_constant_reg(t, p))
            }))
        {
            return false;
        }
    }
    if t.opcode(&inst.opcode)
        .is_some_and(|o| o.is_call || o.is_branch || o.is_terminator || o.is_return)
    {
        return false;
    }
    let mut defs = 0;
    for o in &inst.operands {
        match o {
            Operand::Reg(r) => {
                if r.implicit {
                    return false;
                }
                if r.is_def {
                    defs += 1;
                    let whole = r
                        .sub_reg
                        .is_none_or(|i| r.undef && t.zeroes_super_on_write(i));
                    if !matches!(r.reg, Reg::Virt(_)) || !whole {
                        return false;
                    }
                } else {
                    match r.reg {
                        // (The stack pointer moves: not a constant.)
                        Reg::Phys(p) if crate::regalloc::spill::is_constant_reg(t, p) => {}
                        Reg::NoReg => {}
                        _ => return false,
                    }
                }
            }
            Operand::RegMask(_) | Operand::Verbatim(_) => return false,
            Operand::FrameIndex { fixed, id, .. } if !inst.mem.is_empty() => {
                let immutable = *fixed
                    && f.fixed_stack_object(*id).is_some_and(|o| {
                        o.other
                            .iter()
                            .any(|(k, v)| k == "isImmutable" && v.trim() == "true")
                    });
                if !immutable {
                    return false;
                }
            }
            _ => {}
        }
    }
    if !inst.mem.is_empty()
        && !inst
            .operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { fixed: true, .. }))
    {
        return false;
    }
    defs == 1 && matches!(inst.operands.first(), Some(Operand::Reg(r)) if r.is_def)
}
