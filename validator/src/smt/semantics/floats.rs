//! Float operations in the three [`FloatMode`]s, and the conversions between floats and
//! bit-vectors (`sitofp`/`uitofp`/`fptosi`/`fptoui`/`fpext`/`fptrunc`, bit reinterpretation).
//!
//! Halide's code generator (src/CodeGen_LLVM.cpp) fixes the IEEE meaning mirrored here:
//! `+ - * /` are `fadd`…`fdiv` (RNE); `a % b` is `a - b * floor(a / b)` (each step rounded);
//! `min(a, b)` is `select(a < b, a, b)` and `max(a, b)` is `select(a > b, a, b)` (so NaN in the
//! first operand yields the second); `==` is `fcmp oeq`, `!=` is `fcmp one` (false on NaN),
//! `<`… are ordered comparisons. Float→int casts truncate toward zero; out-of-range (or NaN)
//! inputs are LLVM poison and get an [`undefined`] value.
//!
//! In [`FloatMode::Real`], `a / 0` is Z3's real division by zero (an unspecified but fixed
//! function of `a`), and `%` uses the exact `floor`.

use z3::ast::{Ast, Bool, Float, Int, Real, RoundingMode, BV};
use z3::Sort;

use super::value::{
    apply_uf, fp_format, ill_typed, sort_of, undefined, unsupported, FloatMode, SemError,
    SemResult, Value,
};
use crate::ir::{BinOp, Type};

/// Round-to-nearest-even, the rounding of every IEEE operation Halide emits.
fn rne() -> RoundingMode {
    RoundingMode::round_nearest_ties_to_even()
}

/// The Z3 `FloatingPoint` sort of a Halide float width.
fn fp_sort(bits: u8) -> SemResult<Sort> {
    let (e, s) = fp_format(bits)?;
    Ok(Sort::float(e, s))
}

fn z3_null(what: &str) -> SemError {
    SemError::Z3(format!("Z3 returned no term for {what}"))
}

/// `fp.to_fp` of a signed or unsigned bit-vector with RNE (LLVM `sitofp` / `uitofp`).
fn fp_from_int(bv: &BV, signed: bool, bits: u8) -> SemResult<Float> {
    let sort = fp_sort(bits)?;
    let rm = rne();
    let ctx = bv.get_ctx();
    let raw = ctx.get_z3_context();
    // SAFETY: all handles come from live objects of the same (thread-local) context; the
    // result is checked for null before being wrapped, which takes a reference on it.
    unsafe {
        let ast = if signed {
            z3_sys::Z3_mk_fpa_to_fp_signed(
                raw,
                rm.get_z3_ast(),
                bv.get_z3_ast(),
                sort.get_z3_sort(),
            )
        } else {
            z3_sys::Z3_mk_fpa_to_fp_unsigned(
                raw,
                rm.get_z3_ast(),
                bv.get_z3_ast(),
                sort.get_z3_sort(),
            )
        };
        match ast {
            Some(a) => Ok(Float::wrap(ctx, a)),
            None => Err(z3_null("int to float conversion")),
        }
    }
}

/// The float whose IEEE-754 bit pattern is `bv` (`reinterpret<floatN>`).
pub fn fp_from_bits(bv: &BV, bits: u8) -> SemResult<Float> {
    let sort = fp_sort(bits)?;
    if bv.get_size() != u32::from(bits) {
        return ill_typed(format!(
            "reinterpret of {} bits as float{bits}",
            bv.get_size()
        ));
    }
    let ctx = bv.get_ctx();
    // SAFETY: as in `fp_from_int`.
    unsafe {
        match z3_sys::Z3_mk_fpa_to_fp_bv(ctx.get_z3_context(), bv.get_z3_ast(), sort.get_z3_sort())
        {
            Some(a) => Ok(Float::wrap(ctx, a)),
            None => Err(z3_null("bits to float conversion")),
        }
    }
}

/// An IEEE literal of width `bits` holding `value` rounded to nearest-even.
fn fp_lit(value: f64, bits: u8) -> SemResult<Float> {
    let sort = fp_sort(bits)?;
    Ok(Float::from_f64(value).to_fp_with_rounding_mode(&rne(), &sort))
}

