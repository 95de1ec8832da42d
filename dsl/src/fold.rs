//! Resolution and folding of values, after LLVM's `resolveReferences`,
//! `Fold`, `getCastTo` and `convertInitializerTo`.
//!
//! A [`Resolver`] says what variables mean (a map of substitutions, or the
//! fields of the record being finished). Resolving a value substitutes
//! variables and re-folds every operator whose operands changed.
//!
//! Invariants:
//! - `resolve` returns the same `Rc` when nothing changed (callers compare
//!   with `Rc::ptr_eq`), mirroring LLVM's uniqued pointers: an operator is
//!   re-folded only when an operand changed.
//! - `resolve` does not walk a value whose flags hold nothing the resolver
//!   visits (see `Resolver::visit`) besides variables, and whose variable
//!   mask ([`I::vars`]) misses every name the resolver may bind
//!   (`Resolver::names`, a superset; all bits where an unbound variable
//!   still has an effect): walking it would return it unchanged with no
//!   side effect.
//! - Folding never panics: an impossible operation (division by zero,
//!   `!head` of an empty list, ...) reports a diagnostic at the current
//!   error span and leaves the value unfolded.

use crate::diag::Diagnostic;
use crate::eval::Evaluator;
use crate::record::*;
use std::rc::Rc;

pub(crate) struct MapEntry {
    name: Rc<str>,
    value: I,
    resolved: bool,
    removed: bool,
}

pub(crate) enum RKind {
    /// Substitutions (`MapResolver`).
    Map(Vec<MapEntry>),
    /// The fields of one record (`RecordResolver`).
    Record {
        /// The fields and, per field, `None` until resolved (`Some(None)`
        /// while being resolved, to stop cycles).
        vals: Vec<FieldSlot>,
        /// The fields by name ([`FieldIndex`]).
        index: FieldIndex,
        /// Anonymous name being replaced and its replacement.
        rename: Option<(I, I)>,
    },
}

/// A field of the record resolver: name, value, and the resolved value
/// (`None` until resolved, `Some(None)` while being resolved).
pub(crate) type FieldSlot = (Rc<str>, I, Option<Option<I>>);

/// A hash index of a record's field names, for the record resolver's
/// lookups (a def's final resolution looks up each of its ~100 fields'
/// variables; a linear search by name was 15% of X86's run).
///
/// Invariant: open addressing with linear probing over a power-of-two
/// table at least twice as large as the number of fields; a slot holds the
/// high 32 bits of the name's hash and the field's position + 1 (0: empty).
/// Fields are inserted in order, so when two fields had the same name the
/// first would be found first, as a linear search finds it.
#[derive(Default)]
pub(crate) struct FieldIndex {
    slots: Vec<(u32, u32)>,
}

fn field_hash(name: &str) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    std::hash::Hasher::write(&mut h, name.as_bytes());
    // FxHash's low bits are weak: take the slot from the high ones.
    std::hash::Hasher::finish(&h).rotate_left(26)
}

impl FieldIndex {
    fn new<'a>(names: impl ExactSizeIterator<Item = &'a Rc<str>>) -> FieldIndex {
        let size = (names.len() * 2).next_power_of_two().max(4);
        let mask = size - 1;
        let mut slots = vec![(0u32, 0u32); size];
        for (k, n) in names.enumerate() {
            let h = field_hash(n);
            let mut at = h as usize & mask;
            while slots[at].1 != 0 {
                at = (at + 1) & mask;
            }
            slots[at] = ((h >> 32) as u32, k as u32 + 1);
        }
        FieldIndex { slots }
    }

    /// The position of field `name` among `vals`.
    fn find(&self, vals: &[FieldSlot], name: &Rc<str>) -> Option<usize> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let h = field_hash(name);
        let hi = (h >> 32) as u32;
        let mut at = h as usize & mask;
        loop {
            let (sh, k) = self.slots[at];
            if k == 0 {
                return None;
            }
            if sh == hi {
                let n = &vals[k as usize - 1].0;
                if n.len() == name.len() && (Rc::ptr_eq(n, name) || n == name) {
                    return Some(k as usize - 1);
                }
            }
            at = (at + 1) & mask;
        }
    }
}

/// A wrapper around the base resolver, innermost last: LLVM nests
/// `ShadowResolver`s (for `!foreach`/`!foldl` variables) and
/// `TrackUnresolvedResolver`s (for `Class<args>`), and their order matters:
/// a tracker inside a shadow sees the shadowed name as unresolved, a tracker
/// outside it does not see it at all.
pub(crate) enum Layer {
    Shadow(Rc<str>),
    Track(bool),
}

pub(crate) struct Resolver {
    pub kind: RKind,
    /// Name of the current record (`getCurrentRecord`), if any.
    pub cur: Option<I>,
    pub is_final: bool,
    pub layers: Vec<Layer>,
    pub keep_unset_bits: bool,
    /// The [`name_bit`]s of every name this resolver may bind (a map's
    /// names; all bits for a record's fields, none when it knows no field).
    /// All bits while a `Track` layer is pushed: there a variable the
    /// resolver does not bind still has an effect (it marks the tracker).
    names: u64,
    /// The flags of values this resolver may change (see `resolve`): a
    /// variable; an anonymous name when it is final or renames one; a
    /// `!cast` when it is final.
    visit: u8,
}

impl Resolver {
    pub fn map(cur: Option<I>) -> Resolver {
        Resolver {
            kind: RKind::Map(Vec::with_capacity(8)),
            cur,
            is_final: false,
            layers: Vec::new(),
            keep_unset_bits: false,
            names: 0,
            visit: HAS_VAR,
        }
    }
    /// [`Resolver::set`] for a name the caller knows is not set yet (the
    /// distinct template arguments of one class): no search.
    pub fn set_new(&mut self, name: Rc<str>, value: I) {
        if let RKind::Map(m) = &mut self.kind {
            debug_assert!(m.iter().all(|e| e.name != name));
            self.names |= name_bit(&name);
            m.push(MapEntry {
                name,
                value,
                resolved: false,
                removed: false,
            });
        }
    }
    pub fn set(&mut self, name: Rc<str>, value: I) {
        if let RKind::Map(m) = &mut self.kind {
            self.names |= name_bit(&name);
            if let Some(e) = m.iter_mut().find(|e| e.name == name) {
                e.value = value;
                e.resolved = false;
                e.removed = false;
            } else {
                m.push(MapEntry {
                    name,
                    value,
                    resolved: false,
                    removed: false,
                });
            }
        }
    }
    /// The final resolver of `rec` (`RecordResolver`). Without
    /// `with_fields` it knows no field: enough when
    /// [`FinalNeeds::fields`] is false.
    pub fn record(rec: &Record, rename: Option<I>, with_fields: bool) -> Resolver {
        let (vals, index) = if with_fields {
            (
                rec.values
                    .iter()
                    .map(|v| (v.name.clone(), v.value.clone(), None))
                    .collect(),
                FieldIndex::new(rec.values.iter().map(|v| &v.name)),
            )
        } else {
            (Vec::new(), FieldIndex::default())
        };
        Resolver {
            kind: RKind::Record {
                vals,
                index,
                rename: rename.map(|n| (rec.name.clone(), n)),
            },
            cur: Some(rec.name.clone()),
            is_final: true,
            layers: Vec::new(),
            keep_unset_bits: true,
            names: if with_fields { u64::MAX } else { 0 },
            visit: HAS_VAR | HAS_ANON | HAS_CAST,
        }
    }
}

