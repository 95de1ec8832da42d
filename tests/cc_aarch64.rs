//! `spillway cc --target=aarch64-linux-gnu` (the `[aarch64-unknown-linux-gnu]`
//! section of `targets/toolchains.conf`: static executables against
//! Debian's arm64 cross glibc, linked by `aarch64-linux-gnu-gcc`, run with
//! `qemu-aarch64`).
//!
//! The programs are built by clang alone (`--spillway-clang-only`) and through Spillway's
//! pipeline with LLVM's allocator (`--spillway-allocator=llvm`: llc to
//! pre-RA MIR, then llc resumed from that MIR, the same two halves Spillway
//! sits between); both must run and print the same, at -O0 and -O2:
//! - the constructs of `tests/constructs/` (with their `_main.c` and their
//!   `// spillway-test-flags:` line);
//! - `tests/programs/` (the MIR corpus kernels among them), whose drivers
//!   include the rig's `rt.h` (`scripts/rig/rt`): for AArch64 it is
//!   `tests/aarch64/rt/` (glibc output, and `RIG_CHECKED` with canaries in
//!   x19-x29 and d8-d15).
//!
//! At -O0 both builds get `-fno-jump-tables`: llc-14 fails when it resumes
//! AArch64 MIR that has a jump table at -O0 (a SIGSEGV in the assembly
//! printer, or "Unsupported pc-relative fixup kind"), because the
//! jump-table entry information AArch64's instruction selection records
//! for `JumpTableDest32` (AArch64FunctionInfo) is not part of the MIR, and
//! only the jump-table compression pass, which runs only when optimizing,
//! records it again. `llc_resume_limitation_at_o0` keeps that fact checked.
//!
//! At -O0 (GlobalISel's MIR) and -O2 every program is also built with
//! Spillway's own allocators (greedy, the default, and fast) and frame
//! lowering (the description's `FrameLoweringOps` and `FrameAccess`
//! records) and must print the same, with the checker on: every function
//! is proved after allocation and after frame lowering.

mod common;
#[path = "cc/support.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::{root, scratch};

const TARGET: &str = "aarch64-linux-gnu";
const QEMU: &str = "qemu-aarch64";
const LEVELS: &[&str] = &["-O0", "-O2"];

fn rt_dir() -> PathBuf {
    root().join("tests/aarch64/rt")
}

/// One program: its name, sources and extra flags.
struct Program {
    name: String,
    srcs: Vec<PathBuf>,
    flags: Vec<String>,
}

/// `tests/constructs/NAME.c` (+ `NAME_main.c`).
fn constructs() -> Vec<Program> {
    support::constructs()
        .into_iter()
        .map(|c| Program {
            name: format!("constructs/{}", c.name),
            srcs: c.srcs,
            flags: c.flags,
        })
        .collect()
}

/// Kernel + driver pairs of `dir` (`NAME.c`, `NAME_main.c`), linked with
/// the AArch64 rig runtime.
fn kernels(dir: &Path, group: &str) -> Vec<Program> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter_map(|n| n.strip_suffix("_main.c").map(str::to_string))
        .collect();
    names.sort();
    let rt = rt_dir();
    names
        .into_iter()
        .map(|n| Program {
            name: format!("{group}/{n}"),
            srcs: vec![
                dir.join(format!("{n}.c")),
                dir.join(format!("{n}_main.c")),
                rt.join("rt.c"),
                rt.join("check.S"),
            ],
            flags: vec![format!("-I{}", rt.display())],
        })
        .collect()
}

/// Builds `p` with `spillway cc` at `level` plus `extra`, into `dir/out`;
/// the command line (for messages).
fn build(
    dir: &Path,
    p: &Program,
    level: &str,
    extra: &[&str],
    out: &str,
) -> Result<String, String> {
    let mut c = Command::new(env!("CARGO_BIN_EXE_spillway"));
    c.arg("cc")
        .arg(format!("--target={TARGET}"))
        .arg(level)
        .args(&p.flags)
        .args(extra)
        .args(&p.srcs)
        .arg("-o")
        .arg(dir.join(out))
        .current_dir(dir)
        .env("NO_COLOR", "1");
    if level == "-O0" {
        c.arg("-fno-jump-tables");
    }
    let line = format!("{c:?}");
    common::run(&mut c).map_err(|e| format!("{line}\n{e}"))?;
    Ok(line)
}

