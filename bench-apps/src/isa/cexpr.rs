//! C text shared by the implementation and specification programs: identifiers, C types of
//! Halide types, affine index expressions in the builtins pet reads as affine (`min`, `max`,
//! `floord`, `intMod`), and Halide's value operators with Halide's exact semantics (integer
//! wrap-around through unsigned arithmetic, Euclidean division with `x / 0 == 0`, …).
//!
//! Anything whose exact Halide semantics is not written here is an [`Unsupported`] error:
//! the caller then writes a `.skipped` note instead of a program that could compute something
//! different.

use halide_tv::ir::{BinOp, Expr, ExprNode, Intrinsic, Type, TypeCode};
use halide_tv::sched::{CmpOp, Cond, Index};
use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// A construct the emitter cannot express exactly in C.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Shorthand for an [`Unsupported`] error.
pub fn unsupported<T>(what: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(what.into()))
}

const RESERVED: &[&str] = &[
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "bool", "main", "min", "max", "floord",
    "intMod", "kernel", "sqrt", "sqrtf",
];

/// Halide names (`blur_y.s0.x.x`, `r6$x`) to distinct C identifiers.
#[derive(Debug, Default)]
pub struct Names {
    map: HashMap<String, String>,
    used: BTreeSet<String>,
}

impl Names {
    /// The C identifier of the Halide name `hl` (the same one on every call).
    pub fn get(&mut self, hl: &str) -> String {
        if let Some(c) = self.map.get(hl) {
            return c.clone();
        }
        let mut base: String = hl
            .chars()
            .map(|c| match c {
                'a'..='z' | 'A'..='Z' | '0'..='9' | '_' => c,
                '$' => 'S',
                _ => '_',
            })
            .collect();
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert(0, 'v');
        }
        if RESERVED.contains(&base.as_str()) || base.starts_with("hl_") || base.starts_with("__") {
            base.push('_');
        }
        let mut name = base.clone();
        let mut k = 1;
        while self.used.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.used.insert(name.clone());
        self.map.insert(hl.to_string(), name.clone());
        name
    }
}

/// The C type of a scalar Halide type.
pub fn c_type(t: Type) -> Result<&'static str, Unsupported> {
    if t.lanes != 1 {
        return unsupported(format!("vector type {t}"));
    }
    Ok(match (t.code, t.bits) {
        (TypeCode::UInt, 1) => "bool",
        (TypeCode::Int, 8) => "int8_t",
        (TypeCode::Int, 16) => "int16_t",
        (TypeCode::Int, 32) => "int32_t",
        (TypeCode::Int, 64) => "int64_t",
        (TypeCode::UInt, 8) => "uint8_t",
        (TypeCode::UInt, 16) => "uint16_t",
        (TypeCode::UInt, 32) => "uint32_t",
        (TypeCode::UInt, 64) => "uint64_t",
        (TypeCode::Float, 32) => "float",
        (TypeCode::Float, 64) => "double",
        _ => return unsupported(format!("type {t}")),
    })
}

/// The unsigned C type integer arithmetic of `t` is done in (wider than `int` for narrow
/// types, so that no promotion to signed `int` can overflow).
fn arith_type(t: Type) -> &'static str {
    if t.bits > 32 {
        "uint64_t"
    } else {
        "uint32_t"
    }
}

/// The C prelude: headers and the helpers pet reads as affine builtins, plus Halide's integer
/// division and modulo. `__builtin_assume` is clang's (pet reads it as an assumption); gcc
/// builds check it and stop the program with exit status 3 when it does not hold.
pub const PRELUDE: &str = r#"#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* Affine builtins pet recognises (exact integer arithmetic on long). */
static inline long min(long a, long b) { return a < b ? a : b; }
static inline long max(long a, long b) { return a > b ? a : b; }
/* floor(a / b) for b > 0 */
static inline long floord(long a, long b) { long q = a / b; return (a % b != 0 && a < 0) ? q - 1 : q; }
/* a mod b in [0, b) for b > 0 */
static inline long intMod(long a, long b) { long r = a % b; return r < 0 ? r + b : r; }

