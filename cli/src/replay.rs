//! Counterexample replay where the build is at hand (`docs/checking.md`, "Counterexamples
//! replayed by a run"): `halide-tv gen`, which compiles the lowering it validated
//! ([`halide_bridge::Lowered::callable`]), and `halide-tv check --object FILE.o`, which links
//! the build's object code with a runtime ([`Callable::from_object`], the CMake step).
//!
//! At a witness (the buffers' mins and extents, dense strides, and the scalars it gives), on
//! deterministic inputs, the build runs twice in forked children (a crash ends the child, not
//! this command), with every output buffer filled first with one poison byte and then with
//! another. The reference is the algorithm itself: the `.sare` interpreter
//! ([`halide_tv::sare::SareEvaluator`], independent of Halide) evaluates every output cell on
//! the same inputs. The counterexample is
//! - **confirmed** when an output cell differs between the two poisoned runs (the build left it
//!   unwritten, or wrote memory nothing wrote into it) or differs from the algorithm's value,
//!   when a guard byte around a heap allocation changed (a write out of bounds), or when a run
//!   dies of a signal where the algorithm defines every output cell;
//! - **not reproduced** when the build's own checks reject the witness's sizes, or every output
//!   cell agrees;
//! - **not replayed** when no run can be made (a size the witness does not give, sizes too large
//!   to run or to evaluate, a target that offloads to a device, an algorithm the interpreter
//!   does not evaluate, a run that ends without a result).
//!
//! Every heap allocation the build makes is filled with the run's poison byte and fenced by
//! guard bytes, and a megabyte of the calling thread's stack below the call is filled with it
//! too. The stacks of a parallel loop's worker threads are not poisoned and the output buffers
//! have no guards, so a replay that does not reproduce is evidence, not proof, that the build
//! is right.

use halide_bridge::callable::{Arg, ArgInfo, ArgKind, Callable, HostBuffer, Scalar};
use halide_bridge::handoff::{TypeCode, TypeOf};
use halide_tv::check::Replay;
use halide_tv::sare::{EvalError, Sare, SareEvaluator, Value};
use halide_tv::smt::wire::{Reader, Writer};
use halide_tv::symbolic::Witness;
use std::collections::HashMap;
use std::time::Duration;

/// The two poison bytes (distinct in every bit, neither 0 nor a small integer).
const POISONS: [u8; 2] = [0x5A, 0xA5];

/// At most this many elements in any one buffer of a replay.
const MAX_ELEMENTS: i64 = 1 << 22;

/// At most this many output cells are evaluated by the interpreter.
const MAX_OUTPUT_CELLS: usize = 1 << 18;

/// At most this many of a report's witnesses are replayed, in order, until one confirms.
const MAX_WITNESSES: usize = 3;

/// How long one run of the build may take.
const RUN_DEADLINE: Duration = Duration::from_secs(60);

/// Relative tolerance of a float output against the algorithm's value: Halide may contract a
/// multiply and an add into one fused operation, which rounds once where the interpreter rounds
/// twice.
const FLOAT_TOLERANCE: f64 = 1e-4;

/// Targets whose pipelines run (in part) on a device this command does not drive.
const DEVICE_FEATURES: &[&str] = &[
    "cuda",
    "opencl",
    "metal",
    "vulkan",
    "d3d12compute",
    "webgpu",
    "hexagon_dma",
    "hvx",
    "openglcompute",
];

/// One buffer of the invocation: its argument, mins and extents.
struct Region {
    arg: ArgInfo,
    min: Vec<i32>,
    extent: Vec<i32>,
}

/// The invocation of one witness.
struct Invocation {
    buffers: Vec<Region>,
    scalars: Vec<(String, Scalar, Value)>,
    /// Buffers whose witness strides were not dense (they run densely).
    densified: Vec<String>,
}

