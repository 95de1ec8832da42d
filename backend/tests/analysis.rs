//! Tests of `backend::analysis`: hand-built CFGs for dominators, loops and
//! frequencies; liveness and live intervals against a brute-force
//! reference on random functions; physical-register interference around a
//! call; and (in `corpus_*`) the invariants on every MIR file of the rig
//! corpus.

mod common;

use backend::analysis::bitset::BitSet;
use backend::analysis::cfg::Cfg;
use backend::analysis::dom::DomTree;
use backend::analysis::freq::{BlockFreq, INFINITE_LOOP_SCALE};
use backend::analysis::intervals::{LiveIntervals, ProgPoint, Slot};
use backend::analysis::liveness::Liveness;
use backend::analysis::loops::LoopForest;
use backend::analysis::Analysis;
use backend::mir::{
    BlockData, BlockId, FrameInfo, Function, Inst, Loc, Operand, Reg, RegOperand, VReg, VRegInfo,
};
use backend::target::{PReg, SubRegIdx, Target};

fn rv64() -> Target {
    Target::bind(
        &tables::riscv::DESC,
        &["64bit", "m", "a", "f", "d", "c"],
        Some("lp64d"),
    )
}

fn cfg(n: usize, edges: &[(u32, u32, Option<u32>)]) -> Cfg {
    let mut l = vec![Vec::new(); n];
    for &(a, b, p) in edges {
        l[a as usize].push((BlockId(b), p));
    }
    Cfg::from_succs(l)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * b.abs().max(1.0)
}

#[test]
fn diamond_dom_loops_freq() {
    let c = cfg(
        4,
        &[
            (0, 1, Some(0x60000000)),
            (0, 2, Some(0x20000000)),
            (1, 3, None),
            (2, 3, None),
        ],
    );
    let d = DomTree::new(&c);
    assert_eq!(d.idom(BlockId(3)), Some(BlockId(0)));
    assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
    let l = LoopForest::new(&c, &d);
    assert!(l.loops().is_empty());
    let f = BlockFreq::new(&c, &l);
    assert!(close(f.freq(BlockId(0)), 1.0));
    assert!(close(f.freq(BlockId(1)), 0.75));
    assert!(close(f.freq(BlockId(2)), 0.25));
    assert!(close(f.freq(BlockId(3)), 1.0));
}

#[test]
fn nested_loops() {
    // 0 -> 1 (outer header) -> 2 (inner header, self loop 3/4) -> 3
    // (outer latch: back to 1 with 1/2) -> 4 (exit).
    let c = cfg(
        5,
        &[
            (0, 1, None),
            (1, 2, None),
            (2, 2, Some(0x60000000)),
            (2, 3, Some(0x20000000)),
            (3, 1, Some(0x40000000)),
            (3, 4, Some(0x40000000)),
        ],
    );
    let d = DomTree::new(&c);
    let l = LoopForest::new(&c, &d);
    assert_eq!(l.loops().len(), 2);
    let outer = &l.loops()[0];
    assert_eq!(outer.header, BlockId(1));
    assert_eq!(outer.blocks, vec![BlockId(1), BlockId(2), BlockId(3)]);
    assert_eq!(outer.latches, vec![BlockId(3)]);
    let inner = &l.loops()[1];
    assert_eq!(inner.header, BlockId(2));
    assert_eq!(inner.blocks, vec![BlockId(2)]);
    assert_eq!(inner.parent, Some(backend::analysis::loops::LoopId(0)));
    let depths: Vec<u32> = (0..5).map(|b| l.depth(BlockId(b))).collect();
    assert_eq!(depths, vec![0, 1, 2, 1, 0]);
    assert_eq!(l.max_depth(), 2);
    let f = BlockFreq::new(&c, &l);
    // Inner: 1 / (1 - 3/4) = 4 iterations per entry; outer: the header's
    // mass 1 leaves the inner loop whole, half of it comes back: 2.
    let fr: Vec<f64> = (0..5).map(|b| f.freq(BlockId(b))).collect();
    for (got, want) in fr.iter().zip([1.0, 2.0, 8.0, 2.0, 1.0]) {
        assert!(close(*got, want), "{fr:?}");
    }
}

#[test]
fn irreducible_cycle_is_not_a_loop() {
    // 0 -> 1, 0 -> 2, 1 <-> 2, 1 -> 3: the cycle {1, 2} has two entries.
    let c = cfg(
        4,
        &[
            (0, 1, None),
            (0, 2, None),
            (1, 2, None),
            (2, 1, None),
            (1, 3, None),
        ],
    );
    let d = DomTree::new(&c);
    assert_eq!(d.idom(BlockId(1)), Some(BlockId(0)));
    assert_eq!(d.idom(BlockId(2)), Some(BlockId(0)));
    assert_eq!(d.idom(BlockId(3)), Some(BlockId(1)));
    let l = LoopForest::new(&c, &d);
    assert!(l.loops().is_empty());
    let f = BlockFreq::new(&c, &l);
    assert!(f.all().iter().all(|x| x.is_finite() && *x >= 0.0));
    assert!(close(f.freq(BlockId(0)), 1.0));
}

