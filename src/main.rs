//! The `spillway` binary: the command line (crate `spillway_cli`, the other
//! files of this folder) with the targets compiled in from `targets/`
//! (crate `tables`). Nothing else belongs here: this crate is what a `.td`
//! edit recompiles, besides `tables`, before the link.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    cli::main(tables::TARGETS)
}
