//! The bad-input suite: every `tests/errors/NAME.td` must be rejected with a
//! diagnostic that names `file:line:col`, shows the source line with a caret,
//! and matches `tests/errors/NAME.stderr` exactly.
//!
//! Each `.td` holds one mistake; its first line says what the error should be
//! about (`// expect: ...`), its second line what llvm-tblgen 14 says about
//! it (`// llvm-tblgen: ...`). Helpers that cases `include` live in
//! `tests/errors/inc/` (also the include directory passed to the loader).
//!
//! Running:
//!
//! ```text
//! cargo test -p spillway-dsl --test errors            # check
//! BLESS=1 cargo test -p spillway-dsl --test errors    # (re)write the .stderr files
//! ERRORS_ONLY=sem_ cargo test -p spillway-dsl --test errors   # only names containing "sem_"
//! ```
//!
//! Each case runs in a child process (this same test binary, re-executed with
//! the `errors_child` test selected), so that a stack overflow or abort in one
//! case is reported as that case's failure instead of killing the suite. In
//! the child the load runs on a fresh thread with the default (2 MiB) stack,
//! under `catch_unwind`; the load gets 10 s and (on Unix) 4 GiB of address
//! space. A panic, a crash, a hang, or a successful load are all failures.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

/// Where the cases are, relative to the crate directory (cargo runs
/// integration tests with the crate directory as the working directory).
const DIR: &str = "tests/errors";
/// The include directory passed to every load.
const INC: &str = "tests/errors/inc";
/// How long one load may take.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Extra time for the child process to start and report.
const CHILD_SLACK: Duration = Duration::from_secs(20);

const CHILD_CASE_ENV: &str = "SPILLWAY_ERRORS_CHILD_CASE";
const CHILD_OUT_ENV: &str = "SPILLWAY_ERRORS_CHILD_OUT";

/// What happened when one case was loaded.
#[derive(Debug)]
enum Outcome {
    /// The load failed (as it should); the rendered diagnostics.
    Rejected(String),
    /// The load succeeded: a bad input was accepted.
    Accepted,
    /// The loader panicked; the panic message.
    Panicked(String),
    /// The loader did not finish within [`TIMEOUT`].
    Hung,
    /// The child process died (stack overflow, abort, signal).
    Crashed(String),
}

impl Outcome {
    fn encode(&self) -> String {
        match self {
            Outcome::Rejected(s) => format!("REJECTED\n{s}"),
            Outcome::Accepted => "ACCEPTED\n".into(),
            Outcome::Panicked(s) => format!("PANICKED\n{s}"),
            Outcome::Hung => "HUNG\n".into(),
            Outcome::Crashed(s) => format!("CRASHED\n{s}"),
        }
    }
    fn decode(s: &str) -> Outcome {
        let (tag, rest) = s.split_once('\n').unwrap_or((s, ""));
        match tag {
            "REJECTED" => Outcome::Rejected(rest.to_string()),
            "ACCEPTED" => Outcome::Accepted,
            "PANICKED" => Outcome::Panicked(rest.to_string()),
            "HUNG" => Outcome::Hung,
            _ => Outcome::Crashed(format!("unreadable child report: {s:?}")),
        }
    }
}

/// Loads one case in this process: on a new thread, under `catch_unwind`,
/// waiting at most [`TIMEOUT`].
fn load_in_process(td: &Path) -> Outcome {
    let (tx, rx) = mpsc::channel();
    let path = td.to_path_buf();
    let spawned = std::thread::Builder::new()
        .name("errors-case".into())
        .spawn(move || {
            let opts = dsl::Options {
                include_dirs: vec![PathBuf::from(INC)],
                defines: Vec::new(),
            };
            let result = std::panic::catch_unwind(move || match dsl::load_file(&path, &opts) {
                Ok(_) => Outcome::Accepted,
                Err(e) => Outcome::Rejected(e.render()),
            });
            let outcome = result.unwrap_or_else(|payload| {
                let msg = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "<non-string panic payload>".into());
                Outcome::Panicked(msg)
            });
            let _ = tx.send(outcome);
        });
    if let Err(e) = spawned {
        return Outcome::Crashed(format!("cannot spawn thread: {e}"));
    }
    match rx.recv_timeout(TIMEOUT) {
        Ok(o) => o,
        Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Hung,
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Outcome::Panicked("thread ended without a result".into())
        }
    }
}

