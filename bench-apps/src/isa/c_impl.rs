//! The implementation program: the build's `.sched`, lowered by the validator to the SCHED core
//! language (`halide_tv::sched::lower_program`: vector lanes are scalar loops, flat indices are
//! delinearized into multidimensional ones, `let`s are affine, asserts are assumptions), printed
//! as a static-control C kernel over multidimensional arrays with the annotations erased.
//!
//! - Loops (`for`, `par`, lanes) are sequential C loops from 0; `let`s are substituted, so
//!   every bound and subscript is an affine expression of parameters and loop iterators.
//! - Asserts are `__builtin_assume` (pet reads them as assumptions; gcc builds check them).
//! - Allocations are local variable-length arrays; a zero-dimensional buffer is `T a[1]`.
//! - Values keep Halide's semantics ([`super::cexpr`]); an unread lane of a predicated load
//!   (an arbitrary value in Halide) is 0.

use super::cexpr::{self, unsupported, Names, Unsupported};
use super::{ArrayArg, Kernel, ScalarArg};
use halide_tv::ir::{Type, TypeCode};
use halide_tv::sched::{Callee, Command, CommandKind, CoreProgram, Index, Shape, Value};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The C kernel of a lowered program, named `name`.
pub fn kernel(p: &CoreProgram, name: &str) -> Result<Kernel, Unsupported> {
    let mut e = Emitter {
        names: Names::default(),
        lets: HashMap::new(),
        out: String::new(),
    };
    let mut arrays = Vec::new();
    for (decls, input) in [(&p.inputs, true), (&p.outputs, false)] {
        for a in decls.iter() {
            arrays.push(ArrayArg {
                name: a.name.clone(),
                elem: a.elem,
                dims: a.extents.len(),
                input,
            });
        }
    }
    let symbols: Vec<String> = arrays
        .iter()
        .flat_map(|a| {
            (0..a.dims).flat_map(move |k| {
                ["min", "extent", "stride"].map(|s| format!("{}.{s}.{k}", a.name))
            })
        })
        .collect();
    let mut scalars = Vec::new();
    for prm in &p.params {
        if symbols.contains(&prm.name) || prm.ty.code == TypeCode::Handle {
            continue;
        }
        cexpr::c_type(prm.ty)?;
        scalars.push(ScalarArg {
            name: prm.name.clone(),
            ty: prm.ty,
        });
    }
    let signature = super::signature(name, &arrays, &scalars, &mut e.names)?;
    e.command(&p.body, 1)?;
    Ok(Kernel::scop(
        name,
        &format!(
            "implementation of pipeline {} (from its .sched)",
            p.pipeline
        ),
        &signature,
        &e.out,
        arrays,
        scalars,
    ))
}

struct Emitter {
    names: Names,
    /// `let`-bound Halide names to their C expression (substituted at each use).
    lets: HashMap<String, String>,
    out: String,
}

fn pad(depth: usize) -> String {
    "    ".repeat(depth)
}

impl Emitter {
    fn index(&mut self, i: &Index) -> String {
        let lets = &self.lets;
        let names = &mut self.names;
        cexpr::index(i, &mut |v| match lets.get(v) {
            Some(s) => s.clone(),
            None => names.get(v),
        })
    }

    fn cond(&mut self, c: &halide_tv::sched::Cond<Index>) -> String {
        let lets = &self.lets;
        let names = &mut self.names;
        cexpr::cond(c, &mut |v| match lets.get(v) {
            Some(s) => s.clone(),
            None => names.get(v),
        })
    }

    fn subscripts(&mut self, index: &[Index]) -> String {
        if index.is_empty() {
            return "[0]".into();
        }
        index
            .iter()
            .rev()
            .map(|i| format!("[{}]", self.index(i)))
            .collect()
    }

