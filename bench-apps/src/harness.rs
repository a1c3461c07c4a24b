//! One row of the harness per build (app × schedule source): the stock/patched comparison,
//! the statistics of the patched `.sched`, and the validation of the build; plus the reports
//! (terminal table, `results.md`, `results.json`).

use crate::catalogue::{self, Build};
use crate::differential::{self, DiffStatus, Differential, Reference, SizeStatus, Tolerance};
use crate::fidelity::{self, Comparison};
use crate::generator::{GenError, Halide, Limits};
use crate::plot;
use crate::replay::{self, Replay};
use crate::runner::{self, Runner};
use crate::schedule::ScheduleSource;
use crate::validate::{self, Checker, SchedStats, Validation};
use halide_tv::check::report::json_str;
use halide_tv::check::Verdict;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Everything the harness needs besides the build itself.
#[derive(Clone, Debug)]
pub struct Harness {
    /// Patched Halide (annotations, `-e sched,sare`).
    pub patched: Halide,
    /// Stock Halide 19.0.0.
    pub stock: Halide,
    /// Cache directory for generator executables.
    pub cache: PathBuf,
    /// Bounds of each generator run.
    pub gen_limits: Limits,
    /// How each build is validated.
    pub checker: Checker,
    /// When > 0, the stock and patched compile times of each build are the minimum over this
    /// many extra runs with the same outputs ([`fidelity::compile_times`]) instead of the
    /// single comparison run (whose patched run also writes `.sched`/`.sare`).
    pub compile_repeats: usize,
    /// Differential runs ([`crate::differential`]) of every CPU build, within these limits
    /// per run; `None`: off.
    pub differential: Option<Limits>,
    /// References of the differential runs, built once per catalogue build.
    pub references: Arc<Mutex<HashMap<&'static str, Reference>>>,
    /// isa inputs (`--emit-isa`) and isa runs (`--isa-bin`); `None`: off.
    pub isa: Option<crate::isa::IsaOptions>,
}

/// The result of one build with both compilers, when both ran.
#[derive(Clone, Debug)]
pub struct Built {
    /// Stock vs patched comparison (times, object code, conceptual STMT).
    pub comparison: Comparison,
    /// Store statistics of the `.sched` file, or why it is missing or does not parse.
    pub sched: Result<SchedStats, String>,
    /// Whether the `.sare` file parses (or why not).
    pub sare: Result<(), String>,
    /// The validation of the build.
    pub validation: Validation,
    /// The differential run of the build (`None` when not asked for).
    pub differential: Option<Differential>,
    /// The build's isa inputs and isa's result (`None` when not asked for).
    pub isa: Option<crate::isa::report::IsaResult>,
    /// The replay of an INVALID build's counterexamples (`None`: not INVALID, or differential
    /// runs not asked for).
    pub replay: Option<Replay>,
}

impl Built {
    /// Validation time / patched Halide compile time (validation time: the wall-clock time of
    /// the validator's process).
    pub fn val_compile_ratio(&self) -> f64 {
        self.validation.wall_seconds / self.comparison.patched_time.as_secs_f64().max(1e-9)
    }
}

/// What happened to one build.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Both compilers ran.
    Built(Box<Built>),
    /// A generator run hit the harness's time or memory limit.
    Skipped(String),
    /// A generator failed to build or run.
    Failed(String),
}

/// One row: a catalogue build with one schedule source.
#[derive(Clone, Debug)]
pub struct Row {
    /// The catalogue entry.
    pub build: &'static Build,
    /// Where its schedule comes from.
    pub schedule: ScheduleSource,
    /// What happened.
    pub outcome: Outcome,
}

impl Row {
    /// The thesis row this build corresponds to (the thesis validated the apps' own schedules
    /// only).
    pub fn thesis(&self) -> &'static str {
        if self.schedule == ScheduleSource::Manual {
            self.build.thesis_row.unwrap_or("-")
        } else {
            "-"
        }
    }

    /// The result when both compilers ran.
    pub fn built(&self) -> Option<&Built> {
        match &self.outcome {
            Outcome::Built(b) => Some(b),
            _ => None,
        }
    }

    /// `SOUNDNESS FAILURE: …` when the build was judged VALID but its outputs disagree with
    /// the reference: the validator (or what it trusts) is wrong.
    pub fn soundness_failure(&self) -> Option<String> {
        let b = self.built()?;
        let d = b.differential.as_ref()?;
        if b.validation.verdict != Verdict::Valid || d.status != DiffStatus::Disagree {
            return None;
        }
        Some(format!(
            "SOUNDNESS FAILURE: {}/{} is VALID but its outputs disagree with the reference ({}): {}",
            self.build.id,
            self.schedule,
            d.reference,
            d.first_disagreement().unwrap_or_default()
        ))
    }

    /// True when the build failed or the patched compiler's output differs from stock's.
    pub fn is_failure(&self) -> bool {
        match &self.outcome {
            Outcome::Built(b) => {
                !b.comparison.objects_identical || !b.comparison.conceptual_identical
            }
            Outcome::Skipped(_) => false,
            Outcome::Failed(_) => true,
        }
    }
}

