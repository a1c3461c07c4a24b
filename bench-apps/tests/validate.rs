//! The harness validates each build in a bounded child process (`bench-apps check`): the
//! verdict, the verification conditions and the times come back through the child's output,
//! and a check stopped by the time or memory limit is an UNKNOWN for that build only.

use bench_apps::catalogue;
use bench_apps::generator::Limits;
use bench_apps::harness::{self, Harness, Outcome};
use bench_apps::schedule::ScheduleSource;
use bench_apps::validate::{Checker, Validation};
use halide_tv::check::Verdict;
use halide_tv::smt::FloatMode;
use std::path::PathBuf;
use std::time::Duration;

/// The `bench-apps` executable: its `check` subcommand is the child the harness runs.
fn checker(limits: Limits) -> Checker {
    Checker {
        exe: PathBuf::from(env!("CARGO_BIN_EXE_bench-apps")),
        limits,
        z3_timeout: Duration::from_secs(30),
        profile: false,
        jobs: 1,
    }
}

/// A case of the validator's hand-written corpus: (program, algorithm).
fn corpus(case: &str) -> (PathBuf, PathBuf) {
    let dir: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "validator",
        "tests",
        "corpus",
        case,
    ]
    .iter()
    .collect();
    (dir.join("program.sched"), dir.join("algorithm.sare"))
}

fn check_corpus(case: &str, limits: Limits) -> Validation {
    let (p, a) = corpus(case);
    checker(limits).check(&p, &a, FloatMode::Real, &[])
}

fn harness(check_limits: Limits) -> Harness {
    let (patched, stock) = bench_apps::installations().expect("run scripts/setup first");
    Harness {
        patched,
        stock,
        cache: bench_apps::cache_dir().unwrap(),
        gen_limits: Limits::default(),
        checker: checker(check_limits),
        compile_repeats: 0,
        differential: None,
        references: Default::default(),
        isa: None,
    }
}

#[test]
fn verdicts_vcs_and_phases_come_back_from_the_child() {
    let valid = check_corpus("blur_fold4", Limits::default());
    assert_eq!(valid.verdict, Verdict::Valid, "{valid:?}");
    assert!(!valid.limit_hit);
    assert!(valid.obligations > 0, "{valid:?}");
    assert_eq!(valid.proved, valid.obligations);
    let phases: Vec<&str> = valid.phases.iter().map(|(n, _)| n.as_str()).collect();
    assert!(
        phases.contains(&"parse") && phases.contains(&"SMT"),
        "{phases:?}"
    );
    assert!(valid.wall_seconds >= valid.phases_total());
    assert!(valid
        .report_json
        .as_deref()
        .is_some_and(|j| j.starts_with("{\"verdict\": \"VALID\"")));
    let invalid = check_corpus("blur_fold2", Limits::default());
    assert_eq!(invalid.verdict, Verdict::Invalid, "{invalid:?}");
    let reason = invalid.reason.unwrap();
    assert!(reason.starts_with("value mismatch"), "{reason}");
    assert!(!reason.contains('\n'));
}

#[test]
fn a_check_over_its_time_limit_is_unknown() {
    let limits = Limits {
        seconds: 0.0,
        memory_bytes: 8 << 30,
    };
    let t0 = std::time::Instant::now();
    let v = check_corpus("blur_fold4", limits);
    assert_eq!(v.verdict, Verdict::Unknown, "{v:?}");
    assert!(v.limit_hit, "{v:?}");
    let reason = v.reason.unwrap();
    assert!(
        reason.starts_with("validation stopped by the harness limit")
            && reason.ends_with("timeout"),
        "{reason}"
    );
    assert!(t0.elapsed() < Duration::from_secs(10));
    assert_eq!(v.obligations, 0);
}

