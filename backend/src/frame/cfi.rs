//! Prologue and epilogues: the sp adjustments and the CFI, in LLVM 14's
//! RISC-V shape:
//!
//! ```text
//!   $sp = frame-setup ADDI $sp, -N
//!   frame-setup CFI_INSTRUCTION def_cfa_offset N
//!   <callee-saved saves>
//!   frame-setup CFI_INSTRUCTION offset $r, <slot's CFA offset>   (per save)
//!   $fp = frame-setup ADDI $sp, N - V             (with a frame pointer)
//!   frame-setup CFI_INSTRUCTION def_cfa $fp, V
//!   $sp = frame-setup ANDI $sp, -A                (realigned frame)
//!   $bp = frame-setup ADDI $sp, 0                 (with a base pointer)
//!   ...
//!   $sp = frame-destroy ADDI $fp, -(N - V)        (sp moved or realigned)
//!   <callee-saved restores>
//!   $sp = frame-destroy ADDI $sp, N
//!   <return>
//! ```
//!
//! (`V`: the callee-allocated area above the frame, a varargs function's
//! register save area.) An N the add-immediate cannot hold is built in a
//! free scratch register (`LUI`/`ADDI`, then `ADD $sp, $sp, $s`), see
//! [`super::eliminate`]; a split prologue moves sp in two steps around the
//! saves ([`Shape::first`]).
//!
//! The same shape from other `FrameLoweringOps` facts: with an unsigned
//! add-immediate and a subtract-immediate, `$sp = SUBXri $sp, N, 0`; with
//! shifts, an N of up to 24 bits in two steps (`SUBXri $sp, 3, 12` then
//! `SUBXri $sp, 2512, 0`); with a load-constant pseudo, the scratch is
//! `MOVi64imm N` added by the `AddRegForm` (`ADDXrx64 $sp, $sp, $s, 24`);
//! with `FramePointerAtRecord`, `V` is the distance from the CFA to the
//! frame pointer's own save slot (the frame record); an and-immediate that
//! cannot read sp ands a copy of sp in a scratch register, with the mask
//! in the logical-immediate encoding when the target says so
//! ([`and_imm_operand`]).
//!
//! In a function with dynamic allocas the call-frame pseudos become sp
//! adjustments of their own ([`lower_call_frame_pseudos`]).
//!
//! Invariant relied on: the saves are the first instructions of the entry
//! block and the restores end right before the first terminator of each
//! returning block ([`super::csr`]).

use super::csr::first_terminator;
use super::eliminate::{add_imm_inst, add_reg_inst, fits, live_before, materialize, pick_scratch};
use super::{CsrPlan, FrameError, FramePolicy};
use crate::analysis::bitset::BitSet;
use crate::mir::{Function, Inst, Loc, Operand};
use crate::target::{FrameOps, PReg, Target};

fn cfi(flag: &str, text: String) -> Inst {
    let mut i = Inst::new("CFI_INSTRUCTION", vec![Operand::Verbatim(text)]);
    i.flags.push(flag.to_string());
    i
}

/// The frame's shape, as prologue and epilogues build it.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// The frame size.
    pub stack_size: u64,
    /// With a split prologue: the first sp adjustment.
    pub first: Option<u64>,
    /// The callee-allocated area above the frame (the frame pointer is this
    /// far below the CFA).
    pub above: u64,
    /// Frame pointer, realignment, dynamic allocas.
    pub policy: FramePolicy,
    /// The base pointer, when the function keeps one.
    pub base_pointer: Option<PReg>,
}

/// `dst = src + delta` with `flag` (`frame-setup` / `frame-destroy`, or
/// none), using a scratch register free in `live` when `delta` does not
/// fit (LLVM's `RISCVFrameLowering::adjustReg`).
#[allow(clippy::too_many_arguments)]
fn adjust_reg(
    f: &Function,
    t: &Target,
    ops: &FrameOps,
    dst: PReg,
    src: PReg,
    delta: i64,
    live: Option<&BitSet>,
    flag: Option<&str>,
    loc: Loc,
) -> Result<Vec<Inst>, FrameError> {
    let mut out = Vec::new();
    if let Some(i) = add_imm_inst(ops, dst, src, false, delta) {
        out.push(i);
    } else if let Some((hi, lo)) = two_step(ops, delta) {
        // Two add-immediates with shifts (`SUB sp, sp, 3, 12` then
        // `SUB sp, sp, 2512, 0`), as LLVM's emitFrameOffset does.
        out.extend(add_imm_inst(ops, dst, src, false, hi));
        out.extend(add_imm_inst(ops, dst, dst, false, lo));
    } else {
        let live = live.ok_or_else(|| {
            FrameError::new(
                f,
                loc,
                format!(
                    "the adjustment {delta} of ${} needs a scratch register, and without \
                     tracksRegLiveness the free ones are unknown",
                    t.mir_name(dst)
                ),
            )
        })?;
        let s = pick_scratch(t, ops, live, None, &[]).ok_or_else(|| {
            FrameError::new(
                f,
                loc,
                format!(
                    "the adjustment {delta} of ${} needs a scratch register and none is free",
                    t.mir_name(dst)
                ),
            )
        })?;
        out.extend(materialize(ops, s, delta).ok_or_else(|| {
            FrameError::new(f, loc, format!("the frame size {} is too large", -delta))
        })?);
        out.push(add_reg_inst(ops, dst, (src, false), (s, true), false));
    }
    if let Some(flag) = flag {
        for i in &mut out {
            i.flags.insert(0, flag.to_string());
        }
    }
    Ok(out)
}

