//! Parser: pest grammar (`grammar.pest`) → [`crate::ast`].
//!
//! The grammar recognises the TableGen language of LLVM 14 (ProgRef.rst,
//! TGLexer.cpp, TGParser.cpp); a direct recursive walk over pest's pairs
//! builds the AST.
//!
//! Two parsers: [`parse_file`] first runs a hand-written recursive-descent
//! parser (`parse/fast.rs`, several times faster than pest) that accepts
//! exactly what the grammar + builder below accept and builds the identical
//! AST (spans included); only when it fails does the pest parser run, and
//! pest's diagnostic is the one reported. The grammar stays the definition
//! of the language; `tests/parse_differential.rs` checks that the two agree
//! (corpus, tricky cases, mutation fuzzing). A change to the grammar or to
//! the builder needs the same change in `parse/fast.rs`.
//!
//! Invariants:
//! * Every AST node's [`Span`] is a byte range of the text given to
//!   [`parse_file`] (the preprocessed text, which has the same offsets as the
//!   original file).
//! * No input makes this module panic: malformed input, out-of-range
//!   integers, bad escapes and over-deep nesting all become a [`Diagnostic`].
//! * Nothing is resolved here: identifiers stay names, `#`, `!ops` and
//!   `Class<args>` stay unevaluated. Two name-mode details are left to the
//!   evaluator: a def/defm name and the right-hand side of every `#` are
//!   parsed in TableGen's "name mode" (an unknown identifier there is a
//!   string).
//! * Keywords are refused as names, and statements LLVM forbids in a context
//!   (`class` in a multiclass or loop, `multiclass` in a loop or multiclass,
//!   `defset` in a multiclass) are errors here.
//! * `foreach i = N in` with a literal integer `N` gives a one-piece
//!   [`ForeachIter::Ranges`]; any other value without `-`/`...` gives
//!   [`ForeachIter::Value`] (LLVM treats an `int`-typed value there as a
//!   one-element range, which only the evaluator can know).
//!
//! Syntax errors: pest's own error names only the furthest *rule* that
//! failed, so on failure the text is parsed again with pest's error detail
//! on, and the literal tokens tried at the furthest position are turned into
//! a short message ("expected ';'", "expected a value", ...).

use crate::ast::{
    BodyItem, ClassRef, DagArg, Expr, ExprKind, File, ForeachIter, Ident, LetItem, RangePiece,
    RecordBody, Stmt, StmtKind, TemplateArg, Type, TypeKind,
};
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use pest::iterators::Pair;
use pest::Parser as _;

/// The pest parser derived from `grammar.pest`, in a private module: the
/// `Rule` enum `pest_derive` generates (one undocumented variant per grammar
/// rule) is an implementation detail of this module, not part of the API.
mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(super) struct TdParser;
}
use grammar::{Rule, TdParser};

type Result<T> = std::result::Result<T, Diagnostic>;

/// Maximum nesting of values and statements; deeper input is rejected (the
/// AST walk is recursive).
const MAX_DEPTH: u32 = 100;

mod fast;

/// Parses preprocessed text of one file.
///
/// The hand-written parser in `parse::fast` runs first; it accepts exactly what
/// the pest grammar accepts and builds the same AST, several times faster.
/// Where it fails, the pest parser runs and reports the error (or, should it
/// accept, its AST is used).
pub fn parse_file(file: FileId, text: &str) -> Result<File> {
    if let Some(f) = fast::parse(file, text) {
        return Ok(f);
    }
    parse_file_pest(file, text)
}

/// The hand-written parser alone: `None` where pest reports an error. (For
/// the differential tests.)
#[doc(hidden)]
pub fn parse_file_fast(file: FileId, text: &str) -> Option<File> {
    fast::parse(file, text)
}

/// The pest parser alone, the grammar of record. (For the differential
/// tests; [`parse_file`] falls back to it.)
#[doc(hidden)]
pub fn parse_file_pest(file: FileId, text: &str) -> Result<File> {
    let mut pairs = TdParser::parse(Rule::file, text).map_err(|e| syntax_error(file, text, &e))?;
    let root = pairs.next().ok_or_else(|| {
        Diagnostic::error(
            Span::new(file, 0, 0),
            "internal parser error: no parse tree",
        )
    })?;
    let mut b = Builder {
        file,
        depth: 0,
        text,
        comments: std::cell::OnceCell::new(),
    };
    let stmts = b.stmts(
        root.into_inner().filter(|p| p.as_rule() != Rule::EOI),
        Ctx::TOP,
    )?;
    Ok(File { stmts })
}

/// Where a statement appears (LLVM forbids some statements in some places).
#[derive(Clone, Copy, Debug)]
struct Ctx {
    in_multiclass: bool,
    /// Inside `foreach` or `if` (LLVM implements `if` as a loop).
    in_loop: bool,
}

impl Ctx {
    const TOP: Ctx = Ctx {
        in_multiclass: false,
        in_loop: false,
    };
}

struct Builder<'t> {
    file: FileId,
    depth: u32,
    text: &'t str,
    /// Byte ranges of all comments, computed on first need (see
    /// [`Builder::trim_end`]).
    comments: std::cell::OnceCell<Vec<(usize, usize)>>,
}

/// `foreach v = start[-end]`: a range piece when there is an end or the
/// start is an integer literal (LLVM takes a lone int as a one-element
/// range), else a value to iterate over. Shared by both parsers.
fn foreach_value_iter(start: Expr, end: Option<Expr>) -> ForeachIter {
    match end {
        Some(end) => ForeachIter::Ranges(vec![RangePiece {
            span: start.span.to(end.span),
            start,
            end: Some(end),
        }]),
        None if matches!(start.kind, ExprKind::Int(_)) => ForeachIter::Ranges(vec![RangePiece {
            span: start.span,
            start,
            end: None,
        }]),
        None => ForeachIter::Value(start),
    }
}

/// Rules whose text can end with an optional or repeated part, so that
/// pest's span may include the blanks and comments before it. (Atomic rules
/// and rules ending with a literal token have exact spans.)
fn open_ended(r: Rule) -> bool {
    matches!(
        r,
        Rule::value
            | Rule::name_value
            | Rule::paste
            | Rule::strings
            | Rule::list_value
            | Rule::type_
            | Rule::range_list
            | Rule::range_piece
            | Rule::range_end
            | Rule::class_ref
            | Rule::parents
            | Rule::targ
            | Rule::dag_arg
            | Rule::cond_clause
            | Rule::let_item
            | Rule::foreach_iter
            | Rule::stmt_block
            | Rule::if_stmt
            | Rule::let_stmt
            | Rule::foreach_stmt
    )
}

fn is_blank_byte(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C')
}

/// The byte ranges of all comments of (successfully parsed) text, in order:
/// a forward scan that steps over strings and code literals like the
/// grammar does.
fn comment_ranges(b: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let n = b.len();
    let mut i = 0;
    while i < n {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let e = b[i..].iter().position(|&c| c == b'\n').map_or(n, |p| i + p);
                out.push((i, e));
                i = e;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let (s, mut depth) = (i, 0u32);
                while i < n {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                out.push((s, i.min(n)));
            }
            b'"' => {
                i += 1;
                while i < n && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i += 2;
                while i < n && !(b[i] == b'}' && b.get(i + 1) == Some(&b']')) {
                    i += 1;
                }
                i += 2;
            }
            _ => i += 1,
        }
    }
    out
}

/// Moves `end` back over blanks and comments, not before `start` (the
/// comment ranges of `text` are computed on first need into `comments`).
fn trim_end(
    text: &str,
    comments: &std::cell::OnceCell<Vec<(usize, usize)>>,
    start: usize,
    mut end: usize,
) -> usize {
    let b = text.as_bytes();
    loop {
        let before = end;
        while end > start && is_blank_byte(b[end - 1]) {
            end -= 1;
        }
        if end == start {
            return end;
        }
        // Without blanks at the end, only `*/` or a line comment running
        // to the end of the text can end the span.
        if end == before && b[end - 1] != b'/' && end != b.len() {
            return end;
        }
        // Only a line holding `//`, or text ending in `*/`, can end in a
        // comment; then look it up.
        let line_start = b[..end]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        let maybe = b[end - 1] == b'/' || b[line_start..end].windows(2).any(|w| w == b"//");
        if !maybe {
            return end;
        }
        let comments = comments.get_or_init(|| comment_ranges(b));
        let i = comments.partition_point(|&(s, _)| s < end);
        match i.checked_sub(1).map(|i| comments[i]) {
            Some((cs, ce)) if ce >= end && cs >= start => end = cs,
            _ => return end,
        }
    }
}

/// The keywords of LLVM 14's TableGen.
const KEYWORDS: [&str; 24] = [
    "assert",
    "bit",
    "bits",
    "class",
    "code",
    "dag",
    "def",
    "defm",
    "defset",
    "defvar",
    "else",
    "false",
    "field",
    "foreach",
    "if",
    "in",
    "include",
    "int",
    "let",
    "list",
    "multiclass",
    "string",
    "then",
    "true",
];

fn is_keyword(s: &str) -> bool {
    s.as_bytes().first().is_some_and(u8::is_ascii_lowercase) && KEYWORDS.contains(&s)
}

/// Refuses keywords and non-ASCII characters (the grammar lets both through
/// for speed).
fn check_name(span: Span, name: &str) -> Result<()> {
    if is_keyword(name) {
        return Err(keyword_as_name(span, name));
    }
    if name.is_ascii() {
        return Ok(());
    }
    if let Some((i, c)) = name.char_indices().find(|(_, c)| !c.is_ascii()) {
        let at = span.start as usize + i;
        return Err(Diagnostic::error(
            Span::new(span.file, at, at + c.len_utf8()),
            format!("invalid character '{c}' in identifier"),
        )
        .with_label("identifiers are ASCII letters, digits and '_'"));
    }
    Ok(())
}

