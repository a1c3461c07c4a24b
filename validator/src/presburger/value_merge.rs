//! Merging the pieces of a symbolic value that hold the same function of the parameters.
//!
//! A read of a rolling buffer (stencil_chain's `repeat_edge`, folded modulo 8 and written by a
//! prologue, a steady state and clamped tile loops) is, under the path condition, one of a few
//! hole functions of the parameters — but each function comes as a dozen basic sets, one per
//! combination of writers that left the cell with that value. Symbolic lifting (§5.2) pairs
//! the basic sets of its operands, so 25 such reads summed by one store multiply into more
//! combinations than isl can coalesce within its budget.
//!
//! The merge finds, for each basic set, the function of the parameters it holds — isl's
//! parametric lexicographic minimum within the simple hull of Γ, a quasi-affine function,
//! kept when it contains the basic set there. Pieces of one function become that function's
//! graph on one region: the simple hull of their domains (isl's `isl_set_simple_hull`), cut
//! by comparisons `f_k ≤ g_k` / `f_k ≥ g_k` against the functions it would otherwise cover (a
//! clamped coordinate is the minimum or maximum of two functions). The region is kept only if,
//! under Γ, every piece of the value that has a tuple in it holds this function's tuple;
//! otherwise the function's pieces are replaced by its graph on their exact domains,
//! coalesced. Pieces without a function are grouped while the simple hull of a group is
//! single-valued and meets no other tuple under Γ.
//!
//! Why functions and not hulls of the pieces themselves: in sc32's epilogue the row of a read
//! is fixed by a congruence modulo 8 inside a window (the last row written into the folded
//! slot), which a hull drops; its function (`n3 − 1`, or `n16 + n3 + n5 − 2`, under Γ) does
//! not. There a read of 96 pieces becomes 8, one per function.

use isl_rs::{BasicSet, MultiAff, Set, UnionMap, UnionSet};

use super::ctx::Ctx;
use super::error::{PResult, PresburgerError};
use super::isl_ops::{PSet, UMap, USet};

/// `v'` with `v ∩ Γ ⊆ v'` and fewer basic sets than `v`, equal to `v` at every valuation of
/// `gamma` where `v` has a tuple; `None` when no such merge is found.
///
/// Exactness: let `p` satisfy `gamma` with `v(p)` not empty. Every tuple of `v'(p)` comes from
/// an unmerged piece of `v` (so it is in `v(p)`), from a function's graph on its exact domains
/// (a member's tuple at `p`), or from a merged region or hull `H` with `p` in its domain; such
/// an `H` is kept only if, under `gamma`, every tuple of `v` at the valuations of its domain is
/// `H(p)` ([`region`], [`fits`]), so `v(p) = {H(p)}`. Hence `v'(p) = v(p)`. Where `v` has no
/// tuple, `v'` may have some; the caller uses the result only where `v` is known to have a
/// tuple (a read whose location `Γ ⊢ reads(e) ⊆ dom(h)` proved to be written).
pub(crate) fn merge_functional_pieces(v: &USet, gamma: &PSet) -> PResult<Option<USet>> {
    super::profile::timed("USet::merge_functional_pieces", || {
        let ctx = &v.ctx;
        ctx.same(&gamma.ctx)?;
        let before = v.n_basic()?;
        let gamma_hull = ctx.lift(Set::from_basic_set(
            ctx.lift(ctx.lift(gamma.set.copy())?.simple_hull())?,
        ))?;
        let value = Value::new(ctx, v, gamma)?;
        let mut out: Vec<Set> = Vec::new();
        for (space, pieces) in value.spaces.iter().enumerate() {
            let (functions, others) = classify(ctx, pieces, &gamma_hull, gamma)?;
            let sp = Space {
                value: &value,
                space,
                functions: &functions,
                others: &others,
            };
            let mut merged = Vec::new();
            for i in 0..functions.len() {
                merged.extend(merge_function(ctx, &sp, i)?);
            }
            // Pieces of different functions may still share a hull where they agree (a clamp
            // at a fixed row; the prologue of sc32, whose 32 pieces a hull merges into 2).
            merged.extend(copies(ctx, &others)?);
            out.extend(merge_hulls(ctx, &value, space, merged)?);
        }
        if out.len() >= before {
            return Ok(None);
        }
        let mut u = ctx.lift(UnionSet::empty_ctx(ctx.isl()))?;
        for s in out {
            u = ctx.lift(u.add_set(s))?;
        }
        Ok(Some(USet {
            set: u,
            ctx: ctx.clone(),
        }))
    })
}

