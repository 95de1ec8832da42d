//! Soften spills: keep spill slots (and callee-saved save slots) in idle
//! registers of another class instead of memory — on RISC-V, GPR spills in
//! FPRs (`$f3_d = FMV_D_X $x12` to spill, `$x26 = FMV_X_D $f3_d` to
//! reload). Runs after allocation and [`crate::frame::insert_csr_saves`],
//! before [`crate::frame::finalize_frame`]; a softened slot's stack object
//! is removed, so the frame shrinks.
//!
//! Every target fact comes from [`Target`]: the spill opcodes of each class
//! (`RegClassSpillInfo`), the cross-class moves (`CrossClassMove`: opcode,
//! form, the bits they carry, their cost against a stack access = 100), the
//! ABI's callee-saved mask and the call register masks.
//!
//! A slot is *eligible* when it is a `spill-slot` object, every instruction
//! naming it is a plain spill store `STORE $r, %stack.N, 0` or reload
//! `$r = LOAD %stack.N, 0` of a class whose spill size is the slot's size,
//! it has at least one store, a cross move carries the stored registers to
//! one host class with at least the slot's bits and another carries them
//! back, both cheaper than a stack access, and it is not live into the
//! entry block (no read before a write).
//!
//! Modes ([`SoftenMode`]):
//! - `LeafOnly` (the original experiment): only functions without calls;
//!   hosts are the host-class registers no operand of the function touches
//!   (by register units), not callee-saved, not reserved; slots get hosts
//!   first-come (by first access in layout order), one host per slot.
//! - `Full`: per-slot live ranges over the CFG (a slot is live from a store
//!   to the reloads it reaches). Slots are taken in order of dynamic benefit
//!   (sum of the block frequencies of their accesses, times the cost saved
//!   per access); each gets a host register of its class (not reserved;
//!   allocation order within the preference below) none of whose units is live,
//!   defined, clobbered by a call's register mask, or hosting another slot
//!   at any point where the slot is live. Slots with disjoint ranges share a
//!   host; a host the function uses elsewhere hosts a slot where it is free;
//!   a slot whose range crosses a call needs a host the call preserves.
//!   Host preference: a caller-saved host already hosting a slot, a fresh
//!   caller-saved one, a callee-saved one the function saves anyway, and
//!   then, for the slots left, callee-saved hosts not saved yet: one is
//!   opened for the group of leftover slots it can hold (disjoint ranges,
//!   first-fit by benefit) when their benefit exceeds the cost of saving
//!   it (a stack store on entry plus a load per return, weighted by
//!   frequency); the pass then adds that save (a save slot, store and
//!   restores, in the plan, like `insert_csr_saves`). Ties in benefit go
//!   to shorter live ranges.
//! - The cost model, all in the `.td`'s unit (a stack access = 100): a
//!   move is usable only if its `CrossClassMove` cost is below the slot
//!   class's `StoreCost` and `LoadCost`; the benefit per access is the
//!   difference; saving a callee-saved host costs its class's store on
//!   entry and load per return.
//!
//! Invariants established: every softened store/reload is replaced in place
//! by the cross move's form; the host is added to the `liveins:` of every
//! block the slot is live into (when `tracksRegLiveness`); softened stack
//! objects are removed and softened callee-saved saves are removed from the
//! [`CsrPlan`]; for each of those, a `frame-setup CFI_INSTRUCTION register
//! $reg, $host` follows the save move (the register rule, not an offset).
//!
//! Invariants relied on: the function is allocated (physical registers
//! only) and went through `insert_csr_saves` (its saves are in the entry
//! block, which no branch targets). Block `liveins:` are not read: slot and
//! register-unit liveness are computed here by dataflow (the `live` part).

mod live;

use crate::analysis::bitset::BitSet;
use crate::analysis::{cfg::Cfg, dom::DomTree, freq::BlockFreq, loops::LoopForest};
use crate::frame::{instantiate, preg_op, save_class, CsrPlan};
use crate::mir::{Function, Inst, Operand, Reg, RegOperand, StackObjectKind};
use crate::target::{PReg, RegClass, Target};

