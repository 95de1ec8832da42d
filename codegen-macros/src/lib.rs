//! Proc macros over the shared `dsl` front end: [`target!`] reads a target
//! description from `.td` files, [`td!`] takes one inline (for tests). Both
//! expand to the typed register tables of `dsl::emit::target_tokens`
//! (`enum Reg`, one newtype per register class, class infos, callee-saved
//! sets, ...).
//!
//! This crate is a thin shim: parsing, evaluation, the register model and
//! the generated code all live in `dsl` (feature `emit`). What is here is
//! argument parsing, path resolution, rebuild tracking and turning
//! diagnostics into `compile_error!`s at the right span.
//!
//! # Errors
//!
//! Every diagnostic becomes one `compile_error!` whose message starts with
//! `<file>:<line>:<col>: <message>`, followed by the full rendered
//! diagnostic (source line, caret, notes). For `target!` it points at the
//! path literal; for `td!` at the tokens the diagnostic's span covers.
#![forbid(unsafe_code)]

extern crate proc_macro;

mod errors;
mod inline;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use std::path::{Path, PathBuf};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{bracketed, LitStr, Token};

use dsl::emit;

/// The environment variable that, when set, replaces `CARGO_MANIFEST_DIR`
/// as the base of `target!`'s relative paths. The trybuild tests set it:
/// their cases are compiled as a generated crate under `target/`, whose
/// manifest directory is not the one the paths are written against.
const MANIFEST_DIR_OVERRIDE: &str = "SPILLWAY_MACROS_MANIFEST_DIR";

/// Expands to the register tables of a target described in `.td` files.
///
/// ```ignore
/// spillway_macros::target!("targets/riscv/top.td",
///                          include = ["targets/include", "targets/riscv"]);
/// ```
///
/// - The first argument is the top file. It and the `include` directories
///   (searched in order for `include "..."`, as `llvm-tblgen -I` does,
///   after the path as written, which is relative to the compiler's working
///   directory) are relative to the calling crate's `CARGO_MANIFEST_DIR`
///   unless absolute.
/// - The expansion is `dsl::emit::target_tokens` (items: put the call in a
///   module of its own), plus one `const _: &[u8] = include_bytes!(..)` per
///   file read, so that editing any of them rebuilds the caller.
/// - A diagnostic becomes a `compile_error!` at the path literal, with the
///   message `<file>:<line>:<col>: <message>` and the rendered diagnostic.
#[proc_macro]
pub fn target(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let args = syn::parse_macro_input!(input as TargetArgs);
    expand_target(&args).into()
}

/// Expands to the register tables of an inline TableGen description, like
/// [`target!`] for a file. Meant for tests and examples:
///
/// ```ignore
/// spillway_macros::td! {
///     include "spillway/Target.td"
///     def A0 : Register<"a0">;
///     def A1 : Register<"a1">;
///     def GPR : RegisterClass<"Tiny", [i32], 32, (add A0, A1)>;
///     def CSR : CalleeSavedRegs<(add A1)>;
///     def Tiny : Target;
/// }
/// ```
///
/// `include "spillway/Target.td"` finds the project prelude
/// (`targets/include` of this workspace); other includes are searched
/// there too.
///
/// The text is rebuilt from the Rust tokens, each at its original line
/// and column, so diagnostics point at the right token of the `.rs` file
/// (and their `line:col` is the `.rs` file's). Limits, all from the Rust
/// lexer running first:
/// - `//` and `/* */` comments are dropped (doc comments `///`, `//!`,
///   `/** */` are kept); line numbers still match.
/// - The input must be Rust tokens: a stray `'` or a `'...'` longer than a
///   character (e.g. in a `[{ code }]` block), unbalanced brackets, or a
///   `"` string with an escape Rust rejects do not lex. `let X{4-0} = ...;`,
///   `[{ ... }]`, `!op(...)`, `$dagarg`, `#` (paste, `#ifdef`) all do.
/// - String literals keep their source text, so TableGen escapes are read by
///   TableGen, but raw Rust strings (`r"..."`) are not TableGen.
/// - Tokens produced by another macro (no source text or another file) are
///   joined with single spaces; a `#ifdef` must then start the input.
#[proc_macro]
pub fn td(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand_td(input).into()
}

