// target!: the top file does not exist.
mod t {
    spillway_macros::target!("tests/ui/td/does_not_exist.td");
}

fn main() {}
