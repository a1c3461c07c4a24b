//! The structured hand-off: the annotated program of a build, handed over by the patched
//! Halide through the bridge as a value of the validator's data model, node by node, with no
//! text printed or parsed ([`sched_program`]). The value is the one [`crate::ir::parse_sched`]
//! gives for the `.sched` text the same lowering writes, or an error where that text cannot
//! be written (or would not read back).

mod sched;

pub use sched::{HandoffError, SchedBuilder};

use crate::ir::{SchedProgram, MAX_DEPTH};
use halide_bridge::Lowered;

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
