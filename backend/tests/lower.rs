//! Out-of-SSA lowering (`backend::lower`): PHI elimination and tied
//! operands.
//!
//! Unit tests build small SSA functions by hand and run them, before and
//! after lowering, in a tiny interpreter (PHIs with parallel semantics
//! before, plain copies after): the lowered function must produce the same
//! observations. A naive lowering (copying straight into the PHI result at
//! the end of each predecessor) is run through the same check to show the
//! swap and lost-copy tests catch the classic bugs. A generator makes 300
//! random SSA functions (PHIs permuting values, critical and doubled
//! edges) for the same comparison.
//!
//! End to end: every `--stop ssa` corpus file is lowered, printed, handed
//! to llc at `-start-before=greedy` (with `-verify-machineinstrs`; llc
//! rejects the unlowered files), linked with the benchmark's driver and
//! run under qemu; its output must equal the reference build's.

mod common;

use backend::lower::{self, phi, two_addr};
use backend::mir::{
    BlockData, BlockId, FrameInfo, Function, Inst, Loc, Operand, Reg, RegOperand, VReg, VRegInfo,
};
use backend::target::{PReg, Target};
use std::collections::HashMap;

fn rv64() -> Target {
    Target::bind(
        &tables::riscv::DESC,
        &["64bit", "m", "a", "f", "d", "c"],
        Some("lp64d"),
    )
}

fn preg(t: &Target, name: &str) -> PReg {
    t.reg_by_mir_name(name).expect("register")
}

// ---- building functions -------------------------------------------------

fn u(n: u32) -> Operand {
    Operand::Reg(RegOperand::use_of(Reg::Virt(VReg(n))))
}
fn d(n: u32) -> Operand {
    Operand::Reg(RegOperand::def_of(Reg::Virt(VReg(n))))
}
fn pu(t: &Target, name: &str) -> Operand {
    Operand::Reg(RegOperand::use_of(Reg::Phys(preg(t, name))))
}
fn pd(t: &Target, name: &str) -> Operand {
    Operand::Reg(RegOperand::def_of(Reg::Phys(preg(t, name))))
}
fn bb(n: u32) -> Operand {
    Operand::Block(BlockId(n))
}
fn i(op: &str, ops: Vec<Operand>) -> Inst {
    Inst::new(op, ops)
}
fn phi(dst: u32, incoming: &[(u32, u32)]) -> Inst {
    let mut ops = vec![d(dst)];
    for &(v, b) in incoming {
        ops.push(u(v));
        ops.push(bb(b));
    }
    i("PHI", ops)
}

/// A function of `gpr` vregs 0..num_vregs; block i is `bb.i`.
fn func(t: &Target, num_vregs: u32, blocks: Vec<(Vec<Inst>, Vec<u32>)>) -> Function {
    let gpr = t.class_by_mir_name("gpr").expect("gpr");
    Function {
        name: "test".into(),
        loc: Loc::default(),
        tracks_reg_liveness: true,
        vregs: (0..num_vregs)
            .map(|_| VRegInfo {
                class: Some(gpr),
                preferred: None,
                declared: true,
                bank: None,
            })
            .collect(),
        liveins: Vec::new(),
        frame: FrameInfo::default(),
        fixed_stack: Vec::new(),
        stack: Vec::new(),
        other_keys: Vec::new(),
        ir_attrs: Vec::new(),
        blocks: blocks
            .into_iter()
            .enumerate()
            .map(|(n, (insts, succs))| BlockData {
                number: n as u32,
                successors: succs.into_iter().map(|s| (BlockId(s), None)).collect(),
                insts,
                ..BlockData::default()
            })
            .collect(),
    }
}

// ---- a tiny interpreter -------------------------------------------------

