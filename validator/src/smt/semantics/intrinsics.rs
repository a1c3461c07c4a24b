//! Halide intrinsics as data: [`INTRINSICS`] maps every known [`Intrinsic`] to its arity, the
//! Halide source it mirrors, its meaning, and a [`Rule`]: either an expansion into simpler
//! operations ([`Def`], evaluated by [`intrinsic`]) or a primitive implemented in a sibling
//! module. The encoder and the tests iterate the same table.
//!
//! Expansions are written with exact double-width arithmetic (the definitions of src/IR.h
//! `Call::IntrinsicOp`: "computed at infinite precision"), which equals Halide's narrow-type
//! lowerings in src/FindIntrinsics.cpp (`lower_halving_add` …); the tests check this on every
//! 8-bit input pair against independent reference code.

use super::binop::binop;
use super::bitops::{bit_count, bitwise, bitwise_not, shift, BitCount, Bitwise};
use super::cast::{cast, int_to_int};
use super::floats::{bits_float, float_abs, float_bits};
use super::lerp::lerp;
use super::saturate::saturating_cast;
use super::value::{
    ill_typed, int_const, ite, undefined, unsupported, FloatMode, SemError, SemResult, Value,
};
use crate::ir::{BinOp, Intrinsic, Type, TypeCode};
use z3::ast::{Bool, BV};

