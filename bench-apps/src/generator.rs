//! Building official-app generators against a Halide prefix and running them.

use crate::catalogue::Build;
use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// A failure while building or running a generator, with the command's output.
#[derive(Debug)]
pub struct GenError {
    /// What was being done.
    pub what: String,
    /// The tail of the tool's stderr/stdout, or the I/O error.
    pub detail: String,
    /// True when the generator was stopped by the harness's time or memory limit.
    pub resource_limit: bool,
}

/// Bounds on one child process: a generator run (Adams2019 on large pipelines can take minutes
/// and many GiB) or a validation (`bench-apps check`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Wall-clock seconds before the child is killed. 0 (or less) means the limit is reached at
    /// once: the child is stopped after 1 ms (`timeout` itself would read 0 as "no limit").
    pub seconds: f64,
    /// Address-space limit in bytes (`prlimit --as`).
    pub memory_bytes: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            seconds: 300.0,
            memory_bytes: 8 << 30,
        }
    }
}

/// Exit status of `timeout` when it stopped its child (124), or killed it after the grace
/// period (137 = 128 + SIGKILL).
pub const TIMEOUT_EXIT_CODES: [i32; 2] = [124, 137];

/// Messages of a child that ran out of address space (C++ `std::bad_alloc`, Rust's allocation
/// failure, `mmap`/loader failures).
pub const OUT_OF_MEMORY_MESSAGES: [&str; 5] = [
    "bad_alloc",
    "Cannot allocate memory",
    "memory allocation of",
    "failed to map segment",
    "out of memory",
];

impl Limits {
    /// The `timeout` duration argument: whole or fractional seconds, at least 1 ms.
    pub fn timeout_arg(&self) -> String {
        let s = if self.seconds.is_finite() && self.seconds > 0.001 {
            self.seconds
        } else {
            0.001
        };
        format!("{s}")
    }

    /// A command that runs `program` within these limits: `timeout --kill-after=5 S prlimit
    /// --as=BYTES -- program`. Add the program's arguments to it.
    pub fn command(&self, program: &Path) -> Command {
        let mut cmd = Command::new("timeout");
        cmd.args(["--kill-after=5", &self.timeout_arg()])
            .arg("prlimit")
            .arg(format!("--as={}", self.memory_bytes))
            .arg("--")
            .arg(program);
        cmd
    }

    /// Human-readable form, e.g. `300 s, 8 GiB address space`.
    pub fn describe(&self) -> String {
        let gib = self.memory_bytes as f64 / (1u64 << 30) as f64;
        format!("{} s, {gib} GiB address space", self.timeout_arg())
    }
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.what, self.detail)
    }
}

impl std::error::Error for GenError {}

/// A temporary path next to `path`, private to this process and call: concurrent builds of the
/// same cached file (test threads, `--jobs`, two harness processes) each write their own and
/// rename it into place (atomic; the contents are the same), instead of one renaming away the
/// file the other is about to move.
pub(crate) fn private_tmp(path: &Path) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}-{n}.tmp", std::process::id()));
    path.with_file_name(name)
}

fn err(what: impl Into<String>, detail: impl fmt::Display) -> GenError {
    GenError {
        what: what.into(),
        detail: detail.to_string(),
        resource_limit: false,
    }
}

/// A Halide installation (one prefix of `scripts/setup`) plus the source tree with `apps/`.
#[derive(Clone, Debug)]
pub struct Halide {
    /// Short name used in paths and reports (`patched`, `stock`).
    pub name: String,
    /// Installation prefix (include/, lib/).
    pub prefix: PathBuf,
    /// Unpacked Halide source tree (for `apps/`).
    pub source: PathBuf,
}

/// A generator executable built from one catalogue entry's sources.
#[derive(Clone, Debug)]
pub struct GeneratorExe {
    /// Path of the executable.
    pub path: PathBuf,
    /// Seconds spent compiling it (0 when it came from the cache).
    pub build_time: Duration,
}

