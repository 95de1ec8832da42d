//! The per-function summary `spillway mir stats` prints: sizes, virtual
//! registers per class, maximum register pressure per class, loops.
//!
//! Pressure of a class at a [`ProgPoint`] is the number of virtual
//! registers of that (declared) class whose interval covers the point;
//! the maximum is found by a sweep over interval segment boundaries
//! (segments are half-open, so one ending where another starts does not
//! overlap it).
//!
//! Invariant: `classes` lists only classes with at least one virtual
//! register occurring in the body, in class order.

use super::intervals::{LiveIntervals, ProgPoint};
use super::Analysis;
use crate::mir::{Function, VReg};
use crate::target::{RegClass, Target};
use std::fmt::Write;

/// Where a maximum is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Where {
    /// The point.
    pub point: ProgPoint,
    /// The `bb.N` number of its block.
    pub block: u32,
    /// The instruction's position in the block (`None`: the block start).
    pub inst: Option<usize>,
    /// The instruction's line in the file (0 if none).
    pub line: u32,
}

/// One class's numbers.
#[derive(Clone, Debug)]
pub struct ClassStats {
    /// The class.
    pub class: RegClass,
    /// Its MIR name.
    pub name: String,
    /// Virtual registers of the class occurring in the body.
    pub vregs: usize,
    /// Maximum number simultaneously live.
    pub max_pressure: usize,
    /// Where the maximum is first reached (`None` if never live).
    pub at: Option<Where>,
}

/// One function's numbers.
#[derive(Clone, Debug)]
pub struct FunctionStats {
    /// The function's name.
    pub name: String,
    /// Blocks.
    pub blocks: usize,
    /// Instructions (debug pseudos included).
    pub insts: usize,
    /// Virtual registers occurring in the body.
    pub vregs: usize,
    /// Per class.
    pub classes: Vec<ClassStats>,
    /// Natural loops.
    pub loops: usize,
    /// Maximum loop depth.
    pub max_loop_depth: u32,
    /// The lower bound on values in memory ([`super::membound`]).
    pub memory: super::membound::MemBound,
}

/// The stats of `f` from its analyses.
pub fn function_stats(f: &Function, target: &Target, a: &Analysis) -> FunctionStats {
    let iv = &a.intervals;
    let mut per_class: Vec<Vec<VReg>> = vec![Vec::new(); target.classes.len()];
    let mut vregs = 0;
    for i in 0..f.vregs.len() {
        let v = VReg(i as u32);
        let li = iv.interval(v);
        if li.defs.is_empty() && li.uses.is_empty() && li.is_empty() {
            continue;
        }
        vregs += 1;
        if let Some(c) = f.vreg_class(v) {
            if let Some(list) = per_class.get_mut(c.index()) {
                list.push(v);
            }
        }
    }
    let mut classes = Vec::new();
    for (ci, list) in per_class.iter().enumerate() {
        if list.is_empty() {
            continue;
        }
        let (mut max, mut at) = (0usize, None);
        for (p, n) in pressure_steps(iv, list) {
            if n > max {
                max = n;
                at = Some(p);
            }
        }
        let at = at.map(|p| {
            let (b, k) = iv.slots.locate(p);
            let block = &f.blocks[b.index()];
            Where {
                point: p,
                block: block.number,
                inst: k,
                line: k
                    .and_then(|k| block.insts.get(k))
                    .map_or(block.loc.line, |i| i.loc.line),
            }
        });
        classes.push(ClassStats {
            class: RegClass(ci as u16),
            name: target.classes[ci].mir_name.clone(),
            vregs: list.len(),
            max_pressure: max,
            at,
        });
    }
    FunctionStats {
        name: f.name.clone(),
        blocks: f.blocks.len(),
        insts: f.blocks.iter().map(|b| b.insts.len()).sum(),
        vregs,
        classes,
        loops: a.loops.loops().len(),
        max_loop_depth: a.loops.max_depth(),
        memory: super::membound::memory_bound(f, target, a),
    }
}

