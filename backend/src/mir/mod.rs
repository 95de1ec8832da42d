//! LLVM 14 MIR: the in-memory model of a `.mir` file (this file), the
//! reader ([`parse`]) and the writer ([`print`](mod@print)).
//!
//! The model keeps what the backend reasons about typed — registers,
//! operands, blocks, stack objects — and everything else verbatim, so that
//! printing a parsed file gives MIR that llc reads as the original.
//!
//! Invariants (established by the reader, kept by every pass):
//! - `Function::blocks[i]` is the block with [`BlockId`]`(i)`; blocks are in
//!   layout order; `BlockData::number` is the `bb.N` number printed, unique
//!   within the function.
//! - Every [`VReg`] used in the body has an entry in `Function::vregs`
//!   (`vregs.len()` is one past the largest id seen); its class is `Some`
//!   once the file declared it (in `registers:` or on a def, `%3:gpr`).
//! - In an [`Inst`], the explicit register defs (printed left of `=`) come
//!   first in `operands`, then the remaining operands in printed order.
//! - [`PReg`], [`RegClass`] and [`RegMaskId`] are indexes into the
//!   [`crate::target::Target`] the file was read with; names the target
//!   does not know are reader errors, never silently kept.

pub mod ir;
pub mod parse;
pub mod print;

use crate::target::{PReg, RegClass, RegMaskId, SubRegIdx};

/// A virtual register `%N` (`N` is the id printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VReg(pub u32);

/// A block of a [`Function`]: its index in `Function::blocks`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BlockId(pub u32);

impl BlockId {
    /// The index into `Function::blocks`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl VReg {
    /// The index into `Function::vregs`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where something is in the input file (1-based line and column), for
/// diagnostics. `line == 0` means "made by a pass, not read".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loc {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// A parsed `.mir` file.
#[derive(Clone, Debug)]
pub struct MirFile {
    /// The `--- |` LLVM IR module document, verbatim: the text of the
    /// block scalar with its indentation removed (`None` when absent).
    pub ir_module: Option<String>,
    /// The function documents, in file order.
    pub functions: Vec<Function>,
}

/// One machine function (one `---` ... `...` YAML document).
#[derive(Clone, Debug)]
pub struct Function {
    /// `name:`.
    pub name: String,
    /// Where the document starts.
    pub loc: Loc,
    /// `tracksRegLiveness:`.
    pub tracks_reg_liveness: bool,
    /// Virtual registers by id: class and `preferred-register`.
    pub vregs: Vec<VRegInfo>,
    /// The function's `liveins:` (physical register and the vreg it is
    /// copied to, if any).
    pub liveins: Vec<FnLiveIn>,
    /// `frameInfo:`.
    pub frame: FrameInfo,
    /// `fixedStack:` objects (`%fixed-stack.N`), in file order.
    pub fixed_stack: Vec<StackObject>,
    /// `stack:` objects (`%stack.N`), in file order.
    pub stack: Vec<StackObject>,
    /// Every other top-level key of the document, in file order, with its
    /// value as YAML text (printed back as is). `body` is not among them.
    pub other_keys: Vec<(String, String)>,
    /// Blocks in layout order.
    pub blocks: Vec<BlockData>,
    /// The string attributes of the function in the file's IR module
    /// (`("frame-pointer", "all")`; [`ir`]), empty without one. Read, never
    /// printed: the IR module is printed verbatim.
    pub ir_attrs: Vec<(String, String)>,
}

/// A `registers:` entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VRegInfo {
    /// The class (`None` if never declared).
    pub class: Option<RegClass>,
    /// `preferred-register:` (a hint), if any.
    pub preferred: Option<Reg>,
    /// Declared in the `registers:` table (as opposed to only in the body).
    pub declared: bool,
    /// The GlobalISel register bank the `registers:` entry gives instead
    /// of a class (`class: gpr` at -O0, for a vreg instruction selection
    /// deleted; the reader refuses a body that names such a vreg), as the
    /// MIR prints it.
    pub bank: Option<&'static str>,
}

/// A function `liveins:` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FnLiveIn {
    /// The argument register.
    pub reg: PReg,
    /// `virtual-reg:` (the vreg the entry block copies it into).
    pub vreg: Option<VReg>,
}

/// `frameInfo:`: the fields passes read or write, and the rest verbatim.
#[derive(Clone, Debug, Default)]
pub struct FrameInfo {
    /// `stackSize:`.
    pub stack_size: u64,
    /// `maxAlignment:`.
    pub max_alignment: u64,
    /// `adjustsStack:`.
    pub adjusts_stack: bool,
    /// `hasCalls:`.
    pub has_calls: bool,
    /// `maxCallFrameSize:` (LLVM prints 4294967295 for "not computed").
    pub max_call_frame_size: u64,
    /// Every `frameInfo` key in file order with its value text; the typed
    /// fields above are written back into their entries when printing.
    pub fields: Vec<(String, String)>,
}

