//! The JSON form of `spillway alloc --json`: schema version 1.
//!
//! ```text
//! {"version": 1,
//!  "files": [{"input": "a.mir", "output": "out/a.mir" | null (stdout),
//!             "status": "ok" | "input-error" | "check-failed",
//!             "exit_code": 0 | 1 | 3,
//!             "error": null | "the diagnostic, without colors",
//!             "functions": [{"function": "f", "allocator": "greedy/local",
//!                            "vregs": 2, "spills": 1, "reloads": 1,
//!                            "remats": 0 | null, "slots": 1,
//!                            "frame_bytes": 32 | null, "softened": 0,
//!                            "softened_csr": 0, "alloc_ms": 2.237,
//!                            "total_ms": 4.1,
//!                            "check": "proved" | "skipped" | "failed",
//!                            "check_stage": null | "post-ra" | "post-frame",
//!                            "check_errors": ["a.mir:5:3: error: ..."]}]}]}
//! ```
//!
//! Invariants:
//! - The keys and their order are fixed by the structs below; a change of
//!   meaning or a removed key bumps `version` (adding a key does not).
//! - One `files` entry per input, in input order; one `functions` entry
//!   per function, in file order, with the columns of the table
//!   ([`backend::pipeline::render_table`]) under the names above (`null`
//!   where the table shows `-`), times in milliseconds.
//! - `status` and `exit_code` agree: `ok` 0, `input-error` 1 (nothing was
//!   written, `functions` is empty), `check-failed` 3.

use crate::alloc::{Done, Job};
use backend::pipeline::{CheckOutcome, FunctionReport};
use serde::Serialize;

/// The schema version (see the module doc).
pub const VERSION: u32 = 1;

#[derive(Serialize)]
struct Document {
    version: u32,
    files: Vec<File>,
}

#[derive(Serialize)]
struct File {
    input: String,
    output: Option<String>,
    status: &'static str,
    exit_code: u8,
    error: Option<String>,
    functions: Vec<Function>,
}

#[derive(Serialize)]
struct Function {
    function: String,
    allocator: &'static str,
    vregs: usize,
    spills: usize,
    reloads: usize,
    remats: Option<usize>,
    slots: usize,
    frame_bytes: Option<u64>,
    softened: usize,
    softened_csr: usize,
    alloc_ms: f64,
    total_ms: f64,
    check: &'static str,
    check_stage: Option<&'static str>,
    check_errors: Vec<String>,
}

fn function(r: &FunctionReport, path: &str) -> Function {
    let (check, check_stage, check_errors) = match &r.check {
        CheckOutcome::Skipped => ("skipped", None, Vec::new()),
        CheckOutcome::Proved { .. } => ("proved", None, Vec::new()),
        CheckOutcome::Failed { stage, errors } => (
            "failed",
            Some(*stage),
            errors
                .iter()
                .map(|e| crate::check_report::render(e, path, path))
                .collect(),
        ),
    };
    Function {
        function: r.function.clone(),
        allocator: r.allocator,
        vregs: r.vregs,
        spills: r.spills,
        reloads: r.reloads,
        remats: r.remats,
        slots: r.slots,
        frame_bytes: r.frame_bytes,
        softened: r.softened,
        softened_csr: r.softened_csr,
        alloc_ms: r.alloc_time.as_secs_f64() * 1e3,
        total_ms: r.total_time.as_secs_f64() * 1e3,
        check,
        check_stage,
        check_errors,
    }
}

/// The document for `jobs` and their results (a job without a result is
/// not listed; every job has one when `alloc` finishes).
pub fn document(jobs: &[Job], results: &[Option<Done>]) -> String {
    let files = jobs
        .iter()
        .zip(results)
        .filter_map(|(job, done)| {
            let done = done.as_ref()?;
            let status = match done.code {
                0 => "ok",
                crate::exit::CHECK => "check-failed",
                _ => "input-error",
            };
            Some(File {
                input: job.input.display().to_string(),
                output: job
                    .output
                    .as_deref()
                    .filter(|p| p.as_os_str() != "-")
                    .map(|p| p.display().to_string()),
                status,
                exit_code: done.code,
                error: done.error.clone(),
                functions: done
                    .reports
                    .iter()
                    .map(|r| function(r, &job.input.to_string_lossy()))
                    .collect(),
            })
        })
        .collect();
    let doc = Document {
        version: VERSION,
        files,
    };
    // Serializing plain structs of strings and numbers cannot fail (f64
    // NaN/inf become null in serde_json).
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}