/// Runs `f` with `$x10 = arg`; returns every value copied into a physical
/// register, in order (the observations). Reading a vreg with no value is
/// an error, so a lowering that loses a def is caught too.
fn run(f: &Function, t: &Target, arg: i64) -> Result<Vec<i64>, String> {
    let zero = Reg::Phys(t.zero);
    let mut vals: HashMap<Reg, i64> = HashMap::new();
    vals.insert(Reg::Phys(preg(t, "x10")), arg);
    let mut trace = Vec::new();
    let get = |vals: &HashMap<Reg, i64>, o: &Operand| -> Result<i64, String> {
        match o {
            Operand::Reg(r) if r.reg == zero => Ok(0),
            Operand::Reg(r) => vals
                .get(&r.reg)
                .copied()
                .ok_or_else(|| format!("read of {:?} before any def", r.reg)),
            Operand::Imm(k) => Ok(*k),
            o => Err(format!("not a value: {o:?}")),
        }
    };
    let reg = |o: &Operand| match o {
        Operand::Reg(r) => r.reg,
        _ => Reg::NoReg,
    };
    let (mut cur, mut prev) = (0usize, None::<usize>);
    for _ in 0..100_000 {
        let insts = &f.blocks[cur].insts;
        // PHIs: all read (on the edge taken), then all written.
        let mut phi_vals = Vec::new();
        for p in insts.iter().take_while(|x| x.is_phi()) {
            let from = prev.ok_or("PHI in the entry block")?;
            let k = p.operands[1..]
                .chunks(2)
                .position(|c| c[1] == Operand::Block(BlockId(from as u32)))
                .ok_or("PHI has no operand for the edge taken")?;
            phi_vals.push((reg(&p.operands[0]), get(&vals, &p.operands[1 + 2 * k])?));
        }
        vals.extend(phi_vals);
        let mut next = None;
        for x in insts.iter().skip_while(|x| x.is_phi()) {
            let o = &x.operands;
            let set = |v: i64, vals: &mut HashMap<Reg, i64>| {
                vals.insert(reg(&o[0]), v);
            };
            let br = |c: bool, to: &Operand| match (c, to) {
                (true, Operand::Block(b)) => Some(b.index()),
                _ => None,
            };
            match x.opcode.as_str() {
                "COPY" => {
                    let v = get(&vals, &o[1])?;
                    if let Reg::Phys(_) = reg(&o[0]) {
                        trace.push(v);
                    }
                    set(v, &mut vals);
                }
                "IMPLICIT_DEF" => set(0x5eed, &mut vals),
                "LIFETIME_START" | "LIFETIME_END" => {}
                "ADDI" | "ADD" => {
                    let v = get(&vals, &o[1])?.wrapping_add(get(&vals, &o[2])?);
                    set(v, &mut vals);
                }
                "SUB" => {
                    let v = get(&vals, &o[1])?.wrapping_sub(get(&vals, &o[2])?);
                    set(v, &mut vals);
                }
                "MUL" => {
                    let v = get(&vals, &o[1])?.wrapping_mul(get(&vals, &o[2])?);
                    set(v, &mut vals);
                }
                "BNE" => next = br(get(&vals, &o[0])? != get(&vals, &o[1])?, &o[2]),
                "BEQ" => next = br(get(&vals, &o[0])? == get(&vals, &o[1])?, &o[2]),
                "BLT" => next = br(get(&vals, &o[0])? < get(&vals, &o[1])?, &o[2]),
                "PseudoBR" => next = br(true, &o[0]),
                "PseudoRET" => return Ok(trace),
                op => return Err(format!("interpreter: unknown opcode {op}")),
            }
            if next.is_some() {
                break;
            }
        }
        prev = Some(cur);
        cur = next.unwrap_or(cur + 1);
        if cur >= f.blocks.len() {
            return Err("fell off the end".into());
        }
    }
    Err("step limit".into())
}

/// The classic wrong lowering: `%d = COPY %src` at the end of each
/// predecessor, no temporaries.
fn naive_lower(f: &mut Function) {
    for bi in 0..f.blocks.len() {
        let phis: Vec<Inst> = f.blocks[bi]
            .insts
            .iter()
            .take_while(|x| x.is_phi())
            .cloned()
            .collect();
        f.blocks[bi].insts.retain(|x| !x.is_phi());
        for p in phis {
            for c in p.operands[1..].chunks(2) {
                let Operand::Block(pred) = c[1] else { panic!() };
                let insts = &mut f.blocks[pred.index()].insts;
                let ip = insts
                    .iter()
                    .position(|x| x.opcode.starts_with('B') || x.opcode == "PseudoBR")
                    .unwrap_or(insts.len());
                insts.insert(ip, i("COPY", vec![p.operands[0].clone(), c[0].clone()]));
            }
        }
    }
}

fn count_phis(f: &Function) -> usize {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|x| x.is_phi())
        .count()
}

/// Lowers `f`, checks no PHI remains and that it computes the same as the
/// SSA version for every argument in `args`.
fn lower_and_compare(f: &Function, t: &Target, args: &[i64]) -> Function {
    let mut g = f.clone();
    lower::lower_function(&mut g, t).expect("lower");
    assert_eq!(count_phis(&g), 0);
    for &a in args {
        let want = run(f, t, a).expect("SSA run");
        let got = run(&g, t, a).expect("lowered run");
        assert_eq!(got, want, "arg {a}");
    }
    g
}

