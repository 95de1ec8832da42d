//! Spillway's own RISC-V description (`targets/riscv`) against LLVM 14.
//!
//! 1. `spillway tblgen --print-records` on `targets/riscv/top.td` is byte
//!    identical to `llvm-tblgen -print-records` (so the description uses
//!    only TableGen that both front ends read the same way).
//! 2. `llvm-tblgen -gen-register-info` accepts the description, and the
//!    register facts in its output (register order, encodings, DWARF
//!    numbers, CostPerUse, classes and allocation orders, sizes per HwMode,
//!    callee-saved lists and masks) equal those of LLVM 14's own RISC-V
//!    backend, computed live: `llvm-tblgen-14 -gen-register-info` on
//!    LLVM's `RISCV.td` from the LLVM 14 sources (`scripts/llvm-src.sh`, or
//!    `SPILLWAY_LLVM_SRC`), restricted to the registers described here (X,
//!    F and D).
//! 3. Every `MIRRegMask` names its callee-saved set the way MIR does.
//! 4. The register and class records' fields equal those of LLVM 14's
//!    RISC-V records (`llvm-tblgen-14 -print-records` on the same
//!    `RISCV.td`).
//!
//! llvm-tblgen 14 is found like the dsl tests do: `$LLVM_TBLGEN`, then
//! `llvm-tblgen-14`, `/usr/lib/llvm-14/bin/llvm-tblgen`, `llvm-tblgen`.

#[path = "common/llvm_outputs.rs"]
mod llvm_outputs;

use llvm_outputs::{
    defs_of, find_in_path, first_difference, llvm14_target_output, run, version_of, Inc,
};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const INSTALL_HINT: &str = "run scripts/install-deps.sh (it installs Debian's llvm-14: \
     /usr/bin/llvm-tblgen-14), or point LLVM_TBLGEN at an llvm-tblgen 14 binary";

/// The llvm-tblgen 14 to compare with; panics with the install hint.
fn llvm_tblgen() -> PathBuf {
    if let Some(p) = std::env::var_os("LLVM_TBLGEN").filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        let found = if p.is_file() {
            Some(p.clone())
        } else {
            find_in_path(&p.to_string_lossy())
        };
        match found {
            Some(f) if version_of(&f).is_some() => return f,
            _ => panic!("LLVM_TBLGEN={} does not run; {INSTALL_HINT}", p.display()),
        }
    }
    let candidates = [
        find_in_path("llvm-tblgen-14"),
        Some(PathBuf::from("/usr/lib/llvm-14/bin/llvm-tblgen")).filter(|p| p.is_file()),
        find_in_path("llvm-tblgen"),
    ];
    for c in candidates.into_iter().flatten() {
        if version_of(&c).is_some_and(|v| v.contains("version 14.")) {
            return c;
        }
    }
    panic!("llvm-tblgen (LLVM 14) was not found; {INSTALL_HINT}");
}

const INCLUDES: [&str; 4] = ["-I", "targets/include", "-I", "targets/riscv"];
const TOP: &str = "targets/riscv/top.td";

#[test]
fn print_records_match_llvm_tblgen() {
    let llvm = llvm_tblgen();
    let mut ours_args = vec!["tblgen"];
    ours_args.extend(INCLUDES);
    ours_args.extend([TOP, "--print-records"]);
    let ours = run(Path::new(env!("CARGO_BIN_EXE_spillway")), &ours_args);
    let mut llvm_args: Vec<&str> = INCLUDES.to_vec();
    llvm_args.extend([TOP, "-print-records"]);
    let theirs = run(&llvm, &llvm_args);
    assert!(
        ours == theirs,
        "spillway and llvm-tblgen print different records for {TOP}; first difference at {}",
        first_difference(&ours, &theirs)
    );
    // Guard against an accidentally empty description.
    for name in [
        "def X31 ",
        "def F31_D ",
        "def GPR ",
        "def CSR_ILP32D_LP64D ",
        "def RISCV ",
    ] {
        assert!(ours.contains(name), "`{name}` missing from the records");
    }
}

//===----------------------------------------------------------------------===//
// Reading a RISCVGenRegisterInfo.inc
//===----------------------------------------------------------------------===//

/// Our registers and classes (what the comparison is restricted to).
fn covered_registers() -> BTreeSet<String> {
    // The fcsr fields MIR names on FP instructions (`implicit $frm`).
    let mut set: BTreeSet<String> = ["FFLAGS", "FRM"].map(String::from).into();
    for i in 0..32 {
        set.insert(format!("X{i}"));
        set.insert(format!("F{i}_F"));
        set.insert(format!("F{i}_D"));
    }
    set
}

