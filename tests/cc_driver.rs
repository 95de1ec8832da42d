//! `spillway cc` on small C programs, for rv64 (glibc) and rv32
//! (picolibc and Spillway's runtime): compile, assemble, link, run under
//! qemu; the outputs are compared with the literal results (checked
//! against clang-14's own build, which each test also makes with
//! `--spillway-clang-only`), and the driver's command-line habits are
//! checked against clang's (dependency files, `-c`/`-S`/`-E` outputs).

#[path = "cc/support.rs"]
mod support;

use std::path::Path;
use std::process::Command;
use support::*;

/// A program of four translation units and two assembler files.
const MAIN_C: &str = r#"#include <stdio.h>
int twice(int);
long asm_add(long, long);
long asm_sub(long, long);
const char *greeting(void);
int main(int argc, char **argv) {
  long s = 0;
  for (int i = 0; i < 100; i++) s = asm_add(s, twice(i));
  printf("%s argc=%d sum=%ld diff=%ld\n", greeting(), argc, s, asm_sub(s, 900));
  return argc == 2 ? 0 : 5;
}
"#;
const UTIL_C: &str = "int twice(int x) { return 2 * x; }\n";
const LIB_C: &str = "const char *greeting(void) { return \"hello from lib\"; }\n";
const ADD_S: &str =
    "\t.text\n\t.globl asm_add\n\t.type asm_add,@function\nasm_add:\n\tadd a0, a0, a1\n\tret\n";
const SUB_S: &str = "#define RESULT a0\n\t.text\n\t.globl asm_sub\n\t.type asm_sub,@function\nasm_sub:\n\tsub RESULT, a0, a1\n\tret\n";
/// What the program prints with one argument (checked against clang's build).
const EXPECTED: &str = "hello from lib argc=2 sum=9900 diff=9000\n";

fn program(dir: &Path) {
    write(
        dir,
        &[
            ("main.c", MAIN_C),
            ("util.c", UTIL_C),
            ("lib.c", LIB_C),
            ("add.s", ADD_S),
            ("sub.S", SUB_S),
        ],
    );
}

/// Builds the program with `extra` flags for `target` into `out`: lib.c
/// first to an object (-c), then everything else and lib.o linked.
fn build(dir: &Path, target: &str, extra: &[&str], out: &str) {
    ok(cc(dir)
        .arg(format!("--target={target}"))
        .args(extra)
        .args(["-c", "lib.c", "-o"])
        .arg(format!("{out}-lib.o")));
    ok(cc(dir)
        .arg(format!("--target={target}"))
        .args(extra)
        .args(["main.c", "util.c", "add.s", "sub.S"])
        .arg(format!("{out}-lib.o"))
        .args(["-o", out]));
}

#[test]
fn several_files_assembler_and_objects_link_and_run() {
    for (target, q) in TARGETS {
        let dir = scratch(&format!("multi-{target}"));
        program(&dir);
        build(&dir, target, &["-O2"], "prog");
        build(&dir, target, &["-O2", "--spillway-clang-only"], "ref");
        assert_eq!(
            qemu(q, &dir, "./ref", &["x"]),
            EXPECTED,
            "{target}: clang's build"
        );
        assert_eq!(
            qemu(q, &dir, "./prog", &["x"]),
            EXPECTED,
            "{target}: Spillway's build"
        );
        // The exit status is the program's.
        let st = output(Command::new(q).arg("./prog").current_dir(&dir)).status;
        assert_eq!(st.code(), Some(5), "{target}");
        // Nothing left behind: no intermediate file, an empty TMPDIR.
        assert_eq!(
            listing(&dir),
            [
                "add.s",
                "lib.c",
                "main.c",
                "prog",
                "prog-lib.o",
                "ref",
                "ref-lib.o",
                "sub.S",
                "tmp",
                "util.c"
            ],
            "{target}"
        );
        assert!(
            listing(&dir.join("tmp")).is_empty(),
            "{target}: TMPDIR not cleaned"
        );
    }
}