/// The and-immediate's operand that clears the low bits of sp below
/// `align` (a power of two): `-align` as a signed immediate of the
/// target's width, or the logical-immediate encoding (N:immr:imms) of the
/// 64-bit mask `!(align - 1)` on targets that say so; `None` if it does not
/// fit.
pub fn and_imm_operand(ops: &FrameOps, align: u64) -> Option<i64> {
    if !align.is_power_of_two() {
        return None;
    }
    if ops.and_imm_logical {
        // Ones at bits k..63: a run of 64 - k ones rotated right by 64 - k.
        let k = i64::from(align.trailing_zeros());
        if k == 0 || k >= 64 {
            return None;
        }
        let (immr, imms) = (64 - k, 63 - k);
        return Some((1 << 12) | (immr << 6) | imms);
    }
    let v = -(i64::try_from(align).ok()?);
    fits(v, ops.imm_bits).then_some(v)
}

/// `delta` as two add-immediates, the first with the largest shift, when
/// the target's add-immediate has shifts and both parts fit.
fn two_step(ops: &FrameOps, delta: i64) -> Option<(i64, i64)> {
    let &top = ops.shifts.iter().max()?;
    if top == 0 {
        return None;
    }
    let m = delta.checked_abs()?;
    let hi = (m >> top) << top;
    let lo = m - hi;
    let sign = delta.signum();
    (lo != 0 && ops.add_imm_parts(sign * hi).is_some() && ops.add_imm_parts(sign * lo).is_some())
        .then_some((sign * hi, sign * lo))
}

/// `sp += delta` with `flag`, see [`adjust_reg`].
fn adjust_sp(
    f: &Function,
    t: &Target,
    ops: &FrameOps,
    delta: i64,
    live: Option<&BitSet>,
    flag: &str,
    loc: Loc,
) -> Result<Vec<Inst>, FrameError> {
    let sp = t.stack_pointer;
    adjust_reg(f, t, ops, sp, sp, delta, live, Some(flag), loc)
}

