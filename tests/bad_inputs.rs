//! The bad-input suite: every case of `tests/bad_inputs/cases.txt` runs the
//! real `spillway` binary on a broken `.td` file, a broken MIR file or a
//! broken command line and checks that it fails the way a user needs:
//!
//! - the exit code (1 for an input error, 2 for a usage error, as clap gives);
//! - stderr names the location `file:line:col` (`at:`) and says what is
//!   wrong (every `says:` phrase) and, where the case gives one, what to do
//!   (`help:`); an input error is rendered as a diagnostic (`error`);
//! - no panic (`panicked`, `RUST_BACKTRACE`), no stack overflow, no crash
//!   by a signal, no hang (the child is killed after [`TIMEOUT`]);
//! - nothing on stdout, and no output file: a `{out}` path holds old
//!   contents before the run and must hold them after it, with no temporary
//!   file left beside it (outputs are written atomically);
//! - stderr stays small (a diagnostic, not a dump of the input).
//!
//! A second test asks the reference tools about the same inputs: for a
//! `.td` case with `llvm:` the location (or crash) llvm-tblgen 14 reports,
//! for a MIR case with `llc:` whether llc 14 (`-start-before=greedy`, the
//! rig's flags) rejects it and where. Our location must be on the same
//! line as llvm-tblgen's (`doc/RELIABILITY.md` lists the column
//! differences: e.g. an error about a whole record points at the record's
//! name, llvm-tblgen at its `def`).
//!
//! Cases (100): `.td` files 42, MIR files 28, command lines 30.
//! By kind (`.td` / MIR / CLI): truncated 5 / 2 / -; empty, garbage,
//! invalid UTF-8 3 / 4 / -; wrong types 7 / - / -; cycles (classes,
//! records, fields, sub-registers, register classes, includes) 9 / - / -;
//! undefined names or references 6 / 5 / -; absurd sizes 8 / 7 / -;
//! register-model errors 4 / - / -; unsatisfiable fixed-register
//! constraints - / 2 / -; other MIR structure (missing `---`, duplicate
//! function, foreign triple, alignment 3, read before def, deep YAML,
//! wrong stage, unmatched function) - / 8 / -; command-line mistakes
//! - / - / 30.
//!
//! ```text
//! cargo test --release --test bad_inputs
//! BAD_INPUTS_ONLY=mir_ cargo test --release --test bad_inputs   # names containing "mir_"
//! ```
//!
//! Manifest format: a case starts with `[name]` (the prefix `td_`, `mir_`
//! or `cli_` is its category); then `key: value` lines: `what:` (one
//! line on what is wrong), `run:` (the arguments after `spillway`,
//! split at spaces, run in `tests/bad_inputs/`; `{out}` is an existing
//! output file that must survive, `{tmp}` a scratch directory), `exit:`,
//! `at:`, `says:` (repeatable), `help:`, `llvm:` (`L:C`, `crash`,
//! `accepts`, or `noloc`), `llc:` (`L:C`, `rejects` or `accepts`). `#`
//! starts a comment line.

use std::fmt::Write as _;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long one run may take before it counts as a hang.
const TIMEOUT: Duration = Duration::from_secs(20);
/// The most stderr a diagnostic may take.
const MAX_STDERR: usize = 64 * 1024;
/// What an output file holds before a run that must not touch it.
const OLD_CONTENTS: &str = "previous contents\n";

/// One case of the manifest.
#[derive(Debug, Default, Clone)]
struct Case {
    name: String,
    what: String,
    run: Vec<String>,
    run_given: bool,
    exit: i32,
    at: Option<String>,
    says: Vec<String>,
    help: Option<String>,
    llvm: Option<String>,
    llc: Option<String>,
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad_inputs")
}

