//! Starved targets (issue 7, part 4): a variant of `targets/riscv` whose
//! allocation orders are cut to 6 GPRs and 4 FPRs, made the way a target
//! writer shrinks a register file to debug spilling: by editing the `.td`.
//! Every program of `tests/programs/` (the corpus kernels included) must still
//! run correctly when allocated with it (checker on), rv64 and rv32.
//!
//! The edit is LLVM's own mechanism: each allocatable GPR/FPR class gets
//! `let AltOrders = [(and Starved, CLASS)]; let AltOrderSelect = [{ return 1; }];`
//! (the class's members stay the same, so register-class facts such as
//! "ra is a GPR and is saved with SD" do not change; only what the
//! allocator may pick for virtual registers shrinks). `llvm-tblgen` reads
//! the same edit; Spillway evaluates the constant `AltOrderSelect`.
//!
//! The starved sets, and why:
//! - GPR: a0-a3 (x10-x13) and s1, s2 (x9, x18). Pure a0-a5 cannot work:
//!   at a call with 7 or 8 integer arguments (and at the entry of a
//!   function that receives them) a0-a5 all hold fixed argument values
//!   while the 7th/8th argument (or an indirect call target) still needs a
//!   register of its own, so at least one allocatable register must lie
//!   outside a0-a7. Two callee-saved registers also exercise values kept
//!   across calls and the callee-saved save/restore; s0 is left out
//!   because it is the frame pointer. a0-a3, s1 are also in GPRC (the
//!   compressed class), so no class's starved order is empty.
//! - FPR: ft0, ft1 (f0, f1: caller-saved, outside fa0-fa7 for the same
//!   reason) and fs0, fs1 (f8, f9: callee-saved, members of FPR32C and
//!   FPR64C).
//!
//! The variant is a copy of `targets/` in
//! `$CARGO_TARGET_TMPDIR/starved-targets` with the edit, used by the
//! `spillway` under test through `--td` (read at start-up, with the checks
//! of the build: no rebuild; `tests/td_runtime.rs` checks that `--td` gives
//! what the compiled-in target gives). Besides the runs, the test checks that
//! the variant's output names no GPR/FPR outside the starved sets other
//! than those the input already names (fixed argument/return registers),
//! sp, ra and zero: the allocator really was starved.

mod common;
use common::{arch_flags, parallel, prepare, rig, root, run, Prepared};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The starved GPR allocation order (record names), in order.
const STARVED_GPR: &[&str] = &["X10", "X11", "X12", "X13", "X9", "X18"];
/// The starved FPR allocation order (register numbers; `F<n>_F`/`F<n>_D`).
const STARVED_FPR: &[u32] = &[0, 1, 8, 9];

/// The classes that get the starved order, with the set they are cut to.
const GPR_CLASSES: &[&str] = &["GPR", "GPRNoX0", "GPRNoX0X2", "GPRJALR", "GPRC", "GPRTC"];
const FPR32_CLASSES: &[&str] = &["FPR32", "FPR32C"];
const FPR64_CLASSES: &[&str] = &["FPR64", "FPR64C"];

/// The list of tests/alloc_e2e.rs, then the corpus kernels it runs apart.
const PROGRAMS: &[&str] = &[
    "switch_vm",
    "recursion",
    "many_args",
    "stack_array",
    "float_math",
    "arith64",
    "arith32",
    "big_frame",
    "pressure",
    "fp_calls",
    "structs",
    "matmul",
    "lanehash",
    "calls",
    "features",
];

fn tmp() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
}

