//! Symbolic locations and sets of locations (thesis §5.2 "Symbolic location"; read sets R,
//! write sets dom Δh, in-bounds boxes of S-ASSIGN).

use std::collections::BTreeMap;
use std::fmt;

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use super::error::PResult;
use super::heap::SymbolicHeap;
use super::isl_ops::{set_tuple_name, USet};
use super::params::{ParamSet, Point};
use super::relation::Relation;
use super::subst;
use super::value::SymbolicValue;

/// A Presburger set of array locations `a⟨i1..in⟩` (tuple name = array name); several arrays
/// coexist. A symbolic location ℓ̂ is the single-valued case built by [`LocationSet::location`].
pub struct LocationSet {
    pub(crate) inner: USet,
}

/// Renders `{ tuple[_p0, …] : _p0 = e0 and … and cond }` bodies.
pub(crate) fn tuple_formula(
    r: &mut Renderer<'_>,
    prefix: &str,
    exprs: &[Aff],
) -> PResult<(Vec<String>, Vec<String>)> {
    let mut dims = Vec::new();
    let mut eqs = Vec::new();
    for (k, e) in exprs.iter().enumerate() {
        let d = format!("_{prefix}{k}");
        eqs.push(r.equals(&d, e)?);
        dims.push(d);
    }
    Ok((dims, eqs))
}

pub(crate) fn conj(parts: Vec<String>) -> String {
    if parts.is_empty() {
        "0 = 0".to_string()
    } else {
        parts.join(" and ")
    }
}

