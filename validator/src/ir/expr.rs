//! Typed expressions shared by the `.sched` and `.sare` formats.
//!
//! Every [`Expr`] carries its Halide [`Type`]. The smart constructors (`Expr::plus`,
//! `Expr::select`, `Expr::load`, …) check Halide's typing rules and return a [`TypeError`]
//! instead of building an ill-typed node; the parsers only build expressions through them.

use super::ops::{BinOp, Intrinsic, VectorReduceOp};
use super::types::{Type, TypeCode};
use std::fmt;

/// A typing rule that an expression under construction violates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeError {
    /// What the rule requires.
    pub expected: String,
    /// What was given.
    pub found: String,
}

impl TypeError {
    fn new(expected: impl Into<String>, found: impl Into<String>) -> TypeError {
        TypeError {
            expected: expected.into(),
            found: found.into(),
        }
    }
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {}, found {}", self.expected, self.found)
    }
}

impl std::error::Error for TypeError {}

/// What a [`Call`] calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    /// A Halide intrinsic (`Call::Intrinsic`), by table entry.
    Intrinsic(Intrinsic),
    /// A side-effect-free external function (`Call::PureExtern`, e.g. `sqrt_f32`).
    PureExtern,
    /// An external function with effects (`Call::Extern`, e.g. `halide_error_…`).
    Extern,
    /// A Halide Func (`Call::Halide`): a tensor access in `.sare` definitions.
    Func,
    /// An input buffer access (`Call::Image`) in `.sare` definitions.
    Image,
}

/// A function call.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    /// Callee name (for intrinsics, equal to the intrinsic's name).
    pub name: String,
    /// What is called.
    pub kind: CallKind,
    /// Arguments.
    pub args: Vec<Expr>,
    /// Which element of a Func's tuple is read (0 for everything else).
    pub value_index: u32,
}

/// A read of a buffer element (or of a vector of elements).
#[derive(Clone, Debug, PartialEq)]
pub struct Load {
    /// Buffer name.
    pub buffer: String,
    /// Multidimensional index (one entry per dimension); empty when unknown.
    pub index: Vec<Expr>,
    /// Flat (linearised) index as Halide's storage flattening computed it, if known.
    pub flat: Option<Expr>,
    /// Lanes that are actually read; `None` for an unpredicated load.
    pub predicate: Option<Expr>,
}

/// The node of an expression; the type lives in [`Expr::ty`].
#[derive(Clone, Debug, PartialEq)]
pub enum ExprNode {
    /// Signed integer constant (scalar).
    IntImm(i64),
    /// Unsigned integer or `bool` constant (scalar).
    UIntImm(u64),
    /// Float constant, stored as its IEEE bit pattern (low bits for float16/float32), so that
    /// equality is bitwise and NaN payloads and `-0` are kept.
    FloatImm(u64),
    /// String constant (type `handle`), for assert messages and extern arguments.
    StringImm(String),
    /// A variable: loop variable, let-bound name, parameter or buffer symbol.
    Var(String),
    /// A binary operator.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Boolean negation.
    Not(Box<Expr>),
    /// Eager choice `select(cond, t, f)`.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Conversion of the operand to the node's type (Halide's `Cast`).
    Cast(Box<Expr>),
    /// Bit reinterpretation of the operand as the node's type.
    Reinterpret(Box<Expr>),
    /// `let name = value in body`.
    Let(String, Box<Expr>, Box<Expr>),
    /// Buffer read.
    Load(Box<Load>),
    /// `ramp(base, stride, lanes)`: lanes `base + i*stride` for `0 <= i < lanes`.
    Ramp(Box<Expr>, Box<Expr>, u16),
    /// `broadcast(value, lanes)`: `lanes` copies of the value.
    Broadcast(Box<Expr>, u16),
    /// Lanes `indices` of the concatenation of `vectors`.
    Shuffle(Vec<Expr>, Vec<u32>),
    /// Reduction of groups of adjacent lanes down to the node's lanes.
    VectorReduce(VectorReduceOp, Box<Expr>),
    /// A call.
    Call(Box<Call>),
}

/// A typed expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// The Halide type of the value.
    pub ty: Type,
    /// The node.
    pub node: ExprNode,
}

fn int_range(bits: u8) -> (i64, i64) {
    if bits >= 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    }
}

fn uint_max(bits: u8) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn check_valid(ty: Type) -> Result<(), TypeError> {
    if ty.is_valid() {
        Ok(())
    } else {
        Err(TypeError::new("a valid Halide type", format!("{ty:?}")))
    }
}

