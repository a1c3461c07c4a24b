//! Casts: every value of bool/uint8/int8 to every integer type (and back from 16/32-bit edge
//! values), int→float and float→int/float in the IEEE and real modes, including the undefined
//! out-of-range float→int cases.

mod common;

use common::*;
use halide_tv::ir::{BinOp, Type};
use halide_tv::smt::{FloatMode, Semantics, Value};
use z3::ast::Ast;

const INT_TYPES: [Type; 9] = [
    Type::bool(),
    Type::uint(8),
    Type::int(8),
    Type::uint(16),
    Type::int(16),
    Type::uint(32),
    Type::int(32),
    Type::uint(64),
    Type::int(64),
];

fn ref_int_cast(to: Type, x: i128) -> Out {
    if to.is_bool() {
        Out::Bool(x & 1 == 1)
    } else {
        Out::Num(wrap(to, x))
    }
}

#[test]
fn eight_bit_and_bool_sources_to_every_integer_type() {
    let s = sem();
    for from in [Type::bool(), Type::uint(8), Type::int(8)] {
        let vals = if from.is_bool() {
            vec![0, 1]
        } else {
            all_values(from)
        };
        for to in INT_TYPES {
            for &x in &vals {
                let v = s.cast(from, to, &lit(&s, from, x)).unwrap();
                assert_eq!(read(to, &v), ref_int_cast(to, x), "cast<{to}>({x}: {from})");
            }
        }
    }
}

#[test]
fn wide_sources_to_every_integer_type() {
    let s = sem();
    for from in &INT_TYPES[3..] {
        for to in INT_TYPES {
            for x in edge_values(*from) {
                let v = s.cast(*from, to, &lit(&s, *from, x)).unwrap();
                assert_eq!(read(to, &v), ref_int_cast(to, x), "cast<{to}>({x}: {from})");
            }
        }
    }
}

/// The IEEE bit pattern of a constant float term.
fn fp_bits(v: &Value) -> Option<u64> {
    v.as_fp().ok()?.to_ieee_bv().simplify().as_u64()
}

#[test]
fn int_to_float_rounds_to_nearest_even_in_ieee_mode() {
    let s = Semantics::new(FloatMode::Ieee);
    let (f32t, f64t) = (Type::float(32), Type::float(64));
    for from in [Type::uint(8), Type::int(8)] {
        for x in all_values(from) {
            let v = s.cast(from, f32t, &lit(&s, from, x)).unwrap();
            assert_eq!(
                fp_bits(&v),
                Some(u64::from((x as f32).to_bits())),
                "{x}: {from}"
            );
        }
    }
    let i32t = Type::int(32);
    for x in [
        16_777_217i128,
        16_777_219,
        -16_777_219,
        i128::from(i32::MAX),
        i128::from(i32::MIN),
    ] {
        let v = s.cast(i32t, f32t, &lit(&s, i32t, x)).unwrap();
        assert_eq!(
            fp_bits(&v),
            Some(u64::from((x as f32).to_bits())),
            "{x} to float32"
        );
    }
    let u64t = Type::uint(64);
    let v = s
        .cast(u64t, f64t, &lit(&s, u64t, i128::from(u64::MAX)))
        .unwrap();
    assert_eq!(fp_bits(&v), Some((u64::MAX as f64).to_bits()));
    let b = s
        .cast(Type::bool(), f32t, &lit(&s, Type::bool(), 1))
        .unwrap();
    assert_eq!(fp_bits(&b), Some(u64::from(1f32.to_bits())));
}

#[test]
fn int_to_float_is_exact_in_real_mode() {
    let s = Semantics::new(FloatMode::Real);
    let i32t = Type::int(32);
    let v = s
        .cast(i32t, Type::float(32), &lit(&s, i32t, 16_777_217))
        .unwrap();
    let r = v.as_real().unwrap().simplify();
    assert_eq!(
        r.as_rational(),
        Some((16_777_217, 1)),
        "no rounding in real mode"
    );
}

/// Reference float→int: truncation when in range, undefined otherwise (and NaN/inf).
fn ref_float_to_int(to: Type, x: f64) -> Out {
    if !x.is_finite() {
        return Out::Undef;
    }
    let t = x.trunc() as i128;
    if to.is_bool() {
        // via uint8
        return if (0..=255).contains(&t) {
            Out::Bool(t & 1 == 1)
        } else {
            Out::Undef
        };
    }
    if t < min_of(to) || t > max_of(to) {
        Out::Undef
    } else {
        Out::Num(t)
    }
}

