//! Error reports: `file:line:column: expected X, found Y` at the offending token, for syntax
//! errors, scoping errors and type errors in both formats.

use halide_tv::ir::parse_sched;
use halide_tv::spec::parse_sare;

const SCHED_HEADER: &str = "halide-tv sched 1\npipeline p\ntarget \"host\"\nparam k : int32\ninput in : buffer<uint8, 1>\noutput o : buffer<int32, 1>\n";

fn sched_err(body: &str) -> String {
    let text = format!("{SCHED_HEADER}{body}");
    parse_sched("t.sched", &text)
        .expect_err("must be rejected")
        .to_string()
}

const SARE_HEADER: &str = "halide-tv sare 1\npipeline p\ntarget \"host\"\nparam k : int32\ninput in : buffer<uint8, 1>\noutput o : buffer<int32, 1> = f region [(o.min.0, o.extent.0)]\n";

fn sare_err(body: &str) -> String {
    let text = format!("{SARE_HEADER}{body}");
    parse_sare("t.sare", &text)
        .expect_err("must be rejected")
        .to_string()
}

#[test]
fn version_line() {
    let e = parse_sched("a.sched", "halide-tv sched 2\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a.sched:1:1: expected format version 1, found version 2"
    );
    let e = parse_sare("a.sare", "halide-tv sched 1\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "a.sare:1:1: expected version line `halide-tv sare 1`, found `halide-tv sched 1`"
    );
}

#[test]
fn undeclared_names() {
    assert_eq!(
        sched_err("o[0] = y"),
        "t.sched:7:8: expected a variable in scope, found `y`"
    );
    assert_eq!(
        sched_err("q[0] = 1"),
        "t.sched:7:1: expected a buffer in scope, found `q`"
    );
    assert_eq!(
        sched_err("o[0] = f(1)"),
        "t.sched:7:8: expected a Func or input buffer (other calls are written name<type>(args)), found `f`"
    );
}

#[test]
fn loop_and_let_scopes_end() {
    assert_eq!(
        sched_err("for (x, 0, 4) {\n  o[x] = x\n}\no[x] = 0"),
        "t.sched:10:3: expected a variable in scope, found `x`"
    );
    assert_eq!(
        sched_err("{\n  let a = 1\n  o[a] = a\n}\no[0] = a"),
        "t.sched:11:8: expected a variable in scope, found `a`"
    );
}

#[test]
fn type_errors_have_positions() {
    assert_eq!(
        sched_err("o[0] = k + (uint8)1"),
        "t.sched:7:10: expected operands of `+` with the same type, found int32 and uint8"
    );
    assert_eq!(
        sched_err("o[0] = in[0]"),
        "t.sched:7:8: expected a value of type int32, found an expression of type uint8"
    );
    assert_eq!(
        sched_err("o[ramp(0, 1, 4)] = 1"),
        "t.sched:7:1: expected indices and predicate with 1 lane or the stored value's 1 lanes, found int32x4"
    );
    assert_eq!(
        sched_err("if (k) {\n}"),
        "t.sched:7:5: expected an if condition of type bool, found an expression of type int32"
    );
    assert_eq!(
        sched_err("o[0] = (uint8)300"),
        "t.sched:7:8: expected a value that fits uint8, found 300"
    );
    assert_eq!(
        sched_err("o[0] = 2147483648"),
        "t.sched:7:8: expected a value that fits int32, found 2147483648"
    );
}

