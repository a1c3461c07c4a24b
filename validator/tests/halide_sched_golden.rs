//! `.sched` files written by the patched Halide (`-e sched`, halide-patches/0101-sched-output.patch)
//! for official apps, kept under `tests/data/halide/` (how they were produced: docs/sched-export.md).
//! Each parses, is already in canonical form (printing it gives the file back byte for byte),
//! and every store to the buffer of a Func (an output buffer, or a buffer a `produce` node
//! fills) carries its prophetic annotation.

use halide_tv::ir::{parse_sched, print_sched, BufferDecl, SchedProgram, Stmt, Store, Type};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn golden(name: &str) -> SchedProgram {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "halide", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).expect("golden file exists");
    let file = path.display().to_string();
    let p = parse_sched(&file, &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_sched(&p), text, "{file} is not in canonical form");
    p
}

fn buffers(list: &[BufferDecl]) -> Vec<(&str, Type, u32)> {
    list.iter()
        .map(|b| (b.name.as_str(), b.elem, b.dims))
        .collect()
}

/// Every store of a statement, and the names of the `produce` nodes.
fn collect<'a>(s: &'a Stmt, stores: &mut Vec<&'a Store>, produced: &mut BTreeSet<String>) {
    match s {
        Stmt::LetStmt { body, .. } | Stmt::For { body, .. } | Stmt::Allocate { body, .. } => {
            collect(body, stores, produced)
        }
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            collect(then_case, stores, produced);
            if let Some(e) = else_case {
                collect(e, stores, produced);
            }
        }
        Stmt::ProducerConsumer {
            name,
            is_producer,
            body,
        } => {
            if *is_producer {
                produced.insert(name.clone());
            }
            collect(body, stores, produced);
        }
        Stmt::Block(items) => {
            for item in items {
                collect(item, stores, produced);
            }
        }
        Stmt::Store(store) => stores.push(store),
        Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) => {}
    }
}

/// The stores to Func buffers; panics if one has no annotation or an annotation of another Func.
fn func_stores(p: &SchedProgram) -> Vec<&Store> {
    let mut stores = Vec::new();
    let mut produced = BTreeSet::new();
    collect(&p.body, &mut stores, &mut produced);
    let func_buffers: BTreeSet<&str> = p
        .outputs
        .iter()
        .map(|b| b.name.as_str())
        .chain(produced.iter().map(|s| s.as_str()))
        .collect();
    let stores: Vec<&Store> = stores
        .into_iter()
        .filter(|s| func_buffers.contains(s.buffer.as_str()))
        .collect();
    for s in &stores {
        let a = s
            .annotation
            .as_ref()
            .unwrap_or_else(|| panic!("store to {} without annotation", s.buffer));
        // In these pipelines every Func has one value and is stored in a buffer of its name.
        assert_eq!(a.func, s.buffer);
        assert_eq!(a.value_index, None);
        assert!(s.flat.is_some(), "store to {} without flat index", s.buffer);
    }
    stores
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
        if name.ends_with(".sched") {
            func_stores(&golden(name));
            n += 1;
        }
    }
    assert!(
        n >= 2,
        "expected the golden .sched files in {}",
        dir.display()
    );
}

#[test]
fn blur() {
    let p = golden("halide_blur.sched");
    assert_eq!(
        (p.pipeline.as_str(), p.target.as_str()),
        ("halide_blur", "x86-64-linux-avx2")
    );
    assert!(p.params.is_empty());
    assert_eq!(buffers(&p.inputs), [("input", Type::uint(16), 2)]);
    assert_eq!(buffers(&p.outputs), [("blur_y", Type::uint(16), 2)]);
    // The buffer handles the prologue reads; the buffer fields are in scope by the format's rule.
    let vars: Vec<(&str, Type)> = p.vars.iter().map(|v| (v.name.as_str(), v.ty)).collect();
    assert_eq!(
        vars,
        [
            ("input.buffer", Type::handle()),
            ("blur_y.buffer", Type::handle())
        ]
    );
    let stores = func_stores(&p);
    assert_eq!(stores.len(), 7);
    for s in &stores {
        // Both buffers are two-dimensional: the multidimensional index is known everywhere.
        assert_eq!(s.index.len(), 2, "store to {}", s.buffer);
        let a = s.annotation.as_ref().expect("annotated");
        assert_eq!((a.stage, a.args.len()), (0, 2));
    }
    assert_eq!(
        stores.iter().filter(|s| s.buffer == "blur_x").count(),
        4,
        "blur_x is computed in four partitions of its loops"
    );
}

#[test]
fn sdot() {
    let p = golden("sdot.sched");
    assert_eq!(p.target, "x86-64-linux-avx2-no_bounds_query");
    assert_eq!(
        buffers(&p.inputs),
        [("x", Type::float(32), 1), ("y", Type::float(32), 1)]
    );
    // A zero-dimensional output.
    assert_eq!(buffers(&p.outputs), [("result", Type::float(32), 0)]);
    let stores = func_stores(&p);
    assert_eq!(stores.len(), 8);
    let stage = |f: &str, k: u32| -> Vec<&Store> {
        stores
            .iter()
            .copied()
            .filter(|s| s.buffer == f && s.annotation.as_ref().map(|a| a.stage) == Some(k))
            .collect()
    };
    // The vectorized partial sums: the update's annotation is the site followed by the RVar.
    let f0 = stage("f0", 1);
    assert_eq!(f0.len(), 1);
    let a = f0[0].annotation.as_ref().expect("annotated");
    assert_eq!(
        a.args.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        ["ramp(0, 1, 8)", "broadcast(f0.s1.r6$x, 8)"]
    );
    // Zero-dimensional Funcs: no site, no multidimensional index.
    for s in stage("result", 0).into_iter().chain(stage("result", 1)) {
        assert!(s.index.is_empty());
        assert!(s.annotation.as_ref().expect("annotated").args.is_empty());
    }
}
