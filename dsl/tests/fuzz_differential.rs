//! Differential fuzzing against the real llvm-tblgen 14: real `.td` inputs
//! are mutated (identifiers swapped for others of the same file, numbers,
//! bang operators, types and values replaced, tokens and lines deleted,
//! duplicated or swapped) and each mutant is run through `llvm-tblgen-14
//! -print-records` and through our `load_file` + `print_records`. They must
//! agree: both reject the input (messages are not compared), or both accept
//! it and print byte-identical records. Anything else is a difference and
//! fails the test: we accept what llvm-tblgen rejects, we reject what it
//! accepts, the outputs differ, or we panic or hang. (A mutant that crashes
//! llvm-tblgen has no reference; it is counted, and we must still not panic.)
//!
//! Inputs ("seeds"), all real TableGen:
//! * `tests/features/*.td`, `tests/regs_rules/*.td`, `fuzz/seeds/*.td`;
//! * the files of LLVM's `llvm/include` that llvm-tblgen reads standalone
//!   (`ValueTypes.td`, `SearchableTable.td`, `TargetItinerary.td`,
//!   `Attributes.td`, `OMP.td`, ...), from the sources `scripts/llvm-src.sh`
//!   fetches;
//! * with `SPILLWAY_DIFF_FUZZ_TARGETS=1` also whole small LLVM targets
//!   (Lanai, MSP430, XCore, BPF, ARC, AVR, Sparc; one file of the target's
//!   folder is mutated, the rest read as they are).
//!
//! Deterministic by default: input `k` is made by its own PRNG, seeded from
//! the run's seed and `k` alone, and the run tries inputs `0..N` whatever the
//! number of worker threads or the machine's load, so `cargo test` always
//! tries the same inputs (`N` = `DEFAULT_INPUTS`, about 20 s on an idle
//! 2-core machine).
//!
//! Knobs: `SPILLWAY_DIFF_FUZZ_INPUTS` (the number of inputs, default
//! `DEFAULT_INPUTS`), `SPILLWAY_DIFF_FUZZ_SECS` (a time budget instead: as
//! many inputs as fit, for long runs), `SPILLWAY_DIFF_FUZZ_SEED` (decimal or
//! `0x` hex; default fixed), `SPILLWAY_DIFF_FUZZ_TARGETS`.
//! `scripts/fuzz-tblgen.sh` runs it for a time budget. Every difference is
//! saved under `target/tmp/fuzz-differential/<k>/` (`k` the input's number:
//! the input files, both outputs); the summary line gives the number of
//! inputs tried. `SPILLWAY_DIFF_FUZZ_FIRST=k` with
//! `SPILLWAY_DIFF_FUZZ_INPUTS=1` replays input `k` alone.

mod tblgen_harness;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use tblgen_harness::{describe_first_difference, llvm_src_dir, locate_llvm_tblgen, Rng};

/// A run of either tool longer than this is a hang (ours) or skipped (theirs).
const TIMEOUT: Duration = Duration::from_secs(20);
const DEFAULT_SEED: u64 = 0xd1ff_7b16_0000_0001;
/// Inputs tried by `cargo test`: about 20 s on an idle 2-core machine.
const DEFAULT_INPUTS: usize = 2000;

