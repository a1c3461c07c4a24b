//! The app generators of the structured hand-off tests (`handoff_sched.rs`, `handoff_sare.rs`).
#![allow(dead_code)]

use halide_bridge::{install, GenRequest};
use std::path::PathBuf;

pub const CPU: &str = "x86-64-linux-avx2";
pub const BLAS: &str = "x86-64-linux-avx2-no_bounds_query";

/// One app generator: sources under `apps/APP/`, registered name, target, params.
pub struct App {
    pub app: &'static str,
    pub source: &'static str,
    pub generator: &'static str,
    pub target: &'static str,
    pub params: &'static [&'static str],
}

/// The apps of the round-trip tests (their generator libraries are built by each test).
pub const APPS: [App; 4] = [
    App {
        app: "blur",
        source: "halide_blur_generator.cpp",
        generator: "halide_blur",
        target: CPU,
        params: &[],
    },
    App {
        app: "linear_algebra",
        source: "src/blas_l1_generators.cpp",
        generator: "sdot",
        target: BLAS,
        params: &[],
    },
    App {
        app: "linear_algebra",
        source: "src/blas_l3_generators.cpp",
        generator: "sgemm",
        target: BLAS,
        params: &[],
    },
    App {
        app: "conv_layer",
        source: "conv_layer_generator.cpp",
        generator: "conv_layer",
        target: CPU,
        params: &["autoscheduler=Mullapudi2016"],
    },
];

pub fn app_paths(app: &App) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let src = install::halide_source().expect("Halide source (scripts/setup)");
    let dir = src.join("apps").join(app.app);
    (vec![dir.join(app.source)], vec![dir])
}

pub fn request(app: &App) -> GenRequest {
    GenRequest {
        generator: app.generator.into(),
        target: app.target.into(),
        params: app
            .params
            .iter()
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap();
                (k.to_string(), v.to_string())
            })
            .collect(),
        ..GenRequest::default()
    }
}

/// harris scheduled by Mullapudi2016 (the `.sare` tests add it to [`APPS`]).
pub const HARRIS: App = App {
    app: "harris",
    source: "harris_generator.cpp",
    generator: "harris",
    target: CPU,
    params: &["autoscheduler=Mullapudi2016"],
};
