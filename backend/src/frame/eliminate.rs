//! Frame-index elimination: every `%stack.N, imm` / `%fixed-stack.N, imm`
//! operand pair becomes `$base, offset`, the base and offset chosen by
//! [`Addressing`] as LLVM's `getFrameIndexReference` chooses them: usually
//! `$sp, stackSize + the object's CFA offset + imm`; from the frame pointer
//! in a function that has one; from the realigned sp (or base pointer) in
//! a realigned frame. An offset the target's immediate cannot hold
//! (`FrameOps::imm_bits`, signed) is split into `hi << imm_bits` built in a
//! scratch register plus a low part that stays in the instruction:
//!
//! ```text
//!   $s = LUI hi ; $s = ADD $s, $sp ; ... OP ..., killed $s, lo
//! ```
//!
//! The scratch register is one of the address class's allocation order
//! that is not callee-saved, not read or written by the instruction and
//! not live before it: liveness is [`physlive`]'s backward step over the
//! block's register units from the live-ins of its successors
//! (`tracksRegLiveness`), or from nothing in a block that has no
//! successors. When every candidate
//! is live (high pressure), the instruction's own destination serves if it
//! is a whole register of the address class the instruction does not read
//! ([`def_scratch`]: `$x8 = ADDXri %stack.0, 0, 0` builds the address in
//! `$x8` itself); else one that is live and not named by the instruction
//! is borrowed: saved to the emergency slot (which `mod.rs`
//! adds, like LLVM's scavenging slot, when the frame does not fit an
//! add-immediate; the layout puts it next to sp) before the instruction and
//! reloaded after it:
//!
//! ```text
//!   SD killed $r, $sp, e ; $r = LUI hi ; $r = ADD $r, $sp
//!   OP ..., killed $r, lo ; $r = LD $sp, e
//! ```
//!
//! Invariant relied on: a frame-index operand is always followed by its
//! immediate offset (LLVM's base + offset operand pairs).

use super::{address_class, FrameError};
use crate::analysis::bitset::BitSet;
use crate::analysis::physlive;
use crate::mir::{Function, Inst, Operand, Reg, RegOperand};
use crate::target::form::{FormArgs, FormOperand};
use crate::target::{FrameOps, PReg, Target};

/// Does `v` fit in a signed `bits`-bit immediate?
pub fn fits(v: i64, bits: u32) -> bool {
    let half = 1i64 << (bits - 1);
    (-half..half).contains(&v)
}

/// Splits `v` into `(hi, lo)` with `v = (hi << imm_bits) + lo`, `lo` a
/// signed `imm_bits`-bit value; `None` if `hi` does not fit the
/// load-upper's field.
pub fn split(v: i64, ops: &FrameOps) -> Option<(i64, i64)> {
    let half = 1i64 << (ops.imm_bits - 1);
    let hi = (v + half) >> ops.imm_bits;
    let lo = v - (hi << ops.imm_bits);
    fits(hi, ops.upper_bits).then_some((hi, lo))
}

/// `$dst = ADD-IMMEDIATE $src, imm` (`$dst = OP $src, imm[, shift]`:
/// the add- or, for a negative `imm` on a target with a subtract-immediate,
/// the subtract-immediate opcode); `None` if one instruction cannot add
/// `imm`.
pub fn add_imm_inst(
    ops: &FrameOps,
    dst: PReg,
    src: PReg,
    src_killed: bool,
    imm: i64,
) -> Option<Inst> {
    let (op, v, shift) = ops.add_imm_parts(imm)?;
    let mut s = super::preg_op(src, false);
    s.killed = src_killed;
    let mut operands = vec![
        Operand::Reg(super::preg_op(dst, true)),
        Operand::Reg(s),
        Operand::Imm(v),
    ];
    if let Some(sh) = shift {
        operands.push(Operand::Imm(i64::from(sh)));
    }
    Some(Inst::new(op, operands))
}