/// The PRNG seed of input `k` of a run seeded `seed` (splitmix64, so that
/// neighbouring inputs are unrelated).
fn input_seed(seed: u64, k: usize) -> u64 {
    let mut z = seed.wrapping_add((k as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn env_num<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|s| s.trim().parse().ok())
}

/// One input: files written into a fresh folder (the top file first), read
/// with that folder and then `includes` as `-I` folders.
#[derive(Clone)]
struct Seed {
    name: String,
    files: Vec<(String, String)>,
    includes: Vec<PathBuf>,
}

fn read_dir_td(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
        .collect();
    v.sort();
    v
}

fn seeds(llvm: Option<&Path>, targets: bool) -> Vec<Seed> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let llvm_include = llvm.map(|l| l.join("include"));
    let mut out = Vec::new();
    let single = |p: &Path, includes: Vec<PathBuf>, out: &mut Vec<Seed>| {
        let Ok(text) = std::fs::read_to_string(p) else {
            return;
        };
        // `-D` inputs and includes of helper files are left out.
        if text.contains("// DEFINES:") || text.contains("include \"inc/") {
            return;
        }
        out.push(Seed {
            name: p.display().to_string(),
            files: vec![("top.td".into(), text)],
            includes,
        });
    };
    for p in read_dir_td(&root.join("tests/features")) {
        single(&p, Vec::new(), &mut out);
    }
    for p in read_dir_td(&root.join("../fuzz/seeds")) {
        single(&p, Vec::new(), &mut out);
    }
    if let Some(inc) = &llvm_include {
        for p in read_dir_td(&root.join("tests/regs_rules")) {
            single(&p, vec![inc.clone()], &mut out);
        }
        for f in [
            "llvm/CodeGen/SDNodeProperties.td",
            "llvm/Target/TargetPfmCounters.td",
            "llvm/Target/GlobalISel/Target.td",
            "llvm/TableGen/Automaton.td",
            "llvm/Frontend/Directive/DirectiveBase.td",
            "llvm/TableGen/SearchableTable.td",
            "llvm/Target/TargetItinerary.td",
            "llvm/Option/OptParser.td",
            "llvm/IR/Attributes.td",
            "llvm/CodeGen/ValueTypes.td",
            "llvm/Frontend/OpenACC/ACC.td",
            "llvm/Frontend/OpenMP/OMP.td",
        ] {
            single(&inc.join(f), vec![inc.clone()], &mut out);
        }
    }
    if let (true, Some(llvm), Some(inc)) = (targets, llvm, &llvm_include) {
        for (dir, top) in [
            ("Lanai", "Lanai.td"),
            ("MSP430", "MSP430.td"),
            ("XCore", "XCore.td"),
            ("BPF", "BPF.td"),
            ("ARC", "ARC.td"),
            ("AVR", "AVR.td"),
            ("Sparc", "Sparc.td"),
        ] {
            let d = llvm.join("lib/Target").join(dir);
            let mut files = Vec::new();
            for p in read_dir_td(&d) {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                if let Ok(text) = std::fs::read_to_string(&p) {
                    files.push((name, text));
                }
            }
            // The top file first.
            files.sort_by_key(|(n, _)| n != top);
            out.push(Seed {
                name: format!("llvm/lib/Target/{dir}/{top}"),
                files,
                includes: vec![inc.clone()],
            });
        }
    }
    out
}

// ------------------------------------------------------------ mutation

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Ident,
    Number,
    Bang,
    Str,
    Punct,
    Space,
}

/// Rough TableGen tokens (comments and code blocks are left as text).
fn tokens(s: &str) -> Vec<(Kind, &str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let kind = if c.is_ascii_whitespace() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            Kind::Space
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            Kind::Ident
        } else if c.is_ascii_digit() || (c == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            Kind::Number
        } else if c == b'!' {
            i += 1;
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            Kind::Bang
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
            Kind::Str
        } else {
            i += s[i..].chars().next().map_or(1, char::len_utf8);
            Kind::Punct
        };
        out.push((kind, &s[start..i]));
    }
    out
}

const BANGS: &[&str] = &[
    "!add",
    "!sub",
    "!mul",
    "!and",
    "!or",
    "!xor",
    "!shl",
    "!sra",
    "!srl",
    "!not",
    "!eq",
    "!ne",
    "!lt",
    "!le",
    "!gt",
    "!ge",
    "!if",
    "!head",
    "!tail",
    "!size",
    "!empty",
    "!cast",
    "!isa",
    "!strconcat",
    "!listconcat",
    "!foreach",
    "!filter",
    "!foldl",
    "!con",
    "!dag",
    "!subst",
    "!interleave",
    "!listsplat",
    "!setdagop",
    "!getdagop",
    "!cond",
    "!find",
    "!substr",
    "!logtwo",
    "!div",
    "!exists",
];
const NUMBERS: &[&str] = &[
    "0", "1", "-1", "2", "3", "7", "8", "16", "31", "32", "64", "255", "0b1", "0b0101", "0x10",
];
const TYPES: &[&str] = &[
    "int",
    "bit",
    "bits<4>",
    "bits<1>",
    "string",
    "code",
    "dag",
    "list<int>",
    "list<string>",
];
const VALUES: &[&str] = &[
    "?",
    "0",
    "1",
    "\"s\"",
    "[]",
    "(ops)",
    "{0, 1}",
    "[1, 2]",
    "NAME",
    "!cast<string>(1)",
];

