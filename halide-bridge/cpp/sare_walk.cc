// The structured hand-off of the algorithm. SareWalker visits the pipeline's Funcs exactly as the
// patched Halide's .sare printer does (src/SareExport.cpp, SarePrinter, patch 0100), on the same
// state: the printer runs inside lower() on lowering's deep copy of the environment after
// lower_target_query_ops, with lowering's arguments and the pipeline's requirements
// (src/Lower.cpp, lower_impl); the walker rebuilds that state from the generator's Pipeline
// (kept in the LoweredModule) with the same exported Halide functions, in the same order.
//
// The printer assembles its text from sections it computes in another order than it writes
// them (Funcs, then requirements, then buffer constraints, then the declarations), and which
// parameters and buffers it declares, and in which order, depends on the order in which that
// computation first meets them. So the walker runs twice over the same logic: a dry pass in the
// printer's order, which records the parameters, buffers and embedded images and the first
// construct the format cannot represent, and — if there is none — an emitting pass in the
// text's order, which reports every node to the Rust sink (post-order; see
// halide-bridge/src/sare_handoff.rs). A refusal is reported with Halide's own message: the
// exported printer (Internal::print_sare) is run on the same state to get it (only then: some
// messages quote an expression as the printer writes it).
#include "sare_walk.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "halide-bridge/src/lib.rs.h"
#include "type_desc.h"

namespace Halide {
namespace Internal {
// Exported by the patched libHalide (src/SareExport.h), not declared in Halide.h.
std::string print_sare(const std::string &pipeline_name,
                       const Target &t,
                       const std::vector<Argument> &args,
                       const std::vector<Function> &outputs,
                       const std::map<std::string, Function> &env,
                       const std::vector<Stmt> &requirements,
                       std::string *error);
}  // namespace Internal
}  // namespace Halide

namespace halide_tv {

namespace {

using namespace Halide;
using namespace Halide::Internal;
using std::map;
using std::string;
using std::vector;

class ReadsData : public IRVisitor {
    using IRVisitor::visit;

    void visit(const Call *op) override {
        result = result || op->call_type == Call::Halide || op->call_type == Call::Image;
        IRVisitor::visit(op);
    }

public:
    bool result = false;
};

// True if the expression calls a Func or reads an input buffer.
bool reads_data(const Expr &e) {
    ReadsData r;
    e.accept(&r);
    return r.result;
}

class FindCallees : public IRVisitor {
    using IRVisitor::visit;

    void visit(const Call *op) override {
        IRVisitor::visit(op);
        if (op->call_type == Call::Halide &&
            std::find(names.begin(), names.end(), op->name) == names.end()) {
            names.push_back(op->name);
        }
    }

public:
    vector<string> names;
};

class FindReductionDomains : public IRVisitor {
    using IRVisitor::visit;

    void visit(const Variable *op) override {
        if (op->reduction_domain.defined() &&
            std::none_of(domains.begin(), domains.end(), [&](const ReductionDomain &d) {
                return d.same_as(op->reduction_domain);
            })) {
            domains.push_back(op->reduction_domain);
        }
    }

public:
    vector<ReductionDomain> domains;
};

bool is_buffer_symbol(const string &name, const string &buffer, int dims) {
    for (const char *field : {".min.", ".extent.", ".stride."}) {
        const string prefix = buffer + field;
        if (starts_with(name, prefix) && name.size() > prefix.size() &&
            name.size() - prefix.size() <= 2 &&
            name.find_first_not_of("0123456789", prefix.size()) == string::npos &&
            std::stoi(name.substr(prefix.size())) < dims) {
            return true;
        }
    }
    return false;
}

// The format's type test (sare_type is not empty).
bool writable(const Type &t) {
    return describe(t).code != 255;
}

// Operator indices of the validator's BinOp::ALL.
enum Op : uint8_t { Add_, Sub_, Mul_, Div_, Mod_, Min_, Max_, EQ_, NE_, LT_, LE_, GT_, GE_, And_, Or_ };

class SareWalker : public IRVisitor {
public:
    SareWalker(const map<string, Function> &env, const vector<Function> &outputs,
               uint32_t max_depth)
        : env(env), outputs(outputs), max_depth(max_depth) {
        for (const Function &f : outputs) {
            for (const Parameter &b : f.output_buffers()) {
                output_buffers.insert(b.name());
            }
        }
    }

