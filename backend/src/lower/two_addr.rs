//! Tied operands, the basic form of LLVM 14's `TwoAddressInstructionPass`:
//! for a use tied to a def (`%2(tied-def 3)` on `INLINEASM`) that names
//! another register than the def, insert `%def = COPY %use` right before
//! the instruction and make the use read `%def`.
//!
//! Invariants:
//! - Afterwards every tied use names exactly the register and sub-register
//!   of its def, so the allocator can give both one register.
//! - The copy reads the use's register (with its sub-register index and
//!   `killed` flag) before the instruction, so the value the instruction
//!   sees is unchanged; the def's register is not read by any other operand
//!   of the instruction (checked: in SSA input it never is), so writing it
//!   early clobbers nothing the instruction reads.
//! - An `undef` tied use gets no copy: it is rewritten to `undef %def`.
//! - `early-clobber` defs are left as they are (they only constrain the
//!   allocator).
//! - The ties are those the MIR records (`(tied-def N)`, `N` an operand
//!   index of the instruction) and those the target describes for the
//!   opcode (`TiedOperands` records, [`Target::tied_def`]: LLVM prints a
//!   tie only when the opcode's descriptor does not imply it, so
//!   `early-clobber %1, %2 = LDRXpost %0, 8` in SSA MIR ties `%0` to `%1`
//!   unprinted).
//! - A tie to a def with a sub-register index (`def %3.sub_32`) is
//!   rejected with an error (LLVM would need a sub-register copy and an
//!   `undef` read of the rest; no corpus input has one).

use super::LowerError;
use crate::mir::{Function, Inst, Operand, Reg, RegOperand};
use crate::target::Target;

/// Makes every tied use name its def's register, inserting copies before
/// the instructions. Returns the number of copies inserted.
pub fn lower_tied(f: &mut Function, target: &Target) -> Result<usize, LowerError> {
    let mut copies = 0;
    for bi in 0..f.blocks.len() {
        let mut ii = 0;
        while ii < f.blocks[bi].insts.len() {
            let inst = &f.blocks[bi].insts[ii];
            let mut before: Vec<Inst> = Vec::new();
            let mut rewrites: Vec<(usize, RegOperand)> = Vec::new();
            for (ui, u) in inst.reg_operands() {
                let n = match (u.is_def, u.tied_def) {
                    (true, Some(n)) => n as usize,
                    _ => match target.tied_def(inst, ui) {
                        Some(n) => n,
                        None => continue,
                    },
                };
                let e = |message: String| LowerError {
                    function: f.name.clone(),
                    loc: if inst.loc.line == 0 { f.loc } else { inst.loc },
                    message,
                };
                if u.is_def {
                    return Err(e(format!(
                        "operand {ui} is a def with (tied-def {n}); only uses can be tied to defs"
                    )));
                }
                let def = match inst.operands.get(n) {
                    Some(Operand::Reg(d)) if d.is_def => d,
                    _ => {
                        return Err(e(format!(
                            "operand {ui} is tied to operand {n}, which is not a register def"
                        )))
                    }
                };
                if def.reg == u.reg && def.sub_reg == u.sub_reg {
                    continue;
                }
                if def.sub_reg.is_some() {
                    return Err(e(format!(
                        "operand {ui} is tied to a sub-register def (operand {n}); not supported"
                    )));
                }
                if def.reg == Reg::NoReg {
                    return Err(e(format!("operand {ui} is tied to a $noreg def")));
                }
                let read_elsewhere = inst
                    .reg_operands()
                    .any(|(j, o)| j != ui && !o.is_def && o.reg == def.reg);
                if read_elsewhere {
                    return Err(e(format!(
                        "the register of def operand {n} is also read by the instruction; \
                         a copy before it would change what it reads (input not in SSA form?)"
                    )));
                }
                let mut new_use = u.clone();
                new_use.reg = def.reg;
                new_use.sub_reg = None;
                new_use.killed = false;
                if !u.undef {
                    let mut src = RegOperand::use_of(u.reg);
                    src.sub_reg = u.sub_reg;
                    src.killed = u.killed;
                    let c = Inst::new(
                        "COPY",
                        vec![Operand::Reg(RegOperand::def_of(def.reg)), Operand::Reg(src)],
                    );
                    before.push(c);
                }
                rewrites.push((ui, new_use));
            }
            let n_before = before.len();
            let inst = &mut f.blocks[bi].insts[ii];
            for (ui, r) in rewrites {
                inst.operands[ui] = Operand::Reg(r);
            }
            if n_before > 0 {
                f.blocks[bi].insts.splice(ii..ii, before);
                copies += n_before;
            }
            ii += n_before + 1;
        }
    }
    Ok(copies)
}
