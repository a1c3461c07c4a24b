//! `cmake/HalideTV.cmake` on `examples/two_stage`: with the patched Halide the example builds
//! with validation on (STRICT) and its program runs correctly; with the fault-injection Halide and
//! `HALIDE_TV_FAULT=sliding_window_no_warmup` the build fails with the INVALID report (the Func,
//! the failed check, a counterexample), and the same faulty build without validation computes
//! wrong results — the rejection is a true positive.

use halide_bridge::install::{self, Flavor};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const FAULT: &str = "sliding_window_no_warmup";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn cmake() -> PathBuf {
    PathBuf::from(install::setting("HALIDE_TV_CMAKE").expect("HALIDE_TV_CMAKE (scripts/setup)"))
}

fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("running {cmd:?}: {e}"))
}

fn text(o: &Output) -> String {
    format!(
        "status {:?}\n{}{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// Configures the example against `prefix` into `build`, with more `halide-tv check`
/// arguments `check_args` (the example's `TWO_STAGE_CHECK_ARGS`, a CMake list).
fn configure(build: &Path, prefix: &Path, validate: bool, check_args: &[&str]) {
    let o = run(Command::new(cmake())
        .args(["-G", "Ninja", "-S"])
        .arg(repo().join("examples/two_stage"))
        .arg("-B")
        .arg(build)
        .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix.display()))
        .arg(format!(
            "-DHALIDE_TV_EXECUTABLE={}",
            env!("CARGO_BIN_EXE_halide-tv")
        ))
        .arg(format!(
            "-DHALIDE_TV_VALIDATE={}",
            if validate { "ON" } else { "OFF" }
        ))
        .arg(format!("-DTWO_STAGE_CHECK_ARGS={}", check_args.join(";"))));
    assert!(o.status.success(), "configure: {}", text(&o));
}

fn ninja(build: &Path, fault: Option<&str>) -> Output {
    let mut cmd = Command::new("ninja");
    cmd.arg("-C").arg(build);
    match fault {
        Some(f) => cmd.env("HALIDE_TV_FAULT", f),
        None => cmd.env_remove("HALIDE_TV_FAULT"),
    };
    run(&mut cmd)
}

#[test]
fn example_builds_validated_and_faulty_variant_fails() {
    let dir = tempfile::tempdir().unwrap();

    // 1. Patched Halide, validation on: builds, VALID, runs correctly.
    let good = dir.path().join("patched");
    // An argument with spaces reaches halide-tv as one argument (split, it is a usage error).
    let assumption = "input.extent.0 >= 1";
    configure(
        &good,
        &install::prefix(Flavor::Patched).unwrap(),
        true,
        &["--assume", assumption],
    );
    let o = ninja(&good, None);
    assert!(o.status.success(), "validated build: {}", text(&o));
    assert!(
        text(&o).contains("halide-tv: two_stage VALID"),
        "{}",
        text(&o)
    );
    let report = std::fs::read_to_string(good.join("two_stage.halide-tv.txt")).unwrap();
    assert!(report.starts_with("VALID\n"), "{report}");
    assert!(report.contains(assumption), "{report}");
    let o = run(&mut Command::new(good.join("run_two_stage")));
    assert!(o.status.success(), "run: {}", text(&o));
    // The validated lowering's object code is the linked one (the build step compared them).
    assert_eq!(
        std::fs::read(good.join("two_stage.o")).unwrap(),
        std::fs::read(good.join("two_stage.halide-tv/two_stage.o")).unwrap()
    );

    // 2. Fault-injection Halide with the fault on: the build fails with the INVALID report.
    let faults = install::prefix(Flavor::Faults).unwrap();
    let bad = dir.path().join("faulty");
    // The evaluation with Halide's semantics of never-written reads takes 70–100 s here (release
    // or debug: the time is isl's), more than its default limit of 4× the first evaluation plus
    // 5 s; at that limit the build still fails, by the strict rule, without the output
    // counterexample asserted below. Its limit is given through `CHECK_ARGS`.
    configure(&bad, &faults, true, &["--garbage-pass-time", "600"]);
    let o = ninja(&bad, Some(FAULT));
    let out = text(&o);
    assert!(!o.status.success(), "the faulty build succeeded: {out}");
    assert!(
        out.contains(&format!("halide-tv fault injected: {FAULT}")),
        "{out}"
    );
    assert!(out.contains("two_stage is INVALID"), "{out}");
    // The skipped warm-up leaves `blur_x` rows unwritten; `blur_y` reads them, and the
    // evaluation with Halide's semantics of such reads shows the output depends on them.
    assert!(out.contains("FAILED uncovered output"), "{out}");
    assert!(out.contains("holds garbage"), "{out}");
    assert!(out.contains("never-written cells"), "{out}");
    assert!(out.contains("store blur_y"), "no Func named: {out}");
    assert!(
        out.contains("witness:") && out.contains("cell blur_y["),
        "no counterexample: {out}"
    );
    // The build step runs the validated object code at the counterexample (`--object`): the
    // output cells it leaves to the unwritten rows differ between the two poisoned runs.
    assert!(out.contains("counterexample confirmed by a run"), "{out}");
    assert!(
        !bad.join("libtwo_stage.a").exists(),
        "the library was built anyway"
    );

    // 3. The same faulty build without validation links, and its output is wrong.
    let unchecked = dir.path().join("faulty-unchecked");
    configure(&unchecked, &faults, false, &[]);
    let o = ninja(&unchecked, Some(FAULT));
    assert!(o.status.success(), "unvalidated faulty build: {}", text(&o));
    let o = run(&mut Command::new(unchecked.join("run_two_stage")));
    assert!(
        !o.status.success() && text(&o).contains("mismatch"),
        "the fault did not change the output: {}",
        text(&o)
    );
}

