//! The TableGen preprocessor (LLVM 14, ProgRef "Preprocessing Facilities"):
//! `#define NAME`, `#ifdef NAME`, `#ifndef NAME`, `#else`, `#endif`.
//!
//! Invariants:
//! * The output has exactly the byte length of the input and the same bytes
//!   at every `\n` and `\r`: directives and skipped regions are replaced by
//!   spaces, so spans computed on the output are valid in the input, and the
//!   output is valid UTF-8 (only whole characters are replaced).
//! * Directives are recognised where LLVM's lexer recognises them (TGLexer,
//!   `FileOrLineStart`): `#` preceded on its line only by blanks and by block
//!   comments that began that way, directly followed by the directive word and
//!   then a blank, a comment or the end of the line. A `#` inside a string, a
//!   code literal `[{ }]` or a comment, or after other text, is TableGen's
//!   paste operator (or plain text) and is left alone.
//! * Only blanks and comments may follow a directive; a block comment there
//!   may span lines (it is blanked with the directive).
//! * In a skipped region only lines whose first non-blank text is `#` (after
//!   blanks and block comments, which may span lines) are looked at, as in
//!   LLVM's `prepSkipRegion`.
//! * Each file closes its own conditionals; macros persist across files (the
//!   same [`Preprocessor`] is reused for every included file).

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use std::collections::HashSet;

/// Macro state shared across all files of one run (LLVM's `#define` is
/// global and ordered by the include sequence).
#[derive(Clone, Debug, Default)]
pub struct Preprocessor {
    /// The macros defined so far (by `-D` or `#define`); `#ifdef` tests membership.
    pub defines: HashSet<String>,
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

/// A recognised directive.
struct DirectiveLine<'a> {
    kind: Directive,
    /// Span from `#` to the end of the directive word.
    span: Span,
    /// The macro name, for `#define`/`#ifdef`/`#ifndef`.
    name: Option<&'a str>,
    /// Where the directive ends: the `\n` ending its line (after any
    /// trailing comments) or the end of the text.
    end: usize,
}

/// The lexer state in a processed region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lex {
    Normal,
    /// Inside `/* */` (comments nest); `fresh` if the comment began where a
    /// directive could have begun, so that one may follow it.
    Comment {
        depth: u32,
        fresh: bool,
    },
    /// Inside `[{ }]`.
    Code,
}

