//! `undef` inside an update's values, with Halide's meaning: Halide's `RemoveUndef` pass
//! (`src/RemoveUndef.cpp`), which lowering runs on every definition, read as a rule of the
//! reduction.
//!
//! `RemoveUndef` rewrites each value of a store:
//! - `undef()` is *undefined*, and so is every expression with an undefined operand (an
//!   arithmetic operator, a cast, a call, `!`, …);
//! - `select(c, t, undef())` is `t` and adds `c` to the store's *guard*
//!   (`select(c, undef(), f)` is `f` and adds `!c`); a `select` whose branches are both
//!   undefined is undefined, one whose branches are both defined stays a `select`;
//! - the store happens only where the guard holds (`if (guard) f(…) = …`); an undefined
//!   component is not stored (its cell keeps its value), and a store of no defined component
//!   is removed.
//!
//! Operands are visited in order and an undefined operand ends the visit of its node, as in
//! `RemoveUndef`: the conditions met before it stay in the guard. The guard of a store is the
//! one left by its *last* component (the pass resets it before each component and reads it
//! after the last one); Halide rejects a store whose defined components have different guards.
//! For an update `f(x) = v` this gives: where the guard holds, the defined components take
//! their rewritten values and the undefined ones keep theirs; elsewhere every component keeps
//! its value — the keep equation of a filter (`RDom::where`), which is how the reduction
//! ([`super::construct::update_stage`]) uses the guard.

use super::expr_walk::calls;
use super::index_arith::negate;
use crate::ir::{CallKind, Expr, ExprNode};

/// An update's values after `RemoveUndef`: each component's value (`None`: undefined, the
/// cell keeps its value) and the conjuncts of the store's guard.
#[derive(Clone, Debug, PartialEq)]
pub struct Removed {
    /// Per component, the defined value.
    pub values: Vec<Option<Expr>>,
    /// The store happens only where all of these hold.
    pub guard: Vec<Expr>,
}

/// True if `e` contains `undef()` anywhere.
pub fn contains_undef(e: &Expr) -> bool {
    calls(e)
        .iter()
        .any(|c| matches!(&c.kind, CallKind::Intrinsic(i) if i.name() == "undef"))
}

/// `RemoveUndef` on the values of one store (see the module documentation). `Err` names an
/// expression with `undef` that the pass would read in a scope this rule does not model (a
/// `let`, a vector node), or defined components with different guards (which Halide rejects).
pub fn remove_undef(values: &[Expr]) -> Result<Removed, String> {
    let mut out = Vec::new();
    let mut guards: Vec<Vec<Expr>> = Vec::new();
    let mut last = Vec::new();
    for v in values {
        let mut guard = Vec::new();
        let r = rewrite(v, &mut guard)?;
        if r.is_some() {
            guards.push(guard.clone());
        }
        out.push(r);
        last = guard;
    }
    if guards.windows(2).any(|w| w[0] != w[1]) {
        return Err("conditionally undefined values of a Tuple with different conditions".into());
    }
    Ok(Removed {
        values: out,
        guard: last,
    })
}

