//! `min`/`max` decided by the path condition before an assertion becomes a set.
//!
//! The thesis's implementation timed out on nl_means "in the initial affine simplification (many
//! min/max)" and recommends simplifying with the context first (shared notes, ch. 6). The
//! condition of an `assert` is turned into a Presburger set and intersected with Γ; every
//! `min(a, b)` in it can double the disjuncts of that set. Where Γ entails `a ≤ b`, the node
//! is `a` on every point of Γ, and the set is only consulted where Γ holds (S-ASSUME evaluates
//! its body under `Γ ∧ ι` and restricts the effect to ι; the enclosing rules restrict to Γ),
//! so replacing it is exact. (It is not applied to `if` conditions: there the entailment
//! checks cost more than they save.)

use std::collections::BTreeMap;

use crate::presburger::{Aff, CmpOp, Cond, PResult, ParamSet};

/// Bound on the entailment checks spent on one condition (each is one isl subset test).
const DECISIONS_PER_CONDITION: usize = 64;

/// `c` with every `min`/`max` whose operands are affine and ordered under `gamma ∧ context`
/// replaced by the winner, bottom-up (a decided inner node can make its parent decidable);
/// then every expression in linear normal form ([`normalize`]) and every comparison that
/// holds for all values ([`trivially_le`]) replaced by `true`. `context` holds wherever the
/// result is consulted (the other assertions of a run, see `CommandKind::Assume`); so do the
/// conjuncts of `c` without piecewise nodes, which join it. The result equals `c` wherever
/// `gamma` and `context` hold.
pub(crate) fn decide_under(gamma: &ParamSet, context: &Cond, c: &Cond) -> PResult<Cond> {
    if !has_piecewise(c) {
        return Ok(c.clone());
    }
    let mut budget = DECISIONS_PER_CONDITION;
    let mut parts = Vec::new();
    conjuncts(c, &mut parts);
    let (plain, piecewise): (Vec<&Cond>, Vec<&Cond>) =
        parts.into_iter().partition(|p| !has_piecewise(p));
    let plain = plain
        .into_iter()
        .fold(Cond::True, |acc, p| acc.and(p.clone()));
    let known = context.clone().and(plain.clone());
    let context = gamma.and(&ParamSet::from_cond(gamma.ctx(), &known)?)?;
    let mut out = plain;
    for p in piecewise {
        let d = cond(&context, &normalize_cond(p), &mut budget)?;
        out = out.and(normalize_cond(&d));
    }
    Ok(normalize_cond(&out))
}

/// The top-level conjuncts of `c`.
fn conjuncts<'a>(c: &'a Cond, out: &mut Vec<&'a Cond>) {
    match c {
        Cond::And(a, b) => {
            conjuncts(a, out);
            conjuncts(b, out);
        }
        _ => out.push(c),
    }
}

/// Every expression of `c` in linear normal form; `a ≤ b` (and `<`, `=`) replaced by `true`
/// where it holds for every value of the variables.
pub(crate) fn normalize_cond(c: &Cond) -> Cond {
    match c {
        Cond::True | Cond::False => c.clone(),
        Cond::Cmp(op, a, b) => {
            let (a, b) = (normalize(a), normalize(b));
            let holds = match op {
                CmpOp::Le => trivially_le(&a, &b, 0),
                CmpOp::Ge => trivially_le(&b, &a, 0),
                CmpOp::Lt => trivially_le(&(a.clone() + 1), &b, 0),
                CmpOp::Gt => trivially_le(&(b.clone() + 1), &a, 0),
                CmpOp::Eq => a == b,
                CmpOp::Ne => false,
            };
            if holds {
                Cond::True
            } else {
                Cond::Cmp(*op, a, b)
            }
        }
        Cond::And(a, b) => match (normalize_cond(a), normalize_cond(b)) {
            (Cond::True, x) | (x, Cond::True) => x,
            (x, y) => Cond::And(Box::new(x), Box::new(y)),
        },
        Cond::Or(a, b) => match (normalize_cond(a), normalize_cond(b)) {
            (Cond::True, _) | (_, Cond::True) => Cond::True,
            (x, y) => Cond::Or(Box::new(x), Box::new(y)),
        },
        Cond::Not(a) => Cond::Not(Box::new(normalize_cond(a))),
    }
}

