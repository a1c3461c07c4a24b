//! The reduction of a Halide algorithm to a SARE (thesis §2.4.4), one function per rule.
//!
//! For a Func `f` with pure definition `f(x) = e` and updates `U_1 … U_n`:
//! - [`pure_stage`]: `f.s0(x) = e`, other Funcs read through their final tensors;
//! - [`update_stage`]: `f.sK(x, r)` with one extra index per RVar of `U_K`, three pieces —
//!   *step* (in the domain, written cell, filter true), *keep* (in the domain, cell not
//!   written or filter false: the value at the predecessor point) and *before* (outside the
//!   domain: the previous stage's final value);
//! - [`final_tensor`]: `f(x) = f.sn(x, last)`.
//!
//! Tuple-valued Funcs get one tensor per component at every stage; an update's component
//! reads any component of the Func at the predecessor point.

use super::error::{SareError, Site};
use super::expr_walk::{free_vars, rewrite_calls};
use super::index_arith::{and_all, as_bool, cmp, conjuncts, negate, select, tensor_call};
use super::model::{
    Equation, IndexKind, IndexVar, Rule, Sare, Specialization, Stage, Symbol, Tensor, TensorId,
};
use super::order::{check_well_founded, func_order};
use super::quasi_affine::is_quasi_affine;
use super::recurrence::{domain_constraints, last_point, predecessor};
use super::restriction::{check_names_and_domains, pure_positions};
use super::undef::{contains_undef, remove_undef};
use crate::ir::{BinOp, CallKind, Expr, ExprNode, Type};
use crate::spec::{Algorithm, Assumption, AssumptionKind, FuncDef, UpdateDef};
use std::collections::BTreeSet;

/// Reduces `alg` to a SARE (thesis §2.4.4). Funcs are taken in dependency order; the result
/// is checked by [`check_well_founded`]. Errors name the definition that is outside the
/// fragment and why (an UNKNOWN reason for the validator).
pub fn build_sare(alg: &Algorithm) -> Result<Sare, SareError> {
    let funcs = func_order(alg)?;
    check_tensor_names(alg)?;
    let mut tensors = Vec::new();
    let mut specializations = Vec::new();
    for name in &funcs {
        let f = alg.func(name).ok_or_else(|| {
            SareError::new(Site::Algorithm, format!("no definition of Func `{name}`"))
        })?;
        check_names_and_domains(f)?;
        tensors.extend(pure_stage(f)?);
        for (k, u) in f.updates.iter().enumerate() {
            tensors.extend(update_stage(f, k as u32 + 1, u)?);
        }
        tensors.extend(final_tensor(f));
        specializations.extend(specializations_of(f));
    }
    let sare = Sare {
        pipeline: alg.pipeline.clone(),
        symbols: symbols(alg),
        inputs: alg.inputs.clone(),
        funcs,
        tensors,
        outputs: alg.outputs.clone(),
        assumptions: assumptions(alg),
        specializations,
    };
    check_well_founded(&sare)?;
    Ok(sare)
}

