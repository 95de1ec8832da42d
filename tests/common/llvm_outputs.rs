//! Reading what `llvm-tblgen` writes, for the target tests that compare
//! Spillway's descriptions with LLVM's (`tests/targets_*.rs`):
//! `-gen-register-info` (a target's `<Target>GenRegisterInfo.inc`: register
//! names by enum number, the blocks of the file, and the tables decoded
//! into names) and the defs of `-print-records`. Every function panics on
//! a file that lacks what it reads (the test then fails), except the
//! `try_`/`Option` ones.

// Each test crate that includes this module uses only part of it.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// One `-gen-register-info` output of namespace `ns`, decoded into names.
pub struct Inc {
    /// The target namespace (`RISCV`, `AArch64`).
    pub ns: String,
    /// Register names by number (0 = NoRegister).
    pub regs: Vec<String>,
    /// The whole file.
    pub text: String,
}

impl Inc {
    pub fn parse(ns: &str, text: String) -> Inc {
        let start = text
            .find(&format!("namespace {ns} {{\nenum {{\n  NoRegister,\n"))
            .expect("register enum");
        let mut regs = vec!["NoRegister".to_string()];
        for line in text[start..].lines().skip(3) {
            let line = line.trim();
            if line.starts_with("NUM_TARGET_REGS") {
                break;
            }
            let (name, num) = line
                .trim_end_matches(',')
                .split_once(" = ")
                .unwrap_or_else(|| panic!("enum line {line:?}"));
            assert_eq!(num.parse::<usize>().unwrap(), regs.len(), "enum order");
            regs.push(name.to_string());
        }
        Inc {
            ns: ns.to_string(),
            regs,
            text,
        }
    }

    /// The text between `start` (which must occur) and the next `end`.
    pub fn block(&self, start: &str, end: &str) -> &str {
        self.try_block(start, end)
            .unwrap_or_else(|| panic!("{start:?} not in the .inc"))
    }

    pub fn try_block(&self, start: &str, end: &str) -> Option<&str> {
        let s = self.text.find(start)? + start.len();
        let e = self.text[s..].find(end).expect("block end") + s;
        Some(&self.text[s..e])
    }