#[test]
fn optimisation_levels_and_spillway_options_give_the_same_program() {
    for (target, q) in TARGETS {
        let dir = scratch(&format!("levels-{target}"));
        program(&dir);
        // Every level and option once, two by two (each build is a few
        // processes per file: the test stays short).
        let variants: &[&[&str]] = &[
            &["-O0"],
            &["-O1", "-g"],
            &["-O3", "--spillway-allocator=fast"],
            &["-Os", "--spillway-allocator=basic"],
            &["-Oz", "--spillway-no-soften", "--spillway-verify"],
            &["-O2", "--spillway-allocator=llvm", "--spillway-no-check"],
        ];
        for (k, v) in variants.iter().enumerate() {
            let out = format!("p{k}");
            ok(cc(&dir)
                .arg(format!("--target={target}"))
                .args(*v)
                .args(["main.c", "util.c", "lib.c", "add.s", "sub.S", "-o", &out]));
            assert_eq!(
                qemu(q, &dir, &format!("./{out}"), &["x"]),
                EXPECTED,
                "{target} {v:?}"
            );
        }
    }
}

#[test]
fn compile_only_and_assembly_outputs_are_named_like_clang() {
    for (target, q) in TARGETS {
        let dir = scratch(&format!("outputs-{target}"));
        program(&dir);
        let t = format!("--target={target}");
        // -c and -S without -o: <stem>.o and <stem>.s in the current
        // directory, one per input.
        ok(cc(&dir).args([&t, "-O2", "-c", "main.c", "lib.c", "add.s"]));
        ok(cc(&dir).args([&t, "-O2", "-S", "util.c"]));
        for f in ["main.o", "lib.o", "add.o", "util.s"] {
            assert!(
                dir.join(f).is_file(),
                "{target}: {f} missing: {:?}",
                listing(&dir)
            );
        }
        // The assembly is Spillway's allocation, printed by llc: it
        // assembles and links.
        let s = std::fs::read_to_string(dir.join("util.s")).unwrap();
        assert!(s.contains("twice:"), "{s}");
        ok(cc(&dir).args([&t, "-S", "-O2", "sub.S", "-o", "sub.i.s"]));
        ok(cc(&dir).args([
            &t, "main.o", "lib.o", "add.o", "util.s", "sub.i.s", "-o", "prog",
        ]));
        assert_eq!(qemu(q, &dir, "./prog", &["x"]), EXPECTED, "{target}");
        // -o with several outputs is clang's error.
        let e = fails(cc(&dir).args([&t, "-c", "main.c", "lib.c", "-o", "x.o"]), 1);
        assert!(
            e.contains("cannot specify -o when generating multiple output files"),
            "{e}"
        );
        // -o - writes to standard output.
        let asm = ok(cc(&dir).args([&t, "-O2", "-S", "lib.c", "-o", "-"]));
        assert!(asm.contains("greeting:"), "{asm}");
    }
}