// ---- unit tests ---------------------------------------------------------

/// Two PHIs swapping their values every iteration of a loop.
fn swap_loop(t: &Target) -> Function {
    func(
        t,
        10,
        vec![
            (
                vec![
                    i("ADDI", vec![d(1), pu(t, "x0"), Operand::Imm(1)]),
                    i("ADDI", vec![d(2), pu(t, "x0"), Operand::Imm(2)]),
                    i("COPY", vec![d(3), pu(t, "x10")]),
                ],
                vec![1],
            ),
            (
                vec![
                    phi(4, &[(1, 0), (5, 1)]),
                    phi(5, &[(2, 0), (4, 1)]),
                    phi(6, &[(3, 0), (7, 1)]),
                    i("COPY", vec![pd(t, "x11"), u(4)]),
                    i("ADDI", vec![d(7), u(6), Operand::Imm(-1)]),
                    i("BLT", vec![pu(t, "x0"), u(7), bb(1)]),
                    i("PseudoBR", vec![bb(2)]),
                ],
                vec![1, 2],
            ),
            (
                vec![
                    i("COPY", vec![pd(t, "x10"), u(4)]),
                    i("COPY", vec![pd(t, "x11"), u(5)]),
                    i("PseudoRET", vec![]),
                ],
                vec![],
            ),
        ],
    )
}

#[test]
fn swap_problem() {
    let t = rv64();
    let f = swap_loop(&t);
    assert_eq!(run(&f, &t, 3).unwrap(), vec![1, 2, 1, 1, 2]);
    let g = lower_and_compare(&f, &t, &[1, 2, 3, 4, 7]);
    // Three temps, one per PHI.
    assert_eq!(g.vregs.len(), 13);
    // The naive lowering gets it wrong (the test can fail).
    let mut n = f.clone();
    naive_lower(&mut n);
    assert_ne!(run(&n, &t, 3).unwrap(), run(&f, &t, 3).unwrap());
}

#[test]
fn lost_copy_problem() {
    let t = rv64();
    // %2 counts up; its last value is read after the loop, where the
    // naive lowering has already overwritten it with %3.
    let f = func(
        &t,
        5,
        vec![
            (
                vec![
                    i("ADDI", vec![d(1), pu(&t, "x0"), Operand::Imm(0)]),
                    i("COPY", vec![d(4), pu(&t, "x10")]),
                ],
                vec![1],
            ),
            (
                vec![
                    phi(2, &[(1, 0), (3, 1)]),
                    i("ADDI", vec![d(3), u(2), Operand::Imm(1)]),
                    i("BNE", vec![u(3), u(4), bb(1)]),
                ],
                vec![1, 2],
            ),
            (
                vec![i("COPY", vec![pd(&t, "x10"), u(2)]), i("PseudoRET", vec![])],
                vec![],
            ),
        ],
    );
    assert_eq!(run(&f, &t, 5).unwrap(), vec![4]);
    let g = lower_and_compare(&f, &t, &[1, 5, 9]);
    // The predecessor copy sits right after the def of %3 (the instruction
    // before the terminator) and before the branch that reads %3.
    let b1 = &g.blocks[1].insts;
    let ops: Vec<&str> = b1.iter().map(|x| x.opcode.as_str()).collect();
    assert_eq!(ops, ["COPY", "ADDI", "COPY", "BNE"]);
    assert_eq!(b1[2].operands[1], u(3));
    let mut n = f.clone();
    naive_lower(&mut n);
    assert_ne!(run(&n, &t, 5).unwrap(), vec![4]);
}

#[test]
fn same_predecessor_twice() {
    let t = rv64();
    let f = func(
        &t,
        4,
        vec![
            (
                vec![
                    i("ADDI", vec![d(1), pu(&t, "x0"), Operand::Imm(5)]),
                    i("COPY", vec![d(2), pu(&t, "x10")]),
                    i("BEQ", vec![u(2), pu(&t, "x0"), bb(1)]),
                    i("PseudoBR", vec![bb(1)]),
                ],
                vec![1, 1],
            ),
            (
                vec![
                    phi(3, &[(1, 0), (1, 0)]),
                    i("COPY", vec![pd(&t, "x10"), u(3)]),
                    i("PseudoRET", vec![]),
                ],
                vec![],
            ),
        ],
    );
    let g = lower_and_compare(&f, &t, &[0, 1]);
    let copies = g.blocks[0].insts.iter().filter(|x| x.is_copy()).count();
    assert_eq!(
        copies, 2,
        "one copy for the doubled edge, plus the arg copy"
    );
    let b0: Vec<&str> = g.blocks[0]
        .insts
        .iter()
        .map(|x| x.opcode.as_str())
        .collect();
    assert_eq!(b0, ["ADDI", "COPY", "COPY", "BEQ", "PseudoBR"]);

    // Two different values for the same edge are an error.
    let mut bad = f.clone();
    bad.blocks[1].insts[0] = phi(3, &[(1, 0), (2, 0)]);
    let e = lower::lower_function(&mut bad, &t).unwrap_err();
    assert!(e.message.contains("twice"), "{e}");
}

