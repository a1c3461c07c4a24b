//! Halide's `VectorReduce` node (src/IR.h): "groups of adjacent lanes are combined" with an
//! operator IR.h declares commutative and associative. The result is order-independent, and
//! therefore modelled exactly, for integer `add`/`mul` (wrapping), `min`/`max`, `and`/`or` on
//! bools, and for any operator on floats in [`FloatMode::Real`]. Halide leaves the combination
//! order open (its code generator splits vectors in halves), so the operators for which the
//! order changes the value — `saturating_add`, and float operators in IEEE or uninterpreted
//! mode — are [`SemError::Unsupported`](super::SemError::Unsupported).

use super::binop::binop;
use super::value::{ill_typed, unsupported, FloatMode, SemResult, Value};
use crate::ir::{BinOp, Type, VectorReduceOp};

/// Reduces `lanes` (one value per input lane, element type `ty`) to `output_lanes` values.
pub fn vector_reduce(
    op: VectorReduceOp,
    ty: Type,
    lanes: &[Value],
    output_lanes: usize,
    mode: FloatMode,
) -> SemResult<Vec<Value>> {
    let ty = ty.element_of();
    if lanes.is_empty() || lanes.len().checked_rem(output_lanes) != Some(0) {
        return ill_typed(format!(
            "vector_reduce of {} lanes to {output_lanes}",
            lanes.len()
        ));
    }
    let bin = match op {
        VectorReduceOp::Add => BinOp::Add,
        VectorReduceOp::Mul => BinOp::Mul,
        VectorReduceOp::Min => BinOp::Min,
        VectorReduceOp::Max => BinOp::Max,
        VectorReduceOp::And => BinOp::And,
        VectorReduceOp::Or => BinOp::Or,
        VectorReduceOp::SaturatingAdd => {
            return unsupported("vector_reduce_saturating_add (order-dependent)")
        }
    };
    if ty.is_float() && mode != FloatMode::Real {
        return unsupported(format!(
            "vector_reduce_{op} on {ty} in {mode} float mode (order-dependent)"
        ));
    }
    if matches!(op, VectorReduceOp::And | VectorReduceOp::Or) != ty.is_bool() {
        return ill_typed(format!("vector_reduce_{op} on {ty}"));
    }
    let factor = lanes.len() / output_lanes;
    lanes
        .chunks(factor)
        .map(|group| {
            let mut acc = group[0].clone();
            for v in &group[1..] {
                acc = binop(bin, ty, &acc, v, mode)?;
            }
            Ok(acc)
        })
        .collect()
}
