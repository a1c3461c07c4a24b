//! Evaluation of semantic expressions in a symbolic heap (thesis Fig. 5.1):
//! `⟦x⟧_h = {□⟨x⟩}`, `⟦n⟧_h = {n}`, `⟦a[ι..]⟧_h = h({a⟨ι..⟩})`, `⟦f(e..)⟧_h = f(⟦e⟧_h, …)`
//! (symbolic lifting: product of the template components, holes concatenated, conditions
//! conjoined), and `reads(e)`.

use std::cell::Cell;

use crate::ir::{Expr, ExprNode};
use crate::presburger::{
    Aff, LocationSet, PResult, ParamSet, PresburgerError, SymbolicHeap, SymbolicValue, TemplateId,
    TemplateInterner,
};
use crate::sched::{Read, Value};

use super::convert::{cond_to_cond, conj, index_to_aff, indices_to_affs};
use super::template::{ClampIndex, Leaf, Template};
use super::Evaluator;

/// A read whose value has at most this many pieces under Γ is not merged (the merge's
/// single-valuedness checks cost more than the product they would save).
const MERGE_ABOVE: usize = 4;

/// Interns the combination of two interned templates; a missing id (impossible for ids of
/// the same interner) is reported through `bad`.
fn combine2(
    templates: &mut TemplateInterner<Template>,
    bad: &Cell<bool>,
    a: TemplateId,
    b: TemplateId,
    f: &dyn Fn(Template, Template) -> Template,
) -> TemplateId {
    match (templates.get(a).cloned(), templates.get(b).cloned()) {
        (Some(x), Some(y)) => templates.intern(f(x, y)),
        _ => {
            bad.set(true);
            a
        }
    }
}

fn combine1(
    templates: &mut TemplateInterner<Template>,
    bad: &Cell<bool>,
    a: TemplateId,
    f: &dyn Fn(Template) -> Template,
) -> TemplateId {
    match templates.get(a).cloned() {
        Some(x) => templates.intern(f(x)),
        None => {
            bad.set(true);
            a
        }
    }
}

fn check(bad: &Cell<bool>) -> PResult<()> {
    if bad.get() {
        Err(PresburgerError::Invalid(
            "template id from another interner".into(),
        ))
    } else {
        Ok(())
    }
}

/// The constant leaf of an immediate.
pub fn const_leaf(e: &Expr) -> Leaf {
    let (int, float_bits) = match &e.node {
        ExprNode::IntImm(i) => (Some(i128::from(*i)), None),
        ExprNode::UIntImm(u) => (Some(i128::from(*u)), None),
        ExprNode::FloatImm(b) => (None, Some(*b)),
        _ => (None, None),
    };
    Leaf::Const {
        text: e.to_string(),
        ty: e.ty,
        int,
        float_bits,
    }
}

impl Evaluator {
    /// `{E⟨⟩}` for a leaf without holes.
    fn closed(&mut self, leaf: Leaf) -> PResult<SymbolicValue> {
        let id = self.templates.intern(Template::Leaf(leaf));
        SymbolicValue::template(&self.ctx, id, &[])
    }

    fn lift1(
        &mut self,
        v: &SymbolicValue,
        f: &dyn Fn(Template) -> Template,
    ) -> PResult<SymbolicValue> {
        let bad = Cell::new(false);
        let templates = &mut self.templates;
        let out = v.lift1(|a| combine1(templates, &bad, a, f))?;
        check(&bad)?;
        Ok(out)
    }

    fn lift2(
        &mut self,
        a: &SymbolicValue,
        b: &SymbolicValue,
        f: &dyn Fn(Template, Template) -> Template,
    ) -> PResult<SymbolicValue> {
        let bad = Cell::new(false);
        let templates = &mut self.templates;
        let out = a.lift2(b, |x, y| combine2(templates, &bad, x, y, f))?;
        check(&bad)?;
        Ok(out)
    }

