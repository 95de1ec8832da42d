//! Runs doc/TUTORIAL.md: every shell block marked as runnable, in order, in
//! a scratch copy of the workspace, and checks the outputs the tutorial
//! announces.
//!
//! The conventions (also described at the top of the tutorial):
//! - A block whose info string is `sh tutorial` is run; plain `sh` blocks
//!   are not; any other word in the info string is an error.
//! - Each block runs on its own with `bash -euo pipefail` in the copy's root,
//!   so a failing command fails the test; shell variables do not carry over.
//! - HTML comments right after a block, `<!-- expect: TEXT -->` and
//!   `<!-- expect-not: TEXT -->`, are checks on the block's output (stdout
//!   and stderr together): TEXT must (must not) occur in it.
//!
//! The copy: the files `git ls-files --cached --others --exclude-standard`
//! lists (or, without git, the tree minus `target/` and `.git`), in
//! `$CARGO_TARGET_TMPDIR/tutorial/spillway` (the tutorial needs nothing
//! outside the repository: `spillway cc` and `scripts/qemu-count.sh`
//! replaced the shared rig's scripts). Files are rewritten only when their
//! contents differ and files the tutorial created are deleted, so the copy's
//! own `target/` (debug profile, kept between runs) rebuilds only what the
//! tutorial's edit of `targets/` changes: the first run builds the workspace
//! once, later runs rebuild the backend twice (the tutorial's `cargo build`
//! after restoring `targets/`, and after its edit). The real `targets/` is
//! never touched. Cargo runs with `--offline` semantics
//! (`CARGO_NET_OFFLINE=true`) and without the outer `CARGO_TARGET_DIR`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One runnable block of the tutorial.
#[derive(Debug)]
struct Block {
    /// 1-based line of the opening fence in TUTORIAL.md.
    line: usize,
    code: String,
    expect: Vec<String>,
    expect_not: Vec<String>,
}

/// The runnable blocks of `md`, in order, with their checks.
fn blocks(md: &str) -> Vec<Block> {
    let lines: Vec<&str> = md.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let info = match lines[i].trim_start().strip_prefix("```") {
            Some(info) => info.split_whitespace().collect::<Vec<_>>(),
            None => {
                i += 1;
                continue;
            }
        };
        let start = i;
        // Find the closing fence (any fenced block, runnable or not).
        i += 1;
        let mut code = String::new();
        while i < lines.len() && !lines[i].trim_start().starts_with("```") {
            code.push_str(lines[i]);
            code.push('\n');
            i += 1;
        }
        i += 1;
        if info.first() != Some(&"sh") || info.get(1) != Some(&"tutorial") {
            continue;
        }
        if let Some(word) = info.get(2) {
            panic!(
                "TUTORIAL.md:{}: unknown word `{word}` in the info string",
                start + 1
            );
        }
        let mut b = Block {
            line: start + 1,
            code,
            expect: Vec::new(),
            expect_not: Vec::new(),
        };
        // Checks: comment lines right after the block (blank lines allowed).
        while i < lines.len() {
            let l = lines[i].trim();
            if l.is_empty() {
                i += 1;
                continue;
            }
            let Some(body) = l
                .strip_prefix("<!--")
                .and_then(|s| s.strip_suffix("-->"))
                .map(str::trim)
            else {
                break;
            };
            if let Some(t) = body.strip_prefix("expect-not:") {
                b.expect_not.push(t.trim().to_string());
            } else if let Some(t) = body.strip_prefix("expect:") {
                b.expect.push(t.trim().to_string());
            } else {
                break;
            }
            i += 1;
        }
        out.push(b);
    }
    out
}

