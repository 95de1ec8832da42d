// A register of the wrong class passed to a typed API.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def X1 : Register<"x1">;
        def F1_D : Register<"f1">;
        def GPR : RegisterClass<"T", [i32], 32, (add X1)>;
        def FPR64 : RegisterClass<"T", [f64], 64, (add F1_D)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn spill_fp(_r: t::Fpr64) {}

fn main() {
    spill_fp(t::Gpr::X1);
}
