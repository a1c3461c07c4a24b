//! Refutation of a system of integer linear inequalities by Fourier–Motzkin elimination with
//! integer tightening — the fallback of the path-fact prover ([`super::facts::Facts`]) when
//! interval bounds and pairwise sums do not decide a claim.
//!
//! Every derived inequality is a non-negative combination of the given ones, tightened by
//! Chvátal–Gomory rounding (`Σ kᵢ·vᵢ + c ≥ 0` with `g = gcd(kᵢ)` implies
//! `Σ (kᵢ/g)·vᵢ + ⌊c/g⌋ ≥ 0` over the integers), so a derived `c ≥ 0` with `c < 0` proves that the
//! system has no integer solution. The converse does not hold (Fourier–Motzkin is complete only
//! over the rationals), so "not refuted" means "unknown" and callers then refuse the rewrite:
//! the procedure is sound, never complete. Work is bounded by [`FORM_LIMIT`].

use super::index::Linear;
use std::collections::{BTreeMap, BTreeSet};

/// Bound on the number of inequalities held during the elimination; past it, give up.
const FORM_LIMIT: usize = 400;

/// True when the inequalities `forms` (each `F ≥ 0`) have no common integer solution.
pub fn refutes(forms: Vec<Linear>) -> bool {
    let mut system: BTreeSet<Form> = BTreeSet::new();
    for f in forms {
        match Form::tightened(f) {
            Some(Tight::Infeasible) => return true,
            Some(Tight::Form(f)) => {
                system.insert(f);
            }
            Some(Tight::Trivial) | None => {}
        }
    }
    loop {
        let Some(v) = pick_variable(&system) else {
            return false;
        };
        let (with, without): (Vec<Form>, Vec<Form>) =
            system.into_iter().partition(|f| f.coeff(&v) != 0);
        let (pos, neg): (Vec<&Form>, Vec<&Form>) = with.iter().partition(|f| f.coeff(&v) > 0);
        if pos.len().saturating_mul(neg.len()) + without.len() > FORM_LIMIT {
            return false;
        }
        system = without.into_iter().collect();
        for p in &pos {
            for n in &neg {
                // a·p + b·n with a = −n[v] > 0, b = p[v] > 0 cancels v.
                let (a, b) = (-n.coeff(&v), p.coeff(&v));
                let Some(sum) = Linear::constant(0)
                    .add_scaled(a, &p.0)
                    .and_then(|x| x.add_scaled(b, &n.0))
                else {
                    continue; // overflow: dropping an inequality only weakens the system
                };
                match Form::tightened(sum) {
                    Some(Tight::Infeasible) => return true,
                    Some(Tight::Form(f)) => {
                        system.insert(f);
                    }
                    Some(Tight::Trivial) | None => {}
                }
            }
        }
    }
}

/// The variable whose elimination creates the fewest inequalities; `None` when no variable is
/// left. A variable that occurs with one sign only is picked first (its inequalities are simply
/// dropped: they can always be satisfied by moving that variable).
fn pick_variable(system: &BTreeSet<Form>) -> Option<String> {
    let mut counts: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for f in system {
        for (v, &k) in &f.0.coeffs {
            let e = counts.entry(v.as_str()).or_default();
            if k > 0 {
                e.0 += 1;
            } else {
                e.1 += 1;
            }
        }
    }
    counts
        .into_iter()
        .min_by_key(|(_, (p, n))| (p * n) as i64 - (p + n) as i64)
        .map(|(v, _)| v.to_string())
}

/// An inequality `F ≥ 0` with at least one variable, in tightened form.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Form(Linear);

enum Tight {
    Form(Form),
    /// `c ≥ 0` with `c ≥ 0`.
    Trivial,
    /// `c ≥ 0` with `c < 0`.
    Infeasible,
}

impl Form {
    fn coeff(&self, v: &str) -> i64 {
        self.0.coeffs.get(v).copied().unwrap_or(0)
    }

    /// `f` divided by the gcd of its coefficients, the constant rounded down; `None` on overflow.
    fn tightened(mut f: Linear) -> Option<Tight> {
        f.coeffs.retain(|_, k| *k != 0);
        if f.coeffs.is_empty() {
            return Some(if f.constant >= 0 {
                Tight::Trivial
            } else {
                Tight::Infeasible
            });
        }
        let mut g = 0i64;
        for k in f.coeffs.values() {
            g = gcd(g, k.checked_abs()?);
        }
        Some(Tight::Form(Form(Linear {
            constant: f.constant.div_euclid(g),
            coeffs: f.coeffs.iter().map(|(v, &k)| (v.clone(), k / g)).collect(),
        })))
    }
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(constant: i64, coeffs: &[(&str, i64)]) -> Linear {
        Linear {
            constant,
            coeffs: coeffs.iter().map(|(v, k)| (v.to_string(), *k)).collect(),
        }
    }

    #[test]
    fn refutes_only_infeasible_systems() {
        // x ≥ 0, y − x − 1 ≥ 0, −y ≥ 0 (y ≤ 0): infeasible.
        let sys = vec![
            form(0, &[("x", 1)]),
            form(-1, &[("y", 1), ("x", -1)]),
            form(0, &[("y", -1)]),
        ];
        assert!(refutes(sys));
        // Without y ≤ 0 it is feasible.
        let sys = vec![form(0, &[("x", 1)]), form(-1, &[("y", 1), ("x", -1)])];
        assert!(!refutes(sys));
    }

    #[test]
    fn tile_count_implies_extent() {
        // v ≥ 0, q − 1 − v ≥ 0, a − 16q ≥ 0 (q = ⌊a/16⌋), and the negated claim a − 16 < 0.
        let base = vec![
            form(0, &[("v", 1)]),
            form(-1, &[("q", 1), ("v", -1)]),
            form(0, &[("a", 1), ("q", -16)]),
            form(15, &[("q", 16), ("a", -1)]),
        ];
        let mut claim = base.clone();
        claim.push(form(15, &[("a", -1)])); // a ≤ 15
        assert!(refutes(claim));
        let mut wrong = base;
        wrong.push(form(16, &[("a", -1)])); // a ≤ 16 is satisfiable (a = 16)
        assert!(!refutes(wrong));
    }

    #[test]
    fn integer_tightening_refutes_what_rationals_allow() {
        // 2x ≥ 1 and 2x ≤ 1: x = 1/2 over the rationals, no integer.
        let sys = vec![form(-1, &[("x", 2)]), form(1, &[("x", -2)])];
        assert!(refutes(sys));
    }
}
