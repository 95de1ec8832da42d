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
//! The estimate is static, in the target's cost unit (a stack access,
//! `StoreCost`/`LoadCost`; the `AllocationCosts` record): every
//! instruction of the allocated function costs `InstrCost` times its
//! block's frequency ([`crate::analysis::freq`], from the MIR's branch
//! probabilities), a store or load of a spill slot the allocator made the
//! `StoreCost` or `LoadCost` of the class it spills (by opcode) instead,
//! and each callee-saved register the allocation writes costs a save and
//! a restore (its class's `StoreCost + LoadCost`) at the entry frequency.
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

/// A stack access whose opcode no class's spill ops name (the unit of the
/// prelude's `StoreCost`/`LoadCost` defaults).
const DEFAULT_ACCESS_COST: i32 = 100;

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
    // The spill opcodes' costs (a store or load of a class's spill ops).
    let mut access: Vec<(&str, i32)> = Vec::new();
    for c in &t.classes {
        if let Some(s) = &c.spill {
            access.push((s.store.0, s.store_cost));
            access.push((s.load.0, s.load_cost));
        }
    }
    let default_access = f64::from(DEFAULT_ACCESS_COST);
    let mut total = 0.0;
    for (bi, b) in out.blocks.iter().enumerate() {
        let fr = freq.freq(BlockId(bi as u32));
        for inst in b.insts.iter().filter(|i| !i.is_debug()) {
            let spill = inst.operands.iter().any(
                |o| matches!(o, Operand::FrameIndex { fixed: false, id, .. } if new_slot(*id)),
            );
            let c = if spill {
                access
                    .iter()
                    .find(|(op, _)| *op == inst.opcode)
                    .map_or(default_access, |(_, c)| f64::from(*c))
            } else {
                f64::from(t.instr_cost)
            };
            total += fr * c;
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
        let save_restore = |r: crate::target::PReg| {
            t.classes
                .iter()
                .find(|c| c.contains(r) && c.spill.is_some())
                .and_then(|c| c.spill.as_ref())
                .map_or(2.0 * default_access, |s| {
                    f64::from(s.store_cost) + f64::from(s.load_cost)
                })
        };
        let saves_cost: f64 = written.iter().map(|k| save_restore(saves[k])).sum();
        total += saves_cost * freq.freq(BlockId(0));
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
