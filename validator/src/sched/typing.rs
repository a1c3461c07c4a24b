//! Affine typing (thesis Fig. 4.7): a [`Term`] is given type 𝔸 by turning it into an
//! [`Index`], a term condition type 𝔹 by turning it into a [`Cond<Index>`].
//!
//! Products need a constant factor (T-MUL), divisions and modulos a constant divisor (T-DIV,
//! T-MOD; a negative divisor `-n` is rewritten exactly with Halide's Euclidean semantics:
//! `a / -n = -⌊a/n⌋`, `a % -n = a mod n`; a zero divisor gives 0 as in Halide).
//!
//! One "accidentally non-affine" pattern of thesis §6 is recognised here:
//! `⌊(e·e′ − 1)/e⌋ = e′ − 1` when the path facts prove `e > 0` (the thesis states
//! `e′ − sgn(e)`, which is wrong for `e < 0`; for `e > 0` both agree), and otherwise the exact
//! case split `e > 0: e′ − 1; e < 0: e′ + 1; e = 0: 0` of Halide's Euclidean division. A loop
//! fused from three or more dimensions has bounds that divide `E·e·e″ − 1` by each inner extent
//! in turn, under selects on whether the inner ranges are empty: a division distributes over
//! a select of its numerator, `⌊0/e⌋ = 0`, the quotient by a proven-positive extent is taken as a
//! term (`E·e″ − 1`) that the next division types, and a select is typed by the branch the path
//! facts decide, else branch by branch under its side of the condition. The other pattern,
//! fused parallel loops, is handled where loops are lowered (`sched::fused`).

use super::facts::Facts;
use super::index::{Cond, Index};
use super::term::Term;

/// The part of a term that has no affine type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NonAffine {
    /// The offending sub-term, printed, with a short reason.
    pub part: String,
}

fn non_affine(t: &Term, why: &str) -> NonAffine {
    NonAffine {
        part: format!("{t} ({why})"),
    }
}

/// Types `t : 𝔸` under the path facts.
pub fn type_index(t: &Term, facts: &Facts) -> Result<Index, NonAffine> {
    let ty = |e: &Term| type_index(e, facts);
    Ok(match t {
        Term::Var(v) => Index::Var(v.clone()),
        Term::Const(c) => Index::Const(*c),
        Term::Add(a, b) => Index::plus(ty(a)?, ty(b)?),
        Term::Sub(a, b) => Index::minus(ty(a)?, ty(b)?),
        Term::Mul(a, b) => {
            let (ia, ib) = (ty(a)?, ty(b)?);
            let fixed = |i: &Index| i.as_const().or_else(|| facts.fixed_value(i));
            match (fixed(&ia), fixed(&ib)) {
                (Some(n), _) => Index::scale(n, ib),
                (_, Some(n)) => Index::scale(n, ia),
                _ => return Err(non_affine(t, "product of two non-constant terms")),
            }
        }
        Term::Div(a, b) => {
            let ib = ty(b)?;
            // A divisor the path facts fix (an assumption, a specialization's condition) is
            // that constant on this path.
            match ib.as_const().or_else(|| facts.fixed_value(&ib)) {
                Some(0) => Index::Const(0),
                Some(n) if n > 0 => floor_div(ty(a)?, n, t)?,
                Some(n) => {
                    let m = n
                        .checked_neg()
                        .ok_or_else(|| non_affine(t, "divisor overflow"))?;
                    Index::scale(-1, floor_div(ty(a)?, m, t)?)
                }
                None => non_constant_division(a, b, &ib, facts, t)?,
            }
        }
        Term::Mod(a, b) => {
            let ib = ty(b)?;
            match ib.as_const().or_else(|| facts.fixed_value(&ib)) {
                Some(0) => Index::Const(0),
                Some(n) => {
                    let m = n
                        .checked_abs()
                        .ok_or_else(|| non_affine(t, "divisor overflow"))?;
                    Index::modulo(ty(a)?, m).ok_or_else(|| non_affine(t, "modulo"))?
                }
                None => return Err(non_affine(t, "modulo by a non-constant")),
            }
        }
        Term::Min(a, b) => Index::min(ty(a)?, ty(b)?),
        Term::Max(a, b) => Index::max(ty(a)?, ty(b)?),
        Term::Select(c, a, b) => typed_select(c, a, b, facts)?,
    })
}

