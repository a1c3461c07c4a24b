//! Round trip through the bridge, in one process: for several app generators, the `.sched` and
//! `.sare` texts lowered in-process parse, and equal (after parse and canonical print) the files
//! the GenGen executable writes with `-e sched,sare` — up to a consistent renaming of Halide's
//! counter-generated names (`t123`, `r4$x`, `result` / `result$1`), whose numbers depend on what
//! the process lowered before (a fresh process gives the same bytes: tests/gen_cli.rs).

use halide_bridge::{build, install, load_generator_library, lower, GenRequest};
use halide_tv::ir::{parse_sched, print_sched};
use halide_tv::spec::{parse_sare, print_sare};
use std::path::PathBuf;
use std::process::Command;

/// Whether `tok` is (or contains, between `$`s) a name Halide's `unique_name` made from a
/// counter: `t123`, `output$2`, the RDom variable `r42$x`.
fn generated(tok: &str) -> bool {
    let counter = |seg: &str| {
        seg.len() > 1
            && seg.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && seg[1..].chars().all(|c| c.is_ascii_digit())
    };
    let numbered = tok
        .rsplit_once('$')
        .is_some_and(|(_, n)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    numbered || tok.split('$').any(counter)
}

/// Splits a text into name tokens (letters, digits, `_`, `$`, `.`) and single other characters.
fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        let name = c.is_ascii_alphanumeric() || c == '_' || c == '$';
        match (name, start) {
            (true, None) => start = Some(i),
            (false, Some(b)) => {
                out.push(&s[b..i]);
                start = None;
            }
            _ => {}
        }
        if !name && !c.is_whitespace() {
            out.push(&s[i..i + c.len_utf8()]);
        }
    }
    if let Some(b) = start {
        out.push(&s[b..]);
    }
    out
}

