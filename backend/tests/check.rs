//! The allocation checker on real LLVM output: it must accept LLVM's own
//! allocation (post-ra and post-pei) of every corpus program, and reject
//! hand-broken variants with an error naming the broken instruction.

mod common;

use backend::check::{check, CheckError, CheckStats, Side};
use backend::mir::{parse, Function, Inst, MirFile, Operand, Reg};
use backend::target::Target;
use std::path::{Path, PathBuf};

fn read(path: &Path) -> (Target, MirFile) {
    try_read(path).unwrap_or_else(|e| panic!("{e}"))
}

fn try_read(path: &Path) -> Result<(Target, MirFile), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse::read(&text, &path.to_string_lossy(), tables::TARGETS).map_err(|e| e.render())
}

/// Checks every function of `post` against `pre` (matched by name).
fn check_files(
    pre: &MirFile,
    post: &MirFile,
    t: &Target,
) -> Vec<Result<CheckStats, Vec<CheckError>>> {
    post.functions
        .iter()
        .map(|pf| {
            let qf = pre
                .functions
                .iter()
                .find(|f| f.name == pf.name)
                .unwrap_or_else(|| panic!("no pre function {}", pf.name));
            check(qf, pf, t)
        })
        .collect()
}

/// `NAME.ARCH.post-pei.mir` next to the corpus (made once by the rig's
/// `c2mir.sh --stop post-pei` from `tests/programs/NAME.c`, kept while
/// newer than its source).
fn post_pei_of(pre: &Path) -> PathBuf {
    let out = sibling(pre, "post-pei");
    let file = pre.file_name().unwrap().to_string_lossy().to_string();
    let mut parts = file.split('.');
    let (name, arch) = (parts.next().unwrap(), parts.next().unwrap());
    let rig = common::rig_dir();
    let src = common::programs_dir().join(format!("{name}.c"));
    assert!(src.exists(), "no source {} for {name}", src.display());
    let fresh = match (std::fs::metadata(&out), std::fs::metadata(&src)) {
        (Ok(o), Ok(s)) => o.len() > 0 && o.modified().ok() >= s.modified().ok(),
        _ => false,
    };
    if !fresh {
        let tmp = out.with_extension("tmp");
        let mut cmd = std::process::Command::new("bash");
        cmd.arg(rig.join("c2mir.sh"));
        if arch == "rv32" {
            cmd.arg("--rv32");
        }
        let st = cmd
            .args(["--stop", "post-pei", "-o"])
            .arg(&tmp)
            .arg(&src)
            .output()
            .expect("run c2mir.sh");
        assert!(
            st.status.success(),
            "c2mir.sh --stop post-pei {}: {}",
            src.display(),
            String::from_utf8_lossy(&st.stderr)
        );
        std::fs::rename(&tmp, &out).unwrap();
    }
    out
}

fn sibling(pre: &Path, stop: &str) -> PathBuf {
    PathBuf::from(
        pre.to_string_lossy()
            .replace(".pre-ra.mir", &format!(".{stop}.mir")),
    )
}

#[test]
fn accepts_llvm_post_ra() {
    accepts(false);
}

#[test]
fn accepts_llvm_post_pei() {
    accepts(true);
}

