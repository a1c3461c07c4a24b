//! The reduction to a SARE (thesis §2.4.4) on the examples of tests/data/sare: the printed
//! equations, the tensors' index variables and rules, the errors for definitions outside the
//! fragment, annotations, and the well-foundedness check.

mod sare_support;

use halide_tv::ir::{Annotation, Expr, ExprNode};
use halide_tv::sare::eval::Value;
use halide_tv::sare::order::check_well_founded;
use halide_tv::sare::printer::tensor_to_string;
use halide_tv::sare::recurrence::predecessor;
use halide_tv::sare::{
    annotation_access, annotation_tensor, build_sare, eval_expr, IndexKind, Rule, Sare, Stage,
    TensorId,
};
use halide_tv::spec::{parse_sare, RVarDef};
use sare_support::{params, sare};

fn id(func: &str, stage: Stage, component: u32) -> TensorId {
    TensorId {
        func: func.into(),
        stage,
        component,
    }
}

fn printed(s: &Sare, func: &str, stage: Stage, component: u32) -> String {
    let t = s
        .tensor(&id(func, stage, component))
        .unwrap_or_else(|| panic!("no tensor {func} {stage:?}"));
    tensor_to_string(t)
}

fn rules(s: &Sare, func: &str, stage: Stage) -> Vec<Rule> {
    let t = s.tensor(&id(func, stage, 0)).expect("tensor exists");
    t.equations.iter().map(|e| e.rule).collect()
}

fn reduce_text(body: &str) -> Result<Sare, String> {
    let text = format!("halide-tv sare 1\npipeline p\ntarget \"host\"\n{body}");
    let alg = parse_sare("inline.sare", &text).map_err(|e| format!("parse: {e}"))?;
    build_sare(&alg).map_err(|e| e.to_string())
}

#[test]
fn matmul_is_thesis_figure_5_5() {
    let s = sare("matmul.sare");
    assert_eq!(printed(&s, "R", Stage::Def(0), 0), "R.s0(i, j) = 0");
    assert_eq!(
        printed(&s, "R", Stage::Def(1), 0),
        "R.s1(i, j, k) = 0 <= k < P ? R.s1(i, j, k - 1) + A(i, k) * B(k, j) : R.s0(i, j)"
    );
    assert_eq!(
        printed(&s, "R", Stage::Final, 0),
        "R(i, j) = R.s1(i, j, max(P, 0) - 1)"
    );
    assert_eq!(rules(&s, "R", Stage::Def(1)), [Rule::Step, Rule::Before]);
    let t = s.tensor(&id("R", Stage::Def(1), 0)).expect("R.s1");
    assert_eq!(t.index_names(), ["i", "j", "k"]);
    assert!(matches!(t.index[2].kind, IndexKind::Recurrence(ref r) if r.name == "k"));
    assert!(matches!(t.index[0].kind, IndexKind::Pure));
    // The out-of-range equation is guarded by k < 0 || k >= P.
    assert_eq!(t.equations[1].guard[0].to_string(), "k < 0 || k >= P");
    // Dependency order: R.s0, R.s1, R.
    let names: Vec<String> = s.tensors.iter().map(|t| t.id.to_string()).collect();
    assert_eq!(names, ["R.s0", "R.s1", "R"]);
    assert_eq!(s.inputs.len(), 2);
    assert!(s.symbols.iter().any(|p| p.name == "P" && p.is_param));
}