fn load_cases() -> Vec<Case> {
    let path = suite_dir().join("cases.txt");
    let text = std::fs::read_to_string(&path).expect("read tests/bad_inputs/cases.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            cases.push(Case {
                name: name.to_string(),
                exit: -1,
                ..Case::default()
            });
            continue;
        }
        let c = cases
            .last_mut()
            .unwrap_or_else(|| panic!("cases.txt:{}: a key before the first [case]", i + 1));
        let (k, v) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("cases.txt:{}: expected 'key: value'", i + 1));
        let v = v.trim().to_string();
        match k.trim() {
            "what" => c.what = v,
            "run" => {
                c.run_given = true;
                c.run = v.split_whitespace().map(str::to_string).collect()
            }
            "exit" => c.exit = v.parse().expect("exit code"),
            "at" => c.at = Some(v),
            "says" => c.says.push(v),
            "help" => c.help = Some(v),
            "llvm" => c.llvm = Some(v),
            "llc" => c.llc = Some(v),
            other => panic!("cases.txt:{}: unknown key '{other}'", i + 1),
        }
    }
    for c in &cases {
        assert!(
            !c.what.is_empty() && c.run_given && c.exit >= 0,
            "case {} needs what:, run: and exit:",
            c.name
        );
        assert!(
            c.exit != 1 || c.at.is_some(),
            "case {}: an input error needs at: (its location)",
            c.name
        );
        assert!(
            ["td_", "mir_", "cli_"]
                .iter()
                .any(|p| c.name.starts_with(p)),
            "case {}: the name must start with td_, mir_ or cli_",
            c.name
        );
    }
    cases
}

/// What one run gave.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    timed_out: bool,
    secs: f64,
}

/// Runs `program args` in `dir`, killing it after `timeout`.
fn run_with_timeout(program: &Path, args: &[String], dir: &Path, timeout: Duration) -> Run {
    let t0 = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("run {}: {e}", program.display()));
    // Drain the pipes on threads so a chatty child cannot block.
    let mut so = child.stdout.take().expect("stdout");
    let mut se = child.stderr.take().expect("stderr");
    let ho = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = so.read_to_end(&mut b);
        b
    });
    let he = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = se.read_to_end(&mut b);
        b
    });
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break Some(s);
        }
        if t0.elapsed() > timeout {
            timed_out = true;
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = String::from_utf8_lossy(&ho.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&he.join().unwrap_or_default()).into_owned();
    Run {
        code: status.and_then(|s| s.code()),
        stdout,
        stderr,
        timed_out,
        secs: t0.elapsed().as_secs_f64(),
    }
}

/// A fresh scratch directory for one case.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("bad-inputs")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Runs one case; the list of what is wrong (empty: passed).
fn check_case(c: &Case) -> (Vec<String>, f64) {
    let tmp = scratch(&c.name);
    let out = tmp.join("out.txt");
    let uses_out = c.run.iter().any(|a| a.contains("{out}"));
    if uses_out {
        std::fs::write(&out, OLD_CONTENTS).expect("write old output");
    }
    let subst = |a: &str| {
        a.replace("{out}", &out.to_string_lossy())
            .replace("{tmp}", &tmp.to_string_lossy())
    };
    let args: Vec<String> = c.run.iter().map(|a| subst(a)).collect();
    let at = c.at.as_deref().map(subst);
    let says: Vec<String> = c.says.iter().map(|s| subst(s)).collect();
    let r = run_with_timeout(
        Path::new(env!("CARGO_BIN_EXE_spillway")),
        &args,
        &suite_dir(),
        TIMEOUT,
    );
    let mut bad = Vec::new();
    if r.timed_out {
        bad.push(format!("hung: killed after {TIMEOUT:?}"));
    }
    if r.code != Some(c.exit) {
        bad.push(format!("exit code {:?}, expected {}", r.code, c.exit));
    }
    for p in ["panicked", "RUST_BACKTRACE", "overflowed its stack"] {
        if r.stderr.contains(p) {
            bad.push(format!("stderr contains '{p}'"));
        }
    }
    if let Some(at) = &at {
        if !r.stderr.contains(at.as_str()) {
            bad.push(format!("stderr lacks the location '{at}'"));
        }
    }
    for s in &says {
        if !r.stderr.contains(s.as_str()) {
            bad.push(format!("stderr lacks '{s}'"));
        }
    }
    if let Some(h) = &c.help {
        if !r.stderr.contains(h.as_str()) {
            bad.push(format!("stderr lacks the advice '{h}'"));
        }
    }
    if c.exit == 1 && !r.stderr.contains("error") {
        bad.push("stderr is not a diagnostic (no 'error')".into());
    }
    if r.stderr.len() > MAX_STDERR {
        bad.push(format!(
            "stderr is {} bytes (at most {MAX_STDERR})",
            r.stderr.len()
        ));
    }
    if !r.stdout.is_empty() {
        bad.push(format!("stdout is not empty: {:?}", clip(&r.stdout, 300)));
    }
    if uses_out {
        match std::fs::read_to_string(&out) {
            Ok(s) if s == OLD_CONTENTS => {}
            Ok(_) => bad.push("the existing output file was changed".into()),
            Err(e) => bad.push(format!("the existing output file is gone: {e}")),
        }
    }
    // No temporary file (or partial output) left in the scratch directory.
    let mut left = Vec::new();
    collect_files(&tmp, &mut left);
    left.retain(|p| !(uses_out && *p == out));
    if !left.is_empty() {
        bad.push(format!("files left behind: {left:?}"));
    }
    if !bad.is_empty() {
        bad.push(format!(
            "spillway {}\n--- stderr:\n{}",
            args.join(" "),
            clip(&r.stderr, 3000)
        ));
    }
    (bad, r.secs)
}

