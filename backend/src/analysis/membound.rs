//! A lower bound on the number of values that must be in memory at once,
//! for *every* allocation of a function (`spillway mir stats`, "memory
//! bound").
//!
//! The argument. At a program point P, every value the program still
//! needs must be somewhere: in a register, or in memory. A register (more
//! precisely a register unit: aliases such as `f3_f`/`f3_d` are one home)
//! holds one value. The values needing a home at P are:
//! - the live virtual registers, except those the allocator never has to
//!   keep: rematerializable ones — by the spiller's rules: one
//!   definition, recomputable anywhere from constants
//!   ([`crate::regalloc::spill::remat_defs`]), or from virtual-register
//!   operands live at every use of the value
//!   ([`crate::regalloc::spill::operand_remat_defs`]; `%v = ADDI %u, 4`
//!   with `%u` defined once: `%u`'s definition dominates `%v`'s, which
//!   dominates the use, so `%u` cannot be redefined in between) — values
//!   that are undefined on some path (an `IMPLICIT_DEF` definition, or
//!   live into the entry block), and values that may equal a live
//!   physical register (copied from or into it);
//! - counted once per *must-equal* class: live vregs that are copies of
//!   one another on every path to P (a forward must-dataflow over `COPY`s
//!   and PHIs, intersected at joins) may share a register, so they count
//!   as one value;
//! - the entry value of every callee-saved register of the ABI
//!   (`Target::abi_callee_saved`'s save list) that the allocator could use,
//!   at every point from which a return is reachable: it must be restored
//!   at the return, so while its register holds something else it is
//!   elsewhere (another register — a softened save — or the stack). The
//!   return address is one of them when the ABI lists it.
//!
//! The homes are the units of allocatable registers not held at P by a
//! live physical register of the input (argument registers, ...). A value
//! of class C can sit in the units of C's allocation order, and in those
//! of any class H the target's cross-class moves (`CrossClassMove` in the
//! `.td`) move C's values into and back out of with enough bits (on
//! RISC-V: a GPR value in an FPR). An entry value belongs to the class
//! the frame saves its register in ([`crate::frame`]'s save class). Across
//! a call (a register-mask operand), only the units of registers the mask
//! preserves are homes for the values live through the call.
//!
//! Values per class and homes per class form a bipartite capacity
//! problem; the most values registers can hold at P is its maximum flow,
//! by Hall's theorem `min over sets S of classes (sum of the demands
//! outside S + |homes of S|)`. The bound at P is the demand minus that
//! flow, and the function's bound is the maximum over all points. Each of
//! those values is distinct and in memory at P in any allocation, so it
//! is stored at least once and loaded at least once (a later use reads it
//! from a register; an entry value is restored): at least `2 × bound`
//! stack accesses per execution through P.
//!
//! What the bound does *not* count as an allocation's freedom:
//! recomputing a value in any other way (chains of instructions, operands
//! that are not live), or rewriting the program. Two more figures: the
//! bound when only constants are rematerialized
//! (`bound_constant_remat`, what LLVM-style trivial remat allows), and
//! `bound_no_loop_remat`, which also counts rematerializable values used
//! inside the innermost loop around P: not holding them at P means
//! recomputing them in that loop, in the worst case on every iteration.
//! That one is not a bound on all allocations; it says what an allocation
//! without in-loop remats can hope for.
//!
//! Invariants: the bound only ever under-counts (every simplification
//! merges values or adds homes, never the reverse); unreachable blocks are
//! skipped; the result depends only on the function and the [`Target`].

use super::bitset::BitSet;
use super::liveness::{phi_incoming, tracked_preg, vreg_defs, vreg_uses};
use super::Analysis;
use crate::mir::{BlockId, Function, Inst, Reg, VReg};
use crate::target::{PReg, RegClass, Target};
use std::collections::HashMap;

/// One class's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassBound {
    /// The class (of virtual registers or of callee-saved entry values).
    pub class: RegClass,
    /// Its MIR name.
    pub name: String,
    /// Most values of the class needing a home at one point (program
    /// values, rematerializable ones excluded; entry values not included).
    pub peak_values: usize,
    /// Callee-saved entry values of the class.
    pub preserved: usize,
    /// Register units that can hold a value of the class (its own
    /// allocatable registers and the cross-class hosts).
    pub homes: usize,
}

/// A point where a bound is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundPoint {
    /// The `bb.N` number of its block.
    pub block: u32,
    /// Before this instruction (`None`: at the end of the block).
    pub inst: Option<usize>,
    /// The point is across the call at `inst` (values live through it).
    pub across_call: bool,
    /// The line of `inst` (or of the block) in the file.
    pub line: u32,
    /// Program values needing a home there.
    pub values: usize,
    /// Callee-saved entry values needing a home there.
    pub preserved: usize,
    /// Homes available there (units).
    pub homes: usize,
    /// The bound there.
    pub bound: usize,
}

