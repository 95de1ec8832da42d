// Two register classes whose Rust names (CamelCase) collide: an error of
// the code generator, not of TableGen.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0)>;
        def Gpr : RegisterClass<"T", [i32], 32, (add A0)>;
        def TInstrInfo : InstrInfo;
        def T : Target { let InstructionSet = TInstrInfo; }
    }
}

fn main() {}
