//! Encoding of verification conditions into Z3 (thesis ch. 6, "Z3").
//!
//! - Index values (parameters, holes, tensor indices) are mathematical integers (`Int`);
//!   where a value uses one, it is converted to the machine type by wrapping
//!   (`int2bv`), as the SCHED conversion from 𝔸 does.
//! - Values follow Halide's exact semantics ([`Semantics`]).
//! - Inputs are uninterpreted functions `in:<buffer> : Int^n → τ`.
//! - Specification stage tensors are uninterpreted functions `T:<tensor> : Int^n → τ`
//!   constrained by their defining equations, instantiated at the indices the query needs:
//!   for every application `T(a..)` met, and every equation `guard ⟹ T(x..) = rhs` of `T`,
//!   the premise `guard[x := a] ⟹ T(a..) = rhs[x := a]` (a true fact about the tensor).
//!   New applications in `rhs` are instantiated in turn, breadth first, up to a depth and a
//!   count bound. Applications beyond the bound stay unconstrained, which can only make
//!   proofs fail (sound), so an `Invalid` answer is only reported as a counterexample when no
//!   application was left uninstantiated ([`Encoder::complete`]).

/// Right-hand sides, guards and instantiation of the specification's equations.
mod spec;

pub use spec::OnDemandInstances;

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::time::Instant;

use z3::ast::{Ast, Bool, Dynamic, Int, Real, BV};
use z3::FuncDecl;

use crate::ir::{Intrinsic, Type, TypeCode};
use crate::presburger::{Aff, Cond, Constraint, TemplateId, TemplateInterner};
use crate::sare::{Sare, TensorId};
use crate::smt::semantics::value::sort_of;
use crate::smt::{FloatMode, SemError, Semantics, Value};
use crate::symbolic::template::{Callee, ClampIndex};
use crate::symbolic::{Leaf, Template};

/// At most this many input elements are reported in a counterexample.
const MAX_INPUTS_OBSERVED: usize = 16;

/// Why a query could not be encoded.
pub type EncodeResult<T> = Result<T, String>;

pub(super) fn sem_err(e: SemError) -> String {
    e.to_string()
}

/// Encoder of one query (all terms in Z3's thread-local context).
pub struct Encoder<'a> {
    sem: Semantics,
    sare: &'a Sare,
    templates: &'a TemplateInterner<Template>,
    /// Premises about the specification's tensors: their definition instances.
    pub premises: Vec<Bool>,
    /// Premises about the integer variables: the range of each parameter's type.
    pub ranges: Vec<Bool>,
    /// The unguarded definition instances among the premises, `T(args) = rhs` as
    /// (application, right-hand side): [`Encoder::expand_definitions`].
    pub definitions: Vec<(Dynamic, Dynamic)>,
    /// Every definition instance among the premises, `guard ⟹ T(args) = rhs`, by application:
    /// (guard, right-hand side) ([`super::congruence`]).
    pub instances_by_app: super::congruence::Instances,
    pending: VecDeque<(usize, Vec<Int>, usize)>,
    /// The applications queued so far, by tensor position and term (Z3 shares equal terms, so
    /// the term is its own key: printing it as the key would be most of the unfolding's time),
    /// with the depth they were queued at.
    seen: HashMap<(usize, Dynamic), usize>,
    depth: usize,
    max_depth: usize,
    /// Per tensor: whether it can reach itself through its equations (a recurrence). Only
    /// those count towards the depth bound: a chain of non-recursive tensors (wrappers,
    /// boundary conditions, `Func`s defined from others) is finite by itself.
    recursive: Vec<bool>,
    max_instances: usize,
    instances: usize,
    truncated: bool,
    /// Whether the unfolding was cut by the deadline (rather than by a bound).
    late: bool,
    undef: usize,
    /// Integer variables met (parameters and holes), by name.
    pub ints: BTreeMap<String, Int>,
    /// Input elements read (printed application, type, term), for counterexamples.
    pub inputs_read: Vec<(String, Type, Value)>,
    /// Whether input reads are recorded in [`Encoder::inputs_read`] (not while building the
    /// instances the congruence attempt asks for, which no counterexample shows).
    recording_inputs: bool,
    /// Integer variables replaced by constants (confirmation of a counterexample).
    fixed: BTreeMap<String, i64>,
    /// Integer variables defined by an expression of the others (holes solved from the
    /// equalities of a disjunct), so that equal indices become equal terms.
    defs: BTreeMap<String, Aff>,
    /// Instantiation stops (incomplete) at this instant.
    deadline: Option<Instant>,
    /// Values of the specification's non-integer `let`s being encoded, innermost last.
    value_lets: Vec<(String, Value)>,
    /// Tensors (their function names, `T:name:component`) whose instances are unfolded only
    /// after every other queued instance ([`Encoder::unfold_last`]).
    last: HashSet<String>,
    /// The queued instances of the tensors of `last`, set aside.
    later: VecDeque<(usize, Vec<Int>, usize)>,
}

