//! `halide-tv check`: from a `.sched` program and a `.sare` algorithm to a verdict
//! (architecture "report/"): parse, lower to SCHED, reduce the algorithm to a SARE, evaluate
//! symbolically (thesis Fig. 5.4), discharge the verification conditions with Z3.
//!
//! VALID only if every side condition was proven and every verification condition was
//! proven valid; INVALID if some check failed with a counterexample; UNKNOWN otherwise,
//! always with the reasons (the verdict contract, ARCHITECTURE.md).
//!
//! # What a check assumes
//! - Integer parameters and buffer symbols lie in the range of their type (`int32`).
//! - The algorithm's affine constraints (`constraint …`, `.sare` assumptions) hold: Halide
//!   checks them when the pipeline starts. Non-affine ones are not used (reported as notes).
//! - Halide's `assert`s hold after they are executed (`assume`).
//! - An allocation whose size is not a compile-time constant is larger than 2^31 − 1 bytes
//!   (targets without `large_buffers`) only in calls that fail Halide's run-time size check
//!   (`halide_error_buffer_allocation_too_large`); such calls, like calls whose `assert`s fail,
//!   owe no output (`sched::lower_stmt::allocation_size_fact`).
//! - Index arithmetic does not overflow (thesis §9.5): affine `int32`/`int64` expressions are
//!   computed exactly, in the program (SCHED `Value::Index`) and in the specification alike.
//! - Inputs are defined exactly on their buffers ([`InputDomain::Buffer`]) unless the caller
//!   asks for [`InputDomain::Unbounded`] (reported as a note).
//!
//! # Counterexamples
//! Specification tensors are uninterpreted functions constrained by their equations at the
//! indices a query needs, unfolded to a bounded depth ([`encode`]). A Z3 model of a query
//! whose unfolding was cut is not trusted as is: the checker looks for a counterexample with
//! small parameters, pins every parameter and hole to its values and unfolds the (now
//! concrete) recurrences to their base cases; only a model of that complete query is reported
//! as INVALID, anything else is UNKNOWN.

pub mod affine;
mod attempt_order;
mod congruence;
mod determined;
pub mod encode;
pub mod keep_summary;
mod pair_encoding;
mod parallel;
pub mod peak_memory;
pub mod replay;
pub mod report;
pub mod smt_check;
pub mod spec_undefined;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use crate::ir::SchedProgram;
use crate::presburger::{Aff, Cond, Ctx, ParamSet};
use crate::sare::{Sare, Stage, TensorId};
use crate::sched::CoreProgram;
use crate::smt::FloatMode;
use crate::spec::Algorithm;
use crate::symbolic::{
    evaluate_program, EvalLimits, GarbageSlice, InputDomain, Location, OutputCheck, SpecUndefined,
    Undecided,
};

use crate::symbolic::garbage_closure::{garbage_closure, ClosureAnswer};
pub use replay::Replay;
pub use report::{Report, Verdict};
use smt_check::{discharge, ObligationOutcome};

/// Options of a check.
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Interpretation of floats.
    pub float_mode: FloatMode,
    /// Timeout of each Z3 query.
    pub timeout: Duration,
    /// `Some(t)`: the rest of a piece's disjuncts is tried as one query when querying them one
    /// by one is projected (from the first ones) to take longer than `t`
    /// ([`smt_check::discharge`]); the query runs in a Z3 process of its own
    /// ([`crate::smt::process`]), killed at its budget, and is skipped without a `z3`
    /// executable. `None`: never. Default 10 s.
    pub combine_after: Option<Duration>,
    /// isl operation bound per rule application (0 = none).
    pub max_operations: u64,
    /// Where inputs are defined.
    pub inputs: InputDomain,
    /// S-LET's bound on `Γ, x = ι` for keeping a loop-dependent clamp as a parameter
    /// ([`crate::symbolic::Evaluator::let_param_max_disjuncts`]).
    pub let_param_max_disjuncts: usize,
    /// Always merge the pieces of a read that hold one function of the parameters once S-ASSIGN
    /// has proved the read's cells written ([`crate::symbolic::Evaluator::merge_reads`]). Exact.
    /// Without it (the default) reads are merged only from the first store whose value exceeds
    /// the isl budget unmerged on (that store evaluated again): merging every read can leave Z3
    /// a harder verification condition.
    pub merge_reads: bool,
    /// Time limit of the second evaluation, with Halide's garbage semantics for reads of
    /// never-written cells, run when those reads are the only failures of the first; `None`:
    /// the time left before [`CheckOptions::deadline`], or without one
    /// [`GARBAGE_PASS_TIME_FACTOR`] times the first evaluation's time plus 5 s.
    pub garbage_pass_time: Option<Duration>,
    /// When the caller needs the answer (its own wall-clock limit, e.g. the harness's): the
    /// second evaluation may run until [`DEADLINE_MARGIN`] before it and no longer, so that
    /// the check ends with its own report (UNKNOWN, with the reads of never-written cells as
    /// warnings and every verification condition's outcome) instead of a killed process
    /// ([`garbage_pass_limit`]).
    pub deadline: Option<std::time::Instant>,
    /// Run the congruence attempt on all disjuncts of a condition in one forked child
    /// ([`smt_check::discharge`]; docs/engine.md §3) when queries fork. `false`: one child per
    /// disjunct, as every later attempt (slower; the attempts' one-by-one path). Default on.
    pub congruence_batch: bool,
    /// Ask the disjuncts of a piece that define their holes the same way at once, one query
    /// under the disjunction of their cases, before each on its own (docs/engine.md §2b).
    /// `false`: every disjunct on its own (slower; for comparing the two and for following one
    /// disjunct through every attempt). Default on.
    pub group_disjuncts: bool,
    /// Conditions discharged at once, each in a forked child ([`parallel`]; docs/engine.md
    /// §4l), when queries fork (`crate::smt::forked::enable`); otherwise, and with 1 (the
    /// default), one at a time in this process.
    pub jobs: usize,
}

