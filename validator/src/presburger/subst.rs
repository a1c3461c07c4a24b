//! Parameter-level operations shared by every kind of symbolic object: union over a variable,
//! substitution of a variable by an affine expression or by a relation (thesis §5.2, Def. 5.2.3).
//!
//! The thesis treats loop variables as isl parameters. Its substitution
//! `R1[x := R2] = unwrap(ran(curry(uncurry(λx.R1) ∩ wrap(R2⁻¹))))` is computed here in the
//! equivalent parameter form `∃x. R1 ∩ dom(R2 ∩ {s → [k] : k = x})` (restricting the domain of
//! R1): both are characterised by Theorem 5.2.8 (`i→j ∈ R1[x := R2]` iff `∃k: i→k ∈ R2 ∧
//! i→j ∈ ⟦R1⟧_{x↦k}`), and the parameter form needs no tuple reshaping.

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use isl_rs::DimType;

use super::error::{PResult, PresburgerError};
use super::isl_ops::{set_tuple_name, PSet, UMap, USet};

/// Operations on parameters, common to union sets and union maps.
pub(crate) trait ParamOps: Sized {
    fn ctx(&self) -> &Ctx;
    /// `self ∩ p`, not coalesced: only as the operand of a projection.
    fn intersect_params_uncoalesced(&self, p: &PSet) -> PResult<Self>;
    fn project_param(&self, x: &str) -> PResult<Self>;
    /// `∃x. self ∩ p`, coalesced once (after the projection).
    fn intersect_project(&self, p: &PSet, x: &str) -> PResult<Self> {
        self.intersect_params_uncoalesced(p)?.project_param(x)
    }
    /// Restricts the *leading tuple* (the set itself, or the domain of a map) to `d`.
    fn restrict_leading(&self, d: &USet) -> PResult<Self>;
}

impl ParamOps for USet {
    fn ctx(&self) -> &Ctx {
        &self.ctx
    }
    fn intersect_params_uncoalesced(&self, p: &PSet) -> PResult<Self> {
        USet::intersect_params_uncoalesced(self, p)
    }
    fn project_param(&self, x: &str) -> PResult<Self> {
        USet::project_param(self, x)
    }
    fn restrict_leading(&self, d: &USet) -> PResult<Self> {
        self.intersect(d)
    }
}

impl ParamOps for UMap {
    fn ctx(&self) -> &Ctx {
        &self.ctx
    }
    fn intersect_params_uncoalesced(&self, p: &PSet) -> PResult<Self> {
        UMap::intersect_params_uncoalesced(self, p)
    }
    fn project_param(&self, x: &str) -> PResult<Self> {
        UMap::project_param(self, x)
    }
    fn restrict_leading(&self, d: &USet) -> PResult<Self> {
        self.intersect_domain(d)
    }
}

/// The parameter set of a condition.
pub(crate) fn cond_set(ctx: &Ctx, c: &Cond) -> PResult<PSet> {
    let mut r = Renderer::new(ctx);
    let body = r.cond(c, true)?;
    PSet::read(ctx, &format!("{}{{ : {body} }}", r.param_prefix()))
}

/// `⋃_{lo ≤ x < hi} S`: add `lo ≤ x < hi`, project out x (thesis §5.2, the union over a loop
/// variable of T-PARLOOP and S-SEQLOOP).
pub(crate) fn union_over<T: ParamOps>(s: &T, x: &str, lo: &Aff, hi: &Aff) -> PResult<T> {
    let range = cond_set(s.ctx(), &Cond::in_range(x, lo.clone(), hi.clone()))?;
    s.intersect_project(&range, x)
}

/// `S[x := e]` for an affine expression `e` (S-LET; renaming `x := z` in S-SEQLOOP).
pub(crate) fn substitute_aff<T: ParamOps>(s: &T, x: &str, e: &Aff) -> PResult<T> {
    let ctx = s.ctx().clone();
    if !e.mentions(x) {
        let eq = cond_set(&ctx, &Aff::var(x).eq(e.clone()))?;
        return s.intersect_project(&eq, x);
    }
    // e mentions x: go through a fresh t, S[x := t] then [t := e].
    let t = ctx.fresh_var(x);
    let rename = cond_set(&ctx, &Aff::var(&t).eq(Aff::var(x)))?;
    let renamed = s.intersect_project(&rename, x)?;
    let eq = cond_set(&ctx, &Aff::var(&t).eq(e.clone()))?;
    renamed.intersect_project(&eq, &t)
}

/// The set `[xs] -> { [_b0, …] : _b0 = x0 and … }` of anonymous tuples equal to the variables.
pub(crate) fn tuple_equal_to_vars(ctx: &Ctx, xs: &[&str]) -> PResult<USet> {
    let mut r = Renderer::new(ctx);
    let mut dims = Vec::new();
    let mut eqs = Vec::new();
    for (k, x) in xs.iter().enumerate() {
        let p = r.param(x);
        dims.push(format!("_b{k}"));
        eqs.push(format!("_b{k} = {p}"));
    }
    let body = if eqs.is_empty() {
        "0 = 0".to_string()
    } else {
        eqs.join(" and ")
    };
    USet::read(
        ctx,
        &format!("{}{{ [{}] : {body} }}", r.param_prefix(), dims.join(", ")),
    )
}

/// `S[xs := R2]` where `R2` maps the leading tuples of `S` (locations) to anonymous tuples
/// `[k0, …]` (Def. 5.2.3, in parameter form; `R2` must not mention `xs`).
///
/// A range tuple of another shape (named, or of another arity) would silently match nothing and
/// drop locations, so it is rejected.
pub(crate) fn substitute_rel<T: ParamOps>(s: &T, xs: &[&str], r2: &UMap) -> PResult<T> {
    let ctx = s.ctx().clone();
    for set in r2.range()?.sets()? {
        let arity = ctx.lift(set.dim(DimType::Set))?;
        if set_tuple_name(&ctx, &set)?.is_some() || arity != xs.len() as i32 {
            return Err(PresburgerError::Invalid(format!(
                "substitution relation must map to anonymous {}-tuples",
                xs.len()
            )));
        }
    }
    let eq = tuple_equal_to_vars(s.ctx(), xs)?;
    let dom = r2.intersect_range(&eq)?.domain()?;
    let mut out = s.restrict_leading(&dom)?;
    for x in xs {
        out = out.project_param(x)?;
    }
    Ok(out)
}

/// `bind_{lo ≤ x < hi}(S) = (λx.S)⁻¹ ∩ {lo ≤ x < hi}`: each element of `S` (a set with parameter
/// `x`) mapped to the values `[x]` for which it belongs to `S` (thesis Def. 3.5.5, "bind").
/// Without bounds, this is `bind_x(S)`.
pub(crate) fn bind(s: &USet, x: &str, bounds: Option<(&Aff, &Aff)>) -> PResult<UMap> {
    let ctx = s.ctx.clone();
    let ran = tuple_equal_to_vars(&ctx, &[x])?;
    let mut m = UMap::from_domain_and_range(s, &ran)?;
    if let Some((lo, hi)) = bounds {
        let range = cond_set(&ctx, &Cond::in_range(x, lo.clone(), hi.clone()))?;
        m = m.intersect_params(&range)?;
    }
    m.project_param(x)
}
