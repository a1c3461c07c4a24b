//! The Presburger layer over isl used by the symbolic evaluator (thesis ch. 3 and §5.2–5.4;
//! engineering notes, section B).
//!
//! One concept per type:
//! - [`Ctx`]: the isl context (resource bound, name table, error translation);
//! - [`Aff`] / [`Cond`]: quasi-affine index expressions and affine conditions (builder, no isl);
//! - [`ParamSet`]: path conditions Γ and conditions over parameters and loop variables;
//! - [`LocationSet`]: symbolic locations and read/write sets;
//! - [`SymbolicValue`]: sets of template tuples `E⟨j⟩`;
//! - [`SymbolicHeap`]: relations `a⟨i⟩ → E⟨j⟩` with ▷, ▶, substitution, `v`;
//! - [`Relation`]: `ℓ → [x]` relations (bind, lexmax);
//! - [`Constraints`]: verification conditions `E1⟨j⟩ = E2⟨k⟩`;
//! - [`races`]: rw-safe, conflicts, ww-covered (S-PARLOOP);
//! - [`TemplateInterner`]: deduplicated expression templates.
//!
//! Loop variables and program parameters are isl parameters (as in the thesis); only array
//! indices and template holes are tuple dimensions. Every isl failure is a [`PresburgerError`];
//! exceeding the operation bound is [`PresburgerError::ResourceLimit`].

mod aff;
mod constraints;
mod ctx;
mod error;
mod heap;
mod interner;
mod isl_ops;
mod locations;
mod names;
mod params;
mod pieces;
pub mod races;
mod relation;
mod subst;
mod value;

#[cfg(test)]
mod tests;

pub use aff::{Aff, CmpOp, Cond};
pub use constraints::Constraints;
pub use ctx::Ctx;
pub use error::{PResult, PresburgerError};
pub use heap::SymbolicHeap;
pub use interner::{TemplateId, TemplateInterner};
pub use locations::LocationSet;
pub use params::{ParamSet, Point};
pub use pieces::{
    Constraint, ConstraintKind, ConstraintPiece, FunctionalDisjunct, HeapPiece, ValuePiece,
};
pub use relation::Relation;
pub use value::SymbolicValue;
