//! The structured hand-off of the annotated program (`halide_tv_cli::handoff::sched_program`): the
//! value built node by node from Halide's Stmt equals `parse_sched` of the `.sched` text —
//! the text of the same lowering (same process), and GenGen's `-e sched` file (a fresh process,
//! as GenGen lowers once) — for blur, sdot, sgemm and conv_layer scheduled by Mullapudi2016;
//! what the printer refuses, the bridge refuses with the same message; the comparison is strict.

use halide_bridge::{build, load_generator_library, lower, GenRequest, Lowered};
use halide_tv::ir::{check_sched, parse_sched, Expr, SchedProgram, Stmt};
use halide_tv_cli::handoff::{sched_program, HandoffError};
use std::path::Path;
use std::process::Command;

mod handoff_apps;
use handoff_apps::{app_paths, request, App, APPS, CPU};

/// The structured value of a lowering, checked by the in-memory checker.
fn structured(l: &Lowered, what: &str) -> SchedProgram {
    let p = sched_program(l).unwrap_or_else(|e| panic!("{what}: {e}"));
    check_sched(&p).unwrap_or_else(|e| panic!("{what}: check_sched: {e}"));
    p
}

#[test]
fn structured_value_equals_parse_of_the_text_of_the_same_lowering() {
    let dir = tempfile::tempdir().unwrap();
    for app in &APPS {
        let (sources, includes) = app_paths(app);
        let lib = dir.path().join(format!("lib{}.so", app.generator));
        build::generator_library(&sources, &includes, &lib).unwrap();
        load_generator_library(&lib).unwrap();
        let lowered = lower(&request(app)).unwrap_or_else(|e| panic!("{}: {e}", app.generator));
        let value = structured(&lowered, app.generator);
        let text = &lowered.sched_text().expect("the .sched text");
        let parsed = parse_sched(app.generator, text).unwrap();
        assert!(
            value == parsed,
            "{}: the structured value differs from the parsed text",
            app.generator
        );
        assert!(!value.outputs.is_empty() && value.body != Stmt::skip());
    }
}

/// Lowers one app in this (fresh) process and compares with GenGen's file; run by
/// `structured_value_equals_gengen_file_in_a_fresh_process` in a child process.
#[test]
#[ignore = "run in a child process by structured_value_equals_gengen_file_in_a_fresh_process"]
fn child_compares_with_gengen_file() {
    let var = |k: &str| std::env::var(k).unwrap_or_else(|_| panic!("{k} is not set"));
    let index: usize = var("HANDOFF_APP").parse().unwrap();
    let app = &APPS[index];
    load_generator_library(Path::new(&var("HANDOFF_LIB"))).unwrap();
    let lowered = lower(&request(app)).unwrap();
    let value = structured(&lowered, app.generator);
    let file = std::fs::read_to_string(var("HANDOFF_FILE")).unwrap();
    let parsed = parse_sched("gengen", &file).unwrap();
    assert!(
        value == parsed,
        "{}: differs from GenGen's file",
        app.generator
    );
    println!("HANDOFF-CHILD-OK {}", app.generator);
}

#[test]
fn structured_value_equals_gengen_file_in_a_fresh_process() {
    let dir = tempfile::tempdir().unwrap();
    for (index, app) in APPS.iter().enumerate() {
        let (sources, includes) = app_paths(app);
        let lib = dir.path().join(format!("lib{}.so", app.generator));
        build::generator_library(&sources, &includes, &lib).unwrap();
        let exe = dir.path().join(format!("{}.gen", app.generator));
        build::gengen_executable(&halide_bridge::linked_prefix(), &sources, &includes, &exe)
            .unwrap();
        let out = dir.path().join(app.generator);
        std::fs::create_dir_all(&out).unwrap();
        let mut gengen = Command::new(&exe);
        for p in app.params {
            if let Some(name) = p.strip_prefix("autoscheduler=") {
                let plugin =
                    halide_bridge::autoscheduler_plugin(&halide_bridge::linked_prefix(), name)
                        .unwrap();
                gengen.arg("-p").arg(plugin);
            }
        }
        let status = gengen
            .args(["-g", app.generator, "-o"])
            .arg(&out)
            .args(["-e", "sched", &format!("target={}", app.target)])
            .args(app.params)
            .status()
            .unwrap();
        assert!(status.success(), "{}: GenGen failed", app.generator);
        let child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "child_compares_with_gengen_file",
                "--nocapture",
            ])
            .env("HANDOFF_APP", index.to_string())
            .env("HANDOFF_LIB", &lib)
            .env("HANDOFF_FILE", out.join(format!("{}.sched", app.generator)))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&child.stdout);
        assert!(
            child.status.success()
                && stdout.contains(&format!("HANDOFF-CHILD-OK {}", app.generator)),
            "{}: child failed:\n{stdout}\n{}",
            app.generator,
            String::from_utf8_lossy(&child.stderr)
        );
    }
}

