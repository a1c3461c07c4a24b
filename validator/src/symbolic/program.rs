//! Whole-program evaluation: the initial heap, the evaluation of the body and the output
//! check (thesis §5.4: append `for i… __discard {Out(i…)} := out[i…]` over the requested
//! region, so that "every output cell was written with the right value" is checked by the
//! same mechanism as assignments: reads defined, and a value constraint).

use std::collections::{BTreeMap, BTreeSet, HashSet};

use crate::presburger::{
    Aff, Cond, Constraints, Ctx, LocationSet, PResult, ParamSet, Point, SymbolicHeap,
    SymbolicValue, TemplateInterner,
};
use crate::sare::TensorId;
use crate::sched::{ArrayDecl, Command, CommandKind, CoreProgram};

use super::convert::{cond_to_cond, index_to_aff, indices_to_affs};
use super::failure::{CheckKind, Failure, Location, Obligation, ObligationKind, Undecided};
use super::template::{Leaf, Template};
use super::{EvalError, Evaluator};
use crate::presburger::profile::timed;

/// The output check of one output buffer.
#[derive(Clone, Debug)]
pub struct OutputCheck {
    /// The output buffer (core array, indexed from 0).
    pub buffer: String,
    /// The specification tensor it must hold (the output Func's final tensor).
    pub tensor: TensorId,
    /// Requested region in Func coordinates, `(min, extent)` per dimension.
    pub region: Vec<(Aff, Aff)>,
    /// Func coordinate of the buffer's cell 0 per dimension (`out.min.k`).
    pub mins: Vec<Aff>,
    /// Where the algorithm itself leaves the output undefined (it reads `undef`).
    pub undefined: SpecUndefined,
}

impl OutputCheck {
    /// Fresh variables for the core coordinates of the output buffer's cells, one per
    /// dimension.
    pub fn coordinates(&self, ctx: &Ctx) -> Vec<String> {
        (0..self.region.len())
            .map(|k| ctx.fresh_var(&format!("{}.o{k}", self.buffer)))
            .collect()
    }

    /// The Func coordinates of the cell at core coordinates `vars`: `i_k + out.min.k`.
    fn func_coordinates(&self, vars: &[String]) -> Vec<Aff> {
        vars.iter()
            .zip(&self.mins)
            .map(|(v, bmin)| Aff::var(v) + bmin.clone())
            .collect()
    }

    /// The core coordinates `vars` lie in the requested region: the Func coordinates
    /// `min_k ≤ i_k + out.min.k < min_k + extent_k`.
    pub fn region(&self, vars: &[String]) -> Cond {
        let mut region = Cond::True;
        for ((v, (min, ext)), bmin) in vars.iter().zip(&self.region).zip(&self.mins) {
            let lo = min.clone() - bmin.clone();
            region = region.and(Cond::in_range(v, lo.clone(), lo + ext.clone()));
        }
        region
    }

    /// Where the cell at core coordinates `vars` is one whose algorithm value reads `undef`
    /// (`None`: nowhere, or not computed).
    pub fn undefined_at(&self, ctx: &Ctx, vars: &[String]) -> PResult<Option<ParamSet>> {
        let SpecUndefined::Cells(u) = &self.undefined else {
            return Ok(None);
        };
        let at =
            LocationSet::location(ctx, &self.tensor.to_string(), &self.func_coordinates(vars))?
                .intersect(u)?
                .params()?;
        Ok(Some(at))
    }

    /// A cell of `cells` (cells of any array; those of the output buffer count) that the
    /// output check requires a value of — in the requested region, not one whose algorithm
    /// value reads `undef` (those may hold anything), in a call that does not stop at a
    /// failing assertion (`stopping`, [`EvalOutcome::aborts`]: such a call owes no output)
    /// — as a point: the buffer's coordinates (the parameters named by
    /// [`OutputCheck::coordinates`]) with the program's parameters. `None`: there is none.
    pub fn owed_cell(
        &self,
        ctx: &Ctx,
        cells: &LocationSet,
        stopping: Option<&ParamSet>,
    ) -> PResult<Option<Point>> {
        let vars = self.coordinates(ctx);
        let idx: Vec<Aff> = vars.iter().map(|v| Aff::var(v)).collect();
        let mut at = LocationSet::location(ctx, &self.buffer, &idx)?
            .intersect(cells)?
            .params()?
            .and(&ParamSet::from_cond(ctx, &self.region(&vars))?)?;
        if let Some(undefined) = self.undefined_at(ctx, &vars)? {
            at = at.minus(&undefined)?;
        }
        if at.is_empty()? {
            return Ok(None);
        }
        if let Some(stopping) = stopping {
            // Only where some cell is owed otherwise: the stopping calls can be many cases
            // (allocation-size checks inside loops).
            at = at.minus(&stopping.simplify_under(&at)?)?;
            if at.is_empty()? {
                return Ok(None);
            }
        }
        // A small example first: the sizes that show where the garbage comes from.
        let names = at.param_names()?;
        for b in super::rules::SMALL_WITNESS_BOUNDS {
            let small = at.and(&ParamSet::bounded(ctx, &names, b)?)?;
            if let Some(p) = small.sample()? {
                return Ok(Some(p));
            }
        }
        at.sample()
    }
}

