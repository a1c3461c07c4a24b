//! Enumeration of heaps and constraint sets for the SMT layer.
//!
//! A heap piece is one pair of spaces `a/n → E/m` with its relation written as a disjunction of
//! conjunctions of quasi-affine constraints over the parameters, the location variables and the
//! hole variables (every existential made explicit as a floor division by isl's
//! `compute_divs`). The SMT layer states `∀ params, loc, holes: conjunct ⟹ …` — exact, with no
//! need for the relation to be a function. When the piece is single-valued the holes are also
//! given as isl's printed piecewise quasi-affine function of the location.

use isl_rs::{Aff as IslAff, DimType, Map, Set, Val};

use super::aff::Aff;
use super::ctx::Ctx;
use super::error::{PResult, PresburgerError};
use super::interner::TemplateId;
use super::isl_ops::map_tuple_names;
use super::value::template_of;

/// Kind of a constraint `expr = 0` or `expr ≥ 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConstraintKind {
    /// `expr = 0`.
    EqZero,
    /// `expr ≥ 0`.
    NonNegative,
}

/// One quasi-affine constraint (variables: user parameter names and the piece's tuple
/// variables).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    /// Equality or inequality.
    pub kind: ConstraintKind,
    /// The constrained expression.
    pub expr: Aff,
}

/// One `a/n → E/m` component of a symbolic heap.
#[derive(Debug, Clone)]
pub struct HeapPiece {
    /// The array (user name).
    pub array: String,
    /// The template.
    pub template: TemplateId,
    /// Names given to the location coordinates in `disjuncts` (fresh, distinct from parameters).
    pub loc_vars: Vec<String>,
    /// Names given to the hole values in `disjuncts`.
    pub hole_vars: Vec<String>,
    /// The relation as a disjunction of conjunctions.
    pub disjuncts: Vec<Vec<Constraint>>,
    /// isl's text of the component.
    pub isl_text: String,
    /// isl's text of the holes as a piecewise quasi-affine function of the location, when the
    /// component is single-valued.
    pub holes_function: Option<String>,
}

/// One disjunct of a component in functional form: where every constraint of `condition` holds
/// (over parameters and the tuple variables that are not holes), the holes equal `holes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionalDisjunct {
    /// The remaining constraints, with the holes substituted.
    pub condition: Vec<Constraint>,
    /// One expression per hole variable, in order.
    pub holes: Vec<Aff>,
}

/// Solves the hole variables of each disjunct from equalities with a unit coefficient (the form
/// isl keeps for single-valued components). `None` if some hole is not defined that way.
pub(crate) fn functional(
    disjuncts: &[Vec<Constraint>],
    hole_vars: &[String],
) -> Option<Vec<FunctionalDisjunct>> {
    let mut out = Vec::new();
    for conj in disjuncts {
        let mut rest: Vec<Constraint> = conj.clone();
        let mut solved: Vec<Option<Aff>> = vec![None; hole_vars.len()];
        let mut progress = true;
        while progress {
            progress = false;
            for (h, var) in hole_vars.iter().enumerate() {
                if solved[h].is_some() {
                    continue;
                }
                let found = rest.iter().position(|k| {
                    k.kind == ConstraintKind::EqZero
                        && matches!(k.expr.linear_in(var), Some((c, ref r))
                            if (c == 1 || c == -1) && !hole_vars.iter().any(|o| r.mentions(o)))
                });
                if let Some(pos) = found {
                    let k = rest.remove(pos);
                    let (c, r) = k.expr.linear_in(var)?;
                    // c·j + r = 0 with c = ±1, so j = −c·r.
                    let e = Aff::Scale(-c, Box::new(r));
                    for other in rest.iter_mut() {
                        other.expr = other.expr.substitute(var, &e);
                    }
                    for s in solved.iter_mut().flatten() {
                        *s = s.substitute(var, &e);
                    }
                    solved[h] = Some(e);
                    progress = true;
                }
            }
        }
        let holes: Option<Vec<Aff>> = solved.into_iter().collect();
        let holes = holes?;
        if rest
            .iter()
            .any(|k| hole_vars.iter().any(|v| k.expr.mentions(v)))
        {
            return None;
        }
        out.push(FunctionalDisjunct {
            condition: rest,
            holes,
        });
    }
    Some(out)
}