#[test]
fn infinite_loop_gets_llvm_scale() {
    let c = cfg(2, &[(0, 1, None), (1, 1, None)]);
    let d = DomTree::new(&c);
    let l = LoopForest::new(&c, &d);
    let f = BlockFreq::new(&c, &l);
    assert_eq!(f.freq(BlockId(1)), INFINITE_LOOP_SCALE);
}

// ---- Hand-built functions -------------------------------------------------

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn vop(v: u32, def: bool) -> Operand {
    let r = Reg::Virt(VReg(v));
    Operand::Reg(if def {
        RegOperand::def_of(r)
    } else {
        RegOperand::use_of(r)
    })
}

fn function(blocks: Vec<BlockData>, nv: usize, class: backend::target::RegClass) -> Function {
    Function {
        name: "f".into(),
        loc: Loc::default(),
        tracks_reg_liveness: true,
        vregs: vec![
            VRegInfo {
                class: Some(class),
                preferred: None,
                declared: true,
                bank: None,
            };
            nv
        ],
        liveins: Vec::new(),
        frame: FrameInfo::default(),
        fixed_stack: Vec::new(),
        stack: Vec::new(),
        other_keys: Vec::new(),
        ir_attrs: Vec::new(),
        blocks,
    }
}

/// A random function over `nv` vregs: random successors, PHIs at block
/// starts, defs, uses, `undef` uses and partial (sub-register) defs.
fn random_function(rng: &mut Rng, t: &Target) -> Function {
    let n = 1 + rng.below(7) as usize;
    let nv = 1 + rng.below(6) as u32;
    let mut blocks: Vec<BlockData> = (0..n)
        .map(|i| BlockData {
            number: i as u32,
            ..Default::default()
        })
        .collect();
    for b in &mut blocks {
        for _ in 0..rng.below(3) {
            let s = BlockId(rng.below(n as u64) as u32);
            if !b.successors.iter().any(|(x, _)| *x == s) {
                b.successors.push((s, None));
            }
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (i, b) in blocks.iter().enumerate() {
        for (s, _) in &b.successors {
            preds[s.index()].push(BlockId(i as u32));
        }
    }
    for (i, b) in blocks.iter_mut().enumerate() {
        if !preds[i].is_empty() && rng.below(3) == 0 {
            let mut ops = vec![vop(rng.below(nv as u64) as u32, true)];
            for p in &preds[i] {
                ops.push(vop(rng.below(nv as u64) as u32, false));
                ops.push(Operand::Block(*p));
            }
            b.insts.push(Inst::new("PHI", ops));
        }
        for _ in 0..rng.below(6) {
            let a = rng.below(nv as u64) as u32;
            let c = rng.below(nv as u64) as u32;
            let inst = match rng.below(5) {
                0 | 1 => Inst::new("ADDI", vec![vop(a, true), vop(c, false), Operand::Imm(1)]),
                2 => Inst::new("SD", vec![vop(a, false), vop(c, false), Operand::Imm(0)]),
                3 => {
                    let mut u = RegOperand::use_of(Reg::Virt(VReg(c)));
                    u.undef = true;
                    Inst::new("ADDI", vec![vop(a, true), Operand::Reg(u), Operand::Imm(0)])
                }
                _ => {
                    let mut d = RegOperand::def_of(Reg::Virt(VReg(a)));
                    d.sub_reg = Some(SubRegIdx(1));
                    Inst::new(
                        "ADDI",
                        vec![Operand::Reg(d), vop(c, false), Operand::Imm(0)],
                    )
                }
            };
            b.insts.push(inst);
        }
    }
    let gpr = t.class_by_mir_name("gpr").expect("gpr class");
    function(blocks, nv as usize, gpr)
}

/// What instruction `i` does to `v`: (reads, writes, early-clobber
/// write) by the rules of the liveness module doc, written out
/// independently.
fn effect(i: &Inst, v: u32) -> (bool, bool, bool) {
    let (mut r, mut w, mut ec) = (false, false, false);
    if i.is_debug() {
        return (r, w, ec);
    }
    for o in &i.operands {
        if let Operand::Reg(ro) = o {
            if ro.reg != Reg::Virt(VReg(v)) {
                continue;
            }
            if ro.is_def {
                w = true;
                ec |= ro.early_clobber;
                if ro.sub_reg.is_some() && !ro.undef {
                    r = true;
                }
            } else if !ro.undef && !i.is_phi() {
                r = true;
            }
        }
    }
    (r, w, ec)
}

/// Brute force: is `v` live on entry to `b`? A search over paths: some
/// path from `b` reaches a read of `v` before any write.
fn ref_live_in(f: &Function, c: &Cfg, b: BlockId, v: u32) -> bool {
    let mut seen = vec![false; f.blocks.len()];
    let mut work = vec![b];
    seen[b.index()] = true;
    while let Some(x) = work.pop() {
        let mut killed = false;
        for i in &f.blocks[x.index()].insts {
            let (r, w, _) = effect(i, v);
            if r {
                return true;
            }
            if w {
                killed = true;
                break;
            }
        }
        if killed {
            continue;
        }
        if phi_uses_from(f, c, x, v) {
            return true;
        }
        for &s in c.succs(x) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                work.push(s);
            }
        }
    }
    false
}

