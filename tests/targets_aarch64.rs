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

#[path = "common/llvm_outputs.rs"]
mod llvm_outputs;

use llvm_outputs::{defs_of, find_in_path, first_difference, run, version_of, Inc};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const INSTALL_HINT: &str = "run scripts/install-deps.sh (it installs Debian's llvm-14 and \
     clang-14), or point LLVM_TBLGEN at an llvm-tblgen 14 binary";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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

/// LLVM 14's `.td` files in LLVM's layout ([`llvm_outputs::llvm_src`]:
/// `SPILLWAY_LLVM_SRC`, else what `scripts/llvm-src.sh` fetches).
fn llvm_src() -> PathBuf {
    llvm_outputs::llvm_src("AArch64")
}

/// Fields by name, by def name (what `defs_of` gives).
type Records = BTreeMap<String, BTreeMap<String, String>>;

/// The records of targets/aarch64 and of LLVM 14's `AArch64.td`
/// (`-print-records`, live), by def name.
fn print_records_both() -> (Records, Records) {
    let tblgen = llvm14_tool("llvm-tblgen", "LLVM_TBLGEN");
    let ours = defs_of(&ours_tblgen(&[]));
    let llvm14 = defs_of(&llvm_outputs::llvm14_target_output(
        &tblgen,
        "AArch64",
        "-print-records",
    ));
    (ours, llvm14)
}

const INCLUDES: [&str; 4] = ["-I", "targets/include", "-I", "targets/aarch64"];
const TOP: &str = "targets/aarch64/top.td";

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

/// `RegClassInfos` by class: AArch64 has one hardware mode.
fn by_class(infos: BTreeMap<(String, String), String>) -> BTreeMap<String, String> {
    infos
        .into_iter()
        .map(|((_, class), v)| (class, v))
        .collect()
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
    Inc::parse(
        "AArch64",
        run(
            tblgen,
            &["-I", &include, "-I", &tdir, &top, "-gen-register-info"],
        ),
    )
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
        let llvm: BTreeSet<(String, i64)> = llvm14
            .dwarf_map(map, &keep)
            .into_iter()
            .filter_map(|(r, n)| Some((r, n.parse().ok()?)))
            .collect();
        differ_sets(&mut problems, map, &dwarf, &llvm);
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
    let llvm_infos = by_class(llvm14.class_infos());
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
    let ours = Inc::parse("AArch64", run(&tblgen, &args));
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
    let (ci_ours, ci_llvm) = (by_class(ours.class_infos()), by_class(llvm14.class_infos()));
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

/// The register records' fields equal those of LLVM 14's records (the
/// print-records of LLVM's `AArch64.td`), for every register, sub-register
/// index and register tuple described here, and the two features. (LLVM's
/// SVE Z registers list the Q registers as sub-registers, not the reverse,
/// so leaving them out changes no field of a Q register.)
#[test]
fn register_records_match_llvm14_aarch64() {
    let (ours, llvm14) = print_records_both();
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

/// LLVM's tied operands of an instruction record: `Constraints` ("$Rn =
/// $wback,@earlyclobber $wback") with the operand names resolved to MIR
/// operand numbers (outs then ins, a complex operand counting as its
/// `MIOperandInfo` sub-operands), as `(def, use)` pairs.
fn llvm_ties(
    defs: &BTreeMap<String, BTreeMap<String, String>>,
    inst: &BTreeMap<String, String>,
) -> BTreeSet<(usize, usize)> {
    let flat = |dag: &str| -> Vec<(String, usize)> {
        // "(outs GPR64sp:$wback, GPR64z:$Rt)"
        let inner = dag.trim().trim_start_matches('(').trim_end_matches(')');
        let args = inner.split_once(' ').map_or("", |(_, a)| a);
        args.split(',')
            .filter(|a| !a.trim().is_empty())
            .map(|a| {
                let (ty, name) = a.trim().split_once(':').unwrap_or((a.trim(), ""));
                let n = defs
                    .get(ty)
                    .and_then(|r| r.get("MIOperandInfo"))
                    .map(|mi| {
                        let inner = mi.trim().trim_start_matches('(').trim_end_matches(')');
                        inner.split_once(' ').map_or(0, |(_, a)| {
                            a.split(',').filter(|x| !x.trim().is_empty()).count()
                        })
                    })
                    .unwrap_or(0)
                    .max(1);
                (name.trim().to_string(), n)
            })
            .collect()
    };
    let mut index = BTreeMap::new();
    let mut k = 0;
    for (name, n) in flat(inst.get("OutOperandList").map_or("(outs)", |s| s))
        .into_iter()
        .chain(flat(inst.get("InOperandList").map_or("(ins)", |s| s)))
    {
        index.insert(name, k);
        k += n;
    }
    let c = inst.get("Constraints").map_or("", |s| s.trim_matches('"'));
    c.split(',')
        .filter_map(|part| {
            let (a, b) = part.split_once('=')?;
            let (a, b) = (index.get(a.trim())?, index.get(b.trim())?);
            Some(((*a).min(*b), (*a).max(*b)))
        })
        .collect()
}

/// Every opcode targets/aarch64 names has exactly the operand ties LLVM 14
/// gives it (`Constraints` in llvm-tblgen-14 -print-records of LLVM's
/// `AArch64.td`): the `TiedOperands` records are LLVM's, none missing,
/// none extra. MIR does not print these ties, so a missing one would let an
/// allocator split a tied pair.
#[test]
fn operand_ties_are_llvms() {
    let (ours, llvm14) = print_records_both();
    // Our opcodes (MIROpcode records: they have a MIRName) and ties.
    let mut opcodes: BTreeMap<String, String> = BTreeMap::new();
    let mut ties: BTreeMap<String, BTreeSet<(usize, usize)>> = BTreeMap::new();
    for (name, fields) in &ours {
        if let Some(m) = fields.get("MIRName") {
            if fields.contains_key("isAsCheapAsAMove") && !m.trim_matches('"').is_empty() {
                opcodes.insert(name.clone(), m.trim_matches('"').to_string());
            }
        }
        if let (Some(op), Some(d), Some(u)) =
            (fields.get("Opcode"), fields.get("Def"), fields.get("Use"))
        {
            ties.entry(op.clone())
                .or_default()
                .insert((d.parse().unwrap(), u.parse().unwrap()));
        }
    }
    assert!(opcodes.len() > 100, "{} opcodes", opcodes.len());
    assert!(ties.len() > 100, "{} tied opcodes", ties.len());
    let mut problems = Vec::new();
    for (rec, mir) in &opcodes {
        let Some(inst) = llvm14.get(mir) else {
            problems.push(format!("{rec}: LLVM 14 has no instruction '{mir}'"));
            continue;
        };
        let want = llvm_ties(&llvm14, inst);
        let have = ties.get(rec).cloned().unwrap_or_default();
        if want != have {
            problems.push(format!("{rec}: ours {have:?}, LLVM 14 {want:?}"));
        }
    }
    for op in ties.keys() {
        if !opcodes.contains_key(op) {
            problems.push(format!("a TiedOperands record names '{op}', not an opcode"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