    fn command(&mut self, c: &Command, depth: usize) -> Result<(), Unsupported> {
        let p = pad(depth);
        match &c.kind {
            CommandKind::Skip => {}
            CommandKind::Seq(cs) => {
                for c in cs {
                    self.command(c, depth)?;
                }
            }
            CommandKind::Assign(a) => {
                let lhs = format!("{}{}", self.names.get(&a.array), self.subscripts(&a.index));
                let v = self.value(&a.value)?;
                let _ = writeln!(self.out, "{p}{lhs} = {v};");
            }
            // A Tuple update's stores: every value into a temporary first, then the stores.
            CommandKind::Simultaneous(cs) => {
                let _ = writeln!(self.out, "{p}{{");
                let mut stores = Vec::new();
                for (k, c) in cs.iter().enumerate() {
                    let CommandKind::Assign(a) = &c.kind else {
                        return unsupported("simultaneous stores of vector lanes".to_string());
                    };
                    let ct = cexpr::c_type(a.value.ty())?;
                    let v = self.value(&a.value)?;
                    let lhs = format!("{}{}", self.names.get(&a.array), self.subscripts(&a.index));
                    let _ = writeln!(self.out, "{p}  {ct} halide_tv_tuple_{k} = {v};");
                    stores.push(lhs);
                }
                for (k, lhs) in stores.iter().enumerate() {
                    let _ = writeln!(self.out, "{p}  {lhs} = halide_tv_tuple_{k};");
                }
                let _ = writeln!(self.out, "{p}}}");
            }
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                let c = self.cond(cond);
                let _ = writeln!(self.out, "{p}if ({c}) {{");
                self.command(then_c, depth + 1)?;
                if !matches!(else_c.kind, CommandKind::Skip) {
                    let _ = writeln!(self.out, "{p}}} else {{");
                    self.command(else_c, depth + 1)?;
                }
                let _ = writeln!(self.out, "{p}}}");
            }
            CommandKind::Let { var, value, body } => {
                let v = self.index(value);
                let old = self.lets.insert(var.clone(), v);
                self.command(body, depth)?;
                match old {
                    Some(o) => self.lets.insert(var.clone(), o),
                    None => self.lets.remove(var),
                };
            }
            CommandKind::Allocate {
                array,
                elem,
                shape,
                body,
            } => {
                let ct = cexpr::c_type(*elem)?;
                let dims = match shape {
                    Shape::Known(e) if e.is_empty() => "[1]".to_string(),
                    Shape::Known(e) => e
                        .iter()
                        .rev()
                        .map(|x| format!("[max({}, 1L)]", self.index(x)))
                        .collect(),
                    Shape::Unknown { .. } => {
                        return unsupported(format!("allocation {array} without extents"))
                    }
                };
                let n = self.names.get(array);
                let _ = writeln!(self.out, "{p}{{\n{p}{ct} {n}{dims};");
                self.command(body, depth)?;
                let _ = writeln!(self.out, "{p}}}");
            }
            CommandKind::For(l) | CommandKind::Par(l) => {
                let v = self.names.get(&l.var);
                let e = self.index(&l.extent);
                let _ = writeln!(self.out, "{p}for (long {v} = 0; {v} < {e}; {v}++) {{");
                self.command(&l.body, depth + 1)?;
                let _ = writeln!(self.out, "{p}}}");
            }
            CommandKind::Assume { cond, body, .. } => {
                if !matches!(cond, halide_tv::sched::Cond::Const(true)) {
                    let c = self.cond(cond);
                    let _ = writeln!(self.out, "{p}__builtin_assume({c});");
                }
                self.command(body, depth)?;
            }
        }
        Ok(())
    }

    fn value(&mut self, v: &Value) -> Result<String, Unsupported> {
        Ok(match v {
            Value::Imm(e) => cexpr::constant(e)?,
            Value::Var { name, ty } => {
                if ty.code == TypeCode::Handle {
                    return unsupported(format!("handle {name} in a value"));
                }
                self.names.get(name)
            }
            Value::Index { ty, index } => {
                let ct = cexpr::c_type(*ty)?;
                format!("(({ct}){})", self.index(index))
            }
            Value::Read(r) => format!("{}{}", self.names.get(&r.array), self.subscripts(&r.index)),
            Value::Undef(ty) => format!("(({})0)", cexpr::c_type(*ty)?),
            Value::Not(a) => format!("(!{})", self.value(a)?),
            Value::Binary { op, a, b, .. } => {
                let t = a.ty();
                let (x, y) = (self.value(a)?, self.value(b)?);
                cexpr::binary(*op, t, &x, &y)?
            }
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => {
                let c = self.cond(cond);
                let ct = cexpr::c_type(then_v.ty())?;
                format!(
                    "(({ct})({c} ? {} : {}))",
                    self.value(then_v)?,
                    self.value(else_v)?
                )
            }
            Value::Select {
                cond,
                then_v,
                else_v,
            } => {
                let ct = cexpr::c_type(then_v.ty())?;
                format!(
                    "(({ct})({} ? {} : {}))",
                    self.value(cond)?,
                    self.value(then_v)?,
                    self.value(else_v)?
                )
            }
            Value::Cast { ty, v } => {
                let x = self.value(v)?;
                cexpr::cast(*ty, v.ty(), &x)?
            }
            Value::Reinterpret { ty, .. } => {
                return unsupported(format!("reinterpret<{ty}>"));
            }
            Value::Call { callee, ty, args } => {
                let xs: Vec<String> = args
                    .iter()
                    .map(|a| self.value(a))
                    .collect::<Result<_, _>>()?;
                let tys: Vec<Type> = args.iter().map(Value::ty).collect();
                match callee {
                    Callee::Intrinsic(op) => cexpr::intrinsic(op.clone(), *ty, &xs, &tys)?,
                    Callee::PureExtern(n) => cexpr::pure_extern(n, &xs)?,
                    Callee::VectorReduce(op) => {
                        return unsupported(format!(
                            "float vector_reduce {op:?}: the build's order of the reduction is not in the .sched"
                        ))
                    }
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Tuple update whose components read each other (the corpus case `tuple_swap`): both
    /// values go into temporaries before either store, as Halide computes them.
    #[test]
    fn a_tuple_update_reads_every_value_before_storing() {
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../validator/tests/corpus/tuple_swap"
        );
        let text = std::fs::read_to_string(format!("{dir}/program.sched")).unwrap();
        let prog = halide_tv::ir::parse_sched("program.sched", &text).unwrap();
        let core = halide_tv::sched::lower_program(&prog).unwrap();
        let k = kernel(&core, "swap").unwrap();
        let at = |s: &str| {
            k.text
                .find(s)
                .unwrap_or_else(|| panic!("no `{s}` in\n{}", k.text))
        };
        assert!(
            at("halide_tv_tuple_1 = ") < at("= halide_tv_tuple_0;"),
            "{}",
            k.text
        );
    }
}
