//! Register unit weights and register pressure sets (LLVM's
//! `computeRegUnitWeights` and `computeRegUnitSets`).
//!
//! Invariants (after `build`):
//! - Every non-artificial unit of a register in an allocatable class has a
//!   weight ≥ 1; registers of one "uber set" (classes connected by shared
//!   members) have equal total weight, possibly through adopted units
//!   (units numbered ≥ `num_native_reg_units`, added to `Register::units`).
//! - `pressure_sets` lists the pruned unit sets in LLVM's emission order
//!   (stable by number of units); `limit` is the sum of the units' weights.
//! - `class_pressure_sets[c]` holds the indices (into `pressure_sets`) of
//!   the sets containing all of class `c`'s units, sorted.

use super::RegisterInfo;
use crate::diag::Diagnostic;
use crate::source::Span;
use std::collections::BTreeSet;

/// A register pressure set.
#[derive(Clone, Debug)]
pub struct PressureSet {
    /// LLVM's name: a class name, or the names of the sets joined by `_with_`
    /// for a synthesized set.
    pub name: String,
    /// The register units in the set, sorted.
    pub units: Vec<u32>,
    /// The pressure limit: the sum of the units' weights.
    pub limit: u32,
}

/// LLVM's `IntEqClasses`: union-find whose leader is the smallest element.
struct IntEqClasses {
    ec: Vec<usize>,
    num_classes: usize,
}

impl IntEqClasses {
    fn new(n: usize) -> Self {
        IntEqClasses {
            ec: (0..n).collect(),
            num_classes: 0,
        }
    }
    fn find_leader(&self, mut a: usize) -> usize {
        while a != self.ec[a] {
            a = self.ec[a];
        }
        a
    }
    fn join(&mut self, mut a: usize, mut b: usize) {
        let (mut eca, mut ecb) = (self.ec[a], self.ec[b]);
        while eca != ecb {
            if eca < ecb {
                self.ec[b] = eca;
                b = ecb;
                ecb = self.ec[b];
            } else {
                self.ec[a] = ecb;
                a = eca;
                eca = self.ec[a];
            }
        }
    }
    fn compress(&mut self) {
        for i in 0..self.ec.len() {
            self.ec[i] = if self.ec[i] == i {
                self.num_classes += 1;
                self.num_classes - 1
            } else {
                self.ec[self.ec[i]]
            };
        }
    }
}

#[derive(Clone, Default)]
struct UberSet {
    regs: Vec<usize>,
    weight: u32,
    singular: BTreeSet<u32>,
}

fn reg_weight(info: &RegisterInfo, r: usize) -> u32 {
    info.registers[r]
        .units
        .iter()
        .map(|&u| info.reg_units[u as usize].weight)
        .sum()
}

/// LLVM's `computeUberWeights`, for every set. `lists[r]` is register
/// `r`'s units (`Register::units`) as a vector: walking `BTreeSet`s here
/// was a third of AMDGPU's `--dump-register-info`.
fn compute_uber_weights(info: &mut RegisterInfo, lists: &[Vec<u32>], sets: &mut [UberSet]) {
    for set in sets.iter_mut().skip(1) {
        compute_uber_weight(&mut info.reg_units, lists, set);
    }
}

/// [`compute_uber_weights`] for one set: its weight (the largest weight of
/// its registers, a unit of weight 0 counting 1 from now on) and its
/// singular determinants (grown, never shrunk). A function of the weights
/// of its registers' units: during normalization it is recomputed for the
/// sets a change can reach (LLVM recomputes every set after every change,
/// 2,231 times on AMDGPU; the others would come out the same).
fn compute_uber_weight(
    reg_units: &mut [super::registers::RegUnit],
    lists: &[Vec<u32>],
    set: &mut UberSet,
) {
    let mut max_weight = 0;
    for &r in &set.regs {
        let mut weight = 0;
        for &u in &lists[r] {
            let unit = &mut reg_units[u as usize];
            if !unit.artificial {
                if unit.weight == 0 {
                    unit.weight = 1;
                }
                weight += unit.weight;
            }
        }
        max_weight = max_weight.max(weight);
    }
    set.weight = max_weight;
    for &r in &set.regs {
        // A register with one unit: its weight is that unit's.
        if let [u] = lists[r][..] {
            if reg_units[u as usize].weight == set.weight {
                set.singular.insert(u);
            }
        }
    }
}

