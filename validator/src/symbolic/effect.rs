//! The result `C, ⟨Δh; R⟩` of evaluating a command (thesis Fig. 5.4 `Γ; h ⊢ C ⟹ c : ⟨Δh; R⟩`)
//! and the operations the rules apply to all three parts at once.

use crate::presburger::{Aff, Ctx, LocationSet, PResult, ParamSet, SymbolicHeap};

use super::failure::Obligation;

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

    /// `C ∩ ι, ⟨Δh ∩ ι; R ∩ ι⟩` (S-IF one branch; `assume`).
    pub fn restrict(self, c: &ParamSet) -> PResult<Effect> {
        let writes = self.writes.restrict(c)?;
        let reads = self.reads.restrict(c)?;
        let obligations = self.map_obligations(|k| k.restrict(c))?;
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }

    /// `C[x := ι], ⟨Δh[x := ι]; R[x := ι]⟩` (S-LET).
    pub fn substitute(self, x: &str, e: &Aff) -> PResult<Effect> {
        let writes = self.writes.substitute_aff(x, e)?;
        let reads = self.reads.substitute_aff(x, e)?;
        let obligations = self.map_obligations(|k| k.substitute_aff(x, e))?;
        Ok(Effect {
            obligations,
            writes,
            reads,
        })
    }
}
