//! One lane of a Halide value as a Z3 term, the float modes, literals and the
//! "undefined result" model.
//!
//! Representation (per lane, independent of vector width):
//!
//! | Halide type          | Z3 term                                                        |
//! |----------------------|----------------------------------------------------------------|
//! | `bool` (`uint1`)     | `Bool` (not a 1-bit vector: comparisons, `&&`, `select` stay native) |
//! | `intN` / `uintN`     | bit-vector of width N; signedness lives in the Halide type     |
//! | `floatN`, [`FloatMode::Real`]          | `Real` (exact mathematical value, no rounding) |
//! | `floatN`, [`FloatMode::Ieee`]          | `FloatingPoint` (5,11) / (8,24) / (11,53), RNE |
//! | `floatN`, [`FloatMode::Uninterpreted`] | uninterpreted sort `floatN`                    |
//! | `handle`             | not modelled: [`SemError::Unsupported`]                        |
//!
//! Undefined results (shift by ≥ the width, out-of-range float→int, C division by zero in
//! `div_round_to_zero`…) are modelled by [`undefined`]: an uninterpreted function named
//! `undef.<what>.<type>` applied to the operands. The result is therefore unconstrained (any value
//! of the type) but deterministic in the operands, like LLVM's `freeze(poison)` evaluated once per
//! operand tuple. A proof never depends on a particular undefined value; an implementation that
//! turns an undefined spec value into a defined one, or vice versa, fails to validate.

use std::fmt;

use z3::ast::{Ast, Bool, Dynamic, Float, Real, BV};
use z3::{Context, FuncDecl, Sort, Translate};

use crate::ir::{Type, TypeCode};

/// How Halide floats are interpreted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatMode {
    /// Mathematical reals: no rounding, no NaN/inf; `float32` and `float64` coincide. Matches
    /// Halide's default fast-math view (and the thesis' default); proofs are not bit-exact.
    Real,
    /// IEEE-754 binary16/32/64 with round-to-nearest-even, as Halide generates for
    /// `strict_float` code: bit-exact.
    Ieee,
    /// An uninterpreted sort per float width and one uninterpreted function per operation:
    /// proves only what holds for every interpretation (syntactic equality modulo integer facts).
    Uninterpreted,
}

impl fmt::Display for FloatMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FloatMode::Real => "real",
            FloatMode::Ieee => "ieee",
            FloatMode::Uninterpreted => "uninterpreted",
        })
    }
}

/// Why a semantic function gave no term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SemError {
    /// An operation, intrinsic or type combination that is deliberately not modelled.
    /// The validator must answer UNKNOWN naming it.
    Unsupported(String),
    /// Operands whose types or Z3 representation do not fit the operation (a caller bug or a
    /// malformed input program).
    IllTyped(String),
    /// Z3 refused to build a term (null AST from the C API).
    Z3(String),
}

impl fmt::Display for SemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SemError::Unsupported(what) => write!(f, "unsupported: {what}"),
            SemError::IllTyped(what) => write!(f, "ill-typed: {what}"),
            SemError::Z3(what) => write!(f, "z3 error: {what}"),
        }
    }
}

impl std::error::Error for SemError {}

/// Result of a semantic function.
pub type SemResult<T> = Result<T, SemError>;

/// Shorthand for an `Unsupported` error.
pub fn unsupported<T>(what: impl Into<String>) -> SemResult<T> {
    Err(SemError::Unsupported(what.into()))
}

/// Shorthand for an `IllTyped` error.
pub fn ill_typed<T>(what: impl Into<String>) -> SemResult<T> {
    Err(SemError::IllTyped(what.into()))
}

/// One lane of a Halide value.
#[derive(Clone, Debug)]
pub enum Value {
    /// `bool`.
    Bool(Bool),
    /// `intN` / `uintN`.
    Bits(BV),
    /// A float in [`FloatMode::Real`].
    Real(Real),
    /// A float in [`FloatMode::Ieee`].
    Fp(Float),
    /// A float in [`FloatMode::Uninterpreted`].
    Opaque(Dynamic),
}

