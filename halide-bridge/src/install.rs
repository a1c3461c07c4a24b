//! Locating the Halide installations that `scripts/setup` builds.
//!
//! This file is also a module of `build.rs` (`#[path]`), so it depends on `std` only.

use std::path::{Path, PathBuf};

/// Which of the Halide builds of `scripts/setup` to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// Halide 19.0.0 with the halide-tv patch series (annotations, `.sched`/`.sare` outputs).
    Patched,
    /// Unmodified Halide 19.0.0, for fidelity comparisons.
    Stock,
    /// The patched Halide plus `halide-patches/faults/` (deliberate miscompilations, each off
    /// unless `HALIDE_TV_FAULT` names it), for the fault campaign only.
    Faults,
}

impl Flavor {
    fn env_key(self) -> &'static str {
        match self {
            Flavor::Patched => "HALIDE_TV_PATCHED_DIR",
            Flavor::Stock => "HALIDE_TV_STOCK_DIR",
            Flavor::Faults => "HALIDE_TV_FAULTS_DIR",
        }
    }
}

/// The default cache root of `scripts/setup` (`$HALIDE_TV_CACHE` or `~/.cache/halide-tv`).
pub fn cache_root() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("HALIDE_TV_CACHE") {
        return Some(PathBuf::from(dir));
    }
    std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache/halide-tv"))
}

/// Reads `KEY` from an env file written by `scripts/setup` (lines `export KEY="VALUE"`).
pub fn read_env_file(path: &Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("export ")?;
        let (k, v) = rest.split_once('=')?;
        (k == key).then(|| v.trim_matches('"').to_string())
    })
}

/// Looks a setting up: the process environment first, then the env file of `scripts/setup`.
pub fn setting(key: &str) -> Option<String> {
    if let Ok(v) = std::env::var(key) {
        if !v.is_empty() {
            return Some(v);
        }
    }
    let env_file = cache_root()?.join("env.sh");
    read_env_file(&env_file, key)
}

/// The installation prefix of a Halide flavor. `HALIDE_TV_HALIDE_DIR` overrides the patched
/// prefix (e.g. to point at your own patched build); otherwise the env file of `scripts/setup`.
pub fn prefix(flavor: Flavor) -> Result<PathBuf, String> {
    let from_override = match flavor {
        Flavor::Patched => setting("HALIDE_TV_HALIDE_DIR"),
        Flavor::Stock | Flavor::Faults => None,
    };
    let dir = from_override
        .or_else(|| setting(flavor.env_key()))
        .ok_or_else(|| {
            format!(
                "no {:?} Halide found: run scripts/setup (or set {} / HALIDE_TV_HALIDE_DIR)",
                flavor,
                flavor.env_key()
            )
        })?;
    let dir = PathBuf::from(dir);
    if dir.join("include/Halide.h").is_file() {
        Ok(dir)
    } else {
        Err(format!(
            "{} has no include/Halide.h: run scripts/setup to build it",
            dir.display()
        ))
    }
}

/// The unpacked Halide 19.0.0 source tree (apps, tools) from `scripts/setup`.
pub fn halide_source() -> Result<PathBuf, String> {
    let dir = setting("HALIDE_TV_HALIDE_SRC")
        .ok_or_else(|| "no Halide source found: run scripts/setup".to_string())?;
    let dir = PathBuf::from(dir);
    if dir.join("apps").is_dir() {
        Ok(dir)
    } else {
        Err(format!(
            "{} has no apps/ directory: run scripts/setup",
            dir.display()
        ))
    }
}
