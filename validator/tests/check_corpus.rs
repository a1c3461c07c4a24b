//! Runs `halide-tv check` on every case of the validation corpus (`validator/tests/corpus/`,
//! docs/corpus.md) and compares the verdict, and for INVALID the primary failed check, with
//! the case's `# expect:` line (the `[real]` line when there are two).
//!
//! The corpus programs are written without the input-bounds assertions Halide places at the
//! top of a pipeline, so they are checked with [`InputDomain::Unbounded`] (inputs defined on
//! every cell); `input_bounds_are_checked_by_default` shows what the default (inputs defined
//! exactly on their buffers) reports for them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use halide_tv::check::{check_texts, CheckOptions, Report, Verdict};
use halide_tv::smt::FloatMode;
use halide_tv::symbolic::{CheckKind, InputDomain};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn cases() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("the corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("program.sched").exists())
        .collect();
    out.sort();
    out
}

/// The expected verdict text (`VALID`, `INVALID value-mismatch`, `UNKNOWN non-affine`) in
/// float mode `mode` (`real` or `ieee`).
fn expectation(sched: &str, mode: &str) -> String {
    let mut plain = None;
    let mut moded = None;
    for line in sched.lines() {
        let t = line.trim_start_matches('#').trim();
        if let Some(v) = t.strip_prefix("expect:") {
            plain = Some(v.trim().to_string());
        } else if let Some(v) = t.strip_prefix(&format!("expect[{mode}]:")) {
            moded = Some(v.trim().to_string());
        }
    }
    moded.or(plain).expect("an expectation line")
}

fn check_name(c: CheckKind) -> &'static str {
    match c {
        CheckKind::OutOfBoundsWrite => "out-of-bounds-write",
        CheckKind::UndefinedRead => "undefined-read",
        CheckKind::ReadWriteRace => "read-write-race",
        CheckKind::WriteWriteConflict => "write-write-conflict",
        CheckKind::UncoveredOutput => "uncovered-output",
        CheckKind::ValueMismatch => "value-mismatch",
    }
}

/// The answer in the corpus' notation.
fn answer(r: &Report) -> String {
    match r.verdict {
        Verdict::Valid => "VALID".to_string(),
        Verdict::Invalid => format!("INVALID {}", check_name(r.failures[0].check)),
        Verdict::Unknown => {
            let all: String = r.undecided.iter().map(|u| u.reason.clone()).collect();
            let reason = if all.contains("non-affine") {
                "non-affine"
            } else {
                "unsupported"
            };
            format!("UNKNOWN {reason}")
        }
    }
}

fn run(dir: &Path, inputs: InputDomain, float_mode: FloatMode) -> Report {
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).expect("case file");
    let opts = CheckOptions {
        timeout: Duration::from_secs(60),
        inputs,
        float_mode,
        ..CheckOptions::default()
    };
    check_texts(
        "program.sched",
        &read("program.sched"),
        "algorithm.sare",
        &read("algorithm.sare"),
        &opts,
    )
    .expect("case parses")
}

#[test]
fn corpus_verdicts_match_expectations() {
    let cases = cases();
    assert!(cases.len() >= 30, "corpus has {} cases", cases.len());
    let mut mismatches = Vec::new();
    for dir in &cases {
        let want = expectation(
            &std::fs::read_to_string(dir.join("program.sched")).expect("read"),
            "real",
        );
        let r = run(dir, InputDomain::Unbounded, FloatMode::Real);
        let got = answer(&r);
        if got != want {
            mismatches.push(format!(
                "{}: expected {want}, got {got}\n{}",
                dir.display(),
                r.to_text()
            ));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

/// The cases whose verdict depends on the float mode, in IEEE mode.
#[test]
fn corpus_ieee_verdicts_match_expectations() {
    let mut checked = 0;
    for dir in cases() {
        let text = std::fs::read_to_string(dir.join("program.sched")).expect("read");
        if !text.contains("expect[ieee]:") {
            continue;
        }
        checked += 1;
        let want = expectation(&text, "ieee");
        let r = run(&dir, InputDomain::Unbounded, FloatMode::Ieee);
        assert_eq!(answer(&r), want, "{}: {}", dir.display(), r.to_text());
    }
    assert!(checked >= 2, "{checked} IEEE cases");
}

#[test]
fn input_bounds_are_checked_by_default() {
    // Without the input-bounds assertion, the loops of matmul_accumulator may read A and B
    // outside their buffers.
    let r = run(
        &corpus_dir().join("matmul_accumulator"),
        InputDomain::Buffer,
        FloatMode::Real,
    );
    assert_eq!(r.verdict, Verdict::Invalid, "{}", r.to_text());
    let f = &r.failures[0];
    assert_eq!(f.check, CheckKind::UndefinedRead);
    let array = f.witness.as_ref().and_then(|w| w.cell.clone()).map(|c| c.0);
    assert!(
        matches!(array.as_deref(), Some("A") | Some("B")),
        "{array:?}"
    );
    // rdom_order reads exactly its input buffer: valid in both modes.
    let r = run(
        &corpus_dir().join("rdom_order"),
        InputDomain::Buffer,
        FloatMode::Real,
    );
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
}
