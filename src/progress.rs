//! A one-line progress bar on stderr for `spillway alloc` with several
//! inputs: `[#####-----] 3/10 name`, redrawn in place with `\r`.
//!
//! Invariants:
//! - A disabled bar writes nothing. [`Progress::new`] enables it only when
//!   stderr is a terminal, so piped or redirected stderr never sees it.
//! - It writes no escape sequence, only `\r`, text and spaces (it also
//!   works, and stays readable, with `--color never` or `NO_COLOR`).
//! - [`Progress::clear`] leaves the cursor at the start of an empty line,
//!   so whatever is printed next (a table, a diagnostic) is not mixed
//!   with the bar; the caller redraws afterwards with [`Progress::draw`].

use std::io::{IsTerminal, Write};

/// Width of the bar itself, in cells.
const BAR: usize = 24;
/// At most this many characters of the current item's name are shown.
const NAME: usize = 40;

/// The bar (see the module doc).
pub struct Progress {
    enabled: bool,
    total: usize,
    done: usize,
    current: String,
    /// Characters on screen (what [`Progress::clear`] overwrites).
    shown: usize,
}

impl Progress {
    /// A bar over `total` items, drawn only if `wanted` and stderr is a
    /// terminal.
    pub fn new(total: usize, wanted: bool) -> Progress {
        Progress {
            enabled: wanted && std::io::stderr().is_terminal(),
            total,
            done: 0,
            current: String::new(),
            shown: 0,
        }
    }

    /// Records that `done` items are finished and `current` is next, and
    /// redraws.
    pub fn set(&mut self, done: usize, current: &str) {
        self.done = done.min(self.total);
        self.current = current.chars().take(NAME).collect();
        self.draw();
    }

    /// Draws the bar (replacing what was drawn before).
    pub fn draw(&mut self) {
        if !self.enabled {
            return;
        }
        let filled = (self.done * BAR).checked_div(self.total).unwrap_or(BAR);
        let line = format!(
            "[{}{}] {}/{} {}",
            "#".repeat(filled),
            "-".repeat(BAR - filled),
            self.done,
            self.total,
            self.current
        );
        let len = line.chars().count();
        let pad = " ".repeat(self.shown.saturating_sub(len));
        let mut e = std::io::stderr().lock();
        let _ = write!(e, "\r{line}{pad}");
        let _ = e.flush();
        self.shown = len;
    }

    /// Erases the bar from the screen.
    pub fn clear(&mut self) {
        if !self.enabled || self.shown == 0 {
            return;
        }
        let mut e = std::io::stderr().lock();
        let _ = write!(e, "\r{}\r", " ".repeat(self.shown));
        let _ = e.flush();
        self.shown = 0;
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}
