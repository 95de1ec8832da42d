//! Compares a register model (`dsl::regs::RegisterInfo`, what
//! `spillway tblgen --dump-register-info` prints) with the tables of the real
//! `llvm-tblgen -gen-register-info` output (`<Target>GenRegisterInfo.inc`)
//! of the same input, for any target.
//!
//! Every value of these tables is parsed and compared with the model:
//! register enum and `NUM_TARGET_REGS`, sub-register index enum, names and
//! `SubRegIdxRanges`, `RegDesc` (sub-registers, super-registers,
//! sub-register index lists and register units, decoded through
//! `RegDiffLists`/`SubRegIdxLists`), `RegUnitRoots`, `RegEncodingTable`,
//! register-class enum, member arrays (allocation order) and `...Bits` sets,
//! the alternative allocation orders and the `AltOrderSelect` code
//! (`...GetRawAllocationOrder`), `MCRegisterClasses` (size, copy cost,
//! allocatable), `RegClassInfos` per HwMode, `AllocationPriority` and
//! `TSFlags` (`...RegClass`), `SubClassMask` (sub-classes and
//! super-register classes per index), `Superclasses`,
//! `getSubClassWithSubReg`, `CostPerUseTable`, `InAllocatableClassTable`,
//! unit weights (`RUWeightTable`), pressure-set names/limits, `RCSetsTable`
//! per class and per unit, `CSR_*_SaveList` / `CSR_*_RegMask`, and every
//! DWARF / EH flavour's maps.
//!
//! Names: the tables are prefixed with the target's name (`X86RegDesc`);
//! enums, qualified register names and the DWARF tables use the registers'
//! `Namespace` (`PPC::R3` in target `PPC`, `AMDGPU::VGPR0`), read from the
//! `.inc` itself.
#![allow(dead_code)]

use dsl::regs::RegisterInfo;
use std::collections::{BTreeMap, HashMap};

/// An `.inc` text with an index of its lines (trimmed), so that the
/// per-class lookups do not scan a 17 MB file (AMDGPU) once per class.
pub struct Inc<'a> {
    text: &'a str,
    /// Trimmed line → byte offset of its first occurrence.
    lines: HashMap<&'a str, usize>,
    /// Class name → byte offset of `static inline unsigned <name>AltOrderSelect(`.
    alt_selects: HashMap<&'a str, usize>,
}

const ALT_SELECT_HEAD: &str = "static inline unsigned ";
const ALT_SELECT_TAIL: &str = "AltOrderSelect(const MachineFunction &MF) {";

impl<'a> Inc<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut lines = HashMap::new();
        let mut alt_selects = HashMap::new();
        let mut off = 0;
        for line in text.split_inclusive('\n') {
            let t = line.trim();
            lines
                .entry(t)
                .or_insert(off + (line.len() - line.trim_start().len()));
            if let Some(rest) = t.strip_prefix(ALT_SELECT_HEAD) {
                if let Some(i) = rest.find(ALT_SELECT_TAIL) {
                    alt_selects.insert(&rest[..i], off);
                }
            }
            off += line.len();
        }
        Inc {
            text,
            lines,
            alt_selects,
        }
    }

    /// Where `header` starts: a whole (trimmed) line through the index,
    /// anything else by searching.
    fn find(&self, header: &str) -> Option<usize> {
        if !header.contains('\n') {
            if let Some(&o) = self.lines.get(header.trim()) {
                return Some(o);
            }
        }
        self.text.find(header)
    }

    /// Is `line` one of the lines (trimmed)?
    pub fn has_line(&self, line: &str) -> bool {
        self.lines.contains_key(line)
    }

    /// The text between the `{` after `header` and the matching `}`.
    pub fn body_opt(&self, header: &str) -> Option<&'a str> {
        self.body_at(self.find(header)?)
    }

    /// [`Inc::body_opt`] of `static const <ty> <rest>` for the first integer
    /// type `ty` that is there (llvm-tblgen picks the smallest that fits).
    pub fn int_table(&self, rest: &str) -> Option<&'a str> {
        ["uint8_t", "uint16_t", "uint32_t", "unsigned"]
            .iter()
            .find_map(|ty| self.body_opt(&format!("static const {ty} {rest}")))
    }

    /// The text between the first `{` at or after byte offset `start` and
    /// the matching `}`.
    pub fn body_at(&self, start: usize) -> Option<&'a str> {
        let open = start + self.text[start..].find('{')?;
        let mut depth = 0;
        for (i, c) in self.text[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(&self.text[open + 1..open + i]);
                    }
                }
                _ => {}
            }
        }
        None
    }

    pub fn body(&self, header: &str) -> &'a str {
        self.body_opt(header)
            .unwrap_or_else(|| panic!("the .inc file lacks `{header}` (or it is unterminated)"))
    }

    /// The registers' namespace: the `namespace N {` before the register enum.
    pub fn register_namespace(&self) -> Option<&'a str> {
        let i = self.text.find(" {\nenum {\n  NoRegister,")?;
        let start = self.text[..i].rfind("namespace ")? + "namespace ".len();
        Some(&self.text[start..i])
    }
}