/// `RegisterInfo.td` with the starved allocation orders.
fn starve(td: &str) -> Result<String, String> {
    let gpr = STARVED_GPR.join(", ");
    let fpr = |suffix: &str| {
        STARVED_FPR
            .iter()
            .map(|n| format!("F{n}_{suffix}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let header = format!(
        "// Added by tests/starved.rs: the starved allocation orders.\n\
         defvar StarvedGPR = (add {gpr});\n\
         defvar StarvedFPR32 = (add {});\n\
         defvar StarvedFPR64 = (add {});\n\n",
        fpr("F"),
        fpr("D")
    );
    let anchor = "let RegInfos = XLenRI in {";
    let at = td
        .find(anchor)
        .ok_or_else(|| format!("RegisterInfo.td has no `{anchor}`"))?;
    let mut out = format!("{}{header}{}", &td[..at], &td[at..]);
    let groups = [
        (GPR_CLASSES, "StarvedGPR"),
        (FPR32_CLASSES, "StarvedFPR32"),
        (FPR64_CLASSES, "StarvedFPR64"),
    ];
    for (classes, set) in groups {
        for class in classes {
            let def = format!("def {class} : RegisterClass<");
            let start = out
                .find(&def)
                .ok_or_else(|| format!("RegisterInfo.td does not define {class}"))?;
            // The definition ends at the first `)>` followed by `;` or `{`.
            let rest = &out[start..];
            let mut end = None;
            for (k, _) in rest.match_indices(")>") {
                let after = rest[k + 2..].trim_start();
                if after.starts_with(';') || after.starts_with('{') {
                    end = Some((start + k + 2, after.starts_with(';')));
                    break;
                }
            }
            let (pos, semi) = end.ok_or_else(|| format!("cannot find the end of {class}"))?;
            let lets = format!(
                "\n  let AltOrders = [(and {set}, {class})];\n  let AltOrderSelect = [{{ return 1; }}];\n"
            );
            let ws = out[pos..].len() - out[pos..].trim_start().len();
            if semi {
                // `)>;` -> `)> { lets }`
                out.replace_range(pos..pos + ws + 1, &format!(" {{{lets}}}"));
            } else {
                out.replace_range(pos..pos + ws + 1, &format!(" {{{lets}"));
            }
        }
    }
    Ok(out)
}

/// Writes `data` to `path` unless it already holds exactly that (keeps
/// mtimes, so Cargo sees no change on a second run).
fn write_if_changed(path: &Path, data: &[u8]) {
    if std::fs::read(path).ok().as_deref() != Some(data) {
        if let Some(d) = path.parent() {
            std::fs::create_dir_all(d).unwrap();
        }
        std::fs::write(path, data).unwrap();
    }
}

/// Mirrors a folder.
fn mirror(from: &Path, to: &Path) {
    let mut entries: Vec<_> = std::fs::read_dir(from).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let ty = e.file_type().unwrap();
        if ty.is_dir() {
            mirror(&e.path(), &to.join(e.file_name()));
        } else if ty.is_file() {
            write_if_changed(&to.join(e.file_name()), &std::fs::read(e.path()).unwrap());
        }
    }
}

/// The starved copy of `targets/`: its path (`include/`, `riscv/`, ...).
fn starved_targets() -> PathBuf {
    let dir = tmp().join("starved-targets");
    mirror(&root().join("targets"), &dir);
    let td = std::fs::read_to_string(root().join("targets/riscv/RegisterInfo.td")).unwrap();
    let starved = starve(&td).unwrap_or_else(|e| panic!("{e}"));
    write_if_changed(&dir.join("riscv/RegisterInfo.td"), starved.as_bytes());
    dir
}

/// `spillway alloc` with the starved description.
fn alloc_cmd(targets: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_spillway"));
    c.arg("alloc").arg("--td").arg(targets.join("riscv"));
    c
}

/// The GPR/FPR names (`x12`, `f3`; FP views folded) a MIR body names.
fn phys_regs(mir: &str) -> BTreeSet<String> {
    let body = mir.find("\nbody:").map_or(mir, |i| &mir[i..]);
    let mut out = BTreeSet::new();
    let bytes = body.as_bytes();
    for (i, _) in body.match_indices('$') {
        let kind = bytes.get(i + 1).copied();
        if kind != Some(b'x') && kind != Some(b'f') {
            continue;
        }
        let digits: String = body[i + 2..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        if !digits.is_empty() {
            out.insert(format!("{}{digits}", kind.unwrap() as char));
        }
    }
    out
}

/// Registers the starved allocator may name beyond the input's: the
/// starved sets, zero, ra, sp.
fn allowed() -> BTreeSet<String> {
    let mut a: BTreeSet<String> = STARVED_GPR
        .iter()
        .map(|r| r.to_lowercase())
        .chain(STARVED_FPR.iter().map(|n| format!("f{n}")))
        .collect();
    for r in ["x0", "x1", "x2"] {
        a.insert(r.into());
    }
    a
}

/// Fails if `output` names a register outside the starved sets that
/// `input` does not already name.
fn check_starved(input: &str, output: &str, what: &str) -> Result<(), String> {
    let given = phys_regs(input);
    let ok = allowed();
    let extra: Vec<String> = phys_regs(output)
        .into_iter()
        .filter(|r| !ok.contains(r) && !given.contains(r))
        .collect();
    if extra.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{what}: the starved allocation uses {extra:?}, outside the starved orders"
        ))
    }
}

