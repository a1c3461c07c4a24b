//! Semantic expressions e (thesis Fig. 4.1, typed by Fig. 4.7 `Γ ⊢_a e : τ`): scalar Halide
//! value arithmetic whose array reads are `a[ι1,…,ιn]` with affine indices.
//!
//! All value arithmetic is an opaque call-by-value function `f` of the thesis (T-CALL); here
//! it keeps Halide's operator so that a later encoder gives it Halide's exact semantics
//! (wrapping integers, Euclidean division, intrinsics). Every value is a scalar: vector
//! expressions have been split into lanes by the lowering.

use super::index::{Cond, Index};
use super::term::Term;
use crate::ir::{BinOp, Expr, Intrinsic, Type, VectorReduceOp};

/// An array read `a[ι1,…,ιn]` (T-ARRAY).
#[derive(Clone, Debug, PartialEq)]
pub struct Read {
    /// The array.
    pub array: String,
    /// The multidimensional index, one affine expression per dimension.
    pub index: Vec<Index>,
    /// The flat index Halide's storage flattening computed for the same element, if the
    /// program gave one (kept to check linearisations, thesis §9.7; may be non-affine).
    pub flat: Option<Term>,
    /// The element type.
    pub ty: Type,
}

/// What an opaque call calls.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A Halide intrinsic with modelled semantics (never `Intrinsic::Other`).
    Intrinsic(Intrinsic),
    /// A pure external function (`Call::PureExtern`, e.g. `sqrt_f32`), uninterpreted.
    PureExtern(String),
    /// Halide's `VectorReduce` of the arguments (one group of lanes) for a float type, where
    /// Halide leaves the order of the reduction unspecified and the order changes rounding:
    /// kept n-ary so that an exact (IEEE) encoding cannot assume one order. Integer and Boolean
    /// reductions are written out as folds instead.
    VectorReduce(VectorReduceOp),
}

/// A scalar semantic expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A scalar constant (an `IntImm`, `UIntImm`, `FloatImm` or `StringImm` of the IR).
    Imm(Expr),
    /// A scalar variable that is not an affine variable (a float or handle parameter).
    Var {
        /// Name.
        name: String,
        /// Type.
        ty: Type,
    },
    /// The affine expression ι converted to the machine type `ty` (the thesis' conversion
    /// function from 𝔸 to `int32`): the integer value of ι, wrapped (two's complement) to
    /// `ty` for integer types, rounded for floats. Used for loop variables, affine lets and
    /// int32/int64 sub-expressions of values that are affine (Halide assumes no int32
    /// overflow, thesis §9.5).
    Index {
        /// The machine type.
        ty: Type,
        /// The affine expression.
        index: Index,
    },
    /// An array read.
    Read(Box<Read>),
    /// An unspecified value of type `ty`: the lanes a predicated load does not read. A
    /// checker must treat it as arbitrary (never equal to anything in particular).
    Undef(Type),
    /// Boolean negation.
    Not(Box<Value>),
    /// A binary Halide operator (arithmetic, comparison, `&&`, `||`), Halide semantics.
    Binary {
        /// Operator.
        op: BinOp,
        /// Result type.
        ty: Type,
        /// Left operand.
        a: Box<Value>,
        /// Right operand.
        b: Box<Value>,
    },
    /// `select(c, e1, e2)` with an affine condition (T-SELECT): each branch is typed and
    /// evaluated under its condition, so its reads only count where the condition holds.
    Cond {
        /// The affine condition.
        cond: Cond<Index>,
        /// Value where it holds.
        then_v: Box<Value>,
        /// Value where it does not.
        else_v: Box<Value>,
    },
    /// Halide's eager `select` on a value condition: both branches are evaluated (and read).
    Select {
        /// Boolean value condition.
        cond: Box<Value>,
        /// Value where it holds.
        then_v: Box<Value>,
        /// Value where it does not.
        else_v: Box<Value>,
    },
    /// Conversion to `ty` (Halide `Cast`).
    Cast {
        /// Target type.
        ty: Type,
        /// Operand.
        v: Box<Value>,
    },
    /// Bit reinterpretation as `ty` (same width).
    Reinterpret {
        /// Target type.
        ty: Type,
        /// Operand.
        v: Box<Value>,
    },
    /// An opaque call-by-value function (T-CALL).
    Call {
        /// Callee.
        callee: Callee,
        /// Result type.
        ty: Type,
        /// Arguments.
        args: Vec<Value>,
    },
}

impl Value {
    /// The scalar type of the value.
    pub fn ty(&self) -> Type {
        match self {
            Value::Imm(e) => e.ty,
            Value::Var { ty, .. }
            | Value::Index { ty, .. }
            | Value::Undef(ty)
            | Value::Binary { ty, .. }
            | Value::Cast { ty, .. }
            | Value::Reinterpret { ty, .. }
            | Value::Call { ty, .. } => *ty,
            Value::Read(r) => r.ty,
            Value::Not(v) => v.ty(),
            Value::Cond { then_v, .. } | Value::Select { then_v, .. } => then_v.ty(),
        }
    }

    /// The array reads of the value (thesis `reads(e)`), each with the affine conditions of
    /// the enclosing [`Value::Cond`] branches under which it happens.
    pub fn reads(&self) -> Vec<(Vec<Cond<Index>>, &Read)> {
        let mut out = Vec::new();
        self.collect_reads(&mut Vec::new(), &mut out);
        out
    }

    fn collect_reads<'a>(
        &'a self,
        guards: &mut Vec<Cond<Index>>,
        out: &mut Vec<(Vec<Cond<Index>>, &'a Read)>,
    ) {
        match self {
            Value::Read(r) => out.push((guards.clone(), r)),
            Value::Imm(_) | Value::Var { .. } | Value::Index { .. } | Value::Undef(_) => {}
            Value::Not(v) | Value::Cast { v, .. } | Value::Reinterpret { v, .. } => {
                v.collect_reads(guards, out)
            }
            Value::Binary { a, b, .. } => {
                a.collect_reads(guards, out);
                b.collect_reads(guards, out);
            }
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => {
                guards.push(cond.clone());
                then_v.collect_reads(guards, out);
                guards.pop();
                guards.push(Cond::negate(cond.clone()));
                else_v.collect_reads(guards, out);
                guards.pop();
            }
            Value::Select {
                cond,
                then_v,
                else_v,
            } => {
                cond.collect_reads(guards, out);
                then_v.collect_reads(guards, out);
                else_v.collect_reads(guards, out);
            }
            Value::Call { args, .. } => {
                for a in args {
                    a.collect_reads(guards, out);
                }
            }
        }
    }
}
