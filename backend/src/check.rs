//! The allocation checker: proves that an allocated function (`post`:
//! physical registers, spill code) computes with the values of the function
//! before allocation (`pre`: virtual registers), by abstract interpretation
//! over `post`'s control-flow graph (the idea of regalloc2's checker; this is
//! an independent implementation with its own small CFG and worklist).
//!
//! Model:
//! - A *value* is a pre-allocation virtual register (`%5`, or a sub-register
//!   of one, `%5.sub_32`), the pre-allocation value of a physical register
//!   (`$x10` after `$x10 = COPY %12`, read by a call's `implicit $x10`), the
//!   entry value of a callee-saved register, or an address relative to the
//!   stack pointer at function entry (after prologue code).
//! - A *location* is a register unit or a stack slot (`%stack.N` + offset,
//!   or an entry-sp-relative address in post-PEI code). The abstract state
//!   maps each location to the set of values it certainly holds. A unit
//!   holds facts `(value, register written)`, so that writing `$f10_d`
//!   clobbers `$f10_f` (they share a unit) and reading `$f10_f` after
//!   writing `$f10_d` with `%5` yields `%5.sub_32`, both from the tables.
//! - Blocks are correlated by `bb.N` number (register allocation does not
//!   change the CFG); inside a block the pre and post instructions are walked
//!   together: a post instruction matching the next pre one (same opcode,
//!   same non-register operands, registers compatible) executes the pre
//!   instruction's semantics (every use must read a location holding the
//!   value, defs replace). Post instructions without counterpart must be
//!   copies, spill stores, reloads, cross-class moves (all recognised by the
//!   opcodes and forms of the [`Target`]), rematerialisations of a constant
//!   pre definition, operand rematerialisations, or stack-pointer
//!   arithmetic; pre instructions without counterpart must be copies (their
//!   effect is applied to the state), `KILL`/`IMPLICIT_DEF`, deleted
//!   rematerialisable definitions, or (after prologue/epilogue insertion)
//!   call-frame pseudos.
//! - Operand rematerialisation: a pre definition `%v = OP %w, imm` whose
//!   opcode the target marks `isAsCheapAsAMove`, the only def of `%v`,
//!   with every vreg operand `%w` defined once, not `IMPLICIT_DEF`, in an
//!   entry block no edge enters. `%w` then has one value per call, so `%v`
//!   has one value too, the same wherever it is computed: a post `$r = OP
//!   $s, imm` whose register uses hold the operands' values writes `%v`'s
//!   value into `$r`, and the pre definition itself may be left out (its
//!   value then exists only where such recomputations write it; every use
//!   is still checked against it).
//! - Ordering choices inside a block (each keeps every use checked): a
//!   post-only rematerialisation of a pre copy's source is executed before
//!   that copy's effect is applied (so the copy's destination names the
//!   remat's register); a post instruction that resembles the next pre one
//!   but would read wrong values is taken as spill code when, so read, the
//!   following post instruction is the pre one with every use right; a
//!   deletable rematerialisable pre definition followed by an identical one
//!   that may not be deleted is taken as deleted when the post instruction
//!   matches both (the post instruction is the second's).
//! - Large frames: constants built with the target's frame-lowering
//!   opcodes ([`crate::target::FrameOps`]: load-upper, add-immediate) are
//!   tracked (`Value::Const`, never a pre value), so `sp + constant` and
//!   addresses formed through a scratch register stay known.
//! - A cross-class move carrying `value_bits` keeps exactly the values whose
//!   own width (the vreg class's spill size, a register's widest class) fits
//!   in `value_bits`; other values are dropped.
//! - Merge at block entry is intersection; iteration runs to a fixpoint,
//!   then one more pass over every block records the errors.
//! - Undefined values: after a pre `IMPLICIT_DEF` (or a copy of an
//!   undefined value) the value is undefined on that path until redefined,
//!   and any bits are right for it, so at a join a location keeps a value
//!   that the other predecessor leaves undefined (seed 30025: `%2832` in
//!   `$x17` on one path, `IMPLICIT_DEF` on the other, then `%2836 = COPY
//!   %2832` coalesced into `$x17`'s spill store). A use is exempt only
//!   where its value is undefined on every path to it; elsewhere it is
//!   checked like any other use. (Uses of a vreg with a sub-register
//!   `IMPLICIT_DEF` are not checked: partly undefined values are not
//!   tracked.)
//!
//! Invariants relied on:
//! - Every fact vector, slot value vector and the undefined-value list in
//!   a `State` is sorted and free of duplicates (so equality and
//!   intersection are cheap).
//! - Reserved registers ([`Target::is_reserved`]) hold no facts; the stack
//!   pointer is tracked as an offset from its entry value instead.

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::fmt;

use crate::mir::{BlockId, Function, Inst, Loc, Operand, Reg, RegOperand, VReg};
use crate::target::{PReg, SubRegIdx, Target};

/// How many post-only instructions may separate spill code that resembles
/// a pre instruction from that instruction's real counterpart.
const SPILL_LOOKAHEAD: usize = 32;

/// What the checker proved about one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckStats {
    /// The function's name.
    pub function: String,
    /// Blocks checked (reachable in `post`).
    pub blocks: usize,
    /// Post instructions that executed a pre instruction's semantics.
    pub matched: usize,
    /// Register uses whose value was proved.
    pub uses_checked: usize,
    /// Post-only copies (including class copy forms).
    pub copies: usize,
    /// Post-only spill stores.
    pub spills: usize,
    /// Post-only reloads.
    pub reloads: usize,
    /// Post-only cross-class moves.
    pub cross_moves: usize,
    /// Post-only rematerialisations.
    pub remats: usize,
    /// Post-only stack-pointer/frame arithmetic and no-op pseudos.
    pub frame_ops: usize,
    /// Pre instructions without a post counterpart (copies coalesced away,
    /// deleted rematerialisable definitions, call-frame pseudos, ...).
    pub pre_skipped: usize,
    /// Transfer-function evaluations of blocks until the fixpoint.
    pub iterations: usize,
    /// The callee-saved check: `Some(n)` = proved at `n` returns (post is
    /// after prologue/epilogue insertion); `None` = skipped because `post`
    /// is before PEI (PEI saves what the function clobbers).
    pub callee_saved_returns: Option<usize>,
}

impl fmt::Display for CheckStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: proved ({} blocks, {} matched, {} uses, {} copies, {} spills, {} reloads, \
             {} cross-moves, {} remats, {} frame ops, {} pre-only, {} iterations; callee-saved: ",
            self.function,
            self.blocks,
            self.matched,
            self.uses_checked,
            self.copies,
            self.spills,
            self.reloads,
            self.cross_moves,
            self.remats,
            self.frame_ops,
            self.pre_skipped,
            self.iterations
        )?;
        match self.callee_saved_returns {
            Some(n) => write!(f, "restored at {n} returns)"),
            None => write!(f, "not checked, pre-PEI code)"),
        }
    }
}

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

/// Checks `post` (allocated) against `pre` (before allocation) for
/// `target`. Returns what was proved, or every violation found (at most 50).
pub fn check(
    pre: &Function,
    post: &Function,
    target: &Target,
) -> Result<CheckStats, Vec<CheckError>> {
    let cx = Checker::new(pre, post, target);
    cx.run_traced(None)
}

pub mod trace;

/// Renders one instruction as MIR text (for reports).
pub fn render_inst(inst: &Inst, func: &Function, target: &Target) -> String {
    let mut s = String::new();
    let ndefs = inst
        .operands
        .iter()
        .take_while(|o| matches!(o, Operand::Reg(r) if r.is_def && !r.implicit))
        .count();
    // Explicit defs after the first use print as `def $r` (INLINEASM).
    let ops: Vec<String> = inst
        .operands
        .iter()
        .enumerate()
        .map(|(k, o)| match o {
            Operand::Reg(r) if k >= ndefs && r.is_def && !r.implicit => {
                format!("def {}", render_operand(o, func, target))
            }
            _ => render_operand(o, func, target),
        })
        .collect();
    if ndefs > 0 {
        s.push_str(&ops[..ndefs].join(", "));
        s.push_str(" = ");
    }
    for fl in &inst.flags {
        s.push_str(fl);
        s.push(' ');
    }
    s.push_str(&inst.opcode);
    if ops.len() > ndefs {
        s.push(' ');
        s.push_str(&ops[ndefs..].join(", "));
    }
    s
}

fn render_reg(r: Reg, target: &Target) -> String {
    match r {
        Reg::Virt(v) => format!("%{}", v.0),
        Reg::Phys(p) => format!("${}", target.mir_name(p)),
        Reg::NoReg => "$noreg".to_string(),
    }
}

fn render_operand(o: &Operand, func: &Function, target: &Target) -> String {
    match o {
        Operand::Reg(r) => {
            let mut s = String::new();
            if r.implicit {
                s.push_str(if r.is_def {
                    "implicit-def "
                } else {
                    "implicit "
                });
            }
            for (on, name) in [
                (r.dead, "dead "),
                (r.killed, "killed "),
                (r.undef, "undef "),
                (r.early_clobber, "early-clobber "),
                (r.renamable, "renamable "),
            ] {
                if on {
                    s.push_str(name);
                }
            }
            s.push_str(&render_reg(r.reg, target));
            if let Some(i) = r.sub_reg {
                if let Some(n) = target.sub_reg_names.get(i.0 as usize - 1) {
                    s.push('.');
                    s.push_str(n);
                }
            }
            if let Some(t) = r.tied_def {
                s.push_str(&format!("(tied-def {t})"));
            }
            s
        }
        Operand::Imm(i) => i.to_string(),
        Operand::Block(b) => match func.blocks.get(b.index()) {
            Some(bd) => format!("%bb.{}", bd.number),
            None => format!("%bb.?{}", b.0),
        },
        Operand::FrameIndex { fixed, id, .. } => {
            format!("%{}.{}", if *fixed { "fixed-stack" } else { "stack" }, id)
        }
        Operand::Global {
            name,
            offset,
            target_flags,
        } => {
            let mut s = String::new();
            if let Some(t) = target_flags {
                s.push_str(&format!("target-flags({t}) "));
            }
            s.push('@');
            s.push_str(name);
            if *offset > 0 {
                s.push_str(&format!(" + {offset}"));
            } else if *offset < 0 {
                s.push_str(&format!(" - {}", -offset));
            }
            s
        }
        Operand::RegMask(m) => target.reg_mask(*m).mir_name.to_string(),
        Operand::Verbatim(v) => v.clone(),
    }
}

// ---------------------------------------------------------------------------
// Values, locations, state.

/// A value a location can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Value {
    /// A pre-allocation virtual register.
    V(u32),
    /// A sub-register of a pre-allocation virtual register.
    VSub(u32, u16),
    /// The pre-allocation value of a physical register.
    Phys(u16),
    /// The entry value of a (callee-saved) register.
    Entry(u16),
    /// A stack address: base + offset.
    SpAddr(Base, i64),
    /// A constant built by the target's frame-lowering opcodes
    /// ([`crate::target::FrameOps`]: load-upper, add-immediate), used only
    /// to follow stack-pointer arithmetic; never a pre-allocation value.
    Const(i64),
}

/// What a stack address is relative to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Base {
    /// The stack pointer at function entry.
    Entry,
    /// The stack pointer after the prologue realigned it (`$sp = ANDI $sp,
    /// -A`): `align_down(entry sp + s, A)` for the `s` and `A` in
    /// [`State::realign`], a value the checker knows only within `A`
    /// bytes.
    Realigned,
}

/// A stack location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Slot {
    /// `%stack.N` / `%fixed-stack.N` plus offset.
    Frame { fixed: bool, id: u32, off: i64 },
    /// Base + offset, and width in bytes (post-PEI code).
    Sp(Base, i64, i64),
}

/// The abstract state at a program point.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    /// Per register unit: (value, register it was written as).
    units: Vec<Vec<(Value, PReg)>>,
    /// Per stack slot: values.
    slots: BTreeMap<Slot, Vec<Value>>,
    /// The stack pointer as base + offset (`None`: unknown, e.g. after a
    /// dynamic alloca moved it).
    sp: Option<(Base, i64)>,
    /// `(s, A)`: the prologue realigned sp to `A` bytes when it was entry
    /// sp + `s` ([`Base::Realigned`]); `None` before that or without one.
    realign: Option<(i64, i64)>,
    /// `(d, s)`: pre value `d` equals pre value `s`, from a pre copy `d =
    /// COPY s` the allocated code has no counterpart of (it may write the
    /// destination another way, e.g. by rematerializing `s` straight into
    /// an argument register). Sorted; both sides stay until one is killed.
    aliases: Vec<(Value, Value)>,
    /// `(s, k, d)`: pre value `d` was computed as cross-class move form
    /// `k` (an index into the checker's forms) of pre value `s`, so the
    /// same move of any register holding `s` yields `d` too (a softened
    /// spill `$x18 = FMV_X_W $f0_f` matched as the pre `%5 = FMV_X_W %4`
    /// leaves the real `$x9 = FMV_X_W $f0_f` computing `%5`). Sorted;
    /// dropped when `s` or `d` is killed.
    derived: Vec<(Value, u16, Value)>,
    /// Pre values that are undefined here: defined by an `IMPLICIT_DEF`
    /// (or copied from such a value) on every path to this point and not
    /// redefined since. Any bits are a correct value for them, so every
    /// location holds them; the meet keeps a location's fact for a value
    /// undefined on the other path (`%7 = COPY $x0` into `$x17` on one
    /// path, `%7 = IMPLICIT_DEF` on the other: `$x17` holds `%7` after
    /// the join). Whole values only (`V`, `Phys`), sorted.
    undef: Vec<Value>,
}

