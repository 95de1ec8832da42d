//! `spillway`: the command line over the `dsl` front end and the backend,
//! as a library ([`main`]); the binary (`src/main.rs`) calls it with the
//! compiled-in targets.
//!
//! Invariants: every subcommand's `--help` ends with an example (a test
//! walks the command tree); the exit status is one of [`exit`]'s codes;
//! colors follow [`term`]; outputs are written by [`output`]; every command
//! that reads MIR reads it with [`TdArg::targets`] (`--td PATH`, else the
//! compiled-in targets). `unsafe` is denied everywhere except [`mialloc`],
//! the global allocator (a measured need, argued there).
#![deny(unsafe_code)]
// This library is the binary's body (it was `src/main.rs`): its
// documentation is about its private modules, as a binary's is.
#![allow(rustdoc::private_intra_doc_links)]

mod alloc;
mod alloc_json;
mod cc;
mod check_json;
mod check_report;
mod mialloc;
mod output;
mod progress;
mod report_cmd;
mod term;
#[cfg(test)]
mod tests;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use output::{write_output, write_output_if_changed};
use std::path::PathBuf;
use std::process::ExitCode;
use target_desc::TargetDesc;

/// The exit statuses of every subcommand (documented in `--help` and the
/// README).
mod exit {
    /// The input is unreadable or malformed, or a pass cannot process it
    /// (diagnostics on stderr).
    pub const INPUT: u8 = 1;
    /// The command line is wrong (clap's own status for usage errors).
    pub const USAGE: u8 = 2;
    /// The allocation checker rejected an allocation (`alloc`, `mir check`).
    pub const CHECK: u8 = 3;
}

/// The top-level `--help` epilogue.
const AFTER_HELP: &str = "\
Exit status (every subcommand):
  0  success
  1  input error: unreadable or malformed input, a pass cannot process it
     (diagnostics on stderr, as file:line:col)
  2  usage error: a bad command line
  3  checker failure: the allocation checker rejected an allocation
     (alloc, mir check)

Colors: diagnostics are colored only when stderr is a terminal, NO_COLOR
is unset or empty and TERM is not dumb; --color always|never overrides that.

Example: spillway alloc k.pre-ra.mir -o k.post-pei.mir";

