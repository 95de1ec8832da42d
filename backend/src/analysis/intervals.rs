//! Slot indexes and live intervals: where in the function every virtual
//! register holds a value, and where every physical register unit is
//! occupied or clobbered — the basis of interference checks.
//!
//! Program points ([`ProgPoint`]), LLVM's `SlotIndex` scheme: every block
//! start and every instruction gets an *index*, in layout order (block
//! `b`'s start, then its instructions, then the next block's start); each
//! index has four sub-slots, in order:
//! - [`Slot::Block`]: the block boundary / the instruction's start;
//! - [`Slot::EarlyClobber`]: where `early-clobber` defs write (before the
//!   instruction's reads finish, so they interfere with its uses);
//! - [`Slot::Register`]: where uses read and ordinary defs write;
//! - [`Slot::Dead`]: the end of a def that is never read.
//!
//! Intervals are sorted lists of half-open [`Segment`]s `[start, end)`.
//! A def at instruction `i` starts a segment at `i.Register` (or
//! `i.EarlyClobber`); a read at `i` needs the value live just before
//! `i.Register`, so a last use ends its segment at `i.Register` (a def of
//! the same instruction may then reuse the register); a value nobody reads
//! lives `[def, i.Dead)`. A value live out of a block runs to the next
//! block's start index. `undef` uses and debug instructions are not reads.
//!
//! Physical registers are tracked per register unit (reserved registers
//! are not tracked): explicit and implicit defs and uses, block live-ins,
//! and regmask clobbers at calls — every unit the mask kills
//! ([`crate::target::RegMaskInfo::killed_units`]: no preserved register
//! owns it) is occupied on `[call.Register, call.Dead)`. Because
//! everything is on units, `f10_f` and `f10_d` conflict exactly when the
//! target gives them a common unit. A register a mask clobbers without
//! killing all its units (AArch64's Q8, whose low half D8 is preserved)
//! conflicts with the calls inside a range by
//! [`LiveIntervals::mask_conflict`], LLVM's per-register regmask check:
//! D8 may hold a value across the call, Q8 may not.
//!
//! Invariants: segments of one interval or unit are sorted, non-empty and
//! disjoint (adjacent ones merged); `defs` and `uses` are sorted.

use super::bitset::BitSet;
use super::liveness::{reads, tracked_preg, vreg_uses, Liveness};
use crate::mir::{BlockId, Function, Reg, VReg};
use crate::target::{PReg, RegMaskId, Target};

/// A sub-slot of an index (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// Block boundary / instruction start.
    Block = 0,
    /// Early-clobber defs.
    EarlyClobber = 1,
    /// Uses and ordinary defs.
    Register = 2,
    /// End of dead defs.
    Dead = 3,
}

/// A program point: an index and a [`Slot`], totally ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ProgPoint(pub u32);

impl ProgPoint {
    /// The point at `slot` of `index`.
    pub fn new(index: u32, slot: Slot) -> ProgPoint {
        ProgPoint((index << 2) | slot as u32)
    }
    /// The index.
    pub fn index(self) -> u32 {
        self.0 >> 2
    }
    /// The slot.
    pub fn slot(self) -> Slot {
        match self.0 & 3 {
            0 => Slot::Block,
            1 => Slot::EarlyClobber,
            2 => Slot::Register,
            _ => Slot::Dead,
        }
    }
    /// The same index at another slot.
    pub fn with_slot(self, slot: Slot) -> ProgPoint {
        ProgPoint::new(self.index(), slot)
    }
}

/// A half-open range `[start, end)` of program points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Segment {
    /// First point covered.
    pub start: ProgPoint,
    /// First point not covered.
    pub end: ProgPoint,
}

impl Segment {
    /// Is `p` in the segment?
    pub fn contains(&self, p: ProgPoint) -> bool {
        self.start <= p && p < self.end
    }
}

