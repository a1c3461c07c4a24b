//! Counterexample replay: an INVALID build run at the sizes of the validator's witness.
//!
//! A witness is a point of the pipeline's parameters (buffer mins, extents and strides, scalar
//! inputs) at which a check failed. The replay runs the compiled build at that point, on the
//! deterministic inputs of the differential runs, three times:
//! 1. with every output buffer, every heap allocation of the pipeline and the stack it is called
//!    on filled with one poison byte, guard bytes around the buffers and heap allocations (the
//!    driver's `--poison`);
//! 2. the same with another poison byte;
//! 3. the reference (stock Halide with every Func computed at root, or a Rust reference).
//!
//! The failure is **confirmed** when the build writes outside a buffer or allocation, when its
//! outputs differ between the two poison bytes (an output holds memory nobody wrote), or when
//! they differ from the reference's (a wrong value). It is **not reproduced** when the build
//! rejects the witness's sizes (its own checks stop the call) or every output agrees. It is
//! **not replayed** when no run could be made (no sizes for an output, a layout whose cells
//! share memory, sizes too large to run, a failed runner or reference), with the reason.
//! The calling thread's stack is poisoned too (Halide puts small constant-size buffers there);
//! the stacks of a parallel loop's worker threads are not, and guard bytes fence only buffers
//! and heap allocations, so a replay that does not reproduce is evidence, not proof, that the
//! build is right.

use crate::differential::{compare_arrays, Case, Reference, Tolerance};
use crate::generator::Limits;
use crate::runner::{ArgKind, Array, Invocation, Region, RunError, RunOutputs, Runner};
use std::path::Path;

/// The two poison bytes (distinct in every bit, neither 0 nor a small integer).
pub const POISONS: [u8; 2] = [0x5A, 0xA5];

/// At most this many elements per buffer are replayed (the witness's sizes are the validator's
/// smallest where it could find small ones, but need not be).
pub const MAX_ELEMENTS: i64 = 1 << 26;

/// At most this many of a report's witnesses are replayed, in order, until one confirms.
pub const MAX_WITNESSES: usize = 3;

pub use halide_tv::check::Replay;

/// The value of `name` in the witness.
fn lookup(witness: &[(String, i64)], name: &str) -> Option<i64> {
    witness.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
}

/// Whether two cells of a buffer with these extents and strides share memory (no dimension of
/// more than one element may reach into the span of the dimensions with smaller strides).
fn aliases(extents: &[i64], strides: &[i64]) -> bool {
    let mut dims: Vec<(i64, i64)> = extents
        .iter()
        .zip(strides)
        .filter(|(e, _)| **e > 1)
        .map(|(e, s)| (s.abs(), *e))
        .collect();
    dims.sort();
    let mut span = 1i64;
    for (s, e) in dims {
        if s < span {
            return true;
        }
        span = s.saturating_mul(e);
    }
    false
}