/// The kind of a stack object (`type:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackObjectKind {
    /// `default`: a local variable (or an incoming argument, when fixed).
    Default,
    /// `spill-slot`.
    SpillSlot,
    /// `variable-sized`.
    VariableSized,
}

/// A `stack:` or `fixedStack:` entry.
#[derive(Clone, Debug)]
pub struct StackObject {
    /// `id:` (the N of `%stack.N` / `%fixed-stack.N`).
    pub id: u32,
    /// `name:` (empty if none).
    pub name: String,
    /// `type:`.
    pub kind: StackObjectKind,
    /// `offset:`.
    pub offset: i64,
    /// `size:`.
    pub size: u64,
    /// `alignment:`.
    pub alignment: u64,
    /// `callee-saved-register:` (a save slot of this register).
    pub callee_saved_register: Option<PReg>,
    /// Every other key in file order with its value text (`stack-id`,
    /// `isImmutable`, `debug-info-*`, ...).
    pub other: Vec<(String, String)>,
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// The `bb.N` number.
    pub number: u32,
    /// The IR block reference of the header: `%ir-block.3` or a name
    /// (`bb.1.for.body` is kept as `Some("for.body")`, printed as it was).
    pub ir_block: Option<IrBlockRef>,
    /// Other header attributes verbatim (`address-taken`, `align 4`, ...).
    pub attrs: Vec<String>,
    /// `successors:` with their probability numerators (out of
    /// 0x80000000), when printed.
    pub successors: Vec<(BlockId, Option<u32>)>,
    /// The block has a `successors:` line, possibly empty. LLVM's MIR
    /// parser takes an explicit list as the whole truth (a block ending in
    /// a call to a `noreturn` function prints `successors:` with nothing
    /// after it: no fallthrough); only a block without the line gets its
    /// successors inferred ([`crate::analysis::cfg`]).
    pub explicit_successors: bool,
    /// `liveins:` of the block (physical registers).
    pub liveins: Vec<PReg>,
    /// The instructions, in order.
    pub insts: Vec<Inst>,
    /// Where the `bb.N` line is.
    pub loc: Loc,
}

/// How a block header names its IR block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrBlockRef {
    /// `bb.N (%ir-block.K)`: an unnamed IR block.
    Numbered(u32),
    /// `bb.N.name`: a named IR block.
    Named(String),
}

/// A register in an operand: virtual, physical or `$noreg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    /// `%N`.
    Virt(VReg),
    /// `$name`.
    Phys(PReg),
    /// `$noreg` / `_`.
    NoReg,
}

/// A register operand with its flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegOperand {
    /// The register.
    pub reg: Reg,
    /// A definition (left of `=`, or `implicit-def`).
    pub is_def: bool,
    /// `implicit` / `implicit-def`.
    pub implicit: bool,
    /// `dead` (a def whose value is never read).
    pub dead: bool,
    /// `killed` (the last use).
    pub killed: bool,
    /// `undef`.
    pub undef: bool,
    /// `renamable`.
    pub renamable: bool,
    /// `early-clobber`.
    pub early_clobber: bool,
    /// `internal` / `debug-use`, kept verbatim in order (rare).
    pub other_flags: Vec<String>,
    /// `.sub_32` and the like.
    pub sub_reg: Option<SubRegIdx>,
    /// `%3:gpr` on a def: the class annotation as written.
    pub class: Option<RegClass>,
    /// `(tied-def N)`: the operand index of the def this use is tied to.
    pub tied_def: Option<u32>,
}

impl RegOperand {
    /// A plain use of `reg`.
    pub fn use_of(reg: Reg) -> Self {
        RegOperand {
            reg,
            is_def: false,
            implicit: false,
            dead: false,
            killed: false,
            undef: false,
            renamable: false,
            early_clobber: false,
            other_flags: Vec::new(),
            sub_reg: None,
            class: None,
            tied_def: None,
        }
    }
    /// A plain explicit def of `reg`.
    pub fn def_of(reg: Reg) -> Self {
        RegOperand {
            is_def: true,
            ..RegOperand::use_of(reg)
        }
    }
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A register.
    Reg(RegOperand),
    /// An immediate (`42`, `-8`).
    Imm(i64),
    /// `%bb.N` (resolved to the block).
    Block(BlockId),
    /// `%stack.N` (`fixed: false`) or `%fixed-stack.N` (`fixed: true`),
    /// with the optional `.name` suffix as written.
    FrameIndex {
        /// `%fixed-stack` rather than `%stack`.
        fixed: bool,
        /// The object id N.
        id: u32,
        /// The `.name` suffix, if printed.
        name: Option<String>,
    },
    /// `@name` (with `+ 8` / `- 8` offset and `target-flags(...)`).
    Global {
        /// The symbol as written after `@` (quoted names keep quotes).
        name: String,
        /// The offset (0 if none).
        offset: i64,
        /// The `target-flags(...)` text inside the parentheses, if any.
        target_flags: Option<String>,
    },
    /// A register mask the target names (`csr_ilp32d_lp64d`).
    RegMask(RegMaskId),
    /// Anything else, verbatim (external symbols `&memcpy`, `%const.0`,
    /// `%jump-table.0`, `blockaddress(...)`, `intrinsic(...)`,
    /// `CustomRegMask(...)`, metadata `!8`, inline-asm strings, ...).
    Verbatim(String),
}

