//! Validating one build: the patched generator's annotated program (`.sched`) against its
//! algorithm (`.sare`), with the validator library (`halide_tv`).
//!
//! The check runs in a child process (`bench-apps check`, see [`check_child`]) bounded by the
//! harness's [`Limits`] (wall clock and address space), so a hang or a blow-up in isl or Z3 is
//! reported as UNKNOWN for that build and never stops the run. The child prints a small
//! line protocol (one `key<TAB>value` per line, see [`parse_child_output`]) that the parent reads
//! back; the full report (`halide_tv::check::Report::to_json`) rides along on its `json` line.
//!
//! The statistics of the `.sched` text (stores, annotated stores, stores with a
//! multidimensional index) are computed in the parent with the library's parser
//! ([`sched_stats`]): they are cheap and must be known even when the check is stopped.

use crate::generator::{Limits, OUT_OF_MEMORY_MESSAGES, TIMEOUT_EXIT_CODES};
use halide_tv::check::smt_check::AttemptTally;
use halide_tv::check::{check_texts_assuming, CheckOptions, Verdict};
use halide_tv::ir::Stmt;
use halide_tv::smt::FloatMode;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

/// `EAGAIN` from `mmap`/thread creation: how a thread stack that does not fit under the
/// address-space limit shows up.
const RESOURCE_UNAVAILABLE: &str = "Resource temporarily unavailable";

/// First line of the child's output (protocol version).
pub const PROTOCOL_HEADER: &str = "bench-apps-check 1";

/// Counts of the stores of a `.sched` program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SchedStats {
    /// Every `Store` statement.
    pub stores: usize,
    /// Stores carrying a prophetic annotation `{f.K(…)}` after the value.
    pub annotated: usize,
    /// Stores with a multidimensional index (`b[i, j | flat]`), not only the flat one.
    pub multi_index: usize,
}

/// Parses a `.sched` text with the validator's reader and counts its stores. `Err` is the
/// parse error (`file:line:column: …`).
pub fn sched_stats(file: &str, text: &str) -> Result<SchedStats, String> {
    let p = halide_tv::ir::parse_sched(file, text).map_err(|e| e.to_string())?;
    let mut stats = SchedStats::default();
    halide_tv::sched::visit_stmt(&p.body, &mut |s| {
        if let Stmt::Store(s) = s {
            stats.stores += 1;
            stats.annotated += usize::from(s.annotation.is_some());
            stats.multi_index += usize::from(!s.index.is_empty());
        }
    });
    Ok(stats)
}