/// Replays the witnesses of an INVALID report (at most [`MAX_WITNESSES`], in order, until one
/// confirms) on the build `load` gives, against the algorithm `sare`.
pub fn replay(
    target: &str,
    load: impl FnOnce() -> Result<Callable, String>,
    sare: &Sare,
    witnesses: &[&Witness],
) -> Replay {
    if witnesses.is_empty() {
        return Replay::NotReplayed("the failed checks have no witness".into());
    }
    if let Some(f) = target.split('-').find(|f| DEVICE_FEATURES.contains(f)) {
        return Replay::NotReplayed(format!(
            "the target uses a device (`{f}`), which this command does not run"
        ));
    }
    let callable = match load() {
        Ok(c) => c,
        Err(e) => return Replay::NotReplayed(format!("the build could not be loaded: {e}")),
    };
    let mut unseen = Vec::new();
    for w in witnesses.iter().take(MAX_WITNESSES) {
        let r = replay_one(&callable, sare, w);
        if r.confirmed() {
            return r;
        }
        unseen.push(r);
    }
    // The first witness a run was made for (the report's first failure is its primary one),
    // else the first witness's reason.
    let tried = unseen.len();
    match unseen
        .iter()
        .position(|r| matches!(r, Replay::NotReproduced { .. }))
        .map(|k| unseen.swap_remove(k))
    {
        Some(Replay::NotReproduced { detail, sizes }) if tried > 1 => Replay::NotReproduced {
            detail: format!("{detail}; no run of the {tried} witnesses tried confirms it"),
            sizes,
        },
        Some(r) => r,
        None => unseen.swap_remove(0),
    }
}

/// [`replay`] against the algorithm `algorithm` (read by the caller; its error is why no run
/// was made), reduced to its SARE here.
pub fn replay_algorithm(
    target: &str,
    load: impl FnOnce() -> Result<Callable, String>,
    algorithm: Result<halide_tv::spec::Algorithm, String>,
    witnesses: &[&Witness],
) -> Replay {
    match algorithm.and_then(|a| halide_tv::sare::build_sare(&a).map_err(|e| e.to_string())) {
        Ok(sare) => replay(target, load, &sare, witnesses),
        Err(e) => Replay::NotReplayed(format!("the algorithm could not be read: {e}")),
    }
}

/// The witnesses of an INVALID report, in its order; `None` for any other verdict or when no
/// failure has one.
pub fn witnesses(report: &halide_tv::check::Report) -> Option<Vec<&Witness>> {
    if report.verdict != halide_tv::check::Verdict::Invalid {
        return None;
    }
    let w: Vec<&Witness> = report
        .failures
        .iter()
        .filter_map(|f| f.witness.as_ref())
        .collect();
    (!w.is_empty()).then_some(w)
}

/// The value of `name` in the witness.
fn lookup(w: &Witness, name: &str) -> Option<i64> {
    w.params.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
}

/// The witness's sizes for every argument of the build, or why it cannot be run.
fn invocation(callable: &Callable, w: &Witness) -> Result<Invocation, String> {
    let mut inv = Invocation {
        buffers: Vec::new(),
        scalars: Vec::new(),
        densified: Vec::new(),
    };
    for a in callable.arguments() {
        let name = &a.name;
        match a.kind {
            ArgKind::InputScalar => {
                if a.ty.code == Some(TypeCode::Handle) {
                    continue;
                }
                // A scalar the witness leaves free takes 0.
                let v = lookup(w, name).unwrap_or(0);
                inv.scalars
                    .push((name.clone(), scalar(a.ty, v)?, value_of(a.ty, v)));
            }
            ArgKind::InputBuffer | ArgKind::OutputBuffer => {
                let field = |f: &str, d: i32| lookup(w, &format!("{name}.{f}.{d}"));
                let mut min = Vec::new();
                let mut extent = Vec::new();
                let mut dense = 1i64;
                let mut densified = false;
                for d in 0..a.dims {
                    let e = field("extent", d)
                        .ok_or_else(|| format!("the witness does not give `{name}.extent.{d}`"))?;
                    let m = field("min", d).unwrap_or(0);
                    let fits = |v: i64| i32::try_from(v).ok();
                    match (fits(m), fits(e)) {
                        (Some(m), Some(e)) if e >= 0 => {
                            min.push(m);
                            extent.push(e);
                        }
                        _ => {
                            return Err(format!(
                                "the witness has `{name}.min.{d} = {m}`, `{name}.extent.{d} = {e}`"
                            ))
                        }
                    }
                    densified |= field("stride", d).is_some_and(|s| s != dense);
                    dense = dense.saturating_mul(e.max(0));
                }
                if dense > MAX_ELEMENTS {
                    return Err(format!(
                        "`{name}` would have more than {MAX_ELEMENTS} elements at the witness's sizes"
                    ));
                }
                if densified {
                    inv.densified.push(name.clone());
                }
                inv.buffers.push(Region {
                    arg: a.clone(),
                    min,
                    extent,
                });
            }
        }
    }
    Ok(inv)
}

