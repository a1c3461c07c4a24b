//! Two facts of Halide's runtime that the validator models, each with the program that needs
//! it and the mutant that must stay rejected:
//! - an allocation whose size is not a compile-time constant is checked by the CPU code
//!   generator (`bytes · ∏ extents ≤ 2^31 − 1` unless the target has `large_buffers`); a call
//!   that fails the check returns an error, so it owes no output (the harris manual schedule
//!   was reported INVALID by witnesses with 17 GB line buffers);
//! - a flat index whose division by a symbolic stride leaves the inner coordinate out of its
//!   extent is moved by one extent when that puts it provably in bounds (harris's last-tile
//!   store `gray[… | row·(e + 4) + e − 4 + ℓ]`).

mod check_common;

use check_common::{check, mutate};
use halide_tv::check::{Report, Verdict};
use halide_tv::symbolic::CheckKind;

/// `f(x) = 2·in(x)`, computed only when `f.extent.0 ≤ 134217727` inside a loop that also
/// allocates `scratch[int32, f.extent.0, 4]`: 16 bytes per unit of extent, so the allocation
/// check fails exactly when `f.extent.0 > 134217727`.
const GUARDED_SCHED: &str = r#"halide-tv sched 1
pipeline twice
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1>
assert(in.stride.0 == 1, 0)
assert(f.stride.0 == 1, 0)
assert(in.min.0 <= f.min.0 && f.min.0 + f.extent.0 <= in.extent.0 + in.min.0, 0)
for (f.s0.y, 0, 1) {
  allocate scratch[int32, f.extent.0, 4]
  if (f.extent.0 <= 134217727) {
    produce f {
      for (f.s0.x.rebased, 0, f.extent.0) {
        f[f.s0.x.rebased | f.s0.x.rebased] = in[f.s0.x.rebased + f.min.0 - in.min.0 | f.s0.x.rebased + f.min.0 - in.min.0] * 2 {f.0(f.s0.x.rebased + f.min.0)}
      }
    }
  }
  free scratch
}
"#;

const GUARDED_SARE: &str = r#"halide-tv sare 1
pipeline twice
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1> = f region [(f.min.0, f.extent.0)]

func f(x) : int32 {
  f(x) = in(x) * 2
}

constraint in.stride.0 == 1
constraint f.stride.0 == 1
"#;

/// `f(x) = g(x) + g(x + 1)`, `g(x) = 2·in(x)`, with `g` stored in row 1 of a two-row
/// allocation `g[int32, f.extent.0 + 1, 2]`, its last element written by a separate store
/// whose flat index `(e + 1) + e` divides by the row stride `e + 1` into `[−1, 2]`.
const ROW_SCHED: &str = r#"halide-tv sched 1
pipeline stencil
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1>
assert(in.stride.0 == 1, 0)
assert(f.stride.0 == 1, 0)
assert(1 <= f.extent.0, 0)
assert(in.min.0 <= f.min.0 && f.min.0 + f.extent.0 + 1 <= in.extent.0 + in.min.0, 0)
allocate g[int32, f.extent.0 + 1, 2]
produce g {
  {
    for (g.s0.x.rebased, 0, f.extent.0) {
      g[g.s0.x.rebased, 1 | f.extent.0 + 1 + g.s0.x.rebased] = in[g.s0.x.rebased + f.min.0 - in.min.0 | g.s0.x.rebased + f.min.0 - in.min.0] * 2 {g.0(g.s0.x.rebased + f.min.0)}
    }
    g[f.extent.0, 1 | f.extent.0 + 1 + f.extent.0] = in[f.extent.0 + f.min.0 - in.min.0 | f.extent.0 + f.min.0 - in.min.0] * 2 {g.0(f.extent.0 + f.min.0)}
  }
}
consume g {
  produce f {
    for (f.s0.x.rebased, 0, f.extent.0) {
      f[f.s0.x.rebased | f.s0.x.rebased] = g[f.s0.x.rebased, 1 | f.extent.0 + 1 + f.s0.x.rebased] + g[f.s0.x.rebased + 1, 1 | f.extent.0 + 2 + f.s0.x.rebased] {f.0(f.s0.x.rebased + f.min.0)}
    }
  }
}
free g
"#;

const ROW_SARE: &str = r#"halide-tv sare 1
pipeline stencil
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1> = f region [(f.min.0, f.extent.0)]

func g(x) : int32 {
  g(x) = in(x) * 2
}

func f(x) : int32 {
  f(x) = g(x) + g(x + 1)
}

constraint in.stride.0 == 1
constraint f.stride.0 == 1
"#;

fn has_failure(r: &Report, kind: CheckKind) -> bool {
    r.failures.iter().any(|f| f.check == kind)
}

#[test]
fn a_call_that_fails_the_allocation_size_check_owes_no_output() {
    let r = check(GUARDED_SCHED, GUARDED_SARE);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
    assert!(
        r.to_text()
            .contains("halide_error_buffer_allocation_too_large"),
        "the modelled check is reported: {}",
        r.to_text()
    );
}

#[test]
fn the_allocation_size_bound_is_exact() {
    // 134217727 · 16 = 2^31 − 16 passes the check: that size must be computed.
    let sched = mutate(
        GUARDED_SCHED,
        "if (f.extent.0 <= 134217727)",
        "if (f.extent.0 <= 134217726)",
    );
    let r = check(&sched, GUARDED_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        has_failure(&r, CheckKind::UncoveredOutput),
        "{}",
        r.to_text()
    );
    assert!(r.to_text().contains("134217727"), "{}", r.to_text());
}

#[test]
fn large_buffers_targets_have_no_allocation_size_check() {
    let sched = mutate(
        GUARDED_SCHED,
        "target \"x86-64-linux\"",
        "target \"x86-64-linux-large_buffers\"",
    );
    let r = check(&sched, GUARDED_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        has_failure(&r, CheckKind::UncoveredOutput),
        "{}",
        r.to_text()
    );
}

#[test]
fn a_loop_that_may_not_run_gives_no_allocation_fact() {
    // With zero iterations nothing is allocated: the check never runs, f is not written.
    let sched = mutate(
        GUARDED_SCHED,
        "for (f.s0.y, 0, 1)",
        "for (f.s0.y, 0, f.extent.0 - 200000000)",
    );
    let r = check(&sched, GUARDED_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        has_failure(&r, CheckKind::UncoveredOutput),
        "{}",
        r.to_text()
    );
}

#[test]
fn a_flat_index_split_across_rows_is_read_in_bounds() {
    let r = check(ROW_SCHED, ROW_SARE);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
}

#[test]
fn a_last_element_written_one_too_far_stays_invalid() {
    // (e + 1) + e + 1 is g[0, 2]: out of bounds in every decomposition.
    let sched = mutate(
        ROW_SCHED,
        "g[f.extent.0, 1 | f.extent.0 + 1 + f.extent.0]",
        "g[f.extent.0, 1 | f.extent.0 + 2 + f.extent.0]",
    );
    let r = check(&sched, ROW_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        has_failure(&r, CheckKind::OutOfBoundsWrite),
        "{}",
        r.to_text()
    );
}