// SAFETY: `translate` translates the one term a value holds into `dest`.
unsafe impl Translate for Value {
    fn translate(&self, dest: &Context) -> Value {
        match self {
            Value::Bool(b) => Value::Bool(b.translate(dest)),
            Value::Bits(b) => Value::Bits(b.translate(dest)),
            Value::Real(r) => Value::Real(r.translate(dest)),
            Value::Fp(f) => Value::Fp(f.translate(dest)),
            Value::Opaque(d) => Value::Opaque(d.translate(dest)),
        }
    }
}

impl Value {
    /// The term as a `Bool`, or an `IllTyped` error.
    pub fn as_bool(&self) -> SemResult<&Bool> {
        match self {
            Value::Bool(b) => Ok(b),
            other => ill_typed(format!("expected a bool term, found {other}")),
        }
    }
    /// The term as a bit-vector, or an `IllTyped` error.
    pub fn as_bv(&self) -> SemResult<&BV> {
        match self {
            Value::Bits(b) => Ok(b),
            other => ill_typed(format!("expected a bit-vector term, found {other}")),
        }
    }
    /// The term as a real, or an `IllTyped` error.
    pub fn as_real(&self) -> SemResult<&Real> {
        match self {
            Value::Real(r) => Ok(r),
            other => ill_typed(format!("expected a real term, found {other}")),
        }
    }
    /// The term as an IEEE float, or an `IllTyped` error.
    pub fn as_fp(&self) -> SemResult<&Float> {
        match self {
            Value::Fp(f) => Ok(f),
            other => ill_typed(format!("expected a floating-point term, found {other}")),
        }
    }
    /// The term as a Z3 `Dynamic` (for function application and model evaluation).
    pub fn to_dynamic(&self) -> Dynamic {
        match self {
            Value::Bool(b) => Dynamic::from_ast(b),
            Value::Bits(b) => Dynamic::from_ast(b),
            Value::Real(r) => Dynamic::from_ast(r),
            Value::Fp(f) => Dynamic::from_ast(f),
            Value::Opaque(d) => d.clone(),
        }
    }
    /// Wraps a `Dynamic` of the sort that represents `ty` in `mode`.
    pub fn from_dynamic(ty: Type, mode: FloatMode, d: Dynamic) -> SemResult<Value> {
        let v = match (ty.code, mode) {
            (TypeCode::UInt, _) if ty.bits == 1 => d.as_bool().map(Value::Bool),
            (TypeCode::Int | TypeCode::UInt, _) => d.as_bv().map(Value::Bits),
            (TypeCode::Float, FloatMode::Real) => d.as_real().map(Value::Real),
            (TypeCode::Float, FloatMode::Ieee) => d.as_float().map(Value::Fp),
            (TypeCode::Float, FloatMode::Uninterpreted) => Some(Value::Opaque(d)),
            (TypeCode::Handle, _) => return unsupported("handle values"),
        };
        match v {
            Some(v) => Ok(v),
            None => ill_typed(format!("term of the wrong sort for {ty} in {mode} mode")),
        }
    }
    /// Z3 equality of the two terms (`=`): for IEEE floats this is identity of values, so
    /// NaN equals NaN and +0 differs from −0. This is "the same value", not Halide's `==`.
    pub fn same_as(&self, other: &Value) -> SemResult<Bool> {
        match (self, other) {
            (Value::Bool(a), Value::Bool(b)) => Ok(a.eq(b)),
            (Value::Bits(a), Value::Bits(b)) if a.get_size() == b.get_size() => {
                Ok(super::binop::bits_eq(a, b))
            }
            (Value::Real(a), Value::Real(b)) => Ok(a.eq(b)),
            (Value::Fp(a), Value::Fp(b)) if a.get_sort() == b.get_sort() => Ok(a.eq(b)),
            (Value::Opaque(a), Value::Opaque(b)) if a.get_sort() == b.get_sort() => Ok(a.eq(b)),
            (a, b) => ill_typed(format!("cannot compare {a} with {b}")),
        }
    }
    /// The term with Z3's simplifier applied (constant folding).
    pub fn simplify(&self) -> Value {
        match self {
            Value::Bool(b) => Value::Bool(b.simplify()),
            Value::Bits(b) => Value::Bits(b.simplify()),
            Value::Real(r) => Value::Real(r.simplify()),
            Value::Fp(f) => Value::Fp(f.simplify()),
            Value::Opaque(d) => Value::Opaque(d.simplify()),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Bits(b) => write!(f, "{b}"),
            Value::Real(r) => write!(f, "{r}"),
            Value::Fp(x) => write!(f, "{x}"),
            Value::Opaque(d) => write!(f, "{d}"),
        }
    }
}

