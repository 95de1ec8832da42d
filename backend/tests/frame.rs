//! Frame lowering end to end with the rig: LLVM's own allocation of every
//! corpus kernel (`NAME.ARCH.post-ra.mir`), rv64 and rv32,
//! goes through `backend::frame::lower_file`, is printed, resumed with
//! `mir2exe.sh --start post-pei` (llc `-start-after=prologepilog
//! -verify-machineinstrs`), run under qemu, and must print exactly what the
//! reference build (`c2exe.sh`) prints; the rig's runtime check fails the
//! run (exit 99) if a callee-saved register or sp is not preserved. A
//! table compares our frame sizes with LLVM's (`c2mir.sh --stop post-pei`).
//! Also: a kernel with a 5 KB frame (tests/frame/bigframe.c: offsets and
//! sp adjustments beyond a 12-bit immediate, stack-passed arguments) and
//! `stackargs` of tests/programs/features.c (an incoming stack
//! argument, `%fixed-stack.0`), whose assembly must equal LLVM's.

mod common;

use backend::frame::{lower_file, FrameStats};
use backend::mir::parse::read;
use backend::mir::print::print_file;
use std::path::{Path, PathBuf};
use std::process::Command;

const BENCHES: &[&str] = common::KERNELS;

fn scratch_dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("frame");
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

fn tests_frame_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/frame")
}

/// Runs a command; its stdout, or a description of the failure.
fn run(cmd: &mut Command) -> Result<String, String> {
    let o = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "{cmd:?} exited with {}:\n{}{}",
            o.status,
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&o.stdout).into_owned())
}

fn rig(script: &str) -> Command {
    let mut c = Command::new("bash");
    c.arg(common::rig_dir().join(script));
    c
}

fn arch_flag(c: &mut Command, arch: &str) {
    if arch == "rv32" {
        c.arg("--rv32");
    }
}

/// `stackSize` per function name of a MIR file.
fn stack_sizes(text: &str) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    let mut name = None;
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("name:") {
            name = Some(n.trim().to_string());
        } else if let Some(s) = line.trim().strip_prefix("stackSize:") {
            if let (Some(n), Ok(v)) = (name.take(), s.trim().parse()) {
                out.push((n, v));
            }
        }
    }
    out
}

/// Entries of the `stack:` lists of a MIR file that are not callee-saved
/// slots (every function together).
fn non_csr_objects(text: &str) -> usize {
    let mut in_stack = false;
    let mut n = 0;
    for l in text.lines() {
        if !l.starts_with(' ') {
            in_stack = l.starts_with("stack:");
        } else if in_stack && l.trim_start().starts_with("- {") {
            n += 1;
        } else if in_stack && l.contains("callee-saved-register: '$") {
            n -= 1;
        }
    }
    n
}

/// One row of the frame-size table.
struct Row {
    bench: String,
    arch: String,
    function: String,
    ours: FrameStats,
    llvm: Option<u64>,
    /// The input has as many spill slots and locals as LLVM's post-pei
    /// MIR (no stack-slot coloring happened in between).
    same_slots: bool,
}

