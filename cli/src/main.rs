//! `halide-tv` command-line interface.
//!
//! Exit status: 0 success, 2 usage or read error (`file:line:column: …`), 3 when the input is
//! outside the fragment halide-tv decides (with the reason); `check` and `gen`: 0 VALID,
//! 1 INVALID, 3 UNKNOWN.

mod gen_command;

use clap::Parser;
use halide_tv_cli::replay;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Translation validation for Halide builds.
#[derive(Parser, Debug)]
#[command(name = "halide-tv", version, about)]
enum Cli {
    /// Read a `.sched` or `.sare` file (chosen by its version line) and print it back in
    /// canonical form, or report the first error as `file:line:column: expected X, found Y`.
    Parse {
        /// The file to read.
        file: PathBuf,
    },
    /// Reduce the algorithm of a `.sare` file to a system of affine recurrence equations
    /// (thesis §2.4.4) and print the equations. Exit status 2 on a read error, 3 when the
    /// algorithm is outside the SARE fragment.
    Sare {
        /// The `.sare` file.
        file: PathBuf,
    },
    /// Lower a `.sched` program to the SCHED core language the symbolic evaluator runs
    /// (thesis ch. 4: scalar lanes, flat indices delinearized, asserts as assumptions) and
    /// print it. Exit status 2 on a read error, 3 when the program is outside the fragment.
    Lower {
        /// The `.sched` file.
        file: PathBuf,
        /// Lower under this condition (repeatable), as `check --assume` does: it becomes the
        /// program's first assertion, so the lowering may use it (e.g. a division by an extent
        /// assumed to be 1).
        #[arg(long = "assume", value_name = "COND")]
        assume: Vec<String>,
    },
    /// Check that PROGRAM (`.sched`) implements ALGORITHM (`.sare`): exit status 0 VALID,
    /// 1 INVALID, 3 UNKNOWN, 2 usage or parse error.
    Check {
        /// The annotated program.
        program: PathBuf,
        /// The algorithm.
        algorithm: PathBuf,
        /// The build's object code (compiled without Halide's runtime, as `add_halide_library`
        /// and the CMake step compile it, or with it): an INVALID verdict's witnesses are run
        /// on it, linked with a runtime for the program's target, and compared with the
        /// algorithm (`docs/checking.md`, "Counterexamples replayed by a run").
        #[arg(long, value_name = "FILE.o")]
        object: Option<PathBuf>,
        #[command(flatten)]
        options: CheckArgs,
    },
    /// Load a generator from a shared library into this process (patched Halide, through the
    /// bridge), lower it and check it like `check` does: exit status 0 VALID, 1 INVALID,
    /// 3 UNKNOWN, 2 usage error or Halide error. `-o DIR` writes NAME.sched, NAME.sare and
    /// NAME.report.json (and the `-e` outputs).
    Gen(gen_command::GenArgs),
}

/// Options shared by `check` and `gen`.
/// `--float`: how floating-point values are interpreted.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatArg {
    /// Floats as real numbers (fast-math builds).
    Real,
    /// Bit-exact IEEE 754 (strict_float builds).
    Ieee,
    /// Every float operation uninterpreted.
    Uninterpreted,
}

