//! Differential runs (issue #6 item 3): each build is linked into a callable
//! ([`crate::runner`]), run on deterministic inputs of several sizes (at least one not a
//! multiple of the schedules' tile and vector sizes), and its outputs are compared with a
//! reference computed from the same algorithm by an independent path:
//! - autoschedulable apps: the same generator compiled by **stock** Halide with the `Default`
//!   plugin in its `root=1` mode: every Func computed at root, in plain loops (no tiling,
//!   vectorization, parallelism or inlining; inlining everything, Halide's default schedule,
//!   blows up deep pipelines such as stencil_chain's 32 stages);
//! - blur, sdot, sgemm and the wavelets: a small reference in Rust over the same inputs ([`rust_reference`]);
//! - otherwise the reference is unavailable, with the reason (never "agree").
//!
//! Integers and `strict_float` builds are compared bitwise; other floats within
//! [`Tolerance::DEFAULT`] (|build − reference| ≤ 1e-5 + 1e-4·|reference|; NaN agrees with NaN
//! only). A size the pipeline rejects (its own constraints, a schedule that needs a minimum
//! extent) is skipped with the pipeline's message, not counted as agreement.
//!
//! The API is reusable (fault injection decides "did the output change" with it):
//! [`reference_runner`] builds a reference, [`crate::runner::build_runner`] a build's runner,
//! [`run_cases`] runs both on the [`cases`] of a build and returns a [`Differential`].

use crate::catalogue::Build;
use crate::generator::{GenError, Halide, Limits};
use crate::runner::{
    self, ArgKind, Array, Invocation, Region, RunError, RunOutputs, Runner, RUNNER_EMIT,
};
use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How floating-point outputs are compared.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// Relative tolerance (times |reference|).
    pub rel: f64,
    /// Absolute tolerance.
    pub abs: f64,
    /// Compare floats bitwise (`strict_float` builds).
    pub bitwise_floats: bool,
}

impl Tolerance {
    /// The harness's tolerance for non-strict floats: 1e-4 relative + 1e-5 absolute.
    pub const DEFAULT: Tolerance = Tolerance {
        rel: 1e-4,
        abs: 1e-5,
        bitwise_floats: false,
    };

    /// The tolerance for a build's target: bitwise for `strict_float`, else [`Self::DEFAULT`].
    pub fn for_target(target: &str) -> Tolerance {
        Tolerance {
            bitwise_floats: target.split('-').any(|f| f == "strict_float"),
            ..Tolerance::DEFAULT
        }
    }
}

impl fmt::Display for Tolerance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.bitwise_floats {
            f.write_str("bitwise")
        } else {
            write!(
                f,
                "integers bitwise, floats |d| <= {:e} + {:e}*|ref|",
                self.abs, self.rel
            )
        }
    }
}

/// The comparison of one output array with its reference.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayDiff {
    /// Elements compared.
    pub elements: usize,
    /// Elements outside the tolerance (or with different bits).
    pub mismatches: usize,
    /// Largest absolute difference.
    pub max_abs: f64,
    /// Largest relative difference (|d| / max(|ref|, 1e-30)).
    pub max_rel: f64,
    /// The first mismatch: coordinates, build value, reference value.
    pub first_mismatch: Option<String>,
    /// The same as values: coordinates, build value, reference value.
    pub first: Option<(Vec<i64>, f64, f64)>,
    /// Set when the arrays cannot be compared (type or region differ).
    pub incomparable: Option<String>,
}

impl ArrayDiff {
    /// Whether the arrays agree.
    pub fn agrees(&self) -> bool {
        self.mismatches == 0 && self.incomparable.is_none()
    }
}

/// Compares `got` (the build) with `want` (the reference) under `tol`.
pub fn compare_arrays(got: &Array, want: &Array, tol: Tolerance) -> ArrayDiff {
    let mut d = ArrayDiff {
        elements: got.len(),
        mismatches: 0,
        max_abs: 0.0,
        max_rel: 0.0,
        first_mismatch: None,
        first: None,
        incomparable: None,
    };
    if got.ty != want.ty || got.region != want.region || got.data.len() != want.data.len() {
        d.incomparable = Some(format!(
            "build {} {:?} vs reference {} {:?}",
            got.ty, got.region, want.ty, want.region
        ));
        return d;
    }
    let bitwise = !got.ty.is_float() || tol.bitwise_floats;
    for k in 0..got.len() {
        let (a, b) = (got.value(k), want.value(k));
        // Equal values (including equal infinities) and NaN against NaN differ by 0; NaN
        // against a number by infinity.
        let abs = if (a.is_nan() && b.is_nan()) || a == b {
            0.0
        } else {
            let d = (a - b).abs();
            if d.is_nan() {
                f64::INFINITY
            } else {
                d
            }
        };
        let rel = abs / b.abs().max(1e-30);
        d.max_abs = d.max_abs.max(abs);
        d.max_rel = d.max_rel.max(if abs == 0.0 { 0.0 } else { rel });
        let bad = if bitwise {
            got.bits(k) != want.bits(k)
        } else {
            // NaN-safe: a NaN bound (reference NaN, build not) is a mismatch.
            abs != 0.0 && (b.is_nan() || abs > tol.abs + tol.rel * b.abs())
        };
        if bad {
            d.mismatches += 1;
            if d.first_mismatch.is_none() {
                d.first = Some((got.coords(k), a, b));
                d.first_mismatch = Some(format!(
                    "at {:?}: build {a} vs reference {b}",
                    got.coords(k)
                ));
            }
        }
    }
    d
}

