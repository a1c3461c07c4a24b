//! Callable builds: one compiled pipeline linked with the harness's driver
//! (`bench-apps/cpp/diff_runner.cpp`) into an executable that describes the pipeline's
//! arguments or runs it once on deterministic inputs and writes its outputs.
//!
//! Why not Halide's `RunGenMain.cpp`: its `random:SEED:[…]` inputs are filled in iteration
//! order, so two builds whose bounds queries ask for different input regions (a schedule that
//! over-computes, a vectorized tail) would read different values at the same coordinate; it
//! cannot give an output a non-zero min; and when a build needs more input than given it
//! enlarges the buffer with uninitialized memory. The driver instead fills every input element
//! with a hash of (seed, input name, coordinates) ([`input_value_bits`]), so any two regions
//! agree where they overlap, and takes explicit `[MIN:EXTENT,…]` boxes for every buffer (or
//! `auto`: the region the build's own bounds query asks for).
//!
//! The pipeline comes from a generator run with `-e object,registration` (the object file
//! already holds the runtime, the `_argv` entry point and the metadata).

use crate::generator::{outputs_with_suffix, private_tmp, GenError, Limits, TIMEOUT_EXIT_CODES};
use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Source of the driver, compiled once per Halide prefix.
pub const DRIVER_SOURCE: &str = include_str!("../cpp/diff_runner.cpp");
/// Source of the Default autoscheduler plugin (no scheduling directive).
pub const DEFAULT_PLUGIN_SOURCE: &str = include_str!("../cpp/default_autoscheduler.cpp");

/// What the generator run must emit (besides anything else) for [`build_runner`].
pub const RUNNER_EMIT: [&str; 2] = ["object", "registration"];

/// Exit status of the driver when the pipeline itself returned an error (a size or a
/// constraint it does not allow, a failed bounds check).
pub const PIPELINE_ERROR_EXIT: i32 = 3;

fn err(what: impl Into<String>, detail: impl fmt::Display) -> GenError {
    GenError {
        what: what.into(),
        detail: detail.to_string(),
        resource_limit: false,
    }
}

fn cxx() -> String {
    std::env::var("CXX").unwrap_or_else(|_| "c++".into())
}

fn run_tool(cmd: &mut Command, what: &str) -> Result<(), GenError> {
    let out = cmd
        .output()
        .map_err(|e| err(what, format!("{e} (command {cmd:?})")))?;
    if out.status.success() {
        return Ok(());
    }
    let mut text = String::from_utf8_lossy(&out.stderr).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stdout));
    let lines: Vec<&str> = text.lines().collect();
    Err(err(
        what,
        format!(
            "{}\n{}",
            out.status,
            lines[lines.len().saturating_sub(20)..].join("\n")
        ),
    ))
}

/// A per-prefix cache directory keyed by the prefix path, its set-up stamp and `source`.
fn keyed_dir(cache: &Path, kind: &str, prefix: &Path, source: &str) -> PathBuf {
    let mut h = DefaultHasher::new();
    prefix.hash(&mut h);
    std::fs::read(prefix.join(".halide-tv-complete"))
        .unwrap_or_default()
        .hash(&mut h);
    source.hash(&mut h);
    cache.join(kind).join(format!("{:016x}", h.finish()))
}

/// Compiles `source` (one of the embedded C++ files) with `args` into `out` unless cached.
fn compile_cached(
    source: &str,
    name: &str,
    dir: &Path,
    out_name: &str,
    args: &[String],
) -> Result<PathBuf, GenError> {
    let out = dir.join(out_name);
    if out.is_file() {
        return Ok(out);
    }
    std::fs::create_dir_all(dir).map_err(|e| err(format!("creating {}", dir.display()), e))?;
    // The source too goes through a private file: another process may be compiling it.
    let src = dir.join(name);
    let src_tmp = private_tmp(&src);
    std::fs::write(&src_tmp, source)
        .and_then(|()| std::fs::rename(&src_tmp, &src))
        .map_err(|e| err(format!("writing {}", src.display()), e))?;
    let tmp = private_tmp(&out);
    let mut cmd = Command::new(cxx());
    cmd.args(args).arg(&src).arg("-o").arg(&tmp);
    run_tool(&mut cmd, &format!("compiling {name}"))?;
    std::fs::rename(&tmp, &out).map_err(|e| err("moving into place", e))?;
    Ok(out)
}

