//! `halide-tv` command-line interface.
//!
//! Exit status: 0 success, 2 usage or read error (`file:line:column: …`), 3 when the input is
//! outside the fragment halide-tv decides (with the reason).

use clap::Parser;
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
    },
    /// Check that PROGRAM (`.sched`) implements ALGORITHM (`.sare`): exit status 0 VALID,
    /// 1 INVALID, 3 UNKNOWN, 2 usage or parse error.
    Check {
        /// The annotated program.
        program: PathBuf,
        /// The algorithm.
        algorithm: PathBuf,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// Interpretation of floats: real (fast-math), ieee (strict_float), uninterpreted.
        #[arg(long, default_value = "real")]
        float: String,
        /// Timeout of each Z3 query, in seconds.
        #[arg(long, default_value_t = 30.0)]
        timeout: f64,
        /// Where inputs are defined: `buffer` (exactly their buffer: reading outside is a read
        /// of undefined memory) or `unbounded` (assume Halide's input-bounds checks hold).
        #[arg(long, default_value = "buffer")]
        inputs: String,
    },
}

fn check(
    program: &PathBuf,
    algorithm: &PathBuf,
    json: bool,
    float: &str,
    timeout: f64,
    inputs: &str,
) -> ExitCode {
    use halide_tv::check::{check_texts, CheckOptions};
    use halide_tv::smt::FloatMode;
    let float_mode = match float {
        "real" => FloatMode::Real,
        "ieee" => FloatMode::Ieee,
        "uninterpreted" => FloatMode::Uninterpreted,
        other => {
            eprintln!("--float: expected real, ieee or uninterpreted, found `{other}`");
            return ExitCode::from(2);
        }
    };
    let inputs = match inputs {
        "buffer" => halide_tv::symbolic::InputDomain::Buffer,
        "unbounded" => halide_tv::symbolic::InputDomain::Unbounded,
        other => {
            eprintln!("--inputs: expected buffer or unbounded, found `{other}`");
            return ExitCode::from(2);
        }
    };
    if !(timeout.is_finite() && timeout > 0.0) {
        eprintln!("--timeout: expected a positive number of seconds");
        return ExitCode::from(2);
    }
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
    let opts = CheckOptions {
        float_mode,
        timeout: std::time::Duration::from_secs_f64(timeout),
        inputs,
        ..CheckOptions::default()
    };
    let pname = program.display().to_string();
    let aname = algorithm.display().to_string();
    match check_texts(&pname, &ptext, &aname, &atext, &opts) {
        Ok(r) => {
            if json {
                print!("{}", r.to_json());
            } else {
                print!("{}", r.to_text());
            }
            ExitCode::from(r.verdict.exit_code())
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
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

fn lower(file: &Path) -> ExitCode {
    with_parsed(file, halide_tv::ir::parse_sched, |name, prog| {
        print_or_unsupported(name, halide_tv::sched::lower_program(&prog))
    })
}

fn main() -> ExitCode {
    match Cli::parse() {
        Cli::Parse { file } => parse(&file),
        Cli::Sare { file } => sare(&file),
        Cli::Lower { file } => lower(&file),
        Cli::Check {
            program,
            algorithm,
            json,
            float,
            timeout,
            inputs,
        } => check(&program, &algorithm, json, &float, timeout, &inputs),
    }
}
