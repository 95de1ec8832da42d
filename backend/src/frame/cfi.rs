//! Prologue and epilogues: the sp adjustments and the CFI, in LLVM 14's
//! RISC-V shape:
//!
//! ```text
//!   $sp = frame-setup ADDI $sp, -N
//!   frame-setup CFI_INSTRUCTION def_cfa_offset N
//!   <callee-saved saves>
//!   frame-setup CFI_INSTRUCTION offset $r, <slot's CFA offset>   (per save)
//!   ...
//!   <callee-saved restores>
//!   $sp = frame-destroy ADDI $sp, N
//!   <return>
//! ```
//!
//! An N the add-immediate cannot hold is built in a free scratch register
//! (`LUI`/`ADDI`, then `ADD $sp, $sp, $s`), see [`super::eliminate`].
//! Invariant relied on: the saves are the first instructions of the entry
//! block and the restores end right before the first terminator of each
//! returning block ([`super::csr`]).

use super::csr::first_terminator;
use super::eliminate::{add_imm_inst, add_reg_inst, fits, live_before, materialize, pick_scratch};
use super::{CsrPlan, FrameError};
use crate::mir::{Function, Inst, Loc, Operand};
use crate::target::{FrameOps, Target};

fn cfi(flag: &str, text: String) -> Inst {
    let mut i = Inst::new("CFI_INSTRUCTION", vec![Operand::Verbatim(text)]);
    i.flags.push(flag.to_string());
    i
}

/// `sp += delta` with `flag` (`frame-setup` / `frame-destroy`), using a
/// scratch register free in `live` when `delta` does not fit.
fn adjust_sp(
    f: &Function,
    t: &Target,
    ops: &FrameOps,
    delta: i64,
    live: Option<&[bool]>,
    flag: &str,
    loc: Loc,
) -> Result<Vec<Inst>, FrameError> {
    let sp = t.stack_pointer;
    let mut out = Vec::new();
    if fits(delta, ops.imm_bits) {
        out.push(add_imm_inst(t, ops, sp, sp, false, delta).ok_or_else(|| {
            FrameError::new(f, loc, "the target's add-immediate form is unusable")
        })?);
    } else {
        let live = live.ok_or_else(|| {
            FrameError::new(
                f,
                loc,
                format!(
                    "the sp adjustment {delta} needs a scratch register, and without \
                     tracksRegLiveness the free ones are unknown"
                ),
            )
        })?;
        let s = pick_scratch(t, ops, live, None, &[]).ok_or_else(|| {
            FrameError::new(
                f,
                loc,
                format!("the sp adjustment {delta} needs a scratch register and none is free"),
            )
        })?;
        out.extend(materialize(t, ops, s, delta).ok_or_else(|| {
            FrameError::new(f, loc, format!("the frame size {} is too large", -delta))
        })?);
        out.push(add_reg_inst(ops, sp, (sp, false), (s, true)));
    }
    for i in &mut out {
        i.flags.insert(0, flag.to_string());
    }
    Ok(out)
}

/// Inserts the prologue into the entry block: the sp adjustment and
/// `def_cfa_offset` before the saves, an `offset` CFI per saved register
/// after them.
pub fn insert_prologue(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
    plan: &CsrPlan,
    stack_size: u64,
    first: Option<u64>,
) -> Result<(), FrameError> {
    // Live on entry: the function's and the entry block's live-ins.
    let mut live = vec![false; t.num_units];
    let regs = f
        .liveins
        .iter()
        .map(|l| l.reg)
        .chain(f.blocks[0].liveins.iter().copied());
    for p in regs {
        for &u in t.reg(p).units {
            live[u as usize] = true;
        }
    }
    let first_adj = first.unwrap_or(stack_size);
    // Errors point at the entry block's first instruction.
    let at = super::inst_loc(f, 0, 0);
    let mut pro = adjust_sp(
        f,
        t,
        ops,
        -(first_adj as i64),
        Some(&live),
        "frame-setup",
        at,
    )?;
    pro.push(cfi("frame-setup", format!("def_cfa_offset {first_adj}")));
    let mut offsets = Vec::new();
    for s in &plan.saves {
        if let Some(o) = f.stack_object(s.slot) {
            offsets.push(cfi(
                "frame-setup",
                format!("offset ${}, {}", t.mir_name(s.reg), o.offset),
            ));
        }
    }
    // After the last save store (frame-index elimination may have put
    // scratch set-ups among the saves, so they are found by their memory
    // operands, which name the save slots).
    let end = f.blocks[0]
        .insts
        .iter()
        .rposition(|i| {
            plan.saves.iter().any(|s| {
                let into = format!("into %stack.{}", s.slot);
                i.mem.iter().any(|m| m.ends_with(&into))
            })
        })
        .map_or(0, |k| k + 1);
    if first.is_some() {
        // The rest of the frame after the saves (the scratch is not
        // callee-saved, and the saves read only callee-saved registers).
        let rest = adjust_sp(
            f,
            t,
            ops,
            -((stack_size - first_adj) as i64),
            Some(&live),
            "frame-setup",
            at,
        )?;
        offsets.extend(rest);
        offsets.push(cfi("frame-setup", format!("def_cfa_offset {stack_size}")));
    }
    let entry = &mut f.blocks[0].insts;
    entry.splice(end..end, offsets);
    entry.splice(0..0, pro);
    Ok(())
}

/// Inserts the epilogue before the first terminator of every returning
/// block: the sp adjustment after the restores or, with a split prologue,
/// the second part before the restores and the first part after them.
pub fn insert_epilogues(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
    plan: &CsrPlan,
    stack_size: u64,
    first: Option<u64>,
) -> Result<(), FrameError> {
    for b in 0..f.blocks.len() {
        let returns = f.blocks[b]
            .insts
            .iter()
            .any(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_return));
        if !returns {
            continue;
        }
        let at = first_terminator(&f.blocks[b].insts, t);
        let live = live_before(f, t, b);
        let first_adj = first.unwrap_or(stack_size);
        let epi = adjust_sp(
            f,
            t,
            ops,
            first_adj as i64,
            live.as_ref().map(|l| l[at].as_slice()),
            "frame-destroy",
            super::inst_loc(f, b, at),
        )?;
        f.blocks[b].insts.splice(at..at, epi);
        if first.is_some() {
            // The restores (and their scratch set-ups) end at `at`; they
            // start after the last instruction that is neither a restore
            // nor part of one's address.
            let insts = &f.blocks[b].insts;
            let is_restore = |i: &Inst| {
                plan.saves.iter().any(|s| {
                    let from = format!("from %stack.{}", s.slot);
                    i.mem.iter().any(|m| m.ends_with(&from))
                })
            };
            let mut start = at;
            while start > 0 && is_restore(&insts[start - 1]) {
                start -= 1;
            }
            let rest = adjust_sp(
                f,
                t,
                ops,
                (stack_size - first_adj) as i64,
                live.as_ref().map(|l| l[start].as_slice()),
                "frame-destroy",
                super::inst_loc(f, b, start),
            )?;
            f.blocks[b].insts.splice(start..start, rest);
        }
    }
    Ok(())
}
