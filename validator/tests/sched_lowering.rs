//! Lowering of `.sched` programs to the SCHED core language (thesis ch. 4 and §6): vectors
//! to `par` lane loops, shuffles, predicates, asserts, loop minima, affine typing and the two
//! "accidentally non-affine" patterns. Lane maps are checked by evaluating the lowered index
//! expressions at every lane.

use halide_tv::ir::{parse_sched, VectorReduceOp};
use halide_tv::sched::{
    check_program, lower_program, Assign, Callee, CmpOp, Command, CommandKind, Cond, CoreProgram,
    Index, Loop, LoopSource, LowerError, Value,
};
use std::collections::HashMap;

const HEADER: &str = r#"halide-tv sched 1
pipeline p
target "x86-64-linux-avx2"
param c : float32
param n : int32
param k : int32
var g.buffer : handle
input g : buffer<float32, 1>
input h : buffer<float32, 1>
input m : buffer<float32, 2>
input gi : buffer<int32, 1>
output fi : buffer<int32, 1>
output f : buffer<float32, 1>
output f2 : buffer<float32, 2>
output f3 : buffer<float32, 3>
"#;

/// Lowers a program and checks that every successful lowering is well formed.
fn lower_text(text: &str) -> Result<CoreProgram, LowerError> {
    let p = parse_sched("<test>", text).expect("test program parses");
    let core = lower_program(&p)?;
    if let Err(e) = check_program(&core) {
        panic!("lowered program is ill-formed: {e}\n{core}");
    }
    Ok(core)
}

fn lower_body(body: &str) -> Result<CoreProgram, LowerError> {
    lower_text(&format!("{HEADER}\n{body}\n"))
}

fn ok(body: &str) -> CoreProgram {
    match lower_body(body) {
        Ok(p) => p,
        Err(e) => panic!("lowering failed: {e}\n{body}"),
    }
}

fn only_assign(p: &CoreProgram) -> &Assign {
    let a = p.body.assigns();
    assert_eq!(a.len(), 1, "{p}");
    a[0]
}

/// The loops around the first assignment, outermost first.
fn loops(c: &Command) -> Vec<(&Loop, bool)> {
    let mut out = Vec::new();
    c.walk(&mut |x| match &x.kind {
        CommandKind::For(l) => out.push((l, false)),
        CommandKind::Par(l) => out.push((l, true)),
        _ => {}
    });
    out
}

type Env = HashMap<String, i64>;

fn ev(i: &Index, env: &Env) -> i64 {
    match i {
        Index::Var(v) => *env.get(v).unwrap_or_else(|| panic!("unbound {v}")),
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

fn evc(c: &Cond<Index>, env: &Env) -> bool {
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

/// The value with affine selects resolved and read indices evaluated, printed.
fn show(v: &Value, env: &Env) -> String {
    match v {
        Value::Read(r) => {
            let idx: Vec<String> = r.index.iter().map(|i| ev(i, env).to_string()).collect();
            format!("{}[{}]", r.array, idx.join(","))
        }
        Value::Cond {
            cond,
            then_v,
            else_v,
        } => {
            if evc(cond, env) {
                show(then_v, env)
            } else {
                show(else_v, env)
            }
        }
        Value::Binary { op, a, b, .. } => format!("({} {op} {})", show(a, env), show(b, env)),
        Value::Index { index, .. } => ev(index, env).to_string(),
        Value::Undef(_) => "undef".into(),
        other => other.to_string(),
    }
}

fn env(pairs: &[(&str, i64)]) -> Env {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// The lane variable and lane count of the single lane loop of `p`.
fn lane_loop(p: &CoreProgram) -> (String, i64) {
    let ls: Vec<_> = loops(&p.body)
        .into_iter()
        .filter(|(l, _)| matches!(l.source, LoopSource::Lanes { .. }))
        .collect();
    assert_eq!(ls.len(), 1, "{p}");
    let (l, par) = ls[0];
    assert!(par, "lane loops are parallel: {p}");
    (l.var.clone(), l.extent.as_const().expect("constant lanes"))
}

#[test]
fn vector_store_becomes_par_lane_loop() {
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(x * 8, 1, 8)] = g[ramp(x * 8 + 1, 1, 8)] + broadcast(c, 8) {f.0(ramp(x * 8 + f.min.0, 1, 8))}\n}");
    let (lane, lanes) = lane_loop(&p);
    assert_eq!(lanes, 8);
    let ls = loops(&p.body);
    assert_eq!(ls.len(), 2);
    assert!(!ls[0].1 && ls[0].0.var == "x");
    let a = only_assign(&p);
    for l in 0..8 {
        for x in [0, 3] {
            let e = env(&[("x", x), (&lane, l), ("f.min.0", 100)]);
            assert_eq!(ev(&a.index[0], &e), 8 * x + l);
            let t = a.annotation.as_ref().expect("annotated");
            assert_eq!(ev(&t.args[0], &e), 8 * x + 100 + l);
            assert_eq!(show(&a.value, &e), format!("(g[{}] + c)", 8 * x + 1 + l));
        }
    }
    assert_eq!(
        a.to_string_line(),
        format!("f[{lane} + 8*x] {{f.0({lane} + f.min.0 + 8*x)}} := g[{lane} + 8*x + 1] + c")
    );
}

trait Line {
    fn to_string_line(&self) -> String;
}

impl Line for Assign {
    fn to_string_line(&self) -> String {
        let t = self.annotation.as_ref().map_or(String::new(), |t| {
            let args: Vec<String> = t.args.iter().map(|a| a.to_string()).collect();
            format!(" {{{}.{}({})}}", t.func, t.stage, args.join(", "))
        });
        let idx: Vec<String> = self.index.iter().map(|a| a.to_string()).collect();
        format!("{}[{}]{t} := {}", self.array, idx.join(", "), self.value)
    }
}

#[test]
fn interleave_shuffle_lanes() {
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(x * 8, 1, 8)] = interleave(g[ramp(x * 4, 1, 4)], h[ramp(x * 4 + 2, 1, 4)]) {f.0(ramp(x * 8 + f.min.0, 1, 8))}\n}");
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for l in 0..8 {
        let e = env(&[("x", 1), (&lane, l)]);
        let expect = if l % 2 == 0 {
            format!("g[{}]", 4 + l / 2)
        } else {
            format!("h[{}]", 6 + l / 2)
        };
        assert_eq!(show(&a.value, &e), expect, "lane {l}");
    }
}

