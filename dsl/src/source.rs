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
    /// A file with its line table (what [`SourceMap::add`] stores).
    pub fn new(name: String, path: Option<PathBuf>, text: String) -> SourceFile {
        let line_starts = line_starts(text.as_bytes());
        SourceFile {
            name,
            path,
            text,
            line_starts,
        }
    }

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

/// Offsets of the line starts of `text`: 0 and every byte after a `\n`.
/// Eight bytes at a time: a word without a `\n` byte (the SWAR zero-byte
/// test on `word ^ 0x0a..0a`, which has no false negatives) is skipped
/// whole; a word that may hold one is scanned byte by byte.
fn line_starts(text: &[u8]) -> Vec<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut out = Vec::with_capacity(text.len() / 32 + 1);
    out.push(0u32);
    let mut scan = |base: usize, bytes: &[u8]| {
        for (k, &b) in bytes.iter().enumerate() {
            if b == b'\n' {
                out.push((base + k + 1) as u32);
            }
        }
    };
    let mut chunks = text.chunks_exact(8);
    let mut base = 0;
    for c in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(c);
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
        if x.wrapping_sub(ONES) & !x & HIGHS != 0 {
            scan(base, c);
        }
        base += 8;
    }
    scan(base, chunks.remainder());
    out
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file and returns its id; ids are given out in order, starting at 0.
    pub fn add(&mut self, name: String, path: Option<PathBuf>, text: String) -> FileId {
        self.add_file(SourceFile::new(name, path, text))
    }

    /// Adds a file built with [`SourceFile::new`] and returns its id.
    pub fn add_file(&mut self, f: SourceFile) -> FileId {
        self.files.push(f);
        FileId(self.files.len() as u32 - 1)
    }

    /// The id the next file added will get.
    pub fn next_id(&self) -> FileId {
        FileId(self.files.len() as u32)
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

#[cfg(test)]
mod tests {
    use super::line_starts;

    fn naive(text: &[u8]) -> Vec<u32> {
        let mut v = vec![0];
        v.extend(
            text.iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        v
    }

    #[test]
    fn line_starts_match_a_byte_scan() {
        let mut cases: Vec<Vec<u8>> = vec![
            b"".to_vec(),
            b"\n".to_vec(),
            b"abc".to_vec(),
            b"a\nb\n\n\nccccccccccccccccc\nd".to_vec(),
            b"12345678\n1234567\n".to_vec(),
            "é\u{8a}\u{10a}x\n\u{0b}\u{09}\n".as_bytes().to_vec(),
        ];
        // Every byte value at every position of a 17-byte window.
        for b in 0..=255u8 {
            for pos in 0..17 {
                let mut t = vec![b'x'; 17];
                t[pos] = b;
                cases.push(t);
            }
        }
        for c in &cases {
            assert_eq!(line_starts(c), naive(c), "{c:?}");
        }
    }
}
