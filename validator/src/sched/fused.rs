//! Fused loops (thesis §6, the first "accidentally non-affine" pattern): Halide's `fuse`
//! turns loops over `f0, f1, …` into one loop `F < f0·f1·…` whose body recovers each
//! variable as `F % f0`, `F / f0`, … (nested fuses divide by products of extents, or by one
//! extent at a time: `(F / f0) % f1`, `F / f0 / f1`). The
//! lowering turns it back into nested loops over the digits `F = d0 + f0·(d1 + f1·(…))`.

use super::command::{Command, Loop, LoopSource, Origin};
use super::env::{Binding, FusedVar};
use super::error::LowerError;
use super::index::{CmpOp, Cond, Index};
use super::lower_expr::{Fail, R};
use super::lower_stmt::{make_loop, Lowerer};
use super::term::Term;
use super::typing::{flatten_product, type_index};
use crate::ir::{BinOp, Expr, ExprNode, ForKind, Stmt};
use std::cell::Cell;
use std::rc::Rc;

/// What `F / D` or `F % D` is for a fused variable `F`.
#[derive(Clone, Debug)]
pub enum FusedPart {
    /// One core loop variable.
    Digit(String),
    /// A number over several core loop variables (only usable through further `/` and `%`).
    View(Rc<FusedVar>),
}

/// True when `a` and `b` are equal as multisets of index expressions.
pub fn same_multiset(a: &[Index], b: &[Index]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut used = vec![false; b.len()];
    a.iter().all(
        |x| match (0..b.len()).find(|&j| !used[j] && x.same_as(&b[j])) {
            Some(j) => {
                used[j] = true;
                true
            }
            None => false,
        },
    )
}

/// The factors of a product term, each typed affine; `None` if one is not affine.
pub fn affine_factors(t: &Term, facts: &super::facts::Facts) -> Option<Vec<Index>> {
    let mut parts = Vec::new();
    flatten_product(t, &mut parts);
    parts.iter().map(|p| type_index(p, facts).ok()).collect()
}