/// Where the algorithm leaves an output undefined: the cells whose value reads a cell of a pure
/// definition that is `undef()` (`check::spec_undefined`). The output check requires nothing of
/// such a cell (Halide computes it from uninitialized memory).
#[derive(Clone, Debug, Default)]
pub enum SpecUndefined {
    /// The algorithm defines every cell.
    #[default]
    Nowhere,
    /// Exactly these cells of the output's final tensor (named by its [`TensorId`]'s display, in
    /// Func coordinates) read `undef`.
    Cells(std::rc::Rc<crate::presburger::LocationSet>),
    /// The algorithm reads `undef` for some cells, which ones was not computed (why): a cell that
    /// is not written or holds garbage decides nothing.
    Unknown(String),
}

/// Where the initial heap defines the inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputDomain {
    /// Exactly on the input buffer: a read outside it is a read of undefined memory.
    #[default]
    Buffer,
    /// On every cell an `int32` index can address (`|i| < 2^40` covers every index of an
    /// `int32` program): models the input-bounds assertions Halide places at the top of a
    /// pipeline, for programs written without them. An explicit assumption of the caller.
    Unbounded,
}

/// Bound on input indices under [`InputDomain::Unbounded`].
const UNBOUNDED: i64 = 1 << 40;

/// Everything the symbolic evaluation of a program found.
pub struct EvalOutcome {
    /// Failed side conditions, each with a witness.
    pub failures: Vec<Failure>,
    /// Checks that could not be decided (and, if the evaluation stopped, why).
    pub undecided: Vec<Undecided>,
    /// Verification conditions for the SMT layer (over program parameters).
    pub obligations: Vec<Obligation>,
    /// The templates the obligations refer to.
    pub templates: TemplateInterner<Template>,
    /// The Presburger context of the obligations.
    pub ctx: Ctx,
    /// See [`Evaluator::never_written`].
    pub never_written: BTreeMap<super::StoreKey, ParamSet>,
    /// See [`Evaluator::store_record`] (its `program_params` set).
    pub store_record: super::garbage_closure::StoreRecord,
    /// See [`Evaluator::garbage_approximated`].
    pub garbage_approximated: bool,
    /// See [`Evaluator::leading_products`].
    pub leading_products: Vec<crate::sched::ProductBound>,
    /// `Some(n)`: the conditions of some of the program's top-level assertions were replaced
    /// by their polyhedral hulls, the largest path condition one would have made having `n`
    /// basic sets (`EvalLimits::hull_leading`; the leading assertions, which form the initial
    /// Γ, and those on the spine, `Evaluator::spine_hull`). That is the evaluation of the
    /// same program with weaker assertions: it completes with the same outputs wherever the
    /// program does, and more often, so a check it passes holds for the program (the output
    /// check still uses the exact conditions: outputs are owed only where the program
    /// completes). A failure found under a hull may lie where the program stops at an
    /// assertion, so only a passing evaluation is used as it is (`crate::check`).
    pub leading_hull: Option<usize>,
    /// The calls that stop at a failing assertion inside a loop or a branch
    /// ([`Evaluator::aborts`]; `None` when there are none). Such a call owes no output, so a
    /// condition needs to hold only for the calls outside it: the SMT layer leaves them out of
    /// a disjunct it does not prove otherwise (`check::smt_check::without_stopping_calls`),
    /// and the garbage closure owes no cell of them.
    pub aborts: Option<ParamSet>,
    /// See [`Evaluator::case_splits`].
    pub case_splits: usize,
    /// See [`Evaluator::let_case_splits`].
    pub let_case_splits: usize,
    /// The evaluation stopped before the end of the program (the reason is among
    /// `undecided`): what it recorded of the program's stores is partial.
    pub stopped: bool,
}