/// What the final resolution of `rec` needs, from the flags of its name,
/// fields and assertions or-ed together (one pass): a field table in the
/// resolver when a variable or a `!cast` occurs ([`HAS_VAR`], [`HAS_CAST`]:
/// only through them can it look up a field), and a copy of the record in
/// its arena slot only when a `!cast` occurs (a self-reference, the one
/// thing that reads the slot, is a `!cast` of the record's own name).
/// Without either, a resolver without fields and a placeholder slot do.
pub(crate) fn final_needs(rec: &Record) -> FinalNeeds {
    let f = rec.name.flags()
        | rec.values.iter().fold(0, |f, v| f | v.value.flags())
        | rec
            .assertions
            .iter()
            .fold(0, |f, (_, c, x)| f | c.flags() | x.flags());
    FinalNeeds {
        fields: f & (HAS_VAR | HAS_CAST) != 0,
        copy: f & HAS_CAST != 0,
    }
}

/// See [`final_needs`].
#[derive(Clone, Copy)]
pub(crate) struct FinalNeeds {
    /// The resolver needs the record's fields.
    pub fields: bool,
    /// The arena slot needs a copy of the record.
    pub copy: bool,
}

/// Appends `new`, the resolved form of `old[k]`, to `out`: `out` stays `None`
/// while every element so far resolved to itself (the same `Rc`), and is
/// filled with the unchanged prefix at the first change.
fn push_changed(out: &mut Option<Vec<I>>, old: &[I], k: usize, new: I) {
    match out {
        Some(o) => o.push(new),
        None => {
            if !I::ptr_eq(&new, &old[k]) {
                let mut o = Vec::with_capacity(old.len());
                o.extend(old[..k].iter().cloned());
                o.push(new);
                *out = Some(o);
            }
        }
    }
}

/// The key of `class<args>` in the evaluator's `vardef_cache`: a hash of
/// the class and the arguments' structural hashes (cached in each node, so
/// one word per argument), computed without building the `VarDef` node.
pub(crate) fn vardef_key(class: RecId, args: &[I]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    class.0.hash(&mut h);
    for a in args {
        a.hash(&mut h);
    }
    h.finish()
}

/// Largest string a fold may build (a guard against exponential growth).
const MAX_STRING: usize = 1 << 26;

/// Does `v` mention a variable for which `pred` holds, outside the loop
/// variables bound by enclosing `!foreach`/`!filter`/`!foldl` (which LLVM's
/// `ShadowResolver` hides from any resolver)?
pub(crate) fn mentions_var(v: &Init, pred: &dyn Fn(&Rc<str>) -> bool) -> bool {
    // An operand whose flags say it holds no variable is not entered.
    fn w(x: &I, bound: &mut Vec<Rc<str>>, pred: &dyn Fn(&Rc<str>) -> bool) -> bool {
        x.flags() & HAS_VAR != 0 && walk(x, bound, pred)
    }
    fn walk(v: &Init, bound: &mut Vec<Rc<str>>, pred: &dyn Fn(&Rc<str>) -> bool) -> bool {
        match v {
            Init::Var(n, _) => !bound.contains(n) && pred(n),
            Init::Unset
            | Init::Bit(_)
            | Init::Int(_)
            | Init::Str(..)
            | Init::Def(_)
            | Init::AnonName(_) => false,
            Init::Bits(xs) | Init::List(xs, _) | Init::VarDef(_, xs) => {
                xs.iter().any(|x| w(x, bound, pred))
            }
            Init::Dag(op, _, args) => {
                w(op, bound, pred) || args.iter().any(|(a, _)| w(a, bound, pred))
            }
            Init::VarBit(x, _)
            | Init::VarListElem(x, _)
            | Init::Field(x, _, _)
            | Init::Un(_, x, _)
            | Init::IsA(_, x) => w(x, bound, pred),
            Init::Bin(_, a, b, _) => w(a, bound, pred) || w(b, bound, pred),
            Init::Tern(TernOp::Foreach | TernOp::Filter, a, b, c, _) => {
                if w(a, bound, pred) || w(b, bound, pred) {
                    return true;
                }
                let pushed = if let Init::Str(n, _) = &**a {
                    bound.push(n.clone());
                    true
                } else {
                    false
                };
                let r = w(c, bound, pred);
                if pushed {
                    bound.pop();
                }
                r
            }
            Init::Tern(_, a, b, c, _) => {
                w(a, bound, pred) || w(b, bound, pred) || w(c, bound, pred)
            }
            Init::Foldl(s, l, a, b, e, _) => {
                if w(s, bound, pred) || w(l, bound, pred) {
                    return true;
                }
                let n = bound.len();
                for x in [a, b] {
                    if let Init::Str(name, _) = &**x {
                        bound.push(name.clone());
                    }
                }
                let r = w(e, bound, pred);
                bound.truncate(n);
                r
            }
            Init::Cond(cl, _) => cl
                .iter()
                .any(|(c, x)| w(c, bound, pred) || w(x, bound, pred)),
        }
    }
    node_flags(v) & HAS_VAR != 0 && walk(v, &mut Vec::new(), pred)
}

/// Does `v` hold a `!cast` anywhere? (From the operands' flags.)
pub(crate) fn has_cast(v: &Init) -> bool {
    node_flags(v) & HAS_CAST != 0
}

/// `canFitInBitfield`.
fn fits_in_bits(v: i64, n: u32) -> bool {
    n >= 64 || (v >> n) == 0 || (v >> (n - 1)) == -1
}

/// `isConcrete`: a value with nothing left to resolve. (From the
/// operands' flags.)
pub(crate) fn is_concrete(i: &Init) -> bool {
    node_flags(i) & NOT_CONCRETE == 0
}

impl Evaluator {
    pub(crate) fn fold_error(&mut self, msg: String) {
        let d = Diagnostic::error(self.err_span, msg);
        self.diags.push(d);
    }

    /// The type of a typed value (`TypedInit::getType`); `None` for `?`.
    pub(crate) fn type_of(&self, i: &Init) -> Option<Ty> {
        Some(match i {
            Init::Unset => return None,
            Init::Bit(_) | Init::VarBit(..) => Ty::Bit,
            Init::Bits(b) => Ty::Bits(b.len() as u32),
            Init::Int(_) | Init::IsA(..) => Ty::Int,
            Init::Str(..) | Init::AnonName(_) => Ty::String,
            Init::List(_, t) => Ty::list(t.clone()),
            Init::Def(id) => self.rk.record_type(*id),
            Init::Dag(..) => Ty::Dag,
            Init::Var(_, t) | Init::Field(_, _, t) => t.clone(),
            Init::VarListElem(l, _) => match self.type_of(l) {
                Some(Ty::List(e)) => (*e).clone(),
                _ => return None,
            },
            Init::Un(_, _, t)
            | Init::Bin(_, _, _, t)
            | Init::Tern(_, _, _, _, t)
            | Init::Foldl(_, _, _, _, _, t)
            | Init::Cond(_, t) => t.clone(),
            Init::VarDef(c, _) => Ty::Rec(Rc::from(vec![*c])),
        })
    }

    /// `getBit`.
    pub(crate) fn get_bit(&self, i: &I, n: u32) -> I {
        match &**i {
            Init::Unset => i.clone(),
            Init::Bit(_) => i.clone(),
            Init::Bits(b) => b.get(n as usize).cloned().unwrap_or_else(unset),
            Init::Int(v) => bit(n < 64 && (v >> n) & 1 == 1),
            _ => {
                if self.type_of(i) == Some(Ty::Bit) {
                    i.clone()
                } else {
                    I::new(Init::VarBit(i.clone(), n))
                }
            }
        }
    }