fn total_lanes(a: u16, b: u16) -> Result<u16, TypeError> {
    u16::try_from(u32::from(a) * u32::from(b))
        .map_err(|_| TypeError::new("at most 65535 lanes", format!("{a} x {b} lanes")))
}

impl Expr {
    fn mk(ty: Type, node: ExprNode) -> Expr {
        Expr { ty, node }
    }

    /// The `int32` constant `v`.
    pub fn i32(v: i32) -> Expr {
        Expr::mk(Type::int(32), ExprNode::IntImm(i64::from(v)))
    }

    /// A signed integer constant of type `ty`; `v` must fit.
    pub fn int_imm(ty: Type, v: i64) -> Result<Expr, TypeError> {
        if ty.code != TypeCode::Int || ty.lanes != 1 || !ty.is_valid() {
            return Err(TypeError::new(
                "a scalar signed integer type",
                ty.to_string(),
            ));
        }
        let (lo, hi) = int_range(ty.bits);
        if v < lo || v > hi {
            return Err(TypeError::new(
                format!("a value that fits {ty}"),
                v.to_string(),
            ));
        }
        Ok(Expr::mk(ty, ExprNode::IntImm(v)))
    }

    /// An unsigned integer (or `bool`) constant of type `ty`; `v` must fit.
    pub fn uint_imm(ty: Type, v: u64) -> Result<Expr, TypeError> {
        if ty.code != TypeCode::UInt || ty.lanes != 1 || !ty.is_valid() {
            return Err(TypeError::new(
                "a scalar unsigned integer type",
                ty.to_string(),
            ));
        }
        if v > uint_max(ty.bits) {
            return Err(TypeError::new(
                format!("a value that fits {ty}"),
                v.to_string(),
            ));
        }
        Ok(Expr::mk(ty, ExprNode::UIntImm(v)))
    }

    /// The `bool` constant `b`.
    pub fn bool_imm(b: bool) -> Expr {
        Expr::mk(Type::bool(), ExprNode::UIntImm(u64::from(b)))
    }

    /// A float constant of type `ty` from its IEEE bit pattern (16, 32 or 64 bits).
    pub fn float_bits(ty: Type, bits: u64) -> Result<Expr, TypeError> {
        if ty.code != TypeCode::Float || ty.lanes != 1 || !ty.is_valid() {
            return Err(TypeError::new("a scalar float type", ty.to_string()));
        }
        if bits > uint_max(ty.bits) {
            return Err(TypeError::new(
                format!("a {}-bit pattern", ty.bits),
                format!("0x{bits:x}"),
            ));
        }
        Ok(Expr::mk(ty, ExprNode::FloatImm(bits)))
    }

    /// The `float32` constant `v` (bit-exact).
    pub fn f32(v: f32) -> Expr {
        Expr::mk(Type::float(32), ExprNode::FloatImm(u64::from(v.to_bits())))
    }

    /// The `float64` constant `v` (bit-exact).
    pub fn f64(v: f64) -> Expr {
        Expr::mk(Type::float(64), ExprNode::FloatImm(v.to_bits()))
    }

    /// A string constant (type `handle`).
    pub fn string(s: impl Into<String>) -> Expr {
        Expr::mk(Type::handle(), ExprNode::StringImm(s.into()))
    }

    /// A variable of type `ty`.
    pub fn var(name: impl Into<String>, ty: Type) -> Result<Expr, TypeError> {
        check_valid(ty)?;
        Ok(Expr::mk(ty, ExprNode::Var(name.into())))
    }

    /// An `int32` variable.
    pub fn var_i32(name: impl Into<String>) -> Expr {
        Expr::mk(Type::int(32), ExprNode::Var(name.into()))
    }

    /// `a op b`. Operands must have the same type; arithmetic is not defined on `bool`
    /// or `handle`; comparisons give `bool` with the operands' lanes; `&&`/`||` need `bool`.
    pub fn binary(op: BinOp, a: Expr, b: Expr) -> Result<Expr, TypeError> {
        if a.ty != b.ty {
            return Err(TypeError::new(
                format!("operands of `{op}` with the same type"),
                format!("{} and {}", a.ty, b.ty),
            ));
        }
        let t = a.ty;
        let ty = if op.is_logical() {
            if !t.is_bool() {
                return Err(TypeError::new(
                    format!("bool operands of `{op}`"),
                    t.to_string(),
                ));
            }
            t
        } else if op.is_comparison() {
            if t.code == TypeCode::Handle {
                return Err(TypeError::new(
                    format!("numbers compared by `{op}`"),
                    t.to_string(),
                ));
            }
            Type::bool().with_lanes(t.lanes)
        } else {
            if t.is_bool() || t.code == TypeCode::Handle {
                return Err(TypeError::new(
                    format!("numeric operands of `{op}`"),
                    t.to_string(),
                ));
            }
            t
        };
        Ok(Expr::mk(ty, ExprNode::Binary(op, Box::new(a), Box::new(b))))
    }

