//! Terminal policy: whether diagnostics on stderr are colored.
//!
//! The choice is made once, at start-up, from `--color auto|always|never`
//! and the `NO_COLOR` environment variable, and read everywhere through
//! [`color_stderr`].
//!
//! Invariants:
//! - `--color always` colors and `--color never` does not, whatever the
//!   environment; `auto` (the default) colors only when stderr is a
//!   terminal, `NO_COLOR` is unset or empty (<https://no-color.org>) and
//!   `TERM` is not `dumb`.
//! - Nothing else in the CLI decides about colors: clap's own messages get
//!   the same decision ([`clap_choice`]; clap's own `auto` would also
//!   look at other variables), so a piped run writes no ESC byte.
//! - Progress output ([`crate::progress`]) is a separate question (it
//!   depends on stderr being a terminal only) and uses no escape codes.

use std::io::IsTerminal;
use std::sync::OnceLock;

/// `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorArg {
    /// Color when stderr is a terminal and NO_COLOR is unset or empty.
    Auto,
    /// Always color (also when piped).
    Always,
    /// Never color.
    Never,
}

static COLOR: OnceLock<bool> = OnceLock::new();

/// Whether `NO_COLOR` asks for no colors (set and not empty).
fn no_color_env() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// The decision for `choice` (see the module invariants).
fn decide(choice: ColorArg) -> bool {
    match choice {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            !no_color_env()
                && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
                && std::io::stderr().is_terminal()
        }
    }
}

/// Fixes the color choice for the process (the first call wins).
pub fn init(choice: ColorArg) {
    let _ = COLOR.set(decide(choice));
}

/// Whether diagnostics written to stderr are colored.
pub fn color_stderr() -> bool {
    *COLOR.get_or_init(|| decide(ColorArg::Auto))
}

/// The `--color` value of a command line, read before clap parses it (so
/// that clap's own errors and help follow it too): the last `--color X` or
/// `--color=X` before a `--`; `None` if absent or not a known value (clap
/// then reports the bad value).
pub fn scan_args(args: &[std::ffi::OsString]) -> Option<ColorArg> {
    let mut found = None;
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        let value = if a == "--" {
            break;
        } else if a == "--color" {
            it.next().map(|v| v.into_owned())
        } else if let Some(v) = a.strip_prefix("--color=") {
            Some(v.to_string())
        } else {
            continue;
        };
        found = match value.as_deref() {
            Some("auto") => Some(ColorArg::Auto),
            Some("always") => Some(ColorArg::Always),
            Some("never") => Some(ColorArg::Never),
            _ => found,
        };
    }
    found
}

/// clap's color setting for `choice`: this module's decision, so that
/// clap's messages and the diagnostics follow the same rule.
pub fn clap_choice(choice: ColorArg) -> clap::ColorChoice {
    if decide(choice) {
        clap::ColorChoice::Always
    } else {
        clap::ColorChoice::Never
    }
}

/// `text` with the word `error` of each `…: error: …` or `error: …` line
/// in bold red when colors are on (the backend renders its errors as
/// plain `path:line:col: error: message` lines).
pub fn paint_errors(text: &str) -> String {
    if !color_stderr() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let at = if line.starts_with("error:") {
            Some(0)
        } else {
            line.find(": error:").map(|i| i + 2)
        };
        match at {
            Some(i) => {
                out.push_str(&line[..i]);
                out.push_str("\x1b[1;31merror\x1b[0m");
                out.push_str(&line[i + "error".len()..]);
            }
            None => out.push_str(line),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<std::ffi::OsString> {
        v.iter().map(Into::into).collect()
    }

    #[test]
    fn scan_finds_the_last_color_flag_before_double_dash() {
        assert_eq!(scan_args(&args(&["spillway", "alloc", "a.mir"])), None);
        assert_eq!(
            scan_args(&args(&["spillway", "--color", "never", "alloc"])),
            Some(ColorArg::Never)
        );
        assert_eq!(
            scan_args(&args(&["spillway", "--color=never", "x", "--color=always"])),
            Some(ColorArg::Always)
        );
        assert_eq!(
            scan_args(&args(&["spillway", "--", "--color=always"])),
            None
        );
        assert_eq!(scan_args(&args(&["spillway", "--color=pink"])), None);
    }
}
