//! The structured hand-off of the algorithm (`halide_tv_cli::handoff::sare_algorithm`): the value
//! built node by node from Halide's Funcs equals `parse_sare` of the `.sare` text — the text of
//! the same lowering (same process), and GenGen's `-e sare` file (a fresh process, as GenGen
//! lowers once) — for blur, sdot, sgemm, conv_layer and harris (both scheduled by
//! Mullapudi2016), and for generators with parameters with bounds, tuples, updates over RDoms
//! with predicates, specializations (and specialize_fail), requirements, buffer constraints,
//! embedded buffers and many constant and call kinds; what the printer refuses, the bridge
//! refuses with the same message.

use halide_bridge::{build, load_generator_library, lower, GenRequest, Lowered};
use halide_tv::spec::{check_sare, parse_sare, Algorithm};
use halide_tv_cli::handoff::{sare_algorithm, HandoffError};
use std::path::{Path, PathBuf};
use std::process::Command;

mod handoff_apps;
use handoff_apps::{app_paths, request, App, APPS, CPU, HARRIS};

/// The structured value of a lowering, checked by the in-memory checker.
fn structured(l: &Lowered, what: &str) -> Algorithm {
    let a = sare_algorithm(l).unwrap_or_else(|e| panic!("{what}: {e}"));
    check_sare(&a).unwrap_or_else(|e| panic!("{what}: check_sare: {e}"));
    a
}

/// The structured value equals the parse of the text of the same lowering.
fn same_as_text(l: &Lowered, what: &str) -> Algorithm {
    let value = structured(l, what);
    let text = l.sare_text().unwrap_or_else(|e| panic!("{what}: {e}"));
    let parsed = parse_sare(what, &text).unwrap();
    assert!(
        value == parsed,
        "{what}: the structured value differs from the parsed text:\n{}\n--- text ---\n{text}",
        halide_tv::spec::print_sare(&value)
    );
    value
}

fn all_apps() -> Vec<&'static App> {
    APPS.iter().chain([&HARRIS]).collect()
}

#[test]
fn structured_value_equals_parse_of_the_text_of_the_same_lowering() {
    let dir = tempfile::tempdir().unwrap();
    for app in all_apps() {
        let (sources, includes) = app_paths(app);
        let lib = dir.path().join(format!("lib{}.so", app.generator));
        build::generator_library(&sources, &includes, &lib).unwrap();
        load_generator_library(&lib).unwrap();
        let lowered = lower(&request(app)).unwrap_or_else(|e| panic!("{}: {e}", app.generator));
        let value = same_as_text(&lowered, app.generator);
        assert!(!value.funcs.is_empty() && !value.outputs.is_empty());
    }
}

/// Lowers one app in this (fresh) process and compares with GenGen's file; run by
/// `structured_value_equals_gengen_file_in_a_fresh_process` in a child process.
#[test]
#[ignore = "run in a child process by structured_value_equals_gengen_file_in_a_fresh_process"]
fn child_compares_with_gengen_sare_file() {
    let var = |k: &str| std::env::var(k).unwrap_or_else(|_| panic!("{k} is not set"));
    let index: usize = var("HANDOFF_APP").parse().unwrap();
    let app = all_apps()[index];
    load_generator_library(Path::new(&var("HANDOFF_LIB"))).unwrap();
    let lowered = lower(&request(app)).unwrap();
    let value = structured(&lowered, app.generator);
    let file = std::fs::read_to_string(var("HANDOFF_FILE")).unwrap();
    let parsed = parse_sare("gengen", &file).unwrap();
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
    // blur (manual schedule) and harris (Mullapudi2016).
    for index in [0, 4] {
        let app = all_apps()[index];
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
            .args(["-e", "sare", &format!("target={}", app.target)])
            .args(app.params)
            .status()
            .unwrap();
        assert!(status.success(), "{}: GenGen failed", app.generator);
        let child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "child_compares_with_gengen_sare_file",
                "--nocapture",
            ])
            .env("HANDOFF_APP", index.to_string())
            .env("HANDOFF_LIB", &lib)
            .env("HANDOFF_FILE", out.join(format!("{}.sare", app.generator)))
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

