// C++ side of the halide-tv bridge. Every function that reaches into Halide catches Halide's
// errors (CompileError, InternalError, RuntimeError, any std::exception) and rethrows them as a
// std::runtime_error carrying Halide's message, which cxx turns into a Rust Err. While a bridge
// call runs, a SIGABRT handler names the operation on stderr before the process dies, so an
// abort inside Halide (or inside a generator) is never silent.
#pragma once

#include <cstdint>
#include <memory>

#include "rust/cxx.h"

namespace halide_tv {

struct GeneratorParamDesc;
struct SchedSinkBox;
struct SareSinkBox;
struct KeyValue;
struct TextOutput;

// A lowered generator: the Halide Module, kept so that the texts and the object code come from
// the same lowering. (Pimpl: this header is compiled without Halide.h.)
class LoweredModule {
public:
    struct Impl;
    explicit LoweredModule(std::unique_ptr<Impl> impl);
    ~LoweredModule();
    LoweredModule(const LoweredModule &) = delete;
    LoweredModule &operator=(const LoweredModule &) = delete;
    std::unique_ptr<Impl> impl;
};

// "MAJOR.MINOR.PATCH" of the Halide library the bridge is linked against.
rust::String halide_version();

// Halide's host target, e.g. "x86-64-linux-avx-avx2-...".
rust::String host_target();

// Parses a target string with Halide::Target and prints it back in canonical form.
// Throws (Err on the Rust side) with Halide's message when the string is not a valid target.
rust::String canonical_target(rust::Str target);

// Compiles Halide's runtime alone for `target` (without its no_runtime feature) into the object
// file `path` (Halide::compile_standalone_runtime), to link with object code built without one.
void compile_standalone_runtime(rust::Str target, rust::Str path);

// dlopen()s a shared library of generators (RTLD_NOW) and returns the names of the generators
// it registered, sorted. Loading the same library again returns the same names.
rust::Vec<rust::String> load_generator_library(rust::Str path);

// Every generator registered in this process, sorted.
rust::Vec<rust::String> registered_generators();

// Loads a Halide plugin (an autoscheduler) with Halide::load_plugin.
void load_plugin(rust::Str path);

// The GeneratorParams of generator `name` when created for `target`.
rust::Vec<GeneratorParamDesc> generator_params(rust::Str name, rust::Str target);

// Creates generator `name` for `target`, sets `params` (key=value as on a GenGen command line,
// including autoscheduler=NAME and autoscheduler.KEY=VALUE), builds its pipeline (applying the
// autoscheduler, if any) and lowers it to a Module named `function_name` (the generator name when
// empty), exactly as GenGen does for a single target.
std::unique_ptr<LoweredModule> lower_generator(rust::Str name, rust::Str target,
                                               rust::Slice<const KeyValue> params,
                                               rust::Str function_name);

// The name of the module's pipeline function.
rust::String module_function_name(const LoweredModule &m);

// The annotated conceptual Stmt in the .sched format, or (ok = false) why it cannot be written.
TextOutput module_sched(const LoweredModule &m);

// The algorithm in the .sare format, or (ok = false) why it cannot be written.
TextOutput module_sare(const LoweredModule &m);

// Compiles the module to files: each key is a Halide output type name ("object",
// "static_library", "c_header", "assembly", "stmt", "conceptual_stmt", "registration", ...),
// each value the path to write.
void module_compile(const LoweredModule &m, rust::Slice<const KeyValue> outputs);

// Every Halide output type name with its file extension for the module's target
// ("object" -> ".o", "static_library" -> ".a", "c_header" -> ".h", ...).
rust::Vec<KeyValue> module_output_types(const LoweredModule &m);

// Walks the module's annotated conceptual Stmt as the .sched printer does and reports it, node
// by node, to the Rust sink (halide-bridge/src/handoff.rs). Throws if the Stmt nests deeper
// than max_depth nodes.
void walk_sched(const LoweredModule &m, SchedSinkBox &sink, uint32_t max_depth);

// Walks the algorithm of the module's pipeline as the .sare printer does and reports it, node by
// node, to the Rust sink (halide-bridge/src/sare_handoff.rs). Throws if an expression nests
// deeper than max_depth nodes or the generator's pipeline is not available.
void walk_sare(const LoweredModule &m, SareSinkBox &sink, uint32_t max_depth);

}  // namespace halide_tv