/// The cost of one stack access in the units of `CrossClassMove` costs:
/// what a class without spill costs of its own is charged (the `.td`'s
/// `StoreCost`/`LoadCost` default).
pub const STACK_ACCESS_COST: i32 = 100;

/// A class's spill store and reload costs (`StoreCost`, `LoadCost`).
fn spill_costs(t: &Target, c: RegClass) -> (i32, i32) {
    t.class(c)
        .spill
        .as_ref()
        .map_or((STACK_ACCESS_COST, STACK_ACCESS_COST), |s| {
            (s.store_cost, s.load_cost)
        })
}

/// Which softening to do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SoftenMode {
    /// No softening.
    Off,
    /// The original experiment: leaf functions, untouched hosts, first-come.
    LeafOnly,
    /// Live ranges, calls, frequency priority, shared hosts.
    #[default]
    Full,
}

/// Options of [`soften`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoftenOptions {
    /// The mode.
    pub mode: SoftenMode,
}

/// What [`soften`] did to one function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SoftenStats {
    /// Spill slots of the function (callee-saved save slots excluded).
    pub spill_slots: usize,
    /// Of those, softened.
    pub spill_slots_softened: usize,
    /// Callee-saved save slots.
    pub csr_saves: usize,
    /// Of those, softened.
    pub csr_saves_softened: usize,
    /// Stack bytes of the softened objects.
    pub bytes_removed: u64,
    /// Stores replaced by moves.
    pub stores_replaced: usize,
    /// Reloads replaced by moves.
    pub reloads_replaced: usize,
    /// Distinct host registers used.
    pub hosts: Vec<PReg>,
    /// Callee-saved host registers the pass had to save (a store on entry
    /// and a load per return, paid for by hot slots they host).
    pub host_saves_added: usize,
    /// Why eligible-looking slots were not softened (one line each).
    pub notes: Vec<String>,
}

/// One access of a slot: block, instruction index, store or reload, the
/// register stored or reloaded.
#[derive(Clone, Copy, Debug)]
struct Access {
    block: usize,
    inst: usize,
    store: bool,
    reg: PReg,
}

/// A slot that can be softened: its accesses and the moves to use.
#[derive(Clone, Debug)]
struct Cand {
    id: u32,
    size: u64,
    host_class: RegClass,
    /// Index into `Target::cross_moves` of the move into the host.
    to_host: usize,
    /// Index of the move back.
    from_host: usize,
    accesses: Vec<Access>,
    csr: bool,
    /// The slot class's spill store and reload costs.
    costs: (i32, i32),
}

