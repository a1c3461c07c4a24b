//! The rules of thesis Fig. 5.4, `Γ; h ⊢ C ⟹ c : ⟨Δh; R⟩`, one function each, with their
//! side conditions. Path conditions Γ are [`ParamSet`]s over parameters and loop variables.

use std::collections::{BTreeMap, HashSet};

use crate::presburger::races::{rw_safe, ww_covered, RwCheck, WwCovered};
use crate::presburger::{
    Aff, Constraints, LocationSet, PResult, ParamSet, PresburgerError, SymbolicHeap, SymbolicValue,
};
use crate::sched::{Assign, Command, CommandKind, Cond, Index, Loop, Origin, Shape};

use super::convert::{cond_to_cond, index_to_aff, indices_to_affs};
use super::effect::Effect;
use super::failure::{CheckKind, Failure, Location, Obligation, ObligationKind, Witness};
use super::{EvalError, Evaluator, StoreKey};

type EResult<T> = Result<T, EvalError>;

use crate::presburger::profile::timed;

impl Evaluator {
    /// `Γ; h ⊢ C ⟹ c : ⟨Δh; R⟩`: dispatches to the rule of the command.
    pub fn eval(&mut self, gamma: &ParamSet, h: &SymbolicHeap, c: &Command) -> EResult<Effect> {
        if self.deadline.is_some_and(|d| std::time::Instant::now() > d) {
            return Err(EvalError::Unsupported {
                what: "the time limit of this evaluation was reached".into(),
                location: Self::location(&c.origin, None, None),
            });
        }
        if self.leading_hull.is_some() && self.failures.iter().any(|f| !f.is_unwritten_read()) {
            // Under the hulls of the top-level assertions only a VALID answer is used
            // (`check::check_core`), and a failure other than a read of a never-written cell
            // (which a second evaluation may still find harmless) rules it out: the rest of
            // this evaluation would be discarded, so it stops here instead of running to its
            // end.
            return Err(EvalError::Unsupported {
                what: "stopped at its first failure under the hulls of the top-level assertions"
                    .into(),
                location: Self::location(&c.origin, None, None),
            });
        }
        self.budget();
        let start = crate::presburger::profile::enabled().then(std::time::Instant::now);
        self.depth += 1;
        let r = self.eval_rule(gamma, h, c);
        self.depth -= 1;
        if let Some(t0) = start {
            self.profile_report(c, gamma, h, &r, t0);
        }
        r.map_err(|e| match e {
            EvalError::Presburger(error) => EvalError::At {
                error,
                location: Box::new(Self::location(&c.origin, None, None)),
            },
            other => other,
        })
    }

    /// `HALIDE_TV_PROFILE`: one line per rule application that took at least 200 ms (nested by
    /// depth; sizes in basic maps/sets of the heap, the writes, the reads and the verification
    /// conditions), followed by the most expensive isl operations run since the previous line.
    fn profile_report(
        &self,
        c: &Command,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        r: &EResult<Effect>,
        t0: std::time::Instant,
    ) {
        let d = t0.elapsed();
        if d.as_millis() < 200 {
            return;
        }
        let n = |x: PResult<usize>| x.map_or("?".to_string(), |n| n.to_string());
        let (writes, reads, vcs) = match r {
            Ok(e) => (
                n(e.writes.n_basic()),
                n(e.reads.n_basic()),
                n(e.obligations
                    .iter()
                    .map(|o| o.constraints.n_basic())
                    .sum::<PResult<usize>>()),
            ),
            Err(_) => ("-".to_string(), "-".to_string(), "-".to_string()),
        };
        let indent = 2 * self.depth;
        eprintln!(
            "[prof] {:indent$}{} [{}]: {:.2}s gamma={} heap={} writes={writes} reads={reads} vcs={vcs}",
            "",
            c.origin.label,
            c.origin.path.join(" > "),
            d.as_secs_f64(),
            n(gamma.n_basic()),
            n(h.n_basic()),
        );
        if std::env::var_os("HALIDE_TV_PROFILE_GAMMA").is_some() {
            eprintln!("[prof] {:indent$}  gamma: {:?}", "", gamma);
        }
        if std::env::var_os("HALIDE_TV_PROFILE_HEAP").is_some() {
            eprintln!("[prof] {:indent$}  heap: {:?}", "", h);
        }
        crate::presburger::profile::print_top(indent, 6);
    }

    fn eval_rule(&mut self, gamma: &ParamSet, h: &SymbolicHeap, c: &Command) -> EResult<Effect> {
        match &c.kind {
            CommandKind::Skip => self.s_skip(),
            CommandKind::Seq(cs) => self.s_seq(gamma, h, cs),
            CommandKind::Simultaneous(cs) => self.s_simultaneous(gamma, h, cs),
            CommandKind::Assign(a) => self.s_assign(gamma, h, a, &c.origin),
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => self.s_if(gamma, h, cond, then_c, else_c),
            CommandKind::Let { var, value, body } => self.s_let(gamma, h, var, value, body),
            CommandKind::Allocate {
                array, shape, body, ..
            } => self.s_allocate(gamma, h, array, shape, body),
            CommandKind::For(_) | CommandKind::Par(_) => self.s_loop_by_cases(gamma, h, c),
            CommandKind::Assume {
                cond,
                context,
                products,
                body,
                ..
            } => self.s_assume(gamma, h, cond, context, products, body),
        }
    }

    /// S-SEQLOOP or S-PARLOOP on `c`; when the rule exceeds the isl budget under a path
    /// condition of several convex pieces `Γ = Γ1 ∪ … ∪ Γn`, once more case by case: the loop
    /// under each `Γi` (a branch of a ghost `if` whose two arms are the loop, so S-IF's argument
    /// applies: its effect restricted to `Γi`), the effects united.
    ///
    /// Exact: an effect computed under `Γi` is the loop's effect wherever `Γi` holds, and the
    /// pieces cover Γ. Where two pieces overlap both effects are the loop's effect there, so
    /// their union is that effect again: the heap holds the stores' prophecies, which the
    /// annotations fix, the reads are cells, and verification conditions are conjunctive.
    ///
    /// Why it pays: the pieces of Γ come from the clamps of loop-invariant `let`s (a tile base
    /// clamped to the image, a loop extent clamped to the input), and every relation built under
    /// Γ is split along them and multiplied by the clamps inside the loop; coalescing is
    /// quadratic in the pieces. Under one convex piece the gist against Γ resolves those clamps,
    /// so n evaluations of a few pieces each replace one evaluation of their product. Loops that
    /// fit the budget as they are never take this path.
    ///
    /// The outermost loop that can split does: a loop inside another whose path condition has
    /// several pieces passes the failure up ([`Evaluator::loop_frames`]), so that one split
    /// there replaces retries at every level on the way. Splits do not nest: inside the cases
    /// an inner loop over the budget fails its case, and the loop is over the budget as
    /// before, so the extra work of a failed split is one evaluation per piece.
    fn s_loop_by_cases(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        c: &Command,
    ) -> EResult<Effect> {
        let marks = (self.failures.len(), self.undecided.len());
        let splittable = gamma.n_basic()? > 1;
        self.loop_frames.push(splittable);
        let whole = match &c.kind {
            CommandKind::For(l) => self.s_seqloop(gamma, h, l, &c.origin),
            CommandKind::Par(l) => self.s_parloop(gamma, h, l, &c.origin),
            _ => unreachable!("s_loop_by_cases on a command that is not a loop"),
        };
        self.loop_frames.pop();
        let over_budget = whole.as_ref().err().is_some_and(over_isl_budget);
        if !over_budget
            || !splittable
            || self.let_attempt
            || self.loop_frames.iter().any(|&s| s)
            || self.failures[marks.0..]
                .iter()
                .any(|f| self.decides_invalid(f))
        {
            return whole;
        }
        // The findings of the abandoned attempt are found again, case by case; the attempt
        // used up the budget.
        self.failures.truncate(marks.0);
        self.undecided.truncate(marks.1);
        self.budget();
        self.case_splits += 1;
        // Splits do not nest: a loop inside a case that exceeds the budget fails the case.
        self.loop_frames.push(true);
        let cases = self.loop_cases(gamma, h, c);
        self.loop_frames.pop();
        cases
    }

    /// Whether `f` alone makes the verdict INVALID: a failed check with a witness that the
    /// pipeline's prologue does not stop, other than a read of a never-written cell inside its
    /// allocation (which the garbage evaluation may find harmless). A loop whose whole attempt
    /// found such a failure before it exceeded the budget is not evaluated again case by case:
    /// the verdict is decided, and the cases would only find it again.
    pub(super) fn decides_invalid(&self, f: &Failure) -> bool {
        !f.is_unwritten_read()
            && f.witness
                .as_ref()
                .is_some_and(|w| super::stopped_by_prologue(w, &self.leading_products).is_none())
    }

    /// The case split of [`Evaluator::s_loop_by_cases`]: the loop `c` under each convex piece of
    /// Γ, the effects united and their writes merged under Γ.
    fn loop_cases(&mut self, gamma: &ParamSet, h: &SymbolicHeap, c: &Command) -> EResult<Effect> {
        let first = self.failures.len();
        let mut effects = Vec::new();
        for p in gamma.convex_pieces()? {
            self.budget();
            effects.push(self.branch(gamma, h, &p, c)?);
        }
        self.unite_cases(gamma, first, effects)
    }

    /// The effect under Γ of cases that cover it, from each case's effect (§4b, §4m): the
    /// obligations concatenated, the reads united, the writes united and merged under Γ; a
    /// check that failed in several cases (the failures from `first` on) is reported once, with
    /// the first witness.
    pub(super) fn unite_cases(
        &mut self,
        gamma: &ParamSet,
        first: usize,
        effects: Vec<Effect>,
    ) -> EResult<Effect> {
        let mut obligations = Vec::new();
        let mut writes = Vec::new();
        let mut reads = LocationSet::empty(&self.ctx)?;
        for e in effects {
            obligations.extend(e.obligations);
            writes.push(e.writes);
            reads = reads.union(&e.reads)?;
        }
        let mut seen = Vec::new();
        let found: Vec<Failure> = self.failures.drain(first..).collect();
        for f in found {
            if !seen.contains(&(f.check, f.location.clone())) {
                seen.push((f.check, f.location.clone()));
                self.failures.push(f);
            }
        }
        self.budget();
        // Each case's writes are split along its own condition; under Γ they are the
        // command's writes, which `compact` merges where they are one function (exact under
        // Γ, where the effect is consulted). United one by one, every union would coalesce
        // them again.
        let writes = SymbolicHeap::union_all_uncoalesced(&self.ctx, &writes)?;
        let writes = timed("case split: merge", || self.compact(&writes, gamma))?;
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }

    /// S-SKIP: `Γ; h ⊢ ∅ ⟹ skip : ⟨∅; ∅⟩`.
    pub fn s_skip(&mut self) -> EResult<Effect> {
        Ok(Effect::empty(&self.ctx)?)
    }

    /// S-SEQ: `c1` in `h` gives `C1, ⟨Δh1; R1⟩`; `c2` in `h ▷ Δh1` gives `C2, ⟨Δh2; R2⟩`;
    /// the result is `C1 ∪ C2, ⟨Δh1 ▷ Δh2; R1 ∪ R2⟩` (folded over the sequence).
    pub fn s_seq(&mut self, gamma: &ParamSet, h: &SymbolicHeap, cs: &[Command]) -> EResult<Effect> {
        let mut acc = Effect::empty(&self.ctx)?;
        let mut cur = h.try_clone()?;
        for c in cs {
            let e = self.eval(gamma, &cur, c)?;
            acc.writes = acc.writes.update(&e.writes)?;
            cur = self.seq_heap(gamma, h, &cur, &acc.writes, &e.writes)?;
            acc.reads = acc.reads.union(&e.reads)?;
            acc.obligations.extend(e.obligations);
        }
        // The Seq's own Δh is merged exactly (its consumers may consult it outside Γ).
        acc.writes = self.merged(&acc.writes, None)?;
        Ok(acc)
    }

