//! `lerp(zero_val, one_val, weight)`, mirroring src/Lerp.cpp `lower_lerp`:
//!
//! - `bool` values: `select(weight > half, one_val, zero_val)`, `half` = `0.5f` for a float
//!   weight and `W.max() / 2` (integer division) for a `uintW` weight;
//! - float values: `zero_val * (1 - w) + one_val * w` in the value type, where `w` is the weight
//!   (a float of the same type), or a `uintW` weight converted by `w / (2^W − 1)` computed in
//!   `float32` (`float64` when W = 32) and cast to the value type;
//! - 8/16/32-bit integer values, computed on `uintN` (signed values biased by `T.min()` first,
//!   unbiased after): the weight is scaled to N bits (`uintW` weights multiplied or divided by
//!   the (2^(n/2)+1)… factor; float weights as `cast<uintN>(uintN.max() * w)`, in `float64` for
//!   N = 32), then with `P = zero·(2^N−1−w) + one·w` in 2N bits and `h = 2^(N−1)`:
//!   `result = ((((P + h) >> N) + P + h) >> N)`, i.e. P / (2^N − 1) rounded;
//! - 64-bit integer values: [`SemError::Unsupported`](super::SemError::Unsupported) (Halide
//!   rejects them too), as is any other combination.

use super::binop::binop;
use super::cast::{cast, int_to_int};
use super::floats::float_const;
use super::saturate::int_bounds;
use super::value::{bv_lit, int_const, ite, unsupported, FloatMode, SemResult, Value};
use crate::ir::{BinOp, Type, TypeCode};

/// `lerp(zero_val, one_val, weight)` with values of type `ty` and a weight of type `w_ty`.
pub fn lerp(
    ty: Type,
    zero: &Value,
    one: &Value,
    w_ty: Type,
    w: &Value,
    mode: FloatMode,
) -> SemResult<Value> {
    let (ty, w_ty) = (ty.element_of(), w_ty.element_of());
    let weight_ok = (w_ty.code == TypeCode::UInt && !w_ty.is_bool()) || w_ty.is_float();
    if !weight_ok {
        return unsupported(format!("lerp weight of type {w_ty}"));
    }
    if ty.is_bool() {
        let half = if w_ty.is_float() {
            float_const(w_ty, 0.5, mode)?
        } else {
            int_const(w_ty, int_bounds(w_ty).1 / 2)?
        };
        let above = binop(BinOp::Gt, w_ty, w, &half, mode)?;
        return ite(above.as_bool()?, one, zero);
    }
    if ty.is_float() {
        return float_lerp(ty, zero, one, w_ty, w, mode);
    }
    if !matches!(ty.bits, 8 | 16 | 32) || !ty.is_int_or_uint() {
        return unsupported(format!("lerp on {ty}"));
    }
    int_lerp(ty, zero, one, w_ty, w, mode)
}

fn float_lerp(
    ty: Type,
    zero: &Value,
    one: &Value,
    w_ty: Type,
    w: &Value,
    mode: FloatMode,
) -> SemResult<Value> {
    let typed_w = if w_ty.is_float() {
        if w_ty != ty {
            return unsupported(format!("lerp on {ty} with a {w_ty} weight"));
        }
        w.clone()
    } else {
        let calc = if w_ty.bits == 32 {
            Type::float(64)
        } else {
            Type::float(32)
        };
        let wf = cast(w_ty, calc, w, mode)?;
        let denom = float_const(calc, 2f64.powi(i32::from(w_ty.bits)) - 1.0, mode)?;
        let q = binop(BinOp::Div, calc, &wf, &denom, mode)?;
        cast(calc, ty, &q, mode)?
    };
    let one_f = float_const(ty, 1.0, mode)?;
    let inv = binop(BinOp::Sub, ty, &one_f, &typed_w, mode)?;
    let left = binop(BinOp::Mul, ty, zero, &inv, mode)?;
    let right = binop(BinOp::Mul, ty, one, &typed_w, mode)?;
    binop(BinOp::Add, ty, &left, &right, mode)
}

fn int_lerp(
    ty: Type,
    zero: &Value,
    one: &Value,
    w_ty: Type,
    w: &Value,
    mode: FloatMode,
) -> SemResult<Value> {
    let n = ty.bits;
    let ct = Type::uint(n);
    let bias = if ty.code == TypeCode::Int {
        int_const(ct, int_bounds(ty).0)?
    } else {
        int_const(ct, 0)?
    };
    let to_ct = |v: &Value| -> SemResult<Value> {
        let c = cast(ty, ct, v, mode)?;
        binop(BinOp::Sub, ct, &c, &bias, mode)
    };
    let (z, o) = (to_ct(zero)?, to_ct(one)?);
    let ct_max = int_bounds(ct).1;
    let typed_w = if w_ty.is_float() {
        if n == 32 {
            let d = Type::float(64);
            let k1 = float_const(d, 65535.0, mode)?;
            let k2 = float_const(d, 65537.0, mode)?;
            let k = binop(BinOp::Mul, d, &k1, &k2, mode)?;
            let wd = cast(w_ty, d, w, mode)?;
            let p = binop(BinOp::Mul, d, &k, &wd, mode)?;
            cast(d, ct, &p, mode)?
        } else {
            let m = float_const(w_ty, ct_max as f64, mode)?;
            let p = binop(BinOp::Mul, w_ty, &m, w, mode)?;
            cast(w_ty, ct, &p, mode)?
        }
    } else {
        let diff = i32::from(w_ty.bits) - i32::from(n);
        if diff == 0 {
            w.clone()
        } else {
            let mut bits_left = diff.unsigned_abs();
            let mut shift_amount = u32::from(n.min(w_ty.bits));
            let mut factor: u64 = 1;
            while bits_left != 0 {
                factor = factor.wrapping_add(factor << shift_amount);
                bits_left = bits_left.saturating_sub(shift_amount);
                shift_amount *= 2;
            }
            if diff < 0 {
                let wc = cast(w_ty, ct, w, mode)?;
                let f = int_const(ct, i128::from(factor))?;
                binop(BinOp::Mul, ct, &wc, &f, mode)?
            } else {
                let f = int_const(w_ty, i128::from(factor))?;
                let q = binop(BinOp::Div, w_ty, w, &f, mode)?;
                cast(w_ty, ct, &q, mode)?
            }
        }
    };
    let max_v = int_const(ct, ct_max)?;
    let inv = binop(BinOp::Sub, ct, &max_v, &typed_w, mode)?;
    let wide = Type::uint(2 * n);
    let widen = |v: &Value| int_to_int(ct, wide, v.as_bv()?);
    let p = widen(&z)?
        .bvmul(&widen(&inv)?)
        .bvadd(widen(&o)?.bvmul(&widen(&typed_w)?));
    let n2 = u32::from(2 * n);
    let h = bv_lit(n2, 1i128 << (n - 1))?;
    let shift = bv_lit(n2, i128::from(n))?;
    let ph = p.bvadd(&h);
    let divided = ph.bvlshr(&shift).bvadd(&ph).bvlshr(&shift);
    let result = Value::Bits(int_to_int(wide, ct, &divided)?);
    let unbiased = binop(BinOp::Add, ct, &result, &bias, mode)?;
    cast(ct, ty, &unbiased, mode)
}