/// Inserts the prologue into the entry block: the sp adjustment and
/// `def_cfa_offset` before the saves, an `offset` CFI per saved register
/// after them, then the frame pointer, the rest of a split adjustment, the
/// realignment and the base pointer.
pub fn insert_prologue(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
    plan: &CsrPlan,
    shape: &Shape,
) -> Result<(), FrameError> {
    let stack_size = shape.stack_size;
    let first = shape.first;
    // Live on entry: the function's and the entry block's live-ins.
    let mut live = BitSet::new(t.num_units);
    let regs = f
        .liveins
        .iter()
        .map(|l| l.reg)
        .chain(f.blocks[0].liveins.iter().copied());
    for p in regs {
        for &u in t.reg(p).units {
            live.insert(u as usize);
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
    let policy = shape.policy;
    if policy.frame_pointer {
        let fp = t.frame_pointer;
        offsets.extend(adjust_reg(
            f,
            t,
            ops,
            fp,
            t.stack_pointer,
            first_adj as i64 - shape.above as i64,
            Some(&live),
            Some("frame-setup"),
            at,
        )?);
        offsets.push(cfi(
            "frame-setup",
            format!("def_cfa ${}, {}", t.mir_name(fp), shape.above),
        ));
    }
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
        if !policy.frame_pointer {
            offsets.push(cfi("frame-setup", format!("def_cfa_offset {stack_size}")));
        }
    }
    if let Some(align) = policy.realign {
        let sp = t.stack_pointer;
        let imm = and_imm_operand(ops, align);
        let and = match (ops.and_imm, imm) {
            (Some(and), Some(_)) => and,
            _ => {
                return Err(FrameError::new(
                    f,
                    at,
                    format!(
                        "realigning the stack to {align} bytes needs an AndImm whose \
                         immediate holds -{align} (the target's is {} bits)",
                        ops.imm_bits
                    ),
                ))
            }
        };
        // A target whose and-immediate cannot read sp ands a copy of it
        // in a scratch register (not callee-saved, so free after the saves).
        let src = if ops.and_imm_reads_sp {
            sp
        } else {
            let s = pick_scratch(t, ops, &live, None, &[]).ok_or_else(|| {
                FrameError::new(
                    f,
                    at,
                    "realigning sp needs a scratch register and none is free",
                )
            })?;
            offsets.extend(adjust_reg(
                f,
                t,
                ops,
                s,
                sp,
                0,
                None,
                Some("frame-setup"),
                at,
            )?);
            s
        };
        let mut src_op = super::preg_op(src, false);
        src_op.killed = src != sp;
        let mut i = Inst::new(
            and,
            vec![
                Operand::Reg(super::preg_op(sp, true)),
                Operand::Reg(src_op),
                Operand::Imm(imm.unwrap_or(0)),
            ],
        );
        i.flags.push("frame-setup".to_string());
        offsets.push(i);
        if let Some(bp) = shape.base_pointer {
            offsets.extend(adjust_reg(
                f,
                t,
                ops,
                bp,
                sp,
                0,
                None,
                Some("frame-setup"),
                at,
            )?);
        }
    }
    let entry = &mut f.blocks[0].insts;
    entry.splice(end..end, offsets);
    entry.splice(0..0, pro);
    Ok(())
}

/// Inserts the epilogue into every returning block: sp restored from the
/// frame pointer when the body moved it (dynamic allocas) or realigned it,
/// then, with a split prologue, the second part, all before the restores;
/// the (first) sp adjustment after them, before the first terminator.
pub fn insert_epilogues(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
    plan: &CsrPlan,
    shape: &Shape,
) -> Result<(), FrameError> {
    let stack_size = shape.stack_size;
    let first = shape.first;
    let policy = shape.policy;
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
            live.as_ref().map(|l| &l[at]),
            "frame-destroy",
            super::inst_loc(f, b, at),
        )?;
        f.blocks[b].insts.splice(at..at, epi);
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
        let mut before = Vec::new();
        if policy.realign.is_some() || policy.var_sized {
            before.extend(adjust_reg(
                f,
                t,
                ops,
                t.stack_pointer,
                t.frame_pointer,
                -(stack_size as i64 - shape.above as i64),
                live.as_ref().map(|l| &l[start]),
                Some("frame-destroy"),
                super::inst_loc(f, b, start),
            )?);
        }
        if first.is_some() {
            before.extend(adjust_sp(
                f,
                t,
                ops,
                (stack_size - first_adj) as i64,
                live.as_ref().map(|l| &l[start]),
                "frame-destroy",
                super::inst_loc(f, b, start),
            )?);
        }
        f.blocks[b].insts.splice(start..start, before);
    }
    Ok(())
}

/// In a function whose sp moves (dynamic allocas), the call-frame pseudos
/// become sp adjustments by their size (LLVM's
/// `eliminateCallFramePseudoInstr` without a reserved call frame): the
/// set-up pseudo `sp -= N`, the destroy pseudo `sp += N`, nothing for 0.
/// Returns the largest call frame and how many pseudos were lowered.
pub fn lower_call_frame_pseudos(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
) -> Result<(u64, usize), FrameError> {
    let mut max = 0u64;
    let mut n = 0;
    for b in 0..f.blocks.len() {
        let mut live: Option<Option<Vec<BitSet>>> = None;
        for k in (0..f.blocks[b].insts.len()).rev() {
            let op = &f.blocks[b].insts[k].opcode;
            if !t.is_call_frame_pseudo(op) {
                continue;
            }
            let setup = t.is_call_frame_setup(op);
            let loc = super::inst_loc(f, b, k);
            let amount = f.blocks[b].insts[k]
                .operands
                .iter()
                .find_map(|o| match o {
                    Operand::Imm(v) => Some(*v),
                    _ => None,
                })
                .filter(|v| *v >= 0)
                .ok_or_else(|| {
                    FrameError::new(
                        f,
                        loc,
                        "call-frame pseudo without a non-negative size immediate as its first \
                         immediate",
                    )
                })?;
            max = max.max(amount as u64);
            n += 1;
            let lv = live.get_or_insert_with(|| live_before(f, t, b));
            let repl = if amount == 0 {
                Vec::new()
            } else {
                let sp = t.stack_pointer;
                adjust_reg(
                    f,
                    t,
                    ops,
                    sp,
                    sp,
                    if setup { -amount } else { amount },
                    lv.as_ref().map(|l| &l[k]),
                    None,
                    loc,
                )?
            };
            let mut repl = repl;
            for i in &mut repl {
                i.loc = loc;
            }
            f.blocks[b].insts.splice(k..k + 1, repl);
        }
    }
    Ok((max, n))
}