    /// `a + b`.
    pub fn plus(a: Expr, b: Expr) -> Result<Expr, TypeError> {
        Expr::binary(BinOp::Add, a, b)
    }

    /// `a - b`.
    pub fn minus(a: Expr, b: Expr) -> Result<Expr, TypeError> {
        Expr::binary(BinOp::Sub, a, b)
    }

    /// `a * b`.
    pub fn times(a: Expr, b: Expr) -> Result<Expr, TypeError> {
        Expr::binary(BinOp::Mul, a, b)
    }

    /// `!a` on `bool` (any lanes).
    pub fn logical_not(a: Expr) -> Result<Expr, TypeError> {
        if !a.ty.is_bool() {
            return Err(TypeError::new("a bool operand of `!`", a.ty.to_string()));
        }
        Ok(Expr::mk(a.ty, ExprNode::Not(Box::new(a))))
    }

    /// `select(c, t, f)`: `t` and `f` of one type; `c` is `bool`, scalar or with their lanes.
    pub fn select(c: Expr, t: Expr, f: Expr) -> Result<Expr, TypeError> {
        if t.ty != f.ty {
            return Err(TypeError::new(
                "select branches of the same type",
                format!("{} and {}", t.ty, f.ty),
            ));
        }
        if !c.ty.is_bool() || (c.ty.lanes != 1 && c.ty.lanes != t.ty.lanes) {
            return Err(TypeError::new(
                format!("a bool or boolx{} select condition", t.ty.lanes),
                c.ty.to_string(),
            ));
        }
        Ok(Expr::mk(
            t.ty,
            ExprNode::Select(Box::new(c), Box::new(t), Box::new(f)),
        ))
    }

    /// `cast<ty>(a)`: a conversion with the same number of lanes.
    pub fn cast(ty: Type, a: Expr) -> Result<Expr, TypeError> {
        check_valid(ty)?;
        if ty.lanes != a.ty.lanes || ty.code == TypeCode::Handle || a.ty.code == TypeCode::Handle {
            return Err(TypeError::new(
                format!("a numeric operand with {} lanes to cast to {ty}", ty.lanes),
                a.ty.to_string(),
            ));
        }
        Ok(Expr::mk(ty, ExprNode::Cast(Box::new(a))))
    }

    /// `reinterpret<ty>(a)`: same total number of bits.
    pub fn reinterpret(ty: Type, a: Expr) -> Result<Expr, TypeError> {
        check_valid(ty)?;
        let bits = |t: Type| u32::from(t.bits) * u32::from(t.lanes);
        if bits(ty) != bits(a.ty) {
            return Err(TypeError::new(
                format!("an operand of {} bits to reinterpret as {ty}", bits(ty)),
                a.ty.to_string(),
            ));
        }
        Ok(Expr::mk(ty, ExprNode::Reinterpret(Box::new(a))))
    }

    /// `let name = value in body` (the caller has typed `body` with `name : value.ty`).
    pub fn let_in(name: impl Into<String>, value: Expr, body: Expr) -> Expr {
        Expr::mk(
            body.ty,
            ExprNode::Let(name.into(), Box::new(value), Box::new(body)),
        )
    }

    /// A read of `buffer` whose elements have type `elem`. Index entries, the flat index and
    /// the predicate are scalars or vectors of one common lane count `L`, which gives the
    /// load `L` lanes; indices are signed integers and the predicate is `bool`.
    pub fn load(
        elem: Type,
        buffer: impl Into<String>,
        index: Vec<Expr>,
        flat: Option<Expr>,
        predicate: Option<Expr>,
    ) -> Result<Expr, TypeError> {
        check_valid(elem)?;
        if elem.lanes != 1 {
            return Err(TypeError::new("a scalar element type", elem.to_string()));
        }
        let lanes = access_lanes(&index, flat.as_ref(), predicate.as_ref(), None)?;
        Ok(Expr::mk(
            elem.with_lanes(lanes),
            ExprNode::Load(Box::new(Load {
                buffer: buffer.into(),
                index,
                flat,
                predicate,
            })),
        ))
    }