/// Bound on the recursion of [`trivially_le`].
const TRIVIAL_DEPTH: u32 = 8;

/// `a ≤ b` for every value of the variables, by the rules `x ≤ x + k` (k ≥ 0),
/// `a ≤ max(x, y)` ⇐ `a ≤ x ∨ a ≤ y`, `a ≤ min(x, y)` ⇐ `a ≤ x ∧ a ≤ y`, and their duals
/// (sufficient conditions only: `false` means "not shown").
fn trivially_le(a: &Aff, b: &Aff, depth: u32) -> bool {
    if let Aff::Const(d) = normalize(&(b.clone() - a.clone())) {
        return d >= 0;
    }
    if depth >= TRIVIAL_DEPTH {
        return false;
    }
    let d = depth + 1;
    match (a, b) {
        (_, Aff::Max(x, y)) if trivially_le(a, x, d) || trivially_le(a, y, d) => true,
        (_, Aff::Min(x, y)) if trivially_le(a, x, d) && trivially_le(a, y, d) => true,
        (Aff::Min(x, y), _) => trivially_le(x, b, d) || trivially_le(y, b, d),
        (Aff::Max(x, y), _) => trivially_le(x, b, d) && trivially_le(y, b, d),
        _ => false,
    }
}

/// `a` as `Σ k·t + c` over its maximal non-linear subterms `t` (variables, and floor
/// divisions, modulos, `min`, `max`, `select` with normalized operands), equal terms merged:
/// `(max(B, m) − max(A, m)) + max(A, m)` is `max(B, m)`. Exact (an identity of integer
/// expressions); `a` itself on coefficient overflow.
pub(crate) fn normalize(a: &Aff) -> Aff {
    let mut terms = BTreeMap::new();
    let mut constant = 0i64;
    if collect(a, 1, &mut terms, &mut constant).is_none() {
        return a.clone();
    }
    let mut out: Option<Aff> = None;
    for (_, (k, t)) in terms {
        if k == 0 {
            continue;
        }
        let term = if k == 1 {
            t
        } else {
            Aff::Scale(k, Box::new(t))
        };
        out = Some(match out {
            None => term,
            Some(o) => o + term,
        });
    }
    match out {
        None => Aff::Const(constant),
        Some(o) if constant == 0 => o,
        Some(o) => o + constant,
    }
}

/// Adds `k·a` to the linear form (`terms` keyed by the text of each non-linear term).
fn collect(
    a: &Aff,
    k: i64,
    terms: &mut BTreeMap<String, (i64, Aff)>,
    constant: &mut i64,
) -> Option<()> {
    let mut add = |t: Aff, k: i64| -> Option<()> {
        let e = terms
            .entry(format!("{t:?}"))
            .or_insert_with(|| (0, t.clone()));
        e.0 = e.0.checked_add(k)?;
        Some(())
    };
    match a {
        Aff::Const(c) => *constant = constant.checked_add(c.checked_mul(k)?)?,
        Aff::Var(_) => add(a.clone(), k)?,
        Aff::Add(x, y) => {
            collect(x, k, terms, constant)?;
            collect(y, k, terms, constant)?;
        }
        Aff::Scale(n, x) => collect(x, k.checked_mul(*n)?, terms, constant)?,
        Aff::FloorDiv(x, n) => add(Aff::FloorDiv(Box::new(normalize(x)), *n), k)?,
        Aff::Mod(x, n) => add(Aff::Mod(Box::new(normalize(x)), *n), k)?,
        Aff::Min(x, y) => add(Aff::Min(Box::new(normalize(x)), Box::new(normalize(y))), k)?,
        Aff::Max(x, y) => add(Aff::Max(Box::new(normalize(x)), Box::new(normalize(y))), k)?,
        Aff::Select(c, x, y) => add(
            Aff::Select(
                Box::new(normalize_cond(c)),
                Box::new(normalize(x)),
                Box::new(normalize(y)),
            ),
            k,
        )?,
    }
    Some(())
}

