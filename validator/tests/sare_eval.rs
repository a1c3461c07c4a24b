//! The SARE evaluated concretely agrees with a direct execution of the Halide definitions in
//! Halide's order (tests/sare_support), for several parameter values including empty
//! recurrence domains — and disagrees when the recurrence order is the thesis's (last RVar
//! innermost), so this comparison is the one that catches a wrong order.

mod sare_support;

use halide_tv::sare::eval::{eval_expr, Value};
use halide_tv::sare::{build_sare, Sare};
use halide_tv::spec::Algorithm;
use sare_support::{algorithm, box_points, compare, params, sare};
use std::collections::HashMap;

type Boxes<'a> = HashMap<&'a str, (Vec<i128>, Vec<i128>)>;

fn boxes<'a>(b: &[(&'a str, &[i128], &[i128])]) -> Boxes<'a> {
    b.iter()
        .map(|(n, lo, hi)| (*n, (lo.to_vec(), hi.to_vec())))
        .collect()
}

fn agree(alg: &Algorithm, s: &Sare, ps: &[(&str, i128)], order: &[&str], b: &Boxes) -> usize {
    compare(alg, s, &params(ps), order, b).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn matmul_agrees_including_empty_reduction() {
    let alg = algorithm("matmul.sare");
    let s = sare("matmul.sare");
    let b = boxes(&[("R", &[0, 0], &[3, 3])]);
    for p in [-2, 0, 1, 4] {
        assert_eq!(agree(&alg, &s, &[("P", p)], &["R"], &b), 9);
    }
    // A long recurrence is unfolded without exhausting the stack.
    let small = boxes(&[("R", &[0, 0], &[2, 1])]);
    assert_eq!(agree(&alg, &s, &[("P", 3000)], &["R"], &small), 2);
    // With P <= 0 the reduction is empty and R equals its pure definition, 0.
    let inputs = sare_support::input_value;
    let mut ev = halide_tv::sare::SareEvaluator::new(&s, params(&[("P", -3)]), &inputs);
    assert_eq!(ev.value("R", 0, &[1, 2]), Ok(Value::Int(0)));
}

#[test]
fn cyclic_equations_are_reported() {
    let mut s = sare("matmul.sare");
    let pos = s.tensor_pos_named("R.s1", 0).expect("R.s1 exists");
    // Make the step read the current point instead of its predecessor.
    let step = &mut s.tensors[pos].equations[0];
    if let halide_tv::ir::ExprNode::Binary(_, a, _) = &mut step.rhs.node {
        if let halide_tv::ir::ExprNode::Call(c) = &mut a.node {
            c.args[2] = halide_tv::ir::Expr::var_i32("k");
        }
    }
    let inputs = sare_support::input_value;
    let mut ev = halide_tv::sare::SareEvaluator::new(&s, params(&[("P", 2)]), &inputs);
    let err = ev.value("R", 0, &[0, 0]).expect_err("cycle");
    assert_eq!(err.to_string(), "R.s1(0, 0, 1) depends on itself");
}

#[test]
fn two_rvars_follow_halides_order() {
    let alg = algorithm("two_rvars.sare");
    let s = sare("two_rvars.sare");
    let b = boxes(&[("f", &[-1], &[3])]);
    for (x, y) in [(0, 2), (1, 1), (3, 2), (2, 3), (3, -1)] {
        agree(&alg, &s, &[("X", x), ("Y", y)], &["f"], &b);
    }
    // The thesis's formula makes the last RVar the fastest; reversing the RVars of the
    // algorithm builds that SARE, which disagrees with Halide's execution.
    let mut swapped = alg.clone();
    swapped.funcs[0].updates[0].rvars.reverse();
    let wrong = build_sare(&swapped).unwrap_or_else(|e| panic!("{e}"));
    let r = compare(&alg, &wrong, &params(&[("X", 3), ("Y", 2)]), &["f"], &b);
    let err = r.expect_err("the reversed order must be detected");
    assert!(err.contains("Halide's order gives"), "{err}");
}

#[test]
fn filters_agree() {
    let alg = algorithm("filter.sare");
    let s = sare("filter.sare");
    let b = boxes(&[("f", &[-2], &[5])]);
    for n in [0, 3, 7] {
        agree(&alg, &s, &[("N", n)], &["f"], &b);
    }
}

#[test]
fn recurrence_dependent_lhs_agrees() {
    let alg = algorithm("doubling.sare");
    let s = sare("doubling.sare");
    let b = boxes(&[("D", &[0, -1], &[2, 12])]);
    for k in [-1, 0, 1, 3, 6] {
        agree(&alg, &s, &[("K", k)], &["D"], &b);
    }
}

#[test]
fn tuple_func_agrees() {
    let alg = algorithm("tuple.sare");
    let s = sare("tuple.sare");
    let b = boxes(&[("fib", &[0], &[5]), ("g", &[0], &[4])]);
    for n in [0, 1, 5] {
        agree(&alg, &s, &[("N", n)], &["fib", "g"], &b);
    }
}

#[test]
fn undef_components_agree() {
    let alg = algorithm("undef_component.sare");
    let s = sare("undef_component.sare");
    let b = boxes(&[("f", &[-1], &[3])]);
    for n in [0, 1, 4] {
        agree(&alg, &s, &[("N", n)], &["f"], &b);
    }
}

#[test]
fn blur_agrees() {
    let alg = algorithm("blur.sare");
    let s = sare("blur.sare");
    let b = boxes(&[("blur_x", &[0, -1], &[4, 4]), ("blur_y", &[0, 0], &[4, 3])]);
    assert_eq!(agree(&alg, &s, &[], &["blur_x", "blur_y"], &b), 20 + 12);
}

#[test]
fn several_updates_agree() {
    let alg = algorithm("multi_stage.sare");
    let s = sare("multi_stage.sare");
    let b = boxes(&[("h", &[-1, -1], &[7, 5])]);
    for (m, w) in [(0, 0), (2, 3), (4, 5), (-1, 2)] {
        agree(&alg, &s, &[("M", m), ("W", w)], &["h"], &b);
    }
}

/// At every point of a box, for several parameter values, exactly one equation of each
/// tensor applies (guards disjoint and covering).
#[test]
fn guards_partition_the_index_space() {
    let cases: [(&str, &[(&str, i128)]); 7] = [
        ("matmul.sare", &[("P", 2)]),
        ("two_rvars.sare", &[("X", 2), ("Y", 2)]),
        ("filter.sare", &[("N", 3)]),
        ("doubling.sare", &[("K", 3)]),
        ("tuple.sare", &[("N", 2)]),
        ("multi_stage.sare", &[("M", 2), ("W", 2)]),
        ("two_rvars.sare", &[("X", 0), ("Y", 2)]),
    ];
    for (file, ps) in cases {
        let s = sare(file);
        let env0 = params(ps);
        for t in &s.tensors {
            let lo = vec![-2; t.index.len()];
            let hi = vec![4; t.index.len()];
            for p in box_points(&lo, &hi) {
                let mut env = env0.clone();
                for (v, x) in t.index.iter().zip(&p) {
                    env.insert(v.name.clone(), Value::Int(*x));
                }
                let matching = t
                    .equations
                    .iter()
                    .filter(|eq| {
                        eq.guard.iter().all(|g| {
                            let v = eval_expr(g, &env, &mut |_, _| {
                                Err(halide_tv::sare::EvalError("guard reads a tensor".into()))
                            });
                            v.unwrap_or_else(|e| panic!("{e}")) != Value::Int(0)
                        })
                    })
                    .count();
                assert_eq!(matching, 1, "{file}: {} at {p:?}", t.id);
            }
        }
    }
}
