//! Runs `halide-tv check` on every case of the validation corpus (`validator/tests/corpus/`,
//! docs/corpus.md) in the default, sound mode — inputs defined exactly on their buffers
//! ([`InputDomain::Buffer`]) — and compares the verdict, and for INVALID the primary failed
//! check (for UNKNOWN the reason), with the case's expectation in each float mode.
//!
//! The expected table and the comparison are the corpus runner's ([`runner::expected_verdicts`],
//! [`runner::verdict_mismatches`]): `corpus.rs` is compiled in as a module, so its own
//! well-formedness tests run in this binary too.
//!
//! Every corpus program starts with the input-bounds asserts Halide 19's `add_image_checks`
//! generates; `removing_an_input_assert_makes_a_valid_case_read_undefined_memory` shows that
//! the check they satisfy is live.

#[path = "corpus.rs"]
mod runner;

use std::path::{Path, PathBuf};
use std::time::Duration;

use halide_tv::check::{check_texts, CheckOptions, Report, Verdict};
use halide_tv::smt::FloatMode;
use halide_tv::symbolic::{CheckKind, InputDomain};

fn case_dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(case)
}

fn read(case: &str, file: &str) -> String {
    std::fs::read_to_string(case_dir(case).join(file)).expect("case file")
}

/// The default options (sound input domain) with a generous per-query timeout, so that a
/// loaded machine does not turn a verdict into UNKNOWN.
fn options(float_mode: FloatMode) -> CheckOptions {
    let opts = CheckOptions {
        timeout: Duration::from_secs(60),
        float_mode,
        ..CheckOptions::default()
    };
    assert_eq!(
        opts.inputs,
        InputDomain::Buffer,
        "the default is the sound mode"
    );
    opts
}

/// Checks `program` (the text of a `program.sched`) against the case's algorithm.
fn check_program(case: &str, program: &str, float_mode: FloatMode) -> Report {
    let r = check_texts(
        "program.sched",
        program,
        "algorithm.sare",
        &read(case, "algorithm.sare"),
        &options(float_mode),
    )
    .unwrap_or_else(|e| panic!("{case}: {e}"));
    assert!(
        !r.notes.iter().any(|n| n.contains("--inputs unbounded")),
        "{case}: checked under the unbounded-inputs assumption"
    );
    r
}

fn to_runner_check(c: CheckKind) -> runner::Check {
    match c {
        CheckKind::OutOfBoundsWrite => runner::Check::OutOfBoundsWrite,
        CheckKind::UndefinedRead => runner::Check::UndefinedRead,
        CheckKind::ReadWriteRace => runner::Check::ReadWriteRace,
        CheckKind::WriteWriteConflict => runner::Check::WriteWriteConflict,
        CheckKind::UncoveredOutput => runner::Check::UncoveredOutput,
        CheckKind::ValueMismatch => runner::Check::ValueMismatch,
    }
}

/// The report in the corpus' notation: INVALID with its primary (first) failure, UNKNOWN with
/// its reason. `None` for an UNKNOWN whose reasons are neither non-affine nor unsupported
/// (a timeout, an isl bound), which no expectation can name.
fn to_runner_verdict(r: &Report) -> Option<runner::Verdict> {
    match r.verdict {
        Verdict::Valid => Some(runner::Verdict::Valid),
        Verdict::Invalid => Some(runner::Verdict::Invalid(to_runner_check(
            r.failures[0].check,
        ))),
        Verdict::Unknown => {
            let reasons: Vec<&str> = r.undecided.iter().map(|u| u.reason.as_str()).collect();
            // "unsupported: non-affine …" is the non-affine reason, so it is tested first.
            if reasons.iter().any(|u| u.contains("non-affine")) {
                Some(runner::Verdict::Unknown(runner::Check::NonAffine))
            } else if reasons.iter().any(|u| u.contains("unsupported")) {
                Some(runner::Verdict::Unknown(runner::Check::Unsupported))
            } else {
                None
            }
        }
    }
}

fn float_mode(mode: runner::FloatMode) -> FloatMode {
    match mode {
        runner::FloatMode::Real => FloatMode::Real,
        runner::FloatMode::Ieee => FloatMode::Ieee,
    }
}

