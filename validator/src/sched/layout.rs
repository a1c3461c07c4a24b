//! Buffer layouts and the delinearization of flat indices.
//!
//! Halide's storage flattening turns every multidimensional access `b(x0, …, xn−1)` into the
//! flat element offset `Σk (xk − mink)·sk` (thesis §9.7). The code generator only ever uses the
//! flat offset; the multidimensional index kept by the instrumentation is ghost. The validator
//! therefore reads the *flat* offset, and recovers coordinates from it exactly:
//!
//! * the flat term `F` is written as a polynomial whose indeterminates are the *layout atoms* —
//!   the variables the strides are made of (`b.stride.k` for a buffer of the pipeline, the
//!   extents of an allocation) — with coefficients that are ordinary index terms;
//! * it is divided by the strides from the outermost dimension in: `rk` collects the terms of
//!   `F` divisible by the leading monomial of `sk`, then `F := F − rk·sk`; what is left is `r0`
//!   (for a buffer whose `stride.0` is not known to be 1, `r0` is the quotient by `stride.0`
//!   and the remainder must be zero).
//!
//! By construction `F = Σk rk·sk` holds as an identity of integer polynomials, for every value
//! of every variable. The core index of the access is `(r0, …, rn−1)`, counted from 0 in each
//! dimension. This is exact, not a heuristic, because the symbolic evaluator checks every write
//! against `0 ≤ rk < extentk` and every read against the defined locations (which were written
//! in bounds or are an input's box): for a dense allocation (mixed-radix strides) in-bounds
//! coordinates and offsets are in bijection, so the modelled heap is the real memory; for a
//! buffer of the pipeline the same holds under Halide's own assumption that distinct in-bounds
//! coordinates of an output have distinct addresses. A division that leaves a coordinate
//! outside the affine fragment, or a remainder that no stride accounts for, is refused
//! (the access is then unsupported and the verdict UNKNOWN); a decomposition that is an
//! identity but not the in-bounds one can only make a check fail, never pass.

use super::facts::Facts;
use super::index::{CmpOp, Cond, Index};
use super::lower_expr::index_term;
use super::term::Term;
use super::typing::type_index;
use std::collections::{BTreeMap, BTreeSet};

/// How an array's elements are laid out in memory.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// An input or output buffer of the pipeline: the strides are the symbols `b.stride.k`.
    Buffer {
        /// The buffer's name (`b` in `b.stride.k`).
        name: String,
        /// Number of dimensions.
        dims: usize,
    },
    /// An allocation: dense, innermost dimension first, stride of dimension k the product of
    /// the extents of the dimensions before it (Halide's `StorageFlattening` for `Realize`).
    Dense(Vec<Index>),
    /// No known layout (an allocation without extents, thesis §9.7's unknown shape).
    Unknown,
}

/// A factor of a monomial: a layout atom, or any other term taken as a whole (a variable
/// that is not a layout atom, a division, a modulo, a min, …).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Factor {
    /// A layout atom (a stride symbol or a variable of an allocation's extents).
    Atom(String),
    /// Any other term, keyed by its structure (`Debug` text; equal keys are equal terms).
    Opaque(String),
}

/// A monomial: the multiset of its factors, sorted.
type Monomial = Vec<Factor>;

/// A polynomial with integer coefficients over layout atoms and opaque terms: a canonical
/// form of sums, differences and products, in which equal parts cancel.
#[derive(Clone, Debug, Default)]
struct Poly {
    terms: BTreeMap<Monomial, i64>,
    /// The term of each opaque factor.
    opaque: BTreeMap<String, Term>,
}

impl Poly {
    fn constant(c: i64) -> Poly {
        let mut p = Poly::default();
        p.add_term(Vec::new(), c);
        p
    }

    fn factor(f: Factor, t: Option<&Term>) -> Poly {
        let mut p = Poly::default();
        if let (Factor::Opaque(k), Some(t)) = (&f, t) {
            p.opaque.insert(k.clone(), t.clone());
        }
        p.add_term(vec![f], 1);
        p
    }

    fn add_term(&mut self, m: Monomial, c: i64) -> Option<()> {
        let e = self.terms.entry(m.clone()).or_insert(0);
        *e = e.checked_add(c)?;
        if *e == 0 {
            self.terms.remove(&m);
        }
        Some(())
    }

    fn add(mut self, other: &Poly, k: i64) -> Option<Poly> {
        self.opaque
            .extend(other.opaque.iter().map(|(a, b)| (a.clone(), b.clone())));
        for (m, c) in &other.terms {
            self.add_term(m.clone(), c.checked_mul(k)?)?;
        }
        Some(self)
    }

    fn mul(&self, other: &Poly) -> Option<Poly> {
        let mut out = Poly {
            terms: BTreeMap::new(),
            opaque: self.opaque.clone(),
        };
        out.opaque
            .extend(other.opaque.iter().map(|(a, b)| (a.clone(), b.clone())));
        for (ma, ca) in &self.terms {
            for (mb, cb) in &other.terms {
                let mut m = ma.clone();
                m.extend(mb.iter().cloned());
                m.sort();
                out.add_term(m, ca.checked_mul(*cb)?)?;
            }
        }
        Some(out)
    }

    /// The term `Σ c·Π factors` this polynomial stands for.
    fn to_term(&self) -> Term {
        let mut acc = Term::Const(0);
        for (m, c) in &self.terms {
            let mut t = Term::Const(*c);
            for f in m {
                let ft = match f {
                    Factor::Atom(a) => Term::var(a.clone()),
                    Factor::Opaque(k) => self.opaque[k].clone(),
                };
                t = Term::times(t, ft);
            }
            acc = Term::plus(acc, t);
        }
        acc
    }

    /// The leading monomial: highest degree, then a positive coefficient, then the greatest
    /// in the sorted order (an extent `X − m + 16` leads with `X`).
    fn leading(&self) -> Option<(&Monomial, i64)> {
        self.terms
            .iter()
            .max_by(|(a, ca), (b, cb)| {
                a.len()
                    .cmp(&b.len())
                    .then_with(|| (**ca > 0).cmp(&(**cb > 0)))
                    .then_with(|| a.cmp(b))
            })
            .map(|(m, c)| (m, *c))
    }
}

