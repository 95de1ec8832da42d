//! `--allocator fast`: local register allocation, one block at a time, in
//! instruction order (the idea of LLVM's `RegAllocFast`).
//!
//! Model:
//! - Across block boundaries every live virtual register is in its own
//!   spill slot. A value live into a block is reloaded at its first use
//!   there; before the block's first terminator (or at its end) every
//!   value live out of the block that is only in a register ("dirty") is
//!   stored to its slot.
//! - Inside a block values stay in registers. A register is chosen in the
//!   class's allocation order: first the hint (the physical register of a
//!   `COPY` to or from it, or the register of the copied vreg), then a free
//!   register that no physical def or call clobbers while the value lives,
//!   then any free register, and last an eviction of the value whose next
//!   read is farthest (stored first if it is dirty and still live).
//! - Physical registers named by the input are honoured on register units:
//!   a physical value (a block live-in, `$x10 = COPY %5`, a call's
//!   `implicit-def $x10`) occupies its units from its def to its last use;
//!   a physical def or a call's register mask evicts the vregs in the units
//!   it writes (storing the ones still live).
//! - Per instruction: uses are put in registers (reloading), vregs read
//!   for the last time are freed, vregs in units the instruction writes are
//!   evicted, then defs get registers (a def of a vreg the instruction also
//!   reads — tied uses included — keeps its register; an `early-clobber`
//!   def avoids every register the instruction reads, except a def tied to
//!   a use of the same vreg — printed or described by the target's
//!   `TiedOperands`, [`Target::tied_def`] — which keeps the use's
//!   register). Dead defs are freed right after the instruction.
//!
//! Invariants (between instructions of a block):
//! - `owner[u] == Some(v)` iff `reg_of[v]` is a register containing unit
//!   `u`; at most one vreg owns a unit.
//! - A vreg not in `dirty` whose value is live has its current value in its
//!   slot; every vreg live into a block is in its slot at the block's start.
//! - A unit with `fixed_until[u] = Some(e)` holds a physical value read
//!   last at instruction `e` (`e == n`: live out of the block); no vreg is
//!   put in it before then.

use super::rewrite::{self, assign_operand, SpillCode};
use super::{AllocError, AllocResult, AllocStats};
use crate::analysis::bitset::BitSet;
use crate::analysis::cfg::Cfg;
use crate::analysis::liveness::{reads, tracked_preg, Liveness, VRegSet};
use crate::mir::{BlockId, Function, Inst, Operand, Reg, VReg};
use crate::target::{PReg, RegClass, RegMaskId, Target};
use std::collections::{HashMap, HashSet};

/// One access of a vreg in a block.
#[derive(Clone, Copy, Debug)]
struct Event {
    /// Instruction index in the block.
    pos: u32,
    /// Reads the current value.
    reads: bool,
    /// Writes the whole register (a new value).
    full_def: bool,
}

/// What outlives a block: the function being built, spill slots, counts.
struct Global<'a> {
    f: &'a Function,
    target: &'a Target,
    out: Function,
    spill: SpillCode,
    slot: Vec<Option<u32>>,
}

/// Allocates `f` with the fast allocator (see the module doc).
pub fn allocate(f: &Function, target: &Target) -> Result<AllocResult, AllocError> {
    let cfg = Cfg::new(f, target);
    let live = Liveness::new(f, target, &cfg);
    let mut g = Global {
        f,
        target,
        out: f.clone(),
        spill: SpillCode::new(f),
        slot: vec![None; f.vregs.len()],
    };
    let mut used = HashSet::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        for inst in &b.insts {
            for (_, r) in inst.reg_operands() {
                if let Reg::Virt(v) = r.reg {
                    used.insert(v);
                }
            }
        }
        let insts = Local::run(&mut g, &live, BlockId(bi as u32))?;
        g.out.blocks[bi].insts = insts;
    }
    let copies_removed = rewrite::finish(&mut g.out, target)?;
    Ok(AllocResult {
        stats: AllocStats {
            vregs: used.len(),
            spills: g.spill.spills,
            reloads: g.spill.reloads,
            slots: g.spill.slots,
            copies_removed,
            ..AllocStats::default()
        },
        function: g.out,
    })
}

