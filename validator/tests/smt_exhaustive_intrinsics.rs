//! Every intrinsic of the table on 8-bit types: binary integer intrinsics on all 65,536 pairs
//! of uint8×uint8 and int8×int8 (shifts also with the other signedness for the amount), unary
//! ones on all 256 values, three-argument ones on all pairs for several third arguments.
//! Compared with the Rust reference in `common`.

mod common;

use common::*;
use halide_tv::ir::{Intrinsic, Type};
use halide_tv::smt::semantics::intrinsics::{natural_result_type, spec};
use halide_tv::smt::semantics::{Rule, INTRINSICS};
use halide_tv::smt::SemError;

/// The binary integer intrinsics checked pair by pair against `ref_intrinsic2`.
const BINARY: [Intrinsic; 20] = [
    Intrinsic::Absd,
    Intrinsic::BitwiseAnd,
    Intrinsic::BitwiseOr,
    Intrinsic::BitwiseXor,
    Intrinsic::ShiftLeft,
    Intrinsic::ShiftRight,
    Intrinsic::DivRoundToZero,
    Intrinsic::ModRoundToZero,
    Intrinsic::WideningAdd,
    Intrinsic::WideningSub,
    Intrinsic::WideningMul,
    Intrinsic::WideningShiftLeft,
    Intrinsic::WideningShiftRight,
    Intrinsic::SaturatingAdd,
    Intrinsic::SaturatingSub,
    Intrinsic::HalvingAdd,
    Intrinsic::HalvingSub,
    Intrinsic::RoundingHalvingAdd,
    Intrinsic::RoundingShiftLeft,
    Intrinsic::RoundingShiftRight,
];

fn check_binary(op: &Intrinsic, ta: Type, tb: Type) {
    let s = sem();
    let a = s.variable("a", ta).unwrap();
    let b = s.variable("b", tb).unwrap();
    let tr = natural_result_type(op, &[ta, tb]).unwrap();
    let t = s
        .intrinsic(op, &[ta, tb], tr, &[a.clone(), b.clone()])
        .unwrap();
    let mut mismatches = Vec::new();
    let n = for_all_pairs(
        &t,
        (&a, &b),
        (ta, tb, tr),
        &all_values(ta),
        &all_values(tb),
        |x, y, out| {
            let want = expect(ref_intrinsic2(op.name(), ta, tb, x, y));
            if out != want && mismatches.len() < 5 {
                mismatches.push(format!("{op}({x}, {y}): z3 {out:?}, reference {want:?}"));
            }
        },
    );
    assert_eq!(n, 65_536);
    assert!(mismatches.is_empty(), "{op} on {ta}, {tb}: {mismatches:?}");
}

fn binary_group(ops: &[Intrinsic]) {
    for op in ops {
        for ty in [Type::uint(8), Type::int(8)] {
            check_binary(op, ty, ty);
        }
    }
}

#[test]
fn bitwise_and_division_intrinsics_all_pairs() {
    binary_group(&BINARY[0..4]);
    binary_group(&BINARY[6..8]);
}

#[test]
fn shifts_all_pairs_with_both_amount_signednesses() {
    for op in [Intrinsic::ShiftLeft, Intrinsic::ShiftRight] {
        for ta in [Type::uint(8), Type::int(8)] {
            for tb in [Type::uint(8), Type::int(8)] {
                check_binary(&op, ta, tb);
            }
        }
    }
}

/// Shifts by a constant amount (the term is built with the amount as a literal, which takes
/// the semantics' constant path: `a << k` as the product `a · 2^k`) on every value of `a` and
/// every amount of both signednesses, against the same reference.
#[test]
fn shifts_by_every_constant_amount() {
    let s = sem();
    for op in [Intrinsic::ShiftLeft, Intrinsic::ShiftRight] {
        for ta in [Type::uint(8), Type::int(8)] {
            for tb in [Type::uint(8), Type::int(8)] {
                let a = s.variable("a", ta).unwrap();
                let av = a.as_bv().unwrap().clone();
                let tr = natural_result_type(&op, &[ta, tb]).unwrap();
                let mut mismatches = Vec::new();
                for y in all_values(tb) {
                    let b = lit(&s, tb, y);
                    let t = s.intrinsic(&op, &[ta, tb], tr, &[a.clone(), b]).unwrap();
                    for x in all_values(ta) {
                        let out = read(tr, &substitute(&t, &av, &bv_const(ta, x)));
                        let want = expect(ref_intrinsic2(op.name(), ta, tb, x, y));
                        if out != want && mismatches.len() < 5 {
                            mismatches
                                .push(format!("{op}({x}, {y}): z3 {out:?}, reference {want:?}"));
                        }
                    }
                }
                assert!(mismatches.is_empty(), "{op} on {ta}, {tb}: {mismatches:?}");
            }
        }
    }
}