/// The bound for one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemBound {
    /// Per class of values (classes with values or entry values).
    pub classes: Vec<ClassBound>,
    /// Virtual registers left out as rematerializable from constants.
    pub remat: usize,
    /// The lower bound on values in memory at one point, every allocation.
    pub bound: usize,
    /// Where it is first reached (`None`: never any value).
    pub at: Option<BoundPoint>,
    /// The same, counting rematerializable values used in the innermost
    /// loop around the point (see the module doc).
    pub bound_no_loop_remat: usize,
    /// Where that is first reached.
    pub at_no_loop_remat: Option<BoundPoint>,
    /// Virtual registers recomputable from live operands (see the module
    /// doc), not counted in `bound`.
    pub operand_remat: usize,
    /// The bound if only constants are rematerialized (those counted).
    pub bound_constant_remat: usize,
    /// Where that is first reached.
    pub at_constant_remat: Option<BoundPoint>,
}

/// The units a value of class `c` can live in: its allocation order and
/// every class the target's cross-class moves carry its values to and
/// back from without losing bits.
pub fn host_units(t: &Target, c: RegClass) -> BitSet {
    let mut s = BitSet::new(t.num_units);
    let ci = t.class(c);
    let add = |s: &mut BitSet, order: &[PReg]| {
        for &r in order {
            if !t.is_reserved(r) {
                for &u in t.reg(r).units {
                    s.insert(u as usize);
                }
            }
        }
    };
    add(&mut s, &ci.alloc_order);
    let bits = ci.spill_size * 8;
    let covers = |outer: RegClass| {
        !ci.alloc_order.is_empty() && ci.alloc_order.iter().all(|&r| t.class(outer).contains(r))
    };
    for m in &t.cross_moves {
        if m.value_bits < bits || !covers(m.from) {
            continue;
        }
        let back = t
            .cross_moves
            .iter()
            .any(|b| b.from == m.to && b.value_bits >= bits && covers(b.to));
        if back {
            add(&mut s, &t.class(m.to).alloc_order);
        }
    }
    s
}

/// The most of `demand[g]` values that fit, each in one unit of
/// `hosts[g] ∩ avail`: the maximum flow, by Hall's theorem over subsets of
/// groups. More than 12 groups are merged into one (more capacity: the
/// result can only grow, so the bound stays a bound).
fn max_placed(demand: &[usize], hosts: &[&BitSet], avail: &BitSet) -> usize {
    let live: Vec<usize> = (0..demand.len()).filter(|&g| demand[g] > 0).collect();
    let total: usize = live.iter().map(|&g| demand[g]).sum();
    if live.is_empty() {
        return 0;
    }
    let masked: Vec<BitSet> = live.iter().map(|&g| intersect(hosts[g], avail)).collect();
    if live.len() > 12 {
        let mut all = BitSet::new(avail.capacity());
        for m in &masked {
            all.union_with(m);
        }
        return total.min(all.count());
    }
    let mut best = total;
    for s in 1u32..(1 << live.len()) {
        let mut u = BitSet::new(avail.capacity());
        let mut outside = 0;
        for (k, &g) in live.iter().enumerate() {
            if s & (1 << k) != 0 {
                u.union_with(&masked[k]);
            } else {
                outside += demand[g];
            }
        }
        best = best.min(outside + u.count());
    }
    best
}

/// `a ∩ b`.
fn intersect(a: &BitSet, b: &BitSet) -> BitSet {
    let mut outside = a.clone();
    outside.subtract(b);
    let mut x = a.clone();
    x.subtract(&outside);
    x
}

/// A partition of the tracked vregs into must-equal classes: `lab[i]` is
/// the class label of tracked vreg `i`; labels are canonical (the index
/// of the first member) after [`canon`].
type Part = Vec<u32>;

fn canon(p: &mut Part) {
    let mut map: HashMap<u32, u32> = HashMap::new();
    for (i, l) in p.iter_mut().enumerate() {
        *l = *map.entry(*l).or_insert(i as u32);
    }
}

fn meet(a: &Part, b: &Part) -> Part {
    let mut map: HashMap<(u32, u32), u32> = HashMap::new();
    let mut out: Part = a
        .iter()
        .zip(b)
        .enumerate()
        .map(|(i, (&x, &y))| *map.entry((x, y)).or_insert(i as u32))
        .collect();
    canon(&mut out);
    out
}

/// Per-function facts the walk needs.
struct Facts {
    /// Tracked index of each vreg (`u32::MAX`: not tracked).
    tix: Vec<u32>,
    /// Vregs that never need a home (undefined somewhere, or copied
    /// from/into a physical register whose liveness is checked below).
    undef: BitSet,
    /// Rematerializable vregs.
    remat: BitSet,
    /// Vregs recomputable from live operands.
    oremat: BitSet,
    /// Units of physical registers each vreg is copied from or into.
    phys_rel: HashMap<u32, Vec<u16>>,
}