/// The state of one block's allocation.
struct Local<'g, 'a> {
    g: &'g mut Global<'a>,
    block: BlockId,
    /// Index of the first terminator (`n` if none).
    term: u32,
    live_out: &'g VRegSet,
    events: HashMap<VReg, Vec<Event>>,
    /// `$p = COPY %v` positions per vreg, in order.
    use_hints: HashMap<VReg, Vec<(u32, PReg)>>,
    /// Per instruction: (unit, last read of the physical value defined
    /// there) for its physical defs.
    phys_def_end: Vec<Vec<(u16, Option<u32>)>>,
    /// Per unit: positions where a physical def or a mask kills it
    /// ([`crate::target::RegMaskInfo::killed_units`]).
    clobber_pos: Vec<Vec<u32>>,
    /// The positions and masks of the calls whose masks split a
    /// register's units ([`crate::target::RegMaskInfo::partly_clobbers`]:
    /// the killed units do not tell whether such a register survives), in
    /// order.
    mask_pos: Vec<(u32, RegMaskId)>,
    fixed_until: Vec<Option<u32>>,
    owner: Vec<Option<VReg>>,
    reg_of: HashMap<VReg, PReg>,
    dirty: HashSet<VReg>,
    out: Vec<Inst>,
}

impl<'g, 'a> Local<'g, 'a> {
    fn run(
        g: &'g mut Global<'a>,
        live: &'g Liveness,
        block: BlockId,
    ) -> Result<Vec<Inst>, AllocError> {
        let f = g.f;
        let target = g.target;
        let insts = &f.blocks[block.index()].insts;
        let n = insts.len() as u32;
        let nu = target.num_units;
        let term = insts
            .iter()
            .position(|i| target.opcode(&i.opcode).is_some_and(|o| o.is_terminator))
            .unwrap_or(insts.len()) as u32;
        let mut events: HashMap<VReg, Vec<Event>> = HashMap::new();
        let mut use_hints: HashMap<VReg, Vec<(u32, PReg)>> = HashMap::new();
        let mut clobber_pos: Vec<Vec<u32>> = vec![Vec::new(); nu];
        let mut mask_pos: Vec<(u32, RegMaskId)> = Vec::new();
        for (i, inst) in insts.iter().enumerate() {
            let i = i as u32;
            if inst.is_debug() {
                continue;
            }
            for (_, r) in inst.reg_operands() {
                match r.reg {
                    Reg::Virt(v) => {
                        let e = events.entry(v).or_default();
                        let (rd, fd) = (reads(r), r.is_def && !reads(r));
                        match e.last_mut() {
                            Some(last) if last.pos == i => {
                                last.reads |= rd;
                                last.full_def |= fd;
                            }
                            _ => e.push(Event {
                                pos: i,
                                reads: rd,
                                full_def: fd,
                            }),
                        }
                    }
                    Reg::Phys(_) if r.is_def => {
                        if let Some(p) = tracked_preg(target, r) {
                            for &u in target.reg(p).units {
                                clobber_pos[u as usize].push(i);
                            }
                        }
                    }
                    _ => {}
                }
            }
            for m in inst.reg_masks() {
                if target.reg_mask(m).splits_units() {
                    mask_pos.push((i, m));
                }
                for u in target.reg_mask(m).killed_units().iter() {
                    clobber_pos[u].push(i);
                }
            }
            if inst.is_copy() && inst.operands.len() == 2 {
                if let (Operand::Reg(d), Operand::Reg(s)) = (&inst.operands[0], &inst.operands[1]) {
                    if let (Some(p), Reg::Virt(v)) = (tracked_preg(target, d), s.reg) {
                        if s.sub_reg.is_none() {
                            use_hints.entry(v).or_default().push((i, p));
                        }
                    }
                }
            }
        }
        for c in &mut clobber_pos {
            c.dedup();
        }
        // Physical values: backward scan for the last read of each def.
        let mut last_use: Vec<Option<u32>> = vec![None; nu];
        for u in live.units_out(block).iter() {
            last_use[u] = Some(n);
        }
        let mut phys_def_end: Vec<Vec<(u16, Option<u32>)>> = vec![Vec::new(); insts.len()];
        for (i, inst) in insts.iter().enumerate().rev() {
            if inst.is_debug() {
                continue;
            }
            for r in inst.defs() {
                if let Some(p) = tracked_preg(target, r) {
                    for &u in target.reg(p).units {
                        phys_def_end[i].push((u, last_use[u as usize]));
                        last_use[u as usize] = None;
                    }
                }
            }
            for m in inst.reg_masks() {
                for u in target.reg_mask(m).killed_units().iter() {
                    last_use[u] = None;
                }
            }
            for (_, r) in inst.reg_operands() {
                if !r.is_def && reads(r) {
                    if let Some(p) = tracked_preg(target, r) {
                        for &u in target.reg(p).units {
                            last_use[u as usize].get_or_insert(i as u32);
                        }
                    }
                }
            }
        }
        let mut l = Local {
            g,
            block,
            term,
            live_out: live.live_out(block),
            events,
            use_hints,
            phys_def_end,
            clobber_pos,
            mask_pos,
            fixed_until: last_use,
            owner: vec![None; nu],
            reg_of: HashMap::new(),
            dirty: HashSet::new(),
            out: Vec::with_capacity(insts.len() + 8),
        };
        for (i, inst) in insts.iter().enumerate() {
            if i as u32 == l.term {
                l.store_live_out(inst)?;
            }
            l.inst(i as u32, inst)?;
        }
        if l.term == n {
            let last = insts
                .last()
                .cloned()
                .unwrap_or_else(|| Inst::new("", vec![]));
            l.store_live_out(&last)?;
        }
        // Invariant: live-out values were stored before the terminators;
        // a terminator defining one would leave it only in a register.
        if let Some(v) = l.dirty.iter().find(|v| l.live_out.contains(v.index())) {
            let at = insts
                .get(l.term as usize)
                .cloned()
                .unwrap_or_else(|| Inst::new("", vec![]));
            return Err(l.err(
                &at,
                format!("a terminator defines %{}, which is live out of the block; the fast allocator cannot store it after the terminator", v.0),
            ));
        }
        Ok(l.out)
    }

