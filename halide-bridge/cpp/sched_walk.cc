// The structured hand-off of the annotated conceptual Stmt. SchedWalker visits the Stmt that
// lowering kept in the Module (Module::get_conceptual_stmt(), with its ghost fields) exactly as
// the patched Halide's .sched printer does (src/SchedExport.cpp, SchedPrinter): the same
// traversal order, the same names and constants, the same checks with the same messages. Where
// the printer writes text, the walker reports a node to the Rust sink (post-order); where the
// printer records a "cannot represent" reason, the walker sends it with refuse().
#include "sched_walk.h"

#include <cmath>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "halide-bridge/src/lib.rs.h"
#include "type_desc.h"

namespace halide_tv {

namespace {

using namespace Halide;
using namespace Halide::Internal;
using std::map;
using std::string;
using std::vector;

// A header buffer: an input or output of the pipeline.
struct HeaderBuffer {
    string name;
    Type type;
    int dimensions;
};

class SchedWalker : public IRVisitor {
public:
    SchedWalker(SchedSinkBox &sink, const vector<LoweredArgument> &args,
                const std::set<string> &tuple_funcs, uint32_t max_depth)
        : sink(sink), tuple_funcs(tuple_funcs), max_depth(max_depth) {
        // As SchedPrinter's constructor: lowering's args are the function's arguments other
        // than the output buffers, which follow them in the order of the outputs.
        for (const LoweredArgument &a : args) {
            if (a.kind == Argument::OutputBuffer) {
                output_buffers.push_back({a.name, a.type, a.dimensions});
            } else if (a.is_scalar()) {
                params[a.name] = a.type;
                param_order.push_back(a.name);
            } else if (a.is_input()) {
                inputs.push_back({a.name, a.type, a.dimensions});
            }
        }
        for (const HeaderBuffer &b : inputs) {
            push_buffer(b.name, b.type);
        }
        for (const HeaderBuffer &b : output_buffers) {
            push_buffer(b.name, b.type);
        }
    }

    // SchedPrinter::print_file without the text: the header's declarations, the body, then the
    // header's checks and the free variables, in the printer's order.
    void walk_file(const string &module, const string &pipeline_name, const Target &t,
                   const Stmt &s) {
        sink.header(module, pipeline_name, t.to_string());
        for (const string &p : param_order) {
            sink.param(p, describe(params[p]));
        }
        for (const HeaderBuffer &b : inputs) {
            sink.input(b.name, describe(b.type), b.dimensions);
        }
        for (const HeaderBuffer &b : output_buffers) {
            sink.output(b.name, describe(b.type), b.dimensions);
        }
        walk_items(s);
        for (const string &p : param_order) {
            checked_type(params[p]);
        }
        for (const vector<HeaderBuffer> *list : {&inputs, &output_buffers}) {
            for (const HeaderBuffer &b : *list) {
                if (b.type.is_handle() || b.type.is_vector()) {
                    fail("the buffer " + b.name + " of element type handle or vector");
                }
                checked_type(b.type);
            }
        }
        for (const auto &v : free_vars) {
            sink.free_var(v.first, checked_type(v.second));
        }
    }

private:
    SchedSinkBox &sink;
    const std::set<string> &tuple_funcs;
    bool failed = false;
    // Nesting of the node being visited, and its limit.
    uint32_t depth = 0;
    const uint32_t max_depth;

    // Counts one level of nesting for its lifetime.
    struct Nested {
        SchedWalker &w;
        explicit Nested(SchedWalker &w)
            : w(w) {
            if (++w.depth > w.max_depth) {
                throw std::runtime_error("the Stmt nests deeper than " +
                                         std::to_string(w.max_depth) + " nodes");
            }
        }
        ~Nested() {
            w.depth--;
        }
    };

    map<string, Type> params;
    vector<string> param_order;
    vector<HeaderBuffer> inputs, output_buffers;
    vector<std::pair<string, Type>> free_vars;
    map<string, Type> free_var_types;
    map<string, int> locals;
    map<string, vector<Type>> buffers;

    // The printer's fail(): only the first reason counts (the sink keeps the first too).
    void fail(const string &what) {
        if (!failed) {
            failed = true;
            sink.refuse(what);
        }
    }

    void push_local(const string &name) {
        locals[name]++;
    }

    void pop_local(const string &name) {
        if (--locals[name] == 0) {
            locals.erase(name);
        }
    }

    void push_buffer(const string &name, const Type &t) {
        buffers[name].push_back(t);
    }

    void pop_buffer(const string &name) {
        buffers[name].pop_back();
        if (buffers[name].empty()) {
            buffers.erase(name);
        }
    }

