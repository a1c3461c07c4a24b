// Updates with `undef()` in one branch of a select: Halide stores only where the defined branch
// applies and the other cells keep their values (its RemoveUndef pass). One 1-D update at root,
// one over an RDom computed per row and vectorized.
#include "Halide.h"
using namespace Halide;

class UndefSelect : public Generator<UndefSelect> {
public:
    Input<Buffer<int32_t, 1>> in{"in"};
    Output<Buffer<int32_t, 1>> out{"out"};
    void generate() {
        Var x("x");
        Func f("f");
        f(x) = in(x);
        f(x) = select(x % 2 == 0, undef<int32_t>(), f(x) * 2);
        out(x) = f(x) + 1;
        f.compute_root();
    }
};
HALIDE_REGISTER_GENERATOR(UndefSelect, undef_select)

class UndefSelect2 : public Generator<UndefSelect2> {
public:
    Input<Buffer<int32_t, 2>> in{"in"};
    Output<Buffer<int32_t, 2>> out{"out"};
    void generate() {
        Var x("x"), y("y");
        Func f("f");
        RDom r(0, 4);
        f(x, y) = in(x, y);
        f(x, y) = select(x > y, f(x, y) + r, undef<int32_t>());
        out(x, y) = f(x, y);
        f.compute_at(out, y).vectorize(x, 8);
    }
};
HALIDE_REGISTER_GENERATOR(UndefSelect2, undef_select2)