/* Halide's signed division and modulo: Euclidean (the remainder is never negative),
   x / 0 == 0 and x % 0 == 0; INT64_MIN / -1 wraps. */
static inline int64_t hl_div_s64(int64_t a, int64_t b) {
    if (b == 0) return 0;
    if (b == -1) return (int64_t)(0 - (uint64_t)a);
    int64_t q = a / b, r = a % b;
    if (r < 0) q = b > 0 ? q - 1 : q + 1;
    return q;
}
static inline int64_t hl_mod_s64(int64_t a, int64_t b) {
    if (b == 0 || b == -1) return 0;
    int64_t r = a % b;
    if (r < 0) r = b > 0 ? r + b : r - b;
    return r;
}
static inline uint64_t hl_div_u64(uint64_t a, uint64_t b) { return b == 0 ? 0 : a / b; }
static inline uint64_t hl_mod_u64(uint64_t a, uint64_t b) { return b == 0 ? 0 : a % b; }

#ifndef __clang__
/* gcc: an assumption of the kernel (a Halide assert or a .sare constraint) that does not
   hold stops the program, like the Halide pipeline's own check. */
static inline void hl_assume(int c, const char *what) {
    if (!c) { fprintf(stderr, "assumption violated: %s\n", what); exit(3); }
}
#define __builtin_assume(c) hl_assume((c), #c)
#endif
"#;

/// An affine index expression as C (`long` arithmetic).
pub fn index(i: &Index, var: &mut dyn FnMut(&str) -> String) -> String {
    match i {
        Index::Var(v) => var(v),
        Index::Const(c) => const_long(*c),
        Index::Add(a, b) => format!("({} + {})", index(a, var), index(b, var)),
        Index::Scale(n, a) => format!("({} * {})", const_long(*n), index(a, var)),
        Index::FloorDiv(a, n) => format!("floord({}, {n})", index(a, var)),
        Index::Mod(a, n) => format!("intMod({}, {n})", index(a, var)),
        Index::Min(a, b) => format!("min({}, {})", index(a, var), index(b, var)),
        Index::Max(a, b) => format!("max({}, {})", index(a, var), index(b, var)),
        Index::Select(c, a, b) => {
            format!("({} ? {} : {})", cond(c, var), index(a, var), index(b, var))
        }
    }
}

fn const_long(c: i64) -> String {
    if c == i64::MIN {
        "(-9223372036854775807L - 1)".into()
    } else if c < 0 {
        format!("({c}L)")
    } else {
        format!("{c}L")
    }
}

/// An affine condition as C.
pub fn cond(c: &Cond<Index>, var: &mut dyn FnMut(&str) -> String) -> String {
    match c {
        Cond::Const(b) => (if *b { "1" } else { "0" }).into(),
        Cond::Cmp(op, a, b) => {
            let s = match op {
                CmpOp::Eq => "==",
                CmpOp::Ne => "!=",
                CmpOp::Lt => "<",
                CmpOp::Le => "<=",
            };
            format!("({} {s} {})", index(a, var), index(b, var))
        }
        Cond::And(a, b) => format!("({} && {})", cond(a, var), cond(b, var)),
        Cond::Or(a, b) => format!("({} || {})", cond(a, var), cond(b, var)),
        Cond::Not(a) => format!("(!{})", cond(a, var)),
    }
}

/// A scalar constant of the IR as C, exactly (floats by a decimal that reads back to the same
/// bits; NaN, infinities and float16 are refused).
pub fn constant(e: &Expr) -> Result<String, Unsupported> {
    let t = e.ty;
    let ct = c_type(t)?;
    match &e.node {
        ExprNode::IntImm(v) => Ok(match (t.bits, *v) {
            (64, i64::MIN) => "INT64_MIN".into(),
            _ => format!("(({ct}){}{})", const_long(*v), ""),
        }),
        ExprNode::UIntImm(v) => Ok(if t.is_bool() {
            (if *v != 0 { "true" } else { "false" }).into()
        } else {
            format!("(({ct}){v}UL)")
        }),
        ExprNode::FloatImm(bits) => match t.bits {
            32 => {
                let f = f32::from_bits(*bits as u32);
                if !f.is_finite() {
                    return unsupported(format!("non-finite float constant {f}"));
                }
                Ok(format!("({f:?}f)"))
            }
            64 => {
                let f = f64::from_bits(*bits);
                if !f.is_finite() {
                    return unsupported(format!("non-finite float constant {f}"));
                }
                Ok(format!("({f:?})"))
            }
            _ => unsupported(format!("float constant of type {t}")),
        },
        _ => unsupported("a non-constant where a constant was expected"),
    }
}

