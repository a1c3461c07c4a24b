//! Safe, copy-on-use wrappers over the isl-rs objects this layer needs.
//!
//! isl functions take (`__isl_take`) most of their arguments; isl-rs mirrors that by consuming
//! `self`. Every method here borrows, copies what isl will consume, and routes the result through
//! [`Ctx::lift`], so callers can neither use a consumed object nor forget an error. Names are
//! only read after `has_*_name` says they exist (isl-rs dereferences the NULL returned for
//! unnamed tuples and dimensions).

use isl_rs::{BasicSet, DimType, Id, LibISLError, Map, Point, Set, Space, UnionMap, UnionSet, Val};

use super::ctx::Ctx;
use super::error::{PResult, PresburgerError};

extern "C" {
    /// `isl_union_map_transitive_closure(umap, isl_bool *exact)` of the linked libisl.
    fn isl_union_map_transitive_closure(umap: usize, exact: *mut i32) -> usize;
}

/// A union set (isl `isl_union_set`) with its context.
pub(crate) struct USet {
    pub(crate) set: UnionSet,
    pub(crate) ctx: Ctx,
}

/// A union map (isl `isl_union_map`) with its context.
pub(crate) struct UMap {
    pub(crate) map: UnionMap,
    pub(crate) ctx: Ctx,
}

/// A set of parameter valuations (isl `isl_set` in a parameter space) with its context.
pub(crate) struct PSet {
    pub(crate) set: Set,
    pub(crate) ctx: Ctx,
}

/// A concrete point: parameter values and, for sets of tuples, the tuple name and coordinates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawPoint {
    pub(crate) params: Vec<(String, i64)>,
    pub(crate) tuple: Option<String>,
    pub(crate) coords: Vec<i64>,
}

/// The isl objects this layer coalesces (`isl_set`, `isl_union_set`, `isl_union_map`).
pub(crate) trait Coalesce: Sized {
    /// The profile label of coalescing this type (`HALIDE_TV_PROFILE`).
    const LABEL: &'static str;
    fn isl_copy(&self) -> Result<Self, LibISLError>;
    fn isl_coalesce(self) -> Result<Self, LibISLError>;
    fn isl_detect_equalities(self) -> Result<Self, LibISLError>;
}

/// The three isl types share the method names; one implementation for each.
macro_rules! impl_coalesce {
    ($($t:ty => $label:literal),*) => {$(
        impl Coalesce for $t {
            const LABEL: &'static str = $label;
            fn isl_copy(&self) -> Result<Self, LibISLError> {
                self.copy()
            }
            fn isl_coalesce(self) -> Result<Self, LibISLError> {
                self.coalesce()
            }
            fn isl_detect_equalities(self) -> Result<Self, LibISLError> {
                self.detect_equalities()
            }
        }
    )*};
}

/// Maps of more than this many basic maps are not merged ([`UMap::merge_convex_pieces`]).
pub(crate) const MERGE_MAX_BASIC: usize = 64;

impl_coalesce!(Set => "PSet::coalesce", UnionSet => "USet::coalesce", UnionMap => "UMap::coalesce");

/// An isl internal error, or a failed internal assertion (`isl_assert` reports
/// `isl_error_unknown` with "Assertion … failed"): a bug inside isl, not a property of the input.
fn is_internal(e: &PresburgerError) -> bool {
    matches!(e, PresburgerError::Isl { kind, message }
        if kind == "Internal" || (kind == "Unknown" && message.contains("Assertion")))
}

/// `coalesce(x)`: the same set or relation with a simpler representation (thesis §3.8 and ch. 6:
/// coalescing is a simplification and never changes the meaning).
///
/// isl 0.27's `isl_map_coalesce` fails with the internal error "total dimensionality changed
/// unexpectedly" on a disjunct that has existentially quantified variables and is empty without
/// isl knowing it yet: `isl_basic_map_reduce_coefficients` tightens its constraints, finds the
/// contradiction, and `isl_basic_map_set_to_empty` drops the local variables, after which the
/// second pass of `reduce_coefficients` still expects the old dimension count (the same
/// assertion on the same path from `isl_map_coalesce` was reported for Polly's copy of isl,
/// llvm/llvm-project#177808). S-SEQLOOP's `▶_{0≤z<x} Δh[x := z]` (thesis Fig. 5.4, Def. 5.2.4)
/// meets such disjuncts on sliding windows over folded storage (the blur example: the
/// `intersect_domain` of R1[x := R2] with the lexmax of the writes, Def. 5.2.3).
///
/// Since coalescing is only a simplification, its failure is recovered exactly: the input
/// (coalesce works on a copy-on-write duplicate, so it is intact) goes through
/// `detect_equalities`, which removes such empty disjuncts with exact integer reasoning and makes
/// implicit equalities explicit, and is coalesced again; if that also fails internally, the
/// exact, uncoalesced object is kept. The same recovery applies to isl's failed internal
/// assertions: `isl_map_coalesce`'s facet wrapping can call `isl_mat_right_inverse` on a
/// singular matrix ("Assertion \"pivot >= 0\" failed"; before validator/isl-rs-patches/0002,
/// isl then dereferenced the NULL result and the process died; harris with Adams2019's
/// schedule met it under earlier versions of the evaluation).
/// Any other error (in particular an exhausted operation budget) is reported unchanged.
pub(crate) fn coalesce_exact<T: Coalesce>(ctx: &Ctx, x: T) -> PResult<T> {
    super::profile::timed(T::LABEL, || coalesce_exact_inner(ctx, x))
}

fn coalesce_exact_inner<T: Coalesce>(ctx: &Ctx, x: T) -> PResult<T> {
    match ctx
        .lift(x.isl_copy())
        .and_then(|c| ctx.lift(c.isl_coalesce()))
    {
        Ok(c) => return Ok(c),
        Err(e) if is_internal(&e) => {}
        Err(e) => return Err(e),
    }
    let x = ctx.lift(x.isl_detect_equalities())?;
    match ctx
        .lift(x.isl_copy())
        .and_then(|c| ctx.lift(c.isl_coalesce()))
    {
        Ok(c) => Ok(c),
        Err(e) if is_internal(&e) => Ok(x),
        Err(e) => Err(e),
    }
}

