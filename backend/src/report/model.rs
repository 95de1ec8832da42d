//! The data of an allocation report, collected from a real allocation:
//! [`FunctionModel::build`] takes the function before allocation (`pre`,
//! lowered out of SSA when needed), the pipeline's output (`post`) and the
//! checker's [`Trace`] of `post` against `pre`.
//!
//! The x axis is the *position*: the index of a non-debug instruction of
//! `post` in layout order, spill code, copies and prologue/epilogue
//! included. Each position has two half-steps, so that a range may end at
//! an instruction's read and another start at its write: a read at
//! position `x` happens at half-step `2x + 1`, a write at `2x + 1`, and
//! position `x` covers `[2x, 2x + 2)`.
//!
//! - Pressure ([`PressureSeries`]): per register file (the classes whose
//!   registers share register units form one group, named after its
//!   largest allocatable class, [`ClassGroup`]), the number of `pre`
//!   virtual registers of that group live by `pre`'s live intervals
//!   ([`crate::analysis::stats::pressure_steps`], the code `spillway mir
//!   stats` reports its maximum with). A `post` position matched by the
//!   checker to a `pre` instruction shows the maximum over that
//!   instruction and the `pre` instructions skipped since the previous
//!   match; spill code shows the pressure between its neighbours.
//! - Live ranges ([`Row`], [`Bar`]): one row per register unit some value
//!   occupies, named after the widest allocatable register of exactly that
//!   unit; a bar is a maximal run where the unit is live in `post`
//!   (backward physical liveness of the allocated code) holding the same
//!   `pre` values, as the checker proved them.
//! - Markers ([`Marker`]): the checker's classification of post-only
//!   instructions: spills, reloads, rematerialisations, cross-class moves
//!   (softened slots), copies (split points), callee-saved saves.
//!
//! Invariants: bars of one row are sorted and never overlap (half-open
//! intervals in half-steps); every bar and marker lies in `[0,
//! 2 * positions)`; pressure series have one value per position.

use crate::analysis::cfg::Cfg;
use crate::analysis::dom::DomTree;
use crate::analysis::intervals::ProgPoint;
use crate::analysis::liveness::{reads, tracked_preg, Liveness};
use crate::analysis::loops::LoopForest;
use crate::analysis::Analysis;
use crate::check::trace::{Held, InstKind, Trace};
use crate::check::PostOnly;
use crate::mir::{BlockId, Function, VReg};
use crate::pipeline::FunctionReport;
use crate::target::{PReg, RegClass, Target};

/// A register file: classes whose allocatable registers share units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassGroup {
    /// The largest allocatable class of the group (its name is the group's).
    pub top: RegClass,
    /// The top class's record name (`GPR`, `FPR64`).
    pub name: String,
    /// Allocatable registers of the top class (its allocation order,
    /// reserved registers excluded): the pressure limit.
    pub limit: usize,
}

/// One block on the x axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockSpan {
    /// Its `bb.N` number.
    pub number: u32,
    /// Its first position.
    pub start: usize,
    /// One past its last position (`start` for an empty block).
    pub end: usize,
    /// Its loop depth (0: not in a loop).
    pub loop_depth: u32,
    /// Reached by the checker (unreachable blocks have no bars).
    pub reachable: bool,
}

/// Register pressure of one group over the positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PressureSeries {
    /// The group.
    pub group: ClassGroup,
    /// Virtual registers of the group in `pre`.
    pub vregs: usize,
    /// One value per position.
    pub values: Vec<u32>,
    /// The maximum over `pre`'s program points.
    pub max: u32,
}

/// What starts or ends a bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// A write (start) or a read (end) by an instruction.
    Inst,
    /// The block boundary: live in (start) or live out (end).
    Block,
}

/// A unit holding the same values over a range of half-steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// First half-step.
    pub start: u32,
    /// One past the last half-step.
    pub end: u32,
    /// The values held (empty: a physical register value of `pre`, such
    /// as an argument or return register, or a value the checker lost).
    pub held: Vec<Held>,
    /// What starts it.
    pub from: Edge,
    /// What ends it.
    pub to: Edge,
}

/// One row of the live-range chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The register unit.
    pub unit: u16,
    /// The register it is named after.
    pub reg: PReg,
    /// Index into [`FunctionModel::groups`] (`None`: in no group).
    pub group: Option<usize>,
    /// Its bars, sorted and disjoint.
    pub bars: Vec<Bar>,
}