/// True when the term mentions one of `atoms`.
fn mentions(t: &Term, atoms: &BTreeSet<String>) -> bool {
    match t {
        Term::Var(v) => atoms.contains(v),
        Term::Const(_) => false,
        Term::Add(a, b)
        | Term::Sub(a, b)
        | Term::Mul(a, b)
        | Term::Div(a, b)
        | Term::Mod(a, b)
        | Term::Min(a, b)
        | Term::Max(a, b) => mentions(a, atoms) || mentions(b, atoms),
        Term::Select(c, a, b) => {
            let mut hit = false;
            let _ = c.try_map::<(), ()>(&mut |x| {
                hit |= mentions(x, atoms);
                Ok(())
            });
            hit || mentions(a, atoms) || mentions(b, atoms)
        }
    }
}

/// Bound on nested `let` expansion depth in [`expand`].
const EXPAND_DEPTH: u32 = 64;

/// Bound on the number of `let` expansions in one [`expand`] (let chains that reuse names
/// could otherwise grow exponentially; past it, variables stay as they are).
const EXPAND_BUDGET: u32 = 4096;

/// Replaces every variable that `value_of` defines by that definition (recursively) when the
/// definition mentions a layout atom, is itself a sum, difference or product, or is one of the
/// `opaque` factors of the strides — so that no stride, no multiple of a constant stride
/// (`let t = 260·y + 2`) and no opaque extent (`let t = max(e, 16)` for an allocation of
/// extent `max(e, 16)`) hides behind a `let`-bound name. Exact: a core `let` variable equals
/// its definition.
///
/// A `min`/`max` whose winner the facts prove is replaced by the winner, as Halide's simplifier
/// did where it could (`let t = max(e, 16)` under `e = 1024` is `e`, like the extent).
#[allow(clippy::too_many_arguments)]
fn expand(
    t: &Term,
    atoms: &BTreeSet<String>,
    opaque: &BTreeSet<String>,
    aliases: &Aliases,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
    depth: u32,
    budget: &std::cell::Cell<u32>,
) -> Term {
    let e = |x: &Term| expand(x, atoms, opaque, aliases, facts, value_of, depth, budget);
    match t {
        Term::Var(v) if depth < EXPAND_DEPTH && budget.get() > 0 => match value_of(v) {
            Some(def) => {
                budget.set(budget.get() - 1);
                let def = expand(
                    &def,
                    atoms,
                    opaque,
                    aliases,
                    facts,
                    value_of,
                    depth + 1,
                    budget,
                );
                // A sum, difference or product; or another name for a variable or constant.
                let polynomial = matches!(
                    def,
                    Term::Add(..) | Term::Sub(..) | Term::Mul(..) | Term::Var(_) | Term::Const(_)
                );
                if polynomial || mentions(&def, atoms) || opaque.contains(&format!("{def:?}")) {
                    def
                } else {
                    aliases
                        .lookup(t, facts, value_of)
                        .unwrap_or_else(|| t.clone())
                }
            }
            None => t.clone(),
        },
        Term::Var(_) | Term::Const(_) => t.clone(),
        Term::Add(a, b) => Term::plus(e(a), e(b)),
        Term::Sub(a, b) => Term::minus(e(a), e(b)),
        Term::Mul(a, b) => Term::times(e(a), e(b)),
        Term::Min(a, b) | Term::Max(a, b) => match decided_winner(t, a, b, facts) {
            Some(w) => e(w),
            None => aliases
                .lookup(t, facts, value_of)
                .unwrap_or_else(|| t.clone()),
        },
        Term::Select(..) => match lane_product(t, facts) {
            Some(p) => e(&p),
            None => aliases
                .lookup(t, facts, value_of)
                .unwrap_or_else(|| t.clone()),
        },
        // Opaque to the division by strides: left as they are (or the stride factor they
        // equal).
        _ => aliases
            .lookup(t, facts, value_of)
            .unwrap_or_else(|| t.clone()),
    }
}

/// `j · s` when `t` is the form [`super::lanes::lane_times`] gives the offset of lane `j` of a
/// ramp with a non-constant stride `s` — `select(j == n−1, (n−1)·s, … select(j == 1, s, 0))` —
/// and the facts prove `0 ≤ j < n`, where the two are equal. As a product the offset divides
/// by the stride it is made of (a vector load along dimension 1 of an input has its lanes in
/// that dimension); as a `select` it would be one opaque term left in dimension 0.
fn lane_product(t: &Term, facts: &Facts) -> Option<Term> {
    let mut cur = t;
    let mut parts: Option<(&Term, &Term)> = None;
    let mut next = None;
    while let Term::Select(c, a, rest) = cur {
        let Cond::Cmp(CmpOp::Eq, j, Term::Const(k)) = c.as_ref() else {
            return None;
        };
        let s = match a.as_ref() {
            Term::Mul(m, s) if m.as_const() == Some(*k) => s.as_ref(),
            s if *k == 1 => s,
            _ => return None,
        };
        match parts {
            None => parts = Some((j, s)),
            Some((j0, s0)) if j0 == j && s0 == s => {}
            Some(_) => return None,
        }
        if next.is_some_and(|n| n != *k) {
            return None;
        }
        next = Some(k - 1);
        cur = rest;
    }
    let ((j, s), Some(0)) = (parts?, next) else {
        return None;
    };
    if cur.as_const() != Some(0) {
        return None;
    }
    let Term::Select(c, ..) = t else {
        return None;
    };
    let Cond::Cmp(_, _, Term::Const(top)) = c.as_ref() else {
        return None;
    };
    let ji = type_index(j, facts).ok()?;
    let in_range = facts.proves_nonneg_index(&ji)
        && facts.proves_nonneg_index(&Index::minus(Index::Const(*top), ji));
    in_range.then(|| Term::times(j.clone(), s.clone()))
}

/// The `let`-bound atoms and the opaque factors of an allocation's strides, keyed by their
/// canonical form ([`canonical`]): a term of a flat index whose canonical form is one of the
/// keys *equals* that stride factor (same value for every value of the free variables), so
/// it is replaced by it. Halide's simplifier often re-derives an extent under another name —
/// nl_means's `allocate blur_d_y[…, t1023 + 15, …]` with `let t1023 = max(patch_size, −7)` is
/// addressed with `(t1079 + 15)·y` where `let t1079 = max(t1081, −7)` and
/// `let t1081 = t1057 + t1058 = patch_size / 2 + (patch_size − patch_size / 2)`.
#[derive(Default)]
struct Aliases(BTreeMap<String, Term>);

