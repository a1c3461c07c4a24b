//! Enumeration of heaps and constraint sets for the SMT layer.
//!
//! A heap piece is one pair of spaces `a/n → E/m` with its relation written as a disjunction of
//! conjunctions of quasi-affine constraints over the parameters, the location variables and the
//! hole variables (every existential made explicit as a floor division by isl's
//! `compute_divs`; in verification conditions, which are only premises, every existential is a
//! fresh variable instead, defined by linear constraints where isl knows it as a floor division,
//! [`Existentials`]). The SMT layer states `∀ params, loc, holes: conjunct ⟹ …` — exact, with no
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
    /// The component's position among those of its constraint set (whose text
    /// `Constraints::component_text` prints for a report: a component of tens of hole
    /// dimensions and local variables costs more to print than to decide).
    pub component: usize,
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

/// How the local (existentially quantified) variables of a set are exported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Existentials {
    /// Every local variable as a floor division of the others (isl's `compute_divs`, a
    /// parametric integer optimization per disjunct): exact wherever the constraints are used.
    Divs,
    /// Every local variable is a fresh variable; one isl knows as `floor(f / d)` also gets that
    /// definition as two linear inequalities. Exact only where the constraints are the premise
    /// of a validity query (`∀x. (∃e. φ) ⟹ ψ` is `∀x, e. φ ⟹ ψ`): verification conditions.
    /// `compute_divs` is costly on a condition closed over many loop variables (one parametric
    /// optimization per disjunct), and the floor divisions it gives, and isl's own floor
    /// divisions nested into one another as `div` terms, can make a reduction's conditions too
    /// hard for Z3.
    Variables,
}

/// A row of an isl constraint matrix (columns: constant, parameters, set dimensions, local
/// variables) as an expression, each local variable given by `locals`.
fn row_to_aff(
    ctx: &Ctx,
    coefficient: &dyn Fn(i32) -> PResult<Val>,
    names: &Names,
    locals: &[Aff],
) -> PResult<(Aff, i64)> {
    let mut den = 1i64;
    let mut raw = Vec::new();
    let columns = 1 + names.params.len() + names.dims.len() + locals.len();
    for col in 0..columns {
        let (n, d) = val_int(ctx, &coefficient(col as i32)?)?;
        den = lcm(den, d).ok_or_else(overflow)?;
        raw.push((n, d));
    }
    let scaled: Vec<i64> = raw
        .iter()
        .map(|&(n, d)| n.checked_mul(den / d).ok_or_else(overflow))
        .collect::<PResult<_>>()?;
    let vars = names
        .params
        .iter()
        .chain(&names.dims)
        .map(|v| Aff::var(v))
        .chain(locals.iter().cloned());
    let terms = scaled[1..]
        .iter()
        .zip(vars)
        .filter_map(|(&c, v)| term(c, v))
        .collect();
    Ok((sum(terms, scaled[0]), den))
}

fn lcm(a: i64, b: i64) -> Option<i64> {
    fn gcd(a: i64, b: i64) -> i64 {
        if b == 0 {
            a.abs()
        } else {
            gcd(b, a % b)
        }
    }
    (a / gcd(a, b)).checked_mul(b).map(i64::abs)
}