/// The index numbering of a function's blocks and instructions.
///
/// Debug instructions (`DBG_VALUE`, ...) take no index of their own: like
/// LLVM's `SlotIndexes`, one answers with the index of the next
/// non-debug instruction of its block (or the block's end). Distances,
/// interval sizes and so every allocation decision are then the same with
/// and without `-g`.
#[derive(Clone, Debug)]
pub struct SlotIndexes {
    /// `starts[b]`: the index of block `b`'s start; `starts[n]` is one
    /// past the last instruction.
    starts: Vec<u32>,
    /// `first[b]`: where block `b`'s instructions begin in `index`;
    /// `first[n]` is the number of instructions.
    first: Vec<u32>,
    /// Per instruction (blocks in order): its index.
    index: Vec<u32>,
    /// Per block: the position `k` of the instruction at each index after
    /// the block start (`at[first_nd[b] + i]` is the `k` of index
    /// `starts[b] + 1 + i`).
    at: Vec<u32>,
    /// `first_nd[b]`: where block `b`'s entries begin in `at`.
    first_nd: Vec<u32>,
}

impl SlotIndexes {
    /// Numbers `f`'s blocks and instructions.
    pub fn new(f: &Function) -> SlotIndexes {
        let n: usize = f.blocks.iter().map(|b| b.insts.len()).sum();
        let mut starts = Vec::with_capacity(f.blocks.len() + 1);
        let mut first = Vec::with_capacity(f.blocks.len() + 1);
        let mut first_nd = Vec::with_capacity(f.blocks.len() + 1);
        let mut index = vec![0u32; n];
        let mut at = Vec::with_capacity(n);
        let mut i = 0u32;
        let mut flat = 0usize;
        for b in &f.blocks {
            starts.push(i);
            first.push(flat as u32);
            first_nd.push(at.len() as u32);
            // Backward, so that a debug instruction takes the index of
            // the next non-debug one.
            let nd = b.insts.iter().filter(|x| !x.is_debug()).count() as u32;
            let mut next = i + 1 + nd;
            for (k, inst) in b.insts.iter().enumerate().rev() {
                if !inst.is_debug() {
                    next -= 1;
                }
                index[flat + k] = next;
            }
            for (k, inst) in b.insts.iter().enumerate() {
                if !inst.is_debug() {
                    at.push(k as u32);
                }
            }
            flat += b.insts.len();
            i += 1 + nd;
        }
        starts.push(i);
        first.push(flat as u32);
        first_nd.push(at.len() as u32);
        SlotIndexes {
            starts,
            first,
            index,
            at,
            first_nd,
        }
    }
    /// The start of block `b` (its index's Block slot).
    pub fn block_start(&self, b: BlockId) -> ProgPoint {
        ProgPoint::new(self.starts[b.index()], Slot::Block)
    }
    /// The end of block `b` (exclusive: the next block's start).
    pub fn block_end(&self, b: BlockId) -> ProgPoint {
        ProgPoint::new(self.starts[b.index() + 1], Slot::Block)
    }
    /// The index of instruction `k` of block `b` (a debug instruction:
    /// the next non-debug instruction's, or the block's end).
    pub fn inst_index(&self, b: BlockId, k: usize) -> u32 {
        self.index[self.first[b.index()] as usize + k]
    }
    /// The point at `slot` of instruction `k` of block `b`.
    pub fn inst_point(&self, b: BlockId, k: usize, slot: Slot) -> ProgPoint {
        ProgPoint::new(self.inst_index(b, k), slot)
    }
    /// The block containing `p` and the (non-debug) instruction at its
    /// index (`None` at the block-start index).
    pub fn locate(&self, p: ProgPoint) -> (BlockId, Option<usize>) {
        let i = p.index();
        let b = self.starts.partition_point(|&s| s <= i).saturating_sub(1);
        let b = b.min(self.starts.len().saturating_sub(2));
        let k = i.saturating_sub(self.starts[b]);
        let inst = (k > 0).then(|| {
            let j = self.first_nd[b] as usize + k as usize - 1;
            // Invariant: an index inside block `b` names one of its
            // non-debug instructions; past them (bad input) the block's
            // last position answers.
            self.at
                .get(j)
                .filter(|_| j < self.first_nd[b + 1] as usize)
                .map_or(
                    (self.first[b + 1] - self.first[b]).saturating_sub(1) as usize,
                    |&k| k as usize,
                )
        });
        (BlockId(b as u32), inst)
    }
}

