//! UI tests of `target!` and `td!` (trybuild): `tests/ui/*.rs` must fail to
//! compile with the diagnostics in the `.stderr` beside them;
//! `tests/ui/pass/*.rs` must compile and run.
//!
//! Regenerate the `.stderr` files with `TRYBUILD=overwrite cargo test -p
//! spillway-macros --test ui`, then read the diff.

#[test]
fn ui() {
    // trybuild compiles the cases as a crate of its own under `target/`;
    // make `target!` resolve paths against this crate's directory instead.
    std::env::set_var("SPILLWAY_MACROS_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"));
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass/*.rs");
    t.compile_fail("tests/ui/*.rs");
}
