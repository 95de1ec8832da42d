//! End to end: `spillway tblgen <bad file>` exits 1 and names file:line:col
//! on stderr, never panics or crashes; a good file exits 0.
//!
//! The bad inputs are cases of the `dsl` error suite (`dsl/tests/errors/`).

use std::path::Path;
use std::process::{Command, Output};

fn spillway(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spillway"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run spillway")
}

/// Whether `text` contains `NAME.td:LINE:COL` (LINE, COL decimal), with
/// LINE equal to `line_prefix` if given.
fn has_location(text: &str, name: &str, line_prefix: Option<&str>) -> bool {
    let needle = format!("{name}.td:");
    text.match_indices(&needle).any(|(i, _)| {
        let rest = &text[i + needle.len()..];
        let line: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let after = &rest[line.len()..];
        let col: String = after.strip_prefix(':').map_or(String::new(), |a| {
            a.chars().take_while(|c| c.is_ascii_digit()).collect()
        });
        !line.is_empty()
            && !col.is_empty()
            && (line_prefix.is_none() || line_prefix == Some(line.as_str()))
    })
}

/// Runs `spillway tblgen [extra...] dsl/tests/errors/NAME.td` and checks the
/// failure shape: stderr names `LOC_NAME.td:LINE:COL` (`loc`: the file the
/// error is in, and the line if pinned).
fn check_bad(name: &str, extra: &[&str], loc: (&str, Option<&str>)) {
    let (loc_name, line) = loc;
    let file = format!("dsl/tests/errors/{name}.td");
    assert!(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(&file).exists(),
        "{file} missing"
    );
    let mut args = vec!["tblgen"];
    args.extend_from_slice(extra);
    args.push(&file);
    let out = spillway(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let ctx = format!(
        "spillway {}\n--- exit: {:?}\n--- stderr:\n{stderr}\n--- stdout:\n{}",
        args.join(" "),
        out.status,
        &stdout[..stdout.len().min(2000)]
    );
    assert!(
        !stderr.contains("panicked"),
        "spillway panicked on {name}\n{ctx}"
    );
    assert!(
        !stderr.contains("overflowed its stack"),
        "stack overflow on {name}\n{ctx}"
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "exit code for {name} must be 1\n{ctx}"
    );
    assert!(
        has_location(&stderr, loc_name, line),
        "stderr must name {loc_name}.td:{}:COL\n{ctx}",
        line.unwrap_or("LINE")
    );
    assert!(
        stderr.contains('^'),
        "stderr must show a caret under the source line\n{ctx}"
    );
    assert!(
        stdout.trim().is_empty(),
        "nothing may be printed to stdout on error\n{ctx}"
    );
}

#[test]
fn unterminated_string_exits_1() {
    check_bad(
        "lex_unterminated_string",
        &[],
        ("lex_unterminated_string", Some("4")),
    );
}

#[test]
fn missing_semicolon_exits_1() {
    check_bad(
        "syn_missing_semicolon",
        &[],
        ("syn_missing_semicolon", None),
    );
}

#[test]
fn undefined_parent_class_exits_1() {
    check_bad(
        "sem_undefined_parent_class",
        &[],
        ("sem_undefined_parent_class", Some("3")),
    );
}

#[test]
fn error_in_included_file_names_that_file() {
    // The error is in inc/has_error.td line 3: that location must be shown
    // (naming the including file too, as llvm-tblgen's "Included from", is a
    // plus but not required).
    check_bad(
        "inc_error_in_included",
        &["-I", "dsl/tests/errors/inc"],
        ("has_error", Some("3")),
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    check_bad(
        "res_deep_nesting_balanced",
        &[],
        ("res_deep_nesting_balanced", None),
    );
}

#[test]
fn good_file_exits_0() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("cli_errors_good.td");
    std::fs::write(&file, "class C<int n> {\n  int v = n;\n}\ndef X : C<3>;\n")
        .expect("write good.td");
    let out = spillway(&["tblgen", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "good file must exit 0\n--- stderr:\n{stderr}"
    );
    assert!(
        stdout.contains("def X"),
        "output must list def X\n--- stdout:\n{stdout}"
    );
    assert!(
        stderr.trim().is_empty(),
        "no diagnostics expected\n--- stderr:\n{stderr}"
    );
}