    /// Bit `n` of a value a `VarBit` (`x{n}`) resolved to. A `bits` value
    /// shorter than `n + 1` can only come from a value that reached a
    /// `bits<k>` variable unchecked (a multiclass parent's argument):
    /// llvm-tblgen 14 reads past the end of its bit array there (it crashes
    /// or prints garbage), so this is an error, not `?`.
    fn resolved_bit(&mut self, v: &I, n: u32) -> I {
        if let Init::Bits(b) = &**v {
            if n as usize >= b.len() {
                let msg = format!(
                    "bit {n} of '{}' does not exist: the value has {} bits where a `bits` variable of more bits was expected (a multiclass parent's template argument is not checked against its type)",
                    self.rk.init_str(v),
                    b.len()
                );
                self.fold_error(msg);
                return unset();
            }
        }
        self.get_bit(v, n)
    }

    /// `convertInitializerTo`.
    pub(crate) fn convert(&self, i: &I, ty: &Ty) -> Option<I> {
        match (&**i, ty) {
            (Init::Unset, _) => Some(i.clone()),
            (Init::Bit(_), Ty::Bit) => Some(i.clone()),
            (Init::Bit(b), Ty::Bits(1)) => Some(I::new(Init::Bits(vec![bit(*b)]))),
            (Init::Bit(b), Ty::Int) => Some(int(*b as i64)),
            (Init::Bit(_), _) => None,
            (Init::Bits(b), Ty::Bit) => {
                if b.len() == 1 {
                    Some(b[0].clone())
                } else {
                    None
                }
            }
            (Init::Bits(b), Ty::Bits(n)) => (b.len() as u32 == *n).then(|| i.clone()),
            (Init::Bits(b), Ty::Int) => {
                let mut r: i64 = 0;
                for (k, x) in b.iter().enumerate() {
                    match **x {
                        Init::Bit(v) => {
                            if v && k < 64 {
                                r |= 1 << k;
                            }
                        }
                        _ => return None,
                    }
                }
                Some(int(r))
            }
            (Init::Bits(_), _) => None,
            (Init::Int(_), Ty::Int) => Some(i.clone()),
            (Init::Int(v), Ty::Bit) => (*v == 0 || *v == 1).then(|| bit(*v != 0)),
            (Init::Int(v), Ty::Bits(n)) => {
                if !fits_in_bits(*v, *n) {
                    return None;
                }
                Some(I::new(Init::Bits(
                    (0..*n).map(|k| bit(k < 64 && (v >> k) & 1 == 1)).collect(),
                )))
            }
            (Init::Int(_), _) => None,
            (Init::Str(..), Ty::String) => Some(i.clone()),
            (Init::Str(..), _) => None,
            (Init::List(elems, et), Ty::List(to)) => {
                if et == &**to {
                    return Some(i.clone());
                }
                let mut changed = false;
                let mut out = Vec::with_capacity(elems.len());
                for e in elems {
                    let c = self.convert(e, to)?;
                    changed |= !I::ptr_eq(&c, e);
                    out.push(c);
                }
                if !changed {
                    Some(i.clone())
                } else {
                    Some(I::new(Init::List(out, (**to).clone())))
                }
            }
            (Init::List(..), _) => None,
            (Init::Def(id), Ty::Rec(_)) => {
                let t = self.rk.record_type(*id);
                self.rk.ty_convertible(&t, ty).then(|| i.clone())
            }
            (Init::Def(_), _) => None,
            (Init::Dag(..), Ty::Dag) => Some(i.clone()),
            (Init::Dag(..), _) => None,
            _ => {
                // TypedInit::convertInitializerTo
                let t = self.type_of(i)?;
                if &t == ty || self.rk.ty_is_a(&t, ty) {
                    return Some(i.clone());
                }
                if t == Ty::Bit && *ty == Ty::Bits(1) {
                    return Some(I::new(Init::Bits(vec![i.clone()])));
                }
                None
            }
        }
    }

    /// Is `ty` the type of `i` (`type_of(i) == Some(ty)`), for the common
    /// cases where that needs no type to be built? `false` may also mean
    /// "not known here".
    #[inline]
    fn has_type(i: &Init, ty: &Ty) -> bool {
        match (i, ty) {
            (Init::Bit(_) | Init::VarBit(..), Ty::Bit)
            | (Init::Int(_) | Init::IsA(..), Ty::Int)
            | (Init::Str(..) | Init::AnonName(_), Ty::String)
            | (Init::Dag(..), Ty::Dag) => true,
            (Init::Bits(b), Ty::Bits(n)) => b.len() as u32 == *n,
            (Init::List(_, t), Ty::List(e)) => t == &**e,
            (
                Init::Var(_, t)
                | Init::Field(_, _, t)
                | Init::Un(_, _, t)
                | Init::Bin(_, _, _, t)
                | Init::Tern(_, _, _, _, t)
                | Init::Foldl(_, _, _, _, _, t)
                | Init::Cond(_, t),
                _,
            ) => t == ty,
            _ => false,
        }
    }

    /// `getCastTo`.
    pub(crate) fn cast_to(&mut self, i: &I, ty: &Ty) -> Option<I> {
        if Self::has_type(i, ty) {
            return Some(i.clone());
        }
        let Some(t) = self.type_of(i) else {
            return self.convert(i, ty);
        };
        if &t == ty || self.rk.ty_is_a(&t, ty) {
            return Some(i.clone());
        }
        if let Some(c) = self.convert(i, ty) {
            return Some(c);
        }
        if !self.rk.ty_convertible(&t, ty) {
            return None;
        }
        Some(match self.try_fold_un(UnOp::Cast, i, ty, None, false) {
            Some(x) => x,
            None => I::new(Init::Un(UnOp::Cast, i.clone(), ty.clone())),
        })
    }

    fn as_int(&self, i: &I) -> Option<i64> {
        match &**i {
            Init::Int(v) => Some(*v),
            _ => self.convert(i, &Ty::Int).and_then(|c| c.as_int()),
        }
    }

    // ---- folding ----

    /// Folds a unary operator value. `cur`: the current record's name.
    pub(crate) fn fold_un(&mut self, v: I, cur: Option<&I>, is_final: bool) -> I {
        let Init::Un(op, a, ty) = &*v else { return v };
        self.try_fold_un(*op, a, ty, cur, is_final).unwrap_or(v)
    }

