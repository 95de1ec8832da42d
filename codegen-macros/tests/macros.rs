//! `target!` and `td!` used directly (outside trybuild, so `target!`'s paths
//! are relative to this crate's `CARGO_MANIFEST_DIR` as in a user crate).

mod from_file {
    spillway_macros::target!("tests/td/tiny.td", include = ["../targets/include"]);
}

mod inline {
    spillway_macros::td! {
        include "spillway/Target.td"
        // A plain comment: dropped by the Rust lexer, lines still match.
        def R0 : Register<"r0">;
        def R1 : Register<"r1"> {
            let HWEncoding = !add(0b1, 0x2);   // bang operators lex as `!` + ident
            let CostPerUse = [0, 1];
        }
        /// Doc comments are kept (TableGen reads them as comments too).
        def GPR : RegisterClass<"Tiny", [i32], 32, (add (sequence "R%u", 1, 0))> {
            let AltOrderSelect = [{ return 0; }];
        }
        def CSR_Tiny : CalleeSavedRegs<(add R1)>;
        def TinyInstrInfo : InstrInfo;
        def Tiny : Target { let InstructionSet = TinyInstrInfo; }
    }
}

#[test]
fn target_reads_files_relative_to_the_manifest() {
    use from_file::{Acc, Gpr, Reg};
    assert_eq!(from_file::TARGET, "Tiny");
    assert_eq!(Gpr::ALLOC_ORDER, &[Gpr::R2, Gpr::R1, Gpr::R0]);
    assert_eq!(Gpr::from(Acc::R0), Gpr::R0);
    assert_eq!(Acc::new(Reg::R1), None);
    assert!(from_file::csr::CSR_Tiny.preserves(Reg::R2));
}

#[test]
fn td_inline_description() {
    use inline::{Gpr, Reg};
    assert_eq!(inline::TARGET, "Tiny");
    assert_eq!(Gpr::ALLOC_ORDER, &[Gpr::R1, Gpr::R0]);
    assert_eq!(inline::csr::CSR_Tiny.save_list, &[Reg::R1]);
    // The text between the tokens survived: `!add(0b1, 0x2)`, `[0, 1]`.
    assert_eq!(Reg::R1.encoding(), 3);
    assert_eq!(Reg::R1.cost_per_use(), &[0, 1]);
}