/// The live interval of one virtual register.
#[derive(Clone, Debug, Default)]
pub struct LiveInterval {
    /// Where the register holds a value.
    pub segments: Vec<Segment>,
    /// Def points (Register or EarlyClobber slots).
    pub defs: Vec<ProgPoint>,
    /// Read points (Register slots; the value is live just before each).
    pub uses: Vec<ProgPoint>,
}

impl LiveInterval {
    /// No segment (the register is never defined or read)?
    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }
    /// Is the register live at `p`?
    pub fn covers(&self, p: ProgPoint) -> bool {
        covers(&self.segments, p)
    }
    /// Is the value read at `use_point` (a Register slot) live there, i.e.
    /// just before it?
    pub fn live_for_use(&self, use_point: ProgPoint) -> bool {
        use_point.0 > 0 && self.covers(ProgPoint(use_point.0 - 1))
    }
    /// The first point where the interval overlaps `other`.
    pub fn first_overlap(&self, other: &[Segment]) -> Option<ProgPoint> {
        first_overlap(&self.segments, other)
    }
    /// The number of program points covered (a length for heuristics).
    pub fn size(&self) -> u64 {
        self.segments
            .iter()
            .map(|s| (s.end.0 - s.start.0) as u64)
            .sum()
    }
}

/// Is `p` in one of the sorted, disjoint `segs`?
pub fn covers(segs: &[Segment], p: ProgPoint) -> bool {
    let i = segs.partition_point(|s| s.end <= p);
    segs.get(i).is_some_and(|s| s.start <= p)
}

/// The first point in both sorted, disjoint segment lists.
///
/// Walks the shorter list and finds each of its segments' place in the
/// longer one by binary search (from where the previous search ended), so
/// a short range against a long one (a vreg against a register unit used
/// all over the function) costs `O(short · log long)`, not the length of
/// the long list.
pub fn first_overlap(a: &[Segment], b: &[Segment]) -> Option<ProgPoint> {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let mut j = 0;
    for x in short {
        // Invariant: every segment of `long` before `j` ends at or before
        // the start of `x` (and of every later segment of `short`).
        j += long[j..].partition_point(|y| y.end <= x.start);
        let y = long.get(j)?;
        if y.start < x.end {
            return Some(x.start.max(y.start));
        }
    }
    None
}

/// A set of integers in `0..capacity` with O(1) insert, remove and clear
/// (clear costs the current size), iterated in no particular order.
///
/// Invariant: `pos[x] < items.len()` and `items[pos[x]] == x` exactly for
/// the members `x`.
struct SparseSet {
    items: Vec<u32>,
    pos: Vec<u32>,
}

impl SparseSet {
    fn new(capacity: usize) -> SparseSet {
        SparseSet {
            items: Vec::new(),
            pos: vec![0; capacity],
        }
    }
    fn contains(&self, x: usize) -> bool {
        self.pos
            .get(x)
            .is_some_and(|&p| self.items.get(p as usize) == Some(&(x as u32)))
    }
    /// Adds `x` (`< capacity`); returns whether it was absent.
    fn insert(&mut self, x: usize) -> bool {
        if x >= self.pos.len() || self.contains(x) {
            return false;
        }
        self.pos[x] = self.items.len() as u32;
        self.items.push(x as u32);
        true
    }
    /// Removes `x`; returns whether it was present.
    fn remove(&mut self, x: usize) -> bool {
        if !self.contains(x) {
            return false;
        }
        let p = self.pos[x] as usize;
        let last = self.items.len() - 1;
        self.items.swap(p, last);
        self.pos[self.items[p] as usize] = p as u32;
        self.items.pop();
        true
    }
    fn clear(&mut self) {
        self.items.clear();
    }
    fn items(&self) -> &[u32] {
        &self.items
    }
}

