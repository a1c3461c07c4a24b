//! Data model shared by the annotated program (`.sched`) and the algorithm (`.sare`):
//! Halide value types and the operators both formats can express.

pub mod ops;
pub mod types;

pub use ops::{BinOp, Intrinsic, VectorReduceOp};
pub use types::{Type, TypeCode};
