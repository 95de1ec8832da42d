//! Proc macros over the shared `dsl` front end (`target!`, `td!`).
//!
//! This crate is a thin shim: all parsing and evaluation lives in `dsl`.
//! The macros themselves arrive with the register-model issue.
#![forbid(unsafe_code)]