impl LocationSet {
    /// The empty set ∅.
    pub fn empty(ctx: &Ctx) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: USet::empty(ctx)?,
        })
    }

    /// Every cell of an `n`-dimensional array, `{a⟨i1, …, in⟩}`.
    pub fn universe(ctx: &Ctx, array: &str, n: usize) -> PResult<LocationSet> {
        let dims: Vec<String> = (0..n).map(|k| format!("_i{k}")).collect();
        let text = format!("{{ {}[{}] }}", ctx.isl_name(array), dims.join(", "));
        Ok(LocationSet {
            inner: USet::read(ctx, &text)?,
        })
    }

    /// The symbolic location `{a⟨ι1, …, ιn⟩}` (a singleton for each parameter valuation).
    pub fn location(ctx: &Ctx, array: &str, indices: &[Aff]) -> PResult<LocationSet> {
        Self::location_if(ctx, array, indices, &Cond::True)
    }

    /// `{a⟨ι1, …, ιn⟩ : c}`.
    pub fn location_if(ctx: &Ctx, array: &str, indices: &[Aff], c: &Cond) -> PResult<LocationSet> {
        let mut r = Renderer::new(ctx);
        let name = ctx.isl_name(array);
        let (dims, mut eqs) = tuple_formula(&mut r, "i", indices)?;
        eqs.push(r.cond(c, true)?);
        let text = format!(
            "{}{{ {name}[{}] : {} }}",
            r.param_prefix(),
            dims.join(", "),
            conj(eqs)
        );
        Ok(LocationSet {
            inner: USet::read(ctx, &text)?,
        })
    }

    /// The allocated cells `{a⟨x1..xn⟩ | 0 ≤ x_i < ι'_i}` (S-ASSIGN in-bounds side condition,
    /// S-ALLOCATE).
    pub fn boxed(ctx: &Ctx, array: &str, extents: &[Aff]) -> PResult<LocationSet> {
        let mut r = Renderer::new(ctx);
        let name = ctx.isl_name(array);
        let mut dims = Vec::new();
        let mut cons = Vec::new();
        for (k, e) in extents.iter().enumerate() {
            let d = format!("_i{k}");
            let bound = format!("_u{k}");
            let eq = r.equals(&bound, e)?;
            cons.push(format!("(exists ({bound} : {eq} and 0 <= {d} < {bound}))"));
            dims.push(d);
        }
        let text = format!(
            "{}{{ {name}[{}] : {} }}",
            r.param_prefix(),
            dims.join(", "),
            conj(cons)
        );
        Ok(LocationSet {
            inner: USet::read(ctx, &text)?,
        })
    }

    /// Number of basic sets (profiling).
    pub fn n_basic(&self) -> PResult<usize> {
        self.inner.n_basic()
    }

    /// The context of this set.
    pub fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// A copy (isl reference count).
    pub fn try_clone(&self) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.copy()?,
        })
    }

    /// `R1 ∪ R2` (coalesced).
    pub fn union(&self, o: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `R1 ∪ R2` without coalescing: for sets that are only subtracted from or tested
    /// against others, where coalescing costs more than the extra basic sets (a store's reads
    /// at clamped input coordinates can have thousands of basic sets, and coalescing is
    /// quadratic in their number).
    pub fn union_uncoalesced(&self, o: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.union_uncoalesced(&o.inner)?,
        })
    }

    /// `R1 ∩ R2`.
    pub fn intersect(&self, o: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.intersect(&o.inner)?,
        })
    }

    /// `R1 ∩ R2` without coalescing, for a set projected at once (the projection coalesces).
    pub fn intersect_for_projection(&self, o: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.intersect_uncoalesced(&o.inner)?,
        })
    }

    /// `R1 − R2`.
    pub fn subtract(&self, o: &LocationSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.subtract(&o.inner)?,
        })
    }

    /// `R ∩ ι` (S-IF: the part of the set under a path condition).
    pub fn restrict(&self, c: &ParamSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.intersect_params(&c.inner)?,
        })
    }

    /// `R ∩ ι` without coalescing, for a set projected at once (the projection coalesces).
    pub fn restrict_for_projection(&self, c: &ParamSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.intersect_params_uncoalesced(&c.inner)?,
        })
    }

    /// `gist(R, Γ)`: a simpler set equal to `R` wherever Γ holds (only meaningful under Γ).
    pub fn simplify_under(&self, gamma: &ParamSet) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.gist_params(&gamma.inner)?,
        })
    }

    /// `R ∖ a` (S-ALLOCATE: locations of array `a` leave the set).
    pub fn remove_array(&self, array: &str) -> PResult<LocationSet> {
        let ctx = self.ctx();
        let name = ctx.isl_name(array);
        let mut keep = Vec::new();
        for s in self.inner.sets()? {
            if set_tuple_name(ctx, &s)?.as_deref() != Some(name.as_str()) {
                keep.push(s);
            }
        }
        Ok(LocationSet {
            inner: USet::from_sets(ctx, keep)?,
        })
    }

    /// The set split by array: each array's name with its locations.
    pub fn by_array(&self) -> PResult<BTreeMap<String, LocationSet>> {
        let ctx = self.ctx();
        let mut parts: BTreeMap<String, Vec<_>> = BTreeMap::new();
        for s in self.inner.sets()? {
            if let Some(n) = set_tuple_name(ctx, &s)? {
                parts.entry(ctx.user_name(&n)).or_default().push(s);
            }
        }
        parts
            .into_iter()
            .map(|(a, sets)| {
                Ok((
                    a,
                    LocationSet {
                        inner: USet::from_sets(ctx, sets)?,
                    },
                ))
            })
            .collect()
    }

    /// The cells (of one array) with the values of the parameters `xs` prepended to their
    /// coordinates (any value where the set does not depend on one), under the array name
    /// `tuple`: one cell per instance of an array allocated inside loops over `xs`. The
    /// parameters stay.
    pub fn with_params_as_coordinates(&self, xs: &[String], tuple: &str) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.with_params_as_dims(xs, tuple)?,
        })
    }

    /// `∃ xs. R`: the parameters `xs` projected out.
    pub fn project_params(&self, xs: &[&str]) -> PResult<LocationSet> {
        if xs.is_empty() {
            return self.try_clone();
        }
        Ok(LocationSet {
            inner: self.inner.project_params(xs)?,
        })
    }

    /// `⋃_{lo ≤ x < hi} R` (add the bounds, project out x).
    pub fn union_over(&self, x: &str, lo: &Aff, hi: &Aff) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: subst::union_over(&self.inner, x, lo, hi)?,
        })
    }

    /// `R[x := e]`.
    pub fn substitute_aff(&self, x: &str, e: &Aff) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: subst::substitute_aff(&self.inner, x, e)?,
        })
    }

    /// `R[x := R2]` with `R2` a relation from locations to `[x]` values (Def. 5.2.3).
    pub fn substitute(&self, x: &str, r2: &Relation) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: subst::substitute_rel(&self.inner, &[x], &r2.inner)?,
        })
    }

    /// `bind_x(R)`: each location mapped to the values of x for which it is in R.
    pub fn bind(&self, x: &str) -> PResult<Relation> {
        Ok(Relation {
            inner: subst::bind(&self.inner, x, None)?,
        })
    }

    /// `bind_{lo ≤ x < hi}(R) = bind_x(R) ∩ {lo ≤ x < hi}`.
    pub fn bind_range(&self, x: &str, lo: &Aff, hi: &Aff) -> PResult<Relation> {
        Ok(Relation {
            inner: subst::bind(&self.inner, x, Some((lo, hi)))?,
        })
    }

    /// `h(ℓ̂)`: the symbolic value stored at these locations in `h` (thesis §5.2, Fig. 5.1
    /// `⟦a[ι..]⟧_h = h({a⟨ι..⟩})`).
    pub fn read_in(&self, h: &SymbolicHeap) -> PResult<SymbolicValue> {
        Ok(SymbolicValue {
            inner: self.inner.apply(&h.inner)?,
        })
    }

    /// Whether the set is empty for every parameter valuation.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }

    /// `Γ ⊢ R = ∅`.
    pub fn is_empty_under(&self, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?.is_empty()
    }

    /// A point of `R ∩ Γ` (parameters satisfying Γ and a location of R), or `None` when
    /// `Γ ⊢ R = ∅`. The product of R and Γ is not coalesced, for the emptiness check nor for
    /// the witness: a point needs one non-empty disjunct, and coalescing the product (a clamped
    /// read's basic sets times those of a Γ of several, as when a store's reads outside the
    /// input are sampled for a witness) is quadratic in its number of pieces.
    pub fn sample_under(&self, gamma: &ParamSet) -> PResult<Option<Point>> {
        let product = self.inner.intersect_params_uncoalesced(&gamma.inner)?;
        Ok(product.sample()?.map(Point::from_raw))
    }

    /// `R1 ⊆ R2` (isl's test: the difference's basic sets are decided one by one, not
    /// coalesced).
    pub fn is_subset(&self, o: &LocationSet) -> PResult<bool> {
        self.inner.is_subset(&o.inner)
    }

    /// `Γ ⊢ R1 ⊆ R2` (e.g. S-ASSIGN: `reads(e) ⊆ dom(h)`, `{ℓ̂} ⊆ box`).
    pub fn is_subset_under(&self, o: &LocationSet, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_subset(&o.restrict(gamma)?.inner)
    }

    /// `Γ ⊢ R1 ⊆ R2` decided without coalescing any intermediate set: the fast form of the
    /// check for a large `R1` (a store's reads at clamped coordinates have thousands of basic
    /// sets) against a small `R2`.
    pub fn is_subset_within(&self, o: &LocationSet, gamma: &ParamSet) -> PResult<bool> {
        self.inner.is_subset_within(&o.inner, &gamma.inner)
    }

    /// `Γ ⊢ R1 = R2`.
    pub fn is_equal_under(&self, o: &LocationSet, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_equal(&o.restrict(gamma)?.inner)
    }

    /// A witness point (parameters, array, indices), or `None` if the set is empty; e.g.
    /// `(R − dom h).sample()` is a read of undefined memory.
    pub fn sample(&self) -> PResult<Option<Point>> {
        Ok(self.inner.sample()?.map(Point::from_raw))
    }

    /// The names of the parameters the set mentions.
    pub fn param_names(&self) -> PResult<Vec<String>> {
        self.inner.param_names()
    }

    /// The parameter valuations for which the set is non-empty.
    pub fn params(&self) -> PResult<ParamSet> {
        Ok(ParamSet {
            inner: self.inner.params()?,
        })
    }

    /// Per array (by name): the set of its locations as a disjunction of conjunctions of
    /// constraints over the parameters' names and `dims(array, k)` for coordinate `k` (exact;
    /// for the SMT layer).
    pub fn dnf_by_array(
        &self,
        dims: &dyn Fn(&str, usize) -> String,
    ) -> PResult<Vec<(String, Vec<Vec<super::Constraint>>)>> {
        let ctx = &self.inner.ctx;
        let mut out = Vec::new();
        for s in self.inner.sets()? {
            let name = set_tuple_name(ctx, &s)?.unwrap_or_default();
            let n = ctx.lift(s.dim(isl_rs::DimType::Set))?;
            let vars: Vec<String> = (0..n.max(0) as usize).map(|k| dims(&name, k)).collect();
            let dnf = super::pieces::set_dnf(ctx, s, &vars)?;
            out.push((name, dnf));
        }
        Ok(out)
    }

    /// isl's text of the set.
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

impl fmt::Debug for LocationSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "LocationSet({t})"),
            Err(e) => write!(f, "LocationSet(<{e}>)"),
        }
    }
}
