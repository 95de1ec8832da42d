//! From allocation decisions to post-RA MIR, shared by every allocator:
//! spill slots and spill/reload instructions ([`SpillCode`]), physical
//! registers in operands ([`assign_operand`], [`rewrite_assignment`]) and
//! the final clean-up ([`finish`]).
//!
//! Invariants:
//! - Spill code is built only from the class's [`SpillOps`] forms
//!   (`OP $src, $slot, 0`, `$dst = OP $slot, 0`) and sizes from
//!   [`crate::target::ClassInfo::spill_size`]; nothing target-specific is
//!   written here.
//! - A spill slot id is one past the largest `stack:` id at the time it is
//!   made, so ids stay unique.
//! - After [`finish`] succeeds: no operand names a virtual register, no
//!   `COPY` copies a register to itself, function `liveins:` name no vreg,
//!   and every block's `liveins:` lists (at least) the registers whose
//!   units are live on entry, by [`crate::analysis::physlive`]'s dataflow
//!   over the allocated code (reserved registers are not named).

use super::AllocError;
use crate::analysis::cfg::Cfg;
use crate::analysis::physlive::{operand_preg, PhysLiveness};
use crate::mir::{Function, Inst, Operand, Reg, RegOperand, StackObject, StackObjectKind, VReg};
use crate::target::form::{FormArgs, FormDesc};
use crate::target::{PReg, RegClass, SpillOps, Target};

/// Makes spill slots and spill/reload instructions, and counts them.
#[derive(Clone, Debug)]
pub struct SpillCode {
    next_id: u32,
    /// Slots made.
    pub slots: usize,
    /// Stores made.
    pub spills: usize,
    /// Reloads made.
    pub reloads: usize,
}

impl SpillCode {
    /// Spill code for `f`: new slot ids start past its `stack:` ids.
    pub fn new(f: &Function) -> Self {
        SpillCode {
            next_id: f.stack.iter().map(|o| o.id + 1).max().unwrap_or(0),
            slots: 0,
            spills: 0,
            reloads: 0,
        }
    }

    /// A new spill slot for a value of `class`, added to `f.stack` as
    /// `{ id, type: spill-slot, size, alignment }`; returns its id.
    pub fn new_slot(&mut self, f: &mut Function, target: &Target, class: RegClass) -> u32 {
        let c = target.class(class);
        let id = self.next_id;
        self.next_id += 1;
        self.slots += 1;
        let other = [
            ("stack-id", "default"),
            ("callee-saved-restored", "true"),
            ("debug-info-variable", "''"),
            ("debug-info-expression", "''"),
            ("debug-info-location", "''"),
        ];
        f.stack.push(StackObject {
            id,
            name: String::new(),
            kind: StackObjectKind::SpillSlot,
            offset: 0,
            size: u64::from(c.spill_size),
            alignment: u64::from(c.spill_align),
            callee_saved_register: None,
            other: other
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        });
        f.frame.max_alignment = f.frame.max_alignment.max(u64::from(c.spill_align));
        id
    }

    /// `OP $src, %stack.slot, 0 :: (store (sN) into %stack.slot)`.
    pub fn store(
        &mut self,
        target: &Target,
        class: RegClass,
        src: PReg,
        slot: u32,
        kill: bool,
    ) -> Result<Inst, String> {
        let ops = spill_ops(target, class)?;
        let bits = target.class(class).spill_size * 8;
        let mut inst = build_form(ops.store.1, ops.store.0, None, Some((src, kill)), slot)?;
        inst.mem.push(format!("store (s{bits}) into %stack.{slot}"));
        self.spills += 1;
        Ok(inst)
    }

    /// `$dst = OP %stack.slot, 0 :: (load (sN) from %stack.slot)`.
    pub fn reload(
        &mut self,
        target: &Target,
        class: RegClass,
        dst: PReg,
        slot: u32,
    ) -> Result<Inst, String> {
        let ops = spill_ops(target, class)?;
        let bits = target.class(class).spill_size * 8;
        let mut inst = build_form(ops.load.1, ops.load.0, Some(dst), None, slot)?;
        inst.mem.push(format!("load (s{bits}) from %stack.{slot}"));
        self.reloads += 1;
        Ok(inst)
    }
}

/// A register-to-register copy in `class`'s own form (`$dst = OP $src, 0`).
pub fn copy_inst(target: &Target, class: RegClass, dst: PReg, src: PReg) -> Result<Inst, String> {
    let ops = spill_ops(target, class)?;
    build_form(ops.copy.1, ops.copy.0, Some(dst), Some((src, false)), 0)
}

fn spill_ops(target: &Target, class: RegClass) -> Result<&SpillOps, String> {
    let c = target.class(class);
    c.spill.as_ref().ok_or_else(|| {
        format!(
            "the target gives no spill/reload opcodes for class '{}' (add a spill \
             description for it, or a super-class, to the .td)",
            c.mir_name
        )
    })
}

/// Builds an instruction from a target form such as `$dst = OP $slot, 0`:
/// `$dst` is `dst`, `$src` a use of `src`, `$slot` the frame index
/// `%stack.slot` (offset 0).
fn build_form(
    form: FormDesc,
    opcode: &str,
    dst: Option<PReg>,
    src: Option<(PReg, bool)>,
    slot: u32,
) -> Result<Inst, String> {
    let args = FormArgs {
        dst: dst.map(|d| RegOperand::def_of(Reg::Phys(d))),
        src: src.map(|(r, kill)| {
            let mut op = RegOperand::use_of(Reg::Phys(r));
            op.killed = kill;
            op
        }),
        slot: Some((
            Operand::FrameIndex {
                fixed: false,
                id: slot,
                name: None,
            },
            0,
        )),
        ..FormArgs::default()
    };
    crate::target::form::instantiate(&form, opcode, &args).ok_or_else(|| {
        format!(
            "the target's form '{}' names an operand this instruction does not have",
            form.text
        )
    })
}

