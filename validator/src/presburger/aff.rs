//! Quasi-affine index expressions and affine conditions (thesis Fig. 4.1, index expressions ι).
//!
//! [`Aff`] is a small builder independent of the rest of the validator: the evaluator translates
//! its index expressions into it. Variables are program parameters and loop variables alike; the
//! thesis treats both as isl parameters (§5.2). Floor division and modulo by constants are exact
//! (isl local variables); `min`, `max` and `select` produce piecewise results, encoded exactly as
//! disjunctions.
//!
//! The rendering to isl syntax never multiplies pieces out: `v = e` is rendered as a formula in
//! which every non-affine node gets an existential variable, so the size stays linear in `e`.

use std::collections::BTreeSet;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

use super::ctx::Ctx;
use super::error::{PResult, PresburgerError};

/// A quasi-affine, possibly piecewise, integer expression over named variables.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Aff {
    /// An integer constant.
    Const(i64),
    /// A variable (program parameter or loop variable).
    Var(String),
    /// `a + b`.
    Add(Box<Aff>, Box<Aff>),
    /// `n · a` (multiplication by a constant only: products of variables are not affine).
    Scale(i64, Box<Aff>),
    /// `⌊a / n⌋`, mathematical floor, `n ≠ 0`.
    FloorDiv(Box<Aff>, i64),
    /// `a mod n` with a result in `[0, |n|)` (Euclidean, as Halide's `%`), `n ≠ 0`.
    Mod(Box<Aff>, i64),
    /// `min(a, b)`.
    Min(Box<Aff>, Box<Aff>),
    /// `max(a, b)`.
    Max(Box<Aff>, Box<Aff>),
    /// `select(c, a, b)`: `a` where `c` holds, `b` elsewhere.
    Select(Box<Cond>, Box<Aff>, Box<Aff>),
}

/// Comparison operators of affine conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `=`
    Eq,
    /// `≠`
    Ne,
    /// `<`
    Lt,
    /// `≤`
    Le,
    /// `>`
    Gt,
    /// `≥`
    Ge,
}

impl CmpOp {
    fn negate(self) -> CmpOp {
        match self {
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
        }
    }
}

/// An affine Boolean condition (thesis type 𝔹: comparisons of index expressions, `&&`, `||`, `!`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Cond {
    /// Always true.
    True,
    /// Always false.
    False,
    /// `a op b`.
    Cmp(CmpOp, Aff, Aff),
    /// Conjunction.
    And(Box<Cond>, Box<Cond>),
    /// Disjunction.
    Or(Box<Cond>, Box<Cond>),
    /// Negation.
    Not(Box<Cond>),
}

impl Aff {
    /// The constant `n`.
    pub fn cst(n: i64) -> Aff {
        Aff::Const(n)
    }
    /// The variable `name`.
    pub fn var(name: &str) -> Aff {
        Aff::Var(name.to_string())
    }
    /// `⌊self / n⌋` (exact floor division by a non-zero constant).
    pub fn floor_div(self, n: i64) -> Aff {
        Aff::FloorDiv(Box::new(self), n)
    }
    /// `self mod n`, result in `[0, |n|)`.
    pub fn modulo(self, n: i64) -> Aff {
        Aff::Mod(Box::new(self), n)
    }
    /// `min(self, other)`.
    pub fn min(self, other: Aff) -> Aff {
        Aff::Min(Box::new(self), Box::new(other))
    }
    /// `max(self, other)`.
    pub fn max(self, other: Aff) -> Aff {
        Aff::Max(Box::new(self), Box::new(other))
    }
    /// `select(c, a, b)`.
    pub fn select(c: Cond, a: Aff, b: Aff) -> Aff {
        Aff::Select(Box::new(c), Box::new(a), Box::new(b))
    }
    /// The condition `self op other`.
    pub fn cmp(self, op: CmpOp, other: Aff) -> Cond {
        Cond::Cmp(op, self, other)
    }
    /// `self = other`.
    pub fn eq(self, other: Aff) -> Cond {
        self.cmp(CmpOp::Eq, other)
    }
    /// `self < other`.
    pub fn lt(self, other: Aff) -> Cond {
        self.cmp(CmpOp::Lt, other)
    }
    /// `self ≤ other`.
    pub fn le(self, other: Aff) -> Cond {
        self.cmp(CmpOp::Le, other)
    }
    /// `self ≥ other`.
    pub fn ge(self, other: Aff) -> Cond {
        self.cmp(CmpOp::Ge, other)
    }
    /// `self > other`.
    pub fn gt(self, other: Aff) -> Cond {
        self.cmp(CmpOp::Gt, other)
    }