    // SarePrinter::print_pipeline in the printer's order, reporting nothing: records the
    // declarations and the first refusal. Returns the refusal ("" if none).
    string dry_pass(const vector<Argument> &args, const vector<Stmt> &requirements);

    // The same logic in the text's order, reporting every node to the sink. Only after a dry
    // pass without refusal.
    void emit_pass(SareSinkBox &sink, const string &module, const string &pipeline_name,
                   const Target &t, const vector<Argument> &args,
                   const vector<Stmt> &requirements);

private:
    const map<string, Function> &env;
    const vector<Function> &outputs;
    std::set<string> output_buffers;
    // The sink in the emitting pass, nullptr in the dry pass.
    SareSinkBox *out = nullptr;
    string error;
    uint32_t depth = 0;
    const uint32_t max_depth;

    // Referenced scalar parameters and input buffers, in order of first reference.
    vector<Parameter> params, buffers;
    vector<Buffer<>> images;
    std::set<string> declared;

    // Pure variables, reduction variables and lets in scope.
    map<string, int> locals;

    // The buffer whose constraints are being walked: they refer to its own symbols by
    // Variables without the parameter (remove_self_references).
    const Parameter *constrained = nullptr;

    // The printer's order of the Funcs and the requirements of specialize_fail.
    vector<Function> order;
    vector<Expr> required;

    struct Nested {
        SareWalker &w;
        explicit Nested(SareWalker &w)
            : w(w) {
            if (++w.depth > w.max_depth) {
                throw std::runtime_error("an expression of the algorithm nests deeper than " +
                                         std::to_string(w.max_depth) + " nodes");
            }
        }
        ~Nested() {
            w.depth--;
        }
    };