/// The value of `e` with its `undef`s removed (`None`: undefined); conditions of the selects
/// it removed are appended to `guard`.
fn rewrite(e: &Expr, guard: &mut Vec<Expr>) -> Result<Option<Expr>, String> {
    if !contains_undef(e) {
        return Ok(Some(e.clone()));
    }
    let with = |node: ExprNode| Expr { ty: e.ty, node };
    Ok(match &e.node {
        ExprNode::Call(c) if matches!(&c.kind, CallKind::Intrinsic(i) if i.name() == "undef") => {
            None
        }
        ExprNode::Call(c) => {
            let mut args = Vec::new();
            for a in &c.args {
                match rewrite(a, guard)? {
                    Some(a) => args.push(a),
                    None => return Ok(None),
                }
            }
            let mut c = (**c).clone();
            c.args = args;
            Some(with(ExprNode::Call(Box::new(c))))
        }
        ExprNode::Binary(op, a, b) => {
            let Some(a) = rewrite(a, guard)? else {
                return Ok(None);
            };
            let Some(b) = rewrite(b, guard)? else {
                return Ok(None);
            };
            Some(with(ExprNode::Binary(*op, Box::new(a), Box::new(b))))
        }
        ExprNode::Not(a) => rewrite(a, guard)?.map(|a| with(ExprNode::Not(Box::new(a)))),
        ExprNode::Cast(a) => rewrite(a, guard)?.map(|a| with(ExprNode::Cast(Box::new(a)))),
        ExprNode::Reinterpret(a) => {
            rewrite(a, guard)?.map(|a| with(ExprNode::Reinterpret(Box::new(a))))
        }
        ExprNode::Select(c, t, f) => {
            let Some(c) = rewrite(c, guard)? else {
                return Ok(None);
            };
            let t = rewrite(t, guard)?;
            let f = rewrite(f, guard)?;
            match (t, f) {
                (None, None) => None,
                (Some(t), None) => {
                    guard.push(c);
                    Some(t)
                }
                (None, Some(f)) => {
                    guard.push(negate(&c));
                    Some(f)
                }
                (Some(t), Some(f)) => Some(with(ExprNode::Select(
                    Box::new(c),
                    Box::new(t),
                    Box::new(f),
                ))),
            }
        }
        _ => return Err(format!("`undef` inside `{e}`")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of the update `f(x) = (values…)` of a one-Func algorithm, parsed.
    fn parsed(values: &[&str]) -> Vec<Expr> {
        let n = values.len();
        let (ty, pure, rhs) = if n == 1 {
            ("int32".to_string(), "0".to_string(), values[0].to_string())
        } else {
            (
                format!("({})", vec!["int32"; n].join(", ")),
                format!("({})", vec!["0"; n].join(", ")),
                format!("({})", values.join(", ")),
            )
        };
        let text = format!(
            "halide-tv sare 1\npipeline p\ntarget \"x86-64-linux\"\n\
             output f : buffer<int32, 1> = f region [(0, 4)]\n\n\
             func f(x) : {ty} {{\n  f(x) = {pure}\n  update {{\n    f(x) = {rhs}\n  }}\n}}\n"
        );
        let alg =
            crate::spec::parse_sare("t.sare", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        alg.funcs[0].updates[0].values.clone()
    }

    fn removed(values: &[&str]) -> Result<(Vec<Option<String>>, Vec<String>), String> {
        let vs = parsed(values);
        let r = remove_undef(&vs)?;
        Ok((
            r.values
                .iter()
                .map(|v| v.as_ref().map(|e| e.to_string()))
                .collect(),
            r.guard.iter().map(|e| e.to_string()).collect(),
        ))
    }

    #[test]
    fn a_select_with_an_undefined_branch_guards_the_store() {
        let (v, g) = removed(&["select(x > 3, undef<int32>(), x + 1)"]).unwrap();
        assert_eq!(v, vec![Some("x + 1".to_string())]);
        assert_eq!(g, vec!["x <= 3".to_string()]);
        let (v, g) = removed(&["select(x > 3, x + 1, undef<int32>()) * 2"]).unwrap();
        assert_eq!(v, vec![Some("(x + 1) * 2".to_string())]);
        assert_eq!(g, vec!["x > 3".to_string()]);
    }

    #[test]
    fn an_undefined_operand_makes_the_value_undefined() {
        let (v, g) = removed(&["undef<int32>() + 1"]).unwrap();
        assert_eq!((v, g), (vec![None], vec![]));
        let (v, _) = removed(&["select(x > 3, undef<int32>(), undef<int32>())"]).unwrap();
        assert_eq!(v, vec![None]);
    }

    #[test]
    fn the_guard_is_the_last_components() {
        // Halide reads the guard after the last component: an undefined last component
        // leaves none, so the first component is stored everywhere.
        let (v, g) = removed(&["select(x > 3, x, undef<int32>())", "undef<int32>()"]).unwrap();
        assert_eq!(v, vec![Some("x".to_string()), None]);
        assert!(g.is_empty(), "{g:?}");
        let (_, g) = removed(&["undef<int32>()", "select(x > 3, x, undef<int32>())"]).unwrap();
        assert_eq!(g, vec!["x > 3".to_string()]);
        assert!(removed(&[
            "select(x > 3, x, undef<int32>())",
            "select(x > 4, x, undef<int32>())"
        ])
        .is_err());
    }

    #[test]
    fn nested_selects_guard_the_whole_store() {
        // The inner condition is not confined to the outer select's branch.
        let (v, g) = removed(&["select(x > 0, select(x < 9, x, undef<int32>()), 0)"]).unwrap();
        assert_eq!(v, vec![Some("select(x > 0, x, 0)".to_string())]);
        assert_eq!(g, vec!["x < 9".to_string()]);
    }
}