/// The initial heap: every input `a : τ[e0 × …]` defined exactly on its buffer,
/// `{a⟨i..⟩ → Input_a(□..)⟨i0 + a.min.0, …⟩ : 0 ≤ i_k < e_k}` (absolute coordinates, as the
/// specification reads inputs). Outputs and allocations start undefined. With
/// [`InputDomain::Unbounded`] the bound is `|i_k| < 2^40` instead.
pub fn initial_heap(
    ev: &mut Evaluator,
    inputs: &[ArrayDecl],
    domain: InputDomain,
) -> Result<SymbolicHeap, EvalError> {
    let mut h = SymbolicHeap::empty(&ev.ctx)?;
    for a in inputs {
        let vars: Vec<String> = (0..a.extents.len())
            .map(|k| ev.ctx.fresh_var(&format!("{}.i{k}", a.name)))
            .collect();
        let idx: Vec<Aff> = vars.iter().map(|v| Aff::var(v)).collect();
        let holes: Vec<Aff> = vars
            .iter()
            .enumerate()
            .map(|(k, v)| Aff::var(v) + Aff::var(&format!("{}.min.{k}", a.name)))
            .collect();
        let id = ev.templates.intern(Template::Leaf(Leaf::Input {
            buffer: a.name.clone(),
            ty: a.elem,
            arity: vars.len(),
        }));
        let mut cell = SymbolicHeap::assign(&ev.ctx, &a.name, &idx, id, &holes)?;
        let (mut lo, mut hi) = (Vec::new(), Vec::new());
        for (v, e) in vars.iter().zip(indices_to_affs(&a.extents)) {
            let (l, u) = match domain {
                InputDomain::Buffer => (Aff::cst(0), e),
                InputDomain::Unbounded => (Aff::cst(-UNBOUNDED), Aff::cst(UNBOUNDED)),
            };
            cell = cell.union_over(v, &l, &u)?;
            lo.push(l);
            hi.push(u);
        }
        h = h.union(&cell)?;
        let mins = (0..a.extents.len())
            .map(|k| Aff::var(&format!("{}.min.{k}", a.name)))
            .collect();
        ev.input_cells.insert(
            a.name.clone(),
            super::InputCells {
                template: id,
                mins,
                lo,
                hi,
            },
        );
    }
    Ok(h)
}

/// Assumptions that hold at the end of every execution that reaches it: the conditions of
/// the `assume`s on the top-level spine (not under an `if`), with the `let`s of the spine
/// that are in scope substituted by their values (S-LET: `x = ι` holds in the body), that
/// then mention only program parameters. An `assume` inside loops is reached when each
/// enclosing loop runs at least once, so it contributes `(some extent ≤ 0) ∨ cond` when the
/// extents mention only parameters (a failed assertion ends the call with an error: no output
/// is promised). Dropping the others only weakens the context, which is sound.
pub fn spine_assumptions(c: &Command, params: &BTreeSet<String>, out: &mut Vec<Cond>) {
    spine_walk(c, params, &mut Vec::new(), &mut Vec::new(), out);
}

/// `x` with the spine's `let`s substituted, innermost binding first (a value may mention the
/// variables of enclosing lets), if it then mentions only parameters.
fn over_params<T>(
    x: T,
    lets: &[(String, Aff)],
    params: &BTreeSet<String>,
    substitute: impl Fn(&T, &str, &Aff) -> T,
    collect: impl Fn(&T, &mut BTreeSet<String>),
) -> Option<T> {
    let mut x = x;
    for (name, v) in lets.iter().rev() {
        x = substitute(&x, name, v);
    }
    let mut vars = BTreeSet::new();
    collect(&x, &mut vars);
    vars.is_subset(params).then_some(x)
}

fn spine_walk(
    c: &Command,
    params: &BTreeSet<String>,
    lets: &mut Vec<(String, Aff)>,
    reached_if: &mut Vec<Cond>,
    out: &mut Vec<Cond>,
) {
    match &c.kind {
        CommandKind::Assume { cond, body, .. } => {
            if let Some(k) = over_params(
                cond_to_cond(cond),
                lets,
                params,
                |k, x, v| k.substitute(x, v),
                |k, vars| k.collect_vars(vars),
            ) {
                // Reached only when every enclosing loop runs: ¬reached ∨ k.
                let k = reached_if.iter().fold(k, |k, r| r.clone().negate().or(k));
                out.push(k);
            }
            spine_walk(body, params, lets, reached_if, out);
        }
        CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => cs
            .iter()
            .for_each(|c| spine_walk(c, params, lets, reached_if, out)),
        CommandKind::Let { var, value, body } => {
            lets.push((var.clone(), index_to_aff(value)));
            spine_walk(body, params, lets, reached_if, out);
            lets.pop();
        }
        CommandKind::Allocate { body, .. } => spine_walk(body, params, lets, reached_if, out),
        CommandKind::For(l) | CommandKind::Par(l) => {
            let Some(extent) = over_params(
                index_to_aff(&l.extent),
                lets,
                params,
                |a, x, v| a.substitute(x, v),
                |a, vars| a.collect_vars(vars),
            ) else {
                return;
            };
            reached_if.push(extent.ge(Aff::cst(1)));
            spine_walk(&l.body, params, lets, reached_if, out);
            reached_if.pop();
        }
        _ => {}
    }
}

