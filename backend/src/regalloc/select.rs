//! Choosing between two complete allocations of one function by their
//! estimated run-time cost.
//!
//! Greedy's global view (spill weights, eviction, splitting around loops)
//! wins where values live across blocks and loops. In one huge straight-line
//! block (a fully unrolled hash round, an expression tree) a local
//! allocator that evicts the value whose next use is farthest away (the
//! fast allocator, Belady's rule) places fewer reloads: on the rig's
//! `sha256` it executes a third fewer stack accesses than greedy, LLVM's
//! included. So the greedy driver also runs the local allocator and keeps
//! whichever allocation [`cost`] rates cheaper. Both are complete, both go
//! through the same rewrite and the pipeline's checker; nothing is mixed.
//!
//! The estimate is static: every instruction of the allocated function
//! costs its block's frequency ([`crate::analysis::freq`], from the MIR's
//! branch probabilities), a load or store of a spill slot the allocator
//! made [`MEM_COST`] times that, and each callee-saved register the
//! allocation writes costs a save and a restore at the entry frequency.
//!
//! Invariant: the candidates are allocations of the same input function,
//! so they have the same blocks (the allocators keep `bb.N` numbers and
//! successors) and one frequency table rates both.

use super::AllocResult;
use crate::analysis::bitset::BitSet;
use crate::analysis::cfg::Cfg;
use crate::analysis::dom::DomTree;
use crate::analysis::freq::BlockFreq;
use crate::analysis::loops::LoopForest;
use crate::mir::{BlockId, Function, Operand, Reg, StackObjectKind};
use crate::target::Target;

/// What a spill-slot load or store costs, in instructions.
pub const MEM_COST: f64 = 2.0;

/// The block frequencies of `f` (shared by every allocation of `f`).
pub fn frequencies(f: &Function, t: &Target) -> BlockFreq {
    let cfg = Cfg::new(f, t);
    let dom = DomTree::new(&cfg);
    let loops = LoopForest::new(&cfg, &dom);
    BlockFreq::new(&cfg, &loops)
}

/// The estimated dynamic cost of `out`, an allocation of `input` (see the
/// module doc).
pub fn cost(out: &Function, input: &Function, t: &Target, freq: &BlockFreq) -> f64 {
    let new_slot = |id: u32| {
        input.stack_object(id).is_none()
            && out
                .stack_object(id)
                .is_some_and(|o| o.kind == StackObjectKind::SpillSlot)
    };
    let mut total = 0.0;
    for (bi, b) in out.blocks.iter().enumerate() {
        let fr = freq.freq(BlockId(bi as u32));
        for inst in b.insts.iter().filter(|i| !i.is_debug()) {
            let spill = inst.operands.iter().any(
                |o| matches!(o, Operand::FrameIndex { fixed: false, id, .. } if new_slot(*id)),
            );
            total += fr * if spill { MEM_COST } else { 1.0 };
        }
    }
    // Callee-saved registers the allocation writes: a save and a restore.
    if let Some(m) = t.abi_callee_saved {
        let saves = &t.reg_mask(m).save_list;
        // The registers written, then the saves they overlap (each
        // register's overlaps computed once).
        let mut defined = BitSet::new(t.regs.len());
        for inst in out.blocks.iter().flat_map(|b| &b.insts) {
            for d in inst.defs() {
                if let Reg::Phys(p) = d.reg {
                    defined.insert(p.index());
                }
            }
        }
        let mut written = BitSet::new(saves.len());
        for p in defined.iter() {
            let p = crate::target::PReg(p as u16);
            for (k, &r) in saves.iter().enumerate() {
                if t.overlaps(p, r) {
                    written.insert(k);
                }
            }
        }
        total += written.count() as f64 * 2.0 * MEM_COST * freq.freq(BlockId(0));
    }
    total
}

/// Keeps the cheaper of `primary` and `alternative` (ties keep `primary`);
/// when the alternative wins, its statistics name the allocator `name`.
pub fn cheaper(
    input: &Function,
    t: &Target,
    primary: AllocResult,
    alternative: AllocResult,
    name: &'static str,
) -> AllocResult {
    let freq = frequencies(input, t);
    let a = cost(&primary.function, input, t, &freq);
    let b = cost(&alternative.function, input, t, &freq);
    if b < a {
        let mut r = alternative;
        r.stats.allocator = name;
        r
    } else {
        primary
    }
}
