//! The control-flow graph of a [`Function`]: successors with their
//! probabilities, predecessors, reverse post-order and critical edges.
//!
//! Successors come from the block's `successors:` list when the file
//! prints one, even an empty one (LLVM lists them explicitly whenever a
//! block has any, and prints an empty list for a block that ends in a
//! `noreturn` call but would otherwise seem to fall through; its MIR
//! parser takes an explicit list as the whole truth). A block without the
//! list gets LLVM's inference: the `%bb.N` operands of
//! its instructions (PHIs excepted: their blocks are predecessors), then
//! the layout successor when the last instruction can fall through (its
//! opcode is not a barrier in the [`Target`]'s opcode facts).
//!
//! Invariants:
//! - `succs(b)` has no duplicates and the same order as the file;
//!   `preds(s)` lists each predecessor once, in block order.
//! - `probs(b)[i]` is the probability of the edge `b -> succs(b)[i]`;
//!   they sum to 1 for every block with successors (uniform when the
//!   file gives no numerators or only some of them).
//! - `rpo()` holds exactly the blocks reachable from the entry
//!   (`BlockId(0)`), the entry first; `rpo_number(b)` is `None` for the
//!   others.

use crate::mir::BlockId;
use crate::mir::{Function, Operand};
use crate::target::Target;

/// Successors, predecessors and orderings of one function's blocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Cfg {
    succs: Vec<Vec<BlockId>>,
    probs: Vec<Vec<f64>>,
    preds: Vec<Vec<BlockId>>,
    rpo: Vec<BlockId>,
    rpo_num: Vec<u32>,
}

const UNREACHED: u32 = u32::MAX;

impl Cfg {
    /// The CFG of `f` (see the module doc for how successors are found).
    pub fn new(f: &Function, target: &Target) -> Cfg {
        let succs = (0..f.blocks.len())
            .map(|i| Self::block_succs(f, target, i))
            .collect();
        Cfg::from_succs(succs)
    }

    /// The successors of block `i` of `f` with their probability
    /// numerators, found as [`Cfg::new`] finds them (for a pass that needs
    /// one block's successors without building the whole graph).
    pub fn block_succs(f: &Function, target: &Target, i: usize) -> Vec<(BlockId, Option<u32>)> {
        let b = &f.blocks[i];
        if b.explicit_successors || !b.successors.is_empty() {
            return b.successors.clone();
        }
        let mut s: Vec<(BlockId, Option<u32>)> = Vec::new();
        for inst in b.insts.iter().filter(|i| !i.is_phi() && !i.is_debug()) {
            for op in &inst.operands {
                if let Operand::Block(t) = op {
                    s.push((*t, None));
                }
            }
        }
        let falls_through = match b.insts.iter().rev().find(|i| !i.is_debug()) {
            None => true,
            Some(last) => !target.opcode(&last.opcode).is_some_and(|o| o.is_barrier),
        };
        if falls_through && i + 1 < f.blocks.len() {
            s.push((BlockId(i as u32 + 1), None));
        }
        s
    }

    /// A CFG from successor lists (block `i`'s successors with optional
    /// probability numerators); the entry is block 0. Targets out of
    /// range are dropped and duplicates merged (their numerators added).
    pub fn from_succs(lists: Vec<Vec<(BlockId, Option<u32>)>>) -> Cfg {
        let n = lists.len();
        let mut succs = Vec::with_capacity(n);
        let mut probs = Vec::with_capacity(n);
        for list in lists {
            let mut s: Vec<BlockId> = Vec::new();
            let mut nums: Vec<Option<u64>> = Vec::new();
            for (t, p) in list {
                if t.index() >= n {
                    continue;
                }
                match s.iter().position(|x| *x == t) {
                    Some(k) => {
                        nums[k] = match (nums[k], p) {
                            (Some(a), Some(b)) => Some(a + b as u64),
                            _ => None,
                        }
                    }
                    None => {
                        s.push(t);
                        nums.push(p.map(u64::from));
                    }
                }
            }
            let total: u64 = nums.iter().map(|x| x.unwrap_or(0)).sum();
            let p: Vec<f64> = if nums.iter().all(Option::is_some) && total > 0 {
                nums.iter()
                    .map(|x| x.unwrap_or(0) as f64 / total as f64)
                    .collect()
            } else {
                vec![1.0 / s.len().max(1) as f64; s.len()]
            };
            succs.push(s);
            probs.push(p);
        }
        let mut preds = vec![Vec::new(); n];
        for (b, s) in succs.iter().enumerate() {
            for t in s {
                preds[t.index()].push(BlockId(b as u32));
            }
        }
        // Reverse post-order by an iterative DFS from the entry.
        let mut rpo_num = vec![UNREACHED; n];
        let mut post: Vec<BlockId> = Vec::with_capacity(n);
        if n > 0 {
            let mut seen = vec![false; n];
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            seen[0] = true;
            while let Some(&mut (b, ref mut k)) = stack.last_mut() {
                if let Some(&t) = succs[b].get(*k) {
                    *k += 1;
                    if !seen[t.index()] {
                        seen[t.index()] = true;
                        stack.push((t.index(), 0));
                    }
                } else {
                    post.push(BlockId(b as u32));
                    stack.pop();
                }
            }
        }
        post.reverse();
        for (i, b) in post.iter().enumerate() {
            rpo_num[b.index()] = i as u32;
        }
        Cfg {
            succs,
            probs,
            preds,
            rpo: post,
            rpo_num,
        }
    }

