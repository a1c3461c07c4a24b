// Compiles the C++ side of the bridge against the patched Halide that scripts/setup built.
#[allow(dead_code)]
#[path = "src/install.rs"]
mod install;

fn main() {
    for key in [
        "HALIDE_TV_HALIDE_DIR",
        "HALIDE_TV_PATCHED_DIR",
        "HALIDE_TV_CACHE",
    ] {
        println!("cargo:rerun-if-env-changed={key}");
    }
    if let Some(root) = install::cache_root() {
        println!("cargo:rerun-if-changed={}", root.join("env.sh").display());
    }
    let prefix = match install::prefix(install::Flavor::Patched) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("halide-bridge: {e}");
            std::process::exit(1);
        }
    };
    let lib = prefix.join("lib");
    cxx_build::bridge("src/lib.rs")
        .file("cpp/bridge.cc")
        .file("cpp/sched_walk.cc")
        .file("cpp/sare_walk.cc")
        .file("cpp/callable.cc")
        .include(prefix.join("include"))
        .include("cpp")
        .flag_if_supported("-std=c++17")
        // libHalide is built with RTTI and exceptions (its CMake package exports these
        // definitions); the bridge catches Halide::Error and dynamic_casts generators.
        .define("HALIDE_WITH_EXCEPTIONS", None)
        .define("HALIDE_ENABLE_RTTI", None)
        .flag_if_supported("-Wno-unused-parameter")
        .compile("halide_bridge");
    println!("cargo:rerun-if-changed=cpp/bridge.cc");
    println!("cargo:rerun-if-changed=cpp/bridge.h");
    for f in [
        "cpp/sched_walk.cc",
        "cpp/sched_walk.h",
        "cpp/sare_walk.cc",
        "cpp/sare_walk.h",
        "cpp/type_desc.h",
        "cpp/callable.cc",
        "cpp/callable.h",
        "cpp/lowered_module.h",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed=src/handoff.rs");
    println!("cargo:rerun-if-changed=src/sare_handoff.rs");
    println!("cargo:rerun-if-changed=src/callable.rs");
    println!("cargo:rerun-if-changed=src/lib.rs");
    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=dylib=Halide");
    println!("cargo:rustc-link-lib=dylib=dl");
    println!(
        "cargo:rustc-env=HALIDE_TV_BRIDGE_PREFIX={}",
        prefix.display()
    );
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib.display());
    println!("cargo:halide_prefix={}", prefix.display());
}
