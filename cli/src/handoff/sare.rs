//! [`SareBuilder`]: builds an [`Algorithm`] from the events of the bridge's `.sare` walker, with
//! the same constructors, scopes and checks as the `.sare` reader, so that the value is the one
//! `parse_sare` gives for the text the printer would write — or an error.

use super::sched::{bool_scalar, call_expr, count, ty, Built, HandoffError};
use halide_bridge::sare_handoff::{SareEvent, SareSink};
use halide_tv::ir::printer::is_scalar_value_type;
use halide_tv::ir::{BinOp, BufferDecl, CallKind, Expr, Type, VectorReduceOp};
use halide_tv::spec::{
    Algorithm, Assumption, AssumptionKind, FuncDef, OutputDecl, RVarDef, Range, SpecParam,
    UpdateDef, SARE_VERSION,
};
use std::collections::{HashMap, HashSet};

/// What an untyped call `name(args)` refers to (the reader's `Callable`).
struct Callable {
    kind: CallKind,
    types: Vec<Type>,
    arity: usize,
}

/// A Func whose definitions are being received.
struct FuncBuild {
    def: FuncDef,
    /// Whether its pure variables are in scope (until `EndDefinitions`).
    in_scope: bool,
}

/// Builds the algorithm from the walker's events (see [`halide_bridge::sare_handoff`]).
#[derive(Default)]
pub struct SareBuilder {
    module: String,
    refusal: Option<String>,
    error: Option<String>,
    header: Option<(String, String)>,
    params: Vec<SpecParam>,
    inputs: Vec<BufferDecl>,
    outputs: Vec<OutputDecl>,
    funcs: Vec<FuncDef>,
    assumptions: Vec<Assumption>,
    /// Parameters, buffers and buffer symbols (one namespace, no duplicates).
    seen: HashSet<String>,
    /// Variables in scope, innermost last.
    vars: HashMap<String, Vec<Type>>,
    /// Funcs and inputs callable by name.
    callables: HashMap<String, Callable>,
    /// Func signatures in order (name, pure variables, types).
    signatures: Vec<(String, Vec<String>, Vec<Type>)>,
    func: Option<FuncBuild>,
    /// The update being received: its reduction variables and predicates.
    update: Option<(Vec<RVarDef>, Vec<Expr>)>,
    lets: Vec<String>,
    exprs: Vec<Expr>,
}

fn int32_scalar(e: &Expr, what: &str) -> Built<()> {
    if e.ty == Type::int(32) {
        Ok(())
    } else {
        Err(format!("{what} of type {}", e.ty))
    }
}

impl SareSink for SareBuilder {
    fn event(&mut self, e: SareEvent<'_>) {
        match e {
            SareEvent::Refuse(reason) => {
                self.refusal.get_or_insert_with(|| reason.to_string());
                return;
            }
            SareEvent::Header { module, .. } if self.refusal.is_some() => {
                self.module = module.to_string();
                return;
            }
            _ => {}
        }
        if self.error.is_some() || self.refusal.is_some() {
            return;
        }
        if let Err(m) = self.apply(e) {
            self.error = Some(m);
        }
    }
}

impl SareBuilder {
    /// An empty builder.
    pub fn new() -> SareBuilder {
        SareBuilder::default()
    }

