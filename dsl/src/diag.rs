//! Diagnostics: errors collected per phase and rendered with
//! `codespan-reporting` (file:line:col, the source line, a caret).
//!
//! Invariant: a [`Diagnostic`] has exactly one primary label (its span) and
//! any number of notes; notes say what to do.
//!
//! Plain renderings are passed through [`clip_long_lines`]: a source line
//! of 100,000 brackets is shown as a window around the caret, not in full.

use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// One error (or warning) with its primary location.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Error or warning; any error makes the run fail.
    pub severity: Severity,
    /// The headline (`error: MESSAGE`), one line, no trailing period.
    pub message: String,
    /// The primary location, underlined with a caret.
    pub span: Span,
    /// Text under the caret; empty means "here".
    pub label: String,
    /// Secondary locations, e.g. "previous definition is here".
    pub secondary: Vec<(Span, String)>,
    /// Lines printed after the snippet (`= note: ...`), usually what to do.
    pub notes: Vec<String>,
}

/// How bad a [`Diagnostic`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// Reported, but the run goes on.
    Warning,
}

impl Diagnostic {
    /// An error at `span` with no label, secondary locations or notes.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// Sets the text under the caret.
    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    /// Adds a note line (`= note: ...`).
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Adds a secondary location with its label (e.g. "previous definition is here").
    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }
}

/// Errors of one run; rendering needs the [`SourceMap`] they point into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    /// The diagnostics, in the order they were found.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Adds a diagnostic at the end.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    /// Is any of them an error (not only warnings)?
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }
    /// Are there none at all?
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

struct FilesAdapter<'a>(&'a SourceMap);

impl<'a> Files<'a> for FilesAdapter<'a> {
    type FileId = usize;
    type Name = String;
    type Source = &'a str;

    fn name(&'a self, id: usize) -> Result<String, FilesError> {
        Ok(self
            .0
            .files()
            .get(id)
            .ok_or(FilesError::FileMissing)?
            .name
            .clone())
    }
    fn source(&'a self, id: usize) -> Result<&'a str, FilesError> {
        Ok(&self.0.files().get(id).ok_or(FilesError::FileMissing)?.text)
    }
    fn line_index(&'a self, id: usize, byte_index: usize) -> Result<usize, FilesError> {
        let f = self.0.files().get(id).ok_or(FilesError::FileMissing)?;
        Ok(f.line_col(byte_index as u32).0 - 1)
    }
    fn line_range(&'a self, id: usize, line_index: usize) -> Result<Range<usize>, FilesError> {
        let f = self.0.files().get(id).ok_or(FilesError::FileMissing)?;
        let text = &f.text;
        let mut start = 0usize;
        for _ in 0..line_index {
            match text[start..].find('\n') {
                Some(p) => start += p + 1,
                None => {
                    return Err(FilesError::LineTooLarge {
                        given: line_index,
                        max: 0,
                    })
                }
            }
        }
        let end = text[start..]
            .find('\n')
            .map_or(text.len(), |p| start + p + 1);
        Ok(start..end)
    }
}

fn to_codespan(d: &Diagnostic, sm: &SourceMap) -> CsDiagnostic<usize> {
    let clamp = |s: Span| {
        let len = sm.get(s.file).text.len();
        let a = (s.start as usize).min(len);
        let b = (s.end as usize).clamp(a, len);
        a..b
    };
    let base = match d.severity {
        Severity::Error => CsDiagnostic::error(),
        Severity::Warning => CsDiagnostic::warning(),
    };
    let mut labels =
        vec![Label::primary(d.span.file.0 as usize, clamp(d.span)).with_message(d.label.clone())];
    for (s, l) in &d.secondary {
        labels.push(Label::secondary(s.file.0 as usize, clamp(*s)).with_message(l.clone()));
    }
    base.with_message(d.message.clone())
        .with_labels(labels)
        .with_notes(d.notes.clone())
}

