//! Quasi-affine expressions, conditions and exported Presburger constraints as Z3 integer
//! terms (linear integer arithmetic with floor division and modulo by constants). Exact: a
//! positive constant divisor makes SMT-LIB's Euclidean `div` and `mod` the floor quotient and
//! the non-negative remainder that isl and [`Aff`] mean.

use z3::ast::{Bool, Int};

use crate::presburger::{Aff, CmpOp, Cond, Constraint, ConstraintKind};

/// `a` as an integer term; `var` gives the term of each variable.
pub fn aff_term(a: &Aff, var: &mut dyn FnMut(&str) -> Int) -> Int {
    match a {
        Aff::Const(c) => Int::from_i64(*c),
        Aff::Var(v) => var(v),
        Aff::Add(x, y) => {
            let (x, y) = (aff_term(x, var), aff_term(y, var));
            Int::add(&[x, y])
        }
        Aff::Scale(n, x) => {
            let x = aff_term(x, var);
            Int::mul(&[Int::from_i64(*n), x])
        }
        Aff::FloorDiv(x, n) => {
            let x = aff_term(x, var);
            if *n > 0 {
                x.div(Int::from_i64(*n))
            } else {
                x.unary_minus().div(Int::from_i64(n.saturating_neg()))
            }
        }
        Aff::Mod(x, n) => {
            let x = aff_term(x, var);
            x.modulo(Int::from_i64(n.saturating_abs()))
        }
        Aff::Min(x, y) => {
            let (x, y) = (aff_term(x, var), aff_term(y, var));
            x.le(&y).ite(&x, &y)
        }
        Aff::Max(x, y) => {
            let (x, y) = (aff_term(x, var), aff_term(y, var));
            x.ge(&y).ite(&x, &y)
        }
        Aff::Select(c, x, y) => {
            let c = cond_term(c, var);
            let (x, y) = (aff_term(x, var), aff_term(y, var));
            c.ite(&x, &y)
        }
    }
}

/// `c` as a Boolean term; `var` gives the term of each variable.
pub fn cond_term(c: &Cond, var: &mut dyn FnMut(&str) -> Int) -> Bool {
    match c {
        Cond::True => Bool::from_bool(true),
        Cond::False => Bool::from_bool(false),
        Cond::Cmp(op, a, b) => {
            let (a, b) = (aff_term(a, var), aff_term(b, var));
            match op {
                CmpOp::Eq => a.eq(&b),
                CmpOp::Ne => a.eq(&b).not(),
                CmpOp::Lt => a.lt(&b),
                CmpOp::Le => a.le(&b),
                CmpOp::Gt => a.gt(&b),
                CmpOp::Ge => a.ge(&b),
            }
        }
        Cond::And(a, b) => Bool::and(&[cond_term(a, var), cond_term(b, var)]),
        Cond::Or(a, b) => Bool::or(&[cond_term(a, var), cond_term(b, var)]),
        Cond::Not(a) => cond_term(a, var).not(),
    }
}

/// One exported constraint `e = 0` or `e ≥ 0`.
pub fn constraint_term(k: &Constraint, var: &mut dyn FnMut(&str) -> Int) -> Bool {
    let e = aff_term(&k.expr, var);
    match k.kind {
        ConstraintKind::EqZero => e.eq(Int::from_i64(0)),
        ConstraintKind::NonNegative => e.ge(Int::from_i64(0)),
    }
}

/// A disjunction of conjunctions of constraints (isl's basic sets, exported).
pub fn dnf_term(dnf: &[Vec<Constraint>], var: &mut dyn FnMut(&str) -> Int) -> Bool {
    let disjuncts: Vec<Bool> = dnf
        .iter()
        .map(|conj| {
            let cs: Vec<Bool> = conj.iter().map(|k| constraint_term(k, var)).collect();
            Bool::and(&cs)
        })
        .collect();
    Bool::or(&disjuncts)
}
