//! Callee-saved register lists and register masks (the `CalleeSavedRegs`
//! part of LLVM's `RegisterInfoEmitter::runTargetDesc`).
//!
//! Invariants:
//! - Lists come in `CalleeSavedRegs` def order (by name); `save_list` is the
//!   expansion of `SaveList` (same set operators as register classes).
//! - `reg_mask` has one bit per register enum value (bit 0 = `NoRegister`),
//!   packed into `u32` words, least significant bit first. A register is in
//!   the mask iff it is in `SaveList` or `OtherPreserved`, is a
//!   sub-register of one of those, or is a `CoveredBySubRegs` register all
//!   of whose sub-registers are in the mask (LLVM's
//!   `computeCoveredRegisters`, applied to each list and OR-ed).

use super::sets::RecSet;
use super::{Defs, IndexSet, RegisterInfo};
use crate::diag::Diagnostic;
use crate::record::Init;

/// A `CalleeSavedRegs` def.
#[derive(Clone, Debug)]
pub struct CalleeSaved {
    /// The def's name (e.g. `CSR_ILP32D_LP64D`).
    pub name: String,
    /// `SaveList` expanded: the registers a callee must preserve (and save if
    /// it writes them), in order.
    pub save_list: Vec<usize>,
    /// One bit per register enum value, `ceil((num_regs + 1) / 32)` words.
    pub reg_mask: Vec<u32>,
}

/// `CodeGenRegBank::computeCoveredRegisters`: enum-value bit vector.
pub fn covered_registers(info: &RegisterInfo, regs: &[usize]) -> Vec<bool> {
    let mut set = IndexSet::default();
    for &r in regs {
        if set.insert(r) {
            super::registers::add_sub_regs_pre_order(&info.registers, r, &mut set);
        }
    }
    let mut i = 0;
    while i < set.items.len() {
        let r = set.items[i];
        i += 1;
        for &sup in &info.registers[r].super_regs {
            let s = &info.registers[sup];
            if !s.covered_by_sub_regs || set.contains(sup) {
                continue;
            }
            if s.sub_regs.values().all(|sr| set.contains(*sr)) {
                set.insert(sup);
            }
        }
    }
    let mut bv = vec![false; info.registers.len() + 1];
    for &r in &set.items {
        bv[r + 1] = true;
    }
    bv
}

pub(crate) fn build(
    info: &mut RegisterInfo,
    sets: &mut super::sets::Sets,
    defs: &Defs,
) -> Result<(), Vec<Diagnostic>> {
    let rk = sets.rk;
    let mut diags = Vec::new();
    for d in defs.derived("CalleeSavedRegs") {
        let rec = rk.get(d);
        let span = rec.span;
        let result = (|| -> Result<CalleeSaved, Diagnostic> {
            let elems = sets.expand(d)?.unwrap_or_default();
            let to_regs = |sets: &super::sets::Sets,
                           es: &[super::sets::Elem],
                           span|
             -> Result<Vec<usize>, Diagnostic> {
                es.iter()
                    .map(|e| {
                        info.reg_of.get(e).copied().ok_or_else(|| {
                            Diagnostic::error(
                                span,
                                format!("'{}' is not a register", sets.elem_name(*e)),
                            )
                        })
                    })
                    .collect()
            };
            let save_list = to_regs(sets, &elems, span)?;
            let mut covered = covered_registers(info, &save_list);
            if let Some(op) = rec.value("OtherPreserved") {
                if let Init::Dag(..) = &*op.value {
                    let mut s = RecSet::default();
                    let v = op.value.clone();
                    sets.evaluate(&v, &mut s, span)?;
                    let other = to_regs(sets, &s.items, span)?;
                    for (b, o) in covered.iter_mut().zip(covered_registers(info, &other)) {
                        *b |= o;
                    }
                }
            }
            let mut mask = vec![0u32; covered.len().div_ceil(32)];
            for (i, b) in covered.iter().enumerate() {
                if *b {
                    mask[i / 32] |= 1 << (i % 32);
                }
            }
            Ok(CalleeSaved {
                name: rec.name_str().into_owned(),
                save_list,
                reg_mask: mask,
            })
        })();
        match result {
            Ok(c) => info.callee_saved.push(c),
            Err(e) => diags.push(e),
        }
    }
    if diags.is_empty() {
        Ok(())
    } else {
        Err(diags)
    }
}
