//! Lowering of Halide expressions, one lane at a time: integer index arithmetic to
//! [`Term`]s and Boolean conditions to [`Cond<Term>`] (values: `lower_value.rs`).
//!
//! Every function takes the lane index ℓ (a term over the enclosing lane variable, or a
//! constant); scalar sub-expressions ignore it, vector nodes pick their lane ℓ:
//! `ramp(b, s, n)` with `m`-lane `b` gives `b[ℓ mod m] + ⌊ℓ/m⌋·s[ℓ mod m]`, `broadcast(v)`
//! gives `v[ℓ mod m]`, shuffles give exact `select` chains ([`super::lanes`]).

use super::env::Binding;
use super::fused::FusedPart;
use super::index::{CmpOp, Cond, Index};
use super::lanes::{lane_times, pieces, split_lane};
use super::layout::{
    coordinates_proved_in_range, delinearize, delinearize_keeping_atoms, normalize_constant_dims,
    normalize_constant_strides, normalize_symbolic_dims, Layout,
};
use super::lower_stmt::Lowerer;
use super::term::Term;
use super::typing::{type_cond, type_index};
use crate::ir::{BinOp, CallKind, Expr, ExprNode, Intrinsic, Type, TypeCode};
use std::rc::Rc;

/// Why an expression could not be lowered (turned into a [`super::LowerError`] by the
/// statement lowering, which knows where the expression is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fail {
    /// Not (quasi-)affine; the offending part, printed.
    NonAffine(String),
    /// An unsupported construct.
    Unsupported(String),
    /// An ill-formed program.
    IllFormed(String),
}

/// Result of lowering an expression.
pub(crate) type R<T> = Result<T, Fail>;

/// True for the integer types whose arithmetic Halide assumes does not overflow (so that it
/// may be read as exact index arithmetic, thesis §9.5).
pub(crate) fn is_index_type(t: Type) -> bool {
    t.code == TypeCode::Int && matches!(t.bits, 32 | 64)
}

/// True when a cast from `from` to `to` preserves every integer value.
fn is_exact_int_cast(from: Type, to: Type) -> bool {
    is_index_type(to)
        && !from.is_bool()
        && match from.code {
            TypeCode::Int => from.bits <= to.bits,
            TypeCode::UInt => from.bits < to.bits,
            _ => false,
        }
}

/// Value-preserving hint intrinsics (`likely`, `promise_clamped`, …).
pub(crate) fn is_hint(op: &Intrinsic) -> bool {
    matches!(
        op,
        Intrinsic::Likely
            | Intrinsic::LikelyIfInnermost
            | Intrinsic::PromiseClamped
            | Intrinsic::UnsafePromiseClamped
    )
}

/// Converts a typed [`Index`] back to a term.
pub fn index_term(i: &Index) -> Term {
    match i {
        Index::Var(v) => Term::Var(v.clone()),
        Index::Const(c) => Term::Const(*c),
        Index::Add(a, b) => Term::plus(index_term(a), index_term(b)),
        Index::Scale(n, a) => Term::times(Term::Const(*n), index_term(a)),
        Index::FloorDiv(a, n) => Term::divide(index_term(a), Term::Const(*n)),
        Index::Mod(a, n) => Term::modulo(index_term(a), Term::Const(*n)),
        Index::Min(a, b) => Term::min(index_term(a), index_term(b)),
        Index::Max(a, b) => Term::max(index_term(a), index_term(b)),
        Index::Select(c, a, b) => {
            let c = match c.try_map::<Term, std::convert::Infallible>(&mut |x| Ok(index_term(x))) {
                Ok(c) => c,
                Err(never) => match never {},
            };
            Term::select(c, index_term(a), index_term(b))
        }
    }
}

impl Lowerer {
    /// Types a term as an index under the current path facts.
    pub(crate) fn typed(&self, t: &Term) -> R<Index> {
        type_index(t, &self.env.facts).map_err(|n| Fail::NonAffine(n.part))
    }

    /// Types a term condition under the current path facts.
    pub(crate) fn typed_cond(&self, c: &Cond<Term>) -> R<Cond<Index>> {
        type_cond(c, &self.env.facts).map_err(|n| Fail::NonAffine(n.part))
    }

