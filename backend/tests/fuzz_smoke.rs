//! Short, deterministic runs of the backend's two fuzz properties inside
//! `cargo test` (the coverage-guided fuzzers are `fuzz/fuzz_targets/alloc.rs`
//! and `mir_read.rs`; both call the same functions):
//!
//! - `alloc_smoke`: random byte strings into
//!   [`backend::testgen::alloc_property`] (a valid pre-RA function generated
//!   from the bytes, allocated with every allocator and soften mode, checker
//!   on) for rv64 and rv32;
//! - `mir_read_smoke`: mutations of small MIR seeds (`fuzz/seeds-mir/*.mir`
//!   and generated functions) into
//!   [`backend::testgen::mir_roundtrip_property`] (no panic; what reads
//!   prints, reads back and prints the same);
//! - `regressions`: every saved input in `fuzz/regressions/alloc/*.mir` and
//!   `fuzz/regressions/mir_read/*` replayed.
//!
//! Knobs (environment): `SPILLWAY_FUZZ_SECS` (time budget per smoke test,
//! default 4 s; without it a test also stops after a fixed number of inputs
//! — 250 generated functions, 8,000 MIR inputs — so that `cargo test` runs
//! the same inputs on any machine), `SPILLWAY_FUZZ_SEED` (decimal RNG seed;
//! the default is fixed, so a run repeats the same inputs until its budget
//! ends). A failing
//! input is written under `target/tmp/backend-fuzz-smoke/` and printed.

use backend::target::Target;
use backend::testgen::{alloc_property, check_alloc_text, mir_roundtrip_property, GenTarget};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const DEFAULT_SEED: u64 = 0x5eed_a110_c000_0001;

/// splitmix64: small, good enough, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// The most inputs a smoke test runs: `cap` by default, so that `cargo
/// test` is deterministic (a faster machine does not reach further into the
/// input sequence); unlimited when `SPILLWAY_FUZZ_SECS` asks for a long run.
fn max_inputs(cap: usize) -> usize {
    if std::env::var_os("SPILLWAY_FUZZ_SECS").is_some() {
        usize::MAX
    } else {
        cap
    }
}

fn budget() -> Duration {
    let secs: f64 = std::env::var("SPILLWAY_FUZZ_SECS")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(4.0);
    Duration::from_secs_f64(secs.max(0.0))
}

