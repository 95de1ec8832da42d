//! The spiller (LLVM's `InlineSpiller` in spirit): a function transform
//! that moves one virtual register's value to a stack slot, plus
//! rematerialization and stack-slot coloring.
//!
//! [`Spiller::spill`] rewrites every instruction touching vreg `v`:
//! - a def becomes a def of a new small vreg `t` followed by a store of `t`
//!   into the slot of `v`'s *original* register (every piece split from one
//!   original, and every spiller vreg made from it, shares that slot: they
//!   hold the same variable, at most one of them live at a time);
//! - a use reads a new vreg `t` loaded just before; with
//!   [`SpillMode::Group`], later uses in the same block reuse `t` while it
//!   holds the value (no second reload in a block while it is in a
//!   register; a call, or a gap of more than [`GROUP_GAP`] instructions,
//!   ends the group) — if such a multi-instruction range later fails to get a
//!   register it is spilled again with [`SpillMode::PerInst`];
//! - folding: `%d = COPY v` becomes a load straight into `%d`; `v = COPY %s`
//!   becomes a store of `%s`; `v = LOAD slot` of its own slot and
//!   `STORE v, slot` into its own slot are deleted (the value is already
//!   there);
//! - rematerialization: when the original register has one definition that
//!   [`is_rematerializable`] accepts, no slot is used at all: every def is
//!   deleted and every use recomputes the value with a clone of that
//!   definition just before it.
//!
//! [`color_slots`] then merges spill slots whose live ranges (from stores
//! to loads, by a backward dataflow over the final code) never overlap.
//!
//! Invariants: spill code only uses the class's
//! [`crate::target::SpillOps`] forms (through [`super::rewrite::SpillCode`]);
//! every vreg the spiller makes has `v`'s class and `v`'s original.

use super::rewrite::SpillCode;
use crate::analysis::bitset::BitSet;
use crate::analysis::cfg::Cfg;
use crate::analysis::liveness::reads;
use crate::mir::{BlockId, Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::{PReg, RegClass, Target};
use std::collections::HashMap;

/// The most instructions between two touches of a spilled value that
/// [`SpillMode::Group`] keeps it in a register for (farther uses reload).
pub const GROUP_GAP: usize = 4;

/// How [`Spiller::spill`] groups uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpillMode {
    /// One reload per block while the value stays in a register.
    Group,
    /// One reload per instruction (ranges cannot shrink further).
    PerInst,
}

/// A vreg the spiller made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewVReg {
    /// The register.
    pub vreg: VReg,
    /// Lives around a single instruction (infinite spill weight).
    pub tiny: bool,
}

/// The register uses a rematerialized instruction may have (see
/// [`remat_rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RematUses {
    /// Only constant registers (reserved, not the stack or frame pointer:
    /// the zero register, `gp`, `tp`): the instruction can be executed
    /// again anywhere.
    Constants,
    /// Also whole virtual registers read as explicit operands (operand
    /// rematerialization, LLVM's `allUsesAvailableAt`): a recomputation
    /// must read locations holding their values.
    Vregs,
}