    fn err(&self, inst: &Inst, msg: impl Into<String>) -> AllocError {
        let b = &self.g.f.blocks[self.block.index()];
        AllocError::new(
            self.g.f,
            inst.loc,
            format!("bb.{}: {}", b.number, msg.into()),
        )
    }

    fn class_of(&self, v: VReg, inst: &Inst) -> Result<RegClass, AllocError> {
        self.g.f.vreg_class(v).ok_or_else(|| {
            self.err(
                inst,
                format!(
                    "%{} has no register class (declare it in `registers:`)",
                    v.0
                ),
            )
        })
    }

    /// Is the value of `v` live at instruction `i` (read there or later
    /// before being overwritten, or live out)?
    fn live_from(&self, v: VReg, i: u32) -> bool {
        let Some(ev) = self.events.get(&v) else {
            return self.live_out.contains(v.index());
        };
        let k = ev.partition_point(|e| e.pos < i);
        match ev.get(k) {
            Some(e) => e.reads || !e.full_def,
            None => self.live_out.contains(v.index()),
        }
    }

    /// The next read of `v` at or after `i` (`u32::MAX - 1`: only live
    /// out; `u32::MAX`: never).
    fn next_read(&self, v: VReg, i: u32) -> u32 {
        let out = if self.live_out.contains(v.index()) {
            u32::MAX - 1
        } else {
            u32::MAX
        };
        let Some(ev) = self.events.get(&v) else {
            return out;
        };
        let k = ev.partition_point(|e| e.pos < i);
        for e in &ev[k..] {
            if e.reads {
                return e.pos;
            }
            if e.full_def {
                return u32::MAX;
            }
        }
        out
    }

