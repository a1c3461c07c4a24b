//! Read-only traversals of the IR used by the lowering (which buffers an expression reads,
//! which a statement writes, how many indices a buffer is accessed with).

use crate::ir::{CallKind, Expr, ExprNode, Intrinsic, Stmt};
use std::collections::BTreeSet;

/// Visits `e` and every sub-expression, pre-order (load indices, flat index and predicate
/// included).
pub fn visit_expr<'a>(e: &'a Expr, f: &mut impl FnMut(&'a Expr)) {
    f(e);
    match &e.node {
        ExprNode::IntImm(_)
        | ExprNode::UIntImm(_)
        | ExprNode::FloatImm(_)
        | ExprNode::StringImm(_)
        | ExprNode::Var(_) => {}
        ExprNode::Binary(_, a, b) | ExprNode::Let(_, a, b) | ExprNode::Ramp(a, b, _) => {
            visit_expr(a, f);
            visit_expr(b, f);
        }
        ExprNode::Not(a)
        | ExprNode::Cast(a)
        | ExprNode::Reinterpret(a)
        | ExprNode::Broadcast(a, _)
        | ExprNode::VectorReduce(_, a) => visit_expr(a, f),
        ExprNode::Select(c, t, e2) => {
            visit_expr(c, f);
            visit_expr(t, f);
            visit_expr(e2, f);
        }
        ExprNode::Load(l) => {
            for x in l.index.iter().chain(&l.flat).chain(&l.predicate) {
                visit_expr(x, f);
            }
        }
        ExprNode::Shuffle(vs, _) => vs.iter().for_each(|v| visit_expr(v, f)),
        ExprNode::Call(c) => c.args.iter().for_each(|a| visit_expr(a, f)),
    }
}

/// Visits `s` and every statement below it, pre-order.
pub fn visit_stmt<'a>(s: &'a Stmt, f: &mut impl FnMut(&'a Stmt)) {
    f(s);
    match s {
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Allocate { body, .. }
        | Stmt::ProducerConsumer { body, .. } => visit_stmt(body, f),
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            visit_stmt(then_case, f);
            if let Some(e) = else_case {
                visit_stmt(e, f);
            }
        }
        Stmt::Block(items) => items.iter().for_each(|i| visit_stmt(i, f)),
        Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) | Stmt::Store(_) => {}
    }
}

/// The expressions that appear directly in a statement (not in its sub-statements).
pub fn stmt_exprs(s: &Stmt) -> Vec<&Expr> {
    match s {
        Stmt::LetStmt { value, .. } => vec![value],
        Stmt::For { min, extent, .. } => vec![min, extent],
        Stmt::IfThenElse { cond, .. } => vec![cond],
        Stmt::Assert { cond, message } => vec![cond, message],
        Stmt::Allocate {
            extents, condition, ..
        } => extents.iter().chain(condition).collect(),
        Stmt::Evaluate(e) => vec![e],
        Stmt::Store(st) => {
            let mut v: Vec<&Expr> = vec![&st.value];
            v.extend(st.index.iter().chain(&st.flat).chain(&st.predicate));
            if let Some(a) = &st.annotation {
                v.extend(a.args.iter());
            }
            v
        }
        Stmt::Free { .. } | Stmt::ProducerConsumer { .. } | Stmt::Block(_) => Vec::new(),
    }
}

/// Buffers read by loads in `e`.
pub fn loaded_buffers(e: &Expr) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    visit_expr(e, &mut |x| {
        if let ExprNode::Load(l) = &x.node {
            out.insert(l.buffer.clone());
        }
    });
    out
}

/// Whether `s` is a Tuple update's stores as Halide lowers them: `let`s (the components'
/// values) around a block of two or more stores, none of which loads memory an earlier store
/// of the block writes (its own loads then read the state before the block, as the `let`s
/// do). Such a block is one simultaneous command: every value read before the first store.
pub fn tuple_stores(s: &Stmt) -> bool {
    match s {
        Stmt::LetStmt { body, .. } => tuple_stores(body),
        Stmt::Block(items) if items.len() >= 2 => {
            let mut written = BTreeSet::new();
            for i in items {
                let Stmt::Store(st) = i else {
                    return false;
                };
                let loads = stmt_exprs(i)
                    .into_iter()
                    .flat_map(loaded_buffers)
                    .collect::<BTreeSet<_>>();
                if loads.iter().any(|b| written.contains(b)) {
                    return false;
                }
                written.insert(st.buffer.clone());
            }
            true
        }
        _ => false,
    }
}

/// Whether `e` mentions the variable `var`.
pub fn mentions_var(e: &Expr, var: &str) -> bool {
    let mut hit = false;
    visit_expr(e, &mut |x| {
        hit |= matches!(&x.node, ExprNode::Var(v) if v == var)
    });
    hit
}

