//! Register-info rules, one small file each (`tests/regs_rules/*.td`), run
//! live through the real `llvm-tblgen -gen-register-info` and
//! `-print-records` and through ours: the records must print
//! byte-identically and our register model must equal every table of the
//! `.inc` (`reginfo_inc::check_all`).
//!
//! * `RULE=name` (with or without `.td`) runs only that file.
//! * A file with a `// EXPECT-ERROR: text` line must be rejected by both:
//!   llvm-tblgen's register-info backend fails, and our
//!   `dsl::regs::compute` reports an error containing `text`.
//! * The prelude (`include "llvm/Target/Target.td"`) comes from
//!   `$SPILLWAY_LLVM_INCLUDE`, else `/usr/lib/llvm-14/include`, else the
//!   sources `scripts/llvm-src.sh` fetches.

mod reginfo_inc;
mod tblgen_harness;

use std::path::{Path, PathBuf};

use tblgen_harness::{
    describe_first_difference, llvm_src_dir, locate_llvm_tblgen, run_llvm_tblgen_action,
};

fn rules_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("regs_rules")
}

/// A folder holding `llvm/Target/Target.td`.
fn llvm_include() -> PathBuf {
    let env = std::env::var_os("SPILLWAY_LLVM_INCLUDE")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from);
    for cand in env
        .into_iter()
        .chain([PathBuf::from("/usr/lib/llvm-14/include")])
    {
        if cand.join("llvm/Target/Target.td").is_file() {
            return cand;
        }
    }
    match llvm_src_dir() {
        Ok(src) => src.join("llvm").join("include"),
        Err(e) => panic!("no llvm/Target/Target.td: {e}"),
    }
}

fn rule_files() -> Vec<PathBuf> {
    let only = std::env::var("RULE").ok().filter(|s| !s.is_empty());
    let mut files: Vec<PathBuf> = std::fs::read_dir(rules_dir())
        .expect("tests/regs_rules")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .filter(|p| {
            only.as_deref().is_none_or(|o| {
                p.file_stem()
                    .is_some_and(|s| s == o.trim_end_matches(".td"))
            })
        })
        .collect();
    files.sort();
    files
}

/// `Err` describes the failure of one rule file.
fn check_rule(bin: &Path, include: &Path, file: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let expect_error = text
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("// EXPECT-ERROR:"))
        .map(|s| s.trim().to_string());
    let dir = rules_dir();
    let incs = [include.to_path_buf()];
    let theirs_records = run_llvm_tblgen_action(bin, &dir, file, &incs, &[], "-print-records")?;
    let theirs_inc = run_llvm_tblgen_action(bin, &dir, file, &incs, &[], "-gen-register-info");
    let loaded = dsl::load_file(
        file,
        &dsl::Options {
            include_dirs: incs.to_vec(),
            defines: Vec::new(),
        },
    )
    .map_err(|e| format!("llvm-tblgen reads the file, we do not:\n{}", e.render()))?;
    let ours_records = dsl::print::print_records(&loaded.records);
    if let Some(d) = describe_first_difference(&theirs_records, &ours_records, 3) {
        return Err(format!("print-records differs:\n{d}"));
    }
    let ours = dsl::regs::compute(&loaded.records)
        .map_err(|d| dsl::diag::render(&d, &loaded.sources, false));
    match (expect_error, theirs_inc, ours) {
        (None, Ok(inc), Ok(info)) => {
            let c = reginfo_inc::check_all(&info, &inc);
            if c.problems.is_empty() {
                Ok(format!("{} values equal", c.checked))
            } else {
                Err(format!(
                    "{} of {} values differ:\n{}",
                    c.problems.len(),
                    c.checked,
                    c.summary(30)
                ))
            }
        }
        (None, Err(e), _) => Err(format!("llvm-tblgen rejects the file: {e}")),
        (None, Ok(_), Err(d)) => Err(format!("llvm-tblgen accepts the file, we do not:\n{d}")),
        (Some(want), Err(_), Err(d)) if d.contains(&want) => Ok(format!("both reject: {want}")),
        (Some(want), Err(_), Err(d)) => Err(format!("our error lacks {want:?}:\n{d}")),
        (Some(_), Ok(_), _) => Err("EXPECT-ERROR, but llvm-tblgen accepts the file".into()),
        (Some(_), Err(e), Ok(_)) => Err(format!("llvm-tblgen rejects the file, we do not: {e}")),
    }
}

#[test]
fn rules_match_llvm_tblgen() {
    let bin = locate_llvm_tblgen().unwrap_or_else(|e| panic!("{e}"));
    let include = llvm_include();
    let files = rule_files();
    assert!(!files.is_empty(), "no rule files (RULE filter?)");
    let mut failed = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        match check_rule(&bin, &include, f) {
            Ok(what) => println!("PASS {name}: {what}"),
            Err(e) => {
                println!("FAIL {name}");
                failed.push(format!("{name}:\n{e}"));
            }
        }
    }
    println!(
        "regs_rules: {} passed, {} failed",
        files.len() - failed.len(),
        failed.len()
    );
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
