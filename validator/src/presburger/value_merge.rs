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
use super::isl_ops::{PSet, UMap, USet};

/// `v'` with `v ∩ Γ ⊆ v'`, `v'` single-valued under `gamma`, and fewer basic sets than `v`;
/// `None` when no such merge is found (or it would not shrink `v`).
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
        let mut next_id = 0;
        let mut all: Vec<Group> = Vec::new();
        for (space, set) in v.sets()?.into_iter().enumerate() {
            all.extend(groups(ctx, space, &set, gamma, &mut next_id)?);
        }
        if all.len() >= before {
            return Ok(None);
        }
        // Single-valued everywhere (the usual case: the groups' domains are disjoint) implies
        // single-valued under Γ; otherwise the pairs of groups are checked against Γ.
        if !single_valued(ctx, &union_of(ctx, &all)?)?
            && !split_conflicts(ctx, &mut all, before, gamma, &mut next_id)?
        {
            return Ok(None);
        }
        Ok(Some(USet {
            set: union_of(ctx, &all)?,
            ctx: ctx.clone(),
        }))
    })
}

/// Checks every pair of groups against Γ (the relational check on the whole union, with Γ's
/// disjuncts, cost more than the rule's budget on sc32's epilogue reads). A hull that meets
/// another group where their tuples differ is split back into its members, and the pairs are
/// checked again. `false` when two single pieces conflict (the value is not single-valued under
/// Γ) or the splits leave no fewer groups than `before`.
fn split_conflicts(
    ctx: &Ctx,
    all: &mut Vec<Group>,
    before: usize,
    gamma: &PSet,
    next_id: &mut usize,
) -> PResult<bool> {
    let mut agreed = std::collections::BTreeSet::new();
    'scan: loop {
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                let key = (all[i].id.min(all[j].id), all[i].id.max(all[j].id));
                if agreed.contains(&key) {
                    continue;
                }
                let same = all[i].space == all[j].space;
                if agree_under(ctx, &all[i].hull, &all[j].hull, same, gamma)? {
                    agreed.insert(key);
                    continue;
                }
                let k = if all[i].members.len() > 1 {
                    i
                } else if all[j].members.len() > 1 {
                    j
                } else {
                    return Ok(false);
                };
                let g = all.remove(k);
                for m in g.members {
                    all.push(Group::single(ctx, g.space, m, next_id)?);
                }
                if all.len() >= before {
                    return Ok(false);
                }
                continue 'scan;
            }
        }
        return Ok(true);
    }
}

/// Pieces of one template space with their hull (a function of the parameters).
struct Group {
    /// Distinct per group (the pairs already found to agree are keyed by it).
    id: usize,
    space: usize,
    hull: Set,
    members: Vec<Set>,
}

impl Group {
    /// A group of the one piece `b`, with the next id.
    fn single(ctx: &Ctx, space: usize, b: Set, next_id: &mut usize) -> PResult<Group> {
        *next_id += 1;
        Ok(Group {
            id: *next_id,
            space,
            hull: ctx.lift(b.copy())?,
            members: vec![b],
        })
    }
}

/// The union of the groups' hulls.
fn union_of(ctx: &Ctx, groups: &[Group]) -> PResult<UnionSet> {
    let mut u = ctx.lift(UnionSet::empty_ctx(ctx.isl()))?;
    for g in groups {
        u = ctx.lift(u.add_set(ctx.lift(g.hull.copy())?))?;
    }
    Ok(u)
}

