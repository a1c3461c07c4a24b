//! Dependency order of the Funcs and the well-foundedness check of the equations (thesis
//! §2.4.3, the schedule used to prove that a model exists and is unique).
//!
//! Why the recursion terminates, for every value of the parameters: order the pairs
//! (tensor, index point) first by the position of the tensor in [`Sare::tensors`] (Funcs in
//! dependency order; within a Func stage 0, 1, …, final) and then, within one update stage,
//! by the recurrence point in Halide's order. [`check_well_founded`] verifies on the built
//! equations that every tensor access goes down in this order:
//! 1. an access to another Func reads its *final* tensor, and that Func comes earlier
//!    ([`func_order`] found no cycle between distinct Funcs);
//! 2. a pure stage reads no tensor of its own Func;
//! 3. stage `K ≥ 1` reads stage `K − 1` of its Func (an earlier tensor), or stage `K` itself
//!    (any component) only in an equation whose guard includes the whole recurrence domain
//!    and with recurrence indices exactly the predecessor of the current point — which is
//!    either an earlier point of the domain or a point outside it, whose equation reads
//!    stage `K − 1` only;
//! 4. the final tensor reads the last stage of its Func.
//!
//! The recurrence domain is a box whose bounds depend on parameters only (checked by
//! `restriction::check_names_and_domains`), hence finite, so every descending chain is
//! finite. Guards must be quasi-affine and read no tensor, and equations mention no variable
//! other than the tensor's index variables and the parameters.

use super::error::{SareError, Site};
use super::expr_walk::{calls, free_vars};
use super::model::{Rule, Sare, Stage, Tensor};
use super::quasi_affine::is_quasi_affine;
use super::recurrence::{domain_constraints, predecessor};
use crate::ir::{CallKind, Expr};
use crate::spec::{Algorithm, FuncDef};
use std::collections::{BTreeMap, BTreeSet};

/// The Funcs that definitions of `f` read (other than `f` itself).
fn dependencies(f: &FuncDef) -> BTreeSet<String> {
    let mut exprs: Vec<&Expr> = f.values.iter().collect();
    for u in &f.updates {
        exprs.extend(u.args.iter().chain(&u.values).chain(&u.predicates));
        exprs.extend(u.rvars.iter().flat_map(|r| [&r.min, &r.extent]));
    }
    exprs.extend(&f.specializations);
    exprs
        .into_iter()
        .flat_map(calls)
        .filter(|c| c.kind == CallKind::Func && c.name != f.name)
        .map(|c| c.name.clone())
        .collect()
}

/// The Funcs of `alg` in dependency order (each after the Funcs it reads), keeping file
/// order where dependencies allow. Halide's textual order already is such an order (thesis
/// §2.4.3, "`<` defines a total order"); the `.sare` reader lets definitions mention Funcs
/// defined later, so the order is recomputed. A cycle between distinct Funcs is an error.
pub fn func_order(alg: &Algorithm) -> Result<Vec<String>, SareError> {
    let mut deps: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for f in &alg.funcs {
        let d = dependencies(f);
        if let Some(missing) = d.iter().find(|g| alg.func(g).is_none()) {
            return Err(SareError::new(
                Site::Pure(f.name.clone()),
                format!("it reads `{missing}`, which has no definition"),
            ));
        }
        deps.insert(&f.name, d);
    }
    let mut done: Vec<String> = Vec::new();
    while done.len() < alg.funcs.len() {
        let next = alg.funcs.iter().find(|f| {
            !done.contains(&f.name) && deps[f.name.as_str()].iter().all(|g| done.contains(g))
        });
        match next {
            Some(f) => done.push(f.name.clone()),
            None => {
                let rest: Vec<&str> = alg
                    .funcs
                    .iter()
                    .filter(|f| !done.contains(&f.name))
                    .map(|f| f.name.as_str())
                    .collect();
                return Err(SareError::new(
                    Site::Algorithm,
                    format!(
                        "the Funcs {} depend on each other (a cycle between distinct Funcs)",
                        rest.join(", ")
                    ),
                ));
            }
        }
    }
    Ok(done)
}

fn stage_site(t: &Tensor) -> Site {
    match t.id.stage {
        Stage::Def(0) | Stage::Final => Site::Pure(t.id.func.clone()),
        Stage::Def(k) => Site::Update(t.id.func.clone(), k),
    }
}

/// Checks that every equation's accesses go down in the order described in the module
/// documentation, that accesses have the accessed tensor's arity and type, and that guards
/// are quasi-affine. An error here means the construction produced something unexpected.
pub fn check_well_founded(sare: &Sare) -> Result<(), SareError> {
    for (pos, t) in sare.tensors.iter().enumerate() {
        let func_pos = sare.funcs.iter().position(|f| *f == t.id.func);
        let rvars: Vec<_> = t.rvars().into_iter().cloned().collect();
        let domain = domain_constraints(&rvars);
        let pred = predecessor(&rvars);
        let n_pure = t.index.len() - rvars.len();
        let names: BTreeSet<&str> = t
            .index
            .iter()
            .map(|v| v.name.as_str())
            .chain(sare.symbols.iter().map(|p| p.name.as_str()))
            .collect();
        for eq in &t.equations {
            let bad = |reason: String| Err(SareError::new(stage_site(t), reason));
            for e in eq.guard.iter().chain([&eq.rhs]) {
                if let Some(v) = free_vars(e).iter().find(|v| !names.contains(v.as_str())) {
                    return bad(format!(
                        "`{v}` in an equation of {} is neither an index variable nor a parameter",
                        t.id
                    ));
                }
            }
            for g in &eq.guard {
                if !is_quasi_affine(g) {
                    return bad(format!("the guard `{g}` of {} is not quasi-affine", t.id));
                }
            }
            for c in calls(&eq.rhs) {
                match c.kind {
                    CallKind::Func => {}
                    CallKind::Image => {
                        if sare.input(&c.name).is_none() {
                            return bad(format!("`{}` is not an input", c.name));
                        }
                        continue;
                    }
                    _ => continue,
                }
                let Some(upos) = sare.tensor_pos_named(&c.name, c.value_index) else {
                    return bad(format!("`{}[{}]` is not a tensor", c.name, c.value_index));
                };
                let u = &sare.tensors[upos];
                if u.index.len() != c.args.len() {
                    return bad(format!(
                        "{} is accessed with {} indices instead of {}",
                        u.id,
                        c.args.len(),
                        u.index.len()
                    ));
                }
                let ok = if u.id.func != t.id.func {
                    let upos_f = sare.funcs.iter().position(|f| *f == u.id.func);
                    u.id.stage == Stage::Final && upos_f < func_pos && upos < pos
                } else {
                    match (t.id.stage, u.id.stage) {
                        (Stage::Def(k), Stage::Def(j)) if k >= 1 && j + 1 == k => true,
                        (Stage::Def(k), Stage::Def(j)) if k >= 1 && j == k => {
                            !rvars.is_empty()
                                && matches!(eq.rule, Rule::Step | Rule::Keep)
                                && domain.iter().all(|d| eq.guard.contains(d))
                                && c.args[n_pure..] == pred[..]
                        }
                        (Stage::Final, Stage::Def(j)) => {
                            sare.stage_count(&t.id.func) == Some(j + 1)
                        }
                        _ => false,
                    }
                };
                if !ok {
                    return bad(format!(
                        "{} reads {} in a way that is not well-founded",
                        t.id, u.id
                    ));
                }
            }
        }
    }
    Ok(())
}
