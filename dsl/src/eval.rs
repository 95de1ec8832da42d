//! The evaluator: walks the [`crate::ast`] of each file in order and builds
//! records exactly as llvm-tblgen 14's `TGParser` does while it parses.
//!
//! The walk keeps TGParser's state: the record being defined (`CurRec`),
//! the multiclass being defined, the stack of `foreach`/`if` loops whose
//! bodies are collected as entries and expanded when the outermost loop
//! ends, the `let` stack, local `defvar` scopes and open `defset`s.
//!
//! Invariants:
//! - Statements are evaluated in source order and values are folded at the
//!   same points as in LLVM, so anonymous records get the same numbers.
//! - Errors are collected as diagnostics; evaluation of a statement stops at
//!   its first error (`Err(())` carries no data, the diagnostic is already
//!   recorded) and the run stops at the first statement with an error.

use crate::ast::{self, Expr, ExprKind, Stmt, StmtKind};
use crate::diag::{Diagnostic, Diagnostics};
use crate::fold::{is_concrete, RKind, Resolver};
use crate::preprocess::Preprocessor;
use crate::record::*;
use crate::source::{SourceMap, Span};
use crate::{LoadError, Loaded, Options};
use std::path::{Path, PathBuf};
use std::rc::Rc;

type R<T> = Result<T, ()>;

/// Nesting limit for includes.
const MAX_INCLUDE_DEPTH: usize = 128;
/// Deepest expression nesting evaluated.
const MAX_DEPTH: u32 = 512;
/// Largest `bits<n>` accepted.
const MAX_BITS: i64 = 1 << 16;
/// Most values one `foreach` may iterate over (each iteration costs about
/// 3 µs and 500 bytes per record it defines; llvm-tblgen is no faster).
const MAX_FOREACH: usize = 1 << 20;
/// Most `foreach` iterations in all (nested loops multiply).
const MAX_LOOP_ITERATIONS: u64 = 1 << 22;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cur {
    /// No current record.
    None,
    /// The record on top of `rec_stack`.
    Rec,
    /// The record of the multiclass being defined.
    Mc,
    /// The temporary `.parse` record of a `!foreach`/`!foldl` outside any
    /// record.
    Temp,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Value,
    Name,
}

#[derive(Clone, Debug)]
pub(crate) enum Entry {
    Rec(Record),
    Loop(Loop),
    Assert(Span, I, I),
}

#[derive(Clone, Debug)]
pub(crate) struct Loop {
    span: Span,
    /// The iteration variable name and type (`None` for `if`).
    var: Option<Rc<str>>,
    list: I,
    entries: Vec<Entry>,
}

#[derive(Clone, Debug)]
pub(crate) struct MultiClass {
    rec: Record,
    entries: Vec<Entry>,
}

struct LetRec {
    name: Rc<str>,
    bits: Vec<u32>,
    value: I,
    span: Span,
}

struct Defset {
    elem_ty: Ty,
    elems: Vec<I>,
    span: Span,
}

/// The evaluator: runs a file's statements in source order into a
/// [`RecordKeeper`], with `TGParser`'s state (let stack, loops, multiclasses,
/// defsets, `defvar` scopes).
///
/// One `Evaluator` serves one run: [`Evaluator::run_file`] and
/// [`Evaluator::run_str`] consume it. [`crate::load_file`] and
/// [`crate::load_str`] are the usual entry points.
pub struct Evaluator {
    opts: Options,
    pub(crate) sources: SourceMap,
    pub(crate) rk: RecordKeeper,
    pub(crate) diags: Diagnostics,
    deps: Vec<PathBuf>,
    pp: Preprocessor,
    include_stack: Vec<PathBuf>,
    multiclasses: Map<String, Rc<MultiClass>>,
    cur_mc: Option<MultiClass>,
    loops: Vec<Loop>,
    let_stack: Vec<Vec<LetRec>>,
    scopes: Vec<Map<Rc<str>, I>>,
    defsets: Vec<Defset>,
    rec_stack: Vec<Record>,
    temp_rec: Record,
    /// The records made for `Class<args>` values (`VarDefInit`s), keyed by
    /// [`crate::fold::vardef_key`] of the class and arguments: each entry
    /// holds the `VarDef` value and its record. A lookup needs no `VarDef`
    /// node, so a hit (most lookups) builds none.
    pub(crate) vardef_cache: Map<u64, Vec<(I, RecId)>>,
    pub(crate) err_span: Span,
    /// The class being defined: its arena slot is kept in sync with the
    /// record being built, so the class can refer to itself (as in LLVM,
    /// where the class is registered before its body is parsed).
    cur_class: Option<RecId>,
    /// Template-argument signatures of complete classes.
    targ_sigs: Map<RecId, Rc<TargSig>>,
    /// The arena slot of the def being finished (for self-references).
    pub(crate) self_def: Option<RecId>,
    depth: u32,
    /// Where each included file was included from.
    included_from: Map<crate::source::FileId, Span>,
    /// Time spent preprocessing and parsing (for `SPILLWAY_TIME`).
    parse_time: std::time::Duration,
    /// `foreach` iterations so far.
    // Invariant: at most MAX_LOOP_ITERATIONS (resolve_loop stops there).
    loop_iterations: u64,
    /// The product of the sizes of the loops being run (1 outside loops).
    loop_nest: u64,
    /// Files read and parsed ahead on a second thread (`None` once a file
    /// was not the one expected).
    prefetch: Option<crate::prefetch::Prefetch>,
    /// Memoized `add_subclass` on defs (see [`SubclassMemo`]).
    subclass_memo: Map<MemoKey, Rc<SubclassMemo>>,
    /// Per class: does its body mention its `Class:NAME`, and how has
    /// its memo fared (see [`MemoUse`]).
    class_memo: Map<RecId, MemoUse>,
    /// Each class's `Class:NAME` variable name, made once.
    class_name_var: Map<RecId, Rc<str>>,
    /// The value naming each def (`Init::Def`), made once per def (LLVM
    /// keeps one `DefInit` per record), indexed by id.
    def_inits: Vec<Option<I>>,
}

/// How a class's `add_subclass` memo is used.
///
/// Invariant: `stores <= lookups`. Once a class has had [`MEMO_TRIAL`]
/// lookups and more than three in four of them missed (a class whose
/// arguments differ for nearly every def, such as `GCCBuiltin<"name">`),
/// it is no longer memoized: every miss cost a key, a stored entry and its
/// freeing, for nothing. Either way the result is the same; only the work
/// differs.
#[derive(Clone, Copy)]
struct MemoUse {
    /// Does the class's body mention its `Class:NAME`? (Then the def's
    /// name is part of the memo key.)
    needs_name: bool,
    lookups: u32,
    stores: u32,
}

/// Lookups before a class's memo may be given up (see [`MemoUse`]).
const MEMO_TRIAL: u32 = 32;

impl MemoUse {
    fn worth_it(&self) -> bool {
        self.lookups < MEMO_TRIAL || self.stores * 4 <= self.lookups * 3
    }
}

/// A memoized `add_subclass`: class, template argument values, and the
/// def's name when the class uses `NAME`.
type MemoKey = (RecId, Vec<I>, Option<I>);

/// What `add_subclass` of a class with given arguments adds to a def that
/// has none of the class's fields yet: the class's non-argument fields'
/// values after resolution (in the class's order) and its resolved
/// assertions.
///
/// Invariant: stored only when evaluating them reported nothing and no
/// value holds a `!cast` (the one operator whose result depends on which
/// defs exist so far: anything else folds the same at any later time, and
/// `Class<args>` records are created once per argument list, so repeating
/// the evaluation would create no record and number nothing).
struct SubclassMemo {
    values: Vec<I>,
    assertions: Vec<(Span, I, I)>,
}

/// The class `id`: the snapshot if one was taken, else the arena's record.
fn class_of<'a>(rk: &'a RecordKeeper, snapshot: &'a Option<Record>, id: RecId) -> &'a Record {
    snapshot.as_ref().unwrap_or_else(|| rk.get(id))
}

fn rcs(s: &str) -> Rc<str> {
    Rc::from(s)
}

/// A map resolver with room for `n` substitutions (no growth one entry at
/// a time).
fn map_resolver(cur: Option<I>, n: usize) -> Resolver {
    let mut r = Resolver::map(cur);
    if let RKind::Map(m) = &mut r.kind {
        m.reserve_exact(n);
    }
    r
}

/// A map resolver holding the loop and multiclass substitutions `substs`
/// (later ones win, as with repeated [`Resolver::set`]).
fn substs_resolver(cur: Option<I>, substs: &[(Rc<str>, I)]) -> Resolver {
    let mut r = map_resolver(cur, substs.len());
    for (n, v) in substs {
        r.set(n.clone(), v.clone());
    }
    r
}

impl Evaluator {
    /// An evaluator with `opts`' include directories and the `-D` macros already defined.
    pub fn new(opts: &Options) -> Evaluator {
        let mut pp = Preprocessor::default();
        for d in &opts.defines {
            pp.defines.insert(d.clone());
        }
        Evaluator {
            opts: opts.clone(),
            sources: SourceMap::new(),
            rk: RecordKeeper::default(),
            diags: Diagnostics::default(),
            deps: Vec::new(),
            pp,
            include_stack: Vec::new(),
            multiclasses: Map::default(),
            cur_mc: None,
            loops: Vec::new(),
            let_stack: Vec::new(),
            scopes: Vec::new(),
            defsets: Vec::new(),
            rec_stack: Vec::new(),
            temp_rec: Record::new(string(".parse"), Span::default(), false),
            vardef_cache: Map::default(),
            err_span: Span::default(),
            cur_class: None,
            self_def: None,
            targ_sigs: Map::default(),
            parse_time: std::time::Duration::ZERO,
            loop_iterations: 0,
            loop_nest: 1,
            included_from: Map::default(),
            depth: 0,
            prefetch: None,
            subclass_memo: Map::default(),
            class_memo: Map::default(),
            class_name_var: Map::default(),
            def_inits: Vec::new(),
        }
    }

    fn sync_class(&mut self) {
        if let (Some(id), [rec]) = (self.cur_class, &self.rec_stack[..]) {
            // Called after every field added to a class: reuse the arena
            // copy's buffers instead of reallocating them.
            self.rk.get_mut(id).clone_from_record(rec);
        }
    }

    fn finish(mut self, ok: bool) -> Result<Loaded, LoadError> {
        if std::env::var_os("SPILLWAY_TIME").is_some() {
            // With the read-ahead, the time spent waiting for it.
            let ahead = if self.prefetch.is_some() {
                "read ahead"
            } else {
                "not all read ahead"
            };
            eprintln!("spillway: preprocess+parse {:?} ({ahead})", self.parse_time);
        }
        // Every error in an included file says how it was reached.
        for d in self.diags.items.iter_mut() {
            let mut f = d.span.file;
            while let Some(&at) = self.included_from.get(&f) {
                d.notes
                    .push(format!("included from {}", self.sources.location(at)));
                f = at.file;
            }
        }
        if ok && !self.diags.has_errors() {
            Ok(Loaded {
                sources: self.sources,
                records: self.rk,
                deps: self.deps,
            })
        } else {
            Err(LoadError {
                sources: self.sources,
                diagnostics: self.diags,
                deps: self.deps,
            })
        }
    }

