//! The in-bounds side condition of S-ASSIGN (thesis Fig. 5.4) for every assignment, checked
//! before the symbolic evaluation proper, under the same path conditions Γ as the rules build
//! (S-IF, S-LET, S-SEQLOOP, S-PARLOOP, `assume`, S-ALLOCATE's extents) but without any heap.
//!
//! The check needs nothing of the heap, so a program whose heap evaluation exceeds the isl
//! budget (a faulty flattening that scatters a line buffer, say) is still rejected with its
//! out-of-bounds write and witness instead of becoming UNKNOWN. Each assignment is checked
//! once: when the pass completes, S-ASSIGN skips the check.

use crate::presburger::{Aff, ParamSet};
use crate::sched::{Command, CommandKind, Shape};

use super::convert::{cond_to_cond, index_to_aff, indices_to_affs};
use super::{EvalError, Evaluator};

impl Evaluator {
    /// Checks every assignment of `c` in bounds of its array under `gamma` (failures and
    /// undecided checks are recorded as S-ASSIGN records them). An error (an isl resource
    /// limit while building a path condition) stops the pass; the caller then leaves the
    /// remaining checks to S-ASSIGN.
    pub fn check_write_bounds(&mut self, gamma: &ParamSet, c: &Command) -> Result<(), EvalError> {
        self.budget();
        match &c.kind {
            CommandKind::Skip => Ok(()),
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => cs
                .iter()
                .try_for_each(|c| self.check_write_bounds(gamma, c)),
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
                self.bounds_under(gamma, &p, then_c)?;
                self.bounds_under(gamma, &np, else_c)
            }
            CommandKind::Assume { cond, body, .. } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                self.bounds_under(gamma, &p, body)
            }
            CommandKind::Let { var, value, body } => {
                // As S-LET: non-convex values are substituted, others become `x = ι` in Γ.
                if super::inline::is_non_convex(value) {
                    if let Some(b) = super::inline::substitute_command(body, var, value) {
                        return self.check_write_bounds(gamma, &b);
                    }
                }
                let eq = Aff::var(var).eq(index_to_aff(value));
                let p = ParamSet::from_cond(&self.ctx, &eq)?;
                self.bounds_under(gamma, &p, body)
            }
            CommandKind::Allocate {
                array, shape, body, ..
            } => {
                let extents = match shape {
                    Shape::Known(es) => Some(indices_to_affs(es)),
                    Shape::Unknown { .. } => None,
                };
                let saved = self.shapes.insert(array.to_string(), extents);
                let r = self.check_write_bounds(gamma, body);
                match saved {
                    Some(s) => self.shapes.insert(array.to_string(), s),
                    None => self.shapes.remove(array),
                };
                r
            }
            CommandKind::For(l) | CommandKind::Par(l) => {
                let range =
                    ParamSet::range(&self.ctx, &l.var, &Aff::cst(0), &index_to_aff(&l.extent))?;
                self.bounds_under(gamma, &range, &l.body)
            }
        }
    }

    /// `c` under `Γ ∧ p`, skipped when that is empty (as the rules skip unreachable code).
    fn bounds_under(
        &mut self,
        gamma: &ParamSet,
        p: &ParamSet,
        c: &Command,
    ) -> Result<(), EvalError> {
        let g = gamma.and(p)?;
        if g.is_empty()? {
            return Ok(());
        }
        self.check_write_bounds(&g, c)
    }
}
