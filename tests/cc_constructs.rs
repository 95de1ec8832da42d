//! The constructs real C code uses (issue 17, item 2), each a small program
//! in `tests/constructs/`: built by `spillway cc` (allocation, softening,
//! frame lowering and the checker: a failed proof fails the build) and by
//! clang-14 alone (`--spillway-clang-only`, the same flags and link), for
//! rv64 (glibc) and rv32 (picolibc), at every optimisation level; both run
//! under qemu and must print the same and exit the same.
//!
//! - `NAME.c` is one program; `NAME_main.c`, when it exists, is linked
//!   with it (`no_functions.c` is a translation unit with no function
//!   body, so its `main` is elsewhere).
//! - A first line `// spillway-test-flags: FLAGS` adds FLAGS to both
//!   builds (`-fno-omit-frame-pointer`).
//! - Every file at `-O0`, `-O1`, `-O2`, `-O3` and `-Os` with the default
//!   pipeline; at `-O0` and `-O2` also with `--spillway-allocator=fast`
//!   and `--spillway-no-soften`.
//!
//! Jobs run on as many threads as the machine has cores; every failure is
//! collected and reported with its commands.

mod common;
#[path = "cc/support.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::{scratch, TARGETS};

const LEVELS: &[&str] = &["-O0", "-O1", "-O2", "-O3", "-Os"];

/// Extra Spillway modes, tried at these levels.
const MODES: &[(&str, &[&str])] = &[
    ("fast", &["--spillway-allocator=fast"]),
    ("no-soften", &["--spillway-no-soften"]),
];
const MODE_LEVELS: &[&str] = &["-O0", "-O2"];

struct Job {
    name: String,
    srcs: Vec<PathBuf>,
    flags: Vec<String>,
    target: &'static str,
    qemu: &'static str,
    level: &'static str,
    mode: &'static str,
    mode_flags: &'static [&'static str],
}

/// Builds with `spillway cc` + `extra`; the command line for messages.
fn build(dir: &Path, job: &Job, extra: &[&str], out: &str) -> Result<String, String> {
    let mut c = Command::new(env!("CARGO_BIN_EXE_spillway"));
    c.arg("cc")
        .arg(format!("--target={}", job.target))
        .arg(job.level)
        .args(&job.flags)
        .args(extra)
        .args(&job.srcs)
        .arg("-o")
        .arg(dir.join(out))
        .current_dir(dir)
        .env("NO_COLOR", "1");
    let line = format!("{c:?}");
    common::run(&mut c).map_err(|e| format!("{line}\n{e}"))?;
    Ok(line)
}

/// Runs `prog` under qemu: stdout and the exit status.
fn execute(job: &Job, prog: &Path) -> Result<(String, Option<i32>), String> {
    let out = Command::new(job.qemu)
        .arg(prog)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", job.qemu))?;
    Ok((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    ))
}

fn run_job(job: &Job) -> Result<(), String> {
    let dir = scratch(&format!(
        "constructs/{}-{}-{}-{}",
        job.name,
        job.target,
        job.level.trim_start_matches('-'),
        job.mode
    ));
    let reference = build(&dir, job, &["--spillway-clang-only"], "ref")?;
    let ours = build(&dir, job, job.mode_flags, "prog")?;
    let want = execute(job, &dir.join("ref"))?;
    let got = execute(job, &dir.join("prog"))?;
    if want.1 != Some(0) || want.0.is_empty() {
        return Err(format!(
            "clang's own build does not run cleanly (exit {:?}, output {:?}): {reference}",
            want.1, want.0
        ));
    }
    if got != want {
        return Err(format!(
            "{} {} {} ({}): Spillway's build printed {:?} (exit {:?}), clang's {:?} (exit {:?})\n  {ours}\n  {reference}",
            job.name, job.target, job.level, job.mode, got.0, got.1, want.0, want.1
        ));
    }
    Ok(())
}

#[test]
fn every_construct_every_level_rv64_and_rv32() {
    let mut jobs = Vec::new();
    for support::Construct { name, srcs, flags } in support::constructs() {
        for &(target, qemu) in TARGETS {
            for &level in LEVELS {
                jobs.push(Job {
                    name: name.clone(),
                    srcs: srcs.clone(),
                    flags: flags.clone(),
                    target,
                    qemu,
                    level,
                    mode: "default",
                    mode_flags: &[],
                });
            }
            for &(mode, mode_flags) in MODES {
                for &level in MODE_LEVELS {
                    jobs.push(Job {
                        name: name.clone(),
                        srcs: srcs.clone(),
                        flags: flags.clone(),
                        target,
                        qemu,
                        level,
                        mode,
                        mode_flags,
                    });
                }
            }
        }
    }
    assert!(
        jobs.len() >= 15 * 2 * 9,
        "constructs missing: {}",
        jobs.len()
    );
    let failures = common::parallel(&jobs, run_job);
    assert!(
        failures.is_empty(),
        "{} of {} builds failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}
