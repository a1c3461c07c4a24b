//! Index expressions ι of type 𝔸 and affine constraints of type 𝔹 (thesis Fig. 4.1, typed by
//! Fig. 4.7 T-INT, T-VAR, T-ADD, T-MUL, T-DIV, T-MOD, T-CMP, T-AND, T-NOT, T-SELECT).
//!
//! An [`Index`] is piecewise quasi-affine by construction: products have a constant factor
//! (`n·ι`), divisions and modulos have a constant positive divisor. Arithmetic is exact
//! (mathematical integers); overflow of Halide's index arithmetic is out of scope here
//! (thesis §9.5). The smart constructors fold constants and never build ill-typed nodes.

use std::collections::BTreeMap;
use std::convert::Infallible;

/// Comparison operators of affine constraints (T-CMP); `>`/`>=` are written with the
/// operands swapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `=`
    Eq,
    /// `≠`
    Ne,
    /// `<`
    Lt,
    /// `≤`
    Le,
}

impl CmpOp {
    /// Concrete syntax.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
        }
    }

    fn eval(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
        }
    }
}

/// A Boolean combination of comparisons between integer expressions `I` (type 𝔹 when `I` is
/// [`Index`]; the same shape is used over untyped [`crate::sched::Term`]s before typing).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond<I> {
    /// `true` / `false` (T-BOOL).
    Const(bool),
    /// `ι1 op ι2` (T-CMP).
    Cmp(CmpOp, I, I),
    /// `c1 && c2` (T-AND).
    And(Box<Cond<I>>, Box<Cond<I>>),
    /// `c1 || c2`.
    Or(Box<Cond<I>>, Box<Cond<I>>),
    /// `!c` (T-NOT).
    Not(Box<Cond<I>>),
}

impl<I> Cond<I> {
    /// `a && b`, folding constants.
    pub fn and(a: Cond<I>, b: Cond<I>) -> Cond<I> {
        match (a, b) {
            (Cond::Const(true), c) | (c, Cond::Const(true)) => c,
            (Cond::Const(false), _) | (_, Cond::Const(false)) => Cond::Const(false),
            (a, b) => Cond::And(Box::new(a), Box::new(b)),
        }
    }

    /// `a || b`, folding constants.
    pub fn or(a: Cond<I>, b: Cond<I>) -> Cond<I> {
        match (a, b) {
            (Cond::Const(false), c) | (c, Cond::Const(false)) => c,
            (Cond::Const(true), _) | (_, Cond::Const(true)) => Cond::Const(true),
            (a, b) => Cond::Or(Box::new(a), Box::new(b)),
        }
    }

    /// `!a`, folding constants and double negation.
    pub fn negate(a: Cond<I>) -> Cond<I> {
        match a {
            Cond::Const(b) => Cond::Const(!b),
            Cond::Not(inner) => *inner,
            a => Cond::Not(Box::new(a)),
        }
    }

    /// Maps the integer expressions, keeping the Boolean structure.
    pub fn try_map<J, E>(&self, f: &mut impl FnMut(&I) -> Result<J, E>) -> Result<Cond<J>, E> {
        Ok(match self {
            Cond::Const(b) => Cond::Const(*b),
            Cond::Cmp(op, a, b) => Cond::Cmp(*op, f(a)?, f(b)?),
            Cond::And(a, b) => Cond::And(Box::new(a.try_map(f)?), Box::new(b.try_map(f)?)),
            Cond::Or(a, b) => Cond::Or(Box::new(a.try_map(f)?), Box::new(b.try_map(f)?)),
            Cond::Not(a) => Cond::Not(Box::new(a.try_map(f)?)),
        })
    }
}

impl Cond<Index> {
    /// `a op b`, decided when both sides are constants.
    pub fn cmp(op: CmpOp, a: Index, b: Index) -> Cond<Index> {
        match (&a, &b) {
            (Index::Const(x), Index::Const(y)) => Cond::Const(op.eval(*x, *y)),
            _ => Cond::Cmp(op, a, b),
        }
    }

    /// The conjuncts of a constraint (`c1 && c2` gives both, recursively).
    pub fn conjuncts(&self) -> Vec<&Cond<Index>> {
        match self {
            Cond::And(a, b) => {
                let mut v = a.conjuncts();
                v.extend(b.conjuncts());
                v
            }
            c => vec![c],
        }
    }
}

