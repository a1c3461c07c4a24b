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
        Cli::Sare { file } => sare(&file),
    }
}
