//! Spillway's backend: target tables generated from `targets/` ([`target`]),
//! MIR ([`mir`]), analyses, SSA lowering, allocation ([`regalloc`]), frame
//! lowering, softening and the allocation checker; [`pipeline`] chains them.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod analysis;
pub mod check;
pub mod error;
pub mod frame;
pub mod lower;
pub mod mir;
pub mod pipeline;
pub mod regalloc;
pub mod report;
pub mod soften;
pub mod target;
/// Random valid pre-RA functions and the fuzz properties; only with the
/// `fuzzing` feature (fuzz/, `tests/fuzz_smoke.rs`) or in unit tests.
#[cfg(any(test, feature = "fuzzing"))]
#[doc(hidden)]
pub mod testgen;
pub mod timing;