    /// The values of several expressions packed into one tuple template (n-ary lifting).
    fn pack(
        &mut self,
        args: &[Value],
        h: &SymbolicHeap,
        gamma: &ParamSet,
    ) -> PResult<SymbolicValue> {
        let mut acc = self.closed_pack()?;
        for a in args {
            let v = self.value(a, h, gamma)?;
            acc = self.lift2(&acc, &v, &|p, t| match p {
                Template::Pack(mut xs) => {
                    xs.push(t);
                    Template::Pack(xs)
                }
                other => Template::Pack(vec![other, t]),
            })?;
        }
        Ok(acc)
    }

    fn closed_pack(&mut self) -> PResult<SymbolicValue> {
        let id = self.templates.intern(Template::Pack(Vec::new()));
        SymbolicValue::template(&self.ctx, id, &[])
    }

    /// `⟦e⟧_h` (Fig. 5.1) under the path condition Γ: the result `v̂` satisfies
    /// `v̂ ∩ Γ = ⟦e⟧_h ∩ Γ` (it is exact wherever Γ holds, and only meaningful there: the caller
    /// intersects with Γ). A read of a location outside `dom h` contributes nothing; the
    /// reads-defined side condition of S-ASSIGN reports it.
    ///
    /// Every read `h({a⟨ι..⟩})` of several pieces is simplified against Γ (`gist`) before it
    /// is combined: pieces of
    /// the heap that cannot apply under Γ disappear, and the constraints Γ implies are dropped,
    /// so the products of symbolic lifting stay small. This is exact under Γ because every
    /// other step (lifting, restriction to a condition, union) acts on the tuples and conjoins
    /// parameter conditions, hence commutes with `∩ Γ`.
    ///
    /// With [`Evaluator::merge_reads`], when S-ASSIGN has proved `Γ ⊢ reads(e) ⊆ dom(h)`
    /// ([`Evaluator::reads_proven_defined`]), a read of more than [`MERGE_ABOVE`] pieces is
    /// also merged: the pieces that hold one function of the parameters become that function
    /// on one region where one is found (`SymbolicValue::merge_functional_pieces`). S-ASSIGN
    /// sets it for a store whose `⟦e⟧_h` exceeded the budget unmerged, and keeps it for the
    /// later stores. The
    /// merge is exact wherever the read has a value, which is everywhere Γ and the read's
    /// guards hold; a guarded read's value is restricted to its guard (`Value::Cond`), so the
    /// valuations where the merged value may have a tuple the heap does not give are dropped.
    pub fn value(
        &mut self,
        e: &Value,
        h: &SymbolicHeap,
        gamma: &ParamSet,
    ) -> PResult<SymbolicValue> {
        match e {
            Value::Imm(x) => self.closed(const_leaf(x)),
            Value::Var { name, ty } => self.closed(Leaf::Param {
                name: name.clone(),
                ty: *ty,
            }),
            Value::Undef(ty) => self.closed(Leaf::Undef(*ty)),
            Value::Index { ty, index } => {
                let id = self.templates.intern(Template::Leaf(Leaf::Int(*ty)));
                SymbolicValue::template(&self.ctx, id, &[index_to_aff(index)])
            }
            Value::Read(r) => {
                let v = match self.input_read(r)? {
                    Some(v) => v,
                    None => read_location(self, r, &[])?.read_in(h)?,
                };
                // A single piece does not multiply the pieces of a lifting: left as it is.
                if v.n_basic()? <= 1 {
                    return Ok(v);
                }
                let v = v.simplify_under(gamma)?;
                if !(self.merge_reads && self.reads_proven_defined) || v.n_basic()? <= MERGE_ABOVE {
                    return Ok(v);
                }
                // The read has a value wherever Γ (and its guards) hold: pieces holding one
                // function of the parameters are merged, exactly there. The merge is an
                // optimization with a budget of its own (the rule's bound, restarted): over
                // it, the read is left as it is, and the rule's count restarts after it.
                self.budget();
                let merged = v.merge_functional_pieces(gamma);
                self.budget();
                if crate::presburger::profile::enabled() {
                    let to = match &merged {
                        Ok(Some(m)) => m.n_basic()?.to_string(),
                        Ok(None) => "no merge".into(),
                        Err(e) => e.to_string(),
                    };
                    eprintln!(
                        "[prof] merge of a read of {}: {} -> {to}",
                        r.array,
                        v.n_basic()?
                    );
                }
                match merged {
                    Ok(Some(m)) => Ok(m),
                    Ok(None) | Err(PresburgerError::ResourceLimit(_)) => Ok(v),
                    Err(e) => Err(e),
                }
            }
            Value::Not(a) => {
                let v = self.value(a, h, gamma)?;
                self.lift1(&v, &|t| Template::Not(Box::new(t)))
            }
            Value::Cast { ty, v } => {
                let from = v.ty();
                let to = *ty;
                let x = self.value(v, h, gamma)?;
                self.lift1(&x, &|t| Template::Cast {
                    from,
                    to,
                    arg: Box::new(t),
                })
            }
            Value::Reinterpret { ty, v } => {
                let from = v.ty();
                let to = *ty;
                let x = self.value(v, h, gamma)?;
                self.lift1(&x, &|t| Template::Reinterpret {
                    from,
                    to,
                    arg: Box::new(t),
                })
            }
            Value::Binary { op, ty, a, b } => {
                let operand = a.ty();
                let (op, result) = (*op, *ty);
                let x = self.value(a, h, gamma)?;
                let y = self.value(b, h, gamma)?;
                self.lift2(&x, &y, &|p, q| Template::Binary {
                    op,
                    operand,
                    result,
                    args: Box::new((p, q)),
                })
            }
            Value::Cond {
                cond,
                then_v,
                else_v,
            } => {
                let c = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                let t = self.value(then_v, h, gamma)?.restrict(&c)?;
                let f = self.value(else_v, h, gamma)?.restrict(&c.negate()?)?;
                t.union(&f)
            }
            Value::Select {
                cond,
                then_v,
                else_v,
            } => {
                let args = [(**cond).clone(), (**then_v).clone(), (**else_v).clone()];
                let p = self.pack(&args, h, gamma)?;
                self.lift1(&p, &|t| match t {
                    Template::Pack(mut xs) if xs.len() == 3 => {
                        let f = xs.pop().unwrap_or(Template::Pack(Vec::new()));
                        let t = xs.pop().unwrap_or(Template::Pack(Vec::new()));
                        let c = xs.pop().unwrap_or(Template::Pack(Vec::new()));
                        Template::Select(Box::new((c, t, f)))
                    }
                    other => other,
                })
            }
            Value::Call { callee, ty, args } => {
                let arg_types: Vec<_> = args.iter().map(Value::ty).collect();
                let (callee, result) = (super::template::Callee::from(callee), *ty);
                let p = self.pack(args, h, gamma)?;
                self.lift1(&p, &|t| match t {
                    Template::Pack(xs) => Template::Call {
                        callee: callee.clone(),
                        arg_types: arg_types.clone(),
                        result,
                        args: xs,
                    },
                    other => other,
                })
            }
        }
    }