#[test]
fn a_check_over_its_memory_limit_is_unknown() {
    let limits = Limits {
        seconds: 60.0,
        memory_bytes: 16 << 20,
    };
    let v = check_corpus("blur_fold4", limits);
    assert_eq!(v.verdict, Verdict::Unknown, "{v:?}");
    assert!(v.limit_hit, "{v:?}");
    assert!(
        v.reason.as_deref().unwrap().ends_with("out of memory"),
        "{v:?}"
    );
}

#[test]
fn blur_build_is_validated_by_the_harness() {
    let h = harness(Limits::default());
    let blur = catalogue::find("blur").unwrap();
    let out = tempfile::tempdir().unwrap();
    let row = h.run(blur, ScheduleSource::Manual, out.path());
    let Outcome::Built(b) = &row.outcome else {
        panic!("blur did not build: {:?}", row.outcome)
    };
    // The object code is still compared with stock's, and identical.
    assert!(b.comparison.objects_identical && b.comparison.conceptual_identical);
    // The patched run wrote a .sched and a .sare, and both parse.
    let sched = b.comparison.sched.as_ref().expect("a .sched file");
    assert!(sched.starts_with(out.path().join("patched")), "{sched:?}");
    assert!(b.comparison.sare.is_ok(), "{:?}", b.comparison.sare);
    let stats = b.sched.as_ref().expect(".sched parses");
    assert_eq!((stats.annotated, stats.stores), (7, 7), "{stats:?}");
    assert_eq!(stats.multi_index, 7);
    assert_eq!(b.sare, Ok(()));
    // The validator ran on them (in the child) and answered.
    let v = &b.validation;
    assert!(!v.limit_hit, "{v:?}");
    assert!(
        v.report_json.is_some(),
        "the validator did not answer: {v:?}"
    );
    assert!(v.wall_seconds > 0.0);
    assert_eq!(v.float_mode, FloatMode::Real);
    assert!(b.val_compile_ratio() > 0.0);
    // The row as reported.
    let cells = harness::cells(&row);
    assert_eq!(cells[harness::COLUMNS.len() - 1], v.summary());
    assert_eq!(cells[9], "7/7");
    let json = harness::json(std::slice::from_ref(&row));
    assert!(
        ["VALID", "INVALID", "UNKNOWN"]
            .iter()
            .any(|x| json.contains(&format!("\"verdict\": \"{x}\""))),
        "{json}"
    );
    assert!(json.contains("\"sched_parses\": true, \"sched_error\": null, \"sare_parses\": true"));
    assert!(json.contains("\"stores\": 7, \"stores_annotated\": 7"));
}

#[test]
fn a_stopped_check_leaves_the_row_in_the_table_as_unknown() {
    let h = harness(Limits {
        seconds: 0.0,
        memory_bytes: 8 << 30,
    });
    let blur = catalogue::find("blur").unwrap();
    let out = tempfile::tempdir().unwrap();
    let row = h.run(blur, ScheduleSource::Manual, out.path());
    let b = row.built().expect("blur builds");
    assert_eq!(b.validation.verdict, Verdict::Unknown);
    assert!(b.validation.limit_hit);
    // The statistics do not depend on the check.
    assert_eq!(b.sched.as_ref().map(|s| s.annotated), Ok(7));
    let cells = harness::cells(&row);
    assert!(cells[12].starts_with('>'), "{cells:?}");
    assert!(
        cells[15].starts_with("UNKNOWN: validation stopped by the harness limit"),
        "{cells:?}"
    );
    assert!(!row.is_failure());
}

