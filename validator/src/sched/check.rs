//! Well-formedness of a lowered program (thesis Fig. 4.7): every affine variable is bound
//! (T-VAR: a parameter, an enclosing loop or `let`), every array access names an array in
//! scope with one index per dimension (T-ARRAY), every assignment writes a value of the
//! array's element type, divisors are positive (T-DIV, T-MOD), and no name is bound twice.
//! The lowering establishes all of this by construction; the symbolic evaluator may rely on
//! it, and the tests check it on every lowered program.

use super::command::{Command, CommandKind, CoreProgram, Prophecy, Shape};
use super::error::LowerError;
use super::index::{Cond, Index};
use super::value::Value;
use crate::ir::Type;
use std::collections::HashMap;

struct Scope {
    affine: Vec<String>,
    values: HashMap<String, Type>,
    arrays: Vec<(String, Type, usize)>,
}

fn bad(what: impl Into<String>, at: impl Into<String>) -> LowerError {
    LowerError::IllFormed {
        what: what.into(),
        at: at.into(),
    }
}

impl Scope {
    fn index(&self, i: &Index, at: &str) -> Result<(), LowerError> {
        match i {
            Index::Var(v) => {
                if self.affine.iter().any(|a| a == v) {
                    Ok(())
                } else {
                    Err(bad(format!("unbound affine variable `{v}`"), at))
                }
            }
            Index::Const(_) => Ok(()),
            Index::Add(a, b) | Index::Min(a, b) | Index::Max(a, b) => {
                self.index(a, at)?;
                self.index(b, at)
            }
            Index::Scale(_, a) => self.index(a, at),
            Index::FloorDiv(a, n) | Index::Mod(a, n) => {
                if *n <= 0 {
                    return Err(bad(format!("non-positive divisor {n}"), at));
                }
                self.index(a, at)
            }
            Index::Select(c, a, b) => {
                self.cond(c, at)?;
                self.index(a, at)?;
                self.index(b, at)
            }
        }
    }

    fn cond(&self, c: &Cond<Index>, at: &str) -> Result<(), LowerError> {
        match c {
            Cond::Const(_) => Ok(()),
            Cond::Cmp(_, a, b) => {
                self.index(a, at)?;
                self.index(b, at)
            }
            Cond::And(a, b) | Cond::Or(a, b) => {
                self.cond(a, at)?;
                self.cond(b, at)
            }
            Cond::Not(a) => self.cond(a, at),
        }
    }

    fn array(&self, name: &str, arity: usize, at: &str) -> Result<Type, LowerError> {
        match self.arrays.iter().rev().find(|(n, _, _)| n == name) {
            Some((_, t, d)) if *d == arity => Ok(*t),
            Some((_, _, d)) => Err(bad(
                format!("`{name}` has {d} dimensions, accessed with {arity} indices"),
                at,
            )),
            None => Err(bad(format!("unknown array `{name}`"), at)),
        }
    }

    fn value(&self, v: &Value, at: &str) -> Result<(), LowerError> {
        match v {
            Value::Imm(_) | Value::Undef(_) => Ok(()),
            Value::Var { name, ty } => match self.values.get(name) {
                Some(t) if t == ty => Ok(()),
                _ => Err(bad(format!("unknown value variable `{name}`"), at)),
            },
            Value::Index { index, .. } => self.index(index, at),
            Value::Read(r) => {
                for i in &r.index {
                    self.index(i, at)?;
                }
                let t = self.array(&r.array, r.index.len(), at)?;
                if t != r.ty {
                    return Err(bad(format!("read of `{}` as {}", r.array, r.ty), at));
                }
                Ok(())
            }
            Value::Not(a) | Value::Cast { v: a, .. } | Value::Reinterpret { v: a, .. } => {
                self.value(a, at)
            }
            Value::Binary { a, b, .. } => {
                self.value(a, at)?;
                self.value(b, at)
            }
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => {
                self.cond(cond, at)?;
                self.value(then_v, at)?;
                self.value(else_v, at)
            }
            Value::Select {
                cond,
                then_v,
                else_v,
            } => {
                self.value(cond, at)?;
                self.value(then_v, at)?;
                self.value(else_v, at)
            }
            Value::Call { args, .. } => args.iter().try_for_each(|a| self.value(a, at)),
        }
    }

    fn prophecy(&self, t: &Prophecy, at: &str) -> Result<(), LowerError> {
        t.args.iter().try_for_each(|a| self.index(a, at))
    }

    fn bind(&mut self, name: &str, at: &str) -> Result<(), LowerError> {
        if self.affine.iter().any(|a| a == name) || self.values.contains_key(name) {
            return Err(bad(format!("`{name}` bound twice"), at));
        }
        self.affine.push(name.to_string());
        Ok(())
    }

    fn command(&mut self, c: &Command) -> Result<(), LowerError> {
        let at = c.origin.to_string();
        match &c.kind {
            CommandKind::Skip => Ok(()),
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => {
                cs.iter().try_for_each(|x| self.command(x))
            }
            CommandKind::Assign(a) => {
                for i in &a.index {
                    self.index(i, &at)?;
                }
                let t = self.array(&a.array, a.index.len(), &at)?;
                if a.value.ty() != t {
                    return Err(bad(
                        format!("`{}` holds {t}, assigned a {}", a.array, a.value.ty()),
                        at,
                    ));
                }
                if let Some(p) = &a.annotation {
                    self.prophecy(p, &at)?;
                }
                self.value(&a.value, &at)
            }
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                self.cond(cond, &at)?;
                self.command(then_c)?;
                self.command(else_c)
            }
            CommandKind::Let { var, value, body } => {
                self.index(value, &at)?;
                self.bind(var, &at)?;
                let r = self.command(body);
                self.affine.pop();
                r
            }
            CommandKind::Allocate {
                array,
                elem,
                shape,
                body,
            } => {
                let dims = match shape {
                    Shape::Known(ext) => {
                        for e in ext {
                            self.index(e, &at)?;
                        }
                        ext.len()
                    }
                    Shape::Unknown { dims } => *dims,
                };
                if self.arrays.iter().any(|(n, _, _)| n == array) {
                    return Err(bad(format!("array `{array}` allocated twice"), at));
                }
                self.arrays.push((array.clone(), *elem, dims));
                let r = self.command(body);
                self.arrays.pop();
                r
            }
            CommandKind::For(l) | CommandKind::Par(l) => {
                self.index(&l.extent, &at)?;
                self.bind(&l.var, &at)?;
                let r = self.command(&l.body);
                self.affine.pop();
                r
            }
            CommandKind::Assume { cond, body, .. } => {
                self.cond(cond, &at)?;
                self.command(body)
            }
        }
    }
}

/// Checks that a lowered program is well formed (see the module documentation).
pub fn check_program(p: &CoreProgram) -> Result<(), LowerError> {
    let mut s = Scope {
        affine: Vec::new(),
        values: HashMap::new(),
        arrays: Vec::new(),
    };
    for prm in &p.params {
        if prm.ty.is_int_or_uint() && !prm.ty.is_bool() {
            s.bind(&prm.name, "parameters")?;
        } else {
            s.values.insert(prm.name.clone(), prm.ty);
        }
    }
    for a in p.inputs.iter().chain(&p.outputs) {
        for e in &a.extents {
            s.index(e, "array declarations")?;
        }
        s.arrays.push((a.name.clone(), a.elem, a.extents.len()));
    }
    s.command(&p.body)
}