/// The first store of a statement, mutably.
fn first_store(s: &mut Stmt) -> Option<&mut halide_tv::ir::Store> {
    match s {
        Stmt::Store(st) => Some(st),
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Allocate { body, .. }
        | Stmt::ProducerConsumer { body, .. } => first_store(body),
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => first_store(then_case).or(else_case.as_deref_mut().and_then(first_store)),
        Stmt::Block(items) => items.iter_mut().find_map(first_store),
        _ => None,
    }
}

const SMALL_GENERATORS: &str = r#"
#include "Halide.h"
using namespace Halide;

// A Func computed asynchronously: the conceptual Stmt has a Fork, which .sched cannot write.
class Refused : public Generator<Refused> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Var x("x");
        Func f("f");
        f(x) = in(x) * 2.0f;
        out(x) = f(x) + 1.0f;
        f.compute_root().async();
    }
};

// A Func with two values: its stores are annotated with a tuple index.
class Tupled : public Generator<Tupled> {
public:
    Input<Buffer<int16_t, 2>> in{"in"};
    Input<int32_t> k{"k"};
    Output<Buffer<int32_t, 2>> out{"out"};
    void generate() {
        Var x("x"), y("y");
        Func g("g");
        g(x, y) = Tuple(cast<int32_t>(in(x, y)) * k, in(x, y) - (int16_t)1);
        out(x, y) = g(x, y)[0] + cast<int32_t>(g(x, y)[1]);
        g.compute_root();
        out.vectorize(x, 8);
    }
};

// Many node kinds: constants of every type (NaN, -0, float16, float64, 64-bit integers),
// intrinsics, pure and impure extern calls, mux, select, predicated loads and stores, an update
// with an RDom and a vectorized atomic reduction, a specialization, stack storage.
class Kitchen : public Generator<Kitchen> {
public:
    Input<Buffer<float, 2>> in{"in"};
    Input<Buffer<uint8_t, 1>> lut{"lut"};
    Input<float> scale{"scale"};
    Input<int32_t> n{"n"};
    Output<Buffer<float, 2>> out{"out"};
    Output<Buffer<int64_t, 1>> hist{"hist"};
    void generate() {
        Var x("x"), y("y");
        Func a("a"), b("b"), h("h");
        Expr nan = Internal::make_const(Float(32), std::numeric_limits<double>::quiet_NaN());
        a(x, y) = select(in(x, y) > 0.5f, sqrt(in(x, y)) * scale,
                         mux(x % 3, {in(x, y), -0.0f, 1.0e20f})) +
                  cast<float>(cast<double>(in(x, y)) * Expr(0.1)) +
                  cast<float>(cast(Float(16), in(x, y))) +
                  cast<float>(lut(clamp(x, 0, 255)) >> 1) + select(x == 7, nan, 0.0f);
        b(x, y) = a(x, y) + cast<float>(absd(x, y)) + cast<float>(popcount(cast<uint64_t>(y) * Expr((uint64_t)0xfedcba9876543210ULL)));
        out(x, y) = b(x, y) * 2.0f;
        RDom r(0, 16, "r");
        h(x) = cast<int64_t>(-3);
        h(x) += cast<int64_t>(lut(r + x)) * Expr((int64_t)-5000000000LL);
        hist(x) = h(x);
        a.compute_at(out, y).vectorize(x, 8).store_in(MemoryType::Stack);
        b.compute_at(out, y).vectorize(x, 7, TailStrategy::GuardWithIf);
        out.vectorize(x, 8, TailStrategy::GuardWithIf).specialize(n > 3);
        h.compute_root().update().atomic().vectorize(r, 4);
    }
};

HALIDE_REGISTER_GENERATOR(Refused, refused)
HALIDE_REGISTER_GENERATOR(Tupled, tupled)
HALIDE_REGISTER_GENERATOR(Kitchen, kitchen)
"#;

