// Small pipelines as a new user writes them, with the schedules users reach for first: the
// engine's targets for "small pipelines validate in seconds" (docs/engine.md, "Measuring").
// Build against the patched Halide and check with `halide-tv gen`:
//   P=$(scripts/setup --print patched)
//   c++ -std=c++17 -shared -fPIC bench-apps/pipelines/user_pipelines.cpp -I $P/include \
//       -L $P/lib -lHalide -o user_pipelines.so
//   halide-tv gen user_pipelines.so -g blur_clamped target=x86-64-linux-avx2
#include "Halide.h"

namespace {

using namespace Halide;

// A 3x3 box blur with a clamped boundary: blur_x slides down strips of blur_y's rows.
class BlurClamped : public Generator<BlurClamped> {
public:
    Input<Buffer<uint16_t, 2>> input{"input"};
    Output<Buffer<uint16_t, 2>> out{"out"};

    void generate() {
        Var x("x"), y("y"), yo("yo"), yi("yi");
        Func clamped = BoundaryConditions::repeat_edge(input);
        Func blur_x("blur_x");
        blur_x(x, y) = (clamped(x - 1, y) + clamped(x, y) + clamped(x + 1, y)) / 3;
        out(x, y) = (blur_x(x, y - 1) + blur_x(x, y) + blur_x(x, y + 1)) / 3;

        out.split(y, yo, yi, 32).parallel(yo).vectorize(x, 8);
        blur_x.store_at(out, yo).compute_at(out, yi).vectorize(x, 8);
    }
};

// A 2x upsample by linear interpolation, computed in strips of rows.
class Upsample : public Generator<Upsample> {
public:
    Input<Buffer<float, 2>> input{"input"};
    Output<Buffer<float, 2>> out{"out"};

    void generate() {
        Var x("x"), y("y"), yo("yo"), yi("yi");
        Func clamped = BoundaryConditions::repeat_edge(input);
        Func up_x("up_x");
        up_x(x, y) = 0.5f * (clamped(x / 2, y) + clamped((x + 1) / 2, y));
        out(x, y) = 0.5f * (up_x(x, y / 2) + up_x(x, (y + 1) / 2));

        out.split(y, yo, yi, 16).parallel(yo).vectorize(x, 8);
        up_x.compute_at(out, yo).vectorize(x, 8);
    }
};

}  // namespace

HALIDE_REGISTER_GENERATOR(BlurClamped, blur_clamped)
HALIDE_REGISTER_GENERATOR(Upsample, upsample)
