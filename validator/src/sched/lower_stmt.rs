//! Lowering of statements: the entry point [`lower_program`] from an annotated program
//! ([`SchedProgram`]) to a [`CoreProgram`] (thesis ch. 4 and §6).

use super::command::{
    ArrayDecl, Assign, Command, CommandKind, CoreParam, CoreProgram, Loop, LoopSource, Origin,
    ProductBound, Prophecy, Shape,
};
use super::env::{ArrayInfo, Binding, Env, FusedVar};
use super::error::LowerError;
use super::fused::{affine_factors, FusedPart};
use super::index::{CmpOp, Cond, Index};
use super::layout::Layout;
use super::lower_expr::Fail;
use super::term::Term;
use super::walk::{access_arity, loaded_buffers, stored_buffers, unmodelled_call};
use crate::ir::{
    BinOp, CallKind, Expr, ExprNode, ForKind, Intrinsic, SchedProgram, Stmt, Store, Type,
};
use std::rc::Rc;

/// The lowering state.
pub(crate) struct Lowerer {
    /// Names, arrays, facts and path in scope.
    pub(crate) env: Env,
    /// Fused loop variables being lowered (innermost last).
    pub(crate) fused_stack: Vec<Rc<FusedVar>>,
    /// Counter for fresh lane variables.
    fresh: u32,
    /// Number of `let` expansions so far (see [`EXPANSION_BUDGET`]).
    pub(crate) expansions: u64,
    /// Assumptions about the call made while lowering ([`CoreProgram::assumptions`]).
    pub(crate) assumptions: std::collections::BTreeSet<String>,
    /// Halide's `Target::maximum_buffer_size()` in bytes: 2^31 - 1, or `None` for targets
    /// with `large_buffers` (see [`allocation_size_fact`]).
    max_buffer_bytes: Option<i64>,
    /// Parameters pinned by the user assumptions in scope, innermost last ([`Env::pin`]).
    pinned: Vec<String>,
    /// Set by a `let` whose value is used after a store to memory it reads, in a Tuple
    /// update's block of stores ([`Lowerer::let_stmt`]): that block is lowered as one
    /// simultaneous command.
    simultaneous: bool,
}

/// Lowers an annotated program to the SCHED core language.
///
/// Fails with [`LowerError::Unsupported`] on any construct outside the supported fragment
/// (non-affine index, GPU loop, unknown intrinsic, …) and [`LowerError::IllFormed`] on
/// programs that break the format's invariants. Nothing is dropped or approximated silently.
pub fn lower_program(p: &SchedProgram) -> Result<CoreProgram, LowerError> {
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("halide-tv-sched-lowering".into())
            .stack_size(LOWERING_STACK_BYTES)
            .spawn_scoped(s, || lower_on_this_thread(p));
        let internal = |what: String| LowerError::Unsupported {
            what,
            at: p.pipeline.clone(),
        };
        match handle {
            Ok(h) => h
                .join()
                .unwrap_or_else(|_| Err(internal("internal error in the lowering".into()))),
            Err(e) => Err(internal(format!("no thread for the lowering: {e}"))),
        }
    })
}

/// Stack size of the lowering thread: nesting is bounded by the reader's depth limit, but
/// expanding `let`s multiplies expression depth.
const LOWERING_STACK_BYTES: usize = 512 << 20;

/// Bound on the number of `let` expansions in one program (expansion can be exponential in
/// the number of chained `let`s; beyond this the program is reported unsupported).
pub(crate) const EXPANSION_BUDGET: u64 = 2_000_000;

fn lower_on_this_thread(p: &SchedProgram) -> Result<CoreProgram, LowerError> {
    let mut lw = Lowerer {
        env: Env::default(),
        fused_stack: Vec::new(),
        fresh: 0,
        expansions: 0,
        assumptions: Default::default(),
        max_buffer_bytes: max_buffer_bytes(&p.target),
        pinned: Vec::new(),
        simultaneous: false,
    };
    let mut params = Vec::new();
    for d in p.params.iter().chain(&p.vars) {
        params.push(CoreParam {
            name: d.name.clone(),
            ty: d.ty,
        });
    }
    let mut decls = |bufs: &[crate::ir::BufferDecl]| {
        let mut out = Vec::new();
        for b in bufs {
            for k in 0..b.dims {
                for s in b.symbols(k) {
                    params.push(CoreParam {
                        name: s,
                        ty: Type::int(32),
                    });
                }
            }
            out.push(ArrayDecl {
                name: b.name.clone(),
                elem: b.elem,
                extents: (0..b.dims)
                    .map(|k| Index::var(format!("{}.extent.{k}", b.name)))
                    .collect(),
            });
        }
        out
    };
    let inputs = decls(&p.inputs);
    let outputs = decls(&p.outputs);
    if !inputs.is_empty() || !outputs.is_empty() {
        // symbolic::program::buffer_coordinate_ranges
        lw.assumptions.insert(
            "assumed: every buffer coordinate is an int32 (min.k + extent.k ≤ 2^31 in each dimension), as Halide's own index arithmetic requires".into(),
        );
    }
    for prm in &params {
        let b = if prm.ty.is_int_or_uint() && !prm.ty.is_bool() {
            Binding::Core
        } else {
            Binding::Value(prm.ty)
        };
        lw.env.bind(&prm.name, b)?;
    }
    for a in inputs.iter().chain(&outputs) {
        lw.env.declare_array(
            &a.name,
            ArrayInfo {
                elem: a.elem,
                dims: a.extents.len(),
            },
            Layout::Buffer {
                name: a.name.clone(),
                dims: a.extents.len(),
            },
        )?;
    }
    let body = lw.stmt(&p.body)?;
    Ok(CoreProgram {
        pipeline: p.pipeline.clone(),
        params,
        inputs,
        outputs,
        body,
        assumptions: lw.assumptions.into_iter().collect(),
    })
}

