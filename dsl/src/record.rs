//! Records and values: the data model of evaluated TableGen, after LLVM's
//! `Record.h` (`RecTy`, `Init`, `RecordVal`, `Record`, `RecordKeeper`).
//!
//! Invariants:
//! - Values ([`Init`]) are immutable and shared through [`I`] (`Rc`);
//!   resolution returns the *same* `Rc` when nothing changed, so
//!   `Rc::ptr_eq` is the cheap "did anything change" test LLVM gets from
//!   uniqued pointers. Structural equality (`==`) is the semantic equality.
//! - Every node carries flags computed from its operands when it is built
//!   ([`I::new`]: holds a variable, an anonymous name, a `!cast`; is not
//!   concrete) and caches its structural hash on first use; both are
//!   functions of the value, so equal values have equal flags and hashes.
//! - Every node also carries the mask of its variable names ([`I::vars`]:
//!   the or of [`name_bit`] over every `Var` in the subtree, loop variables
//!   bound inside it included), so it is zero exactly when the subtree
//!   holds no variable, and a resolver that binds no name whose bit is in
//!   it cannot find any of them.
//! - `?`, the bits `0`/`1` and the ints `0..256` are shared nodes (the
//!   evaluator also keeps one `Def` value per def), so `Rc`-pointer
//!   equality can also hold between values built separately; it still
//!   implies equal values.
//! - A `Bits` value stores bit 0 (the least significant) first.
//! - Every record (class or def) lives in the [`RecordKeeper`] arena and is
//!   named by a [`RecId`]; classes and defs have separate name maps.
//! - Fields of a record keep declaration order (inherited first), template
//!   arguments included (kind [`FieldKind::TemplateArg`]).

use crate::source::Span;
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// The hash map used throughout the front end (FxHash: the keys are short
/// names and interned values, not attacker-chosen in a way that matters).
pub type Map<K, V> = HashMap<K, V, BuildHasherDefault<rustc_hash::FxHasher>>;
use std::rc::Rc;

/// A shared, immutable value: an [`Init`] behind an `Rc`, with flags
/// computed once when the node is built (see [`I::new`]).
///
/// `*v` is the [`Init`]; `==` and hashing are structural (the flags are
/// derived from the value, so they never make two equal values differ), with
/// the pointer compared first, as `Rc<T: Eq>` does.
#[derive(Clone)]
pub struct I(Rc<Node>);

struct Node {
    flags: u8,
    /// The variable names in the subtree, one bit per name ([`name_bit`]):
    /// a superset test, so a resolver that binds none of these bits cannot
    /// find any of the subtree's variables.
    vars: u64,
    /// The structural hash, computed on first use (0: not yet).
    hash: std::cell::Cell<u64>,
    init: Init,
}

/// The subtree contains a `Var` (bound loop variables included).
pub const HAS_VAR: u8 = 1;
/// The subtree contains an `AnonName` (renamed or turned into a string by
/// a final resolution).
pub const HAS_ANON: u8 = 2;
/// The subtree contains a `!cast` (re-folded by every final resolution).
pub const HAS_CAST: u8 = 4;
/// The subtree is not concrete (the evaluator's `fold::is_concrete` is false).
pub const NOT_CONCRETE: u8 = 8;

impl I {
    /// Wraps `init`, computing its flags from its direct operands' flags
    /// (constant work per operand: the operands' own flags were computed
    /// when they were built).
    pub fn new(init: Init) -> I {
        let (flags, vars) = node_summary(&init);
        I(Rc::new(Node {
            flags,
            vars,
            hash: std::cell::Cell::new(0),
            init,
        }))
    }
    /// [`I::new`] for a value without operands (flags 0), skipping the
    /// flag computation.
    fn leaf(init: Init) -> I {
        debug_assert_eq!(node_flags(&init), 0);
        I(Rc::new(Node {
            flags: 0,
            vars: 0,
            hash: std::cell::Cell::new(0),
            init,
        }))
    }
    /// Are `a` and `b` the same node?
    #[inline]
    pub fn ptr_eq(a: &I, b: &I) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
    /// The flags ([`HAS_VAR`], [`HAS_ANON`], [`HAS_CAST`], [`NOT_CONCRETE`])
    /// of the whole subtree.
    #[inline]
    pub fn flags(&self) -> u8 {
        self.0.flags
    }
    /// The [`name_bit`]s of every variable name in the subtree (zero when
    /// it holds no variable).
    #[inline]
    pub fn vars(&self) -> u64 {
        self.0.vars
    }
}

/// The bit of a variable name in the per-node masks ([`I::vars`]): a hash
/// of the length and three bytes (first and last two), constant work per
/// name. Equal names have equal bits; different names may share one.
#[inline]
pub fn name_bit(name: &str) -> u64 {
    let b = name.as_bytes();
    let n = b.len();
    let x = match n {
        0 => 0,
        1 => b[0] as u64,
        _ => b[0] as u64 | (b[n - 2] as u64) << 8 | (b[n - 1] as u64) << 16,
    };
    let h = (x | (n as u64) << 24).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    1 << (h >> 58)
}

