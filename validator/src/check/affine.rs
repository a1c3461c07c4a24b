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

/// `a` as an `int32` index expression (the inverse of [`expr_to_aff`]); `None` for a division
/// or modulo by a negative constant, which Halide's Euclidean operators do not express.
pub fn aff_to_expr(a: &Aff) -> Option<Expr> {
    use crate::sare::index_arith::{add, int, select};
    let bin = |op, x: Expr, y: Expr| Expr::binary(op, x, y).ok();
    match a {
        Aff::Const(n) => Some(int(*n)),
        Aff::Var(v) => Some(Expr::var_i32(v.clone())),
        Aff::Add(x, y) => match &**y {
            Aff::Scale(n, z) if *n < 0 => {
                let z = match n.checked_neg()? {
                    1 => aff_to_expr(z)?,
                    m => bin(BinOp::Mul, int(m), aff_to_expr(z)?)?,
                };
                bin(BinOp::Sub, aff_to_expr(x)?, z)
            }
            Aff::Const(n) => Some(add(aff_to_expr(x)?, int(*n))),
            _ => Some(add(aff_to_expr(x)?, aff_to_expr(y)?)),
        },
        Aff::Scale(1, x) => aff_to_expr(x),
        Aff::Scale(n, x) => bin(BinOp::Mul, int(*n), aff_to_expr(x)?),
        Aff::FloorDiv(x, n) if *n > 0 => bin(BinOp::Div, aff_to_expr(x)?, int(*n)),
        Aff::Mod(x, n) if *n > 0 => bin(BinOp::Mod, aff_to_expr(x)?, int(*n)),
        Aff::FloorDiv(..) | Aff::Mod(..) => None,
        Aff::Min(x, y) => bin(BinOp::Min, aff_to_expr(x)?, aff_to_expr(y)?),
        Aff::Max(x, y) => bin(BinOp::Max, aff_to_expr(x)?, aff_to_expr(y)?),
        Aff::Select(c, x, y) => Some(select(cond_to_expr(c)?, aff_to_expr(x)?, aff_to_expr(y)?)),
    }
}

/// `c` as a `bool` expression (the inverse of [`expr_to_cond`]).
pub fn cond_to_expr(c: &Cond) -> Option<Expr> {
    use crate::sare::index_arith::{and_all, boolean, cmp, negate, or_all};
    Some(match c {
        Cond::True => boolean(true),
        Cond::False => boolean(false),
        Cond::Cmp(op, x, y) => {
            let op = match op {
                CmpOp::Eq => BinOp::Eq,
                CmpOp::Ne => BinOp::Ne,
                CmpOp::Lt => BinOp::Lt,
                CmpOp::Le => BinOp::Le,
                CmpOp::Gt => BinOp::Gt,
                CmpOp::Ge => BinOp::Ge,
            };
            cmp(op, aff_to_expr(x)?, aff_to_expr(y)?)
        }
        Cond::And(x, y) => and_all(&[cond_to_expr(x)?, cond_to_expr(y)?]),
        Cond::Or(x, y) => or_all(&[cond_to_expr(x)?, cond_to_expr(y)?]),
        Cond::Not(x) => negate(&cond_to_expr(x)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;

    fn var(n: &str) -> Expr {
        Expr::var(n, Type::int(32)).expect("var")
    }

    fn int(v: i64) -> Expr {
        Expr::int_imm(Type::int(32), v).expect("int")
    }

    fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::binary(op, a, b).expect("binary")
    }

    #[test]
    fn affine_expressions_are_read_exactly() {
        let e = bin(
            BinOp::Add,
            var("x.min.0"),
            bin(BinOp::Mul, int(3), var("n")),
        );
        let a = expr_to_aff(&e).expect("affine");
        let env = |n: &str| match n {
            "x.min.0" => Some(5),
            "n" => Some(-2),
            _ => None,
        };
        assert_eq!(a.eval(&env).expect("eval"), -1);
        let d = bin(BinOp::Div, bin(BinOp::Sub, var("n"), int(1)), int(4));
        let env = |n: &str| (n == "n").then_some(-2);
        assert_eq!(
            expr_to_aff(&d).expect("affine").eval(&env).expect("eval"),
            -1
        );
    }

    #[test]
    fn non_affine_expressions_are_refused() {
        assert!(expr_to_aff(&bin(BinOp::Mul, var("a"), var("b"))).is_none());
        assert!(expr_to_aff(&bin(BinOp::Div, var("a"), var("b"))).is_none());
        assert!(expr_to_aff(&bin(BinOp::Mod, var("a"), int(0))).is_none());
    }

    #[test]
    fn conditions() {
        let c = bin(
            BinOp::And,
            bin(BinOp::Le, int(0), var("n")),
            bin(BinOp::Ne, var("n"), int(3)),
        );
        let k = expr_to_cond(&c).expect("affine");
        assert!(k.eval(&|n| (n == "n").then_some(2)).expect("eval"));
        assert!(!k.eval(&|n| (n == "n").then_some(3)).expect("eval"));
        assert!(!k.eval(&|n| (n == "n").then_some(-1)).expect("eval"));
        assert!(
            expr_to_cond(&bin(BinOp::Lt, bin(BinOp::Mul, var("a"), var("b")), int(0))).is_none()
        );
    }
}
