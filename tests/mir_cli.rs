//! End to end: `spillway mir print`. A malformed MIR file exits 1 with
//! `file:line:col` and the message on stderr and writes nothing to `-o`
//! (an existing output file is left as it was); a good file exits 0 and
//! writes exactly what the library's writer gives. The inputs are the
//! fixtures of `backend/tests/mir_errors/` (the base case of
//! `backend/tests/mir_errors.rs` and edits of it that llc also rejects).
//!
//! Then `spillway alloc` with several inputs (`--out-dir`, `--jobs`), its
//! `--json` report (schema version 1), the progress bar (on a terminal
//! only), and the JSON of `mir stats`, `mir check` and `tblgen
//! --dump-register-info`.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn spillway(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spillway"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run spillway")
}

fn fixture(name: &str) -> String {
    format!("backend/tests/mir_errors/{name}.mir")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mir-cli");
    std::fs::create_dir_all(&d).expect("scratch dir");
    let p = d.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

/// No file beside `out` has its stem in its name, except `out` itself
/// (the temporary files of an atomic write are gone).
fn no_leftovers(out: &Path) {
    let dir = out.parent().expect("dir");
    let stem = out
        .file_stem()
        .expect("stem")
        .to_string_lossy()
        .into_owned();
    for e in std::fs::read_dir(dir).expect("read dir").flatten() {
        let n = e.file_name().to_string_lossy().into_owned();
        assert!(
            !(n.contains(&stem) && e.path() != out),
            "temporary file left behind: {n}"
        );
    }
}

/// Runs `mir print FIXTURE -o OUT` on a bad fixture: exit 1, the location
/// and message on stderr, OUT untouched.
fn check_bad(name: &str, loc: &str, phrase: &str) {
    let out = scratch(&format!("{name}.out.mir"));
    std::fs::write(&out, "previous contents\n").expect("write");
    let file = fixture(name);
    let o = spillway(&["mir", "print", &file, "-o", &out.to_string_lossy()]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{name}: exit status; stderr:\n{stderr}"
    );
    assert!(
        stderr.contains(&format!("{file}:{loc}")),
        "{name}: stderr lacks {file}:{loc}:\n{stderr}"
    );
    assert!(
        stderr.contains(phrase),
        "{name}: stderr lacks {phrase:?}:\n{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{name}: panic:\n{stderr}");
    assert_eq!(
        std::fs::read_to_string(&out).expect("out"),
        "previous contents\n",
        "{name}: the output file was changed"
    );
    no_leftovers(&out);
}

#[test]
fn unknown_regmask_exits_1() {
    check_bad(
        "unknown_regmask",
        "34:45",
        "unknown register mask 'csr_lp128'",
    );
}

#[test]
fn unknown_class_exits_1() {
    check_bad("unknown_class", "14:21", "unknown register class 'gpx'");
}

#[test]
fn truncated_file_exits_1() {
    check_bad(
        "truncated",
        "29:12",
        "malformed register or reference '%st'",
    );
}

#[test]
fn invalid_utf8_exits_1_and_writes_nothing() {
    let input = scratch("bad-utf8.mir");
    let mut bytes = std::fs::read(fixture("ok")).expect("fixture");
    bytes.splice(0..0, [b'#', 0xc3, b'\n']);
    std::fs::write(&input, bytes).expect("write");
    let out = scratch("bad-utf8.out.mir");
    let o = spillway(&[
        "mir",
        "print",
        &input.to_string_lossy(),
        "-o",
        &out.to_string_lossy(),
    ]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("bad-utf8.mir:1:2"), "{stderr}");
    assert!(stderr.contains("invalid UTF-8"), "{stderr}");
    assert!(!out.exists(), "output written for a bad input");
}

#[test]
fn missing_file_exits_1() {
    let o = spillway(&["mir", "print", "backend/tests/mir_errors/no-such-file.mir"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read the file"));
}

#[test]
fn good_file_prints_what_the_library_prints() {
    let file = fixture("ok");
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&file))
        .expect("fixture");
    let (target, parsed) = backend::mir::parse::read(&text, &file, tables::TARGETS).expect("parse");
    let want = backend::mir::print::print_file(&parsed, &target);
    // To standard output...
    let o = spillway(&["mir", "print", &file]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), want);
    // ...and atomically to -o, replacing what was there.
    let out = scratch("ok.out.mir");
    std::fs::write(&out, "old").expect("write");
    let o = spillway(&["mir", "print", &file, "-o", &out.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&out).expect("out"), want);
    no_leftovers(&out);
}

