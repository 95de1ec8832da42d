//! RISC-V register-info conformance: our `print_records` output for
//! `$SHARED/td/riscv/top.td` must be byte-identical to the checked-in
//! outputs of the real llvm-tblgen 14.0.6:
//!
//! * `prelude_min`: `-I $SHARED/td/riscv/prelude-min -I $SHARED/td/riscv`
//!   vs `expected/print-records.prelude-min.txt`;
//! * `full_prelude`: `-I /usr/lib/llvm-14/include -I $SHARED/td/riscv`
//!   vs `expected/print-records.txt`.
//!
//! `$SHARED` is env `SPILLWAY_SHARED`, else `<workspace root>/../shared`.
//! On a mismatch our output is written to
//! `<workspace root>/target/conformance-<name>.actual.txt` for diffing.
//! When llvm-tblgen 14 is available the expected file is also checked
//! against a live run (proving it is real); without it that check is
//! skipped with a note. `CONFORMANCE_TIMEOUT_SECS` (default 900) limits our
//! time.

mod tblgen_harness;

use std::path::{Path, PathBuf};

use tblgen_harness::{
    count_differing_lines, describe_first_difference, locate_llvm_tblgen, run_llvm_tblgen,
    run_ours, shared_dir, timeout_from_env, workspace_root, OurResult, INSTALL_HINT,
};

const LLVM14_INCLUDE: &str = "/usr/lib/llvm-14/include";

fn riscv_dir() -> PathBuf {
    shared_dir().join("td").join("riscv")
}

fn check(name: &str, include_dirs: Vec<PathBuf>, expected_file: &Path) {
    let riscv = riscv_dir();
    let top = riscv.join("top.td");
    assert!(
        top.is_file(),
        "{} is missing (set SPILLWAY_SHARED to the shared/ directory)",
        top.display()
    );
    let expected = std::fs::read_to_string(expected_file)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", expected_file.display()));

    let mut problems: Vec<String> = Vec::new();

    // 1. The expected file must be what llvm-tblgen 14 really prints.
    match locate_llvm_tblgen() {
        Ok(bin) => match run_llvm_tblgen(&bin, &riscv, Path::new("top.td"), &include_dirs, &[]) {
            Ok(live) => match describe_first_difference(&expected, &live, 3) {
                None => println!(
                    "conformance {name}: {} matches a live run of {}",
                    expected_file.display(),
                    bin.display()
                ),
                Some(diff) => problems.push(format!(
                    "{} does not match a live run of {} ({} differing lines):\n{diff}",
                    expected_file.display(),
                    bin.display(),
                    count_differing_lines(&expected, &live)
                )),
            },
            Err(e) => problems.push(format!("llvm-tblgen failed on top.td: {e}")),
        },
        Err(msg) => println!(
            "conformance {name}: note: expected file not re-checked against llvm-tblgen: {msg}"
        ),
    }

    // 2. Our output must equal it byte for byte.
    let timeout = timeout_from_env("CONFORMANCE_TIMEOUT_SECS", 900);
    match run_ours(&top, include_dirs, Vec::new(), timeout) {
        OurResult::Printed(actual) => {
            if let Some(diff) = describe_first_difference(&expected, &actual, 4) {
                let out_dir = workspace_root().join("target");
                let out_file = out_dir.join(format!("conformance-{name}.actual.txt"));
                let saved = std::fs::create_dir_all(&out_dir)
                    .and_then(|_| std::fs::write(&out_file, &actual));
                let where_saved = match saved {
                    Ok(()) => format!(
                        "our output is in {} (diff it against {})",
                        out_file.display(),
                        expected_file.display()
                    ),
                    Err(e) => format!("could not save our output to {}: {e}", out_file.display()),
                };
                problems.push(format!(
                    "our print-records output differs from {}: {} differing lines (by position)\n{diff}{where_saved}",
                    expected_file.display(),
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
    let riscv = riscv_dir();
    check(
        "prelude-min",
        vec![riscv.join("prelude-min"), riscv.clone()],
        &riscv.join("expected").join("print-records.prelude-min.txt"),
    );
}

#[test]
fn riscv_print_records_full_prelude() {
    let llvm_include = PathBuf::from(LLVM14_INCLUDE);
    assert!(
        llvm_include
            .join("llvm")
            .join("Target")
            .join("Target.td")
            .is_file(),
        "{}/llvm/Target/Target.td is missing: {INSTALL_HINT}",
        llvm_include.display()
    );
    let riscv = riscv_dir();
    check(
        "full",
        vec![llvm_include, riscv.clone()],
        &riscv.join("expected").join("print-records.txt"),
    );
}
