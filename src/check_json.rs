//! The JSON form of `spillway mir check --json`: schema version 1.
//!
//! ```text
//! {"version": 1,
//!  "pre": "a.pre-ra.mir", "post": "a.post-ra.mir",
//!  "status": "ok" | "input-error" | "check-failed",
//!  "exit_code": 0 | 1 | 3,
//!  "error": null | "the diagnostic of an unreadable input, without colors",
//!  "functions": [{"function": "f",
//!                 "check": "proved" | "failed" | "missing",
//!                 "stats": null | {"blocks": 3, "matched": 20,
//!                                  "uses_checked": 31, "copies": 2,
//!                                  "spills": 1, "reloads": 1,
//!                                  "cross_moves": 0, "remats": 0,
//!                                  "frame_ops": 4, "pre_skipped": 1,
//!                                  "iterations": 4,
//!                                  "callee_saved_returns": null | 1},
//!                 "errors": ["a.post-ra.mir:55:5: error: ..."]}]}
//! ```
//!
//! Invariants:
//! - The keys and their order are fixed by the structs below; a change of
//!   meaning or a removed key bumps `version` (adding a key does not).
//! - One `functions` entry per function of POST, in file order: `proved`
//!   with its `stats` (the numbers of the text summary line,
//!   [`backend::check::CheckStats`]), `failed` with the checker's errors,
//!   or `missing` (PRE has no function of that name; its one error says
//!   so). `errors` are the diagnostics the text mode prints, without
//!   colors.
//! - `status` and `exit_code` agree and are the command's exit status: `ok`
//!   0; `input-error` 1 (an unreadable input: `error` holds its
//!   diagnostic and `functions` is empty; or a function missing from PRE);
//!   `check-failed` 3 (3 wins over 1, as without `--json`).

use backend::check::CheckStats;
use serde::Serialize;

/// The schema version (see the module doc).
pub const VERSION: u32 = 1;

#[derive(Serialize)]
struct Document<'a> {
    version: u32,
    pre: String,
    post: String,
    status: &'static str,
    exit_code: u8,
    error: Option<String>,
    functions: &'a [Function],
}

/// One function of POST and its verdict.
#[derive(Serialize)]
pub struct Function {
    function: String,
    check: &'static str,
    stats: Option<Stats>,
    errors: Vec<String>,
}

#[derive(Serialize)]
struct Stats {
    blocks: usize,
    matched: usize,
    uses_checked: usize,
    copies: usize,
    spills: usize,
    reloads: usize,
    cross_moves: usize,
    remats: usize,
    frame_ops: usize,
    pre_skipped: usize,
    iterations: usize,
    callee_saved_returns: Option<usize>,
}

impl Function {
    /// A proved function.
    pub fn proved(s: &CheckStats) -> Function {
        Function {
            function: s.function.clone(),
            check: "proved",
            stats: Some(Stats {
                blocks: s.blocks,
                matched: s.matched,
                uses_checked: s.uses_checked,
                copies: s.copies,
                spills: s.spills,
                reloads: s.reloads,
                cross_moves: s.cross_moves,
                remats: s.remats,
                frame_ops: s.frame_ops,
                pre_skipped: s.pre_skipped,
                iterations: s.iterations,
                callee_saved_returns: s.callee_saved_returns,
            }),
            errors: Vec::new(),
        }
    }

    /// A function the checker rejected, with its rendered errors.
    pub fn failed(name: &str, errors: Vec<String>) -> Function {
        Function {
            function: name.to_string(),
            check: "failed",
            stats: None,
            errors,
        }
    }

    /// A function of POST that PRE lacks, with the diagnostic saying so.
    pub fn missing(name: &str, error: String) -> Function {
        Function {
            function: name.to_string(),
            check: "missing",
            stats: None,
            errors: vec![error],
        }
    }
}

/// The document for one `mir check` run that exits with `code`; `error`
/// is the diagnostic of an unreadable input.
pub fn document(
    pre: &std::path::Path,
    post: &std::path::Path,
    code: u8,
    error: Option<String>,
    functions: &[Function],
) -> String {
    let status = match code {
        0 => "ok",
        crate::exit::CHECK => "check-failed",
        _ => "input-error",
    };
    let doc = Document {
        version: VERSION,
        pre: pre.display().to_string(),
        post: post.display().to_string(),
        status,
        exit_code: code,
        error,
        functions,
    };
    // Plain structs of strings and integers: serializing cannot fail.
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
    s.push('\n');
    s
}