/// mimalloc (its v2 line: v3's aligned-allocation path cost ~90
/// instructions per allocation against ~45 in v2; callgrind 796 M -> 736 M
/// on the full prelude), entered through its plain entry points where the
/// alignment allows ([`mialloc`]). The front end allocates many small
/// values; measured 15% of the run time in glibc malloc/free (see
/// doc/PERFORMANCE.md).
#[global_allocator]
static GLOBAL: mialloc::MiMalloc = mialloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "spillway",
    version,
    about = "Register allocation toolkit driven by TableGen target descriptions",
    after_help = AFTER_HELP
)]
struct Cli {
    /// Color diagnostics: `auto` (when stderr is a terminal, NO_COLOR is
    /// unset or empty and TERM is not dumb), `always` or `never`.
    #[arg(
        long,
        global = true,
        value_enum,
        default_value = "auto",
        value_name = "WHEN"
    )]
    color: term::ColorArg,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read TableGen files and print what they define (like llvm-tblgen).
    ///
    /// Example: spillway tblgen -I /usr/lib/llvm-14/include -I targets top.td --print-records
    ///
    /// Example: spillway tblgen -I targets/include -I targets/riscv targets/riscv/top.td --dump-register-info -o riscv.json
    ///
    /// Example: spillway tblgen -I targets/include -I targets/riscv targets/riscv/top.td --gen-rust -o riscv.rs
    Tblgen(TblgenArgs),
    /// Read, check and write LLVM 14 MIR files.
    ///
    /// Example: spillway mir stats prog.rv64.pre-ra.mir
    #[command(subcommand)]
    Mir(MirCommand),
    /// Allocate registers and lower the frame: read pre-RA MIR (`--stop
    /// pre-ra`, or `--stop ssa`, lowered out of SSA first), allocate, soften
    /// spill slots into idle registers, lower the frame; write MIR for
    /// `mir2exe.sh --start post-pei` (with --stop-before-frame: the post-RA
    /// shape, for `--start pre-pei` or `post-ra`). The checker proves every
    /// function after allocation and after frame lowering unless --no-check.
    /// Prints a table per function, or with --json one JSON document (to
    /// stderr when the MIR goes to stdout; the diagnostics are then only in
    /// the JSON).
    ///
    /// Several inputs: `--out-dir DIR` writes DIR/<input file name> for each
    /// (DIR is created if missing; two inputs with the same file name are a
    /// usage error). The files are processed in order (--jobs N: N at a
    /// time) and reported in order; a progress bar is drawn on stderr when
    /// it is a terminal.
    ///
    /// --json schema (version 1): {"version": 1, "files": [{"input",
    /// "output" (null: stdout), "status" ("ok" | "input-error" |
    /// "check-failed"), "exit_code", "error" (null or the diagnostic),
    /// "functions": [{"function", "allocator", "vregs", "spills",
    /// "reloads", "remats" (or null), "slots", "frame_bytes" (or null),
    /// "softened", "softened_csr", "alloc_ms", "total_ms", "check"
    /// ("proved" | "skipped" | "failed"), "check_stage" (null, "post-ra" or
    /// "post-frame"), "check_errors" (strings)}]}]}.
    ///
    /// Exit codes: 0 ok; 1 input error (unreadable or unsupported MIR, an
    /// allocation or frame error; nothing written for that file); 2 usage
    /// error; 3 checker failure (the report is printed and the output is
    /// still written). With several inputs every file is processed and the
    /// status is the largest. With SPILLWAY_TIME set in the environment,
    /// prints the time of each stage to stderr.
    ///
    /// Example: spillway alloc --allocator greedy k.pre-ra.mir -o k.post-pei.mir
    ///
    /// Example: spillway alloc a.pre-ra.mir b.pre-ra.mir --out-dir out --json > report.json
    #[command(override_usage = "spillway alloc [OPTIONS] <IN> [OUT]\n       \
                                spillway alloc [OPTIONS] <IN> -o <OUT>\n       \
                                spillway alloc [OPTIONS] --out-dir <DIR> <IN>...")]
    Alloc(AllocArgs),
    /// Allocate like `alloc` (same options) and write one self-contained
    /// HTML report: per function, register pressure, live ranges per
    /// register, spill code, and the `alloc` summary. Exit codes as `alloc`.
    ///
    /// Example: spillway report k.pre-ra.mir -o k.html
    Report(report_cmd::ReportArgs),
    /// Compile and link C programs like clang, with Spillway as the
    /// register allocator.
    ///
    /// clang-14 (C to LLVM IR), llc-14 up to register allocation,
    /// Spillway's pipeline (allocation, softening, frame lowering, the
    /// checker), llc-14 resumed after the prologue and epilogue, then the
    /// target's linker. A drop-in `CC` for build systems: clang's options (-c, -S, -E, -o, -O0..3,
    /// -Os, -Oz, -I, -D, -U, -std, -f..., -W..., -g, -MD/-MMD/-MF/-MT/-MQ/-MP,
    /// -x, `-` for standard input, -print-*, --version); an unknown option
    /// goes to clang unchanged; .s/.S inputs are assembled by clang, .o/.a
    /// inputs and -l/-L/-Wl, go to the linker. -save-temps (=cwd, =obj)
    /// keeps X.ll, X.pre-ra.mir and X.post.mir; -v prints the commands as
    /// they run, -### without running them.
    ///
    /// Targets (--target=T, the list: --spillway-targets; the data:
    /// targets/toolchains.conf): riscv64-unknown-linux-gnu (the default:
    /// rv64gc/lp64d, static glibc, runs under qemu-riscv64) and
    /// riscv32-unknown-elf (rv32gc/ilp32d, static picolibc with Spillway's
    /// Linux system-call runtime, runs under qemu-riscv32).
    ///
    /// Spillway's options: --spillway-allocator=greedy|basic|fast (or llvm:
    /// LLVM's own allocator on the same pre-RA MIR, the baseline),
    /// --spillway-no-soften, --spillway-no-check, --spillway-report=DIR
    /// (an HTML report per translation unit), --spillway-verify (llc
    /// -verify-machineinstrs on the allocated code), --spillway-clang-only
    /// (clang compiles alone: the reference build), --spillway-targets,
    /// --spillway-td=PATH (allocate with the target description at PATH,
    /// read now, as `alloc --td`, instead of the compiled-in one).
    ///
    /// A failed allocation or proof is a compile error naming the C file,
    /// the function and the MIR file:line:col; that MIR is kept beside the
    /// output. Exit status: 0 ok, 1 a compile, allocation, proof or link
    /// failed, 2 a bad --spillway option. Tools: SPILLWAY_CLANG,
    /// SPILLWAY_LLC, SPILLWAY_LINKER override the Debian paths; nothing is
    /// installed at run time (scripts/install-deps.sh does). A link to
    /// spillway named spillway-cc is `spillway cc` (for build systems that
    /// want CC to be one program).
    ///
    /// Example: spillway cc -O2 -o prog main.c util.c -lm
    ///
    /// Example: make CC="spillway cc --target=riscv32-unknown-elf"
    Cc(cc::CcArgs),
}

