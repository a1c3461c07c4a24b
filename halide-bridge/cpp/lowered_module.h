// The contents of a LoweredModule, shared by the bridge's C++ files (which include Halide.h).
#pragma once

#include <set>
#include <string>

#include "Halide.h"
#include "bridge.h"

namespace halide_tv {

struct LoweredModule::Impl {
    Impl(Halide::Module module, Halide::Target target)
        : module(std::move(module)), target(target) {
    }
    // The lowered module and the target it was lowered for.
    Halide::Module module;
    Halide::Target target;
    // The name of the pipeline's function (the LoweredFunc whose conceptual Stmt is kept).
    std::string function_name;
    // Whether tuple_funcs is known (the generator is a Halide::Generator).
    bool has_tuple_info = false;
    // The Funcs of the pipeline with more than one value.
    std::set<std::string> tuple_funcs;
    // The generator's pipeline, as build_module lowered it (undefined if the generator is not
    // a Halide::Generator): the .sare walker rebuilds lowering's environment from it.
    Halide::Pipeline pipeline;
};

}  // namespace halide_tv
