//! Builders of `int32` index arithmetic and Boolean conditions that fold constants, so that
//! printed equations read like the thesis (`max(P, 0) - 1`, `0 <= k < P`, `j != 2 * k`).

use crate::ir::{BinOp, Call, CallKind, Expr, ExprNode, Type};

fn mk(ty: Type, node: ExprNode) -> Expr {
    Expr { ty, node }
}

/// The `int32` constant `v`.
pub fn int(v: i64) -> Expr {
    mk(Type::int(32), ExprNode::IntImm(v))
}

/// The `bool` constant `b`.
pub fn boolean(b: bool) -> Expr {
    Expr::bool_imm(b)
}

fn int_value(e: &Expr) -> Option<i64> {
    match e.node {
        ExprNode::IntImm(v) if e.ty == Type::int(32) => Some(v),
        _ => None,
    }
}

fn fits_i32(v: i64) -> bool {
    i64::from(i32::MIN) <= v && v <= i64::from(i32::MAX)
}

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    let ty = if op.is_comparison() {
        Type::bool()
    } else {
        a.ty
    };
    mk(ty, ExprNode::Binary(op, Box::new(a), Box::new(b)))
}

/// `e + c` for an `int32` expression, folding constants (`(x - 1) + 1` gives `x`).
pub fn add_const(e: Expr, c: i64) -> Expr {
    if c == 0 {
        return e;
    }
    if let Some(v) = int_value(&e) {
        if fits_i32(v + c) {
            return int(v + c);
        }
    }
    if let ExprNode::Binary(op @ (BinOp::Add | BinOp::Sub), x, k) = &e.node {
        if let Some(k) = int_value(k) {
            let total = if *op == BinOp::Add { k + c } else { c - k };
            if fits_i32(total) && fits_i32(-total) {
                return add_const((**x).clone(), total);
            }
        }
    }
    if c > 0 || !fits_i32(-c) {
        bin(BinOp::Add, e, int(c))
    } else {
        bin(BinOp::Sub, e, int(-c))
    }
}

/// `a + b` on `int32`, folding constants and zeros.
pub fn add(a: Expr, b: Expr) -> Expr {
    match (int_value(&a), int_value(&b)) {
        (_, Some(c)) => add_const(a, c),
        (Some(c), _) => add_const(b, c),
        _ => bin(BinOp::Add, a, b),
    }
}

/// `max(a, b)` on `int32`, folding constants.
pub fn max(a: Expr, b: Expr) -> Expr {
    match (int_value(&a), int_value(&b)) {
        (Some(x), Some(y)) => int(x.max(y)),
        _ => bin(BinOp::Max, a, b),
    }
}

/// The comparison `a op b` (`op` a comparison), folded when both sides are constants.
pub fn cmp(op: BinOp, a: Expr, b: Expr) -> Expr {
    if let (Some(x), Some(y)) = (int_value(&a), int_value(&b)) {
        let r = match op {
            BinOp::Eq => x == y,
            BinOp::Ne => x != y,
            BinOp::Lt => x < y,
            BinOp::Le => x <= y,
            BinOp::Gt => x > y,
            BinOp::Ge => x >= y,
            _ => return bin(op, a, b),
        };
        return boolean(r);
    }
    if a == b {
        match op {
            BinOp::Eq | BinOp::Le | BinOp::Ge => return boolean(true),
            BinOp::Ne | BinOp::Lt | BinOp::Gt => return boolean(false),
            _ => {}
        }
    }
    bin(op, a, b)
}

/// `select(c, t, f)`, folded when `c` is constant.
pub fn select(c: Expr, t: Expr, f: Expr) -> Expr {
    match c.node {
        ExprNode::UIntImm(1) if c.ty.is_bool() => t,
        ExprNode::UIntImm(0) if c.ty.is_bool() => f,
        _ => mk(
            t.ty,
            ExprNode::Select(Box::new(c), Box::new(t), Box::new(f)),
        ),
    }
}

/// If `e` is a `bool` constant, its value.
pub fn as_bool(e: &Expr) -> Option<bool> {
    match e.node {
        ExprNode::UIntImm(v) if e.ty.is_bool() => Some(v == 1),
        _ => None,
    }
}