/// Sorts and merges overlapping or adjacent segments.
fn normalize(segs: &mut Vec<Segment>) {
    segs.sort_unstable();
    // In place: `segs[..w]` is the merged prefix.
    let mut w = 0;
    for r in 0..segs.len() {
        let s = segs[r];
        if s.start >= s.end {
            continue;
        }
        if w > 0 && s.start <= segs[w - 1].end {
            segs[w - 1].end = segs[w - 1].end.max(s.end);
        } else {
            segs[w] = s;
            w += 1;
        }
    }
    segs.truncate(w);
}

/// Live intervals of every virtual register, and occupied ranges of every
/// register unit.
#[derive(Clone, Debug)]
pub struct LiveIntervals {
    /// The numbering.
    pub slots: SlotIndexes,
    vregs: Vec<LiveInterval>,
    units: Vec<Vec<Segment>>,
    regmasks: Vec<(ProgPoint, RegMaskId)>,
    /// Does some call's mask split a register's units
    /// ([`crate::target::RegMaskInfo::splits_units`])? Without one,
    /// [`LiveIntervals::mask_conflict`] has nothing to find.
    split_masks: bool,
}

impl LiveIntervals {
    /// Computes the intervals of `f` from its block liveness.
    pub fn new(f: &Function, target: &Target, live: &Liveness) -> LiveIntervals {
        let mut li = LiveIntervals {
            slots: SlotIndexes {
                starts: Vec::new(),
                first: Vec::new(),
                index: Vec::new(),
                at: Vec::new(),
                first_nd: Vec::new(),
            },
            vregs: Vec::new(),
            units: Vec::new(),
            regmasks: Vec::new(),
            split_masks: false,
        };
        li.recompute(f, target, live);
        li
    }

    /// Recomputes the intervals for `f` (the same target), reusing the
    /// buffers: the result equals [`LiveIntervals::new`]`(f, target,
    /// live)`.
    pub fn recompute(&mut self, f: &Function, target: &Target, live: &Liveness) {
        let slots = SlotIndexes::new(f);
        let nv = f.vregs.len();
        let nu = target.num_units;
        // Invariant: every reused buffer is emptied before it is filled.
        let mut vregs = std::mem::take(&mut self.vregs);
        vregs.truncate(nv);
        for iv in &mut vregs {
            iv.segments.clear();
            iv.defs.clear();
            iv.uses.clear();
        }
        vregs.resize_with(nv, LiveInterval::default);
        let mut units = std::mem::take(&mut self.units);
        units.truncate(nu);
        for u in &mut units {
            u.clear();
        }
        units.resize_with(nu, Vec::new);
        let mut regmasks = std::mem::take(&mut self.regmasks);
        regmasks.clear();
        // The vregs live at the current point of the backward walk, as a
        // sparse set (membership by position, so a block costs what is
        // live in it, not the number of vregs).
        let mut vlive = SparseSet::new(nv);
        let mut vend = vec![ProgPoint(0); nv];
        let mut ulive = BitSet::new(nu);
        let mut uend = vec![ProgPoint(0); nu];
        for (bi, block) in f.blocks.iter().enumerate() {
            let b = BlockId(bi as u32);
            let (start, end) = (slots.block_start(b), slots.block_end(b));
            vlive.clear();
            for v in live.live_out(b).iter() {
                vlive.insert(v);
                vend[v] = end;
            }
            ulive.clone_from(live.units_out(b));
            for u in ulive.iter() {
                uend[u] = end;
            }
            for (k, inst) in block.insts.iter().enumerate().rev() {
                if inst.is_debug() {
                    continue;
                }
                let idx = slots.inst_index(b, k);
                let reg_pt = ProgPoint::new(idx, Slot::Register);
                let dead_pt = ProgPoint::new(idx, Slot::Dead);
                // Defs first (walking backwards).
                for r in inst.defs() {
                    let dp = if r.early_clobber {
                        ProgPoint::new(idx, Slot::EarlyClobber)
                    } else {
                        reg_pt
                    };
                    match r.reg {
                        Reg::Virt(v) if v.index() < nv => {
                            let vi = v.index();
                            vregs[vi].defs.push(dp);
                            let e = if vlive.remove(vi) { vend[vi] } else { dead_pt };
                            vregs[vi].segments.push(Segment { start: dp, end: e });
                        }
                        Reg::Phys(_) => {
                            if let Some(p) = tracked_preg(target, r) {
                                for &u in target.reg(p).units {
                                    let u = u as usize;
                                    let e = if ulive.remove(u) { uend[u] } else { dead_pt };
                                    units[u].push(Segment { start: dp, end: e });
                                }
                            }
                        }
                        _ => {}
                    }
                }
                for m in inst.reg_masks() {
                    regmasks.push((reg_pt, m));
                    for u in target.reg_mask(m).killed_units().iter() {
                        units[u].push(Segment {
                            start: reg_pt,
                            end: dead_pt,
                        });
                    }
                }
                // Then reads.
                for v in vreg_uses(inst) {
                    let vi = v.index();
                    if vi >= nv {
                        continue;
                    }
                    vregs[vi].uses.push(reg_pt);
                    if vlive.insert(vi) {
                        vend[vi] = reg_pt;
                    }
                }
                for (_, r) in inst.reg_operands() {
                    if !reads(r) {
                        continue;
                    }
                    if let Some(p) = tracked_preg(target, r) {
                        for &u in target.reg(p).units {
                            if ulive.insert(u as usize) {
                                uend[u as usize] = reg_pt;
                            }
                        }
                    }
                }
            }
            for &v in vlive.items() {
                let v = v as usize;
                vregs[v].segments.push(Segment {
                    start,
                    end: vend[v],
                });
            }
            for u in ulive.iter() {
                units[u].push(Segment {
                    start,
                    end: uend[u],
                });
            }
        }
        for iv in &mut vregs {
            normalize(&mut iv.segments);
            iv.defs.sort_unstable();
            iv.defs.dedup();
            iv.uses.sort_unstable();
            iv.uses.dedup();
        }
        for u in &mut units {
            normalize(u);
        }
        regmasks.sort_unstable();
        *self = LiveIntervals {
            slots,
            vregs,
            units,
            split_masks: regmasks
                .iter()
                .any(|&(_, m)| target.reg_mask(m).splits_units()),
            regmasks,
        };
    }