/// The note of a program that moves buffers between host and device.
const DEVICE_NOTE: &str = "trusted: host/device transfers (halide_copy_to_device, …) keep every buffer's values; GPU blocks and threads without barriers run as parallel loops";

fn loop_kind_is_parallel(kind: ForKind) -> Option<bool> {
    match kind {
        ForKind::Serial | ForKind::Unrolled => Some(false),
        // The blocks of a GPU kernel, and the threads of a block that never synchronize, run
        // in any order and at once: the semantics of a parallel loop (S-PARLOOP).
        ForKind::Parallel | ForKind::GpuBlock | ForKind::GpuThread => Some(true),
        ForKind::Vectorized | ForKind::GpuLane => None,
    }
}

pub(crate) fn make_loop(parallel: bool, l: Loop, origin: Origin) -> Command {
    Command {
        kind: if parallel {
            CommandKind::Par(l)
        } else {
            CommandKind::For(l)
        },
        origin,
    }
}

/// True for `evaluate prefetch(…)` (Halide's `Call::prefetch` intrinsic).
fn is_prefetch(e: &Expr) -> bool {
    matches!(&e.node, ExprNode::Call(c)
        if matches!(&c.kind, CallKind::Intrinsic(Intrinsic::Other(n)) if n == "prefetch"))
}

/// Splits a Halide condition into its `&&` conjuncts.
/// A lowered assertion: origin, affine condition, conjuncts outside the affine fragment.
type Assertion = (Origin, Cond<Index>, Vec<String>, Vec<ProductBound>);

/// Bound on the `let` expansions of one [`piecewise_weight`].
const WEIGHT_EXPANSIONS: usize = 256;

/// How many `min`, `max` and `select` nodes a condition has once its `let`-bound variables are
/// replaced by their values (within [`WEIGHT_EXPANSIONS`]): what its set will cost.
fn piecewise_weight(c: &Cond<Index>, env: &Env) -> usize {
    fn index(i: &Index, env: &Env, budget: &mut usize) -> usize {
        match i {
            Index::Var(v) => match env.let_value(v) {
                Some(value) if *budget > 0 => {
                    *budget -= 1;
                    index(value, env, budget)
                }
                _ => 0,
            },
            Index::Const(_) => 0,
            Index::Add(a, b) => index(a, env, budget) + index(b, env, budget),
            Index::Scale(_, a) | Index::FloorDiv(a, _) | Index::Mod(a, _) => index(a, env, budget),
            Index::Min(a, b) | Index::Max(a, b) => {
                1 + index(a, env, budget) + index(b, env, budget)
            }
            Index::Select(c, a, b) => {
                1 + cond(c, env, budget) + index(a, env, budget) + index(b, env, budget)
            }
        }
    }
    fn cond(c: &Cond<Index>, env: &Env, budget: &mut usize) -> usize {
        match c {
            Cond::Const(_) => 0,
            Cond::Cmp(_, a, b) => index(a, env, budget) + index(b, env, budget),
            Cond::And(a, b) | Cond::Or(a, b) => cond(a, env, budget) + cond(b, env, budget),
            Cond::Not(a) => cond(a, env, budget),
        }
    }
    let mut budget = WEIGHT_EXPANSIONS;
    cond(c, env, &mut budget)
}

fn conjuncts(e: &Expr) -> Vec<&Expr> {
    match &e.node {
        ExprNode::Binary(BinOp::And, a, b) if !e.ty.is_vector() => {
            let mut v = conjuncts(a);
            v.extend(conjuncts(b));
            v
        }
        _ => vec![e],
    }
}

impl Lowerer {
    fn origin(&self, label: impl Into<String>) -> Origin {
        Origin {
            path: self.env.path.clone(),
            label: label.into(),
        }
    }

