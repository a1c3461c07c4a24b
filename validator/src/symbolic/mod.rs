//! The symbolic evaluator of thesis ch. 5: `Γ; h ⊢ C ⟹ c : ⟨Δh; R⟩` (Fig. 5.4), one function
//! per rule, with every side condition, and prophetic evaluation `Γ ⊢ c : Δh` (Fig. 5.3).
//!
//! - [`template`]: the expression templates `E` of symbolic values `E⟨ι..⟩`;
//! - [`value_eval`]: `⟦e⟧_h` and `reads(e)` (Fig. 5.1);
//! - [`prophetic`]: Fig. 5.3;
//! - [`inline`]: S-LET by substitution for non-convex `let`s;
//! - [`rules`]: S-SKIP, S-SEQ, S-LET, S-SEQLOOP, S-PARLOOP, S-IF, S-ALLOCATE, S-ASSIGN and
//!   the `assume` extension;
//! - [`program`]: the initial heap (inputs defined exactly on their buffers), the output
//!   check (`__discard {Out(i..)} := out[i..]` over the requested region) and the entry point
//!   [`evaluate_program`];
//! - [`failure`]: failed side conditions with witnesses, undecided checks, and the
//!   verification conditions ([`Obligation`]) left to the SMT layer.
//!
//! Soundness (the verdict contract, ARCHITECTURE.md): a side condition is either proven, reported as a
//! [`Failure`] with a concrete witness, or reported as [`Undecided`] with the reason (isl
//! resource limit or error, unknown allocation shape…). When the evaluation itself cannot
//! proceed (a heap operation fails, an assignment has no annotation) it stops with an
//! [`EvalError`] and the outcome is undecided.

mod bounds_pass;
mod bounds_smt;
pub mod convert;
pub(crate) mod decide;
pub mod effect;
pub mod failure;
pub mod garbage_closure;
pub mod inline;
pub mod let_cases;
mod product_bounds;
pub mod program;
pub mod prophetic;
pub mod rules;
mod smt_inclusion;
pub mod template;
pub mod value_eval;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use crate::presburger::{
    Aff, Ctx, PResult, ParamSet, PresburgerError, SymbolicHeap, TemplateId, TemplateInterner,
};
use crate::sare::{Stage, TensorId};
use crate::sched::{Assign, Origin};

pub use effect::Effect;
pub use failure::{CheckKind, Failure, Location, Obligation, ObligationKind, Undecided, Witness};
pub use product_bounds::stopped_by_prologue;
pub use program::{
    evaluate_program, read_only_arrays, EvalLimits, EvalOutcome, InputDomain, OutputCheck,
    SpecUndefined,
};
pub use template::{Leaf, Template};

/// Why the evaluation stopped (the outcome is then undecided).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// An operation of the Presburger layer failed (resource limit or isl error).
    Presburger(PresburgerError),
    /// The same, located at the innermost command being evaluated.
    At {
        /// The error.
        error: PresburgerError,
        /// Where.
        location: Box<Location>,
    },
    /// A construct the evaluator does not support.
    Unsupported {
        /// What.
        what: String,
        /// Where.
        location: Location,
    },
}

impl From<PresburgerError> for EvalError {
    fn from(e: PresburgerError) -> Self {
        EvalError::Presburger(e)
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Presburger(e) => write!(f, "{e}"),
            EvalError::At { error, location } => write!(f, "at {location}: {error}"),
            EvalError::Unsupported { what, location } => {
                write!(f, "unsupported at {location}: {what}")
            }
        }
    }
}

