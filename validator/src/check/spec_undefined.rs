//! Where the algorithm itself leaves an output undefined.
//!
//! A Func whose pure definition is `undef()` has no initial value: Halide leaves its storage
//! uninitialized, and the updates define some of its cells (iir_blur's scans define the rows of
//! their reduction domain). The SARE gives such a definition a tensor without equations
//! (`sare::construct::pure_stage`). A cell whose value, along the branches its `select`s take,
//! reads a cell of such a tensor is *undefined by the algorithm*: Halide computes it from
//! uninitialized memory, and the validator requires nothing of an output cell there (Halide's
//! meaning of `undef`). Every other output cell must be written, free of garbage, and equal to
//! the specification, as before.
//!
//! The undefined cells of a tensor `T` are the least set `U(T)` with
//! - `U(T)` = every cell, for a tensor without equations;
//! - `T(i) ∈ U(T)` if an equation of `T` holds at `i` (its guard and the conditions of the
//!   `select` branches around a read) and reads `B(f(i))` with `f(i) ∈ U(B)`.
//!
//! Reads of other tensors are preimages of their (already computed: the tensors are in
//! dependency order) sets; a tensor's reads of itself (an update's recurrence) are closed by
//! iterating the preimage until it is stationary, or else by isl's transitive closure when isl
//! says it is exact. Every step is exact, so `U` is computed exactly or not at all: a guard,
//! branch condition or index that is not quasi-affine, an inexact closure or an exhausted isl
//! budget gives [`SpecUndefined::Unknown`], and the output check then decides nothing from a
//! cell of that output that is not written or holds garbage (UNKNOWN, never INVALID).

use std::collections::BTreeSet;
use std::rc::Rc;

use super::affine::{expr_to_aff, expr_to_cond};
use crate::ir::{CallKind, Expr, ExprNode, Intrinsic};
use crate::presburger::{Aff, CellRelation, Cond, Ctx, LocationSet, ParamSet};
use crate::sare::expr_walk::children;
use crate::sare::{Sare, Tensor};
use crate::symbolic::SpecUndefined;

/// Kleene rounds tried on a recurrence before isl's transitive closure.
const ROUNDS: usize = 3;

/// [`SpecUndefined`] of each output of `sare`, in the order of `sare.outputs`: exactly where the
/// algorithm reads `undef` (the cells are named by the final tensor, [`crate::sare::TensorId`]'s
/// display, in Func coordinates). Each tensor's computation gets `max_operations` isl operations.
pub fn undefined_outputs(ctx: &Ctx, sare: &Sare, max_operations: u64) -> Vec<SpecUndefined> {
    let reach = reaching_undef(sare);
    let mut sets: Vec<Option<Result<Rc<LocationSet>, String>>> = vec![None; sare.tensors.len()];
    sare.outputs
        .iter()
        .map(|o| {
            let Some(k) = sare.tensor_pos(&crate::sare::TensorId {
                func: o.func.clone(),
                stage: crate::sare::Stage::Final,
                component: o.value_index,
            }) else {
                return SpecUndefined::Unknown(format!(
                    "the specification has no final tensor for output `{}`",
                    o.buffer.name
                ));
            };
            if !reach[k] {
                return SpecUndefined::Nowhere;
            }
            match undefined_cells(ctx, sare, &reach, &mut sets, k, max_operations) {
                Ok(u) => SpecUndefined::Cells(u),
                Err(why) => SpecUndefined::Unknown(why),
            }
        })
        .collect()
}

/// For each tensor, whether it reads (transitively) a tensor without equations.
fn reaching_undef(sare: &Sare) -> Vec<bool> {
    let mut reach: Vec<bool> = sare
        .tensors
        .iter()
        .map(|t| t.equations.is_empty())
        .collect();
    loop {
        let mut changed = false;
        for (k, t) in sare.tensors.iter().enumerate() {
            if !reach[k] && read_tensors(sare, t).iter().any(|&b| reach[b]) {
                reach[k] = true;
                changed = true;
            }
        }
        if !changed {
            return reach;
        }
    }
}

