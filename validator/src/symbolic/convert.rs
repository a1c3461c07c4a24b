//! Index expressions and affine conditions of SCHED (thesis Fig. 4.1, type 𝔸 and 𝔹) as
//! Presburger-layer expressions. The translation is exact: both sides are the same piecewise
//! quasi-affine language.

use crate::presburger::{Aff, CmpOp, Cond};
use crate::sched::{self, Index};

/// ι as a quasi-affine expression.
pub fn index_to_aff(i: &Index) -> Aff {
    match i {
        Index::Var(v) => Aff::Var(v.clone()),
        Index::Const(c) => Aff::Const(*c),
        Index::Add(a, b) => Aff::Add(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Scale(n, a) => Aff::Scale(*n, Box::new(index_to_aff(a))),
        Index::FloorDiv(a, n) => Aff::FloorDiv(Box::new(index_to_aff(a)), *n),
        Index::Mod(a, n) => Aff::Mod(Box::new(index_to_aff(a)), *n),
        Index::Min(a, b) => Aff::Min(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Max(a, b) => Aff::Max(Box::new(index_to_aff(a)), Box::new(index_to_aff(b))),
        Index::Select(c, a, b) => Aff::Select(
            Box::new(cond_to_cond(c)),
            Box::new(index_to_aff(a)),
            Box::new(index_to_aff(b)),
        ),
    }
}

/// Indices as quasi-affine expressions.
pub fn indices_to_affs(is: &[Index]) -> Vec<Aff> {
    is.iter().map(index_to_aff).collect()
}

/// An affine condition.
pub fn cond_to_cond(c: &sched::Cond<Index>) -> Cond {
    match c {
        sched::Cond::Const(true) => Cond::True,
        sched::Cond::Const(false) => Cond::False,
        sched::Cond::Cmp(op, a, b) => {
            let op = match op {
                sched::CmpOp::Eq => CmpOp::Eq,
                sched::CmpOp::Ne => CmpOp::Ne,
                sched::CmpOp::Lt => CmpOp::Lt,
                sched::CmpOp::Le => CmpOp::Le,
            };
            Cond::Cmp(op, index_to_aff(a), index_to_aff(b))
        }
        sched::Cond::And(a, b) => Cond::And(Box::new(cond_to_cond(a)), Box::new(cond_to_cond(b))),
        sched::Cond::Or(a, b) => Cond::Or(Box::new(cond_to_cond(a)), Box::new(cond_to_cond(b))),
        sched::Cond::Not(a) => Cond::Not(Box::new(cond_to_cond(a))),
    }
}

/// The conjunction of several conditions.
pub fn conj(cs: &[sched::Cond<Index>]) -> Cond {
    cs.iter().map(cond_to_cond).fold(
        Cond::True,
        |acc, c| if acc == Cond::True { c } else { acc.and(c) },
    )
}
