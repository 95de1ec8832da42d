//! Renders [`FunctionModel`]s as one self-contained HTML page: inline CSS,
//! inline SVG, one small inline script (hover highlighting of a virtual
//! register's bars, and a render self-check that records the size of every
//! chart in `#render-check` for tests). No external resource is loaded.
//!
//! Per function: the `spillway alloc` summary row, a register-pressure
//! chart per register file with its allocatable-register limit, and the
//! live-range chart (one row per register unit, bars per value, spill code
//! markers), both over the same x axis with loop depth as background bands.
//!
//! Invariants: every text from the input (function, register and class
//! names, instruction text) goes through [`escape`]; the DOM stays bounded
//! for huge functions: the x scale shrinks to at most [`MAX_WIDTH`] pixels,
//! the pressure curve has at most one vertex pair per pixel, bars narrower
//! than 3 pixels with gaps under 2 pixels in one row are merged into one
//! element, and markers of one kind within [`MARKER_PX`] pixels in one row
//! are drawn once (the hover text says how many).

use super::model::{held_label, Bar, Edge, FunctionModel, MarkerKind};
use crate::check::trace::Held;
use crate::target::Target;
use std::fmt::Write;

/// The widest plot area, in pixels (wider functions are scaled down).
pub const MAX_WIDTH: f64 = 20000.0;
/// Left margin (row labels, axis).
const LEFT: f64 = 118.0;
/// Right margin.
const RIGHT: f64 = 16.0;
/// Height of one pressure chart's plot area.
const PRESSURE_H: f64 = 120.0;
/// Markers of one kind in one row closer than this (pixels) are drawn as one.
pub const MARKER_PX: f64 = 3.0;
/// Height of a live-range row.
const ROW_H: f64 = 14.0;

/// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attributes.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

/// Pixels per position for a function of `n` positions.
pub fn scale(n: usize) -> f64 {
    let n = n.max(1) as f64;
    let ppx = (1400.0 / n).clamp(2.0, 14.0);
    if n * ppx > MAX_WIDTH {
        MAX_WIDTH / n
    } else {
        ppx
    }
}