fn mutate(rng: &mut Rng, text: &str) -> String {
    let toks = tokens(text);
    if toks.is_empty() {
        return text.to_string();
    }
    let idents: Vec<&str> = toks
        .iter()
        .filter(|(k, t)| *k == Kind::Ident && t.len() > 1)
        .map(|(_, t)| *t)
        .collect();
    let mut out: Vec<String> = toks.iter().map(|(_, t)| t.to_string()).collect();
    let n = 1 + rng.below(3);
    for _ in 0..n {
        let at = rng.below(out.len());
        let kind = toks.get(at).map_or(Kind::Space, |t| t.0);
        match rng.below(12) {
            // The same kind of token, different.
            0..=2 => match kind {
                Kind::Ident if !idents.is_empty() => {
                    out[at] = idents[rng.below(idents.len())].to_string()
                }
                Kind::Number => out[at] = NUMBERS[rng.below(NUMBERS.len())].to_string(),
                Kind::Bang => out[at] = BANGS[rng.below(BANGS.len())].to_string(),
                Kind::Str => out[at] = ["\"\"", "\"x\"", "\"$a\"", "\"%u\""][rng.below(4)].into(),
                _ => {}
            },
            3 => {
                // A type for a type keyword, a value for a value.
                let t = out[at].as_str();
                if matches!(
                    t,
                    "int" | "bit" | "string" | "dag" | "code" | "bits" | "list"
                ) {
                    out[at] = TYPES[rng.below(TYPES.len())].to_string();
                } else if kind != Kind::Space && kind != Kind::Punct {
                    out[at] = VALUES[rng.below(VALUES.len())].to_string();
                }
            }
            4 | 5 => {
                if kind != Kind::Space {
                    out[at].clear();
                }
            }
            6 => {
                // Swap with the next non-space token.
                if let Some(j) = (at + 1..out.len()).find(|&j| toks[j].0 != Kind::Space) {
                    out.swap(at, j);
                }
            }
            7 => {
                if kind != Kind::Space {
                    let t = out[at].clone();
                    out[at] = format!("{t} {t}");
                }
            }
            8 => {
                let ins = [",", "?", ";", "<>", "#", "{", "}", "(", ")", "[", "]"][rng.below(11)];
                out[at].push_str(ins);
            }
            _ => {
                // Whole lines: delete, duplicate or swap.
                let joined: String = out.concat();
                let mut lines: Vec<&str> = joined.split_inclusive('\n').collect();
                if lines.len() > 1 {
                    let a = rng.below(lines.len());
                    let b = rng.below(lines.len());
                    match rng.below(3) {
                        0 => {
                            lines.remove(a);
                        }
                        1 => lines.insert(b, lines[a]),
                        _ => lines.swap(a, b),
                    }
                }
                let s: String = lines.concat();
                return s;
            }
        }
    }
    out.concat()
}

// ------------------------------------------------------------ running

enum Theirs {
    Accepted(String),
    Rejected,
    Crashed(String),
    TimedOut,
}

enum Ours {
    Accepted(String),
    Rejected(String),
    Panicked(String),
    TimedOut,
}

fn run_theirs(bin: &Path, dir: &Path, top: &str, includes: &[PathBuf]) -> Theirs {
    let out_file = dir.join("llvm-tblgen.out");
    let mut cmd = Command::new(bin);
    cmd.current_dir(dir)
        .arg("-print-records")
        .arg("-I")
        .arg(dir);
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    cmd.arg(top)
        .arg("-o")
        .arg(&out_file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Theirs::Crashed("cannot start".into());
    };
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                let mut err = String::new();
                if let Some(mut e) = child.stderr.take() {
                    use std::io::Read;
                    let _ = e.read_to_string(&mut err);
                }
                return match status.code() {
                    Some(0) => match std::fs::read_to_string(&out_file) {
                        Ok(t) => Theirs::Accepted(t),
                        Err(e) => Theirs::Crashed(format!("no output: {e}")),
                    },
                    Some(1) => Theirs::Rejected,
                    _ => Theirs::Crashed(format!("{status}: {}", err.lines().next().unwrap_or(""))),
                };
            }
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Theirs::TimedOut;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(1)),
            Err(e) => return Theirs::Crashed(e.to_string()),
        }
    }
}