const FLOAT_SAMPLES: [f64; 22] = [
    0.0,
    -0.0,
    0.5,
    -0.5,
    1.0,
    2.0,
    3.0,
    3.7,
    -3.7,
    127.9,
    128.0,
    -128.0,
    -128.9,
    -129.0,
    255.9,
    256.0,
    -1.0,
    65535.5,
    65536.0,
    2147483520.0,
    -2147483648.0,
    1e10,
];

#[test]
fn float_to_int_truncates_and_is_undefined_out_of_range() {
    for mode in [FloatMode::Ieee, FloatMode::Real] {
        let s = Semantics::new(mode);
        for from in [Type::float(32), Type::float(64)] {
            for to in [
                Type::bool(),
                Type::uint(8),
                Type::int(8),
                Type::uint(16),
                Type::int(16),
                Type::int(32),
                Type::uint(32),
            ] {
                for x in FLOAT_SAMPLES {
                    let v = s.cast(from, to, &s.float_const(from, x).unwrap()).unwrap();
                    let want = ref_float_to_int(
                        to,
                        if from.bits == 32 {
                            f64::from(x as f32)
                        } else {
                            x
                        },
                    );
                    assert_eq!(read(to, &v), want, "{mode}: cast<{to}>({x}: {from})");
                }
            }
        }
    }
    let s = Semantics::new(FloatMode::Ieee);
    let f32t = Type::float(32);
    let nan = s
        .binop(
            halide_tv::ir::BinOp::Div,
            f32t,
            &s.float_const(f32t, 0.0).unwrap(),
            &s.float_const(f32t, 0.0).unwrap(),
        )
        .unwrap();
    for to in [Type::int(32), Type::uint(8)] {
        assert_eq!(
            read(to, &s.cast(f32t, to, &nan).unwrap()),
            Out::Undef,
            "NaN to {to}"
        );
    }
    let inf = s.float_const(f32t, f64::INFINITY).unwrap();
    assert_eq!(
        read(Type::int(32), &s.cast(f32t, Type::int(32), &inf).unwrap()),
        Out::Undef
    );
}

#[test]
fn float_to_float_rounds_in_ieee_mode_and_is_identity_in_real_mode() {
    let s = Semantics::new(FloatMode::Ieee);
    let (f16, f32t, f64t) = (Type::float(16), Type::float(32), Type::float(64));
    for x in [0.1f64, 1e300, -1e-300, std::f64::consts::PI, 16777217.0] {
        let v = s
            .cast(f64t, f32t, &s.float_const(f64t, x).unwrap())
            .unwrap();
        assert_eq!(
            fp_bits(&v),
            Some(u64::from((x as f32).to_bits())),
            "{x} to float32"
        );
    }
    let v = s
        .cast(f32t, f64t, &s.float_const(f32t, 0.1).unwrap())
        .unwrap();
    assert_eq!(
        fp_bits(&v),
        Some(f64::from(0.1f32).to_bits()),
        "widening is exact"
    );
    for (x, half_bits) in [
        (1.0, 0x3c00u64),
        (65504.0, 0x7bff),
        (65520.0, 0x7c00),
        (-2.0, 0xc000),
    ] {
        let v = s.cast(f32t, f16, &s.float_const(f32t, x).unwrap()).unwrap();
        assert_eq!(fp_bits(&v), Some(half_bits), "{x} to float16");
    }
    let r = Semantics::new(FloatMode::Real);
    let x = r.variable("x", f64t).unwrap();
    let y = r.cast(f64t, f32t, &x).unwrap();
    assert!(x.same_as(&y).unwrap().simplify().as_bool() == Some(true));
}

#[test]
fn reinterpret_float_bits_in_ieee_mode() {
    use halide_tv::ir::Intrinsic;
    let s = Semantics::new(FloatMode::Ieee);
    let (f32t, u32t) = (Type::float(32), Type::uint(32));
    let one = s.float_const(f32t, 1.0).unwrap();
    let bits = s
        .intrinsic(&Intrinsic::Reinterpret, &[f32t], u32t, &[one])
        .unwrap();
    assert_eq!(read(u32t, &bits), Out::Num(0x3f80_0000));
    let back = s
        .intrinsic(
            &Intrinsic::Reinterpret,
            &[u32t],
            f32t,
            &[lit(&s, u32t, 0xc000_0000)],
        )
        .unwrap();
    assert_eq!(fp_bits(&back), Some(u64::from((-2f32).to_bits())));
    let real = Semantics::new(FloatMode::Real);
    let r = real.intrinsic(
        &Intrinsic::Reinterpret,
        &[f32t],
        u32t,
        &[real.float_const(f32t, 1.0).unwrap()],
    );
    assert!(matches!(r, Err(halide_tv::smt::SemError::Unsupported(_))));
}

