// halide-tv: the "Default" autoscheduler plugin. It applies NO scheduling directive, so a
// generator that skips its own schedule under `using_autoscheduler()` is compiled with Halide's
// default schedule (every Func inlined where legal, outputs and Funcs with updates computed at
// root). The bench-apps harness uses it as the `default` schedule source and as the independent
// reference of its differential runs. With `autoscheduler.root=1` it computes every Func at root
// instead (still no tiling, vectorization or parallelism): the differential runs' reference,
// since inlining everything blows up deep pipelines (stencil_chain's 32 stages, interpolate's
// pyramid). Built by the harness against each Halide prefix:
//   c++ -std=c++17 -fPIC -shared -I $PREFIX/include default_autoscheduler.cpp
//       -L $PREFIX/lib -lHalide -o libautoschedule_default.so
#include "Halide.h"

#include <cstdlib>
#include <iostream>

namespace {

struct Default {
    void operator()(const Halide::Pipeline &pipeline, const Halide::Target &target,
                    const Halide::AutoschedulerParams &params,
                    Halide::AutoSchedulerResults *outputs) {
        std::string root;
        for (const auto &[key, value] : params.extra) {
            if (key != "root") {
                std::cerr << "Default autoscheduler: unknown parameter " << key << "\n";
                abort();
            }
            root = value;
        }
        const bool compute_root = root == "1" || root == "true";
        if (compute_root) {
            std::map<std::string, Halide::Internal::Function> env;
            for (const Halide::Func &out : pipeline.outputs()) {
                auto calls = Halide::Internal::find_transitive_calls(out.function());
                env.insert(calls.begin(), calls.end());
            }
            for (auto &entry : env) {
                Halide::Func(entry.second).compute_root();
            }
        }
        Halide::AutoSchedulerResults results;
        results.target = target;
        results.autoscheduler_params = params;
        results.schedule_source = compute_root ?
                                      "// halide-tv Default root=1: every Func compute_root()\n" :
                                      "// halide-tv Default: no scheduling directive (Halide's default schedule)\n";
        *outputs = std::move(results);
    }
};

struct RegisterDefault {
    RegisterDefault() {
        Halide::Pipeline::add_autoscheduler("Default", Default());
    }
} register_default;

}  // namespace
