//! Differential runs end to end: real generator builds linked into runners and compared with
//! their references (needs `scripts/setup`'s prefixes).

use bench_apps::catalogue::{self, Build};
use bench_apps::differential::{
    self, blur_reference, cases, reference_runner, run_cases, Case, DiffStatus, Reference,
    SizeStatus, Tolerance,
};
use bench_apps::generator::{Halide, Limits};
use bench_apps::runner::{self, Array, Invocation, RunOutputs, Runner, RUNNER_EMIT};
use bench_apps::schedule::ScheduleSource;
use std::path::Path;

/// The patched build of `id` with its manual schedule, linked into a runner under `dir`.
fn manual_runner(h: &Halide, build: &Build, dir: &Path) -> Runner {
    let cache = bench_apps::cache_dir().unwrap();
    let exe = h.generator(build, &cache).expect("generator builds");
    let gen = dir.join("generated");
    let (args, plugins) = ScheduleSource::Manual.generator_args(&h.prefix);
    exe.run(
        build,
        &gen,
        &RUNNER_EMIT,
        &args,
        &plugins,
        Limits::default(),
    )
    .expect("generator runs");
    runner::build_runner(&h.prefix, &cache, &gen, &dir.join("runner")).expect("runner links")
}

fn limits() -> Limits {
    Limits {
        seconds: 120.0,
        memory_bytes: 8 << 30,
    }
}

#[test]
fn blur_and_harris_manual_builds_agree_with_their_references_on_every_size() {
    let (patched, stock) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    for id in ["blur", "harris"] {
        let build = catalogue::find(id).unwrap();
        let tmp = tempfile::tempdir().unwrap();
        let r = manual_runner(&patched, build, tmp.path());
        let reference = reference_runner(build, &stock, &cache, &tmp.path().join("ref"), limits());
        match (id, &reference) {
            ("blur", Reference::Rust(..)) | ("harris", Reference::Runner(..)) => {}
            _ => panic!("{id}: unexpected reference {}", reference.describe()),
        }
        let cs = cases(build).unwrap();
        let main_sizes = cs.iter().filter(|c| !c.fallback).count();
        assert!(
            cs.iter().any(|c| c.label == "67x45"),
            "a size off the tiles"
        );
        let d = run_cases(
            &r,
            &reference,
            &cs,
            Tolerance::for_target(build.target()),
            &tmp.path().join("diff"),
            limits(),
        );
        assert_eq!(d.status, DiffStatus::Agree, "{id}: {d:?}");
        assert!(main_sizes >= 2);
        // Every size agrees; the fallback sizes are not needed.
        assert_eq!(d.agree_counts(), (main_sizes, main_sizes), "{id}: {d:?}");
        assert_eq!(d.sizes.len(), main_sizes, "{id}: {d:?}");
        if id == "blur" {
            let (max_abs, _) = d.max_errors();
            assert_eq!(max_abs, 0.0, "uint16 outputs compare bitwise");
        }
    }
}

/// The blur reference with one element off by one.
fn wrong_blur(inv: &Invocation, run: &RunOutputs) -> Result<Vec<(String, Array)>, String> {
    let mut out = blur_reference(inv, run)?;
    let a = &mut out[0].1;
    let k = a.len() / 2;
    let v = u16::from_le_bytes([a.data[2 * k], a.data[2 * k + 1]]).wrapping_add(1);
    a.data[2 * k..2 * k + 2].copy_from_slice(&v.to_le_bytes());
    Ok(out)
}

#[test]
fn a_wrong_reference_disagrees_and_a_size_the_schedule_rejects_is_skipped() {
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    let build = catalogue::find("blur").unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let r = manual_runner(&patched, build, tmp.path());
    let cs = cases(build).unwrap();
    let d = run_cases(
        &r,
        &Reference::Rust("off by one", wrong_blur),
        &cs[..1],
        Tolerance::DEFAULT,
        &tmp.path().join("wrong"),
        limits(),
    );
    assert_eq!(d.status, DiffStatus::Disagree, "{d:?}");
    let (_, diff) = &d.sizes[0].outputs[0];
    assert_eq!((diff.mismatches, diff.max_abs), (1, 1.0), "{diff:?}");
    assert!(d.cell().starts_with("DISAGREE 1/1"), "{}", d.cell());
    // blur's manual schedule vectorizes x by 16 (ShiftInwards): an 8-wide output is not allowed.
    let tiny = Case {
        label: "8x8".into(),
        invocation: Invocation {
            buffers: vec![
                ("input".into(), None),
                ("blur_y".into(), Some(vec![(0, 8), (0, 8)])),
            ],
            scalars: vec![],
            seed: 1,
            ..Default::default()
        },
        fallback: false,
    };
    let d = run_cases(
        &r,
        &differential::rust_reference(build).unwrap(),
        &[tiny],
        Tolerance::DEFAULT,
        &tmp.path().join("tiny"),
        limits(),
    );
    match &d.sizes[0].status {
        SizeStatus::Skipped(why) => assert!(why.contains("size not allowed"), "{why}"),
        s => panic!("expected a skipped size, got {s:?}"),
    }
    assert!(matches!(d.status, DiffStatus::NotRun(_)), "{d:?}");
}