/// Lowers `post_ra`, builds it with `main_c`, runs it and compares with
/// the reference build of `kernel_c` + `main_c`.
fn end_to_end(
    tag: &str,
    arch: &str,
    post_ra: &Path,
    kernel_c: &Path,
    main_c: &Path,
) -> Result<Vec<Row>, String> {
    let dir = scratch_dir();
    let text = std::fs::read_to_string(post_ra).map_err(|e| format!("{post_ra:?}: {e}"))?;
    let (target, mut file) = read(&text, &post_ra.to_string_lossy(), tables::TARGETS)
        .map_err(|e| format!("{tag}.{arch}: read failed:\n{}", e.render()))?;
    let stats = lower_file(&mut file, &target).map_err(|es| {
        es.iter()
            .map(|e| e.render(&post_ra.to_string_lossy()))
            .collect::<String>()
    })?;
    let out_mir = dir.join(format!("{tag}.{arch}.post-pei.mir"));
    std::fs::write(&out_mir, print_file(&file, &target)).map_err(|e| e.to_string())?;
    let elf = dir.join(format!("{tag}.{arch}.elf"));
    let mut c = rig("mir2exe.sh");
    arch_flag(&mut c, arch);
    c.args(["--start", "post-pei", "-o"])
        .arg(&elf)
        .arg(&out_mir)
        .arg(main_c);
    run(&mut c).map_err(|e| format!("{tag}.{arch}: llc/link of our post-pei MIR failed: {e}"))?;
    let ours = run(rig("run.sh").arg(&elf))
        .map_err(|e| format!("{tag}.{arch}: our build failed at run time: {e}"))?;
    let ref_elf = dir.join(format!("{tag}.{arch}.ref.elf"));
    let mut c = rig("c2exe.sh");
    arch_flag(&mut c, arch);
    c.arg("-o").arg(&ref_elf).arg(kernel_c).arg(main_c);
    run(&mut c)?;
    let reference = run(rig("run.sh").arg(&ref_elf))?;
    if ours != reference {
        return Err(format!(
            "{tag}.{arch}: output differs from the reference build\n  ours: {ours}  ref:  {reference}  (MIR: {})",
            out_mir.display()
        ));
    }
    // LLVM's own frame sizes.
    let llvm_mir = dir.join(format!("{tag}.{arch}.llvm.post-pei.mir"));
    let mut c = rig("c2mir.sh");
    arch_flag(&mut c, arch);
    c.args(["--stop", "post-pei", "-o"])
        .arg(&llvm_mir)
        .arg(kernel_c);
    run(&mut c)?;
    let llvm_text = std::fs::read_to_string(&llvm_mir).map_err(|e| e.to_string())?;
    let llvm = stack_sizes(&llvm_text);
    let same_slots = non_csr_objects(&llvm_text) == non_csr_objects(&text);
    Ok(file
        .functions
        .iter()
        .zip(stats)
        .map(|(f, s)| Row {
            bench: tag.to_string(),
            arch: arch.to_string(),
            function: f.name.clone(),
            ours: s,
            llvm: llvm.iter().find(|(n, _)| *n == f.name).map(|(_, v)| *v),
            same_slots,
        })
        .collect())
}

fn print_table(rows: &[Row]) {
    println!(
        "{:<10} {:<5} {:<14} {:>7} {:>7} {:>5} {:>6} {:>6} {:>6}  note",
        "bench", "arch", "function", "ours", "llvm", "csrs", "callfr", "fi", "large"
    );
    for r in rows {
        println!(
            "{:<10} {:<5} {:<14} {:>7} {:>7} {:>5} {:>6} {:>6} {:>6}{}",
            r.bench,
            r.arch,
            r.function,
            r.ours.stack_size,
            r.llvm.map_or("?".to_string(), |v| v.to_string()),
            r.ours.csr_saved,
            r.ours.max_call_frame_size,
            r.ours.frame_indices,
            r.ours.large_offsets,
            if r.same_slots {
                ""
            } else {
                "  LLVM colored stack slots after post-ra"
            }
        );
    }
}

#[test]
fn rig_benchmarks_run_with_our_frames() {
    let bench_dir = common::programs_dir();
    let corpus = common::corpus_dir().to_path_buf();
    let jobs: Vec<(String, String)> = BENCHES
        .iter()
        .flat_map(|b| ["rv64", "rv32"].map(|a| (b.to_string(), a.to_string())))
        .collect();
    let results: Vec<Result<Vec<Row>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|(b, a)| {
                let (bench_dir, corpus) = (&bench_dir, &corpus);
                s.spawn(move || {
                    end_to_end(
                        b,
                        a,
                        &corpus.join(format!("{b}.{a}.post-ra.mir")),
                        &bench_dir.join(format!("{b}.c")),
                        &bench_dir.join(format!("{b}_main.c")),
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("thread panicked".into())))
            .collect()
    });
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    for r in results {
        match r {
            Ok(v) => rows.extend(v),
            Err(e) => failures.push(e),
        }
    }
    print_table(&rows);
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
    for (b, a) in &jobs {
        assert!(
            rows.iter()
                .any(|r| r.bench == *b && r.arch == *a && r.function == *b),
            "{b}.{a}: no row for the kernel function {b}"
        );
    }
    // LLVM runs stack-slot coloring between its allocation and PEI, so it
    // may have fewer slots than the post-ra file we start from: the frames
    // must be equal when the slots are the same, and ours no larger
    // otherwise... except what coloring saved (reported in the table).
    for r in &rows {
        let llvm = r.llvm.expect("LLVM's stackSize");
        if r.same_slots {
            assert_eq!(
                r.ours.stack_size, llvm,
                "{}.{} {}: same slots as LLVM, different frame size",
                r.bench, r.arch, r.function
            );
        }
    }
}