/// [`PSet::intersect`] with a convex operand coalesces its result only up to this many basic
/// sets on the left.
pub(crate) const INTERSECT_COALESCE_MAX: usize = 8;

/// `s` without its empty basic sets (the same set; each basic set decided on its own).
fn non_empty_parts(ctx: &Ctx, s: Set) -> PResult<Set> {
    let list = ctx.lift(s.get_basic_set_list())?;
    let mut out = ctx.lift(Set::empty(ctx.lift(s.get_space())?))?;
    for i in 0..ctx.lift(list.size())? {
        let b = ctx.lift(list.get_at(i))?;
        if !ctx.lift(b.is_empty())? {
            out = ctx.lift(out.union(ctx.lift(Set::from_basic_set(b))?))?;
        }
    }
    Ok(out)
}

/// [`USet::is_subset_within`] coalesces its left operand when it has at most this many basic
/// sets (coalescing is quadratic in the number of basic sets; a store's reads at clamped
/// coordinates can have thousands).
const SUBTRACT_COALESCE_MAX: usize = 2048;

/// Attaches the parsed text to isl syntax errors (the text is generated by this layer, so a
/// syntax error is a bug worth a precise report).
fn parse_error<T>(text: &str, r: PResult<T>) -> PResult<T> {
    r.map_err(|e| match e {
        PresburgerError::Isl { kind, message } => PresburgerError::Isl {
            kind,
            message: format!("{message} while parsing `{text}`"),
        },
        other => other,
    })
}

fn param_id(ctx: &Ctx, user: &str) -> PResult<Id> {
    let name = ctx.isl_name(user);
    ctx.lift(Id::read_from_str(ctx.isl(), &name))
}

/// `m` with the parameters `users` projected out, one after the other (not coalesced).
fn project_out_params(ctx: &Ctx, mut m: UnionMap, users: &[&str]) -> PResult<UnionMap> {
    for user in users {
        m = ctx.lift(m.project_out_param_id(param_id(ctx, user)?))?;
    }
    Ok(m)
}

fn val_to_i64(ctx: &Ctx, v: &Val) -> PResult<i64> {
    if !ctx.lift(v.is_int())? {
        return Err(PresburgerError::Invalid(
            "non-integer point coordinate".into(),
        ));
    }
    let n = ctx.lift(v.get_num_si())?;
    if !ctx.lift(v.eq_si(n))? {
        return Err(PresburgerError::Invalid(
            "point coordinate does not fit in 64 bits".into(),
        ));
    }
    Ok(n)
}

/// The name of dimension `pos` of `ty` in `space`, if it has one.
pub(crate) fn space_dim_name(
    ctx: &Ctx,
    space: &Space,
    ty: DimType,
    pos: u32,
) -> PResult<Option<String>> {
    if ctx.lift(space.has_dim_name(ty, pos))? {
        Ok(Some(ctx.lift(space.get_dim_name(ty, pos))?.to_string()))
    } else {
        Ok(None)
    }
}

/// The tuple name of `ty` in `space`, if it has one.
pub(crate) fn space_tuple_name(ctx: &Ctx, space: &Space, ty: DimType) -> PResult<Option<String>> {
    if ctx.lift(space.has_tuple_name(ty))? {
        Ok(Some(ctx.lift(space.get_tuple_name(ty))?.to_string()))
    } else {
        Ok(None)
    }
}

fn dim_count(ctx: &Ctx, space: &Space, ty: DimType) -> PResult<u32> {
    let n = ctx.lift(space.dim(ty))?;
    u32::try_from(n).map_err(|_| PresburgerError::Invalid("negative dimension count".into()))
}

fn point_of(ctx: &Ctx, p: Point, tuple_ty: Option<DimType>) -> PResult<Option<RawPoint>> {
    if ctx.lift(p.is_void())? {
        return Ok(None);
    }
    let space = ctx.lift(p.get_space())?;
    let mut params = Vec::new();
    for pos in 0..dim_count(ctx, &space, DimType::Param)? {
        let name = space_dim_name(ctx, &space, DimType::Param, pos)?
            .ok_or_else(|| PresburgerError::Invalid("unnamed parameter".into()))?;
        let v = ctx.lift(p.get_coordinate_val(DimType::Param, pos as i32))?;
        params.push((ctx.user_name(&name), val_to_i64(ctx, &v)?));
    }
    let mut coords = Vec::new();
    let mut tuple = None;
    if let Some(ty) = tuple_ty {
        tuple = space_tuple_name(ctx, &space, ty)?.map(|t| ctx.user_name(&t));
        for pos in 0..dim_count(ctx, &space, ty)? {
            let v = ctx.lift(p.get_coordinate_val(ty, pos as i32))?;
            coords.push(val_to_i64(ctx, &v)?);
        }
    }
    Ok(Some(RawPoint {
        params,
        tuple,
        coords,
    }))
}