/// Whether every use of the variable `var` in `s` runs before any store to one of `buffers`,
/// on every path through `s`: then a `let var = value` around `s` whose value reads only those
/// buffers has, at each use, the value it had at the `let` (Halide's tuple updates compute
/// every component's value in a `let` before the stores). A loop whose body both uses `var`
/// and stores to one of the buffers does not qualify (an iteration may use it after an earlier
/// one stored), nor does a scope that binds `var` again.
pub fn used_before_stores(s: &Stmt, var: &str, buffers: &BTreeSet<String>) -> bool {
    let mut stored = false;
    before_stores(s, var, buffers, &mut stored)
}

fn before_stores(s: &Stmt, var: &str, buffers: &BTreeSet<String>, stored: &mut bool) -> bool {
    let uses = |s: &Stmt| stmt_exprs(s).into_iter().any(|e| mentions_var(e, var));
    let uses_in = |s: &Stmt| {
        let mut hit = false;
        visit_stmt(s, &mut |x| {
            hit |= stmt_exprs(x).into_iter().any(|e| mentions_var(e, var))
        });
        hit
    };
    if uses(s) && *stored {
        return false;
    }
    match s {
        Stmt::Store(st) => {
            *stored |= buffers.contains(&st.buffer);
            true
        }
        Stmt::LetStmt { name, .. } if name == var => false,
        Stmt::LetStmt { body, .. }
        | Stmt::Allocate { body, .. }
        | Stmt::ProducerConsumer { body, .. } => before_stores(body, var, buffers, stored),
        Stmt::For { body, .. } => {
            if uses_in(body) && stored_buffers(body).iter().any(|b| buffers.contains(b)) {
                return false;
            }
            before_stores(body, var, buffers, stored)
        }
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            let mut in_else = *stored;
            let ok = before_stores(then_case, var, buffers, stored)
                && else_case
                    .as_ref()
                    .is_none_or(|e| before_stores(e, var, buffers, &mut in_else));
            *stored |= in_else;
            ok
        }
        Stmt::Block(items) => items.iter().all(|i| before_stores(i, var, buffers, stored)),
        Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) => true,
    }
}

/// Buffers written by stores in `s`.
pub fn stored_buffers(s: &Stmt) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    visit_stmt(s, &mut |x| {
        if let Stmt::Store(st) = x {
            out.insert(st.buffer.clone());
        }
    });
    out
}

/// The largest number of multidimensional indices `buffer` is accessed with in `s`.
pub fn access_arity(s: &Stmt, buffer: &str) -> usize {
    let mut n = 0;
    visit_stmt(s, &mut |x| {
        if let Stmt::Store(st) = x {
            if st.buffer == buffer {
                n = n.max(st.index.len());
            }
        }
        for e in stmt_exprs(x) {
            visit_expr(e, &mut |y| {
                if let ExprNode::Load(l) = &y.node {
                    if l.buffer == buffer {
                        n = n.max(l.index.len());
                    }
                }
            });
        }
    });
    n
}

/// Extern calls of Halide's runtime that only read a buffer descriptor
/// (`_halide_buffer_get_host`, `_halide_buffer_get_min`, …, `_halide_buffer_is_bounds_query`).
pub fn is_buffer_accessor(name: &str) -> bool {
    name.starts_with("_halide_buffer_get_") || name == "_halide_buffer_is_bounds_query"
}

/// Runtime calls that move a buffer between host and device memory or mark which copy is
/// current. The validator models one memory per buffer, so they keep every value: GPU offload
/// is part of the trusted base (README, "What is validated, what is trusted").
pub fn is_device_transfer(name: &str) -> bool {
    matches!(
        name,
        "halide_copy_to_device"
            | "halide_copy_to_host"
            | "halide_device_malloc"
            | "halide_device_free"
            | "_halide_buffer_set_device_dirty"
            | "_halide_buffer_set_host_dirty"
    )
}

/// The call of `e` when `e` is one call to a device-transfer function (its arguments read no
/// memory and call nothing else).
pub fn device_transfer_call(e: &Expr) -> Option<String> {
    let ExprNode::Call(c) = &e.node else {
        return None;
    };
    if !(matches!(c.kind, CallKind::Extern) && is_device_transfer(&c.name)) {
        return None;
    }
    let mut nested = false;
    for a in &c.args {
        visit_expr(a, &mut |x| match &x.node {
            ExprNode::Load(_) => nested = true,
            ExprNode::Call(d)
                if !(is_device_transfer(&d.name)
                    || d.name.ends_with("_device_interface")
                    || is_buffer_accessor(&d.name)) =>
            {
                nested = true
            }
            _ => {}
        });
    }
    (!nested).then(|| c.name.clone())
}

