//! Shared by the `spillway cc` tests (`tests/cc_*.rs`): running the
//! driver, qemu and other commands with readable failures, scratch
//! folders, the two targets.

// Each test crate that includes this module uses only part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The targets of the tests: the `--target` name and the qemu that runs
/// its executables.
pub const TARGETS: &[(&str, &str)] = &[
    ("riscv64-unknown-linux-gnu", "qemu-riscv64"),
    ("riscv32-unknown-elf", "qemu-riscv32"),
];

/// The workspace root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `spillway cc` with `TMPDIR` set to `dir/tmp` (created), so that a test
/// can check that nothing is left there; run in `dir`.
pub fn cc(dir: &Path) -> Command {
    let tmp = dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_spillway"));
    c.arg("cc")
        .current_dir(dir)
        .env("TMPDIR", &tmp)
        .env("NO_COLOR", "1");
    c
}

/// An empty scratch folder `<CARGO_TARGET_TMPDIR>/cc/<name>`.
pub fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cc")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes `files` (name, contents) into `dir`.
pub fn write(dir: &Path, files: &[(&str, &str)]) {
    for (name, text) in files {
        let p = dir.join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(p, text).unwrap();
    }
}

/// Runs `cmd` to completion; its output (stdin closed).
pub fn output(cmd: &mut Command) -> Output {
    cmd.stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

/// Runs `cmd`, which must succeed; its stdout.
pub fn ok(cmd: &mut Command) -> String {
    let out = output(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n--- stdout\n{}\n--- stderr\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `cmd`, which must fail with `code`; its stderr.
pub fn fails(cmd: &mut Command, code: i32) -> String {
    let out = output(cmd);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(code),
        "{cmd:?}: expected exit status {code}, got {}:\n--- stderr\n{stderr}",
        out.status
    );
    stderr
}

/// Runs `prog ARGS` under `qemu` in `dir`; it must exit 0; its stdout.
pub fn qemu(qemu: &str, dir: &Path, prog: &str, args: &[&str]) -> String {
    ok(Command::new(qemu).arg(prog).args(args).current_dir(dir))
}

/// The files of `dir`, sorted (names only).
pub fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// A program of `tests/constructs/`: `NAME.c`, with `NAME_main.c` when it
/// exists (a translation unit with no function body has its `main`
/// elsewhere), and the flags its first line asks for
/// (`// spillway-test-flags: FLAGS`).
pub struct Construct {
    /// NAME.
    pub name: String,
    /// `NAME.c` and, if present, `NAME_main.c`.
    pub srcs: Vec<PathBuf>,
    /// FLAGS, for both the Spillway and the clang build.
    pub flags: Vec<String>,
}

/// Every program of `tests/constructs/`, sorted by name.
pub fn constructs() -> Vec<Construct> {
    let dir = root().join("tests/constructs");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/constructs")
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.ends_with(".c") && !n.ends_with("_main.c"))
        .map(|n| n.trim_end_matches(".c").to_string())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let src = dir.join(format!("{name}.c"));
            let text = std::fs::read_to_string(&src).unwrap();
            let flags = text
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("// spillway-test-flags:"))
                .map(|f| f.split_whitespace().map(str::to_string).collect())
                .unwrap_or_default();
            let mut srcs = vec![src];
            let companion = dir.join(format!("{name}_main.c"));
            if companion.is_file() {
                srcs.push(companion);
            }
            Construct { name, srcs, flags }
        })
        .collect()
}
