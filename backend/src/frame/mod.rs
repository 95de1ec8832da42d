//! Frame lowering (LLVM's prologue/epilogue insertion, `prologepilog`) for
//! allocated MIR: after it, the function has no frame-index operand left
//! and llc can resume with `-start-after=prologepilog`.
//!
//! Two public phases, so that a pass can run between them (softening of
//! spill slots, which may drop stack objects):
//! 1. [`insert_csr_saves`] ([`csr`]): which callee-saved registers of the
//!    function's ABI the body writes; a save slot for each (a `stack:`
//!    object with `callee-saved-register`), a store into it at the top of
//!    the entry block and a load from it before every return.
//! 2. [`finalize_frame`]: erases the call-frame pseudos (a reserved call
//!    frame: the outgoing-argument area is part of the frame), lays the
//!    frame out ([`layout`]), replaces every `%stack.N, imm` /
//!    `%fixed-stack.N, imm` pair by `$sp, offset` ([`eliminate`], with a
//!    free scratch register for offsets the immediate cannot hold), and
//!    inserts the sp adjustments and CFI ([`cfi`]) of the prologue and the
//!    epilogues.
//!
//! [`lower_frame`] runs both.
//!
//! Invariants relied on: the input is allocated (no virtual register in
//! the body) and has no frame yet (`stackSize: 0`, no save slot); with
//! `tracksRegLiveness: true` the block `liveins:` are correct (scratch
//! registers are chosen from them). Nothing here knows RISC-V: opcodes and
//! forms come from [`Target`] (class spill ops, [`crate::target::FrameOps`],
//! call-frame pseudos).

pub mod cfi;
pub mod csr;
pub mod eliminate;
pub mod layout;
pub mod policy;

use crate::mir::{Function, Inst, MirFile, Operand, Reg, RegOperand};
use crate::target::form::{FormArgs, FormDesc};
use crate::target::{PReg, RegClass, Target};

pub use csr::insert_csr_saves;
pub use policy::FramePolicy;

/// Something frame lowering cannot do: where, in which function, and why.
pub type FrameError = crate::error::PassError;

/// One callee-saved register the function saves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsrSave {
    /// The register.
    pub reg: PReg,
    /// The class whose spill opcodes save and restore it.
    pub class: RegClass,
    /// Its save slot: the id of a `stack:` object.
    pub slot: u32,
}

/// What [`insert_csr_saves`] decided, for [`finalize_frame`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CsrPlan {
    /// The saved registers, in the ABI's save order.
    pub saves: Vec<CsrSave>,
    /// The frame's shape (frame pointer, realignment, dynamic allocas).
    pub policy: FramePolicy,
}

/// What frame lowering did to one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameStats {
    /// The frame size (`stackSize`), bytes.
    pub stack_size: u64,
    /// Callee-saved registers saved.
    pub csr_saved: usize,
    /// Bytes of save slots.
    pub csr_bytes: u64,
    /// The outgoing call-argument area (`maxCallFrameSize`), bytes.
    pub max_call_frame_size: u64,
    /// Call-frame pseudos erased.
    pub call_frame_pseudos: usize,
    /// Frame-index operands replaced by sp-relative ones.
    pub frame_indices: usize,
    /// Of those, offsets that needed a scratch register.
    pub large_offsets: usize,
}

/// Lowers the frame of one allocated function: [`insert_csr_saves`] then
/// [`finalize_frame`].
pub fn lower_frame(f: &mut Function, target: &Target) -> Result<FrameStats, FrameError> {
    let plan = insert_csr_saves(f, target)?;
    finalize_frame(f, target, &plan)
}