#[derive(Args)]
struct AllocArgs {
    /// The input .mir file (pre-RA or SSA) and the output .mir file
    /// (standard output if absent or `-`); with --out-dir, every file is
    /// an input.
    #[arg(value_name = "FILES", required = true)]
    files: Vec<PathBuf>,
    /// The output .mir file (same as OUT, the second file).
    #[arg(short = 'o', value_name = "OUT")]
    out: Option<PathBuf>,
    /// Write each output as DIR/<input file name> (several inputs).
    #[arg(long, value_name = "DIR", conflicts_with = "out")]
    out_dir: Option<PathBuf>,
    /// Print the per-function report as JSON (schema above) instead of
    /// tables.
    #[arg(long)]
    json: bool,
    /// Allocate up to N files at a time (the report stays in input order).
    #[arg(short = 'j', long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// The allocator.
    #[arg(long, value_enum, default_value = "greedy")]
    allocator: AllocatorArg,
    /// Skip the allocation checker.
    #[arg(long)]
    no_check: bool,
    /// Do not soften spill slots (same as --soften=off).
    #[arg(long, conflicts_with = "soften")]
    no_soften: bool,
    /// Softening of spill slots into idle registers of another class:
    /// `full` (live ranges, calls), `leaf-only` (leaf functions, untouched
    /// registers) or `off`.
    #[arg(long, value_enum, default_value = "full")]
    soften: SoftenArg,
    /// Stop after allocation: write the post-RA shape (`mir2exe.sh --start
    /// pre-pei` or `post-ra`) instead of frame-lowered MIR.
    #[arg(long)]
    stop_before_frame: bool,
    #[command(flatten)]
    td: TdArg,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum SoftenArg {
    Off,
    LeafOnly,
    Full,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum AllocatorArg {
    Fast,
    Basic,
    Greedy,
}

/// `--td PATH`: the target description to read MIR with, for every
/// command that reads MIR (`alloc`, `report`, `mir ...`). A new command
/// that reads MIR (`cc`) flattens this into its arguments and reads with
/// [`TdArg::targets`], passing on the `compiled_in` targets [`main`] got.
#[derive(Args)]
pub(crate) struct TdArg {
    /// Use the target description at PATH, read now, instead of the
    /// compiled-in targets: a target folder (its top.td; included files
    /// are searched in the folder's sibling include/, then in the folder,
    /// as the build does for targets/NAME) or a .td file. It gets the
    /// checks the build gives targets/, and needs no rebuild after an edit.
    #[arg(long, value_name = "PATH")]
    td: Option<PathBuf>,
}

impl TdArg {
    /// The descriptions MIR is read with: the one `--td` names (its errors
    /// are printed, exit 1), else `compiled_in` (the binary's
    /// `tables::TARGETS`; a MIR file's target triple picks among them).
    pub(crate) fn targets(
        &self,
        compiled_in: &'static [&'static TargetDesc],
    ) -> Result<&'static [&'static TargetDesc], ExitCode> {
        load_targets("--td", self.td.as_deref(), compiled_in)
    }
}