#[test]
fn predecessor_of_two_rvars_wraps_the_first() {
    let rv = |n: &str, e: &str| RVarDef {
        name: n.into(),
        min: Expr::i32(0),
        extent: Expr::var_i32(e),
    };
    let pred = predecessor(&[rv("x", "X"), rv("y", "Y")]);
    let at = |x: i128, y: i128| -> Vec<i128> {
        let env = params(&[("X", 3), ("Y", 2), ("x", x), ("y", y)]);
        pred.iter()
            .map(|e| {
                let v = eval_expr(e, &env, &mut |_, _| unreachable!("no calls"));
                v.ok().and_then(Value::as_int).expect("integer")
            })
            .collect()
    };
    assert_eq!(at(0, 1), [2, 0], "pred(x=0, y=1) = (X-1, 0)");
    assert_eq!(at(2, 1), [1, 1]);
    assert_eq!(at(1, 0), [0, 0]);
    // The first point's predecessor is below the domain (y = -1): the previous stage.
    assert_eq!(at(0, 0)[1], -1);
    // In the example file: the first RVar r.x is the one that steps.
    let s = sare("two_rvars.sare");
    let text = printed(&s, "f", Stage::Def(1), 0);
    assert!(
        text.contains("f.s1(x, select(r.x <= 0, X - 1, r.x - 1), select(r.x <= 0, r.y - 1, r.y))"),
        "{text}"
    );
    assert_eq!(
        printed(&s, "f", Stage::Final, 0),
        "f(x) = f.s1(x, max(X, 0) - 1, max(Y, 0))"
    );
}

#[test]
fn where_filters() {
    let s = sare("filter.sare");
    assert_eq!(
        printed(&s, "f", Stage::Def(1), 0),
        "f.s1(x, r) = 0 <= r < N && r % 2 == 0 && x + r < 6 ? f.s1(x, r - 1) * 2 + r\n    \
         : 0 <= r < N && (r % 2 != 0 || x + r >= 6) ? f.s1(x, r - 1)\n    \
         : f.s0(x)"
    );
    assert_eq!(
        rules(&s, "f", Stage::Def(1)),
        [Rule::Step, Rule::Keep, Rule::Before]
    );
    // A data-dependent filter stays in the right-hand side, evaluated at the predecessor.
    let t = s.tensor(&id("f", Stage::Def(2), 0)).expect("f.s2");
    assert_eq!(rules(&s, "f", Stage::Def(2)), [Rule::Step, Rule::Before]);
    assert_eq!(
        t.equations[0].rhs.to_string(),
        "select(in(s) > f.s2(x, s - 1), f.s2(x, s - 1) + in(s), f.s2(x, s - 1))"
    );
    assert_eq!(t.equations[1].rhs.to_string(), "f.s1(x, max(N, 0) - 1)");
}

#[test]
fn recurrence_dependent_left_hand_side() {
    let s = sare("doubling.sare");
    assert_eq!(
        printed(&s, "D", Stage::Def(1), 0),
        "D.s1(i, j, k) = 0 <= k < K && j == 2 * k ? D.s1(i, 2 * k, k - 1) + D.s1(i, k, k - 1)\n    \
         : 0 <= k < K && j != 2 * k ? D.s1(i, j, k - 1)\n    \
         : D.s0(i, j)"
    );
    let t = s.tensor(&id("D", Stage::Def(1), 0)).expect("D.s1");
    let keep = &t.equations[1];
    assert_eq!(keep.rule, Rule::Keep);
    assert_eq!(
        keep.guard.last().map(|g| g.to_string()),
        Some("j != 2 * k".into())
    );
}

#[test]
fn tuple_components() {
    let s = sare("tuple.sare");
    assert_eq!(printed(&s, "fib", Stage::Def(0), 1), "fib.s0(x)[1] = 1");
    // Component 1 of the update reads component 0 at the predecessor point (the printer
    // leaves `[0]` implicit in accesses).
    assert_eq!(
        printed(&s, "fib", Stage::Def(1), 1),
        "fib.s1(x, r)[1] = 0 <= r < N ? fib.s1(x, r - 1) - r : fib.s0(x)[1]"
    );
    let t = s.tensor(&id("fib", Stage::Def(1), 1)).expect("fib.s1[1]");
    let ExprNode::Binary(_, a, _) = &t.equations[0].rhs.node else {
        panic!("a subtraction")
    };
    let ExprNode::Call(c) = &a.node else {
        panic!("a tensor access")
    };
    assert_eq!((c.name.as_str(), c.value_index), ("fib.s1", 0));
    // An update without RVars reads the previous stage's final value directly.
    assert_eq!(
        printed(&s, "fib", Stage::Def(2), 0),
        "fib.s2(x)[0] = fib.s1(x, max(N, 0) - 1)[1]"
    );
    assert_eq!(
        printed(&s, "fib", Stage::Final, 1),
        "fib(x)[1] = fib.s2(x)[1]"
    );
    assert_eq!(
        printed(&s, "g", Stage::Def(0), 0),
        "g.s0(x) = fib(x) * 100 + fib(x + 1)[1]"
    );
    assert_eq!(s.tensors.len(), 3 * 2 + 2 + 2);
}

