//! Block-level liveness: live-in and live-out sets of virtual registers
//! (iterative backward dataflow over [`BitSet`]s) and of physical register
//! units (from the blocks' `liveins:` lists).
//!
//! Virtual registers, per instruction (debug pseudos are ignored):
//! - a use reads the register unless it is `undef`;
//! - a def writes it; a def of a sub-register (`%5.sub_32 = ...`) without
//!   `undef` is a partial def: it reads the other lanes too (use + def);
//! - a PHI's def is a def at the PHI; its uses are not reads of its own
//!   block but live-out of the predecessor they come from (SSA input).
//!
//! `live_in(b) = gen(b) ∪ (live_out(b) − kill(b))`,
//! `live_out(b) = ∪_{s ∈ succs(b)} live_in(s) ∪ phi_uses(b → s)`,
//! iterated to the fixpoint in post-order.
//!
//! Physical registers are tracked on register units (so aliases such as
//! `f10_f`/`f10_d` share liveness); reserved registers are not tracked.
//! With `tracksRegLiveness`, a block's `liveins:` are exactly the units
//! live on entry, and the units live on exit are the union of the
//! successors' live-ins. Inside blocks, physical liveness (implicit defs
//! and uses, regmask clobbers) is in [`super::intervals`].
//!
//! Invariants: sets are indexed by `VReg::index()` (capacity
//! `f.vregs.len()`) and by register unit (capacity `target.num_units`);
//! `live_in`/`live_out` are the least fixpoint of the equations above.

use super::bitset::BitSet;
use super::cfg::Cfg;
use crate::mir::{BlockId, Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::{PReg, Target};

/// Live-in and live-out sets per block.
#[derive(Clone, Debug)]
pub struct Liveness {
    live_in: Vec<BitSet>,
    live_out: Vec<BitSet>,
    unit_in: Vec<BitSet>,
    unit_out: Vec<BitSet>,
}

/// The virtual registers an instruction reads (before it writes), in
/// operand order; PHIs read nothing here (see the module doc).
pub fn vreg_uses(inst: &Inst) -> impl Iterator<Item = VReg> + '_ {
    let skip = inst.is_debug() || inst.is_phi();
    inst.reg_operands()
        .map(|(_, r)| r)
        .filter(move |r| !skip && reads(r))
        .filter_map(|r| match r.reg {
            Reg::Virt(v) => Some(v),
            _ => None,
        })
}

/// The virtual registers an instruction writes, in operand order.
pub fn vreg_defs(inst: &Inst) -> impl Iterator<Item = VReg> + '_ {
    let skip = inst.is_debug();
    inst.defs()
        .filter(move |_| !skip)
        .filter_map(|r| match r.reg {
            Reg::Virt(v) => Some(v),
            _ => None,
        })
}

/// Does this operand read its register? Uses unless `undef`; partial
/// (sub-register, non-`undef`) defs.
pub fn reads(r: &RegOperand) -> bool {
    if r.is_def {
        r.sub_reg.is_some() && !r.undef
    } else {
        !r.undef
    }
}

/// The incoming `(value, predecessor)` pairs of a PHI
/// (`%d = PHI %a, %bb.1, %b, %bb.2`).
pub fn phi_incoming(inst: &Inst) -> Vec<(VReg, BlockId)> {
    let mut out = Vec::new();
    let ops: Vec<&Operand> = inst
        .operands
        .iter()
        .filter(|o| !matches!(o, Operand::Reg(r) if r.is_def))
        .collect();
    for pair in ops.chunks(2) {
        if let [Operand::Reg(r), Operand::Block(b)] = pair {
            if let Reg::Virt(v) = r.reg {
                if !r.undef {
                    out.push((v, *b));
                }
            }
        }
    }
    out
}

/// The tracked (non-reserved) register a physical operand names, with its
/// sub-register index applied.
pub fn tracked_preg(target: &Target, r: &RegOperand) -> Option<PReg> {
    let Reg::Phys(p) = r.reg else { return None };
    let p = match r.sub_reg {
        Some(i) => target.sub_reg(p, i).unwrap_or(p),
        None => p,
    };
    (!target.is_reserved(p)).then_some(p)
}

impl Liveness {
    /// Liveness of `f` over `cfg`.
    pub fn new(f: &Function, target: &Target, cfg: &Cfg) -> Liveness {
        let n = f.blocks.len();
        let nv = f.vregs.len();
        let mut gen = vec![BitSet::new(nv); n];
        let mut kill = vec![BitSet::new(nv); n];
        let mut phi_out = vec![BitSet::new(nv); n];
        for (bi, b) in f.blocks.iter().enumerate() {
            for inst in &b.insts {
                for v in vreg_uses(inst) {
                    if !kill[bi].contains(v.index()) {
                        gen[bi].insert(v.index());
                    }
                }
                if inst.is_phi() {
                    for (v, p) in phi_incoming(inst) {
                        if p.index() < n {
                            phi_out[p.index()].insert(v.index());
                        }
                    }
                }
                for v in vreg_defs(inst) {
                    kill[bi].insert(v.index());
                }
            }
        }
        // Post-order for the backward problem, then unreachable blocks.
        let mut order: Vec<BlockId> = cfg.rpo().iter().rev().copied().collect();
        order.extend((0..n as u32).map(BlockId).filter(|b| !cfg.is_reachable(*b)));
        let mut live_in = gen.clone();
        let mut live_out = vec![BitSet::new(nv); n];
        let mut changed = true;
        let mut tmp = BitSet::new(nv);
        while changed {
            changed = false;
            for &b in &order {
                let bi = b.index();
                tmp.clone_from(&phi_out[bi]);
                for s in cfg.succs(b) {
                    tmp.union_with(&live_in[s.index()]);
                }
                if tmp != live_out[bi] {
                    live_out[bi].clone_from(&tmp);
                    tmp.subtract(&kill[bi]);
                    changed |= live_in[bi].union_with(&tmp);
                }
            }
        }
        let nu = target.num_units;
        let unit_in: Vec<BitSet> = f
            .blocks
            .iter()
            .map(|b| {
                let mut s = BitSet::new(nu);
                for &p in &b.liveins {
                    if !target.is_reserved(p) {
                        for &u in target.reg(p).units {
                            s.insert(u as usize);
                        }
                    }
                }
                s
            })
            .collect();
        let unit_out: Vec<BitSet> = (0..n)
            .map(|b| {
                let mut s = BitSet::new(nu);
                for t in cfg.succs(BlockId(b as u32)) {
                    s.union_with(&unit_in[t.index()]);
                }
                s
            })
            .collect();
        Liveness {
            live_in,
            live_out,
            unit_in,
            unit_out,
        }
    }

    /// Virtual registers live on entry to `b`.
    pub fn live_in(&self, b: BlockId) -> &BitSet {
        &self.live_in[b.index()]
    }
    /// Virtual registers live on exit from `b`.
    pub fn live_out(&self, b: BlockId) -> &BitSet {
        &self.live_out[b.index()]
    }
    /// Register units live on entry to `b`.
    pub fn units_in(&self, b: BlockId) -> &BitSet {
        &self.unit_in[b.index()]
    }
    /// Register units live on exit from `b`.
    pub fn units_out(&self, b: BlockId) -> &BitSet {
        &self.unit_out[b.index()]
    }
}