/// Resource limits and options of one symbolic evaluation ([`evaluate_program`]).
#[derive(Clone, Copy, Debug)]
pub struct EvalLimits {
    /// isl operation budget per isl call ([`Ctx::set_max_operations`]); 0 = unlimited.
    pub max_operations: u64,
    /// `Some(limit)`: reads of never-written cells inside their allocations give garbage
    /// ([`Evaluator::garbage_reads`]) and the evaluation stops (UNKNOWN) after `limit`;
    /// `None`: they fail the thesis's reads-defined side condition.
    pub garbage_reads: Option<std::time::Duration>,
    /// See [`Evaluator::let_param_max_disjuncts`].
    pub let_param_max_disjuncts: usize,
    /// See [`Evaluator::merge_reads`].
    pub merge_reads: bool,
    /// Replace the conditions of top-level assertions that leave Γ with more than
    /// [`LEADING_HULL_ABOVE`] basic sets by their hulls ([`EvalOutcome::leading_hull`]).
    pub hull_leading: bool,
}

/// A top-level assertion's condition is replaced by its hull ([`EvalLimits::hull_leading`])
/// only when the path condition with it has more than this many basic sets.
pub const LEADING_HULL_ABOVE: usize = 4;

/// Symbolic evaluation of a whole program under the assumptions `assumptions` (over program
/// parameters), followed by the output checks, within `limits`.
pub fn evaluate_program(
    ctx: &Ctx,
    prog: &CoreProgram,
    assumptions: &Cond,
    outputs: &[OutputCheck],
    inputs: InputDomain,
    limits: EvalLimits,
    slice: Option<super::GarbageSlice>,
) -> EvalOutcome {
    let mut ev = Evaluator::new(ctx.clone(), limits.max_operations);
    ev.let_param_max_disjuncts = limits.let_param_max_disjuncts;
    ev.merge_reads = limits.merge_reads;
    ev.hull_leading = limits.hull_leading;
    if let Some(limit) = limits.garbage_reads {
        ev.garbage_semantics = true;
        ev.deadline = Some(std::time::Instant::now() + limit);
        ev.garbage_slice = slice;
    }
    let mut obligations = Vec::new();
    let mut stopped = false;
    if let Err(e) = run(
        &mut ev,
        prog,
        assumptions,
        outputs,
        inputs,
        &mut obligations,
    ) {
        let location = match &e {
            EvalError::Unsupported { location, .. } => location.clone(),
            EvalError::At { location, .. } => (**location).clone(),
            EvalError::Presburger(_) => Location::default(),
        };
        ev.undecided.push(Undecided {
            location,
            reason: format!("symbolic evaluation stopped: {e}"),
        });
        obligations.clear();
        stopped = true;
    }
    ctx.set_max_operations(0);
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof] prophetic Δh of loop bodies: {} computed, {} reused",
            ev.prophecies.misses, ev.prophecies.hits
        );
    }
    EvalOutcome {
        aborts: ev.aborts.take(),
        failures: ev.failures,
        undecided: ev.undecided,
        obligations,
        templates: ev.templates,
        ctx: ev.ctx,
        never_written: ev.never_written,
        store_record: {
            let mut r = ev.store_record;
            r.program_params = ev.program_params;
            r
        },
        garbage_approximated: ev.garbage_approximated,
        leading_products: ev.leading_products,
        leading_hull: ev.leading_hull,
        case_splits: ev.case_splits,
        let_case_splits: ev.let_case_splits,
        stopped,
    }
}