/// The driver object for `prefix` (compiled once, cached under `cache/runners/`).
pub fn driver_object(prefix: &Path, cache: &Path) -> Result<PathBuf, GenError> {
    let dir = keyed_dir(cache, "runners", prefix, DRIVER_SOURCE);
    compile_cached(
        DRIVER_SOURCE,
        "diff_runner.cpp",
        &dir,
        "diff_runner.o",
        &[
            "-std=c++17".into(),
            "-O1".into(),
            "-c".into(),
            "-I".into(),
            prefix.join("include").display().to_string(),
        ],
    )
}

/// The Default autoscheduler plugin built against `prefix` (cached under `cache/plugins/`).
pub fn default_plugin(prefix: &Path, cache: &Path) -> Result<PathBuf, GenError> {
    let dir = default_plugin_dir(prefix, cache);
    let lib = prefix.join("lib");
    compile_cached(
        DEFAULT_PLUGIN_SOURCE,
        "default_autoscheduler.cpp",
        &dir,
        "libautoschedule_default.so",
        &[
            "-std=c++17".into(),
            "-fno-rtti".into(),
            "-O1".into(),
            "-fPIC".into(),
            "-shared".into(),
            "-I".into(),
            prefix.join("include").display().to_string(),
            "-L".into(),
            lib.display().to_string(),
            format!("-Wl,-rpath,{}", lib.display()),
            "-lHalide".into(),
        ],
    )
}

/// Where [`default_plugin`] puts the plugin for `prefix` (known before it is built).
pub fn default_plugin_dir(prefix: &Path, cache: &Path) -> PathBuf {
    keyed_dir(cache, "plugins", prefix, DEFAULT_PLUGIN_SOURCE)
}

/// Kind of a pipeline argument (`halide_argument_kind_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A scalar input.
    Scalar,
    /// An input buffer.
    Input,
    /// An output buffer.
    Output,
}

/// Element type: `halide_type_code_t` (0 int, 1 uint, 2 float, 3 handle, 4 bfloat) and bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElemType {
    /// Type code.
    pub code: u8,
    /// Bits per element.
    pub bits: u8,
}

impl ElemType {
    /// `float32`.
    pub const F32: ElemType = ElemType { code: 2, bits: 32 };
    /// `uint16`.
    pub const U16: ElemType = ElemType { code: 1, bits: 16 };

    /// Whether values are floating point (compared with a tolerance unless strict_float).
    pub fn is_float(self) -> bool {
        self.code == 2 || self.code == 4
    }

    /// Bytes per element.
    pub fn bytes(self) -> usize {
        usize::from(self.bits).div_ceil(8)
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = ["int", "uint", "float", "handle", "bfloat"]
            .get(usize::from(self.code))
            .unwrap_or(&"type?");
        write!(f, "{n}{}", self.bits)
    }
}

/// One argument of a pipeline (from `runner describe`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    /// Scalar, input buffer or output buffer.
    pub kind: ArgKind,
    /// The argument's name.
    pub name: String,
    /// Its element type.
    pub ty: ElemType,
    /// Number of dimensions (0 for scalars).
    pub dims: usize,
}

/// A region: (min, extent) per dimension.
pub type Region = Vec<(i64, i64)>;

/// Formats a region as the driver's `[MIN:EXTENT,…]`.
pub fn region_arg(r: &[(i64, i64)]) -> String {
    let items: Vec<String> = r.iter().map(|(m, e)| format!("{m}:{e}")).collect();
    format!("[{}]", items.join(","))
}

