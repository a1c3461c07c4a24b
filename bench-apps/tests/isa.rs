//! isa inputs end to end: the implementation and specification programs emitted for real
//! patched builds (sdot, blur; manual schedules) are compiled with gcc -O1 and run on the
//! differential-run inputs, and must reproduce the Halide build's outputs bit for bit; a
//! mutated store index in the `.sched` must make the emitted implementation disagree.

use bench_apps::catalogue;
use bench_apps::differential::{cases, compare_arrays, Tolerance};
use bench_apps::generator::Limits;
use bench_apps::isa;
use bench_apps::runner::{self, Invocation, Runner};
use bench_apps::schedule::ScheduleSource;
use std::path::{Path, PathBuf};

fn limits() -> Limits {
    Limits {
        seconds: 120.0,
        memory_bytes: 8 << 30,
    }
}

/// The patched manual build of `id` (object, registration, .sched, .sare) and its runner.
fn build(id: &str, dir: &Path) -> (Runner, PathBuf, PathBuf) {
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    let b = catalogue::find(id).unwrap();
    let exe = patched.generator(b, &cache).expect("generator builds");
    let gen = dir.join("generated");
    let (args, plugins) = ScheduleSource::Manual.generator_args(&patched.prefix);
    exe.run(
        b,
        &gen,
        &["object", "registration", "sched", "sare"],
        &args,
        &plugins,
        Limits::default(),
    )
    .expect("generator runs");
    let r = runner::build_runner(&patched.prefix, &cache, &gen, &dir.join("runner"))
        .expect("runner links");
    let one = |suffix: &str| {
        std::fs::read_dir(&gen)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.to_string_lossy().ends_with(suffix))
            .unwrap_or_else(|| panic!("no {suffix} in {}", gen.display()))
    };
    (r, one(".sched"), one(".sare"))
}

/// One program on one size: bitwise equal to the build, equal within the harness's float
/// tolerance, and its outputs.
type Outcome = (bool, bool, Vec<runner::Array>);

/// Runs the Halide build and `programs` on every (non-fallback) case of `id`.
fn compare(id: &str, build: &Runner, programs: &[&Runner], dir: &Path) -> Vec<Vec<Outcome>> {
    let b = catalogue::find(id).unwrap();
    let mut out = Vec::new();
    for (i, c) in cases(b).unwrap().iter().filter(|c| !c.fallback).enumerate() {
        let want = build
            .run(
                &c.invocation,
                &dir.join(format!("case{i}/halide")),
                limits(),
            )
            .unwrap_or_else(|e| panic!("{id} {}: {e}", c.label));
        // The programs have no bounds query: give them the input regions the build used.
        let inv = Invocation {
            buffers: c
                .invocation
                .buffers
                .iter()
                .map(|(n, r)| {
                    let used = want
                        .inputs
                        .iter()
                        .find(|(m, _)| m == n)
                        .map(|(_, r)| r.clone());
                    (n.clone(), r.clone().or(used))
                })
                .collect(),
            ..c.invocation.clone()
        };
        let mut row = Vec::new();
        for (k, p) in programs.iter().enumerate() {
            let got = p
                .run(&inv, &dir.join(format!("case{i}/prog{k}")), limits())
                .unwrap_or_else(|e| panic!("{id} {} program {k}: {e}", c.label));
            assert_eq!(got.outputs.len(), want.outputs.len());
            let bitwise = Tolerance {
                bitwise_floats: true,
                ..Tolerance::DEFAULT
            };
            let same = |tol: Tolerance| {
                got.outputs
                    .iter()
                    .zip(&want.outputs)
                    .all(|((n, g), (m, w))| n == m && compare_arrays(g, w, tol).agrees())
            };
            let (exact, close) = (same(bitwise), same(Tolerance::DEFAULT));
            if !exact {
                eprintln!(
                    "{id} {} program {k}: not bitwise equal to the build",
                    c.label
                );
            }
            row.push((
                exact,
                close,
                got.outputs.into_iter().map(|(_, a)| a).collect(),
            ));
        }
        out.push(row);
    }
    out
}

fn compiled(c: &Path, like: &Runner) -> Runner {
    let exe = c.with_extension("");
    isa::compile(c, &exe, limits()).expect("gcc compiles the emitted program");
    isa::program_runner(&exe, like)
}

