//! Differential tests of the two parsers: the hand-written fast parser
//! (`dsl::parse::parse_file_fast`) must accept exactly what the pest grammar
//! of record (`dsl::parse::parse_file_pest`) accepts, with an equal AST
//! (same nodes, same spans). `parse_file` relies on this: it returns the fast
//! parser's AST and only runs pest when the fast parser fails.
//!
//! * `corpus_agrees`: every `.td` file of the corpus (LLVM 14's include tree,
//!   the RISC-V corpus, the feature and error cases, the fuzz seeds and the
//!   targets), after preprocessing.
//! * `mutants_agree`: a deterministic mutation loop over the same inputs
//!   (xorshift; time budget `SPILLWAY_FUZZ_SECS`, default 2.5 s; seed
//!   `SPILLWAY_FUZZ_SEED`). The first disagreement fails the test; the input
//!   is written to `target/tmp/parse-differential-failure.td`.
//! * `timing`: best-of-10 times of both parsers on LLVM's include tree
//!   (printed with `--nocapture`).

/// The allocator of the `spillway` binary, so that `timing` is
/// representative (the AST is many small allocations).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use dsl::ast::File;
use dsl::parse::{parse_file_fast, parse_file_pest};
use dsl::preprocess::Preprocessor;
use dsl::source::FileId;

mod tblgen_harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tblgen_harness::{riscv_dir, td_files, Rng};

const LLVM_INCLUDE: &str = "/usr/lib/llvm-14/include/llvm";

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        PathBuf::from(LLVM_INCLUDE),
        riscv_dir(),
        root.join("tests/features"),
        root.join("tests/errors"),
        root.join("../fuzz/seeds"),
        root.join("../targets"),
    ] {
        td_files(&dir, &mut files);
    }
    files
}

/// The preprocessed texts of the corpus (files the preprocessor refuses are
/// left out: the parser never sees them).
fn corpus() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    for (i, p) in corpus_files().into_iter().enumerate() {
        let Ok(bytes) = std::fs::read(&p) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if let Ok(t) = Preprocessor::default().run(FileId(i as u32), &text) {
            out.push((p, t));
        }
    }
    out
}

/// A description of the first difference between two ASTs.
fn first_difference(fast: &File, pest: &File) -> String {
    fn cut(s: String) -> String {
        if s.len() > 3000 {
            let mut end = 3000;
            while !s.is_char_boundary(end) {
                end -= 1;
            }
            format!("{}...", &s[..end])
        } else {
            s
        }
    }
    if fast.stmts.len() != pest.stmts.len() {
        return format!(
            "{} statements (fast) vs {} (pest)",
            fast.stmts.len(),
            pest.stmts.len()
        );
    }
    for (i, (a, b)) in fast.stmts.iter().zip(&pest.stmts).enumerate() {
        if a != b {
            return cut(format!(
                "statement {i} differs:\n  fast: {a:?}\n  pest: {b:?}"
            ));
        }
    }
    "no difference".to_string()
}

/// `None` if the parsers agree on `text`, else what differs.
fn disagreement(text: &str) -> Option<String> {
    let file = FileId(0);
    let fast = parse_file_fast(file, text);
    let pest = parse_file_pest(file, text);
    match (fast, pest) {
        (None, Err(_)) => None,
        (Some(a), Ok(b)) if a == b => None,
        (Some(a), Ok(b)) => Some(first_difference(&a, &b)),
        (Some(_), Err(d)) => Some(format!(
            "the fast parser accepts, pest refuses: {} at {}..{}",
            d.message, d.span.start, d.span.end
        )),
        (None, Ok(_)) => Some("pest accepts, the fast parser refuses".to_string()),
    }
}

/// Runs `f` on a thread with a main-thread-sized stack (pest recurses).
fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
}

#[test]
fn corpus_agrees() {
    on_big_stack(|| {
        let corpus = corpus();
        assert!(!corpus.is_empty(), "no corpus files");
        let mut failures = Vec::new();
        let (mut ok, mut err) = (0, 0);
        for (path, text) in &corpus {
            match disagreement(text) {
                None => {
                    if parse_file_fast(FileId(0), text).is_some() {
                        ok += 1;
                    } else {
                        err += 1;
                    }
                }
                Some(d) => failures.push(format!("{}: {d}", path.display())),
            }
        }
        println!(
            "{} files: {ok} parsed by both, {err} refused by both",
            corpus.len()
        );
        assert!(
            failures.is_empty(),
            "{} disagreements:\n{}",
            failures.len(),
            failures.join("\n")
        );
    });
}

