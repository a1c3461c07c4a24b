//! `saturating_cast<T>(a)`, mirroring src/FindIntrinsics.cpp `lower_saturating_cast`:
//!
//! - int/uint → int/uint (and `bool`): clamp the exact value to T's range, then cast;
//! - float → int/uint of at least the float's width: `e = max(a, T.min)`;
//!   `select(e >= float(T.max), T.max, cast<T>(e))`;
//! - float → narrower int/uint: `cast<T>(clamp(a, T.min, T.max))` with Halide's
//!   `clamp(a, lo, hi) = max(min(a, hi), lo)`; `min`/`max` are the select-based float ones, which
//!   fixes what NaN becomes;
//! - int/uint → float: a plain cast (no bound is losslessly representable);
//! - float → float: [`SemError::Unsupported`](super::SemError::Unsupported) (depends on
//!   `Type::min()/max()` of floats, not modelled).

use z3::ast::BV;

use super::binop::{binop, lt};
use super::cast::{cast, int_to_int};
use super::floats::float_const;
use super::value::{bv_lit, unsupported, FloatMode, SemResult, Value};
use crate::ir::{BinOp, Type, TypeCode};

/// Smallest and largest value of an integer type (`bool`: 0 and 1).
pub fn int_bounds(ty: Type) -> (i128, i128) {
    let n = u32::from(ty.bits);
    if n >= 128 {
        let lo = if ty.code == TypeCode::Int {
            i128::MIN
        } else {
            0
        };
        (lo, i128::MAX)
    } else if ty.code == TypeCode::Int {
        (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1)
    } else {
        (0, (1i128 << n) - 1)
    }
}

/// `saturating_cast(to, v)` for `v : from`.
pub fn saturating_cast(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    let (from, to) = (from.element_of(), to.element_of());
    if from == to {
        return Ok(v.clone());
    }
    if to.bits > 64 || from.bits > 128 {
        return unsupported(format!("saturating_cast to {to}"));
    }
    match (from.code, to.code) {
        (TypeCode::Handle, _) | (_, TypeCode::Handle) => {
            unsupported(format!("saturating_cast from {from} to {to}"))
        }
        (TypeCode::Float, TypeCode::Float) => {
            unsupported(format!("saturating_cast from {from} to {to}"))
        }
        (TypeCode::Int | TypeCode::UInt, TypeCode::Float) => cast(from, to, v, mode),
        (TypeCode::Int | TypeCode::UInt, TypeCode::Int | TypeCode::UInt) => {
            if from.is_bool() {
                return cast(from, to, v, mode);
            }
            // Exact comparison in a signed type wide enough for both ranges.
            let w = from.bits.max(to.bits) + 2;
            let wide_ty = Type::int(w);
            let x = int_to_int(from, wide_ty, v.as_bv()?)?;
            let (lo, hi) = int_bounds(to);
            let (lo, hi) = (bv_lit(u32::from(w), lo)?, bv_lit(u32::from(w), hi)?);
            let clamped: BV = lt(true, &x, &lo).ite(&lo, &lt(true, &hi, &x).ite(&hi, &x));
            cast(wide_ty, to, &Value::Bits(clamped), mode)
        }
        (TypeCode::Float, TypeCode::Int | TypeCode::UInt) => {
            let (lo, hi) = int_bounds(to);
            let lo_f = float_const(from, lo as f64, mode)?;
            let hi_f = float_const(from, hi as f64, mode)?;
            if to.bits >= from.bits {
                let e = binop(BinOp::Max, from, v, &lo_f, mode)?;
                let too_big = binop(BinOp::Ge, from, &e, &hi_f, mode)?;
                let hi_t = super::value::int_const(to, hi)?;
                let converted = cast(from, to, &e, mode)?;
                super::value::ite(too_big.as_bool()?, &hi_t, &converted)
            } else {
                let e = binop(BinOp::Min, from, v, &hi_f, mode)?;
                let e = binop(BinOp::Max, from, &e, &lo_f, mode)?;
                cast(from, to, &e, mode)
            }
        }
    }
}