/// Instructions that leave `value` in `scratch`: the target's
/// load-constant pseudo, or load-upper of the high part, then
/// add-immediate of the low part when it is not 0.
pub fn materialize(ops: &FrameOps, scratch: PReg, value: i64) -> Option<Vec<Inst>> {
    if let Some(lc) = ops.load_const {
        return Some(vec![Inst::new(
            lc,
            vec![
                Operand::Reg(super::preg_op(scratch, true)),
                Operand::Imm(value),
            ],
        )]);
    }
    let (hi, lo) = split(value, ops)?;
    let field = hi & ((1i64 << ops.upper_bits) - 1);
    let mut v = vec![Inst::new(
        ops.load_upper?,
        vec![
            Operand::Reg(super::preg_op(scratch, true)),
            Operand::Imm(field),
        ],
    )];
    if lo != 0 {
        v.push(add_imm_inst(ops, scratch, scratch, true, lo)?);
    }
    Some(v)
}

/// `$dst = ADD-REGISTER base, index` with the given kill flags, in the
/// target's `AddRegForm`. A form that commutes (`$a`, `$b`) takes them in
/// the order given (`index_first`: the index register is `$a`); one that
/// does not (`$base`, `$index`) by role.
pub fn add_reg_inst(
    ops: &FrameOps,
    dst: PReg,
    base: (PReg, bool),
    index: (PReg, bool),
    index_first: bool,
) -> Inst {
    let op = |(p, k): (PReg, bool)| {
        let mut u = super::preg_op(p, false);
        u.killed = k;
        u
    };
    let commutes = ops.add_reg_form.has(FormOperand::A);
    let (x, y) = if commutes && index_first {
        (op(index), op(base))
    } else {
        (op(base), op(index))
    };
    let args = FormArgs {
        dst: Some(super::preg_op(dst, true)),
        base: Some(x),
        index: Some(y),
        ..FormArgs::default()
    };
    crate::target::form::instantiate(&ops.add_reg_form, ops.add_reg, &args)
        .expect("AddRegForm names $dst and two addends (checked by the description)")
}

/// The largest multiple of `align` that one add-immediate adds.
pub fn max_aligned_add(ops: &FrameOps, align: u64) -> u64 {
    let m = ops.max_add_imm() as u64;
    if align <= 1 {
        m
    } else {
        m / align * align
    }
}

/// Register units live before each instruction of block `b` (entry `k`:
/// before instruction `k`; entry `len`: at the end), stepping back from its
/// successors' `liveins:` ([`physlive`]). `None` when the block has
/// successors and the function does not track liveness.
pub fn live_before(f: &Function, t: &Target, b: usize) -> Option<Vec<BitSet>> {
    let out = physlive::live_out_from_liveins(f, t, b)?;
    Some(physlive::live_before_each(f, t, b, out))
}

/// A register to borrow as scratch when none is free: in the address
/// class, live here (so that saving it reads a defined value), not
/// reserved, not named by `inst`, not in `taken`.
fn pick_borrowed(
    t: &Target,
    ops: &FrameOps,
    live: &BitSet,
    inst: &Inst,
    taken: &[PReg],
) -> Option<PReg> {
    let class = address_class(t, ops)?;
    t.class(class).alloc_order.iter().copied().find(|&r| {
        !t.is_reserved(r)
            && t.reg(r).units.iter().any(|&u| live.contains(u as usize))
            && !taken.iter().any(|&s| t.overlaps(s, r))
            && !inst
                .reg_operands()
                .any(|(_, o)| matches!(o.reg, Reg::Phys(p) if t.overlaps(p, r)))
    })
}

/// How the objects of one frame are addressed (LLVM 14's RISC-V
/// `getFrameIndexReference`, target-independent):
/// 1. callee-saved save slots from sp, which is `csr_base` bytes below the
///    CFA where the saves and restores run;
/// 2. in a realigned frame, the other objects that are not fixed from the
///    realigned sp (or the base pointer that keeps it): `stackSize` + the
///    object's CFA offset;
/// 3. with a frame pointer (`above` bytes below the CFA), every other
///    object from it: `above` + the CFA offset;
/// 4. else from sp: `stackSize` + the CFA offset.
#[derive(Clone, Copy, Debug)]
pub struct Addressing<'a> {
    /// The stack pointer.
    pub sp: PReg,
    /// The frame size.
    pub stack_size: u64,
    /// The callee-saved save slots.
    pub csr_slots: &'a [u32],
    /// Distance from the CFA down to sp where the save slots are accessed
    /// (the first prologue adjustment when the prologue is split).
    pub csr_base: u64,
    /// The frame pointer and its distance below the CFA.
    pub fp: Option<(PReg, u64)>,
    /// In a realigned frame: the register holding the realigned sp.
    pub realigned: Option<PReg>,
}

