//! Verification conditions: sets of equalities `E1⟨j⟩ = E2⟨k⟩` (thesis §5.4: "C is implemented
//! using a Presburger relation and represents a set of constraints").
//!
//! A constraint set is a Presburger set of wrapped pairs `[E1⟨j⟩ → E2⟨k⟩]` over the parameters;
//! each element asks the SMT layer to prove `E1[j] = E2[k]`.

use std::fmt;

use super::aff::Aff;
use super::ctx::Ctx;
use super::error::PResult;
use super::isl_ops::{UMap, USet};
use super::params::{ParamSet, Point};
use super::pieces::{constraint_piece, ConstraintPiece};
use super::subst;
use super::value::SymbolicValue;

/// A set of equalities between template instances.
pub struct Constraints {
    pub(crate) inner: USet,
}

impl Constraints {
    /// No constraint (S-SKIP: C = ∅).
    pub fn empty(ctx: &Ctx) -> PResult<Constraints> {
        Ok(Constraints {
            inner: USet::empty(ctx)?,
        })
    }

    /// `(v̂1 = v̂2)`: every tuple of `lhs` must equal every tuple of `rhs` (S-ASSIGN:
    /// `Ĉ = (⟦e⟧_h = {decompose(t)})`).
    ///
    /// The product's pieces are pairs of pieces of the operands; the pairs are built without
    /// coalescing, and the set of pairs is coalesced once (`UMap::wrap_set`).
    pub fn equate(lhs: &SymbolicValue, rhs: &SymbolicValue) -> PResult<Constraints> {
        let m = UMap::from_domain_and_range_uncoalesced(&lhs.inner, &rhs.inner)?;
        Ok(Constraints {
            inner: m.wrap_set()?,
        })
    }

    pub(crate) fn from_pairs(pairs: &UMap) -> PResult<Constraints> {
        Ok(Constraints {
            inner: pairs.range()?,
        })
    }

    /// The context of this set.
    pub fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// `C1 ∪ C2` (S-SEQ).
    pub fn union(&self, o: &Constraints) -> PResult<Constraints> {
        Ok(Constraints {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `C ∩ ι` (S-IF).
    pub fn restrict(&self, c: &ParamSet) -> PResult<Constraints> {
        Ok(Constraints {
            inner: self.inner.intersect_params(&c.inner)?,
        })
    }

    /// `⋃_{lo ≤ x < hi} C` (S-SEQLOOP, S-PARLOOP).
    pub fn union_over(&self, x: &str, lo: &Aff, hi: &Aff) -> PResult<Constraints> {
        Ok(Constraints {
            inner: subst::union_over(&self.inner, x, lo, hi)?,
        })
    }

    /// `∃ xs. C ∩ p`: `C` restricted to `p` with the variables `xs` projected out, coalesced
    /// once (after the projection). S-ASSIGN closes its condition over every loop and `let`
    /// variable around it this way (see `Evaluator::close_obligation`).
    pub fn restrict_project(&self, p: &ParamSet, xs: &[&str]) -> PResult<Constraints> {
        let restricted = self.inner.intersect_params_uncoalesced(&p.inner)?;
        Ok(Constraints {
            inner: restricted.project_params(xs)?,
        })
    }

    /// `∃ xs. C ∩ p` as the projections leave it, not coalesced: the same set as
    /// [`Constraints::restrict_project`] in more basic sets. For conditions whose basic sets
    /// are decided one by one anyway (S-ASSIGN's, see `Evaluator::close_obligation`), where
    /// coalescing after the projection of many loop variables costs more than the extra
    /// disjuncts do.
    pub fn restrict_project_uncoalesced(&self, p: &ParamSet, xs: &[&str]) -> PResult<Constraints> {
        let restricted = self.inner.intersect_params_uncoalesced(&p.inner)?;
        Ok(Constraints {
            inner: restricted.project_params_uncoalesced(xs)?,
        })
    }

    /// Disjunct `i` of `piece` (one of [`Constraints::pieces`]) without the parameter values
    /// in `a`: `None` when none of its parameter values is in `a`; otherwise its equalities for
    /// the values outside `a` (exact; possibly empty). An error when the piece's disjuncts are
    /// not the basic sets of this set's component.
    pub fn disjunct_excluding(
        &self,
        piece: &ConstraintPiece,
        i: usize,
        a: &ParamSet,
    ) -> PResult<Option<Constraints>> {
        let component = (piece.component, piece.disjuncts.len());
        let rest = self
            .inner
            .disjunct_excluding_params(component, i, &a.inner)?;
        Ok(rest.map(|inner| Constraints { inner }))
    }

    /// Whether both hold the same equalities for the same parameter values.
    pub fn is_equal(&self, o: &Constraints) -> PResult<bool> {
        self.inner.is_equal(&o.inner)
    }

    /// Whether some constraint mentions the variable `x`.
    pub fn involves(&self, x: &str) -> PResult<bool> {
        self.inner.involves_param(x)
    }

    /// `C[x := e]` (S-LET).
    pub fn substitute_aff(&self, x: &str, e: &Aff) -> PResult<Constraints> {
        Ok(Constraints {
            inner: subst::substitute_aff(&self.inner, x, e)?,
        })
    }

    /// Number of basic sets (profiling).
    pub fn n_basic(&self) -> PResult<usize> {
        self.inner.n_basic()
    }

    /// Whether there is no constraint for any parameter valuation.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }

    /// `Γ ⊢ C = ∅`.
    pub fn is_empty_under(&self, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?.is_empty()
    }

    /// One instance (parameters and the flattened hole values), or `None`.
    pub fn sample(&self) -> PResult<Option<Point>> {
        Ok(self.inner.sample()?.map(Point::from_raw))
    }

    /// `gist(C, Γ)`: simpler constraints equal to `C` wherever Γ holds (only meaningful under Γ).
    pub fn simplify_under(&self, gamma: &ParamSet) -> PResult<Constraints> {
        Ok(Constraints {
            inner: self.inner.gist_params(&gamma.inner)?,
        })
    }

    /// The components, one per pair of templates, for the SMT layer.
    pub fn pieces(&self) -> PResult<Vec<ConstraintPiece>> {
        let ctx = self.ctx().clone();
        self.inner
            .sets()?
            .into_iter()
            .enumerate()
            .map(|(k, s)| constraint_piece(&ctx, s, k))
            .collect()
    }

    /// isl's text of the component that [`Constraints::pieces`] gives at position `k`.
    pub fn component_text(&self, k: usize) -> String {
        let ctx = self.ctx().clone();
        let text = self.inner.sets().and_then(|sets| match sets.get(k) {
            Some(s) => ctx.print(|| s.to_str()),
            None => Ok(format!("<no component {k}>")),
        });
        text.unwrap_or_else(|e| format!("<{e}>"))
    }

    /// isl's text of the set.
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

impl fmt::Debug for Constraints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "Constraints({t})"),
            Err(e) => write!(f, "Constraints(<{e}>)"),
        }
    }
}
