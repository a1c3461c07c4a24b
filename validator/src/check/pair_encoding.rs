//! The encoding of a template pair `E1[j] = E2[k]` into Z3, kept between the queries of one
//! piece: its disjuncts differ in their constraints (a vector store's lanes: hundreds of
//! disjuncts that differ only in clamp cases of their loop bounds), while the values, the
//! specification's definition instances and the goal depend only on the templates, on how the
//! holes are solved ([`EncodingKey::defs`]) and on the unfolding bounds. Building them can be
//! most of a query's time, far more than Z3's check, so the disjuncts that solve their holes
//! the same way share one encoding, and each query adds only its own constraints
//! ([`Encodings`]).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::time::{Duration, Instant};

use z3::ast::{Bool, Dynamic, Int};

use crate::ir::Type;
use crate::presburger::{Aff, ConstraintPiece, TemplateInterner};
use crate::sare::Sare;
use crate::smt::{FloatMode, Value};
use crate::symbolic::Template;

use super::encode::Encoder;

/// What an encoding depends on besides its piece (a cache lives with one piece).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct EncodingKey {
    /// Interpretation of floats.
    pub mode: FloatMode,
    /// Unfolding bounds of the specification's tensors.
    pub max_depth: usize,
    /// Unfolding bound on the number of instances.
    pub max_instances: usize,
    /// [`Encoder::unfold_last`] with the implementation's atoms.
    pub atoms_last: bool,
    /// Holes solved from the disjunct's unit equalities ([`Encoder::define`]).
    pub defs: BTreeMap<String, Aff>,
    /// Integer variables pinned to values ([`Encoder::fix`]).
    pub fixed: BTreeMap<String, i64>,
}

/// The encoded template pair of one [`EncodingKey`].
pub(super) struct PairEncoding<'a> {
    /// The encoder, with its definition instances among its premises; each query encodes its
    /// own constraints with it (the variables they share are the same terms).
    pub enc: Encoder<'a>,
    /// The implementation's value.
    pub computed: Value,
    /// The specification's value.
    pub spec: Value,
    /// Their Halide type.
    pub ty: Type,
    /// `computed = spec`, in polynomial normal form where that applies ([`polynomial_goal`]).
    pub goal: Bool,
    /// Whether `goal` is in that form: the specification expanded down to the tensors the
    /// computed value mentions and the inputs, so that no definition instance is needed to
    /// read it (a premise only about terms the goal no longer mentions).
    pub goal_expanded: bool,
    /// Whether the unfolding was complete ([`Encoder::complete`]).
    pub complete: bool,
    /// Whether a float value occurs in the values, the goal or the premises: without one the
    /// query is the same in every float mode.
    pub has_floats: bool,
    /// The pure extern functions the premises and the goal apply ([`extern_functions`]);
    /// a query's own constraints are integer terms and add none.
    pub externs: Vec<String>,
    /// The integer variables the encoding itself met (the holes and their definitions'
    /// variables): with a query's constraints and assumptions, the ones it observes.
    pub own_ints: BTreeSet<String>,
    /// Where building it went, for `HALIDE_TV_PROFILE`: `values V s, unfolding U s (N
    /// instances), normal form F s`.
    pub cost: String,
}

/// Encodes the template pair of `piece` for `key`; the unfolding stops (incomplete) after
/// `timeout`. With whether another query may use the encoding ([`Kept::get`]).
pub(super) fn encode_pair<'a>(
    piece: &ConstraintPiece,
    sare: &'a Sare,
    templates: &'a TemplateInterner<Template>,
    key: &EncodingKey,
    timeout: Duration,
) -> Result<(PairEncoding<'a>, bool), String> {
    let mut enc = Encoder::new(key.mode, sare, templates, key.max_depth, key.max_instances);
    enc.fix(key.fixed.clone());
    enc.define(key.defs.clone());
    let t0 = Instant::now();
    enc.set_deadline(t0 + timeout);
    let lhs_vars: Vec<Int> = piece.lhs_vars.iter().map(|v| enc.int_var(v)).collect();
    let rhs_vars: Vec<Int> = piece.rhs_vars.iter().map(|v| enc.int_var(v)).collect();
    let computed = enc.template(piece.lhs, &lhs_vars)?;
    let spec = enc.template(piece.rhs, &rhs_vars)?;
    let ty = templates
        .get(piece.lhs)
        .map(|t| enc.template_type(t))
        .transpose()?
        .unwrap_or(Type::bool());
    let goal = computed.same_as(&spec).map_err(|e| e.to_string())?;
    if key.atoms_last {
        enc.unfold_last(uninterpreted_symbols(&computed.to_dynamic()));
    }
    let t1 = Instant::now();
    enc.instantiate()?;
    let t2 = Instant::now();
    // Integer values are bit-vectors in every float mode; reals only in `real`.
    let expanded = match (key.mode, &computed) {
        (_, Value::Bits(_)) | (FloatMode::Real, _) => {
            polynomial_goal(&enc, &computed, &spec, timeout)
        }
        _ => None,
    };
    let goal_expanded = expanded.is_some();
    let goal = expanded.unwrap_or(goal);
    let cost = format!(
        "values {:.2}s, unfolding {:.2}s ({} instances), normal form {:.2}s",
        (t1 - t0).as_secs_f64(),
        (t2 - t1).as_secs_f64(),
        enc.instances(),
        t2.elapsed().as_secs_f64()
    );
    let externs = extern_functions(enc.premises.iter().chain(std::iter::once(&goal)));
    let has_floats = mentions_floats(
        enc.premises
            .iter()
            .chain(std::iter::once(&goal))
            .map(|b| Dynamic::from_ast(b))
            .chain([computed.to_dynamic(), spec.to_dynamic()]),
    );
    // Another query may use it unless the deadline cut its unfolding.
    let reusable = !enc.cut_by_deadline();
    let pair = PairEncoding {
        complete: enc.complete(),
        has_floats,
        own_ints: enc.ints.keys().cloned().collect(),
        cost,
        enc,
        computed,
        spec,
        ty,
        goal,
        goal_expanded,
        externs,
    };
    Ok((pair, reusable))
}

