//! [`SchedBuilder`]: builds a [`SchedProgram`] from the events of the bridge's walker, with
//! the same constructors, scopes and checks as the `.sched` reader, so that the value is the
//! one `parse_sched` gives for the text the printer would write — or an error.

use halide_bridge::handoff::{self as h, CallTarget, SchedEvent, SchedSink, TypeOf};
use halide_tv::ir::{
    access_lanes, Annotation, BinOp, BufferDecl, CallKind, Expr, ForKind, Intrinsic, MemoryType,
    ParamDecl, SchedProgram, Stmt, Store, Type, TypeCode, VectorReduceOp,
};
use std::collections::{HashMap, HashSet};

/// Why the bridge gave no program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandoffError {
    /// The `.sched` printer refuses this build; the message is the one Halide gives for the
    /// text output (the verdict is UNKNOWN, as for `check` when the file cannot be written).
    Unrepresentable(String),
    /// The walk or the program is broken (the counterpart of a text that does not read back).
    Invalid(String),
    /// The walk of the algorithm or the algorithm is broken (the counterpart of a `.sare` text
    /// that does not read back).
    InvalidAlgorithm(String),
}

impl std::fmt::Display for HandoffError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HandoffError::Unrepresentable(m) => f.write_str(m),
            HandoffError::Invalid(m) => write!(f, "structured hand-off of the .sched: {m}"),
            HandoffError::InvalidAlgorithm(m) => write!(f, "structured hand-off of the .sare: {m}"),
        }
    }
}

impl std::error::Error for HandoffError {}

/// A scoping node whose body is being walked.
enum Frame {
    Let(String),
    LetStmt(String),
    For(String),
    Allocate {
        name: String,
        elem: Type,
        extents: Vec<Expr>,
        condition: Option<Expr>,
        memory: MemoryType,
        padding: u32,
    },
}

/// Builds the program from the walker's events (see [`halide_bridge::handoff`]).
#[derive(Default)]
pub struct SchedBuilder {
    module: String,
    refusal: Option<String>,
    error: Option<String>,
    header: Option<(String, String)>,
    params: Vec<ParamDecl>,
    inputs: Vec<BufferDecl>,
    outputs: Vec<BufferDecl>,
    /// Parameters and buffer symbols.
    header_vars: HashMap<String, Type>,
    /// Free variables in order of first use, and as the walker declared them.
    free: Vec<ParamDecl>,
    free_types: HashMap<String, Type>,
    declared_free: Vec<ParamDecl>,
    /// Local variables (lets and loops), innermost last.
    locals: HashMap<String, Vec<Type>>,
    /// Buffers in scope (header buffers and allocations), innermost last.
    buffers: HashMap<String, Vec<Type>>,
    exprs: Vec<Expr>,
    stmts: Vec<Stmt>,
    blocks: Vec<usize>,
    frames: Vec<Frame>,
}

pub(super) type Built<T> = Result<T, String>;

pub(super) fn ty(t: TypeOf) -> Built<Type> {
    let code = match t.code {
        Some(h::TypeCode::Int) => TypeCode::Int,
        Some(h::TypeCode::UInt) => TypeCode::UInt,
        Some(h::TypeCode::Float) => TypeCode::Float,
        Some(h::TypeCode::Handle) => TypeCode::Handle,
        None => return Err(format!("a type the format cannot write ({} bits)", t.bits)),
    };
    let lanes = u16::try_from(t.lanes).map_err(|_| format!("{} lanes", t.lanes))?;
    let ty = Type {
        code,
        bits: t.bits,
        lanes,
    };
    if ty.is_valid() {
        Ok(ty)
    } else {
        Err(format!("the invalid type {ty:?}"))
    }
}

pub(super) fn count(n: impl TryInto<u16>, what: &str) -> Built<u16> {
    n.try_into().map_err(|_| format!("{what} beyond 65535"))
}

fn scalar_value_type(t: Type) -> bool {
    t.lanes == 1 && t.code != TypeCode::Handle
}

fn int_scalar(e: &Expr, what: &str) -> Built<()> {
    if e.ty.code == TypeCode::Int && e.ty.lanes == 1 {
        Ok(())
    } else {
        Err(format!("{what} of type {}", e.ty))
    }
}