/// The basic sets of the value that can apply under Γ, by template space, with Γ.
struct Value<'a> {
    spaces: Vec<Vec<Set>>,
    /// The union of each space's basic sets.
    unions: Vec<Set>,
    gamma: &'a PSet,
}

impl<'a> Value<'a> {
    fn new(ctx: &Ctx, v: &USet, gamma: &'a PSet) -> PResult<Value<'a>> {
        let mut spaces = Vec::new();
        let mut unions = Vec::new();
        for set in v.sets()? {
            let mut pieces = Vec::new();
            for b in basic_sets(ctx, &set)? {
                // A piece that cannot apply under Γ (isl's gist keeps some, with divisions)
                // is dropped: the merge is only exact under Γ anyway, and its hull would cover
                // the pieces of other functions.
                if !empty_under(ctx, &b, gamma)? {
                    pieces.push(b);
                }
            }
            unions.push(set);
            spaces.push(pieces);
        }
        Ok(Value {
            spaces,
            unions,
            gamma,
        })
    }
}

/// The basic sets of `s`, each as a set.
fn basic_sets(ctx: &Ctx, s: &Set) -> PResult<Vec<Set>> {
    let list = ctx.lift(s.get_basic_set_list())?;
    (0..ctx.lift(list.size())?)
        .map(|i| ctx.lift(Set::from_basic_set(ctx.lift(list.get_at(i))?)))
        .collect()
}

/// Whether `s` has no tuple at any valuation of `gamma`.
fn empty_under(ctx: &Ctx, s: &Set, gamma: &PSet) -> PResult<bool> {
    let under = ctx.lift(
        ctx.lift(s.copy())?
            .intersect_params(ctx.lift(gamma.set.copy())?),
    )?;
    ctx.lift(under.is_empty())
}

/// The pieces of one template space that hold one function of the parameters.
struct Function {
    /// The function (quasi-affine, on the parameters).
    ma: MultiAff,
    /// Its graph over every valuation.
    graph: Set,
    members: Vec<Set>,
    /// Where a member has a tuple within the simple hull of Γ: the union of their parameter
    /// domains.
    domain: Set,
    /// `domain ∩ Γ`.
    under_gamma: Set,
}

/// The pieces of one space by the function they hold (found within the simple hull of Γ),
/// and the pieces for which none was found.
fn classify(
    ctx: &Ctx,
    pieces: &[Set],
    gamma_hull: &Set,
    gamma: &PSet,
) -> PResult<(Vec<Function>, Vec<Set>)> {
    let mut functions: Vec<Function> = Vec::new();
    let mut others = Vec::new();
    'piece: for b in pieces {
        let Some((ma, graph, dom)) = function_of(ctx, b, gamma_hull)? else {
            others.push(ctx.lift(b.copy())?);
            continue;
        };
        for f in functions.iter_mut() {
            if same_function(ctx, &f.graph, &graph)? {
                f.members.push(ctx.lift(b.copy())?);
                f.domain = ctx.lift(ctx.lift(f.domain.copy())?.union(dom))?;
                continue 'piece;
            }
        }
        functions.push(Function {
            ma,
            graph,
            members: vec![ctx.lift(b.copy())?],
            under_gamma: ctx.lift(dom.copy())?,
            domain: dom,
        });
    }
    absorb_agreeing(ctx, &mut functions, gamma_hull)?;
    for f in functions.iter_mut() {
        let d = ctx.lift(f.domain.copy())?;
        f.under_gamma = ctx.lift(d.intersect(ctx.lift(gamma.set.copy())?))?;
    }
    Ok((functions, others))
}