/// The child side: only does something when the parent set the env vars.
#[test]
fn errors_child() {
    let (Some(case), Some(out)) = (
        std::env::var_os(CHILD_CASE_ENV),
        std::env::var_os(CHILD_OUT_ENV),
    ) else {
        return;
    };
    let outcome = load_in_process(Path::new(&case));
    fs::write(&out, outcome.encode()).expect("write child report");
    // Don't wait for a hung loader thread.
    std::process::exit(0);
}

/// Address-space limit for a child, so a runaway allocation fails fast
/// instead of swapping the machine to death.
const CHILD_MEMORY_LIMIT_MIB: u64 = 4096;

/// The command that runs the test binary `exe`: on Unix under
/// `sh -c 'ulimit -v ...; exec ...'` (if `/bin/sh` exists), else directly.
fn child_command(exe: &Path) -> Command {
    if cfg!(unix) && Path::new("/bin/sh").exists() {
        let mut c = Command::new("/bin/sh");
        c.arg("-c")
            .arg(format!(
                "ulimit -v {} 2>/dev/null; exec \"$0\" \"$@\"",
                CHILD_MEMORY_LIMIT_MIB * 1024
            ))
            .arg(exe);
        c
    } else {
        Command::new(exe)
    }
}

/// Loads one case in a child process (this test binary, `errors_child`).
fn load_in_child(name: &str, td: &Path) -> Outcome {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(_) => return load_in_process(td),
    };
    let report = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("errors-{}-{name}.out", std::process::id()));
    let _ = fs::remove_file(&report);
    // The child's stderr goes to a file (a pipe nobody reads could fill up).
    let err_path = report.with_extension("err");
    let err_file = match fs::File::create(&err_path) {
        Ok(f) => f,
        Err(_) => return load_in_process(td),
    };
    let child = child_command(&exe)
        .args(["errors_child", "--exact", "--test-threads=1", "--quiet"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env(CHILD_CASE_ENV, td)
        .env(CHILD_OUT_ENV, &report)
        .env_remove("BLESS")
        // Crash reports: the first line (e.g. "memory allocation of N bytes
        // failed", "has overflowed its stack") matters, not a backtrace.
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(err_file))
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(_) => return load_in_process(td),
    };
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) if start.elapsed() > TIMEOUT + CHILD_SLACK => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Outcome::Crashed(format!("waiting for child: {e}")),
        }
    };
    let report_text = fs::read(&report).ok();
    let err = String::from_utf8_lossy(&fs::read(&err_path).unwrap_or_default()).into_owned();
    let _ = fs::remove_file(&report);
    let _ = fs::remove_file(&err_path);
    let Some(status) = status else {
        return Outcome::Hung;
    };
    match report_text {
        Some(bytes) => Outcome::decode(&String::from_utf8_lossy(&bytes)),
        None => {
            let head: Vec<&str> = err
                .lines()
                .filter(|l| !l.trim().is_empty())
                .take(15)
                .collect();
            Outcome::Crashed(format!(
                "child process {status}; its stderr:\n{}",
                indent(&head.join("\n"))
            ))
        }
    }
}

/// Makes rendered output independent of where the checkout lives.
fn normalize(text: &str) -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/");
    text.replace(root, "").replace("\r\n", "\n")
}

/// `path:LINE:COL` locations in codespan's `┌─ path:line:col` header lines.
fn header_locations(text: &str) -> Vec<(String, u32, u32)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        let Some(rest) = t.strip_prefix("┌─").or_else(|| t.strip_prefix("-->")) else {
            continue;
        };
        let rest = rest.trim();
        let mut parts = rest.rsplitn(3, ':');
        let col = parts.next().and_then(|c| c.parse::<u32>().ok());
        let line_no = parts.next().and_then(|l| l.parse::<u32>().ok());
        let file = parts.next();
        if let (Some(c), Some(l), Some(f)) = (col, line_no, file) {
            out.push((f.to_string(), l, c));
        }
    }
    out
}

