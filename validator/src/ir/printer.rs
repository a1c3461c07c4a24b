//! Printing of expressions, statements and `.sched` files (the inverse of the parsers:
//! `parse(print(x)) == x`). The syntax is described in `docs/formats.md`.

use super::expr::{CallKind, Expr, ExprNode};
use super::lexer::escape_string;
use super::names::{print_func_in_annotation, print_name};
use super::ops::BinOp;
use super::stmt::{Annotation, BufferDecl, MemoryType, SchedProgram, Stmt, Store};
use super::types::{Type, TypeCode};
use std::fmt::{self, Write};

/// Binding strength of the printed form of an expression (higher binds tighter).
fn prec(e: &Expr) -> u8 {
    match &e.node {
        ExprNode::Binary(op, _, _) => binop_prec(*op),
        ExprNode::Not(_) => 6,
        _ => 7,
    }
}

/// Binding strength of an infix operator; `min`/`max` print as calls.
pub(crate) fn binop_prec(op: BinOp) -> u8 {
    match op {
        BinOp::Or => 1,
        BinOp::And => 2,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 3,
        BinOp::Add | BinOp::Sub => 4,
        BinOp::Mul | BinOp::Div | BinOp::Mod => 5,
        BinOp::Min | BinOp::Max => 7,
    }
}

/// Writes a float constant of type `ty` with bit pattern `bits` exactly.
fn write_float(out: &mut String, ty: Type, bits: u64) {
    match ty.bits {
        32 if f32::from_bits(bits as u32).is_finite() => {
            let _ = write!(out, "{:?}f", f32::from_bits(bits as u32));
        }
        64 if f64::from_bits(bits).is_finite() => {
            let _ = write!(out, "(float64){:?}", f64::from_bits(bits));
        }
        _ => {
            let digits = usize::from(ty.bits / 4);
            let _ = write!(out, "({ty})0x{bits:0digits$x}");
        }
    }
}

fn write_list(out: &mut String, es: &[Expr]) {
    for (k, e) in es.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        write_expr(out, e, 0);
    }
}

/// Writes `[index | flat if predicate]` of a load or store.
fn write_access(out: &mut String, index: &[Expr], flat: Option<&Expr>, pred: Option<&Expr>) {
    out.push('[');
    write_list(out, index);
    if let Some(f) = flat {
        out.push_str(if index.is_empty() { "| " } else { " | " });
        write_expr(out, f, 0);
    }
    if let Some(p) = pred {
        out.push_str(if index.is_empty() && flat.is_none() {
            "if "
        } else {
            " if "
        });
        write_expr(out, p, 0);
    }
    out.push(']');
}

