//! Halide's binary operators (`Add` … `Or`, src/IR.h) on one lane.
//!
//! Integers (src/IROperator.h `div_imp`/`mod_imp`, src/CodeGen_Internal.cpp
//! `lower_euclidean_div`/`lower_euclidean_mod`):
//! - `+ - *` wrap modulo 2^N (two's complement);
//! - signed `/` is Euclidean: the quotient q with `a = q·b + r`, `0 ≤ r < |b|` (rounds toward
//!   −∞ for b > 0, toward +∞ for b < 0), wrapped to N bits (so `INT_MIN / -1 = INT_MIN`);
//!   signed `%` is that r (always ≥ 0); unsigned `/ %` are the plain ones;
//! - `x / 0 = 0` and `x % 0 = 0` for every integer type;
//! - `min`/`max`/comparisons use the type's signedness;
//! - `&&`/`||` only on `bool`.
//!
//! Wrapping is the model for every width, as the validator's design requires. Halide itself is
//! stricter for `int32`/`int64`: its simplifier treats their overflow as undefined
//! (`signed_integer_overflow`, src/Simplify_Cast.cpp) and LLVM gets `nsw` flags. Wrapping is a
//! refinement of that: a proof under wrapping stays a proof, while a compilation that exploits
//! signed overflow may be reported invalid.
//!
//! `bool` operands support `== != < <= > >= min max && ||` (false < true); arithmetic on
//! `bool` is [`SemError::Unsupported`](super::SemError::Unsupported).
//!
//! Floats are delegated to [`super::floats`].

use z3::ast::{Bool, BV};

use super::floats::float_binop;
use super::value::{ill_typed, unsupported, FloatMode, SemResult, Value};
use crate::ir::{BinOp, Type, TypeCode};

/// Applies `op` to two lanes of type `ty` (the operand type; comparisons return `bool`).
pub fn binop(op: BinOp, ty: Type, a: &Value, b: &Value, mode: FloatMode) -> SemResult<Value> {
    match ty.code {
        TypeCode::Float => float_binop(op, ty, a, b, mode),
        TypeCode::UInt if ty.bits == 1 => bool_binop(op, a.as_bool()?, b.as_bool()?),
        TypeCode::Int | TypeCode::UInt => {
            let (a, b) = (a.as_bv()?, b.as_bv()?);
            if a.get_size() != u32::from(ty.bits) || b.get_size() != u32::from(ty.bits) {
                return ill_typed(format!("`{op}` on {ty} with operands of other widths"));
            }
            int_binop(op, ty.code == TypeCode::Int, a, b)
        }
        TypeCode::Handle => unsupported(format!("`{op}` on handles")),
    }
}

fn bool_binop(op: BinOp, a: &Bool, b: &Bool) -> SemResult<Value> {
    let v = match op {
        BinOp::Eq => a.eq(b),
        BinOp::Ne => a.ne(b),
        BinOp::Lt => Bool::and(&[a.not(), b.clone()]),
        BinOp::Le => a.implies(b),
        BinOp::Gt => Bool::and(&[a.clone(), b.not()]),
        BinOp::Ge => b.implies(a),
        BinOp::And | BinOp::Min => Bool::and(&[a, b]),
        BinOp::Or | BinOp::Max => Bool::or(&[a, b]),
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod => {
            return unsupported(format!("arithmetic `{op}` on bool"))
        }
    };
    Ok(Value::Bool(v))
}

/// Signed or unsigned `a < b` (in integer arithmetic when both are machine integers made
/// from mathematical ones, [`super::int_view`]).
pub fn lt(signed: bool, a: &BV, b: &BV) -> Bool {
    if let Some(v) = super::int_view::lt(signed, a, b) {
        v
    } else if signed {
        a.bvslt(b)
    } else {
        a.bvult(b)
    }
}

/// `a = b` on bit-vectors (in integer arithmetic when both are machine integers made from
/// mathematical ones, [`super::int_view`]).
pub fn bits_eq(a: &BV, b: &BV) -> Bool {
    super::int_view::eq(a, b).unwrap_or_else(|| a.eq(b))
}

/// Halide's integer division (see the module documentation).
pub fn int_div(signed: bool, a: &BV, b: &BV) -> BV {
    let n = a.get_size();
    let zero = BV::from_u64(0, n);
    let one = BV::from_u64(1, n);
    let q = if signed {
        let q = a.bvsdiv(b);
        let r = a.bvsrem(b);
        let adjust = b.bvsgt(&zero).ite(&q.bvsub(&one), &q.bvadd(&one));
        r.bvslt(&zero).ite(&adjust, &q)
    } else {
        a.bvudiv(b)
    };
    b.eq(&zero).ite(&zero, &q)
}

/// Halide's integer modulo (see the module documentation).
pub fn int_mod(signed: bool, a: &BV, b: &BV) -> BV {
    let n = a.get_size();
    let zero = BV::from_u64(0, n);
    let r = if signed {
        let r = a.bvsrem(b);
        let abs_b = b.bvslt(&zero).ite(&b.bvneg(), b);
        r.bvslt(&zero).ite(&r.bvadd(&abs_b), &r)
    } else {
        a.bvurem(b)
    };
    b.eq(&zero).ite(&zero, &r)
}

fn int_binop(op: BinOp, signed: bool, a: &BV, b: &BV) -> SemResult<Value> {
    let bits = |v: BV| Ok(Value::Bits(v));
    let boolean = |v: Bool| Ok(Value::Bool(v));
    match op {
        BinOp::Add => bits(a.bvadd(b)),
        BinOp::Sub => bits(a.bvsub(b)),
        BinOp::Mul => bits(a.bvmul(b)),
        BinOp::Div => bits(int_div(signed, a, b)),
        BinOp::Mod => bits(int_mod(signed, a, b)),
        BinOp::Min => bits(lt(signed, a, b).ite(a, b)),
        BinOp::Max => bits(lt(signed, b, a).ite(a, b)),
        BinOp::Eq => boolean(bits_eq(a, b)),
        BinOp::Ne => boolean(bits_eq(a, b).not()),
        BinOp::Lt => boolean(lt(signed, a, b)),
        BinOp::Le => boolean(lt(signed, b, a).not()),
        BinOp::Gt => boolean(lt(signed, b, a)),
        BinOp::Ge => boolean(lt(signed, a, b).not()),
        BinOp::And | BinOp::Or => ill_typed(format!("`{op}` on integers")),
    }
}
