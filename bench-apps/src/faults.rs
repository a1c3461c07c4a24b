//! The fault campaign (`bench-apps --faults`, issue #6 item 4): every deliberate miscompilation
//! of `halide-patches/faults/` on every selected build, with two questions per fault × build —
//! did the generated code's output change (differential run against the same build without the
//! fault), and what did the validator say.
//!
//! A fault is *killed* when its output changed and the validator answered INVALID. A fault whose
//! output changed and that the validator judged VALID is a **soundness failure**. The kill rate
//! is killed / output changed; UNKNOWN answers on changed outputs are not kills (they are listed).
//!
//! Every build of the campaign uses the fault-injection prefix (`scripts/setup --print faults`):
//! once without `HALIDE_TV_FAULT` (the baseline, which must equal the patched compiler's output)
//! and once per fault with `HALIDE_TV_FAULT=NAME`.

use crate::catalogue::Build;
use crate::differential::{self, DiffStatus, Differential, Reference, SizeStatus, Tolerance};
use crate::generator::{same_outputs, single_output, GenError, Halide, Limits};
use crate::replay::{self, Replay};
use crate::runner;
use crate::schedule::ScheduleSource;
use crate::validate::{self, Checker, Validation};
use halide_tv::check::report::json_str;
use halide_tv::check::Verdict;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// One fault of `halide-patches/faults/` (the names are the `HALIDE_TV_FAULT` values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    /// `HALIDE_TV_FAULT` value.
    pub name: &'static str,
    /// The lowering pass it breaks.
    pub pass: &'static str,
    /// What goes wrong.
    pub what: &'static str,
}

/// The faults of `halide-patches/faults/series` (a test checks both lists agree).
pub const FAULTS: &[Fault] = &[
    Fault {
        name: "bounds_off_by_one",
        pass: "BoundsInference",
        what: "producers compute one point too few at the max of their innermost dimension",
    },
    Fault {
        name: "sliding_window_no_warmup",
        pass: "SlidingWindow",
        what: "the sliding window skips its warm-up",
    },
    Fault {
        name: "storage_folding_half_factor",
        pass: "StorageFolding",
        what: "storage is folded with half the factor",
    },
    Fault {
        name: "vector_tail_unpredicated",
        pass: "VectorizeLoops",
        what: "a guarded vector store writes every lane",
    },
    Fault {
        name: "partition_drop_epilogue",
        pass: "PartitionLoops",
        what: "the epilogue of a partitioned loop is dropped",
    },
    Fault {
        name: "parallel_over_dependence",
        pass: "ScheduleFunctions",
        what: "reduction loops carrying a dependence run in parallel",
    },
    Fault {
        name: "simplify_min_off_by_one",
        pass: "Simplify",
        what: "min(x + c0, y + c1) is rewritten to min(x + c0, y + c1 + 1)",
    },
    Fault {
        name: "flatten_swapped_stride",
        pass: "StorageFlattening",
        what: "stores to internal buffers swap the strides of dimensions 0 and 1",
    },
    Fault {
        name: "tuple_values_in_order",
        pass: "SplitTuples",
        what: "a Tuple update's components are stored without computing them all first",
    },
    Fault {
        name: "undef_guard_dropped",
        pass: "RemoveUndef",
        what: "an update with undef in a select branch is stored everywhere",
    },
];

/// Finds a fault by name.
pub fn find(name: &str) -> Option<&'static Fault> {
    FAULTS.iter().find(|f| f.name == name)
}

/// The line the fault-injection compiler prints the first time a selected fault's code runs.
pub fn injected_marker(fault: &str) -> String {
    format!("halide-tv fault injected: {fault}")
}

/// What the generator emits for each campaign build: object code (to see whether the fault
/// changed the code), the validator's inputs, and what a differential run links.
pub const CAMPAIGN_EMIT: [&str; 6] = [
    "object",
    "sched",
    "sare",
    "static_library",
    "h",
    "registration",
];

