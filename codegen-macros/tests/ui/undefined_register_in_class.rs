// A register class names a register that is not defined.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Register<"a1">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0, A1, A2)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