/// A loop with a diamond: the latch has two successors (a critical edge
/// back to the header), and the header's PHIs read each other.
#[test]
fn critical_edge_and_phi_chains() {
    let t = rv64();
    let f = func(
        &t,
        20,
        vec![
            // bb0: a=0 b=1 n=arg
            (
                vec![
                    i("ADDI", vec![d(1), pu(&t, "x0"), Operand::Imm(0)]),
                    i("ADDI", vec![d(2), pu(&t, "x0"), Operand::Imm(1)]),
                    i("COPY", vec![d(3), pu(&t, "x10")]),
                    i("ADDI", vec![d(4), pu(&t, "x0"), Operand::Imm(3)]),
                ],
                vec![1],
            ),
            // bb1: header: a,b = b,a+b (fib) ; i
            (
                vec![
                    phi(5, &[(1, 0), (6, 3)]),
                    phi(6, &[(2, 0), (7, 3)]),
                    phi(8, &[(3, 0), (11, 3)]),
                    i("ADD", vec![d(7), u(5), u(6)]),
                    i("BLT", vec![u(8), u(4), bb(2)]),
                    i("PseudoBR", vec![bb(3)]),
                ],
                vec![2, 3],
            ),
            // bb2: i small: observe
            (
                vec![
                    i("COPY", vec![pd(&t, "x12"), u(5)]),
                    i("PseudoBR", vec![bb(3)]),
                ],
                vec![3],
            ),
            // bb3: latch, critical edges to bb1 and bb4
            (
                vec![
                    i("ADDI", vec![d(11), u(8), Operand::Imm(-1)]),
                    i("BNE", vec![u(11), pu(&t, "x0"), bb(1)]),
                ],
                vec![1, 4],
            ),
            (
                vec![
                    i("COPY", vec![pd(&t, "x10"), u(5)]),
                    i("COPY", vec![pd(&t, "x11"), u(6)]),
                    i("COPY", vec![pd(&t, "x12"), u(7)]),
                    i("PseudoRET", vec![]),
                ],
                vec![],
            ),
        ],
    );
    assert_eq!(run(&f, &t, 6).unwrap().last(), Some(&13));
    lower_and_compare(&f, &t, &[1, 2, 3, 6, 10]);
    let mut n = f.clone();
    naive_lower(&mut n);
    assert_ne!(run(&n, &t, 6).ok(), run(&f, &t, 6).ok());
}

#[test]
fn undef_operand_and_killed_flags() {
    let t = rv64();
    let mut f = swap_loop(&t);
    // %4 = PHI undef %1, %bb.0, ...: the entry edge gets an IMPLICIT_DEF.
    if let Operand::Reg(r) = &mut f.blocks[1].insts[0].operands[1] {
        r.undef = true;
    }
    // A `killed` on a PHI source read before the new copy must go.
    if let Operand::Reg(r) = &mut f.blocks[1].insts[4].operands[1] {
        r.killed = true; // %7 = ADDI killed %6: %6 is no PHI source: kept
    }
    if let Operand::Reg(r) = &mut f.blocks[1].insts[3].operands[1] {
        r.killed = true; // $x11 = COPY killed %4: %4 is read later: cleared
    }
    let mut g = f.clone();
    let s = lower::lower_function(&mut g, &t).unwrap();
    assert_eq!(s.phis, 3);
    assert_eq!(s.implicit_defs, 1);
    assert_eq!(s.phi_copies, 5 + 3);
    let b0: Vec<&str> = g.blocks[0]
        .insts
        .iter()
        .map(|x| x.opcode.as_str())
        .collect();
    assert_eq!(b0, ["ADDI", "ADDI", "COPY", "IMPLICIT_DEF", "COPY", "COPY"]);
    let killed: Vec<bool> = g.blocks[1]
        .insts
        .iter()
        .flat_map(|x| x.uses().map(|r| r.killed).collect::<Vec<_>>())
        .collect();
    assert_eq!(
        killed.iter().filter(|k| **k).count(),
        1,
        "{:?}",
        g.blocks[1]
    );
}