/// Time left before [`CheckOptions::deadline`] when the second evaluation is stopped.
pub const DEADLINE_MARGIN: Duration = Duration::from_secs(3);

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            float_mode: FloatMode::Real,
            timeout: Duration::from_secs(30),
            max_operations: 20_000_000,
            combine_after: Some(Duration::from_secs(10)),
            inputs: InputDomain::Buffer,
            let_param_max_disjuncts: crate::symbolic::rules::LET_PARAM_MAX_DISJUNCTS,
            merge_reads: false,
            garbage_pass_time: None,
            deadline: None,
            congruence_batch: true,
            group_disjuncts: true,
            jobs: 1,
        }
    }
}

/// Whether every failure of a strict evaluation is a read of a never-written cell inside its
/// allocation (the case the evaluation with garbage reads may decide differently).
fn only_unwritten_reads(o: &crate::symbolic::EvalOutcome) -> bool {
    !o.failures.is_empty()
        && o.failures
            .iter()
            .all(crate::symbolic::Failure::is_unwritten_read)
}

/// With another failure among `failures`, which makes the verdict INVALID, the reads of
/// never-written cells are not judged: they move to `report`'s warnings (with a note), so that
/// every failure listed is one the validator stands behind.
fn set_aside_unwritten_reads(report: &mut Report, failures: &mut Vec<crate::symbolic::Failure>) {
    if failures
        .iter()
        .all(crate::symbolic::Failure::is_unwritten_read)
    {
        return;
    }
    let (reads, others): (Vec<_>, Vec<_>) = failures.drain(..).partition(|f| f.is_unwritten_read());
    *failures = others;
    if !reads.is_empty() {
        report.notes.push(format!(
            "{} read(s) of never-written cells inside their allocations (listed as warnings) \
             were not judged: another check failed",
            reads.len()
        ));
        report.warnings.extend(reads);
    }
}

fn unknown(report: &mut Report, what: &str, reason: String) {
    report.undecided.push(Undecided {
        location: Location {
            node: what.to_string(),
            ..Location::default()
        },
        reason,
    });
}

/// Parses both files and checks them. `Err` is a usage or parse error (exit status 2).
pub fn check_texts(
    sched_name: &str,
    sched_text: &str,
    sare_name: &str,
    sare_text: &str,
    opts: &CheckOptions,
) -> Result<Report, String> {
    check_texts_assuming(sched_name, sched_text, sare_name, sare_text, &[], opts)
}

/// [`check_texts`] under user assumptions (`--assume`, [`crate::ir::assume`]); a malformed
/// assumption is an error like a malformed file.
pub fn check_texts_assuming(
    sched_name: &str,
    sched_text: &str,
    sare_name: &str,
    sare_text: &str,
    assume: &[String],
    opts: &CheckOptions,
) -> Result<Report, String> {
    let t = Instant::now();
    let prog = crate::ir::parse_sched(sched_name, sched_text)
        .and_then(|p| crate::ir::assume::with_assumptions(&p, assume))
        .map_err(|e| e.to_string())?;
    let alg = crate::spec::parse_sare(sare_name, sare_text).map_err(|e| e.to_string())?;
    let report = Report {
        phases: vec![("parse".to_string(), t.elapsed())],
        ..Report::default()
    };
    Ok(check_parsed(&prog, &alg, opts, report))
}

/// Checks a parsed program against a parsed algorithm.
pub fn check_programs(prog: &SchedProgram, alg: &Algorithm, opts: &CheckOptions) -> Report {
    check_parsed(prog, alg, opts, Report::default())
}

/// [`check_programs`], adding to `report` (the phases before it).
fn check_parsed(
    prog: &SchedProgram,
    alg: &Algorithm,
    opts: &CheckOptions,
    mut report: Report,
) -> Report {
    let t = Instant::now();
    let core = crate::sched::lower_program(prog);
    let sare = crate::sare::build_sare(alg);
    report.phases.push(("lowering".to_string(), t.elapsed()));
    let core = match core {
        Ok(c) => c,
        Err(e) => {
            unknown(&mut report, "lowering to SCHED", e.to_string());
            return report.finish();
        }
    };
    let sare = match sare {
        Ok(s) => keep_summary::summarize_keep_chains(&s).0,
        Err(e) => {
            unknown(&mut report, "reduction to a SARE", e.to_string());
            return report.finish();
        }
    };
    check_core(&core, &sare, opts, report)
}

/// The assumptions of the specification that are affine (the others are dropped, which
/// only weakens the context).
pub fn affine_assumptions(sare: &Sare) -> (Vec<Cond>, Vec<String>) {
    let mut conds = Vec::new();
    let mut dropped = Vec::new();
    for a in &sare.assumptions {
        match affine::expr_to_cond(&a.cond) {
            Some(c) => conds.push(c),
            None => dropped.push(a.cond.to_string()),
        }
    }
    (conds, dropped)
}

