//! Smoke test: the official blur generator compiles against the *patched* prefix and, run with an
//! explicit x86-64 AVX2 target, emits a STMT file that contains the pipeline.

use bench_apps::catalogue;
use bench_apps::generator::outputs_with_suffix;

#[test]
fn blur_generator_emits_stmt_with_patched_halide() {
    let (patched, _stock) = bench_apps::installations().expect("run scripts/setup first");
    let cache = bench_apps::cache_dir().unwrap();
    let blur = catalogue::find("blur").unwrap();
    assert_eq!(blur.target(), "x86-64-linux-avx2");
    let exe = patched
        .generator(blur, &cache)
        .expect("blur generator builds");
    let out = tempfile::tempdir().unwrap();
    exe.run(blur, out.path(), &["stmt"], &[], &[], Default::default())
        .expect("blur generator runs");
    let stmts = outputs_with_suffix(out.path(), ".stmt");
    assert_eq!(stmts.len(), 1, "one STMT file expected, got {stmts:?}");
    let text = std::fs::read_to_string(&stmts[0]).unwrap();
    assert!(
        text.contains("produce blur_y"),
        "STMT lacks the blur_y pipeline:\n{}",
        &text[..text.len().min(2000)]
    );
    assert!(
        text.contains("x86-64-linux-avx2") || text.contains("avx2") || text.contains("ramp("),
        "STMT is not the vectorized AVX2 build"
    );
}

#[test]
fn catalogue_generators_exist_in_the_source_tree() {
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    for b in catalogue::BUILDS {
        for s in b.sources {
            let path = patched.source.join("apps").join(b.app).join(s);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let needle = format!(", {})", b.generator);
            assert!(
                text.contains("HALIDE_REGISTER_GENERATOR") && text.contains(&needle),
                "{} does not register {}",
                path.display(),
                b.generator
            );
        }
    }
    for (app, _) in catalogue::DATA_DEPENDENT {
        assert!(
            patched.source.join("apps").join(app).is_dir(),
            "apps/{app} missing"
        );
    }
}

#[test]
fn unknown_app_generator_build_fails_with_message() {
    let (patched, _) = bench_apps::installations().expect("run scripts/setup first");
    let cache = tempfile::tempdir().unwrap();
    let bogus = catalogue::Build {
        sources: &["no_such_file.cpp"],
        ..catalogue::find("blur").unwrap().clone()
    };
    let e = patched.generator(&bogus, cache.path()).unwrap_err();
    assert!(e.to_string().contains("no_such_file.cpp"), "{e}");
}