#[test]
fn slice_shuffle_lanes() {
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(x * 4, 1, 4)] = slice(g[ramp(x * 8, 1, 8)], 1, 2, 4) {f.0(ramp(x * 4 + f.min.0, 1, 4))}\n}");
    let (lane, lanes) = lane_loop(&p);
    assert_eq!(lanes, 4);
    let a = only_assign(&p);
    // A slice is one affine piece: no select at all.
    assert!(matches!(a.value, Value::Read(_)), "{}", a.value);
    for l in 0..4 {
        let e = env(&[("x", 2), (&lane, l)]);
        assert_eq!(show(&a.value, &e), format!("g[{}]", 16 + 1 + 2 * l));
    }
}

#[test]
fn concat_and_general_shuffles() {
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(x * 8, 1, 8)] = concat(g[ramp(x * 4, 1, 4)], h[ramp(x * 4 + 7, -1, 4)]) {f.0(ramp(x * 8 + f.min.0, 1, 8))}\n}");
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for l in 0..8 {
        let e = env(&[("x", 1), (&lane, l)]);
        let expect = if l < 4 {
            format!("g[{}]", 4 + l)
        } else {
            format!("h[{}]", 4 + 7 - (l - 4))
        };
        assert_eq!(show(&a.value, &e), expect, "lane {l}");
    }
    // An arbitrary index list over two operands, with repeated and reversed lanes.
    let sigma = [3u32, 0, 5, 6, 7, 1, 1, 4];
    let idx: Vec<String> = sigma.iter().map(|s| s.to_string()).collect();
    let p = ok(&format!(
        "for (x, 0, n) {{\n  f[ramp(x * 8, 1, 8)] = shuffle([g[ramp(x * 4, 1, 4)], h[ramp(x * 4, 2, 4)]], [{}]) {{f.0(ramp(x * 8 + f.min.0, 1, 8))}}\n}}",
        idx.join(", ")
    ));
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for (l, s) in sigma.iter().enumerate() {
        let s = i64::from(*s);
        let e = env(&[("x", 1), (&lane, l as i64)]);
        let expect = if s < 4 {
            format!("g[{}]", 4 + s)
        } else {
            format!("h[{}]", 4 + 2 * (s - 4))
        };
        assert_eq!(show(&a.value, &e), expect, "lane {l}");
    }
}

#[test]
fn predicated_vector_store_and_load() {
    let p = ok("for (x, 0, (f.extent.0 + 7) / 8) {\n  \
         f[ramp(x * 8, 1, 8) if ramp(x * 8, 1, 8) < broadcast(f.extent.0, 8)] = \
         g[ramp(x * 8, 1, 8) if ramp(x * 8, 1, 8) < broadcast(f.extent.0, 8)] {f.0(ramp(x * 8 + f.min.0, 1, 8))}\n}");
    let (lane, _) = lane_loop(&p);
    let mut ifs = Vec::new();
    p.body.walk(&mut |c| {
        if let CommandKind::If {
            cond,
            then_c,
            else_c,
        } = &c.kind
        {
            ifs.push((cond, then_c, else_c));
        }
    });
    assert_eq!(ifs.len(), 1, "{p}");
    let (cond, then_c, else_c) = ifs[0];
    assert!(matches!(then_c.kind, CommandKind::Assign(_)));
    assert!(matches!(else_c.kind, CommandKind::Skip));
    let a = only_assign(&p);
    for l in 0..8 {
        let e = env(&[("x", 2), (&lane, l), ("f.extent.0", 20)]);
        let inside = 16 + l < 20;
        assert_eq!(evc(cond, &e), inside, "lane {l}");
        // The load only reads (and must only be defined) where the predicate holds.
        let expect = if inside {
            format!("g[{}]", 16 + l)
        } else {
            "undef".to_string()
        };
        assert_eq!(show(&a.value, &e), expect);
    }
    let reads = a.value.reads();
    assert_eq!(reads.len(), 1);
    assert_eq!(reads[0].0.len(), 1, "the read is guarded by the predicate");
}

#[test]
fn assert_becomes_assume_over_the_rest() {
    let p = ok("f[0] = 1.0f {f.0(f.min.0)}\n\
         assert(f.extent.0 >= 16 && f.stride.0 * f.extent.0 <= 4096, extern halide_error<int32>(\"small\"))\n\
         for (x, 0, f.extent.0) {\n  f[x] = 2.0f {f.0(x + f.min.0)}\n}");
    let CommandKind::Seq(items) = &p.body.kind else {
        panic!("{p}")
    };
    assert_eq!(items.len(), 2);
    assert!(matches!(items[0].kind, CommandKind::Assign(_)));
    let CommandKind::Assume {
        cond,
        dropped,
        body,
        ..
    } = &items[1].kind
    else {
        panic!("{p}")
    };
    assert_eq!(cond.to_string(), "16 <= f.extent.0");
    assert_eq!(
        dropped,
        &vec!["f.stride.0 * f.extent.0 <= 4096".to_string()]
    );
    assert!(matches!(body.kind, CommandKind::For(_)));
    assert!(
        p.to_string().contains("assume 16 <= f.extent.0 in {"),
        "{p}"
    );
}

#[test]
fn a_run_of_asserts_gives_the_plain_ones_as_context_of_the_others() {
    // Halide checks an input region made of min/max before the output size it depends on.
    let p = ok(
        "assert(f.min.0 <= min(f.extent.0, 16), extern halide_error<int32>(\"region\"))\n\
         assert(16 <= f.extent.0, extern halide_error<int32>(\"size\"))\n\
         for (x, 0, f.extent.0) {\n  f[x] = 2.0f {f.0(x + f.min.0)}\n}",
    );
    let CommandKind::Assume {
        cond,
        context,
        body,
        ..
    } = &p.body.kind
    else {
        panic!("{p}")
    };
    // Order kept; the piecewise condition gets the plain one as context, not as a conjunct.
    assert!(cond.to_string().contains("min("), "{p}");
    assert_eq!(context.to_string(), "16 <= f.extent.0");
    let CommandKind::Assume { cond, context, .. } = &body.kind else {
        panic!("{p}")
    };
    assert_eq!(cond.to_string(), "16 <= f.extent.0");
    assert_eq!(context.to_string(), "true");
}