#[test]
fn rounding_externs_are_exact() {
    let f = Type::float(32);
    let ieee = Semantics::new(FloatMode::Ieee);
    let real = Semantics::new(FloatMode::Real);
    let cases: [(&str, f64, f64); 12] = [
        ("floor_f32", 2.5, 2.0),
        ("floor_f32", -2.5, -3.0),
        ("ceil_f32", -2.5, -2.0),
        ("ceil_f32", 2.25, 3.0),
        ("trunc_f32", -2.7, -2.0),
        ("trunc_f32", 2.7, 2.0),
        ("round_f32", 2.5, 2.0),
        ("round_f32", 3.5, 4.0),
        ("round_f32", -2.5, -2.0),
        ("round_f32", -2.6, -3.0),
        ("round_f32", 0.25, 0.0),
        ("sqrt_f32", 6.25, 2.5),
    ];
    for (name, x, want) in cases {
        let v = ieee
            .extern_call(name, &[f], f, &[ieee.float_const(f, x).unwrap()])
            .unwrap();
        assert_eq!(
            fp_bits(&v),
            Some(u64::from((want as f32).to_bits())),
            "ieee {name}({x})"
        );
        if name != "sqrt_f32" {
            let v = real
                .extern_call(name, &[f], f, &[real.float_const(f, x).unwrap()])
                .unwrap();
            let got = v.as_real().unwrap().simplify().as_rational();
            assert_eq!(got, Some((want as i64, 1)), "real {name}({x})");
        }
    }
    // sqrt has no exact real model: of an unknown it stays an uninterpreted function.
    let x = real.variable("x", f).unwrap();
    let v = real.extern_call("sqrt_f32", &[f], f, &[x]).unwrap();
    assert_eq!(v.as_real().unwrap().simplify().as_rational(), None);
}

/// The exact rational value of `v` (a real-mode numeral), or `None`.
fn rational(v: &Value) -> Option<(i64, i64)> {
    v.as_real().unwrap().simplify().as_rational()
}

/// The exact rational value of a float32.
fn f32_rational(x: f32) -> (i64, i64) {
    let real = Semantics::new(FloatMode::Real);
    rational(&real.float_const(Type::float(32), f64::from(x)).unwrap()).unwrap()
}