    /// `⟦a[ι..]⟧_h` for a read-only input `a`: its cells hold their initial values throughout
    /// (no assignment writes them), so `h({a⟨ι..⟩}) = {In⟨ι + min..⟩ : lo ≤ ι < hi}` — built
    /// directly instead of applying the heap to the read's location set (for reads of clamped
    /// coordinates the application coalesces their many pieces). `None` for
    /// any other read. (Within an allocation that shadowed the input the heap would have no
    /// cells for it; the reads-defined side condition of S-ASSIGN, decided on `h`, still
    /// reports every such read.)
    ///
    /// An index clamped by `min`/`max` (a boundary condition) keeps its clamp in the template
    /// ([`Leaf::ClampedInput`]): `In⟨max(min(□0, □1), □2)..⟩` with the affine holes
    /// `x + d + min, n − 1 + min, min` is the same value as `In⟨max(min(x + d, n − 1), 0) + min⟩`
    /// (`min` and `max` commute with adding the buffer's min), in one piece instead of one per
    /// clamp case (nl_means: two reads of a 2-D `repeat_edge` input, 81 pieces per difference).
    ///
    /// Once S-ASSIGN has proved every read of the store defined under Γ
    /// ([`Evaluator::reads_proven_defined`]), the condition `lo ≤ ι < hi` is left out: it holds
    /// wherever Γ does, and the value is only used under Γ, so the value there is the same. On
    /// an index with a `min`/`max` of the parameters (a tile base clamped to the image, which
    /// S-LET substitutes) that condition is a union of cases, and a weighted sum of such reads
    /// multiplied them in every lifting.
    fn input_read(&mut self, r: &Read) -> PResult<Option<SymbolicValue>> {
        if !self.read_only.contains(&r.array) {
            return Ok(None);
        }
        let Some(cells) = self.input_cells.get(&r.array) else {
            return Ok(None);
        };
        if cells.mins.len() != r.index.len() {
            return Ok(None);
        }
        let idx = indices_to_affs(&r.index);
        let split: Vec<(ClampIndex, Vec<Aff>)> = idx.iter().map(ClampIndex::split).collect();
        let input = match self.templates.get(cells.template) {
            Some(Template::Leaf(Leaf::Input { buffer, ty, .. })) => Some((buffer.clone(), *ty)),
            _ => None,
        };
        let (template, holes) = match input {
            Some((buffer, ty)) if split.iter().any(|(c, _)| *c != ClampIndex::Hole) => {
                let mut holes = Vec::new();
                for ((_, leaves), m) in split.iter().zip(&cells.mins) {
                    holes.extend(leaves.iter().map(|l| l.clone() + m.clone()));
                }
                let index = split.into_iter().map(|(c, _)| c).collect();
                let leaf = Leaf::ClampedInput { buffer, ty, index };
                (self.templates.intern(Template::Leaf(leaf)), holes)
            }
            _ => {
                let holes = idx
                    .iter()
                    .zip(&cells.mins)
                    .map(|(i, m)| i.clone() + m.clone())
                    .collect::<Vec<_>>();
                (cells.template, holes)
            }
        };
        // Every read proven defined under Γ: the read is inside the buffer wherever the value
        // is used (see above).
        if self.reads_proven_defined {
            return Ok(Some(SymbolicValue::template(&self.ctx, template, &holes)?));
        }
        let mut inside = crate::presburger::Cond::True;
        for ((i, l), u) in idx.iter().zip(&cells.lo).zip(&cells.hi) {
            inside = inside
                .and(l.clone().le(i.clone()))
                .and(i.clone().lt(u.clone()));
        }
        if template == cells.template {
            return Ok(Some(SymbolicValue::template_if(
                &self.ctx, template, &holes, &inside,
            )?));
        }
        // The clamped index's bounds (`0 ≤ max(min(x + d, n − 1), 0) < n`) read as a union of
        // its clamp cases; restricting to them coalesces it (here into `n ≥ 1`).
        let inside = ParamSet::from_cond(&self.ctx, &inside)?;
        Ok(Some(
            SymbolicValue::template(&self.ctx, template, &holes)?.restrict(&inside)?,
        ))
    }

