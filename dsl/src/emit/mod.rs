//! A target for the backend (feature `emit`): the register model
//! ([`crate::regs`]) plus Spillway's backend facts ([`facts`]), checked, as
//! typed Rust source (`tables/build.rs`, `spillway tblgen --gen-rust`, the
//! proc macros) and as a [`target_desc::TargetDesc`] value ([`describe`]:
//! `spillway ... --td PATH` at run time, and the `DESC` item of the Rust
//! source).
//!
//! Invariants:
//! - Output depends only on the records: the same `.td` input gives the same
//!   bytes (every list is in the register model's order or record-name
//!   order; no hash-map iteration order leaks out).
//! - No target fact is written in this module: register, class, opcode and
//!   feature names, sizes, orders and flags all come from the records.
//! - Every generated item that stands for a record has `#[doc]` provenance
//!   (`file:line` of its def).
//! - Errors are [`LoadError`]s over the same [`crate::SourceMap`] as the
//!   load, so `LoadError::render` shows `file:line:col` and a caret.
//! - One set of checks (`gen::check`, then the backend's requirements in
//!   [`describe`]) decides what is accepted, whether the description is
//!   compiled in or loaded at run time; the compiled-in `DESC` is the
//!   rendering of the value [`describe`] returns.
//!
//! The generated API (see [`target_tokens`] for the list) is typed: each
//! register class is a newtype over `Reg` whose associated constants are
//! exactly the class's members, so naming a register of another class is a
//! compile error.

mod desc;
pub mod facts;
pub mod forms;
mod gen;

use crate::diag::{Diagnostic, Diagnostics};
use crate::regs::RegisterInfo;
use crate::{LoadError, Loaded, Options};
use std::path::{Path, PathBuf};

/// A loaded target: its records and register model.
#[derive(Debug)]
pub struct Target {
    /// The evaluated records and the files they came from.
    pub loaded: Loaded,
    /// The register model computed from them ([`crate::regs::compute`]).
    pub info: RegisterInfo,
}

impl Target {
    fn error(&self, diagnostics: Vec<Diagnostic>) -> LoadError {
        LoadError {
            sources: self.loaded.sources.clone(),
            diagnostics: Diagnostics { items: diagnostics },
            deps: self.loaded.deps.clone(),
        }
    }
}

/// Computes the register model of records already loaded (what
/// [`load_target`] does after loading; for callers that load with their own
/// [`Options`], such as `spillway tblgen -D NAME --gen-rust`).
pub fn target_from_loaded(loaded: Loaded) -> Result<Target, LoadError> {
    match crate::regs::compute(&loaded.records) {
        Ok(info) => Ok(Target { loaded, info }),
        Err(items) => Err(LoadError {
            sources: loaded.sources,
            diagnostics: Diagnostics { items },
            deps: loaded.deps,
        }),
    }
}

fn options(include_dirs: &[PathBuf]) -> Options {
    Options {
        include_dirs: include_dirs.to_vec(),
        defines: Vec::new(),
    }
}

/// Loads a top `.td` file and computes the register model; errors are
/// ready to render (register-model errors are converted into a
/// [`LoadError`] over the same source map).
pub fn load_target(top: &Path, include_dirs: &[PathBuf]) -> Result<Target, LoadError> {
    target_from_loaded(crate::load_file(top, &options(include_dirs))?)
}

/// Like [`load_target`] for in-memory text named `name`.
pub fn load_target_str(
    name: &str,
    text: &str,
    include_dirs: &[PathBuf],
) -> Result<Target, LoadError> {
    target_from_loaded(crate::load_str(name, text, &options(include_dirs))?)
}

/// The tables as tokens, without a header: a sequence of items meant to be
/// the body of a module (`mod riscv { include!(...) }` or a proc macro's
/// output).
///
/// Items: `TARGET`, `NUM_REGS`, `NUM_REG_UNITS`, `NUM_CLASSES`,
/// `NUM_HW_MODES`, `REG_SET_WORDS`, `REG_MASK_WORDS`; `enum HwMode`;
/// `enum Feature`; `SubRegIndexInfo` + `SUB_REG_INDICES`; `enum Reg`
/// (`#[repr(u16)]`, discriminant = LLVM enum value, 0 being
/// `NoRegister`) with `RegDesc` + `REGS`; `enum Opcode` with `OpcodeDesc` +
/// `OPCODES` and `CALL_OPCODES`, `TERMINATOR_OPCODES`, `RETURN_OPCODES`,
/// `BRANCH_OPCODES`; `RegSize`, `SpillInfo` + `SPILL_INFOS`, `RegClassInfo` +
/// `CLASSES`; one newtype per register class (CamelCase name) with
/// `NotInClass`; `CalleeSaved` + `CALLEE_SAVED` + `mod csr`;
/// `CrossClassMove` + `CROSS_CLASS_MOVES`; `SpecialRegs` + `SPECIAL_REGS` +
/// `STACK_ALIGNMENT` (only when the target has a `SpecialRegisters` record).
pub fn target_tokens(t: &Target) -> Result<proc_macro2::TokenStream, LoadError> {
    let facts = facts::gather(&t.loaded.records, &t.info).map_err(|d| t.error(d))?;
    let names = gen::check(t, &facts).map_err(|d| t.error(d))?;
    Ok(gen::tokens(t, &facts, &names))
}

