//! S-ASSIGN's "reads defined" (`Γ ⊢ reads(e) ⊆ dom(h)`, thesis §5.3) decided by Z3 when isl's
//! subtraction exceeds the isl budget.
//!
//! isl decides the inclusion by subtracting every piece of `dom(h)` from every piece of the
//! reads; with the pieces a loop-partitioned, storage-folded producer leaves (dozens on each
//! side, with floor divisions by the fold factors, under a path condition of many disjuncts)
//! that can cost more than the budget. The same question as a
//! formula, `Γ ⟹ ⋀_a (R_a ⟹ D_a)`, is linear integer arithmetic with floor division and
//! modulo by constants, and Z3 answers it directly. The formula is exact (every existential
//! of the sets is a floor division, [`crate::presburger::ParamSet::dnf`]), so a proof is a
//! proof; anything else (a counterexample, a timeout) leaves the question undecided, as
//! before.

use std::time::{Duration, Instant};

use z3::ast::{Bool, Int};

use crate::presburger::profile::timed;
use crate::presburger::{LocationSet, PResult, ParamSet, PresburgerError};
use crate::smt::lia::dnf_term;
use crate::smt::solver::{check_validity, SmtResult};

use super::Evaluator;

/// Z3's time limit for one inclusion.
pub const INCLUSION_SMT_TIMEOUT: Duration = Duration::from_secs(30);

impl Evaluator {
    /// `Γ ⊢ cells ⊆ d`: isl's subtraction, and, when that exceeds the isl budget, Z3 on the
    /// same formula ([`proves_inclusion`]); the isl operations exporting it get a budget of
    /// their own, as does the rest of the rule. Not proved by Z3, the budget error stands.
    pub(crate) fn included(
        &self,
        cells: &LocationSet,
        d: &LocationSet,
        gamma: &ParamSet,
    ) -> PResult<bool> {
        match cells.is_subset_within(d, gamma) {
            Err(e @ PresburgerError::ResourceLimit(_)) => {
                self.budget();
                let proved = timed("reads defined by SMT", || {
                    proves_inclusion(cells, d, gamma, INCLUSION_SMT_TIMEOUT, self.deadline)
                });
                self.budget();
                match proved {
                    Ok(true) => Ok(true),
                    _ => Err(e),
                }
            }
            r => r,
        }
    }
}

/// Whether Z3 proves `Γ ⊢ cells ⊆ d` within `timeout` (shortened to `deadline`).
pub fn proves_inclusion(
    cells: &LocationSet,
    d: &LocationSet,
    gamma: &ParamSet,
    timeout: Duration,
    deadline: Option<Instant>,
) -> PResult<bool> {
    let timeout = match deadline {
        Some(t) => timeout.min(t.saturating_duration_since(Instant::now())),
        None => timeout,
    };
    if timeout.is_zero() {
        return Ok(false);
    }
    let coordinate = |array: &str, k: usize| format!("{array}@{k}");
    let domain = d.dnf_by_array(&coordinate)?;
    let mut var = |name: &str| Int::new_const(format!("int:{name}"));
    let mut goals = Vec::new();
    for (array, read) in cells.dnf_by_array(&coordinate)? {
        let written = domain
            .iter()
            .find(|(a, _)| *a == array)
            .map(|(_, w)| dnf_term(w, &mut var))
            .unwrap_or_else(|| Bool::from_bool(false));
        goals.push(dnf_term(&read, &mut var).implies(&written));
    }
    let premise = dnf_term(&gamma.dnf()?, &mut var);
    let goal = Bool::and(&goals);
    Ok(matches!(
        check_validity(&[premise], &goal, &[], timeout),
        SmtResult::Valid
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presburger::{Aff, Ctx};

    /// `{a⟨i⟩ : lo ≤ i < hi}`.
    fn cells(ctx: &Ctx, lo: Aff, hi: Aff) -> LocationSet {
        LocationSet::location(ctx, "a", &[Aff::var("i")])
            .and_then(|l| l.union_over("i", &lo, &hi))
            .expect("cells")
    }

    /// The written cells of a tile loop `for t < ⌈n/16⌉: a[min(16t, n − 16) + 0..16]` (the
    /// shifted last tile), and a read of `n` cells at a stride-2 subset of them.
    fn tiles_and_read(ctx: &Ctx) -> (LocationSet, LocationSet, ParamSet) {
        let n = || Aff::var("n");
        let base = Aff::Min(
            Box::new(Aff::Scale(16, Box::new(Aff::var("t")))),
            Box::new(n() + Aff::cst(-16)),
        );
        let written = cells(ctx, base.clone(), base + Aff::cst(16))
            .union_over(
                "t",
                &Aff::cst(0),
                &Aff::FloorDiv(Box::new(n() + Aff::cst(15)), 16),
            )
            .expect("tiles");
        let read = LocationSet::location(ctx, "a", &[Aff::Scale(2, Box::new(Aff::var("j")))])
            .and_then(|l| l.union_over("j", &Aff::cst(0), &Aff::FloorDiv(Box::new(n()), 2)))
            .expect("read");
        let gamma = ParamSet::from_cond(ctx, &Aff::var("n").ge(Aff::cst(16))).expect("gamma");
        (read, written, gamma)
    }

    #[test]
    fn z3_proves_an_inclusion_that_holds() {
        let ctx = Ctx::new().expect("ctx");
        let (read, written, gamma) = tiles_and_read(&ctx);
        assert!(read.is_subset_within(&written, &gamma).expect("isl"));
        assert!(
            proves_inclusion(&read, &written, &gamma, INCLUSION_SMT_TIMEOUT, None).expect("smt")
        );
    }

    #[test]
    fn z3_does_not_prove_an_inclusion_that_fails() {
        let ctx = Ctx::new().expect("ctx");
        let (_, written, gamma) = tiles_and_read(&ctx);
        // One cell past the last tile.
        let past = cells(&ctx, Aff::cst(0), Aff::var("n") + Aff::cst(1));
        assert!(!past.is_subset_within(&written, &gamma).expect("isl"));
        assert!(
            !proves_inclusion(&past, &written, &gamma, INCLUSION_SMT_TIMEOUT, None).expect("smt")
        );
        // A read of another array, which nothing writes.
        let other = LocationSet::location(&ctx, "b", &[Aff::cst(0)]).expect("b");
        assert!(
            !proves_inclusion(&other, &written, &gamma, INCLUSION_SMT_TIMEOUT, None).expect("smt")
        );
    }

    #[test]
    fn an_inclusion_over_the_isl_budget_is_decided_by_z3_and_only_when_it_holds() {
        let ctx = Ctx::new().expect("ctx");
        let ev = Evaluator::new(ctx.clone(), 0);
        let (read, written, gamma) = tiles_and_read(&ctx);
        // One isl operation: the subtraction exceeds it; the fallback restores the
        // evaluator's budget (none) for the export and Z3 proves the inclusion.
        ctx.set_max_operations(1);
        assert!(read.is_subset_within(&written, &gamma).is_err());
        ctx.set_max_operations(1);
        assert_eq!(ev.included(&read, &written, &gamma), Ok(true));
        // Not included: the budget error stands (undecided), never an answer.
        let past = cells(&ctx, Aff::cst(0), Aff::var("n") + Aff::cst(1));
        ctx.set_max_operations(1);
        assert!(matches!(
            ev.included(&past, &written, &gamma),
            Err(PresburgerError::ResourceLimit(_))
        ));
    }
}