    /// `NS::A, NS::B, ..., 0` -> [A, B, ...].
    pub fn reg_list(&self, body: &str) -> Vec<String> {
        let prefix = format!("{}::", self.ns);
        body.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty() && *t != "0")
            .map(|t| t.trim_start_matches(prefix.as_str()).to_string())
            .collect()
    }

    /// The member list of class `name` (MC member array), if LLVM has it.
    pub fn class_members(&self, name: &str) -> Option<Vec<String>> {
        self.try_block(&format!("  const MCPhysReg {name}[] = {{\n"), "};")
            .map(|b| self.reg_list(b))
    }

    /// [`Inc::class_members`] of a class that must be there.
    pub fn members(&self, name: &str) -> Vec<String> {
        self.class_members(name)
            .unwrap_or_else(|| panic!("class {name} not in the .inc"))
    }

    /// The allocation order of class `name`: its `AltOrder<k>` when
    /// `AltOrderSelect` returns `k` > 0, else the member list.
    pub fn alloc_order(&self, name: &str) -> Option<Vec<String>> {
        let members = self.class_members(name)?;
        let select = format!(
            "static inline unsigned {name}AltOrderSelect(const MachineFunction &MF) {{ return "
        );
        let Some(k) = self.try_block(&select, ";") else {
            return Some(members);
        };
        let k: usize = k.trim().parse().expect("AltOrderSelect constant");
        if k == 0 {
            return Some(members);
        }
        let body = self.block(
            &format!("static ArrayRef<MCPhysReg> {name}GetRawAllocationOrder("),
            "const MCRegisterClass",
        );
        let alt = body
            .split(&format!("AltOrder{k}[] = {{"))
            .nth(1)
            .and_then(|r| r.split("};").next())
            .unwrap_or_else(|| panic!("AltOrder{k} of {name}"));
        Some(self.reg_list(alt))
    }

    /// The super-classes of class `name` (`<name>Superclasses`).
    pub fn super_classes(&self, name: &str) -> Vec<String> {
        let prefix = format!("&{}::", self.ns);
        match self.try_block(
            &format!("static const TargetRegisterClass *const {name}Superclasses[] = {{\n"),
            "};",
        ) {
            Some(body) => body
                .split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty() && *t != "nullptr")
                .map(|t| {
                    t.trim_start_matches(prefix.as_str())
                        .trim_end_matches("RegClass")
                        .to_string()
                })
                .collect(),
            None => Vec::new(),
        }
    }

    pub fn save_list(&self, csr: &str) -> Vec<String> {
        self.reg_list(self.block(
            &format!("static const MCPhysReg {csr}_SaveList[] = {{"),
            "};",
        ))
    }

    /// The registers a regmask preserves, restricted to `keep`.
    pub fn reg_mask(&self, csr: &str, keep: &BTreeSet<String>) -> BTreeSet<String> {
        let body = self.block(&format!("static const uint32_t {csr}_RegMask[] = {{"), "};");
        let mut set = BTreeSet::new();
        for (w, word) in body
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .enumerate()
        {
            let bits = u32::from_str_radix(word.trim_start_matches("0x"), 16).unwrap();
            for b in 0..32 {
                if bits & (1 << b) != 0 {
                    let name = &self.regs[w * 32 + b];
                    if keep.contains(name) {
                        set.insert(name.clone());
                    }
                }
            }
        }
        set
    }

    /// `{ A, NS::R }` pairs of a DWARF map, as (register, number as
    /// written, without a `U` suffix), restricted to `keep`.
    pub fn dwarf_map(&self, array: &str, keep: &BTreeSet<String>) -> BTreeSet<(String, String)> {
        let prefix = format!("{}::", self.ns);
        let body = self.block(&format!("DwarfLLVMRegPair {array}[] = {{\n"), "};");
        body.lines()
            .filter_map(|l| {
                let l = l
                    .trim()
                    .trim_start_matches('{')
                    .trim_end_matches("},")
                    .trim();
                let (a, b) = l.split_once(',')?;
                let (a, b) = (a.trim(), b.trim());
                let (reg, num) = if a.starts_with(&prefix) {
                    (a, b)
                } else {
                    (b, a)
                };
                let reg = reg.trim_start_matches(prefix.as_str()).to_string();
                let num = num.trim_end_matches('U').to_string();
                keep.contains(&reg).then_some((reg, num))
            })
            .collect()
    }

    /// A per-register table in enum order (`<NS>RegEncodingTable`,
    /// `CostPerUseTable`): register -> values (one per column).
    pub fn per_reg_table(
        &self,
        start: &str,
        keep: &BTreeSet<String>,
    ) -> BTreeMap<String, Vec<String>> {
        let vals: Vec<String> = self
            .block(start, "};")
            .split([',', '\n'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        let n = self.regs.len();
        assert_eq!(
            vals.len() % n,
            0,
            "{start}: {} values for {n} registers",
            vals.len()
        );
        let mut map = BTreeMap::new();
        for (i, name) in self.regs.iter().enumerate() {
            if keep.contains(name) {
                let col: Vec<String> = (0..vals.len() / n)
                    .map(|c| vals[c * n + i].clone())
                    .collect();
                map.insert(name.clone(), col);
            }
        }
        map
    }

    /// `SubRegIdxRanges`: index name -> "offset size".
    pub fn sub_reg_ranges(&self) -> BTreeMap<String, String> {
        self.block(
            &format!("SubRegCoveredBits {}SubRegIdxRanges[] = {{\n", self.ns),
            "};",
        )
        .lines()
        .filter_map(|l| {
            let (range, name) = l.split_once("//")?;
            let range = range
                .trim()
                .trim_end_matches(',')
                .trim_matches(|c| c == '{' || c == '}')
                .trim()
                .replace(',', "");
            Some((name.trim().to_string(), range))
        })
        .collect()
    }

    /// `RegClassInfos`: (mode, class) -> "RegSize SpillSize Align VT,VT".
    pub fn class_infos(&self) -> BTreeMap<(String, String), String> {
        let vt_body = self.block("static const MVT::SimpleValueType VTLists[] = {\n", "};");
        let mut vts: Vec<String> = Vec::new();
        for line in vt_body.lines() {
            let line = line.trim();
            let line = line.split_once("*/").map_or(line, |(_, r)| r);
            vts.extend(
                line.split(',')
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(str::to_string),
            );
        }
        let body = self.block("RegClassInfo RegClassInfos[] = {\n", "};");
        let mut mode = String::new();
        let mut map = BTreeMap::new();
        for line in body.lines() {
            let line = line.trim();
            if let Some(m) = line.strip_prefix("// Mode = ") {
                mode = m
                    .split_once('(')
                    .map_or(m, |(_, r)| r)
                    .trim_end_matches(')')
                    .to_string();
                continue;
            }
            let Some((fields, class)) = line.split_once("//") else {
                continue;
            };
            let fields: Vec<&str> = fields
                .trim()
                .trim_start_matches('{')
                .trim_end_matches(',')
                .trim_end_matches('}')
                .split(',')
                .map(str::trim)
                .collect();
            let vt_at: usize = fields[3].trim_start_matches("VTLists+").parse().unwrap();
            let types: Vec<&str> = vts[vt_at..]
                .iter()
                .take_while(|t| *t != "MVT::Other")
                .map(String::as_str)
                .collect();
            map.insert(
                (mode.clone(), class.trim().to_string()),
                format!(
                    "{} {} {} {}",
                    fields[0],
                    fields[1],
                    fields[2],
                    types.join(",")
                ),
            );
        }
        map
    }

    /// From `<NS>MCRegisterClasses`: class -> "count regsize copycost
    /// allocatable".
    pub fn mc_class(&self, name: &str) -> String {
        let array = format!("{}MCRegisterClasses", self.ns);
        let line = self
            .block(
                &format!("extern const MCRegisterClass {array}[] = {{\n"),
                "};",
            )
            .lines()
            .find(|l| l.trim().starts_with(&format!("{{ {name}, ")))
            .unwrap_or_else(|| panic!("class {name} not in {array}"));
        let f: Vec<&str> = line
            .trim()
            .trim_matches(|c| c == '{' || c == '}' || c == ',')
            .split(',')
            .map(str::trim)
            .collect();
        format!(
            "{} {} {} {}",
            f[3],
            f[6],
            f[7],
            f[8].trim_end_matches('}').trim()
        )
    }

    /// The names of `getRegMaskNames`.
    pub fn reg_mask_names(&self) -> BTreeSet<String> {
        self.block(
            &format!(
                "{}GenRegisterInfo::getRegMaskNames() const {{\n  static const char *const Names[] = {{\n",
                self.ns
            ),
            "};",
        )
        .split(',')
        .map(|t| t.trim().trim_matches('"').to_string())
        .filter(|t| !t.is_empty())
        .collect()
    }
}

/// `def NAME {` ... `}` blocks of a `--print-records` output: name ->
/// field name -> value text.
pub fn defs_of(records: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    let defs = records
        .split_once("------------- Defs -----------------")
        .expect("defs section")
        .1;
    let mut out = BTreeMap::new();
    let mut current: Option<(String, BTreeMap<String, String>)> = None;
    for line in defs.lines() {
        if let Some(rest) = line.strip_prefix("def ") {
            let name = rest.split_whitespace().next().unwrap_or("").to_string();
            current = Some((name, BTreeMap::new()));
        } else if line == "}" {
            if let Some((name, fields)) = current.take() {
                out.insert(name, fields);
            }
        } else if let Some((_, fields)) = current.as_mut() {
            // "  TYPE NAME = VALUE;"
            if let Some((lhs, value)) = line.trim().split_once(" = ") {
                let field = lhs.rsplit(' ').next().unwrap_or(lhs).to_string();
                fields.insert(field, value.trim_end_matches(';').to_string());
            }
        }
    }
    out
}

/// Runs `bin args...` in the workspace root; returns stdout or panics with
/// the command, status and stderr.
pub fn run(bin: &Path, args: &[&str]) -> String {
    let out = Command::new(bin)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", bin.display()));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{} {} failed ({}):\n{stderr}",
        bin.display(),
        args.join(" "),
        out.status
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Where two outputs first differ (line number and both lines).
pub fn first_difference(a: &str, b: &str) -> String {
    for (i, (la, lb)) in a.lines().zip(b.lines()).enumerate() {
        if la != lb {
            return format!("line {}:\n  spillway:    {la}\n  llvm-tblgen: {lb}", i + 1);
        }
    }
    format!(
        "one output is a prefix of the other ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// `name` found on `PATH`.
pub fn find_in_path(name: &str) -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|c| c.is_file())
}

/// What `bin --version` prints (stdout and stderr).
pub fn version_of(bin: &Path) -> Option<String> {
    let out = Command::new(bin).arg("--version").output().ok()?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Some(text)
}

/// LLVM 14's `.td` files in LLVM's layout: `SPILLWAY_LLVM_SRC`, else the
/// folder `scripts/llvm-src.sh` prints (it fetches them into a cache
/// outside git once; quiet and quick afterwards). Panics unless the folder
/// has `llvm/lib/Target/<target>/<target>.td`.
pub fn llvm_src(target: &str) -> std::path::PathBuf {
    let check = |p: std::path::PathBuf, from: &str| {
        let td = p.join(format!("llvm/lib/Target/{target}/{target}.td"));
        assert!(
            td.is_file(),
            "{from} gave {}, which has no {}",
            p.display(),
            td.display()
        );
        p
    };
    if let Some(p) = std::env::var_os("SPILLWAY_LLVM_SRC").filter(|p| !p.is_empty()) {
        return check(p.into(), "SPILLWAY_LLVM_SRC");
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/llvm-src.sh");
    let out = Command::new("bash")
        .arg(&script)
        .stderr(std::process::Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
    assert!(
        out.status.success(),
        "{} failed ({}); see its messages above (it needs apt-get source \
         and the network once), or set SPILLWAY_LLVM_SRC to a folder with \
         LLVM 14's llvm/include and llvm/lib/Target",
        script.display(),
        out.status
    );
    let dir = String::from_utf8_lossy(&out.stdout).trim().to_string();
    check(dir.into(), "scripts/llvm-src.sh")
}

/// What `tblgen` (an llvm-tblgen 14) prints with `backend` (e.g.
/// `-gen-register-info`, `-print-records`) for LLVM 14's own `target`
/// (its top file `llvm/lib/Target/<target>/<target>.td` of [`llvm_src`]).
pub fn llvm14_target_output(tblgen: &Path, target: &str, backend: &str) -> String {
    let src = llvm_src(target);
    let include = src.join("llvm/include").to_string_lossy().into_owned();
    let tdir = src
        .join(format!("llvm/lib/Target/{target}"))
        .to_string_lossy()
        .into_owned();
    let top = format!("{tdir}/{target}.td");
    run(tblgen, &["-I", &include, "-I", &tdir, &top, backend])
}
