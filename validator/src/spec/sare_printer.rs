//! Printer for `.sare` files (inverse of [`crate::spec::parse_sare`]).

use super::algorithm::{Algorithm, AssumptionKind, FuncDef, UpdateDef};
use crate::ir::lexer::escape_string;
use crate::ir::names::print_name;
use crate::ir::printer::{list_to_string, with_printer_stack, write_buffer_decl};
use crate::ir::Expr;
use std::fmt::Write;

fn values(out: &mut String, vs: &[Expr]) {
    if vs.len() == 1 {
        let _ = write!(out, "{}", vs[0]);
    } else {
        let _ = write!(out, "({})", list_to_string(vs));
    }
}

fn update(out: &mut String, f: &FuncDef, u: &UpdateDef) {
    out.push_str("  update {\n");
    for r in &u.rvars {
        let _ = writeln!(
            out,
            "    rvar {} : {}, {}",
            print_name(&r.name),
            r.min,
            r.extent
        );
    }
    for p in &u.predicates {
        let _ = writeln!(out, "    where {p}");
    }
    let _ = write!(
        out,
        "    {}({}) = ",
        print_name(&f.name),
        list_to_string(&u.args)
    );
    values(out, &u.values);
    out.push_str("\n  }\n");
}

fn func(out: &mut String, f: &FuncDef) {
    let vars: Vec<String> = f.pure_vars.iter().map(|v| print_name(v)).collect();
    let _ = write!(out, "func {}({}) : ", print_name(&f.name), vars.join(", "));
    if f.types.len() == 1 {
        let _ = write!(out, "{}", f.types[0]);
    } else {
        let ts: Vec<String> = f.types.iter().map(|t| t.to_string()).collect();
        let _ = write!(out, "({})", ts.join(", "));
    }
    let _ = write!(
        out,
        " {{\n  {}({}) = ",
        print_name(&f.name),
        vars.join(", ")
    );
    values(out, &f.values);
    out.push('\n');
    for u in &f.updates {
        update(out, f, u);
    }
    for s in &f.specializations {
        let _ = writeln!(out, "  specialize {s}");
    }
    out.push_str("}\n");
}

/// Prints a `.sare` file.
pub fn print_sare(a: &Algorithm) -> String {
    with_printer_stack(|| sare_text(a))
}

fn sare_text(a: &Algorithm) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "halide-tv sare {}", a.version);
    let _ = writeln!(out, "pipeline {}", print_name(&a.pipeline));
    let _ = writeln!(out, "target {}", escape_string(&a.target));
    for p in &a.params {
        let _ = write!(out, "param {} : {}", print_name(&p.name), p.ty);
        for (kw, e) in [("min", &p.min), ("max", &p.max), ("estimate", &p.estimate)] {
            if let Some(e) = e {
                let _ = write!(out, " {kw} {e}");
            }
        }
        out.push('\n');
    }
    for b in &a.inputs {
        write_buffer_decl(&mut out, "input", b);
        out.push('\n');
    }
    for o in &a.outputs {
        write_buffer_decl(&mut out, "output", &o.buffer);
        let _ = write!(out, " = {}", print_name(&o.func));
        if o.value_index != 0 {
            let _ = write!(out, "[{}]", o.value_index);
        }
        out.push_str(" region [");
        for (k, r) in o.region.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "({}, {})", r.min, r.extent);
        }
        out.push_str("]\n");
    }
    for f in &a.funcs {
        out.push('\n');
        func(&mut out, f);
    }
    if !a.assumptions.is_empty() {
        out.push('\n');
    }
    for s in &a.assumptions {
        let kw = match s.kind {
            AssumptionKind::BufferConstraint => "constraint",
            AssumptionKind::Precondition => "require",
        };
        let _ = writeln!(out, "{kw} {}", s.cond);
    }
    out
}