#[test]
fn loop_with_nonzero_min_is_shifted() {
    let p = ok("for (f.s0.x, f.min.0, f.extent.0) {\n  \
         f[f.s0.x - f.min.0] = g[f.s0.x + 1 - g.min.0] {f.0(f.s0.x)}\n}");
    let ls = loops(&p.body);
    assert_eq!(ls.len(), 1);
    let l = ls[0].0;
    assert_eq!(l.var, "f.s0.x'");
    assert_eq!(l.extent, Index::var("f.extent.0"));
    let LoopSource::Halide { name, min, .. } = &l.source else {
        panic!()
    };
    assert_eq!(name, "f.s0.x");
    assert_eq!(min, &Index::var("f.min.0"));
    let a = only_assign(&p);
    assert_eq!(a.index, vec![Index::var("f.s0.x'")]);
    assert_eq!(
        a.to_string_line(),
        "f[f.s0.x'] {f.0(f.min.0 + f.s0.x')} := g[f.min.0 + f.s0.x' - g.min.0 + 1]"
    );
}

#[test]
fn non_affine_index_is_unsupported() {
    let err =
        lower_body("for (y, 0, n) {\n  for (x, 0, n) {\n    f[x * y] = g[x] {f.0(x)}\n  }\n}")
            .unwrap_err();
    assert_eq!(err.what(), "non-affine index");
    assert!(err.at().contains("y > x"), "{err}");
    assert!(err.at().contains("x * y"), "{err}");
    // A non-affine read (a gather) is refused the same way.
    let err = lower_body("for (x, 0, n) {\n  f[x] = g[x * x] {f.0(x)}\n}").unwrap_err();
    assert_eq!(err.what(), "non-affine index");
    assert!(err.at().contains("x * x"), "{err}");
    // A non-affine let used in an index is expanded, then refused.
    let err =
        lower_body("for (x, 0, n) {\n  let t = x * n\n  f[t] = g[x] {f.0(x)}\n}").unwrap_err();
    assert_eq!(err.what(), "non-affine index");
    assert!(err.at().contains("x * n"), "{err}");
}

const FUSED: &str = "parallel (f2.s0.fused, 0, f2.extent.0 * f2.extent.1) {\n  \
    let f2.s0.y = f2.s0.fused / f2.extent.0 + f2.min.1\n  \
    let f2.s0.x = f2.s0.fused % f2.extent.0 + f2.min.0\n  \
    f2[f2.s0.x - f2.min.0, f2.s0.y - f2.min.1] = m[f2.s0.x - m.min.0, f2.s0.y - m.min.1] {f2.0(f2.s0.x, f2.s0.y)}\n}";

#[test]
fn fused_parallel_loop_becomes_nested_par_loops() {
    let p = ok(&format!(
        "assert(f2.extent.0 >= 1, extern halide_error<int32>(\"empty\"))\n{FUSED}"
    ));
    let ls = loops(&p.body);
    assert_eq!(ls.len(), 2, "{p}");
    let ((outer, op), (inner, ip)) = (ls[0], ls[1]);
    assert!(op && ip, "both levels stay parallel");
    assert_eq!(outer.extent, Index::var("f2.extent.1"));
    assert_eq!(inner.extent, Index::var("f2.extent.0"));
    let a = only_assign(&p);
    let mut e = env(&[
        ("f2.min.0", 10),
        ("f2.min.1", 20),
        ("m.min.0", 0),
        ("m.min.1", 0),
    ]);
    e.insert(outer.var.clone(), 3);
    e.insert(inner.var.clone(), 5);
    // Lets of the body: y = outer + min.1, x = inner + min.0.
    e.insert("f2.s0.y".into(), 23);
    e.insert("f2.s0.x".into(), 15);
    assert_eq!(ev(&a.index[0], &e), 5);
    assert_eq!(ev(&a.index[1], &e), 3);
    let mut lets = Vec::new();
    p.body.walk(&mut |c| {
        if let CommandKind::Let { var, value, .. } = &c.kind {
            lets.push((var.clone(), ev(value, &e)));
        }
    });
    assert_eq!(
        lets,
        vec![("f2.s0.y".to_string(), 23), ("f2.s0.x".to_string(), 15)]
    );
}

#[test]
fn fused_loop_without_positive_inner_extent_is_unsupported() {
    let err = lower_body(FUSED).unwrap_err();
    assert_eq!(err.what(), "non-affine loop extent");
    assert!(err.at().contains("f2.extent.0 * f2.extent.1"), "{err}");
    // With the proof but a body that uses the fused variable directly: refused.
    let err = lower_body(
        "assert(f2.extent.0 >= 1, extern halide_error<int32>(\"empty\"))\n\
         parallel (F, 0, f2.extent.0 * f2.extent.1) {\n  f[F] = g[0] {f.0(F)}\n}",
    )
    .unwrap_err();
    assert_eq!(err.what(), "non-affine index");
}

#[test]
fn floor_div_pattern_is_exact_for_every_sign() {
    let body = "for (y, 0, (k * n - 1) / k) {\n  f[y] = g[y] {f.0(y)}\n}";
    // Without a proof of the sign: the exact case split of Halide's Euclidean division.
    let p = ok(body);
    let ext = &loops(&p.body)[0].0.extent;
    for (k, n, want) in [(3, 5, 4), (1, 1, 0), (-2, 3, 4), (-1, -4, -3), (0, 7, 0)] {
        assert_eq!(
            ev(ext, &env(&[("k", k), ("n", n)])),
            want,
            "k = {k}, n = {n}: {ext}"
        );
    }
    let p = ok(&format!(
        "assert(k > 0, extern halide_error<int32>(\"k\"))\n{body}"
    ));
    let ls = loops(&p.body);
    assert_eq!(ls[0].0.extent.to_string(), "n - 1");
    // Proven by an enclosing loop bound instead (0 <= i < k implies k > 0), in an index.
    let p = ok("for (i, 0, k) {\n  f[(n * k + -1) / k] = g[i] {f.0(i)}\n}");
    assert_eq!(only_assign(&p).index[0].to_string(), "n - 1");
    // Not the pattern (no `- 1`): still a division by a non-constant.
    let err = lower_body("f[(k * n) / k] = g[0] {f.0(0)}").unwrap_err();
    assert_eq!(err.what(), "non-affine index");
}