pub(super) fn bool_scalar(e: &Expr, what: &str) -> Built<()> {
    if e.ty == Type::bool() {
        Ok(())
    } else {
        Err(format!("{what} of type {}", e.ty))
    }
}

/// An intrinsic or extern call as the readers build it: `mux<T>(index, values…)` desugared to
/// selects of type T, other intrinsics by their table entry.
pub(super) fn call_expr(
    target: CallTarget,
    name: &str,
    t: TypeOf,
    mut args: Vec<Expr>,
) -> Built<Expr> {
    let t = ty(t)?;
    let e = match target {
        CallTarget::Intrinsic if name == "mux" => {
            if args.len() < 2 {
                return Err(format!("mux with {} arguments", args.len()));
            }
            let values = args.split_off(1);
            let index = args.pop().ok_or("a mux without an index")?;
            let e = Expr::mux(index, values).map_err(|e| e.to_string())?;
            if e.ty != t {
                return Err(format!("mux<{t}> of values of type {}", e.ty));
            }
            Ok(e)
        }
        CallTarget::Intrinsic => Expr::intrinsic(t, Intrinsic::from_name(name), args),
        CallTarget::Extern => Expr::call(t, name, CallKind::Extern, args, 0),
        CallTarget::PureExtern => Expr::call(t, name, CallKind::PureExtern, args, 0),
    };
    e.map_err(|e| e.to_string())
}

impl SchedSink for SchedBuilder {
    fn event(&mut self, e: SchedEvent<'_>) {
        if let SchedEvent::Refuse(reason) = e {
            self.refusal.get_or_insert_with(|| reason.to_string());
            return;
        }
        if self.error.is_some() {
            return;
        }
        if let Err(m) = self.apply(e) {
            self.error = Some(m);
        }
    }
}

impl SchedBuilder {
    /// An empty builder.
    pub fn new() -> SchedBuilder {
        SchedBuilder::default()
    }

    /// The program, or why there is none. A refusal of the printer comes first (it is what the
    /// text output reports), then any other problem.
    pub fn finish(mut self) -> Result<SchedProgram, HandoffError> {
        if let Some(reason) = self.refusal {
            return Err(HandoffError::Unrepresentable(format!(
                "Error: Cannot write the annotated conceptual Stmt of {} in the .sched format: \
                 the format cannot represent {reason}.",
                self.module
            )));
        }
        if let Some(m) = self.error {
            return Err(HandoffError::Invalid(m));
        }
        let invalid = |m: &str| Err(HandoffError::Invalid(m.to_string()));
        let Some((pipeline, target)) = self.header.take() else {
            return invalid("no header");
        };
        if !self.exprs.is_empty() || !self.blocks.is_empty() || !self.frames.is_empty() {
            return invalid("unbalanced events");
        }
        let (Some(body), true) = (self.stmts.pop(), self.stmts.is_empty()) else {
            return invalid("not one body");
        };
        if self.free != self.declared_free {
            return invalid("the free variables differ from the walker's");
        }
        // The reader rejects a name declared twice in the header.
        let mut seen = HashSet::new();
        let names = self.params.iter().map(|p| p.name.clone());
        let buffers = self
            .inputs
            .iter()
            .chain(&self.outputs)
            .flat_map(|b| std::iter::once(b.name.clone()).chain(b.all_symbols()));
        let vars = self.free.iter().map(|p| p.name.clone());
        if let Some(dup) = names
            .chain(buffers)
            .chain(vars)
            .find(|n| !seen.insert(n.clone()))
        {
            return Err(HandoffError::Invalid(format!("`{dup}` declared twice")));
        }
        Ok(SchedProgram {
            version: halide_tv::ir::stmt::SCHED_VERSION,
            pipeline,
            target,
            params: self.params,
            inputs: self.inputs,
            outputs: self.outputs,
            vars: self.free,
            body,
        })
    }

    fn expr(&mut self) -> Built<Expr> {
        self.exprs
            .pop()
            .ok_or_else(|| "missing operand".to_string())
    }

    /// The last `n` expressions, in source order.
    fn exprs_n(&mut self, n: u32) -> Built<Vec<Expr>> {
        let n = n as usize;
        if n > self.exprs.len() {
            return Err("missing operands".to_string());
        }
        Ok(self.exprs.split_off(self.exprs.len() - n))
    }

