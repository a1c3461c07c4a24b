//! The garbage closure: whether an output can depend on a read of a never-written cell,
//! decided from the strict evaluation's record of its stores alone (`docs/engine.md` §4d).
//!
//! The strict evaluation keeps, for every store instance it evaluates, its path condition, the
//! cells it reads and the cell it writes ([`StoreRecord`]). Over the arrays of a
//! [`GarbageSlice`], the least set `G` of cells containing every cell a store writes where it
//! reads a never-written cell, and every cell a store writes where it reads a cell of `G`, is
//! computed by rounds. Order is ignored (a cell overwritten later stays in `G`) and the loop
//! variables of the stores are projected out, except those around the allocation of the
//! written array (they name its instance); cells of an array allocated at several places of the
//! program are kept apart by allocation. So `G` contains every cell that ever holds garbage.
//! An output without a cell in `G` holds none; one whose cells in `G` are all cells whose
//! algorithm value reads `undef` owes nothing there (the output check requires nothing of them).
//! The closure never decides the opposite: an output that meets `G` elsewhere, or the isl
//! budget, leave the question to the second evaluation (`crate::check`).
//!
//! A scan moves garbage one cell per round, as many rounds as the scan has steps. When the
//! rounds have not converged after [`ROUNDS_BEFORE_ACCELERATION`], the rest is one step: the
//! transitive closure `R⁺` of the relation `R` from each cell a store reads to the cell it
//! writes (over every store instance, each allocation instance's cells named by the loop
//! variables around the allocation), applied to `G` (isl's closure, exact or a superset: a
//! superset of the garbage still decides that an output holds none).

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use crate::presburger::profile::timed;
use crate::presburger::{CellRelation, Ctx, LocationSet, PResult, ParamSet, PresburgerError};

use super::{GarbageSlice, OutputCheck, StoreKey};

/// One evaluation of a store by the strict evaluation: where it runs, what it reads, what it
/// writes — relations of the program's parameters and the variables around the store.
pub struct StoreInstance {
    /// The path condition Γ of the store.
    pub gamma: ParamSet,
    /// The facts `x = ι` of the non-convex `let`s kept as parameters around the store, which
    /// Γ leaves out (`Evaluator::let_facts`).
    pub facts: Vec<ParamSet>,
    /// The cells the stored value reads.
    pub reads: LocationSet,
    /// The cell the store writes.
    pub writes: LocationSet,
    /// The allocation ([`StoreRecord::allocation`]) of each array in scope at the store; an
    /// array not listed is the program's.
    pub sites: BTreeMap<String, usize>,
}

/// What the strict evaluation keeps of its stores for [`garbage_closure`].
#[derive(Default)]
pub struct StoreRecord {
    /// Every evaluation of each store.
    pub instances: BTreeMap<StoreKey, Vec<StoreInstance>>,
    /// For each evaluation of an allocation (numbered from 1 in order), the loop variables
    /// (and loop-dependent `let`s kept as parameters) in scope there: one instance of the
    /// allocation per valuation of them.
    pub scopes: Vec<BTreeSet<String>>,
    /// The program's parameters (buffer symbols and scalar parameters).
    pub program_params: BTreeSet<String>,
}

impl StoreRecord {
    /// Numbers an evaluation of an allocation with the variables `scope` around it. Each
    /// evaluation of an allocation's body gets its own number: a store and the stores that
    /// read what it writes in that allocation are evaluated within the same one.
    pub fn allocation(&mut self, scope: &[String]) -> usize {
        self.scopes.push(scope.iter().cloned().collect());
        self.scopes.len()
    }

    /// The variables that name an instance of allocation `site` (0: the program's buffers).
    fn scope(&self, site: usize) -> Option<&BTreeSet<String>> {
        site.checked_sub(1).and_then(|i| self.scopes.get(i))
    }
}

/// What [`garbage_closure`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum ClosureAnswer {
    /// No output cell the algorithm defines may hold garbage: no output depends on a
    /// never-written cell, except cells whose algorithm value reads `undef` themselves.
    OutputsFree {
        /// The rounds until the set of garbage cells stopped growing, or until the
        /// acceleration.
        rounds: usize,
        /// Whether the rest of the closure was one transitive closure (the rounds had not
        /// converged).
        accelerated: bool,
    },
    /// Nothing decided, and why (an output meets the over-approximation, the isl budget,
    /// the time limit).
    Undecided(String),
}