/// Algorithms with many kinds of nodes and declarations, and refusals.
const SMALL_GENERATORS: &str = r#"
#include "Halide.h"
using namespace Halide;

// Parameters with bounds and estimates, buffer constraints, an embedded buffer, a tuple, a let,
// an update over a two-dimensional RDom with a where-predicate, constants of many types,
// intrinsics, pure extern calls, mux, a requirement.
class Kitchen : public Generator<Kitchen> {
public:
    Input<Buffer<float, 2>> in{"in"};
    Input<Buffer<uint8_t, 1>> lut{"lut"};
    Input<float> scale{"scale", 1.0f, 0.0f, 10.0f};
    Input<int32_t> n{"n", 4, 1, 64};
    Output<Buffer<float, 2>> out{"out"};
    Output<Buffer<int64_t, 1>> hist{"hist"};
    void generate() {
        Var x("x"), y("y");
        Func a("a"), b("b"), h("h"), t("t");
        Buffer<int16_t> table(5, "table");
        for (int i = 0; i < 5; i++) {
            table(i) = (int16_t)(i * 3 - 7);
        }
        Expr nan = Internal::make_const(Float(32), std::numeric_limits<double>::quiet_NaN());
        Expr v = in(x, y) * scale;
        a(x, y) = select(in(x, y) > 0.5f, sqrt(v) * scale, mux(x % 3, {in(x, y), -0.0f, 1.0e20f})) +
                  cast<float>(cast<double>(in(x, y)) * Expr(0.1)) +
                  cast<float>(cast(Float(16), in(x, y))) +
                  cast<float>(lut(clamp(x, 0, 255)) >> 1) + select(x == 7, nan, 0.0f) +
                  cast<float>(table(clamp(y, 0, 4)));
        a(x, y) = Internal::Let::make("l", a(x, y), Internal::Variable::make(Float(32), "l") * 2.0f);
        t(x, y) = Tuple(cast<int32_t>(a(x, y)), a(x, y) - 1.0f);
        b(x, y) = t(x, y)[1] + cast<float>(absd(x, y)) + cast<float>(t(x, y)[0]) +
                  cast<float>(popcount(cast<uint64_t>(y) * Expr((uint64_t)0xfedcba9876543210ULL)));
        out(x, y) = b(x, y) * 2.0f;
        RDom r(0, 16, 0, n, "r");
        r.where(r.x < r.y + 3);
        h(x) = cast<int64_t>(-3);
        h(x) += cast<int64_t>(lut(r.x + x + r.y)) * Expr((int64_t)-5000000000LL);
        hist(x) = h(x);
        in.dim(0).set_min(0);
        in.dim(1).set_stride(in.dim(0).extent());
        out.dim(0).set_min(0);
        out.specialize(n > 3);
        add_requirement(n % 2 == 0, "n must be even");
    }
};

// An extern stage, which the format cannot represent.
class Extern : public Generator<Extern> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Var x("x");
        Func e("e");
        e.define_extern("some_extern", {in}, Float(32), 1);
        out(x) = e(x) + 1.0f;
        e.compute_root();
    }
};

// A specialization condition that reads a buffer: refused with a message that quotes it.
class ReadsData : public Generator<ReadsData> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Input<Buffer<int32_t, 1>> bounds{"bounds"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Var x("x");
        out(x) = in(x) * 2.0f;
        out.specialize(bounds(0) > 0);
    }
};

// A Func of bfloat16 values, a type the format cannot write.
class BFloatFunc : public Generator<BFloatFunc> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Var x("x");
        Func f("f");
        f(x) = cast(BFloat(16), in(x));
        out(x) = cast<float>(f(x));
    }
};

