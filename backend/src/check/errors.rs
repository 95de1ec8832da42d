//! Errors of the checker and how they are rendered: [`CheckError`] (one
//! violation, with the instruction as MIR text), what one evaluation of
//! a block reports (`Report`), and the names the messages give values and
//! stack slots.
//!
//! Invariants:
//! - Every evaluation of a block reports into a fresh `Report` (at most
//!   `MAX_ERRORS` errors); the function's report is made of each block's
//!   last one, in layout order, truncated to `MAX_ERRORS`.
//! - An error's `loc` is the position of the instruction in its own file
//!   (pre or post, per `side`), never made up.

use std::fmt;

use super::state::{Base, Slot, State, Value};
use super::{trace, CheckStats, Checker};
use crate::mir::print;
use crate::mir::{Function, Inst, Loc, Operand, Reg, RegOperand};
use crate::target::{PReg, Target};

/// Which function an instruction in an error comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The function before allocation.
    Pre,
    /// The allocated function.
    Post,
}

/// A violation the checker found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// The function's name.
    pub function: String,
    /// The `bb.N` number of the block (`None`: about the whole function).
    pub block: Option<u32>,
    /// Which function the instruction is from.
    pub side: Side,
    /// The instruction's index in its block (`None`: not about one).
    pub inst_index: Option<usize>,
    /// Where the instruction is in its file.
    pub loc: Loc,
    /// The instruction, rendered as MIR.
    pub inst_text: String,
    /// The operand (`operand 2 ($x12)`), if the error is about one.
    pub operand: Option<String>,
    /// The value expected there, if any.
    pub expected: Option<String>,
    /// The values found, if any.
    pub found: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.function)?;
        if let Some(b) = self.block {
            write!(f, ", bb.{b}")?;
        }
        if self.loc.line != 0 {
            write!(f, ", line {}:{}", self.loc.line, self.loc.col)?;
        }
        let side = match self.side {
            Side::Pre => "pre",
            Side::Post => "post",
        };
        if let Some(i) = self.inst_index {
            write!(f, ", {side} instruction {i}")?;
        }
        writeln!(f, ": {}", self.message)?;
        if !self.inst_text.is_empty() {
            writeln!(f, "    {}", self.inst_text)?;
        }
        if let Some(o) = &self.operand {
            writeln!(f, "  operand: {o}")?;
        }
        if let Some(e) = &self.expected {
            writeln!(f, "  expected: {e}")?;
        }
        if let Some(x) = &self.found {
            writeln!(f, "  found: {x}")?;
        }
        Ok(())
    }
}

/// Renders one instruction as MIR text (for reports): its body line as
/// [`crate::mir::print`] writes it.
pub fn render_inst(inst: &Inst, func: &Function, target: &Target) -> String {
    print::print_inst(inst, func, target)
}

/// A register's MIR name (`%5`, `$x10`, `$noreg`), as [`crate::mir::print`]
/// writes a plain use of it.
pub(super) fn render_reg(r: Reg, func: &Function, target: &Target) -> String {
    render_operand(&Operand::Reg(RegOperand::use_of(r)), func, target)
}

/// One operand of an instruction of `func`, as [`crate::mir::print`]
/// writes it.
pub(super) fn render_operand(o: &Operand, func: &Function, target: &Target) -> String {
    let mut s = String::new();
    print::operand(&mut s, o, func, target);
    s
}

/// What one evaluation of a block reports: its errors (at most
/// `MAX_ERRORS`), its counts, and (when a [`trace::Trace`] was asked for)
/// the trace of every block, of which it rewrites its own.
#[derive(Default)]
pub(super) struct Report {
    pub(super) errors: Vec<CheckError>,
    pub(super) stats: CheckStats,
    pub(super) trace: Option<Vec<Option<trace::BlockTrace>>>,
}

pub(super) const MAX_ERRORS: usize = 50;