/// The pressure of the virtual registers `vregs` as a step function: the
/// points where it changes, each with the number of them live from that
/// point on (until the next entry), in point order. Live means an interval
/// segment covers the point (segments are half-open, so one ending where
/// another starts does not overlap it). Empty when none is ever live.
pub fn pressure_steps(iv: &LiveIntervals, vregs: &[VReg]) -> Vec<(ProgPoint, usize)> {
    // (point, -1 end / +1 start): all events at a point are applied before
    // the pressure at that point is read.
    let mut ev: Vec<(ProgPoint, i32)> = Vec::new();
    for &v in vregs {
        for s in &iv.interval(v).segments {
            ev.push((s.start, 1));
            ev.push((s.end, -1));
        }
    }
    ev.sort_unstable();
    let mut out: Vec<(ProgPoint, usize)> = Vec::new();
    let mut cur = 0i64;
    for (k, &(p, d)) in ev.iter().enumerate() {
        cur += i64::from(d);
        if ev.get(k + 1).is_some_and(|n| n.0 == p) {
            continue;
        }
        let n = cur.max(0) as usize;
        if out.last().is_none_or(|l| l.1 != n) {
            out.push((p, n));
        }
    }
    out
}

/// A human-readable table, one section per function.
pub fn render_table(stats: &[FunctionStats]) -> String {
    let mut s = String::new();
    for f in stats {
        let _ = writeln!(
            s,
            "{}: {} blocks, {} instructions, {} vregs, {} loops (max depth {})",
            f.name, f.blocks, f.insts, f.vregs, f.loops, f.max_loop_depth
        );
        let _ = writeln!(
            s,
            "  {:<16} {:>6} {:>12}  where",
            "class", "vregs", "max pressure"
        );
        for c in &f.classes {
            let at = match &c.at {
                Some(w) => match w.inst {
                    Some(k) => format!("bb.{} inst {} (line {})", w.block, k, w.line),
                    None => format!("bb.{} start (line {})", w.block, w.line),
                },
                None => "-".to_string(),
            };
            let _ = writeln!(
                s,
                "  {:<16} {:>6} {:>12}  {}",
                c.name, c.vregs, c.max_pressure, at
            );
        }
        render_bound(&mut s, &f.memory);
    }
    s
}

fn point_text(p: &super::membound::BoundPoint) -> String {
    let at = match p.inst {
        Some(k) if p.across_call => format!("bb.{} across the call at inst {}", p.block, k),
        Some(k) => format!("bb.{} before inst {}", p.block, k),
        None => format!("bb.{} end", p.block),
    };
    format!(
        "{} (line {}): {} values + {} callee-saved entry values, {} homes",
        at, p.line, p.values, p.preserved, p.homes
    )
}

fn render_bound(s: &mut String, m: &super::membound::MemBound) {
    let _ = writeln!(
        s,
        "  memory bound: >= {} values in memory at once, any allocation ({} vregs rematerializable from constants, {} from live operands, not counted)",
        m.bound, m.remat, m.operand_remat
    );
    if let Some(p) = &m.at {
        let _ = writeln!(s, "    at {}", point_text(p));
    }
    if m.bound_no_loop_remat != m.bound {
        let _ = writeln!(
            s,
            "    >= {} without rematerializing inside the point's loop",
            m.bound_no_loop_remat
        );
        if let Some(p) = &m.at_no_loop_remat {
            let _ = writeln!(s, "    at {}", point_text(p));
        }
    }
    if m.bound_constant_remat != m.bound {
        let _ = writeln!(
            s,
            "    >= {} if only constants are rematerialized",
            m.bound_constant_remat
        );
        if let Some(p) = &m.at_constant_remat {
            let _ = writeln!(s, "    at {}", point_text(p));
        }
    }
    let _ = writeln!(
        s,
        "  {:<16} {:>11} {:>9} {:>6}",
        "values of", "peak values", "preserved", "homes"
    );
    for c in &m.classes {
        let _ = writeln!(
            s,
            "  {:<16} {:>11} {:>9} {:>6}",
            c.name, c.peak_values, c.preserved, c.homes
        );
    }
}

