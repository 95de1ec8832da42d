//! The greedy allocator (LLVM's `RAGreedy` in spirit) and the driver the
//! basic allocator shares (`split: false`).
//!
//! The function is allocated in *rounds*. Each round brings every
//! analysis up to date with the current code ([`Analysis::new`], then
//! [`Analysis::update`]: same results, fewer allocations), rebuilds the
//! live-range union of the registers already assigned, and drains a
//! priority queue ([`super::queue`]) of the unassigned ranges. For each
//! range, in order:
//! 1. **assign**: a free register (no overlap with fixed physical ranges or
//!    regmask clobbers — the analysis' unit ranges — nor with the union on
//!    any of its units): the best copy hint if free (so the copy
//!    disappears), else the cheapest register in the class's allocation
//!    order: `CostPerUse` (the column the target's `CostPerUseColumn`
//!    records pick for the enabled features, `Target::cost_column`)
//!    instructions plus, for an unused callee-saved register, the target's
//!    `CSRFirstUseCost` (a save/restore pair in the prologue; both in the
//!    unit of a stack access, the `AllocationCosts` record), so ranges
//!    that cross no call take caller-saved registers; ranges that cross
//!    calls find only callee-saved ones (and those the calls' masks
//!    preserve) free;
//! 2. **evict**: a register whose interfering ranges are all lighter
//!    (spill weight, [`super::weight`]) — cheapest by (max weight, total
//!    weight); evicted ranges go back to the queue; a range evicted
//!    [`MAX_EVICTIONS`] times can no longer be evicted (the guard against
//!    eviction loops, in place of LLVM's cascade numbers), and the
//!    spiller's single-instruction ranges are never evicted;
//! 3. otherwise the range *fails* for this round.
//!
//! After the queue is empty, every failed range is transformed by its
//! stage, then the next round starts (assignments of untouched ranges are
//! kept):
//! - [`Stage::Fresh`] (greedy): split around a loop ([`super::split`])
//!   where one side would get a free register (that side is tentatively
//!   assigned it); else split per block if it crosses blocks and some
//!   block touches it twice; else, for a one-block range, split at its
//!   largest gap between uses; else spill;
//! - [`Stage::Region`]: split per block or at a gap as above; else spill;
//! - [`Stage::Local`] (split products): spill, one reload per block;
//! - [`Stage::Group`] (spiller ranges over several instructions): spill
//!   again, one reload per instruction;
//! - [`Stage::Tiny`]: cannot fail unless the instruction itself needs more
//!   registers than exist: an error.
//!
//! The basic allocator runs the same rounds with splitting disabled
//! (Fresh ranges spill directly).
//!
//! Setting `SPILLWAY_GREEDY_DEBUG` prints each function's [`GreedyStats`]
//! to stderr.
//!
//! Invariants: a vreg is in the union iff `assign[v]` is `Some`; the union
//! of every register unit holds disjoint segments; every round either
//! finishes with no failure or advances the stage of (or removes) every
//! failed range, so the rounds terminate.

use super::queue::{priority, PrioInput, Queue};
use super::spill::{color_slots, SpillMode, Spiller};
use super::split;
use super::weight::{spill_weight, INFINITE};
use super::{rewrite, AllocError, AllocResult, AllocStats};
use crate::analysis::bitset::BitSet;
use crate::analysis::intervals::{ProgPoint, Segment};
use crate::analysis::loops::Loop;
use crate::analysis::Analysis;
use crate::mir::{Function, Loc, Operand, Reg, VReg};
use crate::target::{PReg, Target};
use std::collections::BTreeMap;
use std::ops::Bound::{Excluded, Unbounded};

/// How many times one range may be evicted before it becomes fixed.
pub const MAX_EVICTIONS: u32 = 8;

/// Rounds after which allocation gives up (a bug guard).
const MAX_ROUNDS: usize = 64;

/// Where a range is in its life (LLVM's `LiveRangeStage`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// From the input: may be split.
    Fresh,
    /// A piece of a loop split: may be split per block.
    Region,
    /// A piece of a per-block split: spill on failure.
    Local,
    /// A spiller range over several instructions: spill per instruction.
    Group,
    /// A spiller range around one instruction: infinite weight.
    Tiny,
}

