//! Helpers shared by the dsl integration tests (`features`, `conformance`,
//! `parse_corpus`, `parse_differential`, `fuzz_smoke`):
//! locating the real `llvm-tblgen` 14, running it, running our own
//! `load_file` + `print_records` (isolated: a panic or a hang in one input
//! does not stop the others), and describing where two outputs differ.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

/// What to tell a developer when LLVM 14's tools are missing.
pub const INSTALL_HINT: &str = "run scripts/install-deps.sh (it installs Debian's llvm-14 and \
     llvm-14-dev: /usr/bin/llvm-tblgen-14 and /usr/lib/llvm-14/include), or point the \
     LLVM_TBLGEN environment variable at an llvm-tblgen 14 binary";

/// The workspace root (the parent of the `dsl` crate).
pub fn workspace_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(Path::to_path_buf).unwrap_or(manifest)
}

/// `$SPILLWAY_SHARED`, else `<workspace root>/../shared`.
pub fn shared_dir() -> PathBuf {
    match std::env::var_os("SPILLWAY_SHARED") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => workspace_root().join("..").join("shared"),
    }
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// Where the real llvm-tblgen is: env `LLVM_TBLGEN`, else `llvm-tblgen-14`
/// on PATH, else `/usr/lib/llvm-14/bin/llvm-tblgen`, else `llvm-tblgen` on
/// PATH. `Err` explains what is missing (or that the binary found is not
/// LLVM 14).
pub fn locate_llvm_tblgen() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("LLVM_TBLGEN") {
        if !p.is_empty() {
            let p = PathBuf::from(p);
            if p.is_file() {
                // An explicit choice is trusted, but still must run.
                return match tblgen_version(&p) {
                    Ok(_) => Ok(p),
                    Err(e) => Err(format!(
                        "LLVM_TBLGEN={} does not run: {e}; {INSTALL_HINT}",
                        p.display()
                    )),
                };
            }
            if let Some(found) = find_in_path(&p.to_string_lossy()) {
                return Ok(found);
            }
            return Err(format!(
                "LLVM_TBLGEN={} does not exist; {INSTALL_HINT}",
                p.display()
            ));
        }
    }
    let candidates = [
        find_in_path("llvm-tblgen-14"),
        Some(PathBuf::from("/usr/lib/llvm-14/bin/llvm-tblgen")).filter(|p| p.is_file()),
        find_in_path("llvm-tblgen"),
    ];
    let mut rejected = Vec::new();
    for cand in candidates.into_iter().flatten() {
        match tblgen_version(&cand) {
            Ok(v) if is_llvm14(&v) => return Ok(cand),
            Ok(v) => rejected.push(format!(
                "{} is not LLVM 14 ({})",
                cand.display(),
                v.lines()
                    .find(|l| l.contains("version"))
                    .unwrap_or("")
                    .trim()
            )),
            Err(e) => rejected.push(format!("{} does not run: {e}", cand.display())),
        }
    }
    if rejected.is_empty() {
        Err(format!(
            "llvm-tblgen (LLVM 14) was not found (looked at $LLVM_TBLGEN, llvm-tblgen-14 on PATH, \
             /usr/lib/llvm-14/bin/llvm-tblgen, llvm-tblgen on PATH); {INSTALL_HINT}"
        ))
    } else {
        Err(format!(
            "no usable llvm-tblgen 14: {}; {INSTALL_HINT}",
            rejected.join("; ")
        ))
    }
}

fn is_llvm14(version_text: &str) -> bool {
    version_text.contains("version 14.")
}

fn tblgen_version(bin: &Path) -> Result<String, String> {
    let out = Command::new(bin)
        .arg("--version")
        .output()
        .map_err(|e| e.to_string())?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok(text)
}

/// Runs `llvm-tblgen -print-records` on `file` (given relative to or inside
/// `cwd`), with `-I` dirs and `-D` macros. Returns stdout, or an error with
/// the exit status and stderr.
pub fn run_llvm_tblgen(
    bin: &Path,
    cwd: &Path,
    file: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
) -> Result<String, String> {
    run_llvm_tblgen_action(bin, cwd, file, include_dirs, defines, "-print-records")
}

