//! The allocation checker: proves that an allocated function (`post`:
//! physical registers, spill code) computes with the values of the function
//! before allocation (`pre`: virtual registers), by abstract interpretation
//! over `post`'s control-flow graph (the idea of regalloc2's checker; this is
//! an independent implementation with its own small CFG and worklist).
//!
//! Model:
//! - A *value* is a pre-allocation virtual register (`%5`, or a sub-register
//!   of one, `%5.sub_32`), the pre-allocation value of a physical register
//!   (`$x10` after `$x10 = COPY %12`, read by a call's `implicit $x10`), the
//!   entry value of a callee-saved register, or an address relative to the
//!   stack pointer at function entry (after prologue code).
//! - A *location* is a register unit or a stack slot (`%stack.N` + offset,
//!   or an entry-sp-relative address in post-PEI code). The abstract state
//!   maps each location to the set of values it certainly holds. A unit
//!   holds facts `(value, register written)`, so that writing `$f10_d`
//!   clobbers `$f10_f` (they share a unit) and reading `$f10_f` after
//!   writing `$f10_d` with `%5` yields `%5.sub_32`, both from the tables.
//! - Blocks are correlated by `bb.N` number (register allocation does not
//!   change the CFG); inside a block the pre and post instructions are walked
//!   together: a post instruction matching the next pre one (same opcode,
//!   same non-register operands, registers compatible) executes the pre
//!   instruction's semantics (every use must read a location holding the
//!   value, defs replace). Post instructions without counterpart must be
//!   copies, spill stores, reloads, cross-class moves (all recognised by the
//!   opcodes and forms of the [`Target`]), rematerialisations of a constant
//!   pre definition, operand rematerialisations, or stack-pointer
//!   arithmetic; pre instructions without counterpart must be copies (their
//!   effect is applied to the state), `KILL`/`IMPLICIT_DEF`, deleted
//!   rematerialisable definitions, or (after prologue/epilogue insertion)
//!   call-frame pseudos.
//! - Operand rematerialisation: a pre definition `%v = OP %w, imm` whose
//!   opcode the target marks `isAsCheapAsAMove`, the only def of `%v`,
//!   with every vreg operand `%w` defined once, not `IMPLICIT_DEF`, in an
//!   entry block no edge enters. `%w` then has one value per call, so `%v`
//!   has one value too, the same wherever it is computed: a post `$r = OP
//!   $s, imm` whose register uses hold the operands' values writes `%v`'s
//!   value into `$r`, and the pre definition itself may be left out (its
//!   value then exists only where such recomputations write it; every use
//!   is still checked against it).
//! - Ordering choices inside a block (each keeps every use checked): a
//!   post-only rematerialisation of a pre copy's source is executed before
//!   that copy's effect is applied (so the copy's destination names the
//!   remat's register); a post instruction that resembles the next pre one
//!   but would read wrong values is taken as spill code when, so read, the
//!   following post instruction is the pre one with every use right; a
//!   deletable rematerialisable pre definition followed by an identical one
//!   that may not be deleted is taken as deleted when the post instruction
//!   matches both (the post instruction is the second's).
//! - Large frames: constants built with the target's frame-lowering
//!   opcodes ([`crate::target::FrameOps`]: load-upper, add-immediate) are
//!   tracked (`Value::Const`, never a pre value), so `sp + constant` and
//!   addresses formed through a scratch register stay known.
//! - A cross-class move carrying `value_bits` keeps exactly the values whose
//!   own width (the vreg class's spill size, a register's widest class) fits
//!   in `value_bits`; other values are dropped.
//! - Merge at block entry is intersection; iteration runs to a fixpoint,
//!   and the errors are those of each block's last evaluation (made on its
//!   final entry state).
//! - Undefined values: after a pre `IMPLICIT_DEF` (or a copy of an
//!   undefined value) the value is undefined on that path until redefined,
//!   and any bits are right for it, so at a join a location keeps a value
//!   that the other predecessor leaves undefined (seed 30025: `%2832` in
//!   `$x17` on one path, `IMPLICIT_DEF` on the other, then `%2836 = COPY
//!   %2832` coalesced into `$x17`'s spill store). A use is exempt only
//!   where its value is undefined on every path to it; elsewhere it is
//!   checked like any other use. (Uses of a vreg with a sub-register
//!   `IMPLICIT_DEF` are not checked: partly undefined values are not
//!   tracked.)
//!
//! Invariants relied on:
//! - Every fact vector, slot value vector and the undefined-value list in
//!   a `State` is sorted and free of duplicates (so equality and
//!   intersection are cheap).
//! - Reserved registers ([`Target::is_reserved`]) hold no facts; the stack
//!   pointer is tracked as an offset from its entry value instead.

