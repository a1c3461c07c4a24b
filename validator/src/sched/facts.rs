//! Path facts: the affine Boolean assumptions of a typing context Γ (thesis §4.4: loop bounds,
//! branch conditions, assertions) and a small sound prover for `Γ ⊢ e > 0`.
//!
//! The prover only answers "proved" when the claim follows by linear reasoning from the
//! facts: interval bounds of single variables, plus at most two facts combined with unit
//! weights. A failure to prove is never an error in itself; callers then refuse the rewrite.

use super::index::{CmpOp, Cond, Index, Linear};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

/// The affine facts that hold on the current path.
#[derive(Debug, Default)]
pub struct Facts {
    conds: Vec<Cond<Index>>,
    /// What each prefix of the facts has derived (entry `n` for the first `n` facts). It
    /// depends on those facts only, so it is reused while they are the path's; entries past a
    /// [`Facts::truncate`] mark are dropped, since a later push replaces those facts.
    prefixes: RefCell<Vec<Prefix>>,
}

/// What one prefix of the facts has derived.
#[derive(Debug, Default)]
struct Prefix {
    /// The answers of [`Facts::proves_nonneg_index`], by claim.
    answers: HashMap<Index, bool>,
    /// The facts' linear consequences ([`Facts::consequences`]), once built: once per prefix
    /// instead of once per claim, and extended by the facts pushed after it.
    consequences: Option<Rc<Consequences>>,
    /// The facts as linear forms over variables and atoms ([`Facts::linearized`]), once built.
    linearized: Option<Rc<LinearFacts>>,
}

/// The facts as the inequalities [`Facts::refutes_negation`] reasons with: every `min`, `max`,
/// `⌊a/n⌋` and `a mod n` of the facts an atom, defined in `atoms`. They depend on the facts
/// alone, so they are built once per prefix and extended by the facts pushed after it.
#[derive(Clone, Debug, Default)]
struct LinearFacts {
    atoms: Atoms,
    forms: Vec<Linear>,
}

/// What [`Facts::proves_nonneg`] reads from the facts: the forms `F ≥ 0` that single facts
/// imply (in the order of the facts), and the interval bounds of single variables among them.
#[derive(Clone, Debug)]
struct Consequences {
    forms: Vec<Linear>,
    bounds: Bounds,
}

impl Clone for Facts {
    /// The same facts, with no answers kept (a clone is usually extended with a case); the
    /// consequences of its facts are shared, since they depend on the facts alone.
    fn clone(&self) -> Facts {
        let prefixes = self
            .prefixes
            .borrow()
            .iter()
            .map(|p| Prefix {
                answers: HashMap::new(),
                consequences: p.consequences.clone(),
                linearized: p.linearized.clone(),
            })
            .collect();
        Facts {
            conds: self.conds.clone(),
            prefixes: RefCell::new(prefixes),
        }
    }
}

/// Bound on the substitutions of [`Facts::fixed_value`].
const FIXED_VALUE_STEPS: usize = 16;

/// Bound on how many facts are combined pairwise (keeps proofs cheap on deep nests).
const PAIR_LIMIT: usize = 48;

impl Facts {
    /// No facts.
    pub fn new() -> Facts {
        Facts::default()
    }

    /// Adds a fact.
    pub fn push(&mut self, c: Cond<Index>) {
        self.conds.push(c);
    }

    /// Number of facts (a mark for [`Facts::truncate`]).
    pub fn len(&self) -> usize {
        self.conds.len()
    }

    /// True when there are no facts.
    pub fn is_empty(&self) -> bool {
        self.conds.is_empty()
    }

    /// Drops the facts added after `mark`.
    pub fn truncate(&mut self, mark: usize) {
        self.conds.truncate(mark);
        self.prefixes.get_mut().truncate(mark + 1);
    }