#[test]
fn preprocessing_and_standard_input() {
    let dir = scratch("preprocess");
    write(
        &dir,
        &[("p.c", "#define V(x) (x + 1)\nint v = V(VALUE);\n")],
    );
    let e = ok(cc(&dir).args(["-E", "-DVALUE=41", "p.c"]));
    assert!(e.contains("int v = (41 + 1);"), "{e}");
    ok(cc(&dir).args(["-E", "-DVALUE=41", "p.c", "-o", "p.i"]));
    let i = std::fs::read_to_string(dir.join("p.i")).unwrap();
    assert!(i.contains("int v = (41 + 1);"), "{i}");
    // From standard input, as configure scripts do: `-x c -`.
    let mut child = cc(&dir)
        .args(["-x", "c", "-E", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"#include <stdio.h>\nint w = __riscv_xlen;\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("int w = 64;"));
    // ... and a whole program from standard input.
    let mut child = cc(&dir)
        .args(["-O2", "-x", "c", "-", "-o", "from-stdin"])
        .stdin(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"#include <stdio.h>\nint main(void) { puts(\"stdin ok\"); return 0; }\n")
        .unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(
        qemu("qemu-riscv64", &dir, "./from-stdin", &[]),
        "stdin ok\n"
    );
}

#[test]
fn save_temps_keeps_the_intermediate_files() {
    let dir = scratch("save-temps");
    program(&dir);
    ok(cc(&dir).args([
        "-O2",
        "-save-temps",
        "main.c",
        "util.c",
        "lib.c",
        "add.s",
        "sub.S",
        "-o",
        "prog",
    ]));
    for stem in ["main", "util", "lib"] {
        for ext in ["ll", "pre-ra.mir", "post.mir", "o"] {
            let f = format!("{stem}.{ext}");
            assert!(dir.join(&f).is_file(), "{f} missing: {:?}", listing(&dir));
        }
    }
    // The MIR before and after Spillway: virtual registers, then none.
    let pre = std::fs::read_to_string(dir.join("util.pre-ra.mir")).unwrap();
    let post = std::fs::read_to_string(dir.join("util.post.mir")).unwrap();
    assert!(pre.contains("%0") && !post.contains("%0:"), "{post}");
    assert_eq!(qemu("qemu-riscv64", &dir, "./prog", &["x"]), EXPECTED);
    // =obj: beside the output.
    std::fs::create_dir_all(dir.join("out")).unwrap();
    ok(cc(&dir).args(["-O2", "-save-temps=obj", "-c", "util.c", "-o", "out/u.o"]));
    assert_eq!(
        listing(&dir.join("out")),
        ["u.o", "util.ll", "util.post.mir", "util.pre-ra.mir"]
    );
}

#[test]
fn unknown_flags_reach_clang() {
    let dir = scratch("unknown-flags");
    program(&dir);
    // A flag Spillway does not know is clang's to judge: a warning ...
    let out = output(cc(&dir).args(["-Wspillway-unknown-warning", "-c", "util.c"]));
    assert!(out.status.success());
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(
        e.contains("unknown warning option '-Wspillway-unknown-warning'"),
        "{e}"
    );
    // ... or an error, in clang's words.
    let e = fails(cc(&dir).args(["-fspillway-bogus", "-c", "util.c"]), 1);
    assert!(e.contains("unknown argument: '-fspillway-bogus'"), "{e}");
    // A flag that changes the code reaches clang too: -fwrapv and -D.
    write(
        &dir,
        &[(
            "w.c",
            "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", WHAT); return 0; }\n",
        )],
    );
    ok(cc(&dir).args(["-fwrapv", "-DWHAT=7*6", "w.c", "-o", "w"]));
    assert_eq!(qemu("qemu-riscv64", &dir, "./w", &[]), "42\n");
}

#[test]
fn missing_input_and_bad_options_are_clear_errors() {
    let dir = scratch("errors");
    let e = fails(cc(&dir).args(["-c", "nope.c"]), 1);
    assert_eq!(
        e.trim(),
        "spillway cc: error: no such file or directory: 'nope.c'"
    );
    let e = fails(cc(&dir).args(["-c"]), 1);
    assert!(e.contains("no input files"), "{e}");
    let e = fails(cc(&dir).args(["--spillway-allocator=linear", "x.c"]), 2);
    assert!(e.contains("greedy, basic, fast"), "{e}");
    let e = fails(cc(&dir).args(["--target=mips-unknown-linux", "x.c"]), 1);
    assert!(
        e.contains("unknown target 'mips-unknown-linux'")
            && e.contains("riscv64-unknown-linux-gnu"),
        "{e}"
    );
    // A missing tool names its package.
    write(&dir, &[("x.c", "int x(void) { return 1; }\n")]);
    let e = fails(
        cc(&dir)
            .args(["-c", "x.c"])
            .env("SPILLWAY_LLC", "/nonexistent/llc"),
        1,
    );
    assert!(
        e.contains("SPILLWAY_LLC=/nonexistent/llc") && e.contains("llvm-14"),
        "{e}"
    );
    let e = fails(
        cc(&dir)
            .args(["x.c"])
            .env("SPILLWAY_LINKER", "no-such-linker"),
        1,
    );
    assert!(e.contains("SPILLWAY_LINKER=no-such-linker"), "{e}");
}

