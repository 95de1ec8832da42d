//! The fast path of the parser: a hand-written lexer and recursive-descent
//! parser for exactly the language of `grammar.pest`, producing exactly the
//! AST the pest parser + builder produce (same nodes, same spans).
//!
//! The pest grammar stays the grammar of record and the error reporter:
//! [`super::parse_file`] runs this parser first and, on any failure, runs the
//! pest parser, which then produces the diagnostic. So this parser only has
//! to say "no" (`None`) for every input pest refuses, and give pest's AST for
//! every input pest accepts. `dsl/tests/parse_differential.rs` checks both
//! on the corpus and on mutants of it.
//!
//! How pest's behaviour is reproduced:
//! * Implicit blanks and comments (`skip`) are consumed at the places pest
//!   puts them: between the elements of a sequence and between repetitions,
//!   never at the start or end of a rule. So the position after each function
//!   is pest's end of the rule, including the blanks pest keeps after a
//!   failed optional or repeated tail.
//! * Spans of "open-ended" rules (see `super::open_ended`) are what the
//!   builder computes by trimming that end back over blanks and comments
//!   (`super::trim_end`). That always lands on the end of the last token
//!   (`last_end`), except when the builder's comment scanner is misled by a
//!   `[{` that is not a code literal; once such a `[{` was seen, the real
//!   trimming function is used.
//! * PEG ordered choice and optional parts backtrack: a failure is `Soft`
//!   (syntax: the caller may restore its position and try something else, as
//!   pest does) or `Hard` (what the builder refuses after a successful pest
//!   parse: keywords as names, bad escapes, out-of-range integers, nesting
//!   deeper than `MAX_DEPTH`, forbidden statements). Where pest's
//!   alternatives could only fail after a failed part, the failure is simply
//!   passed on.
//! * `!cond(...)` that is not a valid `!cond` is a plain bang operator named
//!   `cond` in pest (ordered choice); the first argument is parsed once and
//!   shared by both readings, so that nesting cannot make this exponential.
//!
//! Recursion is bounded: every recursive path goes through `value`, `type_`
//! or `stmt`, which count nesting and stop at `MAX_DEPTH`.

use super::{trim_end, MAX_DEPTH};
use crate::ast::{
    BodyItem, ClassRef, DagArg, Expr, ExprKind, File, ForeachIter, Ident, LetItem, RangePiece,
    RecordBody, Stmt, StmtKind, TemplateArg, Type, TypeKind,
};
use crate::source::{FileId, Span};
use std::cell::OnceCell;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fail {
    /// A syntax failure: pest would backtrack.
    Soft,
    /// An error of pest's AST builder (or nesting too deep): final.
    Hard,
}

type R<T> = Result<T, Fail>;

/// Parses preprocessed text; `None` where the pest parser reports an error.
pub(crate) fn parse(file: FileId, text: &str) -> Option<File> {
    let mut p = P {
        file,
        text,
        b: text.as_bytes(),
        pos: 0,
        last_end: 0,
        depth: 0,
        weird: false,
        comments: OnceCell::new(),
        last_code_close: OnceCell::new(),
    };
    p.file_rule().ok()
}

/// Where a statement appears (as in the builder).
#[derive(Clone, Copy)]
struct Ctx {
    in_multiclass: bool,
    in_loop: bool,
}

#[derive(Clone, Copy)]
struct Save {
    pos: usize,
    last_end: usize,
}

struct P<'t> {
    file: FileId,
    text: &'t str,
    b: &'t [u8],
    pos: usize,
    /// End of the last token consumed.
    last_end: usize,
    depth: u32,
    /// A `[{` that is not a code literal was seen (see the module doc).
    weird: bool,
    comments: OnceCell<Vec<(usize, usize)>>,
    /// Start of the last `}]` in the text, if any.
    last_code_close: OnceCell<Option<usize>>,
}

/// Character classes of bytes: `[A-Za-z0-9_]` and `[A-Za-z_]`.
const IDENT: u8 = 1;
const ALPHA_: u8 = 2;
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        if c.is_ascii_alphabetic() || c == b'_' {
            t[i] = IDENT | ALPHA_;
        } else if c.is_ascii_digit() {
            t[i] = IDENT;
        }
        i += 1;
    }
    t
};

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & IDENT != 0
}

#[inline]
fn is_alpha_(c: u8) -> bool {
    CLASS[c as usize] & ALPHA_ != 0
}

/// End of the run of identifier characters in `b` from `i`.
#[inline]
fn ident_run(b: &[u8], i: usize) -> usize {
    b.get(i..)
        .and_then(|r| r.iter().position(|&c| !is_ident_char(c)))
        .map_or(b.len(), |p| i + p)
}

/// The keywords of LLVM 14's TableGen (as `super::is_keyword`).
fn is_kw(s: &str) -> bool {
    matches!(
        s,
        "assert"
            | "bit"
            | "bits"
            | "class"
            | "code"
            | "dag"
            | "def"
            | "defm"
            | "defset"
            | "defvar"
            | "else"
            | "false"
            | "field"
            | "foreach"
            | "if"
            | "in"
            | "include"
            | "int"
            | "let"
            | "list"
            | "multiclass"
            | "string"
            | "then"
            | "true"
    )
}

impl<'t> P<'t> {
    // ------------------------------------------------------------ basics

