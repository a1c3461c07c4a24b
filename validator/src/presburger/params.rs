//! Sets of parameter valuations: path conditions Γ and affine conditions (thesis §4.4, type 𝔹).

use std::fmt;

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use super::error::PResult;
use super::isl_ops::{PSet, RawPoint, INTERSECT_COALESCE_MAX};

/// A Presburger set of valuations of the named parameters (program parameters and loop
/// variables). Used as the context Γ of entailment checks (`Γ ⊢ …`) and for the conditions of
/// `if` (S-IF: `Δh ∩ ι` and `Δh ∩ ¬ι`).
pub struct ParamSet {
    pub(crate) inner: PSet,
}

/// A concrete point of a Presburger set, e.g. a counterexample: parameter values (user names)
/// and, for sets of locations, the array and the indices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    /// Values of the parameters, by user name.
    pub params: Vec<(String, i64)>,
    /// The tuple (array name or template tuple), if the set has one.
    pub tuple: Option<String>,
    /// The tuple coordinates.
    pub coords: Vec<i64>,
}

impl Point {
    /// The value of parameter `name`, if the point has it.
    pub fn param(&self, name: &str) -> Option<i64> {
        self.params.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }

    pub(crate) fn from_raw(p: RawPoint) -> Point {
        Point {
            params: p.params,
            tuple: p.tuple,
            coords: p.coords,
        }
    }
}

impl ParamSet {
    /// The valuations satisfying `c` (all variables of `c` become parameters).
    pub fn from_cond(ctx: &Ctx, c: &Cond) -> PResult<ParamSet> {
        let mut r = Renderer::new(ctx);
        let body = r.cond(c, true)?;
        let text = format!("{}{{ : {body} }}", r.param_prefix());
        Ok(ParamSet {
            inner: PSet::read(ctx, &text)?,
        })
    }

    /// All valuations (the empty context Γ).
    pub fn universe(ctx: &Ctx) -> PResult<ParamSet> {
        Self::from_cond(ctx, &Cond::True)
    }

    /// `lo ≤ x < hi`.
    pub fn range(ctx: &Ctx, x: &str, lo: &Aff, hi: &Aff) -> PResult<ParamSet> {
        Self::from_cond(ctx, &Cond::in_range(x, lo.clone(), hi.clone()))
    }

