//! `bench-apps`: the halide-tv harness CLI (`scripts/run` drives it).

use bench_apps::catalogue::{self, Build};
use bench_apps::differential;
use bench_apps::generator::Limits;
use bench_apps::harness::{self, Harness, Row};
use bench_apps::schedule::{RandomSchedule, ScheduleSource};
use bench_apps::validate::{self, Checker};
use bench_apps::{cache_dir, installations};
use clap::{Parser, Subcommand};
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
    /// Directory for outputs: the builds, results.json, results.md and results.svg (default:
    /// <cache>/bench-apps/out).
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
    /// Time each build's stock and patched compilation this many extra times with the same
    /// outputs and report the minimum of each (0: the single comparison run, whose patched
    /// run also writes .sched/.sare).
    #[arg(long, default_value_t = 0)]
    compile_repeats: usize,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Check {
        program,
        algorithm,
        float,
        z3_timeout,
    }) = &cli.command
    {
        return validate::check_child(program, algorithm, float, *z3_timeout);
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
        },
        compile_repeats: cli.compile_repeats,
        differential: cli.differential.then_some(Limits {
            seconds: cli.run_timeout,
            memory_bytes: 8 << 30,
        }),
        references: Default::default(),
    };
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
    let mut rows: Vec<Row> = Vec::new();
    for (b, s) in pairs {
        let dir = out.join(b.id).join(s.to_string());
        let row = harness.run(b, s, &dir);
        if let Some(f) = row.soundness_failure() {
            println!("{f}");
        }
        println!("{}", harness::table_line(&harness::cells(&row)));
        rows.push(row);
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
    if let Some(r) = harness::ratio_summary(&rows) {
        println!("{}", harness::ratio_line(&r));
    }
    if skipped > 0 {
        println!("{skipped} build(s) skipped: stopped by the harness's time/memory limit (--gen-timeout, --gen-memory-gib)");
    }
    match harness::write_results(&out, &rows) {
        Ok(()) => println!(
            "results: {}, {} and {}",
            out.join("results.json").display(),
            out.join("results.md").display(),
            out.join("results.svg").display()
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
