//! Bit-level intrinsics: bitwise and/or/xor/not, shifts with Halide's signed shift amounts,
//! count_leading_zeros / count_trailing_zeros / popcount.
//!
//! Shifts (src/IROperator.cpp `lower_signed_shift_left`/`lower_signed_shift_right`,
//! src/CodeGen_LLVM.cpp): the amount `b` is read with its own type's signedness; a negative
//! amount shifts the other way by `-b`; `>>` is arithmetic for a signed first operand, logical
//! for an unsigned one. A magnitude ≥ the width of `a` is an LLVM `shl`/`ashr`/`lshr` by
//! ≥ width (poison) and yields [`undefined`]`("shift_left"|"shift_right")`.
//!
//! `count_leading_zeros(0)` and `count_trailing_zeros(0)` are the bit width (src/IROperator.h).

use z3::ast::{Ast, Bool, BV};

use super::value::{bv_lit, ill_typed, undefined, unsupported, FloatMode, SemResult, Value};
use crate::ir::{Type, TypeCode};

/// Which bitwise operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bitwise {
    /// `bitwise_and`
    And,
    /// `bitwise_or`
    Or,
    /// `bitwise_xor`
    Xor,
}

/// `a & b`, `a | b`, `a ^ b` on two lanes of the same integer (or bool) type.
pub fn bitwise(op: Bitwise, ty: Type, a: &Value, b: &Value) -> SemResult<Value> {
    if ty.is_bool() {
        let (a, b) = (a.as_bool()?, b.as_bool()?);
        return Ok(Value::Bool(match op {
            Bitwise::And => Bool::and(&[a, b]),
            Bitwise::Or => Bool::or(&[a, b]),
            Bitwise::Xor => a.xor(b),
        }));
    }
    if !ty.is_int_or_uint() {
        return unsupported(format!("bitwise {op:?} on {ty}"));
    }
    let (a, b) = (a.as_bv()?, b.as_bv()?);
    if a.get_size() != b.get_size() {
        return ill_typed("bitwise operands of different widths");
    }
    Ok(Value::Bits(match op {
        Bitwise::And => a.bvand(b),
        Bitwise::Or => a.bvor(b),
        Bitwise::Xor => a.bvxor(b),
    }))
}

/// `~a`.
pub fn bitwise_not(ty: Type, a: &Value) -> SemResult<Value> {
    if ty.is_bool() {
        return Ok(Value::Bool(a.as_bool()?.not()));
    }
    if !ty.is_int_or_uint() {
        return unsupported(format!("bitwise_not on {ty}"));
    }
    Ok(Value::Bits(a.as_bv()?.bvnot()))
}

/// `a << b` (`left`) or `a >> b`, with `a : a_ty`, `b : b_ty` (any integer types).
pub fn shift(
    left: bool,
    a_ty: Type,
    a: &Value,
    b_ty: Type,
    b: &Value,
    mode: FloatMode,
) -> SemResult<Value> {
    let name = if left { "shift_left" } else { "shift_right" };
    if a_ty.is_bool() || b_ty.is_bool() || !a_ty.is_int_or_uint() || !b_ty.is_int_or_uint() {
        return unsupported(format!("{name} on {a_ty} by {b_ty}"));
    }
    let (av, bv) = (a.as_bv()?, b.as_bv()?);
    let n = u32::from(a_ty.bits);
    let m = u32::from(b_ty.bits);
    if av.get_size() != n || bv.get_size() != m {
        return ill_typed(format!("{name} operands do not match their types"));
    }
    // A constant amount in range: `a << k` is `a · 2^k` (mod 2^n), written as a product so that
    // Z3's sum-of-monomials normal form treats it like the specification's `2^k · a`
    // (stencil_chain: `shift_left(x, 4)` against `(uint16)16 * x`).
    if left {
        if let Some(k) = constant_amount(bv, b_ty) {
            if (0..i128::from(n)).contains(&k) {
                return Ok(Value::Bits(av.bvmul(bv_lit(n, 1i128 << k)?)));
            }
        }
    }
    // Amount in m+1 bits so that its magnitude never overflows.
    let wide = if b_ty.code == TypeCode::Int {
        bv.sign_ext(1)
    } else {
        bv.zero_ext(1)
    };
    let zero = bv_lit(m + 1, 0)?;
    let negative = wide.bvslt(&zero);
    let magnitude = negative.ite(&wide.bvneg(), &wide);
    let in_range = magnitude.bvult(bv_lit(m + 1, i128::from(n))?);
    // The magnitude is < n ≤ 128 when used, so resizing to n bits keeps its value.
    let amount = if m + 1 >= n {
        magnitude.extract(n - 1, 0)
    } else {
        magnitude.zero_ext(n - (m + 1))
    };
    let shl = av.bvshl(&amount);
    let shr = if a_ty.code == TypeCode::Int {
        av.bvashr(&amount)
    } else {
        av.bvlshr(&amount)
    };
    let (forward, backward) = if left { (shl, shr) } else { (shr, shl) };
    let defined = negative.ite(&backward, &forward);
    let undef = undefined(name, &[a.clone(), b.clone()], a_ty, mode)?;
    Ok(Value::Bits(in_range.ite(&defined, undef.as_bv()?)))
}

/// The value of a constant shift amount of type `ty` (read with its signedness).
fn constant_amount(b: &BV, ty: Type) -> Option<i128> {
    let bits = b.simplify().as_u64()?;
    let m = u32::from(ty.bits);
    if m > 64 {
        return None;
    }
    let v = i128::from(bits);
    if ty.code == TypeCode::Int && m > 0 && v >= 1i128 << (m - 1) {
        Some(v - (1i128 << m))
    } else {
        Some(v)
    }
}

/// Which bit-counting operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitCount {
    /// `count_leading_zeros`
    LeadingZeros,
    /// `count_trailing_zeros`
    TrailingZeros,
    /// `popcount`
    Popcount,
}

/// clz/ctz/popcount of `x : ty`, as a value of type `result` (Halide: the argument's type).
pub fn bit_count(op: BitCount, ty: Type, x: &Value, result: Type) -> SemResult<Value> {
    if ty.is_bool() || !ty.is_int_or_uint() || result.is_bool() || !result.is_int_or_uint() {
        return unsupported(format!("{op:?} from {ty} to {result}"));
    }
    let x = x.as_bv()?;
    let n = x.get_size();
    let r = u32::from(result.bits);
    let bit = |i: u32| x.extract(i, i).eq(BV::from_u64(1, 1));
    let lit = |v: u32| bv_lit(r, i128::from(v));
    let mut acc = lit(n)?;
    match op {
        BitCount::LeadingZeros => {
            for i in 0..n {
                acc = bit(i).ite(&lit(n - 1 - i)?, &acc);
            }
        }
        BitCount::TrailingZeros => {
            for i in (0..n).rev() {
                acc = bit(i).ite(&lit(i)?, &acc);
            }
        }
        BitCount::Popcount => {
            acc = lit(0)?;
            for i in 0..n {
                acc = acc.bvadd(bit(i).ite(&lit(1)?, &lit(0)?));
            }
        }
    }
    Ok(Value::Bits(acc))
}