fn point_json(p: &Option<super::membound::BoundPoint>) -> String {
    match p {
        None => "null".to_string(),
        Some(p) => format!(
            "{{\"block\": {}, \"inst\": {}, \"across_call\": {}, \"line\": {}, \"values\": {}, \"preserved\": {}, \"homes\": {}, \"bound\": {}}}",
            p.block,
            p.inst.map_or("null".to_string(), |k| k.to_string()),
            p.across_call,
            p.line,
            p.values,
            p.preserved,
            p.homes,
            p.bound
        ),
    }
}

fn bound_json(m: &super::membound::MemBound) -> String {
    let mut s = format!(
        "{{\"bound\": {}, \"at\": {}, \"bound_no_loop_remat\": {}, \"at_no_loop_remat\": {}, \"remat_vregs\": {}, \"operand_remat_vregs\": {}, \"bound_constant_remat\": {}, \"at_constant_remat\": {}, \"classes\": [",
        m.bound,
        point_json(&m.at),
        m.bound_no_loop_remat,
        point_json(&m.at_no_loop_remat),
        m.remat,
        m.operand_remat,
        m.bound_constant_remat,
        point_json(&m.at_constant_remat)
    );
    for (i, c) in m.classes.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(
            s,
            "{{\"class\": {}, \"peak_values\": {}, \"preserved\": {}, \"homes\": {}}}",
            json_str(&c.name),
            c.peak_values,
            c.preserved,
            c.homes
        );
    }
    s.push_str("]}");
    s
}

fn json_str(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for ch in s.chars() {
        match ch {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// The stats as JSON: `{"functions": [{"name", "blocks", "instructions",
/// "vregs", "loops", "max_loop_depth", "classes": [{"class", "vregs",
/// "max_pressure", "at": {"block", "inst", "line"} | null}],
/// "memory_bound": {"bound", "at", "bound_no_loop_remat",
/// "at_no_loop_remat", "remat_vregs", "operand_remat_vregs",
/// "bound_constant_remat", "at_constant_remat", "classes": [{"class",
/// "peak_values", "preserved", "homes"}]}}]}` (each `at*`: `null` or
/// `{"block", "inst", "across_call", "line", "values", "preserved",
/// "homes", "bound"}`).
pub fn render_json(stats: &[FunctionStats]) -> String {
    let mut s = String::from("{\"functions\": [");
    for (i, f) in stats.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let _ = write!(
            s,
            "{{\"name\": {}, \"blocks\": {}, \"instructions\": {}, \"vregs\": {}, \"loops\": {}, \"max_loop_depth\": {}, \"classes\": [",
            json_str(&f.name),
            f.blocks,
            f.insts,
            f.vregs,
            f.loops,
            f.max_loop_depth
        );
        for (j, c) in f.classes.iter().enumerate() {
            if j > 0 {
                s.push_str(", ");
            }
            let at = match &c.at {
                Some(w) => format!(
                    "{{\"block\": {}, \"inst\": {}, \"line\": {}}}",
                    w.block,
                    w.inst.map_or("null".to_string(), |k| k.to_string()),
                    w.line
                ),
                None => "null".to_string(),
            };
            let _ = write!(
                s,
                "{{\"class\": {}, \"vregs\": {}, \"max_pressure\": {}, \"at\": {}}}",
                json_str(&c.name),
                c.vregs,
                c.max_pressure,
                at
            );
        }
        let _ = write!(s, "], \"memory_bound\": {}}}", bound_json(&f.memory));
    }
    s.push_str("]}\n");
    s
}
