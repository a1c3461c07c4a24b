//! `halide-tv sare FILE.sare`: prints the equations (exit 0), reports read errors with
//! `file:line:column` (exit 2) and definitions outside the SARE fragment with the reason
//! (exit 3).

use std::path::PathBuf;
use std::process::{Command, Output};

fn data(name: &str) -> PathBuf {
    [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "validator",
        "tests",
        "data",
        "sare",
        name,
    ]
    .iter()
    .collect()
}

fn run(path: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halide-tv"))
        .arg("sare")
        .arg(path)
        .output()
        .expect("halide-tv runs")
}

#[test]
fn prints_the_equations() {
    let out = run(&data("matmul.sare"));
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    for want in [
        "param P : int32",
        "input A : buffer<int32, 2>",
        "R.s0(i, j) = 0",
        "R.s1(i, j, k) = 0 <= k < P ? R.s1(i, j, k - 1) + A(i, k) * B(k, j) : R.s0(i, j)",
        "R(i, j) = R.s1(i, j, max(P, 0) - 1)",
    ] {
        assert!(lines.contains(&want), "missing `{want}` in\n{text}");
    }
}

#[test]
fn read_error_exits_2_with_position() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.sare");
    std::fs::write(
        &path,
        "halide-tv sare 1\npipeline p\ntarget \"host\"\nfunc f(x) : int32 {\n  f(x) = x +\n}\n",
    )
    .expect("write");
    let out = run(&path);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!("{}:6:1: expected", path.display())),
        "{err}"
    );
}

#[test]
fn missing_file_exits_2() {
    let out = run(&data("no_such_file.sare"));
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no_such_file.sare: "), "{err}");
}

#[test]
fn fragment_error_exits_3_with_reason() {
    let out = run(&data("swapped_self_access.sare"));
    assert_eq!(out.status.code(), Some(3));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("update 1 of f is not in the SARE fragment: the self-access `f(y, x)`"),
        "{err}"
    );
}