#[test]
fn widening_intrinsics_all_pairs() {
    binary_group(&BINARY[8..13]);
}

#[test]
fn saturating_and_halving_intrinsics_all_pairs() {
    binary_group(&BINARY[13..18]);
}

#[test]
fn rounding_shifts_all_pairs() {
    for op in [Intrinsic::RoundingShiftLeft, Intrinsic::RoundingShiftRight] {
        for ta in [Type::uint(8), Type::int(8)] {
            for tb in [Type::uint(8), Type::int(8)] {
                check_binary(&op, ta, tb);
            }
        }
    }
}

#[test]
fn unary_intrinsics_all_values() {
    let s = sem();
    for ty in [Type::uint(8), Type::int(8)] {
        let ut = Type::uint(8);
        for x in all_values(ty) {
            let v = lit(&s, ty, x);
            let p = pattern(ty, x);
            let run = |op: Intrinsic, rt: Type| {
                read(
                    rt,
                    &s.intrinsic(&op, &[ty], rt, std::slice::from_ref(&v))
                        .unwrap(),
                )
            };
            assert_eq!(
                run(Intrinsic::Abs, ut),
                Out::Num(x.abs()),
                "abs({x}) on {ty}"
            );
            assert_eq!(
                run(Intrinsic::BitwiseNot, ty),
                Out::Num(wrap(ty, !p & 0xff)),
                "~{x}"
            );
            let clz = (0..8).rev().take_while(|i| (p >> i) & 1 == 0).count() as i128;
            let ctz = (0..8).take_while(|i| (p >> i) & 1 == 0).count() as i128;
            assert_eq!(
                run(Intrinsic::CountLeadingZeros, ty),
                Out::Num(clz),
                "clz({x})"
            );
            assert_eq!(
                run(Intrinsic::CountTrailingZeros, ty),
                Out::Num(ctz),
                "ctz({x})"
            );
            assert_eq!(
                run(Intrinsic::Popcount, ty),
                Out::Num(i128::from(p.count_ones() as u8)),
                "popcount({x})"
            );
            for op in [
                Intrinsic::Likely,
                Intrinsic::LikelyIfInnermost,
                Intrinsic::StrictFloat,
            ] {
                assert_eq!(run(op.clone(), ty), Out::Num(x), "{op}({x})");
            }
            let other = if ty == ut { Type::int(8) } else { ut };
            let r = s
                .intrinsic(
                    &Intrinsic::Reinterpret,
                    &[ty],
                    other,
                    std::slice::from_ref(&v),
                )
                .unwrap();
            assert_eq!(
                read(other, &r),
                Out::Num(wrap(other, p)),
                "reinterpret({x})"
            );
            for to in [
                Type::uint(8),
                Type::int(8),
                Type::bool(),
                Type::uint(16),
                Type::int(16),
            ] {
                let r = s
                    .intrinsic(
                        &Intrinsic::SaturatingCast,
                        &[ty],
                        to,
                        std::slice::from_ref(&v),
                    )
                    .unwrap();
                let want = if to.is_bool() {
                    Out::Bool(x > 0)
                } else {
                    Out::Num(clamp_to(to, x))
                };
                assert_eq!(read(to, &r), want, "saturating_cast<{to}>({x}: {ty})");
            }
        }
    }
}

#[test]
fn mul_shift_right_all_pairs_for_several_shifts() {
    let s = sem();
    for rounding in [false, true] {
        let op = if rounding {
            Intrinsic::RoundingMulShiftRight
        } else {
            Intrinsic::MulShiftRight
        };
        for ty in [Type::uint(8), Type::int(8)] {
            let qt = Type::uint(8);
            let a = s.variable("a", ty).unwrap();
            let b = s.variable("b", ty).unwrap();
            for q in [0, 7, 8, 16] {
                let qv = lit(&s, qt, q);
                let t = s
                    .intrinsic(&op, &[ty, ty, qt], ty, &[a.clone(), b.clone(), qv])
                    .unwrap();
                let mut bad = Vec::new();
                let vals = all_values(ty);
                for_all_pairs(&t, (&a, &b), (ty, ty, ty), &vals, &vals, |x, y, out| {
                    let want = expect(ref_mul_shift_right(rounding, ty, x, y, q));
                    if out != want && bad.len() < 5 {
                        bad.push(format!(
                            "{op}({x}, {y}, {q}): z3 {out:?}, reference {want:?}"
                        ));
                    }
                });
                assert!(bad.is_empty(), "{ty}: {bad:?}");
            }
        }
    }
}

