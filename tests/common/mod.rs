//! Shared by the root integration tests that build and run many programs
//! (`alloc_e2e.rs`, `starved.rs`): running a command with a readable
//! failure, and a small job pool; and by the CLI tests (`cli_errors.rs`,
//! `mir_cli.rs`): running `spillway` on a terminal; the workspace, rig and
//! scratch folders of the tests that run the rig.
//!
//! Invariant: `parallel` reports failures in job order, whatever thread
//! ran them, so a test's message is the same from run to run.

// Each test crate that includes this module uses only part of it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;

/// The workspace root (the `spillway` package's manifest folder).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The RISC-V rig: `RIG_DIR` if set, else the project's own
/// (`scripts/rig`: `c2mir.sh`, `c2exe.sh`, `mir2exe.sh`, `run.sh`).
pub fn rig() -> PathBuf {
    std::env::var_os("RIG_DIR")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("scripts/rig"))
}

/// The end-to-end programs (`tests/programs`: `NAME.c` kernel + `NAME_main.c`).
pub fn programs() -> PathBuf {
    root().join("tests/programs")
}

/// The counters of a `run.sh --count` line (`qemu-count KEY=N`, or the
/// shared rig's `rigcount KEY=N ...`), or `None` for a line of the program.
pub fn count_line(line: &str) -> Option<&str> {
    line.strip_prefix("qemu-count ")
        .or_else(|| line.strip_prefix("rigcount "))
}

/// A scratch folder `<CARGO_TARGET_TMPDIR>/<group>/<sub>`, created.
pub fn scratch_in(group: &str, sub: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(sub);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Runs `cmd`; `Err` with the command line, exit status and output tails.
pub fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let tail = |s: &str| {
            let lines: Vec<&str> = s.lines().collect();
            lines[lines.len().saturating_sub(25)..].join("\n")
        };
        Err(format!(
            "{cmd:?} exited with {}\n--- stdout (tail)\n{}\n--- stderr (tail)\n{}",
            out.status,
            tail(&stdout),
            tail(&stderr)
        ))
    }
}

/// Runs `jobs` on a pool of threads; the failures, in job order.
pub fn parallel<J: Sync>(jobs: &[J], f: impl Fn(&J) -> Result<(), String> + Sync) -> Vec<String> {
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let next = Mutex::new(0usize);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let k = {
                    let mut n = next.lock().unwrap();
                    let k = *n;
                    *n += 1;
                    k
                };
                let Some(job) = jobs.get(k) else { break };
                if let Err(e) = f(job) {
                    failures.lock().unwrap().push((k, e));
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap();
    v.sort_by_key(|(k, _)| *k);
    v.into_iter().map(|(_, e)| e).collect()
}

/// Runs `spillway ARGS` with stdout and stderr on a pseudo-terminal (through
/// util-linux `script`), in the repository root, with `TERM=xterm` and
/// `env` added (and `NO_COLOR` removed unless given); the exit
/// code and everything the terminal received. `None` when `script` is not
/// installed (the caller says so and checks only the piped half).
pub fn spillway_on_tty(args: &[&str], env: &[(&str, &str)]) -> Option<(Option<i32>, Vec<u8>)> {
    let quote = |a: &str| format!("'{}'", a.replace('\'', "'\\''"));
    let mut line = quote(env!("CARGO_BIN_EXE_spillway"));
    for a in args {
        line.push(' ');
        line.push_str(&quote(a));
    }
    // -q: no banner, -e: the child's exit code, -f: flush; the typescript
    // file argument is opened and written in place, never renamed.
    let out = Command::new("script")
        .args(["-qefc", &line, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .env("TERM", "xterm")
        .envs(env.iter().copied())
        .stdin(std::process::Stdio::null())
        .output()
        .ok()?;
    Some((out.status.code(), out.stdout))
}

/// `c2mir.sh`/`c2exe.sh` flags for an arch name (`rv64`, `rv32`).
pub fn arch_flags(arch: &str) -> Vec<&'static str> {
    if arch == "rv32" {
        vec!["--rv32"]
    } else {
        vec![]
    }
}

/// A program of `tests/programs` ready to allocate: its pre-RA MIR
/// (`dir/NAME.pre-ra.mir`) and what LLVM's own build of it prints.
pub struct Prepared {
    pub name: &'static str,
    pub arch: &'static str,
    pub dir: PathBuf,
    pub reference: String,
}

/// Builds and runs LLVM's build of `tests/programs/NAME.c` + `NAME_main.c`
/// (the reference output, which must be `NAME=0x...`) and writes the
/// kernel's pre-RA MIR, all in `dir`.
pub fn prepare(
    name: &'static str,
    arch: &'static str,
    dir: &std::path::Path,
) -> Result<Prepared, String> {
    prepare_from(&root().join("tests/programs"), name, arch, dir)
}

/// [`prepare`] for the program `NAME.c` + `NAME_main.c` in `src`.
pub fn prepare_from(
    src: &std::path::Path,
    name: &'static str,
    arch: &'static str,
    dir: &std::path::Path,
) -> Result<Prepared, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let kernel = src.join(format!("{name}.c"));
    let driver = src.join(format!("{name}_main.c"));
    let ref_elf = dir.join(format!("{name}.ref.elf"));
    run(Command::new(rig().join("c2exe.sh"))
        .args(arch_flags(arch))
        .arg("-o")
        .arg(&ref_elf)
        .arg(&kernel)
        .arg(&driver))?;
    let reference = run(Command::new(rig().join("run.sh")).arg(&ref_elf))?;
    if !reference.starts_with(&format!("{name}=0x")) {
        return Err(format!(
            "{name} {arch}: the reference printed {reference:?}, not `{name}=0x...`"
        ));
    }
    run(Command::new(rig().join("c2mir.sh"))
        .args(arch_flags(arch))
        .arg("-o")
        .arg(dir.join(format!("{name}.pre-ra.mir")))
        .arg(&kernel))?;
    Ok(Prepared {
        name,
        arch,
        dir: dir.to_path_buf(),
        reference,
    })
}