/// Exponent and significand widths (Z3 convention: significand includes the hidden bit) of a
/// Halide float width.
pub fn fp_format(bits: u8) -> SemResult<(u32, u32)> {
    match bits {
        16 => Ok((5, 11)),
        32 => Ok((8, 24)),
        64 => Ok((11, 53)),
        b => unsupported(format!("float{b}")),
    }
}

/// The Z3 sort representing one lane of `ty` in `mode`.
pub fn sort_of(ty: Type, mode: FloatMode) -> SemResult<Sort> {
    match ty.code {
        TypeCode::UInt if ty.bits == 1 => Ok(Sort::bool()),
        TypeCode::Int | TypeCode::UInt if ty.bits > 0 => Ok(Sort::bitvector(u32::from(ty.bits))),
        TypeCode::Float => {
            let (e, s) = fp_format(ty.bits)?;
            Ok(match mode {
                FloatMode::Real => Sort::real(),
                FloatMode::Ieee => Sort::float(e, s),
                FloatMode::Uninterpreted => Sort::uninterpreted(format!("float{}", ty.bits).into()),
            })
        }
        _ => unsupported(format!("values of type {ty}")),
    }
}

/// A free variable named `name` holding one lane of `ty`.
pub fn variable(name: &str, ty: Type, mode: FloatMode) -> SemResult<Value> {
    let sort = sort_of(ty, mode)?;
    Value::from_dynamic(ty, mode, Dynamic::new_const(name, &sort))
}

/// A bit-vector literal of `bits` bits holding `value` modulo 2^bits (sign-extended beyond
/// 128 bits, for the internal double-width types of 64-bit intrinsics).
pub fn bv_lit(bits: u32, value: i128) -> SemResult<BV> {
    if bits == 0 || bits > 255 {
        return ill_typed(format!("bit-vector literal of {bits} bits"));
    }
    if bits > 128 {
        return Ok(bv_lit(128, value)?.sign_ext(bits - 128));
    }
    let masked = if bits == 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << bits) - 1)
    };
    if let Ok(small) = u64::try_from(masked) {
        return Ok(BV::from_u64(small, bits));
    }
    match BV::from_str(bits, &masked.to_string()) {
        Some(bv) => Ok(bv),
        None => Err(SemError::Z3(format!("bit-vector literal {masked}"))),
    }
}

/// The integer literal `value` of type `ty`, wrapped modulo 2^bits (a Halide `IntImm`/`UIntImm`
/// after `make_const`'s normalisation). For `bool`, the low bit.
pub fn int_const(ty: Type, value: i128) -> SemResult<Value> {
    if !ty.is_int_or_uint() {
        return ill_typed(format!("integer literal of type {ty}"));
    }
    if ty.is_bool() {
        return Ok(Value::Bool(Bool::from_bool(value & 1 == 1)));
    }
    Ok(Value::Bits(bv_lit(u32::from(ty.bits), value)?))
}

/// `true` when the bit-vector `v` of a type with `signed` interpretation is negative.
pub fn is_negative(v: &BV, signed: bool) -> Bool {
    if signed {
        v.bvslt(BV::from_u64(0, v.get_size()))
    } else {
        Bool::from_bool(false)
    }
}

