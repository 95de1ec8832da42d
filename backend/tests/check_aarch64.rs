//! The allocators and the checker on AArch64 pre-RA MIR that llc-14 makes
//! from our own C (`tests/aarch64/values.c`, clang-14 and llc-14 run live):
//! -O2 (`-stop-before=greedy`) and -O0 (GlobalISel, `-stop-before=
//! regallocfast`). Each rule of the value-facts block of the prelude is
//! exercised on real output and then broken by hand to see the checker
//! refuse it:
//! - register banks in `registers:` (-O0): read, written back, refused when
//!   the body names such a vreg;
//! - sub-register writes that zero the super-register (`undef %x.sub_32 =
//!   ...`, SUBREG_TO_REG) and the zero registers `$xzr`/`$wzr`;
//! - operand ties the MIR does not print (`LDRXpost`, `BFMWri`): kept by
//!   greedy and fast, required by the checker;
//! - the flags register NZCV: a flag-setting instruction the allocator adds
//!   between a flag def and its use is refused.

mod common;

use backend::check::check;
use backend::mir::{parse, print, Function, Inst, MirFile, Operand, Reg, RegOperand};
use backend::regalloc::{allocate, needs_lowering, AllocOptions, Allocator};
use backend::target::Target;
use std::path::PathBuf;
use std::process::Command;

fn work_dir() -> PathBuf {
    let d = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| common::workspace_root().join("target"))
        .join("check-aarch64-test");
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e} (clang-14 and llc-14 are needed)"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// llc-14's pre-RA MIR of `tests/aarch64/values.c` at `opt` (`O0`/`O2`).
fn pre_mir(opt: &str) -> String {
    pre_mir_of("tests/aarch64/values.c", opt)
}

/// llc-14's pre-RA MIR of the C file `rel` (from the workspace root).
fn pre_mir_of(rel: &str, opt: &str) -> String {
    let src = common::workspace_root().join(rel);
    let dir = work_dir();
    // One pair of files per call: tests run in parallel, and several
    // compile the same source (a shared file was read half-written).
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let stem = format!("{}.{n}", rel.replace('/', "_"));
    let ll = dir.join(format!("{stem}.{opt}.ll"));
    let mir = dir.join(format!("{stem}.{opt}.mir"));
    run(Command::new("clang-14").args([
        "--target=aarch64-linux-gnu",
        "-fno-pic",
        &format!("-{opt}"),
        "-S",
        "-emit-llvm",
        "-o",
        ll.to_str().unwrap(),
        src.to_str().unwrap(),
    ]));
    let stop = if opt == "O0" {
        "-stop-before=regallocfast"
    } else {
        "-stop-before=greedy"
    };
    run(Command::new("llc-14").args([
        "-mtriple=aarch64-linux-gnu",
        &format!("-{opt}"),
        stop,
        ll.to_str().unwrap(),
        "-o",
        mir.to_str().unwrap(),
    ]));
    std::fs::read_to_string(&mir).unwrap()
}

fn read(text: &str, name: &str) -> (Target, MirFile) {
    parse::read(text, name, tables::TARGETS).unwrap_or_else(|e| panic!("{}", e.render()))
}

/// Allocates every function with `allocator` and proves it; returns the
/// pre functions (lowered if needed) and the allocated ones.
fn alloc_all(
    text: &str,
    name: &str,
    allocator: Allocator,
) -> (Target, Vec<Function>, Vec<Function>) {
    let (t, file) = read(text, name);
    assert_eq!(t.name, "AArch64");
    let opts = AllocOptions {
        allocator,
        ..AllocOptions::default()
    };
    let mut pres = Vec::new();
    let mut posts = Vec::new();
    for f in &file.functions {
        let mut f = f.clone();
        if needs_lowering(&f, &t) {
            backend::lower::lower_function(&mut f, &t).unwrap_or_else(|e| panic!("{e}"));
        }
        let res = allocate(&f, &t, &opts).unwrap_or_else(|e| panic!("{}", e.render(name)));
        if let Err(errors) = check(&f, &res.function, &t) {
            let mut msg = format!(
                "{name}: the checker rejected '{}' ({allocator:?}):\n",
                f.name
            );
            for e in &errors {
                msg.push_str(&e.to_string());
            }
            panic!("{msg}");
        }
        pres.push(f);
        posts.push(res.function);
    }
    (t, pres, posts)
}

fn func<'a>(fs: &'a [Function], name: &str) -> &'a Function {
    fs.iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