/// The float literal `value` of type `ty` in `mode` (Halide's `FloatImm`: the double rounded to
/// the type). In `Real` mode the exact rational value of that rounded float.
pub fn float_const(ty: Type, value: f64, mode: FloatMode) -> SemResult<Value> {
    if !ty.is_float() {
        return ill_typed(format!("float literal of type {ty}"));
    }
    match mode {
        FloatMode::Ieee => Ok(Value::Fp(fp_lit(value, ty.bits)?)),
        FloatMode::Real => {
            let rounded = match ty.bits {
                32 => f64::from(value as f32),
                64 => value,
                _ => {
                    // float16: round through Z3 to keep one definition of the rounding.
                    let f = fp_lit(value, ty.bits)?.to_real().simplify();
                    return Ok(Value::Real(f));
                }
            };
            if !rounded.is_finite() {
                return unsupported(format!("non-finite literal {value} in real mode"));
            }
            Ok(Value::Real(real_of_f64(rounded)?))
        }
        FloatMode::Uninterpreted => {
            let bits = value_bits(value, ty.bits)?;
            let code = Value::Bits(bits);
            apply_uf(&format!("lit.float{}", ty.bits), &[code], ty, mode)
        }
    }
}

/// The IEEE bit pattern of `value` rounded to `bits` bits, as a literal bit-vector.
fn value_bits(value: f64, bits: u8) -> SemResult<BV> {
    Ok(fp_lit(value, bits)?.to_ieee_bv().simplify())
}

/// The exact rational value of a finite double.
fn real_of_f64(v: f64) -> SemResult<Real> {
    let bits = v.to_bits();
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mant, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    };
    let (num, den) = if e >= 0 {
        (mul_pow2_decimal(mant, e as u32), "1".to_string())
    } else {
        (mant.to_string(), mul_pow2_decimal(1, (-e) as u32))
    };
    match Real::from_rational_str(&format!("{sign}{num}"), &den) {
        Some(r) => Ok(r.simplify()),
        None => Err(z3_null("rational literal")),
    }
}

/// Decimal representation of m · 2^e (schoolbook doubling on little-endian decimal digits).
fn mul_pow2_decimal(m: u64, e: u32) -> String {
    let mut digits: Vec<u8> = m.to_string().bytes().rev().map(|d| d - b'0').collect();
    for _ in 0..e {
        let mut carry = 0;
        for d in digits.iter_mut() {
            let x = *d * 2 + carry;
            *d = x % 10;
            carry = x / 10;
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    digits.iter().rev().map(|d| char::from(b'0' + d)).collect()
}

/// The value of `r` as a double when it is a numeral that a double holds exactly (every
/// float literal and every folded constant is one).
fn exact_f64(r: &Real) -> Option<f64> {
    if r.kind() != z3::AstKind::Numeral && !small_ground_term(&z3::ast::Dynamic::from_ast(r)) {
        return None;
    }
    let r = r.simplify();
    if r.kind() != z3::AstKind::Numeral {
        return None;
    }
    let (n, d) = r.as_rational()?;
    const EXACT: i64 = 1 << 53;
    if !(-EXACT..=EXACT).contains(&n) || !(1..=EXACT).contains(&d) {
        return None;
    }
    let v = n as f64 / d as f64;
    // `n / d` is exact when the quotient is a double: check it against the rational.
    let back = real_of_f64(v).ok()?;
    (back.eq(&r).simplify().as_bool() == Some(true)).then_some(v)
}

/// Whether `t` has at most a few dozen nodes and no uninterpreted constant or function (a
/// variable, a tensor, an input): then Z3's simplifier turns it into a numeral. Checked
/// before simplifying, so that every float operation does not simplify its whole operands.
fn small_ground_term(t: &z3::ast::Dynamic) -> bool {
    const MAX_NODES: usize = 48;
    let mut stack = vec![t.clone()];
    let mut nodes = 0;
    while let Some(e) = stack.pop() {
        nodes += 1;
        if nodes > MAX_NODES {
            return false;
        }
        match e.kind() {
            z3::AstKind::Numeral => {}
            z3::AstKind::App => {
                if e.decl().kind() == z3::DeclKind::UNINTERPRETED {
                    return false;
                }
                stack.extend(e.children());
            }
            _ => return false,
        }
    }
    true
}

/// Halide's constant folding of a float operation on constants of type `ty` (`float32` or
/// `float64`; `Simplify_Add`, `Simplify_Div`, …: the operation on doubles, the result rounded
/// to the type by `make_const`): in `Real` mode a constant expression of the algorithm denotes
/// the constant Halide folds it to, which is the one the generated code holds (unsharp's kernel
/// `exp_f32(0.0f) / 3.7599425f` is the literal `0.2659615f`; the real quotient is not). For
/// `+ − × ÷` on `float32` operands the double result rounded to `float32` is the correctly
/// rounded `float32` result, so this agrees with IEEE arithmetic too. `None` when an operand
/// is not an exact constant or the result is not finite.
fn folded_constant(op: BinOp, ty: Type, a: &Real, b: &Real) -> Option<Real> {
    if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div) {
        return None;
    }
    let (x, y) = (exact_f64(a)?, exact_f64(b)?);
    let v = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        _ => x / y,
    };
    rounded_to(ty, v)
}