/// The kind of a marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkerKind {
    /// A spill store.
    Spill,
    /// A reload.
    Reload,
    /// A rematerialisation.
    Remat,
    /// A cross-class move: a softened spill slot's store or reload.
    Softened,
    /// A register copy the allocator inserted (a split point).
    Split,
    /// A callee-saved register saved to a slot (prologue).
    CsrSave,
    /// A callee-saved register reloaded from its slot (epilogue).
    CsrRestore,
}

impl MarkerKind {
    /// A short lower-case word (`spill`, `reload`, ...).
    pub fn word(self) -> &'static str {
        match self {
            MarkerKind::Spill => "spill",
            MarkerKind::Reload => "reload",
            MarkerKind::Remat => "remat",
            MarkerKind::Softened => "softened",
            MarkerKind::Split => "split",
            MarkerKind::CsrSave => "csr-save",
            MarkerKind::CsrRestore => "csr-restore",
        }
    }
}

/// A post-only instruction the checker explained as spill code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// Its position.
    pub pos: usize,
    /// The row (index into [`FunctionModel::rows`]) of the register it
    /// reads (spills, saves) or writes (the others); `None` if no row.
    pub row: Option<usize>,
    /// What it is.
    pub kind: MarkerKind,
    /// The instruction as MIR text.
    pub text: String,
}

/// Everything a report shows about one function.
#[derive(Clone, Debug)]
pub struct FunctionModel {
    /// The function's name.
    pub name: String,
    /// The row `spillway alloc` prints for it.
    pub summary: FunctionReport,
    /// Number of positions (non-debug instructions of the allocated code).
    pub positions: usize,
    /// Blocks in layout order.
    pub blocks: Vec<BlockSpan>,
    /// Register files that have virtual registers, in class order.
    pub groups: Vec<ClassGroup>,
    /// One series per group.
    pub pressure: Vec<PressureSeries>,
    /// Rows in register order, grouped by [`Row::group`].
    pub rows: Vec<Row>,
    /// Spill code markers, by position.
    pub markers: Vec<Marker>,
    /// The class name of every `pre` virtual register (`None`: none).
    pub vreg_class: Vec<Option<String>>,
    /// The group (index into `groups`) of every `pre` virtual register.
    pub vreg_group: Vec<Option<usize>>,
    /// The post instruction text at each position (hover text).
    pub inst_text: Vec<String>,
}

/// The group of every class: the largest allocatable class all of whose
/// register units cover the class's allocatable registers (ties: wider
/// spill size, then lower index). `None` for classes with no allocatable
/// register.
pub fn class_groups(t: &Target) -> Vec<Option<RegClass>> {
    let covers = |big: &crate::target::ClassInfo, small: &crate::target::ClassInfo| {
        small
            .alloc_order
            .iter()
            .all(|&r| big.alloc_order.iter().any(|&b| t.overlaps(r, b)))
    };
    t.classes
        .iter()
        .map(|c| {
            if c.alloc_order.is_empty() {
                return None;
            }
            let mut best: Option<(usize, u32, RegClass)> = None;
            for (k, big) in t.classes.iter().enumerate() {
                if !big.allocatable || big.alloc_order.is_empty() || !covers(big, c) {
                    continue;
                }
                let key = (big.alloc_order.len(), big.spill_size);
                if best.is_none_or(|(n, s, _)| key > (n, s)) {
                    best = Some((key.0, key.1, RegClass(k as u16)));
                }
            }
            best.map(|b| b.2)
        })
        .collect()
}

/// The register a row for unit `u` is named after: among non-reserved
/// registers whose only unit is `u`, the one in the class with the widest
/// spill size (then the lowest register number); else any register with `u`.
fn unit_reg(t: &Target, u: u16) -> PReg {
    let mut best: Option<(u32, PReg)> = None;
    let mut any = None;
    for (i, r) in t.regs.iter().enumerate() {
        if !r.units.contains(&u) {
            continue;
        }
        let p = PReg(i as u16);
        any.get_or_insert(p);
        if r.reserved || r.units != [u] {
            continue;
        }
        let w = t
            .classes
            .iter()
            .filter(|c| c.allocatable && c.contains(p))
            .map(|c| c.spill_size)
            .max()
            .unwrap_or(0);
        if best.is_none_or(|(bw, _)| w > bw) {
            best = Some((w, p));
        }
    }
    best.map(|b| b.1).or(any).unwrap_or(PReg(0))
}