    /// The context of this set.
    pub fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// A copy (isl reference count).
    pub fn try_clone(&self) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.copy()?,
        })
    }

    /// Γ ∧ Γ' (adding a path condition).
    pub fn and(&self, o: &ParamSet) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.intersect(&o.inner)?,
        })
    }

    /// Γ ∧ Γ' for a set used once, as the restriction of a condition about to be projected:
    /// coalesced only while Γ has at most [`INTERSECT_COALESCE_MAX`] basic sets (the bound of
    /// an intersection with a convex set), otherwise each pair of basic sets intersected and
    /// the empty ones dropped (the same set; coalescing a large Γ's pieces again for every
    /// fact costs more than the pieces it saves).
    pub fn and_for_restriction(&self, o: &ParamSet) -> PResult<ParamSet> {
        if self.n_basic()? > INTERSECT_COALESCE_MAX {
            Ok(ParamSet {
                inner: self.inner.intersect_uncoalesced(&o.inner)?,
            })
        } else {
            self.and(o)
        }
    }

    /// The polyhedral hull of Γ: one basic set that contains it (an over-approximation;
    /// exact when Γ is convex).
    pub fn hull(&self) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.polyhedral_hull()?,
        })
    }

    /// Γ ∨ Γ'.
    pub fn or(&self, o: &ParamSet) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `self ∧ ¬o`, without building `¬o` over the whole space (isl's subtraction: the
    /// complement of a union of many basic sets can be far larger than what is left of `self`).
    pub fn minus(&self, o: &ParamSet) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.subtract(&o.inner)?,
        })
    }

    /// ¬Γ (S-IF: the `else` branch runs under ¬ι).
    pub fn negate(&self) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.complement()?,
        })
    }

    /// `gist(self, Γ)`: a set that agrees with `self` wherever Γ holds, with the constraints Γ
    /// implies left out (its complement then has few disjuncts).
    pub fn simplify_under(&self, gamma: &ParamSet) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.gist(&gamma.inner)?,
        })
    }

    /// ∃x. Γ.
    pub fn project_out(&self, x: &str) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.project_param(x)?,
        })
    }

    /// `∃ y. Γ` for every parameter `y` of the set not in `keep`: the valuations of the
    /// `keep` names for which some valuation of the others satisfies Γ.
    pub fn project_onto(&self, keep: &std::collections::BTreeSet<String>) -> PResult<ParamSet> {
        let mut inner = self.inner.copy()?;
        for name in self.inner.param_names()? {
            if !keep.contains(&name) {
                inner = inner.project_param(&name)?;
            }
        }
        Ok(ParamSet { inner })
    }

    /// Number of basic sets (disjuncts) of isl's representation (profiling).
    pub fn n_basic(&self) -> PResult<usize> {
        self.inner.n_basic()
    }

    /// The convex pieces (basic sets) of the set's representation; their union is the set
    /// (they may overlap).
    pub fn convex_pieces(&self) -> PResult<Vec<ParamSet>> {
        Ok(self
            .inner
            .basic_sets()?
            .into_iter()
            .map(|inner| ParamSet { inner })
            .collect())
    }

    /// Whether no valuation satisfies the set.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }

    /// Whether no valuation satisfies both sets (`self ∧ o` is empty), decided without
    /// building or coalescing their intersection.
    pub fn is_disjoint(&self, o: &ParamSet) -> PResult<bool> {
        self.inner.is_disjoint(&o.inner)
    }

    /// `self ⊆ o`, i.e. `self ⊢ o` (entailment).
    pub fn is_subset(&self, o: &ParamSet) -> PResult<bool> {
        self.inner.is_subset(&o.inner)
    }

    /// Set equality.
    pub fn is_equal(&self, o: &ParamSet) -> PResult<bool> {
        self.inner.is_equal(&o.inner)
    }

    /// Γ ⊢ c: every valuation of Γ satisfies `c`.
    pub fn entails(&self, c: &Cond) -> PResult<bool> {
        let s = ParamSet::from_cond(self.ctx(), c)?;
        self.is_subset(&s)
    }

    /// The names of the parameters the set mentions.
    pub fn param_names(&self) -> PResult<Vec<String>> {
        self.inner.param_names()
    }

    /// `-b ≤ p ≤ b` for every parameter `p` in `names`.
    pub fn bounded(ctx: &Ctx, names: &[String], b: i64) -> PResult<ParamSet> {
        let c = names.iter().fold(Cond::True, |c, n| {
            c.and(Cond::in_range(n, Aff::cst(-b), Aff::cst(b + 1)))
        });
        ParamSet::from_cond(ctx, &c)
    }

    /// One valuation of the set (a counterexample), or `None` if it is empty.
    pub fn sample(&self) -> PResult<Option<Point>> {
        if self.is_empty()? {
            return Ok(None);
        }
        Ok(self.inner.sample()?.map(Point::from_raw))
    }

    /// The set as a disjunction of conjunctions of constraints over the parameters' names
    /// (exact; for the SMT layer).
    pub fn dnf(&self) -> PResult<Vec<Vec<super::Constraint>>> {
        let s = self.inner.ctx.lift(self.inner.set.copy())?;
        super::pieces::set_dnf(&self.inner.ctx, s, &[])
    }

    /// isl's text of the set (isl identifiers; plain names are unchanged).
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

impl fmt::Debug for ParamSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "ParamSet({t})"),
            Err(e) => write!(f, "ParamSet(<{e}>)"),
        }
    }
}