/// The build step alone (`cmake -P cmake/HalideTVCheck.cmake`) with a stand-in for halide-tv that
/// exits with a given status: which statuses fail the build, and the object-code comparison.
#[test]
fn check_step_semantics() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let a = d.join("a.o");
    let b = d.join("b.o");
    std::fs::write(&a, "same").unwrap();
    std::fs::write(&b, "different").unwrap();
    let step = |status: i32, strict: bool, library_object: &Path| -> (bool, String, bool) {
        let fake = d.join(format!("halide-tv-{status}"));
        std::fs::write(
            &fake,
            format!("#!/bin/sh\necho REPORT-{status}\nexit {status}\n"),
        )
        .unwrap();
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        let report = d.join("report.txt");
        let _ = std::fs::remove_file(&report);
        let o = run(Command::new(cmake())
            .arg(format!("-DHALIDE_TV={}", fake.display()))
            .args([
                "-DSCHED=x.sched",
                "-DSARE=x.sare",
                "-DLIBRARY=lib",
                "-DCHECK_ARGS=",
            ])
            .arg(format!("-DREPORT={}", report.display()))
            .arg(format!("-DSTRICT={}", if strict { "ON" } else { "OFF" }))
            .arg(format!("-DVALIDATED_OBJECT={}", a.display()))
            .arg(format!("-DLIBRARY_OBJECT={}", library_object.display()))
            .arg("-P")
            .arg(repo().join("cmake/HalideTVCheck.cmake")));
        // CMake wraps messages: compare with whitespace collapsed.
        let out = text(&o).split_whitespace().collect::<Vec<_>>().join(" ");
        (o.status.success(), out, report.exists())
    };
    // VALID with identical objects: success, report written.
    let (ok, out, report) = step(0, true, &a);
    assert!(ok && report, "{out}");
    // VALID, but the linked object differs from the validated one: error.
    let (ok, out, report) = step(0, false, &b);
    assert!(!ok && !report && out.contains("not deterministic"), "{out}");
    // INVALID: error with the report, also without STRICT.
    let (ok, out, report) = step(1, false, &a);
    assert!(
        !ok && !report && out.contains("is INVALID") && out.contains("REPORT-1"),
        "{out}"
    );
    // UNKNOWN: warning (report written) unless STRICT.
    let (ok, out, report) = step(3, false, &a);
    assert!(ok && report && out.contains("UNKNOWN"), "{out}");
    let (ok, out, report) = step(3, true, &a);
    assert!(!ok && !report && out.contains("STRICT"), "{out}");
    // Any other status (usage error, crash): error.
    let (ok, out, _) = step(2, false, &a);
    assert!(!ok && out.contains("failed (status 2)"), "{out}");
}