fn run_ours(dir: &Path, top: &str, includes: &[PathBuf]) -> Ours {
    let path = dir.join(top);
    let mut include_dirs = vec![dir.to_path_buf()];
    include_dirs.extend(includes.iter().cloned());
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let opts = dsl::Options {
                    include_dirs,
                    defines: Vec::new(),
                };
                match dsl::load_file(&path, &opts) {
                    Ok(l) => Ours::Accepted(dsl::print::print_records(&l.records)),
                    Err(e) => Ours::Rejected(e.render()),
                }
            }));
            let _ = tx.send(r.unwrap_or_else(|p| {
                Ours::Panicked(
                    p.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default(),
                )
            }));
        });
    if spawned.is_err() {
        return Ours::Panicked("cannot start a thread".into());
    }
    rx.recv_timeout(TIMEOUT).unwrap_or(Ours::TimedOut)
}

#[derive(Default)]
struct Tally {
    tried: usize,
    both_accept_identical: usize,
    both_reject: usize,
    llvm_crashed: usize,
    llvm_timed_out: usize,
    /// (input number, description).
    differences: Vec<(usize, String)>,
    by_seed: BTreeMap<String, usize>,
}

fn save(
    n: usize,
    dir: &Path,
    files: &[(String, String)],
    what: &str,
    theirs: &str,
    ours: &str,
) -> PathBuf {
    let out = tblgen_harness::workspace_root()
        .join("target/tmp/fuzz-differential")
        .join(n.to_string());
    let _ = std::fs::create_dir_all(&out);
    for (name, text) in files {
        let _ = std::fs::write(out.join(name), text);
    }
    let _ = std::fs::write(out.join("what.txt"), what);
    let _ = std::fs::write(out.join("llvm-tblgen.txt"), theirs);
    let _ = std::fs::write(out.join("spillway.txt"), ours);
    let _ = dir;
    out
}