/// `--inputs`: where the pipeline's inputs are defined.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputsArg {
    /// Exactly their buffer: reading outside is a read of undefined memory.
    Buffer,
    /// Everywhere: assume Halide's input-bounds checks hold.
    Unbounded,
}

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Interpretation of floats.
    #[arg(long, value_enum, default_value_t = FloatArg::Real)]
    pub float: FloatArg,
    /// Timeout of each Z3 query, in seconds.
    #[arg(long, default_value_t = 30.0)]
    pub timeout: f64,
    /// Try the rest of a verification condition's piece as one query (the disjunction of its
    /// disjuncts, in a Z3 process of its own that is killed at its time budget) when querying
    /// them one by one is projected, from the first two, to take longer than this many
    /// seconds; `off`: never.
    #[arg(long, default_value = "10")]
    pub combine_after: String,
    /// Where inputs are defined.
    #[arg(long, value_enum, default_value_t = InputsArg::Buffer)]
    pub inputs: InputsArg,
    /// Bound on the isl operations of one rule application of the symbolic evaluation
    /// (0: none). A check that reaches it is UNKNOWN with the place where it stopped. The
    /// evaluation of reads of never-written cells (see --garbage-pass-time) gets ten times as
    /// many.
    #[arg(long, default_value_t = 20_000_000)]
    pub max_operations: u64,
    /// S-LET keeps a `let` whose value is a clamp of a loop-dependent value as a parameter
    /// while the path condition with its definition has at most this many disjuncts, and
    /// substitutes it otherwise (both are exact; a larger bound can take a sliding window
    /// further and slows other pipelines down, docs/journal/2026-11-24-steady-state-loops.md).
    #[arg(long, default_value_t = halide_tv::symbolic::rules::LET_PARAM_MAX_DISJUNCTS)]
    pub let_param_disjuncts: usize,
    /// Time limit in seconds of the second evaluation, run when the only failures are reads
    /// of never-written cells (Halide's over-computation): it decides whether an output
    /// depends on them (default: four times the first evaluation's time plus 5 s). Undecided, the
    /// verdict is UNKNOWN and the reads are listed as warnings.
    #[arg(long)]
    pub garbage_pass_time: Option<f64>,
    /// Always merge the pieces of a read that hold one function of the parameters (a rolling
    /// buffer written by several loops) once its cells are proved written. Exact. Without it reads
    /// are merged only from the first store whose value exceeds the isl budget unmerged on; merging
    /// every read can leave Z3 a harder verification condition (sgemm).
    #[arg(long)]
    pub merge_reads: bool,
    /// Validate under this condition on parameters and buffer symbols (repeatable), in the
    /// `.sched` expression syntax, e.g. `A_.extent.0 == 1024`. The verdict holds only for
    /// calls that satisfy every assumption; the report lists them.
    #[arg(long = "assume", value_name = "COND")]
    pub assume: Vec<String>,
    /// Run the congruence attempt (docs/engine.md §3) in a forked child per disjunct, as the
    /// later attempts run, instead of on all disjuncts of a condition in one child. Slower;
    /// for comparing the two and for following one disjunct through every attempt.
    #[arg(long)]
    pub congruence_per_disjunct: bool,
    /// Ask every disjunct of a condition on its own, without first asking the disjuncts that
    /// define their holes the same way at once (docs/engine.md §2b). Slower; for comparing the
    /// two and for following one disjunct through every attempt.
    #[arg(long)]
    pub disjuncts_one_by_one: bool,
    /// Verification conditions discharged at once, each in a process of its own (a fork of
    /// this one); at most the number of cores is useful. The verdict and each condition's
    /// outcome are the same for every N (a counterexample's values may differ: Z3 may pick
    /// another model); the SMT attempt times are summed over the processes.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: u16,
}

impl CheckArgs {
    /// The check options, or the usage error (exit status 2).
    pub fn options(&self) -> Result<halide_tv::check::CheckOptions, String> {
        let float_mode = match self.float {
            FloatArg::Real => halide_tv::smt::FloatMode::Real,
            FloatArg::Ieee => halide_tv::smt::FloatMode::Ieee,
            FloatArg::Uninterpreted => halide_tv::smt::FloatMode::Uninterpreted,
        };
        let inputs = match self.inputs {
            InputsArg::Buffer => halide_tv::symbolic::InputDomain::Buffer,
            InputsArg::Unbounded => halide_tv::symbolic::InputDomain::Unbounded,
        };
        if !(self.timeout.is_finite() && self.timeout > 0.0) {
            return Err("--timeout: expected a positive number of seconds".to_string());
        }
        let combine_after = match self.combine_after.as_str() {
            "off" => None,
            t => match t.parse::<f64>() {
                Ok(t) if t.is_finite() && t >= 0.0 => Some(std::time::Duration::from_secs_f64(t)),
                _ => {
                    return Err(format!(
                        "--combine-after: expected a number of seconds ≥ 0 or `off`, found `{t}`"
                    ))
                }
            },
        };
        let garbage_pass_time = match self.garbage_pass_time {
            None => None,
            Some(t) if t.is_finite() && t >= 0.0 => Some(std::time::Duration::from_secs_f64(t)),
            Some(_) => {
                return Err("--garbage-pass-time: expected a number of seconds ≥ 0".to_string())
            }
        };
        Ok(halide_tv::check::CheckOptions {
            float_mode,
            timeout: std::time::Duration::from_secs_f64(self.timeout),
            combine_after,
            inputs,
            max_operations: self.max_operations,
            let_param_max_disjuncts: self.let_param_disjuncts,
            merge_reads: self.merge_reads,
            garbage_pass_time,
            deadline: None,
            congruence_batch: !self.congruence_per_disjunct,
            group_disjuncts: !self.disjuncts_one_by_one,
            jobs: usize::from(self.jobs),
        })
    }
}

/// The note of an INVALID report whose counterexamples no run replayed here.
pub const NOT_REPLAYED_NOTE: &str = "the counterexample was not replayed by a run of the build \
     (give `halide-tv check --object FILE.o` the build's object code, or use `halide-tv gen`, to \
     run it at the witness; docs/checking.md)";

/// Prints a report (text or JSON) and returns the verdict's exit status. An INVALID report
/// with a witness and no replay says that the witness was not replayed.
pub fn print_report(report: &halide_tv::check::Report, json: bool) -> ExitCode {
    let noted;
    let report = if report.verdict == halide_tv::check::Verdict::Invalid
        && report.replay.is_none()
        && report.failures.iter().any(|f| f.witness.is_some())
    {
        let mut r = report.clone();
        r.notes.push(NOT_REPLAYED_NOTE.to_string());
        noted = r;
        &noted
    } else {
        report
    };
    if json {
        print!("{}", report.to_json());
    } else {
        print!("{}", report.to_text());
    }
    ExitCode::from(report.verdict.exit_code())
}

