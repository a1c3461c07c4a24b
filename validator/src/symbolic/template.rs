//! Expression templates with affine holes (thesis §5.2 "Symbolic Values"; §6: right-hand sides
//! as deduplicated templates): the `E` of a symbolic value `E⟨ι1..ιm⟩`.
//!
//! A template is a value expression tree whose leaves are holes, specification tensor
//! accesses, input reads and constants. Holes are numbered by the left-to-right order of the
//! leaves, which is the order in which [`crate::presburger::SymbolicValue::lift2`]
//! concatenates them (`E1⟨j⟩ op E2⟨k⟩` has holes `j` then `k`).

use std::fmt;

use crate::ir::Intrinsic;
use crate::ir::{BinOp, Type};
use crate::sare::TensorId;

/// What a call template calls (the SCHED callee, hashable).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A Halide intrinsic with modelled semantics.
    Intrinsic(Intrinsic),
    /// A pure external function, uninterpreted.
    PureExtern(String),
    /// Halide's `VectorReduce` of the arguments (one group of lanes; floats only, where the
    /// order is unspecified).
    VectorReduce(crate::ir::VectorReduceOp),
}

impl From<&crate::sched::Callee> for Callee {
    fn from(c: &crate::sched::Callee) -> Callee {
        match c {
            crate::sched::Callee::Intrinsic(i) => Callee::Intrinsic(i.clone()),
            crate::sched::Callee::PureExtern(n) => Callee::PureExtern(n.clone()),
            crate::sched::Callee::VectorReduce(op) => Callee::VectorReduce(*op),
        }
    }
}

/// A leaf of a template.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Leaf {
    /// One hole: an affine integer converted to the machine type `ty` (the thesis' conversion
    /// of an index expression to a value, `Value::Index`).
    Int(Type),
    /// A specification tensor element `T(□1..□n)` (the `decompose(t)` of a prophecy, or the
    /// value written by an earlier assignment); `arity` holes.
    Tensor {
        /// The stage tensor.
        tensor: TensorId,
        /// Number of indices.
        arity: usize,
    },
    /// An input buffer element `In(□1..□n)` at absolute (Func) coordinates; `arity` holes.
    Input {
        /// The buffer.
        buffer: String,
        /// Element type.
        ty: Type,
        /// Number of dimensions.
        arity: usize,
    },
    /// An input buffer element at clamped coordinates, `In(c1(□..), …, cn(□..))`: each index
    /// is a `min`/`max` tree over holes (a boundary condition such as `repeat_edge`'s
    /// `max(min(x + d, n − 1), 0)`, with the buffer's min added to every hole). Keeping the
    /// clamp in the template leaves the holes affine, so the read is one piece instead of one
    /// per clamp case (three per clamped dimension, multiplied again by every lifting).
    ClampedInput {
        /// The buffer.
        buffer: String,
        /// Element type.
        ty: Type,
        /// One index per dimension.
        index: Vec<ClampIndex>,
    },
    /// A constant, kept as its printed form and type (no hole).
    Const {
        /// Printed literal (`ExprNode` debug form).
        text: String,
        /// Type.
        ty: Type,
        /// Integer value for integer and `bool` constants.
        int: Option<i128>,
        /// IEEE bit pattern for float constants.
        float_bits: Option<u64>,
    },
    /// A scalar parameter that is not affine (float or handle); no hole.
    Param {
        /// Name.
        name: String,
        /// Type.
        ty: Type,
    },
    /// An arbitrary value of type `ty` (lanes a predicated load does not read); no hole.
    Undef(Type),
    /// Garbage of type `ty`: the whole value of a cell whose store read memory that was never
    /// written (inside its allocation). Halide allows such over-computation as long as no
    /// output depends on it; a store that reads garbage writes garbage. No hole.
    Garbage(Type),
    /// A value of type `ty` computed from written memory only, whose value itself is not
    /// tracked: what every store writes in the garbage-taint evaluation
    /// ([`crate::symbolic::Evaluator::garbage_semantics`]). No hole; never part of a verification
    /// condition (it would stand for an arbitrary value).
    Clean(Type),
}

