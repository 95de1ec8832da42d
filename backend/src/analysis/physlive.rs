//! Physical-register liveness on register units, for code whose operands
//! name physical registers (after allocation): LLVM's `LivePhysRegs`
//! step plus a block-level backward dataflow. One transfer function,
//! [`UnitEffects`], is shared by every pass that asks which registers are
//! live after allocation: the block `liveins:` the rewriter writes
//! ([`crate::regalloc::rewrite::compute_block_liveins`]), the free scratch
//! registers of frame lowering ([`crate::frame::eliminate::live_before`])
//! and the units a softened slot's host must avoid
//! (`soften::live::unit_occupancy`).
//!
//! The rule of one instruction (stepping backward):
//! - debug instructions (`DBG_VALUE`, ...) neither define nor read; code
//!   and its liveness must not change with `-g`;
//! - defs: every register operand that defines (dead ones too), the
//!   opcode's implicit defs, and the units a register-mask operand *kills*
//!   ([`crate::target::RegMaskInfo::killed_units`]: no preserved register
//!   owns them — a value in a preserved D8 stays live across a call even
//!   though the call clobbers Q8, which shares D8's unit). A def with a
//!   sub-register index defines the sub-register's units only;
//! - uses: register operands that read ([`super::liveness::reads`]; not
//!   `undef`), a sub-register index applied, and the opcode's implicit
//!   uses. A def with a sub-register index is not a use of anything: the
//!   units of the register it does not write are simply left as they are.
//!
//! Invariants: `live before = (live after − defs) ∪ uses`; units of
//! reserved registers are tracked like any other (the target keeps its
//! reserved set closed under overlap, so no allocatable register shares a
//! unit with a reserved one and callers may ignore them); the dataflow
//! iterates to the least fixed point, unreachable blocks included.

use super::bitset::BitSet;
use super::cfg::Cfg;
use crate::mir::{BlockId, Function, Inst, Reg, RegOperand};
use crate::target::{PReg, Target};

/// The register units one instruction defines and reads (see the module
/// doc).
#[derive(Clone, Debug, Default)]
pub struct UnitEffects {
    /// Units written (killed, stepping backward).
    pub defs: Vec<u16>,
    /// Units read.
    pub uses: Vec<u16>,
}

/// The physical register an operand names, its sub-register index applied.
pub fn operand_preg(t: &Target, r: &RegOperand) -> Option<PReg> {
    let Reg::Phys(p) = r.reg else { return None };
    Some(match r.sub_reg {
        Some(i) => t.sub_reg(p, i).unwrap_or(p),
        None => p,
    })
}

impl UnitEffects {
    /// The effects of `inst` under `t`.
    pub fn of(inst: &Inst, t: &Target) -> UnitEffects {
        let mut e = UnitEffects::default();
        if inst.is_debug() {
            return e;
        }
        for (_, r) in inst.reg_operands() {
            let Some(p) = operand_preg(t, r) else {
                continue;
            };
            if r.is_def {
                e.defs.extend_from_slice(t.reg(p).units);
            } else if super::liveness::reads(r) {
                e.uses.extend_from_slice(t.reg(p).units);
            }
        }
        if let Some(o) = t.opcode(&inst.opcode) {
            for &p in &o.defs {
                e.defs.extend_from_slice(t.reg(p).units);
            }
            for &p in &o.uses {
                e.uses.extend_from_slice(t.reg(p).units);
            }
        }
        for m in inst.reg_masks() {
            e.defs
                .extend(t.reg_mask(m).killed_units().iter().map(|u| u as u16));
        }
        e
    }

    /// Steps `live` (the units live after the instruction) backward to the
    /// units live before it.
    pub fn step_backward(&self, live: &mut BitSet) {
        for &u in &self.defs {
            live.remove(u as usize);
        }
        for &u in &self.uses {
            live.insert(u as usize);
        }
    }
}

/// Units live on entry to and on exit from every block.
#[derive(Clone, Debug)]
pub struct PhysLiveness {
    live_in: Vec<BitSet>,
    live_out: Vec<BitSet>,
}

