//! Discharging the verification conditions of the symbolic evaluator with Z3: one validity
//! query per template pair of each obligation (`∀ params, holes: φ ⟹ E1[j] = E2[k]`).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use z3::ast::{Bool, Int, BV};

use crate::ir::Type;

use crate::presburger::{Constraint, ConstraintPiece, ParamSet, TemplateInterner};
use crate::sare::Sare;
use crate::smt::{check_validity, FloatMode, Observed, SmtResult, Value};
use crate::symbolic::rules::aff_text;
use crate::symbolic::{Failure, Obligation, ObligationKind, Template, Undecided, Witness};

use super::attempt_order::{AttemptOrder, DeepAttempt};
use super::determined::solve_holes;
use super::pair_encoding::{encode_pair, EncodingKey, Encodings, PairEncoding};

/// Bounds of the tensor-definition instantiation.
const MAX_DEPTH: usize = 6;
const MAX_INSTANCES: usize = 400;

/// Bounds of the first, shallow attempt at a query (one step of every recurrence; wrappers
/// and other non-recursive tensors are unfolded regardless of depth), and its share (half) of the
/// query's timeout. Most value conditions need one step (`AB(k + 1) = AB(k) + f(k)`), and
/// fewer premises make them much easier for Z3 (an accumulator's condition that the shallow
/// run proves can time out at depth 6). Every premise is a true fact, so a proof at any depth
/// is a proof. The instance bound is the full one: the depth bound already limits the
/// recurrences, and a non-recursive chain cut short leaves the real-mode polynomial normal form
/// out ([`polynomial_goal`]), without which Z3 can run past its limit.
const SHALLOW_DEPTH: usize = 1;
const SHALLOW_INSTANCES: usize = 400;
const SHALLOW_TIMEOUT_SHARE: u32 = 2;

/// The deep-first attempt's time (docs/engine.md §2a): this many times the time of the proof
/// it repeats, at least [`DEEP_FIRST_MIN_TIMEOUT`], at most the shallow attempt's share.
const DEEP_FIRST_TIME_FACTOR: u32 = 4;
const DEEP_FIRST_MIN_TIMEOUT: Duration = Duration::from_secs(1);

/// Share of the timeout of the first attempt, with floats uninterpreted.
const ABSTRACT_TIMEOUT_SHARE: u32 = 4;

/// Outcome of one obligation.
#[derive(Clone, Debug)]
pub enum ObligationOutcome {
    /// Every equality holds.
    Proved,
    /// Some equality is false: the failure with Z3's model.
    Failed(Failure),
    /// Undecided, with the reason.
    Undecided(Undecided),
}

/// What every query may assume about the calls a verdict is about.
#[derive(Clone, Copy)]
pub struct Facts<'a> {
    /// Affine facts of every call (the specification's assumptions, `--assume`).
    pub assumptions: &'a [crate::presburger::Cond],
    /// The calls that stop at a failing assertion ([`crate::symbolic::EvalOutcome::aborts`]):
    /// they owe no output, so a condition need not hold for them. A disjunct the attempts
    /// before the deep one do not prove is asked again without them ([`without_stopping_calls`]).
    pub stopping: Option<&'a ParamSet>,
}

/// The condition a query's disjunct belongs to, for deciding part of the disjunct as a
/// condition of its own ([`without_stopping_calls`]).
#[derive(Clone, Copy)]
struct Whole<'a> {
    o: &'a Obligation,
    /// The calls that stop at a failing assertion, if any ([`Facts::stopping`]).
    stopping: Option<Stopping<'a>>,
}

/// The calls that stop at a failing assertion, and the options a disjunct's rest without them
/// is decided with.
#[derive(Clone, Copy)]
struct Stopping<'a> {
    calls: &'a ParamSet,
    opts: &'a super::CheckOptions,
}

/// A disjunct (`index` in `q`'s piece of `o`) that the attempts before the deep one did not
/// prove, decided for the calls that complete: `None` when no call of the disjunct stops (its
/// queries are about calls that complete already), otherwise the disjunct's answer.
///
/// A call that stops at a failing assertion owes no output (the output check leaves such
/// calls out of Γ too), but a store after the assertion sees, for it, the heap without the
/// writes the stopped part would have made: the condition may hold only for the calls that
/// complete. isl subtracts the stopping calls from the disjunct, exactly
/// ([`crate::presburger::Constraints::disjunct_excluding`]), and the rest is decided as a
/// condition of its own, by every attempt, with no call in it that stops: a proof proves the
/// disjunct for every call that owes its outputs, and a counterexample is one of those calls.
/// Z3 never sees the stopping calls, whose disjunction as a premise `¬aborts` made it split
/// cases at every question (docs/engine.md §2c). Where isl cannot subtract them within its
/// budget, the disjunct is undecided: every answer of the attempts after this one would be
/// about calls that may stop.
fn without_stopping_calls(
    o: &Obligation,
    q: &QueryCtx<'_>,
    index: usize,
    stopping: Stopping<'_>,
    stages: &mut Stages,
) -> Option<Result<Option<ObligationOutcome>, String>> {
    const NAME: &str = "without the calls that stop";
    let t0 = Instant::now();
    let ctx = o.constraints.ctx();
    ctx.set_max_operations(stopping.opts.max_operations);
    let rest = o
        .constraints
        .disjunct_excluding(q.piece, index, stopping.calls)
        .and_then(|rest| match rest {
            Some(c) => Ok(Some((c.is_empty()?, c))),
            None => Ok(None),
        });
    ctx.set_max_operations(0);
    let (empty, rest) = match rest {
        Ok(None) => return None,
        Ok(Some(r)) => r,
        Err(e) => {
            stages.record(NAME, t0, "unknown");
            return Some(Err(format!(
                "the calls that stop at a failing assertion could not be left out of the \
                 condition within the isl budget ({e}), and it is not proved for them"
            )));
        }
    };
    stages.record(NAME, t0, if empty { "valid" } else { "not proved" });
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof]   SMT disjunct {index} without the calls that stop: {} pieces ({:.2}s)",
            rest.n_basic().unwrap_or(0),
            t0.elapsed().as_secs_f64()
        );
    }
    if empty {
        q.order
            .left_out_stopping_calls((q.piece.lhs, q.piece.rhs), true);
        return Some(Ok(None));
    }
    let part = Obligation {
        kind: o.kind,
        location: o.location.clone(),
        constraints: rest,
    };
    let facts = Facts {
        assumptions: q.assumptions,
        stopping: None,
    };
    let decided = discharge(&part, q.sare, q.templates, facts, stopping.opts, q.order);
    // The pair's next disjuncts start by leaving their stopping calls out while that proves
    // them (§2a).
    let proved = matches!(decided, ObligationOutcome::Proved);
    q.order
        .left_out_stopping_calls((q.piece.lhs, q.piece.rhs), proved);
    Some(match decided {
        ObligationOutcome::Proved => Ok(None),
        ObligationOutcome::Failed(f) => Ok(Some(ObligationOutcome::Failed(f))),
        ObligationOutcome::Undecided(u) => Err(u.reason),
    })
}