    /// Folds `op(a)` of type `ty`: `None` when it cannot be folded (yet).
    pub(crate) fn try_fold_un(
        &mut self,
        op: UnOp,
        a: &I,
        ty: &Ty,
        cur: Option<&I>,
        is_final: bool,
    ) -> Option<I> {
        match op {
            UnOp::Cast => {
                if *ty == Ty::String {
                    match &**a {
                        Init::Str(..) => return Some(a.clone()),
                        Init::Def(id) => return Some(string(self.rk.get(*id).name_str())),
                        _ => {
                            if let Some(n) = self.as_int(a) {
                                return Some(string(n.to_string()));
                            }
                        }
                    }
                } else if let Ty::Rec(_) = ty {
                    if let Init::Str(name, _) = &**a {
                        if cur.is_none() && !is_final {
                            return None;
                        }
                        let is_self = cur.is_some_and(|c| match &**c {
                            Init::Str(s, _) => s == name,
                            Init::AnonName(n) => **name == *format!("anonymous_{n}"),
                            _ => false,
                        });
                        let target = if is_self {
                            // Self-references resolve only in the final pass,
                            // to the slot reserved for the record.
                            match (is_final, &self.self_def) {
                                (true, Some(id)) => *id,
                                _ => return None,
                            }
                        } else {
                            match self.rk.def(name) {
                                Some(d) => d,
                                None => {
                                    if is_final {
                                        self.fold_error(format!(
                                            "undefined reference to record: '{name}'"
                                        ));
                                    }
                                    return None;
                                }
                            }
                        };
                        let dt = self.rk.record_type(target);
                        if !self.rk.ty_is_a(&dt, ty) {
                            let msg = format!(
                                "expected type '{}', got '{}' in: {}",
                                self.rk.ty_str(ty),
                                self.rk.ty_str(&dt),
                                self.rk
                                    .init_str(&Init::Un(UnOp::Cast, a.clone(), ty.clone()))
                            );
                            self.fold_error(msg);
                            return None;
                        }
                        return Some(self.def_init(target));
                    }
                }
                if let Some(c) = self.convert(a, ty) {
                    return Some(c);
                }
                None
            }
            UnOp::Not => self.as_int(a).map(|n| int((n == 0) as i64)),
            UnOp::Head => match &**a {
                Init::List(l, _) => match l.first() {
                    Some(x) => Some(x.clone()),
                    None => {
                        self.fold_error("!head of an empty list".into());
                        None
                    }
                },
                _ => None,
            },
            UnOp::Tail => match &**a {
                Init::List(l, et) => {
                    if l.is_empty() {
                        self.fold_error("!tail of an empty list".into());
                        return None;
                    }
                    Some(I::new(Init::List(l[1..].to_vec(), et.clone())))
                }
                _ => None,
            },
            UnOp::Size => match &**a {
                Init::List(l, _) => Some(int(l.len() as i64)),
                Init::Dag(_, _, args) => Some(int(args.len() as i64)),
                Init::Str(s, _) => Some(int(s.len() as i64)),
                _ => None,
            },
            UnOp::Empty => match &**a {
                Init::List(l, _) => Some(int(l.is_empty() as i64)),
                Init::Dag(_, _, args) => Some(int(args.is_empty() as i64)),
                Init::Str(s, _) => Some(int(s.is_empty() as i64)),
                _ => None,
            },
            UnOp::GetDagOp => match &**a {
                Init::Dag(op, _, _) => {
                    if let Init::Def(d) = &**op {
                        let dt = self.rk.record_type(*d);
                        if !self.rk.ty_is_a(&dt, ty) {
                            let msg = format!(
                                "expected type '{}', got '{}' in: {}",
                                self.rk.ty_str(ty),
                                self.rk.ty_str(&dt),
                                self.rk
                                    .init_str(&Init::Un(UnOp::GetDagOp, a.clone(), ty.clone()))
                            );
                            self.fold_error(msg);
                            return None;
                        }
                        return Some(op.clone());
                    }
                    None
                }
                _ => None,
            },
            UnOp::Log2 => match self.as_int(a) {
                Some(n) if n > 0 => Some(int(63 - n.leading_zeros() as i64)),
                Some(_) => {
                    self.fold_error("illegal operation: logtwo is undefined on arguments less than or equal to 0".into());
                    None
                }
                None => None,
            },
        }
    }

    pub(crate) fn fold_bin(&mut self, v: I) -> I {
        let Init::Bin(op, a, b, _) = &*v else {
            return v;
        };
        self.try_fold_bin(*op, a, b).unwrap_or(v)
    }

    /// Folds `op(a, b)`: `None` when it cannot be folded (yet), so that a
    /// caller with the operands apart builds the `Bin` value only then.
    pub(crate) fn try_fold_bin(&mut self, op: BinOp, a: &I, b: &I) -> Option<I> {
        match op {
            BinOp::Concat => {
                if let (Init::Dag(lop, _, largs), Init::Dag(rop, _, rargs)) = (&**a, &**b) {
                    let lok = matches!(**lop, Init::Def(_) | Init::Unset);
                    let rok = matches!(**rop, Init::Def(_) | Init::Unset);
                    if !lok || !rok {
                        return None;
                    }
                    if let (Init::Def(x), Init::Def(y)) = (&**lop, &**rop) {
                        if x != y {
                            let msg = format!(
                                "concatenated Dag operators do not match: '{}' vs. '{}'",
                                self.rk.init_str(a),
                                self.rk.init_str(b)
                            );
                            self.fold_error(msg);
                            return None;
                        }
                    }
                    let op = if matches!(**lop, Init::Def(_)) {
                        lop.clone()
                    } else {
                        rop.clone()
                    };
                    let mut args = largs.clone();
                    args.extend(rargs.iter().cloned());
                    return Some(I::new(Init::Dag(op, None, args)));
                }
                None
            }
            BinOp::ListConcat => {
                if let (Init::List(l, et), Init::List(r, _)) = (&**a, &**b) {
                    let mut out = l.clone();
                    out.extend(r.iter().cloned());
                    return Some(I::new(Init::List(out, et.clone())));
                }
                None
            }
            BinOp::ListSplat => {
                if let (Some(t), Init::Int(n)) = (self.type_of(a), &**b) {
                    if *n < 0 {
                        self.fold_error(format!("!listsplat count must not be negative, got {n}"));
                        return None;
                    }
                    let n = *n as usize;
                    if n > 1 << 24 {
                        self.fold_error(format!("!listsplat size {n} is too large"));
                        return None;
                    }
                    return Some(I::new(Init::List(vec![a.clone(); n], t)));
                }
                None
            }
            BinOp::StrConcat => {
                if let (Init::Str(x, fx), Init::Str(y, fy)) = (&**a, &**b) {
                    let fmt = if *fx == StrFmt::Code || *fy == StrFmt::Code {
                        StrFmt::Code
                    } else {
                        StrFmt::Normal
                    };
                    if x.len() + y.len() > MAX_STRING {
                        self.fold_error(format!(
                            "!strconcat result would be {} bytes; Spillway limits strings to {MAX_STRING} bytes",
                            x.len() + y.len()
                        ));
                        return None;
                    }
                    let mut s = String::with_capacity(x.len() + y.len());
                    s.push_str(x);
                    s.push_str(y);
                    return Some(I::new(Init::Str(s.into(), fmt)));
                }
                None
            }
            BinOp::Interleave => {
                if let (Init::List(l, _), Init::Str(delim, _)) = (&**a, &**b) {
                    let mut out = String::new();
                    let mut fmt = StrFmt::Normal;
                    for (k, e) in l.iter().enumerate() {
                        if k > 0 {
                            out.push_str(delim);
                        }
                        match &**e {
                            Init::Str(s, f) => {
                                if *f == StrFmt::Code {
                                    fmt = StrFmt::Code;
                                }
                                out.push_str(s)
                            }
                            _ => match self.as_int(e) {
                                Some(n) => out.push_str(&n.to_string()),
                                None => return None,
                            },
                        }
                    }
                    return Some(I::new(Init::Str(out.into(), fmt)));
                }
                None
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                let ord = if let (Some(x), Some(y)) = (self.as_int(a), self.as_int(b)) {
                    x.cmp(&y)
                } else if let (Init::Str(x, _), Init::Str(y, _)) = (&**a, &**b) {
                    x.as_bytes().cmp(y.as_bytes())
                } else if let (Init::Def(x), Init::Def(y), BinOp::Eq | BinOp::Ne) = (&**a, &**b, op)
                {
                    return Some(bit((x == y) == (op == BinOp::Eq)));
                } else {
                    return None;
                };
                use std::cmp::Ordering::*;
                Some(bit(match op {
                    BinOp::Eq => ord == Equal,
                    BinOp::Ne => ord != Equal,
                    BinOp::Le => ord != Greater,
                    BinOp::Lt => ord == Less,
                    BinOp::Ge => ord != Less,
                    _ => ord == Greater,
                }))
            }
            BinOp::SetDagOp => {
                if let (Init::Dag(_, _, args), Init::Def(_)) = (&**a, &**b) {
                    return Some(I::new(Init::Dag(b.clone(), None, args.clone())));
                }
                None
            }
            _ => {
                let (Some(x), Some(y)) = (self.as_int(a), self.as_int(b)) else {
                    return None;
                };
                let r = match op {
                    BinOp::Add => x.wrapping_add(y),
                    BinOp::Sub => x.wrapping_sub(y),
                    BinOp::Mul => x.wrapping_mul(y),
                    BinOp::Div => {
                        if y == 0 {
                            self.fold_error("illegal operation: division by zero".into());
                            return None;
                        }
                        if x == i64::MIN && y == -1 {
                            self.fold_error("illegal operation: INT64_MIN / -1".into());
                            return None;
                        }
                        x / y
                    }
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    BinOp::Xor => x ^ y,
                    BinOp::Shl => (x as u64).wrapping_shl(y as u32) as i64,
                    BinOp::Sra => x.wrapping_shr(y as u32),
                    BinOp::Srl => (x as u64).wrapping_shr(y as u32) as i64,
                    _ => return None,
                };
                Some(int(r))
            }
        }
    }