#[test]
fn lerp_all_one_weight_pairs_for_several_zeros() {
    let s = sem();
    let wt = Type::uint(8);
    for ty in [Type::uint(8), Type::int(8)] {
        let one = s.variable("one", ty).unwrap();
        let w = s.variable("w", wt).unwrap();
        let zeros: Vec<i128> = if ty == wt {
            vec![0, 17, 200, 255]
        } else {
            vec![-128, -5, 0, 127]
        };
        for z in zeros {
            let zv = lit(&s, ty, z);
            let t = s
                .intrinsic(
                    &Intrinsic::Lerp,
                    &[ty, ty, wt],
                    ty,
                    &[zv, one.clone(), w.clone()],
                )
                .unwrap();
            let mut bad = Vec::new();
            for_all_pairs(
                &t,
                (&one, &w),
                (ty, wt, ty),
                &all_values(ty),
                &all_values(wt),
                |o, wv, out| {
                    let want = Out::Num(ref_lerp(ty, z, o, wv));
                    if out != want && bad.len() < 5 {
                        bad.push(format!(
                            "lerp({z}, {o}, {wv}): z3 {out:?}, reference {want:?}"
                        ));
                    }
                },
            );
            assert!(bad.is_empty(), "{ty}: {bad:?}");
        }
    }
}

#[test]
fn lerp_with_wider_and_bool_weights() {
    let s = sem();
    // uint8 values, uint16 weight: the weight is divided by 257 first.
    let (ty, wt) = (Type::uint(8), Type::uint(16));
    for (z, o, w) in [
        (0, 255, 65535),
        (0, 255, 0),
        (10, 20, 32768),
        (255, 0, 257 * 100),
    ] {
        let args = [lit(&s, ty, z), lit(&s, ty, o), lit(&s, wt, w)];
        let v = s
            .intrinsic(&Intrinsic::Lerp, &[ty, ty, wt], ty, &args)
            .unwrap();
        assert_eq!(
            read(ty, &v),
            Out::Num(ref_lerp(ty, z, o, w / 257)),
            "lerp({z},{o},{w})"
        );
    }
    // bool values: weight above half selects one_val.
    let b = Type::bool();
    for (w, want) in [(127, false), (128, true), (255, true), (0, false)] {
        let args = [lit(&s, b, 0), lit(&s, b, 1), lit(&s, Type::uint(8), w)];
        let v = s
            .intrinsic(&Intrinsic::Lerp, &[b, b, Type::uint(8)], b, &args)
            .unwrap();
        assert_eq!(read(b, &v), Out::Bool(want), "bool lerp weight {w}");
    }
}

#[test]
fn if_then_else_and_promises() {
    let s = sem();
    let t = Type::int(8);
    let (x, y) = (lit(&s, t, -7), lit(&s, t, 9));
    for c in [false, true] {
        let cv = lit(&s, Type::bool(), i128::from(c));
        let v = s
            .intrinsic(
                &Intrinsic::IfThenElse,
                &[Type::bool(), t, t],
                t,
                &[cv, x.clone(), y.clone()],
            )
            .unwrap();
        assert_eq!(read(t, &v), Out::Num(if c { -7 } else { 9 }));
    }
    for op in [Intrinsic::PromiseClamped, Intrinsic::UnsafePromiseClamped] {
        let v = s
            .intrinsic(&op, &[t, t, t], t, &[x.clone(), y.clone(), y.clone()])
            .unwrap();
        assert_eq!(
            read(t, &v),
            Out::Num(-7),
            "{op} is the identity on its first argument"
        );
    }
    let two_arg = s.intrinsic(
        &Intrinsic::IfThenElse,
        &[Type::bool(), t],
        t,
        &[lit(&s, Type::bool(), 1), x.clone()],
    );
    assert!(matches!(two_arg, Err(SemError::Unsupported(_))));
}