/// Whether the output of the faulty build differs from the baseline's.
#[derive(Clone, Debug, PartialEq)]
pub enum OutputChange {
    /// The object code is byte-identical to the baseline's: the output cannot differ.
    SameCode,
    /// Run on the same inputs, every output agreed with the baseline's.
    Unchanged(String),
    /// Some output differed, or the faulty build crashed or hung where the baseline ran (the
    /// detail says where and by how much).
    Changed(String),
    /// No output differed, but the faulty build rejected (a runtime assertion of the pipeline
    /// failed) a size the baseline accepted: no wrong value, a pipeline that refuses more
    /// inputs. Not counted as a change (the validator's guarantee holds where the asserts pass).
    FailsAtRunTime(String),
    /// The outputs could not be compared (GPU target, runner failure, …): the reason.
    NotRun(String),
}

impl OutputChange {
    /// True when the output is known to have changed.
    pub fn changed(&self) -> bool {
        matches!(self, OutputChange::Changed(_))
    }

    /// Short cell text.
    pub fn cell(&self) -> String {
        match self {
            OutputChange::SameCode => "same code".into(),
            OutputChange::Unchanged(_) => "unchanged".into(),
            OutputChange::Changed(_) => "CHANGED".into(),
            OutputChange::FailsAtRunTime(_) => "fails at run time".into(),
            OutputChange::NotRun(why) => format!("not run: {why}"),
        }
    }
}

/// Compares a faulty build's outputs with the baseline's on the same inputs: given the two
/// generator output directories (each with the `CAMPAIGN_EMIT` files), says whether the output
/// changed. Supplied by the differential-run machinery.
pub type OutputComparer<'a> = dyn Fn(&Build, &Path, &Path) -> OutputChange + 'a;

/// Replays an INVALID faulty build's counterexamples ([`crate::replay`]): given the faulty
/// and the baseline builds' directories and the witnesses, runs the faulty build at each
/// witness against the baseline.
pub type ReplayRunner<'a> = dyn Fn(&Build, &Path, &Path, &[Vec<(String, i64)>]) -> Replay + 'a;

/// The campaign's [`OutputComparer`]: links runners for the faulty and the baseline builds
/// (both compiled by the fault-injection `prefix`) and runs both on the build's differential
/// cases ([`differential::cases`]: several sizes, deterministic inputs) within `limits`. The
/// baseline's runner and outputs are shared by every fault of a build.
pub struct DifferentialComparer<'a> {
    /// The fault-injection prefix (the driver is compiled against it).
    pub prefix: &'a Path,
    /// The harness cache (the driver object is cached there).
    pub cache: &'a Path,
    /// Bounds of each run.
    pub limits: Limits,
    baselines: Mutex<HashMap<PathBuf, Result<Reference, String>>>,
}

