// Differential runs: the object code of a lowered Module (the lowering that was validated),
// linked into a shared object by the Rust side, loaded here and called through its
// FUNCTION_argv entry point on host buffers described by the caller. The Halide runtime in
// that object reports errors to a handler installed here, which records the message for the
// Rust error.
#include "callable.h"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
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

// Heap allocations of the loaded pipelines, installed as their runtime's custom allocator:
// each block is [header: size, then guard][the allocation][guard], aligned to kAlign bytes.
// With a poison byte set, the allocation is filled with it and the guards are checked when it
// is freed (a write outside the allocation); the first violation is kept for the caller.
constexpr size_t kAlign = 128;
constexpr uint8_t kGuardByte = 0xC7;
std::atomic<int> g_heap_poison{-1};
std::mutex g_overflow_mutex;
std::string g_overflow;

void *poisoning_malloc(void *, size_t size) {
    void *raw = nullptr;
    if (posix_memalign(&raw, kAlign, kAlign + size + kAlign) != 0) {
        return nullptr;
    }
    uint8_t *p = (uint8_t *)raw;
    memset(p, kGuardByte, kAlign);
    memcpy(p, &size, sizeof size);
    memset(p + kAlign + size, kGuardByte, kAlign);
    const int poison = g_heap_poison.load();
    if (poison >= 0) {
        memset(p + kAlign, poison, size);
    }
    return p + kAlign;
}

void poisoning_free(void *, void *ptr) {
    if (ptr == nullptr) {
        return;
    }
    uint8_t *p = (uint8_t *)ptr - kAlign;
    size_t size = 0;
    memcpy(&size, p, sizeof size);
    if (g_heap_poison.load() >= 0) {
        bool intact = true;
        for (size_t i = sizeof size; i < kAlign; i++) {
            intact = intact && p[i] == kGuardByte;
        }
        for (size_t i = 0; i < kAlign; i++) {
            intact = intact && p[kAlign + size + i] == kGuardByte;
        }
        if (!intact) {
            std::lock_guard<std::mutex> lock(g_overflow_mutex);
            if (g_overflow.empty()) {
                g_overflow = "a write outside a heap allocation of " + std::to_string(size) +
                             " bytes";
            }
        }
    }
    free(p);
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
    using SetMalloc = halide_malloc_t (*)(halide_malloc_t);
    using SetFree = halide_free_t (*)(halide_free_t);
    auto set_malloc = (SetMalloc)dlsym(impl->handle, "halide_set_custom_malloc");
    auto set_free = (SetFree)dlsym(impl->handle, "halide_set_custom_free");
    if (set_malloc == nullptr || set_free == nullptr) {
        throw std::runtime_error("the compiled pipeline's runtime has no "
                                 "halide_set_custom_malloc / halide_set_custom_free");
    }
    set_malloc(poisoning_malloc);
    set_free(poisoning_free);
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

void set_heap_poison(const CompiledPipeline &, int32_t byte) {
    g_heap_poison.store(byte >= 0 && byte <= 255 ? byte : -1);
    std::lock_guard<std::mutex> lock(g_overflow_mutex);
    g_overflow.clear();
}

rust::String take_heap_overflow(const CompiledPipeline &) {
    std::lock_guard<std::mutex> lock(g_overflow_mutex);
    std::string out;
    out.swap(g_overflow);
    return rust::String(out);
}

}  // namespace halide_tv