impl State {
    fn meet(&mut self, other: &State) -> bool {
        let mut changed = false;
        // A fact survives when the other side has it too or leaves its
        // value undefined; a value undefined here but defined on the other
        // side takes the other side's locations. (Facts are added only
        // when a value leaves `undef`, which only shrinks, so the
        // fixpoint still terminates.)
        let newly_defined = |v: &Value| undef_in(&self.undef, v) && !undef_in(&other.undef, v);
        let any_gained = self
            .undef
            .iter()
            .any(|v| other.undef.binary_search(v).is_err());
        let mut unit_adds: Vec<(usize, (Value, PReg))> = Vec::new();
        let mut slot_adds: Vec<(Slot, Value)> = Vec::new();
        if any_gained {
            for (u, b) in other.units.iter().enumerate() {
                for x in b {
                    if newly_defined(&x.0) {
                        unit_adds.push((u, *x));
                    }
                }
            }
            for (k, w) in &other.slots {
                for v in w {
                    if newly_defined(v) {
                        slot_adds.push((*k, *v));
                    }
                }
            }
        }
        for (a, b) in self.units.iter_mut().zip(&other.units) {
            let n = a.len();
            a.retain(|x| b.binary_search(x).is_ok() || undef_in(&other.undef, &x.0));
            changed |= a.len() != n;
        }
        let n = self.slots.len();
        self.slots.retain(|k, v| match other.slots.get(k) {
            Some(w) => {
                let m = v.len();
                v.retain(|x| w.binary_search(x).is_ok() || undef_in(&other.undef, x));
                changed |= v.len() != m;
                !v.is_empty()
            }
            None => {
                let m = v.len();
                v.retain(|x| undef_in(&other.undef, x));
                changed |= v.len() != m;
                !v.is_empty()
            }
        });
        changed |= self.slots.len() != n;
        for (u, x) in unit_adds {
            let a = &mut self.units[u];
            if let Err(k) = a.binary_search(&x) {
                a.insert(k, x);
                changed = true;
            }
        }
        for (k, v) in slot_adds {
            let vs = self.slots.entry(k).or_default();
            if let Err(i) = vs.binary_search(&v) {
                vs.insert(i, v);
                changed = true;
            }
        }
        let n = self.undef.len();
        self.undef.retain(|v| other.undef.binary_search(v).is_ok());
        changed |= self.undef.len() != n;
        if self.sp.is_some() && self.sp != other.sp {
            self.sp = None;
            changed = true;
        }
        if self.realign.is_some() && self.realign != other.realign {
            self.realign = None;
            changed = true;
        }
        let n = self.aliases.len();
        self.aliases
            .retain(|x| other.aliases.binary_search(x).is_ok());
        changed |= self.aliases.len() != n;
        let n = self.derived.len();
        self.derived
            .retain(|x| other.derived.binary_search(x).is_ok());
        changed |= self.derived.len() != n;
        changed
    }

    /// Drops the equalities whose wanted side is a pre vreg not in `live`
    /// (live out of the block just run): `(d, s)` aliases and `(s, k, d)`
    /// derived values are only consulted when `d` is wanted by a later use
    /// (or copied, which is a use). Dropping knowledge never makes the
    /// checker accept more; location contents are kept (a dead value may
    /// still stand in for a live rematerialisable twin).
    fn forget_dead_equalities(&mut self, live: &crate::analysis::liveness::VRegSet) {
        let dead = |v: &Value| match v {
            Value::V(x) | Value::VSub(x, _) => !live.contains(*x as usize),
            _ => false,
        };
        self.aliases.retain(|(d, _)| !dead(d));
        self.derived.retain(|(_, _, d)| !dead(d));
        self.undef.retain(|v| !dead(v));
    }

    fn kill(&mut self, f: impl Fn(&Value) -> bool) {
        for u in &mut self.units {
            u.retain(|(v, _)| !f(v));
        }
        self.slots.retain(|_, vs| {
            vs.retain(|v| !f(v));
            !vs.is_empty()
        });
        self.aliases.retain(|(d, s)| !f(d) && !f(s));
        self.derived.retain(|(s, _, d)| !f(d) && !f(s));
        self.undef.retain(|v| !f(v));
    }

    /// Records that pre value `v` (just killed, being redefined) is
    /// undefined from here on.
    fn set_undef(&mut self, v: Value) {
        if let Err(k) = self.undef.binary_search(&v) {
            self.undef.insert(k, v);
        }
    }

    /// Makes the aliases explicit: a location holding `s` with `(d, s)`
    /// an alias holds `d` too. Run on a block's exit state, so that the
    /// intersection at a join keeps `d` where a predecessor has it only
    /// through an alias (`%30 = COPY %36` skipped, `%36` rematerialised
    /// after it, while the other predecessor holds `%30` itself).
    fn saturate(&mut self) {
        if self.aliases.is_empty() {
            return;
        }
        let aliases = &self.aliases;
        let of = |v: Value| -> Vec<Value> {
            aliases
                .iter()
                .filter(|(_, s)| *s == v)
                .map(|(d, _)| *d)
                .collect()
        };
        for facts in &mut self.units {
            let adds: Vec<(Value, PReg)> = facts
                .iter()
                .flat_map(|&(v, r)| of(v).into_iter().map(move |d| (d, r)))
                .collect();
            if !adds.is_empty() {
                facts.extend(adds);
                facts.sort();
                facts.dedup();
            }
        }
        for vs in self.slots.values_mut() {
            let adds: Vec<Value> = vs.iter().flat_map(|&v| of(v)).collect();
            if !adds.is_empty() {
                vs.extend(adds);
                vs.sort();
                vs.dedup();
            }
        }
    }

    /// Does a location holding `found` hold `want` (the same value, or one
    /// a skipped pre copy made equal to it)?
    fn same_value(&self, want: Value, found: Value) -> bool {
        want == found || self.aliases.binary_search(&(want, found)).is_ok()
    }
}

/// Is `v` undefined according to the sorted `undef` list of a [`State`]
/// (a sub-register value when its whole vreg is)?
/// The entry-sp-relative byte range `[lo, hi)` that `w` bytes at `base +
/// off` certainly lie in (`None`: unknown). A realigned address is known
/// only within the alignment ([`State::realign`]).
fn entry_range(realign: Option<(i64, i64)>, base: Base, off: i64, w: i64) -> Option<(i64, i64)> {
    match base {
        Base::Entry => Some((off, off + w)),
        Base::Realigned => realign.map(|(s, a)| (s - a + off, s + off + w)),
    }
}

/// How [`Checker::render_slot`] and [`Checker::render_value`] name a base.
fn render_base(b: Base) -> &'static str {
    match b {
        Base::Entry => "entry sp",
        Base::Realigned => "realigned sp",
    }
}

fn undef_in(undef: &[Value], v: &Value) -> bool {
    let whole = match *v {
        Value::VSub(n, _) => Value::V(n),
        w => w,
    };
    undef.binary_search(&whole).is_ok()
}

fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort();
    v.dedup();
    v
}

/// How a form (`$dst = OP $slot, 0`) names its operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum FormItem {
    Src,
    Slot,
    Imm(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FormKind {
    Copy,
    Store,
    Load,
    /// A cross-class move carrying `bits` low bits exactly; `full` when
    /// that covers the whole source register (every value survives).
    /// Otherwise only values whose own width fits in `bits` survive.
    Cross {
        bits: u32,
        full: bool,
    },
}

#[derive(Clone, Debug)]
struct Form {
    kind: FormKind,
    /// Bytes a store or load of this form accesses (the class's spill size).
    width: i64,
    opcode: String,
    has_dst: bool,
    items: Vec<FormItem>,
}

fn parse_form(kind: FormKind, width: u32, opcode: &str, form: &str) -> Option<Form> {
    let (has_dst, rest) = match form.split_once(" = ") {
        Some((d, r)) if d.trim() == "$dst" => (true, r.trim()),
        Some(_) => return None,
        None => (false, form.trim()),
    };
    let rest = rest.strip_prefix("OP")?.trim();
    let mut items = Vec::new();
    for part in rest.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        items.push(match part {
            "$src" => FormItem::Src,
            "$slot" => FormItem::Slot,
            n => FormItem::Imm(n.parse().ok()?),
        });
    }
    Some(Form {
        kind,
        width: width as i64,
        opcode: opcode.to_string(),
        has_dst,
        items,
    })
}

/// Where a matched form's slot operand points.
#[derive(Clone, Copy, Debug)]
enum SlotRef {
    Fi { fixed: bool, id: u32, off: i64 },
    Based(PReg, i64),
}

struct FormMatch {
    dst: Option<PReg>,
    srcs: Vec<PReg>,
    slot: Option<SlotRef>,
}

/// One aligned pair of register operands of a matched instruction.
struct RegPair<'a> {
    index: usize,
    pre: &'a RegOperand,
    post: &'a RegOperand,
}

/// How the checker explained an allocated instruction that has no
/// counterpart before allocation (see [`trace::InstKind::PostOnly`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostOnly {
    /// A register copy.
    Copy,
    /// A spill store.
    Spill,
    /// A reload.
    Reload,
    /// A cross-class move (a softened spill or reload).
    Cross,
    /// A rematerialisation.
    Remat,
    /// Stack-pointer / frame arithmetic or a no-op pseudo.
    Frame,
}

#[derive(Default)]
struct Report {
    on: bool,
    errors: Vec<CheckError>,
    stats: CheckStats,
    /// Filled in the reporting pass when a [`trace::Trace`] was asked for.
    trace: Option<Vec<Option<trace::BlockTrace>>>,
}

const MAX_ERRORS: usize = 50;

struct Checker<'a> {
    pre: &'a Function,
    post: &'a Function,
    t: &'a Target,
    post_pei: bool,
    /// Rematerialisable pre definitions by opcode: (vreg, defining inst).
    remat: HashMap<&'a str, Vec<(VReg, &'a Inst)>>,
    /// The same definitions by vreg number, and by instruction address
    /// (lookups per use and per pre instruction: a linear search of
    /// `remat` made the checker quadratic on large functions).
    remat_def: HashMap<u32, &'a Inst>,
    remat_at: HashMap<usize, VReg>,
    /// Pre definitions recomputable from register operands (operand
    /// rematerialisation) by [`op_remat_key`] (opcode and non-register
    /// operands): (vreg, defining inst). Kept apart from `remat`: only the
    /// post-only rule in `exec_post_only` uses them.
    op_remat: HashMap<String, Vec<(VReg, &'a Inst)>>,
    /// The same definitions by instruction address (`skippable`).
    op_remat_at: HashSet<*const Inst>,
    /// Vregs with an `IMPLICIT_DEF` of a sub-register only: the state does
    /// not track partly undefined values, so their uses are not checked.
    /// (A whole-register `IMPLICIT_DEF` is tracked: `State::undef`.)
    partial_undef_vregs: HashSet<VReg>,
    forms: Vec<Form>,
    /// The add-immediate opcode (the copy opcode of the stack pointer's
    /// class, when its form is `$dst = OP $src, 0`).
    addi: Option<String>,
    sp: PReg,
    /// The frame pointer, when the function has one
    /// ([`crate::frame::FramePolicy`]), and the entry-sp-relative address
    /// it holds in the body (minus the area above the frame: the fixed
    /// objects at negative offsets).
    frame_pointer: Option<(PReg, i64)>,
    /// The function ABI's callee-saved registers (tracked ones).
    save_list: Vec<PReg>,
    /// Widest spill slot in bytes (for clearing overlapping sp slots).
    slot_width: i64,
}