fn seed() -> u64 {
    std::env::var("SPILLWAY_FUZZ_SEED")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(DEFAULT_SEED)
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("backend-fuzz-smoke");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// The targets the allocator property runs on (the same list as
/// `fuzz/fuzz_targets/alloc.rs`).
fn targets() -> Vec<GenTarget> {
    let configs: [(&[&str], &str); 2] = [
        (&["64bit", "m", "a", "f", "d", "c"], "lp64d"),
        (&["m", "a", "f", "d", "c"], "ilp32d"),
    ];
    configs
        .iter()
        .map(|(f, abi)| {
            GenTarget::new(Target::bind(&tables::riscv::DESC, f, Some(abi)), Some(abi))
                .expect("the RISC-V target has what the generator needs")
        })
        .collect()
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

fn save(name: &str, bytes: &[u8]) -> String {
    let path = out_dir().join(name);
    match std::fs::write(&path, bytes) {
        Ok(()) => path.display().to_string(),
        Err(e) => format!("(could not write {}: {e})", path.display()),
    }
}

#[test]
fn alloc_smoke() {
    let targets = targets();
    let (budget, seed) = (budget(), seed());
    let mut rng = Rng(seed);
    let started = Instant::now();
    let (mut n, mut runs, mut insts, mut spills, mut slowest) = (0u64, 0, 0, 0, Duration::ZERO);
    // `SPILLWAY_FUZZ_KEEP_GOING=1`: count failures by kind instead of
    // stopping at the first (for long triage runs); fails at the end.
    let keep_going = std::env::var_os("SPILLWAY_FUZZ_KEEP_GOING").is_some();
    // Every failure is fatal: a panic, a pipeline error, unreadable output
    // and a checker failure alike (the checker's findings of issue 7 are
    // fixed; a new one is a bug to triage, not noise to count).
    let mut found: std::collections::BTreeMap<String, (u64, u64)> = Default::default();
    // At least a few inputs, whatever the budget.
    let cap = max_inputs(250);
    while n < 8 || (started.elapsed() < budget && (n as usize) < cap) {
        let max = if rng.below(4) == 0 { 4096 } else { 600 };
        let len = 1 + rng.below(max);
        let data = rng.bytes(len);
        let t0 = Instant::now();
        let result = panic::catch_unwind(AssertUnwindSafe(|| alloc_property(&targets, &data)));
        slowest = slowest.max(t0.elapsed());
        let failure = match result {
            Ok(Ok(s)) => {
                runs += s.runs;
                insts += s.insts;
                spills += s.spills;
                None
            }
            Ok(Err(f)) => Some((f.message, Some(f.mir))),
            Err(p) => Some((format!("panic: {}", panic_message(p.as_ref())), None)),
        };
        if let Some((message, mir)) = failure {
            if keep_going {
                let sig: String = message.lines().take(2).collect::<Vec<_>>().join(" | ");
                let sig: String = sig.chars().filter(|c| !c.is_ascii_digit()).collect();
                let e = found.entry(sig).or_insert((0, n));
                e.0 += 1;
                if e.0 == 1 {
                    save(&format!("alloc-{seed}-{n}.bin"), &data);
                    let mir = mir.unwrap_or_else(|| {
                        targets[data[0] as usize % targets.len()].file_text(&data[1..])
                    });
                    save(&format!("alloc-{seed}-{n}.mir"), mir.as_bytes());
                }
                n += 1;
                continue;
            }
            let bin = save(&format!("alloc-{seed}-{n}.bin"), &data);
            let mir = mir.unwrap_or_else(|| {
                let sel = data[0] as usize % targets.len();
                targets[sel].file_text(&data[1..])
            });
            let mir_path = save(&format!("alloc-{seed}-{n}.mir"), mir.as_bytes());
            panic!(
                "alloc fuzz property failed on input {n} (SPILLWAY_FUZZ_SEED={seed}):\n{message}\n\
                 fuzz input: {bin}\nfunction: {mir_path}\n\
                 reproduce: spillway alloc --allocator greedy|basic|fast [--no-soften] {mir_path}"
            );
        }
        n += 1;
    }
    eprintln!(
        "alloc_smoke: {n} functions ({insts} instructions, {runs} pipeline runs, {spills} spills) \
         in {:.1} s, slowest {:.1} ms, seed {seed}",
        started.elapsed().as_secs_f64(),
        slowest.as_secs_f64() * 1e3
    );
    for (sig, (count, first)) in &found {
        eprintln!("  {count} x (first: input {first}, alloc-{seed}-{first}.mir): {sig}");
    }
    assert!(found.is_empty(), "{} kinds of failure", found.len());
    assert!(runs > 0);
}

/// The MIR seeds: `fuzz/seeds-mir/*.mir` and a few generated functions.
fn mir_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let dir = repo().join("fuzz/seeds-mir");
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.extension().is_some_and(|x| x == "mir") {
                if let Ok(b) = std::fs::read(&p) {
                    out.push(b);
                }
            }
        }
    }
    let targets = targets();
    let mut rng = Rng(7);
    for k in 0..6 {
        let data = rng.bytes(64 + 64 * k);
        out.push(targets[k % 2].file_text(&data).into_bytes());
    }
    out
}