/// The invocation of the witness: each buffer's mins, extents and strides from the witness
/// (`NAME.min.D`, `NAME.extent.D`, `NAME.stride.D`), else from `base` (the build's first
/// differential case); scalars by name, else from `base`. A buffer whose witness strides make
/// two cells share memory is laid out densely instead (the validator draws strides it does not
/// constrain freely; a failure that needs the aliasing then does not reproduce, and the sizes
/// say so): the second part lists those buffers. `Err` is why it cannot be run.
pub fn invocation(
    runner: &Runner,
    witness: &[(String, i64)],
    base: Option<&Case>,
) -> Result<(Invocation, Vec<String>), String> {
    let mut densified = Vec::new();
    let mut inv = Invocation {
        seed: 1,
        ..Default::default()
    };
    for a in &runner.args {
        let name = &a.name;
        if a.kind == ArgKind::Scalar {
            if let Some(v) = lookup(witness, name) {
                inv.scalars.push((name.clone(), v.to_string()));
            } else if let Some((_, v)) =
                base.and_then(|c| c.invocation.scalars.iter().find(|(n, _)| n == name))
            {
                inv.scalars.push((name.clone(), v.clone()));
            }
            continue;
        }
        let base_region: Option<Region> = base
            .and_then(|c| c.invocation.buffers.iter().find(|(n, _)| n == name))
            .and_then(|(_, r)| r.clone());
        let field = |f: &str, d: usize| lookup(witness, &format!("{name}.{f}.{d}"));
        let given = (0..a.dims).any(|d| field("min", d).is_some() || field("extent", d).is_some());
        let region: Option<Region> = if given || a.kind == ArgKind::Output {
            let mut r = Vec::new();
            for d in 0..a.dims {
                let from_base = base_region.as_ref().and_then(|b| b.get(d).copied());
                let min = field("min", d).or(from_base.map(|b| b.0)).unwrap_or(0);
                let extent = field("extent", d).or(from_base.map(|b| b.1)).ok_or_else(|| {
                    format!("the witness does not give `{name}.extent.{d}` and the build has no size for it")
                })?;
                if extent < 0 {
                    return Err(format!("the witness has `{name}.extent.{d} = {extent}`"));
                }
                r.push((min, extent));
            }
            Some(r)
        } else {
            base_region
        };
        if let Some(r) = &region {
            let elements = r.iter().try_fold(1i64, |n, (_, e)| n.checked_mul(*e));
            if !matches!(elements, Some(n) if n <= MAX_ELEMENTS) {
                return Err(format!(
                    "`{name}` would have more than {MAX_ELEMENTS} elements at the witness's sizes"
                ));
            }
            if (0..a.dims).any(|d| field("stride", d).is_some()) {
                let mut strides = Vec::new();
                let mut dense = 1i64;
                for (d, (_, e)) in r.iter().enumerate() {
                    strides.push(field("stride", d).unwrap_or(dense));
                    dense = dense.saturating_mul(*e);
                }
                let extents: Vec<i64> = r.iter().map(|(_, e)| *e).collect();
                if aliases(&extents, &strides) {
                    densified.push(name.clone());
                } else {
                    inv.strides.push((name.clone(), strides));
                }
            }
        }
        inv.buffers.push((name.clone(), region));
    }
    Ok((inv, densified))
}

/// The invocation's sizes for a report: `name [min:extent, …]` per buffer (with strides where
/// given, `auto` where the build's bounds query chooses), `name = v` per scalar.
pub fn describe_sizes(inv: &Invocation) -> String {
    let mut parts = Vec::new();
    for (name, r) in &inv.buffers {
        let text = match r {
            None => "auto".to_string(),
            Some(r) => {
                let strides = inv.strides.iter().find(|(n, _)| n == name);
                let dims: Vec<String> = r
                    .iter()
                    .enumerate()
                    .map(|(d, (m, e))| match strides {
                        Some((_, s)) => format!("{m}:{e}:{}", s[d]),
                        None => format!("{m}:{e}"),
                    })
                    .collect();
                format!("[{}]", dims.join(", "))
            }
        };
        parts.push(format!("{name} {text}"));
    }
    for (name, v) in &inv.scalars {
        parts.push(format!("{name} = {v}"));
    }
    parts.join(", ")
}

/// A cell where two runs' outputs differ.
#[derive(Clone, Debug, PartialEq)]
struct CellDifference {
    /// The output.
    output: String,
    /// The cell.
    at: Vec<i64>,
    /// The first run's value and the second's.
    values: (f64, f64),
}

/// The first output cell that differs between two runs under `tol`, or why the outputs cannot
/// be compared.
fn first_difference(
    got: &[(String, Array)],
    want: &[(String, Array)],
    tol: Tolerance,
) -> Option<Result<CellDifference, String>> {
    for (name, a) in got {
        let Some((_, b)) = want.iter().find(|(n, _)| n == name) else {
            return Some(Err(format!("the other run has no output `{name}`")));
        };
        let d = compare_arrays(a, b, tol);
        if let Some(why) = d.incomparable {
            return Some(Err(format!("`{name}`: {why}")));
        }
        if let Some((at, x, y)) = d.first {
            return Some(Ok(CellDifference {
                output: name.clone(),
                at,
                values: (x, y),
            }));
        }
    }
    None
}

/// `` `name` at [i, j]: `` and the two values as `what_a X, what_b Y`.
fn describe_difference(d: Result<CellDifference, String>, what_a: &str, what_b: &str) -> String {
    match d {
        Ok(CellDifference {
            output,
            at,
            values: (x, y),
        }) => format!("`{output}` at {at:?}: {what_a} {x}, {what_b} {y}"),
        Err(why) => why,
    }
}