const CSS: &str = r#"
body{font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
header{background:#1d2330;color:#fff;padding:14px 24px}
header h1{margin:0;font-size:20px;font-weight:600}
header p{margin:4px 0 0;color:#b8c0cf}
nav{padding:8px 24px;background:#e9ecf1}
nav a{margin-right:14px;color:#2456a6;text-decoration:none;font-family:ui-monospace,monospace}
section.fn{background:#fff;margin:16px 24px;padding:12px 16px;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
section.fn h2{margin:0 0 8px;font-size:17px;font-family:ui-monospace,monospace}
h3{font-size:14px;margin:14px 0 4px}
table.sum{border-collapse:collapse;font-family:ui-monospace,monospace;font-size:12px}
table.sum th,table.sum td{border:1px solid #d5dae2;padding:3px 8px;text-align:right}
table.sum th{background:#eef1f5}
td.bad{color:#b00020;font-weight:700}td.ok{color:#0a7a32}
.scroll{overflow-x:auto;border:1px solid #e1e5eb;border-radius:4px;background:#fff}
svg text{font-family:ui-monospace,monospace;font-size:10px;fill:#333}
svg .axis,svg .bb,svg .limit{fill:none}
svg .axis{stroke:#777;stroke-width:1}
svg .bb{stroke:#c9ced6;stroke-width:1}
svg .limit{stroke:#d32f2f;stroke-width:1.5;stroke-dasharray:5 3}
svg .p{fill:rgba(36,86,166,.25);stroke:#2456a6;stroke-width:1.2}
svg .over{fill:rgba(211,47,47,.35)}
svg .bar{stroke:rgba(0,0,0,.35);stroke-width:.5}
svg .bar.phys{fill:#c3c7ce}
svg .bar.entry{fill:#8d95a3}
svg .bar.foreign{stroke:#e65100;stroke-width:1.5;stroke-dasharray:3 2}
svg .bar.hl{stroke:#000;stroke-width:2}
svg .mk{stroke:#fff;stroke-width:.6}
svg .mk.spill{fill:#d32f2f}svg .mk.reload{fill:#2e7d32}svg .mk.remat{fill:#7b1fa2}
svg .mk.softened{fill:#ef6c00}svg .mk.split{fill:#1565c0}svg .mk.csr-save,svg .mk.csr-restore{fill:#455a64}
.legend{display:flex;flex-wrap:wrap;gap:14px;margin:8px 0;font-size:12px;align-items:center}
.legend svg{vertical-align:middle}
.note{color:#5b6472;font-size:12px;max-width:1100px}
#render-check{display:none}
"#;

const SCRIPT: &str = r#"
(function(){
function check(){var r=[];document.querySelectorAll('svg.chart').forEach(function(s){var b=s.getBBox();r.push({id:s.id,kind:s.getAttribute('data-kind'),w:Math.round(b.width),h:Math.round(b.height),bars:s.querySelectorAll('.bar').length,markers:s.querySelectorAll('.mk').length,curves:s.querySelectorAll('path.p').length});});
var e=document.getElementById('render-check');e.textContent=JSON.stringify(r);document.body.setAttribute('data-rendered',String(r.length));}
window.addEventListener('load',check);
var cur=null;function hl(v,on){if(!v)return;document.querySelectorAll('.bar[data-v="'+v+'"]').forEach(function(b){b.classList.toggle('hl',on);});}
document.addEventListener('mouseover',function(ev){var v=ev.target.getAttribute&&ev.target.getAttribute('data-v');if(v!==cur){hl(cur,false);cur=v;hl(cur,true);}});
})();
"#;

/// The whole page. `title` names the input (escaped here).
pub fn render(models: &[FunctionModel], target: &Target, title: &str, options: &str) -> String {
    let mut s = String::with_capacity(1 << 20);
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>spillway report: {t}</title><style>{CSS}</style></head><body>\n\
         <header><h1>Register allocation report: {t}</h1><p>{o} · target {tn} ({mode}) · {n} function(s)</p></header>\n<nav>",
        t = escape(title),
        o = escape(options),
        tn = escape(target.name),
        mode = escape(target.mode),
        n = models.len()
    );
    for (i, m) in models.iter().enumerate() {
        let _ = write!(s, "<a href=\"#f{i}\">{}</a>", escape(&m.name));
    }
    s.push_str("</nav>\n");
    for (i, m) in models.iter().enumerate() {
        function(&mut s, i, m, target);
    }
    s.push_str("<pre id=\"render-check\"></pre>\n<script>");
    s.push_str(SCRIPT);
    s.push_str("</script>\n</body></html>\n");
    s
}

fn summary_table(s: &mut String, m: &FunctionModel) {
    let r = &m.summary;
    let dash = |o: Option<String>| o.unwrap_or_else(|| "-".to_string());
    let check = r.check.summary();
    let cls = if r.check.failed() {
        "bad"
    } else if check == "proved" {
        "ok"
    } else {
        ""
    };
    let _ = write!(
        s,
        "<table class=\"sum\"><tr><th>vregs</th><th>spills</th><th>reloads</th><th>remats</th>\
         <th>slots</th><th>frame</th><th>softened</th><th>csr-soft</th><th>alloc-time</th>\
         <th>check</th><th>allocator</th></tr><tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
         <td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.3}ms</td><td class=\"{cls}\">{}</td>\
         <td>{}</td></tr></table>",
        r.vregs,
        r.spills,
        r.reloads,
        dash(r.remats.map(|n| n.to_string())),
        r.slots,
        dash(r.frame_bytes.map(|n| n.to_string())),
        r.softened,
        r.softened_csr,
        r.alloc_time.as_secs_f64() * 1e3,
        escape(&check),
        escape(r.allocator)
    );
}

/// Background: loop-depth bands and block boundaries over `height`.
fn background(s: &mut String, m: &FunctionModel, ppx: f64, top: f64, height: f64) {
    let x = |pos: usize| LEFT + pos as f64 * ppx;
    for b in &m.blocks {
        if b.loop_depth == 0 || b.end == b.start {
            continue;
        }
        let a = (0.10 + 0.08 * f64::from(b.loop_depth.min(5))).min(0.5);
        let _ = write!(
            s,
            "<rect x=\"{:.2}\" y=\"{top:.1}\" width=\"{:.2}\" height=\"{height:.1}\" fill=\"rgba(255,179,0,{a:.2})\">\
             <title>bb.{} · loop depth {}</title></rect>",
            x(b.start),
            (b.end - b.start) as f64 * ppx,
            b.number,
            b.loop_depth
        );
    }
    let mut d = String::new();
    for b in m.blocks.iter().skip(1) {
        let _ = write!(d, "M{:.2} {top:.1}v{height:.1}", x(b.start));
    }
    if !d.is_empty() {
        let _ = write!(s, "<path class=\"bb\" d=\"{d}\"/>");
    }
}

/// Block labels along the top (only where a block is wide enough).
fn block_labels(s: &mut String, m: &FunctionModel, ppx: f64, y: f64) {
    let mut last_end = f64::NEG_INFINITY;
    for b in &m.blocks {
        let x0 = LEFT + b.start as f64 * ppx;
        let w = (b.end - b.start) as f64 * ppx;
        let label = format!("bb.{}", b.number);
        if w < 6.5 * label.len() as f64 * 0.9 || x0 < last_end {
            continue;
        }
        let _ = write!(s, "<text x=\"{:.1}\" y=\"{y:.1}\">{label}</text>", x0 + 2.0);
        last_end = x0 + 6.5 * label.len() as f64;
    }
}

fn function(s: &mut String, idx: usize, m: &FunctionModel, t: &Target) {
    let ppx = scale(m.positions);
    let plot_w = m.positions as f64 * ppx;
    let width = LEFT + plot_w + RIGHT;
    let _ = write!(
        s,
        "<section class=\"fn\" id=\"f{idx}\"><h2>{}</h2>",
        escape(&m.name)
    );
    summary_table(s, m);
    let _ = writeln!(
        s,
        "<p class=\"note\">{} blocks, {} instructions after allocation (spill code, copies and \
         prologue/epilogue included), {:.2} px per instruction. Scroll sideways for long functions; \
         hover a bar to highlight every piece of that virtual register.</p>",
        m.blocks.len(),
        m.positions,
        ppx
    );
    s.push_str("<p class=\"note\"><b>Register pressure</b> before allocation (live virtual registers per register file, from the input's live intervals; red: more than the allocatable registers): ");
    for (g, series) in m.pressure.iter().enumerate() {
        let _ = write!(
            s,
            "{}<b>{}</b> max {} live of {} vregs, {} allocatable",
            if g > 0 { " · " } else { "" },
            escape(&series.group.name),
            series.max,
            series.vregs,
            series.group.limit
        );
    }
    s.push_str(". <b>Live ranges</b> of the allocated code: one row per register, a bar per value it holds (as the checker proved it), spill code markers.</p>");
    s.push_str("<div class=\"scroll\">");
    // Pressure charts.
    let chart_h = 26.0 + (PRESSURE_H + 24.0) * m.pressure.len() as f64;
    let _ = write!(
        s,
        "<svg class=\"chart\" id=\"pressure-{idx}\" data-kind=\"pressure\" width=\"{width:.0}\" height=\"{chart_h:.0}\" \
         viewBox=\"0 0 {width:.0} {chart_h:.0}\" xmlns=\"http://www.w3.org/2000/svg\">"
    );
    background(s, m, ppx, 14.0, chart_h - 20.0);
    block_labels(s, m, ppx, 11.0);
    for (g, series) in m.pressure.iter().enumerate() {
        let top = 26.0 + g as f64 * (PRESSURE_H + 24.0);
        let ymax = (series.max.max(series.group.limit as u32) + 2) as f64;
        let y = |v: f64| top + PRESSURE_H - v / ymax * PRESSURE_H;
        let base = y(0.0);
        // Axis and ticks.
        let _ = write!(
            s,
            "<path class=\"axis\" d=\"M{LEFT} {top:.1}V{base:.1}H{:.1}\"/>",
            LEFT + plot_w
        );
        let step = nice_step(ymax);
        let mut v = 0.0;
        while v <= ymax {
            let _ = write!(
                s,
                "<path class=\"axis\" d=\"M{:.1} {yy:.1}h4\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{v}</text>",
                LEFT - 4.0,
                LEFT - 6.0,
                y(v) + 3.0,
                yy = y(v)
            );
            v += step;
        }
        let _ = write!(
            s,
            "<text x=\"4\" y=\"{:.1}\" style=\"font-weight:700;font-size:12px\">{}</text>\
             <text x=\"4\" y=\"{:.1}\">live vregs</text>",
            top + 10.0,
            escape(&series.group.name),
            top + 22.0,
        );
        // The curve: per pixel bucket, the maximum.
        let bucket = if ppx >= 1.0 {
            1
        } else {
            (1.0 / ppx).ceil() as usize
        };
        let mut d = format!("M{LEFT:.2} {base:.1}");
        let mut over = String::new();
        let limit = series.group.limit as u32;
        let mut p = 0;
        while p < series.values.len() {
            let q = (p + bucket).min(series.values.len());
            let v = series.values[p..q].iter().copied().max().unwrap_or(0);
            let (x0, x1) = (LEFT + p as f64 * ppx, LEFT + q as f64 * ppx);
            let _ = write!(d, "V{:.1}H{x1:.2}", y(f64::from(v)));
            if v > limit {
                let _ = write!(
                    over,
                    "M{x0:.2} {:.1}H{x1:.2}V{:.1}H{x0:.2}z",
                    y(f64::from(limit)),
                    y(f64::from(v))
                );
            }
            p = q;
        }
        let _ = write!(d, "V{base:.1}z");
        let _ = write!(
            s,
            "<path class=\"p\" d=\"{d}\"><title>{} pressure (live virtual registers of the class, before allocation); \
             max {} of {} allocatable</title></path>",
            escape(&series.group.name),
            series.max,
            series.group.limit
        );
        if !over.is_empty() {
            let _ = write!(
                s,
                "<path class=\"over\" d=\"{over}\"><title>more live values than allocatable registers</title></path>"
            );
        }
        let ly = y(f64::from(limit));
        let _ = write!(
            s,
            "<path class=\"limit\" d=\"M{LEFT} {ly:.1}H{:.1}\"><title>{} allocatable {} registers</title></path>\
             <text x=\"{:.1}\" y=\"{:.1}\" style=\"fill:#d32f2f\">{} allocatable</text>",
            LEFT + plot_w,
            series.group.limit,
            escape(&series.group.name),
            LEFT + 4.0,
            ly - 3.0,
            series.group.limit,
        );
    }
    let _ = write!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">instruction of the allocated function (position) →</text></svg>",
        LEFT + plot_w / 2.0,
        chart_h - 4.0
    );
    ranges(s, idx, m, t, ppx, width);
    s.push_str("</div>");
    legend(s);
    s.push_str("</section>\n");
}

fn nice_step(ymax: f64) -> f64 {
    for s in [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0] {
        if ymax / s <= 6.0 {
            return s;
        }
    }
    200.0
}

/// A stable, distinct colour per virtual register.
fn colour(v: u32) -> String {
    let h = (v.wrapping_mul(2_654_435_761) >> 8) % 360;
    let l = 52 + (v % 3) * 8;
    format!("hsl({h},62%,{l}%)")
}

fn ranges(s: &mut String, idx: usize, m: &FunctionModel, t: &Target, ppx: f64, width: f64) {
    let top = 22.0;
    let mut y = top;
    let mut row_y = Vec::with_capacity(m.rows.len());
    let mut seps = Vec::new();
    let mut last_group = None;
    for r in &m.rows {
        if Some(r.group) != last_group {
            if last_group.is_some() {
                y += 8.0;
            }
            seps.push((y, r.group));
            last_group = Some(r.group);
        }
        row_y.push(y);
        y += ROW_H;
    }
    let other_y = y + 4.0;
    let height = other_y + ROW_H + 24.0;
    let _ = write!(
        s,
        "<svg class=\"chart\" id=\"ranges-{idx}\" data-kind=\"ranges\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" xmlns=\"http://www.w3.org/2000/svg\">"
    );
    background(s, m, ppx, top - 8.0, other_y - top + 8.0);
    block_labels(s, m, ppx, 11.0);
    let hx = |h: u32| LEFT + f64::from(h) * ppx / 2.0;
    for (i, r) in m.rows.iter().enumerate() {
        let ry = row_y[i];
        let info = t.reg(r.reg);
        let alias = info.alt_names.first().copied().unwrap_or(info.asm_name);
        let _ = write!(
            s,
            "<text x=\"4\" y=\"{:.1}\">{}<tspan style=\"fill:#8a93a3\"> {}</tspan></text>",
            ry + 10.0,
            escape(t.mir_name(r.reg)),
            escape(alias)
        );
        // Bars, merging those too narrow to see apart.
        let mut k = 0;
        while k < r.bars.len() {
            let b = &r.bars[k];
            let mut j = k + 1;
            if b.end.saturating_sub(b.start) as f64 * ppx / 2.0 < 3.0 {
                while j < r.bars.len() {
                    let n = &r.bars[j];
                    let gap = n.start.saturating_sub(r.bars[j - 1].end) as f64 * ppx / 2.0;
                    if gap >= 2.0 || n.end.saturating_sub(n.start) as f64 * ppx / 2.0 >= 3.0 {
                        break;
                    }
                    j += 1;
                }
            }
            let (x0, x1) = (hx(b.start), hx(r.bars[j - 1].end));
            let w = (x1 - x0).max(0.8);
            if j - k > 1 {
                let _ = write!(
                    s,
                    "<rect class=\"bar phys\" x=\"{x0:.2}\" y=\"{:.1}\" width=\"{w:.2}\" height=\"{:.1}\">\
                     <title>{} ranges too short to draw apart (zoom: fewer instructions per pixel)</title></rect>",
                    ry + 2.0,
                    ROW_H - 4.0,
                    j - k
                );
            } else {
                bar(s, m, t, r.reg, r.group, b, x0, w, ry);
            }
            k = j;
        }
    }
    for (sy, g) in &seps {
        let name = g.and_then(|g| m.groups.get(g)).map_or("other", |g| &g.name);
        let _ = write!(
            s,
            "<path class=\"axis\" d=\"M2 {:.1}H{:.1}\" style=\"stroke:#dde1e7\"/><text x=\"{:.1}\" y=\"{:.1}\" \
             style=\"fill:#8a93a3\">{}</text>",
            sy - 2.0,
            width - RIGHT,
            width - RIGHT - 4.0,
            sy - 3.0,
            escape(name)
        );
    }
    let _ = write!(
        s,
        "<text x=\"4\" y=\"{:.1}\" style=\"fill:#8a93a3\">no row</text>",
        other_y + 10.0
    );
    // Markers, one element per (row, kind, MARKER_PX pixels) with a count.
    let mut seen: std::collections::HashMap<(Option<usize>, MarkerKind, i64), usize> =
        std::collections::HashMap::new();
    let mut order = Vec::new();
    for (k, mk) in m.markers.iter().enumerate() {
        let px = (hx(2 * mk.pos as u32 + 1) / MARKER_PX).floor() as i64;
        let n = seen.entry((mk.row, mk.kind, px)).or_insert(0);
        if *n == 0 {
            order.push(k);
        }
        *n += 1;
    }
    for k in order {
        let mk = &m.markers[k];
        let cx = hx(2 * mk.pos as u32 + 1);
        let n = seen[&(mk.row, mk.kind, (cx / MARKER_PX).floor() as i64)];
        let cy = mk.row.map_or(other_y, |r| row_y[r]) + ROW_H / 2.0;
        let title = if n > 1 {
            format!(
                "{n} {}s here, e.g. at {}: {}",
                mk.kind.word(),
                where_(m, mk.pos),
                mk.text
            )
        } else {
            format!("{} at {}: {}", mk.kind.word(), where_(m, mk.pos), mk.text)
        };
        let _ = write!(
            s,
            "<path class=\"mk {}\" d=\"{}\"><title>{}</title></path>",
            mk.kind.word(),
            marker_path(mk.kind, cx, cy),
            escape(&title)
        );
    }
    let _ = write!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">instruction of the allocated function (position) →</text></svg>",
        LEFT + (width - LEFT - RIGHT) / 2.0,
        height - 6.0
    );
}

fn marker_path(k: MarkerKind, x: f64, y: f64) -> String {
    match k {
        MarkerKind::Spill => format!("M{:.1} {:.1}h8l-4 7z", x - 4.0, y - 4.0),
        MarkerKind::Reload => format!("M{:.1} {:.1}h8l-4 -7z", x - 4.0, y + 4.0),
        MarkerKind::Remat => format!("M{x:.1} {:.1}l4 4l-4 4l-4 -4z", y - 4.0),
        MarkerKind::Softened => format!("M{:.1} {y:.1}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z", x - 4.0),
        MarkerKind::Split => format!("M{:.1} {:.1}h3v12h-3z", x - 1.5, y - 6.0),
        MarkerKind::CsrSave => format!("M{:.1} {:.1}h7v7h-7z", x - 3.5, y - 3.5),
        MarkerKind::CsrRestore => format!("M{:.1} {:.1}h7v7h-7zm2 2h3v3h-3z", x - 3.5, y - 3.5),
    }
}

/// `bb.N #k` for a position.
fn where_(m: &FunctionModel, pos: usize) -> String {
    match m.blocks.iter().find(|b| b.start <= pos && pos < b.end) {
        Some(b) => format!("bb.{} #{}", b.number, pos - b.start),
        None => format!("#{pos}"),
    }
}

#[allow(clippy::too_many_arguments)]
fn bar(
    s: &mut String,
    m: &FunctionModel,
    t: &Target,
    reg: crate::target::PReg,
    row_group: Option<usize>,
    b: &Bar,
    x0: f64,
    w: f64,
    ry: f64,
) {
    let first_v = b.held.iter().find_map(|h| match h {
        Held::Vreg(v) => Some(v.0),
        Held::Entry(_) => None,
    });
    let (class, fill) = match (first_v, b.held.first()) {
        (Some(v), _) => {
            let foreign = m.vreg_group.get(v as usize).copied().flatten() != row_group;
            (
                if foreign { "bar foreign" } else { "bar" },
                format!(" fill=\"{}\"", colour(v)),
            )
        }
        (None, Some(_)) => ("bar entry", String::new()),
        (None, None) => ("bar phys", String::new()),
    };
    let label = held_label(&b.held, t);
    let classes: Vec<String> = b
        .held
        .iter()
        .filter_map(|h| match h {
            Held::Vreg(v) => m
                .vreg_class
                .get(v.0 as usize)
                .cloned()
                .flatten()
                .map(|c| format!("%{}:{c}", v.0)),
            Held::Entry(_) => None,
        })
        .collect();
    let start_pos = (b.start / 2) as usize;
    let end_pos = (b.end.saturating_sub(1) / 2) as usize;
    let from = match b.from {
        Edge::Inst => "defined",
        Edge::Block => "live in",
    };
    let to = match b.to {
        Edge::Inst => "last read",
        Edge::Block => "live out",
    };
    let what = if b.held.is_empty() {
        "a physical register value of the input (argument, return value, call operand)".to_string()
    } else if classes.is_empty() {
        label.clone()
    } else {
        classes.join(" ")
    };
    let mut title = format!(
        "{what} in {} · {from} at {} ({}) → {to} at {} ({})",
        t.mir_name(reg),
        where_(m, start_pos),
        m.inst_text.get(start_pos).map_or("", String::as_str),
        where_(m, end_pos),
        m.inst_text.get(end_pos).map_or("", String::as_str),
    );
    if class == "bar foreign" {
        title.push_str(" · held in a register of another class (softened slot)");
    }
    let dv = first_v.map_or(String::new(), |v| format!(" data-v=\"{v}\""));
    let _ = write!(
        s,
        "<rect class=\"{class}\"{fill}{dv} x=\"{x0:.2}\" y=\"{:.1}\" width=\"{w:.2}\" height=\"{:.1}\" rx=\"1.5\">\
         <title>{}</title></rect>",
        ry + 2.0,
        ROW_H - 4.0,
        escape(&title)
    );
    if w > 7.0 * label.len() as f64 + 6.0 && !b.held.is_empty() {
        let _ = write!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" style=\"font-size:9px;fill:#fff;pointer-events:none\">{}</text>",
            x0 + 3.0,
            ry + 10.0,
            escape(&label)
        );
    }
}

fn legend(s: &mut String) {
    s.push_str("<div class=\"legend\">");
    for k in [
        MarkerKind::Spill,
        MarkerKind::Reload,
        MarkerKind::Remat,
        MarkerKind::Softened,
        MarkerKind::Split,
        MarkerKind::CsrSave,
        MarkerKind::CsrRestore,
    ] {
        let desc = match k {
            MarkerKind::Spill => "spill store",
            MarkerKind::Reload => "reload",
            MarkerKind::Remat => "rematerialization",
            MarkerKind::Softened => "softened slot (cross-class move)",
            MarkerKind::Split => "copy (split point)",
            MarkerKind::CsrSave => "callee-saved save",
            MarkerKind::CsrRestore => "callee-saved restore",
        };
        let _ = write!(
            s,
            "<span><svg width=\"14\" height=\"14\"><path class=\"mk {}\" d=\"{}\"/></svg> {desc}</span>",
            k.word(),
            marker_path(k, 7.0, 7.0)
        );
    }
    s.push_str(
        "<span><svg width=\"22\" height=\"12\"><rect x=\"1\" y=\"1\" width=\"20\" height=\"10\" fill=\"hsl(200,62%,52%)\" \
         stroke=\"rgba(0,0,0,.35)\"/></svg> virtual register (colour per vreg)</span>\
         <span><svg width=\"22\" height=\"12\"><rect x=\"1\" y=\"1\" width=\"20\" height=\"10\" fill=\"#c3c7ce\"/></svg> \
         physical value / merged</span>\
         <span><svg width=\"22\" height=\"12\"><rect x=\"1\" y=\"1\" width=\"20\" height=\"10\" fill=\"#8d95a3\"/></svg> \
         callee-saved entry value</span>\
         <span><svg width=\"22\" height=\"12\"><rect x=\"1\" y=\"1\" width=\"20\" height=\"10\" fill=\"rgba(255,179,0,.3)\"/></svg> \
         loop (darker: deeper)</span>\
         <span><svg width=\"22\" height=\"12\"><path d=\"M1 6H21\" stroke=\"#d32f2f\" stroke-dasharray=\"5 3\" stroke-width=\"1.5\"/></svg> \
         allocatable registers</span></div>",
    );
}