/// The state of one symbolic evaluation: the isl context, the template interner, the shapes
/// of the arrays in scope (for the in-bounds check of S-ASSIGN) and the side conditions found
/// so far.
pub struct Evaluator {
    /// The Presburger context.
    pub ctx: Ctx,
    /// Templates of every symbolic value built so far.
    pub templates: TemplateInterner<Template>,
    /// Extents of every array in scope; `None` when the program gives none.
    pub shapes: BTreeMap<String, Option<Vec<Aff>>>,
    /// Failed side conditions.
    pub failures: Vec<Failure>,
    /// Side conditions that could not be decided.
    pub undecided: Vec<Undecided>,
    /// isl operation bound per rule application (0 = none).
    pub max_operations: u64,
    /// Nesting depth of rule applications (profiling output).
    pub depth: usize,
    /// Every assignment's in-bounds condition was already checked ([`bounds_pass`]); S-ASSIGN
    /// skips it.
    pub write_bounds_checked: bool,
    /// Variables of the loops around the command being evaluated, and of the `let`s around it
    /// that S-LET kept as parameters and whose values mention one of these (S-LET keeps a
    /// clamp of one of them as a parameter, see [`rules`]).
    pub loop_vars: Vec<String>,
    /// The facts `x = ι` of the `let`s in [`Evaluator::loop_vars`], innermost last
    /// (S-ASSIGN conjoins them before it projects those variables out of its condition).
    pub(crate) let_facts: Vec<ParamSet>,
    /// Halide's semantics for reads of never-written cells inside an allocation: they read
    /// garbage, and a store that reads garbage writes garbage (see
    /// [`Evaluator::garbage_reads`]); off, such a read fails the reads-defined side condition
    /// of S-ASSIGN (thesis Fig. 5.4). On, the evaluation tracks only which cells hold garbage:
    /// every store's prophecy is replaced by one template per type ([`Leaf::Clean`]) and no
    /// verification condition, bounds or race check is produced — those come from the strict
    /// evaluation, which this one completes with the cells whose values were computed from
    /// never-written memory (see `crate::check`).
    pub garbage_semantics: bool,
    /// When set, the evaluation stops (UNKNOWN) once this instant has passed.
    pub deadline: Option<std::time::Instant>,
    /// The non-convex `let`s S-LET kept as parameters instead of substituting them, in
    /// evaluation order (profiling and tests of the S-LET strategy).
    pub kept_lets: Vec<String>,
    /// S-LET keeps a non-convex `let` of a loop-dependent value as a parameter only while
    /// `Γ, x = ι` has at most this many basic sets (default
    /// [`rules::LET_PARAM_MAX_DISJUNCTS`]; both choices are exact, this one trades the size of
    /// Γ against the pieces of every relation in the `let`'s body).
    pub let_param_max_disjuncts: usize,
    /// See [`program::EvalLimits::hull_leading`].
    pub hull_leading: bool,
    /// See [`program::EvalOutcome::leading_hull`].
    pub leading_hull: Option<usize>,
    /// The path conditions S-ASSIGN restricts its obligations to, innermost last (see
    /// `rules::obligation_gamma`).
    pub(crate) obligation_gammas: Vec<ParamSet>,
    /// Arrays no assignment of the program writes (the pipeline's inputs, see
    /// [`program::read_only_arrays`]). S-ASSIGN still checks every read of them (in bounds,
    /// defined), but leaves them out of the reads `R` of its effect: `R` serves only S-PARLOOP's
    /// rw-safe check (thesis Fig. 5.4), and a cell nobody writes cannot be part of a race, so
    /// the check is the same with or without them, while their clamped read sets (boundary
    /// conditions) made every loop's `⋃_x R` cost isl operations.
    pub read_only: BTreeSet<String>,
    /// Parallel loops around the command being evaluated (S-PARLOOP counts them).
    pub par_depth: usize,
    /// [`Evaluator::par_depth`] where each array in scope was allocated (S-ALLOCATE); an array
    /// not listed is the program's (depth 0). A read of `a` can be part of a race only when a
    /// parallel loop lies between `a`'s allocation and the read ([`Evaluator::race_relevant`]).
    pub alloc_par_depth: BTreeMap<String, usize>,
    /// The program's parameters (buffer symbols and scalar parameters), set by
    /// [`evaluate_program`]; empty when the evaluation runs on a fragment (tests of single
    /// rules), which then records no [`Evaluator::aborts`].
    pub program_params: BTreeSet<String>,
    /// The parameter valuations for which some execution reaches an `assume` (a Halide
    /// `assert`, an allocation-size check) whose condition fails: the call stops there with
    /// an error and owes no output (`program::run` leaves them out of the output checks).
    /// `None` while no assumption can fail.
    pub aborts: Option<ParamSet>,
    /// The cells the initial heap gives each input (see [`InputCells`]).
    pub input_cells: BTreeMap<String, InputCells>,
    /// Strict evaluation: for each store with a read of a never-written cell inside its
    /// allocation, the parameter valuations (within its path condition) where one happens —
    /// the sources of garbage the garbage evaluation starts from ([`GarbageSlice`]).
    pub never_written: BTreeMap<StoreKey, ParamSet>,
    /// Strict evaluation: every store instance evaluated and the scope of every allocation,
    /// for the garbage closure ([`garbage_closure`]).
    pub store_record: garbage_closure::StoreRecord,
    /// Strict evaluation: the allocation of each array in scope, as numbered by
    /// [`garbage_closure::StoreRecord::allocation`] (an array not listed is the program's).
    pub(crate) alloc_sites: BTreeMap<String, usize>,
    /// The asserted products in scope ([`crate::sched::ProductBound`]), each with the calls
    /// that reach its assertion: `None` for an `assume` on the program's spine (outside every
    /// loop and every `if`: a call in its failure region that does not reach it has stopped
    /// at an earlier error, and owes no output either), the path condition of an `assume`
    /// under an `if` but outside every loop otherwise (outside loops the path condition
    /// decides which calls get there). S-IF's and S-ASSUME's branches add their
    /// affine consequences to the path condition and the calls those exclude — among the
    /// calls that reach the assertion — to the aborts ([`Evaluator::with_product_bounds`]).
    pub products: Vec<(crate::sched::ProductBound, Option<ParamSet>)>,
    /// The asserted products of the program's prologue, before any effect (a witness that
    /// fails one is not a counterexample: that call stops first; see `check::assemble`).
    pub leading_products: Vec<crate::sched::ProductBound>,
    /// The calls whose prologue products hold by an affine margin (each factor at most
    /// `⌊√max⌋` in absolute value): witnesses are drawn from them first
    /// ([`Evaluator::sample_witness`]).
    pub witness_box: Option<ParamSet>,
    /// The number of S-IF branches around the command being evaluated (0: on the spine).
    pub if_depth: usize,
    /// Garbage evaluation: some loop's garbage was over-approximated in time (S-SEQLOOP's
    /// fallback when its exact rule exceeds the budget). Garbage found in an output may then be
    /// the approximation's, so it does not decide the check; an output free of garbage is free
    /// of it exactly.
    pub garbage_approximated: bool,
    /// Garbage evaluation: the over-approximation itself failed; no loop around tries it again.
    pub garbage_hull_failed: bool,
    /// Garbage evaluation: the arrays it tracks and the sources of garbage it is given (see
    /// [`GarbageSlice`]); `None`: every array, sources found by the evaluation itself.
    pub garbage_slice: Option<GarbageSlice>,
    /// Set while S-ASSIGN evaluates `⟦e⟧_h` after proving `Γ ⊢ reads(e) ⊆ dom(h)`: every read
    /// of `e` has a value wherever Γ and its guards hold, so a read's pieces may be merged by
    /// [`crate::presburger::SymbolicValue::merge_functional_pieces`] (exact there), and an
    /// input read needs no condition that its cell is inside the buffer.
    pub(crate) reads_proven_defined: bool,
    /// Whether reads proven defined are always merged (`halide-tv check --merge-reads`, see
    /// [`crate::check::CheckOptions::merge_reads`]). Without it S-ASSIGN merges them only when
    /// `⟦e⟧_h` exceeds the rule's budget unmerged (and evaluates it again); it is then set
    /// for the rest of the evaluation.
    pub merge_reads: bool,
    /// The stores whose `⟦e⟧_h` exceeded the rule's budget unmerged and was evaluated again
    /// with merged reads (S-ASSIGN).
    pub merge_retries: usize,
    /// The loops evaluated again case by case over the convex pieces of their path condition
    /// after exceeding the isl budget (`Evaluator::s_loop_by_cases`).
    pub case_splits: usize,
    /// The product of the case counts of the `let`s being evaluated case by case around the
    /// current command (`Evaluator::s_let_by_cases`; 1 outside every such `let`).
    pub(crate) let_cases: usize,
    /// Whether the current command is inside the first, unsplit attempt at a `let` that may be
    /// evaluated case by case (`Evaluator::s_let_by_cases`), which runs under a share of the
    /// isl budget.
    pub(crate) let_attempt: bool,
    /// The `let`s evaluated case by case (`Evaluator::s_let_by_cases`).
    pub let_case_splits: usize,
    /// For each loop being evaluated, outermost first, whether a loop inside it leaves case
    /// splitting to it (`Evaluator::s_loop_by_cases`): it would split, its path condition
    /// having several pieces, or it is being evaluated case by case (splits do not nest).
    pub(crate) loop_frames: Vec<bool>,
    /// The prophetic Δh of loop bodies already computed ([`Evaluator::prophetic_body`]).
    pub prophecies: prophetic::Memo,
    /// Garbage evaluation: for each loop variable, the garbage its body wrote when S-SEQLOOP
    /// last reached its fixpoint. The loop evaluated again (in a later round of a loop around
    /// it) tries it first ([`Evaluator::garbage_fixpoint`]).
    pub garbage_fixpoints: BTreeMap<String, SymbolicHeap>,
}

