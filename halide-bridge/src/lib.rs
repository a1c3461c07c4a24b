//! In-process access to the patched Halide 19 for halide-tv, through a `cxx` bridge.
//!
//! Every Halide error crosses the bridge as a Rust `Err` carrying Halide's own message.

pub mod install;

#[cxx::bridge(namespace = "halide_tv")]
mod ffi {
    unsafe extern "C++" {
        include!("bridge.h");

        /// "MAJOR.MINOR.PATCH" of the linked libHalide.
        fn halide_version() -> String;
        /// Halide's host target string.
        fn host_target() -> String;
        /// Canonical form of a target string, or Halide's error.
        fn canonical_target(target: &str) -> Result<String>;
    }
}

/// Version of the libHalide this crate is linked against (e.g. `"19.0.0"`).
pub fn halide_version() -> String {
    ffi::halide_version()
}

/// Halide's view of the host target (what `target=host` means on this machine).
pub fn host_target() -> String {
    ffi::host_target()
}

/// Parses `target` with Halide and returns its canonical string, or Halide's error message.
pub fn canonical_target(target: &str) -> Result<String, String> {
    ffi::canonical_target(target).map_err(|e| e.what().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_halide_19() {
        assert_eq!(halide_version(), "19.0.0");
    }

    #[test]
    fn host_target_is_x86_64_linux() {
        let host = host_target();
        assert!(host.starts_with("x86-64-linux"), "host target {host}");
    }

    #[test]
    fn canonicalizes_target_strings() {
        let t = canonical_target("x86-64-linux-avx2").expect("valid target");
        assert!(t.starts_with("x86-64-linux") && t.contains("avx2"), "{t}");
        let cuda = canonical_target("x86-64-linux-avx2-cuda").expect("cuda target");
        assert!(cuda.contains("cuda"), "{cuda}");
    }

    #[test]
    fn invalid_target_is_an_error_with_halides_message() {
        let err = canonical_target("x86-64-plan9-nonsense").unwrap_err();
        assert!(err.contains("not a valid target"), "{err}");
    }

    #[test]
    fn env_file_parsing() {
        let dir = std::env::temp_dir().join(format!("halide-tv-env-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("env.sh");
        std::fs::write(
            &f,
            "# c\nexport A=\"/x y\"\nexport HALIDE_TV_STOCK_DIR=\"/s\"\n",
        )
        .unwrap();
        assert_eq!(install::read_env_file(&f, "A").as_deref(), Some("/x y"));
        assert_eq!(
            install::read_env_file(&f, "HALIDE_TV_STOCK_DIR").as_deref(),
            Some("/s")
        );
        assert_eq!(install::read_env_file(&f, "B"), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
