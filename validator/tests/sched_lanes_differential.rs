//! Differential test of the vector lowering: random int32 vector index expressions (nested
//! ramps, broadcasts, concat / interleave / slice / arbitrary shuffles, selects, arithmetic)
//! are evaluated lane by lane with Halide's vector semantics and compared with the per-lane
//! affine index the lowering produces for a store through them.

use halide_tv::ir::{
    BinOp, BufferDecl, Expr, ExprNode, ParamDecl, SchedProgram, Stmt, Store, Type,
};
use halide_tv::sched::{check_program, lower_program, CmpOp, CommandKind, Cond, Index, Value};
use proptest::prelude::*;
use std::collections::HashMap;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
}

fn scalar(r: &mut Rng) -> Expr {
    match r.below(4) {
        0 => Expr::var_i32("x"),
        1 => Expr::var_i32("y"),
        2 => Expr::i32(r.range(-9, 9) as i32),
        _ => Expr::plus(
            Expr::times(Expr::var_i32("x"), Expr::i32(r.range(-3, 3) as i32)).unwrap(),
            Expr::i32(1),
        )
        .unwrap(),
    }
}

fn divisors(n: u16) -> Vec<u16> {
    (2..n).filter(|d| n.is_multiple_of(*d)).collect()
}

/// A random int32 vector of `lanes` lanes (>= 2).
fn vector(r: &mut Rng, lanes: u16, depth: u32) -> Expr {
    let leaf = depth == 0;
    let choice = if leaf { r.below(2) } else { r.below(10) };
    let ds = divisors(lanes);
    match choice {
        0 => {
            let stride = if r.below(4) == 0 {
                Expr::var_i32("y")
            } else {
                Expr::i32(r.range(-3, 3) as i32)
            };
            Expr::ramp(scalar(r), stride, lanes).unwrap()
        }
        1 => Expr::broadcast(scalar(r), lanes).unwrap(),
        2 if !ds.is_empty() => {
            // Nested ramp: base of m lanes, n groups.
            let m = ds[r.below(ds.len() as u64) as usize];
            let base = vector(r, m, depth - 1);
            let stride = if r.below(2) == 0 {
                Expr::broadcast(Expr::i32(r.range(-4, 4) as i32), m).unwrap()
            } else {
                vector(r, m, depth - 1)
            };
            Expr::ramp(base, stride, lanes / m).unwrap()
        }
        3 if !ds.is_empty() => {
            let m = ds[r.below(ds.len() as u64) as usize];
            Expr::broadcast(vector(r, m, depth - 1), lanes / m).unwrap()
        }
        4 if lanes.is_multiple_of(2) && lanes >= 4 => {
            let h = lanes / 2;
            let (a, b) = (vector(r, h, depth - 1), vector(r, h, depth - 1));
            if r.below(2) == 0 {
                Expr::concat(vec![a, b]).unwrap()
            } else {
                Expr::interleave(vec![a, b]).unwrap()
            }
        }
        5 => {
            // slice of a wider vector
            let stride = r.range(1, 2) as u32;
            let begin = r.range(0, 2) as u32;
            let need = begin + stride * (u32::from(lanes) - 1) + 1;
            let src = vector(r, need.max(2) as u16, depth - 1);
            Expr::slice(src, begin, stride, u32::from(lanes)).unwrap()
        }
        6 => {
            // arbitrary index list over two operands
            let (la, lb) = (r.range(2, 6) as u16, r.range(2, 6) as u16);
            let (a, b) = (vector(r, la, depth - 1), vector(r, lb, depth - 1));
            let total = u64::from(la + lb);
            let idx = (0..lanes).map(|_| r.below(total) as u32).collect();
            Expr::shuffle(vec![a, b], idx).unwrap()
        }
        7 => {
            let c = Expr::binary(
                [
                    BinOp::Lt,
                    BinOp::Le,
                    BinOp::Eq,
                    BinOp::Ne,
                    BinOp::Gt,
                    BinOp::Ge,
                ][r.below(6) as usize],
                vector(r, lanes, depth - 1),
                vector(r, lanes, depth - 1),
            )
            .unwrap();
            Expr::select(c, vector(r, lanes, depth - 1), vector(r, lanes, depth - 1)).unwrap()
        }
        8 => {
            let d = r.range(-4, 4);
            let d = if d == 0 { 3 } else { d };
            let op = [BinOp::Div, BinOp::Mod, BinOp::Mul][r.below(3) as usize];
            let k = Expr::broadcast(Expr::i32(d as i32), lanes).unwrap();
            Expr::binary(op, vector(r, lanes, depth - 1), k).unwrap()
        }
        _ => {
            let op = [BinOp::Add, BinOp::Sub, BinOp::Min, BinOp::Max][r.below(4) as usize];
            Expr::binary(op, vector(r, lanes, depth - 1), vector(r, lanes, depth - 1)).unwrap()
        }
    }
}