/// A store of the program, the same in both evaluations of one check: its loop path, its label
/// and the array it writes. Halide's loop partitioning can give two stores one key; their
/// sources are then united (more garbage, never less).
pub type StoreKey = (Vec<String>, String, String);

/// What the garbage evaluation ([`Evaluator::garbage_semantics`]) needs to know from the strict
/// one, so that it tracks only the arrays that can hold garbage.
///
/// A cell holds garbage only if its last store read a never-written cell or a cell holding
/// garbage. The strict evaluation has found every store instance of the first kind
/// ([`Evaluator::never_written`]); `arrays` is the least set containing the arrays those stores
/// write and closed under "a store that reads an array of the set writes an array of the set".
/// By induction over the execution, an array outside it never holds garbage: each of its
/// stores reads no never-written cell (the strict evaluation would have recorded it) and
/// reads only arrays outside the set. The garbage evaluation therefore skips every store to an
/// array outside the set (their cells hold values and are not consulted), leaves reads of such
/// arrays out of the garbage check, and takes the never-written reads from `sources` instead of
/// finding them in a heap that would have to hold every array (sgemm: the tile `As` of `A`,
/// whose written cells the loops of its production write in dozens of pieces). Exact for the
/// arrays of the set: their stores are all evaluated, in the same heap as before.
pub struct GarbageSlice {
    /// The arrays that may hold garbage.
    pub arrays: BTreeSet<String>,
    /// [`Evaluator::never_written`] of the strict evaluation (same isl context).
    pub sources: BTreeMap<StoreKey, ParamSet>,
}