/// The workspace files to copy, relative to the root.
fn workspace_files(root: &Path) -> Vec<PathBuf> {
    let git = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root)
        .output();
    if let Ok(out) = git {
        if out.status.success() && !out.stdout.is_empty() {
            return out
                .stdout
                .split(|&b| b == 0)
                .filter(|s| !s.is_empty())
                .map(|s| PathBuf::from(String::from_utf8_lossy(s).into_owned()))
                // A file deleted in the work tree but not in the index.
                .filter(|p| root.join(p).is_file())
                .collect();
        }
    }
    let mut files = Vec::new();
    walk(root, Path::new(""), true, &mut files);
    files
}

/// Files under `root/rel`, leaving out `target/` at the top and `.git`.
fn walk(root: &Path, rel: &Path, top: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root.join(rel)) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name();
        let path = rel.join(&name);
        match e.file_type() {
            Ok(t) if t.is_dir() => {
                if name == ".git" || (top && name == "target") {
                    continue;
                }
                walk(root, &path, false, out);
            }
            Ok(t) if t.is_file() => out.push(path),
            _ => {}
        }
    }
}

/// Makes `to` hold exactly `files` of `from` (besides its `target/`),
/// rewriting only files whose contents differ.
fn sync(from: &Path, to: &Path, files: &[PathBuf]) {
    for f in files {
        let data = std::fs::read(from.join(f)).unwrap();
        let dst = to.join(f);
        if std::fs::read(&dst).ok().as_deref() != Some(&data[..]) {
            std::fs::create_dir_all(dst.parent().unwrap()).unwrap();
            std::fs::write(&dst, &data).unwrap();
        }
    }
    let keep: BTreeSet<&PathBuf> = files.iter().collect();
    let mut present = Vec::new();
    walk(to, Path::new(""), true, &mut present);
    for p in present {
        if !keep.contains(&p) {
            std::fs::remove_file(to.join(&p)).unwrap();
        }
    }
}

/// Runs `code` with bash in `dir`; (success, stdout + stderr).
fn run_block(dir: &Path, code: &str) -> (bool, String) {
    let out = Command::new("bash")
        .args(["-euo", "pipefail", "-c", code])
        .current_dir(dir)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .env("CARGO_NET_OFFLINE", "true")
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cannot run bash");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

fn tail(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

#[test]
fn tutorial_blocks_are_well_formed() {
    let md = std::fs::read_to_string(root().join("doc/TUTORIAL.md")).unwrap();
    let bs = blocks(&md);
    assert!(bs.len() >= 8, "only {} runnable blocks", bs.len());
    assert!(
        bs.iter().any(|b| b.code.contains("spillway report")),
        "the tutorial should run `spillway report`"
    );
    assert!(bs.iter().all(|b| !b.code.trim().is_empty()));
    let checks: usize = bs.iter().map(|b| b.expect.len() + b.expect_not.len()).sum();
    assert!(checks >= 15, "only {checks} output checks");
}

#[test]
fn tutorial_runs() {
    let root = root();
    let md = std::fs::read_to_string(root.join("doc/TUTORIAL.md")).unwrap();
    let bs = blocks(&md);

    let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tutorial");
    let copy = base.join("spillway");
    std::fs::create_dir_all(&copy).unwrap();
    sync(&root, &copy, &workspace_files(&root));

    for b in &bs {
        eprintln!("TUTORIAL.md:{}: running\n{}", b.line, b.code);
        let t0 = std::time::Instant::now();
        let (ok, out) = run_block(&copy, &b.code);
        eprintln!("{}\n({} s)", tail(&out, 40), t0.elapsed().as_secs());
        assert!(
            ok,
            "TUTORIAL.md:{}: the block failed:\n{}\n--- output (tail)\n{}",
            b.line,
            b.code,
            tail(&out, 40)
        );
        for e in &b.expect {
            assert!(
                out.contains(e.as_str()),
                "TUTORIAL.md:{}: the output does not contain `{e}`:\n{}",
                b.line,
                tail(&out, 40)
            );
        }
        for e in &b.expect_not {
            assert!(
                !out.contains(e.as_str()),
                "TUTORIAL.md:{}: the output contains `{e}`:\n{}",
                b.line,
                tail(&out, 40)
            );
        }
    }
}
