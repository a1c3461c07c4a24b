//! Benchmark of `halide-tv check` on the validation corpus
//! (docs/journal/2026-11-22-corpus-benchmark.md).
//!
//! ```text
//! cargo bench -p validator --bench corpus [-- --reps N]
//! ```
//!
//! Checks every case of `validator/tests/corpus/` in each float mode it has an expectation
//! for (an unqualified `# expect:` line holds in both, docs/corpus.md), with the default
//! options (inputs defined on their buffers), `N` times (default 5), and prints one row per
//! case and mode: the verdict, the number of verification conditions sent to Z3 and the
//! median time of each phase (parse, lowering, symbolic evaluation, SMT) and of the whole
//! check. A verdict that differs from the expectation is marked and makes the exit status 1.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use halide_tv::check::{check_texts, CheckOptions, Report, Verdict};
use halide_tv::smt::FloatMode;
use halide_tv::symbolic::CheckKind;

/// The phases of [`Report::phases`], in order.
const PHASES: [&str; 4] = ["parse", "lowering", "symbolic evaluation", "SMT"];

/// The case whose total is reported on its own line.
const MATRIX_PRODUCT: &str = "matmul_accumulator";

struct Row {
    case: String,
    mode: &'static str,
    expected: String,
    verdict: String,
    obligations: usize,
    /// Median per phase, in [`PHASES`] order.
    phases: [Duration; 4],
    total: Duration,
}

fn usage() -> ExitCode {
    eprintln!("usage: corpus [--reps N]   (N >= 1, default 5)");
    ExitCode::from(2)
}

/// `--reps N`; cargo's `--bench` flag is accepted and ignored.
fn parse_args() -> Result<usize, String> {
    let mut reps = 5;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--bench" => {}
            "--reps" => {
                let v = args.next().ok_or("--reps needs a value")?;
                reps = v
                    .parse()
                    .map_err(|_| format!("--reps: not a number: {v}"))?;
            }
            _ => {
                if let Some(v) = a.strip_prefix("--reps=") {
                    reps = v
                        .parse()
                        .map_err(|_| format!("--reps: not a number: {v}"))?;
                } else {
                    return Err(format!("unknown argument `{a}`"));
                }
            }
        }
    }
    if reps == 0 {
        return Err("--reps must be at least 1".into());
    }
    Ok(reps)
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.join("program.sched").is_file())
        .collect();
    out.sort();
    out
}

/// The expectations of a `program.sched`: `(mode, verdict text)` for each float mode.
fn expectations(sched: &str) -> Vec<(&'static str, FloatMode, String)> {
    let mut plain = None;
    let mut real = None;
    let mut ieee = None;
    for line in sched.lines() {
        let Some(text) = line.trim_start().strip_prefix('#') else {
            continue;
        };
        let text = text.trim();
        let split = |prefix: &str| text.strip_prefix(prefix).map(|v| v.trim().to_string());
        if let Some(v) = split("expect:") {
            plain = Some(v);
        } else if let Some(v) = split("expect[real]:") {
            real = Some(v);
        } else if let Some(v) = split("expect[ieee]:") {
            ieee = Some(v);
        }
    }
    let mut out = Vec::new();
    if let Some(v) = real.or(plain.clone()) {
        out.push(("real", FloatMode::Real, v));
    }
    if let Some(v) = ieee.or(plain) {
        out.push(("ieee", FloatMode::Ieee, v));
    }
    out
}

/// The name of a check in the corpus notation (docs/corpus.md).
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

/// The answer in the corpus notation: `VALID`, `INVALID check`, `UNKNOWN reason`.
fn answer(r: &Report) -> String {
    match r.verdict {
        Verdict::Valid => "VALID".into(),
        Verdict::Invalid => format!("INVALID {}", check_name(r.failures[0].check)),
        Verdict::Unknown => {
            let reasons: Vec<&str> = r.undecided.iter().map(|u| u.reason.as_str()).collect();
            let reason = if reasons.iter().any(|u| u.contains("non-affine")) {
                "non-affine"
            } else if reasons.iter().any(|u| u.contains("unsupported")) {
                "unsupported"
            } else {
                "other"
            };
            format!("UNKNOWN {reason}")
        }
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2
    }
}

