//! A call that stops at a failing assertion owes no output, so a verification condition need
//! not hold for it: the conditions of the stores after the assertion are excused there
//! (`check::smt_check::without_stopping_calls`), as the output check excuses them. depthwise_separable_conv needs this: its `output` stores read `pointwise_convolved`
//! as its pure definition where the channel loop's tail stops at its allocation-size check.
//! The mutant that skips the same update without stopping must stay rejected.

mod check_common;

use check_common::{check, mutate};
use halide_tv::check::Verdict;

/// `f(x) = 2·acc(x)` with `acc(x) = 0` updated by `acc(x) += in(x)`: per output cell, the
/// update sits after an assertion `f.extent.0 ≤ 3` inside the loop, and the store of `f`
/// after it. Where the assertion fails (`f.extent.0 ≥ 4`) the call stops before its first
/// update, so the evaluator's heap at the store of `f` holds `acc`'s pure value there.
const STOPPING_SCHED: &str = r#"halide-tv sched 1
pipeline stopping
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1>
assert(in.stride.0 == 1, 0)
assert(f.stride.0 == 1, 0)
assert(in.min.0 <= f.min.0 && f.min.0 + f.extent.0 <= in.extent.0 + in.min.0, 0)
produce f {
  for (f.s0.x.rebased, 0, f.extent.0) {
    allocate acc[int32, 1]
    produce acc {
      acc[0 | 0] = 0 {acc.0(f.s0.x.rebased + f.min.0)}
      {
        assert(f.extent.0 <= 3, 0)
        acc[0 | 0] = acc[0 | 0] + in[f.s0.x.rebased + f.min.0 - in.min.0 | f.s0.x.rebased + f.min.0 - in.min.0] {acc.1(f.s0.x.rebased + f.min.0)}
      }
    }
    consume acc {
      f[f.s0.x.rebased | f.s0.x.rebased] = acc[0 | 0] * 2 {f.0(f.s0.x.rebased + f.min.0)}
    }
    free acc
  }
}
"#;

const STOPPING_SARE: &str = r#"halide-tv sare 1
pipeline stopping
target "x86-64-linux"
input in : buffer<int32, 1>
output f : buffer<int32, 1> = f region [(f.min.0, f.extent.0)]

func acc(x) : int32 {
  acc(x) = 0
  update {
    acc(x) = acc(x) + in(x)
  }
}

func f(x) : int32 {
  f(x) = acc(x) * 2
}

constraint in.stride.0 == 1
constraint f.stride.0 == 1
"#;

#[test]
fn a_store_after_a_failing_assertion_is_not_checked_for_the_calls_that_stop() {
    let r = check(STOPPING_SCHED, STOPPING_SARE);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
}

#[test]
fn an_update_skipped_without_stopping_stays_invalid() {
    // The same update skipped where f.extent.0 ≥ 4, but the call goes on: f is 0 there.
    let sched = mutate(
        STOPPING_SCHED,
        "assert(f.extent.0 <= 3, 0)\n        acc[0 | 0] = acc[0 | 0] + in[f.s0.x.rebased + f.min.0 - in.min.0 | f.s0.x.rebased + f.min.0 - in.min.0] {acc.1(f.s0.x.rebased + f.min.0)}",
        "if (f.extent.0 <= 3) {\n          acc[0 | 0] = acc[0 | 0] + in[f.s0.x.rebased + f.min.0 - in.min.0 | f.s0.x.rebased + f.min.0 - in.min.0] {acc.1(f.s0.x.rebased + f.min.0)}\n        }",
    );
    let r = check(&sched, STOPPING_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(r.to_text().contains("f.extent.0 = 4"), "{}", r.to_text());
}

#[test]
fn a_wrong_store_beside_a_failing_assertion_is_invalid_at_a_call_that_completes() {
    // The assertion stays, so some calls stop; the store of f is wrong for every call. The
    // calls that stop are left out of a disjunct before its deep attempt, so the counterexample
    // is a call that completes.
    let sched = mutate(STOPPING_SCHED, "acc[0 | 0] * 2 {f.0", "acc[0 | 0] * 3 {f.0");
    let r = check(&sched, STOPPING_SARE);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    let text = r.to_text();
    let extent = text
        .split("f.extent.0 = ")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit() && c != '-').next())
        .and_then(|n| n.parse::<i64>().ok())
        .unwrap_or_else(|| panic!("no f.extent.0 in the counterexample: {text}"));
    assert!((1..=3).contains(&extent), "a call that stops: {text}");
}

/// The store of `f` holds only for the calls that complete: the disjunct where the update did
/// not run is one of the calls that stop, so isl leaves nothing of it once they are left out
/// (`smt_check::without_stopping_calls`, docs/engine.md §2c) and no deep attempt runs, where
/// the deep attempt with every definition instance can take Z3 its timeout.
#[test]
fn the_calls_that_stop_are_left_out_before_any_deep_attempt() {
    let r = check(STOPPING_SCHED, STOPPING_SARE);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
    let attempts: Vec<(&str, usize)> = r
        .smt_attempts
        .iter()
        .map(|a| (a.attempt.as_str(), a.proofs))
        .collect();
    assert!(
        attempts
            .iter()
            .any(|(name, proofs)| *name == "without the calls that stop" && *proofs > 0),
        "{attempts:?}"
    );
    assert!(
        !attempts.iter().any(|(name, _)| name.starts_with("deep")),
        "{attempts:?}"
    );
}