impl Aliases {
    /// Records that a term whose canonical form is that of `name` stands for `factor`, the
    /// form `name` has in the strides (a stride atom or opaque factor, after expansion). A
    /// constant needs no alias.
    fn insert(
        &mut self,
        name: &Term,
        factor: &Term,
        facts: &Facts,
        value_of: &dyn Fn(&str) -> Option<Term>,
    ) {
        let budget = std::cell::Cell::new(EXPAND_BUDGET);
        let c = canonical(name, facts, value_of, 0, &budget);
        if matches!(c, Term::Const(_)) {
            return;
        }
        self.0.entry(format!("{c:?}")).or_insert(factor.clone());
    }

    /// The stride factor that `t` equals, when there is one (and it is not `t` itself).
    fn lookup(
        &self,
        t: &Term,
        facts: &Facts,
        value_of: &dyn Fn(&str) -> Option<Term>,
    ) -> Option<Term> {
        if self.0.is_empty() {
            return None;
        }
        let budget = std::cell::Cell::new(EXPAND_BUDGET);
        let c = canonical(t, facts, value_of, 0, &budget);
        self.0.get(&format!("{c:?}")).filter(|a| *a != t).cloned()
    }
}

/// A canonical form of `t` for equality tests: every `let` expanded (within the depth and
/// expansion budgets), sums, differences and products in polynomial normal form, the
/// operands of every other node in canonical form, and a `min`/`max` whose winner the facts
/// prove replaced by it. Two terms with equal canonical forms are equal for every value of
/// their free variables that satisfies the facts (each step is an identity there).
fn canonical(
    t: &Term,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
    depth: u32,
    budget: &std::cell::Cell<u32>,
) -> Term {
    let c = |x: &Term| Box::new(canonical(x, facts, value_of, depth, budget));
    match t {
        Term::Var(v) if depth < EXPAND_DEPTH && budget.get() > 0 => match value_of(v) {
            Some(def) => {
                budget.set(budget.get() - 1);
                canonical(&def, facts, value_of, depth + 1, budget)
            }
            None => t.clone(),
        },
        Term::Var(_) | Term::Const(_) | Term::Select(..) => t.clone(),
        Term::Add(a, b) | Term::Sub(a, b) | Term::Mul(a, b) => {
            let (a, b) = (c(a), c(b));
            let whole = match t {
                Term::Add(..) => Term::Add(a, b),
                Term::Sub(..) => Term::Sub(a, b),
                _ => Term::Mul(a, b),
            };
            match poly_of(&whole, &BTreeSet::new()) {
                Some(p) => p.to_term(),
                None => whole,
            }
        }
        Term::Div(a, b) => Term::Div(c(a), c(b)),
        Term::Mod(a, b) => Term::Mod(c(a), c(b)),
        Term::Min(a, b) | Term::Max(a, b) => {
            let (a, b) = (c(a), c(b));
            let whole = match t {
                Term::Min(..) => Term::Min(a.clone(), b.clone()),
                _ => Term::Max(a.clone(), b.clone()),
            };
            match decided_winner(&whole, &a, &b, facts) {
                Some(w) => w.clone(),
                None => whole,
            }
        }
    }
}

/// The side of `min(a, b)` / `max(a, b)` (the term `t`) that the facts prove is its value.
fn decided_winner<'t>(t: &Term, a: &'t Term, b: &'t Term, facts: &Facts) -> Option<&'t Term> {
    let (ia, ib) = (type_index(a, facts).ok()?, type_index(b, facts).ok()?);
    let a_le_b = || facts.proves_nonneg_index(&Index::minus(ib.clone(), ia.clone()));
    let b_le_a = || facts.proves_nonneg_index(&Index::minus(ia.clone(), ib.clone()));
    match t {
        Term::Min(..) if a_le_b() => Some(a),
        Term::Min(..) if b_le_a() => Some(b),
        Term::Max(..) if b_le_a() => Some(a),
        Term::Max(..) if a_le_b() => Some(b),
        _ => None,
    }
}

/// `t` as a polynomial over `atoms`: sums, differences and products are expanded; any other
/// node (division, modulo, min, max, select) and any other variable is an opaque factor.
/// `None` on coefficient overflow.
fn poly_of(t: &Term, atoms: &BTreeSet<String>) -> Option<Poly> {
    Some(match t {
        Term::Var(v) if atoms.contains(v) => Poly::factor(Factor::Atom(v.clone()), None),
        Term::Const(c) => Poly::constant(*c),
        Term::Add(a, b) => poly_of(a, atoms)?.add(&poly_of(b, atoms)?, 1)?,
        Term::Sub(a, b) => poly_of(a, atoms)?.add(&poly_of(b, atoms)?, -1)?,
        Term::Mul(a, b) => poly_of(a, atoms)?.mul(&poly_of(b, atoms)?)?,
        other => Poly::factor(Factor::Opaque(format!("{other:?}")), Some(other)),
    })
}

/// Why a flat index could not be delinearized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotInLayout(pub String);

/// The constant `c` when a fact states `v = c` (Halide's buffer constraints, e.g.
/// `assert(b.stride.1 == 128, …)`, after which the flat index uses 128 itself).
fn fixed_value(facts: &Facts, v: &str) -> Option<i64> {
    facts.fixed_value(&Index::var(v))
}

/// The strides (as polynomials over the layout atoms), the atoms, the keys of the opaque
/// factors of the strides, and the canonical forms of both; `strides[0]` is `None` when the
/// innermost stride is 1.
type Strides = (
    Vec<Option<Poly>>,
    BTreeSet<String>,
    BTreeSet<String>,
    Aliases,
);