/// The descriptions MIR is read with: the one at `td` (given with the
/// option `option`; errors are printed, exit 1), else `compiled_in`.
pub(crate) fn load_targets(
    option: &str,
    td: Option<&std::path::Path>,
    compiled_in: &'static [&'static TargetDesc],
) -> Result<&'static [&'static TargetDesc], ExitCode> {
    {
        let Some(path) = td else {
            return Ok(compiled_in);
        };
        let problem = if !path.exists() {
            Some("no such file or folder")
        } else if path.is_dir() && !path.join("top.td").is_file() {
            Some("the folder has no top.td")
        } else {
            None
        };
        if let Some(problem) = problem {
            eprint!(
                "{}",
                term::paint_errors(&format!(
                    "error: {option} {}: {problem} (give a target folder such as \
                     targets/riscv, or a .td file)\n",
                    path.display()
                ))
            );
            return Err(ExitCode::from(exit::INPUT));
        }
        match dsl::emit::load_desc(path) {
            Ok(d) => Ok(Box::leak(Box::new([d]))),
            Err(e) => Err(report_load_error(&e)),
        }
    }
}

#[derive(Subcommand)]
enum MirCommand {
    /// Read a .mir file and write it back out (LLVM's MIR layout).
    ///
    /// Example: spillway mir print prog.rv64.pre-ra.mir -o out.mir
    Print(MirPrintArgs),
    /// Take SSA MIR (`c2mir.sh --stop ssa`) out of SSA: PHI elimination and
    /// tied operands, giving MIR in the pre-RA shape.
    ///
    /// Example: spillway mir lower prog.rv64.ssa.mir -o prog.lowered.mir
    Lower(MirPrintArgs),
    /// Per function: blocks, instructions, virtual registers per class,
    /// maximum register pressure per class (and where), loops.
    ///
    /// Example: spillway mir stats prog.rv64.pre-ra.mir --json
    Stats(MirStatsArgs),
    /// Prove an allocation: check every function of POST (allocated: after
    /// `--stop post-ra` or `post-pei`) against the function of the same
    /// name in PRE (before allocation). Exit 0 with one summary line per
    /// function when every one is proved, 3 with the report when a proof
    /// fails, 1 for unreadable input or a function missing from PRE.
    ///
    /// --json schema (version 1): {"version": 1, "pre", "post", "status"
    /// ("ok" | "input-error" | "check-failed"), "exit_code", "error" (null
    /// or the diagnostic of an unreadable input), "functions": [{"function",
    /// "check" ("proved" | "failed" | "missing"), "stats" (null or
    /// {"blocks", "matched", "uses_checked", "copies", "spills", "reloads",
    /// "cross_moves", "remats", "frame_ops", "pre_skipped", "iterations",
    /// "callee_saved_returns" (null before frame lowering)}), "errors"
    /// (strings)}]}. The exit codes are the same with --json; the
    /// diagnostics are also printed on stderr.
    ///
    /// Example: spillway mir check prog.rv64.pre-ra.mir prog.rv64.post-ra.mir
    ///
    /// Example: spillway mir check prog.rv64.pre-ra.mir prog.rv64.post-pei.mir --json
    Check(MirCheckArgs),
    /// Lower the frame of allocated MIR (`c2mir.sh --stop post-ra` shape):
    /// callee-saved saves and restores, frame layout, sp-relative offsets,
    /// prologue/epilogue and CFI. The output resumes with
    /// `mir2exe.sh --start post-pei`.
    ///
    /// Example: spillway mir frame prog.rv64.post-ra.mir -o prog.post-pei.mir
    Frame(MirPrintArgs),
}

#[derive(Args)]
struct MirCheckArgs {
    /// The function before allocation (virtual registers).
    pre: PathBuf,
    /// The allocated function (physical registers, spill code).
    post: PathBuf,
    /// Print the verdicts as one JSON document on stdout (schema above)
    /// instead of summary lines.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    td: TdArg,
}