/// Runs `prog` under qemu-aarch64: stdout and the exit status.
fn execute(prog: &Path) -> Result<(String, Option<i32>), String> {
    let out = Command::new(QEMU)
        .arg(prog)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {QEMU}: {e}"))?;
    Ok((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    ))
}

fn run_job(job: &(&Program, &str)) -> Result<(), String> {
    let (p, level) = *job;
    let dir = scratch(&format!(
        "aarch64/{}-{}",
        p.name.replace('/', "-"),
        level.trim_start_matches('-')
    ));
    let reference = build(&dir, p, level, &["--spillway-clang-only"], "ref")?;
    let resumed = build(&dir, p, level, &["--spillway-allocator=llvm"], "prog")?;
    let want = execute(&dir.join("ref"))?;
    let got = execute(&dir.join("prog"))?;
    if want.1 != Some(0) || want.0.is_empty() {
        return Err(format!(
            "{} {level}: clang's own build does not run cleanly (exit {:?}, output {:?}): {reference}",
            p.name, want.1, want.0
        ));
    }
    if got != want {
        return Err(format!(
            "{} {level}: the build through pre-RA MIR printed {:?} (exit {:?}), clang's {:?} (exit {:?})\n  {resumed}\n  {reference}",
            p.name, got.0, got.1, want.0, want.1
        ));
    }
    // Spillway's own allocation and frame lowering, with the checker on:
    // greedy (the default) and the fast allocator.
    for (alloc, out) in [
        (&[][..], "own"),
        (&["--spillway-allocator=fast"][..], "own-fast"),
    ] {
        let line = build(&dir, p, level, alloc, out)?;
        let got = execute(&dir.join(out))?;
        if got != want {
            return Err(format!(
                "{} {level}: Spillway's own allocation printed {:?} (exit {:?}), clang's {:?} (exit {:?})\n  {line}\n  {reference}",
                p.name, got.0, got.1, want.0, want.1
            ));
        }
    }
    Ok(())
}