/// `v` rounded to the float type `ty` (32 or 64 bits), as an exact real; `None` for other
/// widths or when the result is not finite.
fn rounded_to(ty: Type, v: f64) -> Option<Real> {
    match ty.bits {
        32 => rounded_to_f32(v),
        64 => v.is_finite().then(|| real_of_f64(v).ok()).flatten(),
        _ => None,
    }
}

/// `v` rounded to `float32` (Halide's `make_const` of a folded double), as an exact real;
/// `None` when the result is not finite.
fn rounded_to_f32(v: f64) -> Option<Real> {
    let rounded = f64::from(v as f32);
    rounded
        .is_finite()
        .then(|| real_of_f64(rounded).ok())
        .flatten()
}

/// The reciprocal Halide's simplifier multiplies by in place of a float division by the
/// constant `b` of type `ty` (`Simplify_Div`: `x / c0 → x * fold(1 / c0)` for floats): `1 / b`
/// on doubles, rounded to the type. In `Real` mode an algorithm's `x / 4.5f` therefore denotes
/// `x · 0.22222222f`, which is what the generated code computes (unsharp's kernel); as reals
/// the two differ. `None` when `b` is not an exact constant, is 0, or the type is neither
/// `float32` nor `float64`.
fn division_reciprocal(ty: Type, b: &Real) -> Option<Real> {
    let y = exact_f64(b)?;
    if y == 0.0 {
        return None;
    }
    rounded_to(ty, 1.0 / y)
}

/// A Halide binary operator on two floats of type `ty`.
pub fn float_binop(op: BinOp, ty: Type, a: &Value, b: &Value, mode: FloatMode) -> SemResult<Value> {
    match mode {
        FloatMode::Real => {
            let (a, b) = (a.as_real()?, b.as_real()?);
            if let Some(c) = folded_constant(op, ty.element_of(), a, b) {
                return Ok(Value::Real(c));
            }
            match (op, division_reciprocal(ty.element_of(), b)) {
                (BinOp::Div, Some(r)) => Ok(Value::Real(a * &r)),
                _ => real_binop(op, a, b),
            }
        }
        FloatMode::Ieee => ieee_binop(op, ty, a.as_fp()?, b.as_fp()?),
        FloatMode::Uninterpreted => opaque_binop(op, ty, a, b),
    }
}

fn real_binop(op: BinOp, a: &Real, b: &Real) -> SemResult<Value> {
    let v = match op {
        BinOp::Add => Value::Real(a + b),
        BinOp::Sub => Value::Real(a - b),
        BinOp::Mul => Value::Real(a * b),
        BinOp::Div => Value::Real(a / b),
        BinOp::Mod => {
            let q = (a / b).to_int().to_real(); // to_int is floor
            Value::Real(a - &(b * &q))
        }
        BinOp::Min => Value::Real(a.lt(b).ite(a, b)),
        BinOp::Max => Value::Real(a.gt(b).ite(a, b)),
        BinOp::Eq => Value::Bool(a.eq(b)),
        BinOp::Ne => Value::Bool(a.ne(b)),
        BinOp::Lt => Value::Bool(a.lt(b)),
        BinOp::Le => Value::Bool(a.le(b)),
        BinOp::Gt => Value::Bool(a.gt(b)),
        BinOp::Ge => Value::Bool(a.ge(b)),
        BinOp::And | BinOp::Or => return ill_typed(format!("`{op}` on floats")),
    };
    Ok(v)
}