#[derive(Args)]
struct MirStatsArgs {
    /// The input .mir file.
    file: PathBuf,
    /// Print JSON instead of a table: {"functions": [{"name", "blocks",
    /// "instructions", "vregs", "loops", "max_loop_depth", "classes":
    /// [{"class", "vregs", "max_pressure", "at": null or {"block", "inst",
    /// "line"}}]}]}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    td: TdArg,
}

#[derive(Args)]
struct MirPrintArgs {
    /// The input .mir file.
    file: PathBuf,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    #[command(flatten)]
    td: TdArg,
}

#[derive(Args)]
struct TblgenArgs {
    /// Directory to search for `include`d files (repeatable, searched in order).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// Define a preprocessor macro (repeatable).
    #[arg(short = 'D', value_name = "NAME")]
    define: Vec<String>,
    /// The top-level .td file.
    file: PathBuf,
    /// Print all classes and records, byte-identical to `llvm-tblgen -print-records`.
    #[arg(long = "print-records")]
    print_records: bool,
    /// Print the register model (registers, units, classes, pressure sets,
    /// callee-saved lists) as JSON, like llvm-tblgen's register-info backend computes it.
    #[arg(long = "dump-register-info", conflicts_with = "print_records")]
    dump_register_info: bool,
    /// Print the typed Rust tables that `tables/build.rs` and
    /// `spillway_macros::target!` generate from this description (the
    /// build script's whole work: load, register model, backend facts,
    /// quote + prettyplease). The description must give Spillway's target
    /// facts (see targets/include/spillway/Target.td).
    #[arg(
        long = "gen-rust",
        conflicts_with_all = ["print_records", "dump_register_info"]
    )]
    gen_rust: bool,
    /// Accepted with --dump-register-info, whose output is always JSON (so
    /// scripts can pass --json to every subcommand); --print-records has
    /// no JSON form.
    #[arg(
        long,
        requires = "dump_register_info",
        conflicts_with = "print_records"
    )]
    json: bool,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
    /// Leave the -o file alone when it already holds exactly the output
    /// (its modification time unchanged), like `llvm-tblgen
    /// --write-if-changed`, for build systems that re-check outputs
    /// (Ninja's restat).
    #[arg(long = "write-if-changed")]
    write_if_changed: bool,
}

/// The clap command, with the color choice of the command line (so that
/// clap's help and errors follow `--color` and NO_COLOR too).
fn cli_command() -> clap::Command {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let choice = term::scan_args(&args).unwrap_or(term::ColorArg::Auto);
    Cli::command().color(term::clap_choice(choice))
}

/// A usage error found after parsing (exit 2), printed the way clap prints
/// its own, with the usage of `subcommand`.
fn usage_error(subcommand: &str, msg: &str) -> ExitCode {
    let mut cmd = cli_command();
    cmd.build();
    let err = match cmd.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(clap::error::ErrorKind::ArgumentConflict, msg),
        None => cmd.error(clap::error::ErrorKind::ArgumentConflict, msg),
    };
    let _ = err.print();
    ExitCode::from(exit::USAGE)
}

/// Runs the command line of this process; `compiled_in` are the targets
/// built into the binary (`tables::TARGETS`), used unless `--td` gives one.
pub fn main(compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    let c = compiled_in;
    // `spillway [--color WHEN] cc ARGS...`: clang's command line, read by
    // the driver itself (clap would take -v, -o... as its own).
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // Called as `spillway-cc` (a link to spillway): `spillway cc`, for
    // build systems that want CC to be one program.
    let called = argv.first().map(std::path::Path::new);
    if called
        .and_then(|p| p.file_name())
        .is_some_and(|n| n == "spillway-cc")
    {
        return cc::run(&argv[1..], c);
    }
    if let Some(at) = cc_position(&argv) {
        term::init(term::scan_args(&argv[..at]).unwrap_or(term::ColorArg::Auto));
        return cc::run(&argv[at + 1..], c);
    }
    let matches = cli_command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    term::init(cli.color);
    match cli.command {
        Command::Tblgen(args) => tblgen(args),
        Command::Mir(MirCommand::Print(args)) => mir_print(args, c),
        Command::Mir(MirCommand::Lower(args)) => mir_lower(args, c),
        Command::Mir(MirCommand::Stats(args)) => mir_stats(args, c),
        Command::Mir(MirCommand::Check(args)) => mir_check(args, c),
        Command::Mir(MirCommand::Frame(args)) => mir_frame(args, c),
        Command::Alloc(args) => alloc::run(args, c),
        Command::Report(args) => report_cmd::report(args, c),
        Command::Cc(args) => cc::run(&args.args, c),
    }
}