impl<'a> Checker<'a> {
    fn new(pre: &'a Function, post: &'a Function, t: &'a Target) -> Self {
        let post_pei = post.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            i.flags
                .iter()
                .any(|f| f == "frame-setup" || f == "frame-destroy")
        }) || post.stack.iter().any(|o| o.callee_saved_register.is_some())
            || (has_frame_index(pre) && !has_frame_index(post));
        // Rematerialisable definitions: the single def of a vreg, with one
        // explicit def, no implicit operands, register uses only of
        // reserved registers, and memory only on immutable fixed objects.
        let mut defs: HashMap<VReg, Vec<&Inst>> = HashMap::new();
        let mut undef_vregs = HashSet::new();
        let mut partial_undef_vregs = HashSet::new();
        for inst in pre.blocks.iter().flat_map(|b| &b.insts) {
            for d in inst.defs() {
                if let Reg::Virt(v) = d.reg {
                    defs.entry(v).or_default().push(inst);
                    if inst.opcode == "IMPLICIT_DEF" {
                        undef_vregs.insert(v);
                        if d.sub_reg.is_some() {
                            partial_undef_vregs.insert(v);
                        }
                    }
                }
            }
        }
        let mut remat: HashMap<&str, Vec<(VReg, &Inst)>> = HashMap::new();
        let mut op_remat: HashMap<String, Vec<(VReg, &Inst)>> = HashMap::new();
        let mut op_remat_at: HashSet<*const Inst> = HashSet::new();
        // Operands of operand remats: defined once, in the entry block,
        // which no edge enters (it runs once per call).
        let entry_once = !pre.blocks.is_empty()
            && crate::analysis::cfg::Cfg::new(pre, t)
                .preds(BlockId(0))
                .is_empty();
        let entry: HashSet<*const Inst> = pre
            .blocks
            .first()
            .filter(|_| entry_once)
            .map_or(HashSet::new(), |b| {
                b.insts.iter().map(|i| i as *const Inst).collect()
            });
        let single: HashSet<VReg> = defs
            .iter()
            .filter(|(_, d)| d.len() == 1 && entry.contains(&(d[0] as *const Inst)))
            .map(|(v, _)| *v)
            .collect();
        let mut vs: Vec<_> = defs.into_iter().collect();
        vs.sort_by_key(|(v, _)| *v);
        for (v, insts) in vs {
            if insts.len() != 1 {
                continue;
            }
            let inst = insts[0];
            // Operand rematerialisation: the vreg uses are single
            // definitions in the entry block, which runs once, so they
            // never change after `v`'s definition read them; a remat must
            // read locations holding them (checked where it executes).
            let operand_ok = |u: VReg| single.contains(&u) && !undef_vregs.contains(&u);
            if is_remat_candidate(inst, pre, t) {
                remat
                    .entry(inst.opcode.as_str())
                    .or_default()
                    .push((v, inst));
            } else if t
                .opcode(&inst.opcode)
                .is_some_and(|o| o.is_as_cheap_as_a_move)
                && operand_remat_probe(inst, t).is_some_and(|(probe, us)| {
                    us.into_iter().all(operand_ok) && is_remat_candidate(&probe, pre, t)
                })
            {
                op_remat
                    .entry(op_remat_key(inst))
                    .or_default()
                    .push((v, inst));
                op_remat_at.insert(inst as *const Inst);
            }
        }
        let mut forms = Vec::new();
        let mut addi = None;
        let sp = t.stack_pointer;
        for c in &t.classes {
            if let Some(s) = &c.spill {
                let w = c.spill_size;
                forms.extend(parse_form(FormKind::Copy, w, s.copy.0, s.copy.1));
                forms.extend(parse_form(FormKind::Store, w, s.store.0, s.store.1));
                forms.extend(parse_form(FormKind::Load, w, s.load.0, s.load.1));
                if c.contains(sp) && addi.is_none() {
                    if let Some(f) = parse_form(FormKind::Copy, 0, s.copy.0, s.copy.1) {
                        if f.has_dst && f.items == [FormItem::Src, FormItem::Imm(0)] {
                            addi = Some(f.opcode.clone());
                        }
                    }
                }
            }
        }
        for m in &t.cross_moves {
            let bits = t.class(m.from).spill_size * 8;
            forms.extend(parse_form(
                FormKind::Cross {
                    bits: m.value_bits,
                    full: m.value_bits >= bits,
                },
                0,
                m.opcode,
                m.form,
            ));
        }
        let mut seen = HashSet::new();
        forms.retain(|f| {
            seen.insert((
                f.opcode.clone(),
                f.has_dst,
                f.items.clone(),
                format!("{:?}", f.kind),
                f.width,
            ))
        });
        let save_list = t
            .abi_callee_saved
            .map(|m| {
                t.reg_mask(m)
                    .save_list
                    .iter()
                    .copied()
                    .filter(|r| !t.is_reserved(*r))
                    .collect()
            })
            .unwrap_or_default();
        let slot_width = t
            .classes
            .iter()
            .map(|c| c.spill_size as i64)
            .max()
            .unwrap_or(8)
            .max(1);
        Checker {
            pre,
            post,
            t,
            post_pei,
            remat_def: remat.values().flatten().map(|&(v, i)| (v.0, i)).collect(),
            remat_at: remat
                .values()
                .flatten()
                .map(|&(v, i)| (i as *const Inst as usize, v))
                .collect(),
            remat,
            op_remat,
            op_remat_at,
            partial_undef_vregs,
            forms,
            addi,
            sp,
            frame_pointer: crate::frame::FramePolicy::of(pre, t)
                .is_ok_and(|p| p.frame_pointer)
                .then(|| {
                    let above = post
                        .fixed_stack
                        .iter()
                        .map(|o| o.offset.min(0))
                        .min()
                        .unwrap_or(0);
                    (t.frame_pointer, above)
                }),
            save_list,
            slot_width,
        }
    }

    fn func_error(&self, message: String) -> CheckError {
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

    fn run_traced(&self, trace: Option<&mut trace::Trace>) -> Result<CheckStats, Vec<CheckError>> {
        let (pre, post) = (self.pre, self.post);
        // Block correlation by number.
        let mut pre_of = Vec::with_capacity(post.blocks.len());
        let mut errors = Vec::new();
        for b in &post.blocks {
            match pre.block_by_number(b.number) {
                Some(p) => pre_of.push(p),
                None => {
                    errors.push(self.func_error(format!(
                        "block bb.{} of the allocated function has no block with that number before allocation \
                         (the checker needs the same CFG)",
                        b.number
                    )));
                    pre_of.push(BlockId(u32::MAX));
                }
            }
        }
        if pre.blocks.len() != post.blocks.len() {
            errors.push(self.func_error(format!(
                "{} blocks before allocation, {} after (the checker needs the same CFG)",
                pre.blocks.len(),
                post.blocks.len()
            )));
        }
        if self.post_pei && self.t.abi_callee_saved.is_none() {
            errors.push(self.func_error(
                "post-PEI code but the target names no callee-saved set for the function's ABI \
                 (add a \"target-abi\" module flag)"
                    .to_string(),
            ));
        }
        if post.blocks.is_empty() || !errors.is_empty() {
            if errors.is_empty() {
                return Ok(CheckStats {
                    function: post.name.clone(),
                    ..CheckStats::default()
                });
            }
            return Err(errors);
        }
        // Fixpoint.
        let n = post.blocks.len();
        // Pre vregs live out of each pre block: equalities (aliases,
        // derived values) naming a dead vreg as the wanted value are dropped
        // at block exits. Without this they pile up over the whole function
        // (vregs are defined once, so nothing kills them) and every block's
        // state copy and join grows with the function: quadratic.
        let pre_live: Vec<crate::analysis::liveness::VRegSet> = {
            let cfg = crate::analysis::cfg::Cfg::new(pre, self.t);
            let live = crate::analysis::liveness::Liveness::new(pre, self.t, &cfg);
            (0..pre.blocks.len())
                .map(|i| live.live_out(BlockId(i as u32)).clone())
                .collect()
        };
        // The allocated function's own edges (its `successors:` lists, or
        // LLVM's inference where a block has none).
        let post_cfg = crate::analysis::cfg::Cfg::new(post, self.t);
        let mut ins: Vec<Option<State>> = vec![None; n];
        ins[0] = Some(self.entry_state());
        let mut queue: VecDeque<usize> = VecDeque::from([0]);
        let mut queued = vec![false; n];
        queued[0] = true;
        let mut iterations = 0usize;
        let limit = 200 * n + 1000;
        let mut quiet = Report::default();
        while let Some(b) = queue.pop_front() {
            queued[b] = false;
            iterations += 1;
            if iterations > limit {
                return Err(vec![self.func_error(format!(
                    "no fixpoint after {limit} block evaluations"
                ))]);
            }
            let Some(st) = ins[b].clone() else { continue };
            let mut out = self.run_block(b, pre_of[b], st, &mut quiet);
            if let Some(live) = pre_live.get(pre_of[b].index()) {
                out.forget_dead_equalities(live);
            }
            for &s in post_cfg.succs(BlockId(b as u32)) {
                let s = s.index();
                if s >= n {
                    continue;
                }
                let changed = match &mut ins[s] {
                    None => {
                        ins[s] = Some(out.clone());
                        true
                    }
                    Some(x) => x.meet(&out),
                };
                if changed && !queued[s] {
                    queued[s] = true;
                    queue.push_back(s);
                }
            }
        }
        // Reporting pass.
        let mut rep = Report {
            on: true,
            trace: trace.is_some().then(|| vec![None; n]),
            ..Report::default()
        };
        rep.stats.function = post.name.clone();
        rep.stats.iterations = iterations;
        if self.post_pei {
            rep.stats.callee_saved_returns = Some(0);
        }
        for b in 0..n {
            if let Some(st) = ins[b].clone() {
                rep.stats.blocks += 1;
                self.trace_entry(&mut rep, b, &st);
                self.run_block(b, pre_of[b], st, &mut rep);
            }
        }
        if let (Some(t), Some(blocks)) = (trace, rep.trace.take()) {
            t.blocks = blocks;
        }
        if rep.errors.is_empty() {
            Ok(rep.stats)
        } else {
            rep.errors.truncate(MAX_ERRORS);
            Err(rep.errors)
        }
    }

    fn entry_state(&self) -> State {
        let t = self.t;
        let mut units = vec![Vec::new(); t.num_units];
        for (i, r) in t.regs.iter().enumerate() {
            if r.reserved {
                continue;
            }
            let p = PReg(i as u16);
            for &u in r.units {
                units[u as usize].push((Value::Phys(p.0), p));
            }
        }
        // The zero register holds its constant (and, through skipped
        // copies, the vregs copied from it); writes to it are ignored.
        for &u in t.reg(t.zero).units {
            units[u as usize].push((Value::Phys(t.zero.0), t.zero));
        }
        for &p in &self.save_list {
            for &u in t.reg(p).units {
                units[u as usize].push((Value::Entry(p.0), p));
            }
        }
        // Before frame lowering, the frame pointer stands for the frame
        // address (as in the pre function); after it, the prologue sets it.
        if let (Some((fp, a)), false) = (self.frame_pointer, self.post_pei) {
            for &u in t.reg(fp).units {
                units[u as usize].push((Value::SpAddr(Base::Entry, a), fp));
            }
        }
        State {
            units: units.into_iter().map(sorted).collect(),
            slots: BTreeMap::new(),
            sp: Some((Base::Entry, 0)),
            realign: None,
            aliases: Vec::new(),
            derived: Vec::new(),
            undef: Vec::new(),
        }
    }

    // -- reading and writing registers ------------------------------------

    fn tracked(&self, p: PReg) -> bool {
        !self.t.is_reserved(p) && !self.t.reg(p).units.is_empty()
    }

    /// The values register `p` certainly holds.
    fn contents(&self, st: &State, p: PReg) -> Vec<Value> {
        if p == self.t.zero {
            // Invariant: the zero register's unit holds only facts written
            // as the zero register (its own value, and vregs copied from it).
            let z = self.t.reg(p).units.first().map(|u| &st.units[*u as usize]);
            return sorted(
                z.into_iter()
                    .flatten()
                    .filter(|(_, r)| *r == p)
                    .map(|(v, _)| *v)
                    .collect(),
            );
        }
        if !self.tracked(p) {
            return Vec::new();
        }
        let units = self.t.reg(p).units;
        let mut out = Vec::new();
        for &(val, r) in &st.units[units[0] as usize] {
            if !units[1..]
                .iter()
                .all(|u| st.units[*u as usize].binary_search(&(val, r)).is_ok())
            {
                continue;
            }
            if r == p {
                out.push(val);
            } else if let Some(idx) = self.sub_index(r, p) {
                if let Some(v) = self.sub_value(val, idx) {
                    out.push(v);
                }
            }
        }
        sorted(out)
    }

    /// The width in bits of a value, when known: a vreg's class register
    /// size (its spill size), a physical register's widest class. A
    /// sub-register value or a stack address has no known width here.
    fn value_width(&self, v: Value) -> Option<u32> {
        match v {
            Value::V(n) => {
                let c = self.pre.vreg_class(VReg(n))?;
                Some(self.t.class(c).spill_size * 8)
            }
            Value::Phys(r) | Value::Entry(r) => self
                .t
                .classes
                .iter()
                .filter(|c| c.contains(PReg(r)))
                .map(|c| c.spill_size * 8)
                .max(),
            Value::VSub(..) | Value::SpAddr(..) | Value::Const(_) => None,
        }
    }

    fn sub_index(&self, sup: PReg, sub: PReg) -> Option<SubRegIdx> {
        self.t
            .reg(sup)
            .sub_regs
            .iter()
            .find(|(s, _)| *s == sub)
            .map(|(_, i)| *i)
    }

    fn sub_value(&self, v: Value, idx: SubRegIdx) -> Option<Value> {
        match v {
            Value::V(n) => Some(Value::VSub(n, idx.0)),
            Value::Phys(r) => self.t.sub_reg(PReg(r), idx).map(|s| Value::Phys(s.0)),
            Value::Entry(r) => self.t.sub_reg(PReg(r), idx).map(|s| Value::Entry(s.0)),
            Value::VSub(..) | Value::SpAddr(..) | Value::Const(_) => None,
        }
    }

    fn write(&self, st: &mut State, p: PReg, vals: &[Value]) {
        if !self.tracked(p) {
            return;
        }
        let facts = sorted(vals.iter().map(|v| (*v, p)).collect());
        for &u in self.t.reg(p).units {
            st.units[u as usize] = facts.clone();
        }
    }

    /// Removes a value that is being redefined from every location.
    fn kill_def(&self, st: &mut State, v: Value) {
        match v {
            Value::V(n) | Value::VSub(n, _) => {
                st.kill(|x| matches!(x, Value::V(m) | Value::VSub(m, _) if *m == n))
            }
            Value::Phys(r) => {
                let r = PReg(r);
                st.kill(|x| matches!(x, Value::Phys(q) if self.t.overlaps(PReg(*q), r)))
            }
            other => st.kill(|x| *x == other),
        }
    }

    /// Where a value is (for reports).
    fn locations_of(&self, st: &State, v: Value) -> Vec<String> {
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
        for (s, vs) in &st.slots {
            if vs.contains(&v) {
                out.push(self.render_slot(*s));
            }
        }
        out
    }

    fn render_slot(&self, s: Slot) -> String {
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

    fn render_value(&self, v: Value) -> String {
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
        }
    }

    fn render_values(&self, vs: &[Value]) -> String {
        if vs.is_empty() {
            return "nothing known".to_string();
        }
        let parts: Vec<String> = vs.iter().map(|v| self.render_value(*v)).collect();
        format!("{{{}}}", parts.join(", "))
    }

    // -- stack slots --------------------------------------------------------

    /// The stack address `base + off` if `base` is the stack pointer or
    /// holds a stack address (a frame or base pointer).
    fn address(&self, st: &State, base: PReg, off: i64) -> Option<(Base, i64)> {
        if base == self.sp {
            return st.sp.map(|(b, s)| (b, s + off));
        }
        self.contents(st, base).iter().find_map(|v| match v {
            Value::SpAddr(b, a) => Some((*b, a + off)),
            _ => None,
        })
    }

    fn slot_of(&self, st: &State, r: SlotRef, width: i64) -> Option<Slot> {
        match r {
            SlotRef::Fi { fixed, id, off } => Some(Slot::Frame { fixed, id, off }),
            SlotRef::Based(b, off) => self
                .address(st, b, off)
                .map(|(base, a)| Slot::Sp(base, a, width)),
        }
    }

    /// The address of a frame object + offset, from the allocated
    /// function's frame tables (post-PEI: offsets are final). Objects are
    /// at entry sp + their offset, except, in a realigned frame, the ones
    /// frame lowering places below the realigned sp's frame (not fixed, not
    /// callee-saved save slots): realigned sp + `stackSize` + offset.
    fn object_address(&self, st: &State, fixed: bool, id: u32, off: i64) -> Option<(Base, i64)> {
        let o = if fixed {
            self.post.fixed_stack_object(id)
        } else {
            self.post.stack_object(id)
        }?;
        if st.realign.is_some() && !fixed && o.callee_saved_register.is_none() {
            return Some((
                Base::Realigned,
                self.post.frame.stack_size as i64 + o.offset + off,
            ));
        }
        Some((Base::Entry, o.offset + off))
    }

    /// Forgets the sp slots that `w` bytes at `base + addr` may overlap.
    fn clear_near(&self, st: &mut State, (base, addr): (Base, i64), w: i64) {
        let realign = st.realign;
        let this = entry_range(realign, base, addr, w);
        st.slots.retain(|k, _| match *k {
            Slot::Sp(b, a, aw) if b == base => !(a < addr + w && addr < a + aw),
            Slot::Sp(b, a, aw) => {
                let probe = entry_range(realign, b, a, aw);
                match (this, probe) {
                    (Some((lo, hi)), Some((plo, phi))) => !(plo < hi && lo < phi),
                    _ => false,
                }
            }
            Slot::Frame { .. } => true,
        });
    }

    /// The bytes an instruction accesses, from its memory operand
    /// (`store (s32) ...`), else the widest spill slot.
    fn access_width(&self, inst: &Inst) -> i64 {
        inst.mem
            .iter()
            .filter_map(|m| {
                let rest = &m[m.find("(s")? + 2..];
                let bits: i64 = rest[..rest.find(')')?].parse().ok()?;
                Some((bits + 7) / 8)
            })
            .max()
            .unwrap_or(self.slot_width)
    }

    // -- matching ------------------------------------------------------------

    /// Pairs the operands of pre instruction `q` and post instruction `p`
    /// if `p` can be `q` after allocation.
    fn try_match<'b>(&self, q: &'b Inst, p: &'b Inst, st: &State) -> Option<Vec<RegPair<'b>>> {
        if q.opcode != p.opcode || q.operands.len() != p.operands.len() {
            return None;
        }
        self.pair_operands(&q.operands, &p.operands, st, 0)
    }

    fn pair_operands<'b>(
        &self,
        qs: &'b [Operand],
        ps: &'b [Operand],
        st: &State,
        base: usize,
    ) -> Option<Vec<RegPair<'b>>> {
        if qs.len() != ps.len() {
            return None;
        }
        let mut pairs = Vec::new();
        let mut k = 0;
        while k < qs.len() {
            match (&qs[k], &ps[k]) {
                (Operand::Reg(a), Operand::Reg(b)) => {
                    if a.is_def != b.is_def || a.implicit != b.implicit {
                        return None;
                    }
                    match (a.reg, b.reg) {
                        // No allocator gives a vreg a reserved register: the
                        // prologue's `$x2 = ADDI $x2, -16` is not `%2 = ADDI
                        // %stack.0, 0` although both compute entry sp - 16.
                        (Reg::Virt(_), Reg::Phys(y)) if a.is_def && self.t.is_reserved(y) => {
                            return None
                        }
                        (Reg::Virt(_), _) => {}
                        (Reg::Phys(x), Reg::Phys(y)) if x == y => {}
                        (Reg::NoReg, Reg::NoReg) => {}
                        _ => return None,
                    }
                    pairs.push(RegPair {
                        index: base + k,
                        pre: a,
                        post: b,
                    });
                }
                (Operand::Block(a), Operand::Block(b)) => {
                    let na = self.pre.blocks.get(a.index()).map(|x| x.number);
                    let nb = self.post.blocks.get(b.index()).map(|x| x.number);
                    if na.is_none() || na != nb {
                        return None;
                    }
                }
                (Operand::FrameIndex { fixed, id, .. }, Operand::Reg(b)) if !b.is_def => {
                    // `%stack.N, off` became `$sp, off'` in post-PEI code.
                    let (Some(Operand::Imm(qo)), Some(Operand::Imm(po)), Reg::Phys(br)) =
                        (qs.get(k + 1), ps.get(k + 1), b.reg)
                    else {
                        return None;
                    };
                    let want = self.object_address(st, *fixed, *id, *qo)?;
                    if self.address(st, br, *po) != Some(want) {
                        return None;
                    }
                    k += 1;
                }
                (
                    Operand::FrameIndex {
                        fixed: f1, id: i1, ..
                    },
                    Operand::FrameIndex {
                        fixed: f2, id: i2, ..
                    },
                ) => {
                    if f1 != f2 || i1 != i2 {
                        return None;
                    }
                }
                (a, b) => {
                    if a != b {
                        return None;
                    }
                }
            }
            k += 1;
        }
        Some(pairs)
    }

    /// The value a pre register operand uses or defines (`None`: not tracked).
    fn pre_value(&self, r: &RegOperand) -> Option<Value> {
        match r.reg {
            Reg::Virt(v) => Some(match r.sub_reg {
                Some(s) => Value::VSub(v.0, s.0),
                None => Value::V(v.0),
            }),
            // In a function with a frame pointer, the pre function reading
            // it (`__builtin_frame_address`) reads the frame address: the
            // CFA less the area above the frame (LLVM's frame pointer).
            Reg::Phys(p) if self.frame_pointer.is_some_and(|(fp, _)| fp == p) => {
                match (r.sub_reg, self.frame_pointer) {
                    (None, Some((_, a))) => Some(Value::SpAddr(Base::Entry, a)),
                    _ => None,
                }
            }
            Reg::Phys(p)
                if self
                    .frame_pointer
                    .is_some_and(|(fp, _)| self.t.overlaps(fp, p)) =>
            {
                None
            }
            Reg::Phys(p) if self.tracked(p) || p == self.t.zero => Some(match r.sub_reg {
                Some(s) => Value::Phys(self.t.sub_reg(p, s).unwrap_or(p).0),
                None => Value::Phys(p.0),
            }),
            _ => None,
        }
    }

    /// Is `val` undefined here (after an `IMPLICIT_DEF` of it, or a copy of
    /// one, on every path to here), equal through a skipped pre copy to a
    /// value undefined here, or a vreg with a sub-register `IMPLICIT_DEF`
    /// (not tracked)? Its value may be anything, so no location is wrong
    /// for it.
    fn maybe_undef(&self, st: &State, val: Value) -> bool {
        let undef = |v: Value| {
            undef_in(&st.undef, &v)
                || match v {
                    Value::V(x) | Value::VSub(x, _) => self.partial_undef_vregs.contains(&VReg(x)),
                    _ => false,
                }
        };
        undef(val) || st.aliases.iter().any(|&(d, s)| d == val && undef(s))
    }

    /// Would the uses of `q` read the right values through `pairs`?
    fn uses_ok(&self, pairs: &[RegPair], st: &State) -> bool {
        pairs
            .iter()
            .filter(|pr| !pr.pre.is_def && !pr.pre.undef)
            .all(|pr| {
                if let Reg::Virt(v) = pr.pre.reg {
                    if self.partial_undef_vregs.contains(&v) {
                        return true;
                    }
                }
                match (self.pre_value(pr.pre), pr.post.reg) {
                    (None, _) => true,
                    (Some(val), _) if self.maybe_undef(st, val) => true,
                    // The same test as `exec_matched`'s (aliases of skipped
                    // copies and rematerialisable twins count).
                    (Some(val), Reg::Phys(p)) => {
                        let c = self.contents(st, p);
                        c.contains(&val)
                            || c.iter()
                                .any(|&w| st.same_value(val, w) || self.remat_twins(val, w))
                    }
                    (Some(_), _) => false,
                }
            })
    }

    /// Would every register of `pairs` be in its pre vreg's class?
    fn classes_ok(&self, pairs: &[RegPair]) -> bool {
        pairs.iter().all(|pr| match pr.post.reg {
            Reg::Phys(preg) => self.in_class(pr.pre, preg),
            _ => true,
        })
    }

    /// Is `preg` a register the pre operand `r` may be given (in its
    /// vreg's class, through its sub-register index)? True for a pre
    /// physical register or a vreg without a class.
    fn in_class(&self, r: &RegOperand, preg: PReg) -> bool {
        let Reg::Virt(v) = r.reg else { return true };
        let Some(c) = self.pre.vreg_class(v) else {
            return true;
        };
        let ci = self.t.class(c);
        match r.sub_reg {
            None => ci.contains(preg),
            Some(s) => ci
                .members
                .iter()
                .any(|m| self.t.sub_reg(*m, s) == Some(preg)),
        }
    }

    /// Can `q` be absent from post (and what does its absence do)?
    fn skippable(&self, q: &Inst) -> bool {
        if q.is_debug() || q.opcode == "KILL" || q.opcode == "IMPLICIT_DEF" {
            return true;
        }
        if q.is_copy() {
            return copy_regs(q).is_some();
        }
        if let Some((v, _)) = self.remat_of_pre(q) {
            let _ = v;
            return true;
        }
        // An operand remat's def: its value exists only where a checked
        // post-only recomputation (`op_remat_matches`) writes it.
        if self.op_remat_at.contains(&(q as *const Inst)) {
            return true;
        }
        if self.post_pei {
            if let Some(info) = self.t.opcode(&q.opcode) {
                return !info.is_call
                    && !info.is_branch
                    && !info.is_return
                    && !info.is_terminator
                    && !info.defs.is_empty()
                    && info.defs.iter().all(|d| *d == self.sp);
            }
        }
        false
    }

    /// The stack address post instruction `p` computes when it is the
    /// add-immediate of a register holding one (`$x8 = ADDI $sp, 16`).
    fn addi_address(&self, p: &Inst, st: &State) -> Option<Value> {
        if self.addi.as_deref() != Some(p.opcode.as_str()) {
            return None;
        }
        let [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)] = p.operands.as_slice() else {
            return None;
        };
        let Reg::Phys(br) = base.reg else { return None };
        self.address(st, br, *k).map(|(b, a)| Value::SpAddr(b, a))
    }

    /// Is post instruction `p` frame arithmetic on the stack pointer (`$sp
    /// = ADDI $sp, k`, `$sp = ADD $sp, $r`: the target's frame-lowering
    /// opcodes, with sp the only explicit def)?
    fn is_sp_adjustment(&self, p: &Inst) -> bool {
        let Some(fo) = self.t.frame_ops.as_ref() else {
            return false;
        };
        let mut defs = p
            .operands
            .iter()
            .filter(|o| matches!(o, Operand::Reg(r) if r.is_def && !r.implicit));
        matches!(
            (defs.next(), defs.next()),
            (Some(Operand::Reg(r)), None) if r.reg == Reg::Phys(self.sp)
        ) && (p.opcode == fo.add_imm || p.opcode == fo.add_reg)
    }

    /// Is post instruction `p` a rematerialisation of the source of pre
    /// copy `q` (`%d = COPY %s` with `%s` rematerialisable, `p` recomputing
    /// `%s`)? Then `p` is executed before `q` is skipped.
    fn remat_feeds_copy(&self, q: &Inst, p: &Inst, st: &State) -> bool {
        if !q.is_copy() {
            return false;
        }
        let Some((_, s)) = copy_regs(q) else {
            return false;
        };
        let (Reg::Virt(sv), None) = (s.reg, s.sub_reg) else {
            return false;
        };
        if !self
            .remat
            .get(p.opcode.as_str())
            .is_some_and(|l| l.iter().any(|(v, _)| *v == sv))
        {
            return false;
        }
        let mut trial = st.clone();
        if !matches!(self.exec_post_only(p, &mut trial), Some(PostOnly::Remat)) {
            return false;
        }
        p.defs().any(|d| {
            matches!(d.reg, Reg::Phys(x) if !d.implicit
                && self.contents(&trial, x).contains(&Value::V(sv.0)))
        })
    }

    /// Is `q` an operand remat's definition and `p`, which is not the next
    /// pre instruction that must be matched, a post-only copy,
    /// spill, reload, cross-class move or frame instruction (prologue code
    /// included: to be executed before `q` is reached, rather than leaving
    /// `q` out now, so the two checks of one allocation, before and after
    /// frame lowering, pair the same instructions)?
    fn post_only_before_op_remat(
        &self,
        q: &Inst,
        p: &Inst,
        rest_pre: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        if !self.op_remat_at.contains(&(q as *const Inst)) {
            return false;
        }
        // `p` is the next pre instruction that must be matched (past the
        // definitions that may be left out), not spill code that only
        // resembles it (`FSW $f1_f, %stack.0, 28` storing to a local
        // array looks like a spill store).
        if rest_pre
            .iter()
            .map(|&(_, x)| x)
            .find(|x| !self.skippable(x))
            .is_some_and(|n| self.try_match(n, p, st).is_some())
        {
            return false;
        }
        let mut trial = st.clone();
        matches!(
            self.exec_post_only(p, &mut trial),
            Some(
                PostOnly::Copy
                    | PostOnly::Spill
                    | PostOnly::Reload
                    | PostOnly::Cross
                    | PostOnly::Frame
            )
        )
    }

    /// Post instruction `p` looks like pre instruction `q` (same opcode and
    /// immediates: `LW $x2, 12` reloading a spill slot at sp + 12 vs
    /// `LW %a, 12`) but is spill code: read as a post-only instruction, a
    /// later post instruction of `rest` is `q` with every use right, and
    /// the ones in between (at most [`SPILL_LOOKAHEAD`]) are post-only
    /// spill code too (`SW $x10, $x2, 0` spilling, `$x10 = LW $x2, 4`
    /// reloading, then the real `SW $x10, $x8, 0`). Then `p` is taken as
    /// spill code when its uses as `q` would be wrong.
    fn spill_code_first(&self, q: &Inst, p: &Inst, rest: &[(usize, &Inst)], st: &State) -> bool {
        let mut trial = st.clone();
        if self.exec_post_only(p, &mut trial).is_none() {
            return false;
        }
        self.apply_masks(p, &mut trial);
        // Prologue code does not count against the lookahead: CFI
        // directives, and moves of callee-saved registers' entry values
        // (a softened save `$f5_f = FMV_W_X killed $x1` per saved
        // register, each resembling a pre `FMV_W_X`).
        let mut counted = 0;
        for &(_, n) in rest {
            if counted > SPILL_LOOKAHEAD {
                break;
            }
            if self
                .try_match(q, n, &trial)
                .is_some_and(|pairs| self.uses_ok(&pairs, &trial))
            {
                return true;
            }
            let saves_entry = self.reads_entry_value(n, &trial);
            match self.exec_post_only(n, &mut trial) {
                None => return false,
                Some(PostOnly::Frame) => {}
                Some(_) if saves_entry => {}
                Some(_) => counted += 1,
            }
            self.apply_masks(n, &mut trial);
        }
        false
    }

    /// Does `p` read a register holding a callee-saved register's entry
    /// value (a prologue save)?
    fn reads_entry_value(&self, p: &Inst, st: &State) -> bool {
        p.reg_operands().any(|(_, r)| {
            !r.is_def
                && matches!(r.reg, Reg::Phys(x) if self.contents(st, x).iter().any(|v| matches!(v, Value::Entry(_))))
        })
    }

    /// Pre instruction `q` is a deletable rematerialisable definition and a
    /// later pre instruction `n` of the same run of rematerialisable-shaped
    /// definitions (`rest_pre` follows `q`) computes the same thing (`%a =
    /// ADDI $x0, 1; %c = LUI 5; %b = ADDI $x0, 1; %d = LUI 5`) but may not
    /// be deleted (`%b` has several definitions): post instruction `p`,
    /// which matches both, is `n`'s, so `q` is taken as deleted (matching
    /// `p` to `q` would leave `n` without a counterpart) — unless one of
    /// the post instructions after `p` within the run's length (`rest_post`)
    /// matches `n` too: then both definitions are there, in order.
    /// (Taking a deletable definition as deleted is always a sound reading:
    /// every use of its value is still checked.)
    fn deleted_twin(
        &self,
        q: &Inst,
        p: &Inst,
        rest_pre: &[(usize, &Inst)],
        rest_post: &[(usize, &Inst)],
        st: &State,
    ) -> bool {
        if self.remat_of_pre(q).is_none() || self.try_match(q, p, st).is_none() {
            return false;
        }
        let uses = non_def_operands;
        let run = rest_pre
            .iter()
            .take_while(|(_, x)| is_remat_candidate(x, self.pre, self.t))
            .count();
        let mine = uses(q);
        let Some(&(_, n)) = rest_pre[..run]
            .iter()
            .find(|(_, x)| x.opcode == q.opcode && uses(x) == mine)
        else {
            return false;
        };
        if self.skippable(n) {
            return false;
        }
        let window = &rest_post[..rest_post.len().min(run)];
        if window
            .iter()
            .any(|&(_, a)| self.try_match(n, a, st).is_some())
        {
            return false;
        }
        self.try_match(n, p, st)
            .is_some_and(|pairs| self.uses_ok(&pairs, st))
    }

    fn remat_of_pre(&self, q: &Inst) -> Option<(VReg, &Inst)> {
        let v = *self.remat_at.get(&(q as *const Inst as usize))?;
        // Invariant: `remat_at` and `remat_def` index the same entries.
        self.remat_def.get(&v.0).map(|i| (v, *i))
    }

    /// Applies the effect of a pre instruction absent from post.
    fn apply_skip(&self, q: &Inst, st: &mut State) {
        if q.is_copy() {
            let Some((d, s)) = copy_regs(q) else { return };
            let (Some(dv), sv) = (self.pre_value(d), self.pre_value(s)) else {
                return;
            };
            // `%0 = COPY %0` (an identity copy the allocator deleted) changes
            // nothing; killing `%0` first would lose it everywhere.
            if sv == Some(dv) {
                return;
            }
            self.kill_def(st, dv);
            if d.sub_reg.is_some() {
                return;
            }
            let Some(sv) = sv else { return };
            // A copy of an undefined value is undefined.
            if undef_in(&st.undef, &sv) {
                st.set_undef(dv);
            }
            // Invariant: `dv` was just killed, so no older alias names it.
            // Aliases are kept transitively closed: `%16 = COPY %12` then
            // `$x10 = COPY %16`, both skipped, with `%12` rematerialised
            // into `$x10` after them, needs `$x10` ≡ `%12` (as long as
            // both live, `dv` equals whatever `sv` equals).
            let mut new: Vec<(Value, Value)> = st
                .aliases
                .iter()
                .filter(|(a, _)| *a == sv)
                .map(|&(_, t)| (dv, t))
                .filter(|&(_, t)| t != dv)
                .collect();
            new.push((dv, sv));
            for x in new {
                if let Err(k) = st.aliases.binary_search(&x) {
                    st.aliases.insert(k, x);
                }
            }
            // Every location holding the source now holds the dest too.
            let mut adds: Vec<(u16, (Value, PReg))> = Vec::new();
            for (u, facts) in st.units.iter().enumerate() {
                for &(val, r) in facts {
                    if val == sv {
                        adds.push((u as u16, (dv, r)));
                    }
                }
            }
            if let Value::VSub(n, idx) = sv {
                for facts in &st.units {
                    for &(val, r) in facts {
                        if val == Value::V(n) {
                            if let Some(sub) = self.t.sub_reg(r, SubRegIdx(idx)) {
                                for &u in self.t.reg(sub).units {
                                    adds.push((u, (dv, sub)));
                                }
                            }
                        }
                    }
                }
            }
            for (u, f) in adds {
                st.units[u as usize].push(f);
            }
            for f in &mut st.units {
                f.sort();
                f.dedup();
            }
            for vs in st.slots.values_mut() {
                if vs.contains(&sv) {
                    vs.push(dv);
                    vs.sort();
                    vs.dedup();
                }
            }
            return;
        }
        // Other skippable instructions: their defs no longer hold anywhere
        // (an `IMPLICIT_DEF`'s whole def is undefined instead).
        for d in q.defs() {
            if let Some(v) = self.pre_value(d) {
                self.kill_def(st, v);
                if q.opcode == "IMPLICIT_DEF" && d.sub_reg.is_none() {
                    st.set_undef(v);
                }
            }
        }
    }

    // -- executing ---------------------------------------------------------

    #[allow(clippy::too_many_arguments)]
    fn error(
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
        if !rep.on || rep.errors.len() >= MAX_ERRORS {
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

    fn operand_name(&self, k: usize, r: &RegOperand) -> String {
        format!("operand {k} ({})", render_reg(r.reg, self.t))
    }

    /// The callee-saved check at a return (post-PEI only).
    fn check_return(&self, b: usize, j: usize, p: &Inst, st: &State, rep: &mut Report) {
        if !self.post_pei || !self.t.opcode(&p.opcode).is_some_and(|o| o.is_return) {
            return;
        }
        if rep.on {
            if let Some(n) = &mut rep.stats.callee_saved_returns {
                *n += 1;
            }
        }
        for &r in &self.save_list {
            let c = self.contents(st, r);
            if !c.contains(&Value::Entry(r.0)) {
                let name = format!("${}", self.t.mir_name(r));
                self.error(
                    rep,
                    b,
                    Side::Post,
                    j,
                    p,
                    Some(name.clone()),
                    Some(self.render_value(Value::Entry(r.0))),
                    Some(format!("{} in {name}", self.render_values(&c))),
                    format!(
                        "callee-saved register {name} does not hold its entry value at this return"
                    ),
                );
            }
        }
        if st.sp != Some((Base::Entry, 0)) {
            self.error(
                rep,
                b,
                Side::Post,
                j,
                p,
                Some(format!("${}", self.t.mir_name(self.sp))),
                Some("entry sp+0".to_string()),
                Some(match st.sp {
                    Some((b, d)) => format!("{}{d:+}", render_base(b)),
                    None => "unknown".to_string(),
                }),
                "the stack pointer is not restored at this return".to_string(),
            );
        }
    }

    /// Executes a matched pair: `q`'s semantics on `p`'s registers.
    #[allow(clippy::too_many_arguments)]
    fn exec_matched(
        &self,
        b: usize,
        j: usize,
        q: &Inst,
        p: &Inst,
        pairs: &[RegPair],
        st: &mut State,
        rep: &mut Report,
    ) {
        if rep.on {
            rep.stats.matched += 1;
        }
        // Uses.
        for pr in pairs.iter().filter(|pr| !pr.pre.is_def) {
            let Some(val) = self.pre_value(pr.pre) else {
                continue;
            };
            let preg = match pr.post.reg {
                Reg::Phys(x) => x,
                _ => {
                    self.error(
                        rep,
                        b,
                        Side::Post,
                        j,
                        p,
                        Some(self.operand_name(pr.index, pr.post)),
                        Some(self.render_value(val)),
                        None,
                        "operand is not a physical register after allocation".to_string(),
                    );
                    continue;
                }
            };
            self.check_class(b, j, p, pr, preg, rep);
            if pr.pre.undef {
                continue;
            }
            if let Reg::Virt(v) = pr.pre.reg {
                if self.partial_undef_vregs.contains(&v) {
                    continue;
                }
            }
            if self.maybe_undef(st, val) {
                continue;
            }
            if rep.on {
                rep.stats.uses_checked += 1;
            }
            let c = self.contents(st, preg);
            if !c
                .iter()
                .any(|&w| st.same_value(val, w) || self.remat_twins(val, w))
            {
                let wher = self.locations_of(st, val);
                self.error(
                    rep,
                    b,
                    Side::Post,
                    j,
                    p,
                    Some(self.operand_name(pr.index, pr.post)),
                    Some(format!(
                        "{}{}{}",
                        self.render_value(val),
                        match pr.pre.reg {
                            Reg::Virt(_) => " (its value before allocation)",
                            _ => "",
                        },
                        if wher.is_empty() {
                            ", which is nowhere".to_string()
                        } else {
                            format!(", which is in {}", wher.join(", "))
                        }
                    )),
                    Some(format!(
                        "{} in ${}",
                        self.render_values(&c),
                        self.t.mir_name(preg)
                    )),
                    "use reads the wrong value".to_string(),
                );
            }
        }
        self.check_constraints(b, j, p, rep);
        self.check_return(b, j, p, st, rep);
        // Memory the instruction addresses: no longer a known spill slot.
        // The add-immediate (`%a = ADDI %stack.0, 4`, `$x10 = ADDI $x2,
        // 20`) computes an address and accesses nothing: the slots stay.
        // (Spill slots never have their address taken, so no access
        // through such an address reaches them.)
        // A plain load (its memory operands say so: a frame walker reading
        // the saved return address through the frame pointer) changes
        // nothing either.
        let addresses_only = self.addi.as_deref() == Some(q.opcode.as_str()) || loads_only(q);
        if !addresses_only {
            for (k, o) in q.operands.iter().enumerate() {
                if let Operand::FrameIndex { fixed, id, .. } = o {
                    let (fixed, id) = (*fixed, *id);
                    st.slots
                    .retain(|s, _| !matches!(s, Slot::Frame { fixed: f, id: i, .. } if *f == fixed && *i == id));
                    {
                        if let (Some(Operand::Imm(off)), Some(a)) =
                            (q.operands.get(k + 1), self.object_address(st, fixed, id, 0))
                        {
                            self.clear_near(st, (a.0, a.1 + off), self.access_width(q));
                        }
                    }
                }
            }
            for (k, o) in p.operands.iter().enumerate() {
                if let (Operand::Reg(r), Some(Operand::Imm(off))) = (o, p.operands.get(k + 1)) {
                    if let (Reg::Phys(base), false) = (r.reg, r.is_def) {
                        if let Some(a) = self.address(st, base, *off) {
                            self.clear_near(st, a, self.access_width(p));
                        }
                    }
                }
            }
        }
        // A frame-lowering constant (`$x5 = LUI 1` matching a pre
        // `%v = LUI 1`) is also tracked as such, for sp arithmetic.
        let konst = self
            .frame_value(p, st)
            .filter(|v| matches!(v, Value::Const(_)));
        // Calls: registers the mask does not preserve lose their values.
        self.apply_masks(p, st);
        // Defs. A matched COPY: the def's value joins the source's
        // locations (they are equal), and the dest gets all of them.
        let copy_src: Option<Vec<Value>> = if q.is_copy() && copy_regs(q).is_some() {
            self.apply_skip(q, st);
            pairs
                .iter()
                .find(|pr| !pr.pre.is_def)
                .and_then(|pr| match pr.post.reg {
                    Reg::Phys(s) => Some(self.contents(st, s)),
                    _ => None,
                })
        } else {
            None
        };
        // A matched cross-class move (`%13 = FMV_X_D %12` as `$x12 =
        // FMV_X_D $f0`) copies bits exactly, so its dest also holds what
        // the source held, as a post-only move's would: a later move back
        // may serve as a softened reload of the source.
        let cross_src = if copy_src.is_none() {
            self.cross_move_contents(p, st).map(|mut v| {
                v.extend(
                    self.cross_srcs(p)
                        .into_iter()
                        .flat_map(|s| self.derived_of(st, p, s)),
                );
                sorted(v)
            })
        } else {
            None
        };
        // `%d = OP %s` with OP a cross-class move: remember it (after the
        // defs are written, below), so a post-only `OP` of `%s` yields `%d`.
        let derive: Option<(Value, u16, Value)> = if copy_src.is_none() {
            self.cross_form(p).and_then(|(k, _)| {
                let mut uses = pairs.iter().filter(|pr| !pr.pre.is_def);
                let mut defs = pairs.iter().filter(|pr| pr.pre.is_def && !pr.pre.implicit);
                let (u, d) = (uses.next()?, defs.next()?);
                if uses.any(|pr| !pr.pre.implicit) || defs.next().is_some() {
                    return None;
                }
                let (Reg::Virt(_), None, Reg::Virt(_), None) =
                    (u.pre.reg, u.pre.sub_reg, d.pre.reg, d.pre.sub_reg)
                else {
                    return None;
                };
                let (sv, dv) = (self.pre_value(u.pre)?, self.pre_value(d.pre)?);
                (sv != dv).then_some((sv, k as u16, dv))
            })
        } else {
            None
        };
        let defs: Vec<(Value, PReg)> = pairs
            .iter()
            .filter(|pr| pr.pre.is_def)
            .filter_map(|pr| match (self.pre_value(pr.pre), pr.post.reg) {
                (Some(v), Reg::Phys(x)) => Some((v, x)),
                _ => None,
            })
            .collect();
        for pr in pairs.iter().filter(|pr| pr.pre.is_def) {
            if let Reg::Phys(x) = pr.post.reg {
                self.check_class(b, j, p, pr, x, rep);
            }
        }
        if copy_src.is_none() {
            for (v, _) in &defs {
                self.kill_def(st, *v);
            }
        }
        for pr in pairs.iter().filter(|pr| pr.pre.is_def) {
            if let (None, Reg::Phys(x)) = (self.pre_value(pr.pre), pr.post.reg) {
                // A def of an untracked pre register (reserved): clobber.
                self.write(st, x, &[]);
            }
        }
        // The program itself moving sp (a dynamic alloca: `$sp = COPY %1`)
        // makes it unknown until the epilogue restores it from the frame
        // pointer. (Calls and call-frame pseudos define sp implicitly: they
        // leave it balanced.)
        if p.operands.iter().any(|o| {
            matches!(o, Operand::Reg(r) if r.is_def && !r.implicit && r.reg == Reg::Phys(self.sp))
        }) {
            st.sp = None;
        }
        // A constant computation (`%59 = ADDI %stack.2, 0`, kept because
        // `%59` has other definitions) also yields every rematerialisable
        // pre value defined identically (`%58 = ADDI %stack.2, 0`, deleted
        // and served from `%59`'s register).
        let twins = if copy_src.is_none() && defs.len() == 1 {
            self.constant_twins(q)
        } else {
            Vec::new()
        };
        for &(v, _) in &defs {
            // ... and, until redefined, equals them wherever they are (a
            // later rematerialisation of `%58` serves a use of `%59`).
            for &w in twins.iter().filter(|w| **w != v) {
                if let Err(k) = st.aliases.binary_search(&(v, w)) {
                    st.aliases.insert(k, (v, w));
                }
            }
        }
        for (v, x) in defs {
            let mut vals = vec![v];
            vals.extend(twins.iter().copied().filter(|w| *w != v));
            if let Some(src) = &copy_src {
                vals.extend(src.iter().copied());
            }
            if let Some(src) = &cross_src {
                vals.extend(src.iter().copied().filter(|w| *w != v));
            }
            vals.extend(konst);
            self.write(st, x, &vals);
        }
        if let Some(x) = derive {
            if let Err(k) = st.derived.binary_search(&x) {
                st.derived.insert(k, x);
            }
        }
        if q.opcode == "IMPLICIT_DEF" {
            for d in q.defs().filter(|d| d.sub_reg.is_none()) {
                if let Some(v) = self.pre_value(d) {
                    st.set_undef(v);
                }
            }
        }
    }

    /// The cross-class move form `p` has (its index in the forms, and the
    /// match).
    fn cross_form(&self, p: &Inst) -> Option<(usize, FormMatch)> {
        self.forms.iter().enumerate().find_map(|(k, f)| {
            if !matches!(f.kind, FormKind::Cross { .. }) || f.opcode != p.opcode {
                return None;
            }
            let m = self.match_form(f, p)?;
            (m.dst.is_some() && !m.srcs.is_empty()).then_some((k, m))
        })
    }

    /// The source registers of `p` as a cross-class move.
    fn cross_srcs(&self, p: &Inst) -> Vec<PReg> {
        self.cross_form(p).map(|(_, m)| m.srcs).unwrap_or_default()
    }

    /// The pre values a cross-class move `p` computes from source register
    /// `s` through the derived facts of `st` (see [`State::derived`]).
    fn derived_of(&self, st: &State, p: &Inst, s: PReg) -> Vec<Value> {
        if st.derived.is_empty() {
            return Vec::new();
        }
        let held = self.contents(st, s);
        st.derived
            .iter()
            .filter(|(sv, k, _)| {
                self.forms
                    .get(*k as usize)
                    .is_some_and(|f| f.opcode == p.opcode)
                    && held.contains(sv)
            })
            .map(|(_, _, d)| *d)
            .collect()
    }

    /// When `p` has the shape of one of the target's cross-class moves,
    /// what its source register holds, restricted to the values the move
    /// carries whole (see the module doc).
    fn cross_move_contents(&self, p: &Inst, st: &State) -> Option<Vec<Value>> {
        for f in &self.forms {
            let FormKind::Cross { bits, full } = f.kind else {
                continue;
            };
            if f.opcode != p.opcode {
                continue;
            }
            let Some(m) = self.match_form(f, p) else {
                continue;
            };
            let (Some(_), Some(&s)) = (m.dst, m.srcs.first()) else {
                continue;
            };
            if m.srcs.iter().any(|x| *x != s) || !self.tracked(s) {
                continue;
            }
            let vals = self.contents(st, s);
            return Some(if full {
                vals
            } else {
                vals.into_iter()
                    .filter(|v| self.value_width(*v).is_some_and(|w| w <= bits))
                    .collect()
            });
        }
        None
    }

    fn check_class(
        &self,
        b: usize,
        j: usize,
        p: &Inst,
        pr: &RegPair,
        preg: PReg,
        rep: &mut Report,
    ) {
        let Reg::Virt(v) = pr.pre.reg else { return };
        let Some(c) = self.pre.vreg_class(v) else {
            return;
        };
        let ci = self.t.class(c);
        if !self.in_class(pr.pre, preg) {
            self.error(
                rep,
                b,
                Side::Post,
                j,
                p,
                Some(self.operand_name(pr.index, pr.post)),
                Some(format!(
                    "a register of class {} (for %{})",
                    ci.mir_name, v.0
                )),
                Some(format!("${}", self.t.mir_name(preg))),
                "register is not in the virtual register's class".to_string(),
            );
        }
    }

    /// Tied operands share the def's register; early-clobber defs share no
    /// unit with a use.
    fn check_constraints(&self, b: usize, j: usize, p: &Inst, rep: &mut Report) {
        for (k, r) in p.reg_operands() {
            if let Some(t) = r.tied_def {
                let ok =
                    matches!(p.operands.get(t as usize), Some(Operand::Reg(d)) if d.reg == r.reg);
                if !ok {
                    let d = match p.operands.get(t as usize) {
                        Some(o) => render_operand(o, self.post, self.t),
                        None => "nothing".to_string(),
                    };
                    self.error(
                        rep,
                        b,
                        Side::Post,
                        j,
                        p,
                        Some(self.operand_name(k, r)),
                        Some(format!("the register of operand {t}")),
                        Some(d),
                        "tied use is not in the register of its def".to_string(),
                    );
                }
            }
            if r.is_def && r.early_clobber {
                let Reg::Phys(d) = r.reg else { continue };
                for (k2, u) in p.reg_operands() {
                    if u.is_def || u.undef {
                        continue;
                    }
                    if let Reg::Phys(x) = u.reg {
                        if self.tracked(x) && self.t.overlaps(x, d) {
                            self.error(
                                rep,
                                b,
                                Side::Post,
                                j,
                                p,
                                Some(self.operand_name(k, r)),
                                Some(
                                    "a register sharing no unit with the instruction's uses"
                                        .to_string(),
                                ),
                                Some(format!(
                                    "{} is also use {}",
                                    render_reg(r.reg, self.t),
                                    self.operand_name(k2, u)
                                )),
                                "early-clobber def overlaps a use".to_string(),
                            );
                        }
                    }
                }
            }
        }
    }

    fn apply_masks(&self, p: &Inst, st: &mut State) {
        for m in p.reg_masks() {
            let mask = self.t.reg_mask(m);
            for facts in &mut st.units {
                facts.retain(|(_, r)| mask.preserves(*r) || *r == self.t.zero);
            }
        }
    }

    /// Interprets a post instruction with no pre counterpart; `None` if it
    /// is not one of the allowed kinds (the state is then unchanged).
    fn exec_post_only(&self, p: &Inst, st: &mut State) -> Option<PostOnly> {
        let explicit_defs: Vec<&RegOperand> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Reg(r) if r.is_def && !r.implicit => Some(r),
                _ => None,
            })
            .collect();
        if p.opcode == "KILL"
            || ((p.is_debug() || p.opcode == "CFI_INSTRUCTION") && explicit_defs.is_empty())
        {
            return Some(PostOnly::Frame);
        }
        if p.opcode == "IMPLICIT_DEF" {
            for d in &explicit_defs {
                if let Reg::Phys(x) = d.reg {
                    self.write(st, x, &[]);
                }
            }
            return Some(PostOnly::Frame);
        }
        let dst = match explicit_defs.as_slice() {
            [d] => match d.reg {
                Reg::Phys(x) if d.sub_reg.is_none() => Some(x),
                _ => return None,
            },
            [] => None,
            _ => return None,
        };
        // COPY $dst, $src.
        if p.is_copy() {
            let (Some(d), Some((_, s))) = (dst, p.reg_operands().find(|(_, r)| !r.is_def)) else {
                return None;
            };
            let Reg::Phys(sr) = s.reg else { return None };
            if s.sub_reg.is_some() {
                return None;
            }
            let vals = self.contents(st, sr);
            self.write(st, d, &vals);
            return Some(PostOnly::Copy);
        }
        // Rematerialisation (never into sp: `$sp = ADDI $sp, -N` is not a
        // remat of `%a = ADDI %stack.K, 0` when object K sits at sp + 0).
        if let (Some(d), Some(list)) = (
            dst.filter(|d| *d != self.sp),
            self.remat.get(p.opcode.as_str()),
        ) {
            let vals: Vec<Value> = list
                .iter()
                .filter(|(_, q)| {
                    q.operands.len() == p.operands.len()
                        && self
                            .pair_operands(&q.operands[1..], &p.operands[1..], st, 1)
                            .is_some()
                })
                .map(|(v, _)| Value::V(v.0))
                .collect();
            if !vals.is_empty() {
                // A remat that is also frame arithmetic (`$x5 = LUI 1`
                // when some pre `%v = LUI 1` exists) keeps its constant.
                let mut vals = vals;
                vals.extend(
                    self.frame_value(p, st)
                        .filter(|v| matches!(v, Value::Const(_))),
                );
                // ... and a stack address stays one (`$x9 = ADDI $sp, 0`
                // keeping the realigned sp is also a remat of `%7 = ADDI
                // %stack.0, 0` when that object sits at sp + 0).
                vals.extend(self.addi_address(p, st));
                let vals = sorted(vals);
                self.write(st, d, &vals);
                return Some(PostOnly::Remat);
            }
        }
        // Operand rematerialisation: `$r = OP $s, imm` recomputes `%v = OP
        // %w, imm` (its unique def, `%w` defined once in the entry block)
        // when `$s` holds `%w`'s value and `$r` is in `%v`'s class.
        if let (Some(d), Some(list)) = (
            dst.filter(|d| *d != self.sp && !self.op_remat.is_empty()),
            self.op_remat.get(&op_remat_key(p)),
        ) {
            let vals: Vec<Value> = list
                .iter()
                .filter(|(_, q)| self.op_remat_matches(q, p, d, st))
                .map(|(v, _)| Value::V(v.0))
                .collect();
            if !vals.is_empty() {
                self.write(st, d, &sorted(vals));
                return Some(PostOnly::Remat);
            }
        }
        // Stack-pointer arithmetic: `$r = ADDI $base, k`.
        if self.addi.as_deref() == Some(p.opcode.as_str()) {
            if let (Some(d), [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)]) =
                (dst, p.operands.as_slice())
            {
                if let Reg::Phys(br) = base.reg {
                    if let Some(a) = self.address(st, br, *k) {
                        if d == self.sp {
                            st.sp = Some(a);
                        } else {
                            self.write(st, d, &[Value::SpAddr(a.0, a.1)]);
                        }
                        return Some(PostOnly::Frame);
                    }
                    // A call frame pushed or popped while dynamic allocas
                    // have made sp unknown: it stays unknown.
                    if d == self.sp && br == self.sp && st.sp.is_none() {
                        return Some(PostOnly::Frame);
                    }
                }
            }
        }
        // Stack realignment in the prologue: `$sp = ANDI $sp, -A` (the
        // target's `AndImm`) with sp known relative to its entry value
        // starts the realigned base.
        if let (Some(d), Some(and_imm)) = (dst, self.t.frame_ops.as_ref().and_then(|o| o.and_imm)) {
            if p.opcode == and_imm && d == self.sp {
                if let (
                    [Operand::Reg(_), Operand::Reg(base), Operand::Imm(k)],
                    Some((Base::Entry, s)),
                ) = (p.operands.as_slice(), st.sp)
                {
                    let a = k
                        .checked_neg()
                        .filter(|a| *a > 0 && (*a as u64).is_power_of_two());
                    if let (Some(a), Reg::Phys(br)) = (a, base.reg) {
                        if br == self.sp && st.realign.is_none() {
                            st.sp = Some((Base::Realigned, 0));
                            st.realign = Some((s, a));
                            return Some(PostOnly::Frame);
                        }
                    }
                }
            }
        }
        if let Some(k) = self.frame_arith(p, dst, st) {
            return Some(k);
        }
        // Copy, spill, reload and cross-class move forms.
        for f in &self.forms {
            if f.opcode != p.opcode {
                continue;
            }
            let Some(m) = self.match_form(f, p) else {
                continue;
            };
            match f.kind {
                FormKind::Copy | FormKind::Cross { .. } => {
                    let (Some(d), Some(&s)) = (m.dst, m.srcs.first()) else {
                        continue;
                    };
                    // A cross-class move may read the zero register (a
                    // softened spill of a constant): its contents are known.
                    let zero_cross = s == self.t.zero && matches!(f.kind, FormKind::Cross { .. });
                    if m.srcs.iter().any(|x| *x != s) || (!self.tracked(s) && !zero_cross) {
                        continue;
                    }
                    let mut vals: Vec<Value> = match f.kind {
                        FormKind::Cross { bits, full: false } => self
                            .contents(st, s)
                            .into_iter()
                            .filter(|v| self.value_width(*v).is_some_and(|w| w <= bits))
                            .collect(),
                        _ => self.contents(st, s),
                    };
                    if matches!(f.kind, FormKind::Cross { .. }) {
                        vals.extend(self.derived_of(st, p, s));
                        vals = sorted(vals);
                    }
                    self.write(st, d, &vals);
                    return Some(if f.kind == FormKind::Copy {
                        PostOnly::Copy
                    } else {
                        PostOnly::Cross
                    });
                }
                FormKind::Store => {
                    let (Some(&s), Some(sr)) = (m.srcs.first(), m.slot) else {
                        continue;
                    };
                    let Some(slot) = self.slot_of(st, sr, f.width) else {
                        continue;
                    };
                    let vals = self.contents(st, s);
                    if let Slot::Sp(b, a, w) = slot {
                        self.clear_near(st, (b, a), w);
                    }
                    st.slots.retain(|k, _| *k != slot);
                    if !vals.is_empty() {
                        st.slots.insert(slot, vals);
                    }
                    return Some(PostOnly::Spill);
                }
                FormKind::Load => {
                    let (Some(d), Some(sr)) = (m.dst, m.slot) else {
                        continue;
                    };
                    let Some(slot) = self.slot_of(st, sr, f.width) else {
                        continue;
                    };
                    let vals = st.slots.get(&slot).cloned().unwrap_or_default();
                    self.write(st, d, &vals);
                    return Some(PostOnly::Reload);
                }
            }
        }
        None
    }

    /// Are `a` and `b` rematerialisable pre values (single definitions
    /// that read only reserved registers and immutable memory, see
    /// [`is_remat_candidate`]) defined by identical instructions? Then
    /// they are equal everywhere, as rematerialisation itself assumes: an
    /// allocator may delete one of two identical definitions (`%170 = ADDI
    /// $x0, 7; %1108 = ADDI $x0, 7`) once the other's register serves both.
    /// Is the post-only `p` (explicit def `d`) a recomputation of the pre
    /// operand remat `q`: same opcode and non-register operands, `d` in
    /// the class of `q`'s def, every register use of `p` a location
    /// holding the value of `q`'s vreg in the same position (the
    /// `uses_ok` test of matched instructions), no sub-registers.
    fn op_remat_matches(&self, q: &Inst, p: &Inst, d: PReg, st: &State) -> bool {
        if q.opcode != p.opcode || q.operands.len() != p.operands.len() {
            return false;
        }
        q.operands
            .iter()
            .zip(&p.operands)
            .all(|(a, b)| match (a, b) {
                (Operand::Reg(a), Operand::Reg(b)) => {
                    if a.is_def != b.is_def
                        || a.implicit != b.implicit
                        || a.sub_reg.is_some()
                        || b.sub_reg.is_some()
                    {
                        return false;
                    }
                    match (a.reg, b.reg) {
                        (Reg::Virt(_), Reg::Phys(y)) if a.is_def => y == d && self.in_class(a, y),
                        (Reg::Virt(w), Reg::Phys(y)) => {
                            let val = Value::V(w.0);
                            self.in_class(a, y)
                                && self
                                    .contents(st, y)
                                    .iter()
                                    .any(|&c| c == val || st.same_value(val, c))
                        }
                        (Reg::Phys(x), Reg::Phys(y)) => x == y && !a.is_def,
                        _ => false,
                    }
                }
                (Operand::Reg(_), _) | (_, Operand::Reg(_)) => false,
                (a, b) => a == b,
            })
    }

    fn remat_twins(&self, a: Value, b: Value) -> bool {
        let (Value::V(a), Value::V(b)) = (a, b) else {
            return false;
        };
        let def_of = |v: u32| self.remat_def.get(&v).copied();
        let (Some(x), Some(y)) = (def_of(a), def_of(b)) else {
            return false;
        };
        let uses = non_def_operands;
        x.opcode == y.opcode
            && self.pre.vreg_class(VReg(a)) == self.pre.vreg_class(VReg(b))
            && uses(x) == uses(y)
    }

    /// The rematerialisable pre values defined by an instruction identical
    /// to `q` (same opcode and operands but the def), when `q` itself reads
    /// only constants (see [`is_remat_candidate`]): they equal `q`'s def.
    fn constant_twins(&self, q: &Inst) -> Vec<Value> {
        let Some(list) = self.remat.get(q.opcode.as_str()) else {
            return Vec::new();
        };
        if !is_remat_candidate(q, self.pre, self.t) {
            return Vec::new();
        }
        let uses = non_def_operands;
        let mine = uses(q);
        list.iter()
            .filter(|(_, i)| uses(i) == mine)
            .map(|(v, _)| Value::V(v.0))
            .collect()
    }

    /// The constant register `p` certainly holds (the zero register: 0).
    fn constant(&self, st: &State, p: PReg) -> Option<i64> {
        if p == self.t.zero {
            return Some(0);
        }
        self.contents(st, p).iter().find_map(|v| match v {
            Value::Const(c) => Some(*c),
            _ => None,
        })
    }

    /// Large-frame arithmetic with the target's frame-lowering opcodes
    /// ([`crate::target::FrameOps`]): `$r = LUI hi` and `$r = ADDI $r, k`
    /// build constants, `$d = ADD $a, $b` with one side the stack pointer
    /// (or a stack address) and the other a constant computes an address
    /// (or moves sp). The sums wrap like the register (width of the stack
    /// pointer's class).
    fn frame_arith(&self, p: &Inst, dst: Option<PReg>, st: &mut State) -> Option<PostOnly> {
        let d = dst?;
        let result = self.frame_value(p, st)?;
        if d == self.sp {
            let Value::SpAddr(b, a) = result else {
                return None;
            };
            st.sp = Some((b, a));
        } else {
            self.write(st, d, &[result]);
        }
        Some(PostOnly::Frame)
    }

    /// The constant or stack address post instruction `p` computes with
    /// the frame-lowering opcodes (see [`Checker::frame_arith`]).
    fn frame_value(&self, p: &Inst, st: &State) -> Option<Value> {
        let fo = self.t.frame_ops.as_ref()?;
        let regs: Vec<(PReg, bool)> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Reg(r) if !r.is_def && !r.implicit && r.sub_reg.is_none() => match r.reg {
                    Reg::Phys(x) => Some((x, true)),
                    _ => Some((PReg(0), false)),
                },
                _ => None,
            })
            .collect();
        if regs.iter().any(|(_, ok)| !ok) {
            return None;
        }
        let imms: Vec<i64> = p
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::Imm(n) => Some(*n),
                _ => None,
            })
            .collect();
        if imms.len() + regs.len() + 1 != p.operands.len() {
            return None;
        }
        let width = self
            .t
            .classes
            .iter()
            .filter(|c| c.contains(self.sp))
            .map(|c| c.spill_size * 8)
            .max()
            .unwrap_or(64)
            .clamp(1, 64);
        let wrap = |x: i64| -> i64 {
            if width >= 64 {
                x
            } else {
                let sh = 64 - width;
                (x << sh) >> sh
            }
        };
        Some(
            if p.opcode == fo.load_upper && regs.is_empty() && imms.len() == 1 {
                // Invariant: `hi << imm_bits` sign-extended from bit
                // `imm_bits + upper_bits - 1` (the FrameOps contract).
                let top = (fo.imm_bits + fo.upper_bits).clamp(1, 64);
                let v = imms[0].wrapping_shl(fo.imm_bits);
                let sh = 64 - top;
                Value::Const(wrap((v << sh) >> sh))
            } else if p.opcode == fo.add_imm && regs.len() == 1 && imms.len() == 1 {
                let c = self.constant(st, regs[0].0)?;
                Value::Const(wrap(c.wrapping_add(imms[0])))
            } else if p.opcode == fo.add_reg && regs.len() == 2 && imms.is_empty() {
                let (a, b) = (regs[0].0, regs[1].0);
                let base = |r: PReg| self.address(st, r, 0);
                match (base(a), base(b), self.constant(st, a), self.constant(st, b)) {
                    (Some((b, x)), _, _, Some(c)) | (_, Some((b, x)), Some(c), _) => {
                        Value::SpAddr(b, wrap(x.wrapping_add(c)))
                    }
                    (_, _, Some(x), Some(y)) => Value::Const(wrap(x.wrapping_add(y))),
                    _ => return None,
                }
            } else {
                return None;
            },
        )
    }

    fn match_form(&self, f: &Form, p: &Inst) -> Option<FormMatch> {
        let mut ops: Vec<&Operand> = p
            .operands
            .iter()
            .filter(|o| !matches!(o, Operand::Reg(r) if r.implicit))
            .collect();
        let mut dst = None;
        if f.has_dst {
            match ops.first() {
                Some(Operand::Reg(r)) if r.is_def => {
                    let Reg::Phys(x) = r.reg else { return None };
                    dst = Some(x);
                }
                _ => return None,
            }
            ops.remove(0);
        }
        let mut srcs = Vec::new();
        let mut slot = None;
        let (mut i, mut k) = (0, 0);
        while i < f.items.len() {
            let o = ops.get(k)?;
            match &f.items[i] {
                FormItem::Src => {
                    let Operand::Reg(r) = o else { return None };
                    if r.is_def || r.sub_reg.is_some() {
                        return None;
                    }
                    let Reg::Phys(x) = r.reg else { return None };
                    srcs.push(x);
                }
                FormItem::Slot => match o {
                    Operand::FrameIndex { fixed, id, .. } => {
                        let off = match (f.items.get(i + 1), ops.get(k + 1)) {
                            (Some(FormItem::Imm(_)), Some(Operand::Imm(n))) => {
                                i += 1;
                                k += 1;
                                *n
                            }
                            _ => 0,
                        };
                        slot = Some(SlotRef::Fi {
                            fixed: *fixed,
                            id: *id,
                            off,
                        });
                    }
                    Operand::Reg(r) if !r.is_def => {
                        let Reg::Phys(base) = r.reg else { return None };
                        let (Some(FormItem::Imm(_)), Some(Operand::Imm(n))) =
                            (f.items.get(i + 1), ops.get(k + 1))
                        else {
                            return None;
                        };
                        slot = Some(SlotRef::Based(base, *n));
                        i += 1;
                        k += 1;
                    }
                    _ => return None,
                },
                FormItem::Imm(n) => {
                    if *o != &Operand::Imm(*n) {
                        return None;
                    }
                }
            }
            i += 1;
            k += 1;
        }
        if k != ops.len() {
            return None;
        }
        Some(FormMatch { dst, srcs, slot })
    }

    /// Walks pre block `qb` and post block `b` together from state `st`.
    fn run_block(&self, b: usize, qb: BlockId, mut st: State, rep: &mut Report) -> State {
        let post: Vec<(usize, &Inst)> = self.post.blocks[b]
            .insts
            .iter()
            .enumerate()
            .filter(|(_, i)| !i.is_debug())
            .collect();
        let pre: Vec<(usize, &Inst)> = match self.pre.blocks.get(qb.index()) {
            Some(bd) => bd
                .insts
                .iter()
                .enumerate()
                .filter(|(_, i)| !i.is_debug())
                .collect(),
            None => Vec::new(),
        };
        let (mut i, mut j) = (0, 0);
        loop {
            if j < post.len() {
                let (pj, p) = post[j];
                if i < pre.len() {
                    let (_, q) = pre[i];
                    if self.deleted_twin(q, p, &pre[i + 1..], &post[j + 1..], &st) {
                        // `q` was deleted (rematerialised elsewhere) and
                        // `p` is its identical successor, which cannot be.
                        self.apply_skip(q, &mut st);
                        if rep.on {
                            rep.stats.pre_skipped += 1;
                        }
                        i += 1;
                        continue;
                    }
                    if let Some(pairs) = self.try_match(q, p, &st) {
                        // A wrong use (or a register outside its
                        // vreg's class) is an error unless `q` may be
                        // absent here or `p` is spill code before `q`:
                        // `%12:fpr64c = COPY %11` coalesced away, then a
                        // split copy `$f2_d = COPY $f1_d` of `%11` that
                        // only resembles it.
                        if (self.uses_ok(&pairs, &st) && self.classes_ok(&pairs))
                            || !(self.skippable(q)
                                || self.spill_code_first(q, p, &post[j + 1..], &st))
                        {
                            self.exec_matched(b, pj, q, p, &pairs, &mut st, rep);
                            let kind = trace::InstKind::Matched {
                                pre_index: pre[i].0,
                            };
                            self.trace_inst(rep, b, pj, p, kind, &st);
                            i += 1;
                            j += 1;
                            continue;
                        }
                    }
                    if self.remat_feeds_copy(q, p, &st) {
                        // A rematerialisation straight into the copy's
                        // destination: recompute the source first, so
                        // the copy's effect (below, on the next turn)
                        // names the new location too.
                        // Invariant: post-only instructions only move or
                        // recompute values, so applying a pre-only copy
                        // after them is as sound as before them.
                        self.exec_post_only(p, &mut st);
                        if rep.on {
                            rep.stats.remats += 1;
                        }
                        self.apply_masks(p, &mut st);
                        self.trace_inst(
                            rep,
                            b,
                            pj,
                            p,
                            trace::InstKind::PostOnly(PostOnly::Remat),
                            &st,
                        );
                        j += 1;
                        continue;
                    }
                    // An operand remat's definition is left out only when
                    // `p` is not spill, frame code or a copy before it: matching
                    // it to a later post instruction keeps the
                    // correspondence (and the remat count what the
                    // allocator did). Either order is sound: leaving it
                    // out changes no state.
                    // An sp adjustment frame lowering made (a call frame
                    // pushed in a function with dynamic allocas) runs
                    // before a skippable pre instruction is dropped: a
                    // `%28 = COPY $sp` right after the call-frame pseudo
                    // must meet its allocated copy after the adjustment.
                    if self.skippable(q)
                        && !self.post_only_before_op_remat(q, p, &pre[i + 1..], &st)
                        && !self.is_sp_adjustment(p)
                    {
                        self.apply_skip(q, &mut st);
                        if rep.on {
                            rep.stats.pre_skipped += 1;
                        }
                        i += 1;
                        continue;
                    }
                }
                self.check_return(b, pj, p, &st, rep);
                if let Some(kind) = self.exec_post_only(p, &mut st) {
                    if rep.on {
                        let s = &mut rep.stats;
                        match kind {
                            PostOnly::Copy => s.copies += 1,
                            PostOnly::Spill => s.spills += 1,
                            PostOnly::Reload => s.reloads += 1,
                            PostOnly::Cross => s.cross_moves += 1,
                            PostOnly::Remat => s.remats += 1,
                            PostOnly::Frame => s.frame_ops += 1,
                        }
                    }
                    self.apply_masks(p, &mut st);
                    self.trace_inst(rep, b, pj, p, trace::InstKind::PostOnly(kind), &st);
                    j += 1;
                    continue;
                }
                // Neither: report, then recover.
                let msg = match pre.get(i) {
                    Some((qi, q)) => format!(
                        "allocated instruction matches neither the next instruction before allocation \
                         (pre instruction {qi}: {}) nor a copy, spill, reload, cross-class move or \
                         rematerialisation",
                        render_inst(q, self.pre, self.t)
                    ),
                    None => "allocated instruction has no counterpart before allocation and is not a copy, \
                             spill, reload, cross-class move or rematerialisation"
                        .to_string(),
                };
                self.error(rep, b, Side::Post, pj, p, None, None, None, msg);
                if let Some(&(_, q)) = pre.get(i) {
                    if q.opcode == p.opcode && q.operands.len() == p.operands.len() {
                        // Same instruction with different operands: skip both.
                        i += 1;
                    }
                }
                for d in p.defs() {
                    if let Reg::Phys(x) = d.reg {
                        self.write(&mut st, x, &[]);
                    }
                }
                self.apply_masks(p, &mut st);
                self.trace_inst(rep, b, pj, p, trace::InstKind::Unexplained, &st);
                j += 1;
            } else if i < pre.len() {
                let (qi, q) = pre[i];
                if self.skippable(q) {
                    self.apply_skip(q, &mut st);
                    if rep.on {
                        rep.stats.pre_skipped += 1;
                    }
                } else if rep.on && rep.errors.len() < MAX_ERRORS {
                    rep.errors.push(CheckError {
                        function: self.post.name.clone(),
                        block: Some(self.post.blocks[b].number),
                        side: Side::Pre,
                        inst_index: Some(qi),
                        loc: q.loc,
                        inst_text: render_inst(q, self.pre, self.t),
                        operand: None,
                        expected: None,
                        found: None,
                        message:
                            "instruction before allocation is missing from the allocated block"
                                .to_string(),
                    });
                }
                i += 1;
            } else {
                break;
            }
        }
        st.saturate();
        st
    }
}