#[test]
fn blur_funcs_in_dependency_order() {
    let s = sare("blur.sare");
    // blur_y is first in the file but reads blur_x.
    assert_eq!(s.funcs, ["blur_x", "blur_y"]);
    assert_eq!(
        printed(&s, "blur_x", Stage::Def(0), 0),
        "blur_x.s0(x, y) = (input(x - 1, y) + input(x, y) + input(x + 1, y)) / 3"
    );
    assert_eq!(
        printed(&s, "blur_y", Stage::Def(0), 0),
        "blur_y.s0(x, y) = (blur_x(x, y - 1) + blur_x(x, y) + blur_x(x, y + 1)) / 3"
    );
    assert_eq!(
        printed(&s, "blur_y", Stage::Final, 0),
        "blur_y(x, y) = blur_y.s0(x, y)"
    );
}

#[test]
fn update_restriction_violations_are_errors() {
    let alg = sare_support::algorithm("swapped_self_access.sare");
    let err = build_sare(&alg)
        .expect_err("swapped pure variables")
        .to_string();
    assert_eq!(
        err,
        "update 1 of f is not in the SARE fragment: the self-access `f(y, x)` has `y` at \
         position 0, where the left-hand side has the pure variable `x` (update restriction, \
         thesis §2.4.3)"
    );
    let out = "output f : buffer<int32, 2> = f region [(0, 4), (0, 4)]\n";
    let cases = [
        (
            "func f(x, y) : int32 {\n f(x, y) = x\n update {\n f(0, y) = f(x, y) + 1\n }\n}\n",
            "update 1 of f is not in the SARE fragment: it uses the pure variable `x`, which \
             is not its left-hand-side argument at position 0",
        ),
        (
            "func f(x, y) : int32 {\n f(x, y) = f(x, y)\n}\n",
            "the pure definition of f is not in the SARE fragment: it refers to `f` itself",
        ),
        (
            "func f(x, y) : int32 {\n f(x, y) = x\n update {\n rvar r : 0, x\n \
             f(r, y) = 1\n }\n}\n",
            "mentions the index variable `x`",
        ),
        (
            "func f(x, y) : int32 {\n f(x, y) = x\n update {\n rvar r : 0, 4\n \
             f(r * r, y) = 1\n }\n}\n",
            "left-hand-side argument 0 (`r * r`) is not a quasi-affine function",
        ),
        (
            "param N : int32\nfunc f(x, y) : int32 {\n f(x, y) = x\n update {\n rvar r : 0, N\n \
             f(x, y) = f(x, y) + r\n }\n update {\n f(x, y) = (let N = 1 in f(x, y) + N)\n }\n}\n",
            "update 2 of f is not in the SARE fragment: a `let` binding `N` would capture",
        ),
        (
            "func f(x, y) : (int32, int32) {\n f(x, y) = (x, undef<int32>() + 1)\n}\n",
            "the pure definition of f is not in the SARE fragment: it leaves component 1 \
             undefined (`undef`)",
        ),
        (
            "func f(x, y) : int32 {\n f(x, y) = g(x, y)\n}\n\
             func g(x, y) : int32 {\n g(x, y) = f(x, y)\n}\n",
            "the algorithm is not in the SARE fragment: the Funcs f, g depend on each other",
        ),
    ];
    for (body, want) in cases {
        let err = reduce_text(&format!("{out}{body}")).expect_err(body);
        assert!(err.contains(want), "{err}\n  wanted: {want}");
    }
}