/// Moves the pieces of a function into the bucket of a function with more pieces when every
/// one of them holds that function's tuple too (within the simple hull of Γ): a piece at a
/// pinned row (`j = 5` where `n = 5`) belongs with the general function (`j = n`), whose
/// region may then cover it.
fn absorb_agreeing(ctx: &Ctx, functions: &mut Vec<Function>, gamma_hull: &Set) -> PResult<()> {
    functions.sort_by_key(|f| std::cmp::Reverse(f.members.len()));
    let mut i = functions.len();
    while i > 1 {
        i -= 1;
        for j in 0..i {
            let mut all = true;
            for m in &functions[i].members {
                let within = ctx.lift(
                    ctx.lift(m.copy())?
                        .intersect_params(ctx.lift(gamma_hull.copy())?),
                )?;
                if !ctx.lift(within.is_subset(&functions[j].graph))? {
                    all = false;
                    break;
                }
            }
            if all {
                let f = functions.remove(i);
                let to = &mut functions[j];
                to.domain = ctx.lift(ctx.lift(to.domain.copy())?.union(f.domain))?;
                to.members.extend(f.members);
                break;
            }
        }
    }
    Ok(())
}

/// Everything the merge of one function checks its region against.
struct Space<'a> {
    value: &'a Value<'a>,
    space: usize,
    functions: &'a [Function],
    others: &'a [Set],
}

/// The pieces of function `i` merged: its graph on one region `R` — the simple hull of the
/// members' domains, cut by half-spaces `f_k ≤ g_k` or `f_k ≥ g_k` that contain the members'
/// domain under Γ and separate it from a function `g` that differs in coordinate `k` (a
/// clamped coordinate is the minimum or maximum of two functions: the hull of either side
/// crosses the other, the comparison does not) — when, at every valuation of Γ in `R`, every
/// piece of the value holds `f`'s tuple (so `v(p) ⊆ {f(p)}` there). Otherwise the graph on
/// the members' exact domains, simplified against Γ and coalesced, if that has fewer pieces.
fn merge_function(ctx: &Ctx, sp: &Space, i: usize) -> PResult<Vec<Set>> {
    let f = &sp.functions[i];
    if f.members.len() == 1 {
        return copies(ctx, &f.members);
    }
    if let Some(region) = region(ctx, sp, i)? {
        let merged = ctx.lift(ctx.lift(f.graph.copy())?.intersect_params(region))?;
        return Ok(vec![merged]);
    }
    on_domains(ctx, sp.value, f)
}

/// The region `R` of [`merge_function`], or `None`.
fn region(ctx: &Ctx, sp: &Space, i: usize) -> PResult<Option<Set>> {
    let f = &sp.functions[i];
    let empty = |s: &Set| -> PResult<bool> { ctx.lift(s.is_empty()) };
    let doms: Vec<Set> = f
        .members
        .iter()
        .map(|m| ctx.lift(ctx.lift(m.copy())?.params()))
        .collect::<PResult<_>>()?;
    let mut r = hull(ctx, &doms)?;
    let mine = &f.under_gamma;
    let n = ctx.lift(f.ma.size())?;
    for (j, g) in sp.functions.iter().enumerate() {
        if j == i {
            continue;
        }
        let theirs = &g.under_gamma;
        for k in 0..n {
            let fk = || ctx.lift(f.ma.get_at(k));
            let gk = || ctx.lift(g.ma.get_at(k));
            if ctx.lift(fk()?.plain_is_equal(&gk()?))? {
                continue;
            }
            let differ = |r: &Set| -> PResult<Set> {
                let meet = ctx.lift(ctx.lift(r.copy())?.intersect(ctx.lift(theirs.copy())?))?;
                ctx.lift(meet.intersect(ctx.lift(fk()?.ne_set(gk()?))?))
            };
            if empty(&differ(&r)?)? {
                continue;
            }
            let cuts = [
                (
                    ctx.lift(fk()?.le_set(gk()?))?,
                    ctx.lift(fk()?.gt_set(gk()?))?,
                ),
                (
                    ctx.lift(fk()?.ge_set(gk()?))?,
                    ctx.lift(fk()?.lt_set(gk()?))?,
                ),
            ];
            let mut cut = false;
            for (keep, outside) in cuts {
                let lost = ctx.lift(ctx.lift(mine.copy())?.intersect(outside))?;
                if !empty(&lost)? {
                    continue;
                }
                let narrowed = ctx.lift(ctx.lift(r.copy())?.intersect(keep))?;
                if empty(&differ(&narrowed)?)? {
                    r = narrowed;
                    cut = true;
                    break;
                }
            }
            if !cut {
                return Ok(None);
            }
        }
    }
    // The pieces without a function (of this space) hold `f`'s tuple in `R` under Γ; the
    // other spaces have none there.
    let mine_graph = ctx.lift(
        ctx.lift(f.graph.copy())?
            .intersect_params(ctx.lift(r.copy())?),
    )?;
    Ok(
        if alone_under_gamma(ctx, sp.value, sp.space, sp.others, &mine_graph)? {
            Some(r)
        } else {
            None
        },
    )
}

