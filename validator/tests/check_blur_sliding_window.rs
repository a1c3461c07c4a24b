//! End-to-end: the documentation's blur example (`tests/data/formats/blur.sched`, a sliding
//! window over `blur_x` folded to 4 rows). S-SEQLOOP's `▶_{0≤z<yi} Δh[yi := z]` on it used to
//! stop with isl's internal error "total dimensionality changed unexpectedly" (an isl 0.27
//! coalescing bug, worked around in `presburger::isl_ops::coalesce_exact`); it now gets a verdict.

use std::time::Duration;

use halide_tv::check::{check_texts, CheckOptions, Report, Verdict};
use halide_tv::symbolic::CheckKind;

const SCHED: &str = include_str!("data/formats/blur.sched");
const SARE: &str = include_str!("data/formats/blur.sare");

/// Halide's input-bounds assertions for this pipeline (the buffer prologue the documentation's
/// excerpt leaves out): `input` covers columns `blur_y.min.0 .. + extent.0 + 1` and rows
/// `blur_y.min.1 .. + extent.1 + 1`.
const INPUT_ASSERTS: &str = "assert(input.min.0 <= blur_y.min.0 && blur_y.extent.0 + blur_y.min.0 + 2 <= input.extent.0 + input.min.0, 0)
assert(input.min.1 <= blur_y.min.1 && blur_y.extent.1 + blur_y.min.1 + 2 <= input.extent.1 + input.min.1, 0)
";

fn check(sched: &str) -> Report {
    let opts = CheckOptions {
        timeout: Duration::from_secs(120),
        ..CheckOptions::default()
    };
    check_texts("blur.sched", sched, "blur.sare", SARE, &opts).expect("both files parse")
}

#[test]
fn blur_sliding_window_with_input_assertions_is_valid() {
    assert!(SCHED.contains("produce blur_y {"));
    let sched = SCHED.replacen(
        "produce blur_y {",
        &format!("{INPUT_ASSERTS}produce blur_y {{"),
        1,
    );
    let r = check(&sched);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
    assert_eq!((r.obligations, r.proved), (3, 3), "{}", r.to_text());
}

#[test]
fn blur_sliding_window_without_input_assertions_reads_outside_input() {
    // As written in the documentation nothing says `input` covers what blur_x reads: the only
    // failure is a read of undefined `input` cells (not UNKNOWN, no other check fails).
    let r = check(SCHED);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    let kinds: Vec<CheckKind> = r.failures.iter().map(|f| f.check).collect();
    assert_eq!(kinds, vec![CheckKind::UndefinedRead], "{}", r.to_text());
    let w = r.failures[0].witness.as_ref().expect("witness");
    let (array, _) = w.cell.clone().expect("cell");
    assert_eq!(array, "input", "{}", r.to_text());
}