/// The reference's outputs at `inv` (a Rust reference computes them for the input regions of
/// the build's first run, which must be in `build_runs`).
fn reference_outputs(
    reference: &Reference,
    inv: &Invocation,
    build_runs: &[RunOutputs],
    dir: &Path,
    limits: Limits,
) -> Result<Vec<(String, Array)>, RunError> {
    match (reference, build_runs.first()) {
        (Reference::Runner(r, _), _) => r
            .run(inv, &dir.join("reference"), limits)
            .map(|o| o.outputs),
        (Reference::Rust(_, f), Some(run)) => f(inv, run).map_err(RunError::Failed),
        (Reference::Rust(name, _), None) => Err(RunError::Failed(format!(
            "the Rust reference ({name}) needs the input regions of a run of the build"
        ))),
        (Reference::Unavailable(why), _) => Err(RunError::Failed(format!("no reference ({why})"))),
    }
}

/// What one witness's runs showed.
enum Runs {
    Shown(Replay),
    /// Not shown by this witness (try the next).
    Unseen(Replay),
}

/// The replay of a build's `witnesses` ([`replay`]) with the first of the catalogue build's
/// differential cases as the sizes the witnesses leave free: `reference` gives the reference,
/// `runner(dir)` links the build into a runner under `dir`; scratch files under `dir`.
pub fn replay_build(
    build: &crate::catalogue::Build,
    witnesses: &[Vec<(String, i64)>],
    reference: impl FnOnce() -> Result<Reference, String>,
    runner: impl FnOnce(&Path) -> Result<Runner, String>,
    dir: &Path,
    limits: Limits,
) -> Replay {
    if witnesses.is_empty() {
        return Replay::NotReplayed("the failed checks have no witness".into());
    }
    let cases = match crate::differential::cases(build) {
        Ok(c) => c,
        Err(why) => return Replay::NotReplayed(why),
    };
    let reference = match reference() {
        Ok(r) => r,
        Err(e) => return Replay::NotReplayed(e),
    };
    match runner(&dir.join("runner")) {
        Ok(r) => replay(
            &r,
            &reference,
            witnesses,
            cases.first(),
            Tolerance::for_target(build.target()),
            dir,
            limits,
        ),
        Err(e) => Replay::NotReplayed(e),
    }
}

/// Replays `witnesses` (in order, at most [`MAX_WITNESSES`], until one confirms) with the
/// build's runner and its reference; scratch files under `dir`. Without a confirmation, the
/// answer is the first witness's that a run was made for (the report's first failure is its
/// primary one), else the first witness's reason.
#[allow(clippy::too_many_arguments)]
pub fn replay(
    build: &Runner,
    reference: &Reference,
    witnesses: &[Vec<(String, i64)>],
    base: Option<&Case>,
    tol: Tolerance,
    dir: &Path,
    limits: Limits,
) -> Replay {
    let mut unseen = Vec::new();
    for (i, w) in witnesses.iter().take(MAX_WITNESSES).enumerate() {
        match replay_one(
            build,
            reference,
            w,
            base,
            tol,
            &dir.join(format!("w{i}")),
            limits,
        ) {
            Runs::Shown(r) => return r,
            Runs::Unseen(r) => unseen.push(r),
        }
    }
    let tried = unseen.len();
    let first_run = unseen
        .iter()
        .position(|r| matches!(r, Replay::NotReproduced { .. }));
    match first_run.map(|k| unseen.swap_remove(k)) {
        Some(Replay::NotReproduced { detail, sizes }) if tried > 1 => Replay::NotReproduced {
            detail: format!("{detail}; no run of the {tried} witnesses tried confirms it"),
            sizes,
        },
        Some(r) => r,
        None => unseen
            .into_iter()
            .next()
            .unwrap_or_else(|| Replay::NotReplayed("the failures have no witness".into())),
    }
}

