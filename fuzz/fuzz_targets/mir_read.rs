//! Fuzz target: any input must make the MIR reader return (Ok or Err),
//! never panic; what reads must print, read back and print the same
//! (`backend::testgen::mir_roundtrip_property`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(message) = backend::testgen::mir_roundtrip_property(data, tables::TARGETS) {
        panic!("{message}");
    }
});