impl<'a> Encoder<'a> {
    /// An encoder for the templates of `templates`, against the specification `sare`.
    pub fn new(
        mode: FloatMode,
        sare: &'a Sare,
        templates: &'a TemplateInterner<Template>,
        max_depth: usize,
        max_instances: usize,
    ) -> Encoder<'a> {
        Encoder {
            sem: Semantics::new(mode),
            sare,
            templates,
            premises: Vec::new(),
            ranges: Vec::new(),
            definitions: Vec::new(),
            instances_by_app: Default::default(),
            pending: VecDeque::new(),
            seen: HashMap::new(),
            depth: 0,
            max_depth,
            recursive: recursive_tensors(sare),
            max_instances,
            instances: 0,
            truncated: false,
            late: false,
            undef: 0,
            ints: BTreeMap::new(),
            inputs_read: Vec::new(),
            recording_inputs: true,
            fixed: BTreeMap::new(),
            defs: BTreeMap::new(),
            deadline: None,
            value_lets: Vec::new(),
            last: HashSet::new(),
            later: VecDeque::new(),
        }
    }

    /// Unfolds the instances of the tensors `names` (function names as in the encoding,
    /// `T:name:component`; other names are ignored) only once no other instance is queued,
    /// then breadth first as usual. Only the order changes, so only which instances a
    /// truncated unfolding leaves out: with the tensors the implementation's value mentions,
    /// the instance budget goes first to the specification's own chain down to them (unsharp's
    /// `ratio`: the computed side's seven `blur_y` and `gray` cells unfolded into hundreds of
    /// boundary-condition instances before `blur_x` was defined).
    pub fn unfold_last(&mut self, names: HashSet<String>) {
        self.last = names;
    }

    /// The name of the function of the tensor at position `pos`.
    pub(super) fn tensor_function_name(&self, pos: usize) -> String {
        let t = &self.sare.tensors[pos];
        format!("T:{}:{}", t.id.name(), t.id.component)
    }

    /// The next queued instance to unfold ([`Encoder::unfold_last`]).
    pub(super) fn next_pending(&mut self) -> Option<(usize, Vec<Int>, usize)> {
        loop {
            match self.pending.pop_front() {
                Some(e)
                    if !self.last.is_empty()
                        && self.last.contains(&self.tensor_function_name(e.0)) =>
                {
                    self.later.push_back(e);
                }
                Some(e) => return Some(e),
                None if self.later.is_empty() => return None,
                None => {
                    self.last.clear();
                    self.pending = std::mem::take(&mut self.later);
                }
            }
        }
    }

    /// Replaces the integer variables `fixed` by constants: with every parameter and hole
    /// constant, every tensor index is a constant and recurrences unfold to their base cases.
    pub fn fix(&mut self, fixed: BTreeMap<String, i64>) {
        self.fixed = fixed;
    }

    /// Defines integer variables by expressions of the others (acyclic: a definition does
    /// not mention a defined variable).
    pub fn define(&mut self, defs: BTreeMap<String, Aff>) {
        self.defs = defs;
    }

    /// Stops instantiating (leaving the unfolding incomplete) after `deadline`.
    pub fn set_deadline(&mut self, deadline: Instant) {
        self.deadline = Some(deadline);
    }

    /// Whether every tensor application met was instantiated (no bound was reached).
    pub fn complete(&self) -> bool {
        !self.truncated
    }

    /// The number of definition instances unfolded.
    pub fn instances(&self) -> usize {
        self.instances
    }

    /// Whether the deadline ([`Encoder::set_deadline`]) cut the unfolding: the encoding then
    /// depends on the time it had, not only on its bounds.
    pub fn cut_by_deadline(&self) -> bool {
        self.late
    }

    /// The integer variable `name` (a parameter or a hole).
    pub fn int_var(&mut self, name: &str) -> Int {
        if let Some(v) = self.ints.get(name) {
            return v.clone();
        }
        if let Some(c) = self.fixed.get(name) {
            let v = Int::from_i64(*c);
            self.ints.insert(name.to_string(), v.clone());
            return v;
        }
        if let Some(e) = self.defs.get(name).cloned() {
            let v = self.aff(&e).simplify();
            self.ints.insert(name.to_string(), v.clone());
            return v;
        }
        let v = Int::new_const(format!("int:{name}"));
        if let Some(ty) = self.symbol_type(name) {
            if ty.is_int_or_uint() && !ty.is_bool() && ty.bits < 64 {
                let (lo, hi) = if ty.code == TypeCode::Int {
                    (-(1i64 << (ty.bits - 1)), (1i64 << (ty.bits - 1)) - 1)
                } else {
                    (0, (1i64 << ty.bits) - 1)
                };
                self.ranges.push(Bool::and(&[
                    Int::from_i64(lo).le(&v),
                    v.le(Int::from_i64(hi)),
                ]));
            }
        }
        self.ints.insert(name.to_string(), v.clone());
        v
    }

    fn symbol_type(&self, name: &str) -> Option<Type> {
        self.sare
            .symbols
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.ty)
    }

    /// A quasi-affine expression as an integer term.
    pub fn aff(&mut self, a: &Aff) -> Int {
        crate::smt::lia::aff_term(a, &mut |v| self.int_var(v))
    }

    /// An affine condition as a Boolean term.
    pub fn cond(&mut self, c: &Cond) -> Bool {
        crate::smt::lia::cond_term(c, &mut |v| self.int_var(v))
    }

    /// One exported Presburger constraint.
    pub fn constraint(&mut self, k: &Constraint) -> Bool {
        crate::smt::lia::constraint_term(k, &mut |v| self.int_var(v))
    }

    /// The Halide type of a template's value.
    pub fn template_type(&self, t: &Template) -> EncodeResult<Type> {
        Ok(match t {
            Template::Leaf(Leaf::Int(ty))
            | Template::Leaf(Leaf::Input { ty, .. })
            | Template::Leaf(Leaf::ClampedInput { ty, .. })
            | Template::Leaf(Leaf::Const { ty, .. })
            | Template::Leaf(Leaf::Param { ty, .. })
            | Template::Leaf(Leaf::Undef(ty))
            | Template::Leaf(Leaf::Garbage(ty))
            | Template::Leaf(Leaf::Clean(ty)) => *ty,
            Template::Leaf(Leaf::Tensor { tensor, .. }) => self.tensor(tensor)?.1,
            Template::Not(_) => Type::bool(),
            Template::Binary { result, .. } => *result,
            Template::Select(a) => self.template_type(&a.1)?,
            Template::Cast { to, .. } | Template::Reinterpret { to, .. } => *to,
            Template::Call { result, .. } => *result,
            Template::Pack(_) => return Err("tuple template as a value".into()),
        })
    }

    fn tensor(&self, id: &TensorId) -> EncodeResult<(usize, Type)> {
        match self.sare.tensor_pos(id) {
            Some(p) => Ok((p, self.sare.tensors[p].ty)),
            None => Err(format!("the specification has no tensor {id}")),
        }
    }

    /// The template `id` applied to the hole values `holes`.
    pub fn template(&mut self, id: TemplateId, holes: &[Int]) -> EncodeResult<Value> {
        let t = self
            .templates
            .get(id)
            .cloned()
            .ok_or_else(|| format!("unknown template {id}"))?;
        let mut next = 0;
        let v = self.template_at(&t, holes, &mut next)?;
        if next != holes.len() {
            return Err(format!(
                "template {id} has {next} holes, {} given",
                holes.len()
            ));
        }
        Ok(v)
    }

    fn take(holes: &[Int], next: &mut usize, n: usize) -> EncodeResult<Vec<Int>> {
        let out = holes
            .get(*next..*next + n)
            .ok_or_else(|| "template holes out of range".to_string())?
            .to_vec();
        *next += n;
        Ok(out)
    }

    fn template_at(
        &mut self,
        t: &Template,
        holes: &[Int],
        next: &mut usize,
    ) -> EncodeResult<Value> {
        let sem = self.sem;
        match t {
            Template::Leaf(Leaf::Int(ty)) => {
                let h = Self::take(holes, next, 1)?;
                int_value(*ty, &h[0], sem.mode)
            }
            Template::Leaf(Leaf::Tensor { tensor, arity }) => {
                let args = Self::take(holes, next, *arity)?;
                let (pos, _) = self.tensor(tensor)?;
                self.tensor_app(pos, args)
            }
            Template::Leaf(Leaf::Input { buffer, ty, arity }) => {
                let args = Self::take(holes, next, *arity)?;
                self.input_app(buffer, *ty, &args)
            }
            Template::Leaf(Leaf::ClampedInput { buffer, ty, index }) => {
                let (first, mut args) = (*next, Vec::new());
                for c in index {
                    args.push(Self::clamp_index(c, holes, next)?);
                }
                // Shown as the clamp over the hole terms, not as Z3's nested `ite`s.
                let hole = |k: usize| Self::shown(&holes[first + k]);
                let mut at = 0;
                let shown = index
                    .iter()
                    .map(|c| {
                        let text = c.render(&|k| hole(at + k));
                        at += c.holes();
                        text
                    })
                    .collect();
                self.input_app_shown(buffer, *ty, &args, Some(shown))
            }
            Template::Leaf(Leaf::Const {
                ty,
                int,
                float_bits,
                text,
            }) => const_value(&sem, *ty, *int, *float_bits, text),
            Template::Leaf(Leaf::Param { name, ty }) => {
                sem.variable(&format!("param:{name}"), *ty).map_err(sem_err)
            }
            Template::Leaf(Leaf::Undef(ty))
            | Template::Leaf(Leaf::Garbage(ty))
            | Template::Leaf(Leaf::Clean(ty)) => {
                self.undef += 1;
                sem.variable(&format!("undef:{}", self.undef), *ty)
                    .map_err(sem_err)
            }
            Template::Not(a) => {
                let a = self.template_at(a, holes, next)?;
                sem.not(&a).map_err(sem_err)
            }
            Template::Binary {
                op, operand, args, ..
            } => {
                let a = self.template_at(&args.0, holes, next)?;
                let b = self.template_at(&args.1, holes, next)?;
                sem.binop(*op, *operand, &a, &b).map_err(sem_err)
            }
            Template::Select(a) => {
                let c = self.template_at(&a.0, holes, next)?;
                let x = self.template_at(&a.1, holes, next)?;
                let y = self.template_at(&a.2, holes, next)?;
                sem.select(&c, &x, &y).map_err(sem_err)
            }
            Template::Cast { from, to, arg } => {
                let a = self.template_at(arg, holes, next)?;
                sem.cast(*from, *to, &a).map_err(sem_err)
            }
            Template::Reinterpret { from, to, arg } => {
                let a = self.template_at(arg, holes, next)?;
                sem.intrinsic(&Intrinsic::Reinterpret, &[*from], *to, &[a])
                    .map_err(sem_err)
            }
            Template::Call {
                callee,
                arg_types,
                result,
                args,
            } => {
                let mut vs = Vec::new();
                for a in args {
                    vs.push(self.template_at(a, holes, next)?);
                }
                match callee {
                    Callee::Intrinsic(op) => sem.intrinsic(op, arg_types, *result, &vs),
                    Callee::PureExtern(n) => sem.extern_call(n, arg_types, *result, &vs),
                    // One group of lanes reduced to one value (Semantics refuses the
                    // order-dependent cases: IEEE and uninterpreted floats).
                    Callee::VectorReduce(op) => {
                        sem.vector_reduce(*op, *result, &vs, 1).and_then(|mut out| {
                            match out.pop() {
                                Some(v) if out.is_empty() => Ok(v),
                                _ => crate::smt::semantics::value::ill_typed(
                                    "vector reduction to one lane".to_string(),
                                ),
                            }
                        })
                    }
                }
                .map_err(sem_err)
            }
            Template::Pack(_) => Err("tuple template as a value".into()),
        }
    }

    /// A clamped index as an integer term (`min`/`max` as in [`crate::smt::lia::aff_term`]).
    fn clamp_index(c: &ClampIndex, holes: &[Int], next: &mut usize) -> EncodeResult<Int> {
        Ok(match c {
            ClampIndex::Hole => Self::take(holes, next, 1)?.remove(0),
            ClampIndex::Min(a, b) => {
                let (x, y) = (
                    Self::clamp_index(a, holes, next)?,
                    Self::clamp_index(b, holes, next)?,
                );
                x.le(&y).ite(&x, &y)
            }
            ClampIndex::Max(a, b) => {
                let (x, y) = (
                    Self::clamp_index(a, holes, next)?,
                    Self::clamp_index(b, holes, next)?,
                );
                x.ge(&y).ite(&x, &y)
            }
        })
    }

    pub(super) fn input_app(
        &mut self,
        buffer: &str,
        ty: Type,
        args: &[Int],
    ) -> EncodeResult<Value> {
        self.input_app_shown(buffer, ty, args, None)
    }

    /// An integer term as shown in a counterexample's list of input reads.
    fn shown(x: &Int) -> String {
        x.simplify()
            .to_string()
            .replace("|int:", "")
            .replace('|', "")
    }

    /// [`Self::input_app`], with the indices shown as `shown` in the list of input reads.
    fn input_app_shown(
        &mut self,
        buffer: &str,
        ty: Type,
        args: &[Int],
        shown: Option<Vec<String>>,
    ) -> EncodeResult<Value> {
        let args: Vec<Int> = args.iter().map(|a| a.simplify()).collect();
        let sort = sort_of(ty, self.sem.mode).map_err(sem_err)?;
        let int = z3::Sort::int();
        let dom: Vec<&z3::Sort> = args.iter().map(|_| &int).collect();
        let f = FuncDecl::new(format!("in:{buffer}"), &dom, &sort);
        let a: Vec<&dyn Ast> = args.iter().map(|x| x as &dyn Ast).collect();
        let v = Value::from_dynamic(ty, self.sem.mode, f.apply(&a)).map_err(sem_err)?;
        if self.recording_inputs && self.inputs_read.len() < MAX_INPUTS_OBSERVED {
            let shown = shown.unwrap_or_else(|| args.iter().map(Self::shown).collect());
            let name = format!("{buffer}({})", shown.join(", "));
            if !self.inputs_read.iter().any(|(n, _, _)| n == &name) {
                self.inputs_read.push((name, ty, v.clone()));
            }
        }
        Ok(v)
    }

    /// The term `T(args)` for the tensor at position `pos`, as a value and as a term.
    pub(super) fn tensor_term(&self, pos: usize, args: &[Int]) -> EncodeResult<(Value, Dynamic)> {
        let t = &self.sare.tensors[pos];
        let ty = t.ty;
        let sort = sort_of(ty, self.sem.mode).map_err(sem_err)?;
        let int = z3::Sort::int();
        let dom: Vec<&z3::Sort> = args.iter().map(|_| &int).collect();
        let f = FuncDecl::new(self.tensor_function_name(pos), &dom, &sort);
        let a: Vec<&dyn Ast> = args.iter().map(|x| x as &dyn Ast).collect();
        let app: Dynamic = f.apply(&a);
        Ok((
            Value::from_dynamic(ty, self.sem.mode, app.clone()).map_err(sem_err)?,
            app,
        ))
    }

    /// `T(args)` for the tensor at position `pos`; queues its definition instances.
    pub(super) fn tensor_app(&mut self, pos: usize, args: Vec<Int>) -> EncodeResult<Value> {
        let args: Vec<Int> = args.iter().map(|a| a.simplify()).collect();
        let (v, app) = self.tensor_term(pos, &args)?;
        let depth = self.depth + usize::from(self.recursive[pos]);
        if let std::collections::hash_map::Entry::Vacant(e) = self.seen.entry((pos, app.simplify()))
        {
            e.insert(depth);
            self.pending.push_back((pos, args, depth));
        }
        Ok(v)
    }
}

