//! Register-info conformance: `dsl::regs::compute` on the RISC-V corpus
//! (`$SHARED/td/riscv/top.td`, with `prelude-min` and with the full LLVM 14
//! prelude) against the tables of the real `llvm-tblgen -gen-register-info`
//! in `expected/RISCVGenRegisterInfo.inc`.
//!
//! Every value of these tables is parsed and compared with the model:
//! register enum, sub-register index enum and `SubRegIdxRanges`,
//! `RegDesc` (sub-registers, super-registers, sub-register index lists and
//! register units, decoded through `RegDiffLists`/`SubRegIdxLists`),
//! `RegUnitRoots`, `RegEncodingTable`, register-class enum, member arrays
//! (allocation order) and `...Bits` sets, `MCRegisterClasses` (size,
//! copy cost, allocatable), `RegClassInfos` per HwMode, `SubClassMask`
//! (sub-classes and super-register classes per index), `Superclasses`,
//! `getSubClassWithSubReg`, `CostPerUseTable`, `InAllocatableClassTable`,
//! pressure-set names/limits, `RCSetsTable` per class and per unit,
//! `CSR_*_SaveList` / `CSR_*_RegMask`, and the four DWARF maps.
//!
//! `$SHARED` is env `SPILLWAY_SHARED`, else `<workspace root>/../shared`.

mod tblgen_harness;

use dsl::regs::RegisterInfo;
use std::collections::BTreeMap;
use std::path::PathBuf;

const LLVM14_INCLUDE: &str = "/usr/lib/llvm-14/include";

fn riscv_dir() -> PathBuf {
    tblgen_harness::shared_dir().join("td").join("riscv")
}

fn load(include_dirs: Vec<PathBuf>) -> RegisterInfo {
    let top = riscv_dir().join("top.td");
    assert!(
        top.is_file(),
        "{} is missing (set SPILLWAY_SHARED to the shared/ directory)",
        top.display()
    );
    let loaded = dsl::load_file(
        &top,
        &dsl::Options {
            include_dirs,
            defines: Vec::new(),
        },
    )
    .unwrap_or_else(|e| panic!("load failed:\n{}", e.render()));
    match dsl::regs::compute(&loaded.records) {
        Ok(i) => i,
        Err(d) => panic!(
            "register info failed:\n{}",
            dsl::diag::render(&d, &loaded.sources, false)
        ),
    }
}

fn expected_inc() -> String {
    let p = riscv_dir()
        .join("expected")
        .join("RISCVGenRegisterInfo.inc");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

// ---------------------------------------------------------------- parsing

/// Removes `/* */` and `//` comments.
fn strip_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            match s[i + 2..].find("*/") {
                Some(j) => i = i + 2 + j + 2,
                None => break,
            }
        } else if b[i..].starts_with(b"//") {
            match s[i..].find('\n') {
                Some(j) => i += j,
                None => break,
            }
        } else {
            let c = s[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The text between the `{` after `header` and the matching `}`.
fn body<'a>(text: &'a str, header: &str) -> &'a str {
    let start = text
        .find(header)
        .unwrap_or_else(|| panic!("expected file lacks `{header}`"));
    let open = start + text[start..].find('{').expect("{ after header");
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open + 1..open + i];
                }
            }
            _ => {}
        }
    }
    panic!("unterminated `{header}`");
}

fn tokens(s: &str) -> Vec<String> {
    strip_comments(s)
        .split(|c: char| c == ',' || c.is_whitespace() || c == '{' || c == '}')
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

fn num(t: &str) -> i64 {
    let t = t.trim_end_matches('U');
    if let Some(h) = t.strip_prefix("0x") {
        i64::from_str_radix(h, 16).unwrap_or_else(|_| panic!("bad hex {t}"))
    } else {
        t.parse().unwrap_or_else(|_| panic!("bad number {t}"))
    }
}

fn numbers(s: &str) -> Vec<i64> {
    tokens(s).iter().map(|t| num(t)).collect()
}

/// `{ a, b, ... },` groups of a table body.
fn groups(s: &str) -> Vec<Vec<String>> {
    let s = strip_comments(s);
    let mut out = Vec::new();
    let mut rest = &s[..];
    while let Some(i) = rest.find('{') {
        let j = rest[i..].find('}').expect("}") + i;
        out.push(
            rest[i + 1..j]
                .split(',')
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty())
                .collect(),
        );
        rest = &rest[j + 1..];
    }
    out
}