/// The rematerialization rule, shared by the spiller, the memory bound
/// (`crate::analysis::membound`) and the checker ([`crate::check`]'s
/// operand remats): can `inst`, the only definition of its register, be
/// executed again where the value is needed? `Some(vregs)` (the virtual
/// registers it reads, in operand order; empty with
/// [`RematUses::Constants`]) when it can.
///
/// Decided from the operands alone (no target named): exactly one
/// explicit def (first, a whole vreg, or with [`RematUses::Constants`]
/// `undef %v.idx` with `idx` a sub-register index whose writes zero the
/// rest of the register, the target's `ZeroesSuperRegOnWrite`: AArch64's
/// `undef %4.sub_32:gpr64 = MOVi32imm 7` defines all of `%4`, and so does
/// its recomputation), no
/// implicit operands (no hidden
/// register effects such as `implicit $frm` or `implicit-def $nzcv`: a
/// recomputation must not read or write flags), no register masks or
/// verbatim operands (calls, inline asm, jump tables), not a `COPY`, PHI
/// or `IMPLICIT_DEF`, not a call/branch/terminator/return by the target's
/// opcode facts, every register use a constant register or (with
/// [`RematUses::Vregs`]) a whole vreg, and no memory operand unless it
/// reads an immutable fixed stack object (an incoming stack argument: `LD
/// %fixed-stack.0, 0`). So `ADDI $x0, 5`, `LUI 12345`, `ADDI %stack.0, 0`
/// and `LD %fixed-stack.1, 0` are rematerializable; `LD %5, 0`, `SD ...`
/// and `FADD_D ..., implicit $frm` are not; `ADDXri %0, 3, 0` is with
/// [`RematUses::Vregs`].
pub fn remat_rule(inst: &Inst, f: &Function, t: &Target, uses: RematUses) -> Option<Vec<VReg>> {
    if inst.is_copy() || inst.is_phi() || inst.is_debug() || inst.opcode == "IMPLICIT_DEF" {
        return None;
    }
    if t.opcode(&inst.opcode)
        .is_some_and(|o| o.is_call || o.is_branch || o.is_terminator || o.is_return)
    {
        return None;
    }
    let mut defs = 0;
    let mut fixed_immutable = false;
    let mut vregs = Vec::new();
    for o in &inst.operands {
        match o {
            Operand::Reg(r) => {
                if r.implicit {
                    return None;
                }
                if r.is_def {
                    defs += 1;
                    let whole = r.sub_reg.is_none_or(|i| {
                        uses == RematUses::Constants && r.undef && t.zeroes_super_on_write(i)
                    });
                    if !matches!(r.reg, Reg::Virt(_)) || !whole {
                        return None;
                    }
                } else {
                    match r.reg {
                        Reg::Phys(p) if is_constant_reg(t, p) => {}
                        Reg::Virt(v) if uses == RematUses::Vregs && r.sub_reg.is_none() => {
                            vregs.push(v)
                        }
                        Reg::NoReg => {}
                        _ => return None,
                    }
                }
            }
            Operand::RegMask(_) | Operand::Verbatim(_) => return None,
            Operand::FrameIndex {
                fixed: true, id, ..
            } => {
                fixed_immutable = f.fixed_stack_object(*id).is_some_and(|o| {
                    o.other
                        .iter()
                        .any(|(k, v)| k == "isImmutable" && v.trim() == "true")
                });
            }
            _ => {}
        }
    }
    if !inst.mem.is_empty() && (!fixed_immutable || inst.mem.iter().any(|m| m.contains("store"))) {
        return None;
    }
    (defs == 1 && matches!(inst.operands.first(), Some(Operand::Reg(r)) if r.is_def))
        .then_some(vregs)
}

/// Does `p` hold the same value everywhere in a function: reserved, and
/// not the stack or frame pointer (which move)?
pub fn is_constant_reg(t: &Target, p: crate::target::PReg) -> bool {
    t.is_reserved(p) && p != t.stack_pointer && p != t.frame_pointer
}

/// [`remat_rule`] with [`RematUses::Constants`]: `inst` can be executed
/// again anywhere.
pub fn is_rematerializable(inst: &Inst, f: &Function, t: &Target) -> bool {
    remat_rule(inst, f, t, RematUses::Constants).is_some()
}

/// The rematerializable definition of every vreg of `f` (by vreg index):
/// `Some(inst)` when the vreg has exactly one def and it passes
/// [`is_rematerializable`].
pub fn remat_defs(f: &Function, t: &Target) -> Vec<Option<Inst>> {
    let mut count = vec![0u32; f.vregs.len()];
    let mut def: Vec<Option<&Inst>> = vec![None; f.vregs.len()];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        for r in inst.defs() {
            if let Reg::Virt(v) = r.reg {
                if let Some(c) = count.get_mut(v.index()) {
                    *c += 1;
                    def[v.index()] = Some(inst);
                }
            }
        }
    }
    def.iter()
        .zip(&count)
        .map(|(d, c)| match d {
            Some(i) if *c == 1 && is_rematerializable(i, f, t) => Some((*i).clone()),
            _ => None,
        })
        .collect()
}

/// The definitions the spiller may recompute from *live* operands (LLVM's
/// `allUsesAvailableAt` rematerialization), by vreg index: `Some(inst)`
/// when the vreg has exactly one def, whose opcode the target marks
/// `isAsCheapAsAMove` (recomputing costs no more than a copy), not
/// rematerializable by [`is_rematerializable`] itself, but accepted by
/// [`remat_rule`] with [`RematUses::Vregs`] (whole vregs as explicit
/// operands), and each
/// of those operands has exactly one def, in the entry block, which no
/// edge enters (so it runs once: the operand never changes afterwards),
/// not `IMPLICIT_DEF`. A remat reads
/// each operand from a vreg holding it live at that point (checked when
/// spilling: nothing is extended); the checker ([`crate::check`]) checks
/// each such remat reads locations holding the operands.
pub fn operand_remat_defs(f: &Function, t: &Target) -> Vec<Option<Inst>> {
    let n = f.vregs.len();
    let mut count = vec![0u32; n];
    let mut def: Vec<Option<&Inst>> = vec![None; n];
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        for r in inst.defs() {
            if let Reg::Virt(v) = r.reg {
                if let Some(c) = count.get_mut(v.index()) {
                    *c += 1;
                    def[v.index()] = Some(inst);
                }
            }
        }
    }
    // Invariant: the entry block runs once per call only if no edge
    // enters it; otherwise nothing defined there is a fixed operand.
    let cfg = Cfg::new(f, t);
    let mut in_entry = vec![false; n];
    if cfg.num_blocks() > 0 && cfg.preds(BlockId(0)).is_empty() {
        for inst in &f.blocks[0].insts {
            for r in inst.defs() {
                if let Reg::Virt(v) = r.reg {
                    if let Some(e) = in_entry.get_mut(v.index()) {
                        *e = inst.opcode != "IMPLICIT_DEF";
                    }
                }
            }
        }
    }
    let single = |u: VReg| count.get(u.index()) == Some(&1) && in_entry[u.index()];
    let cheap = |d: &Inst| t.opcode(&d.opcode).is_some_and(|o| o.is_as_cheap_as_a_move);
    (0..n)
        .map(|v| {
            let d = def[v]?;
            if count[v] != 1 || d.is_copy() || !cheap(d) || is_rematerializable(d, f, t) {
                return None;
            }
            let us = remat_rule(d, f, t, RematUses::Vregs)?;
            (!us.is_empty() && us.into_iter().all(single)).then(|| d.clone())
        })
        .collect()
}

