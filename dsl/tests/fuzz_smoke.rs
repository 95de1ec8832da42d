//! A small, deterministic mutation fuzzer for the TableGen front end that runs
//! inside `cargo test` (the real, coverage-guided one is in `fuzz/`).
//!
//! It starts from the seed files in `fuzz/seeds/*.td` and a few built-in
//! snippets, applies random byte and token mutations (delete, duplicate,
//! splice, insert `{`, `!foreach(`, `#ifdef`, digits, quotes, `/*`, ...) and
//! calls [`dsl::load_str`] on each result. Errors are fine; a panic or a run
//! longer than [`HANG_LIMIT`] fails the test, and the offending input is
//! written under `target/tmp/fuzz-smoke/` and printed.
//!
//! Knobs (environment):
//! * `SPILLWAY_FUZZ_SECS`: time budget in seconds (default 3);
//! * `SPILLWAY_FUZZ_SEED`: the RNG seed (default fixed, so runs are
//!   reproducible up to where the time budget cuts them).
//!
//! If the whole test process aborts (say a stack overflow), the input that was
//! running is in `target/tmp/fuzz-smoke/current.td`.

use std::io::{Seek, SeekFrom, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

mod tblgen_harness;
use tblgen_harness::Rng;

/// A single input taking longer than this counts as a hang.
const HANG_LIMIT: Duration = Duration::from_secs(5);
/// Mutants are cut to this many bytes.
const MAX_LEN: usize = 16 * 1024;
/// Accepted mutants larger than this are not kept for further mutation.
const MAX_POOL_ITEM: usize = 4 * 1024;
const MAX_POOL: usize = 256;
/// Accepted mutants slower than this are not kept for further mutation (keeps
/// e.g. ever-growing `foreach` ranges from compounding into legitimate but
/// slow inputs).
const MAX_POOL_TIME: Duration = Duration::from_millis(2);
/// The worker's stack: the size of a main thread's stack on Linux, like the
/// `spillway` binary gets.
const WORKER_STACK: usize = 8 * 1024 * 1024;
const DEFAULT_SEED: u64 = 0x5eed_5b11_1a7f_0001;

const BUILTIN: &[&str] = &[
    "",
    "def X;",
    "class C<int a = 1> { int A = a; }\ndef D : C<2>;\ndef E : C;\n",
    "def A { string S = \"a\\n\\t\\\"b\"; code C = [{ x }]; }",
    "\u{feff}def Bom { int I = -0x10; bits<3> B = 0b101; }",
    "#ifdef X\ndef Y;\n#endif\n#ifndef X\n#define X\n#else\n#endif\n",
    "include \"does-not-exist.td\"\n",
    "multiclass M<int n> { def _a { int N = n; } def _b; }\ndefm Q : M<3>;\n",
    "let A = 1 in { class K { int A = 0; } def L : K; }\n",
    "defvar V = [1, 2, 3];\nforeach i = V in def R#i { int I = i; }\n",
    "def Z { list<dag> L = [(Z), (Z 1, 2)]; bit B = ?; }\n",
    "class P<string s> { string S = !strconcat(s, NAME); }\ndef W : P<\"w\">;\n",
];

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
    "$x",
    "!foreach(",
    "!foldl(",
    "!filter(",
    "!if(",
    "!cond(",
    "!add(",
    "!sub(",
    "!shl(",
    "!eq(",
    "!cast<string>(",
    "!cast<int>(",
    "!isa<C>(",
    "!strconcat(",
    "!subst(",
    "!con(",
    "!dag(",
    "!getdagop(",
    "!listconcat(",
    "!listsplat(",
    "!head(",
    "!tail(",
    "!size(",
    "!empty(",
    "!interleave(",
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
    "NAME",
    "C<1>",
    "include \"x.td\"\n",
    "#define X\n",
    "#ifdef X\n",
    "#ifndef X\n",
    "#else\n",
    "#endif\n",
    "0",
    "1",
    "7",
    "42",
    "-1",
    "0x",
    "0b",
    "\"",
    "\"s\"",
    "[{",
    "}]",
    "/*",
    "*/",
    "//",
    "\n",
    " ",
    "\t",
    "\\",
    "\u{e9}",
    "\0",
];

fn seeds() -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = BUILTIN.iter().map(|s| s.as_bytes().to_vec()).collect();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds");
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "td"))
            .collect();
        paths.sort();
        for p in paths {
            if let Ok(bytes) = std::fs::read(&p) {
                out.push(bytes);
            }
        }
    }
    out
}

/// A random range `start..end` of `len` bytes, at most `max` long.
fn range(rng: &mut Rng, len: usize, max: usize) -> (usize, usize) {
    if len == 0 {
        return (0, 0);
    }
    let start = rng.below(len);
    let n = 1 + rng.below(max.min(len - start));
    (start, start + n)
}