/// `name [min:extent, …]` per buffer and `name = v` per scalar.
fn describe(inv: &Invocation) -> String {
    let mut parts: Vec<String> = inv
        .buffers
        .iter()
        .map(|b| {
            let dims: Vec<String> = b
                .min
                .iter()
                .zip(&b.extent)
                .map(|(m, e)| format!("{m}:{e}"))
                .collect();
            format!("{} [{}]", b.arg.name, dims.join(", "))
        })
        .collect();
    parts.extend(inv.scalars.iter().map(|(n, _, v)| format!("{n} = {v}")));
    let mut s = parts.join(", ");
    if !inv.densified.is_empty() {
        s.push_str(&format!(
            "; dense strides for {} (the witness's differ)",
            inv.densified.join(", ")
        ));
    }
    s
}

/// A scalar argument of type `ty` with the witness's value `v`.
fn scalar(ty: TypeOf, v: i64) -> Result<Scalar, String> {
    Ok(match ty.code {
        Some(TypeCode::Int) => Scalar::Int(v),
        Some(TypeCode::UInt) if ty.bits == 1 => Scalar::Bool(v != 0),
        Some(TypeCode::UInt) => Scalar::UInt(v as u64),
        Some(TypeCode::Float) => Scalar::Float(v as f64),
        _ => return Err(format!("a scalar argument of type {ty:?}")),
    })
}

/// The interpreter's value of an integer `v` of type `ty`, wrapped to the type.
fn value_of(ty: TypeOf, v: i64) -> Value {
    match ty.code {
        Some(TypeCode::Float) => Value::Float(v as f64),
        Some(TypeCode::UInt) if ty.bits == 1 => Value::Int(i128::from(v != 0)),
        Some(TypeCode::UInt) => Value::Int(i128::from(v) & ((1i128 << ty.bits) - 1)),
        _ => {
            let shift = 128 - u32::from(ty.bits);
            Value::Int((i128::from(v) << shift) >> shift)
        }
    }
}

/// The deterministic content of `buffer` at `idx` (absolute coordinates): small values every
/// element type holds exactly (integers in 0..23, floats in quarter steps in −2.75..2.75).
fn input_content(ty: TypeOf, buffer: &str, idx: &[i128]) -> Value {
    let mut h: i128 = buffer.bytes().map(i128::from).sum();
    for (k, i) in idx.iter().enumerate() {
        h = h * 31 + i * (7 + 2 * k as i128) + 3;
    }
    let h = h.rem_euclid(23);
    match ty.code {
        Some(TypeCode::Float) => Value::Float((h - 11) as f64 / 4.0),
        Some(TypeCode::UInt) if ty.bits == 1 => Value::Int(h & 1),
        _ => Value::Int(h),
    }
}

/// The little-endian bytes of `v` as an element of `ty`.
fn put(ty: TypeOf, v: Value, out: &mut Vec<u8>) {
    let n = usize::from(ty.bits).div_ceil(8);
    match (ty.code, v) {
        (Some(TypeCode::Float), Value::Float(f)) if ty.bits == 32 => {
            out.extend_from_slice(&(f as f32).to_le_bytes())
        }
        (Some(TypeCode::Float), Value::Float(f)) => out.extend_from_slice(&f.to_le_bytes()),
        (_, Value::Int(i)) => out.extend_from_slice(&i.to_le_bytes()[..n]),
        (_, Value::Float(f)) => out.extend_from_slice(&(f as i128).to_le_bytes()[..n]),
    }
}

