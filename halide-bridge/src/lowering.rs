//! Safe Rust API over the generator functions of the bridge.

use crate::handoff::SchedSink;
use crate::sare_handoff::SareSink;
use crate::{ffi, halide_lock, linked_prefix, Error};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A shared library of generators loaded into this process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratorLibrary {
    /// The path it was loaded from.
    pub path: PathBuf,
    /// The generators it registered, sorted.
    pub generators: Vec<String>,
}

/// Loads a shared library of Halide generators (built against the same libHalide, e.g.
/// `g++ -shared -fPIC gen.cpp -lHalide`) and lists the generators it registers. Loading the
/// same library again is cheap and returns the same list. A library that registers no
/// generator is an error.
pub fn load_generator_library(path: &Path) -> Result<GeneratorLibrary, Error> {
    let path_str = path
        .to_str()
        .ok_or_else(|| Error(format!("{}: path is not UTF-8", path.display())))?;
    let generators = {
        let _lock = halide_lock();
        ffi::load_generator_library(path_str)?
    };
    if generators.is_empty() {
        return Err(Error(format!(
            "{}: the library registered no Halide generator (HALIDE_REGISTER_GENERATOR), or a \
             library with the same generators was loaded before",
            path.display()
        )));
    }
    Ok(GeneratorLibrary {
        path: path.to_path_buf(),
        generators,
    })
}

/// Loads generators from generator object files (`.o`) and static archives (`.a`) compiled
/// against the same libHalide (e.g. `c++ -c -fPIC gen.cpp`): links them into a shared library
/// in a temporary directory with the system C++ compiler ([`crate::build::link_generator_objects`]),
/// loads it as [`load_generator_library`] does and removes the file (the library stays loaded).
/// The returned `path` is that removed file. Loading objects whose generators are already
/// registered in this process is an error (Halide's registry allows one generator per name).
pub fn load_generator_objects(objects: &[&Path]) -> Result<GeneratorLibrary, Error> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    if objects.is_empty() {
        return Err(Error("no generator object file given".to_string()));
    }
    let mut paths = Vec::with_capacity(objects.len());
    for o in objects {
        let p = o
            .canonicalize()
            .map_err(|e| Error(format!("{}: {e}", o.display())))?;
        paths.push(p);
    }
    let dir = tempfile_dir()?;
    let so = dir.join(format!(
        "libhalide_tv_objects_{}.so",
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    // The directory goes whether linking or loading fails or not.
    let loaded = crate::build::link_generator_objects(&paths, &so)
        .and_then(|()| load_generator_library(&so));
    let _ = std::fs::remove_file(&so);
    let _ = std::fs::remove_dir(&dir);
    loaded
}

/// A fresh private directory for a linked library.
fn tempfile_dir() -> Result<PathBuf, Error> {
    let base = std::env::temp_dir();
    for attempt in 0..100u32 {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = base.join(format!(
            "halide-tv-objects-{}-{nanos}-{attempt}",
            std::process::id()
        ));
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(Error(format!("{}: {e}", dir.display()))),
        }
    }
    Err(Error("could not create a temporary directory".to_string()))
}

/// Every generator registered in this process (by every library loaded so far), sorted.
pub fn registered_generators() -> Result<Vec<String>, Error> {
    let _lock = halide_lock();
    Ok(ffi::registered_generators()?)
}

/// One GeneratorParam of a generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratorParam {
    /// Its name (what goes left of `=` on a GenGen command line).
    pub name: String,
    /// Its C++ type as Halide's stub emitter prints it (`int32_t`, `bool`, `Type`,
    /// `Enum_schedule`, ...); empty for synthetic params.
    pub c_type: String,
    /// Its current (default) value as Halide's stub emitter prints it (`32`, `false`,
    /// `Enum_schedule::slide_vector`, `Halide::UInt(16)`); empty for synthetic params.
    pub default_value: String,
    /// Whether Halide made it up for an Input/Output (`input.type`, `input.dim`, ...).
    pub synthetic: bool,
}

/// The GeneratorParams of generator `name` created for `target`, in declaration order.
pub fn generator_params(name: &str, target: &str) -> Result<Vec<GeneratorParam>, Error> {
    let _lock = halide_lock();
    let params = ffi::generator_params(name, target)?;
    Ok(params
        .into_iter()
        .map(|p| GeneratorParam {
            name: p.name,
            c_type: p.c_type,
            default_value: p.default_value,
            synthetic: p.synthetic,
        })
        .collect())
}