    fn item_apply(&mut self, var: &Rc<str>, item: &I, expr: &I, cur: Option<&I>) -> I {
        let mut r = Resolver::map(cur.cloned());
        r.set(var.clone(), item.clone());
        self.resolve(expr, &mut r)
    }

    fn foreach_dag(&mut self, var: &Rc<str>, d: &I, expr: &I, cur: Option<&I>) -> I {
        let Init::Dag(op, _, args) = &**d else {
            return d.clone();
        };
        let mut changed = false;
        let nop = self.item_apply(var, op, expr, cur);
        changed |= !I::ptr_eq(&nop, op);
        let mut nargs = Vec::with_capacity(args.len());
        for (a, n) in args {
            let na = if matches!(**a, Init::Dag(..)) {
                self.foreach_dag(var, a, expr, cur)
            } else {
                self.item_apply(var, a, expr, cur)
            };
            changed |= !I::ptr_eq(&na, a);
            nargs.push((na, n.clone()));
        }
        if changed {
            I::new(Init::Dag(nop, None, nargs))
        } else {
            d.clone()
        }
    }

    pub(crate) fn fold_tern(&mut self, v: I, cur: Option<&I>) -> I {
        let Init::Tern(op, a, b, c, ty) = &*v else {
            return v;
        };
        self.try_fold_tern(*op, a, b, c, ty, cur).unwrap_or(v)
    }

    /// Folds `op(a, b, c)` of type `ty`: `None` when it cannot be folded
    /// (yet).
    pub(crate) fn try_fold_tern(
        &mut self,
        op: TernOp,
        a: &I,
        b: &I,
        c: &I,
        ty: &Ty,
        cur: Option<&I>,
    ) -> Option<I> {
        match op {
            TernOp::Subst => match (&**a, &**b, &**c) {
                (Init::Def(x), Init::Def(_), Init::Def(z)) => {
                    if x == z {
                        Some(b.clone())
                    } else {
                        Some(c.clone())
                    }
                }
                (Init::Var(x, _), Init::Var(y, _), Init::Var(z, _)) => {
                    let n = if x == z { y.clone() } else { z.clone() };
                    Some(I::new(Init::Var(n, ty.clone())))
                }
                (Init::Str(x, _), Init::Str(y, _), Init::Str(z, f)) => {
                    let mut val = z.to_string();
                    if !x.is_empty() {
                        let mut idx = 0;
                        while let Some(p) = val[idx..].find(&**x) {
                            let found = idx + p;
                            val.replace_range(found..found + x.len(), y);
                            idx = found + y.len();
                        }
                    } else {
                        // LLVM's loop with an empty pattern inserts the
                        // replacement before every character.
                        let mut out = String::new();
                        for ch in val.chars() {
                            out.push_str(y);
                            out.push(ch);
                        }
                        out.push_str(y);
                        val = out;
                    }
                    Some(I::new(Init::Str(val.into(), *f)))
                }
                _ => None,
            },
            TernOp::Foreach => {
                let Init::Str(var, _) = &**a else { return None };
                let var = var.clone();
                match &**b {
                    Init::Dag(..) => Some(self.foreach_dag(&var, b, c, cur)),
                    Init::List(items, _) => {
                        let items = items.clone();
                        let mut out = Vec::with_capacity(items.len());
                        // One resolver for all items (`set` leaves it as a
                        // new one would be).
                        let mut r = Resolver::map(cur.cloned());
                        for it in &items {
                            r.set(var.clone(), it.clone());
                            out.push(self.resolve(c, &mut r));
                        }
                        let et = ty.elem().cloned().unwrap_or(Ty::Int);
                        Some(I::new(Init::List(out, et)))
                    }
                    _ => None,
                }
            }
            TernOp::Filter => {
                let Init::Str(var, _) = &**a else { return None };
                let var = var.clone();
                let Init::List(items, _) = &**b else {
                    return None;
                };
                let items = items.clone();
                let mut out = Vec::new();
                let mut r = Resolver::map(cur.cloned());
                for it in &items {
                    r.set(var.clone(), it.clone());
                    let inc = self.resolve(c, &mut r);
                    match self.as_int(&inc) {
                        Some(n) => {
                            if n != 0 {
                                out.push(it.clone())
                            }
                        }
                        None => return None,
                    }
                }
                let et = ty.elem().cloned().unwrap_or(Ty::Int);
                Some(I::new(Init::List(out, et)))
            }
            TernOp::If => match self.as_int(a) {
                Some(n) => {
                    if n != 0 {
                        Some(b.clone())
                    } else {
                        Some(c.clone())
                    }
                }
                None => None,
            },
            TernOp::Dag => {
                let ml = match &**b {
                    Init::List(l, _) => Some(l),
                    Init::Unset => None,
                    _ => return None,
                };
                let rl = match &**c {
                    Init::List(l, _) => Some(l),
                    Init::Unset => None,
                    _ => return None,
                };
                if ml.is_none() && rl.is_none() {
                    return None;
                }
                if let (Some(m), Some(r)) = (ml, rl) {
                    if m.len() != r.len() {
                        return None;
                    }
                }
                let n = ml.map_or_else(|| rl.map_or(0, |r| r.len()), |m| m.len());
                let mut args = Vec::with_capacity(n);
                for k in 0..n {
                    let node = ml.map_or_else(unset, |m| m[k].clone());
                    let name = rl.map_or_else(unset, |r| r[k].clone());
                    let nm = match &*name {
                        Init::Str(s, _) => Some(s.clone()),
                        Init::Unset => None,
                        _ => return None,
                    };
                    args.push((node, nm));
                }
                Some(I::new(Init::Dag(a.clone(), None, args)))
            }
            TernOp::Substr => {
                if let (Init::Str(s, f), Init::Int(start), Init::Int(len)) = (&**a, &**b, &**c) {
                    let size = s.len() as i64;
                    if *start < 0 || *start > size {
                        self.fold_error(format!(
                            "!substr start position is out of range 0...{size}: {start}"
                        ));
                        return None;
                    }
                    if *len < 0 {
                        self.fold_error("!substr length must be nonnegative".into());
                        return None;
                    }
                    let st = *start as usize;
                    let end = (st + *len as usize).min(s.len());
                    let sub = String::from_utf8_lossy(&s.as_bytes()[st..end]).into_owned();
                    return Some(I::new(Init::Str(sub.into(), *f)));
                }
                None
            }
            TernOp::Find => {
                if let (Init::Str(s, _), Init::Str(pat, _), Init::Int(start)) = (&**a, &**b, &**c) {
                    let size = s.len() as i64;
                    if *start < 0 || *start > size {
                        self.fold_error(format!(
                            "!find start position is out of range 0...{size}: {start}"
                        ));
                        return None;
                    }
                    let st = *start as usize;
                    let found = s.as_bytes()[st..]
                        .windows(pat.len().max(1))
                        .position(|w| w == pat.as_bytes());
                    return Some(int(match found {
                        _ if pat.is_empty() => st as i64,
                        Some(p) => (st + p) as i64,
                        None => -1,
                    }));
                }
                None
            }
        }
    }

