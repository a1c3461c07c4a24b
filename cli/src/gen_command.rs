//! `halide-tv gen`: lower a generator in-process through the bridge and check it.
//!
//! The program and the algorithm are handed over in-process as values
//! ([`halide_tv_cli::handoff::sched_program`], [`halide_tv_cli::handoff::sare_algorithm`]: built node by
//! node from Halide's annotated Stmt and from its Funcs, equal to what parsing the `.sched` and
//! `.sare` texts gives). The check is the one of `halide-tv check`
//! ([`halide_tv::check::check_programs`]), so both commands give the same verdict and
//! verification conditions on the same build. `--via-text` parses the two texts instead.

use crate::{print_report, CheckArgs};
use halide_bridge::{GenRequest, Lowered};
use halide_tv::check::{Replay, Report};
use halide_tv::symbolic::{Location, Undecided};
use halide_tv_cli::handoff::HandoffError;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Arguments of `halide-tv gen`.
#[derive(clap::Args, Debug)]
pub struct GenArgs {
    /// Shared library of Halide generators, built against the patched Halide (e.g.
    /// `c++ -shared -fPIC gen.cpp -I PREFIX/include -L PREFIX/lib -lHalide`), or a generator
    /// object file (`.o`, e.g. `c++ -c -fPIC gen.cpp -I PREFIX/include`) or static archive
    /// (`.a`), which is linked into a temporary shared library against the patched libHalide.
    pub library: PathBuf,
    /// The generator to lower (optional when the library registers exactly one).
    #[arg(short = 'g', long = "generator")]
    pub generator: Option<String>,
    /// `target=TARGET` (default `host`) and GeneratorParams `key=value`, as on a GenGen command
    /// line (also `autoscheduler=NAME`, `autoscheduler.KEY=VALUE`).
    pub params: Vec<String>,
    /// Apply this autoscheduler (Mullapudi2016, Adams2019, Li2018, Anderson2021); its plugin is
    /// loaded from the patched prefix's lib/.
    #[arg(long)]
    pub autoscheduler: Option<String>,
    /// Name of the generated function and base name of the files (default: the generator name).
    #[arg(short = 'f', long = "function-name")]
    pub function_name: Option<String>,
    /// Write NAME.sched, NAME.sare and NAME.report.json into this directory.
    #[arg(short = 'o', long = "output-dir")]
    pub out: Option<PathBuf>,
    /// Also compile these Halide outputs of the same lowering into the `-o` directory
    /// (comma-separated: static_library, object, c_header, registration, assembly, stmt, ...).
    #[arg(short = 'e', long = "emit", value_delimiter = ',')]
    pub emit: Vec<String>,
    /// Hand the program and the algorithm over as `.sched` and `.sare` texts and parse them (as
    /// `check` does), instead of the structured hand-off (both built in-process as values, node
    /// by node).
    #[arg(long)]
    pub via_text: bool,
    /// List the library's generators and their GeneratorParams, then exit.
    #[arg(long)]
    pub list: bool,
    /// Do not run the build at an INVALID verdict's witnesses. By default the lowering is
    /// compiled, loaded and run (in forked children) at up to three witnesses, with poisoned
    /// outputs, and compared with the algorithm evaluated by the `.sare` interpreter; the
    /// report says whether a run confirmed the counterexample.
    #[arg(long)]
    pub no_replay: bool,
    #[command(flatten)]
    pub check: CheckArgs,
}

/// A usage or Halide error: printed, exit status 2.
fn usage(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("halide-tv gen: {message}");
    ExitCode::from(2)
}

/// Splits `target=` off the `key=value` arguments.
fn split_params(args: &[String]) -> Result<(String, Vec<(String, String)>), String> {
    let mut target = None;
    let mut params = Vec::new();
    for a in args {
        let (k, v) = a
            .split_once('=')
            .filter(|(k, v)| !k.is_empty() && !v.is_empty())
            .ok_or_else(|| format!("expected key=value, found `{a}`"))?;
        if k == "target" {
            if target.replace(v.to_string()).is_some() {
                return Err("target= given twice".to_string());
            }
        } else {
            params.push((k.to_string(), v.to_string()));
        }
    }
    Ok((target.unwrap_or_else(|| "host".to_string()), params))
}

/// The generator to lower: `-g`, or the library's only one.
fn pick_generator(requested: &Option<String>, available: &[String]) -> Result<String, String> {
    match requested {
        Some(g) if available.contains(g) => Ok(g.clone()),
        Some(g) => Err(format!(
            "the library registers no generator `{g}` (it registers: {})",
            available.join(", ")
        )),
        None if available.len() == 1 => Ok(available[0].clone()),
        None => Err(format!(
            "the library registers several generators; choose one with -g ({})",
            available.join(", ")
        )),
    }
}

