//! Conformance on every in-tree LLVM 14 target, whole: each target's top
//! file (`llvm/lib/Target/<T>/<T>.td`; PowerPC's is `PPC.td`, AMDGPU also
//! has `R600.td`) with all its instructions, scheduling models and patterns,
//! read with `-I llvm/include -I llvm/lib/Target/<T>`, through our front end
//! and through the real `llvm-tblgen-14`, run live in the same test on the
//! same files (nothing is stored):
//!
//! * `--print-records`: our output must be byte-identical to llvm-tblgen's;
//! * register info: our model (what `spillway tblgen --dump-register-info`
//!   prints) must equal every table of llvm-tblgen's `-gen-register-info`
//!   output (`reginfo_inc::check_all`: registers, units, sub-register
//!   indices, classes with members in allocation order and the alternative
//!   orders, pressure sets, callee-saved lists and masks, DWARF maps).
//!
//! The files come from `scripts/llvm-src.sh` (Debian's `llvm-toolchain-14`
//! source package, fetched into a cache outside git on first use), or from
//! env `SPILLWAY_LLVM_SRC`; `../shared` is not needed. One `#[test]` per
//! target, so cargo runs them in parallel threads (`cargo test --release -p
//! spillway-dsl --test llvm_targets x86` runs one); `every_target_is_tested`
//! fails when the LLVM tree has a top file no test reads.
//!
//! llvm-tblgen writes to `<workspace>/target/llvm-targets/<T>.*` (kept for
//! diffing); on a print-records mismatch our output is written beside it as
//! `<T>.print-records.spillway.txt`. `LLVM_TARGETS_TIMEOUT_SECS` (default
//! 600) limits our time per target.

mod reginfo_inc;
mod tblgen_harness;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use tblgen_harness::{
    count_differing_lines, describe_first_difference, llvm_src_dir, locate_llvm_tblgen,
    timeout_from_env, workspace_root,
};

macro_rules! targets {
    ($($test:ident => $dir:literal / $file:literal,)*) => {
        $(
            #[test]
            fn $test() {
                check_target($dir, $file);
            }
        )*
        /// (folder under `llvm/lib/Target`, top file) of every test above.
        const TESTED: &[(&str, &str)] = &[$(($dir, $file)),*];
    };
}

targets! {
    aarch64 => "AArch64" / "AArch64.td",
    amdgpu => "AMDGPU" / "AMDGPU.td",
    amdgpu_r600 => "AMDGPU" / "R600.td",
    arc => "ARC" / "ARC.td",
    arm => "ARM" / "ARM.td",
    avr => "AVR" / "AVR.td",
    bpf => "BPF" / "BPF.td",
    csky => "CSKY" / "CSKY.td",
    hexagon => "Hexagon" / "Hexagon.td",
    lanai => "Lanai" / "Lanai.td",
    m68k => "M68k" / "M68k.td",
    msp430 => "MSP430" / "MSP430.td",
    mips => "Mips" / "Mips.td",
    nvptx => "NVPTX" / "NVPTX.td",
    powerpc => "PowerPC" / "PPC.td",
    riscv => "RISCV" / "RISCV.td",
    sparc => "Sparc" / "Sparc.td",
    systemz => "SystemZ" / "SystemZ.td",
    ve => "VE" / "VE.td",
    webassembly => "WebAssembly" / "WebAssembly.td",
    x86 => "X86" / "X86.td",
    xcore => "XCore" / "XCore.td",
}

fn src() -> PathBuf {
    llvm_src_dir().unwrap_or_else(|e| panic!("the LLVM 14 target sources are not available: {e}"))
}

/// The top files of the LLVM tree: every `.td` directly in a target's
/// folder that includes `llvm/Target/Target.td`.
#[test]
fn every_target_is_tested() {
    let targets = src().join("llvm/lib/Target");
    let mut found = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&targets)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", targets.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "td"))
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            if text.contains("include \"llvm/Target/Target.td\"") {
                found.push((
                    dir.file_name().unwrap().to_string_lossy().into_owned(),
                    f.file_name().unwrap().to_string_lossy().into_owned(),
                ));
            }
        }
    }
    let mut tested: Vec<(String, String)> = TESTED
        .iter()
        .map(|(d, f)| (d.to_string(), f.to_string()))
        .collect();
    tested.sort();
    found.sort();
    assert_eq!(
        tested,
        found,
        "the tests (left) do not cover exactly the top files of {} (right)",
        targets.display()
    );
    assert!(found.len() >= 20, "only {} targets found", found.len());
}

/// An llvm-tblgen run writing to a file, started before our own work so
/// the two overlap.
struct Oracle {
    child: Child,
    out: PathBuf,
    what: String,
}

impl Oracle {
    fn start(bin: &Path, llvm: &Path, dir: &str, file: &str, action: &str, out: PathBuf) -> Oracle {
        let child = Command::new(bin)
            .current_dir(llvm)
            .arg(action)
            .arg("-I")
            .arg("include")
            .arg("-I")
            .arg(format!("lib/Target/{dir}"))
            .arg(format!("lib/Target/{dir}/{file}"))
            .arg("-o")
            .arg(&out)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", bin.display()));
        Oracle {
            child,
            out,
            what: format!("{} {action} lib/Target/{dir}/{file}", bin.display()),
        }
    }

