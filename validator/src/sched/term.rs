//! Untyped integer terms: Halide integer index arithmetic after let-inlining and lane
//! extraction, before affine typing ([`crate::sched::typing`]).
//!
//! A [`Term`] may be non-affine (`x*y`, `e / n` with symbolic `n`); it is what the lowering
//! builds from a Halide `Expr`, what the "accidentally non-affine" rewrites of thesis §6
//! inspect, and how flat (linearised) indices are kept beside the multidimensional ones
//! (thesis §9.7). Division and modulo have Halide's semantics: Euclidean, `x / 0 = 0`,
//! `x % 0 = 0`. Arithmetic is exact (no int32 wrap-around; thesis §9.5).

use super::index::{CmpOp, Cond};

/// An exact integer term over variables (possibly non-affine).
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    /// A variable.
    Var(String),
    /// A constant.
    Const(i64),
    /// `a + b`.
    Add(Box<Term>, Box<Term>),
    /// `a - b`.
    Sub(Box<Term>, Box<Term>),
    /// `a * b`.
    Mul(Box<Term>, Box<Term>),
    /// Halide division `a / b` (Euclidean; `a / 0 = 0`).
    Div(Box<Term>, Box<Term>),
    /// Halide modulo `a % b` (Euclidean, result ≥ 0; `a % 0 = 0`).
    Mod(Box<Term>, Box<Term>),
    /// `min(a, b)`.
    Min(Box<Term>, Box<Term>),
    /// `max(a, b)`.
    Max(Box<Term>, Box<Term>),
    /// `select(c, a, b)`.
    Select(Box<Cond<Term>>, Box<Term>, Box<Term>),
}

/// Halide's Euclidean division of constants (`x / 0 = 0`).
pub fn halide_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        Some(0)
    } else {
        a.checked_div_euclid(b)
    }
}

/// Halide's Euclidean modulo of constants (`x % 0 = 0`).
pub fn halide_mod(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        Some(0)
    } else {
        a.checked_rem_euclid(b)
    }
}

fn fold(
    a: Term,
    b: Term,
    f: fn(i64, i64) -> Option<i64>,
    mk: fn(Box<Term>, Box<Term>) -> Term,
) -> Term {
    match (&a, &b) {
        (Term::Const(x), Term::Const(y)) => match f(*x, *y) {
            Some(v) => Term::Const(v),
            None => mk(Box::new(a), Box::new(b)),
        },
        _ => mk(Box::new(a), Box::new(b)),
    }
}

impl Term {
    /// The variable `name`.
    pub fn var(name: impl Into<String>) -> Term {
        Term::Var(name.into())
    }

    /// `a + b`, folding constants and `+ 0`.
    pub fn plus(a: Term, b: Term) -> Term {
        match (a, b) {
            (Term::Const(0), x) | (x, Term::Const(0)) => x,
            (a, b) => fold(a, b, i64::checked_add, Term::Add),
        }
    }

    /// `a - b`, folding constants and `- 0`.
    pub fn minus(a: Term, b: Term) -> Term {
        match (a, b) {
            (x, Term::Const(0)) => x,
            (a, b) => fold(a, b, i64::checked_sub, Term::Sub),
        }
    }

    /// `a * b`, folding constants, `* 0` and `* 1`.
    pub fn times(a: Term, b: Term) -> Term {
        match (a, b) {
            (Term::Const(0), _) | (_, Term::Const(0)) => Term::Const(0),
            (Term::Const(1), x) | (x, Term::Const(1)) => x,
            (a, b) => fold(a, b, i64::checked_mul, Term::Mul),
        }
    }

    /// Halide `a / b`, folding constants.
    pub fn divide(a: Term, b: Term) -> Term {
        match (a, b) {
            (x, Term::Const(1)) => x,
            (a, b) => fold(a, b, halide_div, Term::Div),
        }
    }

    /// Halide `a % b`, folding constants.
    pub fn modulo(a: Term, b: Term) -> Term {
        fold(a, b, halide_mod, Term::Mod)
    }

    /// `min(a, b)`, folding constants.
    pub fn min(a: Term, b: Term) -> Term {
        fold(a, b, |x, y| Some(x.min(y)), Term::Min)
    }

    /// `max(a, b)`, folding constants.
    pub fn max(a: Term, b: Term) -> Term {
        fold(a, b, |x, y| Some(x.max(y)), Term::Max)
    }

    /// `select(c, a, b)`, folding a constant condition.
    pub fn select(c: Cond<Term>, a: Term, b: Term) -> Term {
        match c {
            Cond::Const(true) => a,
            Cond::Const(false) => b,
            c => Term::Select(Box::new(c), Box::new(a), Box::new(b)),
        }
    }

    /// The constant value, if this is a constant.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            Term::Const(c) => Some(*c),
            _ => None,
        }
    }
}

impl Cond<Term> {
    /// `a op b` over terms, decided when both are constants.
    pub fn cmp_terms(op: CmpOp, a: Term, b: Term) -> Cond<Term> {
        match (a.as_const(), b.as_const()) {
            (Some(x), Some(y)) => Cond::Const(match op {
                CmpOp::Eq => x == y,
                CmpOp::Ne => x != y,
                CmpOp::Lt => x < y,
                CmpOp::Le => x <= y,
            }),
            _ => Cond::Cmp(op, a, b),
        }
    }
}
