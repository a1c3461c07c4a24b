//! The bridge on real generators: the blur app, and small test generators (an autoschedulable
//! two-stage pipeline, one that raises a Halide internal error, one that aborts).

use halide_bridge::{
    build, generator_params, load_generator_library, load_generator_objects, lower,
    registered_generators, GenRequest,
};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const TARGET: &str = "x86-64-linux-avx2";

/// Generators written for these tests (compiled into one library with the blur app).
const TEST_GENERATORS: &str = r#"
#include "Halide.h"
#include <cstdlib>
using namespace Halide;

class TwoStage : public Generator<TwoStage> {
public:
    GeneratorParam<int> vec{"vec", 8};
    Input<Buffer<float, 2>> input{"input"};
    Output<Buffer<float, 2>> output{"output"};
    void generate() {
        Var x("x"), y("y");
        Func bx("bx");
        bx(x, y) = input(x, y) + input(x + 1, y);
        output(x, y) = bx(x, y) + bx(x, y + 1);
        input.set_estimates({{0, 1024}, {0, 1024}});
        output.set_estimates({{0, 1000}, {0, 1000}});
        if (!using_autoscheduler()) {
            output.vectorize(x, vec);
        }
    }
};

class RaisesInternal : public Generator<RaisesInternal> {
public:
    Output<Buffer<int, 1>> output{"output"};
    void generate() {
        Halide::Internal::ErrorReport(__FILE__, __LINE__, nullptr, 0)
            << "deliberate internal error from a test generator";
    }
};

class Aborts : public Generator<Aborts> {
public:
    Output<Buffer<int, 1>> output{"output"};
    void generate() {
        std::abort();
    }
};

HALIDE_REGISTER_GENERATOR(TwoStage, bridge_test_two_stage)
HALIDE_REGISTER_GENERATOR(RaisesInternal, bridge_test_raises_internal)
HALIDE_REGISTER_GENERATOR(Aborts, bridge_test_aborts)
"#;

fn halide_source() -> PathBuf {
    halide_bridge::install::halide_source().expect("Halide source from scripts/setup")
}

/// A directory for this test process's build products.
fn scratch() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().expect("temp dir"))
        .path()
}

/// The blur app's generator as a shared library (built once per test process).
fn blur_library() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let out = scratch().join("libblur_gen.so");
        let src = halide_source().join("apps/blur/halide_blur_generator.cpp");
        build::generator_library(&[src], &[], &out).expect("building the blur generator");
        out
    })
}

/// The test generators as a shared library (built once per test process).
fn test_library() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let src = scratch().join("test_generators.cpp");
        std::fs::write(&src, TEST_GENERATORS).unwrap();
        let out = scratch().join("libtest_gen.so");
        build::generator_library(&[src], &[], &out).expect("building the test generators");
        out
    })
}

fn request(generator: &str, params: &[(&str, &str)]) -> GenRequest {
    GenRequest {
        generator: generator.to_string(),
        target: TARGET.to_string(),
        params: params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..GenRequest::default()
    }
}

#[test]
fn blur_library_registers_halide_blur() {
    let lib = load_generator_library(blur_library()).expect("loading");
    assert_eq!(lib.generators, vec!["halide_blur".to_string()]);
    // Loading again returns the same list.
    let again = load_generator_library(blur_library()).expect("loading again");
    assert_eq!(again.generators, lib.generators);
    assert!(registered_generators()
        .unwrap()
        .contains(&"halide_blur".to_string()));
}

#[test]
fn blur_generator_params() {
    load_generator_library(blur_library()).unwrap();
    let params = generator_params("halide_blur", TARGET).expect("params");
    let find = |n: &str| {
        params
            .iter()
            .find(|p| p.name == n)
            .unwrap_or_else(|| panic!("no {n} in {params:?}"))
    };
    assert_eq!(
        (
            find("tile_x").c_type.as_str(),
            find("tile_x").default_value.as_str()
        ),
        ("int32_t", "32")
    );
    assert_eq!(find("tile_y").default_value, "8");
    assert!(!find("schedule").synthetic);
    assert!(
        find("schedule").default_value.ends_with("::slide_vector"),
        "{:?}",
        find("schedule")
    );
    assert!(find("input.type").synthetic);
}