/// Counters of one allocation (beyond [`AllocStats`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyStats {
    /// Rounds run.
    pub rounds: usize,
    /// Evictions.
    pub evictions: usize,
    /// Loop splits.
    pub loop_splits: usize,
    /// Per-block splits.
    pub block_splits: usize,
    /// Splits of one-block ranges at their largest gap.
    pub gap_splits: usize,
    /// Vregs spilled (each spill call).
    pub spilled: usize,
    /// Rematerialized instructions inserted.
    pub remats: usize,
}

/// Per-unit union of the assigned ranges: `(start, vreg) -> end`, in an
/// ordered map per unit (LLVM's `LiveIntervalUnion` is a B+ tree too), so
/// insert, remove and each overlap query cost a logarithm, not the number
/// of ranges already on the unit.
///
/// Invariant: the ranges on one unit are disjoint (a range is inserted
/// only where it overlaps nothing, after evicting what it overlaps), so
/// ordered by start they are ordered by end too.
struct Union {
    units: Vec<BTreeMap<(u32, u32), u32>>,
}

impl Union {
    fn new(n: usize) -> Self {
        Union {
            units: vec![BTreeMap::new(); n],
        }
    }
    fn insert(&mut self, units: &[u16], segs: &[Segment], v: VReg) {
        for &u in units {
            let map = &mut self.units[u as usize];
            for s in segs {
                map.insert((s.start.0, v.0), s.end.0);
            }
        }
    }
    /// Removes `v`, inserted on `units` with the segments `segs`.
    fn remove(&mut self, units: &[u16], segs: &[Segment], v: VReg) {
        for &u in units {
            let map = &mut self.units[u as usize];
            for s in segs {
                map.remove(&(s.start.0, v.0));
            }
        }
    }
    /// The ranges on unit `u` that may overlap `s`, in order: the last one
    /// starting at or before `s.start` (when it reaches past it), then
    /// those starting inside `s`.
    fn around(&self, u: u16, s: &Segment) -> impl Iterator<Item = (u32, u32, u32)> + '_ {
        let map = &self.units[u as usize];
        let (a, e) = (s.start.0, s.end.0);
        let before = map
            .range(..=(a, u32::MAX))
            .next_back()
            .filter(|(_, &end)| end > a);
        let after = map.range((Excluded((a, u32::MAX)), Unbounded));
        before
            .into_iter()
            .chain(after.take_while(move |((st, _), _)| *st < e))
            .map(|(&(st, v), &end)| (st, end, v))
    }
    /// Is any of `segs` overlapping a range in the union on `units`?
    fn overlaps(&self, units: &[u16], segs: &[Segment]) -> bool {
        units
            .iter()
            .any(|&u| segs.iter().any(|s| self.around(u, s).next().is_some()))
    }
    /// The vregs overlapping `segs` on `units`, each once, in the order of
    /// their first overlap (units in order, then segments, then the
    /// union's order). `seen` is scratch space, empty on entry and on
    /// return (vregs beyond its capacity are deduplicated by a search).
    fn interferers(&self, units: &[u16], segs: &[Segment], out: &mut Vec<VReg>, seen: &mut BitSet) {
        out.clear();
        for &u in units {
            for s in segs {
                for e in self.around(u, s) {
                    let first = if (e.2 as usize) < seen.capacity() {
                        seen.insert(e.2 as usize)
                    } else {
                        !out.contains(&VReg(e.2))
                    };
                    if first {
                        out.push(VReg(e.2));
                    }
                }
            }
        }
        // Invariant: `seen` holds exactly the vregs of `out` (those it has
        // room for).
        for x in out.iter() {
            seen.remove(x.index());
        }
    }
}

/// Does `segs` overlap a fixed physical range or clobber of `p` (a killed
/// unit, or a call whose mask clobbers `p` itself)?
fn phys_overlaps(a: &Analysis, t: &Target, p: PReg, segs: &[Segment]) -> bool {
    t.reg(p).units.iter().any(|&u| {
        crate::analysis::intervals::first_overlap(segs, a.intervals.unit_ranges(u)).is_some()
    }) || a.intervals.mask_conflict(t, p, segs).is_some()
}