    /// The facts, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Cond<Index>> {
        self.conds.iter()
    }

    /// The linear forms `F ≥ 0` implied by single facts, with their interval bounds (the same
    /// forms in the same order as derived from scratch, so the same answers).
    fn consequences(&self) -> Rc<Consequences> {
        self.derived(
            |p| &mut p.consequences,
            Consequences::none,
            |cur, c| {
                let from = cur.forms.len();
                for k in c.conjuncts() {
                    collect_nonneg(k, &mut cur.forms);
                }
                cur.bounds.add_forms(&cur.forms[from..]);
            },
        )
    }

    /// The facts as linear forms and atom definitions.
    fn linearized(&self) -> Rc<LinearFacts> {
        self.derived(
            |p| &mut p.linearized,
            LinearFacts::default,
            |cur, c| {
                for k in c.conjuncts() {
                    cur.atoms.collect(k, &mut cur.forms);
                }
            },
        )
    }

    /// A derivation from the facts kept per prefix (`slot`): the entry of the facts as they
    /// are, or that of the longest prefix already derived (else `empty`) extended fact by fact
    /// with `extend`, then kept.
    fn derived<T: Clone>(
        &self,
        slot: impl Fn(&mut Prefix) -> &mut Option<Rc<T>>,
        empty: impl FnOnce() -> T,
        mut extend: impl FnMut(&mut T, &Cond<Index>),
    ) -> Rc<T> {
        let n = self.conds.len();
        let mut prefixes = self.prefixes_up_to(n);
        if let Some(d) = slot(&mut prefixes[n]) {
            return Rc::clone(d);
        }
        let (start, mut cur) = (0..n)
            .rev()
            .find_map(|k| Some((k, T::clone(slot(&mut prefixes[k]).as_ref()?))))
            .unwrap_or_else(|| (0, empty()));
        for c in &self.conds[start..] {
            extend(&mut cur, c);
        }
        let d = Rc::new(cur);
        *slot(&mut prefixes[n]) = Some(Rc::clone(&d));
        d
    }

    /// The derivations of the prefixes, with an entry for every prefix up to `n` facts.
    fn prefixes_up_to(&self, n: usize) -> std::cell::RefMut<'_, Vec<Prefix>> {
        let mut prefixes = self.prefixes.borrow_mut();
        if prefixes.len() <= n {
            prefixes.resize_with(n + 1, Prefix::default);
        }
        prefixes
    }

    /// Decides `Γ ⊢ e > 0` soundly (may answer `false` for true claims).
    pub fn proves_positive(&self, e: &Index) -> bool {
        // ⌊a/n⌋ > 0 ⟺ a ≥ n (n > 0): Halide's tile counts `(extent + k) / tile`.
        if let Index::FloorDiv(a, n) = e {
            let Some(l) = a.linear() else { return false };
            return l
                .add_scaled(1, &Linear::constant(-*n))
                .is_some_and(|t| self.proves_nonneg(&t));
        }
        let Some(l) = e.linear() else { return false };
        let Some(target) = l.add_scaled(1, &Linear::constant(-1)) else {
            return false;
        };
        self.proves_nonneg(&target)
    }

    /// Decides a condition under the facts soundly: `Some(true)` when they prove it,
    /// `Some(false)` when they prove its negation, `None` when neither is proved.
    pub fn decides(&self, c: &Cond<Index>) -> Option<bool> {
        let le = |a: &Index, b: &Index| Cond::Cmp(CmpOp::Le, a.clone(), b.clone());
        match c {
            Cond::Const(b) => Some(*b),
            Cond::Cmp(CmpOp::Le, a, b) => {
                let proves = |a: &Index, b: &Index| {
                    self.proves_nonneg_index(&Index::minus(b.clone(), a.clone()))
                };
                // ¬(a ≤ b) ⟺ b + 1 ≤ a over the integers.
                let b1 = Index::plus(b.clone(), Index::Const(1));
                match (proves(a, b), proves(&b1, a)) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                }
            }
            // a < b ⟺ a + 1 ≤ b.
            Cond::Cmp(CmpOp::Lt, a, b) => {
                self.decides(&le(&Index::plus(a.clone(), Index::Const(1)), b))
            }
            Cond::Cmp(CmpOp::Eq, a, b) => {
                self.decides(&Cond::And(Box::new(le(a, b)), Box::new(le(b, a))))
            }
            Cond::Cmp(CmpOp::Ne, a, b) => self
                .decides(&Cond::Cmp(CmpOp::Eq, a.clone(), b.clone()))
                .map(|eq| !eq),
            Cond::Not(a) => self.decides(a).map(|v| !v),
            Cond::And(a, b) => match (self.decides(a), self.decides(b)) {
                (Some(false), _) | (_, Some(false)) => Some(false),
                (Some(true), Some(true)) => Some(true),
                _ => None,
            },
            Cond::Or(a, b) => match (self.decides(a), self.decides(b)) {
                (Some(true), _) | (_, Some(true)) => Some(true),
                (Some(false), Some(false)) => Some(false),
                _ => None,
            },
        }
    }

    /// The constant value of a linear `e` when the equalities among the facts fix it, directly
    /// or through other variables (`b.stride.1 == b.extent.0` and `--assume 'b.extent.0 == 1'`
    /// fix `b.stride.1`; so does a specialization's condition). Exact: only facts `a = b` are
    /// used, by substitution.
    pub fn fixed_value(&self, e: &Index) -> Option<i64> {
        let mut cur = e.linear()?;
        // Definitions `v = L` from the equalities, constant ones first.
        let mut defs: Vec<(String, Linear)> = Vec::new();
        for c in &self.conds {
            for k in c.conjuncts() {
                let Cond::Cmp(CmpOp::Eq, a, b) = k else {
                    continue;
                };
                let (Some(la), Some(lb)) = (a.linear(), b.linear()) else {
                    continue;
                };
                for (x, y) in [(&la, &lb), (&lb, &la)] {
                    // x = y with x a single variable of coefficient ±1 (plus a constant).
                    if let [(v, k @ (1 | -1))] = x.coeffs.iter().collect::<Vec<_>>()[..] {
                        let Some(rest) = y.add_scaled(-1, &Linear::constant(x.constant)) else {
                            continue;
                        };
                        let Some(def) = Linear::default().add_scaled(*k, &rest) else {
                            continue;
                        };
                        if !def.coeffs.contains_key(v) {
                            defs.push((v.clone(), def));
                        }
                    }
                }
            }
        }
        defs.sort_by_key(|(_, d)| !d.coeffs.is_empty());
        for _ in 0..FIXED_VALUE_STEPS {
            if cur.coeffs.is_empty() {
                return Some(cur.constant);
            }
            let (v, def) = defs.iter().find(|(v, _)| cur.coeffs.contains_key(v))?;
            let k = cur.coeffs[v];
            let mut next = cur.clone();
            next.coeffs.remove(v);
            cur = next.add_scaled(k, def)?;
        }
        None
    }

    /// `e` with every `min`/`max` whose winner the facts prove replaced by that side
    /// (exact under the facts: Halide's simplifier drops such a `max(e, 16)` in an index
    /// when an assert proves `e ≥ 16`, but not in the allocation's extents).
    pub fn simplify(&self, e: &Index) -> Index {
        let ge = |a: &Index, b: &Index| {
            let d = Index::minus(a.clone(), b.clone());
            self.proves_nonneg_index(&d)
        };
        match e {
            Index::Min(a, b) => {
                let (a, b) = (self.simplify(a), self.simplify(b));
                if ge(&b, &a) {
                    a
                } else if ge(&a, &b) {
                    b
                } else {
                    Index::min(a, b)
                }
            }
            Index::Max(a, b) => {
                let (a, b) = (self.simplify(a), self.simplify(b));
                if ge(&a, &b) {
                    a
                } else if ge(&b, &a) {
                    b
                } else {
                    Index::max(a, b)
                }
            }
            Index::Add(a, b) => Index::plus(self.simplify(a), self.simplify(b)),
            Index::Scale(n, a) => Index::scale(*n, self.simplify(a)),
            other => other.clone(),
        }
    }

    /// Decides `Γ ⊢ e ≥ 0` soundly for an index expression: linear forms, `⌊a/n⌋` with
    /// `a ≥ 0`, `a mod n`, `min` of two, `max` with one non-negative side, and a `min` or
    /// `max` inside a sum or scaling (`min(16·r, 372) + ℓ`, a clamped vector base plus its
    /// lane) by cases: `e[min(a, b)] ≥ 0` when `a ≤ b ⊢ e[a] ≥ 0` and `b ≤ a ⊢ e[b] ≥ 0`
    /// (at most [`CASE_SPLITS`] nested splits).
    pub fn proves_nonneg_index(&self, e: &Index) -> bool {
        let n = self.conds.len();
        if let Some(&known) = self.prefixes.borrow().get(n).and_then(|p| p.answers.get(e)) {
            return known;
        }
        let proved = self.nonneg_by_cases(e, CASE_SPLITS);
        self.prefixes_up_to(n)[n].answers.insert(e.clone(), proved);
        proved
    }

    fn nonneg_by_cases(&self, e: &Index, splits: usize) -> bool {
        match e {
            Index::FloorDiv(a, _) => self.nonneg_by_cases(a, splits),
            Index::Mod(..) => true,
            Index::Min(a, b) => self.nonneg_by_cases(a, splits) && self.nonneg_by_cases(b, splits),
            Index::Max(a, b) => {
                self.nonneg_by_cases(a, splits)
                    || self.nonneg_by_cases(b, splits)
                    || self.nonneg_in_cases(e, splits)
            }
            _ => match e.linear() {
                Some(l) => self.proves_nonneg(&l),
                None => self.nonneg_in_cases(e, splits) || self.refutes_negation(e),
            },
        }
    }

    /// `e ≥ 0` by the two cases of its first `min`/`max` reachable through sums and scalings.
    fn nonneg_in_cases(&self, e: &Index, splits: usize) -> bool {
        if splits == 0 {
            return false;
        }
        let Some(cases) = split_min_max(e) else {
            return false;
        };
        cases.into_iter().all(|(case, branch)| {
            let mut f = self.clone();
            f.push(case);
            f.nonneg_by_cases(&branch, splits - 1)
        })
    }

    /// Decides `Γ ⊢ L ≥ 0` soundly for a linear form.
    pub fn proves_nonneg(&self, target: &Linear) -> bool {
        let derived = self.consequences();
        let (forms, bounds) = (&derived.forms, &derived.bounds);
        if bounds.lower(target).is_some_and(|b| b >= 0) {
            return true;
        }
        let rest: Vec<Linear> = forms
            .iter()
            .filter_map(|f| target.add_scaled(-1, f))
            .collect();
        if rest.iter().any(|r| bounds.lower(r).is_some_and(|b| b >= 0)) {
            return true;
        }
        let recent = &forms[forms.len().saturating_sub(PAIR_LIMIT)..];
        for (i, fi) in recent.iter().enumerate() {
            let Some(ti) = target.add_scaled(-1, fi) else {
                continue;
            };
            for fj in &recent[i + 1..] {
                if let Some(r) = ti.add_scaled(-1, fj) {
                    if bounds.lower(&r).is_some_and(|b| b >= 0) {
                        return true;
                    }
                }
            }
        }
        self.refutes_negation(&Index::from_linear(target))
    }

    /// `Γ ⊢ e ≥ 0` by refuting `Γ ∧ e < 0` with Fourier–Motzkin elimination, where every
    /// `⌊a/n⌋` (and `a mod n = a − n·⌊a/n⌋`) of the facts and of `e` is a variable `q` with its
    /// exact definition `n·q ≤ a ≤ n·q + n − 1`, and every `min`/`max` a variable bounded by
    /// both of its sides. Only the facts connected to `e` through shared variables take part.
    /// Needed e.g. where a loop `for (v, 0, ⌊a/16⌋)` is the only evidence of `a ≥ 16`
    /// (sgemm's generic path, whose tile buffer has the extent `max(a, 16)`).
    fn refutes_negation(&self, e: &Index) -> bool {
        let facts = self.linearized();
        // The claim's own atoms are those of the facts where they coincide, new ones after.
        let mut atoms = Atoms {
            names: BTreeMap::new(),
            defs: Vec::new(),
            next: facts.atoms.next,
            base: Some(Rc::clone(&facts)),
        };
        let Some(goal) = atoms.linearize(e) else {
            return false;
        };
        let Some(negated) = Linear::constant(-1).add_scaled(-1, &goal) else {
            return false;
        };
        let forms: Vec<&Linear> = (facts.forms.iter())
            .chain(&facts.atoms.defs)
            .chain(&atoms.defs)
            .chain([&negated])
            .collect();
        super::fourier_motzkin::refutes(&connected(forms))
    }
}

