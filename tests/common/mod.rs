//! Shared by the root integration tests that build and run many programs
//! (`alloc_e2e.rs`, `starved.rs`): running a command with a readable
//! failure, and a small job pool.
//!
//! Invariant: `parallel` reports failures in job order, whatever thread
//! ran them, so a test's message is the same from run to run.

use std::process::Command;
use std::sync::Mutex;

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
