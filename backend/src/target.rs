//! The target the backend works for: [`Target`], one target description
//! ([`target_desc::TargetDesc`]) bound to a hardware mode and an ABI.
//!
//! The backend does not depend on any generated code: its caller hands it
//! the descriptions to choose from — the compiled-in ones (crate `tables`,
//! generated from `targets/` by `tables/build.rs`) or one loaded at run
//! time (`dsl::emit::load_desc`, `spillway ... --td PATH`) — and
//! [`Target::for_ir_module`] picks one by a MIR file's target triple.

pub use target_desc::TargetDesc;

mod binding;
pub mod form;
pub use binding::*;

#[cfg(test)]
mod tests;
