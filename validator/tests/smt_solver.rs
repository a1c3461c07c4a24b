//! Validity queries through `smt::solver`: the float-mode cases (commutativity holds in real and
//! IEEE modes, associativity only in real mode), widening vs. halving_add, timeouts as Unknown,
//! counterexamples with concrete typed values, extern calls as uninterpreted functions.

use std::time::Duration;

use halide_tv::ir::{BinOp, Intrinsic, Type};
use halide_tv::smt::solver::{Concrete, SmtResult};
use halide_tv::smt::{check_same, check_validity, FloatMode, Observed, Semantics, Value};
use z3::ast::{Ast, Bool, BV};

const T: Duration = Duration::from_secs(20);

fn vars(s: &Semantics, ty: Type, names: &[&str]) -> (Vec<Value>, Vec<Observed>) {
    let vals: Vec<Value> = names.iter().map(|n| s.variable(n, ty).unwrap()).collect();
    let obs = names
        .iter()
        .zip(&vals)
        .map(|(n, v)| Observed::new(*n, ty, v.clone()))
        .collect();
    (vals, obs)
}

#[test]
fn multiply_add_commutes_in_real_and_ieee_modes() {
    let f = Type::float(32);
    for mode in [FloatMode::Real, FloatMode::Ieee] {
        let s = Semantics::new(mode);
        let (v, obs) = vars(&s, f, &["a", "b", "c"]);
        let lhs = s
            .binop(
                BinOp::Add,
                f,
                &s.binop(BinOp::Mul, f, &v[0], &v[1]).unwrap(),
                &v[2],
            )
            .unwrap();
        let rhs = s
            .binop(
                BinOp::Add,
                f,
                &v[2],
                &s.binop(BinOp::Mul, f, &v[1], &v[0]).unwrap(),
            )
            .unwrap();
        let r = check_same(&[], &lhs, &rhs, &obs, T).unwrap();
        assert_eq!(r, SmtResult::Valid, "{mode}");
    }
    // Uninterpreted floats know nothing about commutativity.
    let s = Semantics::new(FloatMode::Uninterpreted);
    let (v, obs) = vars(&s, f, &["a", "b"]);
    let ab = s.binop(BinOp::Add, f, &v[0], &v[1]).unwrap();
    let ba = s.binop(BinOp::Add, f, &v[1], &v[0]).unwrap();
    assert!(matches!(
        check_same(&[], &ab, &ba, &obs, T).unwrap(),
        SmtResult::Invalid(_)
    ));
    let ab2 = s.binop(BinOp::Add, f, &v[0], &v[1]).unwrap();
    assert_eq!(
        check_same(&[], &ab, &ab2, &obs, T).unwrap(),
        SmtResult::Valid
    );
}

fn f32_of(c: &Concrete) -> f32 {
    match c {
        Concrete::Float {
            bits: 32, pattern, ..
        } => f32::from_bits(*pattern as u32),
        Concrete::Other(s) if s == "NaN" => f32::NAN,
        other => panic!("expected a float32 value, got {other:?}"),
    }
}

#[test]
fn addition_is_associative_only_in_real_mode() {
    let f = Type::float(32);
    let build = |s: &Semantics, v: &[Value]| {
        let l = s
            .binop(
                BinOp::Add,
                f,
                &s.binop(BinOp::Add, f, &v[0], &v[1]).unwrap(),
                &v[2],
            )
            .unwrap();
        let r = s
            .binop(
                BinOp::Add,
                f,
                &v[0],
                &s.binop(BinOp::Add, f, &v[1], &v[2]).unwrap(),
            )
            .unwrap();
        (l, r)
    };
    let s = Semantics::new(FloatMode::Real);
    let (v, obs) = vars(&s, f, &["a", "b", "c"]);
    let (l, r) = build(&s, &v);
    assert_eq!(check_same(&[], &l, &r, &obs, T).unwrap(), SmtResult::Valid);

    let s = Semantics::new(FloatMode::Ieee);
    let (v, obs) = vars(&s, f, &["a", "b", "c"]);
    let (l, r) = build(&s, &v);
    let SmtResult::Invalid(cex) = check_same(&[], &l, &r, &obs, T).unwrap() else {
        panic!("IEEE addition must not be associative");
    };
    let (a, b, c) = (
        f32_of(cex.get("a").unwrap()),
        f32_of(cex.get("b").unwrap()),
        f32_of(cex.get("c").unwrap()),
    );
    let (x, y) = ((a + b) + c, a + (b + c));
    let differ = x.is_nan() != y.is_nan() || (!x.is_nan() && x.to_bits() != y.to_bits());
    assert!(
        differ,
        "counterexample {cex} does not separate the two sums: {x} vs {y}"
    );
    assert!(cex.to_string().contains("a: float32 = "), "{cex}");
}