fn keyword_as_name(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{name}' is a keyword and cannot be used as a name"),
    )
    .with_label("keyword")
}

fn is_keyword_rule(r: Rule) -> bool {
    matches!(
        r,
        Rule::kw_assert
            | Rule::kw_class
            | Rule::kw_def
            | Rule::kw_defm
            | Rule::kw_defset
            | Rule::kw_defvar
            | Rule::kw_else
            | Rule::kw_field
            | Rule::kw_foreach
            | Rule::kw_if
            | Rule::kw_in
            | Rule::kw_include
            | Rule::kw_let
            | Rule::kw_multiclass
            | Rule::kw_then
            | Rule::kw_cond
    )
}

/// Children of a pair without the keyword tokens.
fn kids<'i>(p: Pair<'i, Rule>) -> impl Iterator<Item = Pair<'i, Rule>> {
    p.into_inner().filter(|c| !is_keyword_rule(c.as_rule()))
}

impl Builder<'_> {
    /// The span of a pair without trailing blanks and comments: pest puts the
    /// skipped text before a failed optional or repeated tail (`a ~ b?`)
    /// into the rule's span.
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        let end = if open_ended(p.as_rule()) {
            self.trim_end(s.start(), s.end())
        } else {
            s.end()
        };
        Span::new(self.file, s.start(), end)
    }

    /// Moves `end` back over blanks and comments, not before `start`.
    fn trim_end(&self, start: usize, end: usize) -> usize {
        trim_end(self.text, &self.comments, start, end)
    }

    fn internal(&self, span: Span, what: &str) -> Diagnostic {
        Diagnostic::error(span, format!("internal parser error: {what}"))
    }

    /// The next child, which the grammar guarantees.
    fn next<'i>(
        &self,
        it: &mut impl Iterator<Item = Pair<'i, Rule>>,
        span: Span,
        what: &str,
    ) -> Result<Pair<'i, Rule>> {
        it.next()
            .ok_or_else(|| self.internal(span, &format!("missing {what}")))
    }

    fn enter(&mut self, span: Span) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            // Prefer the bracket position, which `syntax_error` also reports
            // when pest itself runs out of stack first.
            let at = first_too_deep(self.text).unwrap_or(span.start as usize);
            return Err(too_deep(self.file, at));
        }
        Ok(())
    }

    /// An identifier used as a name; keywords are refused here (the grammar
    /// does not exclude them, for speed).
    fn ident(&self, p: &Pair<'_, Rule>) -> Result<Ident> {
        let name = p.as_str();
        let span = self.span(p);
        check_name(span, name)?;
        Ok(Ident {
            name: name.to_string(),
            span,
        })
    }

    // ------------------------------------------------------------ statements

    fn stmts<'i>(
        &mut self,
        pairs: impl Iterator<Item = Pair<'i, Rule>>,
        ctx: Ctx,
    ) -> Result<Vec<Stmt>> {
        let mut out = Vec::with_capacity(pairs.size_hint().0);
        for p in pairs {
            out.push(self.stmt(p, ctx)?);
        }
        Ok(out)
    }

    /// The statements of a `stmt_block` (`{ stmts }` or one statement).
    fn block(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<Vec<Stmt>> {
        self.stmts(p.into_inner(), ctx)
    }

    /// One statement. Each kind has its own function so that the recursive
    /// path (`stmt` → `foreach_stmt` → `block` → `stmt`) costs little stack,
    /// also in debug builds.
    fn stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<Stmt> {
        let span = self.span(&p);
        self.enter(span)?;
        let kind = self.stmt_kind(p, ctx, span);
        self.depth -= 1;
        Ok(Stmt { kind: kind?, span })
    }

    /// (Every arm is a plain call, so that this frame stays small.)
    fn stmt_kind(&mut self, p: Pair<'_, Rule>, ctx: Ctx, span: Span) -> Result<StmtKind> {
        match p.as_rule() {
            Rule::include_stmt => self.include_stmt(p, span),
            Rule::class_stmt => self.class_stmt(p, ctx),
            Rule::def_stmt => self.def_stmt(p),
            Rule::defm_stmt => self.defm_stmt(p),
            Rule::defset_stmt => self.defset_stmt(p, ctx),
            Rule::defvar_stmt => self.defvar_stmt(p, span),
            Rule::foreach_stmt => self.foreach_stmt(p, ctx),
            Rule::if_stmt => self.if_stmt(p, ctx),
            Rule::let_stmt => self.let_stmt(p, ctx),
            Rule::multiclass_stmt => self.multiclass_stmt(p, ctx),
            Rule::assert_stmt => self.assert_stmt(p, span),
            rule => Err(self.internal(span, &format!("unexpected {rule:?} in statement position"))),
        }
    }

    fn include_stmt(&mut self, p: Pair<'_, Rule>, span: Span) -> Result<StmtKind> {
        let s = self.next(&mut kids(p), span, "include path")?;
        Ok(StmtKind::Include(self.string_lit(&s)?))
    }

    fn defvar_stmt(&mut self, p: Pair<'_, Rule>, span: Span) -> Result<StmtKind> {
        let (name, value) = self.defvar(kids(p), span)?;
        Ok(StmtKind::Defvar { name, value })
    }

    fn assert_stmt(&mut self, p: Pair<'_, Rule>, span: Span) -> Result<StmtKind> {
        let (cond, msg) = self.assert(kids(p), span)?;
        Ok(StmtKind::Assert { cond, msg })
    }

    /// "`what` is not allowed inside `place`", at the statement's keyword.
    fn not_allowed(&self, p: &Pair<'_, Rule>, what: &str, place: &str) -> Diagnostic {
        let span = p
            .clone()
            .into_inner()
            .next()
            .map_or_else(|| self.span(p), |k| self.span(&k));
        Diagnostic::error(span, format!("{what} is not allowed inside {place}"))
            .with_label(format!("{what} here"))
    }

    fn class_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        if ctx.in_multiclass {
            return Err(self.not_allowed(&p, "'class'", "a multiclass"));
        }
        if ctx.in_loop {
            return Err(self.not_allowed(&p, "'class'", "a foreach loop or an if"));
        }
        let span = self.span(&p);
        let mut it = kids(p);
        let name = self.next(&mut it, span, "class name")?;
        let name = self.ident(&name)?;
        let mut targs = Vec::new();
        let mut parents = Vec::new();
        let mut has_parents = false;
        let mut body = None;
        for c in it {
            match c.as_rule() {
                Rule::targs => targs = self.targs(c)?,
                Rule::parents => {
                    has_parents = true;
                    parents = self.parents(c)?;
                }
                _ => body = Some(c),
            }
        }
        let body = body.ok_or_else(|| self.internal(span, "missing class body"))?;
        let is_semi = body.as_str().starts_with(';');
        let items = self.body_items(body)?;
        Ok(StmtKind::Class {
            name,
            is_declaration: targs.is_empty() && !has_parents && is_semi,
            targs,
            body: RecordBody { parents, items },
        })
    }

    fn def_stmt(&mut self, p: Pair<'_, Rule>) -> Result<StmtKind> {
        let mut name = None;
        let mut parents = Vec::new();
        let mut items = Vec::new();
        for c in kids(p) {
            match c.as_rule() {
                Rule::name_value => name = Some(self.value(c)?),
                Rule::parents => parents = self.parents(c)?,
                _ => items = self.body_items(c)?,
            }
        }
        Ok(StmtKind::Def {
            name,
            body: RecordBody { parents, items },
        })
    }

    fn defm_stmt(&mut self, p: Pair<'_, Rule>) -> Result<StmtKind> {
        let mut name = None;
        let mut parents = Vec::new();
        for c in kids(p) {
            match c.as_rule() {
                Rule::name_value => name = Some(self.value(c)?),
                _ => parents.push(self.class_ref(c)?),
            }
        }
        Ok(StmtKind::Defm { name, parents })
    }

    fn defset_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        if ctx.in_multiclass {
            return Err(self.not_allowed(&p, "'defset'", "a multiclass"));
        }
        let span = self.span(&p);
        let mut it = kids(p);
        let ty = self.next(&mut it, span, "defset type")?;
        let ty = self.type_(ty)?;
        let name = self.next(&mut it, span, "defset name")?;
        let name = self.ident(&name)?;
        let body = self.stmts(it, ctx)?;
        Ok(StmtKind::Defset { ty, name, body })
    }

    fn foreach_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        let span = self.span(&p);
        let mut it = kids(p);
        let var = self.next(&mut it, span, "foreach variable")?;
        let var = self.ident(&var)?;
        let iter = self.next(&mut it, span, "foreach iteration")?;
        let iter = self.foreach_iter(iter)?;
        let body = self.next(&mut it, span, "foreach body")?;
        let inner = Ctx {
            in_loop: true,
            ..ctx
        };
        let body = self.block(body, inner)?;
        Ok(StmtKind::Foreach { var, iter, body })
    }

    fn if_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        let span = self.span(&p);
        let mut it = kids(p);
        let cond = self.next(&mut it, span, "if condition")?;
        let cond = self.value(cond)?;
        let inner = Ctx {
            in_loop: true,
            ..ctx
        };
        let then_body = self.next(&mut it, span, "then body")?;
        let then_body = self.block(then_body, inner)?;
        let else_body = match it.next() {
            Some(b) => Some(self.block(b, inner)?),
            None => None,
        };
        Ok(StmtKind::If {
            cond,
            then_body,
            else_body,
        })
    }

    fn let_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        let mut items = Vec::new();
        let mut body = Vec::new();
        for c in kids(p) {
            match c.as_rule() {
                Rule::let_item => items.push(self.let_item(c)?),
                _ => body = self.block(c, ctx)?,
            }
        }
        Ok(StmtKind::Let { items, body })
    }

    fn multiclass_stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<StmtKind> {
        if ctx.in_multiclass {
            return Err(self.not_allowed(&p, "'multiclass'", "a multiclass"));
        }
        if ctx.in_loop {
            return Err(self.not_allowed(&p, "'multiclass'", "a foreach loop or an if"));
        }
        let span = self.span(&p);
        let mut it = kids(p);
        let name = self.next(&mut it, span, "multiclass name")?;
        let name = self.ident(&name)?;
        let mut targs = Vec::new();
        let mut parents = Vec::new();
        let mut body = Vec::new();
        for c in it {
            match c.as_rule() {
                Rule::targs => targs = self.targs(c)?,
                Rule::parents => parents = self.parents(c)?,
                _ => {
                    let body_span = self.span(&c);
                    let is_semi = c.as_str().starts_with(';');
                    if is_semi && parents.is_empty() {
                        return Err(Diagnostic::error(
                            body_span,
                            "expected '{' in multiclass definition",
                        )
                        .with_label("only a multiclass with base multiclasses may end with ';'"));
                    }
                    let inner = Ctx {
                        in_multiclass: true,
                        ..ctx
                    };
                    body = self.stmts(c.into_inner(), inner)?;
                    if !is_semi && body.is_empty() {
                        return Err(Diagnostic::error(
                            body_span,
                            "multiclass must contain at least one def",
                        )
                        .with_label("empty multiclass body"));
                    }
                }
            }
        }
        Ok(StmtKind::MultiClass {
            name,
            targs,
            parents,
            body,
        })
    }

    fn defvar<'i>(
        &mut self,
        mut it: impl Iterator<Item = Pair<'i, Rule>>,
        span: Span,
    ) -> Result<(Ident, Expr)> {
        let name = self.next(&mut it, span, "defvar name")?;
        let name = self.ident(&name)?;
        let value = self.next(&mut it, span, "defvar value")?;
        Ok((name, self.value(value)?))
    }

    fn assert<'i>(
        &mut self,
        mut it: impl Iterator<Item = Pair<'i, Rule>>,
        span: Span,
    ) -> Result<(Expr, Expr)> {
        let cond = self.next(&mut it, span, "assert condition")?;
        let cond = self.value(cond)?;
        let msg = self.next(&mut it, span, "assert message")?;
        Ok((cond, self.value(msg)?))
    }

    fn foreach_iter(&mut self, p: Pair<'_, Rule>) -> Result<ForeachIter> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let first = self.next(&mut it, span, "foreach range")?;
        if first.as_rule() == Rule::range_list {
            return Ok(ForeachIter::Ranges(self.range_list(first)?));
        }
        let start = self.value(first)?;
        let end = match it.next() {
            Some(end) => Some(self.range_end(end)?),
            None => None,
        };
        Ok(foreach_value_iter(start, end))
    }

    fn let_item(&mut self, p: Pair<'_, Rule>) -> Result<LetItem> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.next(&mut it, span, "let name")?;
        let name = self.ident(&name)?;
        let mut bits = None;
        let mut value = None;
        for c in it {
            match c.as_rule() {
                Rule::range_list => bits = Some(self.range_list(c)?),
                _ => value = Some(self.value(c)?),
            }
        }
        let value = value.ok_or_else(|| self.internal(span, "missing let value"))?;
        Ok(LetItem {
            name,
            bits,
            value,
            span,
        })
    }

    fn targs(&mut self, p: Pair<'_, Rule>) -> Result<Vec<TemplateArg>> {
        let mut out = Vec::new();
        for t in p.into_inner() {
            let span = self.span(&t);
            let mut it = t.into_inner();
            let ty = self.next(&mut it, span, "template argument type")?;
            let ty = self.type_(ty)?;
            let name = self.next(&mut it, span, "template argument name")?;
            let name = self.ident(&name)?;
            let default = match it.next() {
                Some(v) => Some(self.value(v)?),
                None => None,
            };
            out.push(TemplateArg {
                ty,
                name,
                default,
                span,
            });
        }
        Ok(out)
    }

    fn parents(&mut self, p: Pair<'_, Rule>) -> Result<Vec<ClassRef>> {
        p.into_inner().map(|c| self.class_ref(c)).collect()
    }

    fn class_ref(&mut self, p: Pair<'_, Rule>) -> Result<ClassRef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.next(&mut it, span, "class name")?;
        let name = self.ident(&name)?;
        let args = match it.next() {
            Some(args) => self.values(args.into_inner())?,
            None => Vec::new(),
        };
        Ok(ClassRef { name, args, span })
    }

    fn body_items(&mut self, p: Pair<'_, Rule>) -> Result<Vec<BodyItem>> {
        let mut out = Vec::new();
        for item in p.into_inner() {
            let span = self.span(&item);
            let rule = item.as_rule();
            match rule {
                Rule::let_body => {
                    let mut it = kids(item);
                    let name = self.next(&mut it, span, "let name")?;
                    let name = self.ident(&name)?;
                    let mut bits = None;
                    let mut value = None;
                    for c in it {
                        match c.as_rule() {
                            Rule::range_list => bits = Some(self.range_list(c)?),
                            _ => value = Some(self.value(c)?),
                        }
                    }
                    let value = value.ok_or_else(|| self.internal(span, "missing let value"))?;
                    out.push(BodyItem::Let {
                        name,
                        bits,
                        value,
                        span,
                    });
                }
                Rule::defvar_stmt => {
                    let (name, value) = self.defvar(kids(item), span)?;
                    out.push(BodyItem::Defvar { name, value, span });
                }
                Rule::assert_stmt => {
                    let (cond, msg) = self.assert(kids(item), span)?;
                    out.push(BodyItem::Assert { cond, msg, span });
                }
                Rule::field_decl => {
                    // `let x;` and friends fail their own rule and then match
                    // a declaration of a field of class type `let`.
                    let text = item.as_str();
                    for (kw, what) in [
                        ("let", "'=' in 'let'"),
                        ("defvar", "'=' in 'defvar'"),
                        ("assert", "',' in 'assert'"),
                    ] {
                        if text.strip_prefix(kw).is_some_and(|r| {
                            !r.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                        }) {
                            return Err(Diagnostic::error(span, format!("expected {what}"))
                                .with_label(format!("malformed '{kw}'")));
                        }
                    }
                    let mut is_field = false;
                    let mut ty = None;
                    let mut name = None;
                    let mut value = None;
                    for c in item.into_inner() {
                        match c.as_rule() {
                            Rule::kw_field => is_field = true,
                            Rule::type_ => ty = Some(self.type_(c)?),
                            Rule::ident => name = Some(self.ident(&c)?),
                            _ => value = Some(self.value(c)?),
                        }
                    }
                    let (Some(ty), Some(name)) = (ty, name) else {
                        return Err(self.internal(span, "incomplete field declaration"));
                    };
                    out.push(BodyItem::Field {
                        is_field,
                        ty,
                        name,
                        value,
                        span,
                    });
                }
                _ => {
                    return Err(
                        self.internal(span, &format!("unexpected {rule:?} in a record body"))
                    )
                }
            }
        }
        Ok(out)
    }

    // ------------------------------------------------------------ types

    /// `bit`, `bits<n>`, `int`, `string`, `code`, `dag`, `list<T>` or a class
    /// name (the grammar parses them all as `name[<arg>]`).
    fn type_(&mut self, p: Pair<'_, Rule>) -> Result<Type> {
        let span = self.span(&p);
        self.enter(span)?;
        let mut it = p.into_inner();
        let name = self.next(&mut it, span, "type name")?;
        let arg = it.next();
        let n = name.as_str();
        let kind = match (n, arg) {
            ("bit", None) => TypeKind::Bit,
            ("int", None) => TypeKind::Int,
            ("string", None) => TypeKind::String,
            ("code", None) => TypeKind::Code,
            ("dag", None) => TypeKind::Dag,
            ("bits", Some(a)) if a.as_rule() == Rule::int_lit => {
                let v = self.int(&a)?;
                match u32::try_from(v) {
                    Ok(w) => TypeKind::Bits(w),
                    Err(_) => {
                        return Err(Diagnostic::error(
                            self.span(&a),
                            "invalid width in bits<n> type",
                        )
                        .with_label("must be between 0 and 4294967295"))
                    }
                }
            }
            ("list", Some(a)) if a.as_rule() == Rule::type_ => {
                TypeKind::List(Box::new(self.type_(a)?))
            }
            ("bits", a) => {
                let at = a.map_or(span, |a| self.span(&a));
                return Err(Diagnostic::error(at, "expected an integer in bits<n> type")
                    .with_label("the width of 'bits' must be an integer"));
            }
            ("list", a) => {
                let at = a.map_or(span, |a| self.span(&a));
                return Err(Diagnostic::error(at, "expected a type in list<T> type")
                    .with_label("the element type of 'list' is missing"));
            }
            (_, Some(a)) => {
                let what = if is_keyword(n) {
                    format!("'{n}'")
                } else {
                    "a class type".to_string()
                };
                return Err(Diagnostic::error(
                    self.span(&a),
                    format!("{what} takes no '<...>' argument"),
                )
                .with_label("unexpected argument"));
            }
            (_, None) => TypeKind::Class(self.ident(&name)?),
        };
        self.depth -= 1;
        Ok(Type { kind, span })
    }

    // ------------------------------------------------------------ values

    /// A `value` or `name_value`: a simple value and its suffixes.
    ///
    /// The recursive path (`value` → `simple` → `list_value`/... → `value`)
    /// is split into small functions so that each nesting level costs little
    /// stack, also in debug builds.
    fn value(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        self.enter(span)?;
        let e = self.value_inner(p, span);
        self.depth -= 1;
        e
    }

    fn value_inner(&mut self, p: Pair<'_, Rule>, span: Span) -> Result<Expr> {
        let mut it = p.into_inner().peekable();
        let first = self.next(&mut it, span, "value")?;
        let mut e = match it.next_if(|a| a.as_rule() == Rule::class_args) {
            Some(args) => self.class_inst(&first, args),
            None => self.simple(first),
        }?;
        for s in it {
            e = self.suffix(e, s)?;
        }
        Ok(e)
    }

    fn class_inst(&mut self, name: &Pair<'_, Rule>, args: Pair<'_, Rule>) -> Result<Expr> {
        let class = self.ident(name)?;
        Ok(Expr {
            span: class.span.to(self.span(&args)),
            kind: ExprKind::ClassInst {
                class,
                args: self.values(args.into_inner())?,
            },
        })
    }

    /// Applies one suffix (`{ranges}`, `[ranges]`, `.field`, `# rhs`) to `e`.
    fn suffix(&mut self, e: Expr, s: Pair<'_, Rule>) -> Result<Expr> {
        let sspan = self.span(&s);
        let span = e.span.to(sspan);
        let rule = s.as_rule();
        let mut inner = s.into_inner();
        let kind = match rule {
            Rule::bit_slice => {
                let r = self.next(&mut inner, sspan, "range list")?;
                ExprKind::BitSlice(Box::new(e), self.range_list(r)?)
            }
            Rule::list_slice => {
                let r = self.next(&mut inner, sspan, "range list")?;
                ExprKind::ListSlice(Box::new(e), self.range_list(r)?)
            }
            Rule::field_suffix => {
                let f = self.next(&mut inner, sspan, "field name")?;
                ExprKind::Field(Box::new(e), self.ident(&f)?)
            }
            Rule::paste => {
                let rhs = match inner.next() {
                    Some(v) => Some(Box::new(self.value(v)?)),
                    None => None,
                };
                ExprKind::Paste(Box::new(e), rhs)
            }
            _ => return Err(self.internal(sspan, &format!("unexpected {rule:?} after a value"))),
        };
        Ok(Expr { kind, span })
    }

    fn values<'i>(&mut self, it: impl Iterator<Item = Pair<'i, Rule>>) -> Result<Vec<Expr>> {
        let mut out = Vec::with_capacity(it.size_hint().0);
        for v in it {
            out.push(self.value(v)?);
        }
        Ok(out)
    }

    fn simple(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        let kind = self.simple_kind(p, span)?;
        Ok(Expr { kind, span })
    }

    /// (Every arm is a plain call, so that this frame stays small.)
    fn simple_kind(&mut self, p: Pair<'_, Rule>, span: Span) -> Result<ExprKind> {
        match p.as_rule() {
            Rule::ident => id_value(span, p.as_str()),
            Rule::int_lit => self.int_value(&p),
            Rule::strings => self.strings(p),
            Rule::code_lit => Ok(code_value(p.as_str())),
            Rule::unset => Ok(ExprKind::Unset),
            Rule::bits_value => self.bits_value(p),
            Rule::list_value => self.list_value(p),
            Rule::dag_value => self.dag_value(p),
            Rule::cond_value => self.cond_value(p),
            Rule::bang_value => self.bang_value(p),
            rule => Err(self.internal(span, &format!("unexpected {rule:?} as a value"))),
        }
    }

    fn bits_value(&mut self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        Ok(ExprKind::Bits(self.values(p.into_inner())?))
    }

    /// `42`, `-1`, `0x1F` or `0b0101`.
    fn int_value(&self, p: &Pair<'_, Rule>) -> Result<ExprKind> {
        let Some(digits) = p.as_str().strip_prefix("0b") else {
            return Ok(ExprKind::Int(self.int(p)?));
        };
        let span = self.span(p);
        let width = digits.len();
        if width > 64 {
            return Err(Diagnostic::error(span, "binary literal too large")
                .with_label(format!("{width} digits; at most 64 are allowed")));
        }
        let value = u64::from_str_radix(digits, 2)
            .map_err(|_| Diagnostic::error(span, "invalid binary literal"))?;
        Ok(ExprKind::BinaryInt {
            value: value as i64,
            width: width as u32,
        })
    }

    /// Adjacent string literals, concatenated.
    fn strings(&self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let first = self.next(&mut it, span, "string")?;
        let mut s = self.string_lit(&first)?;
        for more in it {
            s.push_str(&self.string_lit(&more)?);
        }
        Ok(ExprKind::Str(s))
    }

    fn list_value(&mut self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        let mut elems = Vec::new();
        let mut ty = None;
        for c in p.into_inner() {
            if c.as_rule() == Rule::type_ {
                ty = Some(self.type_(c)?);
            } else {
                elems.push(self.value(c)?);
            }
        }
        Ok(ExprKind::List(elems, ty))
    }

    fn dag_value(&mut self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        let span = self.span(&p);
        let mut it = p.into_inner().peekable();
        let op = self.next(&mut it, span, "dag operator")?;
        let op = self.value(op)?;
        let op_name = it
            .next_if(|n| n.as_rule() == Rule::var_name)
            .map(|n| self.var_name(&n));
        let mut args = Vec::new();
        for a in it {
            args.push(self.dag_arg(a)?);
        }
        Ok(ExprKind::Dag {
            op: Box::new(op),
            op_name,
            args,
        })
    }

    fn cond_value(&mut self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        let mut clauses = Vec::new();
        for c in kids(p) {
            let cspan = self.span(&c);
            let mut it = c.into_inner();
            let cond = self.next(&mut it, cspan, "condition")?;
            let cond = self.value(cond)?;
            let val = self.next(&mut it, cspan, "value")?;
            clauses.push((cond, self.value(val)?));
        }
        Ok(ExprKind::Cond(clauses))
    }

    fn bang_value(&mut self, p: Pair<'_, Rule>) -> Result<ExprKind> {
        let span = self.span(&p);
        let mut it = p.into_inner().peekable();
        let op = self.next(&mut it, span, "operator")?;
        let op = Ident {
            name: op.as_str().get(1..).unwrap_or("").to_string(),
            span: self.span(&op),
        };
        let ty = match it.next_if(|t| t.as_rule() == Rule::type_) {
            Some(t) => Some(self.type_(t)?),
            None => None,
        };
        Ok(ExprKind::Bang {
            op,
            ty,
            args: self.values(it)?,
        })
    }

    fn var_name(&self, p: &Pair<'_, Rule>) -> Ident {
        Ident {
            name: p.as_str().get(1..).unwrap_or("").to_string(),
            span: self.span(p),
        }
    }

    fn dag_arg(&mut self, p: Pair<'_, Rule>) -> Result<DagArg> {
        let span = self.span(&p);
        let mut value = None;
        let mut name = None;
        for c in p.into_inner() {
            if c.as_rule() == Rule::var_name {
                name = Some(self.var_name(&c));
            } else {
                value = Some(self.value(c)?);
            }
        }
        Ok(DagArg { value, name, span })
    }

    fn range_list(&mut self, p: Pair<'_, Rule>) -> Result<Vec<RangePiece>> {
        let mut out = Vec::new();
        for piece in p.into_inner() {
            let span = self.span(&piece);
            let mut it = piece.into_inner();
            let start = self.next(&mut it, span, "range start")?;
            let start = self.value(start)?;
            let end = match it.next() {
                Some(e) => Some(self.range_end(e)?),
                None => None,
            };
            out.push(RangePiece { start, end, span });
        }
        Ok(out)
    }

    /// `...` value, `-` value, or `-` digits: `4-0` and `0-7in` are lexed by
    /// TableGen as `4`, `-0` and `0`, `-7`, `in`; the end is the digits (the
    /// span starts after the `-`).
    fn range_end(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        let v = self.next(&mut p.into_inner(), span, "range end")?;
        if v.as_rule() == Rule::neg_digits {
            let s = v.as_span();
            let span = Span::new(self.file, s.start() + 1, s.end());
            let value = v.as_str()[1..].parse::<i64>().map_err(|_| {
                Diagnostic::error(span, "integer literal out of range")
                    .with_label("does not fit in a 64-bit signed integer")
            })?;
            return Ok(Expr {
                kind: ExprKind::Int(value),
                span,
            });
        }
        self.value(v)
    }

    // ------------------------------------------------------------ literals

    /// A decimal or hexadecimal integer literal (hex wraps to 64 bits like
    /// LLVM's `strtoull`; decimal must fit in `i64`).
    fn int(&self, p: &Pair<'_, Rule>) -> Result<i64> {
        let span = self.span(p);
        let t = p.as_str();
        if let Some(digits) = t.strip_prefix("0x") {
            u64::from_str_radix(digits, 16)
                .map(|v| v as i64)
                .map_err(|_| {
                    Diagnostic::error(span, "hexadecimal literal out of range")
                        .with_label("does not fit in 64 bits")
                })
        } else if t.starts_with("0b") {
            Err(
                Diagnostic::error(span, "expected a decimal or hexadecimal integer")
                    .with_label("binary literal"),
            )
        } else {
            t.parse::<i64>().map_err(|_| {
                Diagnostic::error(span, "integer literal out of range")
                    .with_label("does not fit in a 64-bit signed integer")
            })
        }
    }

    /// Decodes one `"..."` literal: `\\ \' \" \t \n` are the only escapes.
    fn string_lit(&self, p: &Pair<'_, Rule>) -> Result<String> {
        let t = p.as_str();
        let start = p.as_span().start();
        let inner = t.get(1..t.len().saturating_sub(1)).unwrap_or("");
        if !inner.contains('\\') {
            return Ok(inner.to_string());
        }
        let mut out = String::with_capacity(inner.len());
        let mut chars = inner.char_indices();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some((_, e @ ('\\' | '\'' | '"'))) => out.push(e),
                Some((_, 't')) => out.push('\t'),
                Some((_, 'n')) => out.push('\n'),
                Some((j, e)) => {
                    let at = start + 1 + i;
                    return Err(Diagnostic::error(
                        Span::new(self.file, at, start + 1 + j + e.len_utf8()),
                        format!("invalid escape '\\{e}' in string literal"),
                    )
                    .with_note("the escapes are \\\\, \\', \\\", \\t and \\n"));
                }
                None => {
                    return Err(Diagnostic::error(
                        Span::new(self.file, start + 1 + i, start + 2 + i),
                        "invalid escape at end of string",
                    ))
                }
            }
        }
        Ok(out)
    }
}