/// Proves or refutes every equality of `o`. `order`: which attempt each template pair's
/// disjuncts start with, learned over the check's conditions ([`AttemptOrder`]).
pub fn discharge(
    o: &Obligation,
    sare: &Sare,
    templates: &TemplateInterner<Template>,
    facts: Facts<'_>,
    opts: &super::CheckOptions,
    order: &AttemptOrder,
) -> ObligationOutcome {
    let (mode, timeout, combine_after) = (opts.float_mode, opts.timeout, opts.combine_after);
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
    let profile = crate::presburger::profile::enabled();
    let queries: Vec<QueryCtx<'_>> = pieces
        .iter()
        .map(|piece| QueryCtx {
            piece,
            sare,
            templates,
            assumptions: facts.assumptions,
            mode,
            timeout,
            implementation_atoms_last: false,
            own_process: false,
            order,
            defs_from: None,
        })
        .collect();
    let batch = if opts.congruence_batch {
        congruence_batch(&queries)
    } else {
        None
    };
    let whole = Whole {
        o,
        stopping: facts.stopping.map(|calls| Stopping { calls, opts }),
    };
    for (k, q) in queries.into_iter().enumerate() {
        if profile {
            eprintln!(
                "[prof]  SMT piece {}/{}: {} disjunct(s)",
                k + 1,
                pieces.len(),
                q.piece.disjuncts.len()
            );
        }
        let batch_k = batch.as_ref().map(|b| &b[k][..]);
        match query(whole, q, combine_after, opts.group_disjuncts, batch_k) {
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

/// The fixed inputs of one validity query.
struct QueryCtx<'a> {
    piece: &'a ConstraintPiece,
    sare: &'a Sare,
    templates: &'a TemplateInterner<Template>,
    assumptions: &'a [crate::presburger::Cond],
    mode: FloatMode,
    timeout: Duration,
    /// Unfold the tensors the implementation's value mentions last ([`Encoder::unfold_last`]).
    implementation_atoms_last: bool,
    /// Send the query to a Z3 process of its own ([`crate::smt::process`]), which is killed
    /// at the timeout, instead of the validator's Z3: for attempts whose only useful answer
    /// is a proof.
    own_process: bool,
    /// Which attempt the disjuncts of a template pair start with.
    order: &'a AttemptOrder,
    /// The constraints the holes are solved from, when they are not the query's own premise:
    /// a group of disjuncts with the same hole definitions asked at once
    /// ([`group_proves`]) is encoded with the definitions of one of them.
    defs_from: Option<&'a [Constraint]>,
}

/// One run of a query: Z3's answer, whether the tensor unfolding was complete, and the
/// number of observed parameters and holes (in that order, before the two values).
struct Run {
    result: SmtResult,
    complete: bool,
    params: usize,
    holes: usize,
    /// The pure extern functions the query applies.
    externs: Vec<String>,
    /// For the profile: the cost of the encoding if this query built it.
    encoding: Option<String>,
}

/// Encodes and solves `∀ params, holes: φ ⟹ E1[j] = E2[k]`; `fixed` pins integer variables
/// (parameters and holes) to values, for confirming a counterexample.
fn solve<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    fixed: &[(String, i128)],
    small: Option<i64>,
    max_depth: usize,
    max_instances: usize,
    encodings: &mut Encodings<'a>,
) -> Result<Run, String> {
    solve_cases(
        q,
        disjunct,
        &[],
        fixed,
        small,
        max_depth,
        max_instances,
        encodings,
    )
}

/// [`solve`] with the premise `disjunct ∧ (c1 ∨ c2 ∨ …)` when `cases` is not empty (one
/// conjunction per case): the holes are solved from `disjunct` alone. The template pair's
/// encoding comes from `encodings` when a query of the piece already built it with the same
/// hole definitions and bounds ([`crate::check::pair_encoding`]).
#[allow(clippy::too_many_arguments)]
fn solve_cases<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    fixed: &[(String, i128)],
    small: Option<i64>,
    max_depth: usize,
    max_instances: usize,
    encodings: &mut Encodings<'a>,
) -> Result<Run, String> {
    let piece = q.piece;
    let (pair, built) = encoding(q, disjunct, fixed, max_depth, max_instances, encodings)?;
    // The variables this query mentions (a shared encoder has met those of other queries too).
    let mut used = pair.own_ints.clone();
    for k in disjunct.iter().chain(cases.iter().flatten()) {
        k.expr.collect_vars(&mut used);
    }
    for c in q.assumptions {
        c.collect_vars(&mut used);
    }
    let mut premises = integer_premises(q, pair, disjunct, cases);
    let enc = &mut pair.enc;
    premises.extend(enc.premises.iter().cloned());
    let ints: Vec<(&String, &Int)> = enc.ints.iter().filter(|(n, _)| used.contains(*n)).collect();
    let hole_names: Vec<&String> = piece.lhs_vars.iter().chain(&piece.rhs_vars).collect();
    if let Some(b) = small {
        for (_, v) in &ints {
            premises.push(Int::from_i64(-b).le(*v));
            premises.push(v.le(Int::from_i64(b)));
        }
    }
    let observe_int = |(n, v): &(&String, &Int)| {
        Observed::new(
            (*n).clone(),
            Type::int(64),
            Value::Bits(BV::from_int(v, 64)),
        )
    };
    let mut observe: Vec<Observed> = ints
        .iter()
        .filter(|(n, _)| !hole_names.contains(n))
        .map(observe_int)
        .collect();
    let params = observe.len();
    observe.extend(
        ints.iter()
            .filter(|(n, _)| hole_names.contains(n))
            .map(observe_int),
    );
    let holes = observe.len() - params;
    observe.push(Observed::new("computed", pair.ty, pair.computed.clone()));
    observe.push(Observed::new("specification", pair.ty, pair.spec.clone()));
    for (name, t, v) in &enc.inputs_read {
        observe.push(Observed::new(name.clone(), *t, v.clone()));
    }
    Ok(Run {
        result: if q.own_process {
            crate::smt::process::prove_in_process(&premises, &pair.goal, q.timeout)
        } else {
            check_validity(&premises, &pair.goal, &observe, q.timeout)
        },
        complete: pair.complete,
        params,
        holes,
        externs: pair.externs.clone(),
        encoding: built.then(|| pair.cost.clone()),
    })
}

/// The encoding of `q`'s template pair for `disjunct` with these unfolding bounds (its holes
/// solved from the disjunct's unit equalities, `fixed` variables pinned), from `encodings` when
/// a query of the piece already built it; with whether it was built now.
fn encoding<'a, 'e>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    fixed: &[(String, i128)],
    max_depth: usize,
    max_instances: usize,
    encodings: &'e mut Encodings<'a>,
) -> Result<(&'e mut PairEncoding<'a>, bool), String> {
    let key = encoding_key(q, disjunct, fixed, max_depth, max_instances)?;
    encoded(q, key, encodings)
}

/// What the encoding of `q`'s template pair for `disjunct` depends on ([`encoding`]).
fn encoding_key(
    q: &QueryCtx<'_>,
    disjunct: &[Constraint],
    fixed: &[(String, i128)],
    max_depth: usize,
    max_instances: usize,
) -> Result<EncodingKey, String> {
    let piece = q.piece;
    let mut pinned = BTreeMap::new();
    for (name, value) in fixed {
        let v = i64::try_from(*value).map_err(|_| format!("integer literal {value}"))?;
        pinned.insert(name.clone(), v);
    }
    let all_holes: Vec<String> = piece
        .lhs_vars
        .iter()
        .chain(&piece.rhs_vars)
        .cloned()
        .collect();
    Ok(EncodingKey {
        mode: q.mode,
        max_depth,
        max_instances,
        atoms_last: q.implementation_atoms_last,
        defs: solve_holes(q.defs_from.unwrap_or(disjunct), &all_holes),
        fixed: pinned,
    })
}