#[test]
fn lowering_blur_gives_both_texts_and_object_code() {
    load_generator_library(blur_library()).unwrap();
    let lowered = lower(&request("halide_blur", &[])).expect("lowering");
    let sched = &lowered.sched_text().expect("sched text");
    let sare = &lowered.sare_text().expect("sare text");
    assert!(
        sched.starts_with("halide-tv sched 1\npipeline halide_blur"),
        "{sched:.80}"
    );
    assert!(
        sare.starts_with("halide-tv sare 1\npipeline halide_blur"),
        "{sare:.80}"
    );
    assert!(sched.contains("{blur_y.0("), "no annotated blur_y store");

    let dir = tempfile::tempdir().unwrap();
    let obj = dir.path().join("blur.o");
    let lib = dir.path().join("blur.a");
    let header = dir.path().join("blur.h");
    lowered
        .compile(&[
            ("object", &obj),
            ("static_library", &lib),
            ("c_header", &header),
        ])
        .expect("compiling");
    let obj_bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&obj_bytes[..4], b"\x7fELF", "object is not ELF");
    assert!(std::fs::read(&lib).unwrap().starts_with(b"!<arch>\n"));
    let h = std::fs::read_to_string(&header).unwrap();
    assert!(h.contains("int halide_blur("), "{h}");
}

#[test]
fn params_change_the_lowering() {
    load_generator_library(test_library()).unwrap();
    let by8 = lower(&request("bridge_test_two_stage", &[]))
        .unwrap()
        .sched_text()
        .unwrap();
    let by4 = lower(&request("bridge_test_two_stage", &[("vec", "4")]))
        .unwrap()
        .sched_text()
        .unwrap();
    // Vectorization has run: stores of 8 (4) lanes.
    assert!(by8.contains(", 1, 8)") && !by8.contains(", 1, 4)"), "{by8}");
    assert!(by4.contains(", 1, 4)") && !by4.contains(", 1, 8)"), "{by4}");
}

#[test]
fn unknown_param_is_an_error_naming_it() {
    load_generator_library(blur_library()).unwrap();
    let err = lower(&request("halide_blur", &[("nonsense_param", "1")])).unwrap_err();
    assert!(err.0.contains("nonsense_param"), "{err}");
    assert!(err.0.contains("no GeneratorParam"), "{err}");
}

#[test]
fn bad_param_value_is_an_error() {
    load_generator_library(blur_library()).unwrap();
    let err = lower(&request("halide_blur", &[("schedule", "diagonal")])).unwrap_err();
    assert!(err.0.contains("diagonal"), "{err}");
}

#[test]
fn unknown_generator_and_target_are_errors() {
    load_generator_library(blur_library()).unwrap();
    let err = lower(&request("no_such_generator", &[])).unwrap_err();
    assert!(
        err.0.contains("no_such_generator") && err.0.contains("halide_blur"),
        "{err}"
    );
    let mut r = request("halide_blur", &[]);
    r.target = "x86-64-plan9".into();
    let err = lower(&r).unwrap_err();
    assert!(err.0.contains("not a valid Halide target"), "{err}");
}

#[test]
fn missing_or_empty_library_is_an_error() {
    let err = load_generator_library(Path::new("/nonexistent/libgen.so")).unwrap_err();
    assert!(err.0.contains("/nonexistent/libgen.so"), "{err}");
    let not_a_library = scratch().join("not_a_library.so");
    std::fs::write(&not_a_library, "text").unwrap();
    let err = load_generator_library(&not_a_library).unwrap_err();
    assert!(err.0.contains("not_a_library.so"), "{err}");
}

#[test]
fn autoscheduler_by_name() {
    load_generator_library(test_library()).unwrap();
    let manual = lower(&request("bridge_test_two_stage", &[]))
        .unwrap()
        .sched_text()
        .unwrap();
    let mut r = request("bridge_test_two_stage", &[]);
    r.autoscheduler = Some("Mullapudi2016".into());
    let auto = lower(&r).expect("Mullapudi2016").sched_text().unwrap();
    assert_ne!(manual, auto, "the autoscheduler changed nothing");
    // The manual schedule is serial; Mullapudi2016 parallelizes the outer loop.
    assert!(!manual.contains("parallel ("), "{manual}");
    assert!(auto.contains("parallel ("), "{auto}");

    r.autoscheduler = Some("NoSuchScheduler".into());
    let err = lower(&r).unwrap_err();
    assert!(
        err.0.contains("adams2019") && err.0.contains("NoSuchScheduler"),
        "{err}"
    );

    let mut bad = request(
        "bridge_test_two_stage",
        &[("autoscheduler.no_such_knob", "1")],
    );
    bad.autoscheduler = Some("Mullapudi2016".into());
    let err = lower(&bad).unwrap_err();
    assert!(err.0.contains("no_such_knob"), "{err}");
}

