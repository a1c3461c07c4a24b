//! `.sare` files written by the patched Halide (`-e sare`, halide-patches/0100-sare-output.patch)
//! for official apps, kept under `tests/data/halide/` (how they were produced: docs/sare-export.md).
//! Each parses, is already in canonical form (printing it gives the file back byte for byte),
//! and contains what the app defines.

use halide_tv::ir::Type;
use halide_tv::spec::{parse_sare, print_sare, Algorithm, AssumptionKind};
use std::path::PathBuf;

fn golden(name: &str) -> Algorithm {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "halide", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).expect("golden file exists");
    let file = path.display().to_string();
    let a = parse_sare(&file, &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_sare(&a), text, "{file} is not in canonical form");
    a
}

fn func_names(a: &Algorithm) -> Vec<&str> {
    a.funcs.iter().map(|f| f.name.as_str()).collect()
}

fn constraints(a: &Algorithm) -> Vec<String> {
    a.assumptions
        .iter()
        .filter(|c| c.kind == AssumptionKind::BufferConstraint)
        .map(|c| c.cond.to_string())
        .collect()
}

#[test]
fn every_golden_file_parses() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "halide"]
        .iter()
        .collect();
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/data/halide exists") {
        let name = entry.expect("directory entry").file_name();
        let name = name.to_str().expect("UTF-8 file name");
        if name.ends_with(".sare") {
            golden(name);
            n += 1;
        }
    }
    assert!(
        n >= 2,
        "expected the golden .sare files in {}",
        dir.display()
    );
}

#[test]
fn blur() {
    let a = golden("halide_blur.sare");
    assert_eq!(
        (a.pipeline.as_str(), a.target.as_str()),
        ("halide_blur", "x86-64-linux-avx2")
    );
    assert!(a.params.is_empty());
    assert_eq!(a.inputs.len(), 1);
    assert_eq!(
        (
            a.inputs[0].name.as_str(),
            a.inputs[0].elem,
            a.inputs[0].dims
        ),
        ("input", Type::uint(16), 2)
    );
    // The input is read through the Func `input_im` the generator defines for it.
    assert_eq!(func_names(&a), ["input_im", "blur_x", "blur_y"]);
    let o = &a.outputs[0];
    assert_eq!(
        (o.buffer.name.as_str(), o.func.as_str(), o.value_index),
        ("blur_y", "blur_y", 0)
    );
    assert_eq!(o.region[1].extent.to_string(), "blur_y.extent.1");
    let blur_y = a.func("blur_y").expect("blur_y");
    assert_eq!(blur_y.pure_vars, ["x", "y"]);
    assert_eq!(
        blur_y.values[0].to_string(),
        "(blur_x(x, y) + blur_x(x, y + 1) + blur_x(x, y + 2)) / (uint16)3"
    );
    assert_eq!(
        constraints(&a),
        ["input.stride.0 == 1", "blur_y.stride.0 == 1"]
    );
}

#[test]
fn sdot() {
    let a = golden("sdot.sare");
    assert_eq!(a.target, "x86-64-linux-avx2-no_bounds_query");
    // A zero-dimensional output.
    assert_eq!(a.outputs[0].buffer.dims, 0);
    assert!(a.outputs[0].region.is_empty());
    // Reductions: the vectorized partial sums, their sum, the tail.
    let f0 = a.func("f0").expect("f0");
    assert_eq!(f0.updates.len(), 1);
    let rv = &f0.updates[0].rvars;
    assert_eq!(rv.len(), 1);
    assert_eq!(
        (rv[0].min.to_string(), rv[0].extent.to_string()),
        ("0".into(), "x.extent.0 / 8".into())
    );
    let tail = a.func("sum$1").expect("sum$1");
    assert_eq!(
        tail.updates[0].rvars[0].min.to_string(),
        "(x.extent.0 / 8) * 8"
    );
    let result = a.func("result").expect("result");
    assert!(result.pure_vars.is_empty());
    assert!(result.updates[0].rvars.is_empty());
    // set_bounds(0, x.width()) on `x` itself: a constraint on its own extent.
    assert!(constraints(&a).contains(&"x.extent.0 == x.extent.0".to_string()));
    assert!(constraints(&a).contains(&"y.extent.0 == x.extent.0".to_string()));
}