/// `select(c, a, b) : 𝔸`: only the branch the facts decide when they decide `c`; otherwise
/// both, each typed under the facts alone or, where it has no affine type there, under the
/// facts and its side of `c` (exact: the select's value is `a` wherever `c` holds, and the
/// index typed under `Γ ∧ c` equals `a` there).
fn typed_select(c: &Cond<Term>, a: &Term, b: &Term, facts: &Facts) -> Result<Index, NonAffine> {
    let ic = type_cond(c, facts)?;
    match facts.decides(&ic) {
        Some(true) => return type_index(a, facts),
        Some(false) => return type_index(b, facts),
        None => {}
    }
    let branch = |t: &Term, side: Cond<Index>| {
        type_index(t, facts).or_else(|e| {
            let mut with_side = facts.clone();
            with_side.push(side);
            type_index(t, &with_side).map_err(|_| e)
        })
    };
    let (ia, ib) = (branch(a, ic.clone())?, branch(b, Cond::negate(ic.clone()))?);
    Ok(Index::select(ic, ia, ib))
}

/// `a / b` for a divisor `b` (typed `ib`) that is no constant on this path. Exact rewrites
/// first: `⌊0/e⌋ = 0` (Halide's `x / 0` is 0 as well); a division distributes over a select
/// of its numerator; a quotient of a fused loop's extent by its inner extents
/// ([`fused_quotient`]) is divided further as the term it is. Then the pattern
/// `⌊(e·e′ − 1)/e⌋` ([`div_pattern`]).
fn non_constant_division(
    a: &Term,
    b: &Term,
    ib: &Index,
    facts: &Facts,
    t: &Term,
) -> Result<Index, NonAffine> {
    match a {
        Term::Const(0) => return Ok(Index::Const(0)),
        Term::Select(c, x, y) => {
            let over = |n: &Term| Term::Div(Box::new(n.clone()), Box::new(b.clone()));
            return typed_select(c, &over(x), &over(y), facts);
        }
        Term::Div(n, inner) => {
            if let Some(q) = fused_quotient(n, inner, facts) {
                return type_index(&Term::Div(Box::new(q), Box::new(b.clone())), facts);
            }
        }
        _ => {}
    }
    div_pattern(a, ib, facts).ok_or_else(|| {
        non_affine(
            t,
            "division by a non-constant, not of the form ⌊(e·e′ − 1)/e⌋",
        )
    })
}

/// `⌊(E·e − 1)/e⌋ = E − 1` as a term, when the facts prove `e > 0` and `E` (the other factors
/// of the product) need not be affine: Halide's bounds of a loop fused from three or more
/// dimensions divide its extent `E·e·e″ − 1` by each inner extent in turn
/// (`⌊⌊(E·e″·e − 1)/e⌋/e″⌋`), so only the last quotient is affine. Exact for `e > 0`:
/// `E·e − 1 = e·(E − 1) + (e − 1)` with `0 ≤ e − 1 < e`.
fn fused_quotient(num: &Term, divisor: &Term, facts: &Facts) -> Option<Term> {
    let product = product_minus_one(num)?;
    let e = type_index(divisor, facts).ok()?;
    if !facts.proves_nonneg_index(&Index::minus(e.clone(), Index::Const(1))) {
        return None;
    }
    let mut factors = Vec::new();
    flatten_product(product, &mut factors);
    let k = factors
        .iter()
        .position(|f| type_index(f, facts).is_ok_and(|i| i.same_as(&e)))?;
    factors.remove(k);
    let rest = factors
        .into_iter()
        .cloned()
        .reduce(Term::times)
        .unwrap_or(Term::Const(1));
    Some(Term::minus(rest, Term::Const(1)))
}

/// `P` of a numerator `P − 1` (or `P + (−1)`).
fn product_minus_one(num: &Term) -> Option<&Term> {
    match num {
        Term::Sub(p, one) if one.as_const() == Some(1) => Some(p),
        Term::Add(p, m1) | Term::Add(m1, p) if m1.as_const() == Some(-1) => Some(p),
        _ => None,
    }
}

/// The factors of a product `a * b * …`, left to right.
pub(super) fn flatten_product<'t>(t: &'t Term, out: &mut Vec<&'t Term>) {
    match t {
        Term::Mul(a, b) => {
            flatten_product(a, out);
            flatten_product(b, out);
        }
        other => out.push(other),
    }
}

