//! The project's QEMU counting plugin (`tools/qemu-count/count.c`, run
//! by `scripts/qemu-count.sh`) on known answers: a hand-written loop whose
//! instructions, loads, stores, sp- and fp-relative accesses and GPR<->FPR moves
//! are counted by hand (`tests/cc/count-loop-*.S`), for rv64, rv32 and
//! AArch64, counted inside the function `kernel` only.

#[path = "cc/support.rs"]
mod support;

use std::path::Path;
use std::process::Command;
use support::*;

/// kernel(1000): 4 + 8 * 1000 + 3 instructions; per iteration one sp
/// store and load, one store and load addressed from the frame-pointer
/// register (x29, s0), one move each way.
const EXPECTED: &str = "qemu-count insns=8007
qemu-count loads=2000
qemu-count stores=2000
qemu-count sp_loads=1000
qemu-count sp_stores=1000
qemu-count gpr_to_fpr=1000
qemu-count fpr_to_gpr=1000
qemu-count mem_accesses=4000
qemu-count fp_loads=1000
qemu-count fp_stores=1000
";

fn count(dir: &Path, prog: &str, args: &[&str]) -> std::process::Output {
    output(
        Command::new("bash")
            .arg(root().join("scripts/qemu-count.sh"))
            .args(args)
            .arg(prog)
            .current_dir(dir),
    )
}

#[test]
fn known_answers_on_riscv_and_aarch64() {
    let dir = scratch("count");
    let riscv = root().join("tests/cc/count-loop-riscv.S");
    for (target, _) in TARGETS {
        let exe = format!("loop-{target}");
        ok(cc(&dir)
            .arg(format!("--target={target}"))
            .arg(&riscv)
            .args(["-o", &exe]));
        let out = count(&dir, &exe, &["--func", "kernel"]);
        assert!(out.status.success(), "{target}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), EXPECTED, "{target}");
    }
    // AArch64: spillway cc's aarch64 target (an assembler file: clang and
    // the cross GCC's link, no allocation).
    ok(cc(&dir)
        .arg("--target=aarch64-linux-gnu")
        .arg(root().join("tests/cc/count-loop-aarch64.S"))
        .args(["-o", "loop-aarch64"]));
    let out = count(&dir, "loop-aarch64", &["--func", "kernel"]);
    assert!(out.status.success(), "aarch64: {out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), EXPECTED, "aarch64");
}

#[test]
fn whole_programs_and_errors() {
    let dir = scratch("count-errors");
    let riscv = root().join("tests/cc/count-loop-riscv.S");
    ok(cc(&dir).arg(&riscv).args(["-o", "loop"]));
    // Without --func: the whole program, start-up code included.
    let out = count(&dir, "loop", &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    let insns: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("qemu-count insns="))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    assert!(insns > 8005, "{text}");
    // A function the program does not have, a file that is no program.
    let out = count(&dir, "loop", &["--func", "no_such_function"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("function no_such_function not found"));
    std::fs::write(dir.join("text"), "not an ELF file\n").unwrap();
    let out = count(&dir, "text", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a RISC-V or AArch64 ELF"));
}
