//! Malformed MIR: every case must give an error at the exact file line and
//! column with a message naming the problem, never a panic. Each case is
//! a small edit of a valid file (`BASE`, which llc reads), and where LLVM
//! has an opinion the test asks llc too: it must reject the same input.

mod common;

use backend::mir::parse::{read, read_bytes};
use std::path::PathBuf;
use std::process::Command;

/// A valid rv64 pre-RA function: a live-in, a stack slot, a call, two
/// blocks. `base_is_valid_mir` checks that llc accepts it.
const BASE: &str = r#"--- |
  target triple = "riscv64-unknown-linux-gnu"
  define i64 @f(i64 %a) #0 {
    ret i64 %a
  }
  declare i64 @g()
  attributes #0 = { "target-features"="+64bit,+a,+c,+d,+f,+m" }
...
---
name:            f
tracksRegLiveness: true
registers:
  - { id: 0, class: gpr, preferred-register: '' }
  - { id: 1, class: gpr, preferred-register: '' }
liveins:
  - { reg: '$x10', virtual-reg: '%0' }
frameInfo:
  maxAlignment:    8
  hasCalls:        true
stack:
  - { id: 0, name: '', type: default, offset: 0, size: 8, alignment: 8 }
body:             |
  bb.0:
    successors: %bb.1(0x80000000)
    liveins: $x10

    %0:gpr = COPY $x10
    %1:gpr = ADDI %0, 1
    SD %1, %stack.0, 0 :: (store (s64))
    PseudoBR %bb.1

  bb.1:
    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2
    PseudoCALL target-flags(riscv-call) @g, csr_ilp32d_lp64d, implicit-def dead $x1, implicit-def $x2
    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2
    $x10 = COPY %1
    PseudoRET implicit $x10
...
"#;

const PATH: &str = "case.mir";

/// `BASE` with the first occurrence of `from` replaced by `to`.
fn edit(from: &str, to: &str) -> String {
    assert!(BASE.contains(from), "BASE lacks {from:?}");
    BASE.replacen(from, to, 1)
}

/// The text at 1-based `line`:`col` of `text`.
fn text_at(text: &str, line: u32, col: u32) -> String {
    text.lines()
        .nth(line as usize - 1)
        .map(|l| l.chars().skip(col as usize - 1).collect())
        .unwrap_or_default()
}

/// Reads `text` and checks the first error: position, a phrase of the
/// message, and (if given) the source text the column points at.
fn expect_error(text: &str, line: u32, col: u32, phrase: &str, points_at: Option<&str>) {
    let errs = match std::panic::catch_unwind(|| read(text, PATH, tables::TARGETS)) {
        Ok(Ok(_)) => panic!("accepted malformed input (expected '{phrase}'):\n{text}"),
        Ok(Err(e)) => e,
        Err(_) => panic!("the reader panicked (expected '{phrase}')"),
    };
    let e = errs.first();
    if std::env::var_os("MIR_ERRORS_SHOW").is_some() {
        eprintln!(
            "SHOW {phrase:?} => {}:{} {:?} at {:?}",
            e.line,
            e.col,
            e.message,
            text_at(text, e.line, e.col)
        );
    }
    assert!(
        e.message.contains(phrase),
        "message {:?} lacks {phrase:?}",
        e.message
    );
    assert_eq!(
        (e.line, e.col),
        (line, col),
        "position of {:?} (text there: {:?})",
        e.message,
        text_at(text, e.line, e.col)
    );
    if let Some(tok) = points_at {
        let here = text_at(text, line, col);
        assert!(
            here.starts_with(tok),
            "column points at {here:?}, not at {tok:?}"
        );
    }
    let rendered = errs.render();
    assert!(
        rendered.contains(&format!("{PATH}:{line}:{col}")),
        "rendering lacks {PATH}:{line}:{col}:\n{rendered}"
    );
    assert!(rendered.contains(&e.message));
}

/// llc's flags for rv64 from the rig's lib.sh.
fn llc_rv64() -> (String, Vec<String>) {
    let lib = common::rig_dir().join("lib.sh");
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && rig_arch rv64 && echo \"$LLC\" && printf '%s\\n' \"${{RIG_LLCFLAGS[@]}}\"",
            lib.display()
        ))
        .output()
        .expect("bash");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut l = text.lines().map(str::to_string);
    let llc = l.next().expect("LLC");
    (llc, l.filter(|x| !x.is_empty()).collect())
}

/// Does llc (`-start-before=greedy`) accept `text`?
fn llc_accepts(text: &[u8], name: &str) -> bool {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mir-errors");
    std::fs::create_dir_all(&dir).expect("dir");
    let p = dir.join(format!("{name}.mir"));
    std::fs::write(&p, text).expect("write");
    let (llc, flags) = llc_rv64();
    Command::new(llc)
        .args(flags)
        .arg("-start-before=greedy")
        .arg(&p)
        .arg("-o")
        .arg(dir.join(format!("{name}.s")))
        .output()
        .expect("run llc")
        .status
        .success()
}