/// The flags of a node: its own kind's, or-ed with its operands'.
#[inline]
pub(crate) fn node_flags(init: &Init) -> u8 {
    node_summary(init).0
}

/// The flags and the variable-name mask of a node: its own kind's, or-ed
/// with its operands'.
#[inline]
fn node_summary(init: &Init) -> (u8, u64) {
    #[inline]
    fn of(x: &I) -> (u8, u64) {
        (x.0.flags, x.0.vars)
    }
    #[inline]
    fn or(a: (u8, u64), b: (u8, u64)) -> (u8, u64) {
        (a.0 | b.0, a.1 | b.1)
    }
    fn all(xs: &[I]) -> (u8, u64) {
        xs.iter().fold((0, 0), |f, x| or(f, of(x)))
    }
    const NC: (u8, u64) = (NOT_CONCRETE, 0);
    match init {
        Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => (0, 0),
        Init::AnonName(_) => (HAS_ANON | NOT_CONCRETE, 0),
        Init::Var(n, _) => (HAS_VAR | NOT_CONCRETE, name_bit(n)),
        Init::Bits(xs) | Init::List(xs, _) => all(xs),
        Init::Dag(op, _, args) => args.iter().fold(of(op), |f, (a, _)| or(f, of(a))),
        Init::VarDef(_, xs) => or(all(xs), NC),
        Init::VarBit(x, _) | Init::VarListElem(x, _) | Init::Field(x, _, _) | Init::IsA(_, x) => {
            or(of(x), NC)
        }
        Init::Un(op, x, _) => {
            let cast = if *op == UnOp::Cast { HAS_CAST } else { 0 };
            or(of(x), (cast | NOT_CONCRETE, 0))
        }
        Init::Bin(_, a, b, _) => or(or(of(a), of(b)), NC),
        Init::Tern(_, a, b, c, _) => or(or(or(of(a), of(b)), of(c)), NC),
        Init::Foldl(s, l, a, b, e, _) => [l, a, b, e]
            .into_iter()
            .fold(or(of(s), NC), |f, x| or(f, of(x))),
        Init::Cond(cl, _) => cl.iter().fold(NC, |f, (c, v)| or(or(f, of(c)), of(v))),
    }
}

impl std::ops::Deref for I {
    type Target = Init;
    #[inline]
    fn deref(&self) -> &Init {
        &self.0.init
    }
}

impl PartialEq for I {
    fn eq(&self, other: &I) -> bool {
        I::ptr_eq(self, other) || self.0.init == other.0.init
    }
}
impl Eq for I {}

impl std::hash::Hash for I {
    /// The structural hash of the value, computed once per node (the
    /// operands contribute their own cached hashes), so hashing a large
    /// argument list again (the `Class<args>` and `add_subclass` memos) costs
    /// one word per node instead of a walk of the tree.
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let mut v = self.0.hash.get();
        if v == 0 {
            let mut fx = rustc_hash::FxHasher::default();
            self.0.init.hash(&mut fx);
            v = std::hash::Hasher::finish(&fx) | 1;
            self.0.hash.set(v);
        }
        h.write_u64(v)
    }
}

impl std::fmt::Debug for I {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.init.fmt(f)
    }
}

/// Index of a record in the [`RecordKeeper`] arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// A TableGen type (`RecTy`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `bit`.
    Bit,
    /// `bits<n>`, with the width.
    Bits(u32),
    /// `int` (64-bit signed).
    Int,
    /// `string` (also `code`, which is the same type with another print form).
    String,
    /// `list<T>`, with the element type.
    List(Rc<Ty>),
    /// `dag`.
    Dag,
    /// A record type: the set of classes a value must derive from, sorted by
    /// name and without duplicates. Empty is the type of records with no
    /// class. (An `Rc<Vec>`, a thin pointer, not `Rc<[RecId]>`: `Ty` is 16
    /// bytes and a field, `RecordVal`, 56 instead of 64; LLVM's X86 has
    /// 2.3 M fields.)
    Rec(Rc<Vec<RecId>>),
}

impl Ty {
    /// `list<elem>`.
    pub fn list(elem: Ty) -> Ty {
        Ty::List(Rc::new(elem))
    }
    /// The element type of a list type; `None` for any other type.
    pub fn elem(&self) -> Option<&Ty> {
        match self {
            Ty::List(e) => Some(e),
            _ => None,
        }
    }
}

/// String flavour: `"..."` or `[{...}]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrFmt {
    /// `"..."`.
    Normal,
    /// `[{...}]` (a `code` value).
    Code,
}

/// A unary bang operator (`Init::Un`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `!cast<T>(v)`: a string to the record of that name, or a value to `T`.
    Cast,
    /// `!not(b)`.
    Not,
    /// `!head(list)`.
    Head,
    /// `!tail(list)`.
    Tail,
    /// `!size(list or dag)`.
    Size,
    /// `!empty(list, string or dag)`.
    Empty,
    /// `!getdagop(dag)`.
    GetDagOp,
    /// `!logtwo(int)`.
    Log2,
}