fn list(generators: &[String], target: &str) -> ExitCode {
    for g in generators {
        println!("{g}");
        match halide_bridge::generator_params(g, target) {
            Ok(params) => {
                for p in params.iter().filter(|p| !p.synthetic) {
                    println!("  {} : {} = {}", p.name, p.c_type, p.default_value);
                }
            }
            Err(e) => return usage(e),
        }
    }
    ExitCode::SUCCESS
}

/// UNKNOWN because the patched Halide could not write one of the two texts for this build.
fn unexportable(what: &str, reason: &str) -> Report {
    Report {
        undecided: vec![Undecided {
            location: Location {
                node: format!("{what} export"),
                ..Location::default()
            },
            reason: reason.to_string(),
        }],
        ..Report::default()
    }
    .finish()
}

/// Writes the texts, the JSON report and the `-e` outputs into `dir`.
fn write_outputs(
    dir: &Path,
    base: &str,
    lowered: &Lowered,
    report: &Report,
    emit: &[String],
) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let write = |ext: &str, text: &str| {
        let p = dir.join(format!("{base}{ext}"));
        std::fs::write(&p, text).map_err(|e| format!("{}: {e}", p.display()))
    };
    if let Ok(t) = &lowered.sched_text() {
        write(".sched", t)?;
    }
    if let Ok(t) = &lowered.sare_text() {
        write(".sare", t)?;
    }
    write(".report.json", &report.to_json())?;
    if !emit.is_empty() {
        let kinds: Vec<&str> = emit.iter().map(String::as_str).collect();
        lowered
            .compile_into(dir, base, &kinds)
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The check with the program and the algorithm handed over in-process as values (no text):
/// the phases before the check, or the error of a hand-off the validator cannot read. Debug
/// builds also run the in-memory checkers on the values.
fn structured_check(
    lowered: &Lowered,
    opts: &halide_tv::check::CheckOptions,
    assume: &[String],
) -> Result<(Report, Vec<(String, std::time::Duration)>), String> {
    let t = Instant::now();
    let prog = halide_tv_cli::handoff::sched_program(lowered);
    let handoff_time = t.elapsed();
    let t = Instant::now();
    let alg = halide_tv_cli::handoff::sare_algorithm(lowered);
    let sare_time = t.elapsed();
    let phases = vec![
        ("structured hand-off".to_string(), handoff_time),
        (
            "structured hand-off of the algorithm".to_string(),
            sare_time,
        ),
    ];
    // As with the texts, the program's refusal is reported first.
    let (prog, alg) = match (prog, alg) {
        (Err(HandoffError::Unrepresentable(reason)), _) => {
            return Ok((unexportable(".sched", &reason), phases))
        }
        (_, Err(HandoffError::Unrepresentable(reason))) => {
            return Ok((unexportable(".sare", &reason), phases))
        }
        (Err(e), _) | (_, Err(e)) => return Err(e.to_string()),
        (Ok(p), Ok(a)) => (p, a),
    };
    if cfg!(debug_assertions) {
        halide_tv::ir::check_sched(&prog).map_err(|e| format!("structured hand-off: {e}"))?;
        halide_tv::spec::check_sare(&alg)
            .map_err(|e| format!("structured hand-off of the algorithm: {e}"))?;
    }
    let prog = halide_tv::ir::assume::with_assumptions(&prog, assume).map_err(|e| e.to_string())?;
    Ok((halide_tv::check::check_programs(&prog, &alg, opts), phases))
}

/// The replay of an INVALID report's witnesses on the build ([`halide_tv_cli::replay`]); `None` for
/// any other verdict or when no failure has a witness.
fn replay_witnesses(lowered: &Lowered, target: &str, report: &Report) -> Option<Replay> {
    let witnesses = halide_tv_cli::replay::witnesses(report)?;
    let t = Instant::now();
    let r = halide_tv_cli::replay::replay_algorithm(
        target,
        || lowered.callable().map_err(|e| e.to_string()),
        halide_tv_cli::handoff::sare_algorithm(lowered).map_err(|e| e.to_string()),
        &witnesses,
    );
    if std::env::var_os("HALIDE_TV_PROFILE").is_some() {
        eprintln!("[prof] replay: {:.3}s", t.elapsed().as_secs_f64());
    }
    Some(r)
}

/// Runs `halide-tv gen`.
pub fn gen(args: &GenArgs) -> ExitCode {
    let opts = match args.check.options() {
        Ok(o) => o,
        Err(e) => return usage(e),
    };
    if !args.emit.is_empty() && args.out.is_none() {
        return usage("-e needs -o DIR");
    }
    let (target, params) = match split_params(&args.params) {
        Ok(x) => x,
        Err(e) => return usage(e),
    };
    let is_object = matches!(
        args.library.extension().and_then(|e| e.to_str()),
        Some("o" | "a")
    );
    let loaded = if is_object {
        halide_bridge::load_generator_objects(&[args.library.as_path()])
    } else {
        halide_bridge::load_generator_library(&args.library)
    };
    let library = match loaded {
        Ok(l) => l,
        Err(e) => return usage(e),
    };
    if args.list {
        return list(&library.generators, &target);
    }
    let generator = match pick_generator(&args.generator, &library.generators) {
        Ok(g) => g,
        Err(e) => return usage(e),
    };
    let request = GenRequest {
        generator: generator.clone(),
        target: target.clone(),
        params,
        autoscheduler: args.autoscheduler.clone(),
        function_name: args.function_name.clone(),
    };
    let lowered = match halide_bridge::lower(&request) {
        Ok(l) => l,
        Err(e) => return usage(e),
    };
    let base = args.function_name.clone().unwrap_or(generator);
    // Names for diagnostics: the files -o writes, else the build's name.
    let dir = args.out.clone().unwrap_or_default();
    let sched_name = dir.join(format!("{base}.sched")).display().to_string();
    let sare_name = dir.join(format!("{base}.sare")).display().to_string();
    let checked = if args.via_text {
        let t = Instant::now();
        let sare = lowered.sare_text();
        let sched = lowered.sched_text();
        let texts = vec![("halide texts".to_string(), t.elapsed())];
        match (&sched, &sare) {
            (Err(reason), _) => Ok((unexportable(".sched", reason), texts)),
            (_, Err(reason)) => Ok((unexportable(".sare", reason), texts)),
            (Ok(sched), Ok(sare)) => halide_tv::check::check_texts_assuming(
                &sched_name,
                sched,
                &sare_name,
                sare,
                &args.check.assume,
                &opts,
            )
            .map(|r| (r, texts)),
        }
    } else {
        structured_check(&lowered, &opts, &args.check.assume)
    };
    let mut report = match checked {
        Ok((r, phases)) => {
            let mut r = r;
            r.phases.splice(0..0, phases);
            r
        }
        // The patched Halide handed over a program (or wrote a text) the validator cannot
        // read: a bug on one side; keep the texts for the report.
        Err(e) => {
            if let Some(out) = &args.out {
                let _ = write_outputs(out, &base, &lowered, &Report::default(), &[]);
            }
            return usage(e);
        }
    };
    report
        .phases
        .insert(0, ("halide lowering".to_string(), lowered.lower_time));
    if !args.no_replay {
        report.replay = replay_witnesses(&lowered, &target, &report);
    }
    if let Some(out) = &args.out {
        if let Err(e) = write_outputs(out, &base, &lowered, &report, &args.emit) {
            return usage(e);
        }
    }
    print_report(&report, args.check.json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_split_off_the_target() {
        let args: Vec<String> = ["tile_x=64", "target=x86-64-linux-avx2", "autoscheduler.x=1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let (t, p) = split_params(&args).unwrap();
        assert_eq!(t, "x86-64-linux-avx2");
        assert_eq!(
            p,
            vec![
                ("tile_x".to_string(), "64".to_string()),
                ("autoscheduler.x".to_string(), "1".to_string())
            ]
        );
        assert_eq!(split_params(&[]).unwrap().0, "host");
        assert!(split_params(&["tile_x".to_string()]).is_err());
        assert!(split_params(&["=1".to_string()]).is_err());
        let twice = ["target=host".to_string(), "target=host".to_string()];
        assert!(split_params(&twice).is_err());
    }

    #[test]
    fn generator_choice() {
        let one = vec!["a".to_string()];
        let two = vec!["a".to_string(), "b".to_string()];
        assert_eq!(pick_generator(&None, &one).unwrap(), "a");
        assert!(pick_generator(&None, &two).unwrap_err().contains("a, b"));
        assert_eq!(pick_generator(&Some("b".into()), &two).unwrap(), "b");
        assert!(pick_generator(&Some("c".into()), &two)
            .unwrap_err()
            .contains("`c`"));
    }

    #[test]
    fn unexportable_is_unknown_with_the_reason() {
        let r = unexportable(".sched", "a Prefetch node");
        assert_eq!(r.verdict, halide_tv::check::Verdict::Unknown);
        assert!(r.to_text().contains("a Prefetch node"), "{}", r.to_text());
    }
}
