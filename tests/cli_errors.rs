//! End to end: `spillway tblgen <bad file>` exits 1 and names file:line:col
//! on stderr, never panics or crashes; a good file exits 0. Then the
//! command line's contract for every subcommand: the documented exit codes
//! (0 ok, 1 input error, 2 usage error, 3 checker failure) and colors only
//! on a terminal (`--color`, `NO_COLOR`).
//!
//! The bad `.td` inputs are cases of the `dsl` error suite
//! (`dsl/tests/errors/`); the MIR fixtures are in `tests/cli/`:
//! `ok.mir` (pre-RA), its allocation `ok.post-ra.mir` / `ok.post-pei.mir`
//! (`spillway alloc`), `ok.wrong-reload.post-pei.mir` (the same with one
//! reload into the wrong register: `mir check` must reject it) and
//! `read_after_clobber.mir` (pre-RA MIR that reads `$x11` after a call
//! clobbered it: only the checker notices, so `alloc` exits 3; if an earlier
//! pass learns to reject it, this needs another checker failure).

mod common;

use std::path::Path;
use std::process::{Command, Output};

fn spillway(args: &[&str]) -> Output {
    spillway_env(args, &[])
}

/// `spillway ARGS` with `env` added (and `NO_COLOR` removed unless given).
fn spillway_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spillway"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .envs(env.iter().copied())
        .output()
        .expect("run spillway")
}

/// A scratch file path for this suite (removed first).
fn scratch(name: &str) -> String {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-errors");
    std::fs::create_dir_all(&d).expect("scratch dir");
    let p = d.join(name);
    let _ = std::fs::remove_file(&p);
    p.to_string_lossy().into_owned()
}

const ESC: u8 = 0x1b;

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

/// Every command path below the root, read from the `Commands:` sections
/// of the binary's own `--help` (clap's generated `help` left out), so a
/// new subcommand is covered without editing this test.
fn command_paths(prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut args: Vec<&str> = prefix.iter().map(String::as_str).collect();
    args.push("--help");
    let o = spillway(&args);
    assert_eq!(o.status.code(), Some(0), "spillway {args:?}");
    let help = String::from_utf8_lossy(&o.stdout).into_owned();
    let names: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .filter(|n| n != "help")
        .collect();
    for n in names {
        let mut path = prefix.to_vec();
        path.push(n);
        out.push(path.clone());
        command_paths(&path, out);
    }
}