    /// Where the value of `v` that is live after `i` stops being needed:
    /// its last read in the block, or the first terminator when live out.
    fn value_end(&self, v: VReg, i: u32) -> u32 {
        let mut end = i;
        if let Some(ev) = self.events.get(&v) {
            let k = ev.partition_point(|e| e.pos <= i);
            for e in &ev[k..] {
                if e.full_def && !e.reads {
                    return end;
                }
                if e.reads {
                    end = e.pos;
                }
            }
        }
        if self.live_out.contains(v.index()) {
            end = end.max(self.term);
        }
        end
    }

    fn slot_of(&mut self, v: VReg, class: RegClass) -> u32 {
        if let Some(s) = self.g.slot[v.index()] {
            return s;
        }
        let s = self.g.spill.new_slot(&mut self.g.out, self.g.target, class);
        self.g.slot[v.index()] = Some(s);
        s
    }

    fn free(&mut self, v: VReg) {
        if let Some(p) = self.reg_of.remove(&v) {
            for &u in self.g.target.reg(p).units {
                if self.owner[u as usize] == Some(v) {
                    self.owner[u as usize] = None;
                }
            }
        }
        self.dirty.remove(&v);
    }

    fn put(&mut self, v: VReg, p: PReg) {
        self.reg_of.insert(v, p);
        for &u in self.g.target.reg(p).units {
            self.owner[u as usize] = Some(v);
        }
    }

    /// Stores `v` (in its register) to its slot, if it is dirty.
    fn store(&mut self, v: VReg, inst: &Inst) -> Result<(), AllocError> {
        if !self.dirty.remove(&v) {
            return Ok(());
        }
        let Some(&p) = self.reg_of.get(&v) else {
            return Ok(());
        };
        let class = self.class_of(v, inst)?;
        let slot = self.slot_of(v, class);
        let st = self
            .g
            .spill
            .store(self.g.target, class, p, slot, false)
            .map_err(|m| self.err(inst, m))?;
        self.out.push(st);
        Ok(())
    }

    /// Takes `v` out of its register before instruction `i`, storing it
    /// if it is dirty and `live` (still needed).
    fn evict(&mut self, v: VReg, live: bool, inst: &Inst) -> Result<(), AllocError> {
        if live {
            self.store(v, inst)?;
        }
        self.free(v);
        Ok(())
    }

    fn store_live_out(&mut self, inst: &Inst) -> Result<(), AllocError> {
        let mut vs: Vec<VReg> = self
            .dirty
            .iter()
            .copied()
            .filter(|v| self.live_out.contains(v.index()))
            .collect();
        vs.sort();
        for v in vs {
            self.store(v, inst)?;
        }
        Ok(())
    }

    /// Is unit `u` free of physical values at `i`? `for_def`: a value read
    /// last at `i` does not block a def at `i`.
    fn fixed_free(&self, u: usize, i: u32, for_def: bool) -> bool {
        match self.fixed_until[u] {
            Some(e) => {
                if for_def {
                    e <= i
                } else {
                    e < i
                }
            }
            None => true,
        }
    }

    /// No physical def or mask writes `p` in `[from, to)`.
    fn unclobbered(&self, p: PReg, from: u32, to: u32) -> bool {
        let t = self.g.target;
        t.reg(p).units.iter().all(|&u| {
            let c = &self.clobber_pos[u as usize];
            let k = c.partition_point(|x| *x < from);
            c.get(k).is_none_or(|x| *x >= to)
        }) && {
            let k = self.mask_pos.partition_point(|(x, _)| *x < from);
            self.mask_pos[k..]
                .iter()
                .take_while(|(x, _)| *x < to)
                .all(|&(_, m)| !t.reg_mask(m).partly_clobbers(p))
        }
    }