/// An instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    /// The opcode as MIR prints it (`ADDI`, `COPY`, `PHI`, `PseudoCALL`).
    pub opcode: String,
    /// MI flags printed before the opcode (`frame-setup`, `nsw`,
    /// `nofpexcept`, ...), in order.
    pub flags: Vec<String>,
    /// The operands: explicit defs first (see the module invariants).
    pub operands: Vec<Operand>,
    /// What follows the operands, verbatim: `pre-instr-symbol`,
    /// `post-instr-symbol`, `heap-alloc-marker`, `debug-instr-number`,
    /// `debug-location !N`, and the memory operands `:: (...)`, each as
    /// printed (without the separating `, ` / `::`).
    pub trailing: Vec<String>,
    /// Memory operands (`load (s64) from %stack.3`), the text inside each
    /// pair of parentheses after `::`.
    pub mem: Vec<String>,
    /// Where it was read (`line == 0` for instructions passes made).
    pub loc: Loc,
}

impl Inst {
    /// A new instruction with no flags, trailing parts or memory operands.
    pub fn new(opcode: impl Into<String>, operands: Vec<Operand>) -> Self {
        Inst {
            opcode: opcode.into(),
            flags: Vec::new(),
            operands,
            trailing: Vec::new(),
            mem: Vec::new(),
            loc: Loc::default(),
        }
    }
    /// The register operands, with their indexes.
    pub fn reg_operands(&self) -> impl Iterator<Item = (usize, &RegOperand)> {
        self.operands
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match o {
                Operand::Reg(r) => Some((i, r)),
                _ => None,
            })
    }
    /// Register defs (explicit and implicit).
    pub fn defs(&self) -> impl Iterator<Item = &RegOperand> {
        self.reg_operands().map(|(_, r)| r).filter(|r| r.is_def)
    }
    /// Register uses (explicit and implicit).
    pub fn uses(&self) -> impl Iterator<Item = &RegOperand> {
        self.reg_operands().map(|(_, r)| r).filter(|r| !r.is_def)
    }
    /// The register masks on the instruction (calls carry one).
    pub fn reg_masks(&self) -> impl Iterator<Item = RegMaskId> + '_ {
        self.operands.iter().filter_map(|o| match o {
            Operand::RegMask(m) => Some(*m),
            _ => None,
        })
    }
    /// `COPY`.
    pub fn is_copy(&self) -> bool {
        self.opcode == "COPY"
    }
    /// `PHI`.
    pub fn is_phi(&self) -> bool {
        self.opcode == "PHI"
    }
    /// A debug pseudo (`DBG_VALUE`, `DBG_LABEL`, ...) that no register
    /// allocation decision depends on.
    pub fn is_debug(&self) -> bool {
        self.opcode.starts_with("DBG_")
    }
}

impl Function {
    /// `exposesReturnsTwice: true`: the function calls one that returns
    /// twice (`setjmp`).
    pub fn exposes_returns_twice(&self) -> bool {
        self.other_keys
            .iter()
            .any(|(k, v)| k == "exposesReturnsTwice" && v.trim() == "true")
    }

    /// The value of the IR string attribute `key` (`""` for a key-only
    /// one), if the function has it.
    pub fn ir_attr(&self, key: &str) -> Option<&str> {
        self.ir_attrs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The block with this `bb.N` number.
    pub fn block_by_number(&self, number: u32) -> Option<BlockId> {
        // Blocks are nearly always numbered in order (bb.N at index N):
        // O(1) then; a per-block caller would otherwise be quadratic.
        if self
            .blocks
            .get(number as usize)
            .is_some_and(|b| b.number == number)
        {
            return Some(BlockId(number));
        }
        self.blocks
            .iter()
            .position(|b| b.number == number)
            .map(|i| BlockId(i as u32))
    }
    /// The class of `v` (`None` if undeclared).
    pub fn vreg_class(&self, v: VReg) -> Option<RegClass> {
        self.vregs.get(v.index()).and_then(|i| i.class)
    }
    /// A fresh virtual register of class `class`.
    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        let v = VReg(self.vregs.len() as u32);
        self.vregs.push(VRegInfo {
            class: Some(class),
            preferred: None,
            declared: true,
            bank: None,
        });
        v
    }
    /// The stack object `%stack.id` (not fixed).
    pub fn stack_object(&self, id: u32) -> Option<&StackObject> {
        self.stack.iter().find(|o| o.id == id)
    }
    /// The fixed stack object `%fixed-stack.id`.
    pub fn fixed_stack_object(&self, id: u32) -> Option<&StackObject> {
        self.fixed_stack.iter().find(|o| o.id == id)
    }
}