/// The part of `segs` (sorted, disjoint) inside the blocks of `lp` (or
/// outside, `inside == false`), sorted.
///
/// Inside, one piece per loop block and segment overlapping it (each loop
/// block finds its segments by binary search). Outside, each segment minus
/// the loop blocks it overlaps, adjacent pieces merged: the same points as
/// one piece per outside block, in fewer segments. Blocks are contiguous
/// ranges of slot indexes in layout order and `lp.blocks` is sorted, so
/// the cost is the loop's blocks (times a logarithm) plus the segments,
/// not the blocks the range covers.
fn restrict(a: &Analysis, segs: &[Segment], lp: &Loop, inside: bool) -> Vec<Segment> {
    let slots = &a.intervals.slots;
    let mut out = Vec::new();
    if inside {
        for &b in &lp.blocks {
            let (bs, be) = (slots.block_start(b), slots.block_end(b));
            let first = segs.partition_point(|s| s.end <= bs);
            for s in segs[first..].iter().take_while(|s| s.start < be) {
                let (st, en) = (s.start.max(bs), s.end.min(be));
                if st < en {
                    out.push(Segment { start: st, end: en });
                }
            }
        }
    } else {
        for s in segs {
            // Invariant: the points of `s` before `cur` are handled.
            let mut cur = s.start;
            let first = lp
                .blocks
                .partition_point(|&b| slots.block_end(b) <= s.start);
            for &b in &lp.blocks[first..] {
                let (bs, be) = (slots.block_start(b), slots.block_end(b));
                if bs >= s.end {
                    break;
                }
                if cur < bs {
                    out.push(Segment {
                        start: cur,
                        end: bs,
                    });
                }
                cur = cur.max(be);
            }
            if cur < s.end {
                out.push(Segment {
                    start: cur,
                    end: s.end,
                });
            }
        }
    }
    out.sort();
    out
}

/// Allocates `f` with the greedy allocator.
pub fn allocate(f: &Function, target: &Target) -> Result<AllocResult, AllocError> {
    run(f, target, true).map(|(r, _)| r)
}

/// [`allocate`] with the spiller's load rematerialization on or off (see
/// [`Spiller::with_load_remat`]).
pub fn allocate_with(
    f: &Function,
    target: &Target,
    load_remat: bool,
) -> Result<AllocResult, AllocError> {
    run_with(f, target, true, load_remat).map(|(r, _)| r)
}

/// The shared driver: greedy with `split`, basic without. Also returns the
/// greedy counters.
pub fn run(
    input: &Function,
    t: &Target,
    split: bool,
) -> Result<(AllocResult, GreedyStats), AllocError> {
    run_with(input, t, split, true)
}

