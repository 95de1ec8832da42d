//! `--print-records`: the exact text `llvm-tblgen -print-records` writes.
//!
//! Invariant: classes, then defs, each sorted by the bytes of their names;
//! within a record, `field` fields first, then the others, each group in
//! declaration order; template arguments only in the class header.

use crate::record::{FieldKind, Init, RecId, Record, RecordKeeper, RecordVal, StrFmt, Ty};

/// Renders every class and def.
pub fn print_records(rk: &RecordKeeper) -> String {
    // Roughly 500 bytes a record: one allocation instead of a dozen
    // doublings (and page faults) for an 8 MB output.
    let mut out = String::with_capacity(64 + 512 * (rk.num_records()));
    out.push_str("------------- Classes -----------------\n");
    for id in rk.sorted_classes() {
        out.push_str("class ");
        write_record(rk, &mut out, id);
    }
    out.push_str("------------- Defs -----------------\n");
    for id in rk.sorted_defs() {
        out.push_str("def ");
        write_record(rk, &mut out, id);
    }
    out
}

fn write_field(rk: &RecordKeeper, out: &mut String, v: &RecordVal) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    match (&v.ty, &*v.value) {
        (Ty::String, Init::Str(_, StrFmt::Code)) => out.push_str("code"),
        (t, _) => rk.write_ty(out, t),
    }
    out.push(' ');
    out.push_str(&v.name);
    out.push_str(" = ");
    rk.write_init(out, &v.value);
}

fn write_record(rk: &RecordKeeper, out: &mut String, id: RecId) {
    let r: &Record = rk.get(id);
    out.push_str(&r.name_str());
    if !r.targs.is_empty() {
        out.push('<');
        for (k, ta) in r.targs.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            if let Some(v) = r.value(ta) {
                write_field(rk, out, v);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !r.superclasses.is_empty() {
        out.push_str("\t//");
        for (sc, _) in &r.superclasses {
            out.push(' ');
            out.push_str(&rk.get(*sc).name_str());
        }
    }
    out.push('\n');
    for pass in [true, false] {
        for v in &r.values {
            if v.kind == FieldKind::TemplateArg || (v.kind == FieldKind::NonconcreteOk) != pass {
                continue;
            }
            out.push_str("  ");
            write_field(rk, out, v);
            out.push_str(";\n");
        }
    }
    out.push_str("}\n");
}