    /// `ramp(base, stride, lanes)`: `base` and `stride` of one integer or float type, `lanes
    /// >= 2`; the result has `lanes` times the base's lanes.
    pub fn ramp(base: Expr, stride: Expr, lanes: u16) -> Result<Expr, TypeError> {
        if base.ty != stride.ty {
            return Err(TypeError::new(
                "ramp base and stride of the same type",
                format!("{} and {}", base.ty, stride.ty),
            ));
        }
        if base.ty.is_bool() || base.ty.code == TypeCode::Handle || lanes < 2 {
            return Err(TypeError::new(
                "a numeric ramp with at least 2 lanes",
                format!("{} with {lanes} lanes", base.ty),
            ));
        }
        let ty = base.ty.with_lanes(total_lanes(base.ty.lanes, lanes)?);
        Ok(Expr::mk(
            ty,
            ExprNode::Ramp(Box::new(base), Box::new(stride), lanes),
        ))
    }

    /// `broadcast(value, lanes)` with `lanes >= 2`.
    pub fn broadcast(value: Expr, lanes: u16) -> Result<Expr, TypeError> {
        if lanes < 2 || value.ty.code == TypeCode::Handle {
            return Err(TypeError::new(
                "a broadcast of a value to at least 2 lanes",
                format!("{} to {lanes} lanes", value.ty),
            ));
        }
        let ty = value.ty.with_lanes(total_lanes(value.ty.lanes, lanes)?);
        Ok(Expr::mk(ty, ExprNode::Broadcast(Box::new(value), lanes)))
    }

    /// Lanes `indices` of the concatenation of `vectors` (all of one element type).
    pub fn shuffle(vectors: Vec<Expr>, indices: Vec<u32>) -> Result<Expr, TypeError> {
        let first = vectors
            .first()
            .ok_or_else(|| TypeError::new("at least one shuffled vector", "none"))?;
        let elem = first.ty.element_of();
        if elem.code == TypeCode::Handle {
            return Err(TypeError::new("numeric vectors to shuffle", "handle"));
        }
        let mut total: u32 = 0;
        for v in &vectors {
            if v.ty.element_of() != elem {
                return Err(TypeError::new(
                    format!("shuffled vectors of element type {elem}"),
                    v.ty.to_string(),
                ));
            }
            total += u32::from(v.ty.lanes);
        }
        if let Some(bad) = indices.iter().find(|&&i| i >= total) {
            return Err(TypeError::new(
                format!("shuffle indices below {total}"),
                bad.to_string(),
            ));
        }
        let lanes = u16::try_from(indices.len())
            .ok()
            .filter(|&l| l >= 1)
            .ok_or_else(|| {
                TypeError::new(
                    "between 1 and 65535 shuffle indices",
                    indices.len().to_string(),
                )
            })?;
        Ok(Expr::mk(
            elem.with_lanes(lanes),
            ExprNode::Shuffle(vectors, indices),
        ))
    }

    /// Concatenation of vectors.
    pub fn concat(vectors: Vec<Expr>) -> Result<Expr, TypeError> {
        let total: u32 = vectors.iter().map(|v| u32::from(v.ty.lanes)).sum();
        Expr::shuffle(vectors, (0..total).collect())
    }

    /// Interleaving of vectors of equal lanes: lane `i` of vector `j` goes to `i*n + j`.
    pub fn interleave(vectors: Vec<Expr>) -> Result<Expr, TypeError> {
        let n = vectors.len() as u32;
        let lanes = vectors.first().map_or(0, |v| u32::from(v.ty.lanes));
        if vectors.iter().any(|v| u32::from(v.ty.lanes) != lanes) {
            return Err(TypeError::new(
                "interleaved vectors with equal lanes",
                "different lanes",
            ));
        }
        let indices = (0..lanes * n).map(|k| (k % n) * lanes + k / n).collect();
        Expr::shuffle(vectors, indices)
    }

    /// Lanes `begin, begin + stride, …` (`size` of them) of `vector`.
    pub fn slice(vector: Expr, begin: u32, stride: u32, size: u32) -> Result<Expr, TypeError> {
        let indices = (0..size)
            .map(|k| {
                k.checked_mul(stride)
                    .and_then(|o| o.checked_add(begin))
                    .ok_or_else(|| TypeError::new("a slice within the vector", "overflow"))
            })
            .collect::<Result<Vec<u32>, TypeError>>()?;
        Expr::shuffle(vec![vector], indices)
    }

    /// Reduction of `value`'s lanes in adjacent groups down to `lanes` lanes (`lanes` divides
    /// the value's lanes).
    pub fn vector_reduce(op: VectorReduceOp, value: Expr, lanes: u16) -> Result<Expr, TypeError> {
        if value.ty.lanes.checked_rem(lanes) != Some(0) || value.ty.code == TypeCode::Handle {
            return Err(TypeError::new(
                format!("a numeric vector whose lanes are a multiple of {lanes}"),
                value.ty.to_string(),
            ));
        }
        if matches!(op, VectorReduceOp::And | VectorReduceOp::Or) != value.ty.is_bool() {
            return Err(TypeError::new(
                format!("an operand type suitable for vector_reduce {op}"),
                value.ty.to_string(),
            ));
        }
        Ok(Expr::mk(
            value.ty.with_lanes(lanes),
            ExprNode::VectorReduce(op, Box::new(value)),
        ))
    }