/// The encoding of `q`'s template pair for `key`, from `encodings` when a query of the piece
/// already built it; with whether it was built now.
fn encoded<'a, 'e>(
    q: &QueryCtx<'a>,
    key: EncodingKey,
    encodings: &'e mut Encodings<'a>,
) -> Result<(&'e mut PairEncoding<'a>, bool), String> {
    encodings.get(key, |key| {
        encode_pair(q.piece, q.sare, q.templates, key, q.timeout)
    })
}

/// The premises of a query about integers only: the disjunct's constraints (with one of
/// `cases` when there are any), the assumptions and the ranges of the parameters' types. The
/// definition instances of the specification's tensors are not among them.
fn integer_premises(
    q: &QueryCtx<'_>,
    pair: &mut PairEncoding<'_>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
) -> Vec<Bool> {
    let enc = &mut pair.enc;
    let cs: Vec<Bool> = disjunct.iter().map(|k| enc.constraint(k)).collect();
    let mut premises = vec![Bool::and(&cs)];
    if !cases.is_empty() {
        let alternatives: Vec<Bool> = cases
            .iter()
            .map(|c| {
                let cs: Vec<Bool> = c.iter().map(|k| enc.constraint(k)).collect();
                Bool::and(&cs)
            })
            .collect();
        premises.push(Bool::or(&alternatives));
    }
    premises.extend(q.assumptions.iter().map(|c| enc.cond(c)));
    premises.extend(enc.ranges.iter().cloned());
    premises
}

/// Whether the two values of `pair` are equal by congruence under `premises`
/// ([`super::congruence::proves`]), within `limit`: in a forked child killed at the limit when
/// queries fork ([`crate::smt::forked`]), in this thread otherwise.
fn congruence_proves(pair: &mut PairEncoding<'_>, premises: &[Bool], limit: Duration) -> bool {
    let mut run = || congruence_here(pair, premises, limit);
    let answer = if crate::smt::forked::enabled() {
        match crate::smt::forked::run(limit + crate::smt::process::KILL_GRACE, &[], run) {
            crate::smt::forked::Forked::Answer(r) => r,
            other => SmtResult::Unknown(other.failure().unwrap_or_default()),
        }
    } else {
        run()
    };
    congruence_answer(answer)
}

/// The congruence attempt on `pair` in this thread ([`super::congruence::proves`]): `Valid`,
/// or `Unknown` with the first pair of subterms that did not match.
fn congruence_here(pair: &mut PairEncoding<'_>, premises: &[Bool], limit: Duration) -> SmtResult {
    let (computed, spec) = (pair.computed.to_dynamic(), pair.spec.to_dynamic());
    let mut instances = super::congruence::OnDemand::new(&mut pair.enc);
    match super::congruence::proves(&computed, &spec, &mut instances, premises, limit) {
        Ok(()) => SmtResult::Valid,
        Err(why) => SmtResult::Unknown(why),
    }
}

/// Whether a congruence attempt's answer is a proof (with `HALIDE_TV_PROFILE`, why not).
fn congruence_answer(answer: SmtResult) -> bool {
    match answer {
        SmtResult::Valid => true,
        SmtResult::Unknown(why) => {
            if crate::presburger::profile::enabled() {
                eprintln!("[prof]    congruence not proved: {why}");
            }
            false
        }
        SmtResult::Invalid(_) => false,
    }
}

/// The shallow encoding of `q` for `disjunct` ([`SHALLOW_DEPTH`], [`SHALLOW_INSTANCES`]), which
/// the attempt without definitions builds and the shallow attempt (and the test for floats)
/// reuse.
fn shallow_encoding<'a, 'e>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    encodings: &'e mut Encodings<'a>,
) -> Result<(&'e mut PairEncoding<'a>, bool), String> {
    encoding(
        q,
        disjunct,
        &[],
        SHALLOW_DEPTH,
        SHALLOW_INSTANCES,
        encodings,
    )
}

/// The encoding the congruence attempt runs on: the two values without any definition
/// instance unfolded; the matcher builds the instances of the applications it unfolds
/// ([`super::congruence::OnDemand`]), which are few where the two sides have the same shape,
/// where the shallow encoding unfolds up to [`SHALLOW_INSTANCES`] for every hole definition.
fn congruence_encoding<'a, 'e>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    encodings: &'e mut Encodings<'a>,
) -> Result<(&'e mut PairEncoding<'a>, bool), String> {
    encoded(q, congruence_key(q, disjunct)?, encodings)
}

/// The key of [`congruence_encoding`] for `disjunct`.
fn congruence_key(q: &QueryCtx<'_>, disjunct: &[Constraint]) -> Result<EncodingKey, String> {
    encoding_key(q, disjunct, &[], SHALLOW_DEPTH, 0)
}

/// Share of the query's timeout of the congruence attempt (a question of integer arithmetic,
/// usually decided in milliseconds) and of the attempt without definition instances.
const CONGRUENCE_TIMEOUT_SHARE: u32 = 8;
const WITHOUT_DEFINITIONS_TIMEOUT_SHARE: u32 = 4;

/// The attempts that use no definition instance as a premise (docs/engine.md, "Congruence
/// first"):
/// 1. congruence: the two values equal by congruence under the integer premises, the
///    questions about indices decided on the way and the definitions unfolded where the sides
///    differ ([`super::congruence::proves`], on [`congruence_encoding`]);
/// 2. without definitions: the goal with the specification expanded to the computed value's
///    tensors and the inputs ([`PairEncoding::goal_expanded`]) under the integer premises
///    only, on the shallow encoding, which the shallow attempt then reuses.
///
/// Both drop premises, which can only lose proofs, never make one: a proof is a proof of the
/// full query. `Ok(true)` if one proves the query.
///
/// `congruence_tried`: the congruence attempt already ran on this disjunct, with the same
/// premises, and did not prove it ([`congruence_batch`]).
fn proved_without_definitions<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> Result<bool, String> {
    if !congruence_tried && proved_by_congruence(q, disjunct, cases, stages, encodings)? {
        return Ok(true);
    }
    let t0 = std::time::Instant::now();
    let (pair, built) = shallow_encoding(q, disjunct, encodings)?;
    if !pair.goal_expanded {
        return Ok(false);
    }
    let premises = integer_premises(q, pair, disjunct, cases);
    let r = check_validity(
        &premises,
        &pair.goal,
        &[],
        q.timeout / WITHOUT_DEFINITIONS_TIMEOUT_SHARE,
    );
    let proved = matches!(r, SmtResult::Valid);
    stages.record(
        "without definitions",
        t0,
        if proved { "valid" } else { "not proved" },
    );
    stages.note_encoding(built.then(|| pair.cost.clone()));
    Ok(proved)
}

