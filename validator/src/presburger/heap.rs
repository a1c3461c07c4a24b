//! Symbolic heaps: Presburger relations from locations `a⟨i⟩` to template tuples `E⟨j⟩`
//! (thesis §5.2 "Symbolic Heaps", Def. 5.2.2–5.2.4; prophetic evaluation Fig. 5.3).

use std::collections::BTreeSet;
use std::fmt;

use isl_rs::Map;

use super::aff::{Aff, Cond, Renderer};
use super::ctx::Ctx;
use super::error::PResult;
use super::interner::TemplateId;
use super::isl_ops::{map_tuple_names, UMap, USet};
use super::locations::{conj, tuple_formula, LocationSet};
use super::params::ParamSet;
use super::pieces::{heap_piece, HeapPiece};
use super::profile::timed;
use super::relation::Relation;
use super::subst;
use super::value::template_of;

/// A symbolic heap ĥ: a union of relations `a/n → E/m` (array spaces to template spaces; several
/// of each coexist). Every operation that can grow the relation coalesces its result.
pub struct SymbolicHeap {
    pub(crate) inner: UMap,
}

impl SymbolicHeap {
    /// The empty heap ∅ (T-SKIP / S-SKIP).
    pub fn empty(ctx: &Ctx) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: UMap::empty(ctx)?,
        })
    }

    /// `{a⟨ι1..ιn⟩ → E⟨ι''1..ι''m⟩}` (T-ASSIGN / S-ASSIGN, with `E⟨ι''⟩ = decompose(t)`).
    pub fn assign(
        ctx: &Ctx,
        array: &str,
        indices: &[Aff],
        template: TemplateId,
        holes: &[Aff],
    ) -> PResult<SymbolicHeap> {
        Self::assign_if(ctx, array, indices, template, holes, &Cond::True)
    }

    /// `{a⟨ι1..ιn⟩ → E⟨ι''1..ι''m⟩ : c}`.
    pub fn assign_if(
        ctx: &Ctx,
        array: &str,
        indices: &[Aff],
        template: TemplateId,
        holes: &[Aff],
        c: &Cond,
    ) -> PResult<SymbolicHeap> {
        let mut r = Renderer::new(ctx);
        let name = ctx.isl_name(array);
        let (idims, mut eqs) = tuple_formula(&mut r, "i", indices)?;
        let (jdims, jeqs) = tuple_formula(&mut r, "j", holes)?;
        eqs.extend(jeqs);
        eqs.push(r.cond(c, true)?);
        let text = format!(
            "{}{{ {name}[{}] -> {}[{}] : {} }}",
            r.param_prefix(),
            idims.join(", "),
            template.tuple_name(),
            jdims.join(", "),
            conj(eqs)
        );
        Ok(SymbolicHeap {
            inner: UMap::read(ctx, &text)?,
        })
    }

    /// `{ℓ̂ → v̂}`: every location of `l` mapped to every tuple of `v` (S-ASSIGN with an already
    /// built location and value).
    pub fn from_location_value(
        l: &LocationSet,
        v: &super::value::SymbolicValue,
    ) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: UMap::from_domain_and_range(&l.inner, &v.inner)?,
        })
    }

    /// Number of basic maps (profiling).
    pub fn n_basic(&self) -> PResult<usize> {
        self.inner.n_basic()
    }

    /// Number of existential variables over all basic maps of the heap.
    pub fn n_existentials(&self) -> PResult<usize> {
        self.inner.n_div()
    }

    /// The context of this heap.
    pub fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// A copy (isl reference count).
    pub fn try_clone(&self) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.copy()?,
        })
    }

    /// `ĥ1 ▷ ĥ2 = ĥ2 ∪ (ĥ1 − dom(ĥ2))` (Def. 5.2.2; T-SEQ / S-SEQ).
    ///
    /// Only the arrays `ĥ2` writes change: on every other array `ĥ1 ▷ ĥ2` is `ĥ1`, whose maps
    /// are kept as they are (not subtracted from, and not coalesced again with the new ones).
    /// An update that writes nothing is `ĥ1` itself.
    pub fn update(&self, h2: &SymbolicHeap) -> PResult<SymbolicHeap> {
        let written = h2.array_ids()?;
        if written.is_empty() {
            return self.try_clone();
        }
        let (changed, rest) = self.split_arrays(&written)?;
        let dom2 = h2.inner.domain()?;
        let kept = changed.inner.subtract_domain(&dom2)?;
        SymbolicHeap {
            inner: h2.inner.union(&kept)?,
        }
        .union_of_disjoint_arrays(&rest)
    }

    /// `ĥ1 ∪ ĥ2` (also the disjoint union ⊎ of S-IF, whose operands have disjoint conditions).
    pub fn union(&self, o: &SymbolicHeap) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.union(&o.inner)?,
        })
    }

    /// `⋃ ĥi`, not coalesced (isl unites the maps of each pair of spaces as they are): for
    /// a union whose result is simplified as a whole next.
    pub fn union_all_uncoalesced(ctx: &Ctx, heaps: &[SymbolicHeap]) -> PResult<SymbolicHeap> {
        let mut maps = Vec::new();
        for h in heaps {
            maps.extend(h.inner.maps()?);
        }
        Ok(SymbolicHeap {
            inner: UMap::from_maps_uncoalesced(ctx, maps)?,
        })
    }

    /// `ĥ ∩ ι` (T-IF / S-IF; use [`ParamSet::negate`] for `ĥ ∩ ¬ι`).
    pub fn restrict(&self, c: &ParamSet) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.intersect_params(&c.inner)?,
        })
    }

    /// `ĥ ∩ ι`, not coalesced again when ι is one basic set: each piece only gains ι's
    /// constraints (empty ones are dropped), so the pieces stay as coalesced as they were.
    /// S-IF and S-ASSUME restrict a branch's effect this way (coalescing a heap of many pieces
    /// again at every assertion would cost work quadratic in its number of pieces each time).
    pub fn restrict_to(&self, c: &ParamSet) -> PResult<SymbolicHeap> {
        if c.n_basic()? > 1 {
            return self.restrict(c);
        }
        Ok(SymbolicHeap {
            inner: self.inner.intersect_params_uncoalesced(&c.inner)?,
        })
    }

    /// `(ĥ1 ∩ ι) ⊎ (ĥ2 ∩ ¬ι)` (T-IF / S-IF).
    pub fn if_then_else(
        c: &ParamSet,
        then_heap: &SymbolicHeap,
        else_heap: &SymbolicHeap,
    ) -> PResult<SymbolicHeap> {
        then_heap
            .restrict(c)?
            .union(&else_heap.restrict(&c.negate()?)?)
    }

    /// `ĥ(ℓ̂)`: the symbolic value stored at the locations `l` (Fig. 5.1,
    /// `⟦a[ι..]⟧_h = h({a⟨ι..⟩})`; same as [`LocationSet::read_in`]).
    pub fn read_at(&self, l: &LocationSet) -> PResult<super::value::SymbolicValue> {
        l.read_in(self)
    }

    /// `ĥ` restricted to locations in `l`.
    pub fn restrict_domain(&self, l: &LocationSet) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.intersect_domain(&l.inner)?,
        })
    }

    /// `ĥ ∖ a` (T-ALLOCATE / S-ALLOCATE: the cells of `a` leave the heap).
    pub fn remove_array(&self, array: &str) -> PResult<SymbolicHeap> {
        let ctx = self.ctx();
        let (_, keep) = self.partition_maps(&BTreeSet::from([ctx.isl_name(array)]))?;
        Ok(SymbolicHeap {
            inner: UMap::from_maps(ctx, keep)?,
        })
    }

    /// `ĥ` restricted to the cells of `arrays` (the view of the heap a command that reads only
    /// those arrays consults; its effect does not depend on the other cells).
    pub fn restrict_arrays(&self, arrays: &BTreeSet<String>) -> PResult<SymbolicHeap> {
        let ctx = self.ctx();
        let names: BTreeSet<String> = arrays.iter().map(|a| ctx.isl_name(a)).collect();
        let (keep, dropped) = self.partition_maps(&names)?;
        if dropped.is_empty() {
            return self.try_clone();
        }
        Ok(SymbolicHeap {
            inner: UMap::from_maps(ctx, keep)?,
        })
    }

    /// The arrays with cells in this heap (isl names; see [`SymbolicHeap::split_arrays`]).
    pub fn array_ids(&self) -> PResult<BTreeSet<String>> {
        let ctx = self.ctx();
        let mut ids = BTreeSet::new();
        for m in self.inner.maps()? {
            if let (Some(dom), _) = map_tuple_names(ctx, &m)? {
                ids.insert(dom);
            }
        }
        Ok(ids)
    }

    /// `(ĥ ∩ ids, ĥ ∖ ids)`: the heap's cells of the arrays `ids` (isl names, as
    /// [`SymbolicHeap::array_ids`] returns them) and the rest. Neither part is coalesced again:
    /// each keeps `self`'s maps as they are.
    pub fn split_arrays(&self, ids: &BTreeSet<String>) -> PResult<(SymbolicHeap, SymbolicHeap)> {
        let ctx = self.ctx();
        let (inside, outside) = self.partition_maps(ids)?;
        Ok((
            SymbolicHeap {
                inner: UMap::from_maps_uncoalesced(ctx, inside)?,
            },
            SymbolicHeap {
                inner: UMap::from_maps_uncoalesced(ctx, outside)?,
            },
        ))
    }

    /// The heap's maps of the arrays `ids` (isl names) and the others.
    fn partition_maps(&self, ids: &BTreeSet<String>) -> PResult<(Vec<Map>, Vec<Map>)> {
        let ctx = self.ctx();
        let (mut inside, mut outside) = (Vec::new(), Vec::new());
        for m in self.inner.maps()? {
            let (dom, _) = map_tuple_names(ctx, &m)?;
            if dom.is_some_and(|d| ids.contains(&d)) {
                inside.push(m);
            } else {
                outside.push(m);
            }
        }
        Ok((inside, outside))
    }

    /// `ĥ1 ∪ ĥ2` for heaps with cells of disjoint sets of arrays: no map of one shares its
    /// spaces with a map of the other, so the union is the two lists of maps, not coalesced
    /// again. Fails if the arrays overlap.
    pub fn union_of_disjoint_arrays(&self, o: &SymbolicHeap) -> PResult<SymbolicHeap> {
        let (mine, theirs) = (self.array_ids()?, o.array_ids()?);
        if let Some(a) = mine.intersection(&theirs).next() {
            return Err(super::error::PresburgerError::Invalid(format!(
                "union of heaps that both have cells of `{}`",
                self.ctx().user_name(a)
            )));
        }
        let mut maps = self.inner.maps()?;
        maps.extend(o.inner.maps()?);
        Ok(SymbolicHeap {
            inner: UMap::from_maps_uncoalesced(self.ctx(), maps)?,
        })
    }

    /// `dom(ĥ)`: the written locations.
    pub fn domain(&self) -> PResult<LocationSet> {
        Ok(LocationSet {
            inner: self.inner.domain()?,
        })
    }

    /// `ĥ[x := e]` (S-LET; the renaming `Δh[x := z]` of S-SEQLOOP).
    pub fn substitute_aff(&self, x: &str, e: &Aff) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: subst::substitute_aff(&self.inner, x, e)?,
        })
    }

    /// `ĥ[x := R2]` with `R2 : ℓ → [k]` (Def. 5.2.3, Theorem 5.2.8). `R2` must not mention `x`.
    pub fn substitute(&self, x: &str, r2: &Relation) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: subst::substitute_rel(&self.inner, &[x], &r2.inner)?,
        })
    }

    /// `⋃_{lo ≤ x < hi} ĥ` (T-PARLOOP before `v`; add the bounds, project out x).
    pub fn union_over(&self, x: &str, lo: &Aff, hi: &Aff) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: subst::union_over(&self.inner, x, lo, hi)?,
        })
    }

    /// `lexmax(bind_{0 ≤ x < ι}(dom ĥ))`: for each location, the last iteration that writes it
    /// (the inner step of Def. 5.2.4; Example 9).
    pub fn last_writer(&self, x: &str, extent: &Aff) -> PResult<Relation> {
        let dom = self.inner.domain()?;
        let bound = subst::bind(&dom, x, Some((&Aff::cst(0), extent)))?;
        Ok(Relation {
            inner: bound.lexmax()?,
        })
    }

    /// `▶_{0 ≤ x < ι} ĥ = ĥ[x := lexmax(bind_{0≤x<ι}(dom ĥ))]` (Def. 5.2.4; T-SEQLOOP /
    /// S-SEQLOOP).
    ///
    /// When the union of the iterations' writes `⋃_{0 ≤ x < ι} ĥ` is single-valued, every
    /// iteration that writes a cell writes the same value to it, so the last writer's value is
    /// that value and the union is the result (exact; no last writer is computed). This is
    /// the case for the tiles of a split loop whose last tile is shifted inwards to overlap
    /// the one before: both write each shared cell with the same function of the cell.
    pub fn iterated_update(&self, x: &str, extent: &Aff) -> PResult<SymbolicHeap> {
        match self.single_valued_union(x, extent)? {
            Some(union) => Ok(union),
            None => self.last_writer_update(x, extent),
        }
    }

    /// `⋃_{0 ≤ x < ι} ĥ` when it is single-valued — then it is `▶_{0 ≤ x < ι} ĥ`
    /// ([`Self::iterated_update`]) — and `None` otherwise.
    pub fn single_valued_union(&self, x: &str, extent: &Aff) -> PResult<Option<SymbolicHeap>> {
        let union = timed("▶: union of the iterations", || {
            self.union_over(x, &Aff::cst(0), extent)
        })?;
        let single = timed("▶: union single-valued", || {
            union.inner.is_single_valued()
        })?;
        Ok(single.then_some(union))
    }

    /// `▶_{0 ≤ x < ι} ĥ` as Def. 5.2.4 writes it, `ĥ[x := lexmax(bind_{0≤x<ι}(dom ĥ))]`,
    /// without trying the union first ([`Self::iterated_update`]): each cell's value is
    /// written with its last writer made explicit, case by case, where the union describes
    /// the cells with the iteration variable projected out (an existential variable per
    /// piece).
    pub fn last_writer_update(&self, x: &str, extent: &Aff) -> PResult<SymbolicHeap> {
        let last = self.last_writer(x, extent)?;
        self.substitute(x, &last)
    }

    /// `▶_{0 ≤ z < x} Δh[x := z]` (z fresh): the writes of the iterations before the current
    /// iteration `x` of a sequential loop; S-SEQLOOP evaluates the body in `h ▷` this heap.
    pub fn before_iteration(&self, x: &str) -> PResult<SymbolicHeap> {
        let z = self.ctx().fresh_var(x);
        self.substitute_aff(x, &Aff::var(&z))?
            .iterated_update(&z, &Aff::var(x))
    }

    /// `v(ĥ)`: a single-valued restriction (§5.2; T-PARLOOP / S-PARLOOP). Within one pair of
    /// spaces the lexicographically largest hole tuple is kept; across template spaces the
    /// smallest template id wins (see `pick_single_maps`).
    pub fn pick_single(&self) -> PResult<SymbolicHeap> {
        let ctx = self.ctx();
        Ok(SymbolicHeap {
            inner: UMap::from_maps_uncoalesced(ctx, pick_single_maps(ctx, self.inner.maps()?)?)?,
        })
    }

    /// `v(ĥ ▷ (ĥ ∩ T))` for the templates `T` that `preferred` selects: a cell that holds a
    /// tuple of a template in `T` keeps one of those, whatever else it holds; the other cells
    /// are as in [`Self::pick_single`] (S-PARLOOP's closing under the garbage semantics, where
    /// `T` are the garbage templates). The cells of the part in `T` are subtracted from the
    /// rest once; the two parts then have disjoint cells and are picked from separately.
    pub fn pick_single_preferring(
        &self,
        preferred: impl Fn(TemplateId) -> bool,
    ) -> PResult<SymbolicHeap> {
        let ctx = self.ctx();
        let (chosen, others) = self.partition_templates(preferred)?;
        if chosen.is_empty() {
            return self.pick_single();
        }
        let chosen = UMap::from_maps_uncoalesced(ctx, chosen)?;
        let kept = UMap::from_maps_uncoalesced(ctx, others)?.subtract_domain(&chosen.domain()?)?;
        let mut maps = pick_single_maps(ctx, chosen.maps()?)?;
        maps.extend(pick_single_maps(ctx, kept.maps()?)?);
        Ok(SymbolicHeap {
            inner: UMap::from_maps_uncoalesced(ctx, maps)?,
        })
    }

    /// The components of the heap whose template satisfies `keep` (e.g. the cells that hold
    /// garbage).
    pub fn with_templates(&self, keep: impl Fn(TemplateId) -> bool) -> PResult<SymbolicHeap> {
        let (maps, _) = self.partition_templates(keep)?;
        Ok(SymbolicHeap {
            inner: UMap::from_maps(self.ctx(), maps)?,
        })
    }

    /// The templates the heap's cells hold.
    pub fn templates(&self) -> PResult<BTreeSet<TemplateId>> {
        let ctx = self.ctx();
        let mut ids = BTreeSet::new();
        for m in self.inner.maps()? {
            let (_, ran) = map_tuple_names(ctx, &m)?;
            ids.insert(template_of(&ran)?);
        }
        Ok(ids)
    }

    /// The heap with each template `t` for which `rename` gives `Some(t')` replaced by `t'`,
    /// which must have as many holes (e.g. the garbage evaluation's clean values made garbage).
    pub fn retemplated(
        &self,
        rename: impl Fn(TemplateId) -> Option<TemplateId>,
    ) -> PResult<SymbolicHeap> {
        let ctx = self.ctx();
        let mut maps = Vec::new();
        for m in self.inner.maps()? {
            let (_, ran) = map_tuple_names(ctx, &m)?;
            maps.push(match rename(template_of(&ran)?) {
                Some(t) => ctx.lift(m.set_tuple_name(isl_rs::DimType::Out, &t.tuple_name()))?,
                None => m,
            });
        }
        Ok(SymbolicHeap {
            inner: UMap::from_maps(ctx, maps)?,
        })
    }

    /// The heap's maps whose template satisfies `keep` and the others.
    fn partition_templates(
        &self,
        keep: impl Fn(TemplateId) -> bool,
    ) -> PResult<(Vec<Map>, Vec<Map>)> {
        let ctx = self.ctx();
        let (mut inside, mut outside) = (Vec::new(), Vec::new());
        for m in self.inner.maps()? {
            let (_, ran) = map_tuple_names(ctx, &m)?;
            if keep(template_of(&ran)?) {
                inside.push(m);
            } else {
                outside.push(m);
            }
        }
        Ok((inside, outside))
    }

    /// `Γ ⊢ sv(ĥ)`: every location has at most one template tuple, for every valuation of Γ.
    ///
    /// Decided on each convex piece `γ` of Γ: `ĥ ∩ γ` keeps the pieces of `ĥ` (each only gains
    /// γ's constraints), where `ĥ ∩ Γ` would first be coalesced from the product of both
    /// operands' pieces. Exact: Γ is a condition on the parameters, so `ĥ ∩ Γ` is single-valued
    /// exactly when it is at every valuation of Γ, and each valuation lies in one of its pieces.
    pub fn is_single_valued_under(&self, gamma: &ParamSet) -> PResult<bool> {
        for piece in gamma.convex_pieces()? {
            if !self.restrict_to(&piece)?.inner.is_single_valued()? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether the heap is empty for every parameter valuation.
    pub fn is_empty(&self) -> PResult<bool> {
        self.inner.is_empty()
    }

    /// `Γ ⊢ ĥ = ∅`.
    pub fn is_empty_under(&self, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?.is_empty()
    }

    /// `Γ ⊢ ĥ1 = ĥ2` (as relations).
    pub fn is_equal_under(&self, o: &SymbolicHeap, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_equal(&o.restrict(gamma)?.inner)
    }

    /// `Γ ⊢ ĥ1 ⊆ ĥ2` (as relations).
    pub fn is_subset_under(&self, o: &SymbolicHeap, gamma: &ParamSet) -> PResult<bool> {
        self.restrict(gamma)?
            .inner
            .is_subset(&o.restrict(gamma)?.inner)
    }

    /// `gist(ĥ, Γ)`: a simpler heap equal to `ĥ` wherever Γ holds (constraints implied by Γ
    /// dropped; thesis §6: "simplify with context first"). Only meaningful under Γ.
    pub fn simplify_under(&self, gamma: &ParamSet) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.gist_params(&gamma.inner)?,
        })
    }

    /// The heap with each component that is one function over one convex region (up to the
    /// cells of `bounds`) as a single basic map, equal to `self` wherever `within` holds
    /// (everywhere without it); see [`UMap::merge_convex_pieces`]. Halide's loop partitioning
    /// writes one row of a buffer in several loops (clamped left edge, interior, clamped right
    /// edge), each a piece of the same function bounded by divisions of different parameters;
    /// isl's coalescing does not fuse them, and every later read, update and iteration would
    /// multiply them (a rolling buffer written this way is the typical case).
    pub fn merge_convex_pieces(
        &self,
        within: Option<&ParamSet>,
        bounds: &LocationSet,
    ) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self
                .inner
                .merge_convex_pieces(within.map(|g| &g.inner), &bounds.inner)?,
        })
    }

    /// The heap with each component of several pieces replaced by one basic map equal to it
    /// under `within`, where there is one ([`UMap::merge_into_boxes`]).
    pub fn merge_into_boxes(&self, within: &ParamSet) -> PResult<SymbolicHeap> {
        Ok(SymbolicHeap {
            inner: self.inner.merge_into_boxes(&within.inner)?,
        })
    }

    /// The components `a/n → E/m` of the heap, for the SMT layer (template id, location and hole
    /// variables, the relation as a disjunction of quasi-affine conjunctions).
    pub fn pieces(&self) -> PResult<Vec<HeapPiece>> {
        let ctx = self.ctx().clone();
        self.inner
            .maps()?
            .into_iter()
            .map(|m| heap_piece(&ctx, m))
            .collect()
    }

    /// isl's text of the heap (template tuples print as `_T<id>`).
    pub fn to_isl_string(&self) -> PResult<String> {
        self.inner.text()
    }
}

