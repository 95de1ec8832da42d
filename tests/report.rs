//! `spillway report` (issue 8, part 1), end to end and its model.
//!
//! - `report_renders_in_chromium`: `tests/programs/matmul.c` (rv64, greedy) and
//!   `tests/programs/float_math.c` (rv32, fast allocator, two register
//!   files) go through `c2mir.sh` and `spillway report`; the page must be
//!   self-contained (no external resource), load in headless Chromium
//!   without a console message, and its inline self-check (`#render-check`,
//!   filled on `load` from each chart's `getBBox()`) must list non-empty
//!   charts with bars, markers and a pressure curve; a screenshot must be a
//!   PNG of the window size, much larger than the screenshot of a blank page.
//! - `broken_pages_are_detected`: the same checks fail on a page whose
//!   script throws, on a page whose chart has no size, and on a page with no
//!   self-check: the checks can fail.
//! - `model_matches_the_allocation`: the model of `matmul` (softening on
//!   and off): bars of one register never overlap; the pressure maximum
//!   equals a brute-force count over the input's live intervals and the
//!   largest value shown; without softening every bar holding a vreg is in
//!   a row of that vreg's register file and the spill, reload and remat
//!   markers number what `spillway alloc` reports.
//!
//! Chromium comes from `scripts/install-deps.sh` (Debian's `chromium`).

mod common;
use backend::check::trace::Held;
use backend::report::model::{FunctionModel, MarkerKind};
use common::{rig, root, run};
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(sub: &str) -> PathBuf {
    common::scratch_in("report", sub)
}

/// `c2mir.sh [--rv32] -o DIR/NAME.mir C` (pre-RA MIR).
fn c2mir(c: &Path, rv32: bool, out: &Path) {
    assert!(
        rig().join("c2mir.sh").is_file(),
        "the RISC-V rig is not at {} (set RIG_DIR)",
        rig().display()
    );
    let mut cmd = Command::new(rig().join("c2mir.sh"));
    if rv32 {
        cmd.arg("--rv32");
    }
    run(cmd.arg("-o").arg(out).arg(c)).unwrap();
}

fn chromium() -> PathBuf {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return PathBuf::from(p);
    }
    for dir in std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()) {
        let p = dir.join("chromium");
        if p.is_file() {
            return p;
        }
    }
    panic!("chromium not found (set CHROMIUM, or run scripts/install-deps.sh: it installs Debian's chromium)");
}

/// Headless Chromium on `page` with a fresh profile; `extra` adds the
/// action (`--dump-dom`, `--screenshot=...`). Returns (stdout, stderr).
fn chrome(page: &Path, dir: &Path, extra: &[String]) -> (String, String) {
    let profile = dir.join(format!(
        "profile-{}",
        page.file_stem().unwrap().to_string_lossy()
    ));
    let _ = std::fs::remove_dir_all(&profile);
    std::fs::create_dir_all(&profile).unwrap();
    let out = Command::new("timeout")
        .arg("120")
        .arg(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(extra)
        .arg(format!("file://{}", page.canonicalize().unwrap().display()))
        .output()
        .expect("run chromium");
    let _ = std::fs::remove_dir_all(&profile);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "chromium failed on {}: {}\n{stderr}",
        page.display(),
        out.status
    );
    (stdout, stderr)
}

/// One chart as the page's self-check measured it.
#[derive(Debug, Default)]
struct Chart {
    id: String,
    kind: String,
    w: i64,
    h: i64,
    bars: i64,
    markers: i64,
    curves: i64,
}

