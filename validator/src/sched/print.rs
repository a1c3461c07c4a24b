//! Printer of the SCHED core language (used in reports and tests).
//!
//! Index expressions print as `2*x + y - 1`, `floor(x / 4)`, `(x mod 4)`, `min(a, b)`,
//! `select(c, a, b)`; values as Halide-like expressions where an affine index converted to a
//! machine type prints as `int32(ι)`, an affine `select` (reads guarded, T-SELECT) as
//! `(c ? a : b)` and Halide's eager select as `select(c, a, b)`. Commands print one per line
//! with braces; loops carry a comment naming their Halide origin.

use super::command::{Command, CommandKind, CoreProgram, Loop, LoopSource, Shape};
use super::index::{Cond, Index};
use super::term::Term;
use super::value::{Callee, Value};
use crate::ir::{BinOp, Type};
use std::fmt::{self, Display, Formatter, Write};

fn index_atomic(i: &Index) -> bool {
    matches!(
        i,
        Index::Var(_) | Index::FloorDiv(..) | Index::Min(..) | Index::Max(..) | Index::Select(..)
    ) || matches!(i, Index::Const(c) if *c >= 0)
}

struct Paren<'a, T>(&'a T, bool);

impl<T: Display> Display for Paren<'_, T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if self.1 {
            write!(f, "({})", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

impl Display for Index {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Index::Var(v) => f.write_str(v),
            Index::Const(c) => write!(f, "{c}"),
            Index::Add(a, b) => match b.as_ref() {
                Index::Const(c) if *c < 0 && c.checked_neg().is_some() => {
                    write!(f, "{a} - {}", -c)
                }
                Index::Scale(n, x) if *n < 0 && n.checked_neg().is_some() => {
                    let m = -n;
                    if m == 1 {
                        write!(f, "{a} - {}", Paren(x.as_ref(), !index_atomic(x)))
                    } else {
                        write!(f, "{a} - {m}*{}", Paren(x.as_ref(), !index_atomic(x)))
                    }
                }
                _ => write!(
                    f,
                    "{a} + {}",
                    Paren(b.as_ref(), matches!(b.as_ref(), Index::Add(..)))
                ),
            },
            Index::Scale(n, a) => {
                if *n == -1 {
                    write!(f, "-{}", Paren(a.as_ref(), !index_atomic(a)))
                } else {
                    write!(f, "{n}*{}", Paren(a.as_ref(), !index_atomic(a)))
                }
            }
            Index::FloorDiv(a, n) => {
                write!(f, "floor({} / {n})", Paren(a.as_ref(), !index_atomic(a)))
            }
            Index::Mod(a, n) => write!(f, "({} mod {n})", Paren(a.as_ref(), !index_atomic(a))),
            Index::Min(a, b) => write!(f, "min({a}, {b})"),
            Index::Max(a, b) => write!(f, "max({a}, {b})"),
            Index::Select(c, a, b) => write!(f, "select({c}, {a}, {b})"),
        }
    }
}

fn term_atomic(t: &Term) -> bool {
    matches!(
        t,
        Term::Var(_) | Term::Min(..) | Term::Max(..) | Term::Select(..)
    ) || matches!(t, Term::Const(c) if *c >= 0)
}

impl Display for Term {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let p = |t: &Term| Paren(t, !term_atomic(t)).to_string();
        match self {
            Term::Var(v) => f.write_str(v),
            Term::Const(c) => write!(f, "{c}"),
            Term::Add(a, b) => write!(f, "{a} + {}", p(b)),
            Term::Sub(a, b) => write!(f, "{a} - {}", p(b)),
            Term::Mul(a, b) => write!(f, "{} * {}", p(a), p(b)),
            Term::Div(a, b) => write!(f, "{} / {}", p(a), p(b)),
            Term::Mod(a, b) => write!(f, "{} % {}", p(a), p(b)),
            Term::Min(a, b) => write!(f, "min({a}, {b})"),
            Term::Max(a, b) => write!(f, "max({a}, {b})"),
            Term::Select(c, a, b) => write!(f, "select({c}, {a}, {b})"),
        }
    }
}