    void fail(const string &what) {
        if (error.empty()) {
            error = what;
        }
        if (out) {
            // The dry pass found no refusal, so the emitting pass must not find one.
            throw std::runtime_error("the .sare walker refused " + what +
                                     " in its second pass only");
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

    // The printer's type_text(): the type, failing if the format cannot write it.
    TypeDesc type_text(const Type &t) {
        TypeDesc d = describe(t);
        if (d.code == 255) {
            fail("the type " + type_string(t));
        }
        return d;
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

    // The printer's condition_text(): a condition or bound, which must not read data.
    void condition(const Expr &e, const string &what) {
        if (reads_data(e)) {
            // The printer's message quotes the expression (its text is computed first).
            walk(e);
            fail("the " + what + ", which reads a Func or a buffer");
        }
        walk(e);
    }

    void record_param(const Parameter &p) {
        if (!writable(p.type()) || p.type().is_handle() || p.type().is_vector()) {
            fail("the parameter " + p.name() + " of type " + type_string(p.type()));
        }
        if (declared.insert(p.name()).second) {
            params.push_back(p);
        }
    }

    void record_buffer(const Parameter &p) {
        if (!output_buffers.count(p.name()) && declared.insert(p.name()).second) {
            buffers.push_back(p);
        }
    }

    void record_image(const Buffer<> &b) {
        if (declared.insert(b.name()).second) {
            images.push_back(b);
        }
    }

    using IRVisitor::visit;

    void visit(const IntImm *op) override {
        TypeDesc d = op->type == Int(32) ? describe(op->type) : type_text(op->type);
        if (out) {
            out->int_imm(d, op->value);
        }
    }

    void visit(const UIntImm *op) override {
        TypeDesc d = op->type.is_bool() ? describe(op->type) : type_text(op->type);
        if (out) {
            out->uint_imm(d, op->value);
        }
    }

    void visit(const FloatImm *op) override {
        TypeDesc d = type_text(op->type);
        // The bits the printer's text reads back to: float16 and non-finite values are written
        // as bit patterns, finite float32 values as the shortest decimal of (float)value,
        // float64 as the shortest decimal of value.
        uint64_t bits = 0;
        if (op->type.bits() == 16) {
            bits = float16_t(op->value).to_bits();
        } else if (op->type.bits() == 32) {
            float f = (float)op->value;
            uint32_t b32;
            memcpy(&b32, &f, sizeof(b32));
            bits = b32;
        } else {
            memcpy(&bits, &op->value, sizeof(bits));
        }
        if (out) {
            out->float_imm(d, bits);
        }
    }

    void visit(const StringImm *op) override {
        if (out) {
            out->string_imm(op->value);
        }
    }

    void visit(const Cast *op) override {
        TypeDesc d = type_text(op->type);
        walk(op->value);
        if (out) {
            out->cast(d);
        }
    }

    void visit(const Reinterpret *op) override {
        TypeDesc d = type_text(op->type);
        walk(op->value);
        if (out) {
            out->reinterpret(d);
        }
    }

    void visit(const Variable *op) override {
        if (op->param.defined()) {
            if (locals.count(op->name)) {
                fail("the name " + op->name +
                     ", used both for a parameter and for a variable of a definition");
            }
            if (!op->param.is_buffer()) {
                if (op->name != op->param.name()) {
                    fail("the variable " + op->name + " of the parameter " + op->param.name());
                }
                record_param(op->param);
            } else if (is_buffer_symbol(op->name, op->param.name(), op->param.dimensions())) {
                record_buffer(op->param);
            } else {
                fail("the buffer field " + op->name);
            }
        } else if (op->image.defined()) {
            if (is_buffer_symbol(op->name, op->image.name(), op->image.dimensions())) {
                record_image(op->image);
            } else {
                fail("the buffer field " + op->name);
            }
        } else if (!locals.count(op->name) &&
                   !(constrained && is_buffer_symbol(op->name, constrained->name(),
                                                     constrained->dimensions()))) {
            fail("the free variable " + op->name);
        }
        if (out) {
            out->var(op->name, describe(op->type));
        }
    }

    void binary(const Expr &a, const Expr &b, Op op) {
        walk(a);
        walk(b);
        if (out) {
            out->binary(op);
        }
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
        binary(op->a, op->b, EQ_);
    }
    void visit(const NE *op) override {
        binary(op->a, op->b, NE_);
    }
    void visit(const LT *op) override {
        binary(op->a, op->b, LT_);
    }
    void visit(const LE *op) override {
        binary(op->a, op->b, LE_);
    }
    void visit(const GT *op) override {
        binary(op->a, op->b, GT_);
    }
    void visit(const GE *op) override {
        binary(op->a, op->b, GE_);
    }
    void visit(const And *op) override {
        binary(op->a, op->b, And_);
    }
    void visit(const Or *op) override {
        binary(op->a, op->b, Or_);
    }

    void visit(const Not *op) override {
        walk(op->a);
        if (out) {
            out->logical_not();
        }
    }

    void visit(const Select *op) override {
        walk(op->condition);
        walk(op->true_value);
        walk(op->false_value);
        if (out) {
            out->select();
        }
    }

    void visit(const Load *op) override {
        fail("the load from " + op->name);
    }

    void visit(const Ramp *op) override {
        walk(op->base);
        walk(op->stride);
        if (out) {
            out->ramp(op->lanes);
        }
    }

    void visit(const Broadcast *op) override {
        walk(op->value);
        if (out) {
            out->broadcast(op->lanes);
        }
    }

    void visit(const Call *op) override {
        switch (op->call_type) {
        case Call::Halide:
            if (!env.count(op->name)) {
                fail("the call to " + op->name + ", which is not a Func of the pipeline");
            }
            walk_all(op->args);
            if (out) {
                out->func_call(op->name, (uint32_t)op->args.size(), op->value_index);
            }
            return;
        case Call::Image:
            if (op->param.defined() && op->param.is_buffer() && op->param.name() == op->name) {
                record_buffer(op->param);
            } else if (op->image.defined() && op->image.name() == op->name) {
                record_image(op->image);
            } else {
                fail("the load from the buffer " + op->name);
            }
            walk_all(op->args);
            if (out) {
                out->image_call(op->name, (uint32_t)op->args.size());
            }
            return;
        default:
            break;
        }
        const uint8_t kind = (op->call_type == Call::Extern || op->call_type == Call::ExternCPlusPlus) ? 1 :
                             op->call_type == Call::PureExtern                                        ? 2 :
                                                                                                        0;
        TypeDesc d = type_text(op->type);
        walk_all(op->args);
        if (out) {
            out->call(kind, op->name, d, (uint32_t)op->args.size());
        }
    }

    void visit(const Let *op) override {
        walk(op->value);
        if (out) {
            out->begin_let(op->name);
        }
        push_local(op->name);
        walk(op->body);
        pop_local(op->name);
        if (out) {
            out->end_let();
        }
    }

    void visit(const Shuffle *op) override {
        walk_all(op->vectors);
        if (out) {
            rust::Slice<const int32_t> indices(op->indices.data(), op->indices.size());
            out->shuffle((uint32_t)op->vectors.size(), indices);
        }
    }

    void visit(const VectorReduce *op) override {
        static const char *const names[] = {"add", "saturating_add", "mul", "min", "max", "and", "or"};
        walk(op->value);
        if (out) {
            out->vector_reduce(names[op->op], op->type.lanes());
        }
    }

    // The Funcs of env, each after the Funcs it calls, each wrapper after the Func it wraps.
    void order_funcs(const Function &f, std::set<string> &visited) {
        if (!visited.insert(f.name()).second) {
            return;
        }
        FindCallees callees;
        f.accept(&callees);
        for (const string &name : callees.names) {
            auto it = env.find(name);
            if (it != env.end()) {
                order_funcs(it->second, visited);
            }
        }
        order.push_back(f);
        for (const auto &w : f.wrappers()) {
            auto it = env.find(Function(w.second).name());
            if (it != env.end()) {
                order_funcs(it->second, visited);
            }
        }
    }

    // The conditions of the specializations of a definition, conjoined with those of the
    // enclosing specializations ('path'); a specialize_fail becomes a requirement that one of
    // the conditions before it holds.
    void specializations(const Definition &def, const Expr &path, vector<Expr> &conditions,
                         vector<Expr> &requirements) {
        Expr earlier;
        for (const Specialization &s : def.specializations()) {
            if (!s.failure_message.empty()) {
                Expr r = earlier.defined() ? earlier : const_false();
                requirements.push_back(path.defined() ? Or::make(Not::make(path), r) : r);
                continue;
            }
            Expr c = path.defined() ? And::make(path, s.condition) : s.condition;
            bool seen = false;
            for (const Expr &e : conditions) {
                seen = seen || equal(e, c);
            }
            if (!seen) {
                conditions.push_back(c);
            }
            earlier = earlier.defined() ? Or::make(earlier, s.condition) : s.condition;
            specializations(s.definition, c, conditions, requirements);
        }
    }

    void update(const Function &f, const Definition &def) {
        FindReductionDomains rdoms;
        for (const Expr &e : def.args()) {
            e.accept(&rdoms);
        }
        for (const Expr &e : def.values()) {
            e.accept(&rdoms);
        }
        if (def.predicate().defined()) {
            def.predicate().accept(&rdoms);
        }
        if (rdoms.domains.size() > 1) {
            fail("the update of " + f.name() + " over more than one reduction domain");
        }
        if (out) {
            out->begin_update();
        }
        vector<string> rvars;
        if (!rdoms.domains.empty()) {
            for (const ReductionVariable &rv : rdoms.domains[0].domain()) {
                condition(rv.min, "bound of the reduction variable " + rv.var);
                condition(rv.extent, "bound of the reduction variable " + rv.var);
                if (out) {
                    out->rvar(rv.var);
                }
                push_local(rv.var);
                rvars.push_back(rv.var);
            }
        }
        for (const Expr &p : def.split_predicate()) {
            walk(p);
            if (out) {
                out->where_predicate();
            }
        }
        walk_all(def.args());
        walk_all(def.values());
        if (out) {
            out->end_update((uint32_t)def.args().size(), (uint32_t)def.values().size());
        }
        for (const string &v : rvars) {
            pop_local(v);
        }
    }

    // The printer's func_text(); appends the requirements of specialize_fail to 'required'.
    void func(const Function &f) {
        if (f.has_extern_definition()) {
            fail("the extern stage " + f.name() + " (define_extern)");
            return;
        }
        if (!f.has_pure_definition()) {
            fail("the Func " + f.name() + ", which has no definition");
            return;
        }
        for (const Type &t : f.output_types()) {
            if (t.is_handle() || t.is_vector()) {
                fail("the Func " + f.name() + " with a value of type handle or vector");
            }
            type_text(t);
        }
        if (out) {
            out->begin_func(f.name());
        }
        for (const string &a : f.args()) {
            push_local(a);
        }
        walk_all(f.values());
        if (out) {
            out->pure_definition((uint32_t)f.values().size());
        }
        for (const Definition &def : f.updates()) {
            update(f, def);
        }
        for (const string &a : f.args()) {
            pop_local(a);
        }
        if (out) {
            out->end_definitions();
        }
        vector<Expr> conditions;
        specializations(f.definition(), Expr(), conditions, required);
        for (const Definition &def : f.updates()) {
            specializations(def, Expr(), conditions, required);
        }
        for (const Expr &c : conditions) {
            condition(c, "specialization condition");
            if (out) {
                out->specialize();
            }
        }
        if (out) {
            out->end_func();
        }
    }

    // A Func's signature (emitting pass only; the dry pass checked the types in func()).
    void signature(const Function &f) {
        out->signature(f.name());
        for (const string &a : f.args()) {
            out->signature_var(a);
        }
        for (const Type &t : f.output_types()) {
            out->signature_type(describe(t));
        }
    }

    void requirements_of(const vector<Stmt> &requirements) {
        for (const Stmt &s : requirements) {
            const AssertStmt *a = s.as<AssertStmt>();
            if (a) {
                condition(a->condition, "requirement");
                if (out) {
                    out->require();
                }
            } else {
                fail("a requirement that is not an assertion");
            }
        }
        for (const Expr &e : required) {
            condition(e, "requirement");
            if (out) {
                out->require();
            }
        }
    }

    // 'constraint' lines for the constraints of a buffer parameter.
    void constraints(const Parameter &p) {
        ScopedValue<const Parameter *> self(constrained, &p);
        const vector<BufferConstraint> &cs = p.buffer_constraints();
        for (size_t k = 0; k < cs.size(); k++) {
            const std::pair<const char *, Expr> fields[] = {
                {"min", cs[k].min}, {"extent", cs[k].extent}, {"stride", cs[k].stride}};
            for (const auto &field : fields) {
                if (!field.second.defined()) {
                    continue;
                }
                const string symbol = p.name() + "." + field.first + "." + std::to_string(k);
                if (field.second.type() != Int(32)) {
                    fail("the constraint of " + symbol + ", which is not an int32");
                }
                if (out) {
                    out->var(symbol, describe(Int(32)));
                }
                condition(field.second, "constraint of " + symbol);
                if (out) {
                    out->binary(EQ_);
                    out->constraint();
                }
            }
        }
    }

    // 'constraint' lines stating the shape of a buffer embedded in the pipeline.
    void shape(const Buffer<> &b) {
        const TypeDesc i32 = describe(Int(32));
        for (int k = 0; k < b.dimensions(); k++) {
            const string dim = "." + std::to_string(k);
            const std::pair<const char *, int64_t> fields[] = {
                {"min", b.dim(k).min()}, {"extent", b.dim(k).extent()}, {"stride", b.dim(k).stride()}};
            for (const auto &field : fields) {
                out->var(b.name() + "." + field.first + dim, i32);
                out->int_imm(i32, field.second);
                out->binary(EQ_);
                out->constraint();
            }
        }
    }

    void param(const string &name, const Type &t, const ArgumentEstimates &e) {
        TypeDesc d = type_text(t);
        const std::pair<const char *, Expr> bounds[] = {
            {"min", e.scalar_min}, {"max", e.scalar_max}, {"estimate", e.scalar_estimate}};
        for (const auto &b : bounds) {
            if (b.second.defined()) {
                if (b.second.type() != t) {
                    fail("the " + string(b.first) + " of the parameter " + name +
                         ", which is not of its type");
                }
                condition(b.second, string(b.first) + " of the parameter " + name);
            }
        }
        if (out) {
            out->param(name, d, e.scalar_min.defined(), e.scalar_max.defined(),
                       e.scalar_estimate.defined());
        }
    }

    TypeDesc buffer_type(const Type &t) {
        if (t.is_handle() || t.is_vector()) {
            fail("a buffer of element type handle or vector");
        }
        return type_text(t);
    }

    // The declarations of the header, in the printer's order: the pipeline's scalar
    // arguments, the other parameters referred to, the input buffers (arguments, then other
    // buffers referred to, then embedded images), the outputs. Returns the inputs' names.
    vector<string> declarations(const vector<Argument> &args) {
        std::set<string> arg_names;
        for (const Argument &a : args) {
            if (!a.is_scalar()) {
                continue;
            }
            arg_names.insert(a.name);
            auto p = std::find_if(params.begin(), params.end(),
                                  [&](const Parameter &q) { return q.name() == a.name; });
            if (p == params.end() && (a.type.is_handle() || !writable(a.type))) {
                // Written as a comment ("is not used by the algorithm").
                continue;
            }
            param(a.name, a.type,
                  p == params.end() ? a.argument_estimates : p->get_argument_estimates());
        }
        // By index: the printer's range-for would see parameters recorded meanwhile.
        for (size_t i = 0; i < params.size(); i++) {
            const Parameter p = params[i];
            if (!arg_names.count(p.name())) {
                param(p.name(), p.type(), p.get_argument_estimates());
            }
        }
        vector<string> inputs;
        for (const Argument &a : args) {
            if (a.is_buffer() && a.is_input()) {
                arg_names.insert(a.name);
                inputs.push_back(a.name);
                TypeDesc d = buffer_type(a.type);
                if (out) {
                    out->input(a.name, d, a.dimensions);
                }
            }
        }
        for (size_t i = 0; i < buffers.size(); i++) {
            const Parameter p = buffers[i];
            if (!arg_names.count(p.name())) {
                inputs.push_back(p.name());
                TypeDesc d = buffer_type(p.type());
                if (out) {
                    out->input(p.name(), d, p.dimensions());
                }
            }
        }
        for (size_t i = 0; i < images.size(); i++) {
            const Buffer<> b = images[i];
            TypeDesc d = buffer_type(b.type());
            if (out) {
                out->input(b.name(), d, b.dimensions());
            }
            inputs.push_back(b.name());
        }
        for (const Function &f : outputs) {
            for (size_t k = 0; k < f.output_buffers().size(); k++) {
                const Parameter &b = f.output_buffers()[k];
                TypeDesc d = buffer_type(b.type());
                if (out) {
                    // Its region, (b.min.d, b.extent.d) for each d, is implied.
                    out->output(b.name(), d, b.dimensions(), f.name(), (uint32_t)k);
                }
            }
        }
        return inputs;
    }
};

string SareWalker::dry_pass(const vector<Argument> &args, const vector<Stmt> &requirements) {
    std::set<string> visited;
    for (const Function &f : outputs) {
        order_funcs(f, visited);
    }
    for (const auto &it : env) {
        order_funcs(it.second, visited);
    }
    for (const Function &f : order) {
        func(f);
    }
    requirements_of(requirements);
    for (const Function &f : outputs) {
        for (const Parameter &b : f.output_buffers()) {
            constraints(b);
        }
    }
    // By index: a constraint may refer to a buffer not referred to so far.
    for (size_t i = 0; i < buffers.size(); i++) {
        const Parameter p = buffers[i];
        constraints(p);
    }
    declarations(args);
    return error;
}

void SareWalker::emit_pass(SareSinkBox &sink, const string &module, const string &pipeline_name,
                           const Target &t, const vector<Argument> &args,
                           const vector<Stmt> &requirements) {
    out = &sink;
    required.clear();
    out->header(module, pipeline_name, t.to_string());
    // The lists of the dry pass are complete: the emitting pass records nothing new.
    const vector<string> inputs = declarations(args);
    for (const Function &f : order) {
        signature(f);
    }
    for (const Function &f : order) {
        func(f);
    }
    // Assumptions: the constraints of the inputs in declaration order, of the outputs, then
    // the requirements.
    for (const string &name : inputs) {
        auto b = std::find_if(buffers.begin(), buffers.end(),
                              [&](const Parameter &p) { return p.name() == name; });
        auto i = std::find_if(images.begin(), images.end(),
                              [&](const Buffer<> &p) { return p.name() == name; });
        if (i != images.end()) {
            shape(*i);
        } else if (b != buffers.end()) {
            const Parameter p = *b;
            constraints(p);
        }
    }
    for (const Function &f : outputs) {
        for (const Parameter &b : f.output_buffers()) {
            constraints(b);
        }
    }
    requirements_of(requirements);
}

}  // namespace

void walk_sare_impl(const LoweredModule::Impl &m, SareSinkBox &sink, uint32_t max_depth) {
    if (!m.pipeline.defined()) {
        throw std::runtime_error(
            "the generator is not a Halide::Generator, so its pipeline is not available");
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
    // lower()'s arguments: the function's arguments other than the output buffers, which
    // follow them (lower_impl's public_args), with their estimates.
    vector<Argument> args;
    for (const LoweredArgument &a : main->args) {
        if (a.kind != Argument::OutputBuffer) {
            args.push_back(a);
        }
    }
    // lower_impl before print_sare: a deep copy of the environment of the outputs, then the
    // target query ops replaced by constants.
    vector<Function> output_funcs;
    for (const Func &f : m.pipeline.outputs()) {
        output_funcs.push_back(f.function());
    }
    auto [outputs, env] = deep_copy(output_funcs, build_environment(output_funcs));
    const Target &t = m.module.target();
    lower_target_query_ops(env, t);
    const vector<Stmt> requirements = m.pipeline.requirements();

    SareWalker dry(env, outputs, max_depth);
    const string refusal = dry.dry_pass(args, requirements);
    if (!refusal.empty()) {
        // Halide's own message (some quote an expression as the printer writes it).
        string error;
        print_sare(m.function_name, t, args, outputs, env, requirements, &error);
        if (error.empty()) {
            throw std::runtime_error("the .sare walker refuses " + refusal +
                                     ", which Halide's printer writes");
        }
        sink.refuse(error);
        sink.header(m.module.name(), m.function_name, t.to_string());
        return;
    }
    dry.emit_pass(sink, m.module.name(), m.function_name, t, args, requirements);
}

}  // namespace halide_tv