//!
//! Files, by phase (each states its invariants):
//! - this file: the public API, the checker's per-function tables
//!   (`Checker::new`), the fixpoint and the block walk (`run_block`);
//! - `check/state.rs`: values, locations, the abstract state and its meet;
//! - `check/matching.rs`: pairing pre and post instructions, the target's
//!   forms, skippable pre instructions, remat rules;
//! - `check/exec.rs`: the transfer functions (matched, post-only, skipped
//!   pre instructions), stack addressing and frame arithmetic;
//! - `check/frame.rs`: the callee-saved and stack-pointer checks at returns;
//! - `check/errors.rs`: [`CheckError`] and the rendering of errors;
//! - [`trace`]: what the check proved, per instruction.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;

use crate::mir::{BlockId, Function, Inst, Reg, VReg};
use crate::target::{PReg, Target};

mod errors;
mod exec;
mod frame;
mod matching;
mod state;
mod subregs;
pub mod trace;

pub use errors::{render_inst, CheckError, Side};
use errors::{Report, MAX_ERRORS};
use frame::has_frame_index;
use matching::{is_remat_candidate, op_remat_key, parse_form, Form, FormItem, FormKind};
use state::State;

/// What the checker proved about one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckStats {
    /// The function's name.
    pub function: String,
    /// Blocks checked (reachable in `post`).
    pub blocks: usize,
    /// Post instructions that executed a pre instruction's semantics.
    pub matched: usize,
    /// Register uses whose value was proved.
    pub uses_checked: usize,
    /// Post-only copies (including class copy forms).
    pub copies: usize,
    /// Post-only spill stores.
    pub spills: usize,
    /// Post-only reloads.
    pub reloads: usize,
    /// Post-only cross-class moves.
    pub cross_moves: usize,
    /// Post-only rematerialisations.
    pub remats: usize,
    /// Post-only stack-pointer/frame arithmetic and no-op pseudos.
    pub frame_ops: usize,
    /// Pre instructions without a post counterpart (copies coalesced away,
    /// deleted rematerialisable definitions, call-frame pseudos, ...).
    pub pre_skipped: usize,
    /// Transfer-function evaluations of blocks until the fixpoint.
    pub iterations: usize,
    /// The callee-saved check: `Some(n)` = proved at `n` returns (post is
    /// after prologue/epilogue insertion); `None` = skipped because `post`
    /// is before PEI (PEI saves what the function clobbers).
    pub callee_saved_returns: Option<usize>,
}

impl CheckStats {
    /// Adds the counts of `s` (one block's) to these (`function`,
    /// `blocks` and `iterations` are the function's own).
    fn add(&mut self, s: &CheckStats) {
        self.matched += s.matched;
        self.uses_checked += s.uses_checked;
        self.copies += s.copies;
        self.spills += s.spills;
        self.reloads += s.reloads;
        self.cross_moves += s.cross_moves;
        self.remats += s.remats;
        self.frame_ops += s.frame_ops;
        self.pre_skipped += s.pre_skipped;
        if let (Some(n), Some(k)) = (&mut self.callee_saved_returns, s.callee_saved_returns) {
            *n += k;
        }
    }
}

