//! Compiling generator sources against the linked Halide: a shared library the bridge can load,
//! a generator object file, a shared library linked from generator object files and archives
//! (what [`crate::load_generator_objects`] loads), or a GenGen executable (the `-e sched,sare`
//! path the bridge is compared with).

use crate::{linked_prefix, Error};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The C++ compiler: `$CXX`, else `c++`.
fn cxx() -> Command {
    Command::new(std::env::var("CXX").unwrap_or_else(|_| "c++".into()))
}

fn run(mut cmd: Command, what: &str) -> Result<(), Error> {
    let out = cmd
        .output()
        .map_err(|e| Error(format!("{what}: {e} (command {cmd:?})")))?;
    if out.status.success() {
        return Ok(());
    }
    Err(Error(format!(
        "{what}: {}\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    )))
}

fn base_command(prefix: &Path, sources: &[PathBuf], include_dirs: &[PathBuf]) -> Command {
    let mut cmd = cxx();
    cmd.args(["-std=c++17", "-O1"])
        .arg("-I")
        .arg(prefix.join("include"));
    for dir in include_dirs {
        cmd.arg("-I").arg(dir);
    }
    cmd.args(sources);
    cmd
}

/// Compiles generator `sources` into a shared library `out` that [`crate::load_generator_library`]
/// can load: `c++ -shared -fPIC`, linked against the libHalide of the linked prefix.
pub fn generator_library(
    sources: &[PathBuf],
    include_dirs: &[PathBuf],
    out: &Path,
) -> Result<(), Error> {
    let prefix = linked_prefix();
    let lib = prefix.join("lib");
    let mut cmd = base_command(&prefix, sources, include_dirs);
    cmd.args(["-shared", "-fPIC"])
        .arg("-L")
        .arg(&lib)
        .arg("-lHalide")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-o")
        .arg(out);
    run(
        cmd,
        &format!("compiling generator library {}", out.display()),
    )
}

/// Compiles generator `sources` with `libHalide_GenGen.a` of `prefix` into a GenGen executable
/// `out` (the ordinary generator build, e.g. run with `-e sched,sare`).
pub fn gengen_executable(
    prefix: &Path,
    sources: &[PathBuf],
    include_dirs: &[PathBuf],
    out: &Path,
) -> Result<(), Error> {
    let lib = prefix.join("lib");
    let mut cmd = base_command(prefix, sources, include_dirs);
    cmd.arg(lib.join("libHalide_GenGen.a"))
        .arg("-L")
        .arg(&lib)
        .args(["-lHalide", "-ldl", "-lpthread"])
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-o")
        .arg(out);
    run(
        cmd,
        &format!("compiling generator executable {}", out.display()),
    )
}

/// Compiles one generator source into an object file `out` (`c++ -c -fPIC`), as a build system
/// compiles a generator before linking it with `libHalide_GenGen.a`.
pub fn generator_object(source: &Path, include_dirs: &[PathBuf], out: &Path) -> Result<(), Error> {
    let prefix = linked_prefix();
    let mut cmd = base_command(&prefix, &[source.to_path_buf()], include_dirs);
    cmd.args(["-c", "-fPIC"]).arg("-o").arg(out);
    run(
        cmd,
        &format!("compiling generator object {}", out.display()),
    )
}

/// Links generator object files (`.o`) and static archives (`.a`) into a shared library `out`
/// against the libHalide of the linked prefix. Archives are linked whole
/// (`--whole-archive`): nothing refers to a generator's registration, so the linker would
/// otherwise drop it. The registrations (`HALIDE_REGISTER_GENERATOR`) need only libHalide,
/// not `libHalide_GenGen.a` (which holds GenGen's `main`). Objects must be position-independent
/// (`-fPIC`; the linker's error says so otherwise).
pub fn link_generator_objects(objects: &[PathBuf], out: &Path) -> Result<(), Error> {
    let lib = linked_prefix().join("lib");
    let mut cmd = cxx();
    cmd.args(["-shared", "-Wl,--whole-archive"])
        .args(objects)
        .arg("-Wl,--no-whole-archive")
        .arg("-L")
        .arg(&lib)
        .args(["-lHalide", "-ldl", "-lpthread"])
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-o")
        .arg(out);
    let names: Vec<String> = objects.iter().map(|o| o.display().to_string()).collect();
    run(
        cmd,
        &format!(
            "linking generator objects {} into a shared library",
            names.join(", ")
        ),
    )
}

/// Links the object code of a lowered pipeline and its Halide runtime (in the same object, or
/// a standalone runtime object after it) into a shared object `out` that [`crate::callable`]
/// loads. `-Bsymbolic` binds the runtime's own symbols inside it.
pub fn link_compiled_pipeline(objects: &[&Path], out: &Path) -> Result<(), Error> {
    let mut cmd = cxx();
    cmd.args(["-shared", "-Wl,-Bsymbolic"])
        .args(objects)
        .args(["-ldl", "-lpthread"])
        .arg("-o")
        .arg(out);
    run(
        cmd,
        &format!("linking the compiled pipeline {}", out.display()),
    )
}