fn floor_div(a: Index, n: i64, t: &Term) -> Result<Index, NonAffine> {
    Index::floor_div(a, n).ok_or_else(|| non_affine(t, "division"))
}

/// `⌊(e·e′ − 1)/e⌋ → e′ − 1` when `Γ ⊢ e > 0`; `None` when the pattern does not apply.
fn div_pattern(num: &Term, divisor: &Index, facts: &Facts) -> Option<Index> {
    let Term::Mul(p, q) = product_minus_one(num)? else {
        return None;
    };
    let (ip, iq) = (type_index(p, facts).ok()?, type_index(q, facts).ok()?);
    let other = if ip.same_as(divisor) {
        iq
    } else if iq.same_as(divisor) {
        ip
    } else {
        return None;
    };
    if facts.proves_positive(divisor) {
        return Some(Index::minus(other, Index::Const(1)));
    }
    let lt = |a: Index, b: Index| Cond::cmp(super::index::CmpOp::Lt, a, b);
    let positive = Index::minus(other.clone(), Index::Const(1));
    // e ≥ 0: for e = 0 Halide's division gives 0.
    if facts.proves_nonneg_index(divisor) {
        return Some(Index::select(
            lt(Index::Const(0), divisor.clone()),
            positive,
            Index::Const(0),
        ));
    }
    // Any sign, exactly (Euclidean division): for e < 0, e·e′ − 1 = e·(e′ + 1) + (−e − 1)
    // with 0 ≤ −e − 1 < |e|, so the quotient is e′ + 1 (stencil_chain's required-region
    // asserts divide by a tile count `(extent + 383)/384` of unknown sign).
    Some(Index::select(
        lt(Index::Const(0), divisor.clone()),
        positive,
        Index::select(
            lt(divisor.clone(), Index::Const(0)),
            Index::plus(other, Index::Const(1)),
            Index::Const(0),
        ),
    ))
}

