//! A target's [`TargetDesc`] (crate `target_desc`): built from the register
//! model and the backend facts ([`build`]), and written as a Rust `static`
//! ([`tokens`]) for the compiled-in tables.
//!
//! Invariants:
//! - [`build`] is the one place a description is made: the compiled-in
//!   `DESC` of each `tables` module is [`tokens`] of the value [`build`]
//!   returned in the build script, and `--td` uses the value [`build`]
//!   returns at run time, so both bind the same data (`tables/tests`
//!   compares the two with `==`).
//! - It is called only on a target that passed `gen::check` and has a
//!   `SpecialRegisters` record, so every conversion to a narrower integer
//!   is in range (checked there) and every index is valid (they come from
//!   the register model and the facts).
//! - The description's strings and slices are leaked: it lives as long as
//!   the process, like the compiled-in one (a command builds one).

use super::facts::Facts;
use super::Target;
use proc_macro2::{Literal, TokenStream};
use quote::quote;
use target_desc::*;

fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn leak_str(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

fn idx(v: &[usize]) -> &'static [u16] {
    leak(v.iter().map(|&i| i as u16).collect())
}

fn form(f: &super::forms::Form) -> FormDesc {
    FormDesc {
        text: leak_str(&f.text),
        defs: f.defs,
        operands: leak(f.operands.clone()),
    }
}