// ---------------------------------------------------------------- errors

/// Serialises the re-parses with pest's (process-global) error-detail flag.
static DETAIL_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Turns a pest failure into a diagnostic saying what was expected.
///
/// pest's plain error only knows the furthest *rule* that failed, which is
/// often misleading (`int a = 1 }` reports "expected identifier" at `1`).
/// So the text is parsed once more with pest's error detail on, which records
/// the literal tokens tried at the furthest position; these are turned into
/// a short human list (noise such as blanks, comment starts, identifier
/// continuations and optional suffixes is dropped).
fn syntax_error(file: FileId, text: &str, e: &pest::error::Error<Rule>) -> Diagnostic {
    let plain_pos = error_pos(e).min(text.len());
    // Too-deep nesting before the failure is reported as such, whether pest
    // ran out of stack there (depending on build and thread) or got through.
    if let Some(at) = first_too_deep(text) {
        if at <= plain_pos {
            return too_deep(file, at);
        }
    }
    if let pest::error::ErrorVariant::CustomError { message } = &e.variant {
        // pest's own limits (native stack headroom, call limit).
        return Diagnostic::error(
            Span::new(file, plain_pos, next_token_end(text, plain_pos)),
            format!("input too deeply nested to parse ({message})"),
        );
    }
    let detailed = {
        let _guard = DETAIL_LOCK.lock().unwrap_or_else(|p| p.into_inner());
        pest::set_error_detail(true);
        let r = TdParser::parse(Rule::file, text).err();
        pest::set_error_detail(false);
        r
    };
    let attempts = detailed.as_ref().and_then(|d| d.parse_attempts());
    let mut pos = plain_pos;
    let mut tokens: Vec<String> = Vec::new();
    let mut rules: Vec<Rule> = Vec::new();
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &e.variant {
        rules.extend(positives.iter().copied());
    }
    if let Some(a) = &attempts {
        let toks = a.expected_tokens();
        if !toks.is_empty() && a.max_position >= plain_pos {
            if a.max_position > plain_pos {
                rules.clear();
            }
            pos = a.max_position.min(text.len());
            // `ParsingToken` is not exported; its `Display` is the token
            // itself, or `a..z` for a range.
            tokens.extend(toks.iter().map(|t| t.to_string()));
        }
        for st in a.call_stacks() {
            if let Some(r) = st.deepest.get_rule() {
                rules.push(*r);
            }
        }
    }
    if std::env::var_os("PEST_DEBUG").is_some() {
        eprintln!(
            "plain {plain_pos} pos {pos} tokens {tokens:?} rules {rules:?} {:?}",
            e.variant
        );
    }
    let after_word = pos > 0
        && text
            .as_bytes()
            .get(pos - 1)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_');
    let plain_rules: &[Rule] = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } if pos == plain_pos => positives,
        _ => &[],
    };
    let expected = describe_expected(&tokens, &rules, plain_rules, after_word);
    if let Some((at, m, label)) = special_message(text, plain_pos) {
        return Diagnostic::error(Span::new(file, at, next_token_end(text, at)), m)
            .with_label(label);
    }
    let msg = if let Some((_, m, _)) = special_message(text, pos) {
        m
    } else if expected.is_empty() {
        "syntax error".to_string()
    } else {
        format!("expected {}", join_or(&expected))
    };
    Diagnostic::error(Span::new(file, pos, next_token_end(text, pos)), msg)
        .with_label(found(text, pos))
}