/// Every case, in both float modes, in the default input mode: the verdict and the primary
/// check (or UNKNOWN reason) are the ones the case expects.
#[test]
fn corpus_verdicts_match_expectations_in_default_mode() {
    let expected = runner::expected_verdicts();
    assert!(
        expected.len() >= 66,
        "{} (case, mode) entries",
        expected.len()
    );
    let mut reports = Vec::new();
    let mut answer = |case: &str, mode: runner::FloatMode| {
        let program = read(case, "program.sched");
        let r = check_program(case, &program, float_mode(mode));
        reports.push(format!("--- {case} [{mode:?}]\n{}", r.to_text()));
        // Every INVALID explains itself: its primary failure carries a concrete counterexample.
        if r.verdict == Verdict::Invalid {
            assert!(
                r.failures[0].witness.is_some(),
                "{case} [{mode:?}]: INVALID without a counterexample\n{}",
                r.to_text()
            );
        }
        to_runner_verdict(&r).unwrap_or_else(|| {
            panic!(
                "{case} [{mode:?}]: UNKNOWN for a reason no case can expect\n{}",
                r.to_text()
            )
        })
    };
    let mismatches = runner::verdict_mismatches(&expected, &mut answer);
    let detail: Vec<&String> = reports
        .iter()
        .filter(|r| {
            mismatches
                .iter()
                .any(|m| r.starts_with(&format!("--- {}", m.split(' ').next().unwrap())))
        })
        .collect();
    assert!(
        mismatches.is_empty(),
        "{}\n\nreports:\n{}",
        mismatches.join("\n"),
        detail
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// With `--merge-reads` every case keeps its expected verdict and primary check in the default
/// float mode (the merge is exact: the INVALID cases stay INVALID with the same failed check).
#[test]
fn corpus_verdicts_are_the_same_with_merged_reads() {
    let expected: std::collections::BTreeMap<_, _> = runner::expected_verdicts()
        .into_iter()
        .filter(|((_, mode), _)| *mode == runner::FloatMode::Real)
        .collect();
    assert!(expected.len() >= 33, "{} cases", expected.len());
    let mut answer = |case: &str, mode: runner::FloatMode| {
        let opts = CheckOptions {
            merge_reads: true,
            ..options(float_mode(mode))
        };
        let program = read(case, "program.sched");
        let sare = read(case, "algorithm.sare");
        let r = check_texts("program.sched", &program, "algorithm.sare", &sare, &opts)
            .unwrap_or_else(|e| panic!("{case}: {e}"));
        to_runner_verdict(&r).unwrap_or_else(|| {
            panic!(
                "{case}: UNKNOWN for a reason no case can expect\n{}",
                r.to_text()
            )
        })
    };
    let mismatches = runner::verdict_mismatches(&expected, &mut answer);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

/// The buffer and dimension of an input-bounds assert line (`"Input buffer NAME", DIM`).
fn input_assert(line: &str) -> Option<(String, usize)> {
    let t = line.trim_start();
    if !t.starts_with("assert(") {
        return None;
    }
    let rest = &t[t.find("\"Input buffer ")? + "\"Input buffer ".len()..];
    let (name, rest) = rest.split_once('"')?;
    let dim = rest
        .trim_start_matches([',', ' '])
        .split(',')
        .next()?
        .trim();
    Some((name.to_string(), dim.parse().ok()?))
}

/// Removing an input-bounds assert from a VALID case lets the program read that input
/// outside its buffer: INVALID undefined-read, with a witness cell in that input. Checked
/// for each input assert of `matmul_accumulator` (two inputs, two dimensions each, one of
/// them bounded by the parameter `n`) and `blur_fold4` (reads one row and column past the
/// output on each side). Together with the VALID verdicts above, this shows the asserts
/// are what makes the reads defined, not an assumption of the checker.
#[test]
fn removing_an_input_assert_makes_a_valid_case_read_undefined_memory() {
    let mut removed = 0;
    for case in ["matmul_accumulator", "blur_fold4"] {
        let program = read(case, "program.sched");
        let r = check_program(case, &program, FloatMode::Real);
        assert_eq!(r.verdict, Verdict::Valid, "{case}: {}", r.to_text());
        let lines: Vec<&str> = program.lines().collect();
        for (k, line) in lines.iter().enumerate() {
            let Some((buffer, dim)) = input_assert(line) else {
                continue;
            };
            removed += 1;
            let mut mutant: Vec<&str> = lines.clone();
            mutant.remove(k);
            let r = check_program(case, &mutant.join("\n"), FloatMode::Real);
            let what = format!("{case} without the assert on {buffer} dimension {dim}");
            assert_eq!(r.verdict, Verdict::Invalid, "{what}: {}", r.to_text());
            let f = &r.failures[0];
            assert_eq!(f.check, CheckKind::UndefinedRead, "{what}: {}", r.to_text());
            let cell = f.witness.as_ref().and_then(|w| w.cell.clone());
            let (array, indices) = cell.unwrap_or_else(|| panic!("{what}: no witness cell"));
            assert_eq!(array, buffer, "{what}: {}", r.to_text());
            assert!(dim < indices.len(), "{what}: {indices:?}");
        }
    }
    assert_eq!(removed, 6, "input asserts found");
}

/// `rdom_order` reads exactly its input's buffer (its RDom is the input's extent), so Halide's
/// input assert is trivially true and simplified away: the case has none and is VALID.
#[test]
fn a_case_reading_exactly_its_input_buffer_needs_no_assert() {
    let program = read("rdom_order", "program.sched");
    assert!(!program.lines().any(|l| input_assert(l).is_some()));
    let r = check_program("rdom_order", &program, FloatMode::Real);
    assert_eq!(r.verdict, Verdict::Valid, "{}", r.to_text());
}

/// The assert lines are recognised: buffer name and dimension.
#[test]
fn input_assert_lines_are_parsed() {
    let line = "assert(B.min.0 <= 0 && n <= B.extent.0 + B.min.0, extern halide_error_access_out_of_bounds<int32>(\"Input buffer B\", 1, 0, n + -1, B.min.1, B.extent.1 + B.min.1 + -1))";
    assert_eq!(input_assert(line), Some(("B".to_string(), 1)));
    assert_eq!(
        input_assert("assert(4 <= C.extent.1, extern halide_error_access_out_of_bounds<int32>(\"Output buffer C\", 1, 0, 0, 0, 0))"),
        None
    );
    assert_eq!(input_assert("produce f {"), None);
}