/// Rounds of [`garbage_closure`] before the rest is computed by a transitive closure. Most
/// slices converge in one or two rounds and a scan never does; the rounds' answer is exact
/// where isl's closure may be a superset, so the closure comes only after many of them.
pub const ROUNDS_BEFORE_ACCELERATION: usize = 16;

/// The garbage closure over `slice` (its arrays and its never-written reads) with the strict
/// evaluation's `record`: whether any of the `outputs` may hold garbage in a cell of its requested
/// region that the algorithm defines, in a call that does not stop at a failing assertion (one
/// in `stopping`; [`OutputCheck::owed_cell`]), within
/// `max_operations` isl operations per step (one store instance's sources, one instance in a
/// round, the acceleration; 0: no bound), [`ROUNDS_BEFORE_ACCELERATION`] rounds and, when
/// given, until `deadline` (checked between steps).
pub fn garbage_closure(
    ctx: &Ctx,
    slice: &GarbageSlice,
    record: &StoreRecord,
    outputs: &[OutputCheck],
    stopping: Option<&ParamSet>,
    max_operations: u64,
    deadline: Option<Instant>,
) -> ClosureAnswer {
    ctx.set_max_operations(max_operations);
    let r = closure(ctx, slice, record, outputs, stopping, deadline);
    ctx.set_max_operations(0);
    match r {
        Ok(a) => a,
        Err(PresburgerError::ResourceLimit(_)) => {
            ClosureAnswer::Undecided("the isl operation budget was exceeded".to_string())
        }
        Err(e) => ClosureAnswer::Undecided(e.to_string()),
    }
}

/// An array's cells in one allocation: the array and the allocation's number (0: the
/// program's buffers).
type Place = (String, usize);

/// A store instance of the slice. Its reads and writes are as recorded, not yet restricted to
/// where the instance runs (its path condition and `let` facts, [`Instance::running`]): most
/// instances never meet garbage, and a condition that is empty without the restriction is
/// empty with it, so the restriction is applied only to the (small) sets of valuations where
/// an instance does meet garbage.
struct Instance<'r> {
    /// The store (profiling).
    label: String,
    /// The recorded instance.
    store: &'r StoreInstance,
    /// Where it writes.
    written: Place,
    /// Its reads of the slice's arrays, by place.
    reads: Vec<(Place, LocationSet)>,
}

impl Instance<'_> {
    /// `c ∧ Γ ∧ F`: the valuations of `c` where the instance runs (Γ its path condition, `F`
    /// the facts of the `let`s around it), conjoined from `c` on.
    fn running(&self, c: &ParamSet) -> PResult<ParamSet> {
        let mut on = c.and_for_restriction(&self.store.gamma)?;
        for f in &self.store.facts {
            on = on.and_for_restriction(f)?;
        }
        Ok(on)
    }

    /// The cells the instance writes wherever it runs and `c` holds, not coalesced: the
    /// caller projects them at once ([`instance_cells`]).
    fn writes_under(&self, c: &ParamSet) -> PResult<LocationSet> {
        self.store.writes.restrict_for_projection(&self.running(c)?)
    }
}