impl Harness {
    /// Builds `build` with `schedule` with both compilers into `out`, then validates the
    /// patched build. Never panics on a failing tool: failures are recorded in the row.
    pub fn run(&self, build: &'static Build, schedule: ScheduleSource, out: &Path) -> Row {
        if schedule == ScheduleSource::Default {
            for h in [&self.patched, &self.stock] {
                if let Err(e) = runner::default_plugin(&h.prefix, &self.cache) {
                    return Row {
                        build,
                        schedule,
                        outcome: Outcome::Failed(e.to_string()),
                    };
                }
            }
        }
        let extra: &[&str] = if self.differential.is_some() {
            &["registration"]
        } else {
            &[]
        };
        let comparison = fidelity::compare_with(
            build,
            schedule,
            (&self.patched, &self.stock),
            &self.cache,
            out,
            self.gen_limits,
            extra,
        );
        let comparison = comparison.and_then(|mut c| {
            if self.compile_repeats > 0 {
                (c.stock_time, c.patched_time) = fidelity::compile_times(
                    build,
                    schedule,
                    (&self.patched, &self.stock),
                    &self.cache,
                    out,
                    self.gen_limits,
                    self.compile_repeats,
                )?;
            }
            Ok(c)
        });
        let outcome = match comparison {
            Ok(c) => {
                let mut built = self.validate(build, c);
                if let Some(limits) = self.differential {
                    built.differential = Some(self.differential_run(build, out, limits));
                    if built.validation.verdict == Verdict::Invalid {
                        built.replay =
                            Some(self.replay_run(build, out, limits, &built.validation.witnesses));
                    }
                }
                if let (Some(o), Ok(sched), Ok(sare)) =
                    (&self.isa, &built.comparison.sched, &built.comparison.sare)
                {
                    let sub = Path::new(build.id).join(schedule.to_string());
                    built.isa = Some(o.run(sched, sare, &sub));
                }
                Outcome::Built(Box::new(built))
            }
            Err(e) if e.resource_limit => Outcome::Skipped(e.detail),
            Err(e) => Outcome::Failed(e.to_string()),
        };
        Row {
            build,
            schedule,
            outcome,
        }
    }

    /// The build's reference, built once per catalogue build (under `out/../reference`).
    fn reference(&self, build: &'static Build, out: &Path) -> Reference {
        let mut refs = self.references.lock().unwrap_or_else(|p| p.into_inner());
        refs.entry(build.id)
            .or_insert_with(|| {
                let dir = out.parent().unwrap_or(out).join("reference");
                differential::reference_runner(
                    build,
                    &self.stock,
                    &self.cache,
                    &dir,
                    self.gen_limits,
                )
            })
            .clone()
    }

    /// The patched build in `out` linked into a runner at `exe`.
    fn build_runner(&self, out: &Path, exe: &Path) -> Result<Runner, GenError> {
        runner::build_runner(
            &self.patched.prefix,
            &self.cache,
            &out.join(&self.patched.name),
            exe,
        )
    }

    /// The differential run of the patched build in `out` (its `patched/` outputs) against the
    /// build's reference.
    pub fn differential_run(
        &self,
        build: &'static Build,
        out: &Path,
        limits: Limits,
    ) -> Differential {
        let cases = match differential::cases(build) {
            Ok(c) => c,
            Err(why) => return Differential::not_run(why, "-"),
        };
        let reference = self.reference(build, out);
        let diff_dir = out.join("diff");
        match self.build_runner(out, &diff_dir.join("runner")) {
            Ok(r) => differential::run_cases(
                &r,
                &reference,
                &cases,
                Tolerance::for_target(build.target()),
                &diff_dir,
                limits,
            ),
            Err(e) => Differential {
                status: DiffStatus::Error(format!("linking the build's runner: {e}")),
                ..Differential::not_run("", reference.describe())
            },
        }
    }

    /// The replay of the counterexamples of the patched build in `out` ([`crate::replay`]):
    /// the build run at each witness's sizes, with poisoned memory, against its reference.
    pub fn replay_run(
        &self,
        build: &'static Build,
        out: &Path,
        limits: Limits,
        witnesses: &[Vec<(String, i64)>],
    ) -> Replay {
        replay::replay_build(
            build,
            witnesses,
            || Ok(self.reference(build, out)),
            |exe| {
                self.build_runner(out, exe)
                    .map_err(|e| format!("linking the build's runner: {e}"))
            },
            &out.join("replay"),
            limits,
        )
    }

    fn validate(&self, build: &Build, comparison: Comparison) -> Built {
        let read = |p: &Result<PathBuf, String>| -> Result<(PathBuf, String), String> {
            let p = p.as_ref().map_err(|e| e.clone())?;
            let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            Ok((p.clone(), text))
        };
        let sched_file = read(&comparison.sched);
        let sare_file = read(&comparison.sare);
        let sched = sched_file
            .as_ref()
            .map_err(|e| e.clone())
            .and_then(|(p, t)| validate::sched_stats(&p.display().to_string(), t));
        let sare = sare_file
            .as_ref()
            .map_err(|e| e.clone())
            .and_then(|(p, t)| validate::sare_parses(&p.display().to_string(), t));
        let float_mode = validate::float_mode_for(build.target());
        let validation = match (&sched_file, &sare_file, &sched, &sare) {
            (Ok((sp, _)), Ok((ap, _)), Ok(_), Ok(())) => {
                self.checker
                    .for_build(build)
                    .check(sp, ap, float_mode, build.assume)
            }
            (_, _, Err(e), _) => {
                Validation::unknown(format!("no .sched to check: {e}"), float_mode)
            }
            (_, _, _, Err(e)) => Validation::unknown(format!("no .sare to check: {e}"), float_mode),
            // Unreachable: a missing file is a parse error above.
            _ => Validation::unknown("nothing to check", float_mode),
        };
        Built {
            comparison,
            sched,
            sare,
            validation,
            differential: None,
            isa: None,
            replay: None,
        }
    }
}