/// `pieces` grouped greedily while the simple hull of a group is single-valued and [`fits`] (a
/// piece alone is itself).
fn merge_hulls(ctx: &Ctx, value: &Value, space: usize, pieces: Vec<Set>) -> PResult<Vec<Set>> {
    let mut groups: Vec<(Vec<Set>, Set)> = Vec::new();
    'piece: for m in pieces {
        for (group, h) in groups.iter_mut() {
            let mut with = copies(ctx, group)?;
            with.push(ctx.lift(m.copy())?);
            let candidate = hull(ctx, &with)?;
            if fits(ctx, value, space, &candidate)? {
                *group = with;
                *h = candidate;
                continue 'piece;
            }
        }
        let alone = ctx.lift(m.copy())?;
        groups.push((vec![m], alone));
    }
    Ok(groups.into_iter().map(|(_, h)| h).collect())
}

/// The graph of one function on the union of its members' domains, simplified against Γ and
/// coalesced, when that has fewer pieces than the members (else the members). Exact under Γ:
/// at a valuation of Γ the graph has a tuple exactly where a member has one, and it is the
/// member's.
fn on_domains(ctx: &Ctx, value: &Value, f: &Function) -> PResult<Vec<Set>> {
    let dom = ctx.lift(
        ctx.lift(f.domain.copy())?
            .gist_params(ctx.lift(value.gamma.set.copy())?),
    )?;
    let dom = super::isl_ops::coalesce_exact(ctx, dom)?;
    let merged = ctx.lift(ctx.lift(f.graph.copy())?.intersect_params(dom))?;
    let out = basic_sets(ctx, &merged)?;
    if out.len() < f.members.len() {
        Ok(out)
    } else {
        copies(ctx, &f.members)
    }
}

/// Whether the single-valued set `h` (of template space `space`) holds, at every valuation of
/// Γ where it has a tuple, the only tuple of the value there: no basic set of `space` holds
/// another tuple, and no other space has one.
fn fits(ctx: &Ctx, value: &Value, space: usize, h: &Set) -> PResult<bool> {
    Ok(single_valued_set(ctx, h)?
        && alone_under_gamma(ctx, value, space, &value.unions[space..=space], h)?)
}