/// The virtual registers `inst` reads as operands (a remat's operands).
fn operand_vregs(inst: &Inst) -> Vec<VReg> {
    inst.reg_operands()
        .filter(|(_, r)| !r.is_def)
        .filter_map(|(_, r)| match r.reg {
            Reg::Virt(u) => Some(u),
            _ => None,
        })
        .collect()
}

/// Operand substitutions of one operand remat: at (block, instruction)
/// reading the value, which live vreg holds each operand.
type Subst = HashMap<(usize, usize), Vec<(VReg, VReg)>>;

/// For each `(v, def)`: the substitutions making `def` recomputable before
/// every instruction of `f` reading `v`, or `None` when at some such
/// instruction an operand `u` has no live holder — `u` itself or a vreg
/// whose original (`origin`) is `u` (a split piece or spiller vreg: it
/// holds `u`'s value while live) — outside `busy` (vregs being spilled in
/// the same pass, which are renamed there).
fn operand_substs(
    f: &Function,
    t: &Target,
    cands: &[(VReg, &Inst)],
    origin: &[VReg],
    busy: &[VReg],
) -> Vec<Option<Subst>> {
    use crate::analysis::liveness::{vreg_defs, vreg_uses, Liveness};
    let cfg = Cfg::new(f, t);
    let lv = Liveness::new(f, t, &cfg);
    let mut out: Vec<Option<Subst>> = vec![Some(HashMap::new()); cands.len()];
    let ops: Vec<Vec<VReg>> = cands.iter().map(|(_, d)| operand_vregs(d)).collect();
    let orig_of = |x: usize| origin.get(x).copied().unwrap_or(VReg(x as u32));
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut live = crate::analysis::bitset::BitSet::new(f.vregs.len());
        for x in lv.live_out(BlockId(bi as u32)).iter() {
            live.insert(x);
        }
        for (k, inst) in b.insts.iter().enumerate().rev() {
            for d in vreg_defs(inst) {
                live.remove(d.index());
            }
            for u in vreg_uses(inst) {
                live.insert(u.index());
            }
            for (c, (v, _)) in cands.iter().enumerate() {
                if out[c].is_none()
                    || !inst
                        .reg_operands()
                        .any(|(_, r)| r.reg == Reg::Virt(*v) && !r.is_def)
                {
                    continue;
                }
                let mut subst = Vec::new();
                let mut ok = !inst.is_phi() && vreg_uses(inst).any(|x| x == *v);
                for &u in &ops[c] {
                    let holder = if live.contains(u.index()) && !busy.contains(&u) {
                        Some(u)
                    } else {
                        live.iter()
                            .find(|&x| orig_of(x) == u && !busy.contains(&VReg(x as u32)))
                            .map(|x| VReg(x as u32))
                    };
                    match holder {
                        Some(w) => subst.push((u, w)),
                        None => ok = false,
                    }
                }
                match (ok, out[c].as_mut()) {
                    (true, Some(m)) => {
                        m.insert((bi, k), subst);
                    }
                    _ => out[c] = None,
                }
            }
        }
    }
    out
}

/// Spills virtual registers of one function; owns the slot of every
/// original register.
#[derive(Debug)]
pub struct Spiller {
    code: SpillCode,
    /// Slot of each original vreg (by index), once made.
    slot_of: HashMap<VReg, u32>,
    /// Rematerializable definitions of the input's vregs.
    remat: Vec<Option<Inst>>,
    /// Definitions recomputable from live operands ([`operand_remat_defs`]).
    op_remat: Vec<Option<Inst>>,
    /// The operand substitutions of the use being rewritten.
    cur_subst: Vec<(VReg, VReg)>,
    /// The spill slots made (before coloring).
    pub slots: Vec<u32>,
    /// Rematerialized instructions inserted.
    pub remats: usize,
}

