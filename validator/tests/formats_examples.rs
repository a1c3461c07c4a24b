//! The hand-written `.sched` / `.sare` examples under `tests/data/formats/`: they parse,
//! they contain what they should, and printing them gives a fixed point of `parse ∘ print`.

use halide_tv::ir::{parse_sched, print_sched, ExprNode, ForKind, SchedProgram, Stmt, Type};
use halide_tv::spec::{parse_sare, print_sare, Algorithm};
use std::path::PathBuf;

fn data(name: &str) -> (String, String) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "formats", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).expect("example file exists");
    (path.display().to_string(), text)
}

/// The statement after the leading `assert`s of a block (the examples start with Halide's
/// `stride.0 == 1` constraints).
fn after_asserts(s: &Stmt) -> &Stmt {
    match s {
        Stmt::Block(items) => items
            .iter()
            .find(|i| !matches!(i, Stmt::Assert { .. }))
            .unwrap_or(s),
        _ => s,
    }
}

fn after_asserts_mut(s: &mut Stmt) -> &mut Stmt {
    match s {
        Stmt::Block(items) => items
            .iter_mut()
            .find(|i| !matches!(i, Stmt::Assert { .. }))
            .expect("a statement after the asserts"),
        _ => s,
    }
}

fn sched(name: &str) -> SchedProgram {
    let (file, text) = data(name);
    let p = parse_sched(&file, &text).unwrap_or_else(|e| panic!("{e}"));
    let printed = print_sched(&p);
    let again = parse_sched("printed", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(again, p);
    assert_eq!(print_sched(&again), printed);
    p
}

fn sare(name: &str) -> Algorithm {
    let (file, text) = data(name);
    let a = parse_sare(&file, &text).unwrap_or_else(|e| panic!("{e}"));
    let printed = print_sare(&a);
    let again = parse_sare("printed", &printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(again, a);
    assert_eq!(print_sare(&again), printed);
    a
}

/// Every store of a statement, in program order.
fn stores(s: &Stmt, out: &mut Vec<halide_tv::ir::Store>) {
    match s {
        Stmt::Store(st) => out.push((**st).clone()),
        Stmt::Block(v) => v.iter().for_each(|s| stores(s, out)),
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Allocate { body, .. }
        | Stmt::ProducerConsumer { body, .. } => stores(body, out),
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            stores(then_case, out);
            if let Some(e) = else_case {
                stores(e, out);
            }
        }
        _ => {}
    }
}

#[test]
fn blur_sched() {
    let p = sched("blur.sched");
    assert_eq!(p.pipeline, "halide_blur");
    assert_eq!(p.target, "x86-64-linux-avx2");
    assert_eq!(p.inputs[0].elem, Type::uint(16));
    let mut st = Vec::new();
    stores(&p.body, &mut st);
    assert_eq!(st.len(), 2);
    let a = st[0].annotation.as_ref().expect("annotated");
    assert_eq!((a.func.as_str(), a.stage, a.args.len()), ("blur_x", 0, 2));
    assert_eq!(st[0].index.len(), 2);
    assert_eq!(st[0].index[1].to_string(), "blur_x.s0.y % 4");
    assert!(st[0].flat.is_some());
    let Stmt::Block(items) = &p.body else {
        panic!("top level is a block")
    };
    assert!(matches!(items[0], Stmt::Assert { .. }));
    let printed = print_sched(&p);
    assert!(printed.contains("allocate blur_x[uint16, blur_y.extent.0, 4] in Stack\n"));
}

#[test]
fn matmul_sched_has_reduction_annotation() {
    let p = sched("matmul.sched");
    let mut st = Vec::new();
    stores(&p.body, &mut st);
    let a = st[1].annotation.as_ref().expect("annotated");
    assert_eq!((a.func.as_str(), a.stage), ("C", 1));
    let args: Vec<String> = a.args.iter().map(|e| e.to_string()).collect();
    assert_eq!(args, ["C.s1.i", "C.s1.j", "C.s1.k$x"]);
    let Stmt::ProducerConsumer { body, .. } = after_asserts(&p.body) else {
        panic!("produce C")
    };
    let Stmt::Block(loops) = &**body else {
        panic!("two loop nests")
    };
    assert!(matches!(
        loops[0],
        Stmt::For {
            kind: ForKind::Parallel,
            ..
        }
    ));
}

#[test]
fn vector_store_sched() {
    let p = sched("vector_store.sched");
    assert_eq!(p.outputs[1].name, "f.1");
    let mut st = Vec::new();
    stores(&p.body, &mut st);
    assert_eq!(st.len(), 3);
    assert_eq!(st[0].value.ty, Type::int(32).with_lanes(8));
    assert!(st[0].predicate.is_some());
    assert!(matches!(st[0].index[0].node, ExprNode::Ramp(_, _, 8)));
    let a1 = st[1].annotation.as_ref().expect("annotated");
    assert_eq!(
        (a1.func.as_str(), a1.stage, a1.value_index),
        ("f", 0, Some(1))
    );
    assert!(st[1].value.as_interleave().is_some());
    assert!(st[2].index.is_empty() && st[2].flat.is_some());
    let a2 = st[2].annotation.as_ref().expect("annotated");
    assert_eq!((a2.func.as_str(), a2.stage), ("f", 1));
    let printed = print_sched(&p);
    assert!(printed.contains("{f.0(ramp(t + f.0.min.0, 1, 8))[1]}"));
    assert!(printed.contains("(float32)0x7fc00000"));
}

#[test]
fn annotation_of_a_func_whose_name_ends_in_digits_is_quoted() {
    let mut p = sched("vector_store.sched");
    let Stmt::ProducerConsumer { body, .. } = after_asserts_mut(&mut p.body) else {
        panic!("produce f")
    };
    let Stmt::Block(items) = &mut **body else {
        panic!("loop and if")
    };
    let Stmt::IfThenElse { then_case, .. } = &mut items[1] else {
        panic!("if")
    };
    let Stmt::Store(store) = &mut **then_case else {
        panic!("store")
    };
    store.annotation.as_mut().expect("annotated").func = "g.1".into();
    let printed = print_sched(&p);
    assert!(printed.contains("{`g.1`.1(f.0.min.0, 0)[0]}"), "{printed}");
    assert_eq!(parse_sched("printed", &printed).expect("reads back"), p);
}

#[test]
fn blur_sare() {
    let a = sare("blur.sare");
    assert_eq!(a.funcs.len(), 2);
    assert_eq!(a.funcs[1].pure_vars, ["x", "y"]);
    assert_eq!(a.outputs[0].func, "blur_y");
    assert_eq!(a.outputs[0].region[1].extent.to_string(), "blur_y.extent.1");
    assert_eq!(a.assumptions.len(), 2);
}

#[test]
fn matmul_sare() {
    let a = sare("matmul.sare");
    let c = a.func("C").expect("C is defined");
    assert_eq!(c.updates.len(), 1);
    let u = &c.updates[0];
    assert_eq!(u.rvars[0].name, "k$x");
    assert_eq!(u.rvars[0].extent.to_string(), "n");
    assert_eq!(u.values[0].to_string(), "C(i, j) + A(i, k$x) * B(k$x, j)");
    assert_eq!(
        a.params[0].estimate.as_ref().map(|e| e.to_string()),
        Some("1024".into())
    );
}

#[test]
fn in_memory_programs_are_checked() {
    use halide_tv::ir::{check_sched, Expr, Store};
    use halide_tv::spec::check_sare;
    let mut p = sched("matmul.sched");
    assert!(check_sched(&p).is_ok());
    assert!(check_sare(&sare("matmul.sare")).is_ok());
    // A store of an undeclared variable is rejected.
    p.body = Stmt::Store(Box::new(Store {
        buffer: "C".into(),
        value: Expr::var("v", Type::float(32)).expect("valid type"),
        index: vec![],
        flat: Some(Expr::i32(0)),
        predicate: None,
        annotation: None,
    }));
    let e = check_sched(&p).expect_err("v is not declared");
    assert_eq!(e.expected, "a variable in scope");
    // A one-element block is not canonical.
    p.body = Stmt::Block(vec![Stmt::skip()]);
    assert!(check_sched(&p).is_err());
    p.body = Stmt::seq(vec![Stmt::skip()]);
    assert!(check_sched(&p).is_ok());
}

/// The example files are written in the printer's layout: printing them reproduces the file
/// without its comment lines.
#[test]
fn examples_are_in_canonical_layout() {
    for name in [
        "blur.sched",
        "blur.sare",
        "matmul.sched",
        "matmul.sare",
        "vector_store.sched",
    ] {
        let (file, text) = data(name);
        let without_comments: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect();
        let printed = if name.ends_with(".sare") {
            print_sare(&parse_sare(&file, &text).unwrap_or_else(|e| panic!("{e}")))
        } else {
            print_sched(&parse_sched(&file, &text).unwrap_or_else(|e| panic!("{e}")))
        };
        assert_eq!(printed, without_comments, "{name}");
    }
}
