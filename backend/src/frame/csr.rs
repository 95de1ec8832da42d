//! Phase 1 of frame lowering: callee-saved register saves.
//!
//! A register of the ABI's save list (`Target::abi_callee_saved`) is saved
//! when any instruction defines a register overlapping it — explicit defs,
//! implicit ones (`implicit-def dead $x1` on calls) and dead ones alike —
//! or carries a register mask (a call) that does not preserve it.
//! A function with a frame pointer ([`super::FramePolicy`]) also saves the
//! return address and the frame pointer (and the base pointer when it has
//! one), as LLVM's `determineCalleeSaves` does: the frame record the frame
//! pointer points at.
//! Each saved register gets a new `stack:` spill slot with
//! `callee-saved-register` set; it is stored with its class's spill store
//! at the top of the entry block and reloaded with the spill load before
//! the first terminator of every block that returns, in save-list order
//! (LLVM's order).
//!
//! Invariants established: the saves are the first instructions of the
//! entry block, one per [`CsrSave`], in plan order; the saved registers are
//! live into the entry block (added to its `liveins:`).

use super::{instantiate, preg_op, save_class, CsrPlan, CsrSave, FrameError};
use crate::mir::{Function, Operand, Reg, StackObject, StackObjectKind};
use crate::target::Target;

/// Decides which callee-saved registers `f` clobbers, makes their save
/// slots and inserts the saves and restores (see the module doc).
pub fn insert_csr_saves(f: &mut Function, t: &Target) -> Result<CsrPlan, FrameError> {
    check_input(f)?;
    let policy = super::FramePolicy::of(f, t)?;
    let mask = t.abi_callee_saved.ok_or_else(|| {
        FrameError::new(
            f,
            f.loc,
            "the target has no callee-saved set for this function's ABI (does the IR module \
             name a \"target-abi\" module flag?)",
        )
    })?;
    let save_list = t.reg_mask(mask).save_list.clone();
    let mut clobbered = vec![false; save_list.len()];
    for b in &f.blocks {
        for inst in b.insts.iter().filter(|i| !i.is_debug()) {
            // A call whose mask does not preserve a register of the save
            // list (a callee of another ABI) clobbers it too (LLVM's
            // `isPhysRegModified` counts register-mask clobbers).
            for m in inst.reg_masks() {
                let mask = t.reg_mask(m);
                for (k, &r) in save_list.iter().enumerate() {
                    if !mask.preserves(r) {
                        clobbered[k] = true;
                    }
                }
            }
            for d in inst.defs() {
                let Reg::Phys(p) = d.reg else { continue };
                for (k, &r) in save_list.iter().enumerate() {
                    if t.overlaps(p, r) {
                        clobbered[k] = true;
                    }
                }
            }
        }
    }
    let mut frame_regs = Vec::new();
    if policy.frame_pointer {
        frame_regs.extend([t.return_address, t.frame_pointer]);
    }
    frame_regs.extend(
        policy
            .reserve(t)
            .into_iter()
            .filter(|r| *r != t.frame_pointer),
    );
    for (k, &r) in save_list.iter().enumerate() {
        if frame_regs.iter().any(|&x| t.overlaps(x, r)) {
            clobbered[k] = true;
        }
    }
    let mut next_id = f.stack.iter().map(|o| o.id + 1).max().unwrap_or(0);
    // The keys LLVM prints on a spill slot besides the typed ones: copied
    // from an existing spill slot when there is one.
    let other = f
        .stack
        .iter()
        .find(|o| o.kind == StackObjectKind::SpillSlot)
        .map(|o| o.other.clone())
        .unwrap_or_else(|| {
            vec![
                ("stack-id".to_string(), "default".to_string()),
                ("callee-saved-restored".to_string(), "true".to_string()),
            ]
        });
    let mut plan = CsrPlan {
        policy,
        ..CsrPlan::default()
    };
    for (k, &r) in save_list.iter().enumerate() {
        if !clobbered[k] {
            continue;
        }
        let class = save_class(t, r).ok_or_else(|| {
            FrameError::new(
                f,
                f.loc,
                format!(
                    "callee-saved register ${} is written but no register class with spill \
                     opcodes contains it (add a RegClassSpillInfo to the target)",
                    t.mir_name(r)
                ),
            )
        })?;
        let c = t.class(class);
        f.stack.push(StackObject {
            id: next_id,
            name: String::new(),
            kind: StackObjectKind::SpillSlot,
            offset: 0,
            size: u64::from(c.spill_size),
            alignment: u64::from(c.spill_align),
            callee_saved_register: Some(r),
            other: other.clone(),
        });
        plan.saves.push(CsrSave {
            reg: r,
            class,
            slot: next_id,
        });
        next_id += 1;
    }
    if plan.saves.is_empty() {
        return Ok(plan);
    }
    // Saves at the top of the entry block.
    let mut saves = Vec::new();
    for s in &plan.saves {
        let ops = t
            .class(s.class)
            .spill
            .as_ref()
            .expect("save_class has spill ops");
        let mut src = preg_op(s.reg, false);
        // Invariant: a register that is not a function live-in is not read
        // again before it is written (it holds only the caller's value).
        src.killed = !f.liveins.iter().any(|l| t.overlaps(l.reg, s.reg));
        let slot = Operand::FrameIndex {
            fixed: false,
            id: s.slot,
            name: None,
        };
        let mut inst = instantiate(ops.store.1, ops.store.0, None, Some(src), Some(slot))
            .ok_or_else(|| bad_form(f, ops.store.1))?;
        inst.mem.push(format!(
            "store (s{}) into %stack.{}",
            t.class(s.class).spill_size * 8,
            s.slot
        ));
        saves.push(inst);
    }
    let entry = &mut f.blocks[0];
    entry.insts.splice(0..0, saves);
    if f.tracks_reg_liveness {
        for s in &plan.saves {
            if !entry.liveins.contains(&s.reg) {
                entry.liveins.push(s.reg);
            }
        }
    }
    // Restores before the first terminator of every returning block.
    for bi in 0..f.blocks.len() {
        let returns = f.blocks[bi]
            .insts
            .iter()
            .any(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_return));
        if !returns {
            continue;
        }
        let at = first_terminator(&f.blocks[bi].insts, t);
        let mut restores = Vec::new();
        for s in &plan.saves {
            let ops = t
                .class(s.class)
                .spill
                .as_ref()
                .expect("save_class has spill ops");
            let slot = Operand::FrameIndex {
                fixed: false,
                id: s.slot,
                name: None,
            };
            let mut inst = instantiate(
                ops.load.1,
                ops.load.0,
                Some(preg_op(s.reg, true)),
                None,
                Some(slot),
            )
            .ok_or_else(|| bad_form(f, ops.load.1))?;
            inst.mem.push(format!(
                "load (s{}) from %stack.{}",
                t.class(s.class).spill_size * 8,
                s.slot
            ));
            restores.push(inst);
        }
        f.blocks[bi].insts.splice(at..at, restores);
    }
    Ok(plan)
}