/// An integer index of a [`Leaf::ClampedInput`]: `min` and `max` over holes, numbered left to
/// right.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClampIndex {
    /// One hole (an affine integer).
    Hole,
    /// `min(a, b)`.
    Min(Box<ClampIndex>, Box<ClampIndex>),
    /// `max(a, b)`.
    Max(Box<ClampIndex>, Box<ClampIndex>),
}

impl ClampIndex {
    /// Number of holes.
    pub fn holes(&self) -> usize {
        match self {
            ClampIndex::Hole => 1,
            ClampIndex::Min(a, b) | ClampIndex::Max(a, b) => a.holes() + b.holes(),
        }
    }

    /// Splits a quasi-affine index into its outer `min`/`max` tree and the expressions at its
    /// leaves (in hole order); an expression without an outer `min`/`max` is one hole. A term
    /// added to a clamp, or a positive factor, is moved into its leaves (`min(a, b) + t =
    /// min(a + t, b + t)`, `n·min(a, b) = min(n·a, n·b)` for `n > 0`): Halide writes a clamped
    /// coordinate relative to the buffer's min, `max(min(x, e + m − 1), m) − m`.
    pub fn split(a: &crate::presburger::Aff) -> (ClampIndex, Vec<crate::presburger::Aff>) {
        use crate::presburger::Aff;
        match a {
            Aff::Min(x, y) | Aff::Max(x, y) => {
                let ((cx, mut lx), (cy, ly)) = (Self::split(x), Self::split(y));
                lx.extend(ly);
                let (cx, cy) = (Box::new(cx), Box::new(cy));
                let c = if matches!(a, Aff::Min(..)) {
                    ClampIndex::Min(cx, cy)
                } else {
                    ClampIndex::Max(cx, cy)
                };
                (c, lx)
            }
            Aff::Add(x, y) => match (Self::split(x), Self::split(y)) {
                ((c, leaves), (ClampIndex::Hole, t)) | ((ClampIndex::Hole, t), (c, leaves)) => {
                    let t = t.into_iter().next().unwrap_or(Aff::Const(0));
                    let leaves = leaves.into_iter().map(|l| l + t.clone()).collect();
                    (c, leaves)
                }
                _ => (ClampIndex::Hole, vec![a.clone()]),
            },
            Aff::Scale(n, x) if *n > 0 => {
                let (c, leaves) = Self::split(x);
                let leaves = leaves
                    .into_iter()
                    .map(|l| Aff::Scale(*n, Box::new(l)))
                    .collect();
                (c, leaves)
            }
            other => (ClampIndex::Hole, vec![other.clone()]),
        }
    }

    /// The index at the hole values `holes` (taken from `*next` on).
    pub fn eval(&self, holes: &[i64], next: &mut usize) -> Option<i64> {
        match self {
            ClampIndex::Hole => {
                *next += 1;
                holes.get(*next - 1).copied()
            }
            ClampIndex::Min(a, b) => Some(a.eval(holes, next)?.min(b.eval(holes, next)?)),
            ClampIndex::Max(a, b) => Some(a.eval(holes, next)?.max(b.eval(holes, next)?)),
        }
    }

    /// Prints the index, naming hole `k` with `hole(k)`.
    pub fn render(&self, hole: &dyn Fn(usize) -> String) -> String {
        self.render_from(&mut 0, hole)
    }

    fn render_from(&self, next: &mut usize, hole: &dyn Fn(usize) -> String) -> String {
        match self {
            ClampIndex::Hole => {
                *next += 1;
                hole(*next - 1)
            }
            ClampIndex::Min(a, b) | ClampIndex::Max(a, b) => {
                let name = if matches!(self, ClampIndex::Min(..)) {
                    "min"
                } else {
                    "max"
                };
                let a = a.render_from(next, hole);
                format!("{name}({a}, {})", b.render_from(next, hole))
            }
        }
    }
}

