//! Live-range splitting (LLVM's `SplitKit`, simplified to block
//! granularity): function transforms that replace one virtual register by
//! several, joined by `COPY`s, so each piece can get its own register or be
//! spilled on its own.
//!
//! - [`split_per_block`] ("split around uses in each block"): in every
//!   block with at least two instructions touching `v`, the instructions from the first to the last
//!   touch use a new local vreg; `local = COPY v` before the first touch
//!   when it reads, `v = COPY local` after the last def when `v` is live
//!   out. What is left of `v` (the *remainder*) only crosses blocks and is
//!   read and written by copies, which the spiller folds into loads and
//!   stores.
//! - [`split_around_loop`] (region splitting): inside a loop `v` is
//!   replaced by a new vreg, with `new = COPY v` at the end of the loop's
//!   only preheader and `v = COPY new` at the start of every exit block `v`
//!   is live into. [`loop_split_shape`] says whether a loop has that shape
//!   (a dedicated preheader with one successor, exit blocks whose
//!   predecessors are all in the loop).
//!
//! Invariants: every piece has `v`'s class; after a split the pieces hold
//! the same variable as `v` did, at most one of them live at any point
//! except across the joining copies; no copy is placed after a terminator.

use crate::analysis::cfg::Cfg;
use crate::analysis::liveness::{reads, Liveness};
use crate::analysis::loops::Loop;
use crate::mir::{BlockId, Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::Target;

fn touches(inst: &Inst, v: VReg) -> bool {
    inst.reg_operands().any(|(_, r)| r.reg == Reg::Virt(v))
}

fn copy(dst: VReg, src: VReg) -> Inst {
    Inst::new(
        "COPY",
        vec![
            Operand::Reg(RegOperand::def_of(Reg::Virt(dst))),
            Operand::Reg(RegOperand::use_of(Reg::Virt(src))),
        ],
    )
}

fn rename(inst: &mut Inst, from: VReg, to: VReg) {
    for o in &mut inst.operands {
        if let Operand::Reg(r) = o {
            if r.reg == Reg::Virt(from) {
                r.reg = Reg::Virt(to);
                r.killed = false;
            }
        }
    }
}

/// The index of the first terminator of `insts` (or its length).
pub fn first_terminator(insts: &[Inst], t: &Target) -> usize {
    insts
        .iter()
        .position(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_terminator))
        .unwrap_or(insts.len())
}

/// Is splitting `v` per block worth anything: is it live across a block
/// boundary?
pub fn is_global(v: VReg, live: &Liveness) -> bool {
    live.crosses(v)
}

/// Does some block have two or more instructions touching `v` (so a local
/// range there saves reloads)? Blocks with one touch keep `v` itself.
pub fn worth_per_block(f: &Function, v: VReg) -> bool {
    f.blocks.iter().any(|b| {
        b.insts
            .iter()
            .filter(|i| !i.is_debug() && touches(i, v))
            .count()
            >= 2
    })
}

/// What [`touch_summary`] finds about a set of vregs in one pass.
pub struct Touches {
    /// The vregs (indexes) for which [`worth_per_block`] holds: some block
    /// has two or more non-debug instructions mentioning them.
    pub worth: crate::analysis::bitset::BitSet,
    /// `first_block[v]`: the first block with an instruction (debug ones
    /// included) mentioning `v`, as [`split_at_gap`] looks it up;
    /// `u32::MAX` for none or a vreg not asked about.
    pub first_block: Vec<u32>,
    /// `worth_blocks[v]`: the blocks with two or more non-debug
    /// instructions mentioning `v`, in increasing order (where
    /// [`split_per_block`] makes local ranges); empty for a vreg not asked
    /// about.
    pub worth_blocks: Vec<Vec<u32>>,
}

