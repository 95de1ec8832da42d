// A let sets a field the record does not have.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0"> {
            let Colour = 3;
        }
        def GPR : RegisterClass<"T", [i32], 32, (add A0)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