    // The printer's type_text(): the type, failing if the format cannot write it.
    TypeDesc checked_type(const Type &t) {
        TypeDesc d = describe(t);
        if (d.code == 255) {
            fail("the type " + type_string(t));
        }
        return d;
    }

    bool is_buffer_symbol(const string &name) const {
        for (const vector<HeaderBuffer> *list : {&inputs, &output_buffers}) {
            for (const HeaderBuffer &b : *list) {
                for (const char *field : {".min.", ".extent.", ".stride."}) {
                    const string prefix = b.name + field;
                    if (starts_with(name, prefix) && name.size() > prefix.size() &&
                        name.size() - prefix.size() <= 2 &&
                        name.find_first_not_of("0123456789", prefix.size()) == string::npos &&
                        std::stoi(name.substr(prefix.size())) < b.dimensions) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    void check_access(const string &name, const Type &t, const char *what) {
        auto it = buffers.find(name);
        if (it == buffers.end()) {
            fail("the " + string(what) + " " + name +
                 ", which is neither a buffer of the pipeline nor allocated");
        } else if (it->second.back() != t.element_of()) {
            std::ostringstream o;
            o << "the " << what << " " << name << " of type " << t
              << ", whose element type is " << it->second.back();
            fail(o.str());
        }
    }

    void walk(const Expr &e) {
        if (!e.defined()) {
            fail("an undefined expression");
            return;
        }
        Nested level(*this);
        e.accept(this);
    }

    void walk_all(const vector<Expr> &es) {
        for (const Expr &e : es) {
            walk(e);
        }
    }

    // The printer's print_items(): a statement list (nested blocks flattened).
    static void flatten(const Stmt &s, vector<Stmt> &items) {
        if (const Block *b = s.as<Block>()) {
            flatten(b->first, items);
            flatten(b->rest, items);
        } else if (s.defined()) {
            items.push_back(s);
        }
    }

    void walk_items(const Stmt &s) {
        vector<Stmt> items;
        flatten(s, items);
        Nested level(*this);
        sink.begin_block();
        for (const Stmt &item : items) {
            item.accept(this);
        }
        sink.end_block();
    }

    using IRVisitor::visit;

    void visit(const IntImm *op) override {
        sink.int_imm(op->type == Int(32) ? describe(op->type) : checked_type(op->type), op->value);
    }

    void visit(const UIntImm *op) override {
        sink.uint_imm(op->type.is_bool() ? describe(op->type) : checked_type(op->type), op->value);
    }

    void visit(const FloatImm *op) override {
        TypeDesc d = checked_type(op->type);
        uint64_t bits = 0;
        if (op->type.bits() == 16) {
            bits = float16_t(op->value).to_bits();
        } else if (op->type.bits() == 32) {
            // Finite: the shortest decimal of (float)value, which reads back to it; otherwise
            // the bit pattern of (float)value.
            float f = (float)op->value;
            uint32_t b32;
            memcpy(&b32, &f, sizeof(b32));
            bits = b32;
        } else {
            memcpy(&bits, &op->value, sizeof(bits));
        }
        sink.float_imm(d, bits);
    }

    void visit(const StringImm *op) override {
        sink.string_imm(op->value);
    }

    void visit(const Cast *op) override {
        TypeDesc d = checked_type(op->type);
        walk(op->value);
        sink.cast(d);
    }

    void visit(const Reinterpret *op) override {
        TypeDesc d = checked_type(op->type);
        walk(op->value);
        sink.reinterpret(d);
    }

    void visit(const Variable *op) override {
        bool free = false;
        TypeDesc d = describe(op->type);
        if (!locals.count(op->name)) {
            auto p = params.find(op->name);
            if (p != params.end()) {
                if (p->second != op->type) {
                    fail("the parameter " + op->name + " used with another type");
                }
            } else if (is_buffer_symbol(op->name)) {
                if (op->type != Int(32)) {
                    fail("the buffer field " + op->name + ", which is not an int32");
                }
            } else {
                free = true;
                auto v = free_var_types.find(op->name);
                if (v == free_var_types.end()) {
                    checked_type(op->type);
                    free_var_types.emplace(op->name, op->type);
                    free_vars.emplace_back(op->name, op->type);
                } else if (v->second != op->type) {
                    fail("the free variable " + op->name + " used with two types");
                }
            }
        }
        sink.var(op->name, d, free);
    }

    // Operator indices of the validator's BinOp::ALL.
    enum Op : uint8_t { Add_, Sub_, Mul_, Div_, Mod_, Min_, Max_, EQ_, NE_, LT_, LE_, GT_, GE_, And_, Or_ };

    void binary(const Expr &a, const Expr &b, Op op) {
        walk(a);
        walk(b);
        sink.binary(op);
    }

    // A comparison of handles is written as the comparison of their 64-bit patterns.
    template<typename T>
    void comparison(const T *op, Op code) {
        if (!op->a.type().is_handle()) {
            binary(op->a, op->b, code);
            return;
        }
        if (op->a.type().is_vector() || op->a.type().bits() != 64) {
            fail("a comparison of vectors of handles");
            return;
        }
        const TypeDesc u64 = describe(UInt(64));
        walk(op->a);
        sink.reinterpret(u64);
        walk(op->b);
        sink.reinterpret(u64);
        sink.binary(code);
    }

    void visit(const Add *op) override {
        binary(op->a, op->b, Add_);
    }
    void visit(const Sub *op) override {
        binary(op->a, op->b, Sub_);
    }
    void visit(const Mul *op) override {
        binary(op->a, op->b, Mul_);
    }
    void visit(const Div *op) override {
        binary(op->a, op->b, Div_);
    }
    void visit(const Mod *op) override {
        binary(op->a, op->b, Mod_);
    }
    void visit(const Min *op) override {
        binary(op->a, op->b, Min_);
    }
    void visit(const Max *op) override {
        binary(op->a, op->b, Max_);
    }
    void visit(const EQ *op) override {
        comparison(op, EQ_);
    }
    void visit(const NE *op) override {
        comparison(op, NE_);
    }
    void visit(const LT *op) override {
        comparison(op, LT_);
    }
    void visit(const LE *op) override {
        comparison(op, LE_);
    }
    void visit(const GT *op) override {
        comparison(op, GT_);
    }
    void visit(const GE *op) override {
        comparison(op, GE_);
    }
    void visit(const And *op) override {
        binary(op->a, op->b, And_);
    }
    void visit(const Or *op) override {
        binary(op->a, op->b, Or_);
    }

    void visit(const Not *op) override {
        walk(op->a);
        sink.logical_not();
    }

    void visit(const Select *op) override {
        walk(op->condition);
        walk(op->true_value);
        walk(op->false_value);
        sink.select();
    }

    void visit(const Load *op) override {
        // The flat index only, as the printer writes loads.
        check_access(op->name, op->type, "load from");
        walk(op->index);
        const bool predicated = !is_const_one(op->predicate);
        if (predicated) {
            walk(op->predicate);
        }
        sink.load(op->name, predicated);
    }

    void visit(const Ramp *op) override {
        walk(op->base);
        walk(op->stride);
        sink.ramp(op->lanes);
    }

    void visit(const Broadcast *op) override {
        walk(op->value);
        sink.broadcast(op->lanes);
    }

    void visit(const Call *op) override {
        uint8_t kind = 0;
        switch (op->call_type) {
        case Call::Halide:
            fail("the call to the Func " + op->name);
            return;
        case Call::Image:
            fail("the call to the buffer " + op->name);
            return;
        case Call::Extern:
        case Call::ExternCPlusPlus:
            kind = 1;
            break;
        case Call::PureExtern:
            kind = 2;
            break;
        case Call::Intrinsic:
        case Call::PureIntrinsic:
            kind = 0;
            break;
        }
        TypeDesc d = checked_type(op->type);
        walk_all(op->args);
        sink.call(kind, op->name, d, (uint32_t)op->args.size());
    }

    void visit(const Let *op) override {
        walk(op->value);
        sink.begin_let(op->name);
        push_local(op->name);
        walk(op->body);
        pop_local(op->name);
        sink.end_let();
    }

    void visit(const Shuffle *op) override {
        // concat, interleave and slice are shuffles with these indices.
        walk_all(op->vectors);
        rust::Slice<const int32_t> indices(op->indices.data(), op->indices.size());
        sink.shuffle((uint32_t)op->vectors.size(), indices);
    }

    void visit(const VectorReduce *op) override {
        static const char *const names[] = {"add", "saturating_add", "mul", "min", "max", "and", "or"};
        walk(op->value);
        sink.vector_reduce(names[op->op], op->type.lanes());
    }

    void visit(const LetStmt *op) override {
        walk(op->value);
        sink.begin_let_stmt(op->name);
        push_local(op->name);
        walk_items(op->body);
        pop_local(op->name);
        sink.end_let_stmt();
    }

    void visit(const AssertStmt *op) override {
        walk(op->condition);
        walk(op->message);
        sink.assert_stmt();
    }

    void visit(const ProducerConsumer *op) override {
        walk_items(op->body);
        sink.producer_consumer(op->name, op->is_producer);
    }

    void visit(const For *op) override {
        if (op->for_type == ForType::Extern) {
            fail("the extern loop " + op->name);
            return;
        }
        walk(op->min);
        walk(op->extent);
        sink.begin_for(op->name);
        push_local(op->name);
        walk_items(op->body);
        pop_local(op->name);
        sink.end_for((int)op->for_type);
    }

    void visit(const Store *op) override {
        check_access(op->name, op->value.type(), "store to");
        walk_all(op->multi_index);
        walk(op->index);
        const bool predicated = !is_const_one(op->predicate);
        if (predicated) {
            walk(op->predicate);
        }
        walk(op->value);
        const GhostAnnotation &a = op->annotation;
        const bool annotated = a.defined();
        size_t nargs = 0;
        if (annotated) {
            walk_all(a.args);
            walk_all(a.rvars);
            nargs = a.args.size() + a.rvars.size();
        }
        const bool print_index = annotated && (tuple_funcs.count(a.func) || a.value_index != 0);
        sink.store(op->name, (uint32_t)op->multi_index.size(), predicated, annotated,
                   annotated ? a.func : string(), a.stage, print_index, a.value_index,
                   (uint32_t)nargs);
    }

    void visit(const Allocate *op) override {
        if (op->new_expr.defined() || !op->free_function.empty()) {
            fail("the allocation of " + op->name + " with a custom allocator or deallocator");
        }
        if (op->type.is_vector()) {
            fail("the allocation of " + op->name + " of vector type");
        }
        TypeDesc d = checked_type(op->type);
        const vector<Expr> &extents = op->multi_extents.empty() ? op->extents : op->multi_extents;
        walk_all(extents);
        const bool conditional = !is_const_one(op->condition);
        if (conditional) {
            walk(op->condition);
        }
        sink.begin_allocate(op->name, d, (uint32_t)extents.size(), conditional,
                            (int)op->memory_type, op->padding);
        push_buffer(op->name, op->type);
        walk_items(op->body);
        pop_buffer(op->name);
        sink.end_allocate();
    }

    void visit(const Free *op) override {
        if (!buffers.count(op->name)) {
            fail("the free of " + op->name + ", which is not allocated");
        }
        sink.free(op->name);
    }

    void visit(const Block *op) override {
        // Reached only through a statement list, which flattens blocks; kept for safety.
        vector<Stmt> items;
        flatten(op, items);
        for (const Stmt &item : items) {
            item.accept(this);
        }
    }

    void visit(const IfThenElse *op) override {
        // An else branch that is an if is written "else if", which reads back as that if:
        // the one-statement list of the else branch.
        walk(op->condition);
        walk_items(op->then_case);
        const bool has_else = op->else_case.defined();
        if (has_else) {
            walk_items(op->else_case);
        }
        sink.if_then_else(has_else);
    }

    void visit(const Evaluate *op) override {
        walk(op->value);
        sink.evaluate();
    }

    void visit(const Provide *op) override {
        fail("the Provide to " + op->name);
    }

    void visit(const Realize *op) override {
        fail("the Realize of " + op->name);
    }

    void visit(const Prefetch *op) override {
        fail("the Prefetch of " + op->name);
    }

    void visit(const Fork *op) override {
        fail("a Fork (async)");
    }

    void visit(const Acquire *op) override {
        fail("an Acquire (async)");
    }

    void visit(const Atomic *op) override {
        fail("the Atomic node of " + op->producer_name);
    }

    void visit(const HoistedStorage *op) override {
        fail("the HoistedStorage of " + op->name);
    }
};

}  // namespace

void walk_sched_impl(const LoweredModule::Impl &m, SchedSinkBox &sink, uint32_t max_depth) {
    if (!m.has_tuple_info) {
        throw std::runtime_error(
            "the generator is not a Halide::Generator, so its Funcs' tuple sizes are unknown");
    }
    const Stmt &s = m.module.get_conceptual_stmt();
    if (!s.defined()) {
        throw std::runtime_error("the module has no conceptual Stmt");
    }
    const LoweredFunc *main = nullptr;
    for (const LoweredFunc &f : m.module.functions()) {
        if (f.name == m.function_name) {
            main = &f;
        }
    }
    if (main == nullptr) {
        throw std::runtime_error("the module has no function named " + m.function_name);
    }
    SchedWalker walker(sink, main->args, m.tuple_funcs, max_depth);
    walker.walk_file(m.module.name(), m.function_name, m.module.target(), s);
}

}  // namespace halide_tv