/// Outputs of one generator run.
#[derive(Clone, Debug)]
pub struct RunOutput {
    /// Directory holding the emitted files.
    pub dir: PathBuf,
    /// Wall time of the generator (Halide lowering + codegen).
    pub compile_time: Duration,
    /// What the generator printed on stderr (warnings; `halide-tv fault injected: NAME` lines
    /// of the fault-injection build).
    pub stderr: String,
}

impl Halide {
    /// The generator executable for `build`, compiled once per (prefix, sources) and cached under
    /// `cache/generators/`.
    pub fn generator(&self, build: &Build, cache: &Path) -> Result<GeneratorExe, GenError> {
        let app_dir = self.source.join("apps").join(build.app);
        let sources: Vec<PathBuf> = build.sources.iter().map(|s| app_dir.join(s)).collect();
        let mut h = DefaultHasher::new();
        self.prefix.hash(&mut h);
        let stamp = std::fs::read(self.prefix.join(".halide-tv-complete")).unwrap_or_default();
        stamp.hash(&mut h);
        for s in &sources {
            let text = std::fs::read(s).map_err(|e| err(format!("reading {}", s.display()), e))?;
            text.hash(&mut h);
        }
        let dir = cache.join("generators").join(&self.name);
        std::fs::create_dir_all(&dir).map_err(|e| err(format!("creating {}", dir.display()), e))?;
        let exe = dir.join(format!(
            "{}-{}-{:016x}.gen",
            build.app,
            build.generator,
            h.finish()
        ));
        if exe.is_file() {
            return Ok(GeneratorExe {
                path: exe,
                build_time: Duration::ZERO,
            });
        }
        let lib = self.prefix.join("lib");
        let tmp = private_tmp(&exe);
        let mut cmd = Command::new(std::env::var("CXX").unwrap_or_else(|_| "c++".into()));
        cmd.args(["-std=c++17", "-fno-rtti", "-O1"])
            .arg("-I")
            .arg(self.prefix.join("include"))
            .arg("-I")
            .arg(&app_dir)
            .args(&sources)
            .arg(lib.join("libHalide_GenGen.a"))
            .arg("-L")
            .arg(&lib)
            .args(["-lHalide", "-ldl", "-lpthread"])
            .arg(format!("-Wl,-rpath,{}", lib.display()))
            .arg("-o")
            .arg(&tmp);
        let t0 = Instant::now();
        run(
            &mut cmd,
            &format!("compiling generator {} ({})", build.generator, self.name),
        )?;
        std::fs::rename(&tmp, &exe).map_err(|e| err("moving generator into place", e))?;
        Ok(GeneratorExe {
            path: exe,
            build_time: t0.elapsed(),
        })
    }
}

impl GeneratorExe {
    /// Runs the generator: `-g NAME -o OUT -e EMIT target=T params…`, plus extra `key=value`s
    /// (e.g. `autoscheduler=Adams2019`) and plugins (`-p lib.so`), within `limits` (enforced
    /// with `timeout` and `prlimit --as`; exceeding them is a `resource_limit` error).
    pub fn run(
        &self,
        build: &Build,
        out: &Path,
        emit: &[&str],
        extra: &[String],
        plugins: &[PathBuf],
        limits: Limits,
    ) -> Result<RunOutput, GenError> {
        self.run_with_env(build, out, emit, extra, plugins, limits, &[])
    }