/// The congruence attempt of [`proved_without_definitions`], within its share of the timeout.
fn proved_by_congruence<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
) -> Result<bool, String> {
    let t0 = std::time::Instant::now();
    let (pair, built) = congruence_encoding(q, disjunct, encodings)?;
    let premises = integer_premises(q, pair, disjunct, cases);
    let proved = congruence_proves(pair, &premises, q.timeout / CONGRUENCE_TIMEOUT_SHARE);
    stages.record(
        "congruence",
        t0,
        if proved { "valid" } else { "not proved" },
    );
    stages.note_encoding(built.then(|| pair.cost.clone()));
    Ok(proved)
}

/// Integer values of a counterexample's parameters and holes.
fn int_values(cex: &crate::smt::Counterexample, n: usize) -> Vec<(String, i128)> {
    cex.assignments
        .iter()
        .take(n)
        .filter_map(|a| match a.value {
            crate::smt::solver::Concrete::Int(v) => Some((a.name.clone(), v)),
            _ => None,
        })
        .collect()
}

/// Bounds of the confirmation run, where every index is a constant and the unfolding of
/// the specification follows concrete recurrences to their base cases.
const CONFIRM_DEPTH: usize = 100_000;
const CONFIRM_INSTANCES: usize = 2_000;
/// Bound on parameters when looking for a counterexample that can be confirmed.
const SMALL: i64 = 8;
/// Bounds on parameters and holes, tried in turn, when looking for a small counterexample
/// once one is found (the same steps as the symbolic evaluation's witnesses).
const SMALL_MODEL_BOUNDS: [i64; 3] = [16, 256, 4096];
/// Time for each of those tries.
const SMALL_MODEL_TIMEOUT: Duration = Duration::from_secs(2);

fn query(
    whole: Whole<'_>,
    q: QueryCtx<'_>,
    combine_after: Option<Duration>,
    groups: bool,
    batch: Option<&[bool]>,
) -> Result<Option<ObligationOutcome>, String> {
    // The encodings built in this thread, shared by the piece's queries (the attempts with
    // floats uninterpreted run in a thread of their own each, with encodings of their own: a
    // worker thread per piece that kept them hung in Z3, `Z3_tactic_apply` waiting on a lock,
    // when several checks ran in one process, as the tests do).
    let mut encodings = Encodings::default();
    let outcome = query_piece(whole, &q, combine_after, groups, &mut encodings, batch);
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof]   encodings of the piece: {} built, {} reused",
            encodings.built, encodings.reused
        );
    }
    outcome
}

/// The disjuncts of `q`'s piece one by one (after a few, possibly the rest at once).
///
/// `batch`: which disjuncts the congruence attempt already proved ([`congruence_batch`]);
/// `groups`: ask the disjuncts with the same hole definitions at once first ([`group_proves`]).
fn query_piece<'a>(
    whole: Whole<'_>,
    q: &QueryCtx<'a>,
    combine_after: Option<Duration>,
    groups: bool,
    encodings: &mut Encodings<'a>,
    batch: Option<&[bool]>,
) -> Result<Option<ObligationOutcome>, String> {
    let (piece, templates) = (q.piece, q.templates);
    let lhs_text = render(templates, piece.lhs, &holes_text(piece, &piece.lhs_vars));
    let rhs_text = render(templates, piece.rhs, &holes_text(piece, &piece.rhs_vars));
    let n = piece.disjuncts.len();
    let started = std::time::Instant::now();
    // Proved with their group of the same hole definitions ([`group_proves`]).
    let mut proved = vec![false; n];
    let mut groups = groups.then(|| Groups::of(q, &piece.disjuncts));
    for (k, d) in piece.disjuncts.iter().enumerate() {
        if batch.is_some_and(|b| b[k]) || proved[k] {
            continue;
        }
        let open = |j: usize| !batch.is_some_and(|b| b[j]) && !proved[j];
        let next = groups.as_mut().and_then(|g| g.next_attempt(k, q, open));
        if let Some((attempt, members)) = next {
            let group: Vec<&[Constraint]> =
                members.iter().map(|&j| &piece.disjuncts[j][..]).collect();
            if group_proves(q, attempt, &group, encodings, batch.is_some()) {
                for j in members {
                    proved[j] = true;
                }
                continue;
            }
        }
        let probe = k == COMBINE_PROBE && n - k > 1;
        if let (Some(after), true) = (combine_after, probe && can_combine()) {
            // The time the first disjuncts took, projected over the rest. With the first
            // one's encodings (which the others may share) counted in: where disjuncts share
            // encodings only in small groups, each group builds its own, and a projection
            // without them falls short, so the piece would be queried one by one where one
            // combined query is much faster.
            let rest = started.elapsed() * (n - k) as u32 / k as u32;
            if rest > after {
                let budget = QueryCtx {
                    timeout: q.timeout.min(rest / 2),
                    own_process: true,
                    ..*q
                };
                if combined_proves(&budget, &piece.disjuncts[k..]) {
                    return Ok(None);
                }
            }
        }
        let answer = query_disjunct(
            whole,
            q,
            (k, d),
            (&lhs_text, &rhs_text),
            encodings,
            batch.is_some(),
        );
        if let Some(outcome) = answer? {
            return Ok(Some(outcome));
        }
    }
    Ok(None)
}

/// The congruence attempt on every disjunct of every piece of a condition (`pieces`, one
/// query context each), in one forked child when queries fork ([`crate::smt::forked`]):
/// which disjuncts it proves, per piece. One fork per condition instead of one per disjunct:
/// the attempt asks integer questions that take milliseconds, and a fork of a process holding
/// the evaluation's isl and Z3 state costs tens of milliseconds in the fork and the
/// copy-on-write faults that follow. The child is killed once every disjunct's share of the
/// timeout has passed (the hard bound stays); `None` without forking, for a condition of one
/// disjunct, or when the child gives no answer — the disjuncts are then tried one by one,
/// congruence first, as before. The disjuncts of a piece that share an encoding are first
/// tried together ([`congruence_of_group`]); each disjunct left runs with the premises and
/// encoding the one-by-one attempt would use, so a proof is a proof of that disjunct's query
/// and a disjunct it does not prove is not tried again.
fn congruence_batch(pieces: &[QueryCtx<'_>]) -> Option<Vec<Vec<bool>>> {
    let n: usize = pieces.iter().map(|q| q.piece.disjuncts.len()).sum();
    let first = pieces.first()?;
    if n < 2 || !crate::smt::forked::enabled() {
        return None;
    }
    let limit = first.timeout / CONGRUENCE_TIMEOUT_SHARE;
    let t0 = std::time::Instant::now();
    let work = || {
        let mut out = Vec::with_capacity(n);
        for q in pieces {
            let mut encodings = Encodings::default();
            let disjuncts = &q.piece.disjuncts;
            let mut proved = vec![0u8; disjuncts.len()];
            for group in same_encoding_groups(q, disjuncts) {
                let members: Vec<&[Constraint]> =
                    group.1.iter().map(|&k| &disjuncts[k][..]).collect();
                if congruence_of_group(q, group.0, &members, &mut encodings, limit) {
                    for k in group.1 {
                        proved[k] = PROVED_WITH_ITS_GROUP;
                    }
                }
            }
            for (d, p) in disjuncts.iter().zip(proved.iter_mut()) {
                if *p == 0 {
                    *p = u8::from(congruence_of(q, d, &mut encodings, limit));
                }
            }
            out.extend(proved);
        }
        out
    };
    // One share per disjunct and one per group tried at once (at most half as many).
    let attempts = n + n / 2;
    let deadline =
        limit * u32::try_from(attempts).unwrap_or(u32::MAX) + crate::smt::process::KILL_GRACE;
    let bytes = match crate::smt::forked::run_bytes(deadline, work) {
        Ok(bytes) if bytes.len() == n => bytes,
        _ => return None,
    };
    let count = bytes.iter().filter(|b| **b != 0).count();
    tally_add("congruence", n, count, t0.elapsed().as_secs_f64());
    if crate::presburger::profile::enabled() {
        let whole = bytes
            .iter()
            .filter(|b| **b == PROVED_WITH_ITS_GROUP)
            .count();
        eprintln!(
            "[prof]  congruence on the condition's {n} disjuncts in one child: {count} proved ({whole} with their group) in {:.2}s",
            t0.elapsed().as_secs_f64()
        );
    }
    let mut rest = &bytes[..];
    Some(
        pieces
            .iter()
            .map(|q| {
                let (mine, later) = rest.split_at(q.piece.disjuncts.len());
                rest = later;
                mine.iter().map(|b| *b != 0).collect()
            })
            .collect(),
    )
}

/// The congruence attempt on one disjunct, in this thread, as [`proved_without_definitions`]
/// runs it.
fn congruence_of<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    encodings: &mut Encodings<'a>,
    limit: Duration,
) -> bool {
    match congruence_key(q, disjunct) {
        Ok(key) => congruence_under(q, key, disjunct, &[], encodings, limit),
        Err(_) => false,
    }
}