#[test]
fn emitted_programs_reproduce_sdot_and_blur_bitwise() {
    for id in ["sdot", "blur"] {
        let tmp = tempfile::tempdir().unwrap();
        let (r, sched, sare) = build(id, tmp.path());
        let e = isa::emit(&sched, &sare, &tmp.path().join("isa"));
        let imp = e.implementation.clone().expect("impl.c emitted");
        let spec = e.specification.clone().expect("spec.c emitted");
        assert_eq!(e.cell(), "impl+spec");
        let text = std::fs::read_to_string(&imp).unwrap();
        assert!(text.contains("#pragma scop") && text.contains("#pragma endscop"));
        let (pi, ps) = (compiled(&imp, &r), compiled(&spec, &r));
        let rows = compare(id, &r, &[&pi, &ps], tmp.path());
        // Two sizes at least, one of them off the tile and vector sizes (n=1037, 67x45).
        assert!(rows.len() >= 2, "{id}");
        for (i, row) in rows.iter().enumerate() {
            let [(ie, ic, io), (se, sc, so)] = &row[..] else {
                panic!("two programs")
            };
            // The programs compute the same bits as each other.
            assert_eq!(io, so, "{id} case {i}: impl and spec outputs differ");
            if id == "blur" {
                assert!(
                    *ie && *se,
                    "{id} case {i}: uint16 outputs equal the build's bitwise"
                );
            } else {
                // sdot (float32, not strict_float): LLVM may reassociate the build's float
                // reduction, so the build's bits are not the .sched's sequential order; the
                // programs agree with it within the harness's float tolerance.
                assert!(*ic && *sc, "{id} case {i}: within the harness tolerance");
                let _ = (ie, se);
            }
        }
    }
}

#[test]
fn a_mutated_store_index_makes_the_implementation_disagree() {
    let tmp = tempfile::tempdir().unwrap();
    let (r, sched, _) = build("blur", tmp.path());
    let text = std::fs::read_to_string(&sched).unwrap();
    // The steady-state store of blur_y: write one element to the left of where Halide does.
    let store = "(blur_y.stride.1 * t234 + t227) + 16, 1, 16)]";
    assert_eq!(
        text.matches(store).count(),
        1,
        "the blur_y store is in the .sched"
    );
    let mutated = text.replace(store, "(blur_y.stride.1 * t234 + t227) + 15, 1, 16)]");
    let c = isa::implementation("mutated.sched", &mutated).expect("still emitted");
    let path = tmp.path().join("mutated.c");
    std::fs::write(&path, c).unwrap();
    let p = compiled(&path, &r);
    let rows = compare("blur", &r, &[&p], tmp.path());
    assert!(rows.len() >= 2);
    assert!(
        rows.iter().all(|row| !row[0].0 && !row[0].1),
        "the mutated implementation disagrees with the build on every size"
    );
}

#[test]
fn unsupported_constructs_are_skipped_with_a_reason() {
    let tmp = tempfile::tempdir().unwrap();
    let sched = tmp.path().join("v.sched");
    // A float min has no C expression here with Halide's exact semantics.
    std::fs::write(
        &sched,
        "halide-tv sched 1\npipeline p\ntarget \"x86-64-linux\"\ninput a : buffer<float32, 1>\noutput o : buffer<float32, 1>\n\nassert(o.stride.0 == 1, extern e<int32>())\nassert(a.stride.0 == 1, extern e<int32>())\nfor (o.s0.x, o.min.0, o.extent.0) {\n  o[| o.s0.x - o.min.0] = min(a[| o.s0.x - a.min.0], 0.5f) {o.0(o.s0.x)}\n}\n",
    )
    .unwrap();
    let sare = tmp.path().join("v.sare");
    std::fs::write(&sare, "not a sare file").unwrap();
    let e = isa::emit(&sched, &sare, &tmp.path().join("out"));
    let why = e.implementation.unwrap_err();
    assert!(why.contains("float Min"), "{why}");
    let note = std::fs::read_to_string(tmp.path().join("out/impl.skipped")).unwrap();
    assert!(note.contains("float Min"));
    assert!(e.specification.unwrap_err().contains("expected"));
    assert!(!tmp.path().join("out/impl.c").exists());
}
