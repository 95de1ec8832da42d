// target!: an error inside the .td file is reported at the path literal,
// with the file's line and column.
mod t {
    spillway_macros::target!("tests/ui/td/bad_field.td", include = ["../targets/include"]);
}

fn main() {}
