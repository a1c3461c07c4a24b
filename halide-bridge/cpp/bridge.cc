#include "bridge.h"

#include <dlfcn.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "Halide.h"
#include "halide-bridge/src/lib.rs.h"
#include "lowered_module.h"
#include "sare_walk.h"
#include "sched_walk.h"

namespace halide_tv {

using Halide::Internal::AbstractGenerator;
using Halide::Internal::GeneratorBase;
using Halide::Internal::GeneratorParamBase;
using Halide::Internal::GeneratorParamInfo;
using Halide::Internal::GeneratorRegistry;

LoweredModule::LoweredModule(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {
}

LoweredModule::~LoweredModule() = default;

namespace {

// ---------------------------------------------------------------------------------------------
// Aborts: while a bridge call runs, SIGABRT first names the operation on stderr.

// The operation in progress (a NUL-terminated copy, written only outside the handler).
char g_operation[512];
struct sigaction g_previous_abort_action;

void report_abort(int) {
    static const char head[] = "\nhalide-tv: the process aborted (SIGABRT) inside Halide while ";
    static const char tail[] = "; Halide's last message, if any, is above\n";
    ssize_t ignored = write(2, head, sizeof(head) - 1);
    ignored = write(2, g_operation, strnlen(g_operation, sizeof(g_operation)));
    ignored = write(2, tail, sizeof(tail) - 1);
    (void)ignored;
    signal(SIGABRT, SIG_DFL);
    raise(SIGABRT);
}

// Installs report_abort for its lifetime. The Rust side serializes bridge calls, so there is
// never more than one alive.
class AbortReporter {
public:
    explicit AbortReporter(const std::string &operation) {
        std::snprintf(g_operation, sizeof(g_operation), "%s", operation.c_str());
        struct sigaction action = {};
        action.sa_handler = report_abort;
        sigemptyset(&action.sa_mask);
        installed = sigaction(SIGABRT, &action, &g_previous_abort_action) == 0;
    }
    ~AbortReporter() {
        if (installed) {
            sigaction(SIGABRT, &g_previous_abort_action, nullptr);
        }
    }
    AbortReporter(const AbortReporter &) = delete;
    AbortReporter &operator=(const AbortReporter &) = delete;

private:
    bool installed = false;
};

// ---------------------------------------------------------------------------------------------
// Errors: every Halide error becomes a std::runtime_error (a Rust Err) with Halide's message.

std::string trimmed(const std::string &s) {
    size_t end = s.find_last_not_of(" \n\t");
    return end == std::string::npos ? std::string() : s.substr(0, end + 1);
}

[[noreturn]] void fail(const std::string &operation, const std::string &message) {
    throw std::runtime_error(operation + ": " + trimmed(message));
}

template<typename F>
auto guarded(const std::string &operation, F &&f) -> decltype(f()) {
    AbortReporter reporter(operation);
    try {
        return f();
    } catch (const Halide::Error &e) {
        // CompileError (user error), InternalError and RuntimeError; what() is Halide's message,
        // which starts with "Error:" or "Internal Error at FILE:LINE".
        fail(operation, e.what());
    } catch (const std::exception &e) {
        fail(operation, e.what());
    } catch (...) {
        fail(operation, "unknown C++ exception");
    }
}

Halide::Target parse_target(const std::string &s) {
    if (!Halide::Target::validate_target_string(s)) {
        throw std::runtime_error("'" + s + "' is not a valid Halide target string");
    }
    return Halide::Target(s);
}

std::vector<std::string> sorted_registry() {
    std::vector<std::string> names = GeneratorRegistry::enumerate();
    std::sort(names.begin(), names.end());
    return names;
}

rust::Vec<rust::String> to_rust(const std::vector<std::string> &v) {
    rust::Vec<rust::String> out;
    for (const auto &s : v) {
        out.push_back(rust::String(s));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// GeneratorParams: Halide keeps a generator's parameter list private (GeneratorBase::param_info)
// and its accessors protected. Explicit template instantiation may name private members
// ([temp.spec.general]/6), which is how this reads them without patching Halide.

template<typename Tag, typename Tag::type Member>
struct Expose {
    friend typename Tag::type member(Tag) {
        return Member;
    }
};

struct ParamInfoOf {
    using type = GeneratorParamInfo &(GeneratorBase::*)();
    friend type member(ParamInfoOf);
};
struct CTypeOf {
    using type = std::string (GeneratorParamBase::*)() const;
    friend type member(CTypeOf);
};
struct DefaultOf {
    using type = std::string (GeneratorParamBase::*)() const;
    friend type member(DefaultOf);
};
struct IsSyntheticOf {
    using type = bool (GeneratorParamBase::*)() const;
    friend type member(IsSyntheticOf);
};

template struct Expose<ParamInfoOf, &GeneratorBase::param_info>;
template struct Expose<CTypeOf, &GeneratorParamBase::get_c_type>;
template struct Expose<DefaultOf, &GeneratorParamBase::get_default_value>;
template struct Expose<IsSyntheticOf, &GeneratorParamBase::is_synthetic_param>;

Halide::Internal::AbstractGeneratorPtr create_generator(const std::string &name,
                                                         const Halide::Target &target) {
    std::vector<std::string> known = sorted_registry();
    if (std::find(known.begin(), known.end(), name) == known.end()) {
        std::string message = "no generator named '" + name + "' is registered; known:";
        for (const auto &k : known) {
            message += " " + k;
        }
        if (known.empty()) {
            message += " (none)";
        }
        throw std::runtime_error(message);
    }
    auto gen = GeneratorRegistry::create(name, Halide::GeneratorContext(target));
    if (!gen) {
        throw std::runtime_error("Halide could not create generator '" + name + "'");
    }
    return gen;
}

// Writes one output of a Module into an anonymous in-memory file and returns its contents.
std::string compile_to_text(const Halide::Module &m, Halide::OutputFileType type) {
    int fd = memfd_create("halide-tv-output", MFD_CLOEXEC);
    if (fd < 0) {
        throw std::runtime_error(std::string("memfd_create: ") + std::strerror(errno));
    }
    struct Closer {
        int fd;
        ~Closer() {
            close(fd);
        }
    } closer{fd};
    m.compile({{type, "/proc/self/fd/" + std::to_string(fd)}});
    std::string text;
    char buffer[65536];
    off_t offset = 0;
    for (;;) {
        ssize_t n = pread(fd, buffer, sizeof(buffer), offset);
        if (n < 0) {
            throw std::runtime_error(std::string("reading the in-memory output: ") +
                                     std::strerror(errno));
        }
        if (n == 0) {
            break;
        }
        text.append(buffer, (size_t)n);
        offset += n;
    }
    return text;
}

TextOutput text_output(const LoweredModule &m, Halide::OutputFileType type, const char *what) {
    std::string operation = std::string("writing the ") + what + " of " + m.impl->module.name();
    AbortReporter reporter(operation);
    TextOutput out;
    try {
        out.text = compile_to_text(m.impl->module, type);
        out.ok = true;
    } catch (const Halide::Error &e) {
        // Halide's user_assert when the format cannot represent a construct of this build.
        out.text = trimmed(e.what());
        out.ok = false;
    } catch (const std::exception &e) {
        fail(operation, e.what());
    }
    return out;
}

}  // namespace

rust::String halide_version() {
    return std::to_string(HALIDE_VERSION_MAJOR) + "." + std::to_string(HALIDE_VERSION_MINOR) +
           "." + std::to_string(HALIDE_VERSION_PATCH);
}

rust::String host_target() {
    return Halide::get_host_target().to_string();
}

rust::String canonical_target(rust::Str target) {
    std::string s(target);
    return guarded("parsing target '" + s + "'",
                   [&] { return rust::String(parse_target(s).to_string()); });
}

void compile_standalone_runtime(rust::Str target_str, rust::Str path_str) {
    const std::string target(target_str), path(path_str);
    guarded("compiling Halide's runtime for " + target, [&] {
        const Halide::Target t = parse_target(target).without_feature(Halide::Target::NoRuntime);
        Halide::compile_standalone_runtime(path, t);
    });
}

rust::Vec<rust::String> load_generator_library(rust::Str path_str) {
    std::string path(path_str);
    return guarded("loading generator library " + path, [&] {
        // Generators a library registered, by canonical path: dlopen of a loaded library runs no
        // static initializers again.
        static std::map<std::string, std::vector<std::string>> loaded;
        char resolved[PATH_MAX];
        if (realpath(path.c_str(), resolved) == nullptr) {
            throw std::runtime_error(std::strerror(errno));
        }
        auto it = loaded.find(resolved);
        if (it != loaded.end()) {
            return to_rust(it->second);
        }
        std::vector<std::string> before = sorted_registry();
        // Never dlclose()d: the registry keeps factories that point into the library.
        if (dlopen(resolved, RTLD_NOW | RTLD_LOCAL) == nullptr) {
            const char *e = dlerror();
            throw std::runtime_error(e ? e : "dlopen failed");
        }
        std::vector<std::string> after = sorted_registry();
        std::vector<std::string> added;
        std::set_difference(after.begin(), after.end(), before.begin(), before.end(),
                            std::back_inserter(added));
        loaded[resolved] = added;
        return to_rust(added);
    });
}

rust::Vec<rust::String> registered_generators() {
    return guarded("listing generators", [] { return to_rust(sorted_registry()); });
}

void load_plugin(rust::Str path_str) {
    std::string path(path_str);
    guarded("loading Halide plugin " + path, [&] { Halide::load_plugin(path); });
}

rust::Vec<GeneratorParamDesc> generator_params(rust::Str name_str, rust::Str target_str) {
    std::string name(name_str), target(target_str);
    return guarded("reading the GeneratorParams of " + name, [&] {
        auto gen = create_generator(name, parse_target(target));
        auto *base = dynamic_cast<GeneratorBase *>(gen.get());
        if (base == nullptr) {
            throw std::runtime_error("generator '" + name +
                                     "' is not a Halide::Generator; its parameters cannot be listed");
        }
        // Halide lets a GeneratorParam be read only once configure() has run; emitting the C++
        // stub (discarded) is the public way through those phases, as GenGen's -e cpp_stub.
        gen->emit_cpp_stub("/dev/null");
        GeneratorParamInfo &info = (base->*member(ParamInfoOf{}))();
        rust::Vec<GeneratorParamDesc> out;
        for (GeneratorParamBase *p : info.generator_params()) {
            if (p->name() == "autoscheduler") {
                // Set with autoscheduler=NAME / autoscheduler.KEY=VALUE; Halide gives it no
                // type or default.
                continue;
            }
            GeneratorParamDesc d;
            d.name = p->name();
            d.synthetic = (p->*member(IsSyntheticOf{}))();
            // Synthetic params (INPUT.type, INPUT.dim, ...) have no printable type or default.
            if (!d.synthetic) {
                d.c_type = (p->*member(CTypeOf{}))();
                d.default_value = (p->*member(DefaultOf{}))();
            }
            out.push_back(std::move(d));
        }
        return out;
    });
}

std::unique_ptr<LoweredModule> lower_generator(rust::Str name_str, rust::Str target_str,
                                               rust::Slice<const KeyValue> params,
                                               rust::Str function_name_str) {
    std::string name(name_str), target_string(target_str), function_name(function_name_str);
    if (function_name.empty()) {
        function_name = name;
    }
    return guarded("lowering generator " + name, [&] {
        Halide::Target target = parse_target(target_string);
        auto gen = create_generator(name, target);
        for (const KeyValue &kv : params) {
            std::string key(kv.key), value(kv.value);
            if (key == "target") {
                throw std::runtime_error("pass the target separately, not as a GeneratorParam");
            }
            gen->set_generatorparam_value(key, value);
        }
        // As GenGen's compile_multitarget does before lowering a single target.
        Halide::Internal::reset_random_counters();
        Halide::Module module = gen->build_module(function_name);
        auto impl = std::make_unique<LoweredModule::Impl>(std::move(module), target);
        impl->function_name = function_name;
        // The Funcs with more than one value, as lowering's environment has them (the .sched
        // printer writes a tuple index on their annotations): build_module built and kept the
        // pipeline, and lowering's environment is build_environment of its outputs.
        if (auto *base = dynamic_cast<GeneratorBase *>(gen.get())) {
            impl->pipeline = base->get_pipeline();
            std::vector<Halide::Internal::Function> outputs;
            for (const Halide::Func &f : impl->pipeline.outputs()) {
                outputs.push_back(f.function());
            }
            for (const auto &it : Halide::Internal::build_environment(outputs)) {
                if (it.second.outputs() > 1) {
                    impl->tuple_funcs.insert(it.first);
                }
            }
            impl->has_tuple_info = true;
        }
        return std::make_unique<LoweredModule>(std::move(impl));
    });
}

rust::String module_function_name(const LoweredModule &m) {
    return m.impl->function_name;
}

TextOutput module_sched(const LoweredModule &m) {
    return text_output(m, Halide::OutputFileType::sched, "annotated conceptual Stmt (.sched)");
}

TextOutput module_sare(const LoweredModule &m) {
    return text_output(m, Halide::OutputFileType::sare, "algorithm (.sare)");
}

void module_compile(const LoweredModule &m, rust::Slice<const KeyValue> outputs) {
    guarded("compiling " + m.impl->module.name(), [&] {
        auto known = Halide::Internal::get_output_info(m.impl->target);
        std::map<Halide::OutputFileType, std::string> files;
        for (const KeyValue &kv : outputs) {
            std::string key(kv.key);
            auto it = std::find_if(known.begin(), known.end(),
                                   [&](const auto &k) { return k.second.name == key; });
            if (it == known.end()) {
                std::string message = "unknown output type '" + key + "'; known:";
                for (const auto &k : known) {
                    message += " " + k.second.name;
                }
                throw std::runtime_error(message);
            }
            files[it->first] = std::string(kv.value);
        }
        m.impl->module.compile(files);
    });
}

rust::Vec<KeyValue> module_output_types(const LoweredModule &m) {
    return guarded("listing output types", [&] {
        rust::Vec<KeyValue> out;
        for (const auto &k : Halide::Internal::get_output_info(m.impl->target)) {
            KeyValue kv;
            kv.key = k.second.name;
            kv.value = k.second.extension;
            out.push_back(std::move(kv));
        }
        return out;
    });
}

void walk_sched(const LoweredModule &m, SchedSinkBox &sink, uint32_t max_depth) {
    guarded("handing over the annotated conceptual Stmt of " + m.impl->module.name(),
            [&] { walk_sched_impl(*m.impl, sink, max_depth); });
}

void walk_sare(const LoweredModule &m, SareSinkBox &sink, uint32_t max_depth) {
    guarded("handing over the algorithm of " + m.impl->module.name(),
            [&] { walk_sare_impl(*m.impl, sink, max_depth); });
}

}  // namespace halide_tv