fn collect_files(d: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(d).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_files(&p, out);
        } else {
            out.push(p);
        }
    }
}

fn clip(s: &str, n: usize) -> String {
    if s.len() <= n {
        return s.to_string();
    }
    let mut end = n;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes)", &s[..end], s.len())
}

fn selected(cases: Vec<Case>) -> Vec<Case> {
    match std::env::var("BAD_INPUTS_ONLY") {
        Ok(f) if !f.is_empty() => cases.into_iter().filter(|c| c.name.contains(&f)).collect(),
        _ => cases,
    }
}

/// Runs `f` on every case, on a few threads; the failures, by case.
fn run_all<F>(cases: &[Case], f: F) -> Vec<(String, Vec<String>)>
where
    F: Fn(&Case) -> Vec<String> + Sync,
{
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(2, 4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(c) = cases.get(i) else { break };
                let bad = f(c);
                if !bad.is_empty() {
                    failures
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((c.name.clone(), bad));
                }
            });
        }
    });
    let mut v = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    v.sort();
    v
}

fn report(what: &str, n: usize, failures: &[(String, Vec<String>)]) {
    let mut msg = String::new();
    for (name, bad) in failures {
        let _ = writeln!(msg, "=== {name}:");
        for b in bad {
            let _ = writeln!(msg, "  {b}");
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} cases failed {what}:\n{msg}",
        failures.len()
    );
}

#[test]
fn every_bad_input_fails_cleanly() {
    let all = load_cases();
    let count = |p: &str| all.iter().filter(|c| c.name.starts_with(p)).count();
    assert!(
        all.len() >= 60,
        "the suite has {} cases (at least 60)",
        all.len()
    );
    assert!(
        count("td_") >= 20 && count("mir_") >= 20 && count("cli_") >= 15,
        "cases per category: td {}, mir {}, cli {}",
        count("td_"),
        count("mir_"),
        count("cli_")
    );
    let mut names: Vec<&str> = all.iter().map(|c| c.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all.len(), "case names must be unique");
    let cases = selected(all.clone());
    let slowest = Mutex::new((0.0f64, String::new()));
    let failures = run_all(&cases, |c| {
        let (bad, secs) = check_case(c);
        let mut s = slowest.lock().unwrap_or_else(|e| e.into_inner());
        if secs > s.0 {
            *s = (secs, c.name.clone());
        }
        bad
    });
    let (secs, name) = slowest.into_inner().unwrap_or_else(|e| e.into_inner());
    eprintln!(
        "bad inputs: {} cases (td {}, mir {}, cli {}); slowest {name} {secs:.2}s",
        cases.len(),
        count("td_"),
        count("mir_"),
        count("cli_")
    );
    report("the bad-input checks", cases.len(), &failures);
}

/// `llvm-tblgen` 14 (`$LLVM_TBLGEN`, else the usual names), if installed.
fn llvm_tblgen() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(p) = std::env::var_os("LLVM_TBLGEN") {
        candidates.push(p.into());
    }
    candidates.push("/usr/lib/llvm-14/bin/llvm-tblgen".into());
    candidates.push("llvm-tblgen-14".into());
    candidates.into_iter().find(|p| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("version 14"))
    })
}

/// llc and its flags for rv64, from the rig's `lib.sh` (`RIG_DIR`, else
/// the project's `scripts/rig`; as the backend tests take them).
fn rig_llc() -> Option<(PathBuf, Vec<String>)> {
    let rig = std::env::var_os("RIG_DIR")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/rig"));
    let lib = rig.join("lib.sh");
    if !lib.exists() {
        return None;
    }
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && rig_arch rv64 && echo \"$LLC\" && printf '%s\\n' \"${{RIG_LLCFLAGS[@]}}\"",
            lib.display()
        ))
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut l = text.lines().map(str::to_string);
    let llc = PathBuf::from(l.next()?);
    llc.exists()
        .then(|| (llc, l.filter(|x| !x.is_empty()).collect()))
}

