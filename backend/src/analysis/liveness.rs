//! Block-level liveness: live-in and live-out sets of virtual registers
//! (computed per register from its defs and uses, sparse) and of physical
//! register units (from the blocks' `liveins:` lists).
//!
//! Virtual registers, per instruction (debug pseudos are ignored):
//! - a use reads the register unless it is `undef`;
//! - a def writes it; a def of a sub-register (`%5.sub_32 = ...`) without
//!   `undef` is a partial def: it reads the other lanes too (use + def);
//! - a PHI's def is a def at the PHI; its uses are not reads of its own
//!   block but live-out of the predecessor they come from (SSA input).
//!
//! The sets are the least solution of
//! `live_in(b) = gen(b) ∪ (live_out(b) − kill(b))`,
//! `live_out(b) = ∪_{s ∈ succs(b)} live_in(s) ∪ phi_uses(b → s)`
//! (`gen(b)`: read in `b` before any def there; `kill(b)`: defined in `b`).
//! They are not found by iterating dense per-block bit sets to a fixpoint
//! (blocks × vregs bits), but one register at a time, the way LLVM's
//! `LiveIntervals` extends a range from its uses: from every block in
//! `gen`, and every block a PHI reads the register out of, walk up the
//! predecessors, marking each live-out and, unless it defines the
//! register, live-in and continuing from it. Each register costs its
//! def/use blocks plus the blocks and edges it is live across, so the
//! whole analysis is linear in the instructions plus the size of the
//! result.
//!
//! Physical registers are tracked on register units (so aliases such as
//! `f10_f`/`f10_d` share liveness); reserved registers are not tracked.
//! With `tracksRegLiveness`, a block's `liveins:` are exactly the units
//! live on entry, and the units live on exit are the union of the
//! successors' live-ins. Inside blocks, physical liveness (implicit defs
//! and uses, regmask clobbers) is in [`super::intervals`].
//!
//! Invariants: a [`VRegSet`] holds `VReg::index()` values below
//! `f.vregs.len()`, sorted and without duplicates (registers beyond the
//! declared ones are not tracked); unit sets are [`BitSet`]s of capacity
//! `target.num_units`; `live_in`/`live_out` are the least solution of the
//! equations above; `crosses(v)` holds exactly when `v` is in some block's
//! live-in or live-out set.

use super::bitset::BitSet;
use super::cfg::Cfg;
use crate::mir::{BlockId, Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::{PReg, Target};

/// A set of virtual register indexes: sorted, no duplicates (so a
/// membership test is a binary search and iteration is in increasing
/// order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VRegSet {
    items: Vec<u32>,
}

impl VRegSet {
    /// Is the register with index `i` in the set?
    pub fn contains(&self, i: usize) -> bool {
        u32::try_from(i).is_ok_and(|i| self.items.binary_search(&i).is_ok())
    }
    /// The indexes, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.items.iter().map(|&i| i as usize)
    }
    /// The number of registers in the set.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Is the set empty?
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// Live-in and live-out sets per block.
#[derive(Clone, Debug)]
pub struct Liveness {
    live_in: Vec<VRegSet>,
    live_out: Vec<VRegSet>,
    crosses: BitSet,
    unit_in: Vec<BitSet>,
    unit_out: Vec<BitSet>,
}

