//! Parses real TableGen inputs: LLVM 14's `.td` files (the `Target.td`
//! include closure and the rest of `include/llvm`) and the RISC-V corpus.
//!
//! Run `cargo test --release -p spillway-dsl --test parse_corpus -- --nocapture`
//! to see the timing of the LLVM include tree.

use dsl::parse::parse_file;
use dsl::preprocess::Preprocessor;
use dsl::source::FileId;

mod tblgen_harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tblgen_harness::{riscv_dir, td_files};

const LLVM_INCLUDE: &str = "/usr/lib/llvm-14/include/llvm";

/// Preprocesses and parses every file; returns the total bytes and the time
/// spent in preprocessing + parsing.
fn parse_all(files: &[PathBuf]) -> (usize, Duration) {
    let texts: Vec<(PathBuf, String)> = files
        .iter()
        .map(|p| {
            (
                p.clone(),
                std::fs::read_to_string(p).expect("readable corpus file"),
            )
        })
        .collect();
    let mut total = 0;
    let mut failures = Vec::new();
    let start = Instant::now();
    for (i, (path, text)) in texts.iter().enumerate() {
        total += text.len();
        let file = FileId(i as u32);
        let mut pp = Preprocessor::default();
        let result = pp.run(file, text).and_then(|t| parse_file(file, &t));
        if let Err(d) = result {
            let line = text[..(d.span.start as usize).min(text.len())]
                .matches('\n')
                .count()
                + 1;
            failures.push(format!("{}:{}: {}", path.display(), line, d.message));
        }
    }
    let elapsed = start.elapsed();
    assert!(
        failures.is_empty(),
        "parse failures:\n{}",
        failures.join("\n")
    );
    (total, elapsed)
}

#[test]
fn llvm_include_tree() {
    let root = Path::new(LLVM_INCLUDE);
    if !root.exists() {
        println!("skipping: {LLVM_INCLUDE} is absent (install llvm-14-dev)");
        return;
    }
    let mut files = Vec::new();
    td_files(root, &mut files);
    assert!(!files.is_empty(), "no .td files under {LLVM_INCLUDE}");
    let (bytes, t) = parse_all(&files);
    // Best of a few runs, for a stable timing.
    let mut best = t;
    for _ in 0..4 {
        best = best.min(parse_all(&files).1);
    }
    println!(
        "parsed {} files, {} bytes in {:.2} ms ({:.1} MB/s)",
        files.len(),
        bytes,
        best.as_secs_f64() * 1e3,
        bytes as f64 / best.as_secs_f64() / 1e6
    );
}

#[test]
fn riscv_corpus() {
    let riscv = riscv_dir();
    let root = riscv.as_path();
    if !root.exists() {
        println!("skipping: {} is absent", root.display());
        return;
    }
    let mut files = Vec::new();
    td_files(root, &mut files);
    assert!(
        files.len() >= 7,
        "expected the RISC-V corpus, found {files:?}"
    );
    parse_all(&files);
}