/// The local variables of a basic set, in isl's order, with the constraints that define them.
///
/// Under `Divs` every local variable is `floor(f / d)` (after `compute_divs` every expression
/// is known) and there are no extra constraints. Under `Variables` every local variable is a
/// fresh variable `e`; where isl knows it as `floor(f / d)`, the definition `d·e ≤ f ≤ d·e + d − 1`
/// (or `e = f` for `d = 1`) is added, `f` written over the earlier fresh variables. The
/// constraints stay linear and no floor division is nested in another: Z3 gets each division
/// once, as a variable with two inequalities, instead of a `div` term at every use.
///
/// The `k`-th local variable of every basic set of one set is named `pool[k]` (created on
/// first use): each disjunct of a verification condition is the premise of a query of its own,
/// universally closed (`∀x, e. φᵢ ⟹ ψ`), and the disjunction of several as one premise is
/// `∀x, e. (φ₁ ∨ φ₂) ⟹ ψ`, which holds exactly when each `∀x, e. φᵢ ⟹ ψ` does, whatever
/// names the disjuncts share. The same names make disjuncts that differ only in isl's local
/// variables define their holes the same way, so that they share one encoding
/// (`check::pair_encoding`; dsc's lanes: `2·e − output.min.2` under a new name in each).
fn locals(
    ctx: &Ctx,
    bset: &isl_rs::BasicSet,
    names: &Names,
    existentials: Existentials,
    pool: &mut Vec<String>,
) -> PResult<(Vec<Aff>, Vec<Constraint>)> {
    let ls = ctx.lift(bset.get_local_space())?;
    if existentials == Existentials::Divs {
        let known = known_locals(ctx, &ls, names, existentials)?;
        let divs = known
            .into_iter()
            .map(|e| {
                e.ok_or_else(|| {
                    PresburgerError::Invalid("a local variable without a division".into())
                })
            })
            .collect::<PResult<_>>()?;
        return Ok((divs, Vec::new()));
    }
    let n = ctx.lift(ls.dim(DimType::Div))?;
    let mut vars: Vec<Option<Aff>> = Vec::new();
    let mut definitions = Vec::new();
    let mut smaller = None;
    for k in 0..n {
        // `vars` holds the first `k` local variables.
        if pool.len() <= vars.len() {
            pool.push(ctx.fresh_var("e"));
        }
        let var = Aff::var(&pool[vars.len()]);
        if let Some(div) = known_div(ctx, &ls, k, existentials)? {
            let (f, d) = div_over(ctx, &div, n, names, &vars, existentials, &mut smaller)?;
            definitions.extend(division_definition(var.clone(), f, d));
        }
        vars.push(Some(var));
    }
    Ok((vars.into_iter().flatten().collect(), definitions))
}

/// `e = floor(f / d)` for `d ≥ 1` as linear constraints: `f − d·e ≥ 0` and
/// `d·e + d − 1 − f ≥ 0`, or `f − e = 0` for `d = 1`.
fn division_definition(e: Aff, f: Aff, d: i64) -> Vec<Constraint> {
    let de = Aff::Scale(d, Box::new(e.clone()));
    if d == 1 {
        return vec![Constraint {
            kind: ConstraintKind::EqZero,
            expr: f + Aff::Scale(-1, Box::new(e)),
        }];
    }
    vec![
        Constraint {
            kind: ConstraintKind::NonNegative,
            expr: f.clone() + Aff::Scale(-1, Box::new(de.clone())),
        },
        Constraint {
            kind: ConstraintKind::NonNegative,
            expr: de + Aff::Const(d - 1) + Aff::Scale(-1, Box::new(f)),
        },
    ]
}

/// The expressions of the local variables of `ls` that isl knows, as floor divisions (`None`
/// for the others; an error for them under `Divs`). A known expression uses only known local
/// variables ([`div_over`]).
fn known_locals(
    ctx: &Ctx,
    ls: &isl_rs::LocalSpace,
    names: &Names,
    existentials: Existentials,
) -> PResult<Vec<Option<Aff>>> {
    let n = ctx.lift(ls.dim(DimType::Div))?;
    let mut out: Vec<Option<Aff>> = Vec::new();
    let mut smaller = None;
    for k in 0..n {
        let e = match known_div(ctx, ls, k, existentials)? {
            Some(div) => {
                let (f, d) = div_over(ctx, &div, n, names, &out, existentials, &mut smaller)?;
                Some(f.floor_div(d))
            }
            None => None,
        };
        out.push(e);
    }
    Ok(out)
}

/// A local space and the expressions of its local variables ([`known_locals`]).
type SmallerSpace = (isl_rs::LocalSpace, Vec<Option<Aff>>);