fn replay_one(
    build: &Runner,
    reference: &Reference,
    witness: &[(String, i64)],
    base: Option<&Case>,
    tol: Tolerance,
    dir: &Path,
    limits: Limits,
) -> Runs {
    let (inv, densified) = match invocation(build, witness, base) {
        Ok(x) => x,
        Err(why) => return Runs::Unseen(Replay::NotReplayed(why)),
    };
    let mut sizes = describe_sizes(&inv);
    if !densified.is_empty() {
        sizes.push_str(&format!(
            "; dense strides for {} (the witness's make cells share memory)",
            densified.join(", ")
        ));
    }
    let confirmed = |detail: String| {
        Runs::Shown(Replay::Confirmed {
            detail,
            sizes: sizes.clone(),
        })
    };
    let not_reproduced = |detail: String| {
        Runs::Unseen(Replay::NotReproduced {
            detail,
            sizes: sizes.clone(),
        })
    };
    let mut poisoned = Vec::new();
    for (k, byte) in POISONS.iter().enumerate() {
        let run_inv = Invocation {
            poison: Some(*byte),
            ..inv.clone()
        };
        match build.run(&run_inv, &dir.join(format!("build{k}")), limits) {
            Ok(o) => poisoned.push(o),
            Err(RunError::OutOfBounds(m)) => {
                return confirmed(format!("the build writes out of bounds ({m})"))
            }
            Err(RunError::Rejected(m)) => {
                return not_reproduced(format!("the build stops at these sizes ({m})"))
            }
            Err(RunError::Crashed(m)) => {
                // A memory fault of the build where the reference runs is a failure.
                return match reference_outputs(reference, &inv, &poisoned, dir, limits) {
                    Ok(_) => confirmed(format!(
                        "the build crashes at these sizes ({m}); the reference runs"
                    )),
                    Err(e) => Runs::Unseen(Replay::NotReplayed(format!(
                        "the build crashes ({m}) and the reference does not run: {e}"
                    ))),
                };
            }
            Err(RunError::Failed(m)) => {
                return Runs::Unseen(Replay::NotReplayed(format!("the build's run failed: {m}")))
            }
        }
    }
    let bitwise = Tolerance {
        bitwise_floats: true,
        ..tol
    };
    if let Some(d) = first_difference(&poisoned[0].outputs, &poisoned[1].outputs, bitwise) {
        // The algorithm has one value per cell: at least one of two runs that disagree is wrong.
        return confirmed(format!(
            "two runs of the build disagree (an output depends on memory nothing wrote, or on the \
             order of a race): {}",
            describe_difference(
                d,
                &format!("{:#04x} in memory gives", POISONS[0]),
                &format!("{:#04x} gives", POISONS[1])
            )
        ));
    }
    if let Reference::Unavailable(why) = reference {
        return Runs::Unseen(Replay::NotReplayed(format!(
            "no reference ({why}); two runs of the build with different fills agree"
        )));
    }
    match reference_outputs(reference, &inv, &poisoned, dir, limits) {
        Ok(want) => match first_difference(&poisoned[0].outputs, &want, tol) {
            Some(d) => confirmed(format!(
                "the build's outputs differ from the algorithm's ({}): {}",
                reference.describe(),
                describe_difference(d, "the build gives", "the reference")
            )),
            None => not_reproduced(
                "the outputs agree with the reference and do not depend on never-written memory"
                    .into(),
            ),
        },
        Err(e) => Runs::Unseen(Replay::NotReplayed(format!("the reference: {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::{ArgInfo, ElemType};

    fn runner() -> Runner {
        let arg = |name: &str, kind, dims| ArgInfo {
            kind,
            name: name.into(),
            ty: ElemType { code: 1, bits: 16 },
            dims,
        };
        Runner {
            exe: "/nonexistent".into(),
            args: vec![
                arg("k", ArgKind::Scalar, 0),
                arg("input", ArgKind::Input, 2),
                arg("out", ArgKind::Output, 2),
            ],
            target: "host".into(),
        }
    }

    fn w(pairs: &[(&str, i64)]) -> Vec<(String, i64)> {
        pairs.iter().map(|(n, v)| (n.to_string(), *v)).collect()
    }

    #[test]
    fn a_witness_gives_the_sizes_it_names_and_the_case_the_rest() {
        let base = Case {
            label: "64x64".into(),
            invocation: Invocation {
                buffers: vec![
                    ("input".into(), None),
                    ("out".into(), Some(vec![(0, 64), (0, 64)])),
                ],
                scalars: vec![("k".into(), "3".into())],
                seed: 1,
                ..Default::default()
            },
            fallback: false,
        };
        let (inv, densified) = invocation(
            &runner(),
            &w(&[
                ("out.extent.0", 9),
                ("out.min.1", -2),
                ("k", 5),
                ("out.s0.x", 4),
            ]),
            Some(&base),
        )
        .unwrap();
        assert!(densified.is_empty());
        assert_eq!(inv.scalars, vec![("k".to_string(), "5".to_string())]);
        assert_eq!(
            inv.buffers,
            vec![
                ("input".to_string(), None),
                ("out".to_string(), Some(vec![(0, 9), (-2, 64)]))
            ]
        );
        assert!(inv.strides.is_empty());
        assert_eq!(describe_sizes(&inv), "input auto, out [0:9, -2:64], k = 5");
    }

    #[test]
    fn strides_are_kept_unless_cells_would_share_memory() {
        let (inv, _) = invocation(
            &runner(),
            &w(&[
                ("out.extent.0", 4),
                ("out.extent.1", 3),
                ("out.stride.1", -6),
            ]),
            None,
        )
        .unwrap();
        assert_eq!(inv.strides, vec![("out".to_string(), vec![1, -6])]);
        let (inv, densified) = invocation(
            &runner(),
            &w(&[
                ("out.extent.0", 4),
                ("out.extent.1", 3),
                ("out.stride.1", 3),
            ]),
            None,
        )
        .unwrap();
        assert!(inv.strides.is_empty(), "{inv:?}");
        assert_eq!(densified, vec!["out".to_string()]);
        // A single row may have any stride.
        assert!(!aliases(&[4, 1], &[1, 0]));
        assert!(aliases(&[4, 2], &[1, 0]));
    }

    #[test]
    fn sizes_the_witness_does_not_give_or_too_large_are_not_replayed() {
        let e = invocation(&runner(), &w(&[("out.extent.0", 4)]), None).unwrap_err();
        assert!(e.contains("out.extent.1"), "{e}");
        let e = invocation(
            &runner(),
            &w(&[("out.extent.0", 1 << 20), ("out.extent.1", 1 << 20)]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("more than"), "{e}");
        let e = invocation(
            &runner(),
            &w(&[("out.extent.0", -1), ("out.extent.1", 2)]),
            None,
        )
        .unwrap_err();
        assert!(e.contains("out.extent.0 = -1"), "{e}");
    }

    #[test]
    fn the_first_difference_names_the_output_and_the_cell() {
        let a = vec![("out".to_string(), Array::from_u16(vec![(0, 3)], &[1, 2, 3]))];
        let b = vec![("out".to_string(), Array::from_u16(vec![(0, 3)], &[1, 7, 3]))];
        let d = first_difference(&a, &b, Tolerance::DEFAULT).unwrap();
        assert_eq!(
            d,
            Ok(CellDifference {
                output: "out".into(),
                at: vec![1],
                values: (2.0, 7.0)
            })
        );
        assert_eq!(
            describe_difference(d, "got", "want"),
            "`out` at [1]: got 2, want 7"
        );
        assert_eq!(first_difference(&a, &a, Tolerance::DEFAULT), None);
    }

    /// A runner executable (a shell script) for a pipeline with one uint16 output `out` of one
    /// element: `body` runs with `$p` the poison byte (decimal, empty without `--poison`) and
    /// `$dir` the output directory; `emit V` writes the output value V.
    fn scripted(dir: &Path, name: &str, body: &str) -> Runner {
        let exe = dir.join(name);
        let script = format!(
            "#!/bin/sh\ndir=$3; p=\n\
             for a in \"$@\"; do case $a in --poison=*) p=${{a#--poison=}};; esac; done\n\
             emit() {{ printf 'halide-tv-buffer 1 1 16 1 0 1\\n' > $dir/out.buf; \
             printf \"\\\\$(printf %03o $1)\\\\000\" >> $dir/out.buf; }}\n{body}\n"
        );
        std::fs::write(&exe, script).unwrap();
        let mut perm = std::fs::metadata(&exe).unwrap().permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut perm, 0o755);
        std::fs::set_permissions(&exe, perm).unwrap();
        Runner {
            exe,
            args: vec![ArgInfo {
                kind: ArgKind::Output,
                name: "out".into(),
                ty: ElemType { code: 1, bits: 16 },
                dims: 1,
            }],
            target: "host".into(),
        }
    }

    fn replay_with(build_body: &str, reference_body: &str) -> Replay {
        let tmp = tempfile::tempdir().unwrap();
        let build = scripted(tmp.path(), "build", build_body);
        let reference = Reference::Runner(
            scripted(tmp.path(), "reference", reference_body),
            Default::default(),
        );
        let limits = Limits {
            seconds: 30.0,
            memory_bytes: 1 << 30,
        };
        replay(
            &build,
            &reference,
            &[w(&[("out.extent.0", 1)])],
            None,
            Tolerance::DEFAULT,
            &tmp.path().join("runs"),
            limits,
        )
    }

    #[test]
    fn a_replay_confirms_garbage_wrong_values_and_out_of_bounds_writes() {
        // The output keeps the poison byte: memory the build never wrote.
        let r = replay_with("emit ${p:-0}", "emit 7");
        let text = r.to_string();
        assert!(r.confirmed(), "{r}");
        assert!(text.contains("two runs of the build disagree"), "{r}");
        assert!(
            text.contains("0x5a in memory gives 90, 0xa5 gives 165"),
            "{r}"
        );
        // A wrong value, the same whatever the poison.
        let r = replay_with("emit 8", "emit 7");
        assert!(r.confirmed(), "{r}");
        assert!(
            r.to_string()
                .contains("`out` at [0]: the build gives 8, the reference 7"),
            "{r}"
        );
        assert!(r.to_string().contains("(sizes: out [0:1])"), "{r}");
        // The driver's report of a damaged guard.
        let r = replay_with(
            "echo 'runner: a write outside an allocation of 64 bytes' >&2; exit 5",
            "emit 7",
        );
        assert!(
            r.confirmed() && r.to_string().contains("out of bounds"),
            "{r}"
        );
        // A memory fault where the reference runs; where it does not, no run decides.
        let r = replay_with("kill -SEGV $$", "emit 7");
        assert!(r.confirmed() && r.to_string().contains("crashes"), "{r}");
        let r = replay_with("kill -SEGV $$", "exit 9");
        assert_eq!(r.status(), "not replayed", "{r}");
    }

    #[test]
    fn a_replay_that_agrees_or_is_stopped_does_not_reproduce() {
        let r = replay_with("emit 7", "emit 7");
        assert_eq!(r.status(), "not reproduced", "{r}");
        assert!(r.to_string().contains("agree with the reference"), "{r}");
        // The build's own checks stop the call at the witness's sizes.
        let r = replay_with("echo 'halide_error: out of range' >&2; exit 3", "emit 7");
        assert_eq!(r.status(), "not reproduced", "{r}");
        assert!(r.to_string().contains("stops at these sizes"), "{r}");
        // No run: the reference fails.
        let r = replay_with("emit 7", "exit 9");
        assert_eq!(r.status(), "not replayed", "{r}");
        assert!(r.to_string().contains("the reference"), "{r}");
    }

    #[test]
    fn the_witnesses_are_tried_until_one_confirms() {
        let tmp = tempfile::tempdir().unwrap();
        // Wrong only at the second witness's size.
        let build = scripted(
            tmp.path(),
            "build",
            "case \"$*\" in *out=\\[0:2\\]*) emit 8;; *) emit 7;; esac",
        );
        let reference = Reference::Runner(
            scripted(tmp.path(), "reference", "emit 7"),
            Default::default(),
        );
        let limits = Limits {
            seconds: 30.0,
            memory_bytes: 1 << 30,
        };
        let run = |ws: &[Vec<(String, i64)>], sub: &str| {
            replay(
                &build,
                &reference,
                ws,
                None,
                Tolerance::DEFAULT,
                &tmp.path().join(sub),
                limits,
            )
        };
        let (one, two, three) = (
            w(&[("out.extent.0", 1)]),
            w(&[("out.extent.0", 2)]),
            w(&[("out.extent.0", 3)]),
        );
        let r = run(&[one.clone(), two], "a");
        assert!(r.confirmed() && r.to_string().contains("out [0:2]"), "{r}");
        // Without a confirmation the first witness's run is the answer.
        let r = run(&[one, three], "b");
        assert_eq!(r.status(), "not reproduced", "{r}");
        assert!(r.to_string().contains("(sizes: out [0:1])"), "{r}");
        assert!(r.to_string().contains("the 2 witnesses tried"), "{r}");
    }
}