/// The `#render-check` JSON (a flat list of flat objects the page's
/// script writes) into charts.
fn parse_check(json: &str) -> Result<Vec<Chart>, String> {
    let body = json
        .trim()
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| format!("render check is not a list: {json:?}"))?;
    let mut charts = Vec::new();
    for obj in body.split('}').filter(|s| s.contains('{')) {
        let obj = obj.trim_start_matches([',', '{']);
        let mut c = Chart::default();
        for field in obj.split(',') {
            let (k, v) = field
                .split_once(':')
                .ok_or_else(|| format!("bad field {field:?}"))?;
            let (k, v) = (k.trim_matches('"'), v.trim_matches('"'));
            let num = || v.parse::<i64>().map_err(|e| format!("{k}: {v:?}: {e}"));
            match k {
                "id" => c.id = v.to_string(),
                "kind" => c.kind = v.to_string(),
                "w" => c.w = num()?,
                "h" => c.h = num()?,
                "bars" => c.bars = num()?,
                "markers" => c.markers = num()?,
                "curves" => c.curves = num()?,
                _ => {}
            }
        }
        charts.push(c);
    }
    Ok(charts)
}

/// Loads `page` in Chromium and checks it rendered: no console message
/// (an uncaught exception, `console.error`, ...), a filled self-check,
/// every chart non-empty, live-range charts with bars, pressure charts
/// with a curve. Returns the charts.
fn check_rendered(page: &Path, dir: &Path) -> Result<Vec<Chart>, String> {
    let (dom, log) = chrome(page, dir, &["--dump-dom".to_string()]);
    let console: Vec<&str> = log
        .lines()
        .filter(|l| l.contains(":CONSOLE") || l.contains("Uncaught"))
        .collect();
    if !console.is_empty() {
        return Err(format!("console messages:\n{}", console.join("\n")));
    }
    let start = dom
        .find("<pre id=\"render-check\">")
        .ok_or("no #render-check in the DOM")?
        + "<pre id=\"render-check\">".len();
    let end = dom[start..]
        .find("</pre>")
        .ok_or("unterminated #render-check")?
        + start;
    let json = dom[start..end].replace("&quot;", "\"");
    if json.trim().is_empty() {
        return Err("#render-check is empty: the load handler did not run".into());
    }
    let charts = parse_check(&json)?;
    if charts.is_empty() {
        return Err("no chart".into());
    }
    for c in &charts {
        if c.w <= 0 || c.h <= 0 {
            return Err(format!("chart {} has no size: {c:?}", c.id));
        }
        if c.kind == "ranges" && c.bars == 0 {
            return Err(format!("live-range chart {} has no bar: {c:?}", c.id));
        }
        if c.kind == "pressure" && c.curves == 0 {
            return Err(format!("pressure chart {} has no curve: {c:?}", c.id));
        }
    }
    Ok(charts)
}

