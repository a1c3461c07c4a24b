//! S-LET case by case: `let x = ι in c` with ι a clamp of the parameters (a `min`, `max` or
//! `select` that no loop variable reaches) that bounds a loop of `c`, evaluated once per case
//! of ι, with `x` replaced in each case by that case's quasi-affine value (docs/engine.md §4m).
//!
//! Halide's loop partitioning bounds its steady-state loops by clamps of the buffers' mins and
//! extents (`min(max(⌊(2·in.min − out.min − 1)/8⌋, −1) + 1, ⌈out.extent/8⌉)`), bound once at
//! the top of the pipeline and used by every loop below. Substituted as they are (see
//! [`super::inline`]), every set built inside those loops carries the clamps' cases, and the
//! pieces multiply with every product and coalescing. Within one case the value is one
//! quasi-affine function of the parameters: the sets built under it have no such pieces.
//!
//! The split costs one evaluation of the body per case, so it is taken only where the pieces
//! cost more: the body is first evaluated with ι substituted under an eighth of the isl budget
//! per rule application, and split when a rule needs more. The outermost such `let` splits
//! first; the ones inside get their own attempt in each of its cases.
//!
//! Exact: the cases' conditions cover every valuation (a `min(a, b)` is `a` where `a ≤ b` and
//! `b` where `a > b`), so the cases feasible under Γ cover Γ; in each case `x = ι` is the case's
//! value, so the body substituted with it has, under the case's condition, the executions of
//! the `let` (S-IF's argument, with the case's condition as the branch condition); the effects
//! of cases that cover Γ united are the effect under Γ (as in §4b's case split).

use std::collections::BTreeSet;

use crate::presburger::ParamSet;
use crate::sched::{CmpOp, Command, CommandKind, Cond, Index};

use super::convert::cond_to_cond;
use super::effect::Effect;
use super::inline::{index_vars, substitute_command};
use super::{EvalError, Evaluator};

type EResult<T> = Result<T, EvalError>;

/// The most evaluations of one body that nested splits may cost together: a split whose
/// cases would take the product of the enclosing splits' case counts above it substitutes ι
/// instead.
pub const LET_CASES_MAX: usize = 16;

/// The share of the isl budget under which a splittable `let` is first evaluated unsplit: a
/// rule application that needs more is taken as the clamp's cases multiplying the pieces.
pub const LET_ATTEMPT_SHARE: u64 = 8;

/// The most syntactic cases of one ι that are enumerated (before the infeasible ones are
/// dropped); a larger nest of clamps is substituted.
const SYNTACTIC_CASES_MAX: usize = 64;