/// Inputs where the grammar's backtracking, span trimming or builder checks
/// are subtle.
const TRICKY: &[&str] = &[
    "def X { dag D = (op {}); dag E = (op []); dag F = (op [1,]); dag G = (op {1}); }",
    "def X { dag D = (op [1, 2]); dag E = (op [{ c }]); dag F = (a#b{0} $x, c:$y); }",
    "def X { int A = !cond(); int B = !cond(1); int C = !cond<int>(1); int D = !cond(1:2,); }",
    "def X { int A = !cond(1:2, 3:4); int B = !cond(!cond(1), 2); int C = !cond (a : b); }",
    "foreach i = {} in def A#i;\nforeach i = {} - 3 in def B;\nforeach i = 0-3 in def C#i;",
    "foreach i = 5 in def D#i;\nforeach i = 0b1 in def E#i;\nforeach i = 1...4 in def F#i;",
    "foreach i = [1, 2] in { def G#i; }\nforeach i = L in def H#i;\nforeach i = -2--1 in def I;",
    "def X# : Y;\ndef Z#;\ndefm M#N : P;\ndefm : P;\ndef : Q;\ndef;\ndef {}\ndefm {a} : P;",
    "def {a};",
    "let A<0-3> = 1, B = 2 in def X;\nlet C = 1 in { def Y; def Z; }",
    "if 1 then if 2 then def A; else def B;\nif 3 then { def C; } else { def D; }",
    "class C<int a = 1, list<int> l = []> : D<a>, E { field int x = 1; let y{0-3} = 0; \
     defvar z = 1; assert 1, \"m\"; bits<4> b; }\nclass F;\nclass G<int a>;\nclass H : C;",
    "def X { string S = \"a\" /* c */ \"b\" // d\n ; string T = \"\\t\\n\\\"\\'\"; }",
    "def X { bits<4> B = 0b0101; int H = 0xFFFFFFFFFFFFFFFF; int N = -0; int P = +5; }",
    "def X { int A = x.y.z; int B = x[1...2, 4-0]; int C = x{4-0}; int D = x . y; }",
    "def X; // end",
    "if 1 then def A; // c",
    "if 1 then def A; /* c */",
    "let A = 1 in def B; /* c */ // d\n  ",
    "def X { list<int> L = [] /* c */ <int> ; list<int> M = [1, 2] /* c */ ; }",
    "def W { list<list<bit>> L = [{1}, {0} ]; }\nif 1 then def A; /* x */ // y\n",
    "def W { list<bits<1>> L = [{1} ] /* c */ ; }\nforeach i = [1] /* c */ in def B#i; // z",
    "def W { list<bits<1>> L = [{1} ]; }\nlet A = 1 /* c */ , B = 2 // c\n in def C; /* e */",
    "def W { list<bits<1>> L = [{1} ]; }\ndef X { dag D = (a b /* c */ , c:$x /* d */ ); }",
    "def W { list<bits<1>> L = [{1} ]; }\nclass C<int a /* c */ = 1 /* d */> : B /* e */ ;",
    "def W { list<bits<1>> L = [{1} ]; }\ndef X : A<1> /* c */ , B // d\n ;",
    "def W { list<bits<1>> L = [{1} ]; }\ndef X { list<int> L = [] /* c */ ; int A = a # /* c */ ; }",
    "def W { list<bits<1>> L = [{1} ]; }\ndef X { int A = a.b /* c */ ; bits<2> B = {1, 0} /* c */ ; }",
    "def X { code C = [{ x }]; code D = [{}]; list<int> E = [ {1} ]; }",
    "multiclass M<int n> { def _a; }\nmulticlass N : M<1>;\ndefm Q : M<3>, N;",
    "defset list<A> S = { def X : A; }\ndefvar V = 1;\nassert 1, \"ok\";\ninclude \"x.td\"",
    "def 2Foo; def X { int A = 2a; } def _b;",
    "class in; def X { int def = 1; }",
    "def X { int A = true; bit B = false; }",
    "def X { int C = true<1>; }",
    "def X { int A = !foreach(x, [1], !add(x, 1)); list<int> B = !listconcat([1], [2]); }",
    "multiclass M { class C; }",
    "foreach i = [1] in class C;",
    "multiclass M { defset list<A> S = {} }",
    "multiclass M;",
    "multiclass M {}",
    "def X { int A = 0b11111111111111111111111111111111111111111111111111111111111111111; }",
    "def X { int A = 99999999999999999999; int B = 0x1FFFFFFFFFFFFFFFFF; }",
    "def X { string S = \"\\q\"; }",
    "def X { bits<0x10> A; bits<-1> B; }",
    "def X { bits<0b1> A; }",
    "def X { int A = a # in; }",
    "def X { list<def> A; bit<1> B; }",
    "def X { int é = 1; }",
    "def X { int A = (a b, c:$d, $e); dag B = (a:$n); dag C = (a:$n 1, \"s\":$m); }",
    "def X { dag C = (a:$1); }",
    "def X { int A = x#y#z; int B = x#; int C = x # [1] # \"s\" # !add(1, 2); }",
    "def X { int C = #x; }",
    "let x; def Y;",
    "def X { let A; }",
    "def X { defvar A; }",
    "def X { assert 1; }",
    "def X { field; }",
];

