//! `spillway cc`: a compiler driver with clang's command-line habits that
//! puts Spillway's register allocator in the middle of LLVM 14's pipeline,
//! so that a build system can use it as `CC`.
//!
//! Per C file: clang-14 to LLVM IR, llc-14 up to register allocation
//! (`-stop-before=greedy`, or `regallocfast` at `-O0`), Spillway's
//! pipeline in-process ([`backend::pipeline::run`]: allocation, softening,
//! frame lowering, the checker), llc-14 resumed after prologue/epilogue
//! insertion to an object or assembly; then the link, with the target's
//! link driver ([`toolchain`]).
//!
//! - [`args`]: the command line (clang's conventions; unknown flags go to
//!   clang unchanged).
//! - [`toolchain`]: the target (`targets/toolchains.conf`), the tools, the
//!   code generator's flags asked of clang, the runtime object.
//! - [`driver`]: the jobs, run in order, and their failures.
//!
//! Invariants: the exit status is 0 when every output was written, 1 when
//! a compile, allocation, proof or link failed (the message names the C
//! file and, for Spillway's failures, the kept MIR with line and column),
//! 2 for a bad Spillway option; temporary files live in one directory per
//! process, removed at the end unless `-save-temps`.

pub mod args;
pub mod driver;
pub mod toolchain;

use std::ffi::OsString;
use std::process::ExitCode;

/// The clap definition of `spillway cc`, for `--help` and the command
/// tree (the arguments themselves are read by [`args::parse`]).
#[derive(clap::Args)]
pub struct CcArgs {
    /// clang's arguments: options, input files, -o, -c, -S, -E, -O...,
    /// -I/-D/-U, -l/-L/-Wl, and Spillway's options (--spillway-*).
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "ARGS"
    )]
    pub args: Vec<OsString>,
}

/// Runs `spillway cc` on the arguments after `cc`.
pub fn run(args: &[OsString]) -> ExitCode {
    driver::run(args)
}
