//! Checks that an update definition is in the fragment the reduction handles (thesis
//! §2.4.3): Halide's update restriction, a rectangular recurrence domain bounded by
//! parameters, quasi-affine left-hand sides, and index-variable names that nothing shadows.

use super::error::{SareError, Site};
use super::expr_walk::{calls, children, free_vars, reads_tensors};
use super::quasi_affine::is_quasi_affine;
use crate::ir::{CallKind, Expr, ExprNode};
use crate::spec::{FuncDef, UpdateDef};
use std::collections::BTreeSet;

/// Which left-hand-side positions of update `stage` (1-based) hold a pure variable, after
/// checking the update restriction (thesis §2.4.3, conditions 1 and 2, as Halide's
/// `Function::define_update` states them): argument `p` is pure when it is exactly the Func's
/// `p`-th pure variable; every pure variable the update uses must be pure in this sense; and
/// every access to the Func itself in the values and the filter has each pure variable at
/// its own position. Also checks that the left-hand-side arguments are quasi-affine.
pub fn pure_positions(f: &FuncDef, stage: u32, u: &UpdateDef) -> Result<Vec<bool>, SareError> {
    let site = || Site::Update(f.name.clone(), stage);
    let err = |reason: String| Err(SareError::new(site(), reason));
    let pure: Vec<bool> = u
        .args
        .iter()
        .zip(&f.pure_vars)
        .map(|(a, v)| a.as_var() == Some(v.as_str()))
        .collect();
    if u.args.len() != f.pure_vars.len() {
        return err(format!(
            "{} left-hand-side arguments for {} pure variables",
            u.args.len(),
            f.pure_vars.len()
        ));
    }
    for (p, a) in u.args.iter().enumerate() {
        if !pure[p] && !is_quasi_affine(a) {
            return err(format!(
                "left-hand-side argument {p} (`{a}`) is not a quasi-affine function of the \
                 pure and recurrence variables"
            ));
        }
    }
    let exprs: Vec<&Expr> = u
        .args
        .iter()
        .chain(&u.values)
        .chain(&u.predicates)
        .collect();
    for e in &exprs {
        for v in free_vars(e) {
            if let Some(p) = f.pure_vars.iter().position(|x| *x == v) {
                if !pure[p] {
                    return err(format!(
                        "it uses the pure variable `{v}`, which is not its left-hand-side \
                         argument at position {p} (update restriction, thesis §2.4.3)"
                    ));
                }
            }
        }
        for c in calls(e) {
            if c.kind != CallKind::Func || c.name != f.name {
                continue;
            }
            if c.args.len() != f.pure_vars.len() || c.value_index as usize >= f.types.len() {
                return err(format!(
                    "a self-access has {} arguments and component {} (`{}` has {} and {})",
                    c.args.len(),
                    c.value_index,
                    f.name,
                    f.pure_vars.len(),
                    f.types.len()
                ));
            }
            for (p, a) in c.args.iter().enumerate() {
                if pure.get(p) == Some(&true) && a.as_var() != Some(f.pure_vars[p].as_str()) {
                    let access: Vec<String> = c.args.iter().map(|x| x.to_string()).collect();
                    return err(format!(
                        "the self-access `{}({})` has `{a}` at position {p}, where the \
                         left-hand side has the pure variable `{}` (update restriction, \
                         thesis §2.4.3)",
                        f.name,
                        access.join(", "),
                        f.pure_vars[p]
                    ));
                }
            }
        }
    }
    Ok(pure)
}