    /// `c1 ‖ c2 ‖ …` (the components of a Tuple update): every `ci` in `h` (its value and
    /// index read the state before the first store), the effects combined as S-SEQ combines
    /// them — `Δh1 ▷ Δh2 ▷ …` (stored in order), the reads and conditions united. Each `ci`
    /// is an assignment, whose effect does not depend on the heap but through its reads.
    pub fn s_simultaneous(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        cs: &[Command],
    ) -> EResult<Effect> {
        let mut acc = Effect::empty(&self.ctx)?;
        for c in cs {
            let e = self.eval(gamma, h, c)?;
            acc.writes = acc.writes.update(&e.writes)?;
            acc.reads = acc.reads.union(&e.reads)?;
            acc.obligations.extend(e.obligations);
        }
        acc.writes = self.merged(&acc.writes, None)?;
        Ok(acc)
    }

    /// The heap the next command of a sequence runs in, `h ▷ Δh1 ▷ … ▷ Δhk`, given the heap
    /// `cur = h ▷ Δh1 ▷ … ▷ Δh(k-1)` of the last command, the writes so far
    /// `acc = Δh1 ▷ … ▷ Δhk` and the last command's writes `last = Δhk` (S-SEQ, thesis Fig. 5.3).
    ///
    /// - `h ▷ Δh1 ▷ … ▷ Δhk = h ▷ acc` (▷ is associative). It is built from the writes so far
    ///   rather than one step at a time: the pieces of a row that several loops write (Halide's
    ///   loop partitioning) merge once they are all there.
    /// - Only the arrays that `Δhk` writes change: on every other array `a`, `acc` is the
    ///   previous step's, so `(h ▷ acc)|a = cur|a` and `cur`'s maps are kept as they are. The
    ///   update, and its coalescing, touch only the written arrays' maps (stencil_chain's row
    ///   loop: one rolling buffer per stage loop, against a heap of hundreds of basic maps).
    /// - The result is only consulted under Γ (the next commands run under Γ or stronger path
    ///   conditions), so the writes may be simplified and merged under Γ.
    fn seq_heap(
        &self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        cur: &SymbolicHeap,
        acc: &SymbolicHeap,
        last: &SymbolicHeap,
    ) -> crate::presburger::PResult<SymbolicHeap> {
        let written = last.array_ids()?;
        if written.is_empty() {
            return cur.try_clone();
        }
        let (acc_written, _) = acc.split_arrays(&written)?;
        let (h_written, _) = h.split_arrays(&written)?;
        let (_, cur_rest) = cur.split_arrays(&written)?;
        let updated = h_written.update(&self.compact(&acc_written, gamma)?)?;
        updated.union_of_disjoint_arrays(&cur_rest)
    }

    /// S-ASSIGN: `a[ι..] {t} := e` with side conditions
    /// - in bounds: `Γ ⊢ {a⟨ι..⟩} ⊆ {a⟨x..⟩ | 0 ≤ x_i < ι'_i}` (the allocation's extents);
    /// - reads defined: `Γ ⊢ reads(e) ⊆ dom(h)`;
    ///
    /// and result `Ĉ = (⟦e⟧_h = {decompose(t)})`, `⟨{a⟨ι..⟩ → decompose(t)}; reads(e)⟩`.
    pub fn s_assign(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        a: &Assign,
        origin: &Origin,
    ) -> EResult<Effect> {
        if !self.tracks(&a.array) {
            // The garbage evaluation's slice: this array never holds garbage, and no store that
            // the evaluation tracks reads it (see `GarbageSlice`).
            return Ok(Effect::empty(&self.ctx)?);
        }
        let (id, holes) = self.decompose(a, origin)?;
        let spec = self
            .templates
            .get(id)
            .map(|t| t.render(&|k| holes.get(k).map(aff_text).unwrap_or_default()));
        let loc = Self::location(origin, Some(&a.array), spec);
        let idx = indices_to_affs(&a.index);
        let written = LocationSet::location(&self.ctx, &a.array, &idx)?;
        if !self.write_bounds_checked {
            self.in_bounds(gamma, &idx, &a.array, &loc, a.flat.is_some());
        }
        let reads = timed("S-ASSIGN R", || self.reads(&a.value))?;
        let key: StoreKey = (origin.path.clone(), origin.label.clone(), a.array.clone());
        if !self.garbage_semantics {
            self.record_instance(gamma, &reads, &written, &key)?;
        }
        let mut proven = false;
        let garbage_in = timed("S-ASSIGN reads defined", || {
            if self.garbage_semantics {
                self.sliced_garbage_reads(gamma, h, reads.try_clone()?, &a.value, &loc, &key)
            } else {
                let before = self.failures.len();
                // The reads of read-only inputs proved inside their buffers face by face are
                // defined (the heap holds exactly the buffer's cells for such an input); the
                // heap is consulted for the others.
                let mut rest = reads.try_clone()?;
                for array in timed("S-ASSIGN input reads by faces", || {
                    self.input_reads_inside(gamma, &a.value)
                }) {
                    rest = rest.remove_array(&array)?;
                }
                proven = rest.is_empty()?
                    || self.reads_defined(gamma, h, &rest, &loc, CheckKind::UndefinedRead);
                if self.failures[before..]
                    .iter()
                    .any(Failure::is_unwritten_read)
                {
                    self.record_never_written(gamma, h, &reads, &loc, key);
                }
                Ok(None)
            }
        })?;
        let reads = self.race_relevant(reads, &a.value)?;
        let mut writes = SymbolicHeap::assign(&self.ctx, &a.array, &idx, id, &holes)?;
        let mut obligations = Vec::new();
        if !self.garbage_semantics {
            // Every read of `e` proven written (under Γ and its guards): its pieces may be
            // merged while it is evaluated (`value_eval`).
            self.reads_proven_defined = proven;
            let mut computed = timed("S-ASSIGN ⟦e⟧_h", || self.value(&a.value, h, gamma));
            if proven
                && !self.merge_reads
                && matches!(computed, Err(PresburgerError::ResourceLimit(_)))
            {
                // Over the rule's budget with the reads as the heap gives them: once more, with
                // the reads merged (exact where they are used; `value_eval`), on a new budget.
                // Programs whose stores all fit the budget unmerged never take this path. Once
                // one store needed it, the later stores merge their reads at once rather than
                // spend the budget unmerged first (which stores like it would exhaust again
                // before their retry).
                self.budget();
                self.merge_reads = true;
                self.merge_retries += 1;
                computed = timed("S-ASSIGN ⟦e⟧_h merged", || {
                    self.value(&a.value, h, gamma)
                });
            }
            self.reads_proven_defined = false;
            let computed = computed?;
            let prophecy = SymbolicValue::template(&self.ctx, id, &holes)?;
            let og = self.obligation_gamma(gamma)?;
            let constraints = timed("S-ASSIGN Ĉ", || {
                // Both sides are simplified against Γ first: the product pairs their pieces,
                // and many of them differ only in conditions Γ implies; exact, since Ĉ is
                // restricted to Γ.
                let simple = |v: &SymbolicValue| -> crate::presburger::PResult<SymbolicValue> {
                    if v.n_basic()? > 1 {
                        v.simplify_under(&og)
                    } else {
                        v.try_clone()
                    }
                };
                let c = Constraints::equate(&simple(&computed)?, &simple(&prophecy)?)?;
                self.close_obligation(&c, &og)
            })?;
            obligations.push(Obligation {
                kind: ObligationKind::Assign,
                location: loc,
                constraints,
            });
        }
        if let Some(u) = garbage_in {
            // Where a read meets memory that holds no value, the store writes garbage: the
            // cell holds garbage afterwards.
            let g = self.garbage_template(a.value.ty());
            let garbage = SymbolicHeap::assign(&self.ctx, &a.array, &idx, g, &[])?;
            // The value is kept where ¬u holds under Γ (the effect of a command is consulted
            // only where its Γ holds): ¬gist(u, Γ) has few disjuncts, while ¬u, which
            // repeats every fact of Γ, has many.
            let kept = u.simplify_under(gamma)?.negate()?;
            writes = garbage.restrict(&u)?.union(&writes.restrict(&kept)?)?;
        }
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }

    /// `reads` without the arrays that cannot be part of a race: the part of S-ASSIGN's `R`
    /// that S-PARLOOP's rw-safe check (thesis Fig. 5.4) may consult, the only use of `R`.
    /// Left out: every array with garbage semantics (that evaluation checks no races); the
    /// arrays of [`Evaluator::read_only`] (a cell nobody writes is in no race); and an array
    /// allocated inside the innermost parallel loop around the read
    /// ([`Evaluator::alloc_par_depth`]): each iteration of every parallel loop around the
    /// allocation has its own copy, and S-ALLOCATE removes the array's reads from `R` before
    /// they reach one (unsharp's `gray`, whose read sets cost isl operations at every `if`
    /// and loop on the way to its allocation). So `R` is the same at every S-PARLOOP.
    pub(crate) fn race_relevant(
        &self,
        reads: LocationSet,
        value: &crate::sched::Value,
    ) -> PResult<LocationSet> {
        let mut out = reads;
        let mut dropped = HashSet::new();
        for (_, r) in value.reads() {
            if !self.may_race(&r.array) && dropped.insert(r.array.as_str()) {
                out = out.remove_array(&r.array)?;
            }
        }
        Ok(out)
    }

    /// The reads `R` of a parallel loop's body that a race check of an enclosing parallel
    /// loop can still consult once this loop's own check is done (called with the depth
    /// outside the loop): none outside every parallel loop, and none of an array allocated
    /// inside the innermost enclosing one (see [`Evaluator::race_relevant`]). A vector store's
    /// lanes are a parallel loop: without this, the reads its race check needed would go on to
    /// every loop around it, projected at each, and be dropped only at their allocations.
    fn race_relevant_outside(&self, reads: LocationSet) -> PResult<LocationSet> {
        if self.par_depth == 0 {
            return LocationSet::empty(&self.ctx);
        }
        let mut out = reads;
        for array in self.alloc_par_depth.keys() {
            if !self.may_race(array) {
                out = out.remove_array(array)?;
            }
        }
        Ok(out)
    }

    /// Whether a read of `array` at the current command can be part of a race (see
    /// [`Evaluator::race_relevant`]).
    fn may_race(&self, array: &str) -> bool {
        !self.garbage_semantics
            && !self.read_only.contains(array)
            && self.par_depth > self.alloc_par_depth.get(array).copied().unwrap_or(0)
    }

    /// The garbage template of type `ty` (see [`super::template::Leaf::Garbage`]).
    pub(crate) fn garbage_template(
        &mut self,
        ty: crate::ir::Type,
    ) -> crate::presburger::TemplateId {
        self.templates.intern(super::template::Template::Leaf(
            super::template::Leaf::Garbage(ty),
        ))
    }

    /// Whether `id` is a garbage template.
    pub(crate) fn is_garbage(&self, id: crate::presburger::TemplateId) -> bool {
        matches!(
            self.templates.get(id),
            Some(super::template::Template::Leaf(
                super::template::Leaf::Garbage(_)
            ))
        )
    }

    /// The cells of `h` that hold garbage.
    pub fn garbage_part(&self, h: &SymbolicHeap) -> PResult<SymbolicHeap> {
        h.with_templates(|id| self.is_garbage(id))
    }

    /// The garbage of a loop body's iteration `x` extended to every later iteration that writes
    /// the same cell: `(⋃_{0≤z≤x} G[x := z]) ∩ dom(Δh)`, with `G` the garbage the iteration
    /// wrote in a round of S-SEQLOOP and `Δh` the body's prophetic effect. It is the fixpoint
    /// a loop reaches when every iteration reads the garbage an earlier one wrote to a cell it
    /// writes again (an accumulator whose first value was garbage): the rounds find it one
    /// iteration at a time and would not end.
    ///
    /// It is only a hypothesis; S-SEQLOOP keeps it when it is a fixpoint
    /// ([`Evaluator::garbage_fixpoint`], which says why that is exact).
    pub(crate) fn carried_garbage(
        &self,
        garbage: &SymbolicHeap,
        x: &str,
        prophetic: &SymbolicHeap,
    ) -> PResult<SymbolicHeap> {
        let z = self.ctx.fresh_var(x);
        garbage
            .substitute_aff(x, &Aff::var(&z))?
            .union_over(&z, &Aff::cst(0), &(Aff::var(x) + 1))?
            .restrict_domain(&prophetic.domain()?)
    }