/// The copy transfer of one instruction on a partition.
fn transfer(inst: &Inst, facts: &Facts, p: &mut Part, fresh: &mut u32) {
    if inst.is_debug() || inst.is_phi() {
        return;
    }
    let src = if inst.is_copy() {
        inst.uses().find_map(|r| match r.reg {
            Reg::Virt(v) if !r.implicit => Some(v),
            _ => None,
        })
    } else {
        None
    };
    for d in vreg_defs(inst) {
        let di = facts.tix[d.index()];
        if di == u32::MAX {
            continue;
        }
        let new = match src.map(|s| facts.tix[s.index()]) {
            Some(si) if si != u32::MAX => p[si as usize],
            _ => {
                *fresh += 1;
                *fresh
            }
        };
        p[di as usize] = new;
    }
}

/// The vregs the spiller may recompute from live operands
/// ([`crate::regalloc::spill::operand_remat_defs`]: operands defined once,
/// in the entry block) whose operands are live at every instruction
/// reading them (so nothing needs extending).
fn operand_remats(
    f: &Function,
    t: &Target,
    a: &Analysis,
    remat: &BitSet,
    undef: &BitSet,
) -> BitSet {
    let nv = f.vregs.len();
    let mut out = BitSet::new(nv);
    // Candidates: the spiller's rule ([`crate::regalloc::spill::operand_remat_defs`]).
    let mut operands: HashMap<usize, Vec<VReg>> = HashMap::new();
    for (v, d) in crate::regalloc::spill::operand_remat_defs(f, t)
        .into_iter()
        .enumerate()
    {
        let Some(d) = d else { continue };
        if remat.contains(v) || undef.contains(v) {
            continue;
        }
        let ops: Vec<VReg> = vreg_uses(&d).collect();
        if ops.iter().any(|u| undef.contains(u.index())) {
            continue;
        }
        operands.insert(v, ops);
    }
    if operands.is_empty() {
        return out;
    }
    // Every use of a candidate must have its operands live there.
    let mut bad = BitSet::new(nv);
    for (bi, b) in f.blocks.iter().enumerate() {
        // Sparse (the live sets are small, the vregs many).
        let mut live: std::collections::BTreeSet<usize> =
            a.liveness.live_out(BlockId(bi as u32)).iter().collect();
        for inst in b.insts.iter().rev() {
            if !inst.is_phi() {
                for d in vreg_defs(inst) {
                    live.remove(&d.index());
                }
                for u in vreg_uses(inst) {
                    live.insert(u.index());
                }
            }
            // `live` is now live before `inst`.
            for v in vreg_uses(inst) {
                if let Some(ops) = operands.get(&v.index()) {
                    if ops.iter().any(|u| !live.contains(&u.index())) {
                        bad.insert(v.index());
                    }
                }
            }
            if inst.is_phi() {
                for (v, _) in phi_incoming(inst) {
                    // A PHI use is at the end of its predecessor: not
                    // checked here, so not a candidate.
                    bad.insert(v.index());
                }
            }
        }
    }
    for &v in operands.keys() {
        if !bad.contains(v) {
            out.insert(v);
        }
    }
    out
}