/// Writes `e`, parenthesised if it binds less tightly than `min_prec`.
pub(crate) fn write_expr(out: &mut String, e: &Expr, min_prec: u8) {
    let p = prec(e);
    if p < min_prec {
        out.push('(');
        write_expr(out, e, 0);
        out.push(')');
        return;
    }
    match &e.node {
        ExprNode::IntImm(v) => {
            if e.ty != Type::int(32) {
                let _ = write!(out, "({})", e.ty);
            }
            let _ = write!(out, "{v}");
        }
        ExprNode::UIntImm(v) => {
            if e.ty.is_bool() && *v <= 1 {
                out.push_str(if *v == 1 { "true" } else { "false" });
            } else {
                let _ = write!(out, "({}){v}", e.ty);
            }
        }
        ExprNode::FloatImm(bits) => write_float(out, e.ty, *bits),
        ExprNode::StringImm(s) => out.push_str(&escape_string(s)),
        ExprNode::Var(n) => out.push_str(&print_name(n)),
        ExprNode::Binary(op, a, b) => {
            if matches!(op, BinOp::Min | BinOp::Max) {
                let _ = write!(out, "{op}(");
                write_expr(out, a, 0);
                out.push_str(", ");
                write_expr(out, b, 0);
                out.push(')');
            } else {
                let (mut l, r) = if op.is_comparison() {
                    (p + 1, p + 1)
                } else {
                    (p, p + 1)
                };
                // `(x % 4) * y` and `(x * y) / 2` read better than `x % 4 * y`, `x * y / 2`.
                if let ExprNode::Binary(inner, _, _) = &a.node {
                    if p == 5 && binop_prec(*inner) == 5 && inner != op {
                        l = p + 1;
                    }
                }
                write_expr(out, a, l);
                let _ = write!(out, " {op} ");
                write_expr(out, b, r);
            }
        }
        ExprNode::Not(a) => {
            out.push('!');
            write_expr(out, a, 6);
        }
        ExprNode::Select(c, t, f) => {
            out.push_str("select(");
            write_expr(out, c, 0);
            out.push_str(", ");
            write_expr(out, t, 0);
            out.push_str(", ");
            write_expr(out, f, 0);
            out.push(')');
        }
        ExprNode::Cast(a) | ExprNode::Reinterpret(a) => {
            let kw = if matches!(e.node, ExprNode::Cast(_)) {
                "cast"
            } else {
                "reinterpret"
            };
            let _ = write!(out, "{kw}<{}>(", e.ty);
            write_expr(out, a, 0);
            out.push(')');
        }
        ExprNode::Let(n, v, b) => {
            let _ = write!(out, "(let {} = ", print_name(n));
            write_expr(out, v, 0);
            out.push_str(" in ");
            write_expr(out, b, 0);
            out.push(')');
        }
        ExprNode::Load(l) => {
            out.push_str(&print_name(&l.buffer));
            write_access(out, &l.index, l.flat.as_ref(), l.predicate.as_ref());
        }
        ExprNode::Ramp(b, s, n) => {
            out.push_str("ramp(");
            write_expr(out, b, 0);
            out.push_str(", ");
            write_expr(out, s, 0);
            let _ = write!(out, ", {n})");
        }
        ExprNode::Broadcast(v, n) => {
            out.push_str("broadcast(");
            write_expr(out, v, 0);
            let _ = write!(out, ", {n})");
        }
        ExprNode::Shuffle(vs, idx) => {
            if let Some(vs) = e.as_concat() {
                out.push_str("concat(");
                write_list(out, vs);
                out.push(')');
            } else if let Some(vs) = e.as_interleave() {
                out.push_str("interleave(");
                write_list(out, vs);
                out.push(')');
            } else if let Some((v, b, s, n)) = e.as_slice() {
                out.push_str("slice(");
                write_expr(out, v, 0);
                let _ = write!(out, ", {b}, {s}, {n})");
            } else {
                out.push_str("shuffle([");
                write_list(out, vs);
                out.push_str("], [");
                for (k, i) in idx.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{i}");
                }
                out.push_str("])");
            }
        }
        ExprNode::VectorReduce(op, v) => {
            let _ = write!(out, "vector_reduce({op}, ");
            write_expr(out, v, 0);
            let _ = write!(out, ", {})", e.ty.lanes);
        }
        ExprNode::Call(c) => {
            match &c.kind {
                CallKind::Extern => out.push_str("extern "),
                CallKind::PureExtern => out.push_str("pure_extern "),
                _ => {}
            }
            out.push_str(&print_name(&c.name));
            if !matches!(c.kind, CallKind::Func | CallKind::Image) {
                let _ = write!(out, "<{}>", e.ty);
            }
            out.push('(');
            write_list(out, &c.args);
            out.push(')');
            if c.value_index != 0 {
                let _ = write!(out, "[{}]", c.value_index);
            }
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_expr(&mut s, self, 0);
        f.write_str(&s)
    }
}

/// Prints a comma-separated expression list.
pub(crate) fn list_to_string(es: &[Expr]) -> String {
    let mut s = String::new();
    write_list(&mut s, es);
    s
}

fn indent(out: &mut String, level: usize) {
    for _ in 0..level {
        out.push_str("  ");
    }
}

