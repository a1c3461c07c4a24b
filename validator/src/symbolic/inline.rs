//! S-LET by substitution: `let x = ι in c` evaluated as `c[x := ι]` when ι is not convex.
//!
//! Thesis Fig. 5.4, S-LET, evaluates the body under `Γ, x = ι` and substitutes `x := ι` in its
//! result. When ι has a `min`, `max` or `select` (Halide's clamped loop bounds, prologue and
//! epilogue sizes), `x = ι` is a union of several convex pieces, and every such `let` multiplies
//! the disjuncts of Γ, which can reach hundreds, and every intersection with Γ is then
//! coalesced at a quadratic cost. The constraints that *use* `x`
//! are usually convex once `x` is replaced by ι (`max(a, b) − min(c, d) ≤ e` is the
//! conjunction of four inequalities), so isl keeps them small when `x` never becomes a
//! parameter.
//!
//! The substitution is exact: index expressions are pure and total (Fig. 4.1: they read no
//! memory and every quasi-affine expression has a value), so `let x = ι in c` and `c[x := ι]`
//! have the same executions (Fig. 4.5, the let rule binds `x` to the value of ι). It is only
//! applied when no binder of `c` rebinds `x` or a variable of ι (no capture), and when `x` is
//! only used as an index (not as a semantic variable); otherwise S-LET is applied as printed.

use std::collections::BTreeSet;
use std::convert::Infallible;

use crate::sched::{Assign, Command, CommandKind, Cond, Index, Loop, Prophecy, Value};

/// Whether ι is worth substituting: it contains `min`, `max` or `select`, i.e. `x = ι` is not
/// a single convex piece.
pub fn is_non_convex(i: &Index) -> bool {
    match i {
        Index::Var(_) | Index::Const(_) => false,
        Index::Min(..) | Index::Max(..) | Index::Select(..) => true,
        Index::Add(a, b) => is_non_convex(a) || is_non_convex(b),
        Index::Scale(_, a) | Index::FloorDiv(a, _) | Index::Mod(a, _) => is_non_convex(a),
    }
}

/// The variables of an index expression.
pub fn index_vars(i: &Index, out: &mut BTreeSet<String>) {
    match i {
        Index::Var(v) => {
            out.insert(v.clone());
        }
        Index::Const(_) => {}
        Index::Add(a, b) | Index::Min(a, b) | Index::Max(a, b) => {
            index_vars(a, out);
            index_vars(b, out);
        }
        Index::Scale(_, a) | Index::FloorDiv(a, _) | Index::Mod(a, _) => index_vars(a, out),
        Index::Select(c, a, b) => {
            cond_vars(c, out);
            index_vars(a, out);
            index_vars(b, out);
        }
    }
}

/// The variables of a condition.
pub fn cond_vars(c: &Cond<Index>, out: &mut BTreeSet<String>) {
    let _ = c.try_map::<(), Infallible>(&mut |i| {
        index_vars(i, out);
        Ok(())
    });
}

/// `c[x := v]`, or `None` when the substitution could capture a variable (a binder of `c`
/// binds `x` or a variable of `v`) or `x` occurs as a semantic variable.
pub fn substitute_command(c: &Command, x: &str, v: &Index) -> Option<Command> {
    rewrite_command(c, x, v, false)
}

/// `c` with every occurrence of `v` replaced by `x`, for the body of `let x = v in c` (Halide's
/// CSE names a clamp once but leaves copies of it spelled out in annotations and
/// multidimensional indices); `None` when a binder of `c` binds `x` or a variable of `v`.
pub fn fold_command(c: &Command, x: &str, v: &Index) -> Option<Command> {
    rewrite_command(c, x, v, true)
}

/// [`substitute_command`] (`fold` false) or [`fold_command`] (`fold` true); no binder of `c`
/// may bind `x` or a variable of `v` in either direction.
fn rewrite_command(c: &Command, x: &str, v: &Index, fold: bool) -> Option<Command> {
    let mut bound = BTreeSet::new();
    index_vars(v, &mut bound);
    bound.insert(x.to_string());
    Subst {
        x,
        v,
        bound: &bound,
        fold,
    }
    .command(c)
}

struct Subst<'a> {
    x: &'a str,
    v: &'a Index,
    /// Replace occurrences of `v` by `x` instead of `x` by `v`.
    fold: bool,
    /// Names no binder of the body may bind: `x` and the variables of `v`.
    bound: &'a BTreeSet<String>,
}