/// The cases of ι: pairs of a condition and ι's value where it holds, the value free of `min`,
/// `max` and `select`. The conditions are pairwise disjoint and cover every valuation. `None`
/// when there would be more than [`SYNTACTIC_CASES_MAX`].
pub fn cases(i: &Index) -> Option<Vec<(Cond<Index>, Index)>> {
    let bounded = |v: Vec<(Cond<Index>, Index)>| (v.len() <= SYNTACTIC_CASES_MAX).then_some(v);
    let pairs = |a: &Index, b: &Index| -> Option<Vec<(Cond<Index>, Index, Index)>> {
        let (ca, cb) = (cases(a)?, cases(b)?);
        if ca.len() * cb.len() > SYNTACTIC_CASES_MAX {
            return None;
        }
        Some(
            ca.iter()
                .flat_map(|(pa, va)| {
                    cb.iter().map(move |(pb, vb)| {
                        (Cond::and(pa.clone(), pb.clone()), va.clone(), vb.clone())
                    })
                })
                .collect(),
        )
    };
    let map = |a: &Index, f: &dyn Fn(Index) -> Option<Index>| -> Option<Vec<_>> {
        cases(a)?
            .into_iter()
            .map(|(p, v)| Some((p, f(v)?)))
            .collect()
    };
    match i {
        Index::Var(_) | Index::Const(_) => Some(vec![(Cond::Const(true), i.clone())]),
        Index::Add(a, b) => bounded(
            pairs(a, b)?
                .into_iter()
                .map(|(p, x, y)| (p, Index::plus(x, y)))
                .collect(),
        ),
        Index::Scale(n, a) => map(a, &|v| Some(Index::scale(*n, v))),
        Index::FloorDiv(a, n) => map(a, &|v| Index::floor_div(v, *n)),
        Index::Mod(a, n) => map(a, &|v| Index::modulo(v, *n)),
        Index::Min(a, b) | Index::Max(a, b) => {
            let first_if = if matches!(i, Index::Min(..)) {
                |x: &Index, y: &Index| Cond::cmp(CmpOp::Le, x.clone(), y.clone())
            } else {
                |x: &Index, y: &Index| Cond::cmp(CmpOp::Le, y.clone(), x.clone())
            };
            bounded(
                pairs(a, b)?
                    .into_iter()
                    .flat_map(|(p, x, y)| {
                        let c = first_if(&x, &y);
                        [
                            (Cond::and(p.clone(), c.clone()), x),
                            (Cond::and(p, Cond::negate(c)), y),
                        ]
                    })
                    .collect(),
            )
        }
        Index::Select(c, a, b) => {
            let mut out = Vec::new();
            for (p, v) in cases(a)? {
                out.push((Cond::and((**c).clone(), p), v));
            }
            for (p, v) in cases(b)? {
                out.push((Cond::and(Cond::negate((**c).clone()), p), v));
            }
            bounded(out)
        }
    }
}

/// Whether `x` bounds a loop of `c`: it occurs in a loop's extent, or in the value of a `let`
/// whose variable does. (A clamp used only in indices or conditions is substituted: it does
/// not multiply the pieces of every set built in a loop.)
pub fn bounds_a_loop(c: &Command, x: &str) -> bool {
    let mut vars = BTreeSet::new();
    vars.insert(x.to_string());
    reaches(c, &vars)
}

fn reaches(c: &Command, vars: &BTreeSet<String>) -> bool {
    match &c.kind {
        CommandKind::Skip | CommandKind::Assign(_) => false,
        CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => cs.iter().any(|c| reaches(c, vars)),
        CommandKind::If { then_c, else_c, .. } => reaches(then_c, vars) || reaches(else_c, vars),
        CommandKind::Let { var, value, body } => {
            let mut inner = vars.clone();
            if index_mentions(value, vars) {
                inner.insert(var.clone());
            } else {
                inner.remove(var);
            }
            reaches(body, &inner)
        }
        CommandKind::Allocate { body, .. } | CommandKind::Assume { body, .. } => {
            reaches(body, vars)
        }
        CommandKind::For(l) | CommandKind::Par(l) => {
            let mut inner = vars.clone();
            inner.remove(&l.var);
            index_mentions(&l.extent, vars) || reaches(&l.body, &inner)
        }
    }
}

fn index_mentions(i: &Index, vars: &BTreeSet<String>) -> bool {
    let mut found = BTreeSet::new();
    index_vars(i, &mut found);
    found.iter().any(|v| vars.contains(v))
}

