//! Path facts: the affine Boolean assumptions of a typing context Γ (thesis §4.4: loop bounds,
//! branch conditions, assertions) and a small sound prover for `Γ ⊢ e > 0`.
//!
//! The prover only answers "proved" when the claim follows by linear reasoning from the
//! facts: interval bounds of single variables, plus at most two facts combined with unit
//! weights. A failure to prove is never an error in itself; callers then refuse the rewrite.

use super::index::{CmpOp, Cond, Index, Linear};
use std::collections::BTreeMap;

/// The affine facts that hold on the current path.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    conds: Vec<Cond<Index>>,
}

/// Bound on how many facts are combined pairwise (keeps proofs cheap on deep nests).
const PAIR_LIMIT: usize = 48;

impl Facts {
    /// No facts.
    pub fn new() -> Facts {
        Facts::default()
    }

    /// Adds a fact.
    pub fn push(&mut self, c: Cond<Index>) {
        self.conds.push(c);
    }

    /// Number of facts (a mark for [`Facts::truncate`]).
    pub fn len(&self) -> usize {
        self.conds.len()
    }

    /// True when there are no facts.
    pub fn is_empty(&self) -> bool {
        self.conds.is_empty()
    }

    /// Drops the facts added after `mark`.
    pub fn truncate(&mut self, mark: usize) {
        self.conds.truncate(mark);
    }