    /// The output text, or why there is none.
    fn finish(self) -> Result<String, String> {
        let o = self
            .child
            .wait_with_output()
            .map_err(|e| format!("{}: {e}", self.what))?;
        if !o.status.success() {
            return Err(format!(
                "{} failed ({}):\n{}",
                self.what,
                o.status,
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        std::fs::read_to_string(&self.out).map_err(|e| format!("{}: {e}", self.out.display()))
    }
}

/// What our front end made of one target.
struct Ours {
    records: Result<String, String>,
    info: Result<dsl::regs::RegisterInfo, String>,
    json_len: usize,
    elapsed: Duration,
}

fn run_ours(top: PathBuf, include_dirs: Vec<PathBuf>) -> Ours {
    let start = Instant::now();
    let opts = dsl::Options {
        include_dirs,
        defines: Vec::new(),
    };
    match dsl::load_file(&top, &opts) {
        Err(e) => Ours {
            records: Err(e.render()),
            info: Err("not computed: the records did not load".into()),
            json_len: 0,
            elapsed: start.elapsed(),
        },
        Ok(loaded) => {
            let records = Ok(dsl::print::print_records(&loaded.records));
            let info = dsl::regs::compute(&loaded.records)
                .map_err(|d| dsl::diag::render(&d, &loaded.sources, false));
            let json_len = info.as_ref().map_or(0, |i| i.to_json().len());
            Ours {
                records,
                info,
                json_len,
                elapsed: start.elapsed(),
            }
        }
    }
}

fn check_target(dir: &str, file: &str) {
    let src = src();
    let llvm = src.join("llvm");
    let bin = locate_llvm_tblgen().unwrap_or_else(|e| panic!("{e}"));
    let stem = file.trim_end_matches(".td");
    let out_dir = workspace_root().join("target").join("llvm-targets");
    std::fs::create_dir_all(&out_dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", out_dir.display()));
    let t0 = Instant::now();
    let records_oracle = Oracle::start(
        &bin,
        &llvm,
        dir,
        file,
        "-print-records",
        out_dir.join(format!("{stem}.print-records.txt")),
    );
    let reginfo_oracle = Oracle::start(
        &bin,
        &llvm,
        dir,
        file,
        "-gen-register-info",
        out_dir.join(format!("{stem}.gen-register-info.inc")),
    );

    // Ours, on a thread with a large stack and a time limit.
    let top = llvm.join("lib/Target").join(dir).join(file);
    let includes = vec![llvm.join("include"), llvm.join("lib/Target").join(dir)];
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name(format!("dsl:{stem}"))
        .stack_size(64 << 20)
        .spawn(move || {
            let r = std::panic::catch_unwind(|| run_ours(top, includes));
            let _ = tx.send(r);
        })
        .expect("spawn");
    let timeout = timeout_from_env("LLVM_TARGETS_TIMEOUT_SECS", 600);
    let ours = match rx.recv_timeout(timeout) {
        Ok(Ok(o)) => o,
        Ok(Err(_)) => panic!("{stem}: our front end panicked (message above)"),
        Err(_) => panic!("{stem}: no result from our front end after {timeout:?} (hang?)"),
    };
    let theirs_records = records_oracle.finish();
    let theirs_inc = reginfo_oracle.finish();
    let wall = t0.elapsed();

    let mut problems = Vec::new();
    let mut summary = Vec::new();
    match (&ours.records, &theirs_records) {
        (Ok(a), Ok(e)) => match describe_first_difference(e, a, 3) {
            None => summary.push(format!("print-records identical ({} bytes)", a.len())),
            Some(diff) => {
                let saved = out_dir.join(format!("{stem}.print-records.spillway.txt"));
                let _ = std::fs::write(&saved, a);
                problems.push(format!(
                    "print-records differs in {} lines (ours: {}, llvm-tblgen's: {}):\n{diff}",
                    count_differing_lines(e, a),
                    saved.display(),
                    out_dir.join(format!("{stem}.print-records.txt")).display()
                ));
            }
        },
        (Err(a), Ok(_)) => problems.push(format!(
            "print-records: llvm-tblgen accepts the input, we do not:\n{a}"
        )),
        (_, Err(e)) => problems.push(format!("print-records: {e}")),
    }
    match (&ours.info, &theirs_inc) {
        (Ok(info), Ok(inc)) => {
            let c = reginfo_inc::check_all(info, inc);
            if c.problems.is_empty() {
                summary.push(format!(
                    "register info equal ({} values of -gen-register-info checked, JSON {} bytes)",
                    c.checked, ours.json_len
                ));
            } else {
                problems.push(format!(
                    "register info: {} of {} values differ from llvm-tblgen's -gen-register-info:\n{}",
                    c.problems.len(),
                    c.checked,
                    c.summary(40)
                ));
            }
        }
        (Err(a), Ok(_)) => problems.push(format!(
            "register info: llvm-tblgen computes it, we do not:\n{a}"
        )),
        (_, Err(e)) => problems.push(format!("register info: {e}")),
    }
    println!(
        "llvm_targets {stem}: {}; ours {:.2} s (load, print, register model), test {:.2} s",
        summary.join("; "),
        ours.elapsed.as_secs_f64(),
        wall.as_secs_f64()
    );
    if !problems.is_empty() {
        panic!(
            "{stem} (lib/Target/{dir}/{file}):\n{}",
            problems.join("\n\n")
        );
    }
}