/// The index of `cc` when it is the subcommand (after the global
/// `--color` options only).
fn cc_position(argv: &[std::ffi::OsString]) -> Option<usize> {
    let mut i = 1;
    while i < argv.len() {
        let a = argv[i].to_str()?;
        match a {
            "cc" => return Some(i),
            "--color" => i += 2,
            _ if a.starts_with("--color=") => i += 1,
            _ => return None,
        }
    }
    None
}

fn tblgen(args: TblgenArgs) -> ExitCode {
    mialloc::disable_transparent_huge_pages();
    let opts = dsl::Options {
        include_dirs: args.include,
        defines: args.define,
    };
    let t0 = std::time::Instant::now();
    let loaded = match dsl::load_file(&args.file, &opts) {
        Ok(l) => l,
        Err(e) => return report_load_error(&e),
    };
    // --print-records is llvm-tblgen's default action too; --json only
    // confirms that --dump-register-info prints JSON.
    let _ = (args.print_records, args.json);
    let t1 = std::time::Instant::now();
    let out_file = OutFile {
        path: args.output.as_deref(),
        if_changed: args.write_if_changed,
    };
    if args.gen_rust {
        return gen_rust(loaded, out_file, t0, t1);
    }
    if args.dump_register_info {
        let code = dump_register_info(&loaded, out_file, t0, t1);
        // As below: the process ends here, the records need not be freed.
        std::mem::forget(loaded);
        return code;
    }
    let code = if out_file.if_changed {
        // The old file is compared with the whole text.
        out_file.write(dsl::print::print_records(&loaded.records).as_bytes())
    } else {
        // Streamed: the text (80 MB for LLVM's X86) is never whole in memory.
        output::write_output_with(out_file.path, &mut |w| {
            dsl::print::write_records(&loaded.records, w)
        })
    };
    if std::env::var_os("SPILLWAY_TIME").is_some() {
        eprintln!("spillway: load {:?}, print {:?}", t1 - t0, t1.elapsed());
    }
    // The process ends here: skip freeing ~100k records one by one.
    std::mem::forget(loaded);
    code
}

/// Reads a MIR file with the target descriptions `td` gives (else
/// `compiled_in`); on error prints the diagnostics (exit code 1).
fn read_mir(
    path: &std::path::Path,
    td: &TdArg,
    compiled_in: &'static [&'static TargetDesc],
) -> Result<(backend::target::Target, backend::mir::MirFile), ExitCode> {
    let targets = td.targets(compiled_in)?;
    read_mir_quoted(path, targets).map_err(|_| ExitCode::from(exit::INPUT))
}

