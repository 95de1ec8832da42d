//! Block frequencies relative to the entry (entry = 1.0), from the edge
//! probabilities of the [`Cfg`] (the `successors:` numerators out of
//! 0x80000000; uniform where missing), in the spirit of LLVM's
//! `BlockFrequencyInfo`.
//!
//! Method:
//! 1. Loop scales, innermost loop first. For a loop `L`, put mass 1 on
//!    its header and push mass forward through `L`'s blocks in RPO: a
//!    block sends `mass * p(edge)` along each out-edge; mass sent to
//!    `L`'s header is the *cycle probability* `c`, mass leaving `L` is
//!    exit mass, and an inner loop's header multiplies what reaches it by
//!    that loop's scale (which already accounts for the inner back edges,
//!    so those are not followed). `scale(L) = 1 / (1 - c)`; a loop whose
//!    mass never leaves (`c` ≈ 1) gets LLVM's `InfiniteLoopScale`, 4096.
//! 2. Frequencies: the same forward propagation over the whole function
//!    from mass 1 on the entry, each loop header multiplying its incoming
//!    mass by its loop's scale.
//!
//! For a reducible CFG this gives the expected number of executions of
//! every block per entry when branch probabilities are independent. A
//! retreating edge that is not a loop back edge (inside an irreducible
//! region) is not followed, so blocks reached only through one get less
//! than their share (LLVM instead approximates irreducible regions as
//! loops with several headers); unreachable blocks get 0.
//!
//! Invariants: the entry receives mass 1 (so `freq(entry) == 1.0` unless
//! the entry heads a loop); every frequency is finite and ≥ 0; every loop
//! scale is ≥ 1.

use super::cfg::Cfg;
use super::loops::{LoopForest, LoopId};
use crate::mir::BlockId;

/// LLVM's `InfiniteLoopScale` (2^12) for loops without exit mass.
pub const INFINITE_LOOP_SCALE: f64 = 4096.0;

/// Block frequencies and loop scales.
#[derive(Clone, Debug)]
pub struct BlockFreq {
    freq: Vec<f64>,
    scale: Vec<f64>,
}

impl BlockFreq {
    /// The frequencies of `cfg`'s blocks given its loops.
    pub fn new(cfg: &Cfg, loops: &LoopForest) -> BlockFreq {
        let n = cfg.num_blocks();
        let mut scale = vec![1.0; loops.loops().len()];
        let mut mass = vec![0.0f64; n];
        // Innermost first: children come after parents in `loops()`.
        for li in (0..loops.loops().len()).rev() {
            let l = &loops.loops()[li];
            let mut order: Vec<BlockId> = l.blocks.clone();
            order.sort_by_key(|b| cfg.rpo_number(*b));
            for b in &order {
                mass[b.index()] = 0.0;
            }
            mass[l.header.index()] = 1.0;
            let mut cycle = 0.0;
            for &b in &order {
                let mut m = mass[b.index()];
                if b != l.header {
                    if let Some(inner) = loops.loop_of_header(b) {
                        m *= scale[inner.0 as usize];
                        mass[b.index()] = m;
                    }
                }
                for (&s, &p) in cfg.succs(b).iter().zip(cfg.probs(b)) {
                    if s == l.header {
                        cycle += m * p;
                    } else if l.contains(s) && !cfg.is_retreating(b, s) {
                        mass[s.index()] += m * p;
                    }
                }
            }
            let exit = 1.0 - cycle;
            scale[li] = if exit <= 1e-12 {
                INFINITE_LOOP_SCALE
            } else {
                (1.0 / exit).max(1.0)
            };
        }
        let mut freq = vec![0.0f64; n];
        if let Some(&entry) = cfg.rpo().first() {
            freq[entry.index()] = 1.0;
        }
        for &b in cfg.rpo() {
            if let Some(l) = loops.loop_of_header(b) {
                freq[b.index()] *= scale[l.0 as usize];
            }
            let m = freq[b.index()];
            for (&s, &p) in cfg.succs(b).iter().zip(cfg.probs(b)) {
                if !cfg.is_retreating(b, s) {
                    freq[s.index()] += m * p;
                }
            }
        }
        BlockFreq { freq, scale }
    }

    /// The frequency of `b` relative to the entry.
    pub fn freq(&self, b: BlockId) -> f64 {
        self.freq[b.index()]
    }
    /// All frequencies, by block.
    pub fn all(&self) -> &[f64] {
        &self.freq
    }
    /// The scale of loop `l`: expected iterations per entry.
    pub fn loop_scale(&self, l: LoopId) -> f64 {
        self.scale[l.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::dom::DomTree;

    #[test]
    fn loop_with_two_exits() {
        // 0 -> 1 (header) -> 2 (1/2) or exit 3 (1/2); 2 -> 1 (1/2) or 3.
        // Cycle probability 1/4: scale 4/3; 3 gets all the mass back.
        let c = Cfg::from_succs(vec![
            vec![(BlockId(1), None)],
            vec![(BlockId(2), Some(1 << 30)), (BlockId(3), Some(1 << 30))],
            vec![(BlockId(1), Some(1 << 30)), (BlockId(3), Some(1 << 30))],
            vec![],
        ]);
        let l = LoopForest::new(&c, &DomTree::new(&c));
        let f = BlockFreq::new(&c, &l);
        assert!((f.loop_scale(LoopId(0)) - 4.0 / 3.0).abs() < 1e-12);
        assert!((f.freq(BlockId(1)) - 4.0 / 3.0).abs() < 1e-12);
        assert!((f.freq(BlockId(2)) - 2.0 / 3.0).abs() < 1e-12);
        assert!((f.freq(BlockId(3)) - 1.0).abs() < 1e-12);
    }
}
