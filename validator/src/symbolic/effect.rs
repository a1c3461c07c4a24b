//! The result `C, ⟨Δh; R⟩` of evaluating a command (thesis Fig. 5.4 `Γ; h ⊢ C ⟹ c : ⟨Δh; R⟩`)
//! and the operations the rules apply to all three parts at once.

use crate::presburger::{Aff, Ctx, LocationSet, PResult, ParamSet, SymbolicHeap};

use super::failure::{Obligation, ObligationKind};

/// `C, ⟨Δh; R⟩`: the verification conditions, the writes and the reads of a command.
pub struct Effect {
    /// C, one entry per rule instance that produced equalities.
    pub obligations: Vec<Obligation>,
    /// Δh: the last value written to each location.
    pub writes: SymbolicHeap,
    /// R: the locations read.
    pub reads: LocationSet,
}

impl Effect {
    /// `∅, ⟨∅; ∅⟩` (S-SKIP).
    pub fn empty(ctx: &Ctx) -> PResult<Effect> {
        Ok(Effect {
            obligations: Vec::new(),
            writes: SymbolicHeap::empty(ctx)?,
            reads: LocationSet::empty(ctx)?,
        })
    }

    /// Applies `f` to the constraints of every obligation.
    pub fn map_obligations(
        self,
        mut f: impl FnMut(&crate::presburger::Constraints) -> PResult<crate::presburger::Constraints>,
    ) -> PResult<Vec<Obligation>> {
        self.obligations
            .into_iter()
            .map(|o| {
                Ok(Obligation {
                    constraints: f(&o.constraints)?,
                    ..o
                })
            })
            .collect()
    }

    /// `C ∩ ι, ⟨Δh ∩ ι; R ∩ ι⟩` (S-IF one branch; `assume`) for an effect whose verification
    /// conditions are already inside ι, where `C ∩ ι = C` — those of a command evaluated with ι
    /// in its obligations' path condition (S-IF's branches, `assume`): S-ASSIGN restricts each
    /// condition to that path condition (or a stronger one), and what happens to it on the
    /// way out of the command keeps it inside ι (a loop's `⋃_x` and a `let`'s `x := e` bind
    /// names ι does not mention: names are never shadowed). Restricting them again would
    /// coalesce every condition once more at each `if` and assertion, for the same sets.
    pub fn restrict_state(self, c: &ParamSet) -> PResult<Effect> {
        Ok(Effect {
            obligations: self.obligations,
            writes: self.writes.restrict_to(c)?,
            reads: self.reads.restrict(c)?,
        })
    }

    /// `⋃_{lo≤x<hi} C` (S-SEQLOOP, S-PARLOOP), where S-ASSIGN's conditions are already
    /// closed over `x`: S-ASSIGN projects every loop variable around it out of its condition
    /// (`Evaluator::close_obligation`), after restricting it to a path condition that contains
    /// `lo ≤ x < hi`. Such a condition `C` no longer mentions `x` and `C ⊆ (lo < hi)`, so
    /// `∃x. C ∩ (lo ≤ x < hi) = C`: it is kept as it is (exact), which saves coalescing every
    /// condition again at every loop exit. Any other condition goes through `⋃_x`.
    pub fn obligations_over(self, x: &str, lo: &Aff, hi: &Aff) -> PResult<Vec<Obligation>> {
        self.obligations
            .into_iter()
            .map(|o| {
                if o.kind == ObligationKind::Assign && !o.constraints.involves(x)? {
                    return Ok(o);
                }
                Ok(Obligation {
                    constraints: o.constraints.union_over(x, lo, hi)?,
                    ..o
                })
            })
            .collect()
    }

    /// `C[x := ι], ⟨Δh[x := ι]; R[x := ι]⟩` (S-LET). A condition that does not mention `x`
    /// is kept as it is: `∃x. C ∩ (x = ι) = C`, as ι has a value everywhere (S-ASSIGN's
    /// conditions are closed over the `let`s around them, `Evaluator::close_obligation`).
    pub fn substitute(self, x: &str, e: &Aff) -> PResult<Effect> {
        let writes = self.writes.substitute_aff(x, e)?;
        let reads = self.reads.substitute_aff(x, e)?;
        let obligations = self
            .obligations
            .into_iter()
            .map(|o| {
                if !o.constraints.involves(x)? {
                    return Ok(o);
                }
                Ok(Obligation {
                    constraints: o.constraints.substitute_aff(x, e)?,
                    ..o
                })
            })
            .collect::<PResult<Vec<_>>>()?;
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }
}
