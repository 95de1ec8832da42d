//! What kind of frame a function needs, decided from its MIR before
//! allocation (the registers it reserves must be known to the allocator)
//! and again by frame lowering: LLVM 14's `hasFP`, `hasBP` and
//! `hasStackRealignment`, target-independent.
//!
//! - **Stack realignment** when a stack object is aligned above the ABI's
//!   stack alignment (`_Alignas(64)`, `frameInfo.maxAlignment`) or the
//!   function has the `"stackrealign"` attribute, unless it has
//!   `"no-realign-stack"` (then the object is an error, as LLVM cannot
//!   honour it either).
//! - **A frame pointer** when the IR asks for one (`"frame-pointer"="all"`,
//!   or `"non-leaf"` in a function with calls: `-O0`,
//!   `-fno-omit-frame-pointer`), when the function has variable-sized
//!   objects (`alloca`, VLAs: sp moves, so locals are addressed from the
//!   frame pointer and sp is restored from it), when it takes its frame
//!   address (`__builtin_frame_address`), or when it realigns the stack.
//! - **A base pointer** when it both realigns and has variable-sized
//!   objects: the realigned sp is kept in the target's `BasePointer`
//!   because sp moves and the frame pointer is not aligned.
//!
//! Invariant: a function with [`FramePolicy::frame_pointer`] has the
//! frame pointer (and, with [`FramePolicy::base_pointer`], the base
//! pointer) reserved by [`FramePolicy::reserve`] for allocation, and frame
//! lowering saves the return address and the frame pointer in its first
//! save slots, as LLVM's RISC-V and AArch64 frames do.

use super::FrameError;
use crate::mir::{Function, Reg, StackObjectKind};
use crate::target::{PReg, Target};

/// The frame shape of one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FramePolicy {
    /// The function sets up and keeps a frame pointer.
    pub frame_pointer: bool,
    /// The function keeps the realigned sp in a base pointer.
    pub base_pointer: bool,
    /// The alignment sp is realigned to in the prologue (`None`: no
    /// realignment).
    pub realign: Option<u64>,
    /// The function has variable-sized stack objects: sp moves in the
    /// body, so the call frames are not reserved in the frame (each call's
    /// argument area is pushed and popped around it).
    pub var_sized: bool,
}

impl FramePolicy {
    /// The policy of `f` on target `t` (see the module doc).
    pub fn of(f: &Function, t: &Target) -> Result<FramePolicy, FrameError> {
        let stack_align = u64::from(t.stack_alignment.max(1));
        let var_sized = f
            .stack
            .iter()
            .any(|o| o.kind == StackObjectKind::VariableSized);
        // Like LLVM's `MFI.getMaxAlign()`: every object ever created counts
        // (the file's `maxAlignment` already has the ones since deleted).
        let max_align = f
            .stack
            .iter()
            .map(|o| o.alignment)
            .chain(std::iter::once(f.frame.max_alignment))
            .max()
            .unwrap_or(1)
            .max(1);
        let wants_realign = max_align > stack_align || f.ir_attr("stackrealign").is_some();
        let realign = if wants_realign {
            if f.ir_attr("no-realign-stack").is_some() {
                if max_align > stack_align {
                    return Err(FrameError::new(
                        f,
                        f.loc,
                        format!(
                            "a stack object needs {max_align}-byte alignment, more than the \
                             stack's {stack_align}, and the function has \"no-realign-stack\""
                        ),
                    ));
                }
                None
            } else {
                Some(max_align.max(stack_align))
            }
        } else {
            None
        };
        let frame_pointer_attr = match f.ir_attr("frame-pointer") {
            Some("all") => true,
            Some("non-leaf") => f.frame.has_calls,
            _ => false,
        };
        let frame_address_taken = f
            .frame
            .fields
            .iter()
            .any(|(k, v)| k == "isFrameAddressTaken" && v.trim() == "true");
        let frame_pointer =
            frame_pointer_attr || var_sized || frame_address_taken || realign.is_some();
        let base_pointer = var_sized && realign.is_some();
        let policy = FramePolicy {
            frame_pointer,
            base_pointer,
            realign,
            var_sized,
        };
        policy.check_target(f, t)?;
        Ok(policy)
    }

    /// The registers this policy takes from the allocator: the frame
    /// pointer and the base pointer when used.
    pub fn reserve(&self, t: &Target) -> Vec<PReg> {
        let mut r = Vec::new();
        if self.frame_pointer {
            r.push(t.frame_pointer);
        }
        if self.base_pointer {
            if let Some(bp) = t.frame_ops.as_ref().and_then(|o| o.base_pointer) {
                r.push(bp);
            }
        }
        r
    }

    /// The target's facts this policy needs, and the function not already
    /// using the registers it reserves.
    fn check_target(&self, f: &Function, t: &Target) -> Result<(), FrameError> {
        let ops = t.frame_ops.as_ref();
        if let Some(align) = self.realign {
            let Some(o) = ops.filter(|o| o.and_imm.is_some()) else {
                return Err(FrameError::new(
                    f,
                    f.loc,
                    format!(
                        "the function needs stack realignment and target {} gives no `AndImm` \
                         in its FrameLoweringOps record",
                        t.name
                    ),
                ));
            };
            let fits = super::cfi::and_imm_operand(o, align).is_some();
            if !fits {
                return Err(FrameError::new(
                    f,
                    f.loc,
                    format!(
                        "realigning the stack to {align} bytes needs an `AndImm` immediate of \
                         -{align}, which does not fit the target's {} bits",
                        o.imm_bits
                    ),
                ));
            }
        }
        if self.base_pointer && ops.and_then(|o| o.base_pointer).is_none() {
            return Err(FrameError::new(
                f,
                f.loc,
                format!(
                    "the function realigns the stack and has dynamic allocas, which needs a \
                     base pointer, and target {} gives no `BasePointer` in its \
                     FrameLoweringOps record",
                    t.name
                ),
            ));
        }
        // Reading the frame pointer is what `__builtin_frame_address`
        // compiles to; writing it (or the base pointer) would break the
        // frame.
        for r in self.reserve(t) {
            if let Some(i) = f.blocks.iter().flat_map(|b| &b.insts).find(|i| {
                i.reg_operands().any(|(_, o)| {
                    (o.is_def || r != t.frame_pointer)
                        && matches!(o.reg, Reg::Phys(p) if t.overlaps(p, r))
                }) || i.reg_masks().any(|m| !t.reg_mask(m).preserves(r))
            }) {
                return Err(FrameError::new(
                    f,
                    i.loc,
                    format!(
                        "the function needs ${} as its {} but its code uses it (inline asm or a \
                         named register variable?)",
                        t.mir_name(r),
                        if r == t.frame_pointer {
                            "frame pointer"
                        } else {
                            "base pointer"
                        }
                    ),
                ));
            }
        }
        Ok(())
    }
}
