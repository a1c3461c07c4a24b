//! Runs isa's tools on the emitted programs (`--isa-bin DIR`): `c2pdg
//! --pet-signed-overflow=ignore` on each program, `da` on each dependence graph, then `eqv` on
//! the pair, recording each step's verdict and wall time. Protocol assumed (isa's tools as
//! built from its repository): `c2pdg FILE.c` writes `FILE.pdg` beside the C file (or, failing
//! that, the graph on standard output, which is then saved as `FILE.pdg`); `da` reads a graph
//! on standard input and writes the analysed graph on standard output; `eqv A.pdg B.pdg` exits
//! with status 0 when it proves the two programs equivalent.

use crate::generator::Limits;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Instant;

/// One step of isa on one program (or on the pair, for `eqv`).
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// `c2pdg impl`, `da spec`, `eqv`, ….
    pub name: String,
    /// Wall time in seconds.
    pub seconds: f64,
    /// Whether the tool succeeded (for `eqv`: proved equivalence).
    pub ok: bool,
    /// First lines of its output or error.
    pub detail: String,
}

/// The result of isa on one build.
#[derive(Clone, Debug, PartialEq)]
pub struct IsaRun {
    /// The steps that ran, in order (a failing step stops the run).
    pub steps: Vec<Step>,
    /// `equivalent`, `not proved: …`, or `error: …`.
    pub verdict: String,
}

impl IsaRun {
    /// Total wall time of the steps.
    pub fn seconds(&self) -> f64 {
        self.steps.iter().map(|s| s.seconds).sum()
    }
}

/// The isa tools in `bin`, or why they are not usable.
pub fn tools(bin: &Path) -> Result<[PathBuf; 3], String> {
    let t = ["c2pdg", "da", "eqv"].map(|n| bin.join(n));
    for p in &t {
        if !p.is_file() {
            return Err(format!("isa is not installed: no {}", p.display()));
        }
    }
    Ok(t)
}

fn first_lines(b: &[u8]) -> String {
    String::from_utf8_lossy(b)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .collect::<Vec<_>>()
        .join(" / ")
}

fn step(
    name: String,
    cmd: &mut std::process::Command,
    stdout_to: Option<&Path>,
) -> (Step, Option<Vec<u8>>) {
    let t0 = Instant::now();
    let out = cmd.output();
    let seconds = t0.elapsed().as_secs_f64();
    match out {
        Err(e) => (
            Step {
                name,
                seconds,
                ok: false,
                detail: format!("cannot run: {e}"),
            },
            None,
        ),
        Ok(o) => {
            let mut ok = o.status.success();
            let mut detail = if ok {
                first_lines(&o.stdout)
            } else {
                format!("{}: {}", o.status, first_lines(&o.stderr))
            };
            if let (true, Some(p)) = (ok, stdout_to) {
                if let Err(e) = std::fs::write(p, &o.stdout) {
                    ok = false;
                    detail = format!("{}: {e}", p.display());
                }
            }
            (
                Step {
                    name,
                    seconds,
                    ok,
                    detail,
                },
                Some(o.stdout),
            )
        }
    }
}

/// Runs c2pdg and da on `impl.c` and `spec.c` of `dir`, then eqv, each within `limits`.
pub fn run(bin: &Path, dir: &Path, limits: Limits) -> IsaRun {
    let [c2pdg, da, eqv] = match tools(bin) {
        Ok(t) => t,
        Err(e) => {
            return IsaRun {
                steps: vec![],
                verdict: format!("error: {e}"),
            }
        }
    };
    let mut steps = Vec::new();
    let mut analysed = Vec::new();
    for stem in ["impl", "spec"] {
        let c = dir.join(format!("{stem}.c"));
        let pdg = dir.join(format!("{stem}.pdg"));
        let _ = std::fs::remove_file(&pdg);
        let mut cmd = limits.command(&c2pdg);
        cmd.arg("--pet-signed-overflow=ignore")
            .arg(&c)
            .current_dir(dir)
            .stdin(Stdio::null());
        let (s, stdout) = step(format!("c2pdg {stem}"), &mut cmd, None);
        let ok = s.ok;
        steps.push(s);
        if !ok {
            return IsaRun {
                verdict: format!("error: c2pdg {stem} failed"),
                steps,
            };
        }
        if !pdg.is_file() {
            if let Err(e) = std::fs::write(&pdg, stdout.unwrap_or_default()) {
                return IsaRun {
                    verdict: format!("error: {}: {e}", pdg.display()),
                    steps,
                };
            }
        }
        let out = dir.join(format!("{stem}.da.pdg"));
        let mut cmd = limits.command(&da);
        match std::fs::File::open(&pdg) {
            Ok(f) => {
                cmd.current_dir(dir);
                let (s, _) = step(format!("da {stem}"), cmd.stdin(f), Some(&out));
                let ok = s.ok;
                steps.push(s);
                if !ok {
                    return IsaRun {
                        verdict: format!("error: da {stem} failed"),
                        steps,
                    };
                }
            }
            Err(e) => {
                return IsaRun {
                    verdict: format!("error: {}: {e}", pdg.display()),
                    steps,
                }
            }
        }
        analysed.push(out);
    }
    let mut cmd = limits.command(&eqv);
    cmd.args(&analysed).current_dir(dir).stdin(Stdio::null());
    let (s, _) = step("eqv".into(), &mut cmd, None);
    let verdict = if s.ok {
        "equivalent".to_string()
    } else {
        format!("not proved: {}", s.detail)
    };
    steps.push(s);
    IsaRun { steps, verdict }
}
