//! Helpers shared by the backend's integration tests: where the rig is,
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

/// `$SPILLWAY_SHARED`, else `<workspace root>/../shared`.
pub fn shared_dir() -> PathBuf {
    match std::env::var_os("SPILLWAY_SHARED") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => workspace_root().join("..").join("shared"),
    }
}

/// The RISC-V rig (`../shared/rig`).
pub fn rig_dir() -> PathBuf {
    shared_dir().join("rig")
}

/// The corpus: `NAME.{rv64,rv32}.{pre-ra,ssa,post-ra}.mir` for every rig
/// benchmark kernel and example, made once per test binary by
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
             clang-14, lld-14 and qemu-user):\n{}{}",
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