/// Softens the spill slots of `f` (see the module doc); `plan` is what
/// [`crate::frame::insert_csr_saves`] returned for `f` and loses the saves
/// that were softened. Never fails: a slot it cannot prove safe is left.
pub fn soften(
    f: &mut Function,
    t: &Target,
    plan: &mut CsrPlan,
    opts: &SoftenOptions,
) -> SoftenStats {
    let mut stats = SoftenStats::default();
    for o in f
        .stack
        .iter()
        .filter(|o| o.kind == StackObjectKind::SpillSlot)
    {
        if plan.saves.iter().any(|s| s.slot == o.id) || o.callee_saved_register.is_some() {
            stats.csr_saves += 1;
        } else {
            stats.spill_slots += 1;
        }
    }
    if opts.mode == SoftenMode::Off || f.blocks.is_empty() {
        return stats;
    }
    let cands = candidates(f, t, plan, &mut stats);
    if cands.is_empty() {
        return stats;
    }
    let has_calls = f.blocks.iter().any(|b| {
        b.insts
            .iter()
            .any(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_call))
    });
    let callee_saved = t.abi_callee_saved.map(|m| t.reg_mask(m));
    let host_ok = |h: PReg| !t.is_reserved(h) && !callee_saved.is_some_and(|m| m.preserves(h));
    let cfg = Cfg::new(f, t);
    let points = live::Points::new(f);
    let slot_live = live::slot_liveness(f, &cfg, &points, &cands_view(&cands));
    // Drop slots read before any write (live into the entry block).
    let mut keep = Vec::new();
    for (k, c) in cands.into_iter().enumerate() {
        if slot_live.live_in[0].contains(k) {
            stats
                .notes
                .push(format!("%stack.{}: read before written, left", c.id));
        } else {
            keep.push((k, c));
        }
    }
    let mut assign: Vec<(usize, Cand, PReg)> = Vec::new();
    match opts.mode {
        SoftenMode::Off => {}
        SoftenMode::LeafOnly => {
            if has_calls {
                return stats;
            }
            let mut touched = BitSet::new(t.num_units);
            for b in &f.blocks {
                for i in &b.insts {
                    for (_, r) in i.reg_operands() {
                        if let Reg::Phys(p) = r.reg {
                            for &u in t.reg(p).units {
                                touched.insert(u as usize);
                            }
                        }
                    }
                }
            }
            for l in &f.liveins {
                for &u in t.reg(l.reg).units {
                    touched.insert(u as usize);
                }
            }
            // First-come: by first access in layout order.
            keep.sort_by_key(|(_, c)| {
                c.accesses
                    .iter()
                    .map(|a| (a.block, a.inst))
                    .min()
                    .unwrap_or((usize::MAX, 0))
            });
            for (k, c) in keep {
                let h = t
                    .class(c.host_class)
                    .alloc_order
                    .iter()
                    .copied()
                    .find(|&h| {
                        host_ok(h)
                            && t.reg(h)
                                .units
                                .iter()
                                .all(|&u| !touched.contains(u as usize))
                    });
                match h {
                    Some(h) => {
                        for &u in t.reg(h).units {
                            touched.insert(u as usize);
                        }
                        assign.push((k, c, h));
                    }
                    None => stats
                        .notes
                        .push(format!("%stack.{}: no untouched host register left", c.id)),
                }
            }
        }
        SoftenMode::Full => {
            let dom = DomTree::new(&cfg);
            let loops = LoopForest::new(&cfg, &dom);
            let freq = BlockFreq::new(&cfg, &loops);
            let occ = live::unit_occupancy(f, t, &cfg, &points);
            let benefit = |c: &Cand| -> f64 {
                let saved_st = f64::from(c.costs.0 - t.cross_moves[c.to_host].cost);
                let saved_ld = f64::from(c.costs.1 - t.cross_moves[c.from_host].cost);
                c.accesses
                    .iter()
                    .map(|a| {
                        freq.freq(crate::mir::BlockId(a.block as u32))
                            * if a.store { saved_st } else { saved_ld }
                    })
                    .sum()
            };
            let mut order: Vec<(f64, usize, Cand)> =
                keep.into_iter().map(|(k, c)| (benefit(&c), k, c)).collect();
            // Equal benefit: shorter live ranges first (they block fewer
            // other slots), then stack order.
            order.sort_by(|a, b| {
                b.0.total_cmp(&a.0)
                    .then(
                        slot_live.ranges[a.1]
                            .count()
                            .cmp(&slot_live.ranges[b.1].count()),
                    )
                    .then(a.2.id.cmp(&b.2.id))
            });
            // What saving a callee-saved host costs: a store on entry and
            // a load on every return, each a stack access.
            let returns: f64 = f
                .blocks
                .iter()
                .enumerate()
                .filter(|(_, b)| {
                    b.insts
                        .iter()
                        .any(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_return))
                })
                .map(|(bi, _)| freq.freq(crate::mir::BlockId(bi as u32)))
                .sum();
            let save_cost = |h: PReg| -> f64 {
                let (st, ld) = save_class(t, h)
                    .map_or((STACK_ACCESS_COST, STACK_ACCESS_COST), |c| {
                        spill_costs(t, c)
                    });
                if st == ld {
                    f64::from(st) * (1.0 + returns)
                } else {
                    f64::from(st) + f64::from(ld) * returns
                }
            };
            let saved_by_plan = |h: PReg| plan.saves.iter().any(|s| t.overlaps(s.reg, h));
            // Units hosting slots already assigned: the points they occupy.
            let mut hosted: Vec<Option<BitSet>> = vec![None; t.num_units];
            let mut left: Vec<(f64, usize, Cand)> = Vec::new();
            for (b, k, c) in order {
                let range = &slot_live.ranges[k];
                let free = |h: PReg, hosted: &Vec<Option<BitSet>>| {
                    !t.is_reserved(h)
                        && t.reg(h).units.iter().all(|&u| {
                            let u = u as usize;
                            !occ.get(u).is_some_and(|o| intersects(o, range))
                                && !hosted[u].as_ref().is_some_and(|o| intersects(o, range))
                        })
                };
                let hosting = |h: PReg, hosted: &Vec<Option<BitSet>>| {
                    t.reg(h).units.iter().any(|&u| hosted[u as usize].is_some())
                };
                // Host preference: a caller-saved host already hosting
                // (packing leaves fresh hosts for longer ranges), a fresh
                // caller-saved one, a callee-saved one already saved, and
                // (callee-saved ones not saved yet are opened below).
                let tier = |h: PReg, hosted: &Vec<Option<BitSet>>| -> Option<u8> {
                    let csr = callee_saved.is_some_and(|m| m.preserves(h));
                    match (csr, hosting(h, hosted) || saved_by_plan(h)) {
                        (false, true) => Some(0),
                        (false, false) => Some(1),
                        (true, true) => Some(2),
                        // Opened below, for groups of slots.
                        (true, false) => None,
                    }
                };
                let mut best: Option<(u8, PReg)> = None;
                for &h in &t.class(c.host_class).alloc_order {
                    if !free(h, &hosted) {
                        continue;
                    }
                    if let Some(tr) = tier(h, &hosted) {
                        if best.is_none_or(|(bt, _)| tr < bt) {
                            best = Some((tr, h));
                        }
                    }
                }
                match best {
                    Some((_, h)) => {
                        for &u in t.reg(h).units {
                            let e =
                                hosted[u as usize].get_or_insert_with(|| BitSet::new(points.len()));
                            e.union_with(range);
                        }
                        assign.push((k, c, h));
                    }
                    None => left.push((b, k, c)),
                }
            }
            // Callee-saved hosts not saved yet: one is opened when the
            // leftover slots it can hold together (disjoint ranges,
            // first-fit in benefit order) are worth more than its save.
            loop {
                let mut opened = false;
                let classes: Vec<RegClass> = left.iter().map(|(_, _, c)| c.host_class).collect();
                let mut tried: Vec<PReg> = Vec::new();
                for cl in classes {
                    for &h in &t.class(cl).alloc_order {
                        if tried.contains(&h)
                            || t.is_reserved(h)
                            || !callee_saved.is_some_and(|m| m.preserves(h))
                            || saved_by_plan(h)
                            || t.reg(h).units.iter().any(|&u| hosted[u as usize].is_some())
                        {
                            continue;
                        }
                        tried.push(h);
                        let mut trial = BitSet::new(points.len());
                        let mut picked = Vec::new();
                        let mut total = 0.0;
                        for (i, (b, k, c)) in left.iter().enumerate() {
                            let range = &slot_live.ranges[*k];
                            if !t.class(c.host_class).contains(h)
                                || intersects(&trial, range)
                                || t.reg(h).units.iter().any(|&u| {
                                    occ.get(u as usize).is_some_and(|o| intersects(o, range))
                                })
                            {
                                continue;
                            }
                            trial.union_with(range);
                            picked.push(i);
                            total += b;
                        }
                        if total > save_cost(h) {
                            for &u in t.reg(h).units {
                                hosted[u as usize] = Some(trial.clone());
                            }
                            for i in picked.into_iter().rev() {
                                let (_, k, c) = left.remove(i);
                                assign.push((k, c, h));
                            }
                            opened = true;
                            break;
                        }
                    }
                    if opened {
                        break;
                    }
                }
                if !opened || left.is_empty() {
                    break;
                }
            }
            for (_, _, c) in left {
                stats.notes.push(format!(
                    "%stack.{}: no host register free over its live range",
                    c.id
                ));
            }
        }
    }
    for (k, c, h) in &assign {
        rewrite(f, t, c, *h);
        if f.tracks_reg_liveness {
            for (b, live_in) in slot_live.live_in.iter().enumerate() {
                if live_in.contains(*k) && !f.blocks[b].liveins.contains(h) {
                    f.blocks[b].liveins.push(*h);
                }
            }
        }
        if c.csr {
            stats.csr_saves_softened += 1;
        } else {
            stats.spill_slots_softened += 1;
        }
        stats.bytes_removed += c.size;
        stats.stores_replaced += c.accesses.iter().filter(|a| a.store).count();
        stats.reloads_replaced += c.accesses.iter().filter(|a| !a.store).count();
        if !stats.hosts.contains(h) {
            stats.hosts.push(*h);
        }
    }
    // CFI register rules for softened callee-saved saves, and the plan.
    for (_, c, h) in assign.iter().filter(|(_, c, _)| c.csr) {
        let Some(save) = plan.saves.iter().find(|s| s.slot == c.id) else {
            continue;
        };
        let reg = save.reg;
        let entry = &mut f.blocks[0].insts;
        // Invariant: the save move is in the entry block (insert_csr_saves
        // puts the saves first); find it by its source register.
        if let Some(at) = entry.iter().position(|i| {
            i.opcode == t.cross_moves[c.to_host].opcode
                && i.defs().any(|d| d.reg == Reg::Phys(*h))
                && i.uses().any(|u| u.reg == Reg::Phys(reg))
        }) {
            let mut cfi = Inst::new(
                "CFI_INSTRUCTION",
                vec![Operand::Verbatim(format!(
                    "register ${}, ${}",
                    t.mir_name(reg),
                    t.mir_name(*h)
                ))],
            );
            cfi.flags.push("frame-setup".to_string());
            entry.insert(at + 1, cfi);
        }
    }
    let gone: Vec<u32> = assign.iter().map(|(_, c, _)| c.id).collect();
    f.stack.retain(|o| !gone.contains(&o.id));
    plan.saves.retain(|s| !gone.contains(&s.slot));
    // Callee-saved hosts the function did not save yet: save them now.
    if let Some(m) = callee_saved {
        let mut new_saves: Vec<PReg> = Vec::new();
        for h in &stats.hosts {
            if !m.preserves(*h) || plan.saves.iter().any(|s| t.overlaps(s.reg, *h)) {
                continue;
            }
            if let Some(&r) = m.save_list.iter().find(|&&r| t.overlaps(r, *h)) {
                if !new_saves.contains(&r) {
                    new_saves.push(r);
                }
            }
        }
        stats.host_saves_added = add_saves(f, t, plan, &new_saves);
    }
    stats
}

