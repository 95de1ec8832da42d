//! Register-info conformance on the RISC-V corpus
//! (`tblgen_harness::riscv_corpus`: `$SHARED/td/riscv/top.td` with
//! `prelude-min` and with the full LLVM 14 prelude, or, without
//! `../shared`, `tests/regs/riscv_top.td` over the fetched LLVM sources):
//! `dsl::regs::compute` against every table of llvm-tblgen's
//! `-gen-register-info` output (`expected/RISCVGenRegisterInfo.inc`, or a
//! live run without it), compared by `reginfo_inc::check_all` (the same
//! comparer `llvm_targets.rs` runs on every LLVM target).
//!
//! `$SHARED` is env `SPILLWAY_SHARED`, else `<workspace root>/../shared`.

mod reginfo_inc;
mod tblgen_harness;

use dsl::regs::RegisterInfo;
use reginfo_inc::check_all;
use std::path::PathBuf;
use tblgen_harness::{riscv_corpus, RiscvCorpus, INSTALL_HINT};

fn corpus() -> RiscvCorpus {
    riscv_corpus().unwrap_or_else(|e| panic!("{e}; {INSTALL_HINT}"))
}

/// The reduced prelude's include folders, else the full prelude's.
fn min_dirs(c: &RiscvCorpus) -> Vec<PathBuf> {
    c.min.clone().unwrap_or_else(|| c.full.clone())
}

/// A folder holding `llvm/Target/Target.td` for small test inputs:
/// `prelude-min` when there, else the full prelude.
fn prelude(c: &RiscvCorpus) -> PathBuf {
    min_dirs(c)[0].clone()
}

fn load(c: &RiscvCorpus, include_dirs: Vec<PathBuf>) -> RegisterInfo {
    let loaded = dsl::load_file(
        &c.top,
        &dsl::Options {
            include_dirs,
            defines: Vec::new(),
        },
    )
    .unwrap_or_else(|e| panic!("load failed:\n{}", e.render()));
    match dsl::regs::compute(&loaded.records) {
        Ok(i) => i,
        Err(d) => panic!(
            "register info failed:\n{}",
            dsl::diag::render(&d, &loaded.sources, false)
        ),
    }
}