/// The output checks of the specification's outputs.
pub fn output_checks(sare: &Sare) -> Result<Vec<OutputCheck>, String> {
    let mut out = Vec::new();
    for o in &sare.outputs {
        let mut region = Vec::new();
        for r in &o.region {
            let (Some(min), Some(ext)) =
                (affine::expr_to_aff(&r.min), affine::expr_to_aff(&r.extent))
            else {
                return Err(format!(
                    "the region of output `{}` is not affine",
                    o.buffer.name
                ));
            };
            region.push((min, ext));
        }
        let mins = (0..region.len())
            .map(|k| Aff::var(&format!("{}.min.{k}", o.buffer.name)))
            .collect();
        out.push(OutputCheck {
            buffer: o.buffer.name.clone(),
            tensor: TensorId {
                func: o.func.clone(),
                stage: Stage::Final,
                component: o.value_index,
            },
            region,
            mins,
            undefined: SpecUndefined::Nowhere,
        });
    }
    Ok(out)
}

/// Records in `outputs` where the algorithm itself leaves each output undefined (it reads
/// `undef`, [`spec_undefined`]), with a note per output that has such cells under the
/// specification's assumptions `all`.
fn undefined_outputs(
    ctx: &Ctx,
    sare: &Sare,
    all: &Cond,
    opts: &CheckOptions,
    outputs: &mut [OutputCheck],
    report: &mut Report,
) {
    let found = spec_undefined::undefined_outputs(ctx, sare, opts.max_operations);
    for (o, u) in outputs.iter_mut().zip(found) {
        match &u {
            SpecUndefined::Nowhere => {}
            SpecUndefined::Cells(cells) => {
                let example = ParamSet::from_cond(ctx, all)
                    .and_then(|g| cells.sample_under(&g))
                    .ok()
                    .flatten();
                if let Some(p) = example {
                    report.notes.push(format!(
                        "the algorithm reads `undef` (a pure definition without a value) for \
                         some cells of `{}`, e.g. {}: Halide computes those from uninitialized \
                         memory, and the output check requires nothing of them",
                        o.tensor,
                        crate::symbolic::Witness::from_point(&p)
                    ));
                }
            }
            SpecUndefined::Unknown(why) => report.notes.push(format!(
                "the algorithm reads `undef` for some cells of `{}`; where was not computed \
                 ({why}), so a cell of it that is not written or holds garbage decides nothing",
                o.tensor
            )),
        }
        o.undefined = u;
    }
}

/// Checks that every prophecy names a tensor of the specification with the right arity.
fn resolve_annotations(core: &CoreProgram, sare: &Sare) -> Vec<String> {
    let mut bad = Vec::new();
    for a in core.body.assigns() {
        if let Some(p) = &a.annotation {
            let id = TensorId {
                func: p.func.clone(),
                stage: Stage::Def(p.stage),
                component: p.value_index.unwrap_or(0),
            };
            match sare.tensor(&id) {
                Some(t) if t.index.len() == p.args.len() => {}
                Some(t) => bad.push(format!(
                    "annotation of a store to `{}` gives {} indices to {} which has {}",
                    a.array,
                    p.args.len(),
                    t.id,
                    t.index.len()
                )),
                None => bad.push(format!(
                    "annotation of a store to `{}` names {id}, which the specification does not define",
                    a.array
                )),
            }
        }
    }
    bad
}

/// The isl operation budget of the garbage evaluation, per rule application, as a multiple of
/// the first evaluation's ([`CheckOptions::max_operations`]). It is bounded by its time limit
/// anyway; its heaps split along the cells that hold garbage, which are no simpler than the
/// first evaluation's values, so a loop can need several times the first evaluation's budget.
pub const GARBAGE_PASS_BUDGET_FACTOR: u64 = 10;

/// The default time limit of the garbage evaluation: this many times the first evaluation's
/// time, plus 5 s ([`CheckOptions::garbage_pass_time`]): room for a garbage evaluation a few
/// times as long as the first.
pub const GARBAGE_PASS_TIME_FACTOR: u32 = 4;

/// The time limit of the garbage evaluation started at `now` after a first evaluation of
/// `first_pass`: [`CheckOptions::garbage_pass_time`] if given; otherwise, when the caller
/// has a deadline, the time left before it (less [`DEADLINE_MARGIN`]) — the caller said how
/// long it can wait, and a multiple of the first evaluation's time is a poor predictor of
/// the second's — and without one [`GARBAGE_PASS_TIME_FACTOR`]
/// times the first evaluation's time plus 5 s. A given time is still cut at the deadline.
pub fn garbage_pass_limit(opts: &CheckOptions, first_pass: Duration, now: Instant) -> Duration {
    let left = opts.deadline.map(|d| {
        d.saturating_duration_since(now)
            .saturating_sub(DEADLINE_MARGIN)
    });
    match (opts.garbage_pass_time, left) {
        (Some(t), Some(left)) => t.min(left),
        (Some(t), None) => t,
        (None, Some(left)) => left,
        (None, None) => first_pass * GARBAGE_PASS_TIME_FACTOR + Duration::from_secs(5),
    }
}

/// When the garbage closure must stop: [`DEADLINE_MARGIN`] before the caller's deadline, or
/// never. Its isl budget per step and its bounded rounds already bound it, and they do so the
/// same way on every run: a limit in time would make its answer depend on the machine's load
/// (the second evaluation, which has no such bound, keeps [`garbage_pass_limit`]).
fn closure_deadline(opts: &CheckOptions) -> Option<Instant> {
    opts.deadline
        .map(|d| d.checked_sub(DEADLINE_MARGIN).unwrap_or(d))
}