/// The index of the first terminator of a block (its length if none).
pub(crate) fn first_terminator(insts: &[crate::mir::Inst], t: &Target) -> usize {
    insts
        .iter()
        .position(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_terminator))
        .unwrap_or(insts.len())
}

fn bad_form(f: &Function, form: crate::target::form::FormDesc) -> FrameError {
    FrameError::new(
        f,
        f.loc,
        format!(
            "the target's spill form `{}` has an operand frame lowering cannot fill",
            form.text
        ),
    )
}

/// The input must be allocated, have no frame yet, and an entry block no
/// branch returns to.
fn check_input(f: &Function) -> Result<(), FrameError> {
    if f.blocks.is_empty() {
        return Err(FrameError::new(f, f.loc, "the function has no blocks"));
    }
    if f.stack.iter().any(|o| o.callee_saved_register.is_some()) || f.frame.stack_size != 0 {
        return Err(FrameError::new(
            f,
            f.loc,
            "the frame is already lowered (stackSize is set or a stack object is a \
             callee-saved slot): give MIR from before prologue/epilogue insertion \
             (c2mir.sh --stop post-ra)",
        ));
    }
    for b in &f.blocks {
        if b.successors.iter().any(|(s, _)| s.index() == 0) {
            return Err(FrameError::new(
                f,
                b.loc,
                format!(
                    "bb.{} branches back to the entry block: the callee-saved saves would run \
                     again (split the entry block first)",
                    b.number
                ),
            ));
        }
        for inst in &b.insts {
            if let Some((_, r)) = inst
                .reg_operands()
                .find(|(_, r)| matches!(r.reg, Reg::Virt(_)))
            {
                let v = match r.reg {
                    Reg::Virt(v) => v.0,
                    _ => 0,
                };
                return Err(FrameError::new(
                    f,
                    inst.loc,
                    format!(
                        "virtual register %{v} is left: frame lowering needs allocated MIR \
                         (physical registers only)"
                    ),
                ));
            }
            if inst
                .operands
                .iter()
                .any(|o| matches!(o, Operand::Block(b) if b.index() == 0))
            {
                return Err(FrameError::new(
                    f,
                    inst.loc,
                    "a branch to the entry block: the callee-saved saves would run again \
                     (split the entry block first)",
                ));
            }
        }
    }
    Ok(())
}