    /// The facts, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Cond<Index>> {
        self.conds.iter()
    }

    /// Linear forms `F` with `F ≥ 0` implied by single facts.
    fn nonnegatives(&self) -> Vec<Linear> {
        let mut out = Vec::new();
        for c in &self.conds {
            for k in c.conjuncts() {
                collect_nonneg(k, &mut out);
            }
        }
        out
    }

    /// Decides `Γ ⊢ e > 0` soundly (may answer `false` for true claims).
    pub fn proves_positive(&self, e: &Index) -> bool {
        // ⌊a/n⌋ > 0 ⟺ a ≥ n (n > 0): Halide's tile counts `(extent + k) / tile`.
        if let Index::FloorDiv(a, n) = e {
            let Some(l) = a.linear() else { return false };
            return l
                .add_scaled(1, &Linear::constant(-*n))
                .is_some_and(|t| self.proves_nonneg(&t));
        }
        let Some(l) = e.linear() else { return false };
        let Some(target) = l.add_scaled(1, &Linear::constant(-1)) else {
            return false;
        };
        self.proves_nonneg(&target)
    }

    /// `e` with every `min`/`max` whose winner the facts prove replaced by that side
    /// (exact under the facts: Halide's simplifier drops such a `max(e, 16)` in an index
    /// when an assert proves `e ≥ 16`, but not in the allocation's extents).
    pub fn simplify(&self, e: &Index) -> Index {
        let ge = |a: &Index, b: &Index| {
            let d = Index::minus(a.clone(), b.clone());
            self.proves_nonneg_index(&d)
        };
        match e {
            Index::Min(a, b) => {
                let (a, b) = (self.simplify(a), self.simplify(b));
                if ge(&b, &a) {
                    a
                } else if ge(&a, &b) {
                    b
                } else {
                    Index::min(a, b)
                }
            }
            Index::Max(a, b) => {
                let (a, b) = (self.simplify(a), self.simplify(b));
                if ge(&a, &b) {
                    a
                } else if ge(&b, &a) {
                    b
                } else {
                    Index::max(a, b)
                }
            }
            Index::Add(a, b) => Index::plus(self.simplify(a), self.simplify(b)),
            Index::Scale(n, a) => Index::scale(*n, self.simplify(a)),
            other => other.clone(),
        }
    }

    /// Decides `Γ ⊢ e ≥ 0` soundly for an index expression: linear forms, `⌊a/n⌋` with
    /// `a ≥ 0`, `a mod n`, `min` of two, `max` with one non-negative side, and a `min` or
    /// `max` inside a sum or scaling (`min(16·r, 372) + ℓ`, a clamped vector base plus its
    /// lane) by cases: `e[min(a, b)] ≥ 0` when `a ≤ b ⊢ e[a] ≥ 0` and `b ≤ a ⊢ e[b] ≥ 0`
    /// (at most [`CASE_SPLITS`] nested splits).
    pub fn proves_nonneg_index(&self, e: &Index) -> bool {
        self.nonneg_by_cases(e, CASE_SPLITS)
    }

    fn nonneg_by_cases(&self, e: &Index, splits: usize) -> bool {
        match e {
            Index::FloorDiv(a, _) => self.nonneg_by_cases(a, splits),
            Index::Mod(..) => true,
            Index::Min(a, b) => self.nonneg_by_cases(a, splits) && self.nonneg_by_cases(b, splits),
            Index::Max(a, b) => {
                self.nonneg_by_cases(a, splits)
                    || self.nonneg_by_cases(b, splits)
                    || self.nonneg_in_cases(e, splits)
            }
            _ => match e.linear() {
                Some(l) => self.proves_nonneg(&l),
                None => self.nonneg_in_cases(e, splits),
            },
        }
    }

    /// `e ≥ 0` by the two cases of its first `min`/`max` reachable through sums and scalings.
    fn nonneg_in_cases(&self, e: &Index, splits: usize) -> bool {
        if splits == 0 {
            return false;
        }
        let Some(cases) = split_min_max(e) else {
            return false;
        };
        cases.into_iter().all(|(case, branch)| {
            let mut f = self.clone();
            f.push(case);
            f.nonneg_by_cases(&branch, splits - 1)
        })
    }

    /// Decides `Γ ⊢ L ≥ 0` soundly for a linear form.
    pub fn proves_nonneg(&self, target: &Linear) -> bool {
        let forms = self.nonnegatives();
        let bounds = Bounds::from_forms(&forms);
        if bounds.lower(target).is_some_and(|b| b >= 0) {
            return true;
        }
        let rest: Vec<Linear> = forms
            .iter()
            .filter_map(|f| target.add_scaled(-1, f))
            .collect();
        if rest.iter().any(|r| bounds.lower(r).is_some_and(|b| b >= 0)) {
            return true;
        }
        let recent = &forms[forms.len().saturating_sub(PAIR_LIMIT)..];
        for (i, fi) in recent.iter().enumerate() {
            let Some(ti) = target.add_scaled(-1, fi) else {
                continue;
            };
            for fj in &recent[i + 1..] {
                if let Some(r) = ti.add_scaled(-1, fj) {
                    if bounds.lower(&r).is_some_and(|b| b >= 0) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// Bound on nested case splits in [`Facts::proves_nonneg_index`] (2^k cases).
const CASE_SPLITS: usize = 4;

/// The two cases of the first `min(a, b)` / `max(a, b)` of `e` reachable through sums and
/// scalings: `[(a ≤ b, e[a]), (b ≤ a, e[b])]` for `min` (the other way for `max`). Both cases
/// together cover every valuation, and in each one `e` equals its branch.
fn split_min_max(e: &Index) -> Option<[(Cond<Index>, Index); 2]> {
    let le = |x: &Index, y: &Index| Cond::cmp(CmpOp::Le, x.clone(), y.clone());
    match e {
        Index::Min(a, b) => Some([(le(a, b), (**a).clone()), (le(b, a), (**b).clone())]),
        Index::Max(a, b) => Some([(le(b, a), (**a).clone()), (le(a, b), (**b).clone())]),
        Index::Add(x, y) => {
            if let Some(cs) = split_min_max(x) {
                Some(cs.map(|(c, bx)| (c, Index::plus(bx, (**y).clone()))))
            } else {
                split_min_max(y).map(|cs| cs.map(|(c, by)| (c, Index::plus((**x).clone(), by))))
            }
        }
        Index::Scale(n, x) => {
            split_min_max(x).map(|cs| cs.map(|(c, bx)| (c, Index::scale(*n, bx))))
        }
        _ => None,
    }
}

fn diff(a: &Index, b: &Index, minus: i64) -> Option<Linear> {
    b.linear()?
        .add_scaled(-1, &a.linear()?)?
        .add_scaled(1, &Linear::constant(-minus))
}

/// Adds the forms `F ≥ 0` that the atomic fact `c` implies.
fn collect_nonneg(c: &Cond<Index>, out: &mut Vec<Linear>) {
    // max(a, b) ≤ c implies a ≤ c and b ≤ c; c ≤ min(a, b) implies c ≤ a and c ≤ b (Halide's
    // bounds asserts are written so).
    match c {
        Cond::Cmp(op @ (CmpOp::Le | CmpOp::Lt), Index::Max(a, b), r) => {
            collect_nonneg(&Cond::Cmp(*op, (**a).clone(), r.clone()), out);
            collect_nonneg(&Cond::Cmp(*op, (**b).clone(), r.clone()), out);
            return;
        }
        Cond::Cmp(op @ (CmpOp::Le | CmpOp::Lt), l, Index::Min(a, b)) => {
            collect_nonneg(&Cond::Cmp(*op, l.clone(), (**a).clone()), out);
            collect_nonneg(&Cond::Cmp(*op, l.clone(), (**b).clone()), out);
            return;
        }
        // `v = max(a, b)` (a `let` of a clamp) gives `a ≤ v` and `b ≤ v`, `v = min(…)` the
        // upper bounds, through the rules above.
        Cond::Cmp(CmpOp::Eq, a, b) if a.linear().is_none() || b.linear().is_none() => {
            collect_nonneg(&Cond::Cmp(CmpOp::Le, a.clone(), b.clone()), out);
            collect_nonneg(&Cond::Cmp(CmpOp::Le, b.clone(), a.clone()), out);
            return;
        }
        _ => {}
    }
    let mut push = |f: Option<Linear>| out.extend(f);
    match c {
        Cond::Cmp(CmpOp::Le, a, b) => push(diff(a, b, 0)),
        Cond::Cmp(CmpOp::Lt, a, b) => push(diff(a, b, 1)),
        Cond::Cmp(CmpOp::Eq, a, b) => {
            push(diff(a, b, 0));
            push(diff(b, a, 0));
        }
        Cond::Not(inner) => match inner.as_ref() {
            Cond::Cmp(CmpOp::Lt, a, b) => push(diff(b, a, 0)),
            Cond::Cmp(CmpOp::Le, a, b) => push(diff(b, a, 1)),
            Cond::Cmp(CmpOp::Ne, a, b) => {
                push(diff(a, b, 0));
                push(diff(b, a, 0));
            }
            _ => {}
        },
        _ => {}
    }
}

/// Interval bounds of single variables, from facts over one variable.
struct Bounds {
    lo: BTreeMap<String, i64>,
    hi: BTreeMap<String, i64>,
}

impl Bounds {
    fn from_forms(forms: &[Linear]) -> Bounds {
        let mut b = Bounds {
            lo: BTreeMap::new(),
            hi: BTreeMap::new(),
        };
        for f in forms {
            if f.coeffs.len() != 1 {
                continue;
            }
            let Some((v, &c)) = f.coeffs.iter().next() else {
                continue;
            };
            // c·v + k ≥ 0
            let k = f.constant;
            if c > 0 {
                // v ≥ ⌈-k / c⌉
                let Some(nk) = k.checked_neg() else { continue };
                let Some(lo) = nk
                    .div_euclid(c)
                    .checked_add(i64::from(nk.rem_euclid(c) != 0))
                else {
                    continue;
                };
                let e = b.lo.entry(v.clone()).or_insert(lo);
                *e = (*e).max(lo);
            } else if let Some(nc) = c.checked_neg() {
                // v ≤ ⌊k / -c⌋
                let hi = k.div_euclid(nc);
                let e = b.hi.entry(v.clone()).or_insert(hi);
                *e = (*e).min(hi);
            }
        }
        b
    }

    /// A lower bound of the linear form, if every variable is bounded on the needed side.
    fn lower(&self, l: &Linear) -> Option<i64> {
        let mut acc = l.constant;
        for (v, &c) in &l.coeffs {
            let bound = if c > 0 {
                self.lo.get(v)?
            } else {
                self.hi.get(v)?
            };
            acc = acc.checked_add(c.checked_mul(*bound)?)?;
        }
        Some(acc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Index {
        Index::var(n)
    }

    #[test]
    fn loop_bounds_prove_extent_positive() {
        let mut f = Facts::new();
        assert!(!f.proves_positive(&v("n")));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("x")));
        f.push(Cond::cmp(CmpOp::Lt, v("x"), v("n")));
        assert!(f.proves_positive(&v("n")));
        assert!(f.proves_positive(&Index::plus(v("n"), Index::Const(3))));
        assert!(!f.proves_positive(&Index::plus(v("n"), Index::Const(-1))));
    }

    #[test]
    fn tile_counts_and_max_bounds() {
        let mut f = Facts::new();
        let tiles = Index::floor_div(Index::plus(v("e"), Index::Const(493)), 406).unwrap();
        assert!(!f.proves_positive(&tiles));
        // Halide's output-bounds assert: max(max(r, 0) + min(e, 384), 384) <= e.
        let lhs = Index::max(
            Index::plus(
                Index::max(v("r"), Index::Const(0)),
                Index::min(v("e"), Index::Const(384)),
            ),
            Index::Const(384),
        );
        f.push(Cond::cmp(CmpOp::Le, lhs, v("e")));
        assert!(f.proves_positive(&tiles));
        assert!(f.proves_positive(&Index::plus(v("e"), Index::Const(-383))));
        assert!(!f.proves_positive(&Index::plus(v("e"), Index::Const(-384))));
        let too_big = Index::floor_div(Index::plus(v("e"), Index::Const(1)), 400).unwrap();
        assert!(!f.proves_positive(&too_big));
        // Non-negativity: e ≥ 384 so ⌊(e + 1)/400⌋ ≥ 0, and any `mod`.
        assert!(f.proves_nonneg_index(&too_big));
        assert!(f.proves_nonneg_index(&Index::modulo(v("q"), 3).unwrap()));
        assert!(!f.proves_nonneg_index(&v("q")));
        // e ≥ 384 decides max(e, 16) and min(e, 16); not max(q, 16).
        let m = Index::max(v("e"), Index::Const(16));
        assert_eq!(f.simplify(&m), v("e"));
        assert_eq!(
            f.simplify(&Index::min(v("e"), Index::Const(16))),
            Index::Const(16)
        );
        let q = Index::max(v("q"), Index::Const(16));
        assert_eq!(f.simplify(&q), q);
    }

    #[test]
    fn clamped_vector_base_plus_lane_is_in_range_by_cases() {
        // stencil_chain's `repeat_edge[min(16·(r + t224), 372) + ℓ | …]` with `t224 = max(t208, 0)`:
        // in [0, 388) for 0 ≤ r, 0 ≤ ℓ < 16 — the folded row needs no carry.
        let mut f = Facts::new();
        f.push(Cond::cmp(
            CmpOp::Eq,
            v("t"),
            Index::max(v("s"), Index::Const(0)),
        ));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("r")));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("l")));
        f.push(Cond::cmp(CmpOp::Lt, v("l"), Index::Const(16)));
        let base = Index::min(
            Index::scale(16, Index::plus(v("r"), v("t"))),
            Index::Const(372),
        );
        let x = Index::plus(base.clone(), v("l"));
        assert!(f.proves_nonneg_index(&x));
        assert!(f.proves_nonneg_index(&Index::minus(Index::Const(387), x.clone())));
        // One more lane would leave the row: not provable (and false for r large).
        let x1 = Index::plus(x.clone(), Index::Const(1));
        assert!(!f.proves_nonneg_index(&Index::minus(Index::Const(387), x1)));
        // Without the let's lower bound t ≥ 0 (t = max(s, 0)) the lower bound is not provable.
        let mut g = Facts::new();
        g.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("r")));
        g.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("l")));
        assert!(!g.proves_nonneg_index(&x));
        // A max with neither side non-negative on its own: max(a, −a) ≥ 0 by cases.
        let m = Index::max(v("a"), Index::scale(-1, v("a")));
        assert!(Facts::new().proves_nonneg_index(&Index::plus(m, Index::Const(0))));
    }

    #[test]
    fn assertion_facts() {
        let mut f = Facts::new();
        f.push(Cond::negate(Cond::cmp(CmpOp::Lt, v("m"), Index::Const(8))));
        assert!(f.proves_positive(&v("m")));
        assert!(f.proves_positive(&Index::plus(v("m"), Index::Const(-7))));
        assert!(!f.proves_positive(&Index::plus(v("m"), Index::Const(-8))));
        assert!(!f.proves_positive(&Index::scale(-1, v("m"))));
    }
}