/// The byte [`congruence_batch`]'s child writes for a disjunct proved by the attempt on its
/// group ([`congruence_of_group`]); 1 for one proved on its own, 0 for one not proved.
const PROVED_WITH_ITS_GROUP: u8 = 2;

/// The disjuncts of a piece whose congruence attempts would run on the same encoding (the same
/// holes defined the same way: [`congruence_key`]), in groups of at least two: the encoding's key
/// and the disjuncts' positions.
fn same_encoding_groups(
    q: &QueryCtx<'_>,
    disjuncts: &[Vec<Constraint>],
) -> Vec<(EncodingKey, Vec<usize>)> {
    let mut groups: Vec<(EncodingKey, Vec<usize>)> = Vec::new();
    for (k, d) in disjuncts.iter().enumerate() {
        let Ok(key) = congruence_key(q, d) else {
            continue;
        };
        match groups.iter_mut().find(|(g, _)| *g == key) {
            Some((_, members)) => members.push(k),
            None => groups.push((key, vec![k])),
        }
    }
    groups.retain(|(_, members)| members.len() > 1);
    groups
}

/// The congruence attempt on a group of a piece's disjuncts that share the encoding `key`
/// ([`same_encoding_groups`]) at once: the premise `common ∧ (c1 ∨ … ∨ cn)`
/// ([`common_constraints`]) on that encoding. The disjuncts of such a group are the same
/// template pair with the same hole definitions under the cases of their path (clamps,
/// loop-partition branches, lanes), so the matcher asks the same index questions for each:
/// under the disjunction it asks them once. Exact: every disjunct implies the group's hole
/// definitions (each does, and they are the same), so they hold under the disjunction, which
/// holds exactly where one of the disjuncts does; a proof under it proves every disjunct's
/// query.
fn congruence_of_group<'a>(
    q: &QueryCtx<'a>,
    key: EncodingKey,
    disjuncts: &[&[Constraint]],
    encodings: &mut Encodings<'a>,
    limit: Duration,
) -> bool {
    let (common, cases) = common_constraints(disjuncts);
    congruence_under(q, key, &common, &cases, encodings, limit)
}

/// The disjuncts of a piece in groups of the same hole definitions ([`same_encoding_groups`]),
/// with the attempts each group has had at once ([`group_proves`]).
struct Groups {
    /// Each disjunct's group, if it has one.
    of: Vec<Option<usize>>,
    /// Each group's disjuncts, in order.
    members: Vec<Vec<usize>>,
    /// Each group's attempts so far: the first attempts, the deep-first attempt.
    tried: Vec<(bool, bool)>,
}

/// The attempt a group of disjuncts has at once ([`group_proves`]).
#[derive(Clone, Copy)]
enum GroupAttempt {
    /// The attempts before the deep one ([`proved_by_first_attempts`]).
    First,
    /// The deep attempt that proved the template pair's last disjunct (§2a).
    DeepFirst(DeepAttempt),
}

impl Groups {
    fn of(q: &QueryCtx<'_>, disjuncts: &[Vec<Constraint>]) -> Groups {
        let groups = same_encoding_groups(q, disjuncts);
        let mut of = vec![None; disjuncts.len()];
        for (g, (_, members)) in groups.iter().enumerate() {
            for &k in members {
                of[k] = Some(g);
            }
        }
        Groups {
            of,
            tried: vec![(false, false); groups.len()],
            members: groups.into_iter().map(|(_, m)| m).collect(),
        }
    }

    /// The attempt disjunct `k`'s group has next at once, with its members from `k` on that
    /// are still `open` (at least two): the deep-first attempt once the pair has one, the
    /// first attempts otherwise, each at most once per group. `None` when there is none.
    fn next_attempt(
        &mut self,
        k: usize,
        q: &QueryCtx<'_>,
        open: impl Fn(usize) -> bool,
    ) -> Option<(GroupAttempt, Vec<usize>)> {
        let g = self.of[k]?;
        let members: Vec<usize> = self.members[g]
            .iter()
            .copied()
            .filter(|&j| j >= k && open(j))
            .collect();
        if members.len() < 2 {
            return None;
        }
        let tried = &mut self.tried[g];
        let attempt = match q.order.first_attempt((q.piece.lhs, q.piece.rhs)) {
            Some(a) if !tried.1 => {
                tried.1 = true;
                GroupAttempt::DeepFirst(a)
            }
            None if !tried.0 => {
                tried.0 = true;
                GroupAttempt::First
            }
            _ => return None,
        };
        Some((attempt, members))
    }
}

/// Whether one query proves every disjunct of `group` at once: disjuncts of `q`'s piece with
/// the same hole definitions ([`same_encoding_groups`]), asked under the premise
/// `common ∧ (c1 ∨ … ∨ cn)` ([`common_constraints`]) on the encoding of the first one's
/// definitions, with `attempt`. Such disjuncts are one equality under the cases of their path
/// (clamps, loop-partition branches, lanes), with the same definition instances: one query
/// replaces one per disjunct, and Z3 shares its work on the instances across the cases.
/// Exact as [`congruence_of_group`]: each disjunct implies the shared hole definitions, so
/// the premise holds exactly where one of the disjuncts does, and a proof proves each one's
/// query. Only a proof is used; otherwise the disjuncts are asked one by one, as without it.
fn group_proves<'a>(
    q: &QueryCtx<'a>,
    attempt: GroupAttempt,
    group: &[&'a [Constraint]],
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> bool {
    let (common, cases) = common_constraints(group);
    let gq = QueryCtx {
        defs_from: group.first().copied(),
        timeout: q.timeout / GROUP_TIMEOUT_SHARE,
        ..*q
    };
    let mut stages = Stages::default();
    let proved = match attempt {
        GroupAttempt::DeepFirst(a) => {
            let quick = deep_first(&gq, a);
            let run = stages.run("deep first", || {
                deep_run(&quick, &common, &cases, encodings)
            });
            matches!(
                run,
                Ok(Run {
                    result: SmtResult::Valid,
                    ..
                })
            )
        }
        GroupAttempt::First => proved_by_first_attempts(
            &gq,
            &common,
            &cases,
            &mut stages,
            encodings,
            congruence_tried,
        )
        .unwrap_or(false),
    };
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof]   SMT group of {} disjuncts ({} shared constraints): {}",
            group.len(),
            common.len(),
            stages.render()
        );
    }
    proved
}

