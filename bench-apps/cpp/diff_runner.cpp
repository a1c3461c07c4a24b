// halide-tv differential-run driver. Linked with one pipeline's object file and its
// `-e registration` file, it describes the pipeline's arguments or runs it once on
// deterministic inputs and writes every output buffer to a file.
//
// Unlike Halide's RunGenMain, every input element is a hash of (seed, input name,
// coordinates): the value at a coordinate does not depend on the buffer's shape, so two
// builds whose bounds queries ask for different input regions (e.g. a schedule that
// over-computes) still read the same values wherever their regions overlap. bench-apps
// reimplements the same hash (differential.rs) for its Rust references.
//
//   runner describe
//       one line per argument: arg KIND NAME TYPE_CODE BITS DIMENSIONS
//       (KIND: 0 input scalar, 1 input buffer, 2 output buffer), then `target TARGET`
//   runner run SEED OUTDIR [--poison=BYTE] NAME=SPEC...
//       SPEC for an output buffer: [MIN:EXTENT,...] (required); for an input buffer:
//       [MIN:EXTENT,...] or `auto` (default; a bounds query chooses the region); for a
//       scalar: a number (default: the scalar's estimate, else its default). A box entry
//       MIN:EXTENT:STRIDE gives the dimension's stride in elements (any sign; default: dense,
//       dimension 0 innermost). Elements are addressed by coordinates, so any layout works.
//       --poison=BYTE fills every output buffer, every allocation the pipeline makes on the
//       heap (halide_malloc) and the calling thread's stack below the call with BYTE before the
//       run, and puts guard bytes around the buffers and heap allocations: a cell the pipeline
//       never writes keeps BYTE, and a write outside a buffer or heap allocation is reported
//       (exit status 5). Without it, outputs start zeroed and allocations uninitialized.
//       Writes OUTDIR/NAME.buf per output: one text line
//       `halide-tv-buffer 1 CODE BITS DIMS MIN EXTENT ...` then the dense little-endian data,
//       dimension 0 fastest. Prints `input NAME MIN EXTENT ...` per input buffer.
// Exit status: 0 ok, 2 usage error, 3 the pipeline returned an error (e.g. a size it does not
// allow), 4 I/O error, 5 (with --poison) the pipeline wrote outside a buffer or allocation.
#include "HalideRuntime.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace {
int (*g_argv)(void **) = nullptr;
const halide_filter_metadata_t *g_md = nullptr;

uint64_t mix(uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t fnv1a(const char *s) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (; *s; ++s) {
        h = (h ^ (uint8_t)*s) * 0x100000001b3ull;
    }
    return h;
}

struct Box {
    std::vector<int32_t> min, extent;
    // Strides in elements; empty: dense.
    std::vector<int32_t> stride;
};

// --poison: the fill byte, or -1 when off.
int g_poison = -1;
// Guard bytes around every poisoned buffer and allocation.
constexpr size_t kGuard = 128;
constexpr uint8_t kGuardByte = 0xD7;
// Set when a guard was found overwritten.
bool g_overflow = false;
std::mutex g_overflow_mutex;

void fill_guard(uint8_t *p) {
    memset(p, kGuardByte, kGuard);
}

bool guard_intact(const uint8_t *p) {
    for (size_t i = 0; i < kGuard; ++i) {
        if (p[i] != kGuardByte) return false;
    }
    return true;
}

void report_overflow(const char *what, size_t bytes) {
    std::lock_guard<std::mutex> lock(g_overflow_mutex);
    g_overflow = true;
    fprintf(stderr, "runner: a write outside %s of %zu bytes\n", what, bytes);
}

bool parse_box(const std::string &s, Box *b) {
    if (s.size() < 2 || s.front() != '[' || s.back() != ']') return false;
    std::string body = s.substr(1, s.size() - 2);
    if (body.empty()) return true;
    size_t pos = 0;
    while (pos <= body.size()) {
        size_t comma = body.find(',', pos);
        if (comma == std::string::npos) comma = body.size();
        std::string item = body.substr(pos, comma - pos);
        size_t colon = item.find(':');
        if (colon == std::string::npos) return false;
        char *end = nullptr;
        long mn = strtol(item.c_str(), &end, 10);
        if (end != item.c_str() + colon) return false;
        long ex = strtol(item.c_str() + colon + 1, &end, 10);
        if (ex < 0) return false;
        if (*end == ':') {
            if (b->stride.size() != b->min.size()) return false;
            long st = strtol(end + 1, &end, 10);
            if (*end != 0) return false;
            b->stride.push_back((int32_t)st);
        } else if (*end != 0 || !b->stride.empty()) {
            return false;
        }
        b->min.push_back((int32_t)mn);
        b->extent.push_back((int32_t)ex);
        pos = comma + 1;
    }
    return true;
}

