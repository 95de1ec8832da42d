// A sequence format string with a conversion other than %u/%d/%x/...
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Register<"a1">;
        def GPR : RegisterClass<"T", [i32], 32, (sequence "A%s", 0, 1)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