/// Formats a region with explicit strides (in elements) as the driver's
/// `[MIN:EXTENT:STRIDE,…]`.
pub fn strided_region_arg(r: &[(i64, i64)], strides: &[i64]) -> String {
    let items: Vec<String> = r
        .iter()
        .zip(strides)
        .map(|((m, e), s)| format!("{m}:{e}:{s}"))
        .collect();
    format!("[{}]", items.join(","))
}

/// `SIGBUS` and `SIGSEGV`: the signals of a memory fault of the pipeline.
const MEMORY_FAULT_SIGNALS: [i32; 2] = [7, 11];

/// Exit status of the driver when, run with a poison byte, the pipeline wrote outside a buffer
/// or one of its heap allocations (the guard bytes around them changed).
pub const OUT_OF_BOUNDS_EXIT: i32 = 5;

/// A dense buffer read back from the driver (dimension 0 fastest).
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    /// Element type.
    pub ty: ElemType,
    /// (min, extent) per dimension.
    pub region: Region,
    /// Little-endian element bytes.
    pub data: Vec<u8>,
}

impl Array {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.region.iter().map(|(_, e)| *e as usize).product()
    }

    /// Whether the array has no element.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The raw bits of element `k` (flat index), zero-extended.
    pub fn bits(&self, k: usize) -> u64 {
        let n = self.ty.bytes();
        let mut v = 0u64;
        for (i, b) in self.data[k * n..(k + 1) * n].iter().enumerate() {
            v |= u64::from(*b) << (8 * i);
        }
        v
    }

    /// Element `k` as a number (floats as themselves, integers sign- or zero-extended).
    pub fn value(&self, k: usize) -> f64 {
        let b = self.bits(k);
        match (self.ty.code, self.ty.bits) {
            (2, 32) => f64::from(f32::from_bits(b as u32)),
            (2, 64) => f64::from_bits(b),
            (4, 16) => f64::from(f32::from_bits((b as u32) << 16)),
            (0, bits) if bits < 64 => {
                let s = 64 - u32::from(bits);
                (((b << s) as i64) >> s) as f64
            }
            (0, _) => b as i64 as f64,
            _ => b as f64,
        }
    }

    /// An array of `f32` values (tests and Rust references).
    pub fn from_f32(region: Region, values: &[f32]) -> Array {
        Array {
            ty: ElemType::F32,
            region,
            data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        }
    }

    /// An array of `u16` values.
    pub fn from_u16(region: Region, values: &[u16]) -> Array {
        Array {
            ty: ElemType::U16,
            region,
            data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
        }
    }

    /// Parses the driver's `.buf` file.
    pub fn parse(bytes: &[u8]) -> Result<Array, String> {
        let nl = bytes
            .iter()
            .position(|b| *b == b'\n')
            .ok_or("no header line")?;
        let header = std::str::from_utf8(&bytes[..nl]).map_err(|e| e.to_string())?;
        let f: Vec<i64> = header
            .split_whitespace()
            .skip(2)
            .map(|t| t.parse::<i64>().map_err(|e| format!("`{t}`: {e}")))
            .collect::<Result<_, _>>()?;
        if !header.starts_with("halide-tv-buffer 1 ") || f.len() < 3 {
            return Err(format!("bad header `{header}`"));
        }
        let ty = ElemType {
            code: u8::try_from(f[0]).map_err(|e| e.to_string())?,
            bits: u8::try_from(f[1]).map_err(|e| e.to_string())?,
        };
        let dims = usize::try_from(f[2]).map_err(|e| e.to_string())?;
        if f.len() != 3 + 2 * dims {
            return Err(format!("bad header `{header}`"));
        }
        let region: Region = (0..dims).map(|d| (f[3 + 2 * d], f[4 + 2 * d])).collect();
        let data = bytes[nl + 1..].to_vec();
        let a = Array { ty, region, data };
        if a.region.iter().any(|(_, e)| *e < 0) || a.data.len() != a.len() * ty.bytes() {
            return Err(format!(
                "{} data bytes for header `{header}`",
                bytes.len() - nl - 1
            ));
        }
        Ok(a)
    }

    /// The coordinates of flat index `k`.
    pub fn coords(&self, mut k: usize) -> Vec<i64> {
        self.region
            .iter()
            .map(|(m, e)| {
                let e = (*e).max(1) as usize;
                let c = m + (k % e) as i64;
                k /= e;
                c
            })
            .collect()
    }
}

