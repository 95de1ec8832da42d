//! The whole `spillway alloc` pipeline as one library call, [`run`]:
//!
//! 1. lower out of SSA ([`crate::lower::lower_function`]) when a function
//!    is still in the `--stop ssa` shape ([`crate::regalloc::needs_lowering`]);
//! 2. allocate ([`crate::regalloc::allocate`]);
//! 3. check the allocation against the lowered input ([`crate::check::check`]);
//! 4. unless [`PipelineOptions::stop_before_frame`]: insert the callee-saved
//!    saves ([`crate::frame::insert_csr_saves`]), lay out the frame and
//!    eliminate frame indices ([`crate::frame::finalize_frame`]), and check
//!    again (the checker understands post-PEI code and then also proves that
//!    callee-saved registers are restored at every return).
//!
//! Between the two frame phases, unless [`PipelineOptions::soften`] is
//! [`SoftenMode::Off`], spill slots (and callee-saved save slots) are
//! softened into idle registers of another class ([`crate::soften::soften`]);
//! the second check then proves the softened code too.
//!
//! With [`crate::timing::enable`], each stage's wall time is added to the
//! [`crate::timing`] counters.
//!
//! Invariants of a successful [`run`]: the output file has the same
//! functions in the same order as the input, each allocated (no virtual
//! register left); without `stop_before_frame`, no frame-index operand is
//! left either (the shape `llc -start-after=prologepilog` accepts). A
//! checker failure is *not* an error of [`run`]: the output is produced and
//! the failure is in the function's [`CheckOutcome`], so that callers can
//! write the output for inspection and still report the failure.

use crate::check::{CheckError, CheckStats};
use crate::frame::FrameError;
use crate::lower::LowerError;
use crate::mir::{Function, MirFile};
use crate::regalloc::{AllocError, AllocOptions, Allocator};
use crate::soften::{SoftenMode, SoftenOptions};
use crate::target::Target;
use crate::timing::{self, Stage};
use std::fmt;
use std::time::{Duration, Instant};

/// What [`run`] does.
#[derive(Clone, Debug)]
pub struct PipelineOptions {
    /// The allocator.
    pub allocator: Allocator,
    /// Run the checker after allocation and after frame lowering.
    pub check: bool,
    /// Softening of spill slots between the frame phases (ignored with
    /// `stop_before_frame`).
    pub soften: SoftenMode,
    /// Stop after allocation: write the post-RA shape (`mir2exe.sh --start
    /// pre-pei` or `post-ra`) instead of lowering the frame.
    pub stop_before_frame: bool,
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions {
            allocator: Allocator::Greedy,
            check: true,
            soften: SoftenMode::Full,
            stop_before_frame: false,
        }
    }
}

/// The checker's verdict on one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckOutcome {
    /// The checker did not run (`check: false`).
    Skipped,
    /// Every check that ran proved the function. `post_ra` is the proof of
    /// the allocation, `post_frame` the proof after frame lowering (`None`
    /// with `stop_before_frame`).
    Proved {
        /// The proof of the allocated function (before frame lowering).
        post_ra: Box<CheckStats>,
        /// The proof of the frame-lowered function.
        post_frame: Option<Box<CheckStats>>,
    },
    /// A check failed: at which stage, and the violations.
    Failed {
        /// `"post-ra"` or `"post-frame"`.
        stage: &'static str,
        /// The violations (at most 50).
        errors: Vec<CheckError>,
    },
}

impl CheckOutcome {
    /// Did a check fail?
    pub fn failed(&self) -> bool {
        matches!(self, CheckOutcome::Failed { .. })
    }
    /// A short word for tables: `proved`, `skipped`, `FAILED(stage)`.
    pub fn summary(&self) -> String {
        match self {
            CheckOutcome::Skipped => "skipped".into(),
            CheckOutcome::Proved { .. } => "proved".into(),
            CheckOutcome::Failed { stage, errors } => {
                format!("FAILED({stage}, {} errors)", errors.len())
            }
        }
    }
}