#[test]
fn thesis_fig_5_5_matrix_product() {
    let text = std::fs::read_to_string("tests/data/sched/fig5_5_matmul.sched").unwrap();
    let expected = std::fs::read_to_string("tests/data/sched/fig5_5_matmul.core").unwrap();
    let p = lower_text(&text).unwrap();
    assert_eq!(p.to_string(), expected);
    let ls = loops(&p.body);
    let kinds: Vec<bool> = ls.iter().map(|(_, par)| *par).collect();
    assert_eq!(kinds, vec![true, false, false]);
    let assigns = p.body.assigns();
    assert_eq!(assigns.len(), 2);
    let t = assigns[1].annotation.as_ref().unwrap();
    assert_eq!((t.func.as_str(), t.stage, t.args.len()), ("R", 1, 3));
    assert_eq!(assigns[1].value.reads().len(), 3);
}

#[test]
fn vector_reduce_is_expanded() {
    // Integers: the explicit fold of the lane group.
    let p =
        ok("for (x, 0, n) {\n  fi[x] = vector_reduce(add, gi[ramp(x * 4, 1, 4)], 1) {fi.0(x)}\n}");
    let a = only_assign(&p);
    assert_eq!(
        show(&a.value, &env(&[("x", 2)])),
        "(((gi[8] + gi[9]) + gi[10]) + gi[11])"
    );
    // Two result lanes, each the max of two adjacent operand lanes.
    let p = ok("for (x, 0, n) {\n  \
         fi[ramp(x * 2, 1, 2)] = vector_reduce(max, gi[ramp(x * 4, 1, 4)], 2) {fi.0(ramp(x * 2, 1, 2))}\n}");
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for l in 0..2 {
        let e = env(&[("x", 1), (&lane, l)]);
        assert_eq!(
            show(&a.value, &e),
            format!("(gi[{}] max gi[{}])", 4 + 2 * l, 5 + 2 * l)
        );
    }
    // Floats: an n-ary reduction, because Halide does not fix the order (rounding).
    let p = ok("for (x, 0, n) {\n  f[x] = vector_reduce(add, g[ramp(x * 4, 1, 4)], 1) {f.0(x)}\n}");
    let a = only_assign(&p);
    let Value::Call { callee, args, .. } = &a.value else {
        panic!("{}", a.value)
    };
    assert_eq!(callee, &Callee::VectorReduce(VectorReduceOp::Add));
    let shown: Vec<String> = args.iter().map(|v| show(v, &env(&[("x", 2)]))).collect();
    assert_eq!(shown, vec!["g[8]", "g[9]", "g[10]", "g[11]"]);
}

#[test]
fn multidimensional_and_nested_ramps() {
    // b[x4(i), ramp(j*4, 1, 4)]-style 2-D vector accesses, and a nested ramp with a symbolic
    // stride (lane ℓ of ramp(ramp(x, 1, 4), broadcast(k, 4), 2) is x + ℓ mod 4 + ⌊ℓ/4⌋·k).
    let p = ok("for (y, 0, n) {\n  for (x, 0, n) {\n    \
         f2[broadcast(y, 4), ramp(x * 4, 1, 4)] = m[ramp(x * 4, 1, 4), broadcast(y, 4)] {f2.0(broadcast(y, 4), ramp(x * 4, 1, 4))}\n  }\n}");
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for l in 0..4 {
        let e = env(&[("x", 1), ("y", 7), (&lane, l)]);
        assert_eq!(ev(&a.index[0], &e), 7);
        assert_eq!(ev(&a.index[1], &e), 4 + l);
        assert_eq!(show(&a.value, &e), format!("m[{},7]", 4 + l));
    }
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(ramp(x, 1, 4), broadcast(k, 4), 2)] = g[ramp(x, 1, 8)] {f.0(ramp(x, 1, 8))}\n}");
    let (lane, lanes) = lane_loop(&p);
    assert_eq!(lanes, 8);
    let a = only_assign(&p);
    for l in 0..8 {
        let e = env(&[("x", 5), ("k", 100), (&lane, l)]);
        assert_eq!(ev(&a.index[0], &e), 5 + l % 4 + (l / 4) * 100, "lane {l}");
    }
}

#[test]
fn gpu_blocks_and_threads_are_parallel_loops() {
    let p = lower_body(
        "gpu_block (x, 0, n) {\n  gpu_thread (y, 0, 4) {\n    f[x] = g[x] {f.0(x)}\n  }\n}",
    )
    .expect("lowers");
    let CommandKind::Par(outer) = &p.body.kind else {
        panic!("gpu_block is not a parallel loop: {:?}", p.body.kind)
    };
    assert!(
        matches!(outer.body.kind, CommandKind::Par(_)),
        "{:?}",
        outer.body.kind
    );
}

#[test]
fn unsupported_constructs_are_named() {
    let err = lower_body("gpu_lane (x, 0, n) {\n  f[x] = g[x] {f.0(x)}\n}").unwrap_err();
    assert_eq!(err.what(), "loop kind gpu_lane");
    let err = lower_body(
        "gpu_block (x, 0, n) {\n  gpu_thread (y, 0, 4) {\n    evaluate gpu_thread_barrier<int32>(0)\n  }\n}",
    )
    .unwrap_err();
    assert_eq!(err.what(), "GPU thread barrier");
    let err = lower_body("for (x, 0, n) {\n  f[mystery<int32>(x)] = g[x] {f.0(x)}\n}").unwrap_err();
    assert_eq!(err.what(), "intrinsic mystery");
    let err =
        lower_body("for (x, 0, n) {\n  f[x] = mystery<float32>(g[x]) {f.0(x)}\n}").unwrap_err();
    assert_eq!(err.what(), "intrinsic mystery");
    // A let-bound load of a buffer that its scope overwrites before using it cannot be
    // expanded, unless the scope is a block of stores (a Tuple update's): then the block is one
    // simultaneous command, the second store reading `f[0]` as it was before the first.
    let err =
        lower_body("let t = f[0]\nf[0] = 1.0f {f.0(0)}\nfor (x, 1, n) {\n  f[x] = t {f.0(x)}\n}")
            .unwrap_err();
    assert_eq!(
        err.what(),
        "let-bound load of a buffer written in its scope"
    );
    let p = ok("let t = f[0]\nf[0] = 1.0f {f.0(0)}\nf[1] = t {f.0(1)}");
    assert!(
        matches!(&p.body.kind, CommandKind::Simultaneous(cs) if cs.len() == 2),
        "{:?}",
        p.body.kind
    );
    // Calls with effects the core language does not model are refused, even in unused lets.
    let err = lower_body(
        "let t = extern halide_memoization_cache_lookup<int32>(0)\nf[0] = 1.0f {f.0(0)}",
    )
    .unwrap_err();
    assert_eq!(err.what(), "call halide_memoization_cache_lookup in a let");
    let err = lower_body("evaluate extern halide_print<int32>(\"x\")").unwrap_err();
    assert_eq!(err.what(), "evaluate of call halide_print");
    // Buffer-descriptor accessors and prefetches have no effect on the modelled memory.
    let p = ok("let h = extern _halide_buffer_get_host<handle>(g.buffer)\n\
                evaluate prefetch<int32>(h, 0, 64)\nf[0] = 1.0f {f.0(0)}");
    assert_eq!(p.body.assigns().len(), 1);
    // A flat index no stride accounts for is refused (here `f.stride.0` is not known to be
    // 1), not guessed; an access with no index at all too.
    let err = lower_body("f[| 1] = 1.0f {f.0(0)}").unwrap_err();
    assert!(err.what().contains("is not in its layout"), "{err}");
    let err = lower_body("f[] = 1.0f {f.0(0)}").unwrap_err();
    assert!(err.what().contains("without any index"), "{err}");
}