fn same(b: bool) -> &'static str {
    if b {
        "same"
    } else {
        "DIFFER"
    }
}

/// Column headers of the table (terminal and Markdown).
pub const COLUMNS: [&str; 16] = [
    "build",
    "schedule",
    "thesis",
    "stock s",
    "patched s",
    "ratio",
    "object",
    "conceptual",
    "lines",
    "stores ann/total",
    "VCs",
    "validation s",
    "val/compile",
    "float",
    "diff",
    "verdict",
];

/// The cells of one row, in [`COLUMNS`] order.
pub fn cells(row: &Row) -> Vec<String> {
    let mut v = vec![
        row.build.id.to_string(),
        row.schedule.to_string(),
        row.thesis().to_string(),
    ];
    match &row.outcome {
        Outcome::Built(b) => {
            let c = &b.comparison;
            let st = c.stock_time.as_secs_f64();
            let pt = c.patched_time.as_secs_f64();
            let val = &b.validation;
            v.extend([
                format!("{st:.2}"),
                format!("{pt:.2}"),
                format!("{:.2}", pt / st.max(1e-9)),
                same(c.objects_identical).to_string(),
                same(c.conceptual_identical).to_string(),
                c.conceptual_lines.to_string(),
                match &b.sched {
                    Ok(s) => format!("{}/{}", s.annotated, s.stores),
                    Err(_) => "no parse".to_string(),
                },
                val.obligations.to_string(),
                format!("{:.2}", val.wall_seconds),
                format!(
                    "{}{:.2}",
                    if val.limit_hit { ">" } else { "" },
                    b.val_compile_ratio()
                ),
                val.float_mode.to_string(),
                b.differential
                    .as_ref()
                    .map(|d| short(&d.cell(), 24))
                    .unwrap_or("-".into()),
                verdict_cell(b),
            ]);
        }
        Outcome::Skipped(why) => {
            v.extend(vec!["-".to_string(); 12]);
            v.push(format!("skipped: {why}"));
        }
        Outcome::Failed(why) => {
            v.extend(vec!["-".to_string(); 12]);
            v.push(format!(
                "build failed: {}",
                why.lines().next().unwrap_or_default()
            ));
        }
    }
    v
}

/// The verdict column: the validator's summary; an INVALID says what its replay showed.
fn verdict_cell(b: &Built) -> String {
    let val = &b.validation;
    match (&b.replay, &val.reason) {
        (Some(r), Some(reason)) => format!("{} ({}): {reason}", val.verdict.name(), r.status()),
        (Some(r), None) => format!("{} ({})", val.verdict.name(), r.status()),
        (None, _) => val.summary(),
    }
}

/// The `replay` object of `results.json`.
fn replay_json(r: &Replay) -> String {
    let (detail, sizes) = match r {
        Replay::Confirmed { detail, sizes } | Replay::NotReproduced { detail, sizes } => {
            (detail.as_str(), json_str(sizes))
        }
        Replay::NotReplayed(why) => (why.as_str(), "null".into()),
    };
    format!(
        "{{\"status\": {}, \"detail\": {}, \"sizes\": {sizes}}}",
        json_str(r.status()),
        json_str(detail)
    )
}

/// The cells of a data-dependent app's row (listed, not built).
pub fn data_dependent_cells(app: &str, why: &str) -> Vec<String> {
    let mut v = vec![app.to_string()];
    v.extend(vec!["-".to_string(); COLUMNS.len() - 2]);
    v.push(format!("UNKNOWN: {why}"));
    v
}

const WIDTHS: [usize; 16] = [22, 13, 9, 8, 9, 6, 6, 10, 6, 16, 5, 12, 11, 5, 24, 0];