/// Parses a `.sare` text with the validator's reader. `Err` is the parse error.
pub fn sare_parses(file: &str, text: &str) -> Result<(), String> {
    halide_tv::spec::parse_sare(file, text)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The float mode a build is checked in: `ieee` when its target has `strict_float` (Halide
/// then generates IEEE-exact code), else the default (`real`, Halide's fast-math view).
pub fn float_mode_for(target: &str) -> FloatMode {
    if target.split('-').any(|f| f == "strict_float") {
        FloatMode::Ieee
    } else {
        CheckOptions::default().float_mode
    }
}

fn parse_float_mode(s: &str) -> Option<FloatMode> {
    match s {
        "real" => Some(FloatMode::Real),
        "ieee" => Some(FloatMode::Ieee),
        "uninterpreted" => Some(FloatMode::Uninterpreted),
        _ => None,
    }
}

/// The outcome of validating one build.
#[derive(Clone, Debug, PartialEq)]
pub struct Validation {
    /// VALID, INVALID or UNKNOWN.
    pub verdict: Verdict,
    /// First line of the first failure (INVALID) or of the first undecided check (UNKNOWN).
    pub reason: Option<String>,
    /// True when the harness stopped the check (time or memory limit).
    pub limit_hit: bool,
    /// Float mode the check used.
    pub float_mode: FloatMode,
    /// Verification conditions sent to Z3.
    pub obligations: usize,
    /// Of which proven.
    pub proved: usize,
    /// Time per phase of the check, as the validator measured it (seconds).
    pub phases: Vec<(String, f64)>,
    /// Wall-clock time of the child process (seconds), from start to exit or kill.
    pub wall_seconds: f64,
    /// The validator's JSON report (one line), when the check completed.
    pub report_json: Option<String>,
    /// The witnesses of the failed checks (INVALID), in the report's order: parameter values
    /// by name (the counterexample replay runs the build at them, [`crate::replay`]).
    pub witnesses: Vec<Vec<(String, i64)>>,
    /// The SMT attempts of the check (`halide_tv::check::smt_check::AttemptTally`), when it
    /// completed.
    pub smt_attempts: Vec<AttemptTally>,
    /// With [`Checker::profile`], the whole check's isl operations and rule steps as the
    /// validator's profile totals them (`[prof] total NAME: N calls, T s`; none when the limit
    /// stopped the check): (name, calls, seconds).
    pub isl_totals: Vec<(String, u64, f64)>,
    /// The check's peak memory in KiB: the larger of the validator process's and its largest
    /// forked child's (`halide_tv::check::peak_memory`), when the check completed.
    pub peak_memory_kib: Option<u64>,
}

impl Validation {
    /// An UNKNOWN without a check (nothing to validate, or the child did not answer).
    pub fn unknown(reason: impl Into<String>, float_mode: FloatMode) -> Validation {
        Validation {
            verdict: Verdict::Unknown,
            reason: Some(reason.into()),
            limit_hit: false,
            float_mode,
            obligations: 0,
            proved: 0,
            phases: Vec::new(),
            wall_seconds: 0.0,
            report_json: None,
            witnesses: Vec::new(),
            smt_attempts: Vec::new(),
            isl_totals: Vec::new(),
            peak_memory_kib: None,
        }
    }

    /// Sum of the phases the validator measured.
    pub fn phases_total(&self) -> f64 {
        self.phases.iter().map(|(_, s)| s).sum()
    }

    /// `VERDICT` or `VERDICT: first reason line`.
    pub fn summary(&self) -> String {
        match &self.reason {
            Some(r) => format!("{}: {r}", self.verdict.name()),
            None => self.verdict.name().to_string(),
        }
    }
}

/// The environment variable that turns the validator's profile on (`halide_tv::presburger::profile`).
pub const PROFILE_VAR: &str = "HALIDE_TV_PROFILE";

/// The file beside a checked `.sched` that keeps the check's stderr ([`Checker::profile`]).
pub const CHECK_LOG: &str = "check.log";

/// How the harness runs the validator: the executable that has the `check` subcommand
/// (`bench-apps` itself), the bounds of each child, and the per-query Z3 timeout.
#[derive(Clone, Debug)]
pub struct Checker {
    /// The `bench-apps` executable (its `check` subcommand is [`check_child`]).
    pub exe: PathBuf,
    /// Wall-clock and address-space limit of one check.
    pub limits: Limits,
    /// Timeout of each Z3 query.
    pub z3_timeout: Duration,
    /// Run each child with `HALIDE_TV_PROFILE=1` and keep its stderr (the validator's profile:
    /// time per isl operation, per output check, where a stopped check was) in `check.log`
    /// beside the checked `.sched`, also when the harness limit stopped it. Without it the
    /// child runs without the profile, and its stderr only feeds the reason of an UNKNOWN.
    pub profile: bool,
    /// Verification conditions each check discharges at once (`halide-tv check --jobs`).
    pub jobs: usize,
}

impl Checker {
    /// This checker with at least `build`'s own time limit ([`crate::catalogue::Build::check_seconds`]).
    pub fn for_build(&self, build: &crate::catalogue::Build) -> Checker {
        let mut c = self.clone();
        if let Some(s) = build.check_seconds {
            c.limits.seconds = c.limits.seconds.max(f64::from(s));
        }
        c
    }

    /// The child process of [`Checker::check`], within `self.limits`.
    fn command(
        &self,
        sched: &Path,
        sare: &Path,
        float_mode: FloatMode,
        assume: &[&str],
    ) -> Command {
        let mut cmd = self.limits.command(&self.exe);
        cmd.arg("check")
            .arg(sched)
            .arg(sare)
            .arg("--float")
            .arg(float_mode.to_string())
            .arg("--z3-timeout")
            .arg(self.z3_timeout.as_secs_f64().to_string());
        if self.limits.seconds > 0.0 && self.limits.seconds.is_finite() {
            cmd.arg("--time-limit").arg(self.limits.seconds.to_string());
        }
        if self.jobs > 1 {
            cmd.arg("--jobs").arg(self.jobs.to_string());
        }
        for a in assume {
            cmd.arg("--assume").arg(a);
        }
        if self.profile {
            cmd.env(PROFILE_VAR, "1");
        } else {
            cmd.env_remove(PROFILE_VAR);
        }
        cmd
    }

    /// Checks `sched` against `sare` in a child process within `self.limits`. Never fails:
    /// anything that prevents a verdict is an UNKNOWN with the reason.
    /// `assume`: the build's assumptions (`halide-tv check --assume`).
    pub fn check(
        &self,
        sched: &Path,
        sare: &Path,
        float_mode: FloatMode,
        assume: &[&str],
    ) -> Validation {
        let mut cmd = self.command(sched, sare, float_mode, assume);
        let t0 = Instant::now();
        let output = cmd.output();
        let wall = t0.elapsed().as_secs_f64();
        let output = match output {
            Ok(o) => o,
            Err(e) => {
                let mut v = Validation::unknown(
                    format!(
                        "could not start the validator ({}): {e}",
                        self.exe.display()
                    ),
                    float_mode,
                );
                v.wall_seconds = wall;
                return v;
            }
        };
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let log = sched.with_file_name(CHECK_LOG);
        if self.profile {
            if let Err(e) = std::fs::write(&log, output.stderr.as_slice()) {
                eprintln!("bench-apps: cannot write {}: {e}", log.display());
            }
        }
        let mut v = interpret_child(
            output.status.code(),
            &output.status.to_string(),
            &stdout,
            &stderr,
            float_mode,
            &self.limits,
        );
        if self.profile {
            v.isl_totals = profile_totals(&stderr);
        }
        v.wall_seconds = wall;
        v
    }
}

/// The `[prof] total NAME: N calls, T s` lines of a profiled check's stderr.
pub fn profile_totals(stderr: &str) -> Vec<(String, u64, f64)> {
    stderr
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("[prof] total ")?;
            let (name, counts) = rest.rsplit_once(": ")?;
            let (calls, secs) = counts.split_once(" calls, ")?;
            Some((
                name.to_string(),
                calls.parse().ok()?,
                secs.strip_suffix('s')?.parse().ok()?,
            ))
        })
        .collect()
}