/// Puts physical register `p` (the register of the operand's whole
/// virtual register) into `op`: with a sub-register index the operand
/// becomes that sub-register of `p`. Clears the vreg-only annotations
/// (class, `killed`).
pub fn assign_operand(target: &Target, op: &mut RegOperand, p: PReg) -> Result<(), String> {
    let r = match op.sub_reg {
        Some(idx) => target.sub_reg(p, idx).ok_or_else(|| {
            format!(
                "register ${} has no sub-register {}",
                target.mir_name(p),
                target
                    .sub_reg_names
                    .get(idx.0 as usize - 1)
                    .copied()
                    .unwrap_or("?")
            )
        })?,
        None => p,
    };
    op.reg = Reg::Phys(r);
    op.sub_reg = None;
    op.class = None;
    op.killed = false;
    Ok(())
}

/// Applies a whole-function assignment (`assign[v]` is the register of
/// vreg `v`) to every operand, then runs [`finish`]. For allocators that
/// decide first and rewrite once (greedy, basic); spill code they insert
/// uses new vregs that must be in `assign` too.
pub fn rewrite_assignment(
    f: &mut Function,
    target: &Target,
    assign: &[Option<PReg>],
) -> Result<usize, AllocError> {
    let mut err = None;
    for b in &mut f.blocks {
        for inst in &mut b.insts {
            for op in &mut inst.operands {
                if let Operand::Reg(r) = op {
                    if let Reg::Virt(v) = r.reg {
                        let res = match assign.get(v.index()).copied().flatten() {
                            Some(p) => assign_operand(target, r, p),
                            None => Err(format!("%{} was given no register", v.0)),
                        };
                        if let Err(m) = res {
                            err.get_or_insert((inst.loc, m));
                        }
                    }
                }
            }
        }
    }
    if let Some((loc, m)) = err {
        return Err(AllocError::new(f, loc, m));
    }
    finish(f, target)
}

/// The clean-up every allocator ends with (see the module invariants).
/// Returns the number of identity copies removed.
pub fn finish(f: &mut Function, target: &Target) -> Result<usize, AllocError> {
    // No vreg may be left.
    for b in &f.blocks {
        for inst in &b.insts {
            if let Some((_, r)) = inst
                .reg_operands()
                .find(|(_, r)| matches!(r.reg, Reg::Virt(_)))
            {
                let Reg::Virt(VReg(v)) = r.reg else { continue };
                return Err(AllocError::new(
                    f,
                    inst.loc,
                    format!("internal error: %{v} is still virtual after allocation"),
                ));
            }
        }
    }
    let mut removed = 0;
    for b in &mut f.blocks {
        let before = b.insts.len();
        b.insts.retain(|i| !is_identity_copy(i));
        removed += before - b.insts.len();
    }
    for l in &mut f.liveins {
        l.vreg = None;
    }
    compute_block_liveins(f, target);
    Ok(removed)
}

/// `$a = COPY $a` (nothing else on it but flags).
pub fn is_identity_copy(i: &Inst) -> bool {
    if !i.is_copy() || i.operands.len() != 2 {
        return false;
    }
    match (&i.operands[0], &i.operands[1]) {
        (Operand::Reg(d), Operand::Reg(s)) => {
            d.sub_reg.is_none()
                && s.sub_reg.is_none()
                && matches!(d.reg, Reg::Phys(_))
                && d.reg == s.reg
        }
        _ => false,
    }
}

/// Recomputes every block's `liveins:` from the allocated code (physical
/// registers only; see the module doc).
pub fn compute_block_liveins(f: &mut Function, target: &Target) {
    let cfg = Cfg::new(f, target);
    let units = |p: PReg| target.reg(p).units.iter().map(|u| *u as usize);
    let live = PhysLiveness::new(f, target, &cfg);
    // Registers the function mentions (stated live-ins, defs and reads).
    let mut seen: Vec<bool> = vec![false; target.regs.len()];
    for b in &f.blocks {
        for l in &b.liveins {
            seen[l.index()] = true;
        }
        for inst in b.insts.iter().filter(|i| !i.is_debug()) {
            for (_, r) in inst.reg_operands() {
                if r.is_def || crate::analysis::liveness::reads(r) {
                    if let Some(p) = operand_preg(target, r) {
                        seen[p.index()] = true;
                    }
                }
            }
        }
    }
    // Registers to name: the ones the function mentions, largest first.
    let cands: Vec<PReg> = (0..target.regs.len())
        .filter(|i| seen[*i])
        .map(|i| PReg(i as u16))
        .filter(|p| !target.is_reserved(*p))
        .collect();
    for (bi, b) in f.blocks.iter_mut().enumerate() {
        let live = live.live_in(bi);
        let covered: Vec<PReg> = cands
            .iter()
            .copied()
            .filter(|p| units(*p).all(|u| live.contains(u)))
            .collect();
        b.liveins = covered
            .iter()
            .copied()
            .filter(|p| {
                !target
                    .reg(*p)
                    .super_regs
                    .iter()
                    .any(|s| covered.contains(s))
            })
            .collect();
    }
}
