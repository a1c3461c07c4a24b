//! `bench-apps`: the halide-tv harness CLI (`scripts/run` drives it).

use bench_apps::catalogue::{self, Build};
use bench_apps::differential;
use bench_apps::faults::{self, Campaign, Fault, FaultRow};
use bench_apps::generator::Halide;
use bench_apps::generator::Limits;
use bench_apps::harness::{self, Harness, Row};
use bench_apps::schedule::{RandomSchedule, ScheduleSource};
use bench_apps::validate::{self, Checker};
use bench_apps::{cache_dir, installations};
use clap::{Parser, Subcommand};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Build the official Halide apps with stock and patched Halide 19, validate every patched
/// build, and report per build.
#[derive(Parser, Debug)]
#[command(
    name = "bench-apps",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Only these build ids (see --list); default: all.
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// Schedule sources: manual, default (Halide's default schedule) and/or autoscheduler names (Mullapudi2016, Adams2019, Li2018,
    /// Anderson2021). Autoschedulers apply only to generators with estimates.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "manual,Mullapudi2016,Adams2019"
    )]
    schedules: Vec<String>,
    /// List the catalogue and exit.
    #[arg(long)]
    list: bool,
    /// Directory for outputs: the builds, results.json, results.md, results.svg and profile.md
    /// (default: <cache>/bench-apps/out).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Wall-clock limit of one generator run, in seconds.
    #[arg(long, default_value_t = 300.0)]
    gen_timeout: f64,
    /// Address-space limit of one generator run, in GiB.
    #[arg(long, default_value_t = 8)]
    gen_memory_gib: u64,
    /// Wall-clock limit of one validation (a `bench-apps check` child), in seconds; a check
    /// stopped by it is UNKNOWN. 0 stops every check at once.
    #[arg(long, default_value_t = 300.0)]
    check_timeout: f64,
    /// Address-space limit of one validation, in GiB.
    #[arg(long, default_value_t = 8)]
    check_memory_gib: u64,
    /// Timeout of each Z3 query of a validation, in seconds.
    #[arg(long, default_value_t = 30.0)]
    z3_timeout: f64,
    /// Verification conditions each validation discharges at once, each in a forked process
    /// (`halide-tv check --jobs`); with --jobs above 1 the builds already share the cores.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    check_jobs: u16,
    /// Profile each validation (`HALIDE_TV_PROFILE=1`) and keep its stderr in `check.log`
    /// beside the build's `.sched`: where the time went, and where a stopped check was.
    #[arg(long)]
    profile: bool,
    /// Time each build's stock and patched compilation this many extra times with the same
    /// outputs and report the minimum of each (0: the single comparison run, whose patched
    /// run also writes .sched/.sare).
    #[arg(long, default_value_t = 0)]
    compile_repeats: usize,
    /// Builds run at once (worker threads, each driving its own generator, validation and
    /// differential processes). Above 1 the builds share the cores: times are measured under
    /// that contention. Reports list the builds in catalogue order whatever N is.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// Schedule fuzzing: also build each autoschedulable app with N Adams2019 schedules sampled
    /// with random dropout (beam size 1, seeds 1..=N).
    #[arg(long, default_value_t = 0)]
    random: u32,
    /// Differential run of every CPU build: link it into a callable, run it on deterministic
    /// inputs of two or more sizes and compare its outputs with an independent reference
    /// (stock Halide with every Func compute_root, or a Rust reference). A VALID build whose
    /// outputs disagree is a SOUNDNESS FAILURE (printed first, exit status 4).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    differential: bool,
    /// Wall-clock limit of one differential run (one size of one build), in seconds.
    #[arg(long, default_value_t = 120.0)]
    run_timeout: f64,
    /// The random dropout percentage of --random schedules (Adams2019 `random_dropout`).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(0..=100))]
    random_dropout: u32,
    /// Run the fault campaign instead of the matrix: every fault of halide-patches/faults/ on
    /// every selected build (with the fault-injection prefix), each judged by a differential
    /// run against the fault-free build and by the validator. Writes faults.md/faults.json.
    #[arg(long)]
    faults: bool,
    /// Write each build's isa inputs (impl.c from the .sched, spec.c from the .sare, or
    /// .skipped notes) into DIR/<build>/<schedule>/.
    #[arg(long)]
    emit_isa: Option<PathBuf>,
    /// isa's tools (c2pdg, da, eqv) are in DIR: run them on the emitted programs (needs
    /// --emit-isa), recording verdict and time per step.
    #[arg(long)]
    isa_bin: Option<PathBuf>,
    /// With --faults: only these faults (names as in halide-patches/faults/README.md).
    #[arg(long, value_delimiter = ',')]
    fault: Vec<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check PROGRAM (`.sched`) against ALGORITHM (`.sare`) with the validator library and
    /// print the result in the harness's line protocol (the child process of each
    /// validation; exit status 0 VALID, 1 INVALID, 3 UNKNOWN, 2 unreadable input).
    Check {
        /// The annotated program.
        program: PathBuf,
        /// The algorithm.
        algorithm: PathBuf,
        /// Interpretation of floats: real, ieee (strict_float builds), uninterpreted.
        #[arg(long, default_value = "real")]
        float: String,
        /// Timeout of each Z3 query, in seconds.
        #[arg(long, default_value_t = 30.0)]
        z3_timeout: f64,
        /// Validate under this condition (repeatable; `halide-tv check --assume`).
        #[arg(long = "assume", value_name = "COND")]
        assume: Vec<String>,
        /// The wall-clock limit the harness stops this process at, in seconds: the
        /// validator's evaluation of never-written reads ends a few seconds before it, so the
        /// first evaluation's answer is reported.
        #[arg(long)]
        time_limit: Option<f64>,
        /// Verification conditions discharged at once (`halide-tv check --jobs`).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
        jobs: u16,
    },
    /// Write the isa inputs of one build: DIR/impl.c from PROGRAM (`.sched`) and DIR/spec.c
    /// from ALGORITHM (`.sare`), or `.skipped` notes with the reason.
    EmitIsa {
        /// The annotated program.
        program: PathBuf,
        /// The algorithm.
        algorithm: PathBuf,
        /// Output directory.
        dir: PathBuf,
    },
}

