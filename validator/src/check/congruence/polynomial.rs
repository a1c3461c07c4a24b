//! Bit-vector ring terms in a normal form, `c₀ + Σ cᵢ·mᵢ (mod 2ⁿ)`, for the congruence
//! attempt's comparison of two sums (docs/engine.md, "Congruence first").
//!
//! A monomial `mᵢ` is a product of factors — terms that are not sums, differences, negations
//! or products — and the coefficients are kept modulo `2ⁿ`. The same value written as a sum in
//! another order or grouping, with `0 + …` or `1·x`, with a constant multiple spelled as a
//! shift (`x << 1` is encoded as `x·2`) or by a widened constant (`x · zext(3)`), or as a
//! product of sums distributed or not (`(a + b)·c` and `a·c + b·c`), has the same normal form
//! up to the order of monomials and of the factors inside each.
//!
//! A conversion `int2bv_n(e)` of an integer term is distributed over `e`'s integer sums,
//! differences and products: `int2bv_n` is a ring homomorphism from the integers onto the
//! integers modulo `2ⁿ`, so `int2bv_n(a + b) = int2bv_n(a) + int2bv_n(b)` and
//! `int2bv_n(a·b) = int2bv_n(a)·int2bv_n(b)` hold for every value, whatever wraps. The
//! specification's `(0 − x)·x` on a pure variable (integer arithmetic converted once) and the
//! implementation's `0 − x·x` (machine arithmetic on converted lane indices) then have the
//! same normal form. What is left of a conversion are factors `int2bv_n(a)` of integer atoms
//! `a`; the monomials of degree one among them are the *integer part* of the polynomial,
//! `int2bv_n(Σ cᵢ·aᵢ)`, which the matcher compares with one linear integer question.
//!
//! Every step is an identity of the ring of integers modulo `2ⁿ`: the normal form denotes the
//! term's value for every assignment. A product whose distribution would exceed
//! [`MAX_MONOMIALS`] stays one factor (still exact, only less normalized).

use z3::ast::{Ast, Dynamic, Int, BV};
use z3::DeclKind;

/// At most this many monomials in one polynomial; a product that would have more is a factor.
const MAX_MONOMIALS: usize = 64;

/// A product of factors, with repetition, in the order they were met (compared as a multiset).
pub(super) type Monomial = Vec<Dynamic>;

/// A bit-vector term of at most 64 bits as `c₀ + Σ cᵢ·mᵢ (mod 2ⁿ)` (see the module's doc):
/// the monomials `mᵢ` distinct as multisets of factors, every `cᵢ ≠ 0`.
#[derive(Clone, Debug)]
pub(super) struct Polynomial {
    /// The width `n`.
    pub bits: u32,
    /// `2ⁿ − 1`: coefficients and the constant are kept modulo `2ⁿ`.
    pub mask: u64,
    pub constant: u64,
    pub terms: Vec<(Monomial, u64)>,
}

impl Polynomial {
    /// The normal form of a bit-vector term of 1 to 64 bits; `None` for other terms.
    pub fn of(t: &Dynamic) -> Option<Polynomial> {
        let bits = t.as_bv()?.get_size();
        if bits == 0 || bits > 64 {
            return None;
        }
        Some(Self::bv(t, bits))
    }

    fn zero(bits: u32) -> Polynomial {
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        Polynomial {
            bits,
            mask,
            constant: 0,
            terms: Vec::new(),
        }
    }

    fn constant(bits: u32, v: u64) -> Polynomial {
        let mut p = Self::zero(bits);
        p.constant = v & p.mask;
        p
    }

    fn factor(bits: u32, t: &Dynamic) -> Polynomial {
        let mut p = Self::zero(bits);
        p.terms.push((vec![t.clone()], 1));
        p
    }

    /// Whether the polynomial is `1·t` alone.
    pub fn is_just(&self, t: &Dynamic) -> bool {
        self.constant == 0 && matches!(&self.terms[..], [(m, 1)] if m.len() == 1 && m[0] == *t)
    }

    /// The integer part `Σ cᵢ·aᵢ` (see the module's doc): the integer atoms `aᵢ` of the
    /// monomials `int2bv_n(aᵢ)` of degree one, each with its coefficient read as a signed
    /// n-bit number (the same residue modulo `2ⁿ`).
    pub fn integer_part(&self) -> Vec<(Int, i64)> {
        self.terms
            .iter()
            .filter_map(|(m, c)| match &m[..] {
                [f] => int_atom(f).map(|a| (a, self.signed(*c))),
                _ => None,
            })
            .collect()
    }

    /// The monomials outside the integer part, with their coefficients.
    pub fn rest(&self) -> Vec<&(Monomial, u64)> {
        self.terms
            .iter()
            .filter(|(m, _)| !matches!(&m[..], [f] if int_atom(f).is_some()))
            .collect()
    }