/// The reads of never-written cells of the strict evaluation `outcome` (its only failures),
/// judged with Halide's semantics: such a read gives garbage, a store that reads garbage
/// writes garbage, and only the outputs must be free of it (thesis §9.9, "garbage writes").
///
/// A second evaluation tracks only which cells hold garbage ([`Evaluator::garbage_semantics`]: every
/// store writes one value template, or garbage where it read some). When it is decided, its
/// failures replace the strict ones — none if no output cell holds garbage — and the strict
/// evaluation's verification conditions stay. That is exact for the outputs: a store instance
/// that reads no garbage reads cells whose last store read none either, so by induction over
/// the execution those cells hold the values of their prophecies — which is what the strict
/// heap holds for them — and the strict condition of the instance (all its reads are written,
/// so it has one) says that it writes the value of its own prophecy; an output cell free of
/// garbage therefore holds its prophecy's value, and the output conditions compare that with
/// the algorithm. (The strict conditions of instances that read garbage-holding cells are
/// stronger than needed, never weaker.) `Err`: the evaluation was not decided, with the reason.
///
/// [`Evaluator::garbage_semantics`]: crate::symbolic::Evaluator::garbage_semantics
///
/// With `slice` (built by [`garbage_slice`] from the strict evaluation, on its isl context
/// `ctx`), the evaluation tracks only the arrays that can hold garbage.
#[allow(clippy::too_many_arguments)]
fn garbage_taint_pass(
    ctx: &Ctx,
    core: &CoreProgram,
    assumptions: &Cond,
    outputs: &[OutputCheck],
    opts: &CheckOptions,
    limits: EvalLimits,
    first_pass: Duration,
    slice: Option<GarbageSlice>,
) -> Result<(Vec<crate::symbolic::Failure>, bool), String> {
    let started = Instant::now();
    let limit = garbage_pass_limit(opts, first_pass, started);
    let taint = evaluate_program(
        ctx,
        core,
        assumptions,
        outputs,
        opts.inputs,
        EvalLimits {
            garbage_reads: Some(limit),
            max_operations: limits
                .max_operations
                .saturating_mul(GARBAGE_PASS_BUDGET_FACTOR),
            ..limits
        },
        slice,
    );
    garbage_decision(taint).map_err(|why| {
        if started.elapsed() > limit {
            format!(
                "{why} (the second evaluation's time limit: {:.0} s; `--garbage-pass-time S` \
                 sets it)",
                limit.as_secs_f64()
            )
        } else {
            why
        }
    })
}

/// What a garbage evaluation `taint` decides: its failures (garbage in an output; none: no
/// output depends on the never-written cells) and whether it over-approximated some loop's
/// garbage — or `Err` with the reason when it decides nothing: it stopped, or it found garbage
/// in an output only after over-approximating (that garbage may be the approximation's).
pub fn garbage_decision(
    taint: crate::symbolic::EvalOutcome,
) -> Result<(Vec<crate::symbolic::Failure>, bool), String> {
    match taint.undecided.into_iter().next() {
        Some(u) => Err(u.reason),
        None if taint.garbage_approximated && !taint.failures.is_empty() => Err(format!(
            "garbage reaches an output ({}) only as far as the evaluation could tell after \
             over-approximating the garbage of a loop whose exact rule exceeded the isl budget",
            taint.failures[0].location
        )),
        None => Ok((taint.failures, taint.garbage_approximated)),
    }
}

/// The garbage evaluation's slice ([`GarbageSlice`]) after the strict evaluation `outcome`,
/// whose only failures are reads of never-written cells: the stores it recorded
/// ([`EvalOutcome::never_written`]), and the least set of arrays containing the arrays they
/// write and closed under "a store that reads an array of the set writes one of the set".
/// `None` (the garbage evaluation then tracks every array) when a failure has no record — the
/// slice is only as complete as the record, so it is not used on a partial one.
pub fn garbage_slice(
    core: &CoreProgram,
    outcome: &mut crate::symbolic::EvalOutcome,
) -> Option<GarbageSlice> {
    let covered = outcome.failures.iter().all(|f| {
        outcome
            .never_written
            .keys()
            .any(|(path, label, _)| *path == f.location.loop_path && *label == f.location.node)
    });
    if !covered {
        return None;
    }
    let sources = std::mem::take(&mut outcome.never_written);
    let mut arrays: BTreeSet<String> = sources.keys().map(|(_, _, a)| a.clone()).collect();
    let assigns = core.body.assigns();
    loop {
        let before = arrays.len();
        for a in &assigns {
            if a.value
                .reads()
                .iter()
                .any(|(_, r)| arrays.contains(&r.array))
            {
                arrays.insert(a.array.clone());
            }
        }
        if arrays.len() == before {
            break;
        }
    }
    Some(GarbageSlice { arrays, sources })
}

/// Symbolic evaluation and SMT on a lowered program. With `HALIDE_TV_PROFILE`, ends with the
/// whole check's isl operations and rule steps ([`crate::presburger::profile::print_totals`]).
pub fn check_core(core: &CoreProgram, sare: &Sare, opts: &CheckOptions, report: Report) -> Report {
    let r = check_core_passes(core, sare, opts, report);
    if crate::presburger::profile::enabled() {
        crate::presburger::profile::print_totals();
    }
    r
}