#[test]
fn internal_error_is_an_err_with_halides_message() {
    load_generator_library(test_library()).unwrap();
    let err = lower(&request("bridge_test_raises_internal", &[])).unwrap_err();
    assert!(err.0.contains("Internal Error"), "{err}");
    assert!(err.0.contains("deliberate internal error"), "{err}");
    // The process goes on: another lowering still works.
    assert!(lower(&request("bridge_test_two_stage", &[])).is_ok());
}

/// Runs in a child process (see `abort_is_reported_not_silent`).
#[test]
fn abort_child() {
    if std::env::var_os("HALIDE_TV_BRIDGE_ABORT_CHILD").is_none() {
        return;
    }
    load_generator_library(test_library()).unwrap();
    let _ = lower(&request("bridge_test_aborts", &[]));
    unreachable!("the generator aborts");
}

#[test]
fn abort_is_reported_not_silent() {
    use std::os::unix::process::ExitStatusExt;
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "abort_child", "--nocapture", "--test-threads=1"])
        .env("HALIDE_TV_BRIDGE_ABORT_CHILD", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.signal(),
        Some(6),
        "status {:?}: {stderr}",
        out.status
    );
    assert!(
        stderr.contains(
            "aborted (SIGABRT) inside Halide while lowering generator bridge_test_aborts"
        ),
        "{stderr}"
    );
}

/// A one-generator source registering `name` (each object test needs its own names: the
/// registry of this test process allows one generator per name).
fn object_generator_source(name: &str) -> String {
    format!(
        r#"
#include "Halide.h"
using namespace Halide;
class Gen : public Generator<Gen> {{
public:
    GeneratorParam<int> factor{{"factor", 3}};
    Input<Buffer<int32_t, 1>> in{{"in"}};
    Output<Buffer<int32_t, 1>> out{{"out"}};
    void generate() {{
        Var x("x");
        Func f("f");
        f(x) = in(x) * factor;
        out(x) = f(x) + f(x + 1);
        f.compute_root();
    }}
}};
HALIDE_REGISTER_GENERATOR(Gen, {name})
"#
    )
}

#[test]
fn generators_from_object_files_and_archives() {
    let dir = tempfile::tempdir().unwrap();
    let object = |name: &str| {
        let src = dir.path().join(format!("{name}.cpp"));
        std::fs::write(&src, object_generator_source(name)).unwrap();
        let obj = dir.path().join(format!("{name}.o"));
        build::generator_object(&src, &[], &obj).unwrap();
        obj
    };
    // One object file.
    let o1 = object("bridge_test_object_o");
    let lib = load_generator_objects(&[&o1]).expect("loading an object file");
    assert_eq!(lib.generators, vec!["bridge_test_object_o".to_string()]);
    assert!(
        !lib.path.exists(),
        "the linked library is removed once loaded"
    );
    let params = generator_params("bridge_test_object_o", TARGET).unwrap();
    assert!(params
        .iter()
        .any(|p| p.name == "factor" && p.default_value == "3"));
    let lowered = lower(&GenRequest {
        params: vec![("factor".into(), "5".into())],
        ..request("bridge_test_object_o", &[])
    })
    .expect("lowering a generator from an object file");
    let sare = lowered.sare_text().unwrap();
    assert!(sare.contains("in_im(x) * 5"), "{sare}");
    assert!(lowered.sched_text().is_ok());

    // An archive (its registration is not referenced: linked whole) with another object.
    let o2 = object("bridge_test_object_a");
    let o3 = object("bridge_test_object_b");
    let archive = dir.path().join("libgens.a");
    let status = std::process::Command::new("ar")
        .arg("rcs")
        .arg(&archive)
        .arg(&o2)
        .status()
        .unwrap();
    assert!(status.success());
    let lib = load_generator_objects(&[&archive, &o3]).expect("loading an archive and an object");
    assert_eq!(
        lib.generators,
        vec![
            "bridge_test_object_a".to_string(),
            "bridge_test_object_b".to_string()
        ]
    );
    lower(&request("bridge_test_object_a", &[])).expect("lowering from the archive");

    // Errors: no file, a file that is not an object.
    let err = load_generator_objects(&[&dir.path().join("missing.o")]).unwrap_err();
    assert!(err.0.contains("missing.o"), "{err}");
    let bogus = dir.path().join("bogus.o");
    std::fs::write(&bogus, "not an object").unwrap();
    let err = load_generator_objects(&[&bogus]).unwrap_err();
    assert!(err.0.contains("linking generator objects"), "{err}");
    // A failed link leaves no temporary directory behind.
    let leftover = format!("halide-tv-objects-{}-", std::process::id());
    let left: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(&leftover))
        .map(|e| e.path())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    assert!(load_generator_objects(&[]).is_err());
}