    /// Turns an expression failure into a located error.
    fn located(&self, f: Fail, what_non_affine: &str, e: &dyn std::fmt::Display) -> LowerError {
        let at = |detail: &str| format!("{}: `{e}`: {detail}", self.env.path_string());
        match f {
            Fail::NonAffine(part) => LowerError::Unsupported {
                what: what_non_affine.to_string(),
                at: at(&format!("non-affine part {part}")),
            },
            Fail::Unsupported(what) => LowerError::Unsupported {
                what,
                at: at("here"),
            },
            Fail::IllFormed(what) => LowerError::IllFormed {
                what,
                at: at("here"),
            },
        }
    }

    /// An affine index for lane `lane` of `e`.
    fn index_of(&mut self, e: &Expr, lane: &Term, what: &str) -> Result<Index, LowerError> {
        let r = self.term(e, lane).and_then(|t| self.typed(&t));
        r.map_err(|f| self.located(f, what, e))
    }

    /// An affine condition for lane `lane` of `e`.
    fn cond_of(&mut self, e: &Expr, lane: &Term, what: &str) -> Result<Cond<Index>, LowerError> {
        let r = self.cond(e, lane).and_then(|c| self.typed_cond(&c));
        r.map_err(|f| self.located(f, what, e))
    }

    pub(crate) fn stmt(&mut self, s: &Stmt) -> Result<Command, LowerError> {
        match s {
            Stmt::Block(items) => self.block(items),
            Stmt::Assert { .. } => self.block(std::slice::from_ref(s)),
            Stmt::LetStmt { name, value, body } => self.let_stmt(name, value, body),
            Stmt::For {
                var,
                min,
                extent,
                kind,
                body,
            } => self.for_loop(var, min, extent, *kind, body),
            Stmt::IfThenElse {
                cond,
                then_case,
                else_case,
            } => {
                let origin = self.origin("if");
                let c = self.cond_of(cond, &Term::Const(0), "non-affine condition")?;
                // A branch that cannot run does nothing (Halide's bounds-query branches).
                match (&c, else_case) {
                    (Cond::Const(true), _) => return self.stmt(then_case),
                    (Cond::Const(false), Some(e)) => return self.stmt(e),
                    (Cond::Const(false), None) => return Ok(Command::skip(origin)),
                    _ => {}
                }
                let mark = self.env.facts.len();
                self.env.facts.push(c.clone());
                let then_c = self.stmt(then_case);
                self.env.facts.truncate(mark);
                let then_c = then_c?;
                self.env.facts.push(Cond::negate(c.clone()));
                let else_c = match else_case {
                    Some(e) => self.stmt(e),
                    None => Ok(Command::skip(origin.clone())),
                };
                self.env.facts.truncate(mark);
                Ok(Command {
                    kind: CommandKind::If {
                        cond: c,
                        then_c: Box::new(then_c),
                        else_c: Box::new(else_c?),
                    },
                    origin,
                })
            }
            Stmt::Allocate {
                name,
                elem,
                extents,
                condition,
                body,
                // The memory type and the padding (extra elements Halide may over-read with
                // vector loads) do not change what the program computes; writes are checked
                // against the extents only, which is the stricter bound.
                ..
            } => self.allocate(name, *elem, extents, condition.as_ref(), body),
            // `free` only ends a lifetime that the scope of `allocate` already ends.
            Stmt::Free { .. } => Ok(Command::skip(self.origin("free"))),
            Stmt::ProducerConsumer { body, .. } => self.stmt(body),
            // A prefetch is a performance hint without effect on values or memory.
            Stmt::Evaluate(e) if is_prefetch(e) => Ok(Command::skip(self.origin("prefetch"))),
            Stmt::Evaluate(e) if super::walk::device_transfer_call(e).is_some() => {
                self.assumptions.insert(DEVICE_NOTE.into());
                Ok(Command::skip(self.origin("device transfer")))
            }
            Stmt::Evaluate(e) => match unmodelled_call(e) {
                Some(name) => Err(LowerError::Unsupported {
                    what: format!("evaluate of call {name}"),
                    at: format!("{}: `{e}`", self.env.path_string()),
                }),
                // A pure expression evaluated for nothing has no effect.
                None => Ok(Command::skip(self.origin("evaluate"))),
            },
            Stmt::Store(st) => self.store(st),
        }
    }

