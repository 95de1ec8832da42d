//! One code base of the real-code corpus end to end, as CI runs it: Lua 5.4
//! (Debian's lua5.4 source package, fetched by `bench/real-code/fetch.sh`
//! into the cache outside git) built by its own Makefile with
//! `CC="spillway cc --target=..."`, its workload
//! (`bench/real-code/lua/*.lua`, `--quick` size) run under qemu, and the
//! output compared with the same Makefile building with clang-14 alone
//! (`--spillway-clang-only`). This is `bench/real-code.sh --quick --modes
//! default --no-count --no-timing [--arch A] lua`: the tests check its
//! verdict and that the outputs compared are the workload's, not empty ones.
//! - rv64, rv32 and aarch64: Spillway's default pipeline with its checker
//!   on (a function the checker does not prove fails the build).
//!
//! It needs the network the first time (`apt-get source lua5.4`, and a
//! `deb-src` line for the machine's Debian suite if apt has none: root or
//! sudo); a failed fetch fails the test with the fetch's message.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Runs `bench/real-code.sh --quick --modes default --no-count --no-timing
/// EXTRA... lua` into its own output folder and checks, per architecture,
/// that lua's `default` row has `result` and that clang's and Spillway's
/// outputs are the whole workload's and equal.
fn lua_quick(out_name: &str, extra: &[&str], archs: &[&str], result: &str) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(out_name);
    let _ = std::fs::remove_dir_all(&out);
    let res = Command::new("bash")
        .arg(root.join("bench/real-code.sh"))
        .args(["--quick", "--modes", "default", "--no-count", "--no-timing"])
        .args(extra)
        .arg("--spillway")
        .arg(env!("CARGO_BIN_EXE_spillway"))
        .arg("--out")
        .arg(&out)
        .arg("lua")
        .stdin(Stdio::null())
        .output()
        .expect("cannot run bash bench/real-code.sh");
    let stdout = String::from_utf8_lossy(&res.stdout);
    let stderr = String::from_utf8_lossy(&res.stderr);
    let report = format!("--- stdout\n{stdout}\n--- stderr\n{stderr}");
    assert!(
        res.status.success(),
        "bench/real-code.sh failed ({}):\n{report}",
        res.status
    );
    for arch in archs {
        let row = stdout
            .lines()
            .find(|l| l.split_whitespace().take(3).eq(["lua", arch, "default"]))
            .unwrap_or_else(|| panic!("no row for lua {arch} default:\n{report}"));
        assert_eq!(
            row.split_whitespace().nth(3),
            Some(result),
            "{row}\n{report}"
        );
        check_outputs(&out, arch);
    }
}

/// The comparison is between real outputs: the reference run printed the
/// workload's last lines (features.lua, kernels.lua, the luac bytecode run)
/// and Spillway's run printed the same.
fn check_outputs(out: &Path, arch: &str) {
    let read = |v: &str| {
        std::fs::read_to_string(out.join(arch).join(v).join("lua/run.out"))
            .unwrap_or_else(|e| panic!("{arch} {v}: no run.out: {e}"))
    };
    let (clang, ours) = (read("clang"), read("default"));
    for marker in ["io.write 123\nend\n", "mandelbrot 40 ", "kernels done\n"] {
        assert!(
            clang.contains(marker),
            "{arch}: clang's output lacks {marker:?}:\n{clang}"
        );
    }
    assert_eq!(
        clang.matches("kernels done").count(),
        2,
        "{arch}: kernels.lua and its bytecode:\n{clang}"
    );
    assert_eq!(ours, clang, "{arch}");
}

#[test]
fn lua_builds_with_spillway_cc_and_runs_like_clangs_build_on_rv64_and_rv32() {
    lua_quick("real-code", &[], &["rv64", "rv32"], "pass");
}

#[test]
fn lua_builds_with_spillway_cc_and_runs_like_clangs_build_on_aarch64() {
    lua_quick(
        "real-code-aarch64",
        &["--arch", "aarch64"],
        &["aarch64"],
        "pass",
    );
}
