//! Relations from locations to iteration values, `ℓ → [x]` (results of `bind` and `lexmax`,
//! arguments of the substitution R1[x := R2], thesis Def. 5.2.3–5.2.4).

use std::fmt;

use super::ctx::Ctx;
use super::error::PResult;
use super::isl_ops::UMap;
use super::params::ParamSet;

/// A Presburger relation from array locations to anonymous integer tuples `[k]`.
pub struct Relation {
    pub(crate) inner: UMap,
}

impl Relation {
    /// Parses a relation written in isl syntax, e.g.
    /// `[N] -> { a[i] -> [x] : (-i + x) mod 4 = 0 and 0 <= i <= 3 and i < N and -4 + N <= x < N }`
    /// (array and parameter names must be plain identifiers). Meant for tests and diagnostics.
    pub fn parse(ctx: &Ctx, isl_text: &str) -> PResult<Relation> {
        Ok(Relation {
            inner: UMap::read(ctx, isl_text)?,
        })
    }

    /// `lexmax(R)`: for each location, the lexicographically largest value (Def. 5.2.4).
    pub fn lexmax(&self) -> PResult<Relation> {
        Ok(Relation {
            inner: self.inner.lexmax()?,
        })
    }

    /// `R ∩ Γ`.
    pub fn restrict(&self, c: &ParamSet) -> PResult<Relation> {
        Ok(Relation {
            inner: self.inner.intersect_params(&c.inner)?,
        })
    }

    /// Whether the relation is a (partial) function.
    pub fn is_single_valued(&self) -> PResult<bool> {
        self.inner.is_single_valued()
    }

    /// `Γ ⊢ R1 = R2`.
    pub fn is_equal_under(&self, o: &Relation, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_equal(&o.restrict(gamma)?.inner)
    }

    /// Relation equality for every parameter valuation.
    pub fn is_equal(&self, o: &Relation) -> PResult<bool> {
        self.inner.is_equal(&o.inner)
    }

    /// isl's text of the relation.
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

impl fmt::Debug for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "Relation({t})"),
            Err(e) => write!(f, "Relation(<{e}>)"),
        }
    }
}