/// The element of `ty` in `bytes`.
fn get(ty: TypeOf, bytes: &[u8]) -> Value {
    let mut b = [0u8; 16];
    b[..bytes.len()].copy_from_slice(bytes);
    match ty.code {
        Some(TypeCode::Float) if ty.bits == 32 => {
            Value::Float(f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])))
        }
        Some(TypeCode::Float) => Value::Float(f64::from_le_bytes([
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        ])),
        Some(TypeCode::Int) => {
            let shift = 128 - 8 * bytes.len() as u32;
            Value::Int((i128::from_le_bytes(b) << shift) >> shift)
        }
        _ => Value::Int(i128::from_le_bytes(b)),
    }
}

/// The coordinates of the `k`-th element of a dense buffer (dimension 0 innermost).
fn point(min: &[i32], extent: &[i32], mut k: usize) -> Vec<i128> {
    min.iter()
        .zip(extent)
        .map(|(m, e)| {
            let e = (*e).max(1) as usize;
            let c = i128::from(*m) + (k % e) as i128;
            k /= e;
            c
        })
        .collect()
}

/// A buffer of `r`'s shape whose elements are `f(point)`.
fn filled(r: &Region, f: &dyn Fn(&[i128]) -> Value) -> HostBuffer {
    let ty = TypeOf {
        lanes: 1,
        ..r.arg.ty
    };
    let mut b = HostBuffer::new(ty, &r.min, &r.extent);
    let mut data = Vec::with_capacity(b.data.len());
    for k in 0..b.len() {
        put(ty, f(&point(&r.min, &r.extent, k)), &mut data);
    }
    b.data = data;
    b
}

/// What one run gave.
#[derive(Clone, Debug, PartialEq)]
enum Ran {
    /// The outputs' bytes, in argument order.
    Outputs(Vec<Vec<u8>>),
    /// The pipeline returned an error (its runtime's message): it rejects these sizes.
    Stopped(String),
    /// The pipeline wrote outside a heap allocation (a guard byte changed).
    OutOfBounds(String),
    /// The run was ended by this signal (observed by the parent, which waits for the child).
    Crashed(i32),
}

/// Fills 1 MiB of the calling thread's stack below the caller with `byte`: Halide places
/// small constant-size buffers on the stack of the thread that runs them.
#[inline(never)]
fn poison_stack(byte: u8) {
    let mut on_stack = [0u8; 1 << 20];
    on_stack.fill(byte);
    std::hint::black_box(&mut on_stack);
}