/// [`check_core`]: under the hulls of the leading assertions first, then exactly if needed.
fn check_core_passes(
    core: &CoreProgram,
    sare: &Sare,
    opts: &CheckOptions,
    report: Report,
) -> Report {
    // First with the conditions of large top-level assertions replaced by their hulls
    // (`EvalLimits::hull_leading`; no provisional answer from such an evaluation: its strict
    // INVALID may lie where the program stops at an assertion).
    let t = Instant::now();
    let (mut first, hulled) = check_core_once(core, sare, opts, report.clone(), true);
    let Some(n) = hulled else {
        return first;
    };
    if first.verdict == Verdict::Valid {
        first.notes.push(format!(
            "evaluated with the conditions of the program's top-level assertions replaced by \
             their convex hulls (the path condition had {n} basic sets): the program with those \
             assertions weakened passes every check, so the program as written does (the output \
             check used the exact conditions)"
        ));
        return first;
    }
    let first_time = t.elapsed();
    let why = match (first.failures.first(), first.undecided.first()) {
        (Some(f), _) => format!(" ({}: {})", f.check.name(), f.location),
        (None, Some(u)) => format!(" ({u})"),
        (None, None) => String::new(),
    };
    let (mut exact, _) = check_core_once(core, sare, opts, report, false);
    exact.notes.push(format!(
        "a first evaluation with the conditions of the program's top-level assertions replaced \
         by their convex hulls (the path condition had {n} basic sets) ended {}{why} in {:.1}s; \
         this is the evaluation under the exact conditions",
        first.verdict.name(),
        first_time.as_secs_f64()
    ));
    exact
        .phases
        .push(("evaluation under the hull".to_string(), first_time));
    exact
}

/// One check of `core`; with `hull_leading`, the evaluation may run under the hull of the
/// leading path condition, and the second value says whether it did (with the condition's
/// number of basic sets).
fn check_core_once(
    core: &CoreProgram,
    sare: &Sare,
    opts: &CheckOptions,
    report: Report,
    hull_leading: bool,
) -> (Report, Option<usize>) {
    let mut hulled = None;
    let r = check_core_body(core, sare, opts, report, hull_leading, &mut hulled);
    (r, hulled)
}