/// An asm statement that needs 36 integer registers at once: no
/// allocation exists (LLVM's allocator fails on it too).
const TOO_MANY: &str = r#"#define R(n) "r"(v[n])
long f(long *v) {
  __asm__ volatile("" ::R(0),R(1),R(2),R(3),R(4),R(5),R(6),R(7),R(8),R(9),R(10),R(11),
                   R(12),R(13),R(14),R(15),R(16),R(17),R(18),R(19),R(20),R(21),R(22),
                   R(23),R(24),R(25),R(26),R(27),R(28),R(29),R(30),R(31),R(32),R(33),
                   R(34),R(35));
  return v[0];
}
"#;

#[test]
fn a_failed_allocation_is_a_compile_error_with_the_mir_kept() {
    let dir = scratch("failed-allocation");
    write(&dir, &[("toomany.c", TOO_MANY)]);
    std::fs::create_dir_all(dir.join("obj")).unwrap();
    let e = fails(
        cc(&dir).args(["-O2", "-c", "toomany.c", "-o", "obj/toomany.o"]),
        1,
    );
    let first = e.lines().next().unwrap_or("");
    let prefix =
        "toomany.c: error: Spillway could not allocate function 'f': obj/toomany.pre-ra.mir:";
    assert!(first.starts_with(prefix), "{e}");
    assert!(first.contains("ran out of registers"), "{e}");
    assert!(
        e.contains("note: the MIR is kept in obj/toomany.pre-ra.mir"),
        "{e}"
    );
    assert!(!dir.join("obj/toomany.o").exists());
    // The line:col points at the instruction in the kept file.
    let line: usize = first[prefix.len()..]
        .split(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let mir = std::fs::read_to_string(dir.join("obj/toomany.pre-ra.mir")).unwrap();
    let text = mir.lines().nth(line - 1).unwrap();
    assert!(text.contains("INLINEASM"), "line {line}: {text}");
    assert!(listing(&dir.join("tmp")).is_empty());
}

#[test]
fn the_report_is_written_per_translation_unit() {
    let dir = scratch("report");
    program(&dir);
    ok(cc(&dir).args(["-O2", "--spillway-report=rep", "-c", "main.c", "util.c"]));
    let files = listing(&dir.join("rep"));
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(
        files[0].starts_with("main-") && files[1].starts_with("util-"),
        "{files:?}"
    );
    let html = std::fs::read_to_string(dir.join("rep").join(&files[1])).unwrap();
    assert!(
        html.starts_with("<!DOCTYPE html>") && html.contains("twice"),
        "{}",
        &html[..200.min(html.len())]
    );
}

#[test]
fn dependency_files_are_clangs() {
    let dir = scratch("deps");
    write(
        &dir,
        &[
            (
                "d.c",
                "#include \"d.h\"\n#include <stdio.h>\nint g(void) { return D; }\n",
            ),
            ("d.h", "#define D 3\n"),
        ],
    );
    let resource = ok(Command::new("clang-14").arg("-print-resource-dir"));
    let clang = |args: &[&str]| {
        ok(Command::new("clang-14")
            .args([
                "--target=riscv64-unknown-linux-gnu",
                "-nostdinc",
                "-isystem",
            ])
            .arg(format!("{}/include", resource.trim()))
            .args(["-isystem", "/usr/riscv64-linux-gnu/include"])
            .args(args)
            .current_dir(&dir));
    };
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    let cases: &[(&[&str], &str)] = &[
        (&["-MD", "-c", "d.c", "-o", "sub/a.o"], "sub/a.d"),
        (&["-MMD", "-MP", "-c", "d.c"], "d.d"),
        (&["-MD", "-MF", "x.d", "-c", "d.c", "-o", "sub/b.o"], "x.d"),
        (
            &["-MMD", "-MT", "foo", "-c", "d.c", "-o", "sub/c.o"],
            "sub/c.d",
        ),
        (
            &["-MMD", "-MQ", "$(OBJ)", "-c", "d.c", "-o", "sub/e.o"],
            "sub/e.d",
        ),
    ];
    for (args, file) in cases {
        ok(cc(&dir).args(*args));
        let ours = std::fs::read_to_string(dir.join(file)).unwrap();
        std::fs::remove_file(dir.join(file)).unwrap();
        clang(args);
        let theirs = std::fs::read_to_string(dir.join(file)).unwrap();
        assert_eq!(ours, theirs, "{args:?}");
    }
}

#[test]
fn verbose_dry_run_and_questions() {
    let dir = scratch("verbose");
    program(&dir);
    // -###: the commands, nothing run.
    let e = String::from_utf8_lossy(
        &output(cc(&dir).args(["-###", "-O2", "util.c", "-o", "p"])).stderr,
    )
    .into_owned();
    for want in [
        "\"-emit-llvm\"",
        "\"-stop-before=greedy\"",
        "\"spillway\" \"alloc\"",
        "\"-start-after=prologepilog\"",
        "-static",
    ] {
        assert!(e.contains(want), "{want} not in:\n{e}");
    }
    assert!(!dir.join("p").exists());
    assert!(listing(&dir.join("tmp")).is_empty());
    // -O0: llc stops before the fast allocator.
    let e = String::from_utf8_lossy(&output(cc(&dir).args(["-###", "-c", "util.c"])).stderr)
        .into_owned();
    assert!(e.contains("\"-stop-before=regallocfast\""), "{e}");
    // -v: the commands and Spillway's table as they run.
    let out = output(cc(&dir).args(["-v", "-O2", "-c", "util.c"]));
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && e.contains("twice") && e.contains("proved"),
        "{e}"
    );
    // Questions go to clang, with the target.
    let v = ok(cc(&dir).arg("--version"));
    assert!(
        v.contains("clang version 14")
            && v.contains("riscv64-unknown-linux-gnu")
            && v.contains("Spillway"),
        "{v}"
    );
    assert_eq!(
        ok(cc(&dir).args(["--target=rv32", "-dumpmachine"])).trim(),
        "riscv32-unknown-unknown-elf"
    );
    let t = ok(cc(&dir).arg("--spillway-targets"));
    assert!(
        t.contains("riscv64-unknown-linux-gnu (default)")
            && t.contains("riscv32-unknown-elf")
            && t.contains("aarch64-unknown-linux-gnu"),
        "{t}"
    );
    let h = ok(cc(&dir).arg("--help"));
    assert!(h.contains("Example: spillway cc"), "{h}");
}