impl Addressing<'_> {
    /// The base register and offset of object `id` (fixed or not) whose
    /// CFA offset is `cfa_offset`.
    pub fn base(&self, fixed: bool, id: u32, cfa_offset: i64) -> (PReg, i64) {
        if !fixed && self.csr_slots.contains(&id) {
            return (self.sp, self.csr_base as i64 + cfa_offset);
        }
        if let (Some(r), false) = (self.realigned, fixed) {
            return (r, self.stack_size as i64 + cfa_offset);
        }
        if let Some((fp, above)) = self.fp {
            return (fp, above as i64 + cfa_offset);
        }
        (self.sp, self.stack_size as i64 + cfa_offset)
    }
}

/// The store of `r` to `$base + at` and its reload (the address class's
/// spill forms, with the base in place of the slot, `at` encoded in each
/// opcode's offset units).
fn borrow_insts(t: &Target, ops: &FrameOps, r: PReg, base: PReg, at: i64) -> Option<(Inst, Inst)> {
    let class = address_class(t, ops)?;
    let info = t.class(class);
    let spill = info.spill.as_ref()?;
    let sp = Operand::Reg(super::preg_op(base, false));
    let mut src = super::preg_op(r, false);
    src.killed = true;
    let enc = |op: &str| t.frame_access(op)?.encode(at);
    let save = crate::target::form::instantiate(
        &spill.store.1,
        spill.store.0,
        &FormArgs {
            slot: Some((sp.clone(), enc(spill.store.0)?)),
            ..FormArgs::regs(None, Some(src))
        },
    )?;
    let restore = crate::target::form::instantiate(
        &spill.load.1,
        spill.load.0,
        &FormArgs {
            slot: Some((sp, enc(spill.load.0)?)),
            ..FormArgs::regs(Some(super::preg_op(r, true)), None)
        },
    )?;
    Some((save, restore))
}

/// A scratch register free at a point: in the address class, not
/// callee-saved, none of its units in `live`, not named by `inst` and not
/// in `taken`.
pub fn pick_scratch(
    t: &Target,
    ops: &FrameOps,
    live: &BitSet,
    inst: Option<&Inst>,
    taken: &[PReg],
) -> Option<PReg> {
    let class = address_class(t, ops)?;
    let saved: &[PReg] = t
        .abi_callee_saved
        .map(|m| t.reg_mask(m).save_list.as_slice())
        .unwrap_or(&[]);
    t.class(class).alloc_order.iter().copied().find(|&r| {
        !t.is_reserved(r)
            && !saved.iter().any(|&s| t.overlaps(s, r))
            && !taken.iter().any(|&s| t.overlaps(s, r))
            && !t.reg(r).units.iter().any(|&u| live.contains(u as usize))
            && !inst.is_some_and(|i| {
                i.reg_operands()
                    .any(|(_, o)| matches!(o.reg, Reg::Phys(p) if t.overlaps(p, r)))
            })
    })
}

/// The instruction's own destination as scratch (LLVM's register
/// scavenger finds it free too): an explicit def of a whole register of
/// the address class, not early-clobber, that no other operand of `inst`
/// names (so the instruction does not read it: it reads the scratch and
/// only then writes the result), not reserved, not in `taken`, with none
/// of its units live before `inst`. Callee-saved registers qualify: the
/// instruction writes this one anyway, so its save is already planned.
pub fn def_scratch(
    t: &Target,
    ops: &FrameOps,
    live: &BitSet,
    inst: &Inst,
    taken: &[PReg],
) -> Option<PReg> {
    let class = t.class(address_class(t, ops)?);
    let ops_of = || inst.operands.iter().enumerate();
    ops_of().find_map(|(i, o)| {
        let Operand::Reg(d) = o else { return None };
        let Reg::Phys(p) = d.reg else { return None };
        let whole_def = d.is_def && !d.implicit && !d.early_clobber && d.sub_reg.is_none();
        let named_elsewhere = ops_of().any(|(j, o)| {
            j != i
                && matches!(o, Operand::Reg(r) if matches!(r.reg, Reg::Phys(q) if t.overlaps(p, q)))
        });
        (whole_def
            && !named_elsewhere
            && class.contains(p)
            && !t.is_reserved(p)
            && !taken.iter().any(|&s| t.overlaps(s, p))
            && !t.reg(p).units.iter().any(|&u| live.contains(u as usize)))
        .then_some(p)
    })
}