fn accepts(pei: bool) {
    let t0 = std::time::Instant::now();
    let mut n = 0;
    let mut failures = Vec::new();
    for pre_path in common::corpus_files(".pre-ra.mir") {
        let post_path = if pei {
            post_pei_of(&pre_path)
        } else {
            sibling(&pre_path, "post-ra")
        };
        let (t, pre) = read(&pre_path);
        let (_, post) = read(&post_path);
        for r in check_files(&pre, &post, &t) {
            n += 1;
            match r {
                Ok(s) => eprintln!("{}: {s}", pre_path.file_name().unwrap().to_string_lossy()),
                Err(es) => failures.push(format!(
                    "{}:\n{}",
                    pre_path.display(),
                    es.iter().take(5).map(|e| e.to_string()).collect::<String>()
                )),
            }
        }
    }
    eprintln!("{n} functions in {:?}", t0.elapsed());
    assert!(
        failures.is_empty(),
        "{} rejected:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ---------------------------------------------------------------------------
// Rejections: real post-ra / post-pei files broken on purpose.

fn corpus(name: &str) -> PathBuf {
    common::corpus_dir().join(name)
}

/// Reads `NAME.pre-ra.mir` and the post file, returns the target and the
/// two versions of function `func`.
fn pair(name: &str, post_stop: &str, func: &str) -> (Target, Function, Function) {
    let pre_path = corpus(&format!("{name}.pre-ra.mir"));
    let post_path = if post_stop == "post-pei" {
        post_pei_of(&pre_path)
    } else {
        corpus(&format!("{name}.{post_stop}.mir"))
    };
    let (t, pre) = read(&pre_path);
    let (_, post) = read(&post_path);
    let get = |f: &MirFile| {
        f.functions
            .iter()
            .find(|x| x.name == func)
            .cloned()
            .expect("function")
    };
    let (q, p) = (get(&pre), get(&post));
    assert!(
        check(&q, &p, &t).is_ok(),
        "{name} {func}: the unbroken allocation must be accepted"
    );
    (t, q, p)
}

fn rejected(t: &Target, pre: &Function, post: &Function) -> Vec<CheckError> {
    match check(pre, post, t) {
        Ok(s) => panic!("broken allocation accepted: {s}"),
        Err(es) => {
            for e in &es {
                eprint!("{e}");
            }
            es
        }
    }
}

fn explicit_uses(i: &Inst) -> Vec<(usize, Reg)> {
    i.operands
        .iter()
        .enumerate()
        .filter_map(|(k, o)| match o {
            Operand::Reg(r) if !r.is_def && !r.implicit => Some((k, r.reg)),
            _ => None,
        })
        .collect()
}

fn set_reg(i: &mut Inst, k: usize, reg: Reg) {
    if let Operand::Reg(r) = &mut i.operands[k] {
        r.reg = reg;
    }
}

fn is_spill_slot(f: &Function, i: &Inst) -> bool {
    i.operands.iter().any(|o| match o {
        Operand::FrameIndex {
            fixed: false, id, ..
        } => f
            .stack_object(*id)
            .is_some_and(|s| s.kind == backend::mir::StackObjectKind::SpillSlot),
        _ => false,
    })
}

#[test]
fn rejects_swapped_registers() {
    for name in ["pressure.rv64", "lanehash.rv32", "many_args.rv64"] {
        let func = name.split('.').next().unwrap();
        let (t, pre, mut post) = pair(name, "post-ra", func);
        let t = &t;
        // The first non-copy instruction reading two different registers.
        let (b, j) = post
            .blocks
            .iter()
            .enumerate()
            .find_map(|(b, bd)| {
                bd.insts
                    .iter()
                    .position(|i| {
                        let u = explicit_uses(i);
                        let alloc = |r: Reg| matches!(r, Reg::Phys(p) if !t.is_reserved(p));
                        !i.is_copy()
                            && u.len() >= 2
                            && u[0].1 != u[1].1
                            && alloc(u[0].1)
                            && alloc(u[1].1)
                            && !is_spill_slot(&post, i)
                    })
                    .map(|j| (b, j))
            })
            .expect("an instruction with two register uses");
        let inst = &mut post.blocks[b].insts[j];
        let u = explicit_uses(inst);
        set_reg(inst, u[0].0, u[1].1);
        set_reg(inst, u[1].0, u[0].1);
        let loc = inst.loc;
        let es = rejected(t, &pre, &post);
        assert_eq!(
            (es[0].loc, es[0].side),
            (loc, Side::Post),
            "{name}: the error names the swapped instruction"
        );
        assert!(
            es[0].message.contains("wrong value")
                && es[0].expected.is_some()
                && es[0].found.is_some()
        );
    }
}

#[test]
fn rejects_dropped_reload() {
    for name in ["pressure.rv64", "matmul.rv32", "lanehash.rv64"] {
        let func = name.split('.').next().unwrap();
        let (t, pre, mut post) = pair(name, "post-ra", func);
        // A reload from a spill slot followed (in its block) by a use of
        // the reloaded register.
        let mut found = None;
        'outer: for (b, bd) in post.blocks.iter().enumerate() {
            for (j, i) in bd.insts.iter().enumerate() {
                let Some(Operand::Reg(d)) = i.operands.first() else {
                    continue;
                };
                if !d.is_def || !is_spill_slot(&post, i) {
                    continue;
                }
                let user = bd.insts[j + 1..].iter().find(|k| {
                    k.operands
                        .iter()
                        .any(|o| matches!(o, Operand::Reg(r) if r.reg == d.reg))
                });
                if let Some(k) = user {
                    if k.uses().any(|r| r.reg == d.reg) {
                        found = Some((b, j, k.loc));
                        break 'outer;
                    }
                }
            }
        }
        let (b, j, user_loc) = found.expect("a reload");
        post.blocks[b].insts.remove(j);
        let es = rejected(&t, &pre, &post);
        assert_eq!(
            es[0].loc, user_loc,
            "{name}: the error names the first use of the dropped reload"
        );
        assert_eq!(es[0].block, Some(post.blocks[b].number));
    }
}

/// Renames a callee-saved register to an unused caller-saved one in a
/// function with calls: values it kept across calls are clobbered.
#[test]
fn rejects_value_in_caller_saved_register_across_call() {
    for name in ["calls.rv64", "calls.rv32", "features.rv64"] {
        let func = name.split('.').next().unwrap();
        let (t, pre, post0) = pair(name, "post-ra", func);
        let mask = t.reg_mask(t.abi_callee_saved.expect("abi"));
        let mentioned = |f: &Function, r: backend::target::PReg| {
            f.blocks
                .iter()
                .flat_map(|b| &b.insts)
                .flat_map(|i| i.reg_operands())
                .any(|(_, o)| o.reg == Reg::Phys(r))
        };
        let gpr = t.class_by_mir_name("gpr").unwrap();
        let order = &t.class(gpr).alloc_order;
        let free = *order
            .iter()
            .find(|r| !mask.preserves(**r) && !mentioned(&post0, **r) && !mentioned(&pre, **r))
            .expect("an unused caller-saved gpr");
        // Try the used callee-saved registers in allocation order: renaming
        // one that holds a value across a call must be rejected (one that
        // never does is a legal allocation and must still be accepted).
        let mut rejections = 0;
        for &csr in order
            .iter()
            .filter(|r| mask.preserves(**r) && mentioned(&post0, **r) && !mentioned(&pre, **r))
        {
            let mut post = post0.clone();
            for b in &mut post.blocks {
                for r in &mut b.liveins {
                    if *r == csr {
                        *r = free;
                    }
                }
                for i in &mut b.insts {
                    for o in &mut i.operands {
                        if let Operand::Reg(r) = o {
                            if r.reg == Reg::Phys(csr) {
                                r.reg = Reg::Phys(free);
                            }
                        }
                    }
                }
            }
            let Err(es) = check(&pre, &post, &t) else {
                continue;
            };
            rejections += 1;
            // The clobbered value is reported where it (or a copy of it) is
            // read: a use that finds nothing in its register.
            assert!(es[0].message.contains("wrong value"), "{name}: {}", es[0]);
            assert!(
                es[0]
                    .found
                    .as_deref()
                    .unwrap_or("")
                    .contains("nothing known"),
                "{name}: the value was clobbered by the call"
            );
        }
        assert!(
            rejections > 0,
            "{name}: no callee-saved register renaming was rejected"
        );
    }
}

#[test]
fn rejects_callee_saved_not_restored() {
    for name in ["matmul.rv64", "calls.rv32", "features.rv64"] {
        let func = name.split('.').next().unwrap();
        let (t, pre, mut post) = pair(name, "post-pei", func);
        // A restore: a def of r from the save slot of r (memory operand
        // names a stack object with callee-saved-register r).
        let mut found = None;
        'outer: for (b, bd) in post.blocks.iter().enumerate() {
            for (j, i) in bd.insts.iter().enumerate() {
                let Some(Operand::Reg(d)) = i.operands.first() else {
                    continue;
                };
                let Reg::Phys(r) = d.reg else { continue };
                if d.is_def
                    && r != t.return_address
                    && post.stack.iter().any(|o| {
                        o.callee_saved_register == Some(r)
                            && i.mem
                                .iter()
                                .any(|m| m.contains(&format!("%stack.{}", o.id)))
                    })
                {
                    found = Some((b, j, r));
                    break 'outer;
                }
            }
        }
        let (b, j, r) = found.expect("a callee-saved restore");
        post.blocks[b].insts.remove(j);
        let es = rejected(&t, &pre, &post);
        let rname = format!("${}", t.mir_name(r));
        assert!(
            es.iter().all(|e| e.message.contains("callee-saved")
                && e.operand.as_deref() == Some(rname.as_str())),
            "{name}"
        );
        let ret = post.blocks[b]
            .insts
            .iter()
            .find(|i| t.opcode(&i.opcode).is_some_and(|o| o.is_return))
            .expect("return");
        assert_eq!(es[0].loc, ret.loc, "{name}: the error names the return");
    }
}