    /// The garbage of a loop body extended as a front: every cell of an array that held
    /// garbage is garbage when an iteration at or after the first one that wrote garbage writes
    /// it, `Δh|_{arrays(G)} ∩ {x : ∃ 0 ≤ z ≤ x. G[x := z] ≠ ∅}` with its values garbage. It is
    /// the fixpoint a loop reaches when garbage moves from cell to cell along the iterations (a
    /// scan whose first cell was never written: iteration `x` reads the garbage iteration `x - 1`
    /// wrote and writes it to the next cell), which [`Evaluator::carried_garbage`] — the same
    /// cell again — does not cover.
    ///
    /// A hypothesis, kept only when it is a fixpoint ([`Evaluator::garbage_fixpoint`]).
    pub(crate) fn garbage_front(
        &mut self,
        garbage: &SymbolicHeap,
        x: &str,
        prophetic: &SymbolicHeap,
    ) -> PResult<SymbolicHeap> {
        let z = self.ctx.fresh_var(x);
        let from_first = garbage
            .domain()?
            .substitute_aff(x, &Aff::var(&z))?
            .union_over(&z, &Aff::cst(0), &(Aff::var(x) + 1))?
            .params()?;
        let (cells, _) = prophetic.split_arrays(&garbage.array_ids()?)?;
        let cells = cells.restrict(&from_first)?;
        let mut renamed = BTreeMap::new();
        for t in cells.templates()? {
            if let Some(super::template::Template::Leaf(super::template::Leaf::Clean(ty))) =
                self.templates.get(t).cloned()
            {
                renamed.insert(t, self.garbage_template(ty));
            }
        }
        cells.retemplated(|t| renamed.get(&t).copied())
    }

    /// The cells of `h` that hold a value: `dom(h)` minus the cells that hold garbage.
    pub(crate) fn defined_domain(&self, h: &SymbolicHeap) -> PResult<LocationSet> {
        let garbage = self.garbage_part(h)?;
        if garbage.is_empty()? {
            return h.domain();
        }
        h.domain()?.subtract(&garbage.domain()?)
    }

    /// The reads-defined side condition of S-ASSIGN, refined to Halide's semantics: a read
    /// outside its buffer (or of an array of unknown extent) that holds no value is a failure
    /// (`Γ ⊢ R ⊆ dom(h)` on those cells, thesis Fig. 5.4); a read inside its allocation of a
    /// cell that was never written, or that holds garbage, reads garbage — Halide computes
    /// such values where the result is discarded (a tile's rows past the image, computed
    /// and not stored). Returns the parameter valuations (within Γ) where some read gets
    /// garbage, if any.
    pub(crate) fn garbage_reads(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        reads: &LocationSet,
        loc: &Location,
    ) -> Option<ParamSet> {
        let defined = self
            .defined_domain(h)
            .and_then(|d| simplified_domain(d, gamma));
        let d = self.decide(loc, defined)?;
        // Fast path (decided without coalescing): every read cell holds a value. Undecided,
        // the evaluation records it and cannot answer VALID.
        if self.decide(loc, self.included(reads, &d, gamma)) != Some(false) {
            return None;
        }
        let missing = reads.subtract(&d);
        let missing = self.decide(loc, missing)?;
        match self.decide(loc, missing.is_empty_under(gamma)) {
            Some(false) => {}
            _ => return None,
        }
        let boxes = self.allocated_boxes();
        let split = boxes.and_then(|b| {
            let outside = self.sample_witness(&missing.subtract(&b)?, gamma)?;
            let inside = missing.intersect(&b)?.params()?.and(gamma)?;
            Ok((outside, inside))
        });
        let (outside, inside) = self.decide(loc, split)?;
        if let Some(p) = outside {
            let mut loc = loc.clone();
            if let Some(t) = &p.tuple {
                loc.array = Some(t.clone());
            }
            self.fail(Failure {
                check: CheckKind::UndefinedRead,
                location: loc,
                witness: Some(Witness::from_point(&p)),
                detail: OUTSIDE_ALLOCATION.to_string(),
            });
        }
        match self.decide(loc, inside.is_empty()) {
            Some(false) => Some(inside),
            _ => None,
        }
    }

    /// Strict evaluation, a store whose reads met a never-written cell inside its allocation:
    /// adds the parameter valuations (within Γ) where one does to [`Evaluator::never_written`],
    /// the garbage evaluation's sources ([`super::GarbageSlice`]). Not decided, the check is
    /// undecided (and the garbage evaluation does not run on a partial record).
    fn record_never_written(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        reads: &LocationSet,
        loc: &Location,
        key: StoreKey,
    ) {
        let inside = h.domain().and_then(|d| {
            let missing = reads.subtract(&simplified_domain(d, gamma)?)?;
            let inside = missing
                .intersect(&self.allocated_boxes()?)?
                .params()?
                .and(gamma)?;
            match self.never_written.get(&key) {
                Some(old) => old.or(&inside),
                None => Ok(inside),
            }
        });
        if let Some(f) = self.decide(loc, inside) {
            self.never_written.insert(key, f);
        }
    }

    /// Strict evaluation: keeps this evaluation of a store (path condition, reads, written
    /// cell) for the garbage closure ([`super::garbage_closure`]). isl copies are reference
    /// counts: nothing is computed here.
    fn record_instance(
        &mut self,
        gamma: &ParamSet,
        reads: &LocationSet,
        written: &LocationSet,
        key: &StoreKey,
    ) -> PResult<()> {
        let instance = super::garbage_closure::StoreInstance {
            gamma: gamma.try_clone()?,
            facts: self
                .let_facts
                .iter()
                .map(ParamSet::try_clone)
                .collect::<PResult<_>>()?,
            reads: reads.try_clone()?,
            writes: written.try_clone()?,
            sites: self.alloc_sites.clone(),
        };
        self.store_record
            .instances
            .entry(key.clone())
            .or_default()
            .push(instance);
        Ok(())
    }

    /// The garbage evaluation's reads check of a store ([`Evaluator::garbage_reads`]) on the
    /// arrays it tracks, joined with the never-written reads the strict evaluation recorded for
    /// the store (with a [`super::GarbageSlice`]; see there): the parameter valuations (within
    /// Γ) where the store reads garbage, if any.
    fn sliced_garbage_reads(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        reads: LocationSet,
        value: &crate::sched::Value,
        loc: &Location,
        key: &StoreKey,
    ) -> PResult<Option<ParamSet>> {
        let Some(slice) = &self.garbage_slice else {
            return Ok(self.garbage_reads(gamma, h, &reads, loc));
        };
        let source = match slice.sources.get(key) {
            Some(f) => Some(f.and(gamma)?),
            None => None,
        };
        let mut tracked = reads;
        let mut removed = HashSet::new();
        for (_, r) in value.reads() {
            if !slice.arrays.contains(&r.array) && removed.insert(r.array.clone()) {
                tracked = tracked.remove_array(&r.array)?;
            }
        }
        let found = self.garbage_reads(gamma, h, &tracked, loc);
        let all = match (found, source) {
            (Some(a), Some(b)) => Some(a.or(&b)?),
            (a, b) => a.or(b),
        };
        match all {
            Some(u) if !u.is_empty()? => Ok(Some(u)),
            _ => Ok(None),
        }
    }

    /// Whether this evaluation tracks the cells of `array`: always, except for the garbage
    /// evaluation of a [`super::GarbageSlice`] and an array outside it.
    pub(crate) fn tracks(&self, array: &str) -> bool {
        !self.garbage_semantics
            || self
                .garbage_slice
                .as_ref()
                .is_none_or(|s| s.arrays.contains(array))
    }

    /// The cells of every allocation and buffer of known extents in scope.
    pub(crate) fn allocated_boxes(&self) -> PResult<LocationSet> {
        let mut acc = LocationSet::empty(&self.ctx)?;
        for (array, extents) in &self.shapes {
            if let Some(e) = extents {
                acc = acc.union(&LocationSet::boxed(&self.ctx, array, e)?)?;
            }
        }
        Ok(acc)
    }

    /// The in-bounds side condition of S-ASSIGN (recorded once per location and check).
    ///
    /// `flattened`: the store's cell was derived from a flat offset (generated code). In a
    /// dense allocation the coordinates of an address are unique only within the extents, so
    /// a witness cell outside them whose address is inside the allocation is a decomposition
    /// that is not the in-bounds one, not a write out of bounds: undecided, not a failure
    /// ([`address_inside_allocation`]).
    ///
    /// The store writes the cell `{array⟨idx⟩}`. The check is first decided face by face
    /// ([`inside_by_faces`]); only a store that may be outside its box (or whose faces exceed
    /// the isl budget) builds the cell and computes `cell \ box` for a witness.
    pub(crate) fn in_bounds(
        &mut self,
        gamma: &ParamSet,
        idx: &[Aff],
        array: &str,
        loc: &Location,
        flattened: bool,
    ) {
        let extents = match self.shapes.get(array) {
            Some(Some(e)) => e.clone(),
            Some(None) => {
                self.undecided.push(super::Undecided {
                    location: loc.clone(),
                    reason: format!("the allocation of `{array}` has no known extents"),
                });
                return;
            }
            None => {
                self.undecided.push(super::Undecided {
                    location: loc.clone(),
                    reason: format!("`{array}` is written but neither allocated nor a buffer"),
                });
                return;
            }
        };
        let origin = vec![Aff::Const(0); extents.len()];
        let always = crate::presburger::Cond::True;
        if let Ok(true) = inside_by_faces(gamma, &always, idx, &origin, &extents) {
            return;
        }
        let outside = LocationSet::boxed(&self.ctx, array, &extents)
            .and_then(|b| LocationSet::location(&self.ctx, array, idx)?.subtract(&b))
            .and_then(|o| self.sample_witness(&o, gamma));
        if let Some(Some(p)) = self.decide(loc, outside) {
            if self
                .failures
                .iter()
                .any(|f| f.check == CheckKind::OutOfBoundsWrite && f.location == *loc)
            {
                return;
            }
            let dense = flattened && self.alloc_par_depth.contains_key(array);
            if let Some((address, total)) = dense
                .then(|| address_inside_allocation(&p, &extents))
                .flatten()
            {
                self.undecided.push(super::Undecided {
                    location: loc.clone(),
                    reason: format!(
                        "the coordinates derived from the store's flat offset are outside the \
                         extents of `{array}` ({}), but its address, element {address} of \
                         {total}, is inside the allocation: the cell it writes is not the one \
                         modelled",
                        Witness::from_point(&p)
                    ),
                });
                return;
            }
            self.fail(Failure {
                check: CheckKind::OutOfBoundsWrite,
                location: loc.clone(),
                witness: Some(Witness::from_point(&p)),
                detail: format!(
                    "extents of `{array}`: [{}]",
                    extents.iter().map(aff_text).collect::<Vec<_>>().join(", ")
                ),
            });
        }
    }

    /// Records a failure of the evaluation; with `HALIDE_TV_PROFILE`, also prints it on stderr
    /// when it is found (the report lists it only at the end, after the SMT phase and any
    /// second evaluation).
    pub(crate) fn fail(&mut self, f: Failure) {
        if crate::presburger::profile::enabled() {
            eprintln!("[prof] failure: {}", f.to_string().replace('\n', "; "));
        }
        self.failures.push(f);
    }