fn run(
    ev: &mut Evaluator,
    prog: &CoreProgram,
    assumptions: &Cond,
    outputs: &[OutputCheck],
    inputs: InputDomain,
    obligations: &mut Vec<Obligation>,
) -> Result<(), EvalError> {
    ev.budget();
    for a in prog.inputs.iter().chain(&prog.outputs) {
        ev.shapes
            .insert(a.name.clone(), Some(indices_to_affs(&a.extents)));
    }
    ev.read_only = read_only_arrays(prog);
    ev.program_params = prog.params.iter().map(|p| p.name.clone()).collect();
    let h0 = initial_heap(ev, &prog.inputs, inputs)?;
    let context = assumptions
        .clone()
        .and(param_ranges(prog))
        .and(buffer_coordinate_ranges(prog));
    // Assertions executed before anything else (the `--assume` conditions, a pipeline's
    // first checks) join Γ: an execution where one fails stops before it has any effect and
    // owes no output, so evaluating the rest under Γ ∧ ι is exact, and S-ASSUME's
    // restriction of the whole program's effect to ι (which can exceed isl's budget after a
    // complete evaluation) is not needed.
    let mut products = Vec::new();
    let (context, body) = leading_assumptions(&prog.body, context, &mut products);
    prologue_products(&prog.body, &mut ev.leading_products);
    ev.witness_box = super::product_bounds::witness_box(&ev.ctx, &ev.leading_products)?;
    ev.products = products.into_iter().map(|p| (p, None)).collect();
    let mut gamma = ParamSet::from_cond(&ev.ctx, &context)?;
    if ev.hull_leading && gamma.n_basic()? > LEADING_HULL_ABOVE {
        // Halide's input-bounds assertions with the required regions substituted (nests of
        // min/max): nl_means's leading Γ has 19 basic sets, and every loop multiplies them.
        // A hull beyond its bound leaves Γ as it is.
        if let Some(h) = ev.bounded_hull(&gamma)? {
            ev.leading_hull = Some(gamma.n_basic()?);
            gamma = h;
        }
    }
    // The in-bounds side conditions first: they need no heap, so they are decided even when
    // the evaluation proper exceeds its budget. If the pass itself stops, S-ASSIGN checks them
    // (what the pass found stays; its undecided checks are decided again).
    let undecided = ev.undecided.len();
    if ev.garbage_semantics {
        // The strict evaluation checked them.
        ev.write_bounds_checked = true;
    } else {
        match timed("in-bounds pass", || ev.check_write_bounds(&gamma, body)) {
            Ok(()) => ev.write_bounds_checked = true,
            Err(_) => ev.undecided.truncate(undecided),
        }
    }
    ev.budget();
    let effect = ev.eval(&gamma, &h0, body)?;
    // Every condition is already restricted to its path condition, which entails Γ.
    // S-ASSIGN's are kept as they are: they were restricted to it before their loop and `let`
    // variables were projected out (`Evaluator::close_obligation`), so isl has simplified them
    // with the program-level facts already, and restricting them again would coalesce each of
    // them once more without making Z3's work easier. The others (S-PARLOOP's write-write
    // equalities, projected at the loop exits) are restricted to Γ again: that leaves each set
    // unchanged, but isl re-simplifies it with the program-level facts, which makes Z3 much
    // faster on conditions projected at loop exits. Each restriction is an independent isl
    // call with its own budget, like every rule step (a program can have thousands of
    // conditions, whose restrictions together can exceed one budget).
    for o in effect.obligations {
        if o.kind == ObligationKind::Assign {
            obligations.push(o);
            continue;
        }
        ev.budget();
        obligations.push(Obligation {
            constraints: o.constraints.restrict(&gamma)?,
            ..o
        });
    }
    ev.budget();
    let params: BTreeSet<String> = prog.params.iter().map(|p| p.name.clone()).collect();
    let mut spine = Vec::new();
    spine_assumptions(&prog.body, &params, &mut spine);
    let mut gamma_out = gamma;
    for c in &spine {
        gamma_out = gamma_out.and(&ParamSet::from_cond(&ev.ctx, c)?)?;
    }
    // Calls that stop at a failing assertion anywhere (inside a loop or a branch too) owe no
    // output.
    if let Some(aborts) = &ev.aborts {
        ev.budget();
        // `Γ ∖ gist(aborts, Γ)` = `Γ ∧ ¬aborts`: a subtraction from Γ rather than the
        // complement of the aborted calls over the whole parameter space, then coalesced, which
        // can be far more work when allocation-size checks inside loops make the aborted calls
        // many cases.
        gamma_out = timed("output: Γ without the aborted calls", || {
            gamma_out.minus(&aborts.simplify_under(&gamma_out)?)
        })?;
    }
    ev.budget();
    let final_heap = timed("output: final heap", || {
        final_output_heap(&h0, &effect.writes, outputs)
    })?;
    for o in outputs {
        if !ev.tracks(&o.buffer) {
            // The garbage evaluation's slice: this output never holds garbage.
            continue;
        }
        ev.budget();
        let start = crate::presburger::profile::enabled().then(std::time::Instant::now);
        let check = timed("output: check", || {
            output_check(ev, &gamma_out, &final_heap, o)
        })?;
        if let Some(t0) = start {
            eprintln!(
                "[prof] output check {}: {:.2}s",
                o.buffer,
                t0.elapsed().as_secs_f64()
            );
            crate::presburger::profile::print_top(0, 6);
        }
        obligations.extend(check);
    }
    Ok(())
}