fn mutate(rng: &mut Rng, input: &mut Vec<u8>, corpus: &[Vec<u8>]) {
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = input.len();
        match rng.below(9) {
            // delete a range
            0 => {
                let (a, b) = range(rng, len, 16);
                input.drain(a..b);
            }
            // duplicate a range somewhere else
            1 => {
                let (a, b) = range(rng, len, 32);
                let piece = input[a..b].to_vec();
                let at = rng.below(len + 1);
                input.splice(at..at, piece);
            }
            // insert a token (the most common move)
            2..=4 => {
                let tok = TOKENS[rng.below(TOKENS.len())].as_bytes();
                let at = rng.below(len + 1);
                input.splice(at..at, tok.iter().copied());
            }
            // replace a token-sized range with a token
            5 => {
                let (a, b) = range(rng, len, 6);
                let tok = TOKENS[rng.below(TOKENS.len())].as_bytes();
                input.splice(a..b, tok.iter().copied());
            }
            // overwrite one byte with an interesting one
            6 => {
                if len > 0 {
                    const BYTES: &[u8] = b"{}<>[]()#!?;:,.=\"'$-0123456789 \n\t\\/*\x00\xff\xc3";
                    let i = rng.below(len);
                    input[i] = BYTES[rng.below(BYTES.len())];
                }
            }
            // splice in a piece of another input
            7 => {
                let other = &corpus[rng.below(corpus.len())];
                let (a, b) = range(rng, other.len(), 64);
                let piece = other[a..b].to_vec();
                let at = rng.below(len + 1);
                input.splice(at..at, piece);
            }
            // truncate
            _ => {
                if len > 0 {
                    input.truncate(rng.below(len));
                }
            }
        }
    }
    input.truncate(MAX_LEN);
}

/// What the worker reports for one input: Ok(load succeeded?) or the panic message.
type Outcome = Result<bool, String>;

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-smoke");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Saves a failing input and returns a message describing it.
fn report(kind: &str, text: &str, seed: u64, iteration: u64) -> String {
    let path = out_dir().join(format!("{kind}-{seed}-{iteration}.td"));
    let saved = match std::fs::write(&path, text) {
        Ok(()) => format!("saved to {}", path.display()),
        Err(e) => format!("could not save it to {}: {e}", path.display()),
    };
    let shown: String = text.chars().take(4000).collect();
    format!(
        "fuzz_smoke: {kind} on iteration {iteration} (SPILLWAY_FUZZ_SEED={seed}); \
         the input ({} bytes) is {saved}\n\
         reproduce: spillway tblgen {}\n\
         input: {shown:?}",
        text.len(),
        path.display()
    )
}

#[test]
fn fuzz_smoke() {
    let secs: f64 = std::env::var("SPILLWAY_FUZZ_SECS")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(3.0);
    let seed: u64 = std::env::var("SPILLWAY_FUZZ_SEED")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(DEFAULT_SEED);
    let budget = Duration::from_secs_f64(secs.max(0.0));
    let initial = seeds();
    let mut pool: Vec<Vec<u8>> = Vec::new();
    let mut rng = Rng::new(seed);

    // Where the running input is kept, in case the process dies outright.
    let current_path = out_dir().join("current.td");
    let mut current = std::fs::File::create(&current_path).ok();
    // Written past the test harness's output capture, so it is shown even if
    // the process aborts.
    let _ = writeln!(
        std::io::stderr(),
        "fuzz_smoke: {secs} s, seed {seed}; the input being run is kept in {}",
        current_path.display()
    );

    // One long-lived worker thread; a panic in dsl is caught there.
    let (to_worker, inbox) = mpsc::channel::<String>();
    let (to_main, results) = mpsc::channel::<(Outcome, Duration)>();
    thread::Builder::new()
        .name("fuzz-smoke-worker".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let opts = dsl::Options::default();
            for text in inbox {
                let start = Instant::now();
                let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
                    dsl::load_str("fuzz.td", &text, &opts).is_ok()
                }))
                .map_err(|p| panic_message(p.as_ref()));
                if to_main.send((outcome, start.elapsed())).is_err() {
                    break;
                }
            }
        })
        .expect("spawn the fuzz worker");

    let started = Instant::now();
    let (mut iterations, mut accepted, mut slowest) = (0u64, 0u64, Duration::ZERO);
    // Run every seed once as is, then mutants until the budget is spent.
    while (iterations as usize) < initial.len() || started.elapsed() < budget {
        let bytes = if (iterations as usize) < initial.len() {
            initial[iterations as usize].clone()
        } else {
            let from_pool = !pool.is_empty() && rng.chance(3);
            let mut input = if from_pool {
                pool[rng.below(pool.len())].clone()
            } else {
                initial[rng.below(initial.len())].clone()
            };
            mutate(&mut rng, &mut input, &initial);
            input
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if let Some(f) = current.as_mut() {
            let ok = f.seek(SeekFrom::Start(0)).is_ok()
                && f.write_all(text.as_bytes()).is_ok()
                && f.set_len(text.len() as u64).is_ok();
            if !ok {
                current = None;
            }
        }
        to_worker.send(text.clone()).expect("fuzz worker is gone");
        match results.recv_timeout(HANG_LIMIT) {
            Ok((Ok(loaded), took)) => {
                slowest = slowest.max(took);
                if loaded {
                    accepted += 1;
                    if took < MAX_POOL_TIME && text.len() <= MAX_POOL_ITEM {
                        if pool.len() < MAX_POOL {
                            pool.push(text.into_bytes());
                        } else {
                            let i = rng.below(MAX_POOL);
                            pool[i] = text.into_bytes();
                        }
                    }
                }
            }
            Ok((Err(message), _)) => {
                panic!(
                    "{}\npanic: {message}",
                    report("panic", &text, seed, iterations)
                );
            }
            Err(_) => {
                // The worker is stuck; it is left behind (the test process
                // exits when the test harness is done).
                panic!(
                    "{}\nhang: no result within {HANG_LIMIT:?}",
                    report("hang", &text, seed, iterations)
                );
            }
        }
        iterations += 1;
    }
    drop(to_worker);

    let _ = writeln!(
        std::io::stderr(),
        "fuzz_smoke: {iterations} inputs in {:.1} s ({} seeds, {accepted} loaded without error, \
         slowest {:.1} ms, seed {seed})",
        started.elapsed().as_secs_f64(),
        initial.len(),
        slowest.as_secs_f64() * 1000.0,
    );
    assert!(iterations as usize >= initial.len());
}
