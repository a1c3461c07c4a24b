//! File tests for the reduction: every `tests/data/sare/NAME.sare` comes with either
//! `NAME.eqs`, the exact printed equations, or `NAME.err`, the exact reason the algorithm is
//! outside the SARE fragment.

use halide_tv::sare::{build_sare, print_equations};
use halide_tv::spec::parse_sare;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    [env!("CARGO_MANIFEST_DIR"), "tests", "data", "sare"]
        .iter()
        .collect()
}

fn read(p: &Path) -> Option<String> {
    std::fs::read_to_string(p).ok()
}

#[test]
fn every_example_has_its_expected_result() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("data directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sare"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    for path in files {
        let text = read(&path).expect("readable");
        let alg = parse_sare(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"));
        let got = build_sare(&alg).map(|s| print_equations(&s));
        match (
            read(&path.with_extension("eqs")),
            read(&path.with_extension("err")),
            got,
        ) {
            (Some(want), None, Ok(got)) => assert_eq!(got, want, "{}", path.display()),
            (None, Some(want), Err(e)) => {
                assert_eq!(e.to_string(), want.trim_end(), "{}", path.display())
            }
            (eqs, err, got) => panic!(
                "{}: expected {} but the reduction gives {:?}",
                path.display(),
                if eqs.is_some() {
                    "equations"
                } else if err.is_some() {
                    "an error"
                } else {
                    "a .eqs or .err file"
                },
                got
            ),
        }
    }
}
