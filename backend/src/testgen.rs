//! Random but valid pre-RA functions for fuzzing the allocators, and the two
//! fuzz properties the fuzz targets (`fuzz/fuzz_targets/`) and the smoke
//! tests (`backend/tests/fuzz_smoke.rs`) share: [`alloc_property`] and
//! [`mir_roundtrip_property`].
//!
//! The generator reads its decisions from a byte string ([`Bytes`]: a
//! fuzzer's input, or a PRNG's output in the smoke test), so the same input
//! always gives the same function. Every instruction comes from the
//! [`Target`]: register classes and their copy/spill/reload opcodes and
//! forms ([`crate::target::SpillOps`]), the frame-lowering opcodes
//! ([`crate::target::FrameOps`]: add-immediate, load-upper, add), the
//! cross-class moves, the register masks, and the opcode facts (a call, a
//! conditional branch, a return, the call-frame pseudos). The one shape
//! assumed rather than read from the target is that of a conditional
//! branch: `OP reg, reg, %bb.N` (two registers of the add-immediate's
//! class, then the target block).
//!
//! Invariants of a generated function (what "valid by construction" means):
//! - every virtual register use is reached only by paths on which the
//!   register was defined (definitions are scoped like a structured program:
//!   a value defined inside an `if` arm or a loop with an early exit is not
//!   used after it; redefinitions of visible values are allowed anywhere, so
//!   the function is not SSA, like llc's pre-RA output after PHI elimination);
//! - physical registers are only live inside the patterns llc makes:
//!   argument copies at entry, `$arg = COPY %v` ... call ... `%r = COPY $ret`
//!   inside one call sequence, and the return value copy before the return;
//! - the CFG is made of fall-throughs and conditional branches only (no
//!   unconditional branch is needed), every block is reachable, and the
//!   last block returns.
//!
//! Not RISC-V: nothing here names a register, class or opcode of a real
//! target; [`GenIsa::from_target`] finds each role by its facts.

use crate::mir::parse::read_with;
use crate::mir::print::print_file;
use crate::pipeline::{run, PipelineOptions};
use crate::regalloc::Allocator;
use crate::soften::SoftenMode;
use crate::target::form::{FormDesc, FormOperand};
use crate::target::{PReg, RegClass, RegMaskId, Target};
use std::fmt::Write;

/// A byte string read as a stream of decisions; past its end every
/// decision reads 0 (the simplest choice), so every input is usable.
#[derive(Clone, Debug)]
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    /// Decisions from `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, pos: 0 }
    }
    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    /// A number in `0..n` (`n > 0`; 0 when `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        let v = if n <= 256 {
            self.byte() as usize
        } else {
            (self.byte() as usize) << 8 | self.byte() as usize
        };
        v % n
    }
    /// True with probability about `1/n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
    /// Are there decisions left?
    pub fn exhausted(&self) -> bool {
        self.pos >= self.data.len()
    }
}