    /// Chooses a register of `class` for `v` at `i` (see the module doc),
    /// evicting if needed. `avoid`: units the instruction forbids;
    /// `pinned`: vregs that must stay (the instruction's operands).
    #[allow(clippy::too_many_arguments)]
    fn choose(
        &mut self,
        v: VReg,
        class: RegClass,
        i: u32,
        for_def: bool,
        hint: Option<PReg>,
        avoid: &BitSet,
        pinned: &[VReg],
        inst: &Inst,
    ) -> Result<PReg, AllocError> {
        let target = self.g.target;
        let c = target.class(class);
        let end = self.value_end(v, i);
        let (from, to) = if for_def { (i + 1, end) } else { (i, end) };
        let usable = |s: &Self, p: PReg| {
            target.reg(p).units.iter().all(|&u| {
                let u = u as usize;
                !avoid.contains(u) && s.fixed_free(u, i, for_def)
            })
        };
        let free = |s: &Self, p: PReg| {
            usable(s, p)
                && target
                    .reg(p)
                    .units
                    .iter()
                    .all(|&u| s.owner[u as usize].is_none())
        };
        if let Some(h) = hint {
            if c.contains(h)
                && !target.is_reserved(h)
                && free(self, h)
                && self.unclobbered(h, from, to)
            {
                return Ok(h);
            }
        }
        if let Some(&p) = c
            .alloc_order
            .iter()
            .find(|p| free(self, **p) && self.unclobbered(**p, from, to))
        {
            return Ok(p);
        }
        if let Some(&p) = c.alloc_order.iter().find(|p| free(self, **p)) {
            return Ok(p);
        }
        // Evict: the register whose values are read farthest away.
        let mut best: Option<(PReg, u32, bool)> = None;
        for &p in &c.alloc_order {
            if !usable(self, p) {
                continue;
            }
            let mut far = u32::MAX;
            let mut clean = true;
            let mut ok = true;
            for &u in target.reg(p).units {
                if let Some(o) = self.owner[u as usize] {
                    if pinned.contains(&o) {
                        ok = false;
                        break;
                    }
                    far = far.min(self.next_read(o, i));
                    clean &= !self.dirty.contains(&o);
                }
            }
            if !ok {
                continue;
            }
            if best.is_none_or(|(_, bf, bc)| (far, clean) > (bf, bc)) {
                best = Some((p, far, clean));
            }
        }
        let Some((p, _, _)) = best else {
            return Err(self.err(
                inst,
                format!(
                    "no register of class '{}' is left for %{} (every one is fixed or used by \
                     this instruction)",
                    c.mir_name, v.0
                ),
            ));
        };
        let victims: Vec<VReg> = target
            .reg(p)
            .units
            .iter()
            .filter_map(|&u| self.owner[u as usize])
            .collect();
        for o in victims {
            let live = self.live_from(o, i);
            self.evict(o, live, inst)?;
        }
        Ok(p)
    }