    /// Lane ℓ of an integer index expression, as a term.
    pub(crate) fn term(&mut self, e: &Expr, lane: &Term) -> R<Term> {
        let non_affine = |why: &str| Err(Fail::NonAffine(format!("{e} ({why})")));
        match &e.node {
            ExprNode::IntImm(v) => Ok(Term::Const(*v)),
            ExprNode::UIntImm(v) if !e.ty.is_bool() => match i64::try_from(*v) {
                Ok(v) => Ok(Term::Const(v)),
                Err(_) => non_affine("constant too large"),
            },
            ExprNode::Var(n) => self.var_term(n, e, lane),
            ExprNode::Binary(op, a, b) => {
                if !is_index_type(e.ty.element_of()) {
                    return non_affine(&format!("{} arithmetic may wrap", e.ty.element_of()));
                }
                if matches!(op, BinOp::Div | BinOp::Mod) {
                    match self.fused_use(*op, a, b, lane)? {
                        Some(FusedPart::Digit(d)) => return Ok(Term::Var(d)),
                        Some(FusedPart::View(_)) => {
                            return non_affine("a fused variable over several loops in an index")
                        }
                        None => {}
                    }
                }
                let (ta, tb) = (self.term(a, lane)?, self.term(b, lane)?);
                Ok(match op {
                    BinOp::Add => Term::plus(ta, tb),
                    BinOp::Sub => Term::minus(ta, tb),
                    BinOp::Mul => Term::times(ta, tb),
                    BinOp::Div => Term::divide(ta, tb),
                    BinOp::Mod => Term::modulo(ta, tb),
                    BinOp::Min => Term::min(ta, tb),
                    BinOp::Max => Term::max(ta, tb),
                    _ => return non_affine("not an integer operator"),
                })
            }
            ExprNode::Select(c, t, f) => {
                let c = self.cond(c, lane)?;
                Ok(Term::select(c, self.term(t, lane)?, self.term(f, lane)?))
            }
            ExprNode::Cast(a) if is_exact_int_cast(a.ty.element_of(), e.ty.element_of()) => {
                self.term(a, lane)
            }
            ExprNode::Let(n, v, b) => self.with_inline(n, v, |me| me.term(b, lane)),
            ExprNode::Ramp(b, s, n) => {
                let (i, j) = split_lane(lane, b.ty.lanes);
                let base = self.term(b, &i)?;
                let stride = self.term(s, &i)?;
                Ok(Term::plus(base, lane_times(j, *n, stride)))
            }
            ExprNode::Broadcast(..) | ExprNode::Shuffle(..) => {
                let ps = self.pieces_of(e, lane)?;
                let mut acc: Option<Term> = None;
                for p in ps.into_iter().rev() {
                    let v = self.term(p.operand, &p.lane)?;
                    acc = Some(match (p.guard, acc) {
                        (Some(g), Some(rest)) => Term::select(g, v, rest),
                        _ => v,
                    });
                }
                acc.ok_or_else(|| Fail::IllFormed(format!("empty shuffle `{e}`")))
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Intrinsic(op) if is_hint(op) && !c.args.is_empty() => {
                    self.term(&c.args[0], lane)
                }
                CallKind::Intrinsic(Intrinsic::Other(name)) => {
                    Err(Fail::Unsupported(format!("intrinsic {name}")))
                }
                _ => non_affine("call in an index"),
            },
            _ => non_affine("not an integer index expression"),
        }
    }

    /// The core index of an access to `buffer` at lane ℓ, and its flat term (kept for
    /// reports). With a flat index, the core index is the flat index delinearized in the
    /// buffer's layout ([`super::layout`]): the flat index is what the generated code uses,
    /// so flattening itself is validated. Without one (hand-written programs), the
    /// multidimensional index is the core index, read as coordinates counted from 0.
    pub(crate) fn access_index(
        &mut self,
        buffer: &str,
        multi: &[Expr],
        flat: Option<&Expr>,
        lane: &Term,
    ) -> R<(Vec<Index>, Option<Term>)> {
        let info = self
            .env
            .array(buffer)
            .ok_or_else(|| Fail::IllFormed(format!("access to unknown buffer `{buffer}`")))?;
        if let Some(f) = flat {
            let ft = self.term(f, lane)?;
            let layout = self.env.layout(buffer).cloned().unwrap_or(Layout::Unknown);
            let index = self.decomposition(buffer, &ft, &layout, info.dims)?;
            return Ok((index, Some(ft)));
        }
        if multi.len() != info.dims {
            return Err(if multi.is_empty() {
                Fail::Unsupported(format!("access to `{buffer}` without any index"))
            } else {
                Fail::IllFormed(format!(
                    "`{buffer}` has {} dimensions but is accessed with {} indices",
                    info.dims,
                    multi.len()
                ))
            });
        }
        let mut index = Vec::new();
        for x in multi {
            let t = self.term(x, lane)?;
            index.push(self.typed(&t)?);
        }
        Ok((index, None))
    }