/// Z3's unique id of a term in its context.
fn ast_id(x: &Float) -> u32 {
    // SAFETY: the context and term handles come from a live term.
    unsafe { z3_sys::Z3_get_ast_id(x.get_ctx().get_z3_context(), x.get_z3_ast()) }
}

/// The operands of a commutative IEEE operation in a canonical order (by Z3 term id).
/// `fp.add` and `fp.mul` with RNE are commutative bit for bit (Z3 has a single NaN), but Z3
/// does not normalise their operand order, and proving `a*b = b*a` by bit-blasting a float
/// multiplier is out of reach; ordering operands makes both sides the same term.
fn commutative<'a>(a: &'a Float, b: &'a Float) -> (&'a Float, &'a Float) {
    if ast_id(b) < ast_id(a) {
        (b, a)
    } else {
        (a, b)
    }
}

fn ieee_binop(op: BinOp, ty: Type, a: &Float, b: &Float) -> SemResult<Value> {
    let rm = rne();
    let v = match op {
        BinOp::Add => {
            let (x, y) = commutative(a, b);
            Value::Fp(x.add_with_rounding_mode(y, &rm))
        }
        BinOp::Sub => Value::Fp(a.sub_with_rounding_mode(b, &rm)),
        BinOp::Mul => {
            let (x, y) = commutative(a, b);
            Value::Fp(x.mul_with_rounding_mode(y, &rm))
        }
        BinOp::Div => Value::Fp(a.div_with_rounding_mode(b, &rm)),
        BinOp::Mod => {
            // CodeGen_LLVM::visit(const Mod *): a - b * floor(a / b), each step rounded.
            let q = a
                .div_with_rounding_mode(b, &rm)
                .round_to_integral_with_rounding_mode(&RoundingMode::round_towards_negative());
            Value::Fp(a.sub_with_rounding_mode(b.mul_with_rounding_mode(&q, &rm), &rm))
        }
        BinOp::Min => Value::Fp(a.lt(b).ite(a, b)),
        BinOp::Max => Value::Fp(a.gt(b).ite(a, b)),
        BinOp::Eq => Value::Bool(a.eq_fpa(b)),
        BinOp::Ne => {
            let ordered = Bool::and(&[a.is_nan().not(), b.is_nan().not()]);
            Value::Bool(Bool::and(&[ordered, a.eq_fpa(b).not()]))
        }
        BinOp::Lt => Value::Bool(a.lt(b)),
        BinOp::Le => Value::Bool(a.le(b)),
        BinOp::Gt => Value::Bool(a.gt(b)),
        BinOp::Ge => Value::Bool(a.ge(b)),
        BinOp::And | BinOp::Or => return ill_typed(format!("`{op}` on {ty}")),
    };
    Ok(v)
}

fn opaque_binop(op: BinOp, ty: Type, a: &Value, b: &Value) -> SemResult<Value> {
    let mode = FloatMode::Uninterpreted;
    let name = |n: &str| format!("{ty}.{n}");
    let args = [a.clone(), b.clone()];
    match op {
        BinOp::Add => apply_uf(&name("add"), &args, ty, mode),
        BinOp::Sub => apply_uf(&name("sub"), &args, ty, mode),
        BinOp::Mul => apply_uf(&name("mul"), &args, ty, mode),
        BinOp::Div => apply_uf(&name("div"), &args, ty, mode),
        BinOp::Mod => apply_uf(&name("mod"), &args, ty, mode),
        BinOp::Min | BinOp::Max => {
            let cmp = if op == BinOp::Min { "lt" } else { "gt" };
            let c = apply_uf(&name(cmp), &args, Type::bool(), mode)?;
            super::value::ite(c.as_bool()?, a, b)
        }
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let n = match op {
                BinOp::Eq => "eq",
                BinOp::Ne => "ne",
                BinOp::Lt => "lt",
                BinOp::Le => "le",
                BinOp::Gt => "gt",
                _ => "ge",
            };
            apply_uf(&name(n), &args, Type::bool(), mode)
        }
        BinOp::And | BinOp::Or => ill_typed(format!("`{op}` on {ty}")),
    }
}