/// At most this many encodings are kept per piece (a disjunct's attempts use up to three:
/// shallow, deep, deep with the specification first).
const MAX_ENCODINGS: usize = 8;

/// The encodings of one piece's queries.
pub(super) type Encodings<'a> = Kept<PairEncoding<'a>>;

/// Values by [`EncodingKey`], at most [`MAX_ENCODINGS`], the most recently built last.
pub(super) struct Kept<T> {
    /// Each value with its key and whether another query may use it.
    kept: Vec<(EncodingKey, bool, T)>,
    /// Queries that used a kept value.
    pub reused: usize,
    /// Values built.
    pub built: usize,
}

impl<T> Default for Kept<T> {
    fn default() -> Self {
        Kept {
            kept: Vec::new(),
            reused: 0,
            built: 0,
        }
    }
}

impl<T> Kept<T> {
    /// The value of `key`: a kept reusable one, or one built by `build` (which also says
    /// whether it is reusable), kept in place of the oldest when there is no room. With
    /// whether it was built now.
    pub fn get(
        &mut self,
        key: EncodingKey,
        build: impl FnOnce(&EncodingKey) -> Result<(T, bool), String>,
    ) -> Result<(&mut T, bool), String> {
        if let Some(pos) = self.kept.iter().position(|(k, r, _)| *r && *k == key) {
            self.reused += 1;
            return Ok((&mut self.kept[pos].2, false));
        }
        let (value, reusable) = build(&key)?;
        self.built += 1;
        self.kept.retain(|(k, _, _)| *k != key);
        if self.kept.len() >= MAX_ENCODINGS {
            self.kept.remove(0);
        }
        self.kept.push((key, reusable, value));
        let last = self.kept.len() - 1;
        Ok((&mut self.kept[last].2, true))
    }
}

/// Rounds of definition substitution in [`polynomial_goal`] (each round goes one tensor
/// deeper into the specification).
const EXPANSION_ROUNDS: usize = 64;
/// Time limit of the normalization in [`polynomial_goal`].
const NORMALIZE_LIMIT: Duration = Duration::from_secs(5);

/// With floats as reals: `computed = spec` with the specification's unguarded definition
/// instances substituted down to the tensors the computed value mentions, then both sides
/// brought to Z3's sum-of-monomials normal form. Halide's simplifier reassociates and
/// factors float arithmetic (harris: `Iy` as `(… + 2·gray(x, y+1) − …)·(1/12)`, `det − k·trace²`
/// over 3×3 box sums of products), which is a polynomial identity over the shared atoms that
/// Z3's nonlinear arithmetic does not find within the time limit through the definitions as
/// premises; in normal form the two sides are the same term. Exact (substitution of equals,
/// premises kept, and an equivalence-preserving rewriting). `None` when it does not apply,
/// the specification does not expand to the computed value's atoms and the inputs, or the
/// normalization exceeds its time limit: the query keeps its original goal.
fn polynomial_goal(
    enc: &Encoder,
    computed: &Value,
    spec: &Value,
    timeout: Duration,
) -> Option<Bool> {
    let ((Value::Real(_), Value::Real(_)) | (Value::Bits(_), Value::Bits(_))) = (computed, spec)
    else {
        return None;
    };
    let keep = uninterpreted_symbols(&computed.to_dynamic());
    let expanded = enc.expand_definitions(&spec.to_dynamic(), &keep, EXPANSION_ROUNDS);
    // Only a specification expanded down to the shared atoms and the inputs: with a
    // definition missing (an unfolding bound, a guarded equation), the polynomial left over
    // is harder for Z3 than the original form (it can keep a shallow attempt past its time
    // limit).
    if !uninterpreted_symbols(&expanded)
        .iter()
        .all(|f| keep.contains(f) || f.starts_with("in:"))
    {
        return None;
    }
    let eq = match computed {
        Value::Real(c) => c.eq(&expanded.as_real()?),
        Value::Bits(c) => {
            let e = expanded.as_bv()?;
            if e.get_size() != c.get_size() {
                return None;
            }
            c.eq(&e)
        }
        _ => return None,
    };
    let goal = z3::Goal::new(false, false, false);
    goal.assert(&eq);
    let mut params = z3::Params::new();
    params.set_bool("som", true);
    let tactic = z3::Tactic::new("simplify")
        .with(&params)
        .try_for(timeout.min(NORMALIZE_LIMIT));
    let result = tactic.apply(&goal, None).ok()?;
    let subgoals: Vec<z3::Goal> = result.list_subgoals().collect();
    match subgoals.as_slice() {
        [g] => Some(Bool::and(&g.get_formulas())),
        _ => None,
    }
}

