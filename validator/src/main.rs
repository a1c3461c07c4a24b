//! `halide-tv` command-line interface.

use clap::Parser;

/// Translation validation for Halide builds.
#[derive(Parser, Debug)]
#[command(name = "halide-tv", version, about)]
enum Cli {
    /// Print the type names halide-tv understands (a self-check of the data model).
    Types,
}

fn main() {
    match Cli::parse() {
        Cli::Types => {
            for t in [
                "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                "float16", "float32", "float64",
            ] {
                let ty: halide_tv::ir::Type = t.parse().expect("built-in type names parse");
                println!("{ty}");
            }
        }
    }
}