    /// Reads `path` and evaluates it and everything it includes; on failure,
    /// the diagnostics and the files read so far.
    pub fn run_file(mut self, path: &Path) -> Result<Loaded, LoadError> {
        let text = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                let id = self
                    .sources
                    .add(path.display().to_string(), None, String::new());
                self.diags.push(
                    Diagnostic::error(
                        Span::new(id, 0, 0),
                        format!("cannot read input file '{}': {e}", path.display()),
                    )
                    .with_note(
                        "check the path; `spillway tblgen FILE.td` takes the top-level .td file",
                    ),
                );
                return self.finish(false);
            }
        };
        self.deps.push(path.to_path_buf());
        self.prefetch = crate::prefetch::Prefetch::start(
            path,
            self.sources.next_id(),
            &self.pp.defines,
            &self.opts.include_dirs,
        );
        let ok = match self.take_prepared(path) {
            Some(p) => self.run_prepared(p, None),
            None => self.run_bytes(
                path.display().to_string(),
                Some(path.to_path_buf()),
                text,
                None,
            ),
        };
        self.finish(ok)
    }

    /// Like [`Evaluator::run_file`] for in-memory text; `name` is the file name diagnostics show.
    pub fn run_str(mut self, name: &str, text: &str) -> Result<Loaded, LoadError> {
        let ok = self.run_bytes(name.to_string(), None, text.as_bytes().to_vec(), None);
        self.finish(ok)
    }

    /// The read-ahead's next file if it is `path` as this evaluator would
    /// read it now; otherwise the read-ahead is dropped (see `prefetch`).
    fn take_prepared(&mut self, path: &Path) -> Option<crate::prefetch::Prepared> {
        let t0 = std::time::Instant::now();
        let id = self.sources.next_id();
        let p = self.prefetch.as_mut()?.take(path, id, &self.pp.defines);
        if p.is_none() {
            self.prefetch = None;
        }
        self.parse_time += t0.elapsed();
        p
    }

    /// Evaluates a file the read-ahead prepared (the rest of `run_bytes`).
    fn run_prepared(&mut self, p: crate::prefetch::Prepared, from: Option<Span>) -> bool {
        let id = self.sources.add_file(p.source);
        if let Some(f) = from {
            self.included_from.insert(id, f);
        }
        self.pp.defines = p.defines_after;
        self.include_stack.push(p.path);
        let ok = self.stmts(&p.ast.stmts).is_ok();
        self.include_stack.pop();
        if let Some(pf) = &self.prefetch {
            pf.discard(p.ast);
        }
        ok
    }

    /// Reads one file's bytes: decode, preprocess, parse, evaluate.
    fn run_bytes(
        &mut self,
        name: String,
        path: Option<PathBuf>,
        bytes: Vec<u8>,
        from: Option<Span>,
    ) -> bool {
        let text = match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                let valid = e.utf8_error().valid_up_to();
                let lossy = String::from_utf8_lossy(e.as_bytes()).into_owned();
                let id = self.sources.add(name, path, lossy);
                let mut d = Diagnostic::error(
                    Span::new(id, valid, valid + 1),
                    "invalid UTF-8 in input file",
                )
                .with_label("this byte is not valid UTF-8")
                .with_note("TableGen files must be UTF-8 text");
                if let Some(f) = from {
                    d = d.with_secondary(f, "included from here");
                }
                self.diags.push(d);
                return false;
            }
        };
        let id = self.sources.add(name, path.clone(), text);
        if let Some(f) = from {
            self.included_from.insert(id, f);
        }
        let text = self.sources.get(id).text.clone();
        let t0 = std::time::Instant::now();
        let pre = match self.pp.run(id, &text) {
            Ok(p) => p,
            Err(d) => {
                self.diags.push(d);
                return false;
            }
        };
        let file = match crate::parse::parse_file(id, &pre) {
            Ok(f) => f,
            Err(d) => {
                self.diags.push(d);
                return false;
            }
        };
        self.parse_time += t0.elapsed();
        if let Some(p) = &path {
            self.include_stack.push(p.clone());
        }
        let ok = self.stmts(&file.stmts).is_ok();
        if path.is_some() {
            self.include_stack.pop();
        }
        ok
    }

    /// The shared value naming def `id`.
    pub(crate) fn def_init(&mut self, id: RecId) -> I {
        let k = id.0 as usize;
        if let Some(Some(v)) = self.def_inits.get(k) {
            return v.clone();
        }
        if self.def_inits.len() <= k {
            self.def_inits.resize(k + 1, None);
        }
        let v = I::new(Init::Def(id));
        self.def_inits[k] = Some(v.clone());
        v
    }

    fn error<T>(&mut self, span: Span, msg: impl Into<String>) -> R<T> {
        self.diags.push(Diagnostic::error(span, msg));
        Err(())
    }

    fn error_note<T>(
        &mut self,
        span: Span,
        msg: impl Into<String>,
        note: impl Into<String>,
    ) -> R<T> {
        self.diags
            .push(Diagnostic::error(span, msg).with_note(note));
        Err(())
    }

    // ---- statements ----

    fn stmts(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            self.stmt(s)?;
            if self.diags.has_errors() {
                return Err(());
            }
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.err_span = s.span;
        match &s.kind {
            StmtKind::Include(p) => self.include(p, s.span),
            // A forward declaration (`class Foo;`) is an ordinary class with
            // an empty body, as in llvm-tblgen.
            StmtKind::Class {
                name, targs, body, ..
            } => self.class(name, targs, body),
            StmtKind::Def { name, body } => self.def(name.as_ref(), body, s.span),
            StmtKind::Defm { name, parents } => self.defm(name.as_ref(), parents),
            StmtKind::Defset { ty, name, body } => self.defset(ty, name, body, s.span),
            StmtKind::Defvar { name, value } => self.defvar(name, value),
            StmtKind::Foreach { var, iter, body } => self.foreach(var, iter, body, s.span),
            StmtKind::If {
                cond,
                then_body,
                else_body,
            } => self.if_stmt(cond, then_body, else_body.as_deref(), s.span),
            StmtKind::Let { items, body } => self.let_stmt(items, body),
            StmtKind::MultiClass {
                name,
                targs,
                parents,
                body,
            } => self.multiclass(name, targs, parents, body),
            StmtKind::Assert { cond, msg } => {
                let c = self.value(cond, Cur::None, None, Mode::Value)?;
                let m = self.value(msg, Cur::None, None, Mode::Value)?;
                self.add_entry(Entry::Assert(s.span, c, m))
            }
        }
    }

    fn include(&mut self, p: &str, span: Span) -> R<()> {
        // llvm-tblgen's rule: the path as written (relative to the working
        // directory), then each -I directory in order.
        let mut candidates = vec![PathBuf::from(p)];
        for d in &self.opts.include_dirs {
            candidates.push(d.join(p));
        }
        let Some(found) = candidates.into_iter().find(|c| c.is_file()) else {
            // At the file name, where llvm-tblgen points.
            let text = &self.sources.get(span.file).text;
            let (s, e) = (span.start as usize, (span.end as usize).min(text.len()));
            let name_span = text
                .get(s..e)
                .and_then(|t| t.find('"'))
                .map_or(span, |i| Span::new(span.file, s + i, e));
            return self.error_note(
                name_span,
                format!("could not find include file '{p}'"),
                "add the directory that holds it with -I DIR",
            );
        };
        if self.include_stack.iter().any(|x| x == &found)
            || self.include_stack.len() >= MAX_INCLUDE_DEPTH
        {
            return self.error_note(
                span,
                format!("include loop: '{p}' is already being read"),
                "remove the include that leads back to this file",
            );
        }
        if let Some(p) = self.take_prepared(&found) {
            self.deps.push(found);
            return if self.run_prepared(p, Some(span)) {
                Ok(())
            } else {
                Err(())
            };
        }
        let bytes = match std::fs::read(&found) {
            Ok(b) => b,
            Err(e) => {
                return self.error(
                    span,
                    format!("cannot read include file '{}': {e}", found.display()),
                )
            }
        };
        self.deps.push(found.clone());
        let name = found.display().to_string();
        if self.run_bytes(name, Some(found), bytes, Some(span)) {
            Ok(())
        } else {
            Err(())
        }
    }

    fn push_scope(&mut self) {
        self.scopes.push(Map::default());
    }
    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    fn defvar(&mut self, name: &ast::Ident, value: &Expr) -> R<()> {
        let n = rcs(&name.name);
        if let Some(scope) = self.scopes.last() {
            if scope.contains_key(&n) {
                return self.error(
                    name.span,
                    format!("local variable '{}' already exists", name.name),
                );
            }
        } else if self.rk.def(&name.name).is_some() || self.rk.globals.contains_key(&name.name) {
            return self.error(
                name.span,
                format!(
                    "def or global variable named '{}' already exists",
                    name.name
                ),
            );
        }
        let v = self.value(value, Cur::None, None, Mode::Value)?;
        match self.scopes.last_mut() {
            Some(s) => {
                s.insert(n, v);
            }
            None => {
                self.rk.globals.insert(name.name.clone(), v);
            }
        }
        Ok(())
    }

    fn let_stmt(&mut self, items: &[ast::LetItem], body: &[Stmt]) -> R<()> {
        let mut lets = Vec::new();
        for it in items {
            let bits = match &it.bits {
                Some(r) => {
                    let mut b = self.ranges(r)?;
                    if b.is_empty() {
                        return self.error(it.span, "expected a bit range");
                    }
                    b.reverse();
                    b
                }
                None => Vec::new(),
            };
            self.err_span = it.value.span;
            let v = self.value(&it.value, Cur::None, None, Mode::Value)?;
            lets.push(LetRec {
                name: rcs(&it.name.name),
                bits,
                value: v,
                span: it.span,
            });
        }
        self.let_stack.push(lets);
        self.push_scope();
        let r = self.stmts(body);
        self.pop_scope();
        self.let_stack.pop();
        r
    }

    fn cur_rec(&self, cur: Cur) -> Option<&Record> {
        match cur {
            Cur::None => None,
            Cur::Rec => self.rec_stack.last(),
            Cur::Mc => self.cur_mc.as_ref().map(|m| &m.rec),
            Cur::Temp => Some(&self.temp_rec),
        }
    }
    fn cur_rec_mut(&mut self, cur: Cur) -> Option<&mut Record> {
        match cur {
            Cur::None => None,
            Cur::Rec => self.rec_stack.last_mut(),
            Cur::Mc => self.cur_mc.as_mut().map(|m| &mut m.rec),
            Cur::Temp => Some(&mut self.temp_rec),
        }
    }
    fn cur_name(&self, cur: Cur) -> Option<I> {
        self.cur_rec(cur).map(|r| r.name.clone())
    }

    /// `SetValue`: assigns a field of the current record (or some bits of
    /// it), checking the type.
    fn set_value(
        &mut self,
        cur: Cur,
        span: Span,
        name: &Rc<str>,
        bits: &[u32],
        v: I,
        allow_self: bool,
    ) -> R<()> {
        let Some(rec) = self.cur_rec(cur) else {
            return self.error(span, "internal: no record to set a value in");
        };
        // The field's type and current value (not a copy of the whole field).
        let Some((idx, rv)) = rec
            .values
            .iter()
            .enumerate()
            .find(|(_, f)| {
                f.name.len() == name.len() && (Rc::ptr_eq(&f.name, name) || *f.name == **name)
            })
            .map(|(k, f)| (k, (f.ty.clone(), f.value.clone())))
        else {
            let rname = rec.name_str();
            return self.error_note(
                span,
                format!("value '{name}' unknown in '{rname}'"),
                "a `let` can only set a field declared in the record or one of its classes",
            );
        };
        if bits.is_empty() && !allow_self {
            if let Init::Var(vn, _) = &*v {
                if vn == name {
                    return self.error(span, "recursion / self-assignment forbidden");
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let Init::Bits(cur_bits) = &*rv.1 else {
                return self.error(span, format!("value '{name}' is not a bits type"));
            };
            let Some(bi) = self.cast_to(&v, &Ty::Bits(bits.len() as u32)) else {
                return self.error(span, "initializer is not compatible with bit range");
            };
            let mut new_bits: Vec<Option<I>> = vec![None; cur_bits.len()];
            for (i, &b) in bits.iter().enumerate() {
                let Some(slot) = new_bits.get_mut(b as usize) else {
                    return self.error(
                        span,
                        format!(
                            "bit {b} is out of range for '{name}' ({} bits)",
                            cur_bits.len()
                        ),
                    );
                };
                if slot.is_some() {
                    return self.error(
                        span,
                        format!("cannot set bit #{b} of value '{name}' more than once"),
                    );
                }
                *slot = Some(self.get_bit(&bi, i as u32));
            }
            let merged = new_bits
                .into_iter()
                .zip(cur_bits.iter())
                .map(|(n, c)| n.unwrap_or_else(|| c.clone()))
                .collect();
            v = I::new(Init::Bits(merged));
        }
        match self.set_value_checked(&v, &rv.0) {
            Some(x) => {
                if let Some(r) = self.cur_rec_mut(cur) {
                    // The same field, unless evaluating changed the fields.
                    let f = match r.values.get_mut(idx) {
                        Some(f) if *f.name == **name => Some(f),
                        _ => r.value_mut(name),
                    };
                    if let Some(f) = f {
                        f.value = x;
                    }
                }
                Ok(())
            }
            None => {
                let what = match &*v {
                    Init::Bits(b) => format!("of type bit initializer with length {}", b.len()),
                    other => match self.type_of(other) {
                        Some(t) => format!("of type '{}'", self.rk.ty_str(&t)),
                        None => String::new(),
                    },
                };
                let msg = format!(
                    "field '{name}' of type '{}' is incompatible with value '{}' {what}",
                    self.rk.ty_str(&rv.0),
                    self.rk.init_str(&v)
                );
                self.error(span, msg)
            }
        }
    }

    /// `AddValue`: a new field, or a re-declaration treated as a set.
    fn add_value(&mut self, cur: Cur, rv: RecordVal) -> R<()> {
        let span = rv.span;
        let Some(rec) = self.cur_rec(cur) else {
            return self.error(span, "internal: no record to add a field to");
        };
        if let Some(existing) = rec.value(&rv.name).cloned() {
            match self.set_value_checked(&rv.value, &existing.ty) {
                Some(x) => {
                    if let Some(f) = self.cur_rec_mut(cur).and_then(|r| r.value_mut(&rv.name)) {
                        f.value = x;
                    }
                    Ok(())
                }
                None => {
                    let msg = format!(
                        "new definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        rv.name,
                        self.rk.ty_str(&rv.ty),
                        self.rk.ty_str(&existing.ty)
                    );
                    self.error(span, msg)
                }
            }
        } else {
            if let Some(r) = self.cur_rec_mut(cur) {
                r.values.push(rv);
            }
            if cur == Cur::Rec {
                self.sync_class();
            }
            Ok(())
        }
    }

    fn ty(&mut self, t: &ast::Type) -> R<Ty> {
        Ok(match &t.kind {
            ast::TypeKind::Bit => Ty::Bit,
            ast::TypeKind::Bits(n) => {
                if *n as i64 > MAX_BITS {
                    return self.error_note(
                        t.span,
                        format!("bits<{n}> is too large"),
                        format!("Spillway accepts at most bits<{MAX_BITS}>"),
                    );
                }
                Ty::Bits(*n)
            }
            ast::TypeKind::Int => Ty::Int,
            ast::TypeKind::String | ast::TypeKind::Code => Ty::String,
            ast::TypeKind::Dag => Ty::Dag,
            ast::TypeKind::List(e) => Ty::list(self.ty(e)?),
            ast::TypeKind::Class(id) => match self.rk.class(&id.name) {
                Some(c) => Ty::Rec(Rc::from(vec![c])),
                None => {
                    return self.error(id.span, format!("unknown class name '{}'", id.name));
                }
            },
        })
    }

    /// `ParseDeclaration` for a body field or a template argument.
    fn declaration(
        &mut self,
        cur: Cur,
        is_field: bool,
        ty: &ast::Type,
        name: &ast::Ident,
        value: Option<&Expr>,
        targ: bool,
    ) -> R<Rc<str>> {
        let t = self.ty(ty)?;
        if name.name == "NAME" {
            return self.error(name.span, "'NAME' is a reserved variable name");
        }
        let decl: Rc<str> = if !targ {
            rcs(&name.name)
        } else if cur == Cur::Mc {
            let mc = self
                .cur_mc
                .as_ref()
                .map(|m| m.rec.name_str())
                .unwrap_or_default();
            rcs(&format!("{mc}::{}", name.name))
        } else {
            let rn = self.cur_rec(cur).map(|r| r.name_str()).unwrap_or_default();
            rcs(&format!("{rn}:{}", name.name))
        };
        let kind = if targ {
            FieldKind::TemplateArg
        } else if is_field {
            FieldKind::NonconcreteOk
        } else {
            FieldKind::Normal
        };
        let initial = self.set_value_checked(&unset(), &t).unwrap_or_else(unset);
        self.add_value(
            cur,
            RecordVal {
                name: decl.clone(),
                ty: t.clone(),
                value: initial,
                kind,
                span: name.span,
            },
        )?;
        if let Some(v) = value {
            // Template-arg defaults of a multiclass are parsed with no
            // current record, as in LLVM.
            let vcur = if targ && cur == Cur::Mc {
                Cur::None
            } else {
                cur
            };
            let val = self.value(v, vcur, Some(&t), Mode::Value)?;
            self.set_value(cur, v.span, &decl, &[], val, false)?;
        }
        Ok(decl)
    }

    fn template_args(&mut self, cur: Cur, targs: &[ast::TemplateArg]) -> R<()> {
        for ta in targs {
            let n = self.declaration(cur, false, &ta.ty, &ta.name, ta.default.as_ref(), true)?;
            if let Some(r) = self.cur_rec_mut(cur) {
                r.targs.push(n);
            }
            if cur == Cur::Rec {
                self.sync_class();
            }
        }
        Ok(())
    }

    /// Parses the arguments of `Class<args>` / `Multi<args>` with the
    /// template argument types as expected types, then casts them
    /// (`CheckTemplateArgValues`).
    fn targ_values(
        &mut self,
        cur: Cur,
        args: &[Expr],
        class: &Record,
        what: &str,
        span: Span,
    ) -> R<Vec<I>> {
        let sig = TargSig::of(class);
        self.targ_values_sig(cur, args, &sig, what, span)
    }

    /// The template-argument signature of a class, cached once the class is
    /// complete (a class being defined may still gain arguments).
    fn targ_sig(&mut self, id: RecId) -> Rc<TargSig> {
        if let Some(s) = self.targ_sigs.get(&id) {
            return s.clone();
        }
        let sig = Rc::new(TargSig::of(self.rk.get(id)));
        if self.cur_class != Some(id) {
            self.targ_sigs.insert(id, sig.clone());
        }
        sig
    }

    fn targ_values_sig(
        &mut self,
        cur: Cur,
        args: &[Expr],
        sig: &TargSig,
        what: &str,
        span: Span,
    ) -> R<Vec<I>> {
        self.targ_count(args, sig, what, span)?;
        let mut out = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let (ta, ty, _) = &sig.targs[k];
            let v = self.value(a, cur, Some(ty), Mode::Value)?;
            // `type_of(v).is_some()` without building the type: only `?`
            // and an element of a non-list are untyped.
            let typed = match (&*v, ty) {
                (Init::Unset, _) => false,
                // Already of the argument's type: `cast_to` would return it
                // as it is.
                (Init::Str(..), Ty::String) | (Init::Int(_), Ty::Int) | (Init::Bit(_), Ty::Bit) => {
                    out.push(v);
                    continue;
                }
                (Init::VarListElem(..), _) => self.type_of(&v).is_some(),
                _ => true,
            };
            if typed {
                match self.cast_to(&v, ty) {
                    Some(c) => out.push(c),
                    None => {
                        let vt = self
                            .type_of(&v)
                            .map(|t| self.rk.ty_str(&t))
                            .unwrap_or_default();
                        let msg = format!(
                            "value specified for template argument '{ta}' (#{k}) is of type {vt}; expected type {}: {}",
                            self.rk.ty_str(ty),
                            self.rk.init_str(&v)
                        );
                        return self.error(a.span, msg);
                    }
                }
            } else {
                out.push(v);
            }
        }
        Ok(out)
    }

    /// The arguments of a multiclass's parent `Sub<args>`, parsed with the
    /// argument types as expected types, neither checked nor cast.
    fn targ_values_unchecked(
        &mut self,
        cur: Cur,
        args: &[Expr],
        sig: &TargSig,
        span: Span,
    ) -> R<Vec<I>> {
        self.targ_count(args, sig, "multiclass", span)?;
        let mut out = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let ty = &sig.targs[k].1;
            out.push(self.value(a, cur, Some(ty), Mode::Value)?);
        }
        Ok(out)
    }

    /// At most as many template arguments as `sig` (of a `what`) takes.
    fn targ_count(&mut self, args: &[Expr], sig: &TargSig, what: &str, span: Span) -> R<()> {
        if args.len() > sig.targs.len() {
            return self.error_note(
                span,
                format!(
                    "too many template arguments: {} given, '{}' takes {}",
                    args.len(),
                    sig.name,
                    sig.targs.len()
                ),
                format!("check the template parameter list of {what} '{}'", sig.name),
            );
        }
        Ok(())
    }

    /// The key under which `add_subclass(class_id, args)` on the current
    /// def may be memoized (see [`SubclassMemo`]), or `None` when it must
    /// run in full: not a def, the class still being defined, or a class
    /// field that the def already has (then `add_value` merges instead of
    /// appending).
    fn subclass_memo_key(&mut self, cur: Cur, class_id: RecId, args: &[I]) -> Option<MemoKey> {
        if cur != Cur::Rec || self.cur_class == Some(class_id) {
            return None;
        }
        let rec = self.rec_stack.last()?;
        if rec.is_class {
            return None;
        }
        let class = self.rk.get(class_id);
        let clash = !rec.values.is_empty()
            && class
                .values
                .iter()
                .any(|f| f.kind != FieldKind::TemplateArg && rec.value(&f.name).is_some());
        if clash {
            return None;
        }
        let rec_name = rec.name.clone();
        let needs_name = match self.class_memo.get_mut(&class_id) {
            Some(u) => {
                if !u.worth_it() {
                    return None;
                }
                u.lookups += 1;
                u.needs_name
            }
            None => {
                let class = self.rk.get(class_id);
                let qn = format!("{}:NAME", class.name_str());
                let pred = |n: &Rc<str>| **n == *qn;
                let b = class
                    .values
                    .iter()
                    .any(|f| crate::fold::mentions_var(&f.value, &pred))
                    || class.assertions.iter().any(|(_, c, m)| {
                        crate::fold::mentions_var(c, &pred) || crate::fold::mentions_var(m, &pred)
                    });
                self.class_memo.insert(
                    class_id,
                    MemoUse {
                        needs_name: b,
                        lookups: 1,
                        stores: 0,
                    },
                );
                b
            }
        };
        Some((class_id, args.to_vec(), needs_name.then_some(rec_name)))
    }

    /// `AddSubClass`: inherit from `class` with template argument values.
    fn add_subclass(&mut self, cur: Cur, class_id: RecId, args: &[I], span: Span) -> R<()> {
        let key = self.subclass_memo_key(cur, class_id, args);
        if let Some(k) = &key {
            if let Some(m) = self.subclass_memo.get(k).cloned() {
                return self.add_subclass_memo(class_id, &m, span);
            }
        }
        let start = self.cur_rec(cur).map_or(0, |r| r.values.len());
        let astart = self.cur_rec(cur).map_or(0, |r| r.assertions.len());
        let before = self.diags.items.len();
        self.add_subclass_full(cur, class_id, args, span)?;
        if let Some(k) = key {
            if self.diags.items.len() == before {
                let rec = self.rec_stack.last().expect("record");
                let values: Vec<I> = rec.values[start..]
                    .iter()
                    .map(|v| v.value.clone())
                    .collect();
                let assertions = rec.assertions[astart..].to_vec();
                let stable = values.iter().all(|v| !crate::fold::has_cast(v))
                    && assertions
                        .iter()
                        .all(|(_, c, m)| !crate::fold::has_cast(c) && !crate::fold::has_cast(m));
                if stable {
                    if let Some(u) = self.class_memo.get_mut(&class_id) {
                        u.stores += 1;
                    }
                    self.subclass_memo
                        .insert(k, Rc::new(SubclassMemo { values, assertions }));
                }
            }
        }
        Ok(())
    }

    /// `add_subclass` from a memo: the class's fields with their resolved
    /// values appended, the resolved assertions, the superclasses. The
    /// def's earlier fields are not resolved again: the map resolver holds
    /// only this class's `Class:arg` and `Class:NAME` variables, which occur
    /// only in values written inside this class, so resolving them would
    /// give them back unchanged.
    fn add_subclass_memo(&mut self, class_id: RecId, m: &SubclassMemo, span: Span) -> R<()> {
        let mut rec = self.rec_stack.pop().expect("record");
        let class = self.rk.get(class_id);
        let mut vals = m.values.iter();
        rec.values.reserve(m.values.len());
        for f in &class.values {
            if f.kind == FieldKind::TemplateArg {
                continue;
            }
            let value = vals.next().expect("memo holds one value per field").clone();
            rec.values.push(RecordVal {
                name: f.name.clone(),
                ty: f.ty.clone(),
                value,
                kind: f.kind,
                span: f.span,
            });
        }
        rec.assertions.extend(m.assertions.iter().cloned());
        self.add_superclasses(rec, class_id, &None, span)
    }

    /// `AddSubClass` without the memo.
    fn add_subclass_full(&mut self, cur: Cur, class_id: RecId, args: &[I], span: Span) -> R<()> {
        // The class's fields are cloned one at a time from the arena, not as
        // a whole record first. `add_value` writes only the class being
        // defined (`sync_class`), so a snapshot is needed only when that is
        // the class being added.
        let snapshot = (self.cur_class == Some(class_id)).then(|| self.rk.get(class_id).clone());
        let (n, ntargs) = {
            let class = class_of(&self.rk, &snapshot, class_id);
            (class.values.len(), class.targs.len())
        };
        // Only the fields the record had before can share a name with one of
        // the class's (whose names are distinct): the others are appended
        // without a search, and the arena copy of a class being defined is
        // synced once (before anything is evaluated) instead of per field.
        let old_len = self.cur_rec(cur).map_or(0, |r| r.values.len());
        if let Some(rec) = self.cur_rec_mut(cur) {
            rec.values.reserve(n);
        }
        let cur_name = self.cur_name(cur);
        let mut r = map_resolver(cur_name, ntargs + 1);
        // The template-argument fields come in the order of `targs` (they
        // are declared from it): each gets its argument, or keeps its
        // default. Their names are distinct, so no search is needed.
        let mut targ_no = 0;
        let mut in_order = true;
        let mut unsynced = false;
        for k in 0..n {
            let f = class_of(&self.rk, &snapshot, class_id).values[k].clone();
            if f.kind == FieldKind::TemplateArg {
                let class = class_of(&self.rk, &snapshot, class_id);
                let value = match (class.targs.get(targ_no), args.get(targ_no)) {
                    (Some(ta), Some(a)) if *ta == f.name => a.clone(),
                    (Some(ta), _) if *ta == f.name => f.value,
                    _ => {
                        in_order = false;
                        f.value
                    }
                };
                targ_no += 1;
                if in_order {
                    r.set_new(f.name, value);
                } else {
                    r.set(f.name, value);
                }
                continue;
            }
            let fresh = match self.cur_rec_mut(cur) {
                Some(rec) if !rec.values[..old_len].iter().any(|v| v.name == f.name) => {
                    rec.values.push(f);
                    None
                }
                _ => Some(f),
            };
            match fresh {
                None => unsynced = true,
                Some(f) => {
                    if unsynced && cur == Cur::Rec {
                        self.sync_class();
                        unsynced = false;
                    }
                    self.add_value(cur, f)?;
                }
            }
        }
        if unsynced && cur == Cur::Rec {
            self.sync_class();
        }
        in_order &= targ_no == ntargs;
        for k in 0..ntargs {
            if let Some(a) = args.get(k) {
                // Already set above when the fields matched `targs`.
                if !in_order {
                    let ta = class_of(&self.rk, &snapshot, class_id).targs[k].clone();
                    r.set(ta, a.clone());
                }
            } else {
                let class = class_of(&self.rk, &snapshot, class_id);
                let ta = &class.targs[k];
                let complete = class.value(ta).is_some_and(|v| v.value.is_complete());
                if !complete {
                    let cname = class.name_str().into_owned();
                    let ta = ta.clone();
                    return self.error_note(
                        span,
                        format!(
                            "value not specified for template argument '{ta}' (#{k}) of parent class '{cname}'"
                        ),
                        "pass a value for it, or give the argument a default in the class",
                    );
                }
            }
        }
        let (is_class, rec_name) = {
            let rec = self.cur_rec(cur).expect("current record");
            (rec.is_class, rec.name.clone())
        };
        let name_val = if is_class {
            // The class being defined's own `Class:NAME` (its name is an
            // identifier, so `init_str` without the quotes is `name_str`).
            let n = match self.cur_class {
                Some(id) if cur == Cur::Rec => self.name_var(id, &None),
                _ => rcs(&format!(
                    "{}:NAME",
                    self.rk.init_str(&rec_name).trim_matches('"')
                )),
            };
            I::new(Init::Var(n, Ty::String))
        } else {
            rec_name
        };
        let name_var = self.name_var(class_id, &snapshot);
        r.set(name_var, name_val);
        let mut rec = match cur {
            Cur::Rec => self.rec_stack.pop().expect("record"),
            _ => return self.error(span, "internal: subclass outside a record"),
        };
        rec.assertions.extend(
            class_of(&self.rk, &snapshot, class_id)
                .assertions
                .iter()
                .cloned(),
        );
        self.resolve_record(&mut rec, &mut r);
        self.add_superclasses(rec, class_id, &snapshot, span)
    }

    /// Class `id`'s `Class:NAME` variable name, made once per class (a
    /// class's name is final once it is declared).
    fn name_var(&mut self, id: RecId, snapshot: &Option<Record>) -> Rc<str> {
        if let Some(n) = self.class_name_var.get(&id) {
            return n.clone();
        }
        let n = rcs(&format!(
            "{}:NAME",
            class_of(&self.rk, snapshot, id).name_str()
        ));
        self.class_name_var.insert(id, n.clone());
        n
    }

    /// The end of `AddSubClass`: the class's superclasses and the class
    /// itself join the record's, which goes back on the record stack.
    fn add_superclasses(
        &mut self,
        mut rec: Record,
        class_id: RecId,
        snapshot: &Option<Record>,
        span: Span,
    ) -> R<()> {
        let mut err = None;
        let class = class_of(&self.rk, snapshot, class_id);
        rec.superclasses.reserve(class.superclasses.len() + 1);
        for &(sc, sspan) in &class.superclasses {
            if rec.is_subclass_of(sc) {
                err = Some(self.rk.get(sc).name_str().into_owned());
                break;
            }
            rec.superclasses.push((sc, sspan));
        }
        if err.is_none() {
            if rec.is_subclass_of(class_id) {
                err = Some(class.name_str().into_owned());
            } else {
                rec.superclasses.push((class_id, span));
            }
        }
        self.rec_stack.push(rec);
        self.sync_class();
        if let Some(e) = err {
            return self.error(span, format!("already a subclass of '{e}'"));
        }
        Ok(())
    }

    fn class_ref(&mut self, cur: Cur, cr: &ast::ClassRef) -> R<(RecId, Vec<I>)> {
        let Some(id) = self.rk.class(&cr.name.name) else {
            if self.multiclasses.contains_key(&cr.name.name) {
                return self.error_note(
                    cr.name.span,
                    format!("couldn't find class '{}'", cr.name.name),
                    format!(
                        "'{}' is a multiclass: use 'defm' to instantiate it",
                        cr.name.name
                    ),
                );
            }
            return self.error(
                cr.name.span,
                format!("couldn't find class '{}'", cr.name.name),
            );
        };
        let sig = self.targ_sig(id);
        let args = self.targ_values_sig(cur, &cr.args, &sig, "class", cr.span)?;
        Ok((id, args))
    }

    /// `ParseObjectBody`: parents, the let stack, then the body items.
    fn object_body(&mut self, body: &ast::RecordBody) -> R<()> {
        for p in &body.parents {
            self.err_span = p.span;
            let (id, args) = self.class_ref(Cur::Rec, p)?;
            self.add_subclass(Cur::Rec, id, &args, p.span)?;
        }
        self.apply_let_stack_cur()?;
        self.push_scope();
        let r = self.body_items(&body.items);
        self.pop_scope();
        r
    }

    fn apply_let_stack_cur(&mut self) -> R<()> {
        if self.let_stack.iter().all(|l| l.is_empty()) {
            return Ok(());
        }
        // Taken out for the loop (`set_value` never reads or changes the let
        // stack) instead of copied.
        let lets = std::mem::take(&mut self.let_stack);
        let mut res = Ok(());
        for l in lets.iter().flatten() {
            res = self.set_value(Cur::Rec, l.span, &l.name, &l.bits, l.value.clone(), false);
            if res.is_err() {
                break;
            }
        }
        self.let_stack = lets;
        res
    }

    fn body_items(&mut self, items: &[ast::BodyItem]) -> R<()> {
        for it in items {
            match it {
                ast::BodyItem::Field {
                    is_field,
                    ty,
                    name,
                    value,
                    span,
                } => {
                    self.err_span = *span;
                    self.declaration(Cur::Rec, *is_field, ty, name, value.as_ref(), false)?;
                }
                ast::BodyItem::Let {
                    name,
                    bits,
                    value,
                    span,
                } => {
                    self.err_span = *span;
                    let mut bl = match bits {
                        Some(r) => self.ranges(r)?,
                        None => Vec::new(),
                    };
                    bl.reverse();
                    let n = rcs(&name.name);
                    let Some(field) = self.rec_stack.last().and_then(|r| r.value(&n)).cloned()
                    else {
                        let rn = self
                            .rec_stack
                            .last()
                            .map(|r| self.rk.init_str(&r.name))
                            .unwrap_or_default();
                        return self.error_note(
                            name.span,
                            format!("value '{}' unknown in {rn}", name.name),
                            "declare the field (e.g. `int X = ...;`) or inherit it from a class before setting it with `let`",
                        );
                    };
                    let mut ty = field.ty.clone();
                    if !bl.is_empty() {
                        if let Ty::Bits(_) = ty {
                            ty = Ty::Bits(bl.len() as u32);
                        }
                    }
                    let v = self.value(value, Cur::Rec, Some(&ty), Mode::Value)?;
                    self.set_value(Cur::Rec, name.span, &n, &bl, v, false)?;
                }
                ast::BodyItem::Defvar { name, value, .. } => self.defvar(name, value)?,
                ast::BodyItem::Assert { cond, msg, span } => {
                    let c = self.value(cond, Cur::Rec, None, Mode::Value)?;
                    let m = self.value(msg, Cur::Rec, None, Mode::Value)?;
                    if let Some(r) = self.rec_stack.last_mut() {
                        r.assertions.push((*span, c, m));
                    }
                }
            }
        }
        Ok(())
    }

    fn class(
        &mut self,
        name: &ast::Ident,
        targs: &[ast::TemplateArg],
        body: &ast::RecordBody,
    ) -> R<()> {
        let id = match self.rk.class(&name.name) {
            Some(id) => {
                let c = self.rk.get(id);
                if !c.values.is_empty() || !c.superclasses.is_empty() || !c.targs.is_empty() {
                    return self
                        .error_note(
                            name.span,
                            format!("class '{}' already defined", name.name),
                            "rename one of the two classes",
                        )
                        .map_err(|()| {
                            let prev = self.rk.get(id).span;
                            if let Some(d) = self.diags.items.last_mut() {
                                d.secondary
                                    .push((prev, "previous definition is here".into()));
                            }
                        });
                }
                id
            }
            None => {
                let rec = Record::new(string(name.name.as_str()), name.span, true);
                let id = self.rk.alloc(rec);
                self.rk.register_class(name.name.clone(), id);
                id
            }
        };
        let mut rec = self.rk.get(id).clone();
        rec.span = name.span;
        self.rec_stack.push(rec);
        self.cur_class = Some(id);
        let r = (|| {
            self.template_args(Cur::Rec, targs)?;
            self.object_body(body)
        })();
        self.cur_class = None;
        let rec = self.rec_stack.pop().expect("class record");
        *self.rk.get_mut(id) = rec;
        r
    }

    /// `ParseObjectName`: the name expression of a def or defm, or `None`
    /// when absent.
    fn object_name(&mut self, name: Option<&Expr>) -> R<Option<I>> {
        let Some(e) = name else { return Ok(None) };
        let cur = if self.cur_mc.is_some() {
            Cur::Mc
        } else {
            Cur::None
        };
        let mut n = self.value(e, cur, Some(&Ty::String), Mode::Name)?;
        // A name that is `?` (`def ? ...`) is no name: TGParser makes the
        // record anonymous, as for a missing name (outside a multiclass,
        // where `NAME` is not prepended).
        if self.cur_mc.is_none() && n.is_unset() {
            return Ok(None);
        }
        if let Some(mc) = &self.cur_mc {
            let nm = rcs(&format!("{}::NAME", mc.rec.name_str()));
            if !self.references(&n, &nm) {
                let var = I::new(Init::Var(nm, Ty::String));
                n = self.str_concat(var, n);
            }
        }
        Ok(Some(n))
    }

    /// Does `v` mention variable `name` (`HasReferenceResolver`)?
    fn references(&self, v: &I, name: &Rc<str>) -> bool {
        crate::fold::mentions_var(v, &|n| n == name)
    }

    fn str_concat(&mut self, a: I, b: I) -> I {
        let v = I::new(Init::Bin(BinOp::StrConcat, a, b, Ty::String));
        self.fold_bin(v)
    }

    fn def(&mut self, name: Option<&Expr>, body: &ast::RecordBody, span: Span) -> R<()> {
        let n = self.object_name(name)?;
        let mut rec = match n {
            Some(n) => {
                if self.type_of(&n) != Some(Ty::String) {
                    let s = self.rk.init_str(&n);
                    return self.error(span, format!("record name '{s}' is not a string"));
                }
                Record::new(n, span, false)
            }
            None => {
                let mut r = Record::new(self.rk.new_anonymous_name(), span, false);
                r.anonymous = true;
                r
            }
        };
        rec.span = name.map_or(span, |e| e.span);
        self.rec_stack.push(rec);
        let r = self.object_body(body);
        let rec = self.rec_stack.pop().expect("def record");
        r?;
        self.add_entry(Entry::Rec(rec))
    }

    fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let mut substs = Vec::new();
            let is_final = self.cur_mc.is_none();
            if is_final {
                return self.resolve_loop(&l, &mut substs, true, None);
            }
            let mut dest = Vec::new();
            let r = self.resolve_loop(&l, &mut substs, false, Some(&mut dest));
            if let Some(mc) = &mut self.cur_mc {
                mc.entries.extend(dest);
            }
            return r;
        }
        if let Some(mc) = &mut self.cur_mc {
            mc.entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(span, c, m) => {
                self.check_assertions(&[(span, c, m)]);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => Ok(()),
        }
    }

    /// `addDefOne`: finish a def and add it to the keeper.
    fn add_def_one(&mut self, mut rec: Record) -> R<()> {
        self.err_span = rec.span;
        let mut rename = None;
        let name = rec.name_str();
        if let Some(prev) = self.rk.def(&name) {
            if !rec.anonymous {
                let pspan = self.rk.get(prev).span;
                self.diags.push(
                    Diagnostic::error(rec.span, format!("def already exists: {name}"))
                        .with_secondary(pspan, "previous definition is here")
                        .with_note("each def needs a unique name; rename one of them"),
                );
                return Err(());
            }
            rename = Some(self.rk.new_anonymous_name());
        }
        // Without variables or `!cast`s nothing reads the fields during the
        // final resolution: no field table. Without a `!cast` nothing reads
        // the slot (only a self-reference does): a placeholder there.
        let needs = crate::fold::final_needs(&rec);
        let mut r = Resolver::record(&rec, rename, needs.fields);
        let id = if needs.copy {
            self.rk.alloc(rec.clone())
        } else {
            self.rk
                .alloc(Record::new(rec.name.clone(), rec.span, false))
        };
        let saved = self.self_def.replace(id);
        let before = self.diags.items.len();
        self.resolve_record(&mut rec, &mut r);
        self.self_def = saved;
        if self.diags.items.len() > before {
            // The fold already said what went wrong; an "unresolved" error
            // on top would only repeat it.
            return Err(());
        }
        // checkConcrete, from the flags each value holds (`is_concrete`
        // would recompute them from the operands).
        let concrete = |x: &I| x.flags() & NOT_CONCRETE == 0;
        for v in &rec.values {
            if v.kind == FieldKind::NonconcreteOk || concrete(&v.value) {
                continue;
            }
            let ok = match &*v.value {
                Init::Bits(bits) => bits.iter().all(|b| match &**b {
                    Init::VarBit(var, _) => {
                        matches!(&**var, Init::Var(n, _) if rec.value(n).is_some()) || concrete(b)
                    }
                    Init::Var(..) => true,
                    _ => concrete(b),
                }),
                _ => false,
            };
            if !ok {
                let msg = format!(
                    "initializer of '{}' in '{}' could not be fully resolved: {}",
                    v.name,
                    rec.name_str(),
                    self.rk.init_str(&v.value)
                );
                self.diags.push(Diagnostic::error(rec.span, msg).with_note(
                    "every field of a def must end up with a concrete value; declare it with `field` to allow an unresolved value",
                ));
            }
        }
        if !matches!(&*rec.name, Init::Str(..)) {
            let s = self.rk.init_str(&rec.name);
            return self.error(
                rec.span,
                format!("record name '{s}' could not be fully resolved"),
            );
        }
        let asserts = std::mem::take(&mut rec.assertions);
        self.check_assertions(&asserts);
        rec.assertions = asserts;
        self.rk.finish_def(id, rec);
        if !self.defsets.is_empty() {
            let ty = self.rk.record_type(id);
            for k in 0..self.defsets.len() {
                let et = self.defsets[k].elem_ty.clone();
                if !self.rk.ty_is_a(&ty, &et) {
                    let dspan = self.defsets[k].span;
                    let span = self.rk.get(id).span;
                    self.diags.push(
                        Diagnostic::error(
                            span,
                            format!(
                                "adding record of incompatible type '{}' to defset",
                                self.rk.ty_str(&ty)
                            ),
                        )
                        .with_secondary(dspan, "defset declared here"),
                    );
                    return Err(());
                }
                let d = self.def_init(id);
                self.defsets[k].elems.push(d);
            }
        }
        if self.diags.has_errors() {
            return Err(());
        }
        Ok(())
    }

    /// `TGParser::resolve` over a loop.
    fn resolve_loop(
        &mut self,
        l: &Loop,
        substs: &mut Vec<(Rc<str>, I)>,
        is_final: bool,
        dest: Option<&mut Vec<Entry>>,
    ) -> R<()> {
        let mut r = substs_resolver(None, substs);
        self.err_span = l.span;
        let list = self.resolve(&l.list, &mut r);
        let Init::List(items, _) = &*list else {
            if !is_final {
                if let Some(dest) = dest {
                    let mut inner = Vec::new();
                    self.resolve_entries(&l.entries, substs, false, Some(&mut inner))?;
                    dest.push(Entry::Loop(Loop {
                        span: l.span,
                        var: l.var.clone(),
                        list,
                        entries: inner,
                    }));
                    return Ok(());
                }
            }
            let s = self.rk.init_str(&list);
            return self.error(
                l.span,
                format!("attempting to loop over '{s}', expected a list"),
            );
        };
        // Borrowed from `list`, a local value (no copy of the vector).
        if items.len() > MAX_FOREACH {
            return self.error_note(
                l.span,
                format!("foreach over {} values is too large", items.len()),
                format!("Spillway accepts at most {MAX_FOREACH} values per foreach"),
            );
        }
        // The iterations this loop nest will run (if inner loops keep their
        // sizes): refused before any of them runs.
        let nest = self.loop_nest.saturating_mul(items.len().max(1) as u64);
        self.loop_iterations += items.len() as u64;
        if nest > MAX_LOOP_ITERATIONS || self.loop_iterations > MAX_LOOP_ITERATIONS {
            return self.error_note(
                l.span,
                "too many foreach iterations (nested loops multiply)",
                format!("Spillway runs at most {MAX_LOOP_ITERATIONS} foreach iterations per file"),
            );
        }
        let outer = std::mem::replace(&mut self.loop_nest, nest);
        let mut dest = dest;
        let mut res = Ok(());
        for it in items {
            if let Some(v) = &l.var {
                substs.push((v.clone(), it.clone()));
            }
            res = self.resolve_entries(&l.entries, substs, is_final, dest.as_deref_mut());
            if l.var.is_some() {
                substs.pop();
            }
            if res.is_err() {
                break;
            }
        }
        self.loop_nest = outer;
        res
    }

    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(Rc<str>, I)>,
        is_final: bool,
        mut dest: Option<&mut Vec<Entry>>,
    ) -> R<()> {
        for e in src {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, is_final, dest.as_deref_mut())?,
                Entry::Assert(span, c, m) => {
                    let mut r = substs_resolver(None, substs);
                    let c = self.resolve(c, &mut r);
                    let m = self.resolve(m, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*span, c, m)),
                        None => self.check_assertions(&[(*span, c, m)]),
                    }
                }
                Entry::Rec(rec) => {
                    let mut rec = rec.clone();
                    let mut r = substs_resolver(Some(rec.name.clone()), substs);
                    self.err_span = rec.span;
                    self.resolve_record(&mut rec, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(rec)),
                        None => self.add_def_one(rec)?,
                    }
                }
            }
            if self.diags.has_errors() {
                return Err(());
            }
        }
        Ok(())
    }

    fn foreach(
        &mut self,
        var: &ast::Ident,
        iter: &ast::ForeachIter,
        body: &[Stmt],
        span: Span,
    ) -> R<()> {
        let list = match iter {
            ast::ForeachIter::Ranges(r) => {
                let v = self.ranges(r)?;
                I::new(Init::List(
                    v.into_iter().map(|x| int(x as i64)).collect(),
                    Ty::Int,
                ))
            }
            ast::ForeachIter::Value(e) => {
                let v = self.value(e, Cur::None, None, Mode::Value)?;
                match self.type_of(&v) {
                    Some(Ty::List(_)) => v,
                    Some(Ty::Int) => {
                        let Some(n) = v.as_int() else {
                            return self.error(e.span, "expected integer or bitrange");
                        };
                        if n < 0 {
                            return self.error(e.span, "invalid range, cannot be negative");
                        }
                        I::new(Init::List(vec![int(n)], Ty::Int))
                    }
                    _ => {
                        let s = self.rk.init_str(&v);
                        let mut d =
                            Diagnostic::error(e.span, format!("expected a list, got '{s}'"))
                                .with_label("foreach needs a list or a range");
                        if self.cur_mc.is_some() {
                            d = d.with_note("references to multiclass template arguments cannot be resolved at this time");
                        }
                        self.diags.push(d);
                        return Err(());
                    }
                }
            }
        };
        self.loops.push(Loop {
            span,
            var: Some(rcs(&var.name)),
            list,
            entries: Vec::new(),
        });
        self.push_scope();
        let r = self.stmts(body);
        self.pop_scope();
        let l = self.loops.pop().expect("loop");
        r?;
        self.add_entry(Entry::Loop(l))
    }

    fn if_stmt(
        &mut self,
        cond: &Expr,
        then_b: &[Stmt],
        else_b: Option<&[Stmt]>,
        span: Span,
    ) -> R<()> {
        let c = self.value(cond, Cur::None, None, Mode::Value)?;
        if is_concrete(&c) && self.convert(&c, &Ty::Int).is_none_or(|x| x.is_unset()) {
            let s = self.rk.init_str(&c);
            return self.error_note(
                cond.span,
                format!("'if' condition must be a bit, bits or int, got '{s}'"),
                "write a condition such as `!eq(x, 1)`",
            );
        }
        let one = I::new(Init::List(vec![bit(true)], Ty::Bit));
        let empty = I::new(Init::List(vec![], Ty::Bit));
        let lt = Ty::list(Ty::Bit);
        for (body, t, f) in [(Some(then_b), &one, &empty), (else_b, &empty, &one)] {
            let Some(body) = body else { continue };
            let list = self.fold_tern(
                I::new(Init::Tern(
                    TernOp::If,
                    c.clone(),
                    t.clone(),
                    f.clone(),
                    lt.clone(),
                )),
                None,
            );
            self.loops.push(Loop {
                span,
                var: None,
                list,
                entries: Vec::new(),
            });
            self.push_scope();
            let r = self.stmts(body);
            self.pop_scope();
            let l = self.loops.pop().expect("loop");
            r?;
            self.add_entry(Entry::Loop(l))?;
        }
        Ok(())
    }

    fn defset(&mut self, ty: &ast::Type, name: &ast::Ident, body: &[Stmt], span: Span) -> R<()> {
        let t = self.ty(ty)?;
        let Ty::List(et) = t else {
            return self.error(ty.span, "expected list type");
        };
        if self.rk.def(&name.name).is_some() || self.rk.globals.contains_key(&name.name) {
            return self.error(
                name.span,
                format!(
                    "def or global variable named '{}' already exists",
                    name.name
                ),
            );
        }
        self.defsets.push(Defset {
            elem_ty: (*et).clone(),
            elems: Vec::new(),
            span,
        });
        let r = self.stmts(body);
        let d = self.defsets.pop().expect("defset");
        r?;
        self.rk.globals.insert(
            name.name.clone(),
            I::new(Init::List(d.elems, (*et).clone())),
        );
        Ok(())
    }

    fn multiclass(
        &mut self,
        name: &ast::Ident,
        targs: &[ast::TemplateArg],
        parents: &[ast::ClassRef],
        body: &[Stmt],
    ) -> R<()> {
        if self.multiclasses.contains_key(&name.name) {
            return self.error(
                name.span,
                format!("multiclass '{}' already defined", name.name),
            );
        }
        self.cur_mc = Some(MultiClass {
            rec: Record::new(string(name.name.as_str()), name.span, false),
            entries: Vec::new(),
        });
        let r = (|| {
            self.template_args(Cur::Mc, targs)?;
            for p in parents {
                let Some(smc) = self.multiclass_named(&p.name.name) else {
                    return self.error(
                        p.name.span,
                        format!("couldn't find multiclass '{}'", p.name.name),
                    );
                };
                // `multiclass M : Sub<args>`: TGParser's
                // `ParseSubMultiClassReference` parses the arguments with the
                // argument types as expected types but neither checks nor
                // casts them (no `CheckTemplateArgValues`, unlike `defm` and
                // classes); a value of the wrong type is caught only when a
                // field receives it (`resolve_record`). ARM passes
                // `null_frag` for a `dag` argument that ends up inside a dag.
                let sig = TargSig::of(&smc.rec);
                let args = self.targ_values_unchecked(Cur::Mc, &p.args, &sig, p.span)?;
                let mut substs = self.mc_substs(&smc, &args, p.span)?;
                let my = self
                    .cur_mc
                    .as_ref()
                    .map(|m| m.rec.name_str())
                    .unwrap_or_default();
                substs.push((
                    rcs(&format!("{}::NAME", smc.rec.name_str())),
                    I::new(Init::Var(rcs(&format!("{my}::NAME")), Ty::String)),
                ));
                let mut dest = Vec::new();
                self.resolve_entries(&smc.entries, &mut substs, false, Some(&mut dest))?;
                if let Some(mc) = &mut self.cur_mc {
                    mc.entries.extend(dest);
                }
            }
            if body.is_empty() && parents.is_empty() {
                return self.error(name.span, "multiclass must contain at least one def");
            }
            self.push_scope();
            let r = self.stmts(body);
            self.pop_scope();
            r
        })();
        let mc = self.cur_mc.take().expect("multiclass");
        r?;
        self.multiclasses.insert(name.name.clone(), Rc::new(mc));
        Ok(())
    }

    /// The multiclass `name`. As in `TGParser`, which registers a multiclass
    /// before parsing its parents and body, this includes the multiclass
    /// being defined: a `defm` (or parent reference) naming it instantiates
    /// the entries collected so far (a copy: the entries it adds are not
    /// instantiated again, and those of an unfinished `foreach` are not in
    /// it yet).
    fn multiclass_named(&self, name: &str) -> Option<Rc<MultiClass>> {
        if let Some(mc) = self.multiclasses.get(name) {
            return Some(mc.clone());
        }
        self.cur_mc
            .as_ref()
            .filter(|mc| &*mc.rec.name_str() == name)
            .map(|mc| Rc::new(mc.clone()))
    }

    fn mc_substs(&mut self, mc: &MultiClass, args: &[I], span: Span) -> R<Vec<(Rc<str>, I)>> {
        let mut substs = Vec::new();
        for (k, ta) in mc.rec.targs.iter().enumerate() {
            if let Some(a) = args.get(k) {
                substs.push((ta.clone(), a.clone()));
            } else {
                let d = mc.rec.value(ta).map_or_else(unset, |v| v.value.clone());
                if !d.is_complete() {
                    return self.error_note(
                        span,
                        format!(
                            "value not specified for template argument '{ta}' (#{k}) of multiclass '{}'",
                            mc.rec.name_str()
                        ),
                        "pass a value for it, or give the argument a default in the multiclass",
                    );
                }
                substs.push((ta.clone(), d));
            }
        }
        Ok(substs)
    }

    fn defm(&mut self, name: Option<&Expr>, parents: &[ast::ClassRef]) -> R<()> {
        let n = self.object_name(name)?;
        let defm_name = match n {
            Some(n) => n,
            None => {
                let a = self.rk.new_anonymous_name();
                match &self.cur_mc {
                    Some(mc) => {
                        let var = I::new(Init::Var(
                            rcs(&format!("{}::NAME", mc.rec.name_str())),
                            Ty::String,
                        ));
                        self.str_concat(var, a)
                    }
                    None => a,
                }
            }
        };
        let is_final = self.cur_mc.is_none() && self.loops.is_empty();
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut k = 0;
        let arg_cur = Cur::None;
        while k < parents.len() {
            let p = &parents[k];
            if k > 0 && self.rk.class(&p.name.name).is_some() {
                break;
            }
            self.err_span = p.span;
            let Some(mc) = self.multiclass_named(&p.name.name) else {
                if self.rk.class(&p.name.name).is_some() {
                    return self.error_note(
                        p.name.span,
                        format!("couldn't find multiclass '{}'", p.name.name),
                        format!(
                            "'{}' is a class: the first parent of a defm must be a multiclass",
                            p.name.name
                        ),
                    );
                }
                return self.error(
                    p.name.span,
                    format!("couldn't find multiclass '{}'", p.name.name),
                );
            };
            let args = self.targ_values(arg_cur, &p.args, &mc.rec, "multiclass", p.span)?;
            let mut substs = self.mc_substs(&mc, &args, p.span)?;
            substs.push((
                rcs(&format!("{}::NAME", mc.rec.name_str())),
                defm_name.clone(),
            ));
            self.resolve_entries(&mc.entries, &mut substs, is_final, Some(&mut new_entries))?;
            k += 1;
        }
        for p in &parents[k..] {
            self.err_span = p.span;
            let (id, args) = self.class_ref(Cur::None, p)?;
            for e in new_entries.iter_mut() {
                self.entry_add_subclass(e, id, &args, p.span)?;
            }
        }
        for mut e in new_entries {
            self.entry_apply_lets(&mut e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn entry_add_subclass(&mut self, e: &mut Entry, id: RecId, args: &[I], span: Span) -> R<()> {
        match e {
            Entry::Rec(r) => {
                self.rec_stack
                    .push(std::mem::replace(r, Record::new(unset(), span, false)));
                let res = self.add_subclass(Cur::Rec, id, args, span);
                *r = self.rec_stack.pop().expect("record");
                res
            }
            Entry::Assert(..) => Ok(()),
            Entry::Loop(l) => {
                for e in l.entries.iter_mut() {
                    self.entry_add_subclass(e, id, args, span)?;
                }
                Ok(())
            }
        }
    }

    fn entry_apply_lets(&mut self, e: &mut Entry) -> R<()> {
        match e {
            Entry::Rec(r) => {
                self.rec_stack.push(std::mem::replace(
                    r,
                    Record::new(unset(), Span::default(), false),
                ));
                let res = self.apply_let_stack_cur();
                *r = self.rec_stack.pop().expect("record");
                res
            }
            Entry::Assert(..) => Ok(()),
            Entry::Loop(l) => {
                for e in l.entries.iter_mut() {
                    self.entry_apply_lets(e)?;
                }
                Ok(())
            }
        }
    }

    // ---- values ----

    /// Range lists: each piece must evaluate to a non-negative int.
    fn ranges(&mut self, pieces: &[ast::RangePiece]) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            let s = self.range_int(&p.start)?;
            match &p.end {
                None => out.push(s),
                Some(e) => {
                    let e = self.range_int(e)?;
                    if (s as i64 - e as i64).abs() > MAX_BITS * 16 {
                        return self.error_note(
                            p.span,
                            format!("range {s}...{e} is too large"),
                            format!(
                                "Spillway accepts ranges of at most {} values",
                                MAX_BITS * 16
                            ),
                        );
                    }
                    if s < e {
                        out.extend(s..=e);
                    } else {
                        out.extend((e..=s).rev());
                    }
                }
            }
        }
        Ok(out)
    }

    fn range_int(&mut self, e: &Expr) -> R<u32> {
        let v = self.value(e, Cur::None, None, Mode::Value)?;
        match &*v {
            Init::Int(n) if *n >= 0 && *n <= u32::MAX as i64 => Ok(*n as u32),
            Init::Int(_) => self.error(e.span, "invalid range, cannot be negative"),
            _ => self.error(e.span, "expected integer or bitrange"),
        }
    }

    /// `ParseIDValue`.
    fn id_value(&mut self, cur: Cur, name: &str, span: Span, mode: Mode) -> R<I> {
        if let Some(rec) = self.cur_rec(cur) {
            if let Some(v) = rec.value(name) {
                return Ok(I::new(Init::Var(v.name.clone(), v.ty.clone())));
            }
        }
        let in_class = cur == Cur::Rec && self.rec_stack.last().is_some_and(|r| r.is_class);
        if in_class || self.cur_mc.is_some() {
            // The qualified name `Class:name` (`Multi::name`) is compared
            // piecewise with the template arguments, not built per lookup.
            let (rec, sep) = match &self.cur_mc {
                Some(mc) => (&mc.rec, "::"),
                None => (self.rec_stack.last().expect("class"), ":"),
            };
            let prefix = rec.name_str();
            let len = prefix.len() + sep.len() + name.len();
            let targ = rec.targs.iter().find(|t| {
                t.len() == len
                    && t.starts_with(&*prefix)
                    && t[prefix.len()..].starts_with(sep)
                    && t.ends_with(name)
            });
            if let Some(t) = targ {
                let ty = rec.value(t).map(|v| v.ty.clone()).unwrap_or(Ty::Int);
                return Ok(I::new(Init::Var(t.clone(), ty)));
            } else if name == "NAME" {
                let q = match (self.cur_mc.is_none(), self.cur_class) {
                    // The class being defined: its `Class:NAME`, made once.
                    (true, Some(id)) => self.name_var(id, &None),
                    _ => rcs(&format!("{prefix}{sep}NAME")),
                };
                return Ok(I::new(Init::Var(q, Ty::String)));
            }
        }
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.get(name) {
                return Ok(v.clone());
            }
        }
        for l in &self.loops {
            if let Some(v) = &l.var {
                if &**v == name {
                    let t = match &*l.list {
                        Init::List(_, et) => et.clone(),
                        other => self
                            .type_of(other)
                            .and_then(|t| t.elem().cloned())
                            .unwrap_or(Ty::Int),
                    };
                    return Ok(I::new(Init::Var(v.clone(), t)));
                }
            }
        }
        if mode == Mode::Name {
            return Ok(string(name));
        }
        if let Some(d) = self.rk.def(name) {
            return Ok(self.def_init(d));
        }
        if let Some(g) = self.rk.globals.get(name) {
            return Ok(g.clone());
        }
        if cur == Cur::Rec && self.cur_mc.is_none() {
            if let Some(r) = self.rec_stack.last() {
                if !r.is_class && r.name.as_str() == Some(name) {
                    let t = self.rk.record_type_of(r);
                    return Ok(I::new(Init::Un(UnOp::Cast, string(name), t)));
                }
            }
        }
        let mut d = Diagnostic::error(span, format!("variable not defined: '{name}'"));
        if self.rk.class(name).is_some() {
            d = d.with_note(format!(
                "'{name}' is a class; a value needs a def, or instantiate it as `{name}<...>`"
            ));
        } else if name == "NAME" {
            d = d.with_note("NAME is only defined inside a class or a multiclass");
        } else {
            d = d.with_note("define it before this use (records, defvars and template arguments must be declared first)");
        }
        self.diags.push(d);
        Err(())
    }

    /// `ParseValue`: evaluates an expression to a (folded) value.
    pub(crate) fn value(&mut self, e: &Expr, cur: Cur, item_ty: Option<&Ty>, mode: Mode) -> R<I> {
        if self.depth >= MAX_DEPTH {
            return self.error_note(
                e.span,
                "expression nested too deeply",
                format!("Spillway evaluates expressions nested at most {MAX_DEPTH} levels deep"),
            );
        }
        self.depth += 1;
        let r = self.value_inner(e, cur, item_ty, mode);
        self.depth -= 1;
        r
    }

    fn value_inner(&mut self, e: &Expr, cur: Cur, item_ty: Option<&Ty>, mode: Mode) -> R<I> {
        match &e.kind {
            ExprKind::Paste(lhs, rhs) => {
                // TGParser parses the left operand (a simple value, before
                // it sees the `#`) with the expected type, in either mode:
                // `list<int> L = !if(c, [], [x])#;` types the `[]`.
                let l = self.value(lhs, cur, item_ty, mode)?;
                let Some(lt) = self.type_of(&l) else {
                    return self.error(lhs.span, "LHS of paste is not typed");
                };
                if let Ty::List(_) = lt {
                    let Some(rhs) = rhs else { return Ok(l) };
                    let r = self.value(rhs, cur, item_ty, Mode::Name)?;
                    return Ok(self.fold_bin(I::new(Init::Bin(BinOp::ListConcat, l, r, lt))));
                }
                let cur_name = self.cur_name(cur);
                let l = if lt != Ty::String {
                    self.fold_un(
                        I::new(Init::Un(UnOp::Cast, l, Ty::String)),
                        cur_name.as_ref(),
                        false,
                    )
                } else {
                    l
                };
                let r = match rhs {
                    None => string(""),
                    Some(rhs) => {
                        let r = self.value(rhs, cur, None, Mode::Name)?;
                        match self.type_of(&r) {
                            None => return self.error(rhs.span, "RHS of paste is not typed"),
                            Some(Ty::String) => r,
                            Some(_) => self.fold_un(
                                I::new(Init::Un(UnOp::Cast, r, Ty::String)),
                                cur_name.as_ref(),
                                false,
                            ),
                        }
                    }
                };
                Ok(self.str_concat(l, r))
            }
            ExprKind::BitSlice(base, ranges) => {
                let v = self.value(base, cur, None, mode)?;
                let mut bits = self.ranges(ranges)?;
                if bits.is_empty() {
                    return self.error(e.span, "expected a bit range");
                }
                bits.reverse();
                match self.bit_range(&v, &bits) {
                    Some(x) => Ok(x),
                    None => self.error(
                        e.span,
                        format!("invalid bit range for value '{}'", self.rk.init_str(&v)),
                    ),
                }
            }
            ExprKind::ListSlice(base, ranges) => {
                let v = self.value(base, cur, None, mode)?;
                let idx = self.ranges(ranges)?;
                if idx.is_empty() {
                    return self.error(e.span, "expected a list index");
                }
                match self.list_slice(&v, &idx) {
                    Some(x) => Ok(x),
                    None => self.error(
                        e.span,
                        format!("invalid range for list slice of '{}'", self.rk.init_str(&v)),
                    ),
                }
            }
            ExprKind::Field(base, f) => {
                let v = self.value(base, cur, None, mode)?;
                let ft = match &*v {
                    Init::Def(d) => self.rk.get(*d).value(&f.name).map(|x| x.ty.clone()),
                    other => self
                        .type_of(other)
                        .and_then(|t| self.rk.field_type(&t, &f.name)),
                };
                let Some(ft) = ft else {
                    let s = self.rk.init_str(&v);
                    return self.error(
                        f.span,
                        format!("cannot access field '{}' of value '{s}'", f.name),
                    );
                };
                Ok(self.fold_field(I::new(Init::Field(v, rcs(&f.name), ft))))
            }
            _ => self.simple_value(e, cur, item_ty, mode),
        }
    }

    fn bit_range(&self, v: &I, bits: &[u32]) -> Option<I> {
        let out: Vec<I> = match &**v {
            Init::Bits(b) => bits
                .iter()
                .map(|&k| b.get(k as usize).cloned())
                .collect::<Option<_>>()?,
            Init::Int(n) => bits
                .iter()
                .map(|&k| (k < 64).then(|| bit((n >> k) & 1 == 1)))
                .collect::<Option<_>>()?,
            Init::Unset | Init::Bit(_) => return None,
            _ => {
                let Some(Ty::Bits(n)) = self.type_of(v) else {
                    return None;
                };
                bits.iter()
                    .map(|&k| (k < n).then(|| I::new(Init::VarBit(v.clone(), k))))
                    .collect::<Option<_>>()?
            }
        };
        Some(I::new(Init::Bits(out)))
    }

    fn list_slice(&self, v: &I, idx: &[u32]) -> Option<I> {
        match &**v {
            Init::List(items, et) => {
                if idx.len() == 1 {
                    return items.get(idx[0] as usize).cloned();
                }
                let out = idx
                    .iter()
                    .map(|&k| items.get(k as usize).cloned())
                    .collect::<Option<Vec<_>>>()?;
                Some(I::new(Init::List(out, et.clone())))
            }
            _ => {
                let Some(Ty::List(et)) = self.type_of(v) else {
                    return None;
                };
                if idx.len() == 1 {
                    return Some(I::new(Init::VarListElem(v.clone(), idx[0])));
                }
                Some(I::new(Init::List(
                    idx.iter()
                        .map(|&k| I::new(Init::VarListElem(v.clone(), k)))
                        .collect(),
                    (*et).clone(),
                )))
            }
        }
    }

    fn simple_value(&mut self, e: &Expr, cur: Cur, item_ty: Option<&Ty>, mode: Mode) -> R<I> {
        match &e.kind {
            ExprKind::Int(v) => Ok(int(*v)),
            ExprKind::BinaryInt { value, width } => {
                if *width as i64 > MAX_BITS {
                    return self.error(e.span, "binary literal is too long");
                }
                Ok(I::new(Init::Bits(
                    (0..*width)
                        .map(|k| bit(k < 64 && (value >> k) & 1 == 1))
                        .collect(),
                )))
            }
            ExprKind::Str(s) => Ok(string(s.as_str())),
            ExprKind::Code(s) => Ok(I::new(Init::Str(rcs(s), StrFmt::Code))),
            ExprKind::Unset => Ok(unset()),
            ExprKind::Bool(b) => Ok(int(*b as i64)),
            ExprKind::Bits(elems) => {
                let mut vals = Vec::with_capacity(elems.len());
                for x in elems {
                    vals.push(self.value(x, cur, None, Mode::Value)?);
                }
                let mut new_bits = Vec::new();
                for (i, v) in vals.iter().enumerate() {
                    if let Init::Bits(b) = &**v {
                        new_bits.extend(b.iter().rev().cloned());
                        continue;
                    }
                    if let Init::Var(_, Ty::Bits(n)) = &**v {
                        for k in (0..*n).rev() {
                            new_bits.push(self.get_bit(v, k));
                        }
                        continue;
                    }
                    match self.cast_to(v, &Ty::Bit) {
                        Some(b) => new_bits.push(b),
                        None => {
                            let s = self.rk.init_str(v);
                            return self.error(
                                elems[i].span,
                                format!("element #{i} ({s}) is not convertible to a bit"),
                            );
                        }
                    }
                }
                new_bits.reverse();
                Ok(I::new(Init::Bits(new_bits)))
            }
            ExprKind::List(elems, given) => {
                let given_list = match item_ty {
                    Some(Ty::List(et)) => Some((**et).clone()),
                    Some(other) => {
                        let s = self.rk.ty_str(other);
                        return self
                            .error(e.span, format!("encountered a list when expecting a {s}"));
                    }
                    None => None,
                };
                let mut vals = Vec::with_capacity(elems.len());
                for x in elems {
                    vals.push(self.value(x, cur, given_list.as_ref(), Mode::Value)?);
                }
                let given_elt = match given {
                    Some(t) => Some(self.ty(t)?),
                    None => None,
                };
                let mut elt: Option<Ty> = None;
                for v in &vals {
                    if let Some(t) = self.type_of(v) {
                        elt = match elt {
                            None => Some(t),
                            Some(prev) => match self.rk.resolve_types(&prev, &t) {
                                Some(x) => Some(x),
                                None => {
                                    return self
                                        .error(e.span, "incompatible types in list elements")
                                }
                            },
                        };
                    }
                }
                if let Some(g) = given_elt {
                    if let Some(t) = &elt {
                        if !self.rk.ty_convertible(t, &g) {
                            return self.error(e.span, "incompatible types in list elements");
                        }
                    }
                    elt = Some(g);
                }
                let deduced = match elt {
                    None => match given_list {
                        Some(g) => g,
                        None => {
                            return self.error_note(
                                e.span,
                                "no type for list",
                                "give the element type explicitly, e.g. `[]<int>`",
                            )
                        }
                    },
                    Some(t) => {
                        if let Some(g) = &given_list {
                            if !self.rk.ty_convertible(&t, g) {
                                let msg = format!(
                                    "element type mismatch for list: element type '{}' not convertible to '{}'",
                                    self.rk.ty_str(&t),
                                    self.rk.ty_str(g)
                                );
                                return self.error(e.span, msg);
                            }
                        }
                        t
                    }
                };
                Ok(I::new(Init::List(vals, deduced)))
            }
            ExprKind::Dag { op, op_name, args } => {
                // LLVM accepts only an identifier, `?`, `!cast` or
                // `!getdagop` at the start of a dag operator.
                let mut head = op.as_ref();
                while let ExprKind::Paste(x, _)
                | ExprKind::BitSlice(x, _)
                | ExprKind::ListSlice(x, _)
                | ExprKind::Field(x, _) = &head.kind
                {
                    head = x;
                }
                let ok = match &head.kind {
                    ExprKind::Id(_) | ExprKind::ClassInst { .. } | ExprKind::Unset => true,
                    ExprKind::Bang { op, .. } => {
                        matches!(op.name.as_str(), "cast" | "getdagop" | "getop")
                    }
                    _ => false,
                };
                if !ok {
                    return self.error_note(
                        head.span,
                        "expected identifier in dag init",
                        "a dag starts with its operator, a def such as `(ops ...)`",
                    );
                }
                let o = self.value(op, cur, None, Mode::Value)?;
                let mut out = Vec::with_capacity(args.len());
                for a in args {
                    let v = match &a.value {
                        Some(x) => self.value(x, cur, None, Mode::Value)?,
                        None => unset(),
                    };
                    out.push((v, a.name.as_ref().map(|n| rcs(&n.name))));
                }
                Ok(I::new(Init::Dag(
                    o,
                    op_name.as_ref().map(|n| rcs(&n.name)),
                    out,
                )))
            }
            ExprKind::Id(name) => self.id_value(cur, name, e.span, mode),
            ExprKind::ClassInst { class, args } => {
                let Some(id) = self.rk.class(&class.name) else {
                    return self.error(
                        class.span,
                        format!("expected a class name, got '{}'", class.name),
                    );
                };
                let sig = self.targ_sig(id);
                let vals = self.targ_values_sig(cur, args, &sig, "class", e.span)?;
                for (k, (ta, _, complete)) in sig.targs.iter().enumerate().skip(vals.len()) {
                    if !complete {
                        return self.error(
                            e.span,
                            format!(
                                "value not specified for template argument '{ta}' (#{k}) of parent class '{}'",
                                sig.name
                            ),
                        );
                    }
                }
                self.err_span = e.span;
                Ok(self.fold_vardef(I::new(Init::VarDef(id, vals))))
            }
            ExprKind::Cond(clauses) => {
                let mut cl = Vec::with_capacity(clauses.len());
                for (c, v) in clauses {
                    let cv = self.value(c, cur, None, Mode::Value)?;
                    let vv = self.value(v, cur, item_ty, Mode::Value)?;
                    cl.push((cv, vv));
                }
                if cl.is_empty() {
                    return self.error(
                        e.span,
                        "there should be at least 1 'condition : value' in the !cond operator",
                    );
                }
                let mut ty: Option<Ty> = None;
                for (_, v) in &cl {
                    if v.is_unset() {
                        continue;
                    }
                    let vt = self.type_of(v);
                    ty = match (ty, vt) {
                        (None, t) => t,
                        (Some(t), Some(vt)) => match self.rk.resolve_types(&t, &vt) {
                            Some(x) => Some(x),
                            None => {
                                let msg = format!(
                                    "inconsistent types '{}' and '{}' for !cond",
                                    self.rk.ty_str(&t),
                                    self.rk.ty_str(&vt)
                                );
                                return self.error(e.span, msg);
                            }
                        },
                        (Some(t), None) => Some(t),
                    };
                }
                let Some(ty) = ty else {
                    return self.error(
                        e.span,
                        "could not determine type for !cond from its arguments",
                    );
                };
                self.err_span = e.span;
                Ok(self.fold_cond(I::new(Init::Cond(cl, ty))))
            }
            ExprKind::Bang { op, ty, args } => self.bang(e, op, ty.as_ref(), args, cur, item_ty),
            ExprKind::Paste(..)
            | ExprKind::BitSlice(..)
            | ExprKind::ListSlice(..)
            | ExprKind::Field(..) => self.value(e, cur, item_ty, mode),
        }
    }

    fn nargs(&mut self, e: &Expr, op: &str, args: &[Expr], min: usize, max: usize) -> R<()> {
        if args.len() < min || args.len() > max {
            let want = if min == max {
                format!("{min}")
            } else {
                format!("{min} to {max}")
            };
            return self.error(
                e.span,
                format!("!{op} takes {want} operands, got {}", args.len()),
            );
        }
        Ok(())
    }

    fn bang(
        &mut self,
        e: &Expr,
        op: &ast::Ident,
        ty: Option<&ast::Type>,
        args: &[Expr],
        cur: Cur,
        item_ty: Option<&Ty>,
    ) -> R<I> {
        let name = op.name.as_str();
        self.err_span = e.span;
        let cur_name = self.cur_name(cur);
        match name {
            "cast" | "not" | "head" | "tail" | "size" | "empty" | "getop" | "getdagop" => {
                self.nargs(e, name, args, 1, 1)?;
                let (code, mut t) = match name {
                    "cast" => {
                        let Some(t) = ty else {
                            return self.error(e.span, "!cast needs a type: !cast<TYPE>(value)");
                        };
                        (UnOp::Cast, Some(self.ty(t)?))
                    }
                    "not" => (UnOp::Not, Some(Ty::Int)),
                    "head" => (UnOp::Head, None),
                    "tail" => (UnOp::Tail, None),
                    "size" => (UnOp::Size, Some(Ty::Int)),
                    "empty" => (UnOp::Empty, Some(Ty::Int)),
                    _ => {
                        let t = match ty {
                            Some(t) => {
                                let t = self.ty(t)?;
                                if !matches!(t, Ty::Rec(_)) {
                                    return self.error(e.span, "type for !getdagop must be a record type");
                                }
                                t
                            }
                            None => Ty::Rec(Rc::from(Vec::new())),
                        };
                        (UnOp::GetDagOp, Some(t))
                    }
                };
                let a = self.value(&args[0], cur, None, Mode::Value)?;
                let at = self.type_of(&a);
                match code {
                    UnOp::Size | UnOp::Empty if !matches!(at, Some(Ty::List(_) | Ty::String | Ty::Dag)) => {
                            return self.error(args[0].span, "expected string, list, or dag type argument in unary operator");
                    }
                    UnOp::Head | UnOp::Tail => {
                        let Some(Ty::List(et)) = at else {
                            return self.error(args[0].span, "expected list type argument in unary operator");
                        };
                        if let Init::List(items, _) = &*a {
                            let Some(first) = items.first() else {
                                return self.error(args[0].span, "empty list argument in unary operator");
                            };
                            let Some(it) = self.type_of(first) else {
                                return self.error(args[0].span, "untyped list element in unary operator");
                            };
                            t = Some(if code == UnOp::Head { it } else { Ty::list(it) });
                        } else {
                            t = Some(if code == UnOp::Head { (*et).clone() } else { Ty::List(et) });
                        }
                    }
                    UnOp::Not if !at.as_ref().is_some_and(|t| self.rk.ty_convertible(t, &Ty::Int)) => {
                            return self.error(args[0].span, "expected bit, bits, or int type argument in !not");
                    }
                    _ => {}
                }
                let t = t.unwrap_or(Ty::Int);
                Ok(self.fold_un(I::new(Init::Un(code, a, t)), cur_name.as_ref(), false))
            }
            "con" | "add" | "sub" | "mul" | "and" | "or" | "xor" | "sra" | "srl" | "shl" | "eq" | "ne"
            | "le" | "lt" | "ge" | "gt" | "listconcat" | "listsplat" | "strconcat" | "interleave" | "setop"
            | "setdagop" => self.binop(e, name, args, cur, item_ty),
            "if" | "subst" | "dag" => {
                self.nargs(e, name, args, 3, 3)?;
                let it = if name == "dag" { None } else { item_ty };
                let a = self.value(&args[0], cur, None, Mode::Value)?;
                let b = self.value(&args[1], cur, it, Mode::Value)?;
                let c = self.value(&args[2], cur, it, Mode::Value)?;
                let (code, t) = match name {
                    "dag" => {
                        let bt = self.type_of(&b);
                        let ct = self.type_of(&c);
                        if !b.is_unset() && !matches!(bt, Some(Ty::List(_))) {
                            return self.error(args[1].span, "expected list of children in !dag");
                        }
                        if !c.is_unset() && ct != Some(Ty::list(Ty::String)) {
                            return self.error(args[2].span, "expected list<string> of names in !dag");
                        }
                        if b.is_unset() && c.is_unset() {
                            return self.error(args[1].span, "cannot have both unset children and unset names in !dag");
                        }
                        (TernOp::Dag, Ty::Dag)
                    }
                    "if" => {
                        let mut bt = self.type_of(&b);
                        let mut ct = self.type_of(&c);
                        if b.is_unset() {
                            bt = ct.clone();
                        }
                        if c.is_unset() {
                            ct = bt.clone();
                        }
                        let (Some(bt), Some(ct)) = (bt, ct) else {
                            return self.error(e.span, "could not get type for !if");
                        };
                        let Some(t) = self.rk.resolve_types(&bt, &ct) else {
                            let msg = format!(
                                "inconsistent types '{}' and '{}' for !if",
                                self.rk.ty_str(&bt),
                                self.rk.ty_str(&ct)
                            );
                            return self.error(e.span, msg);
                        };
                        (TernOp::If, t)
                    }
                    _ => {
                        let Some(t) = self.type_of(&c) else {
                            return self.error(e.span, "could not get type for !subst");
                        };
                        (TernOp::Subst, t)
                    }
                };
                Ok(self.fold_tern(I::new(Init::Tern(code, a, b, c, t)), cur_name.as_ref()))
            }
            "substr" | "find" => {
                self.nargs(e, name, args, 2, 3)?;
                let a = self.value(&args[0], cur, None, Mode::Value)?;
                let b = self.value(&args[1], cur, None, Mode::Value)?;
                let c = match args.get(2) {
                    Some(x) => self.value(x, cur, None, Mode::Value)?,
                    None => int(if name == "substr" { i64::MAX } else { 0 }),
                };
                let (code, t) = if name == "substr" {
                    if !a.is_unset() && self.type_of(&a) != Some(Ty::String) {
                        return self.error(args[0].span, "expected string argument in !substr");
                    }
                    for (v, x) in [(&b, &args[1])] {
                        if !v.is_unset() && self.type_of(v) != Some(Ty::Int) {
                            return self.error(x.span, "expected int argument in !substr");
                        }
                    }
                    (TernOp::Substr, Ty::String)
                } else {
                    if !a.is_unset() && self.type_of(&a) != Some(Ty::String) {
                        return self.error(args[0].span, "expected string argument in !find");
                    }
                    if !b.is_unset() && self.type_of(&b) != Some(Ty::String) {
                        return self.error(args[1].span, "expected string argument in !find");
                    }
                    (TernOp::Find, Ty::Int)
                };
                if !c.is_unset() && self.type_of(&c) != Some(Ty::Int) {
                    return self.error(e.span, format!("expected int argument in !{name}"));
                }
                Ok(self.fold_tern(I::new(Init::Tern(code, a, b, c, t)), cur_name.as_ref()))
            }
            "foreach" | "filter" => {
                self.nargs(e, name, args, 3, 3)?;
                let ExprKind::Id(var) = &args[0].kind else {
                    return self.error(args[0].span, format!("first argument of !{name} must be an identifier"));
                };
                if self.cur_rec(cur).is_some_and(|r| r.value(var).is_some()) {
                    return self.error(args[0].span, format!("iteration variable '{var}' is already defined"));
                }
                let list = self.value(&args[1], cur, None, Mode::Value)?;
                let lt = self.type_of(&list);
                let (in_elt, expr_elt, is_dag) = match lt {
                    Some(Ty::List(et)) => {
                        let expr_elt = match item_ty {
                            Some(Ty::List(o)) => Some(if name == "foreach" { (**o).clone() } else { Ty::Int }),
                            Some(other) => {
                                let s = self.rk.ty_str(other);
                                return self.error(e.span, format!("expected value of type '{s}', but got list type"));
                            }
                            None => None,
                        };
                        ((*et).clone(), expr_elt, false)
                    }
                    Some(Ty::Dag) if name == "foreach" => {
                        if let Some(it) = item_ty {
                            if *it != Ty::Dag {
                                let s = self.rk.ty_str(it);
                                return self.error(e.span, format!("expected value of type '{s}', but got dag type"));
                            }
                        }
                        (Ty::Dag, None, true)
                    }
                    _ => {
                        let msg = if name == "foreach" {
                            "!foreach must have a list or dag argument"
                        } else {
                            "!filter must have a list argument"
                        };
                        return self.error(args[1].span, msg);
                    }
                };
                let (pcur, vn) = self.push_temp_field(cur, var, in_elt.clone());
                let body = self.value(&args[2], pcur, expr_elt.as_ref(), Mode::Value);
                self.pop_temp_field(pcur, &vn);
                let body = body?;
                let out_ty = if name == "foreach" && !is_dag {
                    let Some(bt) = self.type_of(&body) else {
                        return self.error(args[2].span, "could not get type of !foreach result expression");
                    };
                    Ty::list(bt)
                } else if name == "filter" {
                    Ty::list(in_elt)
                } else {
                    in_elt
                };
                let code = if name == "foreach" { TernOp::Foreach } else { TernOp::Filter };
                Ok(self.fold_tern(I::new(Init::Tern(code, string(var.as_str()), list, body, out_ty)), cur_name.as_ref()))
            }
            "foldl" => {
                self.nargs(e, name, args, 5, 5)?;
                let start = self.value(&args[0], cur, item_ty, Mode::Value)?;
                let Some(st) = self.type_of(&start) else {
                    let s = self.rk.init_str(&start);
                    return self.error(args[0].span, format!("could not get type of !foldl start: '{s}'"));
                };
                let list = self.value(&args[1], cur, None, Mode::Value)?;
                let Some(Ty::List(et)) = self.type_of(&list) else {
                    return self.error(args[1].span, "!foldl list must be a list");
                };
                let (ExprKind::Id(a), ExprKind::Id(b)) = (&args[2].kind, &args[3].kind) else {
                    return self.error(args[2].span, "third and fourth arguments of !foldl must be identifiers");
                };
                for (v, x) in [(a, &args[2]), (b, &args[3])] {
                    if self.cur_rec(cur).is_some_and(|r| r.value(v).is_some()) {
                        return self.error(x.span, format!("!foldl variable '{v}' is already defined"));
                    }
                }
                let (pcur, an) = self.push_temp_field(cur, a, st.clone());
                let (_, bn) = self.push_temp_field(pcur, b, (*et).clone());
                let body = self.value(&args[4], pcur, None, Mode::Value);
                self.pop_temp_field(pcur, &bn);
                self.pop_temp_field(pcur, &an);
                let body = body?;
                let bt = self.type_of(&body);
                if bt.as_ref() != Some(&st) {
                    let msg = format!(
                        "!foldl expression must be of same type as start ({}), but is of type {}",
                        self.rk.ty_str(&st),
                        bt.map(|t| self.rk.ty_str(&t)).unwrap_or_else(|| "?".into())
                    );
                    return self.error(args[4].span, msg);
                }
                let v = I::new(Init::Foldl(start, list, string(a.as_str()), string(b.as_str()), body, st));
                Ok(self.fold_foldl(v, cur_name.as_ref()))
            }
            "isa" => {
                self.nargs(e, name, args, 1, 1)?;
                let Some(t) = ty else {
                    return self.error(e.span, "!isa needs a type: !isa<TYPE>(value)");
                };
                let t = self.ty(t)?;
                let a = self.value(&args[0], cur, None, Mode::Value)?;
                Ok(self.fold_isa(I::new(Init::IsA(t, a))))
            }
            _ => self.error_note(
                op.span,
                format!("unknown operator '!{name}'"),
                "LLVM 14 TableGen bang operators: !add !and !cast !con !cond !dag !empty !eq !filter !find !foldl !foreach !ge !getdagop !gt !head !if !interleave !isa !le !listconcat !listsplat !lt !mul !ne !not !or !setdagop !shl !size !sra !srl !strconcat !sub !subst !substr !tail !xor",
            ),
        }
    }

    /// Adds a loop variable of `!foreach`/`!foldl` as a temporary field of
    /// the current record (or of the `.parse` record when there is none).
    fn push_temp_field(&mut self, cur: Cur, name: &str, ty: Ty) -> (Cur, Rc<str>) {
        let pcur = if cur == Cur::None { Cur::Temp } else { cur };
        let n = rcs(name);
        if let Some(r) = self.cur_rec_mut(pcur) {
            r.values.push(RecordVal {
                name: n.clone(),
                ty,
                value: unset(),
                kind: FieldKind::Normal,
                span: Span::default(),
            });
        }
        (pcur, n)
    }

    fn pop_temp_field(&mut self, pcur: Cur, name: &Rc<str>) {
        if let Some(r) = self.cur_rec_mut(pcur) {
            if let Some(k) = r.values.iter().rposition(|v| &v.name == name) {
                r.values.remove(k);
            }
        }
    }

    fn binop(
        &mut self,
        e: &Expr,
        name: &str,
        args: &[Expr],
        cur: Cur,
        item_ty: Option<&Ty>,
    ) -> R<I> {
        use BinOp::*;
        let code = match name {
            "con" => Concat,
            "add" => Add,
            "sub" => Sub,
            "mul" => Mul,
            "div" => Div,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "sra" => Sra,
            "srl" => Srl,
            "shl" => Shl,
            "eq" => Eq,
            "ne" => Ne,
            "le" => Le,
            "lt" => Lt,
            "ge" => Ge,
            "gt" => Gt,
            "listconcat" => ListConcat,
            "listsplat" => ListSplat,
            "strconcat" => StrConcat,
            "interleave" => Interleave,
            _ => SetDagOp,
        };
        let int_ops = [Add, Sub, Mul, Div, And, Or, Xor, Sra, Srl, Shl];
        let (mut ty, mut arg_ty): (Option<Ty>, Option<Ty>) = match code {
            Concat | SetDagOp => (Some(Ty::Dag), Some(Ty::Dag)),
            Eq | Ne | Le | Lt | Ge | Gt => (Some(Ty::Bit), None),
            ListConcat => (None, item_ty.cloned()),
            ListSplat => (None, None),
            StrConcat => (Some(Ty::String), Some(Ty::String)),
            Interleave => (Some(Ty::String), None),
            _ => (Some(Ty::Int), Some(Ty::Int)),
        };
        if let (Some(t), Some(it)) = (&ty, item_ty) {
            if !self.rk.ty_convertible(t, it) {
                let msg = format!(
                    "expected value of type '{}', got '{}'",
                    self.rk.ty_str(it),
                    self.rk.ty_str(t)
                );
                return self.error(e.span, msg);
            }
        }
        let mut vals: Vec<I> = Vec::with_capacity(args.len());
        for a in args {
            let v = self.value(a, cur, arg_ty.as_ref(), Mode::Value)?;
            let Some(vt) = self.type_of(&v) else {
                let s = self.rk.init_str(&v);
                return self.error(
                    a.span,
                    format!("expected value to be a typed value, got '{s}'"),
                );
            };
            vals.push(v);
            match arg_ty.clone() {
                None => {
                    arg_ty = Some(vt.clone());
                    match code {
                        ListConcat if !matches!(vt, Ty::List(_)) => {
                            let msg = format!(
                                "expected a list, got value of type '{}'",
                                self.rk.ty_str(&vt)
                            );
                            return self.error(a.span, msg);
                        }
                        ListSplat => {
                            if vals.len() == 2 && vt != Ty::Int {
                                let msg = format!(
                                    "expected second parameter to be an int, got value of type '{}'",
                                    self.rk.ty_str(&vt)
                                );
                                return self.error(a.span, msg);
                            }
                            arg_ty = None;
                        }
                        Eq | Ne => {
                            let empty_rec = Ty::Rec(Rc::from(Vec::new()));
                            if !self.rk.ty_convertible(&vt, &Ty::Int)
                                && !self.rk.ty_convertible(&vt, &Ty::String)
                                && !self.rk.ty_convertible(&vt, &empty_rec)
                            {
                                let msg = format!(
                                    "expected bit, bits, int, string, or record; got value of type '{}'",
                                    self.rk.ty_str(&vt)
                                );
                                return self.error(a.span, msg);
                            }
                        }
                        Le | Lt | Ge | Gt
                            if !self.rk.ty_convertible(&vt, &Ty::Int)
                                && !self.rk.ty_convertible(&vt, &Ty::String) =>
                        {
                            let msg = format!(
                                "expected bit, bits, int, or string; got value of type '{}'",
                                self.rk.ty_str(&vt)
                            );
                            return self.error(a.span, msg);
                        }
                        Interleave => {
                            if vals.len() == 1
                                && vt != Ty::list(Ty::String)
                                && !self.rk.ty_convertible(&vt, &Ty::list(Ty::Int))
                            {
                                let msg = format!(
                                    "expected list of string, int, bits, or bit; got value of type '{}'",
                                    self.rk.ty_str(&vt)
                                );
                                return self.error(a.span, msg);
                            }
                            if vals.len() == 2 && vt != Ty::String {
                                let msg = format!(
                                    "expected second argument to be a string, got value of type '{}'",
                                    self.rk.ty_str(&vt)
                                );
                                return self.error(a.span, msg);
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(resolved) = self.rk.resolve_types(&at, &vt) else {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            self.rk.ty_str(&at),
                            self.rk.ty_str(&vt)
                        );
                        return self.error(a.span, msg);
                    };
                    if !int_ops.contains(&code) {
                        arg_ty = Some(resolved);
                    }
                }
            }
            if code == SetDagOp {
                arg_ty = Some(Ty::Rec(Rc::from(Vec::new())));
            }
        }
        if code == ListConcat {
            ty = arg_ty.clone();
        }
        if code == ListSplat {
            ty = vals.first().and_then(|v| self.type_of(v)).map(Ty::list);
        }
        let ty = ty.unwrap_or(Ty::Int);
        if matches!(
            code,
            StrConcat | ListConcat | Concat | Add | And | Or | Xor | Mul
        ) {
            while vals.len() > 2 {
                let r = vals.pop().expect("operand");
                let l = vals.pop().expect("operand");
                let f = self.fold_bin(I::new(Init::Bin(code, l, r, ty.clone())));
                vals.push(f);
            }
        }
        if vals.len() != 2 {
            return self.error(e.span, format!("expected two operands to operator !{name}"));
        }
        let b = vals.pop().expect("operand");
        let a = vals.pop().expect("operand");
        Ok(self.fold_bin(I::new(Init::Bin(code, a, b, ty))))
    }
}

/// The template-argument signature of a class or multiclass: name, and per
/// argument its qualified name, type and whether it has a default.
pub(crate) struct TargSig {
    name: String,
    targs: Vec<(Rc<str>, Ty, bool)>,
}

impl TargSig {
    fn of(r: &Record) -> TargSig {
        TargSig {
            name: r.name_str().into_owned(),
            targs: r
                .targs
                .iter()
                .map(|t| {
                    let v = r.value(t);
                    (
                        t.clone(),
                        v.map_or(Ty::Int, |v| v.ty.clone()),
                        v.is_some_and(|v| v.value.is_complete()),
                    )
                })
                .collect(),
        }
    }
}

impl RecordKeeper {
    /// The type of a record that is not (yet) in the keeper.
    pub(crate) fn record_type_of(&self, r: &Record) -> Ty {
        self.rec_ty(r.direct_superclasses(self))
    }
}