impl fmt::Display for CheckStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: proved ({} blocks, {} matched, {} uses, {} copies, {} spills, {} reloads, \
             {} cross-moves, {} remats, {} frame ops, {} pre-only, {} iterations; callee-saved: ",
            self.function,
            self.blocks,
            self.matched,
            self.uses_checked,
            self.copies,
            self.spills,
            self.reloads,
            self.cross_moves,
            self.remats,
            self.frame_ops,
            self.pre_skipped,
            self.iterations
        )?;
        match self.callee_saved_returns {
            Some(n) => write!(f, "restored at {n} returns)"),
            None => write!(f, "not checked, pre-PEI code)"),
        }
    }
}

/// Checks `post` (allocated) against `pre` (before allocation) for
/// `target`. Returns what was proved, or every violation found (at most 50).
pub fn check(
    pre: &Function,
    post: &Function,
    target: &Target,
) -> Result<CheckStats, Vec<CheckError>> {
    let cx = Checker::new(pre, post, target);
    cx.run_traced(None)
}

/// counterpart before allocation (see [`trace::InstKind::PostOnly`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostOnly {
    /// A register copy.
    Copy,
    /// A spill store.
    Spill,
    /// A reload.
    Reload,
    /// A cross-class move (a softened spill or reload).
    Cross,
    /// A rematerialisation.
    Remat,
    /// Stack-pointer / frame arithmetic or a no-op pseudo.
    Frame,
}

struct Checker<'a> {
    pre: &'a Function,
    post: &'a Function,
    t: &'a Target,
    post_pei: bool,
    /// Rematerialisable pre definitions by opcode: (vreg, defining inst).
    remat: HashMap<&'a str, Vec<(VReg, &'a Inst)>>,
    /// The same definitions by vreg number, and by instruction address
    /// (lookups per use and per pre instruction: a linear search of
    /// `remat` made the checker quadratic on large functions).
    remat_def: HashMap<u32, &'a Inst>,
    remat_at: HashMap<usize, VReg>,
    /// Pre definitions recomputable from register operands (operand
    /// rematerialisation) by [`op_remat_key`] (opcode and non-register
    /// operands): (vreg, defining inst). Kept apart from `remat`: only the
    /// post-only rule in `exec_post_only` uses them.
    op_remat: HashMap<String, Vec<(VReg, &'a Inst)>>,
    /// The same definitions by instruction address (`skippable`).
    op_remat_at: HashSet<*const Inst>,
    /// Vregs with an `IMPLICIT_DEF` of a sub-register only: the state does
    /// not track partly undefined values, so their uses are not checked.
    /// (A whole-register `IMPLICIT_DEF` is tracked: `State::undef`.)
    partial_undef_vregs: HashSet<VReg>,
    forms: Vec<Form>,
    /// The add-immediate opcode (the copy opcode of the stack pointer's
    /// class, when its form is `$dst = OP $src, 0`).
    addi: Option<String>,
    sp: PReg,
    /// The frame pointer, when the function has one
    /// ([`crate::frame::FramePolicy`]), and the entry-sp-relative address
    /// it holds in the body (minus the area above the frame: the fixed
    /// objects at negative offsets).
    frame_pointer: Option<(PReg, i64)>,
    /// The function ABI's callee-saved registers (tracked ones).
    save_list: Vec<PReg>,
    /// Widest spill slot in bytes (for clearing overlapping sp slots).
    slot_width: i64,
    /// The width in bits of the stack pointer's widest class (1 to 64):
    /// frame arithmetic wraps at it.
    sp_bits: u32,
    /// Vregs whose bits outside a zeroing sub-register index are zero or
    /// undefined, with the index (`check/subregs.rs`).
    zext: HashMap<u32, crate::target::SubRegIdx>,
    /// Per register, the sub-registers that tile it (`check/subregs.rs`).
    tiles: Vec<Option<Vec<(PReg, crate::target::SubRegIdx)>>>,
}

