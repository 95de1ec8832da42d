//! End to end: `spillway mir print`. A malformed MIR file exits 1 with
//! `file:line:col` and the message on stderr and writes nothing to `-o`
//! (an existing output file is left as it was); a good file exits 0 and
//! writes exactly what the library's writer gives. The inputs are the
//! fixtures of `backend/tests/mir_errors/` (the base case of
//! `backend/tests/mir_errors.rs` and edits of it that llc also rejects).

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
    let (target, parsed) = backend::mir::parse::read(&text, &file).expect("parse");
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
