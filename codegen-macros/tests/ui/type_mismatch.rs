// A string is given to an int field.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0)> {
            let CopyCost = "cheap";
        }
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