impl Spiller {
    /// A spiller for `f` (the input function: its vregs are the originals).
    pub fn new(f: &Function, t: &Target) -> Self {
        Self::with_load_remat(f, t, true)
    }

    /// A spiller that rematerializes loads (of immutable incoming stack
    /// arguments) only when `load_remat` is set. Without it such values get
    /// a spill slot like any other: when softening runs afterwards the slot
    /// may become a register-to-register move, while a rematerialized load
    /// stays a memory access on every use.
    pub fn with_load_remat(f: &Function, t: &Target, load_remat: bool) -> Self {
        let mut remat = remat_defs(f, t);
        if !load_remat {
            for r in &mut remat {
                if r.as_ref().is_some_and(|i| !i.mem.is_empty()) {
                    *r = None;
                }
            }
        }
        Spiller {
            code: SpillCode::new(f),
            slot_of: HashMap::new(),
            remat,
            op_remat: operand_remat_defs(f, t),
            cur_subst: Vec::new(),
            slots: Vec::new(),
            remats: 0,
        }
    }

    /// Is the original register `orig` rematerializable?
    pub fn is_remat(&self, orig: VReg) -> bool {
        self.remat.get(orig.index()).is_some_and(|r| r.is_some())
    }

    /// Is `orig` rematerializable without a memory access (so recomputing
    /// it is cheaper than a reload)?
    pub fn is_cheap_remat(&self, orig: VReg) -> bool {
        self.remat
            .get(orig.index())
            .is_some_and(|r| r.as_ref().is_some_and(|i| i.mem.is_empty()))
    }

    fn slot(&mut self, f: &mut Function, t: &Target, orig: VReg, class: RegClass) -> u32 {
        if let Some(s) = self.slot_of.get(&orig) {
            return *s;
        }
        let s = self.code.new_slot(f, t, class);
        self.slot_of.insert(orig, s);
        self.slots.push(s);
        s
    }

    /// Spills `v` (whose original register is `orig`) everywhere in `f`
    /// (see the module doc); returns the vregs made. `origin` is extended
    /// with the original of every new vreg.
    pub fn spill(
        &mut self,
        f: &mut Function,
        t: &Target,
        v: VReg,
        orig: VReg,
        mode: SpillMode,
        origin: &mut Vec<VReg>,
    ) -> Result<Vec<NewVReg>, String> {
        self.spill_many(f, t, &[(v, orig, mode)], origin)
            .map_err(|(_, m)| m)
    }