#[test]
fn widened_average_is_halving_add_but_wrapping_shift_is_not() {
    let s = Semantics::new(FloatMode::Real);
    let (u8t, u16t) = (Type::uint(8), Type::uint(16));
    let (v, obs) = vars(&s, u8t, &["a", "b"]);
    let halving = s
        .intrinsic(
            &Intrinsic::HalvingAdd,
            &[u8t, u8t],
            u8t,
            &[v[0].clone(), v[1].clone()],
        )
        .unwrap();
    // cast<uint8>((cast<uint16>(a) + cast<uint16>(b)) / 2)
    let wa = s.cast(u8t, u16t, &v[0]).unwrap();
    let wb = s.cast(u8t, u16t, &v[1]).unwrap();
    let sum = s.binop(BinOp::Add, u16t, &wa, &wb).unwrap();
    let two = s.int_const(u16t, 2).unwrap();
    let avg = s
        .cast(u16t, u8t, &s.binop(BinOp::Div, u16t, &sum, &two).unwrap())
        .unwrap();
    assert_eq!(
        check_same(&[], &avg, &halving, &obs, T).unwrap(),
        SmtResult::Valid
    );

    // (a + b) >> 1 in uint8 wraps before shifting.
    let narrow_sum = s.binop(BinOp::Add, u8t, &v[0], &v[1]).unwrap();
    let one = s.int_const(u8t, 1).unwrap();
    let shifted = s
        .intrinsic(&Intrinsic::ShiftRight, &[u8t, u8t], u8t, &[narrow_sum, one])
        .unwrap();
    let SmtResult::Invalid(cex) = check_same(&[], &shifted, &halving, &obs, T).unwrap() else {
        panic!("the wrapping average must differ from halving_add");
    };
    let (Some(Concrete::Int(a)), Some(Concrete::Int(b))) = (cex.get("a"), cex.get("b")) else {
        panic!("integer counterexample expected: {cex}");
    };
    assert!(a + b >= 256, "counterexample {cex} does not overflow uint8");
    assert!((0..256).contains(a) && (0..256).contains(b), "{cex}");

    // Under the premise that the sum does not overflow, the two agree.
    let lim = s.int_const(u8t, 128).unwrap();
    let premises: Vec<Bool> = v
        .iter()
        .map(|x| {
            s.binop(BinOp::Lt, u8t, x, &lim)
                .unwrap()
                .as_bool()
                .unwrap()
                .clone()
        })
        .collect();
    assert_eq!(
        check_same(&premises, &shifted, &halving, &obs, T).unwrap(),
        SmtResult::Valid
    );
}

#[test]
fn timeouts_are_unknown() {
    // Factor a 62-bit semiprime by bit-blasted multiplication: far beyond 50 ms.
    let x = BV::new_const("x", 64);
    let y = BV::new_const("y", 64);
    let n = BV::from_u64(2_147_483_647u64 * 2_147_483_629u64, 64);
    let small = BV::from_u64(1 << 32, 64);
    let one = BV::from_u64(1, 64);
    let factors = Bool::and(&[
        x.bvmul(&y).eq(&n),
        x.bvugt(&one),
        y.bvugt(&one),
        x.bvult(&small),
        y.bvult(&small),
    ]);
    let r = check_validity(&[], &factors.not(), &[], Duration::from_millis(50));
    let SmtResult::Unknown(reason) = r else {
        panic!("expected Unknown on timeout, got {r:?}");
    };
    assert!(!reason.is_empty());
}