fn check_core_body(
    core: &CoreProgram,
    sare: &Sare,
    opts: &CheckOptions,
    mut report: Report,
    hull_leading: bool,
    hulled: &mut Option<usize>,
) -> Report {
    report.notes.extend(core.assumptions.iter().cloned());
    for reason in resolve_annotations(core, sare) {
        unknown(&mut report, "annotations", reason);
    }
    if !report.undecided.is_empty() {
        return report.finish();
    }
    let (assumptions, dropped) = affine_assumptions(sare);
    report.notes.extend(
        dropped
            .into_iter()
            .map(|d| format!("non-affine assumption not used: {d}")),
    );
    let outputs = match output_checks(sare) {
        Ok(o) => o,
        Err(e) => {
            unknown(&mut report, "output check", e);
            return report.finish();
        }
    };
    let t = Instant::now();
    let ctx = match Ctx::new() {
        Ok(c) => c,
        Err(e) => {
            unknown(&mut report, "isl", e.to_string());
            return report.finish();
        }
    };
    let all = assumptions
        .iter()
        .cloned()
        .fold(Cond::True, |acc, c| acc.and(c));
    let mut outputs = outputs;
    undefined_outputs(&ctx, sare, &all, opts, &mut outputs, &mut report);
    let limits = EvalLimits {
        max_operations: opts.max_operations,
        garbage_reads: None,
        let_param_max_disjuncts: opts.let_param_max_disjuncts,
        merge_reads: opts.merge_reads,
        hull_leading,
    };
    let mut outcome = evaluate_program(&ctx, core, &all, &outputs, opts.inputs, limits, None);
    *hulled = outcome.leading_hull;
    if outcome.case_splits > 0 {
        report.notes.push(format!(
            "{} loop(s) exceeded the isl budget under a path condition of several convex \
             pieces and were evaluated again piece by piece (exact; docs/engine.md §4b)",
            outcome.case_splits
        ));
    }
    if outcome.let_case_splits > 0 {
        report.notes.push(format!(
            "{} `let`(s) of clamped loop bounds were evaluated once per case of the clamp \
             (exact; docs/engine.md §4m)",
            outcome.let_case_splits
        ));
    }
    let mut evaluation = t.elapsed();
    // The verification conditions first: they are the strict evaluation's and stay whatever
    // the garbage evaluation decides (see `garbage_taint_pass`), so one that fails makes the
    // verdict INVALID either way and the garbage evaluation would only change which reads of
    // never-written cells are listed.
    let t = Instant::now();
    smt_check::take_tally();
    let results = discharge_all(&outcome, sare, &assumptions, opts);
    report.smt_attempts = smt_check::take_tally();
    let smt = t.elapsed();
    let vc_failed = results
        .iter()
        .any(|r| matches!(r, ObligationOutcome::Failed(_)));
    if only_unwritten_reads(&outcome) {
        let strict = outcome.failures.len();
        let example = outcome.failures[0].location.to_string();
        if vc_failed {
            // The reads are not judged: whether an output depends on them cannot change the
            // verdict, and their evaluation can take far longer than the first (a fault that
            // halves a fold factor: harris, docs/faults.md).
            report.notes.push(format!(
                "{strict} read(s) of never-written cells inside their allocations (e.g. \
                 {example}) were not judged: a verification condition failed, so the verdict \
                 is INVALID whether or not an output depends on them"
            ));
            outcome.failures.clear();
        } else if !hull_run_can_pass(&outcome, &results) {
            // Under the hulls only a VALID answer is used (`check_core`): with a condition
            // not proved there, the check evaluates again under the exact conditions whatever
            // the garbage evaluation decides, so it is not run (that evaluation can take
            // several times the first: bigsgemm, sgemm). Its verdict is UNKNOWN.
            report.notes.push(format!(
                "{strict} read(s) of never-written cells inside their allocations (e.g. \
                 {example}) were not judged under the hulls: a verification condition or a \
                 check was not decided there"
            ));
            outcome.failures.clear();
        } else if outcome.stopped {
            // What the evaluation recorded of the stores that may carry garbage ends where it
            // stopped, and the verdict is UNKNOWN on that stop whatever an output holds: the
            // reads are not judged (a second evaluation would stop there too, or later).
            unjudged_reads(
                &mut report,
                &mut outcome.failures,
                "the evaluation stopped before the end of the program (see the other undecided \
                 check)",
            );
        } else {
            let t = Instant::now();
            let slice = garbage_slice(core, &mut outcome);
            if let Some(s) = &slice {
                report.notes.push(format!(
                    "the never-written reads were evaluated on the {} array(s) that can hold \
                     garbage: {}",
                    s.arrays.len(),
                    s.arrays.iter().cloned().collect::<Vec<_>>().join(", ")
                ));
            }
            let strict_ctx = outcome.ctx.clone();
            let closure = match &slice {
                // An undecided check of the evaluation may hide a store's never-written reads.
                Some(_) if !outcome.undecided.is_empty() => {
                    ClosureAnswer::Undecided("a check of the evaluation is undecided".into())
                }
                Some(s) => garbage_closure(
                    &strict_ctx,
                    s,
                    &outcome.store_record,
                    &outputs,
                    outcome.aborts.as_ref(),
                    limits.max_operations,
                    closure_deadline(opts),
                ),
                None => {
                    ClosureAnswer::Undecided("the strict evaluation's record is partial".into())
                }
            };
            let decided = match closure {
                ClosureAnswer::OutputsFree {
                    rounds,
                    accelerated,
                } => {
                    let how = if accelerated {
                        format!("{rounds} round(s), then a transitive closure")
                    } else {
                        format!("{rounds} round(s)")
                    };
                    report.notes.push(format!(
                        "no output depends on the never-written cells: the cells that may hold \
                         garbage, closed over every store that reads one ({how}; \
                         docs/engine.md §4d), include no output cell the algorithm defines"
                    ));
                    Ok((Vec::new(), false))
                }
                ClosureAnswer::Undecided(why) => {
                    if crate::presburger::profile::enabled() {
                        eprintln!("[prof] garbage closure: {why}");
                    }
                    garbage_taint_pass(
                        &strict_ctx,
                        core,
                        &all,
                        &outputs,
                        opts,
                        limits,
                        evaluation,
                        slice,
                    )
                }
            };
            match decided {
                Ok((failures, approximated)) => {
                    if approximated {
                        report.notes.push(
                            "the garbage of a loop whose exact rule exceeded the isl budget was \
                             over-approximated (every cell some iteration writes garbage to holds \
                             garbage throughout the loop); no output holds garbage even so"
                                .to_string(),
                        );
                    }
                    report.notes.push(format!(
                        "{strict} read(s) of never-written cells inside their allocations (e.g. \
                         {example}) evaluated with Halide's semantics: they read garbage, and \
                         only the outputs are required to be free of it"
                    ));
                    outcome.failures = failures;
                }
                // The thesis's rule makes every read of a never-written cell a failure; Halide
                // over-computes and discards such values, so the rule alone does not say the
                // build is wrong. Undecided, the reads are warnings and the verdict is UNKNOWN
                // (an INVALID needs a failed check whose witness the validator stands behind).
                Err(why) => unjudged_reads(&mut report, &mut outcome.failures, &why),
            }
            evaluation += t.elapsed();
        }
    }
    set_aside_unwritten_reads(&mut report, &mut outcome.failures);
    assemble(report, &outcome, &results, evaluation, smt, opts)
}

/// Whether an evaluation can still end VALID once its reads of never-written cells are judged:
/// always for an evaluation under the exact conditions; under the hulls of the top-level
/// assertions (`outcome.leading_hull`) only if every verification condition was proved
/// (`results`, one per condition discharged) and no check of the evaluation is undecided.
fn hull_run_can_pass(
    outcome: &crate::symbolic::EvalOutcome,
    results: &[ObligationOutcome],
) -> bool {
    outcome.leading_hull.is_none()
        || (outcome.undecided.is_empty()
            && results.len() >= outcome.obligations.len()
            && results
                .iter()
                .all(|r| matches!(r, ObligationOutcome::Proved)))
}

/// Moves the reads of never-written cells `strict` (the strict evaluation's only failures) to
/// `report`'s warnings and makes the question they raise — does an output depend on them? —
/// an undecided check, with the reason `why` the garbage evaluation did not decide it.
fn unjudged_reads(report: &mut Report, strict: &mut Vec<crate::symbolic::Failure>, why: &str) {
    let Some(first) = strict.first() else {
        return;
    };
    let location = first.location.clone();
    let reason = format!(
        "{} read(s) of never-written cells inside their allocations (the first here; all listed \
         as warnings): whether an output depends on them was not decided: {why}",
        strict.len()
    );
    report.warnings.append(strict);
    report.undecided.push(Undecided { location, reason });
}