/// Halide's vector semantics, lane by lane (Booleans as 0/1).
fn eval(e: &Expr, env: &HashMap<&str, i64>) -> Vec<i64> {
    match &e.node {
        ExprNode::IntImm(v) => vec![*v],
        ExprNode::UIntImm(v) => vec![*v as i64],
        ExprNode::Var(n) => vec![env[n.as_str()]],
        ExprNode::Binary(op, a, b) => {
            let (x, y) = (eval(a, env), eval(b, env));
            x.iter()
                .zip(&y)
                .map(|(&p, &q)| match op {
                    BinOp::Add => p + q,
                    BinOp::Sub => p - q,
                    BinOp::Mul => p * q,
                    BinOp::Div => {
                        if q == 0 {
                            0
                        } else {
                            p.div_euclid(q)
                        }
                    }
                    BinOp::Mod => {
                        if q == 0 {
                            0
                        } else {
                            p.rem_euclid(q)
                        }
                    }
                    BinOp::Min => p.min(q),
                    BinOp::Max => p.max(q),
                    BinOp::Lt => i64::from(p < q),
                    BinOp::Le => i64::from(p <= q),
                    BinOp::Eq => i64::from(p == q),
                    BinOp::Ne => i64::from(p != q),
                    BinOp::Gt => i64::from(p > q),
                    BinOp::Ge => i64::from(p >= q),
                    BinOp::And => p & q,
                    BinOp::Or => p | q,
                })
                .collect()
        }
        ExprNode::Select(c, t, f) => {
            let (c, t, f) = (eval(c, env), eval(t, env), eval(f, env));
            (0..t.len())
                .map(|i| if c[i % c.len()] != 0 { t[i] } else { f[i] })
                .collect()
        }
        ExprNode::Ramp(b, s, n) => {
            let (b, s) = (eval(b, env), eval(s, env));
            (0..i64::from(*n))
                .flat_map(|j| b.iter().zip(&s).map(move |(&p, &q)| p + j * q))
                .collect()
        }
        ExprNode::Broadcast(v, n) => {
            let v = eval(v, env);
            (0..*n).flat_map(|_| v.clone()).collect()
        }
        ExprNode::Shuffle(vs, idx) => {
            let all: Vec<i64> = vs.iter().flat_map(|v| eval(v, env)).collect();
            idx.iter().map(|&i| all[i as usize]).collect()
        }
        // A load stands for the index it reads (to compare which cell each lane reads).
        ExprNode::Load(l) => eval(&l.index[0], env),
        other => panic!("not generated: {other:?}"),
    }
}

fn ev(i: &Index, env: &HashMap<String, i64>) -> i64 {
    match i {
        Index::Var(v) => env[v],
        Index::Const(c) => *c,
        Index::Add(a, b) => ev(a, env) + ev(b, env),
        Index::Scale(n, a) => n * ev(a, env),
        Index::FloorDiv(a, n) => ev(a, env).div_euclid(*n),
        Index::Mod(a, n) => ev(a, env).rem_euclid(*n),
        Index::Min(a, b) => ev(a, env).min(ev(b, env)),
        Index::Max(a, b) => ev(a, env).max(ev(b, env)),
        Index::Select(c, a, b) => {
            if evc(c, env) {
                ev(a, env)
            } else {
                ev(b, env)
            }
        }
    }
}

fn evc(c: &Cond<Index>, env: &HashMap<String, i64>) -> bool {
    match c {
        Cond::Const(b) => *b,
        Cond::Cmp(op, a, b) => {
            let (x, y) = (ev(a, env), ev(b, env));
            match op {
                CmpOp::Eq => x == y,
                CmpOp::Ne => x != y,
                CmpOp::Lt => x < y,
                CmpOp::Le => x <= y,
            }
        }
        Cond::And(a, b) => evc(a, env) && evc(b, env),
        Cond::Or(a, b) => evc(a, env) || evc(b, env),
        Cond::Not(a) => !evc(a, env),
    }
}

fn program(index: Expr) -> SchedProgram {
    let lanes = index.ty.lanes;
    let value = Expr::broadcast(Expr::i32(0), lanes).unwrap();
    program_with(index, value, None)
}