/// `unique_name("result")` is `result` the first time in a process, `result$N` later, and
/// names derived from it are sanitized to `result_N`; `lambda_N` are numbered per process.
fn same_up_to_counter(x: &str, y: &str) -> bool {
    let numbered = |t: &str, sep: char, base: &str| {
        t.strip_prefix(base)
            .and_then(|r| r.strip_prefix(sep))
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    let strip = |t: &str| -> String {
        match t.rsplit_once('$') {
            Some((b, n)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => b.into(),
            _ => t.into(),
        }
    };
    // `lambda_3`: Halide's lambda() numbers its Funcs with a process-wide counter too.
    let underscored = |t: &str| -> Option<String> {
        let (b, n) = t.rsplit_once('_')?;
        (!n.is_empty() && n.chars().all(|c| c.is_ascii_digit())).then(|| b.to_string())
    };
    strip(x) == strip(y)
        || numbered(x, '_', y)
        || numbered(y, '_', x)
        || underscored(x).is_some_and(|b| underscored(y) == Some(b))
}

/// Equal token by token, where two counter-generated names always match and `f`, `f$N` and
/// `f_N` match each other. (Halide reuses generated names in disjoint scopes differently from
/// one process state to another, so a global bijection is too strict; the structure must be
/// identical.)
fn equal_up_to_generated_names(a: &str, b: &str) -> Result<(), String> {
    let (ta, tb) = (tokens(a), tokens(b));
    for (i, (x, y)) in ta.iter().zip(&tb).enumerate() {
        if x == y || (generated(x) && generated(y)) || same_up_to_counter(x, y) {
            continue;
        }
        let context = ta[i.saturating_sub(8)..(i + 8).min(ta.len())].join(" ");
        return Err(format!("token {i}: `{x}` vs `{y}` in `{context}`"));
    }
    if ta.len() != tb.len() {
        return Err(format!("{} vs {} tokens", ta.len(), tb.len()));
    }
    Ok(())
}

#[test]
fn renaming_check_is_strict() {
    assert!(equal_up_to_generated_names("let t1 = a + t1", "let t7 = a + t7").is_ok());
    assert!(equal_up_to_generated_names("f$1[x] = 1", "f$3[x] = 1").is_ok());
    assert!(equal_up_to_generated_names("r42$x + 1", "r6$x + 1").is_ok());
    assert!(
        equal_up_to_generated_names("result$1[0] = result_1.s", "result[0] = result.s").is_ok()
    );
    assert!(equal_up_to_generated_names("t1 + 1", "t1 + 2").is_err());
    assert!(equal_up_to_generated_names("a b", "a").is_err());
    assert!(equal_up_to_generated_names("rx + 1", "ry + 1").is_err());
    assert!(equal_up_to_generated_names("resulta[0] = 1", "result[0] = 1").is_err());
    assert!(equal_up_to_generated_names("f[x] = 1", "g[x] = 1").is_err());
    assert!(equal_up_to_generated_names("lambda_1(x)", "lambda_0(x)").is_ok());
    assert!(equal_up_to_generated_names("lambda_1(x)", "kappa_1(x)").is_err());
}

#[test]
fn bridge_texts_equal_gengen_files() {
    let src = install::halide_source().expect("Halide source (scripts/setup)");
    let dir = tempfile::tempdir().unwrap();
    let apps: [(&str, &str, &str, &str); 3] = [
        (
            "blur",
            "halide_blur_generator.cpp",
            "halide_blur",
            "x86-64-linux-avx2",
        ),
        (
            "linear_algebra",
            "src/blas_l1_generators.cpp",
            "sdot",
            "x86-64-linux-avx2-no_bounds_query",
        ),
        (
            "linear_algebra",
            "src/blas_l3_generators.cpp",
            "sgemm",
            "x86-64-linux-avx2-no_bounds_query",
        ),
    ];
    for (app, source, generator, target) in apps {
        let app_dir = src.join("apps").join(app);
        let sources: Vec<PathBuf> = vec![app_dir.join(source)];
        let includes = [app_dir.clone()];
        let lib = dir.path().join(format!("lib{generator}.so"));
        build::generator_library(&sources, &includes, &lib).unwrap();
        let exe = dir.path().join(format!("{generator}.gen"));
        build::gengen_executable(&halide_bridge::linked_prefix(), &sources, &includes, &exe)
            .unwrap();
        let out = dir.path().join(generator);
        std::fs::create_dir_all(&out).unwrap();
        let status = Command::new(&exe)
            .args(["-g", generator, "-o"])
            .arg(&out)
            .args(["-e", "sched,sare", &format!("target={target}")])
            .status()
            .unwrap();
        assert!(status.success(), "{generator}: GenGen failed");

        let lib_info = load_generator_library(&lib).unwrap();
        assert!(lib_info.generators.contains(&generator.to_string()));
        let lowered = lower(&GenRequest {
            generator: generator.into(),
            target: target.into(),
            ..GenRequest::default()
        })
        .unwrap_or_else(|e| panic!("{generator}: {e}"));

        let file = std::fs::read_to_string(out.join(format!("{generator}.sched"))).unwrap();
        let mine = &lowered.sched_text().expect("sched");
        let a = print_sched(&parse_sched("bridge", mine).expect("bridge .sched parses"));
        let b = print_sched(&parse_sched("gengen", &file).unwrap());
        if let Err(e) = equal_up_to_generated_names(&a, &b) {
            panic!("{generator}: .sched differs: {e}");
        }

        let file = std::fs::read_to_string(out.join(format!("{generator}.sare"))).unwrap();
        let mine = &lowered.sare_text().expect("sare");
        let a = print_sare(&parse_sare("bridge", mine).expect("bridge .sare parses"));
        let b = print_sare(&parse_sare("gengen", &file).unwrap());
        if let Err(e) = equal_up_to_generated_names(&a, &b) {
            panic!("{generator}: .sare differs: {e}");
        }
    }
}
