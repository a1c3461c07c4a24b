//! `halide-tv check` as a command: exit codes, JSON, warnings and the profile on stderr
//! (`HALIDE_TV_PROFILE=1`) that the attempts of the SMT phase report.

#[path = "../../validator/tests/check_common/mod.rs"]
mod check_common;

use check_common::{corpus_case, corpus_dir, mutate, producer_stops_at_3, STAGE_SARE, STAGE_SCHED};

#[test]
fn cli_exit_codes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).expect("write");
        p
    };
    let sare = write("a.sare", STAGE_SARE);
    let valid = write("ok.sched", STAGE_SCHED);
    let invalid = write(
        "bad.sched",
        &mutate(STAGE_SCHED, "      t[0] = in", "      t[1] = in"),
    );
    let unknown = write(
        "unk.sched",
        &mutate(STAGE_SCHED, " {out.0(out.s0.x + out.min.0)}", ""),
    );
    let broken = write("broken.sched", "halide-tv sched 1\npipeline");
    let run = |args: &[&std::path::Path], extra: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"))
            .arg("check")
            .args(args)
            .args(extra)
            .output()
            .expect("run halide-tv");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
        )
    };
    let (code, out) = run(&[&valid, &sare], &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("VALID"));
    let (code, out) = run(&[&invalid, &sare], &["--json"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("\"out-of-bounds write\""));
    let (code, out) = run(&[&unknown, &sare], &[]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("UNDECIDED"));
    assert_eq!(run(&[&broken, &sare], &[]).0, Some(2));
    assert_eq!(run(&[&valid, &sare], &["--float", "quantum"]).0, Some(2));
    let (code, out) = run(&[&valid, &sare], &["--float", "ieee", "--timeout", "60"]);
    assert_eq!(code, Some(0), "{out}");
    let (code, out) = run(&[&valid, &sare], &["--float", "uninterpreted"]);
    assert_eq!(code, Some(0), "{out}");
}
/// `HALIDE_TV_PROFILE=1` reports each condition's pieces and each Z3 attempt of their disjuncts
/// (which attempt proved it, and its time); without it, stderr has no profile.
#[test]
fn a_profiled_check_reports_each_smt_piece_and_attempt() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sare = dir.path().join("a.sare");
    let sched = dir.path().join("ok.sched");
    std::fs::write(&sare, STAGE_SARE).expect("write");
    std::fs::write(&sched, STAGE_SCHED).expect("write");
    let run = |profile: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"));
        cmd.arg("check").arg(&sched).arg(&sare);
        if profile {
            cmd.env("HALIDE_TV_PROFILE", "1");
        } else {
            cmd.env_remove("HALIDE_TV_PROFILE");
        }
        let out = cmd.output().expect("run halide-tv");
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    let err = run(true);
    assert!(err.contains("[prof]  SMT piece 1/"), "{err}");
    let attempt = err
        .lines()
        .find(|l| l.starts_with("[prof]   SMT disjunct of "))
        .unwrap_or_else(|| panic!("no disjunct line in {err}"));
    assert!(attempt.ends_with(" valid"), "{attempt}");
    assert!(!run(false).contains("[prof]"));
}
/// `halide-tv check` on reads of never-written cells: UNKNOWN (exit status 3) with `WARNING`
/// lines (and a `warnings` array in JSON) while whether an output depends on them is not
/// decided; INVALID (exit status 1) without warnings once the second evaluation finds garbage
/// in an output.
#[test]
fn the_cli_reports_undecided_reads_as_warnings() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sare = dir.path().join("a.sare");
    std::fs::write(&sare, STAGE_SARE).expect("write");
    let sched = dir.path().join("stops.sched");
    std::fs::write(&sched, producer_stops_at_3()).expect("write");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"))
            .arg("check")
            .arg(&sched)
            .arg(&sare)
            .args(args)
            .env_remove("HALIDE_TV_PROFILE")
            .output()
            .expect("run halide-tv");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
        )
    };
    let (code, out) = run(&["--garbage-pass-time", "0"]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.starts_with("UNKNOWN\n"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("WARNING ") && l.contains("read of undefined memory")),
        "{out}"
    );
    assert!(out.contains("was not decided"), "{out}");
    let (code, json) = run(&["--garbage-pass-time", "0", "--json"]);
    assert_eq!(code, Some(3), "{json}");
    assert!(
        json.contains("\"warnings\": [{\"check\": \"read of undefined memory\""),
        "{json}"
    );
    let (code, out) = run(&[]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.starts_with("INVALID\n"), "{out}");
    assert!(!out.contains("WARNING"), "{out}");
    // The command has no run of the build at hand: it says that its witness was not replayed.
    assert!(
        out.contains("note: the counterexample was not replayed by a run"),
        "{out}"
    );
}
/// Under the hulls of the top-level assertions, the evaluation stops at its first failure
/// (other than a read of a never-written cell): only a VALID answer of that evaluation is used.
/// `leading_hull_spurious_read` with its loop written twice reads out of bounds under the hull
/// in both loops; the hull evaluation reports the first read only, the exact one none.
#[test]
fn the_evaluation_under_the_hull_stops_at_its_first_failure() {
    let (sched, sare) = corpus_case("leading_hull_spurious_read");
    let lines: Vec<&str> = sched.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("  for (f.s0.x.rebased"))
        .expect("the loop");
    let twice: Vec<&str> = lines[..start + 3]
        .iter()
        .chain(&lines[start..start + 3])
        .chain(&lines[start + 3..])
        .copied()
        .collect();
    let dir = tempfile::tempdir().expect("tempdir");
    let (sched_path, sare_path) = (dir.path().join("twice.sched"), dir.path().join("a.sare"));
    std::fs::write(&sched_path, twice.join("\n") + "\n").expect("write");
    std::fs::write(&sare_path, sare).expect("write");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"))
        .arg("check")
        .arg(&sched_path)
        .arg(&sare_path)
        .env("HALIDE_TV_PROFILE", "1")
        .output()
        .expect("run halide-tv");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("ended INVALID (read of undefined memory: f.s0.x.rebased"),
        "{stdout}"
    );
    let failures = stderr
        .lines()
        .filter(|l| l.starts_with("[prof] failure: read of undefined memory"))
        .count();
    assert_eq!(failures, 1, "{stderr}");
}
/// `halide-tv check ARGS` on the corpus case `case` with `HALIDE_TV_PROFILE=1`.
fn profiled_check(case: &str, args: &[&str]) -> std::process::Output {
    let dir = corpus_dir();
    std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"))
        .arg("check")
        .args(args)
        .arg(dir.join(case).join("program.sched"))
        .arg(dir.join(case).join("algorithm.sare"))
        .env("HALIDE_TV_PROFILE", "1")
        .output()
        .expect("run halide-tv")
}
/// The disjuncts of a piece that solve their holes the same way share one encoding of the
/// template pair, and each query adds only its own constraints (every attempt one disjunct at a
/// time, `--congruence-per-disjunct --disjuncts-one-by-one`, so that the parent builds them): with `--float uninterpreted`
/// (whose attempts run in the main thread), `leading_hull`'s piece of five disjuncts (one per
/// case of its assertion) is encoded once and proved five times. With the last case wrong
/// (`leading_hull_wrong_case`), the shared encodings still give the counterexample of that case
/// (four encodings built: the congruence attempt's, of the two values only, that every
/// disjunct's first attempt uses, the shallow one, and two for the wrong disjunct's deeper
/// attempts).
#[test]
fn the_disjuncts_of_a_piece_share_one_encoding() {
    // The exit status, and the encodings line of each piece of five disjuncts.
    let run = |case: &str| {
        let out = profiled_check(
            case,
            &[
                "--combine-after",
                "off",
                "--float",
                "uninterpreted",
                "--congruence-per-disjunct",
                "--disjuncts-one-by-one",
            ],
        );
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        let mut lines = Vec::new();
        let mut inside = false;
        for l in err.lines() {
            if l.starts_with("[prof]  SMT piece ") {
                inside = l.ends_with(": 5 disjunct(s)");
            } else if inside && l.starts_with("[prof]   encodings of the piece: ") {
                lines.push(l.to_string());
            }
        }
        let stdout = String::from_utf8_lossy(&out.stdout).to_string();
        (out.status.code(), lines, stdout)
    };
    let (code, lines, _) = run("leading_hull");
    assert_eq!(code, Some(0));
    assert_eq!(
        lines,
        vec!["[prof]   encodings of the piece: 1 built, 4 reused"]
    );
    let (code, lines, stdout) = run("leading_hull_wrong_case");
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("INVALID"), "{stdout}");
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].ends_with(": 4 built, 4 reused"), "{lines:?}");
}
/// (Every attempt one disjunct at a time, `--congruence-per-disjunct --disjuncts-one-by-one`:
/// with the congruence attempt on the whole condition in one child, or on the group of disjuncts
/// with the same holes, these disjuncts are all proved there.)
/// With `--combine-after 0`, after the first two disjuncts of a piece the rest is tried as one
/// query over their disjunction: on `leading_hull` (a piece of five disjuncts, one per case of
/// its assertion) that query proves the other three; on `leading_hull_wrong_case` (only the
/// last case wrong) it fails, the three are queried one by one, and the last gives the
/// counterexample. With `--combine-after 10` (the default) these pieces of milliseconds are not
/// combined, and with `--combine-after off` no piece is.
#[test]
fn the_rest_of_a_costly_piece_is_tried_in_one_query() {
    // The exit status, and for each piece of five disjuncts the SMT lines that follow it.
    let run = |case: &str, combine_after: Option<&str>| {
        let out = match combine_after {
            Some(t) => profiled_check(
                case,
                &[
                    "--combine-after",
                    t,
                    "--congruence-per-disjunct",
                    "--disjuncts-one-by-one",
                ],
            ),
            None => profiled_check(
                case,
                &["--congruence-per-disjunct", "--disjuncts-one-by-one"],
            ),
        };
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        let mut pieces: Vec<Vec<String>> = Vec::new();
        let mut inside = false;
        for l in err.lines() {
            if l.starts_with("[prof]  SMT piece ") {
                inside = l.ends_with(": 5 disjunct(s)");
                if inside {
                    pieces.push(Vec::new());
                }
            } else if inside && l.starts_with("[prof]   SMT ") {
                pieces.last_mut().expect("a piece").push(l.to_string());
            }
        }
        (out.status.code(), pieces)
    };
    let single = |l: &String| l.starts_with("[prof]   SMT disjunct of ");
    let at_once = |l: &String| l.starts_with("[prof]   SMT all 3 disjuncts at once");
    let (code, pieces) = run("leading_hull", Some("0"));
    assert_eq!(code, Some(0));
    assert!(!pieces.is_empty());
    for p in &pieces {
        assert_eq!(p.len(), 3, "{p:?}");
        assert!(single(&p[0]) && single(&p[1]), "{p:?}");
        assert!(at_once(&p[2]) && p[2].ends_with(" valid"), "{p:?}");
    }
    for after in [Some("10"), Some("off"), None] {
        let (code, pieces) = run("leading_hull", after);
        assert_eq!(code, Some(0));
        assert!(!pieces.is_empty());
        assert!(pieces.iter().all(|p| p.len() == 5 && p.iter().all(single)));
    }
    let (code, pieces) = run("leading_hull_wrong_case", Some("0"));
    assert_eq!(code, Some(1));
    let p = pieces.last().expect("a piece of five disjuncts");
    assert_eq!(p.len(), 6, "{p:?}");
    assert!(at_once(&p[2]) && !p[2].ends_with(" valid"), "{p:?}");
    assert!(p[3..].iter().all(single), "{p:?}");
    assert!(p[5].ends_with(" invalid"), "{p:?}");
}
/// A combined query's attempts after the congruence attempt run in a Z3 process of their own,
/// killed at their budget: with a `z3` that never answers (`HALIDE_TV_Z3`, a script that sleeps
/// for ten minutes), the combined query of `leading_hull_wrong_case` (one case wrong, so
/// congruence does not prove it) is cut off, the remaining disjuncts are queried one by one in
/// the validator's Z3, and the check is INVALID as without the option — in seconds. (Attempts
/// one disjunct at a time: the congruence attempt on the whole condition in one child would
/// prove the four correct cases before any query is combined.)
#[test]
fn a_combined_query_that_never_answers_is_cut_off() {
    let dir = corpus_dir();
    let silent_dir =
        std::env::temp_dir().join(format!("halide-tv-silent-z3-{}", std::process::id()));
    std::fs::create_dir_all(&silent_dir).expect("temp dir");
    // A z3 that never answers: a script that sleeps for ten minutes.
    let silent_z3 = silent_dir.join("z3");
    std::fs::write(&silent_z3, "#!/bin/sh\nexec sleep 600\n").expect("write the silent z3");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&silent_z3, std::fs::Permissions::from_mode(0o755))
            .expect("chmod");
    }
    let started = std::time::Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_halide-tv"))
        .args([
            "check",
            "--combine-after",
            "0",
            "--congruence-per-disjunct",
            "--disjuncts-one-by-one",
        ])
        .arg(dir.join("leading_hull_wrong_case/program.sched"))
        .arg(dir.join("leading_hull_wrong_case/algorithm.sare"))
        .env("HALIDE_TV_PROFILE", "1")
        .env("HALIDE_TV_Z3", &silent_z3)
        .output()
        .expect("run halide-tv");
    let took = started.elapsed();
    std::fs::remove_dir_all(&silent_dir).expect("remove the silent z3");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let combined: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("[prof]   SMT all 3 disjuncts at once"))
        .collect();
    assert!(!combined.is_empty(), "{err}");
    for l in &combined {
        assert!(l.ends_with(" unknown") && !l.contains(" valid"), "{l}");
    }
    // Without the kill the first combined attempt alone would wait for ten minutes.
    assert!(took < std::time::Duration::from_secs(300), "took {took:?}");
}
/// With the profile on, a check ends with the whole check's totals per isl operation and rule
/// step, and every report with its SMT attempts (here all proved by congruence, the store's
/// five disjuncts by one query on their group).
#[test]
fn a_profiled_check_ends_with_its_totals() {
    let out = profiled_check("leading_hull", &[]);
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    let totals: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("[prof] total "))
        .collect();
    assert!(totals.iter().any(|l| l.contains(" calls, ")), "{err}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("SMT attempts: congruence 6/6 proved"),
        "{stdout}"
    );
    // The store condition's five disjuncts define their holes the same way and differ only in
    // the cases of their path: the congruence attempt proves them in one query.
    assert!(
        err.contains("5 disjuncts in one child: 5 proved (5 with their group)"),
        "{err}"
    );
}
/// The disjuncts of a piece that define their holes the same way are asked at once, as one
/// query under the disjunction of their cases, before any of them alone (docs/engine.md §2b):
/// `specialize_rewritten`'s `else` branch runs under `k ≤ 0 ∨ k ≥ 2`, and its store's two
/// disjuncts, which the congruence attempt does not prove (`min(a, k) + max(a, k)` against
/// `a + k`), are proved by one query without definitions.
#[test]
fn disjuncts_with_the_same_holes_are_proved_by_one_query() {
    let out = profiled_check("specialize_rewritten", &["--congruence-per-disjunct"]);
    let err = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let group: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("[prof]   SMT group of 2 disjuncts"))
        .collect();
    assert_eq!(group.len(), 1, "{err}");
    assert!(
        group[0].contains("without definitions") && group[0].ends_with(" valid"),
        "{}",
        group[0]
    );
    // One query for the `if` branch's store, one for the `else` branch's two disjuncts.
    assert!(
        stdout.contains("without definitions 2/2 proved"),
        "{stdout}"
    );
}
/// The congruence attempt runs on every disjunct of a condition in one forked child: it proves
/// all three of `mux3`'s, and only one of `mux3_swapped`'s, whose other two then fail in the
/// later attempts (INVALID, as one disjunct at a time).
#[test]
fn congruence_runs_on_a_conditions_disjuncts_in_one_child() {
    for (case, proved, code) in [("mux3", 3, 0), ("mux3_swapped", 1, 1)] {
        let out = profiled_check(case, &[]);
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert_eq!(out.status.code(), Some(code), "{case}: {stdout}");
        let line = format!("condition's 3 disjuncts in one child: {proved} proved");
        assert!(stderr.contains(&line), "{case}: {stderr}");
    }
}