/// The target as a [`target_desc::TargetDesc`], after every check of the
/// generated tables ([`target_tokens`]) and the backend's own requirement:
/// a `SpecialRegisters` record (the backend needs the stack pointer and the
/// other fixed registers). This is what `tables/build.rs` compiles in and
/// what `--td` binds. The value is leaked (it lives for the rest of the
/// process, like a compiled-in one).
pub fn describe(t: &Target) -> Result<&'static target_desc::TargetDesc, LoadError> {
    let facts = facts::gather(&t.loaded.records, &t.info).map_err(|d| t.error(d))?;
    gen::check(t, &facts).map_err(|d| t.error(d))?;
    desc::build(t, &facts).ok_or_else(|| {
        let rk = &t.loaded.records;
        let span = rk
            .def(&t.info.target)
            .map(|d| rk.get(d).span)
            .unwrap_or_default();
        t.error(vec![Diagnostic::error(
            span,
            format!(
                "target '{}' has no SpecialRegisters record, which the backend needs",
                t.info.target
            ),
        )
        .with_note(
            "add `def NAME : SpecialRegisters<sp, fp, ra, zero, [reserved...], stackAlign>;` \
             (targets/include/spillway/Target.td, part 2, says what each field is)",
        )])
    })
}

/// Loads the target of a folder (its `top.td`) or of a `.td` file, as
/// `tables/build.rs` does for a folder under `targets/`, and describes it
/// ([`describe`]). Included files are searched in the folder's sibling
/// `include/` (the layout of `targets/`: `targets/include` beside
/// `targets/riscv`), then in the folder itself (for a file: the folder it
/// is in).
pub fn load_desc(path: &Path) -> Result<&'static target_desc::TargetDesc, LoadError> {
    let (top, dir) = if path.is_dir() {
        (path.join("top.td"), path.to_path_buf())
    } else {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        (path.to_path_buf(), dir)
    };
    let include = dir.join("..").join("include");
    let mut includes = Vec::new();
    if include.is_dir() {
        includes.push(include);
    }
    includes.push(dir);
    describe(&load_target(&top, &includes)?)
}

/// [`target_tokens`] formatted with prettyplease, under a
/// `// @generated by spillway from: <inputs>` header; for a target with
/// backend facts (a `SpecialRegisters` record), followed by `DESC`, the
/// value [`describe`] builds, as a `static` of type
/// `::target_desc::TargetDesc`.
pub fn render_file(t: &Target, inputs: &[PathBuf]) -> Result<String, LoadError> {
    let facts = facts::gather(&t.loaded.records, &t.info).map_err(|d| t.error(d))?;
    let names = gen::check(t, &facts).map_err(|d| t.error(d))?;
    let mut tokens = gen::tokens(t, &facts, &names);
    if let Some(d) = desc::build(t, &facts) {
        tokens.extend(desc::tokens(d));
    }
    let body = match syn::parse2::<syn::File>(tokens) {
        Ok(file) => prettyplease::unparse(&file),
        Err(e) => {
            // A bug in the generator, not in the input; still no panic.
            let span = t
                .loaded
                .records
                .def(&t.info.target)
                .map(|d| t.loaded.records.get(d).span)
                .unwrap_or_default();
            return Err(t.error(vec![Diagnostic::error(
                span,
                format!("internal error: generated tables do not parse: {e}"),
            )
            .with_note("please report this as a Spillway bug")]));
        }
    };
    let inputs = inputs
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let mut out = format!(
        "// @generated by spillway from: {inputs}\n// Do not edit: edit the .td files and rebuild.\n\n"
    );
    out.push_str(&body);
    Ok(out)
}

