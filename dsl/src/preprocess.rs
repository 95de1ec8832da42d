//! The TableGen preprocessor (LLVM 14, ProgRef "Preprocessing Facilities"):
//! `#define NAME`, `#ifdef NAME`, `#ifndef NAME`, `#else`, `#endif`.
//!
//! Invariants:
//! * The output has exactly the byte length of the input and the same bytes
//!   at every `\n` and `\r`: directive lines and skipped regions are replaced
//!   by spaces, so spans computed on the output are valid in the input.
//! * A directive is `#` as the first non-blank character of a line (blanks are
//!   spaces, tabs and `/* */` comments closed on that line) directly followed
//!   by the directive word. Lines that start inside a block comment, a code
//!   literal `[{ }]` or (never across lines) a string are not directives. Any
//!   other `#` is TableGen's paste operator and is left alone.
//! * Only comments may follow a directive on its line; a block comment there
//!   must end on the same line.
//! * Each file closes its own conditionals; macros persist across files (the
//!   same [`Preprocessor`] is reused for every included file).

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use std::collections::HashSet;

/// Macro state shared across all files of one run (LLVM's `#define` is
/// global and ordered by the include sequence).
#[derive(Clone, Debug, Default)]
pub struct Preprocessor {
    pub defines: HashSet<String>,
}

/// Lexical state carried from one line to the next in active regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lex {
    Normal,
    /// Inside `/* */`, with the nesting depth (TableGen comments nest).
    Comment(u32),
    /// Inside `[{ }]`.
    Code,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Directive {
    Define,
    Ifdef,
    Ifndef,
    Else,
    Endif,
}

impl Directive {
    fn spelling(self) -> &'static str {
        match self {
            Directive::Define => "#define",
            Directive::Ifdef => "#ifdef",
            Directive::Ifndef => "#ifndef",
            Directive::Else => "#else",
            Directive::Endif => "#endif",
        }
    }
}

/// One open `#ifdef`/`#ifndef`.
#[derive(Clone, Debug)]
struct Cond {
    /// Whether the enclosing region is processed.
    parent_active: bool,
    /// Whether the test succeeded (the `#ifdef` branch is processed).
    test: bool,
    /// Span of the opening directive.
    open: Span,
    /// Span of the `#else`, once seen.
    else_span: Option<Span>,
}

impl Cond {
    fn active(&self) -> bool {
        self.parent_active && (self.test != self.else_span.is_some())
    }
}

/// A recognised directive line.
struct DirectiveLine<'a> {
    kind: Directive,
    /// Span from `#` to the end of the directive word.
    span: Span,
    /// The macro name, for `#define`/`#ifdef`/`#ifndef`.
    name: Option<&'a str>,
}

impl Preprocessor {
    pub fn new() -> Preprocessor {
        Preprocessor::default()
    }

    /// Returns `text` with directive lines and skipped regions blanked out
    /// (same length, newlines kept).
    pub fn run(&mut self, file: FileId, text: &str) -> Result<String, Diagnostic> {
        let bytes = text.as_bytes();
        // Fast path: without a `#` there can be no directive.
        if !bytes.contains(&b'#') {
            return Ok(text.to_string());
        }
        let mut out = bytes.to_vec();
        let mut stack: Vec<Cond> = Vec::new();
        let mut lex = Lex::Normal;
        let mut line_start = 0usize;
        while line_start < bytes.len() {
            let line_end = bytes[line_start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |p| line_start + p);
            let line = &text[line_start..line_end];
            let active = stack.last().map_or(true, Cond::active);
            let directive = if !active || lex == Lex::Normal {
                parse_directive(file, line, line_start, active)?
            } else {
                None
            };
            if let Some(d) = directive {
                self.apply(&mut stack, d, active)?;
                blank(&mut out[line_start..line_end]);
            } else if active {
                lex = scan_line(line.as_bytes(), lex);
            } else {
                blank(&mut out[line_start..line_end]);
            }
            line_start = line_end + 1;
        }
        if let Some(c) = stack.last() {
            return Err(Diagnostic::error(c.open, "unterminated conditional")
                .with_label("this conditional has no '#endif' in this file")
                .with_note("each file must close the '#ifdef'/'#ifndef' it opens"));
        }
        // Only ASCII bytes outside `\n`/`\r` were replaced by spaces, and
        // whole lines at a time, so the text is still UTF-8.
        String::from_utf8(out).map_err(|_| {
            Diagnostic::error(
                Span::new(file, 0, 0),
                "internal error: preprocessor output is not UTF-8",
            )
        })
    }