/// Splits `e` at its top-level `&&`s.
pub fn conjuncts(e: &Expr) -> Vec<Expr> {
    match &e.node {
        ExprNode::Binary(BinOp::And, a, b) => {
            let mut v = conjuncts(a);
            v.extend(conjuncts(b));
            v
        }
        _ => vec![e.clone()],
    }
}

/// The conjunction of `cs` (`true` when empty), dropping `true`s and folding `false`.
pub fn and_all(cs: &[Expr]) -> Expr {
    let mut out: Option<Expr> = None;
    for c in cs {
        match as_bool(c) {
            Some(true) => continue,
            Some(false) => return boolean(false),
            None => {}
        }
        out = Some(match out {
            None => c.clone(),
            Some(acc) => bin(BinOp::And, acc, c.clone()),
        });
    }
    out.unwrap_or_else(|| boolean(true))
}

/// The disjunction of `cs` (`false` when empty), dropping `false`s and folding `true`.
pub fn or_all(cs: &[Expr]) -> Expr {
    let mut out: Option<Expr> = None;
    for c in cs {
        match as_bool(c) {
            Some(false) => continue,
            Some(true) => return boolean(true),
            None => {}
        }
        out = Some(match out {
            None => c.clone(),
            Some(acc) => bin(BinOp::Or, acc, c.clone()),
        });
    }
    out.unwrap_or_else(|| boolean(false))
}

/// The negation of a `bool` expression, pushed through comparisons and `&&`/`||` so it
/// stays readable (`!(j == 2 * k)` becomes `j != 2 * k`).
pub fn negate(e: &Expr) -> Expr {
    if let Some(b) = as_bool(e) {
        return boolean(!b);
    }
    match &e.node {
        ExprNode::Binary(op, a, b) if e.ty == Type::bool() => {
            let flipped = match op {
                BinOp::Eq => Some(BinOp::Ne),
                BinOp::Ne => Some(BinOp::Eq),
                BinOp::Lt => Some(BinOp::Ge),
                BinOp::Le => Some(BinOp::Gt),
                BinOp::Gt => Some(BinOp::Le),
                BinOp::Ge => Some(BinOp::Lt),
                _ => None,
            };
            if let Some(op) = flipped {
                // Keep the variable on the left: `!(0 <= k)` reads `k < 0`.
                if int_value(a).is_some() && int_value(b).is_none() {
                    return bin(mirror(op), (**b).clone(), (**a).clone());
                }
                return bin(op, (**a).clone(), (**b).clone());
            }
            match op {
                BinOp::And => or_all(&[negate(a), negate(b)]),
                BinOp::Or => and_all(&[negate(a), negate(b)]),
                _ => mk(Type::bool(), ExprNode::Not(Box::new(e.clone()))),
            }
        }
        ExprNode::Not(a) => (**a).clone(),
        _ => mk(Type::bool(), ExprNode::Not(Box::new(e.clone()))),
    }
}

/// The comparison `op'` with `b op' a` equivalent to `a op b`.
fn mirror(op: BinOp) -> BinOp {
    match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        other => other,
    }
}

/// A call of tensor `name` (component `component`) with value type `ty`.
pub fn tensor_call(ty: Type, name: &str, args: Vec<Expr>, component: u32) -> Expr {
    mk(
        ty,
        ExprNode::Call(Box::new(Call {
            name: name.to_string(),
            kind: CallKind::Func,
            args,
            value_index: component,
        })),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var_i32(n)
    }

    #[test]
    fn folding() {
        assert_eq!(add_const(add_const(v("x"), -1), 1), v("x"));
        assert_eq!(add(int(0), v("x")), v("x"));
        assert_eq!(
            add_const(max(v("P"), int(0)), -1).to_string(),
            "max(P, 0) - 1"
        );
        assert_eq!(add(int(2), int(3)), int(5));
        assert_eq!(cmp(BinOp::Le, int(0), int(1)), boolean(true));
        assert_eq!(and_all(&[]), boolean(true));
        assert_eq!(and_all(&[boolean(true), v("b")]), v("b"));
    }

    #[test]
    fn negation_is_readable() {
        let e = and_all(&[
            cmp(BinOp::Le, int(0), v("k")),
            cmp(BinOp::Lt, v("k"), v("K")),
        ]);
        assert_eq!(negate(&e).to_string(), "k < 0 || k >= K");
        assert_eq!(negate(&negate(&e)).to_string(), "k >= 0 && k < K");
    }
}
