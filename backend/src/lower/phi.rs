//! PHI elimination, as LLVM 14's `PHIElimination` does it (without its
//! LiveVariables bookkeeping and edge splitting).
//!
//! For each `%d = PHI %a, %bb.1, %b, %bb.2` in block B a fresh vreg `%t`
//! of `%d`'s class is made; each predecessor P gets `%t = COPY %a` right
//! after its last non-terminator (before its branches), and B gets
//! `%d = COPY %t` at its top, in PHI order, where the PHIs were.
//!
//! Invariants this relies on (and why it is correct):
//! - Every temp is fresh and written only by the predecessor copies of its
//!   one PHI and read only by that PHI's block-top copy. So the copies in a
//!   predecessor never overwrite a register a terminator (or another PHI's
//!   copy) still reads; all PHIs of a block read their inputs (at the ends
//!   of the predecessors) before any of them writes its result (at the top
//!   of the block): the parallel semantics of PHIs, which solves the swap
//!   problem and the lost-copy problem without a cycle-breaking sequence.
//! - Critical edges are not split. A predecessor with several successors
//!   runs its copy also on the edges that do not go to B; that is harmless
//!   only because `%t` is fresh: nothing but B's top copy reads it, and
//!   every path into B passes through a predecessor that wrote it last.
//! - A predecessor listed twice (two edges from one block, e.g. a branch
//!   whose both targets are B) must carry the same value both times; it
//!   gets one copy.
//! - An `undef` PHI operand gets `%t = IMPLICIT_DEF` instead of a copy, so
//!   that `%t` has a def on every path (the live intervals stay simple).
//! - A sub-register operand (`%a.sub_32`) is copied with its index:
//!   `%t = COPY %a.sub_32`.
//! - A PHI source defined by a terminator of its predecessor (possible in
//!   LLVM for `INLINEASM_BR`, never in the corpus) cannot be copied before
//!   the terminators: that is an error, not a silent miscompile.
//! - `killed` flags on the PHI sources are cleared: a copy placed at the
//!   end of a predecessor may read a source after what was its last use.

use super::{LowerError, LowerStats};
use crate::mir::{BlockId, Function, Inst, Operand, Reg, RegOperand, VReg};
use crate::target::{RegClass, Target};
use std::collections::HashSet;

/// One PHI, decoded.
struct Phi {
    dest: RegOperand,
    class: RegClass,
    /// (source, predecessor), in operand order.
    incoming: Vec<(RegOperand, BlockId)>,
    inst: Inst,
}

fn err(f: &Function, inst: &Inst, message: String) -> LowerError {
    LowerError {
        function: f.name.clone(),
        // Instructions a pass made have no location: name the function's.
        loc: if inst.loc.line == 0 { f.loc } else { inst.loc },
        message,
    }
}

/// Decodes a PHI: `dest, (src, %bb.N)*`.
fn decode(f: &Function, inst: Inst) -> Result<Phi, LowerError> {
    let dest = match inst.operands.first() {
        Some(Operand::Reg(r)) if r.is_def && !r.implicit => r.clone(),
        _ => {
            return Err(err(
                f,
                &inst,
                "PHI without a register def as its first operand".into(),
            ))
        }
    };
    let Reg::Virt(d) = dest.reg else {
        return Err(err(
            f,
            &inst,
            "PHI defines a physical register; PHIs must define virtual registers".into(),
        ));
    };
    if dest.sub_reg.is_some() {
        return Err(err(
            f,
            &inst,
            format!("PHI defines a sub-register of %{}; not valid MIR", d.0),
        ));
    }
    let Some(class) = f.vreg_class(d).or(dest.class) else {
        return Err(err(
            f,
            &inst,
            format!(
                "PHI result %{} has no register class; declare it in `registers:` or as `%{}:CLASS`",
                d.0, d.0
            ),
        ));
    };
    let rest = &inst.operands[1..];
    if !rest.len().is_multiple_of(2) {
        return Err(err(
            f,
            &inst,
            "PHI operands must come in pairs `%reg, %bb.N`".into(),
        ));
    }
    let mut incoming = Vec::with_capacity(rest.len() / 2);
    for pair in rest.chunks(2) {
        match (&pair[0], &pair[1]) {
            (Operand::Reg(r), Operand::Block(b))
                if !r.is_def && r.reg != Reg::NoReg && b.index() < f.blocks.len() =>
            {
                incoming.push((r.clone(), *b))
            }
            _ => {
                return Err(err(
                    f,
                    &inst,
                    "PHI operands must come in pairs `%reg, %bb.N` naming a register and a block of the function"
                        .into(),
                ))
            }
        }
    }
    Ok(Phi {
        dest,
        class,
        incoming,
        inst,
    })
}