struct TargetArgs {
    top: LitStr,
    include: Vec<LitStr>,
}

impl Parse for TargetArgs {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.is_empty() {
            return Err(input.error(
                "expected the top `.td` file: `target!(\"path/top.td\", include = [\"dir\", ...])`",
            ));
        }
        let top: LitStr = input.parse()?;
        let mut include = Vec::new();
        if input.parse::<Option<Token![,]>>()?.is_some() && !input.is_empty() {
            let key: syn::Ident = input.parse()?;
            if key != "include" {
                return Err(syn::Error::new(
                    key.span(),
                    format!("unknown argument `{key}`; expected `include = [\"dir\", ...]`"),
                ));
            }
            input.parse::<Token![=]>()?;
            let content;
            bracketed!(content in input);
            include = Punctuated::<LitStr, Token![,]>::parse_terminated(&content)?
                .into_iter()
                .collect();
            input.parse::<Option<Token![,]>>()?;
        }
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the arguments"));
        }
        Ok(TargetArgs { top, include })
    }
}

/// The directory `target!` paths are relative to.
fn manifest_dir() -> PathBuf {
    std::env::var_os(MANIFEST_DIR_OVERRIDE)
        .or_else(|| std::env::var_os("CARGO_MANIFEST_DIR"))
        .map(PathBuf::from)
        .unwrap_or_default()
}

fn expand_target(args: &TargetArgs) -> TokenStream {
    let base = manifest_dir();
    let top = base.join(args.top.value());
    let include_dirs: Vec<PathBuf> = args.include.iter().map(|d| base.join(d.value())).collect();
    let span = args.top.span();
    let help = |d: &dsl::Diagnostic| -> Option<String> {
        if d.message.starts_with("could not find include file") {
            let dirs: Vec<String> = args
                .include
                .iter()
                .map(|d| format!("{:?}", d.value()))
                .collect();
            Some(format!(
                "`target!` finds an include as llvm-tblgen does: the path as written (relative to \
                 the compiler's working directory), then in each of its `include = [...]` \
                 directories, relative to {}: [{}]",
                base.display(),
                dirs.join(", ")
            ))
        } else if d.message.starts_with("cannot read input file") {
            Some(format!(
                "`target!` paths are relative to the crate's directory, {}",
                base.display()
            ))
        } else {
            None
        }
    };
    let t = match emit::load_target(&top, &include_dirs) {
        Ok(t) => t,
        Err(e) => return errors::at_span(&e, span, help),
    };
    let deps = track(&t.loaded.deps);
    match emit::target_tokens(&t) {
        Ok(tables) => quote! { #tables #deps },
        Err(e) => {
            let mut out = errors::at_span(&e, span, help);
            out.extend(deps);
            out
        }
    }
}

/// The prelude directory of this workspace, for `td!`.
fn prelude_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../targets/include");
    dir.canonicalize().unwrap_or(dir)
}

fn expand_td(input: proc_macro::TokenStream) -> TokenStream {
    let text = inline::Inline::new(input);
    let include_dirs = [prelude_dir()];
    let t = match emit::load_target_str(&text.name, &text.text, &include_dirs) {
        Ok(t) => t,
        Err(e) => return errors::inline(&e, &text),
    };
    let deps = track(&t.loaded.deps);
    match emit::target_tokens(&t) {
        Ok(tables) => quote! { #tables #deps },
        Err(e) => {
            let mut out = errors::inline(&e, &text);
            out.extend(deps);
            out
        }
    }
}

/// `const _: &[u8] = include_bytes!("<file>");` for each file read, so that
/// cargo rebuilds the caller when one changes. Files that no longer exist
/// are skipped (`include_bytes!` of them would add an error).
pub(crate) fn track(deps: &[PathBuf]) -> TokenStream {
    let mut out = TokenStream::new();
    for d in deps {
        let abs = d.canonicalize();
        let Ok(abs) = abs else { continue };
        let Some(s) = abs.to_str() else { continue };
        let lit = LitStr::new(s, Span::call_site());
        out.extend(quote! { const _: &[u8] = ::core::include_bytes!(#lit); });
    }
    out
}
