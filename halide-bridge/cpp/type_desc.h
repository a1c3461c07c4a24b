// The type of a bridge event (TypeDesc), shared by the .sched and .sare walkers: both formats
// write types the same way (SchedExport's sched_type, SareExport's sare_type).
#pragma once

#include <sstream>
#include <string>

#include "Halide.h"
#include "halide-bridge/src/lib.rs.h"

namespace halide_tv {

// The type as the .sched and .sare formats write it (sched_type, sare_type), or code 255.
inline TypeDesc describe(const Halide::Type &t) {
    TypeDesc d;
    d.code = 255;
    d.bits = (uint8_t)t.bits();
    d.lanes = (uint32_t)t.lanes();
    if (t.is_handle()) {
        // Written "handle", which reads back as a 64-bit handle.
        d.code = 3;
        d.bits = 64;
    } else if (t.is_bool()) {
        d.code = 1;
    } else if ((t.is_int() || t.is_uint()) &&
               (t.bits() == 8 || t.bits() == 16 || t.bits() == 32 || t.bits() == 64)) {
        d.code = t.is_int() ? 0 : 1;
    } else if (t.is_float() && !t.is_bfloat() &&
               (t.bits() == 16 || t.bits() == 32 || t.bits() == 64)) {
        d.code = 2;
    }
    return d;
}

inline std::string type_string(const Halide::Type &t) {
    std::ostringstream o;
    o << t;
    return o.str();
}

}  // namespace halide_tv