#[test]
fn syntax_errors() {
    assert_eq!(
        sched_err("o[0] = 1 +"),
        "t.sched:7:11: expected an expression, found end of file"
    );
    assert_eq!(
        sched_err("o[0] = -k"),
        "t.sched:7:9: expected a number after `-` (Halide has no negation; write `0 - e`), found `k`"
    );
    assert_eq!(
        sched_err("o[0] = 1 < 2 < 3"),
        "t.sched:7:14: expected parentheses around a comparison used as an operand, found `<`"
    );
    assert_eq!(
        sched_err("o[0] = 1.5"),
        "t.sched:7:8: expected a float32 literal with suffix `f` (or `(float64)` before it), found float 1.5"
    );
    assert_eq!(
        sched_err("o[0] = 1 {f.x(0)}"),
        "t.sched:7:11: expected an annotation `{Func.stage(args)}`, found `f.x`"
    );
    assert_eq!(
        sched_err("for (x, 0, 4) {\n  o[x] = 1\n"),
        "t.sched:9:1: expected `}`, found end of file"
    );
    assert_eq!(
        sched_err("o[0] = 1 ~"),
        "t.sched:7:10: expected a token, found character '~'"
    );
}

#[test]
fn declarations() {
    let text = "halide-tv sched 1\npipeline p\ntarget \"host\"\nparam k : int32\nparam k : int8\n";
    assert_eq!(
        parse_sched("d.sched", text).unwrap_err().to_string(),
        "d.sched:5:1: expected a name not declared before, found `k` declared twice"
    );
    let text = "halide-tv sched 1\npipeline p\ntarget \"host\"\nparam o.min.0 : int32\noutput o : buffer<int32, 1>\n";
    assert_eq!(
        parse_sched("d.sched", text).unwrap_err().to_string(),
        "d.sched:5:1: expected a name not declared before, found `o.min.0` declared twice"
    );
}

#[test]
fn sare_errors() {
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = in(x)\n}"),
        "t.sare:8:10: expected a value of type int32, found an expression of type uint8"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(y) = 0\n}"),
        "t.sare:8:4: expected the pure variables (x), found (y)"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = g(x)\n}"),
        "t.sare:8:10: expected a Func or input buffer (other calls are written name<type>(args)), found `g`"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = f(x, x)\n}"),
        "t.sare:8:10: expected 1 arguments to `f`, found 2"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = 0\n  update {\n    f(r) = 1\n  }\n}"),
        "t.sare:10:7: expected a variable in scope, found `r`"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = 0\n  specialize x > 0\n}"),
        "t.sare:9:14: expected a variable in scope, found `x`"
    );
    assert_eq!(
        sare_err("func f(x) : float32 {\n  f(x) = 0.0f\n}"),
        "t.sare:6:1: expected element type float32 of `f`, found int32"
    );
    assert_eq!(
        sare_err("func f(x) : int32 {\n  f(x) = 0\n}\nfunc f(y) : int32 {\n  f(y) = 0\n}"),
        "t.sare:10:1: expected one definition per Func, found `f` defined twice"
    );
}

#[test]
fn forward_references_between_funcs_are_allowed() {
    let text = format!(
        "{SARE_HEADER}func f(x) : int32 {{\n  f(x) = g(x) + 1\n}}\nfunc g(x) : int32 {{\n  g(x) = cast<int32>(in(x))\n}}\nrequire k > 0\n"
    );
    let a = parse_sare("ok.sare", &text).expect("valid");
    assert_eq!(a.funcs[0].values[0].to_string(), "g(x) + 1");
    assert_eq!(a.assumptions[0].cond.to_string(), "k > 0");
}

#[test]
fn mux_errors() {
    assert_eq!(
        sched_err("o[0] = mux<int32>(k)"),
        "t.sched:7:8: expected an index and at least one value in `mux`, found 1 arguments"
    );
    assert_eq!(
        sched_err("o[0] = mux<int32>(k, 1, 2.0f)"),
        "t.sched:7:8: expected mux values of one type float32, found int32"
    );
    assert_eq!(
        sched_err("o[0] = mux<float32>(k, 1, 2)"),
        "t.sched:7:8: expected `mux<float32>` values of type float32, found int32"
    );
    // A mux is read as the selects Halide lowers it to: it prints as them.
    let text = format!("{SCHED_HEADER}o[0] = mux<int32>(k, 1, 2)\n");
    let p = parse_sched("t.sched", &text).unwrap();
    let printed = halide_tv::ir::print_sched(&p);
    assert!(printed.contains("o[0] = select(k == 0, 1, 2)"), "{printed}");
}