impl<'a> DifferentialComparer<'a> {
    /// A comparer for builds of `prefix`.
    pub fn new(prefix: &'a Path, cache: &'a Path, limits: Limits) -> DifferentialComparer<'a> {
        DifferentialComparer {
            prefix,
            cache,
            limits,
            baselines: Mutex::new(HashMap::new()),
        }
    }

    /// The baseline build in `baseline_dir` as a reference (linked once).
    fn baseline(&self, baseline_dir: &Path) -> Result<Reference, String> {
        let mut known = self.baselines.lock().unwrap_or_else(|p| p.into_inner());
        known
            .entry(baseline_dir.to_path_buf())
            .or_insert_with(|| {
                runner::build_runner(
                    self.prefix,
                    self.cache,
                    baseline_dir,
                    &baseline_dir.join("runner"),
                )
                .map(|r| Reference::Runner(r, Default::default()))
                .map_err(|e| e.to_string())
            })
            .clone()
    }

    /// Whether the output of the build in `fault_dir` differs from the one in `baseline_dir`.
    pub fn compare(&self, build: &Build, fault_dir: &Path, baseline_dir: &Path) -> OutputChange {
        let cases = match differential::cases(build) {
            Ok(c) => c,
            Err(why) => return OutputChange::NotRun(why),
        };
        let reference = match self.baseline(baseline_dir) {
            Ok(r) => r,
            Err(e) => return OutputChange::NotRun(format!("baseline runner: {e}")),
        };
        let faulty = match runner::build_runner(
            self.prefix,
            self.cache,
            fault_dir,
            &fault_dir.join("runner"),
        ) {
            Ok(r) => r,
            Err(e) => return OutputChange::NotRun(format!("faulty runner: {e}")),
        };
        let d = differential::run_cases(
            &faulty,
            &reference,
            &cases,
            Tolerance::for_target(build.target()),
            &fault_dir.join("runs"),
            self.limits,
        );
        classify(&d, &reference, &cases)
    }

    /// The replay of the faulty build in `fault_dir` at `witnesses`, against the baseline in
    /// `baseline_dir` (a [`ReplayRunner`]).
    pub fn replay(
        &self,
        build: &Build,
        fault_dir: &Path,
        baseline_dir: &Path,
        witnesses: &[Vec<(String, i64)>],
    ) -> Replay {
        replay::replay_build(
            build,
            witnesses,
            || {
                self.baseline(baseline_dir)
                    .map_err(|e| format!("baseline runner: {e}"))
            },
            |exe| {
                runner::build_runner(self.prefix, self.cache, fault_dir, exe)
                    .map_err(|e| format!("faulty runner: {e}"))
            },
            &fault_dir.join("replay"),
            self.limits,
        )
    }
}

/// What a differential run of a faulty build against its baseline says about the output.
fn classify(d: &Differential, reference: &Reference, cases: &[differential::Case]) -> OutputChange {
    // The reference memo holds the baseline's outputs of every case it ran successfully.
    let baseline_ran = |label: &str| -> bool {
        let Reference::Runner(_, memo) = reference else {
            return false;
        };
        let memo = memo.lock().unwrap_or_else(|p| p.into_inner());
        cases
            .iter()
            .find(|c| c.label == label)
            .is_some_and(|c| memo.contains_key(&format!("{:?}", c.invocation)))
    };
    let agreed = d
        .sizes
        .iter()
        .filter(|s| s.status == SizeStatus::Agree)
        .count();
    let rejected: Vec<&str> = d
        .sizes
        .iter()
        .filter(|s| {
            matches!(&s.status, SizeStatus::Skipped(w) if w.contains("(build:"))
                && baseline_ran(&s.label)
        })
        .map(|s| s.label.as_str())
        .collect();
    match &d.status {
        DiffStatus::Disagree => OutputChange::Changed(d.first_disagreement().unwrap_or_default()),
        DiffStatus::Error(e) if e.starts_with("build runner") => OutputChange::Changed(format!(
            "the faulty build failed where the baseline ran: {e}"
        )),
        DiffStatus::Error(e) => OutputChange::NotRun(e.clone()),
        _ if !rejected.is_empty() => OutputChange::FailsAtRunTime(format!(
            "rejects size(s) {} that the baseline runs; {agreed} size(s) agree",
            rejected.join(", ")
        )),
        DiffStatus::Agree => {
            OutputChange::Unchanged(format!("{agreed} size(s) agree ({})", d.tolerance))
        }
        DiffStatus::NotRun(w) => OutputChange::NotRun(w.clone()),
    }
}

/// What one fault did to one build.
#[derive(Clone, Debug)]
pub enum FaultOutcome {
    /// The fault's code never ran for this build (`injected` marker absent): nothing to check.
    NotApplied,
    /// The faulty compiler failed (an internal error or assertion caught the fault).
    CompileFailed(String),
    /// The faulty compiler produced a build.
    Built {
        /// Whether its output changed.
        output: OutputChange,
        /// The validator's answer on its `.sched`/`.sare`.
        validation: Box<Validation>,
        /// The replay of its counterexamples when INVALID.
        replay: Option<Replay>,
    },
}