impl Leaf {
    /// Number of holes of the leaf.
    pub fn holes(&self) -> usize {
        match self {
            Leaf::Int(_) => 1,
            Leaf::Tensor { arity, .. } | Leaf::Input { arity, .. } => *arity,
            Leaf::ClampedInput { index, .. } => index.iter().map(ClampIndex::holes).sum(),
            Leaf::Const { .. }
            | Leaf::Param { .. }
            | Leaf::Undef(_)
            | Leaf::Garbage(_)
            | Leaf::Clean(_) => 0,
        }
    }
}

/// A value expression template (the thesis' opaque functions `f` keep Halide's operators).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Template {
    /// A leaf.
    Leaf(Leaf),
    /// Boolean negation.
    Not(Box<Template>),
    /// `a op b` with operands of type `operand`, result type `result`.
    Binary {
        /// Operator.
        op: BinOp,
        /// Operand type.
        operand: Type,
        /// Result type.
        result: Type,
        /// Operands.
        args: Box<(Template, Template)>,
    },
    /// Eager `select(c, t, f)`.
    Select(Box<(Template, Template, Template)>),
    /// Conversion `from → to`.
    Cast {
        /// Source type.
        from: Type,
        /// Target type.
        to: Type,
        /// Operand.
        arg: Box<Template>,
    },
    /// Bit reinterpretation `from → to`.
    Reinterpret {
        /// Source type.
        from: Type,
        /// Target type.
        to: Type,
        /// Operand.
        arg: Box<Template>,
    },
    /// An intrinsic or pure extern call.
    Call {
        /// Callee.
        callee: Callee,
        /// Argument types.
        arg_types: Vec<Type>,
        /// Result type.
        result: Type,
        /// Arguments.
        args: Vec<Template>,
    },
    /// A tuple of templates (an intermediate of n-ary lifting; never a final value).
    Pack(Vec<Template>),
}

impl Template {
    /// Number of holes.
    pub fn holes(&self) -> usize {
        match self {
            Template::Leaf(l) => l.holes(),
            Template::Not(a) => a.holes(),
            Template::Cast { arg, .. } | Template::Reinterpret { arg, .. } => arg.holes(),
            Template::Binary { args, .. } => args.0.holes() + args.1.holes(),
            Template::Select(a) => a.0.holes() + a.1.holes() + a.2.holes(),
            Template::Call { args, .. } | Template::Pack(args) => {
                args.iter().map(Template::holes).sum()
            }
        }
    }

    /// Prints the template, naming hole `k` with `hole(k)`.
    pub fn render(&self, hole: &dyn Fn(usize) -> String) -> String {
        let mut next = 0;
        self.render_from(&mut next, hole)
    }