/// Share of the query's timeout of a group's query ([`group_proves`]; each attempt in it takes
/// its own share of that): the members' own queries come after a failed one, so a group query
/// Z3 does not answer quickly is given up (a disjunction of cases can make a query that each
/// case answers in milliseconds take Z3 seconds).
const GROUP_TIMEOUT_SHARE: u32 = 8;

/// `q` as the deep attempt that proved its pair's last disjunct, within a few times the time
/// that proof took (at least [`DEEP_FIRST_MIN_TIMEOUT`], at most the shallow attempt's share
/// of the timeout), so that a wrong guess costs little more than a right one (§2a).
fn deep_first<'a>(q: &QueryCtx<'a>, attempt: DeepAttempt) -> QueryCtx<'a> {
    QueryCtx {
        timeout: (attempt.took * DEEP_FIRST_TIME_FACTOR)
            .max(DEEP_FIRST_MIN_TIMEOUT)
            .min(q.timeout / SHALLOW_TIMEOUT_SHARE),
        implementation_atoms_last: attempt.specification_first,
        ..*q
    }
}

/// The congruence attempt in this thread on the encoding `key`, under the integer premises of
/// `conj` (with one of `cases` when there are any: [`integer_premises`]).
fn congruence_under<'a>(
    q: &QueryCtx<'a>,
    key: EncodingKey,
    conj: &[Constraint],
    cases: &[Vec<Constraint>],
    encodings: &mut Encodings<'a>,
    limit: Duration,
) -> bool {
    let Ok((pair, _)) = encoded(q, key, encodings) else {
        return false;
    };
    let premises = integer_premises(q, pair, conj, cases);
    congruence_answer(congruence_here(pair, &premises, limit))
}

/// The deep run of `q` ([`MAX_DEPTH`], [`MAX_INSTANCES`]).
fn deep_run<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    encodings: &mut Encodings<'a>,
) -> Result<Run, String> {
    solve_cases(
        q,
        disjunct,
        cases,
        &[],
        None,
        MAX_DEPTH,
        MAX_INSTANCES,
        encodings,
    )
}

/// The shallow run of `q` ([`SHALLOW_DEPTH`], [`SHALLOW_INSTANCES`]).
fn shallow_run<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    encodings: &mut Encodings<'a>,
) -> Result<Run, String> {
    solve_cases(
        q,
        disjunct,
        cases,
        &[],
        None,
        SHALLOW_DEPTH,
        SHALLOW_INSTANCES,
        encodings,
    )
}

/// The shallow attempt of `q` (floats uninterpreted): whether it proves the query, and the
/// cost of its encoding if it built one.
fn abstract_attempt<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    encodings: &mut Encodings<'a>,
) -> (bool, Option<String>) {
    match shallow_run(q, disjunct, cases, encodings) {
        Ok(r) => (matches!(r.result, SmtResult::Valid), r.encoding),
        Err(_) => (false, None),
    }
}

/// Whether combined queries can run: they are sent to a Z3 process of their own
/// ([`crate::smt::process`]), which needs the `z3` executable.
fn can_combine() -> bool {
    crate::smt::process::z3_executable().is_some()
}

/// After this many disjuncts of a piece have been queried one by one, the rest is tried as
/// one query ([`combined_proves`]) if querying them one by one is projected to take longer
/// than [`crate::check::CheckOptions::combine_after`].
const COMBINE_PROBE: usize = 2;

/// The constraints every disjunct has, and each disjunct without them.
fn common_constraints<D: AsRef<[Constraint]>>(
    disjuncts: &[D],
) -> (Vec<Constraint>, Vec<Vec<Constraint>>) {
    let Some((first, rest)) = disjuncts.split_first() else {
        return (Vec::new(), Vec::new());
    };
    let common: Vec<Constraint> = first
        .as_ref()
        .iter()
        .filter(|k| rest.iter().all(|d| d.as_ref().contains(k)))
        .cloned()
        .collect();
    let cases = disjuncts
        .iter()
        .map(|d| {
            d.as_ref()
                .iter()
                .filter(|k| !common.contains(k))
                .cloned()
                .collect()
        })
        .collect();
    (common, cases)
}

/// Whether one query proves the equality under every disjunct of `disjuncts` at once:
/// `∀ params, holes: common ∧ (c1 ∨ … ∨ cn) ⟹ E1 = E2`, which holds exactly when each
/// disjunct's query does. A vector store's lanes leave pieces of hundreds of disjuncts that
/// differ only in clamp cases of their loop bounds, each of which needs a deep attempt of its
/// own when they are queried one by one. Only a proof is used:
/// otherwise the disjuncts are queried one by one, as without this attempt. The attempts are
/// the per-disjunct ones that can prove (uninterpreted floats, shallow, deep), with the holes
/// solved from the shared constraints only, within `q.timeout` (the caller's budget: half the
/// projected time of the rest, so a failed attempt costs less than the queries it tried to
/// save; with a full timeout, a failed attempt on a piece of cheap disjuncts would cost far
/// more than querying them). Each attempt runs in a Z3 process of its own, killed at that
/// budget ([`crate::smt::process`]): in the validator's own Z3 context such a query can stay
/// in Z3 long past its timeout, where a fresh Z3 proves it at once.
fn combined_proves(q: &QueryCtx<'_>, disjuncts: &[Vec<Constraint>]) -> bool {
    let (common, cases) = common_constraints(disjuncts);
    let mut stages = Stages::default();
    let proved = combined_staged(q, &common, &cases, &mut stages, &mut Encodings::default());
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof]   SMT all {} disjuncts at once ({} shared constraints): {}",
            disjuncts.len(),
            common.len(),
            stages.render()
        );
    }
    proved
}

/// The first, cheap attempts at a query (premise `disjunct ∧ (c1 ∨ …)` as in
/// [`solve_cases`]): without definition instances ([`proved_without_definitions`]), floats
/// uninterpreted, then shallow in the requested mode. `Ok(true)` if one proves it.
fn proved_by_first_attempts<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> Result<bool, String> {
    if proved_before_shallow(q, disjunct, cases, stages, encodings, congruence_tried)? {
        return Ok(true);
    }
    let shallow_q = QueryCtx {
        timeout: q.timeout / SHALLOW_TIMEOUT_SHARE,
        ..*q
    };
    let run = stages.run("shallow", || {
        shallow_run(&shallow_q, disjunct, cases, encodings)
    })?;
    Ok(matches!(run.result, SmtResult::Valid))
}