/// Do `i`'s memory operands say it only reads memory (`:: (load (s64)
/// from ...)`, with any flags before `load`; not an atomic `load store`)?
/// Without memory operands nothing is known: `false`.
fn loads_only(i: &Inst) -> bool {
    !i.mem.is_empty()
        && i.mem.iter().all(|m| {
            let words: Vec<&str> = m
                .split_whitespace()
                .take_while(|w| !w.starts_with('('))
                .collect();
            words.contains(&"load") && !words.contains(&"store")
        })
}

/// Does any instruction name a frame object (`%stack.N`, `%fixed-stack.N`)?
/// After prologue/epilogue insertion none does.
fn has_frame_index(f: &Function) -> bool {
    f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { .. }))
    })
}

/// `COPY`'s def and use (one each).
fn copy_regs(q: &Inst) -> Option<(&RegOperand, &RegOperand)> {
    let mut regs = q.reg_operands().map(|(_, r)| r);
    let d = regs.next()?;
    let s = regs.next()?;
    if !d.is_def || s.is_def || regs.next().is_some() {
        return None;
    }
    Some((d, s))
}

/// An instruction's operands but its register defs (what two identical
/// definitions share).
fn non_def_operands(i: &Inst) -> Vec<Operand> {
    i.operands
        .iter()
        .filter(|o| !matches!(o, Operand::Reg(r) if r.is_def))
        .cloned()
        .collect()
}