/// |x| on a float (`fabs`).
pub fn float_abs(ty: Type, x: &Value, mode: FloatMode) -> SemResult<Value> {
    match mode {
        FloatMode::Real => {
            let r = x.as_real()?;
            Ok(Value::Real(
                r.lt(Real::from_rational(0, 1)).ite(&r.unary_minus(), r),
            ))
        }
        FloatMode::Ieee => Ok(Value::Fp(x.as_fp()?.unary_abs())),
        FloatMode::Uninterpreted => {
            apply_uf(&format!("{ty}.abs"), std::slice::from_ref(x), ty, mode)
        }
    }
}

/// int/uint (bit-vector `v` of type `from`) → float type `to`: `sitofp`/`uitofp`.
pub fn int_to_float(from: Type, to: Type, v: &BV, mode: FloatMode) -> SemResult<Value> {
    let signed = from.code == crate::ir::TypeCode::Int;
    match mode {
        FloatMode::Real => Ok(Value::Real(Int::from_bv(v, signed).to_real())),
        FloatMode::Ieee => Ok(Value::Fp(fp_from_int(v, signed, to.bits)?)),
        FloatMode::Uninterpreted => apply_uf(
            &format!("cast.{to}.{from}"),
            &[Value::Bits(v.clone())],
            to,
            mode,
        ),
    }
}

/// float → float (`fpext`/`fptrunc`, RNE). Identity in `Real` mode.
pub fn float_to_float(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    if from.bits == to.bits {
        return Ok(v.clone());
    }
    match mode {
        FloatMode::Real => Ok(v.clone()),
        FloatMode::Ieee => Ok(Value::Fp(
            v.as_fp()?
                .to_fp_with_rounding_mode(&rne(), &fp_sort(to.bits)?),
        )),
        FloatMode::Uninterpreted => apply_uf(
            &format!("cast.{to}.{from}"),
            std::slice::from_ref(v),
            to,
            mode,
        ),
    }
}

/// float → `intN`/`uintN` (N > 1): truncation toward zero (`fptosi`/`fptoui`); inputs whose
/// truncation is out of range, and NaN/inf, give [`undefined`]`("fpto{s,u}i")`.
pub fn float_to_int(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    let signed = to.code == crate::ir::TypeCode::Int;
    let n = u32::from(to.bits);
    let what = if signed { "fptosi" } else { "fptoui" };
    let (in_range, exact) = match mode {
        FloatMode::Real => {
            let x = v.as_real()?;
            let zero = Real::from_rational(0, 1);
            // Truncation toward zero from Z3's floor (`to_int`).
            let t = x
                .ge(&zero)
                .ite(&x.to_int(), &x.unary_minus().to_int().unary_minus());
            let (lo, hi) = int_range(to);
            let in_range = Bool::and(&[t.ge(&lo), t.le(&hi)]);
            (in_range, BV::from_int(&t, n))
        }
        FloatMode::Ieee => {
            let x = v.as_fp()?;
            let t = x.round_to_integral_with_rounding_mode(&RoundingMode::round_towards_zero());
            let half = 2f64.powi(i32::from(to.bits) - 1);
            let (lo, hi_excl) = if signed {
                (-half, half)
            } else {
                (0.0, 2.0 * half)
            };
            // Bounds rounded into the source format: 2^N rounds to itself or to +inf, so the
            // strict upper comparison stays exact.
            let lo = fp_lit(lo, from.bits)?;
            let hi = fp_lit(hi_excl, from.bits)?;
            let in_range = Bool::and(&[t.ge(&lo), t.lt(&hi)]);
            let rm = RoundingMode::round_towards_zero();
            let bv = if signed {
                x.to_sbv_with_rounding_mode(&rm, n)
            } else {
                x.to_ubv_with_rounding_mode(&rm, n)
            };
            (in_range, bv)
        }
        FloatMode::Uninterpreted => {
            return apply_uf(
                &format!("cast.{to}.{from}"),
                std::slice::from_ref(v),
                to,
                mode,
            );
        }
    };
    let undef = undefined(what, std::slice::from_ref(v), to, mode)?;
    Ok(Value::Bits(in_range.ite(&exact, undef.as_bv()?)))
}

