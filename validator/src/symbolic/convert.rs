//! Index expressions and affine conditions of SCHED (thesis Fig. 4.1, type 𝔸 and 𝔹) as
//! Presburger-layer expressions. The translation is exact: both sides are the same piecewise
//! quasi-affine language.

use crate::presburger::{Aff, CmpOp, Cond};
use crate::sched::{self, Index};

/// ι as a quasi-affine expression.
pub fn index_to_aff(i: &Index) -> Aff {
    match i {
        Index::Var(v) => Aff::Var(v.clone()),
        Index::Const(c) => Aff::Const(*c),
        Index::Add(a, b) => Aff::Add(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Scale(n, a) => Aff::Scale(*n, Box::new(index_to_aff(a))),
        Index::FloorDiv(a, n) => Aff::FloorDiv(Box::new(index_to_aff(a)), *n),
        Index::Mod(a, n) => Aff::Mod(Box::new(index_to_aff(a)), *n),
        Index::Min(a, b) => Aff::Min(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Max(a, b) => Aff::Max(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Select(c, a, b) => Aff::Select(
            Box::new(cond_to_cond(c)),
            Box::new(index_to_aff(a)),
            Box::new(index_to_aff(b)),
        ),
    }
}

/// Indices as quasi-affine expressions.
pub fn indices_to_affs(is: &[Index]) -> Vec<Aff> {
    is.iter().map(index_to_aff).collect()
}

/// An affine condition.
pub fn cond_to_cond(c: &sched::Cond<Index>) -> Cond {
    match c {
        sched::Cond::Const(true) => Cond::True,
        sched::Cond::Const(false) => Cond::False,
        sched::Cond::Cmp(op, a, b) => {
            let op = match op {
                sched::CmpOp::Eq => CmpOp::Eq,
                sched::CmpOp::Ne => CmpOp::Ne,
                sched::CmpOp::Lt => CmpOp::Lt,
                sched::CmpOp::Le => CmpOp::Le,
            };
            Cond::Cmp(op, index_to_aff(a), index_to_aff(b))
        }
        sched::Cond::And(a, b) => Cond::And(Box::new(cond_to_cond(a)), Box::new(cond_to_cond(b))),
        sched::Cond::Or(a, b) => Cond::Or(Box::new(cond_to_cond(a)), Box::new(cond_to_cond(b))),
        sched::Cond::Not(a) => Cond::Not(Box::new(cond_to_cond(a))),
    }
}

/// The conjunction of several conditions.
pub fn conj(cs: &[sched::Cond<Index>]) -> Cond {
    cs.iter().map(cond_to_cond).fold(
        Cond::True,
        |acc, c| if acc == Cond::True { c } else { acc.and(c) },
    )
}

/// Bound on the isl operations of one [`proves_in_range`] decision (it is a simplification: a
/// decision that needs more is "not proved").
const IN_RANGE_MAX_OPERATIONS: u64 = 2_000_000;

thread_local! {
    static IN_RANGE_CTX: std::cell::RefCell<Option<crate::presburger::Ctx>> =
        const { std::cell::RefCell::new(None) };
}

/// Decides `facts ⊢ 0 ≤ e < m` exactly with isl: `facts ∧ (e < 0 ∨ e ≥ m)` has no integer
/// point. Any subset of true facts is sound, so two subsets are tried, the smaller first
/// ([`relevant_facts`]): the facts over `e`'s own variables and the definitions they lead to,
/// then every fact connected to `e` through shared variables. The first is a chain of `let`s
/// (a loop bound `x < t` with `t = max(min(…, 16), 0)`) that isl decides at once; the second
/// can pull in most of the facts in scope, whose clamps isl splits into many cases. `false`
/// when not proved (also when isl needs more than [`IN_RANGE_MAX_OPERATIONS`] for a subset).
///
/// The lowering's own prover combines at most two facts; a vector store into a folded
/// buffer whose column is `16·(r + t220) + ℓ` with `r < t217 = max(t208, 0) − t220` and
/// `t208`, `t220` clamps of one common `min(a, 25)` needs a case split shared between two
/// `let`s, which only an exact decision finds.
pub fn proves_in_range(facts: &[&sched::Cond<Index>], e: &Index, m: i64) -> bool {
    let narrow = relevant_facts(facts, e, false);
    if in_range_under(facts, &narrow, e, m) {
        return true;
    }
    let wide = relevant_facts(facts, e, true);
    wide != narrow && in_range_under(facts, &wide, e, m)
}

/// Which `facts` [`proves_in_range`] uses for `e`: the definitions `v = ι` of its variables
/// (`let`s, transitively) and the min/max-free facts (loop bounds, branch conditions) over
/// `e`'s own variables, with the definitions of their variables; with `connected`, also the
/// min/max-free facts over any variable reached, transitively.
fn relevant_facts(facts: &[&sched::Cond<Index>], e: &Index, connected: bool) -> Vec<bool> {
    use super::inline::{cond_vars, index_vars};
    use std::collections::BTreeSet;
    let has_clamp = |c: &sched::Cond<Index>| {
        let mut clamp = false;
        let _ = c.try_map::<(), std::convert::Infallible>(&mut |i| {
            clamp |= super::inline::is_non_convex(i);
            Ok(())
        });
        clamp
    };
    let mut own = BTreeSet::new();
    index_vars(e, &mut own);
    let mut vars = own.clone();
    let mut chosen = vec![false; facts.len()];
    loop {
        let mut changed = false;
        for (k, f) in facts.iter().enumerate() {
            if chosen[k] {
                continue;
            }
            let mut fv = BTreeSet::new();
            cond_vars(f, &mut fv);
            let defines = matches!(f, sched::Cond::Cmp(sched::CmpOp::Eq, Index::Var(x), _)
                if vars.contains(x));
            let over = if connected { &vars } else { &own };
            let constrains = !has_clamp(f) && fv.iter().any(|v| over.contains(v));
            if defines || constrains {
                chosen[k] = true;
                vars.extend(fv);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    chosen
}

/// Whether the `chosen` facts prove `0 ≤ e < m` (isl, within [`IN_RANGE_MAX_OPERATIONS`]).
fn in_range_under(facts: &[&sched::Cond<Index>], chosen: &[bool], e: &Index, m: i64) -> bool {
    let mut cond = Cond::or(
        Cond::Cmp(CmpOp::Lt, index_to_aff(e), Aff::Const(0)),
        Cond::Cmp(CmpOp::Le, Aff::Const(m), index_to_aff(e)),
    );
    for (f, _) in facts.iter().zip(chosen).filter(|(_, c)| **c) {
        cond = Cond::and(cond_to_cond(f), cond);
    }
    IN_RANGE_CTX.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = crate::presburger::Ctx::new().ok();
        }
        let Some(ctx) = c.as_ref() else {
            return false;
        };
        ctx.set_max_operations(IN_RANGE_MAX_OPERATIONS);
        let r = crate::presburger::ParamSet::from_cond(ctx, &cond).and_then(|s| s.is_empty());
        ctx.set_max_operations(0);
        matches!(r, Ok(true))
    })
}