/// The attempts of [`proved_by_first_attempts`] before the shallow one: without definition
/// instances, then with floats uninterpreted.
fn proved_before_shallow<'a>(
    q: &QueryCtx<'a>,
    disjunct: &[Constraint],
    cases: &[Vec<Constraint>],
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> Result<bool, String> {
    if proved_without_definitions(q, disjunct, cases, stages, encodings, congruence_tried)? {
        return Ok(true);
    }
    // Then with every float operation uninterpreted (a congruence proof: it holds for every
    // interpretation of the operations, so for reals and IEEE alike: floats as an abstract
    // type, thesis ch. 6), which is far cheaper than real arithmetic with products of unknowns
    // (an accumulator's conditions that reach Z3's timeout in real arithmetic can be proved
    // at once this way); then in the
    // requested mode, shallow, then to depth 6. A query without floats is the same in every
    // mode: its uninterpreted attempt would repeat the shallow one.
    if q.mode != FloatMode::Uninterpreted && shallow_encoding(q, disjunct, encodings)?.0.has_floats
    {
        let abstract_q = QueryCtx {
            timeout: q.timeout / ABSTRACT_TIMEOUT_SHARE,
            mode: FloatMode::Uninterpreted,
            ..*q
        };
        // In a thread of its own, i.e. in a fresh Z3 context (the encoder uses the thread's
        // context): declarations of the same names over the uninterpreted float sorts must not
        // meet the real-mode query that may follow (sharing the context made a later query of
        // the mux tests time out).
        let t0 = std::time::Instant::now();
        let (proved, encoding) = std::thread::scope(|s| {
            s.spawn(|| abstract_attempt(&abstract_q, disjunct, cases, &mut Encodings::default()))
                .join()
                .unwrap_or((false, None))
        });
        stages.record(
            "uninterpreted",
            t0,
            if proved { "valid" } else { "not proved" },
        );
        stages.note_encoding(encoding);
        return Ok(proved);
    }
    Ok(false)
}

fn combined_staged<'a>(
    q: &QueryCtx<'a>,
    common: &[Constraint],
    cases: &[Vec<Constraint>],
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
) -> bool {
    if proved_by_first_attempts(q, common, cases, stages, encodings, false).unwrap_or(false) {
        return true;
    }
    let deep = stages.run("deep", || deep_run(q, common, cases, encodings));
    matches!(
        deep,
        Ok(Run {
            result: SmtResult::Valid,
            ..
        })
    )
}

/// The Z3 runs of one disjunct, for `HALIDE_TV_PROFILE`: which attempt, its time, its answer.
#[derive(Default)]
struct Stages(Vec<(&'static str, f64, &'static str, Option<String>)>);

impl Stages {
    /// Runs one attempt and records it.
    fn run(
        &mut self,
        name: &'static str,
        f: impl FnOnce() -> Result<Run, String>,
    ) -> Result<Run, String> {
        let t0 = std::time::Instant::now();
        let r = f();
        let answer = match &r {
            Ok(run) => match run.result {
                SmtResult::Valid => "valid",
                SmtResult::Invalid(_) => "invalid",
                SmtResult::Unknown(_) => "unknown",
            },
            Err(_) => "error",
        };
        self.record(name, t0, answer);
        if let Ok(run) = &r {
            self.note_encoding(run.encoding.clone());
        }
        r
    }

    /// Adds the cost of its encoding, if it built one, to the last attempt.
    fn note_encoding(&mut self, encoding: Option<String>) {
        if let Some(last) = self.0.last_mut() {
            last.3 = encoding;
        }
    }

    /// The attempts as the profile shows them: `name time answer, …`.
    fn render(&self) -> String {
        let runs: Vec<String> = self
            .0
            .iter()
            .map(|(n, t, a, e)| match e {
                Some(e) => format!("{n} {t:.2}s (encoding: {e}) {a}"),
                None => format!("{n} {t:.2}s {a}"),
            })
            .collect();
        runs.join(", ")
    }

    /// Records an attempt that started at `t0` and gave `answer`.
    fn record(&mut self, name: &'static str, t0: std::time::Instant, answer: &'static str) {
        let seconds = t0.elapsed().as_secs_f64();
        tally_add(name, 1, usize::from(answer == "valid"), seconds);
        self.0.push((name, seconds, answer, None));
    }
}

/// The runs of one kind of SMT attempt over a check (docs/engine.md, section 2): how many
/// queries it was tried on, how many it proved, and the time it took.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AttemptTally {
    /// The attempt's name, as in the profile (`congruence`, `shallow`, `deep`, …).
    pub attempt: String,
    /// Queries it ran on.
    pub runs: usize,
    /// Queries it proved.
    pub proofs: usize,
    /// Wall time, in seconds.
    pub seconds: f64,
}

thread_local! {
    /// The attempts run in this thread since the last [`take_tally`], in order of first run.
    static TALLY: std::cell::RefCell<Vec<AttemptTally>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Counts `runs` queries of the attempt `name`, `proofs` of them proved, in `seconds`.
fn tally_add(name: &str, runs: usize, proofs: usize, seconds: f64) {
    TALLY.with(|t| {
        let mut t = t.borrow_mut();
        let pos = match t.iter().position(|a| a.attempt == name) {
            Some(pos) => pos,
            None => {
                t.push(AttemptTally {
                    attempt: name.to_string(),
                    ..AttemptTally::default()
                });
                t.len() - 1
            }
        };
        t[pos].runs += runs;
        t[pos].proofs += proofs;
        t[pos].seconds += seconds;
    });
}

/// Adds the attempts of a tally taken elsewhere (a forked child's, [`super::parallel`]) to
/// this thread's.
pub(super) fn add_tallies(tally: &[AttemptTally]) {
    for t in tally {
        tally_add(&t.attempt, t.runs, t.proofs, t.seconds);
    }
}

/// The attempts run in this thread since the last call (the tally starts again empty).
pub fn take_tally() -> Vec<AttemptTally> {
    TALLY.with(|t| std::mem::take(&mut *t.borrow_mut()))
}

/// One disjunct of a template pair: `Ok(None)` if valid. With `HALIDE_TV_PROFILE`, one line
/// per disjunct: its size and each Z3 attempt's time and answer.
/// `congruence_tried` as in [`proved_without_definitions`].
fn query_disjunct<'a>(
    whole: Whole<'_>,
    q: &QueryCtx<'a>,
    (index, disjunct): (usize, &[Constraint]),
    texts: (&str, &str),
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> Result<Option<ObligationOutcome>, String> {
    let mut stages = Stages::default();
    let r = query_disjunct_staged(
        whole,
        q,
        (index, disjunct),
        texts,
        &mut stages,
        encodings,
        congruence_tried,
    );
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof]   SMT disjunct of {} constraints: {}",
            disjunct.len(),
            stages.render()
        );
    }
    r
}