fn strides(
    layout: &Layout,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
    atoms_kept: bool,
) -> Result<Strides, NotInLayout> {
    match layout {
        Layout::Buffer { name, dims } => {
            let names: Vec<String> = (0..*dims).map(|k| format!("{name}.stride.{k}")).collect();
            let atoms: BTreeSet<String> = names.iter().cloned().collect();
            let mut out = Vec::new();
            for (k, s) in names.iter().enumerate() {
                out.push(match fixed_value(facts, s) {
                    Some(1) if k == 0 => None,
                    Some(c) if c > 0 => Some(Poly::constant(c)),
                    _ => Some(Poly::factor(Factor::Atom(s.clone()), None)),
                });
            }
            Ok((out, atoms, BTreeSet::new(), Aliases::default()))
        }
        Layout::Dense(extents) if extents.is_empty() => Ok((
            Vec::new(),
            BTreeSet::new(),
            BTreeSet::new(),
            Aliases::default(),
        )),
        Layout::Dense(extents) => {
            // The flat index was built from the extents as Halide's simplifier saw them,
            // with the `min`/`max` it could decide already decided: do the same.
            let extents: Vec<Index> = extents.iter().map(|e| facts.simplify(e)).collect();
            let mut atoms = BTreeSet::new();
            // Variables of the linear part of an extent are the atoms; a non-linear part
            // (`max(r, 0) + 32`) is one opaque factor, matched structurally in the flat index.
            for e in extents.iter().take(extents.len().saturating_sub(1)) {
                if let Some(l) = e.linear() {
                    atoms.extend(l.coeffs.keys().cloned());
                }
            }
            let kept = without_atoms(value_of, &atoms, atoms_kept);
            let mut out = vec![None];
            let mut s = Poly::constant(1);
            for e in extents.iter().take(extents.len().saturating_sub(1)) {
                // The extent's `let`s are expanded exactly as the flat index's are.
                let budget = std::cell::Cell::new(EXPAND_BUDGET);
                let et = expand(
                    &index_term(e),
                    &atoms,
                    &BTreeSet::new(),
                    &Aliases::default(),
                    facts,
                    &kept,
                    0,
                    &budget,
                );
                s = poly_of(&et, &atoms)
                    .and_then(|p| s.mul(&p))
                    .ok_or_else(overflow)?;
                out.push(Some(s.clone()));
            }
            let opaque = out
                .iter()
                .flatten()
                .flat_map(|p| p.opaque.keys().cloned())
                .collect();
            let mut aliases = Aliases::default();
            for a in &atoms {
                // The form the atom has in the strides: its `let` expanded as above.
                let budget = std::cell::Cell::new(EXPAND_BUDGET);
                let name = Term::var(a.clone());
                let none = BTreeSet::new();
                let factor = expand(
                    &name,
                    &atoms,
                    &none,
                    &Aliases::default(),
                    facts,
                    &kept,
                    0,
                    &budget,
                );
                aliases.insert(&name, &factor, facts, value_of);
            }
            for t in out.iter().flatten().flat_map(|p| p.opaque.values()) {
                aliases.insert(t, t, facts, value_of);
            }
            drop(kept);
            Ok((out, atoms, opaque, aliases))
        }
        Layout::Unknown => Err(NotInLayout("the allocation has no known extents".into())),
    }
}

/// `value_of` without the definitions of `atoms` when they are kept whole
/// ([`delinearize_keeping_atoms`]).
fn without_atoms<'a>(
    value_of: &'a dyn Fn(&str) -> Option<Term>,
    atoms: &'a BTreeSet<String>,
    kept: bool,
) -> impl Fn(&str) -> Option<Term> + 'a {
    move |v| {
        if kept && atoms.contains(v) {
            None
        } else {
            value_of(v)
        }
    }
}

/// Splits the flat offset `flat` of an access to an array with layout `layout` into one
/// coordinate term per dimension (innermost first), such that `flat = Σk rk·sk` exactly.
/// `value_of` gives the definitions of the `let`-bound index variables in scope (those whose
/// definition mentions a stride are expanded first).
pub fn delinearize(
    flat: &Term,
    layout: &Layout,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
) -> Result<Vec<Term>, NotInLayout> {
    delinearize_with(flat, layout, facts, value_of, false)
}

/// [`delinearize`] with the `let`-bound extents of a dense allocation kept as atoms on both
/// sides instead of expanded to their definitions. The lowering retries an access this way
/// when the expanded division leaves a coordinate outside the affine fragment: the
/// definitions contain `min`/`max` that the facts decide, and they may decide the flat
/// index's copy and the extent's copy differently (depthwise_separable_conv's
/// `f0.d.extent_realized`, equal sides of a `min` under the facts). Exact for the same
/// reason: `flat = Σk rk·sk` is an identity of polynomials in which an atom is a variable.
pub fn delinearize_keeping_atoms(
    flat: &Term,
    layout: &Layout,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
) -> Result<Vec<Term>, NotInLayout> {
    delinearize_with(flat, layout, facts, value_of, true)
}

fn delinearize_with(
    flat: &Term,
    layout: &Layout,
    facts: &Facts,
    value_of: &dyn Fn(&str) -> Option<Term>,
    atoms_kept: bool,
) -> Result<Vec<Term>, NotInLayout> {
    let (strides, atoms, opaque, aliases) = strides(layout, facts, value_of, atoms_kept)?;
    let kept = without_atoms(value_of, &atoms, atoms_kept);
    let budget = std::cell::Cell::new(EXPAND_BUDGET);
    let flat = expand(flat, &atoms, &opaque, &aliases, facts, &kept, 0, &budget);
    let mut rest = poly_of(&flat, &atoms).ok_or_else(overflow)?;
    let mut coords = vec![Term::Const(0); strides.len()];
    for k in (0..strides.len()).rev() {
        let Some(s) = &strides[k] else {
            continue;
        };
        let Some((lead, lead_c)) = s.leading() else {
            // A zero stride (an extent that is 0): nothing addresses this dimension.
            continue;
        };
        if lead_c <= 0 {
            return Err(NotInLayout(format!(
                "the stride of dimension {k} has a non-positive leading coefficient"
            )));
        }
        // The quotient takes every term divisible by the leading term: exactly divisible
        // coefficients, and the Euclidean quotient of the coefficient of the leading monomial
        // itself (a constant offset `32·y + 37` over a stride 32 gives `y + 1`, remainder 5).
        let mut q = Poly {
            terms: BTreeMap::new(),
            opaque: rest.opaque.clone(),
        };
        for (m, c) in &rest.terms {
            let Some(quot) = divide_monomial(m, lead) else {
                continue;
            };
            let qc = if quot.is_empty() {
                c.div_euclid(lead_c)
            } else if c % lead_c == 0 {
                c / lead_c
            } else {
                continue;
            };
            q.add_term(quot, qc).ok_or_else(overflow)?;
        }
        rest = q
            .mul(s)
            .and_then(|qs| rest.add(&qs, -1))
            .ok_or_else(overflow)?;
        coords[k] = q.to_term();
    }
    match &strides[..] {
        [None, ..] => coords[0] = rest.to_term(),
        _ if rest.terms.is_empty() => {}
        _ => {
            return Err(NotInLayout(format!(
            "`{}` is left over after dividing by the strides (and `stride.0` is not known to be 1)",
            rest.to_term()
        )))
        }
    }
    Ok(coords)
}

