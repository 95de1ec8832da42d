//! The dominator tree of a [`Cfg`], by Cooper, Harvey and Kennedy's
//! iterative algorithm ("A Simple, Fast Dominance Algorithm", 2001) over
//! reverse post-order.
//!
//! Invariants:
//! - `idom(entry)` and `idom(b)` of an unreachable `b` are `None`; every
//!   other reachable block has `Some` immediate dominator that precedes
//!   it in RPO.
//! - `dominates(a, b)` is answered in O(1) from DFS pre/post numbers of
//!   the tree; it is reflexive for reachable blocks and false whenever
//!   either block is unreachable.

use super::cfg::Cfg;
use crate::mir::BlockId;

/// The dominator tree.
#[derive(Clone, Debug)]
pub struct DomTree {
    idom: Vec<Option<BlockId>>,
    children: Vec<Vec<BlockId>>,
    pre: Vec<u32>,
    post: Vec<u32>,
    depth: Vec<u32>,
}

impl DomTree {
    /// The dominator tree of `cfg` (entry: block 0).
    pub fn new(cfg: &Cfg) -> DomTree {
        let n = cfg.num_blocks();
        let rpo = cfg.rpo();
        // Working idoms as RPO numbers; u32::MAX = not yet known.
        const NONE: u32 = u32::MAX;
        let mut doms = vec![NONE; rpo.len()];
        if !rpo.is_empty() {
            doms[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &b) in rpo.iter().enumerate().skip(1) {
                let mut new = NONE;
                for &p in cfg.preds(b) {
                    let Some(pn) = cfg.rpo_number(p) else {
                        continue;
                    };
                    if doms[pn as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        pn
                    } else {
                        intersect(&doms, pn, new)
                    };
                }
                if doms[i] != new {
                    doms[i] = new;
                    changed = true;
                }
            }
        }
        let mut idom = vec![None; n];
        let mut children = vec![Vec::new(); n];
        for (i, &b) in rpo.iter().enumerate().skip(1) {
            // Invariant: every reachable non-entry block has a processed
            // predecessor, so its idom is known after the loop.
            if doms[i] != NONE {
                let d = rpo[doms[i] as usize];
                idom[b.index()] = Some(d);
                children[d.index()].push(b);
            }
        }
        // Pre/post numbers and depths by an iterative DFS of the tree.
        let mut pre = vec![u32::MAX; n];
        let mut post = vec![0; n];
        let mut depth = vec![0; n];
        if let Some(&entry) = rpo.first() {
            let (mut c_pre, mut c_post) = (0, 0);
            let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
            pre[entry.index()] = c_pre;
            c_pre += 1;
            while let Some(&mut (b, ref mut k)) = stack.last_mut() {
                if let Some(&c) = children[b.index()].get(*k) {
                    *k += 1;
                    pre[c.index()] = c_pre;
                    c_pre += 1;
                    depth[c.index()] = depth[b.index()] + 1;
                    stack.push((c, 0));
                } else {
                    post[b.index()] = c_post;
                    c_post += 1;
                    stack.pop();
                }
            }
        }
        DomTree {
            idom,
            children,
            pre,
            post,
            depth,
        }
    }

    /// The immediate dominator of `b` (`None` for the entry and for
    /// unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom[b.index()]
    }
    /// The blocks `b` immediately dominates.
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        &self.children[b.index()]
    }
    /// Depth in the tree (entry: 0).
    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth[b.index()]
    }
    /// Is `b` reachable (in the tree)?
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.pre[b.index()] != u32::MAX
    }
    /// Does `a` dominate `b` (every path from the entry to `b` passes
    /// through `a`; reflexive)?
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a.index()] <= self.pre[b.index()]
            && self.post[b.index()] <= self.post[a.index()]
    }
    /// Does `a` strictly dominate `b`?
    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }
}

fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = doms[a as usize];
        }
        while b > a {
            b = doms[b as usize];
        }
    }
    a
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
    fn diamond() {
        let d = DomTree::new(&cfg(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]));
        assert_eq!(d.idom(BlockId(3)), Some(BlockId(0)));
        assert_eq!(d.idom(BlockId(0)), None);
        assert!(d.dominates(BlockId(0), BlockId(3)));
        assert!(!d.dominates(BlockId(1), BlockId(3)));
        assert!(d.dominates(BlockId(3), BlockId(3)));
        assert!(!d.strictly_dominates(BlockId(3), BlockId(3)));
    }

    #[test]
    fn unreachable_is_dominated_by_nothing() {
        let d = DomTree::new(&cfg(3, &[(0, 1), (2, 1)]));
        assert!(!d.dominates(BlockId(0), BlockId(2)));
        assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
    }
}