/// One size of a differential run: the buffers' regions and scalar values.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// Short label, e.g. `67x45`.
    pub label: String,
    /// Buffers by region (`None`: an input whose region the build's bounds query chooses;
    /// values agree across regions since they hash the coordinates) and scalars.
    pub invocation: Invocation,
    /// Run only when fewer than two of the other sizes could be compared (schedules tuned for
    /// large images, e.g. Adams2019's tiles on unsharp, reject every small size).
    pub fallback: bool,
}

fn case(label: &str, seed: u64, buffers: &[(&str, Option<Region>)]) -> Case {
    Case {
        label: label.into(),
        invocation: Invocation {
            buffers: buffers
                .iter()
                .map(|(n, r)| (n.to_string(), r.clone()))
                .collect(),
            scalars: Vec::new(),
            seed,
            ..Default::default()
        },
        fallback: false,
    }
}

fn r0(extents: &[i64]) -> Option<Region> {
    Some(extents.iter().map(|e| (0, *e)).collect())
}

/// The sizes a build is run on (at least two where the generator allows sizes, one of them
/// not a multiple of the tile and vector sizes), or why it is not run.
pub fn cases(build: &Build) -> Result<Vec<Case>, String> {
    if build.target().contains("cuda") {
        return Err("GPU target (lowered only)".into());
    }
    // (label, width, height) of the image apps: two small sizes, then two larger ones for
    // schedules that tile by a large fixed size (stencil_chain's manual schedule: 384x640 tiles;
    // Mullapudi2016's 256-wide tiles), none a multiple of the tile sizes but the first.
    let sizes: &[(&str, i64, i64)] = &[("64x64", 64, 64), ("67x45", 67, 45)];
    let large: &[(&str, i64, i64)] = &[
        ("64x64", 64, 64),
        ("67x45", 67, 45),
        ("397x643", 397, 643),
        ("411x651", 411, 651),
    ];
    // Fallbacks: Adams2019 tiles interpolate so that only sizes from about 1029 wide are
    // allowed; 1541x2563 is just above the generators' 1536x2560 estimates.
    let fallback: &[(&str, i64, i64)] = &[
        ("701x903", 701, 903),
        ("1029x1031", 1029, 1031),
        ("1541x2563", 1541, 2563),
    ];
    let image = |sz: &[(&str, i64, i64)],
                 f: &dyn Fn(i64, i64) -> Vec<(&'static str, Option<Region>)>| {
        let extra = if sz.len() > 2 { fallback } else { &[] };
        sz.iter()
            .chain(extra)
            .enumerate()
            .map(|(i, (l, w, h))| Case {
                fallback: i >= sz.len(),
                ..case(l, i as u64 + 1, &f(*w, *h))
            })
            .collect::<Vec<_>>()
    };
    Ok(match build.app {
        "blur" => image(large, &|w, h| {
            vec![("input", None), ("blur_y", r0(&[w, h]))]
        }),
        "stencil_chain" => image(large, &|w, h| {
            vec![("input", r0(&[w, h])), ("output", r0(&[w, h]))]
        }),
        "harris" => image(large, &|w, h| {
            vec![("input", None), ("output", r0(&[w, h]))]
        }),
        "unsharp" | "iir_blur" => image(large, &|w, h| {
            vec![("input", r0(&[w, h, 3])), ("output", r0(&[w, h, 3]))]
        }),
        "nl_means" => image(large, &|w, h| {
            vec![
                ("input", r0(&[w, h, 3])),
                ("non_local_means", r0(&[w, h, 3])),
            ]
        }),
        "interpolate" => image(large, &|w, h| {
            vec![("input", r0(&[w, h, 4])), ("output", r0(&[w, h, 3]))]
        }),
        // Fixed by the generator (N=5, CI=CO=128, W=100, H=80): one size.
        "conv_layer" => vec![case(
            "128x100x80x5 (fixed by the generator)",
            1,
            &[
                ("input", r0(&[128, 102, 82, 5])),
                ("filter", r0(&[128, 3, 3, 128])),
                ("bias", r0(&[128])),
                ("relu", r0(&[128, 100, 80, 5])),
            ],
        )],
        // The channel multiplier (`depthwise_filter.extent.0`) is the row's assumption: 3
        // (the thesis's grouping factor, catalogue::DSC_GROUPING: 48 intermediate channels), or
        // 1 without it (32 and 32: the manual schedule's specialization).
        "depthwise_separable_conv" => {
            let m = if build
                .assume
                .iter()
                .any(|a| a.contains("depthwise_filter.extent.0 == 3"))
            {
                3
            } else {
                1
            };
            // 48 intermediate channels need input channels 0..15, but the generic branch's
            // producer tiles read up to channel 25: Halide asks for more, so 32 either way.
            let (ci, c2) = (32, if m == 3 { 48 } else { 32 });
            [("20x20", 1, 20i64, 20i64), ("23x17", 2, 23, 17)]
                .iter()
                .map(|(l, seed, w, h)| {
                    case(
                        &format!("{ci}ch x{m} {l}"),
                        *seed,
                        &[
                            ("input", r0(&[ci, *w, *h, 1])),
                            ("depthwise_filter", r0(&[m, c2, 3, 3])),
                            ("pointwise_filter", r0(&[16, c2])),
                            ("bias", r0(&[16])),
                            ("output", r0(&[16, *w, *h, 1])),
                        ],
                    )
                })
                .collect()
        }
        "linear_algebra" if build.generator == "sdot" => {
            [("n=1024", 1, 1024i64), ("n=1037", 2, 1037)]
                .iter()
                .map(|(l, seed, n)| {
                    case(
                        l,
                        *seed,
                        &[("x", r0(&[*n])), ("y", r0(&[*n])), ("result", r0(&[]))],
                    )
                })
                .collect()
        }
        // sgemm's manual schedule reads B in 32-column blocks (67 is rejected by its own
        // bounds check); 96 is a multiple of 32 but not of the 64 of the first size. The
        // size-constrained variants run sizes that satisfy their assumptions (square
        // matrices satisfy every one): 1024 only, or two sizes from 512 (544 is not a
        // multiple of 64).
        "linear_algebra" => match build.id {
            "sgemm1024" => &[("1024x1024", 1, 1024i64)][..],
            "bigsgemm" | "bigsqsgemm" => &[("512x512", 1, 512), ("544x544", 2, 544)][..],
            _ => &[("64x64", 1, 64), ("67x67", 2, 67), ("96x96", 3, 96)][..],
        }
        .iter()
        .map(|(l, seed, n)| {
            let m = r0(&[*n, *n]);
            let mut c = case(
                l,
                *seed,
                &[
                    ("A_", m.clone()),
                    ("B_", m.clone()),
                    ("C_", m.clone()),
                    ("result", m),
                ],
            );
            c.invocation.scalars = vec![("a_".into(), "0.5".into()), ("b_".into(), "2".into())];
            c
        })
        .collect(),
        "wavelet" => {
            let forward = !build.generator.starts_with("inverse");
            sizes
                .iter()
                .enumerate()
                .map(|(i, (l, w, h))| {
                    // Forward transforms halve x into 2 channels; inverses double it.
                    let (input, output) = if forward {
                        (r0(&[2 * w, *h]), r0(&[*w, *h, 2]))
                    } else {
                        (r0(&[*w, *h, 2]), r0(&[2 * w, *h]))
                    };
                    case(l, i as u64 + 1, &[("in", input), ("out", output)])
                })
                .collect()
        }
        other => return Err(format!("no sizes for app {other}")),
    })
}

