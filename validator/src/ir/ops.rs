//! Operators of Halide's IR that the `.sched` and `.sare` formats can express.
//!
//! Binary operators follow `src/IR.h` (Add … Or); intrinsics follow `Call::IntrinsicOp`
//! (src/IR.h, semantics in src/IROperator.cpp and src/FindIntrinsics.cpp). Intrinsics are
//! described as data (one table, name ↔ variant) so the parser, the printer and the SMT encoder
//! share a single list; a name that is not in the table is kept as [`Intrinsic::Other`] and the
//! validator answers UNKNOWN naming it, never guesses its meaning. `mux` is not in the table:
//! the parser desugars it into the nested selects Halide lowers it to ([`super::Expr::mux`]).

use std::fmt;

/// Binary operators of Halide's IR, with the concrete syntax used in both formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Halide division: Euclidean for signed integers (rounds toward −∞ for positive divisor),
    /// x/0 = 0 for integers; IEEE division for floats.
    Div,
    /// Halide modulo: Euclidean (result ≥ 0), x%0 = 0 for integers.
    Mod,
    Min,
    Max,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

impl BinOp {
    /// All binary operators.
    pub const ALL: [BinOp; 15] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::Min,
        BinOp::Max,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::And,
        BinOp::Or,
    ];

    /// Concrete syntax: an infix symbol, or the function name for `min`/`max`.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Min => "min",
            BinOp::Max => "max",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }

    /// True for comparisons, whose result is `bool` (with the operands' lanes).
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }

    /// True for `&&` and `||`, whose operands are `bool`.
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or)
    }
}

impl fmt::Display for BinOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Reduction operators of Halide's `VectorReduce` node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VectorReduceOp {
    Add,
    SaturatingAdd,
    Mul,
    Min,
    Max,
    And,
    Or,
}

impl VectorReduceOp {
    /// All reduction operators.
    pub const ALL: [VectorReduceOp; 7] = [
        VectorReduceOp::Add,
        VectorReduceOp::SaturatingAdd,
        VectorReduceOp::Mul,
        VectorReduceOp::Min,
        VectorReduceOp::Max,
        VectorReduceOp::And,
        VectorReduceOp::Or,
    ];

    /// Name as Halide prints it (`vector_reduce_add` etc. without the prefix).
    pub fn name(self) -> &'static str {
        match self {
            VectorReduceOp::Add => "add",
            VectorReduceOp::SaturatingAdd => "saturating_add",
            VectorReduceOp::Mul => "mul",
            VectorReduceOp::Min => "min",
            VectorReduceOp::Max => "max",
            VectorReduceOp::And => "and",
            VectorReduceOp::Or => "or",
        }
    }

    /// Inverse of [`VectorReduceOp::name`].
    pub fn from_name(name: &str) -> Option<VectorReduceOp> {
        VectorReduceOp::ALL.into_iter().find(|op| op.name() == name)
    }
}

impl fmt::Display for VectorReduceOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! intrinsics {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// Halide intrinsics (`Call::IntrinsicOp`) with value semantics the validator models.
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Intrinsic {
            $($(#[$doc])* $variant,)*
            /// Any other intrinsic name: carried through so the validator can answer
            /// UNKNOWN ("unsupported intrinsic NAME") instead of guessing.
            Other(String),
        }

        impl Intrinsic {
            /// Every known intrinsic (without `Other`).
            pub const KNOWN: &'static [Intrinsic] = &[$(Intrinsic::$variant,)*];

            /// The name as Halide prints it.
            pub fn name(&self) -> &str {
                match self {
                    $(Intrinsic::$variant => $name,)*
                    Intrinsic::Other(name) => name,
                }
            }

            /// Looks a name up; unknown names give `Other`.
            pub fn from_name(name: &str) -> Intrinsic {
                match name {
                    $($name => Intrinsic::$variant,)*
                    other => Intrinsic::Other(other.to_string()),
                }
            }
        }
    };
}

intrinsics! {
    /// |x|, result unsigned of the same width for integers.
    Abs = "abs",
    /// |x − y| without overflow, unsigned result for integers.
    Absd = "absd",
    BitwiseAnd = "bitwise_and",
    BitwiseNot = "bitwise_not",
    BitwiseOr = "bitwise_or",
    BitwiseXor = "bitwise_xor",
    /// x << y; negative y shifts right (signed shift amounts).
    ShiftLeft = "shift_left",
    /// x >> y (arithmetic for signed x); negative y shifts left.
    ShiftRight = "shift_right",
    CountLeadingZeros = "count_leading_zeros",
    CountTrailingZeros = "count_trailing_zeros",
    Popcount = "popcount",
    /// Integer division rounding toward zero (C semantics), used by lowering of `div_round_to_zero`.
    DivRoundToZero = "div_round_to_zero",
    /// Remainder of `div_round_to_zero`.
    ModRoundToZero = "mod_round_to_zero",
    WideningAdd = "widening_add",
    WideningSub = "widening_sub",
    WideningMul = "widening_mul",
    WideningShiftLeft = "widening_shift_left",
    WideningShiftRight = "widening_shift_right",
    /// `a + widen(b)` (b half as wide as a).
    WidenRightAdd = "widen_right_add",
    /// `a - widen(b)`.
    WidenRightSub = "widen_right_sub",
    /// `a * widen(b)`.
    WidenRightMul = "widen_right_mul",
    SaturatingAdd = "saturating_add",
    SaturatingSub = "saturating_sub",
    SaturatingCast = "saturating_cast",
    HalvingAdd = "halving_add",
    HalvingSub = "halving_sub",
    RoundingHalvingAdd = "rounding_halving_add",
    RoundingShiftLeft = "rounding_shift_left",
    RoundingShiftRight = "rounding_shift_right",
    MulShiftRight = "mul_shift_right",
    RoundingMulShiftRight = "rounding_mul_shift_right",
    /// lerp(zero_val, one_val, weight) as defined by Halide's `lower_lerp`.
    Lerp = "lerp",
    /// Lazily-evaluated select (`if_then_else(c, t, f)`).
    IfThenElse = "if_then_else",
    /// Value-preserving hints: identity on their first argument.
    Likely = "likely",
    LikelyIfInnermost = "likely_if_innermost",
    PromiseClamped = "promise_clamped",
    UnsafePromiseClamped = "unsafe_promise_clamped",
    /// Marks strict-float regions; identity on its argument.
    StrictFloat = "strict_float",
    /// Reinterpret the bits of a value (`reinterpret<T>(x)`).
    Reinterpret = "reinterpret",
}

impl fmt::Display for Intrinsic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_names_round_trip() {
        for op in Intrinsic::KNOWN {
            assert_eq!(&Intrinsic::from_name(op.name()), op);
        }
        assert_eq!(
            Intrinsic::from_name("gpu_thread_barrier"),
            Intrinsic::Other("gpu_thread_barrier".into())
        );
    }

    #[test]
    fn vector_reduce_names_round_trip() {
        for op in VectorReduceOp::ALL {
            assert_eq!(VectorReduceOp::from_name(op.name()), Some(op));
        }
        assert_eq!(VectorReduceOp::from_name("xor"), None);
    }

    #[test]
    fn comparison_classification() {
        let cmps: Vec<_> = BinOp::ALL
            .into_iter()
            .filter(|o| o.is_comparison())
            .collect();
        assert_eq!(cmps.len(), 6);
        assert!(BinOp::And.is_logical() && !BinOp::Add.is_logical());
    }
}