/// Screenshot of `page` at `w`x`h`: the PNG bytes.
fn screenshot(page: &Path, dir: &Path, w: u32, h: u32) -> Vec<u8> {
    let png = dir.join(format!(
        "{}.png",
        page.file_stem().unwrap().to_string_lossy()
    ));
    let _ = std::fs::remove_file(&png);
    chrome(
        page,
        dir,
        &[
            format!("--screenshot={}", png.display()),
            format!("--window-size={w},{h}"),
        ],
    );
    std::fs::read(&png).unwrap_or_else(|e| panic!("no screenshot {}: {e}", png.display()))
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(b: &[u8]) -> Option<(u32, u32)> {
    if b.len() < 24 || &b[..8] != b"\x89PNG\r\n\x1a\n" || &b[12..16] != b"IHDR" {
        return None;
    }
    let be = |o: usize| u32::from_be_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    Some((be(16), be(20)))
}

fn report(mir: &Path, html: &Path, args: &[&str]) -> String {
    run(Command::new(env!("CARGO_BIN_EXE_spillway"))
        .arg("report")
        .arg(mir)
        .arg("-o")
        .arg(html)
        .args(args))
    .unwrap()
}

#[test]
fn report_renders_in_chromium() {
    let dir = scratch("render");
    let blank = dir.join("blank.html");
    std::fs::write(&blank, "<!DOCTYPE html><html><body></body></html>\n").unwrap();
    let blank_png = screenshot(&blank, &dir, 1400, 1000);
    assert_eq!(png_size(&blank_png), Some((1400, 1000)));
    let cases = [
        (
            root().join("tests/programs/matmul.c"),
            false,
            "matmul",
            &[][..],
        ),
        (
            root().join("tests/programs/float_math.c"),
            true,
            "float_math",
            &["--allocator", "fast"][..],
        ),
    ];
    for (c, rv32, name, args) in cases {
        let mir = dir.join(format!("{name}.mir"));
        c2mir(&c, rv32, &mir);
        let html = dir.join(format!("{name}.html"));
        let table = report(&mir, &html, args);
        assert!(table.contains("proved"), "{name}: {table}");
        let text = std::fs::read_to_string(&html).unwrap();
        // Self-contained: nothing fetched (the SVG namespace is a name).
        for bad in [
            "<link",
            "src=",
            "@import",
            "url(",
            "href=\"http",
            "https://",
        ] {
            assert!(!text.contains(bad), "{name}: the page contains {bad:?}");
        }
        let charts = check_rendered(&html, &dir).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ranges: Vec<&Chart> = charts.iter().filter(|c| c.kind == "ranges").collect();
        assert!(!ranges.is_empty(), "{name}: {charts:?}");
        assert!(
            ranges.iter().any(|c| c.markers > 0),
            "{name}: no spill-code marker: {charts:?}"
        );
        let png = screenshot(&html, &dir, 1400, 1000);
        assert_eq!(
            png_size(&png),
            Some((1400, 1000)),
            "{name}: not a 1400x1000 PNG"
        );
        assert!(
            png.len() > 8 * blank_png.len(),
            "{name}: screenshot of {} bytes, a blank page is {} bytes",
            png.len(),
            blank_png.len()
        );
    }
}

#[test]
fn broken_pages_are_detected() {
    let dir = scratch("broken");
    let ok_check = r#"<pre id="render-check"></pre><script>
window.addEventListener('load',function(){var r=[];document.querySelectorAll('svg.chart').forEach(function(s){var b=s.getBBox();r.push({id:s.id,kind:s.getAttribute('data-kind'),w:Math.round(b.width),h:Math.round(b.height),bars:s.querySelectorAll('.bar').length,markers:0,curves:0});});document.getElementById('render-check').textContent=JSON.stringify(r);});
</script>"#;
    let good_svg = r#"<svg class="chart" id="c" data-kind="ranges" width="200" height="50"><rect class="bar" x="5" y="5" width="100" height="10"/></svg>"#;
    let pages = [
        (
            "throws",
            format!("<html><body>{good_svg}{ok_check}<script>undefinedThing.call();</script></body></html>"),
            "Uncaught",
        ),
        (
            "empty",
            format!(r#"<html><body><svg class="chart" id="c" data-kind="ranges" width="200" height="50"></svg>{ok_check}</body></html>"#),
            "no size",
        ),
        (
            "nocheck",
            format!("<html><body>{good_svg}<pre id=\"render-check\"></pre></body></html>"),
            "is empty",
        ),
    ];
    for (name, text, want) in pages {
        let page = dir.join(format!("{name}.html"));
        std::fs::write(&page, text).unwrap();
        match check_rendered(&page, &dir) {
            Ok(c) => panic!("{name}: the broken page passed: {c:?}"),
            Err(e) => assert!(e.contains(want), "{name}: {e}"),
        }
    }
    // And the good page passes (the checks are not always failing).
    let page = dir.join("good.html");
    std::fs::write(
        &page,
        format!("<html><body>{good_svg}{ok_check}</body></html>"),
    )
    .unwrap();
    let charts = check_rendered(&page, &dir).unwrap();
    assert_eq!(charts.len(), 1);
    assert_eq!((charts[0].w, charts[0].h, charts[0].bars), (100, 10, 1));
}

fn models(mir: &Path, soften: backend::soften::SoftenMode) -> Vec<FunctionModel> {
    let (target, file) = backend::mir::parse::read_file(mir, tables::TARGETS).expect("read MIR");
    let opts = backend::pipeline::PipelineOptions {
        soften,
        ..Default::default()
    };
    backend::report::build(&file, &target, &opts).expect("report")
}

#[test]
fn model_matches_the_allocation() {
    use backend::soften::SoftenMode;
    let dir = scratch("model");
    let mir = dir.join("matmul.mir");
    c2mir(&root().join("tests/programs/matmul.c"), false, &mir);
    let (target, file) = backend::mir::parse::read_file(&mir, tables::TARGETS).unwrap();
    for soften in [SoftenMode::Full, SoftenMode::Off] {
        for m in models(&mir, soften) {
            let name = format!("{} ({soften:?})", m.name);
            assert!(m.summary.check.summary() == "proved", "{name}");
            // Bars: sorted, disjoint, inside the axis.
            let limit = 2 * m.positions as u32;
            for r in &m.rows {
                for w in r.bars.windows(2) {
                    assert!(
                        w[0].end <= w[1].start,
                        "{name}: overlap in {:?}: {w:?}",
                        r.reg
                    );
                }
                for b in &r.bars {
                    assert!(b.start < b.end && b.end <= limit, "{name}: {b:?}");
                }
            }
            // Pressure: the maximum is the brute-force maximum over the
            // input's program points, and the chart shows it.
            let f = file.functions.iter().find(|f| f.name == m.name).unwrap();
            let a = backend::analysis::Analysis::new(f, &target);
            let groups = backend::report::model::class_groups(&target);
            let points =
                4 * (f.blocks.len() + f.blocks.iter().map(|b| b.insts.len()).sum::<usize>());
            assert!(!m.pressure.is_empty(), "{name}: no pressure series");
            for s in &m.pressure {
                let list: Vec<_> = (0..f.vregs.len() as u32)
                    .map(backend::mir::VReg)
                    .filter(|&v| {
                        f.vreg_class(v)
                            .is_some_and(|c| groups[c.index()] == Some(s.group.top))
                    })
                    .collect();
                let brute = (0..points as u32)
                    .map(|p| {
                        let p = backend::analysis::intervals::ProgPoint(p);
                        list.iter()
                            .filter(|&&v| a.intervals.interval(v).covers(p))
                            .count()
                    })
                    .max()
                    .unwrap_or(0);
                assert_eq!(s.max as usize, brute, "{name}: {} max", s.group.name);
                assert_eq!(s.values.len(), m.positions);
                assert_eq!(
                    s.values.iter().copied().max(),
                    Some(s.max),
                    "{name}: shown max"
                );
                assert!(
                    s.max as usize > s.group.limit,
                    "{name}: matmul exceeds the registers"
                );
            }
            let count = |k: MarkerKind| m.markers.iter().filter(|x| x.kind == k).count();
            let foreign = m.rows.iter().any(|r| {
                r.bars.iter().any(|b| {
                    b.held.iter().any(|h| match h {
                        Held::Vreg(v) => m.vreg_group[v.0 as usize] != r.group,
                        Held::Entry(_) => false,
                    })
                })
            });
            if soften == SoftenMode::Off {
                assert!(
                    !foreign,
                    "{name}: a vreg in another register file without softening"
                );
                assert_eq!(count(MarkerKind::Softened), 0, "{name}");
                assert_eq!(count(MarkerKind::Spill), m.summary.spills, "{name}: spills");
                assert_eq!(
                    count(MarkerKind::Reload),
                    m.summary.reloads,
                    "{name}: reloads"
                );
                assert_eq!(
                    Some(count(MarkerKind::Remat)),
                    m.summary.remats,
                    "{name}: remats"
                );
            } else {
                assert!(m.summary.softened > 0, "{name}: expected softened slots");
                assert!(foreign, "{name}: softened values should sit in FPR rows");
                assert!(count(MarkerKind::Softened) > 0, "{name}");
            }
            assert!(
                count(MarkerKind::CsrSave) > 0 || soften == SoftenMode::Full,
                "{name}"
            );
        }
    }
}

#[test]
fn html_escapes_names() {
    use backend::report::html::escape;
    assert_eq!(
        escape(r#"<script>a&b"c'</script>"#),
        "&lt;script&gt;a&amp;b&quot;c&#39;&lt;/script&gt;"
    );
}

/// A synthetic function of 200,000 positions with a short value every
/// other position on 32 registers and a reload at every position of one
/// register: the page stays small (bars and markers closer than a pixel
/// are merged), and every kept element still says what it stands for.
#[test]
fn huge_function_dom_is_bounded() {
    use backend::report::model::{Bar, BlockSpan, ClassGroup, Edge, Marker, PressureSeries, Row};
    let target = backend::target::Target::bind(
        &tables::riscv::DESC,
        &["64bit", "m", "a", "f", "d", "c"],
        Some("lp64d"),
    );
    let n = 200_000usize;
    let gpr = target.class_by_mir_name("gpr").unwrap();
    let group = ClassGroup {
        top: gpr,
        name: "GPR".into(),
        limit: target.class(gpr).alloc_order.len(),
    };
    let regs: Vec<_> = target
        .class(gpr)
        .alloc_order
        .iter()
        .copied()
        .take(32)
        .collect();
    let rows: Vec<Row> = regs
        .iter()
        .map(|&p| Row {
            unit: target.reg(p).units[0],
            reg: p,
            group: Some(0),
            bars: (0..n as u32 / 2)
                .map(|k| Bar {
                    start: 4 * k + 1,
                    end: 4 * k + 3,
                    held: vec![Held::Vreg(backend::mir::VReg(k % 50))],
                    from: Edge::Inst,
                    to: Edge::Inst,
                })
                .collect(),
        })
        .collect();
    let markers = (0..n)
        .map(|pos| Marker {
            pos,
            row: Some(0),
            kind: MarkerKind::Reload,
            text: "$x10 = LD %stack.0, 0".into(),
        })
        .collect();
    let summary = backend::pipeline::FunctionReport {
        function: "huge<&>".into(),
        allocator: "greedy",
        vregs: 50,
        spills: 0,
        reloads: n,
        remats: None,
        slots: 1,
        frame_bytes: None,
        softened: 0,
        softened_csr: 0,
        alloc_time: std::time::Duration::ZERO,
        total_time: std::time::Duration::ZERO,
        check: backend::pipeline::CheckOutcome::Skipped,
    };
    let m = FunctionModel {
        name: "huge<&>".into(),
        summary,
        positions: n,
        blocks: vec![BlockSpan {
            number: 0,
            start: 0,
            end: n,
            loop_depth: 1,
            reachable: true,
        }],
        groups: vec![group.clone()],
        pressure: vec![PressureSeries {
            group,
            vregs: 50,
            values: (0..n).map(|i| (i % 40) as u32).collect(),
            max: 39,
        }],
        rows,
        markers,
        vreg_class: vec![Some("gpr".into()); 50],
        vreg_group: vec![Some(0); 50],
        inst_text: vec!["ADDI $x10, $x10, 1".into(); n],
    };
    let html =
        backend::report::html::render(std::slice::from_ref(&m), &target, "huge<&>.mir", "test");
    assert!(html.contains("huge&lt;&amp;&gt;") && !html.contains("huge<&>"));
    let rects = html.matches("<rect").count();
    let paths = html.matches("<path").count();
    assert!(rects < 2_000, "{rects} rects for 3.2 M bars");
    let budget =
        (backend::report::html::MAX_WIDTH / backend::report::html::MARKER_PX) as usize + 100;
    assert!(
        paths < budget,
        "{paths} paths for 200,000 markers (budget {budget})"
    );
    assert!(html.len() < 8 << 20, "{} bytes", html.len());
    assert!(html.contains("reloads here"), "merged markers say how many");
    assert!(html.contains("ranges too short to draw apart"));
}
