//! Diagnostics: errors collected per phase and rendered with
//! `codespan-reporting` (file:line:col, the source line, a caret).
//!
//! Invariant: a [`Diagnostic`] has exactly one primary label (its span) and
//! any number of notes; notes say what to do.

use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// One error (or warning) with its primary location.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    /// Text under the caret; empty means "here".
    pub label: String,
    /// Secondary locations, e.g. "previous definition is here".
    pub secondary: Vec<(Span, String)>,
    pub notes: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

impl Diagnostic {
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

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }
}

/// Errors of one run; rendering needs the [`SourceMap`] they point into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }
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
            term::emit_into_string(&config, &files, &cs)
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