    /// Whether the variable `x` occurs in the expression.
    pub fn mentions(&self, x: &str) -> bool {
        let mut vars = BTreeSet::new();
        self.collect_vars(&mut vars);
        vars.contains(x)
    }

    /// Adds the variables of the expression to `out`.
    pub fn collect_vars(&self, out: &mut BTreeSet<String>) {
        match self {
            Aff::Const(_) => {}
            Aff::Var(v) => {
                out.insert(v.clone());
            }
            Aff::Add(a, b) | Aff::Min(a, b) | Aff::Max(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Aff::Scale(_, a) | Aff::FloorDiv(a, _) | Aff::Mod(a, _) => a.collect_vars(out),
            Aff::Select(c, a, b) => {
                c.collect_vars(out);
                a.collect_vars(out);
                b.collect_vars(out);
            }
        }
    }

    /// Evaluates the expression in an environment (exact integer semantics, used by tests and
    /// by callers that check counterexamples). Fails on unbound variables, division by zero and
    /// overflow.
    pub fn eval(&self, env: &dyn Fn(&str) -> Option<i64>) -> PResult<i64> {
        let ov = || PresburgerError::Invalid("overflow while evaluating an index".into());
        Ok(match self {
            Aff::Const(n) => *n,
            Aff::Var(v) => {
                env(v).ok_or_else(|| PresburgerError::Invalid(format!("unbound variable {v}")))?
            }
            Aff::Add(a, b) => a.eval(env)?.checked_add(b.eval(env)?).ok_or_else(ov)?,
            Aff::Scale(n, a) => a.eval(env)?.checked_mul(*n).ok_or_else(ov)?,
            Aff::FloorDiv(a, n) => {
                let v = a.eval(env)?;
                nonzero(*n)?;
                let q = v.checked_div_euclid(*n).ok_or_else(ov)?;
                // div_euclid rounds towards -inf for n > 0; for n < 0 floor differs.
                if *n < 0 && q.checked_mul(*n).ok_or_else(ov)? != v {
                    q.checked_sub(1).ok_or_else(ov)?
                } else {
                    q
                }
            }
            Aff::Mod(a, n) => {
                nonzero(*n)?;
                a.eval(env)?.checked_rem_euclid(*n).ok_or_else(ov)?
            }
            Aff::Min(a, b) => a.eval(env)?.min(b.eval(env)?),
            Aff::Max(a, b) => a.eval(env)?.max(b.eval(env)?),
            Aff::Select(c, a, b) => {
                if c.eval(env)? {
                    a.eval(env)?
                } else {
                    b.eval(env)?
                }
            }
        })
    }

    /// `self[x := e]` (syntactic substitution).
    pub fn substitute(&self, x: &str, e: &Aff) -> Aff {
        let sub = |a: &Aff| Box::new(a.substitute(x, e));
        match self {
            Aff::Const(_) => self.clone(),
            Aff::Var(v) if v == x => e.clone(),
            Aff::Var(_) => self.clone(),
            Aff::Add(a, b) => Aff::Add(sub(a), sub(b)),
            Aff::Scale(n, a) => Aff::Scale(*n, sub(a)),
            Aff::FloorDiv(a, n) => Aff::FloorDiv(sub(a), *n),
            Aff::Mod(a, n) => Aff::Mod(sub(a), *n),
            Aff::Min(a, b) => Aff::Min(sub(a), sub(b)),
            Aff::Max(a, b) => Aff::Max(sub(a), sub(b)),
            Aff::Select(c, a, b) => Aff::Select(Box::new(c.substitute(x, e)), sub(a), sub(b)),
        }
    }

    /// Writes the expression as `c·x + rest` when `x` occurs only linearly (outside floor
    /// divisions, modulos and piecewise nodes); `None` otherwise or on coefficient overflow.
    pub fn linear_in(&self, x: &str) -> Option<(i64, Aff)> {
        match self {
            Aff::Var(v) if v == x => Some((1, Aff::Const(0))),
            Aff::Const(_) | Aff::Var(_) => Some((0, self.clone())),
            Aff::Add(a, b) => {
                let (ca, ra) = a.linear_in(x)?;
                let (cb, rb) = b.linear_in(x)?;
                Some((ca.checked_add(cb)?, ra + rb))
            }
            Aff::Scale(n, a) => {
                let (ca, ra) = a.linear_in(x)?;
                Some((ca.checked_mul(*n)?, Aff::Scale(*n, Box::new(ra))))
            }
            _ if self.mentions(x) => None,
            _ => Some((0, self.clone())),
        }
    }

    /// Whether the expression has no piecewise node (min, max, select).
    pub(crate) fn is_simple(&self) -> bool {
        match self {
            Aff::Const(_) | Aff::Var(_) => true,
            Aff::Add(a, b) => a.is_simple() && b.is_simple(),
            Aff::Scale(_, a) | Aff::FloorDiv(a, _) | Aff::Mod(a, _) => a.is_simple(),
            Aff::Min(..) | Aff::Max(..) | Aff::Select(..) => false,
        }
    }
}

fn nonzero(n: i64) -> PResult<()> {
    if n == 0 {
        Err(PresburgerError::Invalid(
            "division or modulo by zero in an index expression".into(),
        ))
    } else {
        Ok(())
    }
}

impl Cond {
    /// `self ∧ other`.
    pub fn and(self, other: Cond) -> Cond {
        Cond::And(Box::new(self), Box::new(other))
    }
    /// `self ∨ other`.
    pub fn or(self, other: Cond) -> Cond {
        Cond::Or(Box::new(self), Box::new(other))
    }
    /// `¬self`.
    pub fn negate(self) -> Cond {
        Cond::Not(Box::new(self))
    }
    /// `lo ≤ x < hi`, the range of a loop variable (thesis: loops range over 0 ≤ x < ι).
    pub fn in_range(x: &str, lo: Aff, hi: Aff) -> Cond {
        lo.le(Aff::var(x)).and(Aff::var(x).lt(hi))
    }