/// The integer `x` converted to the machine type `ty` (wrapping for integers; exact for
/// reals; rounded for IEEE floats).
pub(super) fn int_value(ty: Type, x: &Int, mode: FloatMode) -> EncodeResult<Value> {
    match ty.code {
        TypeCode::Int | TypeCode::UInt if !ty.is_bool() => {
            Ok(Value::Bits(BV::from_int(x, u32::from(ty.bits))))
        }
        TypeCode::Float if mode == FloatMode::Real => Ok(Value::Real(Real::from_int(x))),
        // Other float modes: the exact integer as an int64, then Halide's int → float cast
        // (round to nearest even).
        TypeCode::Float => Semantics::new(mode)
            .cast(Type::int(64), ty, &Value::Bits(BV::from_int(x, 64)))
            .map_err(sem_err),
        _ => Err(format!(
            "conversion of an index to {ty} in {mode:?} float mode"
        )),
    }
}

/// A literal.
pub(super) fn const_value(
    sem: &Semantics,
    ty: Type,
    int: Option<i128>,
    float_bits: Option<u64>,
    text: &str,
) -> EncodeResult<Value> {
    match (int, float_bits) {
        (Some(v), _) => sem.int_const(ty, v).map_err(sem_err),
        (None, Some(b)) => {
            let v = match ty.bits {
                32 => f64::from(f32::from_bits(b as u32)),
                64 => f64::from_bits(b),
                _ => return Err(format!("float{} literal {text}", ty.bits)),
            };
            sem.float_const(ty, v).map_err(sem_err)
        }
        (None, None) => Err(format!("literal `{text}` of type {ty}")),
    }
}