/// Reads a MIR file with `targets`, returning the printed diagnostic
/// without colors on error.
fn read_mir_quoted(
    path: &std::path::Path,
    targets: &[&'static TargetDesc],
) -> Result<(backend::target::Target, backend::mir::MirFile), String> {
    backend::mir::parse::read_file(path, targets).map_err(|e| {
        // A 100 kB line is shown as a window around the caret.
        let plain = dsl::diag::clip_long_lines(&e.render());
        if term::color_stderr() {
            eprint!("{}", e.render_color());
        } else {
            eprint!("{plain}");
        }
        plain
    })
}

/// `mir print`: read a MIR file and write it back.
fn mir_print(args: MirPrintArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    let t0 = std::time::Instant::now();
    let (target, file) = match read_mir(&args.file, &args.td, compiled_in) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let t1 = std::time::Instant::now();
    let out = backend::mir::print::print_file(&file, &target);
    if std::env::var_os("SPILLWAY_TIME").is_some() {
        eprintln!("spillway: read {:?}, print {:?}", t1 - t0, t1.elapsed());
    }
    write_output(args.output.as_deref(), out.as_bytes())
}

/// `mir stats`: analyse every function and print the summary.
fn mir_stats(args: MirStatsArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    let (target, file) = match read_mir(&args.file, &args.td, compiled_in) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let stats: Vec<_> = file
        .functions
        .iter()
        .map(|f| {
            let a = backend::analysis::Analysis::new(f, &target);
            backend::analysis::stats::function_stats(f, &target, &a)
        })
        .collect();
    let out = if args.json {
        backend::analysis::stats::render_json(&stats)
    } else {
        backend::analysis::stats::render_table(&stats)
    };
    write_output(None, out.as_bytes())
}

/// `mir check`: prove every function of POST against PRE (exit 0), or
/// print the errors: exit 3 when a proof fails, 1 for a function of POST
/// that PRE lacks (an input error; 3 wins when both happen). With `--json`
/// the verdicts go to stdout as one document ([`check_json`]).
fn mir_check(args: MirCheckArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    let json_failure = |error: String| {
        if args.json {
            let doc = check_json::document(&args.pre, &args.post, exit::INPUT, Some(error), &[]);
            let _ = write_output(None, doc.as_bytes());
        }
        ExitCode::from(exit::INPUT)
    };
    let targets = match args.td.targets(compiled_in) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let (target, pre) = match read_mir_quoted(&args.pre, targets) {
        Ok(x) => x,
        Err(e) => return json_failure(e),
    };
    let (_, post) = match read_mir_quoted(&args.post, targets) {
        Ok(x) => x,
        Err(e) => return json_failure(e),
    };
    let mut out = String::new();
    let mut errs = String::new();
    let mut verdicts = Vec::new();
    let mut code = 0;
    for pf in &post.functions {
        let Some(qf) = pre.functions.iter().find(|f| f.name == pf.name) else {
            let msg = format!(
                "{}:{}:{}: error: function '{}' is not in {} (check pairs functions by name: \
                 give the allocated version of a function of {})\n",
                args.post.display(),
                pf.loc.line,
                pf.loc.col,
                pf.name,
                args.pre.display(),
                args.pre.display()
            );
            errs.push_str(&msg);
            verdicts.push(check_json::Function::missing(&pf.name, msg));
            code = code.max(exit::INPUT);
            continue;
        };
        match backend::check::check(qf, pf, &target) {
            Ok(stats) => {
                out.push_str(&format!("{stats}\n"));
                verdicts.push(check_json::Function::proved(&stats));
            }
            Err(errors) => {
                code = code.max(exit::CHECK);
                let rendered: Vec<String> = errors
                    .iter()
                    .map(|e| {
                        check_report::render(
                            e,
                            &args.pre.to_string_lossy(),
                            &args.post.to_string_lossy(),
                        )
                    })
                    .collect();
                for r in &rendered {
                    errs.push_str(r);
                }
                errs.push_str(&format!(
                    "{}: {} error(s) in '{}'\n",
                    args.post.display(),
                    errors.len(),
                    pf.name
                ));
                verdicts.push(check_json::Function::failed(&pf.name, rendered));
            }
        }
    }
    eprint!("{}", term::paint_errors(&errs));
    if args.json {
        out = check_json::document(&args.pre, &args.post, code, None, &verdicts);
    }
    let written = write_output(None, out.as_bytes());
    if code != 0 {
        ExitCode::from(code)
    } else {
        written
    }
}

/// `mir frame`: read allocated MIR, lower every function's frame, write it.
fn mir_frame(args: MirPrintArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    mir_transform(args, compiled_in, |f, t| {
        backend::frame::lower_file(f, t).map(drop)
    })
}

/// `mir lower`: read SSA MIR, lower it out of SSA, write it.
fn mir_lower(args: MirPrintArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    mir_transform(args, compiled_in, |f, t| {
        backend::lower::lower_file(f, t).map(drop)
    })
}

/// Reads a MIR file, runs `pass` on it and writes the result; the pass's
/// errors are rendered with the input path and exit 1.
fn mir_transform(
    args: MirPrintArgs,
    compiled_in: &'static [&'static TargetDesc],
    pass: impl FnOnce(
        &mut backend::mir::MirFile,
        &backend::target::Target,
    ) -> Result<(), Vec<backend::error::PassError>>,
) -> ExitCode {
    let (target, mut file) = match read_mir(&args.file, &args.td, compiled_in) {
        Ok(x) => x,
        Err(code) => return code,
    };
    if let Err(errors) = pass(&mut file, &target) {
        let path = args.file.to_string_lossy();
        for e in errors {
            eprint!("{}", term::paint_errors(&e.render(&path)));
        }
        return ExitCode::from(exit::INPUT);
    }
    let out = backend::mir::print::print_file(&file, &target);
    write_output(args.output.as_deref(), out.as_bytes())
}