/// `NAME = N,` lines of an enum body.
fn enum_values(s: &str) -> Vec<(String, i64)> {
    strip_comments(s)
        .lines()
        .filter_map(|l| {
            let l = l.trim().trim_end_matches(',');
            let (n, v) = l.split_once('=')?;
            Some((n.trim().to_string(), num(v.trim())))
        })
        .collect()
}

/// Decodes a diff list (MC `DiffListIterator`).
fn diff_list(lists: &[i64], offset: usize, init: u16) -> Vec<u16> {
    let mut v = init;
    let mut out = Vec::new();
    let mut i = offset;
    loop {
        let d = lists[i] as u16;
        i += 1;
        if d == 0 {
            break;
        }
        v = v.wrapping_add(d);
        out.push(v);
    }
    out
}

fn zero_terminated(list: &[i64], offset: usize) -> Vec<i64> {
    list[offset..]
        .iter()
        .copied()
        .take_while(|&x| x != 0)
        .collect()
}

// ---------------------------------------------------------------- checks

struct Checker {
    problems: Vec<String>,
    checked: usize,
}

impl Checker {
    fn eq<T: PartialEq + std::fmt::Debug>(
        &mut self,
        what: impl FnOnce() -> String,
        ours: T,
        expected: T,
    ) {
        self.checked += 1;
        if ours != expected {
            self.problems.push(format!(
                "{}: ours {:?}, expected {:?}",
                what(),
                ours,
                expected
            ));
        }
    }
}