#[test]
fn rejects_broken_tie() {
    let (t, pre, mut post) = pair("features.rv64", "post-ra", "tied");
    let (b, j, k) = post
        .blocks
        .iter()
        .enumerate()
        .find_map(|(b, bd)| {
            bd.insts.iter().enumerate().find_map(|(j, i)| {
                i.operands
                    .iter()
                    .position(|o| matches!(o, Operand::Reg(r) if r.tied_def.is_some()))
                    .map(|k| (b, j, k))
            })
        })
        .expect("a tied operand");
    let other = t.reg_by_mir_name("x31").unwrap();
    set_reg(&mut post.blocks[b].insts[j], k, Reg::Phys(other));
    let loc = post.blocks[b].insts[j].loc;
    let es = rejected(&t, &pre, &post);
    assert!(
        es.iter()
            .any(|e| e.loc == loc && e.message.contains("tied use")),
        "the tie error names the INLINEASM"
    );
}

// ---------------------------------------------------------------------------
// Hand-written functions (register units, early clobbers).

const HEADER: &str = "--- |\n  target datalayout = \"e-m:e-p:64:64-i64:64-i128:128-n64-S128\"\n  target triple = \"riscv64-unknown-linux-gnu\"\n  define void @f() #0 { ret void }\n  attributes #0 = { \"target-features\"=\"+64bit,+a,+c,+d,+f,+m\" }\n  !llvm.module.flags = !{!0}\n  !0 = !{i32 1, !\"target-abi\", !\"lp64d\"}\n...\n";

fn func(body: &str, regs: &str, liveins: &str) -> String {
    format!(
        "---\nname: f\ntracksRegLiveness: true\nregisters:\n{regs}liveins:\n{liveins}body: |\n{body}...\n"
    )
}