#[test]
fn tricky_inputs_agree() {
    on_big_stack(|| {
        let mut failures = Vec::new();
        let mut accepted = 0;
        for t in TRICKY {
            if let Some(d) = disagreement(t) {
                failures.push(format!("{t:?}: {d}"));
            } else if parse_file_fast(FileId(0), t).is_some() {
                accepted += 1;
            } else if std::env::var_os("SHOW_REFUSED").is_some() {
                println!("refused by both: {t:?}");
            }
        }
        println!(
            "{accepted} of {} tricky inputs accepted by both",
            TRICKY.len()
        );
        // Deep nesting around the limit, in values, types and statements.
        for n in [98, 99, 100, 101, 150] {
            let deep = [
                format!("def X {{ int A = {}1{}; }}", "(".repeat(n), ")".repeat(n)),
                format!("def X {{ int A = {}1{}; }}", "[".repeat(n), "]".repeat(n)),
                format!("def X {{ {}int{} A; }}", "list<".repeat(n), ">".repeat(n)),
                format!("{}def X;", "let A = 1 in ".repeat(n)),
                format!("{}def X;{}", "if 1 then {".repeat(n), "}".repeat(n)),
                format!("def X {{ int A = {}1; }}", "a#".repeat(n)),
            ];
            for t in deep {
                if let Some(d) = disagreement(&t) {
                    failures.push(format!("nesting {n}: {d}"));
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}

const TOKENS: &[&str] = &[
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    "(",
    ")",
    ",",
    ";",
    ":",
    "=",
    "#",
    "?",
    ".",
    "...",
    "-",
    "+",
    "$x",
    "$",
    "!cond(",
    "!cond",
    "!foreach(",
    "!if(",
    "!add(",
    "!cast<int>(",
    "!",
    "let ",
    "def ",
    "defm ",
    "defvar ",
    "defset ",
    "class ",
    "multiclass ",
    "foreach ",
    " in ",
    "if ",
    " then ",
    " else ",
    "assert ",
    "field ",
    "bit ",
    "bits<",
    "int ",
    "string ",
    "list<",
    "dag ",
    "code ",
    "true",
    "false",
    "NAME",
    "C<1>",
    "include \"x.td\"\n",
    "0",
    "1",
    "-0",
    "4-0",
    "0x",
    "0x1F",
    "0b",
    "0b101",
    "2a",
    "\"",
    "\"s\"",
    "\"\\n\"",
    "\"\\q\"",
    "[{",
    "}]",
    "[{ x }]",
    "/*",
    "*/",
    "//",
    "// c\n",
    "/* c */",
    "\n",
    " ",
    "\t",
    "\\",
    "\u{e9}",
    "\0",
    "x",
    "_",
    "in",
    "then",
    "{}",
    "[]",
    "()",
    "{0-3}",
    "[1...4]",
    "#NAME#",
    ":$a",
    "%",
];

/// One mutant of `src`, cut to at most `max` bytes.
fn mutate(rng: &mut Rng, src: &[u8], pool: &[Vec<u8>], max: usize) -> Vec<u8> {
    let mut v = src.to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = v.len();
        let at = rng.below(len + 1);
        let n = 1 + rng.below(16.min(len.saturating_sub(at)).max(1));
        match rng.below(7) {
            0 if at < len => {
                v.drain(at..(at + n).min(len));
            }
            1 if at < len => {
                let piece: Vec<u8> = v[at..(at + n).min(len)].to_vec();
                let to = rng.below(v.len() + 1);
                v.splice(to..to, piece);
            }
            2 if at < len => v[at] = rng.below(128) as u8,
            3 if !pool.is_empty() => {
                let other = &pool[rng.below(pool.len())];
                if !other.is_empty() {
                    let s = rng.below(other.len());
                    let e = (s + 1 + rng.below(64)).min(other.len());
                    v.splice(at..at, other[s..e].iter().copied());
                }
            }
            _ => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                v.splice(at..at, t.iter().copied());
            }
        }
    }
    v.truncate(max);
    v
}

#[test]
fn mutants_agree() {
    on_big_stack(|| {
        let secs: f64 = std::env::var("SPILLWAY_FUZZ_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(2.5);
        let seed: u64 = std::env::var("SPILLWAY_FUZZ_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_d1ff_0000_0001);
        let mut rng = Rng::new(seed);
        // Seeds: whole small files, and windows of the big ones starting at a
        // statement.
        let mut pool: Vec<Vec<u8>> = Vec::new();
        for (_, text) in corpus() {
            if text.len() <= 8 * 1024 {
                pool.push(text.into_bytes());
                continue;
            }
            let starts: Vec<usize> = text
                .match_indices('\n')
                .map(|(i, _)| i + 1)
                .filter(|&i| {
                    let rest = &text[i..];
                    ["def ", "class ", "let ", "multiclass ", "foreach ", "defm "]
                        .iter()
                        .any(|k| rest.starts_with(k))
                })
                .collect();
            for _ in 0..2 {
                if starts.is_empty() {
                    break;
                }
                let s = starts[rng.below(starts.len())];
                let mut e = (s + 2048).min(text.len());
                while !text.is_char_boundary(e) {
                    e -= 1;
                }
                pool.push(text.as_bytes()[s..e].to_vec());
            }
        }
        let base = pool.len();
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        let (mut runs, mut accepted) = (0u64, 0u64);
        while Instant::now() < deadline {
            let src = pool[rng.below(pool.len())].clone();
            let m = mutate(&mut rng, &src, &pool, 16 * 1024);
            let text = String::from_utf8_lossy(&m).into_owned();
            runs += 1;
            if let Some(d) = disagreement(&text) {
                let out =
                    Path::new(env!("CARGO_TARGET_TMPDIR")).join("parse-differential-failure.td");
                let _ = std::fs::write(&out, &text);
                let shown: String = text.chars().take(4000).collect();
                panic!(
                    "the parsers disagree on mutant {runs} (written to {}):\n{d}\n--- input ---\n{shown}",
                    out.display()
                );
            }
            if parse_file_fast(FileId(0), &text).is_some() {
                accepted += 1;
                if text.len() <= 4096 {
                    if pool.len() < base + 512 {
                        pool.push(text.into_bytes());
                    } else {
                        let i = base + rng.below(512);
                        pool[i] = text.into_bytes();
                    }
                }
            }
        }
        println!("{runs} mutants, {accepted} accepted by both parsers");
    });
}

#[test]
fn timing() {
    let root = Path::new(LLVM_INCLUDE);
    if !root.exists() {
        println!("skipping: {LLVM_INCLUDE} is absent");
        return;
    }
    let mut files = Vec::new();
    td_files(root, &mut files);
    td_files(&riscv_dir(), &mut files);
    let texts = preprocessed(&files);
    let bytes: usize = texts.iter().map(String::len).sum();
    // Best of 10 (of 1 in a debug build), without and with dropping the
    // ASTs.
    let rounds = if cfg!(debug_assertions) { 1 } else { 10 };
    let time = |f: &dyn Fn(&str) -> Option<File>| {
        let (mut best, mut best_with_drop) = (Duration::MAX, Duration::MAX);
        for _ in 0..rounds {
            let t = Instant::now();
            let asts: Vec<File> = texts.iter().map(|s| f(s).expect("parses")).collect();
            let parsed = t.elapsed();
            drop(asts);
            best = best.min(parsed);
            best_with_drop = best_with_drop.min(t.elapsed());
        }
        (best.as_secs_f64() * 1e3, best_with_drop.as_secs_f64() * 1e3)
    };
    // The floor for any parser producing this AST: allocating and copying
    // it (cloning the parsed ASTs).
    let asts: Vec<File> = texts
        .iter()
        .map(|s| parse_file_fast(FileId(0), s).expect("parses"))
        .collect();
    let mut clone = Duration::MAX;
    for _ in 0..rounds {
        let t = Instant::now();
        let c = asts.clone();
        clone = clone.min(t.elapsed());
        drop(c);
    }
    drop(asts);
    println!(
        "cloning the ASTs (allocation floor): {:.2} ms",
        clone.as_secs_f64() * 1e3
    );
    let fast = time(&|s| parse_file_fast(FileId(0), s));
    let pest = time(&|s| parse_file_pest(FileId(0), s).ok());
    println!(
        "{} files, {bytes} bytes (best of {rounds}): fast parser {:.2} ms ({:.2} ms with drop), \
         pest {:.2} ms ({:.2} ms with drop)",
        texts.len(),
        fast.0,
        fast.1,
        pest.0,
        pest.1
    );
}

/// Each file read and preprocessed (files that fail either are left out).
fn preprocessed(files: &[PathBuf]) -> Vec<String> {
    files
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let t = std::fs::read_to_string(p).ok()?;
            Preprocessor::default().run(FileId(i as u32), &t).ok()
        })
        .collect()
}

/// For profiling: the fast parser alone on the corpus, many times.
#[test]
#[ignore]
fn profile_fast() {
    let mut files = Vec::new();
    td_files(Path::new(LLVM_INCLUDE), &mut files);
    td_files(&riscv_dir(), &mut files);
    let texts = preprocessed(&files);
    let iters: usize = std::env::var("PROFILE_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    for _ in 0..iters {
        for s in &texts {
            assert!(parse_file_fast(FileId(0), s).is_some());
        }
    }
}