impl HeapPiece {
    /// The disjuncts in functional form (holes as quasi-affine expressions of the parameters
    /// and location variables), or `None` if some hole is not defined by a unit equality.
    pub fn functional(&self) -> Option<Vec<FunctionalDisjunct>> {
        functional(&self.disjuncts, &self.hole_vars)
    }
}

/// One template component of a symbolic value.
#[derive(Debug, Clone)]
pub struct ValuePiece {
    /// The template.
    pub template: TemplateId,
    /// Names of the hole values in `disjuncts`.
    pub hole_vars: Vec<String>,
    /// The set of hole values as a disjunction of conjunctions.
    pub disjuncts: Vec<Vec<Constraint>>,
    /// isl's text of the component.
    pub isl_text: String,
}

impl ValuePiece {
    /// The disjuncts in functional form (holes as expressions of the parameters).
    pub fn functional(&self) -> Option<Vec<FunctionalDisjunct>> {
        functional(&self.disjuncts, &self.hole_vars)
    }
}

/// One `[E1/m1 → E2/m2]` component of a constraint set: `E1[lhs] = E2[rhs]` wherever a
/// disjunct holds.
#[derive(Debug, Clone)]
pub struct ConstraintPiece {
    /// Template of the left-hand side.
    pub lhs: TemplateId,
    /// Template of the right-hand side.
    pub rhs: TemplateId,
    /// Names of the left-hand side hole values.
    pub lhs_vars: Vec<String>,
    /// Names of the right-hand side hole values.
    pub rhs_vars: Vec<String>,
    /// The set of hole values as a disjunction of conjunctions.
    pub disjuncts: Vec<Vec<Constraint>>,
    /// isl's text of the component.
    pub isl_text: String,
}

fn val_int(ctx: &Ctx, v: &Val) -> PResult<(i64, i64)> {
    let n = ctx.lift(v.get_num_si())?;
    let d = ctx.lift(v.get_den_si())?;
    let back = ctx.lift(Val::int_from_si(ctx.isl(), n))?;
    let back = ctx.lift(back.div(ctx.lift(Val::int_from_si(ctx.isl(), d))?))?;
    if !ctx.lift(back.eq(v))? {
        return Err(PresburgerError::ResourceLimit(
            "coefficient does not fit in 64 bits".into(),
        ));
    }
    Ok((n, d))
}

fn overflow() -> PresburgerError {
    PresburgerError::ResourceLimit("coefficient overflow while exporting a constraint".into())
}

fn term(c: i64, v: Aff) -> Option<Aff> {
    match c {
        0 => None,
        1 => Some(v),
        _ => Some(Aff::Scale(c, Box::new(v))),
    }
}

fn sum(terms: Vec<Aff>, constant: i64) -> Aff {
    let mut acc: Option<Aff> = None;
    for t in terms {
        acc = Some(match acc {
            None => t,
            Some(a) => a + t,
        });
    }
    match (acc, constant) {
        (None, c) => Aff::Const(c),
        (Some(a), 0) => a,
        (Some(a), c) => a + Aff::Const(c),
    }
}

/// Variable names of a set space: parameters (user names) and set dimensions.
struct Names {
    params: Vec<String>,
    dims: Vec<String>,
}