/// SplitMix64's finalizer (the driver's `mix`).
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The hash the driver fills input `name` with at `coords` for `seed`: floats take the top
/// 24 (f32) or 53 (f64) bits as a value in [0, 1), integers the low bits.
pub fn input_hash(seed: u64, name: &str, coords: &[i64]) -> u64 {
    coords
        .iter()
        .fold(mix(seed ^ fnv1a(name)), |h, c| mix(h ^ (*c as u64)))
}

/// The `f32` the driver stores in input `name` at `coords`.
pub fn input_f32(seed: u64, name: &str, coords: &[i64]) -> f32 {
    (input_hash(seed, name, coords) >> 40) as f32 * (1.0 / 16_777_216.0)
}

/// The low `bits` bits the driver stores in an integer input `name` at `coords`.
pub fn input_value_bits(seed: u64, name: &str, coords: &[i64], bits: u32) -> u64 {
    let h = input_hash(seed, name, coords);
    if bits >= 64 {
        h
    } else {
        h & ((1u64 << bits) - 1)
    }
}

/// A linked runner executable and its pipeline's arguments.
#[derive(Clone, Debug)]
pub struct Runner {
    /// The executable.
    pub exe: PathBuf,
    /// The pipeline's arguments.
    pub args: Vec<ArgInfo>,
    /// The target the pipeline was compiled for (from its metadata).
    pub target: String,
}

/// Why one run produced no outputs.
#[derive(Clone, Debug, PartialEq)]
pub enum RunError {
    /// The pipeline returned an error for these inputs (e.g. a size its schedule or its
    /// constraints do not allow); the message is the pipeline's.
    Rejected(String),
    /// Run with a poison byte, the pipeline wrote outside a buffer or a heap allocation (the
    /// driver's message).
    OutOfBounds(String),
    /// The pipeline died of a memory fault (`SIGSEGV`, `SIGBUS`), with the runner's status.
    Crashed(String),
    /// The runner crashed otherwise, timed out or could not be started.
    Failed(String),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Rejected(m) => write!(f, "the pipeline rejected the inputs: {m}"),
            RunError::OutOfBounds(m) => write!(f, "the pipeline wrote out of bounds: {m}"),
            RunError::Crashed(m) => write!(f, "the pipeline crashed: {m}"),
            RunError::Failed(m) => write!(f, "the runner failed: {m}"),
        }
    }
}

/// One run's requested values: buffers by region (`None`: input by bounds query) and scalars
/// by text (absent scalars take their estimate, else default).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Invocation {
    /// `(name, region)` for buffers; `None` asks the build's bounds query (inputs only).
    pub buffers: Vec<(String, Option<Region>)>,
    /// `(name, value)` for scalars.
    pub scalars: Vec<(String, String)>,
    /// Seed of the input values.
    pub seed: u64,
    /// `(name, strides)` for buffers laid out with explicit strides (in elements); the others
    /// are dense.
    pub strides: Vec<(String, Vec<i64>)>,
    /// Fill every output buffer and heap allocation with this byte before the run, and report
    /// writes outside them ([`RunError::OutOfBounds`]).
    pub poison: Option<u8>,
}

/// Outputs of one run, and the input regions the run used.
#[derive(Clone, Debug)]
pub struct RunOutputs {
    /// `(name, array)` per output buffer.
    pub outputs: Vec<(String, Array)>,
    /// `(name, region)` per input buffer.
    pub inputs: Vec<(String, Region)>,
}

