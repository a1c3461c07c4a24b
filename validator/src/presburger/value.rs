//! Symbolic values: Presburger sets of template tuples `E⟨j1..jm⟩` (thesis §5.2 "Symbolic
//! Values", Fig. 5.1).

use std::fmt;

use isl_rs::UnionMap;

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use super::error::{PResult, PresburgerError};
use super::interner::TemplateId;
use super::isl_ops::{set_tuple_name, UMap, USet};
use super::locations::{conj, tuple_formula};
use super::params::{ParamSet, Point};
use super::pieces::{value_piece, ValuePiece};
use super::subst;

/// A symbolic value: a set of expression-template tuples `E⟨ι1..ιm⟩` (tuple name = interned
/// template id, coordinates = the affine hole values). Several templates may coexist; the value
/// need not be single-valued (Eq. 5.1).
pub struct SymbolicValue {
    pub(crate) inner: USet,
}

impl SymbolicValue {
    /// The empty value (e.g. a read of a location absent from the heap).
    pub fn empty(ctx: &Ctx) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: USet::empty(ctx)?,
        })
    }

    /// `{E⟨ι1, …, ιm⟩}` for a template and its hole expressions (decompose(t), §5.2; also
    /// `⟦x⟧_h = {□⟨x⟩}` with the one-hole template □).
    pub fn template(ctx: &Ctx, id: TemplateId, holes: &[Aff]) -> PResult<SymbolicValue> {
        Self::template_if(ctx, id, holes, &Cond::True)
    }

    /// `{E⟨ι1, …, ιm⟩ : c}`.
    pub fn template_if(
        ctx: &Ctx,
        id: TemplateId,
        holes: &[Aff],
        c: &Cond,
    ) -> PResult<SymbolicValue> {
        let mut r = Renderer::new(ctx);
        let (dims, mut eqs) = tuple_formula(&mut r, "j", holes)?;
        eqs.push(r.cond(c, true)?);
        let text = format!(
            "{}{{ {}[{}] : {} }}",
            r.param_prefix(),
            id.tuple_name(),
            dims.join(", "),
            conj(eqs)
        );
        Ok(SymbolicValue {
            inner: USet::read(ctx, &text)?,
        })
    }

    /// Number of basic sets (profiling).
    pub fn n_basic(&self) -> PResult<usize> {
        self.inner.n_basic()
    }

    /// The context of this value.
    pub fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// A copy (isl reference count).
    pub fn try_clone(&self) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: self.inner.copy()?,
        })
    }

    /// `v̂1 ∪ v̂2`.
    pub fn union(&self, o: &SymbolicValue) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `v̂ ∩ ι` (S-IF, `select` branches).
    pub fn restrict(&self, c: &ParamSet) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: self.inner.intersect_params(&c.inner)?,
        })
    }

    /// Symbolic lifting of a binary construct (§5.2 "Symbolic Lifting"): for every pair of
    /// templates `E1⟨e1⟩ : φ1` of `self` and `E2⟨e2⟩ : φ2` of `other`, the template
    /// `combine(E1, E2)` with holes `e1` followed by `e2`, under `φ1 ∧ φ2`. `combine` must return
    /// the id of `E1[□1..□n1] op E2[□n1+1..]`, interned by the caller.
    pub fn lift2(
        &self,
        other: &SymbolicValue,
        mut combine: impl FnMut(TemplateId, TemplateId) -> TemplateId,
    ) -> PResult<SymbolicValue> {
        let ctx = self.ctx().clone();
        ctx.same(other.ctx())?;
        let mut out = Vec::new();
        for s1 in self.inner.sets()? {
            let t1 = template_of(&set_tuple_name(&ctx, &s1)?)?;
            for s2 in other.inner.sets()? {
                let t2 = template_of(&set_tuple_name(&ctx, &s2)?)?;
                let t = combine(t1, t2);
                let a = ctx.lift(s1.copy())?;
                let b = ctx.lift(s2.copy())?;
                // The pairs of pieces whose conditions contradict each other (most of them
                // when both operands read neighbouring cells) are dropped here, one tableau
                // each, before `from_sets` coalesces the rest (quadratic in their number).
                let p = ctx.lift(ctx.lift(a.flat_product(b))?.remove_redundancies())?;
                out.push(ctx.lift(p.set_tuple_name(&t.tuple_name()))?);
            }
        }
        Ok(SymbolicValue {
            inner: USet::from_sets(&ctx, out)?,
        })
    }

    /// Renames the template of every tuple (`f(v̂)` for a unary construct, §5.2).
    pub fn lift1(&self, mut map: impl FnMut(TemplateId) -> TemplateId) -> PResult<SymbolicValue> {
        let ctx = self.ctx().clone();
        let mut out = Vec::new();
        for s in self.inner.sets()? {
            let t = template_of(&set_tuple_name(&ctx, &s)?)?;
            out.push(ctx.lift(s.set_tuple_name(&map(t).tuple_name()))?);
        }
        Ok(SymbolicValue {
            inner: USet::from_sets(&ctx, out)?,
        })
    }

    /// `v(v̂)`: a single-valued restriction of the value (§5.2, Theorem 5.2.1). Within a
    /// template the lexicographically largest hole tuple is kept; across templates the one with
    /// the smallest id wins.
    pub fn pick_single(&self) -> PResult<SymbolicValue> {
        let ctx = self.ctx().clone();
        let mut sets = Vec::new();
        for s in self.inner.sets()? {
            let t = template_of(&set_tuple_name(&ctx, &s)?)?;
            sets.push((t, s));
        }
        sets.sort_by_key(|(t, _)| *t);
        let mut acc = UMap::empty(&ctx)?;
        for (_, s) in sets {
            let s = ctx.lift(s.lexmax())?;
            let u = USet::from_sets(&ctx, vec![s])?;
            let m = UMap {
                map: ctx.lift(UnionMap::from_range(u.copy_raw()?))?,
                ctx: ctx.clone(),
            };
            let taken = acc.domain()?;
            acc = acc.union(&m.subtract_domain(&taken)?)?;
        }
        Ok(SymbolicValue {
            inner: acc.range()?,
        })
    }

    /// Whether the value has at most one tuple for every parameter valuation under Γ.
    pub fn is_single_valued_under(&self, gamma: &ParamSet) -> PResult<bool> {
        let r = self.restrict(gamma)?;
        let ctx = self.ctx();
        let m = UMap {
            map: ctx.lift(UnionMap::from_range(r.inner.copy_raw()?))?,
            ctx: ctx.clone(),
        };
        m.is_single_valued()
    }

    /// `⋃_{lo ≤ x < hi} v̂`.
    pub fn union_over(&self, x: &str, lo: &Aff, hi: &Aff) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: subst::union_over(&self.inner, x, lo, hi)?,
        })
    }

    /// `v̂[x := e]`.
    pub fn substitute_aff(&self, x: &str, e: &Aff) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: subst::substitute_aff(&self.inner, x, e)?,
        })
    }

    /// Whether the value is empty for every parameter valuation.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }

    /// `Γ ⊢ v̂ = ∅`.
    pub fn is_empty_under(&self, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?.is_empty()
    }

    /// `Γ ⊢ v̂1 = v̂2` as sets of template tuples.
    pub fn is_equal_under(&self, o: &SymbolicValue, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_equal(&o.restrict(gamma)?.inner)
    }

    /// `Γ ⊢ v̂1 ⊆ v̂2`.
    pub fn is_subset_under(&self, o: &SymbolicValue, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_subset(&o.restrict(gamma)?.inner)
    }

    /// The parameter valuations for which the value is non-empty.
    pub fn params(&self) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.params()?,
        })
    }

    /// A witness tuple (the `tuple` of the point is the template's isl tuple name `_T<id>`).
    pub fn sample(&self) -> PResult<Option<Point>> {
        Ok(self.inner.sample()?.map(Point::from_raw))
    }

    /// `gist(v̂, Γ)`: a simpler value equal to `v̂` wherever Γ holds (only meaningful under Γ).
    pub fn simplify_under(&self, gamma: &ParamSet) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: self.inner.gist_params(&gamma.inner)?,
        })
    }

    /// The pieces that hold one function of the parameters merged (see `value_merge`): a value
    /// equal to this one at every valuation of Γ where this one has a tuple, with fewer pieces;
    /// `None` when no such merge is found. Where this value has no tuple the result may have
    /// some, so it replaces this value only where every valuation of Γ is known to have one.
    pub fn merge_functional_pieces(&self, gamma: &ParamSet) -> PResult<Option<SymbolicValue>> {
        Ok(
            super::value_merge::merge_functional_pieces(&self.inner, &gamma.inner)?
                .map(|inner| SymbolicValue { inner }),
        )
    }

    /// The value's parts of one template space each (their union is the value).
    pub fn split_spaces(&self) -> PResult<Vec<SymbolicValue>> {
        let ctx = self.ctx().clone();
        self.inner
            .sets()?
            .into_iter()
            .map(|s| {
                Ok(SymbolicValue {
                    inner: USet::from_sets(&ctx, vec![s])?,
                })
            })
            .collect()
    }

    /// The template components, for the SMT layer.
    pub fn pieces(&self) -> PResult<Vec<ValuePiece>> {
        let ctx = self.ctx().clone();
        self.inner
            .sets()?
            .into_iter()
            .map(|s| value_piece(&ctx, s))
            .collect()
    }

    /// isl's text of the value.
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

/// The template id of a tuple name.
pub(crate) fn template_of(name: &Option<String>) -> PResult<TemplateId> {
    name.as_deref()
        .and_then(TemplateId::from_tuple_name)
        .ok_or_else(|| PresburgerError::Invalid(format!("not a template tuple: {name:?}")))
}

impl fmt::Debug for SymbolicValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "SymbolicValue({t})"),
            Err(e) => write!(f, "SymbolicValue(<{e}>)"),
        }
    }
}