    /// A call returning `ty`. Func calls name a tuple element with `value_index`; other kinds
    /// must use 0.
    pub fn call(
        ty: Type,
        name: impl Into<String>,
        kind: CallKind,
        args: Vec<Expr>,
        value_index: u32,
    ) -> Result<Expr, TypeError> {
        check_valid(ty)?;
        if value_index != 0 && kind != CallKind::Func {
            return Err(TypeError::new(
                "a tuple index only on Func calls",
                format!("[{value_index}]"),
            ));
        }
        Ok(Expr::mk(
            ty,
            ExprNode::Call(Box::new(Call {
                name: name.into(),
                kind,
                args,
                value_index,
            })),
        ))
    }

    /// Halide's `mux(index, v0, …, vn−1)`, desugared exactly as Halide 19 lowers it
    /// (src/CodeGen_Internal.cpp `lower_mux`): `select(index == 0, v0, select(index == 1, v1,
    /// … select(index == n−1, vn−1, vn−1)))`, so an out-of-range index gives the last value.
    /// The innermost select, whose two branches are the same value, is built as `vn−1`:
    /// `select(index == 0, v0, … select(index == n−2, vn−2, vn−1))`.
    /// A broadcast index is replaced by its scalar value. The constants `i` have the index's
    /// type and wrap like Halide's `IntImm::make`/`UIntImm::make` (`make_const`). The values
    /// share one type, which is the result's; the index is a scalar or has the values' lanes.
    pub fn mux(index: Expr, values: Vec<Expr>) -> Result<Expr, TypeError> {
        let Some(last) = values.last().cloned() else {
            return Err(TypeError::new("at least one mux value", "none"));
        };
        let t = last.ty;
        if let Some(bad) = values.iter().find(|v| v.ty != t) {
            return Err(TypeError::new(
                format!("mux values of one type {t}"),
                bad.ty.to_string(),
            ));
        }
        let index = match index.node {
            ExprNode::Broadcast(v, _) => *v,
            _ => index,
        };
        let it = index.ty;
        if it.lanes != 1 && it.lanes != t.lanes {
            return Err(TypeError::new(
                format!("a scalar mux index or one with {} lanes", t.lanes),
                it.to_string(),
            ));
        }
        let scalar = it.element_of();
        let int_or_float = scalar.is_int_or_uint()
            || (scalar.code == TypeCode::Float && matches!(scalar.bits, 32 | 64));
        if !int_or_float {
            return Err(TypeError::new(
                "an integer, float32 or float64 mux index",
                it.to_string(),
            ));
        }
        let constant = |i: usize| -> Result<Expr, TypeError> {
            let i = i as u64;
            let c = match scalar.code {
                TypeCode::Int => {
                    let sh = 64 - u32::from(scalar.bits);
                    Expr::int_imm(scalar, ((i as i64) << sh) >> sh)?
                }
                TypeCode::UInt => Expr::uint_imm(scalar, i & uint_max(scalar.bits))?,
                TypeCode::Float if scalar.bits == 32 => Expr::f32(i as f32),
                TypeCode::Float if scalar.bits == 64 => Expr::f64(i as f64),
                _ => {
                    return Err(TypeError::new(
                        "an integer, float32 or float64 mux index",
                        it.to_string(),
                    ))
                }
            };
            if it.lanes > 1 {
                Expr::broadcast(c, it.lanes)
            } else {
                Ok(c)
            }
        };
        // Halide's innermost `select(index == n−1, vn−1, vn−1)` is `vn−1` whatever the index
        // (both branches are one side-effect-free value), so the chain starts one value early:
        // the conditions then only split the domain where the chosen value can differ.
        let mut values = values;
        values.pop();
        let mut equiv = last;
        for (i, v) in values.into_iter().enumerate().rev() {
            let cond = Expr::binary(BinOp::Eq, index.clone(), constant(i)?)?;
            equiv = Expr::select(cond, v, equiv)?;
        }
        Ok(equiv)
    }

    /// A call of an intrinsic from the table (or `Other`) returning `ty`.
    pub fn intrinsic(ty: Type, op: Intrinsic, args: Vec<Expr>) -> Result<Expr, TypeError> {
        let name = op.name().to_string();
        Expr::call(ty, name, CallKind::Intrinsic(op), args, 0)
    }

