//! Race checks of parallel loops (thesis §5.4, rule S-PARLOOP: rw-safe, conflicts, sv-conflicts,
//! conflicts-ok, ww-covered). `y` is always a fresh variable.

use super::aff::{Aff, Cond};
use super::constraints::Constraints;
use super::error::PResult;
use super::heap::SymbolicHeap;
use super::isl_ops::UMap;
use super::locations::LocationSet;
use super::params::ParamSet;
use super::subst::cond_set;

/// Outcome of `rw-safe(x, ι, W, R)`.
#[derive(Debug)]
pub enum RwCheck {
    /// `Γ ⊢ rw-safe(x, ι, W, R)`: no iteration reads a location another iteration writes.
    Safe,
    /// A read-write race: `locations` are written by iteration `x` and read by iteration `y`
    /// (both kept as parameters, `y` named `other`), restricted to Γ; sample it for a
    /// counterexample.
    Race {
        /// The conflicting locations, with parameters `x` and `other`.
        locations: LocationSet,
        /// The fresh name of the other iteration variable.
        other: String,
    },
}

/// Outcome of `ww-covered(Γ, x, ι, W)`, cheapest check first.
#[derive(Debug)]
pub enum WwCovered {
    /// `Γ ⊢ sv(⋃_{0≤x<ι} W)`: no location gets two values (no extra condition).
    SingleValued,
    /// `Γ ⊢ sv-conflicts(x, ι, W)`: locations written by several iterations get one value.
    ConflictsSingleValued,
    /// Benign only if these equalities hold (`snd(conflicts-ok)`, to be proven by the SMT
    /// layer); sound: every value written to a conflicting location must equal the
    /// representative chosen by `v`.
    NeedsEqualities(Constraints),
}

fn pair_bounds(x: &str, y: &str, extent: &Aff) -> Cond {
    Cond::in_range(x, Aff::cst(0), extent.clone())
        .and(Cond::in_range(y, Aff::cst(0), extent.clone()))
        .and(Aff::var(x).cmp(super::aff::CmpOp::Ne, Aff::var(y)))
}

/// `Γ ⊢ rw-safe(x, ι, W, R) = ¬(⋃_{0≤x<ι} ⋃_{0≤y<ι} (W ∩ R[x := y] ∩ {x ≠ y}))`.
///
/// `gamma` is the context outside the loop (it must not constrain `x`: a constraint on `x`
/// would not be applied to `y`, which only adds spurious races, never hides one).
pub fn rw_safe(
    gamma: &ParamSet,
    x: &str,
    extent: &Aff,
    writes: &LocationSet,
    reads: &LocationSet,
) -> PResult<RwCheck> {
    let ctx = writes.ctx().clone();
    let y = ctx.fresh_var("y");
    let reads_y = reads.substitute_aff(x, &Aff::var(&y))?;
    let bounds = cond_set(&ctx, &pair_bounds(x, &y, extent))?;
    let both = writes.intersect(&reads_y)?;
    let clash = LocationSet {
        inner: both.inner.intersect_params(&bounds)?,
    }
    .restrict(gamma)?;
    if clash.is_empty()? {
        Ok(RwCheck::Safe)
    } else {
        Ok(RwCheck::Race {
            locations: clash,
            other: y,
        })
    }
}

/// `conflicts(x, ι, W)`: for every location written by two distinct iterations x ≠ y, the pairs
/// (value written by x, value written by y), as a relation `ℓ → [E1⟨j⟩ → E2⟨k⟩]` (the thesis'
/// `fst(W) ∩ snd(W)[x := y]` on the range product `W × W[x := y]`).
pub(crate) fn conflicts(x: &str, extent: &Aff, w: &SymbolicHeap) -> PResult<UMap> {
    let ctx = w.ctx().clone();
    let y = ctx.fresh_var("y");
    let wy = w.substitute_aff(x, &Aff::var(&y))?;
    let pairs = w.inner.range_product(&wy.inner)?;
    let bounds = cond_set(&ctx, &pair_bounds(x, &y, extent))?;
    pairs
        .intersect_params(&bounds)?
        .project_param(x)?
        .project_param(&y)
}

/// The locations written by at least two distinct iterations (`dom conflicts(x, ι, W)`).
pub fn conflicting_locations(x: &str, extent: &Aff, w: &SymbolicHeap) -> PResult<LocationSet> {
    Ok(LocationSet {
        inner: conflicts(x, extent, w)?.domain()?,
    })
}

/// `Γ ⊢ sv-conflicts(x, ι, W) = sv((⋃_{0≤x<ι} W) ∩ conflicts(x, ι, W))`: the locations
/// written by several iterations receive a single template tuple.
pub fn sv_conflicts(gamma: &ParamSet, x: &str, extent: &Aff, w: &SymbolicHeap) -> PResult<bool> {
    let all = w.union_over(x, &Aff::cst(0), extent)?.restrict(gamma)?;
    let conf = conflicts(x, extent, w)?.intersect_params(&gamma.inner)?;
    all.inner
        .intersect_domain(&conf.domain()?)?
        .is_single_valued()
}

/// `ww-covered(Γ, x, ι, W)`:
/// ∅ if `Γ ⊢ sv(⋃_x W)`; else ∅ if `Γ ⊢ sv-conflicts(x, ι, W)` with
/// `sv-conflicts = sv((⋃_x W) ∩ conflicts)`; else `snd(conflicts-ok)` with
/// `conflicts-ok = v((⋃_x W) ∩ conflicts)`, here as the equalities "every value written to a
/// conflicting location equals its representative".
///
/// The first check is decided on each convex piece of Γ
/// ([`SymbolicHeap::is_single_valued_under`]); the writes restricted to all of Γ are built
/// only when it fails.
pub fn ww_covered(gamma: &ParamSet, x: &str, extent: &Aff, w: &SymbolicHeap) -> PResult<WwCovered> {
    let over = w.union_over(x, &Aff::cst(0), extent)?;
    if over.is_single_valued_under(gamma)? {
        return Ok(WwCovered::SingleValued);
    }
    let all = over.restrict(gamma)?;
    let conf = conflicts(x, extent, w)?.intersect_params(&gamma.inner)?;
    let on_conflicts = SymbolicHeap {
        inner: all.inner.intersect_domain(&conf.domain()?)?,
    };
    if on_conflicts.inner.is_single_valued()? {
        return Ok(WwCovered::ConflictsSingleValued);
    }
    let rep = on_conflicts.pick_single()?;
    let others = on_conflicts.inner.subtract(&rep.inner)?;
    let pairs = rep.inner.range_product(&others)?;
    Ok(WwCovered::NeedsEqualities(Constraints::from_pairs(&pairs)?))
}
