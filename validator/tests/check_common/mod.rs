//! Shared helpers for the end-to-end `halide-tv check` tests: run a check on two texts, and
//! mutate a program text (the mutants stand for compiler faults).

#![allow(dead_code)]

use std::time::Duration;

use halide_tv::check::{check_texts_assuming, CheckOptions, Report};

/// Checks `sched` against `sare` with a 60 s Z3 timeout; both texts must parse.
pub fn check(sched: &str, sare: &str) -> Report {
    check_assuming(sched, sare, &[])
}

/// [`check`] under `--assume` conditions (which must parse).
pub fn check_assuming(sched: &str, sare: &str, assume: &[&str]) -> Report {
    checked(sched, sare, assume, Duration::from_secs(60))
}

/// [`check`] with `timeout` for each Z3 query.
pub fn check_with_timeout(sched: &str, sare: &str, timeout: Duration) -> Report {
    checked(sched, sare, &[], timeout)
}

/// The checks of one test binary run one at a time, each Z3 query in a forked child killed at
/// its timeout, as in the executables (`halide_tv::smt::forked`). Z3 4.8.12 (Debian's) has hung
/// with two threads of one process inside it, one busy and the other waiting on a Z3 lock, and
/// a single in-process query over the reals has run for fifteen minutes past its 60 s timeout
/// (Z3's timeout is cooperative); both stopped the test run
/// (`docs/journal/2026-12-06-matcher-costs.md`, `docs/journal/2026-12-06-bounds-by-faces.md`).
/// Forking is safe once no other thread of the process is inside Z3: every check of a test
/// binary that uses this module takes the lock ([`one_at_a_time`]).
static ONE_CHECK_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Holds the lock of [`ONE_CHECK_AT_A_TIME`] and puts Z3's queries in forked children; a test
/// that calls the library's check itself holds the guard while it does.
pub fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    // A test that failed while holding the lock leaves it poisoned; the next check still runs.
    let guard = ONE_CHECK_AT_A_TIME
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    halide_tv::smt::forked::enable();
    guard
}

/// [`check`] with `jobs` conditions discharged at once (`halide-tv check --jobs`).
pub fn check_with_jobs(sched: &str, sare: &str, jobs: usize) -> Report {
    let opts = CheckOptions {
        timeout: Duration::from_secs(60),
        jobs,
        ..CheckOptions::default()
    };
    checked_with(sched, sare, &[], opts)
}

fn checked(sched: &str, sare: &str, assume: &[&str], timeout: Duration) -> Report {
    let opts = CheckOptions {
        timeout,
        ..CheckOptions::default()
    };
    checked_with(sched, sare, assume, opts)
}

fn checked_with(sched: &str, sare: &str, assume: &[&str], opts: CheckOptions) -> Report {
    let _one = one_at_a_time();
    let assume: Vec<String> = assume.iter().map(|a| a.to_string()).collect();
    check_texts_assuming("test.sched", sched, "test.sare", sare, &assume, &opts)
        .expect("both files and the assumptions parse")
}

/// `text` with the first occurrence of `from` replaced by `to` (which must occur).
pub fn mutate(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "mutation target `{from}` not found");
    text.replacen(from, to, 1)
}

/// A producer `t` stored in a one-cell allocation per iteration of its consumer.
pub const STAGE_SARE: &str = include_str!("../data/stage/algorithm.sare");

/// [`STAGE_SARE`] scheduled: `t` computed into a one-cell allocation inside `out`'s loop.
pub const STAGE_SCHED: &str = include_str!("../data/stage/program.sched");

/// The stage pipeline whose producer writes `t[0]` only when `x < 3`.
pub fn producer_stops_at_3() -> String {
    mutate(
        STAGE_SCHED,
        "      t[0] = in[out.s0.x + out.min.0 - in.min.0] * 2.0f {t.0(out.s0.x + out.min.0)}",
        "      if (out.s0.x < 3) {\n        t[0] = in[out.s0.x + out.min.0 - in.min.0] * 2.0f {t.0(out.s0.x + out.min.0)}\n      }",
    )
}

/// The corpus directory (`validator/tests/corpus`), from the tests of any crate of the workspace.
pub fn corpus_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../validator/tests/corpus")
}

/// The program and algorithm texts of the corpus case `case`.
pub fn corpus_case(case: &str) -> (String, String) {
    let dir = corpus_dir().join(case);
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).expect("corpus file");
    (read("program.sched"), read("algorithm.sare"))
}