    #[inline]
    fn peek(&self) -> u8 {
        self.b.get(self.pos).copied().unwrap_or(0)
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    #[inline]
    fn save(&self) -> Save {
        Save {
            pos: self.pos,
            last_end: self.last_end,
        }
    }

    #[inline]
    fn restore(&mut self, s: Save) {
        self.pos = s.pos;
        self.last_end = s.last_end;
    }

    /// Consumes a token ending at `end`.
    #[inline]
    fn bump_to(&mut self, end: usize) {
        self.pos = end;
        self.last_end = end;
    }

    #[inline]
    fn expect(&mut self, c: u8) -> R<()> {
        if self.peek() == c {
            self.bump_to(self.pos + 1);
            Ok(())
        } else {
            Err(Fail::Soft)
        }
    }

    #[inline]
    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    /// The builder's span of an open-ended rule that started at `start` and
    /// (in pest) ends at the current position.
    #[inline]
    fn oend(&self, start: usize) -> usize {
        if self.weird {
            trim_end(self.text, &self.comments, start, self.pos)
        } else {
            self.last_end
        }
    }

    fn slice(&self, start: usize, end: usize) -> &'t str {
        self.text.get(start..end).unwrap_or("")
    }

    /// pest's implicit `(WHITESPACE | COMMENT)*`.
    #[inline]
    fn skip(&mut self) {
        // Most calls are at a token already.
        if matches!(self.peek(), b' ' | b'\t'..=b'\r' | b'/') {
            self.skip_slow();
        }
    }

    #[inline(never)]
    fn skip_slow(&mut self) {
        let b = self.b;
        let n = b.len();
        let mut i = self.pos;
        loop {
            while i < n && matches!(b[i], b' ' | b'\t'..=b'\r') {
                i += 1;
            }
            if i + 1 < n && b[i] == b'/' {
                if b[i + 1] == b'/' {
                    i = b[i..].iter().position(|&c| c == b'\n').map_or(n, |p| i + p);
                    continue;
                }
                if b[i + 1] == b'*' {
                    if let Some(e) = block_comment_end(b, i) {
                        i = e;
                        continue;
                    }
                }
            }
            break;
        }
        self.pos = i;
    }

