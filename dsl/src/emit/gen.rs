//! The token generator behind [`super::target_tokens`].
//!
//! Invariant: items come out in a fixed order (constants, modes, features,
//! sub-register indices, registers, opcodes, classes, class newtypes,
//! callee-saved sets, cross-class moves, special registers) and each list
//! in the register model's or record-name order.

use super::facts::{Facts, OPCODE_FLAGS};
use super::Target;
use crate::diag::Diagnostic;
use crate::source::Span;
use proc_macro2::{Ident, Literal, TokenStream};
use quote::{format_ident, quote};
use std::collections::BTreeMap;

type R<T> = Result<T, Vec<Diagnostic>>;

/// Names of the fixed items; a class newtype may not take one.
const RESERVED: [&str; 20] = [
    "Reg",
    "RegDesc",
    "HwMode",
    "Feature",
    "SubRegIndexInfo",
    "Opcode",
    "OpcodeDesc",
    "RegSize",
    "SpillInfo",
    "RegClassInfo",
    "NotInClass",
    "CalleeSaved",
    "CrossClassMove",
    "SpecialRegs",
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
];

struct Gen<'a> {
    t: &'a Target,
    f: &'a Facts,
}

fn lit(n: u64) -> Literal {
    Literal::u64_unsuffixed(n)
}

