//! Checker errors ([`backend::check::CheckError`]) as diagnostics:
//! `file:line:col: error: in function 'f' (bb.N, post instruction K): message`
//! followed by the instruction and the expected and found values.
//!
//! Invariants:
//! - The location names the file the instruction was read from: PRE or
//!   POST for `mir check` (by the error's side), the input for `alloc`
//!   (whose allocated instructions keep their input positions).
//! - An error without a position (code the allocator inserted, or about
//!   the whole function) is `file: error: ...`, never a made-up line.
//! - The text has no colors; [`crate::term::paint_errors`] adds them.

use backend::check::{CheckError, Side};
use std::fmt::Write as _;

/// Renders `e` (see the module doc); `pre` and `post` are the files the
/// two sides were read from.
pub fn render(e: &CheckError, pre: &str, post: &str) -> String {
    let (file, side) = match e.side {
        Side::Pre => (pre, "pre"),
        Side::Post => (post, "post"),
    };
    let mut s = String::new();
    if e.loc.line != 0 {
        let _ = write!(s, "{file}:{}:{}: ", e.loc.line, e.loc.col);
    } else {
        let _ = write!(s, "{file}: ");
    }
    let _ = write!(s, "error: in function '{}'", e.function);
    let mut at = Vec::new();
    if let Some(b) = e.block {
        at.push(format!("bb.{b}"));
    }
    if let Some(i) = e.inst_index {
        at.push(format!("{side} instruction {i}"));
    }
    if !at.is_empty() {
        let _ = write!(s, " ({})", at.join(", "));
    }
    let _ = writeln!(s, ": {}", e.message);
    if !e.inst_text.is_empty() {
        let _ = writeln!(s, "    {}", e.inst_text);
    }
    for (what, v) in [
        ("operand", &e.operand),
        ("expected", &e.expected),
        ("found", &e.found),
    ] {
        if let Some(v) = v {
            let _ = writeln!(s, "  {what}: {v}");
        }
    }
    s
}
