// target!: an unknown argument.
mod t {
    spillway_macros::target!(
        "tests/ui/td/bad_field.td",
        includes = ["../targets/include"]
    );
}

fn main() {}