/// The positions of the tensors the equations of `t` read.
fn read_tensors(sare: &Sare, t: &Tensor) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for e in &t.equations {
        for c in crate::sare::expr_walk::calls(&e.rhs) {
            if c.kind == CallKind::Func {
                if let Some(b) = sare.tensor_pos_named(&c.name, c.value_index) {
                    out.insert(b);
                }
            }
        }
    }
    out
}

/// `U(T)` for tensor `k`, memoized in `sets`.
fn undefined_cells(
    ctx: &Ctx,
    sare: &Sare,
    reach: &[bool],
    sets: &mut Vec<Option<Result<Rc<LocationSet>, String>>>,
    k: usize,
    max_operations: u64,
) -> Result<Rc<LocationSet>, String> {
    if let Some(r) = &sets[k] {
        return r.clone();
    }
    let t = &sare.tensors[k];
    // Tensors that read each other (the components of a tuple update read one another at the
    // predecessor point) are not closed here: met again while in progress, `k` answers this.
    sets[k] = Some(Err(format!(
        "`{}` reads `undef` through tensors that read each other",
        t.id
    )));
    // The tensors it reads first (dependency order; an update reads only itself later).
    let mut read = Vec::new();
    for b in read_tensors(sare, t) {
        if b != k && reach[b] {
            let u = undefined_cells(ctx, sare, reach, sets, b, max_operations);
            read.push((b, u?));
        }
    }
    ctx.set_max_operations(max_operations);
    let r = tensor_cells(ctx, sare, reach, k, &read).map_err(|e| match e {
        Why::Isl(e) => format!("isl stopped computing where `{}` reads `undef`: {e}", t.id),
        Why::Not(why) => why,
    });
    ctx.set_max_operations(0);
    let r = r.map(Rc::new);
    sets[k] = Some(r.clone());
    r
}

/// Why `U(T)` was not computed.
enum Why {
    Isl(crate::presburger::PresburgerError),
    Not(String),
}

impl From<crate::presburger::PresburgerError> for Why {
    fn from(e: crate::presburger::PresburgerError) -> Why {
        Why::Isl(e)
    }
}

/// A read of a tensor inside an equation's right-hand side, with the conditions of the
/// `select` branches around it.
struct Read<'e> {
    tensor: usize,
    args: &'e [Expr],
    /// The branch conditions, `None` for one that is not quasi-affine.
    conds: Vec<Option<Cond>>,
    /// The `let`s around the read, innermost last (`None`: not quasi-affine).
    lets: Vec<(String, Option<Aff>)>,
}

