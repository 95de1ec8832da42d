// A #ifdef without #endif.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
#ifdef WITH_A1
        def A1 : Register<"a1">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