/// Every subcommand (found by walking `--help`) exits 2 with clap's message
/// on an unknown flag, and 0 on `--help` — except `cc`, which keeps
/// clang's conventions: an unknown flag goes to clang, whose error it is
/// (exit 1, in clang's words; `tests/cc_driver.rs` covers the rest).
#[test]
fn every_subcommand_exits_2_on_a_usage_error() {
    let mut paths = Vec::new();
    command_paths(&[], &mut paths);
    assert!(paths.len() >= 8, "too few commands found: {paths:?}");
    for p in &paths {
        let mut args: Vec<&str> = p.iter().map(String::as_str).collect();
        args.push("--no-such-flag");
        let o = spillway(&args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        if args[0] == "cc" {
            assert_eq!(o.status.code(), Some(1), "spillway {args:?}: {stderr}");
            assert!(
                stderr.contains("clang: error: unsupported option '--no-such-flag'"),
                "spillway {args:?}: {stderr}"
            );
            continue;
        }
        assert_eq!(o.status.code(), Some(2), "spillway {args:?}: {stderr}");
        assert!(
            stderr.contains("unexpected argument '--no-such-flag'"),
            "spillway {args:?}: {stderr}"
        );
        assert!(o.stdout.is_empty(), "spillway {args:?} printed to stdout");
    }
}

/// A representative case of each documented exit code for each subcommand
/// (2 for all of them is the test above; 3 exists only where a checker
/// runs).
#[test]
fn each_subcommand_produces_its_exit_codes() {
    let out = scratch("codes.out.mir");
    let cases: &[(&[&str], i32)] = &[
        (&["tblgen", "tests/cli/ok.td"], 0),
        (
            &[
                "tblgen",
                "-I",
                "targets/include",
                "-I",
                "targets/riscv",
                "targets/riscv/top.td",
                "--dump-register-info",
                "--json",
            ],
            0,
        ),
        (&["tblgen", "dsl/tests/errors/syn_missing_semicolon.td"], 1),
        (&["tblgen", "tests/cli/ok.td", "--json"], 2),
        (
            &["tblgen", "tests/cli/ok.td", "--gen-rust", "--print-records"],
            2,
        ),
        (&["mir", "print", "tests/cli/ok.mir"], 0),
        (&["mir", "print", "tests/bad_inputs/mir/truncated.mir"], 1),
        (&["mir", "print"], 2),
        (&["mir", "lower", "tests/cli/ok.mir"], 0),
        (&["mir", "lower", "tests/bad_inputs/mir/garbage.mir"], 1),
        (&["mir", "stats", "tests/cli/ok.mir", "--json"], 0),
        (&["mir", "stats", "tests/bad_inputs/mir/empty.mir"], 1),
        (&["mir", "frame", "tests/cli/ok.post-ra.mir"], 0),
        (&["mir", "frame", "tests/cli/ok.mir"], 1),
        (
            &[
                "mir",
                "check",
                "tests/cli/ok.mir",
                "tests/cli/ok.post-pei.mir",
            ],
            0,
        ),
        (
            &[
                "mir",
                "check",
                "tests/cli/ok.mir",
                "tests/bad_inputs/mir/other_function.mir",
            ],
            1,
        ),
        (
            &[
                "mir",
                "check",
                "tests/cli/ok.mir",
                "tests/cli/ok.wrong-reload.post-pei.mir",
            ],
            3,
        ),
        (
            &[
                "mir",
                "check",
                "--json",
                "tests/cli/ok.mir",
                "tests/cli/ok.wrong-reload.post-pei.mir",
            ],
            3,
        ),
        (
            &[
                "mir",
                "check",
                "--json",
                "tests/bad_inputs/mir/truncated.mir",
                "tests/cli/ok.mir",
            ],
            1,
        ),
        (&["alloc", "tests/cli/ok.mir", "-o", &out], 0),
        (
            &["alloc", "tests/bad_inputs/mir/garbage.mir", "-o", &out],
            1,
        ),
        (&["alloc", "tests/cli/ok.mir", "a.mir", "b.mir"], 2),
        (
            &["alloc", "tests/cli/read_after_clobber.mir", "-o", &out],
            3,
        ),
        (&["--color", "sometimes", "alloc", "tests/cli/ok.mir"], 2),
    ];
    let mut bad = Vec::new();
    for (args, want) in cases {
        let o = spillway(args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        if o.status.code() != Some(*want) {
            bad.push(format!(
                "spillway {}: exit {:?}, expected {want}\n{stderr}",
                args.join(" "),
                o.status.code()
            ));
        }
        if stderr.contains("panicked") {
            bad.push(format!("spillway {}: panicked\n{stderr}", args.join(" ")));
        }
        if *want == 3 && !stderr.contains("error") {
            bad.push(format!("spillway {}: no report\n{stderr}", args.join(" ")));
        }
    }
    // A checker failure still writes the output (the report says so).
    assert!(Path::new(&out).exists(), "alloc exit 3 wrote no output");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// One command per kind of diagnostic: the dsl's (codespan), the MIR
/// reader's (codespan), a backend pass's and the checker's (plain lines),
/// clap's usage error.
const DIAGNOSTICS: &[&[&str]] = &[
    &["tblgen", "dsl/tests/errors/syn_missing_semicolon.td"],
    &["mir", "print", "tests/bad_inputs/mir/truncated.mir"],
    &["mir", "frame", "tests/cli/ok.mir"],
    &[
        "mir",
        "check",
        "tests/cli/ok.mir",
        "tests/cli/ok.wrong-reload.post-pei.mir",
    ],
    &["alloc", "--frobnicate", "tests/cli/ok.mir"],
];

#[test]
fn piped_diagnostics_have_no_colors_unless_asked() {
    for args in DIAGNOSTICS {
        let has_esc = |o: &Output| o.stderr.contains(&ESC) || o.stdout.contains(&ESC);
        let o = spillway(args);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(!has_esc(&o), "{args:?}: ESC in piped output");
        let mut always = vec!["--color", "always"];
        always.extend_from_slice(args);
        let o = spillway(&always);
        assert!(o.stderr.contains(&ESC), "{always:?}: no colors");
        // The flag wins over NO_COLOR; NO_COLOR alone changes nothing here.
        let o = spillway_env(&always, &[("NO_COLOR", "1")]);
        assert!(o.stderr.contains(&ESC), "{always:?} NO_COLOR=1: no colors");
        let mut never = vec!["--color=never"];
        never.extend_from_slice(args);
        assert!(!has_esc(&spillway(&never)), "{never:?}: colors");
    }
}

#[test]
fn terminal_diagnostics_are_colored_unless_no_color() {
    for args in DIAGNOSTICS {
        let Some((code, tty)) = common::spillway_on_tty(args, &[]) else {
            eprintln!("`script` (util-linux) not installed: terminal colors not tested");
            return;
        };
        assert!(code.is_some_and(|c| c != 0), "{args:?}: exit {code:?}");
        assert!(
            tty.contains(&ESC),
            "{args:?}: no colors on a terminal:\n{}",
            String::from_utf8_lossy(&tty)
        );
        let (_, tty) = common::spillway_on_tty(args, &[("NO_COLOR", "1")]).expect("script");
        assert!(!tty.contains(&ESC), "{args:?}: NO_COLOR=1 still colored");
        let (_, tty) = common::spillway_on_tty(args, &[("TERM", "dumb")]).expect("script");
        assert!(!tty.contains(&ESC), "{args:?}: TERM=dumb still colored");
        let mut never = vec!["--color", "never"];
        never.extend_from_slice(args);
        let (_, tty) = common::spillway_on_tty(&never, &[]).expect("script");
        assert!(!tty.contains(&ESC), "{never:?}: still colored");
        // An empty NO_COLOR does not count (no-color.org).
        let (_, tty) = common::spillway_on_tty(args, &[("NO_COLOR", "")]).expect("script");
        assert!(
            tty.contains(&ESC),
            "{args:?}: NO_COLOR= (empty) turned colors off"
        );
    }
}

/// Checker failures name `file:line:col` of the offending instruction: in
/// POST (or PRE, by side) for `mir check`, in the input for `alloc`.
#[test]
fn checker_errors_name_file_line_col() {
    let o = spillway(&[
        "mir",
        "check",
        "tests/cli/ok.mir",
        "tests/cli/ok.wrong-reload.post-pei.mir",
    ]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains(
            "tests/cli/ok.wrong-reload.post-pei.mir:55:5: error: in function 'f' \
             (bb.1, post instruction 4): use reads the wrong value"
        ),
        "{stderr}"
    );
    let out = scratch("clobber.out.mir");
    let o = spillway(&["alloc", "tests/cli/read_after_clobber.mir", "-o", &out]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("tests/cli/read_after_clobber.mir:33:5: error: in function 'f' (bb.0, "),
        "{stderr}"
    );
}

/// `tblgen --write-if-changed` (llvm-tblgen's option) leaves an output file
/// that already holds the output alone, and rewrites one that differs;
/// without the option the file is always rewritten.
#[test]
fn tblgen_write_if_changed_leaves_an_identical_file_alone() {
    let out = scratch("write-if-changed.txt");
    let old = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
    let mtime = |p: &str| std::fs::metadata(p).and_then(|m| m.modified()).unwrap();
    let set_old = |p: &str| {
        let f = std::fs::OpenOptions::new().write(true).open(p).unwrap();
        f.set_modified(old).unwrap();
    };
    let run = |extra: &[&str]| {
        let mut args = vec!["tblgen", "tests/cli/ok.td", "-o", out.as_str()];
        args.extend_from_slice(extra);
        let o = spillway(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    };
    run(&[]);
    let text = std::fs::read(&out).unwrap();
    assert!(!text.is_empty());
    set_old(&out);
    run(&["--write-if-changed"]);
    assert_eq!(mtime(&out), old, "identical output: file left alone");
    run(&[]);
    assert_ne!(mtime(&out), old, "without the option the file is rewritten");
    std::fs::write(&out, b"stale").unwrap();
    set_old(&out);
    run(&["--write-if-changed"]);
    assert_eq!(
        std::fs::read(&out).unwrap(),
        text,
        "a different file is replaced"
    );
    assert_ne!(mtime(&out), old);
}
