//! Lowering of Halide expressions, one lane at a time: integer index arithmetic to
//! [`Term`]s, Boolean conditions to [`Cond<Term>`], values to [`Value`]s.
//!
//! Every function takes the lane index ℓ (a term over the enclosing lane variable, or a
//! constant); scalar sub-expressions ignore it, vector nodes pick their lane ℓ:
//! `ramp(b, s, n)` with `m`-lane `b` gives `b[ℓ mod m] + ⌊ℓ/m⌋·s[ℓ mod m]`, `broadcast(v)`
//! gives `v[ℓ mod m]`, shuffles give exact `select` chains ([`super::lanes`]), and
//! `VectorReduce` is expanded to the explicit fold of its lane group.

use super::env::Binding;
use super::index::{CmpOp, Cond, Index};
use super::lanes::{lane_times, pieces, split_lane};
use super::lower_stmt::Lowerer;
use super::term::Term;
use super::typing::{type_cond, type_index};
use super::value::{Callee, Read, Value};
use super::walk::is_index_like;
use crate::ir::{BinOp, CallKind, Expr, ExprNode, Intrinsic, Load, Type, TypeCode, VectorReduceOp};
use std::rc::Rc;

/// Why an expression could not be lowered (turned into a [`super::LowerError`] by the
/// statement lowering, which knows where the expression is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fail {
    /// Not (quasi-)affine; the offending part, printed.
    NonAffine(String),
    /// An unsupported construct.
    Unsupported(String),
    /// An ill-formed program.
    IllFormed(String),
}

type R<T> = Result<T, Fail>;

/// True for the integer types whose arithmetic Halide assumes does not overflow (so that it
/// may be read as exact index arithmetic, thesis §9.5).
fn is_index_type(t: Type) -> bool {
    t.code == TypeCode::Int && matches!(t.bits, 32 | 64)
}

/// True when a cast from `from` to `to` preserves every integer value.
fn is_exact_int_cast(from: Type, to: Type) -> bool {
    is_index_type(to)
        && !from.is_bool()
        && match from.code {
            TypeCode::Int => from.bits <= to.bits,
            TypeCode::UInt => from.bits < to.bits,
            _ => false,
        }
}

fn is_hint(op: &Intrinsic) -> bool {
    matches!(
        op,
        Intrinsic::Likely
            | Intrinsic::LikelyIfInnermost
            | Intrinsic::PromiseClamped
            | Intrinsic::UnsafePromiseClamped
    )
}

/// Converts a typed [`Index`] back to a term.
pub fn index_term(i: &Index) -> Term {
    match i {
        Index::Var(v) => Term::Var(v.clone()),
        Index::Const(c) => Term::Const(*c),
        Index::Add(a, b) => Term::plus(index_term(a), index_term(b)),
        Index::Scale(n, a) => Term::times(Term::Const(*n), index_term(a)),
        Index::FloorDiv(a, n) => Term::divide(index_term(a), Term::Const(*n)),
        Index::Mod(a, n) => Term::modulo(index_term(a), Term::Const(*n)),
        Index::Min(a, b) => Term::min(index_term(a), index_term(b)),
        Index::Max(a, b) => Term::max(index_term(a), index_term(b)),
        Index::Select(c, a, b) => {
            let c = match c.try_map::<Term, std::convert::Infallible>(&mut |x| Ok(index_term(x))) {
                Ok(c) => c,
                Err(never) => match never {},
            };
            Term::select(c, index_term(a), index_term(b))
        }
    }
}

impl Lowerer {
    /// Types a term as an index under the current path facts.
    pub(crate) fn typed(&self, t: &Term) -> R<Index> {
        type_index(t, &self.env.facts).map_err(|n| Fail::NonAffine(n.part))
    }

    /// Types a term condition under the current path facts.
    pub(crate) fn typed_cond(&self, c: &Cond<Term>) -> R<Cond<Index>> {
        type_cond(c, &self.env.facts).map_err(|n| Fail::NonAffine(n.part))
    }