/// A Rust reference: outputs from the case's invocation and the build's run (for the input
/// regions the build used).
pub type RustReference = fn(&Invocation, &RunOutputs) -> Result<Vec<(String, Array)>, String>;

/// Reference outputs already computed, by invocation (`{:?}` of the [`Invocation`]).
pub type ReferenceMemo = Arc<Mutex<HashMap<String, Vec<(String, Array)>>>>;

/// Where the reference outputs come from.
#[derive(Clone, Debug)]
pub enum Reference {
    /// The same generator with every Func computed at root, compiled by stock Halide; its
    /// outputs are memoized per invocation (the rows of one build share them).
    Runner(Runner, ReferenceMemo),
    /// A reference written in Rust (blur, sdot), with its name.
    Rust(&'static str, RustReference),
    /// No independent reference, with the reason.
    Unavailable(String),
}

impl Reference {
    /// Short description for reports.
    pub fn describe(&self) -> String {
        match self {
            Reference::Runner(..) => "stock Halide, every Func compute_root".into(),
            Reference::Rust(n, _) => format!("Rust reference ({n})"),
            Reference::Unavailable(why) => format!("unavailable: {why}"),
        }
    }
}

fn output_region(run: &RunOutputs, name: &str) -> Result<Region, String> {
    run.outputs
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, a)| a.region.clone())
        .ok_or_else(|| format!("the build has no output {name}"))
}

/// blur: `blur_x = (in(x) + in(x+1) + in(x+2)) / 3`, `blur_y` likewise in y, uint16 wrapping.
pub fn blur_reference(inv: &Invocation, run: &RunOutputs) -> Result<Vec<(String, Array)>, String> {
    let region = output_region(run, "blur_y")?;
    let [(x0, w), (y0, h)] = region[..] else {
        return Err("blur_y is not 2-D".into());
    };
    let input = |x: i64, y: i64| runner::input_value_bits(inv.seed, "input", &[x, y], 16) as u16;
    let bx = |x: i64, y: i64| {
        input(x, y)
            .wrapping_add(input(x + 1, y))
            .wrapping_add(input(x + 2, y))
            / 3
    };
    let mut v = Vec::with_capacity((w * h) as usize);
    for y in y0..y0 + h {
        for x in x0..x0 + w {
            v.push(
                bx(x, y)
                    .wrapping_add(bx(x, y + 1))
                    .wrapping_add(bx(x, y + 2))
                    / 3,
            );
        }
    }
    Ok(vec![("blur_y".into(), Array::from_u16(region, &v))])
}

