// The same register is defined twice.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Register<"a1">;
        def A0 : Register<"a0">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0, A1)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