#[test]
fn o2_zero_extensions_zero_registers_and_ties_are_proved() {
    let text = pre_mir("O2");
    // The input has what this test is about (else it proves nothing).
    for needle in [
        "undef %",
        ".sub_32:gpr64",
        "= COPY $xzr",
        "= COPY $wzr",
        "LDRXpost",
        "STRXpost",
        "LDRBBpost",
        "BFMWri",
        "implicit-def $nzcv",
    ] {
        assert!(text.contains(needle), "llc's -O2 MIR has no '{needle}'");
    }
    for a in [Allocator::Greedy, Allocator::Basic] {
        alloc_all(&text, "values.O2.mir", a);
    }
}

#[test]
fn o0_register_banks_and_subreg_to_reg_are_proved() {
    let text = pre_mir("O0");
    assert!(text.contains("class: gpr,"), "no register bank entry");
    assert!(text.contains("SUBREG_TO_REG"), "no SUBREG_TO_REG");
    assert!(text.contains("= IMPLICIT_DEF"), "no any-extend shape");
    for a in [Allocator::Fast, Allocator::Greedy] {
        alloc_all(&text, "values.O0.mir", a);
    }
    // Bank entries are written back as read (llc reads them).
    let (t, file) = read(&text, "values.O0.mir");
    let printed = print::print_file(&file, &t);
    assert!(printed.contains("class: gpr,"), "bank entries not printed");
}

/// One remat rule (issue 20, item 5): the checker accepts every
/// rematerialisation the spiller makes (constants, and operand remats of
/// isAsCheapAsAMove opcodes, which use the spiller's own rule,
/// `regalloc::spill::remat_rule`), on programs of ours that make it
/// rematerialize under pressure.
#[test]
fn every_remat_the_spiller_makes_is_proved() {
    let mut remats = 0;
    for prog in ["tests/programs/many_args.c", "tests/programs/fp_calls.c"] {
        let text = pre_mir_of(prog, "O2");
        let (t, file) = read(&text, prog);
        for f in &file.functions {
            let opts = AllocOptions {
                allocator: Allocator::Greedy,
                ..AllocOptions::default()
            };
            let res = allocate(f, &t, &opts).unwrap_or_else(|e| panic!("{}", e.render(prog)));
            match check(f, &res.function, &t) {
                Ok(stats) => remats += stats.remats,
                Err(errors) => {
                    panic!(
                        "{}",
                        errors.iter().map(|e| e.to_string()).collect::<String>()
                    )
                }
            }
        }
    }
    assert!(remats > 0, "no remat: the test proves nothing");
}

/// Call masks are per register (LLVM's `clobbersPhysReg`): AAPCS64
/// preserves D8-D15 but not Q8-Q15, which share their register units.
/// Every allocator keeps `keep_d`'s doubles in d8-d15 across the call (with
/// the masks read per unit, none did: the unit of D8 counted as clobbered
/// because Q8's is); `keep_q`'s vectors leave the Q registers (in q8 they
/// would be lost: the checker refuses that, see below). Every function of
/// `values.c` is proved, and moving `keep_d`'s values from d8/d9 to the
/// clobbered d16/d17 is refused.
#[test]
fn doubles_live_across_calls_stay_in_d8_to_d15_and_vectors_do_not() {
    let text = pre_mir("O2");
    let text_of = |f: &Function, t: &Target| {
        let mut s = String::new();
        print::print_function(&mut s, f, t);
        s
    };
    let csr_d = |f: &Function, t: &Target| {
        let s = text_of(f, t);
        (8..16).filter(|k| s.contains(&format!("$d{k} ="))).count()
    };
    for a in [Allocator::Greedy, Allocator::Basic, Allocator::Fast] {
        let (t, pres, posts) = alloc_all(&text, "values.O2.mir", a);
        let kd = func(&posts, "keep_d");
        assert_eq!(
            csr_d(kd, &t),
            2,
            "{a:?}: keep_d's a and b not in d8-d15:\n{}",
            text_of(kd, &t)
        );
        let kq = func(&posts, "keep_q");
        let s = text_of(kq, &t);
        assert!(
            (8..16).all(|k| !s.contains(&format!("$q{k}"))),
            "{a:?}: keep_q uses a callee-saved Q register:\n{s}"
        );
        // The same allocation with the values in clobbered registers.
        let mut bad = kd.clone();
        for b in &mut bad.blocks {
            for i in &mut b.insts {
                for o in &mut i.operands {
                    if let Operand::Reg(r) = o {
                        for (from, to) in [("d8", "d16"), ("d9", "d17")] {
                            if r.reg == phys(&t, from) {
                                r.reg = phys(&t, to);
                            }
                        }
                    }
                }
            }
        }
        assert!(
            check(func(&pres, "keep_d"), &bad, &t).is_err(),
            "{a:?}: the checker accepts doubles in d16/d17 across a call"
        );
    }
}