    pub(crate) fn fold_foldl(&mut self, v: I, cur: Option<&I>) -> I {
        let Init::Foldl(start, list, a, b, expr, _) = &*v else {
            return v;
        };
        let Init::List(items, _) = &**list else {
            return v;
        };
        let (Init::Str(an, _), Init::Str(bn, _)) = (&**a, &**b) else {
            return v;
        };
        let mut acc = start.clone();
        // One resolver for all items: `set` on its two names leaves it as a
        // new one would be (the same entries, unresolved, in that order).
        let mut r = Resolver::map(cur.cloned());
        for it in items {
            r.set(an.clone(), acc);
            r.set(bn.clone(), it.clone());
            acc = self.resolve(expr, &mut r);
        }
        acc
    }

    pub(crate) fn fold_isa(&self, v: I) -> I {
        let Init::IsA(check, e) = &*v else { return v };
        self.try_fold_isa(check, e).unwrap_or(v)
    }

    /// Folds `!isa<check>(e)`: `None` when it cannot be folded (yet).
    pub(crate) fn try_fold_isa(&self, check: &Ty, e: &I) -> Option<I> {
        if let Some(t) = self.type_of(e) {
            if self.rk.ty_convertible(&t, check) {
                return Some(int(1));
            }
            if let Ty::Rec(_) = check {
                if !self.rk.ty_convertible(check, &t) || matches!(**e, Init::Def(_)) {
                    return Some(int(0));
                }
            } else {
                return Some(int(0));
            }
        }
        None
    }

    pub(crate) fn fold_cond(&mut self, v: I) -> I {
        let Init::Cond(clauses, ty) = &*v else {
            return v;
        };
        self.try_fold_cond(clauses, ty).unwrap_or(v)
    }

    /// Folds `!cond(clauses)` of type `ty`: `None` when it cannot be folded
    /// (yet).
    pub(crate) fn try_fold_cond(&mut self, clauses: &[(I, I)], ty: &Ty) -> Option<I> {
        for (c, val) in clauses {
            match self.as_int(c) {
                Some(n) => {
                    if n != 0 {
                        return Some(self.convert(val, ty).unwrap_or_else(|| val.clone()));
                    }
                }
                None => return None,
            }
        }
        let v = Init::Cond(clauses.to_vec(), ty.clone());
        let msg = format!("!cond has no true condition in: {}", self.rk.init_str(&v));
        self.fold_error(msg);
        None
    }

    pub(crate) fn fold_field(&mut self, v: I) -> I {
        let Init::Field(r, f, _) = &*v else { return v };
        self.try_fold_field(r, f).unwrap_or(v)
    }

    /// Folds `r.f`: `None` when it cannot be folded (yet).
    pub(crate) fn try_fold_field(&mut self, r: &I, f: &Rc<str>) -> Option<I> {
        if let Init::Def(d) = &**r {
            match self.rk.get(*d).value(f) {
                // LLVM's `FieldInit::Fold` takes the field's value when it
                // is concrete, and `?` is concrete (`UnsetInit::isConcrete`):
                // `X.f` with `X.f = ?` folds to `?` (AMDGPU's
                // `let mayStore = ps.mayStore;`).
                Some(fv) => {
                    if is_concrete(&fv.value) {
                        return Some(fv.value.clone());
                    }
                }
                None => {
                    let msg = format!(
                        "record '{}' has no field named '{f}'",
                        self.rk.get(*d).name_str()
                    );
                    self.fold_error(msg);
                }
            }
        }
        None
    }

    /// Does `v` still refer to a variable (loop variables bound by an
    /// enclosing `!foreach`/`!filter`/`!foldl` excepted)? Equivalent to
    /// resolving with LLVM's `TrackUnresolvedResolver` over nothing.
    pub(crate) fn has_unresolved(&self, v: &I) -> bool {
        v.flags() & HAS_VAR != 0 && mentions_var(v, &|_| true)
    }

    /// `VarDefInit::Fold`: instantiate when all arguments are resolved.
    pub(crate) fn fold_vardef(&mut self, v: I) -> I {
        let Init::VarDef(_, args) = &*v else { return v };
        if args.iter().any(|a| self.has_unresolved(a)) {
            return v;
        }
        self.instantiate(&v)
    }

    fn lookup(&mut self, name: &Rc<str>, r: &mut Resolver) -> Option<I> {
        let mut has_track = false;
        for k in (0..r.layers.len()).rev() {
            match &r.layers[k] {
                Layer::Shadow(s) if s == name => {
                    for l in r.layers[k..].iter_mut() {
                        if let Layer::Track(t) = l {
                            *t = true;
                        }
                    }
                    return None;
                }
                Layer::Track(_) => has_track = true,
                Layer::Shadow(_) => {}
            }
        }
        let found = match &mut r.kind {
            RKind::Map(m) => {
                let idx = m.iter().position(|e| !e.removed && &e.name == name);
                match idx {
                    None => None,
                    Some(k) => {
                        // (A value `resolve` would return as is needs no
                        // resolution first: the test of `resolve`.)
                        let x = &m[k].value;
                        let needs = !m[k].resolved
                            && (x.flags() & r.visit & !HAS_VAR != 0 || x.vars() & r.names != 0);
                        if needs && m.iter().filter(|e| !e.removed).count() > 1 {
                            m[k].removed = true;
                            let val = m[k].value.clone();
                            let nv = self.resolve(&val, r);
                            if let RKind::Map(m) = &mut r.kind {
                                m[k].removed = false;
                                m[k].value = nv.clone();
                                m[k].resolved = true;
                            }
                            Some(nv)
                        } else {
                            Some(m[k].value.clone())
                        }
                    }
                }
            }
            RKind::Record { vals, index, .. } => {
                let k = index.find(vals, name);
                match k {
                    None => None,
                    Some(k) => match &vals[k].2 {
                        Some(done) => done.clone(),
                        // LLVM's `RecordResolver::resolve` leaves a reference
                        // to a field whose value is `?` unresolved (`b = a`
                        // stays `a`, and a def then fails `checkConcrete`).
                        None if vals[k].1.is_unset() => {
                            vals[k].2 = Some(None);
                            None
                        }
                        None => {
                            let val = vals[k].1.clone();
                            vals[k].2 = Some(None);
                            let nv = self.resolve(&val, r);
                            if let RKind::Record { vals, .. } = &mut r.kind {
                                vals[k].2 = Some(Some(nv.clone()));
                            }
                            Some(nv)
                        }
                    },
                }
            }
        };
        if has_track {
            let unresolved = match &found {
                None => true,
                Some(v) => self.has_unresolved(v),
            };
            if unresolved {
                for l in r.layers.iter_mut() {
                    if let Layer::Track(t) = l {
                        *t = true;
                    }
                }
            }
        }
        found
    }