fn tensor_cells(
    ctx: &Ctx,
    sare: &Sare,
    reach: &[bool],
    k: usize,
    read: &[(usize, Rc<LocationSet>)],
) -> Result<LocationSet, Why> {
    let t = &sare.tensors[k];
    let name = t.id.to_string();
    if t.equations.is_empty() {
        return Ok(LocationSet::universe(ctx, &name, t.index.len())?);
    }
    // Fresh names for the index variables: the source coordinates of the read relations.
    let vars: Vec<String> = t.index.iter().map(|v| ctx.fresh_var(&v.name)).collect();
    let rename = |a: Aff| {
        t.index
            .iter()
            .zip(&vars)
            .fold(a, |a, (v, u)| a.substitute(&v.name, &Aff::var(u)))
    };
    let rename_cond = |c: Cond| {
        t.index
            .iter()
            .zip(&vars)
            .fold(c, |c, (v, u)| c.substitute(&v.name, &Aff::var(u)))
    };
    let mut base = LocationSet::empty(ctx)?;
    let mut recurrence = CellRelation::empty(ctx)?;
    for eq in &t.equations {
        let mut guard = Cond::True;
        for g in &eq.guard {
            let Some(c) = expr_to_cond(g) else {
                return Err(Why::Not(format!(
                    "the guard `{g}` of an equation of `{}` is non-affine",
                    t.id
                )));
            };
            guard = guard.and(c);
        }
        let guard = rename_cond(guard);
        let mut reads = Vec::new();
        collect_reads(
            sare,
            reach,
            &eq.rhs,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut reads,
        );
        for r in reads {
            let mut c = guard.clone();
            for b in &r.conds {
                let Some(b) = b else {
                    return Err(Why::Not(format!(
                        "`{}` reads a tensor that reads `undef` under a non-affine condition \
                         (or inside an unknown intrinsic)",
                        t.id
                    )));
                };
                c = c.and(rename_cond(substitute_lets(
                    b.clone(),
                    &r.lets,
                    cond_mentions,
                    Cond::substitute,
                )?));
            }
            let mut indices = Vec::new();
            for a in r.args {
                let Some(i) = expr_to_aff(a) else {
                    return Err(Why::Not(format!(
                        "`{}` reads a tensor that reads `undef` at the non-affine index `{a}`",
                        t.id
                    )));
                };
                indices.push(rename(substitute_lets(
                    i,
                    &r.lets,
                    Aff::mentions,
                    Aff::substitute,
                )?));
            }
            let target = sare.tensors[r.tensor].id.to_string();
            let rel = CellRelation::access(ctx, &name, &vars, &target, &indices, &c)?;
            if r.tensor == k {
                recurrence = recurrence.union(&rel)?;
            } else if let Some((_, u)) = read.iter().find(|(b, _)| *b == r.tensor) {
                base = base.union(&rel.preimage(u)?)?;
            }
        }
    }
    close(ctx, &t.id.to_string(), base, &recurrence)
}

/// The least `X ⊇ base` with `R⁻¹(X) ⊆ X`: Kleene rounds while they change, else `base ∪
/// R⁺⁻¹(base)` with an exact closure.
fn close(
    ctx: &Ctx,
    tensor: &str,
    base: LocationSet,
    recurrence: &CellRelation,
) -> Result<LocationSet, Why> {
    if recurrence.is_empty()? {
        return Ok(base);
    }
    let everywhere = ParamSet::universe(ctx)?;
    let mut x = base.try_clone()?;
    for _ in 0..ROUNDS {
        let next = x.union(&recurrence.preimage(&x)?)?;
        if next.is_subset_under(&x, &everywhere)? {
            return Ok(x);
        }
        x = next;
    }
    match recurrence.closure()? {
        Some(plus) => Ok(base.union(&plus.preimage(&base)?)?),
        None => Err(Why::Not(format!(
            "isl's transitive closure of the recurrence of `{tensor}` is not exact"
        ))),
    }
}