/// Runs the build at `inv` in a forked child with its outputs poisoned by `poison`.
fn run_poisoned(callable: &Callable, inv: &Invocation, poison: u8) -> Result<Ran, String> {
    let work = || {
        let inputs: Vec<(String, HostBuffer)> = inv
            .buffers
            .iter()
            .filter(|b| b.arg.kind == ArgKind::InputBuffer)
            .map(|b| {
                let name = b.arg.name.clone();
                let ty = b.arg.ty;
                (name.clone(), filled(b, &|p| input_content(ty, &name, p)))
            })
            .collect();
        let mut outputs: Vec<(String, HostBuffer)> = inv
            .buffers
            .iter()
            .filter(|b| b.arg.kind == ArgKind::OutputBuffer)
            .map(|b| {
                let ty = TypeOf {
                    lanes: 1,
                    ..b.arg.ty
                };
                let mut h = HostBuffer::new(ty, &b.min, &b.extent);
                h.data.fill(poison);
                (b.arg.name.clone(), h)
            })
            .collect();
        let mut args: Vec<(&str, Arg<'_>)> = Vec::new();
        for (n, s, _) in &inv.scalars {
            args.push((n.as_str(), Arg::Scalar(*s)));
        }
        for (n, b) in &inputs {
            args.push((n.as_str(), Arg::Input(b)));
        }
        for (n, b) in outputs.iter_mut() {
            args.push((n.as_str(), Arg::Output(b)));
        }
        callable.poison_heap(Some(poison));
        poison_stack(poison);
        let r = callable.run(&mut args);
        drop(args);
        if let Some(overflow) = callable.take_heap_overflow() {
            return encode(Ran::OutOfBounds(overflow));
        }
        encode(match r {
            Ok(()) => Ran::Outputs(outputs.into_iter().map(|(_, b)| b.data).collect()),
            Err(e) => Ran::Stopped(e.to_string()),
        })
    };
    use halide_tv::smt::forked::{run_bytes, Forked};
    let bytes = match run_bytes(RUN_DEADLINE, work) {
        Ok(bytes) => bytes,
        Err(Forked::Signalled(sig)) => return Ok(Ran::Crashed(sig)),
        Err(Forked::Killed) => {
            return Err(format!(
                "a run did not end within {} s",
                RUN_DEADLINE.as_secs()
            ))
        }
        Err(e) => {
            return Err(format!(
                "a run ended without a result ({})",
                e.failure().unwrap_or_default()
            ))
        }
    };
    decode(&bytes).ok_or_else(|| "a run's result could not be read".to_string())
}

/// The result as bytes ([`halide_tv::smt::wire`]): a tag, then the outputs (a count, then each
/// one's bytes), the message, or the signal.
fn encode(r: Ran) -> Vec<u8> {
    let mut w = Writer::default();
    match r {
        Ran::Outputs(outputs) => {
            w.u8(0);
            w.u64(outputs.len() as u64);
            outputs.iter().for_each(|o| w.bytes(o));
        }
        Ran::Stopped(m) => {
            w.u8(1);
            w.text(&m);
        }
        Ran::OutOfBounds(m) => {
            w.u8(2);
            w.text(&m);
        }
        Ran::Crashed(sig) => {
            w.u8(3);
            w.i64(i64::from(sig));
        }
    }
    w.0
}

fn decode(bytes: &[u8]) -> Option<Ran> {
    let mut r = Reader(bytes);
    let ran = match r.u8()? {
        0 => {
            let n = r.count()?;
            Ran::Outputs((0..n).map(|_| r.bytes()).collect::<Option<_>>()?)
        }
        1 => Ran::Stopped(r.text()?),
        2 => Ran::OutOfBounds(r.text()?),
        3 => Ran::Crashed(i32::try_from(r.i64()?).ok()?),
        _ => return None,
    };
    r.is_done().then_some(ran)
}

/// `, SIGSEGV` for the signals of a memory fault or an abort, else nothing.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => ", SIGSEGV",
        libc::SIGBUS => ", SIGBUS",
        libc::SIGABRT => ", SIGABRT",
        libc::SIGFPE => ", SIGFPE",
        libc::SIGILL => ", SIGILL",
        _ => "",
    }
}

/// Whether the build's value `got` is the algorithm's `want`.
fn agrees(got: Value, want: Value) -> bool {
    match (got, want) {
        (Value::Float(a), Value::Float(b)) => {
            a == b
                || (a.is_nan() && b.is_nan())
                || (a - b).abs() <= FLOAT_TOLERANCE * b.abs().max(1.0)
        }
        (a, b) => a == b,
    }
}

/// The interpreter's parameters at `inv`: every buffer's mins, extents and dense strides, and
/// the scalars.
fn sare_params(inv: &Invocation) -> HashMap<String, Value> {
    let mut p = HashMap::new();
    for b in &inv.buffers {
        let mut stride = 1i128;
        for (d, (m, e)) in b.min.iter().zip(&b.extent).enumerate() {
            let name = &b.arg.name;
            p.insert(format!("{name}.min.{d}"), Value::Int(i128::from(*m)));
            p.insert(format!("{name}.extent.{d}"), Value::Int(i128::from(*e)));
            p.insert(format!("{name}.stride.{d}"), Value::Int(stride));
            stride *= i128::from(*e);
        }
    }
    for (n, _, v) in &inv.scalars {
        p.insert(n.clone(), *v);
    }
    p
}