/// A constant defined through a zeroing sub-register (`undef
/// %70.sub_32:gpr64 = MOVi32imm -1431655765`, the `i % 12` reciprocal of
/// `tests/programs/calls.c`) is recomputed in the loop, as LLVM does,
/// instead of reloaded from a slot; the checker proves the recomputation
/// (`undef $w9 = MOVi32imm ...` defines `$x9` as `%70`) and refuses it
/// with another constant.
#[test]
fn constants_defined_through_sub_registers_are_rematerialized() {
    let prog = "tests/programs/calls.c";
    let text = pre_mir_of(prog, "O2");
    let needle = "MOVi32imm -1431655765";
    assert!(
        text.contains(&format!(".sub_32:gpr64 = {needle}")),
        "llc's MIR has no sub-register constant def"
    );
    let (t, pres, posts) = alloc_all(&text, prog, Allocator::Greedy);
    let (pre, post) = (func(&pres, "calls"), func(&posts, "calls"));
    // Recomputed where the value is used (inside the loop, not in the
    // entry block), and not stored to a slot right after (a spill of it).
    let (b, i) = find_imm(post, needle);
    assert!(b > 0, "the constant is not recomputed in the loop");
    let stored = post.blocks[b].insts.get(i + 1).is_some_and(|x| {
        x.opcode.starts_with("STR")
            && x.operands
                .iter()
                .any(|o| matches!(o, Operand::FrameIndex { .. }))
    });
    assert!(!stored, "the constant is spilled:\n{}", {
        let mut s = String::new();
        print::print_function(&mut s, post, &t);
        s
    });
    let mut bad = post.clone();
    if let Some(Operand::Imm(k)) = bad.blocks[b].insts[i].operands.get_mut(1) {
        *k += 1;
    } else {
        panic!("unexpected MOVi32imm shape");
    }
    assert!(
        check(pre, &bad, &t).is_err(),
        "the checker accepts a recomputation with another constant"
    );
}

/// The (block, instruction) of the last instruction of `f` printed with
/// `text` (opcode and immediate).
fn find_imm(f: &Function, text: &str) -> (usize, usize) {
    let mut at = None;
    for (b, bd) in f.blocks.iter().enumerate() {
        for (i, x) in bd.insts.iter().enumerate() {
            let imm = x.operands.iter().find_map(|o| match o {
                Operand::Imm(k) => Some(*k),
                _ => None,
            });
            if imm.is_some_and(|k| format!("{} {k}", x.opcode) == text) {
                at = Some((b, i));
            }
        }
    }
    at.unwrap_or_else(|| panic!("no '{text}' in {}", f.name))
}

/// A debug use of a spilled value loses its location: `DBG_VALUE $noreg`,
/// without the sub-register index the vreg had (`$noreg.sub_32` is not
/// MIR: llc-14 refuses it). Every allocator's output is read back by
/// llc-14 (`tests/aarch64/dbg_sub32_spill.mir`, reduced from bzip2).
#[test]
fn debug_uses_of_spilled_sub_registers_become_plain_noreg() {
    let src = common::workspace_root().join("tests/aarch64/dbg_sub32_spill.mir");
    let text = std::fs::read_to_string(&src).unwrap();
    for a in [Allocator::Greedy, Allocator::Basic, Allocator::Fast] {
        let (t, _, posts) = alloc_all(&text, "dbg_sub32_spill.mir", a);
        let (_, mut file) = read(&text, "dbg_sub32_spill.mir");
        file.functions = posts;
        let out = print::print_file(&file, &t);
        assert!(!out.contains("$noreg."), "{a:?}:\n{out}");
        let mir = work_dir().join(format!("dbg_sub32_spill.{a:?}.mir"));
        std::fs::write(&mir, &out).unwrap();
        run(Command::new("llc-14").args([
            "-mtriple=aarch64-linux-gnu",
            "-O2",
            "-start-before=prologepilog",
            mir.to_str().unwrap(),
            "-o",
            "/dev/null",
        ]));
    }
}