/// Puts every coordinate of a dimension with a constant extent `c` (but the outermost) in
/// `[0, c)` unless the facts already prove it there: `rk := rk mod c`, `rk+1 += ⌊rk / c⌋`.
/// Exact (the stride of dimension k + 1 is c times that of k), and it makes the
/// decomposition of a dense allocation with constant extents the in-bounds one whenever the
/// address is in bounds, so an out-of-bounds report is never an artifact of the division.
pub fn normalize_constant_dims(
    mut index: Vec<Index>,
    layout: &Layout,
    facts: &Facts,
) -> Vec<Index> {
    let Layout::Dense(extents) = layout else {
        return index;
    };
    for k in 0..index.len().saturating_sub(1) {
        let Some(c) = extents.get(k).and_then(|e| facts.simplify(e).as_const()) else {
            continue;
        };
        if c <= 0 {
            continue;
        }
        carry_into_range(&mut index, k, c, facts);
    }
    index
}

/// How many coordinates of `index` (all but the outermost, whose extent bounds nothing in
/// the address) the facts prove inside their dimension of a dense allocation: a measure of
/// how close a decomposition is to the in-bounds one, used to choose between two exact
/// decompositions of one flat offset ([`delinearize`], [`delinearize_keeping_atoms`]).
pub fn coordinates_proved_in_range(index: &[Index], layout: &Layout, facts: &Facts) -> usize {
    let Layout::Dense(extents) = layout else {
        return 0;
    };
    index
        .iter()
        .zip(extents)
        .take(index.len().saturating_sub(1))
        .filter(|(r, e)| proved_in_range(r, &facts.simplify(e), facts))
        .count()
}

/// `0 ≤ r < upper` under the facts.
fn proved_in_range(r: &Index, upper: &Index, facts: &Facts) -> bool {
    let below = Index::minus(Index::plus(upper.clone(), Index::Const(-1)), r.clone());
    facts.proves_nonneg_index(r) && facts.proves_nonneg_index(&below)
}

/// Unless the facts prove `index[k]` in `[0, m)`: `index[k] := index[k] mod m`,
/// `index[k + 1] += ⌊index[k] / m⌋` (exact when the stride of dimension k + 1 is m times that
/// of dimension k).
fn carry_into_range(index: &mut [Index], k: usize, m: i64, facts: &Facts) {
    let r = index[k].clone();
    if proved_in_range(&r, &Index::Const(m), facts) {
        return;
    }
    let all: Vec<_> = facts.iter().collect();
    if crate::symbolic::convert::proves_in_range(&all, &r, m) {
        return;
    }
    if let (Some(rm), Some(q)) = (Index::modulo(r.clone(), m), Index::floor_div(r, m)) {
        index[k] = rm;
        index[k + 1] = Index::plus(index[k + 1].clone(), q);
    }
}

/// For a buffer of the pipeline whose strides of dimensions k and k + 1 are constants with
/// `s_{k+1} = m·s_k` (Halide's buffer constraints, e.g. conv_layer's `relu.stride.2 == 12800`,
/// `relu.stride.3 == 1024000`), puts coordinate k in `[0, m)` unless the facts already prove it
/// there: `rk := rk mod m`, `rk+1 += ⌊rk / m⌋` — exact, since `m·s_k = s_{k+1}`. The division
/// by the strides leaves a fused loop's `51200·y` (rows `4·(y mod 20)` of plane `y / 20`) as row
/// `4·y` of plane 0 otherwise: an identity, but not the in-bounds decomposition.
pub fn normalize_constant_strides(
    mut index: Vec<Index>,
    layout: &Layout,
    facts: &Facts,
) -> Vec<Index> {
    let Layout::Buffer { name, dims } = layout else {
        return index;
    };
    let strides: Vec<Option<i64>> = (0..*dims)
        .map(|k| fixed_value(facts, &format!("{name}.stride.{k}")))
        .collect();
    for k in 0..index.len().saturating_sub(1).min(dims.saturating_sub(1)) {
        let (Some(Some(sk)), Some(Some(sn))) = (strides.get(k), strides.get(k + 1)) else {
            continue;
        };
        if *sk <= 0 || *sn <= 0 || sn % sk != 0 {
            continue;
        }
        let m = sn / sk;
        if m <= 1 {
            continue;
        }
        carry_into_range(&mut index, k, m, facts);
    }
    index
}

/// Moves every coordinate of a dimension with a non-constant extent `E` (but the outermost)
/// by one `E` when the facts prove the moved coordinate in `[0, E)` and cannot prove the
/// original there: `rk := rk ± E`, `rk+1 ∓= 1`. Exact like [`normalize_constant_dims`] (the
/// stride of dimension k + 1 is `E` times that of k). The division in [`delinearize`] gives
/// the outer dimension every multiple of the leading atom, also the one that belongs to the
/// inner coordinate: harris's last-tile store `gray[… | row·(e + 4) + e − 4 + ℓ]` divides
/// into `[ℓ − 8, row + 1]`, whose in-bounds form is `[e − 4 + ℓ, row]`.
pub fn normalize_symbolic_dims(
    mut index: Vec<Index>,
    layout: &Layout,
    facts: &Facts,
) -> Vec<Index> {
    let Layout::Dense(extents) = layout else {
        return index;
    };
    let in_bounds = |r: &Index, e: &Index| proved_in_range(r, e, facts);
    for k in 0..index.len().saturating_sub(1) {
        let Some(e) = extents.get(k).map(|e| facts.simplify(e)) else {
            continue;
        };
        if e.as_const().is_some() || in_bounds(&index[k], &e) {
            continue;
        }
        for m in [1, -1] {
            let moved = Index::plus(index[k].clone(), Index::scale(m, e.clone()));
            if in_bounds(&moved, &e) {
                index[k] = moved;
                index[k + 1] = Index::plus(index[k + 1].clone(), Index::Const(-m));
                break;
            }
        }
    }
    index
}

fn overflow() -> NotInLayout {
    NotInLayout("coefficient overflow".into())
}