#[test]
fn base_is_valid_mir() {
    let (_, f) = read(BASE, PATH, tables::TARGETS).unwrap_or_else(|e| panic!("{}", e.render()));
    assert_eq!(f.functions.len(), 1);
    assert_eq!(f.functions[0].blocks.len(), 2);
    assert!(llc_accepts(BASE.as_bytes(), "base"), "llc rejects BASE");
}

/// A malformed case: name, text, (line, col) of the first error, a phrase
/// of its message, and the text the column points at.
type Case = (
    &'static str,
    String,
    (u32, u32),
    &'static str,
    Option<&'static str>,
);

/// The malformed cases.
fn cases() -> Vec<Case> {
    vec![
        ("empty", String::new(), (1, 1), "empty MIR file", None),
        (
            "truncated",
            BASE[..BASE.find("preferred-register: '' }\n  - { id: 1").unwrap() + 10].to_string(),
            (13, 36),
            "malformed YAML",
            None,
        ),
        (
            "bad_yaml_indent",
            edit(
                "  maxAlignment:    8\n",
                "  maxAlignment:    8\n    hasCalls: [\n",
            ),
            (19, 13),
            "malformed YAML",
            None,
        ),
        (
            "unknown_class_in_registers",
            edit("{ id: 1, class: gpr,", "{ id: 1, class: gpx,"),
            (14, 21),
            "unknown register class 'gpx'",
            Some("gpx"),
        ),
        (
            "unknown_class_in_body",
            edit("%1:gpr = ADDI", "%1:fancy = ADDI"),
            (28, 8),
            "unknown register class 'fancy'",
            Some("fancy"),
        ),
        (
            "unknown_physical_register",
            edit("$x10 = COPY %1", "$x99 = COPY %1"),
            (36, 5),
            "unknown physical register '$x99'",
            Some("$x99"),
        ),
        (
            "unknown_register_in_block_liveins",
            edit("    liveins: $x10\n", "    liveins: $x10, $q7\n"),
            (25, 20),
            "unknown physical register '$q7'",
            Some("$q7"),
        ),
        (
            "unknown_register_in_function_liveins",
            edit("reg: '$x10'", "reg: '$a0'"),
            (16, 13),
            "unknown physical register '$a0'",
            Some("$a0"),
        ),
        (
            "unknown_regmask",
            edit("csr_ilp32d_lp64d", "csr_lp128"),
            (34, 45),
            "unknown register mask 'csr_lp128'",
            Some("csr_lp128"),
        ),
        (
            "bad_operand",
            edit("ADDI %0, 1", "ADDI %0, #1"),
            (28, 23),
            "expected an operand",
            Some("#1"),
        ),
        (
            "unterminated_string",
            edit("PseudoBR %bb.1", "INLINEASM &\"nop, 1"),
            (30, 16),
            "unterminated string",
            Some("\"nop"),
        ),
        (
            "undefined_block",
            edit("PseudoBR %bb.1", "PseudoBR %bb.99"),
            (30, 14),
            "undefined block '%bb.99'",
            Some("%bb.99"),
        ),
        (
            "undefined_successor",
            edit("successors: %bb.1(", "successors: %bb.7("),
            (24, 17),
            "undefined block '%bb.7'",
            Some("%bb.7"),
        ),
        (
            "bad_vreg_syntax",
            edit("ADDI %0, 1", "ADDI %x0, 1"),
            (28, 19),
            "malformed register or reference '%x0'",
            Some("%x0"),
        ),
        (
            "missing_equals",
            edit("%1:gpr = ADDI", "%1:gpr ADDI"),
            (28, 12),
            "expected '=' after the explicit def operands",
            Some("ADDI"),
        ),
        (
            "duplicate_block_number",
            edit("  bb.1:\n", "  bb.1:\n  bb.1:\n"),
            (33, 6),
            "redefinition of block 'bb.1'",
            Some("1:"),
        ),
        (
            "unknown_subregister_index",
            edit("ADDI %0, 1", "ADDI %0.sub_64, 1"),
            (28, 22),
            "unknown sub-register index 'sub_64'",
            Some("sub_64"),
        ),
        (
            "undefined_stack_object",
            edit("%stack.0, 0", "%stack.4, 0"),
            (29, 12),
            "undefined stack object '%stack.4'",
            Some("%stack.4"),
        ),
        (
            "conflicting_classes",
            edit("%1:gpr = ADDI", "%1:fpr64 = ADDI"),
            (28, 8),
            "conflicting register classes for '%1'",
            Some("fpr64"),
        ),
        (
            "bad_probability",
            edit("%bb.1(0x80000000)", "%bb.1(0xZZ)"),
            (24, 23),
            "expected a branch probability",
            Some("0xZZ"),
        ),
        (
            "bad_tied_def",
            edit("ADDI %0, 1", "ADDI %0(tied-dof 0), 1"),
            (28, 21),
            "expected '(tied-def N)'",
            Some("(tied-dof"),
        ),
        (
            "header_without_colon",
            edit("  bb.1:\n", "  bb.1\n"),
            (32, 7),
            "expected ':' after the block header",
            None,
        ),
        (
            "missing_name",
            edit("name:            f\n", ""),
            (10, 1),
            "machine function without 'name'",
            Some("tracksRegLiveness"),
        ),
        (
            "unknown_stack_object_type",
            edit("type: default", "type: heap"),
            (21, 30),
            "unknown stack object type 'heap'",
            Some("heap"),
        ),
        (
            "malformed_integer",
            edit("ADDI %0, 1", "ADDI %0, 12abc"),
            (28, 23),
            "malformed integer operand '12abc'",
            Some("12abc"),
        ),
        (
            "register_flag_without_register",
            edit("implicit $x10\n", "implicit 7\n"),
            (37, 24),
            "expected a register, found '7'",
            Some("7"),
        ),
    ]
}

