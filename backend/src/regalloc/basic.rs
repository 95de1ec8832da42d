//! The basic allocator (LLVM's `RABasic`): the greedy driver's priority
//! queue, assignment and eviction, without live-range splitting — a range
//! that finds no register is spilled (one reload per block, then per
//! instruction). A baseline for quality and speed.
//!
//! Invariant: shares every data structure and rule with
//! [`super::greedy`]; only the `split` switch differs.

use super::{greedy, AllocError, AllocResult};
use crate::mir::Function;
use crate::target::Target;

/// Allocates `f` with the basic allocator.
pub fn allocate(f: &Function, target: &Target) -> Result<AllocResult, AllocError> {
    greedy::run(f, target, false).map(|(r, _)| r)
}

/// [`allocate`] with the spiller's load rematerialization on or off.
pub fn allocate_with(
    f: &Function,
    target: &Target,
    load_remat: bool,
) -> Result<AllocResult, AllocError> {
    greedy::run_with(f, target, false, load_remat).map(|(r, _)| r)
}
