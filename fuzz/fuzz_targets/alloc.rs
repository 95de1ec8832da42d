//! Fuzz target: a valid pre-RA function generated from the input
//! (`backend::testgen`), allocated with every allocator and soften mode,
//! must never panic or be refused, and the checker must prove every
//! allocation (`backend::testgen::alloc_property`). The first input byte
//! picks the target (rv64 or rv32; the same list as
//! `backend/tests/fuzz_smoke.rs`).
#![no_main]

use backend::target::Target;
use backend::testgen::{alloc_property, GenTarget};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn targets() -> &'static [GenTarget] {
    static T: OnceLock<Vec<GenTarget>> = OnceLock::new();
    T.get_or_init(|| {
        let configs: [(&[&str], &str); 2] = [
            (&["64bit", "m", "a", "f", "d", "c"], "lp64d"),
            (&["m", "a", "f", "d", "c"], "ilp32d"),
        ];
        configs
            .iter()
            .filter_map(|(f, abi)| GenTarget::new(Target::bind(&tables::riscv::DESC, f, Some(abi)), Some(abi)))
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    // `SPILLWAY_FUZZ_CHECKER=0`: only panics and pipeline errors are
    // crashes (to look past open checker findings).
    let lenient = std::env::var_os("SPILLWAY_FUZZ_CHECKER").is_some_and(|v| v == "0");
    if let Err(f) = alloc_property(targets(), data) {
        if !(lenient && f.checker) {
            panic!("{}\n--- the function:\n{}", f.message, f.mir);
        }
    }
});