    /// Spills every `(vreg, original, mode)` of `reqs` in one pass over the
    /// function (each instruction is rewritten for each spilled vreg it
    /// touches, in `reqs` order, exactly as [`Spiller::spill`] one by one
    /// would). On error, names the vreg at fault.
    pub fn spill_many(
        &mut self,
        f: &mut Function,
        t: &Target,
        reqs: &[(VReg, VReg, SpillMode)],
        origin: &mut Vec<VReg>,
    ) -> Result<Vec<NewVReg>, (VReg, String)> {
        let _timer = crate::timing::start(crate::timing::Stage::Spill);
        let mut jobs = Vec::with_capacity(reqs.len());
        let mut job_of: Vec<u32> = vec![0; f.vregs.len()];
        // Operand remats usable for these vregs: operands live at every use.
        let cands: Vec<(VReg, &Inst)> = reqs
            .iter()
            .filter(|(_, o, _)| self.remat.get(o.index()).is_none_or(|r| r.is_none()))
            .filter_map(|&(v, o, _)| Some((v, self.op_remat.get(o.index())?.as_ref()?)))
            .collect();
        let op_ok: HashMap<VReg, (Inst, Subst)> = if cands.is_empty() {
            HashMap::new()
        } else {
            let busy: Vec<VReg> = reqs.iter().map(|r| r.0).collect();
            operand_substs(f, t, &cands, origin, &busy)
                .into_iter()
                .zip(&cands)
                .filter_map(|(s, (v, d))| Some((*v, ((*d).clone(), s?))))
                .collect()
        };
        for &(v, orig, mode) in reqs {
            let class = f
                .vreg_class(v)
                .ok_or_else(|| (v, format!("%{} has no register class", v.0)))?;
            let mut subst = None;
            let remat = self.remat.get(orig.index()).cloned().flatten().or_else(|| {
                let (d, s) = op_ok.get(&v)?;
                subst = Some(s.clone());
                Some(d.clone())
            });
            let slot = match remat {
                Some(_) => None,
                None => Some(self.slot(f, t, orig, class)),
            };
            let ops = t.class(class).spill.clone().ok_or_else(|| {
                (
                    v,
                    format!(
                        "the target gives no spill/reload opcodes for class '{}'",
                        t.class(class).mir_name
                    ),
                )
            })?;
            job_of[v.index()] = jobs.len() as u32 + 1;
            jobs.push(Job {
                v,
                orig,
                mode,
                class,
                remat,
                subst,
                slot,
                ops,
            });
        }
        let job_at = |r: Reg| match r {
            Reg::Virt(x) => job_of
                .get(x.index())
                .copied()
                .filter(|j| *j > 0)
                .map(|j| j as usize - 1),
            _ => None,
        };
        let mut made: Vec<(VReg, usize)> = Vec::new();
        let mut made_at: HashMap<VReg, usize> = HashMap::new();
        // Per job: (block stamp, current vreg, last touch index).
        let mut state: Vec<(usize, Option<VReg>, usize)> = vec![(usize::MAX, None, 0); jobs.len()];
        for bi in 0..f.blocks.len() {
            if !f.blocks[bi]
                .insts
                .iter()
                .any(|i| i.reg_operands().any(|(_, r)| job_at(r.reg).is_some()))
            {
                continue;
            }
            let insts = std::mem::take(&mut f.blocks[bi].insts);
            let mut out = Vec::with_capacity(insts.len() + 8);
            let mut active: Vec<usize> = Vec::new();
            // `pos`: non-debug instructions before this one; gaps are
            // counted in them, so `-g` does not change the grouping.
            let mut pos = 0usize;
            for (k, inst) in insts.into_iter().enumerate() {
                let here = pos;
                pos += usize::from(!inst.is_debug());
                let mut touched: Vec<usize> = Vec::new();
                for (_, r) in inst.reg_operands() {
                    if let Some(j) = job_at(r.reg) {
                        if !touched.contains(&j) {
                            touched.push(j);
                        }
                    }
                }
                if touched.is_empty() {
                    if inst.reg_masks().next().is_some() {
                        for &j in &active {
                            state[j].1 = None;
                        }
                    }
                    out.push(inst);
                    continue;
                }
                touched.sort_unstable();
                let mut list = vec![inst];
                for j in touched {
                    if state[j].0 != bi {
                        state[j] = (bi, None, here);
                        active.push(j);
                    }
                    let mut next = Vec::with_capacity(list.len() + 2);
                    for i in list {
                        if i.reg_operands().any(|(_, r)| r.reg == Reg::Virt(jobs[j].v)) {
                            let st = &mut state[j];
                            // A debug use neither ends nor extends a group.
                            if !i.is_debug() {
                                if here - st.2 > GROUP_GAP {
                                    st.1 = None;
                                }
                                st.2 = here;
                            }
                            self.cur_subst = jobs[j]
                                .subst
                                .as_ref()
                                .and_then(|m| m.get(&(bi, k)).cloned())
                                .unwrap_or_default();
                            self.rewrite(
                                f,
                                t,
                                &jobs[j],
                                &mut st.1,
                                i,
                                &mut next,
                                origin,
                                &mut made,
                                &mut made_at,
                            )
                            .map_err(|m| (jobs[j].v, m))?;
                        } else {
                            next.push(i);
                        }
                    }
                    list = next;
                }
                out.extend(list);
            }
            f.blocks[bi].insts = out;
        }
        Ok(made
            .into_iter()
            .map(|(vreg, n)| NewVReg { vreg, tiny: n <= 1 })
            .collect())
    }

    /// Rewrites one instruction touching `job.v` (see the module doc),
    /// pushing the result (with any reload before and store after) to
    /// `out`; `cur` is the vreg holding the value in this block, if any.
    ///
    /// Spill code takes the location of the instruction it serves (as LLVM
    /// gives it that instruction's DebugLoc), so that an error about a new
    /// vreg points at a source line.
    #[allow(clippy::too_many_arguments)]
    fn rewrite(
        &mut self,
        f: &mut Function,
        t: &Target,
        job: &Job,
        cur: &mut Option<VReg>,
        inst: Inst,
        out: &mut Vec<Inst>,
        origin: &mut Vec<VReg>,
        made: &mut Vec<(VReg, usize)>,
        made_at: &mut HashMap<VReg, usize>,
    ) -> Result<(), String> {
        let (first_new, here) = (out.len(), inst.loc);
        let r = self.rewrite_inst(f, t, job, cur, inst, out, origin, made, made_at);
        for i in &mut out[first_new..] {
            if i.loc.line == 0 {
                i.loc = here;
            }
        }
        r
    }

