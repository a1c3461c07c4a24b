// The structured hand-off of the annotated conceptual Stmt (see sched_walk.cc).
#pragma once

#include "lowered_module.h"

namespace halide_tv {

struct SchedSinkBox;

// Reports the module's annotated conceptual Stmt to the sink, node by node, exactly as the
// .sched printer (Halide's SchedExport.cpp) would write it. Throws when the walk itself fails
// or the Stmt nests deeper than max_depth nodes.
void walk_sched_impl(const LoweredModule::Impl &m, SchedSinkBox &sink, uint32_t max_depth);

}  // namespace halide_tv