/// Replaces every frame-index operand pair of `f` (bases and offsets from
/// `addr`); returns how many, and how many needed a scratch register.
/// `emergency` is the id of a stack object of the address class's spill
/// size near its base: when no register is free for a large offset, one is
/// borrowed (saved there before the instruction, restored after it).
pub fn eliminate_frame_indices(
    f: &mut Function,
    t: &Target,
    ops: &FrameOps,
    addr: &Addressing,
    emergency: Option<u32>,
) -> Result<(usize, usize), FrameError> {
    let mut total = 0;
    let mut large = 0;
    for b in 0..f.blocks.len() {
        let mut live: Option<Option<Vec<BitSet>>> = None;
        // Backwards, so that insertions keep earlier indexes valid.
        for k in (0..f.blocks[b].insts.len()).rev() {
            let mut taken: Vec<PReg> = Vec::new();
            let mut pre: Vec<Inst> = Vec::new();
            let mut post: Vec<Inst> = Vec::new();
            let mut borrowed_here = false;
            let mut i = 0;
            while i < f.blocks[b].insts[k].operands.len() {
                let (fixed, id) = match &f.blocks[b].insts[k].operands[i] {
                    Operand::FrameIndex { fixed, id, .. } => (*fixed, *id),
                    _ => {
                        i += 1;
                        continue;
                    }
                };
                let loc = super::inst_loc(f, b, k);
                let obj = if fixed {
                    f.fixed_stack_object(id)
                } else {
                    f.stack_object(id)
                };
                let Some(obj) = obj else {
                    return Err(FrameError::new(
                        f,
                        loc,
                        format!(
                            "%{}.{id} names no object of the function's `{}:` list",
                            if fixed { "fixed-stack" } else { "stack" },
                            if fixed { "fixedStack" } else { "stack" }
                        ),
                    ));
                };
                if f.blocks[b].insts[k].is_debug() {
                    // A debug value of a stack object's address (LLVM's
                    // PEI: the frame register, the offset prepended to
                    // the expression); no scratch register, ever.
                    let (base_reg, base_off) = addr.base(fixed, id, obj.offset);
                    debug_frame_index(&mut f.blocks[b].insts[k], i, base_reg, base_off);
                    total += 1;
                    i += 1;
                    continue;
                }
                let opcode = f.blocks[b].insts[k].opcode.clone();
                let Some(access) = t.frame_access(&opcode) else {
                    return Err(FrameError::new(
                        f,
                        loc,
                        format!(
                            "{opcode} addresses a stack object and the target does not say how \
                             it encodes the offset: add a FrameAccess record for it"
                        ),
                    ));
                };
                // Base only (no offset operand): the frame index is the
                // whole address.
                let imm = if access.bits == 0 {
                    0
                } else {
                    match f.blocks[b].insts[k].operands.get(i + 1) {
                        Some(Operand::Imm(v)) => *v,
                        _ => {
                            return Err(FrameError::new(
                                f,
                                loc,
                                "a frame-index operand not followed by its immediate offset",
                            ))
                        }
                    }
                };
                let width = if access.bits == 0 { 1 } else { 2 };
                let (base_reg, base_off) = addr.base(fixed, id, obj.offset);
                let Some(v) = imm
                    .checked_mul(access.scale)
                    .and_then(|x| x.checked_add(base_off))
                else {
                    return Err(FrameError::new(
                        f,
                        loc,
                        format!("the frame offset {imm} of {opcode} is too large"),
                    ));
                };
                total += 1;
                if let Some(e) = access.encode(v) {
                    let inst = &mut f.blocks[b].insts[k];
                    inst.operands[i] = Operand::Reg(super::preg_op(base_reg, false));
                    if width == 2 {
                        inst.operands[i + 1] = Operand::Imm(e);
                    }
                    i += width;
                    continue;
                }
                // The byte-offset twin (`STURXi` for `STRXui`).
                if let Some((twin, e)) = access
                    .unscaled
                    .and_then(|u| Some((u, t.frame_access(u)?.encode(v)?)))
                    .filter(|_| width == 2)
                {
                    let inst = &mut f.blocks[b].insts[k];
                    inst.opcode = twin.to_string();
                    inst.operands[i] = Operand::Reg(super::preg_op(base_reg, false));
                    inst.operands[i + 1] = Operand::Imm(e);
                    i += 2;
                    continue;
                }
                large += 1;
                let lv = live.get_or_insert_with(|| live_before(f, t, b));
                let Some(lv) = lv.as_ref() else {
                    return Err(FrameError::new(
                        f,
                        loc,
                        format!(
                            "offset {v} needs a scratch register, and without \
                             tracksRegLiveness the free ones are unknown"
                        ),
                    ));
                };
                let inst_ref = &f.blocks[b].insts[k];
                let s = match pick_scratch(t, ops, &lv[k], Some(inst_ref), &taken)
                    .or_else(|| def_scratch(t, ops, &lv[k], inst_ref, &taken))
                {
                    Some(s) => s,
                    None => {
                        // Every candidate is live here: borrow one, kept in
                        // the emergency slot around the instruction.
                        let borrowed = emergency
                            .filter(|_| !borrowed_here)
                            .and_then(|e| f.stack_object(e).map(|o| addr.base(false, e, o.offset)))
                            .filter(|&(_, at)| ops.add_imm_parts(at).is_some())
                            .and_then(|(eb, at)| {
                                let r = pick_borrowed(t, ops, &lv[k], inst_ref, &taken)?;
                                let (save, restore) = borrow_insts(t, ops, r, eb, at)?;
                                Some((r, save, restore))
                            });
                        let Some((r, save, restore)) = borrowed else {
                            return Err(FrameError::new(
                                f,
                                loc,
                                format!(
                                    "offset {v} needs a scratch register and none is free here"
                                ),
                            ));
                        };
                        borrowed_here = true;
                        pre.push(save);
                        post.push(restore);
                        r
                    }
                };
                // The address's high part (or all of it) in the scratch
                // register, the rest in the instruction.
                let (high, lo) = if ops.load_const.is_some() {
                    (v, 0)
                } else {
                    let (hi, lo) = split(v, ops).ok_or_else(|| {
                        FrameError::new(f, loc, format!("frame offset {v} is too large"))
                    })?;
                    (hi << ops.imm_bits, lo)
                };
                let lo_enc = access.encode(lo).ok_or_else(|| {
                    FrameError::new(
                        f,
                        loc,
                        format!("{opcode} cannot encode the low part {lo} of frame offset {v}"),
                    )
                })?;
                let mut m = match add_imm_inst(ops, s, base_reg, false, high) {
                    // A short addend in one add-immediate (base-only forms).
                    Some(one) if ops.load_const.is_some() => vec![one],
                    _ => {
                        let mut m = materialize(ops, s, high).ok_or_else(|| {
                            FrameError::new(f, loc, "the target's add-immediate form is unusable")
                        })?;
                        m.push(add_reg_inst(ops, s, (base_reg, false), (s, true), true));
                        m
                    }
                };
                pre.append(&mut m);
                taken.push(s);
                let mut base = super::preg_op(s, false);
                base.killed = true;
                let inst = &mut f.blocks[b].insts[k];
                inst.operands[i] = Operand::Reg(base);
                if width == 2 {
                    inst.operands[i + 1] = Operand::Imm(lo_enc);
                }
                i += width;
            }
            // The inserted code has the position of the instruction it
            // serves (so that a checker error about it names a line).
            if !pre.is_empty() || !post.is_empty() {
                let loc = super::inst_loc(f, b, k);
                for i in pre.iter_mut().chain(post.iter_mut()) {
                    i.loc = loc;
                }
            }
            if !post.is_empty() {
                f.blocks[b].insts.splice(k + 1..k + 1, post);
            }
            if !pre.is_empty() {
                f.blocks[b].insts.splice(k..k, pre);
            }
        }
    }
    Ok((total, large))
}

