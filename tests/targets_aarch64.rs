//! Spillway's own AArch64 description (`targets/aarch64`) against LLVM 14.
//!
//! 1. `spillway tblgen --print-records` on `targets/aarch64/top.td` is byte
//!    identical to `llvm-tblgen -print-records` (the description uses only
//!    TableGen both front ends read the same way).
//! 2. Spillway's register model of the description (`spillway tblgen
//!    --dump-register-info`) agrees with LLVM 14's own AArch64 register
//!    info, computed live: `llvm-tblgen-14 -gen-register-info` on LLVM's
//!    `AArch64.td` from the LLVM 14 sources (`scripts/llvm-src.sh`, or
//!    `SPILLWAY_LLVM_SRC`). Compared, restricted to the registers described
//!    here: the register enum order, DWARF numbers, CostPerUse, whether a
//!    register is allocatable, the sub-register index ranges; for every
//!    class of the model (the described ones and those TableGen synthesizes
//!    from them, which LLVM must also have) the member list, the
//!    allocation order (`AltOrders`/`AltOrderSelect`), spill size and
//!    alignment and super-classes; every callee-saved set's save list and
//!    register mask.
//! 3. `llvm-tblgen -gen-register-info` accepts the description, and what
//!    the JSON does not carry equals LLVM 14's: encodings, register and
//!    spill sizes, value types, copy costs, allocatable flags.
//! 4. The register records' own fields (names, encodings, DWARF numbers,
//!    sub-registers and their indices) and the register tuples equal the
//!    records of LLVM 14's `AArch64RegisterInfo.td`.
//! 5. llc-14's pre-RA MIR (`-O0`, GlobalISel, and `-O2`) of
//!    `tests/aarch64/mir_classes.c` names only classes, registers and
//!    register masks the description has.
//! 6. Every `MIRRegMask` names its callee-saved set the way MIR does.
//!
//! llvm-tblgen 14, clang-14 and llc-14 are found like the other tests do
//! (`$LLVM_TBLGEN`, then `llvm-tblgen-14`, `/usr/lib/llvm-14/bin/...`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const INSTALL_HINT: &str = "run scripts/install-deps.sh (it installs Debian's llvm-14 and \
     clang-14), or point LLVM_TBLGEN at an llvm-tblgen 14 binary";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|c| c.is_file())
}

fn version_of(bin: &Path) -> Option<String> {
    let out = Command::new(bin).arg("--version").output().ok()?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Some(text)
}

/// An LLVM 14 tool: `$env` if set, else `<name>-14`, the Debian LLVM 14
/// folder, `<name>`; panics with the install hint.
fn llvm14_tool(name: &str, env: &str) -> PathBuf {
    if let Some(p) = std::env::var_os(env).filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        let found = if p.is_file() {
            Some(p.clone())
        } else {
            find_in_path(&p.to_string_lossy())
        };
        match found {
            Some(f) if version_of(&f).is_some() => return f,
            _ => panic!("{env}={} does not run; {INSTALL_HINT}", p.display()),
        }
    }
    let candidates = [
        find_in_path(&format!("{name}-14")),
        Some(PathBuf::from(format!("/usr/lib/llvm-14/bin/{name}"))).filter(|p| p.is_file()),
        find_in_path(name),
    ];
    for c in candidates.into_iter().flatten() {
        if version_of(&c).is_some_and(|v| v.contains("version 14.")) {
            return c;
        }
    }
    panic!("{name} (LLVM 14) was not found; {INSTALL_HINT}");
}

/// LLVM 14's `.td` files in LLVM's layout: `SPILLWAY_LLVM_SRC`, else the
/// folder `scripts/llvm-src.sh` prints (it fetches them into a cache
/// outside git once; quiet and quick afterwards).
fn llvm_src() -> PathBuf {
    let check = |p: PathBuf, from: &str| -> PathBuf {
        let td = p.join("llvm/lib/Target/AArch64/AArch64RegisterInfo.td");
        assert!(
            td.is_file(),
            "{from} gave {}, which has no {}",
            p.display(),
            td.display()
        );
        p
    };
    if let Some(p) = std::env::var_os("SPILLWAY_LLVM_SRC").filter(|p| !p.is_empty()) {
        return check(PathBuf::from(p), "SPILLWAY_LLVM_SRC");
    }
    let script = root().join("scripts/llvm-src.sh");
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
    check(PathBuf::from(dir), "scripts/llvm-src.sh")
}