/// The plugin library of autoscheduler `name` in `prefix/lib` (`Adams2019` →
/// `libautoschedule_adams2019.so`), or an error listing the plugins that exist.
pub fn autoscheduler_plugin(prefix: &Path, name: &str) -> Result<PathBuf, Error> {
    let lib = prefix.join("lib");
    let file = lib.join(format!("libautoschedule_{}.so", name.to_ascii_lowercase()));
    if !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && file.is_file()
    {
        return Ok(file);
    }
    let mut known: Vec<String> = std::fs::read_dir(&lib)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            let stem = n.strip_prefix("libautoschedule_")?.strip_suffix(".so")?;
            Some(stem.to_string())
        })
        .collect();
    known.sort();
    Err(Error(format!(
        "no autoscheduler plugin `{name}` in {} (plugins there: {})",
        lib.display(),
        if known.is_empty() {
            "none".to_string()
        } else {
            known.join(", ")
        }
    )))
}

/// Loads the plugin of autoscheduler `name` (`Mullapudi2016`, `Adams2019`, `Li2018`,
/// `Anderson2021`) from the lib/ directory of the linked Halide prefix; returns its path.
pub fn load_autoscheduler(name: &str) -> Result<PathBuf, Error> {
    let plugin = autoscheduler_plugin(&linked_prefix(), name)?;
    let path = plugin
        .to_str()
        .ok_or_else(|| Error(format!("{}: path is not UTF-8", plugin.display())))?;
    let _lock = halide_lock();
    ffi::load_plugin(path)?;
    Ok(plugin)
}

/// What to lower: a registered generator, its target and GeneratorParams, as on a GenGen
/// command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenRequest {
    /// Registered generator name (`-g`).
    pub generator: String,
    /// Halide target string (`target=`), e.g. `x86-64-linux-avx2` or `host`.
    pub target: String,
    /// GeneratorParams `key=value`, in order (may include `autoscheduler=NAME` and
    /// `autoscheduler.KEY=VALUE`).
    pub params: Vec<(String, String)>,
    /// Autoscheduler to apply (its plugin is loaded from the linked prefix); the same as the
    /// param `autoscheduler=NAME`.
    pub autoscheduler: Option<String>,
    /// Name of the generated function (`-f`); the generator name when `None`.
    pub function_name: Option<String>,
}

/// A text output of a lowered generator: the text, or Halide's reason why the format cannot
/// represent this build.
pub type Text = Result<String, String>;

/// A lowered generator: the Halide `Module` of one lowering, from which the `.sched` and `.sare`
/// texts ([`Lowered::sched_text`], [`Lowered::sare_text`]), the structured program
/// ([`Lowered::walk_sched`]) and the object code ([`Lowered::compile`]) all come.
pub struct Lowered {
    module: cxx::UniquePtr<ffi::LoweredModule>,
    /// Wall time of creating the generator, building and lowering its pipeline (including the
    /// autoscheduler).
    pub lower_time: Duration,
}

impl std::fmt::Debug for Lowered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lowered")
            .field("lower_time", &self.lower_time)
            .finish()
    }
}

/// Creates, configures and lowers a generator in-process, exactly as GenGen does for one target
/// (same GeneratorParam handling, autoscheduler application and `build_module`), and returns the
/// lowered module (texts are printed on demand). Halide errors (an unknown generator or GeneratorParam, a bad
/// value, a failed schedule) are an [`Error`] with Halide's message.
///
/// The first lowering in a process gives the same texts as GenGen; later ones may differ in
/// Halide's counter-numbered names (`output$1`, `t123`), since Halide's name counters are
/// process-wide (`docs/bridge.md`).
pub fn lower(request: &GenRequest) -> Result<Lowered, Error> {
    let mut params = request.params.clone();
    if let Some(name) = &request.autoscheduler {
        match params.iter().find(|(k, _)| k == "autoscheduler") {
            Some((_, v)) if v != name => {
                return Err(Error(format!(
                    "--autoscheduler {name} conflicts with the param autoscheduler={v}"
                )))
            }
            Some(_) => {}
            None => params.push(("autoscheduler".to_string(), name.clone())),
        }
    }
    if let Some((_, name)) = params.iter().find(|(k, _)| k == "autoscheduler") {
        if !name.is_empty() {
            load_autoscheduler(name)?;
        }
    }
    let kvs: Vec<ffi::KeyValue> = params
        .into_iter()
        .map(|(key, value)| ffi::KeyValue { key, value })
        .collect();
    let function_name = request.function_name.as_deref().unwrap_or("");
    let _lock = halide_lock();
    let t0 = Instant::now();
    let module = ffi::lower_generator(&request.generator, &request.target, &kvs, function_name)?;
    let lower_time = t0.elapsed();
    Ok(Lowered { module, lower_time })
}

fn text(o: ffi::TextOutput) -> Text {
    if o.ok {
        Ok(o.text)
    } else {
        Err(o.text)
    }
}