/// [`run_llvm_tblgen`] with another action (`-gen-register-info`, ...).
pub fn run_llvm_tblgen_action(
    bin: &Path,
    cwd: &Path,
    file: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
    action: &str,
) -> Result<String, String> {
    let mut cmd = Command::new(bin);
    cmd.current_dir(cwd).arg(action);
    for dir in include_dirs {
        cmd.arg("-I").arg(dir);
    }
    for d in defines {
        cmd.arg("-D").arg(d);
    }
    cmd.arg(file);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} exited with {}:\n{}",
            bin.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("llvm-tblgen output is not UTF-8: {e}"))
}

/// How our front end ended on one input.
pub enum OurResult {
    /// `print_records` output.
    Printed(String),
    /// `load_file` failed: the rendered diagnostics.
    LoadFailed(String),
    /// Our code panicked: the panic message.
    Panicked(String),
    /// No answer within the time limit (the worker thread is abandoned).
    TimedOut(Duration),
}

impl OurResult {
    /// A one-paragraph description of a non-`Printed` outcome.
    pub fn describe_failure(&self) -> String {
        match self {
            OurResult::Printed(_) => "printed".to_string(),
            OurResult::LoadFailed(diag) => {
                format!(
                    "dsl::load_file failed:\n{}",
                    indent(diag.trim_end(), "    ")
                )
            }
            OurResult::Panicked(msg) => format!("panicked: {msg}"),
            OurResult::TimedOut(d) => format!("no result after {} s (hang?)", d.as_secs()),
        }
    }
}

fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

/// Runs `dsl::load_file` + `dsl::print::print_records` on `path` in a
/// worker thread (32 MiB stack) with a time limit.
pub fn run_ours(
    path: &Path,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    timeout: Duration,
) -> OurResult {
    let path = path.to_path_buf();
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name(format!("dsl:{}", path.display()))
        .stack_size(32 << 20)
        .spawn(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let opts = dsl::Options {
                    include_dirs,
                    defines,
                };
                match dsl::load_file(&path, &opts) {
                    Ok(loaded) => OurResult::Printed(dsl::print::print_records(&loaded.records)),
                    Err(err) => OurResult::LoadFailed(err.render()),
                }
            }));
            let result = match outcome {
                Ok(r) => r,
                Err(payload) => OurResult::Panicked(panic_message(payload)),
            };
            let _ = tx.send(result);
        });
    if let Err(e) = spawned {
        return OurResult::Panicked(format!("could not start worker thread: {e}"));
    }
    match rx.recv_timeout(timeout) {
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Timeout) => OurResult::TimedOut(timeout),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            OurResult::Panicked("worker thread ended without a result".to_string())
        }
    }
}

/// A time limit from env `var` (seconds), else `default_secs`.
pub fn timeout_from_env(var: &str, default_secs: u64) -> Duration {
    let secs = std::env::var(var)
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(default_secs);
    Duration::from_secs(secs)
}

