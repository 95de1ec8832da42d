//! State and lattice of the checker: the values a location can hold
//! ([`Value`]), stack locations ([`Slot`]), the abstract state at a program
//! point ([`State`]) with its meet (intersection, see the module doc of
//! [`super`]), and the checker's primitive reads and writes of register
//! units (`contents`, `write`, `kill_def`).
//!
//! Invariants:
//! - Every fact vector of `State::units`, every slot's value vector, and
//!   the `aliases`, `derived` and `undef` lists are sorted and free of
//!   duplicates (equality, intersection and membership are merges and
//!   binary searches).
//! - A register's facts are stored in each of its units as `(value,
//!   register written)`; `contents` reports a value only when every unit
//!   of the register holds the same fact (or a super-register's fact whose
//!   sub-register value the tables define).
//! - Reserved registers hold no facts (except the zero registers' own
//!   values and vregs copied from them: the target's zero register and its
//!   sub-registers, [`Target::is_zero_reg`]); the stack pointer is
//!   `State::sp`.
//! - `Value::Zext` facts come only from real writes (`Checker::write`,
//!   see `check/subregs.rs`).
//! - Slot value vectors are never empty (a slot without values is absent).
//! - Unit fact lists and the slot map are shared between states (`Rc`,
//!   copy on write): every change goes through [`Rc::make_mut`] after a
//!   check that something changes, so an unchanged list stays shared and
//!   the meet's pointer comparison finds it.
//! - The meet only removes facts or replaces a fact by one it implies (the
//!   sub-register's part of a register's value, when the other side holds
//!   only that part), except for a value undefined on one side (`undef`),
//!   which takes the other side's locations; what a unit's facts imply
//!   and `undef` only shrink at a meet, so the fixpoint terminates.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::Checker;
use crate::mir::VReg;
use crate::target::{PReg, SubRegIdx};

/// A value a location can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Value {
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
    /// Vreg `n`'s whole value zero-extended into a super-register through
    /// sub-register index `idx` (held by a register whose sub-register at
    /// `idx` was written with `n`, on a target whose writes through `idx`
    /// zero the rest: `ZeroesSuperRegOnWrite`; see `check/subregs.rs`).
    Zext(u32, u16),
    /// Vreg `n`'s sub-register `idx` inside a register image whose other
    /// bits are unknown: a spill slot stored from `$x8` when only its
    /// sub-register `$w8` held `%105.sub_32` (after `$w8 = ADDWri $w8, 1`
    /// for `%105.sub_32 = ADDWri %105.sub_32, 1`, which leaves `%105`'s
    /// other bits to LLVM and zero in `$x8`). Reloaded into a register of
    /// the same shape, its sub-register at `idx` holds `%n.idx` again.
    /// Only a copy of a whole register's bits makes it (a store, a copy,
    /// a full-width cross-class move: `Checker::image`), and it says
    /// something only about a register that has a sub-register at `idx`
    /// (an index names the same bits in every register that has it), so
    /// a narrower reload, whose bytes would depend on byte order, learns
    /// nothing from it.
    Part(u32, u16),
}

/// What a stack address is relative to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum Base {
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
pub(super) enum Slot {
    /// `%stack.N` / `%fixed-stack.N` plus offset.
    Frame { fixed: bool, id: u32, off: i64 },
    /// Base + offset, and width in bytes (post-PEI code).
    Sp(Base, i64, i64),
}

/// The facts of one register unit: `(value, register written)`, sorted.
pub(super) type Facts = Rc<Vec<(Value, PReg)>>;