fn check_all(info: &RegisterInfo, inc: &str, ns: &str) -> Checker {
    let reg_ident = |t: &str| t.strip_prefix(&format!("{ns}::")).unwrap_or(t).to_string();
    let mut c = Checker {
        problems: Vec::new(),
        checked: 0,
    };
    let reg_names: Vec<String> = std::iter::once("NoRegister".to_string())
        .chain(info.registers.iter().map(|r| r.name.clone()))
        .collect();
    let reg_enum: BTreeMap<&str, usize> = reg_names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    let rc_names: Vec<&str> = info.classes.iter().map(|c| c.name.as_str()).collect();
    let idx_name = |i: usize| info.sub_reg_indices[i].name.clone();

    // Register enum.
    let regs_enum = body(inc, &format!("namespace {ns} {{\nenum {{\n  NoRegister,"));
    let ev = enum_values(regs_enum);
    let expected_regs: Vec<(String, i64)> = ev
        .into_iter()
        .filter(|(n, _)| n != "NUM_TARGET_REGS")
        .collect();
    c.eq(
        || "number of registers (incl NoRegister)".into(),
        reg_names.len(),
        expected_regs.len() + 1,
    );
    for (n, v) in &expected_regs {
        c.eq(
            || format!("enum value of register {n}"),
            reg_enum.get(n.as_str()).map(|&x| x as i64),
            Some(*v),
        );
    }
    let num_regs_decl = inc.find("NUM_TARGET_REGS // ").map(|i| {
        num(inc[i + 19..]
            .split(|ch: char| !ch.is_ascii_digit())
            .next()
            .unwrap())
    });
    c.eq(
        || "NUM_TARGET_REGS".into(),
        Some(reg_names.len() as i64),
        num_regs_decl,
    );

    // Register classes enum.
    let rc_enum = enum_values(body(
        inc,
        &format!("// Register classes\n\nnamespace {ns} {{\nenum {{"),
    ));
    c.eq(
        || "number of register classes".into(),
        rc_names.len(),
        rc_enum.len(),
    );
    for (n, v) in &rc_enum {
        let name = n.trim_end_matches("RegClassID");
        c.eq(
            || format!("ID of class {name}"),
            info.class(name).map(|x| x as i64),
            Some(*v),
        );
    }

    // Sub-register indices.
    let sri_body = strip_comments(body(inc, "enum : uint16_t {\n  NoSubRegister,"));
    let expected_sri: Vec<String> = sri_body
        .split(',')
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty() && t != "NUM_TARGET_SUBREGS" && t != "NoSubRegister")
        .collect();
    let ours_sri: Vec<String> = info
        .sub_reg_indices
        .iter()
        .map(|s| s.name.clone())
        .collect();
    c.eq(
        || "sub-register indices".into(),
        ours_sri.clone(),
        expected_sri,
    );
    let ranges = groups(body(inc, &format!("{ns}SubRegIdxRanges[] = {{")));
    c.eq(
        || "SubRegIdxRanges length".into(),
        ranges.len(),
        ours_sri.len() + 1,
    );
    for (i, g) in ranges.iter().enumerate().skip(1) {
        if let Some(s) = info.sub_reg_indices.get(i - 1) {
            c.eq(
                || format!("SubRegIdxRanges {} (offset, size)", s.name),
                (s.offset as i64, s.size as i64),
                (num(&g[0]), num(&g[1])),
            );
        }
    }
    let name_table = body(inc, "SubRegIndexNameTable[] = {");
    let names: Vec<String> = name_table
        .split(',')
        .map(|t| t.trim().trim_matches('"').to_string())
        .filter(|t| !t.is_empty())
        .collect();
    c.eq(|| "SubRegIndexNameTable".into(), ours_sri, names);

    // RegDesc via the diff lists.
    let diffs = numbers(body(inc, &format!("{ns}RegDiffLists[] = {{")));
    let sri_lists = numbers(body(inc, &format!("{ns}SubRegIdxLists[] = {{")));
    let desc = groups(body(inc, &format!("{ns}RegDesc[] = {{")));
    c.eq(|| "RegDesc entries".into(), desc.len(), reg_names.len());
    for (e, g) in desc.iter().enumerate().skip(1) {
        let r = e - 1;
        if r >= info.registers.len() {
            break;
        }
        let g: Vec<i64> = g.iter().map(|t| num(t)).collect();
        let name = &reg_names[e];
        let subs: Vec<u16> = diff_list(&diffs, g[1] as usize, e as u16);
        let pre = info.sub_regs_pre_order(r);
        c.eq(
            || format!("sub-registers of {name}"),
            pre.iter()
                .map(|&s| reg_names[s + 1].clone())
                .collect::<Vec<_>>(),
            subs.iter()
                .map(|&s| reg_names.get(s as usize).cloned().unwrap_or_default())
                .collect(),
        );
        let supers = diff_list(&diffs, g[2] as usize, e as u16);
        c.eq(
            || format!("super-registers of {name}"),
            info.registers[r]
                .super_regs
                .iter()
                .map(|&s| reg_names[s + 1].clone())
                .collect::<Vec<_>>(),
            supers
                .iter()
                .map(|&s| reg_names.get(s as usize).cloned().unwrap_or_default())
                .collect(),
        );
        let idxs = zero_terminated(&sri_lists, g[3] as usize);
        let ours_idx: Vec<String> = pre
            .iter()
            .map(|&s| info.sub_reg_index(r, s).map(idx_name).unwrap_or_default())
            .collect();
        c.eq(
            || format!("sub-register indices of {name}"),
            ours_idx,
            idxs.iter().map(|&i| idx_name(i as usize - 1)).collect(),
        );
        let (off, scale) = ((g[4] >> 4) as usize, (g[4] & 15) as u16);
        let units = diff_list(&diffs, off, (e as u16).wrapping_mul(scale));
        // Our units as LLVM's diff-list would carry them: the list stops at
        // the first zero difference (LLVM quirk: with scale 0 a register whose
        // first unit is 0 gets an empty MC unit list).
        let mut prev = (e as u16).wrapping_mul(scale);
        let mut ours_units = Vec::new();
        for &u in &info.registers[r].native_units {
            if (u as u16).wrapping_sub(prev) == 0 {
                break;
            }
            prev = u as u16;
            ours_units.push(u as u16);
        }
        c.eq(|| format!("units of {name}"), ours_units, units);
    }
    let roots = groups(body(inc, &format!("{ns}RegUnitRoots[][2] = {{")));
    c.eq(
        || "number of register units".into(),
        info.num_native_reg_units,
        roots.len(),
    );
    for (u, g) in roots.iter().enumerate() {
        let ours: Vec<String> = info
            .reg_units
            .get(u)
            .map(|x| {
                x.roots
                    .iter()
                    .map(|&r| info.registers[r].name.clone())
                    .collect()
            })
            .unwrap_or_default();
        c.eq(
            || format!("roots of unit {u}"),
            ours,
            g.iter().map(|t| reg_ident(t.as_str())).collect(),
        );
    }
    let enc = numbers(body(inc, &format!("{ns}RegEncodingTable[] = {{")));
    for (e, &v) in enc.iter().enumerate().skip(1) {
        if let Some(r) = info.registers.get(e - 1) {
            c.eq(
                || format!("HWEncoding of {}", r.name),
                r.hw_encoding as i64,
                v,
            );
        }
    }

    // Register classes: members and bit sets.
    for rc in &info.classes {
        let members = tokens(body(inc, &format!("const MCPhysReg {}[] = {{", rc.name)));
        c.eq(
            || format!("allocation order of {}", rc.name),
            rc.orders[0]
                .iter()
                .map(|&r| reg_names[r + 1].clone())
                .collect::<Vec<_>>(),
            members.iter().map(|t| reg_ident(t.as_str())).collect(),
        );
        let bits = numbers(body(inc, &format!("const uint8_t {}Bits[] = {{", rc.name)));
        let mut set = Vec::new();
        for (byte, &b) in bits.iter().enumerate() {
            for bit in 0..8 {
                if b & (1 << bit) != 0 {
                    set.push(byte * 8 + bit - 1);
                }
            }
        }
        c.eq(
            || format!("members of {}", rc.name),
            rc.members.clone(),
            set,
        );
    }
    let mcrc = groups(body(inc, &format!("{ns}MCRegisterClasses[] = {{")));
    c.eq(
        || "MCRegisterClasses entries".into(),
        mcrc.len(),
        info.classes.len(),
    );
    for (i, g) in mcrc.iter().enumerate() {
        let Some(rc) = info.classes.get(i) else { break };
        c.eq(
            || format!("MCRegisterClass {i} name"),
            rc.name.as_str(),
            g[0].as_str(),
        );
        c.eq(
            || format!("NumRegs of {}", rc.name),
            rc.members.len() as i64,
            num(&g[3]),
        );
        let reg_size = if rc.rsi.is_simple() {
            rc.rsi.get(0).reg_size as i64
        } else {
            0
        };
        c.eq(
            || format!("RegSizeInBits of {}", rc.name),
            reg_size,
            num(&g[6]),
        );
        c.eq(
            || format!("CopyCost of {}", rc.name),
            rc.copy_cost,
            num(&g[7]),
        );
        c.eq(
            || format!("isAllocatable of {}", rc.name),
            rc.allocatable.to_string(),
            g[8].clone(),
        );
    }
    // RegClassInfos per mode.
    let infos_body = body(inc, "RegClassInfos[] = {");
    let mut mode = 0u32;
    let mut row = 0usize;
    for line in infos_body.lines() {
        let l = line.trim();
        if let Some(m) = l.strip_prefix("// Mode = ") {
            mode = num(m.split_whitespace().next().unwrap()) as u32;
            row = 0;
            continue;
        }
        if !l.starts_with('{') {
            continue;
        }
        let g = &groups(l)[0];
        let Some(rc) = info.classes.get(row) else {
            break;
        };
        let ri = rc.rsi.get(mode);
        c.eq(
            || format!("RegClassInfo mode {mode} of {}", rc.name),
            (
                ri.reg_size as i64,
                ri.spill_size as i64,
                ri.spill_alignment as i64,
            ),
            (num(&g[0]), num(&g[1]), num(&g[2])),
        );
        row += 1;
    }

    // SubClassMask and super-register classes.
    let words = info.classes.len().div_ceil(32);
    let to_mask = |v: &mut dyn Iterator<Item = usize>| {
        let mut m = vec![0i64; words];
        for x in v {
            m[x / 32] |= 1 << (x % 32);
        }
        m
    };
    for rc in &info.classes {
        let b = body(
            inc,
            &format!("static const uint32_t {}SubClassMask[] = {{", rc.name),
        );
        let lines: Vec<&str> = b.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        let first = numbers(lines[0]);
        c.eq(
            || format!("SubClassMask of {}", rc.name),
            to_mask(&mut rc.sub_classes.iter().copied()),
            first,
        );
        let mut expected_rows = Vec::new();
        for l in &lines[1..] {
            let (nums, idx) = l.split_once("//").expect("index comment");
            expected_rows.push((idx.trim().to_string(), numbers(nums)));
        }
        let ours_rows: Vec<(String, Vec<i64>)> = rc
            .super_reg_classes
            .iter()
            .filter(|(_, s)| !s.is_empty())
            .map(|(&i, s)| (idx_name(i), to_mask(&mut s.iter().copied())))
            .collect();
        c.eq(
            || format!("super-register classes of {}", rc.name),
            ours_rows,
            expected_rows,
        );
        let sup_header = format!(
            "static const TargetRegisterClass *const {}Superclasses[] = {{",
            rc.name
        );
        let expected_sup: Vec<String> = if inc.contains(&sup_header) {
            tokens(body(inc, &sup_header))
                .into_iter()
                .filter(|t| t != "nullptr")
                .map(|t| {
                    t.trim_start_matches(&format!("&{ns}::"))
                        .trim_end_matches("RegClass")
                        .to_string()
                })
                .collect()
        } else {
            Vec::new()
        };
        c.eq(
            || format!("super-classes of {}", rc.name),
            rc.super_classes
                .iter()
                .map(|&s| rc_names[s].to_string())
                .collect::<Vec<_>>(),
            expected_sup,
        );
    }
    // getSubClassWithSubReg.
    let t = body(
        inc,
        &format!(
            "static const uint8_t Table[{}][{}] = {{",
            info.classes.len(),
            info.sub_reg_indices.len()
        ),
    );
    let mut class_i: Option<usize> = None;
    let mut idx_i = 0usize;
    for line in t.lines() {
        let l = line.trim();
        if let Some(n) = l.strip_prefix("{\t// ").or_else(|| l.strip_prefix("{ // ")) {
            class_i = info.class(n.trim());
            c.eq(
                || format!("getSubClassWithSubReg row {n}"),
                class_i.is_some(),
                true,
            );
            idx_i = 0;
        } else if let (Some(ci), true, Some((v, _))) = (
            class_i,
            l.starts_with(|ch: char| ch.is_ascii_digit()),
            l.split_once(","),
        ) {
            let v = num(v.trim());
            let ours = info.classes[ci]
                .sub_class_with_sub_reg
                .get(&idx_i)
                .map_or(0, |&x| x as i64 + 1);
            c.eq(
                || {
                    format!(
                        "getSubClassWithSubReg({}, {})",
                        rc_names[ci],
                        idx_name(idx_i)
                    )
                },
                ours,
                v,
            );
            idx_i += 1;
        }
    }

    // CostPerUse and allocatable registers.
    let cost = numbers(body(inc, "CostPerUseTable[] = {"));
    let ncost = info.num_reg_costs;
    c.eq(
        || "CostPerUseTable length".into(),
        cost.len(),
        ncost * reg_names.len(),
    );
    let cols = inc
        .find("CostPerUseTable, ")
        .map(|i| num(inc[i + 17..].split(',').next().unwrap().trim()));
    c.eq(|| "CostPerUse columns".into(), Some(ncost as i64), cols);
    // Column-major: column `k` holds every register's k-th cost.
    for r in 0..info.registers.len() {
        let row: Vec<i64> = (0..ncost)
            .map(|k| cost.get(k * reg_names.len() + r + 1).copied().unwrap_or(-1))
            .collect();
        c.eq(
            || format!("CostPerUse of {}", reg_names[r + 1]),
            info.cost_per_use(r),
            row,
        );
    }
    let alloc: Vec<String> = tokens(body(inc, "InAllocatableClassTable[] = {"));
    for r in 0..info.registers.len() {
        c.eq(
            || format!("InAllocatableClass of {}", reg_names[r + 1]),
            info.in_allocatable_class(r).to_string(),
            alloc.get(r + 1).cloned().unwrap_or_default(),
        );
    }

    // Pressure sets.
    let pnames: Vec<String> = tokens(body(inc, "PressureNameTable[] = {"))
        .into_iter()
        .map(|t| t.trim_matches('"').to_string())
        .collect();
    let plimits = numbers(body(inc, "PressureLimitTable[] = {"));
    c.eq(
        || "pressure set names".into(),
        info.pressure_sets
            .iter()
            .map(|p| p.name.clone())
            .collect::<Vec<_>>(),
        pnames,
    );
    c.eq(
        || "pressure set limits".into(),
        info.pressure_sets
            .iter()
            .map(|p| p.limit as i64)
            .collect::<Vec<_>>(),
        plimits,
    );
    let psets_enum = enum_values(body(inc, "enum RegisterPressureSets {"));
    c.eq(
        || "pressure set enum".into(),
        info.pressure_sets
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.clone(), i as i64))
            .collect::<Vec<_>>(),
        psets_enum,
    );
    let rcsets = numbers(body(inc, "static const int RCSetsTable[] = {"));
    let seq = |start: usize| -> Vec<i64> {
        rcsets[start..]
            .iter()
            .copied()
            .take_while(|&x| x != -1)
            .collect()
    };
    let rc_start = numbers(body(inc, "RCSetStartTable[] = {"));
    for (ci, &s) in rc_start.iter().enumerate() {
        if let Some(ours) = info.class_pressure_sets.get(ci) {
            c.eq(
                || format!("pressure sets of class {}", rc_names[ci]),
                ours.iter().map(|&x| x as i64).collect::<Vec<_>>(),
                seq(s as usize),
            );
        }
    }
    let ru_start = numbers(body(inc, "RUSetStartTable[] = {"));
    for (u, &s) in ru_start.iter().enumerate() {
        let ours: Vec<i64> = info
            .pressure_sets
            .iter()
            .enumerate()
            .filter(|(_, p)| p.units.contains(&(u as u32)))
            .map(|(i, _)| i as i64)
            .collect();
        c.eq(
            || format!("pressure sets of unit {u}"),
            ours,
            seq(s as usize),
        );
    }
    let weights = inc.contains("// All register units have unit weight.");
    c.eq(
        || "all register units have unit weight".into(),
        info.reg_units[..info.num_native_reg_units]
            .iter()
            .all(|u| u.weight <= 1),
        weights,
    );
    c.eq(
        || "no adopted units".into(),
        info.reg_units.len(),
        info.num_native_reg_units,
    );

    // Callee-saved lists and masks.
    let mask_names = tokens(body(inc, "*const Names[] = {"));
    c.eq(
        || "reg mask names".into(),
        info.callee_saved
            .iter()
            .map(|x| format!("\"{}\"", x.name))
            .collect::<Vec<_>>(),
        mask_names,
    );
    for csr in &info.callee_saved {
        let save = tokens(body(
            inc,
            &format!("static const MCPhysReg {}_SaveList[] = {{", csr.name),
        ));
        let expected: Vec<String> = save
            .into_iter()
            .filter(|t| t != "0")
            .map(|t| reg_ident(&t))
            .collect();
        c.eq(
            || format!("{}_SaveList", csr.name),
            csr.save_list
                .iter()
                .map(|&r| reg_names[r + 1].clone())
                .collect::<Vec<_>>(),
            expected,
        );
        let mask = numbers(body(
            inc,
            &format!("static const uint32_t {}_RegMask[] = {{", csr.name),
        ));
        c.eq(
            || format!("{}_RegMask", csr.name),
            csr.reg_mask.iter().map(|&w| w as i64).collect::<Vec<_>>(),
            mask,
        );
    }

    // DWARF maps (flavour 0; EH maps are the same tables).
    let mut dwarf2l: BTreeMap<i64, usize> = BTreeMap::new();
    let mut by_name: Vec<usize> = (0..info.registers.len()).collect();
    by_name.sort_by(|&a, &b| {
        dsl::regs::registers::compare_register_names(
            &info.registers[a].name,
            &info.registers[b].name,
        )
    });
    for &r in &by_name {
        if let Some(&n) = info.registers[r].dwarf_own.first() {
            if n >= 0 {
                dwarf2l.insert(n, r);
            }
        }
    }
    let ours_d2l: Vec<(i64, String)> = dwarf2l
        .iter()
        .map(|(&n, &r)| (n, info.registers[r].name.clone()))
        .collect();
    let ours_l2d: Vec<(String, i64)> = by_name
        .iter()
        .filter_map(|&r| {
            info.dwarf_numbers(r)
                .first()
                .filter(|&&n| n >= 0)
                .map(|&n| (info.registers[r].name.clone(), n))
        })
        .collect();
    for fl in ["DwarfFlavour0", "EHFlavour0"] {
        let d2l: Vec<(i64, String)> = groups(body(inc, &format!("{ns}{fl}Dwarf2L[] = {{")))
            .iter()
            .map(|g| (num(&g[0]), reg_ident(&g[1])))
            .collect();
        c.eq(|| format!("{fl}Dwarf2L"), ours_d2l.clone(), d2l);
        let l2d: Vec<(String, i64)> = groups(body(inc, &format!("{ns}{fl}L2Dwarf[] = {{")))
            .iter()
            .map(|g| (reg_ident(&g[0]), num(&g[1])))
            .collect();
        c.eq(|| format!("{fl}L2Dwarf"), ours_l2d.clone(), l2d);
    }
    c
}

