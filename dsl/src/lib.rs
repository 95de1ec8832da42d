//! The TableGen language, as LLVM 14 defines it, for Spillway.
//!
//! Phases, one module each:
//! `preprocess` (`#define`/`#ifdef`, offsets preserved) → `parse` (pest
//! grammar → [`ast`]) → `eval` (records, like llvm-tblgen's `TGParser` +
//! `Record.cpp`) → `print` (`--print-records`). Errors of every phase are
//! [`diag::Diagnostic`]s pointing into the [`source::SourceMap`].
//!
//! build.rs, the proc macros and the `spillway` CLI all call [`load_file`]
//! or [`load_str`]; there is no other front end.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod ast;
pub mod diag;
#[cfg(feature = "emit")]
pub mod emit;
pub mod eval;
mod fold;
pub mod parse;
mod prefetch;
pub mod preprocess;
pub mod print;
pub mod record;
pub mod regs;
pub mod source;

use std::path::{Path, PathBuf};

pub use diag::{Diagnostic, Diagnostics};
pub use record::RecordKeeper;
pub use source::{SourceMap, Span};

/// How to find and read input files.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-I` directories, searched in order after the working directory (as
    /// llvm-tblgen does: an include path is tried as written first).
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macro names defined before reading the top file.
    pub defines: Vec<String>,
}

/// The result of reading and evaluating a top file.
#[derive(Debug)]
pub struct Loaded {
    /// Every file read, with its text; the records' spans point into it.
    pub sources: SourceMap,
    /// The records: classes, defs and global `defvar`s after evaluation.
    pub records: RecordKeeper,
    /// Every file read from disk, in the order read (for
    /// `cargo:rerun-if-changed` and dependency files).
    pub deps: Vec<PathBuf>,
}

/// The failure of a load: the diagnostics and the sources they point into.
#[derive(Debug)]
pub struct LoadError {
    /// The files read before the error; the diagnostics' spans point into it.
    pub sources: SourceMap,
    /// What went wrong (at least one error).
    pub diagnostics: Diagnostics,
    /// Every file read from disk before the error, in the order read (so a
    /// build script can still watch them).
    pub deps: Vec<PathBuf>,
}

impl LoadError {
    /// Renders all diagnostics (no color).
    pub fn render(&self) -> String {
        diag::render(&self.diagnostics.items, &self.sources, false)
    }
    /// Renders all diagnostics with ANSI colors.
    pub fn render_color(&self) -> String {
        diag::render(&self.diagnostics.items, &self.sources, true)
    }
}

/// Reads, preprocesses, parses and evaluates `path` and everything it
/// includes.
pub fn load_file(path: &Path, opts: &Options) -> Result<Loaded, LoadError> {
    eval::Evaluator::new(opts).run_file(path)
}

/// Like [`load_file`] for in-memory text; `name` is shown in diagnostics and
/// includes are searched in `opts.include_dirs` only.
pub fn load_str(name: &str, text: &str, opts: &Options) -> Result<Loaded, LoadError> {
    eval::Evaluator::new(opts).run_str(name, text)
}