/// The report of a check from its symbolic evaluation (`outcome`: its failures and undecided
/// checks, and how many verification conditions it produced), the outcomes of the conditions
/// discharged (`results`, in order), and the phases' times.
fn assemble(
    mut report: Report,
    outcome: &crate::symbolic::EvalOutcome,
    results: &[ObligationOutcome],
    evaluation: Duration,
    smt: Duration,
    opts: &CheckOptions,
) -> Report {
    if opts.inputs == InputDomain::Unbounded {
        report
            .notes
            .push("assumed: every input read is inside its buffer (--inputs unbounded)".into());
    }
    report
        .phases
        .push(("symbolic evaluation".to_string(), evaluation));
    // A failure of the evaluation whose witness the prologue stops is no counterexample (its
    // witnesses are drawn from calls that pass the prologue's products where there are any,
    // `Evaluator::sample_witness`). Z3's counterexamples are not filtered yet: they may
    // still name such a call.
    for f in &outcome.failures {
        match f
            .witness
            .as_ref()
            .and_then(|w| crate::symbolic::stopped_by_prologue(w, &outcome.leading_products))
        {
            Some(why) => report.undecided.push(Undecided {
                location: f.location.clone(),
                reason: format!(
                    "{}: the only counterexample found fails Halide's own assertion {why} in the \
                     pipeline's prologue, so that call stops before any effect; the assertion is \
                     outside Presburger arithmetic, and no call that passes it was found or \
                     excluded ({})",
                    f.check, f.detail
                ),
            }),
            None => report.failures.push(f.clone()),
        }
    }
    report.undecided.extend(outcome.undecided.iter().cloned());
    let total = outcome.obligations.len();
    if results.len() < total {
        report.notes.push(format!(
            "{} of {total} verification condition(s) not discharged: the one before them failed",
            total - results.len()
        ));
    }
    report.obligations += total;
    for result in results {
        match result {
            ObligationOutcome::Proved => report.proved += 1,
            ObligationOutcome::Failed(f) => report.failures.push(f.clone()),
            ObligationOutcome::Undecided(u) => report.undecided.push(u.clone()),
        }
    }
    report.phases.push(("SMT".to_string(), smt));
    report.finish()
}

