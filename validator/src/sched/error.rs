//! Errors of the lowering to SCHED: constructs outside the supported fragment, and programs
//! that are not well formed. Either way the validator's answer is UNKNOWN with the reason.

use std::fmt;

/// Why a `.sched` program could not be lowered to the SCHED core language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LowerError {
    /// A construct the core language (or this lowering) does not handle, e.g.
    /// `"non-affine index"`, `"GPU loop kind gpu_block"`, `"intrinsic prefetch"`.
    Unsupported {
        /// What is unsupported.
        what: String,
        /// Where: the loop-nest path and the printed expression or statement.
        at: String,
    },
    /// The program violates an invariant the lowering relies on (unknown buffer, index
    /// arity different from the buffer's dimensions, …).
    IllFormed {
        /// What is wrong.
        what: String,
        /// Where.
        at: String,
    },
}

impl LowerError {
    /// The `what` of either kind.
    pub fn what(&self) -> &str {
        match self {
            LowerError::Unsupported { what, .. } | LowerError::IllFormed { what, .. } => what,
        }
    }

    /// The `at` of either kind.
    pub fn at(&self) -> &str {
        match self {
            LowerError::Unsupported { at, .. } | LowerError::IllFormed { at, .. } => at,
        }
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::Unsupported { what, at } => write!(f, "unsupported: {what} at {at}"),
            LowerError::IllFormed { what, at } => write!(f, "ill-formed program: {what} at {at}"),
        }
    }
}

impl std::error::Error for LowerError {}