/// One row of the campaign.
#[derive(Clone, Debug)]
pub struct FaultRow {
    /// The fault.
    pub fault: &'static Fault,
    /// The build.
    pub build: &'static Build,
    /// Its schedule source.
    pub schedule: ScheduleSource,
    /// What happened.
    pub outcome: FaultOutcome,
    /// The validator's verdict on the same build without the fault. A rejection only counts as
    /// a kill when the baseline was VALID (a validator that rejects the fault-free build would
    /// "kill" every fault).
    pub baseline: Verdict,
}

impl FaultRow {
    /// Output changed, the validator said INVALID, and it said VALID without the fault.
    pub fn killed(&self) -> bool {
        self.baseline == Verdict::Valid
            && matches!(&self.outcome, FaultOutcome::Built { output, validation, .. }
            if output.changed() && validation.verdict == Verdict::Invalid)
    }

    /// Output changed and the validator said VALID.
    pub fn soundness_failure(&self) -> bool {
        matches!(&self.outcome, FaultOutcome::Built { output, validation, .. }
            if output.changed() && validation.verdict == Verdict::Valid)
    }

    /// Output changed (whatever the verdict).
    pub fn output_changed(&self) -> bool {
        matches!(&self.outcome, FaultOutcome::Built { output, .. } if output.changed())
    }

    /// The validator's verdict, when the faulty compiler produced a build.
    pub fn verdict(&self) -> Option<Verdict> {
        match &self.outcome {
            FaultOutcome::Built { validation, .. } => Some(validation.verdict),
            _ => None,
        }
    }
}

/// Everything the campaign needs.
pub struct Campaign<'a> {
    /// The fault-injection Halide (`scripts/setup --print faults`).
    pub faults: Halide,
    /// Cache directory for generator executables.
    pub cache: PathBuf,
    /// Bounds of each generator run.
    pub gen_limits: Limits,
    /// How each build is validated.
    pub checker: Checker,
    /// Says whether a faulty build's output changed.
    pub compare: &'a OutputComparer<'a>,
    /// Replays the counterexamples of an INVALID faulty build.
    pub replay: &'a ReplayRunner<'a>,
}

/// The baseline of one build: the fault-injection compiler with no fault selected.
#[derive(Clone, Debug)]
pub struct Baseline {
    /// Its output directory.
    pub dir: PathBuf,
    /// The validator's answer on it.
    pub validation: Validation,
}

fn gen_error_text(e: &GenError) -> String {
    e.detail
        .lines()
        .map(str::trim)
        .find(|l| l.contains("Error") || l.contains("error"))
        .unwrap_or_else(|| e.detail.lines().last().unwrap_or("").trim())
        .to_string()
}

