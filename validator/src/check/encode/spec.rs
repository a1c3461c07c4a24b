//! The specification side of the encoding: right-hand sides and guards of the SARE
//! equations, and the instantiation of tensor definitions at the indices a query needs.

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use z3::ast::{Ast, Bool, Dynamic, Int};

use crate::ir::{BinOp, CallKind, Expr, ExprNode, Intrinsic, Type, TypeCode};
use crate::smt::Value;

use super::{const_value, int_value, sem_err, EncodeResult, Encoder};

/// The definition instances of one application built on demand
/// ([`Encoder::instances_on_demand`]).
pub struct OnDemandInstances {
    /// (guard, right-hand side) per equation whose guard is possible at the indices.
    pub instances: Vec<(Bool, Dynamic)>,
    /// The tensor applications the right-hand sides mention, each with its depth.
    pub applications: Vec<(Dynamic, usize)>,
}

impl Encoder<'_> {
    /// Instantiates the definitions of every queued tensor application (breadth first,
    /// within the bounds; see [`Encoder::unfold_last`]).
    pub fn instantiate(&mut self) -> EncodeResult<()> {
        while let Some((pos, args, depth)) = self.next_pending() {
            let late = self.deadline.is_some_and(|d| Instant::now() > d);
            if depth > self.max_depth || self.instances >= self.max_instances || late {
                self.truncated = true;
                self.late |= late;
                continue;
            }
            self.instances += 1;
            self.depth = depth;
            let (app, equations) = self.equations_at(pos, &args)?;
            for (guard, rhs) in equations {
                let same = app.same_as(&rhs).map_err(sem_err)?;
                if guard.simplify().as_bool() == Some(true) {
                    self.definitions.push((app.to_dynamic(), rhs.to_dynamic()));
                }
                self.instances_by_app
                    .entry(app.to_dynamic())
                    .or_default()
                    .push((guard.clone(), rhs.to_dynamic()));
                self.premises.push(guard.implies(&same));
            }
        }
        Ok(())
    }

    /// The equations of the tensor at position `pos` at the indices `args`, as
    /// `T(args)` and its (guard, right-hand side) pairs; an equation whose guard is false at
    /// these indices says nothing and is left out (its right-hand side is not unfolded: this
    /// is what makes concrete recurrences stop at their base cases). The applications the
    /// right-hand sides mention are queued ([`Encoder::tensor_app`]).
    fn equations_at(
        &mut self,
        pos: usize,
        args: &[Int],
    ) -> EncodeResult<(Value, Vec<(Bool, Value)>)> {
        let sare = self.sare;
        let t = &sare.tensors[pos];
        let names = t.index_names();
        if names.len() != args.len() {
            return Err(format!("{} applied to {} indices", t.id, args.len()));
        }
        let env: BTreeMap<String, Int> = names.into_iter().zip(args.iter().cloned()).collect();
        let (app, _) = self.tensor_term(pos, args)?;
        let mut out = Vec::new();
        for eq in &t.equations {
            let mut guard = Vec::new();
            for g in &eq.guard {
                guard.push(self.expr_bool(g, &env)?);
            }
            let guard = Bool::and(&guard);
            if guard.simplify().as_bool() == Some(false) {
                continue;
            }
            out.push((guard, self.expr_value(&eq.rhs, &env)?));
        }
        Ok((app, out))
    }

    /// The definition instances of `app`, an application `T(args)` of one of the
    /// specification's tensors queued at `depth` (the depth [`Encoder::tensor_app`] counts),
    /// as (guard, right-hand side) pairs, with the applications their right-hand sides
    /// mention and the depth of each: built now, for an attempt that unfolds an application
    /// only where it needs to ([`super::super::congruence`]), and not added to the encoding.
    /// The premises, the instances by application and the queue of applications stay as they
    /// were, so the attempts that use the encoding after this one see the same query. `None`
    /// when `app` applies no tensor of the specification, or when `depth` is beyond the
    /// encoding's depth bound and the application has more than one possible equation or a
    /// guard that does not hold at once (the count bound does not apply).
    pub fn instances_on_demand(
        &mut self,
        app: &Dynamic,
        depth: usize,
    ) -> Option<OnDemandInstances> {
        let pos = self.tensor_position(app)?;
        let args: Vec<Int> = app
            .children()
            .iter()
            .map(|a| a.as_int())
            .collect::<Option<_>>()?;
        let pending = std::mem::take(&mut self.pending);
        let later = std::mem::take(&mut self.later);
        let seen = std::mem::take(&mut self.seen);
        let saved_depth = std::mem::replace(&mut self.depth, depth);
        // The input reads of these instances are no counterexample's: not recorded (their
        // printed names cost more than building the instances).
        let recording = std::mem::replace(&mut self.recording_inputs, false);
        let equations = self.equations_at(pos, &args);
        self.recording_inputs = recording;
        self.pending = pending;
        self.later = later;
        let met = std::mem::replace(&mut self.seen, seen);
        self.depth = saved_depth;
        let (_, equations) = equations.ok()?;
        // Beyond the depth bound, only a definition that holds unconditionally at these
        // indices (a recurrence's base case at a constant index): it unfolds without a case
        // split, so following it cannot multiply the matcher's work.
        let unconditional =
            matches!(&equations[..], [(g, _)] if g.simplify().as_bool() == Some(true));
        if depth > self.max_depth && !unconditional {
            return None;
        }
        Some(OnDemandInstances {
            instances: equations
                .into_iter()
                .map(|(g, rhs)| (g, rhs.to_dynamic()))
                .collect(),
            applications: met.into_iter().map(|((_, t), d)| (t, d)).collect(),
        })
    }

    /// The depth `app` was queued at, if the unfolding queued it.
    pub fn queued_depth(&self, app: &Dynamic) -> Option<usize> {
        let pos = self.tensor_position(app)?;
        self.seen.get(&(pos, app.simplify())).copied()
    }

    /// The position of the tensor `app` applies, if it applies one of the specification's.
    pub fn tensor_position(&self, app: &Dynamic) -> Option<usize> {
        if !app.is_app() {
            return None;
        }
        let name = app.decl().name();
        if !name.starts_with("T:") {
            return None;
        }
        (0..self.sare.tensors.len()).find(|&pos| {
            self.tensor_function_name(pos) == name
                && app.num_children() == self.sare.tensors[pos].index_names().len()
        })
    }

    /// `spec` with every unguarded definition instance `T(args) = rhs` substituted, except
    /// those of the tensors `keep` (the tensors the implementation's value mentions, which
    /// both sides should share as atoms), until no instance applies (at most `rounds`
    /// rounds). Exact: each substitution replaces a term by one the premises make equal to
    /// it, and the premises stay.
    pub fn expand_definitions(
        &self,
        spec: &Dynamic,
        keep: &HashSet<String>,
        rounds: usize,
    ) -> Dynamic {
        let subs: Vec<(&Dynamic, &Dynamic)> = self
            .definitions
            .iter()
            .filter(|(app, _)| {
                app.safe_decl()
                    .map(|d| !keep.contains(&d.name()))
                    .unwrap_or(false)
            })
            .map(|(a, r)| (a, r))
            .collect();
        let mut t = spec.clone();
        if subs.is_empty() {
            return t;
        }
        for _ in 0..rounds {
            let next = t.substitute(&subs);
            if next == t {
                break;
            }
            t = next;
        }
        t
    }

    /// A specification index expression as an exact integer (`None` if it is not integer
    /// index arithmetic).
    fn expr_int(&mut self, e: &Expr, env: &BTreeMap<String, Int>) -> EncodeResult<Option<Int>> {
        if !e.ty.is_int_or_uint() || e.ty.is_bool() {
            return Ok(None);
        }
        // Only signed 32/64-bit arithmetic is exact (Halide assumes it does not overflow,
        // thesis §9.5); narrower and unsigned arithmetic wraps and is left to the value
        // semantics.
        let exact_arith = e.ty.code == TypeCode::Int && e.ty.bits >= 32;
        Ok(match &e.node {
            ExprNode::IntImm(i) => Some(Int::from_i64(*i)),
            ExprNode::UIntImm(u) => Some(Int::from_u64(*u)),
            // A `let` bound to a value that is not exact integer arithmetic is a value.
            ExprNode::Var(v)
                if !env.contains_key(v) && self.value_lets.iter().any(|(n, _)| n == v) =>
            {
                None
            }
            ExprNode::Var(v) => Some(match env.get(v) {
                Some(x) => x.clone(),
                None => self.int_var(v),
            }),
            ExprNode::Let(n, v, b) => match self.expr_int(v, env)? {
                Some(x) => {
                    let mut inner = env.clone();
                    inner.insert(n.clone(), x);
                    self.expr_int(b, &inner)?
                }
                None => None,
            },
            // A cast is exact when every value of the operand fits the result type.
            ExprNode::Cast(a) if value_preserving_int_cast(a.ty, e.ty) => self.expr_int(a, env)?,
            ExprNode::Cast(_) => None,
            ExprNode::Binary(..) | ExprNode::Select(..) if !exact_arith => None,
            ExprNode::Binary(op, a, b) => {
                let (Some(x), Some(y)) = (self.expr_int(a, env)?, self.expr_int(b, env)?) else {
                    return Ok(None);
                };
                let zero = Int::from_i64(0);
                match op {
                    BinOp::Add => Some(Int::add(&[x, y])),
                    BinOp::Sub => Some(Int::sub(&[x, y])),
                    BinOp::Mul => Some(Int::mul(&[x, y])),
                    BinOp::Div => Some(y.eq(&zero).ite(&zero, &x.div(&y))),
                    BinOp::Mod => Some(y.eq(&zero).ite(&zero, &x.modulo(&y))),
                    BinOp::Min => Some(x.le(&y).ite(&x, &y)),
                    BinOp::Max => Some(x.ge(&y).ite(&x, &y)),
                    _ => None,
                }
            }
            ExprNode::Select(c, a, b) => {
                let c = self.expr_bool(c, env)?;
                match (self.expr_int(a, env)?, self.expr_int(b, env)?) {
                    (Some(x), Some(y)) => Some(c.ite(&x, &y)),
                    _ => None,
                }
            }
            // Scheduling hints are the identity on their value (src/IR.h; e.g. sgemm's
            // `A_(max(min(likely(x), …), …))`, a clamp the algorithm writes with a hint).
            ExprNode::Call(c)
                if matches!(
                    c.kind,
                    CallKind::Intrinsic(Intrinsic::Likely | Intrinsic::LikelyIfInnermost)
                ) && c.args.len() == 1 =>
            {
                self.expr_int(&c.args[0], env)?
            }
            _ => None,
        })
    }

    /// A specification condition (guard) as a Boolean term.
    pub fn expr_bool(&mut self, e: &Expr, env: &BTreeMap<String, Int>) -> EncodeResult<Bool> {
        if let ExprNode::Binary(op, a, b) = &e.node {
            match op {
                BinOp::And => {
                    return Ok(Bool::and(&[
                        self.expr_bool(a, env)?,
                        self.expr_bool(b, env)?,
                    ]))
                }
                BinOp::Or => {
                    return Ok(Bool::or(&[
                        self.expr_bool(a, env)?,
                        self.expr_bool(b, env)?,
                    ]))
                }
                _ => {
                    if let Some(c) = self.exact_comparison(*op, a, b, env)? {
                        return Ok(c);
                    }
                }
            }
        }
        if let ExprNode::Not(a) = &e.node {
            return Ok(self.expr_bool(a, env)?.not());
        }
        let v = self.expr_value(e, env)?;
        v.as_bool().cloned().map_err(sem_err)
    }

    /// `a op b` for a comparison `op` of two integer expressions that are index arithmetic,
    /// on their exact values; `None` for any other operator or operand.
    fn exact_comparison(
        &mut self,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        env: &BTreeMap<String, Int>,
    ) -> EncodeResult<Option<Bool>> {
        if !matches!(
            op,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        ) {
            return Ok(None);
        }
        let (Some(x), Some(y)) = (self.expr_int(a, env)?, self.expr_int(b, env)?) else {
            return Ok(None);
        };
        Ok(Some(match op {
            BinOp::Eq => x.eq(&y),
            BinOp::Ne => x.eq(&y).not(),
            BinOp::Lt => x.lt(&y),
            BinOp::Le => x.le(&y),
            BinOp::Gt => x.gt(&y),
            _ => x.ge(&y),
        }))
    }

    /// A specification right-hand side as a value. Signed 32/64-bit integer sub-expressions
    /// that are index arithmetic are computed exactly and wrapped, as SCHED does for its
    /// `Value::Index` (Halide assumes they do not overflow, thesis §9.5), and a comparison of
    /// two of them is decided on the exact values, as in guards ([`Encoder::expr_bool`]) and
    /// in the program, whose affine conditions T-SELECT decides exactly. (Wrapped, the two
    /// differ exactly where index arithmetic overflows: dsc's `x >= 0 && x < input.extent.1`
    /// at `x = −2³¹ − 2` held after wrapping while the program took the padding branch.)
    pub fn expr_value(&mut self, e: &Expr, env: &BTreeMap<String, Int>) -> EncodeResult<Value> {
        let sem = self.sem;
        if e.ty.code == TypeCode::Int && e.ty.bits >= 32 {
            if let Some(x) = self.expr_int(e, env)? {
                return int_value(e.ty, &x, sem.mode);
            }
        }
        match &e.node {
            ExprNode::Binary(op, a, b) if a.ty.code == TypeCode::Int && a.ty.bits >= 32 => {
                if let Some(c) = self.exact_comparison(*op, a, b, env)? {
                    return Ok(Value::Bool(c));
                }
            }
            _ => {}
        }
        match &e.node {
            ExprNode::IntImm(i) => sem.int_const(e.ty, i128::from(*i)).map_err(sem_err),
            ExprNode::UIntImm(u) => sem.int_const(e.ty, i128::from(*u)).map_err(sem_err),
            ExprNode::FloatImm(b) => const_value(&sem, e.ty, None, Some(*b), &e.to_string()),
            ExprNode::Var(v) if self.value_lets.iter().any(|(n, _)| n == v) => {
                let found = self.value_lets.iter().rev().find(|(n, _)| n == v);
                Ok(found.map(|(_, x)| x.clone()).expect("checked above"))
            }
            ExprNode::Let(n, v, b) => {
                if let Some(x) = self.expr_int(v, env)? {
                    let mut inner = env.clone();
                    inner.insert(n.clone(), x);
                    return self.expr_value(b, &inner);
                }
                let x = self.expr_value(v, env)?;
                // The name may shadow an integer variable of `env`: hide it.
                let mut inner = env.clone();
                inner.remove(n);
                self.value_lets.push((n.clone(), x));
                let r = self.expr_value(b, &inner);
                self.value_lets.pop();
                r
            }
            ExprNode::Var(v) => {
                if e.ty.is_int_or_uint() && !e.ty.is_bool() {
                    let x = match env.get(v) {
                        Some(x) => x.clone(),
                        None => self.int_var(v),
                    };
                    int_value(e.ty, &x, sem.mode)
                } else {
                    sem.variable(&format!("param:{v}"), e.ty).map_err(sem_err)
                }
            }
            ExprNode::Binary(op, a, b) => {
                let operand = a.ty;
                let x = self.expr_value(a, env)?;
                let y = self.expr_value(b, env)?;
                sem.binop(*op, operand, &x, &y).map_err(sem_err)
            }
            ExprNode::Not(a) => {
                let x = self.expr_value(a, env)?;
                sem.not(&x).map_err(sem_err)
            }
            ExprNode::Select(c, a, b) => {
                let c = self.expr_value(c, env)?;
                let x = self.expr_value(a, env)?;
                let y = self.expr_value(b, env)?;
                sem.select(&c, &x, &y).map_err(sem_err)
            }
            ExprNode::Cast(a) => {
                let x = self.expr_value(a, env)?;
                sem.cast(a.ty, e.ty, &x).map_err(sem_err)
            }
            ExprNode::Reinterpret(a) => {
                let x = self.expr_value(a, env)?;
                sem.intrinsic(&Intrinsic::Reinterpret, &[a.ty], e.ty, &[x])
                    .map_err(sem_err)
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Func => {
                    let pos = self
                        .sare
                        .tensor_pos_named(&c.name, c.value_index)
                        .ok_or_else(|| {
                            format!("specification access to unknown tensor {}", c.name)
                        })?;
                    let args = self.int_args(&c.args, env)?;
                    self.tensor_app(pos, args)
                }
                CallKind::Image => {
                    let args = self.int_args(&c.args, env)?;
                    self.input_app(&c.name, e.ty, &args)
                }
                CallKind::Intrinsic(op) => {
                    let tys: Vec<Type> = c.args.iter().map(|a| a.ty).collect();
                    let mut vs = Vec::new();
                    for a in &c.args {
                        vs.push(self.expr_value(a, env)?);
                    }
                    sem.intrinsic(op, &tys, e.ty, &vs).map_err(sem_err)
                }
                CallKind::PureExtern => {
                    let tys: Vec<Type> = c.args.iter().map(|a| a.ty).collect();
                    let mut vs = Vec::new();
                    for a in &c.args {
                        vs.push(self.expr_value(a, env)?);
                    }
                    sem.extern_call(&c.name, &tys, e.ty, &vs).map_err(sem_err)
                }
                CallKind::Extern => Err(format!("extern call `{}` in the specification", c.name)),
            },
            other => Err(format!(
                "specification construct not encodable: {}",
                expr_kind(other)
            )),
        }
    }

    fn int_args(&mut self, args: &[Expr], env: &BTreeMap<String, Int>) -> EncodeResult<Vec<Int>> {
        let mut out = Vec::new();
        for a in args {
            match self.expr_int(a, env)? {
                Some(x) => out.push(x),
                None => {
                    return Err(format!(
                        "non-integer tensor index `{a}` in the specification"
                    ))
                }
            }
        }
        Ok(out)
    }
}

/// True when a cast from `from` to `to` keeps every integer value (both integer types).
fn value_preserving_int_cast(from: Type, to: Type) -> bool {
    if from.is_bool() || !from.is_int_or_uint() || !to.is_int_or_uint() || to.is_bool() {
        return false;
    }
    match (from.code, to.code) {
        (TypeCode::Int, TypeCode::Int) | (TypeCode::UInt, TypeCode::UInt) => from.bits <= to.bits,
        (TypeCode::UInt, TypeCode::Int) => from.bits < to.bits,
        _ => false,
    }
}

fn expr_kind(n: &ExprNode) -> &'static str {
    match n {
        ExprNode::StringImm(_) => "string",
        ExprNode::Let(..) => "let",
        ExprNode::Load(_) => "load",
        ExprNode::Ramp(..) => "ramp",
        ExprNode::Broadcast(..) => "broadcast",
        ExprNode::Shuffle(..) => "shuffle",
        ExprNode::VectorReduce(..) => "vector reduce",
        _ => "expression",
    }
}