fn error_pos(e: &pest::error::Error<Rule>) -> usize {
    match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

/// A bare identifier as a value (`true` and `false` are booleans).
fn id_value(span: Span, name: &str) -> Result<ExprKind> {
    Ok(match name {
        "true" => ExprKind::Bool(true),
        "false" => ExprKind::Bool(false),
        _ => {
            check_name(span, name)?;
            ExprKind::Id(name.to_string())
        }
    })
}

/// `[{ ... }]`: the text between the brackets, verbatim.
fn code_value(t: &str) -> ExprKind {
    ExprKind::Code(
        t.get(2..t.len().saturating_sub(2))
            .unwrap_or("")
            .to_string(),
    )
}

/// The "nesting too deep" error at byte `at`.
fn too_deep(file: FileId, at: usize) -> Diagnostic {
    Diagnostic::error(Span::new(file, at, at + 1), "nesting too deep")
        .with_label(format!("more than {MAX_DEPTH} nested values or statements"))
}

/// The position of the first `(`, `[`, `{` or `<` that opens the
/// `MAX_DEPTH`-th level of brackets (outside comments, strings and code).
fn first_too_deep(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let comments = comment_ranges(b);
    let mut next_comment = comments.iter().peekable();
    let mut depth = 0u32;
    let mut i = 0;
    while i < b.len() {
        if let Some(&&(s, e)) = next_comment.peek() {
            if i >= s {
                i = e.max(i + 1);
                next_comment.next();
                continue;
            }
        }
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i += 2;
                while i < b.len() && !(b[i] == b'}' && b.get(i + 1) == Some(&b']')) {
                    i += 1;
                }
                i += 1;
            }
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                if depth >= MAX_DEPTH {
                    return Some(i);
                }
            }
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Errors better explained by what is at `pos` than by what was expected.
fn special_message(text: &str, pos: usize) -> Option<(usize, String, &'static str)> {
    let rest = text.get(pos..)?;
    // Characters that start no token anywhere (TGLexer: "Unexpected
    // character").
    if let Some(c) = rest.chars().next() {
        let bad = (c.is_control() && !c.is_ascii_whitespace() && c != '\x0B')
            || !c.is_ascii()
            || matches!(
                c,
                '@' | '%' | '^' | '~' | '`' | '\\' | '|' | '&' | '*' | '\''
            );
        if bad {
            let shown = if c.is_control() {
                format!("U+{:04X}", c as u32)
            } else {
                format!("'{c}'")
            };
            return Some((
                pos,
                format!("unexpected character {shown}"),
                "not valid here",
            ));
        }
    }
    // `list` and `bits` without their `<...>`.
    let before = text.get(..pos).unwrap_or("").trim_end();
    for (kw, label) in [
        ("list", "list<T> needs an element type"),
        ("bits", "bits<n> needs a width"),
    ] {
        let word_start = before.len().saturating_sub(kw.len());
        let whole_word = before.ends_with(kw)
            && !before[..word_start].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        if whole_word && !rest.starts_with('<') {
            return Some((pos, format!("expected '<' after '{kw}'"), label));
        }
    }
    if rest.starts_with("/*") && crate::preprocess::skip_block_comment(rest.as_bytes(), 0).is_none()
    {
        return Some((pos, "unterminated block comment".to_string(), "starts here"));
    }
    if rest.starts_with('"') {
        let line = rest.split('\n').next().unwrap_or(rest);
        if !string_closes(line) {
            return Some((
                pos,
                "unterminated string literal".to_string(),
                "starts here",
            ));
        }
    }
    // An unclosed `[{` fails as a code literal and is then parsed as a list
    // of bits, so the error shows up later: look back for it.
    let upto = text.get(..(pos + 2).min(text.len())).unwrap_or("");
    if let Some(code_at) = upto.rfind("[{") {
        if !text[code_at..].contains("}]") && !in_comment(text, code_at) {
            return Some((
                code_at,
                "unterminated code literal".to_string(),
                "starts here",
            ));
        }
    }
    if rest.starts_with(';') && text.get(..pos).is_some_and(|t| t.trim_end().ends_with('}')) {
        return Some((
            pos,
            "a class or def body should not end with a semicolon".to_string(),
            "remove this ';'",
        ));
    }
    None
}

/// Whether byte `at` is inside a comment.
fn in_comment(text: &str, at: usize) -> bool {
    comment_ranges(text.as_bytes())
        .iter()
        .any(|&(s, e)| s <= at && at < e)
}

/// Whether the string literal at the start of `line` (one line) is closed.
fn string_closes(line: &str) -> bool {
    let mut chars = line.chars().skip(1);
    while let Some(c) = chars.next() {
        match c {
            '"' => return true,
            '\\' => {
                chars.next();
            }
            _ => {}
        }
    }
    false
}

/// Turns pest's expected tokens and rules into short descriptions.
fn describe_expected(
    tokens: &[String],
    rules: &[Rule],
    plain_rules: &[Rule],
    after_word: bool,
) -> Vec<String> {
    fn push(out: &mut Vec<String>, s: &str) {
        if !out.iter().any(|x| x == s) {
            out.push(s.to_string());
        }
    }
    let has = |t: &str| tokens.iter().any(|x| x == t);
    let mut out: Vec<String> = Vec::new();
    let value_start = has("\"") && has("?") && (has("!") || has("!cond"));
    let ident_start = !after_word && has("a..z");
    // Statement position: the statement keywords are tried behind a
    // first-letter lookahead, so pest records little; say it plainly.
    // Statement position: statement-only keywords were tried (`let`,
    // `defvar` and `assert` also start body items).
    let stmt_pos = (has("def") && has("class"))
        || rules.iter().any(|r| {
            matches!(
                r,
                Rule::kw_include
                    | Rule::kw_class
                    | Rule::kw_def
                    | Rule::kw_defm
                    | Rule::kw_defset
                    | Rule::kw_foreach
                    | Rule::kw_if
                    | Rule::kw_multiclass
            )
        })
        || (tokens.is_empty()
            && rules
                .iter()
                .any(|r| matches!(r, Rule::file | Rule::stmt_block | Rule::mc_body)));
    // Body item position (in `{ }` of a class or def).
    let body_pos = !stmt_pos && (has("field") || rules.contains(&Rule::field_decl));
    if stmt_pos {
        push(
            &mut out,
            "a statement (class, def, defm, defset, defvar, foreach, if, let, multiclass, assert or include)",
        );
    }
    if body_pos {
        push(
            &mut out,
            "a body item (a field declaration, let, defvar or assert)",
        );
    }
    // A type name is expected (not merely continued by `<`).
    let ty = rules
        .iter()
        .any(|r| matches!(r, Rule::type_ | Rule::type_name))
        && !has("<");
    if ty {
        push(&mut out, "a type");
    }
    if has(";") && rules.contains(&Rule::body) {
        push(&mut out, "';'");
        push(&mut out, "'{'");
    }
    if value_start {
        push(&mut out, "a value");
    } else if has("\"") && !has("a..z") {
        push(&mut out, "a string");
    } else if ident_start && !ty && !body_pos {
        push(&mut out, "an identifier");
    }
    // Continuations that are always possible after a value or a name would
    // only be noise; so are blanks and comment starts.
    const NOISE: [&str; 15] = [
        "#", ".", "[", "{", "<", "-", "...", "/", "_", " ", "\t", "\n", "\r", "\u{b}", "\u{c}",
    ];
    const TYPES: [&str; 7] = ["bit", "bits", "code", "dag", "int", "list", "string"];
    for t in tokens {
        let t = t.as_str();
        let is_range = t.len() == 4 && t.get(1..3) == Some("..");
        let is_letter = t.len() == 1 && t.as_bytes()[0].is_ascii_alphanumeric();
        let value_token = matches!(
            t,
            "!" | "!cond" | "\"" | "(" | "+" | "?" | "[{" | "0x" | "0b"
        );
        let stmt_token = matches!(
            t,
            "assert"
                | "class"
                | "def"
                | "defm"
                | "defset"
                | "defvar"
                | "foreach"
                | "if"
                | "include"
                | "let"
                | "multiclass"
        );
        if t.is_empty()
            || is_range
            || is_letter
            || NOISE.contains(&t)
            || (value_start && value_token)
            || ((stmt_pos || body_pos) && (stmt_token || t == "field"))
            || t == "BUILTIN_RULE"
            || t == "bits"
            || t == "list"
            || (ty && TYPES.contains(&t))
            || t == "\""
        {
            continue;
        }
        push(&mut out, &format!("'{t}'"));
    }
    if out.is_empty() {
        // Only continuations were seen: say what pest's plain error says,
        // else list the continuations.
        let from_rules = if plain_rules.is_empty() {
            rules
        } else {
            plain_rules
        };
        for r in from_rules {
            if let Some(d) = rule_description(*r) {
                push(&mut out, d);
            }
        }
        if out.is_empty() {
            for t in ["#", ".", "[", "{", "<", "-", "..."] {
                if has(t) {
                    push(&mut out, &format!("'{t}'"));
                }
            }
        }
    }
    out
}

fn rule_description(r: Rule) -> Option<&'static str> {
    Some(match r {
        Rule::value | Rule::name_value | Rule::range_piece | Rule::range_list => "a value",
        Rule::ident | Rule::class_ref => "an identifier",
        Rule::type_ | Rule::type_name => "a type",
        Rule::string_lit | Rule::strings => "a string",
        Rule::var_name => "a '$name'",
        Rule::int_lit => "an integer",
        Rule::body => "';' or '{'",
        Rule::targ => "a template argument",
        Rule::let_item => "'NAME = value'",
        _ => return None,
    })
}

fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} or {}", rest.join(", "), last),
    }
}

/// End of the token-ish text at `pos` (for the error span).
fn next_token_end(text: &str, pos: usize) -> usize {
    let b = text.as_bytes();
    if pos >= b.len() {
        return pos;
    }
    let n = b[pos..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .count();
    if n > 0 {
        return pos + n;
    }
    let mut end = pos + 1;
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    end
}

fn found(text: &str, pos: usize) -> String {
    if pos >= text.len() {
        return "found end of file".to_string();
    }
    let end = next_token_end(text, pos);
    match text.get(pos..end) {
        Some(t) if t.trim().is_empty() => "here".to_string(),
        Some(t) => match t.chars().next() {
            Some(c) if c.is_control() => format!("found character U+{:04X}", c as u32),
            _ => format!("found '{t}'"),
        },
        None => "here".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> File {
        match parse_file(FileId(0), text) {
            Ok(f) => f,
            Err(d) => panic!("unexpected error {d:?} in {text:?}"),
        }
    }

    fn err(text: &str) -> Diagnostic {
        match parse_file(FileId(0), text) {
            Ok(f) => panic!("expected an error for {text:?}, got {f:?}"),
            Err(d) => d,
        }
    }

    /// The value of the first field of the first def: `def X { T x = <v>; }`.
    fn field_value(v: &str) -> Expr {
        let text = format!("def X {{ int x = {v}; }}");
        let f = parse(&text);
        match &f.stmts[0].kind {
            StmtKind::Def { body, .. } => match &body.items[0] {
                BodyItem::Field { value: Some(e), .. } => e.clone(),
                other => panic!("{other:?}"),
            },
            other => panic!("{other:?}"),
        }
    }

    fn int(e: &Expr) -> i64 {
        match e.kind {
            ExprKind::Int(v) => v,
            ref k => panic!("not an int: {k:?}"),
        }
    }

    fn id(e: &Expr) -> &str {
        match &e.kind {
            ExprKind::Id(s) => s,
            k => panic!("not an id: {k:?}"),
        }
    }

    fn pieces(r: &[RangePiece]) -> Vec<(i64, Option<i64>)> {
        r.iter()
            .map(|p| (int(&p.start), p.end.as_ref().map(int)))
            .collect()
    }

    fn bit_slice(v: &str) -> Vec<(i64, Option<i64>)> {
        match field_value(v).kind {
            ExprKind::BitSlice(_, r) => pieces(&r),
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn ranges() {
        assert_eq!(bit_slice("a{4-0}"), vec![(4, Some(0))]);
        assert_eq!(bit_slice("a{0-4}"), vec![(0, Some(4))]);
        assert_eq!(bit_slice("a{15...0}"), vec![(15, Some(0))]);
        assert_eq!(bit_slice("a{3, 5-7}"), vec![(3, None), (5, Some(7))]);
        assert_eq!(bit_slice("a{ 4 - 0 , 9 }"), vec![(4, Some(0)), (9, None)]);
        assert_eq!(bit_slice("a{4 -0}"), vec![(4, Some(0))]);
        match field_value("l[1, 2...3]").kind {
            ExprKind::ListSlice(_, r) => assert_eq!(pieces(&r), vec![(1, None), (2, Some(3))]),
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn range_spans() {
        let text = "def X { int x = a{31-25}; }";
        let f = parse(text);
        let StmtKind::Def { body, .. } = &f.stmts[0].kind else {
            panic!()
        };
        let BodyItem::Field { value: Some(e), .. } = &body.items[0] else {
            panic!()
        };
        let ExprKind::BitSlice(base, r) = &e.kind else {
            panic!()
        };
        assert_eq!(&text[base.span.start as usize..base.span.end as usize], "a");
        assert_eq!(
            &text[r[0].span.start as usize..r[0].span.end as usize],
            "31-25"
        );
        assert_eq!(
            &text[e.span.start as usize..e.span.end as usize],
            "a{31-25}"
        );
    }

    #[test]
    fn let_and_foreach_ranges() {
        let f = parse("let A<3-0> = 2, B = 1 in def X;\nforeach i = 0-7 in def Y#i;\nforeach i = {0-3, 5} in { def Z#i; }\nforeach i = [1, 2] in def W#i;\nforeach i = 5 in def V#i;\nforeach i = L in def U#i;\nforeach i = 0...3 in def T#i;");
        match &f.stmts[0].kind {
            StmtKind::Let { items, body } => {
                assert_eq!(items.len(), 2);
                assert_eq!(pieces(items[0].bits.as_ref().unwrap()), vec![(3, Some(0))]);
                assert!(items[1].bits.is_none());
                assert_eq!(body.len(), 1);
            }
            k => panic!("{k:?}"),
        }
        let iter = |i: usize| match &f.stmts[i].kind {
            StmtKind::Foreach { iter, .. } => iter.clone(),
            k => panic!("{k:?}"),
        };
        let ranges = |i: usize| match iter(i) {
            ForeachIter::Ranges(r) => pieces(&r),
            v => panic!("{v:?}"),
        };
        assert_eq!(ranges(1), vec![(0, Some(7))]);
        assert_eq!(ranges(2), vec![(0, Some(3)), (5, None)]);
        assert!(matches!(
            iter(3),
            ForeachIter::Value(Expr {
                kind: ExprKind::List(..),
                ..
            })
        ));
        assert_eq!(ranges(4), vec![(5, None)]);
        assert!(matches!(
            iter(5),
            ForeachIter::Value(Expr {
                kind: ExprKind::Id(_),
                ..
            })
        ));
        assert_eq!(ranges(6), vec![(0, Some(3))]);
    }

    #[test]
    fn paste_is_right_associative() {
        let e = field_value("a # b # c");
        let ExprKind::Paste(l, Some(r)) = &e.kind else {
            panic!("{e:?}")
        };
        assert_eq!(id(l), "a");
        let ExprKind::Paste(l2, Some(r2)) = &r.kind else {
            panic!("{r:?}")
        };
        assert_eq!((id(l2), id(r2)), ("b", "c"));
    }

    #[test]
    fn paste_rhs_is_name_mode() {
        // `{` after the right-hand side slices the whole paste, as in LLVM.
        let e = field_value("\"x\" # b{0}");
        let ExprKind::BitSlice(inner, _) = &e.kind else {
            panic!("{e:?}")
        };
        assert!(matches!(inner.kind, ExprKind::Paste(_, Some(_))));
        // Suffixes other than `{` bind inside the right-hand side.
        let e = field_value("a # b.c");
        let ExprKind::Paste(_, Some(r)) = &e.kind else {
            panic!("{e:?}")
        };
        assert!(matches!(r.kind, ExprKind::Field(..)));
    }

    #[test]
    fn def_names() {
        let f = parse("def NAME#_X : Foo;\ndef X#NAME { int a = 1; }\ndef X# : Foo;\ndef \"str\";\ndef : Foo;\ndef 2Foo;\ndef X#;\ndef {}");
        let name = |i: usize| match &f.stmts[i].kind {
            StmtKind::Def { name, .. } => name.clone(),
            k => panic!("{k:?}"),
        };
        assert!(matches!(name(0).unwrap().kind, ExprKind::Paste(_, Some(_))));
        match &f.stmts[1].kind {
            StmtKind::Def { name, body } => {
                assert!(matches!(
                    name.as_ref().unwrap().kind,
                    ExprKind::Paste(_, Some(_))
                ));
                assert_eq!(body.items.len(), 1);
            }
            k => panic!("{k:?}"),
        }
        assert!(matches!(name(2).unwrap().kind, ExprKind::Paste(_, None)));
        assert_eq!(name(3).unwrap().kind, ExprKind::Str("str".into()));
        assert!(name(4).is_none());
        assert_eq!(id(&name(5).unwrap()), "2Foo");
        assert!(matches!(name(6).unwrap().kind, ExprKind::Paste(_, None)));
        assert!(name(7).is_none());
    }

    /// A trailing paste only before `{`, `:` or `;` (what can begin an
    /// object body); before anything else a value must follow `#`, as in
    /// llvm-tblgen 14 ("Unknown or reserved token when parsing a value").
    #[test]
    fn trailing_paste_only_before_a_body() {
        let f = parse("def X# { }\ndef Y#: Z;\ndef W { string s = \"a\"#; }\n");
        assert_eq!(f.stmts.len(), 3);
        err("def X { list<string> l = [a#, b]; }");
        err("def X { string s = !strconcat(\"a\"#, \"b\"); }");
        err("def X { dag d = (x \"a\"#); }");
        err("def X : R<\"z\"# #1>;");
    }

    #[test]
    fn literals() {
        assert_eq!(int(&field_value("42")), 42);
        assert_eq!(int(&field_value("-1")), -1);
        assert_eq!(int(&field_value("+7")), 7);
        assert_eq!(int(&field_value("0x1F")), 31);
        assert_eq!(int(&field_value("0xFFFFFFFFFFFFFFFF")), -1);
        assert_eq!(int(&field_value("-9223372036854775808")), i64::MIN);
        assert_eq!(
            field_value("0b0101").kind,
            ExprKind::BinaryInt { value: 5, width: 4 }
        );
        assert_eq!(
            field_value("\"a\\tb\" \"c\\\"\\\\\" \"\\n\\'\"").kind,
            ExprKind::Str("a\tbc\"\\\n'".into())
        );
        assert_eq!(
            field_value("[{ x = \"}\"; ] }]").kind,
            ExprKind::Code(" x = \"}\"; ] ".into())
        );
        // `[{` always starts a code literal, as in TGLexer.
        assert_eq!(field_value("[{1,2}]").kind, ExprKind::Code("1,2".into()));
        assert!(
            matches!(field_value("[ {1,2} ]").kind, ExprKind::List(ref v, None) if v.len() == 1)
        );
        match field_value("(ops [{ c }], x[1])").kind {
            ExprKind::Dag { args, .. } => {
                assert_eq!(
                    args[0].value.as_ref().unwrap().kind,
                    ExprKind::Code(" c ".into())
                );
                assert!(matches!(
                    args[1].value.as_ref().unwrap().kind,
                    ExprKind::ListSlice(..)
                ));
            }
            k => panic!("{k:?}"),
        }
        assert_eq!(field_value("?").kind, ExprKind::Unset);
        assert_eq!(field_value("true").kind, ExprKind::Bool(true));
        assert_eq!(field_value("false").kind, ExprKind::Bool(false));
        assert_eq!(id(&field_value("trueish")), "trueish");
        assert_eq!(id(&field_value("0x")), "0x");
        assert_eq!(id(&field_value("_a1")), "_a1");
    }

    #[test]
    fn literal_errors() {
        let d = err("def X { int x = 99999999999999999999; }");
        assert!(d.message.contains("out of range"));
        assert_eq!((d.span.start, d.span.end), (16, 36));
        assert!(err("def X { int x = 0x10000000000000000; }")
            .message
            .contains("out of range"));
        let b65 = format!("def X {{ bits<65> x = 0b{}; }}", "1".repeat(65));
        assert!(err(&b65).message.contains("binary literal too large"));
        let d = err("def X { string s = \"a\\qb\"; }");
        assert!(d.message.contains("invalid escape"));
        assert_eq!((d.span.start, d.span.end), (21, 23));
        assert!(err("def X { bits<0b11> x; }")
            .message
            .contains("decimal or hexadecimal"));
        assert!(err("def X { bits<-1> x; }").message.contains("bits<n>"));
    }

    #[test]
    fn values() {
        match field_value("Foo<1, \"a\">.x").kind {
            ExprKind::Field(base, f) => {
                assert_eq!(f.name, "x");
                let ExprKind::ClassInst { class, args } = &base.kind else {
                    panic!()
                };
                assert_eq!(class.name, "Foo");
                assert_eq!(args.len(), 2);
            }
            k => panic!("{k:?}"),
        }
        match field_value("(op:$n a:$x, $y, 1)").kind {
            ExprKind::Dag { op, op_name, args } => {
                assert_eq!(id(&op), "op");
                assert_eq!(op_name.unwrap().name, "n");
                assert_eq!(args.len(), 3);
                assert_eq!(args[0].name.as_ref().unwrap().name, "x");
                assert!(args[1].value.is_none());
                assert_eq!(args[1].name.as_ref().unwrap().name, "y");
                assert!(args[2].name.is_none());
            }
            k => panic!("{k:?}"),
        }
        match field_value("[1, 2,]<int>").kind {
            ExprKind::List(
                items,
                Some(Type {
                    kind: TypeKind::Int,
                    ..
                }),
            ) => assert_eq!(items.len(), 2),
            k => panic!("{k:?}"),
        }
        assert_eq!(field_value("[]").kind, ExprKind::List(vec![], None));
        match field_value("{1, 0, a{2}}").kind {
            ExprKind::Bits(b) => assert_eq!(b.len(), 3),
            k => panic!("{k:?}"),
        }
        match field_value("!cond(a : 1, true : 2,)").kind {
            ExprKind::Cond(c) => assert_eq!(c.len(), 2),
            k => panic!("{k:?}"),
        }
        match field_value("!foreach(x, [1, 2], !add(x, 1))").kind {
            ExprKind::Bang { op, ty, args } => {
                assert_eq!(op.name, "foreach");
                assert!(ty.is_none());
                assert_eq!(id(&args[0]), "x");
            }
            k => panic!("{k:?}"),
        }
        match field_value("!cast<list<string>>(x)").kind {
            ExprKind::Bang {
                op,
                ty: Some(t),
                args,
            } => {
                assert_eq!(op.name, "cast");
                assert!(matches!(t.kind, TypeKind::List(_)));
                assert_eq!(args.len(), 1);
            }
            k => panic!("{k:?}"),
        }
        match field_value("!foldl(0, l, acc, x, !add(acc, x))").kind {
            ExprKind::Bang { args, .. } => {
                assert_eq!((id(&args[2]), id(&args[3])), ("acc", "x"));
            }
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn statements() {
        let f = parse(
            r#"include "a/b.td"
class A;
class B<int a, bits<4> b = 0b1010, list<A> c = []> : A, C<a> {
  field int x = a;
  string s;
  let y{3-0} = 1;
  defvar v = 2;
  assert 1, "msg";
}
class D<int a>;
defm : M<1>, N;
defm X : M;
defset list<A> S = { def Y : A; }
defvar T = 3;
if !eq(T, 3) then def Z; else { def W; }
if 1 then { def V; }
multiclass M<int a> : P, Q<1> { def _x : A; }
multiclass N : P;
assert 1, "top";
"#,
        );
        let k: Vec<&StmtKind> = f.stmts.iter().map(|s| &s.kind).collect();
        assert_eq!(k[0], &StmtKind::Include("a/b.td".into()));
        assert!(matches!(
            k[1],
            StmtKind::Class {
                is_declaration: true,
                ..
            }
        ));
        match k[2] {
            StmtKind::Class {
                name,
                targs,
                body,
                is_declaration,
            } => {
                assert_eq!(name.name, "B");
                assert!(!is_declaration);
                assert_eq!(targs.len(), 3);
                assert!(matches!(targs[1].ty.kind, TypeKind::Bits(4)));
                assert_eq!(body.parents.len(), 2);
                assert_eq!(body.parents[1].args.len(), 1);
                assert_eq!(body.items.len(), 5);
                assert!(matches!(
                    body.items[0],
                    BodyItem::Field { is_field: true, .. }
                ));
                assert!(matches!(
                    body.items[1],
                    BodyItem::Field {
                        is_field: false,
                        value: None,
                        ..
                    }
                ));
                assert!(
                    matches!(&body.items[2], BodyItem::Let { bits: Some(b), .. } if b.len() == 1)
                );
                assert!(matches!(body.items[3], BodyItem::Defvar { .. }));
                assert!(matches!(body.items[4], BodyItem::Assert { .. }));
            }
            k => panic!("{k:?}"),
        }
        assert!(matches!(
            k[3],
            StmtKind::Class {
                is_declaration: false,
                ..
            }
        ));
        assert!(matches!(k[4], StmtKind::Defm { name: None, parents } if parents.len() == 2));
        assert!(matches!(k[5], StmtKind::Defm { name: Some(_), .. }));
        assert!(matches!(k[6], StmtKind::Defset { body, .. } if body.len() == 1));
        assert!(matches!(k[7], StmtKind::Defvar { .. }));
        assert!(matches!(k[8], StmtKind::If { else_body: Some(e), .. } if e.len() == 1));
        assert!(matches!(
            k[9],
            StmtKind::If {
                else_body: None,
                ..
            }
        ));
        assert!(
            matches!(k[10], StmtKind::MultiClass { parents, body, .. } if parents.len() == 2 && body.len() == 1)
        );
        assert!(matches!(k[11], StmtKind::MultiClass { body, .. } if body.is_empty()));
        assert!(matches!(k[12], StmtKind::Assert { .. }));
    }

    #[test]
    fn comments_nest() {
        let f = parse("/* a /* b */ c */ def X; // x\n/**/def Y;/*/ */");
        assert_eq!(f.stmts.len(), 2);
        assert!(err("/* a /* b */ def X;")
            .message
            .contains("unterminated block comment"));
    }

    #[test]
    fn spans() {
        let text = "  def Foo : Bar<1> { int x = 0x10; }";
        let f = parse(text);
        let s = &f.stmts[0];
        assert_eq!((s.span.start, s.span.end), (2, text.len() as u32));
        let StmtKind::Def {
            name: Some(n),
            body,
        } = &s.kind
        else {
            panic!()
        };
        assert_eq!((n.span.start, n.span.end), (6, 9));
        assert_eq!(
            &text[body.parents[0].span.start as usize..body.parents[0].span.end as usize],
            "Bar<1>"
        );
        let BodyItem::Field {
            span,
            value: Some(v),
            ty,
            ..
        } = &body.items[0]
        else {
            panic!()
        };
        assert_eq!(
            &text[span.start as usize..span.end as usize],
            "int x = 0x10;"
        );
        assert_eq!(&text[v.span.start as usize..v.span.end as usize], "0x10");
        assert_eq!(&text[ty.span.start as usize..ty.span.end as usize], "int");
        assert_eq!(v.span.file, FileId(0));
    }

    #[test]
    fn spans_exclude_trailing_blanks_and_comments() {
        let text = "if 1 then def X; // c\n /* d */ \ndef Y : Foo /* e */ , Bar<1> {}\ndef Z { int x = a{1 // f\n}; list<int> l = [1] ; }";
        let f = parse(text);
        let sl = |s: Span| &text[s.start as usize..s.end as usize];
        assert_eq!(sl(f.stmts[0].span), "if 1 then def X;");
        let StmtKind::Def { body, .. } = &f.stmts[1].kind else {
            panic!()
        };
        assert_eq!(sl(body.parents[0].span), "Foo");
        let StmtKind::Def { body, .. } = &f.stmts[2].kind else {
            panic!()
        };
        let BodyItem::Field {
            value: Some(v), ty, ..
        } = &body.items[0]
        else {
            panic!()
        };
        assert_eq!(sl(ty.span), "int");
        let ExprKind::BitSlice(_, r) = &v.kind else {
            panic!()
        };
        assert_eq!(sl(r[0].span), "1");
        let BodyItem::Field { value: Some(v), .. } = &body.items[1] else {
            panic!()
        };
        assert_eq!(sl(v.span), "[1]");
    }

    #[test]
    fn keywords_are_not_names() {
        assert!(err("def X { int in = 1; }").message.contains("keyword"));
        assert!(err("def X : let;").message.contains("keyword"));
        assert!(err("def X { int a = class; }").message.contains("keyword"));
        assert!(err("def X { let a; }").message.contains("'='"));
        let d = err("def Xé;");
        assert!(d.message.contains("invalid character"));
        assert_eq!((d.span.start, d.span.end), (5, 7));
        // Longer names that start with a keyword are fine.
        parse("def define; def X { int lettuce = classy; }");
    }

    #[test]
    fn syntax_errors() {
        let d = err("def X { int a = 1 }");
        assert_eq!(d.message, "expected ';'");
        assert_eq!((d.span.start, d.span.end), (18, 19));
        let d = err("def X : Foo<1,>;");
        assert_eq!(d.message, "expected a value");
        assert_eq!(d.span.start, 14);
        let d = err("foo;");
        assert!(d.message.starts_with("expected a statement"));
        let d = err("def X");
        assert!(d.message.contains("';'") && d.message.contains("'{'"));
        assert_eq!(d.span.start, 5);
        let d = err("def X { } ;");
        assert!(d.message.contains("should not end with a semicolon"));
        let d = err("def X { string s = \"abc\n; }");
        assert_eq!(d.message, "unterminated string literal");
        assert_eq!(d.span.start, 19);
        let d = err("class C<int a, > ;");
        assert_eq!(d.message, "expected a type");
        let d = err("foreach i = [1,2] def X;");
        assert_eq!(d.message, "expected 'in'");
        let d = err("include foo");
        assert_eq!(d.message, "expected a string");
        assert_eq!(
            err("class A { list int l; }").message,
            "expected '<' after 'list'"
        );
        assert_eq!(
            err("class A { bits b; }").message,
            "expected '<' after 'bits'"
        );
        assert!(err("class A { int<3> b; }").message.contains("takes no"));
        assert_eq!(
            err("def A { int x = 1 @ 2; }").message,
            "unexpected character '@'"
        );
        assert_eq!(
            err("def A {\n int x = 1;\n").message,
            "expected a body item (a field declaration, let, defvar or assert) or '}'"
        );
        assert_eq!(
            err("def A { code c = [{ x; }").message,
            "unterminated code literal"
        );
    }

    #[test]
    fn context_errors() {
        assert!(err("multiclass M { class C; }")
            .message
            .contains("not allowed inside a multiclass"));
        assert!(err("foreach i = [1] in class C;")
            .message
            .contains("foreach"));
        assert!(err("if 1 then multiclass M { def X; }")
            .message
            .contains("not allowed"));
        assert!(err("multiclass M { defset list<int> S = {} }")
            .message
            .contains("defset"));
        assert!(err("multiclass M {}").message.contains("at least one def"));
        assert!(err("multiclass M;").message.contains("'{'"));
        parse("let X = 1 in { class C; multiclass M { def A; } }");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!(
            "def X {{ int x = {}1{}; }}",
            "[".repeat(400),
            "]".repeat(400)
        );
        let d = err(&deep);
        assert!(d.message.contains("nest"), "{}", d.message);
        // At the 100th bracket (the body `{` counts), whether pest or the
        // builder gives up first.
        assert_eq!(d.span.start as usize, "def X { int x = ".len() + 98);
        let open = format!("def X {{ int x = {}", "[".repeat(5000));
        let d = err(&open);
        assert!(d.message.contains("nest"), "{}", d.message);
        assert_eq!(d.span.start as usize, "def X { int x = ".len() + 98);
        let paste = format!("def X {{ string x = {}\"a\"; }}", "\"a\" # ".repeat(300));
        assert!(err(&paste).message.contains("nest"));
        // Statements nest too; 95 levels must fit a 2 MiB thread in debug.
        let lets = format!("{}def X;", "let a = 1 in ".repeat(95));
        parse(&lets);
        let ifs = format!(
            "{}def X;",
            "if 1 then { foreach i = [1] in { ".repeat(45) + &"} }".repeat(45)
        );
        let _ = parse_file(FileId(0), &ifs);
        let lets = format!("{}def X;", "let a = 1 in ".repeat(300));
        assert!(err(&lets).message.contains("nest"));
        let ok = format!("def X {{ int x = {}1{}; }}", "[".repeat(60), "]".repeat(60));
        parse(&ok);
    }

    #[test]
    fn garbage_never_panics() {
        let samples = [
            "",
            " ",
            "#",
            "##",
            "def",
            "def X :",
            "def X : A<",
            "def X : A<1",
            "class C<",
            "class C<int",
            "(",
            "[{",
            "\"",
            "\"\\",
            "!",
            "!cond(",
            "!x<",
            "let",
            "let a",
            "let a =",
            "let a = 1 in",
            "foreach",
            "foreach i = {",
            "if",
            "if 1 then",
            "defset list<int> S = {",
            "multiclass M<int a> : ",
            "def X { let a{",
            "def X { bits<",
            "def X { int a = a{3-}; }",
            "def X { int a = {,}; }",
            "é",
            "def é;",
            "\u{0}",
            "/*/",
            "$",
            "$a",
            "0x",
            "0b",
            "-",
            "+",
            "...",
            "def X { dag d = (a:$; }",
            "def X { int a = 1...; }",
        ];
        for s in samples {
            let _ = parse_file(FileId(0), s);
        }
        // Every prefix of a real snippet.
        let text = "class A<int a, string b = \"x\"> : B<a>, C { bits<4> f = {1,0,1,0}; let g{3-0} = !add(a, 0x1); }\n\
                    multiclass M { def _X#NAME : A<1>; foreach i = 0-3 in defm : N<[1,2]<int>, (op $a:$b)>; }";
        for end in 0..=text.len() {
            if let Some(t) = text.get(..end) {
                let _ = parse_file(FileId(0), t);
            }
        }
    }
}