/// `--spillway-allocator=llvm` (the baseline the corpus compares with) at
/// `-g`: LLVM's stack coloring gives one slot to two variables, and llc 14
/// writes its debug-info fields run together (`'!15!21'`), which llc
/// cannot read back. The baseline passes the pre-RA MIR through Spillway's
/// reader and printer, as the default pipeline does, so both build.
#[test]
fn the_llvm_baseline_builds_what_llc_cannot_read_back() {
    const TWO_BUFFERS: &str = r#"#include <stdio.h>
__attribute__((noinline)) void use(char *p, int n) { for (int i = 0; i < 24; i++) p[i] = (char)(i * n); }
int main(int argc, char **argv) {
  (void)argv;
  int s = 0;
  { char a[24]; use(a, argc); for (int i = 0; i < 24; i++) s += a[i]; }
  { char b[24]; use(b, argc + 1); for (int i = 0; i < 24; i++) s ^= b[i] * i; }
  printf("s=%d\n", s);
  return 0;
}
"#;
    for (target, q) in TARGETS {
        let dir = scratch(&format!("llvm-baseline-g-{target}"));
        write(&dir, &[("two.c", TWO_BUFFERS)]);
        for (out, extra) in [
            ("ref", "--spillway-clang-only"),
            ("base", "--spillway-allocator=llvm"),
            ("ours", "--spillway-allocator=greedy"),
        ] {
            ok(cc(&dir).args([
                &format!("--target={target}"),
                "-O2",
                "-g",
                extra,
                "two.c",
                "-o",
                out,
            ]));
        }
        let want = qemu(q, &dir, "./ref", &[]);
        assert_eq!(want, "s=1716\n", "{target}: clang's own build");
        assert_eq!(qemu(q, &dir, "./base", &[]), want, "{target}: the baseline");
        assert_eq!(qemu(q, &dir, "./ours", &[]), want, "{target}: Spillway");
    }
}
