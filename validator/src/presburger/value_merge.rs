//! Merging the pieces of a symbolic value that hold the same function of the parameters.
//!
//! A read of a rolling buffer (stencil_chain's `repeat_edge`, folded modulo 8 and written by a
//! prologue, a steady state and clamped tile loops) is, under the path condition, one of three
//! hole functions of the parameters — but each function comes as a dozen basic sets, one per
//! combination of writers that left the cell with that value. Symbolic lifting (§5.2) pairs
//! the basic sets of its operands, so 25 such reads summed by one store multiply into more
//! combinations than isl can coalesce within its budget (sc32 stopped there).
//!
//! The merge replaces each group of basic sets of one template by the simple hull of the group
//! (isl's `isl_set_simple_hull`: the constraints of the members' facet directions, each
//! loosened until it holds for every member), keeping a group only while its hull is still a
//! function of the parameters, and accepts the result only when the whole value is still
//! single-valued under Γ. Then the merged value equals the original at every valuation of Γ
//! where the original has a tuple (the original's tuples there are among the merged value's,
//! which has at most one); see [`merge_functional_pieces`].

use isl_rs::{BasicSet, Set, UnionMap, UnionSet};

use super::ctx::Ctx;
use super::error::PResult;
use super::isl_ops::{PSet, USet};

/// `v'` with `v ⊆ v'`, `v'` single-valued under `gamma`, and fewer basic sets than `v`; `None`
/// when no such merge is found (or it would not shrink `v`).
///
/// Exactness: for every valuation `p` of `gamma` at which `v` has a tuple, `v'(p) = v(p)`
/// (`v(p) ⊆ v'(p)`, and `v'(p)` has at most one element). Where `v` has no tuple `v'` may have
/// one; the caller uses the result only where `v` is known to have a tuple (a read whose
/// location `Γ ⊢ reads(e) ⊆ dom(h)` proved to be written).
pub(crate) fn merge_functional_pieces(v: &USet, gamma: &PSet) -> PResult<Option<USet>> {
    super::profile::timed("USet::merge_functional_pieces", || {
        let ctx = &v.ctx;
        ctx.same(&gamma.ctx)?;
        let before = v.n_basic()?;
        let mut merged = ctx.lift(UnionSet::empty_ctx(ctx.isl()))?;
        let mut after = 0;
        for set in v.sets()? {
            for group in groups(ctx, &set, gamma)? {
                after += 1;
                merged = ctx.lift(merged.add_set(group))?;
            }
        }
        if after >= before {
            return Ok(None);
        }
        // Single-valued everywhere (the usual case: the groups' domains are disjoint) implies
        // single-valued under Γ; only otherwise is Γ, often a union of many pieces, consulted.
        if !single_valued(ctx, &merged, None)? && !single_valued(ctx, &merged, Some(gamma))? {
            return Ok(None);
        }
        Ok(Some(USet {
            set: merged,
            ctx: ctx.clone(),
        }))
    })
}

/// The basic sets of `set` (one template space) that can apply under `gamma`, merged greedily:
/// each joins the first group whose hull with it stays single-valued (a function of the
/// parameters), or starts a group.
fn groups(ctx: &Ctx, set: &Set, gamma: &PSet) -> PResult<Vec<Set>> {
    let list = ctx.lift(set.get_basic_set_list())?;
    let n = ctx.lift(list.size())?;
    let mut groups: Vec<Set> = Vec::new();
    for i in 0..n {
        let b = ctx.lift(Set::from_basic_set(ctx.lift(list.get_at(i))?))?;
        // A piece that cannot apply under Γ (isl's gist keeps some, with divisions) is
        // dropped: the merge is only exact under Γ anyway, and its hull would cover the
        // pieces of other functions.
        let under = ctx.lift(
            ctx.lift(b.copy())?
                .intersect_params(ctx.lift(gamma.set.copy())?),
        )?;
        if ctx.lift(under.is_empty())? {
            continue;
        }
        let mut placed = false;
        for g in groups.iter_mut() {
            let hull = hull_of(ctx, g, &b)?;
            let within = ctx.lift(UnionSet::from_set(ctx.lift(hull.copy())?))?;
            if single_valued(ctx, &within, None)? {
                *g = hull;
                placed = true;
                break;
            }
        }
        if !placed {
            groups.push(b);
        }
    }
    Ok(groups)
}

/// The simple hull of `a ∪ b` (a superset of both). isl's plain (unshifted) hull, the
/// constraints the members share verbatim, lost the bounds that tell stencil_chain's three
/// functions apart (on sc32's prologue store most reads of `repeat_edge` stayed at 32
/// pieces; with the simple hull they merge into 2).
fn hull_of(ctx: &Ctx, a: &Set, b: &Set) -> PResult<Set> {
    let u = ctx.lift(ctx.lift(a.copy())?.union(ctx.lift(b.copy())?))?;
    let h: BasicSet = ctx.lift(u.simple_hull())?;
    ctx.lift(Set::from_basic_set(h))
}