/// Bytes that end a run of ordinary text in a processed region.
fn is_special(b: u8) -> bool {
    matches!(b, b'\n' | b'/' | b'"' | b'[')
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

/// Position of the next `\n` at or after `i`, or the end of `b`.
fn line_end(b: &[u8], i: usize) -> usize {
    b.get(i..)
        .and_then(|r| r.iter().position(|&c| c == b'\n'))
        .map_or(b.len(), |p| i + p)
}

/// Replaces every byte of `out[from..to]` except `\n` and `\r` by a space.
fn blank(out: &mut [u8], from: usize, to: usize) {
    if let Some(r) = out.get_mut(from..to) {
        for c in r.iter_mut() {
            if *c != b'\n' && *c != b'\r' {
                *c = b' ';
            }
        }
    }
}

/// Skips a nested block comment whose `/*` is at `i`. Returns the position
/// after its `*/`, or `None` if the text ends first.
pub(crate) fn skip_block_comment(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0u32;
    while i + 1 < b.len() {
        match (b[i], b[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

impl Preprocessor {
    /// A preprocessor with no macro defined.
    pub fn new() -> Preprocessor {
        Preprocessor::default()
    }

    /// Returns `text` with directives and skipped regions blanked out (same
    /// length, newlines kept).
    pub fn run(&mut self, file: FileId, text: &str) -> Result<String, Diagnostic> {
        let b = text.as_bytes();
        // Fast path: without a `#` there can be no directive.
        if !b.contains(&b'#') {
            return Ok(text.to_string());
        }
        let mut out = b.to_vec();
        let mut stack: Vec<Cond> = Vec::new();
        let mut lex = Lex::Normal;
        // LLVM's `FileOrLineStart`: only blanks (and fresh comments) so far
        // on this line.
        let mut line_start = true;
        let mut i = 0usize;
        let n = b.len();
        while i < n {
            if !stack.last().is_none_or(Cond::active) {
                // Skipped region; `i` is at the start of a line.
                i = self.skip_line(file, text, &mut out, &mut stack, i)?;
                line_start = true;
                lex = Lex::Normal;
                continue;
            }
            match lex {
                Lex::Comment { depth, fresh } => {
                    while i < n && b[i] != b'*' && b[i] != b'/' {
                        i += 1;
                    }
                    if i + 1 >= n {
                        // Unterminated: the parser reports it.
                        i = n;
                    } else if b[i] == b'*' && b[i + 1] == b'/' {
                        i += 2;
                        if depth == 1 {
                            lex = Lex::Normal;
                            line_start = fresh;
                        } else {
                            lex = Lex::Comment {
                                depth: depth - 1,
                                fresh,
                            };
                        }
                    } else if b[i] == b'/' && b[i + 1] == b'*' {
                        i += 2;
                        lex = Lex::Comment {
                            depth: depth + 1,
                            fresh,
                        };
                    } else {
                        i += 1;
                    }
                }
                Lex::Code => {
                    while i < n && b[i] != b'}' {
                        i += 1;
                    }
                    if i + 1 < n && b[i + 1] == b']' {
                        lex = Lex::Normal;
                        i += 2;
                    } else {
                        i += 1;
                    }
                }
                Lex::Normal => {
                    let c = b[i];
                    if c == b'\n' {
                        line_start = true;
                        i += 1;
                    } else if is_blank(c) {
                        i += 1;
                    } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
                        i = line_end(b, i);
                    } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
                        lex = Lex::Comment {
                            depth: 1,
                            fresh: line_start,
                        };
                        i += 2;
                    } else if c == b'#' && line_start {
                        match parse_directive(file, text, i, true)? {
                            Some(d) => {
                                let end = d.end;
                                self.apply(&mut stack, d, true)?;
                                blank(&mut out, i, end);
                                i = end;
                            }
                            None => {
                                line_start = false;
                                i += 1;
                            }
                        }
                    } else if c == b'"' {
                        // Strings end at the closing quote or (an error the
                        // parser reports) at the end of the line.
                        i += 1;
                        while i < n && b[i] != b'"' && b[i] != b'\n' {
                            i += if b[i] == b'\\' && b.get(i + 1) != Some(&b'\n') {
                                2
                            } else {
                                1
                            };
                        }
                        if i < n && b[i] == b'"' {
                            i += 1;
                        }
                        line_start = false;
                    } else if c == b'[' && b.get(i + 1) == Some(&b'{') {
                        lex = Lex::Code;
                        line_start = false;
                        i += 2;
                    } else {
                        // A run of ordinary text.
                        line_start = false;
                        i += 1;
                        while i < n && !is_special(b[i]) {
                            i += 1;
                        }
                    }
                }
            }
        }
        if let Some(c) = stack.last() {
            return Err(Diagnostic::error(c.open, "unterminated conditional")
                .with_label("this conditional has no '#endif' in this file")
                .with_note("each file must close the '#ifdef'/'#ifndef' it opens"));
        }
        String::from_utf8(out).map_err(|_| {
            Diagnostic::error(
                Span::new(file, 0, 0),
                "internal error: preprocessor output is not UTF-8",
            )
        })
    }

    /// One step of a skipped region starting at the line start `i`
    /// (LLVM's `prepSkipLineBegin` + `prepSkipRegion`): skips blanks and
    /// block comments (across lines), then either handles a directive or
    /// skips the rest of the line. Everything passed over is blanked.
    /// Returns where to continue (a line start).
    fn skip_line(
        &mut self,
        file: FileId,
        text: &str,
        out: &mut [u8],
        stack: &mut Vec<Cond>,
        start: usize,
    ) -> Result<usize, Diagnostic> {
        let b = text.as_bytes();
        let mut i = start;
        loop {
            while i < b.len() && (is_blank(b[i]) || b[i] == b'\n') {
                i += 1;
            }
            if b.get(i..).is_some_and(|r| r.starts_with(b"/*")) {
                match skip_block_comment(b, i) {
                    Some(j) => i = j,
                    None => {
                        return Err(Diagnostic::error(
                            Span::new(file, i, i + 2),
                            "unterminated block comment in a skipped region",
                        )
                        .with_label("comment starts here"))
                    }
                }
            } else {
                break;
            }
        }
        let mut end = line_end(b, i);
        if b.get(i) == Some(&b'#') {
            if let Some(d) = parse_directive(file, text, i, false)? {
                end = d.end;
                if d.kind != Directive::Define {
                    self.apply(stack, d, false)?;
                }
            }
        }
        blank(out, start, end);
        Ok(end)
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
            // llvm-tblgen 14's lexer cannot skip a region that holds an
            // `#ifndef` (its `prepSkipRegion` compares the kind it found,
            // `#ifndef`, with the one `lexPreprocessor` returns, `#ifdef`,
            // and stops with "prepIsDirective() and lexPreprocessor()
            // returned different token kinds"): the same input is an error
            // here, not a silently different success.
            Directive::Ifndef if !active => {
                return Err(Diagnostic::error(
                    d.span,
                    "'#ifndef' inside a region that is skipped (an enclosing '#ifdef'/'#ifndef' is false, or its '#else' branch is not taken)",
                )
                .with_label("llvm-tblgen 14 cannot skip this directive")
                .with_note("llvm-tblgen 14 stops here with \"prepIsDirective() and lexPreprocessor() returned different token kinds\"; write the condition with '#ifdef' and '#else' instead"));
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

/// Skips what may follow a directive (LLVM's `prepSkipDirectiveEnd`): blanks
/// and comments up to the end of the line; a block comment may span lines.
/// Returns the position of the line end, or the offending position.
fn skip_directive_end(b: &[u8], mut i: usize) -> Result<usize, (usize, &'static str)> {
    loop {
        match b.get(i) {
            None | Some(b'\n') => return Ok(i),
            Some(&c) if is_blank(c) => i += 1,
            Some(b'/') if b.get(i + 1) == Some(&b'/') => return Ok(line_end(b, i)),
            Some(b'/') if b.get(i + 1) == Some(&b'*') => match skip_block_comment(b, i) {
                Some(j) => i = j,
                None => return Err((i, "unterminated block comment after a directive")),
            },
            Some(_) => return Err((i, "only comments may follow a directive on its line")),
        }
    }
}

/// Recognises a directive whose `#` is at `hash`. In skipped regions
/// unknown words are ignored like any text, but the syntax of recognised
/// directives is still checked.
fn parse_directive<'a>(
    file: FileId,
    text: &'a str,
    hash: usize,
    active: bool,
) -> Result<Option<DirectiveLine<'a>>, Diagnostic> {
    let b = text.as_bytes();
    let word_start = hash + 1;
    let word_len = b
        .get(word_start..)
        .map_or(0, |r| r.iter().take_while(|&&c| is_ident_char(c)).count());
    let word_end = word_start + word_len;
    let word = text.get(word_start..word_end).unwrap_or("");
    let span = Span::new(file, hash, word_end);
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
    // LLVM: the word must be followed by a blank, a comment or the line end.
    let follows_ok = match b.get(word_end) {
        None | Some(b'\n') => true,
        Some(&c) if is_blank(c) => true,
        Some(b'/') => matches!(b.get(word_end + 1), Some(b'/' | b'*')),
        _ => false,
    };
    if !follows_ok {
        if !active {
            return Ok(None);
        }
        return Err(Diagnostic::error(
            Span::new(file, hash, (word_end + 1).min(b.len())),
            format!("malformed '{}' directive", kind.spelling()),
        )
        .with_label("expected a blank after the directive"));
    }
    let mut i = word_end;
    let mut name = None;
    if matches!(
        kind,
        Directive::Define | Directive::Ifdef | Directive::Ifndef
    ) {
        while b.get(i).is_some_and(|&c| c == b' ' || c == b'\t') {
            i += 1;
        }
        if i == word_end || !b.get(i).is_some_and(|&c| is_ident_start(c)) {
            return Err(Diagnostic::error(
                span,
                format!("expected a macro name after '{}'", kind.spelling()),
            )
            .with_label("macro name missing"));
        }
        let name_end = i + b[i..].iter().take_while(|&&c| is_ident_char(c)).count();
        name = text.get(i..name_end);
        i = name_end;
    }
    let end = skip_directive_end(b, i).map_err(|(at, msg)| {
        Diagnostic::error(Span::new(file, at, line_end(b, at)), msg)
            .with_label("unexpected text")
            .with_secondary(span, "directive")
    })?;
    Ok(Some(DirectiveLine {
        kind,
        span,
        name,
        end,
    }))
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
        // An `#ifndef` in a skipped region: llvm-tblgen 14 stops there.
        let t = "#ifdef A\n#ifndef B\nz\n#endif\n#endif\n";
        assert!(run(t)
            .unwrap_err()
            .message
            .contains("'#ifndef' inside a region that is skipped"));
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
        let e = run("#ifdef A\n#endif /* \n").unwrap_err();
        assert!(e.message.contains("block comment"));
        let e = run("#else(\n").unwrap_err();
        assert!(e.message.contains("malformed"));
        let e = run("#ifdefX\n").unwrap_err();
        assert!(e.message.contains("unknown preprocessor directive"));
    }

    #[test]
    fn comments_around_directives() {
        // A block comment after a directive may span lines.
        let t = "#ifdef A /* x\n y */\nz\n#endif\nw\n";
        let o = run(t).unwrap();
        check_shape(t, &o);
        assert_eq!(o.trim(), "w");
        // In a skipped region a comment at a line start hides directives.
        let t = "#ifdef A\n/*\n#endif\n*/\n#endif\nv\n";
        let o = run(t).unwrap();
        assert_eq!(o.trim(), "v");
        // A directive may follow a comment that began at a line start ...
        let t = "/*\n*/ #ifdef A\nx\n#endif\n";
        let o = run(t).unwrap();
        check_shape(t, &o);
        assert!(o.starts_with("/*\n*/ ") && !o.contains('x') && !o.contains('#'));
        // ... but not one that began after other text.
        let t = "def X; /*\n*/ #ifdef A\n";
        assert_eq!(run(t).unwrap(), t);
        let t = "/* a */ #define B\n#ifdef B\ny\n#endif\n";
        let o = run(t).unwrap();
        assert!(o.starts_with("/* a */ ") && o.contains('y'));
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
