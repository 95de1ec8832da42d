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
    /// The identifier's text.
    pub name: String,
    /// Where it was written.
    pub span: Span,
}

/// A type as written: `bit`, `bits<n>`, `int`, `string`, `code`, `dag`,
/// `list<T>` or a class name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// `bit`.
    Bit,
    /// `bits<n>`, with the width `n` as written.
    Bits(u32),
    /// `int`.
    Int,
    /// `string`.
    String,
    /// `code` (a string type that prints as a code literal).
    Code,
    /// `dag`.
    Dag,
    /// `list<T>`, with the element type.
    List(Box<Type>),
    /// A class name used as a type (`def` values of that class or its subclasses).
    Class(Ident),
}

/// A type as written, with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Type {
    /// Which type.
    pub kind: TypeKind,
    /// Where it was written.
    pub span: Span,
}

/// One piece of a range list: `5`, `1...4`, `1-4`, or `4-0` (lexed by
/// TableGen as `4` followed by `-0`, which the parser turns into `end`).
#[derive(Clone, Debug, PartialEq)]
pub struct RangePiece {
    /// The first (or only) value of the piece.
    pub start: Expr,
    /// The last value of a range, inclusive; `None` for a single value.
    pub end: Option<Expr>,
    /// Where the piece was written.
    pub span: Span,
}

/// A value expression as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// Which kind of expression, with its operands.
    pub kind: ExprKind,
    /// Where the whole expression was written.
    pub span: Span,
}

/// The kinds of [`Expr`], one per syntactic form.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// Decimal or hexadecimal integer, with optional sign: `42`, `-1`, `0x1F`.
    Int(i64),
    /// Binary literal `0b0101`: TableGen types it as `bits<width>` where
    /// width is the number of digits written.
    BinaryInt {
        /// The value of the digits.
        value: i64,
        /// The number of digits written.
        width: u32,
    },
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
        /// The operator (usually a record or class name).
        op: Box<Expr>,
        /// The `$name` of the operator, if written.
        op_name: Option<Ident>,
        /// The arguments, in order.
        args: Vec<DagArg>,
    },
    /// A bare identifier: a record, a template argument, a field, a defvar,
    /// a loop variable, or (in a def name) a literal string.
    Id(String),
    /// `Class<args>` used as a value (anonymous class instantiation).
    ClassInst {
        /// The class.
        class: Ident,
        /// Its template arguments, in order.
        args: Vec<Expr>,
    },
    /// `!op(args)` or `!op<T>(args)`, except `!cond`. `op` is the name
    /// without the `!`. For `!foreach`, `!foldl` and `!filter` the variable
    /// arguments appear as `Id` expressions.
    Bang {
        /// The operator's name, without the `!`.
        op: Ident,
        /// The type parameter of `!op<T>(...)`, if written.
        ty: Option<Type>,
        /// The operands, in order.
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
    /// The argument's value; `None` for a bare `$name`.
    pub value: Option<Expr>,
    /// The argument's `$name`, without the `$`.
    pub name: Option<Ident>,
    /// Where the argument was written.
    pub span: Span,
}

/// A reference to a class or multiclass in a parent list: `Name<args>`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRef {
    /// The class or multiclass name.
    pub name: Ident,
    /// The template arguments, in order (positional).
    pub args: Vec<Expr>,
    /// Where the reference was written.
    pub span: Span,
}

/// A template argument declaration: `Type name = default`.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateArg {
    /// The declared type.
    pub ty: Type,
    /// The argument's name.
    pub name: Ident,
    /// The default value, if any (`= value`).
    pub default: Option<Expr>,
    /// Where the declaration was written.
    pub span: Span,
}

/// An item in a record body `{ ... }`.
#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    /// `[field] Type name [= value];`
    Field {
        /// `true` for the `field` keyword (the field is printed first by `--print-records`).
        is_field: bool,
        /// The declared type.
        ty: Type,
        /// The field name.
        name: Ident,
        /// The initial value; `None` leaves the field unset (`?`).
        value: Option<Expr>,
        /// Where the item was written.
        span: Span,
    },
    /// `let name[{ranges}] = value;`
    Let {
        /// The field to set.
        name: Ident,
        /// The bits to set (`let f{3-0} = ...`); `None` sets the whole field.
        bits: Option<Vec<RangePiece>>,
        /// The new value.
        value: Expr,
        /// Where the item was written.
        span: Span,
    },
    /// `defvar name = value;`
    Defvar {
        /// The variable's name.
        name: Ident,
        /// Its value (evaluated where the `defvar` is).
        value: Expr,
        /// Where the item was written.
        span: Span,
    },
    /// `assert cond, message;`
    Assert {
        /// The condition; false is an error when the record is complete.
        cond: Expr,
        /// The message of the error.
        msg: Expr,
        /// Where the item was written.
        span: Span,
    },
}