    /// Lane ℓ of an integer index expression, as a term.
    pub(crate) fn term(&mut self, e: &Expr, lane: &Term) -> R<Term> {
        let non_affine = |why: &str| Err(Fail::NonAffine(format!("{e} ({why})")));
        match &e.node {
            ExprNode::IntImm(v) => Ok(Term::Const(*v)),
            ExprNode::UIntImm(v) if !e.ty.is_bool() => match i64::try_from(*v) {
                Ok(v) => Ok(Term::Const(v)),
                Err(_) => non_affine("constant too large"),
            },
            ExprNode::Var(n) => self.var_term(n, e, lane),
            ExprNode::Binary(op, a, b) => {
                if !is_index_type(e.ty.element_of()) {
                    return non_affine(&format!("{} arithmetic may wrap", e.ty.element_of()));
                }
                if matches!(op, BinOp::Div | BinOp::Mod) {
                    if let Some(t) = self.fused_use(*op, a, b, lane)? {
                        return Ok(t);
                    }
                }
                let (ta, tb) = (self.term(a, lane)?, self.term(b, lane)?);
                Ok(match op {
                    BinOp::Add => Term::plus(ta, tb),
                    BinOp::Sub => Term::minus(ta, tb),
                    BinOp::Mul => Term::times(ta, tb),
                    BinOp::Div => Term::divide(ta, tb),
                    BinOp::Mod => Term::modulo(ta, tb),
                    BinOp::Min => Term::min(ta, tb),
                    BinOp::Max => Term::max(ta, tb),
                    _ => return non_affine("not an integer operator"),
                })
            }
            ExprNode::Select(c, t, f) => {
                let c = self.cond(c, lane)?;
                Ok(Term::select(c, self.term(t, lane)?, self.term(f, lane)?))
            }
            ExprNode::Cast(a) if is_exact_int_cast(a.ty.element_of(), e.ty.element_of()) => {
                self.term(a, lane)
            }
            ExprNode::Let(n, v, b) => self.with_inline(n, v, |me| me.term(b, lane)),
            ExprNode::Ramp(b, s, n) => {
                let (i, j) = split_lane(lane, b.ty.lanes);
                let base = self.term(b, &i)?;
                let stride = self.term(s, &i)?;
                Ok(Term::plus(base, lane_times(j, *n, stride)))
            }
            ExprNode::Broadcast(..) | ExprNode::Shuffle(..) => {
                let ps = self.pieces_of(e, lane)?;
                let mut acc: Option<Term> = None;
                for p in ps.into_iter().rev() {
                    let v = self.term(p.operand, &p.lane)?;
                    acc = Some(match (p.guard, acc) {
                        (Some(g), Some(rest)) => Term::select(g, v, rest),
                        _ => v,
                    });
                }
                acc.ok_or_else(|| Fail::IllFormed(format!("empty shuffle `{e}`")))
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Intrinsic(op) if is_hint(op) && !c.args.is_empty() => {
                    self.term(&c.args[0], lane)
                }
                _ => non_affine("call in an index"),
            },
            _ => non_affine("not an integer index expression"),
        }
    }

