//! Register allocation: the entry point [`allocate`] and the framework every
//! allocator shares.
//!
//! An allocator reads a function in the pre-RA shape (no PHI, tied uses
//! naming their def's register: `--stop pre-ra`, or `--stop ssa` after
//! [`crate::lower::lower_function`]) and returns a copy in the post-RA
//! shape that `llc -start-after=virtregrewriter` accepts (see the rig's
//! "MIR contract for an allocator's output").
//!
//! Shared pieces:
//! - [`rewrite::SpillCode`]: spill slots (`stack:` entries of type
//!   `spill-slot`, size and alignment from the class) and the store/reload
//!   instructions built from the class's [`crate::target::SpillOps`] forms;
//! - [`rewrite::assign_operand`]: puts a physical register in a register
//!   operand, resolving its sub-register index through the target;
//! - [`rewrite::rewrite_assignment`]: a whole-function virtual-to-physical
//!   map applied to every operand (what greedy's rewriter needs);
//! - [`rewrite::finish`]: the post-RA clean-up every allocator ends with:
//!   identity copies removed, function `liveins:` detached from vregs,
//!   block `liveins:` recomputed by physical liveness, and a final proof
//!   that no virtual register is left.
//!
//! What a call's register mask clobbers is the target's
//! ([`crate::target::RegMaskInfo`]): per register for placing values, per
//! unit for liveness.
//!
//! Invariants of a successful [`allocate`]: the result has the same blocks
//! (same `bb.N` numbers and successors) as the input, no virtual register
//! in any operand, and every spill slot it created is a `stack:` entry
//! whose id no other object uses.

pub mod basic;
pub mod fast;
pub mod greedy;
pub mod queue;
pub mod rewrite;
pub mod select;
pub mod spill;
pub mod split;
pub mod weight;

use crate::mir::Function;
use crate::target::Target;
use std::time::Duration;

/// Which allocator [`allocate`] runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Allocator {
    /// Local allocation per block, values in stack slots across blocks
    /// (LLVM's `RegAllocFast`).
    #[default]
    Fast,
    /// Priority queue and eviction without splitting (LLVM's
    /// `RegAllocBasic`).
    Basic,
    /// LLVM's greedy allocator: priority queue, eviction, splitting,
    /// spilling; the local allocation replaces it for a function when that
    /// is estimated cheaper ([`select`]).
    Greedy,
}

impl Allocator {
    /// The name used on the command line (`fast`, `basic`, `greedy`).
    pub fn name(self) -> &'static str {
        match self {
            Allocator::Fast => "fast",
            Allocator::Basic => "basic",
            Allocator::Greedy => "greedy",
        }
    }
}

/// Options of [`allocate`].
#[derive(Clone, Debug, Default)]
pub struct AllocOptions {
    /// The allocator to run.
    pub allocator: Allocator,
    /// Softening will run on the result (so a spill slot may end up a
    /// register move): the spiller then does not rematerialize loads from
    /// the incoming-argument area, which softening could not remove.
    pub softened_after: bool,
}

/// Why a function could not be allocated: where and what to do.
pub type AllocError = crate::error::PassError;

/// What an allocation did to one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocStats {
    /// The function's name.
    pub function: String,
    /// The allocator that ran.
    pub allocator: &'static str,
    /// Virtual registers in the input that were used or defined.
    pub vregs: usize,
    /// Spill stores inserted.
    pub spills: usize,
    /// Reloads inserted.
    pub reloads: usize,
    /// Spill slots created.
    pub slots: usize,
    /// Identity copies removed.
    pub copies_removed: usize,
    /// Wall time of the allocation (including the rewrite).
    pub time: Duration,
}

/// An allocated function and what the allocation did.
#[derive(Clone, Debug)]
pub struct AllocResult {
    /// The function in the post-RA shape.
    pub function: Function,
    /// Counts and time.
    pub stats: AllocStats,
}

/// Allocates `f` (pre-RA shape: no PHI, see the module doc) with the
/// allocator `opts` names and returns the post-RA function.
pub fn allocate(
    f: &Function,
    target: &Target,
    opts: &AllocOptions,
) -> Result<AllocResult, AllocError> {
    if let Some((b, i)) = f
        .blocks
        .iter()
        .flat_map(|b| b.insts.iter().map(move |i| (b, i)))
        .find(|(_, i)| i.is_phi())
    {
        return Err(AllocError::new(
            f,
            i.loc,
            format!(
                "bb.{} has a PHI: register allocation reads MIR out of SSA form \
                 (lower it first: `spillway mir lower`, which `spillway alloc` runs \
                 by itself on SSA input)",
                b.number
            ),
        ));
    }
    let start = std::time::Instant::now();
    let mut result = match opts.allocator {
        Allocator::Fast => fast::allocate(f, target)?,
        Allocator::Basic => basic::allocate_with(f, target, !opts.softened_after)?,
        Allocator::Greedy => {
            // The local allocation runs on a second thread while greedy
            // runs (it takes a fraction of greedy's time).
            let (g, local) = std::thread::scope(|s| {
                let local = s.spawn(|| fast::allocate(f, target).ok());
                let g = greedy::allocate_with(f, target, !opts.softened_after);
                (g, local.join().ok().flatten())
            });
            let g = g?;
            match local {
                Some(local) => select::cheaper(f, target, g, local, "greedy/local"),
                None => g,
            }
        }
    };
    result.stats.function = f.name.clone();
    if result.stats.allocator.is_empty() {
        result.stats.allocator = opts.allocator.name();
    }
    result.stats.time = start.elapsed();
    Ok(result)
}

/// Does `f` need [`crate::lower::lower_function`] before allocation: is it
/// still in the `--stop ssa` shape (a PHI, a lifetime marker, or a tied
/// use naming another register than its def: printed ties, and those
/// `target` describes, [`Target::tied_def`])?
pub fn needs_lowering(f: &Function, target: &Target) -> bool {
    use crate::mir::Operand;
    f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.is_phi()
            || i.opcode.starts_with("LIFETIME_")
            || i.reg_operands().any(|(k, r)| {
                let tie = match (r.is_def, r.tied_def) {
                    (true, Some(d)) => Some(d as usize),
                    _ => target.tied_def(i, k),
                };
                tie.is_some_and(|d| match i.operands.get(d) {
                    Some(Operand::Reg(dr)) => dr.reg != r.reg || dr.sub_reg != r.sub_reg,
                    _ => true,
                })
            })
    })
}
