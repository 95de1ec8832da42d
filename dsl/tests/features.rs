//! Language-feature conformance: every `tests/features/*.td` is printed by
//! the real `llvm-tblgen -print-records` (run live) and by our
//! `dsl::load_file` + `dsl::print::print_records`; the outputs must be
//! byte-identical.
//!
//! * `FEATURE=name` (with or without `.td`) runs only that file.
//! * A `// DEFINES: A B` line in a feature file passes `-D A -D B` to
//!   llvm-tblgen and `defines = ["A", "B"]` to us.
//! * llvm-tblgen runs with the features directory as its working directory
//!   (LLVM 14 resolves `include` against the working directory, then `-I`;
//!   we resolve against the including file's directory, then `-I`: the two
//!   agree for includes written in the top file) and `-I features/inc`.
//! * `FEATURE_TIMEOUT_SECS` (default 60) limits our time per file.
//!
//! Output: one `PASS`/`FAIL` line per file, the details of every failure,
//! then `features: N passed, M failed`.

mod tblgen_harness;

use std::path::{Path, PathBuf};

use tblgen_harness::{
    describe_first_difference, locate_llvm_tblgen, run_llvm_tblgen, run_ours, timeout_from_env,
    OurResult,
};

fn features_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("features")
}

/// The macro names of the file's `// DEFINES:` lines.
fn defines_of(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("// DEFINES:"))
        .flat_map(|rest| rest.split_whitespace().map(str::to_string))
        .collect()
}

fn feature_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "td"))
        .collect();
    files.sort();
    files
}

#[test]
fn features_match_llvm_tblgen() {
    let tblgen = match locate_llvm_tblgen() {
        Ok(p) => p,
        Err(msg) => panic!("features: cannot compare with the real llvm-tblgen: {msg}"),
    };
    let dir = features_dir();
    let inc = dir.join("inc");
    let timeout = timeout_from_env("FEATURE_TIMEOUT_SECS", 60);

    let mut files = feature_files(&dir);
    assert!(
        !files.is_empty(),
        "no feature files found in {}",
        dir.display()
    );
    if let Ok(only) = std::env::var("FEATURE") {
        let only = only.trim();
        if !only.is_empty() {
            let want = only.strip_suffix(".td").unwrap_or(only).to_string();
            files.retain(|p| p.file_stem().is_some_and(|s| s.to_string_lossy() == want));
            assert!(
                !files.is_empty(),
                "FEATURE={only}: no such file tests/features/{want}.td"
            );
        }
    }

    println!("features: comparing with {}", tblgen.display());
    let mut passed = 0usize;
    let mut failures: Vec<(String, String)> = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let defines = defines_of(&text);

        let expected = match run_llvm_tblgen(
            &tblgen,
            &dir,
            Path::new(&name),
            std::slice::from_ref(&inc),
            &defines,
        ) {
            Ok(out) => out,
            Err(e) => {
                println!("FAIL {name} (llvm-tblgen rejected it)");
                failures.push((
                    name,
                    format!("the feature file itself is broken: llvm-tblgen must accept it\n{e}"),
                ));
                continue;
            }
        };

        // llvm-tblgen runs in the features directory and tries an include
        // path relative to its working directory first; this process runs
        // elsewhere, so that directory goes first in our search path.
        let ours = run_ours(path, vec![dir.clone(), inc.clone()], defines, timeout);
        let problem = match &ours {
            OurResult::Printed(actual) => describe_first_difference(&expected, actual, 4),
            other => Some(other.describe_failure()),
        };
        match problem {
            None => {
                println!("PASS {name}");
                passed += 1;
            }
            Some(p) => {
                println!("FAIL {name}");
                failures.push((name, p));
            }
        }
    }

    if !failures.is_empty() {
        println!();
        for (name, detail) in &failures {
            println!("==== {name}: {}", detail.trim_end());
            println!();
        }
    }
    println!("features: {} passed, {} failed", passed, failures.len());
    if !failures.is_empty() {
        let names: Vec<&str> = failures.iter().map(|(n, _)| n.as_str()).collect();
        panic!(
            "features: {} of {} files differ from llvm-tblgen: {}",
            failures.len(),
            files.len(),
            names.join(", ")
        );
    }
}