    /// [`Self::rewrite`] without the locations.
    #[allow(clippy::too_many_arguments)]
    fn rewrite_inst(
        &mut self,
        f: &mut Function,
        t: &Target,
        job: &Job,
        cur: &mut Option<VReg>,
        mut inst: Inst,
        out: &mut Vec<Inst>,
        origin: &mut Vec<VReg>,
        made: &mut Vec<(VReg, usize)>,
        made_at: &mut HashMap<VReg, usize>,
    ) -> Result<(), String> {
        let (v, class, slot) = (job.v, job.class, job.slot);
        let remat = &job.remat;
        if inst.is_debug() {
            // Debug uses lose their location (LLVM sets $noreg), and
            // their sub-register index and class with it (`$noreg.sub_32`
            // and `$noreg:gpr` are not MIR: llc refuses them).
            for o in &mut inst.operands {
                if let Operand::Reg(r) = o {
                    if r.reg == Reg::Virt(v) {
                        r.reg = Reg::NoReg;
                        r.sub_reg = None;
                        r.class = None;
                    }
                }
            }
            out.push(inst);
            return Ok(());
        }
        let rd = inst
            .reg_operands()
            .any(|(_, r)| r.reg == Reg::Virt(v) && reads(r));
        let wr = inst.defs().any(|r| r.reg == Reg::Virt(v));
        let copy = full_copy(&inst);
        if wr && !rd {
            if remat.is_some() {
                // The value is recomputed at every use.
                *cur = None;
                return Ok(());
            }
            let s = slot.unwrap_or(0);
            if is_slot_access(&inst, job.ops.load.0, s) {
                *cur = None;
                return Ok(());
            }
            if let Some((d, src)) = &copy {
                if d.reg == Reg::Virt(v) && src_ok(f, t, class, src) {
                    out.push(store(&mut self.code, t, class, src.reg, s)?);
                    *cur = None;
                    return Ok(());
                }
            }
        }
        if rd && !wr {
            if let Some(s) = slot {
                if is_slot_access(&inst, job.ops.store.0, s) {
                    return Ok(());
                }
            }
            if let (Some((d, _)), None) = (&copy, *cur) {
                if dst_ok(f, t, class, d) {
                    match (remat, slot) {
                        (Some(def), _) => {
                            out.push(substitute(remat_clone(def, d.reg, t), &self.cur_subst));
                            self.remats += 1;
                        }
                        (None, Some(s)) => out.push(load(&mut self.code, t, class, d.reg, s)?),
                        (None, None) => return Err("internal error: no slot and no remat".into()),
                    }
                    return Ok(());
                }
            }
        }
        // The general case: one new vreg for every operand of v.
        let nv = match (*cur, rd && !wr) {
            (Some(c), true) => c,
            _ => {
                let n = f.new_vreg(class);
                origin.resize(f.vregs.len(), VReg(u32::MAX));
                origin[n.index()] = job.orig;
                made_at.insert(n, made.len());
                made.push((n, 0));
                if rd {
                    match (*cur, remat, slot) {
                        (Some(c), _, _) => out.push(copy_of(n, c)),
                        (None, Some(def), _) => {
                            out.push(substitute(
                                remat_clone(def, Reg::Virt(n), t),
                                &self.cur_subst,
                            ));
                            self.remats += 1;
                        }
                        (None, None, Some(s)) => {
                            out.push(load(&mut self.code, t, class, Reg::Virt(n), s)?)
                        }
                        (None, None, None) => {
                            return Err("internal error: no slot and no remat".into())
                        }
                    }
                }
                n
            }
        };
        if let Some(&m) = made_at.get(&nv) {
            made[m].1 += 1;
        }
        let mut live_def = false;
        for o in &mut inst.operands {
            if let Operand::Reg(r) = o {
                if r.reg == Reg::Virt(v) {
                    r.reg = Reg::Virt(nv);
                    r.killed = false;
                    if r.is_def && !r.dead {
                        live_def = true;
                    }
                }
            }
        }
        let has_mask = inst.reg_masks().next().is_some();
        out.push(inst);
        if wr && live_def {
            if let Some(s) = slot {
                out.push(store(&mut self.code, t, class, Reg::Virt(nv), s)?);
            }
        }
        *cur = (job.mode == SpillMode::Group && !has_mask && (!wr || live_def)).then_some(nv);
        Ok(())
    }
}

/// One vreg being spilled.
struct Job {
    v: VReg,
    orig: VReg,
    mode: SpillMode,
    class: RegClass,
    remat: Option<Inst>,
    /// Operand remats: which vreg holds each operand at each use
    /// (block, original instruction index).
    subst: Option<Subst>,
    slot: Option<u32>,
    ops: crate::target::SpillOps,
}

