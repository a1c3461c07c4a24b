//! `halide-tv` command-line interface.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

/// Translation validation for Halide builds.
#[derive(Parser, Debug)]
#[command(name = "halide-tv", version, about)]
enum Cli {
    /// Print the type names halide-tv understands (a self-check of the data model).
    Types,
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
}

fn sare(file: &PathBuf) -> ExitCode {
    let name = file.display().to_string();
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{name}: {e}");
            return ExitCode::from(2);
        }
    };
    let alg = match halide_tv::spec::parse_sare(&name, &text) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    match halide_tv::sare::build_sare(&alg) {
        Ok(s) => {
            print!("{}", halide_tv::sare::print_equations(&s));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{name}: {e}");
            ExitCode::from(3)
        }
    }
}

fn main() -> ExitCode {
    match Cli::parse() {
        Cli::Types => {
            for t in [
                "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                "float16", "float32", "float64",
            ] {
                let ty: halide_tv::ir::Type = t.parse().expect("built-in type names parse");
                println!("{ty}");
            }
            ExitCode::SUCCESS
        }
        Cli::Parse { file } => {
            let name = file.display().to_string();
            let text = match std::fs::read_to_string(&file) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("{name}: {e}");
                    return ExitCode::FAILURE;
                }
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
                    ExitCode::FAILURE
                }
            }
        }
        Cli::Sare { file } => sare(&file),
    }
}
