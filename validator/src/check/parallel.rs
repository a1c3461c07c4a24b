//! Independent verification conditions discharged in forked children, several at a time
//! (`halide-tv check --jobs N`; docs/engine.md §4l).
//!
//! The conditions of a check share nothing but what the evaluation left behind (the SARE, the
//! template table, the isl sets of each condition), which the SMT layer only reads. Each
//! condition is decided in a child made by `fork` (`crate::smt::forked::spawn`): the child
//! holds a copy-on-write image of the evaluated check, decides its condition exactly as the
//! one-at-a-time loop would (its own queries fork again, as they do there), writes the outcome
//! and its SMT attempt tally to a pipe and exits. The parent keeps up to N children running and
//! takes the outcomes in any order; the report lists them in the conditions' order.
//!
//! The one-at-a-time loop stops at the first failed condition. Here, once condition `k` has
//! failed, no condition after `k` is started and the running ones after `k` are killed; the
//! conditions before `k` are still decided, so the outcomes returned are those of conditions
//! `0..=k`, as the loop returns them. A child that gives no answer (killed at the check's
//! deadline, or crashed) leaves its condition undecided with the reason: never proved.

use std::time::Instant;

use super::attempt_order::{AttemptOrder, DeepAttempt, Learned, TemplatePair};
use super::smt_check::{take_tally, AttemptTally, ObligationOutcome};
use crate::presburger::TemplateId;
use crate::smt::forked;
use crate::smt::wire::{Reader, Writer};
use crate::symbolic::{CheckKind, Failure, Location, Undecided, Witness};

/// The outcomes of conditions `0..n` (up to and including the first failed one), each decided
/// by `decide` in a forked child, `jobs` children at a time; `location(k)` is condition `k`'s
/// location, `deadline` the check's (children still running then are killed). `order` is the
/// attempt order `decide` uses: each child starts with what the children that ended before
/// it learned.
pub(super) fn decide_in_children<'l>(
    n: usize,
    jobs: usize,
    deadline: Option<Instant>,
    order: &AttemptOrder,
    decide: impl Fn(usize) -> ObligationOutcome,
    location: impl Fn(usize) -> &'l Location,
) -> Vec<ObligationOutcome> {
    let mut results: Vec<Option<ObligationOutcome>> = (0..n).map(|_| None).collect();
    let mut running: Vec<forked::Running> = Vec::new();
    let mut which: Vec<usize> = Vec::new();
    let mut next = 0;
    let mut first_failed = n;
    loop {
        while running.len() < jobs.max(1) && next < first_failed {
            let k = next;
            next += 1;
            let limit = match deadline {
                Some(d) => d.saturating_duration_since(Instant::now()),
                None => std::time::Duration::MAX,
            };
            let work = || {
                take_tally();
                let outcome = decide(k);
                encode(&outcome, &take_tally(), &order.entries())
            };
            match forked::spawn(limit, work) {
                Ok(child) => {
                    running.push(child);
                    which.push(k);
                }
                // No child (out of processes or memory): decided here, as one at a time.
                Err(_) => results[k] = Some(decide(k)),
            }
            if results[k].as_ref().is_some_and(is_failed) {
                first_failed = first_failed.min(k);
            }
        }
        let Some((pos, answer)) = forked::wait_any(&mut running) else {
            break;
        };
        let k = which.remove(pos);
        let outcome = match answer {
            Ok(bytes) => match decode(&bytes, location(k)) {
                Some((outcome, tally, learned)) => {
                    super::smt_check::add_tallies(&tally);
                    order.learn(&learned);
                    outcome
                }
                None => no_answer(location(k), "its answer could not be read".to_string()),
            },
            Err(forked::Forked::Killed) => no_answer(
                location(k),
                "it was stopped at the check's deadline".to_string(),
            ),
            Err(e @ (forked::Forked::Failed(_) | forked::Forked::Signalled(_))) => {
                no_answer(location(k), e.failure().unwrap_or_default())
            }
            Err(forked::Forked::Answer(_)) => {
                no_answer(location(k), "an unexpected answer".to_string())
            }
        };
        if is_failed(&outcome) && k < first_failed {
            first_failed = k;
            // The conditions after the first failure are not needed: their children are
            // killed (dropping a running child kills it).
            let mut i = 0;
            while i < running.len() {
                if which[i] > k {
                    drop(running.remove(i));
                    which.remove(i);
                } else {
                    i += 1;
                }
            }
        }
        results[k] = Some(outcome);
    }
    let last = first_failed.min(n.saturating_sub(1));
    results
        .into_iter()
        .take(last + 1)
        .enumerate()
        .map(|(k, r)| r.unwrap_or_else(|| no_answer(location(k), "it was not started".to_string())))
        .collect()
}