/// A copy `dst = COPY src` (src keeps its sub-register index).
fn copy(dst: Reg, class: Option<RegClass>, src: &RegOperand) -> Inst {
    let mut def = RegOperand::def_of(dst);
    def.class = class;
    let mut use_ = RegOperand::use_of(src.reg);
    use_.sub_reg = src.sub_reg;
    Inst::new("COPY", vec![Operand::Reg(def), Operand::Reg(use_)])
}

/// Index after the last non-terminator of `insts` (where copies go).
fn insertion_point(insts: &[Inst], target: &Target) -> usize {
    let mut ip = insts.len();
    while ip > 0
        && target
            .opcode(&insts[ip - 1].opcode)
            .is_some_and(|o| o.is_terminator)
    {
        ip -= 1;
    }
    ip
}

/// Replaces every PHI of `f` by copies (see the module doc). Returns the
/// counts of PHIs, copies and implicit defs.
pub fn eliminate(f: &mut Function, target: &Target) -> Result<LowerStats, LowerError> {
    let mut stats = LowerStats::default();
    // Copies for the ends of predecessors, by block, in PHI order.
    let mut pending: Vec<Vec<Inst>> = vec![Vec::new(); f.blocks.len()];
    // PHI sources whose `killed` flags must go.
    let mut sources: HashSet<VReg> = HashSet::new();

    for bi in 0..f.blocks.len() {
        let n_phis = f.blocks[bi].insts.iter().take_while(|i| i.is_phi()).count();
        if let Some(late) = f.blocks[bi].insts[n_phis..].iter().find(|i| i.is_phi()) {
            return Err(err(
                f,
                late,
                format!(
                    "PHI after a non-PHI instruction in bb.{}; PHIs must start their block",
                    f.blocks[bi].number
                ),
            ));
        }
        if n_phis == 0 {
            continue;
        }
        let phis: Vec<Inst> = f.blocks[bi].insts.drain(..n_phis).collect();
        let mut tops = Vec::with_capacity(phis.len());
        for inst in phis {
            let phi = decode(f, inst)?;
            stats.phis += 1;
            if phi.incoming.is_empty() {
                // No incoming edge: the value is undefined.
                let mut def = phi.dest.clone();
                def.class = Some(phi.class);
                let i = Inst::new("IMPLICIT_DEF", vec![Operand::Reg(def)]);
                tops.push(i);
                stats.implicit_defs += 1;
                continue;
            }
            let t = f.new_vreg(phi.class);
            let mut done: Vec<(BlockId, &RegOperand)> = Vec::new();
            for (src, pred) in &phi.incoming {
                if let Some((_, first)) = done.iter().find(|(p, _)| p == pred) {
                    if first.reg != src.reg || first.sub_reg != src.sub_reg {
                        return Err(err(
                            f,
                            &phi.inst,
                            format!(
                                "PHI names bb.{} twice with different values; one edge source carries one value",
                                f.blocks[pred.index()].number
                            ),
                        ));
                    }
                    continue;
                }
                done.push((*pred, src));
                let c = if src.undef {
                    let mut def = RegOperand::def_of(Reg::Virt(t));
                    def.class = Some(phi.class);
                    stats.implicit_defs += 1;
                    Inst::new("IMPLICIT_DEF", vec![Operand::Reg(def)])
                } else {
                    if let Reg::Virt(v) = src.reg {
                        sources.insert(v);
                    }
                    stats.phi_copies += 1;
                    copy(Reg::Virt(t), Some(phi.class), src)
                };
                pending[pred.index()].push(c);
            }
            let mut top = copy(
                phi.dest.reg,
                Some(phi.class),
                &RegOperand::use_of(Reg::Virt(t)),
            );
            if let Operand::Reg(d) = &mut top.operands[0] {
                d.dead = phi.dest.dead;
            }
            stats.phi_copies += 1;
            tops.push(top);
        }
        f.blocks[bi].insts.splice(0..0, tops);
    }

    for (bi, copies) in pending.into_iter().enumerate() {
        if copies.is_empty() {
            continue;
        }
        let ip = insertion_point(&f.blocks[bi].insts, target);
        // Invariant: a source must be defined before the terminators.
        for term in &f.blocks[bi].insts[ip..] {
            for d in term.defs() {
                let hit = copies.iter().any(|c| {
                    c.uses()
                        .any(|u| u.reg == d.reg && matches!(d.reg, Reg::Virt(_)))
                });
                if hit {
                    return Err(err(
                        f,
                        term,
                        format!(
                            "terminator {} defines a PHI source in bb.{}; the copy cannot be placed before it",
                            term.opcode, f.blocks[bi].number
                        ),
                    ));
                }
            }
        }
        f.blocks[bi].insts.splice(ip..ip, copies);
    }

    if !sources.is_empty() {
        for b in &mut f.blocks {
            for i in &mut b.insts {
                for o in &mut i.operands {
                    if let Operand::Reg(r) = o {
                        if let Reg::Virt(v) = r.reg {
                            if !r.is_def && sources.contains(&v) {
                                r.killed = false;
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(stats)
}
