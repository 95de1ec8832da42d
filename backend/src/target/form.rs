//! Instantiating a target's typed instruction forms ([`FormDesc`], parsed
//! once when the description was made) into MIR instructions: the one
//! place copy, spill, reload, cross-class move and frame-lowering forms
//! become code (the allocators' rewriter, frame lowering, soften-spills,
//! the test generator).
//!
//! Invariant relied on: the description checked every form against its
//! kind (`dsl::emit::forms`), so a form names the placeholders its kind
//! requires; [`instantiate`] returns `None` only when the caller leaves a
//! placeholder the form names unfilled.

pub use target_desc::{FormDesc, FormOperand};

use crate::mir::{Inst, Operand, Reg, RegOperand};
use crate::target::PReg;

/// What fills a form's placeholders.
#[derive(Clone, Debug, Default)]
pub struct FormArgs {
    /// `$dst` (its `is_def` is set from the form).
    pub dst: Option<RegOperand>,
    /// `$src`.
    pub src: Option<RegOperand>,
    /// `$slot`: the address operand (a frame index, or a base register
    /// once lowered) and the offset to write after it, in the opcode's
    /// units (must be 0 for a base-only `$slot`).
    pub slot: Option<(Operand, i64)>,
    /// `$base` and `$a`.
    pub base: Option<RegOperand>,
    /// `$index` and `$b`.
    pub index: Option<RegOperand>,
}

impl FormArgs {
    /// `$dst` and `$src` only.
    pub fn regs(dst: Option<RegOperand>, src: Option<RegOperand>) -> FormArgs {
        FormArgs {
            dst,
            src,
            ..FormArgs::default()
        }
    }
}

/// `form` with `opcode` and the operands of `args` (see the module doc).
pub fn instantiate(form: &FormDesc, opcode: &str, args: &FormArgs) -> Option<Inst> {
    let mut operands = Vec::with_capacity(form.operands.len() + 1);
    for (k, o) in form.operands.iter().enumerate() {
        let is_def = k < form.defs as usize;
        let reg = |r: &Option<RegOperand>| -> Option<Operand> {
            let mut r = r.clone()?;
            r.is_def = is_def;
            if is_def {
                r.killed = false;
            }
            Some(Operand::Reg(r))
        };
        let fixed = |p: Reg, def: bool, implicit: bool| {
            let mut r = if def {
                RegOperand::def_of(p)
            } else {
                RegOperand::use_of(p)
            };
            r.implicit = implicit;
            Operand::Reg(r)
        };
        match *o {
            FormOperand::Dst => operands.push(reg(&args.dst)?),
            FormOperand::Src => operands.push(reg(&args.src)?),
            FormOperand::Base | FormOperand::A => operands.push(reg(&args.base)?),
            FormOperand::Index | FormOperand::B => operands.push(reg(&args.index)?),
            FormOperand::Slot => {
                let (a, off) = args.slot.clone()?;
                operands.push(a);
                operands.push(Operand::Imm(off));
            }
            FormOperand::SlotBase => {
                let (a, off) = args.slot.clone()?;
                if off != 0 {
                    return None;
                }
                operands.push(a);
            }
            FormOperand::Reg(r) => operands.push(fixed(Reg::Phys(PReg(r)), is_def, false)),
            FormOperand::NoReg => operands.push(fixed(Reg::NoReg, is_def, false)),
            FormOperand::Imm(v) => operands.push(Operand::Imm(v)),
            FormOperand::ImplicitDef(r) => {
                let mut d = fixed(Reg::Phys(PReg(r)), true, true);
                if let Operand::Reg(x) = &mut d {
                    x.dead = true;
                }
                operands.push(d)
            }
            FormOperand::ImplicitUse(r) => operands.push(fixed(Reg::Phys(PReg(r)), false, true)),
        }
    }
    Some(Inst::new(opcode, operands))
}