#[test]
fn sub_register_source_is_copied_with_its_index() {
    let t = rv64();
    // F64 registers have their F32 halves at `sub_32` (from the .td).
    let sub = t.sub_reg_by_name("sub_32").expect("sub_32 index");
    let mut f = swap_loop(&t);
    if let Operand::Reg(r) = &mut f.blocks[1].insts[0].operands[1] {
        r.sub_reg = Some(sub);
    }
    lower::lower_function(&mut f, &t).unwrap();
    let c = f.blocks[0]
        .insts
        .iter()
        .find(|x| x.is_copy() && x.operands[1] != pu(&t, "x10"))
        .unwrap();
    let Operand::Reg(r) = &c.operands[1] else {
        panic!()
    };
    assert_eq!(r.sub_reg, Some(sub));
}

#[test]
fn bad_phis_are_errors() {
    let t = rv64();
    // A PHI after a non-PHI.
    let mut f = swap_loop(&t);
    let p = f.blocks[1].insts.remove(2);
    f.blocks[1].insts.insert(3, p);
    let e = phi::eliminate(&mut f, &t).unwrap_err();
    assert!(e.message.contains("after a non-PHI"), "{e}");
    // Odd operand list.
    let mut f = swap_loop(&t);
    f.blocks[1].insts[0].operands.pop();
    assert!(phi::eliminate(&mut f, &t).is_err());
    // A terminator defining a PHI source.
    let mut f = swap_loop(&t);
    f.blocks[1].insts[6] = i("PseudoBR", vec![d(5), bb(2)]);
    f.blocks[1].insts.remove(5);
    let e = phi::eliminate(&mut f, &t).unwrap_err();
    assert!(e.message.contains("terminator"), "{e}");
    assert!(e
        .render("x.mir")
        .starts_with("x.mir:0:0: error: in function 'test'"));
}

fn inline_asm(t: &Target, def: u32, tied_use: u32) -> Inst {
    let _ = t;
    let mut tied = RegOperand::use_of(Reg::Virt(VReg(tied_use)));
    tied.tied_def = Some(3);
    tied.killed = true;
    let mut ec = RegOperand::def_of(Reg::Virt(VReg(9)));
    ec.early_clobber = true;
    ec.implicit = false;
    i(
        "INLINEASM",
        vec![
            Operand::Verbatim("&\"addi $0, $0, 1\"".into()),
            Operand::Imm(1),
            Operand::Imm(327690),
            d(def),
            Operand::Imm(2147483657),
            Operand::Reg(tied),
            Operand::Reg(ec),
        ],
    )
}

#[test]
fn tied_use_gets_a_copy() {
    let t = rv64();
    let mut f = func(
        &t,
        10,
        vec![(
            vec![
                i("COPY", vec![d(2), pu(&t, "x10")]),
                inline_asm(&t, 3, 2),
                i("COPY", vec![pd(&t, "x10"), u(3)]),
                i("PseudoRET", vec![]),
            ],
            vec![],
        )],
    );
    assert_eq!(two_addr::lower_tied(&mut f, &t).unwrap(), 1);
    let b = &f.blocks[0].insts;
    assert_eq!(b.len(), 5);
    // %3 = COPY killed %2 ; INLINEASM ..., def %3, ..., %3(tied-def 3)
    assert_eq!(b[1].opcode, "COPY");
    let Operand::Reg(cd) = &b[1].operands[0] else {
        panic!()
    };
    let Operand::Reg(cs) = &b[1].operands[1] else {
        panic!()
    };
    assert_eq!((cd.reg, cd.is_def), (Reg::Virt(VReg(3)), true));
    assert_eq!((cs.reg, cs.killed), (Reg::Virt(VReg(2)), true));
    let Operand::Reg(tu) = &b[2].operands[5] else {
        panic!()
    };
    assert_eq!(
        (tu.reg, tu.tied_def, tu.killed),
        (Reg::Virt(VReg(3)), Some(3), false)
    );
    let Operand::Reg(ec) = &b[2].operands[6] else {
        panic!()
    };
    assert!(ec.early_clobber && ec.reg == Reg::Virt(VReg(9)));
    // Already tied to the same register: nothing to do.
    assert_eq!(two_addr::lower_tied(&mut f, &t).unwrap(), 0);

    // A tie to a non-def is an error, with the instruction named.
    let mut g = func(&t, 10, vec![(vec![inline_asm(&t, 3, 2)], vec![])]);
    g.blocks[0].insts[0].operands[3] = u(3);
    let e = two_addr::lower_tied(&mut g, &t).unwrap_err();
    assert!(e.message.contains("not a register def"), "{e}");
    // The def's register also read elsewhere in the instruction.
    let mut g = func(&t, 10, vec![(vec![inline_asm(&t, 3, 2)], vec![])]);
    g.blocks[0].insts[0].operands.push(u(3));
    assert!(two_addr::lower_tied(&mut g, &t).is_err());
}

