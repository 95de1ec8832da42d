//! The generated RISC-V tables (`tables::riscv`, from `targets/riscv`)
//! against the `.td` files, `dsl::regs` and `dsl::emit::describe`.

use std::path::{Path, PathBuf};
use tables::riscv::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn model() -> dsl::regs::RegisterInfo {
    let root = root();
    let opts = dsl::Options {
        include_dirs: vec![root.join("targets/include"), root.join("targets/riscv")],
        defines: Vec::new(),
    };
    let loaded = dsl::load_file(&root.join("targets/riscv/top.td"), &opts)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    dsl::regs::compute(&loaded.records).expect("register model")
}

#[test]
fn registers() {
    assert_eq!(TARGET, "RISCV");
    assert_eq!(Gpr::X10.reg(), Reg::X10);
    // Enum value 0 is NoRegister; LLVM's name order puts the fcsr fields
    // (FFLAGS, FRM) before X0.
    assert_eq!(Reg::FFLAGS as u16, 1, "enum value 0 is NoRegister");
    assert_eq!(Reg::FRM as u16, 2);
    assert_eq!(Reg::X0 as u16, 3);
    assert_eq!(Reg::from_mir_name("frm"), Some(Reg::FRM));
    assert_eq!(Reg::X10.name(), "X10");
    assert_eq!(Reg::X10.asm_name(), "x10");
    assert_eq!(Reg::X10.mir_name(), "x10");
    assert_eq!(Reg::X10.desc().alt_names, &["a0"]);
    assert_eq!(Reg::X10.dwarf(), &[10]);
    assert_eq!(Reg::F3_F.dwarf(), &[35]);
    assert_eq!(Reg::X10.encoding(), 10);
    assert_eq!(Reg::X5.cost_per_use(), &[0, 1]);
    assert_eq!(Reg::X8.cost_per_use(), &[0, 0]);
    assert_eq!(Reg::from_mir_name("f3_d"), Some(Reg::F3_D));
    assert_eq!(Reg::from_enum(Reg::F3_D as u16), Some(Reg::F3_D));
    assert_eq!(Reg::from_enum(0), None);
    for (i, r) in Reg::ALL.iter().enumerate() {
        assert_eq!(r.index(), i);
    }
    let m = model();
    assert_eq!(NUM_REGS, m.registers.len());
    assert_eq!(NUM_REG_UNITS, m.num_native_reg_units);
    for (i, r) in Reg::ALL.iter().enumerate() {
        assert_eq!(r.name(), m.registers[i].name);
    }
}

#[test]
fn sub_registers_share_units() {
    assert_eq!(Reg::F0_D.sub_regs(), &[Reg::F0_F]);
    assert_eq!(Reg::F0_F.super_regs(), &[Reg::F0_D]);
    assert_eq!(Reg::F0_D.units(), Reg::F0_F.units());
    assert!(Reg::F0_D.overlaps(Reg::F0_F));
    assert!(!Reg::F0_D.overlaps(Reg::F1_F));
    assert!(!Reg::X10.overlaps(Reg::X11));
    assert_eq!(
        SUB_REG_INDICES[Reg::F0_D.desc().sub_reg_indices[0] as usize - 1].name,
        "sub_32"
    );
}

#[test]
fn classes() {
    assert_eq!(Gpr::INFO.name, "GPR");
    assert_eq!(Gpr::INFO.alloc_order[0], Reg::X10);
    assert_eq!(Gpr::ALLOC_ORDER[0], Gpr::X10);
    assert_eq!(Gpr::INFO.members.len(), 32);
    assert!(Gpr::INFO.contains(Reg::X0));
    assert!(!GprNoX0::INFO.contains(Reg::X0));
    assert!(!Gpr::INFO.contains(Reg::F0_F));
    assert_eq!(Gpr::try_from(Reg::F0_D).map_err(|e| e.class), Err(Gpr::ID));
    assert_eq!(Fpr64::try_from(Reg::F0_D), Ok(Fpr64::F0_D));
    assert_eq!(Gpr::from(Gprc::X8), Gpr::X8);
    // Synthesized class, CamelCase of LLVM's name.
    assert!(GprcAndGprtc::INFO.synthesized);
    assert_eq!(GprcAndGprtc::INFO.members.len(), 6);
    // Sizes per HwMode.
    assert_eq!(HwMode::ALL.map(|m| m.name()), ["Default", "RV64"]);
    assert_eq!(Gpr::INFO.size(HwMode::Default).spill_size, 32);
    assert_eq!(Gpr::INFO.size(HwMode::RV64).spill_size, 64);
    assert_eq!(Fpr64::INFO.spill_size_bytes(HwMode::Default), 8);
    // Spill info: GPRNoX0 spills like GPR, by mode.
    let s = GprNoX0::INFO.spill.expect("GPRNoX0 spills like GPR");
    assert_eq!(s.name, "GPRSpill");
    assert_eq!(s.store.map(|o| o.mir_name()), ["SW", "SD"]);
    assert_eq!(s.load.map(|o| o.mir_name()), ["LW", "LD"]);
    assert_eq!(s.copy[0], Opcode::ADDI);
    assert_eq!(Fpr32C::INFO.spill.map(|s| s.name), Some("FPR32Spill"));
    let m = model();
    assert_eq!(CLASSES.len(), m.classes.len());
    for (c, mc) in CLASSES.iter().zip(&m.classes) {
        assert_eq!(c.name, mc.name);
        let order: Vec<&str> = c.alloc_order.iter().map(|r| r.name()).collect();
        let expected: Vec<&str> = mc.orders[0]
            .iter()
            .map(|&r| m.registers[r].name.as_str())
            .collect();
        assert_eq!(order, expected, "{}", c.name);
        for r in Reg::ALL {
            assert_eq!(
                c.contains(r),
                mc.contains(r.index()),
                "{} {}",
                c.name,
                r.name()
            );
        }
    }
}