#[test]
fn table_covers_every_known_intrinsic_once() {
    for op in Intrinsic::KNOWN {
        let rows = INTRINSICS.iter().filter(|s| &s.op == op).count();
        assert_eq!(rows, 1, "{op} must have exactly one row");
        let row = spec(op).unwrap();
        assert!(
            !row.meaning.is_empty() && row.halide.contains("src/"),
            "{op}"
        );
    }
    assert_eq!(INTRINSICS.len(), Intrinsic::KNOWN.len());
    // Every expansion row is exercised by the exhaustive tests above.
    for row in INTRINSICS {
        if matches!(row.rule, Rule::Expand(_)) {
            let tested = BINARY.contains(&row.op)
                || matches!(
                    row.op,
                    Intrinsic::MulShiftRight
                        | Intrinsic::RoundingMulShiftRight
                        | Intrinsic::WidenRightAdd
                        | Intrinsic::WidenRightSub
                        | Intrinsic::WidenRightMul
                );
            assert!(tested, "expansion of {} has no exhaustive test", row.op);
        }
    }
}

#[test]
fn unknown_intrinsics_and_float_expansions_are_unsupported() {
    let s = sem();
    let t = Type::int(8);
    let x = lit(&s, t, 1);
    let other = Intrinsic::from_name("gpu_thread_barrier");
    let r = s.intrinsic(&other, &[t], t, std::slice::from_ref(&x));
    assert!(
        matches!(&r, Err(SemError::Unsupported(n)) if n.contains("gpu_thread_barrier")),
        "{r:?}"
    );
    let f = Type::float(32);
    let fx = s.float_const(f, 1.5).unwrap();
    let r = s.intrinsic(
        &Intrinsic::HalvingAdd,
        &[f, f],
        f,
        &[fx.clone(), fx.clone()],
    );
    assert!(matches!(r, Err(SemError::Unsupported(_))));
    let r = s.intrinsic(&Intrinsic::SaturatingCast, &[f], Type::float(16), &[fx]);
    assert!(matches!(r, Err(SemError::Unsupported(_))));
    let wide = Type::int(64);
    let w = lit(&s, wide, 3);
    let r = s.intrinsic(
        &Intrinsic::Lerp,
        &[wide, wide, Type::uint(8)],
        wide,
        &[w.clone(), w, lit(&s, Type::uint(8), 1)],
    );
    assert!(matches!(r, Err(SemError::Unsupported(_))));
}

/// `widen_right_{add,sub,mul}(a, b) = a op widen(b)` with a 16-bit `a` and an 8-bit `b` of the
/// same signedness: every `b`, and 512 values of `a` (every multiple of 128 plus the edges).
#[test]
fn widen_right_intrinsics_all_narrow_operands() {
    let s = sem();
    for (ta, tb) in [
        (Type::uint(16), Type::uint(8)),
        (Type::int(16), Type::int(8)),
    ] {
        let lo = if ta.code == halide_tv::ir::TypeCode::Int {
            -32768
        } else {
            0
        };
        let mut avals: Vec<i128> = (0..512).map(|k| wrap(ta, lo + 128 * k)).collect();
        avals.extend([lo, lo + 1, lo + 65535, lo + 65534].map(|v| wrap(ta, v)));
        let bvals = all_values(tb);
        for (op, f) in [
            (
                Intrinsic::WidenRightAdd,
                (|x, y| x + y) as fn(i128, i128) -> i128,
            ),
            (Intrinsic::WidenRightSub, |x, y| x - y),
            (Intrinsic::WidenRightMul, |x, y| x * y),
        ] {
            let a = s.variable("a", ta).unwrap();
            let b = s.variable("b", tb).unwrap();
            let tr = natural_result_type(&op, &[ta, tb]).unwrap();
            assert_eq!(tr, ta);
            let t = s
                .intrinsic(&op, &[ta, tb], tr, &[a.clone(), b.clone()])
                .unwrap();
            let mut bad = Vec::new();
            for_all_pairs(&t, (&a, &b), (ta, tb, tr), &avals, &bvals, |x, y, out| {
                let want = Out::Num(wrap(ta, f(x, y)));
                if out != want && bad.len() < 5 {
                    bad.push(format!("{op}({x}, {y}): z3 {out:?}, reference {want:?}"));
                }
            });
            assert!(bad.is_empty(), "{ta}, {tb}: {bad:?}");
        }
    }
}