size_t elem_bytes(const halide_type_t &t) {
    return (t.bits + 7) / 8;
}

struct Arg {
    const halide_filter_argument_t *md;
    halide_scalar_value_t scalar;
    std::vector<halide_dimension_t> dims;
    halide_buffer_t buf;
    std::vector<uint8_t> data;
    Box box;
    bool auto_box = true;
};

// The buffer's shape: the box's strides, or dense ones (dimension 0 innermost).
void set_layout(Arg &a, const Box &b) {
    a.dims.assign(b.min.size(), halide_dimension_t{});
    int32_t stride = 1;
    for (size_t i = 0; i < b.min.size(); ++i) {
        a.dims[i].min = b.min[i];
        a.dims[i].extent = b.extent[i];
        a.dims[i].stride = b.stride.empty() ? stride : b.stride[i];
        a.dims[i].flags = 0;
        stride *= b.extent[i];
    }
    a.buf = halide_buffer_t{};
    a.buf.type = a.md->type;
    a.buf.dimensions = (int32_t)a.dims.size();
    a.buf.dim = a.dims.data();
}

size_t count(const Box &b) {
    size_t n = 1;
    for (int32_t e : b.extent) n *= (size_t)e;
    return n;
}

// Offset in elements of coordinates `c` from the box's minimum corner, in the buffer's layout.
int64_t offset_of(const Arg &a, const std::vector<int32_t> &c) {
    int64_t off = 0;
    for (size_t d = 0; d < c.size(); ++d) off += (int64_t)(c[d] - a.dims[d].min) * a.dims[d].stride;
    return off;
}

// Allocates the buffer's memory for its layout (the span of its elements' offsets, guard bytes
// on both sides), filled with `byte`, and points the buffer's host at its minimum corner.
void allocate(Arg &a, uint8_t byte) {
    const size_t eb = elem_bytes(a.md->type);
    int64_t lo = 0, hi = 0;
    for (const auto &d : a.dims) {
        const int64_t span = (int64_t)(d.extent > 0 ? d.extent - 1 : 0) * d.stride;
        (span < 0 ? lo : hi) += span;
    }
    const size_t bytes = count(a.box) == 0 ? 0 : (size_t)(hi - lo + 1) * eb;
    a.data.assign(kGuard + bytes + kGuard, byte);
    fill_guard(a.data.data());
    fill_guard(a.data.data() + kGuard + bytes);
    a.buf.host = a.data.data() + kGuard + (size_t)(-lo) * eb;
}

// Whether the guard bytes around the buffer's memory are intact.
bool buffer_guards_intact(const Arg &a) {
    return guard_intact(a.data.data()) && guard_intact(a.data.data() + a.data.size() - kGuard);
}

// Calls `f(k, p)` for the k-th element in dense order (dimension 0 fastest) and its address.
template<typename F>
void for_each_element(Arg &a, F f) {
    const size_t eb = elem_bytes(a.md->type);
    const size_t n = count(a.box);
    std::vector<int32_t> c(a.box.min);
    for (size_t k = 0; k < n; ++k) {
        f(c, a.buf.host + offset_of(a, c) * (int64_t)eb);
        for (size_t d = 0; d < c.size(); ++d) {
            if (++c[d] < a.box.min[d] + a.box.extent[d]) break;
            c[d] = a.box.min[d];
        }
    }
}

void fill(Arg &a, uint64_t seed) {
    const halide_type_t t = a.md->type;
    const size_t eb = elem_bytes(t);
    allocate(a, 0);
    const uint64_t base = mix(seed ^ fnv1a(a.md->name));
    for_each_element(a, [&](const std::vector<int32_t> &c, uint8_t *p) {
        uint64_t h = base;
        for (int32_t ci : c) h = mix(h ^ (uint64_t)(int64_t)ci);
        if (t.code == halide_type_float && t.bits == 32) {
            float v = (float)(h >> 40) * (1.0f / 16777216.0f);
            memcpy(p, &v, 4);
        } else if (t.code == halide_type_float && t.bits == 64) {
            double v = (double)(h >> 11) * (1.0 / 9007199254740992.0);
            memcpy(p, &v, 8);
        } else if (t.bits == 1) {
            p[0] = (uint8_t)(h & 1);
        } else {
            for (size_t i = 0; i < eb; ++i) p[i] = (uint8_t)(h >> (8 * i));
        }
    });
}