/// `(h0 ▷ Δh)|outs`: the final heap on the output buffers only, which is all the output check
/// reads (`h ▷ Δh` agrees with it on every output cell). Both heaps are cut to the outputs'
/// maps first, so neither the subtraction from the inputs' heap nor the coalescing of the
/// union touches the intermediate arrays' maps (thesis 5.4.3: the check reads `out⟨i..⟩` only).
fn final_output_heap(
    h0: &SymbolicHeap,
    writes: &SymbolicHeap,
    outputs: &[OutputCheck],
) -> crate::presburger::PResult<SymbolicHeap> {
    let outs: BTreeSet<String> = outputs.iter().map(|o| o.buffer.clone()).collect();
    h0.restrict_arrays(&outs)?
        .update(&writes.restrict_arrays(&outs)?)
}

/// The pipeline's inputs that no assignment of the program writes (by name: an input an
/// assignment names, or an allocation of the same name, is not read-only). See
/// [`Evaluator::read_only`].
pub fn read_only_arrays(prog: &CoreProgram) -> BTreeSet<String> {
    let mut written: HashSet<&str> = HashSet::new();
    prog.body.walk(&mut |c| match &c.kind {
        CommandKind::Assign(a) => {
            written.insert(a.array.as_str());
        }
        CommandKind::Allocate { array, .. } => {
            written.insert(array.as_str());
        }
        _ => {}
    });
    prog.inputs
        .iter()
        .map(|a| a.name.as_str())
        .filter(|n| !written.contains(n))
        .map(str::to_string)
        .collect()
}

/// The asserted products of the program's prologue: the assertions reached before any
/// effect, through `let`s (pure) and other assertions. A call that fails one stops before it
/// writes anything.
fn prologue_products(body: &Command, out: &mut Vec<crate::sched::ProductBound>) {
    match &body.kind {
        CommandKind::Assume { body, products, .. } => {
            out.extend(products.iter().cloned());
            prologue_products(body, out);
        }
        CommandKind::Let { body, .. } => prologue_products(body, out),
        CommandKind::Seq(cs) if cs.len() == 1 => prologue_products(&cs[0], out),
        _ => {}
    }
}

/// The assumptions `assume ι in c` that open `body` (before any other command), conjoined to
/// `context`, and the command that follows them.
fn leading_assumptions<'a>(
    body: &'a Command,
    context: Cond,
    products: &mut Vec<crate::sched::ProductBound>,
) -> (Cond, &'a Command) {
    match &body.kind {
        CommandKind::Assume {
            cond,
            body,
            products: p,
            ..
        } => {
            products.extend(p.iter().cloned());
            leading_assumptions(body, context.and(cond_to_cond(cond)), products)
        }
        CommandKind::Seq(cs) if cs.len() == 1 => leading_assumptions(&cs[0], context, products),
        _ => (context, body),
    }
}

/// The value ranges of the program's integer parameters (`int32` buffer symbols and scalar
/// parameters): facts of every execution.
pub fn param_ranges(prog: &CoreProgram) -> Cond {
    let mut c = Cond::True;
    for p in &prog.params {
        let t = p.ty;
        if t.is_int_or_uint() && !t.is_bool() && t.bits <= 32 {
            let (lo, hi) = match t.code {
                crate::ir::TypeCode::Int => (-(1i64 << (t.bits - 1)), (1i64 << (t.bits - 1)) - 1),
                _ => (0, (1i64 << t.bits) - 1),
            };
            c = c.and(Cond::in_range(&p.name, Aff::cst(lo), Aff::cst(hi + 1)));
        }
    }
    c
}

