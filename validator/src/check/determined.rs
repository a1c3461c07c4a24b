//! The hole variables a disjunct of a condition defines by unit equalities.
//!
//! A query asks `∀ params, holes: φ ⟹ E1 = E2` for one disjunct `φ`. A hole that `φ` defines
//! can be replaced by its definition in `E1` and `E2` without changing the question: every
//! assignment that satisfies `φ` gives it that value. Replacing it makes equal indices equal
//! terms, which the congruence attempt compares syntactically (`docs/engine.md` §3), and
//! disjuncts that define their holes the same way share one encoding.

use std::collections::BTreeMap;

use crate::presburger::{Aff, Constraint, ConstraintKind};

/// Solves the hole variables of a conjunction that a unit equality defines, as expressions
/// of the parameters and the other holes (each definition substituted into the rest, so the
/// definitions are acyclic).
pub(super) fn solve_holes(conj: &[Constraint], holes: &[String]) -> BTreeMap<String, Aff> {
    let mut rest: Vec<Constraint> = conj.to_vec();
    let mut defs: Vec<(String, Aff)> = Vec::new();
    loop {
        let found = rest.iter().enumerate().find_map(|(pos, k)| {
            if k.kind != ConstraintKind::EqZero {
                return None;
            }
            holes.iter().find_map(|h| match k.expr.linear_in(h) {
                Some((c, r)) if c == 1 || c == -1 => {
                    Some((pos, h.clone(), Aff::Scale(-c, Box::new(r))))
                }
                _ => None,
            })
        });
        let Some((pos, h, e)) = found else { break };
        rest.remove(pos);
        for k in rest.iter_mut() {
            k.expr = k.expr.substitute(&h, &e);
        }
        for (_, d) in defs.iter_mut() {
            *d = d.substitute(&h, &e);
        }
        defs.push((h, e));
    }
    defs.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(kind: ConstraintKind, expr: Aff) -> Constraint {
        Constraint { kind, expr }
    }

    #[test]
    fn holes_are_solved_from_unit_equalities() {
        // j0 − n − 1 = 0, k0 − j0 = 0, j1 ≥ 0 (j1 stays free).
        let conj = vec![
            k(
                ConstraintKind::EqZero,
                Aff::var("j0") - Aff::var("n") - Aff::cst(1),
            ),
            k(ConstraintKind::EqZero, Aff::var("k0") - Aff::var("j0")),
            k(ConstraintKind::NonNegative, Aff::var("j1")),
        ];
        let holes: Vec<String> = ["j0", "j1", "k0"].iter().map(|s| s.to_string()).collect();
        let defs = solve_holes(&conj, &holes);
        assert_eq!(defs.len(), 2);
        let env = |n: &str| (n == "n").then_some(4);
        for h in ["j0", "k0"] {
            let e = defs.get(h).expect("solved");
            assert!(!e.mentions("j0") && !e.mentions("k0"), "{h} := {e:?}");
            assert_eq!(e.eval(&env).expect("eval"), 5);
        }
        assert!(!defs.contains_key("j1"));
    }
}