/// sdot: `result() = sum_i x(i) * y(i)` (in f64, rounded to f32: the tolerance covers the
/// build's summation order).
pub fn sdot_reference(inv: &Invocation, _run: &RunOutputs) -> Result<Vec<(String, Array)>, String> {
    let n = inv
        .buffers
        .iter()
        .find(|(n, _)| n == "x")
        .and_then(|(_, r)| r.as_ref())
        .and_then(|r| r.first().copied())
        .ok_or("sdot case without an explicit x")?;
    let s: f64 = (n.0..n.0 + n.1)
        .map(|i| {
            f64::from(runner::input_f32(inv.seed, "x", &[i]))
                * f64::from(runner::input_f32(inv.seed, "y", &[i]))
        })
        .sum();
    Ok(vec![(
        "result".into(),
        Array::from_f32(vec![], &[s as f32]),
    )])
}

fn explicit_region(inv: &Invocation, name: &str) -> Result<Region, String> {
    inv.buffers
        .iter()
        .find(|(n, _)| n == name)
        .and_then(|(_, r)| r.clone())
        .ok_or_else(|| format!("case without an explicit {name}"))
}

fn scalar(inv: &Invocation, name: &str, default: f64) -> Result<f64, String> {
    match inv.scalars.iter().find(|(n, _)| n == name) {
        Some((_, v)) => v.parse().map_err(|e| format!("{name}={v}: {e}")),
        None => Ok(default),
    }
}

/// sgemm (apps/linear_algebra, column-major n×n, `transpose_A`/`transpose_B` from the build's
/// params): `result(i, j) = a_ * sum_k A(i, k) * B(k, j) + b_ * C_(i, j)` with `A(i, k) =
/// A_(i, k)` (or `A_(k, i)` transposed), likewise B; sums in f64.
fn sgemm_reference(
    inv: &Invocation,
    transpose_a: bool,
    transpose_b: bool,
) -> Result<Vec<(String, Array)>, String> {
    let region = explicit_region(inv, "result")?;
    let [(_, rows), (_, cols)] = region[..] else {
        return Err("result is not 2-D".into());
    };
    let sum = explicit_region(inv, "A_")?[1].1;
    let (a, b) = (scalar(inv, "a_", 1.0)?, scalar(inv, "b_", 1.0)?);
    let get = |name: &str, x: i64, y: i64| f64::from(runner::input_f32(inv.seed, name, &[x, y]));
    let mut v = Vec::with_capacity((rows * cols) as usize);
    for j in 0..cols {
        for i in 0..rows {
            let ab: f64 = (0..sum)
                .map(|k| {
                    let x = if transpose_a {
                        get("A_", k, i)
                    } else {
                        get("A_", i, k)
                    };
                    let y = if transpose_b {
                        get("B_", j, k)
                    } else {
                        get("B_", k, j)
                    };
                    x * y
                })
                .sum();
            v.push((a * ab + b * get("C_", i, j)) as f32);
        }
    }
    Ok(vec![("result".into(), Array::from_f32(region, &v))])
}

/// sgemm without transposition.
pub fn sgemm_nn_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    sgemm_reference(inv, false, false)
}

/// sgemm with `transpose_A=true`.
pub fn sgemm_ta_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    sgemm_reference(inv, true, false)
}

/// sgemm with `transpose_B=true`.
pub fn sgemm_tb_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    sgemm_reference(inv, false, true)
}

/// The Daubechies D4 coefficients of apps/wavelet (`daubechies_constants.h`).
const D: [f64; 4] = [
    0.482_962_913_144_534_1,
    0.836_516_303_737_807_7,
    0.224_143_868_042_013_4,
    -0.129_409_522_551_260_3,
];

