//! Expression helpers for the reduction to a SARE: free variables, call rewriting under `let`
//! scopes, a quasi-affinity test (the fragment of thesis §2.4.3 "affine algorithms") and
//! builders of `int32` index arithmetic and conditions that fold constants, so that printed
//! equations read like the thesis (`max(P, 0) - 1`, `0 <= k < P`).

use crate::ir::{BinOp, Call, CallKind, Expr, ExprNode, Type};
use std::collections::BTreeSet;

fn mk(ty: Type, node: ExprNode) -> Expr {
    Expr { ty, node }
}

/// The children of an expression node, in order.
pub fn children(e: &Expr) -> Vec<&Expr> {
    match &e.node {
        ExprNode::IntImm(_)
        | ExprNode::UIntImm(_)
        | ExprNode::FloatImm(_)
        | ExprNode::StringImm(_)
        | ExprNode::Var(_) => Vec::new(),
        ExprNode::Binary(_, a, b) => vec![a, b],
        ExprNode::Not(a)
        | ExprNode::Cast(a)
        | ExprNode::Reinterpret(a)
        | ExprNode::Broadcast(a, _)
        | ExprNode::VectorReduce(_, a) => vec![a],
        ExprNode::Select(c, t, f) => vec![c, t, f],
        ExprNode::Let(_, v, b) => vec![v, b],
        ExprNode::Load(l) => l
            .index
            .iter()
            .chain(l.flat.as_ref())
            .chain(l.predicate.as_ref())
            .collect(),
        ExprNode::Ramp(b, s, _) => vec![b, s],
        ExprNode::Shuffle(vs, _) => vs.iter().collect(),
        ExprNode::Call(c) => c.args.iter().collect(),
    }
}

fn collect_free(e: &Expr, bound: &mut Vec<String>, out: &mut BTreeSet<String>) {
    match &e.node {
        ExprNode::Var(n) => {
            if !bound.contains(n) {
                out.insert(n.clone());
            }
        }
        ExprNode::Let(n, v, b) => {
            collect_free(v, bound, out);
            bound.push(n.clone());
            collect_free(b, bound, out);
            bound.pop();
        }
        _ => {
            for c in children(e) {
                collect_free(c, bound, out);
            }
        }
    }
}

/// The variables of `e` not bound by a `let` inside it.
pub fn free_vars(e: &Expr) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    collect_free(e, &mut Vec::new(), &mut out);
    out
}

/// Every call in `e` (including calls nested in the arguments of other calls), outermost
/// first.
pub fn calls(e: &Expr) -> Vec<&Call> {
    let mut out = Vec::new();
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if let ExprNode::Call(c) = &e.node {
            out.push(&**c);
        }
        let mut cs = children(e);
        cs.reverse();
        stack.extend(cs);
    }
    out
}

/// True if `e` calls a Func or reads an input (a data-dependent expression).
pub fn reads_tensors(e: &Expr) -> bool {
    calls(e)
        .iter()
        .any(|c| matches!(c.kind, CallKind::Func | CallKind::Image))
}

/// A call rewriter for [`rewrite_calls`]: given a call (arguments already rewritten), its
/// type and the names bound by enclosing `let`s, the replacement or `None` to keep it.
pub type CallRewriter<'a, E> = dyn FnMut(&Call, Type, &[String]) -> Result<Option<Expr>, E> + 'a;

/// Rebuilds `e` bottom-up, replacing each call `c` (whose arguments are already rewritten)
/// by `f(c, ty, lets)` when that returns `Some`; `lets` are the names bound by enclosing
/// `let`s, so `f` can refuse to insert a free variable that one of them would capture.
pub fn rewrite_calls<E>(e: &Expr, f: &mut CallRewriter<'_, E>) -> Result<Expr, E> {
    rewrite_rec(e, f, &mut Vec::new())
}

