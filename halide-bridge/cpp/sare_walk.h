// The structured hand-off of the algorithm (see sare_walk.cc).
#pragma once

#include "lowered_module.h"

namespace halide_tv {

struct SareSinkBox;

// Reports the algorithm of the module's pipeline to the sink, node by node, exactly as the
// .sare printer (Halide's SareExport.cpp) would write it. Throws when the walk itself fails or
// an expression nests deeper than max_depth nodes.
void walk_sare_impl(const LoweredModule::Impl &m, SareSinkBox &sink, uint32_t max_depth);

}  // namespace halide_tv