/// Does a successor of `p` have a PHI reading `v` on the edge from `p`?
fn phi_uses_from(f: &Function, c: &Cfg, p: BlockId, v: u32) -> bool {
    c.succs(p).iter().any(|s| {
        f.blocks[s.index()]
            .insts
            .iter()
            .filter(|i| i.is_phi())
            .any(|i| {
                i.operands.windows(2).any(|w| {
                    matches!(w, [Operand::Reg(r), Operand::Block(bb)]
                    if !r.is_def && !r.undef && r.reg == Reg::Virt(VReg(v)) && *bb == p)
                })
            })
    })
}

fn ref_live_out(f: &Function, c: &Cfg, b: BlockId, v: u32) -> bool {
    phi_uses_from(f, c, b, v) || c.succs(b).iter().any(|&s| ref_live_in(f, c, s, v))
}

/// Checks the intervals of `f` at every point against block live-in/out
/// sets given by `live_in`/`live_out`: block starts, and the
/// Block/EarlyClobber/Register/Dead slots of every instruction (a local
/// backward scan from the live-out set decides what must be covered).
fn check_intervals(
    f: &Function,
    iv: &LiveIntervals,
    live_in: impl Fn(BlockId, u32) -> bool,
    live_out: impl Fn(BlockId, u32) -> bool,
) {
    let nv = f.vregs.len() as u32;
    let name = &f.name;
    for (bi, block) in f.blocks.iter().enumerate() {
        let b = BlockId(bi as u32);
        // First and last instruction naming each vreg.
        let mut mentioned: Vec<Option<(usize, usize)>> = vec![None; nv as usize];
        for (k, i) in block.insts.iter().enumerate() {
            for (_, r) in i.reg_operands() {
                if let Reg::Virt(v) = r.reg {
                    let m = &mut mentioned[v.index()];
                    *m = Some(m.map_or((k, k), |(a, _)| (a, k)));
                }
            }
        }
        let range = [backend::analysis::intervals::Segment {
            start: iv.slots.block_start(b),
            end: iv.slots.block_end(b),
        }];
        for v in 0..nv {
            let li = live_in(b, v);
            let lo = live_out(b, v);
            let ivl = iv.interval(VReg(v));
            if !li && !lo && mentioned[v as usize].is_none() {
                assert!(
                    ivl.first_overlap(&range).is_none(),
                    "{name} {b:?} %{v}: dead here"
                );
                continue;
            }
            assert_eq!(
                ivl.covers(iv.slots.block_start(b)),
                li,
                "{name} start {b:?} %{v}"
            );
            // Outside the instructions that name `v` its state is
            // constant: checked with one range query on each side, then
            // slot by slot in between.
            let n = block.insts.len();
            let (k0, k1) = mentioned[v as usize].map_or((n, n), |(a, z)| (a, z + 1));
            let at = |k: usize| {
                if k < n {
                    iv.slots.inst_point(b, k, Slot::Block)
                } else {
                    iv.slots.block_end(b)
                }
            };
            let constant = |from: ProgPoint, to: ProgPoint, live: bool, side: &str| {
                if from >= to {
                    return;
                }
                if live {
                    let i = ivl.segments.partition_point(|s| s.end <= from);
                    let full = ivl
                        .segments
                        .get(i)
                        .is_some_and(|s| s.start <= from && s.end >= to);
                    assert!(full, "{name} {b:?} %{v}: not live throughout the {side}");
                } else {
                    let r = [backend::analysis::intervals::Segment {
                        start: from,
                        end: to,
                    }];
                    assert!(
                        ivl.first_overlap(&r).is_none(),
                        "{name} {b:?} %{v}: live in the {side}"
                    );
                }
            };
            constant(at(k1), iv.slots.block_end(b), lo, "tail");
            let mut after = lo;
            for (k, inst) in block.insts.iter().enumerate().take(k1).skip(k0).rev() {
                let (r, w, ec) = effect(inst, v);
                let before = r || (after && !w);
                let pt = |s: Slot| iv.slots.inst_point(b, k, s);
                let ctx = || {
                    format!(
                        "{name} {b:?} inst {k} %{v} r={r} w={w} before={before} after={after}\n{:?}",
                        ivl.segments
                    )
                };
                assert_eq!(ivl.covers(pt(Slot::Block)), before, "Block {}", ctx());
                assert_eq!(
                    ivl.covers(pt(Slot::EarlyClobber)),
                    before || ec,
                    "EC {}",
                    ctx()
                );
                assert_eq!(
                    ivl.covers(pt(Slot::Register)),
                    w || (before && after),
                    "Reg {}",
                    ctx()
                );
                assert_eq!(ivl.covers(pt(Slot::Dead)), after, "Dead {}", ctx());
                if r {
                    assert!(ivl.live_for_use(pt(Slot::Register)), "use {}", ctx());
                }
                after = before;
            }
            assert_eq!(
                after, li,
                "{name} {b:?} %{v}: local scan disagrees with live-in"
            );
            constant(iv.slots.block_start(b), at(k0), li, "head");
        }
    }
}

