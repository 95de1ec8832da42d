//! Source files and spans.
//!
//! Every file the front end reads (the top file and each `include`) gets a
//! [`FileId`] in one [`SourceMap`]. A [`Span`] is a byte range in one file.
//!
//! Invariant: the preprocessor never changes byte offsets (it blanks out
//! directives and skipped regions with spaces), so spans computed on the
//! preprocessed text are valid in the original text the map stores.

use std::path::PathBuf;

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `[start, end)` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// The file the range is in.
    pub file: FileId,
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte (`start == end` is an empty span, a position).
    pub end: u32,
}

impl Span {
    /// The span `[start, end)` in `file` (offsets are stored as `u32`: files are under 4 GiB).
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both (they must be in the same file).
    pub fn to(self, other: Span) -> Span {
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// One source file: its name as shown in diagnostics, its path on disk (if
/// any) and its original text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name diagnostics show (the path as given, or the name passed to [`crate::load_str`]).
    pub name: String,
    /// The path it was read from; `None` for in-memory text.
    pub path: Option<PathBuf>,
    /// The original text (before preprocessing).
    pub text: String,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).min(self.text.len());
        let col = self
            .text
            .get(start..end)
            .map_or(end - start, |s| s.chars().count());
        (line + 1, col + 1)
    }
}

/// All files read so far, in the order they were first read.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file and returns its id; ids are given out in order, starting at 0.
    pub fn add(&mut self, name: String, path: Option<PathBuf>, text: String) -> FileId {
        let mut line_starts = vec![0u32];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        self.files.push(SourceFile {
            name,
            path,
            text,
            line_starts,
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// The file with id `id` (panics on an id from another map).
    pub fn get(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// Every file, in id order.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// `file:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let f = self.get(span.file);
        let (l, c) = f.line_col(span.start);
        format!("{}:{}:{}", f.name, l, c)
    }
}