fn phase(r: &Report, name: &str) -> Duration {
    r.phases
        .iter()
        .filter(|(p, _)| p == name)
        .map(|(_, d)| *d)
        .sum()
}

fn bench_case(dir: &Path, reps: usize) -> Vec<Row> {
    let case = dir.file_name().unwrap().to_string_lossy().into_owned();
    let read = |f: &str| {
        std::fs::read_to_string(dir.join(f))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.join(f).display()))
    };
    let (sched, sare) = (read("program.sched"), read("algorithm.sare"));
    let mut rows = Vec::new();
    for (mode, float_mode, expected) in expectations(&sched) {
        let opts = CheckOptions {
            float_mode,
            ..CheckOptions::default()
        };
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); PHASES.len()];
        let mut totals = Vec::new();
        let mut last = None;
        for _ in 0..reps {
            let t = Instant::now();
            let r = check_texts("program.sched", &sched, "algorithm.sare", &sare, &opts)
                .unwrap_or_else(|e| panic!("{case}: {e}"));
            totals.push(t.elapsed());
            for (k, p) in PHASES.iter().enumerate() {
                times[k].push(phase(&r, p));
            }
            last = Some(r);
        }
        let r = last.expect("at least one repetition");
        let mut phases = [Duration::ZERO; 4];
        for (k, t) in times.into_iter().enumerate() {
            phases[k] = median(t);
        }
        rows.push(Row {
            case: case.clone(),
            mode,
            expected,
            verdict: answer(&r),
            obligations: r.obligations,
            phases,
            total: median(totals),
        });
    }
    rows
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e3)
}

fn main() -> ExitCode {
    let reps = match parse_args() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("corpus: {e}");
            return usage();
        }
    };
    let cases = cases();
    if cases.is_empty() {
        eprintln!("corpus: no cases found");
        return ExitCode::FAILURE;
    }
    let rows: Vec<Row> = cases.iter().flat_map(|d| bench_case(d, reps)).collect();

    println!(
        "halide-tv check on {} corpus cases, {} case/mode runs, {reps} repetitions each; times are medians in ms",
        cases.len(),
        rows.len()
    );
    let w = rows.iter().map(|r| r.case.len()).max().unwrap_or(4).max(4);
    println!(
        "{:<w$}  {:<4}  {:<28}  {:>4}  {:>8}  {:>8}  {:>8}  {:>8}  {:>8}",
        "case", "mode", "verdict", "VCs", "parse", "lowering", "symbolic", "SMT", "total"
    );
    let mut mismatches = 0;
    for r in &rows {
        let mut verdict = r.verdict.clone();
        if r.verdict != r.expected {
            mismatches += 1;
            verdict = format!("{verdict} (EXPECTED {})", r.expected);
        }
        println!(
            "{:<w$}  {:<4}  {:<28}  {:>4}  {:>8}  {:>8}  {:>8}  {:>8}  {:>8}",
            r.case,
            r.mode,
            verdict,
            r.obligations,
            ms(r.phases[0]),
            ms(r.phases[1]),
            ms(r.phases[2]),
            ms(r.phases[3]),
            ms(r.total)
        );
    }
    let sum: Duration = rows.iter().map(|r| r.total).sum();
    println!("sum of median totals: {} ms", ms(sum));
    for r in rows.iter().filter(|r| r.case == MATRIX_PRODUCT) {
        println!(
            "matrix product ({MATRIX_PRODUCT}, {}): total {} ms",
            r.mode,
            ms(r.total)
        );
    }
    if mismatches > 0 {
        println!("{mismatches} verdict(s) differ from the expectation");
        return ExitCode::FAILURE;
    }
    println!("every verdict matches its expectation");
    ExitCode::SUCCESS
}
