//! Shared helpers for the SMT semantics tests: a straightforward Rust reference implementation
//! of Halide's integer semantics (written from src/IR.h / src/IROperator.h definitions, not from
//! the Z3 encoding), and an evaluator that runs a Z3 term on constant inputs.

#![allow(dead_code)]

use halide_tv::ir::{Type, TypeCode};
use halide_tv::smt::{FloatMode, Semantics, Value};
use z3::ast::{Ast, BV};

/// An evaluated result: a number (read with the result type's signedness), a bool, or a term
/// that does not fold to a constant (an undefined value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Out {
    /// Integer result.
    Num(i128),
    /// Boolean result.
    Bool(bool),
    /// Not a constant: the encoding left an undefined value.
    Undef,
}

/// Reference result: `None` = undefined in Halide/LLVM.
pub type Ref = Option<i128>;

pub fn bits(ty: Type) -> u32 {
    u32::from(ty.bits)
}

pub fn signed(ty: Type) -> bool {
    ty.code == TypeCode::Int
}

pub fn min_of(ty: Type) -> i128 {
    if signed(ty) {
        -(1i128 << (bits(ty) - 1))
    } else {
        0
    }
}

pub fn max_of(ty: Type) -> i128 {
    if signed(ty) {
        (1i128 << (bits(ty) - 1)) - 1
    } else {
        (1i128 << bits(ty)) - 1
    }
}

/// Wraps an exact integer into `ty` (two's complement).
pub fn wrap(ty: Type, v: i128) -> i128 {
    let n = bits(ty);
    let m = v.rem_euclid(1i128 << n);
    if signed(ty) && m >= (1i128 << (n - 1)) {
        m - (1i128 << n)
    } else {
        m
    }
}

/// The unsigned bit pattern of a value of `ty`.
pub fn pattern(ty: Type, v: i128) -> i128 {
    v.rem_euclid(1i128 << bits(ty))
}

pub fn clamp_to(ty: Type, v: i128) -> i128 {
    v.clamp(min_of(ty), max_of(ty))
}

/// Every value of an 8-bit (or smaller) type.
pub fn all_values(ty: Type) -> Vec<i128> {
    (min_of(ty)..=max_of(ty)).collect()
}

/// Interesting values of any integer type.
pub fn edge_values(ty: Type) -> Vec<i128> {
    let (lo, hi) = (min_of(ty), max_of(ty));
    let mut v = vec![
        lo,
        lo + 1,
        -3,
        -2,
        -1,
        0,
        1,
        2,
        3,
        7,
        8,
        9,
        15,
        16,
        17,
        31,
        32,
        33,
        63,
        64,
        65,
    ];
    v.extend([
        hi - 1,
        hi,
        hi / 2,
        hi / 2 + 1,
        lo / 2,
        lo / 2 - 1,
        100,
        -100,
        255,
        256,
        -129,
    ]);
    let mut out: Vec<i128> = v.into_iter().filter(|x| *x >= lo && *x <= hi).collect();
    out.sort_unstable();
    out.dedup();
    out
}

// ---------------------------------------------------------------- reference semantics

/// Halide's shift (`left` or right) of `a : a_ty` by `b` (signed amounts reverse; |b| ≥ width
/// undefined; right shifts are floor divisions by 2^b, i.e. arithmetic for signed values).
pub fn ref_shift(left: bool, a_ty: Type, a: i128, b: i128) -> Ref {
    let n = i128::from(a_ty.bits);
    let (left, m) = if b < 0 { (!left, -b) } else { (left, b) };
    if m >= n {
        return None;
    }
    Some(if left { wrap(a_ty, a << m) } else { a >> m })
}

/// Euclidean division with x/0 = 0 (src/IROperator.h `div_imp`), wrapped.
pub fn ref_div(ty: Type, a: i128, b: i128) -> i128 {
    if b == 0 {
        0
    } else {
        wrap(ty, a.div_euclid(b))
    }
}

/// Euclidean modulo with x%0 = 0 (src/IROperator.h `mod_imp`).
pub fn ref_mod(ty: Type, a: i128, b: i128) -> i128 {
    if b == 0 {
        0
    } else {
        wrap(ty, a.rem_euclid(b))
    }
}

/// `rounding_shift_right(a, b) = (a + 2^(b-1)) >> b` at infinite precision (src/IR.h), a left
/// shift for negative b; undefined for |b| ≥ width.
pub fn ref_rounding_shift_right(a_ty: Type, a: i128, b: i128) -> Ref {
    let n = i128::from(a_ty.bits);
    if b.abs() >= n {
        return None;
    }
    Some(if b > 0 {
        (a + (1i128 << (b - 1))) >> b
    } else {
        wrap(a_ty, a << -b)
    })
}

/// `rounding_shift_left(a, b) = rounding_shift_right(a, -b)`.
pub fn ref_rounding_shift_left(a_ty: Type, a: i128, b: i128) -> Ref {
    ref_rounding_shift_right(a_ty, a, -b)
}

/// Halide's integer lerp: (zero·(M − w) + one·w) / M rounded to nearest, M = 2^N − 1, on the
/// biased unsigned values (src/IROperator.h `lerp` documentation: "exactly rounded").
pub fn ref_lerp(ty: Type, zero: i128, one: i128, w: i128) -> i128 {
    let n = bits(ty);
    let m = (1i128 << n) - 1;
    let bias = min_of(ty);
    let (z, o) = (zero - bias, one - bias);
    let p = z * (m - w) + o * w;
    let r = (2 * p + m) / (2 * m);
    r + bias
}