    fn signed(&self, c: u64) -> i64 {
        if self.bits == 64 {
            c as i64
        } else if c >> (self.bits - 1) != 0 {
            (c as i64) - (1i64 << self.bits)
        } else {
            c as i64
        }
    }

    /// The normal form of the bit-vector term `t` of width `bits`.
    fn bv(t: &Dynamic, bits: u32) -> Polynomial {
        if let Some(v) = numeral(t) {
            return Self::constant(bits, v);
        }
        if !(t.is_app() && t.num_children() > 0) {
            return Self::factor(bits, t);
        }
        let children = t.children();
        match t.decl().kind() {
            DeclKind::BADD => Self::sum(bits, children.iter().map(|c| Self::bv(c, bits))),
            DeclKind::BSUB if children.len() == 2 => {
                let minus_one = u64::MAX;
                Self::bv(&children[0], bits).plus(&Self::bv(&children[1], bits), minus_one)
            }
            DeclKind::BNEG if children.len() == 1 => Self::bv(&children[0], bits).scaled(u64::MAX),
            DeclKind::BMUL => {
                let factors = children.iter().map(|c| Self::bv(c, bits));
                Self::product(factors).unwrap_or_else(|| Self::factor(bits, t))
            }
            DeclKind::INT2BV => match children[0].as_int() {
                Some(e) => Self::int(&e, bits),
                None => Self::factor(bits, t),
            },
            _ => Self::factor(bits, t),
        }
    }

    /// The normal form of `int2bv_bits(e)`, distributed over `e`'s integer arithmetic.
    fn int(e: &Int, bits: u32) -> Polynomial {
        if let Some(v) = e.as_i64() {
            return Self::constant(bits, v as u64);
        }
        let atom = || Self::factor(bits, &Dynamic::from_ast(&BV::from_int(e, bits)));
        if !(e.is_app() && e.num_children() > 0) {
            return atom();
        }
        let children: Vec<Int> = e.children().iter().filter_map(|c| c.as_int()).collect();
        if children.len() != e.num_children() {
            return atom();
        }
        match e.decl().kind() {
            DeclKind::ADD => Self::sum(bits, children.iter().map(|c| Self::int(c, bits))),
            DeclKind::SUB if !children.is_empty() => {
                let mut p = Self::int(&children[0], bits);
                for c in &children[1..] {
                    p = p.plus(&Self::int(c, bits), u64::MAX);
                }
                p
            }
            DeclKind::UMINUS if children.len() == 1 => {
                Self::int(&children[0], bits).scaled(u64::MAX)
            }
            DeclKind::MUL => {
                Self::product(children.iter().map(|c| Self::int(c, bits))).unwrap_or_else(atom)
            }
            _ => atom(),
        }
    }

    /// The sum of `terms` (zero for none).
    fn sum(bits: u32, terms: impl Iterator<Item = Polynomial>) -> Polynomial {
        terms
            .reduce(|a, b| a.plus(&b, 1))
            .unwrap_or_else(|| Self::zero(bits))
    }

    /// `self + scale·other`.
    fn plus(mut self, other: &Polynomial, scale: u64) -> Polynomial {
        let mask = self.mask;
        self.constant = self
            .constant
            .wrapping_add(scale.wrapping_mul(other.constant))
            & mask;
        for (m, c) in &other.terms {
            self.add_monomial(m, scale.wrapping_mul(*c) & mask);
        }
        self
    }

    fn scaled(self, scale: u64) -> Polynomial {
        Self::zero(self.bits).plus(&self, scale)
    }

    fn add_monomial(&mut self, m: &Monomial, c: u64) {
        let mask = self.mask;
        match self.terms.iter().position(|(n, _)| same_multiset(n, m)) {
            Some(i) => {
                let sum = self.terms[i].1.wrapping_add(c) & mask;
                if sum == 0 {
                    self.terms.remove(i);
                } else {
                    self.terms[i].1 = sum;
                }
            }
            None if c & mask != 0 => self.terms.push((m.clone(), c & mask)),
            None => {}
        }
    }

    /// The product of `factors`, distributed; `None` when it would exceed [`MAX_MONOMIALS`].
    fn product(mut factors: impl Iterator<Item = Polynomial>) -> Option<Polynomial> {
        let mut acc = factors.next()?;
        for f in factors {
            let terms = (acc.terms.len() + 1) * (f.terms.len() + 1);
            if terms > MAX_MONOMIALS + 1 {
                return None;
            }
            acc = acc.times(&f);
        }
        Some(acc)
    }

    fn times(&self, other: &Polynomial) -> Polynomial {
        let mut p = Self::constant(self.bits, self.constant.wrapping_mul(other.constant));
        for (m, c) in &other.terms {
            p.add_monomial(m, self.constant.wrapping_mul(*c));
        }
        for (m, c) in &self.terms {
            p.add_monomial(m, c.wrapping_mul(other.constant));
            for (n, d) in &other.terms {
                let mut mn = m.clone();
                mn.extend(n.iter().cloned());
                p.add_monomial(&mn, c.wrapping_mul(*d));
            }
        }
        p
    }
}

