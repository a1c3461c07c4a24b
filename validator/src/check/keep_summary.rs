//! Keep chains collapsed to the last write.
//!
//! Thesis §2.4.4 gives each update tensor `A_k(x, r)` a *keep* equation: at a point `r` of the
//! reduction domain `D` where the update does not write `x`, `A_k(x, r) = A_k(x, r')` with `r'`
//! the lexicographic predecessor of `r`. Reading a scan's result at cell `x` (`A_k(x, last)`)
//! then goes through one keep instance per point between `x`'s write and `last`: an unbounded
//! chain that no unfolding depth covers (iir_blur's rows: `blur.s2(x, y, c, last)` against
//! the prophecy `blur.s2(x, y, c, y)` of the store that wrote row `y`).
//!
//! When the update's left-hand side determines the point from the cell — every recurrence
//! variable is solved by one of the written coordinates, `x_p = ±r_i + e` — each cell is
//! written at most once over `D`, at `w(x)`. The keep equation's right-hand side is then
//! replaced by its closed form
//!
//! ```text
//! A_k(x, r) = select(S(x, w(x)) && w(x) <lex r, A_k(x, w(x)), before(x))
//! ```
//!
//! with `S` the step equation's guard (`w(x) ∈ D`, the cell written, the quasi-affine filter)
//! and `before(x)` the before equation's right-hand side (the previous stage's value).
//!
//! *Why it is exact.* Under the keep guard (`r ∈ D`, not a step at `r`), follow the keep
//! equations down the predecessors of `r`. Every point strictly between `w(x)` and `r` in
//! lexicographic order lies in `D` (a box, enumerated contiguously by that order) and is not
//! a step (a step at `x` is at `w(x)` only), so it keeps. If `S(x, w(x))` and `w(x) <lex r`,
//! the chain reaches `A_k(x, w(x))`; otherwise it runs through the first point of `D`, whose
//! predecessor lies outside `D`, where the before equation gives `before(x)`. A data-dependent
//! filter is inside the step's right-hand side (`select(filter, …, previous)`), so
//! `A_k(x, w(x))` is still the value the chain reaches. The guards are unchanged, so the
//! equations stay disjoint and cover the index space.

use super::affine::{aff_to_expr, cond_to_expr, expr_to_aff, expr_to_cond};
use crate::ir::{BinOp, Expr, ExprNode};
use crate::presburger::{Aff, Cond};
use crate::sare::index_arith::tensor_call;
use crate::sare::{IndexKind, Rule, Sare, Tensor};
use crate::symbolic::decide::{normalize, normalize_cond};

/// `sare` with the keep equation of every update tensor whose writes are solvable replaced by
/// its closed form, and how many tensors were rewritten.
pub fn summarize_keep_chains(sare: &Sare) -> (Sare, usize) {
    let mut out = sare.clone();
    let mut n = 0;
    for t in &mut out.tensors {
        if let Some(rhs) = closed_keep(t) {
            for eq in &mut t.equations {
                if eq.rule == Rule::Keep {
                    eq.rhs = rhs.clone();
                }
            }
            n += 1;
        }
    }
    (out, n)
}

/// The closed form of `t`'s keep equation, if it has one whose chain can be closed.
fn closed_keep(t: &Tensor) -> Option<Expr> {
    t.equations.iter().find(|e| e.rule == Rule::Keep)?;
    let before = t.equations.iter().find(|e| e.rule == Rule::Before)?;
    let Some(step) = t.equations.iter().find(|e| e.rule == Rule::Step) else {
        // The update never writes: every point of the domain keeps the previous stage.
        return Some(before.rhs.clone());
    };
    let rvars: Vec<String> = t
        .index
        .iter()
        .filter(|v| matches!(v.kind, IndexKind::Recurrence(_)))
        .map(|v| v.name.clone())
        .collect();
    let pure: Vec<Expr> = t
        .index
        .iter()
        .filter(|v| matches!(v.kind, IndexKind::Pure))
        .map(|v| Expr::var_i32(v.name.clone()))
        .collect();
    let mut guard = Cond::True;
    let mut equalities = Vec::new();
    for g in &step.guard {
        guard = guard.and(expr_to_cond(g)?);
        if let ExprNode::Binary(BinOp::Eq, a, b) = &g.node {
            if let (Some(a), Some(b)) = (expr_to_aff(a), expr_to_aff(b)) {
                equalities.push(a - b);
            }
        }
    }
    let w: Vec<Aff> = solve(&rvars, &equalities)?.iter().map(normalize).collect();
    // S(x, w(x)) and w(x) <lex r.
    let mut at_w = guard;
    for (r, e) in rvars.iter().zip(&w) {
        at_w = at_w.substitute(r, e);
    }
    let written_before = normalize_cond(&at_w.and(lex_less(&w, &rvars)?));
    let mut args = pure;
    for e in &w {
        args.push(aff_to_expr(e)?);
    }
    let last_write = tensor_call(t.ty, &t.id.name(), args, t.id.component);
    Some(crate::sare::index_arith::select(
        cond_to_expr(&written_before)?,
        last_write,
        before.rhs.clone(),
    ))
}