/// Checks what the `.sare` reader guarantees, for algorithms built by other means (the
/// in-process hand-off): distinct pure variables, one value per tuple component with the
/// declared type in every definition, one left-hand-side argument per pure variable.
pub fn check_shape(f: &FuncDef) -> Result<(), SareError> {
    let pure_site = || Site::Pure(f.name.clone());
    let distinct: BTreeSet<&String> = f.pure_vars.iter().collect();
    if distinct.len() != f.pure_vars.len() {
        return Err(SareError::new(
            pure_site(),
            format!(
                "its pure variables ({}) are not distinct",
                f.pure_vars.join(", ")
            ),
        ));
    }
    if f.types.is_empty() {
        return Err(SareError::new(pure_site(), "it has no value type"));
    }
    let types_match =
        |vs: &[Expr]| vs.len() == f.types.len() && vs.iter().zip(&f.types).all(|(v, t)| v.ty == *t);
    if !types_match(&f.values) {
        return Err(SareError::new(
            pure_site(),
            "its values do not match the declared types",
        ));
    }
    for (k, u) in f.updates.iter().enumerate() {
        let site = Site::Update(f.name.clone(), k as u32 + 1);
        if !types_match(&u.values) {
            return Err(SareError::new(
                site,
                "its values do not match the declared types",
            ));
        }
        if u.args.len() != f.pure_vars.len() {
            return Err(SareError::new(
                site,
                format!(
                    "{} left-hand-side arguments for {} pure variables",
                    u.args.len(),
                    f.pure_vars.len()
                ),
            ));
        }
    }
    Ok(())
}

fn let_names(e: &Expr, out: &mut BTreeSet<String>) {
    if let ExprNode::Let(n, _, _) = &e.node {
        out.insert(n.clone());
    }
    for c in children(e) {
        let_names(c, out);
    }
}

/// Checks the names and recurrence domains of all of `f`'s definitions: RVar names are
/// distinct from each other within an update and from the pure variables; no `let` binds an
/// index-variable name; RDom bounds are quasi-affine in the parameters only (thesis §2.4.3:
/// "the bounds of `R_i` can only depend on the parameters"), and mention no name used as an
/// index variable anywhere in `f` (the equations put bounds of one stage next to the index
/// variables of the next one).
pub fn check_names_and_domains(f: &FuncDef) -> Result<(), SareError> {
    check_shape(f)?;
    let mut index_names: BTreeSet<String> = f.pure_vars.iter().cloned().collect();
    for (k, u) in f.updates.iter().enumerate() {
        let site = Site::Update(f.name.clone(), k as u32 + 1);
        let mut seen = BTreeSet::new();
        for r in &u.rvars {
            if f.pure_vars.contains(&r.name) || !seen.insert(r.name.clone()) {
                return Err(SareError::new(
                    site,
                    format!(
                        "the recurrence variable `{}` is declared twice or is also a pure variable",
                        r.name
                    ),
                ));
            }
        }
        index_names.extend(seen);
    }
    let mut defs: Vec<(Site, Vec<&Expr>)> =
        vec![(Site::Pure(f.name.clone()), f.values.iter().collect())];
    for (k, u) in f.updates.iter().enumerate() {
        let es = u
            .args
            .iter()
            .chain(&u.values)
            .chain(&u.predicates)
            .collect();
        defs.push((Site::Update(f.name.clone(), k as u32 + 1), es));
    }
    for (site, es) in defs {
        let mut lets = BTreeSet::new();
        es.iter().for_each(|e| let_names(e, &mut lets));
        if let Some(n) = lets.iter().find(|n| index_names.contains(*n)) {
            return Err(SareError::new(
                site,
                format!("a `let` binds `{n}`, which is also an index variable"),
            ));
        }
    }
    for (k, u) in f.updates.iter().enumerate() {
        let site = || Site::Update(f.name.clone(), k as u32 + 1);
        for r in &u.rvars {
            for b in [&r.min, &r.extent] {
                if reads_tensors(b) || !is_quasi_affine(b) {
                    return Err(SareError::new(
                        site(),
                        format!(
                            "the bound `{b}` of the recurrence variable `{}` is not a \
                             quasi-affine function of the parameters",
                            r.name
                        ),
                    ));
                }
                if let Some(v) = free_vars(b).into_iter().find(|v| index_names.contains(v)) {
                    return Err(SareError::new(
                        site(),
                        format!(
                            "the bound `{b}` of the recurrence variable `{}` mentions the \
                             index variable `{v}` (recurrence domains are boxes bounded by \
                             parameters, thesis §2.4.3)",
                            r.name
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}