/// A piecewise quasi-affine index expression ι : 𝔸.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Index {
    /// An affine variable: parameter, loop iterator or `let`-bound name (T-VAR).
    Var(String),
    /// An integer constant (T-INT).
    Const(i64),
    /// `ι1 + ι2` (T-ADD).
    Add(Box<Index>, Box<Index>),
    /// `n·ι` (T-MUL).
    Scale(i64, Box<Index>),
    /// `⌊ι/n⌋` with `n > 0` (T-DIV).
    FloorDiv(Box<Index>, i64),
    /// `ι mod n` with `n > 0`, result in `[0, n)` (T-MOD).
    Mod(Box<Index>, i64),
    /// `min(ι1, ι2)` (piecewise: `select(ι1 ≤ ι2, ι1, ι2)`).
    Min(Box<Index>, Box<Index>),
    /// `max(ι1, ι2)`.
    Max(Box<Index>, Box<Index>),
    /// `select(c, ι1, ι2)` with an affine condition (T-SELECT).
    Select(Box<Cond<Index>>, Box<Index>, Box<Index>),
}

/// A linear form `c + Σ k_v·v` (no division, modulo, min, max or select).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Linear {
    /// Constant part.
    pub constant: i64,
    /// Non-zero coefficients by variable.
    pub coeffs: BTreeMap<String, i64>,
}

impl Linear {
    /// `self + k·other`, or `None` on overflow.
    pub fn add_scaled(&self, k: i64, other: &Linear) -> Option<Linear> {
        let mut out = self.clone();
        out.constant = out.constant.checked_add(k.checked_mul(other.constant)?)?;
        for (v, c) in &other.coeffs {
            let e = out.coeffs.entry(v.clone()).or_insert(0);
            *e = e.checked_add(k.checked_mul(*c)?)?;
            if *e == 0 {
                out.coeffs.remove(v);
            }
        }
        Some(out)
    }

    /// The constant `c`.
    pub fn constant(c: i64) -> Linear {
        Linear {
            constant: c,
            coeffs: BTreeMap::new(),
        }
    }
}

impl Index {
    /// The variable `name`.
    pub fn var(name: impl Into<String>) -> Index {
        Index::Var(name.into())
    }

    /// `a + b`, folding constants (without overflow) and dropping `+ 0`; a linear sum is
    /// put in canonical form (variables by name, then the constant).
    pub fn plus(a: Index, b: Index) -> Index {
        if let (Some(la), Some(lb)) = (a.linear(), b.linear()) {
            if let Some(l) = la.add_scaled(1, &lb) {
                return Index::from_linear(&l);
            }
        }
        match (a, b) {
            (Index::Const(0), x) | (x, Index::Const(0)) => x,
            (Index::Const(x), Index::Const(y)) => match x.checked_add(y) {
                Some(s) => Index::Const(s),
                None => Index::Add(Box::new(Index::Const(x)), Box::new(Index::Const(y))),
            },
            (a, b) => Index::Add(Box::new(a), Box::new(b)),
        }
    }

    /// `a - b` as `a + (-1)·b`.
    pub fn minus(a: Index, b: Index) -> Index {
        Index::plus(a, Index::scale(-1, b))
    }

    /// `n·a`, folding constants and nested scalings.
    pub fn scale(n: i64, a: Index) -> Index {
        match (n, a) {
            (0, _) => Index::Const(0),
            (1, a) => a,
            (n, Index::Const(c)) if n.checked_mul(c).is_some() => Index::Const(n * c),
            (n, Index::Scale(m, a)) if n.checked_mul(m).is_some() => Index::scale(n * m, *a),
            (n, a) => Index::Scale(n, Box::new(a)),
        }
    }

    /// `⌊a/n⌋`; `None` unless `n > 0` (T-DIV).
    pub fn floor_div(a: Index, n: i64) -> Option<Index> {
        if n <= 0 {
            return None;
        }
        Some(match a {
            _ if n == 1 => a,
            Index::Const(c) => Index::Const(c.div_euclid(n)),
            a => Index::FloorDiv(Box::new(a), n),
        })
    }

    /// `a mod n`; `None` unless `n > 0` (T-MOD).
    pub fn modulo(a: Index, n: i64) -> Option<Index> {
        if n <= 0 {
            return None;
        }
        Some(match a {
            _ if n == 1 => Index::Const(0),
            Index::Const(c) => Index::Const(c.rem_euclid(n)),
            a => Index::Mod(Box::new(a), n),
        })
    }

    /// `min(a, b)`, folding constants.
    pub fn min(a: Index, b: Index) -> Index {
        match (a, b) {
            (Index::Const(x), Index::Const(y)) => Index::Const(x.min(y)),
            (a, b) if a == b => a,
            (a, b) => Index::Min(Box::new(a), Box::new(b)),
        }
    }

