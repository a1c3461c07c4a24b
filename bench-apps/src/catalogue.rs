//! The official Halide 19.0.0 apps the harness builds (sources from the unpacked tarball's `apps/`).
//!
//! One [`Build`] per generator invocation with the app's own manual schedule. The thesis row names
//! (Table 6.1) are given where a row corresponds.

/// One generator build: which sources, which registered generator, which parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Build {
    /// Row identifier, unique in the catalogue (e.g. `blur`, `sc1`, `sgemm`).
    pub id: &'static str,
    /// App directory under `apps/`.
    pub app: &'static str,
    /// Generator sources, relative to `apps/<app>/`.
    pub sources: &'static [&'static str],
    /// Registered generator name (`HALIDE_REGISTER_GENERATOR(_, name)`).
    pub generator: &'static str,
    /// GeneratorParams as `key=value`.
    pub params: &'static [&'static str],
    /// Target features added to the base x86-64 target (e.g. `cuda`); lowered only, never run.
    pub gpu: bool,
    /// Corresponding row of the thesis's Table 6.1, if any.
    pub thesis_row: Option<&'static str>,
}

/// Apps with data-dependent indexing, outside the affine fragment the validator decides today.
pub const DATA_DEPENDENT: &[(&str, &str)] = &[
    (
        "bilateral_grid",
        "data-dependent indexing: histogram scatter into the grid",
    ),
    ("camera_pipe", "data-dependent indexing: curve lookup table"),
    (
        "local_laplacian",
        "data-dependent indexing: remapping lookup between pyramid levels",
    ),
    ("hist", "data-dependent indexing: histogram update"),
    (
        "lens_blur",
        "data-dependent indexing: depth-indexed gathers",
    ),
    ("resize", "data-dependent indexing: kernel table lookups"),
    ("bgu", "data-dependent indexing: bilateral grid slicing"),
    (
        "max_filter",
        "data-dependent indexing: computed RDom bounds",
    ),
];

/// Base x86 target used for every CPU build (explicit, so output is reproducible across hosts).
pub const CPU_TARGET: &str = "x86-64-linux-avx2";
/// Target for GPU schedules, lowered without a GPU.
pub const GPU_TARGET: &str = "x86-64-linux-avx2-cuda-cuda_capability_50";

/// Every build with the app's own schedule.
pub const BUILDS: &[Build] = &[
    b(
        "blur",
        "blur",
        &["halide_blur_generator.cpp"],
        "halide_blur",
        &[],
        Some("blur"),
    ),
    b(
        "sc1",
        "stencil_chain",
        &["stencil_chain_generator.cpp"],
        "stencil_chain",
        &["stencils=1"],
        Some("sc1"),
    ),
    b(
        "sc32",
        "stencil_chain",
        &["stencil_chain_generator.cpp"],
        "stencil_chain",
        &[],
        Some("sc32"),
    ),
    b(
        "harris",
        "harris",
        &["harris_generator.cpp"],
        "harris",
        &[],
        Some("harris"),
    ),
    b(
        "unsharp",
        "unsharp",
        &["unsharp_generator.cpp"],
        "unsharp",
        &[],
        Some("unsharp"),
    ),
    b(
        "nl_means",
        "nl_means",
        &["nl_means_generator.cpp"],
        "nl_means",
        &[],
        Some("nl_means"),
    ),
    b(
        "conv",
        "conv_layer",
        &["conv_layer_generator.cpp"],
        "conv_layer",
        &[],
        Some("conv"),
    ),
    b(
        "dsc",
        "depthwise_separable_conv",
        &["depthwise_separable_conv_generator.cpp"],
        "depthwise_separable_conv",
        &[],
        Some("dsc"),
    ),
    b(
        "sdot",
        "linear_algebra",
        &["src/blas_l1_generators.cpp"],
        "sdot",
        &[],
        Some("sdot"),
    ),
    b(
        "sgemm",
        "linear_algebra",
        &["src/blas_l3_generators.cpp"],
        "sgemm",
        &[],
        Some("sgemm"),
    ),
    b(
        "sgemmTA",
        "linear_algebra",
        &["src/blas_l3_generators.cpp"],
        "sgemm",
        &["transpose_A=true"],
        Some("sgemmTA"),
    ),
    b(
        "sgemmTB",
        "linear_algebra",
        &["src/blas_l3_generators.cpp"],
        "sgemm",
        &["transpose_B=true"],
        Some("sgemmTB"),
    ),
    Build {
        gpu: true,
        ..b(
            "cmm1024",
            "cuda_mat_mul",
            &["mat_mul_generator.cpp"],
            "mat_mul",
            &["size=1024"],
            Some("cmm1024"),
        )
    },
    b(
        "iir_blur",
        "iir_blur",
        &["iir_blur_generator.cpp"],
        "iir_blur",
        &[],
        None,
    ),
    b(
        "interpolate",
        "interpolate",
        &["interpolate_generator.cpp"],
        "interpolate",
        &[],
        None,
    ),
    b(
        "haar_x",
        "wavelet",
        &["haar_x_generator.cpp"],
        "haar_x",
        &[],
        None,
    ),
    b(
        "inverse_haar_x",
        "wavelet",
        &["inverse_haar_x_generator.cpp"],
        "inverse_haar_x",
        &[],
        None,
    ),
    b(
        "daubechies_x",
        "wavelet",
        &["daubechies_x_generator.cpp"],
        "daubechies_x",
        &[],
        None,
    ),
    b(
        "inverse_daubechies_x",
        "wavelet",
        &["inverse_daubechies_x_generator.cpp"],
        "inverse_daubechies_x",
        &[],
        None,
    ),
];

const fn b(
    id: &'static str,
    app: &'static str,
    sources: &'static [&'static str],
    generator: &'static str,
    params: &'static [&'static str],
    thesis_row: Option<&'static str>,
) -> Build {
    Build {
        id,
        app,
        sources,
        generator,
        params,
        gpu: false,
        thesis_row,
    }
}

impl Build {
    /// The Halide target string this build uses.
    pub fn target(&self) -> &'static str {
        if self.gpu {
            GPU_TARGET
        } else {
            CPU_TARGET
        }
    }
}

/// Looks a build up by id.
pub fn find(id: &str) -> Option<&'static Build> {
    BUILDS.iter().find(|b| b.id == id)
}