    /// A delinearized index with its coordinates carried into range where the layout and the
    /// facts allow it ([`normalize_constant_dims`], [`normalize_symbolic_dims`],
    /// [`normalize_constant_strides`]; each exact).
    fn normalized(&self, index: Vec<Index>, layout: &Layout) -> Vec<Index> {
        let facts = &self.env.facts;
        let index = normalize_constant_dims(index, layout, facts);
        let index = normalize_symbolic_dims(index, layout, facts);
        normalize_constant_strides(index, layout, facts)
    }

    /// The core index of the flat offset `flat` into `buffer`: of the two exact decompositions
    /// — the allocation's `let`-bound extents expanded, or kept whole — the first, unless it
    /// fails or the second has more coordinates the facts prove in range (each normalized,
    /// [`Lowerer::normalized`]). Both are identities `flat = Σk rk·sk`, but only the in-bounds
    /// one names the cell the address holds: when the offset's part of dimension 0 subtracts
    /// the realized minimum that the extent's definition also contains (`extent = max − min +
    /// 1`), dividing the expanded form can move that part into dimension 1 (`[ℓ − 8, x + 1]`
    /// for `[ℓ − min, x]`), which the in-bounds check then reports although the address is
    /// inside the allocation. Kept whole, the extents also divide flat indices whose expanded
    /// division leaves a coordinate outside the affine fragment (the definitions' `min`/`max`
    /// decided differently in the index and in the extent). The second division runs only when
    /// the first fails or leaves a coordinate not proved in range; when both fail, the first
    /// failure is reported.
    fn decomposition(
        &self,
        buffer: &str,
        flat: &Term,
        layout: &Layout,
        dims: usize,
    ) -> R<Vec<Index>> {
        let env = &self.env;
        let value_of = |v: &str| env.let_value(v).map(index_term);
        let kept = || {
            delinearize_keeping_atoms(flat, layout, &env.facts, &value_of)
                .ok()
                .and_then(|c| self.typed_coords(buffer, &c, dims).ok())
                .map(|i| self.normalized(i, layout))
        };
        let first = delinearize(flat, layout, &env.facts, &value_of)
            .map_err(|e| {
                Fail::Unsupported(format!(
                    "flat index `{flat}` of `{buffer}` is not in its layout: {}",
                    e.0
                ))
            })
            .and_then(|c| self.typed_coords(buffer, &c, dims))
            .map(|i| self.normalized(i, layout));
        let index = match first {
            Ok(index) => index,
            Err(first) => return kept().ok_or(first),
        };
        let proved = coordinates_proved_in_range(&index, layout, &env.facts);
        if !matches!(layout, Layout::Dense(_)) || proved + 1 >= dims {
            return Ok(index);
        }
        Ok(match kept() {
            Some(other) if coordinates_proved_in_range(&other, layout, &env.facts) > proved => {
                other
            }
            _ => index,
        })
    }

    /// The coordinates of a delinearized access typed as indices (`dims` of them).
    fn typed_coords(&self, buffer: &str, coords: &[Term], dims: usize) -> R<Vec<Index>> {
        if coords.len() != dims {
            return Err(Fail::IllFormed(format!(
                "`{buffer}` has {dims} dimensions but its layout has {}",
                coords.len()
            )));
        }
        coords.iter().map(|c| self.typed(c)).collect()
    }

    /// Counts one `let` expansion against the budget.
    pub(crate) fn charge_expansion(&mut self) -> R<()> {
        self.expansions += 1;
        if self.expansions > super::lower_stmt::EXPANSION_BUDGET {
            return Err(Fail::Unsupported(
                "program too large after expanding non-affine lets".into(),
            ));
        }
        Ok(())
    }