/// `-o` naming something that is not a regular file (`/dev/null`, a FIFO)
/// is written in place, never replaced by a rename: renaming over
/// `/dev/null` once turned it into a regular file that later processes read
/// back as their input. The FIFO stands in for `/dev/null` so that a
/// regression cannot damage the machine running the test.
#[test]
fn output_to_a_fifo_is_written_in_place() {
    use std::os::unix::fs::FileTypeExt;
    let fifo = scratch("fifo-sink.fifo");
    let st = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(st.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).expect("read fifo"))
    };
    let file = fixture("ok");
    let o = spillway(&["mir", "print", &file, "-o", &fifo.to_string_lossy()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // Checked before joining: had the FIFO been replaced, the reader would
    // wait forever for a writer.
    let meta = std::fs::symlink_metadata(&fifo).expect("fifo still there");
    assert!(meta.file_type().is_fifo(), "the FIFO was replaced");
    let got = reader.join().expect("reader");
    assert!(got.contains("name:"), "the FIFO got the MIR: {got:?}");
    no_leftovers(&fifo);
}

/// `-o DIR` is an input error, not a panic or a rename over the directory.
#[test]
fn output_to_a_directory_exits_1() {
    let dir = scratch("out-dir");
    std::fs::create_dir_all(&dir).expect("dir");
    let o = spillway(&["mir", "print", &fixture("ok"), "-o", &dir.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("is a directory"));
    assert!(dir.is_dir());
}

/// A fresh scratch directory.
fn scratch_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("mir-cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// The inputs of the several-file tests: ok, checker failure (exit 3),
/// unreadable (exit 1).
const MANY: [&str; 3] = [
    "tests/cli/ok.mir",
    "tests/cli/read_after_clobber.mir",
    "tests/bad_inputs/mir/truncated.mir",
];

#[test]
fn alloc_several_inputs_into_an_out_dir() {
    // The single-input form, for comparison.
    let single = scratch("single.ok.mir");
    let o = spillway(&["alloc", MANY[0], "-o", &single.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0));
    let want = std::fs::read_to_string(&single).expect("single output");
    let mut stdouts = Vec::new();
    for jobs in ["1", "2"] {
        let dir = scratch_dir(&format!("many-j{jobs}"));
        let d = dir.to_string_lossy().into_owned();
        let mut args = vec!["alloc", "--out-dir", &d, "-j", jobs];
        args.extend(MANY);
        let o = spillway(&args);
        let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
        // Every file is processed; the status is the largest (3 > 1).
        assert_eq!(o.status.code(), Some(3), "-j {jobs}: {stderr}");
        assert_eq!(
            std::fs::read_to_string(dir.join("ok.mir")).expect("ok.mir"),
            want,
            "-j {jobs}: DIR/ok.mir differs from `alloc IN -o OUT`"
        );
        assert!(dir.join("read_after_clobber.mir").exists(), "-j {jobs}");
        assert!(!dir.join("truncated.mir").exists(), "-j {jobs}");
        // The tables come in input order, each under its file's header.
        let headers: Vec<&str> = stdout.lines().filter(|l| l.contains(" -> ")).collect();
        assert_eq!(
            headers,
            [
                format!("{} -> {}:", MANY[0], dir.join("ok.mir").display()),
                format!(
                    "{} -> {}:",
                    MANY[1],
                    dir.join("read_after_clobber.mir").display()
                ),
            ],
            "-j {jobs}: {stdout}"
        );
        assert!(stderr.contains("truncated.mir:"), "-j {jobs}: {stderr}");
        assert!(stderr.contains("the checker rejected 'f'"), "{stderr}");
        // Piped stderr: no progress bar (`\r`) and no escape codes.
        assert!(!stderr.contains('\r'), "-j {jobs}: progress on a pipe");
        assert!(!stderr.contains('\x1b'), "-j {jobs}: ESC on a pipe");
        // The same report whatever the number of threads (times aside).
        let untimed: Vec<String> = stdout
            .lines()
            .map(|l| {
                let l = l.replace(&d, "DIR");
                let words: Vec<&str> = l
                    .split_whitespace()
                    .filter(|w| !w.ends_with("ms"))
                    .collect();
                words.join(" ")
            })
            .collect();
        stdouts.push(untimed);
    }
    assert_eq!(stdouts[0], stdouts[1], "-j 1 and -j 2 report differently");
}

#[test]
fn alloc_progress_bar_only_on_a_terminal() {
    let dir = scratch_dir("tty");
    let d = dir.to_string_lossy().into_owned();
    let mut args = vec!["alloc", "--out-dir", &d];
    args.extend(&MANY[..2]);
    let Some((code, tty)) = common::spillway_on_tty(&args, &[]) else {
        eprintln!("`script` (util-linux) not installed: the progress bar is not tested");
        return;
    };
    let text = String::from_utf8_lossy(&tty);
    assert_eq!(code, Some(3), "{text}");
    assert!(
        text.contains("] 0/2 tests/cli/ok.mir") && text.contains("] 1/2 "),
        "no progress bar on a terminal:\n{text:?}"
    );
    // One input: no bar.
    let one = scratch("tty-one.mir");
    let (_, tty) = common::spillway_on_tty(&["alloc", MANY[0], "-o", &one.to_string_lossy()], &[])
        .expect("script");
    assert!(!String::from_utf8_lossy(&tty).contains("0/1"));
}

#[test]
fn alloc_json_report() {
    let dir = scratch_dir("json");
    let d = dir.to_string_lossy().into_owned();
    let mut args = vec!["alloc", "--json", "--out-dir", &d];
    args.extend(MANY);
    let o = spillway(&args);
    assert_eq!(o.status.code(), Some(3));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("stdout is JSON");
    assert_eq!(doc["version"], 1);
    let files = doc["files"].as_array().expect("files");
    let got: Vec<(&str, &str, i64)> = files
        .iter()
        .map(|f| {
            (
                f["input"].as_str().unwrap(),
                f["status"].as_str().unwrap(),
                f["exit_code"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            (MANY[0], "ok", 0),
            (MANY[1], "check-failed", 3),
            (MANY[2], "input-error", 1)
        ]
    );
    assert!(files[2]["error"]
        .as_str()
        .unwrap()
        .contains("truncated.mir:"));
    assert_eq!(files[2]["functions"].as_array().unwrap().len(), 0);
    let keys = [
        "function",
        "allocator",
        "vregs",
        "spills",
        "reloads",
        "remats",
        "slots",
        "frame_bytes",
        "softened",
        "softened_csr",
        "alloc_ms",
        "total_ms",
        "check",
        "check_stage",
        "check_errors",
    ];
    let f = &files[0]["functions"][0];
    let mut have: Vec<&str> = f.as_object().unwrap().keys().map(String::as_str).collect();
    have.sort_unstable();
    let mut want = keys.to_vec();
    want.sort_unstable();
    assert_eq!(have, want, "function keys");
    assert_eq!(f["function"], "f");
    assert_eq!(f["check"], "proved");
    assert_eq!(f["check_stage"], serde_json::Value::Null);
    assert_eq!(f["spills"], 1);
    assert_eq!(f["frame_bytes"], 32);
    let g = &files[1]["functions"][0];
    assert_eq!(g["check"], "failed");
    assert_eq!(g["check_stage"], "post-ra");
    assert_eq!(g["remats"], serde_json::Value::Null);
    assert!(!g["check_errors"].as_array().unwrap().is_empty());
    // No table next to the JSON.
    assert!(!String::from_utf8_lossy(&o.stdout).contains("alloc-time"));

    // MIR on stdout: the JSON goes to stderr.
    let o = spillway(&["alloc", "--json", MANY[0]]);
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("--- |"));
    let doc: serde_json::Value = serde_json::from_slice(&o.stderr).expect("stderr is JSON");
    assert_eq!(doc["files"][0]["output"], serde_json::Value::Null);
    // ...and stays only JSON when there is something to report.
    for (input, status, code) in [(MANY[1], "check-failed", 3), (MANY[2], "input-error", 1)] {
        let o = spillway(&["alloc", "--json", input]);
        assert_eq!(o.status.code(), Some(code));
        let doc: serde_json::Value = serde_json::from_slice(&o.stderr)
            .unwrap_or_else(|e| panic!("{input}: stderr is not JSON ({e})"));
        assert_eq!(doc["files"][0]["status"], status);
    }
}

#[test]
fn alloc_usage_errors_for_several_inputs() {
    let dir = scratch_dir("usage");
    let d = dir.to_string_lossy().into_owned();
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "alloc",
                "--out-dir",
                &d,
                MANY[0],
                "backend/tests/mir_errors/ok.mir",
            ],
            "have the same file name",
        ),
        (
            &["alloc", "--out-dir", &d, MANY[0], MANY[0]],
            "is given twice",
        ),
        (
            &["alloc", "--out-dir", &d, "-o", "x.mir", MANY[0]],
            "cannot be used with",
        ),
        (&["alloc", MANY[0], MANY[1], "x.mir"], "without --out-dir"),
        (
            &["alloc", "--out-dir", "tests/cli", MANY[0]],
            "would overwrite the input",
        ),
        (&["alloc", "-j", "0", MANY[0]], "invalid value '0'"),
    ];
    for (args, says) in cases {
        let o = spillway(args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: lacks {says:?}: {stderr}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    assert!(!dir.exists(), "a usage error created the output directory");
}

#[test]
fn mir_stats_and_register_info_json_parse() {
    let o = spillway(&["mir", "stats", "tests/cli/ok.mir", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("stats JSON");
    assert_eq!(doc["functions"][0]["name"], "f");
    let ri = [
        "tblgen",
        "-I",
        "targets/include",
        "-I",
        "targets/riscv",
        "targets/riscv/top.td",
        "--dump-register-info",
    ];
    let plain = spillway(&ri);
    let mut with_json = ri.to_vec();
    with_json.push("--json");
    let json = spillway(&with_json);
    assert_eq!(plain.status.code(), Some(0));
    assert_eq!(
        plain.stdout, json.stdout,
        "--json changed the register info"
    );
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).expect("register info JSON");
    assert_eq!(doc["target"], "RISCV");
}

/// `mir check --json` (schema version 1): one document on stdout whose
/// `exit_code` and `status` are the process's exit status, per function of
/// POST its verdict (`proved` with the numbers of the text summary,
/// `failed` with the diagnostics of the text mode, `missing`), and an
/// unreadable input as `input-error` with its diagnostic. The exit codes
/// are those without `--json`.
#[test]
fn mir_check_json_report() {
    let run = |pre: &str, post: &str| {
        let text = spillway(&["mir", "check", pre, post]);
        let json = spillway(&["mir", "check", pre, post, "--json"]);
        assert_eq!(
            text.status.code(),
            json.status.code(),
            "--json changed the exit code of mir check {pre} {post}"
        );
        let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap_or_else(|e| {
            panic!(
                "mir check {pre} {post} --json: stdout is not JSON ({e}):\n{}",
                String::from_utf8_lossy(&json.stdout)
            )
        });
        assert_eq!(doc["version"], 1);
        assert_eq!(doc["pre"], pre);
        assert_eq!(doc["post"], post);
        assert_eq!(
            doc["exit_code"].as_i64(),
            json.status.code().map(i64::from),
            "{doc}"
        );
        (text, doc)
    };

    // Proved after frame lowering: the numbers of the summary line.
    let (text, doc) = run("tests/cli/ok.mir", "tests/cli/ok.post-pei.mir");
    assert_eq!(text.status.code(), Some(0));
    assert_eq!(doc["status"], "ok");
    assert_eq!(doc["error"], serde_json::Value::Null);
    let f = &doc["functions"][0];
    assert_eq!(f["function"], "f");
    assert_eq!(f["check"], "proved");
    assert_eq!(f["errors"].as_array().map(Vec::len), Some(0));
    let st = &f["stats"];
    let line = String::from_utf8_lossy(&text.stdout).into_owned();
    for (key, word) in [
        ("blocks", "blocks"),
        ("matched", "matched"),
        ("uses_checked", "uses"),
        ("spills", "spills"),
        ("reloads", "reloads"),
        ("frame_ops", "frame ops"),
        ("iterations", "iterations"),
    ] {
        let n = st[key]
            .as_u64()
            .unwrap_or_else(|| panic!("stats.{key}: {st}"));
        assert!(
            line.contains(&format!("{n} {word}")),
            "stats.{key} = {n}, the summary says: {line}"
        );
    }
    assert!(
        st["callee_saved_returns"].as_u64().is_some(),
        "post-PEI: the callee-saved check ran: {st}"
    );

    // A wrong reload: failed, with the text mode's diagnostic.
    let (text, doc) = run("tests/cli/ok.mir", "tests/cli/ok.wrong-reload.post-pei.mir");
    assert_eq!(text.status.code(), Some(3));
    assert_eq!(doc["status"], "check-failed");
    let f = &doc["functions"][0];
    assert_eq!(f["check"], "failed");
    assert_eq!(f["stats"], serde_json::Value::Null);
    let first = f["errors"][0].as_str().expect("an error string");
    assert!(
        first.starts_with(
            "tests/cli/ok.wrong-reload.post-pei.mir:55:5: error: in function 'f' \
             (bb.1, post instruction 4): use reads the wrong value"
        ),
        "{first}"
    );
    assert!(
        String::from_utf8_lossy(&text.stderr).contains(first.lines().next().unwrap_or("")),
        "the JSON error is not the text mode's"
    );

    // A function PRE lacks: an input error.
    let (_, doc) = run(
        "tests/cli/ok.mir",
        "tests/bad_inputs/mir/other_function.mir",
    );
    assert_eq!(doc["status"], "input-error");
    assert_eq!(doc["exit_code"], 1);
    assert_eq!(doc["functions"][0]["check"], "missing");
    assert!(doc["functions"][0]["errors"][0]
        .as_str()
        .is_some_and(|e| e.contains("is not in tests/cli/ok.mir")));

    // An unreadable input: its diagnostic, no functions.
    let (_, doc) = run(
        "tests/bad_inputs/mir/truncated.mir",
        "tests/cli/ok.post-pei.mir",
    );
    assert_eq!(doc["status"], "input-error");
    assert_eq!(doc["exit_code"], 1);
    assert!(
        doc["error"]
            .as_str()
            .is_some_and(|e| e.contains("tests/bad_inputs/mir/truncated.mir:")),
        "{doc}"
    );
    assert_eq!(doc["functions"].as_array().map(Vec::len), Some(0));
}

/// Runs spillway with `args` and its stdout closed before it writes
/// anything; returns the exit code and stderr.
fn run_with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_spillway"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    // Closed before spillway has read and allocated its first input.
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("read stderr");
    let status = child.wait().expect("wait");
    (status.code(), stderr)
}

/// `spillway alloc ... | head -1`: a closed stdout is not a panic (the
/// report is dropped; the outputs are written).
#[test]
fn alloc_report_into_a_closed_pipe_does_not_panic() {
    let dir = scratch_dir("closed-pipe");
    let d = dir.to_string_lossy().into_owned();
    let (code, stderr) = run_with_closed_stdout(&["alloc", "--out-dir", &d, MANY[0], MANY[1]]);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(dir.join("ok.mir").exists() && dir.join("read_after_clobber.mir").exists());
}

/// The same for `spillway report`: the summary is dropped, the page written.
#[test]
fn report_summary_into_a_closed_pipe_does_not_panic() {
    let dir = scratch_dir("closed-pipe-report");
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("ok.html");
    let o = out.to_string_lossy().into_owned();
    let (code, stderr) = run_with_closed_stdout(&["report", MANY[0], "-o", &o]);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(out.exists());
}