#[test]
fn examples_of_the_formats_corpus() {
    for f in ["blur", "matmul"] {
        let text = std::fs::read_to_string(format!("tests/data/formats/{f}.sched")).unwrap();
        let p = lower_text(&text).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(!p.body.assigns().is_empty());
    }
    // blur: the folded intermediate's flat index x + (y mod 4)·extent is delinearized to
    // (x, y mod 4).
    let text = std::fs::read_to_string("tests/data/formats/blur.sched").unwrap();
    let p = lower_text(&text).unwrap();
    let a = p.body.assigns()[0];
    assert_eq!(a.array, "blur_x");
    assert!(matches!(a.index[1], Index::Mod(_, 4)), "{}", a.index[1]);
    assert!(a.flat.is_some(), "the flat index is kept");
    // vector_store.sched's flat-only `f.0[| 0]` is placed; its `halide_print` is what the
    // core language cannot model.
    let text = std::fs::read_to_string("tests/data/formats/vector_store.sched").unwrap();
    let err = lower_text(&text).unwrap_err();
    assert_eq!(err.what(), "evaluate of call halide_print");
}

#[test]
fn let_expansion_is_bounded() {
    // 40 chained lets, each used twice: expanding them fully would take 2^40 steps.
    let mut body = String::from("let t0 = g[0]\n");
    for i in 1..=40 {
        body.push_str(&format!("let t{i} = t{} + t{}\n", i - 1, i - 1));
    }
    body.push_str("f[0] = t40 {f.0(0)}");
    let err = lower_body(&body).unwrap_err();
    assert_eq!(
        err.what(),
        "program too large after expanding non-affine lets"
    );
}

/// Every `tests/data/sched/NAME.sched` lowers to the program printed in `NAME.core`
/// (`HALIDE_TV_BLESS=1` rewrites the `.core` files after a deliberate change; review the diff).
#[test]
fn corpus_lowers_to_expected_core() {
    let mut n = 0;
    let mut entries: Vec<_> = std::fs::read_dir("tests/data/sched")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sched"))
        .collect();
    entries.sort();
    for path in entries {
        let text = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("core")).unwrap();
        let p = lower_text(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if std::env::var_os("HALIDE_TV_BLESS").is_some() {
            std::fs::write(path.with_extension("core"), p.to_string()).unwrap();
            n += 1;
            continue;
        }
        assert_eq!(p.to_string(), expected, "{}", path.display());
        n += 1;
    }
    assert!(n >= 2);
}

#[test]
fn three_way_fused_loop_in_any_factor_order() {
    // The digits through a product of the inner extents, or (as Halide lowers a fuse of
    // fused dimensions) divided by one extent at a time.
    let by_products = "let xy = F % (f3.extent.1 * f3.extent.0)\n  \
                       let z = F / (f3.extent.0 * f3.extent.1) + f3.min.2\n  \
                       let y = xy / f3.extent.0 + f3.min.1\n  \
                       let x = xy % f3.extent.0 + f3.min.0";
    let one_at_a_time = "let x = F % f3.extent.0 + f3.min.0\n  \
                         let y = (F / f3.extent.0) % f3.extent.1 + f3.min.1\n  \
                         let z = F / f3.extent.0 / f3.extent.1 + f3.min.2";
    for (extent, digits) in [
        ("f3.extent.0 * f3.extent.1 * f3.extent.2", by_products),
        ("f3.extent.2 * (f3.extent.1 * f3.extent.0)", by_products),
        ("f3.extent.0 * f3.extent.1 * f3.extent.2", one_at_a_time),
    ] {
        let p = ok(&format!(
            "assert(f3.extent.0 >= 1 && f3.extent.1 >= 1, extern halide_error<int32>(\"empty\"))\n\
             parallel (F, 0, {extent}) {{\n  \
             {digits}\n  \
             f3[x - f3.min.0, y - f3.min.1, z - f3.min.2] = 1.0f {{f3.0(x, y, z)}}\n}}"
        ));
        let ls = loops(&p.body);
        let exts: Vec<String> = ls.iter().map(|(l, _)| l.extent.to_string()).collect();
        assert_eq!(
            exts,
            vec!["f3.extent.2", "f3.extent.1", "f3.extent.0"],
            "{p}"
        );
        assert!(ls.iter().all(|(_, par)| *par));
        // Evaluate the lets and the index for one point of the iteration space.
        let mut e = env(&[("f3.min.0", 1), ("f3.min.1", 2), ("f3.min.2", 3)]);
        for ((l, _), v) in ls.iter().zip([7, 5, 4]) {
            e.insert(l.var.clone(), v);
        }
        p.body.walk(&mut |c| {
            if let CommandKind::Let { var, value, .. } = &c.kind {
                let v = ev(value, &e);
                e.insert(var.clone(), v);
            }
        });
        assert_eq!((e["x"], e["y"], e["z"]), (1 + 4, 2 + 5, 3 + 7), "{p}");
        let a = only_assign(&p);
        let idx: Vec<i64> = a.index.iter().map(|i| ev(i, &e)).collect();
        assert_eq!(idx, vec![4, 5, 7]);
    }
    // Dividing by a product that is not made of innermost extents: refused.
    let err = lower_body(
        "assert(f3.extent.0 >= 1 && f3.extent.1 >= 1 && f3.extent.2 >= 1, extern halide_error<int32>(\"e\"))\n\
         parallel (F, 0, f3.extent.0 * f3.extent.1 * f3.extent.2) {\n  \
         let a = F % (f3.extent.0 * f3.extent.0)\n  f[a] = 1.0f {f.0(a)}\n}",
    )
    .unwrap_err();
    assert_eq!(err.what(), "non-affine index", "{err}");
}