fn write_annotation(out: &mut String, a: &Annotation) {
    let _ = write!(out, "{{{}.{}(", print_func_in_annotation(&a.func), a.stage);
    write_list(out, &a.args);
    out.push(')');
    if let Some(k) = a.value_index {
        let _ = write!(out, "[{k}]");
    }
    out.push('}');
}

fn write_store(out: &mut String, s: &Store) {
    out.push_str(&print_name(&s.buffer));
    write_access(out, &s.index, s.flat.as_ref(), s.predicate.as_ref());
    out.push_str(" = ");
    write_expr(out, &s.value, 0);
    if let Some(a) = &s.annotation {
        out.push(' ');
        write_annotation(out, a);
    }
}

/// Writes `s` as a sequence of items at `level` (the contents of a braced body).
fn write_items(out: &mut String, s: &Stmt, level: usize) {
    match s {
        Stmt::Block(items) => {
            for (k, item) in items.iter().enumerate() {
                write_item(out, item, level, k + 1 == items.len());
            }
        }
        other => write_item(out, other, level, true),
    }
}

fn write_braced(out: &mut String, s: &Stmt, level: usize) {
    out.push_str("{\n");
    write_items(out, s, level + 1);
    indent(out, level);
    out.push('}');
}

/// Writes one item; `let` and `allocate` scope over the rest of their block, so when they
/// are not the last item they are wrapped in braces.
fn write_item(out: &mut String, s: &Stmt, level: usize, last: bool) {
    indent(out, level);
    match s {
        Stmt::Block(_) => {
            write_braced(out, s, level);
            out.push('\n');
        }
        Stmt::LetStmt { .. } | Stmt::Allocate { .. } if !last => {
            out.push_str("{\n");
            write_item(out, s, level + 1, true);
            indent(out, level);
            out.push_str("}\n");
        }
        Stmt::LetStmt { name, value, body } => {
            let _ = write!(out, "let {} = ", print_name(name));
            write_expr(out, value, 0);
            out.push('\n');
            write_items(out, body, level);
        }
        Stmt::Allocate {
            name,
            elem,
            extents,
            condition,
            memory,
            padding,
            body,
        } => {
            let _ = write!(out, "allocate {}[{elem}", print_name(name));
            for e in extents {
                out.push_str(", ");
                write_expr(out, e, 0);
            }
            if let Some(c) = condition {
                out.push_str(" if ");
                write_expr(out, c, 0);
            }
            out.push(']');
            if *memory != MemoryType::Auto {
                let _ = write!(out, " in {}", memory.name());
            }
            if *padding != 0 {
                let _ = write!(out, " padding {padding}");
            }
            out.push('\n');
            write_items(out, body, level);
        }
        Stmt::For {
            var,
            min,
            extent,
            kind,
            body,
        } => {
            let _ = write!(out, "{} ({}, ", kind.keyword(), print_name(var));
            write_expr(out, min, 0);
            out.push_str(", ");
            write_expr(out, extent, 0);
            out.push_str(") ");
            write_braced(out, body, level);
            out.push('\n');
        }
        Stmt::IfThenElse { .. } => {
            write_if(out, s, level);
            out.push('\n');
        }
        Stmt::Assert { cond, message } => {
            out.push_str("assert(");
            write_expr(out, cond, 0);
            out.push_str(", ");
            write_expr(out, message, 0);
            out.push_str(")\n");
        }
        Stmt::Free { name } => {
            let _ = writeln!(out, "free {}", print_name(name));
        }
        Stmt::ProducerConsumer {
            name,
            is_producer,
            body,
        } => {
            let kw = if *is_producer { "produce" } else { "consume" };
            let _ = write!(out, "{kw} {} ", print_name(name));
            write_braced(out, body, level);
            out.push('\n');
        }
        Stmt::Evaluate(e) => {
            out.push_str("evaluate ");
            write_expr(out, e, 0);
            out.push('\n');
        }
        Stmt::Store(st) => {
            write_store(out, st);
            out.push('\n');
        }
    }
}