fn rewrite_rec<E>(
    e: &Expr,
    f: &mut CallRewriter<'_, E>,
    lets: &mut Vec<String>,
) -> Result<Expr, E> {
    let mut r = |x: &Expr, lets: &mut Vec<String>| rewrite_rec(x, f, lets).map(Box::new);
    let node = match &e.node {
        ExprNode::IntImm(_)
        | ExprNode::UIntImm(_)
        | ExprNode::FloatImm(_)
        | ExprNode::StringImm(_)
        | ExprNode::Var(_) => e.node.clone(),
        ExprNode::Binary(op, a, b) => ExprNode::Binary(*op, r(a, lets)?, r(b, lets)?),
        ExprNode::Not(a) => ExprNode::Not(r(a, lets)?),
        ExprNode::Cast(a) => ExprNode::Cast(r(a, lets)?),
        ExprNode::Reinterpret(a) => ExprNode::Reinterpret(r(a, lets)?),
        ExprNode::Broadcast(a, n) => ExprNode::Broadcast(r(a, lets)?, *n),
        ExprNode::VectorReduce(op, a) => ExprNode::VectorReduce(*op, r(a, lets)?),
        ExprNode::Select(c, t, x) => ExprNode::Select(r(c, lets)?, r(t, lets)?, r(x, lets)?),
        ExprNode::Let(n, v, b) => {
            let v = r(v, lets)?;
            lets.push(n.clone());
            let b = r(b, lets);
            lets.pop();
            ExprNode::Let(n.clone(), v, b?)
        }
        ExprNode::Ramp(b, s, n) => ExprNode::Ramp(r(b, lets)?, r(s, lets)?, *n),
        ExprNode::Shuffle(vs, idx) => {
            let vs = vs
                .iter()
                .map(|v| rewrite_rec(v, f, lets))
                .collect::<Result<Vec<_>, E>>()?;
            ExprNode::Shuffle(vs, idx.clone())
        }
        ExprNode::Load(l) => {
            let mut l2 = (**l).clone();
            for k in 0..l.index.len() {
                l2.index[k] = rewrite_rec(&l.index[k], f, lets)?;
            }
            if let Some(x) = &l.flat {
                l2.flat = Some(rewrite_rec(x, f, lets)?);
            }
            if let Some(x) = &l.predicate {
                l2.predicate = Some(rewrite_rec(x, f, lets)?);
            }
            ExprNode::Load(Box::new(l2))
        }
        ExprNode::Call(c) => {
            let args = c
                .args
                .iter()
                .map(|a| rewrite_rec(a, f, lets))
                .collect::<Result<Vec<_>, E>>()?;
            let c2 = Call {
                name: c.name.clone(),
                kind: c.kind.clone(),
                args,
                value_index: c.value_index,
            };
            if let Some(new) = f(&c2, e.ty, lets)? {
                return Ok(new);
            }
            ExprNode::Call(Box::new(c2))
        }
    };
    Ok(mk(e.ty, node))
}

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

    #[test]
    fn affinity() {
        let two_k = bin(BinOp::Mul, int(2), v("k"));
        assert!(is_quasi_affine(&two_k));
        assert!(is_quasi_affine(&bin(BinOp::Mod, v("k"), int(4))));
        assert!(!is_quasi_affine(&bin(BinOp::Mul, v("k"), v("j"))));
        assert!(!is_quasi_affine(&bin(BinOp::Div, v("k"), int(0))));
        let call = tensor_call(Type::int(32), "f", vec![v("x")], 0);
        assert!(!is_quasi_affine(&call));
        assert!(reads_tensors(&bin(BinOp::Add, call, int(1))));
    }

    #[test]
    fn free_vars_respect_let() {
        let e = Expr::let_in("t", v("x"), bin(BinOp::Add, v("t"), v("y")));
        let fv: Vec<String> = free_vars(&e).into_iter().collect();
        assert_eq!(fv, ["x", "y"]);
    }
}