/// `a op b` of Halide scalar type `operand` (comparisons give `bool`), exactly.
pub fn binary(op: BinOp, operand: Type, a: &str, b: &str) -> Result<String, Unsupported> {
    let ct = c_type(operand)?;
    match op {
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let s = match op {
                BinOp::Eq => "==",
                BinOp::Ne => "!=",
                BinOp::Lt => "<",
                BinOp::Le => "<=",
                BinOp::Gt => ">",
                _ => ">=",
            };
            return Ok(format!("({a} {s} {b})"));
        }
        BinOp::And => return Ok(format!("({a} && {b})")),
        BinOp::Or => return Ok(format!("({a} || {b})")),
        _ => {}
    }
    if operand.is_bool() {
        return unsupported(format!("{op:?} on bool"));
    }
    if operand.is_float() {
        return match op {
            BinOp::Add => Ok(format!("(({ct})({a} + {b}))")),
            BinOp::Sub => Ok(format!("(({ct})({a} - {b}))")),
            BinOp::Mul => Ok(format!("(({ct})({a} * {b}))")),
            BinOp::Div => Ok(format!("(({ct})({a} / {b}))")),
            _ => unsupported(format!(
                "float {op:?} (Halide's code generation is not reproduced exactly)"
            )),
        };
    }
    let at = arith_type(operand);
    let signed = operand.code == TypeCode::Int;
    Ok(match op {
        BinOp::Add => format!("(({ct})(({at}){a} + ({at}){b}))"),
        BinOp::Sub => format!("(({ct})(({at}){a} - ({at}){b}))"),
        BinOp::Mul => format!("(({ct})(({at}){a} * ({at}){b}))"),
        BinOp::Div if signed => format!("(({ct})hl_div_s64({a}, {b}))"),
        BinOp::Mod if signed => format!("(({ct})hl_mod_s64({a}, {b}))"),
        BinOp::Div => format!("(({ct})hl_div_u64({a}, {b}))"),
        BinOp::Mod => format!("(({ct})hl_mod_u64({a}, {b}))"),
        BinOp::Min => format!("(({a}) < ({b}) ? ({a}) : ({b}))"),
        BinOp::Max => format!("(({a}) > ({b}) ? ({a}) : ({b}))"),
        _ => return unsupported(format!("integer {op:?}")),
    })
}

/// Halide's `cast<to>(a)` from `from`, exactly where C agrees with Halide.
pub fn cast(to: Type, from: Type, a: &str) -> Result<String, Unsupported> {
    let ct = c_type(to)?;
    c_type(from)?;
    if to.is_bool() {
        return Ok(format!("({a} != 0)"));
    }
    if from.is_float() && !to.is_float() {
        // Out-of-range float-to-int casts are undefined in Halide and in C; in range, both
        // truncate toward zero.
        return Ok(format!("(({ct})({a}))"));
    }
    if (to.code, to.bits) == (TypeCode::Float, 16)
        || (from.code, from.bits) == (TypeCode::Float, 16)
    {
        return unsupported("float16 casts");
    }
    // Integer narrowing wraps (gcc and clang define the conversion modulo 2^n); integer to
    // float and float to float round to nearest like LLVM.
    Ok(format!("(({ct})({a}))"))
}

