//! The in-bounds side condition of S-ASSIGN decided with the path condition as a formula
//! (docs/engine.md §4n): one walk of the program with an incremental Z3 solver whose assertion
//! stack is the path condition Γ of the rules, and one query per store.
//!
//! isl builds Γ as a set: every `let` whose value is a `min`/`max` (substituted by S-LET) and
//! every loop whose extent holds one multiplies Γ's basic sets, and each conjunction and
//! emptiness test along the way pays for the product. As a formula the same Γ is a conjunction
//! of the conditions on the path — the program-level facts, `0 ≤ x < extent` for each
//! enclosing loop, each `if` condition or its negation, each assertion — with each `let`
//! variable bound to its value's term (substitution by term sharing, as S-LET's), and Z3
//! splits the cases of a `min`/`max` only where a query needs them.
//!
//! Exact: the formula and the set are the same condition (linear integer arithmetic with floor
//! division and modulo by constants, `crate::smt::lia`), so `Γ ∧ (ι_k < 0 ∨ e_k ≤ ι_k ∨ …)`
//! unsatisfiable is the store in bounds wherever Γ holds. Every other answer (a model, a
//! timeout, an array of unknown extents) leaves the store to the isl pass, which decides it as
//! before and draws the witness.

use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

use z3::ast::{Bool, Int};
use z3::{Params, SatResult, Solver};

use crate::presburger::{Aff, PResult, ParamSet};
use crate::sched::{Command, CommandKind, Shape};
use crate::smt::lia::{aff_term, cond_term, dnf_term};

use super::convert::{cond_to_cond, index_to_aff, indices_to_affs};
use super::StoreKey;

/// Z3's time limit for one store's query.
const QUERY_TIMEOUT: Duration = Duration::from_secs(2);

/// Z3's time for the whole walk; past it, the remaining stores are left to isl.
const WALK_TIMEOUT: Duration = Duration::from_secs(60);

/// The key of an assignment command (its origin and array).
pub(crate) fn store_key(c: &Command) -> Option<StoreKey> {
    match &c.kind {
        CommandKind::Assign(a) => Some((
            c.origin.path.clone(),
            c.origin.label.clone(),
            a.array.clone(),
        )),
        _ => None,
    }
}

/// The stores of `c` that the formula does not prove in bounds of their arrays under `gamma`
/// (`shapes`: the extents of the arrays in scope at `c`, `None` when unknown). An error (Γ not
/// exported by isl) leaves every store to the caller.
pub(crate) fn unproved_stores(
    gamma: &ParamSet,
    shapes: &std::collections::BTreeMap<String, Option<Vec<Aff>>>,
    c: &Command,
) -> PResult<BTreeSet<StoreKey>> {
    let solver = Solver::new();
    let mut params = Params::new();
    params.set_u32(
        "timeout",
        u32::try_from(QUERY_TIMEOUT.as_millis()).unwrap_or(u32::MAX),
    );
    solver.set_params(&params);
    let mut walk = Walk {
        solver,
        scope: HashMap::new(),
        shapes: HashMap::new(),
        unproved: BTreeSet::new(),
        fresh: 0,
        queries: 0,
        stop: Instant::now() + WALK_TIMEOUT,
    };
    let top = dnf_term(&gamma.dnf()?, &mut |v| walk.var(v));
    walk.solver.assert(&top);
    for (array, extents) in shapes {
        let terms = extents
            .as_ref()
            .map(|es| es.iter().map(|e| walk.term(e)).collect());
        walk.shapes.insert(array.clone(), terms);
    }
    walk.command(c);
    if crate::presburger::profile::enabled() {
        eprintln!(
            "[prof] in-bounds by SMT: {} of {} stores queried left to isl",
            walk.unproved.len(),
            walk.queries
        );
    }
    Ok(walk.unproved)
}