/// Alternate names are not in the .inc; spot-check them (they come from
/// `expected/print-records*.txt`, which the front-end conformance test pins).
fn check_alt_names(info: &RegisterInfo) {
    let alt = |n: &str| info.registers[info.register(n).unwrap()].alt_names.clone();
    assert_eq!(alt("X0"), ["zero"]);
    assert_eq!(alt("X8"), ["s0", "fp"]);
    assert_eq!(alt("F10_D"), ["fa0"]);
    assert_eq!(alt("V8M2"), ["v8"]);
    assert_eq!(alt("FFLAGS"), Vec::<String>::new());
    assert_eq!(info.target, "RISCV");
}

fn run(name: &str, include_dirs: Vec<PathBuf>) {
    let info = load(include_dirs);
    let inc = expected_inc();
    let c = check_all(&info, &inc, "RISCV");
    check_alt_names(&info);
    assert_eq!(info.hw_modes, ["Default", "RV64"]);
    println!(
        "register_info {name}: {} values checked, {} mismatches",
        c.checked,
        c.problems.len()
    );
    let json = info.to_json();
    assert!(json.starts_with("{\n  \"target\": \"RISCV\""));
    if !c.problems.is_empty() {
        let shown: Vec<&String> = c.problems.iter().take(60).collect();
        panic!(
            "{name}: {} of {} values differ from expected/RISCVGenRegisterInfo.inc:\n{}",
            c.problems.len(),
            c.checked,
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
    assert!(c.checked > 5000, "too few values checked: {}", c.checked);
}

#[test]
fn prelude_min() {
    let r = riscv_dir();
    run("prelude_min", vec![r.join("prelude-min"), r]);
}

#[test]
fn full_prelude() {
    if !std::path::Path::new(LLVM14_INCLUDE)
        .join("llvm/Target/Target.td")
        .is_file()
    {
        eprintln!("register_info full_prelude: skipped, {LLVM14_INCLUDE} missing (apt-get install llvm-14-dev)");
        return;
    }
    run(
        "full_prelude",
        vec![PathBuf::from(LLVM14_INCLUDE), riscv_dir()],
    );
}

#[test]
fn json_shape() {
    let r = riscv_dir();
    let info = load(vec![r.join("prelude-min"), r]);
    let j = info.to_json();
    for key in [
        "\"registers\": [",
        "\"num_reg_units\": 103",
        "\"sub_reg_indices\": [",
        "\"classes\": [",
        "\"pressure_sets\": [",
        "\"callee_saved\": [",
        "\"spill_size\": {\"Default\": 32, \"RV64\": 64}",
    ] {
        assert!(j.contains(key), "JSON lacks {key}");
    }
    assert!(
        j.contains("{\"name\": \"X1\", \"enum\": "),
        "register entry"
    );
}

/// A synthetic target (`dsl/tests/regs/ops.td`) using every set operator,
/// strides, AltOrders, tuples, ad hoc aliases, a non-allocatable class, a
/// HwMode-dependent class and `OtherPreserved`, checked against a live
/// `llvm-tblgen -gen-register-info` (skipped when llvm-tblgen 14 is absent).
#[test]
fn synthetic_target_live() {
    let bin = match tblgen_harness::locate_llvm_tblgen() {
        Ok(b) => b,
        Err(e) => {
            eprintln!(
                "register_info synthetic_target_live: skipped ({e}); {}",
                tblgen_harness::INSTALL_HINT
            );
            return;
        }
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("regs");
    let prelude = riscv_dir().join("prelude-min");
    let out = std::process::Command::new(&bin)
        .arg("-gen-register-info")
        .arg("-I")
        .arg(&prelude)
        .arg(dir.join("ops.td"))
        .output()
        .expect("run llvm-tblgen");
    assert!(
        out.status.success(),
        "llvm-tblgen failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let inc = String::from_utf8(out.stdout).expect("utf-8");
    let loaded = dsl::load_file(
        &dir.join("ops.td"),
        &dsl::Options {
            include_dirs: vec![prelude],
            defines: Vec::new(),
        },
    )
    .unwrap_or_else(|e| panic!("{}", e.render()));
    let info = dsl::regs::compute(&loaded.records)
        .unwrap_or_else(|d| panic!("{}", dsl::diag::render(&d, &loaded.sources, false)));
    let c = check_all(&info, &inc, "T");
    println!(
        "register_info synthetic: {} values checked, {} mismatches",
        c.checked,
        c.problems.len()
    );
    assert!(
        c.problems.is_empty(),
        "{}",
        c.problems
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(info.hw_modes, ["Default", "M64"]);
}

/// Bad register descriptions: an error with a span, never a panic.
#[test]
fn errors_are_diagnostics() {
    let head = "include \"llvm/Target/Target.td\"\ndef II : InstrInfo;\ndef T : Target { let InstructionSet = II; }\n\
                foreach i = 0-3 in def R#i : Register<\"r\"#i>;\ndef sub0 : SubRegIndex<32>;\ndef NotAReg;\ndef blah;\n";
    let cases: &[(&str, &str)] = &[
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence \"R%u\", 0, 7)>;", "No def named 'R4'"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence 5, 0, 3)>;", "Format must be a string"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sequence \"R%u\", 0)>;", "Bad args to (sequence"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0, NotAReg)>;", "'NotAReg' is not a register"),
        ("def C : RegisterClass<\"T\", [i32], 32, (blah R0)>;", "Unknown set operator"),
        ("def C : RegisterClass<\"T\", [i32], 32, (shl R0)>;", "Operator requires (Op Set, Int) arguments"),
        ("def C : RegisterClass<\"T\", [i32], 32, (decimate (add R0, R1), 0)>;", "Positive stride required"),
        ("def C : RegisterClass<\"T\", [i32], 32, (sub R0)>;", "Set difference needs at least two arguments"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0, R1)> { let AltOrders = [(add R2)]; }", "is not a class member"),
        ("def C : RegisterClass<\"T\", [i32], 32, (add R0)> { let AllocationPriority = 64; }", "AllocationPriority out of range [0,63]"),
        ("def P : Register<\"p\"> { let SubRegs = [R0, R1]; let SubRegIndices = [sub0]; }\ndef C : RegisterClass<\"T\", [i32], 32, (add R0)>;", "SubRegs and SubRegIndices must have the same size"),
        ("def Tu : RegisterTuples<[sub0], [(add R0)]>;\ndef C : RegisterClass<\"T\", [i32], 32, (add R0)>;", "Tuples must have at least 2 sub-registers"),
        ("", "No 'RegisterClass' subclasses defined!"),
    ];
    let prelude = riscv_dir().join("prelude-min");
    for (body, want) in cases {
        let text = format!("{head}{body}\n");
        let loaded = dsl::load_str(
            "bad.td",
            &text,
            &dsl::Options {
                include_dirs: vec![prelude.clone()],
                defines: Vec::new(),
            },
        )
        .unwrap_or_else(|e| panic!("front end rejected case {body:?}:\n{}", e.render()));
        match dsl::regs::compute(&loaded.records) {
            Ok(_) => panic!("case {body:?}: expected an error containing {want:?}"),
            Err(d) => {
                let text = dsl::diag::render(&d, &loaded.sources, false);
                assert!(
                    text.contains(want),
                    "case {body:?}: expected {want:?} in:\n{text}"
                );
            }
        }
    }
}