fn check(
    program: &PathBuf,
    algorithm: &PathBuf,
    object: Option<&Path>,
    args: &CheckArgs,
) -> ExitCode {
    let opts = match args.options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let read =
        |p: &PathBuf| std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()));
    let texts = read(program).and_then(|a| Ok((a, read(algorithm)?)));
    let (ptext, atext) = match texts {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let pname = program.display().to_string();
    let aname = algorithm.display().to_string();
    match halide_tv::check::check_texts_assuming(
        &pname,
        &ptext,
        &aname,
        &atext,
        &args.assume,
        &opts,
    ) {
        Ok(mut r) => {
            if let (Some(object), Some(witnesses)) = (object, replay::witnesses(&r)) {
                r.replay = Some(replay_object(
                    object, &pname, &ptext, &aname, &atext, &witnesses,
                ));
            }
            print_report(&r, args.json)
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

/// The replay of `witnesses` on the object code `object` of the program `ptext` (its pipeline
/// name and target) against the algorithm `atext` ([`replay::replay`]).
fn replay_object(
    object: &Path,
    pname: &str,
    ptext: &str,
    aname: &str,
    atext: &str,
    witnesses: &[&halide_tv::symbolic::Witness],
) -> halide_tv::check::Replay {
    let prog = match halide_tv::ir::parse_sched(pname, ptext) {
        Ok(p) => p,
        Err(e) => return halide_tv::check::Replay::NotReplayed(e.to_string()),
    };
    replay::replay_algorithm(
        &prog.target,
        || {
            halide_bridge::callable::Callable::from_object(object, &prog.target, &prog.pipeline)
                .map_err(|e| e.to_string())
        },
        halide_tv::spec::parse_sare(aname, atext).map_err(|e| e.to_string()),
        witnesses,
    )
}

/// Reads a whole file, reporting failures as `file: error` with exit status 2.
fn read(file: &Path) -> Result<(String, String), ExitCode> {
    let name = file.display().to_string();
    match std::fs::read_to_string(file) {
        Ok(t) => Ok((name, t)),
        Err(e) => {
            eprintln!("{name}: {e}");
            Err(ExitCode::from(2))
        }
    }
}

fn parse(file: &Path) -> ExitCode {
    let (name, text) = match read(file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let printed = if text.starts_with("halide-tv sare") {
        halide_tv::spec::parse_sare(&name, &text).map(|a| halide_tv::spec::print_sare(&a))
    } else {
        halide_tv::ir::parse_sched(&name, &text).map(|p| halide_tv::ir::print_sched(&p))
    };
    match printed {
        Ok(t) => {
            print!("{t}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

/// Reads and parses `file` with `parse`, then runs `then` on the result; read and parse
/// errors exit with status 2.
fn with_parsed<T, E: std::fmt::Display>(
    file: &Path,
    parse: impl FnOnce(&str, &str) -> Result<T, E>,
    then: impl FnOnce(&str, T) -> ExitCode,
) -> ExitCode {
    let (name, text) = match read(file) {
        Ok(x) => x,
        Err(code) => return code,
    };
    match parse(&name, &text) {
        Ok(x) => then(&name, x),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

/// Prints `Ok` results; `Err` is reported as `name: error` with exit status 3 (outside the
/// fragment).
fn print_or_unsupported<T: std::fmt::Display, E: std::fmt::Display>(
    name: &str,
    r: Result<T, E>,
) -> ExitCode {
    match r {
        Ok(x) => {
            print!("{x}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{name}: {e}");
            ExitCode::from(3)
        }
    }
}

fn sare(file: &Path) -> ExitCode {
    with_parsed(file, halide_tv::spec::parse_sare, |name, alg| {
        let eqs = halide_tv::sare::build_sare(&alg).map(|s| halide_tv::sare::print_equations(&s));
        print_or_unsupported(name, eqs)
    })
}

fn lower(file: &Path, assume: &[String]) -> ExitCode {
    let parse = |name: &str, text: &str| {
        halide_tv::ir::parse_sched(name, text)
            .and_then(|p| halide_tv::ir::assume::with_assumptions(&p, assume))
    };
    with_parsed(file, parse, |name, prog| {
        print_or_unsupported(name, halide_tv::sched::lower_program(&prog))
    })
}

fn main() -> ExitCode {
    // Every Z3 query of this process is put on one thread at a time: each runs in a forked
    // child with a hard deadline (`smt::forked`).
    halide_tv::smt::forked::enable();
    match Cli::parse() {
        Cli::Parse { file } => parse(&file),
        Cli::Sare { file } => sare(&file),
        Cli::Lower { file, assume } => lower(&file, &assume),
        Cli::Check {
            program,
            algorithm,
            object,
            options,
        } => check(&program, &algorithm, object.as_deref(), &options),
        Cli::Gen(args) => gen_command::gen(&args),
    }
}