/// The reads in `e` of tensors that read `undef`, with their branch conditions and `let`s.
fn collect_reads<'e>(
    sare: &Sare,
    reach: &[bool],
    e: &'e Expr,
    conds: &mut Vec<Option<Cond>>,
    lets: &mut Vec<(String, Option<Aff>)>,
    out: &mut Vec<Read<'e>>,
) {
    let mut branch = |c: &'e Expr, yes: &'e Expr, no: Option<&'e Expr>, out: &mut Vec<Read<'e>>| {
        collect_reads(sare, reach, c, conds, lets, out);
        let cond = expr_to_cond(c);
        conds.push(cond.clone());
        collect_reads(sare, reach, yes, conds, lets, out);
        conds.pop();
        if let Some(no) = no {
            conds.push(cond.map(Cond::negate));
            collect_reads(sare, reach, no, conds, lets, out);
            conds.pop();
        }
    };
    match &e.node {
        ExprNode::Select(c, yes, no) => branch(c, yes, Some(no), out),
        ExprNode::Call(c)
            if matches!(&c.kind, CallKind::Intrinsic(Intrinsic::IfThenElse))
                && (2..=3).contains(&c.args.len()) =>
        {
            branch(&c.args[0], &c.args[1], c.args.get(2), out)
        }
        // The promised bounds are not part of the value: only the first argument is read.
        ExprNode::Call(c)
            if matches!(
                &c.kind,
                CallKind::Intrinsic(Intrinsic::PromiseClamped | Intrinsic::UnsafePromiseClamped)
            ) && !c.args.is_empty() =>
        {
            collect_reads(sare, reach, &c.args[0], conds, lets, out)
        }
        // An intrinsic the validator does not know may not use every argument: its reads are
        // taken under a condition that is not known (the set is then not computed).
        ExprNode::Call(c) if matches!(&c.kind, CallKind::Intrinsic(Intrinsic::Other(_))) => {
            conds.push(None);
            for a in &c.args {
                collect_reads(sare, reach, a, conds, lets, out);
            }
            conds.pop();
        }
        ExprNode::Let(n, v, body) => {
            collect_reads(sare, reach, v, conds, lets, out);
            lets.push((n.clone(), expr_to_aff(v)));
            collect_reads(sare, reach, body, conds, lets, out);
            lets.pop();
        }
        ExprNode::Call(c) if c.kind == CallKind::Func => {
            for a in &c.args {
                collect_reads(sare, reach, a, conds, lets, out);
            }
            if let Some(b) = sare.tensor_pos_named(&c.name, c.value_index) {
                if reach[b] {
                    out.push(Read {
                        tensor: b,
                        args: &c.args,
                        conds: conds.clone(),
                        lets: lets.clone(),
                    });
                }
            }
        }
        _ => {
            for c in children(e) {
                collect_reads(sare, reach, c, conds, lets, out);
            }
        }
    }
}

/// `x` (an index or a condition) with the `let`s around it substituted, innermost first.
fn substitute_lets<T>(
    x: T,
    lets: &[(String, Option<Aff>)],
    mentions: impl Fn(&T, &str) -> bool,
    substitute: impl Fn(&T, &str, &Aff) -> T,
) -> Result<T, Why> {
    let mut x = x;
    for (n, v) in lets.iter().rev() {
        if mentions(&x, n) {
            let Some(v) = v else {
                return Err(Why::Not(format!("the value of `let {n}` is non-affine")));
            };
            x = substitute(&x, n, v);
        }
    }
    Ok(x)
}