/// Computes the bound for `f`.
pub fn memory_bound(f: &Function, t: &Target, a: &Analysis) -> MemBound {
    let nv = f.vregs.len();
    let nb = f.blocks.len();
    let cfg = &a.cfg;
    // Definitions, remats, undefined values, copy-related vregs.
    let remat_defs = crate::regalloc::spill::remat_defs(f, t);
    let mut remat = BitSet::new(nv);
    for (i, d) in remat_defs.iter().enumerate() {
        if d.is_some() {
            remat.insert(i);
        }
    }
    let mut undef = BitSet::new(nv);
    let mut tracked = BitSet::new(nv);
    let mut phys_rel: HashMap<u32, Vec<u16>> = HashMap::new();
    for b in &f.blocks {
        for inst in &b.insts {
            if inst.opcode == "IMPLICIT_DEF" {
                for d in vreg_defs(inst) {
                    undef.insert(d.index());
                }
            }
            if inst.is_phi() {
                for d in vreg_defs(inst) {
                    tracked.insert(d.index());
                }
                for (v, _) in phi_incoming(inst) {
                    tracked.insert(v.index());
                }
            }
            if inst.is_copy() {
                let d = inst.defs().next();
                let s = inst.uses().find(|r| !r.implicit);
                if let (Some(d), Some(s)) = (d, s) {
                    match (d.reg, s.reg) {
                        (Reg::Virt(x), Reg::Virt(y)) => {
                            tracked.insert(x.index());
                            tracked.insert(y.index());
                        }
                        (Reg::Virt(x), Reg::Phys(p)) | (Reg::Phys(p), Reg::Virt(x)) => {
                            // Every unit of the register or any of its
                            // sub-registers: merging too much is safe.
                            let e = phys_rel.entry(x.0).or_default();
                            e.extend(t.reg(p).units.iter().copied());
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    if let Some(e) = f.blocks.first().map(|_| a.liveness.live_in(BlockId(0))) {
        for v in e.iter() {
            undef.insert(v);
        }
    }
    let mut tix = vec![u32::MAX; nv];
    let mut nt = 0u32;
    for v in tracked.iter() {
        tix[v] = nt;
        nt += 1;
    }
    let oremat = operand_remats(f, t, a, &remat, &undef);
    let facts = Facts {
        tix,
        undef,
        remat,
        oremat,
        phys_rel,
    };
    // Must-equal partitions at block entries (None: not reached yet).
    let singletons: Part = (0..nt).collect();
    let mut entry: Vec<Option<Part>> = vec![None; nb];
    if nb > 0 {
        entry[0] = Some(singletons.clone());
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in cfg.rpo() {
            let bi = b.index();
            let mut acc: Option<Part> = if bi == 0 {
                Some(singletons.clone())
            } else {
                None
            };
            for &p in cfg.preds(b) {
                let Some(pin) = &entry[p.index()] else {
                    continue;
                };
                let mut st = pin.clone();
                let mut fresh = nt;
                for inst in &f.blocks[p.index()].insts {
                    transfer(inst, &facts, &mut st, &mut fresh);
                }
                // PHIs of `b` on the edge from `p`: parallel copies.
                let mut moves: Vec<(u32, Option<u32>)> = Vec::new();
                for inst in f.blocks[bi].insts.iter().filter(|i| i.is_phi()) {
                    let Some(d) = vreg_defs(inst).next() else {
                        continue;
                    };
                    let inc = phi_incoming(inst)
                        .into_iter()
                        .find(|(_, q)| *q == p)
                        .map(|(v, _)| st[facts.tix[v.index()] as usize]);
                    moves.push((facts.tix[d.index()], inc));
                }
                for (d, l) in moves {
                    st[d as usize] = l.unwrap_or_else(|| {
                        fresh += 1;
                        fresh
                    });
                }
                canon(&mut st);
                acc = Some(match acc {
                    None => st,
                    Some(x) => meet(&x, &st),
                });
            }
            if let Some(acc) = acc {
                if entry[bi].as_ref() != Some(&acc) {
                    entry[bi] = Some(acc);
                    changed = true;
                }
            }
        }
    }
    // Classes, hosts, entry values.
    let ncls = t.classes.len();
    let mut hosts: Vec<Option<BitSet>> = vec![None; ncls];
    let mut host = |c: RegClass| -> BitSet {
        hosts[c.index()]
            .get_or_insert_with(|| host_units(t, c))
            .clone()
    };
    let mut all_homes = BitSet::new(t.num_units);
    for (ci, c) in t.classes.iter().enumerate() {
        if c.allocatable {
            all_homes.union_with(&host(RegClass(ci as u16)));
        }
    }
    let mut preserved: Vec<(PReg, RegClass)> = Vec::new();
    if let Some(m) = t.abi_callee_saved {
        for &r in &t.reg_mask(m).save_list {
            let usable = !t.is_reserved(r)
                && t.reg(r)
                    .units
                    .iter()
                    .all(|&u| all_homes.contains(u as usize));
            if let (true, Some(c)) = (usable, crate::frame::save_class(t, r)) {
                preserved.push((r, c));
            }
        }
    }
    let class_hosts: Vec<BitSet> = (0..ncls).map(|c| host(RegClass(c as u16))).collect();
    // Which blocks reach a return.
    let is_ret = |i: &Inst| t.opcode(&i.opcode).is_some_and(|o| o.is_return);
    let mut reaches_ret: Vec<bool> = f
        .blocks
        .iter()
        .map(|b| b.insts.iter().any(is_ret))
        .collect();
    let mut ch = true;
    while ch {
        ch = false;
        for b in 0..nb {
            if !reaches_ret[b]
                && cfg
                    .succs(BlockId(b as u32))
                    .iter()
                    .any(|s| reaches_ret[s.index()])
            {
                reaches_ret[b] = true;
                ch = true;
            }
        }
    }
    // Rematerializable vregs used in each loop (and its parents).
    let loops = a.loops.loops();
    let mut loop_uses: Vec<BitSet> = vec![BitSet::new(nv); loops.len()];
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut l = a.loops.innermost(BlockId(bi as u32));
        while let Some(id) = l {
            for inst in &b.insts {
                for v in vreg_uses(inst) {
                    if facts.remat.contains(v.index()) {
                        loop_uses[id.0 as usize].insert(v.index());
                    }
                }
            }
            l = loops[id.0 as usize].parent;
        }
    }
    let mut peak = vec![0usize; ncls];
    let mut out = MemBound {
        classes: Vec::new(),
        remat: facts.remat.count(),
        bound: 0,
        at: None,
        bound_no_loop_remat: 0,
        at_no_loop_remat: None,
        operand_remat: facts.oremat.count(),
        bound_constant_remat: 0,
        at_constant_remat: None,
    };
    let mut demand = vec![0usize; ncls];
    for &b in cfg.rpo() {
        let bi = b.index();
        let block = &f.blocks[bi];
        let n = block.insts.len();
        // Live vregs and physical units before each instruction (and at the end).
        let mut live_v: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        let mut live_u: Vec<BitSet> = vec![BitSet::new(t.num_units); n + 1];
        let mut cur: std::collections::BTreeSet<usize> = a.liveness.live_out(b).iter().collect();
        let mut cu = a.liveness.units_out(b).clone();
        live_v[n] = cur.iter().map(|&v| v as u32).collect();
        live_u[n] = cu.clone();
        for k in (0..n).rev() {
            let inst = &block.insts[k];
            if !inst.is_phi() {
                for d in vreg_defs(inst) {
                    cur.remove(&d.index());
                }
                for v in vreg_uses(inst) {
                    cur.insert(v.index());
                }
            }
            for (_, r) in inst.reg_operands() {
                if r.is_def {
                    if let Some(p) = tracked_preg(t, r) {
                        for &u in t.reg(p).units {
                            cu.remove(u as usize);
                        }
                    }
                }
            }
            for m in inst.reg_masks() {
                cu.subtract(t.reg_mask(m).killed_units());
            }
            for (_, r) in inst.reg_operands() {
                if !r.is_def && !r.undef {
                    if let Some(p) = tracked_preg(t, r) {
                        for &u in t.reg(p).units {
                            cu.insert(u as usize);
                        }
                    }
                }
            }
            live_v[k] = cur.iter().map(|&v| v as u32).collect();
            live_u[k] = cu.clone();
        }
        if bi == 0 {
            for l in &f.liveins {
                if !t.is_reserved(l.reg) {
                    for &u in t.reg(l.reg).units {
                        live_u[0].insert(u as usize);
                    }
                }
            }
        }
        let mut part = entry[bi].clone().unwrap_or_else(|| singletons.clone());
        let mut fresh = nt;
        let ret_after: Vec<bool> = {
            let mut v = vec![reaches_ret[bi] && !block.insts.iter().any(is_ret); n + 1];
            let mut seen = false;
            for k in (0..n).rev() {
                seen |= is_ret(&block.insts[k]);
                v[k] = v[k] || seen || cfg.succs(b).iter().any(|s| reaches_ret[s.index()]);
            }
            v
        };
        let innermost = a.loops.innermost(b);
        for k in 0..=n {
            if k > 0 {
                transfer(&block.insts[k - 1], &facts, &mut part, &mut fresh);
            }
            let pts: Vec<(bool, Vec<u32>, BitSet)> = {
                let mut v = vec![(false, live_v[k].clone(), {
                    let mut h = all_homes.clone();
                    h.subtract(&live_u[k]);
                    h
                })];
                if k < n {
                    if let Some(m) = block.insts[k].reg_masks().next() {
                        let mask = t.reg_mask(m);
                        let defs: Vec<u32> = vreg_defs(&block.insts[k]).map(|d| d.0).collect();
                        let through: Vec<u32> = live_v[k]
                            .iter()
                            .copied()
                            .filter(|x| live_v[k + 1].contains(x) && !defs.contains(x))
                            .collect();
                        let mut h = BitSet::new(t.num_units);
                        for (ri, reg) in t.regs.iter().enumerate() {
                            if mask.preserves(PReg(ri as u16)) {
                                for &u in reg.units {
                                    if all_homes.contains(u as usize) {
                                        h.insert(u as usize);
                                    }
                                }
                            }
                        }
                        h.subtract(&live_u[k + 1]);
                        // Registers the call defines (the return address)
                        // hold nothing across it either.
                        for (_, r) in block.insts[k].reg_operands() {
                            if let (true, Reg::Phys(p)) = (r.is_def, r.reg) {
                                for &u in t.reg(p).units {
                                    h.remove(u as usize);
                                }
                            }
                        }
                        v.push((true, through, h));
                    }
                }
                v
            };
            for (across, live, avail) in pts {
                // Demand per class of the live values; `skip_op`: leave out
                // operand-rematerializable ones too. Returns (values, the
                // rematerializable ones used in this loop, per class).
                let gather = |skip_op: bool, demand: &mut Vec<usize>| {
                    demand.iter_mut().for_each(|d| *d = 0);
                    let mut in_loop = vec![0usize; ncls];
                    let mut seen: HashMap<u32, usize> = HashMap::new();
                    let mut values = 0;
                    for &v in &live {
                        let vi = v as usize;
                        if facts.undef.contains(vi) {
                            continue;
                        }
                        if facts.phys_rel.get(&v).is_some_and(|us| {
                            us.iter().any(|&u| {
                                live_u[k].contains(u as usize)
                                    || (across && live_u[k + 1].contains(u as usize))
                            })
                        }) {
                            continue;
                        }
                        let Some(c) = f.vreg_class(VReg(v)) else {
                            continue;
                        };
                        if facts.remat.contains(vi) || (skip_op && facts.oremat.contains(vi)) {
                            if innermost.is_some_and(|l| loop_uses[l.0 as usize].contains(vi)) {
                                in_loop[c.index()] += 1;
                            }
                            continue;
                        }
                        let ti = facts.tix[vi];
                        if ti != u32::MAX {
                            let lab = part[ti as usize];
                            if let Some(&prev) = seen.get(&lab) {
                                // Same value as an earlier one: one home;
                                // keep the class with more hosts.
                                if class_hosts[c.index()].count() > class_hosts[prev].count()
                                    && demand[prev] > 0
                                {
                                    demand[prev] -= 1;
                                    demand[c.index()] += 1;
                                    seen.insert(lab, c.index());
                                }
                                continue;
                            }
                            seen.insert(lab, c.index());
                        }
                        demand[c.index()] += 1;
                        values += 1;
                    }
                    (values, in_loop)
                };
                let (values, in_loop) = gather(true, &mut demand);
                for (ci, d) in demand.iter().enumerate() {
                    peak[ci] = peak[ci].max(*d);
                }
                let mut pres = vec![0usize; ncls];
                let mut npres = 0;
                if ret_after[k] {
                    for &(r, c) in &preserved {
                        if t.reg(r)
                            .units
                            .iter()
                            .any(|&u| live_u[k].contains(u as usize))
                        {
                            continue;
                        }
                        pres[c.index()] += 1;
                        npres += 1;
                    }
                }
                let hs: Vec<&BitSet> = class_hosts.iter().collect();
                let solve = |demand: &[usize], extra: &[usize]| {
                    let d: Vec<usize> = (0..ncls).map(|c| demand[c] + extra[c] + pres[c]).collect();
                    let need: usize = d.iter().sum();
                    need - max_placed(&d, &hs, &avail).min(need)
                };
                let zero = vec![0usize; ncls];
                let here = |bound: usize, values: usize| BoundPoint {
                    block: block.number,
                    inst: (k < n).then_some(k),
                    across_call: across,
                    line: if k < n {
                        block.insts[k].loc.line
                    } else {
                        block.loc.line
                    },
                    values,
                    preserved: npres,
                    homes: avail.count(),
                    bound,
                };
                let bound = solve(&demand, &zero);
                if bound > out.bound || (out.at.is_none() && values > 0) {
                    out.bound = bound;
                    out.at = Some(here(bound, values));
                }
                let extra: usize = in_loop.iter().sum();
                let bound2 = if extra > 0 {
                    solve(&demand, &in_loop)
                } else {
                    bound
                };
                if bound2 > out.bound_no_loop_remat
                    || (out.at_no_loop_remat.is_none() && values > 0)
                {
                    out.bound_no_loop_remat = bound2;
                    out.at_no_loop_remat = Some(here(bound2, values + extra));
                }
                let (values3, _) = if facts.oremat.is_empty() {
                    (values, Vec::new())
                } else {
                    gather(false, &mut demand)
                };
                let bound3 = if facts.oremat.is_empty() {
                    bound
                } else {
                    solve(&demand, &zero)
                };
                if bound3 > out.bound_constant_remat
                    || (out.at_constant_remat.is_none() && values3 > 0)
                {
                    out.bound_constant_remat = bound3;
                    out.at_constant_remat = Some(here(bound3, values3));
                }
            }
        }
    }
    let mut pres_count = vec![0usize; ncls];
    for &(_, c) in &preserved {
        pres_count[c.index()] += 1;
    }
    let mut used = vec![false; ncls];
    for v in 0..nv {
        if let Some(c) = f.vreg_class(VReg(v as u32)) {
            if peak[c.index()] > 0 {
                used[c.index()] = true;
            }
        }
    }
    for ci in 0..ncls {
        if used[ci] || pres_count[ci] > 0 {
            out.classes.push(ClassBound {
                class: RegClass(ci as u16),
                name: t.classes[ci].mir_name.clone(),
                peak_values: peak[ci],
                preserved: pres_count[ci],
                homes: class_hosts[ci].count(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    //! Small functions whose bound is known by hand. On rv64gc/lp64d a GPR
    //! value has 28 GPRs + 32 FPRs = 60 homes, and 13 GPR (ra, s0-s11) + 12
    //! FPR (fs0-fs11) entry values compete for them: `n` values live at
    //! once need `n + 25 - 60` of them in memory.
    use super::*;
    use crate::mir::parse::read_with;

    fn rv64() -> Target {
        Target::riscv(&["64bit", "m", "a", "f", "d", "c"], Some("lp64d"))
    }
    fn rv32() -> Target {
        Target::riscv(&["m", "a", "f", "d", "c"], Some("ilp32d"))
    }

    /// `%0 = COPY $x10`, then `lines` (each a full instruction), then the
    /// values `%1..=%n` summed into `$x10` (sums of class `cls`, moved
    /// back with `mv`), and a return.
    fn func(cls: &str, n: usize, lines: &[String], sum: &str) -> String {
        let mut s = String::from(
            "---\nname: f\ntracksRegLiveness: true\nliveins:\n  - { reg: '$x10', virtual-reg: '' }\nbody: |\n  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n",
        );
        for l in lines {
            s.push_str(&format!("    {l}\n"));
        }
        let mut acc = 1;
        for k in 2..=n {
            let d = 1000 + k;
            s.push_str(&format!("    %{d}:{cls} = {sum} %{acc}, %{k}\n"));
            acc = d;
        }
        s.push_str(&format!(
            "    $x10 = COPY %{acc}\n    PseudoRET implicit $x10\n...\n"
        ));
        s
    }

    fn loads(n: usize) -> Vec<String> {
        (1..=n)
            .map(|k| format!("%{k}:gpr = LD %0, {} :: (load (s64))", 8 * k))
            .collect()
    }

    fn bound_of(text: &str, t: &Target) -> MemBound {
        let file = read_with(text, "t.mir", t).unwrap_or_else(|e| panic!("{}", e.render()));
        let f = &file.functions[0];
        let a = Analysis::new(f, t);
        memory_bound(f, t, &a)
    }

    #[test]
    fn few_values_need_no_memory() {
        let m = bound_of(&func("gpr", 35, &loads(35), "ADD"), &rv64());
        assert_eq!((m.bound, m.bound_no_loop_remat), (0, 0), "{m:?}");
        let g = m.classes.iter().find(|c| c.name == "gpr").unwrap();
        assert_eq!((g.peak_values, g.preserved, g.homes), (35, 13, 60));
        let fp = m.classes.iter().find(|c| c.name == "fpr64").unwrap();
        // FMV_X_D / FMV_D_X carry 64 bits on RV64: an FPR value may sit in
        // a GPR as well.
        assert_eq!((fp.peak_values, fp.preserved, fp.homes), (0, 12, 60));
    }

    #[test]
    fn forty_values_need_five_in_memory() {
        let m = bound_of(&func("gpr", 40, &loads(40), "ADD"), &rv64());
        assert_eq!(m.bound, 5, "{m:?}");
        let at = m.at.unwrap();
        // Before the 40th load (instruction 40): %0 and 39 loaded values.
        assert_eq!(
            (at.block, at.inst, at.values, at.preserved, at.homes),
            (0, Some(40), 40, 25, 60)
        );
    }

    #[test]
    fn rematerializable_constants_need_no_home() {
        let mut l = loads(30);
        l.extend((31..=40).map(|k| format!("%{k}:gpr = ADDI $x0, {k}")));
        let m = bound_of(&func("gpr", 40, &l, "ADD"), &rv64());
        assert_eq!((m.bound, m.remat), (0, 10), "{m:?}");
    }

    #[test]
    fn values_recomputable_from_live_operands_are_a_separate_figure() {
        // %31..%35 = %0 + k with %0 live to the end: recomputable at their
        // uses; %36..%40 = %1 + k, but %1 dies before they are used.
        let mut l = loads(30);
        l.extend((31..=35).map(|k| format!("%{k}:gpr = ADDI %0, {k}")));
        l.extend((36..=40).map(|k| format!("%{k}:gpr = ADDI %1, {k}")));
        let text = func("gpr", 40, &l, "ADD").replace(
            "    $x10 = COPY %1040\n",
            "    %1999:gpr = ADD %1040, %0\n    $x10 = COPY %1999\n",
        );
        let m = bound_of(&text, &rv64());
        // 41 values (%0 too) + 25 against 60 when only constants are
        // rematerialized; without %31..%35: 36 + 25.
        assert_eq!((m.operand_remat, m.bound), (5, 1), "{m:?}");
        assert_eq!(m.bound_constant_remat, 6, "{m:?}");
    }

    #[test]
    fn copies_share_a_home_until_one_changes() {
        // %31..%40 are copies of %1..%10: 30 distinct values.
        let mut l = loads(30);
        l.extend((31..=40).map(|k| format!("%{k}:gpr = COPY %{}", k - 30)));
        let m = bound_of(&func("gpr", 40, &l, "ADD"), &rv64());
        assert_eq!(m.bound, 0, "{m:?}");
        // Redefining the copies makes them distinct values: 40 - 35 = 5.
        let mut l = loads(30);
        l.extend((31..=40).map(|k| format!("%{k}:gpr = COPY %{}", k - 30)));
        l.extend((31..=40).map(|k| format!("%{k}:gpr = ADDI %{k}, 1")));
        let m = bound_of(&func("gpr", 40, &l, "ADD"), &rv64());
        assert_eq!(m.bound, 5, "{m:?}");
    }

    #[test]
    fn fpr_entry_values_cannot_leave_the_fprs_on_rv32() {
        // 40 FPR values: on rv64 they and the 25 entry values share 60
        // homes (5 in memory); on rv32 no move carries 64 bits between
        // the files, so the 40 values and fs0-fs11 have the 32 FPRs only.
        let l: Vec<String> = (1..=40)
            .map(|k| format!("%{k}:fpr64 = FLD %0, {} :: (load (s64))", 8 * k))
            .collect();
        let text = func("fpr64", 40, &l, "FADD_D")
            .replace("implicit $x10\n", "implicit $f10_d\n")
            .replace("$x10 = COPY %10", "$f10_d = COPY %10");
        let text = text.replace(
            &format!("FADD_D %{}, %40\n", 1000 + 39),
            &format!("FADD_D %{}, %40, 7, implicit $frm\n", 1000 + 39),
        );
        let text = (2..40).fold(text, |s, k| {
            let a = if k == 2 {
                "%1".to_string()
            } else {
                format!("%{}", 1000 + k - 1)
            };
            s.replace(
                &format!("FADD_D {a}, %{k}\n"),
                &format!("FADD_D {a}, %{k}, 7, implicit $frm\n"),
            )
        });
        let m64 = bound_of(&text, &rv64());
        assert_eq!(m64.bound, 5, "{m64:?}");
        let m32 = bound_of(&text, &rv32());
        assert_eq!(m32.bound, 20, "{m32:?}");
        let fp = m32.classes.iter().find(|c| c.name == "fpr64").unwrap();
        assert_eq!((fp.peak_values, fp.preserved, fp.homes), (40, 12, 32));
    }

    /// `k` values live across a call: only the 24 registers the call
    /// preserves (s0-s11, fs0-fs11; ra is defined by the call) are homes,
    /// and all 25 entry values compete for them, so even `k = 0` leaves
    /// one value (the return address, or what displaced it) in memory.
    fn across_call(k: usize) -> String {
        let mut s = String::from(
            "---\nname: f\ntracksRegLiveness: true\nliveins:\n  - { reg: '$x10', virtual-reg: '' }\nbody: |\n  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n",
        );
        for i in 1..=k {
            s.push_str(&format!(
                "    %{i}:gpr = LD %0, {} :: (load (s64))\n",
                8 * i
            ));
        }
        s.push_str("    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2\n    PseudoCALL target-flags(riscv-call) @g, csr_ilp32d_lp64d, implicit-def dead $x1, implicit-def $x2\n    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2\n");
        let mut acc = String::from("%0");
        for i in 1..=k {
            s.push_str(&format!("    %{}:gpr = ADD {acc}, %{i}\n", 100 + i));
            acc = format!("%{}", 100 + i);
        }
        s.push_str(&format!(
            "    $x10 = COPY {acc}\n    PseudoRET implicit $x10\n...\n"
        ));
        s
    }

    #[test]
    fn values_across_a_call_need_memory() {
        let m = bound_of(&across_call(0), &rv64());
        // %0 itself is live across the call: 1 value + ra's entry value.
        assert_eq!(m.bound, 2, "{m:?}");
        assert!(m.at.as_ref().unwrap().across_call, "{m:?}");
        let m = bound_of(&across_call(3), &rv64());
        assert_eq!(m.bound, 5, "{m:?}");
    }

    #[test]
    fn a_constant_used_in_a_loop_counts_without_in_loop_remat() {
        // 35 values and a constant live around a loop that uses both.
        let mut s = String::from(
            "---\nname: f\ntracksRegLiveness: true\nliveins:\n  - { reg: '$x10', virtual-reg: '' }\nbody: |\n  bb.0:\n    successors: %bb.1\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %99:gpr = ADDI $x0, 7\n",
        );
        for k in 1..=36 {
            s.push_str(&format!(
                "    %{k}:gpr = LD %0, {} :: (load (s64))\n",
                8 * k
            ));
        }
        s.push_str("\n  bb.1:\n    successors: %bb.1, %bb.2\n\n");
        for k in 1..=36 {
            s.push_str(&format!("    %{k}:gpr = ADD %{k}, %99\n"));
        }
        s.push_str("    BNE %1, %99, %bb.1\n    PseudoBR %bb.2\n\n  bb.2:\n");
        let mut acc = String::from("%1");
        for k in 2..=36 {
            s.push_str(&format!("    %{}:gpr = ADD {acc}, %{k}\n", 200 + k));
            acc = format!("%{}", 200 + k);
        }
        s.push_str(&format!(
            "    $x10 = COPY {acc}\n    PseudoRET implicit $x10\n...\n"
        ));
        let m = bound_of(&s, &rv64());
        assert_eq!((m.bound, m.bound_no_loop_remat), (1, 2), "{m:?}");
    }
}
