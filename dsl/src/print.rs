//! `--print-records`: the exact text `llvm-tblgen -print-records` writes,
//! and the text of single values and types (`getAsString`), which
//! diagnostics use through [`RecordKeeper::init_str`] and
//! [`RecordKeeper::ty_str`].
//!
//! Invariants:
//! - Classes, then defs, each sorted by the bytes of their names (the
//!   order of llvm-tblgen's `std::map<std::string, ...>`); within a
//!   record, `field` fields first, then the others, each group in
//!   declaration order; template arguments only in the class header.
//! - A field line is a function of the field's name, kind, type and value
//!   only. While the records are printed nothing is freed or changed, so
//!   the addresses of a field's name, type and value identify that text:
//!   the printer copies a line printed before for the same three
//!   addresses and kind (most fields of most defs are inherited unchanged
//!   from a class and share all three) instead of rendering it again.
//! - [`write_records`] writes the same text in chunks; the caches point
//!   into the unwritten chunk and are emptied with it.

use crate::record::{
    binop_name, push_int, FieldKind, Init, RecId, Record, RecordKeeper, RecordVal, StrFmt, TernOp,
    Ty, UnOp, I,
};

/// Renders every class and def.
pub fn print_records(rk: &RecordKeeper) -> String {
    // Roughly 500 bytes a record: one allocation instead of a dozen
    // doublings (and page faults) for an 8 MB output.
    let mut p = Printer::new(rk, 64 + 512 * rk.num_records());
    // Without a sink nothing is written, so nothing can fail.
    let _ = p.all(None);
    p.out
}

/// Writes what [`print_records`] returns to `w`, a chunk of about
/// 4 MB at a time, so that the whole text (80 MB for LLVM's
/// X86 target) is never in memory (as llvm-tblgen streams it).
pub fn write_records(rk: &RecordKeeper, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut p = Printer::new(rk, FLUSH_AT + (FLUSH_AT >> 2));
    p.all(Some(w))
}

/// Size of the chunks [`write_records`] writes.
const FLUSH_AT: usize = 4 << 20;

impl<'a> Printer<'a> {
    fn new(rk: &'a RecordKeeper, capacity: usize) -> Printer<'a> {
        Printer {
            rk,
            out: String::with_capacity(capacity),
            lines: vec![Slot::default(); 1 << LINE_CACHE_BITS],
            supers: vec![SupersSlot::default(); SUPERS_CACHE],
        }
    }

    /// Prints everything into `out`; with a sink, writes `out` to it and
    /// empties it whenever it holds [`FLUSH_AT`] bytes, after a record.
    fn all(&mut self, mut sink: Option<&mut dyn std::io::Write>) -> std::io::Result<()> {
        let rk = self.rk;
        self.out
            .push_str("------------- Classes -----------------\n");
        for id in rk.sorted_classes() {
            self.out.push_str("class ");
            self.record(id);
            self.flush_if_full(&mut sink)?;
        }
        self.out.push_str("------------- Defs -----------------\n");
        for id in rk.sorted_defs() {
            self.out.push_str("def ");
            self.record(id);
            self.flush_if_full(&mut sink)?;
        }
        if let Some(w) = sink {
            w.write_all(self.out.as_bytes())?;
            w.flush()?;
            self.out.clear();
        }
        Ok(())
    }

    /// Invariant: the caches point into `out`, so emptying it empties them.
    fn flush_if_full(&mut self, sink: &mut Option<&mut dyn std::io::Write>) -> std::io::Result<()> {
        if let Some(w) = sink {
            if self.out.len() >= FLUSH_AT {
                w.write_all(self.out.as_bytes())?;
                self.out.clear();
                self.lines.fill(Slot::default());
                self.supers.fill(SupersSlot::default());
            }
        }
        Ok(())
    }
}

/// log2 of the number of slots of the line cache (direct-mapped).
const LINE_CACHE_BITS: u32 = 13;

/// A field line printed before: its key and where its text is in the output.
#[derive(Clone, Copy, Default)]
struct Slot {
    name: usize,
    ty: usize,
    value: usize,
    start: usize,
    end: usize,
}

/// The output and the cache of field lines (see the module doc).
struct Printer<'a> {
    rk: &'a RecordKeeper,
    out: String,
    lines: Vec<Slot>,
    supers: Vec<SupersSlot>,
}