#[test]
fn well_formedness_check_rejects_broken_programs() {
    let text = std::fs::read_to_string("tests/data/sched/fig5_5_matmul.sched").unwrap();
    let good = lower_text(&text).unwrap();
    // Rename the outer loop variable: its uses become unbound.
    let mut p = good.clone();
    fn outer_par(c: &mut Command) -> Option<&mut Loop> {
        match &mut c.kind {
            CommandKind::Assume { body, .. } => outer_par(body),
            CommandKind::Par(l) => Some(l),
            _ => None,
        }
    }
    outer_par(&mut p.body).expect("a parallel outer loop").var = "renamed".into();
    let err = check_program(&p).unwrap_err();
    assert!(
        err.what().contains("unbound affine variable `c.s0.i`"),
        "{err}"
    );
    // Drop an input: its reads name an unknown array.
    let mut p = good.clone();
    p.inputs.retain(|a| a.name != "b");
    let err = check_program(&p).unwrap_err();
    assert_eq!(err.what(), "unknown array `b`");
}

#[test]
fn selects_guard_reads_only_with_affine_conditions() {
    let p = ok("for (x, 0, n) {\n  f[x] = select(x < k, g[x], h[x]) + select(g[x] < 0.0f, h[x], 1.0f) {f.0(x)}\n}");
    let a = only_assign(&p);
    let Value::Binary {
        a: first,
        b: second,
        ..
    } = &a.value
    else {
        panic!("{}", a.value)
    };
    assert!(matches!(first.as_ref(), Value::Cond { .. }), "{first}");
    assert!(matches!(second.as_ref(), Value::Select { .. }), "{second}");
    let guards: Vec<usize> = a.value.reads().iter().map(|(g, _)| g.len()).collect();
    // g[x] under x < k, h[x] under !(x < k), then the eager select: all three unguarded.
    assert_eq!(guards, vec![1, 1, 0, 0]);
}

#[test]
fn shuffles_inside_indices() {
    // A load whose index is an interleave of two ramps (even lanes from 2x, odd from 2x+9).
    let p = ok("for (x, 0, n) {\n  \
         f[ramp(x * 8, 1, 8)] = g[interleave(ramp(x * 2, 2, 4), ramp(x * 2 + 9, 2, 4))] {f.0(ramp(x * 8, 1, 8))}\n}");
    let (lane, _) = lane_loop(&p);
    let a = only_assign(&p);
    for l in 0..8 {
        let e = env(&[("x", 3), (&lane, l)]);
        let expect = if l % 2 == 0 { 6 + l } else { 6 + 9 + (l - 1) };
        assert_eq!(show(&a.value, &e), format!("g[{expect}]"), "lane {l}");
    }
}

#[test]
fn allocations_keep_their_shape() {
    let p = ok("allocate tmp[float32, n, 4 if k > 0]\n\
                for (x, 0, n) {\n  tmp[x, 1] = g[x] {t.0(x, 1)}\n  f[x] = tmp[x, 1] {f.0(x)}\n}");
    let mut shapes = Vec::new();
    p.body.walk(&mut |c| {
        if let CommandKind::Allocate { shape, .. } = &c.kind {
            shapes.push(format!("{shape:?}"));
        }
    });
    assert_eq!(shapes.len(), 1);
    assert!(
        p.to_string()
            .contains("allocate tmp : float32[select(0 < k, n, 0) x select(0 < k, 4, 0)] in {"),
        "{p}"
    );
    // No extents in the program: the shape is unknown, not guessed.
    let p = ok("allocate tmp[float32]\nfor (x, 0, n) {\n  tmp[x, 0] = g[x] {t.0(x)}\n}");
    assert!(
        p.to_string().contains("allocate tmp : float32[? x ?] in {"),
        "{p}"
    );
}

#[test]
fn floor_div_pattern_through_a_non_affine_let() {
    // Halide's bound of an outer loop from a fused maximum: ((a*b - 1) / a) + 1, with the
    // product behind a `let`; a >= 1 comes from the assertion.
    let p = ok("assert(n >= 1, extern halide_error<int32>(\"n\"))\n\
                let fused.loop_extent = n * k\n\
                let outer.loop_extent = (fused.loop_extent - 1) / n + 1\n\
                for (y, 0, outer.loop_extent) {\n  f[y] = g[y] {f.0(y)}\n}");
    let mut lets = Vec::new();
    p.body.walk(&mut |c| {
        if let CommandKind::Let { var, value, .. } = &c.kind {
            lets.push(format!("{var} = {value}"));
        }
    });
    assert_eq!(lets, vec!["outer.loop_extent = k".to_string()]);
}

/// The core index of the only assignment, evaluated at `at`.
fn assigned_cell(p: &CoreProgram, at: &Env) -> Vec<i64> {
    only_assign(p).index.iter().map(|i| ev(i, at)).collect()
}

#[test]
fn flat_index_of_an_output_is_delinearized_from_zero() {
    // Halide's flattening of f2(x, y) with f2.stride.0 == 1: (x - min0) + (y - min1) * stride1.
    let p = ok("assert(f2.stride.0 == 1, 0)\n\
        for (x, f2.min.0, f2.extent.0) { for (y, f2.min.1, f2.extent.1) {\n\
        f2[x, y | (x - f2.min.0) + (y - f2.min.1) * f2.stride.1] = 1.0f {f2.0(x, y)} } }");
    let cell = assigned_cell(
        &p,
        &env(&[("x'", 3), ("y'", 5), ("f2.min.0", 10), ("f2.min.1", -4)]),
    );
    assert_eq!(cell, vec![3, 5]);
}

#[test]
fn flat_index_without_the_unit_stride_assert_is_unsupported() {
    // Without `f2.stride.0 == 1` a flat index without a `stride.0` term addresses an element
    // the validator cannot place: never guessed.
    let e = lower_body("f2[0, 0 | 3 + f2.stride.1] = 1.0f {f2.0(0, 0)}").unwrap_err();
    assert!(e.to_string().contains("not in its layout"), "{e}");
    // With an explicit stride.0 term it is placed.
    let p = ok("f2[0, 0 | 3 * f2.stride.0 + f2.stride.1] = 1.0f {f2.0(0, 0)}");
    assert_eq!(assigned_cell(&p, &env(&[])), vec![3, 1]);
}

