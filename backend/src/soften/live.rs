//! Liveness for softening, on *points*: the entry of each block and the
//! point after each instruction (so the point before instruction `k > 0`
//! is the point after `k - 1`).
//!
//! Debug instructions take no point (see [`Points`]).
//!
//! - Slot liveness: a slot is live at a point when some path from it
//!   reaches a reload of the slot without passing a store to it. A slot's
//!   *range* is the points where it is live plus the point after each of
//!   its stores (a dead store still writes its host).
//! - Unit occupancy: a register unit occupies a point when it is live there
//!   ([`crate::analysis::physlive`]: the one post-allocation liveness) or
//!   when the instruction before the point defines it
//!   ([`UnitEffects::defs`]: explicit and implicit defs, dead ones, the
//!   opcode's implicit defs, the units a call's mask kills), or when the
//!   instruction is a call whose mask partly clobbers the unit: a value in
//!   a preserved D8 stays live across the call, but no host may hold a
//!   slot there across it, since the call clobbers Q8, which shares D8's
//!   unit.
//!
//! A slot may live in host `h` exactly when no unit of `h` occupies a point
//! of the slot's range (and no other slot hosted by `h` does).

use crate::analysis::bitset::BitSet;
use crate::analysis::cfg::Cfg;
use crate::analysis::physlive::{PhysLiveness, UnitEffects};
use crate::mir::Function;
use crate::target::Target;

/// Point numbering of a function. A debug instruction has no point of its
/// own: the point after it is the point before it, so ranges, their sizes
/// and every choice made from them are the same with and without `-g`.
#[derive(Clone, Debug)]
pub struct Points {
    /// `first[b]`: where block `b`'s instructions begin in `after`.
    first: Vec<usize>,
    /// `entry[b]`: block `b`'s entry point.
    entry: Vec<usize>,
    /// Per instruction (blocks in order): the point after it.
    after: Vec<usize>,
    total: usize,
}

impl Points {
    /// Numbers the points of `f`.
    pub fn new(f: &Function) -> Points {
        let mut first = Vec::with_capacity(f.blocks.len());
        let mut entry = Vec::with_capacity(f.blocks.len());
        let mut after = Vec::with_capacity(f.blocks.iter().map(|b| b.insts.len()).sum());
        let mut n = 0;
        for b in &f.blocks {
            first.push(after.len());
            entry.push(n);
            let mut cur = n;
            n += 1;
            for inst in &b.insts {
                if !inst.is_debug() {
                    cur = n;
                    n += 1;
                }
                after.push(cur);
            }
        }
        Points {
            first,
            entry,
            after,
            total: n,
        }
    }
    /// The number of points.
    pub fn len(&self) -> usize {
        self.total
    }
    /// The entry point of block `b`.
    pub fn entry(&self, b: usize) -> usize {
        self.entry[b]
    }
    /// The point after instruction `k` of block `b` (after a debug
    /// instruction: the point before it).
    pub fn after(&self, b: usize, k: usize) -> usize {
        self.after[self.first[b] + k]
    }
}

/// Slot liveness: per block, the slots live in; per slot, its range.
#[derive(Clone, Debug)]
pub struct SlotLive {
    /// Per block, the candidate indexes live into it.
    pub live_in: Vec<BitSet>,
    /// Per candidate, its range (points).
    pub ranges: Vec<BitSet>,
}

/// A candidate slot for [`slot_liveness`]: its id and its accesses
/// `(block, instruction, is_store)`.
pub type SlotAccesses = (u32, Vec<(usize, usize, bool)>);

/// Slot liveness of the candidates `cands`.
pub fn slot_liveness(f: &Function, cfg: &Cfg, points: &Points, cands: &[SlotAccesses]) -> SlotLive {
    let n = f.blocks.len();
    let ns = cands.len();
    // Per block, events (inst, cand, store), sorted by inst.
    let mut events: Vec<Vec<(usize, usize, bool)>> = vec![Vec::new(); n];
    for (k, (_, acc)) in cands.iter().enumerate() {
        for &(b, i, st) in acc {
            events[b].push((i, k, st));
        }
    }
    for e in &mut events {
        e.sort();
    }
    let transfer = |b: usize, live: &mut BitSet| {
        for &(_, k, st) in events[b].iter().rev() {
            if st {
                live.remove(k);
            } else {
                live.insert(k);
            }
        }
    };
    let mut live_in = vec![BitSet::new(ns); n];
    let mut live_out = vec![BitSet::new(ns); n];
    let mut changed = true;
    while changed {
        changed = false;
        for &b in cfg.rpo().iter().rev() {
            let bi = b.index();
            let mut out = BitSet::new(ns);
            for s in cfg.succs(b) {
                out.union_with(&live_in[s.index()]);
            }
            let mut inn = out.clone();
            transfer(bi, &mut inn);
            live_out[bi] = out;
            if live_in[bi] != inn {
                live_in[bi] = inn;
                changed = true;
            }
        }
    }
    let mut ranges = vec![BitSet::new(points.len()); ns];
    for (bi, block) in f.blocks.iter().enumerate() {
        let mut live = live_out[bi].clone();
        let mut ev = events[bi].iter().rev().peekable();
        for k in (0..block.insts.len()).rev() {
            for s in live.iter() {
                ranges[s].insert(points.after(bi, k));
            }
            while let Some(&&(i, s, st)) = ev.peek() {
                if i != k {
                    break;
                }
                if st {
                    ranges[s].insert(points.after(bi, k));
                    live.remove(s);
                } else {
                    live.insert(s);
                }
                ev.next();
            }
        }
        for s in live.iter() {
            ranges[s].insert(points.entry(bi));
        }
    }
    SlotLive { live_in, ranges }
}

/// Per register unit, the points it occupies.
pub fn unit_occupancy(f: &Function, t: &Target, cfg: &Cfg, points: &Points) -> Vec<BitSet> {
    let nu = t.num_units;
    let du: Vec<Vec<UnitEffects>> = f
        .blocks
        .iter()
        .map(|b| b.insts.iter().map(|i| UnitEffects::of(i, t)).collect())
        .collect();
    let phys = PhysLiveness::new(f, t, cfg);
    let mut occ = vec![BitSet::new(points.len()); nu];
    for (bi, effects) in du.iter().enumerate() {
        let mut live = phys.live_out(bi).clone();
        for k in (0..effects.len()).rev() {
            let p = points.after(bi, k);
            for u in live.iter() {
                occ[u].insert(p);
            }
            for &u in &effects[k].defs {
                occ[u as usize].insert(p);
            }
            // A mask's partly clobbered units (Q8 around a preserved D8)
            // are not defs, but no host may hold a value across the call.
            for m in f.blocks[bi].insts[k].reg_masks() {
                for u in t.reg_mask(m).clobbered_units().iter() {
                    occ[u].insert(p);
                }
            }
            effects[k].step_backward(&mut live);
        }
        for u in live.iter() {
            occ[u].insert(points.entry(bi));
        }
    }
    occ
}