/// Reference for a two-argument intrinsic on `(a : ta, b : tb)` with result type `tr`.
pub fn ref_intrinsic2(name: &str, ta: Type, tb: Type, a: i128, b: i128) -> Ref {
    let wide = ta.widen();
    Some(match name {
        "absd" => (a - b).abs(),
        "bitwise_and" => wrap(ta, pattern(ta, a) & pattern(ta, b)),
        "bitwise_or" => wrap(ta, pattern(ta, a) | pattern(ta, b)),
        "bitwise_xor" => wrap(ta, pattern(ta, a) ^ pattern(ta, b)),
        "shift_left" => return ref_shift(true, ta, a, b),
        "shift_right" => return ref_shift(false, ta, a, b),
        "div_round_to_zero" => {
            if b == 0 || (signed(ta) && a == min_of(ta) && b == -1) {
                return None;
            }
            a / b
        }
        "mod_round_to_zero" => {
            if b == 0 || (signed(ta) && a == min_of(ta) && b == -1) {
                return None;
            }
            a % b
        }
        "widening_add" => a + b,
        "widening_sub" => a - b,
        "widening_mul" => a * b,
        "widening_shift_left" => return ref_shift(true, wide, a, b),
        "widening_shift_right" => return ref_shift(false, wide, a, b),
        "saturating_add" => clamp_to(ta, a + b),
        "saturating_sub" => clamp_to(ta, a - b),
        "halving_add" => (a + b) >> 1,
        "halving_sub" => wrap(ta, (a - b) >> 1),
        "rounding_halving_add" => (a + b + 1) >> 1,
        "rounding_shift_left" => return ref_rounding_shift_left(ta, a, b),
        "rounding_shift_right" => return ref_rounding_shift_right(ta, a, b),
        other => panic!("no reference for {other} on {ta}, {tb}"),
    })
}

/// Reference for `mul_shift_right` / `rounding_mul_shift_right` (src/IR.h:
/// `saturating_narrow(widening_mul(a, b) >> q)` and with `rounding_shift_right`).
pub fn ref_mul_shift_right(rounding: bool, ty: Type, a: i128, b: i128, q: i128) -> Ref {
    let wide = ty.widen();
    let p = a * b;
    let shifted = if rounding {
        ref_rounding_shift_right(wide, p, q)?
    } else {
        ref_shift(false, wide, p, q)?
    };
    Some(clamp_to(ty, shifted))
}

// ---------------------------------------------------------------- evaluation of Z3 terms

/// The literal of type `ty` holding `v`.
pub fn lit(s: &Semantics, ty: Type, v: i128) -> Value {
    s.int_const(ty, v).expect("literal")
}

/// Reads a simplified term as an [`Out`], interpreting bit-vectors with `ty`'s signedness.
pub fn read(ty: Type, v: &Value) -> Out {
    match v.simplify() {
        Value::Bool(b) => match b.as_bool() {
            Some(x) => Out::Bool(x),
            None => Out::Undef,
        },
        Value::Bits(bv) => match bv_value(&bv) {
            Some(u) => Out::Num(if signed(ty) { wrap(ty, u) } else { u }),
            None => Out::Undef,
        },
        other => panic!("unexpected non-integer result {other}"),
    }
}

/// The unsigned value of a numeral bit-vector (up to 128 bits).
pub fn bv_value(bv: &BV) -> Option<i128> {
    let n = bv.get_size();
    if n <= 64 {
        return bv.as_u64().map(i128::from);
    }
    let hi = bv.extract(n - 1, 64).simplify().as_u64()?;
    let lo = bv.extract(63, 0).simplify().as_u64()?;
    Some((i128::from(hi) << 64) | i128::from(lo))
}

/// Evaluates the binary term `t(a, b)` on every pair of `xs × ys` by substitution, calling
/// `check(x, y, out)` for each; returns the number of pairs evaluated.
pub fn for_all_pairs(
    t: &Value,
    vars: (&Value, &Value),
    types: (Type, Type, Type),
    xs: &[i128],
    ys: &[i128],
    mut check: impl FnMut(i128, i128, Out),
) -> usize {
    let (ta, tb, tr) = types;
    let av = vars.0.as_bv().expect("bit-vector variable").clone();
    let bv = vars.1.as_bv().expect("bit-vector variable").clone();
    let t = t.simplify();
    let mut count = 0;
    for &x in xs {
        let ax = bv_const(ta, x);
        let partial = substitute(&t, &av, &ax).simplify();
        for &y in ys {
            let by = bv_const(tb, y);
            let out = read(tr, &substitute(&partial, &bv, &by));
            check(x, y, out);
            count += 1;
        }
    }
    count
}

pub fn bv_const(ty: Type, v: i128) -> BV {
    halide_tv::smt::semantics::value::bv_lit(bits(ty), v).expect("literal")
}

pub fn substitute(t: &Value, var: &BV, val: &BV) -> Value {
    match t {
        Value::Bool(b) => Value::Bool(b.substitute(&[(var, val)])),
        Value::Bits(b) => Value::Bits(b.substitute(&[(var, val)])),
        Value::Real(r) => Value::Real(r.substitute(&[(var, val)])),
        Value::Fp(f) => Value::Fp(f.substitute(&[(var, val)])),
        Value::Opaque(d) => Value::Opaque(d.substitute(&[(var, val)])),
    }
}

/// Fresh semantics in `Real` mode (integers do not depend on the float mode).
pub fn sem() -> Semantics {
    Semantics::new(FloatMode::Real)
}

/// Expected `Out` for a reference result.
pub fn expect(r: Ref) -> Out {
    match r {
        Some(v) => Out::Num(v),
        None => Out::Undef,
    }
}