fn hand(
    pre_body: &str,
    post_body: &str,
    regs: &str,
    liveins: &str,
) -> (Target, Function, Function) {
    let pre_text = format!("{HEADER}{}", func(pre_body, regs, liveins));
    let post_text = format!("{HEADER}{}", func(post_body, "", liveins));
    let (t, pre) = parse::read(&pre_text, "pre.mir", tables::TARGETS)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let post =
        parse::read_with(&post_text, "post.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    (t, pre.functions[0].clone(), post.functions[0].clone())
}

const FD_REGS: &str = "  - { id: 0, class: fpr64 }\n  - { id: 1, class: fpr32 }\n  - { id: 2, class: fpr32 }\n  - { id: 3, class: fpr64 }\n";
const FD_LIVEINS: &str =
    "  - { reg: '$f10_d', virtual-reg: '%0' }\n  - { reg: '$f11_f', virtual-reg: '%1' }\n";
const FD_PRE: &str = "  bb.0:\n    liveins: $f10_d, $f11_f\n    %0:fpr64 = COPY $f10_d\n    %1:fpr32 = COPY $f11_f\n    %2:fpr32 = nofpexcept FSQRT_S %1, 7, implicit $frm\n    %3:fpr64 = nofpexcept FSGNJN_D %0, %0\n    $f10_d = COPY %3\n    PseudoRET implicit $f10_d\n";

#[test]
fn fd_aliasing_accepted_when_units_differ() {
    let post = "  bb.0:\n    liveins: $f10_d, $f11_f\n    $f12_f = nofpexcept FSQRT_S $f11_f, 7, implicit $frm\n    $f10_d = nofpexcept FSGNJN_D $f10_d, $f10_d\n    PseudoRET implicit $f10_d\n";
    let (t, pre, post) = hand(FD_PRE, post, FD_REGS, FD_LIVEINS);
    let s = check(&pre, &post, &t)
        .unwrap_or_else(|es| panic!("{}", es.iter().map(|e| e.to_string()).collect::<String>()));
    assert_eq!(s.matched, 3);
}

#[test]
fn fd_aliasing_rejects_clobbered_unit() {
    // %2 goes to $f10_f, which shares its unit with $f10_d holding %0.
    let post = "  bb.0:\n    liveins: $f10_d, $f11_f\n    $f10_f = nofpexcept FSQRT_S $f11_f, 7, implicit $frm\n    $f10_d = nofpexcept FSGNJN_D $f10_d, $f10_d\n    PseudoRET implicit $f10_d\n";
    let (t, pre, post) = hand(FD_PRE, post, FD_REGS, FD_LIVEINS);
    let es = rejected(&t, &pre, &post);
    assert_eq!(es[0].inst_index, Some(1));
    assert!(es[0].inst_text.contains("FSGNJN_D"), "{}", es[0]);
    assert_eq!(es[0].operand.as_deref(), Some("operand 1 ($f10_d)"));
    assert!(
        es[0].expected.as_deref().unwrap().starts_with("%0"),
        "{}",
        es[0]
    );
}

#[test]
fn early_clobber_overlap_rejected() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n  - { id: 3, class: gpr }\n";
    let liveins =
        "  - { reg: '$x10', virtual-reg: '%0' }\n  - { reg: '$x11', virtual-reg: '%1' }\n";
    let pre = "  bb.0:\n    liveins: $x10, $x11\n    %0:gpr = COPY $x10\n    %1:gpr = COPY $x11\n    early-clobber %2:gpr, dead early-clobber %3:gpr = PseudoAtomicLoadNand32 %0, %1, 7\n    $x10 = COPY %2\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    liveins: $x10, $x11\n    early-clobber $x12, dead early-clobber $x13 = PseudoAtomicLoadNand32 $x10, $x11, 7\n    $x10 = COPY $x12\n    PseudoRET implicit $x10\n";
    let bad = "  bb.0:\n    liveins: $x10, $x11\n    early-clobber $x10, dead early-clobber $x13 = PseudoAtomicLoadNand32 $x10, $x11, 7\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    check(&q, &p, &t)
        .unwrap_or_else(|es| panic!("{}", es.iter().map(|e| e.to_string()).collect::<String>()));
    let (t, q, p) = hand(pre, bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(es
        .iter()
        .any(|e| e.inst_index == Some(0) && e.message.contains("early-clobber")));
}

#[test]
fn class_violation_rejected() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: fpr64 }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:fpr64 = nofpexcept FCVT_D_L %0, 7, implicit $frm\n    $f10_d = COPY %1\n    PseudoRET implicit $f10_d\n";
    let bad = "  bb.0:\n    liveins: $x10\n    $x11 = nofpexcept FCVT_D_L $x10, 7, implicit $frm\n    $f10_d = COPY $x11\n    PseudoRET implicit $f10_d\n";
    let (t, q, p) = hand(pre, bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(es
        .iter()
        .any(|e| e.inst_index == Some(0) && e.message.contains("class")));
}

// ---------------------------------------------------------------------------
// Regressions: correct allocations the checker used to reject (each from a
// program that runs correctly under qemu; reduced by hand).

fn proved(t: &Target, pre: &Function, post: &Function) -> CheckStats {
    check(pre, post, t)
        .unwrap_or_else(|es| panic!("{}", es.iter().map(|e| e.to_string()).collect::<String>()))
}