bool parse_scalar(const halide_type_t &t, const std::string &s, halide_scalar_value_t *v) {
    char *end = nullptr;
    *v = halide_scalar_value_t{};
    if (t.code == halide_type_float) {
        double d = strtod(s.c_str(), &end);
        if (t.bits == 32) v->u.f32 = (float)d; else v->u.f64 = d;
    } else if (t.bits == 1) {
        v->u.b = (s == "true" || s == "1");
        return s == "true" || s == "false" || s == "1" || s == "0";
    } else {
        long long x = strtoll(s.c_str(), &end, 10);
        switch (t.bits) {
        case 8: v->u.u8 = (uint8_t)x; break;
        case 16: v->u.u16 = (uint16_t)x; break;
        case 32: v->u.u32 = (uint32_t)x; break;
        default: v->u.u64 = (uint64_t)x; break;
        }
    }
    return end && *end == 0 && !s.empty();
}

// Fills the stack below the caller's frame with `byte`: the pipeline, called next from the same
// frame, finds its stack allocations (Halide puts small constant-size buffers on the stack)
// filled with it. Worker threads of parallel loops run on their own stacks, which stay as they
// are.
__attribute__((noinline)) void poison_stack(uint8_t byte) {
    volatile uint8_t area[1 << 20];
    for (size_t i = 0; i < sizeof area; ++i) area[i] = byte;
    asm volatile("" : : "r"(area) : "memory");
}

int usage() {
    fprintf(stderr, "usage: runner describe | runner run SEED OUTDIR NAME=SPEC...\n");
    return 2;
}
}  // namespace

// The runtime's default error handler aborts the process; report the message instead and let
// the pipeline return its error code (exit status 3). The runtime's symbols are weak.
extern "C" void halide_error(void *, const char *msg) {
    fprintf(stderr, "halide_error: %s\n", msg);
}

// Heap allocations of the pipeline (the runtime's symbols are weak). Each block is
// [header: size | guard][the allocation][guard], aligned to 128 bytes; with --poison the
// allocation is filled with the poison byte and the guards are checked when it is freed.
namespace {
constexpr size_t kAlign = 128;
static_assert(kGuard == kAlign, "the header slot doubles as the leading guard");
}  // namespace

extern "C" void *halide_malloc(void *, size_t size) {
    void *raw = nullptr;
    if (posix_memalign(&raw, kAlign, kAlign + size + kGuard) != 0) return nullptr;
    uint8_t *p = (uint8_t *)raw;
    fill_guard(p);
    memcpy(p, &size, sizeof size);
    fill_guard(p + kAlign + size);
    if (g_poison >= 0) memset(p + kAlign, g_poison, size);
    return p + kAlign;
}

extern "C" void halide_free(void *, void *ptr) {
    if (!ptr) return;
    uint8_t *p = (uint8_t *)ptr - kAlign;
    size_t size = 0;
    memcpy(&size, p, sizeof size);
    if (g_poison >= 0) {
        bool intact = guard_intact(p + kAlign + size);
        for (size_t i = sizeof size; i < kAlign; ++i) intact = intact && p[i] == kGuardByte;
        if (!intact) report_overflow("an allocation", size);
    }
    free(p);
}

extern "C" void halide_register_argv_and_metadata(int (*filter_argv_call)(void **),
                                                  const halide_filter_metadata_t *filter_metadata,
                                                  const char *const *) {
    g_argv = filter_argv_call;
    g_md = filter_metadata;
}