/// The abstract state at a program point. (Equality ignores `may_hold`,
/// a summary of the rest.)
#[derive(Clone, Debug)]
pub(super) struct State {
    /// Per register unit: (value, register it was written as). Shared
    /// between states (copy on write, [`Rc::make_mut`]): cloning a state
    /// copies no facts, and the meet skips a unit whose list is the other
    /// side's own.
    pub(super) units: Vec<Facts>,
    /// Per stack slot: values (shared like `units`).
    pub(super) slots: Rc<BTreeMap<Slot, Vec<Value>>>,
    /// The stack pointer as base + offset (`None`: unknown, e.g. after a
    /// dynamic alloca moved it).
    pub(super) sp: Option<(Base, i64)>,
    /// `(s, A)`: the prologue realigned sp to `A` bytes when it was entry
    /// sp + `s` ([`Base::Realigned`]); `None` before that or without one.
    pub(super) realign: Option<(i64, i64)>,
    /// `(d, s)`: pre value `d` equals pre value `s`, from a pre copy `d =
    /// COPY s` the allocated code has no counterpart of (it may write the
    /// destination another way, e.g. by rematerializing `s` straight into
    /// an argument register). Sorted; both sides stay until one is killed.
    pub(super) aliases: Vec<(Value, Value)>,
    /// `(s, k, d)`: pre value `d` was computed as cross-class move form
    /// `k` (an index into the checker's forms) of pre value `s`, so the
    /// same move of any register holding `s` yields `d` too (a softened
    /// spill `$x18 = FMV_X_W $f0_f` matched as the pre `%5 = FMV_X_W %4`
    /// leaves the real `$x9 = FMV_X_W $f0_f` computing `%5`). Sorted;
    /// dropped when `s` or `d` is killed.
    pub(super) derived: Vec<(Value, u16, Value)>,
    /// Pre values that are undefined here: defined by an `IMPLICIT_DEF`
    /// (or copied from such a value) on every path to this point and not
    /// redefined since. Any bits are a correct value for them, so every
    /// location holds them; the meet keeps a location's fact for a value
    /// undefined on the other path (`%7 = COPY $x0` into `$x17` on one
    /// path, `%7 = IMPLICIT_DEF` on the other: `$x17` holds `%7` after
    /// the join). Whole values only (`V`, `Phys`), sorted.
    pub(super) undef: Vec<Value>,
    /// A bit per vreg number: set for every vreg whose value (`V`, `VSub`)
    /// may occur in `units`, `slots`, `aliases`, `derived` or `undef`
    /// (see [`State::note`]), so that killing a vreg that occurs nowhere
    /// skips the sweep. Shared like `units`.
    pub(super) may_hold: Rc<Vec<u64>>,
}

impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        self.units == other.units
            && self.slots == other.slots
            && self.sp == other.sp
            && self.realign == other.realign
            && self.aliases == other.aliases
            && self.derived == other.derived
            && self.undef == other.undef
    }
}

impl Eq for State {}

impl State {
    /// The state of nothing known: no facts, no slots, sp at its entry
    /// value.
    pub(super) fn empty(num_units: usize) -> State {
        State {
            units: vec![Rc::default(); num_units],
            slots: Rc::default(),
            sp: Some((Base::Entry, 0)),
            realign: None,
            aliases: Vec::new(),
            derived: Vec::new(),
            undef: Vec::new(),
            may_hold: Rc::default(),
        }
    }

    /// Records that `v` may occur in the state from now on. Every fact,
    /// slot value, equality or undefined value added to a state is noted
    /// first (invariant of `may_hold`): the meet adds only values the
    /// state noted already (undefined ones), kills only remove.
    pub(super) fn note(&mut self, v: Value) {
        let (Value::V(n) | Value::VSub(n, _) | Value::Zext(n, _) | Value::Part(n, _)) = v else {
            return;
        };
        let (w, bit) = (n as usize / 64, 1u64 << (n % 64));
        if self.may_hold.get(w).is_some_and(|x| x & bit != 0) {
            return;
        }
        let m = Rc::make_mut(&mut self.may_hold);
        if m.len() <= w {
            m.resize(w + 1, 0);
        }
        m[w] |= bit;
    }

    /// May vreg `n`'s value (whole or a sub-register) occur in the state?
    fn may_hold_vreg(&self, n: u32) -> bool {
        self.may_hold
            .get(n as usize / 64)
            .is_some_and(|x| x & (1u64 << (n % 64)) != 0)
    }

    /// Does vreg `n`'s value occur anywhere (the sweep `may_hold` spares)?
    fn mentions_vreg(&self, n: u32) -> bool {
        let of = |v: &Value| matches!(v, Value::V(m) | Value::VSub(m, _) | Value::Zext(m, _) | Value::Part(m, _) if *m == n);
        self.units.iter().any(|u| u.iter().any(|(v, _)| of(v)))
            || self.slots.values().flatten().any(of)
            || self.aliases.iter().any(|(d, s)| of(d) || of(s))
            || self.derived.iter().any(|(s, _, d)| of(s) || of(d))
            || self.undef.iter().any(of)
    }