/// The wavelets (apps/wavelet): forward transforms `out(x, y, c)` from `in(2x + k, y)`,
/// inverses `out(x, y)` from `in(x / 2 + k, y, c)`, with `repeat_edge` on `in` (clamped to
/// the case's input region); sums in f64.
fn wavelet_reference(inv: &Invocation, generator: &str) -> Result<Vec<(String, Array)>, String> {
    let input = explicit_region(inv, "in")?;
    let region = explicit_region(inv, "out")?;
    let clamp = |c: &[i64]| -> Vec<i64> {
        c.iter()
            .zip(&input)
            .map(|(v, (m, e))| (*v).clamp(*m, m + e - 1))
            .collect()
    };
    let i2 = |x: i64, y: i64| f64::from(runner::input_f32(inv.seed, "in", &clamp(&[x, y])));
    let i3 =
        |x: i64, y: i64, c: i64| f64::from(runner::input_f32(inv.seed, "in", &clamp(&[x, y, c])));
    let shape = Array::from_f32(region.clone(), &[]);
    let n: usize = region.iter().map(|(_, e)| *e as usize).product();
    let mut v = Vec::with_capacity(n);
    for k in 0..n {
        let p = shape.coords(k);
        let val = match (generator, p.as_slice()) {
            ("haar_x", [x, y, c]) => {
                let (a, b) = (i2(2 * x, *y), i2(2 * x + 1, *y));
                if *c == 0 {
                    (a + b) / 2.0
                } else {
                    (a - b) / 2.0
                }
            }
            ("inverse_haar_x", [x, y]) => {
                let (a, b) = (i3(x.div_euclid(2), *y, 0), i3(x.div_euclid(2), *y, 1));
                if x.rem_euclid(2) == 0 {
                    a + b
                } else {
                    a - b
                }
            }
            ("daubechies_x", [x, y, c]) => {
                let t = [
                    i2(2 * x - 1, *y),
                    i2(2 * x, *y),
                    i2(2 * x + 1, *y),
                    i2(2 * x + 2, *y),
                ];
                if *c == 0 {
                    D[0] * t[0] + D[1] * t[1] + D[2] * t[2] + D[3] * t[3]
                } else {
                    D[3] * t[0] - D[2] * t[1] + D[1] * t[2] - D[0] * t[3]
                }
            }
            ("inverse_daubechies_x", [x, y]) => {
                let h = x.div_euclid(2);
                let t = [
                    i3(h, *y, 0),
                    i3(h, *y, 1),
                    i3(h + 1, *y, 0),
                    i3(h + 1, *y, 1),
                ];
                if x.rem_euclid(2) == 0 {
                    D[2] * t[0] + D[1] * t[1] + D[0] * t[2] + D[3] * t[3]
                } else {
                    D[3] * t[0] - D[0] * t[1] + D[1] * t[2] - D[2] * t[3]
                }
            }
            _ => return Err(format!("no wavelet reference for {generator} at {p:?}")),
        };
        v.push(val as f32);
    }
    Ok(vec![("out".into(), Array::from_f32(region, &v))])
}

/// haar_x.
pub fn haar_x_reference(inv: &Invocation, _: &RunOutputs) -> Result<Vec<(String, Array)>, String> {
    wavelet_reference(inv, "haar_x")
}

/// inverse_haar_x.
pub fn inverse_haar_x_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    wavelet_reference(inv, "inverse_haar_x")
}

/// daubechies_x.
pub fn daubechies_x_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    wavelet_reference(inv, "daubechies_x")
}

/// inverse_daubechies_x.
pub fn inverse_daubechies_x_reference(
    inv: &Invocation,
    _: &RunOutputs,
) -> Result<Vec<(String, Array)>, String> {
    wavelet_reference(inv, "inverse_daubechies_x")
}

/// The Rust reference of `build`, if there is one.
pub fn rust_reference(build: &Build) -> Option<Reference> {
    match (build.app, build.generator) {
        ("blur", _) => Some(Reference::Rust("blur", blur_reference)),
        ("linear_algebra", "sdot") => Some(Reference::Rust("sdot", sdot_reference)),
        ("wavelet", "haar_x") => Some(Reference::Rust("haar_x", haar_x_reference)),
        ("wavelet", "inverse_haar_x") => {
            Some(Reference::Rust("inverse_haar_x", inverse_haar_x_reference))
        }
        ("wavelet", "daubechies_x") => {
            Some(Reference::Rust("daubechies_x", daubechies_x_reference))
        }
        ("wavelet", "inverse_daubechies_x") => Some(Reference::Rust(
            "inverse_daubechies_x",
            inverse_daubechies_x_reference,
        )),
        ("linear_algebra", "sgemm") => {
            let ta = build.params.contains(&"transpose_A=true");
            let tb = build.params.contains(&"transpose_B=true");
            match (ta, tb) {
                (false, false) => Some(Reference::Rust("sgemm", sgemm_nn_reference)),
                (true, false) => Some(Reference::Rust("sgemm transpose_A", sgemm_ta_reference)),
                (false, true) => Some(Reference::Rust("sgemm transpose_B", sgemm_tb_reference)),
                (true, true) => None,
            }
        }
        _ => None,
    }
}

/// The reference for `build`: a Rust one if written, else (autoschedulable apps) the Default
/// schedule compiled by `stock` into `dir`, else unavailable with the reason.
pub fn reference_runner(
    build: &Build,
    stock: &Halide,
    cache: &Path,
    dir: &Path,
    limits: Limits,
) -> Reference {
    if let Some(r) = rust_reference(build) {
        return r;
    }
    if !build.autoschedulable() {
        return Reference::Unavailable(format!(
            "apps/{} has no autoscheduler support (no Default schedule) and no Rust reference yet",
            build.app
        ));
    }
    let go = || -> Result<Runner, GenError> {
        let plugin = runner::default_plugin(&stock.prefix, cache)?;
        let exe = stock.generator(build, cache)?;
        let gen_dir = dir.join("generated");
        let _ = std::fs::remove_dir_all(&gen_dir);
        exe.run(
            build,
            &gen_dir,
            &RUNNER_EMIT,
            &[
                "autoscheduler=Default".to_string(),
                "autoscheduler.root=1".to_string(),
            ],
            &[plugin],
            limits,
        )?;
        runner::build_runner(&stock.prefix, cache, &gen_dir, &dir.join("runner"))
    };
    match go() {
        Ok(r) => Reference::Runner(r, ReferenceMemo::default()),
        Err(e) => Reference::Unavailable(format!("building the Default-schedule reference: {e}")),
    }
}