/// Slots of the superclass-list cache, indexed by the last superclass.
const SUPERS_CACHE: usize = 1 << 10;

/// The superclass list of `owner`, printed at `start..end` of the output
/// (`end == 0`: empty slot).
#[derive(Clone, Copy)]
struct SupersSlot {
    owner: RecId,
    start: usize,
    end: usize,
}

impl Default for SupersSlot {
    fn default() -> SupersSlot {
        SupersSlot {
            owner: RecId(0),
            start: 0,
            end: 0,
        }
    }
}

/// A key for a type that is equal for two types only if they print the
/// same: the kind in the low three bits, the width or the address of the
/// shared element type / class list above them (addresses of `Rc`
/// contents are multiples of 8).
fn ty_key(t: &Ty) -> usize {
    match t {
        Ty::Bit => 0,
        Ty::Int => 1,
        Ty::String => 2,
        Ty::Dag => 3,
        Ty::Bits(n) => ((*n as usize) << 3) | 4,
        Ty::List(e) => (std::rc::Rc::as_ptr(e) as *const u8 as usize) | 5,
        Ty::Rec(cs) => (std::rc::Rc::as_ptr(cs) as *const RecId as *const u8 as usize) | 6,
    }
}

impl Printer<'_> {
    fn record(&mut self, id: RecId) {
        let rk = self.rk;
        let r: &Record = rk.get(id);
        push_name(&mut self.out, r);
        if !r.targs.is_empty() {
            self.out.push('<');
            for (k, ta) in r.targs.iter().enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                if let Some(v) = r.value(ta) {
                    write_field(rk, &mut self.out, v);
                }
            }
            self.out.push('>');
        }
        self.out.push_str(" {");
        self.superclasses(id, r);
        self.out.push('\n');
        let mut run = Run::default();
        for pass in [true, false] {
            for v in &r.values {
                if v.kind == FieldKind::TemplateArg || (v.kind == FieldKind::NonconcreteOk) != pass
                {
                    continue;
                }
                self.field_line(v, pass, &mut run);
            }
        }
        run.flush(&mut self.out);
        self.out.push_str("}\n");
    }

    /// `\t// A B C` (all superclasses), copied from the last record with
    /// the same last superclass when it has the same list.
    fn superclasses(&mut self, id: RecId, r: &Record) {
        let Some(&(last, _)) = r.superclasses.last() else {
            return;
        };
        let slot = last.0 as usize & (SUPERS_CACHE - 1);
        let s = self.supers[slot];
        if s.end != 0 {
            let prev = &self.rk.get(s.owner).superclasses;
            if prev.len() == r.superclasses.len()
                && prev.iter().zip(&r.superclasses).all(|(a, b)| a.0 == b.0)
            {
                self.out.extend_from_within(s.start..s.end);
                return;
            }
        }
        let start = self.out.len();
        self.out.push_str("\t//");
        for (sc, _) in &r.superclasses {
            self.out.push(' ');
            push_name(&mut self.out, self.rk.get(*sc));
        }
        self.supers[slot] = SupersSlot {
            owner: id,
            start,
            end: self.out.len(),
        };
    }

    /// `  TYPE NAME = VALUE;\n`, copied from an earlier identical line
    /// when the cache has one (adjacent copies are merged in `run`).
    #[inline]
    fn field_line(&mut self, v: &RecordVal, nonconcrete_ok: bool, run: &mut Run) {
        let name = v.name.as_ptr() as usize;
        let value = &*v.value as *const Init as usize;
        let ty = ty_key(&v.ty) | (usize::from(nonconcrete_ok) << (usize::BITS - 1));
        let h = (name ^ value.rotate_left(21) ^ ty.rotate_left(42)) as u64;
        let slot = (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - LINE_CACHE_BITS)) as usize;
        let s = self.lines[slot];
        if s.name == name && s.value == value && s.ty == ty {
            if run.end == s.start && run.end != 0 {
                run.end = s.end;
            } else {
                run.flush(&mut self.out);
                *run = Run {
                    start: s.start,
                    end: s.end,
                };
            }
            return;
        }
        run.flush(&mut self.out);
        let start = self.out.len();
        self.out.push_str("  ");
        write_field(self.rk, &mut self.out, v);
        self.out.push_str(";\n");
        self.lines[slot] = Slot {
            name,
            ty,
            value,
            start,
            end: self.out.len(),
        };
    }
}

