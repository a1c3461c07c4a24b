//! Errors of the Presburger layer.
//!
//! Every failure of isl becomes a [`PresburgerError`]; nothing in this layer panics on an isl
//! failure and no isl failure is turned into an answer. Callers map
//! [`PresburgerError::ResourceLimit`] to the verdict UNKNOWN (the verdict contract,
//! ARCHITECTURE.md).

use std::fmt;

/// An error of the Presburger layer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PresburgerError {
    /// isl exceeded the operation budget set with [`crate::presburger::Ctx::set_max_operations`],
    /// or a construction would exceed this layer's own size limits. The question is undecided:
    /// callers answer UNKNOWN.
    ResourceLimit(String),
    /// isl reported an error (invalid argument, unsupported operation, internal error, allocation
    /// failure). `kind` is isl's error class, `message` its text.
    Isl {
        /// isl's error class (`isl_error_*`), as printed by isl-rs.
        kind: String,
        /// isl's message.
        message: String,
    },
    /// The request is not expressible in Presburger arithmetic or is ill-formed (division by zero,
    /// arity mismatch, coefficient overflow, objects from two different contexts…).
    Invalid(String),
}

impl fmt::Display for PresburgerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PresburgerError::ResourceLimit(m) => write!(f, "isl resource limit reached: {m}"),
            PresburgerError::Isl { kind, message } => write!(f, "isl error ({kind}): {message}"),
            PresburgerError::Invalid(m) => write!(f, "invalid Presburger request: {m}"),
        }
    }
}

impl std::error::Error for PresburgerError {}

/// Result type of the Presburger layer.
pub type PResult<T> = Result<T, PresburgerError>;