fn has_piecewise(c: &Cond) -> bool {
    match c {
        Cond::True | Cond::False => false,
        Cond::Cmp(_, a, b) => !a.is_simple() || !b.is_simple(),
        Cond::And(a, b) | Cond::Or(a, b) => has_piecewise(a) || has_piecewise(b),
        Cond::Not(a) => has_piecewise(a),
    }
}

fn cond(gamma: &ParamSet, c: &Cond, budget: &mut usize) -> PResult<Cond> {
    Ok(match c {
        Cond::True | Cond::False => c.clone(),
        Cond::Cmp(op, a, b) => Cond::Cmp(*op, aff(gamma, a, budget)?, aff(gamma, b, budget)?),
        Cond::And(a, b) => Cond::And(
            Box::new(cond(gamma, a, budget)?),
            Box::new(cond(gamma, b, budget)?),
        ),
        Cond::Or(a, b) => Cond::Or(
            Box::new(cond(gamma, a, budget)?),
            Box::new(cond(gamma, b, budget)?),
        ),
        Cond::Not(a) => Cond::Not(Box::new(cond(gamma, a, budget)?)),
    })
}

fn aff(gamma: &ParamSet, a: &Aff, budget: &mut usize) -> PResult<Aff> {
    let sub =
        |x: &Aff, budget: &mut usize| -> PResult<Box<Aff>> { Ok(Box::new(aff(gamma, x, budget)?)) };
    Ok(match a {
        Aff::Const(_) | Aff::Var(_) => a.clone(),
        Aff::Add(x, y) => Aff::Add(sub(x, budget)?, sub(y, budget)?),
        Aff::Scale(n, x) => Aff::Scale(*n, sub(x, budget)?),
        Aff::FloorDiv(x, n) => Aff::FloorDiv(sub(x, budget)?, *n),
        Aff::Mod(x, n) => Aff::Mod(sub(x, budget)?, *n),
        Aff::Select(c, x, y) => Aff::Select(c.clone(), sub(x, budget)?, sub(y, budget)?),
        Aff::Min(x, y) | Aff::Max(x, y) => {
            let (x, y) = (aff(gamma, x, budget)?, aff(gamma, y, budget)?);
            let is_min = matches!(a, Aff::Min(..));
            if x.is_simple() && y.is_simple() && *budget > 0 {
                *budget -= 1;
                // Where x ≤ y: min(x, y) = x, max(x, y) = y; where y ≤ x the other way.
                if gamma.entails(&x.clone().le(y.clone()))? {
                    return Ok(if is_min { x } else { y });
                }
                if gamma.entails(&y.clone().le(x.clone()))? {
                    return Ok(if is_min { y } else { x });
                }
            }
            if is_min {
                Aff::Min(Box::new(x), Box::new(y))
            } else {
                Aff::Max(Box::new(x), Box::new(y))
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presburger::Ctx;

    fn v(n: &str) -> Aff {
        Aff::var(n)
    }

    #[test]
    fn a_min_the_path_condition_orders_is_its_winner() {
        let ctx = Ctx::new().unwrap();
        // Γ: 16 ≤ e. min(e, 16) is 16 and max(e, 16) is e; min(e, f) stays.
        let gamma = ParamSet::from_cond(&ctx, &Aff::cst(16).le(v("e"))).unwrap();
        let c = v("x")
            .le(v("e").min(Aff::cst(16)))
            .and(v("y").le(v("e").max(Aff::cst(16))))
            .and(v("z").le(v("e").min(v("f"))));
        let d = decide_under(&gamma, &Cond::True, &c).unwrap();
        let want = v("x")
            .le(Aff::cst(16))
            .and(v("y").le(v("e")))
            .and(v("z").le(v("e").min(v("f"))));
        assert_eq!(d, want);
        // Under Γ both conditions are the same set; outside Γ they differ (e = 3, x = 10).
        let (p, q) = (
            ParamSet::from_cond(&ctx, &c).unwrap(),
            ParamSet::from_cond(&ctx, &d).unwrap(),
        );
        assert!(p
            .and(&gamma)
            .unwrap()
            .is_equal(&q.and(&gamma).unwrap())
            .unwrap());
        assert!(!p.is_equal(&q).unwrap());
    }

    #[test]
    fn equal_terms_cancel_and_trivial_comparisons_hold() {
        // nl_means's input check, shape of: m ≤ max(A, m) ∧ (max(B, m) − max(A, m)) +
        // max(A, m) + 1 ≤ e + m, with A = min(p, q) − 8. The first conjunct always holds; the
        // second is max(B, m) + 1 ≤ e + m.
        let ctx = Ctx::new().unwrap();
        let a = v("p").min(v("q")) - 8;
        let req_min = a.clone().max(v("m"));
        let req_ext = v("B").max(v("m")) - req_min.clone();
        let c = v("m")
            .le(req_min.clone())
            .and((req_ext + req_min + 1).le(v("e") + v("m")));
        let gamma = ParamSet::universe(&ctx).unwrap();
        let d = decide_under(&gamma, &Cond::True, &c).unwrap();
        assert_eq!(
            d,
            Cond::Cmp(
                CmpOp::Le,
                normalize(&(v("B").max(v("m")) + 1)),
                normalize(&(v("e") + v("m")))
            )
        );
        // Same set as the original everywhere (no Γ was used).
        let (p, q) = (
            ParamSet::from_cond(&ctx, &c).unwrap(),
            ParamSet::from_cond(&ctx, &d).unwrap(),
        );
        assert!(p.is_equal(&q).unwrap());
    }

    #[test]
    fn a_comparison_that_can_fail_is_kept() {
        // m ≤ min(A, m) is not always true; x + 1 ≤ x never is.
        let ctx = Ctx::new().unwrap();
        let gamma = ParamSet::universe(&ctx).unwrap();
        let c = v("m")
            .le(v("A").min(v("m")))
            .and((v("x") + 1).le(v("x").max(v("y"))));
        let d = decide_under(&gamma, &Cond::True, &c).unwrap();
        let (p, q) = (
            ParamSet::from_cond(&ctx, &c).unwrap(),
            ParamSet::from_cond(&ctx, &d).unwrap(),
        );
        assert!(p.is_equal(&q).unwrap());
        assert!(!q.is_equal(&gamma).unwrap());
        assert!(!matches!(d, Cond::True));
    }

    #[test]
    fn the_context_of_the_run_decides_too() {
        // An input check before the output-size check: x ≤ min(e, 16) with 16 ≤ e asserted
        // later in the run. Decided to x ≤ 16; the context itself is not added.
        let ctx = Ctx::new().unwrap();
        let gamma = ParamSet::universe(&ctx).unwrap();
        let context = Aff::cst(16).le(v("e"));
        let c = v("x").le(v("e").min(Aff::cst(16)));
        let d = decide_under(&gamma, &context, &c).unwrap();
        assert_eq!(d, v("x").le(Aff::cst(16)));
        // Equal under the context, not without it (e = 3, x = 10).
        let k = ParamSet::from_cond(&ctx, &context).unwrap();
        let (p, q) = (
            ParamSet::from_cond(&ctx, &c).unwrap(),
            ParamSet::from_cond(&ctx, &d).unwrap(),
        );
        assert!(p.and(&k).unwrap().is_equal(&q.and(&k).unwrap()).unwrap());
        assert!(!p.is_equal(&q).unwrap());
        // Without the context nothing is decided.
        assert_eq!(decide_under(&gamma, &Cond::True, &c).unwrap(), c);
    }

    #[test]
    fn nested_nodes_are_decided_bottom_up() {
        let ctx = Ctx::new().unwrap();
        // Γ: 16 ≤ e ≤ 100. max(min(e, 16) − 20, m) → max(−4, m): the outer max stays
        // undecided (m is free), the inner one is gone.
        let gamma =
            ParamSet::from_cond(&ctx, &Aff::cst(16).le(v("e")).and(v("e").le(Aff::cst(100))))
                .unwrap();
        let c = v("x").le((v("e").min(Aff::cst(16)) - 20).max(v("m")));
        let d = decide_under(&gamma, &Cond::True, &c).unwrap();
        assert_eq!(
            d,
            Cond::Cmp(CmpOp::Le, v("x"), normalize(&(Aff::cst(-4)).max(v("m"))))
        );
    }
}