/// `CamelCase` of a TableGen name: words split at `_`, at a lower-case
/// letter or digit followed by an upper-case one, and before the last
/// capital of an acronym followed by a lower-case letter; each word is
/// capitalised and the rest lower-cased (`GPRNoX0` → `GprNoX0`,
/// `GPRC_and_GPRTC` → `GprcAndGprtc`, `FPR32` → `Fpr32`).
pub fn camel_case(name: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    for part in name.split('_').filter(|p| !p.is_empty()) {
        let cs: Vec<char> = part.chars().collect();
        let mut cur = String::new();
        for (i, &c) in cs.iter().enumerate() {
            if i > 0 && c.is_ascii_uppercase() {
                let prev = cs[i - 1];
                let next = cs.get(i + 1).copied();
                let boundary = prev.is_ascii_lowercase()
                    || prev.is_ascii_digit()
                    || (prev.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase()));
                if boundary && !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            cur.push(c);
        }
        if !cur.is_empty() {
            words.push(cur);
        }
    }
    let mut out = String::new();
    for w in words {
        let mut cs = w.chars();
        if let Some(f) = cs.next() {
            out.extend(f.to_uppercase());
            out.push_str(&cs.as_str().to_lowercase());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::camel_case;

    /// A class's `AltOrders` and its `AltOrderSelect` code are in the
    /// tables (`alt_orders`, `alt_order_select`); allocation uses the
    /// default order unless the code is a constant `return k;`
    /// (`dsl/tests/regs_rules/alt_order_select_code.td`, whose tables
    /// `tests/regs_rules.rs` checks against llvm-tblgen).
    #[test]
    fn alt_orders_and_code_are_in_the_tables() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let inc = std::path::PathBuf::from("/usr/lib/llvm-14/include");
        assert!(
            inc.join("llvm/Target/Target.td").is_file(),
            "needs {} (llvm-14-dev: scripts/install-deps.sh)",
            inc.display()
        );
        let t = super::load_target(
            &root.join("tests/regs_rules/alt_order_select_code.td"),
            &[inc],
        )
        .unwrap_or_else(|e| panic!("{}", e.render()));
        let text = super::render_file(&t, &[]).unwrap_or_else(|e| panic!("{}", e.render()));
        // Compared without whitespace and trailing commas (prettyplease's
        // line breaks depend on lengths).
        let norm = |s: &str| {
            s.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<String>()
                .replace(",]", "]")
        };
        let class = |name: &str| {
            let at = text
                .find(&format!("name: \"{name}\""))
                .unwrap_or_else(|| panic!("no RegClassInfo for {name}"));
            let end = at + text[at..].find("spill:").expect("spill field");
            norm(&text[at..end])
        };
        let has = |class_text: &str, want: &str| {
            assert!(
                class_text.contains(&norm(want)),
                "{want}\nnot in\n{class_text}"
            )
        };
        let gr = class("GR");
        // The default order: the code is not a constant.
        has(&gr, "alloc_order: &[Reg::R0, Reg::R1, Reg::R2, Reg::R3, Reg::R4, Reg::R5, Reg::R6, Reg::R7]");
        has(&gr, "alt_orders: &[&[Reg::R0, Reg::R1, Reg::R2, Reg::R3, Reg::R4, Reg::R5], &[Reg::R3, Reg::R4, Reg::R5, Reg::R6, Reg::R7, Reg::R0, Reg::R1, Reg::R2]]");
        has(
            &gr,
            r#"alt_order_select: "\n    return MF.getSubtarget<TSubtarget>().useSmallSet() ? 1 : 2;\n  ""#,
        );
        // A constant `return 1;` picks AltOrders[0].
        has(
            &class("GRLow"),
            "alloc_order: &[Reg::R3, Reg::R0, Reg::R1, Reg::R2]",
        );
        // A synthesized class inherits the code and the filtered orders
        // (here both empty) of the super-class it takes its properties
        // from (GRE).
        let syn = class("GR_with_lo_in_GRX");
        has(&syn, "alt_orders: &[&[], &[]]");
        has(
            &syn,
            r#"alt_order_select: " return isThumb1(MF) ? 1 : 0; ""#,
        );
        has(&syn, "alloc_order: &[Reg::R0]");
    }

    #[test]
    fn camel() {
        assert_eq!(camel_case("GPR"), "Gpr");
        assert_eq!(camel_case("GPRNoX0"), "GprNoX0");
        assert_eq!(camel_case("GPRNoX0X2"), "GprNoX0X2");
        assert_eq!(camel_case("FPR32"), "Fpr32");
        assert_eq!(camel_case("FPR64C"), "Fpr64C");
        assert_eq!(camel_case("GPRC_and_GPRTC"), "GprcAndGprtc");
        assert_eq!(camel_case("SP"), "Sp");
        assert_eq!(camel_case("VR"), "Vr");
        assert_eq!(camel_case("GPRJALR"), "Gprjalr");
    }
}