/// Liveness of `f` against the brute-force reference, then its intervals.
fn check_against_reference(f: &Function, t: &Target) {
    let c = Cfg::new(f, t);
    let live = Liveness::new(f, t, &c);
    let iv = LiveIntervals::new(f, t, &live);
    for b in 0..f.blocks.len() as u32 {
        let b = BlockId(b);
        for v in 0..f.vregs.len() as u32 {
            let (li, lo) = (ref_live_in(f, &c, b, v), ref_live_out(f, &c, b, v));
            assert_eq!(
                live.live_in(b).contains(v as usize),
                li,
                "live-in {b:?} %{v}\n{f:#?}"
            );
            assert_eq!(
                live.live_out(b).contains(v as usize),
                lo,
                "live-out {b:?} %{v}\n{f:#?}"
            );
        }
    }
    for v in 0..f.vregs.len() as u32 {
        let crosses = (0..f.blocks.len() as u32)
            .map(BlockId)
            .any(|b| ref_live_in(f, &c, b, v) || ref_live_out(f, &c, b, v));
        assert_eq!(live.crosses(VReg(v)), crosses, "crosses %{v}\n{f:#?}");
    }
    check_intervals(
        f,
        &iv,
        |b, v| live.live_in(b).contains(v as usize),
        |b, v| live.live_out(b).contains(v as usize),
    );
}

#[test]
fn liveness_and_intervals_match_brute_force_on_random_functions() {
    let t = rv64();
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for _ in 0..2000 {
        let f = random_function(&mut rng, &t);
        check_against_reference(&f, &t);
    }
}

fn preg(t: &Target, name: &str) -> PReg {
    t.reg_by_mir_name(name)
        .unwrap_or_else(|| panic!("no register ${name}"))
}

fn pop(t: &Target, name: &str, def: bool, implicit: bool, dead: bool) -> Operand {
    let r = Reg::Phys(preg(t, name));
    let mut o = if def {
        RegOperand::def_of(r)
    } else {
        RegOperand::use_of(r)
    };
    o.implicit = implicit;
    o.dead = dead;
    Operand::Reg(o)
}

/// ```text
/// bb.0: liveins: $x10, $f10_d
///   0 %0 = COPY $x10
///   1 %3 = COPY $f10_d
///   2 %1 = ADDI %0, 1
///   3 $x10 = COPY %1
///   4 PseudoCALL @g, <abi mask>, implicit-def dead $x1, implicit $x10,
///       implicit-def $x10
///   5 %2 = COPY $x10
///   6 %4 = ADD %2, %0          ; %0 lives across the call
///   7 $x10 = COPY %4
///   8 $f10_d = COPY %3         ; %3 (fpr64) lives across the call
///   9 PseudoRET implicit $x10, implicit $f10_d
/// ```
fn call_function(t: &Target) -> Function {
    let mask = t.abi_callee_saved.expect("lp64d has a callee-saved mask");
    let v = |n, d| vop(n, d);
    let insts = vec![
        Inst::new("COPY", vec![v(0, true), pop(t, "x10", false, false, false)]),
        Inst::new(
            "COPY",
            vec![v(3, true), pop(t, "f10_d", false, false, false)],
        ),
        Inst::new("ADDI", vec![v(1, true), v(0, false), Operand::Imm(1)]),
        Inst::new("COPY", vec![pop(t, "x10", true, false, false), v(1, false)]),
        Inst::new(
            "PseudoCALL",
            vec![
                Operand::Global {
                    name: "g".into(),
                    offset: 0,
                    target_flags: Some("riscv-call".into()),
                },
                Operand::RegMask(mask),
                pop(t, "x1", true, true, true),
                pop(t, "x10", false, true, false),
                pop(t, "x10", true, true, false),
            ],
        ),
        Inst::new("COPY", vec![v(2, true), pop(t, "x10", false, false, false)]),
        Inst::new("ADD", vec![v(4, true), v(2, false), v(0, false)]),
        Inst::new("COPY", vec![pop(t, "x10", true, false, false), v(4, false)]),
        Inst::new(
            "COPY",
            vec![pop(t, "f10_d", true, false, false), v(3, false)],
        ),
        Inst::new(
            "PseudoRET",
            vec![
                pop(t, "x10", false, true, false),
                pop(t, "f10_d", false, true, false),
            ],
        ),
    ];
    let block = BlockData {
        number: 0,
        liveins: vec![preg(t, "x10"), preg(t, "f10_d")],
        insts,
        ..Default::default()
    };
    let gpr = t.class_by_mir_name("gpr").unwrap();
    let mut f = function(vec![block], 5, gpr);
    f.vregs[3].class = t.class_by_mir_name("fpr64");
    f
}

