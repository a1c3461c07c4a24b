//! The SMT backend's foundation: exact Halide value semantics in Z3 ([`semantics`]) and a thin
//! solver wrapper with explicit answers and counterexamples ([`solver`]).
//!
//! # Representation
//! One lane per term. `bool` is a Z3 `Bool`; `intN`/`uintN` are N-bit vectors (signedness is in
//! the Halide type); floats depend on [`FloatMode`]: `Real` (exact reals, fast-math default),
//! `Ieee` (Z3 FloatingPoint, RNE; for `strict_float`), `Uninterpreted` (one uninterpreted sort
//! per width, one uninterpreted function per operation). Handles are not modelled.
//!
//! Undefined behaviour of the generated code (LLVM poison: shifts by ≥ the width,
//! out-of-range float→int, C division by zero) becomes `undef.<op>.<type>(operands)`, an
//! uninterpreted function: any value, the same one for the same operands.
//!
//! # Definitions and the Halide source each one mirrors (Halide 19)
//!
//! | operation | definition | Halide source |
//! |---|---|---|
//! | `+ - *` (int) | wrap modulo 2^N | src/IR.h; CodeGen_LLVM `visit(Add…)` |
//! | `/` (int) | Euclidean quotient (`a = q·b + r`, `0 ≤ r < \|b\|`), wrapped; `x/0 = 0` | IROperator.h `div_imp`; CodeGen_Internal `lower_euclidean_div` |
//! | `%` (int) | Euclidean remainder, `≥ 0`; `x%0 = 0` | IROperator.h `mod_imp`; `lower_euclidean_mod` |
//! | `/ %` (uint) | plain; `x/0 = x%0 = 0` | same |
//! | `min`/`max` | `select(a < b, a, b)` / `select(a > b, a, b)` | CodeGen_LLVM `visit(Min/Max)` |
//! | `== != < <= > >=` | signed/unsigned by type; floats: `oeq one olt ole ogt oge` | CodeGen_LLVM `visit(EQ…)` |
//! | `&& \|\|` | on `bool` | src/IR.h |
//! | `+ - * /` (float) | reals / RNE IEEE / UF | CodeGen_LLVM |
//! | `%` (float) | `a - b·floor(a/b)` | CodeGen_LLVM `visit(Mod)` |
//! | cast int→int | sign/zero-extend by source, truncate | CodeGen_LLVM `visit(Cast)` `CreateIntCast` |
//! | cast →bool | low bit (float: via uint8) | `CreateIntCast` to i1; `UIntImm::make` |
//! | cast int→float | exact (Real) / `sitofp`,`uitofp` RNE | CodeGen_LLVM |
//! | cast float→int | truncate toward 0; out of range/NaN undefined | `fptosi`/`fptoui` |
//! | cast float→float | identity (Real) / RNE | `CreateFPCast` |
//! | `abs` | `\|a\|`, unsigned result for signed | IROperator.cpp `abs` |
//! | `absd` | `select(a < b, b - a, a - b)`, unsigned result | IROperator.cpp `absd` |
//! | `bitwise_*` | bitwise on the N bits | IROperator.h |
//! | `shift_left/right` | signed amount reverses direction; \|b\| ≥ N undefined; `>>` arithmetic for signed | IROperator.cpp `lower_signed_shift_*` |
//! | `count_leading/trailing_zeros`, `popcount` | bit counts; N for 0 | IROperator.h |
//! | `div/mod_round_to_zero` | C `/ %`; `b = 0`, `INT_MIN / -1` undefined | IROperator.h; LLVM `sdiv`/`srem` |
//! | `widening_add/mul` | `widen(a) op widen(b)` | FindIntrinsics.cpp `lower_widening_*` |
//! | `widening_sub` | `int(2N)(a) - int(2N)(b)` | `lower_widening_sub` |
//! | `widening_shift_left/right` | `widen(a) << b`, `widen(a) >> b` | `lower_widening_shift_*` |
//! | `saturating_add/sub` | `saturating_narrow(widening_op(a, b))` | `lower_saturating_add/sub` |
//! | `saturating_cast` | clamp then cast (float sources per the lowering) | `lower_saturating_cast` |
//! | `halving_add` | `narrow(widening_add(a, b) >> 1)` | `lower_halving_add` |
//! | `halving_sub` | `narrow(widening_sub(a, b) >> 1)` | `lower_halving_sub` |
//! | `rounding_halving_add` | `narrow((widening_add(a, b) + 1) >> 1)` | `lower_rounding_halving_add` |
//! | `rounding_shift_right` | `(a >> b) + (b > 0 ? (a >> (b-1)) & 1 : 0)` | `lower_rounding_shift_right` |
//! | `rounding_shift_left` | `(a << b) + (b < 0 ? (a << (b+1)) & 1 : 0)` | `lower_rounding_shift_left` |
//! | `mul_shift_right` | `saturating_narrow(widening_mul(a, b) >> q)` | `lower_mul_shift_right` |
//! | `rounding_mul_shift_right` | `saturating_narrow(rounding_shift_right(widening_mul(a, b), q))` | `lower_rounding_mul_shift_right` |
//! | `lerp` | integer: rounded `(z·(M−w) + o·w) / M`, `M = 2^N − 1`; float: `z·(1−w) + o·w` | Lerp.cpp `lower_lerp` |
//! | `if_then_else(c, t, f)` | `select` | src/IR.h |
//! | `likely`, `likely_if_innermost`, `promise_clamped`, `unsafe_promise_clamped`, `strict_float` | identity on the first argument | src/IR.h |
//! | `reinterpret` | same bits (IEEE mode for floats) | LLVM `bitcast` |
//! | `VectorReduce` | adjacent lane groups folded with `+ * min max && \|\|`; order-dependent cases (`saturating_add`, IEEE/uninterpreted floats) unsupported | src/IR.h `VectorReduce` |
//! | `floor/ceil/round/trunc_fN` | exact (real and IEEE; `round` ties to even) | IROperator.h `floor`… |
//! | `sqrt_fN` | IEEE: `fp.sqrt` RNE; otherwise UF | `llvm.sqrt` |
//! | other pure externs (`exp_f32`, `sin_f32`, `pow_f32`…) | UF keyed by name and signature; a counterexample that applies one is not reported (UNKNOWN) | — |
//! | real mode, `float32` constants: `+ - * /` and `acos … tanh_f32`, `exp_f32`, `log_f32`, `sqrt_f32` of a constant | folded as Halide folds them: on doubles, rounded to `float32` | Simplify_Add/Sub/Mul/Div.cpp; Simplify_Call.cpp `pure_externs_f1` |
//! | any other intrinsic | `Err(Unsupported(name))` | — |
//!
//! The intrinsic rows are data: [`semantics::INTRINSICS`], shared by the encoder and the tests.
//!
//! # Building
//! The `z3` crate 0.19 with `default-features = false` links the system `libz3` (Debian's 4.8.12,
//! `libz3-dev`); `z3-sys` runs bindgen on `/usr/include/z3.h` and finds `libclang` by itself, so
//! no environment variable is needed. `z3-sys` is also a direct dependency for three C-API
//! conversions the safe crate lacks (`fp.to_fp` from signed/unsigned/IEEE bit-vectors) and
//! `Z3_get_ast_id`. Queries whose only useful answer is a proof can instead go to a `z3`
//! process of their own ([`process`]: Debian's `z3` package, the same version), which is
//! killed at its timeout.

pub mod forked;
pub mod lia;
pub mod process;
pub mod semantics;
pub mod solver;
pub mod wire;

pub use semantics::{FloatMode, SemError, SemResult, Semantics, Value};
pub use solver::{check_same, check_validity, Counterexample, Observed, SmtResult};
