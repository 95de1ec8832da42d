//! The memory bound (`backend::analysis::membound`) against real
//! allocations of every rig benchmark and example of the MIR corpus, rv64
//! and rv32: LLVM's own (`NAME.ARCH.post-ra.mir`, from the same compile as
//! the pre-RA file, with its callee-saved saves inserted) and Spillway's default pipeline (greedy, full
//! softening; the checker proves it). An allocation keeping `B` values in
//! memory at one point needs `B` distinct stack objects, so each must have
//! at least `bound` spill or callee-saved save objects left; a bound above
//! that would be wrong. On matmul the figures are pinned: the bound is 0
//! (9 if only constants were rematerialized), and Spillway keeps nothing
//! in memory.

mod common;

use backend::analysis::membound::{memory_bound, MemBound};
use backend::analysis::Analysis;
use backend::mir::parse::read;
use backend::mir::{Function, StackObjectKind};
use backend::pipeline::{run, PipelineOptions};

fn objects(f: &Function) -> usize {
    f.stack
        .iter()
        .filter(|o| o.kind == StackObjectKind::SpillSlot)
        .count()
}

fn load(p: &std::path::Path) -> (backend::target::Target, backend::mir::MirFile) {
    let text = std::fs::read_to_string(p).expect("read corpus file");
    read(&text, &p.to_string_lossy(), tables::TARGETS).unwrap_or_else(|e| panic!("{}", e.render()))
}

fn bound_of(f: &Function, t: &backend::target::Target) -> MemBound {
    let a = Analysis::new(f, t);
    memory_bound(f, t, &a)
}

#[test]
fn bound_never_exceeds_what_llvm_and_spillway_keep_in_memory() {
    let mut rows = Vec::new();
    for pre in common::corpus_files(".pre-ra.mir") {
        let name = pre.file_name().unwrap().to_string_lossy().into_owned();
        let (t, file) = load(&pre);
        let post = pre.with_file_name(name.replace(".pre-ra.mir", ".post-ra.mir"));
        let (_, mut llvm) = load(&post);
        for g in &mut llvm.functions {
            // LLVM's callee-saved saves, as Spillway's frame lowering
            // would insert them for that allocation.
            backend::frame::insert_csr_saves(g, &t).expect("csr saves");
        }
        let out = run(&file, &t, &PipelineOptions::default()).expect("pipeline");
        assert!(!out.check_failed(), "{name}: checker failed");
        for (k, f) in file.functions.iter().enumerate() {
            let m = bound_of(f, &t);
            let ours = objects(&out.file.functions[k]);
            let theirs = llvm
                .functions
                .iter()
                .find(|g| g.name == f.name)
                .map_or(usize::MAX, objects);
            rows.push(format!(
                "{name} {}: bound {} (constants only {}, no in-loop remat {}), spillway {ours}, llvm {theirs}",
                f.name, m.bound, m.bound_constant_remat, m.bound_no_loop_remat
            ));
            assert!(
                m.bound <= ours && m.bound <= theirs,
                "{name} {}: bound {} above an allocation's memory objects (spillway {ours}, llvm {theirs}): {m:?}",
                f.name,
                m.bound
            );
        }
    }
    println!("{}", rows.join("\n"));
}

#[test]
fn matmul_spillway_reaches_the_bound() {
    for arch in ["rv64", "rv32"] {
        let pre = common::corpus_dir().join(format!("matmul.{arch}.pre-ra.mir"));
        let (t, file) = load(&pre);
        let f = &file.functions[0];
        let m = bound_of(f, &t);
        // tests/programs/matmul.c: at the peak (inside the k loop) 33
        // integer values are live (16 accumulators, 4 + 4 matrix values,
        // the addresses and counters); with the 25 entry values (ra,
        // s0-s11, fs0-fs11) that is at most the 28 GPRs + 32 FPRs = 60
        // homes, so nothing needs memory, rematerialization or not.
        let gpr = m.classes.iter().find(|c| c.name == "gpr").expect("gpr");
        assert_eq!(
            (gpr.peak_values, gpr.preserved, gpr.homes),
            (33, 13, 60),
            "{arch}: {m:?}"
        );
        assert_eq!(
            (m.bound, m.bound_constant_remat, m.bound_no_loop_remat),
            (0, 0, 0),
            "{arch}: {m:?}"
        );
        let out = run(&file, &t, &PipelineOptions::default()).expect("pipeline");
        assert!(!out.check_failed(), "{arch}: checker failed");
        let r = &out.reports[0];
        // Spillway recomputes the addresses and keeps every spill slot and
        // callee-saved save in an FPR: nothing in memory, no frame.
        assert_eq!(objects(&out.file.functions[0]), 0, "{arch}: {r:?}");
        assert_eq!(r.frame_bytes, Some(0), "{arch}: {r:?}");
        assert_eq!(r.softened_csr, 13, "{arch}: {r:?}");
    }
}
