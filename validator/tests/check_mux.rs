//! End-to-end tests of Halide's `mux` intrinsic (wavelet apps: `mux(c, a + b, a - b)`):
//! `mux(i, v0, …, vn−1)` is Halide's `lower_mux`, `select(i == 0, v0, … select(i == n−1,
//! vn−1, vn−1))`, so an out-of-range index gives the last value. The `mux` appears in the
//! specification and in the program, with scalar, broadcast and vector indices.

mod check_common;

use check_common::{check, mutate};

use halide_tv::check::Verdict;
use halide_tv::symbolic::CheckKind;

/// Haar-like: `out(x, c) = mux(c, in(2x) + in(2x + 1), in(2x) − in(2x + 1))`.
const SARE: &str = r#"halide-tv sare 1
pipeline hx
target "x86-64-linux"
input in : buffer<float32, 1>
output out : buffer<float32, 2> = out region [(out.min.0, out.extent.0), (out.min.1, out.extent.1)]

func out(x, c) : float32 {
  out(x, c) = mux<float32>(c, in(2 * x) + in(2 * x + 1), in(2 * x) - in(2 * x + 1))
}
"#;

/// Scalar loops over `c` and `x`, with the program's own `mux`.
const SCHED: &str = r#"halide-tv sched 1
pipeline hx
target "x86-64-linux"
input in : buffer<float32, 1>
output out : buffer<float32, 2>

assert(out.extent.0 <= 0 || (in.min.0 <= out.min.0 * 2 && out.min.0 * 2 + out.extent.0 * 2 <= in.min.0 + in.extent.0), 0)
produce out {
  for (out.s0.c, 0, out.extent.1) {
    for (out.s0.x, 0, out.extent.0) {
      let a = in[(out.s0.x + out.min.0) * 2 - in.min.0]
      let b = in[(out.s0.x + out.min.0) * 2 + 1 - in.min.0]
      out[out.s0.x, out.s0.c] = mux<float32>(out.s0.c + out.min.1, a + b, a - b) {out.0(out.s0.x + out.min.0, out.s0.c + out.min.1)}
    }
  }
}
"#;

/// `x` vectorized by 4: the index is a broadcast of `c` (Halide's vectorizer widens it).
const SCHED_VEC_X: &str = r#"halide-tv sched 1
pipeline hx
target "x86-64-linux"
input in : buffer<float32, 1>
output out : buffer<float32, 2>

assert(out.extent.0 % 4 == 0, 0)
assert(out.extent.0 <= 0 || (in.min.0 <= out.min.0 * 2 && out.min.0 * 2 + out.extent.0 * 2 <= in.min.0 + in.extent.0), 0)
produce out {
  for (out.s0.c, 0, out.extent.1) {
    for (out.s0.x.x, 0, out.extent.0 / 4) {
      let a = in[ramp((out.s0.x.x * 4 + out.min.0) * 2 - in.min.0, 2, 4)]
      let b = in[ramp((out.s0.x.x * 4 + out.min.0) * 2 + 1 - in.min.0, 2, 4)]
      out[ramp(out.s0.x.x * 4, 1, 4), broadcast(out.s0.c, 4)] = mux<float32x4>(broadcast(out.s0.c + out.min.1, 4), a + b, a - b) {out.0(ramp(out.s0.x.x * 4 + out.min.0, 1, 4), broadcast(out.s0.c + out.min.1, 4))}
    }
  }
}
"#;

/// `c` vectorized by 4: the index is a vector whose lanes choose different values.
const SCHED_VEC_C: &str = r#"halide-tv sched 1
pipeline hx
target "x86-64-linux"
input in : buffer<float32, 1>
output out : buffer<float32, 2>

assert(out.extent.1 % 4 == 0, 0)
assert(out.extent.0 <= 0 || (in.min.0 <= out.min.0 * 2 && out.min.0 * 2 + out.extent.0 * 2 <= in.min.0 + in.extent.0), 0)
produce out {
  for (out.s0.x, 0, out.extent.0) {
    for (out.s0.c.c, 0, out.extent.1 / 4) {
      let a = in[(out.s0.x + out.min.0) * 2 - in.min.0]
      let b = in[(out.s0.x + out.min.0) * 2 + 1 - in.min.0]
      out[broadcast(out.s0.x, 4), ramp(out.s0.c.c * 4, 1, 4)] = mux<float32x4>(ramp(out.s0.c.c * 4 + out.min.1, 1, 4), broadcast(a + b, 4), broadcast(a - b, 4)) {out.0(broadcast(out.s0.x + out.min.0, 4), ramp(out.s0.c.c * 4 + out.min.1, 1, 4))}
    }
  }
}
"#;

const MUX: &str = "mux<float32>(out.s0.c + out.min.1, a + b, a - b)";

fn assert_valid(sched: &str, sare: &str) {
    let r = check(sched, sare);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
    assert!(r.failures.is_empty(), "{}", r.to_text());
    assert_eq!(r.obligations, r.proved, "{}", r.to_text());
}

fn assert_value_mismatch(sched: &str, sare: &str) {
    let r = check(sched, sare);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        r.failures
            .iter()
            .all(|f| f.check == CheckKind::ValueMismatch),
        "{}",
        r.to_text()
    );
}

#[test]
fn mux_program_and_specification_is_valid() {
    assert_valid(SCHED, SARE);
}

#[test]
fn mux_with_swapped_values_is_invalid() {
    let sched = mutate(
        SCHED,
        MUX,
        "mux<float32>(out.s0.c + out.min.1, a - b, a + b)",
    );
    assert_value_mismatch(&sched, SARE);
}

#[test]
fn mux_equals_its_select_lowering() {
    // select(c == 0, v0, v1) is mux(c, v0, v1) for every c, in range or not.
    let sched = mutate(
        SCHED,
        MUX,
        "select(out.s0.c + out.min.1 == 0, a + b, a - b)",
    );
    assert_valid(&sched, SARE);
}

#[test]
fn mux_out_of_range_index_gives_the_last_value() {
    // select(c == 1, v1, v0) agrees with mux(c, v0, v1) on c ∈ {0, 1} only: for c = −1 or
    // c = 2 the mux gives the last value v1.
    let sched = mutate(
        SCHED,
        MUX,
        "select(out.s0.c + out.min.1 == 1, a - b, a + b)",
    );
    let r = check(&sched, SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    // With three values, mux(c, v0, v1, v0) is select(c == 1, v1, v0).
    let sare3 = mutate(
        SARE,
        "in(2 * x) - in(2 * x + 1))",
        "in(2 * x) - in(2 * x + 1), in(2 * x) + in(2 * x + 1))",
    );
    assert_valid(&sched, &sare3);
    // … and differs from the two-value mux for c ≥ 2.
    assert_value_mismatch(SCHED, &sare3);
}

#[test]
fn mux_with_broadcast_index_is_valid_and_its_mutant_invalid() {
    assert_valid(SCHED_VEC_X, SARE);
    let sched = mutate(SCHED_VEC_X, "a + b, a - b)", "a - b, a + b)");
    assert_value_mismatch(&sched, SARE);
}

#[test]
fn mux_with_vector_index_is_valid_and_its_mutant_invalid() {
    assert_valid(SCHED_VEC_C, SARE);
    let sched = mutate(
        SCHED_VEC_C,
        "broadcast(a + b, 4), broadcast(a - b, 4))",
        "broadcast(a - b, 4), broadcast(a + b, 4))",
    );
    assert_value_mismatch(&sched, SARE);
}