fn closure(
    ctx: &Ctx,
    slice: &GarbageSlice,
    record: &StoreRecord,
    outputs: &[OutputCheck],
    stopping: Option<&ParamSet>,
    deadline: Option<Instant>,
) -> PResult<ClosureAnswer> {
    let late = || deadline.is_some_and(|d| Instant::now() > d);
    let too_late = || ClosureAnswer::Undecided("its time limit was reached".to_string());
    let profile = crate::presburger::profile::enabled();
    let mut garbage: BTreeMap<Place, LocationSet> = BTreeMap::new();
    // The cells reached in the last round where they grew `G` (at first, the sources): only
    // they can reach cells a round has not reached yet (semi-naive rounds: an instance's hit
    // distributes over a union of garbage, so a cell reached from `G_i` is reached from the
    // part of `G_i` that was new in some round j ≤ i, at round j + 1; Δ may hold cells
    // reached before too, which only repeats their consequences).
    let mut delta: BTreeMap<Place, LocationSet> = BTreeMap::new();
    let mut instances = Vec::new();
    for (key, list) in &record.instances {
        if !slice.arrays.contains(&key.2) {
            continue;
        }
        let label = format!("{} > {}", key.0.join(" > "), key.1);
        let source = slice.sources.get(key);
        for inst in list {
            if late() {
                return Ok(too_late());
            }
            // The budget bounds each step (one instance's sources, one instance's round),
            // as it bounds each rule application of the evaluation.
            ctx.reset_operations();
            let place = |a: &str| (a.to_string(), inst.sites.get(a).copied().unwrap_or(0));
            let written = place(&key.2);
            let mut reads = Vec::new();
            for (a, cells) in inst.reads.by_array()? {
                if slice.arrays.contains(&a) {
                    reads.push((place(&a), cells));
                }
            }
            let instance = Instance {
                label: label.clone(),
                store: inst,
                written,
                reads,
            };
            if let Some(s) = source {
                let cells = instance_cells(&instance.writes_under(s)?, instance.written.1, record)?;
                if profile {
                    eprintln!(
                        "[prof] garbage closure: source {label}: {} piece(s)",
                        cells.n_basic()?
                    );
                }
                if !cells.is_empty()? {
                    add(&mut garbage, &mut delta, &instance.written, cells)?;
                }
            }
            if !instance.reads.is_empty() {
                instances.push(instance);
            }
        }
    }
    let mut rounds = 0;
    let mut accelerated = false;
    while !delta.is_empty() {
        if rounds == ROUNDS_BEFORE_ACCELERATION {
            ctx.reset_operations();
            garbage = accelerate(&instances, &garbage, record)?;
            accelerated = true;
            break;
        }
        rounds += 1;
        let mut next = BTreeMap::new();
        for inst in &instances {
            if late() {
                return Ok(too_late());
            }
            ctx.reset_operations();
            let mut hit = None;
            for (place, cells) in &inst.reads {
                let Some(g) = delta.get(place) else {
                    continue;
                };
                let h = timed("garbage closure: reads of garbage", || {
                    cells.intersect_for_projection(g)?.params()
                })?;
                if h.is_empty()? {
                    continue;
                }
                hit = Some(match hit {
                    Some(old) => h.or(&old)?,
                    None => h,
                });
            }
            let Some(hit) = hit else {
                continue;
            };
            let writes = timed("garbage closure: writes where it runs", || {
                inst.writes_under(&hit)
            })?;
            if writes.is_empty()? {
                continue;
            }
            let cells = timed("garbage closure: instance cells", || {
                instance_cells(&writes, inst.written.1, record)
            })?;
            // The cells reached go to Δ whole when some are new (their difference with `G`
            // fragments into many pieces where `G` has floor divisions; a superset of the new
            // cells within `G` keeps the rounds exact).
            let grows = timed("garbage closure: growth", || {
                match garbage.get(&inst.written) {
                    Some(g) => Ok::<_, PresburgerError>(!cells.is_subset(g)?),
                    None => Ok(!cells.is_empty()?),
                }
            })?;
            if grows {
                if profile {
                    eprintln!(
                        "[prof] garbage closure: round {rounds}, {}: {} piece(s)",
                        inst.label,
                        cells.n_basic()?
                    );
                }
                timed("garbage closure: union", || {
                    add(&mut garbage, &mut next, &inst.written, cells)
                })?;
            }
        }
        delta = next;
    }
    for o in outputs {
        if let Some(g) = garbage.get(&(o.buffer.clone(), 0)) {
            ctx.reset_operations();
            if let Some(p) = o.owed_cell(ctx, g, stopping)? {
                return Ok(ClosureAnswer::Undecided(format!(
                    "cells of the output `{}` that the algorithm defines may hold garbage as \
                     far as the dataflow closure can tell, e.g. {}",
                    o.buffer,
                    super::Witness::from_point(&p)
                )));
            }
        }
    }
    Ok(ClosureAnswer::OutputsFree {
        rounds,
        accelerated,
    })
}

/// The array name of a place's cells in the relation of [`accelerate`]: the array's own for the
/// program's buffers, one per allocation otherwise.
fn place_name(place: &Place) -> String {
    match place.1 {
        0 => place.0.clone(),
        site => format!("{}@{site}", place.0),
    }
}