    /// `self[x := e]` (syntactic substitution).
    pub fn substitute(&self, x: &str, e: &Aff) -> Cond {
        match self {
            Cond::True | Cond::False => self.clone(),
            Cond::Cmp(op, a, b) => Cond::Cmp(*op, a.substitute(x, e), b.substitute(x, e)),
            Cond::And(a, b) => a.substitute(x, e).and(b.substitute(x, e)),
            Cond::Or(a, b) => a.substitute(x, e).or(b.substitute(x, e)),
            Cond::Not(a) => a.substitute(x, e).negate(),
        }
    }

    /// Adds the variables of the condition to `out`.
    pub fn collect_vars(&self, out: &mut BTreeSet<String>) {
        match self {
            Cond::True | Cond::False => {}
            Cond::Cmp(_, a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Cond::And(a, b) | Cond::Or(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Cond::Not(a) => a.collect_vars(out),
        }
    }

    /// Evaluates the condition in an environment.
    pub fn eval(&self, env: &dyn Fn(&str) -> Option<i64>) -> PResult<bool> {
        Ok(match self {
            Cond::True => true,
            Cond::False => false,
            Cond::Cmp(op, a, b) => {
                let (a, b) = (a.eval(env)?, b.eval(env)?);
                match op {
                    CmpOp::Eq => a == b,
                    CmpOp::Ne => a != b,
                    CmpOp::Lt => a < b,
                    CmpOp::Le => a <= b,
                    CmpOp::Gt => a > b,
                    CmpOp::Ge => a >= b,
                }
            }
            Cond::And(a, b) => a.eval(env)? && b.eval(env)?,
            Cond::Or(a, b) => a.eval(env)? || b.eval(env)?,
            Cond::Not(a) => !a.eval(env)?,
        })
    }
}

impl Add for Aff {
    type Output = Aff;
    fn add(self, rhs: Aff) -> Aff {
        Aff::Add(Box::new(self), Box::new(rhs))
    }
}

impl Sub for Aff {
    type Output = Aff;
    fn sub(self, rhs: Aff) -> Aff {
        self + Aff::Scale(-1, Box::new(rhs))
    }
}

impl Neg for Aff {
    type Output = Aff;
    fn neg(self) -> Aff {
        Aff::Scale(-1, Box::new(self))
    }
}

impl Add<i64> for Aff {
    type Output = Aff;
    fn add(self, rhs: i64) -> Aff {
        self + Aff::Const(rhs)
    }
}

impl Sub<i64> for Aff {
    type Output = Aff;
    fn sub(self, rhs: i64) -> Aff {
        self - Aff::Const(rhs)
    }
}

impl Mul<i64> for Aff {
    type Output = Aff;
    fn mul(self, rhs: i64) -> Aff {
        Aff::Scale(rhs, Box::new(self))
    }
}

impl Mul<Aff> for i64 {
    type Output = Aff;
    fn mul(self, rhs: Aff) -> Aff {
        Aff::Scale(self, Box::new(rhs))
    }
}

impl fmt::Display for Aff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Aff::Const(n) => write!(f, "{n}"),
            Aff::Var(v) => write!(f, "{v}"),
            Aff::Add(a, b) => write!(f, "({a} + {b})"),
            Aff::Scale(n, a) => write!(f, "{n}*{a}"),
            Aff::FloorDiv(a, n) => write!(f, "floor({a} / {n})"),
            Aff::Mod(a, n) => write!(f, "({a} mod {n})"),
            Aff::Min(a, b) => write!(f, "min({a}, {b})"),
            Aff::Max(a, b) => write!(f, "max({a}, {b})"),
            Aff::Select(c, a, b) => write!(f, "select({c}, {a}, {b})"),
        }
    }
}