/// `hand` with a `stack:` section in each function (post-PEI offsets).
fn hand_stack(
    pre_body: &str,
    post_body: &str,
    regs: &str,
    liveins: &str,
    pre_stack: &str,
    post_stack: &str,
) -> (Target, Function, Function) {
    let mk = |body: &str, regs: &str, stack: &str| {
        format!(
            "{HEADER}---\nname: f\ntracksRegLiveness: true\nregisters:\n{regs}liveins:\n{liveins}stack:\n{stack}body: |\n{body}...\n"
        )
    };
    let pre_text = mk(pre_body, regs, pre_stack);
    let post_text = mk(post_body, "", post_stack);
    let (t, pre) = parse::read(&pre_text, "pre.mir", tables::TARGETS)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let post =
        parse::read_with(&post_text, "post.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    (t, pre.functions[0].clone(), post.functions[0].clone())
}

/// fp_calls (greedy): `%2 = COPY %1` with `%1 = FMV_D_X $x0` became a
/// rematerialisation straight into the copy's register; the copy's effect
/// must apply after the remat (it used to leave `%2` nowhere).
#[test]
fn remat_into_copy_destination_accepted() {
    let regs = "  - { id: 0, class: fpr64 }\n  - { id: 1, class: fpr64 }\n  - { id: 2, class: fpr64 }\n  - { id: 3, class: fpr64 }\n";
    let liveins = "  - { reg: '$f10_d', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    successors: %bb.1\n    liveins: $f10_d\n    %0:fpr64 = COPY $f10_d\n    %1:fpr64 = FMV_D_X $x0\n    PseudoBR %bb.1\n  bb.1:\n    %2:fpr64 = COPY %1\n    %3:fpr64 = nofpexcept FADD_D %0, %2, 7, implicit $frm\n    $f10_d = COPY %3\n    PseudoRET implicit $f10_d\n";
    let good = "  bb.0:\n    successors: %bb.1\n    liveins: $f10_d\n    PseudoBR %bb.1\n  bb.1:\n    liveins: $f10_d\n    $f1_d = FMV_D_X $x0\n    $f10_d = nofpexcept FADD_D $f10_d, $f1_d, 7, implicit $frm\n    PseudoRET implicit $f10_d\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    let s = proved(&t, &q, &p);
    assert_eq!(s.remats, 1);
    // Reading another register than the remat's is still wrong.
    let bad = good.replace("$f10_d, $f1_d, 7", "$f10_d, $f2_d, 7");
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(
        es.iter().any(|e| e.inst_text.contains("FADD_D")),
        "{}",
        es[0]
    );
}

/// big_frame (fast): a frame larger than the add-immediate reach is set up
/// with the target's FrameOps (`LUI`, `ADDI`, `ADD`), and addresses past it
/// go through a scratch register.
const BIG_PRE: &str = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    SD %0, %stack.0, 4096 :: (store (s64))\n    %1:gpr = LD %stack.0, 4096 :: (load (s64))\n    $x10 = COPY %1\n    PseudoRET implicit $x10\n";
const BIG_POST: &str = "  bb.0:\n    liveins: $x10\n    $x12 = frame-setup LUI 1048574\n    $x12 = frame-setup ADDI killed $x12, 0\n    $x2 = frame-setup ADD $x2, killed $x12\n    $x13 = LUI 1\n    $x13 = ADD $x13, $x2\n    SD $x10, $x13, 0 :: (store (s64))\n    $x10 = LD $x13, 0 :: (load (s64))\n    $x11 = frame-destroy LUI 2\n    $x2 = frame-destroy ADD $x2, killed $x11\n    PseudoRET implicit $x10\n";

#[test]
fn large_frame_through_frame_ops_accepted() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre_stack = "  - { id: 0, size: 8192, alignment: 8 }\n";
    let post_stack = "  - { id: 0, offset: -8192, size: 8192, alignment: 8 }\n";
    let (t, q, p) = hand_stack(BIG_PRE, BIG_POST, regs, liveins, pre_stack, post_stack);
    let s = proved(&t, &q, &p);
    assert_eq!(s.matched, 3);
    // The scratch constant is also a pre value (`%2 = LUI 1`, matched or
    // rematerialised): it still counts as a constant for the address.
    let pre2 = BIG_PRE
        .replace(
            "    %0:gpr = COPY $x10\n",
            "    %0:gpr = COPY $x10\n    %2:gpr = LUI 1\n",
        )
        .replace(
            "$x10 = COPY %1\n",
            "%3:gpr = ADD %1, %2\n    $x10 = COPY %3\n",
        );
    let post2 = BIG_POST.replace(
        "$x10 = LD $x13, 0 :: (load (s64))\n",
        "$x10 = LD $x13, 0 :: (load (s64))\n    $x13 = LUI 1\n    $x10 = ADD $x10, $x13\n",
    );
    let regs2 = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n  - { id: 3, class: gpr }\n";
    let (t, q, p) = hand_stack(&pre2, &post2, regs2, liveins, pre_stack, post_stack);
    proved(&t, &q, &p);
    let post3 = post2.replacen(
        "    $x12 = frame-setup LUI 1048574\n",
        "    $x13 = LUI 1\n    $x12 = frame-setup LUI 1048574\n",
        1,
    );
    let (t, q, p) = hand_stack(&pre2, &post3, regs2, liveins, pre_stack, post_stack);
    proved(&t, &q, &p);
    // The epilogue restoring sp by the wrong constant is rejected.
    let bad = BIG_POST.replace("frame-destroy LUI 2", "frame-destroy LUI 1");
    let (t, q, p) = hand_stack(BIG_PRE, &bad, regs, liveins, pre_stack, post_stack);
    let es = rejected(&t, &q, &p);
    assert!(
        es.iter().any(|e| e.message.contains("stack pointer")),
        "{}",
        es[0]
    );
    // An address one slot off is rejected.
    let bad = BIG_POST.replace("$x13 = LUI 1\n", "$x13 = LUI 1\n    $x13 = ADDI $x13, 8\n");
    let (t, q, p) = hand_stack(BIG_PRE, &bad, regs, liveins, pre_stack, post_stack);
    rejected(&t, &q, &p);
}

