//! halide-tv: translation validation for the Halide compiler.
//!
//! Given the annotated conceptual STMT that a (patched) Halide produced for one build (`.sched`)
//! and the algorithm the user wrote (`.sare`), the library decides VALID / INVALID / UNKNOWN,
//! following Clément's thesis *Translation Validation of Tensor Compilers* (chapters 4–7).
//! See `docs/formats.md` for the file formats and `shared/design/architecture.md` for the layout.

pub mod check;
pub mod diag;
pub mod ir;
pub mod presburger;
pub mod sare;
pub mod sched;
pub mod smt;
pub mod spec;
pub mod symbolic;