HALIDE_REGISTER_GENERATOR(Kitchen, kitchen)
HALIDE_REGISTER_GENERATOR(Extern, extern_stage)
HALIDE_REGISTER_GENERATOR(ReadsData, reads_data)
HALIDE_REGISTER_GENERATOR(BFloatFunc, bfloat)
"#;

#[test]
fn node_kinds_declarations_and_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("small.cpp");
    std::fs::write(&src, SMALL_GENERATORS).unwrap();
    let cases: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "../validator/tests/data/halide/sare_cases_generator.cpp",
    ]
    .iter()
    .collect();
    let lib = dir.path().join("libsmall.so");
    build::generator_library(&[src, cases], &[], &lib).unwrap();
    load_generator_library(&lib).unwrap();
    let req = |g: &str| GenRequest {
        generator: g.into(),
        target: CPU.into(),
        ..GenRequest::default()
    };

    let kitchen = lower(&req("kitchen")).unwrap();
    let value = same_as_text(&kitchen, "kitchen");
    let text = kitchen.sare_text().unwrap();
    for needle in [
        "param scale : float32 min 0.0f max 10.0f",
        "input table : buffer<int16, 1>",
        "constraint table.stride.0 == 1",
        "constraint in.min.0 == 0",
        "constraint in.stride.1 == in.extent.0",
        "constraint out.min.0 == 0",
        "require n % 2 == 0",
        "specialize",
        "where",
        "(let t0 = ",
        "0x7fc00000",
        "-0.0f",
        "1.0e+20f",
        "(float64)",
        "(int64)-5000000000",
        "(uint64)",
        "pure_extern",
        "[1]",
    ] {
        assert!(text.contains(needle), "no `{needle}` in\n{text}");
    }
    assert_eq!(
        value
            .funcs
            .iter()
            .find(|f| f.name == "t")
            .unwrap()
            .types
            .len(),
        2
    );

    // The generators of tests/data/halide (specialize, specialize_fail, requirements).
    for g in ["sare_cases", "sare_fail"] {
        same_as_text(&lower(&req(g)).unwrap(), g);
    }

    // What the printer refuses, the bridge refuses with the text output's message, including
    // one that quotes an expression as the printer writes it.
    for g in ["extern_stage", "sare_extern", "reads_data", "bfloat"] {
        let l = lower(&req(g)).unwrap();
        let text_error = l.sare_text().expect_err("the printer refuses");
        match sare_algorithm(&l) {
            Err(HandoffError::Unrepresentable(m)) => assert_eq!(m, text_error, "{g}"),
            other => panic!("{g}: expected a refusal, got {other:?}"),
        }
    }
}

/// Measurement for docs/bridge.md (run with `--release --ignored --nocapture`): per app, three
/// times each, the structured hand-off of the algorithm vs printing the `.sare` text and
/// parsing it, on the same lowering; the two values are equal.
#[test]
#[ignore = "measurement; run with --release -- --ignored --nocapture"]
fn measure_structured_vs_text() {
    use std::time::Instant;
    let dir = tempfile::tempdir().unwrap();
    for app in [&APPS[0], &APPS[2], &APPS[3], &HARRIS] {
        let (sources, includes) = app_paths(app);
        let lib = dir.path().join(format!("lib{}.so", app.generator));
        build::generator_library(&sources, &includes, &lib).unwrap();
        load_generator_library(&lib).unwrap();
        let lowered = lower(&request(app)).unwrap();
        for run in 1..=3 {
            let t = Instant::now();
            let value = sare_algorithm(&lowered).unwrap();
            let structured = t.elapsed();
            let t = Instant::now();
            let text = lowered.sare_text().unwrap();
            let printed = t.elapsed();
            let parsed = parse_sare(app.generator, &text).unwrap();
            let text_and_parse = t.elapsed();
            assert!(value == parsed);
            println!(
                "MEASURE {} run {run}: {} bytes; structured {:.3} ms; text {:.3} ms + parse {:.3} ms = {:.3} ms",
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