/// Inclusive range of an integer type as Z3 integers.
fn int_range(ty: Type) -> (Int, Int) {
    let bits = u32::from(ty.bits);
    let (lo, hi): (i128, i128) = if ty.code == crate::ir::TypeCode::Int {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let int = |v: i128| -> Int {
        match (i64::try_from(v), u64::try_from(v)) {
            (Ok(s), _) => Int::from_i64(s),
            (_, Ok(u)) => Int::from_u64(u),
            // 128-bit bounds only arise for internal widened types; build them by parts.
            _ => {
                let high = Int::from_i64((v >> 64) as i64);
                let low = Int::from_u64(v as u64);
                high * Int::from_u64(1u64 << 32) * Int::from_u64(1u64 << 32) + low
            }
        }
    };
    (int(lo), int(hi))
}

/// Reinterprets the bits of a float as an integer type of the same width (Ieee and
/// Uninterpreted modes only; reals have no bits).
pub fn float_bits(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    match mode {
        FloatMode::Real => unsupported(format!("reinterpret {from} as {to} in real float mode")),
        FloatMode::Ieee => Ok(Value::Bits(v.as_fp()?.to_ieee_bv())),
        FloatMode::Uninterpreted => apply_uf(
            &format!("reinterpret.{to}.{from}"),
            std::slice::from_ref(v),
            to,
            mode,
        ),
    }
}

/// Reinterprets integer bits as a float of the same width.
pub fn bits_float(from: Type, to: Type, v: &BV, mode: FloatMode) -> SemResult<Value> {
    match mode {
        FloatMode::Real => unsupported(format!("reinterpret {from} as {to} in real float mode")),
        FloatMode::Ieee => Ok(Value::Fp(fp_from_bits(v, to.bits)?)),
        FloatMode::Uninterpreted => apply_uf(
            &format!("reinterpret.{to}.{from}"),
            &[Value::Bits(v.clone())],
            to,
            mode,
        ),
    }
}

/// Rounding externs with an exact meaning (src/IROperator.h `floor`, `ceil`, `round` — to
/// nearest, ties to even —, `trunc`, and `sqrt`, which LLVM's `llvm.sqrt` computes correctly
/// rounded). Names are `<op>_f16|f32|f64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ExactExtern {
    Floor,
    Ceil,
    Round,
    Trunc,
    Sqrt,
}

/// The exact extern `name` on float type `ty`, if it is one.
fn exact_extern(name: &str, ty: Type) -> Option<ExactExtern> {
    let (op, suffix) = name.rsplit_once('_')?;
    if !ty.is_float() || suffix != format!("f{}", ty.bits) {
        return None;
    }
    Some(match op {
        "floor" => ExactExtern::Floor,
        "ceil" => ExactExtern::Ceil,
        "round" => ExactExtern::Round,
        "trunc" => ExactExtern::Trunc,
        "sqrt" => ExactExtern::Sqrt,
        _ => return None,
    })
}

/// `floor`/`ceil`/`round`/`trunc` on exact reals (`sqrt` has no exact real model).
fn real_rounding(op: ExactExtern, x: &Real) -> Option<Real> {
    let fl = x.to_int().to_real();
    let ceil = x.unary_minus().to_int().to_real().unary_minus();
    Some(match op {
        ExactExtern::Floor => fl,
        ExactExtern::Ceil => ceil,
        ExactExtern::Trunc => x.ge(Real::from_rational(0, 1)).ite(&fl, &ceil),
        ExactExtern::Round => {
            let half = Real::from_rational(1, 2);
            let frac = x - &fl;
            let even = x.to_int().modulo(Int::from_i64(2)).eq(Int::from_i64(0));
            let up = &fl + &Real::from_rational(1, 1);
            let tie = even.ite(&fl, &up);
            frac.lt(&half).ite(&fl, &frac.gt(&half).ite(&up, &tie))
        }
        ExactExtern::Sqrt => return None,
    })
}

/// A C library math function of one double.
type MathFn = fn(f64) -> f64;

