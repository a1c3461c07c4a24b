//! Lanes of vector expressions (thesis §6: ramps, broadcasts and shuffles become `par lane`
//! loops). For a lane index ℓ (an integer term over the lane variable), a broadcast or
//! shuffle is described by guarded pieces: "if `guard`, lane ℓ is lane `lane` of `operand`".
//! Guards are tested in order and the last piece has none, so consumers build an exact
//! `select` chain. Interleaves are split by `ℓ mod n`, other shuffles into runs of
//! consecutive output lanes that read one operand at an arithmetic progression of lanes.

use super::index::{CmpOp, Cond};
use super::term::Term;
use crate::ir::{Expr, ExprNode};

/// One case of a lane map.
#[derive(Clone, Debug)]
pub struct Piece<'e> {
    /// When this case applies (given that the previous cases did not); `None` = otherwise.
    pub guard: Option<Cond<Term>>,
    /// The operand vector read.
    pub operand: &'e Expr,
    /// The lane of the operand, as a term over the lane variable.
    pub lane: Term,
}

/// Locates lane `g` of the concatenation of `vs`: (operand number, lane in the operand).
fn locate(vs: &[Expr], g: u32) -> Option<(usize, u32)> {
    let mut base = 0u32;
    for (j, v) in vs.iter().enumerate() {
        let n = u32::from(v.ty.lanes);
        if g < base + n {
            return Some((j, g - base));
        }
        base += n;
    }
    None
}

/// The guarded pieces of lane `lane` of a broadcast or shuffle; `None` for other nodes.
/// An out-of-range constant lane gives `Some(Err(..))`.
pub fn pieces<'e>(e: &'e Expr, lane: &Term) -> Option<Result<Vec<Piece<'e>>, String>> {
    match &e.node {
        ExprNode::Broadcast(v, _) => {
            let m = i64::from(v.ty.lanes);
            let l = if m == 1 {
                Term::Const(0)
            } else {
                Term::modulo(lane.clone(), Term::Const(m))
            };
            Some(Ok(vec![Piece {
                guard: None,
                operand: v,
                lane: l,
            }]))
        }
        ExprNode::Shuffle(vs, idx) => Some(shuffle_pieces(e, vs, idx, lane)),
        _ => None,
    }
}

fn shuffle_pieces<'e>(
    e: &'e Expr,
    vs: &'e [Expr],
    idx: &[u32],
    lane: &Term,
) -> Result<Vec<Piece<'e>>, String> {
    let out_of_range = || format!("shuffle lane out of range in `{e}`");
    if let Some(k) = lane.as_const() {
        let g = usize::try_from(k)
            .ok()
            .and_then(|k| idx.get(k))
            .ok_or_else(out_of_range)?;
        let (j, i) = locate(vs, *g).ok_or_else(out_of_range)?;
        return Ok(vec![Piece {
            guard: None,
            operand: &vs[j],
            lane: Term::Const(i64::from(i)),
        }]);
    }
    if let Some(ops) = e.as_interleave() {
        let n = ops.len() as i64;
        let within = Term::divide(lane.clone(), Term::Const(n));
        let which = Term::modulo(lane.clone(), Term::Const(n));
        return Ok(ops
            .iter()
            .enumerate()
            .map(|(j, op)| Piece {
                guard: (j + 1 < ops.len())
                    .then(|| Cond::cmp_terms(CmpOp::Eq, which.clone(), Term::Const(j as i64))),
                operand: op,
                lane: within.clone(),
            })
            .collect());
    }
    // Runs (operand j, first output lane k0, first operand lane i0, step, length).
    let mut runs: Vec<(usize, i64, i64, i64, i64)> = Vec::new();
    for (k, g) in idx.iter().enumerate() {
        let (j, i) = locate(vs, *g).ok_or_else(out_of_range)?;
        let (k, i) = (k as i64, i64::from(i));
        match runs.last_mut() {
            Some((rj, _, i0, step, len)) if *rj == j && (*len == 1 || i == *i0 + *step * *len) => {
                if *len == 1 {
                    *step = i - *i0;
                }
                *len += 1;
            }
            _ => runs.push((j, k, i, 0, 1)),
        }
    }
    let count = runs.len();
    Ok(runs
        .into_iter()
        .enumerate()
        .map(|(r, (j, k0, i0, step, len))| {
            let offset = Term::minus(lane.clone(), Term::Const(k0));
            Piece {
                guard: (r + 1 < count)
                    .then(|| Cond::cmp_terms(CmpOp::Lt, lane.clone(), Term::Const(k0 + len))),
                operand: &vs[j],
                lane: Term::plus(Term::Const(i0), Term::times(Term::Const(step), offset)),
            }
        })
        .collect())
}

/// `j · s` for a lane number `j` known to lie in `[0, n)`: the plain product when either side
/// is constant, otherwise the exact piecewise form `select(j == n−1, (n−1)·s, … select(j == 1,
/// s, 0))`, which is affine in `s`.
pub fn lane_times(j: Term, n: u16, s: Term) -> Term {
    if j.as_const().is_some() || s.as_const().is_some() {
        return Term::times(j, s);
    }
    let mut acc = Term::Const(0);
    for k in 1..i64::from(n) {
        acc = Term::select(
            Cond::cmp_terms(CmpOp::Eq, j.clone(), Term::Const(k)),
            Term::times(Term::Const(k), s.clone()),
            acc,
        );
    }
    acc
}

/// Splits lane ℓ of a value whose operand has `m` lanes per group into (lane within the
/// operand, group number): `(ℓ mod m, ⌊ℓ/m⌋)`, or `(0, ℓ)` for scalar operands.
pub fn split_lane(lane: &Term, m: u16) -> (Term, Term) {
    if m == 1 {
        (Term::Const(0), lane.clone())
    } else {
        let m = Term::Const(i64::from(m));
        (
            Term::modulo(lane.clone(), m.clone()),
            Term::divide(lane.clone(), m),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Expr;

    fn ramp(b: i32, n: u16) -> Expr {
        Expr::ramp(Expr::var_i32(format!("v{b}")), Expr::i32(1), n).unwrap()
    }

    #[test]
    fn constant_lanes_pick_one_operand() {
        let e = Expr::shuffle(vec![ramp(0, 4), ramp(1, 4)], vec![6, 1]).unwrap();
        let ps = pieces(&e, &Term::Const(0)).unwrap().unwrap();
        assert_eq!(ps.len(), 1);
        assert_eq!(ps[0].lane, Term::Const(2));
        assert!(pieces(&e, &Term::Const(2)).unwrap().is_err());
    }

    #[test]
    fn runs_split_a_general_shuffle() {
        // [0 1 2 | 7 6 | 3]: three runs, the last one unguarded.
        let e = Expr::shuffle(vec![ramp(0, 4), ramp(1, 4)], vec![0, 1, 2, 7, 6, 3]).unwrap();
        let ps = pieces(&e, &Term::var("l")).unwrap().unwrap();
        assert_eq!(ps.len(), 3);
        assert!(ps[2].guard.is_none());
        assert_eq!(ps[1].lane.to_string(), "3 + ((-1) * (l - 3))");
    }

    #[test]
    fn lane_times_is_exact_on_the_lane_range() {
        let t = lane_times(Term::var("j"), 3, Term::var("s"));
        assert_eq!(t.to_string(), "select(j == 2, 2 * s, select(j == 1, s, 0))");
    }
}