/// `floor(div)` for an isl div expression (rational aff `numerator / denominator`).
fn div_to_aff(ctx: &Ctx, div: &IslAff, names: &Names, depth: usize) -> PResult<Aff> {
    if depth > 64 {
        return Err(PresburgerError::ResourceLimit(
            "div nesting too deep".into(),
        ));
    }
    let den = ctx.lift(div.get_denominator_val())?;
    let (d, _) = val_int(ctx, &den)?;
    let scaled = |v: Val| -> PResult<i64> {
        let (n, m) = val_int(ctx, &v)?;
        n.checked_mul(d / m).ok_or_else(overflow)
    };
    let mut terms = Vec::new();
    for (k, p) in names.params.iter().enumerate() {
        let c = scaled(ctx.lift(div.get_coefficient_val(DimType::Param, k as i32))?)?;
        terms.extend(term(c, Aff::var(p)));
    }
    for (k, p) in names.dims.iter().enumerate() {
        let c = scaled(ctx.lift(div.get_coefficient_val(DimType::In, k as i32))?)?;
        terms.extend(term(c, Aff::var(p)));
    }
    let ndiv = ctx.lift(div.dim(DimType::Div))?;
    for k in 0..ndiv {
        let c = scaled(ctx.lift(div.get_coefficient_val(DimType::Div, k))?)?;
        if c != 0 {
            let inner = ctx.lift(div.get_div(k))?;
            terms.extend(term(c, div_to_aff(ctx, &inner, names, depth + 1)?));
        }
    }
    let c0 = scaled(ctx.lift(div.get_constant_val())?)?;
    Ok(sum(terms, c0).floor_div(d))
}

/// The disjunctive normal form of a set whose dimensions are named by `names`.
fn set_to_dnf(ctx: &Ctx, set: Set, names: &Names) -> PResult<Vec<Vec<Constraint>>> {
    let set = ctx.lift(set.compute_divs())?;
    let list = ctx.lift(set.get_basic_set_list())?;
    let mut out = Vec::new();
    for b in 0..ctx.lift(list.size())? {
        let bset = ctx.lift(list.get_at(b))?;
        let cons = ctx.lift(bset.get_constraint_list())?;
        let mut conj = Vec::new();
        for c in 0..ctx.lift(cons.size())? {
            let con = ctx.lift(cons.get_at(c))?;
            let int = |v: Val| -> PResult<i64> {
                let (n, d) = val_int(ctx, &v)?;
                if d != 1 {
                    return Err(PresburgerError::Invalid("rational constraint".into()));
                }
                Ok(n)
            };
            let mut terms = Vec::new();
            for (k, p) in names.params.iter().enumerate() {
                let c = int(ctx.lift(con.get_coefficient_val(DimType::Param, k as i32))?)?;
                terms.extend(term(c, Aff::var(p)));
            }
            for (k, p) in names.dims.iter().enumerate() {
                let c = int(ctx.lift(con.get_coefficient_val(DimType::Set, k as i32))?)?;
                terms.extend(term(c, Aff::var(p)));
            }
            let ndiv = ctx.lift(con.dim(DimType::Div))?;
            for k in 0..ndiv {
                let c = int(ctx.lift(con.get_coefficient_val(DimType::Div, k))?)?;
                if c != 0 {
                    let div = ctx.lift(con.get_div(k))?;
                    terms.extend(term(c, div_to_aff(ctx, &div, names, 0)?));
                }
            }
            let c0 = int(ctx.lift(con.get_constant_val())?)?;
            let kind = if ctx.lift(con.is_equality())? {
                ConstraintKind::EqZero
            } else {
                ConstraintKind::NonNegative
            };
            conj.push(Constraint {
                kind,
                expr: sum(terms, c0),
            });
        }
        out.push(conj);
    }
    Ok(out)
}

/// `set` as a disjunction of conjunctions over the user names of its parameters and `dims`
/// for its set dimensions (every existential as a floor division: exact).
pub(crate) fn set_dnf(ctx: &Ctx, set: Set, dims: &[String]) -> PResult<Vec<Vec<Constraint>>> {
    let names = Names {
        params: super::isl_ops::set_param_names(ctx, &set)?,
        dims: dims.to_vec(),
    };
    set_to_dnf(ctx, set, &names)
}

fn fresh_vars(ctx: &Ctx, hint: &str, n: i32) -> Vec<String> {
    (0..n).map(|_| ctx.fresh_var(hint)).collect()
}

