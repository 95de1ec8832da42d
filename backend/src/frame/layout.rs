//! Frame layout: offsets of the stack objects, LLVM RISC-V style.
//!
//! Offsets are from the incoming stack pointer (the CFA), growing down:
//! - fixed objects (`fixedStack:`, incoming arguments) keep their offsets;
//!   negative ones (save areas above the frame) are reserved first;
//! - then the callee-saved slots, in save order (so the first saved
//!   register is at the top: `-8` for an 8-byte slot);
//! - then an `early` object (the emergency scratch slot in a frame
//!   addressed from the frame pointer), next to the frame pointer, as
//!   LLVM's `allocateScavengingFrameIndexesNearIncomingSP` places it;
//! - then the local block: the objects with a `local-offset:` (LLVM's
//!   LocalStackSlotAllocation gave them offsets relative to one another,
//!   and the code may address one of them from a virtual base register
//!   holding another's address plus the difference: `%5 = ADDXri
//!   %stack.5, 0, 0` then `STRWui %w, %5, 28` for the object 28 bytes
//!   above), laid out as one block like LLVM's PEI does with
//!   `getUseLocalStackAllocationBlock()`: the block's top aligned to the
//!   largest alignment among them, each object at the top + its local
//!   offset (LLVM 14's MIR does not record whether the code relies on
//!   that, so the block is kept whenever objects have local offsets);
//! - then every other live `stack:` object, in id order (locals and spill
//!   slots as they come), each aligned to its alignment;
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
//! the stack alignment (checked, an error otherwise). Invariant: objects
//! with local offsets keep their local offsets' differences (the offsets
//! are checked: negative, each object below 0 and aligned to its
//! alignment, no two overlapping; an error otherwise).

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
    let block = local_block(f, plan)?;
    if !block.objects.is_empty() {
        max_align = max_align.max(block.alignment);
    }
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
        .filter(|&i| !block.objects.iter().any(|&(j, _)| j == i))
        .collect();
    order.sort_by_key(|&i| (Some(f.stack[i].id) != early, f.stack[i].id));
    // The early slot first, then the local block, then the rest.
    let first = order
        .iter()
        .position(|&i| Some(f.stack[i].id) != early)
        .unwrap_or(order.len());
    for &i in &order[..first] {
        place(&mut f.stack[i], &mut off);
    }
    if !block.objects.is_empty() {
        off = align_up(off, block.alignment);
        // Invariant: the block's top is aligned to every member's
        // alignment, and each local offset to its object's.
        for &(i, local) in &block.objects {
            f.stack[i].offset = local - off as i64;
        }
        off += block.size;
    }
    for &i in &order[first..] {
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

/// The local block of [`layout`]: the objects with a `local-offset:`.
struct LocalBlock {
    /// `(index in f.stack, local offset)`, by local offset, top first.
    objects: Vec<(usize, i64)>,
    /// Bytes from the block's top to its deepest object's bottom.
    size: u64,
    /// The largest alignment among the objects.
    alignment: u64,
}

/// The objects of `f` (not save slots) with a `local-offset:`, checked:
/// each local offset is an integer at most `-size`, a multiple of the
/// object's alignment, and no two objects overlap.
fn local_block(f: &crate::mir::Function, plan: &CsrPlan) -> Result<LocalBlock, FrameError> {
    let mut objects = Vec::new();
    let mut alignment = 1u64;
    let mut size = 0u64;
    for (i, o) in f.stack.iter().enumerate() {
        if plan.saves.iter().any(|s| s.slot == o.id) {
            continue;
        }
        let Some((_, text)) = o.other.iter().find(|(k, _)| k == "local-offset") else {
            continue;
        };
        let a = o.alignment.max(1);
        let bad = |why: &str| {
            FrameError::new(
                f,
                f.loc,
                format!(
                    "stack object %stack.{} has local-offset {text}, {why}; \
                     fix or remove the `local-offset:` fields of the frame",
                    o.id
                ),
            )
        };
        let local: i64 = text
            .trim()
            .parse()
            .map_err(|_| bad("which is not an integer"))?;
        if local > 0 || local.unsigned_abs() < o.size {
            return Err(bad(&format!(
                "which does not place its {} bytes below the local block's top (offset 0)",
                o.size
            )));
        }
        if !local.unsigned_abs().is_multiple_of(a) {
            return Err(bad(&format!("not a multiple of its alignment {a}")));
        }
        alignment = alignment.max(a);
        size = size.max(local.unsigned_abs());
        objects.push((i, local));
    }
    objects.sort_by_key(|&(i, local)| (std::cmp::Reverse(local), i));
    // Invariant: sorted from the top down, so an object overlaps another
    // only if it overlaps the one right above it.
    for w in objects.windows(2) {
        let ((i, hi), (j, lo)) = (w[0], w[1]);
        let lo_size = f.stack[j].size as i64;
        if f.stack[i].size > 0 && lo_size > 0 && lo + lo_size > hi {
            return Err(FrameError::new(
                f,
                f.loc,
                format!(
                    "stack objects %stack.{} (local-offset {hi}) and %stack.{} \
                     (local-offset {lo}, {lo_size} bytes) overlap; fix or remove the \
                     `local-offset:` fields of the frame",
                    f.stack[i].id, f.stack[j].id
                ),
            ));
        }
    }
    Ok(LocalBlock {
        objects,
        size,
        alignment,
    })
}