/// A caret line: blank gutter, the border, box-drawing chars or secondary
/// underlines, then `^`.
fn has_caret_line(text: &str) -> bool {
    text.lines().any(|line| {
        let Some(pos) = line.find(['│', '|']) else {
            return false;
        };
        if !line[..pos].trim().is_empty() {
            return false; // a source line (has a line number)
        }
        let border = line[pos..].chars().next().unwrap();
        let after = line[pos + border.len_utf8()..]
            // secondary underlines (`---`) may precede the primary carets
            .trim_start_matches([' ', '│', '|', '╭', '╰', '─', '\'', '-']);
        after.starts_with('^')
    })
}

/// Checks the shape every diagnostic must have; returns the problems.
fn shape_problems(name: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let headers = text
        .lines()
        .filter(|l| l.starts_with("error") || l.starts_with("warning"))
        .count();
    let errors = text.lines().filter(|l| l.starts_with("error")).count();
    let locs = header_locations(text);
    if errors == 0 {
        problems.push("no `error...` line in the output".into());
    }
    if locs.len() < headers {
        problems.push(format!(
            "{headers} diagnostics but only {} `┌─ file:line:col` locations",
            locs.len()
        ));
    }
    if let Some((file, _, _)) = locs
        .iter()
        .find(|(f, l, c)| !f.ends_with(".td") || *l == 0 || *c == 0)
    {
        problems.push(format!(
            "location names `{file}`, not a .td file with line:col >= 1"
        ));
    }
    // Errors in an included file point into that file; all others into the case.
    let own = format!("{name}.td");
    if !name.starts_with("inc_")
        && !locs
            .iter()
            .any(|(f, _, _)| Path::new(f).file_name().is_some_and(|n| n == own.as_str()))
    {
        problems.push(format!("no location in `{own}` (file:line:col)"));
    }
    if locs.iter().any(|(f, _, _)| Path::new(f).is_absolute()) {
        problems.push("a location uses an absolute path (expected the path as given)".into());
    }
    if !has_caret_line(text) {
        problems.push("no caret line (`│ ... ^`) under a source line".into());
    }
    if text.contains("panicked") {
        problems.push("output mentions `panicked`".into());
    }
    problems
}

/// First differing line of expected vs actual, for the failure message.
fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i), a.get(i));
        if x != y {
            let show = |s: Option<&&str>| match s {
                Some(s) if s.len() > 300 => {
                    format!("{:?}…", &s[..s.floor_char_boundary_compat(300)])
                }
                Some(s) => format!("{s:?}"),
                None => "<end of output>".into(),
            };
            return format!(
                "first difference at line {}:\n    expected: {}\n    actual:   {}",
                i + 1,
                show(x),
                show(y)
            );
        }
    }
    "outputs differ only in trailing newline".into()
}

trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, i: usize) -> usize;
}
impl FloorCharBoundary for str {
    fn floor_char_boundary_compat(&self, mut i: usize) -> usize {
        i = i.min(self.len());
        while !self.is_char_boundary(i) {
            i -= 1;
        }
        i
    }
}

/// Shortens long outputs in failure messages.
fn excerpt(text: &str) -> String {
    const MAX: usize = 3000;
    if text.len() <= MAX {
        text.to_string()
    } else {
        format!(
            "{}\n… ({} bytes in all)",
            &text[..text.floor_char_boundary_compat(MAX)],
            text.len()
        )
    }
}

