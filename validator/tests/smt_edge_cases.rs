//! 16/32/64-bit edge cases: every integer BinOp and binary intrinsic on all pairs of edge values
//! (INT_MIN, -1, 0, powers of two, INT_MAX…), plus named cases (INT_MIN / -1, negative divisors,
//! shifts by ≥ the width).

mod common;

use common::*;
use halide_tv::ir::{BinOp, Intrinsic, Type};
use halide_tv::smt::semantics::intrinsics::natural_result_type;

const WIDE_TYPES: [Type; 6] = [
    Type::int(16),
    Type::uint(16),
    Type::int(32),
    Type::uint(32),
    Type::int(64),
    Type::uint(64),
];

fn ref_binop(op: BinOp, ty: Type, a: i128, b: i128) -> Out {
    match op {
        BinOp::Add => Out::Num(wrap(ty, a + b)),
        BinOp::Sub => Out::Num(wrap(ty, a - b)),
        BinOp::Mul => Out::Num(wrap(ty, a.wrapping_mul(b))),
        BinOp::Div => Out::Num(ref_div(ty, a, b)),
        BinOp::Mod => Out::Num(ref_mod(ty, a, b)),
        BinOp::Min => Out::Num(a.min(b)),
        BinOp::Max => Out::Num(a.max(b)),
        BinOp::Eq => Out::Bool(a == b),
        BinOp::Ne => Out::Bool(a != b),
        BinOp::Lt => Out::Bool(a < b),
        BinOp::Le => Out::Bool(a <= b),
        BinOp::Gt => Out::Bool(a > b),
        BinOp::Ge => Out::Bool(a >= b),
        BinOp::And | BinOp::Or => unreachable!(),
    }
}

#[test]
fn binops_on_edge_values_of_wide_types() {
    let s = sem();
    for ty in WIDE_TYPES {
        let a = s.variable("a", ty).unwrap();
        let b = s.variable("b", ty).unwrap();
        let vals = edge_values(ty);
        for op in BinOp::ALL.into_iter().filter(|o| !o.is_logical()) {
            let t = s.binop(op, ty, &a, &b).unwrap();
            let mut bad = Vec::new();
            for_all_pairs(&t, (&a, &b), (ty, ty, ty), &vals, &vals, |x, y, out| {
                let want = ref_binop(op, ty, x, y);
                if out != want && bad.len() < 5 {
                    bad.push(format!("{x} {op} {y}: z3 {out:?}, reference {want:?}"));
                }
            });
            assert!(bad.is_empty(), "{ty}: {bad:?}");
        }
    }
}

#[test]
fn binary_intrinsics_on_edge_values_of_wide_types() {
    let s = sem();
    let ops = [
        "absd",
        "bitwise_and",
        "bitwise_or",
        "bitwise_xor",
        "shift_left",
        "shift_right",
        "div_round_to_zero",
        "mod_round_to_zero",
        "widening_add",
        "widening_sub",
        "widening_mul",
        "widening_shift_left",
        "widening_shift_right",
        "saturating_add",
        "saturating_sub",
        "halving_add",
        "halving_sub",
        "rounding_halving_add",
        "rounding_shift_left",
        "rounding_shift_right",
    ];
    for ty in WIDE_TYPES {
        let a = s.variable("a", ty).unwrap();
        let b = s.variable("b", ty).unwrap();
        let vals = edge_values(ty);
        for name in ops {
            if ty.bits == 64 && name.starts_with("widening") {
                // 128-bit results do not fit the i128 reference; see named_fixed_point_cases.
                continue;
            }
            let op = Intrinsic::from_name(name);
            let tr = natural_result_type(&op, &[ty, ty]).unwrap();
            let t = s
                .intrinsic(&op, &[ty, ty], tr, &[a.clone(), b.clone()])
                .unwrap();
            let mut bad = Vec::new();
            for_all_pairs(&t, (&a, &b), (ty, ty, tr), &vals, &vals, |x, y, out| {
                let want = expect(ref_intrinsic2(name, ty, ty, x, y));
                if out != want && bad.len() < 5 {
                    bad.push(format!("{name}({x}, {y}): z3 {out:?}, reference {want:?}"));
                }
            });
            assert!(bad.is_empty(), "{ty}: {bad:?}");
        }
    }
}