#[test]
fn gpu_builds_and_builds_without_reference_are_not_run() {
    let cmm = catalogue::find("cmm1024").unwrap();
    assert_eq!(cases(cmm).unwrap_err(), "GPU target (lowered only)");
    // Every CPU build has a reference: a Rust one or stock Halide's compute_root schedule.
    for b in catalogue::BUILDS
        .iter()
        .filter(|b| !b.target().contains("cuda"))
    {
        assert!(
            differential::rust_reference(b).is_some() || b.autoschedulable(),
            "{} has no reference",
            b.id
        );
    }
    let tmp = tempfile::tempdir().unwrap();
    let fake = Runner {
        exe: tmp.path().join("none"),
        args: vec![],
        target: String::new(),
    };
    let haar = catalogue::find("haar_x").unwrap();
    let d = run_cases(
        &fake,
        &Reference::Unavailable("none written".into()),
        &cases(haar).unwrap(),
        Tolerance::DEFAULT,
        tmp.path(),
        limits(),
    );
    assert_eq!(d.cell(), "not run: no reference (none written)");
    assert!(d.sizes.is_empty());
}

#[test]
fn the_harness_row_carries_the_differential_run() {
    let (patched, stock) = bench_apps::installations().expect("run scripts/setup first");
    let h = bench_apps::harness::Harness {
        patched,
        stock,
        cache: bench_apps::cache_dir().unwrap(),
        gen_limits: Limits::default(),
        // Stop every check at once: this test is about the differential run.
        checker: bench_apps::validate::Checker {
            exe: env!("CARGO_BIN_EXE_bench-apps").into(),
            limits: Limits {
                seconds: 0.0,
                memory_bytes: 8 << 30,
            },
            z3_timeout: std::time::Duration::from_secs(30),
            profile: false,
            jobs: 1,
        },
        compile_repeats: 0,
        differential: Some(limits()),
        references: Default::default(),
        isa: None,
    };
    let out = tempfile::tempdir().unwrap();
    let row = h.run(
        catalogue::find("sdot").unwrap(),
        ScheduleSource::Manual,
        &out.path().join("sdot/manual"),
    );
    let d = row
        .built()
        .and_then(|b| b.differential.as_ref())
        .expect("a differential run");
    assert_eq!(d.status, DiffStatus::Agree, "{d:?}");
    let cells = bench_apps::harness::cells(&row);
    assert_eq!(cells[14], "agree 2/2", "{cells:?}");
    let j = bench_apps::harness::json(std::slice::from_ref(&row));
    assert!(
        j.contains("\"differential\": {\"status\": \"agree\""),
        "{j}"
    );
    assert!(j.contains("\"soundness_failure\": null"), "{j}");
    assert!(row.soundness_failure().is_none());
}

#[test]
fn strided_and_poisoned_runs_give_the_dense_runs_outputs() {
    // The driver addresses elements by coordinates in any layout, and a poison byte only
    // shows where the pipeline does not write: blur writes every output cell and stays inside
    // its buffers and allocations, so padded and flipped rows with poisoned memory give the
    // outputs of the dense run.
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    let build = catalogue::find("blur").unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let r = manual_runner(&patched, build, tmp.path());
    let dense = Invocation {
        buffers: vec![
            ("input".into(), None),
            ("blur_y".into(), Some(vec![(0, 64), (0, 64)])),
        ],
        seed: 3,
        ..Default::default()
    };
    let want = r
        .run(&dense, &tmp.path().join("dense"), limits())
        .expect("the dense run");
    for (k, stride) in [100i64, -64].into_iter().enumerate() {
        let inv = Invocation {
            strides: vec![("blur_y".into(), vec![1, stride])],
            poison: Some(0xA5),
            ..dense.clone()
        };
        let got = r
            .run(&inv, &tmp.path().join(format!("strided{k}")), limits())
            .unwrap_or_else(|e| panic!("stride {stride}: {e}"));
        assert_eq!(
            got.outputs, want.outputs,
            "stride {stride}: the same outputs"
        );
    }
}