/// Rewrites the frame-index operand `i` of a debug instruction into
/// `base + off`. `DBG_VALUE %stack.N, $noreg, !var, !DIExpression(...)`
/// (the variable's value is the object's address) becomes
/// `DBG_VALUE $base, $noreg, !var, !DIExpression(<offset>, ..., DW_OP_stack_value)`
/// and the indirect form (`DBG_VALUE %stack.N, 0, ...`: the variable lives
/// in the object) gets the offset only, as LLVM 14's
/// `PEI::replaceFrameIndices` does with `DIExpression::prepend`. Where the
/// expression is not written inline (a numbered node `!12`) or is any other
/// debug instruction (`DBG_VALUE_LIST`), the location becomes `$noreg`: the
/// variable is shown as optimised out, the code is unchanged.
pub fn debug_frame_index(inst: &mut Inst, i: usize, base: PReg, off: i64) {
    let indirect = matches!(inst.operands.get(1), Some(Operand::Imm(_)));
    let expr = match (inst.opcode.as_str(), i, inst.operands.get(3)) {
        ("DBG_VALUE", 0, Some(Operand::Verbatim(e))) => prepend_offset(e, off, indirect),
        _ => None,
    };
    match expr {
        Some(e) => {
            inst.operands[i] = Operand::Reg(super::preg_op(base, false));
            inst.operands[3] = Operand::Verbatim(e);
        }
        None => {
            inst.operands[i] = Operand::Reg(RegOperand::use_of(Reg::NoReg));
        }
    }
}