#[test]
fn big_frame_offsets_beyond_the_immediate() {
    let dir = scratch_dir();
    let kernel = tests_frame_dir().join("bigframe.c");
    let main_c = tests_frame_dir().join("bigframe_main.c");
    let results: Vec<Result<Vec<Row>, String>> = std::thread::scope(|s| {
        let hs: Vec<_> = ["rv64", "rv32"]
            .into_iter()
            .map(|arch| {
                let (dir, kernel, main_c) = (&dir, &kernel, &main_c);
                s.spawn(move || {
                    let post_ra = dir.join(format!("bigframe.{arch}.post-ra.mir"));
                    let mut c = rig("c2mir.sh");
                    arch_flag(&mut c, arch);
                    c.args(["--stop", "post-ra", "-o"])
                        .arg(&post_ra)
                        .arg(kernel);
                    run(&mut c)?;
                    end_to_end("bigframe", arch, &post_ra, kernel, main_c)
                })
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("thread panicked".into())))
            .collect()
    });
    let mut rows = Vec::new();
    for r in results {
        rows.extend(r.unwrap_or_else(|e| panic!("{e}")));
    }
    print_table(&rows);
    for r in &rows {
        assert!(
            r.ours.stack_size > 2048,
            "{}: frame {}",
            r.arch,
            r.ours.stack_size
        );
        assert!(
            r.ours.large_offsets > 0,
            "{}: no offset needed a scratch",
            r.arch
        );
    }
}

/// The assembly of function `name` in a `.s` file: from its label to its
/// `.size` directive.
fn function_asm(s: &str, name: &str) -> String {
    let start = format!("{name}:");
    s.lines()
        .skip_while(|l| !l.starts_with(&start))
        .take_while(|l| !l.trim_start().starts_with(&format!(".size\t{name}")))
        .filter(|l| !l.trim_start().starts_with(".Lfunc_end"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn fixed_stack_argument_matches_llvm() {
    let dir = scratch_dir();
    let features_c = common::programs_dir().join("features.c");
    for arch in ["rv64", "rv32"] {
        let post_ra = common::corpus_dir().join(format!("features.{arch}.post-ra.mir"));
        let text = std::fs::read_to_string(&post_ra).expect("corpus file");
        let (target, mut file) = read(&text, &post_ra.to_string_lossy(), tables::TARGETS)
            .unwrap_or_else(|e| panic!("{}", e.render()));
        lower_file(&mut file, &target).unwrap_or_else(|es| panic!("{}", es[0].render("features")));
        let ours = dir.join(format!("features.{arch}.post-pei.mir"));
        std::fs::write(&ours, print_file(&file, &target)).expect("write");
        let theirs = dir.join(format!("features.{arch}.llvm.post-pei.mir"));
        let mut c = rig("c2mir.sh");
        arch_flag(&mut c, arch);
        c.args(["--stop", "post-pei", "-o"])
            .arg(&theirs)
            .arg(&features_c);
        run(&mut c).expect("c2mir");
        let (llc, flags) = common::rig_llc(arch);
        let mut asm = Vec::new();
        for (mir, tag) in [(&ours, "ours"), (&theirs, "llvm")] {
            let s = dir.join(format!("features.{arch}.{tag}.s"));
            run(Command::new(&llc)
                .args(&flags)
                .arg("-start-after=prologepilog")
                .arg(mir)
                .arg("-o")
                .arg(&s))
            .unwrap_or_else(|e| panic!("llc rejects {tag} ({arch}): {e}"));
            asm.push(std::fs::read_to_string(&s).expect("read .s"));
        }
        let (a, b) = (
            function_asm(&asm[0], "stackargs"),
            function_asm(&asm[1], "stackargs"),
        );
        assert!(
            a.contains("(sp)"),
            "{arch}: stackargs reads no stack argument:\n{a}"
        );
        assert_eq!(a, b, "{arch}: stackargs differs from LLVM's");
    }
}