/// Whether `{[] → t : t ∈ s}` (restricted to `gamma` when given) is single-valued: at every
/// valuation (of `gamma`), `s` has at most one tuple (across every template space).
fn single_valued(ctx: &Ctx, s: &UnionSet, gamma: Option<&PSet>) -> PResult<bool> {
    let mut s = ctx.lift(s.copy())?;
    if let Some(g) = gamma {
        s = ctx.lift(s.intersect_params(ctx.lift(g.set.copy())?))?;
    }
    let m = ctx.lift(UnionMap::from_range(s))?;
    ctx.lift(m.is_single_valued())
}

#[cfg(test)]
mod tests {
    use crate::presburger::{Aff, Cond, Ctx, ParamSet, SymbolicValue, TemplateId};

    /// `n ≤ 0` (`neg`) or `n ≥ 1`, and `m = k`.
    fn region(neg: bool, k: i64) -> Cond {
        let n = Aff::var("n");
        let side = if neg {
            n.le(Aff::cst(0))
        } else {
            n.ge(Aff::cst(1))
        };
        side.and(Aff::var("m").eq(Aff::cst(k)))
    }

    /// `⋃ {T⟨n + shift⟩ : region}` over `pieces`.
    fn value(ctx: &Ctx, t: TemplateId, pieces: &[(i64, Cond)]) -> SymbolicValue {
        let mut v = SymbolicValue::empty(ctx).unwrap();
        for (shift, c) in pieces {
            let holes = [Aff::var("n") + Aff::cst(*shift)];
            v = v
                .union(&SymbolicValue::template_if(ctx, t, &holes, c).unwrap())
                .unwrap();
        }
        v
    }

    /// `T⟨n⟩` on two regions whose union is not convex (isl keeps two pieces): merged into one
    /// piece, equal to the value wherever the value has a tuple. Elsewhere (here `m = 0, n ≥ 1`)
    /// the merged value has a tuple the value does not: the caller's side of the contract.
    #[test]
    fn pieces_holding_one_function_are_merged() {
        let ctx = Ctx::new().unwrap();
        let v = value(
            &ctx,
            TemplateId(0),
            &[(0, region(true, 0)), (0, region(false, 1))],
        );
        assert_eq!(v.n_basic().unwrap(), 2, "the test needs separate pieces");
        let domain = region(true, 0).or(region(false, 1));
        let gamma = ParamSet::from_cond(&ctx, &domain).unwrap();
        let merged = v.merge_functional_pieces(&gamma).unwrap().expect("a merge");
        assert_eq!(merged.n_basic().unwrap(), 1);
        assert!(merged.is_equal_under(&v, &gamma).unwrap());
        let elsewhere = ParamSet::from_cond(&ctx, &region(false, 0)).unwrap();
        assert!(!merged.is_equal_under(&v, &elsewhere).unwrap());
    }

    /// `T⟨n⟩` for `m = 0, n ≤ 0` and `m = 2, n ≤ −5`, `T⟨k⟩` for `m = 1, n ≤ 0`: the hull of the
    /// first two covers `m = 1`, where it would hold a second value, so there is no merge.
    #[test]
    fn a_merge_that_would_cover_another_function_is_refused() {
        let ctx = Ctx::new().unwrap();
        let far = Aff::var("n")
            .le(Aff::cst(-5))
            .and(Aff::var("m").eq(Aff::cst(2)));
        let pieces = [(0, region(true, 0)), (0, far)];
        let other =
            SymbolicValue::template_if(&ctx, TemplateId(0), &[Aff::var("k")], &region(true, 1));
        let v = value(&ctx, TemplateId(0), &pieces)
            .union(&other.unwrap())
            .unwrap();
        assert_eq!(
            v.n_basic().unwrap(),
            3,
            "the test needs separate pieces: {v:?}"
        );
        let gamma = ParamSet::universe(&ctx).unwrap();
        assert!(v.merge_functional_pieces(&gamma).unwrap().is_none());
    }

    /// A second template where the first one also has a tuple: the value is not single-valued
    /// there, and no merge is made; under a Γ without those valuations (and within the value's
    /// domain), one is.
    #[test]
    fn a_value_with_two_tuples_is_not_merged() {
        let ctx = Ctx::new().unwrap();
        let a = value(
            &ctx,
            TemplateId(0),
            &[(0, region(true, 0)), (0, region(false, 1))],
        );
        let b = value(&ctx, TemplateId(1), &[(0, region(true, 0))]);
        let v = a.union(&b).unwrap();
        let gamma = ParamSet::universe(&ctx).unwrap();
        assert!(v.merge_functional_pieces(&gamma).unwrap().is_none());
        let gamma = ParamSet::from_cond(&ctx, &region(false, 1)).unwrap();
        let merged = v.merge_functional_pieces(&gamma).unwrap().expect("a merge");
        assert!(merged.n_basic().unwrap() < v.n_basic().unwrap());
        assert!(merged.is_equal_under(&v, &gamma).unwrap());
    }
}
