//! `-g` must not change the code: LLVM keeps its allocation identical with
//! and without debug instructions, and so must Spillway (Debian builds
//! every package with `-g`; a user comparing a debug and a release build
//! must see the same instructions).
//!
//! `debug_instructions_do_not_change_the_allocation`: each program of
//! `tests/programs/` (the kernels, freestanding C) is compiled by clang-14
//! with `-O2 -g` and stopped by llc-14 before register allocation, for
//! rv64gc and for AArch64. The same MIR with every `DBG_VALUE` line removed
//! is the second input. `spillway alloc` with each allocator (greedy, basic,
//! fast), with and without softening, must print the same MIR for both once
//! the `DBG_VALUE` lines are dropped from its outputs (the checker runs on
//! both). Before debug instructions were given no slot index, no soften
//! point and no place in the spiller's use groups, 22 of these 72 pairs
//! differed.

mod common;
use common::{parallel, root, run};
use std::path::Path;
use std::process::Command;

const PROGRAMS: &[&str] = &[
    "pressure",
    "switch_vm",
    "lanehash",
    "matmul",
    "fp_calls",
    "structs",
];

/// (name, clang target flags, llc target flags).
const TARGETS: &[(&str, &[&str], &[&str])] = &[
    (
        "rv64",
        &["--target=riscv64-linux-gnu", "-march=rv64gc", "-mabi=lp64d"],
        &[
            "-mtriple=riscv64-linux-gnu",
            "-mattr=+m,+a,+f,+d,+c",
            "-target-abi=lp64d",
        ],
    ),
    (
        "aarch64",
        &["--target=aarch64-linux-gnu"],
        &["-mtriple=aarch64-linux-gnu"],
    ),
];

fn without_debug_values(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("DBG_VALUE"))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn alloc(input: &Path, out: &Path, args: &[&str]) -> Result<String, String> {
    run(Command::new(env!("CARGO_BIN_EXE_spillway"))
        .arg("alloc")
        .args(args)
        .arg(input)
        .arg("-o")
        .arg(out))?;
    std::fs::read_to_string(out).map_err(|e| format!("{}: {e}", out.display()))
}

#[test]
fn debug_instructions_do_not_change_the_allocation() {
    let dir = common::scratch_in("debug-invariance", "programs");
    let jobs: Vec<(&str, usize)> = PROGRAMS
        .iter()
        .flat_map(|p| (0..TARGETS.len()).map(move |t| (*p, t)))
        .collect();
    let failures = parallel(&jobs, |&(name, ti)| {
        let (arch, cflags, llcflags) = TARGETS[ti];
        let file = |ext: &str| dir.join(format!("{name}.{arch}.{ext}"));
        let ll = file("ll");
        let with = dir.join(format!("{name}.{arch}.g.mir"));
        let without = dir.join(format!("{name}.{arch}.nodbg.mir"));
        run(Command::new("clang-14")
            .args(cflags)
            .args([
                "-O2",
                "-g",
                "-ffreestanding",
                "-fno-builtin",
                "-S",
                "-emit-llvm",
            ])
            .arg("-o")
            .arg(&ll)
            .arg(root().join(format!("tests/programs/{name}.c"))))?;
        run(Command::new("llc-14")
            .args(llcflags)
            .args(["-O2", "-stop-before=greedy"])
            .arg(&ll)
            .arg("-o")
            .arg(&with))?;
        let text = std::fs::read_to_string(&with).map_err(|e| e.to_string())?;
        let stripped = without_debug_values(&text);
        if stripped.len() == text.len() {
            return Err(format!("{name} {arch}: clang -g made no DBG_VALUE"));
        }
        std::fs::write(&without, stripped).map_err(|e| e.to_string())?;
        let mut diffs = Vec::new();
        for allocator in ["greedy", "basic", "fast"] {
            for soften in ["full", "off"] {
                let args = ["--allocator", allocator, "--soften", soften];
                let tag = format!("{allocator}-{soften}");
                let a = alloc(&with, &file(&format!("{tag}.g.out.mir")), &args)?;
                let b = alloc(&without, &file(&format!("{tag}.nodbg.out.mir")), &args)?;
                let (a, b) = (without_debug_values(&a), without_debug_values(&b));
                if a != b {
                    let at = a
                        .lines()
                        .zip(b.lines())
                        .position(|(x, y)| x != y)
                        .unwrap_or(0);
                    diffs.push(format!(
                        "{name} {arch} --allocator {allocator} --soften {soften}: output line {} \
                         differs: {:?} (with -g) vs {:?}",
                        at + 1,
                        a.lines().nth(at).unwrap_or(""),
                        b.lines().nth(at).unwrap_or("")
                    ));
                }
            }
        }
        if diffs.is_empty() {
            Ok(())
        } else {
            Err(diffs.join("\n"))
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
