//! The greedy and basic allocators end to end: every corpus kernel (rv64
//! and rv32; pre-RA input, and SSA input lowered by `backend::lower`) is
//! allocated, proved by the checker, printed, built by the rig
//! (`mir2exe.sh --start post-ra`), run under qemu and compared with the
//! reference build (`c2exe.sh`); a table of static spills/reloads and
//! dynamic instruction and sp load/store counts against LLVM's greedy on
//! the same input (`mir2exe.sh --start pre-ra`, the README's fair
//! baseline) is printed (`cargo test --release --test alloc_greedy --
//! --nocapture`) and written to `$CARGO_TARGET_DIR/alloc_greedy.txt`.
//! Hand-built functions test eviction, splitting and rematerialization.

mod common;

use backend::check::check;
use backend::mir::{parse, print, Function, MirFile, Operand, Reg};
use backend::regalloc::greedy::{self, count_spill_code, GreedyStats};
use backend::regalloc::{allocate, AllocOptions, Allocator};
use backend::target::Target;
use std::path::{Path, PathBuf};
use std::process::Command;

const BENCHES: &[&str] = common::KERNELS;

fn out_dir() -> PathBuf {
    let d = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| common::workspace_root().join("target"))
        .join("alloc-greedy");
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn read(path: &Path) -> (Target, MirFile) {
    let text = std::fs::read_to_string(path).unwrap();
    parse::read(&text, &path.to_string_lossy(), tables::TARGETS)
        .unwrap_or_else(|e| panic!("{}", e.render()))
}