impl Campaign<'_> {
    fn generate(
        &self,
        build: &Build,
        schedule: ScheduleSource,
        dir: &Path,
        fault: Option<&str>,
    ) -> Result<String, GenError> {
        let exe = self.faults.generator(build, &self.cache)?;
        let _ = std::fs::remove_dir_all(dir);
        let (args, plugins) = schedule.generator_args(&self.faults.prefix);
        // An empty HALIDE_TV_FAULT selects nothing (the baseline), even if the caller's
        // environment names a fault.
        let env = [("HALIDE_TV_FAULT", fault.unwrap_or(""))];
        exe.run_with_env(
            build,
            dir,
            &CAMPAIGN_EMIT,
            &args,
            &plugins,
            self.gen_limits,
            &env,
        )
        .map(|r| r.stderr)
    }

    fn validate(&self, build: &Build, dir: &Path) -> Validation {
        let float_mode = validate::float_mode_for(build.target());
        let one = |suffix: &str| single_output(dir, suffix, "the fault-injection generator");
        match (one(".sched"), one(".sare")) {
            (Ok(s), Ok(a)) => self
                .checker
                .for_build(build)
                .check(&s, &a, float_mode, build.assume),
            (Err(e), _) | (_, Err(e)) => Validation::unknown(e, float_mode),
        }
    }

    /// Builds and validates the baseline of `build` into `dir`.
    pub fn baseline(
        &self,
        build: &Build,
        schedule: ScheduleSource,
        dir: &Path,
    ) -> Result<Baseline, String> {
        self.generate(build, schedule, dir, None)
            .map_err(|e| e.to_string())?;
        Ok(Baseline {
            dir: dir.to_path_buf(),
            validation: self.validate(build, dir),
        })
    }

    /// Runs `fault` on `build` (into `dir`) and compares with `baseline`.
    pub fn run(
        &self,
        fault: &'static Fault,
        build: &'static Build,
        schedule: ScheduleSource,
        baseline: &Baseline,
        dir: &Path,
    ) -> FaultRow {
        let outcome = match self.generate(build, schedule, dir, Some(fault.name)) {
            // The baseline compiled with the same compiler, so the fault is the cause (e.g.
            // an internal assertion caught it, or it sent the compiler into a loop).
            Err(e) if e.resource_limit => FaultOutcome::CompileFailed(e.detail),
            Err(e) => FaultOutcome::CompileFailed(gen_error_text(&e)),
            Ok(stderr) if !stderr.contains(&injected_marker(fault.name)) => {
                FaultOutcome::NotApplied
            }
            Ok(_) => {
                let output = if same_objects(&baseline.dir, dir) {
                    OutputChange::SameCode
                } else {
                    (self.compare)(build, dir, &baseline.dir)
                };
                let validation = self.validate(build, dir);
                let replay = (validation.verdict == Verdict::Invalid)
                    .then(|| (self.replay)(build, dir, &baseline.dir, &validation.witnesses));
                FaultOutcome::Built {
                    output,
                    validation: Box::new(validation),
                    replay,
                }
            }
        };
        FaultRow {
            fault,
            build,
            schedule,
            outcome,
            baseline: baseline.validation.verdict,
        }
    }
}

/// True when both directories hold the same object files, byte for byte (false when one cannot
/// be read).
pub fn same_objects(a: &Path, b: &Path) -> bool {
    same_outputs(a, b, ".o").unwrap_or(false)
}

/// Totals of a campaign.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Fault × build pairs run.
    pub runs: usize,
    /// The fault's code ran.
    pub applied: usize,
    /// The faulty compiler failed (Halide caught the fault itself).
    pub compile_failed: usize,
    /// Output changed (rows whose baseline is VALID: the kill rate's denominator).
    pub changed: usize,
    /// Output changed on a build whose baseline is not VALID (not in the kill rate).
    pub changed_unvalidated: usize,
    /// Output changed and INVALID.
    pub killed: usize,
    /// Of the killed, those whose counterexample a run confirmed ([`crate::replay`]).
    pub killed_confirmed: usize,
    /// Output changed and UNKNOWN.
    pub changed_unknown: usize,
    /// Output changed and VALID.
    pub soundness_failures: usize,
    /// The faulty build rejected sizes the baseline accepted, with no wrong value.
    pub fails_at_run_time: usize,
    /// Output not changed (or same code) but INVALID: a real miscompilation the runs did not
    /// expose (e.g. an out-of-bounds write that happened to hit nothing observable), or a
    /// validator false alarm; the counterexample tells which.
    pub invalid_unchanged: usize,
}

impl Summary {
    /// Kill rate: killed / changed (None when no output changed).
    pub fn kill_rate(&self) -> Option<f64> {
        (self.changed > 0).then(|| self.killed as f64 / self.changed as f64)
    }
}

/// Sums up the rows.
pub fn summary(rows: &[FaultRow]) -> Summary {
    let mut s = Summary::default();
    for r in rows {
        s.runs += 1;
        match &r.outcome {
            FaultOutcome::NotApplied => {}
            FaultOutcome::CompileFailed(_) => {
                s.applied += 1;
                s.compile_failed += 1;
            }
            FaultOutcome::Built {
                output,
                validation,
                replay,
            } => {
                s.applied += 1;
                if matches!(output, OutputChange::FailsAtRunTime(_)) {
                    s.fails_at_run_time += 1;
                }
                if output.changed() && r.baseline != Verdict::Valid {
                    s.changed_unvalidated += 1;
                    if validation.verdict == Verdict::Valid {
                        s.soundness_failures += 1;
                    }
                } else if output.changed() {
                    s.changed += 1;
                    match validation.verdict {
                        Verdict::Invalid => {
                            s.killed += 1;
                            s.killed_confirmed +=
                                usize::from(replay.as_ref().is_some_and(Replay::confirmed));
                        }
                        Verdict::Unknown => s.changed_unknown += 1,
                        Verdict::Valid => s.soundness_failures += 1,
                    }
                } else if validation.verdict == Verdict::Invalid {
                    s.invalid_unchanged += 1;
                }
            }
        }
    }
    s
}