/// [`run`] with the spiller's load rematerialization on or off.
// Several per-vreg tables are indexed together by vreg number.
#[allow(clippy::needless_range_loop)]
pub fn run_with(
    input: &Function,
    t: &Target,
    split: bool,
    load_remat: bool,
) -> Result<(AllocResult, GreedyStats), AllocError> {
    let mut f = input.clone();
    let err = |f: &Function, loc: Loc, m: String| AllocError::new(f, loc, m);
    let mut spiller = Spiller::with_load_remat(&f, t, load_remat);
    let col = t.cost_column;
    let mut csr_units = BitSet::new(t.num_units);
    if let Some(m) = t.abi_callee_saved {
        for &r in &t.reg_mask(m).save_list {
            for &u in t.reg(r).units {
                csr_units.insert(u as usize);
            }
        }
    }
    let is_csr = |p: PReg| {
        t.reg(p)
            .units
            .iter()
            .any(|&u| csr_units.contains(u as usize))
    };
    let mut csr_used = vec![false; t.regs.len()];
    // Registers the input already names count as used.
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        for (_, r) in inst.reg_operands() {
            if let Reg::Phys(p) = r.reg {
                csr_used[p.index()] = true;
            }
        }
    }
    let mut stage: Vec<Stage> = vec![Stage::Fresh; f.vregs.len()];
    let mut origin: Vec<VReg> = (0..f.vregs.len() as u32).map(VReg).collect();
    let mut assign: Vec<Option<PReg>> = vec![None; f.vregs.len()];
    let mut evictions: Vec<u32> = vec![0; f.vregs.len()];
    let mut gs = GreedyStats::default();
    let used_input: usize = {
        let mut seen = BitSet::new(f.vregs.len());
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            for (_, r) in inst.reg_operands() {
                if let Reg::Virt(v) = r.reg {
                    if v.index() < f.vregs.len() {
                        seen.insert(v.index());
                    }
                }
            }
        }
        seen.count()
    };
    for (i, info) in f.vregs.iter().enumerate() {
        if let Some(c) = info.class {
            if t.class(c).alloc_order.is_empty() && used_input > 0 {
                let used = f.blocks.iter().flat_map(|b| &b.insts).any(|inst| {
                    inst.reg_operands()
                        .any(|(_, r)| r.reg == Reg::Virt(VReg(i as u32)))
                });
                if used {
                    return Err(err(
                        &f,
                        f.loc,
                        format!(
                            "%{i} has class '{}', which has no allocatable register",
                            t.class(c).mir_name
                        ),
                    ));
                }
            }
        }
    }
    let mut interf: Vec<VReg> = Vec::new();
    let mut analysis: Option<Analysis> = None;
    loop {
        gs.rounds += 1;
        if gs.rounds > MAX_ROUNDS {
            return Err(err(
                &f,
                f.loc,
                "internal error: register allocation did not converge".into(),
            ));
        }
        let n = f.vregs.len();
        stage.resize(n, Stage::Tiny);
        origin.resize(n, VReg(u32::MAX));
        assign.resize(n, None);
        evictions.resize(n, 0);
        // Each round's analyses describe the current code (`update` keeps
        // what the round's changes cannot affect and reuses buffers).
        if let Some(a) = analysis.as_mut() {
            a.update(&f, t);
        }
        let a: &Analysis = analysis.get_or_insert_with(|| Analysis::new(&f, t));
        let iv = |v: VReg| a.intervals.interval(v);
        // Weights and hints.
        let mut weight = vec![0f32; n];
        for v in 0..n {
            let vr = VReg(v as u32);
            weight[v] = if stage[v] == Stage::Tiny {
                INFINITE
            } else {
                let o = origin[v];
                spill_weight(
                    iv(vr),
                    &a.intervals.slots,
                    &a.freq,
                    spiller.is_cheap_remat(o),
                )
            };
        }
        let mut hints: Vec<Vec<(Reg, f64)>> = vec![Vec::new(); n];
        for (bi, b) in f.blocks.iter().enumerate() {
            let fr = a.freq.freq(crate::mir::BlockId(bi as u32)).max(1e-9);
            for inst in &b.insts {
                if !inst.is_copy() || inst.operands.len() != 2 {
                    continue;
                }
                let (Operand::Reg(d), Operand::Reg(s)) = (&inst.operands[0], &inst.operands[1])
                else {
                    continue;
                };
                if d.sub_reg.is_some() || s.sub_reg.is_some() {
                    continue;
                }
                match (d.reg, s.reg) {
                    (Reg::Virt(x), Reg::Virt(y)) if x.index() < n && y.index() < n => {
                        hints[x.index()].push((Reg::Virt(y), fr));
                        hints[y.index()].push((Reg::Virt(x), fr));
                    }
                    (Reg::Virt(x), Reg::Phys(p)) | (Reg::Phys(p), Reg::Virt(x))
                        if x.index() < n && !t.is_reserved(p) =>
                    {
                        hints[x.index()].push((Reg::Phys(p), fr));
                    }
                    _ => {}
                }
            }
        }
        for (v, info) in f.vregs.iter().enumerate() {
            if let Some(Reg::Phys(p)) = info.preferred {
                hints[v].push((Reg::Phys(p), 1.0));
            }
        }
        // Union of the kept assignments.
        // Invariant: kept assignments are re-verified against the new code
        // (split copies move boundaries; tentative loop-split assignments
        // were made on the previous round's intervals): a conflict sends
        // the range back to the queue.
        let mut union = Union::new(t.num_units);
        // Scratch for `Union::interferers`: the union only holds vregs
        // below `n` (no vreg is created while the queue drains).
        let mut seen = BitSet::new(n);
        for v in 0..n {
            if let Some(p) = assign[v] {
                let segs = &iv(VReg(v as u32)).segments;
                if segs.is_empty()
                    || phys_overlaps(a, t, p, segs)
                    || union.overlaps(t.reg(p).units, segs)
                {
                    assign[v] = None;
                } else {
                    union.insert(t.reg(p).units, segs, VReg(v as u32));
                }
            }
        }
        // Priorities and the queue.
        let last = a
            .intervals
            .slots
            .block_end(crate::mir::BlockId(f.blocks.len().saturating_sub(1) as u32))
            .index() as u64;
        let prio_of = |v: usize| {
            let i = iv(VReg(v as u32));
            let first = i.segments[0].start;
            let end = i.segments[i.segments.len() - 1].end;
            let (b1, _) = a.intervals.slots.locate(first);
            let (b2, _) = a.intervals.slots.locate(ProgPoint(end.0.saturating_sub(1)));
            priority(PrioInput {
                size: i.size(),
                dist_to_end: last.saturating_sub(first.index() as u64),
                local: b1 == b2,
                tiny: stage[v] == Stage::Tiny,
                split_product: matches!(stage[v], Stage::Local | Stage::Group),
                phys_hint: hints[v].iter().any(|(r, _)| matches!(r, Reg::Phys(_))),
            })
        };
        let mut queue = Queue::new();
        for v in 0..n {
            if assign[v].is_none() && !iv(VReg(v as u32)).is_empty() && f.vregs[v].class.is_some() {
                queue.push(VReg(v as u32), prio_of(v));
            }
        }
        let mut failed: Vec<VReg> = Vec::new();
        while let Some(v) = queue.pop() {
            let vi = v.index();
            if assign[vi].is_some() {
                continue;
            }
            let Some(class) = f.vregs[vi].class else {
                continue;
            };
            let segs = &iv(v).segments;
            let order = &t.class(class).alloc_order;
            let free = |p: PReg, union: &Union| {
                !phys_overlaps(a, t, p, segs) && !union.overlaps(t.reg(p).units, segs)
            };
            // 1. Hints.
            let mut choice: Option<PReg> = None;
            let mut hs: Vec<(PReg, f64)> = Vec::new();
            for &(r, w) in &hints[vi] {
                let p = match r {
                    Reg::Phys(p) => Some(p),
                    Reg::Virt(u) => assign.get(u.index()).copied().flatten(),
                    Reg::NoReg => None,
                };
                if let Some(p) = p {
                    match hs.iter_mut().find(|(q, _)| *q == p) {
                        Some(e) => e.1 += w,
                        None => hs.push((p, w)),
                    }
                }
            }
            hs.sort_by(|x, y| y.1.total_cmp(&x.1));
            for (p, _) in hs {
                if order.contains(&p) && free(p, &union) {
                    choice = Some(p);
                    break;
                }
            }
            // 2. The cheapest free register.
            if choice.is_none() {
                let mut best: Option<(i64, PReg)> = None;
                // In the target's cost unit (`AllocationCosts`):
                // CostPerUse counts instructions.
                for &p in order {
                    let per_use = i64::from(t.reg(p).cost_per_use.get(col).copied().unwrap_or(0));
                    let cost = per_use * i64::from(t.instr_cost)
                        + if is_csr(p) && !csr_used[p.index()] {
                            i64::from(t.csr_first_use_cost)
                        } else {
                            0
                        };
                    if best.is_some_and(|(c, _)| c <= cost) {
                        continue;
                    }
                    if free(p, &union) {
                        best = Some((cost, p));
                        if cost == 0 {
                            break;
                        }
                    }
                }
                choice = best.map(|(_, p)| p);
            }
            // 3. Eviction.
            if choice.is_none() {
                let w = weight[vi];
                let mut best: Option<((f32, f32), PReg, Vec<VReg>)> = None;
                for &p in order {
                    if phys_overlaps(a, t, p, segs) {
                        continue;
                    }
                    union.interferers(t.reg(p).units, segs, &mut interf, &mut seen);
                    let mut maxw = 0f32;
                    let mut sum = 0f32;
                    let ok = interf.iter().all(|x| {
                        let wx = weight[x.index()];
                        maxw = maxw.max(wx);
                        sum += wx;
                        wx != INFINITE
                            && (w == INFINITE || (wx < w && evictions[x.index()] < MAX_EVICTIONS))
                    });
                    if !ok {
                        continue;
                    }
                    let cost = (maxw, sum);
                    if best.as_ref().is_none_or(|(c, _, _)| cost < *c) {
                        best = Some((cost, p, interf.clone()));
                    }
                }
                if let Some((_, p, victims)) = best {
                    for x in victims {
                        // Invariant: while the queue drains, every vreg in
                        // the union was inserted with its interval's
                        // segments (tentative loop-split sides are only
                        // added after the drain; the union is rebuilt each
                        // round).
                        if let Some(q) = assign[x.index()].take() {
                            union.remove(t.reg(q).units, &iv(x).segments, x);
                        }
                        evictions[x.index()] += 1;
                        gs.evictions += 1;
                        queue.push(x, prio_of(x.index()));
                    }
                    choice = Some(p);
                }
            }
            match choice {
                Some(p) => {
                    assign[vi] = Some(p);
                    csr_used[p.index()] = true;
                    union.insert(t.reg(p).units, segs, v);
                }
                None => failed.push(v),
            }
        }
        if failed.is_empty() {
            break;
        }
        failed.sort();
        failed.dedup();
        // Which failed ranges have a block touching them twice, and the
        // first block mentioning each, for all of them in one pass.
        // Invariant: the transformations below only rename and copy the
        // range they transform and insert instructions (no block is added
        // or removed), so the answers for `v` cannot change before `v`'s
        // turn.
        let touched = split::touch_summary(&f, if split { &failed } else { &[] });
        let mut to_spill: Vec<(VReg, VReg, SpillMode)> = Vec::new();
        for v in failed {
            let vi = v.index();
            if assign[vi].is_some() {
                continue;
            }
            let global = split::is_global(v, &a.liveness);
            let st = stage[vi];
            // Loop split (greedy, fresh ranges).
            if split && st == Stage::Fresh {
                if let Some(inner) =
                    try_loop_split(&mut f, t, a, &mut union, v, &mut stage, &mut assign)
                {
                    origin.resize(f.vregs.len(), VReg(u32::MAX));
                    origin[inner.index()] = origin[vi];
                    gs.loop_splits += 1;
                    continue;
                }
            }
            if split
                && matches!(st, Stage::Fresh | Stage::Region)
                && global
                && touched.worth.contains(vi)
            {
                let blocks = touched.worth_blocks.get(vi).map_or(&[][..], |b| &b[..]);
                let made = split::split_per_block(&mut f, v, &a.liveness, blocks);
                stage.resize(f.vregs.len(), Stage::Local);
                origin.resize(f.vregs.len(), VReg(u32::MAX));
                for m in &made {
                    stage[m.index()] = Stage::Local;
                    origin[m.index()] = origin[vi];
                }
                stage[vi] = Stage::Local;
                gs.block_splits += 1;
                continue;
            }
            if split && matches!(st, Stage::Fresh | Stage::Region) && !global {
                let made = match pick_gap_cut(t, a, &union, v, f.vregs[vi].class) {
                    Some(cut) => match touched.first_block.get(vi) {
                        Some(&bi) if bi != u32::MAX => {
                            split::split_at_gap_in(&mut f, v, bi as usize, cut)
                        }
                        _ => Vec::new(),
                    },
                    None => Vec::new(),
                };
                if !made.is_empty() {
                    stage.resize(f.vregs.len(), Stage::Local);
                    origin.resize(f.vregs.len(), VReg(u32::MAX));
                    for m in &made {
                        stage[m.index()] = Stage::Local;
                        origin[m.index()] = origin[vi];
                    }
                    stage[vi] = Stage::Local;
                    gs.gap_splits += 1;
                    continue;
                }
            }
            let mode = match st {
                Stage::Tiny => {
                    let class = f.vregs[vi].class.map(|c| t.class(c).mir_name.clone());
                    return Err(err(
                        &f,
                        first_loc(&f, v),
                        format!(
                            "ran out of registers: %{} (class {}) cannot get a register even \
                             around a single instruction (too many values of this class are \
                             live at once, or fixed registers cover the whole class)",
                            v.0,
                            class.unwrap_or_default()
                        ),
                    ));
                }
                Stage::Group => SpillMode::PerInst,
                _ => SpillMode::Group,
            };
            to_spill.push((v, origin[vi], mode));
        }
        if !to_spill.is_empty() {
            let made = spiller
                .spill_many(&mut f, t, &to_spill, &mut origin)
                .map_err(|(v, m)| err(&f, first_loc(&f, v), m))?;
            gs.spilled += to_spill.len();
            stage.resize(f.vregs.len(), Stage::Tiny);
            for m in made {
                stage[m.vreg.index()] = if m.tiny { Stage::Tiny } else { Stage::Group };
            }
        }
        // Loop split pieces get their stage inside try_loop_split.
        origin.resize(f.vregs.len(), VReg(u32::MAX));
        for (v, o) in origin.iter_mut().enumerate() {
            if *o == VReg(u32::MAX) {
                *o = VReg(v as u32);
            }
        }
    }
    // Registers nobody reads or writes with a value (undef uses): any
    // register of the class.
    let n = f.vregs.len();
    assign.resize(n, None);
    let mut undef_only = Vec::new();
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        for (_, r) in inst.reg_operands() {
            if let Reg::Virt(v) = r.reg {
                if assign[v.index()].is_none() {
                    undef_only.push(v);
                }
            }
        }
    }
    for v in undef_only {
        if let Some(c) = f.vreg_class(v) {
            assign[v.index()] = t.class(c).alloc_order.first().copied();
        }
    }
    let slots = color_slots(&mut f, t, &spiller.slots);
    let copies_removed = rewrite::rewrite_assignment(&mut f, t, &assign)?;
    let (spills, reloads) = count_spill_code(&f, t, input);
    gs.remats = spiller.remats;
    if std::env::var_os("SPILLWAY_GREEDY_DEBUG").is_some() {
        eprintln!("{}: {:?}", input.name, gs);
    }
    Ok((
        AllocResult {
            function: f,
            stats: AllocStats {
                vregs: used_input,
                spills,
                reloads,
                slots,
                copies_removed,
                ..AllocStats::default()
            },
        },
        gs,
    ))
}