impl PhysLiveness {
    /// The dataflow over `f`'s code alone (the blocks' `liveins:` are not
    /// read): per block, the units some path from its entry reads before
    /// writing.
    pub fn new(f: &Function, t: &Target, cfg: &Cfg) -> PhysLiveness {
        let nu = t.num_units;
        let n = f.blocks.len();
        // Per block: upward-exposed uses (gen) and units written (kill).
        let mut gen = vec![BitSet::new(nu); n];
        let mut kill = vec![BitSet::new(nu); n];
        for (bi, b) in f.blocks.iter().enumerate() {
            for inst in b.insts.iter().rev() {
                let e = UnitEffects::of(inst, t);
                for &u in &e.defs {
                    kill[bi].insert(u as usize);
                    gen[bi].remove(u as usize);
                }
                for &u in &e.uses {
                    gen[bi].insert(u as usize);
                }
            }
        }
        // Post-order first (successors before predecessors), then the
        // unreachable blocks.
        let mut order: Vec<usize> = cfg.rpo().iter().rev().map(|b| b.index()).collect();
        order.extend((0..n).filter(|&b| !cfg.is_reachable(BlockId(b as u32))));
        let mut live_in = gen.clone();
        let mut live_out = vec![BitSet::new(nu); n];
        let mut changed = true;
        while changed {
            changed = false;
            for &bi in &order {
                let out = &mut live_out[bi];
                for s in cfg.succs(BlockId(bi as u32)) {
                    out.union_with(&live_in[s.index()]);
                }
                let mut through = out.clone();
                through.subtract(&kill[bi]);
                changed |= live_in[bi].union_with(&through);
            }
        }
        PhysLiveness { live_in, live_out }
    }

    /// Units live on entry to block `b`.
    pub fn live_in(&self, b: usize) -> &BitSet {
        &self.live_in[b]
    }

    /// Units live on exit from block `b`.
    pub fn live_out(&self, b: usize) -> &BitSet {
        &self.live_out[b]
    }
}

/// Units live on exit from block `b` as its successors' `liveins:` state
/// them (the post-allocation contract LLVM's passes after register
/// allocation rely on), or `None` when `b` has successors and `f` does not
/// track liveness (its `liveins:` say nothing).
pub fn live_out_from_liveins(f: &Function, t: &Target, b: usize) -> Option<BitSet> {
    let mut live = BitSet::new(t.num_units);
    let succs = Cfg::block_succs(f, t, b);
    if !succs.is_empty() && !f.tracks_reg_liveness {
        return None;
    }
    for (s, _) in succs {
        for &p in &f.blocks.get(s.index())?.liveins {
            for &u in t.reg(p).units {
                live.insert(u as usize);
            }
        }
    }
    Some(live)
}

/// Units live before each instruction of block `b` given the units live
/// on its exit: entry `k` is before instruction `k`, entry `len` is the
/// exit.
pub fn live_before_each(f: &Function, t: &Target, b: usize, live_out: BitSet) -> Vec<BitSet> {
    let insts = &f.blocks[b].insts;
    let mut out = vec![BitSet::new(0); insts.len() + 1];
    let mut live = live_out;
    out[insts.len()] = live.clone();
    for (k, inst) in insts.iter().enumerate().rev() {
        UnitEffects::of(inst, t).step_backward(&mut live);
        out[k] = live.clone();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::parse::read_with;

    fn riscv() -> Target {
        Target::riscv(&["64bit", "m", "a", "f", "d", "c"], Some("lp64d"))
    }

    fn function(text: &str, t: &Target) -> Function {
        let file = read_with(text, "t.mir", t).unwrap_or_else(|e| panic!("{}", e.render()));
        file.functions.into_iter().next().expect("one function")
    }

    fn unit(t: &Target, name: &str) -> usize {
        let p = t.reg_by_mir_name(name).expect("a register of the target");
        t.reg(p).units[0] as usize
    }

    const LOOP: &str = "---
name: f
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $x10, $x11
    $x12 = ADDI $x0, 0
  bb.1:
    $x12 = ADD $x12, $x10
    DBG_VALUE $x13, $noreg
    BNE $x12, $x11, %bb.1
  bb.2:
    $x10 = COPY $x12
    PseudoRET implicit $x10
...
";

    #[test]
    fn a_loop_keeps_what_it_reads_live_around_the_back_edge() {
        let t = riscv();
        let f = function(LOOP, &t);
        let cfg = Cfg::new(&f, &t);
        let l = PhysLiveness::new(&f, &t, &cfg);
        let (x10, x11, x12, x13) = (
            unit(&t, "x10"),
            unit(&t, "x11"),
            unit(&t, "x12"),
            unit(&t, "x13"),
        );
        assert!(l.live_in(1).contains(x10) && l.live_in(1).contains(x11));
        assert!(l.live_in(1).contains(x12), "read before written in bb.1");
        assert!(l.live_out(1).contains(x12) && l.live_out(1).contains(x10));
        assert!(!l.live_in(0).contains(x12), "bb.0 writes it first");
        assert!(!l.live_in(1).contains(x13), "a DBG_VALUE is not a use");
        assert!(l.live_in(2).contains(x12) && !l.live_in(2).contains(x10));
        // The walk inside bb.1 from its live-out agrees with the dataflow.
        let before = live_before_each(&f, &t, 1, l.live_out(1).clone());
        assert_eq!(&before[0], l.live_in(1));
    }
}