/// `(key, value)` pairs grouped by key (`0..nkeys`), values in the order
/// they were pushed: `items[start[k]..start[k + 1]]` are key `k`'s.
struct Grouped {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Grouped {
    fn new(pairs: &[(u32, u32)], nkeys: usize) -> Grouped {
        let mut start = vec![0u32; nkeys + 1];
        for &(k, _) in pairs {
            start[k as usize + 1] += 1;
        }
        for k in 0..nkeys {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut items = vec![0u32; pairs.len()];
        for &(k, x) in pairs {
            items[next[k as usize] as usize] = x;
            next[k as usize] += 1;
        }
        Grouped { start, items }
    }
    fn get(&self, k: usize) -> &[u32] {
        &self.items[self.start[k] as usize..self.start[k + 1] as usize]
    }
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
    super::physlive::operand_preg(target, r).filter(|&p| !target.is_reserved(p))
}

impl Liveness {
    /// Liveness of `f` over `cfg`.
    pub fn new(f: &Function, target: &Target, cfg: &Cfg) -> Liveness {
        let n = f.blocks.len();
        let nv = f.vregs.len();
        // One pass over the code: `(vreg, block)` pairs of gen, kill and
        // PHI reads (live-out of the incoming block), each pair once.
        let mut gen: Vec<(u32, u32)> = Vec::new();
        let mut kill: Vec<(u32, u32)> = Vec::new();
        let mut phi_out: Vec<(u32, u32)> = Vec::new();
        // Invariant: `killed_here[v] == bi + 1` iff `v` has a def earlier
        // in block `bi`; `gen_here[v] == bi + 1` iff `(v, bi)` is in `gen`.
        let mut killed_here = vec![0u32; nv];
        let mut gen_here = vec![0u32; nv];
        for (bi, b) in f.blocks.iter().enumerate() {
            let tag = bi as u32 + 1;
            for inst in &b.insts {
                for v in vreg_uses(inst) {
                    let vi = v.index();
                    if vi < nv && killed_here[vi] != tag && gen_here[vi] != tag {
                        gen_here[vi] = tag;
                        gen.push((v.0, bi as u32));
                    }
                }
                if inst.is_phi() {
                    for (v, p) in phi_incoming(inst) {
                        if p.index() < n && v.index() < nv {
                            phi_out.push((v.0, p.0));
                        }
                    }
                }
                for v in vreg_defs(inst) {
                    let vi = v.index();
                    if vi < nv && killed_here[vi] != tag {
                        killed_here[vi] = tag;
                        kill.push((v.0, bi as u32));
                    }
                }
            }
        }
        drop((killed_here, gen_here));
        let gen = Grouped::new(&gen, nv);
        let kill = Grouped::new(&kill, nv);
        let phi_out = Grouped::new(&phi_out, nv);
        // Per register, in increasing order (so every set comes out
        // sorted): walk up from the reads. Block marks hold `v + 1` for
        // the register being computed, so they never need clearing.
        let mut live_in = vec![VRegSet::default(); n];
        let mut live_out = vec![VRegSet::default(); n];
        let mut crosses = BitSet::new(nv);
        let mut killed = vec![0u32; n];
        let mut in_mark = vec![0u32; n];
        let mut out_mark = vec![0u32; n];
        let mut work: Vec<u32> = Vec::new();
        for vi in 0..nv {
            let tag = vi as u32 + 1;
            for &b in kill.get(vi) {
                killed[b as usize] = tag;
            }
            // Invariant: a block is pushed on `work` once, when it is
            // marked live-in; its predecessors are then live-out.
            for &b in gen.get(vi) {
                let b = b as usize;
                if in_mark[b] != tag {
                    in_mark[b] = tag;
                    live_in[b].items.push(vi as u32);
                    work.push(b as u32);
                }
            }
            let mut out = |p: usize, work: &mut Vec<u32>| {
                if out_mark[p] == tag {
                    return;
                }
                out_mark[p] = tag;
                live_out[p].items.push(vi as u32);
                if killed[p] != tag && in_mark[p] != tag {
                    in_mark[p] = tag;
                    live_in[p].items.push(vi as u32);
                    work.push(p as u32);
                }
            };
            for &p in phi_out.get(vi) {
                out(p as usize, &mut work);
            }
            let mut any = !work.is_empty() || !phi_out.get(vi).is_empty();
            while let Some(b) = work.pop() {
                for &p in cfg.preds(BlockId(b)) {
                    any = true;
                    out(p.index(), &mut work);
                }
            }
            if any {
                crosses.insert(vi);
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
            crosses,
            unit_in,
            unit_out,
        }
    }

    /// Virtual registers live on entry to `b`.
    pub fn live_in(&self, b: BlockId) -> &VRegSet {
        &self.live_in[b.index()]
    }
    /// Virtual registers live on exit from `b`.
    pub fn live_out(&self, b: BlockId) -> &VRegSet {
        &self.live_out[b.index()]
    }
    /// Is `v` live into or out of some block (live across a block
    /// boundary)?
    pub fn crosses(&self, v: VReg) -> bool {
        self.crosses.contains(v.index())
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