/// Adds a save and restores for each callee-saved register of `regs` (a
/// host of softened slots) the way [`crate::frame::insert_csr_saves`]
/// does: a save slot, a store at the top of the entry block, a load before
/// the first terminator of every returning block; the plan stays in
/// save-list order. Returns how many were added.
fn add_saves(f: &mut Function, t: &Target, plan: &mut CsrPlan, regs: &[PReg]) -> usize {
    let Some(mask) = t.abi_callee_saved else {
        return 0;
    };
    let save_list = &t.reg_mask(mask).save_list;
    let mut added = 0;
    for &r in regs {
        let Some(class) = save_class(t, r) else {
            continue;
        };
        let c = t.class(class);
        let Some(ops) = c.spill.as_ref() else {
            continue;
        };
        let id = f.stack.iter().map(|o| o.id + 1).max().unwrap_or(0);
        let slot = Operand::FrameIndex {
            fixed: false,
            id,
            name: None,
        };
        let Some(mut store) = instantiate(
            ops.store.1,
            ops.store.0,
            None,
            Some(preg_op(r, false)),
            Some(slot.clone()),
        ) else {
            continue;
        };
        let Some(mut load) = instantiate(
            ops.load.1,
            ops.load.0,
            Some(preg_op(r, true)),
            None,
            Some(slot),
        ) else {
            continue;
        };
        let bits = c.spill_size * 8;
        store.mem.push(format!("store (s{bits}) into %stack.{id}"));
        load.mem.push(format!("load (s{bits}) from %stack.{id}"));
        let other = f
            .stack
            .iter()
            .find(|o| o.kind == StackObjectKind::SpillSlot)
            .map(|o| o.other.clone())
            .unwrap_or_default();
        f.stack.push(crate::mir::StackObject {
            id,
            name: String::new(),
            kind: StackObjectKind::SpillSlot,
            offset: 0,
            size: u64::from(c.spill_size),
            alignment: u64::from(c.spill_align),
            callee_saved_register: Some(r),
            other,
        });
        f.blocks[0].insts.insert(0, store);
        if f.tracks_reg_liveness && !f.blocks[0].liveins.contains(&r) {
            f.blocks[0].liveins.push(r);
        }
        for b in &mut f.blocks {
            if b.insts
                .iter()
                .any(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_return))
            {
                let at = b
                    .insts
                    .iter()
                    .position(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_terminator))
                    .unwrap_or(b.insts.len());
                b.insts.insert(at, load.clone());
            }
        }
        plan.saves.push(crate::frame::CsrSave {
            reg: r,
            class,
            slot: id,
        });
        added += 1;
    }
    plan.saves.sort_by_key(|s| {
        save_list
            .iter()
            .position(|&r| r == s.reg)
            .unwrap_or(usize::MAX)
    });
    added
}

