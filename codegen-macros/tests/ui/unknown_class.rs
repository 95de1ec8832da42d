// A register def derives from a class that does not exist.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Regster<"a1">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0, A1)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