int main(int argc, char **argv) {
    if (!g_argv || !g_md) {
        fprintf(stderr, "runner: no pipeline registered\n");
        return 2;
    }
    if (argc < 2) return usage();
    std::string cmd = argv[1];
    if (cmd == "describe") {
        for (int i = 0; i < g_md->num_arguments; ++i) {
            const auto &a = g_md->arguments[i];
            printf("arg %d %s %d %d %d\n", a.kind, a.name, a.type.code, a.type.bits, a.dimensions);
        }
        printf("target %s\n", g_md->target);
        return 0;
    }
    if (cmd != "run" || argc < 4) return usage();
    const uint64_t seed = strtoull(argv[2], nullptr, 10);
    const std::string outdir = argv[3];
    const bool no_bounds_query = strstr(g_md->target, "no_bounds_query") != nullptr;
    std::vector<Arg> args(g_md->num_arguments);
    std::vector<void *> argv_ptrs(g_md->num_arguments, nullptr);
    bool any_auto = false;
    std::map<std::string, std::string> given;
    for (int i = 4; i < argc; ++i) {
        std::string s = argv[i];
        if (s.rfind("--poison=", 0) == 0) {
            char *end = nullptr;
            long b = strtol(s.c_str() + 9, &end, 0);
            if (*end != 0 || b < 0 || b > 255) return usage();
            g_poison = (int)b;
            continue;
        }
        size_t eq = s.find('=');
        if (eq == std::string::npos) return usage();
        given[s.substr(0, eq)] = s.substr(eq + 1);
    }
    for (int i = 0; i < g_md->num_arguments; ++i) {
        Arg &a = args[i];
        a.md = &g_md->arguments[i];
        auto it = given.find(a.md->name);
        const bool has = it != given.end();
        const std::string spec = has ? it->second : "";
        if (has) given.erase(it);
        if (a.md->kind == halide_argument_kind_input_scalar) {
            if (has) {
                if (!parse_scalar(a.md->type, spec, &a.scalar)) {
                    fprintf(stderr, "runner: bad value for scalar %s: %s\n", a.md->name, spec.c_str());
                    return 2;
                }
            } else if (a.md->scalar_estimate) {
                a.scalar = *a.md->scalar_estimate;
            } else if (a.md->scalar_def) {
                a.scalar = *a.md->scalar_def;
            } else {
                fprintf(stderr, "runner: scalar %s needs a value\n", a.md->name);
                return 2;
            }
            argv_ptrs[i] = &a.scalar;
            continue;
        }
        const bool is_output = a.md->kind == halide_argument_kind_output_buffer;
        if (has && spec != "auto") {
            if (!parse_box(spec, &a.box) || (int)a.box.min.size() != a.md->dimensions) {
                fprintf(stderr, "runner: bad box for %s (%d dimensions): %s\n", a.md->name, a.md->dimensions, spec.c_str());
                return 2;
            }
            a.auto_box = false;
        } else if (is_output || no_bounds_query) {
            fprintf(stderr, "runner: %s needs an explicit box [MIN:EXTENT,...]\n", a.md->name);
            return 2;
        } else {
            a.box.min.assign(a.md->dimensions, 0);
            a.box.extent.assign(a.md->dimensions, 0);
            any_auto = true;
        }
        set_layout(a, a.box);
        argv_ptrs[i] = &a.buf;
    }
    if (!given.empty()) {
        fprintf(stderr, "runner: no argument named %s\n", given.begin()->first.c_str());
        return 2;
    }
    if (any_auto) {
        // Bounds query: every buffer without host memory; the pipeline fills in the regions of
        // the inputs it needs for the requested outputs.
        int r = g_argv(argv_ptrs.data());
        if (r != 0) {
            fprintf(stderr, "runner: bounds query failed with error %d\n", r);
            return 3;
        }
        for (auto &a : args) {
            if (a.md->kind == halide_argument_kind_input_buffer && a.auto_box) {
                for (int d = 0; d < a.md->dimensions; ++d) {
                    a.box.min[d] = a.buf.dim[d].min;
                    a.box.extent[d] = a.buf.dim[d].extent;
                }
            }
        }
    }
    for (auto &a : args) {
        if (a.md->kind == halide_argument_kind_input_scalar) continue;
        set_layout(a, a.box);
        if (a.md->kind == halide_argument_kind_input_buffer) {
            fill(a, seed);
            printf("input %s", a.md->name);
            for (size_t d = 0; d < a.box.min.size(); ++d) printf(" %d %d", a.box.min[d], a.box.extent[d]);
            printf("\n");
        } else {
            allocate(a, g_poison >= 0 ? (uint8_t)g_poison : 0);
        }
    }
    if (g_poison >= 0) poison_stack((uint8_t)g_poison);
    int r = g_argv(argv_ptrs.data());
    if (r != 0) {
        fprintf(stderr, "runner: the pipeline returned error %d\n", r);
        return 3;
    }
    for (auto &a : args) {
        if (a.md->kind != halide_argument_kind_output_buffer) continue;
        std::string path = outdir + "/" + a.md->name + ".buf";
        FILE *f = fopen(path.c_str(), "wb");
        if (!f) {
            fprintf(stderr, "runner: cannot write %s\n", path.c_str());
            return 4;
        }
        fprintf(f, "halide-tv-buffer 1 %d %d %d", a.md->type.code, a.md->type.bits, a.md->dimensions);
        for (size_t d = 0; d < a.box.min.size(); ++d) fprintf(f, " %d %d", a.box.min[d], a.box.extent[d]);
        fprintf(f, "\n");
        const size_t eb = elem_bytes(a.md->type);
        std::vector<uint8_t> dense;
        dense.reserve(count(a.box) * eb);
        for_each_element(a, [&](const std::vector<int32_t> &, uint8_t *p) {
            dense.insert(dense.end(), p, p + eb);
        });
        if (fwrite(dense.data(), 1, dense.size(), f) != dense.size() || fclose(f) != 0) {
            fprintf(stderr, "runner: short write to %s\n", path.c_str());
            return 4;
        }
        printf("output %s %s\n", a.md->name, path.c_str());
    }
    if (g_poison >= 0) {
        for (auto &a : args) {
            if (a.md->kind != halide_argument_kind_input_scalar && !buffer_guards_intact(a)) {
                report_overflow(a.md->kind == halide_argument_kind_output_buffer ? "output buffer" : "input buffer",
                                a.data.size() - 2 * kGuard);
            }
        }
        if (g_overflow) return 5;
    }
    return 0;
}