#[test]
fn lifetime_markers_are_removed() {
    let t = rv64();
    let mut f = swap_loop(&t);
    let fi = Operand::FrameIndex {
        fixed: false,
        id: 0,
        name: None,
    };
    f.blocks[0]
        .insts
        .insert(0, i("LIFETIME_START", vec![fi.clone()]));
    f.blocks[2].insts.insert(0, i("LIFETIME_END", vec![fi]));
    let g = lower_and_compare(&f, &t, &[2]);
    let s = lower::lower_function(&mut f.clone(), &t).unwrap();
    assert_eq!(s.lifetime_markers, 2);
    assert!(g
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .all(|x| !x.opcode.starts_with("LIFETIME")));
}

// ---- end to end on the corpus -------------------------------------------

use backend::mir::{parse, print};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the end-to-end test writes its files.
fn out_dir() -> PathBuf {
    let d = common::corpus_dir()
        .parent()
        .unwrap_or(Path::new("."))
        .join("lower-e2e");
    std::fs::create_dir_all(&d).expect("create lower-e2e dir");
    d
}

/// Runs a rig script (or `bash -c` text) and returns stdout, or the error.
fn sh(args: &[&str]) -> Result<String, String> {
    let out = Command::new("bash")
        .args(args)
        .output()
        .map_err(|e| format!("bash {args:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{args:?} exited with {}:\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Lowers one `NAME.ARCH.ssa.mir`, checks it, and has LLVM allocate and
/// run it. Returns a one-line summary.
fn lower_one(path: &Path, out: &Path) -> Result<String, String> {
    let rig = common::rig_dir();
    let p = path.to_string_lossy().into_owned();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{p}: {e}"))?;
    let (target, mut file) = parse::read(&text, &p, tables::TARGETS).map_err(|e| e.render())?;
    let phis_before = file.functions.iter().map(count_phis).sum::<usize>();
    let stats = lower::lower_file(&mut file, &target)
        .map_err(|es| es.iter().map(|e| e.render(&p)).collect::<String>())?;
    assert_eq!(stats.phis, phis_before, "{p}");
    for f in &file.functions {
        assert_eq!(count_phis(f), 0, "{p}: {}", f.name);
        for x in f.blocks.iter().flat_map(|b| &b.insts) {
            for (_, r) in x.reg_operands() {
                if let Some(n) = r.tied_def {
                    let Some(Operand::Reg(d)) = x.operands.get(n as usize) else {
                        panic!("{p}: bad tie")
                    };
                    assert_eq!((d.reg, d.sub_reg), (r.reg, r.sub_reg), "{p}: {x:?}");
                }
            }
        }
    }
    let printed = print::print_file(&file, &target);
    assert!(!printed.contains(" = PHI "), "{p}: printed text has a PHI");
    let stem = path
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".ssa.mir"))
        .ok_or("bad corpus name")?;
    let (name, arch) = stem.split_once('.').ok_or("bad corpus name")?;
    let lowered = out.join(format!("{stem}.lowered.mir"));
    std::fs::write(&lowered, &printed).map_err(|e| e.to_string())?;
    let lowered = lowered.to_string_lossy().into_owned();
    let rv32 = arch == "rv32";
    let main_c = common::programs_dir().join(format!("{name}_main.c"));
    if !main_c.exists() {
        // No driver: llc must accept and allocate it.
        let lib = rig.join("lib.sh");
        let script = format!(
            ". '{}' && rig_arch {arch} && \"$LLC\" \"${{RIG_LLCFLAGS[@]}}\" -verify-machineinstrs \
             -start-before=greedy '{lowered}' -o '{}'",
            lib.display(),
            out.join(format!("{stem}.lowered.s")).display()
        );
        sh(&["-c", &script])?;
        return Ok(format!(
            "{stem}: {} PHIs, {} tied copies, llc accepts",
            stats.phis, stats.tied_copies
        ));
    }
    let s = |x: &Path| x.to_string_lossy().into_owned();
    let mut a: Vec<String> = vec![s(&rig.join("mir2exe.sh"))];
    if rv32 {
        a.push("--rv32".into());
    }
    let elf = s(&out.join(format!("{stem}.lowered.elf")));
    a.extend(["--start".into(), "pre-ra".into(), "-o".into(), elf.clone()]);
    a.extend([lowered.clone(), s(&main_c)]);
    sh(&a.iter().map(String::as_str).collect::<Vec<_>>())?;
    let got = sh(&[&s(&rig.join("run.sh")), &elf])?;
    let ref_elf = s(&out.join(format!("{stem}.ref.elf")));
    let mut r: Vec<String> = vec![s(&rig.join("c2exe.sh"))];
    if rv32 {
        r.push("--rv32".into());
    }
    r.extend(["-o".into(), ref_elf.clone()]);
    r.extend([
        s(&common::programs_dir().join(format!("{name}.c"))),
        s(&main_c),
    ]);
    sh(&r.iter().map(String::as_str).collect::<Vec<_>>())?;
    let want = sh(&[&s(&rig.join("run.sh")), &ref_elf])?;
    if got != want {
        return Err(format!(
            "{stem}: output differs:\n  lowered: {got}  reference: {want}"
        ));
    }
    Ok(format!(
        "{stem}: {} PHIs, {} copies, same output ({})",
        stats.phis,
        stats.phi_copies + stats.tied_copies,
        got.trim().replace('\n', " ")
    ))
}

/// Every `--stop ssa` file of the corpus (rv64 and rv32): lowered, printed,
/// allocated by LLVM from the printed MIR (`-start-before=greedy` with
/// `-verify-machineinstrs`), run under qemu: same output as the reference
/// build of the same C.
#[test]
fn corpus_ssa_lowered_runs_like_reference() {
    let files = common::corpus_files(".ssa.mir");
    let out = out_dir();
    let t0 = std::time::Instant::now();
    let results: Vec<Result<String, String>> = std::thread::scope(|s| {
        let hs: Vec<_> = files
            .iter()
            .map(|f| s.spawn(|| lower_one(f, &out)))
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("panicked".into())))
            .collect()
    });
    let mut failed = Vec::new();
    for r in &results {
        match r {
            Ok(line) => eprintln!("ok   {line}"),
            Err(e) => {
                eprintln!("FAIL {e}");
                failed.push(e.clone());
            }
        }
    }
    eprintln!(
        "{} files, {} failed, {:?}",
        results.len(),
        failed.len(),
        t0.elapsed()
    );
    assert!(
        failed.is_empty(),
        "{} of {} failed",
        failed.len(),
        results.len()
    );
    assert!(results.len() >= 14);
}