/// A binary bang operator (`Init::Bin`); [`binop_name`] gives its spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `!add`.
    Add,
    /// `!sub`.
    Sub,
    /// `!mul`.
    Mul,
    /// `!div`.
    Div,
    /// `!and` (bitwise on ints).
    And,
    /// `!or` (bitwise on ints).
    Or,
    /// `!xor`.
    Xor,
    /// `!shl`.
    Shl,
    /// `!sra` (arithmetic shift right).
    Sra,
    /// `!srl` (logical shift right).
    Srl,
    /// `!listconcat`.
    ListConcat,
    /// `!listsplat(value, count)`.
    ListSplat,
    /// `!strconcat`.
    StrConcat,
    /// `!interleave(list, separator)`.
    Interleave,
    /// `!con`: dag concatenation (the operators must be the same).
    Concat,
    /// `!eq`.
    Eq,
    /// `!ne`.
    Ne,
    /// `!le`.
    Le,
    /// `!lt`.
    Lt,
    /// `!ge`.
    Ge,
    /// `!gt`.
    Gt,
    /// `!setdagop(dag, op)`.
    SetDagOp,
}

/// A ternary bang operator (`Init::Tern`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    /// `!subst(from, to, value)`.
    Subst,
    /// `!foreach(var, list or dag, expr)`.
    Foreach,
    /// `!filter(var, list, predicate)`.
    Filter,
    /// `!if(cond, then, else)`.
    If,
    /// `!dag(op, args, names)`.
    Dag,
    /// `!substr(string, start, length)`.
    Substr,
    /// `!find(string, pattern, start)`.
    Find,
}

/// A value (`Init`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Init {
    /// `?`
    Unset,
    /// `0` or `1` (also `false`/`true`).
    Bit(bool),
    /// Bits, least significant first.
    Bits(Vec<I>),
    /// An `int`.
    Int(i64),
    /// A string, with how it was written (it prints back the same way).
    Str(Rc<str>, StrFmt),
    /// A list and its element type.
    List(Vec<I>, Ty),
    /// A reference to a def.
    Def(RecId),
    /// `(op:$name args...)`
    Dag(I, Option<Rc<str>>, Vec<(I, Option<Rc<str>>)>),
    /// A reference to a field, template argument or loop variable.
    Var(Rc<str>, Ty),
    /// One bit of a typed value.
    VarBit(I, u32),
    /// One element of a typed list value.
    VarListElem(I, u32),
    /// `value.field`, with the field's type.
    Field(I, Rc<str>, Ty),
    /// A unary operator on an operand not yet foldable, with the result type.
    Un(UnOp, I, Ty),
    /// A binary operator on operands not yet foldable, with the result type.
    Bin(BinOp, I, I, Ty),
    /// A ternary operator on operands not yet foldable, with the result type.
    Tern(TernOp, I, I, I, Ty),
    /// `!foldl(start, list, a, b, expr)`.
    Foldl(I, I, I, I, I, Ty),
    /// `!isa<T>(value)`.
    IsA(Ty, I),
    /// `!cond(c: v, ...)`.
    Cond(Vec<(I, I)>, Ty),
    /// `Class<args>` not yet instantiated.
    VarDef(RecId, Vec<I>),
    /// The name of an anonymous record (`anonymous_N`) before it is final;
    /// a duplicate is renamed when the record is added.
    AnonName(u32),
}

thread_local! {
    static UNSET: I = I::new(Init::Unset);
    static BIT0: I = I::new(Init::Bit(false));
    static BIT1: I = I::new(Init::Bit(true));
}

/// The shared `?` value.
pub fn unset() -> I {
    UNSET.with(|u| u.clone())
}
/// The shared `0` or `1` bit.
pub fn bit(b: bool) -> I {
    if b {
        BIT1.with(|u| u.clone())
    } else {
        BIT0.with(|u| u.clone())
    }
}
/// A new `int` value.
pub fn int(v: i64) -> I {
    if (0..SMALL_INTS as i64).contains(&v) {
        return SMALL.with(|t| t[v as usize].clone());
    }
    I::leaf(Init::Int(v))
}
/// A new `"..."` string value.
pub fn string(s: impl Into<Rc<str>>) -> I {
    I::leaf(Init::Str(s.into(), StrFmt::Normal))
}

/// `int(0)` .. `int(SMALL_INTS - 1)` are shared nodes (folds of `!add`,
/// `!size`, indices and widths produce them by the tens of thousands).
const SMALL_INTS: usize = 256;
thread_local! {
    static SMALL: Vec<I> = (0..SMALL_INTS as i64).map(|v| I::leaf(Init::Int(v))).collect();
}

impl Init {
    /// The text of a string value (either flavour); `None` for anything else.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Init::Str(s, _) => Some(s),
            _ => None,
        }
    }
    /// The value of an `int`; `None` for anything else (bits are not converted).
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Init::Int(v) => Some(*v),
            _ => None,
        }
    }
    /// Is this `?`?
    pub fn is_unset(&self) -> bool {
        matches!(self, Init::Unset)
    }
    /// LLVM's `isComplete`: no `?` in it, as a whole, as a bit of a `bits`
    /// value or as a list element (a template argument without a complete
    /// default needs a value: `bits<3> v` defaults to `{ ?, ?, ? }`).
    pub fn is_complete(&self) -> bool {
        match self {
            Init::Unset => false,
            Init::Bits(b) => b.iter().all(|x| x.is_complete()),
            Init::List(l, _) => l.iter().all(|x| x.is_complete()),
            _ => true,
        }
    }
}

