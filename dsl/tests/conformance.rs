//! RISC-V register-info conformance: our `print_records` output for the
//! RISC-V corpus (`tblgen_harness::riscv_corpus`) must be byte-identical to
//! llvm-tblgen 14.0.6's:
//!
//! * with `<shared>/td/riscv` (`$SPILLWAY_SHARED`, else `<workspace
//!   root>/../shared`): `top.td` with `prelude-min` against
//!   `expected/print-records.prelude-min.txt`, and with the full prelude
//!   (`-I /usr/lib/llvm-14/include`) against `expected/print-records.txt`;
//!   each expected file is also checked against a live llvm-tblgen run
//!   (proving it is real; skipped with a note without llvm-tblgen);
//! * without it: `tests/regs/riscv_top.td` over the LLVM sources
//!   `scripts/llvm-src.sh` fetches, against a live llvm-tblgen run (there is
//!   no reduced prelude then: both tests use the full one).
//!
//! On a mismatch our output is written to
//! `<workspace root>/target/conformance-<name>.actual.txt` for diffing.
//! `CONFORMANCE_TIMEOUT_SECS` (default 900) limits our time. The whole
//! targets are compared in `llvm_targets.rs`.

mod tblgen_harness;

use std::path::{Path, PathBuf};

use tblgen_harness::{
    count_differing_lines, describe_first_difference, locate_llvm_tblgen, riscv_corpus,
    run_llvm_tblgen, run_ours, timeout_from_env, workspace_root, OurResult, INSTALL_HINT,
};

fn check(name: &str, top: &Path, include_dirs: Vec<PathBuf>, expected_file: Option<PathBuf>) {
    assert!(top.is_file(), "{} is missing", top.display());
    let cwd = top.parent().unwrap_or(Path::new("."));
    let file = Path::new(top.file_name().expect("file name"));
    let mut problems: Vec<String> = Vec::new();

    // 1. What llvm-tblgen 14 prints: the expected file, checked against a
    // live run when there is one; else the live run itself.
    let live = match locate_llvm_tblgen() {
        Ok(bin) => match run_llvm_tblgen(&bin, cwd, file, &include_dirs, &[]) {
            Ok(out) => Some((bin, out)),
            Err(e) => panic!(
                "conformance {name}: llvm-tblgen failed on {}: {e}",
                top.display()
            ),
        },
        Err(msg) => {
            assert!(
                expected_file.is_some(),
                "conformance {name}: no expected file and no llvm-tblgen: {msg}"
            );
            println!(
                "conformance {name}: note: expected file not re-checked against llvm-tblgen: {msg}"
            );
            None
        }
    };
    let (expected, what) = match &expected_file {
        Some(f) => {
            let text = std::fs::read_to_string(f)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", f.display()));
            if let Some((bin, out)) = &live {
                match describe_first_difference(&text, out, 3) {
                    None => println!(
                        "conformance {name}: {} matches a live run of {}",
                        f.display(),
                        bin.display()
                    ),
                    Some(diff) => problems.push(format!(
                        "{} does not match a live run of {} ({} differing lines):\n{diff}",
                        f.display(),
                        bin.display(),
                        count_differing_lines(&text, out)
                    )),
                }
            }
            (text, f.display().to_string())
        }
        None => {
            let (bin, out) = live.expect("live run");
            (out, format!("the output of {}", bin.display()))
        }
    };

    // 2. Our output must equal it byte for byte.
    let timeout = timeout_from_env("CONFORMANCE_TIMEOUT_SECS", 900);
    match run_ours(top, include_dirs, Vec::new(), timeout) {
        OurResult::Printed(actual) => {
            if let Some(diff) = describe_first_difference(&expected, &actual, 4) {
                let out_dir = workspace_root().join("target");
                let out_file = out_dir.join(format!("conformance-{name}.actual.txt"));
                let saved = std::fs::create_dir_all(&out_dir)
                    .and_then(|_| std::fs::write(&out_file, &actual));
                let where_saved = match saved {
                    Ok(()) => format!("our output is in {}", out_file.display()),
                    Err(e) => format!("could not save our output to {}: {e}", out_file.display()),
                };
                problems.push(format!(
                    "our print-records output differs from {what}: {} differing lines (by position)\n{diff}{where_saved}",
                    count_differing_lines(&expected, &actual),
                ));
            } else {
                println!(
                    "conformance {name}: our output matches ({} bytes)",
                    actual.len()
                );
            }
        }
        other => problems.push(other.describe_failure()),
    }

    if !problems.is_empty() {
        panic!("conformance {name}:\n{}", problems.join("\n\n"));
    }
}

#[test]
fn riscv_print_records_prelude_min() {
    let c = riscv_corpus().unwrap_or_else(|e| panic!("{e}; {INSTALL_HINT}"));
    match (c.min, c.expected) {
        (Some(min), Some(exp)) => check(
            "prelude-min",
            &c.top,
            min,
            Some(exp.join("print-records.prelude-min.txt")),
        ),
        _ => {
            println!(
                "conformance prelude-min: no reduced prelude in {}: the full prelude instead",
                c.origin
            );
            check("prelude-min", &c.top, c.full, None);
        }
    }
}

#[test]
fn riscv_print_records_full_prelude() {
    let c = riscv_corpus().unwrap_or_else(|e| panic!("{e}; {INSTALL_HINT}"));
    assert!(
        c.full[0].join("llvm/Target/Target.td").is_file(),
        "{}/llvm/Target/Target.td is missing: {INSTALL_HINT}",
        c.full[0].display()
    );
    let expected = c.expected.map(|e| e.join("print-records.txt"));
    check("full", &c.top, c.full, expected);
}