    /// [`GeneratorExe::run`] with extra environment variables for the generator process (e.g.
    /// `HALIDE_TV_FAULT` for the fault-injection build).
    #[allow(clippy::too_many_arguments)]
    pub fn run_with_env(
        &self,
        build: &Build,
        out: &Path,
        emit: &[&str],
        extra: &[String],
        plugins: &[PathBuf],
        limits: Limits,
        env: &[(&str, &str)],
    ) -> Result<RunOutput, GenError> {
        std::fs::create_dir_all(out).map_err(|e| err(format!("creating {}", out.display()), e))?;
        let mut cmd = limits.command(&self.path);
        cmd.envs(env.iter().copied());
        cmd.args(["-g", build.generator, "-o"])
            .arg(out)
            .args(["-e", &emit.join(",")]);
        for p in plugins {
            cmd.arg("-p").arg(p);
        }
        cmd.arg(format!("target={}", build.target()));
        cmd.args(build.params).args(extra);
        let t0 = Instant::now();
        let stderr =
            run(&mut cmd, &format!("running generator {}", build.generator)).map_err(|mut e| {
                // timeout exits 124 (137 after the kill); running out of address space shows up as
                // std::bad_alloc / out-of-memory aborts.
                let timed_out = TIMEOUT_EXIT_CODES
                    .iter()
                    .any(|c| e.detail.contains(&format!("exit status: {c}")));
                let oom = OUT_OF_MEMORY_MESSAGES.iter().any(|m| e.detail.contains(m));
                if timed_out || oom {
                    e.resource_limit = true;
                    e.detail = format!(
                        "stopped by the harness limit ({}): {}",
                        limits.describe(),
                        if timed_out {
                            "timeout"
                        } else {
                            "out of memory"
                        }
                    );
                }
                e
            })?;
        Ok(RunOutput {
            dir: out.to_path_buf(),
            compile_time: t0.elapsed(),
            stderr,
        })
    }
}

/// Runs `cmd`; its stderr on success, its status and the tail of its output on failure.
fn run(cmd: &mut Command, what: &str) -> Result<String, GenError> {
    let output = cmd
        .output()
        .map_err(|e| err(what, format!("{e} (command {cmd:?})")))?;
    if output.status.success() {
        return Ok(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let mut text = String::from_utf8_lossy(&output.stderr).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stdout));
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(25)..].join("\n");
    Err(err(what, format!("{} \n{}", output.status, tail)))
}

/// The single file of `dir` ending with `suffix` (`what` names the writer in the error, e.g.
/// `the patched generator`).
pub fn single_output(dir: &Path, suffix: &str, what: &str) -> Result<PathBuf, String> {
    let mut files = outputs_with_suffix(dir, suffix);
    match files.len() {
        1 => Ok(files.remove(0)),
        0 => Err(format!("{what} wrote no {suffix} file")),
        n => Err(format!("{what} wrote {n} {suffix} files")),
    }
}

/// Whether `a` and `b` hold the same files ending with `suffix`, byte for byte (false when there
/// are none).
pub fn same_outputs(a: &Path, b: &Path, suffix: &str) -> Result<bool, GenError> {
    let read = |p: &Path| std::fs::read(p).map_err(|e| err(format!("reading {}", p.display()), e));
    let x = outputs_with_suffix(a, suffix);
    let y = outputs_with_suffix(b, suffix);
    if x.is_empty() || x.len() != y.len() {
        return Ok(false);
    }
    for (p, q) in x.iter().zip(&y) {
        if read(p)? != read(q)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The files in `dir` whose name ends with `suffix`.
pub fn outputs_with_suffix(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::private_tmp;

    /// Threads that build the same cached file at once each move their own temporary file into
    /// place: every rename succeeds and the file is whole.
    #[test]
    fn concurrent_builds_of_one_cached_file_all_succeed() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("gen.exe");
        let handles: Vec<_> = (0..8)
            .map(|_| {
                let target = target.clone();
                std::thread::spawn(move || {
                    let tmp = private_tmp(&target);
                    std::fs::write(&tmp, b"generator").unwrap();
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    std::fs::rename(&tmp, &target)
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap().expect("rename into place");
        }
        assert_eq!(std::fs::read(&target).unwrap(), b"generator");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left behind");
        assert_ne!(private_tmp(&target), private_tmp(&target));
    }
}
