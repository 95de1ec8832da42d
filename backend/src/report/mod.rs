//! `spillway report`: an HTML picture of a real allocation.
//!
//! [`build`] runs the `spillway alloc` pipeline ([`crate::pipeline`]) on
//! every function, then the checker once more with a trace
//! ([`crate::check::trace`]) of the final code against the (lowered)
//! input, and collects per function a [`model::FunctionModel`]: register
//! pressure per register file from the input's live intervals, the live
//! ranges of the allocated code per register unit labelled with the
//! virtual registers the checker proved they hold, and the spill code.
//! [`html::render`] turns the models into one self-contained HTML file.
//!
//! Invariant: everything shown comes from the allocation the pipeline
//! produced (the same code `spillway alloc` would write with the same
//! options) and from the checker's proof about it; nothing is estimated.

#![deny(missing_docs)]

pub mod html;
pub mod model;

use crate::check::trace::check_traced;
use crate::mir::MirFile;
use crate::pipeline::{PipelineError, PipelineOptions};
use crate::target::Target;
use model::FunctionModel;

/// The models of every function of `file`, in file order, allocated with
/// `opts` (`stop_before_frame` is honoured: the picture is then of the
/// post-RA code).
pub fn build(
    file: &MirFile,
    target: &Target,
    opts: &PipelineOptions,
) -> Result<Vec<FunctionModel>, PipelineError> {
    let mut out = Vec::with_capacity(file.functions.len());
    for f in &file.functions {
        let lowered;
        let pre = if crate::regalloc::needs_lowering(f, target) {
            let mut g = f.clone();
            crate::lower::lower_function(&mut g, target).map_err(PipelineError::Lower)?;
            lowered = g;
            &lowered
        } else {
            f
        };
        let (post, summary) = crate::pipeline::run_function(f, target, opts)?;
        let (_, trace) = check_traced(pre, &post, target);
        out.push(FunctionModel::build(pre, &post, target, &trace, summary));
    }
    Ok(out)
}