impl<'a> Checker<'a> {
    fn new(pre: &'a Function, post: &'a Function, t: &'a Target) -> Self {
        let post_pei = post.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            i.flags
                .iter()
                .any(|f| f == "frame-setup" || f == "frame-destroy")
        }) || post.stack.iter().any(|o| o.callee_saved_register.is_some())
            || (has_frame_index(pre) && !has_frame_index(post));
        // Rematerialisable definitions: the single def of a vreg, with one
        // explicit def, no implicit operands, register uses only of
        // reserved registers, and memory only on immutable fixed objects.
        let mut defs: HashMap<VReg, Vec<&Inst>> = HashMap::new();
        let mut undef_vregs = HashSet::new();
        let mut partial_undef_vregs = HashSet::new();
        for inst in pre.blocks.iter().flat_map(|b| &b.insts) {
            for d in inst.defs() {
                if let Reg::Virt(v) = d.reg {
                    defs.entry(v).or_default().push(inst);
                    if inst.opcode == "IMPLICIT_DEF" {
                        undef_vregs.insert(v);
                        if d.sub_reg.is_some() {
                            partial_undef_vregs.insert(v);
                        }
                    }
                }
            }
        }
        let mut remat: HashMap<&str, Vec<(VReg, &Inst)>> = HashMap::new();
        let mut op_remat: HashMap<String, Vec<(VReg, &Inst)>> = HashMap::new();
        let mut op_remat_at: HashSet<*const Inst> = HashSet::new();
        // Operands of operand remats: defined once, in the entry block,
        // which no edge enters (it runs once per call).
        let entry_once = !pre.blocks.is_empty()
            && crate::analysis::cfg::Cfg::new(pre, t)
                .preds(BlockId(0))
                .is_empty();
        let entry: HashSet<*const Inst> = pre
            .blocks
            .first()
            .filter(|_| entry_once)
            .map_or(HashSet::new(), |b| {
                b.insts.iter().map(|i| i as *const Inst).collect()
            });
        let single: HashSet<VReg> = defs
            .iter()
            .filter(|(_, d)| d.len() == 1 && entry.contains(&(d[0] as *const Inst)))
            .map(|(v, _)| *v)
            .collect();
        let mut vs: Vec<_> = defs.into_iter().collect();
        vs.sort_by_key(|(v, _)| *v);
        for (v, insts) in vs {
            if insts.len() != 1 {
                continue;
            }
            let inst = insts[0];
            // Operand rematerialisation: the vreg uses are single
            // definitions in the entry block, which runs once, so they
            // never change after `v`'s definition read them; a remat must
            // read locations holding them (checked where it executes).
            let operand_ok = |u: VReg| single.contains(&u) && !undef_vregs.contains(&u);
            if is_remat_candidate(inst, pre, t) {
                remat
                    .entry(inst.opcode.as_str())
                    .or_default()
                    .push((v, inst));
            } else if t
                .opcode(&inst.opcode)
                .is_some_and(|o| o.is_as_cheap_as_a_move)
                // The spiller's own rule (one rule: regalloc/spill.rs).
                && crate::regalloc::spill::remat_rule(
                    inst,
                    pre,
                    t,
                    crate::regalloc::spill::RematUses::Vregs,
                )
                .is_some_and(|us| !us.is_empty() && us.into_iter().all(operand_ok))
            {
                op_remat
                    .entry(op_remat_key(inst))
                    .or_default()
                    .push((v, inst));
                op_remat_at.insert(inst as *const Inst);
            }
        }
        let mut forms = Vec::new();
        let mut addi = None;
        let sp = t.stack_pointer;
        for c in &t.classes {
            if let Some(s) = &c.spill {
                let w = c.spill_size;
                forms.extend(parse_form(FormKind::Copy, w, s.copy.0, &s.copy.1, t));
                // A spill or reload frame lowering moved to
                // the opcode's byte-offset twin (`STURXi` for `STRXui`)
                // is the same form with the twin's scale.
                for (kind, (op, form)) in [(FormKind::Store, s.store), (FormKind::Load, s.load)] {
                    let Some(f) = parse_form(kind, w, op, &form, t) else {
                        continue;
                    };
                    if let Some(twin) = t.frame_access(op).and_then(|a| a.unscaled) {
                        forms.push(Form {
                            opcode: twin.to_string(),
                            scale: t.frame_access(twin).map_or(1, |a| a.scale),
                            ..f.clone()
                        });
                    }
                    forms.push(f);
                }
                if c.contains(sp) && addi.is_none() {
                    if let Some(f) = parse_form(FormKind::Copy, 0, s.copy.0, &s.copy.1, t) {
                        if f.has_dst && f.items == [FormItem::Src, FormItem::Imm(0)] {
                            addi = Some(f.opcode.clone());
                        }
                    }
                }
            }
        }
        for m in &t.cross_moves {
            let bits = t.class(m.from).spill_size * 8;
            forms.extend(parse_form(
                FormKind::Cross {
                    bits: m.value_bits,
                    full: m.value_bits >= bits,
                },
                0,
                m.opcode,
                &m.form,
                t,
            ));
        }
        let mut seen = HashSet::new();
        forms.retain(|f| {
            seen.insert((
                f.opcode.clone(),
                f.has_dst,
                f.items.clone(),
                format!("{:?}", f.kind),
                f.width,
            ))
        });
        let save_list = t
            .abi_callee_saved
            .map(|m| {
                t.reg_mask(m)
                    .save_list
                    .iter()
                    .copied()
                    .filter(|r| !t.is_reserved(*r))
                    .collect()
            })
            .unwrap_or_default();
        let slot_width = t
            .classes
            .iter()
            .map(|c| c.spill_size as i64)
            .max()
            .unwrap_or(8)
            .max(1);
        Checker {
            zext: subregs::zext_vregs(pre, t),
            tiles: subregs::tilings(t),
            pre,
            post,
            t,
            post_pei,
            remat_def: remat.values().flatten().map(|&(v, i)| (v.0, i)).collect(),
            remat_at: remat
                .values()
                .flatten()
                .map(|&(v, i)| (i as *const Inst as usize, v))
                .collect(),
            remat,
            op_remat,
            op_remat_at,
            partial_undef_vregs,
            forms,
            addi,
            sp,
            frame_pointer: crate::frame::FramePolicy::of(pre, t)
                .is_ok_and(|p| p.frame_pointer)
                .then(|| {
                    let above = post
                        .fixed_stack
                        .iter()
                        .map(|o| o.offset.min(0))
                        .min()
                        .unwrap_or(0);
                    // A frame pointer that points at the frame
                    // record: at its own save slot once the frame is laid
                    // out.
                    let record = post
                        .stack
                        .iter()
                        .find(|o| o.callee_saved_register == Some(t.frame_pointer))
                        .map(|o| o.offset)
                        .filter(|_| t.frame_ops.as_ref().is_some_and(|o| o.fp_at_record));
                    (t.frame_pointer, record.unwrap_or(above))
                }),
            save_list,
            slot_width,
            sp_bits: t
                .classes
                .iter()
                .filter(|c| c.contains(sp))
                .map(|c| c.spill_size * 8)
                .max()
                .unwrap_or(64)
                .clamp(1, 64),
        }
    }

    fn run_traced(&self, trace: Option<&mut trace::Trace>) -> Result<CheckStats, Vec<CheckError>> {
        let (pre, post) = (self.pre, self.post);
        // Block correlation by number.
        let mut pre_of = Vec::with_capacity(post.blocks.len());
        let mut errors = Vec::new();
        for b in &post.blocks {
            match pre.block_by_number(b.number) {
                Some(p) => pre_of.push(p),
                None => {
                    errors.push(self.func_error(format!(
                        "block bb.{} of the allocated function has no block with that number before allocation \
                         (the checker needs the same CFG)",
                        b.number
                    )));
                    pre_of.push(BlockId(u32::MAX));
                }
            }
        }
        if pre.blocks.len() != post.blocks.len() {
            errors.push(self.func_error(format!(
                "{} blocks before allocation, {} after (the checker needs the same CFG)",
                pre.blocks.len(),
                post.blocks.len()
            )));
        }
        if self.post_pei && self.t.abi_callee_saved.is_none() {
            errors.push(self.func_error(
                "post-PEI code but the target names no callee-saved set for the function's ABI \
                 (add a \"target-abi\" module flag)"
                    .to_string(),
            ));
        }
        if self.post_pei {
            errors.extend(frame::local_block_error(pre, post).map(|m| self.func_error(m)));
        }
        if post.blocks.is_empty() || !errors.is_empty() {
            if errors.is_empty() {
                return Ok(CheckStats {
                    function: post.name.clone(),
                    ..CheckStats::default()
                });
            }
            return Err(errors);
        }
        // Fixpoint.
        let n = post.blocks.len();
        // Pre vregs live out of each pre block: equalities (aliases,
        // derived values) naming a dead vreg as the wanted value are dropped
        // at block exits. Without this they pile up over the whole function
        // (vregs are defined once, so nothing kills them) and every block's
        // state copy and join grows with the function: quadratic.
        let pre_live: Vec<crate::analysis::liveness::VRegSet> = {
            let cfg = crate::analysis::cfg::Cfg::new(pre, self.t);
            let live = crate::analysis::liveness::Liveness::new(pre, self.t, &cfg);
            (0..pre.blocks.len())
                .map(|i| live.live_out(BlockId(i as u32)).clone())
                .collect()
        };
        // The allocated function's own edges (its `successors:` lists, or
        // LLVM's inference where a block has none).
        let post_cfg = crate::analysis::cfg::Cfg::new(post, self.t);
        let mut ins: Vec<Option<State>> = vec![None; n];
        ins[0] = Some(self.entry_state());
        // The worklist runs blocks in reverse postorder (the lowest RPO
        // number first): a loop's body is finished before its header runs
        // again, so each block is evaluated about once per loop nesting
        // level rather than once per change that reaches it. (Any order
        // reaches the same fixpoint; this one reaches it sooner.)
        let rpo_of = |b: usize| post_cfg.rpo_number(BlockId(b as u32)).unwrap_or(u32::MAX);
        let mut queue: BTreeSet<(u32, usize)> = BTreeSet::from([(rpo_of(0), 0)]);
        let mut iterations = 0usize;
        let limit = 200 * n + 1000;
        // Every evaluation reports (errors, counts, trace). A block's last
        // evaluation ran on its final entry state (a change to that state
        // queues the block again), so its report is the one kept and no
        // separate reporting pass is needed.
        let mut reports: Vec<Option<(Vec<CheckError>, CheckStats)>> = vec![None; n];
        let mut trace_blocks = trace.is_some().then(|| vec![None; n]);
        while let Some((_, b)) = queue.pop_first() {
            iterations += 1;
            if iterations > limit {
                return Err(vec![self.func_error(format!(
                    "no fixpoint after {limit} block evaluations"
                ))]);
            }
            let Some(st) = ins[b].clone() else { continue };
            let mut rep = Report {
                trace: trace_blocks.take(),
                ..Report::default()
            };
            rep.stats.callee_saved_returns = self.post_pei.then_some(0);
            self.trace_entry(&mut rep, b, &st);
            let mut out = self.run_block(b, pre_of[b], st, &mut rep);
            trace_blocks = rep.trace.take();
            reports[b] = Some((rep.errors, rep.stats));
            if let Some(live) = pre_live.get(pre_of[b].index()) {
                out.forget_dead_equalities(live);
            }
            for &s in post_cfg.succs(BlockId(b as u32)) {
                let s = s.index();
                if s >= n {
                    continue;
                }
                let changed = match &mut ins[s] {
                    None => {
                        ins[s] = Some(out.clone());
                        true
                    }
                    Some(x) => x.meet(&out, |x, y| self.implies_fact(x, y)),
                };
                if changed {
                    queue.insert((rpo_of(s), s));
                }
            }
        }
        // The function's report: the blocks' last reports in layout order.
        let mut stats = CheckStats {
            function: post.name.clone(),
            iterations,
            callee_saved_returns: self.post_pei.then_some(0),
            ..CheckStats::default()
        };
        let mut errors = Vec::new();
        for (block_errors, s) in reports.into_iter().flatten() {
            stats.blocks += 1;
            stats.add(&s);
            errors.extend(block_errors);
        }
        if let (Some(t), Some(blocks)) = (trace, trace_blocks) {
            t.blocks = blocks;
        }
        if errors.is_empty() {
            Ok(stats)
        } else {
            errors.truncate(MAX_ERRORS);
            Err(errors)
        }
    }

    /// Walks pre block `qb` and post block `b` together from state `st`.
    fn run_block(&self, b: usize, qb: BlockId, mut st: State, rep: &mut Report) -> State {
        let post: Vec<(usize, &Inst)> = self.post.blocks[b]
            .insts
            .iter()
            .enumerate()
            .filter(|(_, i)| !i.is_debug())
            .collect();
        let pre: Vec<(usize, &Inst)> = match self.pre.blocks.get(qb.index()) {
            Some(bd) => bd
                .insts
                .iter()
                .enumerate()
                .filter(|(_, i)| !i.is_debug())
                .collect(),
            None => Vec::new(),
        };
        let (mut i, mut j) = (0, 0);
        loop {
            if j < post.len() {
                let (pj, p) = post[j];
                if i < pre.len() {
                    let (_, q) = pre[i];
                    if self.deleted_twin(q, p, &pre[i + 1..], &post[j + 1..], &st) {
                        // `q` was deleted (rematerialised elsewhere) and
                        // `p` is its identical successor, which cannot be.
                        self.apply_skip(q, &mut st);
                        rep.stats.pre_skipped += 1;
                        i += 1;
                        continue;
                    }
                    if let Some(pairs) = self.try_match(q, p, &st) {
                        // A wrong use (or a register outside its
                        // vreg's class) is an error unless `q` may be
                        // absent here or `p` is spill code before `q`:
                        // `%12:fpr64c = COPY %11` coalesced away, then a
                        // split copy `$f2_d = COPY $f1_d` of `%11` that
                        // only resembles it.
                        if (self.uses_ok(&pairs, &st) && self.classes_ok(&pairs))
                            || !(self.skippable(q)
                                || self.spill_code_first(q, p, &post[j + 1..], &st))
                        {
                            self.exec_matched(b, pj, q, p, &pairs, &mut st, rep);
                            let kind = trace::InstKind::Matched {
                                pre_index: pre[i].0,
                            };
                            self.trace_inst(rep, b, pj, p, kind, &st);
                            i += 1;
                            j += 1;
                            continue;
                        }
                    }
                    if self.remat_feeds_copy(q, p, &st) {
                        // A rematerialisation straight into the copy's
                        // destination: recompute the source first, so
                        // the copy's effect (below, on the next turn)
                        // names the new location too.
                        // Invariant: post-only instructions only move or
                        // recompute values, so applying a pre-only copy
                        // after them is as sound as before them.
                        self.exec_post_only(p, &mut st);
                        rep.stats.remats += 1;
                        self.apply_masks(p, &mut st);
                        self.trace_inst(
                            rep,
                            b,
                            pj,
                            p,
                            trace::InstKind::PostOnly(PostOnly::Remat),
                            &st,
                        );
                        j += 1;
                        continue;
                    }
                    // An operand remat's definition is left out only when
                    // `p` is not spill, frame code or a copy before it: matching
                    // it to a later post instruction keeps the
                    // correspondence (and the remat count what the
                    // allocator did). Either order is sound: leaving it
                    // out changes no state.
                    // An sp adjustment frame lowering made (a call frame
                    // pushed in a function with dynamic allocas) runs
                    // before a skippable pre instruction is dropped: a
                    // `%28 = COPY $sp` right after the call-frame pseudo
                    // must meet its allocated copy after the adjustment.
                    if self.skippable(q)
                        && !self.post_only_before_op_remat(q, p, &pre[i + 1..], &st)
                        && !self.post_only_before_untracked_copy(q, p, &pre[i + 1..], &st)
                        && !self.is_sp_adjustment(p)
                    {
                        self.apply_skip(q, &mut st);
                        rep.stats.pre_skipped += 1;
                        i += 1;
                        continue;
                    }
                }
                self.check_return(b, pj, p, &st, rep);
                if let Some(kind) = self.exec_post_only(p, &mut st) {
                    let s = &mut rep.stats;
                    match kind {
                        PostOnly::Copy => s.copies += 1,
                        PostOnly::Spill => s.spills += 1,
                        PostOnly::Reload => s.reloads += 1,
                        PostOnly::Cross => s.cross_moves += 1,
                        PostOnly::Remat => s.remats += 1,
                        PostOnly::Frame => s.frame_ops += 1,
                    }
                    self.apply_masks(p, &mut st);
                    self.trace_inst(rep, b, pj, p, trace::InstKind::PostOnly(kind), &st);
                    j += 1;
                    continue;
                }
                // Neither: report, then recover.
                let msg = match pre.get(i) {
                    Some((qi, q)) => format!(
                        "allocated instruction matches neither the next instruction before allocation \
                         (pre instruction {qi}: {}) nor a copy, spill, reload, cross-class move or \
                         rematerialisation",
                        render_inst(q, self.pre, self.t)
                    ),
                    None => "allocated instruction has no counterpart before allocation and is not a copy, \
                             spill, reload, cross-class move or rematerialisation"
                        .to_string(),
                };
                self.error(rep, b, Side::Post, pj, p, None, None, None, msg);
                if let Some(&(_, q)) = pre.get(i) {
                    if q.opcode == p.opcode && q.operands.len() == p.operands.len() {
                        // Same instruction with different operands: skip both.
                        i += 1;
                    }
                }
                for d in p.defs() {
                    if let Reg::Phys(x) = d.reg {
                        self.write(&mut st, x, &[]);
                    }
                }
                self.apply_masks(p, &mut st);
                self.trace_inst(rep, b, pj, p, trace::InstKind::Unexplained, &st);
                j += 1;
            } else if i < pre.len() {
                let (qi, q) = pre[i];
                if self.skippable(q) {
                    self.apply_skip(q, &mut st);
                    rep.stats.pre_skipped += 1;
                } else if rep.errors.len() < MAX_ERRORS {
                    rep.errors.push(CheckError {
                        function: self.post.name.clone(),
                        block: Some(self.post.blocks[b].number),
                        side: Side::Pre,
                        inst_index: Some(qi),
                        loc: q.loc,
                        inst_text: render_inst(q, self.pre, self.t),
                        operand: None,
                        expected: None,
                        found: None,
                        message:
                            "instruction before allocation is missing from the allocated block"
                                .to_string(),
                    });
                }
                i += 1;
            } else {
                break;
            }
        }
        st.saturate();
        st
    }
}

#[cfg(test)]
mod tests;
