//! Spillway's backend: target tables generated from `targets/`, MIR, liveness,
//! allocation, spilling and softening. Only the crate skeleton exists so far.
#![forbid(unsafe_code)]