/// `dst = COPY src` without sub-registers: (dst, src).
fn full_copy(inst: &Inst) -> Option<(RegOperand, RegOperand)> {
    if !inst.is_copy() || inst.operands.len() != 2 {
        return None;
    }
    match (&inst.operands[0], &inst.operands[1]) {
        (Operand::Reg(d), Operand::Reg(s))
            if d.is_def && !s.is_def && d.sub_reg.is_none() && s.sub_reg.is_none() && !s.undef =>
        {
            Some((d.clone(), s.clone()))
        }
        _ => None,
    }
}

/// Can `src` (the source of a copy into a spilled vreg of `class`) be
/// stored directly?
fn src_ok(f: &Function, t: &Target, class: RegClass, src: &RegOperand) -> bool {
    match src.reg {
        Reg::Virt(s) => f.vreg_class(s) == Some(class),
        Reg::Phys(p) => !t.is_reserved(p) && t.class(class).contains(p),
        Reg::NoReg => false,
    }
}

/// Can `dst` (the destination of a copy from a spilled vreg of `class`)
/// be loaded directly?
fn dst_ok(f: &Function, t: &Target, class: RegClass, dst: &RegOperand) -> bool {
    match dst.reg {
        Reg::Virt(d) => f
            .vreg_class(d)
            .is_some_and(|c| c == class || t.class(class).sub_classes.contains(&c)),
        Reg::Phys(p) => !t.is_reserved(p) && t.class(class).contains(p),
        Reg::NoReg => false,
    }
}

/// Is `inst` an `opcode` access to `%stack.slot` (a spill store or reload)?
fn is_slot_access(inst: &Inst, opcode: &str, slot: u32) -> bool {
    inst.opcode == opcode
        && inst
            .operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { fixed: false, id, .. } if *id == slot))
}

fn copy_of(dst: VReg, src: VReg) -> Inst {
    Inst::new(
        "COPY",
        vec![
            Operand::Reg(RegOperand::def_of(Reg::Virt(dst))),
            Operand::Reg(RegOperand::use_of(Reg::Virt(src))),
        ],
    )
}

/// A clone of the rematerializable `def` writing `dst` (a def of a
/// sub-register, `undef %4.sub_32 = ...`, writes the same sub-register of
/// `dst`: `$w0` for `$x0`).
fn remat_clone(def: &Inst, dst: Reg, t: &Target) -> Inst {
    let mut i = def.clone();
    if let Some(Operand::Reg(r)) = i.operands.first_mut() {
        r.reg = dst;
        r.dead = false;
        r.class = None;
        if let (Reg::Phys(p), Some(idx)) = (dst, r.sub_reg) {
            if let Some(s) = t.sub_reg(p, idx) {
                r.reg = Reg::Phys(s);
                r.sub_reg = None;
            }
        }
    }
    i.loc = Default::default();
    i
}

/// `inst` reading `w` for each `(u, w)` of `subst` (uses only, no kill
/// flags: the holder may live on).
fn substitute(mut inst: Inst, subst: &[(VReg, VReg)]) -> Inst {
    for o in &mut inst.operands {
        if let Operand::Reg(r) = o {
            if let (false, Reg::Virt(u)) = (r.is_def, r.reg) {
                if let Some(&(_, w)) = subst.iter().find(|(x, _)| *x == u) {
                    r.reg = Reg::Virt(w);
                }
                r.killed = false;
            }
        }
    }
    inst
}

/// Puts `reg` into the single register operand of a spill instruction.
fn with_reg(mut inst: Inst, reg: Reg) -> Inst {
    for o in &mut inst.operands {
        if let Operand::Reg(r) = o {
            r.reg = reg;
            r.killed = false;
        }
    }
    inst
}

fn store(
    code: &mut SpillCode,
    t: &Target,
    class: RegClass,
    src: Reg,
    slot: u32,
) -> Result<Inst, String> {
    Ok(with_reg(code.store(t, class, PReg(0), slot, false)?, src))
}

fn load(
    code: &mut SpillCode,
    t: &Target,
    class: RegClass,
    dst: Reg,
    slot: u32,
) -> Result<Inst, String> {
    Ok(with_reg(code.reload(t, class, PReg(0), slot)?, dst))
}

/// What an instruction does to the spill slots: (slot, is_store).
fn slot_effect(inst: &Inst, slots: &HashMap<u32, usize>) -> Option<(usize, bool)> {
    let id = inst.operands.iter().find_map(|o| match o {
        Operand::FrameIndex {
            fixed: false, id, ..
        } => slots.get(id).copied(),
        _ => None,
    })?;
    let is_store = !inst.defs().any(|r| !r.implicit);
    Some((id, is_store))
}