/// Evaluates `op` on literals.
fn bin(op: BinOp, ty: Type, x: i128, y: i128) -> Out {
    let s = sem();
    read(
        ty,
        &s.binop(op, ty, &lit(&s, ty, x), &lit(&s, ty, y)).unwrap(),
    )
}

fn intr(op: Intrinsic, types: &[Type], result: Type, args: &[i128]) -> Out {
    let s = sem();
    let vals: Vec<_> = types
        .iter()
        .zip(args)
        .map(|(t, v)| lit(&s, *t, *v))
        .collect();
    read(result, &s.intrinsic(&op, types, result, &vals).unwrap())
}

#[test]
fn named_division_cases() {
    let i32t = Type::int(32);
    let min = i128::from(i32::MIN);
    assert_eq!(
        bin(BinOp::Div, i32t, min, -1),
        Out::Num(min),
        "INT_MIN / -1 wraps"
    );
    assert_eq!(bin(BinOp::Mod, i32t, min, -1), Out::Num(0));
    for (a, b, q, r) in [
        (-7, 2, -4, 1),
        (7, -2, -3, 1),
        (-7, -2, 4, 1),
        (7, 2, 3, 1),
        (-8, 2, -4, 0),
    ] {
        assert_eq!(bin(BinOp::Div, i32t, a, b), Out::Num(q), "{a} / {b}");
        assert_eq!(bin(BinOp::Mod, i32t, a, b), Out::Num(r), "{a} % {b}");
    }
    for ty in [Type::int(16), Type::uint(16), i32t, Type::uint(32)] {
        assert_eq!(bin(BinOp::Div, ty, 1234, 0), Out::Num(0), "x / 0 on {ty}");
        assert_eq!(bin(BinOp::Mod, ty, 1234, 0), Out::Num(0), "x % 0 on {ty}");
    }
    let rtz = |op, a, b| intr(op, &[i32t, i32t], i32t, &[a, b]);
    assert_eq!(rtz(Intrinsic::DivRoundToZero, -7, 2), Out::Num(-3));
    assert_eq!(rtz(Intrinsic::ModRoundToZero, -7, 2), Out::Num(-1));
    assert_eq!(rtz(Intrinsic::DivRoundToZero, min, -1), Out::Undef);
    assert_eq!(rtz(Intrinsic::DivRoundToZero, 5, 0), Out::Undef);
}

#[test]
fn named_shift_cases() {
    let (i32t, u32t, u16t) = (Type::int(32), Type::uint(32), Type::uint(16));
    let sh = |op, ta: Type, tb: Type, a, b| intr(op, &[ta, tb], ta, &[a, b]);
    assert_eq!(
        sh(Intrinsic::ShiftLeft, i32t, i32t, 1, 31),
        Out::Num(i128::from(i32::MIN))
    );
    assert_eq!(
        sh(Intrinsic::ShiftLeft, i32t, i32t, 1, 32),
        Out::Undef,
        "shift by width"
    );
    assert_eq!(sh(Intrinsic::ShiftLeft, i32t, u32t, 1, 40), Out::Undef);
    assert_eq!(
        sh(Intrinsic::ShiftRight, i32t, i32t, -16, 2),
        Out::Num(-4),
        "arithmetic"
    );
    assert_eq!(
        sh(Intrinsic::ShiftRight, u32t, u32t, 0xffff_fff0, 2),
        Out::Num(0x3fff_fffc)
    );
    assert_eq!(
        sh(Intrinsic::ShiftLeft, i32t, i32t, -16, -2),
        Out::Num(-4),
        "negative amount"
    );
    assert_eq!(sh(Intrinsic::ShiftRight, i32t, i32t, 3, -4), Out::Num(48));
    assert_eq!(
        sh(Intrinsic::ShiftRight, i32t, i32t, 3, i128::from(i32::MIN)),
        Out::Undef
    );
    assert_eq!(
        sh(Intrinsic::ShiftLeft, u16t, u16t, 0x8001, 1),
        Out::Num(2),
        "wraps"
    );
    let clz = intr(Intrinsic::CountLeadingZeros, &[i32t], i32t, &[0]);
    assert_eq!(clz, Out::Num(32));
    let ctz = intr(Intrinsic::CountTrailingZeros, &[u32t], u32t, &[0x8000_0000]);
    assert_eq!(ctz, Out::Num(31));
}

