// Generators for the golden files sare_cases.sare and sare_fail.sare (docs/sare-export.md):
// constructs of the algorithm export that the official apps do not show. Built like an app's
// generator against the patched Halide, then
//   ./cases.gen -g sare_cases -o out -e sare target=x86-64-linux-avx2   (likewise sare_fail)
//   ./cases.gen -g sare_extern -o out -e sare target=x86-64-linux-avx2  (fails: extern stage)
#include "Halide.h"

using namespace Halide;

namespace {

// Tuples, an RDom with a where-clause, params with bounds, nested specializations and one on
// an update, a requirement, an embedded buffer, a wrapper, a Func named `min`, constants.
class SareCases : public Generator<SareCases> {
public:
    Input<Buffer<uint8_t, 2>> in{"in"};
    Input<int> n{"n", 8, 1, 64};
    Input<float> scale{"scale", 1.5f};
    Output<Buffer<>> out{"out", {Int(32), Float(32)}, 1};

    void generate() {
        Var x("x"), y("y");
        Buffer<int16_t> lut(4, "lut");
        for (int i = 0; i < 4; i++) {
            lut(i) = (int16_t)(i * 3 - 5);
        }
        Func g("g");
        g(x, y) = cast<int32_t>(in(x, y)) * 2 + lut(x % 4);
        RDom r(0, n, 0, 3, "r");
        r.where(r.x < r.y + n - 1);
        Func h("h");
        h(x) = Tuple(0, 0.0f);
        h(x) = Tuple(h(x)[0] + g(x + r.x, r.y), h(x)[1] + cast<float>(g(x, r.y)) * scale + 0.1f);
        Func min_max("min");
        min_max(x) = select(x > -3, -x, x - -2147483647 - 1) + cast<int>(-0.0f) + cast<int>(Expr(-2.5));
        out(x) = Tuple(h(x)[0] + min_max(x) + cast<int>(lerp(cast<uint8_t>(x), cast<uint8_t>(7), cast<uint8_t>(200))),
                       h(x)[1] + Expr(std::numeric_limits<float>::infinity()) * 0.0f + cast<float>(Expr((float16_t)1.0)));
        add_requirement(n % 2 == 0, "n must be even");
        in.dim(0).set_min(0);
        in.dim(1).set_extent(in.dim(0).extent());
        out.specialize(n == 8);
        out.specialize(n == 16).specialize(scale > 0.0f);
        g.in(h).compute_root();
        h.compute_root().update().specialize(n > 4);
        out.vectorize(x, 8);
    }
};

// A Func with an extern definition: no .sare.
class SareExtern : public Generator<SareExtern> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Func e("e");
        e.define_extern("some_extern", {in}, Float(32), 1);
        out(x) = e(x) * 2.0f;
        e.compute_root();
    }
    Var x{"x"};
};

// specialize_fail.
class SareFail : public Generator<SareFail> {
public:
    Input<Buffer<float, 1>> in{"in"};
    Input<int> k{"k"};
    Output<Buffer<float, 1>> out{"out"};
    void generate() {
        Var x("x");
        out(x) = in(x) + cast<float>(k);
        out.specialize(k == 1);
        out.specialize(k == 2);
        out.specialize_fail("k must be 1 or 2");
    }
};

}  // namespace

HALIDE_REGISTER_GENERATOR(SareCases, sare_cases)
HALIDE_REGISTER_GENERATOR(SareExtern, sare_extern)
HALIDE_REGISTER_GENERATOR(SareFail, sare_fail)