    /// A point of `set ∩ Γ`, drawn first from small calls: every parameter (sizes, mins,
    /// strides, loop variables) within each of [`SMALL_WITNESS_BOUNDS`] in turn, then from the
    /// calls that pass the prologue's asserted products ([`Evaluator::witness_box`]), then
    /// anywhere. isl's first sample often has extents near 2^31: a call Halide's own
    /// `x · y ≤ max` assertion stops, which is then no counterexample (`check::assemble`
    /// reports it as undecided), and one nobody can run to see the failure. A point in the
    /// product box passes those assertions: a real counterexample, so the verdict stays
    /// INVALID where one exists there. Every point returned is a point of `set ∩ Γ`; the
    /// bounds only choose which, and an empty set costs one sample.
    pub(crate) fn sample_witness(
        &self,
        set: &LocationSet,
        gamma: &ParamSet,
    ) -> crate::presburger::PResult<Option<crate::presburger::Point>> {
        // Most calls are on an empty set (the side condition holds): one sample decides that.
        let Some(anywhere) = set.sample_under(gamma)? else {
            return Ok(None);
        };
        let mut names = set.param_names()?;
        names.extend(gamma.param_names()?);
        names.sort();
        names.dedup();
        let within_products = |g: ParamSet| match &self.witness_box {
            Some(b) => g.and(b),
            None => Ok(g),
        };
        for b in SMALL_WITNESS_BOUNDS {
            let small = within_products(gamma.and(&ParamSet::bounded(&self.ctx, &names, b)?)?)?;
            if let Some(p) = set.sample_under(&small)? {
                // The same sizes with every buffer laid out densely, where the set allows it
                // (strides the failure does not constrain are drawn freely and may make cells
                // share memory, which a run of the build at the witness cannot reproduce).
                if let Some(dense) = dense_layout(&self.ctx, &p)? {
                    if let Some(q) = set.sample_under(&small.and(&dense)?)? {
                        return Ok(Some(q));
                    }
                }
                return Ok(Some(p));
            }
        }
        if let Some(b) = &self.witness_box {
            if let Some(p) = set.sample_under(&gamma.and(b)?)? {
                return Ok(Some(p));
            }
        }
        Ok(Some(anywhere))
    }

    /// The output check's side condition: every cell of `cells` holds a value — it is written
    /// (`Γ ⊢ R ⊆ dom(h)`, thesis Fig. 5.4) and does not hold garbage (a value computed from
    /// memory that was never written, see [`Evaluator::garbage_reads`]). Returns whether
    /// `Γ ⊢ R ⊆ dom(h)` was proved (every cell has a value in `h`, garbage or not).
    pub(crate) fn reads_defined(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        cells: &LocationSet,
        loc: &Location,
        check: CheckKind,
    ) -> bool {
        // (R − gist(dom h, Γ)) ∩ Γ = (R − dom h) ∩ Γ: the gisted domain agrees with dom h
        // wherever Γ holds, and the difference is only kept there. Whether it is empty is
        // decided first without coalescing anything (the usual answer: every read cell is
        // written); only a non-empty difference is built, coalesced, to draw a witness.
        let domain = h.domain().and_then(|d| simplified_domain(d, gamma));
        let Some(d) = self.decide(loc, domain) else {
            return false;
        };
        let included = self.decide(loc, self.included(cells, &d, gamma));
        let unwritten = match included {
            Some(true) => Ok(None),
            Some(false) => cells
                .subtract(&d)
                .and_then(|m| self.sample_witness(&m, gamma)),
            None => return false,
        };
        let found = match self.decide(loc, unwritten) {
            Some(Some(p)) if check == CheckKind::UndefinedRead => {
                // A read outside every allocation is a memory error whatever the semantics of
                // unwritten cells; one inside its allocation reads garbage in Halide.
                let outside = self.allocated_boxes().and_then(|b| {
                    let d = h.domain()?;
                    self.sample_witness(&cells.subtract(&d)?.subtract(&b)?, gamma)
                });
                match self.decide(loc, outside) {
                    Some(Some(q)) => Some((q, OUTSIDE_ALLOCATION)),
                    _ => Some((p, NEVER_WRITTEN_INSIDE)),
                }
            }
            Some(Some(p)) => Some((p, "the cell is never written")),
            Some(None) => {
                let garbage = self
                    .garbage_part(h)
                    .and_then(|g| cells.intersect(&g.domain()?))
                    .and_then(|m| self.sample_witness(&m, gamma));
                self.decide(loc, garbage).flatten().map(|p| {
                    (
                        p,
                        "the cell holds garbage: its value was computed from memory that was never written",
                    )
                })
            }
            None => None,
        };
        if let Some((p, detail)) = found {
            let mut loc = loc.clone();
            if let Some(t) = &p.tuple {
                loc.array = Some(t.clone());
            }
            self.fail(Failure {
                check,
                location: loc,
                witness: Some(Witness::from_point(&p)),
                detail: detail.to_string(),
            });
        }
        included == Some(true)
    }

    /// S-IF: the branches under `Γ, ι` and `Γ, ¬ι`; `C = (C1 ∩ ι) ⊎ (C2 ∩ ¬ι)`, and the same
    /// for Δh and R.
    pub fn s_if(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        cond: &Cond<Index>,
        then_c: &Command,
        else_c: &Command,
    ) -> EResult<Effect> {
        let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
        let np = p.negate()?;
        // The branches are off the program's spine (see `s_assume`).
        self.if_depth += 1;
        let branches = (|| -> EResult<(Effect, Effect)> {
            let t = self.branch(gamma, h, &p, then_c)?;
            Ok((t, self.branch(gamma, h, &np, else_c)?))
        })();
        self.if_depth -= 1;
        let (t, e) = branches?;
        let mut obligations = t.obligations;
        obligations.extend(e.obligations);
        Ok(Effect {
            obligations,
            writes: t.writes.union(&e.writes)?,
            reads: t.reads.union(&e.reads)?,
        })
    }

    /// One branch of S-IF (also `assume`): evaluated under `Γ ∧ p`, its effect restricted
    /// to `p`. A branch unreachable under Γ is skipped.
    pub(super) fn branch(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        p: &ParamSet,
        c: &Command,
    ) -> EResult<Effect> {
        self.branch_restricted(gamma, h, p, c, true)
    }

    /// [`Evaluator::branch`], with the effect restricted to ι only if `restrict`.
    fn branch_restricted(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        p: &ParamSet,
        c: &Command,
        restrict: bool,
    ) -> EResult<Effect> {
        let g = gamma.and(p)?;
        if g.is_empty()? {
            return Ok(Effect::empty(&self.ctx)?);
        }
        let g = if self.products.is_empty() {
            g
        } else {
            timed("product bounds", || self.with_product_bounds(g))?
        };
        let og = self.obligation_gamma(gamma)?.and(p)?;
        let effect = self.eval_obliged(og, &g, h, c)?;
        // An effect evaluated under Γ is consulted only where Γ holds (every enclosing rule
        // restricts its own result to the condition it added to Γ): when Γ implies ι (a
        // prologue assertion already known, an `if` whose condition the path decides) the
        // restriction is the identity there and is skipped.
        if !restrict || gamma.is_subset(p)? {
            return Ok(effect);
        }
        // Its verification conditions are already inside ι (`og` above).
        Ok(effect.restrict_state(p)?)
    }

    /// `assume ι in c` (Halide's `assert`): `c` under `Γ, ι`, its effect restricted to ι (an
    /// execution where ι fails stops at the assertion).
    pub fn s_assume(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        cond: &Cond<Index>,
        context: &Cond<Index>,
        products: &[crate::sched::ProductBound],
        body: &Command,
    ) -> EResult<Effect> {
        let c = super::decide::decide_under(gamma, &cond_to_cond(context), &cond_to_cond(cond))?;
        let mut p = ParamSet::from_cond(&self.ctx, &c)?;
        self.record_abort(gamma, &p)?;
        if self.hull_leading && self.loop_vars.is_empty() && self.if_depth == 0 {
            p = self.spine_hull(gamma, p)?;
        }
        let mark = self.products.len();
        if self.loop_vars.is_empty() && !products.is_empty() {
            // On the spine every call reaches the assertion or has already stopped with an
            // error: either way it owes no output, so the failure region needs no restriction
            // (restricted to the projected path condition, it can take the output check over
            // the isl budget).
            let reach = if self.if_depth == 0 {
                None
            } else {
                Some(gamma.project_onto(&self.program_params)?)
            };
            for q in products {
                self.products.push((
                    q.clone(),
                    reach.as_ref().map(|r| r.try_clone()).transpose()?,
                ));
            }
        }
        // On the program's spine (outside every loop and branch) a call outside ι stops here
        // with an error: it does nothing after, and owes no output. The effect equals its
        // restriction to ι for every call that goes on and differs only for calls that owe
        // nothing, so it is left whole (its conditions are restricted to ι all the same):
        // restricting every write of the rest of the program to a disjunctive ι (Halide's
        // input-bounds assertions, a `min`/`max` each) can cost more than evaluating it.
        let spine = self.loop_vars.is_empty() && self.if_depth == 0;
        let r = self.branch_restricted(gamma, h, &p, body, !spine);
        self.products.truncate(mark);
        r
    }

    /// An assertion on the program's spine whose condition would leave Γ with more than
    /// [`super::program::LEADING_HULL_ABOVE`] basic sets is replaced by its polyhedral hull
    /// (with [`Evaluator::hull_leading`]): the program with that weaker assertion completes
    /// wherever the program does, with the same outputs, so it passing every check means the
    /// program does ([`super::program::EvalOutcome::leading_hull`]). Halide's input-bounds
    /// assertions after the required regions' `let`s (substituted) are such conditions. A hull
    /// beyond the budget leaves the condition as it is.
    fn spine_hull(&mut self, gamma: &ParamSet, p: ParamSet) -> EResult<ParamSet> {
        if p.n_basic()? <= 1 {
            return Ok(p);
        }
        let n = gamma.and(&p)?.n_basic()?;
        if n <= super::program::LEADING_HULL_ABOVE {
            return Ok(p);
        }
        match self.bounded_hull(&p)? {
            Some(h) => {
                self.leading_hull = Some(self.leading_hull.map_or(n, |m| m.max(n)));
                Ok(h)
            }
            None => Ok(p),
        }
    }