/// The outcome of one size.
#[derive(Clone, Debug, PartialEq)]
pub enum SizeStatus {
    /// Every output within the tolerance.
    Agree,
    /// Some output differs.
    Disagree,
    /// Not compared, with the reason (a size the pipeline does not allow).
    Skipped(String),
    /// The build's or the reference's runner failed (crash, timeout): not an agreement.
    Error(String),
}

/// One size of a differential run.
#[derive(Clone, Debug, PartialEq)]
pub struct SizeResult {
    /// The case's label.
    pub label: String,
    /// What happened.
    pub status: SizeStatus,
    /// Per output: name and comparison (empty unless compared).
    pub outputs: Vec<(String, ArrayDiff)>,
}

/// The overall outcome of a build's differential run.
#[derive(Clone, Debug, PartialEq)]
pub enum DiffStatus {
    /// Every compared size agrees (at least one size compared; skipped sizes are listed).
    Agree,
    /// At least one size disagrees.
    Disagree,
    /// Nothing compared: no reference, GPU target, no size allowed… (with the reason).
    NotRun(String),
    /// A runner failed and nothing disagreed (with the first failure).
    Error(String),
}

/// A build's differential run.
#[derive(Clone, Debug, PartialEq)]
pub struct Differential {
    /// Overall outcome.
    pub status: DiffStatus,
    /// The reference used (description).
    pub reference: String,
    /// The tolerance used.
    pub tolerance: Tolerance,
    /// Per size.
    pub sizes: Vec<SizeResult>,
    /// Wall time of the runs and comparisons.
    pub seconds: f64,
}

impl Differential {
    /// A run that did not happen, with the reason.
    pub fn not_run(reason: impl Into<String>, reference: impl Into<String>) -> Differential {
        Differential {
            status: DiffStatus::NotRun(reason.into()),
            reference: reference.into(),
            tolerance: Tolerance::DEFAULT,
            sizes: Vec::new(),
            seconds: 0.0,
        }
    }

    /// Largest absolute and relative differences over the compared outputs.
    pub fn max_errors(&self) -> (f64, f64) {
        self.sizes
            .iter()
            .flat_map(|s| &s.outputs)
            .fold((0.0, 0.0), |(a, r), (_, d)| {
                (a.max(d.max_abs), r.max(d.max_rel))
            })
    }

    /// Sizes compared and agreeing, sizes compared.
    pub fn agree_counts(&self) -> (usize, usize) {
        let compared = self
            .sizes
            .iter()
            .filter(|s| matches!(s.status, SizeStatus::Agree | SizeStatus::Disagree))
            .count();
        let agree = self
            .sizes
            .iter()
            .filter(|s| s.status == SizeStatus::Agree)
            .count();
        (agree, compared)
    }

    /// The table cell: `agree 2/2`, `DISAGREE 1/2`, `not run: …`, `error: …`.
    pub fn cell(&self) -> String {
        let (agree, compared) = self.agree_counts();
        let skipped = self.sizes.len() - compared;
        let skip = if skipped > 0 && compared > 0 {
            format!(" +{skipped} skipped")
        } else {
            String::new()
        };
        match &self.status {
            DiffStatus::Agree => format!("agree {agree}/{compared}{skip}"),
            DiffStatus::Disagree => format!("DISAGREE {}/{compared}", compared - agree),
            DiffStatus::NotRun(why) => format!("not run: {why}"),
            DiffStatus::Error(why) => format!("error: {why}"),
        }
    }

    /// One line describing the first disagreement, if any.
    pub fn first_disagreement(&self) -> Option<String> {
        self.sizes.iter().find(|s| s.status == SizeStatus::Disagree).map(|s| {
            let (name, d) = s
                .outputs
                .iter()
                .find(|(_, d)| !d.agrees())
                .map(|(n, d)| (n.as_str(), d))
                .unwrap_or(("?", &s.outputs[0].1));
            format!(
                "size {}: output {name}: {} of {} elements differ, max abs {:e}, max rel {:e}; first {}",
                s.label,
                d.mismatches,
                d.elements,
                d.max_abs,
                d.max_rel,
                d.incomparable
                    .clone()
                    .or(d.first_mismatch.clone())
                    .unwrap_or_default()
            )
        })
    }
}