/// A skipped copy into a sub-register (`undef %12.sub_32 = COPY
/// %14.sub_32`, coalesced so `$x8` holds `%14`) puts `%12.sub_32` where the
/// source is (`$w8`), so the join with a path that defines `%12` whole in
/// `$x8` keeps `%12.sub_32` in `$w8` (reduced from lua's `luaK_indexed`).
/// The same code loading into `$x9` on that path is refused.
#[test]
fn a_sub_register_copy_meets_a_whole_def_at_a_join() {
    let src = common::workspace_root().join("tests/aarch64/join_sub32.mir");
    let text = std::fs::read_to_string(&src).unwrap();
    for a in [Allocator::Greedy, Allocator::Basic, Allocator::Fast] {
        alloc_all(&text, "join_sub32.mir", a);
    }
    let (t, pres, posts) = alloc_all(&text, "join_sub32.mir", Allocator::Greedy);
    let (pre, post) = (&pres[0], &posts[0]);
    let (b, i) = find(post, "LDRXui");
    let mut bad = post.clone();
    let Some(Operand::Reg(d)) = bad.blocks[b].insts[i].operands.first_mut() else {
        panic!("no def");
    };
    assert_eq!(
        d.reg,
        phys(&t, "x8"),
        "the allocation changed: the test needs $x8 here"
    );
    d.reg = phys(&t, "x9");
    assert!(
        check(pre, &bad, &t).is_err(),
        "the checker accepts $w8 unset on one path"
    );
}

/// A def tied to an `undef` use of its own vreg (`%138 = LD1i16 undef
/// %138, 0, %1`) gets a free register, not the class's first one over a
/// live value (the fast allocator put `%129` and `%138` both in `$q0`:
/// zlib's `fill_window`, wrong compressed output with the checker off).
#[test]
fn a_def_tied_to_an_undef_use_gets_a_free_register() {
    let src = common::workspace_root().join("tests/aarch64/undef_tied_use.mir");
    let text = std::fs::read_to_string(&src).unwrap();
    for a in [Allocator::Fast, Allocator::Greedy, Allocator::Basic] {
        let (_, _, posts) = alloc_all(&text, "undef_tied_use.mir", a);
        let defs: Vec<Reg> = posts[0]
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(|i| i.opcode == "LD1i16")
            .filter_map(|i| match i.operands.first() {
                Some(Operand::Reg(r)) => Some(r.reg),
                _ => None,
            })
            .collect();
        assert_eq!(defs.len(), 4, "{a:?}");
        assert_ne!(defs[0], defs[1], "{a:?}: both vectors in one register");
    }
}

#[test]
fn a_bank_vreg_named_in_the_body_is_an_error() {
    let text = pre_mir("O0");
    // A vreg declared with a bank only, then used by the body.
    let id = text
        .lines()
        .find_map(|l| {
            let rest = l.trim().strip_prefix("- { id: ")?;
            let (id, rest) = rest.split_once(", ")?;
            rest.starts_with("class: gpr,").then(|| id.to_string())
        })
        .expect("a bank entry");
    let (fn_start, _) = text
        .match_indices("\n---\n")
        .find(|(k, _)| text[*k..].contains(&format!("- {{ id: {id}, class: gpr,")))
        .unwrap();
    let ret = fn_start + text[fn_start..].find("    RET_ReallyLR").unwrap();
    let broken = format!("{}    $x1 = COPY %{id}\n{}", &text[..ret], &text[ret..]);
    let e = match parse::read(&broken, "broken.mir", tables::TARGETS) {
        Ok(_) => panic!("a body naming a bank-only vreg is refused"),
        Err(e) => e.render(),
    };
    assert!(e.contains("register bank ('gpr')"), "{e}");
    assert!(e.contains("broken.mir:"), "{e}");
}

/// The first instruction of `f` with opcode `op`: (block, index).
fn find(f: &Function, op: &str) -> (usize, usize) {
    for (b, bd) in f.blocks.iter().enumerate() {
        if let Some(i) = bd.insts.iter().position(|i| i.opcode == op) {
            return (b, i);
        }
    }
    panic!("no {op} in {}", f.name)
}

fn phys(t: &Target, name: &str) -> Reg {
    Reg::Phys(t.reg_by_mir_name(name).unwrap())
}

#[test]
fn a_broken_hidden_tie_is_refused() {
    let text = pre_mir("O2");
    for a in [Allocator::Greedy, Allocator::Fast] {
        let (t, pres, posts) = alloc_all(&text, "values.O2.mir", a);
        let (pre, post) = (func(&pres, "sum_bytes"), func(&posts, "sum_bytes"));
        // `early-clobber $x8, $w9 = LDRBBpost $x8, 1`: the base use (2) is
        // tied to the write-back def (0), which MIR does not print.
        let (b, i) = find(post, "LDRBBpost");
        let Operand::Reg(d) = &post.blocks[b].insts[i].operands[0] else {
            panic!()
        };
        let other = if d.reg == phys(&t, "x17") {
            "x16"
        } else {
            "x17"
        };
        let mut broken = post.clone();
        let Operand::Reg(u) = &mut broken.blocks[b].insts[i].operands[2] else {
            panic!()
        };
        u.reg = phys(&t, other);
        let errors = check(pre, &broken, &t).expect_err("a broken tie is refused");
        assert!(
            errors.iter().any(|e| e
                .to_string()
                .contains("tied use is not in the register of its def")),
            "{}",
            errors.iter().map(|e| e.to_string()).collect::<String>()
        );
    }
}