    pub(crate) fn pieces_of<'e>(
        &self,
        e: &'e Expr,
        lane: &Term,
    ) -> R<Vec<super::lanes::Piece<'e>>> {
        match pieces(e, lane) {
            Some(Ok(ps)) => Ok(ps),
            Some(Err(msg)) => Err(Fail::IllFormed(msg)),
            None => Err(Fail::IllFormed(format!(
                "not a broadcast or shuffle: `{e}`"
            ))),
        }
    }

    fn var_term(&mut self, n: &str, e: &Expr, lane: &Term) -> R<Term> {
        match self.env.var(n).cloned() {
            Some(Binding::Core) => Ok(match self.env.pinned(n) {
                Some(c) => Term::Const(c),
                None => Term::Var(n.to_string()),
            }),
            Some(Binding::Shifted(i)) => Ok(index_term(&i)),
            Some(Binding::Inline(x)) => {
                self.charge_expansion()?;
                if x.ty.lanes != e.ty.lanes {
                    return Err(Fail::IllFormed(format!("`{n}` used with other lanes")));
                }
                self.term(&x, lane)
            }
            Some(Binding::Fused(_)) => Err(Fail::NonAffine(format!(
                "{n} (fused loop variable used other than as `{n} / e` and `{n} % e`)"
            ))),
            Some(Binding::Value(t)) => Err(Fail::NonAffine(format!(
                "{n} (a {t} parameter is not an integer index)"
            ))),
            None => Err(Fail::IllFormed(format!("unbound variable `{n}`"))),
        }
    }

    /// Runs `f` with `n` bound to the pure expression `v` (expanded at each use).
    pub(crate) fn with_inline<T>(
        &mut self,
        n: &str,
        v: &Expr,
        f: impl FnOnce(&mut Lowerer) -> R<T>,
    ) -> R<T> {
        self.env
            .bind(n, Binding::Inline(Rc::new(v.clone())))
            .map_err(|e| Fail::Unsupported(format!("{} `{n}`", e.what())))?;
        let r = f(self);
        self.env.unbind(n);
        r
    }

    /// Lane ℓ of a Boolean expression as a condition over terms (non-affine parts fail).
    pub(crate) fn cond(&mut self, e: &Expr, lane: &Term) -> R<Cond<Term>> {
        let non_affine = |why: &str| Err(Fail::NonAffine(format!("{e} ({why})")));
        match &e.node {
            ExprNode::UIntImm(v) if e.ty.is_bool() => Ok(Cond::Const(*v != 0)),
            ExprNode::Var(n) => match self.env.var(n).cloned() {
                Some(Binding::Inline(x)) => {
                    self.charge_expansion()?;
                    self.cond(&x, lane)
                }
                _ => non_affine("Boolean variable"),
            },
            ExprNode::Binary(op, a, b) if op.is_comparison() => {
                let (ta, tb) = (self.term(a, lane)?, self.term(b, lane)?);
                Ok(match op {
                    BinOp::Eq => Cond::cmp_terms(CmpOp::Eq, ta, tb),
                    BinOp::Ne => Cond::cmp_terms(CmpOp::Ne, ta, tb),
                    BinOp::Lt => Cond::cmp_terms(CmpOp::Lt, ta, tb),
                    BinOp::Le => Cond::cmp_terms(CmpOp::Le, ta, tb),
                    BinOp::Gt => Cond::cmp_terms(CmpOp::Lt, tb, ta),
                    _ => Cond::cmp_terms(CmpOp::Le, tb, ta),
                })
            }
            ExprNode::Binary(BinOp::And, a, b) => {
                Ok(Cond::and(self.cond(a, lane)?, self.cond(b, lane)?))
            }
            ExprNode::Binary(BinOp::Or, a, b) => {
                Ok(Cond::or(self.cond(a, lane)?, self.cond(b, lane)?))
            }
            ExprNode::Not(a) => Ok(Cond::negate(self.cond(a, lane)?)),
            ExprNode::Select(c, t, f) => {
                let c = self.cond(c, lane)?;
                let (t, f) = (self.cond(t, lane)?, self.cond(f, lane)?);
                Ok(Cond::or(
                    Cond::and(c.clone(), t),
                    Cond::and(Cond::negate(c), f),
                ))
            }
            ExprNode::Let(n, v, b) => self.with_inline(n, v, |me| me.cond(b, lane)),
            ExprNode::Broadcast(..) | ExprNode::Shuffle(..) => {
                let ps = self.pieces_of(e, lane)?;
                let mut acc: Option<Cond<Term>> = None;
                for p in ps.into_iter().rev() {
                    let v = self.cond(p.operand, &p.lane)?;
                    acc = Some(match (p.guard, acc) {
                        (Some(g), Some(rest)) => {
                            Cond::or(Cond::and(g.clone(), v), Cond::and(Cond::negate(g), rest))
                        }
                        _ => v,
                    });
                }
                acc.ok_or_else(|| Fail::IllFormed(format!("empty shuffle `{e}`")))
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Intrinsic(op) if is_hint(op) && !c.args.is_empty() => {
                    self.cond(&c.args[0], lane)
                }
                CallKind::Intrinsic(Intrinsic::Other(name)) => {
                    Err(Fail::Unsupported(format!("intrinsic {name}")))
                }
                // Halide's bounds-query mode fills in the buffers' shapes and computes nothing;
                // the validated claim is about calls that compute (architecture, trusted base).
                CallKind::Extern if c.name == "_halide_buffer_is_bounds_query" => {
                    self.assumptions.insert(
                        "assumed: the pipeline is not called in bounds-query mode (no buffer has a null host and device pointer)".into(),
                    );
                    Ok(Cond::Const(false))
                }
                _ => non_affine("call in a condition"),
            },
            _ => non_affine("not an affine condition"),
        }
    }
}
