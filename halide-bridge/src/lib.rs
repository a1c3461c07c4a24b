//! In-process access to the patched Halide 19 for halide-tv, through a `cxx` bridge.
//!
//! Load generators from a shared library ([`load_generator_library`]) or from generator object
//! files and archives ([`load_generator_objects`]), list them and their
//! GeneratorParams ([`generator_params`]), lower one with parameters, a target and optionally an
//! autoscheduler ([`lower`]) and get its `.sched` / `.sare` texts and object code from the same
//! Halide `Module` ([`Lowered`]), or hand its annotated program over node by node, without text
//! ([`Lowered::walk_sched`], [`handoff`]) and its algorithm likewise ([`Lowered::walk_sare`],
//! [`sare_handoff`]), or run the validated lowering's object code on host buffers for
//! differential runs ([`Lowered::callable`], [`callable`]).
//!
//! Every Halide error (user errors, internal errors, runtime errors) crosses the bridge as an
//! [`Error`] carrying Halide's own message. An `abort()` inside Halide cannot be turned into an
//! error; while a bridge call runs, a SIGABRT handler names the operation on stderr before the
//! process dies, so it never dies silently. Bridge calls are serialized (Halide's generator
//! registry and plugin loading are process-global).

pub mod build;
pub mod callable;
pub mod handoff;
pub mod install;
mod lowering;
pub mod sare_handoff;

use handoff::SchedSinkBox;
use sare_handoff::SareSinkBox;

pub use lowering::{
    autoscheduler_plugin, generator_params, load_autoscheduler, load_generator_library,
    load_generator_objects, lower, registered_generators, GenRequest, GeneratorLibrary,
    GeneratorParam, Lowered, Text,
};

use std::fmt;
use std::sync::{Mutex, MutexGuard};

#[cxx::bridge(namespace = "halide_tv")]
mod ffi {
    /// One GeneratorParam of a generator.
    struct GeneratorParamDesc {
        name: String,
        c_type: String,
        default_value: String,
        synthetic: bool,
    }

    /// A `key=value` pair (a GeneratorParam, or an output type and its path).
    struct KeyValue {
        key: String,
        value: String,
    }

    /// A text output of a lowered module, or (ok = false) Halide's reason why it cannot be written.
    struct TextOutput {
        ok: bool,
        text: String,
    }

    /// A type as the `.sched` format writes it (see `handoff::TypeOf`): code 0 int, 1 uint,
    /// 2 float, 3 handle, 255 a type the format cannot write.
    struct TypeDesc {
        code: u8,
        bits: u8,
        lanes: u32,
    }

    /// An argument of a compiled pipeline, in call order (its metadata): kind 0 input scalar,
    /// 1 input buffer, 2 output buffer.
    struct CallArg {
        name: String,
        kind: u8,
        ty: TypeDesc,
        dims: i32,
    }

    /// The value of one argument of a call: a scalar's bits, or a buffer's data address and
    /// shape.
    struct CallValue {
        scalar_bits: u64,
        data: usize,
        mins: Vec<i32>,
        extents: Vec<i32>,
        strides: Vec<i32>,
    }