/// Links `pipeline_dir`'s object file and registration (a generator run with [`RUNNER_EMIT`])
/// with the driver for `prefix` into `exe`, and reads its arguments.
pub fn build_runner(
    prefix: &Path,
    cache: &Path,
    pipeline_dir: &Path,
    exe: &Path,
) -> Result<Runner, GenError> {
    let single = |suffix: &str| -> Result<PathBuf, GenError> {
        let mut v = outputs_with_suffix(pipeline_dir, suffix);
        if suffix == ".o" {
            v.retain(|p| !p.to_string_lossy().ends_with(".registration.o"));
        }
        match v.len() {
            1 => Ok(v.remove(0)),
            n => Err(err(
                "linking a runner",
                format!("{n} {suffix} files in {}", pipeline_dir.display()),
            )),
        }
    };
    let object = single(".o")?;
    let registration = single(".registration.cpp")?;
    let driver = driver_object(prefix, cache)?;
    if let Some(d) = exe.parent() {
        std::fs::create_dir_all(d).map_err(|e| err(format!("creating {}", d.display()), e))?;
    }
    let mut cmd = Command::new(cxx());
    cmd.args(["-std=c++17", "-O0"])
        .arg(&driver)
        .arg(&object)
        .arg(&registration)
        .args(["-ldl", "-lpthread", "-o"])
        .arg(exe);
    run_tool(&mut cmd, "linking a runner")?;
    describe(exe)
}

/// Runs `exe describe` and parses the argument list.
pub fn describe(exe: &Path) -> Result<Runner, GenError> {
    let out = Command::new(exe)
        .arg("describe")
        .output()
        .map_err(|e| err(format!("running {}", exe.display()), e))?;
    if !out.status.success() {
        return Err(err(
            format!("{} describe", exe.display()),
            String::from_utf8_lossy(&out.stderr),
        ));
    }
    parse_describe(&String::from_utf8_lossy(&out.stdout))
        .map(|(args, target)| Runner {
            exe: exe.to_path_buf(),
            args,
            target,
        })
        .map_err(|e| err(format!("{} describe", exe.display()), e))
}

/// Parses the driver's `describe` output.
pub fn parse_describe(text: &str) -> Result<(Vec<ArgInfo>, String), String> {
    let mut args = Vec::new();
    let mut target = String::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            ["arg", kind, name, code, bits, dims] => {
                let num = |s: &str| s.parse::<u8>().map_err(|e| format!("`{line}`: {e}"));
                args.push(ArgInfo {
                    kind: match *kind {
                        "0" => ArgKind::Scalar,
                        "1" => ArgKind::Input,
                        "2" => ArgKind::Output,
                        k => return Err(format!("unknown argument kind {k}")),
                    },
                    name: name.to_string(),
                    ty: ElemType {
                        code: num(code)?,
                        bits: num(bits)?,
                    },
                    dims: usize::from(num(dims)?),
                });
            }
            ["target", t] => target = t.to_string(),
            _ => return Err(format!("unexpected line `{line}`")),
        }
    }
    Ok((args, target))
}

impl Runner {
    /// The output buffers' names.
    pub fn outputs(&self) -> Vec<&str> {
        self.args
            .iter()
            .filter(|a| a.kind == ArgKind::Output)
            .map(|a| a.name.as_str())
            .collect()
    }

