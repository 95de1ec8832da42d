//! Times the TableGen front end's phases on one input, in-process, for
//! profiling (`doc/PERFORMANCE.md`): load (preprocess + parse + evaluate),
//! `--print-records` rendering and the register model, each the best of N
//! runs, with the allocator the `spillway` binary uses.
//!
//! usage: cargo run --release -p spillway-dsl --example tblgen_phases --
//!        [-n RUNS] [-o RECORDS.txt] [-I DIR]... FILE.td
use std::time::{Duration, Instant};

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut opts = dsl::Options::default();
    let mut file = None;
    let mut runs = 5usize;
    let mut out_path = None;
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" => opts.include_dirs.push(args.next().expect("-I DIR").into()),
            "-o" => out_path = args.next(),
            "-n" => runs = args.next().and_then(|n| n.parse().ok()).expect("-n RUNS"),
            _ => file = Some(std::path::PathBuf::from(a)),
        }
    }
    let file = file.expect("usage: tblgen_phases [-n RUNS] [-I DIR]... FILE.td");
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
            std::fs::write(p, &out).expect("write -o file");
        }
        load = load.min(t1 - t0);
        print = print.min(t2 - t1);
        regs = regs.min(t3 - t2);
        std::mem::forget(loaded);
    }
    println!("best of {runs}: load {load:?}, print-records {print:?}, register model + json {regs:?} ({bytes} bytes)");
}