fn intersects(a: &BitSet, b: &BitSet) -> bool {
    let mut x = a.clone();
    x.subtract(b);
    x.count() != a.count()
}

fn cands_view(c: &[Cand]) -> Vec<live::SlotAccesses> {
    c.iter()
        .map(|c| {
            (
                c.id,
                c.accesses
                    .iter()
                    .map(|a| (a.block, a.inst, a.store))
                    .collect(),
            )
        })
        .collect()
}

/// A plain spill store or reload of `%stack.id`: `(id, store, reg, class)`.
fn spill_access(i: &Inst, t: &Target) -> Option<(u32, bool, PReg, RegClass)> {
    let [Operand::Reg(r), Operand::FrameIndex {
        fixed: false, id, ..
    }, Operand::Imm(0)] = i.operands.as_slice()
    else {
        return None;
    };
    let Reg::Phys(p) = r.reg else { return None };
    if r.sub_reg.is_some() || r.implicit {
        return None;
    }
    for (ci, c) in t.classes.iter().enumerate() {
        let Some(s) = &c.spill else { continue };
        if !c.contains(p) {
            continue;
        }
        if r.is_def && s.load.0 == i.opcode || !r.is_def && s.store.0 == i.opcode {
            return Some((*id, !r.is_def, p, RegClass(ci as u16)));
        }
    }
    None
}