// ---- random programs ----------------------------------------------------

/// xorshift64*: deterministic pseudo-random numbers for the generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random SSA function: `k` variables (variable 0 is fuel that every
/// block decrements, so every run ends), `n` body blocks with a PHI per
/// variable whose operands pick, per incoming edge, a random variable of
/// the predecessor (so PHIs swap, rotate and duplicate values), random
/// arithmetic, observations, and up to three successors per block
/// (exit, a conditional target, a branch target: critical edges and
/// doubled edges happen).
fn random_function(t: &Target, rng: &mut Rng, k: usize, n: usize) -> Function {
    let exit = n + 1;
    let mut next_v = 0u32;
    let mut fresh = || {
        next_v += 1;
        next_v - 1
    };
    // PHI result names per block (bb.0 has none), and what each block
    // holds at its end; successors per block.
    let phi_names: Vec<Vec<u32>> = (0..=exit)
        .map(|b| {
            if b == 0 {
                Vec::new()
            } else {
                (0..k).map(|_| fresh()).collect()
            }
        })
        .collect();
    let mut insts: Vec<Vec<Inst>> = vec![Vec::new(); exit + 1];
    let mut out: Vec<Vec<u32>> = vec![Vec::new(); exit + 1];
    let mut succs: Vec<Vec<u32>> = vec![Vec::new(); exit + 1];
    // Entry: fuel and k-1 values from the argument.
    let fuel = fresh();
    insts[0].push(i("ADDI", vec![d(fuel), pu(t, "x0"), Operand::Imm(40)]));
    out[0].push(fuel);
    for j in 1..k {
        let v = fresh();
        insts[0].push(i(
            "ADDI",
            vec![d(v), pu(t, "x10"), Operand::Imm(j as i64 * 7)],
        ));
        out[0].push(v);
    }
    insts[0].push(i("PseudoBR", vec![bb(1)]));
    succs[0].push(1);
    for b in 1..=n {
        let mut cur = phi_names[b].clone();
        for _ in 0..rng.below(4) {
            let dst = 1 + rng.below(k - 1);
            let v = fresh();
            let (a, c) = (cur[rng.below(k)], cur[rng.below(k)]);
            let op = ["ADD", "SUB", "MUL", "ADDI"][rng.below(4)];
            let ops = if op == "ADDI" {
                vec![d(v), u(a), Operand::Imm(rng.below(100) as i64 - 50)]
            } else {
                vec![d(v), u(a), u(c)]
            };
            insts[b].push(i(op, ops));
            cur[dst] = v;
        }
        if rng.below(3) == 0 {
            insts[b].push(i("COPY", vec![pd(t, "x11"), u(cur[rng.below(k)])]));
        }
        let f2 = fresh();
        insts[b].push(i("ADDI", vec![d(f2), u(cur[0]), Operand::Imm(-1)]));
        cur[0] = f2;
        let x = 1 + rng.below(n) as u32;
        let y = 1 + rng.below(n + 1) as u32; // may be the exit
        insts[b].push(i("BEQ", vec![u(f2), pu(t, "x0"), bb(exit as u32)]));
        insts[b].push(i(
            "BLT",
            vec![u(cur[rng.below(k)]), u(cur[rng.below(k)]), bb(x)],
        ));
        insts[b].push(i("PseudoBR", vec![bb(y)]));
        succs[b] = vec![exit as u32, x, y];
        out[b] = cur;
    }
    // PHIs: per (pred, block) edge one random choice of pred variables.
    let mut phis: Vec<Vec<Inst>> = vec![Vec::new(); exit + 1];
    for b in 1..=exit {
        let mut incoming: Vec<Vec<(u32, u32)>> = vec![Vec::new(); k];
        for p in 0..=exit {
            let times = succs[p].iter().filter(|&&s| s as usize == b).count();
            if times == 0 {
                continue;
            }
            let pick: Vec<usize> = (0..k)
                .map(|j| if j == 0 { 0 } else { rng.below(k) })
                .collect();
            for _ in 0..times {
                for j in 0..k {
                    incoming[j].push((out[p][pick[j]], p as u32));
                }
            }
        }
        if incoming[0].is_empty() {
            continue; // unreachable block: no PHIs needed
        }
        for j in 0..k {
            phis[b].push(phi(phi_names[b][j], &incoming[j]));
        }
    }
    let mut exit_body: Vec<Inst> = phi_names[exit]
        .iter()
        .map(|&v| i("COPY", vec![pd(t, "x10"), u(v)]))
        .collect();
    exit_body.push(i("PseudoRET", vec![]));
    insts[exit] = exit_body;
    let blocks = (0..=exit)
        .map(|b| {
            let mut body = std::mem::take(&mut phis[b]);
            body.append(&mut insts[b]);
            (body, succs[b].clone())
        })
        .collect();
    func(t, next_v, blocks)
}

