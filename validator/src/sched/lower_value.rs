//! Lowering of value expressions, one lane at a time, to [`Value`]s (thesis Fig. 4.7
//! `Γ ⊢_a e : τ`): loads become reads with affine indices (predicates as guards), selects
//! with affine conditions guard their branches, `VectorReduce` is expanded.

use super::env::Binding;
use super::index::Index;
use super::lanes::split_lane;
use super::lower_expr::{is_hint, is_index_type, Fail, R};
use super::lower_stmt::Lowerer;
use super::term::Term;
use super::value::{Callee, Read, Value};
use super::walk::is_index_like;
use crate::ir::{BinOp, CallKind, Expr, ExprNode, Intrinsic, Load, Type, VectorReduceOp};

impl Lowerer {
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
                Some(Binding::Core) => Ok(Value::Index {
                    ty,
                    index: match self.env.pinned(n) {
                        Some(c) => Index::Const(c),
                        None => Index::var(n.clone()),
                    },
                }),
                Some(Binding::Shifted(index)) => Ok(Value::Index { ty, index }),
                Some(Binding::Inline(x)) => {
                    self.charge_expansion()?;
                    self.value(&x, lane)
                }
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

    /// A load: core index from the flat index (or the multidimensional one, see
    /// [`Lowerer::access_index`]), predicate as a guard.
    fn load(&mut self, l: &Load, ty: Type, lane: &Term) -> R<Value> {
        let shown = || {
            let idx: Vec<String> = l.index.iter().map(|e| e.to_string()).collect();
            format!("{}[{}]", l.buffer, idx.join(", "))
        };
        let (index, flat) = self.access_index(&l.buffer, &l.index, l.flat.as_ref(), lane)?;
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

    /// `VectorReduce`: lane ℓ reduces lanes `ℓ·g … ℓ·g + g − 1` of the operand (`g` =
    /// operand lanes / result lanes): a fold in lane order for integers and Booleans (exact:
    /// their operators are associative and commutative), an n-ary
    /// [`Callee::VectorReduce`] for floats (order unspecified by Halide).
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
        let mut lanes = Vec::new();
        for k in 0..i64::from(g) {
            let lk = Term::plus(first.clone(), Term::Const(k));
            lanes.push(self.value(v, &lk)?);
        }
        if ty.is_float() && lanes.len() > 1 {
            return Ok(Value::Call {
                callee: Callee::VectorReduce(op),
                ty,
                args: lanes,
            });
        }
        let mut acc: Option<Value> = None;
        for x in lanes {
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