/// The initial heap's cells of one input, `{a⟨i..⟩ → In⟨i + min..⟩ : lo ≤ i < hi}`
/// (`program::initial_heap`): the contents of a read-only input at every point of the
/// evaluation, which S-ASSIGN's `⟦a[ι..]⟧_h` returns without applying the heap.
pub struct InputCells {
    /// The input's template `In`.
    pub template: crate::presburger::TemplateId,
    /// `min.k` of each dimension (added to the core index to make the hole).
    pub mins: Vec<Aff>,
    /// Least index of each dimension.
    pub lo: Vec<Aff>,
    /// Bound (exclusive) of each dimension.
    pub hi: Vec<Aff>,
}

impl Evaluator {
    /// A fresh evaluator on `ctx`.
    pub fn new(ctx: Ctx, max_operations: u64) -> Evaluator {
        Evaluator {
            ctx,
            templates: TemplateInterner::new(),
            shapes: BTreeMap::new(),
            failures: Vec::new(),
            undecided: Vec::new(),
            max_operations,
            depth: 0,
            write_bounds_checked: false,
            loop_vars: Vec::new(),
            let_facts: Vec::new(),
            program_params: BTreeSet::new(),
            reads_proven_defined: false,
            merge_reads: false,
            merge_retries: 0,
            aborts: None,
            garbage_semantics: false,
            deadline: None,
            kept_lets: Vec::new(),
            let_param_max_disjuncts: rules::LET_PARAM_MAX_DISJUNCTS,
            hull_leading: false,
            leading_hull: None,
            obligation_gammas: Vec::new(),
            read_only: BTreeSet::new(),
            par_depth: 0,
            alloc_par_depth: BTreeMap::new(),
            input_cells: BTreeMap::new(),
            never_written: BTreeMap::new(),
            store_record: garbage_closure::StoreRecord::default(),
            alloc_sites: BTreeMap::new(),
            products: Vec::new(),
            leading_products: Vec::new(),
            witness_box: None,
            if_depth: 0,
            garbage_approximated: false,
            garbage_hull_failed: false,
            garbage_slice: None,
            case_splits: 0,
            let_cases: 1,
            let_attempt: false,
            let_case_splits: 0,
            loop_frames: Vec::new(),
            prophecies: prophetic::Memo::default(),
            garbage_fixpoints: BTreeMap::new(),
        }
    }