/// Cached lines still to be copied: one range of the output.
#[derive(Default)]
struct Run {
    start: usize,
    end: usize,
}

impl Run {
    fn flush(&mut self, out: &mut String) {
        if self.end != 0 {
            out.extend_from_within(self.start..self.end);
            *self = Run::default();
        }
    }
}

/// Appends a record's name (`anonymous_N` or the text of an unresolved name
/// as [`Record::name_str`] gives it).
#[inline(always)]
fn push_name(out: &mut String, r: &Record) {
    match &*r.name {
        Init::Str(s, _) => out.push_str(s),
        _ => push_other_name(out, r),
    }
}

#[cold]
#[inline(never)]
fn push_other_name(out: &mut String, r: &Record) {
    out.push_str(&r.name_str());
}

fn write_field(rk: &RecordKeeper, out: &mut String, v: &RecordVal) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    match (&v.ty, &*v.value) {
        (Ty::String, Init::Str(_, StrFmt::Code)) => out.push_str("code"),
        (t, _) => write_ty(rk, out, t),
    }
    out.push(' ');
    out.push_str(&v.name);
    out.push_str(" = ");
    write_init(rk, out, &v.value);
}

/// Appends the text of a type (`bits<4>`, `list<int>`, `{A, B}` for a
/// multi-class record type).
pub(crate) fn write_ty(rk: &RecordKeeper, out: &mut String, t: &Ty) {
    match t {
        Ty::Bit => out.push_str("bit"),
        Ty::Bits(n) => {
            out.push_str("bits<");
            push_int(out, i64::from(*n));
            out.push('>');
        }
        Ty::Int => out.push_str("int"),
        Ty::String => out.push_str("string"),
        Ty::Dag => out.push_str("dag"),
        Ty::List(e) => {
            out.push_str("list<");
            write_ty(rk, out, e);
            out.push('>');
        }
        Ty::Rec(cs) => {
            if let [c] = &cs[..] {
                push_name(out, rk.get(*c));
            } else {
                out.push('{');
                for (i, c) in cs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    push_name(out, rk.get(*c));
                }
                out.push('}');
            }
        }
    }
}

/// `getAsUnquotedString`: strings without quotes, anything else as usual.
pub(crate) fn write_unquoted(rk: &RecordKeeper, out: &mut String, i: &Init) {
    match i {
        Init::Str(s, _) => out.push_str(s),
        other => write_init(rk, out, other),
    }
}

/// Appends the text of a value (`getAsString`). The common leaves are
/// handled here (small and inlined into the loops over fields and list
/// elements); everything else in [`write_compound`].
#[inline]
pub(crate) fn write_init(rk: &RecordKeeper, out: &mut String, i: &Init) {
    match i {
        Init::Unset => out.push('?'),
        Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
        Init::Int(v) => push_int(out, *v),
        Init::Str(s, StrFmt::Normal) => {
            out.push('"');
            out.push_str(s);
            out.push('"');
        }
        Init::Def(id) => push_name(out, rk.get(*id)),
        _ => write_compound(rk, out, i),
    }
}