    /// The interval of `v` (empty for an unknown register).
    pub fn interval(&self, v: VReg) -> &LiveInterval {
        static EMPTY: LiveInterval = LiveInterval {
            segments: Vec::new(),
            defs: Vec::new(),
            uses: Vec::new(),
        };
        self.vregs.get(v.index()).unwrap_or(&EMPTY)
    }
    /// The number of virtual registers (intervals).
    pub fn num_vregs(&self) -> usize {
        self.vregs.len()
    }
    /// The occupied ranges of register unit `u` (defs, uses, live-ins and
    /// regmask clobbers).
    pub fn unit_ranges(&self, u: u16) -> &[Segment] {
        self.units.get(u as usize).map_or(&[], |v| v.as_slice())
    }
    /// The calls' regmask points (Register slot of the call) and masks.
    pub fn regmask_points(&self) -> &[(ProgPoint, RegMaskId)] {
        &self.regmasks
    }
    /// The first call inside `segs` (sorted, disjoint) whose mask
    /// clobbers `p` although it does not kill all of `p`'s units (those are
    /// in [`LiveIntervals::unit_ranges`] already), as its clobber point.
    /// `None` at once when no call of the function has such a mask.
    pub fn mask_conflict(&self, target: &Target, p: PReg, segs: &[Segment]) -> Option<ProgPoint> {
        if !self.split_masks {
            return None;
        }
        // A clobber occupies `[reg_pt, dead_pt)` of its call, like the
        // killed units' segments.
        for s in segs {
            let first = self
                .regmasks
                .partition_point(|(pt, _)| pt.with_slot(Slot::Dead) <= s.start);
            for &(pt, m) in self.regmasks[first..]
                .iter()
                .take_while(|(pt, _)| *pt < s.end)
            {
                if target.reg_mask(m).partly_clobbers(p) {
                    return Some(pt.max(s.start));
                }
            }
        }
        None
    }
    /// Where assigning `v` to `p` would conflict: the first unit of `p`
    /// occupied (by a physical range or a killed unit) while `v` is live,
    /// with the first such point; a call whose mask clobbers `p` itself
    /// ([`LiveIntervals::mask_conflict`]) reports `p`'s first unit. `None`:
    /// no conflict with physical registers.
    pub fn phys_conflict(&self, target: &Target, v: VReg, p: PReg) -> Option<(u16, ProgPoint)> {
        let iv = self.interval(v);
        let units = target.reg(p).units;
        units
            .iter()
            .filter_map(|&u| iv.first_overlap(self.unit_ranges(u)).map(|pt| (u, pt)))
            .chain(
                self.mask_conflict(target, p, &iv.segments)
                    .and_then(|pt| Some((*units.first()?, pt))),
            )
            .min_by_key(|(_, pt)| *pt)
    }
    /// Can `v` not be assigned `p` because of fixed physical-register uses
    /// or calls that clobber `p`?
    pub fn interferes(&self, target: &Target, v: VReg, p: PReg) -> bool {
        let iv = self.interval(v);
        target
            .reg(p)
            .units
            .iter()
            .any(|&u| iv.first_overlap(self.unit_ranges(u)).is_some())
            || self.mask_conflict(target, p, &iv.segments).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(a: u32, b: u32) -> Segment {
        Segment {
            start: ProgPoint(a),
            end: ProgPoint(b),
        }
    }

    /// The first common point by brute force over every point.
    fn reference(a: &[Segment], b: &[Segment]) -> Option<ProgPoint> {
        let inside = |l: &[Segment], p: u32| l.iter().any(|s| s.start.0 <= p && p < s.end.0);
        (0..200)
            .find(|&p| inside(a, p) && inside(b, p))
            .map(ProgPoint)
    }

    /// Sorted, disjoint, non-empty segments below 200 from a seed.
    fn random_list(state: &mut u64) -> Vec<Segment> {
        let mut next = || {
            *state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*state >> 33) as u32
        };
        let n = next() % 12;
        let mut out = Vec::new();
        let mut at = next() % 20;
        for _ in 0..n {
            let len = 1 + next() % 15;
            if at + len >= 200 {
                break;
            }
            out.push(seg(at, at + len));
            at += len + next() % 25;
        }
        out
    }

