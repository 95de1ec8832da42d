//! The MIR reader (to be written).