impl Evaluator {
    /// S-LET case by case (module doc): `Some` effect when ι is a clamp of the parameters that
    /// bounds a loop of the body and has between two and the remaining share of
    /// [`LET_CASES_MAX`] cases feasible under Γ, or exactly one (then substituted alone);
    /// `None` when S-LET should go on as before.
    pub(super) fn s_let_by_cases(
        &mut self,
        gamma: &ParamSet,
        h: &crate::presburger::SymbolicHeap,
        var: &str,
        value: &Index,
        body: &Command,
    ) -> EResult<Option<Effect>> {
        // Inside the first attempt at an enclosing `let`, this one is substituted as part of
        // that attempt: if the attempt fails, the outer `let` is split first, and this one gets
        // its own attempt in each case (the outermost split removes the most pieces). The
        // garbage evaluation substitutes as before: under a share of the budget its loops
        // would fall back to their over-approximation instead of failing the attempt.
        if self.let_attempt || self.garbage_semantics || !bounds_a_loop(body, var) {
            return Ok(None);
        }
        let Some(raw) = cases(value) else {
            return Ok(None);
        };
        // The feasible cases, those with one value merged into one (possibly non-convex)
        // condition.
        let mut groups: Vec<(ParamSet, Index)> = Vec::new();
        for (c, v) in raw {
            let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(&c))?;
            if gamma.and(&p)?.is_empty()? {
                continue;
            }
            match groups.iter_mut().find(|(_, w)| w.same_as(&v)) {
                Some(g) => g.0 = g.0.or(&p)?,
                None => groups.push((p, v)),
            }
        }
        if groups.is_empty() || groups.len() * self.let_cases > LET_CASES_MAX {
            return Ok(None);
        }
        let Some(bodies) = groups
            .iter()
            .map(|(_, v)| substitute_command(body, var, v))
            .collect::<Option<Vec<_>>>()
        else {
            return Ok(None);
        };
        if let [only] = &bodies[..] {
            // Γ lies inside the one feasible case: ι is its value wherever Γ holds.
            return Ok(Some(self.eval(gamma, h, only)?));
        }
        if let Some(substituted) = substitute_command(body, var, value) {
            if let Some(e) = self.let_attempt_unsplit(gamma, h, &substituted)? {
                return Ok(Some(e));
            }
        }
        self.let_case_splits += 1;
        if crate::presburger::profile::enabled() {
            eprintln!(
                "[prof] {}let {var}: {} cases",
                "  ".repeat(self.depth),
                groups.len()
            );
        }
        let first = self.failures.len();
        self.let_cases *= groups.len();
        let effects = groups
            .iter()
            .zip(&bodies)
            .map(|((p, _), b)| {
                self.budget();
                self.branch(gamma, h, p, b)
            })
            .collect::<EResult<Vec<_>>>();
        self.let_cases /= groups.len();
        Ok(Some(self.unite_cases(gamma, first, effects?)?))
    }

    /// The first attempt at a `let` that may be split: `substituted`, the body `c[x := ι]` as
    /// S-LET evaluates it otherwise, under [`LET_ATTEMPT_SHARE`]⁻¹ of the isl budget per rule
    /// application. Its effect when it completes with no side condition left undecided; `None`
    /// when a rule exceeded that budget or a side condition was left undecided (which the
    /// smaller budget may have caused), and then the `let` is split. The attempt's findings
    /// are dropped (the cases find them again); its store records for the garbage closure are
    /// kept (true facts whichever evaluation found them). A failure that already decides the
    /// verdict is kept and the attempt's error returned, as for the loop split (§4b). Without
    /// an isl budget there is no attempt (it could not be cut short).
    fn let_attempt_unsplit(
        &mut self,
        gamma: &ParamSet,
        h: &crate::presburger::SymbolicHeap,
        substituted: &Command,
    ) -> EResult<Option<Effect>> {
        if self.max_operations == 0 {
            return Ok(None);
        }
        let marks = (self.failures.len(), self.undecided.len());
        let merging = (self.merge_reads, self.merge_retries);
        let saved = self.max_operations;
        self.max_operations = (saved / LET_ATTEMPT_SHARE).max(1);
        self.let_attempt = true;
        self.budget();
        let whole = self.eval(gamma, h, substituted);
        self.max_operations = saved;
        self.let_attempt = false;
        self.budget();
        let abandoned = match &whole {
            Ok(_) => self.undecided.len() > marks.1,
            Err(e) => {
                super::rules::over_isl_budget(e)
                    && !self.failures[marks.0..]
                        .iter()
                        .any(|f| self.decides_invalid(f))
            }
        };
        if abandoned {
            self.failures.truncate(marks.0);
            self.undecided.truncate(marks.1);
            // A store that merged its reads under the attempt's smaller budget does not decide
            // how the cases evaluate theirs.
            (self.merge_reads, self.merge_retries) = merging;
            return Ok(None);
        }
        whole.map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{Loop, LoopSource, Origin};

    fn v(n: &str) -> Index {
        Index::var(n)
    }

    fn eval(i: &Index, env: &[(&str, i64)]) -> i64 {
        crate::symbolic::convert::index_to_aff(i)
            .eval(&|x| env.iter().find(|(n, _)| *n == x).map(|(_, k)| *k))
            .unwrap()
    }

    fn holds(c: &Cond<Index>, env: &[(&str, i64)]) -> bool {
        cond_to_cond(c)
            .eval(&|x| env.iter().find(|(n, _)| *n == x).map(|(_, k)| *k))
            .unwrap()
    }

    /// Exactly one case holds at every point, and its value is ι's there.
    #[test]
    fn cases_partition_the_valuations_and_agree_with_the_value() {
        // min(max(⌊(2a − b − 1)/8⌋, −1) + 1, c): Halide's clamped loop-partition bound.
        let i = Index::min(
            Index::plus(
                Index::max(
                    Index::floor_div(
                        Index::plus(
                            Index::scale(2, v("a")),
                            Index::plus(Index::scale(-1, v("b")), Index::Const(-1)),
                        ),
                        8,
                    )
                    .unwrap(),
                    Index::Const(-1),
                ),
                Index::Const(1),
            ),
            Index::select(
                Cond::cmp(CmpOp::Lt, v("a"), Index::Const(0)),
                v("c"),
                Index::plus(v("c"), Index::Const(2)),
            ),
        );
        let cs = cases(&i).unwrap();
        assert!(cs.len() >= 4);
        assert!(cs
            .iter()
            .all(|(_, v)| !crate::symbolic::inline::is_non_convex(v)));
        for a in -20..20 {
            for b in -20..20 {
                for c in -3..3 {
                    let env = [("a", a), ("b", b), ("c", c)];
                    let holding: Vec<_> = cs.iter().filter(|(p, _)| holds(p, &env)).collect();
                    assert_eq!(holding.len(), 1, "at {env:?}");
                    assert_eq!(eval(&holding[0].1, &env), eval(&i, &env), "at {env:?}");
                }
            }
        }
    }

    #[test]
    fn too_many_cases_are_refused() {
        let mut i = v("a0");
        for k in 1..8 {
            i = Index::min(i, Index::plus(v(&format!("a{k}")), Index::Const(k)));
        }
        assert!(cases(&i).is_none());
    }

    fn cmd(kind: CommandKind) -> Command {
        Command {
            kind,
            origin: Origin::default(),
        }
    }

    fn lp(var: &str, extent: Index, body: Command) -> Command {
        cmd(CommandKind::For(Loop {
            var: var.into(),
            extent,
            body: Box::new(body),
            source: LoopSource::Lanes { lanes: 4 },
        }))
    }

    #[test]
    fn a_variable_bounds_a_loop_through_lets_but_not_through_asserts() {
        let skip = cmd(CommandKind::Skip);
        // let y = x + 1 in for i < y do skip
        let through_let = cmd(CommandKind::Let {
            var: "y".into(),
            value: Index::plus(v("x"), Index::Const(1)),
            body: Box::new(lp("i", v("y"), skip.clone())),
        });
        assert!(bounds_a_loop(&through_let, "x"));
        // assume x ≤ 3 in for i < n do skip
        let assert_only = cmd(CommandKind::Assume {
            cond: Cond::cmp(CmpOp::Le, v("x"), Index::Const(3)),
            dropped: vec![],
            products: vec![],
            context: Cond::Const(true),
            body: Box::new(lp("i", v("n"), skip.clone())),
        });
        assert!(!bounds_a_loop(&assert_only, "x"));
        // for x < n do (for i < x do skip): the loop rebinds x.
        let rebound = lp("x", v("n"), lp("i", v("x"), skip));
        assert!(!bounds_a_loop(&rebound, "x"));
    }
}
