//! Round trip of the MIR reader and writer against LLVM 14: for every MIR
//! file of the corpus (`scripts/mir-corpus.sh`: kernels of
//! tests/programs, rv64 and rv32), print(read(file)) must make llc
//! produce the same assembly as the original when llc resumes from it
//! (`-start-before=greedy` for pre-RA, `-start-after=finalize-isel` for
//! SSA, `-start-after=virtregrewriter` for post-RA), and printing must be
//! idempotent. llc runs with the rig's own flags (`lib.sh`'s
//! `RIG_LLCFLAGS`).

mod common;

use backend::mir::parse::read;
use backend::mir::print::print_file;
use std::path::{Path, PathBuf};
use std::process::Command;

fn arch_of(p: &Path) -> &'static str {
    if p.to_string_lossy().contains(".rv32.") {
        "rv32"
    } else {
        "rv64"
    }
}

/// Runs llc on `mir` from `start` and returns the assembly (or llc's
/// error output as `Err`).
fn llc(mir: &Path, start: &str, out: &Path) -> Result<String, String> {
    let (llc, flags) = common::rig_llc(arch_of(mir));
    let o = Command::new(&llc)
        .args(&flags)
        .arg(start)
        .arg(mir)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("cannot run {llc}: {e}"))?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    // Not necessarily UTF-8: with debug info, llc writes each `.byte` of a
    // DWARF expression with the byte itself as its comment.
    std::fs::read(out)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .map_err(|e| e.to_string())
}

fn scratch_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("mir-roundtrip");
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Parse, print, and compare llc's assembly on both; returns a failure
/// description.
fn roundtrip_one(path: &Path, start: &str) -> Result<(), String> {
    let name = path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let (target, file) = read(&text, &path.to_string_lossy(), tables::TARGETS)
        .map_err(|e| format!("{name}: read failed:\n{}", e.render()))?;
    let printed = print_file(&file, &target);
    let dir = scratch_dir();
    let printed_path = dir.join(format!("{name}.printed.mir"));
    std::fs::write(&printed_path, &printed).map_err(|e| e.to_string())?;
    let want = llc(path, start, &dir.join(format!("{name}.orig.s")))
        .map_err(|e| format!("{name}: llc on the original failed:\n{e}"))?;
    let got = llc(&printed_path, start, &dir.join(format!("{name}.printed.s"))).map_err(|e| {
        format!(
            "{name}: llc rejects the printed file {}:\n{e}",
            printed_path.display()
        )
    })?;
    if want != got {
        let line = want
            .lines()
            .zip(got.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "{name}: assembly differs from line {} (printed file: {})",
            line + 1,
            printed_path.display()
        ));
    }
    Ok(())
}

/// Runs `f` on every file in parallel threads; panics listing failures.
fn for_all(files: Vec<PathBuf>, f: impl Fn(&Path) -> Result<(), String> + Sync) {
    let n = files.len();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = files.iter().map(|p| s.spawn(|| f(p))).collect();
        handles
            .into_iter()
            .filter_map(|h| match h.join() {
                Ok(Ok(())) => None,
                Ok(Err(e)) => Some(e),
                Err(_) => Some("a worker panicked".to_string()),
            })
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {n} files failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn pre_ra_corpus_gives_the_same_assembly() {
    for_all(common::corpus_files(".pre-ra.mir"), |p| {
        roundtrip_one(p, "-start-before=greedy")
    });
}

#[test]
fn ssa_corpus_gives_the_same_assembly() {
    for_all(common::corpus_files(".ssa.mir"), |p| {
        roundtrip_one(p, "-start-after=finalize-isel")
    });
}

#[test]
fn post_ra_corpus_gives_the_same_assembly() {
    for_all(common::corpus_files(".post-ra.mir"), |p| {
        roundtrip_one(p, "-start-after=virtregrewriter")
    });
}

/// MIR files besides the corpus: the fuzzer's seeds (`fuzz/seeds-mir`:
/// pre-RA, SSA and post-PEI), and a rig's `examples/*.mir` when it has
/// some (`RIG_DIR`).
fn rig_example_mirs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = [
        common::workspace_root().join("fuzz/seeds-mir"),
        common::rig_dir().join("examples"),
    ]
    .iter()
    .flat_map(|d| std::fs::read_dir(d).into_iter().flatten().flatten())
    .map(|e| e.path())
    .filter(|p| p.extension().is_some_and(|x| x == "mir"))
    .collect();
    v.sort();
    assert!(!v.is_empty(), "no fuzz/seeds-mir/*.mir");
    v
}

