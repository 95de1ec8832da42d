//! Times the TableGen front end's phases on one input, in-process, for
//! profiling (`doc/PERFORMANCE.md`): load (preprocess + parse + evaluate),
//! `--print-records` rendering and the register model, each the best of N
//! runs, with the allocator the `spillway` binary uses.
//!
//! usage: cargo run --release -p spillway-dsl --example tblgen_phases --
//!        [-n RUNS] [-o RECORDS.txt] [-I DIR]... FILE.td
use std::time::{Duration, Instant};

// The `spillway` binary's allocator, the same source file (its one module
// that allows `unsafe`; see its documentation for the measurement).
#[path = "../../src/mialloc.rs"]
mod mialloc;

#[global_allocator]
static GLOBAL: mialloc::MiMalloc = mialloc::MiMalloc;

const USAGE: &str = "usage: tblgen_phases [-n RUNS] [-o RECORDS.txt] [-I DIR]... FILE.td";

/// Prints the usage line with what was wrong and exits with status 2.
fn usage(what: &str) -> ! {
    eprintln!("tblgen_phases: {what}\n{USAGE}");
    std::process::exit(2)
}

fn main() {
    // As `spillway tblgen` does.
    mialloc::disable_transparent_huge_pages();
    let mut args = std::env::args().skip(1);
    let mut opts = dsl::Options::default();
    let mut file = None;
    let mut runs = 5usize;
    let mut out_path = None;
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" => match args.next() {
                Some(d) => opts.include_dirs.push(d.into()),
                None => usage("-I needs a directory"),
            },
            "-o" => out_path = Some(args.next().unwrap_or_else(|| usage("-o needs a file"))),
            "-n" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => runs = n,
                _ => usage("-n needs a positive number"),
            },
            _ => file = Some(std::path::PathBuf::from(a)),
        }
    }
    let Some(file) = file else {
        usage("no input file")
    };
    let (mut load, mut print, mut regs) = (Duration::MAX, Duration::MAX, Duration::MAX);
    let mut bytes = 0;
    for _ in 0..runs {
        let t0 = Instant::now();
        let loaded = match dsl::load_file(&file, &opts) {
            Ok(l) => l,
            Err(e) => {
                eprint!("{}", e.render());
                std::process::exit(1);
            }
        };
        let t1 = Instant::now();
        let out = dsl::print::print_records(&loaded.records);
        let t2 = Instant::now();
        let info = dsl::regs::compute(&loaded.records).map(|i| i.to_json());
        let t3 = Instant::now();
        bytes = out.len() + info.map_or(0, |j| j.len());
        if let Some(p) = &out_path {
            if let Err(e) = std::fs::write(p, &out) {
                eprintln!("tblgen_phases: cannot write {p}: {e}");
                std::process::exit(1);
            }
        }
        load = load.min(t1 - t0);
        print = print.min(t2 - t1);
        regs = regs.min(t3 - t2);
        std::mem::forget(loaded);
    }
    println!("best of {runs}: load {load:?}, print-records {print:?}, register model + json {regs:?} ({bytes} bytes)");
}
