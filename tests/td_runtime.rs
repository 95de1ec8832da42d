//! `--td PATH`: a target description read at run time gives what the
//! compiled-in target gives, byte for byte, on the whole MIR corpus
//! (`scripts/mir-corpus.sh`: its kernels of tests/programs, rv64 and rv32,
//! pre-ra / ssa / post-ra), for `alloc` (two allocators), `report` and every
//! `mir` subcommand; and a bad `--td` is a clear error.
//!
//! The corpus is the backend tests' cache (`target/mir-corpus`).

mod common;
use common::{rig, root};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn spillway() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_spillway"));
    c.current_dir(root()).args(["--color", "never"]);
    c
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// The corpus files ending in `suffix`, made (or kept) by
/// `scripts/mir-corpus.sh`.
fn corpus(suffix: &str) -> Vec<PathBuf> {
    let dir = target_dir().join("mir-corpus");
    let out = Command::new("bash")
        .arg(root().join("scripts/mir-corpus.sh"))
        .arg(&dir)
        .env("RIG_DIR", rig())
        .output()
        .expect("run scripts/mir-corpus.sh");
    assert!(
        out.status.success(),
        "scripts/mir-corpus.sh failed (run scripts/install-deps.sh):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    assert!(
        v.len() >= 14,
        "corpus: {} files ending in {suffix}",
        v.len()
    );
    v
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("td_runtime")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `args` once with the compiled-in target and once with `--td
/// targets/riscv` (inserted after the subcommand words `words`), and
/// checks exit status, stdout and stderr are the same after `mask`.
fn same_both_ways(words: &[&str], args: &[&str], mask: fn(&str) -> String) -> Output {
    let a = spillway().args(words).args(args).output().unwrap();
    let b = spillway()
        .args(words)
        .args(["--td", "targets/riscv"])
        .args(args)
        .output()
        .unwrap();
    let what = format!("spillway {} {}", words.join(" "), args.join(" "));
    assert_eq!(a.status.code(), b.status.code(), "{what}: exit status");
    let text = |v: &[u8]| mask(&String::from_utf8_lossy(v));
    assert_eq!(text(&a.stdout), text(&b.stdout), "{what}: stdout differs");
    assert_eq!(text(&a.stderr), text(&b.stderr), "{what}: stderr differs");
    a
}

fn as_is(s: &str) -> String {
    s.to_string()
}

/// Times (`12.345ms`) vary from run to run; everything else must not.
fn without_times(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                i += 1;
            }
            if s[i..].starts_with("ms") || s[i..].starts_with("µs") || s[i..].starts_with("s ") {
                out.push_str("<time>");
            } else {
                out.push_str(&s[start..i]);
            }
        } else {
            let c = s[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

fn files_equal(a: &Path, b: &Path) {
    let mut names: Vec<_> = std::fs::read_dir(a)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    names.sort();
    let mut other: Vec<_> = std::fs::read_dir(b)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    other.sort();
    assert_eq!(names, other, "the same files written");
    assert!(!names.is_empty());
    for n in names {
        let (x, y) = (
            std::fs::read(a.join(&n)).unwrap(),
            std::fs::read(b.join(&n)).unwrap(),
        );
        assert!(x == y, "{} differs with --td", n.to_string_lossy());
    }
}

#[test]
fn alloc_on_the_corpus_is_byte_identical() {
    let mut inputs = corpus(".pre-ra.mir");
    inputs.extend(corpus(".ssa.mir"));
    for allocator in ["greedy", "fast"] {
        let a = scratch(&format!("alloc-{allocator}-compiled"));
        let b = scratch(&format!("alloc-{allocator}-td"));
        for (dir, td) in [(&a, None), (&b, Some("targets/riscv"))] {
            let mut c = spillway();
            c.args(["alloc", "--allocator", allocator, "-j", "2", "--out-dir"])
                .arg(dir);
            if let Some(td) = td {
                c.args(["--td", td]);
            }
            let out = c.args(&inputs).output().unwrap();
            assert!(
                out.status.success(),
                "alloc {allocator} (--td {td:?}) failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        files_equal(&a, &b);
    }
}

#[test]
fn mir_commands_on_the_corpus_are_byte_identical() {
    for f in corpus(".mir") {
        let f = f.to_str().unwrap();
        same_both_ways(&["mir", "print"], &[f], as_is);
        same_both_ways(&["mir", "stats"], &["--json", f], as_is);
        if f.ends_with(".post-ra.mir") {
            same_both_ways(&["mir", "frame"], &[f], as_is);
            let pre = f.replace(".post-ra.mir", ".pre-ra.mir");
            same_both_ways(&["mir", "check"], &["--json", &pre, f], as_is);
        }
        if f.ends_with(".ssa.mir") {
            same_both_ways(&["mir", "lower"], &[f], as_is);
        }
    }
}

#[test]
fn report_is_the_same_with_td() {
    let dir = scratch("report");
    for f in corpus(".pre-ra.mir").iter().filter(|p| {
        let n = p.file_name().unwrap().to_string_lossy();
        n.starts_with("matmul.") || n.starts_with("features.")
    }) {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let (a, b) = (
            dir.join(format!("{name}.a.html")),
            dir.join(format!("{name}.b.html")),
        );
        let run = |out: &Path, td: bool| {
            let mut c = spillway();
            c.arg("report");
            if td {
                c.args(["--td", "targets/riscv"]);
            }
            let o = c.arg(f).arg("-o").arg(out).output().unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        };
        run(&a, false);
        run(&b, true);
        let read = |p: &Path| without_times(&std::fs::read_to_string(p).unwrap());
        assert!(read(&a) == read(&b), "{name}: the report differs with --td");
    }
}

/// A `.td` file works like its folder, and an edited copy of the target is
/// used without a rebuild: a starved allocation order changes the output.
#[test]
fn an_edited_copy_is_used_without_a_rebuild() {
    let dir = scratch("edited");
    for sub in ["include/spillway", "riscv"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    std::fs::copy(
        root().join("targets/include/spillway/Target.td"),
        dir.join("include/spillway/Target.td"),
    )
    .unwrap();
    for f in std::fs::read_dir(root().join("targets/riscv"))
        .unwrap()
        .flatten()
    {
        std::fs::copy(f.path(), dir.join("riscv").join(f.file_name())).unwrap();
    }
    let mir = corpus(".pre-ra.mir")
        .into_iter()
        .find(|p| p.to_string_lossy().ends_with("matmul.rv64.pre-ra.mir"))
        .expect("matmul in the corpus");
    let mir = mir.to_str().unwrap();
    // (MIR on stdout, the table on stderr.)
    let alloc = |td: Option<&Path>| {
        let mut c = spillway();
        c.arg("alloc");
        if let Some(td) = td {
            c.arg("--td").arg(td);
        }
        let o = c.arg(mir).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        (o.stdout, String::from_utf8_lossy(&o.stderr).into_owned())
    };
    let (compiled, _) = alloc(None);
    assert!(
        alloc(Some(&dir.join("riscv/top.td"))).0 == compiled,
        "a .td file as --td"
    );
    let reg = dir.join("riscv/RegisterInfo.td");
    let text = std::fs::read_to_string(&reg).unwrap();
    let anchor = "    (sequence \"X%u\", 0, 4))>;   // zero, ra, sp, gp, tp\n";
    assert!(text.contains(anchor), "GPR's last line in RegisterInfo.td");
    let starved = text.replace(
        anchor,
        "    (sequence \"X%u\", 0, 4))> {\n  \
         let AltOrders = [(add (sequence \"X%u\", 10, 13), X9, X18)];\n  \
         let AltOrderSelect = [{ return 1; }];\n}\n",
    );
    std::fs::write(&reg, starved).unwrap();
    let (edited, table) = alloc(Some(&dir.join("riscv")));
    assert!(edited != compiled, "the edited allocation order is used");
    assert!(table.contains("proved"), "the checker proves it:\n{table}");
}

#[test]
fn bad_td_is_a_clear_error() {
    let dir = scratch("bad");
    let mir = corpus(".pre-ra.mir")[0].clone();
    let mir = mir.to_str().unwrap();
    let err = |td: &Path| {
        let o = spillway()
            .args(["alloc", "--td"])
            .arg(td)
            .arg(mir)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "exit 1 for --td {}", td.display());
        assert!(o.stdout.is_empty());
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    // No such path.
    let e = err(&dir.join("nothing"));
    assert!(e.contains("no such file or folder"), "{e}");
    // A folder that is not a target (`targets/`, `targets/include`).
    let e = err(&root().join("targets"));
    assert!(e.contains("the folder has no top.td"), "{e}");
    // A syntax error: file:line:col.
    let bad = dir.join("bad.td");
    std::fs::write(&bad, "class A;\ndef X : A\n").unwrap();
    let e = err(&bad);
    assert!(e.contains("bad.td:3:1"), "{e}");
    // A target without backend facts.
    let folder = dir.join("facts/tiny");
    std::fs::create_dir_all(&folder).unwrap();
    std::os::unix::fs::symlink(root().join("targets/include"), dir.join("facts/include")).unwrap();
    std::fs::write(
        folder.join("top.td"),
        "include \"spillway/Target.td\"\n\
         def A0 : Register<\"a0\">;\n\
         def GPR : RegisterClass<\"Tiny\", [i32], 32, (add A0)>;\n\
         def Tiny : Target;\n",
    )
    .unwrap();
    let e = err(&folder);
    assert!(e.contains("no SpecialRegisters record"), "{e}");
    assert!(e.contains("top.td:4:"), "{e}");
}

/// MIR for an architecture the description does not list is refused at the
/// triple, with `--td` as without.
#[test]
fn foreign_triple_with_td() {
    let dir = scratch("foreign");
    let src = corpus(".pre-ra.mir")[0].clone();
    let text = std::fs::read_to_string(&src).unwrap();
    let foreign = text.replacen("target triple = \"riscv", "target triple = \"mips", 1);
    assert_ne!(foreign, text);
    let f = dir.join("foreign.mir");
    std::fs::write(&f, foreign).unwrap();
    // The compiled-in targets (several) and `--td targets/riscv` (one)
    // refuse it at the same place, each naming what it has.
    let compiled = spillway().arg("alloc").arg(&f).output().unwrap();
    let loaded = spillway()
        .args(["alloc", "--td", "targets/riscv"])
        .arg(&f)
        .output()
        .unwrap();
    for (o, says) in [
        (&compiled, "is not for any target this spillway has"),
        (&loaded, "is not for the RISCV target"),
    ] {
        assert_eq!(o.status.code(), Some(1));
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(
            e.contains("target triple 'mips") && e.contains(says) && e.contains("foreign.mir:"),
            "{e}"
        );
    }
}