impl Subst<'_> {
    fn index(&self, i: &Index) -> Index {
        if self.fold {
            i.fold(self.v, self.x)
        } else {
            i.substitute(self.x, self.v)
        }
    }

    fn indices(&self, is: &[Index]) -> Vec<Index> {
        is.iter().map(|i| self.index(i)).collect()
    }

    fn cond(&self, c: &Cond<Index>) -> Cond<Index> {
        match c.try_map::<Index, Infallible>(&mut |i| Ok(self.index(i))) {
            Ok(c) => c,
            Err(never) => match never {},
        }
    }

    fn binder_ok(&self, name: &str) -> bool {
        !self.bound.contains(name)
    }

    fn command(&self, c: &Command) -> Option<Command> {
        let boxed = |c: &Command| self.command(c).map(Box::new);
        let kind = match &c.kind {
            CommandKind::Skip => CommandKind::Skip,
            CommandKind::Seq(cs) => CommandKind::Seq(
                cs.iter()
                    .map(|c| self.command(c))
                    .collect::<Option<Vec<_>>>()?,
            ),
            CommandKind::Simultaneous(cs) => CommandKind::Simultaneous(
                cs.iter()
                    .map(|c| self.command(c))
                    .collect::<Option<Vec<_>>>()?,
            ),
            CommandKind::Assign(a) => CommandKind::Assign(Box::new(self.assign(a)?)),
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => CommandKind::If {
                cond: self.cond(cond),
                then_c: boxed(then_c)?,
                else_c: boxed(else_c)?,
            },
            CommandKind::Let { var, value, body } => {
                if !self.binder_ok(var) {
                    return None;
                }
                CommandKind::Let {
                    var: var.clone(),
                    value: self.index(value),
                    body: boxed(body)?,
                }
            }
            CommandKind::Allocate {
                array,
                elem,
                shape,
                body,
            } => CommandKind::Allocate {
                array: array.clone(),
                elem: *elem,
                shape: match shape {
                    crate::sched::Shape::Known(es) => crate::sched::Shape::Known(self.indices(es)),
                    other => other.clone(),
                },
                body: boxed(body)?,
            },
            CommandKind::For(l) => CommandKind::For(self.lp(l)?),
            CommandKind::Par(l) => CommandKind::Par(self.lp(l)?),
            CommandKind::Assume {
                cond,
                dropped,
                products,
                context,
                body,
            } => CommandKind::Assume {
                cond: self.cond(cond),
                dropped: dropped.clone(),
                products: products.clone(),
                context: self.cond(context),
                body: boxed(body)?,
            },
        };
        Some(Command {
            kind,
            origin: c.origin.clone(),
        })
    }

    fn lp(&self, l: &Loop) -> Option<Loop> {
        if !self.binder_ok(&l.var) {
            return None;
        }
        Some(Loop {
            var: l.var.clone(),
            extent: self.index(&l.extent),
            body: Box::new(self.command(&l.body)?),
            source: l.source.clone(),
        })
    }

    fn assign(&self, a: &Assign) -> Option<Assign> {
        Some(Assign {
            array: a.array.clone(),
            index: self.indices(&a.index),
            flat: a.flat.clone(),
            annotation: a.annotation.as_ref().map(|p| Prophecy {
                func: p.func.clone(),
                stage: p.stage,
                value_index: p.value_index,
                args: self.indices(&p.args),
            }),
            value: self.value(&a.value)?,
        })
    }

    fn value(&self, e: &Value) -> Option<Value> {
        let b = |e: &Value| self.value(e).map(Box::new);
        Some(match e {
            Value::Imm(_) | Value::Undef(_) => e.clone(),
            Value::Var { name, .. } => {
                if name == self.x && !self.fold {
                    return None;
                }
                e.clone()
            }
            Value::Index { ty, index } => Value::Index {
                ty: *ty,
                index: self.index(index),
            },
            Value::Read(r) => Value::Read(Box::new(crate::sched::Read {
                array: r.array.clone(),
                index: self.indices(&r.index),
                flat: r.flat.clone(),
                ty: r.ty,
            })),
            Value::Not(a) => Value::Not(b(a)?),
            Value::Binary { op, ty, a, b: y } => Value::Binary {
                op: *op,
                ty: *ty,
                a: b(a)?,
                b: b(y)?,
            },
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => Value::Cond {
                cond: self.cond(cond),
                then_v: b(then_v)?,
                else_v: b(else_v)?,
            },
            Value::Select {
                cond,
                then_v,
                else_v,
            } => Value::Select {
                cond: b(cond)?,
                then_v: b(then_v)?,
                else_v: b(else_v)?,
            },
            Value::Cast { ty, v } => Value::Cast { ty: *ty, v: b(v)? },
            Value::Reinterpret { ty, v } => Value::Reinterpret { ty: *ty, v: b(v)? },
            Value::Call { callee, ty, args } => Value::Call {
                callee: callee.clone(),
                ty: *ty,
                args: args
                    .iter()
                    .map(|a| self.value(a))
                    .collect::<Option<Vec<_>>>()?,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{Origin, Shape};

    fn cmd(kind: CommandKind) -> Command {
        Command {
            kind,
            origin: Origin::default(),
        }
    }

    fn v(n: &str) -> Index {
        Index::var(n)
    }

    #[test]
    fn min_max_select_are_non_convex() {
        assert!(!is_non_convex(&Index::plus(v("a"), Index::Const(3))));
        assert!(!is_non_convex(&Index::modulo(v("a"), 4).unwrap()));
        assert!(is_non_convex(&Index::plus(
            Index::min(v("a"), v("b")),
            Index::Const(1)
        )));
        assert!(is_non_convex(&Index::max(v("a"), v("b"))));
    }

    #[test]
    fn substitution_reaches_bounds_conditions_and_indices() {
        let body = cmd(CommandKind::Allocate {
            array: "t".into(),
            elem: crate::ir::Type::int(32),
            shape: Shape::Known(vec![v("x")]),
            body: Box::new(cmd(CommandKind::For(Loop {
                var: "i".into(),
                extent: v("x"),
                body: Box::new(cmd(CommandKind::Skip)),
                source: crate::sched::LoopSource::Lanes { lanes: 4 },
            }))),
        });
        let val = Index::min(v("n"), Index::Const(8));
        let out = substitute_command(&body, "x", &val).unwrap();
        let CommandKind::Allocate { shape, body, .. } = &out.kind else {
            panic!("allocate expected")
        };
        assert_eq!(shape, &Shape::Known(vec![val.clone()]));
        let CommandKind::For(l) = &body.kind else {
            panic!("for expected")
        };
        assert_eq!(l.extent, val);
    }

    /// `let x = max(min(p, 642), −2) in a[x' + r] {f(x' + r)} := x'` with `x'` the clamp spelled
    /// out: folding replaces the copies in the index, the annotation and the value by `x`.
    #[test]
    fn folding_replaces_spelled_out_copies_by_the_variable() {
        let clamp = Index::max(Index::min(v("p"), Index::Const(642)), Index::Const(-2));
        let at = |base: Index| Index::plus(base, v("r"));
        let assign = |base: Index| {
            cmd(CommandKind::Assign(Box::new(Assign {
                array: "a".into(),
                index: vec![at(base.clone())],
                flat: None,
                annotation: Some(Prophecy {
                    func: "f".into(),
                    stage: 0,
                    value_index: None,
                    args: vec![at(base.clone())],
                }),
                value: Value::Index {
                    ty: crate::ir::Type::int(32),
                    index: base,
                },
            })))
        };
        let out = fold_command(&assign(clamp.clone()), "x", &clamp).unwrap();
        assert_eq!(out, assign(v("x")));
        // A body that rebinds `p` (a variable of the clamp) is not folded.
        let rebinding = cmd(CommandKind::For(Loop {
            var: "p".into(),
            extent: Index::Const(4),
            body: Box::new(assign(clamp.clone())),
            source: crate::sched::LoopSource::Lanes { lanes: 4 },
        }));
        assert!(fold_command(&rebinding, "x", &clamp).is_none());
    }

    #[test]
    fn capture_is_refused() {
        // The loop rebinds `n`, a variable of the substituted expression.
        let body = cmd(CommandKind::For(Loop {
            var: "n".into(),
            extent: v("x"),
            body: Box::new(cmd(CommandKind::Skip)),
            source: crate::sched::LoopSource::Lanes { lanes: 4 },
        }));
        assert!(substitute_command(&body, "x", &Index::max(v("n"), Index::Const(0))).is_none());
        // The body rebinds `x` itself.
        let body = cmd(CommandKind::Let {
            var: "x".into(),
            value: Index::Const(1),
            body: Box::new(cmd(CommandKind::Skip)),
        });
        assert!(substitute_command(&body, "x", &Index::max(v("n"), Index::Const(0))).is_none());
    }
}
