// A tiny inline target: two registers, one class, one callee-saved set.
mod tiny {
    spillway_macros::td! {
        include "spillway/Target.td"

        /// The argument registers.
        def A0 : Register<"a0">;
        def A1 : Register<"a1">;
        def S0 : Register<"s0">;

        def GPR : RegisterClass<"Tiny", [i32], 32, (add A0, A1, S0)>;
        def CSR_Tiny : CalleeSavedRegs<(add S0)>;

        def TinyInstrInfo : InstrInfo;
        def Tiny : Target {
            let InstructionSet = TinyInstrInfo;
        }
    }
}

fn main() {
    use tiny::{Gpr, Reg};
    // The class newtype's constants are its members.
    let a1 = Gpr::A1;
    assert_eq!(a1.reg(), Reg::A1);
    assert_eq!(Gpr::ALLOC_ORDER, &[Gpr::A0, Gpr::A1, Gpr::S0]);
    assert_eq!(Gpr::new(Reg::S0), Some(Gpr::S0));
    assert_eq!(tiny::TARGET, "Tiny");
    // The callee-saved set preserves S0 only.
    let csr = tiny::csr::CSR_Tiny;
    assert_eq!(csr.save_list, &[Reg::S0]);
    assert!(csr.preserves(Reg::S0));
    assert!(!csr.preserves(Reg::A0));
}