#[test]
fn named_fixed_point_cases() {
    let i16t = Type::int(16);
    let u16t = Type::uint(16);
    let msr = |op, a, b, q| intr(op, &[i16t, i16t, u16t], i16t, &[a, b, q]);
    // Q15 multiply of -1.0 by -1.0 saturates to 32767.
    assert_eq!(
        msr(Intrinsic::MulShiftRight, -32768, -32768, 15),
        Out::Num(32767)
    );
    assert_eq!(
        msr(Intrinsic::RoundingMulShiftRight, -32768, -32768, 15),
        Out::Num(32767)
    );
    assert_eq!(msr(Intrinsic::MulShiftRight, 16384, 3, 15), Out::Num(1));
    assert_eq!(
        msr(Intrinsic::RoundingMulShiftRight, 16384, 3, 15),
        Out::Num(2)
    );
    assert_eq!(
        msr(Intrinsic::MulShiftRight, 100, 100, 32),
        Out::Undef,
        "q ≥ 2N"
    );
    let abs = intr(
        Intrinsic::Abs,
        &[Type::int(32)],
        Type::uint(32),
        &[i128::from(i32::MIN)],
    );
    assert_eq!(abs, Out::Num(1i128 << 31));
    let i64t = Type::int(64);
    let sat = intr(
        Intrinsic::SaturatingAdd,
        &[i64t, i64t],
        i64t,
        &[i128::from(i64::MAX), 1],
    );
    assert_eq!(sat, Out::Num(i128::from(i64::MAX)));
    // widening ops on 64-bit types would produce 128-bit values, which Halide does not have.
    let s = sem();
    let u64t = Type::uint(64);
    let m = lit(&s, u64t, 3);
    let r = s.intrinsic(
        &Intrinsic::WideningMul,
        &[u64t, u64t],
        Type::uint(128),
        &[m.clone(), m],
    );
    assert!(matches!(r, Err(halide_tv::smt::SemError::IllTyped(_))));
    for (x, want) in [(-129, -128), (300, 127), (-5, -5)] {
        let v = intr(
            Intrinsic::SaturatingCast,
            &[Type::int(32)],
            Type::int(8),
            &[x],
        );
        assert_eq!(v, Out::Num(want), "saturating_cast<int8>({x})");
    }
    let v = intr(
        Intrinsic::SaturatingCast,
        &[Type::int(32)],
        Type::uint(32),
        &[-1],
    );
    assert_eq!(v, Out::Num(0));
    let v = intr(
        Intrinsic::SaturatingCast,
        &[Type::uint(32)],
        Type::int(32),
        &[0xffff_ffff],
    );
    assert_eq!(v, Out::Num(i128::from(i32::MAX)));
    let lerp = intr(
        Intrinsic::Lerp,
        &[Type::uint(16), Type::uint(16), Type::uint(8)],
        Type::uint(16),
        &[0, 65535, 128],
    );
    assert_eq!(
        lerp,
        Out::Num(ref_lerp(Type::uint(16), 0, 65535, 128 * 257))
    );
}