/// The first output cell where the build's run (`outputs`) differs from the algorithm, as a
/// sentence; `Ok(None)` when every cell agrees. Without `outputs`, only whether the algorithm
/// defines every output cell (`Err` with the first it cannot evaluate).
fn compare_with_algorithm(
    sare: &Sare,
    inv: &Invocation,
    outputs: Option<&[Vec<u8>]>,
) -> Result<Option<String>, String> {
    let input_types: HashMap<&str, TypeOf> = inv
        .buffers
        .iter()
        .filter(|b| b.arg.kind == ArgKind::InputBuffer)
        .map(|b| (b.arg.name.as_str(), b.arg.ty))
        .collect();
    let inputs = |name: &str, idx: &[i128]| -> Result<Value, EvalError> {
        match input_types.get(name) {
            Some(ty) => Ok(input_content(*ty, name, idx)),
            None => Err(EvalError(format!("no input buffer `{name}` in the build"))),
        }
    };
    let mut ev = SareEvaluator::new(sare, sare_params(inv), &inputs);
    let regions = inv
        .buffers
        .iter()
        .filter(|b| b.arg.kind == ArgKind::OutputBuffer);
    for (i, r) in regions.enumerate() {
        let name = &r.arg.name;
        let Some(decl) = sare.outputs.iter().find(|o| o.buffer.name == *name) else {
            return Err(format!("the algorithm has no output `{name}`"));
        };
        let ty = TypeOf {
            lanes: 1,
            ..r.arg.ty
        };
        let n = usize::from(ty.bits).div_ceil(8);
        let cells: usize = r.extent.iter().map(|&e| e.max(0) as usize).product();
        for k in 0..cells {
            let p = point(&r.min, &r.extent, k);
            let want = ev.value(&decl.func, decl.value_index, &p).map_err(|e| {
                format!("the algorithm could not be evaluated at `{name}` {p:?}: {e}")
            })?;
            let Some(bytes) = outputs.and_then(|o| o.get(i)?.get(k * n..(k + 1) * n)) else {
                continue;
            };
            let got = get(ty, bytes);
            if !agrees(got, want) {
                return Ok(Some(format!(
                    "`{name}` at {p:?}: the build gives {got}, the algorithm gives {want}"
                )));
            }
        }
    }
    Ok(None)
}

/// The first output cell that differs between two runs.
fn differs_between(inv: &Invocation, a: &[Vec<u8>], b: &[Vec<u8>]) -> Option<String> {
    let regions = inv
        .buffers
        .iter()
        .filter(|r| r.arg.kind == ArgKind::OutputBuffer);
    for ((r, x), y) in regions.zip(a).zip(b) {
        let ty = TypeOf {
            lanes: 1,
            ..r.arg.ty
        };
        let n = usize::from(ty.bits).div_ceil(8);
        for (k, (u, v)) in x.chunks_exact(n).zip(y.chunks_exact(n)).enumerate() {
            if u != v {
                return Some(format!(
                    "`{}` at {:?} depends on memory nothing wrote: {} with poison 0x{:02X}, {} with 0x{:02X}",
                    r.arg.name,
                    point(&r.min, &r.extent, k),
                    get(ty, u),
                    POISONS[0],
                    get(ty, v),
                    POISONS[1]
                ));
            }
        }
    }
    None
}