#[test]
fn fixed_registers_and_call_clobbers() {
    let t = rv64();
    let f = call_function(&t);
    let a = Analysis::new(&f, &t);
    let iv = &a.intervals;
    let b = BlockId(0);
    let p = |k, s| iv.slots.inst_point(b, k, s);
    // `$x10 = COPY %1` ... `PseudoCALL ... implicit $x10`: x10 is occupied
    // from the COPY's def to the call's read, and again from the call's
    // def to the COPY that reads the result.
    let x10 = preg(&t, "x10");
    let u10 = t.reg(x10).units[0];
    let r = iv.unit_ranges(u10);
    let covers = |pt| backend::analysis::intervals::covers(r, pt);
    assert!(
        covers(p(0, Slot::Block)),
        "live-in x10 until its COPY: {r:?}"
    );
    assert!(!covers(p(1, Slot::Register)));
    assert!(covers(p(3, Slot::Register)));
    assert!(covers(p(3, Slot::Dead)));
    assert!(covers(p(4, Slot::Block)));
    assert!(covers(p(4, Slot::Register)), "call result");
    assert!(covers(p(5, Slot::Block)));
    assert!(!covers(p(5, Slot::Dead)));
    assert!(!covers(p(6, Slot::Register)));
    // %1 ends at the COPY into x10: no conflict with x10.
    assert!(!iv.interferes(&t, VReg(1), x10));
    // %0 and %3 live across the call: they conflict with exactly the
    // registers of their class the call's mask does not preserve, and the
    // ones it defines (`implicit-def dead $x1`: the mask preserves x1).
    let call = &f.blocks[0].insts[4];
    let mask = t.reg_mask(call.reg_masks().next().unwrap());
    let call_defs: Vec<PReg> = call
        .defs()
        .filter_map(|d| match d.reg {
            Reg::Phys(p) => Some(p),
            _ => None,
        })
        .collect();
    for (v, class) in [(VReg(0), "gpr"), (VReg(3), "fpr64"), (VReg(3), "fpr32")] {
        let c = t.class(t.class_by_mir_name(class).unwrap());
        let mut n_clobbered = 0;
        for &r in &c.alloc_order {
            let expect = !mask.preserves(r) || call_defs.iter().any(|d| t.overlaps(*d, r));
            n_clobbered += expect as usize;
            assert_eq!(
                iv.interferes(&t, v, r),
                expect,
                "{v:?} vs ${}: preserved = {}",
                t.mir_name(r),
                mask.preserves(r)
            );
        }
        assert!(n_clobbered > 0 && n_clobbered < c.alloc_order.len());
    }
    // F/D aliasing comes from the units: f10_f conflicts like f10_d.
    assert_eq!(
        iv.phys_conflict(&t, VReg(3), preg(&t, "f10_f")).is_some(),
        iv.phys_conflict(&t, VReg(3), preg(&t, "f10_d")).is_some()
    );
    assert!(!a.liveness.units_in(b).is_empty());
    let mut s = BitSet::new(t.num_units);
    for u in t.reg(preg(&t, "f10_f")).units {
        s.insert(*u as usize);
    }
    assert!(s.iter().all(|u| a.liveness.units_in(b).contains(u)));
    assert_eq!(
        iv.regmask_points(),
        &[(p(4, Slot::Register), t.abi_callee_saved.unwrap())]
    );
    let _ = ProgPoint::new(0, Slot::Block);
}

// ---- The rig corpus -------------------------------------------------------