/// The one-argument `float32` math functions Halide 19's simplifier folds at a constant
/// argument (`Simplify_Call.cpp`, `pure_externs_f1`): the C library's double function,
/// the result rounded to the argument's type (`make_const(arg.type(), fn(f))`). Rust's `f64`
/// functions call the same C library on Linux.
const FOLDED_EXTERNS: [(&str, MathFn); 15] = [
    ("acos_f32", f64::acos),
    ("acosh_f32", f64::acosh),
    ("asin_f32", f64::asin),
    ("asinh_f32", f64::asinh),
    ("atan_f32", f64::atan),
    ("atanh_f32", f64::atanh),
    ("cos_f32", f64::cos),
    ("cosh_f32", f64::cosh),
    ("exp_f32", f64::exp),
    ("log_f32", f64::ln),
    ("sin_f32", f64::sin),
    ("sinh_f32", f64::sinh),
    ("sqrt_f32", f64::sqrt),
    ("tan_f32", f64::tan),
    ("tanh_f32", f64::tanh),
];

/// `name(x)` folded as Halide folds it when `x` is a `float32` constant (real mode; see
/// [`FOLDED_EXTERNS`]): the algorithm's `exp_f32(0.0f)` is the constant `1.0f` of the
/// generated code, not an unknown.
fn folded_extern(name: &str, arg: Type, result: Type, x: &Real) -> Option<Real> {
    if arg != Type::float(32) || result != Type::float(32) {
        return None;
    }
    let f = FOLDED_EXTERNS.iter().find(|(n, _)| *n == name)?.1;
    rounded_to_f32(f(exact_f64(x)?))
}

/// `op` on an IEEE float.
fn ieee_rounding(op: ExactExtern, f: &Float) -> Float {
    let mode = match op {
        ExactExtern::Floor => RoundingMode::round_towards_negative(),
        ExactExtern::Ceil => RoundingMode::round_towards_positive(),
        ExactExtern::Trunc => RoundingMode::round_towards_zero(),
        ExactExtern::Round => rne(),
        ExactExtern::Sqrt => return f.sqrt_with_rounding_mode(&rne()),
    };
    f.round_to_integral_with_rounding_mode(&mode)
}

/// A pure extern call (`sqrt_f32`, `exp_f32`, `pow_f32`, …): an uninterpreted function keyed by
/// name and signature, `name(arg types)->result`, except the rounding functions
/// `floor/ceil/round/trunc_fN` (exact in real and IEEE modes) and `sqrt_fN` (exact in IEEE
/// mode), whose argument and result have the float type named by the suffix.
pub fn extern_call(
    name: &str,
    arg_types: &[Type],
    result: Type,
    args: &[Value],
    mode: FloatMode,
) -> SemResult<Value> {
    if arg_types.len() != args.len() {
        return ill_typed(format!(
            "{name}: {} argument types for {} arguments",
            arg_types.len(),
            args.len()
        ));
    }
    for ty in arg_types.iter().chain(std::iter::once(&result)) {
        sort_of(ty.element_of(), mode)?;
    }
    let result_ty = result.element_of();
    if let ([arg_ty], [x]) = (arg_types, args) {
        if let Some(op) = exact_extern(name, result_ty).filter(|_| arg_ty.element_of() == result_ty)
        {
            let exact = match (mode, x) {
                (FloatMode::Real, Value::Real(r)) => real_rounding(op, r).map(Value::Real),
                (FloatMode::Ieee, Value::Fp(f)) => Some(Value::Fp(ieee_rounding(op, f))),
                _ => None,
            };
            if let Some(v) = exact {
                return Ok(v);
            }
        }
    }
    if let ([arg_ty], [Value::Real(x)]) = (arg_types, args) {
        if let Some(c) = folded_extern(name, arg_ty.element_of(), result_ty, x) {
            return Ok(Value::Real(c));
        }
    }
    let sig: Vec<String> = arg_types
        .iter()
        .map(|t| t.element_of().to_string())
        .collect();
    let key = format!(
        "{name}({}){EXTERN_RESULT}{}",
        sig.join(","),
        result.element_of()
    );
    apply_uf(&key, args, result.element_of(), mode)
}

/// What separates an uninterpreted pure extern's signature from its result type in the
/// function's name, `name(arg types)->result` ([`extern_call`]).
const EXTERN_RESULT: &str = "->";

/// The pure extern whose uninterpreted function is named `uf` (`exp_f32` for
/// `exp_f32(float32)->float32`), or `None` for any other function (a tensor, an input, an
/// `undef.…` value).
pub fn uninterpreted_extern(uf: &str) -> Option<&str> {
    let (name, rest) = uf.split_once('(')?;
    rest.contains(&format!("){EXTERN_RESULT}")).then_some(name)
}
