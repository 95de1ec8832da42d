//! Typed reads of record fields (LLVM's `getValueAsInt`, `getValueAsBit`,
//! `getValueAsListOfDefs`, ...), each failing with a [`Diagnostic`] at the
//! field (or the record, when the field is missing) instead of aborting.
//!
//! Invariant: these functions never panic; a missing field, an unset value
//! or a value of the wrong kind is an error naming the record and field.

use crate::diag::Diagnostic;
use crate::record::{Init, RecId, RecordKeeper, RecordVal, I};

pub fn field<'a>(rk: &'a RecordKeeper, id: RecId, name: &str) -> Result<&'a RecordVal, Diagnostic> {
    let r = rk.get(id);
    r.value(name).ok_or_else(|| {
        Diagnostic::error(
            r.span,
            format!(
                "record '{}' does not have a field named '{name}'",
                r.name_str()
            ),
        )
    })
}

fn wrong(rk: &RecordKeeper, id: RecId, rv: &RecordVal, what: &str) -> Diagnostic {
    Diagnostic::error(
        rv.span,
        format!(
            "record '{}', field '{}' does not have {what} initializer (it is '{}')",
            rk.get(id).name_str(),
            rv.name,
            rk.init_str(&rv.value)
        ),
    )
}

pub fn int(rk: &RecordKeeper, id: RecId, name: &str) -> Result<i64, Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::Int(v) => Ok(*v),
        Init::Bits(bits) => bits_value(bits).ok_or_else(|| wrong(rk, id, rv, "an int")),
        _ => Err(wrong(rk, id, rv, "an int")),
    }
}

fn bits_value(bits: &[I]) -> Option<i64> {
    let mut v: i64 = 0;
    for (i, b) in bits.iter().enumerate().take(64) {
        match &**b {
            Init::Bit(true) => v |= 1 << i,
            Init::Bit(false) => {}
            _ => return None,
        }
    }
    Some(v)
}

pub fn bits(rk: &RecordKeeper, id: RecId, name: &str) -> Result<u64, Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::Bits(bits) => bits_value(bits)
            .map(|v| v as u64)
            .ok_or_else(|| wrong(rk, id, rv, "a bits")),
        Init::Int(v) => Ok(*v as u64),
        _ => Err(wrong(rk, id, rv, "a bits")),
    }
}

/// A `bits` field read as llvm-tblgen's register-info backend reads
/// `HWEncoding`: every bit that is not `0` or `1` (`?`, an unresolved
/// reference) counts as 0 (`dyn_cast<BitInit>` fails; Hexagon's `USR_OVF`
/// leaves its high encoding bits unset). The value must still be a `bits`
/// value.
pub fn bits_unset_as_zero(rk: &RecordKeeper, id: RecId, name: &str) -> Result<u64, Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::Bits(bits) => Ok(bits
            .iter()
            .enumerate()
            .take(64)
            .filter(|(_, b)| matches!(&***b, Init::Bit(true)))
            .fold(0u64, |v, (i, _)| v | 1 << i)),
        _ => Err(wrong(rk, id, rv, "a bits")),
    }
}

pub fn bit(rk: &RecordKeeper, id: RecId, name: &str) -> Result<bool, Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::Bit(b) => Ok(*b),
        Init::Int(v) if *v == 0 || *v == 1 => Ok(*v == 1),
        Init::Bits(b) if b.len() == 1 => match &*b[0] {
            Init::Bit(v) => Ok(*v),
            _ => Err(wrong(rk, id, rv, "a bit")),
        },
        _ => Err(wrong(rk, id, rv, "a bit")),
    }
}

/// Like [`bit`], `false` when the field does not exist.
pub fn bit_or_false(rk: &RecordKeeper, id: RecId, name: &str) -> Result<bool, Diagnostic> {
    if rk.get(id).value(name).is_none() {
        return Ok(false);
    }
    bit(rk, id, name)
}

pub fn string(rk: &RecordKeeper, id: RecId, name: &str) -> Result<String, Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::Str(s, _) => Ok(s.to_string()),
        _ => Err(wrong(rk, id, rv, "a string")),
    }
}

fn list<'a>(
    rk: &'a RecordKeeper,
    id: RecId,
    name: &str,
) -> Result<(&'a RecordVal, &'a [I]), Diagnostic> {
    let rv = field(rk, id, name)?;
    match &*rv.value {
        Init::List(items, _) => Ok((rv, items)),
        _ => Err(wrong(rk, id, rv, "a list")),
    }
}

pub fn list_of_defs(rk: &RecordKeeper, id: RecId, name: &str) -> Result<Vec<RecId>, Diagnostic> {
    let (rv, items) = list(rk, id, name)?;
    items
        .iter()
        .map(|i| match &**i {
            Init::Def(d) => Ok(*d),
            _ => Err(wrong(rk, id, rv, "a list of defs")),
        })
        .collect()
}

pub fn list_of_ints(rk: &RecordKeeper, id: RecId, name: &str) -> Result<Vec<i64>, Diagnostic> {
    let (rv, items) = list(rk, id, name)?;
    items
        .iter()
        .map(|i| match &**i {
            Init::Int(v) => Ok(*v),
            _ => Err(wrong(rk, id, rv, "a list of ints")),
        })
        .collect()
}

pub fn list_of_strings(
    rk: &RecordKeeper,
    id: RecId,
    name: &str,
) -> Result<Vec<String>, Diagnostic> {
    let (rv, items) = list(rk, id, name)?;
    items
        .iter()
        .map(|i| match &**i {
            Init::Str(s, _) => Ok(s.to_string()),
            _ => Err(wrong(rk, id, rv, "a list of strings")),
        })
        .collect()
}

/// The def a field refers to, `None` when it is unset (`?`).
pub fn opt_def(rk: &RecordKeeper, id: RecId, name: &str) -> Result<Option<RecId>, Diagnostic> {
    let Some(rv) = rk.get(id).value(name) else {
        return Ok(None);
    };
    match &*rv.value {
        Init::Def(d) => Ok(Some(*d)),
        Init::Unset => Ok(None),
        _ => Err(wrong(rk, id, rv, "a def")),
    }
}