/// The eligible slots (see the module doc), in stack order.
fn candidates(f: &Function, t: &Target, plan: &CsrPlan, stats: &mut SoftenStats) -> Vec<Cand> {
    use std::collections::BTreeMap;
    let mut acc: BTreeMap<u32, Vec<(Access, RegClass)>> = BTreeMap::new();
    let mut bad: Vec<u32> = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        for (k, i) in b.insts.iter().enumerate() {
            let spill = spill_access(i, t);
            for o in &i.operands {
                let Operand::FrameIndex {
                    fixed: false, id, ..
                } = o
                else {
                    continue;
                };
                match spill {
                    Some((sid, store, reg, class)) if sid == *id => {
                        acc.entry(*id).or_default().push((
                            Access {
                                block: bi,
                                inst: k,
                                store,
                                reg,
                            },
                            class,
                        ));
                    }
                    _ => bad.push(*id),
                }
            }
        }
    }
    let mut out = Vec::new();
    for o in f
        .stack
        .iter()
        .filter(|o| o.kind == StackObjectKind::SpillSlot)
    {
        // The frame record (the return address and frame pointer saved
        // where the frame pointer points) must be in memory: stack walkers
        // read it there.
        if plan.policy.frame_pointer
            && plan
                .saves
                .iter()
                .any(|s| s.slot == o.id && (s.reg == t.return_address || s.reg == t.frame_pointer))
        {
            stats
                .notes
                .push(format!("%stack.{}: part of the frame record, left", o.id));
            continue;
        }
        if bad.contains(&o.id) {
            stats.notes.push(format!(
                "%stack.{}: used by a non-spill instruction, left",
                o.id
            ));
            continue;
        }
        let Some(list) = acc.get(&o.id) else { continue };
        let Some(first_store) = list.iter().find(|(a, _)| a.store) else {
            continue;
        };
        if list
            .iter()
            .any(|(_, c)| u64::from(t.class(*c).spill_size) != o.size)
        {
            continue;
        }
        let bits = o.size * 8;
        let costs = spill_costs(t, first_store.1);
        let usable = |m: &crate::target::CrossMove| {
            u64::from(m.value_bits) >= bits && m.cost < costs.0.min(costs.1)
        };
        // The move into a host class for the first store's register; every
        // access must then have a move with that host class.
        let mut found = None;
        for (mi, m) in t.cross_moves.iter().enumerate() {
            if !usable(m) || !t.class(m.from).contains(first_store.0.reg) {
                continue;
            }
            let host = m.to;
            let to = |r: PReg| {
                t.cross_moves
                    .iter()
                    .position(|m| usable(m) && m.to == host && t.class(m.from).contains(r))
            };
            let back = |r: PReg| {
                t.cross_moves
                    .iter()
                    .position(|m| usable(m) && m.from == host && t.class(m.to).contains(r))
            };
            let all = list.iter().all(|(a, _)| {
                if a.store {
                    to(a.reg) == Some(mi)
                } else {
                    back(a.reg).is_some()
                }
            });
            let back_any = list.iter().find(|(a, _)| !a.store).map_or(
                t.cross_moves
                    .iter()
                    .position(|m| usable(m) && m.from == host),
                |(a, _)| back(a.reg),
            );
            if all {
                if let Some(bi) = back_any {
                    found = Some((host, mi, bi));
                    break;
                }
            }
        }
        let Some((host_class, to_host, from_host)) = found else {
            continue;
        };
        // The move forms must be ones `rewrite` can fill.
        let probe = RegOperand::use_of(Reg::Phys(first_store.0.reg));
        let fills = |m: &crate::target::CrossMove| {
            instantiate(
                m.form,
                m.opcode,
                Some(probe.clone()),
                Some(probe.clone()),
                None,
            )
            .is_some()
        };
        if !fills(&t.cross_moves[to_host]) || !fills(&t.cross_moves[from_host]) {
            continue;
        }
        // Every reload's register must be in the class the chosen move
        // back writes (`back` above may have found different moves).
        if list
            .iter()
            .any(|(a, _)| !a.store && !t.class(t.cross_moves[from_host].to).contains(a.reg))
        {
            continue;
        }
        out.push(Cand {
            id: o.id,
            size: o.size,
            host_class,
            to_host,
            from_host,
            accesses: list.iter().map(|(a, _)| *a).collect(),
            csr: plan.saves.iter().any(|s| s.slot == o.id) || o.callee_saved_register.is_some(),
            costs,
        });
    }
    out
}