    /// The number of blocks (reachable or not).
    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }
    /// The successors of `b`.
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        &self.succs[b.index()]
    }
    /// The probabilities of `b`'s out-edges, parallel to [`Cfg::succs`].
    pub fn probs(&self, b: BlockId) -> &[f64] {
        &self.probs[b.index()]
    }
    /// The predecessors of `b`.
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        &self.preds[b.index()]
    }
    /// The reachable blocks in reverse post-order (entry first).
    pub fn rpo(&self) -> &[BlockId] {
        &self.rpo
    }
    /// `b`'s position in [`Cfg::rpo`], `None` if unreachable.
    pub fn rpo_number(&self, b: BlockId) -> Option<u32> {
        let n = self.rpo_num[b.index()];
        (n != UNREACHED).then_some(n)
    }
    /// Is `b` reachable from the entry?
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_num[b.index()] != UNREACHED
    }
    /// Is `from -> to` a retreating edge (to a block not later in RPO)?
    /// In a reducible CFG these are exactly the loop back edges.
    pub fn is_retreating(&self, from: BlockId, to: BlockId) -> bool {
        match (self.rpo_number(from), self.rpo_number(to)) {
            (Some(f), Some(t)) => t <= f,
            _ => false,
        }
    }
    /// The critical edges: from a block with several successors to a block
    /// with several predecessors (where a split needs a new block).
    pub fn critical_edges(&self) -> Vec<(BlockId, BlockId)> {
        let mut out = Vec::new();
        for (b, s) in self.succs.iter().enumerate() {
            if s.len() > 1 {
                for t in s {
                    if self.preds[t.index()].len() > 1 {
                        out.push((BlockId(b as u32), *t));
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(n: usize, edges: &[(u32, u32)]) -> Cfg {
        let mut l = vec![Vec::new(); n];
        for &(a, b) in edges {
            l[a as usize].push((BlockId(b), None));
        }
        Cfg::from_succs(l)
    }

    #[test]
    fn diamond_rpo_preds_critical() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 0 -> 3 (critical: 0 -> 3).
        let c = cfg(4, &[(0, 1), (0, 2), (1, 3), (2, 3), (0, 3)]);
        assert_eq!(c.rpo()[0], BlockId(0));
        assert_eq!(*c.rpo().last().unwrap(), BlockId(3));
        assert_eq!(c.preds(BlockId(3)), &[BlockId(0), BlockId(1), BlockId(2)]);
        assert_eq!(c.critical_edges(), vec![(BlockId(0), BlockId(3))]);
        assert!((c.probs(BlockId(0)).iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn unreachable_and_probabilities() {
        let c = Cfg::from_succs(vec![
            vec![
                (BlockId(1), Some(0x60000000)),
                (BlockId(2), Some(0x20000000)),
            ],
            vec![],
            vec![],
            vec![(BlockId(1), None)],
        ]);
        assert!(!c.is_reachable(BlockId(3)));
        assert_eq!(c.rpo().len(), 3);
        assert_eq!(c.probs(BlockId(0)), &[0.75, 0.25]);
    }
}