/// `m / d` when the monomial `d` divides `m`.
fn divide_monomial(m: &Monomial, d: &Monomial) -> Option<Monomial> {
    let mut rest = m.clone();
    for a in d {
        let pos = rest.iter().position(|x| x == a)?;
        rest.remove(pos);
    }
    Some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::index::{CmpOp, Cond};

    fn v(n: &str) -> Term {
        Term::var(n)
    }
    fn c(k: i64) -> Term {
        Term::Const(k)
    }
    fn add(a: Term, b: Term) -> Term {
        Term::Add(Box::new(a), Box::new(b))
    }
    fn sub(a: Term, b: Term) -> Term {
        Term::Sub(Box::new(a), Box::new(b))
    }
    fn mul(a: Term, b: Term) -> Term {
        Term::Mul(Box::new(a), Box::new(b))
    }
    fn modulo(a: Term, k: i64) -> Term {
        Term::Mod(Box::new(a), Box::new(c(k)))
    }
    fn no_lets(_: &str) -> Option<Term> {
        None
    }
    fn unit_stride(b: &str) -> Facts {
        let mut f = Facts::new();
        f.push(Cond::cmp(
            CmpOp::Eq,
            Index::var(format!("{b}.stride.0")),
            Index::Const(1),
        ));
        f
    }
    fn buffer(name: &str, dims: usize) -> Layout {
        Layout::Buffer {
            name: name.into(),
            dims,
        }
    }
    /// Evaluates a term with every variable given a value.
    fn eval(t: &Term, env: &dyn Fn(&str) -> i64) -> i64 {
        match t {
            Term::Var(x) => env(x),
            Term::Const(k) => *k,
            Term::Add(a, b) => eval(a, env) + eval(b, env),
            Term::Sub(a, b) => eval(a, env) - eval(b, env),
            Term::Mul(a, b) => eval(a, env) * eval(b, env),
            Term::Mod(a, b) => eval(a, env).rem_euclid(eval(b, env)),
            Term::Div(a, b) => eval(a, env).div_euclid(eval(b, env)),
            Term::Min(a, b) => eval(a, env).min(eval(b, env)),
            Term::Max(a, b) => eval(a, env).max(eval(b, env)),
            Term::Select(..) => unreachable!("no selects in these tests"),
        }
    }

    #[test]
    fn lanes_of_a_ramp_along_a_strided_dimension_stay_in_it() {
        // depthwise_separable_conv: `depthwise_filter[| ramp(x + 8·d·stride.1, stride.1, 8)]`,
        // lane ℓ's offset `ℓ·stride.1` in the piecewise form of `lanes::lane_times`: with
        // `0 ≤ ℓ < 8` known it divides by `stride.1`, so ℓ is in dimension 1, not 0.
        let s = v("b.stride.1");
        let lane = crate::sched::lanes::lane_times(v("l"), 8, s.clone());
        assert!(matches!(lane, Term::Select(..)));
        let flat = add(add(v("x"), mul(mul(v("d"), s), c(8))), lane);
        let mut facts = unit_stride("b");
        facts.push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var("l")));
        facts.push(Cond::cmp(CmpOp::Lt, Index::var("l"), Index::Const(8)));
        let r = delinearize(&flat, &buffer("b", 2), &facts, &no_lets).unwrap();
        let want = [v("x"), add(v("l"), mul(c(8), v("d")))];
        let vals = |n: &str| match n {
            "x" => 2,
            "d" => 3,
            "l" => 5,
            _ => 0,
        };
        let got: Vec<i64> = r.iter().map(|t| eval(t, &vals)).collect();
        assert_eq!(got, want.iter().map(|t| eval(t, &vals)).collect::<Vec<_>>());
        // Without the lane's range the select is not the product: it stays in dimension 0.
        let r = delinearize(&flat, &buffer("b", 2), &unit_stride("b"), &no_lets).unwrap();
        assert_ne!(r[1].to_string(), want[1].to_string());
    }

    #[test]
    fn buffer_with_unit_stride_gives_coordinates_from_zero() {
        // (x - b.min.0) + (y - b.min.1) * b.stride.1
        let flat = add(
            sub(v("x"), v("b.min.0")),
            mul(sub(v("y"), v("b.min.1")), v("b.stride.1")),
        );
        let r = delinearize(&flat, &buffer("b", 2), &unit_stride("b"), &no_lets).unwrap();
        let vals = |n: &str| match n {
            "x" => 7,
            "y" => -3,
            "b.min.0" => 2,
            "b.min.1" => -5,
            _ => 0,
        };
        assert_eq!(eval(&r[0], &vals), 5);
        assert_eq!(eval(&r[1], &vals), 2);
    }

    #[test]
    fn buffer_without_unit_stride_needs_the_stride_term() {
        let flat = add(v("x"), mul(v("y"), v("b.stride.1")));
        let err = delinearize(&flat, &buffer("b", 2), &Facts::new(), &no_lets).unwrap_err();
        assert!(err.0.contains("left over"), "{}", err.0);
        let flat = add(mul(v("x"), v("b.stride.0")), mul(v("y"), v("b.stride.1")));
        let r = delinearize(&flat, &buffer("b", 2), &Facts::new(), &no_lets).unwrap();
        assert_eq!(r, vec![v("x"), v("y")]);
    }

    #[test]
    fn folded_allocation_splits_at_the_extent() {
        // blur's folded intermediate: x + ((t + 2) % 4) * E over extents [E, 4].
        let flat = add(v("x"), mul(modulo(add(v("t"), c(2)), 4), v("E")));
        let layout = Layout::Dense(vec![Index::var("E"), Index::Const(4)]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_eq!(r[0], v("x"));
        assert_eq!(r[1], modulo(add(v("t"), c(2)), 4));
    }

    #[test]
    fn equal_opaque_parts_cancel() {
        // (t % 4 + (0 - t % 4)) * E + x: the product vanishes.
        let m = modulo(v("t"), 4);
        let flat = add(mul(add(m.clone(), sub(c(0), m)), v("E")), v("x"));
        let layout = Layout::Dense(vec![Index::var("E"), Index::Const(4)]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_eq!(r, vec![v("x"), c(0)]);
    }

    #[test]
    fn three_dimensional_dense_layout_with_affine_extents() {
        // extents [E + 2, F, 3]: strides 1, E + 2, (E + 2)·F.
        let e2 = add(v("E"), c(2));
        let flat = add(
            add(v("x"), mul(v("y"), e2.clone())),
            mul(mul(v("z"), e2), v("F")),
        );
        let layout = Layout::Dense(vec![
            Index::plus(Index::var("E"), Index::Const(2)),
            Index::var("F"),
            Index::Const(3),
        ]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        let vals = |n: &str| match n {
            "x" => 4,
            "y" => 6,
            "z" => 2,
            "E" => 9,
            "F" => 8,
            _ => 0,
        };
        let got: Vec<i64> = r.iter().map(|t| eval(t, &vals)).collect();
        assert_eq!(got, vec![4, 6, 2]);
    }

    #[test]
    fn strides_behind_lets_are_expanded() {
        // let t = 2 * b.stride.1 in flat x + t: row 2.
        let lets = |n: &str| (n == "t").then(|| mul(c(2), v("b.stride.1")));
        let flat = add(v("x"), v("t"));
        let r = delinearize(&flat, &buffer("b", 2), &unit_stride("b"), &lets).unwrap();
        assert_eq!(r, vec![v("x"), c(2)]);
        // Without the definition the stride is hidden and the row is wrong (0): the caller
        // must pass its lets; the result is still an identity, so bounds checks catch it.
        let r = delinearize(&flat, &buffer("b", 2), &unit_stride("b"), &no_lets).unwrap();
        assert_eq!(r[1], c(0));
    }

    #[test]
    fn multiples_of_a_constant_stride_behind_lets_are_expanded() {
        // harris/Mullapudi2016: `allocate gray[float32, 260, 260]`, flat `8·xo + t` with
        // `let t = 260·y + 2`: row y, column 8·xo + 2 (not column 8·xo + 260·y + 2).
        let lets = |n: &str| (n == "t").then(|| add(mul(c(260), v("y")), c(2)));
        let flat = add(mul(c(8), v("xo")), v("t"));
        let layout = Layout::Dense(vec![Index::Const(260), Index::Const(260)]);
        let r = delinearize(&flat, &layout, &Facts::new(), &lets).unwrap();
        let vals = |n: &str| match n {
            "xo" => 3,
            "y" => 5,
            _ => 0,
        };
        let got: Vec<i64> = r.iter().map(|t| eval(t, &vals)).collect();
        assert_eq!(got, vec![26, 5]);
    }

    #[test]
    fn constant_dimensions_are_normalized_unless_proven_in_range() {
        let layout = Layout::Dense(vec![Index::Const(260), Index::Const(260)]);
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var("x")));
        f.push(Cond::cmp(CmpOp::Lt, Index::var("x"), Index::Const(32)));
        // 8x + 2 ≤ 250: kept as is.
        let r0 = Index::plus(Index::scale(8, Index::var("x")), Index::Const(2));
        let idx = normalize_constant_dims(vec![r0.clone(), Index::var("y")], &layout, &f);
        assert_eq!(idx, vec![r0, Index::var("y")]);
        // x + t with t unknown: (x + t) mod 260, y + ⌊(x + t)/260⌋.
        let r0 = Index::plus(Index::var("x"), Index::var("t"));
        let idx = normalize_constant_dims(vec![r0.clone(), Index::var("y")], &layout, &f);
        assert_eq!(idx[0], Index::modulo(r0.clone(), 260).unwrap());
        assert_eq!(
            idx[1],
            Index::plus(Index::var("y"), Index::floor_div(r0, 260).unwrap())
        );
    }

    #[test]
    fn extent_with_a_negative_term_leads_with_its_positive_one() {
        // interpolate: extents [X − m + 16, …], flat x + y·(X − m + 16).
        let e = add(sub(v("X"), v("m")), c(16));
        let flat = add(v("x"), mul(v("y"), e));
        let layout = Layout::Dense(vec![
            Index::plus(
                Index::minus(Index::var("X"), Index::var("m")),
                Index::Const(16),
            ),
            Index::Const(3),
        ]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_eq!(r, vec![v("x"), v("y")]);
    }

    #[test]
    fn buffer_strides_fixed_by_constraints_are_constants() {
        // conv_layer/Mullapudi2016: relu.stride.1 == 128, .2 == 12800, .3 == 1024000.
        let mut f = unit_stride("relu");
        for (k, st) in [(1, 128), (2, 12800), (3, 1_024_000)] {
            f.push(Cond::cmp(
                CmpOp::Eq,
                Index::var(format!("relu.stride.{k}")),
                Index::Const(st),
            ));
        }
        let flat = add(
            add(mul(c(8), v("cv")), mul(c(128), v("x"))),
            add(mul(c(12800), v("y")), mul(c(1_024_000), v("n"))),
        );
        let r = delinearize(&flat, &buffer("relu", 4), &f, &no_lets).unwrap();
        let vals = |n: &str| match n {
            "cv" => 3,
            "x" => 99,
            "y" => 79,
            "n" => 4,
            _ => 0,
        };
        let got: Vec<i64> = r.iter().map(|t| eval(t, &vals)).collect();
        assert_eq!(got, vec![24, 99, 79, 4]);
    }

    #[test]
    fn unknown_layout_is_refused() {
        let flat = v("x");
        assert!(delinearize(&flat, &Layout::Unknown, &Facts::new(), &no_lets).is_err());
    }

    #[test]
    fn non_linear_extent_is_one_factor() {
        // extents [max(E, 16), 4]: flat x + y·max(E, 16).
        let m = Term::Max(Box::new(v("E")), Box::new(c(16)));
        let flat = add(v("x"), mul(v("y"), m));
        let layout = Layout::Dense(vec![
            Index::max(Index::var("E"), Index::Const(16)),
            Index::Const(4),
        ]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_eq!(r, vec![v("x"), v("y")]);
    }

    #[test]
    fn an_opaque_extent_behind_a_let_is_matched_or_decided() {
        // sgemm's tail path: `allocate As[16, max(E, 16), n]`, flat `((v − m)·t + b)·16 + l`
        // with `let t = max(E, 16)`: coordinates [l, b, v − m].
        let m = Term::Max(Box::new(v("E")), Box::new(c(16)));
        let lets = |n: &str| (n == "t").then(|| m.clone());
        let flat = add(
            mul(add(mul(sub(v("v"), v("m")), v("t")), v("b")), c(16)),
            v("l"),
        );
        let layout = Layout::Dense(vec![
            Index::Const(16),
            Index::max(Index::var("E"), Index::Const(16)),
            Index::var("n"),
        ]);
        let vals = |n: &str| match n {
            "v" => 7,
            "m" => 2,
            "b" => 3,
            "l" => 9,
            _ => 0,
        };
        let expect = vec![9, 3, 5];
        let r = delinearize(&flat, &layout, &Facts::new(), &lets).unwrap();
        assert_eq!(r.iter().map(|t| eval(t, &vals)).collect::<Vec<_>>(), expect);
        // Where the facts decide the max (E = 1024), the extent is E and so is t.
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Eq, Index::var("E"), Index::Const(1024)));
        let r = delinearize(&flat, &layout, &f, &lets).unwrap();
        assert_eq!(r.iter().map(|t| eval(t, &vals)).collect::<Vec<_>>(), expect);
        // Without the let's definition the stride is not found: the row absorbs the rest.
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_ne!(r.iter().map(|t| eval(t, &vals)).collect::<Vec<_>>(), expect);
    }

    /// nl_means: `allocate blur_d_y[t + 15, 8, S, S]` with `let t = max(p, −7)`, addressed
    /// through `let u = max(w, −7)`, `let w = a + b`, `let a = p / 2`, `let b = p − p / 2`
    /// (Halide re-derived the extent under another name).
    fn renamed_extent_lets(n: &str) -> Option<Term> {
        let div2 = Term::Div(Box::new(v("p")), Box::new(c(2)));
        match n {
            "t" => Some(Term::Max(Box::new(v("p")), Box::new(c(-7)))),
            "u" => Some(Term::Max(Box::new(v("w")), Box::new(c(-7)))),
            "w" => Some(add(v("a"), v("b"))),
            "a" => Some(div2),
            "b" => Some(sub(v("p"), v("a"))),
            _ => None,
        }
    }

    fn renamed_extent_layout() -> Layout {
        Layout::Dense(vec![
            Index::plus(Index::var("t"), Index::Const(15)),
            Index::Const(8),
            Index::var("S"),
            Index::var("S"),
        ])
    }

    /// `x + (u + 15)·y + 8·(u + 15)·(dx + S·dy)`: coordinates `[x, y, dx, dy]`.
    fn renamed_extent_flat() -> Term {
        let row = add(v("u"), c(15));
        let plane = mul(mul(c(8), row.clone()), add(v("dx"), mul(v("S"), v("dy"))));
        add(add(v("x"), mul(row, v("y"))), plane)
    }

    /// The coordinates of [`renamed_extent_flat`] in [`renamed_extent_layout`].
    fn renamed_extent_coords(facts: &Facts, lets: &dyn Fn(&str) -> Option<Term>) -> Vec<Term> {
        delinearize(
            &renamed_extent_flat(),
            &renamed_extent_layout(),
            facts,
            lets,
        )
        .unwrap()
    }

    #[test]
    fn an_extent_rederived_under_another_name_is_the_same_stride() {
        // No facts: max(p, −7) stays opaque; u's canonical form is t's, so u is t.
        let r = renamed_extent_coords(&Facts::new(), &renamed_extent_lets);
        assert_eq!(r, vec![v("x"), v("y"), v("dx"), v("dy")]);
    }

    #[test]
    fn an_extent_decided_by_the_facts_is_the_same_stride() {
        // p ≥ 0 (and w ≥ 0, as Halide's facts about its own `let`s give): t names p, so the
        // stride is `p + 15`; u is decided to w = a + b = p in the flat index.
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var("p")));
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var("w")));
        let r = renamed_extent_coords(&f, &renamed_extent_lets);
        assert_eq!(r, vec![v("x"), v("y"), v("dx"), v("dy")]);
        // With only p ≥ 0 known, u's canonical form decides to p all the same.
        let mut f = Facts::new();
        f.push(Cond::cmp(CmpOp::Le, Index::Const(0), Index::var("p")));
        let r = renamed_extent_coords(&f, &renamed_extent_lets);
        assert_eq!(r, vec![v("x"), v("y"), v("dx"), v("dy")]);
    }

    #[test]
    fn a_different_extent_is_not_taken_for_the_stride() {
        // u = max(p + 1, −7) is not t: the product is left in a coordinate (then refused as
        // non-affine by the lowering), never silently divided.
        let lets = |n: &str| match n {
            "u" => Some(Term::Max(Box::new(add(v("p"), c(1))), Box::new(c(-7)))),
            other => renamed_extent_lets(other),
        };
        let r = renamed_extent_coords(&Facts::new(), &lets);
        assert_ne!(r, vec![v("x"), v("y"), v("dx"), v("dy")]);
    }

    #[test]
    fn constant_strides_divide_by_coefficients() {
        // iir_blur's `allocate blur[float32, 32, t - 1, 1]`: flat x + 32·y + 37, stride 32.
        let flat = add(add(v("x"), mul(c(32), v("y"))), c(37));
        let layout = Layout::Dense(vec![
            Index::Const(32),
            Index::plus(Index::var("t"), Index::Const(-1)),
            Index::Const(1),
        ]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        let vals = |n: &str| match n {
            "x" => 3,
            "y" => 4,
            _ => 0,
        };
        let got: Vec<i64> = r.iter().map(|t| eval(t, &vals)).collect();
        assert_eq!(got, vec![3 + 5, 4 + 1, 0]);
        // Third dimension: stride 32·(t − 1), leading term 32·t.
        let flat = add(v("x"), mul(mul(c(32), sub(v("t"), c(1))), v("z")));
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        assert_eq!(r[2], v("z"));
        assert_eq!(eval(&r[1], &|_| 9), 0);
    }

    #[test]
    fn decomposition_is_an_identity() {
        // Σ r_k·s_k = flat for arbitrary values, including a coordinate that mentions the
        // extent inside a min (Halide's clamped tile bases).
        let base = Term::Min(Box::new(mul(c(16), v("xo"))), Box::new(sub(v("E"), c(16))));
        let flat = add(add(base, v("l")), mul(add(v("y"), c(1)), v("E")));
        let layout = Layout::Dense(vec![Index::var("E"), Index::var("H")]);
        let r = delinearize(&flat, &layout, &Facts::new(), &no_lets).unwrap();
        for (xo, l, y, e) in [(0, 3, 1, 40), (2, 15, 0, 40), (5, 0, 7, 17)] {
            let vals = |n: &str| match n {
                "xo" => xo,
                "l" => l,
                "y" => y,
                "E" => e,
                _ => 0,
            };
            assert_eq!(
                eval(&r[0], &vals) + eval(&r[1], &vals) * e,
                eval(&flat, &vals)
            );
        }
    }
}