#[test]
fn the_builds_assumptions_reach_the_child() {
    // wrapper_chain_wrong_cell computes output cell f.min.0 + 5 wrong: INVALID in general,
    // VALID for outputs of at most 5 cells; a malformed assumption is an UNKNOWN with the
    // validator's located error.
    let (p, a) = corpus("wrapper_chain_wrong_cell");
    let c = checker(Limits::default());
    let general = c.check(&p, &a, FloatMode::Real, &[]);
    assert_eq!(general.verdict, Verdict::Invalid, "{general:?}");
    let small = c.check(&p, &a, FloatMode::Real, &["f.extent.0 <= 5"]);
    assert_eq!(small.verdict, Verdict::Valid, "{small:?}");
    assert!(small
        .report_json
        .as_deref()
        .is_some_and(|j| j.contains("assumed (--assume): f.extent.0 <= 5")));
    let bad = c.check(&p, &a, FloatMode::Real, &["f.extent.0 <="]);
    assert_eq!(bad.verdict, Verdict::Unknown, "{bad:?}");
    assert!(
        bad.reason
            .as_deref()
            .is_some_and(|r| r.contains("--assume #1:1:")),
        "{bad:?}"
    );
}

#[test]
fn the_harness_limit_reaches_the_child_so_it_reports_its_own_answer() {
    // garbage_carried_then_reset reads a never-written cell into an accumulator that is reset
    // before the output reads it: the second evaluation (garbage semantics, which follows
    // the order of the stores) shows it, VALID; the garbage closure, which ignores order,
    // cannot. With a harness limit shorter than the
    // validator's deadline margin the child leaves that evaluation no time, and reports the
    // first evaluation's answer within the limit, instead of being stopped by it: UNKNOWN (the
    // thesis's rule fails on the reads, but whether an output depends on them was not
    // decided), with every verification condition's outcome. Without `--time-limit` reaching
    // the child the answer would be VALID here (the case takes well under a second).
    let short = Limits {
        seconds: 2.0,
        memory_bytes: 8 << 30,
    };
    let v = check_corpus("garbage_carried_then_reset", short);
    assert_eq!(v.verdict, Verdict::Unknown, "{v:?}");
    assert!(!v.limit_hit, "{v:?}");
    assert!(
        v.reason
            .as_deref()
            .is_some_and(|r| r.contains("never-written") && r.contains("not decided")),
        "{v:?}"
    );
    assert!(v.obligations > 0 && v.obligations == v.proved, "{v:?}");
    let long = Limits {
        seconds: 60.0,
        memory_bytes: 8 << 30,
    };
    let v = check_corpus("garbage_carried_then_reset", long);
    assert_eq!(v.verdict, Verdict::Valid, "{v:?}");
}

#[test]
fn a_profiled_check_keeps_the_validators_profile_beside_the_sched() {
    // A copy of the case, so that the log is not written into the corpus.
    let (p, a) = corpus("blur_fold4");
    let dir = tempfile::tempdir().unwrap();
    let (sched, sare) = (dir.path().join("b.sched"), dir.path().join("b.sare"));
    std::fs::copy(&p, &sched).unwrap();
    std::fs::copy(&a, &sare).unwrap();
    let log = dir.path().join(bench_apps::validate::CHECK_LOG);
    let plain = checker(Limits::default()).check(&sched, &sare, FloatMode::Real, &[]);
    assert_eq!(plain.verdict, Verdict::Valid, "{plain:?}");
    assert!(!log.exists(), "a check without --profile wrote {log:?}");
    let mut c = checker(Limits::default());
    c.profile = true;
    let profiled = c.check(&sched, &sare, FloatMode::Real, &[]);
    assert_eq!(profiled.verdict, Verdict::Valid, "{profiled:?}");
    let text = std::fs::read_to_string(&log).expect("check.log beside the .sched");
    assert!(text.contains("[prof] output check"), "{text}");
    // A check the limit stops keeps what it printed until then (at least the log file).
    let mut stopped = checker(Limits {
        seconds: 0.0,
        memory_bytes: 8 << 30,
    });
    stopped.profile = true;
    std::fs::remove_file(&log).unwrap();
    let v = stopped.check(&sched, &sare, FloatMode::Real, &[]);
    assert!(v.limit_hit, "{v:?}");
    assert!(log.exists());
}