/// The forms that share variables, directly or through other forms, with the last one.
fn connected(forms: Vec<&Linear>) -> Vec<&Linear> {
    let Some(last) = forms.last() else {
        return forms;
    };
    let mut vars: BTreeSet<&str> = last.coeffs.keys().map(String::as_str).collect();
    let mut taken = vec![false; forms.len()];
    loop {
        let mut grew = false;
        for (i, f) in forms.iter().enumerate() {
            if !taken[i] && f.coeffs.keys().any(|v| vars.contains(v.as_str())) {
                taken[i] = true;
                vars.extend(f.coeffs.keys().map(String::as_str));
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    forms
        .into_iter()
        .zip(taken)
        .filter_map(|(f, t)| t.then_some(f))
        .collect()
}

/// The structure an atom stands for, over the linear forms of its operands.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum AtomKey {
    Min(Linear, Linear),
    Max(Linear, Linear),
    Div(Linear, i64),
}

/// Variables standing for the non-linear parts of index expressions, with their definitions.
#[derive(Clone, Debug, Default)]
struct Atoms {
    /// The atoms of the facts, when these are a claim's: looked up first.
    base: Option<Rc<LinearFacts>>,
    /// Number of atoms named so far (with the base's).
    next: usize,
    /// Atom variable by the structure it stands for.
    names: BTreeMap<AtomKey, String>,
    /// `F ≥ 0` forms defining the atoms.
    defs: Vec<Linear>,
}

impl Atoms {
    /// The atom variable of `key`; `define` gives its defining forms the first time.
    fn atom(
        &mut self,
        key: AtomKey,
        define: impl FnOnce(&Linear) -> Option<Vec<Linear>>,
    ) -> Option<Linear> {
        let known = self.base.as_ref().and_then(|b| b.atoms.names.get(&key));
        let q = match known.or_else(|| self.names.get(&key)) {
            Some(q) => q.clone(),
            None => {
                // Not a Halide identifier, so never a program variable.
                let q = format!("⟨{}⟩", self.next);
                self.next += 1;
                let ql = Index::var(q.clone()).linear()?;
                self.defs.extend(define(&ql)?);
                self.names.insert(key, q.clone());
                q
            }
        };
        Index::var(q).linear()
    }

    /// `e` as a linear form over program variables and atoms; `None` for a `select`.
    fn linearize(&mut self, e: &Index) -> Option<Linear> {
        Some(match e {
            Index::Var(_) | Index::Const(_) => e.linear()?,
            Index::Add(a, b) => self.linearize(a)?.add_scaled(1, &self.linearize(b)?)?,
            Index::Scale(n, a) => Linear::default().add_scaled(*n, &self.linearize(a)?)?,
            Index::FloorDiv(a, n) => self.floor_div(a, *n)?,
            Index::Mod(a, n) => {
                let la = self.linearize(a)?;
                la.add_scaled(-*n, &self.floor_div(a, *n)?)?
            }
            Index::Min(a, b) | Index::Max(a, b) => {
                let (la, lb) = (self.linearize(a)?, self.linearize(b)?);
                let is_min = matches!(e, Index::Min(..));
                let key = if is_min {
                    AtomKey::Min(la.clone(), lb.clone())
                } else {
                    AtomKey::Max(la.clone(), lb.clone())
                };
                self.atom(key, |m| {
                    let sign = if is_min { 1 } else { -1 };
                    // min: a − m ≥ 0, b − m ≥ 0; max: m − a ≥ 0, m − b ≥ 0.
                    Some(vec![
                        Linear::default()
                            .add_scaled(sign, &la)?
                            .add_scaled(-sign, m)?,
                        Linear::default()
                            .add_scaled(sign, &lb)?
                            .add_scaled(-sign, m)?,
                    ])
                })?
            }
            Index::Select(..) => return None,
        })
    }

    /// The atom `q = ⌊a/n⌋`, defined by `a − n·q ≥ 0` and `n·q + n − 1 − a ≥ 0`.
    fn floor_div(&mut self, a: &Index, n: i64) -> Option<Linear> {
        let la = self.linearize(a)?;
        self.atom(AtomKey::Div(la.clone(), n), |q| {
            Some(vec![
                la.add_scaled(-n, q)?,
                Linear::constant(n - 1)
                    .add_scaled(n, q)?
                    .add_scaled(-1, &la)?,
            ])
        })
    }

    /// Adds the forms `F ≥ 0` that the atomic fact `c` states (nothing for a disequality or
    /// a fact with a `select`).
    fn collect(&mut self, c: &Cond<Index>, out: &mut Vec<Linear>) {
        let mut diff = |a: &Index, b: &Index, minus: i64| -> Option<Linear> {
            let (la, lb) = (self.linearize(a)?, self.linearize(b)?);
            lb.add_scaled(-1, &la)?
                .add_scaled(1, &Linear::constant(-minus))
        };
        match c {
            Cond::Cmp(CmpOp::Le, a, b) => out.extend(diff(a, b, 0)),
            Cond::Cmp(CmpOp::Lt, a, b) => out.extend(diff(a, b, 1)),
            Cond::Cmp(CmpOp::Eq, a, b) => {
                out.extend(diff(a, b, 0));
                out.extend(diff(b, a, 0));
            }
            Cond::Not(inner) => match inner.as_ref() {
                Cond::Cmp(CmpOp::Lt, a, b) => out.extend(diff(b, a, 0)),
                Cond::Cmp(CmpOp::Le, a, b) => out.extend(diff(b, a, 1)),
                Cond::Cmp(CmpOp::Ne, a, b) => {
                    out.extend(diff(a, b, 0));
                    out.extend(diff(b, a, 0));
                }
                _ => {}
            },
            _ => {}
        }
    }
}

/// Bound on nested case splits in [`Facts::proves_nonneg_index`] (2^k cases).
const CASE_SPLITS: usize = 4;

/// The two cases of the first `min(a, b)` / `max(a, b)` of `e` reachable through sums and
/// scalings: `[(a ≤ b, e[a]), (b ≤ a, e[b])]` for `min` (the other way for `max`). Both cases
/// together cover every valuation, and in each one `e` equals its branch.
fn split_min_max(e: &Index) -> Option<[(Cond<Index>, Index); 2]> {
    let le = |x: &Index, y: &Index| Cond::cmp(CmpOp::Le, x.clone(), y.clone());
    match e {
        Index::Min(a, b) => Some([(le(a, b), (**a).clone()), (le(b, a), (**b).clone())]),
        Index::Max(a, b) => Some([(le(b, a), (**a).clone()), (le(a, b), (**b).clone())]),
        Index::Add(x, y) => {
            if let Some(cs) = split_min_max(x) {
                Some(cs.map(|(c, bx)| (c, Index::plus(bx, (**y).clone()))))
            } else {
                split_min_max(y).map(|cs| cs.map(|(c, by)| (c, Index::plus((**x).clone(), by))))
            }
        }
        Index::Scale(n, x) => {
            split_min_max(x).map(|cs| cs.map(|(c, bx)| (c, Index::scale(*n, bx))))
        }
        _ => None,
    }
}

fn diff(a: &Index, b: &Index, minus: i64) -> Option<Linear> {
    b.linear()?
        .add_scaled(-1, &a.linear()?)?
        .add_scaled(1, &Linear::constant(-minus))
}

/// Adds the forms `F ≥ 0` that the atomic fact `c` implies.
fn collect_nonneg(c: &Cond<Index>, out: &mut Vec<Linear>) {
    // max(a, b) ≤ c implies a ≤ c and b ≤ c; c ≤ min(a, b) implies c ≤ a and c ≤ b (Halide's
    // bounds asserts are written so).
    match c {
        Cond::Cmp(op @ (CmpOp::Le | CmpOp::Lt), Index::Max(a, b), r) => {
            collect_nonneg(&Cond::Cmp(*op, (**a).clone(), r.clone()), out);
            collect_nonneg(&Cond::Cmp(*op, (**b).clone(), r.clone()), out);
            return;
        }
        Cond::Cmp(op @ (CmpOp::Le | CmpOp::Lt), l, Index::Min(a, b)) => {
            collect_nonneg(&Cond::Cmp(*op, l.clone(), (**a).clone()), out);
            collect_nonneg(&Cond::Cmp(*op, l.clone(), (**b).clone()), out);
            return;
        }
        // `v = max(a, b)` (a `let` of a clamp) gives `a ≤ v` and `b ≤ v`, `v = min(…)` the
        // upper bounds, through the rules above.
        Cond::Cmp(CmpOp::Eq, a, b) if a.linear().is_none() || b.linear().is_none() => {
            collect_nonneg(&Cond::Cmp(CmpOp::Le, a.clone(), b.clone()), out);
            collect_nonneg(&Cond::Cmp(CmpOp::Le, b.clone(), a.clone()), out);
            return;
        }
        _ => {}
    }
    let mut push = |f: Option<Linear>| out.extend(f);
    match c {
        Cond::Cmp(CmpOp::Le, a, b) => push(diff(a, b, 0)),
        Cond::Cmp(CmpOp::Lt, a, b) => push(diff(a, b, 1)),
        Cond::Cmp(CmpOp::Eq, a, b) => {
            push(diff(a, b, 0));
            push(diff(b, a, 0));
        }
        Cond::Not(inner) => match inner.as_ref() {
            Cond::Cmp(CmpOp::Lt, a, b) => push(diff(b, a, 0)),
            Cond::Cmp(CmpOp::Le, a, b) => push(diff(b, a, 1)),
            Cond::Cmp(CmpOp::Ne, a, b) => {
                push(diff(a, b, 0));
                push(diff(b, a, 0));
            }
            _ => {}
        },
        _ => {}
    }
}

impl Consequences {
    fn none() -> Consequences {
        Consequences {
            forms: Vec::new(),
            bounds: Bounds {
                lo: BTreeMap::new(),
                hi: BTreeMap::new(),
            },
        }
    }
}

/// Interval bounds of single variables, from facts over one variable.
#[derive(Clone, Debug)]
struct Bounds {
    lo: BTreeMap<String, i64>,
    hi: BTreeMap<String, i64>,
}

impl Bounds {
    /// Tightens the bounds by the forms over one variable among `forms`.
    fn add_forms(&mut self, forms: &[Linear]) {
        let b = self;
        for f in forms {
            if f.coeffs.len() != 1 {
                continue;
            }
            let Some((v, &c)) = f.coeffs.iter().next() else {
                continue;
            };
            // c·v + k ≥ 0
            let k = f.constant;
            if c > 0 {
                // v ≥ ⌈-k / c⌉
                let Some(nk) = k.checked_neg() else { continue };
                let Some(lo) = nk
                    .div_euclid(c)
                    .checked_add(i64::from(nk.rem_euclid(c) != 0))
                else {
                    continue;
                };
                let e = b.lo.entry(v.clone()).or_insert(lo);
                *e = (*e).max(lo);
            } else if let Some(nc) = c.checked_neg() {
                // v ≤ ⌊k / -c⌋
                let hi = k.div_euclid(nc);
                let e = b.hi.entry(v.clone()).or_insert(hi);
                *e = (*e).min(hi);
            }
        }
    }

    /// A lower bound of the linear form, if every variable is bounded on the needed side.
    fn lower(&self, l: &Linear) -> Option<i64> {
        let mut acc = l.constant;
        for (v, &c) in &l.coeffs {
            let bound = if c > 0 {
                self.lo.get(v)?
            } else {
                self.hi.get(v)?
            };
            acc = acc.checked_add(c.checked_mul(*bound)?)?;
        }
        Some(acc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: &str) -> Index {
        Index::var(n)
    }

    #[test]
    fn derived_bounds_follow_the_facts_they_were_derived_from() {
        // `x − 5 ≥ 0` from the interval bound of `x`, asked of the prover directly (no memo):
        // the bounds derived under `x ≥ 5` must not survive a truncate, a push of `x ≥ 0` at
        // the same depth, or serve a clone's longer prefix.
        let claim = Linear::constant(-5)
            .add_scaled(1, &v("x").linear().expect("linear"))
            .expect("form");
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("y")));
        let mark = f.len();
        assert!(!f.proves_nonneg(&claim));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(5), v("x")));
        assert!(f.proves_nonneg(&claim));
        f.truncate(mark);
        assert!(!f.proves_nonneg(&claim));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("x")));
        assert!(!f.proves_nonneg(&claim));
        let mut g = f.clone();
        g.push(Cond::cmp(CmpOp::Le, Index::Const(7), v("x")));
        assert!(g.proves_nonneg(&claim));
        assert!(!f.proves_nonneg(&claim));
        g.truncate(mark);
        assert!(!g.proves_nonneg(&claim));
    }

    #[test]
    fn remembered_answers_follow_the_facts_they_were_decided_under() {
        // `x − 5 ≥ 0` (through a `min`, so the cases and the memo are used) is proved under
        // `x ≥ 5` and must not be under `x ≥ 0`, pushed at the same depth after a truncate.
        let claim = Index::plus(Index::min(v("x"), v("y")), Index::Const(-5));
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(5), v("y")));
        let mark = f.len();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(5), v("x")));
        assert!(f.proves_nonneg_index(&claim));
        assert!(f.proves_nonneg_index(&claim));
        f.truncate(mark);
        assert!(!f.proves_nonneg_index(&claim));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("x")));
        assert!(!f.proves_nonneg_index(&claim));
        // A clone extended with the missing fact decides afresh.
        let mut g = f.clone();
        g.push(Cond::cmp(CmpOp::Le, Index::Const(6), v("x")));
        assert!(g.proves_nonneg_index(&claim));
        assert!(!f.proves_nonneg_index(&claim));
    }

    #[test]
    fn loop_bounds_prove_extent_positive() {
        let mut f = Facts::new();
        assert!(!f.proves_positive(&v("n")));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("x")));
        f.push(Cond::cmp(CmpOp::Lt, v("x"), v("n")));
        assert!(f.proves_positive(&v("n")));
        assert!(f.proves_positive(&Index::plus(v("n"), Index::Const(3))));
        assert!(!f.proves_positive(&Index::plus(v("n"), Index::Const(-1))));
    }

    #[test]
    fn tile_counts_and_max_bounds() {
        let mut f = Facts::new();
        let tiles = Index::floor_div(Index::plus(v("e"), Index::Const(493)), 406).unwrap();
        assert!(!f.proves_positive(&tiles));
        // Halide's output-bounds assert: max(max(r, 0) + min(e, 384), 384) <= e.
        let lhs = Index::max(
            Index::plus(
                Index::max(v("r"), Index::Const(0)),
                Index::min(v("e"), Index::Const(384)),
            ),
            Index::Const(384),
        );
        f.push(Cond::cmp(CmpOp::Le, lhs, v("e")));
        assert!(f.proves_positive(&tiles));
        assert!(f.proves_positive(&Index::plus(v("e"), Index::Const(-383))));
        assert!(!f.proves_positive(&Index::plus(v("e"), Index::Const(-384))));
        let too_big = Index::floor_div(Index::plus(v("e"), Index::Const(1)), 400).unwrap();
        assert!(!f.proves_positive(&too_big));
        // Non-negativity: e ≥ 384 so ⌊(e + 1)/400⌋ ≥ 0, and any `mod`.
        assert!(f.proves_nonneg_index(&too_big));
        assert!(f.proves_nonneg_index(&Index::modulo(v("q"), 3).unwrap()));
        assert!(!f.proves_nonneg_index(&v("q")));
        // e ≥ 384 decides max(e, 16) and min(e, 16); not max(q, 16).
        let m = Index::max(v("e"), Index::Const(16));
        assert_eq!(f.simplify(&m), v("e"));
        assert_eq!(
            f.simplify(&Index::min(v("e"), Index::Const(16))),
            Index::Const(16)
        );
        let q = Index::max(v("q"), Index::Const(16));
        assert_eq!(f.simplify(&q), q);
    }

    #[test]
    fn linearized_facts_follow_the_facts_they_were_built_from() {
        // `a − 16 ≥ 0` is proved only by refutation over the atom `⌊a/16⌋` (a loop
        // `for (v, 0, ⌊a/16⌋)`); the forms linearized under `v < t` must not survive a truncate
        // and a push of `v ≤ t` at the same depth, nor serve the facts a clone started from.
        let claim = Index::plus(v("a"), Index::Const(-16));
        let mut f = Facts::new();
        f.push(Cond::cmp(
            CmpOp::Eq,
            v("t"),
            Index::floor_div(v("a"), 16).unwrap(),
        ));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("v")));
        let mark = f.len();
        assert!(!f.refutes_negation(&claim));
        f.push(Cond::cmp(CmpOp::Lt, v("v"), v("t")));
        assert!(f.refutes_negation(&claim));
        f.truncate(mark);
        f.push(Cond::cmp(CmpOp::Le, v("v"), v("t")));
        assert!(!f.refutes_negation(&claim));
        let mut g = f.clone();
        g.push(Cond::cmp(CmpOp::Lt, v("v"), v("t")));
        assert!(g.refutes_negation(&claim));
        assert!(!f.refutes_negation(&claim));
        // The claim's own atoms: `⌊a/16⌋` is the facts' atom, `⌊a/32⌋` a new one after it.
        let half = Index::minus(
            Index::scale(2, Index::floor_div(v("a"), 32).unwrap()),
            Index::Const(1),
        );
        assert!(!g.refutes_negation(&Index::minus(Index::Const(-1), half.clone())));
        assert!(g.refutes_negation(&Index::minus(v("t"), half)));
    }

    #[test]
    fn tile_loop_proves_its_extent_through_the_division() {
        // let t = ⌊a/16⌋; for (v, 0, t): inside, a ≥ 16 and max(a, 16) = a (sgemm's generic path).
        let mut f = Facts::new();
        let t = Index::floor_div(v("a"), 16).unwrap();
        f.push(Cond::cmp(CmpOp::Eq, v("t"), t));
        let m = Index::max(v("a"), Index::Const(16));
        assert_eq!(
            f.simplify(&m),
            m,
            "the definition alone says nothing about a"
        );
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("v")));
        f.push(Cond::cmp(CmpOp::Lt, v("v"), v("t")));
        assert_eq!(f.simplify(&m), v("a"));
        assert!(f.proves_nonneg_index(&Index::plus(v("a"), Index::Const(-16))));
        assert!(!f.proves_nonneg_index(&Index::plus(v("a"), Index::Const(-17))));
        // 16·v ≤ a − 16 as well (v < ⌊a/16⌋), but not 16·v ≤ a − 17.
        let slack = |k| {
            Index::minus(
                Index::plus(v("a"), Index::Const(k)),
                Index::scale(16, v("v")),
            )
        };
        assert!(f.proves_nonneg_index(&slack(-16)));
        assert!(!f.proves_nonneg_index(&slack(-17)));
        // a mod 16 is a − 16·⌊a/16⌋ exactly: a − (a mod 16) ≥ 16.
        let r = Index::minus(v("a"), Index::modulo(v("a"), 16).unwrap());
        assert!(f.proves_nonneg_index(&Index::plus(r.clone(), Index::Const(-16))));
        assert!(!f.proves_nonneg_index(&Index::plus(r, Index::Const(-17))));
    }

    #[test]
    fn fixed_values_from_equalities() {
        let mut f = Facts::new();
        assert_eq!(f.fixed_value(&v("m")), None);
        assert_eq!(f.fixed_value(&Index::Const(4)), Some(4));
        f.push(Cond::and(
            Cond::cmp(CmpOp::Le, Index::Const(0), v("q")),
            Cond::cmp(CmpOp::Eq, v("m"), Index::Const(1)),
        ));
        f.push(Cond::cmp(
            CmpOp::Eq,
            Index::Const(7),
            Index::plus(v("n"), Index::Const(2)),
        ));
        assert_eq!(f.fixed_value(&v("m")), Some(1));
        assert_eq!(f.fixed_value(&v("n")), Some(5));
        assert_eq!(
            f.fixed_value(&Index::plus(v("n"), Index::Const(1))),
            Some(6)
        );
        assert_eq!(f.fixed_value(&v("q")), None);
        // Through another variable: s = m fixes s to 1.
        f.push(Cond::cmp(CmpOp::Eq, v("s"), v("m")));
        assert_eq!(f.fixed_value(&Index::scale(-3, v("s"))), Some(-3));
        f.push(Cond::cmp(CmpOp::Eq, v("u"), v("w")));
        assert_eq!(f.fixed_value(&v("u")), None);
    }

    #[test]
    fn clamped_vector_base_plus_lane_is_in_range_by_cases() {
        // stencil_chain's `repeat_edge[min(16·(r + t224), 372) + ℓ | …]` with `t224 = max(t208, 0)`:
        // in [0, 388) for 0 ≤ r, 0 ≤ ℓ < 16 — the folded row needs no carry.
        let mut f = Facts::new();
        f.push(Cond::cmp(
            CmpOp::Eq,
            v("t"),
            Index::max(v("s"), Index::Const(0)),
        ));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("r")));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("l")));
        f.push(Cond::cmp(CmpOp::Lt, v("l"), Index::Const(16)));
        let base = Index::min(
            Index::scale(16, Index::plus(v("r"), v("t"))),
            Index::Const(372),
        );
        let x = Index::plus(base.clone(), v("l"));
        assert!(f.proves_nonneg_index(&x));
        assert!(f.proves_nonneg_index(&Index::minus(Index::Const(387), x.clone())));
        // One more lane would leave the row: not provable (and false for r large).
        let x1 = Index::plus(x.clone(), Index::Const(1));
        assert!(!f.proves_nonneg_index(&Index::minus(Index::Const(387), x1)));
        // Without the let's lower bound t ≥ 0 (t = max(s, 0)) the lower bound is not provable.
        let mut g = Facts::new();
        g.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("r")));
        g.push(Cond::cmp(CmpOp::Le, Index::Const(0), v("l")));
        assert!(!g.proves_nonneg_index(&x));
        // A max with neither side non-negative on its own: max(a, −a) ≥ 0 by cases.
        let m = Index::max(v("a"), Index::scale(-1, v("a")));
        assert!(Facts::new().proves_nonneg_index(&Index::plus(m, Index::Const(0))));
    }

    #[test]
    fn assertion_facts() {
        let mut f = Facts::new();
        f.push(Cond::negate(Cond::cmp(CmpOp::Lt, v("m"), Index::Const(8))));
        assert!(f.proves_positive(&v("m")));
        assert!(f.proves_positive(&Index::plus(v("m"), Index::Const(-7))));
        assert!(!f.proves_positive(&Index::plus(v("m"), Index::Const(-8))));
        assert!(!f.proves_positive(&Index::scale(-1, v("m"))));
    }
}
