// A lowered pipeline compiled to object code and loaded into this process, to be run on host
// buffers (see callable.cc).
#pragma once

#include <cstdint>
#include <memory>

#include "rust/cxx.h"

namespace halide_tv {

struct CallArg;
struct CallValue;

// The pipeline's entry points in a loaded shared object. Never unloaded (the runtime's thread
// pool may outlive a call).
class CompiledPipeline {
public:
    struct Impl;
    explicit CompiledPipeline(std::unique_ptr<Impl> impl);
    ~CompiledPipeline();
    CompiledPipeline(const CompiledPipeline &) = delete;
    CompiledPipeline &operator=(const CompiledPipeline &) = delete;
    std::unique_ptr<Impl> impl;
};

// dlopen()s a shared object linked from the object code of a Module and finds its
// FUNCTION_argv and FUNCTION_metadata entry points; installs an error handler in its runtime.
std::unique_ptr<CompiledPipeline> load_compiled_pipeline(rust::Str path, rust::Str function_name);

// The pipeline's arguments in call order (from its metadata).
rust::Vec<CallArg> compiled_arguments(const CompiledPipeline &p);

// Calls the pipeline with one value per argument, in call order. Throws with the runtime's
// error message when the pipeline returns an error. The buffers' data addresses must be valid
// for the extents and strides given.
void run_compiled(const CompiledPipeline &p, rust::Slice<const CallValue> values);

// The heap allocations of every loaded pipeline (its runtime's halide_malloc) are filled with
// `byte` from the next one on (-1: left as the system allocator gives them); each is fenced by
// guard bytes, checked when it is freed while a poison byte is set.
void set_heap_poison(const CompiledPipeline &p, int32_t byte);

// A description of the first guard found overwritten since the poison byte was last set, and
// clears it; empty when none was.
rust::String take_heap_overflow(const CompiledPipeline &p);

}  // namespace halide_tv
