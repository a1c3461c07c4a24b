// Differential runs: the object code of a lowered Module (the lowering that was validated),
// linked into a shared object by the Rust side, loaded here and called through its
// FUNCTION_argv entry point on host buffers described by the caller. The Halide runtime in
// that object reports errors to a handler installed here, which records the message for the
// Rust error.
#include "callable.h"

#include <dlfcn.h>

#include <cstring>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "HalideRuntime.h"
#include "halide-bridge/src/lib.rs.h"

namespace halide_tv {

struct CompiledPipeline::Impl {
    void *handle = nullptr;
    int (*argv_call)(void **) = nullptr;
    const halide_filter_metadata_t *metadata = nullptr;
    std::string name;
};

CompiledPipeline::CompiledPipeline(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {
}

CompiledPipeline::~CompiledPipeline() = default;

namespace {

// Calls are serialized: the runtime may report an error from one of its worker threads, so the
// messages of the current call are collected process-wide (each pipeline still runs its loops
// on its runtime's thread pool).
std::mutex g_call_mutex;
std::mutex g_errors_mutex;
std::string g_errors;

void record_error(void *, const char *message) {
    std::lock_guard<std::mutex> lock(g_errors_mutex);
    g_errors += message;
}

TypeDesc describe(const halide_type_t &t) {
    TypeDesc d;
    d.bits = t.bits;
    d.lanes = t.lanes;
    switch (t.code) {
    case halide_type_int:
        d.code = 0;
        break;
    case halide_type_uint:
        d.code = 1;
        break;
    case halide_type_float:
        d.code = 2;
        break;
    case halide_type_handle:
        d.code = 3;
        break;
    default:
        d.code = 255;
    }
    return d;
}

}  // namespace

std::unique_ptr<CompiledPipeline> load_compiled_pipeline(rust::Str path_str,
                                                         rust::Str function_name_str) {
    const std::string path(path_str), name(function_name_str);
    auto impl = std::make_unique<CompiledPipeline::Impl>();
    impl->name = name;
    // RTLD_LOCAL: each compiled pipeline has its own copy of the runtime.
    impl->handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (impl->handle == nullptr) {
        const char *e = dlerror();
        throw std::runtime_error("loading the compiled pipeline " + path + ": " +
                                 (e ? e : "dlopen failed"));
    }
    impl->argv_call = (int (*)(void **))dlsym(impl->handle, (name + "_argv").c_str());
    using MetadataFn = const halide_filter_metadata_t *(*)();
    auto metadata = (MetadataFn)dlsym(impl->handle, (name + "_metadata").c_str());
    if (impl->argv_call == nullptr || metadata == nullptr) {
        throw std::runtime_error("the compiled pipeline has no " + name + "_argv / " + name +
                                 "_metadata (was it lowered with metadata?)");
    }
    impl->metadata = metadata();
    using SetHandler = halide_error_handler_t (*)(halide_error_handler_t);
    auto set_handler = (SetHandler)dlsym(impl->handle, "halide_set_error_handler");
    if (set_handler == nullptr) {
        throw std::runtime_error("the compiled pipeline has no Halide runtime "
                                 "(halide_set_error_handler)");
    }
    set_handler(record_error);
    return std::make_unique<CompiledPipeline>(std::move(impl));
}

rust::Vec<CallArg> compiled_arguments(const CompiledPipeline &p) {
    rust::Vec<CallArg> out;
    const halide_filter_metadata_t *md = p.impl->metadata;
    for (int i = 0; i < md->num_arguments; i++) {
        const halide_filter_argument_t &a = md->arguments[i];
        CallArg c;
        c.name = a.name;
        c.kind = (uint8_t)a.kind;
        c.ty = describe(a.type);
        c.dims = a.dimensions;
        out.push_back(std::move(c));
    }
    return out;
}

void run_compiled(const CompiledPipeline &p, rust::Slice<const CallValue> values) {
    const halide_filter_metadata_t *md = p.impl->metadata;
    if ((int)values.size() != md->num_arguments) {
        throw std::runtime_error("running " + p.impl->name + ": " +
                                 std::to_string(values.size()) + " values for " +
                                 std::to_string(md->num_arguments) + " arguments");
    }
    std::vector<halide_buffer_t> buffers(values.size());
    std::vector<std::vector<halide_dimension_t>> dims(values.size());
    std::vector<uint64_t> scalars(values.size());
    std::vector<void *> argv(values.size(), nullptr);
    for (size_t i = 0; i < values.size(); i++) {
        const halide_filter_argument_t &a = md->arguments[i];
        const CallValue &v = values[i];
        if (a.kind == halide_argument_kind_input_scalar) {
            scalars[i] = v.scalar_bits;
            argv[i] = &scalars[i];
            continue;
        }
        if (v.mins.size() != (size_t)a.dimensions || v.extents.size() != (size_t)a.dimensions ||
            v.strides.size() != (size_t)a.dimensions) {
            throw std::runtime_error("running " + p.impl->name + ": the buffer " + a.name +
                                     " needs " + std::to_string(a.dimensions) + " dimensions");
        }
        for (int d = 0; d < a.dimensions; d++) {
            dims[i].push_back(halide_dimension_t(v.mins[d], v.extents[d], v.strides[d]));
        }
        halide_buffer_t &b = buffers[i];
        b = halide_buffer_t{};
        b.host = (uint8_t *)(uintptr_t)v.data;
        b.type = a.type;
        b.dimensions = a.dimensions;
        b.dim = dims[i].data();
        argv[i] = &b;
    }
    std::lock_guard<std::mutex> call(g_call_mutex);
    {
        std::lock_guard<std::mutex> lock(g_errors_mutex);
        g_errors.clear();
    }
    const int result = p.impl->argv_call(argv.data());
    if (result != 0) {
        std::string message;
        {
            std::lock_guard<std::mutex> lock(g_errors_mutex);
            message = g_errors;
        }
        while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) {
            message.pop_back();
        }
        throw std::runtime_error("running " + p.impl->name + ": error " +
                                 std::to_string(result) +
                                 (message.empty() ? std::string() : ": " + message));
    }
}

}  // namespace halide_tv