/// The first `FILE:LINE:COL: error` of a tool's stderr about `file`, as
/// `LINE:COL`.
fn first_error_loc(stderr: &str, file: &str) -> Option<String> {
    let name = Path::new(file).file_name()?.to_string_lossy().into_owned();
    stderr
        .lines()
        .filter(|l| l.contains("error"))
        .find_map(|l| {
            let l = l.trim_start_matches("error: ");
            // llc names YAML errors `YAML:L:C`.
            let (i, n) = match l.find(&format!("{name}:")) {
                Some(i) => (i, name.len()),
                None => (l.find("YAML:")?, "YAML".len()),
            };
            let rest = &l[i + n + 1..];
            let mut parts = rest.splitn(3, ':');
            let (line, col) = (parts.next()?, parts.next()?);
            (line.chars().all(|c| c.is_ascii_digit())
                && col.chars().all(|c| c.is_ascii_digit())
                && !line.is_empty()
                && !col.is_empty())
            .then(|| format!("{line}:{col}"))
        })
}

/// The line of our `at:` (`FILE:LINE:COL`).
fn at_line(at: &str) -> Option<&str> {
    let mut it = at.rsplitn(3, ':');
    let _col = it.next()?;
    it.next()
}

/// The reference tools agree that the inputs are bad, and where.
#[test]
fn reference_tools_agree() {
    let cases = selected(load_cases());
    let tblgen = llvm_tblgen();
    let llc = rig_llc();
    if tblgen.is_none() {
        eprintln!("llvm-tblgen 14 not found: the .td cases are not compared (scripts/install-deps.sh installs it)");
    }
    if llc.is_none() {
        eprintln!("the rig's llc not found: the MIR cases are not compared");
    }
    let failures = run_all(&cases, |c| {
        let mut bad = Vec::new();
        let input = c
            .run
            .iter()
            .find(|a| a.ends_with(".td") || a.ends_with(".mir"))
            .cloned();
        let (Some(input), tool_args, want, tool) = (match (&c.llvm, &c.llc) {
            (Some(w), _) => {
                let Some(t) = &tblgen else { return bad };
                let mut args = Vec::new();
                let mut it = c.run.iter().skip(1);
                while let Some(a) = it.next() {
                    match a.as_str() {
                        "--dump-register-info" => args.push("-gen-register-info".to_string()),
                        "--print-records" => args.push("-print-records".to_string()),
                        "-o" => {
                            it.next();
                        }
                        a => args.push(a.to_string()),
                    }
                }
                (input, args, w.clone(), t.clone())
            }
            (None, Some(w)) => {
                let Some((l, flags)) = &llc else { return bad };
                let mut args = flags.clone();
                args.push("-start-before=greedy".into());
                args.push(input.clone().unwrap_or_default());
                args.push("-o".into());
                args.push("/dev/null".into());
                (input, args, w.clone(), l.clone())
            }
            (None, None) => return bad,
        }) else {
            bad.push("no .td/.mir input in run:".into());
            return bad;
        };
        let r = run_with_timeout(&tool, &tool_args, &suite_dir(), TIMEOUT);
        let crashed = r.timed_out || r.code.is_none_or(|c| c >= 128);
        let loc = first_error_loc(&r.stderr, &input);
        let ok = match want.as_str() {
            "crash" => crashed,
            "accepts" => r.code == Some(0),
            "rejects" => r.code.is_some_and(|c| c != 0),
            "noloc" => !crashed && r.code.is_some_and(|c| c != 0) && loc.is_none(),
            lc => {
                let same_line = c.at.as_deref().and_then(at_line) == lc.split(':').next();
                if !same_line && c.llvm.is_some() {
                    bad.push(format!(
                        "our location {:?} is not on llvm-tblgen's line {lc}",
                        c.at
                    ));
                }
                !crashed && loc.as_deref() == Some(lc)
            }
        };
        if !ok {
            bad.push(format!(
                "{} {}: expected {want}, got exit {:?} (timed out: {}), location {loc:?}\n{}",
                tool.display(),
                tool_args.join(" "),
                r.code,
                r.timed_out,
                clip(&r.stderr, 1500)
            ));
        }
        bad
    });
    report("the reference-tool comparison", cases.len(), &failures);
}