    fn apply(
        &mut self,
        stack: &mut Vec<Cond>,
        d: DirectiveLine<'_>,
        active: bool,
    ) -> Result<(), Diagnostic> {
        match d.kind {
            Directive::Define => {
                if active {
                    if let Some(name) = d.name {
                        self.defines.insert(name.to_string());
                    }
                }
            }
            Directive::Ifdef | Directive::Ifndef => {
                let defined = d.name.is_some_and(|n| self.defines.contains(n));
                stack.push(Cond {
                    parent_active: active,
                    test: defined == (d.kind == Directive::Ifdef),
                    open: d.span,
                    else_span: None,
                });
            }
            Directive::Else => match stack.last_mut() {
                None => {
                    return Err(
                        Diagnostic::error(d.span, "'#else' without '#ifdef' or '#ifndef'")
                            .with_label("no open conditional"),
                    )
                }
                Some(c) => {
                    if let Some(prev) = c.else_span {
                        return Err(Diagnostic::error(d.span, "duplicate '#else'")
                            .with_label("second '#else' of this conditional")
                            .with_secondary(prev, "first '#else' is here")
                            .with_secondary(c.open, "conditional opened here"));
                    }
                    c.else_span = Some(d.span);
                }
            },
            Directive::Endif => {
                if stack.pop().is_none() {
                    return Err(Diagnostic::error(
                        d.span,
                        "'#endif' without '#ifdef' or '#ifndef'",
                    )
                    .with_label("no open conditional"));
                }
            }
        }
        Ok(())
    }
}

/// Replaces every byte except `\r` with a space (the slice holds no `\n`).
fn blank(line: &mut [u8]) {
    for b in line.iter_mut() {
        if *b != b'\r' {
            *b = b' ';
        }
    }
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\x0B' | b'\x0C')
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Skips blanks and `/* */` comments that close on this line. Returns the
/// new index, or `None` if a block comment does not close on the line.
fn skip_blanks_and_comments(line: &[u8], mut i: usize) -> Option<usize> {
    loop {
        while i < line.len() && is_blank(line[i]) {
            i += 1;
        }
        if line[i..].starts_with(b"/*") {
            let mut depth = 1u32;
            i += 2;
            while depth > 0 {
                if i + 1 >= line.len() {
                    return None;
                }
                if line[i] == b'*' && line[i + 1] == b'/' {
                    depth -= 1;
                    i += 2;
                } else if line[i] == b'/' && line[i + 1] == b'*' {
                    depth += 1;
                    i += 2;
                } else {
                    i += 1;
                }
            }
        } else {
            return Some(i);
        }
    }
}

/// Words that look like a misspelt or unsupported directive. `#word` at the
/// start of a line with any other word is a paste (e.g. `# Frag.geom` or
/// `#NAME` continuing a def name), as in LLVM.
fn looks_like_directive(word: &str) -> bool {
    const KNOWN: [&str; 5] = ["define", "ifdef", "ifndef", "else", "endif"];
    const C_ONLY: [&str; 9] = [
        "if", "elif", "elifdef", "elifndef", "undef", "include", "error", "warning", "pragma",
    ];
    let lower = word.to_ascii_lowercase();
    if C_ONLY.contains(&lower.as_str()) {
        return true;
    }
    KNOWN
        .iter()
        .any(|k| lower.starts_with(k) || edit_distance_at_most_one(&lower, k))
}

/// Whether `a` and `b` differ by at most one insertion, deletion or
/// substitution (ASCII).
fn edit_distance_at_most_one(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let prefix = short.iter().zip(long).take_while(|(x, y)| x == y).count();
    if prefix == short.len() {
        return true;
    }
    if short.len() == long.len() {
        short[prefix + 1..] == long[prefix + 1..]
    } else {
        short[prefix..] == long[prefix + 1..]
    }
}

/// Recognises a directive line. `offset` is the byte offset of the line in
/// the file. In inactive regions only the structure matters (`#define` is
/// ignored and unknown words are skipped like any text), but the syntax of
/// conditionals is still checked.
fn parse_directive<'a>(
    file: FileId,
    line: &'a str,
    offset: usize,
    active: bool,
) -> Result<Option<DirectiveLine<'a>>, Diagnostic> {
    let b = line.as_bytes();
    let Some(hash) = skip_blanks_and_comments(b, 0) else {
        return Ok(None);
    };
    if b.get(hash) != Some(&b'#') {
        return Ok(None);
    }
    let word_start = hash + 1;
    let word_end = word_start
        + b[word_start..]
            .iter()
            .take_while(|&&c| is_ident_char(c))
            .count();
    let word = &line[word_start..word_end];
    let span = Span::new(file, offset + hash, offset + word_end);
    let kind = match word {
        "define" => Directive::Define,
        "ifdef" => Directive::Ifdef,
        "ifndef" => Directive::Ifndef,
        "else" => Directive::Else,
        "endif" => Directive::Endif,
        _ => {
            if active && !word.is_empty() && looks_like_directive(word) {
                return Err(Diagnostic::error(
                    span,
                    format!("unknown preprocessor directive '#{word}'"),
                )
                .with_label("not a TableGen directive")
                .with_note("the directives are #define, #ifdef, #ifndef, #else and #endif"));
            }
            return Ok(None);
        }
    };
    // The name, for the directives that take one.
    let mut i = word_end;
    let mut name = None;
    if matches!(
        kind,
        Directive::Define | Directive::Ifdef | Directive::Ifndef
    ) {
        let name_start = skip_blanks_and_comments(b, i).unwrap_or(b.len());
        let missing = || {
            Diagnostic::error(
                span,
                format!("expected a macro name after '{}'", kind.spelling()),
            )
            .with_label("macro name missing")
        };
        if name_start == i || name_start >= b.len() || !is_ident_start(b[name_start]) {
            // LLVM requires a blank between the directive and the name.
            return Err(missing());
        }
        let name_end = name_start
            + b[name_start..]
                .iter()
                .take_while(|&&c| is_ident_char(c))
                .count();
        name = Some(&line[name_start..name_end]);
        i = name_end;
    }
    // Only blanks and comments may follow.
    match skip_blanks_and_comments(b, i) {
        Some(j) if j == b.len() || b[j..].starts_with(b"//") => {}
        Some(j) => {
            let what = if name.is_some() {
                format!("'{} NAME'", kind.spelling())
            } else {
                format!("'{}'", kind.spelling())
            };
            return Err(Diagnostic::error(
                Span::new(file, offset + j, offset + b.len()),
                format!("only comments may follow {what} on its line"),
            )
            .with_label("unexpected text")
            .with_secondary(span, "directive"));
        }
        None => {
            return Err(Diagnostic::error(
                span,
                "a block comment after a directive must end on the same line",
            )
            .with_label("directive with an unterminated '/*' comment"));
        }
    }
    Ok(Some(DirectiveLine { kind, span, name }))
}

