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
///
/// The work is done on linear forms (a coefficient per variable and a constant): a condition
/// closed over a loop nest has tens of holes and constraints, and substituting expression
/// trees into one another made them grow with every definition. Each definition comes out
/// in one canonical form (variables in name order, then the constant), so disjuncts that
/// define a hole by equal expressions define it by equal terms. A constraint that is not
/// linear (the exported conditions are, `presburger::pieces`) defines nothing; the
/// definitions found are implied by the conjunction either way.
pub(super) fn solve_holes(conj: &[Constraint], holes: &[String]) -> BTreeMap<String, Aff> {
    let mut rest: Vec<Linear> = conj
        .iter()
        .filter(|k| k.kind == ConstraintKind::EqZero)
        .filter_map(|k| Linear::of(&k.expr))
        .collect();
    let mut defs: Vec<(String, Linear)> = Vec::new();
    loop {
        let found = rest.iter().enumerate().find_map(|(pos, k)| {
            holes.iter().find_map(|h| match k.coefficient(h) {
                c @ (1 | -1) => Some((pos, h.clone(), c)),
                _ => None,
            })
        });
        let Some((pos, h, c)) = found else { break };
        // c·h + r = 0, c = ±1: h = −c·r.
        let mut e = rest.remove(pos);
        e.coef.remove(&h);
        let Some(e) = e.scaled(-c) else { break };
        // A coefficient out of range stops the solving with the definitions found so far.
        let Some(r) = rest.iter().map(|k| k.substituted(&h, &e)).collect() else {
            break;
        };
        let Some(d) = defs
            .iter()
            .map(|(g, d)| Some((g.clone(), d.substituted(&h, &e)?)))
            .collect()
        else {
            break;
        };
        (rest, defs) = (r, d);
        defs.push((h, e));
    }
    defs.into_iter().map(|(h, e)| (h, e.to_aff())).collect()
}

/// `Σ cᵢ·xᵢ + constant`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Linear {
    coef: BTreeMap<String, i64>,
    constant: i64,
}

impl Linear {
    /// The linear form of `a`; `None` if it has a floor division, modulo or piecewise node,
    /// or a coefficient out of range.
    fn of(a: &Aff) -> Option<Linear> {
        let mut out = Linear {
            coef: BTreeMap::new(),
            constant: 0,
        };
        out.add(a, 1)?;
        Some(out)
    }

    /// `self += c·a`.
    fn add(&mut self, a: &Aff, c: i64) -> Option<()> {
        match a {
            Aff::Const(n) => {
                self.constant = self.constant.checked_add(n.checked_mul(c)?)?;
            }
            Aff::Var(v) => {
                let x = self.coef.entry(v.clone()).or_insert(0);
                *x = x.checked_add(c)?;
                if *x == 0 {
                    self.coef.remove(v);
                }
            }
            Aff::Add(p, q) => {
                self.add(p, c)?;
                self.add(q, c)?;
            }
            Aff::Scale(n, p) => self.add(p, c.checked_mul(*n)?)?,
            _ => return None,
        }
        Some(())
    }

    fn coefficient(&self, x: &str) -> i64 {
        self.coef.get(x).copied().unwrap_or(0)
    }

    fn scaled(&self, c: i64) -> Option<Linear> {
        let mut coef = BTreeMap::new();
        for (v, x) in &self.coef {
            coef.insert(v.clone(), x.checked_mul(c)?);
        }
        Some(Linear {
            coef,
            constant: self.constant.checked_mul(c)?,
        })
    }

    /// `self[x := e]`.
    fn substituted(&self, x: &str, e: &Linear) -> Option<Linear> {
        let c = self.coefficient(x);
        if c == 0 {
            return Some(self.clone());
        }
        let mut out = self.clone();
        out.coef.remove(x);
        for (v, k) in &e.coef {
            let y = out.coef.entry(v.clone()).or_insert(0);
            *y = y.checked_add(k.checked_mul(c)?)?;
            if *y == 0 {
                out.coef.remove(v);
            }
        }
        out.constant = out.constant.checked_add(e.constant.checked_mul(c)?)?;
        Some(out)
    }

    /// The canonical expression: the terms in the order of their variables' names, then the
    /// constant.
    fn to_aff(&self) -> Aff {
        let mut acc: Option<Aff> = None;
        for (v, c) in &self.coef {
            let t = match c {
                1 => Aff::var(v),
                _ => Aff::Scale(*c, Box::new(Aff::var(v))),
            };
            acc = Some(match acc {
                None => t,
                Some(a) => a + t,
            });
        }
        match (acc, self.constant) {
            (None, k) => Aff::Const(k),
            (Some(a), 0) => a,
            (Some(a), k) => a + Aff::Const(k),
        }
    }
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

    /// Two disjuncts that define a hole by the same expression written differently (the
    /// order of terms, a coefficient split in two) define it by one term, so that they share
    /// an encoding; and a chain of definitions comes out substituted.
    #[test]
    fn equal_definitions_come_out_as_equal_terms() {
        let eq = |expr| k(ConstraintKind::EqZero, expr);
        let holes: Vec<String> = ["j0", "k0"].iter().map(|s| s.to_string()).collect();
        let one = solve_holes(
            &[
                eq(Aff::var("j0") - Aff::var("n") - Aff::cst(1)),
                eq(Aff::var("k0") - Aff::var("j0") - Aff::var("m")),
            ],
            &holes,
        );
        let other = solve_holes(
            &[
                eq(Aff::var("m") + Aff::var("j0") - Aff::var("k0")),
                eq(Aff::cst(-1) + Aff::Scale(2, Box::new(Aff::var("j0")))
                    - Aff::var("n")
                    - Aff::var("j0")),
            ],
            &holes,
        );
        assert_eq!(one, other);
        let k0 = one.get("k0").expect("k0 solved");
        assert!(!k0.mentions("j0"), "{k0:?}");
        let env = |x: &str| match x {
            "n" => Some(4),
            "m" => Some(10),
            _ => None,
        };
        assert_eq!(k0.eval(&env).expect("eval"), 15);
    }
}
