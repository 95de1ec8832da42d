//! TEMPORARY stand-in for `dsl::emit` while it is being written. Delete
//! when `dsl::emit` lands.
#![allow(dead_code)]
use dsl::diag::{Diagnostic, Diagnostics};
use dsl::{LoadError, Loaded, Options};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::path::{Path, PathBuf};

pub struct Target {
    pub loaded: Loaded,
    pub info: dsl::regs::RegisterInfo,
}

fn finish(loaded: Loaded) -> Result<Target, LoadError> {
    match dsl::regs::compute(&loaded.records) {
        Ok(info) => Ok(Target { loaded, info }),
        Err(items) => Err(LoadError {
            sources: loaded.sources,
            diagnostics: Diagnostics { items },
            deps: loaded.deps,
        }),
    }
}

pub fn load_target(top: &Path, include_dirs: &[PathBuf]) -> Result<Target, LoadError> {
    let opts = Options { include_dirs: include_dirs.to_vec(), defines: vec![] };
    finish(dsl::load_file(top, &opts)?)
}

pub fn load_target_str(name: &str, text: &str, include_dirs: &[PathBuf]) -> Result<Target, LoadError> {
    let opts = Options { include_dirs: include_dirs.to_vec(), defines: vec![] };
    finish(dsl::load_str(name, text, &opts)?)
}

pub fn target_tokens(t: &Target) -> Result<TokenStream, LoadError> {
    let _ = Diagnostic::error;
    let regs: Vec<_> = t.info.registers.iter().map(|r| format_ident!("{}", r.name)).collect();
    let mut out = quote! {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Reg { #(#regs,)* }
    };
    for c in &t.info.classes {
        let name = format_ident!("{}", camel(&c.name));
        let ms: Vec<_> = c.members.iter().map(|&m| format_ident!("{}", t.info.registers[m].name)).collect();
        out.extend(quote! {
            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub struct #name(pub Reg);
            #[allow(non_upper_case_globals)]
            impl #name { #(pub const #ms: #name = #name(Reg::#ms);)* }
        });
    }
    Ok(out)
}

fn camel(s: &str) -> String {
    let mut o = String::new();
    let mut up = true;
    for ch in s.chars() {
        if ch == '_' { up = true; continue; }
        if up { o.extend(ch.to_uppercase()); up = false } else { o.extend(ch.to_lowercase()) }
    }
    o
}
