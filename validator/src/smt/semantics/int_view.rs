//! Comparisons of machine integers that come from mathematical integers, decided in linear
//! integer arithmetic instead of bit-vectors.
//!
//! Indices are mathematical integers (`Int`, the Presburger side of a verification condition);
//! where a template uses one as a machine integer it becomes `int2bv_n(x)` (wrapping, exact).
//! Z3 treats `int2bv` of an unbounded integer lazily, and a condition such as Halide's
//! boundary test `bvslt(int2bv(x), int2bv(A.min + A.extent))` under Presburger premises with
//! divisions (`x ≡ 0 mod 16`, `x ≤ 64·⌊(E + 16)/64⌋ − 16`) then runs into the solver's time
//! limit (every `Atmp` lane store of parametric square sgemm, thesis row sqsgemm, has this
//! shape), while in the form below Z3 decides it at once.
//!
//! The rewriting is exact for every value: a term built from `int2bv`, numerals, `bvadd`,
//! `bvsub`, `bvneg`, `bvmul` by a numeral and `ite` has an *integer view* `v` with
//! `t = int2bv_n(v)` (two's complement arithmetic is arithmetic modulo 2ⁿ), and
//!
//! * `bvult(int2bv_n(a), int2bv_n(b)) ⟺ (a mod 2ⁿ) < (b mod 2ⁿ)`,
//! * `bvslt(int2bv_n(a), int2bv_n(b)) ⟺ s(a) < s(b)` with `s(x) = x − 2ⁿ·⌊(x + 2ⁿ⁻¹)/2ⁿ⌋`
//!   the signed reading of `x`'s low n bits,
//! * `int2bv_n(a) = int2bv_n(b) ⟺ (a mod 2ⁿ) = (b mod 2ⁿ)`.
//!
//! (SMT-LIB's `div`/`mod` by a positive constant are floor division and the remainder in
//! `[0, 2ⁿ)`.) Terms without a view keep the bit-vector comparison.

use z3::ast::{Ast, Int, BV};
use z3::DeclKind;

/// How deep [`int_view`] looks into a term (guards the recursion on large terms).
const MAX_DEPTH: usize = 32;

/// An integer `v` with `t = int2bv_n(v)`, n the width of `t`, when `t` is built from
/// `int2bv`, numerals, `bvadd`, `bvsub`, `bvneg`, `bvmul` by a numeral and `ite`.
pub fn int_view(t: &BV) -> Option<Int> {
    view(t, MAX_DEPTH)
}

fn view(t: &BV, depth: usize) -> Option<Int> {
    if depth == 0 || !t.is_app() {
        return None;
    }
    let n = t.get_size();
    if n > 64 {
        return None;
    }
    if let Some(c) = numeral(t) {
        return Some(Int::from_u64(c));
    }
    let kind = t.decl().kind();
    let args = t.children();
    let arg = |i: usize| args.get(i).and_then(|d| d.as_bv());
    let sub = |i: usize| arg(i).and_then(|b| view(&b, depth - 1));
    match kind {
        DeclKind::INT2BV => args.first().and_then(|d| d.as_int()),
        DeclKind::BADD if !args.is_empty() => {
            let vs: Option<Vec<Int>> = (0..args.len()).map(sub).collect();
            vs.map(|vs| Int::add(&vs.iter().collect::<Vec<_>>()))
        }
        DeclKind::BSUB if args.len() == 2 => Some(Int::sub(&[&sub(0)?, &sub(1)?])),
        DeclKind::BNEG if args.len() == 1 => Some(sub(0)?.unary_minus()),
        DeclKind::BMUL if args.len() == 2 => {
            // Linear only: one factor a numeral.
            let (a, b) = (arg(0)?, arg(1)?);
            if let Some(c) = numeral(&a) {
                Some(Int::mul(&[&Int::from_u64(c), &view(&b, depth - 1)?]))
            } else {
                let c = numeral(&b)?;
                Some(Int::mul(&[&view(&a, depth - 1)?, &Int::from_u64(c)]))
            }
        }
        DeclKind::ITE if args.len() == 3 => {
            let c = args[0].as_bool()?;
            Some(c.ite(&sub(1)?, &sub(2)?))
        }
        _ => None,
    }
}

fn numeral(t: &BV) -> Option<u64> {
    if t.is_app() && t.decl().kind() == DeclKind::BNUM {
        t.as_u64()
    } else {
        None
    }
}

/// `2ⁿ` as an integer term.
fn pow2(n: u32) -> Int {
    if n < 64 {
        Int::from_u64(1u64 << n)
    } else {
        Int::add(&[&Int::from_u64(u64::MAX), &Int::from_u64(1)])
    }
}

/// The unsigned reading of `x`'s low `n` bits, `x mod 2ⁿ`.
fn unsigned(x: &Int, n: u32) -> Int {
    x.modulo(pow2(n))
}