#[test]
fn constructs_programs_and_rig_kernels_run_on_aarch64() {
    let mut programs = constructs();
    programs.extend(kernels(&root().join("tests/programs"), "programs"));
    assert!(programs.len() >= 30, "programs missing: {}", programs.len());
    let jobs: Vec<(&Program, &str)> = programs
        .iter()
        .flat_map(|p| LEVELS.iter().map(move |&l| (p, l)))
        .collect();
    let failures = common::parallel(&jobs, run_job);
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

/// The rig runtime's `RIG_CHECKED` on AArch64 catches a callee that does
/// not preserve a callee-saved register (x19, d9) and passes a correct one
/// (ten arguments: two on the stack).
#[test]
fn rig_checked_catches_clobbered_callee_saved_registers() {
    let dir = scratch("aarch64/rig-checked");
    let rt = rt_dir();
    support::write(
        &dir,
        &[(
            "main.c",
            r#"#include "rt.h"
long clobber_x19(long a);
__asm__(".globl clobber_x19\nclobber_x19: mov x19, #5\n ret\n");
double clobber_d9(double a);
__asm__(".globl clobber_d9\nclobber_d9: fmov d9, #1.0\n ret\n");
long sum10(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
  return a + b + c + d + e + f + g + h + i + j;
}
int main(int argc, char **argv) {
  rt_kv("sum", RIG_CHECKED(sum10)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  if (argc == 2) RIG_CHECKED(clobber_x19)(1);
  if (argc == 3) RIG_CHECKED(clobber_d9)(1.0);
  return 0;
}
"#,
        )],
    );
    support::ok(
        support::cc(&dir)
            .arg(format!("--target={TARGET}"))
            .args(["-O2", "--spillway-clang-only"])
            .arg(format!("-I{}", rt.display()))
            .arg("main.c")
            .arg(rt.join("rt.c"))
            .arg(rt.join("check.S"))
            .args(["-o", "checked"]),
    );
    let run =
        |args: &[&str]| support::output(Command::new(QEMU).arg(dir.join("checked")).args(args));
    let good = run(&[]);
    assert_eq!(good.status.code(), Some(0), "{good:?}");
    assert_eq!(
        String::from_utf8_lossy(&good.stdout),
        "sum=0x0000000000000037\n"
    );
    for (args, reg) in [(&["x"][..], "x19"), (&["x", "y"][..], "d9")] {
        let bad = run(args);
        assert_eq!(bad.status.code(), Some(99), "{reg}: {bad:?}");
        assert!(
            String::from_utf8_lossy(&bad.stdout).contains(&format!("did not preserve {reg}\n")),
            "{reg}: {bad:?}"
        );
    }
}

/// llc-14 cannot resume AArch64 MIR with a jump table at -O0 (see the
/// module doc): if this starts to pass, the `-fno-jump-tables` above can
/// go.
#[test]
fn llc_resume_limitation_at_o0() {
    let dir = scratch("aarch64/jump-table-o0");
    support::write(
        &dir,
        &[(
            "switch.c",
            "int pick(int k, int y) {\n  switch (k) {\n  case 0: return y * 3;\n  case 1: return y + 9;\n  case 2: return y ^ 77;\n  case 3: return y - 5;\n  case 4: return y << 2;\n  default: return 0;\n  }\n}\n",
        )],
    );
    let out = support::output(support::cc(&dir).arg(format!("--target={TARGET}")).args([
        "-O0",
        "--spillway-allocator=llvm",
        "-c",
        "switch.c",
    ]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("switch.c: error: llc failed"), "{stderr}");
    // The same with -fno-jump-tables, and at -O2 (compression re-records
    // the label), builds.
    support::ok(support::cc(&dir).arg(format!("--target={TARGET}")).args([
        "-O0",
        "-fno-jump-tables",
        "--spillway-allocator=llvm",
        "-c",
        "switch.c",
    ]));
    support::ok(support::cc(&dir).arg(format!("--target={TARGET}")).args([
        "-O2",
        "--spillway-allocator=llvm",
        "-c",
        "switch.c",
    ]));
}

/// zlib's test/infcover.c (`cover_trees` inlined into `main`): a 32 KiB
/// local array makes LLVM's LocalStackSlotAllocation address the small
/// locals from a virtual base register (`%stack.N` + the difference of
/// their `local-offset:`s), so frame lowering must keep those objects as
/// one block (placed one by one, `&bits` read `lens`' bytes: 44, not 60).
/// Only clang's build and Spillway's own: llc-14 cannot resume this MIR
/// (its MIR does not record that the code relies on the block).
#[test]
fn a_local_stack_block_keeps_its_offsets() {
    let dir = scratch("aarch64/local-block");
    support::write(
        &dir,
        &[(
            "localblock.c",
            r#"#include <stdio.h>
typedef struct { unsigned char op, bits; unsigned short val; } code;
__attribute__((noinline)) int table(int type, unsigned short *lens, unsigned n,
                                    code **next, unsigned *bits, unsigned short *work) {
  (void)type; (void)work;
  return (int)(lens[n - 1] + *bits) + (int)((*next)[1].val);
}
int main(void) {
  int ret;
  unsigned bits;
  unsigned short lens[16], work[16];
  code *next, tab[8192];
  for (bits = 0; bits < 15; bits++) lens[bits] = (unsigned short)(bits + 1);
  lens[15] = 15;
  tab[1].val = 7;
  next = tab;
  bits = 15;
  ret = table(2, lens, 16, &next, &bits, work);
  next = tab;
  bits = 1;
  ret += table(2, lens, 16, &next, &bits, work);
  printf("%d\n", ret);
  return 0;
}
"#,
        )],
    );
    // The MIR has local offsets and a base-register access.
    let mir = support::output(support::cc(&dir).arg(format!("--target={TARGET}")).args([
        "-O2",
        "--spillway-clang-only",
        "-S",
        "-emit-llvm",
        "localblock.c",
        "-o",
        "localblock.ll",
    ]));
    assert_eq!(mir.status.code(), Some(0), "{mir:?}");
    let pre = support::output(
        Command::new("llc-14")
            .args(["-mtriple=aarch64-linux-gnu", "-O2", "-stop-before=greedy"])
            .arg(dir.join("localblock.ll"))
            .args(["-o", "-"]),
    );
    let pre = String::from_utf8_lossy(&pre.stdout);
    assert!(pre.contains("local-offset: -4"), "{pre}");
    for (extra, out) in [(&["--spillway-clang-only"][..], "ref"), (&[][..], "own")] {
        support::ok(
            support::cc(&dir)
                .arg(format!("--target={TARGET}"))
                .arg("-O2")
                .args(extra)
                .args(["localblock.c", "-o", out]),
        );
        let run = support::output(Command::new(QEMU).arg(dir.join(out)));
        assert_eq!(run.status.code(), Some(0), "{out}: {run:?}");
        assert_eq!(String::from_utf8_lossy(&run.stdout), "60\n", "{out}");
    }
}