fn ilit(n: i64) -> TokenStream {
    if n < 0 {
        let a = lit(n.unsigned_abs());
        quote!(-#a)
    } else {
        let a = lit(n as u64);
        quote!(#a)
    }
}

/// A Rust identifier for a record name, or why it cannot be one.
fn ident(name: &str, span: Span, what: &str) -> Result<Ident, Diagnostic> {
    let ok = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_";
    if ok {
        if syn::parse_str::<Ident>(name).is_ok() {
            return Ok(Ident::new(name, proc_macro2::Span::call_site()));
        }
        if !matches!(name, "self" | "Self" | "super" | "crate") {
            return Ok(Ident::new_raw(name, proc_macro2::Span::call_site()));
        }
    }
    Err(Diagnostic::error(
        span,
        format!("{what} name '{name}' cannot be a Rust identifier"),
    )
    .with_note("generated tables name each record after it: use letters, digits and '_'"))
}

impl Gen<'_> {
    fn loc(&self, span: Span) -> String {
        let f = self.t.loaded.sources.get(span.file);
        format!("{}:{}", f.name, f.line_col(span.start).0)
    }

    /// `#[doc]` lines (one attribute per line, so they print as `///`).
    fn doc(&self, text: &str, span: Option<Span>) -> TokenStream {
        let mut lines = vec![format!(" {text}")];
        if let Some(span) = span {
            lines.push(String::new());
            lines.push(format!(" Defined at `{}`.", self.loc(span)));
        }
        quote!(#(#[doc = #lines])*)
    }

    /// `file:line` of a def, or `""`.
    fn at(&self, span: Option<Span>) -> String {
        span.map(|s| self.loc(s)).unwrap_or_default()
    }

    fn reg_idents(&self) -> R<Vec<Ident>> {
        let mut diags = Vec::new();
        let mut out = Vec::new();
        for r in &self.t.info.registers {
            match ident(&r.name, r.span, "register") {
                Ok(i) => out.push(i),
                Err(d) => diags.push(d),
            }
        }
        if diags.is_empty() {
            Ok(out)
        } else {
            Err(diags)
        }
    }

    fn mode_idents(&self) -> R<Vec<Ident>> {
        let span = self
            .t
            .loaded
            .records
            .def("DefaultMode")
            .map(|d| self.t.loaded.records.get(d).span);
        self.t
            .info
            .hw_modes
            .iter()
            .enumerate()
            .map(|(m, n)| {
                ident(
                    n,
                    self.f.mode_spans[m].or(span).unwrap_or_default(),
                    "HwMode",
                )
                .map_err(|d| vec![d])
            })
            .collect()
    }
}

/// `match self { A => 0, B => 1 }` or `match self {}`.
fn index_match(ty: &Ident, vars: &[Ident]) -> TokenStream {
    let arms = vars.iter().enumerate().map(|(i, v)| {
        let i = lit(i as u64);
        quote!(#ty::#v => #i,)
    });
    quote!(match self { #(#arms)* })
}

/// The Rust names of a target's records (checked to be identifiers that do
/// not clash).
pub(super) struct Names {
    regs: Vec<Ident>,
    modes: Vec<Ident>,
    features: Vec<Ident>,
    opcodes: Vec<Ident>,
    classes: Vec<Ident>,
    csrs: Vec<Ident>,
}

/// Every check the generated tables need, in a fixed order (the first
/// group of errors found is reported): record names that must be Rust
/// identifiers, then values that must fit their Rust types (`CostPerUse`
/// in a `u8`, costs in an `i32`, ...). [`super::describe`] runs it too, so a
/// description loaded at run time passes exactly the checks of the build.
pub(super) fn check(t: &Target, f: &Facts) -> R<Names> {
    let g = Gen { t, f };
    let info = &t.info;
    let rk = &t.loaded.records;
    let nregs = info.registers.len();
    let target_span = rk.def(&info.target).map(|d| rk.get(d).span);
    let regs = g.reg_idents()?;
    let modes = g.mode_idents()?;
    let mut diags = Vec::new();

    // ---- Features ----
    let mut feat_ids = Vec::new();
    for x in &f.features {
        match ident(&x.name, x.span, "SubtargetFeature") {
            Ok(i) => feat_ids.push(i),
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }

    for (i, r) in info.registers.iter().enumerate() {
        let name = &r.name;
        for c in info.cost_per_use(i) {
            if !(0..=255).contains(&c) {
                diags.push(
                    Diagnostic::error(r.span, format!("register '{name}' has CostPerUse {c}"))
                        .with_note("costs must be in 0..=255 (LLVM stores them as uint8_t)"),
                );
            }
        }
        if r.hw_encoding > u16::MAX as u64 {
            diags.push(Diagnostic::error(
                r.span,
                format!("register '{name}' has HWEncoding {} > 65535", r.hw_encoding),
            ));
        }
    }

    // ---- Opcodes ----
    let mut op_ids = Vec::new();
    for o in &f.opcodes {
        match ident(&o.name, o.span, "opcode") {
            Ok(i) => op_ids.push(i),
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }

    // ---- Classes ----
    let mut class_ids: Vec<Ident> = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (i, c) in info.classes.iter().enumerate() {
        let cc = super::camel_case(&c.name);
        let span = c.span;
        if RESERVED.contains(&cc.as_str()) {
            diags.push(Diagnostic::error(span, format!("register class '{}' would be named '{cc}', which the generated tables already use", c.name))
                .with_note("rename the class"));
            continue;
        }
        if let Some(&j) = seen.get(&cc) {
            diags.push(
                Diagnostic::error(
                    span,
                    format!(
                        "register classes '{}' and '{}' would both be named '{cc}' in Rust",
                        info.classes[j].name, c.name
                    ),
                )
                .with_secondary(info.classes[j].span, "the other class")
                .with_note("rename one of the classes"),
            );
            continue;
        }
        seen.insert(cc.clone(), i);
        match ident(&cc, span, "register class") {
            Ok(id) => class_ids.push(id),
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }

    // ---- Callee-saved sets ----
    let mut csr_ids = Vec::new();
    for c in &info.callee_saved {
        let span = rk.def(&c.name).map(|d| rk.get(d).span).unwrap_or_default();
        match ident(&c.name, span, "callee-saved set") {
            Ok(i) => csr_ids.push(i),
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }

    let mut range = |v: i64, lo: i64, hi: i64, span: Span, what: String| {
        if !(lo..=hi).contains(&v) {
            diags.push(Diagnostic::error(
                span,
                format!("{what} is {v}, outside {lo}..={hi}"),
            ));
        }
    };
    for m in &f.moves {
        range(
            m.value_bits,
            1,
            u32::MAX as i64,
            m.span,
            format!("ValueBits of '{}'", m.name),
        );
        range(
            m.cost,
            i32::MIN as i64,
            i32::MAX as i64,
            m.span,
            format!("Cost of '{}'", m.name),
        );
    }
    for s in &f.spill_infos {
        range(
            s.store_cost,
            i32::MIN as i64,
            i32::MAX as i64,
            s.span,
            format!("StoreCost of '{}'", s.name),
        );
        range(
            s.load_cost,
            i32::MIN as i64,
            i32::MAX as i64,
            s.span,
            format!("LoadCost of '{}'", s.name),
        );
    }
    for c in &info.classes {
        range(
            c.copy_cost,
            i32::MIN as i64,
            i32::MAX as i64,
            c.span,
            format!("CopyCost of '{}'", c.name),
        );
    }
    for (i, r) in info.registers.iter().enumerate() {
        for &d in info.dwarf_numbers(i) {
            range(
                d,
                i32::MIN as i64,
                i32::MAX as i64,
                r.span,
                format!("a DWARF number of '{}'", r.name),
            );
        }
    }
    if let Some(s) = &f.special {
        range(
            s.stack_align,
            1,
            u32::MAX as i64,
            s.span,
            format!("StackAlignmentBytes of '{}'", s.name),
        );
    }
    let mut late = Vec::new();
    if let Some(fo) = &f.frame_ops {
        range(
            fo.add_imm_bits,
            1,
            63,
            fo.span,
            format!("AddImmBits of '{}'", fo.name),
        );
        if fo.load_upper.is_some() {
            range(
                fo.load_upper_bits,
                1,
                63,
                fo.span,
                format!("LoadUpperBits of '{}'", fo.name),
            );
        }
        // Frame facts whose defaults keep the add-immediate shape.
        if fo.load_upper.is_some() == fo.load_const.is_some() {
            late.push(
                Diagnostic::error(
                    fo.span,
                    format!(
                        "'{}' must give exactly one way to build a large constant: LoadUpper \
                         or LoadConst",
                        fo.name
                    ),
                )
                .with_note("pass `?` as LoadUpper when the target sets LoadConst"),
            );
        }
        for &sh in &fo.add_imm_shifts {
            range(
                sh,
                0,
                32,
                fo.span,
                format!("an AddImmShifts entry of '{}'", fo.name),
            );
        }
    }
    for (c, _, span) in &f.cost_columns {
        range(
            *c,
            0,
            255,
            *span,
            "Column of a CostPerUseColumn".to_string(),
        );
    }
    if let Some((instr, csr, span)) = f.alloc_costs {
        range(
            instr,
            1,
            10_000,
            span,
            "InstrCost of AllocationCosts".to_string(),
        );
        range(
            csr,
            0,
            1_000_000,
            span,
            "CSRFirstUseCost of AllocationCosts".to_string(),
        );
    }
    for a in &f.frame_accesses {
        range(
            a.scale,
            1,
            4096,
            a.span,
            "Scale of a FrameAccess".to_string(),
        );
        range(a.bits, 0, 32, a.span, "Bits of a FrameAccess".to_string());
    }
    diags.extend(late);
    if nregs == 0 {
        diags.push(
            Diagnostic::error(
                target_span.unwrap_or_default(),
                "the target has no registers",
            )
            .with_note("define registers with `def NAME : Register<...>`"),
        );
    }
    // Registers, units, classes, ... are `u16` indices in the tables (and
    // `Reg`'s discriminant is its index + 1).
    // (`HwMode` is a `u8`.)
    let u16_max = u16::MAX as usize;
    let counts = [
        (nregs + 1, "registers", u16_max),
        (info.num_native_reg_units, "register units", u16_max),
        (info.classes.len(), "register classes", u16_max),
        (
            info.sub_reg_indices.len() + 1,
            "sub-register indices",
            u16_max,
        ),
        (f.opcodes.len(), "opcodes", u16_max),
        (f.features.len(), "subtarget features", u16_max),
        (info.hw_modes.len(), "hardware modes", u8::MAX as usize),
    ];
    for (n, what, max) in counts {
        if n > max {
            diags.push(
                Diagnostic::error(
                    target_span.unwrap_or_default(),
                    format!("the target has {n} {what}; the tables hold at most {max}"),
                )
                .with_note("split the description, or describe fewer"),
            );
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    Ok(Names {
        regs,
        modes,
        features: feat_ids,
        opcodes: op_ids,
        classes: class_ids,
        csrs: csr_ids,
    })
}

/// The typed tables of a target that passed [`check`].
pub(super) fn tokens(t: &Target, f: &Facts, names: &Names) -> TokenStream {
    let g = Gen { t, f };
    let info = &t.info;
    let rk = &t.loaded.records;
    let nregs = info.registers.len();
    let num_regs = lit(nregs as u64);
    let num_units = lit(info.num_native_reg_units as u64);
    let num_classes = lit(info.classes.len() as u64);
    let nmodes = info.hw_modes.len();
    let num_modes = lit(nmodes as u64);
    let set_words = (nregs + 1).div_ceil(64).max(1);
    let reg_set_words = lit(set_words as u64);
    let mask_words = lit((nregs + 1).div_ceil(32) as u64);
    let target = &info.target;
    let target_span = rk.def(target).map(|d| rk.get(d).span);
    let target_doc = g.doc(
        &format!("The target's name (its `Target` record, `{target}`)."),
        target_span,
    );

    let regs = &names.regs;
    let modes = &names.modes;
    let feat_ids = &names.features;
    let op_ids = &names.opcodes;
    let class_ids = &names.classes;
    let csr_ids = &names.csrs;

    // ---- HwModes ----
    let mode_variants = modes.iter().enumerate().map(|(m, id)| {
        let d = g.doc(
            &format!(
                "HwMode `{}` (features `\"{}\"`).",
                info.hw_modes[m], f.mode_features[m]
            ),
            f.mode_spans[m],
        );
        let v = lit(m as u64);
        quote!(#d #id = #v,)
    });
    let mode_names = info.hw_modes.iter();
    let mode_feats = f.mode_features.iter();
    let mode_all = modes.iter().map(|m| quote!(HwMode::#m));

    let feature_ty = format_ident!("Feature");
    let feat_variants = f.features.iter().zip(feat_ids).map(|(x, id)| {
        let d = g.doc(
            &format!("`{}`: {} (`-mattr=+{}`).", x.name, x.desc, x.mattr),
            Some(x.span),
        );
        quote!(#d #id,)
    });
    let feat_index = index_match(&feature_ty, feat_ids);
    let num_features = lit(f.features.len() as u64);
    let feat_descs = f.features.iter().map(|x| {
        let (name, mattr, desc) = (&x.name, &x.mattr, &x.desc);
        let implies = x.implies.iter().map(|&i| {
            let id = &feat_ids[i];
            quote!(Feature::#id)
        });
        quote!(FeatureDesc { name: #name, mattr: #mattr, description: #desc, implies: &[#(#implies),*] },)
    });
    let feat_all = feat_ids.iter().map(|i| quote!(Feature::#i));

    // ---- Sub-register indices ----
    let sri = info.sub_reg_indices.iter().map(|s| {
        let name = &s.name;
        let (size, off) = (lit(s.size as u64), lit(s.offset as u64));
        quote!(SubRegIndexInfo { name: #name, size: #size, offset: #off },)
    });

    // ---- Registers ----
    let in_alloc = {
        let mut v = vec![false; nregs];
        for c in &info.classes {
            if c.allocatable {
                for &r in c.orders.first().into_iter().flatten() {
                    v[r] = true;
                }
            }
        }
        v
    };
    let reg_variants = info.registers.iter().enumerate().map(|(i, r)| {
        let id = &regs[i];
        let v = lit(i as u64 + 1);
        let d = g.doc(
            &format!(
                "`{}` (`{}`, MIR `${}`).",
                r.name,
                r.asm_name,
                r.name.to_lowercase()
            ),
            Some(r.span),
        );
        quote!(#d #id = #v,)
    });
    let reg_all = regs.iter().map(|r| quote!(Reg::#r));
    let mut reg_descs = Vec::new();
    for (i, r) in info.registers.iter().enumerate() {
        let name = &r.name;
        let asm = &r.asm_name;
        let mir = r.name.to_lowercase();
        let alts = &r.alt_names;
        let units = r.native_units.iter().map(|&u| lit(u as u64));
        let pre = info.sub_regs_pre_order(i);
        let subs = pre.iter().map(|&s| {
            let id = &regs[s];
            quote!(Reg::#id)
        });
        let sub_idx = pre
            .iter()
            .map(|&s| lit(info.sub_reg_index(i, s).map_or(0, |x| x as u64 + 1)));
        let supers = r.super_regs.iter().map(|&s| {
            let id = &regs[s];
            quote!(Reg::#id)
        });
        let dwarf = info.dwarf_numbers(i).iter().map(|&d| ilit(d));
        // Checked in `check`.
        let costs = info
            .cost_per_use(i)
            .into_iter()
            .map(|c| lit(c.clamp(0, 255) as u64));
        let enc = lit(r.hw_encoding & 0xffff);
        let alloc = in_alloc[i];
        reg_descs.push(quote!(RegDesc {
            name: #name, asm_name: #asm, mir_name: #mir, alt_names: &[#(#alts),*],
            units: &[#(#units),*], sub_regs: &[#(#subs),*], sub_reg_indices: &[#(#sub_idx),*],
            super_regs: &[#(#supers),*], dwarf: &[#(#dwarf),*], cost_per_use: &[#(#costs),*],
            encoding: #enc, allocatable: #alloc,
        },));
    }
    let reg_index = if nregs == 0 {
        quote!(match self {})
    } else {
        quote!(self as usize - 1)
    };

    let opcode_ty = format_ident!("Opcode");
    let op_index = index_match(&opcode_ty, op_ids);
    let num_opcodes = lit(f.opcodes.len() as u64);
    let op_variants = f.opcodes.iter().zip(op_ids).map(|(o, id)| {
        let d = g.doc(
            &format!("`{}` (MIR `{}`).", o.name, o.mir_name),
            Some(o.span),
        );
        quote!(#d #id,)
    });
    let op_all = op_ids.iter().map(|i| quote!(Opcode::#i));
    let flag_fields: Vec<Ident> = OPCODE_FLAGS
        .iter()
        .map(|(_, a)| format_ident!("{}", a))
        .collect();
    let flag_docs = OPCODE_FLAGS
        .iter()
        .map(|(f, _)| format!(" The record's `{f}`."));
    let flag_fields_decl = flag_fields
        .iter()
        .zip(flag_docs)
        .map(|(a, d)| quote!(#[doc = #d] pub #a: bool,));
    let flag_methods = flag_fields
        .iter()
        .zip(OPCODE_FLAGS.iter())
        .map(|(a, (f, _))| {
            let d = format!(" The record's `{f}`.");
            quote!(#[doc = #d] pub const fn #a(self) -> bool { self.desc().#a })
        });
    let op_descs = f.opcodes.iter().map(|o| {
        let (name, mir) = (&o.name, &o.mir_name);
        let flags = o.flags.iter().map(|(a, v)| {
            let a = format_ident!("{}", a);
            quote!(#a: #v,)
        });
        let defs = o.defs.iter().map(|&r| {
            let id = &regs[r];
            quote!(Reg::#id)
        });
        let uses = o.uses.iter().map(|&r| {
            let id = &regs[r];
            quote!(Reg::#id)
        });
        quote!(OpcodeDesc { name: #name, mir_name: #mir, #(#flags)* defs: &[#(#defs),*], uses: &[#(#uses),*] },)
    });
    let op_list = |flag: &str| {
        let items = f
            .opcodes
            .iter()
            .zip(op_ids)
            .filter(|(o, _)| o.flags.iter().any(|(a, v)| *a == flag && *v))
            .map(|(_, id)| quote!(Opcode::#id));
        quote!(&[#(#items),*])
    };
    let call_ops = op_list("is_call");
    let term_ops = op_list("is_terminator");
    let ret_ops = op_list("is_return");
    let branch_ops = op_list("is_branch");
    let per_mode_ops = |v: &[usize]| {
        let items = v.iter().map(|&o| {
            let id = &op_ids[o];
            quote!(Opcode::#id)
        });
        quote!([#(#items),*])
    };

    // ---- Spill infos ----
    let spill_descs = f.spill_infos.iter().map(|s| {
        let name = &s.name;
        let class = lit(s.class as u64);
        let (copy, store, load) = (per_mode_ops(&s.copy), per_mode_ops(&s.store), per_mode_ops(&s.load));
        let (cf, sf, lf) = (&s.copy_form.text, &s.store_form.text, &s.load_form.text);
        let (sc, lc) = (ilit(s.store_cost), ilit(s.load_cost));
        let at = g.at(Some(s.span));
        quote!(SpillInfo { name: #name, defined_at: #at, class: #class, copy: #copy, copy_form: #cf, store: #store, store_form: #sf, load: #load, load_form: #lf, store_cost: #sc, load_cost: #lc },)
    });

    let class_descs = info.classes.iter().enumerate().map(|(i, c)| {
        let name = &c.name;
        let id = lit(i as u64);
        let synthesized = c.def.is_none();
        let members = c.members.iter().map(|&r| {
            let id = &regs[r];
            quote!(Reg::#id)
        });
        let order = c.alloc_order().iter().map(|&r| {
            let id = &regs[r];
            quote!(Reg::#id)
        });
        let alt_orders = c.orders.iter().skip(1).map(|o| {
            let regs_of = o.iter().map(|&r| {
                let id = &regs[r];
                quote!(Reg::#id)
            });
            quote!(&[#(#regs_of),*])
        });
        let alt_select = c.alt_order_select.as_str();
        let mut bits = vec![0u64; set_words];
        for &r in &c.members {
            bits[(r + 1) / 64] |= 1 << ((r + 1) % 64);
        }
        let bits = bits.into_iter().map(Literal::u64_unsuffixed);
        let sizes = (0..nmodes).map(|m| {
            let s = c.rsi.get(m as u32);
            let (a, b, cc) = (lit(s.reg_size as u64), lit(s.spill_size as u64), lit(s.spill_alignment as u64));
            quote!(RegSize { reg_size: #a, spill_size: #b, spill_alignment: #cc })
        });
        let vts = &c.value_types;
        let copy_cost = ilit(c.copy_cost);
        let alloc = c.allocatable;
        let subs = c.sub_classes.iter().map(|&s| lit(s as u64));
        let supers = c.super_classes.iter().map(|&s| lit(s as u64));
        let spill = match f.class_spill[i] {
            Some(s) => {
                let s = lit(s as u64);
                quote!(Some(&SPILL_INFOS[#s]))
            }
            None => quote!(None),
        };
        let at = g.at(c.def.map(|_| c.span));
        quote!(RegClassInfo {
            name: #name, defined_at: #at, id: #id, synthesized: #synthesized, members: &[#(#members),*], alloc_order: &[#(#order),*],
            alt_orders: &[#(#alt_orders),*], alt_order_select: #alt_select,
            member_bits: [#(#bits),*], sizes: [#(#sizes),*], value_types: &[#(#vts),*], copy_cost: #copy_cost,
            allocatable: #alloc, sub_classes: &[#(#subs),*], super_classes: &[#(#supers),*], spill: #spill,
        },)
    });

    let mut newtypes = Vec::new();
    for (i, c) in info.classes.iter().enumerate() {
        let ty = &class_ids[i];
        let idl = lit(i as u64);
        let name = &c.name;
        let mut doc = format!(
            "A register of class `{name}` (class id {i}{}). Its associated constants are exactly the class's members.",
            if c.def.is_none() { ", synthesized" } else { "" }
        );
        if c.def.is_none() {
            doc.push_str(" LLVM's register-info backend synthesizes this class (the intersection of its super-classes).");
        }
        let d = g.doc(&doc, c.def.map(|_| c.span));
        let order_of = c.alloc_order();
        let consts = c.members.iter().map(|&r| {
            let id = &regs[r];
            let reg = &info.registers[r];
            let place = match order_of.iter().position(|&o| o == r) {
                Some(k) => format!("position {k} of the class's allocation order"),
                None => "not in the class's allocation order (never allocated from it)".to_string(),
            };
            let dm = format!(
                " `{}` (assembly name `{}`) as a member of `{name}`; {place}.",
                reg.name, reg.asm_name
            );
            quote!(#[doc = #dm] pub const #id: #ty = #ty(Reg::#id);)
        });
        let order = c.alloc_order().iter().map(|&r| {
            let id = &regs[r];
            quote!(#ty(Reg::#id))
        });
        let ups = c.super_classes.iter().map(|&s| {
            let sup = &class_ids[s];
            let ds = format!(" Every `{}` is a `{}`.", name, info.classes[s].name);
            quote!(
                #[doc = #ds]
                impl From<#ty> for #sup {
                    fn from(r: #ty) -> #sup { #sup(r.0) }
                }
            )
        });
        newtypes.push(quote!(
            #d
            #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
            pub struct #ty(Reg);
            #[allow(non_upper_case_globals)]
            impl #ty {
                /// The class id (index into [`CLASSES`]).
                pub const ID: u16 = #idl;
                /// The class descriptor.
                pub const INFO: &RegClassInfo = &CLASSES[#idl];
                /// The allocation order.
                pub const ALLOC_ORDER: &[#ty] = &[#(#order),*];
                #(#consts)*
                /// The register.
                pub const fn reg(self) -> Reg { self.0 }
                /// `r` as a member of this class, if it is one.
                pub const fn new(r: Reg) -> Option<#ty> {
                    if Self::INFO.contains(r) { Some(#ty(r)) } else { None }
                }
            }
            impl From<#ty> for Reg {
                fn from(r: #ty) -> Reg { r.0 }
            }
            impl TryFrom<Reg> for #ty {
                type Error = NotInClass;
                fn try_from(r: Reg) -> Result<#ty, NotInClass> {
                    #ty::new(r).ok_or(NotInClass { reg: r, class: #idl })
                }
            }
            #(#ups)*
        ));
    }

    let csr_descs = info.callee_saved.iter().enumerate().map(|(i, c)| {
        let name = &c.name;
        let span = rk.def(name).map(|d| rk.get(d).span);
        let (mir, abis) = match f.reg_masks.get(&i) {
            Some(m) => {
                let n = &m.mir_name;
                (quote!(Some(#n)), m.abis.clone())
            }
            None => (quote!(None), Vec::new()),
        };
        let saves = c.save_list.iter().map(|&r| {
            let id = &regs[r];
            quote!(Reg::#id)
        });
        let mask = c.reg_mask.iter().map(|&w| lit(w as u64));
        let at = g.at(span);
        quote!(CalleeSaved { name: #name, defined_at: #at, mir_name: #mir, abis: &[#(#abis),*], save_list: &[#(#saves),*], reg_mask: &[#(#mask),*] },)
    });
    let csr_consts = csr_ids.iter().enumerate().map(|(i, id)| {
        let il = lit(i as u64);
        let name = &info.callee_saved[i].name;
        let d = g.doc(&format!("`{name}`."), rk.def(name).map(|d| rk.get(d).span));
        quote!(#d pub const #id: &super::CalleeSaved = &super::CALLEE_SAVED[#il];)
    });

    // ---- Cross-class moves ----
    let move_descs = f.moves.iter().map(|m| {
        let name = &m.name;
        let op = per_mode_ops(&m.opcode);
        let form = &m.form.text;
        let (from, to) = (lit(m.from as u64), lit(m.to as u64));
        let req = m.requires.iter().map(|&x| {
            let id = &feat_ids[x];
            quote!(Feature::#id)
        });
        let ms = m.modes.iter().map(|&x| {
            let id = &modes[x];
            quote!(HwMode::#id)
        });
        let vb = ilit(m.value_bits);
        let se = m.sign_extends_result;
        let cost = ilit(m.cost);
        let at = g.at(Some(m.span));
        quote!(CrossClassMove { name: #name, defined_at: #at, opcode: #op, form: #form, from: #from, to: #to, requires: &[#(#req),*], modes: &[#(#ms),*], value_bits: #vb, sign_extends_result: #se, cost: #cost },)
    });

    // ---- Special registers ----
    let special = f.special.as_ref().map(|s| {
        let r = |x: usize| {
            let id = &regs[x];
            quote!(Reg::#id)
        };
        let (sp, fp, ra, zero) = (r(s.sp), r(s.fp), r(s.ra), r(s.zero));
        let reserved = s.reserved.iter().map(|&x| r(x));
        let align = ilit(s.stack_align);
        let d = g.doc(
            &format!("The target's special registers (`{}`).", s.name),
            Some(s.span),
        );
        let d2 = g.doc(
            "Stack alignment in bytes (`StackAlignmentBytes`).",
            Some(s.span),
        );
        quote!(
            /// Registers with a fixed role.
            #[derive(Clone, Copy, Debug)]
            pub struct SpecialRegs {
                /// The stack pointer.
                pub stack_pointer: Reg,
                /// The frame pointer (reserved too in functions that use one).
                pub frame_pointer: Reg,
                /// The link register of calls.
                pub return_address: Reg,
                /// Reads as zero; writes are discarded.
                pub zero: Reg,
                /// Never allocated.
                pub reserved: &'static [Reg],
                /// Stack alignment in bytes.
                pub stack_alignment_bytes: u32,
            }
            #d
            pub const SPECIAL_REGS: SpecialRegs = SpecialRegs {
                stack_pointer: #sp, frame_pointer: #fp, return_address: #ra, zero: #zero,
                reserved: &[#(#reserved),*], stack_alignment_bytes: #align,
            };
            #d2
            pub const STACK_ALIGNMENT: u32 = #align;
        )
    });

    // ---- Frame lowering ----
    let frame_ops = match &f.frame_ops {
        Some(fo) => {
            let (ai, ar) = (&op_ids[fo.add_imm], &op_ids[fo.add_reg]);
            let lu = match fo.load_upper {
                Some(o) => {
                    let id = &op_ids[o];
                    quote!(Some(Opcode::#id))
                }
                None => quote!(None),
            };
            let (aib, lub) = (ilit(fo.add_imm_bits), ilit(fo.load_upper_bits));
            let and_imm = match fo.and_imm {
                Some(o) => {
                    let id = &op_ids[o];
                    quote!(Some(Opcode::#id))
                }
                None => quote!(None),
            };
            let base_pointer = match fo.base_pointer {
                Some(r) => {
                    let id = &regs[r];
                    quote!(Some(Reg::#id))
                }
                None => quote!(None),
            };
            quote!(Some(FrameOpsDesc {
                add_imm: Opcode::#ai, add_imm_bits: #aib,
                load_upper: #lu, load_upper_bits: #lub,
                add_reg: Opcode::#ar, and_imm: #and_imm, base_pointer: #base_pointer,
            }))
        }
        None => quote!(None),
    };
    let frame_doc = g.doc(
        &match &f.frame_ops {
            Some(fo) => format!("How frame lowering adjusts sp and addresses the frame (`{}`).", fo.name),
            None => "How frame lowering adjusts sp and addresses the frame: the target has no `FrameLoweringOps` record.".to_string(),
        },
        f.frame_ops.as_ref().map(|fo| fo.span),
    );

    let out = quote! {
        #target_doc
        pub const TARGET: &str = #target;
        /// Number of registers (without `NoRegister`).
        pub const NUM_REGS: usize = #num_regs;
        /// Number of register units (two registers overlap iff they share one).
        pub const NUM_REG_UNITS: usize = #num_units;
        /// Number of register classes (defined and synthesized).
        pub const NUM_CLASSES: usize = #num_classes;
        /// Number of hardware modes (mode 0 is the default).
        pub const NUM_HW_MODES: usize = #num_modes;
        /// `u64` words of a register bitset (bit `n` = register enum value `n`).
        pub const REG_SET_WORDS: usize = #reg_set_words;
        /// `u32` words of a register mask (bit `n` = register enum value `n`).
        pub const REG_MASK_WORDS: usize = #mask_words;
        /// Number of opcodes.
        pub const NUM_OPCODES: usize = #num_opcodes;
        /// Number of subtarget features.
        pub const NUM_FEATURES: usize = #num_features;

        /// A hardware mode: register and spill sizes and some opcodes depend on it.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum HwMode { #(#mode_variants)* }
        impl HwMode {
            /// Every mode, by index.
            pub const ALL: [HwMode; NUM_HW_MODES] = [#(#mode_all),*];
            const NAMES: [&str; NUM_HW_MODES] = [#(#mode_names),*];
            const FEATURES: [&str; NUM_HW_MODES] = [#(#mode_feats),*];
            /// The mode's index (0 = the default mode).
            pub const fn index(self) -> usize { self as usize }
            /// The mode's name (`"Default"` for mode 0).
            pub const fn name(self) -> &'static str { Self::NAMES[self as usize] }
            /// The features that select the mode (`Features`).
            pub const fn features(self) -> &'static str { Self::FEATURES[self as usize] }
        }

        /// A subtarget feature (a `SubtargetFeature` record).
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Feature { #(#feat_variants)* }
        /// What a [`Feature`] is.
        #[derive(Clone, Copy, Debug)]
        pub struct FeatureDesc {
            /// The record name.
            pub name: &'static str,
            /// The name `-mattr` uses (`Name`).
            pub mattr: &'static str,
            /// `Desc`.
            pub description: &'static str,
            /// Features it implies (`Implies`).
            pub implies: &'static [Feature],
        }
        /// Every feature, by index.
        pub const FEATURES: [FeatureDesc; NUM_FEATURES] = [#(#feat_descs)*];
        impl Feature {
            /// Every feature, by index.
            pub const ALL: [Feature; NUM_FEATURES] = [#(#feat_all),*];
            /// The index into [`FEATURES`].
            pub const fn index(self) -> usize { #feat_index }
            /// The descriptor.
            pub const fn desc(self) -> &'static FeatureDesc { &FEATURES[self.index()] }
            /// The feature as `-mattr` spells it.
            pub const fn mattr(self) -> &'static str { self.desc().mattr }
        }

        /// A sub-register index (enum value = position + 1; 0 is `NoSubRegister`).
        #[derive(Clone, Copy, Debug)]
        pub struct SubRegIndexInfo {
            /// The record name.
            pub name: &'static str,
            /// Size in bits (`u16::MAX`: unknown).
            pub size: u16,
            /// Offset in bits (`u16::MAX`: unknown).
            pub offset: u16,
        }
        /// Every sub-register index; index `i` has enum value `i + 1`.
        pub const SUB_REG_INDICES: &[SubRegIndexInfo] = &[#(#sri)*];

        /// A register. The discriminant is LLVM's enum value (0 is `NoRegister`,
        /// which is not a variant); the order is LLVM's.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u16)]
        pub enum Reg { #(#reg_variants)* }

        /// What a [`Reg`] is.
        #[derive(Clone, Copy, Debug)]
        pub struct RegDesc {
            /// The record name (`X10`).
            pub name: &'static str,
            /// `AsmName` (`x10`).
            pub asm_name: &'static str,
            /// The name MIR prints after `$` (the record name in lower case).
            pub mir_name: &'static str,
            /// `AltNames` (ABI names).
            pub alt_names: &'static [&'static str],
            /// The register units (native units, ascending).
            pub units: &'static [u16],
            /// All sub-registers, in LLVM's pre-order.
            pub sub_regs: &'static [Reg],
            /// The sub-register index (enum value) of each of `sub_regs`.
            pub sub_reg_indices: &'static [u16],
            /// All super-registers, in LLVM's order.
            pub super_regs: &'static [Reg],
            /// DWARF numbers, one per flavour.
            pub dwarf: &'static [i32],
            /// `CostPerUse`, one column per cost model.
            pub cost_per_use: &'static [u8],
            /// `HWEncoding`.
            pub encoding: u16,
            /// In the allocation order of some allocatable class.
            pub allocatable: bool,
        }
        /// Every register's descriptor; `REGS[r.index()]` describes `r`.
        pub const REGS: [RegDesc; NUM_REGS] = [#(#reg_descs)*];

        impl Reg {
            /// Every register, in enum order.
            pub const ALL: [Reg; NUM_REGS] = [#(#reg_all),*];
            /// The position in [`Reg::ALL`] and [`REGS`] (enum value − 1).
            pub const fn index(self) -> usize { #reg_index }
            /// LLVM's enum value (≥ 1).
            pub const fn enum_value(self) -> u16 { self as u16 }
            /// The register with enum value `v`.
            pub const fn from_enum(v: u16) -> Option<Reg> {
                if v == 0 || v as usize > NUM_REGS { None } else { Some(Self::ALL[v as usize - 1]) }
            }
            /// The descriptor.
            pub const fn desc(self) -> &'static RegDesc { &REGS[self.index()] }
            /// The record name.
            pub const fn name(self) -> &'static str { self.desc().name }
            /// The assembly name.
            pub const fn asm_name(self) -> &'static str { self.desc().asm_name }
            /// The MIR name (without `$`).
            pub const fn mir_name(self) -> &'static str { self.desc().mir_name }
            /// The register units.
            pub const fn units(self) -> &'static [u16] { self.desc().units }
            /// All sub-registers (pre-order).
            pub const fn sub_regs(self) -> &'static [Reg] { self.desc().sub_regs }
            /// All super-registers.
            pub const fn super_regs(self) -> &'static [Reg] { self.desc().super_regs }
            /// DWARF numbers.
            pub const fn dwarf(self) -> &'static [i32] { self.desc().dwarf }
            /// `CostPerUse` columns.
            pub const fn cost_per_use(self) -> &'static [u8] { self.desc().cost_per_use }
            /// The hardware encoding.
            pub const fn encoding(self) -> u16 { self.desc().encoding }
            /// In an allocatable class's order.
            pub const fn is_allocatable(self) -> bool { self.desc().allocatable }
            /// Do the two registers share a register unit (interfere)?
            pub const fn overlaps(self, other: Reg) -> bool {
                let (a, b) = (self.units(), other.units());
                let mut i = 0;
                while i < a.len() {
                    let mut j = 0;
                    while j < b.len() {
                        if a[i] == b[j] { return true; }
                        j += 1;
                    }
                    i += 1;
                }
                false
            }
            /// The register with this record name.
            pub fn from_name(name: &str) -> Option<Reg> {
                Self::ALL.iter().copied().find(|r| r.name() == name)
            }
            /// The register MIR names `$mir_name`.
            pub fn from_mir_name(mir_name: &str) -> Option<Reg> {
                Self::ALL.iter().copied().find(|r| r.mir_name() == mir_name)
            }
        }
        impl TryFrom<u16> for Reg {
            type Error = u16;
            fn try_from(v: u16) -> Result<Reg, u16> { Reg::from_enum(v).ok_or(v) }
        }

        /// An opcode Spillway emits or recognises (an `MIROpcode` record).
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Opcode { #(#op_variants)* }
        /// What an [`Opcode`] is.
        #[derive(Clone, Copy, Debug)]
        pub struct OpcodeDesc {
            /// The record name.
            pub name: &'static str,
            /// The name MIR prints.
            pub mir_name: &'static str,
            #(#flag_fields_decl)*
            /// Implicit definitions.
            pub defs: &'static [Reg],
            /// Implicit uses.
            pub uses: &'static [Reg],
        }
        /// Every opcode's descriptor.
        pub const OPCODES: [OpcodeDesc; NUM_OPCODES] = [#(#op_descs)*];
        /// Opcodes with `isCall`.
        pub const CALL_OPCODES: &[Opcode] = #call_ops;
        /// Opcodes with `isTerminator`.
        pub const TERMINATOR_OPCODES: &[Opcode] = #term_ops;
        /// Opcodes with `isReturn`.
        pub const RETURN_OPCODES: &[Opcode] = #ret_ops;
        /// Opcodes with `isBranch`.
        pub const BRANCH_OPCODES: &[Opcode] = #branch_ops;
        impl Opcode {
            /// Every opcode, by index.
            pub const ALL: [Opcode; NUM_OPCODES] = [#(#op_all),*];
            /// The index into [`OPCODES`].
            pub const fn index(self) -> usize { #op_index }
            /// The descriptor.
            pub const fn desc(self) -> &'static OpcodeDesc { &OPCODES[self.index()] }
            /// The name MIR prints.
            pub const fn mir_name(self) -> &'static str { self.desc().mir_name }
            #(#flag_methods)*
            /// Implicit definitions.
            pub const fn defs(self) -> &'static [Reg] { self.desc().defs }
            /// Implicit uses.
            pub const fn uses(self) -> &'static [Reg] { self.desc().uses }
            /// The opcode MIR names `mir_name`.
            pub fn from_mir_name(mir_name: &str) -> Option<Opcode> {
                Self::ALL.iter().copied().find(|o| o.mir_name() == mir_name)
            }
        }

        /// Register size, spill slot size and spill alignment, in bits.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct RegSize {
            /// Register size.
            pub reg_size: u32,
            /// Spill slot size.
            pub spill_size: u32,
            /// Spill slot alignment.
            pub spill_alignment: u32,
        }

        /// How to copy, spill and reload a class (a `RegClassSpillInfo` record).
        /// Opcodes are per HwMode (index = [`HwMode::index`]). Forms are MIR
        /// text with `$dst`, `$src`, `$slot` and `OP`.
        #[derive(Clone, Copy, Debug)]
        pub struct SpillInfo {
            /// The record name.
            pub name: &'static str,
            /// Where the record is defined (`file:line`; empty if synthesized).
            pub defined_at: &'static str,
            /// The class it was written for (its sub-classes use it too).
            pub class: u16,
            /// Copy opcode.
            pub copy: [Opcode; NUM_HW_MODES],
            /// Copy form.
            pub copy_form: &'static str,
            /// Spill (store) opcode.
            pub store: [Opcode; NUM_HW_MODES],
            /// Spill form.
            pub store_form: &'static str,
            /// Reload opcode.
            pub load: [Opcode; NUM_HW_MODES],
            /// Reload form.
            pub load_form: &'static str,
            /// Cost of a spill store (a stack access = 100).
            pub store_cost: i32,
            /// Cost of a reload.
            pub load_cost: i32,
        }
        /// Every `RegClassSpillInfo`, by record name.
        pub const SPILL_INFOS: &[SpillInfo] = &[#(#spill_descs)*];

        /// A register class.
        #[derive(Clone, Copy, Debug)]
        pub struct RegClassInfo {
            /// The record name (or LLVM's name for a synthesized class).
            pub name: &'static str,
            /// Where the record is defined (`file:line`; empty if synthesized).
            pub defined_at: &'static str,
            /// The class id (index into [`CLASSES`]; LLVM's order).
            pub id: u16,
            /// Synthesized by the register-info backend (no record).
            pub synthesized: bool,
            /// Members in enum order.
            pub members: &'static [Reg],
            /// The allocation order: the default order (`MemberList` as
            /// written), or the `AltOrders` entry a constant
            /// `AltOrderSelect` (`return k;`) picks.
            pub alloc_order: &'static [Reg],
            /// `AltOrders`: the alternative allocation orders
            /// (`alt_orders[k - 1]` is order `k`; order 0 is the default).
            pub alt_orders: &'static [&'static [Reg]],
            /// `AltOrderSelect`: the C++ that picks an order at run time in
            /// LLVM, as written (`""` if none). Spillway does not run it:
            /// only a constant `return k;` changes `alloc_order`.
            pub alt_order_select: &'static str,
            /// Members as a bitset: bit `n` = register enum value `n`.
            pub member_bits: [u64; REG_SET_WORDS],
            /// Sizes per HwMode (index = [`HwMode::index`]).
            pub sizes: [RegSize; NUM_HW_MODES],
            /// `RegTypes` by name.
            pub value_types: &'static [&'static str],
            /// `CopyCost`.
            pub copy_cost: i32,
            /// `isAllocatable`.
            pub allocatable: bool,
            /// Sub-classes, the class itself included (ids).
            pub sub_classes: &'static [u16],
            /// Strict super-classes (ids).
            pub super_classes: &'static [u16],
            /// How to copy, spill and reload: the class's own
            /// `RegClassSpillInfo`, else its closest super-class's.
            pub spill: Option<&'static SpillInfo>,
        }
        impl RegClassInfo {
            /// Is `r` a member?
            pub const fn contains(&self, r: Reg) -> bool {
                let e = r as usize;
                (self.member_bits[e / 64] >> (e % 64)) & 1 != 0
            }
            /// Sizes in `mode`.
            pub const fn size(&self, mode: HwMode) -> RegSize { self.sizes[mode as usize] }
            /// Spill slot size in bytes in `mode`.
            pub const fn spill_size_bytes(&self, mode: HwMode) -> u32 { self.sizes[mode as usize].spill_size / 8 }
            /// Spill slot alignment in bytes in `mode`.
            pub const fn spill_alignment_bytes(&self, mode: HwMode) -> u32 { self.sizes[mode as usize].spill_alignment / 8 }
            /// Is `other` a sub-class of this one (or this one)?
            pub const fn has_sub_class(&self, other: u16) -> bool {
                let mut i = 0;
                while i < self.sub_classes.len() {
                    if self.sub_classes[i] == other { return true; }
                    i += 1;
                }
                false
            }
        }
        /// Every register class, by id.
        pub const CLASSES: &[RegClassInfo] = &[#(#class_descs)*];

        /// A register that is not in the class it was converted to.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct NotInClass {
            /// The register.
            pub reg: Reg,
            /// The class id.
            pub class: u16,
        }
        impl core::fmt::Display for NotInClass {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "register {} is not in class {}", self.reg.name(), CLASSES[self.class as usize].name)
            }
        }
        impl std::error::Error for NotInClass {}

        #(#newtypes)*

        /// A callee-saved set (`CalleeSavedRegs`) and the mask MIR names for it.
        #[derive(Clone, Copy, Debug)]
        pub struct CalleeSaved {
            /// The record name.
            pub name: &'static str,
            /// Where the record is defined (`file:line`; empty if synthesized).
            pub defined_at: &'static str,
            /// The register-mask name MIR prints on calls (`MIRRegMask`).
            pub mir_name: Option<&'static str>,
            /// ABIs whose calls carry the mask.
            pub abis: &'static [&'static str],
            /// Registers to save, in order.
            pub save_list: &'static [Reg],
            /// Preserved registers: bit `n` = register enum value `n`.
            pub reg_mask: &'static [u32],
        }
        impl CalleeSaved {
            /// Does the mask preserve `r`?
            pub const fn preserves(&self, r: Reg) -> bool {
                let e = r as usize;
                (self.reg_mask[e / 32] >> (e % 32)) & 1 != 0
            }
            /// The set whose MIR mask name is `mir_name`.
            pub fn by_mir_name(mir_name: &str) -> Option<&'static CalleeSaved> {
                CALLEE_SAVED.iter().find(|c| c.mir_name == Some(mir_name))
            }
        }
        /// Every callee-saved set, by record name.
        pub const CALLEE_SAVED: &[CalleeSaved] = &[#(#csr_descs)*];
        /// The callee-saved sets by record name.
        #[allow(non_upper_case_globals)]
        pub mod csr {
            #(#csr_consts)*
        }

        /// A move between classes that can hold a spilled value instead of the
        /// stack (a `CrossClassMove` record).
        #[derive(Clone, Copy, Debug)]
        pub struct CrossClassMove {
            /// The record name.
            pub name: &'static str,
            /// Where the record is defined (`file:line`; empty if synthesized).
            pub defined_at: &'static str,
            /// The opcode per HwMode.
            pub opcode: [Opcode; NUM_HW_MODES],
            /// MIR form.
            pub form: &'static str,
            /// Source class id.
            pub from: u16,
            /// Destination class id.
            pub to: u16,
            /// Features that must all be enabled.
            pub requires: &'static [Feature],
            /// Modes it is valid in (empty: every mode).
            pub modes: &'static [HwMode],
            /// Low bits carried exactly.
            pub value_bits: u32,
            /// Upper destination bits copy bit `value_bits - 1`.
            pub sign_extends_result: bool,
            /// Cost (a stack access = 100).
            pub cost: i32,
        }
        /// Every cross-class move, by record name.
        pub const CROSS_CLASS_MOVES: &[CrossClassMove] = &[#(#move_descs)*];

        /// The instructions frame lowering builds sp adjustments and
        /// sp-relative addresses with (a `FrameLoweringOps` record).
        #[derive(Clone, Copy, Debug)]
        pub struct FrameOpsDesc {
            /// `$dst = OP $src, imm`.
            pub add_imm: Opcode,
            /// Width of its signed immediate (and of frame-index offsets).
            pub add_imm_bits: u32,
            /// `$dst = OP hi`: `hi << add_imm_bits` (`None`: the target
            /// builds constants with its `LoadConst`).
            pub load_upper: Option<Opcode>,
            /// Width of its unsigned immediate field.
            pub load_upper_bits: u32,
            /// `$dst = OP $a, $b`.
            pub add_reg: Opcode,
            /// `$dst = OP $src, -alignment`: stack realignment.
            pub and_imm: Option<Opcode>,
            /// Keeps the realigned sp when dynamic allocas move sp.
            pub base_pointer: Option<Reg>,
        }
        #frame_doc
        pub const FRAME_OPS: Option<FrameOpsDesc> = #frame_ops;

        #special
    };
    out
}