const INCLUDES: [&str; 4] = ["-I", "targets/include", "-I", "targets/aarch64"];
const TOP: &str = "targets/aarch64/top.td";

/// Runs `bin args...` in the workspace root; returns stdout or panics with
/// the command, status and stderr.
fn run(bin: &Path, args: &[&str]) -> String {
    let out = Command::new(bin)
        .args(args)
        .current_dir(root())
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

fn spillway(args: &[&str]) -> String {
    run(Path::new(env!("CARGO_BIN_EXE_spillway")), args)
}

fn ours_tblgen(extra: &[&str]) -> String {
    let mut args = vec!["tblgen"];
    args.extend(INCLUDES);
    args.push(TOP);
    args.extend(extra);
    spillway(&args)
}

fn first_difference(a: &str, b: &str) -> String {
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

#[test]
fn print_records_match_llvm_tblgen() {
    let llvm = llvm14_tool("llvm-tblgen", "LLVM_TBLGEN");
    let ours = ours_tblgen(&["--print-records"]);
    let mut llvm_args: Vec<&str> = INCLUDES.to_vec();
    llvm_args.extend([TOP, "-print-records"]);
    let theirs = run(&llvm, &llvm_args);
    assert!(
        ours == theirs,
        "spillway and llvm-tblgen print different records for {TOP}; first difference at {}",
        first_difference(&ours, &theirs)
    );
    for name in [
        "def X28 ",
        "def W30 ",
        "def Q31 ",
        "def GPR64common ",
        "def QQQQ ",
        "def CSR_AArch64_AAPCS ",
        "def AArch64 ",
    ] {
        assert!(ours.contains(name), "`{name}` missing from the records");
    }
}

//===----------------------------------------------------------------------===//
// Reading an AArch64GenRegisterInfo.inc
//===----------------------------------------------------------------------===//

/// One `-gen-register-info` output of the `AArch64` namespace, decoded
/// into names.
struct Inc {
    /// Register names by number (0 = NoRegister).
    regs: Vec<String>,
    text: String,
}

impl Inc {
    fn parse(text: String) -> Inc {
        let start = text
            .find("namespace AArch64 {\nenum {\n  NoRegister,\n")
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
        Inc { regs, text }
    }

    /// The text between `start` (which must occur) and the next `end`.
    fn block(&self, start: &str, end: &str) -> &str {
        self.try_block(start, end)
            .unwrap_or_else(|| panic!("{start:?} not in the .inc"))
    }

    fn try_block(&self, start: &str, end: &str) -> Option<&str> {
        let s = self.text.find(start)? + start.len();
        let e = self.text[s..].find(end).expect("block end") + s;
        Some(&self.text[s..e])
    }

    /// `AArch64::A, AArch64::B, ..., 0` -> [A, B, ...].
    fn reg_list(body: &str) -> Vec<String> {
        body.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty() && *t != "0")
            .map(|t| t.trim_start_matches("AArch64::").to_string())
            .collect()
    }

    /// The member list of class `name` (MC member array), if LLVM has it.
    fn class_members(&self, name: &str) -> Option<Vec<String>> {
        self.try_block(&format!("  const MCPhysReg {name}[] = {{\n"), "};")
            .map(Self::reg_list)
    }

    /// The allocation order of class `name`: its `AltOrder<k>` when
    /// `AltOrderSelect` returns `k` > 0, else the member list.
    fn alloc_order(&self, name: &str) -> Option<Vec<String>> {
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
        Some(Self::reg_list(alt))
    }

    /// The super-classes of class `name` (`<name>Superclasses`).
    fn super_classes(&self, name: &str) -> Vec<String> {
        match self.try_block(
            &format!("static const TargetRegisterClass *const {name}Superclasses[] = {{\n"),
            "};",
        ) {
            Some(body) => body
                .split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty() && *t != "nullptr")
                .map(|t| {
                    t.trim_start_matches("&AArch64::")
                        .trim_end_matches("RegClass")
                        .to_string()
                })
                .collect(),
            None => Vec::new(),
        }
    }

    fn save_list(&self, csr: &str) -> Vec<String> {
        Self::reg_list(self.block(
            &format!("static const MCPhysReg {csr}_SaveList[] = {{"),
            "};",
        ))
    }

    /// The registers a regmask preserves, restricted to `keep`.
    fn reg_mask(&self, csr: &str, keep: &BTreeSet<String>) -> BTreeSet<String> {
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

    /// `{ A, AArch64::R }` pairs of a DWARF map, as (register, number).
    fn dwarf_map(&self, array: &str, keep: &BTreeSet<String>) -> BTreeSet<(String, i64)> {
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
                let (reg, num) = if a.starts_with("AArch64::") {
                    (a, b)
                } else {
                    (b, a)
                };
                let reg = reg.trim_start_matches("AArch64::").to_string();
                let num: i64 = num.trim_end_matches('U').parse().ok()?;
                keep.contains(&reg).then_some((reg, num))
            })
            .collect()
    }

    /// A per-register table in enum order: register -> values (one per
    /// column).
    fn per_reg_table(&self, start: &str, keep: &BTreeSet<String>) -> BTreeMap<String, Vec<String>> {
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
    fn sub_reg_ranges(&self) -> BTreeMap<String, String> {
        self.block("SubRegCoveredBits AArch64SubRegIdxRanges[] = {\n", "};")
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

    /// `RegClassInfos` (one mode): class -> "RegSize SpillSize Align VT,VT".
    fn class_infos(&self) -> BTreeMap<String, String> {
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
        let mut map = BTreeMap::new();
        for line in body.lines() {
            let Some((fields, class)) = line.trim().split_once("//") else {
                continue;
            };
            if class.trim().starts_with("Mode") {
                continue;
            }
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
                class.trim().to_string(),
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

    /// From `AArch64MCRegisterClasses`: class -> "count regsize copycost allocatable".
    fn mc_class(&self, name: &str) -> String {
        let line = self
            .block(
                "extern const MCRegisterClass AArch64MCRegisterClasses[] = {\n",
                "};",
            )
            .lines()
            .find(|l| l.trim().starts_with(&format!("{{ {name}, ")))
            .unwrap_or_else(|| panic!("class {name} not in AArch64MCRegisterClasses"));
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
    fn reg_mask_names(&self) -> BTreeSet<String> {
        self.block(
            "AArch64GenRegisterInfo::getRegMaskNames() const {\n  static const char *const Names[] = {\n",
            "};",
        )
        .split(',')
        .map(|t| t.trim().trim_matches('"').to_string())
        .filter(|t| !t.is_empty())
        .collect()
    }
}

/// Records a difference between our value and LLVM 14's.
fn differ(problems: &mut Vec<String>, what: String, ours: String, llvm: String) {
    if ours != llvm {
        problems.push(format!("{what}:\n  ours:    {ours}\n  LLVM 14: {llvm}"));
    }
}

/// Records the elements two sets do not share (a set of `(register,
/// value)` pairs for a table).
fn differ_sets<T: std::fmt::Debug + Ord>(
    problems: &mut Vec<String>,
    what: &str,
    ours: &BTreeSet<T>,
    llvm: &BTreeSet<T>,
) {
    let only_ours: Vec<&T> = ours.difference(llvm).collect();
    let only_llvm: Vec<&T> = llvm.difference(ours).collect();
    if !only_ours.is_empty() || !only_llvm.is_empty() {
        problems.push(format!(
            "{what}:\n  only ours:    {only_ours:?}\n  only LLVM 14: {only_llvm:?}"
        ));
    }
}

/// LLVM 14's register info for AArch64, from its own `.td` files.
fn llvm14_inc(tblgen: &Path) -> Inc {
    let src = llvm_src();
    let include = src.join("llvm/include");
    let tdir = src.join("llvm/lib/Target/AArch64");
    let top = tdir.join("AArch64.td");
    let (include, tdir, top) = (
        include.to_string_lossy().into_owned(),
        tdir.to_string_lossy().into_owned(),
        top.to_string_lossy().into_owned(),
    );
    Inc::parse(run(
        tblgen,
        &["-I", &include, "-I", &tdir, &top, "-gen-register-info"],
    ))
}

/// Spillway's register model of the description (`--dump-register-info`).
struct Model {
    json: serde_json::Value,
}

impl Model {
    fn load() -> Model {
        let text = ours_tblgen(&["--dump-register-info"]);
        Model {
            json: serde_json::from_str(&text).expect("register info JSON"),
        }
    }

    fn array(&self, key: &str) -> &Vec<serde_json::Value> {
        self.json[key].as_array().expect("JSON array")
    }

    fn names(v: &serde_json::Value) -> Vec<String> {
        v.as_array()
            .expect("JSON array")
            .iter()
            .map(|x| x.as_str().expect("name").to_string())
            .collect()
    }

    fn registers(&self) -> Vec<String> {
        self.array("registers")
            .iter()
            .map(|r| r["name"].as_str().unwrap().to_string())
            .collect()
    }

    fn classes(&self) -> &Vec<serde_json::Value> {
        self.array("classes")
    }

    fn class_names(&self) -> BTreeSet<String> {
        self.classes()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect()
    }

    /// The registers a callee-saved set's mask preserves.
    fn reg_mask(&self, csr: &serde_json::Value) -> BTreeSet<String> {
        let regs = self.registers();
        let mut set = BTreeSet::new();
        for (w, word) in csr["reg_mask"].as_array().unwrap().iter().enumerate() {
            let bits = word.as_u64().unwrap();
            for b in 0..32 {
                if bits & (1 << b) != 0 {
                    // Bit n is register enum n (enum 0 is NoRegister).
                    set.insert(regs[w * 32 + b - 1].clone());
                }
            }
        }
        set
    }
}

/// The classes llc-14's MIR names for C code (`tests/aarch64/mir_classes.c`,
/// the rig kernels, the constructs and the real-code corpus at -O0 and
/// -O2), and the ones the allocator must therefore know exactly as LLVM.
const MIR_CLASSES: [&str; 18] = [
    "GPR32",
    "GPR32common",
    "GPR32sp",
    "GPR32all",
    "GPR64",
    "GPR64common",
    "GPR64sp",
    "GPR64all",
    "GPR64noip",
    "tcGPR64",
    "FPR16",
    "FPR32",
    "FPR64",
    "FPR128",
    "QQ",
    "QQQ",
    "QQQQ",
    "DDDD",
];

#[test]
fn register_model_agrees_with_llvm14_aarch64() {
    let tblgen = llvm14_tool("llvm-tblgen", "LLVM_TBLGEN");
    let llvm14 = llvm14_inc(&tblgen);
    let model = Model::load();
    let regs = model.registers();
    let keep: BTreeSet<String> = regs.iter().cloned().collect();
    let mut problems = Vec::new();

    // Every register exists in LLVM 14, in the same relative order.
    let llvm_regs: Vec<&String> = llvm14.regs.iter().filter(|r| keep.contains(*r)).collect();
    differ(
        &mut problems,
        "register enum order".into(),
        format!("{:?}", regs.iter().collect::<Vec<_>>()),
        format!("{llvm_regs:?}"),
    );

    // DWARF numbers (register -> number, both flavours), CostPerUse and
    // the allocatable flags of our registers.
    let mut dwarf = BTreeSet::new();
    let mut costs = BTreeMap::new();
    let mut allocatable = BTreeMap::new();
    for r in model.array("registers") {
        let name = r["name"].as_str().unwrap().to_string();
        if let Some(d) = r["dwarf"].as_array().unwrap().first() {
            dwarf.insert((name.clone(), d.as_i64().unwrap()));
        }
        let c: Vec<String> = r["cost_per_use"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.to_string())
            .collect();
        costs.insert(name.clone(), c);
        allocatable.insert(name, vec![r["allocatable"].to_string()]);
    }
    for map in ["AArch64DwarfFlavour0L2Dwarf", "AArch64EHFlavour0L2Dwarf"] {
        differ_sets(&mut problems, map, &dwarf, &llvm14.dwarf_map(map, &keep));
    }
    differ_sets(
        &mut problems,
        "CostPerUseTable",
        &costs.into_iter().collect(),
        &llvm14
            .per_reg_table("static const uint8_t CostPerUseTable[] = {", &keep)
            .into_iter()
            .collect(),
    );
    differ_sets(
        &mut problems,
        "InAllocatableClassTable",
        &allocatable.into_iter().collect(),
        &llvm14
            .per_reg_table("static const bool InAllocatableClassTable[] = {", &keep)
            .into_iter()
            .collect(),
    );

    // Sub-register indices (including the ones TableGen composes, such as
    // dsub1_then_ssub): all of them are LLVM's. Their offsets and sizes are
    // compared in `llvm_register_backend_on_ours_agrees_with_llvm14`.
    let llvm_ranges = llvm14.sub_reg_ranges();
    for idx in Model::names(&model.json["sub_reg_indices"]) {
        if !llvm_ranges.contains_key(&idx) {
            problems.push(format!(
                "sub-register index {idx}: LLVM 14 has no such index"
            ));
        }
    }

    // Classes: every class of the model is one of LLVM's, with the same
    // members, allocation order, spill size and alignment, and (among the
    // classes described here) the same super-classes.
    let ours_classes = model.class_names();
    let llvm_infos = llvm14.class_infos();
    for c in model.classes() {
        let name = c["name"].as_str().unwrap();
        let Some(members) = llvm14.class_members(name) else {
            problems.push(format!("class {name}: LLVM 14 has no such class"));
            continue;
        };
        differ(
            &mut problems,
            format!("members of {name}"),
            format!("{:?}", Model::names(&c["members"])),
            format!("{members:?}"),
        );
        differ(
            &mut problems,
            format!("allocation order of {name}"),
            format!("{:?}", Model::names(&c["allocation_order"])),
            format!("{:?}", llvm14.alloc_order(name).unwrap()),
        );
        let info = llvm_infos.get(name).cloned().unwrap_or_default();
        let f: Vec<&str> = info.split(' ').collect();
        differ(
            &mut problems,
            format!("spill size and alignment of {name}"),
            format!(
                "{} {}",
                c["spill_size"]["Default"], c["spill_alignment"]["Default"]
            ),
            format!("{} {}", f[1], f.get(2).unwrap_or(&"?")),
        );
        let llvm_supers: Vec<String> = llvm14
            .super_classes(name)
            .into_iter()
            .filter(|s| ours_classes.contains(s))
            .collect();
        differ(
            &mut problems,
            format!("super-classes of {name} (among ours)"),
            format!("{:?}", Model::names(&c["super_classes"])),
            format!("{llvm_supers:?}"),
        );
    }
    for name in MIR_CLASSES {
        if !ours_classes.contains(name) {
            problems.push(format!(
                "class {name} (named by llc's MIR) is not described"
            ));
        }
    }

    // Callee-saved sets: save lists and masks.
    let csrs = model.array("callee_saved");
    for csr in csrs {
        let name = csr["name"].as_str().unwrap();
        differ(
            &mut problems,
            format!("{name}_SaveList"),
            format!("{:?}", Model::names(&csr["save_list"])),
            format!("{:?}", llvm14.save_list(name)),
        );
        differ_sets(
            &mut problems,
            &format!("{name}_RegMask (preserved registers)"),
            &model.reg_mask(csr),
            &llvm14.reg_mask(name, &keep),
        );
    }
    assert!(
        csrs.iter().any(|c| c["name"] == "CSR_AArch64_AAPCS"),
        "CSR_AArch64_AAPCS is not described"
    );

    assert!(
        problems.is_empty(),
        "{} differences from LLVM 14's AArch64 register info:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn llvm_register_backend_on_ours_agrees_with_llvm14() {
    let tblgen = llvm14_tool("llvm-tblgen", "LLVM_TBLGEN");
    let llvm14 = llvm14_inc(&tblgen);
    let mut args: Vec<&str> = INCLUDES.to_vec();
    args.extend([TOP, "-gen-register-info"]);
    let ours = Inc::parse(run(&tblgen, &args));
    let keep: BTreeSet<String> = ours.regs.iter().skip(1).cloned().collect();
    let mut problems = Vec::new();
    let encodings = |inc: &Inc| -> BTreeSet<(String, Vec<String>)> {
        inc.per_reg_table("extern const uint16_t AArch64RegEncodingTable[] = {", &keep)
            .into_iter()
            .collect()
    };
    differ_sets(
        &mut problems,
        "AArch64RegEncodingTable",
        &encodings(&ours),
        &encodings(&llvm14),
    );
    let (ci_ours, ci_llvm) = (ours.class_infos(), llvm14.class_infos());
    for (class, info) in &ci_ours {
        differ(
            &mut problems,
            format!("RegClassInfo of {class} (size, spill size, alignment, types)"),
            info.clone(),
            ci_llvm.get(class).cloned().unwrap_or_default(),
        );
        differ(
            &mut problems,
            format!("{class}: count, size, copy cost, allocatable"),
            ours.mc_class(class),
            llvm14.mc_class(class),
        );
    }
    assert!(ci_ours.len() > 60, "{} classes", ci_ours.len());
    let llvm_ranges = llvm14.sub_reg_ranges();
    for (idx, range) in ours.sub_reg_ranges() {
        differ(
            &mut problems,
            format!("sub-register index {idx}"),
            range,
            llvm_ranges.get(&idx).cloned().unwrap_or_default(),
        );
    }
    let llvm_masks = llvm14.reg_mask_names();
    for name in ours.reg_mask_names() {
        if !llvm_masks.contains(&name) {
            problems.push(format!("mask {name}: not one of LLVM 14's"));
        }
    }
    assert!(
        problems.is_empty(),
        "{} differences from LLVM 14's AArch64 register info:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// `def NAME {` ... `}` blocks of a `--print-records` output: name ->
/// field name -> value text.
fn defs_of(records: &str) -> BTreeMap<String, BTreeMap<String, String>> {
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

/// The register records' fields equal those of LLVM 14's records (the
/// print-records of LLVM's `AArch64.td`), for every register, sub-register
/// index and register tuple described here, and the two features. (LLVM's
/// SVE Z registers list the Q registers as sub-registers, not the reverse,
/// so leaving them out changes no field of a Q register.)
#[test]
fn register_records_match_llvm14_aarch64() {
    let tblgen = llvm14_tool("llvm-tblgen", "LLVM_TBLGEN");
    let ours = defs_of(&ours_tblgen(&[]));
    let src = llvm_src();
    let include = src.join("llvm/include").to_string_lossy().into_owned();
    let tdir = src
        .join("llvm/lib/Target/AArch64")
        .to_string_lossy()
        .into_owned();
    let top = format!("{tdir}/AArch64.td");
    let llvm14 = defs_of(&run(
        &tblgen,
        &["-I", &include, "-I", &tdir, &top, "-print-records"],
    ));
    let reg_fields = [
        "Namespace",
        "AsmName",
        "AltNames",
        "Aliases",
        "SubRegs",
        "SubRegIndices",
        "RegAltNameIndices",
        "DwarfNumbers",
        "DwarfAlias",
        "CostPerUse",
        "CoveredBySubRegs",
        "HWEncoding",
        "isArtificial",
    ];
    let mut problems = Vec::new();
    let mut compare = |name: &str, fields: &[&str]| {
        let (Some(a), Some(b)) = (ours.get(name), llvm14.get(name)) else {
            problems.push(format!(
                "{name}: missing ({})",
                if ours.contains_key(name) {
                    "LLVM 14 has no such record"
                } else {
                    "not described"
                }
            ));
            return;
        };
        for f in fields {
            if a.get(*f) != b.get(*f) {
                problems.push(format!(
                    "{name}.{f}: ours {:?}, LLVM 14 {:?}",
                    a.get(*f),
                    b.get(*f)
                ));
            }
        }
    };
    let mut regs: Vec<String> = Vec::new();
    for i in 0..=30 {
        regs.push(format!("W{i}"));
    }
    for i in 0..=28 {
        regs.push(format!("X{i}"));
    }
    for r in ["FP", "LR", "SP", "XZR", "WSP", "WZR", "NZCV"] {
        regs.push(r.to_string());
    }
    for p in ["B", "H", "S", "D", "Q"] {
        for i in 0..32 {
            regs.push(format!("{p}{i}"));
        }
    }
    for r in &regs {
        compare(r, &reg_fields);
    }
    for idx in [
        "sub_32", "bsub", "hsub", "ssub", "dsub", "dsub0", "dsub1", "dsub2", "dsub3", "qsub0",
        "qsub1", "qsub2", "qsub3",
    ] {
        compare(
            idx,
            &[
                "Namespace",
                "Size",
                "Offset",
                "ComposedOf",
                "CoveringSubRegIndices",
            ],
        );
    }
    for t in [
        "DSeqPairs",
        "DSeqTriples",
        "DSeqQuads",
        "QSeqPairs",
        "QSeqTriples",
        "QSeqQuads",
    ] {
        compare(t, &["SubRegIndices", "SubRegs", "RegAsmNames"]);
    }
    for f in ["FeatureFPARMv8", "FeatureNEON"] {
        compare(f, &["Name", "Attribute", "Value", "Implies"]);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// llc-14's pre-RA MIR for aarch64-linux-gnu names only what the
/// description has: every register class of a virtual register (`%5:gpr64`;
/// at -O0 GlobalISel also lists register banks, `gpr`/`fpr`, for virtual
/// registers it deleted: those are not classes), every physical register
/// (`$nzcv`, `$fp`, `$q0_q1`) and every register mask (`csr_aarch64_aapcs`).
#[test]
fn llc_mir_names_only_described_classes_registers_and_masks() {
    let clang = llvm14_tool("clang", "CLANG");
    let llc = llvm14_tool("llc", "LLC");
    let model = Model::load();
    let classes: BTreeMap<String, String> = model
        .class_names()
        .into_iter()
        .map(|c| (c.to_lowercase(), c))
        .collect();
    let regs: BTreeSet<String> = model.registers().iter().map(|r| r.to_lowercase()).collect();
    let masks: BTreeSet<String> = defs_of(&ours_tblgen(&[]))
        .values()
        .filter(|f| f.contains_key("Preserved"))
        .map(|f| f["MIRName"].trim_matches('"').to_string())
        .collect();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("targets_aarch64");
    std::fs::create_dir_all(&dir).unwrap();
    let c_file = root().join("tests/aarch64/mir_classes.c");
    let mut seen_classes = BTreeSet::new();
    let mut seen_masks = BTreeSet::new();
    let mut problems = BTreeSet::new();
    for (opt, stop) in [("-O0", "regallocfast"), ("-O2", "greedy")] {
        let ll = dir.join(format!("mir_classes{opt}.ll"));
        let mir = dir.join(format!("mir_classes{opt}.mir"));
        run(
            &clang,
            &[
                "--target=aarch64-linux-gnu",
                "-fno-pic",
                "-ffreestanding",
                opt,
                "-S",
                "-emit-llvm",
                &c_file.to_string_lossy(),
                "-o",
                &ll.to_string_lossy(),
            ],
        );
        run(
            &llc,
            &[
                "-mtriple=aarch64-linux-gnu",
                opt,
                &format!("-stop-before={stop}"),
                &ll.to_string_lossy(),
                "-o",
                &mir.to_string_lossy(),
            ],
        );
        let text = std::fs::read_to_string(&mir).unwrap();
        for body in text.split("\nbody:").skip(1) {
            let body = body.split("\n---").next().unwrap_or(body);
            for (i, _) in body.match_indices('%') {
                let rest = &body[i + 1..];
                let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                if digits == 0 || !rest[digits..].starts_with(':') {
                    continue;
                }
                let class: String = rest[digits + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                match classes.get(&class) {
                    Some(c) => {
                        seen_classes.insert(c.clone());
                    }
                    None => {
                        problems.insert(format!("{opt}: class `{class}` is not described"));
                    }
                }
            }
            for (i, _) in body.match_indices('$') {
                let name: String = body[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() && !name.starts_with("noreg") && !regs.contains(&name) {
                    problems.insert(format!("{opt}: register `${name}` is not described"));
                }
            }
            for (i, _) in body.match_indices("csr_") {
                let name: String = body[i..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if masks.contains(&name) {
                    seen_masks.insert(name);
                } else {
                    problems.insert(format!("{opt}: register mask `{name}` is not described"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{}",
        problems.into_iter().collect::<Vec<_>>().join("\n")
    );
    // The sample must exercise what it is for.
    for c in [
        "GPR32",
        "GPR64",
        "GPR64common",
        "GPR64sp",
        "FPR16",
        "FPR32",
        "FPR64",
        "FPR128",
        "QQ",
        "QQQ",
        "QQQQ",
        "DDDD",
        "tcGPR64",
    ] {
        assert!(
            seen_classes.contains(c),
            "llc's MIR of mir_classes.c no longer names class {c}; seen: {seen_classes:?}"
        );
    }
    for m in ["csr_aarch64_aapcs", "csr_aarch64_aapcs_thisreturn"] {
        assert!(
            seen_masks.contains(m),
            "llc's MIR of mir_classes.c no longer names mask {m}; seen: {seen_masks:?}"
        );
    }
}

#[test]
fn regmask_names_are_llvms() {
    let defs = defs_of(&ours_tblgen(&[]));
    let mut seen = BTreeSet::new();
    for fields in defs.values() {
        let Some(csr) = fields.get("Preserved") else {
            continue;
        };
        let mir = fields["MIRName"].trim_matches('"');
        assert_eq!(mir, csr.to_lowercase(), "MIR name of {csr}");
        seen.insert(csr.clone());
    }
    let all: BTreeSet<String> = defs
        .iter()
        .filter(|(_, f)| f.contains_key("SaveList"))
        .map(|(n, _)| n.clone())
        .collect();
    assert_eq!(seen, all, "one MIRRegMask per callee-saved set");
}