/// Renders diagnostics as text; `color` adds ANSI colors.
pub fn render(diags: &[Diagnostic], sm: &SourceMap, color: bool) -> String {
    let files = FilesAdapter(sm);
    let config = term::Config::default();
    let mut out = String::new();
    for d in diags {
        let cs = to_codespan(d, sm);
        let rendered = if color {
            let mut buf = termcolor::Buffer::ansi();
            term::emit_to_write_style(&mut buf, &config, &files, &cs)
                .map(|()| String::from_utf8_lossy(buf.as_slice()).into_owned())
        } else {
            term::emit_into_string(&config, &files, &cs).map(|s| clip_long_lines(&s))
        };
        match rendered {
            Ok(s) => out.push_str(&s),
            // A span outside its file is still reported, in plain text.
            Err(_) => out.push_str(&format!(
                "error: {} (at {})\n",
                d.message,
                sm.location(d.span)
            )),
        }
    }
    out
}

/// Longest rendered line kept whole (characters).
const MAX_LINE: usize = 160;

/// Shortens the long lines of a plain (uncolored) rendering. A source line
/// (`N │ text`) followed by its caret line (`  │ ^^^`) is cut to the same
/// window of `MAX_LINE` (160) characters around the caret, so the caret still
/// points at the right character; any other long line (a message quoting
/// a huge value) is cut at its end. Cuts are marked with `…`.
pub fn clip_long_lines(rendered: &str) -> String {
    let lines: Vec<&str> = rendered.split('\n').collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let n = line.chars().count();
        if n <= MAX_LINE {
            out.push(line.to_string());
            i += 1;
            continue;
        }
        // The gutter ends after the first "│ ".
        let gutter = line.find("│ ").map(|g| g + "│ ".len());
        let caret = lines.get(i + 1).and_then(|next| {
            let g = next.find("│ ")? + "│ ".len();
            let p = next[g..].find(['^', '-'])?;
            Some((g, next[..g + p].chars().count()))
        });
        match (gutter, caret) {
            (Some(g), Some((cg, cpos))) => {
                let chars: Vec<char> = line.chars().collect();
                let gchars = line[..g].chars().count();
                let start = cpos.saturating_sub(MAX_LINE / 3).max(gchars);
                let end = (start + MAX_LINE).min(chars.len());
                let mut s: String = chars[..gchars].iter().collect();
                if start > gchars {
                    s.push('…');
                }
                s.extend(&chars[start..end]);
                if end < chars.len() {
                    s.push('…');
                }
                out.push(s);
                let next: Vec<char> = lines[i + 1].chars().collect();
                let cgchars = lines[i + 1][..cg].chars().count();
                let mut c: String = next[..cgchars.min(next.len())].iter().collect();
                if start > gchars {
                    c.push(' ');
                }
                let cend = (start + MAX_LINE).min(next.len());
                if start < cend {
                    c.extend(&next[start..cend]);
                }
                out.push(c.trim_end().to_string());
                i += 2;
            }
            _ => {
                let mut s: String = line.chars().take(MAX_LINE * 2).collect();
                if n > MAX_LINE * 2 {
                    s.push_str(&format!("… ({} more characters)", n - MAX_LINE * 2));
                }
                out.push(s);
                i += 1;
            }
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::clip_long_lines;

    #[test]
    fn long_source_lines_keep_the_caret_on_its_character() {
        let src = format!("{}X{}", "(".repeat(5000), ")".repeat(5000));
        let rendered = format!(
            "error: e\n  ┌─ f.td:1:5001\n  │\n1 │ {src}\n  │ {}^\n",
            " ".repeat(5000)
        );
        let out = clip_long_lines(&rendered);
        assert!(out.len() < 1000, "{out}");
        let lines: Vec<&str> = out.lines().collect();
        let caret_col = lines[4].chars().position(|c| c == '^').expect("caret");
        assert_eq!(lines[3].chars().nth(caret_col), Some('X'), "{out}");
        assert_eq!(clip_long_lines("short\n"), "short\n");
    }
}