    /// The polyhedral hull of `p` within [`HULL_MAX_OPERATIONS`] isl operations of its own,
    /// `None` beyond them; the evaluator's budget then restarts (a hull that ran out must not
    /// leave the rest of the rule application without a budget, or the check would stop
    /// UNKNOWN at that very assertion).
    pub(crate) fn bounded_hull(&self, p: &ParamSet) -> EResult<Option<ParamSet>> {
        let bound = match self.max_operations {
            0 => HULL_MAX_OPERATIONS,
            m => m.min(HULL_MAX_OPERATIONS),
        };
        self.ctx.set_max_operations(bound);
        let h = p.hull();
        self.budget();
        match h {
            Ok(h) => Ok(Some(h)),
            Err(crate::presburger::PresburgerError::ResourceLimit(_)) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The calls that reach this `assume ι` with ι false stop there with an error (Halide's
    /// `assert` and allocation-size checks call `halide_error` and return): `∃ loop variables,
    /// locals. Γ ∧ ¬ι`, over the program's parameters, joins [`Evaluator::aborts`]. Exact: Γ
    /// is the path condition of the `assume`, so every valuation in the projection has an
    /// execution that reaches it with ι false.
    ///
    /// Only inside a loop: an assertion outside every loop whose condition is over the
    /// parameters is on the program's spine and already excuses the calls it stops
    /// (`program::spine_assumptions`), and the complement of a top-level condition with
    /// Halide's nests of `min`/`max` can exceed the isl budget by itself.
    fn record_abort(&mut self, gamma: &ParamSet, p: &ParamSet) -> EResult<()> {
        if self.program_params.is_empty() || self.loop_vars.is_empty() || gamma.is_subset(p)? {
            return Ok(());
        }
        let fails = gamma.and(&p.negate()?)?;
        if fails.is_empty()? {
            return Ok(());
        }
        let fails = fails.project_onto(&self.program_params)?;
        self.aborts = Some(match self.aborts.take() {
            Some(a) => a.or(&fails)?,
            None => fails,
        });
        Ok(())
    }

    /// S-LET: the body under `Γ, x : 𝔸, x = ι`; then `x := ι` in C and in the result. When
    /// ι is not convex and `Γ, x = ι` would have more than [`LET_PARAM_MAX_DISJUNCTS`] basic
    /// sets, the body is evaluated as `c[x := ι]` instead ([`super::inline`]); both are exact.
    pub fn s_let(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        var: &str,
        value: &Index,
        body: &Command,
    ) -> EResult<Effect> {
        // A non-convex ι (min, max, select) is substituted into the body instead of becoming
        // a disjunctive fact of Γ (exact; see `inline`) — unless Γ stays small and ι depends
        // on an enclosing loop: a tile base `min(384·t, w − 384)` bound right inside the tile
        // loop is then one symbol in every relation of the tile, and each clamp of the body
        // that uses it is one piece fewer. (A clamp of the buffer sizes at the top of the
        // pipeline is substituted: `x := ι` in the effect of the whole program costs more
        // than substituting it into the program.)
        let v = index_to_aff(value);
        // An affine ι is substituted as well (exact, see `inline`): as a parameter, `x` is
        // equal to ι only under Γ, and the pieces of one function written before and inside
        // the `let` (`t209 + i` and `output.min.0 + base + i`) differ in isl's eyes and never
        // merge ([`Evaluator::merged`]).
        if !super::inline::is_non_convex(value) {
            if let Some(b) = super::inline::substitute_command(body, var, value) {
                return self.eval(gamma, h, &b);
            }
        }
        // A clamp of the parameters that bounds a loop below: the body once per case of ι
        // (§4m), each free of the clamp's pieces.
        if super::inline::is_non_convex(value) && !self.mentions_loop_var(value) {
            if let Some(e) = self.s_let_by_cases(gamma, h, var, value, body)? {
                return Ok(e);
            }
        }
        // `Γ, x = ι` is only built when it may be kept: for a substituted clamp of the buffer
        // sizes its disjuncts can be the most expensive part of the whole evaluation (nl_means's
        // `input.extent.0.required.s`, a nest of twelve min/max).
        if super::inline::is_non_convex(value) && !self.mentions_loop_var(value) {
            if let Some(b) = super::inline::substitute_command(body, var, value) {
                return self.eval(gamma, h, &b);
            }
        }
        let g = gamma.and(&ParamSet::from_cond(
            &self.ctx,
            &Aff::var(var).eq(v.clone()),
        )?)?;
        if super::inline::is_non_convex(value) && g.n_basic()? > self.let_param_max_disjuncts {
            if let Some(b) = super::inline::substitute_command(body, var, value) {
                return self.eval(gamma, h, &b);
            }
        }
        // A parameter whose value depends on a loop variable is itself loop-dependent: a clamp
        // of it (e.g. `t224 = max(t208, 0)` with `t208` a clamp of the tile base) is kept as a
        // parameter under the same conditions.
        if super::inline::is_non_convex(value) {
            self.kept_lets.push(var.to_string());
        }
        let dependent = self.mentions_loop_var(value);
        if dependent {
            let fact = ParamSet::from_cond(&self.ctx, &Aff::var(var).eq(v.clone()))?;
            self.loop_vars.push(var.to_string());
            self.let_facts.push(fact);
        }
        // The obligations of the body are restricted to Γ without a non-convex `x = ι`: the
        // substitution `x := ι` below conjoins it again (exact), and Γ's disjuncts from it do
        // not multiply the pieces of every obligation and of every later substitution.
        let og = if super::inline::is_non_convex(value) {
            self.obligation_gamma(gamma)?
        } else {
            self.obligation_gamma(gamma)?.and(&ParamSet::from_cond(
                &self.ctx,
                &Aff::var(var).eq(v.clone()),
            )?)?
        };
        // A kept non-convex ι: Halide's CSE names it once, but the annotations and the
        // multidimensional indices of the body still spell it out; folding those copies into
        // `x` keeps them one symbol instead of a case split each (exact under `x = ι`).
        let folded = if super::inline::is_non_convex(value) {
            super::inline::fold_command(body, var, value)
        } else {
            None
        };
        let r = self.eval_obliged(og, &g, h, folded.as_ref().unwrap_or(body));
        if dependent {
            self.loop_vars.pop();
            self.let_facts.pop();
        }
        let r = r?;
        // `x := ι` is this rule's own step: it gets the budget anew, not what the body's last
        // command left of it.
        self.budget();
        Ok(r.substitute(var, &v)?)
    }

    /// S-ALLOCATE: the body runs in `(h ∖ a)` (the fresh cells hold ⊥, i.e. are outside the
    /// heap) with `a`'s extents in scope for the in-bounds checks; the result is
    /// `⟨Δh ∖ a; R ∖ a⟩` (C unchanged).
    pub fn s_allocate(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        array: &str,
        shape: &Shape,
        body: &Command,
    ) -> EResult<Effect> {
        let extents = match shape {
            Shape::Known(es) => Some(indices_to_affs(es)),
            Shape::Unknown { .. } => None,
        };
        let saved_site = if self.garbage_semantics {
            None
        } else {
            let site = self.store_record.allocation(&self.loop_vars);
            Some(self.alloc_sites.insert(array.to_string(), site))
        };
        let saved = self.shapes.insert(array.to_string(), extents);
        let saved_depth = self
            .alloc_par_depth
            .insert(array.to_string(), self.par_depth);
        let inner = h.remove_array(array)?;
        let r = self.eval(gamma, &inner, body);
        match saved {
            Some(s) => self.shapes.insert(array.to_string(), s),
            None => self.shapes.remove(array),
        };
        match saved_depth {
            Some(d) => self.alloc_par_depth.insert(array.to_string(), d),
            None => self.alloc_par_depth.remove(array),
        };
        match saved_site {
            Some(Some(site)) => self.alloc_sites.insert(array.to_string(), site),
            Some(None) => self.alloc_sites.remove(array),
            None => None,
        };
        let e = r?;
        Ok(Effect {
            obligations: e.obligations,
            writes: e.writes.remove_array(array)?,
            reads: e.reads.remove_array(array)?,
        })
    }

    /// S-SEQLOOP (z fresh): Δh of the body is computed first by prophetic evaluation
    /// (Lemma 5.4.3); the body runs under `Γ, x : 𝔸, 0 ≤ x < ι` in
    /// `h ▷ ▶_{0≤z<x} Δh[x := z]`; the result is `⋃_{0≤x<ι} C`,
    /// `⟨▶_{0≤x<ι} Δh; ⋃_{0≤x<ι} R⟩`.
    pub fn s_seqloop(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        l: &Loop,
        origin: &Origin,
    ) -> EResult<Effect> {
        if !self.garbage_semantics || self.garbage_hull_failed {
            return self.s_seqloop_exact(gamma, h, l, origin);
        }
        // The garbage evaluation: exactly if it can, else over-approximated in time (see
        // `s_seqloop_garbage_hull`).
        let (failures, undecided) = (self.failures.len(), self.undecided.len());
        match self.s_seqloop_exact(gamma, h, l, origin) {
            Err(e) if exceeds_budget(&e) => {
                self.failures.truncate(failures);
                self.undecided.truncate(undecided);
                self.garbage_approximated = true;
                let r = self.s_seqloop_garbage_hull(gamma, h, l, origin);
                if r.is_err() {
                    // The loops around it would only try again what just failed.
                    self.garbage_hull_failed = true;
                }
                r
            }
            r => r,
        }
    }

    /// S-SEQLOOP of the garbage evaluation with time-insensitive garbage, the fallback when the
    /// exact rule exceeds its budget: the body runs in `h ▷ ▶_{z<x} Δh ▷ G`, where `Δh` is the
    /// prophetic (garbage-free) effect and `G` the cells that *some* iteration writes garbage
    /// to — iterated until the body writes no garbage outside `G` — and the loop's effect is
    /// `▶_{0≤x<ι} Δh ▷ G`. A cell holds garbage here whenever it does in the exact rule (an
    /// iteration's heap has garbage only in cells that an earlier iteration wrote garbage to,
    /// all in `G`, or that `h` gives it; a store that reads more garbage writes more), so the
    /// approximation only adds garbage: an output free of it is free of it exactly, while
    /// garbage found in an output may be the approximation's, which is why the check then
    /// leaves the question undecided ([`Evaluator::garbage_approximated`]). What it saves is the
    /// exact rule's `▶_{z<x}` over a Δh split into garbage and value pieces.
    pub fn s_seqloop_garbage_hull(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        l: &Loop,
        origin: &Origin,
    ) -> EResult<Effect> {
        self.budget();
        let Some(lp) = self.seqloop_scope(gamma, l)? else {
            return Ok(Effect::empty(&self.ctx)?);
        };
        let x = lp.x;
        let dh = timed("S-SEQLOOP prophetic Δh", || {
            self.prophetic_body(&lp.g, &l.body)
        })?;
        self.budget();
        let base = lp.iteration_heap(h, &dh)?;
        let mut garbage = SymbolicHeap::empty(&self.ctx)?;
        let mut rounds = 0;
        let (e, written) = loop {
            self.budget();
            let before = base.update(&garbage.restrict_arrays(&lp.read)?)?;
            let (failures, undecided) = (self.failures.len(), self.undecided.len());
            let e = self.seqloop_body(&lp, &before, &l.body)?;
            self.budget();
            let written = self
                .garbage_part(&e.writes)?
                .union_over(x, &Aff::cst(0), &lp.ext)?;
            if written.is_subset_under(&garbage, gamma)? {
                break (e, written);
            }
            next_garbage_round(&mut rounds, x, origin)?;
            self.failures.truncate(failures);
            self.undecided.truncate(undecided);
            // One function (garbage) over the cells some iteration writes it to: its pieces
            // merge (the lanes of a vector store otherwise leave hundreds of basic maps).
            garbage = self.compact(&garbage.union(&written)?, gamma)?;
        };
        self.budget();
        let writes = timed("S-SEQLOOP ▶_{x<ι} Δh", || {
            self.iterated(&dh, x, &lp.ext)?.update(&written)
        })?;
        let writes = self.loop_writes(&writes, gamma)?;
        lp.effect(e, writes)
    }

    fn s_seqloop_exact(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        l: &Loop,
        origin: &Origin,
    ) -> EResult<Effect> {
        let Some(lp) = self.seqloop_scope(gamma, l)? else {
            return Ok(Effect::empty(&self.ctx)?);
        };
        let x = lp.x;
        let mut dh = timed("S-SEQLOOP prophetic Δh", || {
            self.prophetic_body(&lp.g, &l.body)
        })?;
        let prophetic = if self.garbage_semantics {
            dh.try_clone()?
        } else {
            SymbolicHeap::empty(&self.ctx)?
        };
        // The fixpoint this loop reached when it was last evaluated (in an earlier round of a
        // loop around it) is tried first: it is often the fixpoint again. An empty one is what
        // the first round tries anyway.
        let remembered = match self.garbage_fixpoints.get(x) {
            Some(g) if self.garbage_semantics && !g.is_empty()? => Some(g.try_clone()?),
            _ => None,
        };
        let mut found = match remembered {
            Some(g) => self.garbage_fixpoint(&lp, h, &l.body, &prophetic.update(&g)?)?,
            None => None,
        };
        let mut rounds = 0;
        let e = loop {
            if let Some(e) = found.take() {
                break e;
            }
            self.budget();
            if rounds > 0 && self.garbage_semantics {
                // A garbage round's heap splits along the garbage cells, and its iterated update
                // is where the garbage evaluation can spend its whole budget: it gets a share of
                // it, and the loop falls back to the over-approximation
                // (`s_seqloop_garbage_hull`) sooner.
                self.ctx
                    .set_max_operations(self.max_operations / GARBAGE_ROUND_BUDGET_SHARE);
            }
            let before = lp.iteration_heap(h, &dh)?;
            let (failures, undecided) = (self.failures.len(), self.undecided.len());
            let e = self.seqloop_body(&lp, &before, &l.body)?;
            self.budget();
            // Lemma 5.4.3 takes the body's Δh to be its prophetic Δh. The body writes the
            // same cells, but where a store read garbage it wrote garbage instead of its
            // prophecy: the prophecy is then corrected with those cells and the body evaluated
            // again, until the garbage it writes is the garbage it was given (the cells only
            // grow, so this ends; the result is then exact by the lemma's induction).
            let garbage = self.garbage_part(&e.writes)?;
            if garbage.is_empty_under(&lp.g)? {
                break e;
            }
            let assumed = self.garbage_part(&dh)?;
            if garbage.is_equal_under(&assumed, &lp.g)? {
                break e;
            }
            next_garbage_round(&mut rounds, x, origin)?;
            // The next round repeats every check of this one on the corrected heap: only its
            // findings are reported.
            self.failures.truncate(failures);
            self.undecided.truncate(undecided);
            if rounds == CARRIED_GARBAGE_ROUND {
                let carried = self.carried_garbage(&garbage, x, &prophetic)?;
                found = self.garbage_fixpoint(&lp, h, &l.body, &prophetic.update(&carried)?)?;
                if found.is_none() {
                    let front = self.garbage_front(&garbage, x, &prophetic)?;
                    found = self.garbage_fixpoint(&lp, h, &l.body, &prophetic.update(&front)?)?;
                }
            }
            dh = dh.update(&garbage)?;
        };
        if self.garbage_semantics {
            let g = self.garbage_part(&e.writes)?;
            self.garbage_fixpoints.insert(x.to_string(), g);
        }
        let writes = timed("S-SEQLOOP ▶_{x<ι} Δh", || {
            self.iterated(&e.writes, x, &lp.ext)
        })?;
        let writes = self.loop_writes(&writes, gamma)?;
        lp.effect(e, writes)
    }

    /// The body's effect when the loop's Δh is `guess` and that is a fixpoint of the garbage
    /// evaluation's S-SEQLOOP — the body, run in `h ▷ ▶_{z<x} guess`, writes exactly the garbage
    /// `guess` holds — and `None` (its findings dropped) otherwise.
    ///
    /// Any fixpoint is *the* fixpoint, which is what makes a guess exact: the garbage iteration
    /// `x` writes depends only on the garbage assumed for the iterations `z < x`, so two
    /// fixpoints agree on iteration 0 and, by induction, on every iteration. Where the guess
    /// comes from (a carried-garbage hypothesis, the fixpoint of an earlier evaluation of the
    /// loop) does not matter for the answer, only for how often one is found.
    fn garbage_fixpoint(
        &mut self,
        lp: &SeqLoop,
        h: &SymbolicHeap,
        body: &Command,
        guess: &SymbolicHeap,
    ) -> EResult<Option<Effect>> {
        let (failures, undecided) = (self.failures.len(), self.undecided.len());
        let before = lp.iteration_heap(h, guess)?;
        let e = self.seqloop_body(lp, &before, body)?;
        self.budget();
        if self
            .garbage_part(&e.writes)?
            .is_equal_under(&self.garbage_part(guess)?, &lp.g)?
        {
            return Ok(Some(e));
        }
        self.failures.truncate(failures);
        self.undecided.truncate(undecided);
        Ok(None)
    }

    /// The scope of S-SEQLOOP's body: `Γ, 0 ≤ x < ι` (`None` when empty), the same for its
    /// verification conditions, and the arrays it reads.
    fn seqloop_scope<'l>(&self, gamma: &ParamSet, l: &'l Loop) -> EResult<Option<SeqLoop<'l>>> {
        let (x, ext) = (l.var.as_str(), index_to_aff(&l.extent));
        let range = ParamSet::range(&self.ctx, x, &Aff::cst(0), &ext)?;
        let g = gamma.and(&range)?;
        if g.is_empty()? {
            return Ok(None);
        }
        Ok(Some(SeqLoop {
            x,
            og: self.obligation_gamma(gamma)?.and(&range)?,
            read: l.body.read_arrays(),
            ext,
            g,
        }))
    }

    /// One evaluation of S-SEQLOOP's body in `before`, with `x` a loop variable.
    fn seqloop_body(
        &mut self,
        lp: &SeqLoop<'_>,
        before: &SymbolicHeap,
        body: &Command,
    ) -> EResult<Effect> {
        self.loop_vars.push(lp.x.to_string());
        let e = self.eval_obliged(lp.og.try_clone()?, &lp.g, before, body);
        self.loop_vars.pop();
        e
    }

    /// S-PARLOOP: the body runs under `Γ, x : 𝔸, 0 ≤ x < ι` in `h`; side condition
    /// `rw-safe(x, ι, dom Δh, R)`; `C' = ww-covered(Γ, x, ι, Δh)` (cheapest check first);
    /// result `C' ∪ ⋃_{0≤x<ι} C`, `⟨v(⋃_{0≤x<ι} Δh); ⋃_{0≤x<ι} R⟩`.
    pub fn s_parloop(
        &mut self,
        gamma: &ParamSet,
        h: &SymbolicHeap,
        l: &Loop,
        origin: &Origin,
    ) -> EResult<Effect> {
        let (x, ext) = (l.var.as_str(), index_to_aff(&l.extent));
        let g = gamma.and(&ParamSet::range(&self.ctx, x, &Aff::cst(0), &ext)?)?;
        if g.is_empty()? {
            return Ok(Effect::empty(&self.ctx)?);
        }
        // As in S-SEQLOOP, the body consults its heap only under g and only for the arrays
        // it reads.
        let body_heap = simplified(&h.restrict_arrays(&l.body.read_arrays())?, &g)?;
        let og = self.obligation_gamma(gamma)?.and(&ParamSet::range(
            &self.ctx,
            x,
            &Aff::cst(0),
            &ext,
        )?)?;
        self.loop_vars.push(x.to_string());
        self.par_depth += 1;
        let e = self.eval_obliged(og, &g, &body_heap, &l.body);
        self.par_depth -= 1;
        self.loop_vars.pop();
        let e = e?;
        self.budget();
        let union = e.writes.union_over(x, &Aff::cst(0), &ext)?;
        let writes = if self.garbage_semantics {
            // A cell that one iteration writes garbage to and another a value may end up
            // with either: it holds garbage (v(·) must not pick the value).
            union.pick_single_preferring(|id| self.is_garbage(id))?
        } else {
            union.pick_single()?
        };
        let writes = self.loop_writes(&writes, gamma)?;
        let reads = self
            .race_relevant_outside(e.reads.try_clone()?)?
            .union_over(x, &Aff::cst(0), &ext)?;
        if self.garbage_semantics {
            // Races and write-write conflicts are side conditions of the strict evaluation.
            return Ok(Effect {
                obligations: Vec::new(),
                writes,
                reads,
            });
        }
        self.budget();
        let mut loc = Self::location(origin, None, None);
        loc.node = format!("parallel loop {x}");
        let rw = e
            .writes
            .domain()
            .and_then(|w| rw_safe(gamma, x, &ext, &w, &e.reads))
            .and_then(|r| match r {
                RwCheck::Safe => Ok(None),
                RwCheck::Race { locations, other } => Ok(self
                    .sample_witness(&locations, &ParamSet::universe(&self.ctx)?)?
                    .map(|p| (p, other))),
            });
        if let Some(Some((p, other))) = self.decide(&loc, rw) {
            let mut loc = loc.clone();
            loc.array = p.tuple.clone();
            self.fail(Failure {
                check: CheckKind::ReadWriteRace,
                location: loc,
                witness: Some(Witness::from_point(&p)),
                detail: format!(
                    "iteration {x} writes the cell that iteration {other} (≠ {x}) reads"
                ),
            });
        }
        self.budget();
        let mut obligations = Vec::new();
        match self.decide(&loc, ww_covered(gamma, x, &ext, &e.writes)) {
            Some(WwCovered::NeedsEqualities(c)) => obligations.push(Obligation {
                kind: ObligationKind::WriteWrite,
                location: loc.clone(),
                constraints: c,
            }),
            Some(WwCovered::SingleValued | WwCovered::ConflictsSingleValued) | None => {}
        }
        self.budget();
        obligations.extend(e.obligations_over(x, &Aff::cst(0), &ext)?);
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }
}

/// Whether the cell `idx` lies inside the box `lo_k ≤ idx_k < hi_k` wherever Γ and `guard`
/// hold: each of the box's faces is decided on its own, as the disjointness of Γ from
/// `guard ∧ idx_k < lo_k` and from `guard ∧ hi_k ≤ idx_k`, pair of basic sets by pair of basic
/// sets. The guard goes with the face (a small set) rather than into Γ, whose pieces an
/// intersection would coalesce.
///
/// Exact: the cell is outside the box exactly where one of these holds. It avoids
/// `cell \ box`, whose pieces are the product of every coordinate's clamp cases with the
/// box's faces, coalesced (an index built from clamped `let`s has hundreds of pieces as a
/// cell and a few per coordinate).
fn inside_by_faces(
    gamma: &ParamSet,
    guard: &crate::presburger::Cond,
    idx: &[Aff],
    lo: &[Aff],
    hi: &[Aff],
) -> PResult<bool> {
    use crate::presburger::{CmpOp as PCmpOp, Cond as PCond};
    if idx.len() != lo.len() || idx.len() != hi.len() {
        return Ok(false);
    }
    for ((i, l), u) in idx.iter().zip(lo).zip(hi) {
        for face in [
            PCond::Cmp(PCmpOp::Lt, i.clone(), l.clone()),
            PCond::Cmp(PCmpOp::Le, u.clone(), i.clone()),
        ] {
            let face = match guard {
                PCond::True => face,
                g => g.clone().and(face),
            };
            if !gamma.is_disjoint(&ParamSet::from_cond(gamma.ctx(), &face)?)? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

impl Evaluator {
    /// The read-only inputs ([`Evaluator::read_only`]) read at a clamped coordinate in `value`
    /// every read of which is inside the input's buffer wherever Γ and the read's guards hold,
    /// decided face by face ([`inside_by_faces`], as for a written cell), once per distinct
    /// read. An input read only at affine coordinates is left to the heap (each such read is
    /// one basic set there).
    ///
    /// Exact for S-ASSIGN's reads-defined condition on these arrays: no assignment writes or
    /// allocates a read-only input, so the heap holds exactly its initial cells, the box
    /// `lo ≤ ι < hi` of [`InputCells`](super::InputCells), and a read is in `dom(h)` exactly
    /// when it is in the box. A clamped coordinate (`max(min(x + d, n − 1), 0)`) has a few
    /// pieces on each face, where the read as a cell has the product of every coordinate's
    /// clamp cases. An input with a face that is not empty, or that exceeds the isl budget, is
    /// left out; the heap then decides its reads (and draws the witness).
    pub(crate) fn input_reads_inside(
        &mut self,
        gamma: &ParamSet,
        value: &crate::sched::Value,
    ) -> std::collections::BTreeSet<String> {
        let mut reads = value.reads();
        // Only inputs read at a clamped coordinate: a read of affine coordinates is one basic
        // set, which the heap decides as cheaply.
        let mut inside: std::collections::BTreeSet<String> = reads
            .iter()
            .filter(|(_, r)| r.index.iter().any(super::inline::is_non_convex))
            .map(|(_, r)| r.array.clone())
            .filter(|a| self.read_only.contains(a) && self.input_cells.contains_key(a))
            .collect();
        // A read of one input repeated under the same guards (the lanes of a vector, a tap
        // used twice) is decided once.
        let mut seen: Vec<(String, Vec<Cond<Index>>, Vec<Index>)> = Vec::new();
        reads.retain(|(guards, r)| {
            let key = (r.array.clone(), guards.clone(), r.index.clone());
            let new = inside.contains(&r.array) && !seen.contains(&key);
            if new {
                seen.push(key);
            }
            new
        });
        for (guards, r) in reads {
            if !inside.contains(&r.array) {
                continue;
            }
            let Some(cells) = self.input_cells.get(&r.array) else {
                continue;
            };
            let idx = indices_to_affs(&r.index);
            let guard = super::convert::conj(&guards);
            let faces = inside_by_faces(gamma, &guard, &idx, &cells.lo, &cells.hi);
            if !matches!(faces, Ok(true)) {
                if matches!(faces, Err(PresburgerError::ResourceLimit(_))) {
                    self.budget();
                }
                inside.remove(&r.array);
            }
        }
        inside
    }
}

/// The element offset of the witness's cell in a dense allocation of `extents` (innermost
/// first, the stride of dimension k the product of the extents before it) and the number of
/// elements, when the offset lies inside the allocation; `None` when it lies outside, or when
/// the witness does not give every value the extents need. Coordinates outside the extents
/// whose offset is inside name another cell of the same memory: the in-bounds decomposition
/// of that offset is unique.
pub(crate) fn address_inside_allocation(
    p: &crate::presburger::Point,
    extents: &[Aff],
) -> Option<(i128, i128)> {
    let value = |n: &str| p.param(n);
    let mut address: i128 = 0;
    let mut stride: i128 = 1;
    for (k, e) in extents.iter().enumerate() {
        let e = i128::from(e.eval(&value).ok()?);
        if e <= 0 {
            return None;
        }
        address = address.checked_add(i128::from(*p.coords.get(k)?).checked_mul(stride)?)?;
        stride = stride.checked_mul(e)?;
    }
    (p.coords.len() == extents.len() && (0..stride).contains(&address)).then_some((address, stride))
}

/// The default of [`Evaluator::let_param_max_disjuncts`]: S-LET keeps a non-convex `let` whose
/// value mentions an enclosing loop's variable (or a `let` kept as a parameter that does) as a
/// parameter (the rule as printed) when `Γ, x = ι` has at most this many basic sets, and
/// substitutes it otherwise.
///
/// The bound trades what a kept `let` lets merge against the size of Γ. stencil_chain with one
/// stage (sc1, manual schedule) needs 12: its steady-state loop's
/// `t213 = max(min(prologue, 642), −2)`, kept as one symbol (its spelled-out copies folded into
/// it, see S-LET), gives the rolling buffer's rows one value function each, so that the pieces
/// the three column loops write merge ([`Evaluator::merged`]); with 8 the check stops at the
/// isl operation bound. A larger bound lets Γ grow to as many basic sets, and every obligation
/// restricted to it to as many pieces, which slows other pipelines down
/// (docs/journal/2026-12-05-comment-history.md); `halide-tv check --let-param-disjuncts`.
pub const LET_PARAM_MAX_DISJUNCTS: usize = 12;

impl Evaluator {
    /// The path condition S-ASSIGN restricts its obligations to: Γ without the disjunctive
    /// facts `x = ι` of the non-convex `let`s kept as parameters around it (Γ itself at the
    /// top). The two agree once each `let`'s `x := ι` has conjoined its fact again.
    fn obligation_gamma(&self, gamma: &ParamSet) -> crate::presburger::PResult<ParamSet> {
        match self.obligation_gammas.last() {
            Some(og) => og.try_clone(),
            None => gamma.try_clone(),
        }
    }

    /// `eval(g, h, c)` with `og` as the obligations' path condition ([`Self::obligation_gamma`]).
    fn eval_obliged(
        &mut self,
        og: ParamSet,
        g: &ParamSet,
        h: &SymbolicHeap,
        c: &Command,
    ) -> EResult<Effect> {
        self.obligation_gammas.push(og);
        let r = self.eval(g, h, c);
        self.obligation_gammas.pop();
        r
    }

    /// S-ASSIGN's condition `Ĉ` closed over the variables around the store: `∃ xs. Ĉ ∩ og ∩
    /// F`, where `xs` are the loop variables (lanes included) and the loop-dependent `let`s
    /// kept as parameters ([`Evaluator::loop_vars`]), `og` the obligations' path condition
    /// (which holds `lo ≤ x < hi` for every loop around the store, and `x = ι` for every
    /// convex `let` kept) and `F` the facts `x = ι` of the kept non-convex `let`s, which `og`
    /// leaves out ([`Evaluator::let_facts`]). Neither `og ∩ F` (once `og` is large) nor the
    /// projection is coalesced: the result is used once, and coalescing is quadratic in the
    /// pieces of a disjunctive `og` (docs/engine.md §4e).
    ///
    /// This is the condition the rules would reach at the top (thesis Fig. 5.4): each loop
    /// exit takes `⋃_{lo≤x<hi} C = ∃x. C ∩ (lo ≤ x < hi)` and each `let` `C[x := ι] = ∃x. C ∩
    /// (x = ι)`, and nothing between the store and those exits touches `C`; the conjuncts are
    /// all in `og ∩ F` here, and projections commute. Closing it at the store replaces one
    /// coalescing of the condition per enclosing loop and `let` by none
    /// (`Effect::obligations_over` and `Effect::substitute` then keep it as it is). The closed
    /// condition is not coalesced either: after the projection of a tiled nest's loop
    /// variables its basic sets carry floor divisions, coalescing them is quadratic in their
    /// number and dominated the evaluation of tiled matrix products, and the SMT layer decides
    /// a condition's basic sets one by one (most in the congruence attempt's single child), so
    /// the extra ones cost less (`docs/engine.md` §4e).
    fn close_obligation(&self, c: &Constraints, og: &ParamSet) -> EResult<Constraints> {
        let mut p = og.try_clone()?;
        for fact in &self.let_facts {
            p = p.and_for_restriction(fact)?;
        }
        let xs: Vec<&str> = self.loop_vars.iter().map(String::as_str).collect();
        Ok(c.restrict_project_uncoalesced(&p, &xs)?)
    }

    /// Whether ι mentions the variable of an enclosing loop.
    fn mentions_loop_var(&self, value: &Index) -> bool {
        let mut vars = std::collections::BTreeSet::new();
        super::inline::index_vars(value, &mut vars);
        self.loop_vars.iter().any(|v| vars.contains(v))
    }
}

/// The bounds on every parameter within which [`Evaluator::sample_witness`] looks for a
/// witness first, smallest first.
pub(super) const SMALL_WITNESS_BOUNDS: [i64; 3] = [16, 256, 4096];

/// Heaps (and written domains) of at most this many basic maps are not simplified against the
/// path condition (the `gist` costs more than it saves on them).
const SIMPLIFY_ABOVE: usize = 4;

/// isl operations a hull of a top-level assertion ([`Evaluator::bounded_hull`]) may take: a
/// tenth of the default bound per rule application, so that a hull that does not finish costs
/// a small part of the check's time.
pub const HULL_MAX_OPERATIONS: u64 = 2_000_000;

/// The detail of a read-of-undefined-memory failure whose cell lies outside every allocation.
pub const OUTSIDE_ALLOCATION: &str = "outside the buffer's allocation";

/// The detail of a read-of-undefined-memory failure whose cell lies inside its allocation and
/// was never written (a failure of the thesis's reads-defined side condition; in Halide such a
/// read yields garbage, see [`Evaluator::garbage_reads`]).
pub const NEVER_WRITTEN_INSIDE: &str = "inside its allocation, never written";

/// The scope of one S-SEQLOOP (see [`Evaluator::seqloop_scope`]).
struct SeqLoop<'l> {
    x: &'l str,
    ext: Aff,
    /// `Γ, 0 ≤ x < ι`.
    g: ParamSet,
    /// The verification conditions' path condition with `0 ≤ x < ι`.
    og: ParamSet,
    /// The arrays the body reads.
    read: std::collections::BTreeSet<String>,
}

impl SeqLoop<'_> {
    /// `h ▷ ▶_{z<x} Δh[x := z]`, the heap of iteration `x`. The body only consults it under g
    /// (reads and side conditions are restricted to its path conditions, which all entail g):
    /// it is simplified against g. It consults only the cells of the arrays it reads: the
    /// iterated update is built for those alone (the cells of arrays it does not read, such as
    /// the output's, would multiply its pieces).
    ///
    /// When the body writes none of the arrays it reads, that heap is `h` on those arrays as
    /// it is: the body's reads see the loop's entry heap in every iteration.
    fn iteration_heap(&self, h: &SymbolicHeap, dh: &SymbolicHeap) -> EResult<SymbolicHeap> {
        Ok(timed("S-SEQLOOP h ▷ ▶_{z<x} Δh", || {
            let seen = h.restrict_arrays(&self.read)?;
            let own = dh.restrict_arrays(&self.read)?;
            if own.array_ids()?.is_empty() {
                return Ok(seen);
            }
            simplified(&seen.update(&own.before_iteration(self.x)?)?, &self.g)
        })?)
    }

    /// The loop's effect from the body's effect `e` and the loop's writes:
    /// `⋃_{0≤x<ι} C`, `⟨writes; ⋃_{0≤x<ι} R⟩`.
    fn effect(&self, e: Effect, writes: SymbolicHeap) -> EResult<Effect> {
        let zero = Aff::cst(0);
        Ok(Effect {
            reads: e.reads.union_over(self.x, &zero, &self.ext)?,
            obligations: e.obligations_over(self.x, &zero, &self.ext)?,
            writes,
        })
    }
}

/// Counts one more garbage round of S-SEQLOOP on loop `x`; past [`GARBAGE_ROUNDS`] the
/// evaluation stops ([`exceeds_budget`] recognises it).
fn next_garbage_round(rounds: &mut usize, x: &str, origin: &Origin) -> EResult<()> {
    *rounds += 1;
    if *rounds > GARBAGE_ROUNDS {
        return Err(EvalError::Unsupported {
            what: format!(
                "the cells of loop `{x}` that hold garbage {UNSTABLE_GARBAGE} in {GARBAGE_ROUNDS} rounds"
            ),
            location: Evaluator::location(origin, None, None),
        });
    }
    Ok(())
}

/// For a witness `p`, the calls with `p`'s extents and dense strides: for every buffer `B` with
/// a stride `B.stride.d` in `p` and all of `B.extent.0 … B.extent.(d−1)`, `B.extent.k` at
/// `p`'s values and `B.stride.d = ∏_{k<d} B.extent.k` (`B.stride.0 = 1`). `None` when `p`
/// has no stride to pin.
fn dense_layout(
    ctx: &crate::presburger::Ctx,
    p: &crate::presburger::Point,
) -> crate::presburger::PResult<Option<ParamSet>> {
    let value = |n: &str| p.params.iter().find(|(m, _)| m == n).map(|(_, v)| *v);
    let mut c = crate::presburger::Cond::True;
    let mut pinned = false;
    for (name, _) in &p.params {
        let Some((buffer, d)) = name
            .rsplit_once(".stride.")
            .and_then(|(b, d)| Some((b, d.parse::<usize>().ok()?)))
        else {
            continue;
        };
        let mut stride = 1i64;
        let mut known = true;
        for k in 0..d {
            let e = format!("{buffer}.extent.{k}");
            match value(&e) {
                Some(x) => {
                    c = c.and(Aff::var(&e).eq(Aff::cst(x)));
                    stride = stride.saturating_mul(x.max(1));
                }
                None => known = false,
            }
        }
        if known {
            c = c.and(Aff::var(name).eq(Aff::cst(stride)));
            pinned = true;
        }
    }
    if !pinned {
        return Ok(None);
    }
    Ok(Some(ParamSet::from_cond(ctx, &c)?))
}

/// The message of a loop whose garbage cells did not stabilize.
const UNSTABLE_GARBAGE: &str = "did not stabilize";

/// Whether `e` is the evaluation exceeding its isl budget, or a loop whose garbage cells did not
/// stabilize: what the garbage evaluation's S-SEQLOOP falls back from (not the time limit).
fn exceeds_budget(e: &EvalError) -> bool {
    over_isl_budget(e)
        || matches!(e, EvalError::Unsupported { what, .. } if what.contains(UNSTABLE_GARBAGE))
}

/// Whether `e` is the evaluation exceeding its isl operation budget.
pub(super) fn over_isl_budget(e: &EvalError) -> bool {
    matches!(
        e,
        EvalError::Presburger(PresburgerError::ResourceLimit(_))
            | EvalError::At {
                error: PresburgerError::ResourceLimit(_),
                ..
            }
    )
}

/// The share of the garbage evaluation's isl budget an exact garbage round's `h ▷ ▶_{z<x} Δh`
/// gets before S-SEQLOOP falls back to the over-approximation (the first evaluation's budget:
/// the garbage evaluation has ten times as many operations).
const GARBAGE_ROUND_BUDGET_SHARE: u64 = 10;

/// How often S-SEQLOOP re-evaluates a body whose stores wrote garbage its prophecy did not
/// have (each round adds cells; two suffice for an accumulation over a garbage operand).
const GARBAGE_ROUNDS: usize = 4;

/// The round after which S-SEQLOOP of the garbage evaluation also tries the carried garbage
/// ([`Evaluator::carried_garbage`]): the garbage has grown twice, as it does, one iteration per
/// round, when a loop carries it from iteration to iteration.
const CARRIED_GARBAGE_ROUND: usize = 2;

/// `gist(h, Γ)` for a heap only consulted under Γ, when it is large enough to be worth it
/// (either result agrees with `h` wherever Γ holds).
pub(crate) fn simplified(
    h: &SymbolicHeap,
    gamma: &ParamSet,
) -> crate::presburger::PResult<SymbolicHeap> {
    if h.n_basic()? > SIMPLIFY_ABOVE {
        h.simplify_under(gamma)
    } else {
        h.try_clone()
    }
}

impl Evaluator {
    /// [`simplified`], then [`Evaluator::merged`] under Γ: a heap equal to `h` wherever Γ
    /// holds, with fewer pieces.
    pub(crate) fn compact(
        &self,
        h: &SymbolicHeap,
        gamma: &ParamSet,
    ) -> crate::presburger::PResult<SymbolicHeap> {
        self.merged(&simplified(h, gamma)?, Some(gamma))
    }

    /// `▶_{0≤x<ι} Δh` (Def. 5.2.4) in the smaller of its two exact forms (docs/engine.md §4g):
    /// where the union of the iterations' writes is single-valued it is `▶`, and so is the
    /// last-writer form `Δh[x := lexmax(bind(dom Δh))]`; the one with fewer basic maps is kept.
    /// The union describes the cells with the iteration variable projected out, the last
    /// writer splits them by the iteration that writes them last, and which is smaller depends
    /// on the loop (tiles of four levels: the union; a row loop of clamped cases: the last
    /// writer). The last writer gets [`LAST_WRITER_SHARE`]⁻¹ of the isl budget; over it, the
    /// union is kept.
    fn iterated(
        &self,
        dh: &SymbolicHeap,
        x: &str,
        ext: &Aff,
    ) -> crate::presburger::PResult<SymbolicHeap> {
        let Some(union) = dh.single_valued_union(x, ext)? else {
            return dh.last_writer_update(x, ext);
        };
        if union.n_basic()? < 2 {
            return Ok(union);
        }
        if self.max_operations > 0 {
            self.ctx
                .set_max_operations((self.max_operations / LAST_WRITER_SHARE).max(1));
        }
        let last = timed("▶: last writer beside the union", || {
            dh.last_writer_update(x, ext)
        });
        self.budget();
        if crate::presburger::profile::enabled() {
            let pieces = match &last {
                Ok(l) => format!("{} ({} existentials)", l.n_basic()?, l.n_existentials()?),
                Err(_) => "over its budget".to_string(),
            };
            eprintln!(
                "[prof] ▶ over {x}: union {} basic maps ({} existentials), last writer {pieces}",
                union.n_basic()?,
                union.n_existentials()?
            );
        }
        let size = |h: &SymbolicHeap| -> crate::presburger::PResult<(usize, usize)> {
            Ok((h.n_basic()?, h.n_existentials()?))
        };
        match last {
            Ok(last) if size(&union)? < size(&last)? => Ok(union),
            Ok(last) => Ok(last),
            Err(crate::presburger::PresburgerError::ResourceLimit(_)) => Ok(union),
            Err(e) => Err(e),
        }
    }

    /// A loop's writes, united over its iterations, with each component that is one
    /// function over a box of cells under the loop's Γ written as that box
    /// ([`SymbolicHeap::merge_into_boxes`]): the union of a loop's tiles describes its cells
    /// with an existential variable per loop level (the tile index), and as a box it has none
    /// before the next level adds its own. Exact where the effect is consulted (under Γ: every
    /// enclosing rule restricts its result to the condition it added to Γ). Over the isl
    /// budget the writes stay as they are.
    fn loop_writes(
        &self,
        writes: &SymbolicHeap,
        gamma: &ParamSet,
    ) -> crate::presburger::PResult<SymbolicHeap> {
        if writes.n_basic()? < 2 {
            return writes.try_clone();
        }
        self.budget();
        let merged = timed("loop writes: boxes", || writes.merge_into_boxes(gamma));
        self.budget();
        match merged {
            Err(crate::presburger::PresburgerError::ResourceLimit(_)) => writes.try_clone(),
            r => r,
        }
    }

    /// `h` with each component that is one function over one convex region of its array's
    /// cells as a single basic map ([`SymbolicHeap::merge_convex_pieces`], bounded by the
    /// allocations in scope); equal to `h` wherever `within` holds, everywhere without it.
    pub(crate) fn merged(
        &self,
        h: &SymbolicHeap,
        within: Option<&ParamSet>,
    ) -> crate::presburger::PResult<SymbolicHeap> {
        if h.n_basic()? < 2 {
            return h.try_clone();
        }
        h.merge_convex_pieces(within, &self.allocated_boxes()?)
    }
}

/// Share of the isl budget of the last-writer form computed beside a single-valued union
/// ([`Evaluator::iterated`]).
const LAST_WRITER_SHARE: u64 = 4;

/// `gist(d, Γ)` when `d` has more than [`SIMPLIFY_ABOVE`] basic sets, `d` otherwise (the same
/// rule as [`simplified`], for a heap's domain).
fn simplified_domain(d: LocationSet, gamma: &ParamSet) -> crate::presburger::PResult<LocationSet> {
    if d.n_basic()? > SIMPLIFY_ABOVE {
        d.simplify_under(gamma)
    } else {
        Ok(d)
    }
}

/// A readable form of a quasi-affine expression.
pub fn aff_text(a: &Aff) -> String {
    match a {
        Aff::Const(c) => c.to_string(),
        Aff::Var(v) => v.clone(),
        Aff::Add(x, y) => match &**y {
            Aff::Const(c) if *c < 0 => format!("{} - {}", aff_text(x), -c),
            Aff::Scale(-1, z) => format!("{} - {}", aff_text(x), paren(z)),
            _ => format!("{} + {}", aff_text(x), aff_text(y)),
        },
        Aff::Scale(n, x) => format!("{n}*{}", paren(x)),
        Aff::FloorDiv(x, n) => format!("floor({}/{n})", aff_text(x)),
        Aff::Mod(x, n) => format!("{} mod {n}", paren(x)),
        Aff::Min(x, y) => format!("min({}, {})", aff_text(x), aff_text(y)),
        Aff::Max(x, y) => format!("max({}, {})", aff_text(x), aff_text(y)),
        Aff::Select(_, x, y) => format!("select(…, {}, {})", aff_text(x), aff_text(y)),
    }
}

fn paren(a: &Aff) -> String {
    match a {
        Aff::Const(_) | Aff::Var(_) => aff_text(a),
        _ => format!("({})", aff_text(a)),
    }
}

#[cfg(test)]
mod input_face_tests {
    use super::*;
    use crate::ir::Type;
    use crate::presburger::Ctx;
    use crate::sched::{Read, Value};

    /// Two read-only inputs `p` (extent `N`) and `q` (extent `M`), each read at
    /// `max(min(x, N − 1), 0)` under Γ: `0 ≤ x < N`, `1 ≤ M < N`.
    fn two_inputs() -> (Evaluator, ParamSet, Value) {
        let ctx = Ctx::new().expect("ctx");
        let mut ev = Evaluator::new(ctx.clone(), 0);
        for (a, n) in [("p", "N"), ("q", "M")] {
            let template =
                ev.templates
                    .intern(super::super::Template::Leaf(super::super::Leaf::Input {
                        buffer: a.into(),
                        ty: Type::int(32),
                        arity: 1,
                    }));
            ev.read_only.insert(a.into());
            ev.input_cells.insert(
                a.into(),
                super::super::InputCells {
                    template,
                    mins: vec![Aff::cst(0)],
                    lo: vec![Aff::cst(0)],
                    hi: vec![Aff::var(n)],
                },
            );
        }
        let (x, n, m) = (Aff::var("x"), Aff::var("N"), Aff::var("M"));
        let gamma = ParamSet::from_cond(
            &ctx,
            &Aff::cst(0)
                .le(x.clone())
                .and(x.lt(n.clone()))
                .and(Aff::cst(1).le(m.clone()))
                .and(m.lt(n)),
        )
        .expect("gamma");
        let clamped = Index::max(
            Index::min(
                Index::var("x"),
                Index::plus(Index::var("N"), Index::Const(-1)),
            ),
            Index::Const(0),
        );
        let read = |a: &str| {
            Value::Read(Box::new(Read {
                array: a.into(),
                index: vec![clamped.clone()],
                flat: None,
                ty: Type::int(32),
            }))
        };
        let value = Value::Binary {
            op: crate::ir::BinOp::Add,
            ty: Type::int(32),
            a: Box::new(read("p")),
            b: Box::new(read("q")),
        };
        (ev, gamma, value)
    }

    #[test]
    fn the_same_clamped_read_of_another_input_is_decided_on_its_own() {
        // `p` is read inside its buffer; `q`, read at the same index, is not (M < N).
        let (mut ev, gamma, value) = two_inputs();
        let inside = ev.input_reads_inside(&gamma, &value);
        assert_eq!(inside.into_iter().collect::<Vec<_>>(), ["p"]);
    }
}

#[cfg(test)]
mod iterated_tests {
    use super::*;
    use crate::presburger::{Cond, Ctx, TemplateInterner};

    /// A split loop whose last tile is shifted inwards, `a[min(4x, N − 4) + k] = A(□)⟨cell⟩`
    /// for `0 ≤ x < N`, `0 ≤ k < 4`: every tile writes a cell the same value, so the union of
    /// the iterations is `▶`, and so is the last writer. The union keeps the tile index as an
    /// existential variable (`4·⌊i/4⌋ ≤ N − 4`), the last writer splits the cells into the
    /// tiles before the last and the last one without it: `▶` is taken in that form, the same
    /// heap with fewer existential variables.
    #[test]
    fn the_iterated_writes_take_the_smaller_form() {
        let ctx = Ctx::new().expect("ctx");
        let mut templates = TemplateInterner::new();
        let a = templates.intern("A(□)".to_string());
        let (x, n, k) = (Aff::var("x"), Aff::var("N"), Aff::var("k"));
        let cell = (x * 4).min(n.clone() - 4) + k;
        let tile = SymbolicHeap::assign_if(
            &ctx,
            "a",
            std::slice::from_ref(&cell),
            a,
            std::slice::from_ref(&cell),
            &Cond::in_range("k", Aff::cst(0), Aff::cst(4)),
        )
        .and_then(|h| h.union_over("k", &Aff::cst(0), &Aff::cst(4)))
        .expect("tile");
        let union = tile
            .single_valued_union("x", &n)
            .expect("union")
            .expect("single-valued");
        assert_eq!(
            (union.n_basic().unwrap(), union.n_existentials().unwrap()),
            (2, 1)
        );
        let ev = Evaluator::new(ctx.clone(), 0);
        let got = ev.iterated(&tile, "x", &n).expect("▶");
        assert_eq!(
            (got.n_basic().unwrap(), got.n_existentials().unwrap()),
            (2, 0)
        );
        let everywhere = ParamSet::universe(&ctx).expect("universe");
        assert!(got.is_equal_under(&union, &everywhere).expect("equal"));
    }
}
