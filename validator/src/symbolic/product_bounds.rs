//! Affine consequences of asserted products ([`ProductBound`], thesis §9.5: overflow is assumed
//! absent with Halide's own asserts): in a branch whose path condition bounds one factor from
//! below, the other is bounded from above. The products of the pipeline's prologue also vet
//! counterexamples: witnesses are drawn first from calls that pass them ([`witness_box`]), and a
//! witness that fails one is no counterexample ([`stopped_by_prologue`]).

use crate::presburger::{Aff, Cond, Ctx, PResult, ParamSet};
use crate::sched::ProductBound;

use super::{Evaluator, Witness};

/// The largest lower bound looked for is `2^MAX_DOUBLINGS` (beyond `int32` nothing is left to
/// bound).
const MAX_DOUBLINGS: u32 = 31;

impl Evaluator {
    /// `g` with `y ≤ ⌊max / l⌋` for every asserted product `x · y ≤ max` in scope
    /// ([`Evaluator::products`]) and every factor `x` that `g` bounds by `x ≥ l ≥ 2`, `l` the
    /// largest power of two it entails (and symmetrically). Each added fact holds wherever `g`
    /// does (see [`ProductBound`]), so evaluating under the result is exact; a fact `g` already
    /// entails is not added. Only branches need it: their conditions are where lower bounds of
    /// buffer sizes appear (`if (128 <= min(A_.extent.0, B_.extent.1))`).
    ///
    /// The calls the added fact excludes (`x ≥ l ∧ y > ⌊max / l⌋`: there
    /// `x · y ≥ l · (⌊max / l⌋ + 1) > max`), among the calls that reach the assertion, fail it
    /// and stop; they join [`Evaluator::aborts`], so
    /// the output checks, which see the branch's effect without the fact, leave them out too.
    /// Only products of two program parameters are used (the aborts are over those).
    pub(crate) fn with_product_bounds(&mut self, g: ParamSet) -> PResult<ParamSet> {
        let mut g = g;
        let products: Vec<(ProductBound, Option<ParamSet>)> = self
            .products
            .iter()
            .filter(|(p, _)| {
                self.program_params.contains(&p.x) && self.program_params.contains(&p.y)
            })
            .map(|(p, r)| Ok((p.clone(), r.as_ref().map(|r| r.try_clone()).transpose()?)))
            .collect::<PResult<_>>()?;
        for (p, reach) in &products {
            for (a, b) in [(&p.x, &p.y), (&p.y, &p.x)] {
                let Some(l) = power_of_two_lower_bound(&g, a)? else {
                    continue;
                };
                let bound = ParamSet::from_cond(g.ctx(), &Aff::var(b).le(Aff::cst(p.max / l)))?;
                if g.is_subset(&bound)? {
                    continue;
                }
                // `x ≥ l ∧ y > ⌊max / l⌋`: every call in it fails the assertion, and it contains
                // the calls `g` loses (g ⊢ x ≥ l) — two constraints over two parameters, where
                // the projection of `g ∧ ¬bound` keeps every disjunct of `g` (enough to take an
                // output check over the isl budget).
                let fails = ParamSet::from_cond(
                    g.ctx(),
                    &Aff::var(a)
                        .ge(Aff::cst(l))
                        .and(Aff::var(b).gt(Aff::cst(p.max / l))),
                )?;
                let fails = match reach {
                    Some(r) => fails.and(r)?,
                    None => fails,
                };
                self.aborts = Some(match self.aborts.take() {
                    Some(a) => a.or(&fails)?,
                    None => fails,
                });
                g = g.and(&bound)?;
            }
        }
        Ok(g)
    }
}

/// The largest `l = 2^k ≥ 2` with `g ⊢ a ≥ l`, if any.
fn power_of_two_lower_bound(g: &ParamSet, a: &str) -> PResult<Option<i64>> {
    let at_least = |l: i64| g.entails(&Aff::var(a).ge(Aff::cst(l)));
    if !at_least(2)? {
        return Ok(None);
    }
    let mut l = 2i64;
    for _ in 1..MAX_DOUBLINGS {
        if !at_least(2 * l)? {
            break;
        }
        l *= 2;
    }
    Ok(Some(l))
}

/// `|x| ≤ ⌊√max⌋ ∧ |y| ≤ ⌊√max⌋` for every prologue product `x · y ≤ max`: calls that pass
/// those assertions, where a witness is a real counterexample
/// ([`Evaluator::sample_witness`]). `None` without products.
pub(crate) fn witness_box(ctx: &Ctx, products: &[ProductBound]) -> PResult<Option<ParamSet>> {
    if products.is_empty() {
        return Ok(None);
    }
    let mut c = Cond::True;
    for p in products {
        let s = p.max.isqrt();
        for v in [&p.x, &p.y] {
            c = c.and(Cond::in_range(v, Aff::cst(-s), Aff::cst(s + 1)));
        }
    }
    Ok(Some(ParamSet::from_cond(ctx, &c)?))
}

/// The prologue assertion `x · y ≤ max` that the witness's call fails, if any (thesis §9.5:
/// Halide's own assertions exclude the calls whose sizes overflow). Such a witness is not a
/// counterexample: that call stops before it writes anything. A factor the witness does not
/// give decides nothing.
pub fn stopped_by_prologue(w: &Witness, products: &[ProductBound]) -> Option<String> {
    let value = |n: &str| w.params.iter().find(|(p, _)| p == n).map(|(_, v)| *v);
    products.iter().find_map(|p| {
        let (x, y) = (value(&p.x)?, value(&p.y)?);
        (i128::from(x) * i128::from(y) > i128::from(p.max)).then(|| {
            format!(
                "`{} * {} <= {}` ({} = {x}, {} = {y})",
                p.x, p.y, p.max, p.x, p.y
            )
        })
    })
}
