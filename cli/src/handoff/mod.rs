//! The structured hand-off: the annotated program of a build ([`sched_program`]) and its
//! algorithm ([`sare_algorithm`]), handed over by the patched Halide through the bridge as
//! values of the validator's data model, node by node, with no text printed or parsed. Each
//! value is the one [`halide_tv::ir::parse_sched`] / [`halide_tv::spec::parse_sare`] gives for the text
//! the same lowering writes, or an error where that text cannot be written (or would not read
//! back).

mod sare;
mod sched;

pub use sare::SareBuilder;
pub use sched::{HandoffError, SchedBuilder};

use halide_bridge::Lowered;
use halide_tv::ir::{SchedProgram, MAX_DEPTH};
use halide_tv::spec::Algorithm;

/// The annotated conceptual Stmt of a lowering as a [`SchedProgram`], built in-process from
/// Halide's Stmt. Nesting is limited to half the reader's [`MAX_DEPTH`] (the reader counts up
/// to two levels per node), so every program it returns is within the limits the validator's
/// recursive passes assume.
pub fn sched_program(lowered: &Lowered) -> Result<SchedProgram, HandoffError> {
    lowered
        .walk_sched(SchedBuilder::new(), MAX_DEPTH / 2)
        .map_err(|e| HandoffError::Invalid(e.to_string()))?
        .finish()
}

/// The algorithm of a lowering's pipeline as an [`Algorithm`], built in-process from Halide's
/// Funcs as the `.sare` printer sees them. Expressions are limited to half the reader's
/// [`MAX_DEPTH`] nodes, as for the program.
pub fn sare_algorithm(lowered: &Lowered) -> Result<Algorithm, HandoffError> {
    lowered
        .walk_sare(SareBuilder::new(), MAX_DEPTH / 2)
        .map_err(|e| HandoffError::InvalidAlgorithm(e.to_string()))?
        .finish()
}