/// What the pipeline did to one function.
#[derive(Clone, Debug)]
pub struct FunctionReport {
    /// The function's name.
    pub function: String,
    /// The allocator that ran (`greedy/local` when greedy kept the local
    /// allocation, see [`crate::regalloc::select`]).
    pub allocator: &'static str,
    /// Virtual registers used or defined in the (lowered) input.
    pub vregs: usize,
    /// Spill stores inserted by the allocator.
    pub spills: usize,
    /// Reloads inserted by the allocator.
    pub reloads: usize,
    /// Rematerialized definitions, as the checker counted them (`None` when
    /// the checker did not run or failed).
    pub remats: Option<usize>,
    /// Spill slots the allocator created.
    pub slots: usize,
    /// Frame size in bytes after frame lowering (`None` with
    /// `stop_before_frame`).
    pub frame_bytes: Option<u64>,
    /// Spill slots moved into registers by softening (callee-saved save
    /// slots not included; 0 when softening is off).
    pub softened: usize,
    /// Callee-saved save slots moved into registers by softening.
    pub softened_csr: usize,
    /// Wall time of the allocation alone.
    pub alloc_time: Duration,
    /// Wall time of the whole pipeline for this function (lowering,
    /// allocation, checks, frame).
    pub total_time: Duration,
    /// The checker's verdict.
    pub check: CheckOutcome,
}

/// The output of [`run`]: the processed file and one report per function.
#[derive(Clone, Debug)]
pub struct PipelineOutput {
    /// The allocated (and, by default, frame-lowered) file.
    pub file: MirFile,
    /// One report per function, in file order.
    pub reports: Vec<FunctionReport>,
}

impl PipelineOutput {
    /// Did the checker fail on any function?
    pub fn check_failed(&self) -> bool {
        self.reports.iter().any(|r| r.check.failed())
    }
}

/// A stage of the pipeline could not process a function (bad or
/// unsupported input): nothing is written.
#[derive(Clone, Debug)]
pub enum PipelineError {
    /// Lowering out of SSA failed.
    Lower(LowerError),
    /// The allocator failed.
    Alloc(AllocError),
    /// Frame lowering failed.
    Frame(FrameError),
}

impl PipelineError {
    /// `path:line:col: error: in function 'f': message` (with the stage).
    pub fn render(&self, path: &str) -> String {
        match self {
            PipelineError::Lower(e) => e.render(path),
            PipelineError::Alloc(e) => e.render(path),
            PipelineError::Frame(e) => e.render(path),
        }
    }
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PipelineError::Lower(e) => write!(f, "lowering out of SSA: {e}"),
            PipelineError::Alloc(e) => write!(f, "register allocation: {e}"),
            PipelineError::Frame(e) => write!(f, "frame lowering: {e}"),
        }
    }
}

impl std::error::Error for PipelineError {}

/// Runs the pipeline on every function of `file` (see the module doc).
/// Stops at the first function a stage cannot process.
pub fn run(
    file: &MirFile,
    target: &Target,
    opts: &PipelineOptions,
) -> Result<PipelineOutput, PipelineError> {
    let mut out = file.clone();
    let mut reports = Vec::with_capacity(file.functions.len());
    for (k, f) in file.functions.iter().enumerate() {
        let (func, report) = run_function(f, target, opts)?;
        out.functions[k] = func;
        reports.push(report);
    }
    Ok(PipelineOutput { file: out, reports })
}

/// Rejects a function that reads a virtual register on a path from the
/// entry with no definition of it (live into the entry block): its value
/// would be whatever the allocator left in the register, and the checker
/// could not prove anything about it. LLVM's instruction selection writes
/// `IMPLICIT_DEF` (or an `undef` operand) for a deliberately undefined value.
fn reads_before_def(f: &Function, target: &Target) -> Result<(), AllocError> {
    use crate::analysis::{cfg::Cfg, liveness::Liveness};
    if f.blocks.is_empty() {
        return Ok(());
    }
    let cfg = Cfg::new(f, target);
    let live = Liveness::new(f, target, &cfg);
    let Some(v) = live.live_in(crate::mir::BlockId(0)).iter().next() else {
        return Ok(());
    };
    let reg = crate::mir::Reg::Virt(crate::mir::VReg(v as u32));
    let loc = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .find(|i| i.reg_operands().any(|(_, r)| r.reg == reg && !r.is_def))
        .map_or(f.loc, |i| i.loc);
    Err(AllocError::new(
        f,
        loc,
        format!(
            "%{v} is read before it is defined (no definition on some path from the function entry); \
             define it first, or write IMPLICIT_DEF / an 'undef' operand for an undefined value"
        ),
    ))
}