/// isl's expression of the `k`-th local variable of `ls`; `None` where isl has none (an error
/// under `Divs`, where `compute_divs` gave every local variable one).
fn known_div(
    ctx: &Ctx,
    ls: &isl_rs::LocalSpace,
    k: i32,
    existentials: Existentials,
) -> PResult<Option<IslAff>> {
    match ctx.lift(ls.get_div(k)) {
        Ok(div) => Ok(Some(div)),
        Err(PresburgerError::Isl { message, .. })
            if existentials == Existentials::Variables && message.contains("div unknown") =>
        {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

/// A local variable's expression `div` (over a local space of `n` local variables whose
/// earlier ones are `earlier`) as `(f, d)` with `div = f / d`. isl writes it over that local
/// space, or, where the space has local variables isl marks unknown, over the space without
/// them (`drop_unknown_divs_and_extract_div`): then it is read over that smaller local space,
/// whose expressions are read by [`known_locals`] (each step has fewer local variables).
/// `smaller` keeps the last smaller space read with its expressions: the local variables of
/// one space that isl knows are all written over the same smaller space, which is read once
/// rather than once per local variable.
fn div_over(
    ctx: &Ctx,
    div: &IslAff,
    n: i32,
    names: &Names,
    earlier: &[Option<Aff>],
    existentials: Existentials,
    smaller: &mut Option<SmallerSpace>,
) -> PResult<(Aff, i64)> {
    let over = ctx.lift(div.get_domain_local_space())?;
    if ctx.lift(over.dim(DimType::Div))? == n {
        return div_numerator(ctx, div, names, earlier);
    }
    let known = match smaller {
        Some((space, known)) if ctx.lift(space.is_equal(&over))? => known,
        _ => {
            let known = known_locals(ctx, &over, names, existentials)?;
            &mut smaller.insert((over, known)).1
        }
    };
    div_numerator(ctx, div, names, known)
}

/// An isl div expression (a rational aff whose local variables are given by `locals`, the known
/// ones; any other must have a zero coefficient) as `(f, d)` with `div = f / d`, `d ≥ 1`.
fn div_numerator(
    ctx: &Ctx,
    div: &IslAff,
    names: &Names,
    locals: &[Option<Aff>],
) -> PResult<(Aff, i64)> {
    let ndiv = ctx.lift(div.dim(DimType::Div))?;
    for m in 0..ndiv {
        let used = !ctx.lift(
            ctx.lift(div.get_coefficient_val(DimType::Div, m))?
                .is_zero(),
        )?;
        if used && !matches!(locals.get(m as usize), Some(Some(_))) {
            return Err(PresburgerError::Invalid(
                "a known local variable defined in terms of an unknown or later one".into(),
            ));
        }
    }
    // Unused positions (zero coefficients) read as 0.
    let locals: Vec<Aff> = locals
        .iter()
        .take(ndiv.max(0) as usize)
        .map(|e| e.clone().unwrap_or(Aff::Const(0)))
        .collect();
    let coefficient = |col: i32| -> PResult<Val> {
        let np = names.params.len() as i32;
        let nd = names.dims.len() as i32;
        ctx.lift(if col == 0 {
            div.get_constant_val()
        } else if col <= np {
            div.get_coefficient_val(DimType::Param, col - 1)
        } else if col <= np + nd {
            div.get_coefficient_val(DimType::In, col - 1 - np)
        } else {
            div.get_coefficient_val(DimType::Div, col - 1 - np - nd)
        })
    };
    // isl gives each coefficient as a rational (divided by the div's denominator):
    // `numerator / den` is the div's argument, `den` the common denominator.
    row_to_aff(ctx, &coefficient, names, &locals)
}

/// The disjunctive normal form of a set whose dimensions are named by `names`, read from
/// isl's constraint matrices (every row one constraint of the disjunct).
fn set_to_dnf(
    ctx: &Ctx,
    set: Set,
    names: &Names,
    existentials: Existentials,
) -> PResult<Vec<Vec<Constraint>>> {
    let set = match existentials {
        Existentials::Divs => ctx.lift(set.compute_divs())?,
        Existentials::Variables => set,
    };
    let list = ctx.lift(set.get_basic_set_list())?;
    let mut out = Vec::new();
    let mut pool = Vec::new();
    for b in 0..ctx.lift(list.size())? {
        let bset = ctx.lift(list.get_at(b))?;
        let (locals, definitions) = locals(ctx, &bset, names, existentials, &mut pool)?;
        let order = (DimType::Cst, DimType::Param, DimType::Set, DimType::Div);
        let mut conj = Vec::new();
        for (kind, matrix) in [
            (
                ConstraintKind::EqZero,
                bset.equalities_matrix(order.0, order.1, order.2, order.3),
            ),
            (
                ConstraintKind::NonNegative,
                bset.inequalities_matrix(order.0, order.1, order.2, order.3),
            ),
        ] {
            let matrix = ctx.lift(matrix)?;
            let columns = 1 + names.params.len() + names.dims.len() + locals.len();
            if ctx.lift(matrix.cols())? as usize != columns {
                return Err(PresburgerError::Invalid(
                    "constraint matrix does not match the set's space".into(),
                ));
            }
            for row in 0..ctx.lift(matrix.rows())? {
                let coefficient = |col: i32| ctx.lift(matrix.get_element_val(row, col));
                let (expr, den) = row_to_aff(ctx, &coefficient, names, &locals)?;
                if den != 1 {
                    return Err(PresburgerError::Invalid("rational constraint".into()));
                }
                conj.push(Constraint { kind, expr });
            }
        }
        conj.extend(definitions);
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
    set_to_dnf(ctx, set, &names, Existentials::Divs)
}

fn fresh_vars(ctx: &Ctx, hint: &str, n: i32) -> Vec<String> {
    (0..n).map(|_| ctx.fresh_var(hint)).collect()
}

/// Flattens a map into a set `[in…, out…]` and converts it.
fn map_dnf(
    ctx: &Ctx,
    m: &Map,
    ins: &[String],
    outs: &[String],
    existentials: Existentials,
) -> PResult<Vec<Vec<Constraint>>> {
    let set = ctx.lift(ctx.lift(m.copy())?.wrap())?;
    let set = ctx.lift(set.flatten())?;
    let mut dims = ins.to_vec();
    dims.extend(outs.iter().cloned());
    let names = Names {
        params: super::isl_ops::set_param_names(ctx, &set)?,
        dims,
    };
    set_to_dnf(ctx, set, &names, existentials)
}

pub(crate) fn heap_piece(ctx: &Ctx, m: Map) -> PResult<HeapPiece> {
    let (dom, ran) = map_tuple_names(ctx, &m)?;
    let array = dom
        .map(|d| ctx.user_name(&d))
        .ok_or_else(|| PresburgerError::Invalid("heap location without array name".into()))?;
    let template = template_of(&ran)?;
    let loc_vars = fresh_vars(ctx, "i", ctx.lift(m.dim(DimType::In))?);
    let hole_vars = fresh_vars(ctx, "j", ctx.lift(m.dim(DimType::Out))?);
    let disjuncts = map_dnf(ctx, &m, &loc_vars, &hole_vars, Existentials::Divs)?;
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

pub(crate) fn constraint_piece(ctx: &Ctx, s: Set, component: usize) -> PResult<ConstraintPiece> {
    // `isl_set_unwrap`: the wrapped pair [E1 → E2] back to a map E1 → E2.
    let m = ctx.lift(ctx.lift(s.copy())?.unwrap())?;
    let (l, r) = map_tuple_names(ctx, &m)?;
    let lhs = template_of(&l)?;
    let rhs = template_of(&r)?;
    let lhs_vars = fresh_vars(ctx, "j", ctx.lift(m.dim(DimType::In))?);
    let rhs_vars = fresh_vars(ctx, "k", ctx.lift(m.dim(DimType::Out))?);
    // A verification condition is only ever the premise of a validity query.
    let disjuncts = map_dnf(ctx, &m, &lhs_vars, &rhs_vars, Existentials::Variables)?;
    Ok(ConstraintPiece {
        lhs,
        rhs,
        lhs_vars,
        rhs_vars,
        disjuncts,
        component,
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
    let disjuncts = set_to_dnf(ctx, s, &names, Existentials::Divs)?;
    Ok(ValuePiece {
        template,
        hole_vars,
        disjuncts,
        isl_text,
    })
}

/// Whether some conjunct of `dnf` holds for some values in `range` of its variables that `env`
/// does not give (its existentials), every such assignment tried (tests only: small ranges).
#[cfg(test)]
pub(crate) fn dnf_holds_for_some(
    dnf: &[Vec<Constraint>],
    env: &dyn Fn(&str) -> Option<i64>,
    range: std::ops::Range<i64>,
) -> bool {
    dnf.iter().any(|conj| {
        let mut free = std::collections::BTreeSet::new();
        for k in conj {
            k.expr.collect_vars(&mut free);
        }
        free.retain(|x| env(x).is_none());
        let free: Vec<String> = free.into_iter().collect();
        let mut vals = vec![range.start; free.len()];
        loop {
            let lookup = |name: &str| {
                env(name).or_else(|| free.iter().position(|f| f == name).map(|i| vals[i]))
            };
            if conj.iter().all(|k| {
                let v = k.expr.eval(&lookup).expect("every variable given");
                match k.kind {
                    ConstraintKind::EqZero => v == 0,
                    ConstraintKind::NonNegative => v >= 0,
                }
            }) {
                return true;
            }
            let mut i = 0;
            loop {
                if i == free.len() {
                    return false;
                }
                vals[i] += 1;
                if vals[i] < range.end {
                    break;
                }
                vals[i] = range.start;
                i += 1;
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An unknown local variable before a known one: both are read as variables, the known one
    /// with its floor division as constraints (isl writes it over every local variable here, and
    /// over the known ones only where it marks the unknown ones as such, as it did in sc1's
    /// conditions), exactly. `{ a : ∃ e0. 2e0 ≤ j ≤ 3e0 ∧ a mod 4 = 1 }` for `j` given.
    #[test]
    fn a_known_local_after_an_unknown_one_is_read_over_the_known_ones() {
        let ctx = Ctx::new().expect("ctx");
        let read = |text: &str| {
            ctx.lift(Set::read_from_str(ctx.isl(), text))
                .expect("parses")
        };
        // Projected, `i` becomes a local variable isl marks unknown.
        let unknown = read("[j, i] -> { [a] : 2i <= j <= 3i }");
        let unknown = ctx
            .lift(unknown.project_out(DimType::Param, 1, 1))
            .expect("∃ i");
        let known = read("[j] -> { [a] : (a + 2j) mod 4 = 1 }");
        let set = ctx.lift(unknown.intersect(known)).expect("intersection");
        let list = ctx.lift(set.get_basic_set_list()).expect("list");
        let bset = ctx.lift(list.get_at(0)).expect("one disjunct");
        let ls = ctx.lift(bset.get_local_space()).expect("local space");
        let known: Vec<bool> = (0..ctx.lift(ls.dim(DimType::Div)).expect("divs"))
            .map(|k| ctx.lift(ls.get_div(k)).is_ok())
            .collect();
        assert_eq!(
            known,
            vec![false, true],
            "the unknown local variable comes first"
        );
        let names = Names {
            params: vec!["j".into()],
            dims: vec!["a".into()],
        };
        let dnf = set_to_dnf(&ctx, set, &names, Existentials::Variables).expect("exported");
        let holds = |j: i64, a: i64| {
            let env = |n: &str| match n {
                "j" => Some(j),
                "a" => Some(a),
                _ => None,
            };
            dnf_holds_for_some(&dnf, &env, -12..12)
        };
        for j in -3i64..8 {
            for a in -6i64..6 {
                let want = j >= 0 && j != 1 && (a + 2 * j).rem_euclid(4) == 1;
                assert_eq!(holds(j, a), want, "j = {j}, a = {a}");
            }
        }
    }
    /// The local variables of a verification condition's disjuncts are named by position, the
    /// same in every disjunct (`locals`), and each disjunct still means what isl's does:
    /// `{ a : a ≡ 0 mod 2 ∧ 0 ≤ a < n } ∪ { a : a ≡ 1 mod 3 ∧ n ≤ a < 2n }`.
    #[test]
    fn the_disjuncts_share_the_names_of_their_local_variables() {
        let ctx = Ctx::new().expect("ctx");
        let set = ctx
            .lift(Set::read_from_str(
                ctx.isl(),
                "[n] -> { [a] : (a mod 2 = 0 and 0 <= a < n) or (a mod 3 = 1 and n <= a < 2n) }",
            ))
            .expect("parses");
        let names = Names {
            params: vec!["n".into()],
            dims: vec!["a".into()],
        };
        let dnf = set_to_dnf(&ctx, set, &names, Existentials::Variables).expect("exported");
        assert_eq!(dnf.len(), 2, "{dnf:?}");
        let locals = |conj: &Vec<Constraint>| {
            let mut vars = std::collections::BTreeSet::new();
            for k in conj {
                k.expr.collect_vars(&mut vars);
            }
            vars.retain(|v| v != "n" && v != "a");
            vars
        };
        assert_eq!(locals(&dnf[0]).len(), 1, "{dnf:?}");
        assert_eq!(locals(&dnf[0]), locals(&dnf[1]), "{dnf:?}");
        for n in -2i64..6 {
            for a in -8i64..12 {
                let env = |v: &str| match v {
                    "n" => Some(n),
                    "a" => Some(a),
                    _ => None,
                };
                let want = (a.rem_euclid(2) == 0 && 0 <= a && a < n)
                    || (a.rem_euclid(3) == 1 && n <= a && a < 2 * n);
                assert_eq!(
                    dnf_holds_for_some(&dnf, &env, -12..12),
                    want,
                    "n = {n}, a = {a}"
                );
            }
        }
    }
}
