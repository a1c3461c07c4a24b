//! Every integer `BinOp` on uint8×uint8 and int8×int8 (all 65,536 pairs each), and on bool,
//! compared with the Rust reference of Halide's semantics.

mod common;

use common::*;
use halide_tv::ir::{BinOp, Type};

fn reference(op: BinOp, ty: Type, a: i128, b: i128) -> Out {
    match op {
        BinOp::Add => Out::Num(wrap(ty, a + b)),
        BinOp::Sub => Out::Num(wrap(ty, a - b)),
        BinOp::Mul => Out::Num(wrap(ty, a * b)),
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
        BinOp::And | BinOp::Or => unreachable!("logical operators are bool-only"),
    }
}

fn exhaustive(ty: Type, ops: &[BinOp]) {
    let s = sem();
    let a = s.variable("a", ty).unwrap();
    let b = s.variable("b", ty).unwrap();
    let values = all_values(ty);
    for &op in ops {
        let t = s.binop(op, ty, &a, &b).unwrap();
        let mut mismatches = Vec::new();
        let n = for_all_pairs(&t, (&a, &b), (ty, ty, ty), &values, &values, |x, y, out| {
            let want = reference(op, ty, x, y);
            if out != want && mismatches.len() < 5 {
                mismatches.push(format!("{x} {op} {y}: z3 {out:?}, reference {want:?}"));
            }
        });
        assert_eq!(n, 65_536);
        assert!(mismatches.is_empty(), "{ty} `{op}`: {mismatches:?}");
    }
}

const ARITH: [BinOp; 7] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::Div,
    BinOp::Mod,
    BinOp::Min,
    BinOp::Max,
];
const CMP: [BinOp; 6] = [
    BinOp::Eq,
    BinOp::Ne,
    BinOp::Lt,
    BinOp::Le,
    BinOp::Gt,
    BinOp::Ge,
];

#[test]
fn uint8_arithmetic_all_pairs() {
    exhaustive(Type::uint(8), &ARITH);
}

#[test]
fn int8_arithmetic_all_pairs() {
    exhaustive(Type::int(8), &ARITH);
}

#[test]
fn uint8_comparisons_all_pairs() {
    exhaustive(Type::uint(8), &CMP);
}

#[test]
fn int8_comparisons_all_pairs() {
    exhaustive(Type::int(8), &CMP);
}

#[test]
fn bool_operators_all_pairs() {
    let s = sem();
    let t = Type::bool();
    for x in [false, true] {
        for y in [false, true] {
            let (a, b) = (lit(&s, t, i128::from(x)), lit(&s, t, i128::from(y)));
            let cases = [
                (BinOp::And, x && y),
                (BinOp::Or, x || y),
                (BinOp::Eq, x == y),
                (BinOp::Ne, x != y),
                (BinOp::Lt, !x & y),
                (BinOp::Le, x <= y),
                (BinOp::Gt, x & !y),
                (BinOp::Ge, x >= y),
                (BinOp::Min, x && y),
                (BinOp::Max, x || y),
            ];
            for (op, want) in cases {
                let v = s.binop(op, t, &a, &b).unwrap();
                assert_eq!(read(t, &v), Out::Bool(want), "{x} {op} {y}");
            }
        }
    }
    let a = lit(&s, t, 1);
    for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Mod] {
        assert!(
            matches!(
                s.binop(op, t, &a, &a),
                Err(halide_tv::smt::SemError::Unsupported(_))
            ),
            "{op} on bool must be unsupported"
        );
    }
}

#[test]
fn logical_operators_reject_integers() {
    let s = sem();
    let t = Type::int(8);
    let a = lit(&s, t, 1);
    for op in [BinOp::And, BinOp::Or] {
        assert!(matches!(
            s.binop(op, t, &a, &a),
            Err(halide_tv::smt::SemError::IllTyped(_))
        ));
    }
}
