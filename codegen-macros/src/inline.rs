//! `td!`: TableGen text rebuilt from the macro's input tokens, and the map
//! from byte offsets in that text back to the tokens' spans.
//!
//! Each token is written at its original line and column (the gap before it
//! filled with newlines and spaces), so the text has the layout of the `.rs`
//! file (minus its plain comments) and a diagnostic's `line:col` is the
//! `.rs` file's. Tokens whose position is unknown or out of order (produced
//! by another macro) are appended after a space.

use proc_macro::{Delimiter, Spacing, Span, TokenStream, TokenTree};

pub struct Inline {
    /// The name diagnostics show: the `.rs` file of the first token.
    pub name: String,
    pub text: String,
    /// Each token's byte range in `text` and its span, in text order.
    tokens: Vec<(usize, usize, Span)>,
    // Builder state.
    line: usize,
    col: usize,
    file: Option<String>,
    glue_next: bool,
}

impl Inline {
    pub fn new(input: TokenStream) -> Inline {
        let mut b = Inline {
            name: String::new(),
            text: String::new(),
            tokens: Vec::new(),
            line: 1,
            col: 1,
            file: None,
            glue_next: true,
        };
        b.stream(input);
        b.name = match &b.file {
            Some(f) if !f.is_empty() => f.clone(),
            _ => "<td!>".to_string(),
        };
        b
    }

    fn stream(&mut self, ts: TokenStream) {
        let mut iter = ts.into_iter().peekable();
        while let Some(tt) = iter.next() {
            match tt {
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::None => {
                            self.stream(g.stream());
                            continue;
                        }
                    };
                    self.emit(open, g.span_open(), true);
                    self.stream(g.stream());
                    self.emit(close, g.span_close(), false);
                }
                TokenTree::Punct(p) => {
                    // A doc comment arrives as `#[doc = "..."]` (or
                    // `#![doc...]`), every token with the comment's span:
                    // keep the comment, which TableGen reads as one too.
                    if p.as_char() == '#' {
                        if let Some(src) = p.span().source_text() {
                            if src.starts_with("//") || src.starts_with("/*") {
                                self.emit(&src, p.span(), false);
                                if matches!(iter.peek(), Some(TokenTree::Punct(q)) if q.as_char() == '!')
                                {
                                    iter.next();
                                }
                                if matches!(iter.peek(), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket)
                                {
                                    iter.next();
                                }
                                continue;
                            }
                        }
                    }
                    // `!add`, `$x`, `#ifdef`: no space after them when
                    // positions are unknown.
                    let glue =
                        p.spacing() == Spacing::Joint || matches!(p.as_char(), '!' | '$' | '#');
                    self.emit(&p.as_char().to_string(), p.span(), glue);
                }
                TokenTree::Ident(i) => self.emit(&i.to_string(), i.span(), false),
                TokenTree::Literal(l) => {
                    let s = l.span().source_text().unwrap_or_else(|| l.to_string());
                    self.emit(&s, l.span(), false);
                }
            }
        }
    }

    /// Appends `text`, the source text of the token at `span`. `glue`: the
    /// next token, if its position is unknown, follows without a space.
    fn emit(&mut self, text: &str, span: Span, glue: bool) {
        let file = span.file();
        if self.file.is_none() {
            self.file = Some(file.clone());
        }
        let (line, col) = (span.line(), span.column());
        let positioned = self.file.as_deref() == Some(file.as_str())
            && line > 0
            && (line, col) >= (self.line, self.col);
        if positioned {
            while self.line < line {
                self.text.push('\n');
                self.line += 1;
                self.col = 1;
            }
            while self.col < col {
                self.text.push(' ');
                self.col += 1;
            }
        } else if !self.glue_next && !self.text.ends_with(char::is_whitespace) {
            self.text.push(' ');
            self.col += 1;
        }
        let start = self.text.len();
        self.text.push_str(text);
        for ch in text.chars() {
            if ch == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
        self.tokens.push((start, self.text.len(), span));
        self.glue_next = glue;
    }

    /// The index of the token covering byte `off`; else the last token
    /// before it; else the first token.
    fn token_at(&self, off: usize) -> Option<usize> {
        if self.tokens.is_empty() {
            return None;
        }
        let i = self.tokens.partition_point(|&(s, _, _)| s <= off);
        Some(i.saturating_sub(1))
    }

    /// The spans of the first and the last token that the byte range
    /// `start..end` of the text touches.
    pub fn spans(&self, start: usize, end: usize) -> Option<(Span, Span)> {
        let a = self.token_at(start)?;
        let b = if end > start {
            self.token_at(end - 1)?.max(a)
        } else {
            a
        };
        Some((self.tokens[a].2, self.tokens[b].2))
    }
}