#[test]
fn constant_float_expressions_fold_as_halide_folds_them_in_real_mode() {
    // Halide's simplifier folds the algorithm's constants on doubles and rounds to the type
    // (unsharp's kernel `exp_f32(-x²/4.5) / 3.7599425f`, literals 0.2659615f … in the
    // generated code): in real mode a constant expression denotes that constant.
    let f = Type::float(32);
    let real = Semantics::new(FloatMode::Real);
    let c = |x: f64| real.float_const(f, x).unwrap();
    let third = real.binop(BinOp::Div, f, &c(1.0), &c(3.0)).unwrap();
    assert_eq!(rational(&third), Some(f32_rational(1.0f32 / 3.0f32)));
    assert_ne!(rational(&third), Some((1, 3)));
    for (i, want) in [0.2659615f32, 0.21296532, 0.10934004, 0.035993975]
        .into_iter()
        .enumerate()
    {
        // `cast<float32>((0 - x) * x) / 4.5f` at x = i, through the integer semantics.
        let xi = real.int_const(Type::int(32), i as i128).unwrap();
        let zero = real.int_const(Type::int(32), 0).unwrap();
        let neg = real.binop(BinOp::Sub, Type::int(32), &zero, &xi).unwrap();
        let sq = real.binop(BinOp::Mul, Type::int(32), &neg, &xi).unwrap();
        let arg = real.cast(Type::int(32), f, &sq).unwrap();
        let arg = real.binop(BinOp::Div, f, &arg, &c(4.5)).unwrap();
        let e = real.extern_call("exp_f32", &[f], f, &[arg]).unwrap();
        let k = real.binop(BinOp::Div, f, &e, &c(3.7599425)).unwrap();
        assert_eq!(rational(&k), Some(f32_rational(want)), "kernel({i})");
    }
    let s = real.extern_call("sqrt_f32", &[f], f, &[c(2.0)]).unwrap();
    assert_eq!(rational(&s), Some(f32_rational(2f32.sqrt())));
    // Not constant: exact real arithmetic and an uninterpreted exp, as before, except that a
    // division by a constant is the multiplication by its reciprocal folded to float32 (Halide's
    // simplifier rewrites `x / c0` to `x * fold(1 / c0)`).
    let x = real.variable("x", f).unwrap();
    let q = real.binop(BinOp::Div, f, &x, &c(3.0)).unwrap();
    assert_eq!(rational(&q), None);
    let term = |v: &Value| v.as_real().unwrap().simplify().to_string();
    let times = |k: f32| real.binop(BinOp::Mul, f, &x, &c(f64::from(k))).unwrap();
    let by_4_5 = real.binop(BinOp::Div, f, &x, &c(4.5)).unwrap();
    assert_eq!(term(&by_4_5), term(&times(1.0f32 / 4.5f32)));
    assert_ne!(term(&by_4_5), term(&times(0.2222222f32)));
    assert_ne!(
        f64::from(1.0f32 / 4.5f32),
        1.0 / 4.5,
        "the folded reciprocal is not the real one"
    );
    let e = real.extern_call("exp_f32", &[f], f, &[x]).unwrap();
    assert_eq!(rational(&e), None);
    // float64 constants fold on doubles too (IEEE mode is IEEE arithmetic already), and a
    // float64 division by a constant is the product with its double reciprocal.
    let d = Type::float(64);
    let c64 = |x: f64| real.float_const(d, x).unwrap();
    let third64 = real.binop(BinOp::Div, d, &c64(1.0), &c64(3.0)).unwrap();
    assert_eq!(rational(&third64), rational(&c64(1.0 / 3.0)));
    assert_ne!(rational(&third64), Some((1, 3)));
    let y = real.variable("y", d).unwrap();
    let by_3 = real.binop(BinOp::Div, d, &y, &c64(3.0)).unwrap();
    let times_third = real.binop(BinOp::Mul, d, &y, &c64(1.0 / 3.0)).unwrap();
    assert_eq!(term(&by_3), term(&times_third));
}

#[test]
fn float_lerp_matches_ieee_arithmetic() {
    use halide_tv::ir::Intrinsic;
    let s = Semantics::new(FloatMode::Ieee);
    let (f, w8) = (Type::float(32), Type::uint(8));
    let (z, o) = (-3.5f32, 7.25f32);
    let zv = s.float_const(f, f64::from(z)).unwrap();
    let ov = s.float_const(f, f64::from(o)).unwrap();
    for w in 0..=255u8 {
        let v = s
            .intrinsic(
                &Intrinsic::Lerp,
                &[f, f, w8],
                f,
                &[zv.clone(), ov.clone(), lit(&s, w8, i128::from(w))],
            )
            .unwrap();
        let wf = f32::from(w) / 255.0;
        let want = z * (1.0 - wf) + o * wf;
        assert_eq!(
            fp_bits(&v),
            Some(u64::from(want.to_bits())),
            "lerp weight {w}"
        );
    }
    for wf in [0.0f32, 0.25, 0.5, 0.3, 1.0] {
        let wv = s.float_const(f, f64::from(wf)).unwrap();
        let v = s
            .intrinsic(
                &Intrinsic::Lerp,
                &[f, f, f],
                f,
                &[zv.clone(), ov.clone(), wv.clone()],
            )
            .unwrap();
        let want = z * (1.0 - wf) + o * wf;
        assert_eq!(
            fp_bits(&v),
            Some(u64::from(want.to_bits())),
            "lerp weight {wf}"
        );
        // uint8 values with a float weight: the weight becomes cast<uint8>(255 * w).
        let u8t = Type::uint(8);
        let v = s
            .intrinsic(
                &Intrinsic::Lerp,
                &[u8t, u8t, f],
                u8t,
                &[lit(&s, u8t, 10), lit(&s, u8t, 250), wv],
            )
            .unwrap();
        let w_int = i128::from((255.0f32 * wf) as u8);
        assert_eq!(
            read(u8t, &v),
            Out::Num(ref_lerp(u8t, 10, 250, w_int)),
            "u8 lerp weight {wf}"
        );
    }
}