/// Whether `c` mentions the variable `n`.
fn cond_mentions(c: &Cond, n: &str) -> bool {
    let mut names = BTreeSet::new();
    c.collect_vars(&mut names);
    names.contains(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outputs_of(sare_text: &str) -> (Ctx, Vec<SpecUndefined>) {
        let alg = crate::spec::parse_sare("t.sare", sare_text).expect("parses");
        let sare = crate::sare::build_sare(&alg).expect("builds");
        let ctx = Ctx::new().expect("isl");
        let u = undefined_outputs(&ctx, &sare, 0);
        (ctx, u)
    }

    const HEADER: &str = "halide-tv sare 1\npipeline p\ntarget \"x86-64-linux\"\n\
        input in : buffer<int32, 1>\n\
        output out : buffer<int32, 1> = out region [(out.min.0, out.extent.0)]\n";

    /// Whether `out(x)` is among the undefined cells when `in` covers `[0, n)`.
    fn undefined_at(ctx: &Ctx, u: &SpecUndefined, x: i64, n: i64) -> bool {
        let SpecUndefined::Cells(cells) = u else {
            panic!("expected exact cells, got {u:?}");
        };
        let gamma = ParamSet::from_cond(
            ctx,
            &Aff::var("in.extent.0")
                .eq(Aff::cst(n))
                .and(Aff::var("in.min.0").eq(Aff::cst(0))),
        )
        .expect("gamma");
        LocationSet::location(ctx, "out", &[Aff::cst(x)])
            .expect("cell")
            .is_subset_under(cells, &gamma)
            .expect("decided")
    }

    #[test]
    fn a_scan_leaves_undefined_exactly_the_cells_outside_its_domain() {
        // f(0) = in(0), then f(r) = f(r - 1) + in(r) for 1 ≤ r < n: the recurrence reads f
        // at r - 1 through the `keep` equations of every cell, whose chain isl closes.
        let text = format!(
            "{HEADER}func f(x) : int32 {{\n  f(x) = undef<int32>()\n  update {{\n    f(0) = in(0)\n  }}\n  \
             update {{\n    rvar r : 1, in.extent.0 - 1\n    f(r) = f(r - 1) + in(r)\n  }}\n}}\n\
             func out(x) : int32 {{\n  out(x) = f(x)\n}}\n"
        );
        let (ctx, u) = outputs_of(&text);
        for x in -2..8 {
            assert_eq!(
                undefined_at(&ctx, &u[0], x, 5),
                !(0..5).contains(&x),
                "x = {x}"
            );
        }
    }

    #[test]
    fn a_branch_not_taken_does_not_make_a_cell_undefined() {
        // out(x) reads f(x) only where x < 1: out(1) is 0 although f(1) is undefined.
        let text = format!(
            "{HEADER}func f(x) : int32 {{\n  f(x) = undef<int32>()\n  update {{\n    f(0) = in(0)\n  }}\n}}\n\
             func out(x) : int32 {{\n  out(x) = select(x < 1, f(x), 0)\n}}\n"
        );
        let (ctx, u) = outputs_of(&text);
        assert!(!undefined_at(&ctx, &u[0], 0, 5));
        assert!(!undefined_at(&ctx, &u[0], 1, 5));
        assert!(!undefined_at(&ctx, &u[0], 7, 5));
        assert!(undefined_at(&ctx, &u[0], -1, 5));
    }

    #[test]
    fn promised_bounds_are_not_part_of_the_value() {
        let text = format!(
            "{HEADER}func f(x) : int32 {{\n  f(x) = undef<int32>()\n  update {{\n    f(0) = in(0)\n  }}\n}}\n\
             func out(x) : int32 {{\n  out(x) = unsafe_promise_clamped<int32>(in(x), f(x), in(x))\n}}\n"
        );
        let (ctx, u) = outputs_of(&text);
        assert!(!undefined_at(&ctx, &u[0], 3, 5));
    }

    #[test]
    fn a_data_dependent_branch_is_not_decided() {
        let text = format!(
            "{HEADER}func f(x) : int32 {{\n  f(x) = undef<int32>()\n  update {{\n    f(0) = in(0)\n  }}\n}}\n\
             func out(x) : int32 {{\n  out(x) = select(in(x) > 0, f(x), 0)\n}}\n"
        );
        let (_, u) = outputs_of(&text);
        assert!(
            matches!(&u[0], SpecUndefined::Unknown(why) if why.contains("non-affine")),
            "{u:?}"
        );
    }

    #[test]
    fn tuple_components_reading_each_other_are_not_decided() {
        let text = "halide-tv sare 1\npipeline p\ntarget \"x86-64-linux\"\n\
            input in : buffer<int32, 1>\n\
            output f.0 : buffer<int32, 1> = f[0] region [(f.0.min.0, f.0.extent.0)]\n\
            func f(x) : (int32, int32) {\n  f(x) = (undef<int32>(), in(x))\n  update {\n    \
            rvar r : 1, in.extent.0 - 1\n    f(r) = (f(r - 1)[1], f(r - 1)[0])\n  }\n}\n";
        let (_, u) = outputs_of(text);
        assert!(
            matches!(&u[0], SpecUndefined::Unknown(why) if why.contains("each other")),
            "{u:?}"
        );
    }

    #[test]
    fn an_algorithm_without_undef_defines_every_cell() {
        let text = format!("{HEADER}func out(x) : int32 {{\n  out(x) = in(x) + 1\n}}\n");
        let (_, u) = outputs_of(&text);
        assert!(matches!(u[0], SpecUndefined::Nowhere), "{u:?}");
    }
}