impl Checker<'_> {
    pub(super) fn func_error(&self, message: String) -> CheckError {
        CheckError {
            function: self.post.name.clone(),
            block: None,
            side: Side::Post,
            inst_index: None,
            loc: self.post.loc,
            inst_text: String::new(),
            operand: None,
            expected: None,
            found: None,
            message,
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn error(
        &self,
        rep: &mut Report,
        block: usize,
        side: Side,
        idx: usize,
        inst: &Inst,
        operand: Option<String>,
        expected: Option<String>,
        found: Option<String>,
        message: String,
    ) {
        if rep.errors.len() >= MAX_ERRORS {
            return;
        }
        let f = match side {
            Side::Pre => self.pre,
            Side::Post => self.post,
        };
        rep.errors.push(CheckError {
            function: self.post.name.clone(),
            block: Some(self.post.blocks[block].number),
            side,
            inst_index: Some(idx),
            loc: inst.loc,
            inst_text: render_inst(inst, f, self.t),
            operand,
            expected,
            found,
            message,
        });
    }

    pub(super) fn operand_name(&self, k: usize, r: &RegOperand) -> String {
        format!("operand {k} ({})", render_reg(r.reg, self.post, self.t))
    }

    /// Where a value is (for reports).
    pub(super) fn locations_of(&self, st: &State, v: Value) -> Vec<String> {
        let mut out = Vec::new();
        for (i, r) in self.t.regs.iter().enumerate() {
            let p = PReg(i as u16);
            if r.reserved || r.units.is_empty() {
                continue;
            }
            if self.contents(st, p).contains(&v) {
                out.push(format!("${}", r.mir_name));
            }
        }
        for (s, vs) in st.slots.iter() {
            if vs.contains(&v) {
                out.push(self.render_slot(*s));
            }
        }
        out
    }

    pub(super) fn render_slot(&self, s: Slot) -> String {
        match s {
            Slot::Frame { fixed, id, off } => format!(
                "%{}.{}{}",
                if fixed { "fixed-stack" } else { "stack" },
                id,
                if off != 0 {
                    format!("+{off}")
                } else {
                    String::new()
                }
            ),
            Slot::Sp(b, a, w) => format!("[{}{a:+}, {w} bytes]", render_base(b)),
        }
    }

    pub(super) fn render_value(&self, v: Value) -> String {
        match v {
            Value::V(n) => format!("%{n}"),
            Value::VSub(n, i) => format!(
                "%{n}.{}",
                self.t
                    .sub_reg_names
                    .get(i as usize - 1)
                    .copied()
                    .unwrap_or("?")
            ),
            Value::Phys(r) => format!(
                "${} (its value before allocation)",
                self.t.mir_name(PReg(r))
            ),
            Value::Entry(r) => format!("the entry value of ${}", self.t.mir_name(PReg(r))),
            Value::SpAddr(b, a) => format!("{}{a:+}", render_base(b)),
            Value::Const(c) => format!("the constant {c}"),
            Value::Zext(n, i) => format!(
                "%{n} zero-extended through {}",
                self.t
                    .sub_reg_names
                    .get(i as usize - 1)
                    .copied()
                    .unwrap_or("?")
            ),
            Value::Part(n, i) => {
                let idx = self
                    .t
                    .sub_reg_names
                    .get(i as usize - 1)
                    .copied()
                    .unwrap_or("?");
                format!("%{n}.{idx} in its sub-register {idx}")
            }
        }
    }

    pub(super) fn render_values(&self, vs: &[Value]) -> String {
        if vs.is_empty() {
            return "nothing known".to_string();
        }
        let parts: Vec<String> = vs.iter().map(|v| self.render_value(*v)).collect();
        format!("{{{}}}", parts.join(", "))
    }
}

/// How [`Checker::render_slot`] and [`Checker::render_value`] name a base.
pub(super) fn render_base(b: Base) -> &'static str {
    match b {
        Base::Entry => "entry sp",
        Base::Realigned => "realigned sp",
    }
}
