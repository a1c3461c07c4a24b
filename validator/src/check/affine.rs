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
