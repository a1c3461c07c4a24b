//! Which SMT attempt a disjunct starts with, learned from the disjuncts of the same template
//! pair already decided in the check (docs/engine.md §2a).
//!
//! The attempts at a disjunct run cheapest first (docs/engine.md §2): the ones without
//! definitions, then the shallow ones, which unfold the specification one step, then the deep
//! ones (plain, on the calls that complete, with the specification unfolded first). The
//! disjuncts of one template pair are the same equality under different cases of the path
//! condition, so the attempt that proves one tends to be the one that proves the next: where a
//! deep attempt proved a pair's disjunct, its next disjunct starts with that attempt. The order
//! changes no answer: every attempt of the cascade still runs when the one tried first does not
//! prove (`smt_check::query_disjunct_staged`).

use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::presburger::TemplateId;

/// A template pair: the computed value's template and the specification's.
pub type TemplatePair = (TemplateId, TemplateId);

/// Which deep attempt proved a disjunct: the flags of its query, and the time it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeepAttempt {
    /// Only the calls that complete (`¬aborts`).
    pub completing_calls_only: bool,
    /// The implementation's tensors unfolded last.
    pub specification_first: bool,
    /// How long the proof took: the next disjunct's deep-first attempt gets a few times as
    /// long (`smt_check::query_disjunct_staged`).
    pub took: std::time::Duration,
}

/// The deep attempt each template pair's next disjunct starts with.
#[derive(Debug, Default)]
pub struct AttemptOrder {
    first: Mutex<BTreeMap<TemplatePair, DeepAttempt>>,
}

impl AttemptOrder {
    /// The map, whether or not a thread panicked while holding it (each update is one
    /// insertion or removal, never left half-done).
    fn pairs(&self) -> MutexGuard<'_, BTreeMap<TemplatePair, DeepAttempt>> {
        self.first.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The deep attempt the pair's next disjunct starts with, if any (otherwise the cascade
    /// runs cheapest first).
    pub fn first_attempt(&self, pair: TemplatePair) -> Option<DeepAttempt> {
        self.pairs().get(&pair).copied()
    }

    /// The pairs that start with a deep attempt, and that attempt.
    pub fn entries(&self) -> Vec<(TemplatePair, DeepAttempt)> {
        self.pairs().iter().map(|(p, a)| (*p, *a)).collect()
    }

    /// Takes over what another order learned (a forked child's, `check::parallel`): each of
    /// its pairs starts with its attempt. Only an order of attempts: any order decides every
    /// disjunct the same way (docs/engine.md §2a).
    pub fn learn(&self, entries: &[(TemplatePair, DeepAttempt)]) {
        let mut pairs = self.pairs();
        for (pair, attempt) in entries {
            pairs.insert(*pair, *attempt);
        }
    }

    /// Records what proved a disjunct of the pair: a deep attempt, or (`None`) one of the
    /// cheaper ones, after which the pair's disjuncts start cheapest first again.
    pub fn proved(&self, pair: TemplatePair, by: Option<DeepAttempt>) {
        let mut pairs = self.pairs();
        match by {
            Some(attempt) => pairs.insert(pair, attempt),
            None => pairs.remove(&pair),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_starts_with_the_deep_attempt_that_last_proved_it() {
        let order = AttemptOrder::default();
        let (a, b) = (
            (TemplateId(1), TemplateId(2)),
            (TemplateId(1), TemplateId(3)),
        );
        let plain = DeepAttempt {
            completing_calls_only: false,
            specification_first: false,
            took: std::time::Duration::from_millis(40),
        };
        let spec_first = DeepAttempt {
            specification_first: true,
            ..plain
        };
        assert_eq!(order.first_attempt(a), None);
        order.proved(a, Some(plain));
        assert_eq!(order.first_attempt(a), Some(plain));
        assert_eq!(
            order.first_attempt(b),
            None,
            "other pairs start cheapest first"
        );
        order.proved(a, Some(spec_first));
        assert_eq!(order.first_attempt(a), Some(spec_first));
        order.proved(a, None);
        assert_eq!(order.first_attempt(a), None);
    }
}