pub fn indent(text: &str, prefix: &str) -> String {
    text.lines()
        .map(|l| format!("{prefix}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Lines including their terminators, so a missing final newline shows.
fn lines_with_ends(s: &str) -> Vec<&str> {
    s.split_inclusive('\n').collect()
}

/// Number of line positions at which the two texts differ (line i of one
/// vs line i of the other, plus the surplus lines of the longer one).
pub fn count_differing_lines(expected: &str, actual: &str) -> usize {
    let e = lines_with_ends(expected);
    let a = lines_with_ends(actual);
    let common = e.len().min(a.len());
    let differing = (0..common).filter(|&i| e[i] != a[i]).count();
    differing + e.len().max(a.len()) - common
}

/// `None` when equal; otherwise a report of the first differing line (1-based
/// number, expected vs actual, shown with escapes) with `context` lines
/// around it from both sides.
pub fn describe_first_difference(expected: &str, actual: &str, context: usize) -> Option<String> {
    if expected == actual {
        return None;
    }
    let e = lines_with_ends(expected);
    let a = lines_with_ends(actual);
    let first = (0..e.len().max(a.len()))
        .find(|&i| e.get(i) != a.get(i))
        .unwrap_or(0);
    // Long lines (whole targets have lines of megabytes) are cut around the
    // first differing column.
    let col = match (e.get(first), a.get(first)) {
        (Some(x), Some(y)) => x
            .bytes()
            .zip(y.bytes())
            .position(|(p, q)| p != q)
            .unwrap_or(x.len().min(y.len())),
        _ => 0,
    };
    let show = |l: Option<&&str>| match l {
        Some(l) => format!("{:?}", clip(l, col)),
        None => "<end of output>".to_string(),
    };
    let mut out = String::new();
    out.push_str(&format!(
        "first difference at line {} (expected {} lines, got {} lines)\n",
        first + 1,
        e.len(),
        a.len()
    ));
    let start = first.saturating_sub(context);
    for (i, line) in e.iter().enumerate().take(first).skip(start) {
        out.push_str(&format!(
            "           {:>6} | {}\n",
            i + 1,
            clip(line.trim_end_matches('\n'), 0)
        ));
    }
    if col > 0 {
        out.push_str(&format!("  (lines differ from byte {col} on)\n"));
    }
    out.push_str(&format!(
        "  expected {:>6} | {}\n",
        first + 1,
        show(e.get(first))
    ));
    out.push_str(&format!(
        "  actual   {:>6} | {}\n",
        first + 1,
        show(a.get(first))
    ));
    let after_e: Vec<String> = e
        .iter()
        .enumerate()
        .skip(first + 1)
        .take(context)
        .map(|(i, l)| {
            format!(
                "           {:>6} | {}",
                i + 1,
                clip(l.trim_end_matches('\n'), 0)
            )
        })
        .collect();
    let after_a: Vec<String> = a
        .iter()
        .enumerate()
        .skip(first + 1)
        .take(context)
        .map(|(i, l)| {
            format!(
                "           {:>6} | {}",
                i + 1,
                clip(l.trim_end_matches('\n'), 0)
            )
        })
        .collect();
    if !after_e.is_empty() {
        out.push_str("  expected continues:\n");
        out.push_str(&after_e.join("\n"));
        out.push('\n');
    }
    if !after_a.is_empty() {
        out.push_str("  actual continues:\n");
        out.push_str(&after_a.join("\n"));
        out.push('\n');
    }
    Some(out)
}

/// The folder `scripts/llvm-src.sh` prints: LLVM 14's `.td` files in
/// LLVM's layout (`llvm/include`, `llvm/lib/Target/<T>`), fetched from
/// Debian's source package into a cache outside git. Env
/// `SPILLWAY_LLVM_SRC` names the folder instead (nothing is fetched). The
/// script is quiet and quick once the cache is there; on a fresh machine
/// it downloads (needs root or password-less sudo for the `deb-src`
/// entry, and the network). `Err` says what went wrong.
pub fn llvm_src_dir() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("SPILLWAY_LLVM_SRC") {
        if !p.is_empty() {
            let p = PathBuf::from(p);
            return if p.join("llvm/include/llvm/Target/Target.td").is_file() {
                Ok(p)
            } else {
                Err(format!(
                    "SPILLWAY_LLVM_SRC={} has no llvm/include/llvm/Target/Target.td",
                    p.display()
                ))
            };
        }
    }
    static FETCHED: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    FETCHED
        .get_or_init(|| {
            let script = workspace_root().join("scripts").join("llvm-src.sh");
            let out = Command::new("bash")
                .arg(&script)
                .stderr(std::process::Stdio::inherit())
                .output()
                .map_err(|e| format!("cannot run {}: {e}", script.display()))?;
            if !out.status.success() {
                return Err(format!(
                    "{} failed ({}); see its messages above",
                    script.display(),
                    out.status
                ));
            }
            let dir = String::from_utf8_lossy(&out.stdout).trim().to_string();
            let dir = PathBuf::from(dir);
            if dir.join("llvm/include/llvm/Target/Target.td").is_file() {
                Ok(dir)
            } else {
                Err(format!(
                    "{} printed {}, which has no llvm/include/llvm/Target/Target.td",
                    script.display(),
                    dir.display()
                ))
            }
        })
        .clone()
}

/// `line` cut to about 300 bytes around byte `col` (marked with `...`).
fn clip(line: &str, col: usize) -> String {
    const W: usize = 150;
    if line.len() <= 2 * W {
        return line.to_string();
    }
    let mut from = col.saturating_sub(W);
    while !line.is_char_boundary(from) {
        from -= 1;
    }
    let mut to = (col + W).min(line.len());
    while !line.is_char_boundary(to) {
        to += 1;
    }
    format!(
        "{}{}{}",
        if from > 0 { "..." } else { "" },
        &line[from..to],
        if to < line.len() { "..." } else { "" }
    )
}

/// A folder of RISC-V `.td` files to parse: `<shared>/td/riscv` (LLVM's
/// RISC-V register files), else the whole `llvm/lib/Target/RISCV` of the
/// fetched sources ([`llvm_src_dir`]); the shared path (absent) if neither.
pub fn riscv_dir() -> PathBuf {
    let shared = shared_dir().join("td").join("riscv");
    if shared.join("top.td").is_file() {
        return shared;
    }
    llvm_src_dir()
        .map(|s| s.join("llvm/lib/Target/RISCV"))
        .unwrap_or(shared)
}

/// The RISC-V register-info corpus: LLVM 14's RISC-V register files under
/// a top file that stands in for `RISCV.td` without the instructions.
pub struct RiscvCorpus {
    /// The top file.
    pub top: PathBuf,
    /// Include folders with LLVM's full prelude (`llvm/Target/Target.td`).
    pub full: Vec<PathBuf>,
    /// Include folders with the reduced prelude (`prelude-min`), only in
    /// `<shared>/td/riscv`; `None` without it.
    pub min: Option<Vec<PathBuf>>,
    /// The checked-in outputs of llvm-tblgen (`expected/`), only in
    /// `<shared>/td/riscv`; without them the tests run llvm-tblgen live.
    pub expected: Option<PathBuf>,
    /// Where the files come from, for messages.
    pub origin: String,
}

/// `<shared>/td/riscv` (with `top.td`, `prelude-min` and `expected/`) when
/// it is there; else `dsl/tests/regs/riscv_top.td` over the fetched LLVM
/// sources (`-I <llvm>/include -I <llvm>/lib/Target/RISCV`), whose outputs
/// are byte-identical to the shared corpus's expected files.
pub fn riscv_corpus() -> Result<RiscvCorpus, String> {
    let shared = shared_dir().join("td").join("riscv");
    if shared.join("top.td").is_file() {
        let llvm_include = PathBuf::from("/usr/lib/llvm-14/include");
        return Ok(RiscvCorpus {
            top: shared.join("top.td"),
            full: vec![llvm_include, shared.clone()],
            min: Some(vec![shared.join("prelude-min"), shared.clone()]),
            expected: Some(shared.join("expected")),
            origin: shared.display().to_string(),
        });
    }
    let src = llvm_src_dir().map_err(|e| {
        format!(
            "{} is absent and the LLVM sources could not be fetched: {e}",
            shared.display()
        )
    })?;
    let llvm = src.join("llvm");
    Ok(RiscvCorpus {
        top: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/regs/riscv_top.td"),
        full: vec![llvm.join("include"), llvm.join("lib/Target/RISCV")],
        min: None,
        expected: None,
        origin: format!(
            "tests/regs/riscv_top.td over {} ({} is absent)",
            llvm.display(),
            shared.display()
        ),
    })
}

/// All `.td` files under `dir` (following symlinks), sorted; nothing if the
/// folder is missing.
pub fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            td_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "td") {
            out.push(p);
        }
    }
}

/// xorshift64*: a deterministic generator for the mutation fuzzers (no
/// external crates).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform-ish in `0..n`; 0 when `n == 0`.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}