    /// Runs the pipeline once with `inv` within `limits`, writing outputs into `dir`.
    pub fn run(
        &self,
        inv: &Invocation,
        dir: &Path,
        limits: Limits,
    ) -> Result<RunOutputs, RunError> {
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir)
            .map_err(|e| RunError::Failed(format!("creating {}: {e}", dir.display())))?;
        let mut cmd = limits.command(&self.exe);
        cmd.arg("run").arg(inv.seed.to_string()).arg(dir);
        if let Some(b) = inv.poison {
            cmd.arg(format!("--poison={b}"));
        }
        for (name, r) in &inv.buffers {
            let strides = inv.strides.iter().find(|(n, _)| n == name);
            let spec = match (r, strides) {
                (Some(r), Some((_, s))) => strided_region_arg(r, s),
                (Some(r), None) => region_arg(r),
                (None, _) => "auto".into(),
            };
            cmd.arg(format!("{name}={spec}"));
        }
        for (name, v) in &inv.scalars {
            cmd.arg(format!("{name}={v}"));
        }
        let out = cmd
            .output()
            .map_err(|e| RunError::Failed(format!("{e} (command {cmd:?})")))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = |s: &str| -> String {
            let lines: Vec<&str> = s.lines().filter(|l| !l.trim().is_empty()).collect();
            lines[..lines.len().min(3)].join(" / ")
        };
        match out.status.code() {
            Some(0) => {}
            Some(PIPELINE_ERROR_EXIT) => return Err(RunError::Rejected(first(&stderr))),
            Some(OUT_OF_BOUNDS_EXIT) => return Err(RunError::OutOfBounds(first(&stderr))),
            Some(c) if TIMEOUT_EXIT_CODES.contains(&c) => {
                return Err(RunError::Failed(format!(
                    "stopped by the harness limit ({})",
                    limits.describe()
                )))
            }
            _ => {
                let what = format!("{}: {}", out.status, first(&stderr));
                let fault = std::os::unix::process::ExitStatusExt::signal(&out.status)
                    .is_some_and(|s| MEMORY_FAULT_SIGNALS.contains(&s));
                return Err(if fault {
                    RunError::Crashed(what)
                } else {
                    RunError::Failed(what)
                });
            }
        }
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut inputs = Vec::new();
        for line in stdout.lines() {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.first() == Some(&"input") && f.len() >= 2 {
                let n: Vec<i64> = f[2..].iter().filter_map(|x| x.parse().ok()).collect();
                inputs.push((
                    f[1].to_string(),
                    n.chunks(2)
                        .filter(|c| c.len() == 2)
                        .map(|c| (c[0], c[1]))
                        .collect(),
                ));
            }
        }
        let mut outputs = Vec::new();
        for name in self.outputs() {
            let p = dir.join(format!("{name}.buf"));
            let bytes =
                std::fs::read(&p).map_err(|e| RunError::Failed(format!("{}: {e}", p.display())))?;
            let a = Array::parse(&bytes)
                .map_err(|e| RunError::Failed(format!("{}: {e}", p.display())))?;
            outputs.push((name.to_string(), a));
        }
        Ok(RunOutputs { outputs, inputs })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describe_output_parses() {
        let (args, target) = parse_describe(
            "arg 1 input 1 16 2\narg 0 alpha 2 32 0\narg 2 blur_y 1 16 2\ntarget x86-64-linux-avx2\n",
        )
        .unwrap();
        assert_eq!(target, "x86-64-linux-avx2");
        assert_eq!(args.len(), 3);
        assert_eq!(args[0].kind, ArgKind::Input);
        assert_eq!(args[1].ty, ElemType::F32);
        assert_eq!(args[2].dims, 2);
        assert!(parse_describe("arg 7 x 0 8 1").is_err());
        assert!(parse_describe("garbage").is_err());
    }

    #[test]
    fn buffers_parse_and_index() {
        let mut bytes = b"halide-tv-buffer 1 0 8 2 -1 2 5 2\n".to_vec();
        bytes.extend([0xff, 1, 2, 0x80]);
        let a = Array::parse(&bytes).unwrap();
        assert_eq!(a.len(), 4);
        assert_eq!(a.value(0), -1.0);
        assert_eq!(a.value(3), -128.0);
        assert_eq!(a.coords(3), vec![0, 6]);
        assert!(Array::parse(b"halide-tv-buffer 1 0 8 1 0 3\n\x01").is_err());
        assert!(Array::parse(b"nonsense").is_err());
        assert_eq!(region_arg(&[(0, 64), (-2, 68)]), "[0:64,-2:68]");
    }

    #[test]
    fn input_values_depend_on_coordinates_only() {
        let a = input_f32(1, "input", &[3, 4]);
        assert_eq!(a, input_f32(1, "input", &[3, 4]));
        assert_ne!(a, input_f32(1, "input", &[4, 3]));
        assert_ne!(a, input_f32(2, "input", &[3, 4]));
        assert!((0.0..1.0).contains(&a));
        assert!(input_value_bits(1, "x", &[0], 16) < 1 << 16);
    }
}