/// Every coordinate of an input or output buffer is an `int32`: `min.k + extent.k ≤ 2^31` in
/// each dimension. Halide computes coordinates, and its own bounds assertions, in `int32`
/// (`b.min.k + b.extent.k` appears in every one of them); a buffer whose last coordinate
/// does not fit is outside the "index arithmetic does not overflow" assumption of the check
/// (thesis §9.5; [`crate::check`]), so its executions are not among those the verdict is about.
/// Reported with the program's assumptions (`sched::lower_program`).
pub fn buffer_coordinate_ranges(prog: &CoreProgram) -> Cond {
    let mut c = Cond::True;
    for b in prog.inputs.iter().chain(&prog.outputs) {
        for k in 0..b.extents.len() {
            let last = Aff::var(&format!("{}.min.{k}", b.name))
                + Aff::var(&format!("{}.extent.{k}", b.name));
            c = c.and(last.le(Aff::cst(1i64 << 31)));
        }
    }
    c
}

/// The output check of one buffer: for every cell of the requested region, the final heap
/// defines it (else [`CheckKind::UncoveredOutput`]) and its value equals the output Func
/// (the returned obligation). The garbage evaluation asks only whether the cells are defined
/// (its values are not compared: the first evaluation's obligations are), and returns no
/// obligation.
pub fn output_check(
    ev: &mut Evaluator,
    gamma: &ParamSet,
    h: &SymbolicHeap,
    o: &OutputCheck,
) -> Result<Vec<Obligation>, EvalError> {
    let vars = o.coordinates(&ev.ctx);
    let idx: Vec<Aff> = vars.iter().map(|v| Aff::var(v)).collect();
    let func_coords = o.func_coordinates(&vars);
    let mut g = gamma.and(&ParamSet::from_cond(&ev.ctx, &o.region(&vars))?)?;
    if let Some(at) = o.undefined_at(&ev.ctx, &vars)? {
        // The cells where the algorithm reads `undef` owe nothing: neither a value nor one
        // free of garbage.
        g = g.minus(&at)?;
    }
    let cells = LocationSet::location(&ev.ctx, &o.buffer, &idx)?;
    let loc = Location {
        loop_path: vec!["<output check>".to_string()],
        node: format!("__discard {{{}(…)}} := {}[…]", o.tensor, o.buffer),
        array: Some(o.buffer.clone()),
        spec: Some(o.tensor.to_string()),
    };
    let found = ev.failures.len();
    ev.reads_defined(&g, h, &cells, &loc, CheckKind::UncoveredOutput);
    if let SpecUndefined::Unknown(why) = &o.undefined {
        // A cell not written or holding garbage may be one the algorithm leaves undefined.
        let undecided: Vec<Failure> = ev.failures.drain(found..).collect();
        ev.undecided
            .extend(undecided.into_iter().map(|f| Undecided {
                reason: format!(
                "{}: {}{}; the algorithm reads `undef` for some cells of `{}`, which the build \
                 may leave as it likes, and whether this is one was not decided: {why}",
                f.check.name(),
                f.detail,
                f.witness
                    .as_ref()
                    .map(|w| format!(" ({w})"))
                    .unwrap_or_default(),
                o.tensor
            ),
                location: f.location,
            }));
    }
    if ev.garbage_semantics {
        return Ok(Vec::new());
    }
    let arity = func_coords.len();
    let id = ev.templates.intern(Template::Leaf(Leaf::Tensor {
        tensor: o.tensor.clone(),
        arity,
    }));
    let spec = SymbolicValue::template(&ev.ctx, id, &func_coords)?;
    // The condition gets its own isl budget, apart from the coverage check's.
    ev.budget();
    let at = |error: crate::presburger::PresburgerError| EvalError::At {
        error,
        location: Box::new(loc.clone()),
    };
    let constraints = output_conditions(&g, h, &cells, &spec, &vars, || ev.budget()).map_err(at)?;
    Ok(constraints
        .into_iter()
        .map(|constraints| Obligation {
            kind: ObligationKind::Output,
            location: loc.clone(),
            constraints,
        })
        .collect())
}

