//! The in-bounds side condition of S-ASSIGN (thesis Fig. 5.4) for every assignment, checked
//! before the symbolic evaluation proper, under the same path conditions Γ as the rules build
//! (S-IF, S-LET, S-SEQLOOP, S-PARLOOP, `assume`, S-ALLOCATE's extents) but without any heap.
//!
//! The check needs nothing of the heap, so a program whose heap evaluation exceeds the isl
//! budget (a faulty flattening that scatters a line buffer, say) is still rejected with its
//! out-of-bounds write and witness instead of becoming UNKNOWN. Each assignment is checked
//! once: when the pass completes, S-ASSIGN skips the check.
//!
//! Two steps: the path condition as a formula proves the stores it can
//! ([`super::bounds_smt`]); isl then walks only the commands that hold a store left over,
//! decides it with Γ as a set and draws the witness of a store out of bounds.

use std::collections::BTreeSet;

use crate::presburger::profile::timed;
use crate::presburger::{Aff, ParamSet};
use crate::sched::{Command, CommandKind, Shape};

use super::bounds_smt::{store_key, unproved_stores};
use super::convert::{cond_to_cond, index_to_aff, indices_to_affs};
use super::{EvalError, Evaluator, StoreKey};

impl Evaluator {
    /// Checks every assignment of `c` in bounds of its array under `gamma` (failures and
    /// undecided checks are recorded as S-ASSIGN records them). An error (an isl resource
    /// limit while building a path condition) stops the pass; the caller then leaves the
    /// remaining checks to S-ASSIGN.
    pub fn check_write_bounds(&mut self, gamma: &ParamSet, c: &Command) -> Result<(), EvalError> {
        let left = timed("in-bounds by SMT", || {
            unproved_stores(gamma, &self.shapes, c)
        })
        .ok();
        self.bounds_by_sets(gamma, c, left.as_ref())
    }

    /// The isl step of [`Evaluator::check_write_bounds`] on the stores of `left` (every store
    /// when `None`); a command that holds none of them is skipped.
    fn bounds_by_sets(
        &mut self,
        gamma: &ParamSet,
        c: &Command,
        left: Option<&BTreeSet<StoreKey>>,
    ) -> Result<(), EvalError> {
        if let Some(left) = left {
            let mut holds = false;
            c.walk(&mut |x| holds |= store_key(x).is_some_and(|k| left.contains(&k)));
            if !holds {
                return Ok(());
            }
        }
        self.budget();
        match &c.kind {
            CommandKind::Skip => Ok(()),
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => cs
                .iter()
                .try_for_each(|c| self.bounds_by_sets(gamma, c, left)),
            CommandKind::Assign(a) => {
                let loc = Self::location(&c.origin, Some(&a.array), None);
                let idx = indices_to_affs(&a.index);
                self.in_bounds(gamma, &idx, &a.array, &loc, a.flat.is_some());
                Ok(())
            }
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                let np = p.negate()?;
                self.bounds_under(gamma, &p, then_c, left)?;
                self.bounds_under(gamma, &np, else_c, left)
            }
            CommandKind::Assume { cond, body, .. } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                self.bounds_under(gamma, &p, body, left)
            }
            CommandKind::Let { var, value, body } => {
                // As S-LET: non-convex values are substituted, others become `x = ι` in Γ.
                if super::inline::is_non_convex(value) {
                    if let Some(b) = super::inline::substitute_command(body, var, value) {
                        return self.bounds_by_sets(gamma, &b, left);
                    }
                }
                let eq = Aff::var(var).eq(index_to_aff(value));
                let p = ParamSet::from_cond(&self.ctx, &eq)?;
                self.bounds_under(gamma, &p, body, left)
            }
            CommandKind::Allocate {
                array, shape, body, ..
            } => {
                let extents = match shape {
                    Shape::Known(es) => Some(indices_to_affs(es)),
                    Shape::Unknown { .. } => None,
                };
                let saved = self.shapes.insert(array.to_string(), extents);
                let r = self.bounds_by_sets(gamma, body, left);
                match saved {
                    Some(s) => self.shapes.insert(array.to_string(), s),
                    None => self.shapes.remove(array),
                };
                r
            }
            CommandKind::For(l) | CommandKind::Par(l) => {
                let range =
                    ParamSet::range(&self.ctx, &l.var, &Aff::cst(0), &index_to_aff(&l.extent))?;
                self.bounds_under(gamma, &range, &l.body, left)
            }
        }
    }

    /// `c` under `Γ ∧ p`, skipped when that is empty (as the rules skip unreachable code).
    fn bounds_under(
        &mut self,
        gamma: &ParamSet,
        p: &ParamSet,
        c: &Command,
        left: Option<&BTreeSet<StoreKey>>,
    ) -> Result<(), EvalError> {
        let g = gamma.and(p)?;
        if g.is_empty()? {
            return Ok(());
        }
        self.bounds_by_sets(&g, c, left)
    }
}