/// Stack-slot coloring: merges the spill slots `slots` of `f` whose live
/// ranges (store → load, by a backward dataflow over the blocks) never
/// overlap and whose size and alignment agree; renames `%stack.N` operands
/// and memory operands and drops the merged `stack:` entries. Returns the
/// number of slots left.
///
/// A function that calls a function returning twice (`setjmp`: MIR's
/// `exposesReturnsTwice: true`) keeps every slot to itself, as LLVM's
/// `StackSlotColoring` does: `longjmp` re-enters the function at the
/// `setjmp` return point with the registers of that time but the memory
/// of now, an edge no liveness sees, so a slot whose value looks dead
/// may still be read after it.
pub fn color_slots(f: &mut Function, t: &Target, slots: &[u32]) -> usize {
    let _timer = crate::timing::start(crate::timing::Stage::Spill);
    if slots.is_empty() || f.exposes_returns_twice() {
        return slots.len();
    }
    let index: HashMap<u32, usize> = slots.iter().enumerate().map(|(i, s)| (*s, i)).collect();
    let n = slots.len();
    let cfg = Cfg::new(f, t);
    let nb = f.blocks.len();
    // Upward-exposed loads (gen) and stores (kill) per block.
    let mut gen = vec![BitSet::new(n); nb];
    let mut kill = vec![BitSet::new(n); nb];
    for (bi, b) in f.blocks.iter().enumerate() {
        for inst in b.insts.iter().rev() {
            if let Some((s, st)) = slot_effect(inst, &index) {
                if st {
                    kill[bi].insert(s);
                    gen[bi].remove(s);
                } else {
                    gen[bi].insert(s);
                }
            }
        }
    }
    let mut live_in = gen.clone();
    let mut live_out = vec![BitSet::new(n); nb];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in cfg.rpo().iter().rev() {
            let bi = b.index();
            let mut out = BitSet::new(n);
            for s in cfg.succs(b) {
                out.union_with(&live_in[s.index()]);
            }
            live_out[bi] = out.clone();
            out.subtract(&kill[bi]);
            changed |= live_in[bi].union_with(&out);
        }
    }
    // Interference: a store of s while t is live.
    let mut edges = vec![BitSet::new(n); n];
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut live = live_out[bi].clone();
        for inst in b.insts.iter().rev() {
            if let Some((s, st)) = slot_effect(inst, &index) {
                if st {
                    for l in live.iter() {
                        if l != s {
                            edges[s].insert(l);
                            edges[l].insert(s);
                        }
                    }
                    live.remove(s);
                } else {
                    live.insert(s);
                }
            }
        }
        // Slots live into the entry (read before any store) interfere with
        // everything live there too.
        if BlockId(bi as u32) == BlockId(0) {
            let l: Vec<usize> = live.iter().collect();
            for &a in &l {
                for &c in &l {
                    if a != c {
                        edges[a].insert(c);
                    }
                }
            }
        }
    }
    let shape: Vec<_> = slots
        .iter()
        .map(|&s| {
            f.stack_object(s)
                .map(|o| (o.size, o.alignment))
                .unwrap_or((0, 0))
        })
        .collect();
    let mut color: Vec<usize> = (0..n).collect();
    let mut reps: Vec<usize> = Vec::new();
    // Invariant: `members[r]` is the set of slots `j < i` with `color[j]
    // == r` (empty for a slot that is no representative).
    let mut members = vec![BitSet::new(0); n];
    for i in 0..n {
        let pick = reps
            .iter()
            .copied()
            .find(|&r| shape[r] == shape[i] && !edges[i].intersects(&members[r]));
        let r = match pick {
            Some(r) => r,
            None => {
                reps.push(i);
                members[i] = BitSet::new(n);
                i
            }
        };
        color[i] = r;
        members[r].insert(i);
    }
    let rename: HashMap<u32, u32> = (0..n)
        .filter(|&i| color[i] != i)
        .map(|i| (slots[i], slots[color[i]]))
        .collect();
    if !rename.is_empty() {
        for b in &mut f.blocks {
            for inst in &mut b.insts {
                let mut renamed = None;
                for o in &mut inst.operands {
                    if let Operand::FrameIndex {
                        fixed: false, id, ..
                    } = o
                    {
                        if let Some(n) = rename.get(id) {
                            renamed = Some((*id, *n));
                            *id = *n;
                        }
                    }
                }
                if let Some((old, new)) = renamed {
                    for m in &mut inst.mem {
                        *m = m.replace(&format!("%stack.{old})"), &format!("%stack.{new})"));
                        if m.ends_with(&format!("%stack.{old}")) {
                            let cut = m.len() - format!("%stack.{old}").len();
                            m.truncate(cut);
                            m.push_str(&format!("%stack.{new}"));
                        }
                    }
                }
            }
        }
        f.stack.retain(|o| !rename.contains_key(&o.id));
    }
    reps.len()
}