/// A record body: the parent list and the items. `def X;` has no items.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordBody {
    /// The classes the record inherits from, in order (`: A, B<1>`).
    pub parents: Vec<ClassRef>,
    /// The body items, in order.
    pub items: Vec<BodyItem>,
}

/// One `name[<ranges>] = value` of a top-level `let`.
#[derive(Clone, Debug, PartialEq)]
pub struct LetItem {
    /// The field to set.
    pub name: Ident,
    /// The bits to set (`let f{3-0} = ...`); `None` sets the whole field.
    pub bits: Option<Vec<RangePiece>>,
    /// The value.
    pub value: Expr,
    /// Where the item was written.
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
    /// Which statement, with its parts.
    pub kind: StmtKind,
    /// Where the whole statement was written.
    pub span: Span,
}

/// The kinds of [`Stmt`], one per keyword.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `include "path"` — the string as written (escapes decoded).
    Include(String),
    /// `class Name<targs> : parents { body }`.
    Class {
        /// The class name.
        name: Ident,
        /// The template arguments, in declaration order.
        targs: Vec<TemplateArg>,
        /// Parents and body items.
        body: RecordBody,
        /// `class Foo;` with no `:` and no body is a forward declaration.
        is_declaration: bool,
    },
    /// `def [name] body`. The name is an expression (parsed in "name mode":
    /// identifiers the evaluator cannot resolve become strings).
    Def {
        /// The record name; `None` for an anonymous `def`.
        name: Option<Expr>,
        /// Parents and body items.
        body: RecordBody,
    },
    /// `defm [name] : parents;`
    Defm {
        /// The name prefix; `None` for an anonymous `defm`.
        name: Option<Expr>,
        /// The multiclasses (and classes) to instantiate, in order.
        parents: Vec<ClassRef>,
    },
    /// `defset Type Name = { stmts }`: collects every def made by `body` into a list.
    Defset {
        /// The list type (`list<Class>`).
        ty: Type,
        /// The name of the global list variable.
        name: Ident,
        /// The statements whose defs are collected.
        body: Vec<Stmt>,
    },
    /// `defvar name = value;` at file or multiclass level.
    Defvar {
        /// The variable's name.
        name: Ident,
        /// Its value.
        value: Expr,
    },
    /// `foreach var = iter in body`.
    Foreach {
        /// The loop variable.
        var: Ident,
        /// What it iterates over.
        iter: ForeachIter,
        /// The statements repeated per value.
        body: Vec<Stmt>,
    },
    /// `if cond then ... [else ...]`.
    If {
        /// The condition (must fold to a bit or int).
        cond: Expr,
        /// The statements evaluated when `cond` is true.
        then_body: Vec<Stmt>,
        /// The statements evaluated otherwise, if an `else` was written.
        else_body: Option<Vec<Stmt>>,
    },
    /// `let items in { body }` (or one statement without braces).
    Let {
        /// The fields to override, in order.
        items: Vec<LetItem>,
        /// The statements the overrides apply to.
        body: Vec<Stmt>,
    },
    /// `multiclass Name<targs> : parents { body }`.
    MultiClass {
        /// The multiclass name.
        name: Ident,
        /// The template arguments, in declaration order.
        targs: Vec<TemplateArg>,
        /// `multiclass M<...> : Base1, Base2 { ... }`
        parents: Vec<ClassRef>,
        /// The statements (defs, defms, ...) instantiated per `defm`.
        body: Vec<Stmt>,
    },
    /// `assert cond, message;` at file or multiclass level.
    Assert {
        /// The condition; false is an error.
        cond: Expr,
        /// The message of the error.
        msg: Expr,
    },
}

/// A whole parsed file.
#[derive(Clone, Debug, PartialEq)]
pub struct File {
    /// The file's top-level statements, in source order (`include`s not expanded).
    pub stmts: Vec<Stmt>,
}
