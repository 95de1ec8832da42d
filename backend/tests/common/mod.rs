//! Helpers shared by the backend's integration tests: where the rig
//! (`scripts/rig`) and the programs (`tests/programs`) are,
//! the MIR corpus it makes (`scripts/mir-corpus.sh`), and reading a MIR file
//! with the target its IR module asks for.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The workspace root (the parent of the `backend` crate).
pub fn workspace_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(Path::to_path_buf).unwrap_or(manifest)
}

/// The RISC-V rig: `RIG_DIR` if set, else the project's own (`scripts/rig`).
pub fn rig_dir() -> PathBuf {
    match std::env::var_os("RIG_DIR") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => workspace_root().join("scripts/rig"),
    }
}

/// The end-to-end programs (`tests/programs`: `NAME.c` kernel and
/// `NAME_main.c` driver, which prints `NAME=0x...`).
pub fn programs_dir() -> PathBuf {
    workspace_root().join("tests/programs")
}

/// The corpus kernels the end-to-end tests build and run with their
/// drivers (`scripts/mir-corpus.sh` also has `features` and `float_math`,
/// which the corpus-wide tests read, lower and run through llc): leaf
/// kernels with spills in hot loops (matmul, lanehash, pressure), values
/// live across calls (calls), stack-passed arguments (many_args).
pub const KERNELS: &[&str] = &["calls", "lanehash", "many_args", "matmul", "pressure"];

/// The counters of a `run.sh --count` line (`qemu-count KEY=N`, or the
/// shared rig's `rigcount KEY=N ...`), or `None` for a line of the program.
pub fn count_line(line: &str) -> Option<&str> {
    line.strip_prefix("qemu-count ")
        .or_else(|| line.strip_prefix("rigcount "))
}

/// The corpus: `NAME.{rv64,rv32}.{pre-ra,ssa,post-ra}.mir` for every
/// kernel of `scripts/mir-corpus.sh`, made once per test binary by
/// `scripts/mir-corpus.sh` into `target/mir-corpus` (a cache). Panics with
/// what to install when the rig's tools are missing.
pub fn corpus_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let root = workspace_root();
        let dir = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("target"))
            .join("mir-corpus");
        let out = Command::new("bash")
            .arg(root.join("scripts/mir-corpus.sh"))
            .arg(&dir)
            .env("RIG_DIR", rig_dir())
            .output()
            .expect("run scripts/mir-corpus.sh");
        assert!(
            out.status.success(),
            "scripts/mir-corpus.sh failed (run scripts/install-deps.sh: it installs the rig's \
             clang-14 and lld-14):\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

/// Corpus files whose name ends with `suffix` (e.g. `.pre-ra.mir`), sorted.
pub fn corpus_files(suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no corpus files ending in {suffix}");
    v
}

/// llc and its flags for `arch` (`rv64`/`rv32`), from the rig's `lib.sh`
/// (`$LLC` and `RIG_LLCFLAGS`), so tests run llc exactly as the rig does.
pub fn rig_llc(arch: &str) -> (String, Vec<String>) {
    let lib = rig_dir().join("lib.sh");
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && rig_arch {arch} && echo \"$LLC\" && printf '%s\\n' \"${{RIG_LLCFLAGS[@]}}\"",
            lib.display()
        ))
        .output()
        .expect("run bash");
    assert!(out.status.success(), "sourcing {} failed", lib.display());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut lines = text.lines().map(str::to_string);
    let llc = lines.next().expect("LLC path");
    (llc, lines.filter(|l| !l.is_empty()).collect())
}
