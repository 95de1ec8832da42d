//! Set expressions over records, after LLVM's `SetTheory` as configured by
//! `CodeGenRegBank`: the dag operators `add`, `sub`, `and`, `shl`, `trunc`,
//! `rotl`, `rotr`, `decimate`, `interleave` and `sequence` (with optional
//! stride), plus the expanders `RegisterClass` → `MemberList`,
//! `CalleeSavedRegs` → `SaveList` and `RegisterTuples` → synthesized tuple
//! registers.
//!
//! Invariants:
//! - A set is ordered and duplicate-free (LLVM's `SmallSetVector`): the first
//!   insertion of an element fixes its position.
//! - `expand` is memoized per def, and the memo entry is created (empty)
//!   before the expansion runs, so a recursive definition sees an empty set
//!   instead of looping (LLVM's rule).
//! - Tuple registers are created exactly once per `RegisterTuples` def, in
//!   the order the tuple is zipped; they are named by joining the member
//!   names with `_`.
//! - Nothing here panics on bad input: every malformed expression is a
//!   [`Diagnostic`] pointing at the record (or field) being expanded.

use crate::diag::Diagnostic;
use crate::record::{Init, Map, RecId, RecordKeeper, I};
use crate::source::Span;

/// An element of a set: a def, or a register synthesized from a
/// `RegisterTuples` def (index into [`Sets::tuples`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Elem {
    /// A `Register` def.
    Def(RecId),
    /// A register synthesized by a `RegisterTuples` def (index into [`Sets::tuples`]).
    Tuple(u32),
}

/// A register synthesized by a `RegisterTuples` def.
#[derive(Clone, Debug)]
pub struct Tuple {
    /// The synthesized register's name (the members' names joined with `_`, as LLVM does).
    pub name: String,
    /// The first member: the synthesized register copies its fields.
    pub proto: Elem,
    /// The members, in `SubRegIndices` order.
    pub subs: Vec<Elem>,
    /// The `RegisterTuples` def.
    pub def: RecId,
    /// The assembly name (from the def's `RegAsmNames`, or empty).
    pub asm_name: String,
}

/// An ordered set without duplicates.
#[derive(Clone, Debug, Default)]
pub struct RecSet {
    /// The members, in insertion order.
    pub items: Vec<Elem>,
    seen: rustc_hash::FxHashSet<Elem>,
}