struct Normalizer<'a> {
    sets: &'a mut Vec<UberSet>,
    reg_set: &'a [usize],
    /// Does every register hold all native units of its sub-registers?
    native_closed: bool,
    /// Each register's units as a vector ([`compute_uber_weights`]).
    /// Invariant: equal to `Register::units` (rebuilt when that grows).
    lists: &'a mut Vec<Vec<u32>>,
    /// For each unit, the uber sets with a register holding it, sorted.
    /// Invariant: kept in step with `lists`.
    unit_sets: &'a mut Vec<Vec<usize>>,
    /// Registers already normalized in this round (LLVM's `NormalRegs`).
    normal_regs: Vec<bool>,
    /// Units of the normalized registers (LLVM's `NormalUnits`), indexed
    /// by unit; grows with the adopted units.
    normal_units: Vec<bool>,
}

impl Normalizer<'_> {
    /// Starts a new round (LLVM's fresh `NormalRegs`/`NormalUnits` per
    /// register), keeping the buffers.
    fn reset(&mut self) {
        self.normal_regs.fill(false);
        self.normal_units.fill(false);
    }
    fn is_normal_unit(&self, u: u32) -> bool {
        self.normal_units.get(u as usize).copied().unwrap_or(false)
    }
}

/// The registers `a` and `b` (`a != b`), the first mutably.
fn reg_pair(
    regs: &mut [super::registers::Register],
    a: usize,
    b: usize,
) -> (&mut super::registers::Register, &super::registers::Register) {
    if a < b {
        let (lo, hi) = regs.split_at_mut(b);
        (&mut lo[a], &hi[0])
    } else {
        let (lo, hi) = regs.split_at_mut(a);
        (&mut hi[0], &lo[b])
    }
}

fn normalize(info: &mut RegisterInfo, st: &mut Normalizer, r: usize) -> bool {
    if st.normal_regs[r] {
        return false;
    }
    st.normal_regs[r] = true;
    let mut changed = false;
    let subs: Vec<usize> = info.registers[r].sub_regs.values().copied().collect();
    for &s in &subs {
        if s != r {
            changed |= normalize(info, st, s);
        }
    }
    // Inherit units newly adopted by sub-registers. When every register
    // has every native unit of its sub-registers (`native_closed`, LLVM's
    // assumption too: registers::build gives a register the union of its
    // explicit sub-registers' units), only adopted units (numbered from
    // `num_native_reg_units` on) can be new.
    let before = info.registers[r].units.len();
    let native = if st.native_closed {
        info.num_native_reg_units as u32
    } else {
        0
    };
    for &s in &subs {
        if s != r {
            let (reg, sub) = reg_pair(&mut info.registers, r, s);
            for &u in sub.units.range(native..) {
                reg.units.insert(u);
            }
        }
    }
    if info.registers[r].units.len() != before {
        st.lists[r] = info.registers[r].units.iter().copied().collect();
        // The units' weights did not change: only this register's set can.
        let set = st.reg_set[r];
        for &u in &st.lists[r] {
            add_unit_set(st.unit_sets, u, set);
        }
        if set != 0 {
            compute_uber_weight(&mut info.reg_units, st.lists, &mut st.sets[set]);
        }
    }
    let set = st.reg_set[r];
    let w = reg_weight(info, r);
    if st.sets[set].weight > w {
        let adjust = info.registers[r].units.iter().next().copied();
        let adoptable = match adjust {
            Some(u) => {
                info.registers[r].units.len() == 1
                    && !st.is_normal_unit(u)
                    && !st.sets[set].singular.contains(&u)
            }
            None => false,
        };
        if !adoptable {
            info.reg_units.push(super::registers::RegUnit {
                weight: st.sets[set].weight - w,
                roots: Vec::new(),
                artificial: false,
            });
            let u = info.reg_units.len() as u32 - 1;
            info.registers[r].units.insert(u);
            st.lists[r] = info.registers[r].units.iter().copied().collect();
            add_unit_set(st.unit_sets, u, set);
        } else if let Some(u) = adjust {
            if !info.reg_units[u as usize].artificial {
                info.reg_units[u as usize].weight += st.sets[set].weight - w;
            }
            // Unit `u`'s weight changed: the sets holding it can change.
            for &s in &st.unit_sets[u as usize] {
                if s != 0 {
                    compute_uber_weight(&mut info.reg_units, st.lists, &mut st.sets[s]);
                }
            }
        }
        changed = true;
    }
    if st.normal_units.len() < info.reg_units.len() {
        st.normal_units.resize(info.reg_units.len(), false);
    }
    for &u in &info.registers[r].units {
        st.normal_units[u as usize] = true;
    }
    changed
}