/// The basic sets of `set` (one template space) that can apply under `gamma`, merged greedily:
/// each joins the first group whose hull with it stays single-valued (a function of the
/// parameters), or starts a group.
fn groups(
    ctx: &Ctx,
    space: usize,
    set: &Set,
    gamma: &PSet,
    next_id: &mut usize,
) -> PResult<Vec<Group>> {
    let list = ctx.lift(set.get_basic_set_list())?;
    let n = ctx.lift(list.size())?;
    let mut groups: Vec<Group> = Vec::new();
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
            let hull = hull_of(ctx, &g.hull, &b)?;
            let within = ctx.lift(UnionSet::from_set(ctx.lift(hull.copy())?))?;
            if single_valued(ctx, &within)? {
                g.hull = hull;
                g.members.push(ctx.lift(b.copy())?);
                placed = true;
                break;
            }
        }
        if !placed {
            groups.push(Group::single(ctx, space, b, next_id)?);
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

/// Whether two single-valued groups hold the same tuple wherever both have one under `gamma`:
/// the valuations where both apply, minus (for one template space) those where their tuples
/// coincide, do not meet `gamma`.
fn agree_under(ctx: &Ctx, a: &Set, b: &Set, same_space: bool, gamma: &PSet) -> PResult<bool> {
    let params = |s: &Set| -> PResult<Set> { ctx.lift(ctx.lift(s.copy())?.params()) };
    let both = ctx.lift(params(a)?.intersect(params(b)?))?;
    let conflict = if same_space {
        let equal = ctx.lift(ctx.lift(a.copy())?.intersect(ctx.lift(b.copy())?))?;
        ctx.lift(both.subtract(params(&equal)?))?
    } else {
        both
    };
    let under = ctx.lift(conflict.intersect(ctx.lift(gamma.set.copy())?))?;
    ctx.lift(under.is_empty())
}

/// Whether `{[] → t : t ∈ s}` is single-valued: at every valuation, `s` has at most one tuple
/// (across every template space).
fn single_valued(ctx: &Ctx, s: &UnionSet) -> PResult<bool> {
    UMap {
        map: ctx.lift(UnionMap::from_range(ctx.lift(s.copy())?))?,
        ctx: ctx.clone(),
    }
    .is_single_valued()
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

    /// `m = 2, n ≤ −5`.
    fn far() -> Cond {
        Aff::var("n")
            .le(Aff::cst(-5))
            .and(Aff::var("m").eq(Aff::cst(2)))
    }

    /// `T⟨n⟩` on `n ≤ 0, m = 0` and on `n ≥ 1, m = 1` (a union isl cannot make convex).
    fn one_function_on_two_regions(ctx: &Ctx) -> SymbolicValue {
        value(
            ctx,
            TemplateId(0),
            &[(0, region(true, 0)), (0, region(false, 1))],
        )
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
        let v = one_function_on_two_regions(&ctx);
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
        let pieces = [(0, region(true, 0)), (0, far())];
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
        let a = one_function_on_two_regions(&ctx);
        let b = value(&ctx, TemplateId(1), &[(0, region(true, 0))]);
        let v = a.union(&b).unwrap();
        let gamma = ParamSet::universe(&ctx).unwrap();
        assert!(v.merge_functional_pieces(&gamma).unwrap().is_none());
        let gamma = ParamSet::from_cond(&ctx, &region(false, 1)).unwrap();
        let merged = v.merge_functional_pieces(&gamma).unwrap().expect("a merge");
        assert!(merged.n_basic().unwrap() < v.n_basic().unwrap());
        assert!(merged.is_equal_under(&v, &gamma).unwrap());
    }

    /// As above, plus a second template `U⟨k + 1⟩` on two pieces that merge (`m = 5, n ≤ p0`
    /// and `m = 6, n ≤ p1`): the hull covering `m = 1` is split back into its pieces, and the
    /// other merge is kept.
    #[test]
    fn a_conflicting_hull_is_split_and_the_other_merges_kept() {
        let ctx = Ctx::new().unwrap();
        let near = |m: i64, p: &str| {
            Aff::var("m")
                .eq(Aff::cst(m))
                .and(Aff::var("n").le(Aff::var(p)))
        };
        let k = |d: i64| [Aff::var("k") + Aff::cst(d)];
        let t = TemplateId(0);
        let mut v = value(&ctx, t, &[(0, region(true, 0)), (0, far())]);
        let mut domain = region(true, 0).or(far());
        let u = TemplateId(1);
        for (m, p, d, t) in [
            (1, None, 0, t),
            (5, Some("p0"), 1, u),
            (6, Some("p1"), 1, u),
        ] {
            let c = match p {
                None => region(true, 1),
                Some(p) => near(m, p),
            };
            v = v
                .union(&SymbolicValue::template_if(&ctx, t, &k(d), &c).unwrap())
                .unwrap();
            domain = domain.or(c);
        }
        assert_eq!(
            v.n_basic().unwrap(),
            5,
            "the test needs separate pieces: {v:?}"
        );
        let gamma = ParamSet::from_cond(&ctx, &domain).unwrap();
        let merged = v.merge_functional_pieces(&gamma).unwrap().expect("a merge");
        assert_eq!(merged.n_basic().unwrap(), 4);
        assert!(merged.is_equal_under(&v, &gamma).unwrap());
    }
}