/// Whether `s` calls `gpu_thread_barrier` (threads of a block synchronize: not a plain
/// parallel loop).
pub fn has_thread_barrier(s: &Stmt) -> bool {
    stmt_exprs_all(s).iter().any(|e| {
        let mut found = false;
        visit_expr(e, &mut |x| {
            if let ExprNode::Call(c) = &x.node {
                found |= c.name == "gpu_thread_barrier";
            }
        });
        found
    })
}

fn stmt_exprs_all(s: &Stmt) -> Vec<&Expr> {
    let mut out = Vec::new();
    visit_stmt(s, &mut |t| out.extend(stmt_exprs(t)));
    out
}

/// The first call in `e` whose effect or meaning is not modelled: an extern call other than
/// a buffer-descriptor accessor, or an intrinsic outside the table. Returns its name.
pub fn unmodelled_call(e: &Expr) -> Option<String> {
    let mut found = None;
    visit_expr(e, &mut |x| {
        if let ExprNode::Call(c) = &x.node {
            let bad = (matches!(c.kind, CallKind::Extern) && !is_buffer_accessor(&c.name))
                || matches!(&c.kind, CallKind::Intrinsic(Intrinsic::Other(_)));
            if bad && found.is_none() {
                found = Some(c.name.clone());
            }
        }
    });
    found
}

/// True when `e` reads no memory and calls nothing but value-preserving hints, so that it
/// may denote an index.
pub fn is_index_like(e: &Expr) -> bool {
    let mut ok = true;
    visit_expr(e, &mut |x| match &x.node {
        ExprNode::Load(_) | ExprNode::VectorReduce(..) | ExprNode::StringImm(_) => ok = false,
        ExprNode::Call(c)
            if !matches!(
                &c.kind,
                CallKind::Intrinsic(
                    Intrinsic::Likely
                        | Intrinsic::LikelyIfInnermost
                        | Intrinsic::PromiseClamped
                        | Intrinsic::UnsafePromiseClamped
                )
            ) =>
        {
            ok = false
        }
        _ => {}
    });
    ok
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The body of a one-output program whose body is `body`.
    fn body(body: &str) -> Stmt {
        let text = format!(
            "halide-tv sched 1\npipeline p\ntarget \"x86-64-linux\"\noutput a : buffer<int32, 1>\n\
             output b : buffer<int32, 1>\nvar v : int32\n{body}\n"
        );
        crate::ir::parse_sched("t.sched", &text)
            .unwrap_or_else(|e| panic!("{e}"))
            .body
    }

    fn before(s: &str, var: &str, buffers: &[&str]) -> bool {
        let bufs = buffers.iter().map(|b| b.to_string()).collect();
        used_before_stores(&body(s), var, &bufs)
    }

    #[test]
    fn uses_before_the_stores_keep_the_lets_value() {
        // A tuple update: both values are used before the buffer they read is stored.
        let tuple = "a[0 | 0] = v\nb[0 | 0] = a[0 | 0] + 1";
        assert!(before(tuple, "v", &["a", "b"]));
        // The second component's value read after the first store to its buffer.
        let swap = "a[0 | 0] = 1\nb[0 | 0] = v";
        assert!(!before(swap, "v", &["a"]));
        assert!(before(swap, "v", &["b"]));
        // One branch stores first: not on every path.
        let branch = "if (a.extent.0 > 2) {\n  a[0 | 0] = 1\n}\nb[0 | 0] = v";
        assert!(!before(branch, "v", &["a"]));
        // A loop that stores and uses: a later iteration uses it after an earlier stored.
        let looped = "for (i, 0, 4) {\n  b[i | i] = v\n  a[i | i] = 0\n}";
        assert!(!before(looped, "v", &["a"]));
        assert!(before(
            "for (i, 0, 4) {\n  b[i | i] = v\n}\na[0 | 0] = 0",
            "v",
            &["a"]
        ));
        // Bound again inside: not ours to judge.
        assert!(!before("let v = 3\nb[0 | 0] = v", "v", &["a"]));
    }

    #[test]
    fn a_tuple_updates_stores_read_only_the_state_before_them() {
        let lets = "let v = b[0 | 0]\nlet w = a[0 | 0]\n";
        assert!(tuple_stores(&body(&format!(
            "{lets}a[0 | 0] = v + 1\nb[0 | 0] = w"
        ))));
        // The second store loads what the first wrote: not a simultaneous block.
        assert!(!tuple_stores(&body(&format!(
            "{lets}a[0 | 0] = v\nb[0 | 0] = a[0 | 0]"
        ))));
        // Anything but stores in the block, or a single store: no.
        assert!(!tuple_stores(&body(&format!(
            "{lets}a[0 | 0] = v\nfor (i, 0, 2) {{\n  b[i | i] = w\n}}"
        ))));
        assert!(!tuple_stores(&body("let v = b[0 | 0]\na[0 | 0] = v")));
    }
}