/// Records that uber set `set` has a register holding unit `u`.
fn add_unit_set(unit_sets: &mut Vec<Vec<usize>>, u: u32, set: usize) {
    let u = u as usize;
    if unit_sets.len() <= u {
        unit_sets.resize(u + 1, Vec::new());
    }
    if let Err(at) = unit_sets[u].binary_search(&set) {
        unit_sets[u].insert(at, set);
    }
}

fn unit_set_of_class(info: &RegisterInfo, c: usize) -> Vec<u32> {
    let mut v: Vec<u32> = info.classes[c]
        .members
        .iter()
        .flat_map(|&r| info.registers[r].units.iter().copied())
        .filter(|&u| !info.reg_units[u as usize].artificial)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Is every unit of `sub` in `sup` (sorted: unit sets are built sorted)?
fn is_subset(sub: &[u32], sup: &[u32]) -> bool {
    sub.iter().all(|u| sup.binary_search(u).is_ok())
}

fn prune(info: &RegisterInfo, sets: &mut Vec<(String, Vec<u32>)>) {
    let n = sets.len();
    let mut keep = Vec::new();
    for sub in 0..n {
        let mut found = false;
        for sup in 0..n {
            if sup == sub {
                continue;
            }
            let w = |u: u32| info.reg_units[u as usize].weight;
            let (sb, sp) = (&sets[sub].1, &sets[sup].1);
            let (Some(&s0), Some(&p0), Some(&pl)) = (sb.first(), sp.first(), sp.last()) else {
                continue;
            };
            let uw = w(s0);
            if is_subset(sb, sp) && sb.len() + 3 > sp.len() && uw == w(p0) && uw == w(pl) {
                if sets[sub].0.len() < sets[sup].0.len() {
                    sets[sup].0 = sets[sub].0.clone();
                }
                found = true;
                break;
            }
        }
        if !found {
            keep.push(sub);
        }
    }
    let old = std::mem::take(sets);
    *sets = keep.into_iter().map(|i| old[i].clone()).collect();
}

/// Computes unit weights, adopted units and the pressure sets.
pub(crate) fn build(info: &mut RegisterInfo) -> Result<(), Vec<Diagnostic>> {
    let nregs = info.registers.len();
    // Uber sets (register numbers are enum values: index + 1).
    let mut ids = IntEqClasses::new(nregs + 1);
    let mut allocatable = vec![false; nregs + 1];
    for c in &info.classes {
        if !c.allocatable || c.members.is_empty() {
            continue;
        }
        let lead = ids.find_leader(c.members[0] + 1);
        allocatable[c.members[0] + 1] = true;
        for &m in &c.members[1..] {
            allocatable[m + 1] = true;
            ids.join(lead, m + 1);
        }
    }
    for r in 0..nregs {
        if !allocatable[r + 1] {
            ids.join(0, r + 1);
        }
    }
    ids.compress();
    let zero_id = ids.ec[0];
    let mut sets = vec![UberSet::default(); ids.num_classes];
    let mut reg_set = vec![0usize; nregs];
    for (r, slot) in reg_set.iter_mut().enumerate() {
        let mut id = ids.ec[r + 1];
        if id == 0 {
            id = zero_id;
        } else if id == zero_id {
            id = 0;
        }
        sets[id].regs.push(r);
        *slot = id;
    }
    let mut lists: Vec<Vec<u32>> = info
        .registers
        .iter()
        .map(|r| r.units.iter().copied().collect())
        .collect();
    compute_uber_weights(info, &lists, &mut sets);
    let mut unit_sets: Vec<Vec<usize>> = vec![Vec::new(); info.reg_units.len()];
    for (r, l) in lists.iter().enumerate() {
        for &u in l {
            add_unit_set(&mut unit_sets, u, reg_set[r]);
        }
    }
    let native_closed = info.registers.iter().enumerate().all(|(r, reg)| {
        reg.sub_regs
            .values()
            .all(|&s| s == r || info.registers[s].units.is_subset(&reg.units))
    });
    let mut iters = 0;
    loop {
        let mut changed = false;
        let mut st = Normalizer {
            sets: &mut sets,
            reg_set: &reg_set,
            native_closed,
            lists: &mut lists,
            unit_sets: &mut unit_sets,
            normal_regs: vec![false; nregs],
            normal_units: vec![false; info.reg_units.len()],
        };
        for r in 0..nregs {
            st.reset();
            changed |= normalize(info, &mut st, r);
        }
        if !changed {
            break;
        }
        iters += 1;
        if iters > info.num_native_reg_units + 1 {
            return Err(vec![Diagnostic::error(
                info.registers.first().map_or(Span::default(), |r| r.span),
                "Runaway register unit weights",
            )]);
        }
    }

    // Unit sets.
    let mut us: Vec<(String, Vec<u32>)> = Vec::new();
    for c in 0..info.classes.len() {
        let rc = &info.classes[c];
        if !rc.allocatable || rc.artificial || !rc.generate_pressure_set {
            continue;
        }
        let units = unit_set_of_class(info, c);
        if !us.iter().any(|(_, u)| *u == units) {
            us.push((rc.name.clone(), units));
        }
    }
    if us.is_empty() {
        let span = info.classes.first().map_or(Span::default(), |c| c.span);
        return Err(vec![Diagnostic::error(
            span,
            "RegUnitSets cannot be empty!",
        )
        .with_note("at least one allocatable register class is needed")]);
    }
    prune(info, &mut us);
    let num_sub = us.len();
    let end = us.len();
    for idx in 0..end {
        let start = if idx >= num_sub { 0 } else { idx + 1 };
        for search in start..end {
            let a: BTreeSet<u32> = us[idx].1.iter().copied().collect();
            if !us[search].1.iter().any(|u| a.contains(u)) {
                continue;
            }
            let mut union: BTreeSet<u32> = a;
            union.extend(us[search].1.iter().copied());
            let union: Vec<u32> = union.into_iter().collect();
            if !us.iter().any(|(_, u)| *u == union) {
                let name = format!("{}_with_{}", us[idx].0, us[search].0);
                us.push((name, union));
            }
        }
    }
    prune(info, &mut us);

    let mut order: Vec<usize> = (0..us.len()).collect();
    order.sort_by_key(|&i| us[i].1.len());
    let mut position = vec![0usize; us.len()];
    for (p, &i) in order.iter().enumerate() {
        position[i] = p;
    }
    info.pressure_sets = order
        .iter()
        .map(|&i| PressureSet {
            name: us[i].0.clone(),
            units: us[i].1.clone(),
            limit: us[i]
                .1
                .iter()
                .map(|&u| info.reg_units[u as usize].weight)
                .sum(),
        })
        .collect();
    info.class_pressure_sets = (0..info.classes.len())
        .map(|c| {
            if !info.classes[c].allocatable {
                return Vec::new();
            }
            let units = unit_set_of_class(info, c);
            if units.is_empty() {
                return Vec::new();
            }
            let mut v: Vec<usize> = (0..us.len())
                .filter(|&s| is_subset(&units, &us[s].1))
                .map(|s| position[s])
                .collect();
            v.sort_unstable();
            v
        })
        .collect();
    Ok(())
}