    /// A sequence; an `assert` becomes `assume` over the rest of the sequence. In a run of
    /// consecutive assertions, those with `min`/`max` ([`piecewise_weight`]) get the others
    /// as their `context`: the conditions of the run hold together on every path past it, and
    /// an execution where one fails stops there (no output is written), so each may be
    /// simplified under all the others (Halide checks `input` regions made of a dozen
    /// `min`/`max` of the output's size before it checks the size itself). The order is kept:
    /// isl's representation of Γ depends on it, and another order (the plain conditions first,
    /// say) can give Γ many more disjuncts.
    fn block(&mut self, items: &[Stmt]) -> Result<Command, LowerError> {
        let origin = self.origin("");
        if std::mem::take(&mut self.simultaneous) {
            // A Tuple update's stores (`super::walk::tuple_stores`): every value read in the
            // state before the first store.
            let cmds = items
                .iter()
                .map(|s| self.stmt(s))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Command {
                kind: CommandKind::Simultaneous(cmds),
                origin,
            });
        }
        let mut cmds = Vec::new();
        for (k, item) in items.iter().enumerate() {
            if matches!(item, Stmt::Assert { .. }) {
                let run = items[k..]
                    .iter()
                    .take_while(|s| matches!(s, Stmt::Assert { .. }))
                    .count();
                let mark = self.env.facts.len();
                let pin_mark = self.pinned.len();
                let mut assumes = Vec::new();
                for a in &items[k..k + run] {
                    let Stmt::Assert { cond, message } = a else {
                        continue;
                    };
                    match self.assertion(cond, message) {
                        Ok(x) => assumes.push(x),
                        Err(e) => {
                            self.env.facts.truncate(mark);
                            self.unpin_to(pin_mark);
                            return Err(e);
                        }
                    }
                }
                let rest = self.block(&items[k + run..]);
                self.env.facts.truncate(mark);
                self.unpin_to(pin_mark);
                let mut body = rest?;
                // The piecewise-free conditions of the run are the context of the others.
                let plain = assumes
                    .iter()
                    .filter(|(_, c, _, _)| piecewise_weight(c, &self.env) == 0)
                    .fold(Cond::Const(true), |acc, (_, c, _, _)| {
                        Cond::and(acc, c.clone())
                    });
                for (origin, cond, dropped, products) in assumes.into_iter().rev() {
                    let context = if piecewise_weight(&cond, &self.env) > 0 {
                        plain.clone()
                    } else {
                        Cond::Const(true)
                    };
                    body = Command {
                        kind: CommandKind::Assume {
                            cond,
                            dropped,
                            products,
                            context,
                            body: Box::new(body),
                        },
                        origin,
                    };
                }
                cmds.push(body);
                break;
            }
            cmds.push(self.stmt(item)?);
        }
        Ok(Command::seq(cmds, origin))
    }

    /// One assertion: its origin, the conjunction of its affine conjuncts (pushed as a fact
    /// for what follows) and the conjuncts outside the affine fragment (dropped, noted).
    fn assertion(&mut self, cond: &Expr, message: &Expr) -> Result<Assertion, LowerError> {
        {
            {
                let origin = self.origin("assert");
                let user = matches!(&message.node,
                    ExprNode::StringImm(m) if m == crate::ir::assume::ASSUMPTION_MESSAGE);
                if user {
                    self.assumptions
                        .insert(format!("assumed (--assume): {cond}"));
                }
                let mut affine = Cond::Const(true);
                let mut dropped = Vec::new();
                let mut products = Vec::new();
                for c in conjuncts(cond) {
                    let r = self
                        .cond(c, &Term::Const(0))
                        .and_then(|t| self.typed_cond(&t));
                    match r {
                        Ok(a) => affine = Cond::and(affine, a),
                        Err(Fail::NonAffine(_) | Fail::Unsupported(_)) => {
                            if user {
                                self.assumptions.insert(format!(
                                    "not used (outside the affine fragment): --assume conjunct {c}"
                                ));
                            }
                            products.extend(super::product::product_bound(c, &self.env));
                            dropped.push(c.to_string())
                        }
                        Err(f) => return Err(self.located(f, "non-affine assertion", c)),
                    }
                }
                if user {
                    self.pin_equalities(&affine);
                }
                self.env.facts.push(affine.clone());
                Ok((origin, affine, dropped, products))
            }
        }
    }

    /// Pins every parameter that a conjunct `p == c` of a user assumption fixes (thesis
    /// Table 6.1's `dsc` fixes its grouping factor to a constant this way): on the path after
    /// the assumption each use of `p` lowers to `c`, so a division by `p` becomes a division
    /// by a constant and a specialization's test on `p` folds. Exact on that path, where
    /// `p == c` is also a fact of Γ. Halide's own assertions are not used this way.
    fn pin_equalities(&mut self, affine: &Cond<Index>) {
        for k in affine.conjuncts() {
            let Cond::Cmp(CmpOp::Eq, a, b) = k else {
                continue;
            };
            let (v, c) = match (a, b) {
                (Index::Var(v), Index::Const(c)) | (Index::Const(c), Index::Var(v)) => (v, *c),
                _ => continue,
            };
            if matches!(self.env.var(v), Some(Binding::Core)) && self.env.pinned(v).is_none() {
                self.env.pin(v, c);
                self.pinned.push(v.clone());
            }
        }
    }

    /// Ends the pins made after `mark` ([`Lowerer::pin_equalities`]).
    fn unpin_to(&mut self, mark: usize) {
        for v in self.pinned.drain(mark..) {
            self.env.unpin(&v);
        }
    }

    fn let_stmt(&mut self, name: &str, value: &Expr, body: &Stmt) -> Result<Command, LowerError> {
        let origin = self.origin(format!("let {name}"));
        if self.defines_buffer_field(name, value) {
            // The buffer prologue reads `b.min.k` (…) from the descriptor: the very symbol the
            // header declares, so the `let` adds nothing.
            return self.stmt(body);
        }
        if let ExprNode::Binary(op @ (BinOp::Div | BinOp::Mod), a, b) = &value.node {
            let part = self
                .fused_use(*op, a, b, &Term::Const(0))
                .map_err(|f| self.located(f, "non-affine index", value))?;
            if let Some(FusedPart::View(v)) = part {
                // Part of a fused variable over several loops: an alias, not a core `let`.
                self.env.bind(name, Binding::Fused(v))?;
                let b = self.stmt(body);
                self.env.unbind(name);
                return b;
            }
        }
        if let Some(call) = super::walk::device_transfer_call(value) {
            // `let r = halide_copy_to_device(b, …)` followed by `assert(r == 0, r)`: a transfer
            // that keeps the buffer's values, and its success.
            if let Stmt::Assert { cond, .. } = body {
                if let ExprNode::Binary(BinOp::Eq, a, b) = &cond.node {
                    let is_name = |e: &Expr| matches!(&e.node, ExprNode::Var(v) if v == name);
                    let is_zero = |e: &Expr| matches!(&e.node, ExprNode::IntImm(0));
                    if is_name(a) && is_zero(b) {
                        self.assumptions.insert(DEVICE_NOTE.into());
                        return Ok(Command::skip(
                            self.origin(format!("{call} (device transfer)")),
                        ));
                    }
                }
            }
        }
        let scalar_int = value.ty.is_int_or_uint() && !value.ty.is_bool() && !value.ty.is_vector();
        if scalar_int && super::walk::is_index_like(value) {
            let r = self
                .term(value, &Term::Const(0))
                .and_then(|t| self.typed(&t));
            if let Ok(ix) = r {
                self.env.bind(name, Binding::Core)?;
                self.env.set_let_value(name, ix.clone());
                let mark = self.env.facts.len();
                self.env
                    .facts
                    .push(Cond::cmp(CmpOp::Eq, Index::var(name), ix.clone()));
                let b = self.stmt(body);
                self.env.facts.truncate(mark);
                self.env.unbind(name);
                return Ok(Command {
                    kind: CommandKind::Let {
                        var: name.to_string(),
                        value: ix,
                        body: Box::new(b?),
                    },
                    origin,
                });
            }
        }
        // A pure value: expanded at each use, which is exact unless the body writes memory
        // the value reads. A call with unmodelled effects would happen here even if unused.
        if let Some(call) = unmodelled_call(value) {
            return Err(LowerError::Unsupported {
                what: format!("call {call} in a let"),
                at: format!("{}: let {name} = {value}", self.env.path_string()),
            });
        }
        let read = loaded_buffers(value);
        let written = if read.is_empty() {
            Default::default()
        } else {
            stored_buffers(body)
        };
        // Expanded at each use, the value reads the buffers as they are there: the same as at
        // the `let` when every use comes before any store to them (a tuple update's values).
        let rewritten = read.iter().find(|b| written.contains(*b));
        let unsafe_use = rewritten.filter(|_| !super::walk::used_before_stores(body, name, &read));
        // A Tuple update's components read each other: their values are `let`s before a block
        // of stores, which is then one simultaneous command (every value read before the first
        // store), exactly Halide's order.
        let tuple = unsafe_use.is_some() && super::walk::tuple_stores(body);
        if let Some(buf) = unsafe_use.filter(|_| !tuple) {
            return Err(LowerError::Unsupported {
                what: "let-bound load of a buffer written in its scope".into(),
                at: format!(
                    "{}: let {name} = {value} (buffer {buf})",
                    self.env.path_string()
                ),
            });
        }
        self.env
            .bind(name, Binding::Inline(Rc::new(value.clone())))?;
        self.simultaneous |= tuple;
        let b = self.stmt(body);
        self.simultaneous = false;
        self.env.unbind(name);
        b
    }

    fn for_loop(
        &mut self,
        var: &str,
        min: &Expr,
        extent: &Expr,
        kind: ForKind,
        body: &Stmt,
    ) -> Result<Command, LowerError> {
        let origin = self.origin(format!("{} {var}", kind.keyword()));
        if matches!(kind, ForKind::GpuBlock | ForKind::GpuThread)
            && super::walk::has_thread_barrier(body)
        {
            return Err(LowerError::Unsupported {
                what: "GPU thread barrier".into(),
                at: format!(
                    "{}: {} ({var}, {min}, {extent})",
                    self.env.path_string(),
                    kind.keyword()
                ),
            });
        }
        let Some(parallel) = loop_kind_is_parallel(kind) else {
            return Err(LowerError::Unsupported {
                what: format!("loop kind {}", kind.keyword()),
                at: format!(
                    "{}: {} ({var}, {min}, {extent})",
                    self.env.path_string(),
                    kind.keyword()
                ),
            });
        };
        let m = self.index_of(min, &Term::Const(0), "non-affine loop minimum")?;
        let ext_term = self
            .term(extent, &Term::Const(0))
            .map_err(|f| self.located(f, "non-affine loop extent", extent))?;
        let ext = match self.typed(&ext_term) {
            Ok(e) => e,
            Err(f) => {
                if let (Term::Mul(..), Some(0)) = (&ext_term, m.as_const()) {
                    if let Some(factors) = affine_factors(&ext_term, &self.env.facts) {
                        return self.fused_loop(var, kind, parallel, factors, body, extent, origin);
                    }
                }
                return Err(self.located(f, "non-affine loop extent", extent));
            }
        };
        let core = if m.as_const() == Some(0) {
            var.to_string()
        } else {
            format!("{var}'")
        };
        if core != var {
            self.env.bind(&core, Binding::Core)?;
            self.env.bind(
                var,
                Binding::Shifted(Index::plus(Index::var(core.clone()), m.clone())),
            )?;
        } else {
            self.env.bind(var, Binding::Core)?;
        }
        let mark = self.env.facts.len();
        self.env.facts.push(Cond::cmp(
            CmpOp::Le,
            Index::Const(0),
            Index::var(core.clone()),
        ));
        self.env
            .facts
            .push(Cond::cmp(CmpOp::Lt, Index::var(core.clone()), ext.clone()));
        self.env.path.push(var.to_string());
        let b = self.stmt(body);
        self.env.path.pop();
        self.env.facts.truncate(mark);
        self.env.unbind(var);
        self.env.unbind(&core);
        Ok(make_loop(
            parallel,
            Loop {
                var: core,
                extent: ext,
                body: Box::new(b?),
                source: LoopSource::Halide {
                    name: var.to_string(),
                    min: m,
                    kind,
                },
            },
            origin,
        ))
    }

    fn allocate(
        &mut self,
        name: &str,
        elem: Type,
        extents: &[Expr],
        condition: Option<&Expr>,
        body: &Stmt,
    ) -> Result<Command, LowerError> {
        let origin = self.origin(format!("allocate {name}"));
        let mut layout = Layout::Unknown;
        let shape = if extents.is_empty() {
            match access_arity(body, name) {
                0 => Shape::Known(Vec::new()),
                dims => Shape::Unknown { dims },
            }
        } else {
            let mut ext = Vec::new();
            for e in extents {
                ext.push(self.index_of(e, &Term::Const(0), "non-affine allocation extent")?);
            }
            // The strides are the products of the extents, whether or not `c` holds.
            layout = Layout::Dense(ext.clone());
            // `allocate … if c`: nothing is allocated when c fails.
            if let Some(c) = condition {
                let c = self.cond_of(c, &Term::Const(0), "non-affine allocation condition")?;
                ext = ext
                    .into_iter()
                    .map(|e| Index::select(c.clone(), e, Index::Const(0)))
                    .collect();
            }
            Shape::Known(ext)
        };
        if let (Shape::Unknown { .. }, Some(c)) = (&shape, condition) {
            return Err(LowerError::Unsupported {
                what: "conditional allocation without extents".into(),
                at: format!("{}: allocate {name} if {c}", self.env.path_string()),
            });
        }
        let dims = match &shape {
            Shape::Known(e) => e.len(),
            Shape::Unknown { dims } => *dims,
        };
        let size_fact = match (&layout, self.max_buffer_bytes) {
            (Layout::Dense(ext), Some(max)) => allocation_size_fact(ext, elem, max)
                .map(|f| match condition {
                    Some(c) => self
                        .cond_of(c, &Term::Const(0), "non-affine allocation condition")
                        .map(|c| Cond::or(Cond::negate(c), f)),
                    None => Ok(f),
                })
                .transpose()?,
            _ => None,
        };
        self.env
            .declare_array(name, ArrayInfo { elem, dims }, layout)?;
        let mark = self.env.facts.len();
        if let Some(f) = &size_fact {
            self.env.facts.push(f.clone());
        }
        let b = self.stmt(body);
        self.env.facts.truncate(mark);
        self.env.drop_array(name);
        let mut b = b?;
        if let Some(cond) = size_fact {
            self.assumptions.insert(format!(
                "modelled: an allocation of more than {} bytes fails at run time (Halide's halide_error_buffer_allocation_too_large check)",
                self.max_buffer_bytes.unwrap_or(i64::MAX)
            ));
            b = Command {
                kind: CommandKind::Assume {
                    cond,
                    dropped: Vec::new(),
                    products: Vec::new(),
                    context: Cond::Const(true),
                    body: Box::new(b),
                },
                origin: self.origin(format!("allocation size check of {name}")),
            };
        }
        Ok(Command {
            kind: CommandKind::Allocate {
                array: name.to_string(),
                elem,
                shape,
                body: Box::new(b),
            },
            origin,
        })
    }

    /// True for `let b.F.k = _halide_buffer_get_F(b.buffer, k)` (F ∈ min, extent, stride) where
    /// `b` is a buffer of the pipeline: Halide's buffer prologue defining the header symbol
    /// `b.F.k` from the buffer descriptor.
    fn defines_buffer_field(&self, name: &str, value: &Expr) -> bool {
        let ExprNode::Call(c) = &value.node else {
            return false;
        };
        let Some(field) = c.name.strip_prefix("_halide_buffer_get_") else {
            return false;
        };
        if !matches!(field, "min" | "extent" | "stride") || c.kind != CallKind::Extern {
            return false;
        }
        let [handle, dim] = &c.args[..] else {
            return false;
        };
        let (ExprNode::Var(h), ExprNode::IntImm(k)) = (&handle.node, &dim.node) else {
            return false;
        };
        let Some(buffer) = h.strip_suffix(".buffer") else {
            return false;
        };
        let is_pipeline_buffer = matches!(self.env.layout(buffer), Some(Layout::Buffer { .. }));
        is_pipeline_buffer
            && name == format!("{buffer}.{field}.{k}")
            && matches!(self.env.var(name), Some(Binding::Core))
    }

    /// A store; a vector store becomes `par lane < n` of scalar stores.
    fn store(&mut self, st: &Store) -> Result<Command, LowerError> {
        let origin = self.origin(format!("store {}", st.buffer));
        let at = || format!("{}: store to {}", self.env.path_string(), st.buffer);
        let info = self
            .env
            .array(&st.buffer)
            .ok_or_else(|| LowerError::IllFormed {
                what: format!("store to unknown buffer `{}`", st.buffer),
                at: at(),
            })?;
        if st.value.ty.element_of() != info.elem {
            return Err(LowerError::IllFormed {
                what: format!(
                    "`{}` holds {} but is written a {}",
                    st.buffer, info.elem, st.value.ty
                ),
                at: at(),
            });
        }
        let lanes = st.value.ty.lanes;
        if lanes == 1 {
            return self.store_lane(st, &Term::Const(0), origin);
        }
        self.fresh += 1;
        let lv = format!("$lane{}", self.fresh);
        self.env.bind(&lv, Binding::Core)?;
        let mark = self.env.facts.len();
        self.env.facts.push(Cond::cmp(
            CmpOp::Le,
            Index::Const(0),
            Index::var(lv.clone()),
        ));
        self.env.facts.push(Cond::cmp(
            CmpOp::Lt,
            Index::var(lv.clone()),
            Index::Const(i64::from(lanes)),
        ));
        self.env.path.push(lv.clone());
        let inner_origin = self.origin(format!("store {}", st.buffer));
        let body = self.store_lane(st, &Term::var(lv.clone()), inner_origin);
        self.env.path.pop();
        self.env.facts.truncate(mark);
        self.env.unbind(&lv);
        Ok(make_loop(
            true,
            Loop {
                var: lv,
                extent: Index::Const(i64::from(lanes)),
                body: Box::new(body?),
                source: LoopSource::Lanes { lanes },
            },
            origin,
        ))
    }

    fn store_lane(
        &mut self,
        st: &Store,
        lane: &Term,
        origin: Origin,
    ) -> Result<Command, LowerError> {
        let (index, flat) = self
            .access_index(&st.buffer, &st.index, st.flat.as_ref(), lane)
            .map_err(|f| {
                let shown = st.flat.as_ref().map_or_else(
                    || format!("{}[…]", st.buffer),
                    |fl| format!("{}[| {fl}]", st.buffer),
                );
                self.located(f, "non-affine index", &shown)
            })?;
        let annotation = match &st.annotation {
            None => None,
            Some(a) => {
                let mut args = Vec::new();
                for e in &a.args {
                    if e.ty.lanes != 1 && e.ty.lanes != st.value.ty.lanes {
                        return Err(LowerError::IllFormed {
                            what: format!(
                                "annotation argument with {} lanes on a store of {} lanes",
                                e.ty.lanes, st.value.ty.lanes
                            ),
                            at: format!("{}: `{e}`", self.env.path_string()),
                        });
                    }
                    args.push(self.index_of(e, lane, "non-affine annotation index")?);
                }
                Some(Prophecy {
                    func: a.func.clone(),
                    stage: a.stage,
                    value_index: a.value_index,
                    args,
                })
            }
        };
        let value = self
            .value(&st.value, lane)
            .map_err(|f| self.located(f, "non-affine index", &st.value))?;
        let assign = Command {
            kind: CommandKind::Assign(Box::new(Assign {
                array: st.buffer.clone(),
                index,
                flat,
                annotation,
                value,
            })),
            origin: origin.clone(),
        };
        match &st.predicate {
            None => Ok(assign),
            Some(p) => {
                let c = self.cond_of(p, lane, "non-affine store predicate")?;
                Ok(Command {
                    kind: CommandKind::If {
                        cond: c,
                        then_c: Box::new(assign),
                        else_c: Box::new(Command::skip(origin.clone())),
                    },
                    origin,
                })
            }
        }
    }
}