impl RecSet {
    /// Adds `e` at the end unless it is already there; `true` if it was added.
    pub fn insert(&mut self, e: Elem) -> bool {
        if self.seen.insert(e) {
            self.items.push(e);
            true
        } else {
            false
        }
    }
    /// Is `e` a member?
    pub fn contains(&self, e: &Elem) -> bool {
        self.seen.contains(e)
    }
    fn extend(&mut self, es: &[Elem]) {
        for &e in es {
            self.insert(e);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Expander {
    Field(&'static str),
    Tuples,
}

/// The set evaluator with its expansion memo.
pub struct Sets<'a> {
    /// The records the set expressions refer to.
    pub rk: &'a RecordKeeper,
    expansions: Map<RecId, Vec<Elem>>,
    expanders: Vec<(RecId, Expander)>,
    /// Every tuple register created so far, in creation order (an [`Elem::Tuple`] indexes it).
    pub tuples: Vec<Tuple>,
}

impl<'a> Sets<'a> {
    /// A set evaluator for `rk` with nothing expanded yet.
    pub fn new(rk: &'a RecordKeeper) -> Sets<'a> {
        let mut expanders = Vec::new();
        for (name, e) in [
            ("RegisterClass", Expander::Field("MemberList")),
            ("CalleeSavedRegs", Expander::Field("SaveList")),
            ("RegisterTuples", Expander::Tuples),
        ] {
            if let Some(c) = rk.class(name) {
                expanders.push((c, e));
            }
        }
        Sets {
            rk,
            expansions: Map::default(),
            expanders,
            tuples: Vec::new(),
        }
    }

    /// The name of an element (a def's name or a tuple's joined name).
    pub fn elem_name(&self, e: Elem) -> String {
        match e {
            Elem::Def(id) => self.rk.get(id).name_str().into_owned(),
            Elem::Tuple(t) => self.tuples[t as usize].name.clone(),
        }
    }

    /// The source location of an element (a tuple: its `RegisterTuples` def).
    pub fn elem_span(&self, e: Elem) -> Span {
        match e {
            Elem::Def(id) => self.rk.get(id).span,
            Elem::Tuple(t) => self.rk.get(self.tuples[t as usize].def).span,
        }
    }

    /// Expands a def that is a set (class, callee-saved list, tuples), or
    /// returns `None` if the def is a plain element.
    pub fn expand(&mut self, id: RecId) -> Result<Option<Vec<Elem>>, Diagnostic> {
        if let Some(v) = self.expansions.get(&id) {
            return Ok(Some(v.clone()));
        }
        let rec = self.rk.get(id);
        let mut which = None;
        for &(sc, _) in &rec.superclasses {
            if self.rk.get(sc).anonymous {
                continue;
            }
            if let Some(&(_, e)) = self.expanders.iter().find(|(c, _)| *c == sc) {
                which = Some(e);
                break;
            }
        }
        let Some(which) = which else { return Ok(None) };
        self.expansions.insert(id, Vec::new());
        let mut out = RecSet::default();
        match which {
            Expander::Field(f) => {
                let Some(rv) = rec.value(f) else {
                    return Err(Diagnostic::error(
                        rec.span,
                        format!("record '{}' has no field '{f}'", rec.name_str()),
                    ));
                };
                // Point at the def: the field is usually declared in a class.
                let (v, span) = (rv.value.clone(), rec.span);
                self.evaluate(&v, &mut out, span)?;
            }
            Expander::Tuples => self.expand_tuples(id, &mut out)?,
        }
        self.expansions.insert(id, out.items.clone());
        Ok(Some(out.items))
    }

    /// Evaluates a set expression into `out`.
    pub fn evaluate(&mut self, expr: &I, out: &mut RecSet, span: Span) -> Result<(), Diagnostic> {
        match &**expr {
            Init::Def(id) => {
                if let Some(v) = self.expand(*id)? {
                    out.extend(&v);
                } else {
                    out.insert(Elem::Def(*id));
                }
                Ok(())
            }
            Init::List(items, _) => {
                for i in items {
                    self.evaluate(i, out, span)?;
                }
                Ok(())
            }
            Init::Dag(op, _, args) => {
                let Init::Def(opid) = &**op else {
                    return Err(self.bad(span, "Bad set expression", expr));
                };
                let opname = self.rk.get(*opid).name_str().into_owned();
                let args: Vec<I> = args.iter().map(|(a, _)| a.clone()).collect();
                self.apply(&opname, &args, out, span, expr)
            }
            _ => Err(self.bad(span, "Invalid set element", expr)),
        }
    }

    fn bad(&self, span: Span, what: &str, expr: &I) -> Diagnostic {
        Diagnostic::error(span, format!("{what}: {}", self.rk.init_str(expr)))
    }

    fn eval_args(&mut self, args: &[I], span: Span) -> Result<RecSet, Diagnostic> {
        let mut s = RecSet::default();
        for a in args {
            self.evaluate(a, &mut s, span)?;
        }
        Ok(s)
    }

    fn apply(
        &mut self,
        op: &str,
        args: &[I],
        out: &mut RecSet,
        span: Span,
        expr: &I,
    ) -> Result<(), Diagnostic> {
        match op {
            "add" => {
                for a in args {
                    self.evaluate(a, out, span)?;
                }
                Ok(())
            }
            "sub" => {
                if args.len() < 2 {
                    return Err(self.bad(
                        span,
                        "Set difference needs at least two arguments",
                        expr,
                    ));
                }
                let add = self.eval_args(&args[..1], span)?;
                let sub = self.eval_args(&args[1..], span)?;
                for e in add.items {
                    if !sub.contains(&e) {
                        out.insert(e);
                    }
                }
                Ok(())
            }
            "and" => {
                if args.len() != 2 {
                    return Err(self.bad(span, "Set intersection requires two arguments", expr));
                }
                let s1 = self.eval_args(&args[..1], span)?;
                let s2 = self.eval_args(&args[1..], span)?;
                for e in s1.items {
                    if s2.contains(&e) {
                        out.insert(e);
                    }
                }
                Ok(())
            }
            "shl" | "trunc" | "rotl" | "rotr" | "decimate" => {
                if args.len() != 2 {
                    return Err(self.bad(span, "Operator requires (Op Set, Int) arguments", expr));
                }
                let set = self.eval_args(&args[..1], span)?.items;
                let Some(n) = args[1].as_int() else {
                    return Err(self.bad(span, "Second argument must be an integer", expr));
                };
                match op {
                    "shl" => {
                        if n < 0 {
                            return Err(self.bad(span, "Positive shift required", expr));
                        }
                        if (n as u64) < set.len() as u64 {
                            out.extend(&set[n as usize..]);
                        }
                    }
                    "trunc" => {
                        if n < 0 {
                            return Err(self.bad(span, "Positive length required", expr));
                        }
                        let n = (n as u64).min(set.len() as u64) as usize;
                        out.extend(&set[..n]);
                    }
                    "rotl" | "rotr" => {
                        if set.is_empty() {
                            return Ok(());
                        }
                        let len = set.len() as i64;
                        let mut n = if op == "rotr" { n.wrapping_neg() } else { n };
                        n = if n < 0 {
                            len - (n.unsigned_abs() % len as u64) as i64
                        } else {
                            n % len
                        };
                        let n = n as usize;
                        out.extend(&set[n..]);
                        out.extend(&set[..n]);
                    }
                    _ => {
                        if n <= 0 {
                            return Err(self.bad(span, "Positive stride required", expr));
                        }
                        for e in set.iter().step_by(n as usize) {
                            out.insert(*e);
                        }
                    }
                }
                Ok(())
            }
            "interleave" => {
                let mut sets = Vec::new();
                for a in args {
                    sets.push(self.eval_args(std::slice::from_ref(a), span)?.items);
                }
                let max = sets.iter().map(|s| s.len()).max().unwrap_or(0);
                for n in 0..max {
                    for s in &sets {
                        if let Some(e) = s.get(n) {
                            out.insert(*e);
                        }
                    }
                }
                Ok(())
            }
            "sequence" => self.sequence(args, out, span, expr),
            _ => Err(self.bad(span, "Unknown set operator", expr)),
        }
    }

    fn sequence(
        &mut self,
        args: &[I],
        out: &mut RecSet,
        span: Span,
        expr: &I,
    ) -> Result<(), Diagnostic> {
        if args.len() < 3 || args.len() > 4 {
            return Err(self
                .bad(span, "Bad args to (sequence \"Format\", From, To)", expr)
                .with_note(
                    "write (sequence \"FMT\", From, To) or (sequence \"FMT\", From, To, Stride)",
                ));
        }
        let mut step: i64 = 1;
        if args.len() == 4 {
            match args[3].as_int() {
                Some(s) => step = s,
                None => return Err(self.bad(span, "Stride must be an integer", expr)),
            }
        }
        let Some(format) = args[0].as_str().map(str::to_owned) else {
            return Err(self.bad(span, "Format must be a string", expr));
        };
        let Some(mut from) = args[1].as_int() else {
            return Err(self.bad(span, "From must be an integer", expr));
        };
        if !(0..(1 << 30)).contains(&from) {
            return Err(self.bad(span, "From out of range", expr));
        }
        let Some(to) = args[2].as_int() else {
            return Err(self.bad(span, "To must be an integer", expr));
        };
        if !(0..(1 << 30)).contains(&to) {
            return Err(self.bad(span, "To out of range", expr));
        }
        if step == 0 && from != to {
            return Err(self.bad(span, "Stride must not be zero", expr));
        }
        if from > to {
            step = -step;
        }
        loop {
            if (step > 0 && from > to) || (step < 0 && from < to) {
                break;
            }
            let name = c_format(&format, from as u32).map_err(|m| self.bad(span, &m, expr))?;
            let Some(rec) = self.rk.def(&name) else {
                return Err(self.bad(span, &format!("No def named '{name}'"), expr));
            };
            if let Some(v) = self.expand(rec)? {
                out.extend(&v);
            } else {
                out.insert(Elem::Def(rec));
            }
            if step == 0 {
                break;
            }
            from += step;
        }
        Ok(())
    }

    fn expand_tuples(&mut self, def: RecId, out: &mut RecSet) -> Result<(), Diagnostic> {
        let rk = self.rk;
        let rec = rk.get(def);
        let idx = super::fields::list_of_defs(rk, def, "SubRegIndices")?;
        let subregs_rv = super::fields::field(rk, def, "SubRegs")?;
        let Init::List(subregs, _) = &*subregs_rv.value else {
            return Err(Diagnostic::error(
                subregs_rv.span,
                "SubRegs must be a list of set expressions",
            ));
        };
        let span = rec.span;
        let dim = idx.len();
        if dim != subregs.len() {
            return Err(Diagnostic::error(
                rec.span,
                "SubRegIndices and SubRegs size mismatch",
            ));
        }
        if dim < 2 {
            return Err(Diagnostic::error(
                rec.span,
                "Tuples must have at least 2 sub-registers",
            ));
        }
        let mut lists = Vec::with_capacity(dim);
        let mut length = usize::MAX;
        for s in subregs.clone() {
            let mut set = RecSet::default();
            self.evaluate(&s, &mut set, span)?;
            length = length.min(set.items.len());
            lists.push(set.items);
        }
        if length == 0 {
            return Ok(());
        }
        let names = super::fields::list_of_strings(rk, def, "RegAsmNames")?;
        for n in 0..length {
            let mut name = String::new();
            let mut subs = Vec::with_capacity(dim);
            for (i, l) in lists.iter().enumerate() {
                if i > 0 {
                    name.push('_');
                }
                name.push_str(&self.elem_name(l[n]));
                subs.push(l[n]);
            }
            let asm_name = if names.is_empty() {
                String::new()
            } else {
                match names.get(n) {
                    Some(s) => s.clone(),
                    None => {
                        return Err(Diagnostic::error(
                            rec.span,
                            format!("Register tuple definition missing name for '{name}'."),
                        ))
                    }
                }
            };
            self.tuples.push(Tuple {
                name,
                proto: lists[0][n],
                subs,
                def,
                asm_name,
            });
            out.insert(Elem::Tuple(self.tuples.len() as u32 - 1));
        }
        Ok(())
    }
}

/// `printf(fmt, value)` for the conversions a register name can use
/// (`%u %d %i %x %X %o %c`, flags, width, precision, `%%`).
pub fn c_format(fmt: &str, value: u32) -> Result<String, String> {
    let b = fmt.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    let mut used = false;
    while i < b.len() {
        if b[i] != b'%' {
            let start = i;
            while i < b.len() && b[i] != b'%' {
                i += 1;
            }
            out.push_str(&fmt[start..i]);
            continue;
        }
        i += 1;
        if i < b.len() && b[i] == b'%' {
            out.push('%');
            i += 1;
            continue;
        }
        let (mut left, mut zero, mut plus, mut space, mut alt) =
            (false, false, false, false, false);
        while i < b.len() && b"-0+ #".contains(&b[i]) {
            match b[i] {
                b'-' => left = true,
                b'0' => zero = true,
                b'+' => plus = true,
                b' ' => space = true,
                _ => alt = true,
            }
            i += 1;
        }
        let width = digits(b, &mut i);
        let mut prec = None;
        if i < b.len() && b[i] == b'.' {
            i += 1;
            prec = Some(digits(b, &mut i));
        }
        while i < b.len() && b"hlzjt".contains(&b[i]) {
            i += 1;
        }
        let Some(&conv) = b.get(i) else {
            return Err(format!("Bad format string '{fmt}'"));
        };
        i += 1;
        if used {
            return Err(format!("Format string '{fmt}' uses more than one value"));
        }
        used = true;
        let (mut digits, signed) = match conv {
            b'u' => (value.to_string(), false),
            b'd' | b'i' => ((value as i32).to_string(), true),
            b'x' => (format!("{value:x}"), false),
            b'X' => (format!("{value:X}"), false),
            b'o' => (format!("{value:o}"), false),
            b'c' => (
                (char::from_u32(value & 0xff).unwrap_or('?')).to_string(),
                false,
            ),
            _ => {
                return Err(format!(
                    "Unsupported conversion '%{}' in format string",
                    conv as char
                ))
            }
        };
        let neg = digits.starts_with('-');
        if neg {
            digits.remove(0);
        }
        if let Some(p) = prec {
            if conv != b'c' {
                if p == 0 && value == 0 {
                    digits.clear();
                }
                while digits.len() < p {
                    digits.insert(0, '0');
                }
            }
        }
        let mut prefix = String::new();
        if neg {
            prefix.push('-');
        } else if signed && plus {
            prefix.push('+');
        } else if signed && space {
            prefix.push(' ');
        }
        if alt && value != 0 {
            match conv {
                b'x' => prefix.push_str("0x"),
                b'X' => prefix.push_str("0X"),
                b'o' if !digits.starts_with('0') => prefix.push('0'),
                _ => {}
            }
        }
        let len = prefix.len() + digits.len();
        if len >= width {
            out.push_str(&prefix);
            out.push_str(&digits);
        } else if left {
            out.push_str(&prefix);
            out.push_str(&digits);
            out.extend(std::iter::repeat_n(' ', width - len));
        } else if zero && prec.is_none() && conv != b'c' {
            out.push_str(&prefix);
            out.extend(std::iter::repeat_n('0', width - len));
            out.push_str(&digits);
        } else {
            out.extend(std::iter::repeat_n(' ', width - len));
            out.push_str(&prefix);
            out.push_str(&digits);
        }
    }
    Ok(out)
}

/// A run of decimal digits at `b[*i..]` (0 if none), capped at 4096; `*i`
/// moves past it.
fn digits(b: &[u8], i: &mut usize) -> usize {
    let mut n = 0usize;
    while *i < b.len() && b[*i].is_ascii_digit() {
        n = n
            .saturating_mul(10)
            .saturating_add((b[*i] - b'0') as usize)
            .min(4096);
        *i += 1;
    }
    n
}