    /// `max(a, b)`, folding constants.
    pub fn max(a: Index, b: Index) -> Index {
        match (a, b) {
            (Index::Const(x), Index::Const(y)) => Index::Const(x.max(y)),
            (a, b) if a == b => a,
            (a, b) => Index::Max(Box::new(a), Box::new(b)),
        }
    }

    /// `select(c, a, b)`, folding a constant condition and equal branches.
    pub fn select(c: Cond<Index>, a: Index, b: Index) -> Index {
        match c {
            Cond::Const(true) => a,
            Cond::Const(false) => b,
            _ if a == b => a,
            c => Index::Select(Box::new(c), Box::new(a), Box::new(b)),
        }
    }

    /// The canonical expression of a linear form: `k1*v1 + … + c`, variables with positive
    /// coefficients first, each group by name.
    pub fn from_linear(l: &Linear) -> Index {
        let mut acc: Option<Index> = None;
        let positive = l.coeffs.iter().filter(|(_, &c)| c > 0);
        let negative = l.coeffs.iter().filter(|(_, &c)| c < 0);
        for (v, &c) in positive.chain(negative) {
            let term = if c == 1 {
                Index::Var(v.clone())
            } else {
                Index::Scale(c, Box::new(Index::Var(v.clone())))
            };
            acc = Some(match acc {
                None => term,
                Some(a) => Index::Add(Box::new(a), Box::new(term)),
            });
        }
        match acc {
            None => Index::Const(l.constant),
            Some(a) if l.constant == 0 => a,
            Some(a) => Index::Add(Box::new(a), Box::new(Index::Const(l.constant))),
        }
    }

    /// The constant value, if this is a constant.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            Index::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// The linear form of a purely linear expression (variables, constants, `+`, `n·ι`).
    pub fn linear(&self) -> Option<Linear> {
        match self {
            Index::Var(v) => {
                let mut l = Linear::default();
                l.coeffs.insert(v.clone(), 1);
                Some(l)
            }
            Index::Const(c) => Some(Linear::constant(*c)),
            Index::Add(a, b) => a.linear()?.add_scaled(1, &b.linear()?),
            Index::Scale(n, a) => Linear::default().add_scaled(*n, &a.linear()?),
            _ => None,
        }
    }

    /// True when `self` and `other` are equal as integer expressions: structurally, or as
    /// equal linear forms.
    pub fn same_as(&self, other: &Index) -> bool {
        self == other || matches!((self.linear(), other.linear()), (Some(a), Some(b)) if a == b)
    }

    /// `self` rewritten top-down: `f` replaces a subexpression (and its rewriting stops there)
    /// or returns `None`, and the children are rewritten and rebuilt with the normalizing
    /// constructors.
    fn rewrite(&self, f: &dyn Fn(&Index) -> Option<Index>) -> Index {
        if let Some(r) = f(self) {
            return r;
        }
        let s = |e: &Index| e.rewrite(f);
        match self {
            Index::Var(_) | Index::Const(_) => self.clone(),
            Index::Add(a, b) => Index::plus(s(a), s(b)),
            Index::Scale(n, a) => Index::scale(*n, s(a)),
            Index::FloorDiv(a, n) => Index::FloorDiv(Box::new(s(a)), *n),
            Index::Mod(a, n) => Index::Mod(Box::new(s(a)), *n),
            Index::Min(a, b) => Index::min(s(a), s(b)),
            Index::Max(a, b) => Index::max(s(a), s(b)),
            Index::Select(c, a, b) => {
                let c = match c.try_map::<Index, Infallible>(&mut |e| Ok(e.rewrite(f))) {
                    Ok(c) => c,
                    Err(never) => match never {},
                };
                Index::select(c, s(a), s(b))
            }
        }
    }

    /// `self` with every occurrence of the subexpression `pattern` replaced by the variable
    /// `name` (the inverse of [`Index::substitute`], used under `let name = pattern`).
    pub fn fold(&self, pattern: &Index, name: &str) -> Index {
        self.rewrite(&|e| (e == pattern).then(|| Index::Var(name.to_string())))
    }

    /// Replaces the variable `name` by `by` everywhere.
    pub fn substitute(&self, name: &str, by: &Index) -> Index {
        self.rewrite(&|e| match e {
            Index::Var(v) if v == name => Some(by.clone()),
            _ => None,
        })
    }
}
