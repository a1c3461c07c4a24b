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

fn sare(file: &Path) -> ExitCode {
    let (name, text) = match read(file) {
        Ok(x) => x,
        Err(code) => return code,
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
        Cli::Parse { file } => parse(&file),
        Cli::Sare { file } => sare(&file),
    }
}