const MIR_TOKENS: &[&str] = &[
    "%0",
    "%7:gpr",
    "%3:fpr64",
    "$x10",
    "$f10_d",
    "$noreg",
    "_",
    "%bb.1",
    "%bb.0",
    "%stack.0",
    "%fixed-stack.0",
    "implicit-def",
    "implicit",
    "dead",
    "killed",
    "undef",
    "renamable",
    "early-clobber",
    "(tied-def 0)",
    ".sub_32",
    "COPY",
    "PHI",
    "ADDI",
    "PseudoRET",
    "bb.1:",
    "bb.2 (%ir-block.3, align 4):",
    "successors: %bb.1(0x40000000)",
    "liveins: $x10",
    " = ",
    ", ",
    " :: (load (s64) from %stack.0)",
    "@g + 8",
    "target-flags(riscv-call)",
    "csr_ilp32d_lp64d",
    "- { id: 9, class: gpr }",
    "name: g",
    "---",
    "...",
    "\n",
    "  ",
    "'",
    "\"",
    "{",
    "}",
    "[",
    "]",
    ":",
    "#",
    "-1",
    "4294967295",
    "99999999999999999999",
    "\t",
    "\u{e9}",
];

fn mutate(rng: &mut Rng, input: &mut Vec<u8>, seeds: &[Vec<u8>]) {
    for _ in 0..1 + rng.below(4) {
        let len = input.len();
        let pos = rng.below(len + 1);
        match rng.below(7) {
            0 if len > 0 => {
                let end = (pos + 1 + rng.below(16)).min(len);
                input.drain(pos.min(end)..end);
            }
            1 | 2 => {
                let tok = MIR_TOKENS[rng.below(MIR_TOKENS.len())].as_bytes();
                input.splice(pos..pos, tok.iter().copied());
            }
            3 if len > 0 => {
                let i = rng.below(len);
                input[i] = b"%$:=,.()[]{}-0123456789 \n#'\"\x00\xff"[rng.below(27)];
            }
            4 => {
                let other = &seeds[rng.below(seeds.len())];
                let a = rng.below(other.len() + 1);
                let b = (a + rng.below(80)).min(other.len());
                let piece = other[a..b].to_vec();
                input.splice(pos..pos, piece);
            }
            5 if len > 0 => {
                // Duplicate a line.
                let start = input[..pos.min(len)]
                    .iter()
                    .rposition(|c| *c == b'\n')
                    .map_or(0, |i| i + 1);
                let end = input[start..]
                    .iter()
                    .position(|c| *c == b'\n')
                    .map_or(len, |i| start + i + 1);
                let line = input[start..end].to_vec();
                input.splice(start..start, line);
            }
            _ if len > 0 => input.truncate(rng.below(len)),
            _ => {}
        }
    }
    input.truncate(256 * 1024);
}

#[test]
fn mir_read_smoke() {
    let seeds = mir_seeds();
    let (budget, seed) = (budget(), seed());
    let mut rng = Rng(seed ^ 0x004d_4952);
    let started = Instant::now();
    let (mut n, mut read, mut slowest) = (0usize, 0u64, Duration::ZERO);
    let cap = max_inputs(8_000);
    while n < seeds.len() || (started.elapsed() < budget && n < cap) {
        let data = if n < seeds.len() {
            seeds[n].clone()
        } else {
            let mut d = seeds[rng.below(seeds.len())].clone();
            mutate(&mut rng, &mut d, &seeds);
            d
        };
        let t0 = Instant::now();
        let result = panic::catch_unwind(AssertUnwindSafe(|| {
            mir_roundtrip_property(&data, tables::TARGETS)
        }));
        slowest = slowest.max(t0.elapsed());
        let message = match result {
            Ok(Ok(ok)) => {
                if n < seeds.len() {
                    assert!(ok, "MIR seed {n} does not read");
                }
                read += ok as u64;
                None
            }
            Ok(Err(m)) => Some(m),
            Err(p) => Some(format!("panic: {}", panic_message(p.as_ref()))),
        };
        if let Some(message) = message {
            let path = save(&format!("mir-read-{seed}-{n}.mir"), &data);
            panic!(
                "MIR reader fuzz property failed on input {n} (SPILLWAY_FUZZ_SEED={seed}):\n\
                 {message}\ninput: {path}\nreproduce: spillway mir print {path}"
            );
        }
        n += 1;
    }
    eprintln!(
        "mir_read_smoke: {n} inputs in {:.1} s ({} seeds, {read} read), slowest {:.1} ms, seed {seed}",
        started.elapsed().as_secs_f64(),
        seeds.len(),
        slowest.as_secs_f64() * 1e3
    );
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.is_file() && p.file_name().is_none_or(|n| n != "README.md"));
    v.sort();
    v
}

