//! Spillway's backend: target tables generated from `targets/`, MIR, liveness,
//! allocation, spilling and softening. So far: the generated target tables
//! ([`target`]).
#![forbid(unsafe_code)]

pub mod analysis;
pub mod check;
pub mod frame;
pub mod lower;
pub mod mir;
pub mod pipeline;
pub mod regalloc;
pub mod soften;
pub mod target;