fn is_failed(o: &ObligationOutcome) -> bool {
    matches!(o, ObligationOutcome::Failed(_))
}

fn no_answer(location: &Location, why: String) -> ObligationOutcome {
    ObligationOutcome::Undecided(Undecided {
        location: location.clone(),
        reason: format!("the process that discharged this condition gave no answer: {why}"),
    })
}

fn check_code(k: CheckKind) -> u8 {
    match k {
        CheckKind::OutOfBoundsWrite => 0,
        CheckKind::UndefinedRead => 1,
        CheckKind::ReadWriteRace => 2,
        CheckKind::WriteWriteConflict => 3,
        CheckKind::UncoveredOutput => 4,
        CheckKind::ValueMismatch => 5,
    }
}

fn check_of(code: u8) -> Option<CheckKind> {
    Some(match code {
        0 => CheckKind::OutOfBoundsWrite,
        1 => CheckKind::UndefinedRead,
        2 => CheckKind::ReadWriteRace,
        3 => CheckKind::WriteWriteConflict,
        4 => CheckKind::UncoveredOutput,
        5 => CheckKind::ValueMismatch,
        _ => return None,
    })
}

/// A condition's outcome, its SMT attempt tally and the attempt order it ended with, as
/// bytes. The location is not sent: the parent knows it (every outcome of a condition is at
/// the condition's location).
fn encode(
    outcome: &ObligationOutcome,
    tally: &[AttemptTally],
    order: &[(TemplatePair, Learned)],
) -> Vec<u8> {
    let mut w = Writer::default();
    match outcome {
        ObligationOutcome::Proved => w.u8(b'P'),
        ObligationOutcome::Undecided(u) => {
            w.u8(b'U');
            w.text(&u.reason);
        }
        ObligationOutcome::Failed(f) => {
            w.u8(b'F');
            w.u8(check_code(f.check));
            w.text(&f.detail);
            match &f.witness {
                None => w.u8(0),
                Some(wit) => {
                    w.u8(1);
                    w.u64(wit.params.len() as u64);
                    for (name, v) in &wit.params {
                        w.text(name);
                        w.i64(*v);
                    }
                    match &wit.cell {
                        None => w.u8(0),
                        Some((array, idx)) => {
                            w.u8(1);
                            w.text(array);
                            w.u64(idx.len() as u64);
                            for v in idx {
                                w.i64(*v);
                            }
                        }
                    }
                }
            }
        }
    }
    w.u64(tally.len() as u64);
    for t in tally {
        w.text(&t.attempt);
        w.u64(t.runs as u64);
        w.u64(t.proofs as u64);
        w.u64(t.seconds.to_bits());
    }
    w.u64(order.len() as u64);
    for ((a, b), learned) in order {
        w.u64(u64::from(a.0));
        w.u64(u64::from(b.0));
        w.u8(u8::from(learned.stopping_calls_left_out));
        match learned.deep {
            None => w.u8(0),
            Some(attempt) => {
                w.u8(1);
                w.u8(u8::from(attempt.specification_first));
                w.u64(u64::try_from(attempt.took.as_nanos()).unwrap_or(u64::MAX));
            }
        }
    }
    w.0
}

type Answer = (
    ObligationOutcome,
    Vec<AttemptTally>,
    Vec<(TemplatePair, Learned)>,
);

