//! The syntax tree of one TableGen source file, as written.
//!
//! The parser (`parse`) produces it; the evaluator (`eval`) gives it meaning.
//! Nothing here is resolved: identifiers are just names, `#` pastes and bang
//! operators are unevaluated, and `include` is a statement the evaluator
//! follows in order.
//!
//! Invariant: every node carries the [`Span`] of the text it was parsed from,
//! so every later error can point at the source.

use crate::source::Span;

/// A name as written, with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A type as written: `bit`, `bits<n>`, `int`, `string`, `code`, `dag`,
/// `list<T>` or a class name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    Bit,
    Bits(u32),
    Int,
    String,
    Code,
    Dag,
    List(Box<Type>),
    Class(Ident),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Type {
    pub kind: TypeKind,
    pub span: Span,
}

/// One piece of a range list: `5`, `1...4`, `1-4`, or `4-0` (lexed by
/// TableGen as `4` followed by `-0`, which the parser turns into `end`).
#[derive(Clone, Debug, PartialEq)]
pub struct RangePiece {
    pub start: Expr,
    pub end: Option<Expr>,
    pub span: Span,
}

/// A value expression as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// Decimal or hexadecimal integer, with optional sign: `42`, `-1`, `0x1F`.
    Int(i64),
    /// Binary literal `0b0101`: TableGen types it as `bits<width>` where
    /// width is the number of digits written.
    BinaryInt { value: i64, width: u32 },
    /// One or more adjacent string literals, already concatenated and with
    /// escapes decoded.
    Str(String),
    /// A code literal `[{ ... }]` (contents verbatim).
    Code(String),
    /// `?`
    Unset,
    /// `true` / `false`
    Bool(bool),
    /// `{ a, b, c }` — a bits initializer (first element is the most
    /// significant bit).
    Bits(Vec<Expr>),
    /// `[a, b]` or `[a, b]<T>`.
    List(Vec<Expr>, Option<Type>),
    /// `(op:$name arg:$n, $m)`: the operator, its optional `$name` (without
    /// the `$`), and the arguments each with an optional value and an
    /// optional `$name`.
    Dag {
        op: Box<Expr>,
        op_name: Option<Ident>,
        args: Vec<DagArg>,
    },
    /// A bare identifier: a record, a template argument, a field, a defvar,
    /// a loop variable, or (in a def name) a literal string.
    Id(String),
    /// `Class<args>` used as a value (anonymous class instantiation).
    ClassInst { class: Ident, args: Vec<Expr> },
    /// `!op(args)` or `!op<T>(args)`, except `!cond`. `op` is the name
    /// without the `!`. For `!foreach`, `!foldl` and `!filter` the variable
    /// arguments appear as `Id` expressions.
    Bang {
        op: Ident,
        ty: Option<Type>,
        args: Vec<Expr>,
    },
    /// `!cond(c1 : v1, c2 : v2, ...)`.
    Cond(Vec<(Expr, Expr)>),
    /// `value{ranges}`.
    BitSlice(Box<Expr>, Vec<RangePiece>),
    /// `value[ranges]`.
    ListSlice(Box<Expr>, Vec<RangePiece>),
    /// `value.field`.
    Field(Box<Expr>, Ident),
    /// `lhs # rhs`; `rhs` is `None` for a trailing paste (`def X# : ...`).
    /// Right-associative: `a#b#c` is `a#(b#c)`.
    Paste(Box<Expr>, Option<Box<Expr>>),
}

/// One dag argument: `value`, `value:$name` or `$name`.
#[derive(Clone, Debug, PartialEq)]
pub struct DagArg {
    pub value: Option<Expr>,
    pub name: Option<Ident>,
    pub span: Span,
}

/// A reference to a class or multiclass in a parent list: `Name<args>`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRef {
    pub name: Ident,
    pub args: Vec<Expr>,
    pub span: Span,
}

/// A template argument declaration: `Type name = default`.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateArg {
    pub ty: Type,
    pub name: Ident,
    pub default: Option<Expr>,
    pub span: Span,
}

/// An item in a record body `{ ... }`.
#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    /// `[field] Type name [= value];`
    Field {
        is_field: bool,
        ty: Type,
        name: Ident,
        value: Option<Expr>,
        span: Span,
    },
    /// `let name[{ranges}] = value;`
    Let {
        name: Ident,
        bits: Option<Vec<RangePiece>>,
        value: Expr,
        span: Span,
    },
    /// `defvar name = value;`
    Defvar {
        name: Ident,
        value: Expr,
        span: Span,
    },
    /// `assert cond, message;`
    Assert { cond: Expr, msg: Expr, span: Span },
}

/// A record body: the parent list and the items. `def X;` has no items.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordBody {
    pub parents: Vec<ClassRef>,
    pub items: Vec<BodyItem>,
}

/// One `name[<ranges>] = value` of a top-level `let`.
#[derive(Clone, Debug, PartialEq)]
pub struct LetItem {
    pub name: Ident,
    pub bits: Option<Vec<RangePiece>>,
    pub value: Expr,
    pub span: Span,
}

/// What a `foreach` iterates over.
#[derive(Clone, Debug, PartialEq)]
pub enum ForeachIter {
    /// `{ 0-3, 5 }` or a bare range piece `0-3` / `0...3`.
    Ranges(Vec<RangePiece>),
    /// Any other value (normally a list): `[a, b]`, `!range(...)`, `L`.
    Value(Expr),
}

/// A statement at file level or inside `multiclass`, `foreach`, `if`,
/// `let ... in`, `defset`.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `include "path"` — the string as written (escapes decoded).
    Include(String),
    Class {
        name: Ident,
        targs: Vec<TemplateArg>,
        body: RecordBody,
        /// `class Foo;` with no `:` and no body is a forward declaration.
        is_declaration: bool,
    },
    /// `def [name] body`. The name is an expression (parsed in "name mode":
    /// identifiers the evaluator cannot resolve become strings).
    Def {
        name: Option<Expr>,
        body: RecordBody,
    },
    /// `defm [name] : parents;`
    Defm {
        name: Option<Expr>,
        parents: Vec<ClassRef>,
    },
    Defset {
        ty: Type,
        name: Ident,
        body: Vec<Stmt>,
    },
    Defvar {
        name: Ident,
        value: Expr,
    },
    Foreach {
        var: Ident,
        iter: ForeachIter,
        body: Vec<Stmt>,
    },
    If {
        cond: Expr,
        then_body: Vec<Stmt>,
        else_body: Option<Vec<Stmt>>,
    },
    Let {
        items: Vec<LetItem>,
        body: Vec<Stmt>,
    },
    MultiClass {
        name: Ident,
        targs: Vec<TemplateArg>,
        /// `multiclass M<...> : Base1, Base2 { ... }`
        parents: Vec<ClassRef>,
        body: Vec<Stmt>,
    },
    Assert {
        cond: Expr,
        msg: Expr,
    },
}

/// A whole parsed file.
#[derive(Clone, Debug, PartialEq)]
pub struct File {
    pub stmts: Vec<Stmt>,
}
