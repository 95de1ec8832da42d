//! The MIR writer (to be written).
