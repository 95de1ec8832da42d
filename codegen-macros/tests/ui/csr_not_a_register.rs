// A callee-saved set names a record that is not a register.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Register<"a1">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0, A1)>;
        def FeatureF : SubtargetFeature<"f", "HasF", "true", "F">;
        def CSR_T : CalleeSavedRegs<(add A1, FeatureF)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
