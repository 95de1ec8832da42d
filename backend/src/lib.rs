//! Spillway's backend: target tables generated from `targets/`, MIR, liveness,
//! allocation, spilling and softening. So far: the generated target tables
//! ([`target`]).
#![forbid(unsafe_code)]

pub mod mir;
pub mod target;
