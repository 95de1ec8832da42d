//! [`PassError`]: what a backend pass (SSA lowering, allocation, frame
//! lowering) reports when it cannot handle a function: which function,
//! where, and what to do. One type for every pass, so the CLI renders them
//! all the same way (`path:line:col: error: in function 'f': message`).

use crate::mir::{Function, Loc};
use std::fmt;

/// A function a pass cannot handle: where, in which function, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassError {
    /// The function.
    pub function: String,
    /// The instruction (or block) at fault (`line == 0`: none, or made by a
    /// pass).
    pub loc: Loc,
    /// What is wrong and what to do about it.
    pub message: String,
}

impl PassError {
    /// An error about `f` at `loc` (at the function's `name:` when `loc`
    /// is unknown, `line == 0`: an error always has a file position).
    pub fn new(f: &Function, loc: Loc, message: impl Into<String>) -> Self {
        PassError {
            function: f.name.clone(),
            loc: if loc.line == 0 { f.loc } else { loc },
            message: message.into(),
        }
    }
    /// `path:line:col: error: in function 'f': message`.
    pub fn render(&self, path: &str) -> String {
        format!(
            "{path}:{}:{}: error: in function '{}': {}\n",
            self.loc.line, self.loc.col, self.function, self.message
        )
    }
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: in function '{}': {}",
            self.loc.line, self.loc.col, self.function, self.message
        )
    }
}

impl std::error::Error for PassError {}