/// llvm-tblgen's `-gen-register-info` output for the corpus: the checked-in
/// file, else a live run with the full prelude.
fn expected_inc(c: &RiscvCorpus) -> String {
    if let Some(e) = &c.expected {
        let p = e.join("RISCVGenRegisterInfo.inc");
        return std::fs::read_to_string(&p)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
    }
    let bin = tblgen_harness::locate_llvm_tblgen().unwrap_or_else(|e| panic!("{e}"));
    let cwd = c.top.parent().expect("folder");
    tblgen_harness::run_llvm_tblgen_action(&bin, cwd, &c.top, &c.full, &[], "-gen-register-info")
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Alternate names are not in the .inc; spot-check them (they come from
/// `expected/print-records*.txt`, which the front-end conformance test pins).
fn check_alt_names(info: &RegisterInfo) {
    let alt = |n: &str| info.registers[info.register(n).unwrap()].alt_names.clone();
    assert_eq!(alt("X0"), ["zero"]);
    assert_eq!(alt("X8"), ["s0", "fp"]);
    assert_eq!(alt("F10_D"), ["fa0"]);
    assert_eq!(alt("V8M2"), ["v8"]);
    assert_eq!(alt("FFLAGS"), Vec::<String>::new());
    assert_eq!(info.target, "RISCV");
}

fn run(name: &str, c: &RiscvCorpus, include_dirs: Vec<PathBuf>) {
    let info = load(c, include_dirs);
    let inc = expected_inc(c);
    let c = check_all(&info, &inc);
    check_alt_names(&info);
    assert_eq!(info.hw_modes, ["Default", "RV64"]);
    println!(
        "register_info {name}: {} values checked, {} mismatches",
        c.checked,
        c.problems.len()
    );
    let json = info.to_json();
    assert!(json.starts_with("{\n  \"target\": \"RISCV\""));
    if !c.problems.is_empty() {
        let shown: Vec<&String> = c.problems.iter().take(60).collect();
        panic!(
            "{name}: {} of {} values differ from expected/RISCVGenRegisterInfo.inc:\n{}",
            c.problems.len(),
            c.checked,
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    assert!(c.checked > 5000, "too few values checked: {}", c.checked);
}

#[test]
fn prelude_min() {
    let c = corpus();
    if c.min.is_none() {
        println!(
            "register_info prelude_min: no reduced prelude in {}: the full prelude instead",
            c.origin
        );
    }
    run("prelude_min", &c, min_dirs(&c));
}

#[test]
fn full_prelude() {
    let c = corpus();
    assert!(
        c.full[0].join("llvm/Target/Target.td").is_file(),
        "{}/llvm/Target/Target.td is missing: {INSTALL_HINT}",
        c.full[0].display()
    );
    run("full_prelude", &c, c.full.clone());
}

#[test]
fn json_shape() {
    let c = corpus();
    let info = load(&c, min_dirs(&c));
    let j = info.to_json();
    for key in [
        "\"registers\": [",
        "\"num_reg_units\": 103",
        "\"sub_reg_indices\": [",
        "\"classes\": [",
        "\"pressure_sets\": [",
        "\"callee_saved\": [",
        "\"spill_size\": {\"Default\": 32, \"RV64\": 64}",
        // RISC-V has no AltOrders: the allocation order is the member list.
        "\"members\": [\"X10\", \"X11\", \"X12\"",
        "\"allocation_order\": [\"X10\", \"X11\", \"X12\"",
    ] {
        assert!(j.contains(key), "JSON lacks {key}");
    }
    assert!(
        j.contains("{\"name\": \"X1\", \"enum\": "),
        "register entry"
    );
}

/// A synthetic target (`dsl/tests/regs/ops.td`) using every set operator,
/// strides, AltOrders, tuples, ad hoc aliases, a non-allocatable class, a
/// HwMode-dependent class and `OtherPreserved`, checked against a live
/// `llvm-tblgen -gen-register-info` (skipped when llvm-tblgen 14 is absent).
#[test]
fn synthetic_target_live() {
    let bin = match tblgen_harness::locate_llvm_tblgen() {
        Ok(b) => b,
        Err(e) => {
            eprintln!(
                "register_info synthetic_target_live: skipped ({e}); {}",
                tblgen_harness::INSTALL_HINT
            );
            return;
        }
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("regs");
    let prelude = prelude(&corpus());
    let out = std::process::Command::new(&bin)
        .arg("-gen-register-info")
        .arg("-I")
        .arg(&prelude)
        .arg(dir.join("ops.td"))
        .output()
        .expect("run llvm-tblgen");
    assert!(
        out.status.success(),
        "llvm-tblgen failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let inc = String::from_utf8(out.stdout).expect("utf-8");
    let loaded = dsl::load_file(
        &dir.join("ops.td"),
        &dsl::Options {
            include_dirs: vec![prelude],
            defines: Vec::new(),
        },
    )
    .unwrap_or_else(|e| panic!("{}", e.render()));
    let info = dsl::regs::compute(&loaded.records)
        .unwrap_or_else(|d| panic!("{}", dsl::diag::render(&d, &loaded.sources, false)));
    let c = check_all(&info, &inc);
    println!(
        "register_info synthetic: {} values checked, {} mismatches",
        c.checked,
        c.problems.len()
    );
    assert!(
        c.problems.is_empty(),
        "{}",
        c.problems
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(info.hw_modes, ["Default", "M64"]);
}

/// Bad register descriptions: an error with a span, never a panic.
#[test]
fn errors_are_diagnostics() {
    let head = "include \"llvm/Target/Target.td\"\ndef II : InstrInfo;\ndef T : Target { let InstructionSet = II; }\n\
                foreach i = 0-3 in def R#i : Register<\"r\"#i>;\ndef sub0 : SubRegIndex<32>;\ndef NotAReg;\ndef blah;\n";
    let cases: &[(&str, &str)] = &[
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence \"R%u\", 0, 7)>;", "No def named 'R4'"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence 5, 0, 3)>;", "Format must be a string"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence \"R%u\", 0)>;", "Bad args to (sequence"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0, NotAReg)>;", "'NotAReg' is not a register"),
        ("def C : RegisterClass<\"T\", [i32], 32, (blah R0)>;", "Unknown set operator"),
        ("def C : RegisterClass<\"T\", [i32], 32, (shl R0)>;", "Operator requires (Op Set, Int) arguments"),
        ("def C : RegisterClass<\"T\", [i32], 32, (decimate (add R0, R1), 0)>;", "Positive stride required"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sub R0)>;", "Set difference needs at least two arguments"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0, R1)> { let AltOrders = [(add R2)]; }", "is not a class member"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0)> { let AllocationPriority = 64; }", "AllocationPriority out of range [0,63]"),
        ("def P : Register<\"p\"> { let SubRegs = [R0, R1]; let SubRegIndices = [sub0]; }\ndef C : RegisterClass<\"T\", [i32], 32, (add R0)>;", "SubRegs and SubRegIndices must have the same size"),
        ("def Tu : RegisterTuples<[sub0], [(add R0)]>;\ndef C : RegisterClass<\"T\", [i32], 32, (add R0)>;", "Tuples must have at least 2 sub-registers"),
        ("", "No 'RegisterClass' subclasses defined!"),
    ];
    let prelude = prelude(&corpus());
    for (body, want) in cases {
        let text = format!("{head}{body}\n");
        let loaded = dsl::load_str(
            "bad.td",
            &text,
            &dsl::Options {
                include_dirs: vec![prelude.clone()],
                defines: Vec::new(),
            },
        )
        .unwrap_or_else(|e| panic!("front end rejected case {body:?}:\n{}", e.render()));
        match dsl::regs::compute(&loaded.records) {
            Ok(_) => panic!("case {body:?}: expected an error containing {want:?}"),
            Err(d) => {
                let text = dsl::diag::render(&d, &loaded.sources, false);
                assert!(
                    text.contains(want),
                    "case {body:?}: expected {want:?} in:\n{text}"
                );
            }
        }
    }
}