    /// Removes vreg `n`'s values (whole and sub-registers) from every
    /// location, equality and the undefined values.
    pub(super) fn kill_vreg(&mut self, n: u32) {
        if !self.may_hold_vreg(n) {
            debug_assert!(!self.mentions_vreg(n), "%{n} occurs but is not noted");
            return;
        }
        self.kill(|x| matches!(x, Value::V(m) | Value::VSub(m, _) | Value::Zext(m, _) | Value::Part(m, _) if *m == n));
        // Invariant: nothing mentions `n` now.
        Rc::make_mut(&mut self.may_hold)[n as usize / 64] &= !(1u64 << (n % 64));
    }

    /// Meets this state with `other` (the intersection, see the module
    /// doc). `implies(x, y)`: unit fact `x` implies unit fact `y` (a
    /// register holding a value implies its sub-register holding the
    /// value's part: `(%105, $x8)` implies `(%105.sub_32, $w8)`); a fact
    /// of one side implied by a fact of the other survives the meet
    /// (`%105.sub_32` redefined in `$w8` around a loop whose entry has
    /// `%105` whole in `$x8`).
    pub(super) fn meet(
        &mut self,
        other: &State,
        implies: impl Fn(&(Value, PReg), &(Value, PReg)) -> bool,
    ) -> bool {
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
                for x in b.iter() {
                    if newly_defined(&x.0) {
                        unit_adds.push((u, *x));
                    }
                }
            }
            for (k, w) in other.slots.iter() {
                for v in w {
                    if newly_defined(v) {
                        slot_adds.push((*k, *v));
                    }
                }
            }
        }
        // Values of facts a unit gains from the other side (noted below).
        let mut gained: Vec<Value> = Vec::new();
        // Identical lists (the same shared list, or equal ones, which then
        // share) keep every fact; a list is copied only when a fact goes.
        for (a, b) in self.units.iter_mut().zip(&other.units) {
            if Rc::ptr_eq(a, b) {
                continue;
            }
            if a == b {
                *a = Rc::clone(b);
                continue;
            }
            let keep =
                |x: &(Value, PReg)| b.binary_search(x).is_ok() || undef_in(&other.undef, &x.0);
            if !a.iter().all(keep) {
                // Facts held on both sides, one side holding a stronger
                // fact (a super-register's) that implies it.
                let mut met: Vec<(Value, PReg)> = a
                    .iter()
                    .filter(|x| keep(x) || b.iter().any(|y| implies(y, x)))
                    .chain(
                        b.iter()
                            .filter(|y| a.binary_search(y).is_err())
                            .filter(|y| a.iter().any(|x| implies(x, y))),
                    )
                    .copied()
                    .collect();
                met.sort_unstable();
                if met != **a {
                    gained.extend(
                        met.iter()
                            .filter(|y| a.binary_search(y).is_err())
                            .map(|y| y.0),
                    );
                    *a = Rc::new(met);
                    changed = true;
                }
            }
        }
        if Rc::ptr_eq(&self.slots, &other.slots) {
        } else if self.slots == other.slots {
            self.slots = Rc::clone(&other.slots);
        } else {
            // A slot value survives when the other side holds it (or a
            // value implying it: `%105` whole implies its `Part`) or
            // leaves it undefined; a value of the other side implied by
            // one here joins.
            let none: &[Value] = &[];
            let mut met_slots: BTreeMap<Slot, Vec<Value>> = BTreeMap::new();
            let mut slots_changed = false;
            for (k, v) in self.slots.iter() {
                let w = other.slots.get(k).map_or(none, |w| w.as_slice());
                let mut met: Vec<Value> = v
                    .iter()
                    .filter(|x| {
                        w.binary_search(x).is_ok()
                            || undef_in(&other.undef, x)
                            || w.iter().any(|y| value_implies(*y, **x))
                    })
                    .chain(
                        w.iter()
                            .filter(|y| v.binary_search(y).is_err())
                            .filter(|y| v.iter().any(|x| value_implies(*x, **y))),
                    )
                    .copied()
                    .collect();
                met.sort_unstable();
                met.dedup();
                if met != *v {
                    slots_changed = true;
                    gained.extend(met.iter().filter(|y| v.binary_search(y).is_err()));
                }
                if !met.is_empty() {
                    met_slots.insert(*k, met);
                }
            }
            if slots_changed {
                self.slots = Rc::new(met_slots);
                changed = true;
            }
        }
        for &(_, (v, _)) in &unit_adds {
            self.note(v);
        }
        for v in gained {
            self.note(v);
        }
        for &(_, v) in &slot_adds {
            self.note(v);
        }
        for (u, x) in unit_adds {
            let a = &mut self.units[u];
            if let Err(k) = a.binary_search(&x) {
                Rc::make_mut(a).insert(k, x);
                changed = true;
            }
        }
        for (k, v) in slot_adds {
            if self
                .slots
                .get(&k)
                .is_some_and(|vs| vs.binary_search(&v).is_ok())
            {
                continue;
            }
            let vs = Rc::make_mut(&mut self.slots).entry(k).or_default();
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
    pub(super) fn forget_dead_equalities(&mut self, live: &crate::analysis::liveness::VRegSet) {
        let dead = |v: &Value| match v {
            Value::V(x) | Value::VSub(x, _) | Value::Zext(x, _) | Value::Part(x, _) => {
                !live.contains(*x as usize)
            }
            _ => false,
        };
        self.aliases.retain(|(d, _)| !dead(d));
        self.derived.retain(|(_, _, d)| !dead(d));
        self.undef.retain(|v| !dead(v));
    }

    pub(super) fn kill(&mut self, f: impl Fn(&Value) -> bool) {
        for u in &mut self.units {
            if u.iter().any(|(v, _)| f(v)) {
                Rc::make_mut(u).retain(|(v, _)| !f(v));
            }
        }
        if self.slots.values().any(|vs| vs.iter().any(&f)) {
            Rc::make_mut(&mut self.slots).retain(|_, vs| {
                vs.retain(|v| !f(v));
                !vs.is_empty()
            });
        }
        self.aliases.retain(|(d, s)| !f(d) && !f(s));
        self.derived.retain(|(s, _, d)| !f(d) && !f(s));
        self.undef.retain(|v| !f(v));
    }

    /// Records that pre value `v` (just killed, being redefined) is
    /// undefined from here on.
    pub(super) fn set_undef(&mut self, v: Value) {
        self.note(v);
        if let Err(k) = self.undef.binary_search(&v) {
            self.undef.insert(k, v);
        }
    }

    /// Makes the aliases explicit: a location holding `s` with `(d, s)`
    /// an alias holds `d` too. Run on a block's exit state, so that the
    /// intersection at a join keeps `d` where a predecessor has it only
    /// through an alias (`%30 = COPY %36` skipped, `%36` rematerialised
    /// after it, while the other predecessor holds `%30` itself).
    pub(super) fn saturate(&mut self) {
        if self.aliases.is_empty() {
            return;
        }
        // Invariant: every alias's values are noted (`add_alias`), so the
        // facts added below need no note.
        // The aliases by source: `(s, d)`, sorted.
        let mut by_src: Vec<(Value, Value)> = self.aliases.iter().map(|&(d, s)| (s, d)).collect();
        by_src.sort_unstable();
        let dests = |v: Value| {
            let lo = by_src.partition_point(|x| x.0 < v);
            by_src[lo..]
                .iter()
                .take_while(move |x| x.0 == v)
                .map(|x| x.1)
        };
        // A quick filter first: the vreg numbers of the sources, and
        // whether any source is not a vreg value.
        let mut src_vregs: Vec<u64> = Vec::new();
        let mut other_srcs = false;
        for &(s, _) in &by_src {
            match s {
                Value::V(n) | Value::VSub(n, _) | Value::Zext(n, _) | Value::Part(n, _) => {
                    let w = n as usize / 64;
                    if src_vregs.len() <= w {
                        src_vregs.resize(w + 1, 0);
                    }
                    src_vregs[w] |= 1 << (n % 64);
                }
                _ => other_srcs = true,
            }
        }
        let is_src = |v: Value| {
            let maybe = match v {
                Value::V(n) | Value::VSub(n, _) | Value::Zext(n, _) | Value::Part(n, _) => {
                    src_vregs
                        .get(n as usize / 64)
                        .is_some_and(|w| w & (1 << (n % 64)) != 0)
                }
                _ => other_srcs,
            };
            maybe && by_src.binary_search_by(|x| x.0.cmp(&v)).is_ok()
        };
        for facts in &mut self.units {
            if !facts.iter().any(|&(v, _)| is_src(v)) {
                continue;
            }
            let adds: Vec<(Value, PReg)> = facts
                .iter()
                .flat_map(|&(v, r)| dests(v).map(move |d| (d, r)))
                .filter(|x| facts.binary_search(x).is_err())
                .collect();
            if adds.is_empty() {
                continue;
            }
            let facts = Rc::make_mut(facts);
            facts.extend(adds);
            facts.sort();
            facts.dedup();
        }
        if self.slots.values().flatten().any(|&v| is_src(v)) {
            for vs in Rc::make_mut(&mut self.slots).values_mut() {
                if vs.iter().any(|&v| is_src(v)) {
                    let adds: Vec<Value> = vs.iter().flat_map(|&v| dests(v)).collect();
                    vs.extend(adds);
                    vs.sort();
                    vs.dedup();
                }
            }
        }
    }

    /// Adds the equality `(d, s)` (see `aliases`).
    pub(super) fn add_alias(&mut self, x: (Value, Value)) {
        self.note(x.0);
        self.note(x.1);
        if let Err(k) = self.aliases.binary_search(&x) {
            self.aliases.insert(k, x);
        }
    }

    /// Adds the derived value `(s, k, d)` (see `derived`).
    pub(super) fn add_derived(&mut self, x: (Value, u16, Value)) {
        self.note(x.0);
        self.note(x.2);
        if let Err(k) = self.derived.binary_search(&x) {
            self.derived.insert(k, x);
        }
    }

    /// Does a location holding `found` hold `want` (the same value, or one
    /// a skipped pre copy made equal to it)?
    pub(super) fn same_value(&self, want: Value, found: Value) -> bool {
        want == found || self.aliases.binary_search(&(want, found)).is_ok()
    }
}