#[test]
fn random_programs_compute_the_same_after_lowering() {
    let t = rv64();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let (mut runs, mut phis, mut phi_blocks_reached, mut naive_wrong) = (0, 0, 0, 0);
    for _ in 0..300 {
        let k = 2 + rng.below(4);
        let n = 1 + rng.below(6);
        let f = random_function(&t, &mut rng, k, n);
        // Blocks without PHIs are unreachable; skip those in the count.
        phi_blocks_reached += f
            .blocks
            .iter()
            .filter(|b| b.insts.first().is_some_and(Inst::is_phi))
            .count();
        phis += count_phis(&f);
        lower_and_compare(&f, &t, &[0, 3, -17]);
        runs += 3;
        // The classic wrong lowering fails on some of them: the programs
        // do exercise swaps and lost copies.
        let mut nv = f.clone();
        naive_lower(&mut nv);
        if run(&nv, &t, 3).ok() != run(&f, &t, 3).ok() {
            naive_wrong += 1;
        }
    }
    eprintln!("{phis} PHIs, naive lowering wrong on {naive_wrong} of 300");
    assert!(
        naive_wrong >= 30,
        "naive lowering wrong on only {naive_wrong}"
    );
    assert!(phis > 1000, "the generator makes PHIs ({phis})");
    assert!(runs == 900 && phi_blocks_reached > 300);
}