/// The signed reading of `x`'s low `n` bits, `x − 2ⁿ·⌊(x + 2ⁿ⁻¹)/2ⁿ⌋`.
fn signed(x: &Int, n: u32) -> Int {
    let m = pow2(n);
    let h = pow2(n - 1);
    let q = Int::add(&[x, &h]).div(&m);
    Int::sub(&[x, &Int::mul(&[&m, &q])])
}

/// `a < b` (signed or unsigned) on two bit-vectors of the same width, in integer arithmetic
/// when both have an integer view, else `None`.
pub fn lt(signed_cmp: bool, a: &BV, b: &BV) -> Option<z3::ast::Bool> {
    let n = a.get_size();
    if n != b.get_size() || n == 0 {
        return None;
    }
    let (x, y) = (int_view(a)?, int_view(b)?);
    Some(if signed_cmp {
        signed(&x, n).lt(signed(&y, n))
    } else {
        unsigned(&x, n).lt(unsigned(&y, n))
    })
}

/// `a = b` on two bit-vectors of the same width, in integer arithmetic when both have an
/// integer view, else `None`.
pub fn eq(a: &BV, b: &BV) -> Option<z3::ast::Bool> {
    let n = a.get_size();
    if n != b.get_size() || n == 0 {
        return None;
    }
    let (x, y) = (int_view(a)?, int_view(b)?);
    Some(unsigned(&x, n).eq(unsigned(&y, n)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Bool;
    use z3::{SatResult, Solver};

    fn bv(x: i64, n: u32) -> BV {
        BV::from_int(&Int::from_i64(x), n)
    }

    /// `f ⟺ g` holds (checked by Z3 on closed terms, where both simplify to constants).
    fn agree(f: &Bool, g: &Bool) -> bool {
        let s = Solver::new();
        s.assert(f.eq(g).not());
        s.check() == SatResult::Unsat
    }

    #[test]
    fn comparisons_agree_with_bit_vectors_across_the_wrap_around() {
        let n = 8;
        let values = [
            -300i64, -257, -256, -129, -128, -1, 0, 1, 127, 128, 255, 256, 300,
        ];
        for &x in &values {
            for &y in &values {
                let (a, b) = (bv(x, n), bv(y, n));
                for s in [true, false] {
                    let direct = if s { a.bvslt(&b) } else { a.bvult(&b) };
                    let via = lt(s, &a, &b).expect("both are int2bv");
                    assert!(agree(&direct, &via), "{x} < {y} signed={s}");
                }
                assert!(agree(&a.eq(&b), &eq(&a, &b).unwrap()), "{x} = {y}");
            }
        }
    }

    #[test]
    fn views_of_arithmetic_are_exact() {
        let n = 8;
        let x = Int::new_const("x");
        let a = BV::from_int(&x, n);
        // (int2bv(x) + 200) * 3 - int2bv(x), as bit-vectors and through the view, for x
        // values that wrap.
        let t = a
            .bvadd(BV::from_u64(200, n))
            .bvmul(BV::from_u64(3, n))
            .bvsub(&a);
        let v = int_view(&t).expect("linear in int2bv(x)");
        for xv in [-1000i64, -129, -1, 0, 5, 127, 128, 1000] {
            let s = Solver::new();
            s.assert(x.eq(Int::from_i64(xv)));
            s.assert(t.eq(BV::from_int(&v, n)).not());
            assert_eq!(s.check(), SatResult::Unsat, "x = {xv}");
        }
        // Not linear: no view.
        assert!(int_view(&a.bvmul(&a)).is_none());
        // A free bit-vector: no view.
        assert!(int_view(&BV::new_const("b", n)).is_none());
    }

    /// The query shape of parametric square sgemm's `Atmp` stores (see the module
    /// documentation): decided at once in integer arithmetic, beyond a 10 s limit with
    /// `bvslt` on `int2bv`.
    #[test]
    fn boundary_test_under_divisibility_premises_is_decided() {
        let f = Int::new_const("f");
        let e = Int::new_const("E");
        let c = |k: i64| Int::from_i64(k);
        let s = Solver::new();
        let mut p = z3::Params::new();
        p.set_u32("timeout", 10_000);
        s.set_params(&p);
        s.assert(f.modulo(c(16)).eq(c(0)));
        s.assert(e.modulo(c(32)).eq(c(0)));
        s.assert(e.ge(c(512)));
        s.assert(e.le(c(33_554_400)));
        s.assert(f.ge(c(0)));
        s.assert((&f - c(64) * (&f + c(15)).div(c(64))).ge(c(0)));
        s.assert((c(64) * (&e + c(16)).div(c(64)) - c(16) - &f).ge(c(0)));
        let goal = lt(true, &BV::from_int(&f, 32), &BV::from_int(&e, 32)).unwrap();
        s.assert(goal.not());
        assert_eq!(s.check(), SatResult::Unsat);
    }
}