/// Runs `build` and `reference` on `cases` (scratch files under `dir`) and compares.
pub fn run_cases(
    build: &Runner,
    reference: &Reference,
    cases: &[Case],
    tol: Tolerance,
    dir: &Path,
    limits: Limits,
) -> Differential {
    let t0 = Instant::now();
    let mut sizes = Vec::new();
    if let Reference::Unavailable(why) = reference {
        return Differential::not_run(format!("no reference ({why})"), reference.describe());
    }
    for (i, c) in cases.iter().enumerate() {
        let compared = sizes
            .iter()
            .filter(|s: &&SizeResult| matches!(s.status, SizeStatus::Agree | SizeStatus::Disagree))
            .count();
        if c.fallback && compared >= 2 {
            continue;
        }
        let got = build.run(&c.invocation, &dir.join(format!("size{i}/build")), limits);
        let want: Result<Vec<(String, Array)>, RunError> = match (reference, &got) {
            (Reference::Runner(r, memo), _) => {
                let key = format!("{:?}", c.invocation);
                let known = memo
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .get(&key)
                    .cloned();
                match known {
                    Some(outputs) => Ok(outputs),
                    // The reference asks its own bounds query for `auto` inputs.
                    None => r
                        .run(
                            &c.invocation,
                            &dir.join(format!("size{i}/reference")),
                            limits,
                        )
                        .map(|o| {
                            memo.lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .insert(key, o.outputs.clone());
                            o.outputs
                        }),
                }
            }
            (Reference::Rust(_, f), Ok(run)) => f(&c.invocation, run).map_err(RunError::Failed),
            (Reference::Rust(..), Err(_)) => Ok(Vec::new()),
            (Reference::Unavailable(_), _) => unreachable!("handled above"),
        };
        let status_outputs = match (got, want) {
            (Err(RunError::Rejected(m)), _) => (
                SizeStatus::Skipped(format!("size not allowed by the generator (build: {m})")),
                Vec::new(),
            ),
            (_, Err(RunError::Rejected(m))) => (
                SizeStatus::Skipped(format!(
                    "size not allowed by the generator (reference: {m})"
                )),
                Vec::new(),
            ),
            (Err(RunError::Failed(m)), _) => {
                (SizeStatus::Error(format!("build runner: {m}")), Vec::new())
            }
            (_, Err(RunError::Failed(m))) => {
                (SizeStatus::Error(format!("reference: {m}")), Vec::new())
            }
            (Err(e @ (RunError::OutOfBounds(_) | RunError::Crashed(_))), _) => {
                (SizeStatus::Error(format!("build runner: {e}")), Vec::new())
            }
            (_, Err(e @ (RunError::OutOfBounds(_) | RunError::Crashed(_)))) => {
                (SizeStatus::Error(format!("reference: {e}")), Vec::new())
            }
            (Ok(run), Ok(want)) => {
                let mut outs = Vec::new();
                for (name, a) in &run.outputs {
                    let d = match want.iter().find(|(n, _)| n == name) {
                        Some((_, b)) => compare_arrays(a, b, tol),
                        None => ArrayDiff {
                            elements: a.len(),
                            mismatches: 0,
                            max_abs: 0.0,
                            max_rel: 0.0,
                            first_mismatch: None,
                            first: None,
                            incomparable: Some(format!("the reference has no output {name}")),
                        },
                    };
                    outs.push((name.clone(), d));
                }
                let st = if !outs.is_empty() && outs.iter().all(|(_, d)| d.agrees()) {
                    SizeStatus::Agree
                } else {
                    SizeStatus::Disagree
                };
                (st, outs)
            }
        };
        sizes.push(SizeResult {
            label: c.label.clone(),
            status: status_outputs.0,
            outputs: status_outputs.1,
        });
    }
    Differential {
        status: overall(&sizes),
        reference: reference.describe(),
        tolerance: tol,
        sizes,
        seconds: t0.elapsed().as_secs_f64(),
    }
}

/// The overall status of per-size results: any disagreement wins, then any runner error, then
/// agreement if at least one size was compared, else "not run" with the first skip reason.
pub fn overall(sizes: &[SizeResult]) -> DiffStatus {
    if sizes.iter().any(|s| s.status == SizeStatus::Disagree) {
        return DiffStatus::Disagree;
    }
    if let Some(e) = sizes.iter().find_map(|s| match &s.status {
        SizeStatus::Error(e) => Some(e.clone()),
        _ => None,
    }) {
        return DiffStatus::Error(e);
    }
    if sizes.iter().any(|s| s.status == SizeStatus::Agree) {
        return DiffStatus::Agree;
    }
    DiffStatus::NotRun(
        sizes
            .iter()
            .find_map(|s| match &s.status {
                SizeStatus::Skipped(w) => Some(w.clone()),
                _ => None,
            })
            .unwrap_or_else(|| "no size to run".into()),
    )
}