/// [`worth_per_block`] and the first block mentioning each vreg of `vs`,
/// for all of them in one pass over `f`.
pub fn touch_summary(f: &Function, vs: &[VReg]) -> Touches {
    use crate::analysis::bitset::BitSet;
    let n = vs.iter().map(|v| v.index() + 1).max().unwrap_or(0);
    let mut wanted = BitSet::new(n);
    for v in vs {
        wanted.insert(v.index());
    }
    let mut worth = BitSet::new(n);
    let mut first_block = vec![u32::MAX; n];
    let mut worth_blocks: Vec<Vec<u32>> = vec![Vec::new(); n];
    // Invariant: `count[v]` is the number of non-debug instructions of the
    // current block mentioning `v`; `dirty` lists the nonzero entries.
    let mut count = vec![0u32; n];
    let mut dirty: Vec<usize> = Vec::new();
    let mut here: Vec<usize> = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        for inst in &b.insts {
            here.clear();
            for (_, r) in inst.reg_operands() {
                if let Reg::Virt(v) = r.reg {
                    if wanted.contains(v.index()) && !here.contains(&v.index()) {
                        here.push(v.index());
                    }
                }
            }
            if inst.is_debug() {
                continue;
            }
            for &v in &here {
                if first_block[v] == u32::MAX {
                    first_block[v] = bi as u32;
                }
            }
            for &v in &here {
                if count[v] == 0 {
                    dirty.push(v);
                }
                count[v] += 1;
                if count[v] == 2 {
                    worth.insert(v);
                    worth_blocks[v].push(bi as u32);
                }
            }
        }
        for v in dirty.drain(..) {
            count[v] = 0;
        }
    }
    Touches {
        worth,
        first_block,
        worth_blocks,
    }
}

/// Splits `v` around its uses in every block (see the module doc);
/// `live` is the block liveness of `f` before the split and `blocks` the
/// blocks with two or more non-debug instructions touching `v`, increasing
/// ([`Touches::worth_blocks`]; other blocks are left alone, so the cost is
/// the size of these blocks, not of the function). Returns the local vregs
/// made (`v` stays as the remainder), in block order.
pub fn split_per_block(f: &mut Function, v: VReg, live: &Liveness, blocks: &[u32]) -> Vec<VReg> {
    let Some(class) = f.vreg_class(v) else {
        return Vec::new();
    };
    let mut made = Vec::new();
    for &bi in blocks {
        let bi = bi as usize;
        if bi >= f.blocks.len() {
            continue;
        }
        let insts = &f.blocks[bi].insts;
        let touching: Vec<usize> = (0..insts.len())
            .filter(|&k| !insts[k].is_debug() && touches(&insts[k], v))
            .collect();
        let (Some(&k1), Some(&k2)) = (touching.first(), touching.last()) else {
            continue;
        };
        if touching.len() < 2 {
            continue;
        }
        let needs_in = insts[k1]
            .reg_operands()
            .any(|(_, r)| r.reg == Reg::Virt(v) && reads(r));
        let last_def = touching
            .iter()
            .rev()
            .copied()
            .find(|&k| insts[k].defs().any(|r| r.reg == Reg::Virt(v)));
        let live_out = live.live_out(BlockId(bi as u32)).contains(v.index());
        let local = f.new_vreg(class);
        made.push(local);
        let insts = &mut f.blocks[bi].insts;
        for inst in &mut insts[k1..=k2] {
            rename(inst, v, local);
        }
        if let (true, Some(d)) = (live_out, last_def) {
            insts.insert(d + 1, copy(v, local));
        }
        if needs_in {
            insts.insert(k1, copy(local, v));
        }
    }
    made
}

/// The smallest gap (in instructions) [`split_at_gap`] cuts at.
pub const MIN_GAP: usize = 8;

/// Splits a range that lives in one block after its `cut`-th touching
/// instruction (0-based), when the gap to the next one is at least
/// [`MIN_GAP`] instructions (the driver picks the cut by interference) (LLVM's local splitting, reduced
/// to one cut): the touches before the gap use a new vreg `a`, the ones
/// after a new vreg `b`; `v` is left holding the value across the gap
/// (`v = COPY a` after `a`'s last def, `b = COPY v` before `b`'s first
/// touch when it reads), so spilling `v` costs one store and one reload.
/// Returns the new vregs, or nothing when the gap is too small.
pub fn split_at_gap(f: &mut Function, v: VReg, cut: usize) -> Vec<VReg> {
    match f
        .blocks
        .iter()
        .position(|b| b.insts.iter().any(|i| touches(i, v)))
    {
        Some(bi) => split_at_gap_in(f, v, bi, cut),
        None => Vec::new(),
    }
}

