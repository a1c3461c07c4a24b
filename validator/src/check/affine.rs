//! Quasi-affine readings of specification expressions (`.sare` regions, assumptions):
//! `Expr` → [`Aff`] / [`Cond`] when the expression is (exactly) quasi-affine, `None`
//! otherwise. Integer arithmetic is read as exact (Halide assumes no index overflow, thesis
//! §9.5).

use crate::ir::{BinOp, Expr, ExprNode};
use crate::presburger::{Aff, CmpOp, Cond};

/// The constant value of an integer expression, if it is one.
fn constant(e: &Expr) -> Option<i64> {
    match &e.node {
        ExprNode::IntImm(i) => Some(*i),
        ExprNode::UIntImm(u) => i64::try_from(*u).ok(),
        _ => None,
    }
}

/// `e` as a quasi-affine expression over its variables.
pub fn expr_to_aff(e: &Expr) -> Option<Aff> {
    if !e.ty.is_int_or_uint() || e.ty.is_bool() {
        return None;
    }
    match &e.node {
        ExprNode::IntImm(_) | ExprNode::UIntImm(_) => constant(e).map(Aff::Const),
        ExprNode::Var(v) => Some(Aff::Var(v.clone())),
        ExprNode::Cast(a) if a.ty.is_int_or_uint() && !a.ty.is_bool() => expr_to_aff(a),
        ExprNode::Binary(op, a, b) => {
            let (ca, cb) = (constant(a), constant(b));
            match op {
                BinOp::Add => Some(expr_to_aff(a)? + expr_to_aff(b)?),
                BinOp::Sub => Some(expr_to_aff(a)? - expr_to_aff(b)?),
                BinOp::Mul => match (ca, cb) {
                    (Some(n), _) => Some(Aff::Scale(n, Box::new(expr_to_aff(b)?))),
                    (_, Some(n)) => Some(Aff::Scale(n, Box::new(expr_to_aff(a)?))),
                    _ => None,
                },
                // Halide's Euclidean division and modulo coincide with floor and modulo for a
                // positive constant divisor.
                BinOp::Div => match cb {
                    Some(n) if n > 0 => Some(expr_to_aff(a)?.floor_div(n)),
                    _ => None,
                },
                BinOp::Mod => match cb {
                    Some(n) if n > 0 => Some(expr_to_aff(a)?.modulo(n)),
                    _ => None,
                },
                BinOp::Min => Some(expr_to_aff(a)?.min(expr_to_aff(b)?)),
                BinOp::Max => Some(expr_to_aff(a)?.max(expr_to_aff(b)?)),
                _ => None,
            }
        }
        ExprNode::Select(c, a, b) => Some(Aff::select(
            expr_to_cond(c)?,
            expr_to_aff(a)?,
            expr_to_aff(b)?,
        )),
        _ => None,
    }
}

/// `e` (of type `bool`) as an affine condition.
pub fn expr_to_cond(e: &Expr) -> Option<Cond> {
    match &e.node {
        ExprNode::UIntImm(1) if e.ty.is_bool() => Some(Cond::True),
        ExprNode::UIntImm(0) if e.ty.is_bool() => Some(Cond::False),
        ExprNode::Not(a) => Some(expr_to_cond(a)?.negate()),
        ExprNode::Binary(op, a, b) => match op {
            BinOp::And => Some(expr_to_cond(a)?.and(expr_to_cond(b)?)),
            BinOp::Or => Some(expr_to_cond(a)?.or(expr_to_cond(b)?)),
            _ => {
                let cmp = match op {
                    BinOp::Eq => CmpOp::Eq,
                    BinOp::Ne => CmpOp::Ne,
                    BinOp::Lt => CmpOp::Lt,
                    BinOp::Le => CmpOp::Le,
                    BinOp::Gt => CmpOp::Gt,
                    BinOp::Ge => CmpOp::Ge,
                    _ => return None,
                };
                Some(expr_to_aff(a)?.cmp(cmp, expr_to_aff(b)?))
            }
        },
        _ => None,
    }
}