/// How a field was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field declared in a class or record body (or only set with `let`).
    Normal,
    /// Declared with `field`: may stay unresolved; printed first.
    NonconcreteOk,
    /// A template argument of a class or multiclass (named `Class:arg`); not printed in defs.
    TemplateArg,
}

/// A field of a record (`RecordVal`).
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// The field name (qualified `Class:arg` for template arguments).
    pub name: Rc<str>,
    /// The declared type; values assigned to it are converted to it.
    pub ty: Ty,
    /// The current value (`?` when unset).
    pub value: I,
    /// How it was declared.
    pub kind: FieldKind,
    /// Where it was declared.
    pub span: Span,
}

/// A class or a def (`Record`).
#[derive(Clone, Debug)]
pub struct Record {
    /// The name: a string once final; while inside a multiclass it may be an
    /// unresolved expression such as `!strconcat(M::NAME, "x")`.
    pub name: I,
    /// Where the record was defined (the `def`/`class` name, or the instantiation site).
    pub span: Span,
    /// The fields, in declaration order (inherited ones first).
    pub values: Vec<RecordVal>,
    /// Qualified names of the template arguments (`Class:arg`), in order.
    pub targs: Vec<Rc<str>>,
    /// All superclasses in LLVM's order: each class is preceded by its own
    /// superclasses (post-order).
    pub superclasses: Vec<(RecId, Span)>,
    /// `true` for a class, `false` for a def.
    pub is_class: bool,
    /// `true` for an anonymous def (`def : ...`, or `Class<args>` instantiated
    /// as a value); printed as `anonymous_N`.
    pub anonymous: bool,
    /// `assert` statements to check when the record is final.
    pub assertions: Vec<(Span, I, I)>,
}

impl Record {
    /// An empty record (no fields, template arguments or superclasses).
    pub fn new(name: I, span: Span, is_class: bool) -> Record {
        Record {
            name,
            span,
            values: Vec::new(),
            targs: Vec::new(),
            superclasses: Vec::new(),
            is_class,
            anonymous: false,
            assertions: Vec::new(),
        }
    }

    /// Makes `self` a copy of `src`, reusing `self`'s vectors (a cheaper
    /// `*self = src.clone()`).
    pub fn clone_from_record(&mut self, src: &Record) {
        // Destructured so that a new field cannot be forgotten here.
        let Record {
            name,
            span,
            values,
            targs,
            superclasses,
            is_class,
            anonymous,
            assertions,
        } = src;
        self.name.clone_from(name);
        self.span = *span;
        self.values.clone_from(values);
        self.targs.clone_from(targs);
        self.superclasses.clone_from(superclasses);
        self.is_class = *is_class;
        self.anonymous = *anonymous;
        self.assertions.clone_from(assertions);
    }

    /// The name as a string; an unresolved name is rendered for diagnostics.
    pub fn name_str(&self) -> Cow<'_, str> {
        match &*self.name {
            Init::Str(s, _) => Cow::Borrowed(s),
            Init::AnonName(n) => Cow::Owned(format!("anonymous_{n}")),
            other => Cow::Owned(other_to_string(other)),
        }
    }

    /// The field `name`, if the record has one.
    pub fn value(&self, name: &str) -> Option<&RecordVal> {
        // Field names are shared `Rc<str>`s, so most hits are the same
        // pointer; compare that before the bytes.
        self.values.iter().find(|v| {
            v.name.len() == name.len()
                && (std::ptr::eq(v.name.as_ptr(), name.as_ptr()) || &*v.name == name)
        })
    }
    /// The field `name`, mutably.
    pub fn value_mut(&mut self, name: &str) -> Option<&mut RecordVal> {
        self.values.iter_mut().find(|v| &*v.name == name)
    }
    /// Position of the field `name` in [`Record::values`].
    pub fn value_index(&self, name: &str) -> Option<usize> {
        self.values.iter().position(|v| &*v.name == name)
    }
    /// Is `name` (qualified, `Class:arg`) one of its template arguments?
    pub fn is_template_arg(&self, name: &str) -> bool {
        self.targs.iter().any(|t| &**t == name)
    }
    /// Does the record derive from class `c` (directly or not)?
    pub fn is_subclass_of(&self, c: RecId) -> bool {
        self.superclasses.iter().any(|(s, _)| *s == c)
    }
    /// The direct superclasses, last first (LLVM's `getDirectSuperClasses`).
    pub fn direct_superclasses(&self, rk: &RecordKeeper) -> Vec<RecId> {
        let mut out = Vec::new();
        let mut scs = &self.superclasses[..];
        while let Some(&(sc, _)) = scs.last() {
            let n = rk.get(sc).superclasses.len();
            scs = &scs[..scs.len() - 1 - n];
            out.push(sc);
        }
        out
    }
}

