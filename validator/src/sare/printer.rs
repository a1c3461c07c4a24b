//! Readable printing of a SARE: one definition per tensor, its equations chained as
//! `guard ? rhs : guard ? rhs : rhs` in the order step, keep, before (the guards are
//! disjoint and cover the index space, so the last one is left implicit), e.g.
//!
//! ```text
//! R.s1(i, j, k) = 0 <= k < P ? R.s1(i, j, k - 1) + A(i, k) * B(k, j) : R.s0(i, j)
//! ```
//!
//! Left-hand sides of tuple tensors name their component (`f.s1(x, r)[0]`); in right-hand
//! sides an access to component 0 prints without `[0]` (the expression printer's convention,
//! as Halide's `f(x)`), other components as `f.s1(x, r - 1)[1]`.

use super::model::{Sare, Stage, Tensor};
use crate::ir::names::print_name;
use crate::ir::{BinOp, Expr, ExprNode};
use std::fmt::Write;

/// Lines longer than this are broken before each `:` of an equation chain.
const WIDTH: usize = 100;

/// `a <= v` followed by `v < b` prints as `a <= v < b`.
fn range_pair(a: &Expr, b: &Expr) -> Option<String> {
    match (&a.node, &b.node) {
        (ExprNode::Binary(BinOp::Le, lo, v1), ExprNode::Binary(BinOp::Lt, v2, hi))
            if v1 == v2 && v1.as_var().is_some() =>
        {
            Some(format!("{lo} <= {v1} < {hi}"))
        }
        _ => None,
    }
}

/// Prints a guard (a conjunction), merging range pairs; `true` when empty.
pub fn guard_to_string(guard: &[Expr]) -> String {
    let mut parts = Vec::new();
    let mut k = 0;
    while k < guard.len() {
        if let Some(s) = guard.get(k + 1).and_then(|b| range_pair(&guard[k], b)) {
            parts.push(s);
            k += 2;
            continue;
        }
        let g = &guard[k];
        if matches!(g.node, ExprNode::Binary(BinOp::Or, _, _)) {
            parts.push(format!("({g})"));
        } else {
            parts.push(g.to_string());
        }
        k += 1;
    }
    if parts.is_empty() {
        "true".to_string()
    } else {
        parts.join(" && ")
    }
}

/// The left-hand side `f.sK(x, y, r)` (with `[k]` for tuple components).
pub fn lhs_to_string(t: &Tensor) -> String {
    let names: Vec<String> = t.index.iter().map(|v| print_name(&v.name)).collect();
    let mut s = format!("{}({})", print_name(&t.id.name()), names.join(", "));
    if t.tuple {
        let _ = write!(s, "[{}]", t.id.component);
    }
    s
}

/// Prints the equations of one tensor.
pub fn tensor_to_string(t: &Tensor) -> String {
    let lhs = lhs_to_string(t);
    if t.equations.is_empty() {
        return format!("{lhs} = undefined  # `undef`: no equation, any value");
    }
    let n = t.equations.len();
    let mut pieces = Vec::new();
    for (k, eq) in t.equations.iter().enumerate() {
        if k + 1 == n {
            pieces.push(eq.rhs.to_string());
        } else {
            pieces.push(format!("{} ? {}", guard_to_string(&eq.guard), eq.rhs));
        }
    }
    let one_line = format!("{lhs} = {}", pieces.join(" : "));
    if one_line.len() <= WIDTH || pieces.len() <= 1 {
        return one_line;
    }
    let mut s = format!("{lhs} = {}", pieces[0]);
    for p in &pieces[1..] {
        let _ = write!(s, "\n    : {p}");
    }
    s
}

/// Prints a SARE: its parameters, inputs and outputs (in the `.sare` syntax; an output reads
/// the final tensor of its Func), then every tensor's equations in dependency
/// order, then the assumptions and the recorded specializations.
pub fn print_equations(sare: &Sare) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# SARE of pipeline {} (thesis §2.4.4)", sare.pipeline);
    for p in &sare.symbols {
        if p.is_param {
            let _ = writeln!(out, "param {} : {}", print_name(&p.name), p.ty);
        }
    }
    for b in &sare.inputs {
        let _ = writeln!(
            out,
            "input {} : buffer<{}, {}>",
            print_name(&b.name),
            b.elem,
            b.dims
        );
    }
    for o in &sare.outputs {
        let region: Vec<String> = o
            .region
            .iter()
            .map(|r| format!("({}, {})", r.min, r.extent))
            .collect();
        let component = if o.value_index != 0 {
            format!("[{}]", o.value_index)
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "output {} : buffer<{}, {}> = {}{component} region [{}]",
            print_name(&o.buffer.name),
            o.buffer.elem,
            o.buffer.dims,
            print_name(&o.func),
            region.join(", ")
        );
    }
    for t in &sare.tensors {
        if t.id.stage == Stage::Def(0) && t.id.component == 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "{}", tensor_to_string(t));
    }
    if !sare.assumptions.is_empty() || !sare.specializations.is_empty() {
        out.push('\n');
    }
    for a in &sare.assumptions {
        let _ = writeln!(out, "assume {}", a.cond);
    }
    for s in &sare.specializations {
        let _ = writeln!(out, "specialize {} if {}", print_name(&s.func), s.cond);
    }
    out
}
