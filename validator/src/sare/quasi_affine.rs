//! The quasi-affine fragment (Presburger arithmetic, thesis §3.1) that guards, left-hand-side
//! indices and recurrence bounds must stay in for the algorithm to be an *affine algorithm*
//! (thesis §2.4.3).

use crate::ir::{BinOp, Expr, ExprNode, Type};

/// True if `e` is a quasi-affine `int32` expression or a Boolean combination of
/// comparisons of such expressions (Presburger arithmetic, thesis §3.1): `int32` variables
/// and constants, `+`, `-`, multiplication by a constant, division and modulo by a positive
/// constant, `min`, `max`, `select`, comparisons, `&&`, `||`, `!`.
pub fn is_quasi_affine(e: &Expr) -> bool {
    let int = Type::int(32);
    let const_int = |x: &Expr| x.ty == int && matches!(x.node, ExprNode::IntImm(_));
    let pos_const = |x: &Expr| x.ty == int && matches!(x.node, ExprNode::IntImm(v) if v > 0);
    match &e.node {
        ExprNode::IntImm(_) => e.ty == int,
        ExprNode::UIntImm(_) => e.ty.is_bool(),
        ExprNode::Var(_) => e.ty == int,
        ExprNode::Binary(op, a, b) => match op {
            BinOp::Add | BinOp::Sub | BinOp::Min | BinOp::Max => {
                e.ty == int && is_quasi_affine(a) && is_quasi_affine(b)
            }
            BinOp::Mul => {
                e.ty == int
                    && ((const_int(a) && is_quasi_affine(b))
                        || (const_int(b) && is_quasi_affine(a)))
            }
            BinOp::Div | BinOp::Mod => e.ty == int && pos_const(b) && is_quasi_affine(a),
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                a.ty == int && e.ty.lanes == 1 && is_quasi_affine(a) && is_quasi_affine(b)
            }
            BinOp::And | BinOp::Or => {
                e.ty == Type::bool() && is_quasi_affine(a) && is_quasi_affine(b)
            }
        },
        ExprNode::Not(a) => e.ty == Type::bool() && is_quasi_affine(a),
        ExprNode::Select(c, t, f) => is_quasi_affine(c) && is_quasi_affine(t) && is_quasi_affine(f),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::CallKind;

    fn v(n: &str) -> Expr {
        Expr::var_i32(n)
    }

    fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::binary(op, a, b).expect("well-typed")
    }

    #[test]
    fn affinity() {
        assert!(is_quasi_affine(&bin(BinOp::Mul, Expr::i32(2), v("k"))));
        assert!(is_quasi_affine(&bin(BinOp::Mod, v("k"), Expr::i32(4))));
        assert!(!is_quasi_affine(&bin(BinOp::Mul, v("k"), v("j"))));
        assert!(!is_quasi_affine(&bin(BinOp::Div, v("k"), Expr::i32(0))));
        let call = Expr::call(Type::int(32), "f", CallKind::Func, vec![v("x")], 0).expect("call");
        assert!(!is_quasi_affine(&call));
        assert!(is_quasi_affine(&bin(BinOp::Lt, v("k"), v("K"))));
    }
}