    /// Restarts the isl operation count with this evaluator's bound.
    pub(crate) fn budget(&self) {
        self.ctx.set_max_operations(self.max_operations);
    }

    /// The report location of a node.
    pub(crate) fn location(origin: &Origin, array: Option<&str>, spec: Option<String>) -> Location {
        Location {
            loop_path: origin.path.clone(),
            node: origin.label.clone(),
            array: array.map(str::to_string),
            spec,
        }
    }

    /// `decompose(t) = E⟨ι''..⟩` (§5.2): the prophecy as a tensor template and its holes.
    pub fn decompose(
        &mut self,
        a: &Assign,
        origin: &Origin,
    ) -> Result<(TemplateId, Vec<Aff>), EvalError> {
        let Some(p) = &a.annotation else {
            return Err(EvalError::Unsupported {
                what: format!("assignment to `{}` without prophetic annotation", a.array),
                location: Self::location(origin, Some(&a.array), None),
            });
        };
        if self.garbage_semantics {
            let id = self
                .templates
                .intern(Template::Leaf(Leaf::Clean(a.value.ty())));
            return Ok((id, Vec::new()));
        }
        let tensor = TensorId {
            func: p.func.clone(),
            stage: Stage::Def(p.stage),
            component: p.value_index.unwrap_or(0),
        };
        let id = self.templates.intern(Template::Leaf(Leaf::Tensor {
            tensor,
            arity: p.args.len(),
        }));
        Ok((id, p.args.iter().map(convert::index_to_aff).collect()))
    }

    /// Runs a side-condition computation; an isl failure becomes an [`Undecided`] entry.
    pub(crate) fn decide<T>(&mut self, location: &Location, r: PResult<T>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.undecided.push(Undecided {
                    location: location.clone(),
                    reason: e.to_string(),
                });
                None
            }
        }
    }
}
