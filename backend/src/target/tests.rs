//! Binding descriptions: the triple picks the description and the features
//! it implies; a description loaded at run time binds like the compiled-in
//! one.

use super::Target;
use std::path::Path;

fn module(triple: &str) -> String {
    format!(
        "target triple = \"{triple}\"\n\
         attributes #0 = {{ \"target-features\"=\"+m,+a,+f,+d,+c\" }}\n\
         !0 = !{{i32 1, !\"target-abi\", !\"lp64d\"}}\n"
    )
}

/// llc writes only the `-mattr` features into the function attributes; the
/// triple's `riscv64` must still select RV64 (found by tests/stress.sh):
/// the `.td`'s `TripleArch<"riscv64", [Feature64Bit]>` says so.
#[test]
fn triple_selects_the_64_bit_mode() {
    let descs = tables::TARGETS;
    let t64 = Target::for_ir_module(descs, Some(&module("riscv64-unknown-linux-gnu")), &[])
        .expect("a target");
    assert_eq!(t64.mode, "RV64");
    assert!(t64.features.iter().any(|f| f == "64bit"));
    assert!(
        t64.abi_callee_saved.is_some(),
        "lp64d names a callee-saved set"
    );
    let t32 = Target::for_ir_module(descs, Some(&module("riscv32-unknown-linux-gnu")), &[])
        .expect("a target");
    assert_ne!(t32.mode, "RV64");
    assert!(!t32.features.iter().any(|f| f == "64bit"));
}

#[test]
fn triples_the_description_does_not_list() {
    let t = Target::for_ir_module(tables::TARGETS, Some(&module("pdp11-dec-unix")), &[])
        .expect("the first description");
    assert!(!t.accepts_triple("pdp11-dec-unix"));
    for d in tables::TARGETS {
        let t = Target::bind(d, &[], None);
        assert!(
            !t.accepts_triple("pdp11-dec-unix"),
            "{} lists no triples: it would read MIR of any",
            d.name
        );
    }
    let rv = Target::for_ir_module(
        tables::TARGETS,
        Some(&module("riscv64-unknown-linux-gnu")),
        &[],
    )
    .expect("a target");
    assert!(rv.accepts_triple("riscv64-unknown-linux-gnu"));
    assert!(Target::for_ir_module(&[], Some(&module("riscv64")), &[]).is_none());
}

/// The same description loaded from `targets/riscv` at run time binds to
/// the same target as the compiled-in one.
#[test]
fn runtime_description_binds_like_the_compiled_in_one() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/riscv");
    let loaded = dsl::emit::load_desc(&dir).unwrap_or_else(|e| panic!("{}", e.render()));
    assert_eq!(*loaded, tables::riscv::DESC);
    for (features, abi) in [
        (&["64bit", "m", "a", "f", "d", "c"][..], Some("lp64d")),
        (&["m", "a", "f", "d", "c"][..], Some("ilp32d")),
        (&["m"][..], None),
    ] {
        let a = Target::bind(&tables::riscv::DESC, features, abi);
        let b = Target::bind(loaded, features, abi);
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }
}

/// The frame facts of both descriptions, as frame lowering reads them:
/// RISC-V's signed 12-bit byte offsets and add-immediate; AArch64's scaled
/// unsigned offsets with unscaled twins, base-only tuple forms, unsigned
/// add/sub-immediates with a shift, and no default offset encoding.
#[test]
fn frame_access_and_add_immediates_follow_the_description() {
    let rv = Target::bind(&tables::riscv::DESC, &["64bit", "c"], Some("lp64d"));
    let a = rv.frame_access("SD").expect("byte offsets by default");
    assert_eq!((a.scale, a.bits, a.signed, a.unscaled), (1, 12, true, None));
    assert_eq!(a.encode(-2048), Some(-2048));
    assert_eq!(a.encode(2048), None);
    let ops = rv.frame_ops.as_ref().unwrap();
    assert_eq!(ops.add_imm_parts(-16), Some(("ADDI", -16, None)));
    assert_eq!(ops.add_imm_parts(2048), None);
    assert_eq!(ops.max_add_imm(), 2047);
    assert_eq!(rv.cost_column, 1, "C selects CostPerUse column 1");
    let rv_noc = Target::bind(&tables::riscv::DESC, &["64bit"], Some("lp64d"));
    assert_eq!(rv_noc.cost_column, 0);

    let a64 = Target::bind(&tables::aarch64::DESC, &["neon"], None);
    let x = a64.frame_access("STRXui").unwrap();
    assert_eq!((x.scale, x.bits, x.signed), (8, 12, false));
    assert_eq!(x.encode(88), Some(11));
    assert_eq!(x.encode(4095 * 8), Some(4095));
    assert_eq!(x.encode(4096 * 8), None);
    assert_eq!(x.encode(-8), None, "negative: the twin");
    assert_eq!(x.encode(4), None, "unaligned: the twin");
    let twin = a64.frame_access(x.unscaled.unwrap()).unwrap();
    assert_eq!(x.unscaled, Some("STURXi"));
    assert_eq!(twin.encode(-256), Some(-256));
    assert_eq!(twin.encode(256), None);
    let st1 = a64.frame_access("ST1Twov2d").unwrap();
    assert_eq!((st1.bits, st1.encode(0), st1.encode(8)), (0, Some(0), None));
    assert!(
        a64.frame_access("LDPXi").is_none(),
        "no record, no default: an error in frame lowering"
    );
    let ops = a64.frame_ops.as_ref().unwrap();
    assert_eq!(ops.add_imm_parts(-224), Some(("SUBXri", 224, Some(0))));
    assert_eq!(ops.add_imm_parts(3 << 12), Some(("ADDXri", 3, Some(12))));
    assert_eq!(ops.add_imm_parts(-14800), None, "two steps");
    assert_eq!(ops.max_add_imm(), 4095);
    assert_eq!(a64.cost_column, 0);
    assert_eq!(
        crate::frame::cfi::and_imm_operand(ops, 128),
        Some(7800),
        "LLVM's ANDXri operand for 128-byte realignment"
    );
    assert_eq!(crate::frame::cfi::and_imm_operand(ops, 16), Some(7995));
}