/// Each recurrence variable as a function of the other variables, from the equalities
/// `e = 0` (each solved by one with a unit coefficient and no unsolved variable besides it);
/// `None` when some variable is not determined that way.
fn solve(rvars: &[String], equalities: &[Aff]) -> Option<Vec<Aff>> {
    let mut solved: Vec<Option<Aff>> = vec![None; rvars.len()];
    loop {
        let mut progress = false;
        for e in equalities {
            let mut e = e.clone();
            for (r, s) in rvars.iter().zip(&solved) {
                if let Some(s) = s {
                    e = e.substitute(r, s);
                }
            }
            let open: Vec<usize> = (0..rvars.len())
                .filter(|&i| solved[i].is_none() && e.mentions(&rvars[i]))
                .collect();
            let [i] = open[..] else { continue };
            // e = c·r + rest = 0 with c = ±1: r = −c·rest.
            match e.linear_in(&rvars[i]) {
                Some((1, rest)) => solved[i] = Some(rest * -1),
                Some((-1, rest)) => solved[i] = Some(rest),
                _ => continue,
            }
            progress = true;
        }
        if solved.iter().all(Option::is_some) {
            return solved.into_iter().collect();
        }
        if !progress {
            return None;
        }
    }
}

/// `w <lex r` in the order of the recurrence (the last variable is the outermost loop); `None`
/// without recurrence variables.
fn lex_less(w: &[Aff], rvars: &[String]) -> Option<Cond> {
    let mut pairs = w.iter().zip(rvars);
    let (e, r) = pairs.next()?;
    let mut less = e.clone().lt(Aff::var(r));
    for (e, r) in pairs {
        // From the innermost up: w < r at this variable, or equal here and less below.
        less = e
            .clone()
            .lt(Aff::var(r))
            .or(e.clone().eq(Aff::var(r)).and(less));
    }
    Some(less)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sare_of(text: &str) -> Sare {
        let alg = crate::spec::parse_sare("t.sare", text).expect("parses");
        crate::sare::build_sare(&alg).expect("builds")
    }

    const SCAN: &str = "halide-tv sare 1\npipeline p\ntarget \"x86-64-linux\"\n\
        input in : buffer<int32, 1>\n\
        output out : buffer<int32, 1> = out region [(out.min.0, out.extent.0)]\n\
        func f(x) : int32 {\n  f(x) = 0\n  update {\n    rvar r : 1, in.extent.0 - 1\n    \
        f(in.extent.0 - r) = f(in.extent.0 - r + 1) + in(r)\n  }\n}\n\
        func out(x) : int32 {\n  out(x) = f(x)\n}\n";

    /// Every tensor's value at every point of a small box, by the SARE's own evaluator.
    fn values(sare: &Sare, n: i64) -> Vec<Option<i128>> {
        use crate::sare::{EvalError, SareEvaluator, Value};
        let params = std::collections::HashMap::from([
            ("in.extent.0".to_string(), Value::Int(n as i128)),
            ("in.min.0".to_string(), Value::Int(0)),
        ]);
        let inputs =
            |_: &str, idx: &[i128]| -> Result<Value, EvalError> { Ok(Value::Int(3 * idx[0] + 1)) };
        let mut ev = SareEvaluator::new(sare, params, &inputs);
        let mut out = Vec::new();
        for t in &sare.tensors {
            for x in -2..n + 2 {
                let rs: Vec<Option<i128>> = if t.index.len() == 2 {
                    (-1..n + 1).map(|r| Some(r as i128)).collect()
                } else {
                    vec![None]
                };
                for r in rs {
                    let mut idx = vec![x as i128];
                    idx.extend(r);
                    let v = ev.value(&t.id.name(), t.id.component, &idx);
                    out.push(v.ok().and_then(Value::as_int));
                }
            }
        }
        out
    }

    #[test]
    fn a_backward_scan_keeps_its_values_and_loses_its_chains() {
        let sare = sare_of(SCAN);
        let (closed, n) = summarize_keep_chains(&sare);
        assert_eq!(n, 1, "{:?}", crate::sare::print_equations(&closed));
        let keep = closed
            .tensors
            .iter()
            .flat_map(|t| &t.equations)
            .find(|e| e.rule == Rule::Keep)
            .expect("a keep equation");
        // The closed form reads the tensor at the write point, not at the predecessor.
        let text = keep.rhs.to_string();
        assert!(text.contains("in.extent.0 - x"), "{text}");
        assert!(!text.contains("r - 1"), "{text}");
        for n in 0..6 {
            assert_eq!(values(&sare, n), values(&closed, n), "extent {n}");
        }
    }

    #[test]
    fn an_update_writing_a_cell_at_several_points_is_left_alone() {
        // f(0) accumulates over every r: the left-hand side does not determine r.
        let text = SCAN.replace(
            "f(in.extent.0 - r) = f(in.extent.0 - r + 1) + in(r)",
            "f(0) = f(0) + in(r)",
        );
        let (_, n) = summarize_keep_chains(&sare_of(&text));
        assert_eq!(n, 0);
    }
}