#[test]
fn sgemm() {
    let a = golden("sgemm.sare");
    let params: Vec<_> = a.params.iter().map(|p| (p.name.as_str(), p.ty)).collect();
    assert_eq!(params, [("a_", Type::float(32)), ("b_", Type::float(32))]);
    let inputs: Vec<_> = a.inputs.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(inputs, ["A_", "B_", "C_"]);
    // The reduction over k, first (innermost) RVar of the RDom.
    let ab = a.func("AB").expect("AB");
    assert_eq!(ab.updates.len(), 1);
    assert_eq!(ab.updates[0].rvars[0].extent.to_string(), "A_.extent.1");
    // Specializations of the output and of `As`, conditions over buffer symbols.
    let result = a.func("result").expect("result");
    assert_eq!(result.specializations.len(), 2);
    assert_eq!(
        result.specializations[0].to_string(),
        "A_.extent.0 >= 512 && B_.extent.1 >= 512"
    );
    assert_eq!(a.func("As").expect("As").specializations.len(), 1);
    // Producers come before their consumers.
    let names = func_names(&a);
    let pos = |n: &str| names.iter().position(|m| *m == n).expect(n);
    assert!(pos("A__im") < pos("Atmp") && pos("AB") < pos("ABt") && pos("ABt") < pos("result"));
    assert!(constraints(&a).contains(&"C_.extent.1 == B_.extent.1".to_string()));
}

/// `sare_cases_generator.cpp` (generator `sare_cases`): what the apps above do not show.
#[test]
fn cases() {
    let a = golden("sare_cases.sare");
    let n = &a.params[0];
    assert_eq!(n.name, "n");
    assert_eq!(
        (
            n.min.as_ref().map(|e| e.to_string()),
            n.max.as_ref().map(|e| e.to_string())
        ),
        (Some("1".into()), Some("64".into()))
    );
    // An embedded Buffer<> is an input whose shape is stated by constraints.
    assert_eq!(a.inputs[1].name, "lut");
    assert!(constraints(&a).contains(&"lut.extent.0 == 4".to_string()));
    // A tuple-valued output: one buffer per element.
    let outs: Vec<_> = a
        .outputs
        .iter()
        .map(|o| (o.buffer.name.as_str(), o.func.as_str(), o.value_index))
        .collect();
    assert_eq!(outs, [("out.0", "out", 0), ("out.1", "out", 1)]);
    // A two-dimensional RDom with a where-clause, first dimension first.
    let h = a.func("h").expect("h");
    assert_eq!(h.types, [Type::int(32), Type::float(32)]);
    let u = &h.updates[0];
    let rvars: Vec<_> = u.rvars.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(rvars, ["r$x", "r$y"]);
    assert_eq!(u.predicates[0].to_string(), "r$x < n + r$y + -1");
    assert_eq!(h.specializations[0].to_string(), "n > 4");
    // A wrapper (Func::in) is an identity Func; a Func may be called `min`.
    assert_eq!(
        a.func("g_in_h$0").expect("wrapper").values[0].to_string(),
        "g(x, y)"
    );
    assert!(a.func("min").is_some());
    // Nested specializations give the conjunction of their conditions.
    let out = a.func("out").expect("out");
    let specs: Vec<_> = out.specializations.iter().map(|e| e.to_string()).collect();
    assert_eq!(specs, ["n == 8", "n == 16", "n == 16 && scale > 0.0f"]);
    let requires: Vec<_> = a
        .assumptions
        .iter()
        .filter(|c| c.kind == AssumptionKind::Precondition)
        .map(|c| c.cond.to_string())
        .collect();
    assert_eq!(requires, ["n % 2 == 0"]);

    // specialize_fail after two conditions: one of them must hold.
    let f = golden("sare_fail.sare");
    assert_eq!(f.func("out").expect("out").specializations.len(), 2);
    assert_eq!(
        f.assumptions.last().expect("require").cond.to_string(),
        "k == 1 || k == 2"
    );
}
