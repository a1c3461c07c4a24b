//! `bench-apps`: the halide-tv harness CLI (`scripts/run` drives it).

use bench_apps::catalogue::{self, Build};
use bench_apps::{cache_dir, fidelity, installations};
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

/// Build the official Halide apps with stock and patched Halide 19 and report per build.
#[derive(Parser, Debug)]
#[command(name = "bench-apps", version, about)]
struct Cli {
    /// Only these build ids (see --list); default: all.
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// List the catalogue and exit.
    #[arg(long)]
    list: bool,
    /// Directory for outputs (default: <cache>/bench-apps/out).
    #[arg(long)]
    out: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.list {
        for b in catalogue::BUILDS {
            println!(
                "{:<22} apps/{}/{} -g {} {} target={}",
                b.id,
                b.app,
                b.sources.join(" "),
                b.generator,
                b.params.join(" "),
                b.target()
            );
        }
        for (app, why) in catalogue::DATA_DEPENDENT {
            println!("{app:<22} UNKNOWN: {why}");
        }
        return ExitCode::SUCCESS;
    }
    let (patched, stock) = match installations() {
        Ok(x) => x,
        Err(e) => {
            eprintln!("bench-apps: {e}");
            return ExitCode::from(2);
        }
    };
    let cache = match cache_dir() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bench-apps: {e}");
            return ExitCode::from(2);
        }
    };
    let out = cli.out.unwrap_or_else(|| cache.join("out"));
    let builds: Vec<&Build> = if cli.only.is_empty() {
        catalogue::BUILDS.iter().collect()
    } else {
        let mut v = Vec::new();
        for id in &cli.only {
            match catalogue::find(id) {
                Some(b) => v.push(b),
                None => {
                    eprintln!("bench-apps: unknown build id `{id}` (see --list)");
                    return ExitCode::from(2);
                }
            }
        }
        v
    };
    println!(
        "halide-tv bench-apps: {} builds, stock {} vs patched {}",
        builds.len(),
        stock.prefix.display(),
        patched.prefix.display()
    );
    println!("Verdicts are not available yet: the validator core (issue #3) and the .sched/.sare");
    println!(
        "generator outputs (issue #4) have not landed. This run builds each app with stock and"
    );
    println!("patched Halide and checks that the patched compiler's output is identical.\n");
    println!(
        "{:<22} {:<9} {:>9} {:>9} {:>6} {:>7} {:>10} {:>7}  verdict",
        "build", "thesis", "stock s", "patched s", "ratio", "object", "conceptual", "lines"
    );
    let mut failures = 0;
    for b in builds {
        match fidelity::compare(b, &patched, &stock, &cache, &out.join(b.id)) {
            Ok(c) => {
                let s = c.stock_time.as_secs_f64();
                let p = c.patched_time.as_secs_f64();
                if !c.objects_identical || !c.conceptual_identical {
                    failures += 1;
                }
                println!(
                    "{:<22} {:<9} {:>9.2} {:>9.2} {:>6.2} {:>7} {:>10} {:>7}  n/a (validator not landed)",
                    b.id,
                    b.thesis_row.unwrap_or("-"),
                    s,
                    p,
                    p / s.max(1e-9),
                    if c.objects_identical { "same" } else { "DIFFER" },
                    if c.conceptual_identical { "same" } else { "DIFFER" },
                    c.conceptual_lines
                );
            }
            Err(e) => {
                failures += 1;
                println!("{:<22} build failed: {e}", b.id);
            }
        }
    }
    for (app, why) in catalogue::DATA_DEPENDENT {
        println!(
            "{app:<22} {:<9} {:>9} {:>9} {:>6} {:>7} {:>10} {:>7}  UNKNOWN: {why}",
            "-", "-", "-", "-", "-", "-", "-"
        );
    }
    if failures > 0 {
        println!("\n{failures} build(s) failed or differ between stock and patched Halide");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
