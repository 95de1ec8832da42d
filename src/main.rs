//! `spillway`: the command line over the `dsl` front end (and, later, the
//! backend). Exit codes: 0 ok, 1 input error, 2 usage error (3: `alloc`
//! checker failure).
#![forbid(unsafe_code)]

use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// mimalloc (its v2 line: v3's aligned-allocation path, which Rust's
/// `GlobalAlloc` always takes, cost ~90 instructions per allocation against
/// ~45 in v2; callgrind 796 M -> 736 M on the full prelude). The front end
/// allocates many small values; measured 15% of the
/// run time in glibc malloc/free (see doc/PERFORMANCE.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "spillway",
    version,
    about = "Register allocation toolkit driven by TableGen target descriptions"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read TableGen files and print what they define (like llvm-tblgen).
    ///
    /// Example: spillway tblgen -I /usr/lib/llvm-14/include -I targets top.td --print-records
    Tblgen(TblgenArgs),
    /// Read, check and write LLVM 14 MIR files.
    #[command(subcommand)]
    Mir(MirCommand),
    /// Allocate registers and lower the frame: read pre-RA MIR (`--stop
    /// pre-ra`, or `--stop ssa`, lowered out of SSA first), allocate, soften
    /// spill slots into idle registers, lower the frame; write MIR for
    /// `mir2exe.sh --start post-pei` (with --stop-before-frame: the post-RA
    /// shape, for `--start pre-pei` or `post-ra`). The checker proves every
    /// function after allocation and after frame lowering unless --no-check.
    /// Prints a table per function (to stderr when the MIR goes to stdout).
    ///
    /// Exit codes: 0 ok; 1 input error (unreadable or unsupported MIR, an
    /// allocation or frame error; nothing written); 2 usage error; 3 checker
    /// failure (the report is printed and the output is still written).
    /// With SPILLWAY_TIME set in the environment, prints the wall time of
    /// each stage to stderr.
    ///
    /// Example: spillway alloc --allocator greedy k.pre-ra.mir -o k.post-pei.mir
    Alloc(AllocArgs),
}

#[derive(Args)]
struct AllocArgs {
    /// The input .mir file (pre-RA or SSA).
    input: PathBuf,
    /// The output .mir file (standard output if absent or `-`).
    output: Option<PathBuf>,
    /// The output .mir file (same as the second positional argument).
    #[arg(short = 'o', value_name = "OUT", conflicts_with = "output")]
    out: Option<PathBuf>,
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
    /// function when every one is proved, 1 with the report otherwise
    /// (also for unreadable input or a function missing from PRE).
    ///
    /// Example: spillway mir check prog.rv64.pre-ra.mir prog.rv64.post-ra.mir
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
}

#[derive(Args)]
struct MirStatsArgs {
    /// The input .mir file.
    file: PathBuf,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct MirPrintArgs {
    /// The input .mir file.
    file: PathBuf,
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
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
    /// Write the output here instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Tblgen(args) => tblgen(args),
        Command::Mir(MirCommand::Print(args)) => mir_print(args),
        Command::Mir(MirCommand::Lower(args)) => mir_lower(args),
        Command::Mir(MirCommand::Stats(args)) => mir_stats(args),
        Command::Mir(MirCommand::Check(args)) => mir_check(args),
        Command::Mir(MirCommand::Frame(args)) => mir_frame(args),
        Command::Alloc(args) => alloc(args),
    }
}

fn tblgen(args: TblgenArgs) -> ExitCode {
    let opts = dsl::Options {
        include_dirs: args.include,
        defines: args.define,
    };
    let t0 = std::time::Instant::now();
    let loaded = match dsl::load_file(&args.file, &opts) {
        Ok(l) => l,
        Err(e) => {
            let text = if std::io::stderr().is_terminal() {
                e.render_color()
            } else {
                e.render()
            };
            eprint!("{text}");
            return ExitCode::from(1);
        }
    };
    // --print-records is llvm-tblgen's default action too.
    let _ = args.print_records;
    let t1 = std::time::Instant::now();
    if args.dump_register_info {
        return dump_register_info(&loaded, args.output.as_deref(), t0, t1);
    }
    let out = dsl::print::print_records(&loaded.records);
    if std::env::var_os("SPILLWAY_TIME").is_some() {
        eprintln!("spillway: load {:?}, print {:?}", t1 - t0, t1.elapsed());
    }
    let code = write_output(args.output.as_deref(), out.as_bytes());
    // The process ends here: skip freeing ~100k records one by one.
    std::mem::forget(loaded);
    code
}