fn program_with(index: Expr, value: Expr, predicate: Option<Expr>) -> SchedProgram {
    SchedProgram {
        version: 1,
        pipeline: "lanes".into(),
        target: "host".into(),
        params: vec![
            ParamDecl {
                name: "x".into(),
                ty: Type::int(32),
            },
            ParamDecl {
                name: "y".into(),
                ty: Type::int(32),
            },
        ],
        inputs: vec![BufferDecl {
            name: "g".into(),
            elem: Type::int(32),
            dims: 1,
        }],
        outputs: vec![BufferDecl {
            name: "f".into(),
            elem: Type::int(32),
            dims: 1,
        }],
        vars: Vec::new(),
        body: Stmt::Store(Box::new(Store {
            buffer: "f".into(),
            value,
            index: vec![index],
            flat: None,
            predicate,
            annotation: None,
        })),
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 500,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn lowered_lanes_match_halide_vector_semantics(seed in 1u64.., lanes in 2u16..=12) {
        let mut r = Rng(seed);
        let e = vector(&mut r, lanes, 3);
        let core = lower_program(&program(e.clone()));
        prop_assert!(core.is_ok(), "{}: {:?}", e, core.err());
        let core = core.unwrap();
        prop_assert!(check_program(&core).is_ok());
        let CommandKind::Par(l) = &core.body.kind else {
            panic!("expected a lane loop: {core}")
        };
        let CommandKind::Assign(a) = &l.body.kind else {
            panic!("expected an assignment: {core}")
        };
        prop_assert_eq!(l.extent.clone(), Index::Const(i64::from(lanes)));
        for (x, y) in [(0i64, 0i64), (5, -3), (-7, 2)] {
            let halide = eval(&e, &HashMap::from([("x", x), ("y", y)]));
            for (lane, expected) in halide.iter().enumerate() {
                let env = HashMap::from([
                    ("x".to_string(), x),
                    ("y".to_string(), y),
                    (l.var.clone(), lane as i64),
                ]);
                let got = ev(&a.index[0], &env);
                prop_assert_eq!(got, *expected, "lane {} of {} (x={}, y={})\n{}", lane, e, x, y, core);
            }
        }
    }
}

/// A random int32 vector value whose leaves are loads from `g`, combined by shuffles,
/// broadcasts and affine selects.
fn value_vector(r: &mut Rng, lanes: u16, depth: u32) -> Expr {
    let load = |r: &mut Rng, lanes: u16| {
        let idx = if lanes == 1 {
            scalar(r)
        } else {
            vector(r, lanes, 1)
        };
        Expr::load(Type::int(32), "g", vec![idx], None, None).unwrap()
    };
    if depth == 0 || lanes == 1 {
        return load(r, lanes);
    }
    match r.below(6) {
        0 => load(r, lanes),
        1 if lanes.is_multiple_of(2) => {
            let h = lanes / 2;
            let (a, b) = (value_vector(r, h, depth - 1), value_vector(r, h, depth - 1));
            if r.below(2) == 0 || h == 1 {
                Expr::concat(vec![a, b]).unwrap()
            } else {
                Expr::interleave(vec![a, b]).unwrap()
            }
        }
        2 => {
            let (la, lb) = (r.range(1, 5) as u16, r.range(2, 5) as u16);
            let (a, b) = (
                value_vector(r, la, depth - 1),
                value_vector(r, lb, depth - 1),
            );
            let total = u64::from(la + lb);
            let idx = (0..lanes).map(|_| r.below(total) as u32).collect();
            Expr::shuffle(vec![a, b], idx).unwrap()
        }
        3 => Expr::broadcast(load(r, 1), lanes).unwrap(),
        4 => {
            let c = Expr::binary(BinOp::Le, vector(r, lanes, 1), vector(r, lanes, 1)).unwrap();
            Expr::select(
                c,
                value_vector(r, lanes, depth - 1),
                value_vector(r, lanes, depth - 1),
            )
            .unwrap()
        }
        _ => {
            let src_lanes = lanes * 2;
            let src = value_vector(r, src_lanes, depth - 1);
            Expr::slice(src, r.range(0, 1) as u32, 2, u32::from(lanes)).unwrap()
        }
    }
}

/// The read index a value makes at one lane, with affine selects resolved.
fn read_at(v: &Value, env: &HashMap<String, i64>) -> Option<i64> {
    match v {
        Value::Read(r) => Some(ev(&r.index[0], env)),
        Value::Cond {
            cond,
            then_v,
            else_v,
        } => read_at(if evc(cond, env) { then_v } else { else_v }, env),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn lowered_values_and_predicates_match_halide(seed in 1u64.., lanes in 2u16..=12) {
        let mut r = Rng(seed);
        let index = vector(&mut r, lanes, 2);
        let pred = Expr::binary(BinOp::Lt, vector(&mut r, lanes, 2), vector(&mut r, lanes, 2)).unwrap();
        // The value is a shuffle of loads when the generator picked a shuffle for `at`.
        let value = value_vector(&mut r, lanes, 3);
        let at = value.clone();
        let core = lower_program(&program_with(index, value, Some(pred.clone())));
        prop_assert!(core.is_ok(), "{:?}", core.err());
        let core = core.unwrap();
        let CommandKind::Par(l) = &core.body.kind else {
            panic!("expected a lane loop: {core}")
        };
        let CommandKind::If { cond, then_c, .. } = &l.body.kind else {
            panic!("expected a predicated store: {core}")
        };
        let CommandKind::Assign(a) = &then_c.kind else {
            panic!("expected an assignment: {core}")
        };
        for (x, y) in [(0i64, 0i64), (4, -2)] {
            let henv = HashMap::from([("x", x), ("y", y)]);
            let (p, i) = (eval(&pred, &henv), eval(&at, &henv));
            for lane in 0..usize::from(lanes) {
                let env = HashMap::from([
                    ("x".to_string(), x),
                    ("y".to_string(), y),
                    (l.var.clone(), lane as i64),
                ]);
                prop_assert_eq!(evc(cond, &env), p[lane] != 0, "predicate lane {}\n{}", lane, core);
                prop_assert_eq!(read_at(&a.value, &env), Some(i[lane]), "read lane {}\n{}", lane, core);
            }
        }
    }
}