    /// The algorithm, or why there is none. A refusal of the printer comes first (it is what
    /// the text output reports), then any other problem.
    pub fn finish(mut self) -> Result<Algorithm, HandoffError> {
        if let Some(reason) = self.refusal {
            return Err(HandoffError::Unrepresentable(format!(
                "Error: Cannot write the algorithm of {} in the .sare format: the format cannot \
                 represent {reason}.",
                self.module
            )));
        }
        let invalid = |m: String| Err(HandoffError::InvalidAlgorithm(m));
        if let Some(m) = self.error {
            return invalid(m);
        }
        let Some((pipeline, target)) = self.header.take() else {
            return invalid("no header".into());
        };
        if !self.exprs.is_empty() || self.func.is_some() || self.update.is_some() {
            return invalid("unbalanced events".into());
        }
        if self.funcs.len() != self.signatures.len() {
            return invalid("a Func with a signature and no definition".into());
        }
        // The reader's checks of the outputs, after the whole file.
        for o in &self.outputs {
            let Some(f) = self.funcs.iter().find(|f| f.name == o.func) else {
                return invalid(format!(
                    "the output {} of the undefined Func {}",
                    o.buffer.name, o.func
                ));
            };
            match f.types.get(o.value_index as usize) {
                Some(&t) if t == o.buffer.elem => {}
                _ => {
                    return invalid(format!(
                        "the output {} of another type or value than {}",
                        o.buffer.name, o.func
                    ))
                }
            }
            if o.region.len() != o.buffer.dims as usize || f.pure_vars.len() != o.region.len() {
                return invalid(format!(
                    "the output {} with {} region ranges",
                    o.buffer.name,
                    o.region.len()
                ));
            }
        }
        Ok(Algorithm {
            version: SARE_VERSION,
            pipeline,
            target,
            params: self.params,
            inputs: self.inputs,
            outputs: self.outputs,
            funcs: self.funcs,
            assumptions: self.assumptions,
        })
    }

    fn expr(&mut self) -> Built<Expr> {
        self.exprs
            .pop()
            .ok_or_else(|| "missing operand".to_string())
    }

    fn exprs_n(&mut self, n: u32) -> Built<Vec<Expr>> {
        let n = n as usize;
        if n > self.exprs.len() {
            return Err("missing operands".to_string());
        }
        Ok(self.exprs.split_off(self.exprs.len() - n))
    }

    fn push(&mut self, e: Result<Expr, halide_tv::ir::TypeError>) -> Built<()> {
        self.exprs.push(e.map_err(|e| e.to_string())?);
        Ok(())
    }

    fn push_var(&mut self, name: &str, t: Type) {
        self.vars.entry(name.to_string()).or_default().push(t);
    }

    fn pop_var(&mut self, name: &str) {
        if let Some(v) = self.vars.get_mut(name) {
            v.pop();
        }
    }

    fn declare(&mut self, name: &str) -> Built<()> {
        if self.seen.insert(name.to_string()) {
            Ok(())
        } else {
            Err(format!("`{name}` declared twice"))
        }
    }

    fn buffer(
        &mut self,
        name: &str,
        t: halide_bridge::handoff::TypeOf,
        dims: i32,
    ) -> Built<BufferDecl> {
        let elem = ty(t)?;
        if !is_scalar_value_type(elem) {
            return Err(format!("the buffer {name} of element type {elem}"));
        }
        let dims = u32::try_from(dims)
            .ok()
            .filter(|&d| d <= 64)
            .ok_or_else(|| format!("the buffer {name} of {dims} dimensions"))?;
        let b = BufferDecl {
            name: name.to_string(),
            elem,
            dims,
        };
        self.declare(name)?;
        for s in b.all_symbols() {
            self.declare(&s)?;
            self.push_var(&s, Type::int(32));
        }
        Ok(b)
    }

    /// Values of a definition of the current Func: as many as it has types, of those types.
    fn values(&mut self, n: u32) -> Built<Vec<Expr>> {
        let values = self.exprs_n(n)?;
        let f = self.func.as_ref().ok_or("a definition outside a Func")?;
        if values.len() != f.def.types.len()
            || values.iter().zip(&f.def.types).any(|(v, t)| v.ty != *t)
        {
            return Err(format!(
                "values of other types than those of {}",
                f.def.name
            ));
        }
        Ok(values)
    }

    fn untyped_call(&mut self, name: &str, n: u32, value_index: i32) -> Built<()> {
        let args = self.exprs_n(n)?;
        let c = self
            .callables
            .get(name)
            .ok_or_else(|| format!("a call of `{name}`, which is neither a Func nor an input"))?;
        if args.len() != c.arity {
            return Err(format!("{} arguments to `{name}`", args.len()));
        }
        if let Some(a) = args.iter().find(|a| a.ty != Type::int(32)) {
            return Err(format!("an argument of type {} to `{name}`", a.ty));
        }
        let value_index =
            u32::try_from(value_index).map_err(|_| format!("the tuple index {value_index}"))?;
        let t = *c
            .types
            .get(value_index as usize)
            .ok_or_else(|| format!("the tuple index {value_index} of `{name}`"))?;
        let kind = c.kind.clone();
        self.push(Expr::call(t, name, kind, args, value_index))
    }

