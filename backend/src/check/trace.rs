//! What the checker learned about an allocated function, instruction by
//! instruction: [`check_traced`] runs the ordinary check and, for each
//! block's last evaluation (on its final entry state), records
//! - per reachable block, the values every register unit holds on entry;
//! - per non-debug post instruction, how it was explained (matched to a
//!   pre instruction, or a post-only copy, spill, reload, cross-class
//!   move, rematerialisation, frame operation) and the values held after it
//!   by every unit the instruction defines.
//!
//! Only the values a report can name are kept: pre-allocation virtual
//! registers (a sub-register value counts as its vreg) and callee-saved
//! entry values. The trace is what the checker *proved*, not what an
//! allocator intended: a unit holds a value only when it certainly does on
//! every path (the checker's meet is intersection).
//!
//! Invariants: [`Trace::blocks`] has one entry per post block, in layout
//! order (`None` for unreachable blocks); within a block, [`InstTrace`]s
//! are in instruction order and their `index`es are strictly increasing;
//! every value list is sorted and free of duplicates.

#![deny(missing_docs)]

use super::errors::Report;
use super::state::{State, Value};
use super::{Checker, PostOnly};
use crate::mir::{Inst, Reg, VReg};
use crate::target::{PReg, Target};

/// A value a register unit holds, as far as a report cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Held {
    /// A pre-allocation virtual register (or a sub-register of it).
    Vreg(VReg),
    /// The entry value of a callee-saved register.
    Entry(PReg),
}

/// How the checker explained a post instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstKind {
    /// It executes pre instruction `pre_index` (its index in the pre block).
    Matched {
        /// Index of the pre instruction in its block.
        pre_index: usize,
    },
    /// A post-only instruction: a copy, spill, reload, cross-class move,
    /// rematerialisation or frame operation.
    PostOnly(PostOnly),
    /// The checker could not explain it (an error was reported).
    Unexplained,
}

/// One post instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstTrace {
    /// Its index in the post block (debug instructions are never traced).
    pub index: usize,
    /// How it was explained.
    pub kind: InstKind,
    /// For every unit it defines (explicit or implicit physical defs): the
    /// values the unit holds after it.
    pub defs: Vec<(u16, Vec<Held>)>,
}

/// One reachable post block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockTrace {
    /// Units holding at least one value on entry, with those values.
    pub entry: Vec<(u16, Vec<Held>)>,
    /// Its non-debug instructions.
    pub insts: Vec<InstTrace>,
}

/// The trace of one function (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// Per post block, in layout order; `None` when unreachable.
    pub blocks: Vec<Option<BlockTrace>>,
}

/// [`super::check`] plus the [`Trace`] of what it proved. The trace is
/// returned also when the check fails (it is then only as good as the
/// parts the checker could explain).
pub fn check_traced(
    pre: &crate::mir::Function,
    post: &crate::mir::Function,
    target: &Target,
) -> (Result<super::CheckStats, Vec<super::CheckError>>, Trace) {
    let cx = Checker::new(pre, post, target);
    let mut trace = Trace {
        blocks: vec![None; post.blocks.len()],
    };
    let result = cx.run_traced(Some(&mut trace));
    (result, trace)
}

fn held(vals: &[(Value, PReg)]) -> Vec<Held> {
    let mut out: Vec<Held> = vals
        .iter()
        .filter_map(|(v, _)| match *v {
            Value::V(n) | Value::VSub(n, _) => Some(Held::Vreg(VReg(n))),
            Value::Entry(p) => Some(Held::Entry(PReg(p))),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

impl Checker<'_> {
    /// Records the entry state of post block `b` (and forgets what an
    /// earlier evaluation of `b` recorded).
    pub(super) fn trace_entry(&self, rep: &mut Report, b: usize, st: &State) {
        let Some(blocks) = rep.trace.as_mut() else {
            return;
        };
        let entry = st
            .units
            .iter()
            .enumerate()
            .filter_map(|(u, vals)| {
                let h = held(vals);
                (!h.is_empty()).then_some((u as u16, h))
            })
            .collect();
        if let Some(slot) = blocks.get_mut(b) {
            *slot = Some(BlockTrace {
                entry,
                insts: Vec::new(),
            });
        }
    }

    /// Records post instruction `p` (index `pj` of block `b`) after it ran.
    pub(super) fn trace_inst(
        &self,
        rep: &mut Report,
        b: usize,
        pj: usize,
        p: &Inst,
        kind: InstKind,
        st: &State,
    ) {
        let Some(blocks) = rep.trace.as_mut() else {
            return;
        };
        let Some(Some(bt)) = blocks.get_mut(b) else {
            return;
        };
        let mut defs: Vec<(u16, Vec<Held>)> = Vec::new();
        for d in p.defs() {
            if let Reg::Phys(x) = d.reg {
                for &u in self.t.reg(x).units {
                    if !defs.iter().any(|(k, _)| *k == u) {
                        defs.push((u, held(&st.units[u as usize])));
                    }
                }
            }
        }
        defs.sort_unstable_by_key(|(u, _)| *u);
        bt.insts.push(InstTrace {
            index: pj,
            kind,
            defs,
        });
    }
}
