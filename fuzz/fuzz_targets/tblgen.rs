//! Fuzz target: any input must make `dsl::load_str` return (Ok or Err with
//! diagnostics), never panic, abort or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Invalid UTF-8 becomes U+FFFD, which still exercises the lexer on
    // non-ASCII text.
    let text = String::from_utf8_lossy(data);
    let _ = dsl::load_str("fuzz.td", &text, &dsl::Options::default());
});