/// Gives back the unused capacity of a def's vectors: its fields were
/// pushed class by class, and the slack (a third of the fields' memory on
/// LLVM's X86, 50 MB) would live as long as the def.
fn shrink(r: &mut Record) {
    if r.values.capacity() > r.values.len() {
        r.values.shrink_to_fit();
    }
    if r.superclasses.capacity() > r.superclasses.len() {
        r.superclasses.shrink_to_fit();
    }
}

fn other_to_string(i: &Init) -> String {
    // Only used for diagnostics of unresolved names; a keeper-free rendering.
    format!("{i:?}")
}

/// All records of a run (`RecordKeeper`).
#[derive(Debug, Default)]
pub struct RecordKeeper {
    /// Each record boxed: the arena grows to ~25 k records, and a vector of
    /// 120-byte records copied itself at every doubling (~4 M instructions
    /// of `memcpy` on the full prelude); boxes move only pointers.
    // Boxed on purpose (measured, see above): clippy's `vec_box` assumes
    // small elements are cheap to move when the vector grows.
    #[allow(clippy::vec_box)]
    arena: Vec<Box<Record>>,
    classes: Map<String, RecId>,
    /// Def names (the `Rc<str>` of the def's name value, not a copy).
    defs: Map<Rc<str>, RecId>,
    /// Cached type of each def, indexed by arena index (`None` for
    /// classes and reserved slots).
    def_types: Vec<Option<Ty>>,
    /// The record type of defs whose only direct superclass is the key.
    single_class_types: Map<RecId, Ty>,
    /// The record type of defs with several direct superclasses, keyed by
    /// them (last first, as [`Record::direct_superclasses`] lists them).
    multi_class_types: Map<Box<[RecId]>, Ty>,
    /// Global `defvar`s.
    pub globals: Map<String, I>,
    /// The next `N` of `anonymous_N` (llvm-tblgen numbers anonymous records in creation order).
    pub anon_counter: u32,
}

impl RecordKeeper {
    /// Number of records in the arena (classes, defs, reserved slots).
    pub fn num_records(&self) -> usize {
        self.arena.len()
    }
    /// The record with id `id`.
    pub fn get(&self, id: RecId) -> &Record {
        &self.arena[id.0 as usize]
    }
    /// The record with id `id`, mutably.
    pub fn get_mut(&mut self, id: RecId) -> &mut Record {
        &mut self.arena[id.0 as usize]
    }
    /// The class named `name`, if defined.
    pub fn class(&self, name: &str) -> Option<RecId> {
        self.classes.get(name).copied()
    }
    /// The def named `name`, if defined.
    pub fn def(&self, name: &str) -> Option<RecId> {
        self.defs.get(name).copied()
    }
    /// Adds a record to the arena without naming it (a class being built).
    pub fn alloc(&mut self, r: Record) -> RecId {
        self.arena.push(Box::new(r));
        // `def_types` keeps the arena's length (a push here instead of a
        // `resize` per def).
        self.def_types.push(None);
        RecId(self.arena.len() as u32 - 1)
    }
    /// Makes `id` findable as class `name` (done when a class is declared,
    /// before its body is complete, so it can refer to itself).
    pub fn register_class(&mut self, name: String, id: RecId) {
        self.classes.insert(name, id);
    }
    /// Adds a complete def to the arena and registers its name (a later def of
    /// the same name replaces it in the name map).
    pub fn add_def(&mut self, mut r: Record) -> RecId {
        shrink(&mut r);
        let name = def_key(&r);
        let id = self.alloc(r);
        let ty = self.new_def_type(id);
        self.set_def_type(id, ty);
        self.defs.insert(name, id);
        id
    }
    /// Fills a slot reserved with [`RecordKeeper::alloc`] and registers it as
    /// a def.
    pub fn finish_def(&mut self, id: RecId, mut r: Record) {
        shrink(&mut r);
        let name = def_key(&r);
        *self.arena[id.0 as usize] = r;
        let ty = self.new_def_type(id);
        self.set_def_type(id, ty);
        self.defs.insert(name, id);
    }

    /// The type of a def about to be registered: [`RecordKeeper::record_type`],
    /// with the common case of one direct superclass answered from a
    /// per-class cache (no vector, sort or new `Rc` per def).
    fn new_def_type(&mut self, id: RecId) -> Ty {
        let scs = &self.get(id).superclasses;
        if let Some(&(last, _)) = scs.last() {
            if self.get(last).superclasses.len() + 1 == scs.len() {
                if let Some(t) = self.single_class_types.get(&last) {
                    return t.clone();
                }
                let t = Ty::Rec(Rc::from(vec![last]));
                self.single_class_types.insert(last, t.clone());
                return t;
            }
        }
        let d = self.get(id).direct_superclasses(self);
        if let Some(t) = self.multi_class_types.get(&d[..]) {
            return t.clone();
        }
        let t = self.rec_ty(d.clone());
        self.multi_class_types.insert(d.into(), t.clone());
        t
    }

    fn set_def_type(&mut self, id: RecId, ty: Ty) {
        self.def_types[id.0 as usize] = Some(ty);
    }

    /// A fresh anonymous name (`anonymous_N`), numbered in creation order.
    pub fn new_anonymous_name(&mut self) -> I {
        let n = self.anon_counter;
        self.anon_counter += 1;
        I::new(Init::AnonName(n))
    }

