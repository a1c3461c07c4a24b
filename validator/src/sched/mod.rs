//! Lowering of the annotated Halide program (`.sched`) to the SCHED core language of the
//! thesis (ch. 4, Fig. 4.1/4.2), with affine typing (Fig. 4.7): the input of the symbolic
//! evaluator (ch. 5).
//!
//! # Data model
//! - [`Index`] ι : 𝔸 and [`Cond<Index>`] : 𝔹 — piecewise quasi-affine by construction
//!   ([`index`]); [`Term`] — exact integer terms before typing, also used for flat indices.
//! - [`Value`] e — scalar semantic expressions whose reads are `a[ι…]` ([`value`]).
//! - [`Command`] c — `skip`, `;`, `a[ι…] {t} := e`, `if`, `let`, `allocate`, `for`, `par`,
//!   and `assume ι in c` for Halide's asserts ([`command`]); each carries an [`Origin`].
//!
//! # Lowering decisions ([`lower_program`])
//! - **Loops.** `for (x, min, extent)` becomes `for x' < extent` with `x = x' + min`
//!   substituted in the body (the core variable keeps the name `x` when `min` is 0, otherwise
//!   it is `x'`; [`LoopSource::Halide`] keeps `x` and `min` for reports). `parallel` loops
//!   become `par`; `unrolled` loops `for` (unrolling keeps the order). `vectorized` and GPU
//!   loop kinds are unsupported.
//! - **Vectors.** A store of `n` lanes becomes `par $laneK < n` of scalar stores; every
//!   ramp, broadcast and shuffle in its indices, value, predicate and annotation is read at
//!   the lane variable: `ramp(b, s, n)` lane ℓ is `b + ℓ·s` (nested ramps split ℓ into
//!   `ℓ mod m` and `⌊ℓ/m⌋`; a non-constant stride gives an exact select over the `n` lanes),
//!   shuffles are exact select chains over lane ranges (see `lanes.rs`), `VectorReduce` is the
//!   explicit fold of each lane group for integers and Booleans, and an n-ary call over the
//!   group's lanes for floats (whose rounding depends on an order Halide leaves open).
//! - **Predicates.** A predicated store is `if pred(ℓ) then a[…] := e`. A predicated load is
//!   `(pred(ℓ) ? a[…] : undef)` ([`Value::Cond`]): its read only counts where the predicate
//!   holds, and the unread lanes are an arbitrary value ([`Value::Undef`]). Predicates must be
//!   affine.
//! - **Asserts.** `assert(c)` becomes `assume c in (rest of the block)`. Conjuncts of `c`
//!   that are not affine are not assumed (a sound weakening) and are listed in the node.
//! - **Indices.** The core index of an access is its *flat* index delinearized in the
//!   array's layout ([`layout`]): `b.stride.k` for a buffer of the pipeline, products of the
//!   allocation's extents for an `allocate`. The flat index is what the generated code uses,
//!   so storage flattening is validated too; the multidimensional index of the `.sched`
//!   (ghost, in Func coordinates) is used only when an access has no flat index (hand-written
//!   programs), read as coordinates counted from 0. Core arrays are indexed from 0: the core
//!   array `f : τ[f.extent.0 × …]` holds Func coordinate `x` at `x - f.min.0`. Prophetic
//!   annotations keep the Func's own (absolute) coordinates.
//! - **Buffer prologue.** `let b.min.k = _halide_buffer_get_min(b.buffer, k)` (and `extent`,
//!   `stride`) defines the header symbol it names and adds no binding; bounds-query branches
//!   (`_halide_buffer_is_bounds_query`) are not taken, an assumption every report states
//!   ([`CoreProgram::assumptions`]); an `if` whose condition is a constant lowers only the
//!   branch that runs.
//! - **Lets.** A scalar integer `let` whose value is affine becomes a core `let`; any other
//!   `let` (values, vectors, Booleans, non-affine integers) is pure and is expanded at each
//!   use — refused when its value reads a buffer that its scope writes. Names are never
//!   shadowed (refused), so expansion cannot capture.
//! - **Markers.** `produce`/`consume` are flattened, `free` is dropped (the `allocate` scope
//!   ends there), `evaluate` of a pure expression or of `prefetch` is `skip`, and any
//!   other call with effects (in an `evaluate` or a `let`) is unsupported, except Halide's
//!   buffer-descriptor accessors (`_halide_buffer_get_*`); `allocate` keeps its
//!   multidimensional extents ([`Shape::Unknown`] when the program gives none), and a
//!   conditional allocation `allocate … if c` has extents `select(c, e, 0)`.
//! - **Typing.** Every index, loop bound, condition and annotation argument must be
//!   (quasi-)affine in loop variables and parameters ([`typing`]). Two "accidentally
//!   non-affine" patterns (thesis §6) are recovered exactly: a loop over `f0 × … × fn` used
//!   only through `/` and `%` by products of its innermost factors (Halide's `fuse`, also
//!   nested) becomes nested loops over the digits of `F = d0 + f0·(d1 + f1·(…))` when the
//!   inner factors are proven non-negative, and
//!   `⌊(e·e′ − 1)/e⌋ = e′ − 1` when `e > 0` is proven, `select(e > 0, e′ − 1, 0)` when only
//!   `e ≥ 0` is ([`Facts`]). Anything else gives
//!   `Unsupported { what: "non-affine index", … }` (or `non-affine condition`, …).
//! - **Reports.** [`mod@print`] prints core programs; [`check_program`] re-checks the typing
//!   invariants (Fig. 4.7) of a lowered program; errors are [`LowerError`]s naming the
//!   construct and where it is (loop-nest path and printed expression).
//! - **Integers.** Index arithmetic is exact; int32/int64 sub-expressions of values that
//!   are affine become [`Value::Index`] (Halide assumes they do not overflow, thesis §9.5);
//!   narrower or unsigned arithmetic stays value arithmetic (wrapping).

pub mod check;
pub mod command;
mod env;
pub mod error;
pub mod facts;
mod fourier_motzkin;
mod fused;
pub mod index;
mod lanes;
pub mod layout;
mod lower_expr;
mod lower_stmt;
mod lower_value;
pub mod print;
mod product;
pub mod term;
pub mod typing;
pub mod value;
mod walk;

pub use check::check_program;
pub use command::{
    ArrayDecl, Assign, Command, CommandKind, CoreParam, CoreProgram, Loop, LoopSource, Origin,
    ProductBound, Prophecy, Shape,
};
pub use error::LowerError;
pub use facts::Facts;
pub use index::{CmpOp, Cond, Index, Linear};
pub use lower_stmt::lower_program;
pub use term::Term;
pub use value::{Callee, Read, Value};
pub use walk::visit_stmt;