    extern "Rust" {
        type SchedSinkBox;
        fn refuse(self: &mut SchedSinkBox, reason: &str);
        fn header(self: &mut SchedSinkBox, module: &str, pipeline: &str, target: &str);
        fn param(self: &mut SchedSinkBox, name: &str, ty: TypeDesc);
        fn input(self: &mut SchedSinkBox, name: &str, ty: TypeDesc, dims: i32);
        fn output(self: &mut SchedSinkBox, name: &str, ty: TypeDesc, dims: i32);
        fn free_var(self: &mut SchedSinkBox, name: &str, ty: TypeDesc);
        fn int_imm(self: &mut SchedSinkBox, ty: TypeDesc, v: i64);
        fn uint_imm(self: &mut SchedSinkBox, ty: TypeDesc, v: u64);
        fn float_imm(self: &mut SchedSinkBox, ty: TypeDesc, bits: u64);
        fn string_imm(self: &mut SchedSinkBox, s: &str);
        fn var(self: &mut SchedSinkBox, name: &str, ty: TypeDesc, free: bool);
        fn cast(self: &mut SchedSinkBox, ty: TypeDesc);
        fn reinterpret(self: &mut SchedSinkBox, ty: TypeDesc);
        fn binary(self: &mut SchedSinkBox, op: u8);
        fn logical_not(self: &mut SchedSinkBox);
        fn select(self: &mut SchedSinkBox);
        fn load(self: &mut SchedSinkBox, name: &str, predicate: bool);
        fn ramp(self: &mut SchedSinkBox, lanes: i32);
        fn broadcast(self: &mut SchedSinkBox, lanes: i32);
        fn call(self: &mut SchedSinkBox, kind: u8, name: &str, ty: TypeDesc, args: u32);
        fn begin_let(self: &mut SchedSinkBox, name: &str);
        fn end_let(self: &mut SchedSinkBox);
        fn shuffle(self: &mut SchedSinkBox, vectors: u32, indices: &[i32]);
        fn vector_reduce(self: &mut SchedSinkBox, op: &str, lanes: i32);
        fn begin_block(self: &mut SchedSinkBox);
        fn end_block(self: &mut SchedSinkBox);
        fn begin_let_stmt(self: &mut SchedSinkBox, name: &str);
        fn end_let_stmt(self: &mut SchedSinkBox);
        fn begin_for(self: &mut SchedSinkBox, name: &str);
        fn end_for(self: &mut SchedSinkBox, kind: i32);
        fn if_then_else(self: &mut SchedSinkBox, has_else: bool);
        fn assert_stmt(self: &mut SchedSinkBox);
        fn producer_consumer(self: &mut SchedSinkBox, name: &str, is_producer: bool);
        #[allow(clippy::too_many_arguments)]
        fn store(
            self: &mut SchedSinkBox,
            name: &str,
            multi: u32,
            predicate: bool,
            annotated: bool,
            func: &str,
            stage: i32,
            print_index: bool,
            value_index: i32,
            args: u32,
        );
        fn begin_allocate(
            self: &mut SchedSinkBox,
            name: &str,
            elem: TypeDesc,
            extents: u32,
            condition: bool,
            memory: i32,
            padding: i32,
        );
        fn end_allocate(self: &mut SchedSinkBox);
        fn free(self: &mut SchedSinkBox, name: &str);
        fn evaluate(self: &mut SchedSinkBox);
    }

    extern "Rust" {
        type SareSinkBox;
        #[cxx_name = "refuse"]
        fn sare_refuse(self: &mut SareSinkBox, reason: &str);
        #[cxx_name = "header"]
        fn sare_header(self: &mut SareSinkBox, module: &str, pipeline: &str, target: &str);
        #[cxx_name = "param"]
        fn sare_param(
            self: &mut SareSinkBox,
            name: &str,
            ty: TypeDesc,
            min: bool,
            max: bool,
            estimate: bool,
        );
        #[cxx_name = "input"]
        fn sare_input(self: &mut SareSinkBox, name: &str, ty: TypeDesc, dims: i32);
        #[cxx_name = "output"]
        fn sare_output(
            self: &mut SareSinkBox,
            name: &str,
            ty: TypeDesc,
            dims: i32,
            func: &str,
            value_index: u32,
        );
        fn signature(self: &mut SareSinkBox, name: &str);
        fn signature_var(self: &mut SareSinkBox, name: &str);
        fn signature_type(self: &mut SareSinkBox, ty: TypeDesc);
        fn begin_func(self: &mut SareSinkBox, name: &str);
        fn pure_definition(self: &mut SareSinkBox, values: u32);
        fn begin_update(self: &mut SareSinkBox);
        fn rvar(self: &mut SareSinkBox, name: &str);
        fn where_predicate(self: &mut SareSinkBox);
        fn end_update(self: &mut SareSinkBox, args: u32, values: u32);
        fn end_definitions(self: &mut SareSinkBox);
        fn specialize(self: &mut SareSinkBox);
        fn end_func(self: &mut SareSinkBox);
        fn constraint(self: &mut SareSinkBox);
        fn require(self: &mut SareSinkBox);
        #[cxx_name = "int_imm"]
        fn sare_int_imm(self: &mut SareSinkBox, ty: TypeDesc, v: i64);
        #[cxx_name = "uint_imm"]
        fn sare_uint_imm(self: &mut SareSinkBox, ty: TypeDesc, v: u64);
        #[cxx_name = "float_imm"]
        fn sare_float_imm(self: &mut SareSinkBox, ty: TypeDesc, bits: u64);
        #[cxx_name = "string_imm"]
        fn sare_string_imm(self: &mut SareSinkBox, s: &str);
        #[cxx_name = "var"]
        fn sare_var(self: &mut SareSinkBox, name: &str, ty: TypeDesc);
        #[cxx_name = "cast"]
        fn sare_cast(self: &mut SareSinkBox, ty: TypeDesc);
        #[cxx_name = "reinterpret"]
        fn sare_reinterpret(self: &mut SareSinkBox, ty: TypeDesc);
        #[cxx_name = "binary"]
        fn sare_binary(self: &mut SareSinkBox, op: u8);
        #[cxx_name = "logical_not"]
        fn sare_logical_not(self: &mut SareSinkBox);
        #[cxx_name = "select"]
        fn sare_select(self: &mut SareSinkBox);
        #[cxx_name = "ramp"]
        fn sare_ramp(self: &mut SareSinkBox, lanes: i32);
        #[cxx_name = "broadcast"]
        fn sare_broadcast(self: &mut SareSinkBox, lanes: i32);
        #[cxx_name = "call"]
        fn sare_call(self: &mut SareSinkBox, kind: u8, name: &str, ty: TypeDesc, args: u32);
        fn func_call(self: &mut SareSinkBox, name: &str, args: u32, value_index: i32);
        fn image_call(self: &mut SareSinkBox, name: &str, args: u32);
        #[cxx_name = "begin_let"]
        fn sare_begin_let(self: &mut SareSinkBox, name: &str);
        #[cxx_name = "end_let"]
        fn sare_end_let(self: &mut SareSinkBox);
        #[cxx_name = "shuffle"]
        fn sare_shuffle(self: &mut SareSinkBox, vectors: u32, indices: &[i32]);
        #[cxx_name = "vector_reduce"]
        fn sare_vector_reduce(self: &mut SareSinkBox, op: &str, lanes: i32);
    }