#[test]
fn vector_reduce_combines_adjacent_lanes() {
    use halide_tv::ir::VectorReduceOp;
    use halide_tv::smt::{FloatMode, SemError, Semantics};
    let s = sem();
    let t = Type::int(8);
    let lanes: Vec<_> = [100, 100, -3, 7].iter().map(|v| lit(&s, t, *v)).collect();
    let sums = s.vector_reduce(VectorReduceOp::Add, t, &lanes, 2).unwrap();
    assert_eq!(read(t, &sums[0]), Out::Num(wrap(t, 200)), "wrapping add");
    assert_eq!(read(t, &sums[1]), Out::Num(4));
    let max = s.vector_reduce(VectorReduceOp::Max, t, &lanes, 1).unwrap();
    assert_eq!(read(t, &max[0]), Out::Num(100));
    let prod = s.vector_reduce(VectorReduceOp::Mul, t, &lanes, 1).unwrap();
    assert_eq!(read(t, &prod[0]), Out::Num(wrap(t, 100 * 100 * -3 * 7)));
    let b = Type::bool();
    let bools: Vec<_> = [1, 0, 1, 1].iter().map(|v| lit(&s, b, *v)).collect();
    let all = s.vector_reduce(VectorReduceOp::And, b, &bools, 2).unwrap();
    assert_eq!(
        (read(b, &all[0]), read(b, &all[1])),
        (Out::Bool(false), Out::Bool(true))
    );
    assert!(matches!(
        s.vector_reduce(VectorReduceOp::SaturatingAdd, t, &lanes, 1),
        Err(SemError::Unsupported(_))
    ));
    assert!(matches!(
        s.vector_reduce(VectorReduceOp::Add, t, &lanes, 3),
        Err(SemError::IllTyped(_))
    ));
    let ieee = Semantics::new(FloatMode::Ieee);
    let f = Type::float(32);
    let fl: Vec<_> = (0..4)
        .map(|i| ieee.float_const(f, f64::from(i)).unwrap())
        .collect();
    assert!(matches!(
        ieee.vector_reduce(VectorReduceOp::Add, f, &fl, 1),
        Err(SemError::Unsupported(_))
    ));
}

#[test]
fn malformed_types_are_rejected_not_panicking() {
    use halide_tv::ir::TypeCode;
    use halide_tv::smt::SemError;
    let s = sem();
    let bad = Type {
        code: TypeCode::Int,
        bits: 7,
        lanes: 1,
    };
    let zero = Type {
        code: TypeCode::UInt,
        bits: 0,
        lanes: 1,
    };
    let x = lit(&s, Type::int(8), 1);
    assert!(matches!(s.variable("x", bad), Err(SemError::IllTyped(_))));
    assert!(matches!(
        s.binop(BinOp::Add, zero, &x, &x),
        Err(SemError::IllTyped(_))
    ));
    assert!(matches!(
        s.cast(Type::int(8), bad, &x),
        Err(SemError::IllTyped(_))
    ));
    let r = s.intrinsic(&Intrinsic::ShiftLeft, &[zero, zero], zero, &[x.clone(), x]);
    assert!(matches!(r, Err(SemError::IllTyped(_))));
    // Vector types are accepted and mean one lane.
    let v = s.variable("v", Type::int(8).with_lanes(8)).unwrap();
    assert_eq!(v.as_bv().unwrap().get_size(), 8);
}

#[test]
fn widen_right_intrinsics_widen_only_the_right_operand() {
    // Halide's lower_widen_right_{add,sub,mul}: a op widen(b), in a's (wrapping) type.
    let (u16t, u8t, i16t, i8t) = (Type::uint(16), Type::uint(8), Type::int(16), Type::int(8));
    let add = Intrinsic::from_name("widen_right_add");
    let sub = Intrinsic::from_name("widen_right_sub");
    let mul = Intrinsic::from_name("widen_right_mul");
    assert_eq!(intr(add, &[u16t, u8t], u16t, &[65535, 255]), Out::Num(254));
    assert_eq!(
        intr(mul.clone(), &[u16t, u8t], u16t, &[1000, 200]),
        Out::Num(3392)
    );
    assert_eq!(intr(mul, &[i16t, i8t], i16t, &[300, -2]), Out::Num(-600));
    assert_eq!(intr(sub, &[i16t, i8t], i16t, &[-32768, 1]), Out::Num(32767));
}