#[test]
fn differential_fuzz() {
    let bin = locate_llvm_tblgen().unwrap_or_else(|e| panic!("{e}"));
    // A time budget only when asked for (long runs); else a fixed count.
    let secs: Option<u64> = env_num("SPILLWAY_DIFF_FUZZ_SECS");
    let limit: usize = match secs {
        Some(_) => env_num("SPILLWAY_DIFF_FUZZ_INPUTS").unwrap_or(usize::MAX),
        None => env_num("SPILLWAY_DIFF_FUZZ_INPUTS").unwrap_or(DEFAULT_INPUTS),
    };
    let first: usize = env_num("SPILLWAY_DIFF_FUZZ_FIRST").unwrap_or(0);
    let seed: u64 = std::env::var("SPILLWAY_DIFF_FUZZ_SEED")
        .ok()
        .and_then(|s| {
            let s = s.trim();
            match s.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(&h.replace('_', ""), 16).ok(),
                None => s.parse().ok(),
            }
        })
        .unwrap_or(DEFAULT_SEED);
    let targets = std::env::var("SPILLWAY_DIFF_FUZZ_TARGETS").is_ok_and(|v| v == "1");
    let llvm = llvm_src_dir().ok().map(|s| s.join("llvm"));
    let all = seeds(llvm.as_deref(), targets);
    assert!(all.len() > 50, "only {} seeds", all.len());
    let tmp = tblgen_harness::workspace_root().join("target/tmp/fuzz-differential-work");
    let _ = std::fs::remove_dir_all(
        tblgen_harness::workspace_root().join("target/tmp/fuzz-differential"),
    );
    let started = Instant::now();
    let deadline = secs.map(|s| started + Duration::from_secs(s));
    let tally = Arc::new(Mutex::new(Tally::default()));
    // The next input number to try.
    let next_input = Arc::new(AtomicUsize::new(first));
    let end = first.saturating_add(limit);
    let stop = Arc::new(AtomicBool::new(false));
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4);
    let mut handles = Vec::new();
    for w in 0..workers {
        let (bin, all, tally, next_input, stop) = (
            bin.clone(),
            all.clone(),
            tally.clone(),
            next_input.clone(),
            stop.clone(),
        );
        let dir = tmp.join(format!("w{w}"));
        handles.push(std::thread::spawn(move || {
            while deadline.is_none_or(|d| Instant::now() < d) && !stop.load(Ordering::Relaxed) {
                let n = next_input.fetch_add(1, Ordering::Relaxed);
                if n >= end {
                    break;
                }
                let mut rng = Rng::new(input_seed(seed, n));
                let s = &all[rng.below(all.len())];
                let mut files = s.files.clone();
                // Mutate the top file of a single-file seed; one file of a target.
                let k = if files.len() == 1 {
                    0
                } else {
                    rng.below(files.len())
                };
                files[k].1 = mutate(&mut rng, &files[k].1);
                let _ = std::fs::remove_dir_all(&dir);
                std::fs::create_dir_all(&dir).expect("work folder");
                for (name, text) in &files {
                    std::fs::write(dir.join(name), text).expect("write mutant");
                }
                let top = files[0].0.clone();
                let theirs = run_theirs(&bin, &dir, &top, &s.includes);
                let ours = run_ours(&dir, &top, &s.includes);
                let mut t = tally.lock().unwrap();
                t.tried += 1;
                *t.by_seed.entry(s.name.clone()).or_default() += 1;
                let diff = match (&theirs, &ours) {
                    (_, Ours::Panicked(m)) => Some(format!("we panic: {m}")),
                    (_, Ours::TimedOut) => Some("we hang".to_string()),
                    (Theirs::Accepted(a), Ours::Accepted(b)) => {
                        match describe_first_difference(a, b, 2) {
                            None => {
                                t.both_accept_identical += 1;
                                None
                            }
                            Some(d) => Some(format!("both accept, outputs differ:\n{d}")),
                        }
                    }
                    (Theirs::Rejected, Ours::Rejected(_)) => {
                        t.both_reject += 1;
                        None
                    }
                    (Theirs::Rejected, Ours::Accepted(_)) => {
                        Some("llvm-tblgen rejects the input, we accept it".to_string())
                    }
                    (Theirs::Accepted(_), Ours::Rejected(e)) => Some(format!(
                        "llvm-tblgen accepts the input, we reject it:\n{}",
                        e.lines().take(6).collect::<Vec<_>>().join("\n")
                    )),
                    (Theirs::Crashed(_), _) => {
                        t.llvm_crashed += 1;
                        None
                    }
                    (Theirs::TimedOut, _) => {
                        t.llvm_timed_out += 1;
                        None
                    }
                };
                if let Some(d) = diff {
                    let theirs_text = match &theirs {
                        Theirs::Accepted(a) => a.clone(),
                        Theirs::Rejected => "(rejected)".into(),
                        Theirs::Crashed(c) => format!("(crashed: {c})"),
                        Theirs::TimedOut => "(timed out)".into(),
                    };
                    let ours_text = match &ours {
                        Ours::Accepted(a) => a.clone(),
                        Ours::Rejected(e) => e.clone(),
                        Ours::Panicked(m) => format!("(panicked: {m})"),
                        Ours::TimedOut => "(timed out)".into(),
                    };
                    let saved = save(n, &dir, &files, &d, &theirs_text, &ours_text);
                    t.differences.push((
                        n,
                        format!(
                            "input {n} (from {}; saved in {}):\n{d}",
                            s.name,
                            saved.display()
                        ),
                    ));
                    if t.differences.len() >= 20 {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        }));
    }
    for h in handles {
        h.join().expect("worker");
    }
    let mut t = tally.lock().unwrap();
    t.differences.sort_by_key(|d| d.0);
    let budget = match secs {
        Some(s) => format!("a {s} s budget"),
        None => format!("inputs {first}..{end}"),
    };
    println!(
        "differential fuzz: {} inputs tried from {} seeds ({budget}, {:.0} s, seed {seed:#x}{}): {} accepted by both with identical output, {} rejected by both, {} crashed llvm-tblgen, {} timed out in llvm-tblgen, {} differences",
        t.tried,
        all.len(),
        started.elapsed().as_secs_f64(),
        if targets { ", whole targets" } else { "" },
        t.both_accept_identical,
        t.both_reject,
        t.llvm_crashed,
        t.llvm_timed_out,
        t.differences.len()
    );
    assert!(
        t.differences.is_empty(),
        "{} differences from llvm-tblgen:\n\n{}",
        t.differences.len(),
        t.differences
            .iter()
            .map(|d| d.1.as_str())
            .collect::<Vec<_>>()
            .join("\n\n")
    );
    assert!(t.tried > 0, "no input tried");
}