    fn pieces_of<'e>(&self, e: &'e Expr, lane: &Term) -> R<Vec<super::lanes::Piece<'e>>> {
        match pieces(e, lane) {
            Some(Ok(ps)) => Ok(ps),
            Some(Err(msg)) => Err(Fail::IllFormed(msg)),
            None => Err(Fail::IllFormed(format!(
                "not a broadcast or shuffle: `{e}`"
            ))),
        }
    }

    fn var_term(&mut self, n: &str, e: &Expr, lane: &Term) -> R<Term> {
        match self.env.var(n).cloned() {
            Some(Binding::Core(_)) => Ok(Term::Var(n.to_string())),
            Some(Binding::Shifted(i)) => Ok(index_term(&i)),
            Some(Binding::Inline(x)) => {
                if x.ty.lanes != e.ty.lanes {
                    return Err(Fail::IllFormed(format!("`{n}` used with other lanes")));
                }
                self.term(&x, lane)
            }
            Some(Binding::Fused(_)) => Err(Fail::NonAffine(format!(
                "{n} (fused loop variable used other than as `{n} / e` and `{n} % e`)"
            ))),
            Some(Binding::Value(t)) => Err(Fail::NonAffine(format!(
                "{n} (a {t} parameter is not an integer index)"
            ))),
            None => Err(Fail::IllFormed(format!("unbound variable `{n}`"))),
        }
    }

    /// `F / e` or `F % e` for a fused loop variable `F` whose inner extent is `e`.
    fn fused_use(&mut self, op: BinOp, a: &Expr, b: &Expr, lane: &Term) -> R<Option<Term>> {
        let Some(name) = a.as_var() else {
            return Ok(None);
        };
        let Some(Binding::Fused(f)) = self.env.var(name).cloned() else {
            return Ok(None);
        };
        let divisor = self.term(b, lane)?;
        let divisor = self.typed(&divisor)?;
        if !divisor.same_as(&f.inner_extent) {
            f.mismatch.set(true);
            return Err(Fail::NonAffine(format!(
                "{a} {op} {b} (fused loop variable divided by something other than its inner extent)"
            )));
        }
        Ok(Some(Term::Var(if op == BinOp::Div {
            f.outer.clone()
        } else {
            f.inner.clone()
        })))
    }

    /// Runs `f` with `n` bound to the pure expression `v` (expanded at each use).
    pub(crate) fn with_inline<T>(
        &mut self,
        n: &str,
        v: &Expr,
        f: impl FnOnce(&mut Lowerer) -> R<T>,
    ) -> R<T> {
        self.env
            .bind(n, Binding::Inline(Rc::new(v.clone())))
            .map_err(|e| Fail::Unsupported(e.to_string()))?;
        let r = f(self);
        self.env.unbind(n);
        r
    }

    /// Lane ℓ of a Boolean expression as a condition over terms (non-affine parts fail).
    pub(crate) fn cond(&mut self, e: &Expr, lane: &Term) -> R<Cond<Term>> {
        let non_affine = |why: &str| Err(Fail::NonAffine(format!("{e} ({why})")));
        match &e.node {
            ExprNode::UIntImm(v) if e.ty.is_bool() => Ok(Cond::Const(*v != 0)),
            ExprNode::Var(n) => match self.env.var(n).cloned() {
                Some(Binding::Inline(x)) => self.cond(&x, lane),
                _ => non_affine("Boolean variable"),
            },
            ExprNode::Binary(op, a, b) if op.is_comparison() => {
                let (ta, tb) = (self.term(a, lane)?, self.term(b, lane)?);
                Ok(match op {
                    BinOp::Eq => Cond::cmp_terms(CmpOp::Eq, ta, tb),
                    BinOp::Ne => Cond::cmp_terms(CmpOp::Ne, ta, tb),
                    BinOp::Lt => Cond::cmp_terms(CmpOp::Lt, ta, tb),
                    BinOp::Le => Cond::cmp_terms(CmpOp::Le, ta, tb),
                    BinOp::Gt => Cond::cmp_terms(CmpOp::Lt, tb, ta),
                    _ => Cond::cmp_terms(CmpOp::Le, tb, ta),
                })
            }
            ExprNode::Binary(BinOp::And, a, b) => {
                Ok(Cond::and(self.cond(a, lane)?, self.cond(b, lane)?))
            }
            ExprNode::Binary(BinOp::Or, a, b) => {
                Ok(Cond::or(self.cond(a, lane)?, self.cond(b, lane)?))
            }
            ExprNode::Not(a) => Ok(Cond::negate(self.cond(a, lane)?)),
            ExprNode::Select(c, t, f) => {
                let c = self.cond(c, lane)?;
                let (t, f) = (self.cond(t, lane)?, self.cond(f, lane)?);
                Ok(Cond::or(
                    Cond::and(c.clone(), t),
                    Cond::and(Cond::negate(c), f),
                ))
            }
            ExprNode::Let(n, v, b) => self.with_inline(n, v, |me| me.cond(b, lane)),
            ExprNode::Broadcast(..) | ExprNode::Shuffle(..) => {
                let ps = self.pieces_of(e, lane)?;
                let mut acc: Option<Cond<Term>> = None;
                for p in ps.into_iter().rev() {
                    let v = self.cond(p.operand, &p.lane)?;
                    acc = Some(match (p.guard, acc) {
                        (Some(g), Some(rest)) => {
                            Cond::or(Cond::and(g.clone(), v), Cond::and(Cond::negate(g), rest))
                        }
                        _ => v,
                    });
                }
                acc.ok_or_else(|| Fail::IllFormed(format!("empty shuffle `{e}`")))
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Intrinsic(op) if is_hint(op) && !c.args.is_empty() => {
                    self.cond(&c.args[0], lane)
                }
                _ => non_affine("call in a condition"),
            },
            _ => non_affine("not an affine condition"),
        }
    }

    /// Lane ℓ of a value expression.
    pub(crate) fn value(&mut self, e: &Expr, lane: &Term) -> R<Value> {
        let ty = e.ty.element_of();
        let is_imm = matches!(
            e.node,
            ExprNode::IntImm(_) | ExprNode::UIntImm(_) | ExprNode::FloatImm(_)
        );
        if is_index_type(ty) && !is_imm && is_index_like(e) {
            let before = self.fused_mismatch_flags();
            if let Ok(t) = self.term(e, lane) {
                if let Ok(index) = self.typed(&t) {
                    return Ok(Value::Index { ty, index });
                }
            }
            self.restore_fused_mismatch_flags(before);
        }
        match &e.node {
            ExprNode::IntImm(_)
            | ExprNode::UIntImm(_)
            | ExprNode::FloatImm(_)
            | ExprNode::StringImm(_) => Ok(Value::Imm(e.clone())),
            ExprNode::Var(n) => match self.env.var(n).cloned() {
                Some(Binding::Core(_)) => Ok(Value::Index {
                    ty,
                    index: Index::var(n.clone()),
                }),
                Some(Binding::Shifted(index)) => Ok(Value::Index { ty, index }),
                Some(Binding::Inline(x)) => self.value(&x, lane),
                Some(Binding::Value(t)) => Ok(Value::Var {
                    name: n.clone(),
                    ty: t,
                }),
                Some(Binding::Fused(_)) => Err(Fail::NonAffine(format!(
                    "{n} (fused loop variable used other than as `{n} / e` and `{n} % e`)"
                ))),
                None => Err(Fail::IllFormed(format!("unbound variable `{n}`"))),
            },
            ExprNode::Binary(op, a, b) => Ok(Value::Binary {
                op: *op,
                ty,
                a: Box::new(self.value(a, lane)?),
                b: Box::new(self.value(b, lane)?),
            }),
            ExprNode::Not(a) => Ok(Value::Not(Box::new(self.value(a, lane)?))),
            ExprNode::Select(c, t, f) => self.select_value(c, t, f, lane),
            ExprNode::Cast(a) => Ok(Value::Cast {
                ty,
                v: Box::new(self.value(a, lane)?),
            }),
            ExprNode::Reinterpret(a) if a.ty.lanes == e.ty.lanes => Ok(Value::Reinterpret {
                ty,
                v: Box::new(self.value(a, lane)?),
            }),
            ExprNode::Reinterpret(_) => Err(Fail::Unsupported(format!(
                "reinterpret changing the number of lanes: `{e}`"
            ))),
            ExprNode::Let(n, v, b) => self.with_inline(n, v, |me| me.value(b, lane)),
            ExprNode::Load(l) => self.load(l, ty, lane),
            ExprNode::Ramp(b, s, _) => {
                let (i, j) = split_lane(lane, b.ty.lanes);
                let base = self.value(b, &i)?;
                let stride = self.value(s, &i)?;
                let j = self.typed(&j)?;
                Ok(Value::Binary {
                    op: BinOp::Add,
                    ty,
                    a: Box::new(base),
                    b: Box::new(Value::Binary {
                        op: BinOp::Mul,
                        ty,
                        a: Box::new(Value::Index { ty, index: j }),
                        b: Box::new(stride),
                    }),
                })
            }
            ExprNode::Broadcast(..) | ExprNode::Shuffle(..) => {
                let ps = self.pieces_of(e, lane)?;
                let mut acc: Option<Value> = None;
                for p in ps.into_iter().rev() {
                    let v = self.value(p.operand, &p.lane)?;
                    acc = Some(match (p.guard, acc) {
                        (Some(g), Some(rest)) => Value::Cond {
                            cond: self.typed_cond(&g)?,
                            then_v: Box::new(v),
                            else_v: Box::new(rest),
                        },
                        _ => v,
                    });
                }
                acc.ok_or_else(|| Fail::IllFormed(format!("empty shuffle `{e}`")))
            }
            ExprNode::VectorReduce(op, v) => self.vector_reduce(*op, v, e, lane),
            ExprNode::Call(c) => self.call(e, c, lane),
        }
    }

    fn fused_mismatch_flags(&self) -> Vec<bool> {
        self.fused_stack.iter().map(|f| f.mismatch.get()).collect()
    }

    fn restore_fused_mismatch_flags(&self, flags: Vec<bool>) {
        for (f, b) in self.fused_stack.iter().zip(flags) {
            f.mismatch.set(b);
        }
    }

    /// `select(c, t, f)`: with an affine condition, a [`Value::Cond`] (reads guarded);
    /// otherwise Halide's eager [`Value::Select`].
    fn select_value(&mut self, c: &Expr, t: &Expr, f: &Expr, lane: &Term) -> R<Value> {
        let affine = match self.cond(c, lane) {
            Ok(tc) => self.typed_cond(&tc).ok(),
            Err(Fail::NonAffine(_)) => None,
            Err(other) => return Err(other),
        };
        let (tv, fv) = (self.value(t, lane)?, self.value(f, lane)?);
        Ok(match affine {
            Some(cond) => Value::Cond {
                cond,
                then_v: Box::new(tv),
                else_v: Box::new(fv),
            },
            None => Value::Select {
                cond: Box::new(self.value(c, lane)?),
                then_v: Box::new(tv),
                else_v: Box::new(fv),
            },
        })
    }

    /// A load: multidimensional affine index, flat index kept, predicate as a guard.
    fn load(&mut self, l: &Load, ty: Type, lane: &Term) -> R<Value> {
        let shown = || {
            let idx: Vec<String> = l.index.iter().map(|e| e.to_string()).collect();
            format!("{}[{}]", l.buffer, idx.join(", "))
        };
        let info = self
            .env
            .array(&l.buffer)
            .ok_or_else(|| Fail::IllFormed(format!("load from unknown buffer `{}`", l.buffer)))?;
        if l.index.len() != info.dims {
            return Err(if l.index.is_empty() {
                Fail::Unsupported(format!(
                    "load without a multidimensional index from `{}`",
                    l.buffer
                ))
            } else {
                Fail::IllFormed(format!(
                    "`{}` has {} dimensions but is read with {} indices",
                    l.buffer,
                    info.dims,
                    l.index.len()
                ))
            });
        }
        let mut index = Vec::new();
        for x in &l.index {
            let t = self.term(x, lane)?;
            index.push(self.typed(&t)?);
        }
        let flat = match &l.flat {
            Some(f) => self.term(f, lane).ok(),
            None => None,
        };
        let read = Value::Read(Box::new(Read {
            array: l.buffer.clone(),
            index,
            flat,
            ty,
        }));
        match &l.predicate {
            None => Ok(read),
            Some(p) => {
                let c = self
                    .cond(p, lane)
                    .and_then(|c| self.typed_cond(&c))
                    .map_err(|f| match f {
                        Fail::NonAffine(part) => Fail::Unsupported(format!(
                            "non-affine load predicate in `{}`: {part}",
                            shown()
                        )),
                        other => other,
                    })?;
                Ok(Value::Cond {
                    cond: c,
                    then_v: Box::new(read),
                    else_v: Box::new(Value::Undef(ty)),
                })
            }
        }
    }

    /// `VectorReduce`: lane ℓ is the fold, in lane order, of lanes `ℓ·g … ℓ·g + g − 1` of
    /// the operand (`g` = operand lanes / result lanes).
    fn vector_reduce(&mut self, op: VectorReduceOp, v: &Expr, e: &Expr, lane: &Term) -> R<Value> {
        let ty = e.ty.element_of();
        let g = v.ty.lanes / e.ty.lanes.max(1);
        if g == 0 || !v.ty.lanes.is_multiple_of(e.ty.lanes.max(1)) {
            return Err(Fail::IllFormed(format!("vector_reduce lanes in `{e}`")));
        }
        let first = if e.ty.lanes == 1 {
            Term::Const(0)
        } else {
            Term::times(lane.clone(), Term::Const(i64::from(g)))
        };
        let mut acc: Option<Value> = None;
        for k in 0..i64::from(g) {
            let lk = Term::plus(first.clone(), Term::Const(k));
            let x = self.value(v, &lk)?;
            acc = Some(match acc {
                None => x,
                Some(a) => combine(op, ty, a, x),
            });
        }
        acc.ok_or_else(|| Fail::IllFormed(format!("empty vector_reduce `{e}`")))
    }

    fn call(&mut self, e: &Expr, c: &crate::ir::Call, lane: &Term) -> R<Value> {
        let ty = e.ty.element_of();
        let callee = match &c.kind {
            CallKind::Intrinsic(op) if is_hint(op) && !c.args.is_empty() => {
                return self.value(&c.args[0], lane)
            }
            CallKind::Intrinsic(Intrinsic::IfThenElse) if c.args.len() == 3 => {
                return self.select_value(&c.args[0], &c.args[1], &c.args[2], lane)
            }
            CallKind::Intrinsic(Intrinsic::Other(name)) => {
                return Err(Fail::Unsupported(format!("intrinsic {name}")))
            }
            CallKind::Intrinsic(op) => Callee::Intrinsic(op.clone()),
            CallKind::PureExtern => Callee::PureExtern(c.name.clone()),
            CallKind::Extern => {
                return Err(Fail::Unsupported(format!(
                    "effectful extern call {} in a value",
                    c.name
                )))
            }
            CallKind::Func | CallKind::Image => {
                return Err(Fail::Unsupported(format!(
                    "Func or image call {} in an implementation value",
                    c.name
                )))
            }
        };
        let mut args = Vec::new();
        for a in &c.args {
            let arg_lane = if a.ty.lanes == e.ty.lanes {
                lane.clone()
            } else if a.ty.lanes == 1 {
                Term::Const(0)
            } else {
                return Err(Fail::Unsupported(format!(
                    "call {} mixing vector widths: `{e}`",
                    c.name
                )));
            };
            args.push(self.value(a, &arg_lane)?);
        }
        Ok(Value::Call { callee, ty, args })
    }
}

fn combine(op: VectorReduceOp, ty: Type, a: Value, b: Value) -> Value {
    let bin = |op: BinOp| Value::Binary {
        op,
        ty,
        a: Box::new(a.clone()),
        b: Box::new(b.clone()),
    };
    match op {
        VectorReduceOp::Add => bin(BinOp::Add),
        VectorReduceOp::Mul => bin(BinOp::Mul),
        VectorReduceOp::Min => bin(BinOp::Min),
        VectorReduceOp::Max => bin(BinOp::Max),
        VectorReduceOp::And => bin(BinOp::And),
        VectorReduceOp::Or => bin(BinOp::Or),
        VectorReduceOp::SaturatingAdd => Value::Call {
            callee: Callee::Intrinsic(Intrinsic::SaturatingAdd),
            ty,
            args: vec![a, b],
        },
    }
}