fn usage_error(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("bench-apps: {msg}");
    ExitCode::from(2)
}

fn list() -> ExitCode {
    for b in catalogue::BUILDS {
        println!(
            "{:<22} apps/{}/{} -g {} {} target={}{}",
            b.id,
            b.app,
            b.sources.join(" "),
            b.generator,
            b.params.join(" "),
            b.target(),
            if b.autoschedulable() {
                "  (autoschedulable)"
            } else {
                ""
            }
        );
    }
    for (app, why) in catalogue::DATA_DEPENDENT {
        println!("{app:<22} UNKNOWN: {why}");
    }
    ExitCode::SUCCESS
}

/// The fault campaign over `pairs`: a baseline per build (fault-injection compiler, no fault;
/// its object code must equal the patched compiler's), then every selected fault. Prints a row per
/// fault × build, writes `faults.md`/`faults.json` into `out`, and fails on a soundness failure
/// (a changed output judged VALID) or a baseline that differs from the patched compiler.
fn run_faults(
    campaign: &Campaign<'_>,
    patched: &Halide,
    selected: &[&'static Fault],
    pairs: &[(&'static Build, ScheduleSource)],
    out: &std::path::Path,
) -> ExitCode {
    println!(
        "halide-tv fault campaign: {} fault(s) x {} build(s), fault-injection Halide {}",
        selected.len(),
        pairs.len(),
        campaign.faults.prefix.display()
    );
    println!(
        "output: differential run of the faulty build against the same build without the fault"
    );
    println!("(`same code`: object code byte-identical, so the output cannot change); verdict: the validator's.");
    println!(
        "A fault is killed when its output changed and the verdict is INVALID; VALID on a changed"
    );
    println!("output is a SOUNDNESS FAILURE.\n");
    println!(
        "{}",
        harness::table_line(&faults::COLUMNS.map(String::from))
    );
    let mut rows: Vec<FaultRow> = Vec::new();
    let mut baseline_problems = Vec::new();
    for &(build, schedule) in pairs {
        let dir = out.join(build.id).join(schedule.to_string());
        let baseline = match campaign.baseline(build, schedule, &dir.join("baseline")) {
            Ok(b) => b,
            Err(e) => {
                println!("{} / {schedule}: baseline failed: {e}", build.id);
                baseline_problems.push(format!("{} / {schedule}: baseline failed", build.id));
                continue;
            }
        };
        // With no fault selected the fault-injection compiler is the patched one.
        let patched_dir = dir.join("patched");
        let same = patched
            .generator(build, &campaign.cache)
            .and_then(|exe| {
                let (args, plugins) = schedule.generator_args(&patched.prefix);
                exe.run(
                    build,
                    &patched_dir,
                    &["object"],
                    &args,
                    &plugins,
                    campaign.gen_limits,
                )
            })
            .map(|_| faults::same_objects(&baseline.dir, &patched_dir));
        match same {
            Ok(true) => {}
            Ok(false) => baseline_problems.push(format!(
                "{} / {schedule}: the fault-injection compiler without a fault generates different object code than the patched one",
                build.id
            )),
            Err(e) => baseline_problems.push(format!("{} / {schedule}: patched build failed: {e}", build.id)),
        }
        println!(
            "{} / {schedule}: baseline {}",
            build.id,
            baseline.validation.summary().lines().next().unwrap_or("")
        );
        for fault in selected {
            let row = campaign.run(fault, build, schedule, &baseline, &dir.join(fault.name));
            println!("{}", harness::table_line(&faults::cells(&row)));
            rows.push(row);
        }
    }
    let summary = faults::summary(&rows);
    println!("\n{}", faults::summary_line(&summary));
    let md = format!(
        "# Fault campaign\n\n{} fault(s) x {} build(s). Columns: see docs/faults.md.\n\n{}",
        selected.len(),
        pairs.len(),
        faults::markdown(&rows)
    );
    let written = std::fs::create_dir_all(out)
        .and_then(|()| std::fs::write(out.join("faults.md"), md))
        .and_then(|()| std::fs::write(out.join("faults.json"), faults::json(&rows)));
    match written {
        Ok(()) => println!(
            "results: {} and {}",
            out.join("faults.md").display(),
            out.join("faults.json").display()
        ),
        Err(e) => {
            eprintln!("bench-apps: writing results into {}: {e}", out.display());
            return ExitCode::FAILURE;
        }
    }
    let failures: Vec<&FaultRow> = rows.iter().filter(|r| r.soundness_failure()).collect();
    if !failures.is_empty() || !baseline_problems.is_empty() {
        for r in failures {
            println!(
                "SOUNDNESS FAILURE: fault {} on {} / {}: the output changed and the validator said VALID",
                r.fault.name, r.build.id, r.schedule
            );
        }
        for p in &baseline_problems {
            println!("BASELINE PROBLEM: {p}");
        }
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Check {
        program,
        algorithm,
        float,
        z3_timeout,
        assume,
        time_limit,
        jobs,
    }) = &cli.command
    {
        // One check, its Z3 queries on one thread at a time: each in a forked child with a
        // hard deadline (`halide_tv::smt::forked`).
        halide_tv::smt::forked::enable();
        return validate::check_child(
            program,
            algorithm,
            float,
            *z3_timeout,
            assume,
            *time_limit,
            usize::from(*jobs),
        );
    }
    if let Some(Command::EmitIsa {
        program,
        algorithm,
        dir,
    }) = &cli.command
    {
        let e = bench_apps::isa::emit(program, algorithm, dir);
        for (what, r) in [("impl", &e.implementation), ("spec", &e.specification)] {
            match r {
                Ok(p) => println!("{what}: {}", p.display()),
                Err(why) => println!("{what}: skipped: {why}"),
            }
        }
        return ExitCode::SUCCESS;
    }
    if cli.list {
        return list();
    }
    let mut schedules = Vec::new();
    for s in &cli.schedules {
        match ScheduleSource::parse(s) {
            Ok(s) => schedules.push(s),
            Err(e) => return usage_error(e),
        }
    }
    schedules.extend(RandomSchedule::sample(cli.random, cli.random_dropout));
    let builds: Vec<&'static Build> = if cli.only.is_empty() {
        catalogue::BUILDS.iter().collect()
    } else {
        let mut v = Vec::new();
        for id in &cli.only {
            match catalogue::find(id) {
                Some(b) => v.push(b),
                None => return usage_error(format!("unknown build id `{id}` (see --list)")),
            }
        }
        v
    };
    if !(cli.z3_timeout.is_finite() && cli.z3_timeout > 0.0) {
        return usage_error("--z3-timeout: expected a positive number of seconds");
    }
    let (patched, stock) = match installations() {
        Ok(x) => x,
        Err(e) => return usage_error(e),
    };
    let cache = match cache_dir() {
        Ok(c) => c,
        Err(e) => return usage_error(e),
    };
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return usage_error(format!("cannot find the bench-apps executable: {e}")),
    };
    let out = cli.out.clone().unwrap_or_else(|| cache.join("out"));
    let pairs: Vec<(&'static Build, ScheduleSource)> = builds
        .iter()
        .flat_map(|b| {
            schedules
                .iter()
                .filter(|s| s.applies_to(b))
                .map(move |s| (*b, *s))
        })
        .collect();
    let harness = Harness {
        patched,
        stock,
        cache,
        gen_limits: Limits {
            seconds: cli.gen_timeout,
            memory_bytes: cli.gen_memory_gib << 30,
        },
        checker: Checker {
            exe,
            limits: Limits {
                seconds: cli.check_timeout,
                memory_bytes: cli.check_memory_gib << 30,
            },
            z3_timeout: Duration::from_secs_f64(cli.z3_timeout),
            profile: cli.profile,
            jobs: usize::from(cli.check_jobs),
        },
        compile_repeats: cli.compile_repeats,
        differential: cli.differential.then_some(Limits {
            seconds: cli.run_timeout,
            memory_bytes: 8 << 30,
        }),
        references: Default::default(),
        isa: cli.emit_isa.clone().map(|dir| bench_apps::isa::IsaOptions {
            dir,
            bin: cli.isa_bin.clone(),
            limits: Limits {
                seconds: 900.0,
                memory_bytes: cli.check_memory_gib << 30,
            },
        }),
    };
    if cli.isa_bin.is_some() && cli.emit_isa.is_none() {
        return usage_error("--isa-bin needs --emit-isa DIR");
    }
    if let Some(bin) = &cli.isa_bin {
        if let Err(e) = bench_apps::isa::runner::tools(bin) {
            return usage_error(e);
        }
    }
    if cli.faults {
        let mut selected = Vec::new();
        for name in &cli.fault {
            match faults::find(name) {
                Some(f) => selected.push(f),
                None => {
                    return usage_error(format!(
                        "unknown fault `{name}` (see halide-patches/faults/README.md)"
                    ))
                }
            }
        }
        if selected.is_empty() {
            selected = faults::FAULTS.iter().collect();
        }
        let fault_halide = match bench_apps::fault_installation() {
            Ok(h) => h,
            Err(e) => return usage_error(e),
        };
        let run_limits = Limits {
            seconds: cli.run_timeout,
            memory_bytes: 8 << 30,
        };
        let prefix = fault_halide.prefix.clone();
        let comparer = faults::DifferentialComparer::new(&prefix, &harness.cache, run_limits);
        let compare =
            |b: &Build, f: &std::path::Path, base: &std::path::Path| comparer.compare(b, f, base);
        let replay = |b: &Build,
                      f: &std::path::Path,
                      base: &std::path::Path,
                      w: &[Vec<(String, i64)>]| comparer.replay(b, f, base, w);
        let campaign = Campaign {
            faults: fault_halide,
            cache: harness.cache.clone(),
            gen_limits: harness.gen_limits,
            checker: harness.checker.clone(),
            compare: &compare,
            replay: &replay,
        };
        let out = cli
            .out
            .clone()
            .unwrap_or_else(|| harness.cache.join("faults"));
        return run_faults(&campaign, &harness.patched, &selected, &pairs, &out);
    }
    println!(
        "halide-tv bench-apps: {} builds ({} apps x schedule sources {}), stock {} vs patched {}",
        pairs.len(),
        builds.len(),
        schedules
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(","),
        harness.stock.prefix.display(),
        harness.patched.prefix.display()
    );
    println!(
        "Each build is compiled with stock and patched Halide (object code and conceptual STMT must be"
    );
    println!(
        "identical), then the patched build's .sched/.sare are validated (`bench-apps check`, at most {} each).",
        harness.checker.limits.describe()
    );
    println!(
        "stores ann/total: stores of the .sched with a prophetic annotation / all stores; VCs: verification"
    );
    println!(
        "conditions; validation s: wall time of the check; val/compile: validation s / patched s."
    );
    if cli.differential {
        println!(
            "diff: outputs of the patched build on deterministic inputs (2+ sizes, one not a multiple of the tile sizes)"
        );
        println!(
            "vs stock Halide with every Func compute_root, or a Rust reference; {} (bitwise for strict_float).",
            differential::Tolerance::DEFAULT
        );
    }
    if cli.compile_repeats > 0 {
        println!(
            "stock s, patched s: minimum over {} runs of each with the same outputs (no .sched/.sare).",
            cli.compile_repeats
        );
    }
    println!();
    println!("{}", harness::table_header());
    let started = std::time::Instant::now();
    let total = pairs.len();
    let mut done = 0;
    let progress = std::io::stderr().is_terminal();
    let rows: Vec<Row> = bench_apps::jobs::run_ordered(
        &pairs,
        usize::from(cli.jobs),
        |&(b, s)| harness.run(b, s, &out.join(b.id).join(s.to_string())),
        |_, row| {
            done += 1;
            if progress {
                // The bar line is overwritten by the next table line.
                eprint!("\r\x1b[2K");
            }
            if let Some(f) = row.soundness_failure() {
                println!("{f}");
            }
            println!("{}", harness::table_line(&harness::cells(row)));
            let verdict = harness::cells(row).last().cloned().unwrap_or_default();
            let last = format!(
                "{} {}: {}",
                row.build.id,
                row.schedule,
                verdict.split(':').next().unwrap_or_default()
            );
            let line = bench_apps::jobs::progress_line(done, total, started.elapsed(), &last);
            if progress {
                eprint!("{line}");
            } else {
                eprintln!("{line}");
            }
        },
    );
    if progress {
        eprintln!();
    }
    for (app, why) in catalogue::DATA_DEPENDENT {
        println!(
            "{}",
            harness::table_line(&harness::data_dependent_cells(app, why))
        );
    }
    let skipped = rows
        .iter()
        .filter(|r| matches!(r.outcome, harness::Outcome::Skipped(_)))
        .count();
    let failures = rows.iter().filter(|r| r.is_failure()).count();
    let soundness = harness::soundness_failures(&rows);
    if !soundness.is_empty() {
        println!();
        for f in &soundness {
            println!("{f}");
        }
    }
    let [valid, invalid, unknown] = harness::verdict_counts(&rows);
    println!("\nverdicts: {valid} VALID, {invalid} INVALID, {unknown} UNKNOWN");
    if let Some(line) = harness::replay_line(&rows) {
        println!("{line}");
    }
    if let Some(r) = harness::ratio_summary(&rows) {
        println!("{}", harness::ratio_line(&r));
    }
    if let Some(line) = harness::memory_line(&rows) {
        println!("{line}");
    }
    if skipped > 0 {
        println!("{skipped} build(s) skipped: stopped by the harness's time/memory limit (--gen-timeout, --gen-memory-gib)");
    }
    match harness::write_results(&out, &rows) {
        Ok(()) => println!(
            "results: {}, {} and {}; where the time went: {}",
            out.join("results.json").display(),
            out.join("results.md").display(),
            out.join("results.svg").display(),
            out.join("profile.md").display()
        ),
        Err(e) => {
            eprintln!("bench-apps: writing results into {}: {e}", out.display());
            return ExitCode::FAILURE;
        }
    }
    if !soundness.is_empty() {
        println!(
            "\n{} SOUNDNESS FAILURE(S): VALID build(s) whose outputs disagree with the reference",
            soundness.len()
        );
    }
    if failures > 0 {
        println!("\n{failures} build(s) failed or differ between stock and patched Halide");
    }
    ExitCode::from(harness::exit_status(&rows))
}