#[test]
fn every_mir_file_reads_and_prints_idempotently() {
    let mut files = common::corpus_files(".mir");
    files.extend(rig_example_mirs());
    for_all(files, |p| {
        let name = p.to_string_lossy().into_owned();
        let text = std::fs::read_to_string(p).map_err(|e| format!("{name}: {e}"))?;
        let (target, file) = read(&text, &name, tables::TARGETS)
            .map_err(|e| format!("{name}: read failed:\n{}", e.render()))?;
        if file.functions.is_empty() {
            return Err(format!("{name}: no functions read"));
        }
        let once = print_file(&file, &target);
        let (t2, again) = read(&once, &name, tables::TARGETS).map_err(|e| {
            format!(
                "{name}: the printed file does not read back:\n{}",
                e.render()
            )
        })?;
        let twice = print_file(&again, &t2);
        if once != twice {
            let line = once
                .lines()
                .zip(twice.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            return Err(format!(
                "{name}: printing is not idempotent (line {})",
                line + 1
            ));
        }
        // The model survives the round trip.
        for (a, b) in file.functions.iter().zip(&again.functions) {
            let ia: Vec<_> = a
                .blocks
                .iter()
                .flat_map(|b| &b.insts)
                .map(|i| (&i.opcode, &i.operands))
                .collect();
            let ib: Vec<_> = b
                .blocks
                .iter()
                .flat_map(|b| &b.insts)
                .map(|i| (&i.opcode, &i.operands))
                .collect();
            if ia != ib || a.vregs != b.vregs || a.liveins != b.liveins {
                return Err(format!(
                    "{name}: {}: the model changed through print + read",
                    a.name
                ));
            }
        }
        Ok(())
    });
}

/// The reader models the corpus's operands: no register, block, frame
/// index or global is left verbatim (only inline-asm strings, metadata,
/// constant-pool indices `%const.N` — verbatim by design, `mir::parse` —
/// and CFI operands are).
#[test]
fn corpus_operands_are_modeled() {
    let mut verbatim = std::collections::BTreeMap::<String, usize>::new();
    for p in common::corpus_files(".mir") {
        let text = std::fs::read_to_string(&p).expect("read");
        let (_, file) = read(&text, &p.to_string_lossy(), tables::TARGETS).expect("parse");
        for f in &file.functions {
            for b in &f.blocks {
                for i in &b.insts {
                    for o in &i.operands {
                        if let backend::mir::Operand::Verbatim(v) = o {
                            // CFI operands (post-PEI files) are verbatim.
                            if i.opcode != "CFI_INSTRUCTION" {
                                *verbatim.entry(v.clone()).or_default() += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    for v in verbatim.keys() {
        assert!(
            v.starts_with('&')
                || v.starts_with('!')
                || v.starts_with("%const.")
                || (v.starts_with("target-flags(") && v.contains(") %const.")),
            "operand kept verbatim that should be modeled: {v}"
        );
    }
}

/// Beyond the corpus: every corpus kernel compiled with debug
/// info (`DBG_VALUE`, `debug-location !N`, metadata operands) and stopped
/// after prologue/epilogue insertion too (`frame-setup`, `CFI_INSTRUCTION`,
/// callee-saved stack objects), rv64. The same llc comparison.
#[test]
fn debug_info_and_post_pei_variants_give_the_same_assembly() {
    let rig = common::rig_dir();
    let dir = scratch_dir().join("debug-variants");
    std::fs::create_dir_all(&dir).expect("dir");
    let sources: Vec<PathBuf> = common::KERNELS
        .iter()
        .chain(&["features", "float_math"])
        .map(|k| common::programs_dir().join(format!("{k}.c")))
        .collect();
    let lib = rig.join("lib.sh");
    let make = |c: &Path| -> Result<Vec<(PathBuf, &'static str)>, String> {
        let name = c
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let mut out = Vec::new();
        for (stop, start) in [
            ("-stop-before=greedy", "-start-before=greedy"),
            ("-stop-after=prologepilog", "-start-after=prologepilog"),
        ] {
            let mir = dir.join(format!("{name}.rv64.g{stop}.mir"));
            let script = format!(
                "source '{}' && rig_arch rv64 && \"$CLANG\" \"${{RIG_CFLAGS[@]}}\" -g -S -emit-llvm -o - '{}' | \"$LLC\" \"${{RIG_LLCFLAGS[@]}}\" {stop} -o '{}' -",
                lib.display(),
                c.display(),
                mir.display()
            );
            let o = Command::new("bash")
                .arg("-c")
                .arg(script)
                .output()
                .map_err(|e| e.to_string())?;
            if !o.status.success() {
                return Err(format!(
                    "{name}: making the MIR failed:\n{}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
            out.push((mir, start));
        }
        Ok(out)
    };
    for_all(sources, |c| {
        for (mir, start) in make(c)? {
            roundtrip_one(&mir, start)?;
        }
        Ok(())
    });
}
