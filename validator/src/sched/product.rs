//! Products in Halide's prologue assertions (thesis §9.5: index overflow is assumed absent with
//! Halide's own asserts). Halide checks that every input buffer's element count fits in an
//! `int32`: `let b.total_extent.1 = int64(b.extent.1) * int64(b.extent.0)` and then
//! `assert(b.total_extent.1 <= (int64)2147483647, …)`. The product is outside Presburger
//! arithmetic and the lowering drops the conjunct, but it is exact (two `int32` values
//! multiplied in `int64` cannot overflow), and wherever one factor is known to be at least
//! `l ≥ 1` it bounds the other by `⌊max / l⌋` — an affine fact the symbolic evaluator adds to
//! a branch's path condition (`symbolic::product_bounds`). Without it, a `parallel` loop fused
//! over two extents of at least 128 each (sgemm) is analysed for extents up to 2^31, where
//! its sets split into many more pieces.

use crate::ir::{BinOp, Expr, ExprNode, Type, TypeCode};

use super::command::ProductBound;
use super::env::{Binding, Env};

/// `x * y <= max` (or `<`, `>=`, `>` with the constant on the other side) where `x` and `y` are
/// integer variables of at most 32 bits bound as core variables, each cast to `int64` before
/// the multiplication (directly or through `let`s the lowering expands), and `max ≥ 0`.
pub(super) fn product_bound(e: &Expr, env: &Env) -> Option<ProductBound> {
    let ExprNode::Binary(op, a, b) = &e.node else {
        return None;
    };
    let (prod, max) = match op {
        BinOp::Le => (a, constant(b)?),
        BinOp::Lt => (a, constant(b)?.checked_sub(1)?),
        BinOp::Ge => (b, constant(a)?),
        BinOp::Gt => (b, constant(a)?.checked_sub(1)?),
        _ => return None,
    };
    if max < 0 {
        return None;
    }
    let prod = resolve(prod, env, 8)?;
    let ExprNode::Binary(BinOp::Mul, p, q) = &prod.node else {
        return None;
    };
    if prod.ty != Type::int(64) {
        return None;
    }
    Some(ProductBound {
        x: widened_var(p, env)?,
        y: widened_var(q, env)?,
        max,
    })
}

/// An integer constant, possibly cast.
fn constant(e: &Expr) -> Option<i64> {
    match &e.node {
        ExprNode::IntImm(v) => Some(*v),
        ExprNode::UIntImm(v) if !e.ty.is_bool() => i64::try_from(*v).ok(),
        ExprNode::Cast(x) if e.ty.code == TypeCode::Int && e.ty.bits == 64 => constant(x),
        _ => None,
    }
}

/// `e` with `let`-bound variables the lowering expands replaced by their values (at most
/// `depth` times).
fn resolve(e: &Expr, env: &Env, depth: usize) -> Option<Expr> {
    match &e.node {
        ExprNode::Var(n) if depth > 0 => match env.var(n) {
            Some(Binding::Inline(x)) => resolve(x, env, depth - 1),
            _ => Some(e.clone()),
        },
        _ => Some(e.clone()),
    }
}

/// `int64(x)` of a core variable `x` of a signed integer type of at most 32 bits.
fn widened_var(e: &Expr, env: &Env) -> Option<String> {
    let ExprNode::Cast(x) = &e.node else {
        return None;
    };
    if e.ty != Type::int(64) || x.ty.code != TypeCode::Int || x.ty.bits > 32 {
        return None;
    }
    match &x.node {
        ExprNode::Var(n) if matches!(env.var(n), Some(Binding::Core)) => Some(n.clone()),
        _ => None,
    }
}