    #[test]
    fn first_overlap_matches_brute_force() {
        let mut state = 7u64;
        for _ in 0..5000 {
            let a = random_list(&mut state);
            let b = random_list(&mut state);
            assert_eq!(first_overlap(&a, &b), reference(&a, &b), "{a:?} {b:?}");
            assert_eq!(first_overlap(&b, &a), reference(&a, &b), "{b:?} {a:?}");
        }
        // Touching is not overlapping; a short list against a long one.
        assert_eq!(first_overlap(&[seg(0, 4)], &[seg(4, 8)]), None);
        let long: Vec<Segment> = (0..50).map(|i| seg(4 * i, 4 * i + 2)).collect();
        assert_eq!(first_overlap(&[seg(101, 103)], &long), Some(ProgPoint(101)));
        assert_eq!(first_overlap(&long, &[seg(98, 100)]), None);
    }

    #[test]
    fn sparse_set_insert_remove_clear() {
        let mut s = SparseSet::new(10);
        assert!(s.insert(3) && s.insert(7) && s.insert(0));
        assert!(!s.insert(3) && !s.insert(10));
        assert!(s.remove(3) && !s.remove(3) && !s.remove(11));
        assert!(s.contains(7) && s.contains(0) && !s.contains(3));
        let mut items: Vec<u32> = s.items().to_vec();
        items.sort_unstable();
        assert_eq!(items, [0, 7]);
        s.clear();
        assert!(!s.contains(7) && s.items().is_empty());
        // A stale position left by clear does not make 7 a member again.
        assert!(s.insert(0) && !s.contains(7));
    }
}