impl<I: Display> Display for Cond<I> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let p = |c: &Cond<I>| {
            let atomic = matches!(c, Cond::Const(_) | Cond::Cmp(..) | Cond::Not(_));
            Paren(c, !atomic).to_string()
        };
        match self {
            Cond::Const(b) => write!(f, "{b}"),
            Cond::Cmp(op, a, b) => write!(f, "{a} {} {b}", op.symbol()),
            Cond::And(a, b) => write!(f, "{} && {}", p(a), p(b)),
            Cond::Or(a, b) => write!(f, "{} || {}", p(a), p(b)),
            Cond::Not(a) => match a.as_ref() {
                Cond::Const(_) => write!(f, "!{a}"),
                _ => write!(f, "!({a})"),
            },
        }
    }
}

/// Binding strength of a binary operator in printed values (min/max print as calls).
fn prec(op: BinOp) -> u8 {
    match op {
        BinOp::Or => 1,
        BinOp::And => 2,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 3,
        BinOp::Add | BinOp::Sub => 4,
        BinOp::Mul | BinOp::Div | BinOp::Mod => 5,
        BinOp::Min | BinOp::Max => 6,
    }
}

fn value_prec(v: &Value) -> u8 {
    match v {
        Value::Binary { op, .. } => prec(*op),
        _ => 6,
    }
}

impl Display for Value {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let p = |v: &Value| Paren(v, value_prec(v) < 6).to_string();
        match self {
            Value::Imm(e) => write!(f, "{e}"),
            Value::Var { name, .. } => f.write_str(name),
            Value::Index { ty, index } => write!(f, "{ty}({index})"),
            Value::Read(r) => {
                write!(f, "{}[", r.array)?;
                write_list(f, &r.index)?;
                f.write_str("]")
            }
            Value::Undef(t) => write!(f, "undef<{t}>"),
            Value::Not(v) => write!(f, "!{}", p(v)),
            Value::Binary { op, a, b, .. } => match op {
                BinOp::Min | BinOp::Max => write!(f, "{op}({a}, {b})"),
                _ => {
                    let k = prec(*op);
                    let left_same = k >= 4 && value_prec(a) >= k;
                    write!(
                        f,
                        "{} {op} {}",
                        Paren(a.as_ref(), !left_same && value_prec(a) < 6),
                        Paren(b.as_ref(), value_prec(b) <= k)
                    )
                }
            },
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => write!(f, "({cond} ? {then_v} : {else_v})"),
            Value::Select {
                cond,
                then_v,
                else_v,
            } => write!(f, "select({cond}, {then_v}, {else_v})"),
            Value::Cast { ty, v } => write!(f, "cast<{ty}>({v})"),
            Value::Reinterpret { ty, v } => write!(f, "reinterpret<{ty}>({v})"),
            Value::Call { callee, ty, args } => {
                match callee {
                    Callee::Intrinsic(op) => write!(f, "{op}<{ty}>(")?,
                    Callee::PureExtern(n) => write!(f, "{n}<{ty}>(")?,
                    Callee::VectorReduce(op) => write!(f, "vector_reduce_{op}<{ty}>(")?,
                }
                write_list(f, args)?;
                f.write_str(")")
            }
        }
    }
}