fn write_if(out: &mut String, s: &Stmt, level: usize) {
    if let Stmt::IfThenElse {
        cond,
        then_case,
        else_case,
    } = s
    {
        out.push_str("if (");
        write_expr(out, cond, 0);
        out.push_str(") ");
        write_braced(out, then_case, level);
        match else_case.as_deref() {
            None => {}
            Some(e @ Stmt::IfThenElse { .. }) => {
                out.push_str(" else ");
                write_if(out, e, level);
            }
            Some(e) => {
                out.push_str(" else ");
                write_braced(out, e, level);
            }
        }
    }
}

impl fmt::Display for Stmt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_items(&mut s, self, 0);
        f.write_str(&s)
    }
}

/// Writes `name : buffer<T, N>`.
pub(crate) fn write_buffer_decl(out: &mut String, kw: &str, b: &BufferDecl) {
    let _ = write!(
        out,
        "{kw} {} : buffer<{}, {}>",
        print_name(&b.name),
        b.elem,
        b.dims
    );
}

/// Stack size of the thread the file printers run on (deep programs recurse deeply).
const PRINTER_STACK_BYTES: usize = 256 << 20;

/// Runs a printer on a thread with a large stack, so that any program the readers accept
/// (up to their nesting limit) prints whatever the caller's stack size; falls back to the
/// caller's thread if no thread can be started.
pub(crate) fn with_printer_stack(f: impl Fn() -> String + Sync) -> String {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("halide-tv-printer".into())
            .stack_size(PRINTER_STACK_BYTES)
            .spawn_scoped(s, &f)
            .ok()
            .and_then(|h| h.join().ok())
            .unwrap_or_else(&f)
    })
}

/// Prints a `.sched` file.
pub fn print_sched(p: &SchedProgram) -> String {
    with_printer_stack(|| sched_text(p))
}

fn sched_text(p: &SchedProgram) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "halide-tv sched {}", p.version);
    let _ = writeln!(out, "pipeline {}", print_name(&p.pipeline));
    let _ = writeln!(out, "target {}", escape_string(&p.target));
    for d in &p.params {
        let _ = writeln!(out, "param {} : {}", print_name(&d.name), d.ty);
    }
    for b in &p.inputs {
        write_buffer_decl(&mut out, "input", b);
        out.push('\n');
    }
    for b in &p.outputs {
        write_buffer_decl(&mut out, "output", b);
        out.push('\n');
    }
    for d in &p.vars {
        let _ = writeln!(out, "var {} : {}", print_name(&d.name), d.ty);
    }
    out.push('\n');
    write_items(&mut out, &p.body, 0);
    out
}

/// True if `t` is a scalar numeric or bool type (what params and Func values may have).
pub fn is_scalar_value_type(t: Type) -> bool {
    t.lanes == 1 && t.code != TypeCode::Handle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_constants() {
        let x = Expr::var_i32("x");
        let y = Expr::var_i32("y");
        let s = Expr::minus(x.clone(), Expr::plus(y.clone(), Expr::i32(-3)).unwrap()).unwrap();
        assert_eq!(s.to_string(), "x - (y + -3)");
        let m = Expr::times(Expr::plus(x.clone(), y.clone()).unwrap(), x.clone()).unwrap();
        assert_eq!(m.to_string(), "(x + y)*x".replace('*', " * "));
        assert_eq!(Expr::f32(1.5).to_string(), "1.5f");
        assert_eq!(Expr::f32(-0.0).to_string(), "-0.0f");
        assert_eq!(Expr::f32(f32::INFINITY).to_string(), "(float32)0x7f800000");
        assert_eq!(Expr::f64(0.1).to_string(), "(float64)0.1");
        let u = Expr::uint_imm(Type::uint(8), 3).unwrap();
        assert_eq!(u.to_string(), "(uint8)3");
        assert_eq!(Expr::bool_imm(true).to_string(), "true");
    }
}