/// Column headers of the campaign table.
pub const COLUMNS: [&str; 7] = [
    "fault", "build", "schedule", "applied", "output", "verdict", "result",
];

fn first_line(s: &str, max: usize) -> String {
    let l = s.lines().next().unwrap_or("");
    if l.chars().count() > max {
        format!("{}…", l.chars().take(max).collect::<String>())
    } else {
        l.to_string()
    }
}

/// The cells of one row, in [`COLUMNS`] order.
pub fn cells(r: &FaultRow) -> Vec<String> {
    let (applied, output, verdict) = match &r.outcome {
        FaultOutcome::NotApplied => ("no".to_string(), "-".to_string(), "-".to_string()),
        FaultOutcome::CompileFailed(e) => (
            "yes".into(),
            format!("compile failed: {}", first_line(e, 60)),
            "-".into(),
        ),
        FaultOutcome::Built {
            output,
            validation,
            replay,
        } => (
            "yes".into(),
            output.cell(),
            match replay {
                Some(r) => format!("{} ({})", validation.summary(), r.status()),
                None => validation.summary(),
            },
        ),
    };
    let result = if r.soundness_failure() {
        "SOUNDNESS FAILURE"
    } else if r.killed() {
        "killed"
    } else if r.output_changed() && r.baseline != Verdict::Valid {
        "baseline not VALID"
    } else if r.output_changed() {
        "not killed"
    } else {
        "-"
    };
    vec![
        r.fault.name.to_string(),
        r.build.id.to_string(),
        r.schedule.to_string(),
        applied,
        output,
        verdict,
        result.to_string(),
    ]
}

/// The campaign as a Markdown table plus its summary.
pub fn markdown(rows: &[FaultRow]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "| {} |", COLUMNS.join(" | "));
    let _ = writeln!(s, "|{}", "---|".repeat(COLUMNS.len()));
    for r in rows {
        let c: Vec<String> = cells(r).iter().map(|c| c.replace('|', "\\|")).collect();
        let _ = writeln!(s, "| {} |", c.join(" | "));
    }
    let _ = writeln!(s, "\n{}", summary_line(&summary(rows)));
    s
}

/// One-line summary with the kill rate.
pub fn summary_line(s: &Summary) -> String {
    let rate = match s.kill_rate() {
        Some(r) => format!(
            "kill rate {}/{} = {:.0}% ({} confirmed by a run of the counterexample)",
            s.killed,
            s.changed,
            r * 100.0,
            s.killed_confirmed
        ),
        None => "kill rate: no output changed".to_string(),
    };
    format!(
        "{} fault x build runs, {} applied ({} rejected by Halide itself), {} changed the output: {}; \
         {} changed-output UNKNOWN, {} SOUNDNESS FAILURE(S); {} INVALID with unchanged output; \
         {} failing at run time only; {} changed on builds whose baseline is not VALID (not counted)",
        s.runs,
        s.applied,
        s.compile_failed,
        s.changed,
        rate,
        s.changed_unknown,
        s.soundness_failures,
        s.invalid_unchanged,
        s.fails_at_run_time,
        s.changed_unvalidated
    )
}

