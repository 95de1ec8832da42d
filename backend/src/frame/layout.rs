//! Frame layout: offsets of the stack objects, LLVM RISC-V style.
//!
//! Offsets are from the incoming stack pointer (the CFA), growing down:
//! - fixed objects (`fixedStack:`, incoming arguments) keep their offsets;
//!   negative ones (save areas above the frame) are reserved first;
//! - then the callee-saved slots, in save order (so the first saved
//!   register is at the top: `-8` for an 8-byte slot);
//! - then every other live `stack:` object, in id order (locals and spill
//!   slots as they come), each aligned to its alignment, except that an
//!   `early` object (the emergency scratch slot in a frame addressed from
//!   the frame pointer) comes first, next to the frame pointer, as LLVM's
//!   `allocateScavengingFrameIndexesNearIncomingSP` places it;
//! - then the outgoing call-argument area (`maxCallFrameSize`) at the
//!   bottom, at sp (none in a function with dynamic allocas: each call
//!   pushes its own, see [`super::FramePolicy::var_sized`]);
//! - the total is rounded up to the stack alignment, or to the largest
//!   object alignment when that is larger (a realigned frame).
//!
//! An object at CFA offset `o` is at `sp + stackSize + o` once the
//! prologue has run; in a realigned frame ([`super::FramePolicy::realign`])
//! the objects below the save slots are at `realigned sp + stackSize + o`
//! instead, which keeps their alignment because `stackSize` is a multiple
//! of it. Invariant: without realignment every object's alignment divides
//! the stack alignment (checked, an error otherwise).

use super::{CsrPlan, FrameError};
use crate::mir::Function;
use crate::target::Target;

/// The result of [`layout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The frame size, bytes (a multiple of the stack alignment).
    pub stack_size: u64,
    /// The largest object alignment.
    pub max_alignment: u64,
    /// Bytes of callee-saved slots (with their padding).
    pub csr_bytes: u64,
    /// Distance from the CFA to the bottom of the callee-saved slots (and
    /// of the fixed objects above the frame).
    pub csr_top: u64,
    /// Distance from the CFA down to the top of the callee-saved slots:
    /// the callee-allocated area above the frame (fixed objects with
    /// negative offsets: the register save area of a varargs function).
    /// The frame pointer points there (LLVM: CFA − `VarArgsSaveSize`).
    pub above: u64,
}

fn align_up(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a) * a
    }
}

/// Assigns the offsets of `f`'s stack objects (written into them) and
/// returns the frame size.
pub fn layout(
    f: &mut Function,
    t: &Target,
    plan: &CsrPlan,
    max_call_frame: u64,
    early: Option<u32>,
) -> Result<Layout, FrameError> {
    let stack_align = u64::from(t.stack_alignment.max(1));
    let mut max_align = 1u64;
    // Space above the frame used by fixed objects with negative offsets.
    let mut off: u64 = f
        .fixed_stack
        .iter()
        .filter(|o| o.offset < 0)
        .map(|o| o.offset.unsigned_abs())
        .max()
        .unwrap_or(0);
    // Like LLVM, fixed objects do not raise maxAlignment; what the file
    // already says is kept as a lower bound.
    max_align = max_align.max(f.frame.max_alignment);
    let mut place = |o: &mut crate::mir::StackObject, off: &mut u64| {
        let a = o.alignment.max(1);
        max_align = max_align.max(a);
        *off = align_up(*off + o.size, a);
        o.offset = -(*off as i64);
    };
    let before_csr = off;
    let above = off;
    for s in &plan.saves {
        if let Some(o) = f.stack.iter_mut().find(|o| o.id == s.slot) {
            place(o, &mut off);
        }
    }
    let csr_bytes = off - before_csr;
    let csr_top = off;
    let mut order: Vec<usize> = (0..f.stack.len())
        .filter(|&i| !plan.saves.iter().any(|s| s.slot == f.stack[i].id))
        .collect();
    order.sort_by_key(|&i| (Some(f.stack[i].id) != early, f.stack[i].id));
    for i in order {
        // Dead objects (size 0) take no space.
        if f.stack[i].size == 0 {
            f.stack[i].offset = -(off as i64);
            continue;
        }
        place(&mut f.stack[i], &mut off);
    }
    off += max_call_frame;
    if max_align > stack_align && plan.policy.realign.is_none() {
        return Err(FrameError::new(
            f,
            f.loc,
            format!(
                "a stack object needs {max_align}-byte alignment, more than the stack's \
                 {stack_align}, and the frame is not realigned"
            ),
        ));
    }
    let stack_size = align_up(off, stack_align.max(max_align));
    Ok(Layout {
        stack_size,
        max_alignment: max_align,
        csr_bytes,
        csr_top,
        above,
    })
}