/// Advances the lexical state over one line of an active region: block
/// comments (nested), code literals, strings and line comments.
fn scan_line(line: &[u8], mut lex: Lex) -> Lex {
    let n = line.len();
    let mut i = 0usize;
    while i < n {
        match lex {
            Lex::Comment(depth) => {
                if line[i] == b'*' && i + 1 < n && line[i + 1] == b'/' {
                    lex = if depth == 1 {
                        Lex::Normal
                    } else {
                        Lex::Comment(depth - 1)
                    };
                    i += 2;
                } else if line[i] == b'/' && i + 1 < n && line[i + 1] == b'*' {
                    lex = Lex::Comment(depth + 1);
                    i += 2;
                } else {
                    i += 1;
                }
            }
            Lex::Code => {
                if line[i] == b'}' && i + 1 < n && line[i + 1] == b']' {
                    lex = Lex::Normal;
                    i += 2;
                } else {
                    i += 1;
                }
            }
            Lex::Normal => match line[i] {
                b'/' if i + 1 < n && line[i + 1] == b'/' => return Lex::Normal,
                b'/' if i + 1 < n && line[i + 1] == b'*' => {
                    lex = Lex::Comment(1);
                    i += 2;
                }
                b'[' if i + 1 < n && line[i + 1] == b'{' => {
                    lex = Lex::Code;
                    i += 2;
                }
                b'"' => {
                    // Strings end at the closing quote or (an error the
                    // parser reports) at the end of the line.
                    i += 1;
                    while i < n && line[i] != b'"' {
                        i += if line[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
                _ => i += 1,
            },
        }
    }
    lex
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> Result<String, Diagnostic> {
        Preprocessor::new().run(FileId(0), text)
    }

    fn check_shape(input: &str, output: &str) {
        assert_eq!(input.len(), output.len());
        for (a, b) in input.bytes().zip(output.bytes()) {
            if a == b'\n' || a == b'\r' {
                assert_eq!(a, b);
            } else {
                assert!(b == a || b == b' ');
            }
        }
    }

    #[test]
    fn no_directives_is_identity() {
        let t = "def X { int a = 1; }\ndef Y#Z;\n";
        assert_eq!(run(t).unwrap(), t);
    }

    #[test]
    fn ifdef_else_endif() {
        let t = "#define A\n#ifdef A\ndef X;\n#else\ndef Y;\n#endif\n#ifndef A\ndef Z;\n#endif\n";
        let o = run(t).unwrap();
        check_shape(t, &o);
        assert!(o.contains("def X;"));
        assert!(!o.contains("def Y;"));
        assert!(!o.contains("def Z;"));
        assert!(!o.contains('#'));
    }

    #[test]
    fn nested_and_comments() {
        let t = "  #ifdef A // c\n#ifdef B\nx\n#else\ny\n#endif\n#else /* c */\n#ifndef B\nz\n#endif\n#endif\n";
        let o = run(t).unwrap();
        check_shape(t, &o);
        assert!(!o.contains('x') && !o.contains('y'));
        assert!(o.contains('z'));
    }

    #[test]
    fn macros_persist_across_files() {
        let mut p = Preprocessor::new();
        p.run(FileId(0), "#define FOO\n").unwrap();
        let o = p.run(FileId(1), "#ifdef FOO\nyes\n#endif\n").unwrap();
        assert!(o.contains("yes"));
    }

    #[test]
    fn define_in_inactive_region_is_ignored() {
        let mut p = Preprocessor::new();
        p.run(FileId(0), "#ifdef NOPE\n#define X\n#endif\n")
            .unwrap();
        assert!(!p.defines.contains("X"));
    }

    #[test]
    fn hash_elsewhere_is_paste() {
        let t = "def A#B;\n  # Frag\n#NAME\n\"#ifdef\"\n/*\n#ifdef X\n*/\n[{\n#else\n}]\n";
        assert_eq!(run(t).unwrap(), t);
    }

    #[test]
    fn crlf_kept() {
        let t = "#ifdef A\r\nx\r\n#endif\r\n";
        let o = run(t).unwrap();
        assert_eq!(o, "        \r\n \r\n      \r\n");
    }

    #[test]
    fn non_ascii_in_skipped_region() {
        let t = "#ifdef A\n// é ü\n#endif\n";
        let o = run(t).unwrap();
        check_shape(t, &o);
    }

    #[test]
    fn errors() {
        let e = run("x\n#else\n").unwrap_err();
        assert_eq!((e.span.start, e.span.end), (2, 7));
        assert!(e.message.contains("#else"));
        let e = run("#endif\n").unwrap_err();
        assert!(e.message.contains("#endif"));
        let e = run("#ifdef A\n#else\n#else\n#endif\n").unwrap_err();
        assert!(e.message.contains("duplicate"));
        assert_eq!(e.span.start, 15);
        let e = run("#ifdef\n").unwrap_err();
        assert!(e.message.contains("macro name"));
        let e = run("#define 1A\n").unwrap_err();
        assert!(e.message.contains("macro name"));
        let e = run("#ifdf A\n").unwrap_err();
        assert!(e.message.contains("unknown preprocessor directive"));
        assert_eq!((e.span.start, e.span.end), (0, 5));
        let e = run("x\n#ifdef A\ny\n").unwrap_err();
        assert!(e.message.contains("unterminated"));
        assert_eq!(e.span.start, 2);
        let e = run("#define A B\n").unwrap_err();
        assert!(e.message.contains("only comments"));
        let e = run("#endif /* \n */\n").unwrap_err();
        assert!(e.message.contains("block comment"));
    }

    #[test]
    fn unknown_word_in_inactive_region_is_ignored() {
        assert!(run("#ifdef A\n#ifdf B\n#endif\n").is_ok());
    }

    #[test]
    fn edit_distance() {
        assert!(edit_distance_at_most_one("ifdf", "ifdef"));
        assert!(edit_distance_at_most_one("endf", "endif"));
        assert!(edit_distance_at_most_one("efdef", "ifdef"));
        assert!(edit_distance_at_most_one("else", "else"));
        assert!(!edit_distance_at_most_one("frag", "else"));
        assert!(!edit_distance_at_most_one("NAME", "define"));
    }
}