    /// Classes sorted by name.
    pub fn sorted_classes(&self) -> Vec<RecId> {
        sorted_by_name(&self.classes)
    }
    /// Defs sorted by name.
    pub fn sorted_defs(&self) -> Vec<RecId> {
        sorted_by_name(&self.defs)
    }

    /// All defs deriving from class `name`, sorted by name (LLVM's
    /// `getAllDerivedDefinitions`).
    pub fn derived_defs(&self, class: &str) -> Vec<RecId> {
        self.derived_defs_many(&[class]).pop().unwrap_or_default()
    }

    /// [`RecordKeeper::derived_defs`] for several classes at once, in one
    /// pass over the defs (`out[k]` for `classes[k]`).
    pub fn derived_defs_many(&self, classes: &[&str]) -> Vec<Vec<RecId>> {
        let mut slot_of = vec![0usize; self.arena.len()];
        for (k, c) in classes.iter().enumerate() {
            if let Some(id) = self.class(c) {
                slot_of[id.0 as usize] = k + 1;
            }
        }
        let mut found: Vec<Vec<(&[u8], RecId)>> = vec![Vec::new(); classes.len()];
        for (name, &d) in &self.defs {
            for (sc, _) in &self.get(d).superclasses {
                let k = slot_of[sc.0 as usize];
                if k != 0 {
                    found[k - 1].push((name.as_bytes(), d));
                }
            }
        }
        found
            .into_iter()
            .map(|mut v| {
                v.sort_unstable_by(|a, b| a.0.cmp(b.0));
                v.dedup_by_key(|x| x.1);
                v.into_iter().map(|(_, id)| id).collect()
            })
            .collect()
    }

    /// The type of a record value: its direct superclasses.
    pub fn record_type(&self, id: RecId) -> Ty {
        if let Some(Some(t)) = self.def_types.get(id.0 as usize) {
            return t.clone();
        }
        let d = self.get(id).direct_superclasses(self);
        self.rec_ty(d)
    }

    /// `RecordRecTy::get`: sorted by name, deduplicated.
    pub fn rec_ty(&self, mut classes: Vec<RecId>) -> Ty {
        classes.sort_by(|a, b| {
            self.get(*a)
                .name_str()
                .as_bytes()
                .cmp(self.get(*b).name_str().as_bytes())
        });
        classes.dedup();
        Ty::Rec(classes.into())
    }

    /// Is `a` the class `c` or derived from it?
    pub fn class_is_a(&self, a: RecId, c: RecId) -> bool {
        a == c || self.get(a).is_subclass_of(c)
    }

    // ---- type relations (RecTy) ----

    /// `typeIsConvertibleTo`.
    pub fn ty_convertible(&self, from: &Ty, to: &Ty) -> bool {
        match (from, to) {
            (Ty::Bit, Ty::Bit | Ty::Int) => true,
            (Ty::Bit, Ty::Bits(n)) => *n == 1,
            (Ty::Bits(a), Ty::Bits(b)) => a == b,
            (Ty::Bits(a), Ty::Bit) => *a == 1,
            (Ty::Bits(_), Ty::Int) => true,
            (Ty::Int, Ty::Int | Ty::Bit | Ty::Bits(_)) => true,
            (Ty::String, Ty::String) => true,
            (Ty::Dag, Ty::Dag) => true,
            (Ty::List(a), Ty::List(b)) => self.ty_convertible(a, b),
            (Ty::Rec(a), Ty::Rec(b)) => {
                a == b || b.iter().all(|&t| a.iter().any(|&c| self.class_is_a(c, t)))
            }
            _ => false,
        }
    }

    /// `typeIsA`.
    pub fn ty_is_a(&self, from: &Ty, to: &Ty) -> bool {
        match (from, to) {
            (Ty::List(a), Ty::List(b)) => self.ty_is_a(a, b),
            (Ty::Rec(_), Ty::Rec(_)) => self.ty_convertible(from, to),
            _ => from == to,
        }
    }

    /// `resolveTypes`: the most specific common type, if any.
    pub fn resolve_types(&self, a: &Ty, b: &Ty) -> Option<Ty> {
        if a == b {
            return Some(a.clone());
        }
        if let (Ty::Rec(ca), Ty::Rec(cb)) = (a, b) {
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = ca.to_vec();
            while let Some(r) = stack.pop() {
                if cb.iter().any(|&c| self.class_is_a(c, r)) {
                    common.push(r);
                } else {
                    stack.extend(self.get(r).direct_superclasses(self));
                }
            }
            return Some(self.rec_ty(common));
        }
        if self.ty_convertible(a, b) {
            return Some(b.clone());
        }
        if self.ty_convertible(b, a) {
            return Some(a.clone());
        }
        if let (Ty::List(ea), Ty::List(eb)) = (a, b) {
            return self.resolve_types(ea, eb).map(Ty::list);
        }
        None
    }

    /// The type of a field in a record type, searching its classes.
    pub fn field_type(&self, ty: &Ty, field: &str) -> Option<Ty> {
        if let Ty::Rec(classes) = ty {
            for &c in classes.iter() {
                if let Some(v) = self.get(c).value(field) {
                    return Some(v.ty.clone());
                }
            }
        }
        None
    }