/// Every corpus file ending in `suffix`, read with the target its IR
/// module asks for.
fn corpus(suffix: &str) -> Vec<(String, Target, backend::mir::MirFile)> {
    common::corpus_files(suffix)
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read corpus file");
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let (t, file) = backend::mir::parse::read(&text, &p.to_string_lossy(), tables::TARGETS)
                .unwrap_or_else(|e| panic!("{}", e.render()));
            (name, t, file)
        })
        .collect()
}

#[test]
fn corpus_intervals_match_liveness_and_entry_has_no_live_vreg() {
    let mut files = corpus(".pre-ra.mir");
    files.extend(corpus(".ssa.mir"));
    let mut total = std::time::Duration::ZERO;
    let (mut nf, mut ninst) = (0, 0);
    for (name, t, file) in &files {
        for f in &file.functions {
            let t0 = std::time::Instant::now();
            let a = Analysis::new(f, t);
            total += t0.elapsed();
            nf += 1;
            ninst += f.blocks.iter().map(|b| b.insts.len()).sum::<usize>();
            let entry = BlockId(0);
            let live: Vec<usize> = a.liveness.live_in(entry).iter().collect();
            assert!(
                live.is_empty(),
                "{name} {}: vregs live into the entry: {live:?}",
                f.name
            );
            check_intervals(
                f,
                &a.intervals,
                |b, v| a.liveness.live_in(b).contains(v as usize),
                |b, v| a.liveness.live_out(b).contains(v as usize),
            );
            // Every def starts a segment.
            for v in 0..f.vregs.len() as u32 {
                let iv = a.intervals.interval(VReg(v));
                for d in &iv.defs {
                    assert!(
                        iv.covers(*d),
                        "{name} {} %{v}: def at {d:?} not covered",
                        f.name
                    );
                }
            }
            assert_eq!(a.freq.freq(entry), 1.0, "{name} {}", f.name);
            assert!(a.freq.all().iter().all(|x| x.is_finite() && *x >= 0.0));
        }
    }
    eprintln!(
        "analysis of {} files, {nf} functions, {ninst} instructions: {:?}",
        files.len(),
        total
    );
    if !cfg!(debug_assertions) {
        assert!(
            total.as_secs_f64() < 1.0,
            "whole-corpus analysis took {total:?}"
        );
    }
}

#[test]
fn corpus_matmul_inner_loop_is_deep_and_hot() {
    for (name, t, file) in corpus(".pre-ra.mir") {
        if !name.starts_with("matmul.") {
            continue;
        }
        let f = file
            .functions
            .iter()
            .find(|f| f.name == "matmul")
            .expect("function matmul");
        let a = Analysis::new(f, &t);
        assert!(
            a.loops.max_depth() >= 2,
            "{name}: depth {}",
            a.loops.max_depth()
        );
        for l in a.loops.loops() {
            for &b in &l.blocks {
                assert!(a.loops.depth(b) > 0);
                assert!(
                    a.freq.freq(b) > a.freq.freq(BlockId(0)),
                    "{name}: loop block bb.{} freq {} <= entry",
                    f.blocks[b.index()].number,
                    a.freq.freq(b)
                );
            }
        }
    }
}