/// Per `pre` slot index: the maximum pressure of `list` over its sub-slots.
fn pressure_per_index(a: &Analysis, list: &[VReg], n_index: usize) -> Vec<u32> {
    let steps = crate::analysis::stats::pressure_steps(&a.intervals, list);
    let mut vals = vec![0u32; n_index];
    let last = ProgPoint((n_index as u32) << 2);
    for (k, &(p, n)) in steps.iter().enumerate() {
        let next = steps.get(k + 1).map_or(last, |s| s.0);
        if n == 0 || next <= p {
            continue;
        }
        let (lo, hi) = (p.index() as usize, ProgPoint(next.0 - 1).index() as usize);
        for v in vals.iter_mut().take(hi.min(n_index - 1) + 1).skip(lo) {
            *v = (*v).max(n as u32);
        }
    }
    vals
}

impl FunctionModel {
    /// Collects the model of one function (see the module doc). `pre` is
    /// the function the checker compared `post` with, `trace` its trace.
    pub fn build(
        pre: &Function,
        post: &Function,
        target: &Target,
        trace: &Trace,
        summary: FunctionReport,
    ) -> FunctionModel {
        let t = target;
        // Positions and blocks.
        let mut pos_of: Vec<Vec<usize>> = Vec::with_capacity(post.blocks.len());
        let mut inst_text = Vec::new();
        let mut blocks = Vec::with_capacity(post.blocks.len());
        let post_cfg = Cfg::new(post, t);
        let post_dom = DomTree::new(&post_cfg);
        let loops = LoopForest::new(&post_cfg, &post_dom);
        for (bi, b) in post.blocks.iter().enumerate() {
            let start = inst_text.len();
            let mut v = vec![usize::MAX; b.insts.len()];
            for (k, inst) in b.insts.iter().enumerate() {
                if inst.is_debug() {
                    continue;
                }
                v[k] = inst_text.len();
                inst_text.push(crate::check::render_inst(inst, post, t));
            }
            pos_of.push(v);
            blocks.push(BlockSpan {
                number: b.number,
                start,
                end: inst_text.len(),
                loop_depth: loops.depth(BlockId(bi as u32)),
                reachable: trace.blocks.get(bi).is_some_and(Option::is_some),
            });
        }
        let positions = inst_text.len();

        // Groups and pressure.
        let of_class = class_groups(t);
        let pre_a = Analysis::new(pre, t);
        let mut group_of_vreg: Vec<Option<RegClass>> = vec![None; pre.vregs.len()];
        let mut members: Vec<(RegClass, Vec<VReg>)> = Vec::new();
        let mut vreg_class = vec![None; pre.vregs.len()];
        for (i, slot) in group_of_vreg.iter_mut().enumerate() {
            let v = VReg(i as u32);
            let Some(c) = pre.vreg_class(v) else { continue };
            vreg_class[i] = Some(t.class(c).mir_name.clone());
            let li = pre_a.intervals.interval(v);
            if li.defs.is_empty() && li.uses.is_empty() && li.is_empty() {
                continue;
            }
            let Some(g) = of_class.get(c.index()).copied().flatten() else {
                continue;
            };
            *slot = Some(g);
            match members.iter_mut().find(|(k, _)| *k == g) {
                Some((_, l)) => l.push(v),
                None => members.push((g, vec![v])),
            }
        }
        members.sort_by_key(|(g, _)| *g);
        let groups: Vec<ClassGroup> = members
            .iter()
            .map(|(g, _)| ClassGroup {
                top: *g,
                name: t.class(*g).name.to_string(),
                limit: t.class(*g).alloc_order.len(),
            })
            .collect();
        let n_index = pre.blocks.len() + pre.blocks.iter().map(|b| b.insts.len()).sum::<usize>();
        let pressure = members
            .iter()
            .zip(&groups)
            .map(|((_, list), g)| {
                let per_index = pressure_per_index(&pre_a, list, n_index.max(1));
                let values = map_pressure(pre, post, &pre_a, trace, &pos_of, positions, &per_index);
                PressureSeries {
                    group: g.clone(),
                    vregs: list.len(),
                    max: per_index.iter().copied().max().unwrap_or(0),
                    values,
                }
            })
            .collect();

        // Live ranges of the allocated code.
        let live = Liveness::new(post, t, &post_cfg);
        let mut unit_bars: Vec<Vec<Bar>> = vec![Vec::new(); t.num_units];
        for (bi, b) in post.blocks.iter().enumerate() {
            let Some(Some(bt)) = trace.blocks.get(bi) else {
                continue;
            };
            let span = &blocks[bi];
            let (bs, be) = (2 * span.start as u32, 2 * span.end as u32);
            let held_after: std::collections::HashMap<usize, &Vec<(u16, Vec<Held>)>> =
                bt.insts.iter().map(|it| (it.index, &it.defs)).collect();
            let mut end: Vec<Option<(u32, Edge)>> = vec![None; t.num_units];
            for u in live.units_out(BlockId(bi as u32)).iter() {
                end[u] = Some((be, Edge::Block));
            }
            let mut out: Vec<(u16, Bar)> = Vec::new();
            for (k, inst) in b.insts.iter().enumerate().rev() {
                if inst.is_debug() {
                    continue;
                }
                let x = pos_of[bi][k] as u32;
                let mut seen: Vec<u16> = Vec::new();
                for d in inst.defs() {
                    let Some(p) = tracked_preg(t, d) else {
                        continue;
                    };
                    for &u in t.reg(p).units {
                        if seen.contains(&u) {
                            continue;
                        }
                        seen.push(u);
                        let (e, to) = end[u as usize].take().unwrap_or((2 * x + 2, Edge::Inst));
                        let held = held_after
                            .get(&k)
                            .and_then(|defs| defs.iter().find(|(du, _)| *du == u))
                            .map(|(_, h)| h.clone())
                            .unwrap_or_default();
                        out.push((
                            u,
                            Bar {
                                start: 2 * x + 1,
                                end: e,
                                held,
                                from: Edge::Inst,
                                to,
                            },
                        ));
                    }
                }
                for r in inst.uses().filter(|r| reads(r)) {
                    let Some(p) = tracked_preg(t, r) else {
                        continue;
                    };
                    for &u in t.reg(p).units {
                        if end[u as usize].is_none() {
                            end[u as usize] = Some((2 * x + 1, Edge::Inst));
                        }
                    }
                }
            }
            for (u, e) in end.iter().enumerate() {
                let Some((e, to)) = *e else { continue };
                if e <= bs {
                    continue;
                }
                let held = bt
                    .entry
                    .iter()
                    .find(|(eu, _)| *eu as usize == u)
                    .map(|(_, h)| h.clone())
                    .unwrap_or_default();
                out.push((
                    u as u16,
                    Bar {
                        start: bs,
                        end: e,
                        held,
                        from: Edge::Block,
                        to,
                    },
                ));
            }
            for (u, bar) in out {
                unit_bars[u as usize].push(bar);
            }
        }
        // Rows: units with a bar holding a value, in register order.
        let mut rows: Vec<Row> = Vec::new();
        for (u, bars) in unit_bars.iter_mut().enumerate() {
            if !bars.iter().any(|b| !b.held.is_empty()) {
                continue;
            }
            bars.sort_by_key(|b| (b.start, b.end));
            let mut merged: Vec<Bar> = Vec::with_capacity(bars.len());
            for b in bars.drain(..) {
                match merged.last_mut() {
                    Some(l) if l.end == b.start && l.held == b.held && !b.held.is_empty() => {
                        l.end = b.end;
                        l.to = b.to;
                    }
                    _ => merged.push(b),
                }
            }
            let reg = unit_reg(t, u as u16);
            let group = groups.iter().position(|g| {
                t.class(g.top)
                    .alloc_order
                    .iter()
                    .any(|&r| t.reg(r).units.contains(&(u as u16)))
            });
            rows.push(Row {
                unit: u as u16,
                reg,
                group,
                bars: merged,
            });
        }
        rows.sort_by_key(|r| (r.group.unwrap_or(usize::MAX), r.reg));

        // Markers.
        let row_of = |p: PReg| {
            t.reg(p)
                .units
                .first()
                .and_then(|u| rows.iter().position(|r| r.unit == *u))
        };
        let mut markers = Vec::new();
        for (bi, b) in post.blocks.iter().enumerate() {
            let Some(Some(bt)) = trace.blocks.get(bi) else {
                continue;
            };
            for it in &bt.insts {
                let inst = &b.insts[it.index];
                let def = inst.defs().find_map(|d| tracked_preg(t, d));
                let used = inst.uses().find_map(|r| tracked_preg(t, r));
                let pos = pos_of[bi][it.index];
                let (kind, reg) = match it.kind {
                    InstKind::PostOnly(PostOnly::Spill) => {
                        let csr = used.is_some_and(|p| {
                            let holds_entry = rows
                                .get(row_of(p).unwrap_or(usize::MAX))
                                .and_then(|r| {
                                    r.bars.iter().find(|b| {
                                        b.start <= 2 * (pos as u32) && 2 * (pos as u32) < b.end
                                    })
                                })
                                .is_some_and(|b| {
                                    b.held.iter().any(|h| matches!(h, Held::Entry(_)))
                                });
                            holds_entry
                        });
                        if csr {
                            (MarkerKind::CsrSave, used)
                        } else {
                            (MarkerKind::Spill, used)
                        }
                    }
                    InstKind::PostOnly(PostOnly::Reload) => {
                        let entry = it
                            .defs
                            .iter()
                            .any(|(_, h)| h.iter().any(|h| matches!(h, Held::Entry(_))));
                        if entry {
                            (MarkerKind::CsrRestore, def)
                        } else {
                            (MarkerKind::Reload, def)
                        }
                    }
                    InstKind::PostOnly(PostOnly::Remat) => (MarkerKind::Remat, def),
                    InstKind::PostOnly(PostOnly::Cross) => (MarkerKind::Softened, def),
                    InstKind::PostOnly(PostOnly::Copy) => (MarkerKind::Split, def),
                    _ => continue,
                };
                markers.push(Marker {
                    pos,
                    row: reg.and_then(row_of),
                    kind,
                    text: inst_text[pos].clone(),
                });
            }
        }
        markers.sort_by_key(|m| (m.pos, m.kind));
        let vreg_group = group_of_vreg
            .iter()
            .map(|g| g.and_then(|g| groups.iter().position(|x| x.top == g)))
            .collect();
        FunctionModel {
            name: post.name.clone(),
            summary,
            positions,
            blocks,
            groups,
            pressure,
            rows,
            markers,
            vreg_class,
            vreg_group,
            inst_text,
        }
    }
}