#[test]
fn specializations_are_recorded() {
    let s = reduce_text(
        "param n : int32\noutput f : buffer<int32, 1> = f region [(0, 4)]\n\
         func f(x) : int32 {\n f(x) = x + n\n specialize n == 4\n}\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.specializations.len(), 1);
    assert_eq!(s.specializations[0].func, "f");
    assert_eq!(s.specializations[0].cond.to_string(), "n == 4");
}

#[test]
fn annotations_name_stage_tensors() {
    let s = sare("matmul.sare");
    let v = Expr::var_i32;
    let ann = |stage, args: Vec<Expr>, k| Annotation {
        func: "R".into(),
        stage,
        value_index: k,
        args,
    };
    let a = ann(1, vec![v("i"), v("j"), v("k")], None);
    assert_eq!(
        annotation_tensor(&s, &a).map(|t| t.id.clone()),
        Ok(id("R", Stage::Def(1), 0))
    );
    assert_eq!(
        annotation_access(&s, &a).map(|e| e.to_string()),
        Ok("R.s1(i, j, k)".to_string())
    );
    let bad = [
        (
            ann(1, vec![v("i"), v("j")], None),
            "R.s1 has 3 indices (i, j, k), the annotation gives 2",
        ),
        (ann(2, vec![v("i"), v("j")], None), "`R` has 2 definitions"),
        (ann(0, vec![v("i"), v("j")], Some(1)), "not tuple-valued"),
    ];
    for (a, want) in bad {
        let err = annotation_tensor(&s, &a).expect_err(want).to_string();
        assert!(err.contains(want), "{err}");
    }
    let t = sare("tuple.sare");
    let fib = |k| Annotation {
        func: "fib".into(),
        stage: 1,
        value_index: k,
        args: vec![v("x"), v("r")],
    };
    assert_eq!(
        annotation_tensor(&t, &fib(Some(1))).map(|t| t.id.clone()),
        Ok(id("fib", Stage::Def(1), 1))
    );
    let err = annotation_tensor(&t, &fib(None)).expect_err("component needed");
    assert!(err.to_string().contains("names no component"), "{err}");
    let err = annotation_tensor(&t, &fib(Some(2))).expect_err("no component 2");
    assert!(err.to_string().contains("no tuple component 2"), "{err}");
}

#[test]
fn well_foundedness_check_rejects_bad_dependencies() {
    let good = sare("matmul.sare");
    assert_eq!(check_well_founded(&good), Ok(()));
    // A step that reads the current point instead of its predecessor.
    let mut s = good.clone();
    let pos = s.tensor_pos(&id("R", Stage::Def(1), 0)).expect("R.s1");
    let step = &mut s.tensors[pos].equations[0];
    let text = step.rhs.to_string();
    if let ExprNode::Binary(_, a, _) = &mut step.rhs.node {
        if let ExprNode::Call(c) = &mut a.node {
            c.args[2] = Expr::var_i32("k");
        }
    }
    assert_ne!(step.rhs.to_string(), text);
    let err = check_well_founded(&s).expect_err("cycle");
    assert!(err.to_string().contains("R.s1 reads R.s1"), "{err}");
    // A pure stage that reads the final tensor of its own Func.
    let mut s = good.clone();
    s.tensors[0].equations[0].rhs = halide_tv::sare::index_arith::tensor_call(
        s.tensors[0].ty,
        "R",
        vec![Expr::var_i32("i"), Expr::var_i32("j")],
        0,
    );
    let err = check_well_founded(&s).expect_err("self-reference");
    assert!(err.to_string().contains("R.s0 reads R"), "{err}");
}

#[test]
fn undef_pure_definition_has_no_equation() {
    let s = reduce_text(
        "output f : buffer<int32, 1> = f region [(0, 4)]\n\
         func f(x) : int32 {\n f(x) = undef<int32>()\n update {\n f(x) = x\n }\n}\n",
    )
    .expect("in the fragment");
    let printed = halide_tv::sare::print_equations(&s);
    assert!(printed.contains("f.s0(x) = undefined"), "{printed}");
    assert!(printed.contains("f.s1(x) = x"), "{printed}");
}