    /// `reads(e)`: every array location the expression reads, each under the conditions of
    /// the enclosing affine selects.
    pub fn reads(&self, e: &Value) -> PResult<LocationSet> {
        let mut acc = LocationSet::empty(&self.ctx)?;
        for (guards, r) in e.reads() {
            acc = acc.union_uncoalesced(&read_location(self, r, &guards)?)?;
        }
        Ok(acc)
    }
}

/// `{a⟨ι..⟩ : guards}`.
fn read_location(
    ev: &Evaluator,
    r: &Read,
    guards: &[crate::sched::Cond<crate::sched::Index>],
) -> PResult<LocationSet> {
    LocationSet::location_if(&ev.ctx, &r.array, &indices_to_affs(&r.index), &conj(guards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BinOp, Type};
    use crate::presburger::{Aff, Ctx};
    use crate::sched::{Index, Read};

    /// `a[c]` of type int32.
    fn read_a(c: i64) -> Value {
        Value::Read(Box::new(Read {
            array: "a".into(),
            index: vec![Index::Const(c)],
            flat: None,
            ty: Type::int(32),
        }))
    }

    fn add(a: Value, b: Value) -> Value {
        Value::Binary {
            op: BinOp::Add,
            ty: Type::int(32),
            a: Box::new(a),
            b: Box::new(b),
        }
    }

    /// A heap whose cell `a[c]` (c < 3) holds one of `k` templates depending on a parameter
    /// `q<c>` (`q<c> = 0`, …, `q<c> = k - 1`); `a[0] + a[1] + a[2]` is evaluated under
    /// `Γ: q0 = q1 = q2 = 0`. Lifting multiplies the pieces of the reads (`k³` combinations
    /// without Γ); simplifying each read against Γ leaves only the piece that can apply, and
    /// the value is unchanged under Γ.
    #[test]
    fn reads_are_simplified_against_the_path_condition() {
        let ctx = Ctx::new().unwrap();
        let mut ev = Evaluator::new(ctx.clone(), 0);
        let k = 6;
        let mut h = SymbolicHeap::empty(&ctx).unwrap();
        for n in 0..k {
            let id = ev.templates.intern(Template::Leaf(Leaf::Param {
                name: format!("v{n}"),
                ty: Type::int(32),
            }));
            for c in 0..3 {
                let q = Aff::var(&format!("q{c}"));
                let piece =
                    SymbolicHeap::assign_if(&ctx, "a", &[Aff::cst(c)], id, &[], &q.eq(Aff::cst(n)))
                        .unwrap();
                h = h.union(&piece).unwrap();
            }
        }
        let e = add(add(read_a(0), read_a(1)), read_a(2));
        let everywhere = ParamSet::universe(&ctx).unwrap();
        let all = ev.value(&e, &h, &everywhere).unwrap();
        assert_eq!(all.n_basic().unwrap(), 6 * 6 * 6);
        let zero = |c: &str| Aff::var(c).eq(Aff::cst(0));
        let gamma = ParamSet::from_cond(&ctx, &zero("q0").and(zero("q1")).and(zero("q2"))).unwrap();
        let under = ev.value(&e, &h, &gamma).unwrap();
        assert_eq!(under.n_basic().unwrap(), 1);
        // Exact under Γ.
        assert!(under.is_equal_under(&all, &gamma).unwrap());
    }

    /// A cell that six stores left holding one function of `n`, each under its own condition
    /// (`m = k ∧ n ≤ p_k`, k < 6; isl cannot merge them): `a[0] + a[0]` keeps the six pieces
    /// of each read unless S-ASSIGN has proved the reads defined, in which case each read is
    /// merged into one piece and the sum is one piece, equal to the unmerged sum under Γ (here
    /// the union of the six conditions: where the cell is written).
    #[test]
    fn reads_proven_defined_are_merged_into_one_piece_per_function() {
        let ctx = Ctx::new().unwrap();
        let mut ev = Evaluator::new(ctx.clone(), 0);
        let id = ev.templates.intern(Template::Leaf(Leaf::Param {
            name: "v".into(),
            ty: Type::int(32),
        }));
        let region = |k: i64| {
            Aff::var("m")
                .eq(Aff::cst(k))
                .and(Aff::var("n").le(Aff::var(&format!("p{k}"))))
        };
        let mut h = SymbolicHeap::empty(&ctx).unwrap();
        let mut written = crate::presburger::Cond::False;
        for k in 0..6 {
            let piece = SymbolicHeap::assign_if(
                &ctx,
                "a",
                &[Aff::cst(0)],
                id,
                &[Aff::var("n")],
                &region(k),
            )
            .unwrap();
            h = h.union(&piece).unwrap();
            written = written.or(region(k));
        }
        let gamma = ParamSet::from_cond(&ctx, &written).unwrap();
        let e = add(read_a(0), read_a(0));
        let plain = ev.value(&e, &h, &gamma).unwrap();
        assert!(plain.n_basic().unwrap() > MERGE_ABOVE);
        ev.reads_proven_defined = true;
        // Off unless asked for (`--merge-reads`).
        let unmerged = ev.value(&e, &h, &gamma).unwrap();
        assert_eq!(unmerged.n_basic().unwrap(), plain.n_basic().unwrap());
        ev.merge_reads = true;
        let merged = ev.value(&e, &h, &gamma).unwrap();
        assert_eq!(merged.n_basic().unwrap(), 1);
        assert!(merged.is_equal_under(&plain, &gamma).unwrap());
    }

    /// Four cells `a[c]` that hold one function `n` everywhere, each written in several
    /// pieces (`m_c = k ∧ n ≤ p_ck` for k < 5, and the rest; isl cannot merge them), summed by a
    /// store `b[0] := a[0] + a[1] + a[2] + a[3]` under a budget the unmerged sum (a product of
    /// the pieces) exceeds: S-ASSIGN evaluates `⟦e⟧_h` again with the reads merged, and the
    /// store is evaluated (one obligation) instead of stopping with the budget. A second such
    /// store then merges its reads at once (no second retry).
    #[test]
    fn an_assignment_over_the_budget_is_retried_with_merged_reads() {
        use crate::sched::{Assign, Origin, Prophecy};
        const BUDGET: u64 = 400_000;
        let ctx = Ctx::new().unwrap();
        let mut ev = Evaluator::new(ctx.clone(), BUDGET);
        let id = ev.templates.intern(Template::Leaf(Leaf::Param {
            name: "v".into(),
            ty: Type::int(32),
        }));
        let mut h = SymbolicHeap::empty(&ctx).unwrap();
        for c in 0..4 {
            let region = |k: i64| {
                Aff::var(&format!("m{c}"))
                    .eq(Aff::cst(k))
                    .and(Aff::var("n").le(Aff::var(&format!("p{c}{k}"))))
            };
            let mut written = crate::presburger::Cond::False;
            for k in 0..5 {
                written = written.or(region(k));
            }
            let mut cond: Vec<crate::presburger::Cond> = (0..5).map(region).collect();
            cond.push(written.negate());
            for r in cond {
                let piece =
                    SymbolicHeap::assign_if(&ctx, "a", &[Aff::cst(c)], id, &[Aff::var("n")], &r)
                        .unwrap();
                h = h.union(&piece).unwrap();
            }
        }
        let gamma = ParamSet::universe(&ctx).unwrap();
        let e = add(add(read_a(0), read_a(1)), add(read_a(2), read_a(3)));
        ev.budget();
        let unmerged = ev.value(&e, &h, &gamma);
        assert!(
            matches!(unmerged, Err(PresburgerError::ResourceLimit(_))),
            "the test needs a sum over the budget: {:?}",
            unmerged.map(|v| v.n_basic())
        );
        let store = Assign {
            array: "b".into(),
            index: vec![Index::Const(0)],
            flat: None,
            annotation: Some(Prophecy {
                func: "b".into(),
                stage: 0,
                value_index: None,
                args: Vec::new(),
            }),
            value: e,
        };
        let origin = Origin {
            path: Vec::new(),
            label: "store b".into(),
        };
        ev.write_bounds_checked = true;
        ev.budget();
        let effect = ev
            .s_assign(&gamma, &h, &store, &origin)
            .unwrap_or_else(|e| panic!("S-ASSIGN stopped: {e:?}"));
        assert_eq!(effect.obligations.len(), 1);
        assert!(ev.failures.is_empty(), "{:?}", ev.failures);
        assert_eq!(ev.merge_retries, 1);
        // A later store of the same kind merges its reads at once: no second retry.
        ev.budget();
        let again = ev
            .s_assign(&gamma, &h, &store, &origin)
            .unwrap_or_else(|e| panic!("S-ASSIGN stopped: {e:?}"));
        assert_eq!(again.obligations.len(), 1);
        assert_eq!(ev.merge_retries, 1);
    }

    /// An evaluator whose only array is a read-only input `inp : int32[n]`, and its initial
    /// heap.
    fn read_only_input() -> (Ctx, Evaluator, SymbolicHeap) {
        use crate::sched::ArrayDecl;
        use crate::symbolic::program::{initial_heap, InputDomain};
        let ctx = Ctx::new().unwrap();
        let mut ev = Evaluator::new(ctx.clone(), 0);
        let decl = ArrayDecl {
            name: "inp".into(),
            elem: Type::int(32),
            extents: vec![Index::Var("n".into())],
        };
        let h = initial_heap(&mut ev, &[decl], InputDomain::Buffer).unwrap();
        ev.read_only.insert("inp".into());
        (ctx, ev, h)
    }

    /// `inp[max(min(x + d, n - 1), 0)]` of a read-only input `inp : int32[n]` (a clamped
    /// boundary), for `d` in -2..=2: the value built directly from the input's cells is the
    /// value the heap gives, and a read outside the buffer (no clamp) has no value where it is
    /// outside, as in the heap.
    #[test]
    fn input_reads_are_the_initial_heap_values() {
        let (ctx, mut ev, h) = read_only_input();
        let x = || Box::new(Index::Var("x".into()));
        let read = |index: Index| Read {
            array: "inp".into(),
            index: vec![index],
            flat: None,
            ty: Type::int(32),
        };
        let everywhere = ParamSet::universe(&ctx).unwrap();
        for d in -2..=2 {
            let shifted = Index::Add(x(), Box::new(Index::Const(d)));
            let clamped = Index::Max(
                Box::new(Index::Min(
                    Box::new(shifted.clone()),
                    Box::new(Index::Add(
                        Box::new(Index::Var("n".into())),
                        Box::new(Index::Const(-1)),
                    )),
                )),
                Box::new(Index::Const(0)),
            );
            let r = read(shifted);
            let direct = ev.input_read(&r).unwrap().expect("a read-only input");
            let applied = read_location(&ev, &r, &[]).unwrap().read_in(&h).unwrap();
            assert!(direct.is_equal_under(&applied, &everywhere).unwrap());
            // The clamped read keeps its clamp in the template: one piece where the heap
            // gives three (below, inside, above), with the same cell at every point.
            let r = read(clamped);
            let direct = ev.input_read(&r).unwrap().expect("a read-only input");
            let applied = read_location(&ev, &r, &[]).unwrap().read_in(&h).unwrap();
            assert_eq!(direct.n_basic().unwrap(), 1);
            assert_eq!(applied.n_basic().unwrap(), 3);
            let pieces = direct.pieces().unwrap();
            let Some(Template::Leaf(Leaf::ClampedInput { index, .. })) =
                ev.templates.get(pieces[0].template)
            else {
                panic!("not a clamped input read: {pieces:?}");
            };
            let index = index.clone();
            for n in [1, 2, 7] {
                for x in -4..10 {
                    let at = |v: &SymbolicValue| {
                        let v = v.substitute_aff("x", &Aff::cst(x)).unwrap();
                        let v = v.substitute_aff("n", &Aff::cst(n)).unwrap();
                        let v = v.substitute_aff("inp.min.0", &Aff::cst(3)).unwrap();
                        v.sample().unwrap().map(|p| p.coords)
                    };
                    let cell = at(&applied).expect("a clamped read has a value").remove(0);
                    let holes = at(&direct).expect("the same value");
                    assert_eq!(index[0].eval(&holes, &mut 0), Some(cell), "n {n} x {x}");
                }
            }
            // Where the buffer is empty, neither has a value.
            let empty = ParamSet::from_cond(&ctx, &Aff::var("n").le(Aff::cst(0))).unwrap();
            assert!(direct.is_empty_under(&empty).unwrap());
            assert!(applied.is_empty_under(&empty).unwrap());
        }
        // Not read-only: the heap is applied.
        ev.read_only.clear();
        assert!(ev
            .input_read(&read(Index::Var("x".into())))
            .unwrap()
            .is_none());
    }

    /// Once S-ASSIGN has proved every read of a store defined, an input read's value is its
    /// template without the condition that the cell is inside the buffer: under Γ that
    /// condition holds, so the value is the same there, and it is one piece where the
    /// condition on an index with a `min`/`max` of the parameters (`x + 16·min(max(q, 0), m)`,
    /// a tile base clamped to the image) is a union of cases.
    #[test]
    fn reads_proven_defined_keep_no_inside_condition() {
        let (ctx, mut ev, h) = read_only_input();
        let var = |v: &str| Box::new(Index::Var(v.into()));
        let base = Index::Min(
            Box::new(Index::Max(var("q"), Box::new(Index::Const(0)))),
            var("m"),
        );
        let r = Read {
            array: "inp".into(),
            index: vec![Index::Add(
                var("x"),
                Box::new(Index::Scale(16, Box::new(base))),
            )],
            flat: None,
            ty: Type::int(32),
        };
        let exact = ev.input_read(&r).unwrap().expect("a read-only input");
        assert!(exact.n_basic().unwrap() > 1);
        ev.reads_proven_defined = true;
        let proven = ev.input_read(&r).unwrap().expect("a read-only input");
        assert_eq!(proven.n_basic().unwrap(), 1);
        // Wherever the read is inside the buffer (where the heap gives it a value: the Γ under
        // which S-ASSIGN proves it defined) the two values agree, and only there.
        let applied = read_location(&ev, &r, &[]).unwrap().read_in(&h).unwrap();
        let inside = applied.params().unwrap();
        assert!(!proven
            .is_equal_under(&exact, &ParamSet::universe(&ctx).unwrap())
            .unwrap());
        assert!(proven.is_equal_under(&exact, &inside).unwrap());
    }

    /// A hull of a top-level assertion that runs out of its isl operations gives `None` and
    /// leaves the evaluator a whole budget for what follows: a hull that exhausted the budget
    /// would leave the check UNKNOWN at that very assertion.
    #[test]
    fn a_hull_out_of_operations_leaves_the_budget_to_the_rest() {
        use crate::presburger::ParamSet;
        const BUDGET: u64 = 3_000;
        let ctx = Ctx::new().unwrap();
        let ev = Evaluator::new(ctx.clone(), BUDGET);
        // Twelve separate boxes over three parameters: a hull far beyond 3000 operations.
        let mut cond = crate::presburger::Cond::False;
        for k in 0..12 {
            let v = |n: &str| Aff::var(n);
            let boxed = v("a")
                .ge(Aff::cst(10 * k))
                .and(v("a").le(Aff::cst(10 * k + 3)))
                .and(v("b").ge(Aff::cst(7 * k)))
                .and(v("b").le(Aff::var("c") + Aff::cst(k)))
                .and(v("c").ge(Aff::cst(-k)));
            cond = cond.or(boxed);
        }
        ctx.set_max_operations(0);
        let p = ParamSet::from_cond(&ctx, &cond).unwrap();
        assert!(p.n_basic().unwrap() > 1);
        ev.budget();
        assert!(
            ev.bounded_hull(&p).unwrap().is_none(),
            "the hull fits the bound"
        );
        // Within the restarted budget an operation of the same size as the input succeeds.
        let q = ParamSet::from_cond(&ctx, &Aff::var("a").ge(Aff::cst(0))).unwrap();
        assert!(p.and(&q).is_ok());
        // Without a bound the same hull is one convex superset.
        let unbounded = Evaluator::new(ctx.clone(), 0);
        let h = unbounded.bounded_hull(&p).unwrap().expect("a hull");
        assert_eq!(h.n_basic().unwrap(), 1);
        assert!(p.is_subset(&h).unwrap());
    }
}