/// A group of register classes that share one copy opcode (one register
/// file: the general-purpose classes, the 32-bit floating-point classes,
/// ...). Values of any class of a bank can be operands of the bank's
/// instructions.
#[derive(Clone, Debug)]
pub struct Bank {
    /// The allocatable classes with a non-empty allocation order, the
    /// largest first.
    pub classes: Vec<RegClass>,
    /// Copy opcode and form (`$dst = OP $src, 0` / `$dst = OP $src, $src`).
    pub copy: (&'static str, FormDesc),
    /// Store opcode and form (`OP $src, $slot, 0`).
    pub store: (&'static str, FormDesc),
    /// Load opcode and form (`$dst = OP $slot, 0`).
    pub load: (&'static str, FormDesc),
    /// Spill size in bytes (the largest class's).
    pub size: u32,
    /// Registers of the bank a call with the ABI mask clobbers, in
    /// allocation order (argument and result registers of generated calls).
    pub scratch: Vec<PReg>,
    /// This bank's copy opcode is the target's add-immediate (the integer
    /// bank: frame-lowering arithmetic and branches use it).
    pub integer: bool,
}

/// The instructions the generator uses, found in a [`Target`].
#[derive(Clone, Debug)]
pub struct GenIsa {
    /// Register banks; at least one.
    pub banks: Vec<Bank>,
    /// The integer bank's index, if the target has frame-lowering ops.
    pub int_bank: Option<usize>,
    /// `(add_imm, imm_bits, load_upper, upper_bits, add_reg)`.
    pub arith: Option<(&'static str, u32, &'static str, u32, &'static str)>,
    /// Conditional branches (`OP reg, reg, %bb.N`).
    pub cond_branches: Vec<&'static str>,
    /// The call opcode (`OP @callee, mask, ...`).
    pub call: Option<&'static str>,
    /// Its implicit defs (the return-address register).
    pub call_defs: Vec<PReg>,
    /// The call-frame pseudos (setup, destroy).
    pub frame_pseudos: Option<(&'static str, &'static str)>,
    /// The return opcode.
    pub ret: &'static str,
    /// Register masks for calls.
    pub masks: Vec<RegMaskId>,
    /// Cross-class moves: `(opcode, form, from bank, from class, to class)`.
    pub cross: Vec<(&'static str, FormDesc, usize, RegClass, RegClass)>,
}

impl GenIsa {
    /// Finds every role in `t`; `None` if the target lacks a return or has
    /// no class with spill opcodes.
    pub fn from_target(t: &Target) -> Option<GenIsa> {
        let mut banks: Vec<Bank> = Vec::new();
        // Largest classes first, so a bank's first class is its widest.
        let mut order: Vec<usize> = (0..t.classes.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(t.classes[i].alloc_order.len()));
        for i in order {
            let c = &t.classes[i];
            let Some(sp) = &c.spill else { continue };
            if !c.allocatable || c.alloc_order.is_empty() {
                continue;
            }
            let rc = RegClass(i as u16);
            match banks.iter_mut().find(|b| b.copy == sp.copy) {
                Some(b) => b.classes.push(rc),
                None => banks.push(Bank {
                    classes: vec![rc],
                    copy: sp.copy,
                    store: sp.store,
                    load: sp.load,
                    size: c.spill_size.max(1),
                    scratch: Vec::new(),
                    integer: false,
                }),
            }
        }
        if banks.is_empty() {
            return None;
        }
        let abi = t.abi_callee_saved.or(if t.reg_masks.is_empty() {
            None
        } else {
            Some(RegMaskId(0))
        });
        for b in &mut banks {
            let wide = t.class(b.classes[0]);
            b.scratch = wide
                .alloc_order
                .iter()
                .copied()
                .filter(|&r| {
                    r != t.return_address
                        && abi.is_none_or(|m| !t.reg_mask(m).preserves(r))
                        && !t.is_reserved(r)
                })
                .take(4)
                .collect();
        }
        // Constants as load-upper + add-immediate: targets with a
        // load-upper opcode only.
        let arith = t.frame_ops.as_ref().and_then(|o| {
            Some((
                o.add_imm,
                o.imm_bits.clamp(2, 32),
                o.load_upper?,
                o.upper_bits.clamp(1, 32),
                o.add_reg,
            ))
        });
        let int_bank = arith.and_then(|a| banks.iter().position(|b| b.copy.0 == a.0));
        if let Some(i) = int_bank {
            banks[i].integer = true;
        }
        let cond_branches = t
            .opcodes
            .iter()
            .filter(|o| o.is_branch && o.is_terminator && !o.is_barrier && !o.is_call)
            .map(|o| o.mir_name)
            .collect();
        let call_op = t
            .opcodes
            .iter()
            .find(|o| o.is_call && !o.is_return && !o.is_barrier && !o.is_terminator);
        let pseudos: Vec<&'static str> = t
            .opcodes
            .iter()
            .filter(|o| t.is_call_frame_pseudo(o.mir_name))
            .map(|o| o.mir_name)
            .collect();
        let ret = t
            .opcodes
            .iter()
            .find(|o| o.is_return && !o.is_call && o.is_terminator)?
            .mir_name;
        let bank_of = |c: RegClass| banks.iter().position(|b| b.classes.contains(&c));
        let cross = t
            .cross_moves
            .iter()
            .filter_map(|m| {
                let fb = bank_of(m.from)?;
                bank_of(m.to)?;
                Some((m.opcode, m.form, fb, m.from, m.to))
            })
            .collect();
        Some(GenIsa {
            int_bank,
            arith,
            cond_branches,
            call: call_op.map(|o| o.mir_name),
            call_defs: call_op.map(|o| o.defs.clone()).unwrap_or_default(),
            frame_pseudos: (pseudos.len() == 2).then(|| (pseudos[0], pseudos[1])),
            ret,
            masks: (0..t.reg_masks.len())
                .map(|i| RegMaskId(i as u16))
                .collect(),
            cross,
            banks,
        })
    }
}

/// A visible value: a virtual register, its class and bank.
#[derive(Clone, Copy, Debug)]
struct Var {
    id: u32,
    class: RegClass,
    bank: usize,
}

/// A block under construction.
#[derive(Clone, Debug, Default)]
struct GBlock {
    insts: Vec<String>,
    liveins: Vec<PReg>,
    /// Conditional branch at the end: `(opcode, a, b, target block)`.
    branch: Option<(&'static str, u32, u32, usize)>,
    /// Ends with a return (no fall-through).
    ret: bool,
}

/// Size limits of a generated function.
const MAX_BLOCKS: usize = 40;
const MAX_VREGS: u32 = 400;
const MAX_DEPTH: usize = 4;
const MAX_ITEMS: usize = 400;

struct Gen<'a> {
    t: &'a Target,
    isa: &'a GenIsa,
    src: Bytes<'a>,
    blocks: Vec<GBlock>,
    /// Declared classes by vreg id.
    classes: Vec<RegClass>,
    /// Visible values, by scope.
    scopes: Vec<Vec<Var>>,
    /// Stack objects: (size, alignment).
    stack: Vec<(u64, u64)>,
    calls: usize,
    items: usize,
}

impl<'a> Gen<'a> {
    fn cur(&mut self) -> &mut GBlock {
        self.blocks.last_mut().expect("a block")
    }
    fn emit(&mut self, s: String) {
        self.cur().insts.push(s);
    }
    fn new_block(&mut self) -> usize {
        self.blocks.push(GBlock::default());
        self.blocks.len() - 1
    }
    fn visible(&self) -> impl Iterator<Item = &Var> {
        self.scopes.iter().flatten()
    }
    fn class_name(&self, c: RegClass) -> &str {
        &self.t.class(c).mir_name
    }
    /// A fresh vreg of bank `b` (a random class of it), made visible.
    fn fresh(&mut self, b: usize) -> Var {
        let classes = &self.isa.banks[b].classes;
        // Mostly the bank's widest class; sometimes a constrained one.
        let class = if self.src.one_in(4) {
            classes[self.src.below(classes.len())]
        } else {
            classes[0]
        };
        let v = Var {
            id: self.classes.len() as u32,
            class,
            bank: b,
        };
        self.classes.push(class);
        self.scopes.last_mut().expect("a scope").push(v);
        v
    }
    /// A destination in bank `b`: a fresh vreg, or (sometimes) a visible one
    /// redefined.
    fn dest(&mut self, b: usize) -> Var {
        if self.classes.len() as u32 >= MAX_VREGS || self.src.one_in(5) {
            let n = self.visible().filter(|v| v.bank == b).count();
            if n > 0 {
                let k = self.src.below(n);
                return *self
                    .visible()
                    .filter(|v| v.bank == b)
                    .nth(k)
                    .expect("k < n");
            }
        }
        self.fresh(b)
    }
    /// A visible value of bank `b`, biased towards old ones (long ranges),
    /// or a new one defined first.
    fn operand(&mut self, b: usize) -> Var {
        let n = self.visible().filter(|v| v.bank == b).count();
        if n == 0 || self.src.one_in(16) {
            return self.define(b);
        }
        let k = if self.src.one_in(2) {
            // Recent values.
            n - 1 - self.src.below(n.min(6))
        } else {
            self.src.below(n)
        };
        *self
            .visible()
            .filter(|v| v.bank == b)
            .nth(k)
            .expect("k < n")
    }
    fn def_str(&self, v: Var) -> String {
        format!("%{}:{}", v.id, self.class_name(v.class))
    }
    /// Instantiates a form: `$dst`, each `$src` (consuming `srcs`; the last
    /// repeats), `$slot`, `OP`; `imm` replaces a trailing literal `0`.
    fn form(
        &self,
        form: FormDesc,
        op: &str,
        dst: Option<String>,
        srcs: &[String],
        slot: Option<&str>,
        imm: Option<i64>,
    ) -> String {
        // Text of each operand; the form's last integer (an offset or an
        // addend) is `imm` when given.
        let mut toks: Vec<String> = Vec::new();
        let mut k = 0;
        let last = form.operands.len().saturating_sub(1);
        for (i, o) in form.operands.iter().enumerate() {
            let end = |v: i64| if i == last { imm.unwrap_or(v) } else { v };
            toks.push(match *o {
                FormOperand::Dst => dst.clone().unwrap_or_default(),
                FormOperand::Src => {
                    let s = srcs.get(k).or(srcs.last()).cloned().unwrap_or_default();
                    k += 1;
                    s
                }
                FormOperand::Slot => format!("{}, {}", slot.unwrap_or(""), end(0)),
                FormOperand::SlotBase => slot.unwrap_or("").to_string(),
                FormOperand::Imm(v) => end(v).to_string(),
                FormOperand::Reg(r) => format!("${}", self.t.mir_name(PReg(r))),
                FormOperand::NoReg => "$noreg".to_string(),
                FormOperand::ImplicitDef(r) => {
                    format!("implicit-def ${}", self.t.mir_name(PReg(r)))
                }
                FormOperand::ImplicitUse(r) => format!("implicit ${}", self.t.mir_name(PReg(r))),
                _ => String::new(),
            });
        }
        let defs = form.defs as usize;
        let uses = toks[defs..].join(", ");
        let rhs = if uses.is_empty() {
            op.to_string()
        } else {
            format!("{op} {uses}")
        };
        if defs == 0 {
            rhs
        } else {
            format!("{} = {rhs}", toks[..defs].join(", "))
        }
    }
    /// Defines a value of bank `b` from nothing visible of that bank (a
    /// constant, a load, or a cross-class move), returns it.
    fn define(&mut self, b: usize) -> Var {
        let isa = self.isa;
        let bank = &isa.banks[b];
        if bank.integer {
            let (add_imm, imm_bits, lui, upper_bits, _) = isa.arith.expect("integer bank");
            let d = self.fresh(b);
            let ds = self.def_str(d);
            if self.src.one_in(2) {
                let max = 1i64 << (upper_bits.min(20) - 1);
                let hi = self.src.below(max as usize) as i64;
                self.emit(format!("{ds} = {lui} {hi}"));
            } else {
                let half = 1i64 << (imm_bits.min(12) - 1);
                let imm = self.src.below((2 * half) as usize) as i64 - half;
                let zero = self.t.mir_name(self.t.zero);
                self.emit(format!("{ds} = {add_imm} ${zero}, {imm}"));
            }
            return d;
        }
        // A cross-class move from the integer bank, else a load from a stack
        // object.
        let moves: Vec<_> = isa
            .cross
            .iter()
            .filter(|m| isa.banks[b].classes.contains(&m.4) && Some(m.2) != Some(b))
            .copied()
            .collect();
        // Invariant: no recursion into `define` here (only a visible source
        // value is moved), so two banks with moves both ways cannot loop.
        let moves: Vec<_> = moves
            .into_iter()
            .filter(|m| self.visible().any(|v| v.bank == m.2))
            .collect();
        if !moves.is_empty() && !self.src.one_in(3) {
            let (op, form, fb, _from, to) = moves[self.src.below(moves.len())];
            let n = self.visible().filter(|v| v.bank == fb).count();
            let k = self.src.below(n);
            let s = *self
                .visible()
                .filter(|v| v.bank == fb)
                .nth(k)
                .expect("k < n");
            let d = self.fresh_of(b, to);
            let text = self.form(
                form,
                op,
                Some(self.def_str(d)),
                &[format!("%{}", s.id)],
                None,
                None,
            );
            self.emit(text);
            return d;
        }
        let (slot, off) = self.slot(bank.size);
        let d = self.fresh(b);
        let text = self.form(
            bank.load.1,
            bank.load.0,
            Some(self.def_str(d)),
            &[],
            Some(&slot),
            Some(off),
        );
        self.emit(text + &Gen::mem(false, bank.size, &slot, off));
        d
    }
    /// A fresh vreg of a given class (in bank `b`).
    fn fresh_of(&mut self, b: usize, class: RegClass) -> Var {
        let v = Var {
            id: self.classes.len() as u32,
            class,
            bank: b,
        };
        self.classes.push(class);
        self.scopes.last_mut().expect("a scope").push(v);
        v
    }
    /// The memory operand llc puts on a stack access:
    /// ` :: (load (s32) from %stack.0 + 4)`.
    fn mem(store: bool, bytes: u32, slot: &str, off: i64) -> String {
        let place = if off == 0 {
            slot.to_string()
        } else {
            format!("{slot} + {off}")
        };
        let (what, dir) = if store {
            ("store", "into")
        } else {
            ("load", "from")
        };
        format!(" :: ({what} (s{}) {dir} {place})", bytes * 8)
    }
    /// A stack object and an aligned offset inside it for a `size`-byte
    /// access: `("%stack.N", offset)`.
    fn slot(&mut self, size: u32) -> (String, i64) {
        let size = size.max(1) as u64;
        let k = if self.stack.is_empty() || (self.stack.len() < 4 && self.src.one_in(8)) {
            let words = 1 + self.src.below(8) as u64;
            self.stack.push((words * 8, 8));
            self.stack.len() - 1
        } else {
            self.src.below(self.stack.len())
        };
        let (obj_size, _) = self.stack[k];
        let n = (obj_size / size).max(1);
        let off = self.src.below(n as usize) as u64 * size;
        (format!("%stack.{k}"), off as i64)
    }
    /// One straight-line instruction.
    fn inst(&mut self) {
        let isa = self.isa;
        let b = self.src.below(isa.banks.len());
        let bank = &isa.banks[b];
        match self.src.below(10) {
            // Copy-form arithmetic (`ADDI s, imm` / `FSGNJ a, b`).
            0 | 1 => {
                let a = self.operand(b);
                let c = self.operand(b);
                let imm = match isa.arith {
                    Some((op, bits, ..)) if op == bank.copy.0 => {
                        let half = 1i64 << (bits.min(12) - 1);
                        Some(self.src.below((2 * half) as usize) as i64 - half)
                    }
                    _ => None,
                };
                let d = self.dest(b);
                let text = self.form(
                    bank.copy.1,
                    bank.copy.0,
                    Some(self.def_str(d)),
                    &[format!("%{}", a.id), format!("%{}", c.id)],
                    None,
                    imm,
                );
                self.emit(text);
            }
            // Register-register add (integer bank).
            2 | 3 if bank.integer => {
                let add = isa.arith.expect("integer bank").4;
                let a = self.operand(b);
                let c = self.operand(b);
                let d = self.dest(b);
                let ds = self.def_str(d);
                self.emit(format!("{ds} = {add} %{}, %{}", a.id, c.id));
            }
            // COPY.
            4 => {
                let a = self.operand(b);
                let d = self.dest(b);
                let ds = self.def_str(d);
                self.emit(format!("{ds} = COPY %{}", a.id));
            }
            // Store to / load from a stack object.
            5 => {
                let a = self.operand(b);
                let (slot, off) = self.slot(bank.size);
                let text = self.form(
                    bank.store.1,
                    bank.store.0,
                    None,
                    &[format!("%{}", a.id)],
                    Some(&slot),
                    Some(off),
                );
                self.emit(text + &Gen::mem(true, bank.size, &slot, off));
            }
            6 => {
                let (slot, off) = self.slot(bank.size);
                let d = self.dest(b);
                let text = self.form(
                    bank.load.1,
                    bank.load.0,
                    Some(self.def_str(d)),
                    &[],
                    Some(&slot),
                    Some(off),
                );
                self.emit(text + &Gen::mem(false, bank.size, &slot, off));
            }
            // Address of a stack object (integer bank).
            7 if bank.integer => {
                let add_imm = isa.arith.expect("integer bank").0;
                let (slot, off) = self.slot(8);
                let d = self.dest(b);
                let ds = self.def_str(d);
                self.emit(format!("{ds} = {add_imm} {slot}, {off}"));
            }
            // Cross-class move.
            8 if !isa.cross.is_empty() => {
                let (op, form, fb, _from, to) = isa.cross[self.src.below(isa.cross.len())];
                let s = self.operand(fb);
                let tb = isa
                    .banks
                    .iter()
                    .position(|bk| bk.classes.contains(&to))
                    .expect("cross moves are between banks");
                let d = self.fresh_of(tb, to);
                let text = self.form(
                    form,
                    op,
                    Some(self.def_str(d)),
                    &[format!("%{}", s.id)],
                    None,
                    None,
                );
                self.emit(text);
            }
            // A new constant (rematerializable) or load.
            _ => {
                self.define(b);
            }
        }
    }
    /// A call sequence: argument copies into scratch registers, the call
    /// with a mask, result copies.
    fn call(&mut self) {
        let isa = self.isa;
        let Some(call) = isa.call else { return };
        if isa.masks.is_empty() {
            return;
        }
        self.calls += 1;
        let mask = isa.masks[self.src.below(isa.masks.len())];
        // Arguments: per bank, up to its scratch registers.
        let mut args: Vec<(PReg, u32)> = Vec::new();
        let mut rets: Vec<(PReg, usize)> = Vec::new();
        let mut taken = Vec::new();
        let mut ret_taken = Vec::new();
        for b in 0..isa.banks.len() {
            let n = self.src.below(isa.banks[b].scratch.len() + 1);
            for r in self.pick_regs(b, n, &mut taken) {
                let v = self.operand(b);
                args.push((r, v.id));
            }
            if self.src.one_in(2) {
                if let Some(r) = self.pick_regs(b, 1, &mut ret_taken).first() {
                    rets.push((*r, b));
                }
            }
        }
        let sp = self.t.mir_name(self.t.stack_pointer);
        if let Some((down, _)) = isa.frame_pseudos {
            self.emit(format!(
                "{down} 0, 0, implicit-def dead ${sp}, implicit ${sp}"
            ));
        }
        for (r, v) in &args {
            let rn = self.t.mir_name(*r);
            self.emit(format!("${rn} = COPY %{v}"));
        }
        let mut s = format!(
            "{call} @callee{}, {}",
            self.calls % 3,
            self.t.reg_mask(mask).mir_name
        );
        for d in &isa.call_defs {
            let _ = write!(s, ", implicit-def dead ${}", self.t.mir_name(*d));
        }
        for (r, _) in &args {
            let _ = write!(s, ", implicit ${}", self.t.mir_name(*r));
        }
        let _ = write!(s, ", implicit-def ${sp}");
        for (r, _) in &rets {
            let _ = write!(s, ", implicit-def ${}", self.t.mir_name(*r));
        }
        self.emit(s);
        if let Some((_, up)) = isa.frame_pseudos {
            self.emit(format!(
                "{up} 0, 0, implicit-def dead ${sp}, implicit ${sp}"
            ));
        }
        for (r, b) in rets {
            let d = self.dest(b);
            let ds = self.def_str(d);
            let rn = self.t.mir_name(r);
            self.emit(format!("{ds} = COPY ${rn}"));
        }
    }
    /// Up to `n` scratch registers of bank `b` that overlap none in `taken`
    /// (banks may share register units: a 32-bit and a 64-bit view of one
    /// register); adds them to `taken`.
    fn pick_regs(&self, b: usize, n: usize, taken: &mut Vec<PReg>) -> Vec<PReg> {
        let mut out = Vec::new();
        for &r in &self.isa.banks[b].scratch {
            if out.len() == n {
                break;
            }
            if taken.iter().any(|&q| self.t.overlaps(q, r)) {
                continue;
            }
            taken.push(r);
            out.push(r);
        }
        out
    }
    /// Ends the current block with a conditional branch to `target` (patched
    /// later when `None`), returns the block's index.
    fn branch(&mut self, target: usize) -> Option<usize> {
        let isa = self.isa;
        let ib = isa.int_bank?;
        if isa.cond_branches.is_empty() {
            return None;
        }
        let op = isa.cond_branches[self.src.below(isa.cond_branches.len())];
        let a = self.operand(ib);
        let b = self.operand(ib);
        self.cur().branch = Some((op, a.id, b.id, target));
        Some(self.blocks.len() - 1)
    }
    fn region(&mut self, depth: usize) {
        let items = 1 + self.src.below(8);
        for _ in 0..items {
            if self.items >= MAX_ITEMS || self.src.exhausted() && self.items > 4 {
                return;
            }
            self.items += 1;
            let room = depth < MAX_DEPTH && self.blocks.len() + 3 < MAX_BLOCKS;
            match self.src.below(12) {
                0 if room => self.if_then(depth),
                1 if room => self.if_else(depth),
                2 if room => self.do_while(depth),
                3 => self.call(),
                _ => {
                    let n = 1 + self.src.below(12);
                    for _ in 0..n {
                        self.inst();
                    }
                }
            }
        }
    }
    /// `if (c) { body }`: a branch over the body to a join block.
    fn if_then(&mut self, depth: usize) {
        let Some(from) = self.branch(usize::MAX) else {
            return;
        };
        self.new_block();
        self.scopes.push(Vec::new());
        self.region(depth + 1);
        self.scopes.pop();
        let join = self.new_block();
        self.patch(from, join);
    }
    /// `if (c) { a } else { b }`: a branch to `b`; `a` ends with a branch to
    /// the join (so `b` is also reached from `a`'s fall-through).
    fn if_else(&mut self, depth: usize) {
        let Some(from) = self.branch(usize::MAX) else {
            return;
        };
        self.new_block();
        self.scopes.push(Vec::new());
        self.region(depth + 1);
        let mid = self.branch(usize::MAX);
        self.scopes.pop();
        let else_block = self.new_block();
        self.patch(from, else_block);
        self.scopes.push(Vec::new());
        self.region(depth + 1);
        self.scopes.pop();
        let join = self.new_block();
        if let Some(m) = mid {
            self.patch(m, join);
        }
    }
    /// `do { body } while (c)`, sometimes with an early exit. Values the body
    /// defines stay visible after the loop only without an early exit.
    fn do_while(&mut self, depth: usize) {
        let header = self.new_block();
        self.scopes.push(Vec::new());
        self.region(depth + 1);
        let brk = if self.src.one_in(3) {
            let b = self.branch(usize::MAX);
            self.new_block();
            self.region(depth + 1);
            b
        } else {
            None
        };
        let latch = self.branch(header);
        let body = self.scopes.pop().unwrap_or_default();
        let exit = self.new_block();
        if let Some(b) = brk {
            self.patch(b, exit);
        } else if latch.is_some() {
            self.scopes.last_mut().expect("a scope").extend(body);
        }
    }
    fn patch(&mut self, block: usize, target: usize) {
        if let Some(br) = &mut self.blocks[block].branch {
            br.3 = target;
        }
    }
}

/// Generates one function named `name` from the decisions in `data`: the
/// whole `.mir` document text (no IR module; see [`GenTarget`]).
pub fn generate(t: &Target, isa: &GenIsa, name: &str, data: &[u8]) -> String {
    let mut g = Gen {
        t,
        isa,
        src: Bytes::new(data),
        blocks: vec![GBlock::default()],
        classes: Vec::new(),
        scopes: vec![Vec::new()],
        stack: Vec::new(),
        calls: 0,
        items: 0,
    };
    // Arguments: copies out of scratch registers at entry.
    let mut fn_liveins: Vec<(PReg, u32)> = Vec::new();
    let mut taken = Vec::new();
    for b in 0..isa.banks.len() {
        let n = g.src.below(isa.banks[b].scratch.len() + 1);
        for r in g.pick_regs(b, n, &mut taken) {
            let v = g.fresh_of(b, isa.banks[b].classes[0]);
            fn_liveins.push((r, v.id));
            let ds = g.def_str(v);
            g.emit(format!("{ds} = COPY ${}", t.mir_name(r)));
        }
    }
    g.blocks[0].liveins = fn_liveins.iter().map(|(r, _)| *r).collect();
    g.region(0);
    // Keep many values live to the end: store some, fold some into the
    // result.
    let vis: Vec<Var> = g.visible().copied().collect();
    for v in vis.iter().rev().take(8) {
        if g.src.one_in(2) {
            let bank = &isa.banks[v.bank];
            let (slot, off) = g.slot(bank.size);
            let text = g.form(
                bank.store.1,
                bank.store.0,
                None,
                &[format!("%{}", v.id)],
                Some(&slot),
                Some(off),
            );
            g.emit(text + &Gen::mem(true, bank.size, &slot, off));
        }
    }
    // The return value.
    let mut ret = isa.ret.to_string();
    let rb = isa.int_bank.unwrap_or(0);
    if let Some(&r) = isa.banks[rb].scratch.first() {
        let v = g.operand(rb);
        let rn = t.mir_name(r);
        g.emit(format!("${rn} = COPY %{}", v.id));
        let _ = write!(ret, " implicit ${rn}");
    }
    g.emit(ret);
    g.cur().ret = true;

    // The document.
    let mut s = String::new();
    let _ = writeln!(s, "---\nname:            {name}\ntracksRegLiveness: true");
    if g.classes.is_empty() {
        s.push_str("registers:       []\n");
    } else {
        s.push_str("registers:\n");
        for (i, c) in g.classes.iter().enumerate() {
            let _ = writeln!(
                s,
                "  - {{ id: {i}, class: {}, preferred-register: '' }}",
                t.class(*c).mir_name
            );
        }
    }
    if fn_liveins.is_empty() {
        s.push_str("liveins:         []\n");
    } else {
        s.push_str("liveins:\n");
        for (r, v) in &fn_liveins {
            let _ = writeln!(
                s,
                "  - {{ reg: '${}', virtual-reg: '%{v}' }}",
                t.mir_name(*r)
            );
        }
    }
    let max_align = g.stack.iter().map(|o| o.1).max().unwrap_or(1);
    let _ = writeln!(
        s,
        "frameInfo:\n  maxAlignment:    {max_align}\n  adjustsStack:    false\n  hasCalls:        {}\n  maxCallFrameSize: 4294967295",
        g.calls > 0
    );
    if g.stack.is_empty() {
        s.push_str("stack:           []\n");
    } else {
        s.push_str("stack:\n");
        for (i, (size, align)) in g.stack.iter().enumerate() {
            let _ = writeln!(
                s,
                "  - {{ id: {i}, name: '', type: default, offset: 0, size: {size}, alignment: {align}, stack-id: default }}"
            );
        }
    }
    s.push_str("body:             |\n");
    let n = g.blocks.len();
    for (i, b) in g.blocks.iter().enumerate() {
        let _ = writeln!(s, "  bb.{i}:");
        let mut succ: Vec<usize> = Vec::new();
        if let Some((_, _, _, target)) = b.branch {
            succ.push(target);
        }
        if !b.ret && i + 1 < n && !succ.contains(&(i + 1)) {
            succ.push(i + 1);
        }
        if !succ.is_empty() {
            let list: Vec<String> = succ.iter().map(|k| format!("%bb.{k}")).collect();
            let _ = writeln!(s, "    successors: {}", list.join(", "));
        }
        if !b.liveins.is_empty() {
            let list: Vec<String> = b
                .liveins
                .iter()
                .map(|r| format!("${}", t.mir_name(*r)))
                .collect();
            let _ = writeln!(s, "    liveins: {}", list.join(", "));
        }
        s.push('\n');
        for inst in &b.insts {
            let _ = writeln!(s, "    {inst}");
        }
        if let Some((op, a, c, target)) = b.branch {
            let _ = writeln!(s, "    {op} %{a}, %{c}, %bb.{target}");
        }
        s.push('\n');
    }
    s.push_str("...\n");
    s
}

/// A target to generate functions for, with the IR module header that makes
/// a printed function read back with the same target (so a failing input
/// reproduces with `spillway alloc FILE`).
#[derive(Clone, Debug)]
pub struct GenTarget {
    /// The target.
    pub target: Target,
    /// What the generator uses from it.
    pub isa: GenIsa,
    /// `--- |` document naming the target's features and ABI.
    pub ir_module: String,
}

impl GenTarget {
    /// Wraps `target` (built with `abi`, if any). `None` if the target lacks
    /// what the generator needs ([`GenIsa::from_target`]).
    pub fn new(target: Target, abi: Option<&str>) -> Option<GenTarget> {
        let isa = GenIsa::from_target(&target)?;
        let feats: Vec<String> = target.features.iter().map(|f| format!("+{f}")).collect();
        let mut ir = String::from("--- |\n");
        let _ = writeln!(ir, "  define void @f() #0 {{\n    ret void\n  }}");
        let _ = writeln!(
            ir,
            "  attributes #0 = {{ \"target-features\"=\"{}\" }}",
            feats.join(",")
        );
        if let Some(abi) = abi {
            let _ = writeln!(
                ir,
                "  !llvm.module.flags = !{{!0}}\n  !0 = !{{i32 1, !\"target-abi\", !\"{abi}\"}}"
            );
        }
        ir.push_str("...\n");
        Some(GenTarget {
            target,
            isa,
            ir_module: ir,
        })
    }
    /// A generated function as a complete `.mir` file (IR module included).
    pub fn file_text(&self, data: &[u8]) -> String {
        format!(
            "{}{}",
            self.ir_module,
            generate(&self.target, &self.isa, "f", data)
        )
    }
}

/// What one [`alloc_property`] run did.
#[derive(Clone, Debug, Default)]
pub struct AllocSummary {
    /// Instructions in the generated function.
    pub insts: usize,
    /// Virtual registers.
    pub vregs: usize,
    /// Blocks.
    pub blocks: usize,
    /// Pipeline runs (allocator x soften mode).
    pub runs: usize,
    /// Spill stores over all runs.
    pub spills: usize,
}

/// A property violation: what went wrong and the input that shows it (a
/// complete `.mir` file).
#[derive(Clone, Debug)]
pub struct Failure {
    /// What failed (allocator, soften mode, errors).
    pub message: String,
    /// The checker rejected an allocation (as opposed to a pipeline error,
    /// an unreadable input or output).
    pub checker: bool,
    /// The `.mir` file that reproduces it.
    pub mir: String,
}

/// Every allocator and soften mode [`alloc_property`] runs.
pub const CONFIGS: &[(Allocator, SoftenMode)] = &[
    (Allocator::Greedy, SoftenMode::Full),
    (Allocator::Greedy, SoftenMode::Off),
    (Allocator::Basic, SoftenMode::Full),
    (Allocator::Basic, SoftenMode::Off),
    (Allocator::Fast, SoftenMode::Full),
    (Allocator::Fast, SoftenMode::Off),
];

/// The allocator property: the first byte of `data` picks one of `targets`,
/// the rest generates a function ([`generate`]); the generated file must
/// read, and the whole pipeline ([`run`], checker on) with every allocator
/// and soften mode in [`CONFIGS`] must succeed with the checker green.
/// (Panics inside the pipeline are the caller's to catch: the fuzz target
/// lets them crash, the smoke test catches them.)
pub fn alloc_property(targets: &[GenTarget], data: &[u8]) -> Result<AllocSummary, Failure> {
    let Some((&sel, rest)) = data.split_first() else {
        return Ok(AllocSummary::default());
    };
    if targets.is_empty() {
        return Ok(AllocSummary::default());
    }
    let gt = &targets[sel as usize % targets.len()];
    let text = gt.file_text(rest);
    check_alloc_text(&text, Some(&gt.target), &[])
}

/// The allocator property on a `.mir` file (a generated one, or a saved
/// regression): it must read (with `target`, or the one of `descs` its IR
/// module names), and [`run`] with every configuration in [`CONFIGS`] must
/// succeed with the checker green and an output that reads back.
pub fn check_alloc_text(
    text: &str,
    target: Option<&Target>,
    descs: &[&'static crate::target::TargetDesc],
) -> Result<AllocSummary, Failure> {
    let fail = |message: String| Failure {
        message,
        checker: false,
        mir: text.to_string(),
    };
    let owned: Target;
    let file;
    let target: &Target = match target {
        Some(t) => {
            file = read_with(text, "generated.mir", t)
                .map_err(|e| fail(format!("the function does not read:\n{e}")))?;
            t
        }
        None => {
            let (t, f) = crate::mir::parse::read(text, "generated.mir", descs)
                .map_err(|e| fail(format!("the function does not read:\n{e}")))?;
            file = f;
            owned = t;
            &owned
        }
    };
    if file.functions.is_empty() {
        return Err(fail("the file has no function".into()));
    }
    let f = &file.functions[0];
    let mut sum = AllocSummary {
        insts: f.blocks.iter().map(|b| b.insts.len()).sum(),
        vregs: f.vregs.len(),
        blocks: f.blocks.len(),
        ..AllocSummary::default()
    };
    for &(allocator, soften) in CONFIGS {
        let opts = PipelineOptions {
            allocator,
            check: true,
            soften,
            stop_before_frame: false,
        };
        let what = format!("allocator {} soften {soften:?}", allocator.name());
        let out = run(&file, target, &opts).map_err(|e| {
            fail(format!(
                "{what}: the pipeline refused a valid function: {}",
                e.render("generated.mir")
            ))
        })?;
        for r in &out.reports {
            if r.check.failed() {
                let mut m = format!("{what}: the checker failed: {}\n", r.check.summary());
                if let crate::pipeline::CheckOutcome::Failed { errors, .. } = &r.check {
                    for e in errors.iter().take(10) {
                        let _ = writeln!(m, "  {e}");
                    }
                }
                return Err(Failure {
                    checker: true,
                    ..fail(m)
                });
            }
            sum.spills += r.spills;
        }
        // The output must print and read back.
        let printed = print_file(&out.file, target);
        if let Err(e) = read_with(&printed, "allocated.mir", target) {
            return Err(fail(format!(
                "{what}: the allocated output does not read back:\n{e}"
            )));
        }
        sum.runs += 1;
    }
    Ok(sum)
}

/// The MIR reader property: any bytes either fail to read (an error, never
/// a panic) or read into a file that prints, reads back, and prints the same
/// again (the writer's idempotence invariant). The file is read with the
/// one of `descs` its IR module names.
pub fn mir_roundtrip_property(
    data: &[u8],
    descs: &[&'static crate::target::TargetDesc],
) -> Result<bool, String> {
    let text = String::from_utf8_lossy(data);
    let Ok((target, file)) = crate::mir::parse::read(&text, "fuzz.mir", descs) else {
        return Ok(false);
    };
    let printed = print_file(&file, &target);
    let again = read_with(&printed, "printed.mir", &target)
        .map_err(|e| format!("the printed file does not read back:\n{e}\nprinted:\n{printed}"))?;
    let printed2 = print_file(&again, &target);
    if printed2 != printed {
        let line = printed
            .lines()
            .zip(printed2.lines())
            .position(|(a, b)| a != b)
            .map_or(printed.lines().count().min(printed2.lines().count()), |i| i);
        return Err(format!(
            "printing is not idempotent: first difference at printed line {}:\n  first:  {:?}\n  second: {:?}",
            line + 1,
            printed.lines().nth(line).unwrap_or(""),
            printed2.lines().nth(line).unwrap_or("")
        ));
    }
    Ok(true)
}
