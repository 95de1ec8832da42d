// target!: an included file is in none of the include directories.
mod t {
    spillway_macros::target!(
        "tests/ui/td/missing_include.td",
        include = ["../targets/include"]
    );
}

fn main() {}