impl fmt::Display for Cond {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cond::True => write!(f, "true"),
            Cond::False => write!(f, "false"),
            Cond::Cmp(op, a, b) => {
                let s = match op {
                    CmpOp::Eq => "=",
                    CmpOp::Ne => "!=",
                    CmpOp::Lt => "<",
                    CmpOp::Le => "<=",
                    CmpOp::Gt => ">",
                    CmpOp::Ge => ">=",
                };
                write!(f, "{a} {s} {b}")
            }
            Cond::And(a, b) => write!(f, "({a} && {b})"),
            Cond::Or(a, b) => write!(f, "({a} || {b})"),
            Cond::Not(a) => write!(f, "!{a}"),
        }
    }
}

/// Renders expressions and conditions in isl's textual syntax, collecting the parameters used.
pub(crate) struct Renderer<'c> {
    ctx: &'c Ctx,
    /// isl names of the parameters met so far.
    pub(crate) params: BTreeSet<String>,
    next_local: usize,
}

impl<'c> Renderer<'c> {
    pub(crate) fn new(ctx: &'c Ctx) -> Self {
        Renderer {
            ctx,
            params: BTreeSet::new(),
            next_local: 0,
        }
    }

    /// The `[p1, p2] -> ` prefix declaring the collected parameters.
    pub(crate) fn param_prefix(&self) -> String {
        let ps: Vec<&str> = self.params.iter().map(String::as_str).collect();
        format!("[{}] -> ", ps.join(", "))
    }

    /// Declares a user variable as a parameter and returns its isl name.
    pub(crate) fn param(&mut self, user: &str) -> String {
        let n = self.ctx.isl_name(user);
        self.params.insert(n.clone());
        n
    }

    fn local(&mut self) -> String {
        let n = format!("_e{}", self.next_local);
        self.next_local += 1;
        n
    }

    /// isl text of a simple (non-piecewise) expression.
    fn simple(&mut self, a: &Aff) -> PResult<String> {
        Ok(match a {
            Aff::Const(n) => format!("({n})"),
            Aff::Var(v) => self.param(v),
            Aff::Add(x, y) => format!("({} + {})", self.simple(x)?, self.simple(y)?),
            Aff::Scale(n, x) => format!("({n} * ({}))", self.simple(x)?),
            Aff::FloorDiv(x, n) => {
                nonzero(*n)?;
                let abs = n.checked_abs().ok_or_else(|| {
                    PresburgerError::Invalid("divisor out of range in an index expression".into())
                })?;
                let sign = if *n < 0 { "-" } else { "" };
                format!("floor(({sign}{}) / {abs})", self.simple(x)?)
            }
            Aff::Mod(x, n) => {
                nonzero(*n)?;
                let abs = n.checked_abs().ok_or_else(|| {
                    PresburgerError::Invalid("modulus out of range in an index expression".into())
                })?;
                format!("({} mod {abs})", self.simple(x)?)
            }
            Aff::Min(..) | Aff::Max(..) | Aff::Select(..) => {
                return Err(PresburgerError::Invalid(
                    "internal: piecewise expression rendered as simple".into(),
                ))
            }
        })
    }