/// `s` cut to `n` characters (an ellipsis marks the cut).
fn short(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// The `differential` object of `results.json`.
pub fn differential_json(d: &Differential) -> String {
    let (status, detail) = match &d.status {
        DiffStatus::Agree => ("agree", None),
        DiffStatus::Disagree => ("disagree", d.first_disagreement()),
        DiffStatus::NotRun(w) => ("not_run", Some(w.clone())),
        DiffStatus::Error(w) => ("error", Some(w.clone())),
    };
    let opt = |o: &Option<String>| o.as_deref().map(json_str).unwrap_or("null".into());
    let sizes: Vec<String> = d
        .sizes
        .iter()
        .map(|s| {
            let (st, why) = match &s.status {
                SizeStatus::Agree => ("agree", None),
                SizeStatus::Disagree => ("disagree", None),
                SizeStatus::Skipped(w) => ("skipped", Some(w.clone())),
                SizeStatus::Error(w) => ("error", Some(w.clone())),
            };
            let outs: Vec<String> = s
                .outputs
                .iter()
                .map(|(n, a)| {
                    format!(
                        "{{\"name\": {}, \"elements\": {}, \"mismatches\": {}, \"max_abs\": {}, \"max_rel\": {}, \"first_mismatch\": {}, \"incomparable\": {}}}",
                        json_str(n),
                        a.elements,
                        a.mismatches,
                        sci(a.max_abs),
                        sci(a.max_rel),
                        opt(&a.first_mismatch),
                        opt(&a.incomparable)
                    )
                })
                .collect();
            format!(
                "{{\"size\": {}, \"status\": {}, \"detail\": {}, \"outputs\": [{}]}}",
                json_str(&s.label),
                json_str(st),
                opt(&why),
                outs.join(", ")
            )
        })
        .collect();
    let (max_abs, max_rel) = d.max_errors();
    format!(
        "{{\"status\": {}, \"detail\": {}, \"reference\": {}, \"tolerance\": {}, \"seconds\": {}, \"max_abs\": {}, \"max_rel\": {}, \"sizes\": [{}]}}",
        json_str(status),
        opt(&detail),
        json_str(&d.reference),
        json_str(&d.tolerance.to_string()),
        num(d.seconds),
        sci(max_abs),
        sci(max_rel),
        sizes.join(", ")
    )
}

/// One line of the terminal table (numbers right-aligned, the verdict last and unpadded).
pub fn table_line(cells: &[String]) -> String {
    let mut s = String::new();
    for (i, (c, w)) in cells.iter().zip(WIDTHS).enumerate() {
        if i > 0 {
            s.push(' ');
        }
        if i == cells.len() - 1 {
            s.push(' ');
            s.push_str(c);
        } else if i < 3 {
            let _ = write!(s, "{c:<w$}");
        } else {
            let _ = write!(s, "{c:>w$}");
        }
    }
    s
}

/// The header line of the terminal table.
pub fn table_header() -> String {
    table_line(&COLUMNS.map(String::from))
}

/// Median and worst validation/compile ratio over the validated builds, with the worst row.
#[derive(Clone, Debug, PartialEq)]
pub struct RatioSummary {
    /// Number of builds with a validation.
    pub builds: usize,
    /// Median of validation time / patched compile time.
    pub median: f64,
    /// Largest ratio.
    pub worst: f64,
    /// `build/schedule` of the largest ratio.
    pub worst_row: String,
    /// Builds whose validation was stopped by the limit (their ratio is a lower bound).
    pub limit_hits: usize,
}

/// The ratio summary of `rows`, if any was validated.
pub fn ratio_summary(rows: &[Row]) -> Option<RatioSummary> {
    let mut ratios: Vec<(f64, String)> = rows
        .iter()
        .filter_map(|r| {
            r.built().map(|b| {
                (
                    b.val_compile_ratio(),
                    format!("{}/{}", r.build.id, r.schedule),
                )
            })
        })
        .collect();
    if ratios.is_empty() {
        return None;
    }
    ratios.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = ratios.len();
    let median = if n % 2 == 1 {
        ratios[n / 2].0
    } else {
        (ratios[n / 2 - 1].0 + ratios[n / 2].0) / 2.0
    };
    let (worst, worst_row) = ratios[n - 1].clone();
    Some(RatioSummary {
        builds: n,
        median,
        worst,
        worst_row,
        limit_hits: rows
            .iter()
            .filter_map(Row::built)
            .filter(|b| b.validation.limit_hit)
            .count(),
    })
}

/// The soundness failures of `rows` (VALID builds whose outputs disagree with the reference),
/// in row order: the harness prints them first and exits non-zero.
pub fn soundness_failures(rows: &[Row]) -> Vec<String> {
    rows.iter().filter_map(Row::soundness_failure).collect()
}

/// Exit status of a harness run: 4 when a VALID build's outputs disagree with the reference
/// (a soundness failure), else 1 when a build failed or stock and patched outputs differ, else 0.
pub fn exit_status(rows: &[Row]) -> u8 {
    if !soundness_failures(rows).is_empty() {
        4
    } else if rows.iter().any(Row::is_failure) {
        1
    } else {
        0
    }
}

/// Counts of VALID, INVALID and UNKNOWN over the validated builds.
pub fn verdict_counts(rows: &[Row]) -> [usize; 3] {
    let mut n = [0; 3];
    for b in rows.iter().filter_map(Row::built) {
        n[match b.validation.verdict {
            Verdict::Valid => 0,
            Verdict::Invalid => 1,
            Verdict::Unknown => 2,
        }] += 1;
    }
    n
}

/// The INVALID builds whose counterexample a run confirmed ([`crate::replay`]).
pub fn confirmed_count(rows: &[Row]) -> usize {
    rows.iter()
        .filter_map(|r| r.built()?.replay.as_ref())
        .filter(|r| r.confirmed())
        .count()
}

/// The line about INVALID builds and their replays (`None` without an INVALID build).
pub fn replay_line(rows: &[Row]) -> Option<String> {
    let [_, invalid, _] = verdict_counts(rows);
    let not_reproduced = rows
        .iter()
        .filter_map(|r| r.built()?.replay.as_ref())
        .filter(|r| matches!(r, Replay::NotReproduced { .. }))
        .count();
    let confirmed = confirmed_count(rows);
    (invalid > 0).then(|| {
        format!(
            "{invalid} INVALID build(s): {confirmed} confirmed by a run of the counterexample, {not_reproduced} not reproduced by a run, {} not replayed",
            invalid - confirmed - not_reproduced
        )
    })
}

/// `results.md`: the table in Markdown, data-dependent apps last, then the ratio summary.
pub fn markdown(rows: &[Row]) -> String {
    let esc = |s: &str| s.replace('|', "\\|");
    let mut s = String::new();
    let _ = writeln!(s, "| {} |", COLUMNS.join(" | "));
    let _ = writeln!(
        s,
        "|{}",
        COLUMNS
            .iter()
            .enumerate()
            .map(|(i, _)| if (3..COLUMNS.len() - 1).contains(&i) {
                "---:|"
            } else {
                "---|"
            })
            .collect::<String>()
    );
    let all = rows.iter().map(cells).chain(
        catalogue::DATA_DEPENDENT
            .iter()
            .map(|(a, w)| data_dependent_cells(a, w)),
    );
    for c in all {
        let c: Vec<String> = c.iter().map(|x| esc(x)).collect();
        let _ = writeln!(s, "| {} |", c.join(" | "));
    }
    let mut assumed: Vec<&Build> = rows
        .iter()
        .map(|r| r.build)
        .filter(|b| !b.assume.is_empty())
        .collect();
    assumed.dedup_by_key(|b| b.id);
    if !assumed.is_empty() {
        let _ = writeln!(
            s,
            "\nValidated under assumptions (`halide-tv check --assume`; run with sizes that satisfy them):"
        );
        for b in assumed {
            let _ = writeln!(s, "- `{}`: `{}`", b.id, b.assume.join(" && "));
        }
    }
    if let Some(r) = ratio_summary(rows) {
        let _ = writeln!(s, "\n{}", ratio_line(&r));
    }
    if let Some(l) = memory_line(rows) {
        let _ = writeln!(s, "\n{l}");
    }
    if let Some(l) = replay_line(rows) {
        let _ = writeln!(s, "\n{l}");
    }
    s
}

/// The line about the checks' peak memory (the larger of the validator process's and its
/// largest forked child's, as each check reported it): median and largest over the checks that
/// reported one, with the build of the largest; `None` when none did.
pub fn memory_line(rows: &[Row]) -> Option<String> {
    let mut peaks: Vec<(u64, String)> = rows
        .iter()
        .filter_map(|r| {
            let kib = r.built()?.validation.peak_memory_kib?;
            Some((kib, format!("{}/{}", r.build.id, r.schedule)))
        })
        .collect();
    if peaks.is_empty() {
        return None;
    }
    peaks.sort();
    let mib = |k: u64| k.div_ceil(1024);
    let (largest, at) = &peaks[peaks.len() - 1];
    Some(format!(
        "peak memory of a check over {} check(s) that reported it: median {} MiB, largest {} MiB ({at})",
        peaks.len(),
        mib(peaks[(peaks.len() - 1) / 2].0),
        mib(*largest)
    ))
}

/// The closing line about validation/compile ratios.
pub fn ratio_line(r: &RatioSummary) -> String {
    let mut s = format!(
        "validation time / patched Halide compile time over {} validated build(s): median {:.2}, worst {:.2} ({})",
        r.builds, r.median, r.worst, r.worst_row
    );
    if r.limit_hits > 0 {
        let _ = write!(
            s,
            "; {} validation(s) stopped at the limit (their ratio is a lower bound)",
            r.limit_hits
        );
    }
    s
}

fn num(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.6}")
    } else {
        "null".into()
    }
}

