// A 3x3 box blur as two separable stages (blur_x, then blur_y), scheduled like the blur app:
// blur_y in parallel strips of 32 rows, vectorized; blur_x computed per vector of blur_y and
// stored once per strip, so Halide slides a window over it (down the strip) and folds its
// storage to a few rows.
#include "Halide.h"

namespace {

using namespace Halide;

class TwoStage : public Generator<TwoStage> {
public:
    GeneratorParam<int> vector_width{"vector_width", 8};
    GeneratorParam<int> strip{"strip", 32};

    Input<Buffer<uint16_t, 2>> input{"input"};
    Output<Buffer<uint16_t, 2>> blur_y{"blur_y"};

    void generate() {
        Var x("x"), y("y"), yi("yi");
        Func blur_x("blur_x");

        blur_x(x, y) = (input(x, y) + input(x + 1, y) + input(x + 2, y)) / 3;
        blur_y(x, y) = (blur_x(x, y) + blur_x(x, y + 1) + blur_x(x, y + 2)) / 3;

        blur_y.split(y, y, yi, strip).parallel(y).vectorize(x, vector_width);
        blur_x.store_at(blur_y, y).compute_at(blur_y, x).vectorize(x, vector_width);
    }
};

}  // namespace

HALIDE_REGISTER_GENERATOR(TwoStage, two_stage)