#[inline(never)]
fn write_compound(rk: &RecordKeeper, out: &mut String, i: &Init) {
    match i {
        Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(_, StrFmt::Normal) | Init::Def(_) => {
            write_init(rk, out, i)
        }
        Init::Bits(bits) => {
            out.push_str("{ ");
            for (k, b) in bits.iter().rev().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                match **b {
                    Init::Bit(x) => out.push(if x { '1' } else { '0' }),
                    _ => write_init(rk, out, b),
                }
            }
            out.push_str(" }");
        }
        Init::Str(s, StrFmt::Code) => {
            out.push_str("[{");
            out.push_str(s);
            out.push_str("}]");
        }
        Init::List(elems, _) => {
            out.push('[');
            write_inits(rk, out, elems);
            out.push(']');
        }
        Init::Dag(op, name, args) => {
            out.push('(');
            write_init(rk, out, op);
            if let Some(n) = name {
                // LLVM prints the operator's name without its `$`.
                out.push(':');
                out.push_str(n);
            }
            for (k, (a, n)) in args.iter().enumerate() {
                out.push_str(if k == 0 { " " } else { ", " });
                write_init(rk, out, a);
                if let Some(n) = n {
                    out.push_str(":$");
                    out.push_str(n);
                }
            }
            out.push(')');
        }
        Init::Var(name, _) => out.push_str(name),
        Init::VarBit(v, b) => {
            write_init(rk, out, v);
            out.push('{');
            push_int(out, i64::from(*b));
            out.push('}');
        }
        Init::VarListElem(v, e) => {
            write_init(rk, out, v);
            out.push('[');
            push_int(out, i64::from(*e));
            out.push(']');
        }
        Init::Field(r, f, _) => {
            write_init(rk, out, r);
            out.push('.');
            out.push_str(f);
        }
        Init::Un(op, a, ty) => {
            let name = match op {
                UnOp::Cast => "!cast",
                UnOp::Not => "!not",
                UnOp::Head => "!head",
                UnOp::Tail => "!tail",
                UnOp::Size => "!size",
                UnOp::Empty => "!empty",
                UnOp::GetDagOp => "!getdagop",
                UnOp::Log2 => "!logtwo",
            };
            out.push_str(name);
            if *op == UnOp::Cast {
                out.push('<');
                write_ty(rk, out, ty);
                out.push('>');
            }
            out.push('(');
            write_init(rk, out, a);
            out.push(')');
        }
        Init::Bin(op, a, b, _) => {
            out.push_str(binop_name(*op));
            out.push('(');
            write_init(rk, out, a);
            out.push_str(", ");
            write_init(rk, out, b);
            out.push(')');
        }
        Init::Tern(op, a, b, c, _) => {
            let (name, unquoted) = match op {
                TernOp::Subst => ("!subst", false),
                TernOp::Foreach => ("!foreach", true),
                TernOp::Filter => ("!filter", true),
                TernOp::If => ("!if", false),
                TernOp::Dag => ("!dag", false),
                TernOp::Substr => ("!substr", false),
                TernOp::Find => ("!find", false),
            };
            out.push_str(name);
            out.push('(');
            if unquoted {
                write_unquoted(rk, out, a);
            } else {
                write_init(rk, out, a);
            }
            out.push_str(", ");
            write_init(rk, out, b);
            out.push_str(", ");
            write_init(rk, out, c);
            out.push(')');
        }
        Init::Foldl(start, list, a, b, expr, _) => {
            out.push_str("!foldl(");
            write_init(rk, out, start);
            out.push_str(", ");
            write_init(rk, out, list);
            out.push_str(", ");
            write_unquoted(rk, out, a);
            out.push_str(", ");
            write_unquoted(rk, out, b);
            out.push_str(", ");
            write_init(rk, out, expr);
            out.push(')');
        }
        Init::IsA(ty, v) => {
            out.push_str("!isa<");
            write_ty(rk, out, ty);
            out.push_str(">(");
            write_init(rk, out, v);
            out.push(')');
        }
        Init::Cond(clauses, _) => {
            out.push_str("!cond(");
            for (k, (c, v)) in clauses.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                write_init(rk, out, c);
                out.push_str(": ");
                write_init(rk, out, v);
            }
            out.push(')');
        }
        Init::AnonName(n) => {
            out.push_str("anonymous_");
            push_int(out, i64::from(*n));
        }
        Init::VarDef(class, args) => {
            push_name(out, rk.get(*class));
            out.push('<');
            write_inits(rk, out, args);
            out.push('>');
        }
    }
}

