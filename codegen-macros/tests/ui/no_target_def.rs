// A description without a `Target` def.
mod t {
    spillway_macros::td! {
        include "spillway/Target.td"
        def A0 : Register<"a0">;
        def GPR : RegisterClass<"T", [i32], 32, (add A0)>;
    }
}

fn main() {}