/// LLVM's own machine block frequencies (`llc -print-machine-bfi`, which
/// greedy computes) for every function of a pre-RA file:
/// function name -> (layout position, frequency).
fn llvm_bfi(path: &std::path::Path) -> Vec<(String, Vec<(u32, f64)>)> {
    let arch = if path.to_string_lossy().contains(".rv32.") {
        "rv32"
    } else {
        "rv64"
    };
    let (llc, flags) = common::rig_llc(arch);
    let out = std::process::Command::new(&llc)
        .args(&flags)
        .args([
            "-start-before=greedy",
            "-stop-after=greedy",
            "-print-machine-bfi",
        ])
        .arg(path)
        .args(["-o", "/dev/null"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {llc}: {e}"));
    assert!(
        out.status.success(),
        "llc failed on {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut res: Vec<(String, Vec<(u32, f64)>)> = Vec::new();
    for line in String::from_utf8_lossy(&out.stderr).lines() {
        if let Some(fname) = line.strip_prefix("block-frequency-info: ") {
            res.push((fname.to_string(), Vec::new()));
        } else if let Some(rest) = line.strip_prefix(" - BB") {
            let digits = rest
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len());
            let num: u32 = rest[..digits].parse().unwrap();
            let fl = rest.split("float = ").nth(1).unwrap();
            let fl: f64 = fl[..fl.find(',').unwrap()].parse().unwrap();
            res.last_mut().unwrap().1.push((num, fl));
        }
    }
    res
}

#[test]
fn corpus_frequencies_match_llvm_machine_bfi() {
    let (mut checked, mut worst) = (0, 0.0f64);
    for p in common::corpus_files(".pre-ra.mir") {
        let text = std::fs::read_to_string(&p).unwrap();
        let (t, file) = backend::mir::parse::read(&text, &p.to_string_lossy(), tables::TARGETS)
            .unwrap_or_else(|e| panic!("{}", e.render()));
        let llvm = llvm_bfi(&p);
        assert_eq!(llvm.len(), file.functions.len(), "{}", p.display());
        for (f, (lname, blocks)) in file.functions.iter().zip(&llvm) {
            assert_eq!(&f.name, lname);
            let a = Analysis::new(f, &t);
            for &(num, want) in blocks {
                // llc renumbers blocks in layout order: BBn is layout
                // position n, whatever `bb.N` the file gave it.
                let b = BlockId(num);
                assert!(b.index() < f.blocks.len(), "{}: BB{num}", f.name);
                let got = a.freq.freq(b);
                // LLVM computes in fixed point and prints 4 significant
                // digits or so.
                let rel = (got - want).abs() / want.max(1e-9);
                worst = worst.max(rel);
                assert!(
                    rel < 2e-3 || (got - want).abs() < 1e-6,
                    "{} {}: bb.{num}: ours {got}, llvm {want}",
                    p.display(),
                    f.name
                );
                checked += 1;
            }
        }
    }
    eprintln!("{checked} block frequencies match LLVM's (worst relative error {worst:.2e})");
}

/// On every call of the corpus: a vreg live across it interferes with
/// every register of its class the call's mask clobbers or the call
/// defines, and with no callee-saved register the function never names;
/// an `implicit $xN` argument register is occupied from its COPY to the
/// call.
#[test]
fn corpus_call_interference_and_argument_registers() {
    let mut calls = 0;
    for (name, t, file) in corpus(".pre-ra.mir") {
        for f in &file.functions {
            let a = Analysis::new(f, &t);
            let iv = &a.intervals;
            let mut named: Vec<PReg> = Vec::new();
            for b in &f.blocks {
                named.extend(b.liveins.iter().copied());
                for i in &b.insts {
                    for (_, r) in i.reg_operands() {
                        if let Reg::Phys(p) = r.reg {
                            named.push(p);
                        }
                    }
                }
            }
            for (bi, b) in f.blocks.iter().enumerate() {
                let bid = BlockId(bi as u32);
                for (k, inst) in b.insts.iter().enumerate() {
                    let Some(m) = inst.reg_masks().next() else {
                        continue;
                    };
                    calls += 1;
                    let mask = t.reg_mask(m);
                    let pt = |k, s| iv.slots.inst_point(bid, k, s);
                    for v in 0..f.vregs.len() as u32 {
                        let li = iv.interval(VReg(v));
                        if !(li.covers(pt(k, Slot::EarlyClobber)) && li.covers(pt(k, Slot::Dead))) {
                            continue;
                        }
                        let c = t.class(f.vreg_class(VReg(v)).unwrap());
                        for &r in &c.alloc_order {
                            let defined = inst
                                .defs()
                                .any(|d| matches!(d.reg, Reg::Phys(p) if t.overlaps(p, r)));
                            let got = iv.interferes(&t, VReg(v), r);
                            if !mask.preserves(r) || defined {
                                assert!(
                                    got,
                                    "{name} {}: %{v} across a call vs ${}",
                                    f.name,
                                    t.mir_name(r)
                                );
                            } else if !named.iter().any(|p| t.overlaps(*p, r)) {
                                assert!(
                                    !got,
                                    "{name} {}: %{v} vs callee-saved ${}",
                                    f.name,
                                    t.mir_name(r)
                                );
                            }
                        }
                    }
                    // Argument registers: occupied from their last def in
                    // the block up to the call.
                    for u in inst.uses() {
                        let Reg::Phys(p) = u.reg else { continue };
                        if t.is_reserved(p) {
                            continue;
                        }
                        let def_k = (0..k).rev().find(|&j| {
                            b.insts[j]
                                .defs()
                                .any(|d| matches!(d.reg, Reg::Phys(q) if t.overlaps(p, q)))
                        });
                        let Some(dk) = def_k else { continue };
                        for &unit in t.reg(p).units {
                            let r = iv.unit_ranges(unit);
                            for j in dk..=k {
                                let from = if j == dk { Slot::Register } else { Slot::Block };
                                let to = if j == k {
                                    Slot::EarlyClobber
                                } else {
                                    Slot::Dead
                                };
                                for s in [from, to] {
                                    assert!(
                                        backend::analysis::intervals::covers(r, pt(j, s)),
                                        "{name} {}: ${} not live at inst {j} {s:?} (def {dk}, call {k})",
                                        f.name,
                                        t.mir_name(p)
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(calls > 0, "no calls in the corpus");
}

#[test]
fn stats_pressure_on_the_call_function() {
    let t = rv64();
    let f = call_function(&t);
    let a = Analysis::new(&f, &t);
    let s = backend::analysis::stats::function_stats(&f, &t, &a);
    assert_eq!((s.blocks, s.insts, s.vregs, s.loops), (1, 10, 5, 0));
    let by_name = |n: &str| s.classes.iter().find(|c| c.name == n).unwrap();
    // %0 lives from inst 0 to inst 6; %1 (insts 2-3) and %2 (insts 5-6)
    // each overlap it, not each other; %4 starts where %0 and %2 end.
    let gpr = by_name("gpr");
    assert_eq!((gpr.vregs, gpr.max_pressure), (4, 2));
    let at = gpr.at.as_ref().unwrap();
    assert_eq!((at.block, at.inst), (0, Some(2)));
    let fpr = by_name("fpr64");
    assert_eq!((fpr.vregs, fpr.max_pressure), (1, 1));
    let json = backend::analysis::stats::render_json(std::slice::from_ref(&s));
    assert!(json.contains("\"max_pressure\": 2"), "{json}");
    let table = backend::analysis::stats::render_table(&[s]);
    assert!(table.contains("fpr64"), "{table}");
}

/// Without `successors:` lists the CFG is inferred from branch operands
/// and fall-through: on every corpus function it must give the successor
/// sets llc printed (except where llc printed an explicitly empty list,
/// which it does exactly where inference would be wrong: a block ending in
/// a `noreturn` call).
#[test]
fn corpus_inferred_successors_match_printed_ones() {
    let mut files = corpus(".pre-ra.mir");
    files.extend(corpus(".ssa.mir"));
    files.extend(corpus(".post-ra.mir"));
    let mut edges = 0;
    for (name, t, file) in files {
        for f in &file.functions {
            let explicit = Cfg::new(f, &t);
            let mut g = f.clone();
            for b in &mut g.blocks {
                b.successors.clear();
                b.explicit_successors = false;
            }
            let inferred = Cfg::new(&g, &t);
            for b in 0..f.blocks.len() as u32 {
                if f.blocks[b as usize].explicit_successors
                    && f.blocks[b as usize].successors.is_empty()
                {
                    continue;
                }
                let mut x = explicit.succs(BlockId(b)).to_vec();
                let mut y = inferred.succs(BlockId(b)).to_vec();
                x.sort();
                y.sort();
                assert_eq!(
                    x, y,
                    "{name} {}: bb.{}",
                    f.name, f.blocks[b as usize].number
                );
                edges += x.len();
            }
        }
    }
    assert!(edges > 0);
}

/// `Analysis::update` (what greedy's rounds use) equals a fresh
/// `Analysis::new` after the kind of change a round makes (copies of new
/// vregs inserted), and after a change of function (a different CFG and
/// fewer vregs: the recompute-everything and shrinking paths).
#[test]
fn update_equals_new() {
    let path = common::workspace_root().join("fuzz/seeds-mir/features.rv64.pre-ra.mir");
    let text = std::fs::read_to_string(&path).expect("read the seed MIR file");
    let (t, file) = backend::mir::parse::read(&text, "features.rv64.pre-ra.mir", tables::TARGETS)
        .expect("parse");
    assert!(file.functions.len() >= 2);
    let same =
        |a: &Analysis, f: &Function| format!("{a:?}") == format!("{:?}", Analysis::new(f, &t));
    let mut prev: Option<Analysis> = None;
    for f in &file.functions {
        if let Some(a) = prev.as_mut() {
            a.update(f, &t);
            assert!(same(a, f), "{}: update from another function", f.name);
        }
        let mut g = f.clone();
        let mut a = Analysis::new(&g, &t);
        // Copy the first vreg that has a class into a new vreg at the start
        // of every block that uses it.
        let Some((v, class)) = g
            .vregs
            .iter()
            .enumerate()
            .find_map(|(i, info)| info.class.map(|c| (VReg(i as u32), c)))
        else {
            continue;
        };
        for bi in 0..g.blocks.len() {
            let k = g.blocks[bi].insts.iter().position(|i| {
                i.reg_operands()
                    .any(|(_, r)| r.reg == Reg::Virt(v) && !r.is_def)
            });
            if let Some(k) = k {
                let n = g.new_vreg(class);
                g.blocks[bi].insts.insert(
                    k,
                    Inst::new(
                        "COPY",
                        vec![
                            Operand::Reg(RegOperand::def_of(Reg::Virt(n))),
                            Operand::Reg(RegOperand::use_of(Reg::Virt(v))),
                        ],
                    ),
                );
            }
        }
        a.update(&g, &t);
        assert!(same(&a, &g), "{}: update after inserted copies", f.name);
        prev = Some(a);
    }
}