/// An expansion of an intrinsic into simpler typed operations. Types flow bottom-up from the
/// arguments; a [`Def::Lit`] takes the type of the operand it is combined with.
#[derive(Debug)]
pub enum Def {
    /// The i-th argument.
    Arg(usize),
    /// An integer literal, typed by its sibling operand.
    Lit(i64),
    /// Cast to the same kind with twice the bits (`widen`).
    Widen(&'static Def),
    /// Cast to a signed integer with twice the bits (`widening_sub`'s result type).
    WidenSigned(&'static Def),
    /// Wrapping cast to the type of the i-th argument (`narrow`).
    CastTo(usize, &'static Def),
    /// Saturating cast to the type of the i-th argument (`saturating_narrow`).
    SatCastTo(usize, &'static Def),
    /// A binary operator of Halide's IR.
    Bin(BinOp, &'static Def, &'static Def),
    /// `a << b` with Halide's shift semantics.
    Shl(&'static Def, &'static Def),
    /// `a >> b` with Halide's shift semantics.
    Shr(&'static Def, &'static Def),
    /// `a & b`.
    BitAnd(&'static Def, &'static Def),
    /// `select(c, t, f)`.
    Select(&'static Def, &'static Def, &'static Def),
    /// Another intrinsic applied to expansions (its natural result type).
    Apply(Intrinsic, &'static [Def]),
}

/// How an intrinsic is given meaning.
#[derive(Debug)]
pub enum Rule {
    /// Expansion into simpler operations (integer arguments only).
    Expand(Def),
    /// Implemented directly (see the module named in [`IntrinsicSpec::halide`]).
    Primitive,
    /// Value-preserving: the result is the first argument.
    Identity,
}

/// One row of the intrinsic table.
#[derive(Debug)]
pub struct IntrinsicSpec {
    /// The intrinsic.
    pub op: Intrinsic,
    /// Number of arguments.
    pub arity: usize,
    /// Mathematical meaning, as Halide documents it.
    pub meaning: &'static str,
    /// The Halide definition mirrored.
    pub halide: &'static str,
    /// How it is encoded.
    pub rule: Rule,
}

use Def::{Apply, Arg, Bin, BitAnd, CastTo, Lit, SatCastTo, Select, Shl, Shr, Widen, WidenSigned};

const A: Def = Arg(0);
const B: Def = Arg(1);
const C: Def = Arg(2);

/// The table: one row per known intrinsic, in the order of [`Intrinsic::KNOWN`].
pub static INTRINSICS: &[IntrinsicSpec] = &[
    IntrinsicSpec {
        op: Intrinsic::Abs,
        arity: 1,
        meaning: "|a|; unsigned result of the same width for signed a (abs(INT_MIN) = 2^(N-1)); identity on unsigned; fabs on floats",
        halide: "src/IROperator.cpp abs; src/CodeGen_LLVM.cpp",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::Absd,
        arity: 2,
        meaning: "|a - b| exactly, unsigned result for integers: select(a < b, b - a, a - b) reinterpreted unsigned",
        halide: "src/IROperator.cpp absd; src/CodeGen_LLVM.cpp",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::BitwiseAnd,
        arity: 2,
        meaning: "a & b",
        halide: "src/IROperator.h operator&",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::BitwiseNot,
        arity: 1,
        meaning: "~a",
        halide: "src/IROperator.h operator~",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::BitwiseOr,
        arity: 2,
        meaning: "a | b",
        halide: "src/IROperator.h operator|",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::BitwiseXor,
        arity: 2,
        meaning: "a ^ b",
        halide: "src/IROperator.h operator^",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::ShiftLeft,
        arity: 2,
        meaning: "a << b; negative (signed) b shifts right by -b; |b| >= width undefined",
        halide: "src/IROperator.cpp lower_signed_shift_left; LLVM shl",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::ShiftRight,
        arity: 2,
        meaning: "a >> b (arithmetic for signed a); negative (signed) b shifts left by -b; |b| >= width undefined",
        halide: "src/IROperator.cpp lower_signed_shift_right; LLVM ashr/lshr",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::CountLeadingZeros,
        arity: 1,
        meaning: "number of leading zero bits; the width for 0",
        halide: "src/IROperator.h count_leading_zeros",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::CountTrailingZeros,
        arity: 1,
        meaning: "number of trailing zero bits; the width for 0",
        halide: "src/IROperator.h count_trailing_zeros",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::Popcount,
        arity: 1,
        meaning: "number of one bits",
        halide: "src/IROperator.h popcount",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::DivRoundToZero,
        arity: 2,
        meaning: "C division (truncating); b = 0, and INT_MIN / -1, undefined (LLVM sdiv/udiv)",
        halide: "src/IROperator.h div_round_to_zero; src/CodeGen_LLVM.cpp",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::ModRoundToZero,
        arity: 2,
        meaning: "C remainder (sign of a); b = 0, and INT_MIN % -1, undefined (LLVM srem/urem)",
        halide: "src/IROperator.h mod_round_to_zero; src/CodeGen_LLVM.cpp",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::WideningAdd,
        arity: 2,
        meaning: "widen(a) + widen(b)",
        halide: "src/FindIntrinsics.cpp lower_widening_add",
        rule: Rule::Expand(Bin(BinOp::Add, &Widen(&A), &Widen(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::WideningSub,
        arity: 2,
        meaning: "int(2N)(a) - int(2N)(b): the result is signed even for unsigned a, b",
        halide: "src/FindIntrinsics.cpp lower_widening_sub",
        rule: Rule::Expand(Bin(BinOp::Sub, &WidenSigned(&A), &WidenSigned(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::WideningMul,
        arity: 2,
        meaning: "widen(a) * widen(b)",
        halide: "src/FindIntrinsics.cpp lower_widening_mul",
        rule: Rule::Expand(Bin(BinOp::Mul, &Widen(&A), &Widen(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::WideningShiftLeft,
        arity: 2,
        meaning: "widen(a) << b",
        halide: "src/FindIntrinsics.cpp lower_widening_shift_left",
        rule: Rule::Expand(Shl(&Widen(&A), &B)),
    },
    IntrinsicSpec {
        op: Intrinsic::WideningShiftRight,
        arity: 2,
        meaning: "widen(a) >> b",
        halide: "src/FindIntrinsics.cpp lower_widening_shift_right",
        rule: Rule::Expand(Shr(&Widen(&A), &B)),
    },
    IntrinsicSpec {
        op: Intrinsic::WidenRightAdd,
        arity: 2,
        meaning: "a + widen(b)",
        halide: "src/FindIntrinsics.cpp lower_widen_right_add",
        rule: Rule::Expand(Bin(BinOp::Add, &A, &Widen(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::WidenRightSub,
        arity: 2,
        meaning: "a - widen(b)",
        halide: "src/FindIntrinsics.cpp lower_widen_right_sub",
        rule: Rule::Expand(Bin(BinOp::Sub, &A, &Widen(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::WidenRightMul,
        arity: 2,
        meaning: "a * widen(b)",
        halide: "src/FindIntrinsics.cpp lower_widen_right_mul",
        rule: Rule::Expand(Bin(BinOp::Mul, &A, &Widen(&B))),
    },
    IntrinsicSpec {
        op: Intrinsic::SaturatingAdd,
        arity: 2,
        meaning: "a + b clamped to the type's range",
        halide: "src/FindIntrinsics.cpp lower_saturating_add",
        rule: Rule::Expand(SatCastTo(0, &Apply(Intrinsic::WideningAdd, &[A, B]))),
    },
    IntrinsicSpec {
        op: Intrinsic::SaturatingSub,
        arity: 2,
        meaning: "a - b clamped to the type's range",
        halide: "src/FindIntrinsics.cpp lower_saturating_sub",
        rule: Rule::Expand(SatCastTo(0, &Apply(Intrinsic::WideningSub, &[A, B]))),
    },
    IntrinsicSpec {
        op: Intrinsic::SaturatingCast,
        arity: 1,
        meaning: "a clamped to the result type's range, then cast",
        halide: "src/FindIntrinsics.cpp lower_saturating_cast (smt/semantics/saturate.rs)",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::HalvingAdd,
        arity: 2,
        meaning: "floor((a + b) / 2) = narrow(widening_add(a, b) >> 1)",
        halide: "src/FindIntrinsics.cpp lower_halving_add",
        rule: Rule::Expand(CastTo(
            0,
            &Shr(&Apply(Intrinsic::WideningAdd, &[A, B]), &Lit(1)),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::HalvingSub,
        arity: 2,
        meaning: "floor((a - b) / 2), wrapped to the type = narrow(widening_sub(a, b) >> 1)",
        halide: "src/FindIntrinsics.cpp lower_halving_sub",
        rule: Rule::Expand(CastTo(
            0,
            &Shr(&Apply(Intrinsic::WideningSub, &[A, B]), &Lit(1)),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::RoundingHalvingAdd,
        arity: 2,
        meaning: "floor((a + b + 1) / 2) = narrow((widening_add(a, b) + 1) >> 1)",
        halide: "src/FindIntrinsics.cpp lower_rounding_halving_add",
        rule: Rule::Expand(CastTo(
            0,
            &Shr(
                &Bin(BinOp::Add, &Apply(Intrinsic::WideningAdd, &[A, B]), &Lit(1)),
                &Lit(1),
            ),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::RoundingShiftLeft,
        arity: 2,
        meaning: "(a << b) + (b < 0 ? (a << (b + 1)) & 1 : 0): rounds when b < 0 shifts right",
        halide: "src/FindIntrinsics.cpp lower_rounding_shift_left",
        rule: Rule::Expand(Bin(
            BinOp::Add,
            &Shl(&A, &B),
            &BitAnd(
                &Select(&Bin(BinOp::Lt, &B, &Lit(0)), &Lit(1), &Lit(0)),
                &Shl(&A, &Bin(BinOp::Add, &B, &Lit(1))),
            ),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::RoundingShiftRight,
        arity: 2,
        meaning: "(a >> b) + (b > 0 ? (a >> (b - 1)) & 1 : 0) = (a + 2^(b-1)) >> b without overflow",
        halide: "src/FindIntrinsics.cpp lower_rounding_shift_right",
        rule: Rule::Expand(Bin(
            BinOp::Add,
            &Shr(&A, &B),
            &BitAnd(
                &Select(&Bin(BinOp::Gt, &B, &Lit(0)), &Lit(1), &Lit(0)),
                &Shr(&A, &Bin(BinOp::Sub, &B, &Lit(1))),
            ),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::MulShiftRight,
        arity: 3,
        meaning: "saturating_narrow(widening_mul(a, b) >> q)",
        halide: "src/FindIntrinsics.cpp lower_mul_shift_right",
        rule: Rule::Expand(SatCastTo(
            0,
            &Shr(&Apply(Intrinsic::WideningMul, &[A, B]), &C),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::RoundingMulShiftRight,
        arity: 3,
        meaning: "saturating_narrow(rounding_shift_right(widening_mul(a, b), q))",
        halide: "src/FindIntrinsics.cpp lower_rounding_mul_shift_right",
        rule: Rule::Expand(SatCastTo(
            0,
            &Apply(
                Intrinsic::RoundingShiftRight,
                &[Apply(Intrinsic::WideningMul, &[A, B]), C],
            ),
        )),
    },
    IntrinsicSpec {
        op: Intrinsic::Lerp,
        arity: 3,
        meaning: "zero_val * (1 - w) + one_val * w with Halide's integer rounding",
        halide: "src/Lerp.cpp lower_lerp (smt/semantics/lerp.rs)",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::IfThenElse,
        arity: 3,
        meaning: "c ? t : f (the two-argument form has no else value: unsupported)",
        halide: "src/IR.h Call::if_then_else",
        rule: Rule::Primitive,
    },
    IntrinsicSpec {
        op: Intrinsic::Likely,
        arity: 1,
        meaning: "a (a scheduling hint)",
        halide: "src/IR.h Call::likely",
        rule: Rule::Identity,
    },
    IntrinsicSpec {
        op: Intrinsic::LikelyIfInnermost,
        arity: 1,
        meaning: "a (a scheduling hint)",
        halide: "src/IR.h Call::likely_if_innermost",
        rule: Rule::Identity,
    },
    IntrinsicSpec {
        op: Intrinsic::PromiseClamped,
        arity: 3,
        meaning: "a (promise that lo <= a <= hi; the promise is not assumed here)",
        halide: "src/IR.h Call::promise_clamped",
        rule: Rule::Identity,
    },
    IntrinsicSpec {
        op: Intrinsic::UnsafePromiseClamped,
        arity: 3,
        meaning: "a (promise that lo <= a <= hi; the promise is not assumed here)",
        halide: "src/IR.h Call::unsafe_promise_clamped",
        rule: Rule::Identity,
    },
    IntrinsicSpec {
        op: Intrinsic::StrictFloat,
        arity: 1,
        meaning: "a (marks strict-float code; the float mode is chosen by the caller)",
        halide: "src/IR.h Call::strict_float",
        rule: Rule::Identity,
    },
    IntrinsicSpec {
        op: Intrinsic::Reinterpret,
        arity: 1,
        meaning: "the bits of a read as the result type (same width)",
        halide: "src/IR.h Reinterpret; LLVM bitcast",
        rule: Rule::Primitive,
    },
];

/// The table row of `op`, or `None` for [`Intrinsic::Other`].
pub fn spec(op: &Intrinsic) -> Option<&'static IntrinsicSpec> {
    INTRINSICS.iter().find(|s| &s.op == op)
}

/// The result type Halide gives `op` applied to arguments of `arg_types` (for the ops whose
/// result type follows from the arguments; `saturating_cast` and `reinterpret` carry theirs).
pub fn natural_result_type(op: &Intrinsic, arg_types: &[Type]) -> SemResult<Type> {
    let first = match arg_types.first() {
        Some(t) => t.element_of(),
        None => return ill_typed(format!("{op} without arguments")),
    };
    let unsigned = |t: Type| {
        if t.is_float() {
            t
        } else {
            Type::uint(t.bits)
        }
    };
    Ok(match op {
        Intrinsic::Abs | Intrinsic::Absd => unsigned(first),
        Intrinsic::WideningAdd
        | Intrinsic::WideningMul
        | Intrinsic::WideningShiftLeft
        | Intrinsic::WideningShiftRight => first.widen(),
        Intrinsic::WideningSub => Type::int(first.bits.saturating_mul(2)),
        Intrinsic::IfThenElse => match arg_types.get(1) {
            Some(t) => t.element_of(),
            None => return ill_typed("if_then_else without a then value"),
        },
        Intrinsic::SaturatingCast | Intrinsic::Reinterpret => {
            return ill_typed(format!("{op} needs an explicit result type"))
        }
        Intrinsic::Other(name) => return unsupported(format!("intrinsic {name}")),
        _ => first,
    })
}

/// Applies intrinsic `op` to `args` (of `arg_types`) with result type `result`.
/// Unknown intrinsics ([`Intrinsic::Other`]) and unmodelled type combinations give
/// [`SemError::Unsupported`].
pub fn intrinsic(
    op: &Intrinsic,
    arg_types: &[Type],
    result: Type,
    args: &[Value],
    mode: FloatMode,
) -> SemResult<Value> {
    let Some(spec) = spec(op) else {
        return unsupported(format!("intrinsic {}", op.name()));
    };
    if *op == Intrinsic::IfThenElse && args.len() == 2 {
        return unsupported("if_then_else without an else value");
    }
    if args.len() != spec.arity || arg_types.len() != spec.arity {
        return ill_typed(format!(
            "{op} takes {} arguments, got {} (with {} types)",
            spec.arity,
            args.len(),
            arg_types.len()
        ));
    }
    let types: Vec<Type> = arg_types.iter().map(|t| t.element_of()).collect();
    let result = result.element_of();
    match &spec.rule {
        Rule::Identity => {
            if types[0] != result {
                return ill_typed(format!("{op} of {} typed {result}", types[0]));
            }
            Ok(args[0].clone())
        }
        Rule::Expand(def) => {
            if types.iter().any(|t| !t.is_int_or_uint() || t.is_bool()) {
                let names: Vec<String> = types.iter().map(Type::to_string).collect();
                return unsupported(format!("{op} on ({})", names.join(", ")));
            }
            let env = Env {
                types: &types,
                args,
                mode,
            };
            let (ty, v) = env.eval(def, None)?;
            if ty != result {
                return ill_typed(format!("{op} computes {ty}, declared {result}"));
            }
            Ok(v)
        }
        Rule::Primitive => primitive(op, &types, result, args, mode),
    }
}

fn primitive(
    op: &Intrinsic,
    types: &[Type],
    result: Type,
    args: &[Value],
    mode: FloatMode,
) -> SemResult<Value> {
    let t0 = types[0];
    let same_operands = || -> SemResult<()> {
        if types.iter().all(|t| *t == t0) {
            Ok(())
        } else {
            ill_typed(format!("{op} on operands of different types"))
        }
    };
    let expect_result = |want: Type| -> SemResult<()> {
        if want == result {
            Ok(())
        } else {
            ill_typed(format!("{op} on {t0} has type {want}, declared {result}"))
        }
    };
    match op {
        Intrinsic::Abs => {
            expect_result(natural_result_type(op, types)?)?;
            match t0.code {
                TypeCode::Float => float_abs(t0, &args[0], mode),
                TypeCode::UInt if !t0.is_bool() => Ok(args[0].clone()),
                TypeCode::Int => {
                    let x = args[0].as_bv()?;
                    let neg = super::value::is_negative(x, true);
                    Ok(Value::Bits(neg.ite(&x.bvneg(), x)))
                }
                _ => unsupported(format!("abs on {t0}")),
            }
        }
        Intrinsic::Absd => {
            same_operands()?;
            expect_result(natural_result_type(op, types)?)?;
            if t0.is_bool() || t0.code == TypeCode::Handle {
                return unsupported(format!("absd on {t0}"));
            }
            let less = binop(BinOp::Lt, t0, &args[0], &args[1], mode)?;
            let ba = binop(BinOp::Sub, t0, &args[1], &args[0], mode)?;
            let ab = binop(BinOp::Sub, t0, &args[0], &args[1], mode)?;
            // Integer subtraction wraps; the exact |a - b| < 2^N is its unsigned reading.
            ite(less.as_bool()?, &ba, &ab)
        }
        Intrinsic::BitwiseAnd | Intrinsic::BitwiseOr | Intrinsic::BitwiseXor => {
            same_operands()?;
            expect_result(t0)?;
            let which = match op {
                Intrinsic::BitwiseAnd => Bitwise::And,
                Intrinsic::BitwiseOr => Bitwise::Or,
                _ => Bitwise::Xor,
            };
            bitwise(which, t0, &args[0], &args[1])
        }
        Intrinsic::BitwiseNot => {
            expect_result(t0)?;
            bitwise_not(t0, &args[0])
        }
        Intrinsic::ShiftLeft | Intrinsic::ShiftRight => {
            expect_result(t0)?;
            let left = *op == Intrinsic::ShiftLeft;
            shift(left, t0, &args[0], types[1], &args[1], mode)
        }
        Intrinsic::CountLeadingZeros | Intrinsic::CountTrailingZeros | Intrinsic::Popcount => {
            let which = match op {
                Intrinsic::CountLeadingZeros => BitCount::LeadingZeros,
                Intrinsic::CountTrailingZeros => BitCount::TrailingZeros,
                _ => BitCount::Popcount,
            };
            bit_count(which, t0, &args[0], result)
        }
        Intrinsic::DivRoundToZero | Intrinsic::ModRoundToZero => {
            same_operands()?;
            expect_result(t0)?;
            c_division(
                *op == Intrinsic::DivRoundToZero,
                t0,
                &args[0],
                &args[1],
                mode,
            )
        }
        Intrinsic::SaturatingCast => saturating_cast(t0, result, &args[0], mode),
        Intrinsic::Lerp => {
            if types[1] != t0 {
                return ill_typed("lerp between values of different types");
            }
            expect_result(t0)?;
            lerp(t0, &args[0], &args[1], types[2], &args[2], mode)
        }
        Intrinsic::IfThenElse => {
            if !t0.is_bool() || types[1] != types[2] {
                return ill_typed("if_then_else(bool, T, T) expected");
            }
            expect_result(types[1])?;
            ite(args[0].as_bool()?, &args[1], &args[2])
        }
        Intrinsic::Reinterpret => reinterpret(t0, result, &args[0], mode),
        _ => unsupported(format!("intrinsic {}", op.name())),
    }
}

/// `div_round_to_zero` / `mod_round_to_zero`: C semantics, undefined on b = 0 and (signed)
/// INT_MIN / -1.
fn c_division(div: bool, ty: Type, a: &Value, b: &Value, mode: FloatMode) -> SemResult<Value> {
    if ty.is_bool() || !ty.is_int_or_uint() {
        return unsupported(format!(
            "{} on {ty}",
            if div {
                "div_round_to_zero"
            } else {
                "mod_round_to_zero"
            }
        ));
    }
    let (x, y) = (a.as_bv()?, b.as_bv()?);
    let n = x.get_size();
    let signed = ty.code == TypeCode::Int;
    let zero = BV::from_u64(0, n);
    let mut bad = vec![y.eq(&zero)];
    let v = if signed {
        let min = int_const(ty, super::saturate::int_bounds(ty).0)?;
        let m1 = int_const(ty, -1)?;
        bad.push(Bool::and(&[x.eq(min.as_bv()?), y.eq(m1.as_bv()?)]));
        if div {
            x.bvsdiv(y)
        } else {
            x.bvsrem(y)
        }
    } else if div {
        x.bvudiv(y)
    } else {
        x.bvurem(y)
    };
    let name = if div {
        "div_round_to_zero"
    } else {
        "mod_round_to_zero"
    };
    let undef = undefined(name, &[a.clone(), b.clone()], ty, mode)?;
    Ok(Value::Bits(Bool::or(&bad).ite(undef.as_bv()?, &v)))
}

/// `reinterpret<to>(v)`: same bit width required.
fn reinterpret(from: Type, to: Type, v: &Value, mode: FloatMode) -> SemResult<Value> {
    if from.bits != to.bits || from.code == TypeCode::Handle || to.code == TypeCode::Handle {
        return unsupported(format!("reinterpret from {from} to {to}"));
    }
    if from == to {
        return Ok(v.clone());
    }
    if from.is_bool() || to.is_bool() {
        return unsupported(format!("reinterpret from {from} to {to}"));
    }
    match (from.is_float(), to.is_float()) {
        (false, false) => Ok(v.clone()),
        (true, false) => float_bits(from, to, v, mode),
        (false, true) => bits_float(from, to, v.as_bv()?, mode),
        (true, true) => unsupported(format!("reinterpret from {from} to {to}")),
    }
}

/// Evaluation environment of an expansion.
struct Env<'a> {
    types: &'a [Type],
    args: &'a [Value],
    mode: FloatMode,
}

/// Whether a definition determines its own type (literals and selects of literals do not).
fn self_typed(def: &Def) -> bool {
    match def {
        Lit(_) => false,
        Select(_, t, f) => self_typed(t) || self_typed(f),
        _ => true,
    }
}

impl Env<'_> {
    fn arg(&self, i: usize) -> SemResult<(Type, Value)> {
        match (self.types.get(i), self.args.get(i)) {
            (Some(t), Some(v)) => Ok((*t, v.clone())),
            _ => Err(SemError::IllTyped(format!("expansion uses argument {i}"))),
        }
    }

    /// Evaluates two operands that must share a type; literals take the other's type.
    fn pair(
        &self,
        x: &Def,
        y: &Def,
        expected: Option<Type>,
    ) -> SemResult<((Type, Value), (Type, Value))> {
        if self_typed(x) || !self_typed(y) {
            let vx = self.eval(x, expected)?;
            let vy = self.eval(y, Some(vx.0))?;
            Ok((vx, vy))
        } else {
            let vy = self.eval(y, expected)?;
            let vx = self.eval(x, Some(vy.0))?;
            Ok((vx, vy))
        }
    }

    fn eval(&self, def: &Def, expected: Option<Type>) -> SemResult<(Type, Value)> {
        let mode = self.mode;
        match def {
            Arg(i) => self.arg(*i),
            Lit(v) => match expected {
                Some(t) => Ok((t, int_const(t, i128::from(*v))?)),
                None => ill_typed("untyped literal in an intrinsic expansion"),
            },
            Widen(x) | WidenSigned(x) => {
                let (t, v) = self.eval(x, None)?;
                let mut to = t.widen();
                if matches!(def, WidenSigned(_)) {
                    to.code = TypeCode::Int;
                }
                Ok((to, Value::Bits(int_to_int(t, to, v.as_bv()?)?)))
            }
            CastTo(i, x) => {
                let (t, v) = self.eval(x, None)?;
                let to = self.arg(*i)?.0;
                Ok((to, cast(t, to, &v, mode)?))
            }
            SatCastTo(i, x) => {
                let (t, v) = self.eval(x, None)?;
                let to = self.arg(*i)?.0;
                Ok((to, saturating_cast(t, to, &v, mode)?))
            }
            Bin(op, x, y) => {
                let hint = if op.is_comparison() { None } else { expected };
                let ((tx, vx), (ty, vy)) = self.pair(x, y, hint)?;
                if tx != ty {
                    return ill_typed(format!("`{op}` between {tx} and {ty} in an expansion"));
                }
                let rt = if op.is_comparison() { Type::bool() } else { tx };
                Ok((rt, binop(*op, tx, &vx, &vy, mode)?))
            }
            Shl(x, y) | Shr(x, y) => {
                let (tx, vx) = self.eval(x, expected)?;
                let (ty, vy) = self.eval(y, Some(tx))?;
                let left = matches!(def, Shl(..));
                Ok((tx, shift(left, tx, &vx, ty, &vy, mode)?))
            }
            BitAnd(x, y) => {
                let ((tx, vx), (ty, vy)) = self.pair(x, y, expected)?;
                if tx != ty {
                    return ill_typed(format!("`&` between {tx} and {ty} in an expansion"));
                }
                Ok((tx, bitwise(Bitwise::And, tx, &vx, &vy)?))
            }
            Select(c, t, f) => {
                let (tc, vc) = self.eval(c, None)?;
                if !tc.is_bool() {
                    return ill_typed("select condition is not bool");
                }
                let ((tt, vt), (tf, vf)) = self.pair(t, f, expected)?;
                if tt != tf {
                    return ill_typed("select branches of different types");
                }
                Ok((tt, ite(vc.as_bool()?, &vt, &vf)?))
            }
            Apply(op, defs) => {
                let mut types = Vec::with_capacity(defs.len());
                let mut vals = Vec::with_capacity(defs.len());
                for d in defs.iter() {
                    let (t, v) = self.eval(d, None)?;
                    types.push(t);
                    vals.push(v);
                }
                let rt = natural_result_type(op, &types)?;
                Ok((rt, intrinsic(op, &types, rt, &vals, mode)?))
            }
        }
    }
}