#[test]
fn a_realized_minimum_inside_the_extent_stays_in_its_dimension() {
    // depthwise_separable_conv's `f0`: the channel dimension is realized from `lo` to `k`
    // (extent `k − lo + 1`), and the flat offset of dimension 0 is `(k − lo) − 7 + ℓ`. Dividing
    // by the expanded extent takes its `k` for a multiple of the stride (`[ℓ − 8, x + 1, z]`,
    // which the facts cannot carry back: `lo ≤ k − 7` needs the floor); the in-bounds
    // decomposition is `[k − 7 + ℓ − lo, x, z]`.
    let p = ok("let lo = min(0, ((k + -7) / 2) * 2)\n\
        let e = k - lo + 1\n\
        allocate b[float32, e, 4, 2]\n\
        for (z, 0, 2) { for (x, 0, 4) { for (l, 0, 8) {\n\
        b[k + -7 + l, x, z | (e * 4) * z + e * x + (k - lo) + -7 + l] = 1.0f {f.0(l)} } } }");
    for (k, x, z, l) in [(10i64, 3, 1, 7), (3, 0, 0, 0), (3, 3, 1, 7), (40, 1, 0, 5)] {
        let lo = 0.min((k - 7).div_euclid(2) * 2);
        let e = k - lo + 1;
        let at = env(&[("k", k), ("x", x), ("z", z), ("l", l), ("lo", lo), ("e", e)]);
        let cell = assigned_cell(&p, &at);
        assert_eq!(
            cell,
            vec![k - 7 + l - lo, x, z],
            "k = {k}, x = {x}, ℓ = {l}"
        );
    }
}

#[test]
fn folded_allocation_is_delinearized_with_its_extents() {
    // blur's folded intermediate: the flat index ((t + 2) % 4) * n + x over [n, 4].
    let p = ok("allocate b[float32, n, 4]\n\
        for (t, 0, 9) { for (x, 0, n) {\n\
        b[x, (t + 2) % 4 | ((t + 2) % 4) * n + x] = 1.0f {f.0(x)} } }");
    let a = p.body.assigns();
    let cell: Vec<i64> = a[0]
        .index
        .iter()
        .map(|i| ev(i, &env(&[("t", 7), ("x", 2), ("n", 30)])))
        .collect();
    assert_eq!(cell, vec![2, 1]);
}

/// True when an index expression contains a `mod` or a floor division.
fn has_div_or_mod(i: &Index) -> bool {
    match i {
        Index::FloorDiv(..) | Index::Mod(..) => true,
        Index::Var(_) | Index::Const(_) => false,
        Index::Add(a, b) | Index::Min(a, b) | Index::Max(a, b) => {
            has_div_or_mod(a) || has_div_or_mod(b)
        }
        Index::Scale(_, a) => has_div_or_mod(a),
        Index::Select(_, a, b) => has_div_or_mod(a) || has_div_or_mod(b),
    }
}

#[test]
fn clamped_vector_column_of_a_folded_allocation_needs_no_carry() {
    // stencil_chain's sliding window: repeat_edge[388 x 8], the last vector of a row clamped
    // to column 372 (`min(16·(r + t), 372) + ℓ` with t = max(s, 0)). The column is in [0, 388)
    // by cases on the min (and t ≥ 0 from its `let`), so the flat index divides into
    // (column, row mod 8) without a `mod 388` and a carry into the row.
    let p = ok("allocate b[float32, 388, 8]\n\
        for (y, 0, n) { let t = max(k, 0)\n\
        for (r, 0, 25 - t) {\n\
        b[ramp(min((r + t) * 16, 372), 1, 16), broadcast(y % 8, 16) | \
        ramp(min((r + t) * 16, 372) + (y % 8) * 388, 1, 16)] = broadcast(1.0f, 16) \
        {f.0(ramp(min((r + t) * 16, 372), 1, 16))} } }");
    let a = only_assign(&p);
    assert!(!has_div_or_mod(&a.index[0]), "{}", a.to_string_line());
}

#[test]
fn steady_state_vector_column_is_in_range_by_an_exact_decision() {
    // stencil_chain's unclamped middle range of a row: r < t217 = max(t208, 0) − t220 with
    // t220 = max(min(a, 25), 0) and t208 = max(min(a, 25), min(b, 23) + 1). The column
    // 16·(r + t220) + ℓ is below 388 only through a case split that the two `let`s share
    // (t208 = 25 leaves no iteration): the lowering decides it exactly with isl.
    let p = ok("allocate b[float32, 388, 8]\n\
        for (y, 0, n) {\n\
        let t220 = max(min(k / 16, 25), 0)\n\
        let t208 = max(min(k / 16, 25), min((n - 14) / 16, 23) + 1)\n\
        let t217 = max(t208, 0) - t220\n\
        for (r, 0, t217) {\n\
        b[ramp(r * 16 + t220 * 16, 1, 16), broadcast(y % 8, 16) | \
        ramp(r * 16 + t220 * 16 + (y % 8) * 388, 1, 16)] = broadcast(1.0f, 16) \
        {f.0(ramp(r * 16 + t220 * 16, 1, 16))} } }");
    let a = only_assign(&p);
    assert!(!has_div_or_mod(&a.index[0]), "{}", a.to_string_line());
    // Five columns further the last lane reaches column 388 (k < 16, n large): the carry stays.
    let q = ok("allocate b[float32, 388, 8]\n\
        for (y, 0, n) {\n\
        let t220 = max(min(k / 16, 25), 0)\n\
        let t208 = max(min(k / 16, 25), min((n - 14) / 16, 23) + 1)\n\
        let t217 = max(t208, 0) - t220\n\
        for (r, 0, t217) {\n\
        b[ramp(r * 16 + t220 * 16 + 5, 1, 16), broadcast(y % 8, 16) | \
        ramp(r * 16 + t220 * 16 + 5 + (y % 8) * 388, 1, 16)] = broadcast(1.0f, 16) \
        {f.0(ramp(r * 16 + t220 * 16, 1, 16))} } }");
    let b = only_assign(&q);
    assert!(has_div_or_mod(&b.index[0]), "{}", b.to_string_line());
}

