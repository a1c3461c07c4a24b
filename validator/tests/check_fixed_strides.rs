//! Buffers of the pipeline with constant strides (Halide buffer constraints): a fused loop that
//! walks a 4 × 4 output through its flat index `i` addresses `f[i mod 4, i / 4]`. The division
//! by the strides alone gives the identity decomposition `[i, 0]` (out of bounds for i ≥ 4);
//! `layout::normalize_constant_strides` puts it in `[0, 4)` exactly because `stride.1 = 4 ·
//! stride.0`. conv_layer's Adams2019 schedule writes its output this way (a false INVALID
//! before; now VALID with 73/73 conditions).

mod check_common;

use check_common::mutate;
use halide_tv::check::{Report, Verdict};
use halide_tv::symbolic::CheckKind;

const SCHED: &str = r#"halide-tv sched 1
pipeline fused
target "x86-64-linux"
input in : buffer<int32, 2>
output f : buffer<int32, 2>
assert(in.stride.0 == 1, 0)
assert(in.stride.1 == 4, 0)
assert(in.min.0 == 0 && in.min.1 == 0 && in.extent.0 == 4 && in.extent.1 == 4, 0)
assert(f.stride.0 == 1, 0)
assert(f.stride.1 == 4, 0)
assert(f.min.0 == 0 && f.min.1 == 0 && f.extent.0 == 4 && f.extent.1 == 4, 0)
produce f {
  for (f.s0.i, 0, 16) {
    f[f.s0.i % 4, f.s0.i / 4 | f.s0.i] = in[| f.s0.i] * 2 {f.0(f.s0.i % 4, f.s0.i / 4)}
  }
}
"#;

const SARE: &str = r#"halide-tv sare 1
pipeline fused
target "x86-64-linux"
input in : buffer<int32, 2>
output f : buffer<int32, 2> = f region [(f.min.0, f.extent.0), (f.min.1, f.extent.1)]

func f(x, y) : int32 {
  f(x, y) = in(x, y) * 2
}

constraint in.stride.0 == 1
constraint in.stride.1 == 4
constraint f.stride.0 == 1
constraint f.stride.1 == 4
"#;

fn check(sched: &str) -> Report {
    check_common::check(sched, SARE)
}

#[test]
fn a_fused_walk_over_a_fixed_stride_output_is_valid() {
    let r = check(SCHED);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
}

#[test]
fn one_element_too_far_is_still_out_of_bounds() {
    let sched = mutate(SCHED, "| f.s0.i] = in", "| f.s0.i + 1] = in");
    let r = check(&sched);
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    assert!(
        r.failures
            .iter()
            .any(|f| f.check == CheckKind::OutOfBoundsWrite),
        "{}",
        r.to_text()
    );
}

#[test]
fn reading_the_wrong_row_is_a_value_mismatch() {
    let sched = mutate(SCHED, "in[| f.s0.i] * 2", "in[| (f.s0.i + 4) % 16] * 2");
    let r = check(&sched);
    assert_ne!(r.verdict, Verdict::Valid, "{}", r.to_text());
}