/// A Halide intrinsic call with result type `ty` and arguments of types `arg_tys`, or
/// unsupported.
pub fn intrinsic(
    op: Intrinsic,
    ty: Type,
    args: &[String],
    arg_tys: &[Type],
) -> Result<String, Unsupported> {
    let ct = c_type(ty)?;
    let n = args.len();
    let arg = |k: usize| -> Result<&String, Unsupported> {
        args.get(k)
            .ok_or_else(|| Unsupported(format!("{op:?} with {n} arguments")))
    };
    Ok(match op {
        Intrinsic::Likely | Intrinsic::LikelyIfInnermost | Intrinsic::StrictFloat if n == 1 => {
            arg(0)?.clone()
        }
        Intrinsic::PromiseClamped | Intrinsic::UnsafePromiseClamped if n == 3 => arg(0)?.clone(),
        Intrinsic::IfThenElse if n == 3 => format!("({} ? {} : {})", arg(0)?, arg(1)?, arg(2)?),
        Intrinsic::WideningAdd | Intrinsic::WideningSub | Intrinsic::WideningMul
            if n == 2 && ty.is_int_or_uint() =>
        {
            let from = arg_tys.first().copied().unwrap_or(ty);
            let a = cast(ty, from, arg(0)?)?;
            let b = cast(ty, arg_tys.get(1).copied().unwrap_or(from), arg(1)?)?;
            let bop = match op {
                Intrinsic::WideningAdd => BinOp::Add,
                Intrinsic::WideningSub => BinOp::Sub,
                _ => BinOp::Mul,
            };
            binary(bop, ty, &a, &b)?
        }
        Intrinsic::BitwiseAnd | Intrinsic::BitwiseOr | Intrinsic::BitwiseXor
            if n == 2 && ty.is_int_or_uint() && !ty.is_bool() =>
        {
            let s = match op {
                Intrinsic::BitwiseAnd => "&",
                Intrinsic::BitwiseOr => "|",
                _ => "^",
            };
            format!("(({ct})({} {s} {}))", arg(0)?, arg(1)?)
        }
        Intrinsic::BitwiseNot if n == 1 && ty.is_int_or_uint() && !ty.is_bool() => {
            format!("(({ct})(~{}))", arg(0)?)
        }
        _ => return unsupported(format!("intrinsic {op:?} ({} arguments)", n)),
    })
}

/// A pure extern call (`sqrt_f32`, …) when its C counterpart is exact.
pub fn pure_extern(name: &str, args: &[String]) -> Result<String, Unsupported> {
    match (name, args) {
        ("sqrt_f32", [a]) => Ok(format!("sqrtf({a})")),
        ("sqrt_f64", [a]) => Ok(format!("sqrt({a})")),
        _ => unsupported(format!(
            "extern function {name} (Halide's own implementation is not reproduced)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_c_identifiers() {
        let mut n = Names::default();
        assert_eq!(n.get("blur_y.s0.x.x"), "blur_y_s0_x_x");
        assert_eq!(n.get("r6$x"), "r6Sx");
        assert_eq!(n.get("blur_y_s0.x_x"), "blur_y_s0_x_x_1");
        assert_eq!(n.get("blur_y.s0.x.x"), "blur_y_s0_x_x");
        assert_eq!(n.get("min"), "min_");
        assert_eq!(n.get("3d"), "v3d");
    }

    #[test]
    fn integer_arithmetic_wraps_and_division_is_euclidean() {
        let u16t = Type::uint(16);
        assert_eq!(
            binary(BinOp::Add, u16t, "a", "b").unwrap(),
            "((uint16_t)((uint32_t)a + (uint32_t)b))"
        );
        assert_eq!(
            binary(BinOp::Div, Type::int(32), "a", "b").unwrap(),
            "((int32_t)hl_div_s64(a, b))"
        );
        assert!(binary(BinOp::Mod, Type::float(32), "a", "b").is_err());
        assert!(binary(BinOp::Min, Type::float(32), "a", "b").is_err());
    }

    #[test]
    fn constants_are_exact_and_non_finite_ones_refused() {
        assert_eq!(constant(&Expr::f32(0.1)).unwrap(), "(0.1f)");
        assert_eq!(constant(&Expr::i32(-3)).unwrap(), "((int32_t)(-3L))");
        assert!(constant(&Expr::f32(f32::NAN)).is_err());
        let i = Index::plus(Index::var("x"), Index::Const(-2));
        let mut v = |s: &str| s.to_string();
        assert_eq!(index(&i, &mut v), "(x + (-2L))");
        let m = Index::modulo(Index::var("y"), 4).unwrap();
        assert_eq!(index(&m, &mut v), "intMod(y, 4)");
    }
}