#[test]
fn load_without_multidimensional_index_uses_the_flat_one() {
    // Real `-e sched` output: loads carry only their flat index.
    let p = ok("assert(m.stride.0 == 1, 0)\nassert(f.stride.0 == 1, 0)\n\
        for (x, 0, f.extent.0) {\n\
        f[| x] = m[| (x + 1 - m.min.0) + (2 - m.min.1) * m.stride.1] {f.0(x + f.min.0)} }");
    let Value::Read(r) = &only_assign(&p).value else {
        panic!("expected a read: {p}")
    };
    let at = env(&[("x", 4), ("m.min.0", 1), ("m.min.1", -1)]);
    let cell: Vec<i64> = r.index.iter().map(|i| ev(i, &at)).collect();
    assert_eq!(cell, vec![4, 3]);
}

#[test]
fn buffer_prologue_defines_the_header_symbols() {
    let p = ok(
        "let g.min.0 = extern _halide_buffer_get_min<int32>(g.buffer, 0)\n\
        let g.extent.0 = extern _halide_buffer_get_extent<int32>(g.buffer, 0)\n\
        let g.stride.0 = extern _halide_buffer_get_stride<int32>(g.buffer, 0)\n\
        f[0 | 0] = g[| g.min.0 * g.stride.0] {f.0(f.min.0)}",
    );
    assert!(
        !p.assumptions.iter().any(|a| a.contains("bounds-query")),
        "{:?}",
        p.assumptions
    );
    // Another dimension's field is not the definition of this symbol: it would rebind it.
    let e = lower_body(
        "let g.min.0 = extern _halide_buffer_get_min<int32>(g.buffer, 1)\nf[0] = 1.0f {f.0(0)}",
    )
    .unwrap_err();
    assert!(e.to_string().contains("shadowed"), "{e}");
}

#[test]
fn bounds_query_branches_are_not_taken_and_the_assumption_is_stated() {
    let p = ok(
        "if (extern _halide_buffer_is_bounds_query<bool>(g.buffer)) {\n\
          evaluate extern _halide_buffer_init<handle>(g.buffer)\n\
        } else {\n\
          f[| 0] = 1.0f {f.0(f.min.0)}\n\
        }",
    );
    assert_eq!(p.body.assigns().len(), 1, "{p}");
    let stated: Vec<_> = p
        .assumptions
        .iter()
        .filter(|a| a.contains("bounds-query"))
        .collect();
    assert_eq!(stated.len(), 1, "{:?}", p.assumptions);
}

#[test]
fn non_negative_divisors_and_fused_factors_suffice() {
    // ⌊(k·n − 1)/k⌋ with only k ≥ 0 known: n − 1 when k > 0, Halide's 0 when k = 0.
    let p = ok("assert(k >= 0, 0)\nfor (y, 0, (k * n - 1) / k) {\n  f[y] = g[y] {f.0(y)}\n}");
    let ext = &loops(&p.body)[0].0.extent;
    assert_eq!(ev(ext, &env(&[("k", 3), ("n", 5)])), 4);
    assert_eq!(ev(ext, &env(&[("k", 0), ("n", 5)])), 0);
    // A fused loop whose inner factor is only known non-negative: when it is 0 neither
    // the fused loop nor the nested loops run the body.
    let p = ok(&format!("assert(f2.extent.0 >= 0, 0)\n{FUSED}"));
    assert_eq!(loops(&p.body).len(), 2, "{p}");
}

/// depthwise_separable_conv's `f0` under `--assume 'k == 3'` (its channel multiplier): an
/// allocation whose first extent is a `let` (`e = max(…) − min(…) + 1` over divisions by the
/// multiplier), addressed as `e·y + 8·d + ℓ`.
const GROUPED_ALLOCATION: &str = "assert(k == 3, \"halide-tv --assume\")\n\
    for (r, 0, n) {\n\
    let z = 0 < k\n\
    let lo = (r * 16 + select(z, 0, 15)) / k\n\
    let hi = (r * 16 + select(z, 15, 0)) / k\n\
    let e = max((r * 16 + select(z, 15, 0)) / k, ((hi - lo) / 8) * 8 + lo + 7) - min((r * 16 + select(z, 0, 15)) / k, lo) + 1\n\
    allocate b[float32, e, 4]\n\
    for (y, 0, 4) { let s = e * y\n\
    for (d, 0, (hi - lo) / 8 + 1) {\n\
    b[ramp(d * 8 + lo, 1, 8), broadcast(y, 8) | ramp(d * 8 + s, 1, 8)] = broadcast(1.0f, 8) \
    {f2.0(ramp(d * 8 + lo, 1, 8), broadcast(y, 8))} } } }";

#[test]
fn a_let_bound_extent_is_kept_whole_when_its_expansion_does_not_divide() {
    let p = ok(GROUPED_ALLOCATION);
    let a = p.body.assigns();
    assert_eq!(a.len(), 1, "{p}");
    // Cell (8·d + ℓ, y) counted from 0: d = 1, lane 3 (the lane variable), y = 2.
    let lane = lane_loop(&p).0;
    let cell: Vec<i64> = a[0]
        .index
        .iter()
        .map(|i| {
            ev(
                i,
                &env(&[("r", 5), ("n", 9), ("k", 3), ("d", 1), ("y", 2), (&lane, 3)]),
            )
        })
        .collect();
    assert_eq!(cell, vec![11, 2], "{}", a[0].to_string_line());
}

#[test]
fn a_user_assumption_pins_its_parameter() {
    // `k == 3` folds `0 < k` and the selects on it: the lowered program has no `select`.
    let p = ok(GROUPED_ALLOCATION);
    let text = p.to_string();
    assert!(!text.contains("select"), "{text}");
    assert!(
        text.contains("floor((16*r) / 3)") || text.contains("/ 3)"),
        "{text}"
    );
    // The same condition from Halide (not the user's) is a fact, not a pin; the facts decide
    // the selects on `0 < k` and fix the divisor all the same. With only `k ≥ 1` known the
    // selects are decided, and the divisions by `k` stay divisions by a parameter: refused.
    let halide = GROUPED_ALLOCATION.replace("\"halide-tv --assume\"", "\"bad k\"");
    let q = ok(&halide);
    assert!(!q.to_string().contains("select"), "{q}");
    let positive = halide.replace("assert(k == 3,", "assert(k >= 1,");
    let err = lower_body(&positive).unwrap_err();
    assert!(
        err.to_string().contains("division by a non-constant"),
        "{err}"
    );
}
