//! Natural loops: one per header, the union of the natural loops of its
//! back edges (an edge `latch -> header` where `header` dominates
//! `latch`), nested by containment — LLVM's `LoopInfo` definition.
//!
//! A cycle entered at more than one block (an irreducible region) has no
//! back edge by this definition and so is not a loop here (as in LLVM's
//! `LoopInfo`).
//!
//! Invariants:
//! - `loops()` is sorted by the RPO number of the headers, so a loop's
//!   parent comes before it; `LoopId(i)` is `loops()[i]`.
//! - Two loops are either disjoint or one contains the other.
//! - `depth(b)` is the number of loops containing `b` (0 outside loops);
//!   `innermost(b)` is the deepest of them.

use super::bitset::BitSet;
use super::cfg::Cfg;
use super::dom::DomTree;
use crate::mir::BlockId;

/// A loop: an index into [`LoopForest::loops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LoopId(pub u32);

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The header (dominates every block of the loop).
    pub header: BlockId,
    /// The sources of the back edges to the header.
    pub latches: Vec<BlockId>,
    /// The blocks, header included, in increasing block order.
    pub blocks: Vec<BlockId>,
    /// The innermost enclosing loop.
    pub parent: Option<LoopId>,
    /// The loops directly inside this one.
    pub children: Vec<LoopId>,
    /// Nesting depth: 1 for an outermost loop.
    pub depth: u32,
    members: BitSet,
}

impl Loop {
    /// Is `b` in the loop (or one of its inner loops)?
    pub fn contains(&self, b: BlockId) -> bool {
        self.members.contains(b.index())
    }
}

/// All loops of a function and the innermost loop of every block.
#[derive(Clone, Debug)]
pub struct LoopForest {
    loops: Vec<Loop>,
    innermost: Vec<Option<LoopId>>,
}

impl LoopForest {
    /// The loops of `cfg`, given its dominator tree.
    pub fn new(cfg: &Cfg, dom: &DomTree) -> LoopForest {
        let n = cfg.num_blocks();
        let mut loops: Vec<Loop> = Vec::new();
        for &h in cfg.rpo() {
            let latches: Vec<BlockId> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| dom.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            // The body: the header plus everything that reaches a latch
            // backwards without passing the header.
            let mut members = BitSet::new(n);
            members.insert(h.index());
            let mut work: Vec<BlockId> = Vec::new();
            for &l in &latches {
                if members.insert(l.index()) {
                    work.push(l);
                }
            }
            while let Some(b) = work.pop() {
                for &p in cfg.preds(b) {
                    // Invariant: a reachable block reached backwards from a
                    // latch without the header is dominated by the header.
                    if cfg.is_reachable(p) && members.insert(p.index()) {
                        work.push(p);
                    }
                }
            }
            loops.push(Loop {
                header: h,
                latches,
                blocks: members.iter().map(|i| BlockId(i as u32)).collect(),
                parent: None,
                children: Vec::new(),
                depth: 1,
                members,
            });
        }
        // Loops are in header RPO order: enclosing loops come first (their
        // headers dominate the inner headers), so the last earlier loop
        // containing a header is the innermost enclosing loop.
        let mut innermost = vec![None; n];
        for i in 0..loops.len() {
            let h = loops[i].header;
            let parent = (0..i).rev().find(|&j| loops[j].contains(h));
            if let Some(j) = parent {
                loops[i].parent = Some(LoopId(j as u32));
                loops[i].depth = loops[j].depth + 1;
                loops[j].children.push(LoopId(i as u32));
            }
            for b in loops[i].members.iter() {
                innermost[b] = Some(LoopId(i as u32));
            }
        }
        LoopForest { loops, innermost }
    }

    /// The loops, outer before inner.
    pub fn loops(&self) -> &[Loop] {
        &self.loops
    }
    /// The loop.
    pub fn get(&self, l: LoopId) -> &Loop {
        &self.loops[l.0 as usize]
    }
    /// The innermost loop containing `b`.
    pub fn innermost(&self, b: BlockId) -> Option<LoopId> {
        self.innermost[b.index()]
    }
    /// The loop whose header is `b`, if `b` is a header.
    pub fn loop_of_header(&self, b: BlockId) -> Option<LoopId> {
        self.innermost(b).filter(|l| self.get(*l).header == b)
    }
    /// The loop depth of `b` (0 outside every loop).
    pub fn depth(&self, b: BlockId) -> u32 {
        self.innermost(b).map_or(0, |l| self.get(l).depth)
    }
    /// The deepest nesting in the function.
    pub fn max_depth(&self) -> u32 {
        self.loops.iter().map(|l| l.depth).max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forest(n: usize, edges: &[(u32, u32)]) -> LoopForest {
        let mut l = vec![Vec::new(); n];
        for &(a, b) in edges {
            l[a as usize].push((BlockId(b), None));
        }
        let c = Cfg::from_succs(l);
        LoopForest::new(&c, &DomTree::new(&c))
    }

    #[test]
    fn two_back_edges_make_one_loop() {
        // 1 is the header; 2 and 3 both branch back to it.
        let f = forest(5, &[(0, 1), (1, 2), (2, 1), (2, 3), (3, 1), (3, 4)]);
        assert_eq!(f.loops().len(), 1);
        let l = &f.loops()[0];
        assert_eq!(l.latches, vec![BlockId(2), BlockId(3)]);
        assert_eq!(l.blocks, vec![BlockId(1), BlockId(2), BlockId(3)]);
        assert_eq!(f.depth(BlockId(4)), 0);
        assert_eq!(f.loop_of_header(BlockId(1)), Some(LoopId(0)));
        assert_eq!(f.loop_of_header(BlockId(2)), None);
    }

    #[test]
    fn sibling_loops_are_not_nested() {
        let f = forest(5, &[(0, 1), (1, 1), (1, 2), (2, 3), (3, 3), (3, 4)]);
        assert_eq!(f.loops().len(), 2);
        assert!(f.loops().iter().all(|l| l.parent.is_none() && l.depth == 1));
        assert_eq!(f.max_depth(), 1);
    }
}
