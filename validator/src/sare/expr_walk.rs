//! Walking and rewriting expressions for the reduction to a SARE: children, free variables
//! (respecting `let` scopes), calls, and bottom-up call rewriting that reports the enclosing
//! `let` names so a rewrite can refuse to insert a variable one of them would capture.

use crate::ir::{Call, CallKind, Expr, ExprNode, Type};
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::BinOp;

    fn v(n: &str) -> Expr {
        Expr::var_i32(n)
    }

    #[test]
    fn free_vars_respect_let() {
        let body = Expr::binary(BinOp::Add, v("t"), v("y")).expect("int32 operands");
        let e = Expr::let_in("t", v("x"), body);
        let fv: Vec<String> = free_vars(&e).into_iter().collect();
        assert_eq!(fv, ["x", "y"]);
    }

    #[test]
    fn calls_inside_arguments() {
        let inner = Expr::call(Type::int(32), "g", CallKind::Func, vec![v("x")], 0).expect("call");
        let outer = Expr::call(Type::int(32), "in", CallKind::Image, vec![inner], 0).expect("call");
        let names: Vec<&str> = calls(&outer).iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["in", "g"]);
        assert!(reads_tensors(&outer));
        let renamed: Result<Expr, ()> = rewrite_calls(&outer, &mut |c, ty, _| {
            Ok((c.name == "g").then(|| v("z")).map(|z| Expr { ty, ..z }))
        });
        assert_eq!(renamed.map(|e| e.to_string()), Ok("in(z)".to_string()));
    }
}