/// float_math / fp_calls (fast, softened): an f32 spilled into a GPR with
/// `FMV_X_W` and back with `FMV_W_X` (which carries 32 bits) survives; a
/// 64-bit GPR value through the same pair does not.
#[test]
fn cross_move_round_trip_by_value_width() {
    let regs = "  - { id: 0, class: fpr32 }\n  - { id: 1, class: fpr32 }\n";
    let liveins = "  - { reg: '$f10_f', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $f10_f\n    %0:fpr32 = COPY $f10_f\n    %1:fpr32 = nofpexcept FADD_S %0, %0, 7, implicit $frm\n    $f10_f = COPY %1\n    PseudoRET implicit $f10_f\n";
    let good = "  bb.0:\n    liveins: $f10_f\n    $x14 = FMV_X_W $f10_f\n    $f10_f = IMPLICIT_DEF\n    $f0_f = FMV_W_X $x14\n    $f10_f = nofpexcept FADD_S $f0_f, $f0_f, 7, implicit $frm\n    PseudoRET implicit $f10_f\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    let s = proved(&t, &q, &p);
    assert_eq!(s.cross_moves, 2);

    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:gpr = ADDI %0, 1\n    $x10 = COPY %1\n    PseudoRET implicit $x10\n";
    let bad = "  bb.0:\n    liveins: $x10\n    $f0_f = FMV_W_X $x10\n    $x10 = FMV_X_W $f0_f\n    $x10 = ADDI $x10, 1\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(es[0].inst_text.contains("ADDI"), "{}", es[0]);
}

/// sha256 rv32 (greedy/basic, post-frame): the reload `LW $x2, 12` of a
/// spilled pointer looks like the pre `LW %a, 12` that follows it; it is
/// spill code when the next instruction is the load with its uses right.
#[test]
fn reload_resembling_next_instruction_accepted() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:gpr = LD %0, 8 :: (load (s64))\n    $x10 = COPY %1\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    liveins: $x10\n    $x2 = frame-setup ADDI $x2, -16\n    SD $x10, $x2, 8 :: (store (s64) into %stack.0)\n    $x10 = IMPLICIT_DEF\n    $x11 = LD $x2, 8 :: (load (s64) from %stack.0)\n    $x10 = LD $x11, 8 :: (load (s64))\n    $x2 = frame-destroy ADDI $x2, 16\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    let s = proved(&t, &q, &p);
    assert_eq!(s.reloads, 1);
    // The load through the wrong offset is still rejected.
    let bad = good.replace("$x10 = LD $x11, 8", "$x10 = LD $x11, 16");
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    rejected(&t, &q, &p);
}

/// stack_array rv64 on a starved target (tests/starved.rs): `%1 = ADDI
/// $x0, 1` (one def: rematerialised at its use, its def deleted) is
/// followed by the identical `%2 = ADDI $x0, 1` (two defs: kept). The post
/// instruction is `%2`'s; matching it to `%1` left `%2` missing.
#[test]
fn deleted_remat_before_identical_definition_accepted() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n  - { id: 3, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:gpr = ADDI $x0, 1\n    %2:gpr = ADDI $x0, 1\n    %2:gpr = ADD %2, %0\n    %3:gpr = ADD %2, %1\n    $x10 = COPY %3\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    liveins: $x10\n    $x11 = ADDI $x0, 1\n    $x11 = ADD $x11, $x10\n    $x12 = ADDI $x0, 1\n    $x10 = ADD $x11, $x12\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    let s = proved(&t, &q, &p);
    assert_eq!(s.remats, 1);
    // Using the rematerialised constant's register before it is written is
    // still wrong.
    let bad = good.replace("$x10 = ADD $x11, $x12", "$x10 = ADD $x11, $x13");
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    rejected(&t, &q, &p);
    // stack_array rv32: both definitions kept, in order (`%1` in $x11,
    // `%2` in $x12): the first post instruction is `%1`'s.
    let both = "  bb.0:\n    liveins: $x10\n    $x11 = ADDI $x0, 1\n    $x12 = ADDI $x0, 1\n    $x12 = ADD $x12, $x10\n    $x10 = ADD $x12, $x11\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, both, regs, liveins);
    let s = proved(&t, &q, &p);
    assert_eq!(s.remats, 0);
}

// ---------------------------------------------------------------------------
// Regressions from the allocator fuzzer (`alloc_smoke`, issue 7): correct
// allocations the checker rejected. The reduced fuzz inputs are in
// `fuzz/regressions/alloc/`; these pin each rule on a hand-made pair.

/// greedy/basic/fast: `%1 = COPY %0` coalesced away, then a copy of `%1`
/// into a register outside `%2`'s class (`fpr64c`) resembles `%2 = COPY
/// %1`; it is `%3`'s. Matching it to `%2` reported a class violation.
#[test]
fn coalesced_copy_then_copy_outside_class_accepted() {
    let regs = "  - { id: 0, class: fpr64 }\n  - { id: 1, class: fpr64 }\n  - { id: 2, class: fpr64c }\n  - { id: 3, class: fpr64 }\n  - { id: 4, class: fpr64 }\n";
    let liveins = "  - { reg: '$f10_d', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $f10_d\n    %0:fpr64 = COPY $f10_d\n    %1:fpr64 = COPY %0\n    %2:fpr64c = COPY %1\n    %3:fpr64 = COPY %1\n    %4:fpr64 = FSGNJ_D %2, %3\n    $f10_d = COPY %4\n    PseudoRET implicit $f10_d\n";
    let good = "  bb.0:\n    liveins: $f10_d\n    $f8_d = COPY $f10_d\n    $f1_d = COPY $f10_d\n    $f10_d = FSGNJ_D $f8_d, $f1_d\n    PseudoRET implicit $f10_d\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    proved(&t, &q, &p);
    // `%2` read from a register outside its class is still rejected.
    let bad = good.replace("FSGNJ_D $f8_d, $f1_d", "FSGNJ_D $f1_d, $f1_d");
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(es.iter().any(|e| e.message.contains("class")), "{}", es[0]);
}

