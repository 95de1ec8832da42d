//! The allocation queue: live ranges by priority, highest first (LLVM's
//! `RAGreedy::enqueue`), ties broken by the lower vreg id so runs are
//! deterministic.
//!
//! Priorities (see [`priority`]): spiller ranges first; then, with bit 31,
//! ranges not produced by splitting — global ones (spanning blocks) as
//! `2^29 + size` so long ranges go first, local ones in instruction order;
//! bit 30 marks ranges with a physical-register hint; split products come
//! last, longest first.
//!
//! Invariant: a vreg may be queued several times (re-queued after an
//! eviction); the driver skips entries whose vreg is already assigned.

use crate::mir::VReg;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A max-priority queue of virtual registers.
#[derive(Clone, Debug, Default)]
pub struct Queue {
    heap: BinaryHeap<(u64, Reverse<u32>)>,
}

impl Queue {
    /// An empty queue.
    pub fn new() -> Self {
        Queue::default()
    }
    /// Adds `v` with priority `prio`.
    pub fn push(&mut self, v: VReg, prio: u64) {
        self.heap.push((prio, Reverse(v.0)));
    }
    /// The highest-priority vreg.
    pub fn pop(&mut self) -> Option<VReg> {
        self.heap.pop().map(|(_, Reverse(v))| VReg(v))
    }
}

/// What kind of range a priority is computed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrioInput {
    /// Program points covered.
    pub size: u64,
    /// Instruction indexes from the range's start to the function's end.
    pub dist_to_end: u64,
    /// All in one block.
    pub local: bool,
    /// Made by the spiller around one instruction.
    pub tiny: bool,
    /// Made by splitting (LLVM's `RS_Split` ranges).
    pub split_product: bool,
    /// Has a physical-register hint.
    pub phys_hint: bool,
}

/// The priority of a range (see the module doc).
pub fn priority(p: PrioInput) -> u64 {
    if p.tiny {
        return (1 << 40) | p.dist_to_end;
    }
    if p.split_product {
        return p.size.min((1 << 29) - 1);
    }
    let mut prio = if p.local {
        p.dist_to_end.min((1 << 29) - 1)
    } else {
        (1 << 29) + p.size.min((1 << 29) - 1)
    };
    prio |= 1 << 31;
    if p.phys_hint {
        prio |= 1 << 30;
    }
    prio
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order() {
        let base = PrioInput {
            size: 10,
            dist_to_end: 100,
            local: false,
            tiny: false,
            split_product: false,
            phys_hint: false,
        };
        let global = priority(base);
        let local = priority(PrioInput {
            local: true,
            ..base
        });
        let split = priority(PrioInput {
            split_product: true,
            ..base
        });
        let tiny = priority(PrioInput { tiny: true, ..base });
        assert!(tiny > global && global > local && local > split);
        let mut q = Queue::new();
        q.push(VReg(3), local);
        q.push(VReg(1), global);
        q.push(VReg(2), global);
        assert_eq!(q.pop(), Some(VReg(1)));
        assert_eq!(q.pop(), Some(VReg(2)));
        assert_eq!(q.pop(), Some(VReg(3)));
        assert_eq!(q.pop(), None);
    }
}
