// Register<string n, ...> needs its name.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def A1 : Register;
        def GPR : RegisterClass<"T", [i32], 32, (add A0, A1)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