/// Discharges the verification conditions of `outcome` with Z3, in program order, up to the
/// first that fails (with `HALIDE_TV_PROFILE` set, each one's time on stderr). The verdict is
/// INVALID from then on, the first failure is the earliest store whose value is wrong (later
/// ones usually follow from it), and a failing condition can cost Z3 far more than a valid
/// one: a harris build with a wrong gradient leaves the output's condition a polynomial that
/// is no longer an identity, which Z3 can take very long to refute (docs/faults.md).
fn discharge_all(
    outcome: &crate::symbolic::EvalOutcome,
    sare: &Sare,
    assumptions: &[Cond],
    opts: &CheckOptions,
) -> Vec<ObligationOutcome> {
    let profiling = crate::presburger::profile::enabled();
    let n = outcome.obligations.len();
    let facts = smt_check::Facts {
        assumptions,
        stopping: outcome.aborts.as_ref(),
    };
    let order = attempt_order::AttemptOrder::default();
    let decide = |k: usize| {
        let o = &outcome.obligations[k];
        let started = Instant::now();
        let result = discharge(o, sare, &outcome.templates, facts, opts, &order);
        if profiling {
            let what = match &result {
                ObligationOutcome::Proved => "proved",
                ObligationOutcome::Failed(_) => "failed",
                ObligationOutcome::Undecided(_) => "undecided",
            };
            eprintln!(
                "[prof] SMT {}/{n} {:?} at {}: {what} in {:.2}s",
                k + 1,
                o.kind,
                o.location,
                started.elapsed().as_secs_f64()
            );
        }
        result
    };
    if opts.jobs > 1 && n > 1 && crate::smt::forked::enabled() {
        let location = |k: usize| &outcome.obligations[k].location;
        return parallel::decide_in_children(n, opts.jobs, opts.deadline, &order, decide, location);
    }
    let mut results = Vec::with_capacity(n);
    for k in 0..n {
        let result = decide(k);
        let failed = matches!(result, ObligationOutcome::Failed(_));
        results.push(result);
        if failed {
            break;
        }
    }
    results
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_found_after_an_over_approximation_decides_nothing() {
        let outcome = |failures: usize, approximated: bool| {
            let ctx = Ctx::new().expect("isl");
            crate::symbolic::EvalOutcome {
                failures: (0..failures)
                    .map(|_| crate::symbolic::Failure {
                        check: crate::symbolic::CheckKind::UncoveredOutput,
                        location: Location::default(),
                        witness: None,
                        detail: "the cell holds garbage".into(),
                    })
                    .collect(),
                undecided: Vec::new(),
                obligations: Vec::new(),
                templates: crate::presburger::TemplateInterner::new(),
                ctx,
                never_written: Default::default(),
                store_record: Default::default(),
                stopped: false,
                garbage_approximated: approximated,
                leading_products: Vec::new(),
                leading_hull: None,
                aborts: None,
                case_splits: 0,
                let_case_splits: 0,
            }
        };
        // Exact: garbage in an output is INVALID, none is no failure.
        assert_eq!(
            garbage_decision(outcome(1, false)).map(|(f, _)| f.len()),
            Ok(1)
        );
        assert_eq!(
            garbage_decision(outcome(0, false)).map(|(f, a)| (f.len(), a)),
            Ok((0, false))
        );
        // Over-approximated: no garbage still decides (every cell that holds garbage exactly
        // holds it in the approximation); garbage in an output decides nothing.
        assert_eq!(
            garbage_decision(outcome(0, true)).map(|(f, a)| (f.len(), a)),
            Ok((0, true))
        );
        let why = garbage_decision(outcome(1, true)).expect_err("undecided");
        assert!(why.contains("over-approximating"), "{why}");
    }

    #[test]
    fn reads_of_never_written_cells_beside_another_failure_are_warnings() {
        let failure = |check, detail: &str| crate::symbolic::Failure {
            check,
            location: Location::default(),
            witness: None,
            detail: detail.into(),
        };
        let read = || {
            failure(
                crate::symbolic::CheckKind::UndefinedRead,
                crate::symbolic::rules::NEVER_WRITTEN_INSIDE,
            )
        };
        let mut report = Report::default();
        let mut failures = vec![
            read(),
            failure(
                crate::symbolic::CheckKind::UncoveredOutput,
                "the cell is never written",
            ),
            read(),
        ];
        set_aside_unwritten_reads(&mut report, &mut failures);
        assert_eq!(failures.len(), 1);
        assert_eq!(
            failures[0].check,
            crate::symbolic::CheckKind::UncoveredOutput
        );
        assert_eq!(report.warnings.len(), 2);
        // Alone, the reads stay for the garbage evaluation to judge.
        let mut report = Report::default();
        let mut failures = vec![read(), read()];
        set_aside_unwritten_reads(&mut report, &mut failures);
        assert_eq!((failures.len(), report.warnings.len()), (2, 0));
    }

    #[test]
    fn a_hull_run_with_a_condition_not_proved_cannot_pass() {
        let outcome = |hull: Option<usize>, undecided: usize| crate::symbolic::EvalOutcome {
            failures: Vec::new(),
            undecided: (0..undecided)
                .map(|_| Undecided {
                    location: Location::default(),
                    reason: "isl resource limit".into(),
                })
                .collect(),
            obligations: Vec::new(),
            templates: crate::presburger::TemplateInterner::new(),
            ctx: Ctx::new().expect("isl"),
            never_written: Default::default(),
            store_record: Default::default(),
            stopped: false,
            garbage_approximated: false,
            leading_products: Vec::new(),
            leading_hull: hull,
            aborts: None,
            case_splits: 0,
            let_case_splits: 0,
        };
        let unproved = [ObligationOutcome::Undecided(Undecided {
            location: Location::default(),
            reason: "possible counterexample not confirmed".into(),
        })];
        // Under the exact conditions the garbage evaluation may decide, whatever else is open.
        assert!(hull_run_can_pass(&outcome(None, 0), &unproved));
        assert!(hull_run_can_pass(&outcome(None, 1), &[]));
        // Under the hulls: only with every condition proved and nothing undecided.
        assert!(hull_run_can_pass(&outcome(Some(8), 0), &[]));
        assert!(hull_run_can_pass(
            &outcome(Some(8), 0),
            &[ObligationOutcome::Proved]
        ));
        assert!(!hull_run_can_pass(&outcome(Some(8), 0), &unproved));
        assert!(!hull_run_can_pass(&outcome(Some(8), 1), &[]));
    }

    #[test]
    fn the_garbage_closure_has_no_time_limit_but_the_callers_deadline() {
        let now = Instant::now();
        // Not the garbage pass's time: without a deadline, none at all.
        let opts = CheckOptions {
            garbage_pass_time: Some(Duration::from_secs(20)),
            ..CheckOptions::default()
        };
        assert_eq!(closure_deadline(&opts), None);
        let opts = CheckOptions {
            deadline: Some(now + Duration::from_secs(100)),
            ..CheckOptions::default()
        };
        assert_eq!(
            closure_deadline(&opts),
            Some(now + Duration::from_secs(100) - DEADLINE_MARGIN)
        );
    }

    #[test]
    fn the_garbage_pass_runs_until_the_callers_deadline() {
        let now = Instant::now();
        let first = Duration::from_secs(1);
        let secs = |s| Duration::from_secs(s);
        // No deadline: four times the first evaluation plus 5 s.
        let opts = CheckOptions::default();
        assert_eq!(garbage_pass_limit(&opts, first, now), secs(9));
        // A deadline 100 s away: the time left before it, less the margin.
        let opts = CheckOptions {
            deadline: Some(now + secs(100)),
            ..CheckOptions::default()
        };
        assert_eq!(garbage_pass_limit(&opts, first, now), secs(97));
        // A given time is kept, and cut at the deadline.
        let opts = CheckOptions {
            garbage_pass_time: Some(secs(20)),
            deadline: Some(now + secs(100)),
            ..CheckOptions::default()
        };
        assert_eq!(garbage_pass_limit(&opts, first, now), secs(20));
        let opts = CheckOptions {
            garbage_pass_time: Some(secs(200)),
            deadline: Some(now + secs(100)),
            ..CheckOptions::default()
        };
        assert_eq!(garbage_pass_limit(&opts, first, now), secs(97));
        // A deadline already (nearly) passed: no time.
        let opts = CheckOptions {
            deadline: Some(now + secs(2)),
            ..CheckOptions::default()
        };
        assert_eq!(garbage_pass_limit(&opts, first, now), Duration::ZERO);
    }
}