/// The entry-sp-relative byte range `[lo, hi)` that `w` bytes at `base +
/// off` certainly lie in (`None`: unknown). A realigned address is known
/// only within the alignment ([`State::realign`]).
pub(super) fn entry_range(
    realign: Option<(i64, i64)>,
    base: Base,
    off: i64,
    w: i64,
) -> Option<(i64, i64)> {
    match base {
        Base::Entry => Some((off, off + w)),
        Base::Realigned => realign.map(|(s, a)| (s - a + off, s + off + w)),
    }
}

/// Does a location holding `x` hold `y` too: the same value, or `x` is
/// vreg `%n` whole and `y` a [`Value::Part`] of it?
pub(super) fn value_implies(x: Value, y: Value) -> bool {
    x == y || matches!((x, y), (Value::V(n), Value::Part(m, _)) if n == m)
}

/// Is `v` undefined according to the sorted `undef` list of a [`State`]
/// (a sub-register value when its whole vreg is)?
pub(super) fn undef_in(undef: &[Value], v: &Value) -> bool {
    let whole = match *v {
        Value::VSub(n, _) => Value::V(n),
        w => w,
    };
    undef.binary_search(&whole).is_ok()
}

pub(super) fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort();
    v.dedup();
    v
}

impl Checker<'_> {
    pub(super) fn entry_state(&self) -> State {
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
        // The zero register and its sub-registers (`$wzr` of `$xzr`) hold
        // their constant (and, through skipped copies, the vregs copied
        // from them); writes to them are ignored.
        let zeros = std::iter::once(t.zero).chain(t.reg(t.zero).sub_regs.iter().map(|(s, _)| *s));
        for z in zeros {
            for &u in t.reg(z).units {
                units[u as usize].push((Value::Phys(z.0), z));
            }
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
        // (No vreg value: nothing to note.)
        State {
            units: units.into_iter().map(|u| Rc::new(sorted(u))).collect(),
            ..State::empty(t.num_units)
        }
    }

    pub(super) fn tracked(&self, p: PReg) -> bool {
        !self.t.is_reserved(p) && !self.t.reg(p).units.is_empty()
    }

    /// The values register `p` certainly holds.
    pub(super) fn contents(&self, st: &State, p: PReg) -> Vec<Value> {
        if self.t.is_zero_reg(p) {
            // Invariant: a zero register's unit holds only facts written
            // as one of the zero registers (their own values, and vregs
            // copied from them); each always holds its own value.
            let z = self.t.reg(p).units.first().map(|u| &st.units[*u as usize]);
            return sorted(
                z.into_iter()
                    .flat_map(|f| f.iter())
                    .filter(|(_, r)| *r == p)
                    .map(|(v, _)| *v)
                    .chain(std::iter::once(Value::Phys(p.0)))
                    .collect(),
            );
        }
        if !self.tracked(p) {
            return Vec::new();
        }
        let units = self.t.reg(p).units;
        // A register tiled by sub-registers holds a vreg whose parts they
        // hold (check/subregs.rs).
        let mut out = self.tiled_contents(st, p);
        for &(val, r) in st.units[units[0] as usize].iter() {
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
    pub(super) fn value_width(&self, v: Value) -> Option<u32> {
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
            Value::VSub(..)
            | Value::SpAddr(..)
            | Value::Const(_)
            | Value::Zext(..)
            | Value::Part(..) => None,
        }
    }

    pub(super) fn sub_index(&self, sup: PReg, sub: PReg) -> Option<SubRegIdx> {
        self.t
            .reg(sup)
            .sub_regs
            .iter()
            .find(|(s, _)| *s == sub)
            .map(|(_, i)| *i)
    }

    pub(super) fn sub_value(&self, v: Value, idx: SubRegIdx) -> Option<Value> {
        match v {
            Value::V(n) => Some(Value::VSub(n, idx.0)),
            // The low part of a zero-extended vreg is the vreg.
            Value::Zext(n, i) if i == idx.0 => Some(Value::V(n)),
            Value::Part(n, i) if i == idx.0 => Some(Value::VSub(n, i)),
            Value::Phys(r) => self.t.sub_reg(PReg(r), idx).map(|s| Value::Phys(s.0)),
            Value::Entry(r) => self.t.sub_reg(PReg(r), idx).map(|s| Value::Entry(s.0)),
            Value::VSub(..)
            | Value::SpAddr(..)
            | Value::Const(_)
            | Value::Zext(..)
            | Value::Part(..) => None,
        }
    }

    pub(super) fn write(&self, st: &mut State, p: PReg, vals: &[Value]) {
        if !self.tracked(p) {
            return;
        }
        for &v in vals {
            st.note(v);
        }
        let mut facts: Vec<(Value, PReg)> = vals.iter().map(|v| (*v, p)).collect();
        // A write through a zeroing sub-register index defines the
        // super-register too (check/subregs.rs), also for a value a
        // skipped pre copy made equal to a written one (`undef
        // %12.sub_32 = COPY $w0` skipped before the prologue, then the
        // post-only `undef $w20 = COPY $w0`: `$x20` holds `%12`).
        let mut zvals = vals.to_vec();
        if !self.t.zeroing_sub_regs.is_empty() {
            zvals.extend(
                st.aliases
                    .iter()
                    .filter(|(_, s)| vals.contains(s))
                    .map(|(d, _)| *d),
            );
        }
        for x in self.zext_facts(p, &zvals) {
            st.note(x.0);
            facts.push(x);
        }
        let facts = Rc::new(sorted(facts));
        for &u in self.t.reg(p).units {
            st.units[u as usize] = facts.clone();
        }
    }

    /// Removes a value that is being redefined from every location.
    pub(super) fn kill_def(&self, st: &mut State, v: Value) {
        match v {
            Value::V(n) | Value::VSub(n, _) | Value::Zext(n, _) | Value::Part(n, _) => {
                st.kill_vreg(n)
            }
            Value::Phys(r) => {
                let r = PReg(r);
                st.kill(|x| matches!(x, Value::Phys(q) if self.t.overlaps(PReg(*q), r)))
            }
            other => st.kill(|x| *x == other),
        }
    }
}