/// `from_arg` at -O0, reduced to the shape the hazard needs: `%0:gpr32 =
/// COPY $w0`, `%3:gpr64all = SUBREG_TO_REG 0, %0, %subreg.sub_32`,
/// `$x0 = COPY %3`.
fn subreg_to_reg_pre(text: &str) -> String {
    let start = text.find("name:            from_arg").unwrap();
    let end = start + text[start..].find("\n...").unwrap_or(text.len() - start);
    let mut f = text[start..end].to_string();
    // Drop the local's store and reload: SUBREG_TO_REG reads %0 itself.
    let keep: Vec<&str> = f
        .lines()
        .filter(|l| !l.contains("STRWui") && !l.contains("LDRWui"))
        .collect();
    f = keep.join("\n");
    let src = f
        .lines()
        .find_map(|l| {
            let (_, r) = l.split_once("= SUBREG_TO_REG 0, ")?;
            Some(r.split(',').next()?.trim().to_string())
        })
        .unwrap();
    f = f.replace(&format!("SUBREG_TO_REG 0, {src},"), "SUBREG_TO_REG 0, %0,");
    format!("{}{}\n...\n", &text[..start], f)
}

#[test]
fn subreg_to_reg_needs_a_zero_extending_write() {
    let pre_text = subreg_to_reg_pre(&pre_mir("O0"));
    let (t, file) = read(&pre_text, "from_arg.mir");
    let pre = func(&file.functions, "from_arg");
    assert!(
        pre.blocks[0]
            .insts
            .iter()
            .any(|i| i.opcode == "SUBREG_TO_REG"),
        "the reduced function keeps its SUBREG_TO_REG"
    );
    // An allocation of `pre`: its body replaced by `body`.
    let post = |body: &str| -> Function {
        let k = pre_text.find("name:            from_arg").unwrap();
        let b = k + pre_text[k..].find("body:").unwrap();
        let e = b + pre_text[b..].find("\n...").unwrap();
        let text = format!(
            "{}body:             |\n{body}{}",
            &pre_text[..b],
            &pre_text[e..]
        );
        func(&read(&text, "post.mir").1.functions, "from_arg").clone()
    };
    // Allocated properly: the copy from $w0 is a W write (llc expands a
    // W COPY to ORRWrr), so $x8's upper half is zero, and SUBREG_TO_REG of
    // another register is a copy.
    let proved = post(
        "  bb.1 (%ir-block.1):\n    liveins: $w0\n  \n    $w8 = COPY $w0\n    \
         $x0 = SUBREG_TO_REG 0, $w8, %subreg.sub_32\n    RET_ReallyLR implicit $x0\n",
    );
    check(pre, &proved, &t)
        .unwrap_or_else(|e| panic!("{}", e.iter().map(|e| e.to_string()).collect::<String>()));
    // The copy coalesced away: `$x0 = SUBREG_TO_REG 0, $w0` is nothing
    // after expansion, and $x0's upper half is what the caller left.
    let wrong = post(
        "  bb.1 (%ir-block.1):\n    liveins: $w0\n  \n    \
         $x0 = SUBREG_TO_REG 0, $w0, %subreg.sub_32\n    RET_ReallyLR implicit $x0\n",
    );
    let errors = check(pre, &wrong, &t).expect_err("garbage upper bits are refused");
    assert!(
        errors
            .iter()
            .any(|e| e.to_string().contains("SUBREG_TO_REG")),
        "{}",
        errors.iter().map(|e| e.to_string()).collect::<String>()
    );
}