    // ---- printing (getAsString) ----

    /// A type as llvm-tblgen prints it (`bits<4>`, `list<int>`, `{A, B}` for a
    /// multi-class record type).
    pub fn ty_str(&self, t: &Ty) -> String {
        let mut s = String::new();
        self.write_ty(&mut s, t);
        s
    }

    /// Appends the text of [`RecordKeeper::ty_str`] to `out`.
    pub fn write_ty(&self, out: &mut String, t: &Ty) {
        crate::print::write_ty(self, out, t);
    }

    /// A value as llvm-tblgen prints it (`getAsString`).
    pub fn init_str(&self, i: &Init) -> String {
        let mut s = String::new();
        self.write_init(&mut s, i);
        s
    }

    /// `getAsUnquotedString`: strings without quotes, anything else as usual.
    pub fn write_unquoted(&self, out: &mut String, i: &Init) {
        crate::print::write_unquoted(self, out, i);
    }

    /// Appends the text of [`RecordKeeper::init_str`] to `out`.
    pub fn write_init(&self, out: &mut String, i: &Init) {
        crate::print::write_init(self, out, i);
    }
}

/// Appends the decimal text of `v` (what `write!(out, "{v}")` gives,
/// without the formatting machinery: the printer writes ~100k numbers).
pub(crate) fn push_int(out: &mut String, v: i64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut n = v.unsigned_abs();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if v < 0 {
        out.push('-');
    }
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

/// The key of a def in [`RecordKeeper::defs`]: its name's shared string
/// (a final def's name is a string value), or the rendered name.
fn def_key(r: &Record) -> Rc<str> {
    match &*r.name {
        Init::Str(s, _) => s.clone(),
        _ => Rc::from(r.name_str()),
    }
}

/// The ids of a name map, sorted by the bytes of the names.
fn sorted_by_name<K: AsRef<str>>(m: &Map<K, RecId>) -> Vec<RecId> {
    let mut v: Vec<(&[u8], RecId)> = m.iter().map(|(k, v)| (k.as_ref().as_bytes(), *v)).collect();
    crate::print::sort_by_name_bytes(&mut v);
    v.into_iter().map(|(_, id)| id).collect()
}

/// The bang spelling of a binary operator (`!add`, `!listconcat`, ...).
pub fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::Concat => "!con",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::SetDagOp => "!setdagop",
    }
}

#[cfg(test)]
mod tests {
    use super::push_int;
    use super::*;

    /// The flags from a walk of the whole tree, for comparison with the
    /// ones [`I::new`] derives from the operands.
    fn walk_flags(v: &Init) -> u8 {
        let sub = |xs: &mut dyn Iterator<Item = &I>| xs.fold(0, |f, x| f | walk_flags(x));
        let own = match v {
            Init::Var(..) => HAS_VAR | NOT_CONCRETE,
            Init::AnonName(_) => HAS_ANON | NOT_CONCRETE,
            Init::Un(UnOp::Cast, ..) => HAS_CAST | NOT_CONCRETE,
            Init::Unset
            | Init::Bit(_)
            | Init::Int(_)
            | Init::Str(..)
            | Init::Def(_)
            | Init::Bits(_)
            | Init::List(..)
            | Init::Dag(..) => 0,
            _ => NOT_CONCRETE,
        };
        own | match v {
            Init::Bits(xs) | Init::List(xs, _) | Init::VarDef(_, xs) => sub(&mut xs.iter()),
            Init::Dag(op, _, args) => walk_flags(op) | sub(&mut args.iter().map(|(a, _)| a)),
            Init::VarBit(x, _)
            | Init::VarListElem(x, _)
            | Init::Field(x, _, _)
            | Init::Un(_, x, _)
            | Init::IsA(_, x) => walk_flags(x),
            Init::Bin(_, a, b, _) => walk_flags(a) | walk_flags(b),
            Init::Tern(_, a, b, c, _) => walk_flags(a) | walk_flags(b) | walk_flags(c),
            Init::Foldl(s, l, a, b, e, _) => sub(&mut [s, l, a, b, e].into_iter()),
            Init::Cond(cl, _) => sub(&mut cl.iter().flat_map(|(c, x)| [c, x])),
            _ => 0,
        }
    }

