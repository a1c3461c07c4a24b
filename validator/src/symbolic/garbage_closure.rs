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
//! An output without a cell in `G` holds none. The closure never decides the opposite: an
//! output that meets `G`, rounds that do not converge, or the isl budget leave the question to
//! the second evaluation (`crate::check`).

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use crate::presburger::{Ctx, LocationSet, PResult, ParamSet, PresburgerError};

use super::{GarbageSlice, StoreKey};

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
    /// No output buffer has a cell that may hold garbage: no output depends on a
    /// never-written cell.
    OutputsFree {
        /// The rounds until the set of garbage cells stopped growing.
        rounds: usize,
    },
    /// Nothing decided, and why (an output meets the over-approximation, the rounds did not
    /// converge, the isl budget).
    Undecided(String),
}

/// Rounds of [`garbage_closure`] before it gives up (a scan moves garbage one cell per round:
/// such sets do not converge, and the second evaluation has the rule for them).
pub const MAX_ROUNDS: usize = 16;

/// The garbage closure over `slice` (its arrays and its never-written reads) with the strict
/// evaluation's `record`: whether any of the `outputs` (buffer names) may hold garbage, within
/// `max_operations` isl operations (0: no bound), [`MAX_ROUNDS`] rounds and, when given, until
/// `deadline` (checked between set operations).
pub fn garbage_closure(
    ctx: &Ctx,
    slice: &GarbageSlice,
    record: &StoreRecord,
    outputs: &[String],
    max_operations: u64,
    deadline: Option<Instant>,
) -> ClosureAnswer {
    ctx.set_max_operations(max_operations);
    let r = closure(slice, record, outputs, deadline);
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

/// A store instance of the slice, restricted to its path condition.
struct Instance {
    /// The store (profiling).
    label: String,
    /// Where it writes.
    written: Place,
    /// Its reads of the slice's arrays, by place.
    reads: Vec<(Place, LocationSet)>,
    /// The cell it writes.
    writes: LocationSet,
}

fn closure(
    slice: &GarbageSlice,
    record: &StoreRecord,
    outputs: &[String],
    deadline: Option<Instant>,
) -> PResult<ClosureAnswer> {
    let late = || deadline.is_some_and(|d| Instant::now() > d);
    let too_late = || ClosureAnswer::Undecided("its time limit was reached".to_string());
    let profile = crate::presburger::profile::enabled();
    let mut garbage: BTreeMap<Place, LocationSet> = BTreeMap::new();
    let mut changed: BTreeSet<Place> = BTreeSet::new();
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
            let place = |a: &str| (a.to_string(), inst.sites.get(a).copied().unwrap_or(0));
            let mut on = inst.gamma.try_clone()?;
            for f in &inst.facts {
                on = on.and(f)?;
            }
            let written = place(&key.2);
            let writes = inst.writes.restrict(&on)?;
            if let Some(s) = source {
                let cells = instance_cells(&writes.restrict(s)?, written.1, record)?;
                if profile {
                    eprintln!(
                        "[prof] garbage closure: source {label}: {} piece(s)",
                        cells.n_basic()?
                    );
                }
                if !cells.is_empty()? {
                    add(&mut garbage, &mut changed, &written, cells)?;
                }
            }
            let mut reads = Vec::new();
            for (a, cells) in inst.reads.by_array()? {
                if slice.arrays.contains(&a) {
                    reads.push((place(&a), cells.restrict(&on)?));
                }
            }
            if !reads.is_empty() {
                instances.push(Instance {
                    label: label.clone(),
                    written,
                    reads,
                    writes,
                });
            }
        }
    }
    let mut rounds = 0;
    while !changed.is_empty() {
        if rounds == MAX_ROUNDS {
            return Ok(ClosureAnswer::Undecided(format!(
                "the cells that may hold garbage were still growing after {MAX_ROUNDS} rounds"
            )));
        }
        rounds += 1;
        let mut next = BTreeSet::new();
        for inst in &instances {
            if late() {
                return Ok(too_late());
            }
            let mut hit = None;
            for (place, cells) in &inst.reads {
                let Some(g) = garbage.get(place).filter(|_| changed.contains(place)) else {
                    continue;
                };
                let h = cells.intersect(g)?.params()?;
                hit = Some(match hit {
                    Some(old) => h.or(&old)?,
                    None => h,
                });
            }
            let Some(hit) = hit else {
                continue;
            };
            if hit.is_empty()? {
                continue;
            }
            let cells = instance_cells(&inst.writes.restrict(&hit)?, inst.written.1, record)?;
            let grows = match garbage.get(&inst.written) {
                Some(g) => !cells.subtract(g)?.is_empty()?,
                None => !cells.is_empty()?,
            };
            if grows {
                if profile {
                    eprintln!(
                        "[prof] garbage closure: round {rounds}, {}: {} piece(s)",
                        inst.label,
                        cells.n_basic()?
                    );
                }
                add(&mut garbage, &mut next, &inst.written, cells)?;
            }
        }
        changed = next;
    }
    for o in outputs {
        if let Some(g) = garbage.get(&(o.clone(), 0)) {
            if !g.is_empty()? {
                return Ok(ClosureAnswer::Undecided(format!(
                    "cells of the output `{o}` may hold garbage as far as the dataflow closure \
                     can tell"
                )));
            }
        }
    }
    Ok(ClosureAnswer::OutputsFree { rounds })
}

/// `cells` with every parameter projected out except the program's and the variables in scope
/// at allocation `site` (they name its instance).
fn instance_cells(cells: &LocationSet, site: usize, record: &StoreRecord) -> PResult<LocationSet> {
    let scope = record.scope(site);
    let names = cells.param_names()?;
    let local: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|p| !record.program_params.contains(*p) && scope.is_none_or(|s| !s.contains(*p)))
        .collect();
    cells.project_params(&local)
}

/// `G[place] ∪= cells`, marking `place` as changed.
fn add(
    garbage: &mut BTreeMap<Place, LocationSet>,
    changed: &mut BTreeSet<Place>,
    place: &Place,
    cells: LocationSet,
) -> PResult<()> {
    let united = match garbage.remove(place) {
        Some(g) => g.union(&cells)?,
        None => cells,
    };
    garbage.insert(place.clone(), united);
    changed.insert(place.clone());
    Ok(())
}
