// td! with an include that is not in the prelude directory.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        include "spillway/Nope.td"
        def A0 : Register<"a0">;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