    /// Values of every shape, nested, built bottom-up with [`I::new`].
    fn samples() -> Vec<I> {
        let var = I::new(Init::Var("x".into(), Ty::Int));
        let anon = I::new(Init::AnonName(3));
        let def = I::new(Init::Def(RecId(1)));
        let cast = I::new(Init::Un(UnOp::Cast, string("A"), Ty::Rec(Rc::from(vec![]))));
        let leaves = vec![
            unset(),
            bit(true),
            int(7),
            string("s"),
            def.clone(),
            var,
            anon,
            cast,
        ];
        let mut out = leaves.clone();
        for a in &leaves {
            for b in &leaves {
                out.push(I::new(Init::List(vec![a.clone(), b.clone()], Ty::Int)));
                out.push(I::new(Init::Bits(vec![a.clone(), b.clone()])));
                out.push(I::new(Init::Dag(
                    def.clone(),
                    None,
                    vec![(a.clone(), None), (b.clone(), None)],
                )));
                out.push(I::new(Init::Bin(BinOp::Add, a.clone(), b.clone(), Ty::Int)));
                out.push(I::new(Init::VarDef(RecId(2), vec![a.clone(), b.clone()])));
                out.push(I::new(Init::Cond(vec![(a.clone(), b.clone())], Ty::Int)));
            }
        }
        let n = out.len();
        for k in 0..n {
            let x = out[k].clone();
            out.push(I::new(Init::List(vec![x.clone()], Ty::Int)));
            out.push(I::new(Init::Field(x.clone(), "f".into(), Ty::Int)));
            out.push(I::new(Init::Tern(
                TernOp::If,
                bit(true),
                x.clone(),
                int(0),
                Ty::Int,
            )));
        }
        out
    }

    #[test]
    fn flags_from_operands_equal_flags_from_a_walk() {
        for v in samples() {
            assert_eq!(v.flags(), walk_flags(&v), "{v:?}");
        }
    }

    /// The variable names of a value, from a walk of the whole tree.
    fn walk_names(v: &Init, out: &mut Vec<Rc<str>>) {
        let mut sub = |xs: &mut dyn Iterator<Item = &I>| xs.for_each(|x| walk_names(x, out));
        match v {
            Init::Var(n, _) => out.push(n.clone()),
            Init::Bits(xs) | Init::List(xs, _) | Init::VarDef(_, xs) => sub(&mut xs.iter()),
            Init::Dag(op, _, args) => {
                sub(&mut std::iter::once(op).chain(args.iter().map(|(a, _)| a)))
            }
            Init::VarBit(x, _)
            | Init::VarListElem(x, _)
            | Init::Field(x, _, _)
            | Init::Un(_, x, _)
            | Init::IsA(_, x) => sub(&mut std::iter::once(x)),
            Init::Bin(_, a, b, _) => sub(&mut [a, b].into_iter()),
            Init::Tern(_, a, b, c, _) => sub(&mut [a, b, c].into_iter()),
            Init::Foldl(s, l, a, b, e, _) => sub(&mut [s, l, a, b, e].into_iter()),
            Init::Cond(cl, _) => sub(&mut cl.iter().flat_map(|(c, x)| [c, x])),
            _ => {}
        }
    }

    #[test]
    fn name_masks_from_operands_cover_every_variable() {
        // Samples over several names (of equal and different lengths), so
        // the masks of compound values combine different bits.
        let names = ["x", "Cls:arg", "Cls:NAME", "Other:arg", "y"];
        let mut all = Vec::new();
        for n in names {
            let var = I::new(Init::Var(n.into(), Ty::Int));
            for v in samples() {
                all.push(I::new(Init::Bin(
                    BinOp::Add,
                    v.clone(),
                    var.clone(),
                    Ty::Int,
                )));
                all.push(v);
            }
        }
        for v in &all {
            let mut found = Vec::new();
            walk_names(v, &mut found);
            let want = found.iter().fold(0, |m, n| m | name_bit(n));
            assert_eq!(v.vars(), want, "{v:?}");
            assert_eq!(v.vars() == 0, v.flags() & HAS_VAR == 0, "{v:?}");
        }
        // One bit per name, and not all names on one bit.
        assert!(names.iter().all(|n| name_bit(n).count_ones() == 1));
        let bits: std::collections::HashSet<u64> = names.iter().map(|n| name_bit(n)).collect();
        assert!(bits.len() > 1);
    }

    #[test]
    fn cached_hash_is_structural() {
        use std::hash::{BuildHasher, BuildHasherDefault};
        let hb = BuildHasherDefault::<rustc_hash::FxHasher>::default();
        // Built twice: equal values, different nodes, the same hash (also
        // when asked again, from the cache).
        let (a, b) = (samples(), samples());
        for (x, y) in a.iter().zip(&b) {
            // (`?`, bits and small ints are shared nodes.)
            assert!(!I::ptr_eq(x, y) || matches!(**x, Init::Unset | Init::Bit(_) | Init::Int(_)));
            assert_eq!(x, y);
            assert_eq!(hb.hash_one(x), hb.hash_one(y));
            assert_eq!(hb.hash_one(x), hb.hash_one(x));
        }
        let distinct: std::collections::HashSet<u64> = a.iter().map(|x| hb.hash_one(x)).collect();
        assert!(
            distinct.len() > a.len() / 2,
            "hashes collide: {} of {}",
            distinct.len(),
            a.len()
        );
    }

    #[test]
    fn push_int_matches_format() {
        let mut cases = vec![
            0,
            1,
            -1,
            9,
            10,
            -10,
            99,
            100,
            i64::MAX,
            i64::MIN,
            i64::MIN + 1,
        ];
        let mut x: i64 = 1;
        for _ in 0..19 {
            cases.extend([x - 1, x, x + 1, -x - 1, -x, -x + 1]);
            x = x.saturating_mul(10);
        }
        for v in cases {
            let mut s = String::from("x");
            push_int(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }
}