    fn inst(&mut self, i: u32, inst: &Inst) -> Result<(), AllocError> {
        let target = self.g.target;
        let mut mi = inst.clone();
        if mi.is_debug() {
            for op in &mut mi.operands {
                if let Operand::Reg(r) = op {
                    if matches!(r.reg, Reg::Virt(_)) {
                        r.reg = Reg::NoReg;
                        r.sub_reg = None;
                        // `$noreg:gpr` is not MIR (llc: "register class
                        // specification expects a virtual register").
                        r.class = None;
                    }
                }
            }
            self.out.push(mi);
            return Ok(());
        }
        let nu = target.num_units;
        // The instruction's vregs, and the units its physical operands use
        // and write.
        let mut pinned: Vec<VReg> = Vec::new();
        let mut phys_use = BitSet::new(nu);
        let mut writes = BitSet::new(nu);
        for (_, r) in mi.reg_operands() {
            match r.reg {
                Reg::Virt(v) => {
                    if !pinned.contains(&v) {
                        pinned.push(v);
                    }
                }
                Reg::Phys(_) => {
                    if let Some(p) = tracked_preg(target, r) {
                        let set = if r.is_def { &mut writes } else { &mut phys_use };
                        for &u in target.reg(p).units {
                            set.insert(u as usize);
                        }
                    }
                }
                Reg::NoReg => {}
            }
        }
        for m in mi.reg_masks() {
            writes.union_with(target.reg_mask(m).killed_units());
        }
        // 1. Uses (and partial defs, which read): into registers.
        let mut use_regs = BitSet::new(nu);
        use_regs.union_with(&phys_use);
        let nops = mi.operands.len();
        let mut use_assign: Vec<(usize, PReg)> = Vec::new();
        for k in 0..nops {
            let Operand::Reg(r) = &mi.operands[k] else {
                continue;
            };
            let Reg::Virt(v) = r.reg else { continue };
            if !reads(r) {
                continue;
            }
            let p = match self.reg_of.get(&v) {
                Some(&p) => p,
                None => {
                    let class = self.class_of(v, inst)?;
                    let hint = if mi.is_copy() && k == 1 {
                        match &mi.operands[0] {
                            Operand::Reg(d) => tracked_preg(target, d),
                            _ => None,
                        }
                    } else {
                        self.hint_for_use(v, i)
                    };
                    let p = self.choose(v, class, i, false, hint, &use_regs, &pinned, inst)?;
                    let slot = self.slot_of(v, class);
                    let ld = self
                        .g
                        .spill
                        .reload(target, class, p, slot)
                        .map_err(|m| self.err(inst, m))?;
                    self.out.push(ld);
                    self.put(v, p);
                    p
                }
            };
            for &u in target.reg(p).units {
                use_regs.insert(u as usize);
            }
            use_assign.push((k, p));
        }
        // Undef uses: any register of the class, no value needed; an
        // undef use tied to a def (`%129 = LD1i16 undef %129, 0, %1`) takes
        // the def's register once step 4 has chosen it (an arbitrary one
        // here would become the def's, over a live value).
        let mut undef_tied: Vec<(usize, usize)> = Vec::new();
        for k in 0..nops {
            let Operand::Reg(r) = &mi.operands[k] else {
                continue;
            };
            let Reg::Virt(v) = r.reg else { continue };
            if r.is_def || reads(r) {
                continue;
            }
            if !self.reg_of.contains_key(&v) {
                if let Some(d) = target.tied_def(inst, k) {
                    undef_tied.push((k, d));
                    continue;
                }
            }
            let p = match self.reg_of.get(&v) {
                Some(&p) => p,
                None => {
                    let class = self.class_of(v, inst)?;
                    target
                        .class(class)
                        .alloc_order
                        .first()
                        .copied()
                        .ok_or_else(|| self.err(inst, "empty register class"))?
                }
            };
            use_assign.push((k, p));
        }
        for (k, p) in &use_assign {
            if let Operand::Reg(r) = &mut mi.operands[*k] {
                // A partial def (`%32.sub_32 = ADDWri %32.sub_32, 1, 0`)
                // reads too, but is rewritten with the defs below: step 4
                // must still see its vreg to mark the value dirty.
                if r.is_def {
                    continue;
                }
                assign_operand(target, r, *p).map_err(|m| self.err(inst, m))?;
            }
        }
        let defined: Vec<VReg> = inst
            .defs()
            .filter_map(|r| match r.reg {
                Reg::Virt(v) => Some(v),
                _ => None,
            })
            .collect();
        // 2. Free what is read for the last time (not what is redefined).
        for &v in &pinned {
            if self.reg_of.contains_key(&v) && !defined.contains(&v) && !self.live_from(v, i + 1) {
                self.free(v);
            }
        }
        // 3. Values in units the instruction writes leave their registers.
        // A mask also clobbers the registers it does not preserve whose
        // units it does not all kill (AArch64's Q8 around a preserved D8).
        let victims: Vec<VReg> = writes
            .iter()
            .filter_map(|u| self.owner[u])
            .chain(
                mi.reg_masks()
                    .filter(|&m| target.reg_mask(m).splits_units())
                    .flat_map(|m| {
                        self.reg_of
                            .iter()
                            .filter(move |(_, &p)| target.reg_mask(m).partly_clobbers(p))
                            .map(|(v, _)| *v)
                    }),
            )
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let mut victims = victims;
        victims.sort();
        for v in victims {
            if defined.contains(&v) {
                // Read and redefined here, in a unit the instruction also
                // writes: the def gets another register below.
                self.free(v);
                continue;
            }
            let live = self.live_from(v, i + 1);
            self.evict(v, live, inst)?;
        }
        // 4. Defs.
        let mut def_avoid = writes.clone();
        let mut def_regs: Vec<(usize, PReg)> = Vec::new();
        for k in 0..nops {
            let Operand::Reg(r) = &mi.operands[k] else {
                continue;
            };
            let Reg::Virt(v) = r.reg else { continue };
            if !r.is_def {
                continue;
            }
            // A def tied to a use of the same vreg (printed, or described
            // by the target: `early-clobber %1, %2 = LDRXpost %1, 8`) keeps
            // the use's register, early-clobber or not.
            let tied = target.tied_use(inst, k).and_then(|u| {
                let same = matches!(&inst.operands[u], Operand::Reg(x) if x.reg == Reg::Virt(v) && x.sub_reg == r.sub_reg);
                use_assign
                    .iter()
                    .find(|(kk, _)| *kk == u)
                    .map(|(_, p)| *p)
                    .filter(|_| same)
            });
            let p = match (tied, self.reg_of.get(&v)) {
                (Some(p), held) => {
                    if held != Some(&p) {
                        self.free(v);
                        self.put(v, p);
                    }
                    p
                }
                (None, Some(&p)) if !r.early_clobber => p,
                _ => {
                    self.free(v);
                    let class = self.class_of(v, inst)?;
                    let mut avoid = def_avoid.clone();
                    if r.early_clobber {
                        avoid.union_with(&use_regs);
                    }
                    let hint = self.hint_for_def(&mi, inst, v, i);
                    let p = self.choose(v, class, i, true, hint, &avoid, &pinned, inst)?;
                    self.put(v, p);
                    p
                }
            };
            self.dirty.insert(v);
            for &u in target.reg(p).units {
                def_avoid.insert(u as usize);
            }
            if let Operand::Reg(r) = &mut mi.operands[k] {
                assign_operand(target, r, p).map_err(|m| self.err(inst, m))?;
            }
            def_regs.push((k, p));
        }
        for (k, d) in undef_tied {
            let p = def_regs
                .iter()
                .find(|(dk, _)| *dk == d)
                .map(|(_, p)| *p)
                .ok_or_else(|| self.err(inst, "an undef use tied to an operand that is no def"))?;
            if let Operand::Reg(r) = &mut mi.operands[k] {
                assign_operand(target, r, p).map_err(|m| self.err(inst, m))?;
            }
        }
        self.out.push(mi);
        // 5. Dead defs leave; physical defs start their values.
        for v in defined {
            if !self.live_from(v, i + 1) {
                self.free(v);
            }
        }
        let ends = std::mem::take(&mut self.phys_def_end[i as usize]);
        for (u, e) in ends {
            self.fixed_until[u as usize] = e;
        }
        Ok(())
    }

    /// The register a later `$p = COPY %v` in the block asks for.
    fn hint_for_use(&self, v: VReg, i: u32) -> Option<PReg> {
        let h = self.use_hints.get(&v)?;
        let k = h.partition_point(|(pos, _)| *pos < i);
        h.get(k).map(|(_, p)| *p)
    }

    /// The register for the def of `v` by `mi`: a copy's source register,
    /// else a later copy's destination.
    fn hint_for_def(&self, mi: &Inst, orig: &Inst, v: VReg, i: u32) -> Option<PReg> {
        if orig.is_copy() && orig.operands.len() == 2 {
            if let Operand::Reg(s) = &mi.operands[1] {
                if let Some(p) = tracked_preg(self.g.target, s) {
                    if let Operand::Reg(d) = &orig.operands[0] {
                        if d.sub_reg.is_none() && s.sub_reg.is_none() {
                            return Some(p);
                        }
                    }
                }
            }
        }
        self.hint_for_use(v, i + 1)
    }
}