/// Per tensor of `sare`: whether it reaches itself through the tensors its equations read
/// (guards and right-hand sides).
fn recursive_tensors(sare: &Sare) -> Vec<bool> {
    let reads: Vec<Vec<usize>> = sare
        .tensors
        .iter()
        .map(|t| {
            let mut out = Vec::new();
            for eq in &t.equations {
                for e in eq.guard.iter().chain(std::iter::once(&eq.rhs)) {
                    for c in crate::sare::expr_walk::calls(e) {
                        if matches!(c.kind, crate::ir::CallKind::Func) {
                            out.extend(sare.tensor_pos_named(&c.name, c.value_index));
                        }
                    }
                }
            }
            out
        })
        .collect();
    (0..reads.len())
        .map(|start| {
            let mut seen = vec![false; reads.len()];
            let mut stack = reads[start].clone();
            while let Some(t) = stack.pop() {
                if t == start {
                    return true;
                }
                if !std::mem::replace(&mut seen[t], true) {
                    stack.extend(reads[t].iter().copied());
                }
            }
            false
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a` stands for a cell the implementation reads (its definition chain through `b` and
    /// `c` is long); `s` is the specification's own chain down to it (`s → t → a`).
    const CHAIN: &str = r#"halide-tv sare 1
pipeline chain
target "x86-64-linux"
input in : buffer<float32, 1>
output s : buffer<float32, 1> = s region [(s.min.0, s.extent.0)]

func c(x) : float32 {
  c(x) = in(x) * 2.0f
}

func b(x) : float32 {
  b(x) = c(x) + c(x + 1)
}

func a(x) : float32 {
  a(x) = b(x) + b(x + 1)
}

func t(x) : float32 {
  t(x) = a(x) * 3.0f
}

func s(x) : float32 {
  s(x) = t(x) + 1.0f
}
"#;

    /// The function names of the tensor applications defined after queueing `a(0)` then
    /// `s(0)` and unfolding within `budget` instances, `a`'s tensors last or not.
    fn defined(budget: usize, a_last: bool) -> Vec<String> {
        let alg = crate::spec::parse_sare("chain.sare", CHAIN).expect("parses");
        let sare = crate::sare::build_sare(&alg).expect("sare");
        let templates = TemplateInterner::new();
        let mut enc = Encoder::new(FloatMode::Real, &sare, &templates, 6, budget);
        let pos = |name: &str| {
            sare.tensors
                .iter()
                .position(|t| t.id.name() == name)
                .expect("tensor")
        };
        for name in ["a", "s"] {
            enc.tensor_app(pos(name), vec![Int::from_i64(0)])
                .expect("application");
        }
        if a_last {
            let names = ["a", "a.s0"]
                .iter()
                .map(|n| enc.tensor_function_name(pos(n)));
            enc.unfold_last(names.collect());
        }
        enc.instantiate().expect("instantiates");
        assert!(!enc.complete(), "the budget cuts the unfolding");
        enc.definitions
            .iter()
            .map(|(app, _)| app.decl().name())
            .collect()
    }

    /// Whether `s(x) = in(x)` holds for every `x` when `s(x) = select(cond, in(x), 0.0f)`.
    fn select_keeps_input(cond: &str) -> bool {
        let text = format!(
            r#"halide-tv sare 1
pipeline wrap
target "x86-64-linux"
input in : buffer<float32, 1>
output s : buffer<float32, 1> = s region [(s.min.0, s.extent.0)]

func s(x) : float32 {{
  s(x) = select({cond}, in(x), 0.0f)
}}
"#
        );
        let alg = crate::spec::parse_sare("wrap.sare", &text).expect("parses");
        let sare = crate::sare::build_sare(&alg).expect("sare");
        let templates = TemplateInterner::new();
        let mut enc = Encoder::new(FloatMode::Real, &sare, &templates, 6, 100);
        let x = enc.int_var("x");
        let pos = sare
            .tensors
            .iter()
            .position(|t| t.id.name() == "s")
            .expect("tensor");
        let s = enc.tensor_app(pos, vec![x.clone()]).expect("s(x)");
        let input = enc.input_app("in", Type::float(32), &[x]).expect("in(x)");
        enc.instantiate().expect("instantiates");
        let goal = s.same_as(&input).expect("same sort");
        let r = crate::smt::check_validity(
            &[enc.premises.clone(), enc.ranges.clone()].concat(),
            &goal,
            &[],
            std::time::Duration::from_secs(20),
        );
        assert!(!matches!(r, crate::smt::SmtResult::Unknown(_)), "{r:?}");
        matches!(r, crate::smt::SmtResult::Valid)
    }

    /// A comparison of index arithmetic in a specification value is decided on exact integers
    /// (the check assumes index arithmetic does not overflow, thesis §9.5), as the program's
    /// affine conditions are: `x + 2147483647 > x` holds for every `x`, while in wrapped 32-bit
    /// arithmetic it fails for every `x ≥ 1`. A comparison that can fail still fails.
    #[test]
    fn specification_comparisons_of_index_arithmetic_are_exact() {
        assert!(select_keeps_input("x + 2147483647 > x"));
        assert!(select_keeps_input("x - 5 < x && x >= x - 1"));
        assert!(!select_keeps_input("x + 1 > 5"));
    }

    #[test]
    fn the_tensors_unfolded_last_leave_the_budget_to_the_others() {
        // Breadth first, the implementation's cell `a(0)` and its chain take the budget
        // before the specification reaches `t`'s definition.
        let fifo = defined(4, false);
        assert!(!fifo.iter().any(|f| f == "T:t.s0:0"), "{fifo:?}");
        // With `a` last, the specification's chain down to `a` is defined first.
        let last = defined(4, true);
        for f in ["T:s:0", "T:s.s0:0", "T:t:0", "T:t.s0:0"] {
            assert!(last.iter().any(|g| g == f), "{f} in {last:?}");
        }
        assert!(!last.iter().any(|g| g == "T:a.s0:0"), "{last:?}");
    }
    /// An application is queued once however its indices are written (`c(x + 1 − 1)` is
    /// `c(x)`: Z3 shares the simplified terms, which are the key), and applications at other
    /// indices or of other tensors are queued too: `c(x)`, `c(x + 1)` and `b(x)` give three
    /// instances.
    #[test]
    fn an_application_is_unfolded_once_however_its_indices_are_written() {
        let alg = crate::spec::parse_sare("chain.sare", CHAIN).expect("parses");
        let sare = crate::sare::build_sare(&alg).expect("sare");
        let templates = TemplateInterner::new();
        let mut enc = Encoder::new(FloatMode::Real, &sare, &templates, 6, 100);
        let pos = |name: &str| {
            sare.tensors
                .iter()
                .position(|t| t.id.name() == name)
                .expect("tensor")
        };
        let x = enc.int_var("x");
        let one = Int::from_i64(1);
        let x_plus_1 = Int::add(&[x.clone(), one.clone()]);
        for (name, index) in [
            ("c", x.clone()),
            ("c", Int::sub(&[x_plus_1.clone(), one])),
            ("c", x.clone()),
            ("c", x_plus_1),
        ] {
            enc.tensor_app(pos(name), vec![index]).expect("application");
        }
        assert_eq!(enc.pending.len(), 2, "c(x) once, c(x + 1)");
        enc.tensor_app(pos("b"), vec![x]).expect("application");
        assert_eq!(enc.pending.len(), 3);
    }
}