#[test]
fn a_flag_setting_instruction_between_flag_def_and_use_is_refused() {
    let text = pre_mir("O2");
    let (t, pres, posts) = alloc_all(&text, "values.O2.mir", Allocator::Greedy);
    let nzcv = phys(&t, "nzcv");
    // `dead $wzr = SUBSWri $wzr, 1, 0, implicit-def $nzcv`: other flags.
    let mut zero = RegOperand::def_of(phys(&t, "wzr"));
    zero.dead = true;
    let mut flags = RegOperand::def_of(nzcv);
    flags.implicit = true;
    let clobber = Inst::new(
        "SUBSWri",
        vec![
            Operand::Reg(zero),
            Operand::Reg(RegOperand::use_of(phys(&t, "wzr"))),
            Operand::Imm(1),
            Operand::Imm(0),
            Operand::Reg(flags),
        ],
    );
    // The first `Bcc` whose flags are defined earlier in its block.
    for (pre, post) in pres.iter().zip(&posts) {
        for (b, bd) in post.blocks.iter().enumerate() {
            let Some(i) = bd.insts.iter().position(|i| i.opcode == "Bcc") else {
                continue;
            };
            let defined = bd.insts[..i].iter().any(|x| {
                x.operands
                    .iter()
                    .any(|o| matches!(o, Operand::Reg(r) if r.is_def && r.reg == nzcv))
            });
            if !defined {
                continue;
            }
            let mut broken = post.clone();
            broken.blocks[b].insts.insert(i, clobber.clone());
            let errors = check(pre, &broken, &t).expect_err("clobbered flags are refused");
            let all: String = errors.iter().map(|e| e.to_string()).collect();
            assert!(
                all.contains("use reads the wrong value") && all.contains("operand 2 ($nzcv)"),
                "{all}"
            );
            return;
        }
    }
    panic!("no Bcc after a flag def in the same block");
}

/// AArch64 MIR given to a reader that only knows RISC-V: one error (the
/// triple), not one per class and register it cannot resolve.
#[test]
fn a_foreign_triple_is_one_error() {
    let text = pre_mir("O0");
    let e = match parse::read(&text, "values.O0.mir", &[&tables::riscv::DESC]) {
        Ok(_) => panic!("AArch64 MIR is not RISC-V MIR"),
        Err(e) => e.render(),
    };
    assert!(e.contains("target triple 'aarch64"), "{e}");
    assert_eq!(e.matches("error:").count(), 1, "{e}");
}

// --- Spillway's own allocations of the constructs, proved after frame
// lowering, and broken by hand (issue 20: every AArch64 construct proved).