struct Walk {
    solver: Solver,
    /// The term of each `let` and loop variable in scope.
    scope: HashMap<String, Int>,
    /// The extents of each array in scope.
    shapes: HashMap<String, Option<Vec<Int>>>,
    unproved: BTreeSet<StoreKey>,
    fresh: usize,
    /// The queries sent (for `HALIDE_TV_PROFILE`).
    queries: usize,
    stop: Instant,
}

impl Walk {
    fn var(&self, name: &str) -> Int {
        self.scope
            .get(name)
            .cloned()
            .unwrap_or_else(|| Int::new_const(format!("int:{name}")))
    }

    fn term(&self, a: &Aff) -> Int {
        aff_term(a, &mut |v| self.var(v))
    }

    fn cond(&self, c: &crate::sched::Cond<crate::sched::Index>) -> Bool {
        cond_term(&cond_to_cond(c), &mut |v| self.var(v))
    }

    /// `c` with `fact` conjoined to the path condition.
    fn under(&mut self, fact: &Bool, c: &Command) {
        self.solver.push();
        self.solver.assert(fact);
        self.command(c);
        self.solver.pop(1);
    }

    /// `body` with `var` bound to `term` (the binding it shadows restored after).
    fn bound(&mut self, var: &str, term: Int, body: impl FnOnce(&mut Walk)) {
        let saved = self.scope.insert(var.to_string(), term);
        body(self);
        match saved {
            Some(t) => self.scope.insert(var.to_string(), t),
            None => self.scope.remove(var),
        };
    }