#[test]
fn refusals_tuples_and_strict_comparison() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("small.cpp");
    std::fs::write(&src, SMALL_GENERATORS).unwrap();
    let lib = dir.path().join("libsmall.so");
    build::generator_library(&[src], &[], &lib).unwrap();
    load_generator_library(&lib).unwrap();
    let req = |g: &str| GenRequest {
        generator: g.into(),
        target: CPU.into(),
        ..GenRequest::default()
    };

    // What the printer refuses, the bridge refuses with the text output's message.
    let refused = lower(&req("refused")).unwrap();
    let text_error = refused.sched_text().expect_err("the printer refuses async");
    match sched_program(&refused) {
        Err(HandoffError::Unrepresentable(m)) => assert_eq!(m, text_error),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(
        text_error.contains("Fork") || text_error.contains("Acquire"),
        "{text_error}"
    );

    // Tuple-valued Funcs: the annotation's tuple index, as the printer writes it.
    let tupled = lower(&req("tupled")).unwrap();
    let value = structured(&tupled, "tupled");
    let text = &tupled.sched_text().unwrap();
    assert!(text.contains("[1]}"), "{text}");
    assert!(value == parse_sched("tupled", text).unwrap());

    // Many node kinds: equal to the parsed text, and the text has them.
    let kitchen = lower(&req("kitchen")).unwrap();
    let kvalue = structured(&kitchen, "kitchen");
    let ktext = kitchen.sched_text().unwrap();
    assert!(kvalue == parse_sched("kitchen", &ktext).unwrap(), "{ktext}");
    for needle in [
        "0x7fc00000",
        "-0.0f",
        "1.0e+20f",
        "float16x8",
        "(float64)",
        "(int64)-5000000000",
        "(uint64)",
        "pure_extern",
        "mux<",
        " if ",
        "vector_reduce(",
        "in Stack",
        "{h.0(",
    ] {
        assert!(ktext.contains(needle), "no `{needle}` in\n{ktext}");
    }

    // Strict: one changed annotation, index or header field is a different program.
    let parsed = parse_sched("tupled", text).unwrap();
    let mut m = value.clone();
    let st = first_store(&mut m.body).expect("a store");
    st.annotation.as_mut().expect("annotated").stage += 1;
    assert!(m != parsed);
    let mut m = value.clone();
    let st = first_store(&mut m.body).unwrap();
    let flat = st.flat.take().unwrap();
    st.flat = Some(Expr::plus(flat, Expr::i32(0)).unwrap());
    assert!(m != parsed);
    let mut m = value.clone();
    m.params[0].name.push('_');
    assert!(m != parsed);
    let mut m = value;
    m.target.push_str("-cuda");
    assert!(m != parsed);
}

/// Measurement for docs/bridge.md (run with `--release --ignored --nocapture`): per app, three
/// times each, the structured hand-off vs printing the `.sched` text and parsing it, on the
/// same lowering; the two values are equal.
#[test]
#[ignore = "measurement; run with --release -- --ignored --nocapture"]
fn measure_structured_vs_text() {
    use std::time::Instant;
    let dir = tempfile::tempdir().unwrap();
    let conv_manual = App {
        params: &[],
        ..APPS[3]
    };
    for app in [&APPS[0], &APPS[2], &conv_manual] {
        let (sources, includes) = app_paths(app);
        let lib = dir.path().join(format!("lib{}.so", app.generator));
        build::generator_library(&sources, &includes, &lib).unwrap();
        load_generator_library(&lib).unwrap();
        let lowered = lower(&request(app)).unwrap();
        for run in 1..=3 {
            let t = Instant::now();
            let value = sched_program(&lowered).unwrap();
            let structured = t.elapsed();
            let t = Instant::now();
            let text = lowered.sched_text().unwrap();
            let printed = t.elapsed();
            let parsed = parse_sched(app.generator, &text).unwrap();
            let text_and_parse = t.elapsed();
            assert!(value == parsed);
            println!(
                "MEASURE {} run {run}: {} bytes; structured {:.2} ms; text {:.2} ms + parse {:.2} ms = {:.2} ms",
                app.generator,
                text.len(),
                structured.as_secs_f64() * 1e3,
                printed.as_secs_f64() * 1e3,
                (text_and_parse - printed).as_secs_f64() * 1e3,
                text_and_parse.as_secs_f64() * 1e3
            );
        }
    }
}