/// The campaign as JSON (one object per row plus the summary).
pub fn json(rows: &[FaultRow]) -> String {
    let mut s = String::from("{\"rows\":[");
    for (i, r) in rows.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let c = cells(r);
        let _ = write!(
            s,
            "{{\"fault\":{},\"build\":{},\"schedule\":{},\"applied\":{},\"output\":{},\"verdict\":{},\"result\":{},\"replay\":{},\"report\":{}}}",
            json_str(&c[0]),
            json_str(&c[1]),
            json_str(&c[2]),
            c[3] == "yes",
            json_str(&match &r.outcome {
                FaultOutcome::Built {
                    output:
                        OutputChange::Changed(d)
                        | OutputChange::Unchanged(d)
                        | OutputChange::FailsAtRunTime(d)
                        | OutputChange::NotRun(d),
                    ..
                } => format!("{}: {d}", c[4]),
                _ => c[4].clone(),
            }),
            json_str(&c[5]),
            json_str(&c[6]),
            match &r.outcome {
                FaultOutcome::Built {
                    replay: Some(p), ..
                } => json_str(&p.to_string()),
                _ => "null".into(),
            },
            match &r.outcome {
                FaultOutcome::Built { validation, .. } =>
                    validation.report_json.clone().unwrap_or_else(|| "null".into()),
                _ => "null".into(),
            }
        );
    }
    let m = summary(rows);
    let _ = write!(
        s,
        "],\"summary\":{{\"runs\":{},\"applied\":{},\"compile_failed\":{},\"changed\":{},\"killed\":{},\"killed_confirmed\":{},\"changed_unknown\":{},\"soundness_failures\":{},\"invalid_unchanged\":{},\"fails_at_run_time\":{},\"changed_unvalidated\":{}}}}}",
        m.runs, m.applied, m.compile_failed, m.changed, m.killed, m.killed_confirmed, m.changed_unknown, m.soundness_failures, m.invalid_unchanged, m.fails_at_run_time, m.changed_unvalidated
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;
    use halide_tv::smt::FloatMode;

    fn validation(verdict: Verdict) -> Box<Validation> {
        let mut v = Validation::unknown("x", FloatMode::Real);
        v.verdict = verdict;
        v.reason = (verdict != Verdict::Valid).then(|| "why".to_string());
        Box::new(v)
    }

    fn row(fault: &str, output: OutputChange, verdict: Verdict) -> FaultRow {
        FaultRow {
            fault: find(fault).unwrap(),
            build: catalogue::find("sdot").unwrap(),
            schedule: ScheduleSource::Manual,
            outcome: FaultOutcome::Built {
                output,
                validation: validation(verdict),
                replay: None,
            },
            baseline: Verdict::Valid,
        }
    }

    #[test]
    fn the_catalogue_matches_the_fault_series() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../halide-patches/faults");
        let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
        let mut patches = String::new();
        for p in std::fs::read_to_string(dir.join("series")).unwrap().lines() {
            patches.push_str(&std::fs::read_to_string(dir.join(p.trim())).unwrap());
        }
        for f in FAULTS {
            assert!(
                readme.contains(&format!("`{}`", f.name)),
                "{} not in README",
                f.name
            );
            assert!(
                patches.contains(&format!("halide_tv_fault(\"{}\")", f.name)),
                "no patch selects {}",
                f.name
            );
        }
        // And every fault the patches select is in the catalogue.
        for part in patches.split("halide_tv_fault(\"").skip(1) {
            let name = part.split('"').next().unwrap();
            if name != "name" {
                assert!(find(name).is_some(), "{name} missing from FAULTS");
            }
        }
    }

    #[test]
    fn kills_and_soundness_failures_are_told_apart() {
        let changed = || OutputChange::Changed("out[3] 7 vs 8".into());
        let rows = vec![
            row("bounds_off_by_one", changed(), Verdict::Invalid),
            row("partition_drop_epilogue", changed(), Verdict::Unknown),
            row("flatten_swapped_stride", changed(), Verdict::Valid),
            row(
                "storage_folding_half_factor",
                OutputChange::SameCode,
                Verdict::Valid,
            ),
            row(
                "vector_tail_unpredicated",
                OutputChange::Unchanged("2 sizes".into()),
                Verdict::Invalid,
            ),
            row(
                "parallel_over_dependence",
                OutputChange::FailsAtRunTime("67x45".into()),
                Verdict::Valid,
            ),
            FaultRow {
                outcome: FaultOutcome::NotApplied,
                ..row(
                    "sliding_window_no_warmup",
                    OutputChange::SameCode,
                    Verdict::Valid,
                )
            },
            FaultRow {
                outcome: FaultOutcome::CompileFailed("Internal Error".into()),
                ..row(
                    "simplify_min_off_by_one",
                    OutputChange::SameCode,
                    Verdict::Valid,
                )
            },
        ];
        let mut rows = rows;
        if let FaultOutcome::Built { replay, .. } = &mut rows[0].outcome {
            *replay = Some(Replay::Confirmed {
                detail: "`out` at [3]: build 7 vs reference 8".into(),
                sizes: "out [0:4]".into(),
            });
        }
        assert!(rows[0].killed() && !rows[0].soundness_failure());
        assert!(!rows[1].killed() && rows[1].output_changed());
        assert!(rows[2].soundness_failure() && !rows[2].killed());
        assert!(!rows[3].output_changed() && !rows[4].killed());
        let s = summary(&rows);
        assert_eq!(
            s,
            Summary {
                runs: 8,
                applied: 7,
                compile_failed: 1,
                changed: 3,
                killed: 1,
                killed_confirmed: 1,
                changed_unknown: 1,
                soundness_failures: 1,
                invalid_unchanged: 1,
                fails_at_run_time: 1,
                changed_unvalidated: 0,
            }
        );
        assert_eq!(s.kill_rate(), Some(1.0 / 3.0));
        let md = markdown(&rows);
        assert!(md.contains("SOUNDNESS FAILURE"));
        assert!(md.contains("kill rate 1/3 = 33%"));
        assert_eq!(cells(&rows[6])[3], "no");
        assert!(!rows[5].output_changed() && !rows[5].soundness_failure());
        assert_eq!(cells(&rows[5])[4], "fails at run time");
        let j = json(&rows);
        assert!(j.contains("\"soundness_failures\":1") && j.contains("\"killed\":1"));
    }

    #[test]
    fn a_rejection_is_a_kill_only_when_the_baseline_was_valid() {
        let changed = || OutputChange::Changed("out[3] 7 vs 8".into());
        let unvalidated = FaultRow {
            baseline: Verdict::Invalid,
            ..row("bounds_off_by_one", changed(), Verdict::Invalid)
        };
        assert!(!unvalidated.killed() && !unvalidated.soundness_failure());
        assert_eq!(cells(&unvalidated)[6], "baseline not VALID");
        let accepted = FaultRow {
            baseline: Verdict::Unknown,
            ..row("bounds_off_by_one", changed(), Verdict::Valid)
        };
        assert!(
            accepted.soundness_failure(),
            "VALID on a changed output, whatever the baseline"
        );
        let s = summary(&[unvalidated, accepted]);
        assert_eq!((s.changed, s.changed_unvalidated, s.killed), (0, 2, 0));
        assert_eq!(s.soundness_failures, 1);
        assert_eq!(s.kill_rate(), None);
    }

    #[test]
    fn no_changed_output_has_no_kill_rate() {
        let rows = vec![row(
            "bounds_off_by_one",
            OutputChange::SameCode,
            Verdict::Valid,
        )];
        assert_eq!(summary(&rows).kill_rate(), None);
        assert!(summary_line(&summary(&rows)).contains("no output changed"));
    }

    #[test]
    fn objects_are_compared_byte_for_byte() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        assert!(
            !same_objects(a.path(), b.path()),
            "no object: not the same code"
        );
        std::fs::write(a.path().join("f.o"), b"abc").unwrap();
        std::fs::write(b.path().join("f.o"), b"abc").unwrap();
        assert!(same_objects(a.path(), b.path()));
        std::fs::write(b.path().join("f.o"), b"abd").unwrap();
        assert!(!same_objects(a.path(), b.path()));
    }
}