/// Halide's `Target::maximum_buffer_size()` for a target string: 2^31 - 1 bytes unless the
/// target has the `large_buffers` feature (then 2^63 - 1, which no int32 extent product
/// reaches, so no fact is worth adding).
fn max_buffer_bytes(target: &str) -> Option<i64> {
    if target.split('-').any(|f| f == "large_buffers") {
        None
    } else {
        Some(i64::from(i32::MAX))
    }
}

/// What the body of `allocate a[T, e0, …, en]` may assume: Halide's CPU code generator
/// (`CodeGen_Posix::codegen_allocation_size`) asserts, before any allocation whose size is not
/// a compile-time constant, that `bytes(T) · ∏ max(0, e_k) ≤ max` (else the pipeline fails
/// with `halide_error_buffer_allocation_too_large`; constant sizes are checked at compile
/// time). An execution that reaches the body passed that check, like one that passed an
/// `assert` (thesis §4.4: assertions become path facts).
///
/// The product is not affine; the fact is its sound affine consequence: with `C` the product
/// of `bytes(T)` and the constant extents, for every non-constant extent `e_i`,
/// `(∃ j ≠ i non-constant with e_j ≤ 0) ∨ e_i ≤ ⌊max / C⌋` (exact when at most one extent is
/// not constant). `None` when there is nothing to add: constant size, or a constant extent
/// ≤ 0 (nothing is allocated, any size check passes).
pub(crate) fn allocation_size_fact(extents: &[Index], elem: Type, max: i64) -> Option<Cond<Index>> {
    let mut c = ((i64::from(elem.bits) + 7) / 8).max(1) * i64::from(elem.lanes.max(1));
    let mut symbolic = Vec::new();
    for e in extents {
        match e.as_const() {
            Some(k) if k <= 0 => return None,
            // A constant part beyond `max` already forces some other extent to be ≤ 0.
            Some(k) => c = c.saturating_mul(k),
            None => symbolic.push(e),
        }
    }
    if symbolic.is_empty() {
        return None;
    }
    let bound = max / c;
    let mut fact = Cond::Const(true);
    for (i, ei) in symbolic.iter().enumerate() {
        let mut alt = Cond::cmp(CmpOp::Le, (*ei).clone(), Index::Const(bound));
        for (j, ej) in symbolic.iter().enumerate() {
            if j != i {
                alt = Cond::or(Cond::cmp(CmpOp::Le, (*ej).clone(), Index::Const(0)), alt);
            }
        }
        fact = Cond::and(fact, alt);
    }
    Some(fact)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Index {
        Index::var(n)
    }

    #[test]
    fn allocation_size_fact_forms() {
        let max = i64::from(i32::MAX);
        // float32 × e × 4: 16·e ≤ 2^31 − 1.
        let f = allocation_size_fact(&[v("e"), Index::Const(4)], Type::float(32), max).unwrap();
        assert_eq!(f, Cond::cmp(CmpOp::Le, v("e"), Index::Const(134_217_727)));
        // Two symbolic extents: each bounded unless the other one is empty.
        let f = allocation_size_fact(&[v("a"), v("b")], Type::uint(8), max).unwrap();
        let a_le = Cond::cmp(CmpOp::Le, v("a"), Index::Const(max));
        let b_le = Cond::cmp(CmpOp::Le, v("b"), Index::Const(max));
        let a_empty = Cond::cmp(CmpOp::Le, v("a"), Index::Const(0));
        let b_empty = Cond::cmp(CmpOp::Le, v("b"), Index::Const(0));
        assert_eq!(
            f,
            Cond::and(Cond::or(b_empty, a_le), Cond::or(a_empty, b_le))
        );
        // Vector elements count all their lanes.
        let mut t = Type::uint(16);
        t.lanes = 8;
        let f = allocation_size_fact(&[v("e")], t, max).unwrap();
        assert_eq!(f, Cond::cmp(CmpOp::Le, v("e"), Index::Const(max / 16)));
        // Constant sizes are checked at compile time; an empty constant extent allocates nothing.
        assert!(allocation_size_fact(&[Index::Const(8)], Type::int(32), max).is_none());
        assert!(allocation_size_fact(&[v("e"), Index::Const(0)], Type::int(32), max).is_none());
    }

    #[test]
    fn large_buffers_lift_the_size_limit() {
        assert_eq!(max_buffer_bytes("x86-64-linux-avx2"), Some(2_147_483_647));
        assert_eq!(max_buffer_bytes("x86-64-linux-large_buffers-avx2"), None);
    }
}