/// The conditions of an output check: `⋃_{lo_k ≤ v_k < hi_k} (Ĉ ∩ Γ)` with `Ĉ = (h(out⟨v..⟩) =
/// spec)`. The ranges are in `g`, so this is `∃ v. Ĉ ∩ g`, one projection with one coalescing
/// (as S-ASSIGN closes its conditions, thesis Fig. 5.4). The value read is simplified against
/// `g` first, as S-ASSIGN's sides are (exact: the condition is restricted to `g`). When that
/// projection exceeds the isl budget, there is one condition per template space of the value
/// read, each after `budget()` (a fresh budget): their conjunction is the whole condition, since
/// the projection distributes over the union (the one projection of a large output can exceed
/// the budget after a complete evaluation).
fn output_conditions(
    g: &ParamSet,
    h: &SymbolicHeap,
    cells: &LocationSet,
    spec: &SymbolicValue,
    vars: &[String],
    budget: impl Fn(),
) -> crate::presburger::PResult<Vec<Constraints>> {
    let profile = crate::presburger::profile::enabled();
    let t0 = std::time::Instant::now();
    let computed = cells.read_in(h)?;
    let computed = if computed.n_basic()? > 1 {
        computed.simplify_under(g)?
    } else {
        computed
    };
    let names: Vec<&str> = vars.iter().map(String::as_str).collect();
    // The projection gets a budget of its own, apart from reading the value (which can use
    // most of one).
    budget();
    let whole = Constraints::equate(&computed, spec).and_then(|c| c.restrict_project(g, &names));
    if profile {
        eprintln!(
            "[prof] output condition: final heap {} pieces, value read {}, g {}: {} ({:.2}s)",
            h.n_basic()?,
            computed.n_basic()?,
            g.n_basic()?,
            match &whole {
                Ok(c) => format!("{} pieces", c.n_basic()?),
                Err(e) => e.to_string(),
            },
            t0.elapsed().as_secs_f64()
        );
    }
    match whole {
        Ok(c) => Ok(vec![c]),
        Err(crate::presburger::PresburgerError::ResourceLimit(_)) => {
            // The failed projection left the budget exhausted: splitting the value needs one too.
            budget();
            let mut parts = Vec::new();
            for part in computed.split_spaces()? {
                budget();
                let c = Constraints::equate(&part, spec)?.restrict_project(g, &names)?;
                if profile {
                    eprintln!(
                        "[prof] output condition, one template space: {} pieces ({:.2}s)",
                        c.n_basic()?,
                        t0.elapsed().as_secs_f64()
                    );
                }
                parts.push(c);
            }
            Ok(parts)
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// `out⟨i⟩ ↦ A⟨i⟩` for `0 ≤ i < 5`, `B⟨i + 1⟩` for `5 ≤ i < N`: a value read of two
    /// template spaces.
    fn two_space_heap(ctx: &Ctx, t: &mut TemplateInterner<String>) -> SymbolicHeap {
        let a = t.intern("A(□)".to_string());
        let b = t.intern("B(□)".to_string());
        let i = Aff::var("i");
        let low = i.clone().lt(Aff::cst(5));
        let h_a = SymbolicHeap::assign_if(
            ctx,
            "out",
            std::slice::from_ref(&i),
            a,
            std::slice::from_ref(&i),
            &low,
        );
        let h_b = SymbolicHeap::assign_if(
            ctx,
            "out",
            std::slice::from_ref(&i),
            b,
            &[i.clone() + Aff::cst(1)],
            &low.negate(),
        );
        h_a.and_then(|h| h.union(&h_b?))
            .and_then(|h| h.union_over("i", &Aff::cst(0), &Aff::var("N")))
            .expect("heap")
    }

    /// The output condition's projection runs under a budget of its own, and when it exceeds
    /// it, the split into template spaces and each part run under fresh ones: a projection
    /// starved of its budget still gives the whole condition, as one condition per space.
    #[test]
    fn a_projection_over_its_budget_gives_one_condition_per_template_space() {
        let ctx = Ctx::new().expect("isl context");
        let mut t = TemplateInterner::new();
        let h = two_space_heap(&ctx, &mut t);
        let spec_id = t.intern("S(□)".to_string());
        let o = "out.o0".to_string();
        let g =
            ParamSet::from_cond(&ctx, &Cond::in_range(&o, Aff::cst(0), Aff::var("N"))).expect("g");
        let cells = LocationSet::location(&ctx, "out", &[Aff::var(&o)]).expect("cells");
        let spec = SymbolicValue::template(&ctx, spec_id, &[Aff::var(&o)]).expect("spec");
        let vars = [o.clone()];
        let unbounded =
            output_conditions(&g, &h, &cells, &spec, &vars, || ctx.set_max_operations(0))
                .expect("unbounded");
        assert_eq!(
            unbounded.len(),
            1,
            "the whole projection fits an unbounded budget"
        );
        // The first budget (the projection's) is one operation; the later ones are unbounded.
        let calls = Cell::new(0);
        let parts = output_conditions(&g, &h, &cells, &spec, &vars, || {
            calls.set(calls.get() + 1);
            ctx.set_max_operations(if calls.get() == 1 { 1 } else { 0 });
        })
        .expect("the fallback runs under fresh budgets");
        ctx.set_max_operations(0);
        assert_eq!(parts.len(), 2, "one condition per template space");
        let joined = parts[0].union(&parts[1]).expect("∪");
        assert!(joined.is_equal(&unbounded[0]).expect("eq"));
    }
}