/// The pressure per post position from the pressure per `pre` slot index
/// (see the module doc).
fn map_pressure(
    pre: &Function,
    post: &Function,
    pre_a: &Analysis,
    trace: &Trace,
    pos_of: &[Vec<usize>],
    positions: usize,
    per_index: &[u32],
) -> Vec<u32> {
    let slots = &pre_a.intervals.slots;
    let mut values = vec![0u32; positions];
    for (bi, b) in post.blocks.iter().enumerate() {
        let Some(Some(bt)) = trace.blocks.get(bi) else {
            continue;
        };
        let Some(qb) = pre.block_by_number(b.number) else {
            continue;
        };
        let nq = pre.blocks[qb.index()].insts.len();
        let at = |k: usize| per_index[slots.inst_index(qb, k) as usize];
        let mut pending = per_index[slots.block_start(qb).index() as usize];
        let mut last = pending;
        let mut next = 0usize;
        let mut last_pos = None;
        for it in &bt.insts {
            let pos = pos_of[bi][it.index];
            match it.kind {
                InstKind::Matched { pre_index } if pre_index >= next && pre_index < nq => {
                    let m = (next..=pre_index).map(at).max().unwrap_or(0);
                    values[pos] = m.max(pending);
                    pending = 0;
                    last = at(pre_index);
                    next = pre_index + 1;
                }
                _ => {
                    values[pos] = last.max(pending);
                    pending = 0;
                }
            }
            last_pos = Some(pos);
        }
        let rest = (next..nq).map(at).max().unwrap_or(0).max(pending);
        if let Some(p) = last_pos {
            values[p] = values[p].max(rest);
        }
    }
    values
}

/// The label of a bar's values: `%12 %13`, `entry $x9` for a callee-saved
/// entry value, `physical` when empty.
pub fn held_label(held: &[Held], t: &Target) -> String {
    if held.is_empty() {
        return "physical".to_string();
    }
    held.iter()
        .map(|h| match h {
            Held::Vreg(v) => format!("%{}", v.0),
            Held::Entry(p) => format!("entry {}", t.mir_name(*p)),
        })
        .collect::<Vec<_>>()
        .join(" ")
}