/// Checks that a case names only arguments of `runner` (a guard against catalogue drift).
pub fn check_case(runner: &Runner, case: &Case) -> Result<(), String> {
    for (name, _) in &case.invocation.buffers {
        match runner.args.iter().find(|a| &a.name == name) {
            Some(a) if a.kind != ArgKind::Scalar => {}
            _ => {
                return Err(format!(
                    "case {}: the pipeline has no buffer {name}",
                    case.label
                ))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;

    #[test]
    fn every_cpu_build_has_two_sizes_or_a_fixed_one() {
        for b in catalogue::BUILDS {
            match cases(b) {
                // conv_layer's generator fixes its sizes; sgemm1024 is defined by one size.
                Ok(c) if b.app == "conv_layer" || b.id == "sgemm1024" => assert_eq!(c.len(), 1),
                Ok(c) => {
                    assert!(c.iter().filter(|c| !c.fallback).count() >= 2, "{}", b.id);
                    assert!(c.iter().all(|c| c.fallback
                        == ["701x903", "1029x1031", "1541x2563"].contains(&c.label.as_str())));
                }
                Err(why) => assert!(
                    b.target().contains("cuda") && why.contains("GPU"),
                    "{}: {why}",
                    b.id
                ),
            }
        }
    }

    #[test]
    fn dsc_runs_with_the_grouping_factor_it_is_validated_under() {
        let dsc = catalogue::find("dsc").expect("the dsc row");
        assert!(dsc.assume.contains(&"depthwise_filter.extent.0 == 3"));
        let region = |c: &Case, name: &str| {
            c.invocation
                .buffers
                .iter()
                .find(|(n, _)| n == name)
                .and_then(|(_, r)| r.clone())
                .expect("an explicit region")
        };
        for c in cases(dsc).expect("dsc runs") {
            // Multiplier 3: 48 intermediate channels, the filters sized to match.
            assert_eq!(region(&c, "depthwise_filter")[..2], [(0, 3), (0, 48)]);
            assert_eq!(region(&c, "pointwise_filter")[1], (0, 48));
        }
        // Without the assumption: multiplier 1, the manual schedule's specialization.
        let generic = Build {
            assume: &[],
            ..dsc.clone()
        };
        for c in cases(&generic).expect("dsc runs") {
            assert_eq!(region(&c, "depthwise_filter")[..2], [(0, 1), (0, 32)]);
        }
    }

    #[test]
    fn overall_status_prefers_disagreement() {
        let s = |st: SizeStatus| SizeResult {
            label: "x".into(),
            status: st,
            outputs: vec![],
        };
        assert_eq!(
            overall(&[s(SizeStatus::Agree), s(SizeStatus::Disagree)]),
            DiffStatus::Disagree
        );
        assert_eq!(
            overall(&[
                s(SizeStatus::Agree),
                s(SizeStatus::Skipped("too small".into()))
            ]),
            DiffStatus::Agree
        );
        assert_eq!(
            overall(&[s(SizeStatus::Skipped("too small".into()))]),
            DiffStatus::NotRun("too small".into())
        );
        assert!(matches!(
            overall(&[s(SizeStatus::Agree), s(SizeStatus::Error("crash".into()))]),
            DiffStatus::Error(_)
        ));
    }

    #[test]
    fn different_arrays_disagree_with_the_right_errors() {
        let r = vec![(0, 2), (0, 2)];
        let want = Array::from_f32(r.clone(), &[1.0, 2.0, 4.0, f32::NAN]);
        let close = Array::from_f32(r.clone(), &[1.0, 2.0 + 1e-5, 4.0, f32::NAN]);
        let d = compare_arrays(&close, &want, Tolerance::DEFAULT);
        assert!(d.agrees(), "{d:?}");
        assert_eq!(d.elements, 4);
        let far = Array::from_f32(r.clone(), &[1.0, 2.0, 4.5, 0.0]);
        let d = compare_arrays(&far, &want, Tolerance::DEFAULT);
        assert!(!d.agrees());
        assert_eq!(d.mismatches, 2, "4.5 vs 4 and 0 vs NaN");
        assert_eq!(d.max_abs, f64::INFINITY);
        assert_eq!(
            d.first_mismatch.as_deref(),
            Some("at [0, 1]: build 4.5 vs reference 4")
        );
        let d = compare_arrays(
            &far,
            &want,
            Tolerance {
                bitwise_floats: true,
                ..Tolerance::DEFAULT
            },
        );
        assert_eq!(d.mismatches, 2);
        // Within the tolerance but not bitwise: strict_float builds disagree.
        let d = compare_arrays(
            &close,
            &want,
            Tolerance::for_target("x86-64-linux-strict_float"),
        );
        assert_eq!(d.mismatches, 1);
        // Integers are bitwise; the error is reported in value units.
        let a = Array::from_u16(vec![(0, 3)], &[7, 8, 9]);
        let b = Array::from_u16(vec![(0, 3)], &[7, 8, 12]);
        let d = compare_arrays(&a, &b, Tolerance::DEFAULT);
        assert_eq!((d.mismatches, d.max_abs), (1, 3.0));
        assert!((d.max_rel - 0.25).abs() < 1e-12);
        // Different regions cannot be compared.
        let c = Array::from_u16(vec![(1, 3)], &[7, 8, 9]);
        assert!(!compare_arrays(&a, &c, Tolerance::DEFAULT).agrees());
    }

    #[test]
    fn the_blur_reference_matches_a_hand_computation() {
        let inv = Invocation {
            buffers: vec![],
            scalars: vec![],
            seed: 5,
            ..Default::default()
        };
        let run = RunOutputs {
            outputs: vec![("blur_y".into(), Array::from_u16(vec![(2, 1), (3, 1)], &[0]))],
            inputs: vec![],
        };
        let out = blur_reference(&inv, &run).unwrap();
        let i = |x: i64, y: i64| runner::input_value_bits(5, "input", &[x, y], 16) as u16;
        let bx = |x: i64, y: i64| i(x, y).wrapping_add(i(x + 1, y)).wrapping_add(i(x + 2, y)) / 3;
        let want = bx(2, 3).wrapping_add(bx(2, 4)).wrapping_add(bx(2, 5)) / 3;
        assert_eq!(out[0].1.value(0), f64::from(want));
    }
}
