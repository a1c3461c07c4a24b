//! The integer variables a disjunct of a condition determines: holes it defines by unit
//! equalities, and variables (parameters or holes) it fixes to one value.
//!
//! A query asks `∀ params, holes: φ ⟹ E1 = E2` for one disjunct `φ`. A variable that `φ`
//! determines can be replaced by what determines it in `E1` and `E2` without changing the
//! question: every assignment that satisfies `φ` gives it that value. Replacing it lets the
//! encoder fold the tensors it indexes (a constant index unfolds a definition to its value) and
//! lets the congruence attempt compare both sides' leaves syntactically (`docs/engine.md` §3,
//! §5 "Congruence with the premises' constants folded").

use std::collections::BTreeMap;

use crate::presburger::{Aff, Constraint, ConstraintKind};

/// Solves the hole variables of a conjunction that a unit equality defines, as expressions
/// of the parameters and the other holes (each definition substituted into the rest, so the
/// definitions are acyclic).
pub(super) fn solve_holes(conj: &[Constraint], holes: &[String]) -> BTreeMap<String, Aff> {
    let mut rest: Vec<Constraint> = conj.to_vec();
    let mut defs: Vec<(String, Aff)> = Vec::new();
    loop {
        let found = rest.iter().enumerate().find_map(|(pos, k)| {
            if k.kind != ConstraintKind::EqZero {
                return None;
            }
            holes.iter().find_map(|h| match k.expr.linear_in(h) {
                Some((c, r)) if c == 1 || c == -1 => {
                    Some((pos, h.clone(), Aff::Scale(-c, Box::new(r))))
                }
                _ => None,
            })
        });
        let Some((pos, h, e)) = found else { break };
        rest.remove(pos);
        for k in rest.iter_mut() {
            k.expr = k.expr.substitute(&h, &e);
        }
        for (_, d) in defs.iter_mut() {
            *d = d.substitute(&h, &e);
        }
        defs.push((h, e));
    }
    defs.into_iter().collect()
}

/// The variables `conj` fixes to one value, each with its value: a variable alone in an
/// equality (`c·v + k = 0` with `c` dividing `k`), or alone in two inequalities that bound it
/// by the same constant from both sides; each value found is substituted into the other
/// constraints, and the search repeats until it finds none (so `a − b = 0 ∧ b − 3 = 0` fixes
/// both). Exact: every assignment satisfying `conj` gives each variable its value. A
/// conjunction found unsatisfiable on the way (a variable alone in an equality its
/// coefficient does not divide, or bounds that cross) fixes nothing: its query holds anyway,
/// and is left as it is.
pub(super) fn fixed_values(conj: &[Constraint]) -> BTreeMap<String, i64> {
    let mut rest: Vec<Constraint> = conj.to_vec();
    let mut fixed = BTreeMap::new();
    loop {
        let mut found: Option<(String, i64)> = None;
        let mut lower: BTreeMap<String, i64> = BTreeMap::new();
        let mut upper: BTreeMap<String, i64> = BTreeMap::new();
        for k in &rest {
            let Some((v, c, r)) = one_variable(&k.expr) else {
                continue;
            };
            match k.kind {
                ConstraintKind::EqZero => {
                    if r.checked_rem(c) != Some(0) {
                        return BTreeMap::new();
                    }
                    let Some(value) = r.checked_neg().and_then(|n| n.checked_div(c)) else {
                        continue;
                    };
                    found = Some((v, value));
                    break;
                }
                // c·v + r ≥ 0: v ≥ ⌈−r / c⌉ for c > 0, v ≤ ⌊r / −c⌋ for c < 0.
                ConstraintKind::NonNegative if c > 0 => {
                    let Some(b) = r.checked_neg().and_then(|n| ceil_div(n, c)) else {
                        continue;
                    };
                    let lo = lower.entry(v).or_insert(b);
                    *lo = (*lo).max(b);
                }
                ConstraintKind::NonNegative => {
                    let Some(b) = c.checked_neg().and_then(|d| r.checked_div_euclid(d)) else {
                        continue;
                    };
                    let hi = upper.entry(v).or_insert(b);
                    *hi = (*hi).min(b);
                }
            }
        }
        if found.is_none() {
            for (v, lo) in &lower {
                match upper.get(v) {
                    Some(hi) if hi < lo => return BTreeMap::new(),
                    Some(hi) if hi == lo => {
                        found = Some((v.clone(), *lo));
                        break;
                    }
                    _ => {}
                }
            }
        }
        let Some((v, value)) = found else { break };
        let e = Aff::cst(value);
        for k in rest.iter_mut() {
            k.expr = k.expr.substitute(&v, &e);
        }
        rest.retain(|k| mentions_variables(&k.expr));
        fixed.insert(v, value);
    }
    fixed
}

