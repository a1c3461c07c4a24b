// halide-tv: the "Default" autoscheduler plugin. It applies NO scheduling directive, so a
// generator that skips its own schedule under `using_autoscheduler()` is compiled with Halide's
// default schedule (every Func inlined where legal, outputs and Funcs with updates computed at
// root). The bench-apps harness uses it as the `default` schedule source and as the independent
// reference of its differential runs. Built by the harness against each Halide prefix:
//   c++ -std=c++17 -fPIC -shared -I $PREFIX/include default_autoscheduler.cpp \
//       -L $PREFIX/lib -lHalide -o libautoschedule_default.so
#include "Halide.h"

namespace {

struct Default {
    void operator()(const Halide::Pipeline &, const Halide::Target &target,
                    const Halide::AutoschedulerParams &params,
                    Halide::AutoSchedulerResults *outputs) {
        Halide::AutoSchedulerResults results;
        results.target = target;
        results.autoscheduler_params = params;
        results.schedule_source = "// halide-tv Default: no scheduling directive (Halide's default schedule)\n";
        *outputs = std::move(results);
    }
};

struct RegisterDefault {
    RegisterDefault() {
        Halide::Pipeline::add_autoscheduler("Default", Default());
    }
} register_default;

}  // namespace
