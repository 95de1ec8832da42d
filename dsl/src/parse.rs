//! Parser: pest grammar (`grammar.pest`) → [`crate::ast`].
//!
//! The grammar recognises the TableGen language of LLVM 14 (ProgRef.rst,
//! TGLexer.cpp, TGParser.cpp); a direct recursive walk over pest's pairs
//! builds the AST.
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

use crate::ast::{
    BodyItem, ClassRef, DagArg, Expr, ExprKind, File, ForeachIter, Ident, LetItem, RangePiece,
    RecordBody, Stmt, StmtKind, TemplateArg, Type, TypeKind,
};
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use pest::iterators::Pair;
use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "grammar.pest"]
struct TdParser;

type Result<T> = std::result::Result<T, Diagnostic>;

/// Maximum nesting of values and statements; deeper input is rejected (the
/// AST walk is recursive).
const MAX_DEPTH: u32 = 256;

/// Parses preprocessed text of one file.
pub fn parse_file(file: FileId, text: &str) -> Result<File> {
    let mut pairs = TdParser::parse(Rule::file, text).map_err(|e| syntax_error(file, text, &e))?;
    let root = pairs.next().ok_or_else(|| {
        Diagnostic::error(
            Span::new(file, 0, 0),
            "internal parser error: no parse tree",
        )
    })?;
    let mut b = Builder { file, depth: 0 };
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

struct Builder {
    file: FileId,
    depth: u32,
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

impl Builder {
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        Span::new(self.file, s.start(), s.end())
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
            return Err(Diagnostic::error(span, "nesting too deep")
                .with_label(format!("more than {MAX_DEPTH} nested values or statements")));
        }
        Ok(())
    }

    /// An identifier used as a name; keywords are refused here (the grammar
    /// does not exclude them, for speed).
    fn ident(&self, p: &Pair<'_, Rule>) -> Result<Ident> {
        let name = p.as_str();
        let span = self.span(p);
        if is_keyword(name) {
            return Err(keyword_as_name(span, name));
        }
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
        let mut out = Vec::new();
        for p in pairs {
            out.push(self.stmt(p, ctx)?);
        }
        Ok(out)
    }

    /// The statements of a `stmt_block` (`{ stmts }` or one statement).
    fn block(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<Vec<Stmt>> {
        self.stmts(p.into_inner(), ctx)
    }

    fn stmt(&mut self, p: Pair<'_, Rule>, ctx: Ctx) -> Result<Stmt> {
        let span = self.span(&p);
        self.enter(span)?;
        let rule = p.as_rule();
        // The keyword, for context errors.
        let kw_span = p
            .clone()
            .into_inner()
            .next()
            .map_or(span, |k| self.span(&k));
        let not_allowed = |what: &str, place: &str| {
            Diagnostic::error(kw_span, format!("{what} is not allowed inside {place}"))
                .with_label(format!("{what} here"))
        };
        let mut it = kids(p);
        let kind = match rule {
            Rule::include_stmt => {
                let s = self.next(&mut it, span, "include path")?;
                StmtKind::Include(self.string_lit(&s)?)
            }
            Rule::class_stmt => {
                if ctx.in_multiclass {
                    return Err(not_allowed("'class'", "a multiclass"));
                }
                if ctx.in_loop {
                    return Err(not_allowed("'class'", "a foreach loop or an if"));
                }
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
                StmtKind::Class {
                    name,
                    is_declaration: targs.is_empty() && !has_parents && is_semi,
                    targs,
                    body: RecordBody { parents, items },
                }
            }
            Rule::def_stmt => {
                let mut name = None;
                let mut parents = Vec::new();
                let mut items = Vec::new();
                for c in it {
                    match c.as_rule() {
                        Rule::name_value => name = Some(self.value(c)?),
                        Rule::parents => parents = self.parents(c)?,
                        _ => items = self.body_items(c)?,
                    }
                }
                StmtKind::Def {
                    name,
                    body: RecordBody { parents, items },
                }
            }
            Rule::defm_stmt => {
                let mut name = None;
                let mut parents = Vec::new();
                for c in it {
                    match c.as_rule() {
                        Rule::name_value => name = Some(self.value(c)?),
                        _ => parents.push(self.class_ref(c)?),
                    }
                }
                StmtKind::Defm { name, parents }
            }
            Rule::defset_stmt => {
                if ctx.in_multiclass {
                    return Err(not_allowed("'defset'", "a multiclass"));
                }
                let ty = self.next(&mut it, span, "defset type")?;
                let ty = self.type_(ty)?;
                let name = self.next(&mut it, span, "defset name")?;
                let name = self.ident(&name)?;
                let body = self.stmts(it, ctx)?;
                StmtKind::Defset { ty, name, body }
            }
            Rule::defvar_stmt => {
                let (name, value) = self.defvar(it, span)?;
                StmtKind::Defvar { name, value }
            }
            Rule::foreach_stmt => {
                let var = self.next(&mut it, span, "foreach variable")?;
                let var = self.ident(&var)?;
                let iter = self.next(&mut it, span, "foreach iteration")?;
                let iter = self.foreach_iter(iter)?;
                let body = self.next(&mut it, span, "foreach body")?;
                let body = self.block(
                    body,
                    Ctx {
                        in_loop: true,
                        ..ctx
                    },
                )?;
                StmtKind::Foreach { var, iter, body }
            }
            Rule::if_stmt => {
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
                StmtKind::If {
                    cond,
                    then_body,
                    else_body,
                }
            }
            Rule::let_stmt => {
                let mut items = Vec::new();
                let mut body = Vec::new();
                for c in it {
                    match c.as_rule() {
                        Rule::let_item => items.push(self.let_item(c)?),
                        _ => body = self.block(c, ctx)?,
                    }
                }
                StmtKind::Let { items, body }
            }
            Rule::multiclass_stmt => {
                if ctx.in_multiclass {
                    return Err(not_allowed("'multiclass'", "a multiclass"));
                }
                if ctx.in_loop {
                    return Err(not_allowed("'multiclass'", "a foreach loop or an if"));
                }
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
                                .with_label(
                                    "only a multiclass with base multiclasses may end with ';'",
                                ));
                            }
                            body = self.stmts(
                                c.into_inner(),
                                Ctx {
                                    in_multiclass: true,
                                    ..ctx
                                },
                            )?;
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
                StmtKind::MultiClass {
                    name,
                    targs,
                    parents,
                    body,
                }
            }
            Rule::assert_stmt => {
                let (cond, msg) = self.assert(it, span)?;
                StmtKind::Assert { cond, msg }
            }
            _ => {
                return Err(
                    self.internal(span, &format!("unexpected {rule:?} in statement position"))
                )
            }
        };
        self.depth -= 1;
        Ok(Stmt { kind, span })
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
        match it.next() {
            Some(end) => {
                let end = self.range_end(end)?;
                Ok(ForeachIter::Ranges(vec![RangePiece {
                    span: start.span.to(end.span),
                    start,
                    end: Some(end),
                }]))
            }
            // A lone integer literal is a one-element range, as in LLVM.
            None if matches!(start.kind, ExprKind::Int(_)) => {
                Ok(ForeachIter::Ranges(vec![RangePiece {
                    span: start.span,
                    start,
                    end: None,
                }]))
            }
            None => Ok(ForeachIter::Value(start)),
        }
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

    fn type_(&mut self, p: Pair<'_, Rule>) -> Result<Type> {
        let span = self.span(&p);
        self.enter(span)?;
        let mut it = p.into_inner();
        let first = self.next(&mut it, span, "type")?;
        let kind = match first.as_rule() {
            Rule::t_bit => TypeKind::Bit,
            Rule::t_int => TypeKind::Int,
            Rule::t_string => TypeKind::String,
            Rule::t_code => TypeKind::Code,
            Rule::t_dag => TypeKind::Dag,
            Rule::t_bits => {
                let n = self.next(&mut it, span, "bit width")?;
                let nspan = self.span(&n);
                let v = self.int(&n)?;
                match u32::try_from(v) {
                    Ok(w) => TypeKind::Bits(w),
                    Err(_) => {
                        return Err(Diagnostic::error(nspan, "invalid width in bits<n> type")
                            .with_label("must be between 0 and 4294967295"))
                    }
                }
            }
            Rule::t_list => {
                let elem = self.next(&mut it, span, "list element type")?;
                TypeKind::List(Box::new(self.type_(elem)?))
            }
            _ => TypeKind::Class(self.ident(&first)?),
        };
        self.depth -= 1;
        Ok(Type { kind, span })
    }

    // ------------------------------------------------------------ values

    /// A `value` or `name_value`: a simple value and its suffixes.
    fn value(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        self.enter(span)?;
        let mut it = p.into_inner().peekable();
        let first = self.next(&mut it, span, "value")?;
        let mut e = match it.peek() {
            Some(args) if args.as_rule() == Rule::class_args => {
                let args = args.clone();
                it.next();
                let class = self.ident(&first)?;
                Expr {
                    span: class.span.to(self.span(&args)),
                    kind: ExprKind::ClassInst {
                        class,
                        args: self.values(args.into_inner())?,
                    },
                }
            }
            _ => self.simple(first)?,
        };
        for s in it {
            let sspan = self.span(&s);
            let whole = e.span.to(sspan);
            let rule = s.as_rule();
            let kind = match rule {
                Rule::bit_slice | Rule::list_slice => {
                    let r = self.next(&mut s.into_inner(), sspan, "range list")?;
                    let r = self.range_list(r)?;
                    if rule == Rule::bit_slice {
                        ExprKind::BitSlice(Box::new(e), r)
                    } else {
                        ExprKind::ListSlice(Box::new(e), r)
                    }
                }
                Rule::field_suffix => {
                    let f = self.next(&mut s.into_inner(), sspan, "field name")?;
                    ExprKind::Field(Box::new(e), self.ident(&f)?)
                }
                Rule::paste => {
                    let rhs = match s.into_inner().next() {
                        Some(v) => Some(Box::new(self.value(v)?)),
                        None => None,
                    };
                    ExprKind::Paste(Box::new(e), rhs)
                }
                _ => {
                    return Err(self.internal(sspan, &format!("unexpected {rule:?} after a value")))
                }
            };
            e = Expr { kind, span: whole };
        }
        self.depth -= 1;
        Ok(e)
    }

    fn values<'i>(&mut self, it: impl Iterator<Item = Pair<'i, Rule>>) -> Result<Vec<Expr>> {
        let mut out = Vec::new();
        for v in it {
            out.push(self.value(v)?);
        }
        Ok(out)
    }

    fn simple(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        let rule = p.as_rule();
        let kind = match rule {
            Rule::int_lit if !p.as_str().starts_with("0b") => ExprKind::Int(self.int(&p)?),
            Rule::int_lit => {
                let digits = p.as_str().get(2..).unwrap_or("");
                let width = digits.len();
                if width > 64 {
                    return Err(Diagnostic::error(span, "binary literal too large")
                        .with_label(format!("{width} digits; at most 64 are allowed")));
                }
                let value = u64::from_str_radix(digits, 2)
                    .map_err(|_| Diagnostic::error(span, "invalid binary literal"))?;
                ExprKind::BinaryInt {
                    value: value as i64,
                    width: width as u32,
                }
            }
            Rule::strings => {
                let mut it = p.into_inner();
                let first = self.next(&mut it, span, "string")?;
                let mut s = self.string_lit(&first)?;
                for more in it {
                    s.push_str(&self.string_lit(&more)?);
                }
                ExprKind::Str(s)
            }
            Rule::code_lit => {
                let t = p.as_str();
                let inner = t.get(2..t.len().saturating_sub(2)).unwrap_or("");
                ExprKind::Code(inner.to_string())
            }
            Rule::unset => ExprKind::Unset,
            Rule::ident => match p.as_str() {
                "true" => ExprKind::Bool(true),
                "false" => ExprKind::Bool(false),
                name if is_keyword(name) => return Err(keyword_as_name(span, name)),
                name => ExprKind::Id(name.to_string()),
            },
            Rule::bits_value => ExprKind::Bits(self.values(p.into_inner())?),
            Rule::list_value => {
                let mut elems = Vec::new();
                let mut ty = None;
                for c in p.into_inner() {
                    if c.as_rule() == Rule::type_ {
                        ty = Some(self.type_(c)?);
                    } else {
                        elems.push(self.value(c)?);
                    }
                }
                ExprKind::List(elems, ty)
            }
            Rule::dag_value => {
                let mut it = p.into_inner().peekable();
                let op = self.next(&mut it, span, "dag operator")?;
                let op = self.value(op)?;
                let op_name = match it.peek() {
                    Some(n) if n.as_rule() == Rule::var_name => {
                        let n = self.var_name(n);
                        it.next();
                        Some(n)
                    }
                    _ => None,
                };
                let mut args = Vec::new();
                for a in it {
                    args.push(self.dag_arg(a)?);
                }
                ExprKind::Dag {
                    op: Box::new(op),
                    op_name,
                    args,
                }
            }
            Rule::cond_value => {
                let mut clauses = Vec::new();
                for c in kids(p) {
                    let cspan = self.span(&c);
                    let mut it = c.into_inner();
                    let cond = self.next(&mut it, cspan, "condition")?;
                    let cond = self.value(cond)?;
                    let val = self.next(&mut it, cspan, "value")?;
                    clauses.push((cond, self.value(val)?));
                }
                ExprKind::Cond(clauses)
            }
            Rule::bang_value => {
                let mut it = p.into_inner().peekable();
                let op = self.next(&mut it, span, "operator")?;
                let op = Ident {
                    name: op.as_str().get(1..).unwrap_or("").to_string(),
                    span: self.span(&op),
                };
                let ty = match it.peek() {
                    Some(t) if t.as_rule() == Rule::type_ => {
                        let t = t.clone();
                        it.next();
                        Some(self.type_(t)?)
                    }
                    _ => None,
                };
                ExprKind::Bang {
                    op,
                    ty,
                    args: self.values(it)?,
                }
            }
            _ => return Err(self.internal(span, &format!("unexpected {rule:?} as a value"))),
        };
        Ok(Expr { kind, span })
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

    /// `...` value or `-` value (the latter also covers `4-0`, which TableGen
    /// lexes as `4` and `-0`).
    fn range_end(&mut self, p: Pair<'_, Rule>) -> Result<Expr> {
        let span = self.span(&p);
        let v = self.next(&mut p.into_inner(), span, "range end")?;
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

/// Turns a pest failure into a diagnostic saying what was expected.
fn syntax_error(file: FileId, text: &str, e: &pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let pos = pos.min(text.len());
    let mut expected: Vec<String> = Vec::new();
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &e.variant {
        for r in positives {
            let s = friendly(*r).to_string();
            if !expected.contains(&s) {
                expected.push(s);
            }
        }
    }
    let msg = if expected.is_empty() {
        "syntax error".to_string()
    } else {
        format!("expected {}", join_or(&expected))
    };
    Diagnostic::error(Span::new(file, pos, next_token_end(text, pos)), msg)
        .with_label(found(text, pos))
}

fn friendly(r: Rule) -> &'static str {
    match r {
        Rule::value | Rule::name_value => "a value",
        Rule::ident => "an identifier",
        Rule::type_ => "a type",
        _ => "something else",
    }
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
        Some(t) => format!("found '{t}'"),
        None => "here".to_string(),
    }
}

#[doc(hidden)]
pub fn bench_pest_only(text: &str) -> usize {
    TdParser::parse(Rule::file, text)
        .map(|p| p.flatten().count())
        .unwrap_or(0)
}