/// Reads a MIR file; on error prints the diagnostics (exit code 1).
fn read_mir(
    path: &std::path::Path,
) -> Result<(backend::target::Target, backend::mir::MirFile), ExitCode> {
    backend::mir::parse::read_file(path).map_err(|e| {
        let text = if std::io::stderr().is_terminal() {
            e.render_color()
        } else {
            // A 100 kB line is shown as a window around the caret.
            dsl::diag::clip_long_lines(&e.render())
        };
        eprint!("{text}");
        ExitCode::from(1)
    })
}

/// `mir print`: read a MIR file and write it back.
fn mir_print(args: MirPrintArgs) -> ExitCode {
    let t0 = std::time::Instant::now();
    let (target, file) = match read_mir(&args.file) {
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
fn mir_stats(args: MirStatsArgs) -> ExitCode {
    let (target, file) = match read_mir(&args.file) {
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
/// print the errors (exit 1).
fn mir_check(args: MirCheckArgs) -> ExitCode {
    let (target, pre) = match read_mir(&args.pre) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let (_, post) = match read_mir(&args.post) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let mut out = String::new();
    let mut failed = false;
    for pf in &post.functions {
        let Some(qf) = pre.functions.iter().find(|f| f.name == pf.name) else {
            eprintln!(
                "{}:{}:{}: error: function '{}' is not in {} (check pairs functions by name: \
                 give the allocated version of a function of {})",
                args.post.display(),
                pf.loc.line,
                pf.loc.col,
                pf.name,
                args.pre.display(),
                args.pre.display()
            );
            failed = true;
            continue;
        };
        match backend::check::check(qf, pf, &target) {
            Ok(stats) => out.push_str(&format!("{stats}\n")),
            Err(errors) => {
                failed = true;
                for e in &errors {
                    eprint!("{}:{e}", args.post.display());
                }
                eprintln!(
                    "{}: {} error(s) in '{}'",
                    args.post.display(),
                    errors.len(),
                    pf.name
                );
            }
        }
    }
    let code = write_output(None, out.as_bytes());
    if failed {
        ExitCode::from(1)
    } else {
        code
    }
}

/// `mir frame`: read allocated MIR, lower every function's frame, write it.
fn mir_frame(args: MirPrintArgs) -> ExitCode {
    mir_transform(args, |f, t| backend::frame::lower_file(f, t).map(drop))
}

/// `mir lower`: read SSA MIR, lower it out of SSA, write it.
fn mir_lower(args: MirPrintArgs) -> ExitCode {
    mir_transform(args, |f, t| backend::lower::lower_file(f, t).map(drop))
}

/// Reads a MIR file, runs `pass` on it and writes the result; the pass's
/// errors are rendered with the input path and exit 1.
fn mir_transform(
    args: MirPrintArgs,
    pass: impl FnOnce(
        &mut backend::mir::MirFile,
        &backend::target::Target,
    ) -> Result<(), Vec<backend::error::PassError>>,
) -> ExitCode {
    let (target, mut file) = match read_mir(&args.file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    if let Err(errors) = pass(&mut file, &target) {
        let path = args.file.to_string_lossy();
        for e in errors {
            eprint!("{}", e.render(&path));
        }
        return ExitCode::from(1);
    }
    let out = backend::mir::print::print_file(&file, &target);
    write_output(args.output.as_deref(), out.as_bytes())
}

/// `--dump-register-info`: compute the register model and print it as JSON.
fn dump_register_info(
    loaded: &dsl::Loaded,
    output: Option<&std::path::Path>,
    t0: std::time::Instant,
    t1: std::time::Instant,
) -> ExitCode {
    let info = match dsl::regs::compute(&loaded.records) {
        Ok(i) => i,
        Err(diags) => {
            eprint!(
                "{}",
                dsl::diag::render(&diags, &loaded.sources, std::io::stderr().is_terminal())
            );
            return ExitCode::from(1);
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
    write_output(output, out.as_bytes())
}

/// Writes to stdout (`None` or `-`), or to a file atomically: a temp file
/// beside it, then a rename, so a reader never sees a partial output.
///
/// Invariant: only regular files (or paths that do not exist yet) are
/// replaced by rename. Anything else — `/dev/null`, a FIFO, a terminal — is
/// opened and written in place; renaming over it would replace the device
/// node with a regular file (it once turned `/dev/null` into a file that
/// every later process read back from).
fn write_output(path: Option<&std::path::Path>, bytes: &[u8]) -> ExitCode {
    let result = match path.filter(|p| p.as_os_str() != "-") {
        None => {
            let mut so = std::io::stdout().lock();
            so.write_all(bytes).and_then(|()| so.flush())
        }
        Some(p) => write_file(p, bytes),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            match path.filter(|p| p.as_os_str() != "-") {
                Some(p) => {
                    let hint = match p.parent() {
                        Some(d) if !d.as_os_str().is_empty() && !d.is_dir() => {
                            format!(
                                " (the directory {} does not exist; create it first)",
                                d.display()
                            )
                        }
                        _ => String::new(),
                    };
                    eprintln!(
                        "error: cannot write the output file {}: {e}{hint}",
                        p.display()
                    );
                }
                None => eprintln!("error: cannot write the output: {e}"),
            }
            ExitCode::from(1)
        }
    }
}

fn write_file(p: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    match std::fs::metadata(p) {
        Ok(meta) if !meta.is_file() => {
            if meta.is_dir() {
                return Err(std::io::Error::other(format!(
                    "{} is a directory; give a file name",
                    p.display()
                )));
            }
            let mut f = std::fs::OpenOptions::new().write(true).open(p)?;
            return f.write_all(bytes).and_then(|()| f.flush());
        }
        _ => {}
    }
    let name = p.file_name().map_or_else(
        || std::ffi::OsString::from("out"),
        std::ffi::OsStr::to_os_string,
    );
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(&name);
    tmp_name.push(format!(".spillway-tmp-{}", std::process::id()));
    let tmp = p.with_file_name(tmp_name);
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, p));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// `alloc`: the whole pipeline ([`backend::pipeline::run`]), a table per
/// function, the output written atomically (also on a checker failure).
fn alloc(args: AllocArgs) -> ExitCode {
    use backend::pipeline::{render_table, PipelineOptions};
    use backend::regalloc::Allocator;
    use backend::soften::SoftenMode;
    let path = args.input.to_string_lossy().to_string();
    let timed = std::env::var_os("SPILLWAY_TIME").is_some();
    if timed {
        backend::timing::enable();
    }
    let read_timer = backend::timing::start(backend::timing::Stage::Read);
    let (target, file) = match read_mir(&args.input) {
        Ok(x) => x,
        Err(code) => return code,
    };
    drop(read_timer);
    let opts = PipelineOptions {
        allocator: match args.allocator {
            AllocatorArg::Fast => Allocator::Fast,
            AllocatorArg::Basic => Allocator::Basic,
            AllocatorArg::Greedy => Allocator::Greedy,
        },
        check: !args.no_check,
        soften: match (args.no_soften, args.soften) {
            (true, _) | (_, SoftenArg::Off) => SoftenMode::Off,
            (false, SoftenArg::LeafOnly) => SoftenMode::LeafOnly,
            (false, SoftenArg::Full) => SoftenMode::Full,
        },
        stop_before_frame: args.stop_before_frame,
    };
    let result = match backend::pipeline::run(&file, &target, &opts) {
        Ok(r) => r,
        Err(e) => {
            eprint!("{}", e.render(&path));
            return ExitCode::from(1);
        }
    };
    let write_timer = backend::timing::start(backend::timing::Stage::Write);
    let text = backend::mir::print::print_file(&result.file, &target);
    let output = args.output.or(args.out);
    let to_stdout = output.as_deref().is_none_or(|p| p.as_os_str() == "-");
    let table = render_table(&result.reports);
    // Invariant: the output is written before anything goes to stdout, so
    // a failed write leaves stdout empty (and the old output untouched).
    let code = write_output(output.as_deref(), text.as_bytes());
    drop(write_timer);
    if code != ExitCode::SUCCESS {
        return code;
    }
    if to_stdout {
        eprint!("{table}");
    } else {
        print!("{table}");
    }
    for r in &result.reports {
        if let backend::pipeline::CheckOutcome::Failed { stage, errors } = &r.check {
            eprintln!(
                "{path}: the checker rejected '{}' ({stage}, allocator {}):",
                r.function, r.allocator
            );
            for e in errors {
                eprint!("{path}: {e}");
            }
        }
    }
    if timed {
        // Stage times (backend::timing); `write` is printing plus writing.
        let kind = if backend::timing::measures_cpu() {
            "cpu"
        } else {
            "wall"
        };
        eprintln!("spillway: {kind} {}", backend::timing::report());
    }
    if result.check_failed() {
        eprintln!("{path}: the allocation checker found errors (output written anyway)");
        return ExitCode::from(3);
    }
    code
}
