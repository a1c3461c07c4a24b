// C++ side of the halide-tv bridge. Functions here catch every Halide error and rethrow it as a
// std::runtime_error carrying Halide's message, which cxx turns into a Rust Err.
#pragma once

#include "rust/cxx.h"

namespace halide_tv {

// "MAJOR.MINOR.PATCH" of the Halide library the bridge is linked against.
rust::String halide_version();

// Halide's host target, e.g. "x86-64-linux-avx-avx2-...".
rust::String host_target();

// Parses a target string with Halide::Target and prints it back in canonical form.
// Throws (Err on the Rust side) with Halide's message when the string is not a valid target.
rust::String canonical_target(rust::Str target);

}  // namespace halide_tv