/// `a, b, c`: the values of a list or of a class's template arguments.
fn write_inits(rk: &RecordKeeper, out: &mut String, xs: &[I]) {
    for (k, x) in xs.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        write_init(rk, out, x);
    }
}

/// Sorts `(name, id)` pairs by the bytes of the names, as `std::map<std::string>`
/// orders them (a prefix first). Most-significant-digit first, seven
/// bytes at a time: a round sorts by a `u64` of the next seven bytes
/// (big-endian, zero-padded) above how many bytes are left (at most 8, so
/// a name that ends sorts before its extensions); only groups that tie
/// with more than seven bytes left go to the next round. TableGen names
/// share long prefixes (`int_amdgcn_image_...`, `anonymous_`), which a
/// comparison sort of the strings compares again in every comparison.
pub(crate) fn sort_by_name_bytes(v: &mut [(&[u8], RecId)]) {
    let mut keys: Vec<(u64, u32)> = v
        .iter()
        .enumerate()
        .map(|(i, (s, _))| (key7(s, 0), i as u32))
        .collect();
    sort_round(v, &mut keys, 0);
    let sorted: Vec<(&[u8], RecId)> = keys.iter().map(|&(_, i)| v[i as usize]).collect();
    v.copy_from_slice(&sorted);
}

/// Bytes `d..d + 7` of `s` big-endian (zero-padded) in the high seven
/// bytes, the number of bytes from `d` on (at most 8) in the low one.
#[inline]
fn key7(s: &[u8], d: usize) -> u64 {
    let rest = s.get(d..).unwrap_or(&[]);
    let mut b = [0u8; 8];
    if let Some(c) = rest.first_chunk::<8>() {
        b = *c;
    } else {
        b[..rest.len()].copy_from_slice(rest);
    }
    (u64::from_be_bytes(b) & !0xff) | rest.len().min(8) as u64
}

fn sort_round(names: &[(&[u8], RecId)], keys: &mut [(u64, u32)], d: usize) {
    keys.sort_unstable_by_key(|k| k.0);
    let mut i = 0;
    while i < keys.len() {
        let k = keys[i].0;
        let mut j = i + 1;
        while j < keys.len() && keys[j].0 == k {
            j += 1;
        }
        // A tie with more than seven bytes left each: the next round.
        if j - i > 1 && k & 0xff == 8 {
            let group = &mut keys[i..j];
            for e in group.iter_mut() {
                e.0 = key7(names[e.1 as usize].0, d + 7);
            }
            sort_round(names, group, d + 7);
        }
        i = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The radix quicksort gives the order of a byte-wise comparison sort,
    /// on names with long shared prefixes, prefixes of each other, bytes
    /// above 0x7f and empty names.
    #[test]
    fn name_sort_matches_byte_order() {
        let mut names: Vec<Vec<u8>> = vec![b"".to_vec(), b"a".to_vec(), vec![0xff, 1], vec![0]];
        let mut x: u64 = 0x1234_5678_9abc_def1;
        for k in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mut s = match k % 3 {
                0 => b"int_amdgcn_image_sample_".to_vec(),
                1 => b"int_nvvm_wmma_m16n16k16_".to_vec(),
                _ => Vec::new(),
            };
            for j in 0..(x % 9) {
                s.push(b"ab_z\x80019"[((x >> (8 * j)) % 8) as usize]);
            }
            names.push(s);
        }
        names.sort();
        names.dedup();
        let mut shuffled = names.clone();
        shuffled.reverse();
        shuffled.rotate_left(names.len() / 3);
        let mut v: Vec<(&[u8], RecId)> = shuffled
            .iter()
            .enumerate()
            .map(|(i, s)| (&s[..], RecId(i as u32)))
            .collect();
        sort_by_name_bytes(&mut v);
        let got: Vec<&[u8]> = v.iter().map(|(s, _)| *s).collect();
        let want: Vec<&[u8]> = names.iter().map(|s| &s[..]).collect();
        assert_eq!(got, want);
    }
}
