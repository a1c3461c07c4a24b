// A two-stage stencil whose intermediate `t` is computed at root (a 2-D internal buffer):
// the generator of the counterexample-replay tests (`halide-tv gen`).
#include "Halide.h"
using namespace Halide;

class Stencil : public Generator<Stencil> {
public:
    Input<Buffer<int32_t, 2>> in{"in"};
    Output<Buffer<int32_t, 2>> out{"out"};
    void generate() {
        Var x("x"), y("y");
        Func t("t");
        t(x, y) = in(x, y) * 3 + 1;
        out(x, y) = t(x, y) + t(x + 1, y + 1);
        t.compute_root();
    }
};

HALIDE_REGISTER_GENERATOR(Stencil, stencil)