#[test]
fn counterexamples_print_integers_by_signedness() {
    let s = Semantics::new(FloatMode::Real);
    for (ty, op, want) in [
        (Type::int(8), BinOp::Add, 127), // x + 1 > x fails at INT8_MAX
        (Type::uint(8), BinOp::Sub, 0),  // x - 1 < x fails at 0
    ] {
        let (v, obs) = vars(&s, ty, &["x"]);
        let one = s.int_const(ty, 1).unwrap();
        let y = s.binop(op, ty, &v[0], &one).unwrap();
        let cmp = if op == BinOp::Add {
            BinOp::Gt
        } else {
            BinOp::Lt
        };
        let goal = s.binop(cmp, ty, &y, &v[0]).unwrap();
        let r = check_validity(&[], goal.as_bool().unwrap(), &obs, T);
        let SmtResult::Invalid(cex) = r else {
            panic!("{ty}: expected a counterexample, got {r:?}");
        };
        assert_eq!(cex.get("x"), Some(&Concrete::Int(want)), "{ty}: {cex}");
    }
    // A real counterexample is an exact fraction.
    let f = Type::float(32);
    let (v, obs) = vars(&s, f, &["a"]);
    let three = s.float_const(f, 3.0).unwrap();
    let one = s.float_const(f, 1.0).unwrap();
    let prod = s.binop(BinOp::Mul, f, &v[0], &three).unwrap();
    let premise = prod.same_as(&one).unwrap();
    let zero = s.float_const(f, 0.0).unwrap();
    let r = check_same(&[premise], &v[0], &zero, &obs, T).unwrap();
    assert_eq!(
        r,
        SmtResult::Invalid(halide_tv::smt::Counterexample {
            assignments: vec![halide_tv::smt::solver::Assignment {
                name: "a".into(),
                ty: f,
                value: Concrete::Real("1/3".into()),
            }]
        })
    );
}

#[test]
fn ieee_comparisons_follow_llvm_ordered_predicates() {
    let s = Semantics::new(FloatMode::Ieee);
    let f = Type::float(32);
    let (v, obs) = vars(&s, f, &["x"]);
    // x != x (fcmp one) is never true.
    let ne = s.binop(BinOp::Ne, f, &v[0], &v[0]).unwrap();
    let never = s.not(&ne).unwrap();
    assert_eq!(
        check_validity(&[], never.as_bool().unwrap(), &obs, T),
        SmtResult::Valid
    );
    // x == x (fcmp oeq) fails exactly for NaN.
    let eq = s.binop(BinOp::Eq, f, &v[0], &v[0]).unwrap();
    let r = check_validity(&[], eq.as_bool().unwrap(), &obs, T);
    assert_eq!(
        r.clone(),
        SmtResult::Invalid(halide_tv::smt::Counterexample {
            assignments: vec![halide_tv::smt::solver::Assignment {
                name: "x".into(),
                ty: f,
                value: Concrete::Other("NaN".into()),
            }]
        }),
        "{r:?}"
    );
    // min(NaN, 1) = 1 but min(1, NaN) = NaN: select(a < b, a, b).
    let zero = s.float_const(f, 0.0).unwrap();
    let nan = s.binop(BinOp::Div, f, &zero, &zero).unwrap();
    let one = s.float_const(f, 1.0).unwrap();
    let m1 = s.binop(BinOp::Min, f, &nan, &one).unwrap();
    let m2 = s.binop(BinOp::Min, f, &one, &nan).unwrap();
    assert_eq!(m1.same_as(&one).unwrap().simplify().as_bool(), Some(true));
    assert_eq!(m2.same_as(&nan).unwrap().simplify().as_bool(), Some(true));
}

#[test]
fn extern_calls_are_functions_keyed_by_name_and_signature() {
    let f = Type::float(32);
    for mode in [FloatMode::Real, FloatMode::Ieee, FloatMode::Uninterpreted] {
        let s = Semantics::new(mode);
        let (v, obs) = vars(&s, f, &["x", "y"]);
        let sx = s.extern_call("sin_f32", &[f], f, &v[..1]).unwrap();
        let sx2 = s.extern_call("sin_f32", &[f], f, &v[..1]).unwrap();
        let sy = s.extern_call("sin_f32", &[f], f, &v[1..]).unwrap();
        let ex = s.extern_call("exp_f32", &[f], f, &v[..1]).unwrap();
        assert_eq!(
            check_same(&[], &sx, &sx2, &obs, T).unwrap(),
            SmtResult::Valid,
            "{mode}"
        );
        let premise = v[0].same_as(&v[1]).unwrap();
        assert_eq!(
            check_same(&[premise], &sx, &sy, &obs, T).unwrap(),
            SmtResult::Valid
        );
        assert!(matches!(
            check_same(&[], &sx, &sy, &obs, T).unwrap(),
            SmtResult::Invalid(_)
        ));
        assert!(matches!(
            check_same(&[], &sx, &ex, &obs, T).unwrap(),
            SmtResult::Invalid(_)
        ));
        let pow = s.extern_call("pow_f32", &[f, f], f, &v).unwrap();
        let pow2 = s
            .extern_call("pow_f32", &[f, f], f, &[v[1].clone(), v[0].clone()])
            .unwrap();
        assert!(matches!(
            check_same(&[], &pow, &pow2, &obs, T).unwrap(),
            SmtResult::Invalid(_)
        ));
    }
}
