//! S-LET by substitution for non-convex `let`s (`validator/src/symbolic/inline.rs`): a
//! pipeline whose lets are nine clamps (`max(min(…), …)`, as Halide writes prologue and
//! epilogue bounds) around stencil_root. As facts of the path condition Γ those lets make it a
//! union of 3^9 pieces and the check exceeds a small isl budget; substituted into their uses
//! they are convex constraints and the check is VALID well within it. A mutant stays INVALID.

mod check_common;

use std::time::Duration;

use check_common::mutate;
use halide_tv::check::{check_texts, CheckOptions, Report, Verdict};
use halide_tv::symbolic::CheckKind;

const SCHED: &str = r#"halide-tv sched 1
pipeline stencil
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1>
let c1 = max(min(f.extent.0, 1000), 0)
let c2 = max(min(f.min.0, 1000), -1000)
let c3 = max(min(in.extent.0, 1000), 0)
let c4 = max(min(in.min.0, 1000), -1000)
let c5 = max(min(f.extent.0 + f.min.0, 2000), -2000)
let c6 = max(min(in.extent.0 + in.min.0, 2000), -2000)
assert(c1 + c2 + c3 + c4 + c5 + c6 <= 8000, 0)
let c7 = max(min(f.extent.0 * 2, 3000), 1)
let c8 = max(min(in.min.0 * 2, 3000), -3000)
let c9 = max(min(f.min.0 - in.min.0, 50), -50)
assert(c7 + c8 + c9 <= 6050, 0)
let t1 = f.extent.0 + 1
let in.extent.0.required.s = max(t1, 1)
assert(in.stride.0 == 1, extern halide_error_constraint_violated<int32>("in.stride.0", in.stride.0, "1", 1))
assert(f.stride.0 == 1, extern halide_error_constraint_violated<int32>("f.stride.0", f.stride.0, "1", 1))

assert(in.min.0 <= f.min.0 && f.min.0 + in.extent.0.required.s <= in.extent.0 + in.min.0, extern halide_error_access_out_of_bounds<int32>("Input buffer in", 0, f.min.0, f.min.0 + in.extent.0.required.s + -1, in.min.0, in.extent.0 + in.min.0 + -1))
allocate g[int32, f.extent.0 + 1]
produce g {
  for (g.s0.x.rebased, 0, f.extent.0 + 1) {
    g[g.s0.x.rebased | g.s0.x.rebased] = in[g.s0.x.rebased + f.min.0 - in.min.0 | g.s0.x.rebased + f.min.0 - in.min.0] * 2 {g.0(g.s0.x.rebased + f.min.0)}
  }
}
consume g {
  produce f {
    for (f.s0.x.rebased, 0, f.extent.0) {
      f[f.s0.x.rebased | f.s0.x.rebased] = g[f.s0.x.rebased | f.s0.x.rebased] + g[f.s0.x.rebased + 1 | f.s0.x.rebased + 1] {f.0(f.s0.x.rebased + f.min.0)}
    }
  }
}
free g
"#;

const SARE: &str = r#"halide-tv sare 1
# A two-point stencil over an intermediate Func: f(x) = g(x) + g(x + 1), g(x) = 2 * in(x).
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

/// The check with an isl budget of 2·10^6 operations per rule application (a tenth of the
/// default).
fn check_small_budget(sched: &str) -> Report {
    let opts = CheckOptions {
        timeout: Duration::from_secs(60),
        max_operations: 2_000_000,
        ..CheckOptions::default()
    };
    let _one = check_common::one_at_a_time();
    check_texts("test.sched", sched, "test.sare", SARE, &opts).expect("both files parse")
}

#[test]
fn clamped_lets_are_substituted_and_the_pipeline_is_valid() {
    let r = check_small_budget(SCHED);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
    assert_eq!(r.obligations, r.proved, "{}", r.to_text());
}

#[test]
fn a_stencil_reading_one_cell_too_far_stays_invalid() {
    let sched = mutate(
        SCHED,
        "g[f.s0.x.rebased + 1 | f.s0.x.rebased + 1]",
        "g[f.s0.x.rebased + 2 | f.s0.x.rebased + 2]",
    );
    let r = check_small_budget(&sched);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        r.failures
            .iter()
            .any(|f| f.check == CheckKind::UndefinedRead),
        "{}",
        r.to_text()
    );
}
