// Tuple-valued updates. argmax: each component's value is computed (in a `let`) before the stores
// and used before the store to a buffer it reads. swap: the components read each other (Halide's
// semantics: every component reads the values before the update).
#include "Halide.h"
using namespace Halide;

class ArgMax : public Generator<ArgMax> {
public:
    Input<Buffer<int32_t, 2>> in{"in"};
    Output<Buffer<int32_t, 1>> out_i{"out_i"};
    Output<Buffer<int32_t, 1>> out_v{"out_v"};
    void generate() {
        Var y("y");
        Func am("am");
        RDom r(0, 8);
        am(y) = Tuple(0, in(0, y));
        Expr better = in(r, y) > am(y)[1];
        am(y) = Tuple(select(better, r, am(y)[0]), select(better, in(r, y), am(y)[1]));
        out_i(y) = am(y)[0];
        out_v(y) = am(y)[1];
    }
};
HALIDE_REGISTER_GENERATOR(ArgMax, argmax)

class Swap : public Generator<Swap> {
public:
    Input<Buffer<int32_t, 1>> in{"in"};
    Output<Buffer<int32_t, 1>> out{"out"};
    void generate() {
        Var x("x");
        Func f("f");
        RDom r(0, 3);
        f(x) = Tuple(in(x), in(x) * 2);
        f(x) = Tuple(f(x)[1] + r, f(x)[0]);
        out(x) = f(x)[0] - f(x)[1];
    }
};
HALIDE_REGISTER_GENERATOR(Swap, swap)