// ---------------------------------------------------------------- parsing

/// Removes `/* */` and `//` comments.
pub fn strip_comments(s: &str) -> String {
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

pub fn tokens(s: &str) -> Vec<String> {
    strip_comments(s)
        .split(|c: char| c == ',' || c.is_whitespace() || c == '{' || c == '}')
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

pub fn num(t: &str) -> i64 {
    let t = t.trim_end_matches('U');
    if let Some(h) = t.strip_prefix("0x") {
        i64::from_str_radix(h, 16).unwrap_or_else(|_| panic!("bad hex {t}"))
    } else {
        t.parse().unwrap_or_else(|_| panic!("bad number {t}"))
    }
}

pub fn numbers(s: &str) -> Vec<i64> {
    tokens(s).iter().map(|t| num(t)).collect()
}

/// `{ a, b, ... },` groups of a table body.
pub fn groups(s: &str) -> Vec<Vec<String>> {
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
pub fn enum_values(s: &str) -> Vec<(String, i64)> {
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
    while let Some(&d) = lists.get(i) {
        let d = d as u16;
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
    list.get(offset..)
        .unwrap_or_default()
        .iter()
        .copied()
        .take_while(|&x| x != 0)
        .collect()
}

// ---------------------------------------------------------------- checks

/// The outcome of a comparison: how many values were compared, and a line
/// per value that differs.
pub struct Checker {
    pub problems: Vec<String>,
    pub checked: usize,
}

impl Checker {
    pub fn eq<T: PartialEq + std::fmt::Debug>(
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

    /// The first `n` problems, one per line.
    pub fn summary(&self, n: usize) -> String {
        let mut s: Vec<&str> = self.problems.iter().take(n).map(String::as_str).collect();
        if self.problems.len() > n {
            s.push("...");
        }
        s.join("\n")
    }
}

/// Compares every table of `inc_text` (the `-gen-register-info` output for
/// the input `info` was computed from) with `info`.
pub fn check_all(info: &RegisterInfo, inc_text: &str) -> Checker {
    let mut c = Checker {
        problems: Vec::new(),
        checked: 0,
    };
    let inc = Inc::new(inc_text);
    let tgt = info.target.as_str();
    let Some(ns) = inc.register_namespace() else {
        c.eq(
            || "register enum (namespace N { enum { NoRegister, ...) in the .inc".into(),
            false,
            true,
        );
        return c;
    };
    if let Some(r) = info.registers.first() {
        c.eq(
            || "namespace of the registers".into(),
            r.namespace.as_str(),
            ns,
        );
    }
    let qualified = format!("{ns}::");
    let reg_ident = |t: &str| t.strip_prefix(qualified.as_str()).unwrap_or(t).to_string();
    let reg_names: Vec<String> = std::iter::once("NoRegister".to_string())
        .chain(info.registers.iter().map(|r| r.name.clone()))
        .collect();
    let reg_enum: HashMap<&str, usize> = reg_names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    let class_of: HashMap<&str, usize> = info
        .classes
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.as_str(), i))
        .collect();
    let rc_names: Vec<&str> = info.classes.iter().map(|c| c.name.as_str()).collect();
    let idx_name = |i: usize| {
        info.sub_reg_indices
            .get(i)
            .map_or_else(|| format!("<index {i}>"), |s| s.name.clone())
    };
    let reg_name = |e: i64| {
        reg_names
            .get(e as usize)
            .cloned()
            .unwrap_or_else(|| format!("<enum {e}>"))
    };

    // Register enum.
    let regs_enum = inc.body(&format!("namespace {ns} {{\nenum {{\n  NoRegister,"));
    let expected_regs: Vec<(String, i64)> = enum_values(regs_enum)
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
    let num_regs_decl = inc_text.find("NUM_TARGET_REGS // ").map(|i| {
        num(inc_text[i + 19..]
            .split(|ch: char| !ch.is_ascii_digit())
            .next()
            .unwrap())
    });
    c.eq(
        || "NUM_TARGET_REGS".into(),
        Some(reg_names.len() as i64),
        num_regs_decl,
    );

    // Register classes enum (in the classes' namespace).
    let rc_enum = inc_text
        .find("// Register classes\n\nnamespace ")
        .and_then(|i| inc.body_at(i + "// Register classes\n\n".len()))
        .map(enum_values)
        .unwrap_or_default();
    c.eq(
        || "number of register classes".into(),
        rc_names.len(),
        rc_enum.len(),
    );
    for (n, v) in &rc_enum {
        let name = n.trim_end_matches("RegClassID");
        c.eq(
            || format!("ID of class {name}"),
            class_of.get(name).map(|&x| x as i64),
            Some(*v),
        );
    }

    // Sub-register indices.
    let expected_sri: Vec<String> = inc
        .body_opt("enum : uint16_t {\n  NoSubRegister,")
        .map(|b| {
            strip_comments(b)
                .split(',')
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty() && t != "NUM_TARGET_SUBREGS" && t != "NoSubRegister")
                .collect()
        })
        .unwrap_or_default();
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
    let ranges = groups(inc.body(&format!("{tgt}SubRegIdxRanges[] = {{")));
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
    if let Some(name_table) = inc.body_opt("SubRegIndexNameTable[] = {") {
        let names: Vec<String> = name_table
            .split(',')
            .map(|t| t.trim().trim_matches('"').to_string())
            .filter(|t| !t.is_empty())
            .collect();
        c.eq(|| "SubRegIndexNameTable".into(), ours_sri.clone(), names);
    }

    // RegDesc via the diff lists.
    let diffs = numbers(inc.body(&format!("{tgt}RegDiffLists[] = {{")));
    let sri_lists = numbers(inc.body(&format!("{tgt}SubRegIdxLists[] = {{")));
    let desc = groups(inc.body(&format!("{tgt}RegDesc[] = {{")));
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
            subs.iter().map(|&s| reg_name(s as i64)).collect(),
        );
        let supers = diff_list(&diffs, g[2] as usize, e as u16);
        c.eq(
            || format!("super-registers of {name}"),
            info.registers[r]
                .super_regs
                .iter()
                .map(|&s| reg_names[s + 1].clone())
                .collect::<Vec<_>>(),
            supers.iter().map(|&s| reg_name(s as i64)).collect(),
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
    let roots = groups(inc.body(&format!("{tgt}RegUnitRoots[][2] = {{")));
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
    let enc = numbers(inc.body(&format!("{tgt}RegEncodingTable[] = {{")));
    c.eq(
        || "RegEncodingTable entries".into(),
        enc.len(),
        reg_names.len(),
    );
    for (e, &v) in enc.iter().enumerate().skip(1) {
        if let Some(r) = info.registers.get(e - 1) {
            c.eq(
                || format!("HWEncoding of {}", r.name),
                r.hw_encoding as i64,
                v,
            );
        }
    }

    // Register classes: members in allocation order, bit sets, alternative
    // orders and the AltOrderSelect code.
    for rc in &info.classes {
        let members = tokens(inc.body(&format!("const MCPhysReg {}[] = {{", rc.name)));
        c.eq(
            || format!("allocation order of {}", rc.name),
            rc.orders[0]
                .iter()
                .map(|&r| reg_names[r + 1].clone())
                .collect::<Vec<_>>(),
            members.iter().map(|t| reg_ident(t.as_str())).collect(),
        );
        let bits = numbers(inc.body(&format!("const uint8_t {}Bits[] = {{", rc.name)));
        let mut set = Vec::new();
        for (byte, &b) in bits.iter().enumerate() {
            for bit in 0..8 {
                if b & (1 << bit) != 0 {
                    set.push((byte * 8 + bit).wrapping_sub(1));
                }
            }
        }
        c.eq(
            || format!("members of {}", rc.name),
            rc.members.clone(),
            set,
        );
        check_alt_orders(&mut c, &inc, info, rc, &reg_names, &reg_ident);
    }
    let mcrc = groups(inc.body(&format!("{tgt}MCRegisterClasses[] = {{")));
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
    let infos_body = inc.body("static const TargetRegisterInfo::RegClassInfo RegClassInfos[] = {");
    let mut mode = 0u32;
    let mut row = 0usize;
    let mut rows = 0usize;
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
        rows += 1;
    }
    c.eq(
        || "RegClassInfos rows (classes x HwModes)".into(),
        info.classes.len() * info.hw_modes.len(),
        rows,
    );

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
        let b = inc.body(&format!(
            "static const uint32_t {}SubClassMask[] = {{",
            rc.name
        ));
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
        let expected_sup: Vec<String> = if inc.has_line(&sup_header) {
            tokens(inc.body(&sup_header))
                .into_iter()
                .filter(|t| t != "nullptr")
                .map(|t| {
                    t.trim_start_matches('&')
                        .trim_start_matches(qualified.as_str())
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
    // TargetRegisterClass: AllocationPriority and TSFlags.
    for rc in &info.classes {
        let header = format!("extern const TargetRegisterClass {}RegClass = {{", rc.name);
        let Some(b) = inc.body_opt(&header) else {
            c.eq(|| format!("{header} present"), false, true);
            continue;
        };
        let lines: Vec<&str> = b
            .lines()
            .map(|l| l.trim().trim_end_matches(','))
            .filter(|l| !l.is_empty())
            .collect();
        let prio = lines.get(4).map(|l| num(l));
        let tsflags = lines
            .get(5)
            .and_then(|l| l.split_whitespace().next())
            .map(|t| num(t.trim_end_matches(',')));
        c.eq(
            || format!("AllocationPriority of {}", rc.name),
            Some(rc.allocation_priority as i64),
            prio,
        );
        c.eq(
            || format!("TSFlags of {}", rc.name),
            Some(rc.tsflags as i64),
            tsflags,
        );
    }

    // getSubClassWithSubReg (no table without sub-register indices).
    let table_header_tail = format!(
        " Table[{}][{}] = {{",
        info.classes.len(),
        info.sub_reg_indices.len()
    );
    let table = inc.int_table(table_header_tail.trim_start());
    c.eq(
        || format!("getSubClassWithSubReg table{table_header_tail}"),
        !info.sub_reg_indices.is_empty(),
        table.is_some(),
    );
    let mut class_i: Option<usize> = None;
    let mut idx_i = 0usize;
    for line in table.unwrap_or_default().lines() {
        let l = line.trim();
        if let Some(n) = l.strip_prefix("{\t// ").or_else(|| l.strip_prefix("{ // ")) {
            class_i = class_of.get(n.trim()).copied();
            c.eq(
                || format!("getSubClassWithSubReg row {n}"),
                class_i.is_some(),
                true,
            );
            idx_i = 0;
        } else if let (Some(ci), true, Some((v, _))) = (
            class_i,
            l.starts_with(|ch: char| ch.is_ascii_digit()),
            l.split_once(','),
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
    let cost = numbers(inc.body("static const uint8_t CostPerUseTable[] = {"));
    let ncost = info.num_reg_costs;
    c.eq(
        || "CostPerUseTable length".into(),
        cost.len(),
        ncost * reg_names.len(),
    );
    let cols = inc_text
        .find("CostPerUseTable, ")
        .map(|i| num(inc_text[i + 17..].split(',').next().unwrap().trim()));
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
    let alloc: Vec<String> = tokens(inc.body("static const bool InAllocatableClassTable[] = {"));
    for r in 0..info.registers.len() {
        c.eq(
            || format!("InAllocatableClass of {}", reg_names[r + 1]),
            info.in_allocatable_class(r).to_string(),
            alloc.get(r + 1).cloned().unwrap_or_default(),
        );
    }

    // Unit weights.
    let native = info.num_native_reg_units.min(info.reg_units.len());
    if inc_text.contains("// All register units have unit weight.") {
        c.eq(
            || "all register units have unit weight".into(),
            info.reg_units[..native].iter().all(|u| u.weight <= 1),
            true,
        );
    } else {
        let w = numbers(inc.body("static const uint8_t RUWeightTable[] = {"));
        c.eq(
            || "RUWeightTable".into(),
            info.reg_units[..native]
                .iter()
                .map(|u| u.weight as i64)
                .collect::<Vec<_>>(),
            w,
        );
    }

    // Pressure sets.
    let pnames: Vec<String> = inc
        .body_opt("static const char *const PressureNameTable[] = {")
        .map(|b| {
            tokens(b)
                .into_iter()
                .filter(|t| t != "nullptr")
                .map(|t| t.trim_matches('"').to_string())
                .collect()
        })
        .unwrap_or_default();
    let plimits = inc
        .int_table("PressureLimitTable[] = {")
        .map(numbers)
        .unwrap_or_default();
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
    let psets_enum = enum_values(inc.body("enum RegisterPressureSets {"));
    c.eq(
        || "pressure set enum".into(),
        info.pressure_sets
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.clone(), i as i64))
            .collect::<Vec<_>>(),
        psets_enum,
    );
    let rcsets = numbers(inc.body("static const int RCSetsTable[] = {"));
    let seq = |start: usize| -> Vec<i64> {
        rcsets
            .get(start..)
            .unwrap_or_default()
            .iter()
            .copied()
            .take_while(|&x| x != -1)
            .collect()
    };
    let rc_start = inc
        .int_table("RCSetStartTable[] = {")
        .map(numbers)
        .unwrap_or_default();
    c.eq(
        || "RCSetStartTable entries".into(),
        rc_start.len(),
        info.classes.len(),
    );
    for (ci, &s) in rc_start.iter().enumerate() {
        if let Some(ours) = info.class_pressure_sets.get(ci) {
            c.eq(
                || format!("pressure sets of class {}", rc_names[ci]),
                ours.iter().map(|&x| x as i64).collect::<Vec<_>>(),
                seq(s as usize),
            );
        }
    }
    let ru_start = inc
        .int_table("RUSetStartTable[] = {")
        .map(numbers)
        .unwrap_or_default();
    c.eq(
        || "RUSetStartTable entries".into(),
        ru_start.len(),
        info.num_native_reg_units,
    );
    let mut sets_of_unit: Vec<Vec<i64>> = vec![Vec::new(); ru_start.len()];
    for (i, p) in info.pressure_sets.iter().enumerate() {
        for &u in &p.units {
            if let Some(v) = sets_of_unit.get_mut(u as usize) {
                v.push(i as i64);
            }
        }
    }
    for (u, &s) in ru_start.iter().enumerate() {
        c.eq(
            || format!("pressure sets of unit {u}"),
            std::mem::take(&mut sets_of_unit[u]),
            seq(s as usize),
        );
    }

    // Callee-saved lists and masks.
    let mask_names = inc
        .body_opt("static const char *const Names[] = {")
        .map(|b| tokens(b).into_iter().filter(|t| t != "nullptr").collect())
        .unwrap_or_default();
    c.eq(
        || "reg mask names".into(),
        info.callee_saved
            .iter()
            .map(|x| format!("\"{}\"", x.name))
            .collect::<Vec<_>>(),
        mask_names,
    );
    for csr in &info.callee_saved {
        let save = tokens(inc.body(&format!(
            "static const MCPhysReg {}_SaveList[] = {{",
            csr.name
        )));
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
        let mask = numbers(inc.body(&format!(
            "static const uint32_t {}_RegMask[] = {{",
            csr.name
        )));
        c.eq(
            || format!("{}_RegMask", csr.name),
            csr.reg_mask.iter().map(|&w| w as i64).collect::<Vec<_>>(),
            mask,
        );
    }

    check_dwarf(&mut c, &inc, info, ns, &reg_ident);
    c
}

/// The alternative allocation orders and the `AltOrderSelect` code of `rc`
/// against `<name>AltOrderSelect` / `<name>GetRawAllocationOrder`, which
/// llvm-tblgen writes only for a class whose `AltOrderSelect` is not empty.
fn check_alt_orders(
    c: &mut Checker,
    inc: &Inc,
    info: &RegisterInfo,
    rc: &dsl::regs::RegisterClass,
    reg_names: &[String],
    reg_ident: &dyn Fn(&str) -> String,
) {
    let at = inc.alt_selects.get(rc.name.as_str()).copied();
    c.eq(
        || format!("{}AltOrderSelect present", rc.name),
        !rc.alt_order_select.is_empty(),
        at.is_some(),
    );
    let Some(at) = at else { return };
    let text = &inc.text[at..];
    let code_start = text
        .find(ALT_SELECT_TAIL)
        .map(|i| i + ALT_SELECT_TAIL.len());
    let raw = format!(
        "}}\n\nstatic ArrayRef<MCPhysReg> {}GetRawAllocationOrder(",
        rc.name
    );
    let code_end = text.find(&raw);
    let (Some(s), Some(e)) = (code_start, code_end) else {
        c.eq(
            || format!("{}GetRawAllocationOrder after its AltOrderSelect", rc.name),
            false,
            true,
        );
        return;
    };
    c.eq(
        || format!("AltOrderSelect code of {}", rc.name),
        rc.alt_order_select.as_str(),
        &text[s..e],
    );
    let fun = &text[e + raw.len()..];
    let fun = &fun[..fun.find("\n}\n").unwrap_or(fun.len())];
    // `Order[] = { makeArrayRef(MCR...), makeArrayRef(AltOrder1),
    // ArrayRef<MCPhysReg>(), ... }`: an empty order has no AltOrder table.
    let orders_at = fun.find("const ArrayRef<MCPhysReg> Order[] = {");
    let entries: Vec<&str> = orders_at
        .and_then(|i| fun[i..].find('{').map(|j| &fun[i + j + 1..]))
        .map(|b| &b[..b.find("};").unwrap_or(b.len())])
        .map(|b| b.lines().map(str::trim).filter(|l| !l.is_empty()).collect())
        .unwrap_or_default();
    let mut expected: Vec<Vec<String>> = Vec::new();
    for e in entries.iter().skip(1) {
        let e = e.trim_end_matches(',');
        if e == "ArrayRef<MCPhysReg>()" {
            expected.push(Vec::new());
        } else if let Some(k) = e
            .strip_prefix("makeArrayRef(AltOrder")
            .and_then(|r| r.strip_suffix(')'))
        {
            let head = format!("static const MCPhysReg AltOrder{k}[] = {{");
            let table = fun.find(&head).map(|i| {
                let b = &fun[i + head.len()..];
                &b[..b.find('}').unwrap_or(b.len())]
            });
            expected.push(
                tokens(table.unwrap_or_default())
                    .iter()
                    .map(|t| reg_ident(t))
                    .collect(),
            );
        } else {
            expected.push(vec![format!("<unparsed order entry: {e}>")]);
        }
    }
    let ours: Vec<Vec<String>> = rc.orders[1..]
        .iter()
        .map(|o| o.iter().map(|&r| reg_names[r + 1].clone()).collect())
        .collect();
    c.eq(
        || format!("alternative orders of {}", rc.name),
        ours,
        expected,
    );
    let n = fun
        .find("assert(Select < ")
        .map(|i| num(fun[i + 16..].split(')').next().unwrap_or("").trim()));
    c.eq(
        || format!("number of orders of {}", rc.name),
        Some(rc.orders.len() as i64),
        n,
    );
    let _ = info;
}

/// The DWARF and EH maps of every flavour (`<ns>DwarfFlavour<i>Dwarf2L`,
/// `...L2Dwarf`, the same for `EHFlavour`); none when no register has
/// `DwarfNumbers`.
fn check_dwarf(
    c: &mut Checker,
    inc: &Inc,
    info: &RegisterInfo,
    ns: &str,
    reg_ident: &dyn Fn(&str) -> String,
) {
    let flavours = info
        .registers
        .iter()
        .map(|r| r.dwarf_own.len())
        .max()
        .unwrap_or(0);
    let mut by_name: Vec<usize> = (0..info.registers.len()).collect();
    by_name.sort_by(|&a, &b| {
        dsl::regs::registers::compare_register_names(
            &info.registers[a].name,
            &info.registers[b].name,
        )
    });
    for i in 0..flavours.max(1) + 1 {
        let present = inc
            .body_opt(&format!("{ns}DwarfFlavour{i}Dwarf2L[] = {{"))
            .is_some();
        c.eq(
            || format!("{ns}DwarfFlavour{i}Dwarf2L present"),
            i < flavours,
            present,
        );
        if i >= flavours {
            continue;
        }
        let own = |r: usize| info.registers[r].dwarf_own.get(i).copied().unwrap_or(-1);
        let mut dwarf2l: BTreeMap<i64, usize> = BTreeMap::new();
        for &r in &by_name {
            let n = own(r);
            if n >= 0 {
                dwarf2l.insert(n, r);
            }
        }
        let ours_d2l: Vec<(i64, String)> = dwarf2l
            .iter()
            .map(|(&n, &r)| (n, info.registers[r].name.clone()))
            .collect();
        let ours_l2d: Vec<(String, i64)> = by_name
            .iter()
            .filter_map(|&r| {
                let n = info.dwarf_numbers(r).get(i).copied().unwrap_or(-1);
                (n != -1).then(|| (info.registers[r].name.clone(), n))
            })
            .collect();
        for fl in ["DwarfFlavour", "EHFlavour"] {
            let d2l: Vec<(i64, String)> = groups(inc.body(&format!("{ns}{fl}{i}Dwarf2L[] = {{")))
                .iter()
                .map(|g| (num(&g[0]), reg_ident(&g[1])))
                .collect();
            c.eq(|| format!("{fl}{i}Dwarf2L"), ours_d2l.clone(), d2l);
            let l2d: Vec<(String, i64)> = groups(inc.body(&format!("{ns}{fl}{i}L2Dwarf[] = {{")))
                .iter()
                .map(|g| (reg_ident(&g[0]), num(&g[1])))
                .collect();
            c.eq(|| format!("{fl}{i}L2Dwarf"), ours_l2d.clone(), l2d);
        }
    }
}
