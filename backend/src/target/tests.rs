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