    unsafe extern "C++" {
        include!("bridge.h");

        type LoweredModule;
        include!("callable.h");
        type CompiledPipeline;

        fn halide_version() -> String;
        fn host_target() -> String;
        fn canonical_target(target: &str) -> Result<String>;
        fn compile_standalone_runtime(target: &str, path: &str) -> Result<()>;
        fn load_generator_library(path: &str) -> Result<Vec<String>>;
        fn registered_generators() -> Result<Vec<String>>;
        fn load_plugin(path: &str) -> Result<()>;
        fn generator_params(name: &str, target: &str) -> Result<Vec<GeneratorParamDesc>>;
        fn lower_generator(
            name: &str,
            target: &str,
            params: &[KeyValue],
            function_name: &str,
        ) -> Result<UniquePtr<LoweredModule>>;
        fn module_function_name(m: &LoweredModule) -> String;
        fn module_sched(m: &LoweredModule) -> TextOutput;
        fn module_sare(m: &LoweredModule) -> TextOutput;
        fn module_compile(m: &LoweredModule, outputs: &[KeyValue]) -> Result<()>;
        fn module_output_types(m: &LoweredModule) -> Result<Vec<KeyValue>>;
        fn walk_sched(m: &LoweredModule, sink: &mut SchedSinkBox, max_depth: u32) -> Result<()>;
        fn walk_sare(m: &LoweredModule, sink: &mut SareSinkBox, max_depth: u32) -> Result<()>;
        fn load_compiled_pipeline(
            path: &str,
            function_name: &str,
        ) -> Result<UniquePtr<CompiledPipeline>>;
        fn compiled_arguments(p: &CompiledPipeline) -> Vec<CallArg>;
        /// # Safety
        /// Every buffer's `data` must address memory valid for its extents and strides.
        unsafe fn run_compiled(p: &CompiledPipeline, values: &[CallValue]) -> Result<()>;
        fn set_heap_poison(p: &CompiledPipeline, byte: i32);
        fn take_heap_overflow(p: &CompiledPipeline) -> String;
    }
}

/// An error of the bridge: Halide's message (or the loader's), prefixed with the operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl From<cxx::Exception> for Error {
    fn from(e: cxx::Exception) -> Error {
        Error(e.what().to_string())
    }
}

/// Serializes every call into Halide: the generator registry, the autoscheduler map, plugin
/// loading and the SIGABRT reporter are process-global.
fn halide_lock() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    // A panic while holding the lock leaves Halide in no worse state than before the call.
    LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Version of the libHalide this crate is linked against (e.g. `"19.0.0"`).
pub fn halide_version() -> String {
    ffi::halide_version()
}

/// Halide's view of the host target (what `target=host` means on this machine).
pub fn host_target() -> String {
    let _lock = halide_lock();
    ffi::host_target()
}

/// Parses `target` with Halide and returns its canonical string, or Halide's error message.
pub fn canonical_target(target: &str) -> Result<String, String> {
    let _lock = halide_lock();
    ffi::canonical_target(target).map_err(|e| e.what().to_string())
}

/// The installation prefix of the Halide this crate was built and linked against.
pub fn linked_prefix() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("HALIDE_TV_BRIDGE_PREFIX"))
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
        assert!(err.contains("not a valid"), "{err}");
    }

    #[test]
    fn linked_prefix_has_libhalide() {
        assert!(linked_prefix().join("lib/libHalide.so").exists());
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
