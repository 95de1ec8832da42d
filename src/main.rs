//! `spillway`: the command line over the `dsl` front end (and, later, the
//! backend). Exit codes: 0 ok, 1 input error, 2 usage error.
#![forbid(unsafe_code)]

use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// mimalloc: the front end allocates many small values; measured 15% of the
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

/// Writes to a file atomically (temp file + rename) or to stdout.
fn write_output(path: Option<&std::path::Path>, bytes: &[u8]) -> ExitCode {
    let result = match path.filter(|p| p.as_os_str() != "-") {
        None => {
            let mut so = std::io::stdout().lock();
            so.write_all(bytes).and_then(|()| so.flush())
        }
        Some(p) => {
            let tmp = p.with_extension("spillway-tmp");
            std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, p))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write output: {e}");
            ExitCode::from(1)
        }
    }
}