/// Runs the pipeline on one function: the processed function and its report.
pub fn run_function(
    f: &Function,
    target: &Target,
    opts: &PipelineOptions,
) -> Result<(Function, FunctionReport), PipelineError> {
    let start = Instant::now();
    let lowered;
    let pre: &Function = if crate::regalloc::needs_lowering(f, target) {
        let _timer = timing::start(Stage::Lower);
        let mut g = f.clone();
        crate::lower::lower_function(&mut g, target).map_err(PipelineError::Lower)?;
        lowered = g;
        &lowered
    } else {
        f
    };
    reads_before_def(pre, target).map_err(PipelineError::Alloc)?;
    // The registers the frame takes (a frame pointer) are the function's
    // own reservations: allocation, softening and frame lowering run with
    // them reserved. The checker keeps the target's own view, so that it
    // tracks the frame pointer like any callee-saved register (saved,
    // restored, never clobbered).
    let policy = crate::frame::FramePolicy::of(pre, target).map_err(PipelineError::Frame)?;
    let reserved = policy.reserve(target);
    let own;
    let ftarget: &Target = if reserved.is_empty() {
        target
    } else {
        own = target.with_reserved(&reserved);
        &own
    };
    let alloc_opts = AllocOptions {
        allocator: opts.allocator,
        softened_after: !opts.stop_before_frame && opts.soften != SoftenMode::Off,
    };
    let res = {
        let _timer = timing::start(Stage::Allocate);
        crate::regalloc::allocate(pre, ftarget, &alloc_opts).map_err(PipelineError::Alloc)?
    };
    let stats = res.stats;
    let mut post = res.function;
    let mut check = CheckOutcome::Skipped;
    let mut post_ra_proof = None;
    if opts.check {
        let _timer = timing::start(Stage::Check);
        match crate::check::check(pre, &post, target) {
            Ok(s) => post_ra_proof = Some(s),
            Err(errors) => {
                check = CheckOutcome::Failed {
                    stage: "post-ra",
                    errors,
                }
            }
        }
    }
    let mut frame_bytes = None;
    let (mut softened, mut softened_csr) = (0, 0);
    let mut post_frame_proof = None;
    if !opts.stop_before_frame {
        let mut plan = {
            let _timer = timing::start(Stage::CsrSaves);
            crate::frame::insert_csr_saves(&mut post, ftarget).map_err(PipelineError::Frame)?
        };
        if opts.soften != SoftenMode::Off {
            let _timer = timing::start(Stage::Soften);
            let ss = crate::soften::soften(
                &mut post,
                ftarget,
                &mut plan,
                &SoftenOptions { mode: opts.soften },
            );
            softened = ss.spill_slots_softened;
            softened_csr = ss.csr_saves_softened;
        }
        let fs = {
            let _timer = timing::start(Stage::Frame);
            crate::frame::finalize_frame(&mut post, ftarget, &plan).map_err(PipelineError::Frame)?
        };
        frame_bytes = Some(fs.stack_size);
        // Invariant: a failed post-RA check is not re-run after the frame
        // (its report is the more precise one).
        if opts.check && !check.failed() {
            let _timer = timing::start(Stage::Check);
            match crate::check::check(pre, &post, target) {
                Ok(s) => post_frame_proof = Some(s),
                Err(errors) => {
                    check = CheckOutcome::Failed {
                        stage: "post-frame",
                        errors,
                    }
                }
            }
        }
    }
    let remats = post_ra_proof.as_ref().map(|s| s.remats);
    if !check.failed() {
        if let Some(p) = post_ra_proof {
            check = CheckOutcome::Proved {
                post_ra: Box::new(p),
                post_frame: post_frame_proof.map(Box::new),
            };
        }
    }
    let report = FunctionReport {
        function: f.name.clone(),
        allocator: stats.allocator,
        vregs: stats.vregs,
        spills: stats.spills,
        reloads: stats.reloads,
        remats,
        slots: stats.slots,
        frame_bytes,
        softened,
        softened_csr,
        alloc_time: stats.time,
        total_time: start.elapsed(),
        check,
    };
    Ok((post, report))
}

/// The per-function table `spillway alloc` prints.
pub fn render_table(reports: &[FunctionReport]) -> String {
    let mut s = format!(
        "{:<24} {:>6} {:>6} {:>7} {:>6} {:>5} {:>6} {:>8} {:>8} {:>10}  {:<8} {}\n",
        "function",
        "vregs",
        "spills",
        "reloads",
        "remats",
        "slots",
        "frame",
        "softened",
        "csr-soft",
        "alloc-time",
        "check",
        "allocator"
    );
    for r in reports {
        s.push_str(&format!(
            "{:<24} {:>6} {:>6} {:>7} {:>6} {:>5} {:>6} {:>8} {:>8} {:>8.3}ms  {:<8} {}\n",
            r.function,
            r.vregs,
            r.spills,
            r.reloads,
            r.remats.map_or("-".to_string(), |n| n.to_string()),
            r.slots,
            r.frame_bytes.map_or("-".to_string(), |n| n.to_string()),
            r.softened,
            r.softened_csr,
            r.alloc_time.as_secs_f64() * 1e3,
            r.check.summary(),
            r.allocator
        ));
    }
    s
}