/// Replaces the accesses of `c` by moves through `h`.
fn rewrite(f: &mut Function, t: &Target, c: &Cand, h: PReg) {
    for a in &c.accesses {
        let old = &f.blocks[a.block].insts[a.inst];
        let Operand::Reg(r) = &old.operands[0] else {
            continue;
        };
        let m = &t.cross_moves[if a.store { c.to_host } else { c.from_host }];
        let new = if a.store {
            let src = RegOperand {
                reg: Reg::Phys(a.reg),
                is_def: false,
                killed: r.killed,
                renamable: r.renamable,
                ..RegOperand::use_of(Reg::Phys(a.reg))
            };
            instantiate(m.form, m.opcode, Some(preg_op(h, true)), Some(src), None)
        } else {
            let dst = RegOperand {
                renamable: r.renamable,
                ..RegOperand::def_of(Reg::Phys(a.reg))
            };
            instantiate(m.form, m.opcode, Some(dst), Some(preg_op(h, false)), None)
        };
        if let Some(mut new) = new {
            new.flags = old
                .flags
                .iter()
                .filter(|fl| fl.starts_with("frame-"))
                .cloned()
                .collect();
            new.loc = old.loc;
            f.blocks[a.block].insts[a.inst] = new;
        }
    }
}

#[cfg(test)]
mod tests;