    fn render_list(args: &[Template], next: &mut usize, hole: &dyn Fn(usize) -> String) -> String {
        args.iter()
            .map(|a| a.render_from(next, hole))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn render_from(&self, next: &mut usize, hole: &dyn Fn(usize) -> String) -> String {
        let holes = |n: usize, next: &mut usize| -> String {
            let s: Vec<String> = (*next..*next + n).map(hole).collect();
            *next += n;
            s.join(", ")
        };
        match self {
            Template::Leaf(Leaf::Int(ty)) => format!("{ty}({})", holes(1, next)),
            Template::Leaf(Leaf::Tensor { tensor, arity }) => {
                format!("{tensor}({})", holes(*arity, next))
            }
            Template::Leaf(Leaf::Input { buffer, arity, .. }) => {
                format!("{buffer}({})", holes(*arity, next))
            }
            Template::Leaf(Leaf::ClampedInput { buffer, index, .. }) => {
                let idx: Vec<String> = index.iter().map(|c| c.render_from(next, hole)).collect();
                format!("{buffer}({})", idx.join(", "))
            }
            Template::Leaf(Leaf::Const { text, .. }) => text.clone(),
            Template::Leaf(Leaf::Param { name, .. }) => name.clone(),
            Template::Leaf(Leaf::Undef(ty)) => format!("undef<{ty}>"),
            Template::Leaf(Leaf::Garbage(ty)) => format!("garbage<{ty}>"),
            Template::Leaf(Leaf::Clean(ty)) => format!("value<{ty}>"),
            Template::Not(a) => format!("!({})", a.render_from(next, hole)),
            Template::Binary { op, args, .. } => {
                let a = args.0.render_from(next, hole);
                let b = args.1.render_from(next, hole);
                format!("({a} {} {b})", op.symbol())
            }
            Template::Select(a) => {
                let c = a.0.render_from(next, hole);
                let t = a.1.render_from(next, hole);
                let f = a.2.render_from(next, hole);
                format!("select({c}, {t}, {f})")
            }
            Template::Cast { to, arg, .. } => format!("{to}({})", arg.render_from(next, hole)),
            Template::Reinterpret { to, arg, .. } => {
                format!("reinterpret<{to}>({})", arg.render_from(next, hole))
            }
            Template::Call { callee, args, .. } => {
                let name = match callee {
                    Callee::Intrinsic(i) => i.to_string(),
                    Callee::PureExtern(n) => n.clone(),
                    Callee::VectorReduce(op) => format!("vector_reduce_{op:?}"),
                };
                format!("{name}({})", Self::render_list(args, next, hole))
            }
            Template::Pack(args) => format!("<{}>", Self::render_list(args, next, hole)),
        }
    }
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&|k| format!("□{k}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presburger::Aff;

    /// Halide's clamped coordinate relative to the buffer's min, `2·(max(min(x + 1, e + m − 1),
    /// m) − m) + 3`: the clamp becomes the tree, the offset and the factor move into the leaves,
    /// and the tree over the leaves is the index at every point.
    #[test]
    fn a_clamped_index_splits_into_its_clamp_and_affine_leaves() {
        let v = |n: &str| Aff::var(n);
        let clamp = Aff::Max(
            Box::new(Aff::Min(
                Box::new(v("x") + Aff::cst(1)),
                Box::new(v("e") + v("m") - Aff::cst(1)),
            )),
            Box::new(v("m")),
        );
        let index = Aff::Scale(2, Box::new(clamp - v("m"))) + Aff::cst(3);
        let (tree, leaves) = ClampIndex::split(&index);
        assert_eq!(
            tree,
            ClampIndex::Max(
                Box::new(ClampIndex::Min(
                    Box::new(ClampIndex::Hole),
                    Box::new(ClampIndex::Hole)
                )),
                Box::new(ClampIndex::Hole)
            )
        );
        assert_eq!(leaves.len(), 3);
        assert_eq!(tree.render(&|k| format!("h{k}")), "max(min(h0, h1), h2)");
        for x in -4..12 {
            for m in [-2, 0, 5] {
                let env = |n: &str| match n {
                    "x" => Some(x),
                    "e" => Some(6),
                    "m" => Some(m),
                    _ => None,
                };
                let holes: Vec<i64> = leaves.iter().map(|l| l.eval(&env).unwrap()).collect();
                let at = tree.eval(&holes, &mut 0).unwrap();
                assert_eq!(at, index.eval(&env).unwrap(), "x = {x}, m = {m}");
            }
        }
        // Two clamps added together, and a negative factor, stay one hole.
        let sum = Aff::Min(Box::new(v("a")), Box::new(v("b")))
            + Aff::Min(Box::new(v("c")), Box::new(v("d")));
        assert_eq!(ClampIndex::split(&sum).0, ClampIndex::Hole);
        let neg = Aff::Scale(-1, Box::new(Aff::Min(Box::new(v("a")), Box::new(v("b")))));
        assert_eq!(ClampIndex::split(&neg).0, ClampIndex::Hole);
    }
}