    /// The word (`[A-Za-z0-9_]*`) at the current position.
    fn word(&self) -> &'t str {
        self.slice(self.pos, ident_run(self.b, self.pos))
    }

    /// Consumes keyword `kw` (`kw ~ !ident_char`).
    fn keyword(&mut self, kw: &str) -> R<()> {
        if self.word() == kw {
            self.bump_to(self.pos + kw.len());
            Ok(())
        } else {
            Err(Fail::Soft)
        }
    }

    // ------------------------------------------------------------ tokens

    /// End of an `ident` token at the current position.
    fn ident_end(&self) -> R<usize> {
        let b = self.b;
        let n = b.len();
        let s = self.pos;
        let c = self.peek();
        if is_alpha_(c) {
            let e = ident_run(b, s + 1);
            // `XID_CONTINUE` admits non-ASCII characters, which the builder
            // refuses in every identifier.
            if e < n && b[e] >= 0x80 {
                return Err(Fail::Hard);
            }
            return Ok(e);
        }
        if c.is_ascii_digit() {
            let c1 = self.at(s + 1);
            let c2 = self.at(s + 2);
            if c == b'0'
                && ((c1 == b'x' && c2.is_ascii_hexdigit())
                    || (c1 == b'b' && matches!(c2, b'0' | b'1')))
            {
                return Err(Fail::Soft);
            }
            let mut e = s;
            while e < n && b[e].is_ascii_digit() {
                e += 1;
            }
            if e < n && is_alpha_(b[e]) {
                return Ok(ident_run(b, e));
            }
        }
        Err(Fail::Soft)
    }

    /// An identifier used as a name (keywords refused).
    fn ident(&mut self) -> R<Ident> {
        let s = self.pos;
        let e = self.ident_end()?;
        self.bump_to(e);
        let name = self.slice(s, e);
        if is_kw(name) {
            return Err(Fail::Hard);
        }
        Ok(Ident {
            name: name.to_string(),
            span: self.span(s, e),
        })
    }

    /// End of an `int_lit` token at the current position.
    fn int_end(&self) -> Option<usize> {
        let b = self.b;
        let n = b.len();
        let s = self.pos;
        let c = self.peek();
        let c1 = self.at(s + 1);
        let run = |mut e: usize, f: fn(u8) -> bool| {
            while e < n && f(b[e]) {
                e += 1;
            }
            e
        };
        if c == b'0' && c1 == b'x' && self.at(s + 2).is_ascii_hexdigit() {
            return Some(run(s + 2, |c| c.is_ascii_hexdigit()));
        }
        if c == b'0' && c1 == b'b' && matches!(self.at(s + 2), b'0' | b'1') {
            return Some(run(s + 2, |c| matches!(c, b'0' | b'1')));
        }
        if matches!(c, b'+' | b'-') && c1.is_ascii_digit() {
            return Some(run(s + 1, |c| c.is_ascii_digit()));
        }
        if c.is_ascii_digit() {
            let e = run(s, |c| c.is_ascii_digit());
            if e < n && is_alpha_(b[e]) {
                return None;
            }
            return Some(e);
        }
        None
    }

    /// The value of an `int_lit` that is not binary (the builder's `int`).
    fn int_of(t: &str) -> R<i64> {
        if let Some(d) = t.strip_prefix("0x") {
            u64::from_str_radix(d, 16)
                .map(|v| v as i64)
                .map_err(|_| Fail::Hard)
        } else if t.starts_with("0b") {
            Err(Fail::Hard)
        } else {
            t.parse::<i64>().map_err(|_| Fail::Hard)
        }
    }

    /// One `"..."` literal, decoded.
    fn string_lit(&mut self) -> R<String> {
        let b = self.b;
        let s = self.pos;
        if self.peek() != b'"' {
            return Err(Fail::Soft);
        }
        let mut i = s + 1;
        let mut escapes = false;
        loop {
            match b.get(i) {
                None | Some(b'\n' | b'\r') => return Err(Fail::Soft),
                Some(b'"') => break,
                Some(b'\\') => match b.get(i + 1) {
                    None | Some(b'\n' | b'\r') => return Err(Fail::Soft),
                    Some(_) => {
                        escapes = true;
                        i += 2;
                    }
                },
                Some(_) => i += 1,
            }
        }
        self.bump_to(i + 1);
        let inner = self.slice(s + 1, i);
        if !escapes {
            return Ok(inner.to_string());
        }
        let mut out = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some(e @ ('\\' | '\'' | '"')) => out.push(e),
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                _ => return Err(Fail::Hard),
            }
        }
        Ok(out)
    }

    /// `$name` (the name without `$`).
    fn var_name(&mut self) -> R<Ident> {
        let s = self.pos;
        if self.peek() != b'$' || !is_alpha_(self.at(s + 1)) {
            return Err(Fail::Soft);
        }
        let e = ident_run(self.b, s + 2);
        self.bump_to(e);
        Ok(Ident {
            name: self.slice(s + 1, e).to_string(),
            span: self.span(s, e),
        })
    }

    /// Whether a `[{` at `at` starts a code literal (a `}]` follows).
    fn code_closes(&self, at: usize) -> bool {
        let last = *self.last_code_close.get_or_init(|| self.text.rfind("}]"));
        last.is_some_and(|l| l >= at + 2)
    }

    // ------------------------------------------------------------ lists

    /// `item ~ ("," ~ item)*` as pest matches it (a failed `, item` leaves
    /// the `,` unconsumed).
    fn list_of<T>(&mut self, mut f: impl FnMut(&mut Self) -> R<T>) -> R<Vec<T>> {
        let x = f(self)?;
        self.skip();
        self.list_rest(vec![x], f)
    }

    /// The `("," ~ item)*` part after the items in `v` (the position is
    /// after the blanks that follow the last one).
    fn list_rest<T>(&mut self, mut v: Vec<T>, mut f: impl FnMut(&mut Self) -> R<T>) -> R<Vec<T>> {
        let mut first = true;
        loop {
            let s = self.save();
            if !first {
                self.skip();
            }
            if self.peek() != b',' {
                self.restore(s);
                break;
            }
            self.bump_to(self.pos + 1);
            self.skip();
            match f(self) {
                Ok(x) => v.push(x),
                Err(Fail::Soft) => {
                    self.restore(s);
                    break;
                }
                Err(e) => return Err(e),
            }
            first = false;
        }
        Ok(v)
    }

    /// An optional part: `Soft` failure restores the position.
    fn opt<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<Option<T>> {
        let s = self.save();
        match f(self) {
            Ok(x) => Ok(Some(x)),
            Err(Fail::Soft) => {
                self.restore(s);
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    fn values(&mut self) -> R<Vec<Expr>> {
        self.list_of(|p| p.value(false))
    }

    /// After `<` of `class_args`: `(value ~ ("," ~ value)*)? ~ ">"` (an
    /// empty list, `Class<>`, is allowed).
    fn class_args_rest(&mut self) -> R<Vec<Expr>> {
        if self.peek() == b'>' {
            self.bump_to(self.pos + 1);
            return Ok(Vec::new());
        }
        let v = self.values()?;
        self.skip();
        self.expect(b'>')?;
        Ok(v)
    }

    // ------------------------------------------------------------ types

    fn type_(&mut self) -> R<Type> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fail::Hard);
        }
        let r = self.type_inner();
        self.depth -= 1;
        r
    }

    fn type_inner(&mut self) -> R<Type> {
        let s = self.pos;
        if !is_alpha_(self.peek()) {
            return Err(Fail::Soft);
        }
        let e = self.ident_end()?;
        let name = self.slice(s, e);
        self.bump_to(e);
        self.skip();
        let kind = if name == "list" || name == "bits" {
            self.expect(b'<')?;
            self.skip();
            let arg = self.type_arg()?;
            self.skip();
            self.expect(b'>')?;
            match (name, arg) {
                ("bits", Ok(v)) => TypeKind::Bits(u32::try_from(v).map_err(|_| Fail::Hard)?),
                ("list", Err(t)) => TypeKind::List(Box::new(t)),
                _ => return Err(Fail::Hard),
            }
        } else {
            if self.peek() == b'<' {
                let arg = self.opt(|p| {
                    p.bump_to(p.pos + 1);
                    p.skip();
                    let _ = p.type_arg()?;
                    p.skip();
                    p.expect(b'>')
                })?;
                if arg.is_some() {
                    return Err(Fail::Hard);
                }
            }
            match name {
                "bit" => TypeKind::Bit,
                "int" => TypeKind::Int,
                "string" => TypeKind::String,
                "code" => TypeKind::Code,
                "dag" => TypeKind::Dag,
                _ => {
                    if is_kw(name) {
                        return Err(Fail::Hard);
                    }
                    TypeKind::Class(Ident {
                        name: name.to_string(),
                        span: self.span(s, e),
                    })
                }
            }
        };
        Ok(Type {
            kind,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `int_lit | type_`: `Ok(value)` for an integer (the builder's `int`),
    /// `Err(type)` for a type.
    fn type_arg(&mut self) -> R<Result<i64, Type>> {
        if let Some(e) = self.int_end() {
            let t = self.slice(self.pos, e);
            self.bump_to(e);
            return Ok(Ok(Self::int_of(t)?));
        }
        Ok(Err(self.type_()?))
    }

    // ------------------------------------------------------------ values

    /// A `value` (or, in name mode, a `name_value`).
    fn value(&mut self, name_mode: bool) -> R<Expr> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fail::Hard);
        }
        let r = self.value_inner(name_mode);
        self.depth -= 1;
        r
    }

    fn value_inner(&mut self, name_mode: bool) -> R<Expr> {
        let mut e = self.simple()?;
        self.skip();
        let mut first = true;
        loop {
            let s = self.save();
            if !first {
                self.skip();
            }
            let start = self.pos;
            let r = match self.peek() {
                b'{' if !name_mode => self.braced_ranges(b'{', b'}').map(Suffix::Bits),
                b'[' if self.at(start + 1) != b'{' => {
                    self.braced_ranges(b'[', b']').map(Suffix::List)
                }
                b'.' => {
                    self.bump_to(start + 1);
                    self.skip();
                    self.ident().map(Suffix::Field)
                }
                b'#' => self.paste_rhs().map(Suffix::Paste),
                _ => Err(Fail::Soft),
            };
            let suffix = match r {
                Ok(x) => x,
                Err(Fail::Soft) => {
                    self.restore(s);
                    break;
                }
                Err(f) => return Err(f),
            };
            let end = match suffix {
                Suffix::Paste(_) => self.oend(start),
                _ => self.pos,
            };
            let span = e.span.to(self.span(start, end));
            let inner = Box::new(e);
            let kind = match suffix {
                Suffix::Bits(r) => ExprKind::BitSlice(inner, r),
                Suffix::List(r) => ExprKind::ListSlice(inner, r),
                Suffix::Field(f) => ExprKind::Field(inner, f),
                Suffix::Paste(rhs) => ExprKind::Paste(inner, rhs),
            };
            e = Expr { kind, span };
            first = false;
        }
        Ok(e)
    }

    /// `open ~ range_list ~ close`.
    fn braced_ranges(&mut self, open: u8, close: u8) -> R<Vec<RangePiece>> {
        self.expect(open)?;
        self.skip();
        let r = self.range_list()?;
        self.skip();
        self.expect(close)?;
        Ok(r)
    }

    /// `"#" ~ (&("{" | ":" | ";") | name_value)`: the right-hand side (a
    /// trailing paste only before what can begin an object body).
    fn paste_rhs(&mut self) -> R<Option<Box<Expr>>> {
        self.expect(b'#')?;
        self.skip();
        if matches!(self.peek(), b'{' | b':' | b';') {
            return Ok(None);
        }
        Ok(Some(Box::new(self.value(true)?)))
    }

    fn range_list(&mut self) -> R<Vec<RangePiece>> {
        self.list_of(Self::range_piece)
    }

    fn range_piece(&mut self) -> R<RangePiece> {
        let s = self.pos;
        let start = self.value(false)?;
        self.skip();
        let end = self.opt(Self::range_end)?;
        Ok(RangePiece {
            start,
            end,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `"..." ~ value | neg_digits | "-" ~ value` (PEG: `neg_digits` first).
    fn range_end(&mut self) -> R<Expr> {
        if self.b[self.pos.min(self.b.len())..].starts_with(b"...") {
            self.bump_to(self.pos + 3);
        } else {
            self.expect(b'-')?;
            if self.peek().is_ascii_digit() {
                let s = self.pos;
                let mut e = s;
                while self.at(e).is_ascii_digit() {
                    e += 1;
                }
                self.bump_to(e);
                let value = self.slice(s, e).parse::<i64>().map_err(|_| Fail::Hard)?;
                return Ok(Expr {
                    kind: ExprKind::Int(value),
                    span: self.span(s, e),
                });
            }
        }
        self.skip();
        self.value(false)
    }

    fn simple(&mut self) -> R<Expr> {
        let s = self.pos;
        let c = self.peek();
        let kind = match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => return self.ident_value(),
            b'0'..=b'9' => match self.ident_end() {
                Ok(_) => return self.ident_value(),
                Err(Fail::Hard) => return Err(Fail::Hard),
                Err(Fail::Soft) => self.int_value()?,
            },
            b'+' | b'-' => self.int_value()?,
            b'"' => {
                let mut st = self.string_lit()?;
                loop {
                    let sv = self.save();
                    self.skip();
                    if self.peek() != b'"' {
                        self.restore(sv);
                        break;
                    }
                    match self.string_lit() {
                        Ok(t) => st.push_str(&t),
                        Err(Fail::Soft) => {
                            self.restore(sv);
                            break;
                        }
                        Err(f) => return Err(f),
                    }
                }
                ExprKind::Str(st)
            }
            b'[' => {
                if self.at(s + 1) == b'{' {
                    // `[{` is a code literal or nothing (`list_value`
                    // refuses it).
                    if !self.code_closes(s) {
                        return Err(Fail::Soft);
                    }
                    let rel = self
                        .text
                        .get(s + 2..)
                        .and_then(|t| t.find("}]"))
                        .ok_or(Fail::Soft)?;
                    let e = s + 2 + rel;
                    self.bump_to(e + 2);
                    ExprKind::Code(self.slice(s + 2, e).to_string())
                } else {
                    return self.list_value();
                }
            }
            b'!' => return self.bang_value(),
            b'(' => self.dag_value()?,
            b'{' => {
                self.bump_to(s + 1);
                self.skip();
                let v = self.opt(Self::values)?.unwrap_or_default();
                self.skip();
                self.expect(b'}')?;
                ExprKind::Bits(v)
            }
            b'?' => {
                self.bump_to(s + 1);
                ExprKind::Unset
            }
            _ => return Err(Fail::Soft),
        };
        Ok(Expr {
            kind,
            span: self.span(s, self.pos),
        })
    }

    fn int_value(&mut self) -> R<ExprKind> {
        let e = self.int_end().ok_or(Fail::Soft)?;
        let t = self.slice(self.pos, e);
        self.bump_to(e);
        if let Some(d) = t.strip_prefix("0b") {
            if d.len() > 64 {
                return Err(Fail::Hard);
            }
            let value = u64::from_str_radix(d, 2).map_err(|_| Fail::Hard)?;
            return Ok(ExprKind::BinaryInt {
                value: value as i64,
                width: d.len() as u32,
            });
        }
        Ok(ExprKind::Int(Self::int_of(t)?))
    }

    /// `ident ~ class_args?` as a value.
    fn ident_value(&mut self) -> R<Expr> {
        let s = self.pos;
        let e = self.ident_end()?;
        self.bump_to(e);
        let name = self.slice(s, e);
        let span = self.span(s, e);
        self.skip();
        if self.peek() == b'<' {
            let args = self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                p.class_args_rest()
            })?;
            if let Some(args) = args {
                if is_kw(name) {
                    return Err(Fail::Hard);
                }
                return Ok(Expr {
                    kind: ExprKind::ClassInst {
                        class: Ident {
                            name: name.to_string(),
                            span,
                        },
                        args,
                    },
                    span: self.span(s, self.pos),
                });
            }
        }
        let kind = match name {
            "true" => ExprKind::Bool(true),
            "false" => ExprKind::Bool(false),
            _ if is_kw(name) => return Err(Fail::Hard),
            _ => ExprKind::Id(name.to_string()),
        };
        Ok(Expr { kind, span })
    }

    /// `"[" ~ (value ~ ("," ~ value)* ~ ","?)? ~ "]" ~ ("<" ~ type_ ~ ">")?`
    fn list_value(&mut self) -> R<Expr> {
        let s = self.pos;
        if self.at(s + 1) == b'{' {
            self.weird = true;
        }
        self.expect(b'[')?;
        self.skip();
        let elems = match self.opt(Self::values)? {
            Some(v) => {
                self.skip();
                if self.peek() == b',' {
                    self.bump_to(self.pos + 1);
                }
                v
            }
            None => Vec::new(),
        };
        self.skip();
        self.expect(b']')?;
        self.skip();
        let ty = if self.peek() == b'<' {
            self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                let t = p.type_()?;
                p.skip();
                p.expect(b'>')?;
                Ok(t)
            })?
        } else {
            None
        };
        Ok(Expr {
            kind: ExprKind::List(elems, ty),
            span: self.span(s, self.oend(s)),
        })
    }

    /// `"(" ~ value ~ (":" ~ var_name)? ~ (dag_arg ~ ("," ~ dag_arg)*)? ~ ")"`
    fn dag_value(&mut self) -> R<ExprKind> {
        self.expect(b'(')?;
        self.skip();
        let op = self.value(false)?;
        self.skip();
        let op_name = if self.peek() == b':' {
            self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                p.var_name()
            })?
        } else {
            None
        };
        self.skip();
        let args = self.opt(|p| p.list_of(Self::dag_arg))?.unwrap_or_default();
        self.skip();
        self.expect(b')')?;
        Ok(ExprKind::Dag {
            op: Box::new(op),
            op_name,
            args,
        })
    }

    /// `var_name | value ~ (":" ~ var_name)?`
    fn dag_arg(&mut self) -> R<DagArg> {
        let s = self.pos;
        if self.peek() == b'$' {
            if let Some(name) = self.opt(Self::var_name)? {
                return Ok(DagArg {
                    value: None,
                    name: Some(name),
                    span: self.span(s, self.oend(s)),
                });
            }
        }
        let value = self.value(false)?;
        self.skip();
        let name = if self.peek() == b':' {
            self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                p.var_name()
            })?
        } else {
            None
        };
        Ok(DagArg {
            value: Some(value),
            name,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `!cond(...)` or `!op<T>(...)`.
    fn bang_value(&mut self) -> R<Expr> {
        let s = self.pos;
        let mut e = s + 1;
        while e < self.b.len() && self.b[e].is_ascii_alphabetic() {
            e += 1;
        }
        if e == s + 1 {
            return Err(Fail::Soft);
        }
        let name = self.slice(s + 1, e);
        let is_cond = name == "cond" && !is_ident_char(self.at(e));
        let op = Ident {
            name: name.to_string(),
            span: self.span(s, e),
        };
        self.bump_to(e);
        self.skip();
        let mut ty = None;
        let mut args = Vec::new();
        if is_cond && self.peek() == b'(' {
            self.bump_to(self.pos + 1);
            self.skip();
            if self.peek() != b')' {
                let v1 = self.value(false)?;
                self.skip();
                if self.peek() == b':' {
                    return self.cond_rest(s, v1);
                }
                args = self.list_rest(vec![v1], |p| p.value(false))?;
            }
        } else {
            if self.peek() == b'<' {
                ty = self.opt(|p| {
                    p.bump_to(p.pos + 1);
                    p.skip();
                    let t = p.type_()?;
                    p.skip();
                    p.expect(b'>')?;
                    Ok(t)
                })?;
                self.skip();
            }
            self.expect(b'(')?;
            self.skip();
            args = self.opt(Self::values)?.unwrap_or_default();
        }
        self.skip();
        self.expect(b')')?;
        Ok(Expr {
            kind: ExprKind::Bang { op, ty, args },
            span: self.span(s, self.pos),
        })
    }

    /// The rest of `!cond(c1 : v1, ...)` after `c1` (at the `:`).
    fn cond_rest(&mut self, s: usize, c1: Expr) -> R<Expr> {
        self.expect(b':')?;
        self.skip();
        let v1 = self.value(false)?;
        let mut clauses = vec![(c1, v1)];
        loop {
            let sv = self.save();
            self.skip();
            if self.peek() != b',' {
                self.restore(sv);
                break;
            }
            self.bump_to(self.pos + 1);
            self.skip();
            let clause = self.opt(|p| {
                let c = p.value(false)?;
                p.skip();
                p.expect(b':')?;
                p.skip();
                let v = p.value(false)?;
                Ok((c, v))
            })?;
            match clause {
                Some(c) => clauses.push(c),
                None => {
                    self.restore(sv);
                    break;
                }
            }
        }
        self.skip();
        if self.peek() == b',' {
            self.bump_to(self.pos + 1);
        }
        self.skip();
        self.expect(b')')?;
        Ok(Expr {
            kind: ExprKind::Cond(clauses),
            span: self.span(s, self.pos),
        })
    }

    // ------------------------------------------------------------ statements

    fn file_rule(&mut self) -> R<File> {
        let ctx = Ctx {
            in_multiclass: false,
            in_loop: false,
        };
        let mut stmts = Vec::new();
        self.skip();
        while self.pos < self.b.len() {
            stmts.push(self.stmt(ctx)?);
            self.skip();
        }
        Ok(File { stmts })
    }

    /// `stmt*` up to and including the closing `}`.
    fn stmts_until_close(&mut self, ctx: Ctx) -> R<Vec<Stmt>> {
        let mut out = Vec::new();
        loop {
            self.skip();
            if self.peek() == b'}' {
                self.bump_to(self.pos + 1);
                return Ok(out);
            }
            out.push(self.stmt(ctx)?);
        }
    }

    fn stmt_block(&mut self, ctx: Ctx) -> R<Vec<Stmt>> {
        if self.peek() == b'{' {
            self.bump_to(self.pos + 1);
            self.stmts_until_close(ctx)
        } else {
            Ok(vec![self.stmt(ctx)?])
        }
    }

    fn stmt(&mut self, ctx: Ctx) -> R<Stmt> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Fail::Hard);
        }
        let r = self.stmt_inner(ctx);
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self, ctx: Ctx) -> R<Stmt> {
        let s = self.pos;
        let w = self.word();
        let kw_end = s + w.len();
        let inner = Ctx {
            in_loop: true,
            ..ctx
        };
        let (kind, open_ended) = match w {
            "def" => {
                self.bump_to(kw_end);
                (self.def_stmt()?, false)
            }
            "let" => {
                self.bump_to(kw_end);
                self.skip();
                let items = self.list_of(Self::let_item)?;
                self.skip();
                self.keyword("in")?;
                self.skip();
                let body = self.stmt_block(ctx)?;
                (StmtKind::Let { items, body }, true)
            }
            "defm" => {
                self.bump_to(kw_end);
                self.skip();
                let name = if self.peek() != b':' {
                    Some(self.value(true)?)
                } else {
                    None
                };
                self.skip();
                self.expect(b':')?;
                self.skip();
                let parents = self.list_of(Self::class_ref)?;
                self.skip();
                self.expect(b';')?;
                (StmtKind::Defm { name, parents }, false)
            }
            "foreach" => {
                self.bump_to(kw_end);
                self.skip();
                let var = self.ident()?;
                self.skip();
                self.expect(b'=')?;
                self.skip();
                let iter = self.foreach_iter()?;
                self.skip();
                self.keyword("in")?;
                self.skip();
                let body = self.stmt_block(inner)?;
                (StmtKind::Foreach { var, iter, body }, true)
            }
            "class" => {
                if ctx.in_multiclass || ctx.in_loop {
                    return Err(Fail::Hard);
                }
                self.bump_to(kw_end);
                (self.class_stmt()?, false)
            }
            "multiclass" => {
                if ctx.in_multiclass || ctx.in_loop {
                    return Err(Fail::Hard);
                }
                self.bump_to(kw_end);
                (self.multiclass_stmt(ctx)?, false)
            }
            "defvar" => {
                self.bump_to(kw_end);
                let (name, value) = self.defvar_rest()?;
                (StmtKind::Defvar { name, value }, false)
            }
            "include" => {
                self.bump_to(kw_end);
                self.skip();
                (StmtKind::Include(self.string_lit()?), false)
            }
            "if" => {
                self.bump_to(kw_end);
                self.skip();
                let cond = self.value(false)?;
                self.skip();
                self.keyword("then")?;
                self.skip();
                let then_body = self.stmt_block(inner)?;
                self.skip();
                let else_body = if self.word() == "else" {
                    self.bump_to(self.pos + 4);
                    self.skip();
                    Some(self.stmt_block(inner)?)
                } else {
                    None
                };
                (
                    StmtKind::If {
                        cond,
                        then_body,
                        else_body,
                    },
                    true,
                )
            }
            "defset" => {
                if ctx.in_multiclass {
                    return Err(Fail::Hard);
                }
                self.bump_to(kw_end);
                self.skip();
                let ty = self.type_()?;
                self.skip();
                let name = self.ident()?;
                self.skip();
                self.expect(b'=')?;
                self.skip();
                self.expect(b'{')?;
                let body = self.stmts_until_close(ctx)?;
                (StmtKind::Defset { ty, name, body }, false)
            }
            "assert" => {
                self.bump_to(kw_end);
                let (cond, msg) = self.assert_rest()?;
                (StmtKind::Assert { cond, msg }, false)
            }
            _ => return Err(Fail::Soft),
        };
        let end = if open_ended { self.oend(s) } else { self.pos };
        Ok(Stmt {
            kind,
            span: self.span(s, end),
        })
    }

    /// After `defvar`: `ident ~ "=" ~ value ~ ";"`.
    fn defvar_rest(&mut self) -> R<(Ident, Expr)> {
        self.skip();
        let name = self.ident()?;
        self.skip();
        self.expect(b'=')?;
        self.skip();
        let value = self.value(false)?;
        self.skip();
        self.expect(b';')?;
        Ok((name, value))
    }

    /// After `assert`: `value ~ "," ~ value ~ ";"`.
    fn assert_rest(&mut self) -> R<(Expr, Expr)> {
        self.skip();
        let cond = self.value(false)?;
        self.skip();
        self.expect(b',')?;
        self.skip();
        let msg = self.value(false)?;
        self.skip();
        self.expect(b';')?;
        Ok((cond, msg))
    }

    fn def_stmt(&mut self) -> R<StmtKind> {
        self.skip();
        let name = if matches!(self.peek(), b':' | b';' | b'{') {
            None
        } else {
            Some(self.value(true)?)
        };
        self.skip();
        let parents = if self.peek() == b':' {
            self.parents()?
        } else {
            Vec::new()
        };
        self.skip();
        let items = self.body()?;
        Ok(StmtKind::Def {
            name,
            body: RecordBody { parents, items },
        })
    }

    /// `Name [<targs>] [: parents]`, the head shared by `class` and
    /// `multiclass`.
    fn class_head(&mut self) -> R<(Ident, Vec<TemplateArg>, Vec<ClassRef>)> {
        self.skip();
        let name = self.ident()?;
        self.skip();
        let targs = if self.peek() == b'<' {
            self.targs()?
        } else {
            Vec::new()
        };
        self.skip();
        let parents = if self.peek() == b':' {
            self.parents()?
        } else {
            Vec::new()
        };
        self.skip();
        Ok((name, targs, parents))
    }

    fn class_stmt(&mut self) -> R<StmtKind> {
        let (name, targs, parents) = self.class_head()?;
        let is_semi = self.peek() == b';';
        let items = self.body()?;
        Ok(StmtKind::Class {
            name,
            is_declaration: targs.is_empty() && parents.is_empty() && is_semi,
            targs,
            body: RecordBody { parents, items },
        })
    }

    fn multiclass_stmt(&mut self, ctx: Ctx) -> R<StmtKind> {
        let (name, targs, parents) = self.class_head()?;
        let body = match self.peek() {
            b';' => {
                if parents.is_empty() {
                    return Err(Fail::Hard);
                }
                self.bump_to(self.pos + 1);
                Vec::new()
            }
            b'{' => {
                self.bump_to(self.pos + 1);
                let inner = Ctx {
                    in_multiclass: true,
                    ..ctx
                };
                let body = self.stmts_until_close(inner)?;
                if body.is_empty() {
                    return Err(Fail::Hard);
                }
                body
            }
            _ => return Err(Fail::Soft),
        };
        Ok(StmtKind::MultiClass {
            name,
            targs,
            parents,
            body,
        })
    }

    /// `"{" ~ range_list ~ "}" | value ~ range_end?`
    fn foreach_iter(&mut self) -> R<ForeachIter> {
        if self.peek() == b'{' {
            if let Some(r) = self.opt(|p| p.braced_ranges(b'{', b'}'))? {
                return Ok(ForeachIter::Ranges(r));
            }
        }
        let start = self.value(false)?;
        self.skip();
        let end = self.opt(Self::range_end)?;
        Ok(super::foreach_value_iter(start, end))
    }

    /// `ident ~ ("<" ~ range_list ~ ">")? ~ "=" ~ value`
    fn let_item(&mut self) -> R<LetItem> {
        let s = self.pos;
        let name = self.ident()?;
        self.skip();
        let bits = if self.peek() == b'<' {
            self.opt(|p| p.braced_ranges(b'<', b'>'))?
        } else {
            None
        };
        self.skip();
        self.expect(b'=')?;
        self.skip();
        let value = self.value(false)?;
        Ok(LetItem {
            name,
            bits,
            value,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `"<" ~ targ ~ ("," ~ targ)* ~ ">"`
    fn targs(&mut self) -> R<Vec<TemplateArg>> {
        self.expect(b'<')?;
        self.skip();
        let v = self.list_of(Self::targ)?;
        self.skip();
        self.expect(b'>')?;
        Ok(v)
    }

    /// `type_ ~ ident ~ ("=" ~ value)?`
    fn targ(&mut self) -> R<TemplateArg> {
        let s = self.pos;
        let ty = self.type_()?;
        self.skip();
        let name = self.ident()?;
        self.skip();
        let default = if self.peek() == b'=' {
            self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                p.value(false)
            })?
        } else {
            None
        };
        Ok(TemplateArg {
            ty,
            name,
            default,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `":" ~ class_ref ~ ("," ~ class_ref)*`
    fn parents(&mut self) -> R<Vec<ClassRef>> {
        self.expect(b':')?;
        self.skip();
        self.list_of(Self::class_ref)
    }

    /// `ident ~ class_args?`
    fn class_ref(&mut self) -> R<ClassRef> {
        let s = self.pos;
        let name = self.ident()?;
        self.skip();
        let args = if self.peek() == b'<' {
            self.opt(|p| {
                p.bump_to(p.pos + 1);
                p.skip();
                p.class_args_rest()
            })?
            .unwrap_or_default()
        } else {
            Vec::new()
        };
        Ok(ClassRef {
            name,
            args,
            span: self.span(s, self.oend(s)),
        })
    }

    /// `";" | "{" ~ body_item* ~ "}"`
    fn body(&mut self) -> R<Vec<BodyItem>> {
        match self.peek() {
            b';' => {
                self.bump_to(self.pos + 1);
                Ok(Vec::new())
            }
            b'{' => {
                self.bump_to(self.pos + 1);
                let mut out = Vec::new();
                loop {
                    self.skip();
                    if self.peek() == b'}' {
                        self.bump_to(self.pos + 1);
                        return Ok(out);
                    }
                    out.push(self.body_item()?);
                }
            }
            _ => Err(Fail::Soft),
        }
    }

    fn body_item(&mut self) -> R<BodyItem> {
        let s = self.pos;
        let w = self.word();
        let kw_end = s + w.len();
        match w {
            "let" => {
                self.bump_to(kw_end);
                self.skip();
                let name = self.ident()?;
                self.skip();
                let bits = if self.peek() == b'{' {
                    Some(self.braced_ranges(b'{', b'}')?)
                } else {
                    None
                };
                self.skip();
                self.expect(b'=')?;
                self.skip();
                let value = self.value(false)?;
                self.skip();
                self.expect(b';')?;
                Ok(BodyItem::Let {
                    name,
                    bits,
                    value,
                    span: self.span(s, self.pos),
                })
            }
            "defvar" => {
                self.bump_to(kw_end);
                let (name, value) = self.defvar_rest()?;
                Ok(BodyItem::Defvar {
                    name,
                    value,
                    span: self.span(s, self.pos),
                })
            }
            "assert" => {
                self.bump_to(kw_end);
                let (cond, msg) = self.assert_rest()?;
                Ok(BodyItem::Assert {
                    cond,
                    msg,
                    span: self.span(s, self.pos),
                })
            }
            _ => {
                let is_field = w == "field";
                if is_field {
                    self.bump_to(kw_end);
                    self.skip();
                }
                let ty = self.type_()?;
                self.skip();
                let name = self.ident()?;
                self.skip();
                let value = if self.peek() == b'=' {
                    self.bump_to(self.pos + 1);
                    self.skip();
                    Some(self.value(false)?)
                } else {
                    None
                };
                self.skip();
                self.expect(b';')?;
                Ok(BodyItem::Field {
                    is_field,
                    ty,
                    name,
                    value,
                    span: self.span(s, self.pos),
                })
            }
        }
    }
}

/// A value suffix, parsed before it is applied.
enum Suffix {
    Bits(Vec<RangePiece>),
    List(Vec<RangePiece>),
    Field(Ident),
    Paste(Option<Box<Expr>>),
}

/// The end of the (nested) block comment starting at `i`, if it is closed.
fn block_comment_end(b: &[u8], i: usize) -> Option<usize> {
    let mut depth = 0u32;
    let mut j = i;
    while j + 1 < b.len() {
        if b[j] == b'/' && b[j + 1] == b'*' {
            depth += 1;
            j += 2;
        } else if b[j] == b'*' && b[j + 1] == b'/' {
            depth -= 1;
            j += 2;
            if depth == 0 {
                return Some(j);
            }
        } else {
            j += 1;
        }
    }
    None
}