/// `!DIExpression(ops)` with `off` applied first (`DW_OP_plus_uconst, off`
/// or `DW_OP_constu, -off, DW_OP_minus`) and, for a direct location whose
/// expression computes nothing yet, `DW_OP_stack_value` at the end but
/// before a `DW_OP_LLVM_fragment` (LLVM 14's `DIExpression::prepend` with
/// `ApplyOffset | StackValue`). `None` for text that is not an inline
/// expression or an indirect location of an implicit value.
fn prepend_offset(expr: &str, off: i64, indirect: bool) -> Option<String> {
    let inner = expr
        .trim()
        .strip_prefix("!DIExpression(")?
        .strip_suffix(')')?
        .trim();
    let old: Vec<&str> = if inner.is_empty() {
        Vec::new()
    } else {
        inner.split(',').map(str::trim).collect()
    };
    if old.iter().any(|t| t.is_empty() || t.contains(['(', ')'])) {
        return None;
    }
    let complex = old.iter().any(|t| {
        t.starts_with("DW_OP_") && !matches!(*t, "DW_OP_LLVM_fragment" | "DW_OP_LLVM_tag_offset")
    });
    if indirect && old.contains(&"DW_OP_stack_value") {
        return None;
    }
    let mut new: Vec<String> = match off {
        0 => Vec::new(),
        o if o > 0 => vec!["DW_OP_plus_uconst".into(), o.to_string()],
        o => vec![
            "DW_OP_constu".into(),
            o.unsigned_abs().to_string(),
            "DW_OP_minus".into(),
        ],
    };
    let mut stack_value = !indirect && !complex;
    for t in old {
        if stack_value && t == "DW_OP_stack_value" {
            stack_value = false;
        } else if stack_value && t == "DW_OP_LLVM_fragment" {
            new.push("DW_OP_stack_value".into());
            stack_value = false;
        }
        new.push(t.to_string());
    }
    if stack_value {
        new.push("DW_OP_stack_value".into());
    }
    Some(format!("!DIExpression({})", new.join(", ")))
}

#[cfg(test)]
mod debug_tests {
    use super::prepend_offset;

    #[test]
    fn offsets_are_prepended_as_llvm_does() {
        let p = |e, off, ind| prepend_offset(e, off, ind);
        assert_eq!(
            p("!DIExpression()", 8, false).as_deref(),
            Some("!DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)")
        );
        assert_eq!(
            p("!DIExpression()", 0, true).as_deref(),
            Some("!DIExpression()")
        );
        assert_eq!(
            p("!DIExpression()", -24, true).as_deref(),
            Some("!DIExpression(DW_OP_constu, 24, DW_OP_minus)")
        );
        assert_eq!(
            p("!DIExpression(DW_OP_LLVM_fragment, 0, 32)", 16, false).as_deref(),
            Some("!DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)")
        );
        assert_eq!(
            p("!DIExpression(DW_OP_deref)", 4, false).as_deref(),
            Some("!DIExpression(DW_OP_plus_uconst, 4, DW_OP_deref)")
        );
        assert_eq!(p("!12", 4, false), None);
        assert_eq!(p("!DIExpression(DW_OP_stack_value)", 4, true), None);
    }
}