/// The inverse of [`encode`]; `None` unless the bytes are exactly one encoded answer.
fn decode(bytes: &[u8], location: &Location) -> Option<Answer> {
    let mut r = Reader(bytes);
    let outcome = match r.u8()? {
        b'P' => ObligationOutcome::Proved,
        b'U' => ObligationOutcome::Undecided(Undecided {
            location: location.clone(),
            reason: r.text()?,
        }),
        b'F' => {
            let check = check_of(r.u8()?)?;
            let detail = r.text()?;
            let witness = match r.u8()? {
                0 => None,
                1 => {
                    let n = r.count()?;
                    let mut params = Vec::with_capacity(n);
                    for _ in 0..n {
                        params.push((r.text()?, r.i64()?));
                    }
                    let cell = match r.u8()? {
                        0 => None,
                        1 => {
                            let array = r.text()?;
                            let n = r.count()?;
                            let mut idx = Vec::with_capacity(n);
                            for _ in 0..n {
                                idx.push(r.i64()?);
                            }
                            Some((array, idx))
                        }
                        _ => return None,
                    };
                    Some(Witness { params, cell })
                }
                _ => return None,
            };
            ObligationOutcome::Failed(Failure {
                check,
                location: location.clone(),
                witness,
                detail,
            })
        }
        _ => return None,
    };
    let n = r.count()?;
    let mut tally = Vec::with_capacity(n);
    for _ in 0..n {
        tally.push(AttemptTally {
            attempt: r.text()?,
            runs: usize::try_from(r.u64()?).ok()?,
            proofs: usize::try_from(r.u64()?).ok()?,
            seconds: f64::from_bits(r.u64()?),
        });
    }
    let n = r.count()?;
    let mut order = Vec::with_capacity(n);
    for _ in 0..n {
        let a = TemplateId(u32::try_from(r.u64()?).ok()?);
        let b = TemplateId(u32::try_from(r.u64()?).ok()?);
        let flag = |f: u8| match f {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        };
        let stopping_calls_left_out = flag(r.u8()?)?;
        let deep = match flag(r.u8()?)? {
            false => None,
            true => Some(DeepAttempt {
                specification_first: flag(r.u8()?)?,
                took: std::time::Duration::from_nanos(r.u64()?),
            }),
        };
        let learned = Learned {
            stopping_calls_left_out,
            deep,
        };
        order.push(((a, b), learned));
    }
    r.is_done().then_some((outcome, tally, order))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn location() -> Location {
        Location {
            loop_path: vec!["f.s0.y".into(), "f.s0.x".into()],
            node: "store f".into(),
            array: Some("f".into()),
            spec: None,
        }
    }

    fn tally() -> Vec<AttemptTally> {
        vec![AttemptTally {
            attempt: "deep first".into(),
            runs: 7000,
            proofs: 6000,
            seconds: 1.25,
        }]
    }

    /// Every outcome comes back as it was sent, at the parent's location, with the tally and
    /// the attempt order.
    #[test]
    fn every_outcome_comes_back_from_the_child() {
        let at = location();
        let failed = ObligationOutcome::Failed(Failure {
            check: CheckKind::ValueMismatch,
            location: at.clone(),
            witness: Some(Witness {
                params: vec![("f.extent.0".into(), -3), ("n".into(), i64::MAX)],
                cell: Some(("f".into(), vec![0, -1, 7])),
            }),
            detail: "computed: 1\nspecification: 2".into(),
        });
        let undecided = ObligationOutcome::Undecided(Undecided {
            location: at.clone(),
            reason: "Z3 could not decide `a = b`: timeout".into(),
        });
        let deep = DeepAttempt {
            specification_first: false,
            took: std::time::Duration::from_millis(1234),
        };
        let order = vec![
            (
                (TemplateId(3), TemplateId(70_000)),
                Learned {
                    stopping_calls_left_out: true,
                    deep: Some(deep),
                },
            ),
            (
                (TemplateId(4), TemplateId(5)),
                Learned {
                    stopping_calls_left_out: true,
                    deep: None,
                },
            ),
            (
                (TemplateId(6), TemplateId(5)),
                Learned {
                    stopping_calls_left_out: false,
                    deep: Some(DeepAttempt {
                        specification_first: true,
                        ..deep
                    }),
                },
            ),
        ];
        for outcome in [ObligationOutcome::Proved, failed, undecided] {
            let bytes = encode(&outcome, &tally(), &order);
            let (back, t, o) = decode(&bytes, &at).expect("decodes");
            assert_eq!(format!("{back:?}"), format!("{outcome:?}"));
            assert_eq!(t, tally());
            assert_eq!(o, order);
            // A truncated or extended answer is refused.
            assert!(decode(&bytes[..bytes.len() - 1], &at).is_none());
            let mut longer = bytes.clone();
            longer.push(0);
            assert!(decode(&longer, &at).is_none());
        }
        assert!(decode(b"X", &at).is_none());
    }

    fn undecided_here() -> ObligationOutcome {
        ObligationOutcome::Undecided(Undecided {
            location: location(),
            reason: format!("decided by process {}", std::process::id()),
        })
    }

    /// Each condition is decided in a child process; after the first failed one nothing later
    /// is started or kept (the fourth condition, which would never end, is killed), and the
    /// outcomes are those of the conditions up to it, in order.
    #[test]
    fn conditions_are_decided_in_children_up_to_the_first_failure() {
        let at = location();
        let decide = |k: usize| match k {
            2 => ObligationOutcome::Failed(Failure {
                check: CheckKind::ValueMismatch,
                location: location(),
                witness: None,
                detail: "wrong".into(),
            }),
            3 => {
                std::thread::sleep(std::time::Duration::from_secs(3600));
                ObligationOutcome::Proved
            }
            _ => undecided_here(),
        };
        let order = AttemptOrder::default();
        let out = decide_in_children(6, 2, None, &order, decide, |_| &at);
        assert_eq!(out.len(), 3, "{out:?}");
        let here = format!("decided by process {}", std::process::id());
        for o in &out[..2] {
            match o {
                ObligationOutcome::Undecided(u) => {
                    assert!(u.reason.starts_with("decided by process "), "{u:?}");
                    assert_ne!(u.reason, here, "decided in this process");
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(is_failed(&out[2]), "{out:?}");
    }

    /// What a child's conditions taught the attempt order reaches the children started after
    /// it ended (through the parent).
    #[test]
    fn later_children_start_with_the_order_earlier_ones_learned() {
        let at = location();
        let order = AttemptOrder::default();
        let pair = (TemplateId(1), TemplateId(2));
        let deep = DeepAttempt {
            specification_first: false,
            took: std::time::Duration::from_millis(50),
        };
        let decide = |k: usize| {
            if k == 0 {
                order.proved(pair, Some(deep));
            }
            ObligationOutcome::Undecided(Undecided {
                location: location(),
                reason: format!("{:?}", order.first_attempt(pair)),
            })
        };
        let out = decide_in_children(2, 1, None, &order, decide, |_| &at);
        let reasons: Vec<String> = out
            .iter()
            .map(|o| match o {
                ObligationOutcome::Undecided(u) => u.reason.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(reasons, vec![format!("{:?}", Some(deep)); 2]);
        assert_eq!(
            order.first_attempt(pair),
            Some(deep),
            "the parent learned it too"
        );
    }

    /// A child still running at the check's deadline is killed and its condition undecided.
    #[test]
    fn a_condition_past_the_deadline_is_undecided() {
        let at = location();
        let deadline = Instant::now() + std::time::Duration::from_millis(300);
        let decide = |_: usize| {
            std::thread::sleep(std::time::Duration::from_secs(3600));
            ObligationOutcome::Proved
        };
        let order = AttemptOrder::default();
        let out = decide_in_children(2, 2, Some(deadline), &order, decide, |_| &at);
        assert_eq!(out.len(), 2);
        for o in &out {
            match o {
                ObligationOutcome::Undecided(u) => {
                    assert!(u.reason.contains("deadline"), "{u:?}")
                }
                other => panic!("{other:?}"),
            }
        }
    }
}