/// Runs one case; `Ok(())` or the failure description.
fn run_case(name: &str, bless: bool) -> Result<(), String> {
    let td = PathBuf::from(format!("{DIR}/{name}.td"));
    let stderr_path = PathBuf::from(format!("{DIR}/{name}.stderr"));

    let source = fs::read(&td).map_err(|e| format!("cannot read {}: {e}", td.display()))?;
    let mut problems = Vec::new();
    if !source.starts_with(b"// expect: ") {
        problems.push("first line must be `// expect: <what the error is about>`".to_string());
    }

    let text = match load_in_child(name, &td) {
        Outcome::Rejected(text) => normalize(&text),
        Outcome::Accepted => {
            return Err("  - the load SUCCEEDED; this input must be rejected".into())
        }
        Outcome::Panicked(msg) => return Err(format!("  - the loader PANICKED: {msg}")),
        Outcome::Hung => return Err(format!("  - the loader did not finish within {TIMEOUT:?}")),
        Outcome::Crashed(msg) => return Err(format!("  - the loader CRASHED: {msg}")),
    };

    problems.extend(shape_problems(name, &text));

    if bless {
        fs::write(&stderr_path, &text)
            .map_err(|e| format!("cannot write {}: {e}", stderr_path.display()))?;
    } else {
        match fs::read_to_string(&stderr_path) {
            Ok(expected) if expected == text => {}
            Ok(expected) => problems.push(format!(
                "output differs from {} ({}); run with BLESS=1 to accept it\n  actual output:\n{}",
                stderr_path.display(),
                first_difference(&expected, &text),
                indent(&excerpt(&text))
            )),
            Err(_) => problems.push(format!(
                "{} is missing; run `BLESS=1 cargo test -p spillway-dsl --test errors` to create it\n  actual output:\n{}",
                stderr_path.display(),
                indent(&excerpt(&text))
            )),
        }
    }

    if problems.is_empty() {
        Ok(())
    } else {
        let mut msg = String::new();
        for p in &problems {
            let _ = writeln!(msg, "  - {p}");
        }
        if !problems.iter().any(|p| p.contains("actual output")) {
            let _ = write!(msg, "  actual output:\n{}", indent(&excerpt(&text)));
        }
        Err(msg)
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

/// Case names (file stems of `tests/errors/*.td`), sorted.
fn case_names() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(DIR)
        .unwrap_or_else(|e| panic!("cannot read {DIR}: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "td"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    names
}

#[test]
fn errors() {
    if std::env::var_os(CHILD_CASE_ENV).is_some() {
        return;
    }
    let bless = std::env::var_os("BLESS").is_some_and(|v| !v.is_empty() && v != "0");
    let only = std::env::var("ERRORS_ONLY").ok().filter(|s| !s.is_empty());
    let all = case_names();
    let names: Vec<String> = all
        .iter()
        .filter(|n| match &only {
            Some(o) => n.contains(o.as_str()),
            None => true,
        })
        .cloned()
        .collect();
    assert!(
        only.is_some() || names.len() >= 40,
        "expected at least 40 cases in {DIR}, found {}",
        names.len()
    );

    // Run cases on a few worker threads (each case is its own process).
    let results: Mutex<Vec<Option<Result<(), String>>>> = Mutex::new(vec![None; names.len()]);
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism()
        .map_or(4, |n| n.get())
        .clamp(1, 8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(name) = names.get(i) else { break };
                let r = run_case(name, bless);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    let results = results.into_inner().unwrap();

    let mut failed = Vec::new();
    let mut passed = 0usize;
    for (name, r) in names.iter().zip(results) {
        match r.expect("every case ran") {
            Ok(()) => passed += 1,
            Err(msg) => {
                eprintln!("FAIL {name}:\n{msg}");
                failed.push(name.clone());
            }
        }
    }

    // .stderr files whose .td is gone.
    if only.is_none() {
        for e in fs::read_dir(DIR).unwrap().filter_map(|e| e.ok()) {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "stderr") {
                let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
                if !all.contains(&stem) {
                    if bless {
                        let _ = fs::remove_file(&p);
                        eprintln!("removed orphan {}", p.display());
                    } else {
                        eprintln!(
                            "FAIL {stem}: {} has no matching .td (BLESS=1 removes it)",
                            p.display()
                        );
                        failed.push(format!("{stem} (orphan .stderr)"));
                    }
                }
            }
        }
    }

    if bless {
        eprintln!("BLESS: wrote .stderr files for every rejected case");
    }
    // Written to the real stderr (not `eprintln!`, which libtest captures),
    // so the summary shows even when the test passes.
    {
        use std::io::Write as _;
        let mut err = std::io::stderr().lock();
        let _ = writeln!(err, "errors: {passed} passed, {} failed", failed.len());
    }
    assert!(
        failed.is_empty(),
        "failing error cases: {}",
        failed.join(", ")
    );
}
