#include "bridge.h"

#include <stdexcept>
#include <string>

#include "Halide.h"

namespace halide_tv {

rust::String halide_version() {
    return std::to_string(HALIDE_VERSION_MAJOR) + "." + std::to_string(HALIDE_VERSION_MINOR) +
           "." + std::to_string(HALIDE_VERSION_PATCH);
}

rust::String host_target() {
    return Halide::get_host_target().to_string();
}

rust::String canonical_target(rust::Str target) {
    std::string s(target);
    if (!Halide::Target::validate_target_string(s)) {
        throw std::runtime_error("Halide: '" + s + "' is not a valid target string");
    }
    try {
        return Halide::Target(s).to_string();
    } catch (const Halide::Error &e) {
        throw std::runtime_error(std::string("Halide: ") + e.what());
    }
}

}  // namespace halide_tv