/// greedy/basic, soften full: a softened spill `$x18 = FMV_X_D $f10_d` of
/// `%0` comes before the real `%1 = FMV_X_D %0` and is matched as it; the
/// real one, taken as a cross-class move of `%0`, computes `%1` too.
#[test]
fn softened_spill_resembling_cross_move_accepted() {
    let regs = "  - { id: 0, class: fpr64 }\n  - { id: 1, class: gpr }\n";
    let liveins = "  - { reg: '$f10_d', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    liveins: $f10_d\n    %0:fpr64 = COPY $f10_d\n    %1:gpr = FMV_X_D %0\n    $x10 = COPY %1\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    liveins: $f10_d\n    $x18 = FMV_X_D $f10_d\n    $x10 = FMV_X_D $f10_d\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    proved(&t, &q, &p);
    // The same move of another register does not compute `%1`.
    let bad = good.replace("$x10 = FMV_X_D $f10_d", "$x10 = FMV_X_D $f11_d");
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    rejected(&t, &q, &p);
}

/// greedy: `%1 = ADDI %stack.0, 0` (one def: rematerialisable) and the
/// identical `%2 = ADDI %stack.0, 0` (two defs) hold the same address; the
/// checker matched `%1`'s instruction to `%2` and the next to `%1`, so each
/// register held the other's name. Until `%2` is redefined they are equal.
#[test]
fn identical_constant_definitions_accepted() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n  - { id: 3, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let stack = "  - { id: 0, size: 8, alignment: 8 }\n";
    let pre = "  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:gpr = ADDI %stack.0, 0\n    %2:gpr = ADDI %stack.0, 0\n    %3:gpr = ADD %1, %2\n    %2:gpr = ADDI %3, 1\n    %3:gpr = ADD %3, %2\n    %3:gpr = ADD %3, %1\n    $x10 = COPY %3\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    liveins: $x10\n    $x12 = ADDI %stack.0, 0\n    $x11 = ADDI %stack.0, 0\n    $x13 = ADD $x11, $x12\n    $x12 = ADDI $x13, 1\n    $x13 = ADD $x13, $x12\n    $x10 = ADD $x13, $x11\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand_stack(pre, good, regs, liveins, stack, stack);
    proved(&t, &q, &p);
    // After `%2` is redefined, the register still holding the address is
    // not `%2`.
    let bad = good.replace("$x13 = ADD $x13, $x12\n", "$x13 = ADD $x13, $x11\n");
    let (t, q, p) = hand_stack(pre, &bad, regs, liveins, stack, stack);
    rejected(&t, &q, &p);
}

// ---------------------------------------------------------------------------
// Operand rematerialisation (issue 6): `%1 = ADDI %0, 64`, `ADDI` marked
// `isAsCheapAsAMove` in the `.td`, `%0` defined once in an entry block no
// edge enters, may be recomputed after a call from any register holding
// `%0`, its own definition left out.

const OPR_REGS: &str =
    "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n";
const OPR_LIVEINS: &str = "  - { reg: '$x10', virtual-reg: '%0' }\n";
const OPR_CALL: &str = "    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2\n    PseudoCALL target-flags(riscv-call) @f, csr_ilp32d_lp64d, implicit-def dead $x1, implicit-def $x2\n    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2\n";

fn opr_pre(def: &str) -> String {
    format!("  bb.0:\n    liveins: $x10\n    %0:gpr = COPY $x10\n    %1:gpr = {def}\n{OPR_CALL}    %2:gpr = ADD %1, %0\n    $x10 = COPY %2\n    PseudoRET implicit $x10\n")
}

fn opr_post(remat: &str) -> String {
    format!("  bb.0:\n    liveins: $x10, $x8\n    $x8 = COPY $x10\n{OPR_CALL}    $x11 = {remat}\n    $x10 = ADD $x11, $x8\n    PseudoRET implicit $x10\n")
}

#[test]
fn operand_remat_after_a_call_accepted() {
    let (t, q, p) = hand(
        &opr_pre("ADDI %0, 64"),
        &opr_post("ADDI $x8, 64"),
        OPR_REGS,
        OPR_LIVEINS,
    );
    let s = proved(&t, &q, &p);
    assert_eq!(s.remats, 1);
}

#[test]
fn operand_remat_rejects_a_wrong_operand_or_immediate() {
    let pre = opr_pre("ADDI %0, 64");
    // $x9 holds nothing known; $x10 was clobbered by the call; the
    // immediate differs.
    for bad in ["ADDI $x9, 64", "ADDI $x10, 64", "ADDI $x8, 32"] {
        let (t, q, p) = hand(&pre, &opr_post(bad), OPR_REGS, OPR_LIVEINS);
        let es = rejected(&t, &q, &p);
        assert!(
            es.iter()
                .any(|e| e.inst_text.contains("ADDI") || e.inst_text.contains("ADD ")),
            "{bad}: {}",
            es[0]
        );
    }
}

#[test]
fn operand_remat_needs_a_cheap_opcode_and_a_fixed_operand() {
    // `ADD` is not `isAsCheapAsAMove`: recomputing `%0 + %0` is rejected.
    let (t, q, p) = hand(
        &opr_pre("ADD %0, %0"),
        &opr_post("ADD $x8, $x8"),
        OPR_REGS,
        OPR_LIVEINS,
    );
    rejected(&t, &q, &p);
    // `%0` defined twice: its value at the recomputation need not be the
    // one `%1` was computed from.
    let pre = opr_pre("ADDI %0, 64").replace(
        "    %1:gpr = ADDI %0, 64\n",
        "    %1:gpr = ADDI %0, 64\n    %0:gpr = ADDI %0, 1\n",
    );
    let post =
        opr_post("ADDI $x8, 64").replace("    $x8 = COPY $x10\n", "    $x8 = ADDI $x10, 1\n");
    let (t, q, p) = hand(&pre, &post, OPR_REGS, OPR_LIVEINS);
    rejected(&t, &q, &p);
}