/// Turns a child's exit and output into a [`Validation`] (wall time left at 0).
pub fn interpret_child(
    code: Option<i32>,
    status: &str,
    stdout: &str,
    stderr: &str,
    float_mode: FloatMode,
    limits: &Limits,
) -> Validation {
    let stopped = |what: &str| {
        let mut v = Validation::unknown(
            format!(
                "validation stopped by the harness limit ({}): {what}",
                limits.describe()
            ),
            float_mode,
        );
        v.limit_hit = true;
        v
    };
    if code.is_some_and(|c| TIMEOUT_EXIT_CODES.contains(&c)) {
        return stopped("timeout");
    }
    let out_of_memory = |text: &str| {
        OUT_OF_MEMORY_MESSAGES
            .iter()
            .chain(&[RESOURCE_UNAVAILABLE])
            .any(|m| text.contains(m))
    };
    if let Some(v) = parse_child_output(stdout, float_mode) {
        // The validator turns some resource failures into its own UNKNOWN (e.g. no thread
        // for the lowering): under the address-space limit, that is the limit.
        if v.verdict == Verdict::Unknown && v.reason.as_deref().is_some_and(out_of_memory) {
            let mut s = stopped(&format!(
                "out of memory ({})",
                v.reason.as_deref().unwrap_or_default()
            ));
            s.phases = v.phases;
            s.report_json = v.report_json;
            return s;
        }
        return v;
    }
    if out_of_memory(stderr) || out_of_memory(stdout) {
        return stopped("out of memory");
    }
    let last = stderr
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("no output");
    let why = match stdout.lines().find_map(|l| l.strip_prefix("error\t")) {
        Some(e) => format!("the validator could not read its inputs: {e}"),
        None => format!("the validator ended without a verdict ({status}): {last}"),
    };
    Validation::unknown(why, float_mode)
}