/// Where `tblgen` writes its output, and whether only when it changed.
#[derive(Clone, Copy)]
struct OutFile<'a> {
    path: Option<&'a std::path::Path>,
    if_changed: bool,
}

impl OutFile<'_> {
    fn write(self, bytes: &[u8]) -> ExitCode {
        if self.if_changed {
            write_output_if_changed(self.path, bytes)
        } else {
            write_output(self.path, bytes)
        }
    }
}

/// `tblgen --gen-rust`: what `tables/build.rs` writes to
/// `$OUT_DIR/<name>.rs` for the same top file and `-I` directories
/// (byte for byte when run from the workspace root with the same relative
/// paths: the header names the files read as they were found).
fn gen_rust(
    loaded: dsl::Loaded,
    output: OutFile<'_>,
    t0: std::time::Instant,
    t1: std::time::Instant,
) -> ExitCode {
    let rendered = dsl::emit::target_from_loaded(loaded).and_then(|t| {
        let t2 = std::time::Instant::now();
        let text = dsl::emit::render_file(&t, &t.loaded.deps);
        if std::env::var_os("SPILLWAY_TIME").is_some() {
            eprintln!(
                "spillway: load {:?}, register info {:?}, rust {:?}",
                t1 - t0,
                t2 - t1,
                t2.elapsed()
            );
        }
        // The process ends soon after: skip freeing the records and model.
        std::mem::forget(t);
        text
    });
    match rendered {
        Ok(text) => output.write(text.as_bytes()),
        Err(e) => report_load_error(&e),
    }
}

/// Prints a `.td` error's diagnostics (colored when stderr is a terminal
/// that wants colors); exit status 1.
fn report_load_error(e: &dsl::LoadError) -> ExitCode {
    let text = if term::color_stderr() {
        e.render_color()
    } else {
        e.render()
    };
    eprint!("{text}");
    ExitCode::from(exit::INPUT)
}

/// `--dump-register-info`: compute the register model and print it as JSON.
fn dump_register_info(
    loaded: &dsl::Loaded,
    output: OutFile<'_>,
    t0: std::time::Instant,
    t1: std::time::Instant,
) -> ExitCode {
    let info = match dsl::regs::compute(&loaded.records) {
        Ok(i) => i,
        Err(diags) => {
            eprint!(
                "{}",
                dsl::diag::render(&diags, &loaded.sources, term::color_stderr())
            );
            return ExitCode::from(exit::INPUT);
        }
    };
    let t2 = std::time::Instant::now();
    let out = info.to_json();
    if std::env::var_os("SPILLWAY_TIME").is_some() {
        eprintln!(
            "spillway: load {:?}, register info {:?}, json {:?}",
            t1 - t0,
            t2 - t1,
            t2.elapsed()
        );
    }
    let code = output.write(out.as_bytes());
    // The process ends soon after: skip freeing the model's vectors.
    std::mem::forget(info);
    code
}