/// `cells` of `place` with the variables that name the place's allocation instance as their
/// first coordinates, under [`place_name`] (the variables stay parameters too).
fn named_instance(
    cells: &LocationSet,
    place: &Place,
    record: &StoreRecord,
) -> PResult<LocationSet> {
    let scope: Vec<String> = record
        .scope(place.1)
        .map(|s| s.iter().cloned().collect())
        .unwrap_or_default();
    cells.with_params_as_coordinates(&scope, &place_name(place))
}

/// The `names` that are not the program's parameters (loop variables and `let`s).
fn not_program_params(names: Vec<String>, record: &StoreRecord) -> BTreeSet<String> {
    names
        .into_iter()
        .filter(|p| !record.program_params.contains(p))
        .collect()
}

/// `G ∪ R⁺(G)` by place, with `R` the relation from each cell a store instance reads to the
/// cell it writes, every variable but the program's parameters projected out after the
/// allocation instances are named by their variables ([`named_instance`]). The answer's sets
/// have the program's parameters only; it is a superset of the least closed set above `G`
/// when isl's closure is not exact.
fn accelerate(
    instances: &[Instance],
    garbage: &BTreeMap<Place, LocationSet>,
    record: &StoreRecord,
) -> PResult<BTreeMap<Place, LocationSet>> {
    let Some(ctx) = garbage.values().next().map(|g| g.ctx().clone()) else {
        return Ok(BTreeMap::new());
    };
    let mut relation = CellRelation::empty(&ctx)?;
    for inst in instances {
        let on = inst.running(&ParamSet::universe(&ctx)?)?;
        let to = named_instance(&inst.store.writes.restrict(&on)?, &inst.written, record)?;
        for (place, cells) in &inst.reads {
            let from = named_instance(&cells.restrict(&on)?, place, record)?;
            let step = CellRelation::between(&from, &to)?;
            let mut local = not_program_params(from.param_names()?, record);
            local.extend(not_program_params(to.param_names()?, record));
            let names: Vec<&str> = local.iter().map(String::as_str).collect();
            relation = relation.union(&step.project_params(&names)?)?;
        }
    }
    let mut seeds = LocationSet::empty(&ctx)?;
    for (place, cells) in garbage {
        let named = named_instance(cells, place, record)?;
        let local = not_program_params(named.param_names()?, record);
        let names: Vec<&str> = local.iter().map(String::as_str).collect();
        seeds = seeds.union(&named.project_params(&names)?)?;
    }
    let (plus, exact) = relation.closure_or_superset()?;
    let reached = plus.image(&seeds)?.union(&seeds)?;
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof] garbage closure: accelerated by a transitive closure ({}), {} piece(s)",
            if exact { "exact" } else { "a superset" },
            reached.n_basic()?
        );
    }
    let by_name = reached.by_array()?;
    let mut out = BTreeMap::new();
    for place in garbage.keys().chain(instances.iter().map(|i| &i.written)) {
        if let Some(cells) = by_name.get(&place_name(place)) {
            out.insert(place.clone(), cells.try_clone()?);
        }
    }
    Ok(out)
}

/// `cells` with every parameter projected out except the program's and the variables in scope
/// at allocation `site` (they name its instance).
fn instance_cells(cells: &LocationSet, site: usize, record: &StoreRecord) -> PResult<LocationSet> {
    let scope = record.scope(site);
    let local = not_program_params(cells.param_names()?, record);
    let local: Vec<&str> = local
        .iter()
        .map(String::as_str)
        .filter(|p| scope.is_none_or(|s| !s.contains(*p)))
        .collect();
    cells.project_params(&local)
}

/// `G[place] ∪= cells` and `Δ[place] ∪= cells` (the cells new in this round).
fn add(
    garbage: &mut BTreeMap<Place, LocationSet>,
    delta: &mut BTreeMap<Place, LocationSet>,
    place: &Place,
    cells: LocationSet,
) -> PResult<()> {
    for map in [&mut *garbage, &mut *delta] {
        let united = match map.remove(place) {
            Some(g) => g.union(&cells)?,
            None => cells.try_clone()?,
        };
        map.insert(place.clone(), united);
    }
    Ok(())
}
