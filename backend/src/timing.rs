//! Per-stage wall-time accounting for the pipeline (`SPILLWAY_TIME=1
//! spillway alloc` prints it; `bench/scaling.sh` reads it).
//!
//! Each stage has a process-wide counter of nanoseconds. A [`Timer`]
//! (from [`start`]) adds the time until it is dropped to its stage's
//! counter; nothing is recorded until [`enable`] is called, and a disabled
//! timer costs one atomic load. The time is the calling thread's CPU time
//! (`/proc/thread-self/schedstat`, nanoseconds on the CPU) where Linux
//! provides it, else wall time: on a loaded machine wall time measures the
//! scheduler, not the code.
//!
//! Invariants:
//! - Stages nest: [`Stage::Liveness`] (the analyses [`crate::analysis::Analysis::new`]
//!   runs each allocation round) and [`Stage::Spill`] (spill code insertion
//!   and stack-slot coloring) run inside [`Stage::Allocate`], whose counter
//!   includes them; [`report`] prints allocation without them.
//! - The counters are process-wide: they are meaningful when one pipeline
//!   runs at a time (the CLI). Threads running pipelines in parallel (the
//!   tests) would add into the same counters, so the tests never enable it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A pipeline stage with its own counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading the MIR file (the CLI).
    Read,
    /// Lowering out of SSA.
    Lower,
    /// The analyses (CFG, dominators, loops, frequencies, liveness, live
    /// intervals) recomputed by each allocation round.
    Liveness,
    /// The whole allocation (includes `Liveness` and `Spill`).
    Allocate,
    /// Spill code insertion and stack-slot coloring.
    Spill,
    /// The allocation checker (both runs).
    Check,
    /// Callee-saved save insertion.
    CsrSaves,
    /// Softening of spill slots into idle registers.
    Soften,
    /// Frame layout and frame-index elimination.
    Frame,
    /// Printing and writing the output (the CLI).
    Write,
}

const STAGES: [Stage; 10] = [
    Stage::Read,
    Stage::Lower,
    Stage::Liveness,
    Stage::Allocate,
    Stage::Spill,
    Stage::Check,
    Stage::CsrSaves,
    Stage::Soften,
    Stage::Frame,
    Stage::Write,
];

impl Stage {
    /// The name [`report`] prints.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Read => "read",
            Stage::Write => "write",
            Stage::Lower => "lower",
            Stage::Liveness => "liveness",
            Stage::Allocate => "allocate",
            Stage::Spill => "spill",
            Stage::Check => "check",
            Stage::CsrSaves => "csr-saves",
            Stage::Soften => "soften",
            Stage::Frame => "frame",
        }
    }
}

static ENABLED: AtomicBool = AtomicBool::new(false);
static NANOS: [AtomicU64; 10] = [
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
];

/// Starts recording (for the rest of the process).
pub fn enable() {
    ENABLED.store(true, Ordering::Relaxed);
}

/// Adds the time until it is dropped to its stage (when enabled).
#[must_use = "the time is recorded when the timer is dropped"]
pub struct Timer(Option<(Stage, Instant, Option<u64>)>);

/// A timer for `stage`.
pub fn start(stage: Stage) -> Timer {
    Timer(
        ENABLED
            .load(Ordering::Relaxed)
            .then(|| (stage, Instant::now(), thread_cpu_ns())),
    )
}

impl Drop for Timer {
    fn drop(&mut self) {
        if let Some((stage, t0, cpu0)) = self.0 {
            let ns = match (cpu0, thread_cpu_ns()) {
                (Some(a), Some(b)) => b.saturating_sub(a),
                _ => u64::try_from(t0.elapsed().as_nanos()).unwrap_or(u64::MAX),
            };
            NANOS[stage as usize].fetch_add(ns, Ordering::Relaxed);
        }
    }
}

/// Nanoseconds the calling thread has run on a CPU (Linux: the first
/// field of `/proc/thread-self/schedstat`); `None` elsewhere.
pub fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Is the recorded time CPU time (else wall time)?
pub fn measures_cpu() -> bool {
    thread_cpu_ns().is_some()
}

/// The time recorded for `stage` so far.
pub fn total(stage: Stage) -> Duration {
    Duration::from_nanos(NANOS[stage as usize].load(Ordering::Relaxed))
}

/// One line: `lower 0.1ms, liveness ..., allocate ... (without liveness
/// and spill), spill ..., check ..., csr-saves ..., soften ..., frame ...`.
pub fn report() -> String {
    let ms = |d: Duration| format!("{:.3}ms", d.as_secs_f64() * 1e3);
    let nested = total(Stage::Liveness) + total(Stage::Spill);
    STAGES
        .iter()
        .map(|&s| {
            let d = total(s);
            if s == Stage::Allocate {
                format!("{} {}", s.name(), ms(d.saturating_sub(nested)))
            } else {
                format!("{} {}", s.name(), ms(d))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}