    /// `resolveReferences`. Leaves (most calls: list elements, bits) are
    /// answered here without entering the large `resolve_inner` frame.
    #[inline]
    ///
    /// A value whose flags say it holds nothing this resolver can change
    /// (no variable; no anonymous name unless the resolution is final or
    /// renames one; no `!cast` unless it is final) is returned as is,
    /// without walking it; so is one whose variables all have name bits
    /// the resolver does not bind (`Resolver::names`).
    pub(crate) fn resolve(&mut self, v: &I, r: &mut Resolver) -> I {
        // (`visit` always holds `HAS_VAR`, and a value without variables
        // has no name bits.)
        if v.flags() & r.visit & !HAS_VAR == 0 && v.vars() & r.names == 0 {
            return v.clone();
        }
        self.resolve_inner(v, r)
    }

    #[inline(never)]
    fn resolve_inner(&mut self, v: &I, r: &mut Resolver) -> I {
        match &**v {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => v.clone(),
            Init::AnonName(_) => {
                let mut nv = v.clone();
                if let RKind::Record {
                    rename: Some((old, new)),
                    ..
                } = &r.kind
                {
                    if old == v {
                        nv = new.clone();
                    }
                }
                if r.is_final {
                    if let Init::AnonName(n) = &*nv {
                        return string(format!("anonymous_{n}"));
                    }
                }
                nv
            }
            Init::Var(name, _) => self.lookup(name, r).unwrap_or_else(|| v.clone()),
            Init::Bits(bits) => {
                // Copied only from the first changed bit on: most values
                // resolve to themselves, and then nothing is allocated.
                let mut out: Option<Vec<I>> = None;
                let mut cache: Option<(I, I)> = None;
                for (k, b) in bits.iter().enumerate() {
                    let nb = if let Init::VarBit(var, n) = &**b {
                        let resolved = match &cache {
                            Some((k, rv)) if I::ptr_eq(k, var) => rv.clone(),
                            _ => {
                                let rv = self.resolve(var, r);
                                cache = Some((var.clone(), rv.clone()));
                                rv
                            }
                        };
                        if I::ptr_eq(&resolved, var) {
                            b.clone()
                        } else {
                            self.resolved_bit(&resolved, *n)
                        }
                    } else {
                        let rb = self.resolve(b, r);
                        if I::ptr_eq(&rb, b) {
                            b.clone()
                        } else {
                            self.get_bit(&rb, 0)
                        }
                    };
                    let nb = if nb.is_unset() && r.keep_unset_bits {
                        b.clone()
                    } else {
                        nb
                    };
                    push_changed(&mut out, bits, k, nb);
                }
                match out {
                    Some(out) => I::new(Init::Bits(out)),
                    None => v.clone(),
                }
            }
            Init::List(elems, et) => {
                let mut out: Option<Vec<I>> = None;
                for (k, e) in elems.iter().enumerate() {
                    let ne = self.resolve(e, r);
                    push_changed(&mut out, elems, k, ne);
                }
                match out {
                    Some(out) => I::new(Init::List(out, et.clone())),
                    None => v.clone(),
                }
            }
            Init::Dag(op, name, args) => {
                let nop = self.resolve(op, r);
                let mut nargs = (!I::ptr_eq(&nop, op)).then(|| Vec::with_capacity(args.len()));
                for (k, (a, n)) in args.iter().enumerate() {
                    let na = self.resolve(a, r);
                    match &mut nargs {
                        Some(o) => o.push((na, n.clone())),
                        None if !I::ptr_eq(&na, a) => {
                            let mut o = Vec::with_capacity(args.len());
                            o.extend(args[..k].iter().cloned());
                            o.push((na, n.clone()));
                            nargs = Some(o);
                        }
                        None => {}
                    }
                }
                match nargs {
                    Some(nargs) => I::new(Init::Dag(nop, name.clone(), nargs)),
                    None => v.clone(),
                }
            }
            Init::VarBit(var, n) => {
                let nv = self.resolve(var, r);
                if I::ptr_eq(&nv, var) {
                    v.clone()
                } else {
                    self.resolved_bit(&nv, *n)
                }
            }
            Init::VarListElem(l, n) => {
                let nl = self.resolve(l, r);
                if let Init::List(items, _) = &*nl {
                    if let Some(x) = items.get(*n as usize) {
                        return x.clone();
                    }
                }
                if !I::ptr_eq(&nl, l) && self.type_of(&nl).is_some() {
                    I::new(Init::VarListElem(nl, *n))
                } else {
                    v.clone()
                }
            }
            Init::Field(rec, f, t) => {
                let nr = self.resolve(rec, r);
                if I::ptr_eq(&nr, rec) {
                    v.clone()
                } else {
                    match self.try_fold_field(&nr, f) {
                        Some(x) => x,
                        None => I::new(Init::Field(nr, f.clone(), t.clone())),
                    }
                }
            }
            Init::Un(op, a, t) => {
                let na = self.resolve(a, r);
                if !I::ptr_eq(&na, a) || (r.is_final && *op == UnOp::Cast) {
                    let cur = r.cur.clone();
                    match self.try_fold_un(*op, &na, t, cur.as_ref(), r.is_final) {
                        Some(x) => x,
                        None => I::new(Init::Un(*op, na, t.clone())),
                    }
                } else {
                    v.clone()
                }
            }
            Init::Bin(op, a, b, t) => {
                let na = self.resolve(a, r);
                let nb = self.resolve(b, r);
                if !I::ptr_eq(&na, a) || !I::ptr_eq(&nb, b) {
                    match self.try_fold_bin(*op, &na, &nb) {
                        Some(x) => x,
                        None => I::new(Init::Bin(*op, na, nb, t.clone())),
                    }
                } else {
                    v.clone()
                }
            }
            Init::Tern(op, a, b, c, t) => {
                let na = self.resolve(a, r);
                if *op == TernOp::If && !I::ptr_eq(&na, a) {
                    if let Some(n) = self.as_int(&na) {
                        return if n != 0 {
                            self.resolve(b, r)
                        } else {
                            self.resolve(c, r)
                        };
                    }
                }
                let nb = self.resolve(b, r);
                let nc = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    let shadowed = match &*na {
                        Init::Str(s, _) => Some(s.clone()),
                        _ => None,
                    };
                    if let Some(s) = &shadowed {
                        r.layers.push(Layer::Shadow(s.clone()));
                    }
                    let nc = self.resolve(c, r);
                    if shadowed.is_some() {
                        r.layers.pop();
                    }
                    nc
                } else {
                    self.resolve(c, r)
                };
                if !I::ptr_eq(&na, a) || !I::ptr_eq(&nb, b) || !I::ptr_eq(&nc, c) {
                    let cur = r.cur.clone();
                    match self.try_fold_tern(*op, &na, &nb, &nc, t, cur.as_ref()) {
                        Some(x) => x,
                        None => I::new(Init::Tern(*op, na, nb, nc, t.clone())),
                    }
                } else {
                    v.clone()
                }
            }
            Init::Foldl(start, list, a, b, expr, t) => {
                let ns = self.resolve(start, r);
                let nl = self.resolve(list, r);
                let mut pushed = 0;
                for n in [a, b] {
                    if let Init::Str(s, _) = &**n {
                        r.layers.push(Layer::Shadow(s.clone()));
                        pushed += 1;
                    }
                }
                let ne = self.resolve(expr, r);
                for _ in 0..pushed {
                    r.layers.pop();
                }
                if I::ptr_eq(&ns, start) && I::ptr_eq(&nl, list) && I::ptr_eq(&ne, expr) {
                    return v.clone();
                }
                let cur = r.cur.clone();
                self.fold_foldl(
                    I::new(Init::Foldl(ns, nl, a.clone(), b.clone(), ne, t.clone())),
                    cur.as_ref(),
                )
            }
            Init::IsA(t, e) => {
                let ne = self.resolve(e, r);
                if I::ptr_eq(&ne, e) {
                    v.clone()
                } else {
                    match self.try_fold_isa(t, &ne) {
                        Some(x) => x,
                        None => I::new(Init::IsA(t.clone(), ne)),
                    }
                }
            }
            Init::Cond(clauses, t) => {
                let mut changed = false;
                let mut out = Vec::with_capacity(clauses.len());
                for (c, val) in clauses {
                    let nc = self.resolve(c, r);
                    let nv = self.resolve(val, r);
                    changed |= !I::ptr_eq(&nc, c) || !I::ptr_eq(&nv, val);
                    out.push((nc, nv));
                }
                if changed {
                    match self.try_fold_cond(&out, t) {
                        Some(x) => x,
                        None => I::new(Init::Cond(out, t.clone())),
                    }
                } else {
                    v.clone()
                }
            }
            Init::VarDef(class, args) => {
                r.layers.push(Layer::Track(false));
                let names = std::mem::replace(&mut r.names, u64::MAX);
                let mut out = None;
                for (k, a) in args.iter().enumerate() {
                    let na = self.resolve(a, r);
                    push_changed(&mut out, args, k, na);
                }
                r.names = names;
                let unresolved = matches!(r.layers.pop(), Some(Layer::Track(true)));
                if let Some(out) = out {
                    if !unresolved {
                        // A record made already: no `VarDef` node built.
                        let key = vardef_key(*class, &out);
                        if let Some(d) = self.vardef_find(key, *class, &out) {
                            return self.def_init(d);
                        }
                        return self.instantiate(&I::new(Init::VarDef(*class, out)));
                    }
                    I::new(Init::VarDef(*class, out))
                } else {
                    v.clone()
                }
            }
        }
    }

    /// The record already made for `class<args>` (`key` is their
    /// [`vardef_key`]), if any.
    fn vardef_find(&self, key: u64, class: RecId, args: &[I]) -> Option<RecId> {
        self.vardef_cache
            .get(&key)?
            .iter()
            .find_map(|(v, d)| match &**v {
                Init::VarDef(c, a) if *c == class && a[..] == *args => Some(*d),
                _ => None,
            })
    }

    /// `VarDefInit::instantiate`: the anonymous record for `Class<args>`,
    /// created once per distinct argument list.
    pub(crate) fn instantiate(&mut self, v: &I) -> I {
        let Init::VarDef(class, args) = &**v else {
            return v.clone();
        };
        let key = vardef_key(*class, args);
        if let Some(d) = self.vardef_find(key, *class, args) {
            return self.def_init(d);
        }
        let name = self.rk.new_anonymous_name();
        // Only the class's non-argument fields are copied (no clone of the
        // whole class record).
        let cls = self.rk.get(*class);
        let cls_span = cls.span;
        let mut rec = Record::new(name, cls_span, false);
        rec.anonymous = true;
        rec.assertions = cls.assertions.clone();
        let mut r = Resolver::map(Some(rec.name.clone()));
        for (k, ta) in cls.targs.iter().enumerate() {
            let val = match args.get(k) {
                Some(a) => a.clone(),
                None => cls.value(ta).map_or_else(unset, |x| x.value.clone()),
            };
            // A class's template arguments have distinct names.
            r.set_new(ta.clone(), val);
        }
        rec.values = cls
            .values
            .iter()
            .filter(|x| x.kind != FieldKind::TemplateArg)
            .cloned()
            .collect();
        let mut superclasses = cls.superclasses.clone();
        self.resolve_record(&mut rec, &mut r);
        superclasses.push((*class, cls_span));
        rec.superclasses = superclasses;
        let needs = final_needs(&rec);
        let with_fields = needs.fields;
        let id = if needs.copy {
            self.rk.alloc(rec.clone())
        } else {
            self.rk
                .alloc(Record::new(rec.name.clone(), cls_span, false))
        };
        let mut fr = Resolver::record(&rec, None, with_fields);
        let saved = self.self_def.replace(id);
        self.resolve_record(&mut rec, &mut fr);
        self.self_def = saved;
        let assertions = rec.assertions.clone();
        self.rk.finish_def(id, rec);
        self.vardef_cache
            .entry(key)
            .or_default()
            .push((v.clone(), id));
        self.check_assertions(&assertions);
        self.def_init(id)
    }

    /// `Record::resolveReferences(Resolver)`: the name, every field and the
    /// assertions.
    pub(crate) fn resolve_record(&mut self, rec: &mut Record, r: &mut Resolver) {
        let nn = self.resolve(&rec.name, r);
        if !I::ptr_eq(&nn, &rec.name) {
            rec.name = nn;
        }
        for k in 0..rec.values.len() {
            let field = &rec.values[k];
            let nv = self.resolve(&field.value, r);
            if I::ptr_eq(&nv, &field.value) {
                continue;
            }
            match self.set_value_checked(&nv, &field.ty) {
                Some(x) => {
                    // LLVM's `RecordResolver` reads the record's current
                    // field: a field not yet looked up is seen with the
                    // value just set (cast to the field's type: `0` in a
                    // `bit` field is `false` from now on), one looked up
                    // earlier keeps the value cached then.
                    if let RKind::Record { vals, .. } = &mut r.kind {
                        if let Some(slot) = vals.get_mut(k) {
                            if slot.2.is_none() && slot.0 == field.name {
                                slot.1 = x.clone();
                            }
                        }
                    }
                    rec.values[k].value = x;
                }
                None => {
                    let of_type = self
                        .type_of(&nv)
                        .map(|t| format!("of type '{}' ", self.rk.ty_str(&t)))
                        .unwrap_or_default();
                    let msg = format!(
                        "invalid value {of_type}found when setting field '{}' of type '{}' after resolving references: {}",
                        field.name,
                        self.rk.ty_str(&field.ty),
                        self.rk.init_str(&nv)
                    );
                    self.fold_error(msg);
                }
            }
        }
        for a in rec.assertions.iter_mut() {
            a.1 = self.resolve(&a.1, r);
            a.2 = self.resolve(&a.2, r);
        }
    }

    /// `RecordVal::setValue`: cast to the field type; bits fields always hold
    /// a `Bits` value.
    pub(crate) fn set_value_checked(&mut self, v: &I, ty: &Ty) -> Option<I> {
        let c = self.cast_to(v, ty)?;
        if let Ty::Bits(n) = ty {
            if !matches!(*c, Init::Bits(_)) {
                let bits = (0..*n).map(|k| self.get_bit(&c, k)).collect();
                return Some(I::new(Init::Bits(bits)));
            }
        }
        Some(c)
    }

    pub(crate) fn check_assertions(&mut self, asserts: &[(crate::source::Span, I, I)]) {
        for (span, cond, msg) in asserts {
            match self.as_int(cond) {
                Some(0) => {
                    let m = match &**msg {
                        Init::Str(s, _) => s.to_string(),
                        other => self.rk.init_str(other),
                    };
                    self.diags.push(
                        Diagnostic::error(*span, format!("assertion failed: {m}"))
                            .with_label("this condition is false"),
                    );
                }
                Some(_) => {}
                None => {
                    let c = self.rk.init_str(cond);
                    self.diags.push(
                        Diagnostic::error(
                            *span,
                            "assert condition must be of type bit, bits, or int",
                        )
                        .with_label(format!("this evaluates to `{c}`")),
                    );
                }
            }
        }
    }
}