/// Tries to split `v` around a loop where one side would get a free
/// register; returns the in-loop vreg.
fn try_loop_split(
    f: &mut Function,
    t: &Target,
    a: &Analysis,
    union: &mut Union,
    v: VReg,
    stage: &mut Vec<Stage>,
    assign: &mut Vec<Option<PReg>>,
) -> Option<VReg> {
    let class = f.vreg_class(v)?;
    let order = &t.class(class).alloc_order;
    let segs = &a.intervals.interval(v).segments;
    let fits = |s: &[Segment], union: &Union| {
        if s.is_empty() {
            return None;
        }
        order
            .iter()
            .copied()
            .find(|&p| !phys_overlaps(a, t, p, s) && !union.overlaps(t.reg(p).units, s))
    };
    // Cost model (in block-frequency units of one memory access): keeping
    // one side in a register and spilling the other costs the boundary
    // copies (a store at the preheader, a reload at each exit) plus a
    // memory access for every def and use on the spilled side. A split
    // is taken only when it beats spilling the whole range.
    let iv = a.intervals.interval(v);
    let touches: Vec<(crate::mir::BlockId, f64)> = iv
        .defs
        .iter()
        .chain(&iv.uses)
        .map(|p| {
            let b = a.intervals.slots.locate(*p).0;
            (b, a.freq.freq(b))
        })
        .collect();
    let whole: f64 = touches.iter().map(|(_, fr)| fr).sum();
    // The touches by block, to find a loop's without scanning them all.
    let mut by_block: Vec<(crate::mir::BlockId, usize)> = touches
        .iter()
        .enumerate()
        .map(|(i, (b, _))| (*b, i))
        .collect();
    by_block.sort_unstable();
    let mut inside_idx: Vec<usize> = Vec::new();
    let mut pick = None;
    let mut best = whole;
    for (i, lp) in a.loops.loops().iter().enumerate() {
        let Some((pre, exits)) = split::loop_split_shape(lp, v, &a.cfg, &a.liveness) else {
            continue;
        };
        let boundary = a.freq.freq(pre) + exits.iter().map(|e| a.freq.freq(*e)).sum::<f64>();
        // Summed in `touches` order (the same floating-point result as a
        // filter over all of them).
        inside_idx.clear();
        for &b in &lp.blocks {
            let from = by_block.partition_point(|e| e.0 < b);
            inside_idx.extend(
                by_block[from..]
                    .iter()
                    .take_while(|e| e.0 == b)
                    .map(|e| e.1),
            );
        }
        inside_idx.sort_unstable();
        let inside_cost: f64 = inside_idx.iter().map(|&i| touches[i].1).sum();
        for in_loop in [true, false] {
            // The register side's segments; the other side is spilled.
            let spilled = if in_loop {
                whole - inside_cost
            } else {
                inside_cost
            };
            let cost = boundary + spilled;
            if cost >= best {
                continue;
            }
            let side = restrict(a, segs, lp, in_loop);
            if let Some(p) = fits(&side, union) {
                best = cost;
                pick = Some((i, (pre, exits.clone()), in_loop, p, side));
            }
        }
    }
    let (i, (pre, exits), in_loop, p, segs) = pick?;
    let lp = &a.loops.loops()[i];
    let inner = split::split_around_loop(f, t, v, lp, pre, &exits)?;
    // Tentatively give the side that fits its register, so the other
    // splits of this round see it (verified again next round).
    let holder = if in_loop { inner } else { v };
    assign.resize(f.vregs.len(), None);
    assign[holder.index()] = Some(p);
    union.insert(t.reg(p).units, &segs, holder);
    stage.resize(f.vregs.len(), Stage::Region);
    stage[inner.index()] = Stage::Region;
    stage[v.index()] = Stage::Region;
    Some(inner)
}