    /// A formula stating `v = a`, where `v` is an isl variable name in scope.
    pub(crate) fn equals(&mut self, v: &str, a: &Aff) -> PResult<String> {
        if a.is_simple() {
            return Ok(format!("{v} = {}", self.simple(a)?));
        }
        Ok(match a {
            Aff::Add(x, y) => {
                let (tx, ty) = (self.local(), self.local());
                let fx = self.equals(&tx, x)?;
                let fy = self.equals(&ty, y)?;
                format!("(exists ({tx}, {ty} : {fx} and {fy} and {v} = {tx} + {ty}))")
            }
            Aff::Scale(n, x) => {
                let t = self.local();
                let fx = self.equals(&t, x)?;
                format!("(exists ({t} : {fx} and {v} = {n} * {t}))")
            }
            Aff::FloorDiv(x, n) => {
                nonzero(*n)?;
                let t = self.local();
                let fx = self.equals(&t, x)?;
                let abs = n.unsigned_abs();
                let sign = if *n < 0 { "-" } else { "" };
                format!("(exists ({t} : {fx} and {v} = floor(({sign}{t}) / {abs})))")
            }
            Aff::Mod(x, n) => {
                nonzero(*n)?;
                let t = self.local();
                let fx = self.equals(&t, x)?;
                let abs = n.unsigned_abs();
                format!("(exists ({t} : {fx} and {v} = {t} mod {abs}))")
            }
            Aff::Min(x, y) | Aff::Max(x, y) => {
                let (tx, ty) = (self.local(), self.local());
                let fx = self.equals(&tx, x)?;
                let fy = self.equals(&ty, y)?;
                let (le, gt) = if matches!(a, Aff::Min(..)) {
                    ("<=", ">")
                } else {
                    (">=", "<")
                };
                format!(
                    "(exists ({tx}, {ty} : {fx} and {fy} and \
                     (({v} = {tx} and {tx} {le} {ty}) or ({v} = {ty} and {tx} {gt} {ty}))))"
                )
            }
            Aff::Select(c, x, y) => {
                let pos = self.cond(c, true)?;
                let neg = self.cond(c, false)?;
                let fx = self.equals(v, x)?;
                let fy = self.equals(v, y)?;
                format!("(({pos} and {fx}) or ({neg} and {fy}))")
            }
            Aff::Const(_) | Aff::Var(_) => format!("{v} = {}", self.simple(a)?),
        })
    }

    /// The formula of `c` (if `positive`) or of `¬c` (negations pushed to the comparisons; exact
    /// because every [`Aff`] is a total function).
    pub(crate) fn cond(&mut self, c: &Cond, positive: bool) -> PResult<String> {
        Ok(match c {
            Cond::True | Cond::False => {
                if matches!(c, Cond::True) == positive {
                    "0 = 0".to_string()
                } else {
                    "1 = 0".to_string()
                }
            }
            Cond::Not(x) => self.cond(x, !positive)?,
            Cond::And(x, y) | Cond::Or(x, y) => {
                let fx = self.cond(x, positive)?;
                let fy = self.cond(y, positive)?;
                let conj = matches!(c, Cond::And(..)) == positive;
                format!("({fx} {} {fy})", if conj { "and" } else { "or" })
            }
            Cond::Cmp(op, x, y) => {
                let op = if positive { *op } else { op.negate() };
                let (sx, sy, pre, post) = if x.is_simple() && y.is_simple() {
                    (
                        self.simple(x)?,
                        self.simple(y)?,
                        String::new(),
                        String::new(),
                    )
                } else {
                    let (tx, ty) = (self.local(), self.local());
                    let fx = self.equals(&tx, x)?;
                    let fy = self.equals(&ty, y)?;
                    (
                        tx.clone(),
                        ty.clone(),
                        format!("(exists ({tx}, {ty} : {fx} and {fy} and "),
                        "))".to_string(),
                    )
                };
                let body = match op {
                    CmpOp::Eq => format!("{sx} = {sy}"),
                    CmpOp::Ne => format!("({sx} < {sy} or {sx} > {sy})"),
                    CmpOp::Lt => format!("{sx} < {sy}"),
                    CmpOp::Le => format!("{sx} <= {sy}"),
                    CmpOp::Gt => format!("{sx} > {sy}"),
                    CmpOp::Ge => format!("{sx} >= {sy}"),
                };
                format!("({pre}{body}{post})")
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, i64)]) -> impl Fn(&str) -> Option<i64> {
        move |n| pairs.iter().find(|(k, _)| *k == n).map(|(_, v)| *v)
    }

    #[test]
    fn eval_is_exact_for_floor_div_and_mod() {
        let e = env(&[("x", -7)]);
        assert_eq!(Aff::var("x").floor_div(2).eval(&e), Ok(-4));
        assert_eq!(Aff::var("x").floor_div(-2).eval(&e), Ok(3));
        assert_eq!(Aff::var("x").modulo(4).eval(&e), Ok(1));
        assert_eq!(Aff::var("x").modulo(-4).eval(&e), Ok(1));
        let s = Aff::select(Aff::var("x").lt(Aff::cst(0)), -Aff::var("x"), Aff::var("x"));
        assert_eq!(s.eval(&e), Ok(7));
        assert!(Aff::var("x").floor_div(0).eval(&e).is_err());
    }

    #[test]
    fn mentions_and_vars() {
        let a = Aff::var("x") * 3 + Aff::var("N").min(Aff::cst(4));
        assert!(a.mentions("N"));
        assert!(!a.mentions("y"));
    }
}
