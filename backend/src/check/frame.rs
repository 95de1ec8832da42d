//! Frame checks (post-PEI code only): at every return each callee-saved
//! register of the function's ABI holds its entry value and the stack
//! pointer is back at its entry value.
//!
//! Invariants:
//! - The callee-saved check runs only when `post` is after prologue/
//!   epilogue insertion (`Checker::post_pei`); before it, PEI itself
//!   saves what the function clobbers.
//! - A save list excludes reserved registers (they are never tracked).

use super::errors::{render_base, Report, Side};
use super::state::{Base, State, Value};
use super::Checker;
use crate::mir::{Function, Inst, Operand};

impl Checker<'_> {
    /// The callee-saved check at a return (post-PEI only).
    pub(super) fn check_return(&self, b: usize, j: usize, p: &Inst, st: &State, rep: &mut Report) {
        if !self.post_pei || !self.t.opcode(&p.opcode).is_some_and(|o| o.is_return) {
            return;
        }
        if let Some(n) = &mut rep.stats.callee_saved_returns {
            *n += 1;
        }
        for &r in &self.save_list {
            let c = self.contents(st, r);
            if !c.contains(&Value::Entry(r.0)) {
                let name = format!("${}", self.t.mir_name(r));
                self.error(
                    rep,
                    b,
                    Side::Post,
                    j,
                    p,
                    Some(name.clone()),
                    Some(self.render_value(Value::Entry(r.0))),
                    Some(format!("{} in {name}", self.render_values(&c))),
                    format!(
                        "callee-saved register {name} does not hold its entry value at this return"
                    ),
                );
            }
        }
        if st.sp != Some((Base::Entry, 0)) {
            self.error(
                rep,
                b,
                Side::Post,
                j,
                p,
                Some(format!("${}", self.t.mir_name(self.sp))),
                Some("entry sp+0".to_string()),
                Some(match st.sp {
                    Some((b, d)) => format!("{}{d:+}", render_base(b)),
                    None => "unknown".to_string(),
                }),
                "the stack pointer is not restored at this return".to_string(),
            );
        }
    }
}

/// Does any instruction name a frame object (`%stack.N`, `%fixed-stack.N`)?
/// After prologue/epilogue insertion none does.
pub(super) fn has_frame_index(f: &Function) -> bool {
    f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { .. }))
    })
}
