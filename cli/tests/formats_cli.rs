//! `halide-tv parse FILE`: canonical reprint or a positioned error with a failing exit code.

use std::process::Command;

fn data(name: &str) -> String {
    format!(
        "{}/../validator/tests/data/formats/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn parse_prints_canonical_text() {
    for name in ["matmul.sare", "blur.sched"] {
        let out = Command::new(env!("CARGO_BIN_EXE_halide-tv"))
            .args(["parse", &data(name)])
            .output()
            .expect("runs");
        assert!(out.status.success(), "{name}");
        let text = String::from_utf8(out.stdout).expect("utf-8");
        let kind = if name.ends_with(".sare") {
            "sare"
        } else {
            "sched"
        };
        assert!(text.starts_with(&format!("halide-tv {kind} 1\n")), "{text}");
        assert!(text.contains("pipeline"));
    }
}

#[test]
fn parse_reports_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.sched");
    std::fs::write(
        &path,
        "halide-tv sched 1\npipeline p\ntarget \"t\"\nfor (x, 0, y) {\n}\n",
    )
    .expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_halide-tv"))
        .arg("parse")
        .arg(&path)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "read errors exit with status 2");
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        err.trim_end()
            .ends_with("bad.sched:4:12: expected a variable in scope, found `y`"),
        "{err}"
    );
}

#[test]
fn lower_takes_assumptions_like_check() {
    let run = |assume: &str| {
        Command::new(env!("CARGO_BIN_EXE_halide-tv"))
            .args(["lower", "--assume", assume, &data("blur.sched")])
            .output()
            .expect("runs")
    };
    // The assumption opens the core program, before the pipeline's own assertions.
    let out = run("blur_y.extent.0 == 7");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let first = text
        .lines()
        .find(|l| l.trim_start().starts_with("assume"))
        .expect("an assume");
    assert_eq!(first.trim(), "assume blur_y.extent.0 == 7 in {", "{text}");
    // A malformed assumption is a usage error with its position.
    let out = run("blur_y.extent.0 ==");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.contains("--assume #1:1:19"), "{err}");
}

#[test]
fn lower_prints_the_core_program_or_exits_3() {
    let run = |name: &str| {
        Command::new(env!("CARGO_BIN_EXE_halide-tv"))
            .args(["lower", &data(name)])
            .output()
            .expect("runs")
    };
    let out = run("blur.sched");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    // The folded intermediate, delinearized from its flat index.
    assert!(text.contains("blur_x[blur_x.s0.x'"), "{text}");
    assert!(text.contains("mod 4)]"), "{text}");
    // halide_print is outside the core language: exit status 3 with the reason.
    let out = run("vector_store.sched");
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.contains("halide_print"), "{err}");
}