#[test]
fn callee_saved() {
    let cs = CalleeSaved::by_mir_name("csr_ilp32d_lp64d").expect("mask");
    assert_eq!(cs.name, "CSR_ILP32D_LP64D");
    assert_eq!(cs.save_list.len(), 27);
    assert_eq!(cs.abis, &["ilp32d", "lp64d"]);
    assert!(cs.preserves(Reg::F8_D) && cs.preserves(Reg::F8_F) && !cs.preserves(Reg::X10));
    assert_eq!(csr::CSR_ILP32D_LP64D.name, "CSR_ILP32D_LP64D");
    let m = model();
    let mc = m
        .callee_saved
        .iter()
        .find(|c| c.name == "CSR_ILP32D_LP64D")
        .unwrap();
    assert_eq!(cs.reg_mask, mc.reg_mask.as_slice());
    assert_eq!(CALLEE_SAVED.len(), m.callee_saved.len());
    for (c, mc) in CALLEE_SAVED.iter().zip(&m.callee_saved) {
        assert_eq!(c.reg_mask, mc.reg_mask.as_slice());
    }
}

#[test]
fn backend_facts() {
    assert_eq!(SPECIAL_REGS.stack_pointer, Reg::X2);
    assert_eq!(SPECIAL_REGS.return_address, Reg::X1);
    assert_eq!(SPECIAL_REGS.zero, Reg::X0);
    assert_eq!(SPECIAL_REGS.frame_pointer, Reg::X8);
    assert_eq!(
        SPECIAL_REGS.reserved,
        &[Reg::X0, Reg::X2, Reg::X3, Reg::X4, Reg::FRM, Reg::FFLAGS]
    );
    assert_eq!(STACK_ALIGNMENT, 16);
    assert!(CALL_OPCODES.contains(&Opcode::PseudoCALL));
    assert!(TERMINATOR_OPCODES.contains(&Opcode::PseudoRET));
    assert!(Opcode::PseudoTAIL.is_call() && Opcode::PseudoTAIL.is_terminator());
    assert!(Opcode::JAL.is_call_when_linking() && !Opcode::JAL.is_call());
    assert_eq!(Opcode::PseudoCALL.defs(), &[Reg::X1]);
    assert_eq!(Opcode::from_mir_name("BEQ"), Some(Opcode::BEQ));
    let mv = CROSS_CLASS_MOVES
        .iter()
        .find(|m| m.opcode[0] == Opcode::FMV_X_W)
        .expect("FMV_X_W move");
    assert_eq!((mv.from, mv.to), (Fpr32::ID, Gpr::ID));
    assert!(mv.sign_extends_result);
    assert_eq!(mv.requires, &[Feature::FeatureStdExtF]);
    assert_eq!(mv.value_bits, 32);
    let d = CROSS_CLASS_MOVES
        .iter()
        .find(|m| m.opcode[0] == Opcode::FMV_D_X)
        .expect("FMV_D_X move");
    assert_eq!(d.modes, &[HwMode::RV64]);
    assert_eq!(
        Feature::FeatureStdExtD.desc().implies,
        &[Feature::FeatureStdExtF]
    );
    assert_eq!(Feature::Feature64Bit.mattr(), "64bit");
    assert_eq!(HwMode::RV64.features(), "+64bit");
}

/// The compiled-in description is the value `--td targets/riscv` builds at
/// run time (`dsl::emit::load_desc`), field for field.
#[test]
fn compiled_description_equals_the_runtime_one() {
    let loaded = dsl::emit::load_desc(&root().join("targets/riscv"))
        .unwrap_or_else(|e| panic!("{}", e.render()));
    assert_eq!(*loaded, DESC);
    // One description per folder of targets/, in folder order.
    assert!(tables::TARGETS.iter().any(|d| std::ptr::eq(*d, &DESC)));
    let mut folders: Vec<String> = std::fs::read_dir(root().join("targets"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("top.td").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    assert_eq!(tables::TARGETS.len(), folders.len(), "{folders:?}");
    // A `.td` file works like its folder.
    let top = dsl::emit::load_desc(&root().join("targets/riscv/top.td"))
        .unwrap_or_else(|e| panic!("{}", e.render()));
    assert_eq!(*top, DESC);
    assert_eq!(DESC.name, TARGET);
    assert_eq!(DESC.regs.len(), NUM_REGS);
    assert_eq!(DESC.classes.len(), NUM_CLASSES);
    assert_eq!(DESC.regs[Reg::X10.index()].name, "X10");
    assert_eq!(
        DESC.triple_arch("riscv64").map(|a| a.implies),
        Some(&[Feature::Feature64Bit.index() as u16][..])
    );
}