/// Names of the uninterpreted functions applied in `t` (each shared subterm visited once).
fn uninterpreted_symbols(t: &Dynamic) -> HashSet<String> {
    use z3::ast::Ast;
    let mut out = HashSet::new();
    let mut seen = HashSet::new();
    let mut stack = vec![t.clone()];
    while let Some(e) = stack.pop() {
        if !e.is_app() || !seen.insert(e.clone()) {
            continue;
        }
        let d = e.decl();
        if d.kind() == z3::DeclKind::UNINTERPRETED && e.num_children() > 0 {
            out.insert(d.name());
        }
        stack.extend(e.children());
    }
    out
}

/// Whether a subterm of `terms` is a real or a floating-point value, or of the sort of an
/// uninterpreted float (each shared subterm visited once).
fn mentions_floats(terms: impl Iterator<Item = Dynamic>) -> bool {
    use z3::ast::Ast;
    use z3::SortKind;
    let mut seen = HashSet::new();
    let mut stack: Vec<Dynamic> = terms.collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e.clone()) {
            continue;
        }
        match e.sort_kind() {
            SortKind::Real | SortKind::FloatingPoint | SortKind::Uninterpreted => return true,
            _ => {}
        }
        if e.is_app() {
            stack.extend(e.children());
        }
    }
    false
}

/// The pure extern functions (`exp_f32`, `sin_f32`, `pow_f32`, …) applied in `terms`: the
/// semantics leaves them uninterpreted ([`crate::smt::semantics::floats::uninterpreted_extern`]),
/// so a model that falsifies a condition may do so only through values no real
/// `exp` takes. Sorted, each once.
fn extern_functions<'a>(terms: impl Iterator<Item = &'a Bool>) -> Vec<String> {
    let mut out = BTreeSet::new();
    for t in terms {
        for name in uninterpreted_symbols(&Dynamic::from_ast(t)) {
            if let Some(f) = crate::smt::semantics::floats::uninterpreted_extern(&name) {
                out.insert(f.to_string());
            }
        }
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(depth: usize, hole: i64) -> EncodingKey {
        EncodingKey {
            mode: FloatMode::Real,
            max_depth: depth,
            max_instances: 400,
            atoms_last: false,
            defs: [("h".to_string(), Aff::cst(hole))].into(),
            fixed: BTreeMap::new(),
        }
    }

    #[test]
    fn an_encoding_is_reused_only_for_its_own_key() {
        let mut kept: Kept<usize> = Kept::default();
        let mut builds = 0;
        let mut build = |_: &EncodingKey| {
            builds += 1;
            Ok((builds, true))
        };
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 1);
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 1);
        // Other hole definitions, other bounds: built anew.
        assert_eq!(*kept.get(key(1, 1), &mut build).unwrap().0, 2);
        assert_eq!(*kept.get(key(6, 0), &mut build).unwrap().0, 3);
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 1);
        assert_eq!((kept.built, kept.reused), (3, 2));
    }

    #[test]
    fn an_encoding_cut_by_its_deadline_is_not_reused() {
        let mut kept: Kept<usize> = Kept::default();
        let mut builds = 0;
        let mut build = |_: &EncodingKey| {
            builds += 1;
            // The first build is cut by its deadline, the second is not.
            Ok((builds, builds > 1))
        };
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 1);
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 2);
        assert_eq!(*kept.get(key(1, 0), &mut build).unwrap().0, 2);
        assert_eq!(kept.kept.len(), 1);
    }

    #[test]
    fn the_oldest_encoding_makes_room() {
        let mut kept: Kept<usize> = Kept::default();
        for hole in 0..=MAX_ENCODINGS as i64 {
            kept.get(key(1, hole), |_| Ok((hole as usize, true)))
                .unwrap();
        }
        assert_eq!(kept.kept.len(), MAX_ENCODINGS);
        // The first one was dropped and is built again.
        let (v, built) = kept.get(key(1, 0), |_| Ok((100, true))).unwrap();
        assert!(built);
        let v = *v;
        assert_eq!(v, 100);
        assert_eq!(kept.built, MAX_ENCODINGS + 2);
    }

    #[test]
    fn a_failed_build_is_reported_and_not_kept() {
        let mut kept: Kept<usize> = Kept::default();
        let r = kept.get(key(1, 0), |_| Err("unknown template".to_string()));
        assert_eq!(r.err().as_deref(), Some("unknown template"));
        assert_eq!((kept.built, kept.kept.len()), (0, 0));
    }
}