    fn stmt(&mut self) -> Built<Stmt> {
        self.stmts
            .pop()
            .ok_or_else(|| "missing statement".to_string())
    }

    fn push(&mut self, e: Result<Expr, halide_tv::ir::TypeError>) -> Built<()> {
        self.exprs.push(e.map_err(|e| e.to_string())?);
        Ok(())
    }

    fn push_local(&mut self, name: &str, t: Type) {
        self.locals.entry(name.to_string()).or_default().push(t);
    }

    fn pop_local(&mut self, name: &str) {
        if let Some(v) = self.locals.get_mut(name) {
            v.pop();
        }
    }

    fn buffer(&self, name: &str) -> Option<Type> {
        self.buffers.get(name).and_then(|v| v.last().copied())
    }

    fn declare_buffer(&mut self, name: &str, t: TypeOf, dims: i32) -> Built<BufferDecl> {
        let elem = ty(t)?;
        if !scalar_value_type(elem) {
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
        for s in b.all_symbols() {
            self.header_vars.insert(s, Type::int(32));
        }
        self.buffers.entry(b.name.clone()).or_default().push(elem);
        Ok(b)
    }

    fn var(&mut self, name: &str, t: TypeOf, free: bool) -> Built<()> {
        let t = ty(t)?;
        let scoped = self
            .locals
            .get(name)
            .and_then(|v| v.last())
            .or_else(|| self.header_vars.get(name))
            .copied();
        let found = match scoped {
            Some(s) => s,
            None if free => *self.free_types.entry(name.to_string()).or_insert_with(|| {
                self.free.push(ParamDecl {
                    name: name.to_string(),
                    ty: t,
                });
                t
            }),
            None => return Err(format!("`{name}` is not in scope")),
        };
        if found != t {
            return Err(format!("`{name}` of type {t} where it is a {found}"));
        }
        self.push(Expr::var(name, t))
    }

    fn call(&mut self, target: CallTarget, name: &str, t: TypeOf, n: u32) -> Built<()> {
        let args = self.exprs_n(n)?;
        let e = call_expr(target, name, t, args)?;
        self.exprs.push(e);
        Ok(())
    }

    fn store(
        &mut self,
        name: &str,
        multi: u32,
        predicate: bool,
        annotation: Option<h::AnnotationEvent<'_>>,
    ) -> Built<()> {
        let annotation = match annotation {
            Some(a) => {
                let args = self.exprs_n(a.args)?;
                let stage = u32::try_from(a.stage).map_err(|_| "a negative stage".to_string())?;
                let value_index = match a.value_index {
                    Some(k) => Some(u32::try_from(k).map_err(|_| "a negative tuple index")?),
                    None => None,
                };
                Some(Annotation {
                    func: a.func.to_string(),
                    stage,
                    value_index,
                    args,
                })
            }
            None => None,
        };
        let value = self.expr()?;
        let predicate = if predicate { Some(self.expr()?) } else { None };
        let flat = self.expr()?;
        let index = self.exprs_n(multi)?;
        let elem = self
            .buffer(name)
            .ok_or_else(|| format!("a store to `{name}`, which is not in scope"))?;
        let lanes = access_lanes(
            &index,
            Some(&flat),
            predicate.as_ref(),
            Some(value.ty.lanes),
        )
        .map_err(|e| e.to_string())?;
        if value.ty != elem.with_lanes(lanes) {
            return Err(format!(
                "a store of {} to `{name}` of {}",
                value.ty,
                elem.with_lanes(lanes)
            ));
        }
        self.stmts.push(Stmt::Store(Box::new(Store {
            buffer: name.to_string(),
            value,
            index,
            flat: Some(flat),
            predicate,
            annotation,
        })));
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn begin_allocate(
        &mut self,
        name: &str,
        elem: TypeOf,
        extents: u32,
        condition: bool,
        memory: i32,
        padding: i32,
    ) -> Built<()> {
        let condition = if condition {
            let c = self.expr()?;
            bool_scalar(&c, "an allocation condition")?;
            Some(c)
        } else {
            None
        };
        let extents = self.exprs_n(extents)?;
        for e in &extents {
            int_scalar(e, "an extent")?;
        }
        let elem = ty(elem)?;
        if !scalar_value_type(elem) {
            return Err(format!("the allocation of {name} of element type {elem}"));
        }
        let memory = usize::try_from(memory)
            .ok()
            .and_then(|m| MemoryType::ALL.get(m).copied())
            .ok_or_else(|| format!("the memory type {memory}"))?;
        let padding = u32::try_from(padding).map_err(|_| format!("the padding {padding}"))?;
        self.buffers.entry(name.to_string()).or_default().push(elem);
        self.frames.push(Frame::Allocate {
            name: name.to_string(),
            elem,
            extents,
            condition,
            memory,
            padding,
        });
        Ok(())
    }

    fn end_frame(&mut self) -> Built<Frame> {
        self.frames
            .pop()
            .ok_or_else(|| "an unopened scope".to_string())
    }

    fn apply(&mut self, e: SchedEvent<'_>) -> Built<()> {
        match e {
            SchedEvent::Refuse(_) => {}
            SchedEvent::Header {
                module,
                pipeline,
                target,
            } => {
                self.module = module.to_string();
                self.header = Some((pipeline.to_string(), target.to_string()));
            }
            SchedEvent::Param(name, t) => {
                let t = ty(t)?;
                if t.lanes != 1 {
                    return Err(format!("the parameter {name} of type {t}"));
                }
                self.header_vars.insert(name.to_string(), t);
                self.params.push(ParamDecl {
                    name: name.to_string(),
                    ty: t,
                });
            }
            SchedEvent::Input(name, t, dims) => {
                let b = self.declare_buffer(name, t, dims)?;
                self.inputs.push(b);
            }
            SchedEvent::Output(name, t, dims) => {
                let b = self.declare_buffer(name, t, dims)?;
                self.outputs.push(b);
            }
            SchedEvent::FreeVar(name, t) => self.declared_free.push(ParamDecl {
                name: name.to_string(),
                ty: ty(t)?,
            }),
            SchedEvent::IntImm(t, v) => {
                let t = ty(t)?;
                self.push(Expr::int_imm(t, v))?;
            }
            SchedEvent::UIntImm(t, v) => {
                let t = ty(t)?;
                if t.is_bool() {
                    self.exprs.push(Expr::bool_imm(v != 0));
                } else {
                    self.push(Expr::uint_imm(t, v))?;
                }
            }
            SchedEvent::FloatImm(t, bits) => {
                let t = ty(t)?;
                self.push(Expr::float_bits(t, bits))?;
            }
            SchedEvent::StringImm(s) => self.exprs.push(Expr::string(s)),
            SchedEvent::Var { name, ty: t, free } => self.var(name, t, free)?,
            SchedEvent::Cast(t) => {
                let (t, a) = (ty(t)?, self.expr()?);
                self.push(Expr::cast(t, a))?;
            }
            SchedEvent::Reinterpret(t) => {
                let (t, a) = (ty(t)?, self.expr()?);
                self.push(Expr::reinterpret(t, a))?;
            }
            SchedEvent::Binary(op) => {
                let op = *BinOp::ALL
                    .get(usize::from(op))
                    .ok_or_else(|| format!("operator {op}"))?;
                let b = self.expr()?;
                let a = self.expr()?;
                self.push(Expr::binary(op, a, b))?;
            }
            SchedEvent::Not => {
                let a = self.expr()?;
                self.push(Expr::logical_not(a))?;
            }
            SchedEvent::Select => {
                let f = self.expr()?;
                let t = self.expr()?;
                let c = self.expr()?;
                self.push(Expr::select(c, t, f))?;
            }
            SchedEvent::Load { name, predicate } => {
                let pred = if predicate { Some(self.expr()?) } else { None };
                let flat = self.expr()?;
                let elem = self
                    .buffer(name)
                    .ok_or_else(|| format!("a load from `{name}`, which is not in scope"))?;
                self.push(Expr::load(elem, name, Vec::new(), Some(flat), pred))?;
            }
            SchedEvent::Ramp(lanes) => {
                let stride = self.expr()?;
                let base = self.expr()?;
                self.push(Expr::ramp(base, stride, count(lanes, "lanes")?))?;
            }
            SchedEvent::Broadcast(lanes) => {
                let v = self.expr()?;
                self.push(Expr::broadcast(v, count(lanes, "lanes")?))?;
            }
            SchedEvent::Call {
                target,
                name,
                ty: t,
                args,
            } => self.call(target, name, t, args)?,
            SchedEvent::BeginLet(name) | SchedEvent::BeginLetStmt(name) => {
                let t = self.exprs.last().ok_or("a let without a value")?.ty;
                self.push_local(name, t);
                self.frames.push(if matches!(e, SchedEvent::BeginLet(_)) {
                    Frame::Let(name.to_string())
                } else {
                    Frame::LetStmt(name.to_string())
                });
            }
            SchedEvent::EndLet => {
                let Frame::Let(name) = self.end_frame()? else {
                    return Err("a let expression closing another scope".to_string());
                };
                self.pop_local(&name);
                let body = self.expr()?;
                let value = self.expr()?;
                self.exprs.push(Expr::let_in(name, value, body));
            }
            SchedEvent::Shuffle(n, indices) => {
                let vectors = self.exprs_n(n)?;
                let indices = indices
                    .iter()
                    .map(|&i| u32::try_from(i).map_err(|_| format!("the shuffle index {i}")))
                    .collect::<Built<Vec<u32>>>()?;
                self.push(Expr::shuffle(vectors, indices))?;
            }
            SchedEvent::VectorReduce(op, lanes) => {
                let op = VectorReduceOp::from_name(op)
                    .ok_or_else(|| format!("the reduction operator {op}"))?;
                let v = self.expr()?;
                self.push(Expr::vector_reduce(op, v, count(lanes, "lanes")?))?;
            }
            SchedEvent::BeginBlock => self.blocks.push(self.stmts.len()),
            SchedEvent::EndBlock => {
                let mark = self.blocks.pop().ok_or("an unopened block")?;
                if mark > self.stmts.len() {
                    return Err("an unbalanced block".to_string());
                }
                let items = self.stmts.split_off(mark);
                self.stmts.push(Stmt::seq(items));
            }
            SchedEvent::EndLetStmt => {
                let Frame::LetStmt(name) = self.end_frame()? else {
                    return Err("a let statement closing another scope".to_string());
                };
                self.pop_local(&name);
                let body = self.stmt()?;
                let value = self.expr()?;
                self.stmts.push(Stmt::LetStmt {
                    name,
                    value,
                    body: Box::new(body),
                });
            }
            SchedEvent::BeginFor(name) => {
                self.push_local(name, Type::int(32));
                self.frames.push(Frame::For(name.to_string()));
            }
            SchedEvent::EndFor(kind) => {
                let Frame::For(var) = self.end_frame()? else {
                    return Err("a loop closing another scope".to_string());
                };
                self.pop_local(&var);
                let body = self.stmt()?;
                let extent = self.expr()?;
                let min = self.expr()?;
                int_scalar(&min, "a loop minimum")?;
                int_scalar(&extent, "a loop extent")?;
                use ForKind::*;
                let kinds = [
                    Some(Serial),
                    Some(Parallel),
                    Some(Vectorized),
                    Some(Unrolled),
                    None,
                    Some(GpuBlock),
                    Some(GpuThread),
                    Some(GpuLane),
                ];
                let kind = usize::try_from(kind)
                    .ok()
                    .and_then(|k| kinds.get(k).copied().flatten())
                    .ok_or_else(|| format!("the loop type {kind}"))?;
                self.stmts.push(Stmt::For {
                    var,
                    min,
                    extent,
                    kind,
                    body: Box::new(body),
                });
            }
            SchedEvent::IfThenElse(has_else) => {
                let else_case = if has_else {
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                let then_case = Box::new(self.stmt()?);
                let cond = self.expr()?;
                bool_scalar(&cond, "an if condition")?;
                self.stmts.push(Stmt::IfThenElse {
                    cond,
                    then_case,
                    else_case,
                });
            }
            SchedEvent::Assert => {
                let message = self.expr()?;
                let cond = self.expr()?;
                bool_scalar(&cond, "an assert condition")?;
                self.stmts.push(Stmt::Assert { cond, message });
            }
            SchedEvent::ProducerConsumer(name, is_producer) => {
                let body = Box::new(self.stmt()?);
                self.stmts.push(Stmt::ProducerConsumer {
                    name: name.to_string(),
                    is_producer,
                    body,
                });
            }
            SchedEvent::Store {
                name,
                multi,
                predicate,
                annotation,
            } => self.store(name, multi, predicate, annotation)?,
            SchedEvent::BeginAllocate {
                name,
                elem,
                extents,
                condition,
                memory,
                padding,
            } => self.begin_allocate(name, elem, extents, condition, memory, padding)?,
            SchedEvent::EndAllocate => {
                let Frame::Allocate {
                    name,
                    elem,
                    extents,
                    condition,
                    memory,
                    padding,
                } = self.end_frame()?
                else {
                    return Err("an allocation closing another scope".to_string());
                };
                if let Some(v) = self.buffers.get_mut(&name) {
                    v.pop();
                }
                let body = Box::new(self.stmt()?);
                self.stmts.push(Stmt::Allocate {
                    name,
                    elem,
                    extents,
                    condition,
                    memory,
                    padding,
                    body,
                });
            }
            SchedEvent::Free(name) => {
                if self.buffer(name).is_none() {
                    return Err(format!("the free of `{name}`, which is not in scope"));
                }
                self.stmts.push(Stmt::Free {
                    name: name.to_string(),
                });
            }
            SchedEvent::Evaluate => {
                let v = self.expr()?;
                self.stmts.push(Stmt::Evaluate(v));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use halide_bridge::handoff::AnnotationEvent;

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

    fn build(events: &[SchedEvent<'_>]) -> Result<SchedProgram, HandoffError> {
        let mut b = SchedBuilder::new();
        for e in events {
            b.event(e.clone());
        }
        b.finish()
    }

    /// `for (x, 0, n) { out[x | x] = 1.5f {out.0(x)} }` with a parameter n and one output.
    fn program(extra: &[SchedEvent<'static>]) -> Vec<SchedEvent<'static>> {
        use SchedEvent::*;
        let mut v = vec![
            Header {
                module: "m",
                pipeline: "p",
                target: "x86-64-linux",
            },
            Param("n", I32),
            Output("out", F32, 1),
            BeginBlock,
            IntImm(I32, 0),
            Var {
                name: "n",
                ty: I32,
                free: false,
            },
            BeginFor("x"),
            BeginBlock,
            Var {
                name: "x",
                ty: I32,
                free: false,
            },
            FloatImm(F32, 1.5f32.to_bits().into()),
            Var {
                name: "x",
                ty: I32,
                free: false,
            },
            Store {
                name: "out",
                multi: 0,
                predicate: false,
                annotation: Some(AnnotationEvent {
                    func: "out",
                    stage: 0,
                    value_index: None,
                    args: 1,
                }),
            },
            EndBlock,
            EndFor(0),
        ];
        v.extend_from_slice(extra);
        v.push(EndBlock);
        v
    }

    #[test]
    fn builds_what_the_reader_reads() {
        let p = build(&program(&[])).unwrap();
        let text = "halide-tv sched 1\npipeline p\ntarget \"x86-64-linux\"\nparam n : int32\n\
                    output out : buffer<float32, 1>\n\n\
                    for (x, 0, n) {\n  out[| x] = 1.5f {out.0(x)}\n}\n";
        assert_eq!(p, halide_tv::ir::parse_sched("t", text).unwrap());
        halide_tv::ir::check_sched(&p).unwrap();
    }

    #[test]
    fn refusal_comes_first_with_the_text_outputs_message() {
        let mut events = program(&[]);
        events.insert(5, SchedEvent::Refuse("a Fork (async)"));
        events.insert(6, SchedEvent::Binary(99));
        let e = build(&events).unwrap_err();
        assert_eq!(
            e,
            HandoffError::Unrepresentable(
                "Error: Cannot write the annotated conceptual Stmt of m in the .sched format: \
                 the format cannot represent a Fork (async)."
                    .into()
            )
        );
    }

    #[test]
    fn what_the_reader_rejects_is_an_error() {
        use SchedEvent::*;
        let var = |name, free| Var {
            name,
            ty: I32,
            free,
        };
        let bad: Vec<Vec<SchedEvent<'static>>> = vec![
            // A variable out of scope that the walker does not call free.
            program(&[var("y", false), Evaluate]),
            // A free variable used with two types.
            program(&[
                var("y", true),
                Evaluate,
                Var {
                    name: "y",
                    ty: F32,
                    free: true,
                },
                Evaluate,
            ]),
            // int32 + float32.
            program(&[var("n", false), FloatImm(F32, 0), Binary(0), Evaluate]),
            // A load from a buffer not in scope, a free of one.
            program(&[
                var("n", false),
                Load {
                    name: "in",
                    predicate: false,
                },
                Evaluate,
            ]),
            program(&[Free("in")]),
            // Unbalanced: an operand left over, a block never closed.
            program(&[var("n", false)]),
            program(&[BeginBlock]),
            // A negative shuffle index, an unknown reduction, too many lanes, a bad loop type.
            program(&[var("n", false), Shuffle(1, &[-1]), Evaluate]),
            program(&[var("n", false), VectorReduce("xor", 1), Evaluate]),
            program(&[var("n", false), Broadcast(70000), Evaluate]),
            program(&[
                IntImm(I32, 0),
                IntImm(I32, 1),
                BeginFor("z"),
                BeginBlock,
                EndBlock,
                EndFor(4),
            ]),
            // The walker's free variables differ from the builder's.
            program(&[FreeVar("q", I32)]),
            // A type the format cannot write.
            program(&[
                IntImm(
                    TypeOf {
                        code: None,
                        bits: 24,
                        lanes: 1,
                    },
                    0,
                ),
                Evaluate,
            ]),
            // An int8 constant out of range.
            program(&[
                IntImm(
                    TypeOf {
                        code: Some(h::TypeCode::Int),
                        bits: 8,
                        lanes: 1,
                    },
                    300,
                ),
                Evaluate,
            ]),
        ];
        for (k, events) in bad.iter().enumerate() {
            match build(events) {
                Err(HandoffError::Invalid(_)) => {}
                other => panic!("case {k}: expected an error, got {other:?}"),
            }
        }
        // A declared free variable that the body uses is fine.
        let ok = program(&[var("y", true), Evaluate, FreeVar("y", I32)]);
        let p = build(&ok).unwrap();
        assert_eq!(p.vars.len(), 1);
    }

    #[test]
    fn random_event_sequences_never_panic() {
        use SchedEvent::*;
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move |n: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        };
        let pool: Vec<SchedEvent<'static>> = vec![
            IntImm(I32, 3),
            FloatImm(F32, 0),
            StringImm("s"),
            Var {
                name: "n",
                ty: I32,
                free: false,
            },
            Var {
                name: "v",
                ty: I32,
                free: true,
            },
            Cast(F32),
            Reinterpret(F32),
            Binary(0),
            Binary(7),
            Binary(13),
            Not,
            Select,
            Load {
                name: "out",
                predicate: true,
            },
            Ramp(4),
            Broadcast(4),
            Call {
                target: CallTarget::Intrinsic,
                name: "mux",
                ty: I32,
                args: 3,
            },
            Call {
                target: CallTarget::Extern,
                name: "e",
                ty: I32,
                args: 2,
            },
            BeginLet("l"),
            EndLet,
            Shuffle(2, &[0, 1, 2]),
            VectorReduce("add", 2),
            BeginBlock,
            EndBlock,
            BeginLetStmt("k"),
            EndLetStmt,
            BeginFor("i"),
            EndFor(1),
            IfThenElse(true),
            Assert,
            ProducerConsumer("out", true),
            Store {
                name: "out",
                multi: 1,
                predicate: true,
                annotation: Some(AnnotationEvent {
                    func: "out",
                    stage: -1,
                    value_index: Some(-2),
                    args: 2,
                }),
            },
            BeginAllocate {
                name: "a",
                elem: F32,
                extents: 1,
                condition: true,
                memory: 9,
                padding: -1,
            },
            EndAllocate,
            Free("a"),
            Evaluate,
            FreeVar("v", I32),
        ];
        for _ in 0..3000 {
            let len = next(40) as usize;
            let mut events = program(&[]);
            for _ in 0..len {
                let at = next(events.len() as u64 + 1) as usize;
                events.insert(at, pool[next(pool.len() as u64) as usize].clone());
            }
            // Any outcome but a panic; a program must pass the checker.
            if let Ok(p) = build(&events) {
                halide_tv::ir::check_sched(&p).unwrap();
            }
        }
    }
}