fn replay_one(callable: &Callable, sare: &Sare, w: &Witness) -> Replay {
    let inv = match invocation(callable, w) {
        Ok(i) => i,
        Err(why) => return Replay::NotReplayed(why),
    };
    let sizes = describe(&inv);
    let cells: usize = inv
        .buffers
        .iter()
        .filter(|b| b.arg.kind == ArgKind::OutputBuffer)
        .map(|b| {
            b.extent
                .iter()
                .map(|&e| e.max(0) as usize)
                .product::<usize>()
        })
        .sum();
    if cells > MAX_OUTPUT_CELLS {
        return Replay::NotReplayed(format!(
            "the outputs would have {cells} cells at the witness's sizes (at most \
             {MAX_OUTPUT_CELLS} are evaluated); sizes: {sizes}"
        ));
    }
    let mut runs = Vec::new();
    for p in POISONS {
        match run_poisoned(callable, &inv, p) {
            Ok(Ran::Outputs(outputs)) => runs.push(outputs),
            Ok(Ran::Stopped(message)) => {
                return Replay::NotReproduced {
                    detail: format!("the build stops at these sizes ({})", message.trim()),
                    sizes,
                }
            }
            Ok(Ran::OutOfBounds(what)) => {
                return Replay::Confirmed {
                    detail: format!("the build writes out of bounds ({what})"),
                    sizes,
                }
            }
            Ok(Ran::Crashed(sig)) => {
                // A memory fault is the build's where the algorithm defines every output cell
                // at these sizes (the pipeline's own checks accepted them).
                return match compare_with_algorithm(sare, &inv, None) {
                    Ok(_) if sig != libc::SIGKILL => Replay::Confirmed {
                        detail: format!(
                            "the build crashes at these sizes (signal {sig}{}); the algorithm \
                             defines every output cell there",
                            signal_name(sig)
                        ),
                        sizes,
                    },
                    Ok(_) => Replay::NotReplayed(format!(
                        "a run was killed (signal {sig}: the memory limit?); sizes: {sizes}"
                    )),
                    Err(why) => Replay::NotReplayed(format!(
                        "the build crashes at these sizes (signal {sig}) and {why}; sizes: {sizes}"
                    )),
                };
            }
            Err(why) => return Replay::NotReplayed(format!("{why}; sizes: {sizes}")),
        }
    }
    if let Some(d) = differs_between(&inv, &runs[0], &runs[1]) {
        return Replay::Confirmed { detail: d, sizes };
    }
    match compare_with_algorithm(sare, &inv, Some(&runs[0])) {
        Ok(Some(d)) => Replay::Confirmed { detail: d, sizes },
        Ok(None) => Replay::NotReproduced {
            detail: "every output cell agrees with the algorithm".into(),
            sizes,
        },
        Err(why) => Replay::NotReplayed(format!("{why}; sizes: {sizes}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const I16: TypeOf = TypeOf {
        code: Some(TypeCode::Int),
        bits: 16,
        lanes: 1,
    };
    const F32: TypeOf = TypeOf {
        code: Some(TypeCode::Float),
        bits: 32,
        lanes: 1,
    };

    #[test]
    fn elements_round_trip_through_their_bytes() {
        for (ty, v) in [
            (I16, Value::Int(-3)),
            (I16, Value::Int(22)),
            (F32, Value::Float(-2.75)),
        ] {
            let mut b = Vec::new();
            put(ty, v, &mut b);
            assert_eq!(b.len(), usize::from(ty.bits) / 8);
            assert_eq!(get(ty, &b), v);
        }
    }

    #[test]
    fn points_run_dimension_zero_innermost() {
        assert_eq!(point(&[-1, 5], &[3, 2], 0), vec![-1, 5]);
        assert_eq!(point(&[-1, 5], &[3, 2], 2), vec![1, 5]);
        assert_eq!(point(&[-1, 5], &[3, 2], 4), vec![0, 6]);
    }

    #[test]
    fn run_results_round_trip() {
        for r in [
            Ran::Outputs(vec![vec![1, 2, 3], vec![], vec![9]]),
            Ran::Stopped("Input buffer in is accessed at 9".into()),
            Ran::OutOfBounds("a write outside a heap allocation of 64 bytes".into()),
            Ran::Crashed(11),
        ] {
            assert_eq!(decode(&encode(r.clone())), Some(r));
        }
        assert_eq!(decode(&[0, 5, 0]), None);
        assert_eq!(decode(&[3]), None);
    }

    #[test]
    fn floats_agree_within_one_rounding_not_beyond() {
        assert!(agrees(Value::Float(1.0), Value::Float(1.0 + 1e-7)));
        assert!(!agrees(Value::Float(1.0), Value::Float(1.01)));
        assert!(!agrees(Value::Int(3), Value::Int(4)));
        assert!(agrees(Value::Float(f64::NAN), Value::Float(f64::NAN)));
    }

    /// The stencil of the `gen` tests, lowered by the patched Halide (correct code).
    const STENCIL: &str = include_str!("../tests/data/generators/stencil.cpp");

    fn load(lowered: &halide_bridge::Lowered) -> impl FnOnce() -> Result<Callable, String> + '_ {
        || lowered.callable().map_err(|e| e.to_string())
    }

    fn witness(params: &[(&str, i64)]) -> Witness {
        Witness {
            params: params.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
            cell: None,
        }
    }

    /// Each way a replay ends, on a correct build: the runs agree with the algorithm (not
    /// reproduced); the build's own checks reject the sizes (not reproduced, with its message);
    /// the witness leaves a size open (not replayed); and, against an algorithm that is not
    /// the build's (`t = in * 4 + 1`), the first differing cell (confirmed).
    #[test]
    fn a_replay_confirms_only_what_a_run_shows() {
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join("stencil.cpp");
        std::fs::write(&src, STENCIL).unwrap();
        let lib = dir.path().join("libstencil.so");
        halide_bridge::build::generator_library(&[src], &[], &lib).unwrap();
        halide_bridge::load_generator_library(&lib).unwrap();
        let target = "x86-64-linux-avx2";
        let lowered = halide_bridge::lower(&halide_bridge::GenRequest {
            generator: "stencil".into(),
            target: target.into(),
            params: Vec::new(),
            autoscheduler: None,
            function_name: None,
        })
        .unwrap();
        let text = lowered.sare_text().unwrap();
        let sare = |text: &str| {
            halide_tv::sare::build_sare(&halide_tv::spec::parse_sare("stencil.sare", text).unwrap())
                .unwrap()
        };
        let right = sare(&text);
        assert!(text.contains("* 3"), "{text}");
        let wrong = sare(&text.replace("* 3", "* 4"));
        let sizes = [
            ("in.min.0", -2),
            ("in.extent.0", 9),
            ("in.min.1", 1),
            ("in.extent.1", 6),
            ("out.min.0", -2),
            ("out.extent.0", 8),
            ("out.min.1", 1),
            ("out.extent.1", 5),
        ];
        let fits = witness(&sizes);
        let r = replay(target, load(&lowered), &right, &[&fits]);
        assert!(
            matches!(&r, Replay::NotReproduced { detail, .. } if detail.contains("agrees")),
            "{r}"
        );
        let mut small = sizes;
        small[1].1 = 4;
        let r = replay(target, load(&lowered), &right, &[&witness(&small)]);
        assert!(
            matches!(&r, Replay::NotReproduced { detail, .. } if detail.contains("stops at these sizes")),
            "{r}"
        );
        let r = replay(target, load(&lowered), &right, &[&witness(&sizes[..7])]);
        assert_eq!(
            r,
            Replay::NotReplayed("the witness does not give `out.extent.1`".into())
        );
        let r = replay(
            target,
            load(&lowered),
            &wrong,
            &[&witness(&sizes[..7]), &fits],
        );
        assert!(
            matches!(&r, Replay::Confirmed { detail, sizes }
                if detail.starts_with("`out` at [-2, 1]: the build gives ")
                    && detail.contains("the algorithm gives")
                    && sizes.starts_with("in [-2:9, 1:6], out [-2:8, 1:5]")),
            "{r}"
        );
        let r = replay("x86-64-linux-cuda", load(&lowered), &right, &[&fits]);
        assert!(
            matches!(r, Replay::NotReplayed(ref why) if why.contains("`cuda`")),
            "{r}"
        );
    }

    #[test]
    fn scalars_wrap_to_their_type() {
        let u8t = TypeOf {
            code: Some(TypeCode::UInt),
            bits: 8,
            lanes: 1,
        };
        assert_eq!(value_of(u8t, 257), Value::Int(1));
        assert_eq!(value_of(I16, 40000), Value::Int(40000 - 65536));
    }
}