/// Spillway's pipeline (allocation, softening, frame lowering, both
/// checks) on the C file `rel` at `opt`: the target, the pre file (lowered
/// out of SSA where needed) and the printed result. Panics unless every
/// function is proved.
fn pipeline_of(
    rel: &str,
    opt: &str,
    allocator: Allocator,
    stop_before_frame: bool,
) -> (Target, MirFile, String) {
    let text = pre_mir_of(rel, opt);
    let (t, mut file) = read(&text, rel);
    for f in &mut file.functions {
        if needs_lowering(f, &t) {
            backend::lower::lower_function(f, &t).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let opts = backend::pipeline::PipelineOptions {
        allocator,
        stop_before_frame,
        ..Default::default()
    };
    let out = backend::pipeline::run(&file, &t, &opts).unwrap_or_else(|e| panic!("{rel}: {e}"));
    for r in &out.reports {
        if let backend::pipeline::CheckOutcome::Failed { stage, errors } = &r.check {
            let all: String = errors.iter().map(|e| e.to_string()).collect();
            panic!(
                "{rel} {opt} {allocator:?}: '{}' not proved ({stage}):\n{all}",
                r.function
            );
        }
    }
    let printed = print::print_file(&out.file, &t);
    (t, file, printed)
}

/// Checks function `name` of `post` (printed MIR) with the first
/// `needle` of its body replaced by `with`: the errors (panics if the
/// checker proves it, or if there is no `needle`).
fn broken(t: &Target, pre: &MirFile, post: &str, name: &str, needle: &str, with: &str) -> String {
    let start = post
        .find(&format!("\nname:            {name}\n"))
        .unwrap_or_else(|| panic!("no function {name}"));
    let end = start + post[start..].find("\n...\n").unwrap();
    let at = start
        + post[start..end]
            .find(needle)
            .unwrap_or_else(|| panic!("no `{needle}` in {name}:\n{}", &post[start..end]));
    let text = format!("{}{with}{}", &post[..at], &post[at + needle.len()..]);
    let (_, file) = read(&text, "broken.mir");
    let pre = func(&pre.functions, name);
    let errors = check(pre, func(&file.functions, name), t)
        .expect_err(&format!("`{needle}` -> `{with}` in {name} is refused"));
    errors.iter().map(|e| e.to_string()).collect()
}

/// The register a line `    <reg> = <opcode> ...` of `post`'s function
/// `name` defines (the first such line).
fn def_of(post: &str, name: &str, opcode: &str) -> String {
    let start = post.find(&format!("\nname:            {name}\n")).unwrap();
    post[start..]
        .lines()
        .find_map(|l| {
            let (d, rest) = l.trim().split_once(" = ")?;
            rest.starts_with(opcode).then(|| {
                d.trim_start_matches("undef ")
                    .trim_start_matches("renamable ")
                    .to_string()
            })
        })
        .unwrap_or_else(|| panic!("no `= {opcode}` in {name}"))
}

/// A W register written (by a copy the checker takes as post-only: the
/// pre copy `undef %12.sub_32 = COPY $w0` is left out at the prologue)
/// and read whole (`SBFMXri $x20, 0, 31`): the W write zero-extends the
/// value of `%12.sub_32`, and `%12`'s upper half is undefined, so `$x20`
/// holds `%12`. From another source, it does not.
#[test]
fn a_w_write_read_as_x_after_the_prologue() {
    let rel = "tests/constructs/large_frame.c";
    let (t, pre, post) = pipeline_of(rel, "O2", Allocator::Greedy, false);
    let x = def_of(&post, "huge", "SBFMXri");
    let line = post
        .lines()
        .skip_while(|l| !l.contains("name:            huge"))
        .find(|l| l.contains("= SBFMXri"))
        .unwrap()
        .to_string();
    let src = line
        .split("SBFMXri ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap();
    assert!(x.starts_with("$x") && src.starts_with("$x"), "{line}");
    let w = src.replacen("$x", "$w", 1);
    let copy = format!("undef {w} = COPY $w0");
    assert!(post.contains(&copy), "no `{copy}` in huge");
    let errors = broken(
        &t,
        &pre,
        &post,
        "huge",
        &copy,
        &format!("undef {w} = COPY $w1"),
    );
    assert!(
        errors.contains("use reads the wrong value") && errors.contains("SBFMXri"),
        "{errors}"
    );
}

/// `%105.sub_32 = ADDWri %105.sub_32, 1` in a loop entered with `%105`
/// whole in `$x8`: the loop header's meet keeps `$w8` holding
/// `%105.sub_32` (implied by `$x8` holding `%105`). Incremented into
/// another register, the next iteration reads a stale value.
#[test]
fn a_sub_register_loop_value_meets_its_whole_entry_value() {
    let rel = "tests/constructs/overaligned.c";
    let (t, pre, post) = pipeline_of(rel, "O2", Allocator::Greedy, true);
    let body = &post[post.find("name:            aligned_vla").unwrap()..];
    let inc = body
        .lines()
        .find(|l| l.contains("= ADDWri $w") && l.ends_with(", 1, 0"))
        .unwrap()
        .trim()
        .to_string();
    let w = inc.split(" = ").next().unwrap().to_string();
    let other = if w == "$w17" { "$w16" } else { "$w17" };
    let errors = broken(
        &t,
        &pre,
        &post,
        "aligned_vla",
        &inc,
        &inc.replacen(&format!("{w} = "), &format!("{other} = "), 1),
    );
    assert!(errors.contains("use reads the wrong value"), "{errors}");
}

/// The fast allocator spills `$x8` after `$w8 = ADDWri $w8, 1` defined
/// `%105.sub_32` (its upper half zero, not `%105`'s): the slot holds
/// `%105.sub_32` as a part of the register image, and the reload at the
/// loop head gives `$w8` that value again. Without the store, the slot
/// holds nothing of the new value.
#[test]
fn a_spilled_sub_register_value_is_reloaded_as_a_part() {
    let rel = "tests/constructs/overaligned.c";
    let (t, pre, post) = pipeline_of(rel, "O2", Allocator::Fast, true);
    let body = &post[post.find("name:            aligned_vla").unwrap()..];
    let lines: Vec<&str> = body.lines().map(str::trim).collect();
    let k = lines
        .iter()
        .position(|l| l.contains("= ADDWri $w") && l.ends_with(", 1, 0"))
        .unwrap();
    let x = lines[k]
        .split(" = ")
        .next()
        .unwrap()
        .replacen("$w", "$x", 1);
    let store = lines[k..]
        .iter()
        .find(|l| l.starts_with(&format!("STRXui {x}, %stack.")))
        .unwrap_or_else(|| panic!("no spill of {x} after `{}`", lines[k]));
    let errors = broken(&t, &pre, &post, "aligned_vla", store, "");
    assert!(errors.contains(".sub_32"), "{errors}");
}

/// Realignment: `$x8 = frame-setup ADDXri $sp, 0, 0` (also a remat of a
/// local's address) then `$sp = frame-setup ANDXri killed $x8, <mask>`.
/// Anding a copy of sp + 16 is not a realignment of sp.
#[test]
fn a_realignment_of_a_copy_of_sp() {
    let rel = "tests/constructs/overaligned.c";
    for (opt, a) in [("O0", Allocator::Fast), ("O2", Allocator::Greedy)] {
        let (t, pre, post) = pipeline_of(rel, opt, a, false);
        let and = post
            .lines()
            .skip_while(|l| {
                !l.contains("name:            aligned\n")
                    && !l.ends_with("name:            aligned")
            })
            .find(|l| l.contains("$sp = frame-setup ANDXri killed $x"))
            .unwrap_or_else(|| panic!("{opt}: no realignment in aligned"))
            .to_string();
        let x = and
            .split("killed ")
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap();
        let copy = format!("{x} = frame-setup ADDXri $sp, 0, 0");
        let errors = broken(
            &t,
            &pre,
            &post,
            "aligned",
            &copy,
            &copy.replace("$sp, 0, 0", "$sp, 16, 0"),
        );
        assert!(errors.contains("ANDXri"), "{opt}: {errors}");
    }
}

/// A call frame pushed after a dynamic alloca (`$sp = SUBXri $sp, 16, 0`
/// while sp is unknown) keeps sp unknown; the same subtraction from
/// another register is no sp adjustment.
#[test]
fn a_call_frame_pushed_below_a_vla() {
    let rel = "tests/constructs/vla_alloca.c";
    let (t, pre, post) = pipeline_of(rel, "O2", Allocator::Greedy, false);
    let errors = broken(
        &t,
        &pre,
        &post,
        "vla",
        "    $sp = SUBXri $sp, 16, 0\n",
        "    $sp = SUBXri $x20, 16, 0\n",
    );
    assert!(errors.contains("matches neither"), "{errors}");
}

/// `STURXi $x8, $fp, -16 :: (store (p0) ...)`: a pointer store through
/// the byte-offset twin of `STRXui` clears 8 bytes, not the widest slot,
/// so the saves of fp and lr beside it survive; moved onto lr's save, it
/// clobbers it.
#[test]
fn a_pointer_store_through_a_twin_clears_its_own_bytes() {
    let rel = "tests/constructs/vla_alloca.c";
    let (t, pre, post) = pipeline_of(rel, "O0", Allocator::Fast, false);
    let body = &post[post.find("name:            with_alloca").unwrap()..];
    let store = body
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("STURXi") && l.contains(", $fp, ") && l.contains("(store (p0)"))
        .unwrap()
        .to_string();
    // fp = entry sp - S + K; lr's save at entry sp + L.
    let num = |l: &str, pre: &str| -> i64 {
        let n: String = l
            .split(pre)
            .nth(1)
            .unwrap()
            .chars()
            .take_while(|c| *c == '-' || c.is_ascii_digit())
            .collect();
        n.parse().unwrap()
    };
    let s = num(
        body.lines()
            .find(|l| l.contains("$sp = frame-setup SUBXri $sp, "))
            .unwrap(),
        "$sp, ",
    );
    let k = num(
        body.lines()
            .find(|l| l.contains("$fp = frame-setup ADDXri $sp, "))
            .unwrap(),
        "$sp, ",
    );
    let (_, file) = read(&post, "post.mir");
    let f = func(&file.functions, "with_alloca");
    let lr = t.reg_by_mir_name("lr").unwrap();
    let l = f
        .stack
        .iter()
        .find(|o| o.callee_saved_register == Some(lr))
        .expect("lr is saved")
        .offset;
    let off = num(&store, "$fp, ");
    let onto_lr = store.replacen(&format!("$fp, {off}"), &format!("$fp, {}", l - (k - s)), 1);
    let errors = broken(&t, &pre, &post, "with_alloca", &store, &onto_lr);
    assert!(
        errors.contains("$lr does not hold its entry value"),
        "{errors}"
    );
}

/// -O0 `main` of varargs.c: `%35 = COPY $sp` (the outgoing-argument base)
/// waits for its allocated copy past the spill store the allocator put
/// after the call (a copy from the untracked sp, left out, would record
/// nothing). A base that is not sp is refused.
#[test]
fn a_copy_of_sp_meets_its_allocated_copy() {
    let rel = "tests/constructs/varargs.c";
    let (t, pre, post) = pipeline_of(rel, "O0", Allocator::Greedy, false);
    let body = &post[post.find("name:            main").unwrap()..];
    let copy = body
        .lines()
        .map(str::trim)
        .find(|l| l.ends_with(" = COPY $sp") && l.starts_with("$x"))
        .unwrap()
        .to_string();
    let errors = broken(
        &t,
        &pre,
        &post,
        "main",
        &copy,
        &copy.replace("COPY $sp", "COPY $fp"),
    );
    assert!(errors.contains("use reads the wrong value"), "{errors}");
}