/// Tensor names must not collide: `f.sK` of one Func with another Func or input named so.
fn check_tensor_names(alg: &Algorithm) -> Result<(), SareError> {
    let mut seen: BTreeSet<String> = alg.inputs.iter().map(|b| b.name.clone()).collect();
    for f in &alg.funcs {
        let mut names = vec![f.name.clone()];
        names.extend((0..=f.updates.len()).map(|k| format!("{}.s{k}", f.name)));
        for n in names {
            if !seen.insert(n.clone()) {
                return Err(SareError::new(
                    Site::Algorithm,
                    format!(
                        "the tensor name `{n}` of Func `{}` is already taken",
                        f.name
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn pure_index(f: &FuncDef) -> Vec<IndexVar> {
    f.pure_vars
        .iter()
        .map(|v| IndexVar {
            name: v.clone(),
            kind: IndexKind::Pure,
        })
        .collect()
}

fn cell(f: &FuncDef) -> Vec<Expr> {
    f.pure_vars
        .iter()
        .map(|v| Expr::var_i32(v.clone()))
        .collect()
}

/// The value of component `t` of `f` after definition `stage` at the cell `args`: `f.s0(args)`
/// or `f.sK(args, last point of U_K)`.
fn after_stage(f: &FuncDef, stage: u32, t: u32, mut args: Vec<Expr>) -> Expr {
    if let Some(u) = stage.checked_sub(1).and_then(|k| f.updates.get(k as usize)) {
        args.extend(last_point(&u.rvars));
    }
    let id = TensorId {
        func: f.name.clone(),
        stage: Stage::Def(stage),
        component: t,
    };
    tensor_call(f.types[t as usize], &id.name(), args, t)
}

/// Rewrites the Func accesses of a pure definition's right-hand side: other Funcs keep
/// their name, which is the name of their final tensor `B^S`; an access to `f` itself is an
/// error (thesis §2.4.3: "the definition of A cannot refer to A itself").
fn pure_rhs(f: &FuncDef, e: &Expr) -> Result<Expr, SareError> {
    rewrite_calls(e, &mut |c, _, _| {
        if c.kind == CallKind::Func && c.name == f.name {
            Err(SareError::new(
                Site::Pure(f.name.clone()),
                format!("it refers to `{}` itself", f.name),
            ))
        } else {
            Ok(None)
        }
    })
}

/// True if `e` is Halide's `undef()` (an update component left unchanged).
fn is_undef(e: &Expr) -> bool {
    matches!(&e.node, ExprNode::Call(c) if matches!(&c.kind, CallKind::Intrinsic(i) if i.name() == "undef"))
}

/// Thesis §2.4.4, pure definition: "the tensor `A_0` is directly defined using the pure
/// definition of `A`, where each other tensor `B` is replaced with its SARE equivalent
/// `B^S`". One tensor per tuple component, one equation over the whole space.
///
/// A pure definition that is exactly `undef()` (Halide's "no initial value", e.g. a scan
/// whose updates define every cell) gives a tensor with no equation: its value is
/// unconstrained, so nothing can be proven about a program or an output that depends on
/// it. Any other use of `undef` in a pure definition is outside the fragment.
pub fn pure_stage(f: &FuncDef) -> Result<Vec<Tensor>, SareError> {
    f.values
        .iter()
        .enumerate()
        .map(|(t, v)| {
            let id = TensorId {
                func: f.name.clone(),
                stage: Stage::Def(0),
                component: t as u32,
            };
            if is_undef(v) {
                return Ok(Tensor {
                    id,
                    index: pure_index(f),
                    ty: f.types[t],
                    tuple: f.types.len() > 1,
                    equations: Vec::new(),
                });
            }
            if contains_undef(v) {
                return Err(SareError::new(
                    Site::Pure(f.name.clone()),
                    format!("it leaves component {t} undefined (`undef`)"),
                ));
            }
            Ok(Tensor {
                id,
                index: pure_index(f),
                ty: f.types[t],
                tuple: f.types.len() > 1,
                equations: vec![Equation {
                    guard: Vec::new(),
                    rhs: pure_rhs(f, v)?,
                    rule: Rule::Pure,
                }],
            })
        })
        .collect()
}

/// Rewrites the accesses to `f` in update `stage`: `f(a)[t]` becomes `f.sK(a, r')[t]` with
/// `r'` the predecessor of the current recurrence point, or the previous stage's final value
/// at `a` when the update has no RVars (its single point has no predecessor in the stage).
fn update_rhs(f: &FuncDef, stage: u32, u: &UpdateDef, e: &Expr) -> Result<Expr, SareError> {
    let pred = predecessor(&u.rvars);
    // The variables the rewriting inserts: those of the predecessor point, or of the previous
    // stage's last point when the update has no RVars.
    let previous_last = match stage.checked_sub(2).and_then(|k| f.updates.get(k as usize)) {
        Some(prev) if u.rvars.is_empty() => last_point(&prev.rvars),
        _ => Vec::new(),
    };
    let inserted: BTreeSet<String> = pred
        .iter()
        .chain(&previous_last)
        .flat_map(free_vars)
        .collect();
    rewrite_calls(e, &mut |c, ty, lets| {
        if c.kind != CallKind::Func || c.name != f.name {
            return Ok(None);
        }
        if let Some(n) = lets.iter().find(|n| inserted.contains(*n)) {
            return Err(SareError::new(
                Site::Update(f.name.clone(), stage),
                format!("a `let` binding `{n}` would capture a recurrence index"),
            ));
        }
        if u.rvars.is_empty() {
            return Ok(Some(after_stage(
                f,
                stage - 1,
                c.value_index,
                c.args.clone(),
            )));
        }
        let id = TensorId {
            func: f.name.clone(),
            stage: Stage::Def(stage),
            component: c.value_index,
        };
        let mut args = c.args.clone();
        args.extend(pred.iter().cloned());
        Ok(Some(tensor_call(ty, &id.name(), args, c.value_index)))
    })
}

/// The value of component `t` of the stage tensor at the predecessor of the current point,
/// at the current cell (the value an untouched cell keeps).
fn previous_value(f: &FuncDef, stage: u32, u: &UpdateDef, t: u32) -> Expr {
    if u.rvars.is_empty() {
        return after_stage(f, stage - 1, t, cell(f));
    }
    let id = TensorId {
        func: f.name.clone(),
        stage: Stage::Def(stage),
        component: t,
    };
    let mut args = cell(f);
    args.extend(predecessor(&u.rvars));
    tensor_call(f.types[t as usize], &id.name(), args, t)
}

/// Thesis §2.4.4, update definition `U_K` of `f`: the tensor `f.sK(x, r)`, one index per
/// RVar, defined by
/// - *step* — `r` in the domain, `x` the cell the update writes at `r` (`x_p == e_p` for
///   every non-pure left-hand-side argument `e_p`) and the quasi-affine filter conjuncts
///   true: the right-hand side with self-accesses at the predecessor point (data-dependent
///   filter conjuncts become `select(filter, rhs, previous value)`);
/// - *keep* — `r` in the domain otherwise: the value at the predecessor point ("if there is
///   a filter, when the filter is false, the previous value of the current stage is directly
///   reused"; "all non-updated locations are defined using the previous value");
/// - *before* — `r` outside the domain: the previous stage's final value ("outside the
///   reduction domain, we replicate the last value of the previous stage").
///
/// Checks the update restriction first ([`pure_positions`]).
pub fn update_stage(f: &FuncDef, stage: u32, u: &UpdateDef) -> Result<Vec<Tensor>, SareError> {
    let pure = pure_positions(f, stage, u)?;
    let domain = domain_constraints(&u.rvars);
    let mut written: Vec<Expr> = Vec::new();
    for (p, a) in u.args.iter().enumerate() {
        if !pure[p] {
            written.push(cmp(
                BinOp::Eq,
                Expr::var_i32(f.pure_vars[p].clone()),
                a.clone(),
            ));
        }
    }
    if let Some(p) = u.predicates.iter().find(|p| contains_undef(p)) {
        return Err(SareError::new(
            Site::Update(f.name.clone(), stage),
            format!("the filter `{p}` uses `undef`"),
        ));
    }
    // `undef` inside the values: Halide guards the store by the conditions of the selects it
    // removes (`super::undef`); that guard is a filter like the update's own.
    let removed = remove_undef(&u.values)
        .map_err(|why| SareError::new(Site::Update(f.name.clone(), stage), why))?;
    let mut affine_filter = Vec::new();
    let mut data_filter = Vec::new();
    for c in u
        .predicates
        .iter()
        .chain(&removed.guard)
        .flat_map(conjuncts)
    {
        if is_quasi_affine(&c) {
            affine_filter.push(c);
        } else {
            data_filter.push(c);
        }
    }
    let data_cond = if data_filter.is_empty() {
        None
    } else {
        Some(update_rhs(f, stage, u, &and_all(&data_filter))?)
    };
    let step_cond: Vec<Expr> = written
        .into_iter()
        .chain(affine_filter)
        .filter(|c| as_bool(c) != Some(true))
        .collect();
    let step_possible = as_bool(&and_all(&step_cond)) != Some(false);
    let mut index = pure_index(f);
    index.extend(u.rvars.iter().map(|r| IndexVar {
        name: r.name.clone(),
        kind: IndexKind::Recurrence(r.clone()),
    }));
    let mut out = Vec::new();
    for (t, v) in removed.values.iter().enumerate() {
        let t = t as u32;
        let prev = previous_value(f, stage, u, t);
        let mut equations = Vec::new();
        if step_possible {
            // An undefined component (`undef()`, or an expression with an undefined operand)
            // is not stored: the cell keeps its value.
            let mut rhs = match v {
                None => prev.clone(),
                Some(v) => update_rhs(f, stage, u, v)?,
            };
            if let Some(c) = &data_cond {
                rhs = select(c.clone(), rhs, prev.clone());
            }
            equations.push(Equation {
                guard: domain.iter().chain(&step_cond).cloned().collect(),
                rhs,
                rule: Rule::Step,
            });
        }
        if !step_cond.is_empty() {
            let mut guard = domain.clone();
            if step_possible {
                guard.push(negate(&and_all(&step_cond)));
            }
            equations.push(Equation {
                guard,
                rhs: prev,
                rule: Rule::Keep,
            });
        }
        if !domain.is_empty() {
            equations.push(Equation {
                guard: vec![negate(&and_all(&domain))],
                rhs: after_stage(f, stage - 1, t, cell(f)),
                rule: Rule::Before,
            });
        }
        out.push(Tensor {
            id: TensorId {
                func: f.name.clone(),
                stage: Stage::Def(stage),
                component: t,
            },
            index: index.clone(),
            ty: f.types[t as usize],
            tuple: f.types.len() > 1,
            equations,
        });
    }
    Ok(out)
}

/// Thesis §2.4.4, final tensor: "`D^S(i, j) = D_1(i, j, K − 1)`", here with the last point
/// `min + max(extent, 0) − 1` of the last update's domain (below the domain when it is
/// empty, where that stage equals the previous one); `f.s0` when `f` has no update.
pub fn final_tensor(f: &FuncDef) -> Vec<Tensor> {
    let last = f.updates.len() as u32;
    (0..f.types.len() as u32)
        .map(|t| Tensor {
            id: TensorId {
                func: f.name.clone(),
                stage: Stage::Final,
                component: t,
            },
            index: pure_index(f),
            ty: f.types[t as usize],
            tuple: f.types.len() > 1,
            equations: vec![Equation {
                guard: Vec::new(),
                rhs: after_stage(f, last, t, cell(f)),
                rule: Rule::Final,
            }],
        })
        .collect()
}

/// Thesis §9.6, specializations: kept as path conditions. The `.sare` model carries only
/// the conditions (Halide's specialized definitions are the Func's own definitions), so they
/// are recorded for the validator to expose as assumptions of the paths they guard.
pub fn specializations_of(f: &FuncDef) -> Vec<Specialization> {
    f.specializations
        .iter()
        .map(|c| Specialization {
            func: f.name.clone(),
            cond: c.clone(),
        })
        .collect()
}

fn symbols(alg: &Algorithm) -> Vec<Symbol> {
    let mut out: Vec<Symbol> = alg
        .params
        .iter()
        .map(|p| Symbol {
            name: p.name.clone(),
            ty: p.ty,
            is_param: true,
        })
        .collect();
    let buffers = alg
        .inputs
        .iter()
        .chain(alg.outputs.iter().map(|o| &o.buffer));
    for b in buffers {
        out.extend(b.all_symbols().into_iter().map(|name| Symbol {
            name,
            ty: Type::int(32),
            is_param: false,
        }));
    }
    out
}

fn assumptions(alg: &Algorithm) -> Vec<Assumption> {
    let mut out = alg.assumptions.clone();
    for p in &alg.params {
        let var = Expr {
            ty: p.ty,
            node: ExprNode::Var(p.name.clone()),
        };
        let bounds = [(BinOp::Ge, &p.min), (BinOp::Le, &p.max)];
        for (op, b) in bounds {
            if let Some(b) = b {
                out.push(Assumption {
                    kind: AssumptionKind::Precondition,
                    cond: Expr {
                        ty: Type::bool(),
                        node: ExprNode::Binary(op, Box::new(var.clone()), Box::new(b.clone())),
                    },
                });
            }
        }
    }
    out
}