/// `a` when `f` is `int2bv_n(a)`.
fn int_atom(f: &Dynamic) -> Option<Int> {
    let is_conversion = f.is_app() && f.num_children() == 1 && f.decl().kind() == DeclKind::INT2BV;
    if is_conversion {
        f.children()[0].as_int()
    } else {
        None
    }
}

/// Whether two monomials have the same factors with the same multiplicities.
fn same_multiset(a: &Monomial, b: &Monomial) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut used = vec![false; b.len()];
    a.iter()
        .all(|x| match (0..b.len()).find(|&k| !used[k] && b[k] == *x) {
            Some(k) => {
                used[k] = true;
                true
            }
            None => false,
        })
}

/// The value of a bit-vector constant of at most 64 bits: a numeral, or an extension,
/// extraction or concatenation of constants.
fn numeral(t: &Dynamic) -> Option<u64> {
    let bv = t.as_bv()?;
    if let Some(v) = bv.as_u64() {
        return Some(v);
    }
    let folds = t.is_app()
        && t.num_children() > 0
        && matches!(
            t.decl().kind(),
            DeclKind::ZERO_EXT | DeclKind::SIGN_EXT | DeclKind::EXTRACT | DeclKind::CONCAT
        )
        && t.children().iter().all(|c| numeral(c).is_some());
    if folds {
        bv.simplify().as_u64()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(t: &BV) -> Polynomial {
        Polynomial::of(&Dynamic::from_ast(t)).expect("bit-vector")
    }

    /// The monomials of `q` as sorted lists of factor names, with coefficients.
    fn shape(q: &Polynomial) -> Vec<(Vec<String>, u64)> {
        let mut v: Vec<(Vec<String>, u64)> = q
            .terms
            .iter()
            .map(|(m, c)| {
                let mut names: Vec<String> = m.iter().map(|f| f.to_string()).collect();
                names.sort();
                (names, *c)
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_conversion_of_integer_arithmetic_distributes_over_it() {
        let x = Int::new_const("x");
        let bx = BV::from_int(&x, 32);
        // The specification's int2bv((0 − x)·x) and the implementation's 0 − x·x.
        let spec = BV::from_int(&Int::mul(&[&Int::sub(&[&Int::from_i64(0), &x]), &x]), 32);
        let computed = BV::from_u64(0, 32).bvsub(bx.bvmul(&bx));
        let (s, c) = (p(&spec), p(&computed));
        assert_eq!(shape(&s), shape(&c));
        assert_eq!(
            shape(&s),
            vec![(vec![bx.to_string(), bx.to_string()], 0xffff_ffff)]
        );
        assert_eq!((s.constant, c.constant), (0, 0));
        // Neither has an integer part: x·x is of degree two.
        assert!(s.integer_part().is_empty());
    }

    #[test]
    fn an_affine_conversion_keeps_its_constant_apart() {
        let (x, y) = (Int::new_const("x"), Int::new_const("y"));
        let e = Int::add(&[&x, &Int::mul(&[&Int::from_i64(-2), &y]), &Int::from_i64(7)]);
        let q = p(&BV::from_int(&e, 16));
        assert_eq!(q.constant, 7);
        let part: Vec<(String, i64)> = q
            .integer_part()
            .iter()
            .map(|(a, c)| (a.to_string(), *c))
            .collect();
        assert_eq!(part, vec![("x".to_string(), 1), ("y".to_string(), -2)]);
        assert!(q.rest().is_empty());
    }

    #[test]
    fn products_of_sums_are_distributed_and_cancel() {
        let (a, b) = (BV::new_const("a", 8), BV::new_const("b", 8));
        // (a + b)·(a − b) − a·a + b·b = 0.
        let t = a
            .bvadd(&b)
            .bvmul(a.bvsub(&b))
            .bvsub(a.bvmul(&a))
            .bvadd(b.bvmul(&b));
        let q = p(&t);
        assert!(q.terms.is_empty() && q.constant == 0, "{q:?}");
        // Coefficients wrap: 128·a + 128·a = 0 (mod 2⁸).
        let t = a
            .bvmul(BV::from_u64(128, 8))
            .bvadd(a.bvmul(BV::from_u64(128, 8)));
        assert!(p(&t).terms.is_empty());
    }

    #[test]
    fn a_product_too_large_to_distribute_stays_one_factor() {
        let sum = |name: &str| {
            (0..9)
                .map(|i| BV::new_const(format!("{name}{i}"), 16))
                .reduce(|x, y| x.bvadd(y))
                .expect("nine terms")
        };
        let t = sum("a").bvmul(sum("b"));
        let q = p(&t);
        assert!(q.is_just(&Dynamic::from_ast(&t)), "{q:?}");
    }
}