/// The variant's register model: every allocatable class's allocation
/// order lies in the starved sets, and GPR's is exactly `STARVED_GPR`.
fn check_variant_orders(targets: &Path) {
    let opts = dsl::Options {
        include_dirs: vec![targets.join("include"), targets.join("riscv")],
        defines: Vec::new(),
    };
    let loaded = dsl::load_file(&targets.join("riscv/top.td"), &opts)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let info = dsl::regs::compute(&loaded.records).expect("register model");
    let mut allowed: BTreeSet<String> = STARVED_GPR.iter().map(|s| s.to_string()).collect();
    for n in STARVED_FPR {
        allowed.insert(format!("F{n}_F"));
        allowed.insert(format!("F{n}_D"));
    }
    // Reserved anyway (CallingConv.td): never in a backend allocation order.
    for r in ["X0", "X2", "X3", "X4"] {
        allowed.insert(r.into());
    }
    for c in &info.classes {
        if !c.allocatable {
            continue;
        }
        let order: Vec<&str> = c
            .alloc_order()
            .iter()
            .map(|&r| info.registers[r].name.as_str())
            .collect();
        for r in &order {
            assert!(
                allowed.contains(*r),
                "class {}: {r} is in the starved allocation order {order:?}",
                c.name
            );
        }
        if c.name == "GPR" {
            assert_eq!(order, STARVED_GPR, "GPR's starved order");
        }
        if c.name == "FPR64" {
            let want: Vec<String> = STARVED_FPR.iter().map(|n| format!("F{n}_D")).collect();
            assert_eq!(order, want, "FPR64's starved order");
        }
    }
}

/// Allocates `p` with the starved variant (checker on), builds, runs,
/// compares with LLVM's build.
fn check_program(targets: &Path, p: &Prepared) -> Result<(), String> {
    let what = format!("{} {}", p.name, p.arch);
    let input = p.dir.join(format!("{}.pre-ra.mir", p.name));
    let mir = p.dir.join(format!("{}.starved.mir", p.name));
    let elf = p.dir.join(format!("{}.starved.elf", p.name));
    run(alloc_cmd(targets).arg(&input).arg("-o").arg(&mir))
        .map_err(|e| format!("{what}: starved spillway alloc failed: {e}"))?;
    let read = |f: &Path| std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()));
    check_starved(&read(&input)?, &read(&mir)?, &what)?;
    run(Command::new(rig().join("mir2exe.sh"))
        .args(arch_flags(p.arch))
        .arg("--start")
        .arg("post-pei")
        .arg("-o")
        .arg(&elf)
        .arg(&mir)
        .arg(root().join(format!("tests/programs/{}_main.c", p.name))))
    .map_err(|e| format!("{what}: llc/link rejected the starved output: {e}"))?;
    let got = run(Command::new(rig().join("run.sh")).arg(&elf))
        .map_err(|e| format!("{what}: the starved program failed: {e}"))?;
    if got != p.reference {
        return Err(format!(
            "{what}: printed {got:?}, LLVM's build printed {:?} ({})",
            p.reference,
            elf.display()
        ));
    }
    Ok(())
}

#[test]
fn starved_target_runs_every_benchmark_and_program() {
    let t0 = std::time::Instant::now();
    assert!(
        rig().join("mir2exe.sh").is_file(),
        "the RISC-V rig is not at {} (unset RIG_DIR to use scripts/rig)",
        rig().display()
    );
    let targets = starved_targets();
    check_variant_orders(&targets);

    let mut jobs = Vec::new();
    for p in PROGRAMS {
        jobs.push((*p, "rv64"));
        jobs.push((*p, "rv32"));
    }
    let failures = parallel(&jobs, |&(name, arch)| {
        check_program(
            &targets,
            &prepare(name, arch, &tmp().join(format!("starved-programs-{arch}")))?,
        )
    });
    eprintln!("starved target test: {:.1?}", t0.elapsed());
    assert!(
        failures.is_empty(),
        "{} of {} starved runs failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

#[test]
fn starve_edits_every_class() {
    let td = std::fs::read_to_string(root().join("targets/riscv/RegisterInfo.td")).unwrap();
    let s = starve(&td).unwrap_or_else(|e| panic!("{e}"));
    let n = GPR_CLASSES.len() + FPR32_CLASSES.len() + FPR64_CLASSES.len();
    assert_eq!(
        s.matches("let AltOrderSelect = [{ return 1; }];").count(),
        n
    );
}