const CLASSES: [&str; 13] = [
    "GPR",
    "GPRX0",
    "GPRNoX0",
    "GPRNoX0X2",
    "GPRJALR",
    "GPRC",
    "GPRTC",
    "SP",
    "FPR32",
    "FPR32C",
    "FPR64",
    "FPR64C",
    // synthesized by tablegen in both
    "GPRC_and_GPRTC",
];

const CSRS: [&str; 7] = [
    "CSR_ILP32_LP64",
    "CSR_ILP32F_LP64F",
    "CSR_ILP32D_LP64D",
    "CSR_NoRegs",
    "CSR_Interrupt",
    "CSR_XLEN_F32_Interrupt",
    "CSR_XLEN_F64_Interrupt",
];

#[test]
fn llvm_register_backend_agrees_with_llvm14_riscv() {
    let llvm = llvm_tblgen();
    let mut args: Vec<&str> = INCLUDES.to_vec();
    args.extend([TOP, "-gen-register-info"]);
    let ours = Inc::parse("RISCV", run(&llvm, &args));
    let llvm14 = Inc::parse(
        "RISCV",
        llvm14_target_output(&llvm, "RISCV", "-gen-register-info"),
    );
    let keep = covered_registers();
    let mut problems = Vec::new();
    let mut check = |what: String, a: String, b: String| {
        if a != b {
            problems.push(format!("{what}:\n  ours:    {a}\n  LLVM 14: {b}"));
        }
    };

    // Exactly X/F/D registers, in LLVM 14's relative order.
    let ours_regs: Vec<&String> = ours.regs.iter().skip(1).collect();
    let llvm_regs: Vec<&String> = llvm14.regs.iter().filter(|r| keep.contains(*r)).collect();
    check(
        "register enum order".into(),
        format!("{ours_regs:?}"),
        format!("{llvm_regs:?}"),
    );

    for class in CLASSES {
        check(
            format!("allocation order of {class}"),
            format!("{:?}", ours.members(class)),
            format!("{:?}", llvm14.members(class)),
        );
        check(
            format!("{class}: count, size, copy cost, allocatable"),
            ours.mc_class(class),
            llvm14.mc_class(class),
        );
    }
    let (ci_ours, ci_llvm) = (ours.class_infos(), llvm14.class_infos());
    for ((mode, class), info) in &ci_ours {
        check(
            format!("RegClassInfo of {class} in mode {mode}"),
            info.clone(),
            ci_llvm
                .get(&(mode.clone(), class.clone()))
                .cloned()
                .unwrap_or_default(),
        );
    }
    assert_eq!(ci_ours.len(), 2 * CLASSES.len(), "classes x modes");

    for csr in CSRS {
        check(
            format!("{csr}_SaveList"),
            format!("{:?}", ours.save_list(csr)),
            format!("{:?}", llvm14.save_list(csr)),
        );
        check(
            format!("{csr}_RegMask"),
            format!("{:?}", ours.reg_mask(csr, &keep)),
            format!("{:?}", llvm14.reg_mask(csr, &keep)),
        );
    }
    check(
        "getRegMaskNames".into(),
        ours.block("getRegMaskNames() const {", "};").to_string(),
        llvm14.block("getRegMaskNames() const {", "};").to_string(),
    );

    for map in ["RISCVDwarfFlavour0L2Dwarf", "RISCVEHFlavour0L2Dwarf"] {
        check(
            map.to_string(),
            format!("{:?}", ours.dwarf_map(map, &keep)),
            format!("{:?}", llvm14.dwarf_map(map, &keep)),
        );
    }
    // DWARF number -> register: F<i>_D and F<i>_F (and in LLVM F<i>_H) share
    // DWARF number 32+i, and the map keeps the last of them in enum order:
    // LLVM 14's F<i>_H, which is not described here; ours is F<i>_F. The X
    // registers must agree exactly.
    let x_regs: BTreeSet<String> = keep
        .iter()
        .filter(|r| r.starts_with('X'))
        .cloned()
        .collect();
    let f_regs: BTreeSet<String> = (0..32).map(|i| format!("F{i}_F")).collect();
    let f_expected: BTreeSet<(String, String)> = (0..32)
        .map(|i| (format!("F{i}_F"), format!("{}", 32 + i)))
        .collect();
    for map in ["RISCVDwarfFlavour0Dwarf2L", "RISCVEHFlavour0Dwarf2L"] {
        check(
            format!("{map} (X registers)"),
            format!("{:?}", ours.dwarf_map(map, &x_regs)),
            format!("{:?}", llvm14.dwarf_map(map, &x_regs)),
        );
        let ours_f = ours.dwarf_map(map, &keep).len() - ours.dwarf_map(map, &x_regs).len();
        check(
            format!("{map} (F registers: 32+i -> F<i>_F, nothing else)"),
            format!("{:?} + {ours_f} entries", ours.dwarf_map(map, &f_regs)),
            format!("{f_expected:?} + 32 entries"),
        );
    }
    for table in [
        "extern const uint16_t RISCVRegEncodingTable[] = {",
        "static const uint8_t CostPerUseTable[] = {",
    ] {
        check(
            table.to_string(),
            format!("{:?}", ours.per_reg_table(table, &keep)),
            format!("{:?}", llvm14.per_reg_table(table, &keep)),
        );
    }
    check(
        "sub_32 covered bits".into(),
        ours.text
            .lines()
            .find(|l| l.ends_with("// sub_32"))
            .unwrap_or("")
            .to_string(),
        llvm14
            .text
            .lines()
            .find(|l| l.ends_with("// sub_32"))
            .unwrap_or("")
            .to_string(),
    );

    assert!(
        problems.is_empty(),
        "{} differences from LLVM 14's RISC-V register info:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn regmask_names_are_llvms() {
    let mut args = vec!["tblgen"];
    args.extend(INCLUDES);
    args.push(TOP);
    let records = run(Path::new(env!("CARGO_BIN_EXE_spillway")), &args);
    let mut seen = BTreeSet::new();
    let mut name = None;
    let defs = records
        .split_once("------------- Defs -----------------")
        .expect("defs section")
        .1;
    for line in defs.lines() {
        if let Some(v) = line.trim().strip_prefix("string MIRName = \"") {
            name = Some(v.trim_end_matches("\";").to_string());
        } else if let Some(v) = line.trim().strip_prefix("CalleeSavedRegs Preserved = ") {
            let csr = v.trim_end_matches(';');
            let mir = name.take().expect("MIRName before Preserved");
            assert_eq!(mir, csr.to_lowercase(), "MIR name of {csr}");
            seen.insert(csr.to_string());
        }
    }
    let all: BTreeSet<String> = CSRS.iter().map(|s| s.to_string()).collect();
    assert_eq!(seen, all, "one MIRRegMask per callee-saved set");
}

/// The register and class fields of our records equal those of LLVM 14's
/// RISC-V records (`-print-records` of LLVM's `RISCV.td`): names, ABI names, DWARF
/// numbers, encodings, CostPerUse, member lists, types and sizes. The one
/// intended difference: F<i>_F has no sub-register (LLVM 14: F<i>_H, Zfh).
#[test]
fn register_records_match_llvm14_riscv() {
    let mut args = vec!["tblgen"];
    args.extend(INCLUDES);
    args.push(TOP);
    let ours = defs_of(&run(Path::new(env!("CARGO_BIN_EXE_spillway")), &args));
    let llvm14 = defs_of(&llvm14_target_output(
        &llvm_tblgen(),
        "RISCV",
        "-print-records",
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
        "CostPerUse",
        "CoveredBySubRegs",
        "HWEncoding",
        "isArtificial",
    ];
    let class_fields = [
        "Namespace",
        "RegTypes",
        "RegInfos",
        "Size",
        "Alignment",
        "MemberList",
        "CopyCost",
        "isAllocatable",
        "AltOrders",
        "AllocationPriority",
    ];
    let mut problems = Vec::new();
    let mut compare = |name: &str, fields: &[&str]| {
        let (Some(a), Some(b)) = (ours.get(name), llvm14.get(name)) else {
            problems.push(format!("{name}: missing (ours or LLVM 14's)"));
            return;
        };
        for f in fields {
            let zfh = name.ends_with("_F") && (*f == "SubRegs" || *f == "SubRegIndices");
            if !zfh && a.get(*f) != b.get(*f) {
                problems.push(format!(
                    "{name}.{f}: ours {:?}, LLVM 14 {:?}",
                    a.get(*f),
                    b.get(*f)
                ));
            }
        }
    };
    for i in 0..32 {
        for name in [format!("X{i}"), format!("F{i}_F"), format!("F{i}_D")] {
            compare(&name, &reg_fields);
        }
    }
    for class in CLASSES.iter().filter(|c| !c.contains("_and_")) {
        compare(class, &class_fields);
    }
    // (XLenRI holds anonymous RegInfo records, numbered differently; the
    // sizes they give are compared in the -gen-register-info test.)
    for name in ["XLenVT", "sub_32", "ABIRegAltName", "RV64"] {
        let (a, b) = (ours.get(name), llvm14.get(name));
        if a.is_none() || a != b {
            problems.push(format!("{name}: ours {a:?}, LLVM 14 {b:?}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