/// Reads the child's line protocol; `None` when it holds no verdict.
pub fn parse_child_output(stdout: &str, float_mode: FloatMode) -> Option<Validation> {
    let mut lines = stdout.lines();
    if lines.next()? != PROTOCOL_HEADER {
        return None;
    }
    let mut v = Validation::unknown("", float_mode);
    v.reason = None;
    let mut verdict = None;
    for line in lines {
        let (key, rest) = line.split_once('\t').unwrap_or((line, ""));
        if key == "float" {
            v.float_mode = parse_float_mode(rest).unwrap_or(float_mode);
            continue;
        }
        match key {
            "verdict" => {
                verdict = [Verdict::Valid, Verdict::Invalid, Verdict::Unknown]
                    .into_iter()
                    .find(|x| x.name() == rest)
            }
            "reason" => v.reason = Some(rest.to_string()),
            "obligations" => v.obligations = rest.parse().ok()?,
            "proved" => v.proved = rest.parse().ok()?,
            "phase" => {
                let (name, secs) = rest.rsplit_once('\t')?;
                v.phases.push((name.to_string(), secs.parse().ok()?));
            }
            "json" => v.report_json = Some(rest.to_string()),
            "memory" => {
                let (process, child) = rest.split_once('\t')?;
                let kib = process.parse::<u64>().ok()?.max(child.parse().ok()?);
                v.peak_memory_kib = Some(kib);
            }
            "witness" => v.witnesses.push(parse_witness(rest)?),
            "attempt" => {
                let f: Vec<&str> = rest.split('\t').collect();
                let [name, runs, proofs, seconds] = f.as_slice() else {
                    return None;
                };
                v.smt_attempts.push(AttemptTally {
                    attempt: name.to_string(),
                    runs: runs.parse().ok()?,
                    proofs: proofs.parse().ok()?,
                    seconds: seconds.parse().ok()?,
                });
            }
            _ => {}
        }
    }
    v.verdict = verdict?;
    Some(v)
}

/// A `witness` line's values: `name=value` separated by tabs.
fn parse_witness(rest: &str) -> Option<Vec<(String, i64)>> {
    rest.split('\t')
        .filter(|f| !f.is_empty())
        .map(|f| {
            let (n, v) = f.rsplit_once('=')?;
            Some((n.to_string(), v.parse().ok()?))
        })
        .collect()
}

/// The first line of a multi-line message, without tabs (the protocol's separator).
fn one_line(s: &str) -> String {
    s.lines().next().unwrap_or("").replace('\t', " ")
}

