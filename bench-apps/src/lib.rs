//! The halide-tv harness: builds the official Halide apps with stock and patched Halide,
//! compares what they generate, and validates every patched build with the validator library
//! (`halide_tv`) in a bounded child process.

pub mod catalogue;
pub mod differential;
pub mod faults;
pub mod fidelity;
pub mod generator;
pub mod harness;
pub mod isa;
pub mod jobs;
pub mod plot;
pub mod profile;
pub mod replay;
pub mod runner;
pub mod schedule;
pub mod validate;

use generator::Halide;
use halide_bridge::install::{self, Flavor};

/// The patched and stock installations from `scripts/setup`.
pub fn installations() -> Result<(Halide, Halide), String> {
    let source = install::halide_source()?;
    let patched = Halide {
        name: "patched".into(),
        prefix: install::prefix(Flavor::Patched)?,
        source: source.clone(),
    };
    let stock = Halide {
        name: "stock".into(),
        prefix: install::prefix(Flavor::Stock)?,
        source,
    };
    Ok((patched, stock))
}

/// The fault-injection installation from `scripts/setup` (`halide-patches/faults/`, used by the
/// fault campaign only).
pub fn fault_installation() -> Result<Halide, String> {
    Ok(Halide {
        name: "faults".into(),
        prefix: install::prefix(Flavor::Faults)?,
        source: install::halide_source()?,
    })
}

/// Cache directory for generator executables and outputs.
pub fn cache_dir() -> Result<std::path::PathBuf, String> {
    install::cache_root()
        .map(|r| r.join("bench-apps"))
        .ok_or_else(|| "no cache directory: set HALIDE_TV_CACHE or HOME".to_string())
}
