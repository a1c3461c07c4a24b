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
pub fn refutes(forms: &[&Linear]) -> bool {
    // The variables as dense indices, numbered in the order of their names, so that every
    // comparison below (the order of the system, the choice of variable) is the one the names
    // give, at the price of an integer comparison.
    let names: BTreeSet<&str> = forms
        .iter()
        .flat_map(|f| f.coeffs.keys().map(String::as_str))
        .collect();
    let index: BTreeMap<&str, usize> = names.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    let mut system: BTreeSet<Form> = BTreeSet::new();
    for f in forms {
        let coeffs = f.coeffs.iter().map(|(v, &k)| (index[v.as_str()], k));
        match Form::tightened(f.constant, coeffs.collect()) {
            Some(Tight::Infeasible) => return true,
            Some(Tight::Form(f)) => {
                system.insert(f);
            }
            Some(Tight::Trivial) | None => {}
        }
    }
    loop {
        let Some(v) = pick_variable(&system, names.len()) else {
            return false;
        };
        let (with, without): (Vec<Form>, Vec<Form>) =
            system.into_iter().partition(|f| f.coeff(v) != 0);
        let (pos, neg): (Vec<&Form>, Vec<&Form>) = with.iter().partition(|f| f.coeff(v) > 0);
        if pos.len().saturating_mul(neg.len()) + without.len() > FORM_LIMIT {
            return false;
        }
        system = without.into_iter().collect();
        for p in &pos {
            for n in &neg {
                // a·p + b·n with a = −n[v] > 0, b = p[v] > 0 cancels v.
                let (a, b) = (-n.coeff(v), p.coeff(v));
                let Some((constant, coeffs)) = combine(a, p, b, n) else {
                    continue; // overflow: dropping an inequality only weakens the system
                };
                match Form::tightened(constant, coeffs) {
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

/// `a·p + b·q` (constant and coefficients, zeros dropped); `None` on overflow.
fn combine(a: i64, p: &Form, b: i64, q: &Form) -> Option<(i64, Vec<(usize, i64)>)> {
    let constant = a
        .checked_mul(p.constant)?
        .checked_add(b.checked_mul(q.constant)?)?;
    let mut coeffs = Vec::with_capacity(p.coeffs.len() + q.coeffs.len());
    let (mut i, mut j) = (0, 0);
    while i < p.coeffs.len() || j < q.coeffs.len() {
        let (vp, kp) = p.coeffs.get(i).copied().unwrap_or((usize::MAX, 0));
        let (vq, kq) = q.coeffs.get(j).copied().unwrap_or((usize::MAX, 0));
        let v = vp.min(vq);
        let mut k = 0i64;
        if vp == v {
            k = a.checked_mul(kp)?;
            i += 1;
        }
        if vq == v {
            k = k.checked_add(b.checked_mul(kq)?)?;
            j += 1;
        }
        if k != 0 {
            coeffs.push((v, k));
        }
    }
    Some((constant, coeffs))
}

/// The variable whose elimination creates the fewest inequalities; `None` when no variable is
/// left. A variable that occurs with one sign only is picked first (its inequalities are simply
/// dropped: they can always be satisfied by moving that variable). Ties go to the first
/// variable in name order.
fn pick_variable(system: &BTreeSet<Form>, n_vars: usize) -> Option<usize> {
    let mut counts = vec![(0usize, 0usize); n_vars];
    for f in system {
        for &(v, k) in &f.coeffs {
            if k > 0 {
                counts[v].0 += 1;
            } else {
                counts[v].1 += 1;
            }
        }
    }
    counts
        .into_iter()
        .enumerate()
        .filter(|(_, (p, n))| p + n > 0)
        .min_by_key(|(_, (p, n))| (p * n) as i64 - (p + n) as i64)
        .map(|(v, _)| v)
}

/// An inequality `constant + Σ k·v ≥ 0` with at least one variable, in tightened form; the
/// non-zero coefficients sorted by variable. The derived order compares the constant first,
/// then the coefficients, as [`Linear`]'s does.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Form {
    constant: i64,
    coeffs: Vec<(usize, i64)>,
}

enum Tight {
    Form(Form),
    /// `c ≥ 0` with `c ≥ 0`.
    Trivial,
    /// `c ≥ 0` with `c < 0`.
    Infeasible,
}

impl Form {
    fn coeff(&self, v: usize) -> i64 {
        match self.coeffs.binary_search_by_key(&v, |&(w, _)| w) {
            Ok(i) => self.coeffs[i].1,
            Err(_) => 0,
        }
    }

    /// The form divided by the gcd of its coefficients, the constant rounded down; `None` on
    /// overflow. `coeffs` are sorted by variable.
    fn tightened(constant: i64, mut coeffs: Vec<(usize, i64)>) -> Option<Tight> {
        coeffs.retain(|&(_, k)| k != 0);
        if coeffs.is_empty() {
            return Some(if constant >= 0 {
                Tight::Trivial
            } else {
                Tight::Infeasible
            });
        }
        let mut g = 0i64;
        for &(_, k) in &coeffs {
            g = gcd(g, k.checked_abs()?);
        }
        for c in &mut coeffs {
            c.1 /= g;
        }
        Some(Tight::Form(Form {
            constant: constant.div_euclid(g),
            coeffs,
        }))
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

    fn refutes_owned(forms: Vec<Linear>) -> bool {
        refutes(&forms.iter().collect::<Vec<_>>())
    }

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
        assert!(refutes_owned(sys));
        // Without y ≤ 0 it is feasible.
        let sys = vec![form(0, &[("x", 1)]), form(-1, &[("y", 1), ("x", -1)])];
        assert!(!refutes_owned(sys));
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
        assert!(refutes_owned(claim));
        let mut wrong = base;
        wrong.push(form(16, &[("a", -1)])); // a ≤ 16 is satisfiable (a = 16)
        assert!(!refutes_owned(wrong));
    }

    #[test]
    fn integer_tightening_refutes_what_rationals_allow() {
        // 2x ≥ 1 and 2x ≤ 1: x = 1/2 over the rationals, no integer.
        let sys = vec![form(-1, &[("x", 2)]), form(1, &[("x", -2)])];
        assert!(refutes_owned(sys));
    }
}