    fn apply(&mut self, e: SareEvent<'_>) -> Built<()> {
        match e {
            SareEvent::Refuse(_) => {}
            SareEvent::Header {
                module,
                pipeline,
                target,
            } => {
                self.module = module.to_string();
                self.header = Some((pipeline.to_string(), target.to_string()));
            }
            SareEvent::Param {
                name,
                ty: t,
                min,
                max,
                estimate,
            } => {
                let t = ty(t)?;
                if !is_scalar_value_type(t) {
                    return Err(format!("the parameter {name} of type {t}"));
                }
                let bound = |present: bool, b: &mut SareBuilder| -> Built<Option<Expr>> {
                    present.then(|| b.expr()).transpose()
                };
                let estimate = bound(estimate, self)?;
                let max = bound(max, self)?;
                let min = bound(min, self)?;
                if let Some(b) = [&min, &max, &estimate]
                    .into_iter()
                    .flatten()
                    .find(|b| b.ty != t)
                {
                    return Err(format!("a bound of type {} of the parameter {name}", b.ty));
                }
                self.declare(name)?;
                self.push_var(name, t);
                self.params.push(SpecParam {
                    name: name.to_string(),
                    ty: t,
                    min,
                    max,
                    estimate,
                });
            }
            SareEvent::Input(name, t, dims) => {
                if self.callables.contains_key(name) {
                    return Err(format!("the input {name}, named as a Func"));
                }
                let b = self.buffer(name, t, dims)?;
                self.callables.insert(
                    name.to_string(),
                    Callable {
                        kind: CallKind::Image,
                        types: vec![b.elem],
                        arity: b.dims as usize,
                    },
                );
                self.inputs.push(b);
            }
            SareEvent::Output {
                name,
                ty: t,
                dims,
                func,
                value_index,
            } => {
                let buffer = self.buffer(name, t, dims)?;
                // The printer's region is always the buffer's own (min, extent) symbols.
                let region = (0..buffer.dims)
                    .map(|k| {
                        let [min, extent, _] = buffer.symbols(k);
                        Range {
                            min: Expr::var_i32(min),
                            extent: Expr::var_i32(extent),
                        }
                    })
                    .collect();
                self.outputs.push(OutputDecl {
                    buffer,
                    func: func.to_string(),
                    value_index,
                    region,
                });
            }
            SareEvent::Signature(name) => {
                if self.callables.contains_key(name) {
                    return Err(format!(
                        "the Func {name}, defined twice or named as an input"
                    ));
                }
                self.signatures
                    .push((name.to_string(), Vec::new(), Vec::new()));
            }
            SareEvent::SignatureVar(v) => {
                let s = self
                    .signatures
                    .last_mut()
                    .ok_or("a variable outside a signature")?;
                s.1.push(v.to_string());
            }
            SareEvent::SignatureType(t) => {
                let t = ty(t)?;
                if !is_scalar_value_type(t) {
                    return Err(format!("a Func value of type {t}"));
                }
                let s = self
                    .signatures
                    .last_mut()
                    .ok_or("a type outside a signature")?;
                s.2.push(t);
                let (name, vars, types) = s.clone();
                self.callables.insert(
                    name,
                    Callable {
                        kind: CallKind::Func,
                        types,
                        arity: vars.len(),
                    },
                );
            }
            SareEvent::BeginFunc(name) => {
                if self.func.is_some() {
                    return Err("a Func inside a Func".into());
                }
                let (sig_name, pure_vars, types) = self
                    .signatures
                    .get(self.funcs.len())
                    .cloned()
                    .ok_or("a Func without a signature")?;
                if sig_name != name || types.is_empty() {
                    return Err(format!("the definitions of {name} without their signature"));
                }
                for v in &pure_vars {
                    self.push_var(v, Type::int(32));
                }
                self.func = Some(FuncBuild {
                    def: FuncDef {
                        name: name.to_string(),
                        pure_vars,
                        types,
                        values: Vec::new(),
                        updates: Vec::new(),
                        specializations: Vec::new(),
                    },
                    in_scope: true,
                });
            }
            SareEvent::PureDefinition(n) => {
                let values = self.values(n)?;
                let f = self.func.as_mut().ok_or("a definition outside a Func")?;
                if !f.in_scope || !f.def.values.is_empty() || !f.def.updates.is_empty() {
                    return Err(format!("a second pure definition of {}", f.def.name));
                }
                f.def.values = values;
            }
            SareEvent::BeginUpdate => {
                if self.update.is_some() || !self.func.as_ref().is_some_and(|f| f.in_scope) {
                    return Err("an update outside the definitions of a Func".into());
                }
                self.update = Some((Vec::new(), Vec::new()));
            }
            SareEvent::RVar(name) => {
                let extent = self.expr()?;
                let min = self.expr()?;
                int32_scalar(&min, "an RVar minimum")?;
                int32_scalar(&extent, "an RVar extent")?;
                let u = self
                    .update
                    .as_mut()
                    .ok_or("a reduction variable outside an update")?;
                if !u.1.is_empty() {
                    return Err("a reduction variable after a predicate".into());
                }
                u.0.push(RVarDef {
                    name: name.to_string(),
                    min,
                    extent,
                });
                self.push_var(name, Type::int(32));
            }
            SareEvent::Where => {
                let p = self.expr()?;
                bool_scalar(&p, "a where-predicate")?;
                let u = self
                    .update
                    .as_mut()
                    .ok_or("a predicate outside an update")?;
                u.1.push(p);
            }
            SareEvent::EndUpdate { args, values } => {
                let values = self.values(values)?;
                let args = self.exprs_n(args)?;
                for a in &args {
                    int32_scalar(a, "an argument")?;
                }
                let (rvars, predicates) = self.update.take().ok_or("an unopened update")?;
                for r in rvars.iter().rev() {
                    self.pop_var(&r.name);
                }
                let f = self.func.as_mut().ok_or("an update outside a Func")?;
                if args.len() != f.def.pure_vars.len() {
                    return Err(format!("{} left-hand-side arguments", args.len()));
                }
                f.def.updates.push(UpdateDef {
                    rvars,
                    predicates,
                    args,
                    values,
                });
            }
            SareEvent::EndDefinitions => {
                if self.update.is_some() {
                    return Err("an update left open".into());
                }
                let f = self.func.as_mut().ok_or("definitions outside a Func")?;
                if !f.in_scope || f.def.values.is_empty() {
                    return Err(format!("the Func {} without a pure definition", f.def.name));
                }
                f.in_scope = false;
                let vars = f.def.pure_vars.clone();
                for v in vars.iter().rev() {
                    self.pop_var(v);
                }
            }
            SareEvent::Specialize => {
                let c = self.expr()?;
                bool_scalar(&c, "a specialization condition")?;
                let f = self
                    .func
                    .as_mut()
                    .ok_or("a specialization outside a Func")?;
                if f.in_scope {
                    return Err("a specialization among the definitions".into());
                }
                f.def.specializations.push(c);
            }
            SareEvent::EndFunc => {
                let f = self.func.take().ok_or("an unopened Func")?;
                if f.in_scope {
                    return Err(format!(
                        "the Func {} ended among its definitions",
                        f.def.name
                    ));
                }
                self.funcs.push(f.def);
            }
            SareEvent::Constraint | SareEvent::Require => {
                let cond = self.expr()?;
                bool_scalar(&cond, "an assumption")?;
                if self.func.is_some() {
                    return Err("an assumption inside a Func".into());
                }
                let kind = if matches!(e, SareEvent::Constraint) {
                    AssumptionKind::BufferConstraint
                } else {
                    AssumptionKind::Precondition
                };
                self.assumptions.push(Assumption { kind, cond });
            }
            SareEvent::IntImm(t, v) => {
                let t = ty(t)?;
                self.push(Expr::int_imm(t, v))?;
            }
            SareEvent::UIntImm(t, v) => {
                let t = ty(t)?;
                if t.is_bool() {
                    self.exprs.push(Expr::bool_imm(v != 0));
                } else {
                    self.push(Expr::uint_imm(t, v))?;
                }
            }
            SareEvent::FloatImm(t, bits) => {
                let t = ty(t)?;
                self.push(Expr::float_bits(t, bits))?;
            }
            SareEvent::StringImm(s) => self.exprs.push(Expr::string(s)),
            SareEvent::Var(name, t) => {
                // The reader types a variable by its declaration.
                let t = ty(t)?;
                let found = self
                    .vars
                    .get(name)
                    .and_then(|v| v.last())
                    .copied()
                    .ok_or_else(|| format!("`{name}` is not in scope"))?;
                if found != t {
                    return Err(format!("`{name}` of type {t} where it is a {found}"));
                }
                self.push(Expr::var(name, found))?;
            }
            SareEvent::Cast(t) => {
                let (t, a) = (ty(t)?, self.expr()?);
                self.push(Expr::cast(t, a))?;
            }
            SareEvent::Reinterpret(t) => {
                let (t, a) = (ty(t)?, self.expr()?);
                self.push(Expr::reinterpret(t, a))?;
            }
            SareEvent::Binary(op) => {
                let op = *BinOp::ALL
                    .get(usize::from(op))
                    .ok_or_else(|| format!("operator {op}"))?;
                let b = self.expr()?;
                let a = self.expr()?;
                self.push(Expr::binary(op, a, b))?;
            }
            SareEvent::Not => {
                let a = self.expr()?;
                self.push(Expr::logical_not(a))?;
            }
            SareEvent::Select => {
                let f = self.expr()?;
                let t = self.expr()?;
                let c = self.expr()?;
                self.push(Expr::select(c, t, f))?;
            }
            SareEvent::Ramp(lanes) => {
                let stride = self.expr()?;
                let base = self.expr()?;
                self.push(Expr::ramp(base, stride, count(lanes, "lanes")?))?;
            }
            SareEvent::Broadcast(lanes) => {
                let v = self.expr()?;
                self.push(Expr::broadcast(v, count(lanes, "lanes")?))?;
            }
            SareEvent::Call {
                target,
                name,
                ty: t,
                args,
            } => {
                let args = self.exprs_n(args)?;
                let e = call_expr(target, name, t, args)?;
                self.exprs.push(e);
            }
            SareEvent::FuncCall {
                name,
                args,
                value_index,
            } => self.untyped_call(name, args, value_index)?,
            SareEvent::ImageCall { name, args } => self.untyped_call(name, args, 0)?,
            SareEvent::BeginLet(name) => {
                let t = self.exprs.last().ok_or("a let without a value")?.ty;
                self.push_var(name, t);
                self.lets.push(name.to_string());
            }
            SareEvent::EndLet => {
                let name = self.lets.pop().ok_or("an unopened let")?;
                self.pop_var(&name);
                let body = self.expr()?;
                let value = self.expr()?;
                self.exprs.push(Expr::let_in(name, value, body));
            }
            SareEvent::Shuffle(n, indices) => {
                let vectors = self.exprs_n(n)?;
                let indices = indices
                    .iter()
                    .map(|&i| u32::try_from(i).map_err(|_| format!("the shuffle index {i}")))
                    .collect::<Built<Vec<u32>>>()?;
                self.push(Expr::shuffle(vectors, indices))?;
            }
            SareEvent::VectorReduce(op, lanes) => {
                let op = VectorReduceOp::from_name(op)
                    .ok_or_else(|| format!("the reduction operator {op}"))?;
                let v = self.expr()?;
                self.push(Expr::vector_reduce(op, v, count(lanes, "lanes")?))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halide_bridge::handoff::{self as h, CallTarget, TypeOf};

    const I32: TypeOf = TypeOf {
        code: Some(h::TypeCode::Int),
        bits: 32,
        lanes: 1,
    };
    const F32: TypeOf = TypeOf {
        code: Some(h::TypeCode::Float),
        bits: 32,
        lanes: 1,
    };
    const BOOL: TypeOf = TypeOf {
        code: Some(h::TypeCode::UInt),
        bits: 1,
        lanes: 1,
    };

    fn build(events: &[SareEvent<'_>]) -> Result<Algorithm, HandoffError> {
        let mut b = SareBuilder::new();
        for e in events {
            b.event(e.clone());
        }
        b.finish()
    }

    /// `param n : int32 min 1`, `input in : buffer<float32, 1>`, `out(x) = in(x) * 1.5f`,
    /// an update over `r : 0, n` where `r < 5`, `specialize n > 2`, a constraint, a
    /// requirement; `extra` goes before the assumptions.
    fn algorithm(extra: &[SareEvent<'static>]) -> Vec<SareEvent<'static>> {
        use SareEvent::*;
        let mut v = vec![
            Header {
                module: "m",
                pipeline: "p",
                target: "x86-64-linux",
            },
            IntImm(I32, 1),
            Param {
                name: "n",
                ty: I32,
                min: true,
                max: false,
                estimate: false,
            },
            Input("in", F32, 1),
            Output {
                name: "out",
                ty: F32,
                dims: 1,
                func: "out",
                value_index: 0,
            },
            Signature("out"),
            SignatureVar("x"),
            SignatureType(F32),
            BeginFunc("out"),
            Var("x", I32),
            ImageCall {
                name: "in",
                args: 1,
            },
            FloatImm(F32, 1.5f32.to_bits().into()),
            Binary(2),
            PureDefinition(1),
            BeginUpdate,
            IntImm(I32, 0),
            Var("n", I32),
            RVar("r"),
            Var("r", I32),
            IntImm(I32, 5),
            Binary(9),
            Where,
            Var("r", I32),
            Var("r", I32),
            FuncCall {
                name: "out",
                args: 1,
                value_index: 0,
            },
            EndUpdate { args: 1, values: 1 },
            EndDefinitions,
            Var("n", I32),
            IntImm(I32, 2),
            Binary(11),
            Specialize,
            EndFunc,
        ];
        v.extend_from_slice(extra);
        v.extend([
            Var("in.min.0", I32),
            IntImm(I32, 0),
            Binary(7),
            Constraint,
            Var("n", I32),
            IntImm(I32, 64),
            Binary(9),
            Require,
        ]);
        v
    }

    const TEXT: &str = "halide-tv sare 1\npipeline p\ntarget \"x86-64-linux\"\n\
        param n : int32 min 1\ninput in : buffer<float32, 1>\n\
        output out : buffer<float32, 1> = out region [(out.min.0, out.extent.0)]\n\n\
        func out(x) : float32 {\n  out(x) = in(x) * 1.5f\n  update {\n    rvar r : 0, n\n    \
        where r < 5\n    out(r) = out(r)\n  }\n  specialize n > 2\n}\n\n\
        constraint in.min.0 == 0\nrequire n < 64\n";

    #[test]
    fn builds_what_the_reader_reads() {
        let a = build(&algorithm(&[])).unwrap();
        assert_eq!(a, halide_tv::spec::parse_sare("t", TEXT).unwrap());
        halide_tv::spec::check_sare(&a).unwrap();
    }

    #[test]
    fn refusal_comes_first_with_the_text_outputs_message() {
        let events = [
            SareEvent::Refuse("the extern stage e (define_extern)"),
            SareEvent::Header {
                module: "m",
                pipeline: "p",
                target: "t",
            },
            SareEvent::Binary(99),
        ];
        assert_eq!(
            build(&events).unwrap_err(),
            HandoffError::Unrepresentable(
                "Error: Cannot write the algorithm of m in the .sare format: the format cannot \
                 represent the extern stage e (define_extern)."
                    .into()
            )
        );
    }

    #[test]
    fn what_the_reader_rejects_is_an_error() {
        use SareEvent::*;
        let bad: Vec<Vec<SareEvent<'static>>> = vec![
            // A variable out of scope (the pure variable after its definitions).
            algorithm(&[Var("x", I32), Constraint]),
            // A variable with another type than its declaration.
            algorithm(&[Var("n", F32), Var("n", F32), Binary(7), Constraint]),
            // A call of an unknown Func, with a float argument, with a bad tuple index.
            algorithm(&[
                IntImm(I32, 0),
                FuncCall {
                    name: "g",
                    args: 1,
                    value_index: 0,
                },
                Constraint,
            ]),
            algorithm(&[
                FloatImm(F32, 0),
                ImageCall {
                    name: "in",
                    args: 1,
                },
                FloatImm(F32, 0),
                Binary(7),
                Constraint,
            ]),
            algorithm(&[
                IntImm(I32, 0),
                FuncCall {
                    name: "out",
                    args: 1,
                    value_index: 1,
                },
                FloatImm(F32, 0),
                Binary(7),
                Constraint,
            ]),
            // A non-bool assumption, an operand left over.
            algorithm(&[IntImm(I32, 0), Constraint]),
            algorithm(&[IntImm(I32, 0)]),
            // A parameter declared twice; an input named as a Func; a Func without definition.
            algorithm(&[Param {
                name: "n",
                ty: I32,
                min: false,
                max: false,
                estimate: false,
            }]),
            algorithm(&[Input("out", F32, 1)]),
            algorithm(&[Signature("g"), SignatureVar("x"), SignatureType(F32)]),
            // A type the format cannot write.
            algorithm(&[
                IntImm(
                    TypeOf {
                        code: None,
                        bits: 24,
                        lanes: 1,
                    },
                    0,
                ),
                Constraint,
            ]),
        ];
        for (k, events) in bad.iter().enumerate() {
            match build(events) {
                Err(HandoffError::InvalidAlgorithm(_)) => {}
                other => panic!("case {k}: expected an error, got {other:?}"),
            }
        }
        // An output of a Func of another type.
        let mut events = algorithm(&[]);
        events[4] = Output {
            name: "out",
            ty: I32,
            dims: 1,
            func: "out",
            value_index: 0,
        };
        assert!(matches!(
            build(&events),
            Err(HandoffError::InvalidAlgorithm(_))
        ));
    }

    #[test]
    fn random_event_sequences_never_panic() {
        use SareEvent::*;
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let pool: Vec<SareEvent<'static>> = vec![
            IntImm(I32, 3),
            UIntImm(BOOL, 1),
            FloatImm(F32, 0),
            StringImm("s"),
            Var("n", I32),
            Var("x", I32),
            Var("r", I32),
            Cast(F32),
            Reinterpret(F32),
            Binary(0),
            Binary(7),
            Binary(13),
            Not,
            Select,
            Ramp(4),
            Broadcast(4),
            Call {
                target: CallTarget::Intrinsic,
                name: "mux",
                ty: I32,
                args: 3,
            },
            FuncCall {
                name: "out",
                args: 1,
                value_index: -1,
            },
            ImageCall {
                name: "in",
                args: 2,
            },
            BeginLet("l"),
            EndLet,
            Shuffle(2, &[0, 1, 2]),
            VectorReduce("add", 2),
            Signature("g"),
            SignatureVar("y"),
            SignatureType(F32),
            BeginFunc("g"),
            PureDefinition(1),
            BeginUpdate,
            RVar("q"),
            Where,
            EndUpdate { args: 1, values: 1 },
            EndDefinitions,
            Specialize,
            EndFunc,
            Constraint,
            Require,
            Input("in2", F32, 70),
            Output {
                name: "o2",
                ty: F32,
                dims: -1,
                func: "g",
                value_index: 3,
            },
        ];
        for _ in 0..3000 {
            let len = next(40) as usize;
            let mut events = algorithm(&[]);
            for _ in 0..len {
                let at = next(events.len() as u64 + 1) as usize;
                events.insert(at, pool[next(pool.len() as u64) as usize].clone());
            }
            // Any outcome but a panic; an algorithm must pass the checker.
            if let Ok(a) = build(&events) {
                halide_tv::spec::check_sare(&a).unwrap();
            }
        }
    }
}