impl PSet {
    pub(crate) fn read(ctx: &Ctx, text: &str) -> PResult<PSet> {
        super::profile::timed("PSet::read", || {
            let set = parse_error(text, ctx.lift(Set::read_from_str(ctx.isl(), text)))?;
            Ok(PSet {
                set,
                ctx: ctx.clone(),
            })
        })
    }
    fn wrap(&self, set: Set) -> PSet {
        PSet {
            set,
            ctx: self.ctx.clone(),
        }
    }
    pub(crate) fn copy(&self) -> PResult<PSet> {
        Ok(self.wrap(self.ctx.lift(self.set.copy())?))
    }
    fn copy_raw(&self) -> PResult<Set> {
        self.ctx.lift(self.set.copy())
    }
    /// `self ∩ o`, coalesced — except when `o` is one basic set and `self` has more than
    /// [`INTERSECT_COALESCE_MAX`] basic sets: then each basic set of `self` is intersected
    /// with `o` and the empty ones are dropped. Intersecting with a convex set adds no basic
    /// set, so the result has at most as many as `self` (a path condition that was coalesced
    /// when a disjunctive fact joined it); coalescing is quadratic in that number, with every
    /// pair's divisions aligned, and would be paid again for every loop range conjoined.
    pub(crate) fn intersect(&self, o: &PSet) -> PResult<PSet> {
        super::profile::timed("PSet::intersect", || {
            if o.n_basic()? <= 1 && self.n_basic()? > INTERSECT_COALESCE_MAX {
                return self.intersect_uncoalesced(o);
            }
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.intersect(o.copy_raw()?))?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    /// `self ∩ o` without coalescing: each pair of basic sets intersected, the empty ones
    /// dropped.
    pub(crate) fn intersect_uncoalesced(&self, o: &PSet) -> PResult<PSet> {
        super::profile::timed("PSet::intersect (uncoalesced)", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.intersect(o.copy_raw()?))?;
            Ok(self.wrap(non_empty_parts(&self.ctx, r)?))
        })
    }
    pub(crate) fn union(&self, o: &PSet) -> PResult<PSet> {
        super::profile::timed("PSet::union", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.union(o.copy_raw()?))?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    pub(crate) fn subtract(&self, o: &PSet) -> PResult<PSet> {
        super::profile::timed("PSet::subtract", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.subtract(o.copy_raw()?))?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    pub(crate) fn complement(&self) -> PResult<PSet> {
        super::profile::timed("PSet::complement", || {
            let r = self.ctx.lift(self.copy_raw()?.complement())?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    pub(crate) fn gist(&self, context: &PSet) -> PResult<PSet> {
        super::profile::timed("PSet::gist", || {
            let r = self.ctx.lift(self.copy_raw()?.gist(context.copy_raw()?))?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    pub(crate) fn project_param(&self, user: &str) -> PResult<PSet> {
        super::profile::timed("PSet::project_param", || {
            let id = param_id(&self.ctx, user)?;
            let r = self.ctx.lift(self.copy_raw()?.project_out_param_id(id))?;
            Ok(self.wrap(coalesce_exact(&self.ctx, r)?))
        })
    }
    /// Number of basic sets (profiling).
    pub(crate) fn n_basic(&self) -> PResult<usize> {
        Ok(self.ctx.lift(self.set.n_basic_set())? as usize)
    }
    /// The basic sets of isl's representation, each as a set (their union is `self`).
    pub(crate) fn basic_sets(&self) -> PResult<Vec<PSet>> {
        let list = self.ctx.lift(self.set.get_basic_set_list())?;
        (0..self.ctx.lift(list.size())?)
            .map(|i| {
                let b = self.ctx.lift(list.get_at(i))?;
                Ok(self.wrap(self.ctx.lift(Set::from_basic_set(b))?))
            })
            .collect()
    }
    /// A convex superset of `self` (one basic set): isl's polyhedral hull of `self` with its
    /// existentially quantified variables that have no integer-division expression projected
    /// out rationally first. Over-approximating, like the hull itself; the projection keeps
    /// isl from recovering those variables as explicit divisions (`isl_map_compute_divs`, a
    /// parametric integer optimisation whose cost is not bounded by the operation budget),
    /// which the hull's alignment of the basic sets' divisions would otherwise do.
    pub(crate) fn polyhedral_hull(&self) -> PResult<PSet> {
        super::profile::timed("PSet::polyhedral_hull", || {
            let known = self.ctx.lift(self.copy_raw()?.remove_unknown_divs())?;
            let b = self.ctx.lift(known.polyhedral_hull())?;
            Ok(self.wrap(self.ctx.lift(Set::from_basic_set(b))?))
        })
    }
    /// The user names of the set's parameters.
    pub(crate) fn param_names(&self) -> PResult<Vec<String>> {
        set_param_names(&self.ctx, &self.set)
    }
    pub(crate) fn is_empty(&self) -> PResult<bool> {
        super::profile::timed("PSet::is_empty", || self.ctx.lift(self.set.is_empty()))
    }
    pub(crate) fn is_disjoint(&self, o: &PSet) -> PResult<bool> {
        super::profile::timed("PSet::is_disjoint", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.set.is_disjoint(&o.set))
        })
    }
    pub(crate) fn is_subset(&self, o: &PSet) -> PResult<bool> {
        super::profile::timed("PSet::is_subset", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.set.is_subset(&o.set))
        })
    }
    pub(crate) fn is_equal(&self, o: &PSet) -> PResult<bool> {
        super::profile::timed("PSet::is_equal", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.set.is_equal(&o.set))
        })
    }
    pub(crate) fn sample(&self) -> PResult<Option<RawPoint>> {
        super::profile::timed("PSet::sample", || {
            let p = self.ctx.lift(self.copy_raw()?.sample_point())?;
            point_of(&self.ctx, p, None)
        })
    }
    pub(crate) fn text(&self) -> PResult<String> {
        self.ctx.print(|| self.set.to_str())
    }
}

impl USet {
    pub(crate) fn read(ctx: &Ctx, text: &str) -> PResult<USet> {
        super::profile::timed("USet::read", || {
            let set = parse_error(text, ctx.lift(UnionSet::read_from_str(ctx.isl(), text)))?;
            Ok(USet {
                set,
                ctx: ctx.clone(),
            })
        })
    }
    pub(crate) fn empty(ctx: &Ctx) -> PResult<USet> {
        let set = ctx.lift(UnionSet::empty_ctx(ctx.isl()))?;
        Ok(USet {
            set,
            ctx: ctx.clone(),
        })
    }
    fn wrap(&self, set: UnionSet) -> USet {
        USet {
            set,
            ctx: self.ctx.clone(),
        }
    }
    pub(crate) fn copy(&self) -> PResult<USet> {
        Ok(self.wrap(self.copy_raw()?))
    }
    pub(crate) fn copy_raw(&self) -> PResult<UnionSet> {
        self.ctx.lift(self.set.copy())
    }
    fn coalesced(&self, s: UnionSet) -> PResult<USet> {
        Ok(self.wrap(coalesce_exact(&self.ctx, s)?))
    }
    pub(crate) fn union(&self, o: &USet) -> PResult<USet> {
        super::profile::timed("USet::union", || {
            let r = self.union_uncoalesced(o)?;
            self.coalesced(r.set)
        })
    }
    /// The union without coalescing (the list of both operands' basic sets).
    pub(crate) fn union_uncoalesced(&self, o: &USet) -> PResult<USet> {
        self.ctx.same(&o.ctx)?;
        let r = self.ctx.lift(self.copy_raw()?.union(o.copy_raw()?))?;
        Ok(self.wrap(r))
    }
    /// `self ∩ o` without coalescing: for an intersection a projection follows at once (the
    /// projection coalesces its result).
    pub(crate) fn intersect_uncoalesced(&self, o: &USet) -> PResult<USet> {
        super::profile::timed("USet::intersect (uncoalesced)", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.intersect(o.copy_raw()?))?;
            Ok(self.wrap(r))
        })
    }
    pub(crate) fn intersect(&self, o: &USet) -> PResult<USet> {
        super::profile::timed("USet::intersect", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.intersect(o.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn subtract(&self, o: &USet) -> PResult<USet> {
        super::profile::timed("USet::subtract", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.subtract(o.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    /// Whether `(self − o) ∩ p` is empty, without coalescing the difference (each basic set
    /// of the difference is decided on its own).
    ///
    /// `self` is coalesced first (when it has at most [`SUBTRACT_COALESCE_MAX`] basic sets):
    /// each basic set of the left operand is cut by every basic set of `o` in turn, so the
    /// subtraction costs about the left operand's size times a factor that grows fast with
    /// `o`'s. `p` is applied to the difference, not to `self`: a path condition of many
    /// disjuncts multiplies the left operand's pieces (up to the product of the two numbers of
    /// basic sets), and with them the cost of the subtraction, while each piece of the
    /// difference is only tested for emptiness under `p`. Both steps are exact, so the answer
    /// is unchanged.
    pub(crate) fn is_subset_within(&self, o: &USet, p: &PSet) -> PResult<bool> {
        super::profile::timed("USet::is_subset_within", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.same(&p.ctx)?;
            let n = self.n_basic()?;
            let left = if n > 1 && n <= SUBTRACT_COALESCE_MAX {
                self.coalesced(self.copy_raw()?)?
            } else {
                self.copy()?
            };
            let rest = self.ctx.lift(left.set.subtract(o.copy_raw()?))?;
            let rest = self.ctx.lift(rest.intersect_params(p.copy_raw()?))?;
            self.ctx.lift(rest.is_empty())
        })
    }
    /// `self ∩ p` without coalescing: for an intersection a projection follows at once (the
    /// projection coalesces its result).
    pub(crate) fn intersect_params_uncoalesced(&self, p: &PSet) -> PResult<USet> {
        self.ctx.same(&p.ctx)?;
        let r = self
            .ctx
            .lift(self.copy_raw()?.intersect_params(p.copy_raw()?))?;
        Ok(self.wrap(r))
    }
    pub(crate) fn intersect_params(&self, p: &PSet) -> PResult<USet> {
        super::profile::timed("USet::intersect_params", || {
            let r = self.intersect_params_uncoalesced(p)?;
            self.coalesced(r.set)
        })
    }
    pub(crate) fn gist_params(&self, p: &PSet) -> PResult<USet> {
        super::profile::timed("USet::gist_params", || {
            self.ctx.same(&p.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.gist_params(p.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn project_param(&self, user: &str) -> PResult<USet> {
        super::profile::timed("USet::project_param", || {
            let id = param_id(&self.ctx, user)?;
            let m = self.ctx.lift(UnionMap::from_domain(self.copy_raw()?))?;
            let m = self.ctx.lift(m.project_out_param_id(id))?;
            let r = self.ctx.lift(m.domain())?;
            self.coalesced(r)
        })
    }
    /// `∃ xs. self`, coalesced once after the last projection (not after each).
    pub(crate) fn project_params(&self, users: &[&str]) -> PResult<USet> {
        super::profile::timed("USet::project_params", || {
            self.coalesced(self.projected(users)?)
        })
    }
    /// `∃ xs. self` as the projections leave it, not coalesced.
    pub(crate) fn project_params_uncoalesced(&self, users: &[&str]) -> PResult<USet> {
        super::profile::timed("USet::project_params (uncoalesced)", || {
            Ok(self.wrap(self.projected(users)?))
        })
    }
    /// The parameters `users` projected out, one after the other.
    fn projected(&self, users: &[&str]) -> PResult<UnionSet> {
        let m = self.ctx.lift(UnionMap::from_domain(self.copy_raw()?))?;
        let m = project_out_params(&self.ctx, m, users)?;
        self.ctx.lift(m.domain())
    }
    /// Each set with the parameters `users` copied into new leading set dimensions (equal to
    /// them; unconstrained where a set does not have the parameter) and its tuple renamed to
    /// `tuple` (meant for the sets of one array). The parameters stay: a relation built from
    /// two such sets still joins on them.
    pub(crate) fn with_params_as_dims(&self, users: &[String], tuple: &str) -> PResult<USet> {
        let ctx = &self.ctx;
        let tuple = ctx.isl_name(tuple);
        let n = u32::try_from(users.len())
            .map_err(|_| PresburgerError::Invalid("too many dimensions".into()))?;
        let mut out = Vec::new();
        for set in self.sets()? {
            let mut set = ctx.lift(set.insert_dims(DimType::Set, 0, n))?;
            for (k, user) in users.iter().enumerate() {
                let pos = ctx.lift(set.find_dim_by_name(DimType::Param, &ctx.isl_name(user)))?;
                if pos >= 0 {
                    set = ctx.lift(set.equate(DimType::Set, k as i32, DimType::Param, pos))?;
                }
            }
            out.push(ctx.lift(set.set_tuple_name(&tuple))?);
        }
        USet::from_sets(ctx, out)
    }
    /// Whether some constraint of some set mentions the parameter `user` (a parameter of the
    /// space that no constraint mentions is unconstrained: projecting it is the identity).
    pub(crate) fn involves_param(&self, user: &str) -> PResult<bool> {
        let name = self.ctx.isl_name(user);
        for set in self.sets()? {
            let space = self.ctx.lift(set.get_space())?;
            let pos = self
                .ctx
                .lift(space.find_dim_by_name(DimType::Param, &name))?;
            if pos >= 0
                && self
                    .ctx
                    .lift(set.involves_dims(DimType::Param, pos as u32, 1))?
            {
                return Ok(true);
            }
        }
        Ok(false)
    }
    pub(crate) fn apply(&self, m: &UMap) -> PResult<USet> {
        super::profile::timed("USet::apply", || {
            self.ctx.same(&m.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.apply(m.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    /// Basic set `i` of the `k`-th set of [`USet::sets`], which has `n` (a disjunct `b`), without the
    /// parameter values in `a`: `None` when `b` has no parameter value in `a` (nothing to
    /// leave out); otherwise `b ∖ (a × everything)` = `b ∧ ¬a`, possibly empty, not coalesced.
    /// isl subtracts from the one basic set directly, splitting it along the constraints of
    /// `a` it meets: neither the complement of `a` nor the parameter domain of the whole union
    /// is built, and `a` is not simplified against `params(b)` first (a gist of `a` cost ten
    /// times the subtraction and left more pieces). The operation budget is reset first.
    pub(crate) fn disjunct_excluding_params(
        &self,
        (k, n): (usize, usize),
        i: usize,
        a: &PSet,
    ) -> PResult<Option<USet>> {
        super::profile::timed("USet::disjunct_excluding_params", || {
            self.ctx.same(&a.ctx)?;
            let ctx = &self.ctx;
            ctx.reset_operations();
            let missing =
                || PresburgerError::ResourceLimit(format!("no disjunct {i} of {n} in set {k}"));
            let s = self.sets()?.into_iter().nth(k).ok_or_else(missing)?;
            let list = ctx.lift(s.get_basic_set_list())?;
            // The caller's disjuncts are this set's basic sets, in order: a different count
            // means they are not, and the subtraction would be from another disjunct.
            if i >= n || usize::try_from(ctx.lift(list.size())?).ok() != Some(n) {
                return Err(missing());
            }
            let b = ctx.lift(list.get_at(i as i32))?;
            let p = ctx.lift(Set::from_basic_set(ctx.lift(ctx.lift(b.copy())?.params())?))?;
            let meets = ctx.lift(ctx.lift(p.copy())?.intersect(a.copy_raw()?))?;
            if ctx.lift(meets.is_empty())? {
                return Ok(None);
            }
            let b = ctx.lift(Set::from_basic_set(b))?;
            let universe = ctx.lift(Set::universe(ctx.lift(b.get_space())?))?;
            let stops = ctx.lift(universe.intersect_params(a.copy_raw()?))?;
            let rest = ctx.lift(b.subtract(stops))?;
            Ok(Some(self.wrap(ctx.lift(UnionSet::from_set(rest))?)))
        })
    }
    /// The user names of the union set's parameters (read from its space; nothing projected).
    pub(crate) fn param_names(&self) -> PResult<Vec<String>> {
        space_param_names(&self.ctx, &self.ctx.lift(self.set.get_space())?)
    }
    pub(crate) fn params(&self) -> PResult<PSet> {
        super::profile::timed("USet::params", || {
            let s = self.ctx.lift(self.copy_raw()?.params())?;
            Ok(PSet {
                set: coalesce_exact(&self.ctx, s)?,
                ctx: self.ctx.clone(),
            })
        })
    }
    pub(crate) fn is_empty(&self) -> PResult<bool> {
        super::profile::timed("USet::is_empty", || self.ctx.lift(self.set.is_empty()))
    }
    pub(crate) fn is_subset(&self, o: &USet) -> PResult<bool> {
        super::profile::timed("USet::is_subset", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.set.is_subset(&o.set))
        })
    }
    pub(crate) fn is_equal(&self, o: &USet) -> PResult<bool> {
        super::profile::timed("USet::is_equal", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.set.is_equal(&o.set))
        })
    }
    /// The sets of the union, one per space.
    pub(crate) fn sets(&self) -> PResult<Vec<Set>> {
        let list = self.ctx.lift(self.set.get_set_list())?;
        let n = self.ctx.lift(list.size())?;
        (0..n).map(|i| self.ctx.lift(list.get_at(i))).collect()
    }
    /// Number of basic sets (profiling).
    pub(crate) fn n_basic(&self) -> PResult<usize> {
        let mut n = 0;
        for m in self.sets()? {
            n += self.ctx.lift(m.n_basic_set())? as usize;
        }
        Ok(n)
    }
    /// Rebuilds a union set from sets of this context.
    pub(crate) fn from_sets(ctx: &Ctx, sets: Vec<Set>) -> PResult<USet> {
        super::profile::timed("USet::from_sets", || {
            let mut acc = ctx.lift(UnionSet::empty_ctx(ctx.isl()))?;
            for s in sets {
                acc = ctx.lift(acc.add_set(s))?;
            }
            Ok(USet {
                set: coalesce_exact(ctx, acc)?,
                ctx: ctx.clone(),
            })
        })
    }
    pub(crate) fn sample(&self) -> PResult<Option<RawPoint>> {
        super::profile::timed("USet::sample", || {
            if self.is_empty()? {
                return Ok(None);
            }
            let p = self.ctx.lift(self.copy_raw()?.sample_point())?;
            point_of(&self.ctx, p, Some(DimType::Set))
        })
    }
    pub(crate) fn text(&self) -> PResult<String> {
        self.ctx.print(|| self.set.to_str())
    }
}

impl UMap {
    pub(crate) fn read(ctx: &Ctx, text: &str) -> PResult<UMap> {
        super::profile::timed("UMap::read", || {
            let map = parse_error(text, ctx.lift(UnionMap::read_from_str(ctx.isl(), text)))?;
            Ok(UMap {
                map,
                ctx: ctx.clone(),
            })
        })
    }
    pub(crate) fn empty(ctx: &Ctx) -> PResult<UMap> {
        let map = ctx.lift(UnionMap::empty_ctx(ctx.isl()))?;
        Ok(UMap {
            map,
            ctx: ctx.clone(),
        })
    }
    fn wrap(&self, map: UnionMap) -> UMap {
        UMap {
            map,
            ctx: self.ctx.clone(),
        }
    }
    pub(crate) fn copy(&self) -> PResult<UMap> {
        Ok(self.wrap(self.copy_raw()?))
    }
    pub(crate) fn copy_raw(&self) -> PResult<UnionMap> {
        self.ctx.lift(self.map.copy())
    }
    fn coalesced(&self, m: UnionMap) -> PResult<UMap> {
        Ok(self.wrap(coalesce_exact(&self.ctx, m)?))
    }
    /// `dom × ran` without coalescing (see [`super::constraints::Constraints::equate`]).
    pub(crate) fn from_domain_and_range_uncoalesced(dom: &USet, ran: &USet) -> PResult<UMap> {
        dom.ctx.same(&ran.ctx)?;
        let ctx = &dom.ctx;
        let m = ctx.lift(UnionMap::from_domain_and_range(
            dom.copy_raw()?,
            ran.copy_raw()?,
        ))?;
        Ok(UMap {
            map: m,
            ctx: ctx.clone(),
        })
    }
    pub(crate) fn from_domain_and_range(dom: &USet, ran: &USet) -> PResult<UMap> {
        super::profile::timed("UMap::from_domain_and_range", || {
            let m = Self::from_domain_and_range_uncoalesced(dom, ran)?;
            m.coalesced(m.copy_raw()?)
        })
    }
    pub(crate) fn union(&self, o: &UMap) -> PResult<UMap> {
        super::profile::timed("UMap::union", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.union(o.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn subtract(&self, o: &UMap) -> PResult<UMap> {
        super::profile::timed("UMap::subtract", || {
            self.ctx.same(&o.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.subtract(o.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn subtract_domain(&self, d: &USet) -> PResult<UMap> {
        super::profile::timed("UMap::subtract_domain", || {
            self.ctx.same(&d.ctx)?;
            let r = self
                .ctx
                .lift(self.copy_raw()?.subtract_domain(d.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn intersect_domain(&self, d: &USet) -> PResult<UMap> {
        super::profile::timed("UMap::intersect_domain", || {
            self.ctx.same(&d.ctx)?;
            let r = self
                .ctx
                .lift(self.copy_raw()?.intersect_domain_union_set(d.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn intersect_range(&self, d: &USet) -> PResult<UMap> {
        super::profile::timed("UMap::intersect_range", || {
            self.ctx.same(&d.ctx)?;
            let r = self
                .ctx
                .lift(self.copy_raw()?.intersect_range_union_set(d.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    /// `self ∩ p` without coalescing (see [`USet::intersect_params_uncoalesced`]).
    pub(crate) fn intersect_params_uncoalesced(&self, p: &PSet) -> PResult<UMap> {
        self.ctx.same(&p.ctx)?;
        let r = self
            .ctx
            .lift(self.copy_raw()?.intersect_params(p.copy_raw()?))?;
        Ok(self.wrap(r))
    }
    pub(crate) fn intersect_params(&self, p: &PSet) -> PResult<UMap> {
        super::profile::timed("UMap::intersect_params", || {
            let r = self.intersect_params_uncoalesced(p)?;
            self.coalesced(r.map)
        })
    }
    pub(crate) fn gist_params(&self, p: &PSet) -> PResult<UMap> {
        super::profile::timed("UMap::gist_params", || {
            self.ctx.same(&p.ctx)?;
            let r = self.ctx.lift(self.copy_raw()?.gist_params(p.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    pub(crate) fn project_param(&self, user: &str) -> PResult<UMap> {
        super::profile::timed("UMap::project_param", || {
            let id = param_id(&self.ctx, user)?;
            let r = self.ctx.lift(self.copy_raw()?.project_out_param_id(id))?;
            self.coalesced(r)
        })
    }
    /// `∃ users. self`, coalesced once after the last projection.
    pub(crate) fn project_params(&self, users: &[&str]) -> PResult<UMap> {
        super::profile::timed("UMap::project_params", || {
            self.coalesced(project_out_params(&self.ctx, self.copy_raw()?, users)?)
        })
    }
    pub(crate) fn domain(&self) -> PResult<USet> {
        super::profile::timed("UMap::domain", || {
            let r = self.ctx.lift(self.copy_raw()?.domain())?;
            Ok(USet {
                set: coalesce_exact(&self.ctx, r)?,
                ctx: self.ctx.clone(),
            })
        })
    }
    pub(crate) fn range(&self) -> PResult<USet> {
        super::profile::timed("UMap::range", || {
            let r = self.ctx.lift(self.copy_raw()?.range())?;
            Ok(USet {
                set: coalesce_exact(&self.ctx, r)?,
                ctx: self.ctx.clone(),
            })
        })
    }
    /// The relation as a set of pairs (`isl_union_map_wrap`), coalesced.
    pub(crate) fn wrap_set(&self) -> PResult<USet> {
        super::profile::timed("UMap::wrap_set", || {
            let r = self.ctx.lift(self.copy_raw()?.wrap())?;
            Ok(USet {
                set: coalesce_exact(&self.ctx, r)?,
                ctx: self.ctx.clone(),
            })
        })
    }
    pub(crate) fn lexmax(&self) -> PResult<UMap> {
        super::profile::timed("UMap::lexmax", || {
            let r = self.ctx.lift(self.copy_raw()?.lexmax())?;
            self.coalesced(r)
        })
    }
    pub(crate) fn range_product(&self, o: &UMap) -> PResult<UMap> {
        super::profile::timed("UMap::range_product", || {
            self.ctx.same(&o.ctx)?;
            let r = self
                .ctx
                .lift(self.copy_raw()?.range_product(o.copy_raw()?))?;
            self.coalesced(r)
        })
    }
    /// `R⁻¹`.
    pub(crate) fn reverse(&self) -> PResult<UMap> {
        Ok(self.wrap(self.ctx.lift(self.copy_raw()?.reverse())?))
    }
    /// `R⁺ = R ∪ R² ∪ …` by isl's transitive closure, and whether isl computed it exactly
    /// (otherwise the result is an over-approximation). isl-rs 0.3 does not wrap it.
    pub(crate) fn transitive_closure(&self) -> PResult<(UMap, bool)> {
        super::profile::timed("UMap::transitive_closure", || {
            let mut m = self.copy_raw()?;
            m.do_not_free_on_drop();
            let mut exact: i32 = 0;
            // SAFETY: isl takes the copy `m` (not freed here again) and writes the flag; the
            // result, NULL on an error, is owned by the returned object (freeing NULL is a
            // no-op), and `lift` reports the error isl left pending in the context.
            let ptr = unsafe { isl_union_map_transitive_closure(m.ptr, &mut exact) };
            let closure = UnionMap {
                ptr,
                should_free_on_drop: true,
            };
            let closure = self.ctx.lift(if ptr == 0 {
                Err(isl_rs::LibISLError::new(
                    isl_rs::Error::Unknown,
                    "isl_union_map_transitive_closure failed",
                ))
            } else {
                Ok(closure)
            })?;
            Ok((self.coalesced(closure)?, exact == 1))
        })
    }
    pub(crate) fn is_empty(&self) -> PResult<bool> {
        super::profile::timed("UMap::is_empty", || self.ctx.lift(self.map.is_empty()))
    }
    pub(crate) fn is_subset(&self, o: &UMap) -> PResult<bool> {
        super::profile::timed("UMap::is_subset", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.map.is_subset(&o.map))
        })
    }
    pub(crate) fn is_equal(&self, o: &UMap) -> PResult<bool> {
        super::profile::timed("UMap::is_equal", || {
            self.ctx.same(&o.ctx)?;
            self.ctx.lift(self.map.is_equal(&o.map))
        })
    }
    pub(crate) fn is_single_valued(&self) -> PResult<bool> {
        super::profile::timed("UMap::is_single_valued", || {
            self.ctx.lift(self.map.is_single_valued())
        })
    }
    /// The maps of the union, one per (domain space, range space) pair.
    pub(crate) fn maps(&self) -> PResult<Vec<Map>> {
        let list = self.ctx.lift(self.map.get_map_list())?;
        let n = self.ctx.lift(list.size())?;
        (0..n).map(|i| self.ctx.lift(list.get_at(i))).collect()
    }
    /// Number of basic maps (profiling).
    pub(crate) fn n_basic(&self) -> PResult<usize> {
        let mut n = 0;
        for m in self.maps()? {
            n += self.ctx.lift(m.n_basic_map())? as usize;
        }
        Ok(n)
    }
    /// Number of existential variables over all basic maps.
    pub(crate) fn n_div(&self) -> PResult<usize> {
        let mut n = 0;
        for m in self.maps()? {
            let list = self.ctx.lift(m.get_basic_map_list())?;
            for i in 0..self.ctx.lift(list.size())? {
                let b = self.ctx.lift(list.get_at(i))?;
                n += usize::try_from(self.ctx.lift(b.dim(DimType::Div))?).unwrap_or(0);
            }
        }
        Ok(n)
    }
    /// Each map (one per pair of spaces) of several basic maps replaced by a single basic map
    /// where that is exact. The candidate is the map's simple hull (`isl_map_simple_hull`: the
    /// constraints of its own disjuncts that hold on all of them, an over-approximation) cut to
    /// the cells of `bounds` in the map's domain space; it replaces the map when
    /// `map ⊆ candidate` and `candidate ∩ within ⊆ map`, i.e. when the two are equal wherever
    /// `within` holds (everywhere without `within`). Maps of more than [`MERGE_MAX_BASIC`]
    /// basic maps are left as they are (the hull and the inclusions grow with their number).
    pub(crate) fn merge_convex_pieces(
        &self,
        within: Option<&PSet>,
        bounds: &USet,
    ) -> PResult<UMap> {
        super::profile::timed("UMap::merge_convex_pieces", || {
            self.replace_maps(|m| self.merged_map(m, within, bounds))
        })
    }

    /// `self` with each map (one per pair of spaces) for which `f` gives a replacement
    /// replaced by it; `self` unchanged (a copy) when `f` replaces none.
    fn replace_maps(&self, mut f: impl FnMut(&Map) -> PResult<Option<Map>>) -> PResult<UMap> {
        let mut out = Vec::new();
        let mut changed = false;
        for m in self.maps()? {
            match f(&m)? {
                Some(one) => {
                    out.push(one);
                    changed = true;
                }
                None => out.push(m),
            }
        }
        if changed {
            UMap::from_maps(&self.ctx, out)
        } else {
            self.copy()
        }
    }

    /// Each map (one per pair of spaces) of several basic maps replaced by a single basic map
    /// equal to it wherever `within` holds, when there is one: a convex superset of the map
    /// under a convex superset of `within` ([`UMap::boxed_map`]), kept only if, under
    /// `within`, it holds no point the map does not. Outside `within` the result is
    /// unspecified: for effects consulted only under `within`. The union of a loop's tiles is
    /// a box that isl describes with an existential variable (the tile index) per loop level;
    /// as the box it has none before the next level adds its own.
    pub(crate) fn merge_into_boxes(&self, within: &PSet) -> PResult<UMap> {
        super::profile::timed("UMap::merge_into_boxes", || {
            let ctx = &self.ctx;
            // One convex superset of `within` for every map, taken at the first map of several
            // pieces: `within` itself can be a union of tens of basic sets over every
            // parameter of the path.
            let mut hull: Option<BasicSet> = None;
            self.replace_maps(|m| {
                let n = usize::try_from(ctx.lift(m.n_basic_map())?).unwrap_or(0);
                if !(2..=MERGE_MAX_BASIC).contains(&n) {
                    return Ok(None);
                }
                let h = match hull.take() {
                    Some(h) => h,
                    None => ctx.lift(within.copy_raw()?.simple_hull())?,
                };
                let merged = self.boxed_map(m, &h, within);
                hull = Some(h);
                merged
            })
        })
    }

    /// [`UMap::merge_into_boxes`] for one map `m`, with `hull` a basic set of parameters that
    /// contains `within`. The candidate is the constraints common to `m`'s pieces (its simple
    /// hull without existential variables: for a map that is one affine function of the
    /// cell, the function) on the simple hull of its cells, taken where the part of `hull` on
    /// `m`'s own parameters holds and with their existential variables projected out
    /// rationally: a superset of `m` under `within` by construction, one basic map without
    /// existential variables. It is equal to `m` under `within` when, there, it holds nothing
    /// `m` does not. Every step is a projection or a hull in `m`'s own dimensions (a convex
    /// hull there can take minutes; a simple hull is a linear program per constraint).
    fn boxed_map(&self, m: &Map, hull: &BasicSet, within: &PSet) -> PResult<Option<Map>> {
        let ctx = &self.ctx;
        let own = ctx.lift(m.copy())?;
        let own = ctx.lift(own.drop_unused_params())?;
        let own_space = ctx.lift(own.get_space())?;
        // The constraints of `hull` on `m`'s parameters alone: dropping the others keeps a
        // superset of `within` and keeps the hull's dimension that of `m`.
        let mut context = ctx.lift(hull.copy())?;
        let n_params = u32::try_from(ctx.lift(context.dim(DimType::Param))?).unwrap_or(0);
        for k in (0..n_params).rev() {
            let id = ctx.lift(context.get_dim_id(DimType::Param, k))?;
            if ctx.lift(own_space.find_dim_by_id(DimType::Param, &id))? < 0 {
                context =
                    ctx.lift(context.drop_constraints_involving_dims(DimType::Param, k, 1))?;
            }
        }
        let context = ctx.lift(ctx.lift(Set::from_basic_set(context))?.drop_unused_params())?;
        let cells = ctx.lift(ctx.lift(own.copy())?.domain())?;
        let cells = ctx.lift(cells.intersect_params(ctx.lift(context.copy())?))?;
        let cells = super::profile::timed("boxes: cells' hull", || {
            ctx.lift(ctx.lift(cells.remove_divs())?.simple_hull())
        })?;
        let function = super::profile::timed("boxes: simple hull", || {
            ctx.lift(ctx.lift(own.simple_hull())?.remove_divs())
        })?;
        // Set and map operations align the parameters, which the basic ones do not.
        let candidate = ctx.lift(
            ctx.lift(Map::from_basic_map(function))?
                .intersect_domain(ctx.lift(Set::from_basic_set(cells))?),
        )?;
        // The context's constraints are facts of the path; dropped, the candidate says only
        // what bounds the cells.
        let candidate = ctx.lift(candidate.gist_params(context))?;
        if ctx.lift(candidate.n_basic_map())? != 1 || ctx.lift(candidate.dim(DimType::Div))? > 0 {
            return Ok(None);
        }
        let under = ctx.lift(
            ctx.lift(candidate.copy())?
                .intersect_params(within.copy_raw()?),
        )?;
        if !super::profile::timed("boxes: subset", || ctx.lift(under.is_subset(m)))? {
            return Ok(None);
        }
        Ok(Some(candidate))
    }

    /// The single basic map equal to `m` under `within`, if [`UMap::merge_convex_pieces`]'s
    /// candidate is one.
    fn merged_map(&self, m: &Map, within: Option<&PSet>, bounds: &USet) -> PResult<Option<Map>> {
        let n = usize::try_from(self.ctx.lift(m.n_basic_map())?).unwrap_or(0);
        if !(2..=MERGE_MAX_BASIC).contains(&n) {
            return Ok(None);
        }
        let ctx = &self.ctx;
        let hull = ctx.lift(ctx.lift(m.copy())?.simple_hull())?;
        let domain_space = ctx.lift(ctx.lift(m.get_space())?.domain())?;
        let cells = ctx.lift(bounds.set.extract_set(domain_space))?;
        let candidate = ctx.lift(ctx.lift(Map::from_basic_map(hull))?.intersect_domain(cells))?;
        if !ctx.lift(m.is_subset(&candidate))? {
            return Ok(None);
        }
        let restricted = match within {
            Some(p) => ctx.lift(ctx.lift(candidate.copy())?.intersect_params(p.copy_raw()?))?,
            None => ctx.lift(candidate.copy())?,
        };
        Ok(ctx.lift(restricted.is_subset(m))?.then_some(candidate))
    }

    /// Rebuilds a union map from maps of this context.
    pub(crate) fn from_maps(ctx: &Ctx, maps: Vec<Map>) -> PResult<UMap> {
        super::profile::timed("UMap::from_maps", || {
            let acc = Self::from_maps_uncoalesced(ctx, maps)?;
            Ok(UMap {
                map: coalesce_exact(ctx, acc.map)?,
                ctx: ctx.clone(),
            })
        })
    }
    /// The union of `maps` as they are (maps of one pair of spaces are united by isl, not
    /// coalesced).
    pub(crate) fn from_maps_uncoalesced(ctx: &Ctx, maps: Vec<Map>) -> PResult<UMap> {
        let mut acc = ctx.lift(UnionMap::empty_ctx(ctx.isl()))?;
        for m in maps {
            acc = ctx.lift(acc.add_map(m))?;
        }
        Ok(UMap {
            map: acc,
            ctx: ctx.clone(),
        })
    }
    pub(crate) fn text(&self) -> PResult<String> {
        self.ctx.print(|| self.map.to_str())
    }
}

/// Domain and range tuple names of a map (isl names).
pub(crate) fn map_tuple_names(ctx: &Ctx, m: &Map) -> PResult<(Option<String>, Option<String>)> {
    let space = ctx.lift(m.get_space())?;
    Ok((
        space_tuple_name(ctx, &space, DimType::In)?,
        space_tuple_name(ctx, &space, DimType::Out)?,
    ))
}

/// Tuple name of a set (isl name).
pub(crate) fn set_tuple_name(ctx: &Ctx, s: &Set) -> PResult<Option<String>> {
    let space = ctx.lift(s.get_space())?;
    space_tuple_name(ctx, &space, DimType::Set)
}

/// The user names of the parameters of `set`, in isl's order.
pub(crate) fn set_param_names(ctx: &Ctx, set: &Set) -> PResult<Vec<String>> {
    space_param_names(ctx, &ctx.lift(set.get_space())?)
}

/// The user names of the parameters of `space`, in isl's order.
fn space_param_names(ctx: &Ctx, space: &Space) -> PResult<Vec<String>> {
    (0..dim_count(ctx, space, DimType::Param)?)
        .map(|pos| {
            space_dim_name(ctx, space, DimType::Param, pos)?
                .map(|n| ctx.user_name(&n))
                .ok_or_else(|| PresburgerError::Invalid("unnamed parameter".into()))
        })
        .collect()
}