/// `bench-apps check`: checks `program` against `algorithm` with the validator library and
/// prints the line protocol. Exit status like `halide-tv check`: 0 VALID, 1 INVALID,
/// 3 UNKNOWN, 2 when an input cannot be read or parsed (`error<TAB>message`).
pub fn check_child(
    program: &Path,
    algorithm: &Path,
    float_mode: &str,
    z3_timeout: f64,
    assume: &[String],
    time_limit: Option<f64>,
    jobs: usize,
) -> ExitCode {
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{PROTOCOL_HEADER}");
    let Some(float_mode) = parse_float_mode(float_mode) else {
        let _ = writeln!(
            out,
            "error\t--float: expected real, ieee or uninterpreted, found `{}`",
            one_line(float_mode)
        );
        return ExitCode::from(2);
    };
    if !(z3_timeout.is_finite() && z3_timeout > 0.0) {
        let _ = writeln!(out, "error\t--z3-timeout: expected a positive number");
        return ExitCode::from(2);
    }
    let read = |p: &Path| std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()));
    let texts = read(program).and_then(|a| Ok((a, read(algorithm)?)));
    let (ptext, atext) = match texts {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(out, "error\t{}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    // The harness stops this process at its limit: the validator's second evaluation ends
    // before it, so that a decided first evaluation still reaches the harness.
    let deadline = match time_limit {
        Some(s) if s.is_finite() && s > 0.0 => Some(started + Duration::from_secs_f64(s)),
        Some(_) => {
            let _ = writeln!(out, "error\t--time-limit: expected a positive number");
            return ExitCode::from(2);
        }
        None => None,
    };
    let opts = CheckOptions {
        float_mode,
        timeout: Duration::from_secs_f64(z3_timeout),
        deadline,
        jobs,
        ..CheckOptions::default()
    };
    let _ = writeln!(out, "float\t{float_mode}");
    let _ = out.flush();
    let report = match check_texts_assuming(
        &program.display().to_string(),
        &ptext,
        &algorithm.display().to_string(),
        &atext,
        assume,
        &opts,
    ) {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(out, "error\t{}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    write_report(&mut out, &report);
    ExitCode::from(report.verdict.exit_code())
}

/// Writes `report` as protocol lines, and flushes.
fn write_report(out: &mut impl std::io::Write, report: &halide_tv::check::Report) {
    let _ = writeln!(out, "verdict\t{}", report.verdict.name());
    let reason = match report.verdict {
        Verdict::Valid => None,
        Verdict::Invalid => report.failures.first().map(|f| f.to_string()),
        Verdict::Unknown => report.undecided.first().map(|u| u.to_string()),
    };
    if let Some(r) = reason {
        let _ = writeln!(out, "reason\t{}", one_line(&r));
    }
    if report.verdict == Verdict::Invalid {
        for w in report.failures.iter().filter_map(|f| f.witness.as_ref()) {
            let values: Vec<String> = w
                .params
                .iter()
                .map(|(n, v)| format!("{}={v}", one_line(n)))
                .collect();
            let _ = writeln!(out, "witness\t{}", values.join("\t"));
        }
    }
    let _ = writeln!(out, "obligations\t{}", report.obligations);
    let _ = writeln!(out, "proved\t{}", report.proved);
    for (name, d) in &report.phases {
        let _ = writeln!(out, "phase\t{}\t{:.6}", one_line(name), d.as_secs_f64());
    }
    for a in &report.smt_attempts {
        let _ = writeln!(
            out,
            "attempt\t{}\t{}\t{}\t{:.6}",
            a.attempt, a.runs, a.proofs, a.seconds
        );
    }
    if let Some(m) = &report.peak_memory {
        let _ = writeln!(out, "memory\t{}\t{}", m.process_kib, m.children_kib);
    }
    let _ = writeln!(out, "json\t{}", report.to_json().trim_end());
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_with_its_own_time_limit_raises_the_checks_limit_only() {
        let checker = |seconds: f64| Checker {
            exe: PathBuf::from("bench-apps"),
            limits: Limits {
                seconds,
                ..Limits::default()
            },
            z3_timeout: Duration::from_secs(30),
            profile: false,
            jobs: 1,
        };
        let big = crate::catalogue::find("bigsgemm").unwrap();
        let blur = crate::catalogue::find("blur").unwrap();
        assert_eq!(checker(300.0).for_build(big).limits.seconds, 900.0);
        assert_eq!(checker(1200.0).for_build(big).limits.seconds, 1200.0);
        assert_eq!(checker(300.0).for_build(blur).limits.seconds, 300.0);
    }

    /// `--check-jobs N` reaches the check child as `--jobs N`; one job adds nothing.
    #[test]
    fn the_check_child_gets_the_harness_jobs() {
        let checker = |jobs: usize| Checker {
            exe: PathBuf::from("bench-apps"),
            limits: Limits::default(),
            z3_timeout: Duration::from_secs(30),
            profile: false,
            jobs,
        };
        let args = |jobs: usize| -> Vec<String> {
            let (p, a) = (Path::new("p.sched"), Path::new("a.sare"));
            let cmd = checker(jobs).command(p, a, FloatMode::Real, &[]);
            cmd.get_args()
                .map(|s| s.to_string_lossy().into_owned())
                .collect()
        };
        let two = args(2);
        let at = two
            .iter()
            .position(|a| a == "--jobs")
            .expect("--jobs passed");
        assert_eq!(two[at + 1], "2");
        assert!(!args(1).iter().any(|a| a == "--jobs"));
    }

    fn golden(name: &str) -> (String, String) {
        let path: PathBuf = [
            env!("CARGO_MANIFEST_DIR"),
            "..",
            "validator",
            "tests",
            "data",
            "halide",
            name,
        ]
        .iter()
        .collect();
        let text = std::fs::read_to_string(&path).expect("golden file");
        (path.display().to_string(), text)
    }

    #[test]
    fn store_counts_of_the_golden_patched_outputs() {
        // docs/sched-export.md §4: blur 7 stores, 7 annotated, 7 with a multidimensional index;
        // sdot 8, 8, 2 (zero-dimensional Funcs have no multidimensional index).
        let (f, t) = golden("halide_blur.sched");
        assert_eq!(
            sched_stats(&f, &t),
            Ok(SchedStats {
                stores: 7,
                annotated: 7,
                multi_index: 7
            })
        );
        let (f, t) = golden("sdot.sched");
        assert_eq!(
            sched_stats(&f, &t),
            Ok(SchedStats {
                stores: 8,
                annotated: 8,
                multi_index: 2
            })
        );
    }

    #[test]
    fn an_unparsable_sched_is_an_error_with_its_position() {
        let e = sched_stats("x.sched", "halide-tv sched 1\npipeline p\n!!").unwrap_err();
        assert!(e.starts_with("x.sched:"), "{e}");
        assert!(sare_parses("y.sare", "not a sare").is_err());
    }

    #[test]
    fn strict_float_targets_are_checked_in_ieee_mode() {
        assert_eq!(
            float_mode_for("x86-64-linux-avx2-strict_float"),
            FloatMode::Ieee
        );
        assert_eq!(float_mode_for("x86-64-linux-avx2"), FloatMode::Real);
        assert_eq!(
            float_mode_for("x86-64-linux-avx2-no_bounds_query"),
            FloatMode::Real
        );
    }

    /// The totals of a profiled check's stderr, and nothing else of it.
    #[test]
    fn the_profile_totals_are_read_from_the_log() {
        let log = "[prof] store out: 0.52s\n[prof] total UMap::coalesce: 310 calls, 21.460s\n\
                   [prof] total S-ASSIGN ⟦e⟧_h: 4 calls, 11.820s\n[prof]   USet::read: 3 calls, 0.00s\n";
        assert_eq!(
            profile_totals(log),
            vec![
                ("UMap::coalesce".to_string(), 310, 21.46),
                ("S-ASSIGN ⟦e⟧_h".to_string(), 4, 11.82)
            ]
        );
    }

    #[test]
    fn the_line_protocol_round_trips() {
        let out = format!(
            "{PROTOCOL_HEADER}\nfloat\tieee\nverdict\tINVALID\nreason\tvalue mismatch at y > x\n\
             obligations\t4\nproved\t3\nphase\tparse\t0.25\nphase\tsymbolic evaluation\t1.5\n\
             attempt\tcongruence\t12\t10\t0.5\nattempt\tdeep\t2\t1\t3.25\n\
             witness\tout.extent.0=3\tout.min.0=-2\nwitness\t\n\
             memory\t40960\t81920\n\
             json\t{{\"verdict\": \"INVALID\"}}\n"
        );
        let v = parse_child_output(&out, FloatMode::Real).unwrap();
        let attempt = |name: &str, runs, proofs, seconds| AttemptTally {
            attempt: name.into(),
            runs,
            proofs,
            seconds,
        };
        assert_eq!(
            v.smt_attempts,
            vec![
                attempt("congruence", 12, 10, 0.5),
                attempt("deep", 2, 1, 3.25)
            ]
        );
        assert_eq!(
            v.witnesses,
            vec![
                vec![
                    ("out.extent.0".to_string(), 3),
                    ("out.min.0".to_string(), -2)
                ],
                vec![]
            ]
        );
        // The larger of the process's and its largest child's peak.
        assert_eq!(v.peak_memory_kib, Some(81920));
        // A malformed attempt, witness or memory line is a malformed answer.
        let bad = out.replace("memory\t40960\t81920", "memory\t40960");
        assert!(parse_child_output(&bad, FloatMode::Real).is_none());
        let bad = out.replace("out.min.0=-2", "out.min.0");
        assert!(parse_child_output(&bad, FloatMode::Real).is_none());
        let bad = out.replace("attempt\tdeep\t2\t1\t3.25", "attempt\tdeep\t2");
        assert!(parse_child_output(&bad, FloatMode::Real).is_none());
        assert_eq!(v.verdict, Verdict::Invalid);
        assert_eq!(v.float_mode, FloatMode::Ieee);
        assert_eq!(v.reason.as_deref(), Some("value mismatch at y > x"));
        assert_eq!((v.obligations, v.proved), (4, 3));
        assert_eq!(v.phases_total(), 1.75);
        assert_eq!(v.phases[1].0, "symbolic evaluation");
        assert_eq!(v.report_json.as_deref(), Some("{\"verdict\": \"INVALID\"}"));
        assert_eq!(v.summary(), "INVALID: value mismatch at y > x");
        // No verdict line, or another program's output: no verdict.
        assert!(parse_child_output(
            &format!("{PROTOCOL_HEADER}\nfloat\treal\n"),
            FloatMode::Real
        )
        .is_none());
        assert!(parse_child_output("VALID\n", FloatMode::Real).is_none());
    }

    #[test]
    fn children_without_a_verdict_are_unknown() {
        let limits = Limits::default();
        let t = interpret_child(
            Some(124),
            "exit status: 124",
            "",
            "",
            FloatMode::Real,
            &limits,
        );
        assert_eq!(t.verdict, Verdict::Unknown);
        assert!(t.limit_hit);
        assert!(t.reason.unwrap().ends_with("timeout"));
        let m = interpret_child(
            None,
            "signal: 6 (SIGABRT)",
            PROTOCOL_HEADER,
            "memory allocation of 1048576 bytes failed",
            FloatMode::Real,
            &limits,
        );
        assert!(m.limit_hit && m.reason.unwrap().ends_with("out of memory"));
        let c = interpret_child(
            None,
            "signal: 11 (SIGSEGV)",
            "",
            "boom",
            FloatMode::Real,
            &limits,
        );
        assert_eq!(c.verdict, Verdict::Unknown);
        assert!(!c.limit_hit);
        assert!(c.reason.unwrap().contains("SIGSEGV"));
        let p = interpret_child(
            Some(2),
            "exit status: 2",
            &format!("{PROTOCOL_HEADER}\nerror\tf.sched:3:1: expected x"),
            "",
            FloatMode::Real,
            &limits,
        );
        assert_eq!(
            p.reason.as_deref(),
            Some("the validator could not read its inputs: f.sched:3:1: expected x")
        );
        // Thread stacks that do not fit under the address-space limit.
        let thread = interpret_child(
            Some(2),
            "exit status: 2",
            &format!("{PROTOCOL_HEADER}\nerror\tf.sched:1:1: expected a thread to run the reader, found Resource temporarily unavailable (os error 11)"),
            "",
            FloatMode::Real,
            &limits,
        );
        assert!(thread.limit_hit && thread.reason.unwrap().ends_with("out of memory"));
        let own = interpret_child(
            Some(3),
            "exit status: 3",
            &format!("{PROTOCOL_HEADER}\nverdict\tUNKNOWN\nreason\t<top>: lowering to SCHED: unsupported: no thread for the lowering: Resource temporarily unavailable (os error 11) at blur\nphase\tparse\t0.5\n"),
            "",
            FloatMode::Real,
            &limits,
        );
        assert_eq!(own.verdict, Verdict::Unknown);
        assert!(own.limit_hit);
        assert!(own
            .reason
            .as_deref()
            .unwrap()
            .contains("out of memory (<top>: lowering"));
        assert_eq!(own.phases_total(), 0.5);
        // A verdict the child printed is taken as is, even with a failing exit status.
        let ok = interpret_child(
            Some(0),
            "exit status: 0",
            &format!("{PROTOCOL_HEADER}\nverdict\tVALID\nobligations\t2\nproved\t2\n"),
            "",
            FloatMode::Real,
            &limits,
        );
        assert_eq!(
            (ok.verdict, ok.obligations, ok.limit_hit),
            (Verdict::Valid, 2, false)
        );
    }
}
