//! Prophetic evaluation `Γ ⊢ c : Δh` (thesis Fig. 5.3): the writes of a command computed from
//! its prophetic annotations alone, without evaluating right-hand sides or checking anything.
//! S-SEQLOOP needs the Δh of its body before evaluating it (Lemma 5.4.3: it equals the
//! symbolic Δh).

use crate::presburger::{Aff, ParamSet, SymbolicHeap};
use crate::sched::{Command, CommandKind};

use super::convert::{cond_to_cond, index_to_aff};
use super::{EvalError, Evaluator};

impl Evaluator {
    /// `Γ ⊢ c : Δh` (Fig. 5.3). `let` (for which the figure prints no rule) substitutes the
    /// bound expression as S-LET does; `assume ι in c` restricts to ι.
    pub fn prophetic(&mut self, c: &Command) -> Result<SymbolicHeap, EvalError> {
        match &c.kind {
            // skip ↦ ∅
            CommandKind::Skip => Ok(SymbolicHeap::empty(&self.ctx)?),
            // c1; c2 ↦ Δh1 ▷ Δh2
            CommandKind::Seq(cs) => {
                let mut acc = SymbolicHeap::empty(&self.ctx)?;
                for c in cs {
                    let d = self.prophetic(c)?;
                    acc = acc.update(&d)?;
                }
                Ok(acc)
            }
            // a[ι..]{t} := e ↦ {a⟨ι..⟩ → decompose(t)}
            CommandKind::Assign(a) => {
                let (id, holes) = self.decompose(a, &c.origin)?;
                let idx: Vec<Aff> = a.index.iter().map(index_to_aff).collect();
                Ok(SymbolicHeap::assign(&self.ctx, &a.array, &idx, id, &holes)?)
            }
            // if ι then c1 else c2 ↦ (Δh1 ∩ ι) ⊎ (Δh2 ∩ ¬ι)
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                let t = self.prophetic(then_c)?;
                let e = self.prophetic(else_c)?;
                Ok(SymbolicHeap::if_then_else(&p, &t, &e)?)
            }
            CommandKind::Let { var, value, body } => {
                // As in S-LET, a non-convex ι is substituted into the body (see `inline`).
                if super::inline::is_non_convex(value) {
                    if let Some(b) = super::inline::substitute_command(body, var, value) {
                        return self.prophetic(&b);
                    }
                }
                let d = self.prophetic(body)?;
                Ok(d.substitute_aff(var, &index_to_aff(value))?)
            }
            // allocate a in c ↦ Δh ∖ a
            CommandKind::Allocate { array, body, .. } => {
                Ok(self.prophetic(body)?.remove_array(array)?)
            }
            // for x < ι do c ↦ ▶_{0≤x<ι} Δh
            CommandKind::For(l) => {
                let d = self.prophetic(&l.body)?;
                Ok(d.iterated_update(&l.var, &index_to_aff(&l.extent))?)
            }
            // par x < ι do c ↦ v(⋃_{0≤x<ι} Δh)
            CommandKind::Par(l) => {
                let d = self.prophetic(&l.body)?;
                Ok(
                    d.union_over(&l.var, &Aff::cst(0), &index_to_aff(&l.extent))?
                        .pick_single()?,
                )
            }
            CommandKind::Assume { cond, body, .. } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                Ok(self.prophetic(body)?.restrict(&p)?)
            }
        }
    }
}
