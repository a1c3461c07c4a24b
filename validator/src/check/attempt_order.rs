//! Which SMT attempt a disjunct starts with, learned from the disjuncts of the same template
//! pair already decided in the check (docs/engine.md §2a).
//!
//! The attempts at a disjunct run cheapest first (docs/engine.md §2): the ones without
//! definitions, then the shallow ones, which unfold the specification one step, then the deep
//! ones (plain, with the specification unfolded first). The disjuncts of one template pair are
//! the same equality under different cases of the path condition, so what proves one tends to
//! be what proves the next: where a deep attempt proved a pair's disjunct, its next disjunct
//! starts with that attempt, and where a disjunct held only without the calls that stop at a
//! failing assertion (§2c), the next one has them left out first. The order changes no
//! answer: every attempt of the cascade still runs when the one tried first does not prove,
//! and leaving the stopping calls out is exact (`smt_check::query_disjunct_staged`).

use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::presburger::TemplateId;

/// A template pair: the computed value's template and the specification's.
pub type TemplatePair = (TemplateId, TemplateId);

/// Which deep attempt proved a disjunct: the flags of its query, and the time it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeepAttempt {
    /// The implementation's tensors unfolded last.
    pub specification_first: bool,
    /// How long the proof took: the next disjunct's deep-first attempt gets a few times as
    /// long (`smt_check::query_disjunct_staged`).
    pub took: std::time::Duration,
}

/// What a template pair's next disjunct starts with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Learned {
    /// Leave the calls that stop at a failing assertion out of the disjunct first
    /// (`smt_check::without_stopping_calls`): the pair's last disjunct held only without them.
    pub stopping_calls_left_out: bool,
    /// The deep attempt that proved the pair's last disjunct, if one did.
    pub deep: Option<DeepAttempt>,
}

/// What each template pair's next disjunct starts with.
#[derive(Debug, Default)]
pub struct AttemptOrder {
    first: Mutex<BTreeMap<TemplatePair, Learned>>,
}

impl AttemptOrder {
    /// The map, whether or not a thread panicked while holding it (each update is one
    /// insertion or removal, never left half-done).
    fn pairs(&self) -> MutexGuard<'_, BTreeMap<TemplatePair, Learned>> {
        self.first.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The deep attempt the pair's next disjunct starts with, if any (otherwise the cascade
    /// runs cheapest first).
    pub fn first_attempt(&self, pair: TemplatePair) -> Option<DeepAttempt> {
        self.pairs().get(&pair).and_then(|l| l.deep)
    }

    /// Whether the pair's next disjunct has the calls that stop left out first.
    pub fn leaves_stopping_calls_out(&self, pair: TemplatePair) -> bool {
        self.pairs()
            .get(&pair)
            .is_some_and(|l| l.stopping_calls_left_out)
    }

    /// The pairs that start with something other than the cheapest attempt, and what.
    pub fn entries(&self) -> Vec<(TemplatePair, Learned)> {
        self.pairs().iter().map(|(p, a)| (*p, *a)).collect()
    }

    /// Takes over what another order learned (a forked child's, `check::parallel`): each of
    /// its pairs starts as it says. Only an order of attempts: any order decides every
    /// disjunct the same way (docs/engine.md §2a).
    pub fn learn(&self, entries: &[(TemplatePair, Learned)]) {
        let mut pairs = self.pairs();
        for (pair, learned) in entries {
            pairs.insert(*pair, *learned);
        }
    }

    /// Updates the pair's entry with `f`, and drops it when it says nothing.
    fn update(&self, pair: TemplatePair, f: impl FnOnce(&mut Learned)) {
        let mut pairs = self.pairs();
        let entry = pairs.entry(pair).or_default();
        f(entry);
        if *entry == Learned::default() {
            pairs.remove(&pair);
        }
    }

    /// Records what proved a disjunct of the pair: a deep attempt, or (`None`) one of the
    /// cheaper ones, after which the pair's disjuncts start cheapest first again.
    pub fn proved(&self, pair: TemplatePair, by: Option<DeepAttempt>) {
        self.update(pair, |l| l.deep = by);
    }

    /// Records whether a disjunct of the pair was proved by leaving its stopping calls out
    /// (`true`: the next one has them left out first) or was not (`false`: the next one starts
    /// with the attempts on the whole disjunct again).
    pub fn left_out_stopping_calls(&self, pair: TemplatePair, proved: bool) {
        self.update(pair, |l| l.stopping_calls_left_out = proved);
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
        assert!(order.entries().is_empty(), "nothing learned is kept");
    }

    #[test]
    fn a_pair_leaves_its_stopping_calls_out_first_once_that_proved_a_disjunct() {
        let order = AttemptOrder::default();
        let a = (TemplateId(1), TemplateId(2));
        let deep = DeepAttempt {
            specification_first: false,
            took: std::time::Duration::from_millis(40),
        };
        assert!(!order.leaves_stopping_calls_out(a));
        order.left_out_stopping_calls(a, true);
        assert!(order.leaves_stopping_calls_out(a));
        assert_eq!(order.first_attempt(a), None, "no deep attempt learned");
        // Both are kept side by side, each forgotten on its own.
        order.proved(a, Some(deep));
        assert!(order.leaves_stopping_calls_out(a));
        order.left_out_stopping_calls(a, false);
        assert_eq!(order.first_attempt(a), Some(deep));
        order.proved(a, None);
        assert!(order.entries().is_empty());
    }
}