/// `if c then t else e` on two values of the same representation.
pub fn ite(c: &Bool, t: &Value, e: &Value) -> SemResult<Value> {
    Ok(match (t, e) {
        (Value::Bool(a), Value::Bool(b)) => Value::Bool(c.ite(a, b)),
        (Value::Bits(a), Value::Bits(b)) if a.get_size() == b.get_size() => {
            Value::Bits(c.ite(a, b))
        }
        (Value::Real(a), Value::Real(b)) => Value::Real(c.ite(a, b)),
        (Value::Fp(a), Value::Fp(b)) if a.get_sort() == b.get_sort() => Value::Fp(c.ite(a, b)),
        (Value::Opaque(a), Value::Opaque(b)) if a.get_sort() == b.get_sort() => {
            Value::Opaque(c.ite(a, b))
        }
        (a, b) => return ill_typed(format!("select between {a} and {b}")),
    })
}

/// Applies the uninterpreted function `name : sorts(args) → sort(result)`. Z3 identifies
/// functions by name and signature, so the same name and types always give the same symbol.
pub fn apply_uf(name: &str, args: &[Value], result: Type, mode: FloatMode) -> SemResult<Value> {
    let dyn_args: Vec<Dynamic> = args.iter().map(Value::to_dynamic).collect();
    let sorts: Vec<Sort> = dyn_args.iter().map(|a| a.get_sort()).collect();
    let sort_refs: Vec<&Sort> = sorts.iter().collect();
    let range = sort_of(result, mode)?;
    let f = FuncDecl::new(name, &sort_refs, &range);
    let arg_refs: Vec<&dyn Ast> = dyn_args.iter().map(|a| a as &dyn Ast).collect();
    Value::from_dynamic(result, mode, f.apply(&arg_refs))
}

/// The undefined result of operation `what` on `args`, of type `result`: see the module
/// documentation (`undef.<what>.<type>` applied to the operands).
pub fn undefined(what: &str, args: &[Value], result: Type, mode: FloatMode) -> SemResult<Value> {
    apply_uf(&format!("undef.{what}.{result}"), args, result, mode)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_wrap_and_bools_take_the_low_bit() {
        let v = int_const(Type::uint(8), 300).unwrap().simplify();
        assert_eq!(v.as_bv().unwrap().as_u64(), Some(44));
        let v = int_const(Type::int(8), -1).unwrap().simplify();
        assert_eq!(v.as_bv().unwrap().as_u64(), Some(255));
        let v = int_const(Type::bool(), 2).unwrap();
        assert_eq!(v.as_bool().unwrap().as_bool(), Some(false));
        let wide = bv_lit(128, -1).unwrap();
        assert_eq!(wide.get_size(), 128);
        assert_eq!(wide.extract(127, 64).simplify().as_u64(), Some(u64::MAX));
    }

    #[test]
    fn sorts_follow_the_mode() {
        let f32 = Type::float(32);
        assert_eq!(sort_of(f32, FloatMode::Real).unwrap(), Sort::real());
        assert_eq!(sort_of(f32, FloatMode::Ieee).unwrap(), Sort::float32());
        assert!(matches!(
            sort_of(Type::handle(), FloatMode::Real),
            Err(SemError::Unsupported(_))
        ));
        assert!(matches!(
            sort_of(Type::float(8), FloatMode::Ieee),
            Err(SemError::Unsupported(_))
        ));
    }

    #[test]
    fn undefined_is_deterministic_in_its_operands() {
        let x = variable("x", Type::int(8), FloatMode::Real).unwrap();
        let u1 = undefined("t", std::slice::from_ref(&x), Type::int(8), FloatMode::Real).unwrap();
        let u2 = undefined("t", std::slice::from_ref(&x), Type::int(8), FloatMode::Real).unwrap();
        let same = u1.same_as(&u2).unwrap().simplify();
        assert_eq!(same.as_bool(), Some(true));
    }
}
