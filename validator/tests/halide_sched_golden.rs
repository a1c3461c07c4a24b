//! `.sched` files written by the patched Halide (`-e sched`, halide-patches/0101-sched-output.patch)
//! for official apps, kept under `tests/data/halide/` (how they were produced: docs/sched-export.md).
//! Each parses, and every store to the buffer of a Func (an output buffer, or a buffer a
//! `produce` node fills) carries its prophetic annotation.

use halide_tv::ir::{parse_sched, SchedProgram, Stmt, Store};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn golden(name: &str) -> SchedProgram {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "halide", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).expect("golden file exists");
    let file = path.display().to_string();
    parse_sched(&file, &text).unwrap_or_else(|e| panic!("{e}"))
}

/// Every store of a statement, and the names of the `produce` nodes.
fn collect<'a>(s: &'a Stmt, stores: &mut Vec<&'a Store>, produced: &mut BTreeSet<String>) {
    match s {
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Allocate { body, .. } => collect(body, stores, produced),
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