    fn command(&mut self, c: &Command) {
        match &c.kind {
            CommandKind::Skip => {}
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => {
                cs.iter().for_each(|c| self.command(c))
            }
            CommandKind::Assign(a) => {
                let inside = self.inside(&a.array, &indices_to_affs(&a.index));
                if !inside {
                    self.unproved.extend(store_key(c));
                }
            }
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                let p = self.cond(cond);
                self.under(&p, then_c);
                self.under(&p.not(), else_c);
            }
            CommandKind::Assume { cond, body, .. } => {
                let p = self.cond(cond);
                self.under(&p, body);
            }
            CommandKind::Let { var, value, body } => {
                let t = self.term(&index_to_aff(value));
                self.bound(var, t, |w| w.command(body));
            }
            CommandKind::Allocate {
                array, shape, body, ..
            } => {
                let extents = match shape {
                    Shape::Known(es) => {
                        Some(es.iter().map(|e| self.term(&index_to_aff(e))).collect())
                    }
                    Shape::Unknown { .. } => None,
                };
                let saved = self.shapes.insert(array.clone(), extents);
                self.command(body);
                match saved {
                    Some(s) => self.shapes.insert(array.clone(), s),
                    None => self.shapes.remove(array),
                };
            }
            CommandKind::For(l) | CommandKind::Par(l) => {
                self.fresh += 1;
                let x = Int::new_const(format!("loop{}:{}", self.fresh, l.var));
                let extent = self.term(&index_to_aff(&l.extent));
                let range = Bool::and(&[x.ge(Int::from_i64(0)), x.lt(&extent)]);
                self.solver.push();
                self.solver.assert(&range);
                self.bound(&l.var, x, |w| w.command(&l.body));
                self.solver.pop(1);
            }
        }
    }

    /// Whether `Γ ∧ (some coordinate outside its extent)` is unsatisfiable.
    fn inside(&mut self, array: &str, idx: &[Aff]) -> bool {
        if Instant::now() > self.stop {
            return false;
        }
        let Some(Some(extents)) = self.shapes.get(array) else {
            return false;
        };
        if extents.len() != idx.len() {
            return false;
        }
        let mut faces = Vec::new();
        for (i, e) in idx.iter().zip(extents) {
            let i = self.term(i);
            faces.push(i.lt(Int::from_i64(0)));
            faces.push(e.le(&i));
        }
        self.solver.push();
        self.solver.assert(Bool::or(&faces));
        let r = self.solver.check();
        self.solver.pop(1);
        self.queries += 1;
        r == SatResult::Unsat
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presburger::Ctx;
    use crate::sched::{Assign, CmpOp, Cond, Index, Loop, LoopSource, Origin, Value};

    fn cmd(kind: CommandKind, label: &str) -> Command {
        Command {
            kind,
            origin: Origin {
                path: Vec::new(),
                label: label.to_string(),
            },
        }
    }

    /// `a[index] := 0` labelled `label`.
    fn store(label: &str, index: Index) -> Command {
        let value = Value::Imm(crate::ir::Expr::i32(0));
        cmd(
            CommandKind::Assign(Box::new(Assign {
                array: "a".into(),
                index: vec![index],
                flat: None,
                annotation: None,
                value,
            })),
            label,
        )
    }

    fn for_(var: &str, extent: Index, body: Command) -> Command {
        let l = Loop {
            var: var.into(),
            extent,
            body: Box::new(body),
            source: LoopSource::Lanes { lanes: 1 },
        };
        cmd(CommandKind::For(l), "for")
    }

    fn let_(var: &str, value: Index, body: Command) -> Command {
        let body = Box::new(body);
        cmd(
            CommandKind::Let {
                var: var.into(),
                value,
                body,
            },
            "let",
        )
    }

    fn labels(c: &Command) -> Vec<String> {
        let ctx = Ctx::new().expect("ctx");
        let gamma = ParamSet::from_cond(&ctx, &Aff::var("N").gt(Aff::cst(0))).expect("gamma");
        let shapes = [("a".to_string(), Some(vec![Aff::var("N")]))].into();
        unproved_stores(&gamma, &shapes, c)
            .expect("walk")
            .into_iter()
            .map(|(_, label, _)| label)
            .collect()
    }

    #[test]
    fn clamped_stores_inside_are_proved_and_stores_outside_are_left() {
        let x = Index::var("x");
        let clamped = Index::max(
            Index::min(
                Index::plus(x.clone(), Index::Const(1)),
                Index::plus(Index::var("N"), Index::Const(-1)),
            ),
            Index::Const(0),
        );
        let past = Index::min(Index::plus(x.clone(), Index::Const(1)), Index::var("N"));
        let body = cmd(
            CommandKind::Seq(vec![store("inside", clamped), store("past", past)]),
            "seq",
        );
        assert_eq!(labels(&for_("x", Index::var("N"), body)), ["past"]);
    }

    #[test]
    fn an_inner_let_shadows_an_outer_one() {
        // let t = N in for x < N: let t = x in a[t] — in bounds only with the inner binding.
        let inner = let_("t", Index::var("x"), store("shadowed", Index::var("t")));
        let c = let_("t", Index::var("N"), for_("x", Index::var("N"), inner));
        assert!(labels(&c).is_empty());
        // … and the outer binding is back after the inner scope.
        let after = let_(
            "t",
            Index::var("N"),
            cmd(
                CommandKind::Seq(vec![
                    for_(
                        "x",
                        Index::var("N"),
                        let_("t", Index::var("x"), store("in", Index::var("t"))),
                    ),
                    store("outer", Index::var("t")),
                ]),
                "seq",
            ),
        );
        assert_eq!(labels(&after), ["outer"]);
    }

    #[test]
    fn a_branch_condition_holds_in_its_branch_only() {
        let x = Index::var("x");
        let cond = Cond::cmp(
            CmpOp::Lt,
            Index::plus(x.clone(), Index::Const(1)),
            Index::var("N"),
        );
        let c = for_(
            "x",
            Index::var("N"),
            cmd(
                CommandKind::If {
                    cond,
                    then_c: Box::new(store("then", Index::plus(x.clone(), Index::Const(1)))),
                    else_c: Box::new(store("else", Index::plus(x, Index::Const(1)))),
                },
                "if",
            ),
        );
        assert_eq!(labels(&c), ["else"]);
    }
}