/// A number in scientific notation (errors are often far below 1e-6); `null` when infinite
/// (a NaN against a number).
fn sci(x: f64) -> String {
    if x.is_finite() {
        format!("{x:e}")
    } else {
        "null".into()
    }
}

fn opt_err<T>(r: &Result<T, String>) -> String {
    match r {
        Ok(_) => "null".into(),
        Err(e) => json_str(e),
    }
}

fn path_json(p: &Result<PathBuf, String>) -> String {
    match p {
        Ok(p) => json_str(&p.display().to_string()),
        Err(_) => "null".into(),
    }
}

fn row_json(row: &Row) -> String {
    let b = row.build;
    let mut f: Vec<(String, String)> = vec![
        ("build".into(), json_str(b.id)),
        ("app".into(), json_str(b.app)),
        ("generator".into(), json_str(b.generator)),
        (
            "params".into(),
            format!(
                "[{}]",
                b.params
                    .iter()
                    .map(|p| json_str(p))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        ("target".into(), json_str(b.target())),
        (
            "assume".into(),
            format!(
                "[{}]",
                b.assume
                    .iter()
                    .map(|a| json_str(a))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        ("schedule".into(), json_str(&row.schedule.to_string())),
        (
            "thesis_row".into(),
            match row.thesis() {
                "-" => "null".into(),
                t => json_str(t),
            },
        ),
    ];
    match &row.outcome {
        Outcome::Built(x) => {
            let c = &x.comparison;
            let v = &x.validation;
            let st = c.stock_time.as_secs_f64();
            let pt = c.patched_time.as_secs_f64();
            let phases = v
                .phases
                .iter()
                .map(|(n, s)| format!("{}: {}", json_str(n), num(*s)))
                .collect::<Vec<_>>()
                .join(", ");
            let stats = x.sched.as_ref().ok();
            let count = |g: fn(&SchedStats) -> usize| {
                stats.map(|s| g(s).to_string()).unwrap_or("null".into())
            };
            f.extend([
                ("status".into(), json_str("built")),
                ("stock_seconds".into(), num(st)),
                ("patched_seconds".into(), num(pt)),
                ("patched_stock_ratio".into(), num(pt / st.max(1e-9))),
                ("objects_identical".into(), c.objects_identical.to_string()),
                (
                    "conceptual_identical".into(),
                    c.conceptual_identical.to_string(),
                ),
                ("conceptual_lines".into(), c.conceptual_lines.to_string()),
                ("sched_file".into(), path_json(&c.sched)),
                ("sare_file".into(), path_json(&c.sare)),
                ("sched_parses".into(), x.sched.is_ok().to_string()),
                ("sched_error".into(), opt_err(&x.sched)),
                ("sare_parses".into(), x.sare.is_ok().to_string()),
                ("sare_error".into(), opt_err(&x.sare)),
                ("stores".into(), count(|s| s.stores)),
                ("stores_annotated".into(), count(|s| s.annotated)),
                ("stores_multi_index".into(), count(|s| s.multi_index)),
                ("float_mode".into(), json_str(&v.float_mode.to_string())),
                ("verdict".into(), json_str(v.verdict.name())),
                (
                    "reason".into(),
                    v.reason.as_deref().map(json_str).unwrap_or("null".into()),
                ),
                ("limit_hit".into(), v.limit_hit.to_string()),
                ("vcs".into(), v.obligations.to_string()),
                ("vcs_proved".into(), v.proved.to_string()),
                ("validation_seconds".into(), num(v.wall_seconds)),
                ("phase_seconds".into(), format!("{{{phases}}}")),
                ("phases_total_seconds".into(), num(v.phases_total())),
                ("val_compile_ratio".into(), num(x.val_compile_ratio())),
                (
                    "report".into(),
                    v.report_json.clone().unwrap_or("null".into()),
                ),
                (
                    "differential".into(),
                    x.differential
                        .as_ref()
                        .map(differential_json)
                        .unwrap_or("null".into()),
                ),
                (
                    "isa".into(),
                    x.isa.as_ref().map(|i| i.json()).unwrap_or("null".into()),
                ),
                (
                    "replay".into(),
                    x.replay.as_ref().map(replay_json).unwrap_or("null".into()),
                ),
                (
                    "soundness_failure".into(),
                    row.soundness_failure()
                        .as_deref()
                        .map(json_str)
                        .unwrap_or("null".into()),
                ),
            ]);
        }
        Outcome::Skipped(why) => f.extend([
            ("status".into(), json_str("skipped")),
            ("detail".into(), json_str(why)),
        ]),
        Outcome::Failed(why) => f.extend([
            ("status".into(), json_str("failed")),
            ("detail".into(), json_str(why)),
        ]),
    }
    let body: Vec<String> = f
        .into_iter()
        .map(|(k, v)| format!("\"{k}\": {v}"))
        .collect();
    format!("{{{}}}", body.join(", "))
}

/// `results.json`: every field of every row, the data-dependent apps, and the summary.
pub fn json(rows: &[Row]) -> String {
    let mut s = String::from("{\n  \"builds\": [\n");
    let items: Vec<String> = rows
        .iter()
        .map(|r| format!("    {}", row_json(r)))
        .collect();
    s.push_str(&items.join(",\n"));
    s.push_str("\n  ],\n  \"not_built\": [\n");
    let dd: Vec<String> = catalogue::DATA_DEPENDENT
        .iter()
        .map(|(a, w)| {
            format!(
                "    {{\"app\": {}, \"verdict\": \"UNKNOWN\", \"reason\": {}}}",
                json_str(a),
                json_str(w)
            )
        })
        .collect();
    s.push_str(&dd.join(",\n"));
    let [valid, invalid, unknown] = verdict_counts(rows);
    let confirmed = confirmed_count(rows);
    let summary = match ratio_summary(rows) {
        Some(r) => format!(
            "{{\"validated_builds\": {}, \"median_val_compile_ratio\": {}, \"worst_val_compile_ratio\": {}, \"worst_build\": {}, \"limit_hits\": {}, \"valid\": {valid}, \"invalid\": {invalid}, \"invalid_confirmed\": {confirmed}, \"unknown\": {unknown}}}",
            r.builds,
            num(r.median),
            num(r.worst),
            json_str(&r.worst_row),
            r.limit_hits
        ),
        None => format!(
            "{{\"validated_builds\": 0, \"valid\": {valid}, \"invalid\": {invalid}, \"invalid_confirmed\": {confirmed}, \"unknown\": {unknown}}}"
        ),
    };
    let _ = write!(s, "\n  ],\n  \"summary\": {summary}\n}}\n");
    s
}

/// The isa section of `results.md` (empty when no build has isa inputs); `installed`: isa ran.
pub fn isa_markdown(rows: &[Row], installed: bool) -> String {
    let isa: Vec<_> = rows
        .iter()
        .filter_map(|r| {
            let i = r.built()?.isa.as_ref()?;
            let t = r.thesis();
            Some((
                format!("{}/{}", r.build.id, r.schedule),
                (t != "-").then_some(t),
                i,
            ))
        })
        .collect();
    if isa.is_empty() {
        String::new()
    } else {
        crate::isa::report::markdown(&isa, installed)
    }
}

/// Writes `results.json`, `results.md`, `results.svg` and `profile.md` (where the time went,
/// [`crate::profile`]) into `dir`.
pub fn write_results(dir: &Path, rows: &[Row]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("results.json"), json(rows))?;
    std::fs::write(dir.join("profile.md"), crate::profile::markdown(rows))?;
    let installed = rows.iter().any(|r| {
        r.built()
            .and_then(|b| b.isa.as_ref())
            .is_some_and(|i| i.run.is_some())
    });
    std::fs::write(
        dir.join("results.md"),
        markdown(rows) + &isa_markdown(rows, installed),
    )?;
    std::fs::write(dir.join("results.svg"), plot::svg(&plot_points(rows)))
}

/// The validated builds as points of `results.svg`.
pub fn plot_points(rows: &[Row]) -> Vec<plot::Point> {
    rows.iter()
        .filter_map(|r| {
            let b = r.built()?;
            Some(plot::Point {
                label: format!("{}/{}", r.build.id, r.schedule),
                compile_seconds: b.comparison.patched_time.as_secs_f64(),
                validation_seconds: b.validation.wall_seconds,
                verdict: b.validation.verdict.name().to_string(),
                limit_hit: b.validation.limit_hit,
            })
        })
        .collect()
}

/// A row of the catalogue build `id` with its manual schedule, built by both compilers in
/// `patched` seconds each, with the validation `v` (for tests).
#[cfg(test)]
pub(crate) fn test_row(id: &str, patched: f64, v: Validation) -> Row {
    use std::time::Duration;
    Row {
        build: catalogue::find(id).unwrap(),
        schedule: ScheduleSource::Manual,
        outcome: Outcome::Built(Box::new(Built {
            comparison: Comparison {
                stock_time: Duration::from_secs_f64(patched),
                patched_time: Duration::from_secs_f64(patched),
                objects_identical: true,
                conceptual_identical: true,
                conceptual_lines: 141,
                sched: Ok("/o/b.sched".into()),
                sare: Err("no sare".into()),
            },
            sched: Ok(SchedStats {
                stores: 7,
                annotated: 6,
                multi_index: 7,
            }),
            sare: Err("no sare".into()),
            validation: v,
            differential: None,
            isa: None,
            replay: None,
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halide_tv::smt::FloatMode;

    fn built_row(id: &str, patched: f64, val: f64, verdict: Verdict, limit: bool) -> Row {
        let mut v = Validation::unknown("why", FloatMode::Real);
        v.verdict = verdict;
        v.wall_seconds = val;
        v.limit_hit = limit;
        v.obligations = 3;
        v.phases = vec![("parse".into(), 0.5)];
        v.report_json = Some("{\"verdict\": \"UNKNOWN\"}".into());
        test_row(id, patched, v)
    }

    #[test]
    fn rows_show_verdict_vcs_times_ratio_and_store_counts() {
        let r = built_row("blur", 2.0, 1.0, Verdict::Unknown, false);
        let c = cells(&r);
        assert_eq!(c.len(), COLUMNS.len());
        assert_eq!(c[9], "6/7");
        assert_eq!(c[10], "3");
        assert_eq!(c[11], "1.00");
        assert_eq!(c[12], "0.50");
        assert_eq!(c[13], "real");
        assert_eq!(c[14], "-");
        assert_eq!(c[15], "UNKNOWN: why");
        let line = table_line(&c);
        assert!(!line.contains("n/a"), "{line}");
        assert!(table_header().contains("val/compile"));
        // A limit hit marks the ratio as a lower bound.
        let l = built_row("blur", 2.0, 4.0, Verdict::Unknown, true);
        assert_eq!(cells(&l)[12], ">2.00");
    }

    #[test]
    fn ratio_summary_is_median_and_worst() {
        let rows = vec![
            built_row("blur", 1.0, 1.0, Verdict::Valid, false),
            built_row("sc1", 1.0, 3.0, Verdict::Invalid, false),
            built_row("harris", 1.0, 2.0, Verdict::Unknown, true),
            built_row("sdot", 1.0, 10.0, Verdict::Unknown, false),
        ];
        let s = ratio_summary(&rows).unwrap();
        assert_eq!(s.builds, 4);
        assert_eq!(s.median, 2.5);
        assert_eq!(s.worst, 10.0);
        assert_eq!(s.worst_row, "sdot/manual");
        assert_eq!(s.limit_hits, 1);
        assert_eq!(verdict_counts(&rows), [1, 1, 2]);
        assert!(ratio_summary(&[]).is_none());
    }

    #[test]
    fn memory_line_is_median_and_largest_of_the_checks_that_reported_it() {
        let with = |id: &str, kib: Option<u64>| {
            let mut r = built_row(id, 1.0, 1.0, Verdict::Valid, false);
            if let Outcome::Built(b) = &mut r.outcome {
                b.validation.peak_memory_kib = kib;
            }
            r
        };
        assert_eq!(memory_line(&[with("blur", None)]), None);
        let rows = vec![
            with("blur", Some(100 * 1024)),
            with("sc1", Some(3000 * 1024 + 1)),
            with("harris", None),
            with("sdot", Some(200 * 1024)),
        ];
        assert_eq!(
            memory_line(&rows).unwrap(),
            "peak memory of a check over 3 check(s) that reported it: median 200 MiB, largest 3001 MiB (sc1/manual)"
        );
    }

    #[test]
    fn results_files_hold_every_field() {
        let rows = vec![
            built_row("blur", 1.0, 1.0, Verdict::Unknown, false),
            Row {
                build: catalogue::find("sc32").unwrap(),
                schedule: ScheduleSource::Manual,
                outcome: Outcome::Skipped("timeout".into()),
            },
        ];
        let j = json(&rows);
        for key in [
            "\"verdict\": \"UNKNOWN\"",
            "\"reason\": \"why\"",
            "\"vcs\": 3",
            "\"stores\": 7",
            "\"stores_annotated\": 6",
            "\"stores_multi_index\": 7",
            "\"sched_parses\": true",
            "\"sare_parses\": false",
            "\"sare_error\": \"no sare\"",
            "\"phase_seconds\": {\"parse\": 0.500000}",
            "\"val_compile_ratio\": 1.000000",
            "\"report\": {\"verdict\": \"UNKNOWN\"}",
            "\"status\": \"skipped\"",
            "\"median_val_compile_ratio\": 1.000000",
            "\"app\": \"bilateral_grid\"",
        ] {
            assert!(j.contains(key), "{key} missing in\n{j}");
        }
        let md = markdown(&rows);
        assert!(md.starts_with("| build | schedule |"), "{md}");
        assert!(md.contains("| blur | manual | blur |"), "{md}");
        assert!(md.contains("| 6/7 |"), "{md}");
        assert!(md.contains("skipped: timeout"), "{md}");
        assert!(md.contains("median 1.00, worst 1.00"), "{md}");
        assert!(!md.contains("n/a"), "{md}");
    }

    #[test]
    fn an_invalid_row_says_what_its_replay_showed() {
        let with_replay = |id: &str, r: Option<Replay>| {
            let mut row = built_row(id, 1.0, 1.0, Verdict::Invalid, false);
            if let Outcome::Built(b) = &mut row.outcome {
                b.replay = r;
            }
            row
        };
        let rows = vec![
            with_replay(
                "blur",
                Some(Replay::Confirmed {
                    detail: "`blur_y` at [3, 4]: the build gives 1, the reference 2".into(),
                    sizes: "blur_y [0:16, 0:8]".into(),
                }),
            ),
            with_replay(
                "sc1",
                Some(Replay::NotReproduced {
                    detail: "the outputs agree".into(),
                    sizes: "output [0:8, 0:8]".into(),
                }),
            ),
            with_replay("harris", None),
        ];
        assert_eq!(cells(&rows[0])[15], "INVALID (confirmed): why");
        assert_eq!(cells(&rows[1])[15], "INVALID (not reproduced): why");
        assert_eq!(cells(&rows[2])[15], "INVALID: why");
        assert_eq!(
            replay_line(&rows).as_deref(),
            Some(
                "3 INVALID build(s): 1 confirmed by a run of the counterexample, 1 not \
                 reproduced by a run, 1 not replayed"
            )
        );
        let j = json(&rows);
        assert!(
            j.contains("\"replay\": {\"status\": \"confirmed\", \"detail\": \"`blur_y` at [3, 4]"),
            "{j}"
        );
        assert!(j.contains("\"sizes\": \"output [0:8, 0:8]\""), "{j}");
        assert!(j.contains("\"invalid_confirmed\": 1"), "{j}");
        assert!(markdown(&rows).contains("1 confirmed by a run"));
        assert_eq!(replay_line(&rows[..0]), None);
    }

    fn with_diff(mut row: Row, status: DiffStatus) -> Row {
        if let Outcome::Built(b) = &mut row.outcome {
            let mut d = Differential::not_run("", "stock Halide, Default schedule");
            d.status = status.clone();
            if status == DiffStatus::Disagree {
                let got = runner::Array::from_f32(vec![(0, 2)], &[1.0, 2.0]);
                let want = runner::Array::from_f32(vec![(0, 2)], &[1.0, 2.5]);
                d.sizes.push(differential::SizeResult {
                    label: "67x45".into(),
                    status: SizeStatus::Disagree,
                    outputs: vec![(
                        "out".into(),
                        differential::compare_arrays(&got, &want, Tolerance::DEFAULT),
                    )],
                });
            }
            b.differential = Some(d);
        }
        row
    }

    #[test]
    fn valid_and_disagreeing_is_a_soundness_failure() {
        let bad = with_diff(
            built_row("blur", 1.0, 1.0, Verdict::Valid, false),
            DiffStatus::Disagree,
        );
        let msg = bad.soundness_failure().expect("VALID + disagree");
        assert!(
            msg.starts_with("SOUNDNESS FAILURE: blur/manual is VALID"),
            "{msg}"
        );
        assert!(
            msg.contains("size 67x45: output out: 1 of 2 elements differ, max abs 5e-1"),
            "{msg}"
        );
        assert!(
            cells(&bad)[14].starts_with("DISAGREE 1/1"),
            "{:?}",
            cells(&bad)
        );
        let j = json(std::slice::from_ref(&bad));
        assert!(
            j.contains("\"soundness_failure\": \"SOUNDNESS FAILURE"),
            "{j}"
        );
        assert!(j.contains("\"status\": \"disagree\""), "{j}");
        assert!(j.contains("\"mismatches\": 1"), "{j}");
        assert!(j.contains("\"max_abs\": 5e-1"), "{j}");
        // UNKNOWN + disagree, VALID + agree, VALID without a differential run: no failure.
        let unknown = with_diff(
            built_row("blur", 1.0, 1.0, Verdict::Unknown, false),
            DiffStatus::Disagree,
        );
        assert!(unknown.soundness_failure().is_none());
        let agree = with_diff(
            built_row("blur", 1.0, 1.0, Verdict::Valid, false),
            DiffStatus::Agree,
        );
        assert!(agree.soundness_failure().is_none());
        assert!(built_row("blur", 1.0, 1.0, Verdict::Valid, false)
            .soundness_failure()
            .is_none());
        assert_eq!(exit_status(&[agree.clone(), unknown.clone()]), 0);
        assert_eq!(exit_status(&[agree.clone(), bad.clone()]), 4);
        let failed = Row {
            build: catalogue::find("sc1").unwrap(),
            schedule: ScheduleSource::Manual,
            outcome: Outcome::Failed("boom".into()),
        };
        assert_eq!(exit_status(&[agree.clone(), failed.clone()]), 1);
        assert_eq!(exit_status(&[failed, bad.clone()]), 4, "soundness first");
        assert_eq!(
            soundness_failures(&[agree, bad.clone(), unknown]),
            vec![bad.soundness_failure().unwrap()]
        );
    }
}