    /// If this is a signed or unsigned integer constant, its value.
    pub fn as_int(&self) -> Option<i128> {
        match self.node {
            ExprNode::IntImm(v) => Some(i128::from(v)),
            ExprNode::UIntImm(v) => Some(i128::from(v)),
            _ => None,
        }
    }

    /// If this is a float constant of 32 or 64 bits, its value as `f64`.
    pub fn as_float(&self) -> Option<f64> {
        match self.node {
            ExprNode::FloatImm(b) if self.ty.bits == 32 => {
                Some(f64::from(f32::from_bits(b as u32)))
            }
            ExprNode::FloatImm(b) if self.ty.bits == 64 => Some(f64::from_bits(b)),
            _ => None,
        }
    }

    /// If this is a variable, its name.
    pub fn as_var(&self) -> Option<&str> {
        match &self.node {
            ExprNode::Var(n) => Some(n),
            _ => None,
        }
    }

    /// Recognises a shuffle that concatenates its vectors.
    pub fn as_concat(&self) -> Option<&[Expr]> {
        match &self.node {
            ExprNode::Shuffle(vs, idx)
                if vs.len() >= 2 && idx.iter().enumerate().all(|(k, &i)| i as usize == k) =>
            {
                let total: usize = vs.iter().map(|v| usize::from(v.ty.lanes)).sum();
                (total == idx.len()).then_some(vs.as_slice())
            }
            _ => None,
        }
    }

    /// Recognises a shuffle that interleaves vectors of equal lanes.
    pub fn as_interleave(&self) -> Option<&[Expr]> {
        match &self.node {
            ExprNode::Shuffle(vs, idx) if vs.len() >= 2 => {
                let n = vs.len() as u32;
                let lanes = u32::from(vs[0].ty.lanes);
                let ok = vs.iter().all(|v| u32::from(v.ty.lanes) == lanes)
                    && idx.len() as u32 == lanes * n
                    && idx
                        .iter()
                        .enumerate()
                        .all(|(k, &i)| i == (k as u32 % n) * lanes + k as u32 / n);
                ok.then_some(vs.as_slice())
            }
            _ => None,
        }
    }

    /// Recognises a shuffle of one vector taking lanes `begin + k*stride` (at least 1 lane,
    /// stride >= 1): returns `(vector, begin, stride, size)`.
    pub fn as_slice(&self) -> Option<(&Expr, u32, u32, u32)> {
        match &self.node {
            ExprNode::Shuffle(vs, idx) if vs.len() == 1 && !idx.is_empty() => {
                let begin = idx[0];
                let stride = if idx.len() >= 2 {
                    idx[1].checked_sub(idx[0])?
                } else {
                    1
                };
                if stride == 0 {
                    return None;
                }
                let ok = idx.iter().enumerate().all(|(k, &i)| {
                    Some(i)
                        == (k as u32)
                            .checked_mul(stride)
                            .and_then(|o| o.checked_add(begin))
                });
                ok.then_some((&vs[0], begin, stride, idx.len() as u32))
            }
            _ => None,
        }
    }
}