#[test]
fn malformed_inputs_are_reported_at_the_right_place() {
    let mut failures = Vec::new();
    let n = cases().len();
    for (name, text, (line, col), phrase, at) in cases() {
        let r = std::panic::catch_unwind(|| expect_error(&text, line, col, phrase, at));
        if let Err(e) = r {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("case {name}: {msg}"));
        }
    }
    assert!(n >= 15);
    assert!(
        failures.is_empty(),
        "{} of {n} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// LLVM agrees: llc rejects every malformed case too (the reader is not
/// stricter than LLVM on these). The exception is the empty file, which
/// llc compiles to nothing; Spillway has nothing to allocate in it.
#[test]
fn llc_rejects_the_malformed_cases() {
    let accepted: Vec<&str> = std::thread::scope(|s| {
        let hs: Vec<_> = cases()
            .into_iter()
            .filter(|(name, ..)| *name != "empty")
            .map(|(name, text, ..)| s.spawn(move || (name, llc_accepts(text.as_bytes(), name))))
            .collect();
        hs.into_iter()
            .filter_map(|h| h.join().ok())
            .filter(|(_, ok)| *ok)
            .map(|(n, _)| n)
            .collect()
    });
    assert!(accepted.is_empty(), "llc accepts: {accepted:?}");
}

#[test]
fn invalid_utf8_is_reported_at_the_bad_byte() {
    let mut bytes = BASE.as_bytes().to_vec();
    let at = BASE.find("PseudoBR").unwrap();
    bytes.splice(at..at, [0xff, 0xfe]);
    let e = read_bytes(&bytes, PATH, tables::TARGETS).expect_err("must fail");
    assert_eq!((e.first().line, e.first().col), (30, 5));
    assert!(e.first().message.contains("invalid UTF-8"));
    assert!(e.render().contains("case.mir:30:5"));
}

#[test]
fn many_errors_are_all_reported() {
    let text = edit("$x10 = COPY %1", "$x98 = COPY %1").replacen("csr_ilp32d_lp64d", "csr_x", 1);
    let e = read(&text, PATH, tables::TARGETS).expect_err("must fail");
    let lines: Vec<u32> = e.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![34, 36]);
}

/// Random byte-level damage of the base and the corpus never panics the
/// reader.
#[test]
fn damaged_files_never_panic() {
    let mut inputs = vec![BASE.to_string()];
    for p in common::corpus_files(".pre-ra.mir").into_iter().take(4) {
        inputs.push(std::fs::read_to_string(p).expect("read"));
    }
    let mut seed = 0x9e3779b97f4a7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let junk: &[&[u8]] = &[
        b"%", b"$", b"(", b")", b",", b"\"", b"::", b"=", b"\n", b"{", b"'", b" ", b"bb.", b"%bb.",
        b"\xff",
    ];
    for text in &inputs {
        for _ in 0..300 {
            let mut b = text.as_bytes().to_vec();
            for _ in 0..(1 + next() % 3) {
                if b.is_empty() {
                    break;
                }
                let at = (next() as usize) % b.len();
                match next() % 3 {
                    0 => {
                        let j = junk[(next() as usize) % junk.len()];
                        b.splice(at..at, j.iter().copied());
                    }
                    1 => {
                        let end = (at + 1 + (next() as usize) % 8).min(b.len());
                        b.drain(at..end);
                    }
                    _ => b.truncate(at),
                }
            }
            let r = std::panic::catch_unwind(|| {
                let _ = read_bytes(&b, PATH, tables::TARGETS).map_err(|e| e.render());
            });
            assert!(
                r.is_ok(),
                "the reader panicked on:\n{}",
                String::from_utf8_lossy(&b)
            );
        }
    }
}