/// stress seed 30025 (rv32, greedy): `%1` is computed on one path and
/// `IMPLICIT_DEF` on the other; after the join `%2 = COPY %1` is coalesced
/// (the spill store of `%1`'s register stores `%2`), while the other
/// definition `%2 = COPY $x0` is spilled to the same slot. The join dropped
/// `%1` from its register (the `IMPLICIT_DEF` path has it nowhere), so
/// `%2` was nowhere either and its reload read "nothing known". An
/// undefined value may be anything, so the other path's locations hold it.
#[test]
fn value_undefined_on_one_path_keeps_its_locations_at_the_join() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n  - { id: 2, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let stack = "  - { id: 0, size: 8, alignment: 8 }\n";
    let pre = "  bb.0:\n    successors: %bb.2, %bb.1\n    liveins: $x10\n    %0:gpr = COPY $x10\n    BEQ %0, $x0, %bb.2\n    PseudoBR %bb.1\n  \
               bb.1:\n    successors: %bb.3\n    %1:gpr = ADDI %0, 1\n    PseudoBR %bb.3\n  \
               bb.2:\n    successors: %bb.3\n    %1:gpr = IMPLICIT_DEF\n  \
               bb.3:\n    successors: %bb.5, %bb.4\n    %2:gpr = COPY $x0\n    BNE %0, $x0, %bb.5\n    PseudoBR %bb.4\n  \
               bb.4:\n    successors: %bb.5\n    %2:gpr = COPY %1\n  \
               bb.5:\n    $x10 = COPY %2\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    successors: %bb.2, %bb.1\n    liveins: $x10\n    BEQ $x10, $x0, %bb.2\n    PseudoBR %bb.1\n  \
                bb.1:\n    successors: %bb.3\n    liveins: $x10\n    $x11 = ADDI $x10, 1\n    PseudoBR %bb.3\n  \
                bb.2:\n    successors: %bb.3\n    liveins: $x10\n  \
                bb.3:\n    successors: %bb.5, %bb.4\n    liveins: $x10, $x11\n    $x12 = COPY $x0\n    SD $x12, %stack.0, 0 :: (store (s64) into %stack.0)\n    BNE $x10, $x0, %bb.5\n    PseudoBR %bb.4\n  \
                bb.4:\n    successors: %bb.5\n    liveins: $x11\n    SD $x11, %stack.0, 0 :: (store (s64) into %stack.0)\n  \
                bb.5:\n    $x10 = LD %stack.0, 0 :: (load (s64) from %stack.0)\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand_stack(pre, good, regs, liveins, stack, stack);
    proved(&t, &q, &p);
    // Storing `%0` (not `%1`) on the path where `%1` is defined is wrong.
    let bad = good.replace("    SD $x11, %stack.0", "    SD $x10, %stack.0");
    let (t, q, p) = hand_stack(pre, &bad, regs, liveins, stack, stack);
    let es = rejected(&t, &q, &p);
    assert!(es[0].message.contains("wrong value"), "{}", es[0]);
}

/// A vreg with an `IMPLICIT_DEF` on one path only is checked where its
/// value is defined on some path: the checker used to exempt every use of
/// a vreg with an `IMPLICIT_DEF` anywhere, and proved this wrong copy.
#[test]
fn use_of_value_defined_on_one_path_is_checked() {
    let regs = "  - { id: 0, class: gpr }\n  - { id: 1, class: gpr }\n";
    let liveins = "  - { reg: '$x10', virtual-reg: '%0' }\n";
    let pre = "  bb.0:\n    successors: %bb.2, %bb.1\n    liveins: $x10\n    %0:gpr = COPY $x10\n    BEQ %0, $x0, %bb.2\n    PseudoBR %bb.1\n  \
               bb.1:\n    successors: %bb.3\n    %1:gpr = ADDI %0, 1\n    PseudoBR %bb.3\n  \
               bb.2:\n    successors: %bb.3\n    %1:gpr = IMPLICIT_DEF\n  \
               bb.3:\n    $x10 = COPY %1\n    PseudoRET implicit $x10\n";
    let good = "  bb.0:\n    successors: %bb.2, %bb.1\n    liveins: $x10\n    BEQ $x10, $x0, %bb.2\n    PseudoBR %bb.1\n  \
                bb.1:\n    successors: %bb.3\n    liveins: $x10\n    $x11 = ADDI $x10, 1\n    PseudoBR %bb.3\n  \
                bb.2:\n    successors: %bb.3\n  \
                bb.3:\n    liveins: $x11\n    $x10 = COPY $x11\n    PseudoRET implicit $x10\n";
    let (t, q, p) = hand(pre, good, regs, liveins);
    proved(&t, &q, &p);
    // Returning `%0` (still in `$x10`) instead of `%1` is wrong on the path
    // through bb.1.
    let bad = good.replace(
        "    liveins: $x11\n    $x10 = COPY $x11\n",
        "    liveins: $x10\n",
    );
    let (t, q, p) = hand(pre, &bad, regs, liveins);
    let es = rejected(&t, &q, &p);
    assert!(es[0].message.contains("wrong value"), "{}", es[0]);
}