/// Checks the lanes of an access (load or store): every index entry, the flat index and the
/// predicate have 1 or `L` lanes; indices are signed integers, the predicate is `bool`.
/// With `value_lanes`, `L` is the stored value's lanes; otherwise the largest lane count.
pub fn access_lanes(
    index: &[Expr],
    flat: Option<&Expr>,
    predicate: Option<&Expr>,
    value_lanes: Option<u16>,
) -> Result<u16, TypeError> {
    for e in index.iter().chain(flat) {
        if e.ty.code != TypeCode::Int {
            return Err(TypeError::new("a signed integer index", e.ty.to_string()));
        }
    }
    if let Some(p) = predicate {
        if !p.ty.is_bool() {
            return Err(TypeError::new("a bool predicate", p.ty.to_string()));
        }
    }
    let all = || index.iter().chain(flat).chain(predicate);
    let lanes = value_lanes.unwrap_or_else(|| all().map(|e| e.ty.lanes).max().unwrap_or(1));
    if let Some(bad) = all().find(|e| e.ty.lanes != 1 && e.ty.lanes != lanes) {
        let expected = match value_lanes {
            Some(l) => format!("indices and predicate with 1 lane or the stored value's {l} lanes"),
            None => format!("indices and predicate with 1 or {lanes} lanes"),
        };
        return Err(TypeError::new(expected, bad.ty.to_string()));
    }
    Ok(lanes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Expr {
        Expr::var_i32(n)
    }

    #[test]
    fn binary_typing() {
        let e = Expr::plus(v("x"), Expr::i32(1)).unwrap();
        assert_eq!(e.ty, Type::int(32));
        let u8c = Expr::uint_imm(Type::uint(8), 3).unwrap();
        let err = Expr::plus(v("x"), u8c).unwrap_err();
        assert_eq!(err.found, "int32 and uint8");
        let c = Expr::binary(BinOp::Lt, v("x"), v("y")).unwrap();
        assert_eq!(c.ty, Type::bool());
        assert!(Expr::binary(BinOp::And, v("x"), v("y")).is_err());
        assert!(Expr::plus(c.clone(), c).is_err());
    }

    #[test]
    fn immediates_check_range() {
        assert!(Expr::uint_imm(Type::uint(8), 256).is_err());
        assert!(Expr::int_imm(Type::int(8), -128).is_ok());
        assert!(Expr::int_imm(Type::int(8), 128).is_err());
        assert!(Expr::float_bits(Type::float(16), 0x1_0000).is_err());
        assert_ne!(Expr::f32(0.0), Expr::f32(-0.0));
        assert_eq!(Expr::f32(f32::NAN), Expr::f32(f32::NAN));
    }

    #[test]
    fn vectors() {
        let r = Expr::ramp(v("x"), Expr::i32(1), 8).unwrap();
        assert_eq!(r.ty, Type::int(32).with_lanes(8));
        let b = Expr::broadcast(v("y"), 8).unwrap();
        let l = Expr::load(Type::uint(8), "in", vec![r.clone(), b], None, None).unwrap();
        assert_eq!(l.ty, Type::uint(8).with_lanes(8));
        let r4 = Expr::ramp(v("x"), Expr::i32(1), 4).unwrap();
        assert!(Expr::load(Type::uint(8), "in", vec![r.clone(), r4], None, None).is_err());
        let i = Expr::interleave(vec![r.clone(), r.clone()]).unwrap();
        assert_eq!(i.as_interleave().map(|s| s.len()), Some(2));
        let c = Expr::concat(vec![r.clone(), r.clone()]).unwrap();
        assert!(c.as_concat().is_some() && c.as_interleave().is_none());
        let s = Expr::slice(c, 1, 2, 8).unwrap();
        assert_eq!(
            s.as_slice().map(|(_, b, st, n)| (b, st, n)),
            Some((1, 2, 8))
        );
        assert!(Expr::shuffle(vec![r.clone()], vec![8]).is_err());
        let red = Expr::vector_reduce(VectorReduceOp::Add, r.clone(), 2).unwrap();
        assert_eq!(red.ty, Type::int(32).with_lanes(2));
        assert!(Expr::vector_reduce(VectorReduceOp::Add, r, 3).is_err());
    }

    /// Evaluates a desugared scalar `mux` at a constant index by walking the select chain:
    /// the first `index == k` that holds picks its value.
    fn pick(e: &Expr, index: i64) -> &Expr {
        match &e.node {
            ExprNode::Select(c, t, f) => {
                let ExprNode::Binary(BinOp::Eq, _, k) = &c.node else {
                    panic!("a mux condition is `index == k`: {c:?}");
                };
                if k.as_int() == Some(i128::from(index)) {
                    pick(t, index)
                } else {
                    pick(f, index)
                }
            }
            _ => e,
        }
    }

    #[test]
    fn mux_desugars_to_selects_with_last_value_out_of_range() {
        let vals: Vec<Expr> = (0..3).map(|k| v(&format!("v{k}"))).collect();
        let m = Expr::mux(v("i"), vals.clone()).unwrap();
        assert_eq!(m.ty, Type::int(32));
        // Halide: select(i == 0, v0, select(i == 1, v1, select(i == 2, v2, v2))), whose
        // innermost select is v2.
        let eq = |k| Expr::binary(BinOp::Eq, v("i"), Expr::i32(k)).unwrap();
        let expected = Expr::select(
            eq(0),
            v("v0"),
            Expr::select(eq(1), v("v1"), v("v2")).unwrap(),
        )
        .unwrap();
        assert_eq!(m, expected);
        for (index, want) in [
            (0, "v0"),
            (1, "v1"),
            (2, "v2"),
            (3, "v2"),
            (-1, "v2"),
            (99, "v2"),
        ] {
            assert_eq!(pick(&m, index).as_var(), Some(want), "index {index}");
        }
        // One value: the value whatever the index.
        let one = Expr::mux(v("i"), vec![v("a")]).unwrap();
        assert_eq!(pick(&one, 0).as_var(), Some("a"));
        assert_eq!(pick(&one, 7).as_var(), Some("a"));
        // Errors: no values, values of different types, a handle index.
        assert!(Expr::mux(v("i"), vec![]).is_err());
        assert!(Expr::mux(v("i"), vec![v("a"), Expr::f32(1.0)]).is_err());
        assert!(Expr::mux(Expr::string("s"), vec![v("a")]).is_err());
    }

    #[test]
    fn mux_constants_wrap_in_the_index_type() {
        // make_const(uint8, 256) is 0 (UIntImm::make masks), make_const(bool, 2) is false.
        let idx = Expr::var("i", Type::uint(8)).unwrap();
        let vals: Vec<Expr> = (0..258).map(|k| v(&format!("v{k}"))).collect();
        let m = Expr::mux(idx, vals).unwrap();
        let mut consts = Vec::new();
        let mut e = &m;
        while let ExprNode::Select(c, _, f) = &e.node {
            let ExprNode::Binary(BinOp::Eq, _, k) = &c.node else {
                panic!()
            };
            assert_eq!(k.ty, Type::uint(8));
            consts.push(k.as_int().unwrap());
            e = f;
        }
        assert_eq!(consts.len(), 257);
        assert_eq!(&consts[253..], &[253, 254, 255, 0]);
        let b = Expr::var("b", Type::bool()).unwrap();
        let m = Expr::mux(b, vec![v("x"), v("y"), v("z"), v("w")]).unwrap();
        let ExprNode::Select(_, _, f) = &m.node else {
            panic!()
        };
        let ExprNode::Select(_, _, f) = &f.node else {
            panic!()
        };
        let ExprNode::Select(c, _, _) = &f.node else {
            panic!()
        };
        let ExprNode::Binary(BinOp::Eq, _, k) = &c.node else {
            panic!()
        };
        assert_eq!(k.as_int(), Some(0));
        // Signed: int8 constant 128 wraps to -128.
        let idx = Expr::var("i", Type::int(8)).unwrap();
        let m = Expr::mux(idx, (0..131).map(|k| v(&format!("v{k}"))).collect()).unwrap();
        let mut e = &m;
        let mut last = None;
        while let ExprNode::Select(c, _, f) = &e.node {
            let ExprNode::Binary(BinOp::Eq, _, k) = &c.node else {
                panic!()
            };
            last = k.as_int();
            e = f;
        }
        assert_eq!(last, Some(-127));
    }

    #[test]
    fn mux_vector_lanes() {
        let t8 = Type::int(32).with_lanes(8);
        let a = Expr::var("a", t8).unwrap();
        let b = Expr::var("b", t8).unwrap();
        // A vector index: conditions compare lane-wise against broadcast constants.
        let idx = Expr::ramp(v("c"), Expr::i32(1), 8).unwrap();
        let m = Expr::mux(idx.clone(), vec![a.clone(), b.clone()]).unwrap();
        assert_eq!(m.ty, t8);
        let ExprNode::Select(c, t, f) = &m.node else {
            panic!("{m:?}")
        };
        assert_eq!(c.ty, Type::bool().with_lanes(8));
        let ExprNode::Binary(BinOp::Eq, i, k) = &c.node else {
            panic!()
        };
        assert_eq!(**i, idx);
        assert_eq!(**k, Expr::broadcast(Expr::i32(0), 8).unwrap());
        assert_eq!(**t, a);
        assert_eq!(**f, b);
        // A broadcast index is its scalar value (lower_mux), giving scalar conditions.
        let bidx = Expr::broadcast(v("c"), 8).unwrap();
        let m = Expr::mux(bidx, vec![a.clone(), b.clone()]).unwrap();
        let ExprNode::Select(c, _, _) = &m.node else {
            panic!()
        };
        assert_eq!(c.ty, Type::bool());
        // A scalar index with vector values is allowed; other lane counts are not.
        assert!(Expr::mux(v("c"), vec![a.clone(), b.clone()]).is_ok());
        let idx4 = Expr::ramp(v("c"), Expr::i32(1), 4).unwrap();
        assert!(Expr::mux(idx4, vec![a, b]).is_err());
        assert!(Expr::mux(idx, vec![v("x"), v("y")]).is_err());
    }

    #[test]
    fn select_cast_reinterpret() {
        let c = Expr::binary(BinOp::Lt, v("x"), v("y")).unwrap();
        assert!(Expr::select(c.clone(), v("x"), Expr::f32(1.0)).is_err());
        assert!(Expr::select(c, v("x"), v("y")).is_ok());
        assert!(Expr::reinterpret(Type::float(32), v("x")).is_ok());
        assert!(Expr::reinterpret(Type::float(64), v("x")).is_err());
        assert!(Expr::cast(Type::uint(8).with_lanes(4), v("x")).is_err());
    }
}