impl fmt::Debug for SymbolicHeap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner.text() {
            Ok(t) => write!(f, "SymbolicHeap({t})"),
            Err(e) => write!(f, "SymbolicHeap(<{e}>)"),
        }
    }
}

/// The maps of `v(ĥ)` for the maps of `ĥ` ([`SymbolicHeap::pick_single`]): each array's cells
/// are taken in template order, each template's lexmax minus the cells an earlier template of
/// the same array took. The results of different arrays or templates lie in different pairs
/// of spaces, so they are returned as a list, not coalesced together (coalescing the whole
/// heap after each piece would coalesce every array's pieces again once per piece, at a cost
/// quadratic in their number each time). The cells of an array's last piece are never
/// computed.
fn pick_single_maps(ctx: &Ctx, maps: Vec<Map>) -> PResult<Vec<Map>> {
    let mut keyed = Vec::new();
    for m in maps {
        let (dom, ran) = map_tuple_names(ctx, &m)?;
        keyed.push((dom, template_of(&ran)?, m));
    }
    keyed.sort_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
    let mut out = Vec::new();
    // The array being taken, the cells of its pieces before the previous one, and that piece.
    let mut array: Option<Option<String>> = None;
    let (mut taken, mut previous): (Option<USet>, Option<UMap>) = (None, None);
    for (dom, _, m) in keyed {
        // A single-valued map is its own lexmax (isl's lexmax splits it into pieces anew,
        // and coalescing them again was most of a parallel loop's closing).
        let single = if timed("Map::is_single_valued", || ctx.lift(m.is_single_valued()))? {
            UMap::from_maps_uncoalesced(ctx, vec![m])?
        } else {
            UMap::from_maps(ctx, vec![ctx.lift(m.lexmax())?])?
        };
        if array.as_ref() != Some(&dom) {
            array = Some(dom);
            (taken, previous) = (None, None);
        }
        let piece = match previous.take() {
            None => single,
            Some(p) => {
                let cells = match taken.take() {
                    None => p.domain()?,
                    Some(t) => t.union(&p.domain()?)?,
                };
                let piece = single.subtract_domain(&cells)?;
                taken = Some(cells);
                piece
            }
        };
        out.extend(piece.maps()?);
        previous = Some(piece);
    }
    Ok(out)
}
