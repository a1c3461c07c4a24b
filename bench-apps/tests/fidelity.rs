//! The patched compiler is ghost: for the same generator, params, target and schedule, its object
//! code and conceptual STMT are byte-identical to stock Halide 19.0.0's (architecture §2).

use bench_apps::catalogue;
use bench_apps::fidelity::compare;
use bench_apps::schedule::{Autoscheduler, ScheduleSource};
use bench_apps::validate::sched_stats;

fn check(id: &str, schedule: ScheduleSource) {
    let (patched, stock) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let build = catalogue::find(id).unwrap();
    let c = compare(
        build,
        schedule,
        &patched,
        &stock,
        &cache,
        out.path(),
        Default::default(),
    )
    .unwrap_or_else(|e| panic!("{id} ({schedule}): {e}"));
    assert!(
        c.objects_identical,
        "{id} ({schedule}): object code differs from stock"
    );
    assert!(
        c.conceptual_identical,
        "{id} ({schedule}): conceptual STMT differs from stock"
    );
    assert!(
        c.conceptual_lines > 20,
        "{id}: conceptual STMT unexpectedly short"
    );
    // Issue #4: every store of the annotated program carries its prophetic annotation.
    let sched = c
        .sched
        .as_ref()
        .unwrap_or_else(|e| panic!("{id}: no .sched: {e}"));
    let text = std::fs::read_to_string(sched).unwrap();
    let stats = sched_stats(&sched.display().to_string(), &text).unwrap();
    assert!(stats.stores > 0, "{id}: no stores in {}", sched.display());
    assert_eq!(
        stats.annotated,
        stats.stores,
        "{id} ({schedule}): unannotated stores in {}",
        sched.display()
    );
}

#[test]
fn blur_manual_schedule_is_identical_to_stock() {
    check("blur", ScheduleSource::Manual);
}

#[test]
fn harris_mullapudi2016_is_identical_to_stock() {
    check("harris", ScheduleSource::Auto(Autoscheduler::Mullapudi2016));
}

/// sgemm's staged tile is copied by one store gathered from 16 strided ones
/// (`rewrite_interleavings`); patch 0012 keeps its annotation.
#[test]
fn sgemm_manual_schedule_is_identical_to_stock() {
    check("sgemm", ScheduleSource::Manual);
}

/// sgemmTB also gathers the staged B tile.
#[test]
fn sgemm_transposed_b_is_identical_to_stock_and_fully_annotated() {
    check("sgemmTB", ScheduleSource::Manual);
}

#[test]
fn a_generator_over_its_time_limit_is_stopped_and_reported_as_such() {
    use bench_apps::generator::Limits;
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let harris = catalogue::find("harris").unwrap();
    let adams = ScheduleSource::Auto(Autoscheduler::Adams2019);
    let (args, plugins) = adams.generator_args(&patched.prefix);
    let exe = patched
        .generator(harris, &cache)
        .expect("harris generator builds");
    let limits = Limits {
        seconds: 1.0,
        memory_bytes: 8 << 30,
    };
    let t0 = std::time::Instant::now();
    let e = exe
        .run(harris, out.path(), &["object"], &args, &plugins, limits)
        .expect_err("Adams2019 on harris takes longer than 1 s");
    assert!(e.resource_limit, "{e}");
    assert!(e.detail.contains("timeout"), "{e}");
    assert!(t0.elapsed() < std::time::Duration::from_secs(10));
}

#[test]
fn compile_times_are_the_minimum_over_repeated_runs_of_both_compilers() {
    let (patched, stock) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let sdot = catalogue::find("sdot").unwrap();
    let run = |repeats| {
        bench_apps::fidelity::compile_times(
            sdot,
            ScheduleSource::Manual,
            (&patched, &stock),
            &cache,
            out.path(),
            Default::default(),
            repeats,
        )
        .expect("sdot compiles with both")
    };
    let (stock_time, patched_time) = run(2);
    assert!(stock_time.as_secs_f64() > 0.0 && patched_time.as_secs_f64() > 0.0);
    assert!(
        !out.path().join("timing").exists(),
        "scratch outputs are removed"
    );
}

/// Adams2019 unrolls conv_layer's pure stage over loops whose min is
/// `likely_if_innermost(…)`; patch 0013 keeps those stores annotated.
#[test]
fn conv_layer_adams2019_is_identical_to_stock_and_fully_annotated() {
    check("conv", ScheduleSource::Auto(Autoscheduler::Adams2019));
}