#[test]
fn regressions() {
    let base = repo().join("fuzz/regressions");
    for p in files_in(&base.join("alloc")) {
        let text = std::fs::read_to_string(&p).expect("a regression file is UTF-8");
        if let Err(f) = check_alloc_text(&text, None, tables::TARGETS) {
            panic!("{}: {}", p.display(), f.message);
        }
    }
    for p in files_in(&base.join("mir_read")) {
        let data = std::fs::read(&p).expect("read a regression file");
        match panic::catch_unwind(AssertUnwindSafe(|| {
            mir_roundtrip_property(&data, tables::TARGETS)
        })) {
            Ok(Ok(_)) => {}
            Ok(Err(m)) => panic!("{}: {m}", p.display()),
            Err(e) => panic!("{}: panic: {}", p.display(), panic_message(e.as_ref())),
        }
    }
}

/// Shrinks a failing allocator fuzz input: `SPILLWAY_FUZZ_MIN=FILE.bin`
/// (saved by `alloc_smoke` or a libFuzzer crash file) and
/// `SPILLWAY_FUZZ_MIN_MATCH=TEXT` (a piece of the failure message to keep;
/// `A&&B` keeps a failure whose message contains both `A` and `B`).
/// Greedily truncates and zeroes byte ranges while the failure persists,
/// writes `FILE.min.bin` and `FILE.min.mir`.
#[test]
#[ignore = "a tool: run with SPILLWAY_FUZZ_MIN=FILE.bin"]
fn alloc_minimize() {
    let Some(path) = std::env::var_os("SPILLWAY_FUZZ_MIN") else {
        return;
    };
    let want = std::env::var("SPILLWAY_FUZZ_MIN_MATCH").unwrap_or_default();
    let targets = targets();
    let fails = |d: &[u8]| {
        matches!(
            panic::catch_unwind(AssertUnwindSafe(|| alloc_property(&targets, d))),
            Ok(Err(f)) if want.split("&&").all(|w| f.message.contains(w))
        )
    };
    let mut data = std::fs::read(&path).expect("read the input");
    assert!(fails(&data), "the input does not fail with {want:?}");
    let mut chunk = data.len().max(2) / 2;
    while chunk >= 1 {
        let mut changed = true;
        while changed {
            changed = false;
            // Truncate.
            if data.len() > chunk && fails(&data[..data.len() - chunk]) {
                data.truncate(data.len() - chunk);
                changed = true;
                continue;
            }
            // Cut or zero ranges.
            let mut i = 1;
            while i + chunk <= data.len() {
                let mut cut = data.clone();
                cut.drain(i..i + chunk);
                if fails(&cut) {
                    data = cut;
                    changed = true;
                    continue;
                }
                let mut zero = data.clone();
                if zero[i..i + chunk].iter().any(|b| *b != 0) {
                    zero[i..i + chunk].iter_mut().for_each(|b| *b = 0);
                    if fails(&zero) {
                        data = zero;
                        changed = true;
                    }
                }
                i += chunk;
            }
        }
        chunk /= 2;
    }
    let p = PathBuf::from(path);
    let bin = p.with_extension("min.bin");
    std::fs::write(&bin, &data).expect("write");
    let mir = targets[data[0] as usize % targets.len()].file_text(&data[1..]);
    let mir_path = p.with_extension("min.mir");
    std::fs::write(&mir_path, &mir).expect("write");
    eprintln!(
        "minimized to {} bytes, {} lines of MIR: {}",
        data.len(),
        mir.lines().count(),
        mir_path.display()
    );
}
