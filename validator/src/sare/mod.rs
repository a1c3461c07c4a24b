//! Reduction of a Halide algorithm to a System of Affine Recurrence Equations (thesis
//! §2.4.3–2.4.4) — the specification the symbolic evaluator and the SMT layer compare the
//! program against (prophetic annotations `{f.K(args)}` name its stage tensors).
//!
//! - [`model`]: tensors, index variables, guarded equations ([`Sare`]).
//! - [`construct`]: [`build_sare`], one function per reduction rule.
//! - [`restriction`]: the update restriction and the other fragment checks.
//! - [`recurrence`]: recurrence domains in Halide's order (first RVar innermost).
//! - [`expr_walk`], [`index_arith`], [`quasi_affine`]: expression walking and rewriting,
//!   constant-folding builders, the quasi-affine fragment.
//! - [`order`]: dependency order and the well-foundedness check.
//! - [`annotation`]: annotation → stage tensor.
//! - [`undef`]: `undef` inside an update's values, as Halide's `RemoveUndef` reads it.
//! - [`printer`]: readable equations; [`eval`]: a concrete interpreter.

pub mod annotation;
pub mod construct;
pub mod error;
pub mod eval;
pub mod expr_walk;
pub mod index_arith;
pub mod model;
pub mod order;
pub mod printer;
pub mod quasi_affine;
pub mod recurrence;
pub mod restriction;
pub mod undef;

pub use annotation::{annotation_access, annotation_tensor};
pub use construct::build_sare;
pub use error::{SareError, Site};
pub use eval::{eval_expr, EvalError, SareEvaluator, Value};
pub use model::{
    Equation, IndexKind, IndexVar, Rule, Sare, Specialization, Stage, Symbol, Tensor, TensorId,
};
pub use printer::print_equations;