/// Types a term condition `c : 𝔹` under the path facts.
pub fn type_cond(c: &Cond<Term>, facts: &Facts) -> Result<Cond<Index>, NonAffine> {
    Ok(match c {
        Cond::Const(b) => Cond::Const(*b),
        Cond::Cmp(op, a, b) => Cond::cmp(*op, type_index(a, facts)?, type_index(b, facts)?),
        Cond::And(a, b) => Cond::and(type_cond(a, facts)?, type_cond(b, facts)?),
        Cond::Or(a, b) => Cond::or(type_cond(a, facts)?, type_cond(b, facts)?),
        Cond::Not(a) => Cond::negate(type_cond(a, facts)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::index::{CmpOp, Cond};

    fn v(n: &str) -> Term {
        Term::var(n)
    }

    #[test]
    fn constant_divisors_follow_halide_semantics() {
        let f = Facts::new();
        let t = Term::Div(Box::new(v("x")), Box::new(Term::Const(-4)));
        let i = type_index(&t, &f).unwrap();
        // x / -4 = -⌊x/4⌋ (Euclidean): 5 / -4 = -1, -5 / -4 = 2.
        assert_eq!(i.to_string(), "-floor(x / 4)");
        let t = Term::Mod(Box::new(v("x")), Box::new(Term::Const(-4)));
        assert_eq!(type_index(&t, &f).unwrap().to_string(), "(x mod 4)");
        let t = Term::Div(Box::new(v("x")), Box::new(Term::Const(0)));
        assert_eq!(type_index(&t, &f).unwrap(), Index::Const(0));
    }

    #[test]
    fn factors_and_divisors_fixed_by_the_path_are_constants() {
        // dsc's channel multiplier m under `--assume 'm == 2'`; s = m through a constraint.
        let mut f = Facts::new();
        let div = Term::Div(Box::new(v("x")), Box::new(v("s")));
        let prod = Term::times(v("s"), v("y"));
        assert!(type_index(&div, &f).is_err());
        assert!(type_index(&prod, &f).is_err());
        f.push(Cond::cmp(CmpOp::Eq, Index::var("s"), Index::var("m")));
        f.push(Cond::cmp(CmpOp::Eq, Index::var("m"), Index::Const(2)));
        assert_eq!(type_index(&div, &f).unwrap().to_string(), "floor(x / 2)");
        assert_eq!(type_index(&prod, &f).unwrap().to_string(), "2*y");
        let m = Term::Mod(Box::new(v("x")), Box::new(v("m")));
        assert_eq!(type_index(&m, &f).unwrap().to_string(), "(x mod 2)");
    }

    #[test]
    fn products_need_a_constant_factor() {
        let f = Facts::new();
        let t = Term::times(Term::plus(Term::Const(2), Term::Const(1)), v("x"));
        assert_eq!(type_index(&t, &f).unwrap().to_string(), "3*x");
        let t = Term::times(v("x"), v("y"));
        let err = type_index(&t, &f).unwrap_err();
        assert!(err.part.starts_with("x * y"), "{}", err.part);
    }

    #[test]
    fn floor_div_pattern_split_by_sign_or_proved_positive() {
        let num = Term::minus(Term::times(v("e"), v("n")), Term::Const(1));
        let t = Term::divide(num, v("e"));
        let mut f = Facts::new();
        let split = type_index(&t, &f).unwrap();
        // Exact for every sign of e, against Halide's Euclidean division (x / 0 = 0).
        for e in -5i64..=5 {
            for n in -5i64..=5 {
                let want = crate::sched::term::halide_div(e * n - 1, e).unwrap();
                let env = |x: &str| match x {
                    "e" => Some(e),
                    "n" => Some(n),
                    _ => None,
                };
                let got = crate::symbolic::convert::index_to_aff(&split).eval(&env);
                assert_eq!(got.ok(), Some(want), "e = {e}, n = {n}: {split}");
            }
        }
        // Not the pattern: still refused.
        let other = Term::divide(Term::times(v("e"), v("n")), v("e"));
        assert!(type_index(&other, &f).is_err());
        f.push(Cond::cmp(
            super::super::index::CmpOp::Lt,
            Index::Const(0),
            Index::var("e"),
        ));
        assert_eq!(type_index(&t, &f).unwrap().to_string(), "n - 1");
    }

    /// Halide's bound of a loop fused from three dimensions: `E·x·y − 1` divided by `y`, then
    /// by `x`, under selects on whether the inner ranges are empty (and `0 / x` where they
    /// are). Typed exactly (checked against Halide's division at every small value), with
    /// each select branch typed under its side of the condition; refused where nothing says
    /// the inner extent is positive.
    #[test]
    fn quotients_of_a_fused_extent_by_each_inner_extent() {
        let bx = |t: Term| Box::new(t);
        let num = Term::minus(
            Term::times(Term::times(v("a"), v("x")), v("y")),
            Term::Const(1),
        );
        let inner = Term::Div(bx(num), bx(v("y")));
        let pos = |n: &str| Box::new(Cond::Cmp(CmpOp::Lt, Term::Const(0), v(n)));
        let guarded = Term::Select(
            pos("x"),
            bx(Term::Select(
                pos("y"),
                bx(inner.clone()),
                bx(Term::Const(0)),
            )),
            bx(Term::Const(0)),
        );
        let t = Term::Div(bx(guarded), bx(v("x")));
        let typed = type_index(&t, &Facts::new()).unwrap();
        let div = |a: i64, b: i64| crate::sched::term::halide_div(a, b).unwrap();
        for a in -4i64..=4 {
            for x in -4i64..=4 {
                for y in -4i64..=4 {
                    let n = if 0 < x && 0 < y {
                        div(a * x * y - 1, y)
                    } else {
                        0
                    };
                    let env = |s: &str| match s {
                        "a" => Some(a),
                        "x" => Some(x),
                        "y" => Some(y),
                        _ => None,
                    };
                    let got = crate::symbolic::convert::index_to_aff(&typed).eval(&env);
                    assert_eq!(got.ok(), Some(div(n, x)), "a={a} x={x} y={y}: {typed}");
                }
            }
        }
        // Under facts that decide the selects, only the taken branches are typed.
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Lt, Index::Const(0), Index::var("x")));
        f.push(Cond::cmp(CmpOp::Lt, Index::Const(0), Index::var("y")));
        assert_eq!(type_index(&t, &f).unwrap().to_string(), "a - 1");
        // Without the select, nothing proves `y > 0`: refused, not rewritten.
        let bare = Term::Div(bx(inner), bx(v("x")));
        assert!(type_index(&bare, &Facts::new()).is_err());
    }
}
