//! Halide's `Cast` node on one lane (src/IR.h; code generation in
//! src/CodeGen_LLVM.cpp `visit(const Cast *)`):
//!
//! - int/uint → int/uint: `CreateIntCast(v, dst, src.is_int())`: sign-extend from a signed
//!   source, zero-extend from an unsigned one, truncate when narrowing (wraps);
//! - → `bool`: truncation to the low bit (an `i1` int cast; `UIntImm::make` normalises constants
//!   the same way), from a float via `uint8` first (`fptoui` to `i8`, then truncate);
//! - `bool` → int/uint/float: 0 or 1;
//! - int/uint → float: `sitofp`/`uitofp` (RNE in IEEE mode, exact in real mode);
//! - float → int/uint: `fptosi`/`fptoui`, truncation toward zero; out-of-range or NaN inputs are
//!   poison in LLVM and get an undefined value (see [`super::value`]);
//! - float → float: `fpext`/`fptrunc` (RNE); identity in real mode;
//! - handles: [`SemError::Unsupported`](super::SemError::Unsupported).

use z3::ast::{Bool, BV};

use super::floats::{float_to_float, float_to_int, int_to_float};
use super::value::{bv_lit, ill_typed, unsupported, FloatMode, SemResult, Value};
use crate::ir::{Type, TypeCode};

/// Converts one lane of type `from` to type `to`.
pub fn cast(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    let (from, to) = (from.element_of(), to.element_of());
    if from == to {
        return Ok(v.clone());
    }
    if from.code == TypeCode::Handle || to.code == TypeCode::Handle {
        return unsupported(format!("cast from {from} to {to}"));
    }
    if from.is_bool() {
        let b = v.as_bool()?;
        return if to.is_float() {
            let one = super::floats::float_const(to, 1.0, mode)?;
            let zero = super::floats::float_const(to, 0.0, mode)?;
            super::value::ite(b, &one, &zero)
        } else {
            let n = u32::from(to.bits);
            Ok(Value::Bits(b.ite(&bv_lit(n, 1)?, &bv_lit(n, 0)?)))
        };
    }
    if to.is_bool() {
        if from.is_float() {
            let byte = cast(from, Type::uint(8), v, mode)?;
            return cast(Type::uint(8), to, &byte, mode);
        }
        let x = v.as_bv()?;
        return Ok(Value::Bool(x.extract(0, 0).eq(BV::from_u64(1, 1))));
    }
    match (from.is_float(), to.is_float()) {
        (false, false) => Ok(Value::Bits(int_to_int(from, to, v.as_bv()?)?)),
        (false, true) => int_to_float(from, to, v.as_bv()?, mode),
        (true, false) => float_to_int(from, to, v, mode),
        (true, true) => float_to_float(from, to, v, mode),
    }
}

/// Integer → integer conversion of a bit-vector (extension by the source's signedness, or
/// truncation). Widths up to 128 bits, so intrinsics can compute in double width.
pub fn int_to_int(from: Type, to: Type, x: &BV) -> SemResult<BV> {
    let (m, n) = (u32::from(from.bits), u32::from(to.bits));
    if x.get_size() != m {
        return ill_typed(format!(
            "cast from {from}: operand has {} bits",
            x.get_size()
        ));
    }
    Ok(if n == m {
        x.clone()
    } else if n < m {
        x.extract(n - 1, 0)
    } else if from.code == TypeCode::Int {
        x.sign_ext(n - m)
    } else {
        x.zero_ext(n - m)
    })
}

/// `true` iff the bit-vector `x` of integer type `ty` equals zero.
pub fn is_zero(x: &BV) -> Bool {
    x.eq(BV::from_u64(0, x.get_size()))
}