/// Lowers the frame of every function of a file; the errors of all that
/// failed.
pub fn lower_file(file: &mut MirFile, target: &Target) -> Result<Vec<FrameStats>, Vec<FrameError>> {
    let mut stats = Vec::new();
    let mut errors = Vec::new();
    for f in &mut file.functions {
        match lower_frame(f, target) {
            Ok(s) => stats.push(s),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(stats)
    } else {
        Err(errors)
    }
}

/// Phase 2: lay out the frame, eliminate frame indices, insert the sp
/// adjustments and CFI. `plan` is what [`insert_csr_saves`] returned for
/// `f` (save slots a pass removed since are skipped).
pub fn finalize_frame(
    f: &mut Function,
    target: &Target,
    plan: &CsrPlan,
) -> Result<FrameStats, FrameError> {
    let ops = target.frame_ops.clone().ok_or_else(|| {
        FrameError::new(
            f,
            f.loc,
            format!(
                "target {} has no frame lowering: its description defines no \
                 FrameLoweringOps record (how to adjust sp and reach large offsets); \
                 add one to its .td files",
                target.name
            ),
        )
    })?;
    let policy = plan.policy;
    // A reserved call frame (the outgoing-argument area is part of the
    // frame) unless dynamic allocas move sp: then each call pushes and pops
    // its own area around it (LLVM's `hasReservedCallFrame`).
    let (max_call_frame, erased) = if policy.var_sized {
        cfi::lower_call_frame_pseudos(f, target, &ops)?
    } else {
        erase_call_frame_pseudos(f, target)?
    };
    let reserved_call_frame = if policy.var_sized { 0 } else { max_call_frame };
    let has_calls = f.blocks.iter().any(|b| {
        b.insts
            .iter()
            .any(|i| target.opcode(&i.opcode).is_some_and(|o| o.is_call))
    });
    let mut lay = layout::layout(f, target, plan, reserved_call_frame, None)?;
    // Like LLVM's RISC-V frame lowering (a register-scavenging slot when
    // the frame does not fit an add-immediate): a slot next to the base
    // that addresses it (sp: placed last, next to the outgoing-argument
    // area; the frame pointer: placed first, right below the save slots),
    // so that a short offset reaches it; frame index elimination saves a
    // borrowed scratch register there when none is free (see `eliminate`).
    let emergency = if lay.stack_size as i64 <= ops.max_add_imm() {
        None
    } else {
        emergency_slot(f, target, &ops)
    };
    if emergency.is_some() {
        let early = emergency.filter(|_| policy.frame_pointer && policy.realign.is_none());
        lay = layout::layout(f, target, plan, reserved_call_frame, early)?;
    }
    let mut stats = FrameStats {
        stack_size: lay.stack_size,
        csr_saved: plan
            .saves
            .iter()
            .filter(|s| f.stack_object(s.slot).is_some())
            .count(),
        csr_bytes: lay.csr_bytes,
        max_call_frame_size: max_call_frame,
        call_frame_pseudos: erased,
        ..FrameStats::default()
    };
    // LLVM's split prologue (RISCVFrameLowering::getFirstSPAdjustAmount):
    // when the frame is too big for one add-immediate, sp first moves by
    // the largest aligned amount that fits, so that the saves and
    // restores keep short offsets, and then by the rest.
    let first = split_amount(target, &ops, plan, &lay);
    let slots: Vec<u32> = plan.saves.iter().map(|s| s.slot).collect();
    let base_pointer = ops.base_pointer.filter(|_| policy.base_pointer);
    // Where the frame pointer points, as a distance below the CFA: the top
    // of the frame, or (FramePointerAtRecord) its own save slot.
    let fp_depth = if ops.fp_at_record {
        plan.saves
            .iter()
            .find(|s| s.reg == target.frame_pointer)
            .and_then(|s| f.stack_object(s.slot))
            .map_or(lay.above, |o| o.offset.unsigned_abs())
    } else {
        lay.above
    };
    // PreferSPAddressing: with sp fixed in the body, the frame pointer is
    // not needed to reach the objects.
    let sp_fixed = !policy.var_sized && policy.realign.is_none();
    let addressing = eliminate::Addressing {
        sp: target.stack_pointer,
        stack_size: lay.stack_size,
        csr_slots: &slots,
        csr_base: first.unwrap_or(lay.stack_size),
        fp: (policy.frame_pointer && !(ops.prefer_sp && sp_fixed))
            .then_some((target.frame_pointer, fp_depth)),
        realigned: policy
            .realign
            .map(|_| base_pointer.unwrap_or(target.stack_pointer)),
    };
    let (n, large) = eliminate::eliminate_frame_indices(f, target, &ops, &addressing, emergency)?;
    stats.frame_indices = n;
    stats.large_offsets = large;
    if lay.stack_size > 0 || policy.frame_pointer {
        let shape = cfi::Shape {
            stack_size: lay.stack_size,
            first,
            above: fp_depth,
            policy,
            base_pointer,
        };
        cfi::insert_prologue(f, target, &ops, plan, &shape)?;
        cfi::insert_epilogues(f, target, &ops, plan, &shape)?;
    }
    f.frame.stack_size = lay.stack_size;
    f.frame.max_alignment = lay.max_alignment;
    f.frame.max_call_frame_size = max_call_frame;
    f.frame.adjusts_stack |= erased > 0 || has_calls;
    Ok(stats)
}

/// Adds the emergency scratch slot (the address class's spill size and
/// alignment, the largest id so that the layout places it last); its id.
fn emergency_slot(f: &mut Function, t: &Target, ops: &crate::target::FrameOps) -> Option<u32> {
    let c = t.class(address_class(t, ops)?);
    let id = f.stack.iter().map(|o| o.id + 1).max().unwrap_or(0);
    f.stack.push(crate::mir::StackObject {
        id,
        name: String::new(),
        kind: crate::mir::StackObjectKind::SpillSlot,
        offset: 0,
        size: u64::from(c.spill_size),
        alignment: u64::from(c.spill_align),
        callee_saved_register: None,
        other: vec![("stack-id".to_string(), "default".to_string())],
    });
    Some(id)
}

/// The first sp adjustment of a split prologue, if the prologue is split:
/// there are saves, the frame does not fit one add-immediate, and the
/// largest stack-aligned amount that does fit covers the save slots.
fn split_amount(
    t: &Target,
    ops: &crate::target::FrameOps,
    plan: &CsrPlan,
    lay: &layout::Layout,
) -> Option<u64> {
    if plan.saves.is_empty() || ops.add_imm_parts(-(lay.stack_size as i64)).is_some() {
        return None;
    }
    let first = eliminate::max_aligned_add(ops, u64::from(t.stack_alignment.max(1)));
    (first >= lay.csr_top && first > 0).then_some(first)
}

/// Erases the call-frame pseudos (reserved call frame) and returns the
/// largest call frame they set up (their first immediate) and how many
/// were erased.
fn erase_call_frame_pseudos(f: &mut Function, t: &Target) -> Result<(u64, usize), FrameError> {
    let mut max = 0u64;
    let mut erased = 0;
    let mut bad = None;
    for b in &mut f.blocks {
        b.insts.retain(|i| {
            if !t.is_call_frame_pseudo(&i.opcode) {
                return true;
            }
            match i.operands.iter().find_map(|o| match o {
                Operand::Imm(v) => Some(*v),
                _ => None,
            }) {
                Some(v) if v >= 0 => max = max.max(v as u64),
                _ => bad = Some(i.loc),
            }
            erased += 1;
            false
        });
    }
    if let Some(loc) = bad {
        return Err(FrameError::new(
            f,
            loc,
            "call-frame pseudo without a non-negative size immediate as its first immediate",
        ));
    }
    Ok((max, erased))
}

/// Where an error about instruction `k` of block `b` points (and the
/// position frame lowering gives the code it inserts for it): the
/// instruction's own position in the input; for an instruction a pass
/// made (spill code of the fast allocator, saves: no position), the
/// nearest instruction after it in the block that has one (for a reload,
/// the use it serves), else the nearest before it (code at the block's
/// end), else the block's header, else the function's `name:` line. Never
/// `0:0` when the function came from a file.
pub(crate) fn inst_loc(f: &Function, b: usize, k: usize) -> crate::mir::Loc {
    let known = |l: &crate::mir::Loc| l.line != 0;
    let Some(block) = f.blocks.get(b) else {
        return f.loc;
    };
    let k = k.min(block.insts.len());
    block.insts[k..]
        .iter()
        .map(|i| i.loc)
        .find(known)
        .or_else(|| block.insts[..k].iter().rev().map(|i| i.loc).find(known))
        .or(Some(block.loc).filter(known))
        .unwrap_or(f.loc)
}

/// A register operand naming physical register `p`.
pub(crate) fn preg_op(p: PReg, is_def: bool) -> RegOperand {
    if is_def {
        RegOperand::def_of(Reg::Phys(p))
    } else {
        RegOperand::use_of(Reg::Phys(p))
    }
}

/// Instantiates a target form (see `RegClassSpillInfo` in the `.td`
/// prelude) with `opcode` and the given operands: `$dst` and `$src` become
/// `dst`/`src`, `$slot` becomes `slot` (with offset 0 where the form has
/// one). `None` when the form names an operand not given.
pub(crate) fn instantiate(
    form: FormDesc,
    opcode: &str,
    dst: Option<RegOperand>,
    src: Option<RegOperand>,
    slot: Option<Operand>,
) -> Option<Inst> {
    let args = FormArgs {
        slot: slot.map(|s| (s, 0)),
        ..FormArgs::regs(dst, src)
    };
    crate::target::form::instantiate(&form, opcode, &args)
}

/// The class whose spill opcodes save `r`: the largest allocatable class
/// with spill opcodes that contains it (first in class order on ties).
pub(crate) fn save_class(t: &Target, r: PReg) -> Option<RegClass> {
    let mut best: Option<(usize, RegClass)> = None;
    for (i, c) in t.classes.iter().enumerate() {
        if c.spill.is_none() || !c.contains(r) || !c.allocatable {
            continue;
        }
        if best.is_none_or(|(n, _)| c.members.len() > n) {
            best = Some((c.members.len(), RegClass(i as u16)));
        }
    }
    best.map(|(_, c)| c)
}

/// The class sp-relative addresses are computed in (scratch registers come
/// from it): the largest allocatable class whose copy opcode is the
/// add-immediate.
pub(crate) fn address_class(t: &Target, ops: &crate::target::FrameOps) -> Option<RegClass> {
    if let Some(c) = ops.scratch_class {
        return Some(c);
    }
    let mut best: Option<(usize, RegClass)> = None;
    for (i, c) in t.classes.iter().enumerate() {
        let Some(s) = &c.spill else { continue };
        if s.copy.0 != ops.add_imm || !c.allocatable {
            continue;
        }
        if best.is_none_or(|(n, _)| c.members.len() > n) {
            best = Some((c.members.len(), RegClass(i as u16)));
        }
    }
    best.map(|(_, c)| c)
}

#[cfg(test)]
mod tests;