fn form_tokens(f: &FormDesc) -> TokenStream {
    let text = f.text;
    let defs = n(f.defs);
    let ops = f.operands.iter().map(|o| match *o {
        FormOperand::Dst => quote!(FormOperand::Dst),
        FormOperand::Src => quote!(FormOperand::Src),
        FormOperand::Slot => quote!(FormOperand::Slot),
        FormOperand::SlotBase => quote!(FormOperand::SlotBase),
        FormOperand::Base => quote!(FormOperand::Base),
        FormOperand::Index => quote!(FormOperand::Index),
        FormOperand::A => quote!(FormOperand::A),
        FormOperand::B => quote!(FormOperand::B),
        FormOperand::NoReg => quote!(FormOperand::NoReg),
        FormOperand::Reg(r) => {
            let r = n(r);
            quote!(FormOperand::Reg(#r))
        }
        FormOperand::Imm(v) => {
            let a = n(v.unsigned_abs());
            if v < 0 {
                quote!(FormOperand::Imm(-#a))
            } else {
                quote!(FormOperand::Imm(#a))
            }
        }
        FormOperand::ImplicitDef(r) => {
            let r = n(r);
            quote!(FormOperand::ImplicitDef(#r))
        }
        FormOperand::ImplicitUse(r) => {
            let r = n(r);
            quote!(FormOperand::ImplicitUse(#r))
        }
    });
    quote!(FormDesc { text: #text, defs: #defs, operands: &[#(#ops),*] })
}

/// The description of a checked target with backend facts.
pub(super) fn build(t: &Target, f: &Facts) -> Option<&'static TargetDesc> {
    let info = &t.info;
    let special = f.special.as_ref()?;
    let flag = |o: &super::facts::Opcode, acc: &str| o.flags.iter().any(|(a, v)| *a == acc && *v);
    let regs = info
        .registers
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let pre = info.sub_regs_pre_order(i);
            RegDesc {
                name: leak_str(&r.name),
                mir_name: leak_str(&r.name.to_lowercase()),
                asm_name: leak_str(&r.asm_name),
                alt_names: leak(r.alt_names.iter().map(|a| leak_str(a)).collect()),
                units: leak(r.native_units.iter().map(|&u| u as u16).collect()),
                sub_regs: idx(&pre),
                sub_reg_indices: leak(
                    pre.iter()
                        .map(|&s| info.sub_reg_index(i, s).map_or(0, |x| x as u16 + 1))
                        .collect(),
                ),
                super_regs: idx(&r.super_regs),
                cost_per_use: leak(
                    info.cost_per_use(i)
                        .into_iter()
                        .map(|c| c.clamp(0, 255) as u8)
                        .collect(),
                ),
            }
        })
        .collect();
    let nmodes = info.hw_modes.len();
    let classes = info
        .classes
        .iter()
        .enumerate()
        .map(|(i, c)| RegClassDesc {
            name: leak_str(&c.name),
            mir_name: leak_str(&c.name.to_lowercase()),
            members: idx(&c.members),
            alloc_order: idx(c.alloc_order()),
            sizes: leak(
                (0..nmodes)
                    .map(|m| {
                        let s = c.rsi.get(m as u32);
                        RegSizeDesc {
                            reg_size: s.reg_size,
                            spill_size: s.spill_size,
                            spill_alignment: s.spill_alignment,
                        }
                    })
                    .collect(),
            ),
            allocatable: c.allocatable,
            copy_cost: c.copy_cost as i32,
            sub_classes: idx(&c.sub_classes),
            super_classes: idx(&c.super_classes),
            spill: f.class_spill[i].map(|s| s as u16),
        })
        .collect();
    let callee_saved = info
        .callee_saved
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let m = f.reg_masks.get(&i);
            CalleeSavedDesc {
                name: leak_str(&c.name),
                mir_name: m.map(|m| leak_str(&m.mir_name)),
                abis: leak(
                    m.map(|m| m.abis.iter().map(|a| leak_str(a)).collect())
                        .unwrap_or_default(),
                ),
                save_list: idx(&c.save_list),
                reg_mask: leak(c.reg_mask.clone()),
            }
        })
        .collect();
    Some(Box::leak(Box::new(TargetDesc {
        name: leak_str(&info.target),
        triple_archs: leak(
            f.triple_archs
                .iter()
                .map(|a| TripleArchDesc {
                    arch: leak_str(&a.arch),
                    implies: idx(&a.implies),
                })
                .collect(),
        ),
        hw_modes: leak(
            info.hw_modes
                .iter()
                .zip(&f.mode_features)
                .map(|(n, feats)| HwModeDesc {
                    name: leak_str(n),
                    features: leak_str(feats),
                })
                .collect(),
        ),
        features: leak(
            f.features
                .iter()
                .map(|x| FeatureDesc {
                    name: leak_str(&x.name),
                    mattr: leak_str(&x.mattr),
                    implies: idx(&x.implies),
                })
                .collect(),
        ),
        sub_reg_indices: leak(
            info.sub_reg_indices
                .iter()
                .map(|s| SubRegIndexDesc {
                    name: leak_str(&s.name),
                    size: s.size,
                    offset: s.offset,
                })
                .collect(),
        ),
        regs: leak(regs),
        num_reg_units: info.num_native_reg_units as u32,
        classes: leak(classes),
        spill_infos: leak(
            f.spill_infos
                .iter()
                .map(|s| SpillDesc {
                    name: leak_str(&s.name),
                    class: s.class as u16,
                    copy: idx(&s.copy),
                    copy_form: form(&s.copy_form),
                    store: idx(&s.store),
                    store_form: form(&s.store_form),
                    load: idx(&s.load),
                    load_form: form(&s.load_form),
                    store_cost: s.store_cost as i32,
                    load_cost: s.load_cost as i32,
                })
                .collect(),
        ),
        opcodes: leak(
            f.opcodes
                .iter()
                .map(|o| OpcodeDesc {
                    name: leak_str(&o.name),
                    mir_name: leak_str(&o.mir_name),
                    is_call: flag(o, "is_call"),
                    is_return: flag(o, "is_return"),
                    is_terminator: flag(o, "is_terminator"),
                    is_branch: flag(o, "is_branch"),
                    is_indirect_branch: flag(o, "is_indirect_branch"),
                    is_barrier: flag(o, "is_barrier"),
                    may_load: flag(o, "may_load"),
                    may_store: flag(o, "may_store"),
                    is_call_when_linking: flag(o, "is_call_when_linking"),
                    is_as_cheap_as_a_move: flag(o, "is_as_cheap_as_a_move"),
                    is_call_frame_setup: flag(o, "is_call_frame_setup"),
                    defs: idx(&o.defs),
                    uses: idx(&o.uses),
                })
                .collect(),
        ),
        callee_saved: leak(callee_saved),
        cross_moves: leak(
            f.moves
                .iter()
                .map(|m| CrossMoveDesc {
                    name: leak_str(&m.name),
                    opcode: idx(&m.opcode),
                    form: form(&m.form),
                    from: m.from as u16,
                    to: m.to as u16,
                    requires: idx(&m.requires),
                    modes: idx(&m.modes),
                    value_bits: m.value_bits as u32,
                    sign_extends_result: m.sign_extends_result,
                    cost: m.cost as i32,
                })
                .collect(),
        ),
        special: SpecialRegsDesc {
            stack_pointer: special.sp as u16,
            frame_pointer: special.fp as u16,
            return_address: special.ra as u16,
            zero: special.zero as u16,
            reserved: idx(&special.reserved),
            stack_alignment: special.stack_align as u32,
        },
        frame_ops: f.frame_ops.as_ref().map(|o| FrameOpsDesc {
            add_imm: o.add_imm as u16,
            add_imm_bits: o.add_imm_bits as u32,
            load_upper: o.load_upper.map(|x| x as u16),
            load_upper_bits: o.load_upper_bits as u32,
            add_reg: o.add_reg as u16,
            and_imm: o.and_imm.map(|x| x as u16),
            base_pointer: o.base_pointer.map(|x| x as u16),
            sub_imm: o.sub_imm.map(|x| x as u16),
            add_imm_shifts: leak(o.add_imm_shifts.iter().map(|&x| x as u32).collect()),
            load_const: o.load_const.map(|x| x as u16),
            add_reg_form: form(&o.add_reg_form),
            and_imm_logical: o.and_imm_logical,
            and_imm_reads_sp: o.and_imm_reads_sp,
            frame_pointer_at_record: o.frame_pointer_at_record,
            prefer_sp: o.prefer_sp,
            scratch_class: o.scratch_class.map(|x| x as u16),
            byte_offsets_by_default: o.byte_offsets_by_default,
        }),
        zeroing_sub_regs: leak(
            f.values
                .zeroing_sub_regs
                .iter()
                .map(|&i| i as u16 + 1)
                .collect(),
        ),
        ties: leak(
            f.values
                .ties
                .iter()
                .map(|t| TieDesc {
                    opcode: t.opcode as u16,
                    def: t.def as u8,
                    use_: t.use_ as u8,
                })
                .collect(),
        ),
        reg_banks: leak(
            f.values
                .banks
                .iter()
                .map(|b| RegBankDesc {
                    name: leak_str(&b.name),
                    mir_name: leak_str(&b.name.to_lowercase()),
                    classes: idx(&b.classes),
                })
                .collect(),
        ),
        alloc_costs: f
            .alloc_costs
            .map_or_else(AllocCostsDesc::default, |(i, c, _)| AllocCostsDesc {
                instr_cost: i as u32,
                csr_first_use_cost: c as u32,
            }),
        cost_columns: leak(
            f.cost_columns
                .iter()
                .map(|(c, req, _)| CostColumnDesc {
                    column: *c as u32,
                    requires: idx(req),
                })
                .collect(),
        ),
        frame_accesses: leak(
            f.frame_accesses
                .iter()
                .map(|a| FrameAccessDesc {
                    opcode: a.opcode as u16,
                    scale: a.scale as u32,
                    bits: a.bits as u32,
                    signed: a.signed,
                    unscaled: a.unscaled.map(|x| x as u16),
                })
                .collect(),
        ),
    })))
}

fn n(v: impl Into<u64>) -> Literal {
    Literal::u64_unsuffixed(v.into())
}

fn i(v: i32) -> TokenStream {
    let a = n(v.unsigned_abs());
    if v < 0 {
        quote!(-#a)
    } else {
        quote!(#a)
    }
}

fn nums(v: &[u16]) -> TokenStream {
    let v = v.iter().map(|&x| n(x));
    quote!(&[#(#v),*])
}

fn strs(v: &[&str]) -> TokenStream {
    quote!(&[#(#v),*])
}

/// `pub static DESC: ::target_desc::TargetDesc = ...;`: the value written
/// field by field, so that compiling it gives a value equal to `d`.
pub(super) fn tokens(d: &TargetDesc) -> TokenStream {
    let name = d.name;
    let triples = d.triple_archs.iter().map(|a| {
        let (arch, imp) = (a.arch, nums(a.implies));
        quote!(TripleArchDesc { arch: #arch, implies: #imp },)
    });
    let modes = d.hw_modes.iter().map(|m| {
        let (name, f) = (m.name, m.features);
        quote!(HwModeDesc { name: #name, features: #f },)
    });
    let features = d.features.iter().map(|x| {
        let (name, mattr, imp) = (x.name, x.mattr, nums(x.implies));
        quote!(FeatureDesc { name: #name, mattr: #mattr, implies: #imp },)
    });
    let sris = d.sub_reg_indices.iter().map(|s| {
        let (name, size, off) = (s.name, n(s.size), n(s.offset));
        quote!(SubRegIndexDesc { name: #name, size: #size, offset: #off },)
    });
    let regs = d.regs.iter().map(|r| {
        let (name, mir, asm, alts) = (r.name, r.mir_name, r.asm_name, strs(r.alt_names));
        let (units, subs, sidx, sups) = (
            nums(r.units),
            nums(r.sub_regs),
            nums(r.sub_reg_indices),
            nums(r.super_regs),
        );
        let costs = r.cost_per_use.iter().map(|&c| n(c));
        quote!(RegDesc {
            name: #name, mir_name: #mir, asm_name: #asm, alt_names: #alts, units: #units,
            sub_regs: #subs, sub_reg_indices: #sidx, super_regs: #sups, cost_per_use: &[#(#costs),*],
        },)
    });
    let classes = d.classes.iter().map(|c| {
        let (name, mir) = (c.name, c.mir_name);
        let (members, order) = (nums(c.members), nums(c.alloc_order));
        let sizes = c.sizes.iter().map(|s| {
            let (a, b, cc) = (n(s.reg_size), n(s.spill_size), n(s.spill_alignment));
            quote!(RegSizeDesc { reg_size: #a, spill_size: #b, spill_alignment: #cc })
        });
        let alloc = c.allocatable;
        let copy_cost = i(c.copy_cost);
        let (subs, sups) = (nums(c.sub_classes), nums(c.super_classes));
        let spill = match c.spill {
            Some(s) => {
                let s = n(s);
                quote!(Some(#s))
            }
            None => quote!(None),
        };
        quote!(RegClassDesc {
            name: #name, mir_name: #mir, members: #members, alloc_order: #order,
            sizes: &[#(#sizes),*], allocatable: #alloc, copy_cost: #copy_cost,
            sub_classes: #subs, super_classes: #sups, spill: #spill,
        },)
    });
    let spills = d.spill_infos.iter().map(|s| {
        let (name, class) = (s.name, n(s.class));
        let (copy, store, load) = (nums(s.copy), nums(s.store), nums(s.load));
        let (cf, sf, lf) = (
            form_tokens(&s.copy_form),
            form_tokens(&s.store_form),
            form_tokens(&s.load_form),
        );
        let (sc, lc) = (i(s.store_cost), i(s.load_cost));
        quote!(SpillDesc {
            name: #name, class: #class, copy: #copy, copy_form: #cf, store: #store,
            store_form: #sf, load: #load, load_form: #lf, store_cost: #sc, load_cost: #lc,
        },)
    });
    let opcodes = d.opcodes.iter().map(|o| {
        let (name, mir) = (o.name, o.mir_name);
        let flags = [
            o.is_call,
            o.is_return,
            o.is_terminator,
            o.is_branch,
            o.is_indirect_branch,
            o.is_barrier,
            o.may_load,
            o.may_store,
            o.is_call_when_linking,
            o.is_as_cheap_as_a_move,
            o.is_call_frame_setup,
        ];
        let [a, b, c, dd, e, f, g, h, ii, j, k] = flags;
        let (defs, uses) = (nums(o.defs), nums(o.uses));
        quote!(OpcodeDesc {
            name: #name, mir_name: #mir, is_call: #a, is_return: #b, is_terminator: #c,
            is_branch: #dd, is_indirect_branch: #e, is_barrier: #f, may_load: #g, may_store: #h,
            is_call_when_linking: #ii, is_as_cheap_as_a_move: #j, is_call_frame_setup: #k,
            defs: #defs, uses: #uses,
        },)
    });
    let csrs = d.callee_saved.iter().map(|c| {
        let name = c.name;
        let mir = match c.mir_name {
            Some(m) => quote!(Some(#m)),
            None => quote!(None),
        };
        let (abis, saves) = (strs(c.abis), nums(c.save_list));
        let mask = c.reg_mask.iter().map(|&w| n(w));
        quote!(CalleeSavedDesc {
            name: #name, mir_name: #mir, abis: #abis, save_list: #saves, reg_mask: &[#(#mask),*],
        },)
    });
    let moves = d.cross_moves.iter().map(|m| {
        let (name, op, form) = (m.name, nums(m.opcode), form_tokens(&m.form));
        let (from, to) = (n(m.from), n(m.to));
        let (req, modes) = (nums(m.requires), nums(m.modes));
        let (vb, se, cost) = (n(m.value_bits), m.sign_extends_result, i(m.cost));
        quote!(CrossMoveDesc {
            name: #name, opcode: #op, form: #form, from: #from, to: #to, requires: #req,
            modes: #modes, value_bits: #vb, sign_extends_result: #se, cost: #cost,
        },)
    });
    let s = &d.special;
    let (sp, fp, ra, zero) = (
        n(s.stack_pointer),
        n(s.frame_pointer),
        n(s.return_address),
        n(s.zero),
    );
    let (reserved, align) = (nums(s.reserved), n(s.stack_alignment));
    let opt = |v: Option<u16>| match v {
        Some(x) => {
            let x = n(x);
            quote!(Some(#x))
        }
        None => quote!(None),
    };
    let frame_ops = match &d.frame_ops {
        Some(o) => {
            let (ai, aib, lu, lub, ar) = (
                n(o.add_imm),
                n(o.add_imm_bits),
                opt(o.load_upper),
                n(o.load_upper_bits),
                n(o.add_reg),
            );
            let (and, bp) = (opt(o.and_imm), opt(o.base_pointer));
            let (sub, lc, sc) = (opt(o.sub_imm), opt(o.load_const), opt(o.scratch_class));
            let shifts = o.add_imm_shifts.iter().map(|&x| n(x));
            let arf = form_tokens(&o.add_reg_form);
            let bobd = o.byte_offsets_by_default;
            let (ail, air, fpr, psp) = (
                o.and_imm_logical,
                o.and_imm_reads_sp,
                o.frame_pointer_at_record,
                o.prefer_sp,
            );
            quote!(Some(FrameOpsDesc {
                add_imm: #ai, add_imm_bits: #aib, load_upper: #lu, load_upper_bits: #lub,
                add_reg: #ar, and_imm: #and, base_pointer: #bp, sub_imm: #sub,
                add_imm_shifts: &[#(#shifts),*], load_const: #lc, add_reg_form: #arf,
                and_imm_logical: #ail, and_imm_reads_sp: #air, frame_pointer_at_record: #fpr,
                prefer_sp: #psp, scratch_class: #sc, byte_offsets_by_default: #bobd,
            }))
        }
        None => quote!(None),
    };
    let zeroing = nums(d.zeroing_sub_regs);
    let ties = d.ties.iter().map(|t| {
        let (o, a, b) = (n(t.opcode), n(t.def), n(t.use_));
        quote!(TieDesc { opcode: #o, def: #a, use_: #b },)
    });
    let banks = d.reg_banks.iter().map(|b| {
        let (name, mir, classes) = (b.name, b.mir_name, nums(b.classes));
        quote!(RegBankDesc { name: #name, mir_name: #mir, classes: #classes },)
    });
    let accesses = d.frame_accesses.iter().map(|a| {
        let (op, sc, bits, sg, un) = (n(a.opcode), n(a.scale), n(a.bits), a.signed, opt(a.unscaled));
        quote!(FrameAccessDesc { opcode: #op, scale: #sc, bits: #bits, signed: #sg, unscaled: #un },)
    });
    let cost_columns = d.cost_columns.iter().map(|c| {
        let (col, req) = (n(c.column), nums(c.requires));
        quote!(CostColumnDesc { column: #col, requires: #req },)
    });
    let (instr_cost, csr_cost) = (
        n(d.alloc_costs.instr_cost),
        n(d.alloc_costs.csr_first_use_cost),
    );
    let units = n(d.num_reg_units);
    quote! {
        /// The target as data (`target_desc::TargetDesc`): what
        /// `backend::target::Target::bind` binds. `spillway ... --td` builds
        /// the same value from the `.td` files at run time.
        pub static DESC: ::target_desc::TargetDesc = {
            use ::target_desc::*;
            TargetDesc {
                name: #name,
                triple_archs: &[#(#triples)*],
                hw_modes: &[#(#modes)*],
                features: &[#(#features)*],
                sub_reg_indices: &[#(#sris)*],
                regs: &[#(#regs)*],
                num_reg_units: #units,
                classes: &[#(#classes)*],
                spill_infos: &[#(#spills)*],
                opcodes: &[#(#opcodes)*],
                callee_saved: &[#(#csrs)*],
                cross_moves: &[#(#moves)*],
                special: SpecialRegsDesc {
                    stack_pointer: #sp, frame_pointer: #fp, return_address: #ra, zero: #zero,
                    reserved: #reserved, stack_alignment: #align,
                },
                frame_ops: #frame_ops,
                zeroing_sub_regs: #zeroing,
                ties: &[#(#ties)*],
                reg_banks: &[#(#banks)*],
                frame_accesses: &[#(#accesses)*],
                cost_columns: &[#(#cost_columns)*],
                alloc_costs: AllocCostsDesc {
                    instr_cost: #instr_cost, csr_first_use_cost: #csr_cost,
                },
            }
        };
    }
}