/// Flattens a map into a set `[in…, out…]` and converts it.
fn map_dnf(ctx: &Ctx, m: &Map, ins: &[String], outs: &[String]) -> PResult<Vec<Vec<Constraint>>> {
    let set = ctx.lift(ctx.lift(m.copy())?.wrap())?;
    let set = ctx.lift(set.flatten())?;
    let mut dims = ins.to_vec();
    dims.extend(outs.iter().cloned());
    let names = Names {
        params: super::isl_ops::set_param_names(ctx, &set)?,
        dims,
    };
    set_to_dnf(ctx, set, &names)
}

pub(crate) fn heap_piece(ctx: &Ctx, m: Map) -> PResult<HeapPiece> {
    let (dom, ran) = map_tuple_names(ctx, &m)?;
    let array = dom
        .map(|d| ctx.user_name(&d))
        .ok_or_else(|| PresburgerError::Invalid("heap location without array name".into()))?;
    let template = template_of(&ran)?;
    let loc_vars = fresh_vars(ctx, "i", ctx.lift(m.dim(DimType::In))?);
    let hole_vars = fresh_vars(ctx, "j", ctx.lift(m.dim(DimType::Out))?);
    let disjuncts = map_dnf(ctx, &m, &loc_vars, &hole_vars)?;
    let isl_text = ctx.print(|| m.to_str())?;
    let holes_function = if ctx.lift(m.is_single_valued())? {
        let pma = ctx.lift(isl_rs::PwMultiAff::from_map(ctx.lift(m.copy())?))?;
        Some(ctx.print(|| pma.to_str())?)
    } else {
        None
    };
    Ok(HeapPiece {
        array,
        template,
        loc_vars,
        hole_vars,
        disjuncts,
        isl_text,
        holes_function,
    })
}

impl ConstraintPiece {
    /// The disjuncts in functional form: holes of the left-hand side followed by those of the
    /// right-hand side, as expressions of the parameters; `None` if some hole is not defined by
    /// a unit equality.
    pub fn functional(&self) -> Option<Vec<FunctionalDisjunct>> {
        let mut vars = self.lhs_vars.clone();
        vars.extend(self.rhs_vars.iter().cloned());
        functional(&self.disjuncts, &vars)
    }
}

pub(crate) fn constraint_piece(ctx: &Ctx, s: Set) -> PResult<ConstraintPiece> {
    // `isl_set_unwrap`: the wrapped pair [E1 → E2] back to a map E1 → E2.
    let m = ctx.lift(ctx.lift(s.copy())?.unwrap())?;
    let (l, r) = map_tuple_names(ctx, &m)?;
    let lhs = template_of(&l)?;
    let rhs = template_of(&r)?;
    let lhs_vars = fresh_vars(ctx, "j", ctx.lift(m.dim(DimType::In))?);
    let rhs_vars = fresh_vars(ctx, "k", ctx.lift(m.dim(DimType::Out))?);
    let disjuncts = map_dnf(ctx, &m, &lhs_vars, &rhs_vars)?;
    let isl_text = ctx.print(|| s.to_str())?;
    Ok(ConstraintPiece {
        lhs,
        rhs,
        lhs_vars,
        rhs_vars,
        disjuncts,
        isl_text,
    })
}

pub(crate) fn value_piece(ctx: &Ctx, s: Set) -> PResult<ValuePiece> {
    let template = template_of(&super::isl_ops::set_tuple_name(ctx, &s)?)?;
    let hole_vars = fresh_vars(ctx, "j", ctx.lift(s.dim(DimType::Set))?);
    let names = Names {
        params: super::isl_ops::set_param_names(ctx, &s)?,
        dims: hole_vars.clone(),
    };
    let isl_text = ctx.print(|| s.to_str())?;
    let disjuncts = set_to_dnf(ctx, s, &names)?;
    Ok(ValuePiece {
        template,
        hole_vars,
        disjuncts,
        isl_text,
    })
}