impl Lowered {
    /// The annotated conceptual Stmt in the `.sched` format (printed by the patched Halide now),
    /// or Halide's reason why the format cannot represent this build.
    pub fn sched_text(&self) -> Text {
        let _lock = halide_lock();
        text(ffi::module_sched(self.handle().map_err(|e| e.0)?))
    }

    /// The algorithm in the `.sare` format (printed now), or Halide's reason why the format
    /// cannot represent it.
    pub fn sare_text(&self) -> Text {
        let _lock = halide_lock();
        text(ffi::module_sare(self.handle().map_err(|e| e.0)?))
    }

    /// Compiles the lowered module to files, as GenGen's `-e`: each entry is a Halide output type
    /// name (`object`, `static_library`, `c_header`, `registration`, `assembly`, `stmt`,
    /// `conceptual_stmt`, `sched`, `sare`, ...) and the path to write.
    pub fn compile(&self, outputs: &[(&str, &Path)]) -> Result<(), Error> {
        let mut kvs = Vec::with_capacity(outputs.len());
        for (kind, path) in outputs {
            let value = path
                .to_str()
                .ok_or_else(|| Error(format!("{}: path is not UTF-8", path.display())))?
                .to_string();
            kvs.push(ffi::KeyValue {
                key: kind.to_string(),
                value,
            });
        }
        let _lock = halide_lock();
        Ok(ffi::module_compile(self.handle()?, &kvs)?)
    }

    /// Hands the annotated conceptual Stmt of this lowering to `sink`, node by node, as the
    /// `.sched` printer would write it ([`crate::handoff`]); returns the sink. Text is neither
    /// printed nor parsed. A Stmt nested deeper than `max_depth` nodes is an error (the
    /// consumer's recursion limit).
    pub fn walk_sched<S: SchedSink>(&self, sink: S, max_depth: u32) -> Result<S, Error> {
        let _lock = halide_lock();
        crate::handoff::walk(self.handle()?, sink, max_depth)
    }

    /// Hands the algorithm of this lowering's pipeline to `sink`, node by node, as the `.sare`
    /// printer would write it ([`crate::sare_handoff`]); returns the sink. Text is neither
    /// printed nor parsed (except Halide's message of a refusal). An expression nested deeper
    /// than `max_depth` nodes is an error, as is a generator that is not a `Halide::Generator`.
    pub fn walk_sare<S: SareSink>(&self, sink: S, max_depth: u32) -> Result<S, Error> {
        let _lock = halide_lock();
        crate::sare_handoff::walk(self.handle()?, sink, max_depth)
    }

    /// The object code of this lowering (the validated one), compiled with Halide's runtime,
    /// linked into a shared object and loaded, to be run on host buffers
    /// ([`crate::callable::Callable::run`]) for differential testing.
    pub fn callable(&self) -> Result<crate::callable::Callable, Error> {
        let name = {
            let _lock = halide_lock();
            ffi::module_function_name(self.handle()?)
        };
        crate::callable::Callable::new(self, name)
    }

    fn handle(&self) -> Result<&ffi::LoweredModule, Error> {
        self.module
            .as_ref()
            .ok_or_else(|| Error("the lowered module is gone".to_string()))
    }

    /// Halide's output types for this module's target, each with its file extension
    /// (`("object", ".o")`, `("static_library", ".a")`, `("c_header", ".h")`, ...).
    pub fn output_types(&self) -> Result<Vec<(String, String)>, Error> {
        let _lock = halide_lock();
        let kvs = ffi::module_output_types(self.handle()?)?;
        Ok(kvs.into_iter().map(|kv| (kv.key, kv.value)).collect())
    }

    /// Compiles outputs `kinds` into `dir` as GenGen names them: `dir/BASE.EXT` (e.g.
    /// `static_library` → `BASE.a`). Returns the files written. An unknown kind is an error
    /// listing the known ones.
    pub fn compile_into(
        &self,
        dir: &Path,
        base: &str,
        kinds: &[&str],
    ) -> Result<Vec<PathBuf>, Error> {
        let types = self.output_types()?;
        let mut files = Vec::with_capacity(kinds.len());
        for kind in kinds {
            let ext = types
                .iter()
                .find(|(k, _)| k == kind)
                .map(|(_, e)| e)
                .ok_or_else(|| {
                    let known: Vec<&str> = types.iter().map(|(k, _)| k.as_str()).collect();
                    Error(format!(
                        "unknown output type `{kind}` (known: {})",
                        known.join(", ")
                    ))
                })?;
            files.push(dir.join(format!("{base}{ext}")));
        }
        let outputs: Vec<(&str, &Path)> = kinds
            .iter()
            .copied()
            .zip(files.iter().map(PathBuf::as_path))
            .collect();
        self.compile(&outputs)?;
        Ok(files)
    }
}