fn query_disjunct_staged<'a>(
    whole: Whole<'_>,
    q: &QueryCtx<'a>,
    (index, disjunct): (usize, &[Constraint]),
    (lhs_text, rhs_text): (&str, &str),
    stages: &mut Stages,
    encodings: &mut Encodings<'a>,
    congruence_tried: bool,
) -> Result<Option<ObligationOutcome>, String> {
    let (o, piece, templates) = (whole.o, q.piece, q.templates);
    let pair = (piece.lhs, piece.rhs);
    let mut stopping = whole.stopping;
    if let Some(s) = stopping.filter(|_| q.order.leaves_stopping_calls_out(pair)) {
        // The pair's last disjunct held only without its stopping calls: leave them out first
        // (§2a, §2c).
        match without_stopping_calls(o, q, index, s, stages) {
            Some(answer) => return answer,
            // None of the disjunct's calls stops: nothing to leave out later either.
            None => stopping = None,
        }
    }
    if let Some(attempt) = q.order.first_attempt(pair) {
        // A deep attempt proved the pair's last disjunct: try it first (docs/engine.md §2a).
        let quick = deep_first(q, attempt);
        let first = stages.run("deep first", || deep_run(&quick, disjunct, &[], encodings))?;
        if matches!(first.result, SmtResult::Valid) {
            return Ok(None);
        }
        // Wrong guess: the pair starts cheapest first again until a deep attempt proves one of
        // its disjuncts, so a run of disjuncts that no attempt proves (a failing or undecided
        // condition) pays for one wrong guess, not one per disjunct.
        q.order.proved(pair, None);
    }
    if proved_by_first_attempts(q, disjunct, &[], stages, encodings, congruence_tried)? {
        return Ok(None);
    }
    if let Some(s) = stopping {
        if let Some(answer) = without_stopping_calls(o, q, index, s, stages) {
            return answer;
        }
    }
    let proved_by = |q: &QueryCtx<'_>, took: Duration| {
        q.order.proved(
            pair,
            Some(DeepAttempt {
                specification_first: q.implementation_atoms_last,
                took,
            }),
        )
    };
    let t0 = std::time::Instant::now();
    let mut run = stages.run("deep", || deep_run(q, disjunct, &[], encodings))?;
    if matches!(run.result, SmtResult::Valid) {
        proved_by(q, t0.elapsed());
    }
    if let (SmtResult::Invalid(_), false) = (&run.result, run.complete) {
        // The model may stand only because the unfolding was cut before the specification
        // reached the terms the implementation shares with it: the same bounds, with the
        // instance budget spent on the specification's own chain first.
        let atoms_last = QueryCtx {
            implementation_atoms_last: true,
            ..*q
        };
        let t0 = std::time::Instant::now();
        let again = stages.run("deep, specification first", || {
            deep_run(&atoms_last, disjunct, &[], encodings)
        })?;
        if matches!(again.result, SmtResult::Valid) {
            proved_by(&atoms_last, t0.elapsed());
            return Ok(None);
        }
    }
    let mut confirmed_note = "";
    if let (SmtResult::Invalid(_), false) = (&run.result, run.complete) {
        // The model may rely on tensor applications left unconstrained. Look for a
        // counterexample with small parameters, pin the parameters and holes to its values
        // and unfold the (now concrete) recurrences to their base cases.
        let small = stages.run("small parameters", || {
            solve(
                q,
                disjunct,
                &[],
                Some(SMALL),
                MAX_DEPTH,
                MAX_INSTANCES,
                encodings,
            )
        })?;
        let again = match &small.result {
            SmtResult::Invalid(cex) => {
                let fixed = int_values(cex, small.params + small.holes);
                stages.run("confirmation", || {
                    solve(
                        q,
                        disjunct,
                        &fixed,
                        None,
                        CONFIRM_DEPTH,
                        CONFIRM_INSTANCES,
                        encodings,
                    )
                })?
            }
            _ => small,
        };
        match (&again.result, again.complete) {
            (SmtResult::Invalid(_), true) => {
                run = again;
                confirmed_note =
                    "\nconfirmed with every specification tensor unfolded at these values";
            }
            _ => {
                return Err(format!(
                    "possible counterexample not confirmed (specification tensors unfolded only \
                     to depth {MAX_DEPTH}/{MAX_INSTANCES} instances; at the model's values the \
                     confirmation run gave {}): `{lhs_text} = {rhs_text}` where {}",
                    match &again.result {
                        SmtResult::Valid => "valid".to_string(),
                        SmtResult::Invalid(_) => "an incomplete unfolding".to_string(),
                        SmtResult::Unknown(r) => format!("unknown ({r})"),
                    },
                    o.constraints.component_text(piece.component)
                ));
            }
        }
    }
    let largest = match &run.result {
        SmtResult::Invalid(cex) if run.complete && confirmed_note.is_empty() => {
            int_values(cex, run.params + run.holes)
                .iter()
                .map(|(_, v)| v.unsigned_abs())
                .max()
        }
        _ => None,
    };
    if let Some(largest) = largest {
        // Z3's model tends to sit at the types' limits (extents of 2^26, mins of −2^31), where
        // a reader cannot check it and a run of the build cannot replay it: look for one with
        // every parameter and hole within a smaller bound, each try within a short time.
        let quick = QueryCtx {
            timeout: q.timeout.min(SMALL_MODEL_TIMEOUT),
            ..*q
        };
        for b in SMALL_MODEL_BOUNDS
            .into_iter()
            .filter(|&b| (b as u128) < largest)
        {
            let small = stages.run("small model", || {
                solve(
                    &quick,
                    disjunct,
                    &[],
                    Some(b),
                    MAX_DEPTH,
                    MAX_INSTANCES,
                    encodings,
                )
            })?;
            if let (SmtResult::Invalid(_), true) = (&small.result, small.complete) {
                run = small;
                break;
            }
        }
    }
    match run.result {
        SmtResult::Valid => Ok(None),
        SmtResult::Unknown(r) => Err(format!(
            "Z3 could not decide `{lhs_text} = {rhs_text}`: {r}"
        )),
        // A counterexample is reported only if it stands for every function it applies: the
        // pure externs are uninterpreted, so the model may rely on an `exp` that is not exp
        // (unsharp's kernel `exp_f32(−x²/4.5)/3.76`, folded to constants by Halide).
        SmtResult::Invalid(_) if !run.externs.is_empty() => Err(format!(
            "possible counterexample not confirmed: it depends on the values of {}, which the \
             checker does not model (uninterpreted functions): `{lhs_text} = {rhs_text}`",
            run.externs.join(", ")
        )),
        SmtResult::Invalid(cex) => {
            let values = int_values(&cex, run.params + run.holes);
            let value_of = |name: &String| {
                values
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.to_string())
                    .unwrap_or_else(|| name.clone())
            };
            let lhs_at: Vec<String> = piece.lhs_vars.iter().map(value_of).collect();
            let rhs_at: Vec<String> = piece.rhs_vars.iter().map(value_of).collect();
            let results: Vec<String> = cex.assignments[run.params + run.holes..]
                .iter()
                .map(|a| a.value.to_string())
                .collect();
            let (l, r) = match o.kind {
                ObligationKind::WriteWrite => ("value kept", "value also written"),
                ObligationKind::Assign | ObligationKind::Output => ("computed", "specification"),
            };
            let detail = format!(
                "{l}: {lhs_text}\n{r}: {rhs_text}\nat the model: {l} {} = {}, {r} {} = {}{confirmed_note}\nZ3 model: {cex}\nwhere: {}",
                render(templates, piece.lhs, &lhs_at),
                results.first().cloned().unwrap_or_default(),
                render(templates, piece.rhs, &rhs_at),
                results.get(1).cloned().unwrap_or_default(),
                o.constraints.component_text(piece.component)
            );
            let params = values
                .iter()
                .take(run.params)
                .filter_map(|(n, v)| i64::try_from(*v).ok().map(|v| (n.clone(), v)))
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