/// The cut for [`split::split_at_gap`]: among the gaps of at least
/// [`split::MIN_GAP`] instructions between consecutive touches of `v`
/// (from its interval's def and use points), the largest after which a
/// piece with three or more touches would find a free register now; if
/// none, the cut leaving the shortest longest piece (evictions may make
/// room for it). `None`: no gap (spill instead).
fn pick_gap_cut(
    t: &Target,
    a: &Analysis,
    union: &Union,
    v: VReg,
    class: Option<crate::target::RegClass>,
) -> Option<usize> {
    let order = &t.class(class?).alloc_order;
    let iv = a.intervals.interval(v);
    let mut idx: Vec<u32> = iv.defs.iter().chain(&iv.uses).map(|p| p.index()).collect();
    idx.sort_unstable();
    idx.dedup();
    let fits = |lo: u32, hi: u32| {
        let segs = [Segment {
            start: ProgPoint::new(lo, crate::analysis::intervals::Slot::Block),
            end: ProgPoint::new(hi, crate::analysis::intervals::Slot::Dead),
        }];
        order
            .iter()
            .any(|&p| !phys_overlaps(a, t, p, &segs) && !union.overlaps(t.reg(p).units, &segs))
    };
    let last = idx.len().checked_sub(1)?;
    let gaps = || (0..last).filter(|&j| (idx[j + 1] - idx[j]) as usize >= split::MIN_GAP);
    gaps()
        .filter(|&j| {
            (j >= 2 && fits(idx[0], idx[j])) || (last - j >= 3 && fits(idx[j + 1], idx[last]))
        })
        .max_by_key(|&j| (idx[j + 1] - idx[j], std::cmp::Reverse(j)))
        .or_else(|| {
            // Nothing fits now (evictions may make room): the cut leaving
            // the shortest longest piece, if both sides are real pieces.
            gaps()
                .filter(|&j| j >= 1 || last - j >= 2)
                .min_by_key(|&j| {
                    let span = (idx[j] - idx[0]).max(idx[last] - idx[j + 1]);
                    (span, std::cmp::Reverse(idx[j + 1] - idx[j]), j)
                })
        })
}

/// Where `v` is first mentioned (for errors).
fn first_loc(f: &Function, v: VReg) -> Loc {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .find(|i| i.reg_operands().any(|(_, r)| r.reg == Reg::Virt(v)))
        .map(|i| i.loc)
        .unwrap_or(f.loc)
}

/// Spill stores and reloads in `f` (accesses to `spill-slot` objects that
/// `input` does not have).
pub fn count_spill_code(f: &Function, t: &Target, input: &Function) -> (usize, usize) {
    let is_new_slot = |id: u32| {
        input.stack_object(id).is_none()
            && f.stack_object(id)
                .is_some_and(|o| o.kind == crate::mir::StackObjectKind::SpillSlot)
    };
    let (mut s, mut r) = (0, 0);
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        let slot = inst.operands.iter().find_map(|o| match o {
            Operand::FrameIndex {
                fixed: false, id, ..
            } if is_new_slot(*id) => Some(*id),
            _ => None,
        });
        if slot.is_some() {
            if inst.defs().any(|d| !d.implicit) {
                r += 1;
            } else {
                s += 1;
            }
        }
    }
    let _ = t;
    (s, r)
}
