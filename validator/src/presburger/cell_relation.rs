//! Relations between cells of named arrays, `{A[i..] → B[f(i)..] : c(i)}`: which cells a cell's
//! definition reads (used for the specification's tensors, whose equations read other tensors
//! at quasi-affine indices).

use std::fmt;

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use super::error::PResult;
use super::isl_ops::UMap;
use super::locations::{conj, tuple_formula, LocationSet};

/// A relation from cells of arrays to cells of arrays.
pub struct CellRelation {
    pub(crate) inner: UMap,
}

impl CellRelation {
    /// The empty relation.
    pub fn empty(ctx: &Ctx) -> PResult<CellRelation> {
        Ok(CellRelation {
            inner: UMap::empty(ctx)?,
        })
    }

    /// `{from[v..] → to[indices(v)..] : c(v)}`: the variables `vars` become the coordinates of
    /// the source cell; every other name in `indices` and `c` is a parameter. The names in
    /// `vars` must not be used as parameters anywhere else (fresh names, [`Ctx::fresh_var`]).
    pub fn access(
        ctx: &Ctx,
        from: &str,
        vars: &[String],
        to: &str,
        indices: &[Aff],
        c: &Cond,
    ) -> PResult<CellRelation> {
        let mut r = Renderer::new(ctx);
        let (dims, mut eqs) = tuple_formula(&mut r, "o", indices)?;
        eqs.push(r.cond(c, true)?);
        let source: Vec<String> = vars.iter().map(|v| ctx.isl_name(v)).collect();
        for v in &source {
            r.params.remove(v);
        }
        let text = format!(
            "{}{{ {}[{}] -> {}[{}] : {} }}",
            r.param_prefix(),
            ctx.isl_name(from),
            source.join(", "),
            ctx.isl_name(to),
            dims.join(", "),
            conj(eqs)
        );
        Ok(CellRelation {
            inner: UMap::read(ctx, &text)?,
        })
    }

    /// `R1 ∪ R2`.
    pub fn union(&self, o: &CellRelation) -> PResult<CellRelation> {
        Ok(CellRelation {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `R⁺ = R ∪ R∘R ∪ …` when isl computes it exactly, `None` when it can only
    /// over-approximate it.
    pub fn closure(&self) -> PResult<Option<CellRelation>> {
        let (closure, exact) = self.closure_or_superset()?;
        Ok(exact.then_some(closure))
    }

    /// `{ℓ → ℓ' : ℓ ∈ from ∧ ℓ' ∈ to}` for each valuation of the parameters: the two sets
    /// are joined on the parameters they share.
    pub fn between(from: &LocationSet, to: &LocationSet) -> PResult<CellRelation> {
        Ok(CellRelation {
            inner: UMap::from_domain_and_range(&from.inner, &to.inner)?,
        })
    }

    /// `∃ xs. R`: the parameters `xs` projected out.
    pub fn project_params(&self, xs: &[&str]) -> PResult<CellRelation> {
        Ok(CellRelation {
            inner: self.inner.project_params(xs)?,
        })
    }

    /// A superset of `R⁺ = R ∪ R∘R ∪ …` (isl's transitive closure), and whether it is `R⁺`
    /// exactly.
    pub fn closure_or_superset(&self) -> PResult<(CellRelation, bool)> {
        let (inner, exact) = self.inner.transitive_closure()?;
        Ok((CellRelation { inner }, exact))
    }

    /// `R(S) = {ℓ' : ∃ℓ ∈ S. ℓ → ℓ' ∈ R}`: the cells that `s` reaches.
    pub fn image(&self, s: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: s.inner.apply(&self.inner)?,
        })
    }

    /// `R⁻¹(S) = {ℓ : ∃ℓ' ∈ S. ℓ → ℓ' ∈ R}`: the cells that reach `s`.
    pub fn preimage(&self, s: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: s.inner.apply(&self.inner.reverse()?)?,
        })
    }

    /// Whether the relation is empty for every parameter valuation.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }
}

impl fmt::Debug for CellRelation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "CellRelation({t})"),
            Err(e) => write!(f, "CellRelation(<{e}>)"),
        }
    }
}