fn sh(args: &[&str]) -> Result<String, String> {
    let out = Command::new("bash")
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).to_string())
    } else {
        Err(format!(
            "{}\n{}{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Program output (without the count lines) and (insns, sp loads, sp stores).
type RunResult = (String, [u64; 3]);

/// One job of the end-to-end test: bench, arch, and (input, allocator)
/// or `None` for LLVM's own allocation.
type Job = (String, String, Option<(String, Allocator)>);

fn run(elf: &Path, func: &str) -> Result<(String, [u64; 3]), String> {
    let rig = common::rig_dir();
    let out = sh(&[
        &rig.join("run.sh").to_string_lossy(),
        "--count",
        "--func",
        func,
        &elf.to_string_lossy(),
    ])?;
    let get = |k: &str| {
        out.split_whitespace()
            .find_map(|w| w.strip_prefix(k).and_then(|v| v.parse().ok()))
            .unwrap_or(0)
    };
    let text: String = out
        .lines()
        .filter(|l| common::count_line(l).is_none())
        .map(|l| format!("{l}\n"))
        .collect();
    Ok((text, [get("insns="), get("sp_loads="), get("sp_stores=")]))
}

fn func_of(bench: &str) -> &str {
    bench
}

/// One allocation job: allocate every function, prove it, build, run.
struct Row {
    name: String,
    static_sr: (usize, usize),
    dynamic: [u64; 3],
    alloc_ms: f64,
}

fn alloc_job(bench: &str, arch: &str, input: &str, alloc: Allocator) -> Result<Row, String> {
    let rig = common::rig_dir();
    let src = common::corpus_dir().join(format!("{bench}.{arch}.{input}.mir"));
    let (t, file) = read(&src);
    let mut pre = file.clone();
    if input == "ssa" {
        backend::lower::lower_file(&mut pre, &t).map_err(|e| format!("{e:?}"))?;
    }
    let mut post = pre.clone();
    let (mut spills, mut reloads, mut ms) = (0, 0, 0.0);
    for (k, f) in pre.functions.iter().enumerate() {
        let r = allocate(
            f,
            &t,
            &AllocOptions {
                allocator: alloc,
                ..AllocOptions::default()
            },
        )
        .map_err(|e| e.render(&src.to_string_lossy()))?;
        check(f, &r.function, &t).map_err(|es| {
            format!(
                "{bench}.{arch}.{input} {}: checker: {}",
                alloc.name(),
                es.iter().map(|e| e.to_string()).collect::<String>()
            )
        })?;
        spills += r.stats.spills;
        reloads += r.stats.reloads;
        ms += r.stats.time.as_secs_f64() * 1e3;
        post.functions[k] = r.function;
    }
    let dir = out_dir();
    let stem = format!("{bench}.{arch}.{input}.{}", alloc.name());
    let mir = dir.join(format!("{stem}.mir"));
    std::fs::write(&mir, print::print_file(&post, &t)).unwrap();
    let elf = dir.join(format!("{stem}.elf"));
    let mut args = vec![rig.join("mir2exe.sh").to_string_lossy().to_string()];
    if arch == "rv32" {
        args.push("--rv32".into());
    }
    args.extend(["--start".into(), "post-ra".into(), "-o".into()]);
    args.push(elf.to_string_lossy().into());
    args.push(mir.to_string_lossy().into());
    args.push(
        common::programs_dir()
            .join(format!("{bench}_main.c"))
            .to_string_lossy()
            .into(),
    );
    let refs: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    sh(&refs)?;
    let (out, dynamic) = run(&elf, func_of(bench))?;
    let (want, _) = reference(bench, arch)?;
    if out != want {
        return Err(format!(
            "{stem}: output differs from the reference:\n{out}\nvs\n{want}"
        ));
    }
    Ok(Row {
        name: stem,
        static_sr: (spills, reloads),
        dynamic,
        alloc_ms: ms,
    })
}

/// The reference build's output (`c2exe.sh`, cached per process).
fn reference(bench: &str, arch: &str) -> Result<(String, [u64; 3]), String> {
    let rig = common::rig_dir();
    let elf = out_dir().join(format!("{bench}.{arch}.ref.elf"));
    let mut args = vec![rig.join("c2exe.sh").to_string_lossy().to_string()];
    if arch == "rv32" {
        args.push("--rv32".into());
    }
    args.extend(["-o".into(), elf.to_string_lossy().into()]);
    args.push(
        common::programs_dir()
            .join(format!("{bench}.c"))
            .to_string_lossy()
            .into(),
    );
    args.push(
        common::programs_dir()
            .join(format!("{bench}_main.c"))
            .to_string_lossy()
            .into(),
    );
    static LOCK: std::sync::Mutex<Vec<(String, RunResult)>> = std::sync::Mutex::new(Vec::new());
    let key = format!("{bench}.{arch}");
    if let Some((_, r)) = LOCK.lock().unwrap().iter().find(|(k, _)| *k == key) {
        return Ok(r.clone());
    }
    let refs: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    sh(&refs)?;
    let r = run(&elf, func_of(bench))?;
    LOCK.lock().unwrap().push((key, r.clone()));
    Ok(r)
}

/// LLVM's greedy on the same pre-RA input: static spills/reloads (from the
/// corpus' post-ra file) and dynamic counts (`mir2exe.sh --start pre-ra`).
fn llvm_job(bench: &str, arch: &str) -> Result<Row, String> {
    let rig = common::rig_dir();
    let c = common::corpus_dir();
    let (t, pre) = read(&c.join(format!("{bench}.{arch}.pre-ra.mir")));
    let (_, post) = read(&c.join(format!("{bench}.{arch}.post-ra.mir")));
    let (mut s, mut r) = (0, 0);
    for pf in &post.functions {
        if let Some(qf) = pre.functions.iter().find(|f| f.name == pf.name) {
            let (a, b) = count_spill_code(pf, &t, qf);
            s += a;
            r += b;
        }
    }
    let elf = out_dir().join(format!("{bench}.{arch}.llvm.elf"));
    let mut args = vec![rig.join("mir2exe.sh").to_string_lossy().to_string()];
    if arch == "rv32" {
        args.push("--rv32".into());
    }
    args.extend(["--start".into(), "pre-ra".into(), "-o".into()]);
    args.push(elf.to_string_lossy().into());
    args.push(
        c.join(format!("{bench}.{arch}.pre-ra.mir"))
            .to_string_lossy()
            .into(),
    );
    args.push(
        common::programs_dir()
            .join(format!("{bench}_main.c"))
            .to_string_lossy()
            .into(),
    );
    let refs: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    sh(&refs)?;
    let (out, dynamic) = run(&elf, func_of(bench))?;
    let (want, _) = reference(bench, arch)?;
    if out != want {
        return Err(format!(
            "{bench}.{arch}: LLVM's own build differs from the reference"
        ));
    }
    Ok(Row {
        name: format!("{bench}.{arch}.pre-ra.llvm"),
        static_sr: (s, r),
        dynamic,
        alloc_ms: 0.0,
    })
}

#[test]
fn every_benchmark_proved_and_runs() {
    // References first (serially per bench, in parallel across benches).
    std::thread::scope(|s| {
        for b in BENCHES {
            for a in ["rv64", "rv32"] {
                s.spawn(move || reference(b, a).unwrap());
            }
        }
    });
    let mut jobs: Vec<Job> = Vec::new();
    for &b in BENCHES {
        for a in ["rv64", "rv32"] {
            jobs.push((b.into(), a.into(), None));
            for (input, al) in [
                ("pre-ra", Allocator::Greedy),
                ("pre-ra", Allocator::Basic),
                ("ssa", Allocator::Greedy),
                ("ssa", Allocator::Basic),
            ] {
                jobs.push((b.into(), a.into(), Some((input.into(), al))));
            }
        }
    }
    let results: Vec<Result<Row, String>> = std::thread::scope(|s| {
        let hs: Vec<_> = jobs
            .iter()
            .map(|(b, a, j)| {
                s.spawn(move || match j {
                    None => llvm_job(b, a),
                    Some((input, al)) => alloc_job(b, a, input, *al),
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut table = format!(
        "{:<34} {:>7} {:>8} {:>11} {:>9} {:>9} {:>9}\n",
        "allocation", "spills", "reloads", "dyn insns", "sp loads", "sp stores", "alloc ms"
    );
    let mut failures = Vec::new();
    for r in &results {
        match r {
            Ok(r) => table.push_str(&format!(
                "{:<34} {:>7} {:>8} {:>11} {:>9} {:>9} {:>9.2}\n",
                r.name,
                r.static_sr.0,
                r.static_sr.1,
                r.dynamic[0],
                r.dynamic[1],
                r.dynamic[2],
                r.alloc_ms
            )),
            Err(e) => failures.push(e.clone()),
        }
    }
    println!("{table}");
    let _ = std::fs::write(out_dir().join("../alloc_greedy.txt"), &table);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(results.len(), BENCHES.len() * 10);
}

// ---- hand-built functions ----

fn rv64() -> Target {
    Target::bind(
        &tables::riscv::DESC,
        &["64bit", "m", "a", "f", "d", "c"],
        Some("lp64d"),
    )
}

/// One function from a MIR body (`liveins: $x10`, returns `$x10`).
fn func(body: &str, t: &Target) -> Function {
    let text = format!(
        "---\nname: f\ntracksRegLiveness: true\nliveins:\n  - {{ reg: '$x10' }}\nbody: |\n{body}...\n"
    );
    let file = parse::read_with(&text, "test.mir", t).unwrap_or_else(|e| panic!("{}", e.render()));
    file.functions.into_iter().next().unwrap()
}

fn greedy_run(f: &Function, t: &Target, split: bool) -> (Function, GreedyStats) {
    let (r, gs) = greedy::run(f, t, split).unwrap_or_else(|e| panic!("{e}"));
    check(f, &r.function, t)
        .unwrap_or_else(|es| panic!("{}", es.iter().map(|e| e.to_string()).collect::<String>()));
    (r.function, gs)
}

fn count(f: &Function, pred: impl Fn(&backend::mir::Inst) -> bool) -> usize {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|i| pred(i))
        .count()
}

fn is_slot_load(i: &backend::mir::Inst) -> bool {
    i.opcode == "LD"
        && i.operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { fixed: false, .. }))
}

/// `n` values loaded from `$x10`, live to a final sum.
fn pressure_body(n: usize, middle: &str) -> String {
    let mut s = String::from("  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n");
    for i in 1..=n {
        s += &format!("    %{i}:gpr = LD %0, {}\n", 8 * i);
    }
    s += middle;
    s += &format!("    %{}:gpr = ADD %1, %2\n", n + 1);
    for i in 3..=n {
        s += &format!("    %{}:gpr = ADD %{}, %{i}\n", n + i - 1, n + i - 2);
    }
    s += &format!(
        "    $x10 = COPY %{}\n    PseudoRET implicit $x10\n",
        2 * n - 2
    );
    s
}

#[test]
fn eviction_gives_a_dense_range_a_register() {
    let t = rv64();
    // 27 long, sparse ranges fill the GPRs; a dense range in the middle
    // must evict one of them rather than be spilled itself.
    let middle = "    %100:gpr = LD %0, 0\n    %101:gpr = ADD %100, %100\n    \
                  %102:gpr = MUL %101, %100\n    SD %102, %0, 0\n    SD %100, %0, 8\n";
    let f = func(&pressure_body(27, middle), &t);
    let (post, gs) = greedy_run(&f, &t, false);
    assert!(gs.evictions >= 1, "{gs:?}");
    assert!(gs.spilled >= 1, "{gs:?}");
    // The dense range's uses read registers: no reload between its def and
    // its last use.
    let b = &post.blocks[0].insts;
    let start = b
        .iter()
        .position(|i| i.opcode == "LD" && i.operands.contains(&Operand::Imm(0)))
        .unwrap();
    assert!(b[start..start + 4].iter().all(|i| !is_slot_load(i)));
}

#[test]
fn gap_split_reloads_once() {
    let t = rv64();
    // 32 values, each used twice right after its def and once more at the
    // very end: greedy splits each at the gap (the dense head stays in a
    // register; one store and one reload per spilled value); basic spills
    // whole ranges (its group reload keeps the head in a register too).
    let mut s = String::from("  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n");
    for i in 1..=32 {
        s += &format!(
            "    %{i}:gpr = LD %0, {o}\n    SD %{i}, %0, {p}\n    SD %{i}, %0, {q}\n",
            o = 8 * i,
            p = 512 + 8 * i,
            q = 1024 + 8 * i
        );
        for k in 0..3 {
            s += &format!("    SD %0, %0, {}\n", 2048 + 8 * k);
        }
    }
    s += "    %33:gpr = ADD %1, %2\n";
    for i in 3..=32 {
        s += &format!("    %{}:gpr = ADD %{}, %{i}\n", 31 + i, 30 + i);
    }
    s += "    $x10 = COPY %62\n    PseudoRET implicit $x10\n";
    let f = func(&s, &t);
    let (g, gs) = greedy_run(&f, &t, true);
    let (b, _) = greedy_run(&f, &t, false);
    assert!(gs.gap_splits > 0, "{gs:?}");
    let (gr, br) = (count(&g, is_slot_load), count(&b, is_slot_load));
    assert!(gr <= br && gr <= 8, "greedy {gr} reloads vs basic {br}");
}

#[test]
fn loop_split_keeps_the_loop_in_registers() {
    let t = rv64();
    // %1..%26 live through a loop that only uses %50 and %51; outside the
    // loop pressure is high. The loop must not contain spill code.
    let mut s =
        String::from("  bb.0:\n    successors: %bb.1\n    liveins: $x10\n    %0:gpr = COPY $x10\n");
    for i in 1..=26 {
        s += &format!("    %{i}:gpr = LD %0, {}\n", 8 * i);
    }
    s += "    %50:gpr = ADDI $x0, 0\n    %51:gpr = LD %0, 0\n";
    s += "  bb.1:\n    successors: %bb.1(0x7c000000), %bb.2(0x04000000)\n";
    s += "    %50:gpr = ADD %50, %51\n    %51:gpr = ADDI %51, -1\n    BNE %51, $x0, %bb.1\n";
    s += "  bb.2:\n    %60:gpr = ADD %50, %1\n";
    for i in 2..=26 {
        s += &format!("    %{}:gpr = ADD %{}, %{i}\n", 59 + i, 58 + i);
    }
    s += "    $x10 = COPY %85\n    PseudoRET implicit $x10\n";
    let f = func(&s, &t);
    let (post, _) = greedy_run(&f, &t, true);
    let lp = post.block_by_number(1).unwrap();
    let spill_in_loop = post.blocks[lp.index()].insts.iter().any(|i| {
        i.operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { fixed: false, .. }))
    });
    assert!(!spill_in_loop, "spill code inside the loop");
}

#[test]
fn constants_are_rematerialized_not_spilled() {
    let t = rv64();
    // 30 constants live to the end: spilling them would need slots; they
    // are recomputed instead (`ADDI $x0, k` before each use).
    let mut s = String::from("  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n");
    for i in 1..=30 {
        s += &format!("    %{i}:gpr = ADDI $x0, {}\n", i * 3);
    }
    s += "    %31:gpr = ADD %1, %2\n";
    for i in 3..=30 {
        s += &format!("    %{}:gpr = ADD %{}, %{i}\n", 29 + i, 28 + i);
    }
    s += "    %60:gpr = ADD %59, %0\n    $x10 = COPY %60\n    PseudoRET implicit $x10\n";
    let f = func(&s, &t);
    for split in [true, false] {
        let (post, gs) = greedy_run(&f, &t, split);
        assert!(gs.remats > 0, "{gs:?}");
        assert_eq!(post.stack.len(), 0, "no spill slot for constants");
        assert_eq!(count(&post, is_slot_load), 0);
    }
}

#[test]
fn out_of_registers_is_a_clear_error() {
    let t = rv64();
    // Every GPR pinned by fixed physical registers around one instruction
    // that also needs a virtual register.
    let mut s = String::from("  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n");
    let regs: Vec<String> = (5..32)
        .map(|r| format!("$x{r}"))
        .chain(["$x1".into()])
        .collect();
    for (k, r) in regs.iter().enumerate() {
        s += &format!("    {r} = ADDI $x0, {k}\n");
    }
    s += "    %1:gpr = ADDI %0, 1\n    PseudoRET implicit $x10";
    for r in &regs {
        s += &format!(", implicit {r}");
    }
    s += ", implicit %1\n";
    let f = func(&s, &t);
    match greedy::run(&f, &t, true) {
        Err(e) => assert!(e.message.contains("registers"), "{e}"),
        Ok(_) => panic!("allocated with every register pinned"),
    }
}

/// The callee-saved first-use cost is the target's (`AllocationCosts`):
/// with the default (16 instructions) a function with six values live at
/// once takes caller-saved GPRs only; with a first-use cost of 0, the
/// callee-saved s0/s1 (x8/x9, `CostPerUse` 0 in the RVC column, where the
/// registers outside x8-x15 cost 1) are the cheapest and are taken.
#[test]
fn the_callee_saved_first_use_cost_is_the_targets() {
    let mut t = rv64();
    let f = func(&pressure_body(6, ""), &t);
    let csr = |post: &Function, t: &Target| {
        let saves = &t.reg_mask(t.abi_callee_saved.unwrap()).save_list;
        post.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .flat_map(|i| i.defs())
            .filter(|d| matches!(d.reg, Reg::Phys(p) if saves.contains(&p)))
            .count()
    };
    let (post, _) = greedy_run(&f, &t, false);
    assert_eq!(csr(&post, &t), 0, "default costs: no callee-saved register");
    t.csr_first_use_cost = 0;
    let (post, _) = greedy_run(&f, &t, false);
    assert!(
        csr(&post, &t) > 0,
        "free callee-saved registers are not taken"
    );
}
