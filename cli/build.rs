// The `halide-tv` binary links the patched libHalide through halide-bridge (for `halide-tv gen`);
// a dependency's link arguments do not reach this package's binaries, so set the run path here
// from the prefix halide-bridge reports (`links = "Halide"` metadata).
fn main() {
    println!("cargo:rerun-if-env-changed=DEP_HALIDE_HALIDE_PREFIX");
    if let Ok(prefix) = std::env::var("DEP_HALIDE_HALIDE_PREFIX") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{prefix}/lib");
    }
}
