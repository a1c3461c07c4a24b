//! Discharging the verification conditions of the symbolic evaluator with Z3: one validity
//! query per template pair of each obligation (`∀ params, holes: φ ⟹ E1[j] = E2[k]`).

use std::time::Duration;

use z3::ast::{Bool, Int, BV};

use crate::ir::Type;
use crate::presburger::{ConstraintPiece, TemplateInterner};
use crate::sare::Sare;
use crate::smt::{check_validity, FloatMode, Observed, SmtResult, Value};
use crate::symbolic::rules::aff_text;
use crate::symbolic::{Failure, Obligation, Template, Undecided, Witness};

use super::encode::Encoder;

/// Bounds of the tensor-definition instantiation.
const MAX_DEPTH: usize = 6;
const MAX_INSTANCES: usize = 400;

/// Outcome of one obligation.
pub enum ObligationOutcome {
    /// Every equality holds.
    Proved,
    /// Some equality is false: the failure with Z3's model.
    Failed(Failure),
    /// Undecided, with the reason.
    Undecided(Undecided),
}

/// Proves or refutes every equality of `o`.
pub fn discharge(
    o: &Obligation,
    sare: &Sare,
    templates: &TemplateInterner<Template>,
    assumptions: &[crate::presburger::Cond],
    mode: FloatMode,
    timeout: Duration,
) -> ObligationOutcome {
    let undecided = |reason: String| {
        ObligationOutcome::Undecided(Undecided {
            location: o.location.clone(),
            reason,
        })
    };
    let pieces = match o.constraints.pieces() {
        Ok(p) => p,
        Err(e) => return undecided(format!("exporting the conditions: {e}")),
    };
    for piece in &pieces {
        match query(o, piece, sare, templates, assumptions, mode, timeout) {
            Ok(None) => {}
            Ok(Some(outcome)) => return outcome,
            Err(reason) => return undecided(reason),
        }
    }
    ObligationOutcome::Proved
}

fn holes_text(piece: &ConstraintPiece, vars: &[String]) -> Vec<String> {
    match piece.functional() {
        Some(fs) if fs.len() == 1 => {
            let all: Vec<String> = fs[0].holes.iter().map(aff_text).collect();
            let n = piece.lhs_vars.len();
            if vars.first() == piece.lhs_vars.first() {
                all[..n].to_vec()
            } else {
                all[n..].to_vec()
            }
        }
        _ => vars.to_vec(),
    }
}

fn render(
    templates: &TemplateInterner<Template>,
    id: crate::presburger::TemplateId,
    holes: &[String],
) -> String {
    match templates.get(id) {
        Some(t) => t.render(&|k| holes.get(k).cloned().unwrap_or_else(|| "?".into())),
        None => format!("{id}"),
    }
}

#[allow(clippy::too_many_arguments)]
fn query(
    o: &Obligation,
    piece: &ConstraintPiece,
    sare: &Sare,
    templates: &TemplateInterner<Template>,
    assumptions: &[crate::presburger::Cond],
    mode: FloatMode,
    timeout: Duration,
) -> Result<Option<ObligationOutcome>, String> {
    let mut enc = Encoder::new(mode, sare, templates, MAX_DEPTH, MAX_INSTANCES);
    let lhs_vars: Vec<Int> = piece.lhs_vars.iter().map(|v| enc.int_var(v)).collect();
    let rhs_vars: Vec<Int> = piece.rhs_vars.iter().map(|v| enc.int_var(v)).collect();
    let mut disj = Vec::new();
    for d in &piece.disjuncts {
        let cs: Vec<Bool> = d.iter().map(|k| enc.constraint(k)).collect();
        disj.push(Bool::and(&cs));
    }
    let domain = Bool::or(&disj);
    let facts: Vec<Bool> = assumptions.iter().map(|c| enc.cond(c)).collect();
    let computed = enc.template(piece.lhs, &lhs_vars)?;
    let spec = enc.template(piece.rhs, &rhs_vars)?;
    let lt = templates
        .get(piece.lhs)
        .map(|t| enc.template_type(t))
        .transpose()?
        .unwrap_or(Type::bool());
    let goal = computed.same_as(&spec).map_err(|e| e.to_string())?;
    enc.instantiate()?;
    let mut premises = vec![domain];
    premises.extend(facts);
    premises.extend(enc.premises.iter().cloned());
    let hole_names: Vec<&String> = piece.lhs_vars.iter().chain(&piece.rhs_vars).collect();
    let mut observe: Vec<Observed> = enc
        .ints
        .iter()
        .filter(|(n, _)| !hole_names.contains(n))
        .map(|(n, v)| Observed::new(n.clone(), Type::int(64), Value::Bits(BV::from_int(v, 64))))
        .collect();
    let params_observed = observe.len();
    for (n, v) in enc.ints.iter().filter(|(n, _)| hole_names.contains(n)) {
        observe.push(Observed::new(
            n.clone(),
            Type::int(64),
            Value::Bits(BV::from_int(v, 64)),
        ));
    }
    let holes_observed = observe.len();
    observe.push(Observed::new("computed", lt, computed));
    observe.push(Observed::new("specification", lt, spec));
    let lhs_text = render(templates, piece.lhs, &holes_text(piece, &piece.lhs_vars));
    let rhs_text = render(templates, piece.rhs, &holes_text(piece, &piece.rhs_vars));
    match check_validity(&premises, &goal, &observe, timeout) {
        SmtResult::Valid => Ok(None),
        SmtResult::Unknown(r) => Err(format!(
            "Z3 could not decide `{lhs_text} = {rhs_text}`: {r}"
        )),
        SmtResult::Invalid(cex) => {
            let value_of = |name: &String| {
                cex.assignments[params_observed..holes_observed]
                    .iter()
                    .find(|a| &a.name == name)
                    .map(|a| a.value.to_string())
                    .unwrap_or_else(|| name.clone())
            };
            let lhs_at: Vec<String> = piece.lhs_vars.iter().map(value_of).collect();
            let rhs_at: Vec<String> = piece.rhs_vars.iter().map(value_of).collect();
            let values: Vec<String> = cex.assignments[holes_observed..]
                .iter()
                .map(|a| a.value.to_string())
                .collect();
            let detail = format!(
                "computed: {lhs_text}\nspecification: {rhs_text}\nat the model: computed {} = {}, specification {} = {}\nZ3 model: {cex}\nwhere: {}",
                render(templates, piece.lhs, &lhs_at),
                values.first().cloned().unwrap_or_default(),
                render(templates, piece.rhs, &rhs_at),
                values.get(1).cloned().unwrap_or_default(),
                piece.isl_text
            );
            if !enc.complete() {
                return Err(format!(
                    "possible counterexample not confirmed (specification tensors unfolded only \
                     to depth {MAX_DEPTH}/{MAX_INSTANCES} instances):\n{detail}"
                ));
            }
            let params = cex
                .assignments
                .iter()
                .take(params_observed)
                .filter_map(|a| match a.value {
                    crate::smt::solver::Concrete::Int(v) => {
                        i64::try_from(v).ok().map(|v| (a.name.clone(), v))
                    }
                    _ => None,
                })
                .collect();
            Ok(Some(ObligationOutcome::Failed(Failure {
                check: o.kind.check(),
                location: o.location.clone(),
                witness: Some(Witness { params, cell: None }),
                detail,
            })))
        }
    }
}