/// `expr` as `c·v + r` with one variable `v`, `c ≠ 0` and `r` a constant.
fn one_variable(expr: &Aff) -> Option<(String, i64, i64)> {
    let mut vars = std::collections::BTreeSet::new();
    expr.collect_vars(&mut vars);
    let mut vars = vars.into_iter();
    let (Some(v), None) = (vars.next(), vars.next()) else {
        return None;
    };
    let (c, r) = expr.linear_in(&v)?;
    if c == 0 {
        return None;
    }
    let r = r.eval(&|_| None).ok()?;
    Some((v, c, r))
}

/// Whether `expr` mentions a variable.
fn mentions_variables(expr: &Aff) -> bool {
    let mut vars = std::collections::BTreeSet::new();
    expr.collect_vars(&mut vars);
    !vars.is_empty()
}

/// `⌈a / b⌉` for `b > 0` (`None` on overflow).
fn ceil_div(a: i64, b: i64) -> Option<i64> {
    a.checked_neg()?.checked_div_euclid(b)?.checked_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(kind: ConstraintKind, expr: Aff) -> Constraint {
        Constraint { kind, expr }
    }

    #[test]
    fn holes_are_solved_from_unit_equalities() {
        // j0 − n − 1 = 0, k0 − j0 = 0, j1 ≥ 0 (j1 stays free).
        let conj = vec![
            k(
                ConstraintKind::EqZero,
                Aff::var("j0") - Aff::var("n") - Aff::cst(1),
            ),
            k(ConstraintKind::EqZero, Aff::var("k0") - Aff::var("j0")),
            k(ConstraintKind::NonNegative, Aff::var("j1")),
        ];
        let holes: Vec<String> = ["j0", "j1", "k0"].iter().map(|s| s.to_string()).collect();
        let defs = solve_holes(&conj, &holes);
        assert_eq!(defs.len(), 2);
        let env = |n: &str| (n == "n").then_some(4);
        for h in ["j0", "k0"] {
            let e = defs.get(h).expect("solved");
            assert!(!e.mentions("j0") && !e.mentions("k0"), "{h} := {e:?}");
            assert_eq!(e.eval(&env).expect("eval"), 5);
        }
        assert!(!defs.contains_key("j1"));
    }

    #[test]
    fn values_fixed_through_chains_and_bounds() {
        // lane − x = 0, 2·x − 6 = 0, 5 − y ≥ 0, 2·y − 9 ≥ 0 (y = 5), n ≥ 0, z − n = 0.
        let conj = vec![
            k(ConstraintKind::EqZero, Aff::var("lane") - Aff::var("x")),
            k(
                ConstraintKind::EqZero,
                Aff::Scale(2, Box::new(Aff::var("x"))) - Aff::cst(6),
            ),
            k(ConstraintKind::NonNegative, Aff::cst(5) - Aff::var("y")),
            k(
                ConstraintKind::NonNegative,
                Aff::Scale(2, Box::new(Aff::var("y"))) - Aff::cst(9),
            ),
            k(ConstraintKind::NonNegative, Aff::var("n")),
            k(ConstraintKind::EqZero, Aff::var("z") - Aff::var("n")),
        ];
        let fixed = fixed_values(&conj);
        let want: BTreeMap<String, i64> = [("lane", 3), ("x", 3), ("y", 5)]
            .iter()
            .map(|(v, c)| (v.to_string(), *c))
            .collect();
        assert_eq!(fixed, want);
    }

    #[test]
    fn nothing_is_fixed_by_an_unsatisfiable_conjunction() {
        // 2·x − 3 = 0 has no integer solution; 1 − y ≥ 0 ∧ y − 2 ≥ 0 crosses.
        let odd = vec![
            k(ConstraintKind::EqZero, Aff::var("a") - Aff::cst(1)),
            k(
                ConstraintKind::EqZero,
                Aff::Scale(2, Box::new(Aff::var("x"))) - Aff::cst(3),
            ),
        ];
        assert!(fixed_values(&odd).is_empty());
        let crossing = vec![
            k(ConstraintKind::NonNegative, Aff::cst(1) - Aff::var("y")),
            k(ConstraintKind::NonNegative, Aff::var("y") - Aff::cst(2)),
        ];
        assert!(fixed_values(&crossing).is_empty());
    }
}
