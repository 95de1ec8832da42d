//! Out of SSA: turns MIR as LLVM 14 leaves it after instruction selection
//! (`c2mir.sh --stop ssa`, `-stop-after=finalize-isel`: PHIs, tied uses
//! naming other vregs) into the shape the register allocator reads
//! (`--stop pre-ra`, `-stop-before=greedy`): no PHI, every tied use names
//! the register of its def.
//!
//! The passes, in LLVM's order:
//! 1. [`phi::eliminate`]: PHI elimination (LLVM's `PHIElimination`).
//! 2. [`two_addr::lower_tied`]: the basic form of LLVM's
//!    `TwoAddressInstructionPass` (a `COPY` before each tied instruction).
//! 3. Removal of `LIFETIME_START`/`LIFETIME_END` markers: LLVM's stack
//!    coloring removes all of them even when it merges no slot, so nothing
//!    after it ever sees one. Required, not cosmetic: llc 14 resumed at
//!    `-start-before=greedy` with a marker left aborts in PEI ("Frame
//!    offsets outside of the signed 32-bit range not supported"; measured
//!    on `calls.rv64`).
//!
//! What LLVM runs between `finalize-isel` and `greedy` and we do NOT
//! replicate, because it only improves code: early tail duplication,
//! `opt-phis`, stack-slot merging (stack coloring), local stack slot
//! allocation, dead-instruction elimination, early LICM, machine CSE,
//! machine sinking, the peephole optimizer, `sext.w` removal, base-offset
//! merging, dead-lane detection, implicit-def processing, unreachable
//! block removal, the register coalescer, sub-register renaming and the
//! machine scheduler. LiveVariables' `killed`/`dead` flags are not
//! recomputed (they are optional in MIR; we only clear `killed` flags a
//! new copy would contradict). Consequences for the allocator: it must
//! tolerate many more `COPY`s than in `--stop pre-ra` input (two per PHI
//! operand before coalescing), vregs with several defs (the PHI temps are
//! defined once per predecessor), and code in isel order (unscheduled).
//!
//! Invariants after [`lower_function`] succeeds: no `PHI` remains; every
//! use with `(tied-def N)` names the same register and sub-register as
//! operand `N`; no `LIFETIME_*` marker remains; every vreg the passes made
//! has a class. The function is no longer in SSA form (llc's MIR reader
//! notices that by itself: LLVM 14 computes `IsSSA` and `NoPHIs` from the
//! body, the header has no field for them, so none is changed).

pub mod phi;
pub mod two_addr;

use crate::mir::{Function, MirFile};
use crate::target::Target;

/// An input the lowering cannot handle: where, in which function, and why.
pub type LowerError = crate::error::PassError;

/// What [`lower_function`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerStats {
    /// PHIs removed.
    pub phis: usize,
    /// `COPY`s inserted by PHI elimination (predecessor and block-top ones).
    pub phi_copies: usize,
    /// `IMPLICIT_DEF`s inserted for `undef` PHI operands.
    pub implicit_defs: usize,
    /// `COPY`s inserted before tied instructions.
    pub tied_copies: usize,
    /// `LIFETIME_START`/`LIFETIME_END` markers removed.
    pub lifetime_markers: usize,
}

impl LowerStats {
    fn add(&mut self, o: &LowerStats) {
        self.phis += o.phis;
        self.phi_copies += o.phi_copies;
        self.implicit_defs += o.implicit_defs;
        self.tied_copies += o.tied_copies;
        self.lifetime_markers += o.lifetime_markers;
    }
}

/// Lowers one function out of SSA (see the module doc). On error the
/// function may be partly lowered; callers drop it.
pub fn lower_function(f: &mut Function, target: &Target) -> Result<LowerStats, LowerError> {
    let mut stats = phi::eliminate(f, target)?;
    stats.tied_copies = two_addr::lower_tied(f, target)?;
    let mut markers = 0;
    for b in &mut f.blocks {
        let before = b.insts.len();
        b.insts
            .retain(|i| i.opcode != "LIFETIME_START" && i.opcode != "LIFETIME_END");
        markers += before - b.insts.len();
    }
    stats.lifetime_markers = markers;
    Ok(stats)
}

/// Lowers every function of a file; returns the summed statistics or
/// every function's error.
pub fn lower_file(file: &mut MirFile, target: &Target) -> Result<LowerStats, Vec<LowerError>> {
    let mut total = LowerStats::default();
    let mut errors = Vec::new();
    for f in &mut file.functions {
        match lower_function(f, target) {
            Ok(s) => total.add(&s),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(total)
    } else {
        Err(errors)
    }
}