fn write_list<T: Display>(f: &mut impl Write, items: &[T]) -> fmt::Result {
    for (k, x) in items.iter().enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

fn indent(out: &mut String, level: usize) {
    for _ in 0..level {
        out.push_str("  ");
    }
}

fn loop_comment(l: &Loop) -> String {
    match &l.source {
        LoopSource::Halide { name, min, kind } => {
            if name == &l.var {
                format!("{} {name}", kind.keyword())
            } else {
                format!("{} {name} = {} + {min}", kind.keyword(), l.var)
            }
        }
        LoopSource::Lanes { lanes } => format!("{lanes} lanes"),
        LoopSource::Fused { name, level, kind } => {
            format!("{} {name}, fused level {level}", kind.keyword())
        }
    }
}

fn write_cmd(out: &mut String, c: &Command, level: usize) {
    match &c.kind {
        CommandKind::Skip => {
            indent(out, level);
            out.push_str("skip\n");
        }
        CommandKind::Seq(cs) => cs.iter().for_each(|x| write_cmd(out, x, level)),
        CommandKind::Simultaneous(cs) => {
            indent(out, level);
            out.push_str("simultaneous {\n");
            cs.iter().for_each(|x| write_cmd(out, x, level + 1));
            indent(out, level);
            out.push_str("}\n");
        }
        CommandKind::Assign(a) => {
            indent(out, level);
            out.push_str(&a.array);
            out.push('[');
            let _ = write_list(out, &a.index);
            out.push(']');
            if let Some(t) = &a.annotation {
                let _ = write!(out, " {{{}.{}(", t.func, t.stage);
                let _ = write_list(out, &t.args);
                out.push(')');
                if let Some(k) = t.value_index {
                    let _ = write!(out, "[{k}]");
                }
                out.push('}');
            }
            let _ = writeln!(out, " := {}", a.value);
        }
        CommandKind::If {
            cond,
            then_c,
            else_c,
        } => {
            indent(out, level);
            let _ = writeln!(out, "if {cond} {{");
            write_cmd(out, then_c, level + 1);
            if !matches!(else_c.kind, CommandKind::Skip) {
                indent(out, level);
                out.push_str("} else {\n");
                write_cmd(out, else_c, level + 1);
            }
            indent(out, level);
            out.push_str("}\n");
        }
        CommandKind::Let { var, value, body } => {
            indent(out, level);
            let _ = writeln!(out, "let {var} = {value} in {{");
            write_cmd(out, body, level + 1);
            indent(out, level);
            out.push_str("}\n");
        }
        CommandKind::Allocate {
            array,
            elem,
            shape,
            body,
        } => {
            indent(out, level);
            let _ = write!(out, "allocate {array} : {elem}[");
            match shape {
                Shape::Known(ext) if ext.is_empty() => {}
                Shape::Known(ext) => {
                    for (k, e) in ext.iter().enumerate() {
                        if k > 0 {
                            out.push_str(" x ");
                        }
                        let _ = write!(out, "{e}");
                    }
                }
                Shape::Unknown { dims } => {
                    let qs: Vec<&str> = (0..*dims).map(|_| "?").collect();
                    out.push_str(&qs.join(" x "));
                }
            }
            out.push_str("] in {\n");
            write_cmd(out, body, level + 1);
            indent(out, level);
            out.push_str("}\n");
        }
        CommandKind::For(l) | CommandKind::Par(l) => {
            indent(out, level);
            let kw = if matches!(c.kind, CommandKind::Par(_)) {
                "par"
            } else {
                "for"
            };
            let _ = writeln!(
                out,
                "{kw} {} < {} {{  // {}",
                l.var,
                l.extent,
                loop_comment(l)
            );
            write_cmd(out, &l.body, level + 1);
            indent(out, level);
            out.push_str("}\n");
        }
        CommandKind::Assume {
            cond,
            dropped,
            body,
            ..
        } => {
            indent(out, level);
            let _ = write!(out, "assume {cond} in {{");
            if !dropped.is_empty() {
                let _ = write!(
                    out,
                    "  // not affine, not assumed: {}",
                    dropped.join(" && ")
                );
            }
            out.push('\n');
            write_cmd(out, body, level + 1);
            indent(out, level);
            out.push_str("}\n");
        }
    }
}

impl Display for Command {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_cmd(&mut s, self, 0);
        f.write_str(&s)
    }
}

fn write_array(out: &mut String, kw: &str, name: &str, elem: Type, ext: &[Index]) {
    let _ = write!(out, "{kw} {name} : {elem}[");
    for (k, e) in ext.iter().enumerate() {
        if k > 0 {
            out.push_str(" x ");
        }
        let _ = write!(out, "{e}");
    }
    out.push_str("]\n");
}

impl Display for CoreProgram {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        let _ = writeln!(s, "pipeline {}", self.pipeline);
        for p in &self.params {
            if !p.name.contains(".min.")
                && !p.name.contains(".extent.")
                && !p.name.contains(".stride.")
            {
                let _ = writeln!(s, "param {} : {}", p.name, p.ty);
            }
        }
        for a in &self.inputs {
            write_array(&mut s, "input", &a.name, a.elem, &a.extents);
        }
        for a in &self.outputs {
            write_array(&mut s, "output", &a.name, a.elem, &a.extents);
        }
        write_cmd(&mut s, &self.body, 0);
        f.write_str(&s)
    }
}