/// Whether, at every valuation of Γ where the single-valued `h` (of template space `space`)
/// has a tuple, none of `same` (sets of `space`) holds another tuple and no other space of
/// the value has one.
fn alone_under_gamma(
    ctx: &Ctx,
    value: &Value,
    space: usize,
    same: &[Set],
    h: &Set,
) -> PResult<bool> {
    let dom = ctx.lift(ctx.lift(h.copy())?.params())?;
    let meets = |s: Set| -> PResult<bool> {
        let meet = ctx.lift(ctx.lift(s.params())?.intersect(ctx.lift(dom.copy())?))?;
        Ok(!empty_under(ctx, &meet, value.gamma)?)
    };
    for m in same {
        if meets(ctx.lift(ctx.lift(m.copy())?.subtract(ctx.lift(h.copy())?))?)? {
            return Ok(false);
        }
    }
    for (i, u) in value.unions.iter().enumerate() {
        if i != space && meets(ctx.lift(u.copy())?)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Copies of `sets` (isl reference counts).
fn copies(ctx: &Ctx, sets: &[Set]) -> PResult<Vec<Set>> {
    sets.iter().map(|s| ctx.lift(s.copy())).collect()
}

/// The simple hull of the union of `sets` (a superset of each): the constraints of the
/// members' facet directions, each loosened until it holds for every member. isl's plain
/// (unshifted) hull, the constraints the members share verbatim, lost the bounds that tell
/// stencil_chain's three functions apart (on sc32's prologue store most reads of
/// `repeat_edge` stayed at 32 pieces; with the simple hull they merge into 2).
fn hull(ctx: &Ctx, sets: &[Set]) -> PResult<Set> {
    let mut it = sets.iter();
    let Some(first) = it.next() else {
        return Err(PresburgerError::Invalid("the hull of no set".into()));
    };
    let mut u = ctx.lift(first.copy())?;
    for s in it {
        u = ctx.lift(u.union(ctx.lift(s.copy())?))?;
    }
    let h: BasicSet = ctx.lift(u.simple_hull())?;
    ctx.lift(Set::from_basic_set(h))
}

/// The one quasi-affine function `f` that `b` holds within `gamma_hull`, with its graph
/// `{t : t = f(params)}` over every valuation (`b ∩ gamma_hull ⊆ graph`) and the parameter
/// domain of `b ∩ gamma_hull`, when isl's lexicographic minimum of `b ∩ gamma_hull` is one
/// piece; `None` otherwise. The graph, not `b`'s own constraints, is what a merged piece keeps:
/// a hull of `b`s would drop a congruence that fixes a coordinate (sc32's epilogue rows), not
/// the floor of an explicit function.
fn function_of(ctx: &Ctx, b: &Set, gamma_hull: &Set) -> PResult<Option<(MultiAff, Set, Set)>> {
    let within = ctx.lift(
        ctx.lift(b.copy())?
            .intersect_params(ctx.lift(gamma_hull.copy())?),
    )?;
    let pma = match ctx.lift(ctx.lift(within.copy())?.lexmin_pw_multi_aff()) {
        Ok(p) => p,
        Err(e @ PresburgerError::ResourceLimit(_)) => return Err(e),
        Err(_) => return Ok(None),
    };
    if ctx.lift(pma.n_piece())? != 1 {
        return Ok(None);
    }
    let dom = ctx.lift(ctx.lift(pma.copy())?.domain())?;
    let ma = match ctx.lift(ctx.lift(pma.gist(ctx.lift(dom.copy())?))?.as_multi_aff()) {
        Ok(m) => m,
        Err(e @ PresburgerError::ResourceLimit(_)) => return Err(e),
        Err(_) => return Ok(None),
    };
    let graph = ctx.lift(Set::from_multi_aff(ctx.lift(ma.copy())?))?;
    Ok(if ctx.lift(within.is_subset(&graph))? {
        Some((ma, graph, dom))
    } else {
        None
    })
}

/// Whether two graphs of functions are the same function.
fn same_function(ctx: &Ctx, a: &Set, b: &Set) -> PResult<bool> {
    if ctx.lift(a.plain_is_equal(b))? {
        return Ok(true);
    }
    ctx.lift(a.is_equal(b))
}

/// Whether `{[] → t : t ∈ s}` is single-valued: at every valuation, `s` has at most one tuple.
fn single_valued_set(ctx: &Ctx, s: &Set) -> PResult<bool> {
    UMap {
        map: ctx.lift(UnionMap::from_range(
            ctx.lift(UnionSet::from_set(ctx.lift(s.copy())?))?,
        ))?,
        ctx: ctx.clone(),
    }
    .is_single_valued()
}

#[cfg(test)]
mod tests {
    use crate::presburger::isl_ops::{PSet, USet};
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

    /// Raw isl text over the parameters `n, m, k` (the tests below need pieces whose shape the
    /// renderer of [`Aff`] does not produce).
    fn raw(ctx: &Ctx, body: &str) -> (USet, PSet) {
        let v = USet::read(ctx, &format!("[n, m, k] -> {{ {body} }}")).unwrap();
        let dom = v.params().unwrap();
        (v, dom)
    }

    /// `v'` equals `v` wherever `v` has a tuple.
    fn equal_where_defined(merged: &USet, v: &USet, dom: &PSet) -> bool {
        merged
            .intersect_params(dom)
            .unwrap()
            .is_equal(&v.intersect_params(dom).unwrap())
            .unwrap()
    }

    /// A coordinate fixed by a congruence inside a window (`j ≡ n mod 4`, `m − 4 + q < j ≤ m`:
    /// the last row written into a slot folded modulo 4) on two regions. Only Γ (`q ≥ 0`)
    /// makes the window at most 4 long, so no hull of the pieces is single-valued; within Γ
    /// both hold one function, so they become one piece.
    #[test]
    fn pieces_fixed_by_a_congruence_merge_by_their_function() {
        let ctx = Ctx::new().unwrap();
        let v = USet::read(
            &ctx,
            "[n, m, k, q] -> { \
             _T0[j] : exists (e : j = n + 4e) and m - 4 + q < j <= m and k <= 0; \
             _T0[j] : exists (e : j = n + 4e) and m - 4 + q < j <= m and k >= 1 and m >= 0 }",
        )
        .unwrap();
        assert_eq!(v.n_basic().unwrap(), 2, "the test needs separate pieces");
        let gamma = PSet::read(&ctx, "[n, m, k, q] -> { : q >= 0 }").unwrap();
        let merged = super::merge_functional_pieces(&v, &gamma)
            .unwrap()
            .expect("a merge");
        assert_eq!(merged.n_basic().unwrap(), 1, "{}", merged.text().unwrap());
        let dom = v.params().unwrap().intersect(&gamma).unwrap();
        assert!(equal_where_defined(&merged, &v, &dom));
    }

    /// `min(n, m)` in four pieces, two for each function.
    const CLAMP: &str = "_T0[j] : j = n and n <= 0 and m >= 0 and k <= 0; \
                         _T0[j] : j = n and n <= 5 and m >= 5 and k >= 1; \
                         _T0[j] : j = m and m < n and k <= 0; \
                         _T0[j] : j = m and m < n and k >= 1 and m >= 7";

    /// `min(n, m)` in four pieces: the hull of the domains of `n` (`n ≤ 5, m ≥ 0`) covers
    /// valuations where the value is `m`; cut by `n ≤ m`, which holds wherever a piece of `n`
    /// applies, it does not, and each function becomes one piece.
    #[test]
    fn a_clamped_coordinate_is_cut_by_the_comparison_of_its_functions() {
        let ctx = Ctx::new().unwrap();
        let (v, dom) = raw(&ctx, CLAMP);
        assert_eq!(v.n_basic().unwrap(), 4, "the test needs separate pieces");
        let universe = PSet::read(&ctx, "[n, m, k] -> { : }").unwrap();
        let merged = super::merge_functional_pieces(&v, &universe)
            .unwrap()
            .expect("a merge");
        assert_eq!(merged.n_basic().unwrap(), 2, "{}", merged.text().unwrap());
        assert!(equal_where_defined(&merged, &v, &dom));
    }

    /// As above with one more piece of `n` at `n = 4, m = 2`, where `n > m`: no comparison
    /// holds on all of `n`'s pieces, so `n`'s hull is not cut, and the result keeps that
    /// piece's tuple (a cut `n ≤ m` would drop it).
    #[test]
    fn a_cut_that_would_drop_a_piece_is_refused() {
        let ctx = Ctx::new().unwrap();
        let (v, dom) = raw(
            &ctx,
            &format!("{CLAMP}; _T0[j] : j = n and n = 4 and m = 2 and k = 5"),
        );
        assert_eq!(v.n_basic().unwrap(), 5, "the test needs separate pieces");
        let universe = PSet::read(&ctx, "[n, m, k] -> { : }").unwrap();
        if let Some(merged) = super::merge_functional_pieces(&v, &universe).unwrap() {
            assert!(equal_where_defined(&merged, &v, &dom));
        }
    }
}