/// [`split_at_gap`] when the first block mentioning `v` is known to be
/// `bi` (from [`touch_summary`]).
pub fn split_at_gap_in(f: &mut Function, v: VReg, bi: usize, cut: usize) -> Vec<VReg> {
    let Some(class) = f.vreg_class(v) else {
        return Vec::new();
    };
    if bi >= f.blocks.len() {
        return Vec::new();
    }
    let insts = &f.blocks[bi].insts;
    let touching: Vec<usize> = (0..insts.len())
        .filter(|&k| !insts[k].is_debug() && touches(&insts[k], v))
        .collect();
    if cut + 1 >= touching.len() || touching[cut + 1] - touching[cut] < MIN_GAP {
        return Vec::new();
    }
    let j = cut;
    let (first, second) = touching.split_at(j + 1);
    let b_reads = insts[second[0]]
        .reg_operands()
        .any(|(_, r)| r.reg == Reg::Virt(v) && reads(r));
    let a_last_def = first
        .iter()
        .rev()
        .copied()
        .find(|&k| insts[k].defs().any(|r| r.reg == Reg::Virt(v)));
    let a_reads_first = insts[first[0]]
        .reg_operands()
        .any(|(_, r)| r.reg == Reg::Virt(v) && reads(r));
    let (pa, pb) = (f.new_vreg(class), f.new_vreg(class));
    let insts = &mut f.blocks[bi].insts;
    // Later positions first, so earlier indexes stay valid.
    for &k in second {
        rename(&mut insts[k], v, pb);
    }
    if b_reads {
        insts.insert(second[0], copy(pb, v));
    }
    for &k in first {
        rename(&mut insts[k], v, pa);
    }
    if let (true, Some(d)) = (b_reads, a_last_def) {
        insts.insert(d + 1, copy(v, pa));
    }
    if a_reads_first {
        insts.insert(first[0], copy(pa, v));
    }
    vec![pa, pb]
}

/// The preheader and the exit blocks `v` is live into, when `lp` has the
/// shape [`split_around_loop`] needs and `v` is live into its header.
pub fn loop_split_shape(
    lp: &Loop,
    v: VReg,
    cfg: &Cfg,
    live: &Liveness,
) -> Option<(BlockId, Vec<BlockId>)> {
    if !live.live_in(lp.header).contains(v.index()) {
        return None;
    }
    let outside: Vec<BlockId> = cfg
        .preds(lp.header)
        .iter()
        .copied()
        .filter(|p| !lp.contains(*p))
        .collect();
    let [pre] = outside.as_slice() else {
        return None;
    };
    if cfg.succs(*pre) != [lp.header] {
        return None;
    }
    let mut exits = Vec::new();
    for &b in &lp.blocks {
        for &s in cfg.succs(b) {
            if lp.contains(s) || exits.contains(&s) || !live.live_in(s).contains(v.index()) {
                continue;
            }
            if !cfg.preds(s).iter().all(|p| lp.contains(*p)) || s == BlockId(0) {
                return None;
            }
            exits.push(s);
        }
    }
    Some((*pre, exits))
}

/// Splits `v` around loop `lp` with the shape [`loop_split_shape`] found:
/// returns the vreg used inside the loop.
pub fn split_around_loop(
    f: &mut Function,
    t: &Target,
    v: VReg,
    lp: &Loop,
    pre: BlockId,
    exits: &[BlockId],
) -> Option<VReg> {
    let class = f.vreg_class(v)?;
    let inner = f.new_vreg(class);
    for &b in &lp.blocks {
        for inst in &mut f.blocks[b.index()].insts {
            rename(inst, v, inner);
        }
    }
    let pi = &mut f.blocks[pre.index()].insts;
    let at = first_terminator(pi, t);
    pi.insert(at, copy(inner, v));
    for &e in exits {
        f.blocks[e.index()].insts.insert(0, copy(v, inner));
    }
    Some(inner)
}
