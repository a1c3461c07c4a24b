//! Fidelity of the patched compiler: for one build, the object code the patched Halide generates
//! must be byte-identical to stock Halide 19.0.0's (annotations are ghost; architecture §2).

use crate::catalogue::Build;
use crate::generator::{outputs_with_suffix, GenError, Halide, Limits};
use crate::schedule::ScheduleSource;
use std::path::Path;
use std::time::Duration;

/// Result of building one catalogue entry with both compilers.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// Halide compile time (generator run) with stock Halide.
    pub stock_time: Duration,
    /// Halide compile time with patched Halide.
    pub patched_time: Duration,
    /// Whether every object file is byte-identical.
    pub objects_identical: bool,
    /// Whether the conceptual STMT texts are identical.
    pub conceptual_identical: bool,
    /// Number of lines of the patched conceptual STMT.
    pub conceptual_lines: usize,
}

fn read(path: &Path) -> Result<Vec<u8>, GenError> {
    std::fs::read(path).map_err(|e| GenError {
        what: format!("reading {}", path.display()),
        detail: e.to_string(),
        resource_limit: false,
    })
}

/// Builds `build` with `schedule` with both compilers into `out/{stock,patched}` and compares
/// their outputs.
pub fn compare(
    build: &Build,
    schedule: ScheduleSource,
    patched: &Halide,
    stock: &Halide,
    cache: &Path,
    out: &Path,
    limits: Limits,
) -> Result<Comparison, GenError> {
    let emit = ["object", "stmt", "conceptual_stmt"];
    let mut times = Vec::new();
    for h in [stock, patched] {
        let exe = h.generator(build, cache)?;
        let dir = out.join(&h.name);
        let _ = std::fs::remove_dir_all(&dir);
        let (args, plugins) = schedule.generator_args(&h.prefix);
        times.push(
            exe.run(build, &dir, &emit, &args, &plugins, limits)?
                .compile_time,
        );
    }
    let same = |suffix: &str| -> Result<bool, GenError> {
        let a = outputs_with_suffix(&out.join(&stock.name), suffix);
        let b = outputs_with_suffix(&out.join(&patched.name), suffix);
        if a.is_empty() || a.len() != b.len() {
            return Ok(false);
        }
        for (x, y) in a.iter().zip(&b) {
            let rx = read(x)?;
            let ry = read(y)?;
            if rx != ry {
                return Ok(false);
            }
        }
        Ok(true)
    };
    let conceptual_lines = outputs_with_suffix(&out.join(&patched.name), ".conceptual.stmt")
        .iter()
        .map(|p| {
            std::fs::read_to_string(p)
                .map(|t| t.lines().count())
                .unwrap_or(0)
        })
        .sum();
    Ok(Comparison {
        stock_time: times[0],
        patched_time: times[1],
        objects_identical: same(".o")?,
        conceptual_identical: same(".conceptual.stmt")?,
        conceptual_lines,
    })
}