/// The index of operand remats: the opcode and the operands that are not
/// registers (what a recomputation repeats exactly).
fn op_remat_key(i: &Inst) -> String {
    let mut k = i.opcode.clone();
    for o in i.operands.iter().filter(|o| !matches!(o, Operand::Reg(_))) {
        k.push_str(&format!(" {o:?}"));
    }
    k
}

/// `inst` with its virtual-register uses replaced by the zero register,
/// and those vregs: `Some` when it has at least one, none with a
/// sub-register index (then `inst` is an operand rematerialisation if the
/// probe is a constant one and the operands qualify).
fn operand_remat_probe(inst: &Inst, t: &Target) -> Option<(Inst, Vec<VReg>)> {
    let mut probe = inst.clone();
    let mut us = Vec::new();
    for o in &mut probe.operands {
        if let Operand::Reg(r) = o {
            if let (false, Reg::Virt(u)) = (r.is_def, r.reg) {
                if r.sub_reg.is_some() || r.implicit {
                    return None;
                }
                us.push(u);
                r.reg = Reg::Phys(t.zero);
            }
        }
    }
    (!us.is_empty() && !inst.is_copy()).then_some((probe, us))
}

/// A pre definition that may be recomputed anywhere: one explicit def, no
/// implicit operands, register uses only of reserved registers, memory only
/// on immutable fixed stack objects.
fn is_remat_candidate(inst: &Inst, f: &Function, t: &Target) -> bool {
    if inst.is_copy() || inst.opcode == "IMPLICIT_DEF" || inst.is_phi() {
        // A COPY of a reserved register is a constant too.
        if !(inst.is_copy()
            && copy_regs(inst)
                .is_some_and(|(_, s)| matches!(s.reg, Reg::Phys(p) if t.is_reserved(p))))
        {
            return false;
        }
    }
    if t.opcode(&inst.opcode)
        .is_some_and(|o| o.is_call || o.is_branch || o.is_terminator || o.is_return)
    {
        return false;
    }
    let mut defs = 0;
    for o in &inst.operands {
        match o {
            Operand::Reg(r) => {
                if r.implicit {
                    return false;
                }
                if r.is_def {
                    defs += 1;
                    if !matches!(r.reg, Reg::Virt(_)) || r.sub_reg.is_some() {
                        return false;
                    }
                } else {
                    match r.reg {
                        Reg::Phys(p) if t.is_reserved(p) => {}
                        Reg::NoReg => {}
                        _ => return false,
                    }
                }
            }
            Operand::RegMask(_) | Operand::Verbatim(_) => return false,
            Operand::FrameIndex { fixed, id, .. } if !inst.mem.is_empty() => {
                let immutable = *fixed
                    && f.fixed_stack_object(*id).is_some_and(|o| {
                        o.other
                            .iter()
                            .any(|(k, v)| k == "isImmutable" && v.trim() == "true")
                    });
                if !immutable {
                    return false;
                }
            }
            _ => {}
        }
    }
    if !inst.mem.is_empty()
        && !inst
            .operands
            .iter()
            .any(|o| matches!(o, Operand::FrameIndex { fixed: true, .. }))
    {
        return false;
    }
    defs == 1 && matches!(inst.operands.first(), Some(Operand::Reg(r)) if r.is_def)
}

#[cfg(test)]
mod tests;