/// Orders in which to try the factors of a fused extent: all permutations up to 4 factors
/// (the given order first), otherwise the given order and its reverse.
fn factor_orders(n: usize) -> Vec<Vec<usize>> {
    fn perms(prefix: &mut Vec<usize>, n: usize, out: &mut Vec<Vec<usize>>) {
        if prefix.len() == n {
            out.push(prefix.clone());
            return;
        }
        for k in 0..n {
            if !prefix.contains(&k) {
                prefix.push(k);
                perms(prefix, n, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    if n <= 4 {
        perms(&mut Vec::new(), n, &mut out);
    } else {
        out.push((0..n).collect());
        out.push((0..n).rev().collect());
    }
    out
}

impl Lowerer {
    /// `F / D` or `F % D` for a fused variable `F` and `D` the product of its `k` innermost
    /// extents (in any order of the factors): the number of the outer or of the inner digits.
    pub(crate) fn fused_use(
        &mut self,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        lane: &Term,
    ) -> R<Option<FusedPart>> {
        let Some(f) = self.fused_number(a, lane)? else {
            return Ok(None);
        };
        let divisor = self.term(b, lane)?;
        let mut parts = Vec::new();
        flatten_product(&divisor, &mut parts);
        let mut typed = Vec::new();
        for t in &parts {
            // A `let` naming an extent (`let t = (e + 493) / 406`) stands for its value.
            typed.push(self.resolve_lets(&self.typed(t)?));
        }
        let k = typed.len();
        if k >= f.factors.len() || !same_multiset(&typed, &f.factors[..k]) {
            f.mismatch.set(true);
            return Err(Fail::NonAffine(format!(
                "{a} {op} {b} (fused loop variable divided by something other than a product of its innermost extents)"
            )));
        }
        let (digits, factors) = if op == BinOp::Div {
            (&f.digits[k..], &f.factors[k..])
        } else {
            (&f.digits[..k], &f.factors[..k])
        };
        Ok(Some(if digits.len() == 1 {
            FusedPart::Digit(digits[0].clone())
        } else {
            FusedPart::View(Rc::new(FusedVar {
                digits: digits.to_vec(),
                factors: factors.to_vec(),
                mismatch: f.mismatch.clone(),
            }))
        }))
    }

    /// The fused number that `a` is: a fused loop variable (or a `let` naming part of one), or
    /// a quotient of one by its innermost extents that still spans several loops
    /// (`(F / f0) % f1`, `F / f0 / f1`: Halide divides by the extents one at a time).
    fn fused_number(&mut self, a: &Expr, lane: &Term) -> R<Option<Rc<FusedVar>>> {
        if let Some(name) = a.as_var() {
            return Ok(match self.env.var(name) {
                Some(Binding::Fused(f)) => Some(f.clone()),
                _ => None,
            });
        }
        let ExprNode::Binary(BinOp::Div, n, d) = &a.node else {
            return Ok(None);
        };
        Ok(match self.fused_use(BinOp::Div, n, d, lane)? {
            Some(FusedPart::View(v)) => Some(v),
            _ => None,
        })
    }

    /// `i` with every affine `let` variable in scope replaced by its value (recursively;
    /// exact, since a core `let` variable equals its value).
    pub(crate) fn resolve_lets(&self, i: &Index) -> Index {
        let mut cur = i.clone();
        for _ in 0..RESOLVE_DEPTH {
            let mut vars = Vec::new();
            collect_vars(&cur, &mut vars);
            let mut changed = false;
            for v in vars {
                if let Some(val) = self.env.let_value(&v) {
                    cur = cur.substitute(&v, val);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        cur
    }

    /// The mismatch flags of the fused loops being lowered (to undo a speculative attempt).
    pub(crate) fn fused_mismatch_flags(&self) -> Vec<bool> {
        self.fused_stack.iter().map(|f| f.mismatch.get()).collect()
    }

    /// Restores flags saved by [`Lowerer::fused_mismatch_flags`].
    pub(crate) fn restore_fused_mismatch_flags(&self, flags: Vec<bool>) {
        for (f, b) in self.fused_stack.iter().zip(flags) {
            f.mismatch.set(b);
        }
    }

    /// A loop `F < f0·f1·…` whose body uses `F` only through `/` and `%` by products of
    /// innermost factors: nested loops over the digits `F = d0 + f0·(d1 + f1·(…))` (thesis §6).
    /// Exact when every factor but the outermost is non-negative, which the path facts must
    /// prove: with positive inner factors the digits enumerate `F` in order, and when an inner
    /// factor is 0 both loops run no iteration of the body. The order of the factors is found by trying the orders of the product (all of
    /// them up to 4 factors).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn fused_loop(
        &mut self,
        var: &str,
        kind: ForKind,
        parallel: bool,
        factors: Vec<Index>,
        body: &Stmt,
        extent: &Expr,
        origin: Origin,
    ) -> Result<Command, LowerError> {
        let n = factors.len();
        let mut last_err: Option<LowerError> = None;
        for order in factor_orders(n) {
            let fs: Vec<Index> = order
                .iter()
                .map(|&k| self.resolve_lets(&factors[k]))
                .collect();
            if !fs[..n - 1]
                .iter()
                .all(|f| self.env.facts.proves_nonneg_index(f))
            {
                continue;
            }
            let digits: Vec<String> = (0..n).map(|k| format!("{var}.fused.{k}")).collect();
            let saved = self.env.clone();
            let f = Rc::new(FusedVar {
                digits: digits.clone(),
                factors: fs.clone(),
                mismatch: Rc::new(Cell::new(false)),
            });
            let r = self.fused_body(var, &f, body);
            self.env = saved;
            match r {
                Ok(mut c) => {
                    for (k, (d, e)) in digits.into_iter().zip(fs).enumerate() {
                        c = make_loop(
                            parallel,
                            Loop {
                                var: d,
                                extent: e,
                                body: Box::new(c),
                                source: LoopSource::Fused {
                                    name: var.to_string(),
                                    level: k,
                                    kind,
                                },
                            },
                            origin.clone(),
                        );
                    }
                    return Ok(c);
                }
                Err(e) if f.mismatch.get() => last_err = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last_err.unwrap_or_else(|| LowerError::Unsupported {
            what: "non-affine loop extent".into(),
            at: format!(
                "{}: `{extent}`: fused loop {var} over a product whose inner extents are not proven non-negative",
                self.env.path_string()
            ),
        }))
    }

    /// Lowers the body of a fused loop with its digits bound.
    fn fused_body(
        &mut self,
        var: &str,
        f: &Rc<FusedVar>,
        body: &Stmt,
    ) -> Result<Command, LowerError> {
        self.env.bind(var, Binding::Fused(f.clone()))?;
        for (d, e) in f.digits.iter().zip(&f.factors) {
            self.env.bind(d, Binding::Core)?;
            self.env
                .facts
                .push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var(d.clone())));
            self.env
                .facts
                .push(Cond::cmp(CmpOp::Lt, Index::var(d.clone()), e.clone()));
        }
        self.env.path.push(var.to_string());
        self.fused_stack.push(f.clone());
        let r = self.stmt(body);
        self.fused_stack.pop();
        r
    }
}

/// Bound on the nesting of `let`s that [`Lowerer::resolve_lets`] follows.
const RESOLVE_DEPTH: usize = 16;

/// The variables of an index expression (with repetitions).
fn collect_vars(i: &Index, out: &mut Vec<String>) {
    match i {
        Index::Var(v) => out.push(v.clone()),
        Index::Const(_) => {}
        Index::Add(a, b) | Index::Min(a, b) | Index::Max(a, b) => {
            collect_vars(a, out);
            collect_vars(b, out);
        }
        Index::Scale(_, a) | Index::FloorDiv(a, _) | Index::Mod(a, _) => collect_vars(a, out),
        Index::Select(c, a, b) => {
            for k in c.conjuncts() {
                if let Cond::Cmp(_, x, y) = k {
                    collect_vars(x, out);
                    collect_vars(y, out);
                }
            }
            collect_vars(a, out);
            collect_vars(b, out);
        }
    }
}
