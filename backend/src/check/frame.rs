//! Frame checks (post-PEI code only): at every return each callee-saved
//! register of the function's ABI holds its entry value and the stack
//! pointer is back at its entry value.
//!
//! Invariants:
//! - The callee-saved check runs only when `post` is after prologue/
//!   epilogue insertion (`Checker::post_pei`); before it, PEI itself
//!   saves what the function clobbers.
//! - A save list excludes reserved registers (they are never tracked).
//! - The local block (post-PEI code only): the objects to which `pre`
//!   gives a `local-offset:` keep their local offsets' differences in
//!   `post`'s layout. LLVM's LocalStackSlotAllocation lets pre code reach
//!   one such object from another's address (`%5 = ADDXri %stack.5, 0, 0`
//!   then `STRWui %w, %5, 28`: the object 28 bytes above `%stack.5`), which
//!   the value checks take as an access through a register, so only this
//!   check relates it to the intended object.

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

/// The local-block check (see the module doc): `None` when `post`'s
/// objects with a pre `local-offset:` are at a common base + their local
/// offsets (objects `post` dropped or left empty are skipped), else why
/// not.
pub(super) fn local_block_error(pre: &Function, post: &Function) -> Option<String> {
    let mut base: Option<(u32, i64, i64)> = None;
    for o in &pre.stack {
        let Some(local) = o
            .other
            .iter()
            .find(|(k, _)| k == "local-offset")
            .and_then(|(_, v)| v.trim().parse::<i64>().ok())
        else {
            continue;
        };
        let Some(p) = post.stack_object(o.id).filter(|p| p.size > 0) else {
            continue;
        };
        match base {
            None => base = Some((o.id, local, p.offset - local)),
            Some((id, l, b)) if p.offset - local != b => {
                return Some(format!(
                    "the frame layout puts %stack.{} at offset {} and %stack.{id} at offset {}, \
                     {} bytes apart, but their local offsets ({local} and {l}) put them {} bytes \
                     apart: code that reaches one from the other's address (LLVM's local stack \
                     block) would access the wrong bytes",
                    o.id,
                    p.offset,
                    b + l,
                    (p.offset - (b + l)).abs(),
                    (local - l).abs()
                ));
            }
            Some(_) => {}
        }
    }
    None
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
