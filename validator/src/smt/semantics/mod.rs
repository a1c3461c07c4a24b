//! Exact Halide value semantics: pure functions from Z3 terms (one lane each) to Z3 terms,
//! independent of any expression tree. See the table in [`crate::smt`] for each operation's
//! definition and the Halide source it mirrors.
//!
//! Entry point: [`Semantics`], which fixes the [`FloatMode`]. All terms live in Z3's
//! thread-local context (z3 crate 0.19), so values must not cross threads.

pub mod binop;
pub mod bitops;
pub mod cast;
pub mod floats;
pub mod int_view;
pub mod intrinsics;
pub mod lerp;
pub mod saturate;
pub mod value;
pub mod vector_reduce;

pub use intrinsics::{IntrinsicSpec, Rule, INTRINSICS};
pub use value::{FloatMode, SemError, SemResult, Value};

use crate::ir::{BinOp, Intrinsic, Type, VectorReduceOp};

/// Rejects types Halide does not have (e.g. `int7`), which the lower-level functions of this
/// module would otherwise accept as internal double-width types.
fn check(types: &[Type]) -> SemResult<()> {
    match types.iter().find(|t| !t.element_of().is_valid()) {
        Some(t) => value::ill_typed(format!("not a Halide type: {t:?}")),
        None => Ok(()),
    }
}

/// Halide's value semantics under one float mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Semantics {
    /// How floats are interpreted.
    pub mode: FloatMode,
}

impl Semantics {
    /// Semantics with the given float mode.
    pub fn new(mode: FloatMode) -> Semantics {
        Semantics { mode }
    }

    /// A free variable holding one lane of `ty`.
    pub fn variable(&self, name: &str, ty: Type) -> SemResult<Value> {
        check(&[ty])?;
        value::variable(name, ty.element_of(), self.mode)
    }

    /// The integer literal `value` of type `ty` (wrapped to the type; `bool`: the low bit).
    pub fn int_const(&self, ty: Type, value: i128) -> SemResult<Value> {
        check(&[ty])?;
        value::int_const(ty.element_of(), value)
    }

    /// The float literal `value` of float type `ty` (rounded to the type).
    pub fn float_const(&self, ty: Type, value: f64) -> SemResult<Value> {
        check(&[ty])?;
        floats::float_const(ty.element_of(), value, self.mode)
    }

    /// `a op b` with operands of type `ty` (comparisons yield a `bool` value).
    pub fn binop(&self, op: BinOp, ty: Type, a: &Value, b: &Value) -> SemResult<Value> {
        check(&[ty])?;
        binop::binop(op, ty.element_of(), a, b, self.mode)
    }

    /// Halide's logical `!a` on a `bool`.
    pub fn not(&self, a: &Value) -> SemResult<Value> {
        Ok(Value::Bool(a.as_bool()?.not()))
    }

    /// `select(c, t, f)`.
    pub fn select(&self, c: &Value, t: &Value, f: &Value) -> SemResult<Value> {
        value::ite(c.as_bool()?, t, f)
    }

    /// `cast<to>(v)` for `v : from`.
    pub fn cast(&self, from: Type, to: Type, v: &Value) -> SemResult<Value> {
        check(&[from, to])?;
        cast::cast(from, to, v, self.mode)
    }

    /// Intrinsic `op` on `args` of `arg_types`, with declared result type `result`.
    pub fn intrinsic(
        &self,
        op: &Intrinsic,
        arg_types: &[Type],
        result: Type,
        args: &[Value],
    ) -> SemResult<Value> {
        check(arg_types)?;
        check(&[result])?;
        intrinsics::intrinsic(op, arg_types, result, args, self.mode)
    }

    /// `VectorReduce`: reduces `lanes` (element type `ty`) to `output_lanes` values, combining
    /// groups of adjacent lanes.
    pub fn vector_reduce(
        &self,
        op: VectorReduceOp,
        ty: Type,
        lanes: &[Value],
        output_lanes: usize,
    ) -> SemResult<Vec<Value>> {
        check(&[ty])?;
        vector_reduce::vector_reduce(op, ty, lanes, output_lanes, self.mode)
    }

    /// A pure extern call (`sqrt_f32`, `exp_f32`, `pow_f32`, …) as an uninterpreted function
    /// keyed by name and signature.
    pub fn extern_call(
        &self,
        name: &str,
        arg_types: &[Type],
        result: Type,
        args: &[Value],
    ) -> SemResult<Value> {
        check(arg_types)?;
        check(&[result])?;
        floats::extern_call(name, arg_types, result, args, self.mode)
    }
}
